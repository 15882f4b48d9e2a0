"""Byte-level helpers every reader shares: line decoding and text cleaning."""

from __future__ import annotations

import datetime
import gzip
import html
import os
import re
import stat
import tempfile
import unicodedata
import zlib
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING, Callable, Iterable, Iterator, Optional

from kg.models import CONTROL_CHARACTERS

if TYPE_CHECKING:
    from kg.sources import ReadReport

# (whitespace controls, tab, newline, ..., are collapsed to a space by ``clean_text`` instead)
_CONTROL = CONTROL_CHARACTERS
_YEAR = re.compile(r"(?<!\d)(1[89]\d{2}|2[01]\d{2})(?!\d)")
_ISO_DATE = re.compile(r"^(\d{4}-\d{2}(?:-\d{2})?)(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$")


class LineCounter:
    """The line an offset of one text is on, for readers that decode a whole document and report by line.

    Each call counts on from the offset asked before, so offsets asked in order cost one pass over the text
    (an offset before the last one counts back). A CR alone is a line break too (old Mac files).
    """

    def __init__(self, text: str, first_line: int = 1) -> None:
        self._text = text
        self._offset = 0
        self._line = first_line

    def at(self, offset: int) -> int:
        if offset >= self._offset:
            self._line += _line_breaks(self._text, self._offset, offset)
        else:
            self._line -= _line_breaks(self._text, offset, self._offset)
        self._offset = offset
        return self._line


def _line_breaks(text: str, start: int, end: int) -> int:
    """LFs, and CRs no LF follows, in ``text[start:end]``: a CRLF is one break, counted at its LF, wherever the
    stretch ends."""
    return text.count("\n", start, end) + text.count("\r", start, end) \
        - text.count("\r\n", start, min(end + 1, len(text)))


# How each structured format opens, after any BOM and blank space: a JSON object or an array of records, an XML
# tag or declaration, a BibTeX entry, a RIS record's type line ("TY  - JOUR"). A listing page may open on a bracket
# or an "@" of its own ("[PDF] ...", "{Updated} ...", "<- back", "@glim posted:"), and those must stay its.
STRUCTURED_START = {
    "json": re.compile(rb'^[ \t\r\n]*(?:\{[ \t\r\n]*["}]|\[[ \t\r\n]*(?:[\[{"\]]|$)|\[[0-9.,eE+\- \t]*\][ \t]*(?:\r?\n|$))'),
    "xml": re.compile(rb"^[ \t\r\n]*<[?!A-Za-z]"),
    "bibtex": re.compile(rb"^[ \t\r\n]*@[ \t]*[A-Za-z]+[ \t]*[{(]"),
    "ris": re.compile(rb"^(?:[ \t]*(?:\r\n?|\n))*TY  -(?:[ \t]|\r|\n|$)"),
}


def opens_as(head: bytes, kind: str) -> bool:
    """Whether a file's first bytes open one of the structured formats (see STRUCTURED_START)."""
    return STRUCTURED_START[kind].match(head.removeprefix(b"\xef\xbb\xbf")) is not None


def clean_text(value: object) -> Optional[str]:
    """Drop control characters and collapse whitespace; None when nothing is left."""
    if value is None:
        return None
    text = _CONTROL.sub("", str(value))
    text = " ".join(text.split())
    return text or None


# What makes a text HTML: a closing tag of HTML's own, or a tag that stands alone ("<br>"), not the "<i and j>" of
# the maths in a plain abstract. (scp: the small capitals OpenAlex's titles are written in, "<scp>BERT</scp>")
_HTML_TAGS = (r"(?:p|div|span|b|i|u|em|strong|a|sub|sup|ul|ol|li|h[1-6]|table|tr|td|th|code|pre|blockquote|font|small|"
              r"big|abbr|cite|q|s|strike|tt|dl|dt|dd|section|article|header|footer|main|figure|figcaption|caption|"
              r"mark|var|math|label|time|scp)")
