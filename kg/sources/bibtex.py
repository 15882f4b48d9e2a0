"""BibTeX files: entries that carry an ``abstract`` field.

A small scanner rather than a regex, because values nest braces, concatenate
strings with '#', and refer to @string macros. LaTeX accents that have a plain
Unicode form ({\\"u} -> ü) are converted; other markup is left in place.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._records import build_paper, load_rules
from kg.sources._text import LineCounter, clean_text, content_suffix, decode_document, opens_as

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "bibtex"

_ENTRY_START = re.compile(r"@\s*([A-Za-z]+)\s*([{(])")
# An entry opening a line, where one whose braces never balance gives way to the next.
_NEXT_ENTRY = re.compile(r"(?<=[\r\n])[ \t]*@(?:[A-Za-z]+[ \t]*[{(][ \t]*[^\s,{}()=\"#%]+[ \t]*,|(?:string|preamble|comment)\b)",
                         re.IGNORECASE)  # (with its key: an abstract's line may open on "@IoU (0.5)")
_DETECT = re.compile(rb"^\s*@\s*[A-Za-z]+\s*[{(]", re.MULTILINE)
_FIELD_NAME = re.compile(r"[A-Za-z][\w\-:.+]*")
_NUMBER = re.compile(r"\d+")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_FONT_COMMANDS = re.compile(r"\\(?:textit|textbf|textrm|texttt|textsc|textsf|emph|mathrm|mathbf|mathit|text|url|href)\s*(?=\{)")
_FONT_SWITCHES = re.compile(r"\\(?:em|it|bf|sc|tt|rm|sf|sl)(?![A-Za-z])\s*")


class _BibError(ValueError):
    """A malformed entry; the message says what was expected."""


def detect(head: bytes, path: Path) -> bool:
    """A line that opens an entry: @article{ or @inproceedings( and the like; first, after a "%" comment, or
    anywhere in a .bib file (BibTeX reads the text between entries, such as a reference manager's header, as a
    comment)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    return (opens_as(head, "bibtex") or start == b"%" or content_suffix(path) == ".bib") \
        and _DETECT.search(head) is not None


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per entry with an abstract; entries without one are Problems."""
    text = decode_document(path, report)
    macros = {month: month for month in _MONTHS}
    line_starts = [found.start() for found in _NEXT_ENTRY.finditer(text)]
    position, lines = 0, LineCounter(text)
    while True:
        match = _ENTRY_START.search(text, position)
        if match is None:
            return
        line = lines.at(match.start())
        kind = match.group(1).lower()
        closer = "}" if match.group(2) == "{" else ")"
        # an entry must close before the next entry that opens a line; one whose braces never balance gives way to
        # it (each entry is scanned up to there only, so a file is read in one pass)
        following = bisect.bisect_right(line_starts, match.start())
        stop = line_starts[following] if following < len(line_starts) else len(text)
        end = _closing(text, match.end(), closer, stop)
        if end is None:
            if stop == len(text):
                report.problem(str(path), line, f"@{kind} entry is never closed (unbalanced braces)",
                               "rest of file skipped")
                return
            report.problem(str(path), line, f"@{kind} entry is never closed (unbalanced braces)", "entry skipped")
            position = stop
            continue
        body = text[match.end():end]
        position = end + 1
        if kind in ("comment", "preamble"):
            continue
        try:
            if kind == "string":
                macros.update(_fields(body, macros, with_key=False)[1])
                continue
            key, fields = _fields(body, macros, with_key=True)
        except _BibError as exc:
            report.problem(str(path), line, f"malformed @{kind} entry ({exc})", "entry skipped")
            continue
        paper = _paper(key, fields, path, line, report)
        if paper is not None:
            yield paper


def _paper(key: str, fields: dict[str, str], path: Path, line: int, report: "ReadReport") -> Optional[Paper]:
    label = f"entry '{key}'" if key else "entry"
    if "abstract" not in fields:
        report.problem(str(path), line, f"{label} has no abstract field", "skipped")
        return None
    values = {name: latex_to_unicode(value) for name, value in fields.items()}
    eprint = values.get("eprint")
    is_arxiv = values.get("archiveprefix", "").lower() == "arxiv" or bool(eprint and re.match(r"^\d{4}\.\d{4,5}", eprint))
    return build_paper(
        report,
        path,
        line,
        abstract=values["abstract"],
        title=values.get("title"),
        key=key or None,
        arxiv_id=eprint if is_arxiv else None,
        doi=values.get("doi"),
        date=values.get("date") or _year_month(values.get("year"), values.get("month")),
        year=values.get("year"),
        url=values.get("url"),
        authors=_authors(fields.get("author")),
        what=label,
    )


def _authors(value: Optional[str]) -> tuple[str, ...]:
    """BibTeX's names, joined by "and", each "First Last", "Last, First" or "Last, Jr, First": written first name
    first, as the other sources write them, so one author reads the same whichever file names her. Braces keep a
    name whole ("{Glim and Zorb}", "{Quark Lab, Inc.}"); the LaTeX in each is read after it is split."""
    names = []
    for name in _outside_braces(_AND, (value or "").strip()):
        parts = [latex_to_unicode(part).strip() for part in _outside_braces(_COMMA, name)]
        if len(parts) in (2, 3) and parts[0] and parts[-1]:
            parts = [parts[-1], parts[0], *parts[1:-1]]
        name = clean_text(" ".join(parts))
        if name and name.casefold() != "others":  # ("and others": the et al. of a cut-short list)
            names.append(name)
    return tuple(names)


def _outside_braces(separator: re.Pattern, text: str) -> list[str]:
    """`text` split where `separator` matches outside any braces."""
    pieces, depth, start = [], 0, 0
    depth_at = []
    for char in text:
        depth_at.append(depth)
        depth += (char == "{") - (char == "}")
    for match in separator.finditer(text):
        if depth_at[match.start()] == 0:
            pieces.append(text[start:match.start()])
            start = match.end()
    pieces.append(text[start:])
    return pieces


_AND = re.compile(r"\s+and\s+", re.IGNORECASE)
_COMMA = re.compile(r"\s*,\s*")


def _year_month(year: Optional[str], month: Optional[str]) -> Optional[str]:
    if not year or not re.fullmatch(r"\d{4}", year.strip()):
        return None
    month_text = (month or "").strip().lower()[:3]
    if month_text in _MONTHS:
        return f"{year.strip()}-{_MONTHS.index(month_text) + 1:02d}"
    if month_text.isascii() and month_text.isdigit() and 1 <= int(month_text) <= 12:  # (not "²", a digit to isdigit)
        return f"{year.strip()}-{int(month_text):02d}"
    return year.strip()


def _closing(text: str, start: int, closer: str, stop: int) -> Optional[int]:
    """Index of the delimiter that closes the entry opened just before ``start``, looking no further than ``stop``;
    a ")" inside a quoted value does not close an entry opened with "(" ("A (and) more")."""
    depth = 0
    quoted = False
    for index in range(start, stop):
        char = text[index]
        if char == "{":
            depth += 1
        elif char == "}":
            if depth == 0:
                return index if closer == "}" else None
            depth -= 1
        elif char == '"' and depth == 0 and closer == ")":
            quoted = not quoted
        elif char == ")" and closer == ")" and depth == 0 and not quoted:
            return index
    return None


def _fields(body: str, macros: dict[str, str], with_key: bool) -> tuple[str, dict[str, str]]:
    index = 0
    key = ""
    if with_key:
        comma = body.find(",")
        key = (body if comma < 0 else body[:comma]).strip()
        if "=" in key:
            raise _BibError("the citation key is missing")
        index = len(body) if comma < 0 else comma + 1
    fields: dict[str, str] = {}
    length = len(body)
    while True:
        while index < length and (body[index].isspace() or body[index] == ","):
            index += 1
        if index >= length:
            return key, fields
        name_match = _FIELD_NAME.match(body, index)
        if not name_match:
            raise _BibError(f"expected a field name near {body[index:index + 20]!r}")
        index = _skip_space(body, name_match.end())
        if index >= length or body[index] != "=":
            raise _BibError(f"expected '=' after field '{name_match.group()}'")
        value, index = _value(body, _skip_space(body, index + 1), macros)
        fields.setdefault(name_match.group().lower(), value)


def _value(body: str, index: int, macros: dict[str, str]) -> tuple[str, int]:
    """A value: {braced}, "quoted", a number or a macro, joined by '#'."""
    parts = []
    while True:
        if index >= len(body):
            raise _BibError("a field value is missing")
        char = body[index]
        if char == "{":
            end = _balanced_end(body, index + 1, "}")
            parts.append(body[index + 1:end])
            index = end + 1
        elif char == '"':
            end = _balanced_end(body, index + 1, '"')
            parts.append(body[index + 1:end])
            index = end + 1
        elif _NUMBER.match(body, index):
            number = _NUMBER.match(body, index)
            parts.append(number.group())
            index = number.end()
        elif _FIELD_NAME.match(body, index):
            name = _FIELD_NAME.match(body, index)
            parts.append(macros.get(name.group().lower(), name.group()))
            index = name.end()
        else:
            raise _BibError(f"unexpected {char!r} in a field value")
        index = _skip_space(body, index)
        if index < len(body) and body[index] == "#":
            index = _skip_space(body, index + 1)
            continue
        return "".join(parts), index


def _balanced_end(body: str, index: int, closer: str) -> int:
    depth = 0
    while index < len(body):
        char = body[index]
        if char == "\\":
            index += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            if depth == 0:
                if closer == "}":
                    return index
                raise _BibError("unbalanced braces in a quoted value")
            depth -= 1
        elif char == closer and depth == 0:
            return index
        index += 1
    raise _BibError("a field value is not closed")


def _skip_space(body: str, index: int) -> int:
    while index < len(body) and body[index].isspace():
        index += 1
    return index


@lru_cache(maxsize=1)
def _latex_patterns() -> list[tuple[re.Pattern[str], object]]:
    rules = load_rules("latex.json")
    accents: dict[str, str] = rules["accents"]
    symbols: dict[str, str] = rules["symbols"]
    marks = "".join(re.escape(command) for command in accents if not command.isalpha())
    letters = "".join(command for command in accents if command.isalpha())
    words = "|".join(sorted((re.escape(name) for name in symbols if name.isalpha()), key=len, reverse=True))
    escaped = "".join(re.escape(name) for name in symbols if not name.isalpha())

    def accent(match: re.Match[str]) -> str:
        return unicodedata.normalize("NFC", match.group("base") + accents[match.group("cmd")])

    def symbol(match: re.Match[str]) -> str:
        return symbols[match.group("name")]

    references = "|".join(sorted((re.escape(name) for name in rules["references"]), key=len, reverse=True))
    patterns: list[tuple[re.Pattern[str], object]] = [
        # "as in~\cite[p.~3]{glim2019}." -> "as in.": a citation key is no text of the abstract
        (re.compile(rf"[~\s]*\\(?:{references})\*?(?:\[[^\]]*\])*\{{[^{{}}]*\}}"), ""),
        (re.compile(r"\{\\i\}|\\i(?![A-Za-z])"), "i"),
        (re.compile(rf"\{{\\(?P<cmd>[{marks}])\s*\{{?(?P<base>[A-Za-z])\}}?\}}"), accent),
        (re.compile(rf"\\(?P<cmd>[{marks}])\s*\{{(?P<base>[A-Za-z])\}}"), accent),
        (re.compile(rf"\\(?P<cmd>[{marks}])(?P<base>[A-Za-z])"), accent),
        (re.compile(rf"\{{\\(?P<cmd>[{letters}])\s*\{{?(?P<base>[A-Za-z])\}}?\}}"), accent),
        (re.compile(rf"\\(?P<cmd>[{letters}])\{{(?P<base>[A-Za-z])\}}"), accent),
        (re.compile(rf"\\(?P<cmd>[{letters}])\s+(?P<base>[A-Za-z])"), accent),
        (re.compile(rf"\{{\\(?P<name>{words})\}}"), symbol),
        (re.compile(rf"\\(?P<name>{words})(?![A-Za-z])(?:\{{\}}|\s)?"), symbol),
        (re.compile(rf"\\(?P<name>[{escaped}])"), symbol),
    ]
    return patterns


def latex_to_unicode(value: str) -> str:
    """Turn simple LaTeX accents and escapes into Unicode and drop grouping braces."""
    patterns = _latex_patterns()
    text = value.replace("\\{", "\x01").replace("\\}", "\x02")
    for pattern, replacement in patterns:
        text = pattern.sub(replacement, text)
    text = _FONT_COMMANDS.sub("", text)
    text = _FONT_SWITCHES.sub("", text)
    text = re.sub(r"(?<!\\)~", " ", text)
    text = text.replace("{", "").replace("}", "")
    text = text.replace("\x01", "{").replace("\x02", "}")
    return clean_text(unicodedata.normalize("NFC", text)) or ""

