"""CSV and TSV files with a header row; the delimiter is sniffed from the header."""

from __future__ import annotations

import csv
import re
from collections import deque
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Iterator, Optional

from kg.models import Paper
from kg.process import HeldSetting
from kg.sources._records import first_filled, has_field, paper_from_fields
from kg.sources._text import content_suffix, iter_lines

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "csv"

_DELIMITERS = ("\t", ",", ";", "|")
_COLUMN_NAME = re.compile(r"^[A-Za-z_][\w .\-/()#]{0,40}$")
_TABLE_SUFFIXES = {".csv", ".tsv", ".tab"}

_MOST_CELL_CHARACTERS = 2**24  # (csv's own limit, 131,072 characters, is raised while a row is read: see _any_cell)


_EXCEL_SEPARATOR = re.compile(r"^sep=(.)$")  # the line Excel writes above the header to name the delimiter


def _header_index(lines: list[str], path: Path) -> tuple[int, Optional[str]]:
    """Where the header row of a .csv/.tsv file is among its first non-blank lines, past "#" comment lines and the
    "sep=;" line Excel writes above it, and the delimiter that line names. A "#" line that names an abstract
    column is the header ("#ID,Title,Abstract"), unless the first line after the comments names one too ("# columns:
    ..." above the header it describes)."""
    named = None
    for index, line in enumerate(lines):
        if line.startswith("#") and named is None:
            below = next((other for other in lines[index + 1:] if not other.startswith("#")), None)
            if _names_the_abstract(line, path) and not (below is not None and _names_the_abstract(below, path)):
                return index, None
            continue
        separator = _EXCEL_SEPARATOR.match(line.strip(" \r\n")) if named is None else None
        if separator:
            named = separator.group(1)
            continue
        return index, named
    return len(lines), named


def _names_the_abstract(line: str, path: Path) -> bool:
    return has_field((cell.strip() for cell in next(csv.reader([line], delimiter=_delimiter(line) or _default_delimiter(
        path)), [])), "abstract")


def detect(head: bytes, path: Path) -> bool:
    """A header row of two or more column names, and a second row of the same width; in a .csv/.tsv file, any header
    (past comment lines), even a lone column named for the abstract. In a file named otherwise (a pipe, a .txt) the
    header may stand below "#" comment lines only when it names an abstract column (a note's "# heading" over a line
    with a comma in it is no table), and below Excel's "sep=;" line."""
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff")
    all_lines = text.splitlines()
    nonblank = [index for index, line in enumerate(all_lines) if line.strip()]
    lines = [all_lines[index] for index in nonblank]
    if not lines:
        return False
    at, named = _header_index(lines, path)
    if at >= len(lines):
        return False
    header_line = lines[at]
    if content_suffix(path) in _TABLE_SUFFIXES:
        delimiter = named or _delimiter(header_line) or _default_delimiter(path)
        header = next(csv.reader([header_line], delimiter=delimiter))
        return len(header) >= 2 or has_field(header, "abstract")
    delimiter = named or _delimiter(header_line)
    if delimiter is None:
        return False
    header = next(csv.reader([header_line], delimiter=delimiter))
    if len(header) < 2 or not all(_COLUMN_NAME.match(name.strip()) for name in header):
        return False
    if any(line.startswith("#") for line in lines[:at]) and not has_field(header, "abstract"):
        return False
    rows = list(csv.reader(all_lines[nonblank[at] + 1:], delimiter=delimiter))
    complete_rows = [row for row in rows[:-1] if row]  # the last row may be cut off by the head
    return not complete_rows or len(complete_rows[0]) == len(header)


def _default_delimiter(path: Path) -> str:
    """The delimiter of a header with none in it (one column): the one the file's suffix says."""
    return "\t" if content_suffix(path) in (".tsv", ".tab") else ","