# (a tag closed, opened bare or with an attribute, "<p>", '<a href="...">', or one that stands alone; or a tag of
# JATS or MathML, as Crossref's abstracts that OpenAlex passes on write them: "<jats:p>", "<jats:italic>"; a quoted
# attribute may hold a '>': '<a title="a>b">')
_QUOTED_OR_NOT_A_BRACKET = r"(?:[^<>\"']|\"[^\"]*\"|'[^']*')*"
_TAG = re.compile(rf"</{_HTML_TAGS}\s*>|<{_HTML_TAGS}(?:\s+[\w\-]+\s*={_QUOTED_OR_NOT_A_BRACKET})?>"
                  rf"|<(?:br|hr|img)\b{_QUOTED_OR_NOT_A_BRACKET}>"
                  r"|</?[a-z]+:[\w\-]+(?:\s+[\w\-:]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*/?>", re.I)
# What a marked-up text holds that is no words of it: a comment, a script or a style sheet; and a CDATA section,
# whose text is words as written ("<![CDATA[a<b]]>")
_NOT_WORDS = re.compile(rf"<!--[\s\S]*?-->|<(script|style)\b{_QUOTED_OR_NOT_A_BRACKET}>[\s\S]*?</\1\s*>"
                        r"|<!\[CDATA\[([\s\S]*?)\]\]>", re.I)
_TAG_NAME = re.compile(r"</?(?:[a-z]+:)?([\w\-]+)", re.I)
# Tags that set text apart: a space where they open or close ("<p>One.</p><p>Two.</p>"); others join ("F<sub>1</sub>")
_BLOCK_TAGS = frozenset({"p", "br", "div", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "tr", "td",
                         "th", "pre", "blockquote", "hr", "dl", "dt", "dd", "section", "article", "header", "footer",
                         "main", "figure", "figcaption", "caption", "title", "sec", "list", "list-item"})
# A heading word a marked-up abstract opens on, set apart by its tags or a colon: "<b>Abstract</b> We propose",
# "<jats:title>Abstract</jats:title>", "<p>Abstract: We propose" (not "Abstract Meaning Representation (AMR) is").
_SET_APART_HEADING = re.compile(r"^\s*(?:<[^<>]*>\s*)*(?:abstract|summary)\s*[:.]?\s*</", re.I)
_HEADING_WORD = re.compile(r"^(?i:abstract|summary)\s*(?:[:.]\s*)?")
_HEADING_WORD_AND_COLON = re.compile(r"^(?i:abstract|summary)\s*:\s*(?=[A-Z0-9])")


def has_markup(text: str) -> bool:
    """Whether a text is written in HTML or JATS (see _TAG)."""
    return _TAG.search(text) is not None or _NOT_WORDS.search(text) is not None


def without_markup(text: Optional[str], heading: bool = False) -> Optional[str]:
    """A text's words without the HTML or JATS it is written in ("<i>GlimNet</i>: fast", "CO<sub>2</sub>",
    "<jats:p>We propose"): those tags go, and comments, scripts and style sheets with them; entities become
    characters, blocks are kept apart by a space, and with `heading` (an abstract) a heading word set apart that
    opens it goes too. Only those tags: "a<b and c>d" in its maths stays. Plain text is left alone."""
    if text is None or not has_markup(text):
        return text
    plain = clean_text(html.unescape(_TAG.sub(_tag_gap, _NOT_WORDS.sub(_words_of, text))))
    if not plain or not heading:
        return plain
    return (_HEADING_WORD if _SET_APART_HEADING.match(text) else _HEADING_WORD_AND_COLON).sub("", plain, count=1)


def _words_of(part: re.Match) -> str:
    return html.escape(part.group(2), quote=False) if part.group(2) is not None else " "


def _tag_gap(tag: re.Match) -> str:
    name = _TAG_NAME.match(tag.group())
    return " " if name and name.group(1).lower() in _BLOCK_TAGS else ""


_GZIP_MAGIC = b"\x1f\x8b"
HEAD_BYTES = 8192  # what format detection reads of a file
# What reading a file's bytes may raise besides a bad decoding: the system's errors, and a gzip stream cut off
# (EOFError) or corrupt (zlib.error).
READ_ERRORS = (OSError, EOFError, zlib.error)
# What a gzip stream raises where it breaks off: cut short, corrupt, or its checksum wrong at the end.
GZIP_BREAKS = (EOFError, zlib.error, gzip.BadGzipFile)


_CONTROL_BYTES = bytes(set(range(32)) - set(b"\t\n\r\f"))


def looks_binary(head: bytes) -> bool:
    """Whether a file's first bytes are no text: NULs, a few or more (a stray one in a text file costs only its own
    line), or control bytes a tenth of them."""
    nuls = head.count(0)
    if nuls >= 4:
        return True
    return bool(nuls) and len(head) - len(head.translate(None, _CONTROL_BYTES)) > len(head) // 10


class PipeCopyError(OSError):
    """A pipe could not be copied to the temporary file its readers read (no room, no writable folder)."""
_COPIES_OF_PIPES: dict[Path, Path] = {}  # a pipe given as input -> the copy of its bytes every open reads


@contextmanager
def readable_twice(path: Path) -> Iterator[None]:
    """Let the readers open `path` more than once even when it is a pipe.

    A reader opens its file twice (the head tells the format, then it reads the whole), but a pipe
    (`kg build <(zcat papers.jsonl.gz)`, a FIFO) gives its bytes once. So a pipe is first copied to a
    temporary file (in TMPDIR), which `open_bytes` opens in its place; messages and each paper's source
    still name the path given. A pipe whose first bytes are binary (and no gzip) is copied no further than
    them, as that is all the check that skips it reads. Regular files and devices are read where they are.

    Raises:
        PipeCopyError: the copy could not be written (its message names the temporary folder).
        OSError: the pipe could not be read.
    """
    try:
        fifo = stat.S_ISFIFO(os.stat(path).st_mode)
    except OSError:
        fifo = False  # the open that follows reports it
    if not fifo or path in _COPIES_OF_PIPES:
        yield
        return
    try:
        temporary = tempfile.TemporaryDirectory(prefix="kg-pipe-")
    except OSError as exc:
        raise _no_room_for_a_copy(exc) from exc
    with temporary as folder:
        copy = Path(folder) / "input"
        with open(path, "rb") as source, _opened_for_the_copy(copy) as target:
            head = source.read(HEAD_BYTES)
            _write_the_copy(target, head)
            while not (looks_binary(head) and not head.startswith(_GZIP_MAGIC)):
                piece = source.read(1 << 20)
                if not piece:
                    break
                _write_the_copy(target, piece)
        _COPIES_OF_PIPES[path] = copy
        try:
            yield
        finally:
            del _COPIES_OF_PIPES[path]


@contextmanager
def _opened_for_the_copy(copy: Path) -> Iterator[IO[bytes]]:
    try:
        target = open(copy, "wb")
    except OSError as exc:
        raise _no_room_for_a_copy(exc) from exc
    try:
        yield target
    finally:
        try:
            target.close()
        except OSError as exc:
            raise _no_room_for_a_copy(exc) from exc


def _write_the_copy(target: IO[bytes], data: bytes) -> None:
    try:
        target.write(data)
    except OSError as exc:
        raise _no_room_for_a_copy(exc) from exc


def _no_room_for_a_copy(exc: OSError) -> PipeCopyError:
    return PipeCopyError(exc.errno, f"cannot copy the pipe to a temporary file in {tempfile.gettempdir()} "
                                    f"({exc.strerror or exc}); set TMPDIR to a writable folder with room")


def open_bytes(path: Path) -> IO[bytes]:
    """A file's bytes, decompressed on the fly when it is gzip (corpus dumps such as OpenAlex's come so); a pipe
    that `readable_twice` copied is read from its copy, so every reader reads pipes without knowing of them."""
    path = _COPIES_OF_PIPES.get(path, path)
    handle = open(path, "rb")
    if handle.read(2) == _GZIP_MAGIC:
        handle.close()
        return gzip.open(path, "rb")
    handle.seek(0)
    return handle


def read_bytes(path: Path) -> bytes:
    with open_bytes(path) as handle:
        return handle.read()


def content_suffix(path: Path) -> str:
    """The suffix that says what a file holds, under a compression suffix: ".csv" for "papers.csv.gz"."""
    suffixes = [suffix.lower() for suffix in path.suffixes]
    return suffixes[-2] if len(suffixes) > 1 and suffixes[-1] == ".gz" else (suffixes[-1] if suffixes else "")