def _delimiter(header_line: str) -> Optional[str]:
    counts = {delimiter: header_line.count(delimiter) for delimiter in _DELIMITERS}
    best = max(_DELIMITERS, key=lambda delimiter: counts[delimiter])
    return best if counts[best] else None


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per row; a file without an abstract column is one Problem."""
    position: dict[str, Optional[int]] = {"line": 0, "start": None}
    consumed: list[tuple[int, str]] = []  # the lines of the row being read
    again: deque[tuple[int, str]] = deque()  # lines to read again before the file's next ones
    read_again: set[int] = set()  # the line numbers handed back so

    class Tracked:
        """The file's lines, after any to read again; an iterator that can go on after it ran out (a quote left
        open to the end of the file hands lines back to read again)."""

        def __init__(self, lines: Iterable[tuple[int, str]]):
            self.file_lines = iter(lines)

        def __iter__(self) -> "Tracked":
            return self

        def __next__(self) -> str:
            number, text = again.popleft() if again else next(self.file_lines)
            position["line"] = number
            if position["start"] is None:
                position["start"] = number
            consumed.append((number, text + "\n"))
            return text + "\n"

    # a quoted cell may run over lines: a line that is no UTF-8 reads with U+FFFD (reported as repaired), as leaving
    # it out would cut the cell in two and read its next lines as rows of their own
    lines = Tracked(iter_lines(path, report, repair=True))
    nonblank = (line for line in lines if line.strip())
    named = None
    header_text = next(nonblank, None)
    if header_text is not None:  # (past comment lines and Excel's "sep=;" line, as `detect` looks past them)
        from kg.sources import ReadReport  # (a first look at the head, its problems reported by the read itself)

        head = list(islice(((number, text) for number, text in iter_lines(path, ReadReport(), repair=True)
                          if text.strip()), 1000))
        at, named = _header_index([text for _, text in head], path)
        while header_text is not None and at < len(head) and position["line"] < head[at][0]:
            header_text = next(nonblank, None)
    if header_text is None:
        report.problem(str(path), None, "no header row", "file skipped")
        return
    delimiter = named or _delimiter(header_text) or _default_delimiter(path)
    try:
        header = [name.strip() for name in next(csv.reader([header_text], delimiter=delimiter, skipinitialspace=True))]
    except csv.Error as exc:
        report.problem(str(path), position["line"], f"malformed CSV header ({exc})", "file skipped")
        return
    if not has_field(header, "abstract"):
        report.problem(str(path), position["line"], f"no abstract column (columns: {', '.join(header)}; head the "
                       "abstracts' column 'abstract' or 'summary', or another name kg/sources/data/field_names.json "
                       "lists)", "file skipped")
        return
    rows = csv.reader(lines, delimiter=delimiter, skipinitialspace=True)  # ("a, b, \"c, d\"": spaces after commas)
    header_line = position["line"]
    any_row = False
    while True:
        position["start"] = None
        consumed.clear()
        try:
            with _any_cell():
                row = next(rows)
        except StopIteration:
            if not any_row:
                report.problem(str(path), header_line, "no rows after the header", "file skipped")
            return
        except csv.Error as exc:
            report.problem(str(path), position["start"] or position["line"], f"malformed CSV row ({exc})",
                           "row skipped")
            continue
        line = position["start"] or position["line"]
        if not any(cell.strip() for cell in row):
            continue
        any_row = True
        open_quote = _open_quote(consumed, delimiter) if len(consumed) > 1 else None
        if len(consumed) > 1 and (len(row) != len(header) or open_quote is not None):
            # a quote left open ran the row on into the rows after it: only its own line is lost, the others are
            # read again (the run may even come out of the header's width: its quotes tell it then)
            what = f"{_wrong_width(row, header)} (a quote left open?)" \
                if len(row) != len(header) else "a quote left open runs the row on into the lines after it"
            swallowed = [(number, text[:-1]) for number, text in consumed[1:]]
            if line not in read_again and len(swallowed) <= _MOST_LINES_READ_AGAIN and open_quote == "runs on":
                report.problem(str(path), line, what, "row skipped")
                read_again.update(number for number, _ in swallowed)
                again.extendleft(reversed(swallowed))  # read again as rows, on into the lines after them: a row
                continue  # among them whose own quoted cell runs over lines reads whole
            if line in read_again:  # a row read again that runs on too: each of its lines alone, its own first
                swallowed = [(number, text[:-1]) for number, text in consumed]
            else:
                report.problem(str(path), line, what, "row skipped")
            for number, text in swallowed:  # (a quote that never closes, or left open over a long run: each line
                # alone, as a row's quote that is never closed may well be a stray one on its own line)
                try:
                    with _any_cell():
                        row_again = next(csv.reader([text], delimiter=delimiter, skipinitialspace=True), [])
                except csv.Error as exc:
                    report.problem(str(path), number, f"malformed CSV row ({exc})", "row skipped")
                    continue
                if any(cell.strip() for cell in row_again):
                    yield from _row_papers(row_again, header, path, number, report)
            continue
        yield from _row_papers(row, header, path, line, report)


_MOST_LINES_READ_AGAIN = 2000  # (each row whose quote is left open reads the rest of its run again)


# csv's limit on a cell raised while a row is read, and put back when no reader in the process holds it: a long
# abstract (or a row a quote left open runs on into) is read, and the csv module is left as it was for the rest of
# the program, however many threads read at once.
_CELLS_OF_ANY_SIZE = HeldSetting(csv.field_size_limit, csv.field_size_limit,
                                 lambda limit: max(limit, _MOST_CELL_CHARACTERS), needed=True)
_any_cell = _CELLS_OF_ANY_SIZE.held


def _open_quote(lines: list[tuple[int, str]], delimiter: str) -> Optional[str]:
    """How a row read over several lines left a quote open, if it did: "never closes" (its quoted cell), or "runs
    on" (the cell holds the next row's opening quote right after a delimiter, 'T0,"abc' then 'T1,"def"', or closes
    on a later line before more text, '... 5" screen', where a cell running over lines closes right before a
    delimiter or the line's end). A quote that closes on the line it opened ('"Glim" Is All You Need') is none."""
    text = "".join(line for _, line in lines)
    quoted, spans_lines, field_start, index = False, False, True, 0
    while index < len(text):
        char = text[index]
        if quoted and char == '"':
            if text.startswith('""', index):
                index += 2
                continue
            after = text[index + 1:].lstrip(" ")[:1]
            if text[:index].rstrip(" ").endswith(delimiter) and after not in ("", delimiter, "\n", "\r"):
                return "runs on"
            if spans_lines and after not in ("", delimiter, "\n", "\r"):
                return "runs on"
            quoted = False
        elif quoted and char in "\r\n":
            spans_lines = True
        elif not quoted:
            if char == '"' and field_start:
                quoted, spans_lines = True, False
            if char in (delimiter, "\n", "\r"):
                field_start = True
            elif char != " ":
                field_start = False
        index += 1
    return "never closes" if quoted else None


def _wrong_width(row: list[str], header: list[str]) -> str:
    """'row has 1 field but the header has 2', '3 fields': the count and its noun agree."""
    return f"row has {len(row)} field{'' if len(row) == 1 else 's'} but the header has {len(header)}"


def _row_papers(row: list[str], header: list[str], path: Path, line: int, report: "ReadReport") -> Iterator[Paper]:
    """The paper of one row (none, and a problem, when the row is of the wrong width or no paper)."""
    if len(row) != len(header):
        report.problem(str(path), line, _wrong_width(row, header), "row skipped")
        return
    # (a column named twice keeps the cell with something in it)
    record = first_filled((name, cell if cell.strip() else None) for name, cell in zip(header, row))
    paper = paper_from_fields(record, report, path, line, what="row")
    if paper is not None:
        yield paper