def iter_lines(path: Path, report: "ReadReport", repair: bool = False) -> Iterator[tuple[int, str]]:
    """Yield (line number, text) of a UTF-8 file; undecodable lines become Problems.

    Only the bad line is lost: one broken byte should not cost the whole file. With `repair`, for text whose
    records run over lines (a listing page, a paragraph, a CSV cell), not even that: the line is read as Windows-1252
    where it reads as that (a legacy save), else with its bad bytes as U+FFFD, and reported.
    """
    with open_bytes(path) as handle:
        yield from stream_lines(handle, str(path), report, repair)


def stream_lines(stream: IO[bytes], name: str, report: "ReadReport",
                 repair: bool = False) -> Iterator[tuple[int, str]]:
    """`iter_lines` of an open stream (standard input), its problems reported under `name`."""
    number = 0
    cr_only = False
    for raw in _lines_until_cut(stream, name, lambda: number, report):
        if number == 0:
            raw = raw.removeprefix(b"\xef\xbb\xbf")
            # a file with no line feed at all reads as one line: there a carriage return alone ends a line (old
            # Macs); elsewhere it is whitespace, or part of a quoted cell
            cr_only = not raw.endswith(b"\n") and b"\r" in raw.rstrip(b"\r")
        for part in raw.rstrip(b"\r\n").split(b"\r") if cr_only else (raw,):
            number += 1
            try:
                text = part.decode("utf-8")
            except UnicodeDecodeError as exc:
                where = f"invalid UTF-8 (byte 0x{part[exc.start]:02x} at column {exc.start + 1})"
                if not repair:
                    report.problem(name, number, where, "line skipped")
                    continue
                text, outcome = repaired_line(part)
                report.problem(name, number, where, outcome, kept=True)
            yield number, text.rstrip("\r\n")


def repaired_line(line: bytes) -> tuple[str, str]:
    """A line that is no UTF-8 as text, and how it was read: as Windows-1252 where it reads as that, else with its
    bad bytes as U+FFFD."""
    legacy = _windows_1252(line)
    if legacy is not None:
        return legacy, "read as Windows-1252 (re-save the file as UTF-8)"
    return line.decode("utf-8", errors="replace"), "read as U+FFFD (re-save the file as UTF-8)"


def _windows_1252(line: bytes) -> Optional[str]:
    """A line saved in Windows-1252 (a legacy Excel or Notepad save: "Caf\xe9"), read as such: every byte past ASCII
    stands alone, none starting a UTF-8 sequence, and the code page names each. A line with UTF-8 in it is UTF-8
    with a broken byte, and None."""
    if _UTF8_SEQUENCE.search(line):
        return None
    try:
        return line.decode("cp1252")
    except UnicodeDecodeError:  # (five bytes the code page leaves undefined)
        return None


_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xf4][\x80-\xbf]")


def _lines_until_cut(stream: IO[bytes], name: str, lines_read: Callable[[], int],
                     report: "ReadReport") -> Iterator[bytes]:
    """The raw lines of a stream; a gzip stream cut off or corrupt ends them, reported, and the lines before it are
    kept."""
    try:
        yield from _gzip_lines(stream) if isinstance(stream, gzip.GzipFile) else stream
    except GZIP_BREAKS as exc:
        report_break(report, name, lines_read() + 1, exc)


def _gzip_lines(stream: gzip.GzipFile) -> Iterator[bytes]:
    """The lines of a gzip stream, read a piece at a time: a checksum that fails at the end comes after every byte
    was read, and the last line, with no line feed after it, is kept (iterating the file would lose it)."""
    pending: list[bytes] = []  # (the pieces of a line not yet ended: joined once it ends, however long it runs)
    try:
        while piece := stream.read1(1 << 16):
            if b"\n" not in piece:
                pending.append(piece)
                continue
            first, *lines, last = piece.split(b"\n")
            yield b"".join(pending) + first + b"\n"
            for line in lines:
                yield line + b"\n"
            pending = [last] if last else []
    except gzip.BadGzipFile as exc:
        if pending and str(exc).startswith(_CHECKSUM_FAILURES):
            yield b"".join(pending)
        raise
    if pending:
        yield b"".join(pending)


def report_break(report: "ReadReport", name: str, line: int, exc: Exception) -> None:
    """Report where a gzip stream breaks off. A checksum that fails at the end is found only after every record was
    read, and nothing says where the damage is: the records may be garbled anywhere (counted as one problem that
    kept nothing: the stream's end)."""
    if isinstance(exc, gzip.BadGzipFile) and str(exc).startswith(_CHECKSUM_FAILURES):
        report.problem(name, line, f"the gzip stream fails its checksum at its end ({exc}): the file is damaged",
                       "the records read are kept, but any of them may hold garbled text; fetch the file again")
    else:
        report.problem(name, line, f"cannot be read to its end ({exc})", "rest of file skipped")


_CHECKSUM_FAILURES = ("CRC check failed", "Incorrect length of data produced")


def bytes_until_cut(path: Path) -> tuple[bytes, Optional[Exception]]:
    """A file's bytes and None; of a gzip stream cut off or corrupt, the bytes before the break and its error. Read a
    piece at a time, as a cut stream raises at its end and a single read of the whole would lose all of it."""
    pieces = []
    with open_bytes(path) as handle:
        read = getattr(handle, "read1", handle.read)
        try:
            while piece := read(1 << 16):
                pieces.append(piece)
        except GZIP_BREAKS as exc:
            return b"".join(pieces), exc
    return b"".join(pieces), None


def document_bytes(path: Path, report: "ReadReport") -> bytes:
    """A whole-file document's bytes; of one cut off, the bytes before the cut, reported as line-read files report it,
    for its reader to keep the records they hold whole (the reader reports the record the cut breaks)."""
    data, cut = bytes_until_cut(path)
    if cut is not None:
        report_break(report, str(path), data.count(b"\n") + 1, cut)
    return data


def decode_document(path: Path, report: "ReadReport") -> str:
    """Read a whole-file format (JSON document, XML, BibTeX) as text; a line that is no UTF-8 is reported and read as
    Windows-1252, or with its bad bytes as U+FFFD (see `repaired_line`)."""
    return decode_bytes(document_bytes(path, report), path, report)


def decode_bytes(data: bytes, path: Path, report: "ReadReport") -> str:
    """A whole-file document's bytes as text, as ``decode_document`` reads them (for a reader that has them already)."""
    data = data.removeprefix(b"\xef\xbb\xbf")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    # a record of a document may run over many lines: cutting out a bad one would leave it with a hole, and
    # skipping the file would lose the good ones. Each such line is repaired (`repaired_line`) and reported.
    lines = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            lines.append(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            before = raw[:exc.start]  # (a CR alone ends a line too: old Mac files hold no LF at all)
            line, column = number + before.count(b"\r"), exc.start - before.rfind(b"\r")
            text, outcome = repaired_line(raw)
            report.problem(str(path), line, f"invalid UTF-8 (byte 0x{raw[exc.start]:02x} at column {column})", outcome,
                           kept=True)
            lines.append(text)
    return "\n".join(lines)


def lines_of(text: str, offsets: Iterable[int]) -> list[int]:
    """The line of each offset, in order (one pass over a large file)."""
    counter = LineCounter(text)
    return [counter.at(offset) for offset in offsets]


def line_of(text: str, offset: int) -> int:
    """1-based line number of a character offset."""
    return LineCounter(text).at(offset)


_MONTHS = {name: number for number, names in enumerate((
    ("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
    ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
    ("dec", "december")), start=1) for name in names}
_MONTH = r"(?P<month>[A-Za-z]{3,9})\.?"
_WRITTEN_DATES = [re.compile(rf"^{_MONTH}\s+(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+)?(?P<year>\d{{4}})$"),  # Jul 27, 2023
                  re.compile(rf"^(?P<day>\d{{1,2}})\s+{_MONTH},?\s+(?P<year>\d{{4}})$"),  # 27 Jul 2023
                  re.compile(rf"^(?P<year>\d{{4}})\s+{_MONTH}(?:\s+(?P<day>\d{{1,2}}))?$")]  # 2023 Jul 27 (MEDLINE)
# An RSS or e-mail date (RFC 822), its weekday and time taken off: "Fri, 03 May 2024 00:00:00 -0400" is the 3rd
# of May where it was written
_MAIL_DATE = re.compile(r"^(?:[A-Za-z]{3},\s*)?(?P<date>\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4})"
                        r"(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*(?:[+-]\d{4}|[A-Za-z]{1,5}))?)?$")
# A weekday before a date, written out or short, with a comma or without ("Monday, 2 June 2025", as arXiv heads its
# listings; "Mon 2 Jun 2025", "Monday, 2025-06-02"): it adds nothing
_WEEKDAY = re.compile(r"^(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+(?=\S)", re.IGNORECASE)
# A date with its year first and other separators or no leading zeros ("2025/04/16", "2025.4.16", "2025-4-16", as
# spreadsheets and Asian locales write it): no day-month order to guess, unlike "4/16/2025" or "16.04.2025"
_YEAR_FIRST_DATE = re.compile(r"^(?P<year>\d{4})(?P<separator>[-/.])(?P<month>\d{1,2})"
                              r"(?:(?P=separator)(?P<day>\d{1,2}))?(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$")


def _a_day_there_is(iso: str) -> bool:
    """Whether an ISO date (YYYY-MM or YYYY-MM-DD) names a month and day the calendar has."""
    parts = [int(part) for part in iso.split("-")]
    try:
        datetime.date(parts[0], parts[1], parts[2] if len(parts) > 2 else 1)
    except ValueError:
        return False
    return True


def _ascii_digits(text: str) -> str:
    """The text with the decimal digits of any script as ASCII ones ("２０２５" -> "2025")."""
    if text.isascii():
        return text
    return "".join(str(unicodedata.decimal(char)) if char.isdecimal() else char for char in text)


def normalise_date(value: object) -> Optional[str]:
    """Keep a date as precise as the source gave it, as ISO where it states a year ("Jul 27, 2023" -> 2023-07-27,
    "Jul 2023" -> 2023-07, "2023/7/27" and "2023 Jul 27" -> 2023-07-27); ISO timestamps and RSS dates lose the time part, and a date
    without a year ("Nov 9") or with its day and month in an order that cannot be told ("7/8/2023") stays as
    written."""
    text = clean_text(value)
    if text is None:
        return None
    # ("Monday 2 June 2025", "Mon, 2025-06-02": the weekday adds nothing; "２０２５-０４-１６", as a full-width keyboard
    # writes it, is 2025-04-16 in ASCII digits)
    dated = _ascii_digits(_WEEKDAY.sub("", text))
    match = _ISO_DATE.match(dated)
    if match:
        return match.group(1) if _a_day_there_is(match.group(1)) else text
    year_first = _YEAR_FIRST_DATE.match(dated)
    if year_first:
        numbers = [int(year_first.group(part)) for part in ("year", "month", "day") if year_first.group(part)]
        iso = "-".join([f"{numbers[0]:04d}"] + [f"{number:02d}" for number in numbers[1:]])
        return iso if _a_day_there_is(iso) else text
    mailed = _MAIL_DATE.match(dated)
    day_month_year = mailed.group("date") if mailed else dated
    for pattern in _WRITTEN_DATES:
        written = pattern.match(day_month_year)
        month = _MONTHS.get(written.group("month").lower()) if written else None
        if month is not None:
            month_of_year = f"{written.group('year')}-{month:02d}"
            if not written.group("day"):
                return month_of_year
            iso = f"{month_of_year}-{int(written.group('day')):02d}"
            return iso if _a_day_there_is(iso) else text  # ("Feb 30, 2023" stays as written)
    return text


def year_of(value: object) -> Optional[int]:
    """The year stated in a year field or a date; None when none is stated."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 1800 <= value <= 2199 else None
    if isinstance(value, float) and value.is_integer():
        return year_of(int(value))
    match = _YEAR.search(str(value))
    return int(match.group(1)) if match else None


def to_int(value: object) -> Optional[int]:
    """An integer from a number or a digit string, else None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    text = str(value).strip().replace(",", "")
    # (ASCII digits only: "²" is a digit to str.isdigit but no number to int; and no more than a count can have)
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 18 else None
