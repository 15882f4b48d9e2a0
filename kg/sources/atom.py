"""arXiv API Atom feeds (export.arxiv.org/api/query).

Parsed with the standard library after refusing any DOCTYPE: without a DTD there
are no entity declarations to expand and no external entities to fetch.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.entities import name2codepoint
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._records import build_paper
from kg.sources._text import clean_text, decode_bytes, document_bytes, line_of, lines_of, opens_as

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "atom"

_NS = {"atom": "http://www.w3.org/2005/Atom", "arxiv": "http://arxiv.org/schemas/atom"}
_DECLARATION = re.compile(r"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
_ENTRY_TAG = re.compile(r"<(?:[\w.-]+:)?entry[\s>/]")
_ENTRY_SPAN = re.compile(r"<((?:[\w.-]+:)?entry)[\s>](?:(?!<(?:[\w.-]+:)?entry[\s>/]).)*?</\1\s*>", re.DOTALL)  # (never
# across the next entry's opening: an entry left open costs only itself)
_FEED_OPENING = re.compile(r"<((?:[\w.-]+:)?feed)(?:\s[^>]*)?>")
_ENCODING = re.compile(rb"""\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")
_CONTROL_CHARACTER = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]|&#(?:0*(?:[0-8]|1[124-9]|2\d|3[01])|x0*(?:[0-8bcef]|1[0-9a-f]));",
                                re.IGNORECASE)
_NAMED_ENTITY = re.compile(r"&([A-Za-z][A-Za-z0-9]*);")
_XML_ENTITIES = frozenset({"amp", "lt", "gt", "quot", "apos"})


def detect(head: bytes, path: Path) -> bool:
    """XML whose root is an Atom <feed> (a DOCTYPE is still detected, then refused)."""
    return opens_as(head, "xml") and (b"<feed" in head or b"http://www.w3.org/2005/Atom" in head)


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per <entry>; a feed with a DOCTYPE or ENTITY is refused whole, and in a feed that is not
    well-formed each entry is read on its own, so a broken one costs only itself."""
    text = _decoded(path, report)
    if text is None:
        return
    declaration = _DECLARATION.search(text)
    if declaration:
        report.problem(
            str(path),
            line_of(text, declaration.start()),
            f"XML with a {declaration.group(1).upper()} declaration is refused (entity expansion is unsafe)",
            "file skipped",
        )
        return
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        yield from _entry_by_entry(text, exc, path, report)
        return
    _in_atom_namespace(root)
    entries = root.findall("atom:entry", _NS)  # (none is a valid answer: a query that found nothing)
    entry_lines = lines_of(text, (match.start() for match in _ENTRY_TAG.finditer(text)))
    for ordinal, entry in enumerate(entries):
        line = entry_lines[ordinal] if ordinal < len(entry_lines) else None
        paper = _paper(entry, path, line, report)
        if paper is not None:
            yield paper


def _decoded(path: Path, report: "ReadReport") -> Optional[str]:
    """The feed's text: UTF-8, else the encoding its XML declaration names (a feed that says Latin-1 is often UTF-8
    all the same)."""
    data = document_bytes(path, report).removeprefix(b"\xef\xbb\xbf")  # (read once: the bytes serve both ways of decoding)
    declared = _ENCODING.match(data[:200])
    encoding = declared.group(1).decode("ascii") if declared else "utf-8"
    if encoding.lower().replace("_", "-") in ("utf-8", "utf8"):
        return decode_bytes(data, path, report)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode(encoding)
    except (LookupError, UnicodeDecodeError) as exc:
        report.problem(str(path), 1, f"cannot read the feed as {encoding} ({exc})", "file skipped")
        return None


def _entry_by_entry(text: str, error: ET.ParseError, path: Path, report: "ReadReport") -> Iterator[Paper]:
    """The entries of a feed that is not well-formed, each parsed alone inside the feed's own opening tag: a fault
    outside them (a feed cut off after its last entry) costs nothing, and one inside costs that entry."""
    line = error.position[0] if getattr(error, "position", None) else None
    opening = _FEED_OPENING.search(text)
    spans = list(_ENTRY_SPAN.finditer(text))
    if opening is None or not spans:
        report.problem(str(path), line, f"malformed XML ({error})", "file skipped")
        return
    closing = f"</{opening.group(1)}>"
    for span, entry_line in zip(spans, lines_of(text, (span.start() for span in spans))):
        try:
            feed = ET.fromstring(opening.group(0) + _repaired(span.group(0)) + closing)
        except ET.ParseError as exc:
            report.problem(str(path), entry_line + exc.position[0] - 1, f"malformed XML in this entry ({exc})",
                           "entry skipped")
            continue
        _in_atom_namespace(feed)
        for entry in feed.findall("atom:entry", _NS):
            paper = _paper(entry, path, entry_line, report)
            if paper is not None:
                yield paper
    covered = {span.start() for span in spans}
    left_open = [opened.start() for opened in _ENTRY_TAG.finditer(text) if opened.start() not in covered]
    for line_number in lines_of(text, left_open):  # (left open, or cut off before its closing tag)
        report.problem(str(path), line_number, "entry is not closed", "entry skipped")


def _repaired(entry: str) -> str:
    """An entry's text with what XML 1.0 forbids and feeds still carry taken out: control characters, raw or as
    references, and HTML's named entities ("&nbsp;") put as the characters they stand for."""
    entry = _CONTROL_CHARACTER.sub("", entry)
    return _NAMED_ENTITY.sub(lambda m: chr(name2codepoint[m.group(1)]) if m.group(1) in name2codepoint
                             and m.group(1) not in _XML_ENTITIES else m.group(0), entry)


def _in_atom_namespace(root: ET.Element) -> None:
    """A feed written without the Atom namespace ("<feed><entry>...") is read as if it had it."""
    if root.tag.startswith("{"):
        return
    for element in root.iter():
        if isinstance(element.tag, str) and not element.tag.startswith("{"):
            element.tag = f"{{{_NS['atom']}}}{element.tag}"


def _paper(entry: ET.Element, path: Path, line: Optional[int], report: "ReadReport") -> Optional[Paper]:
    entry_id = _text(entry, "atom:id")
    links = entry.findall("atom:link", _NS)
    doi = _text(entry, "arxiv:doi") or next((link.get("href") for link in links if link.get("title") == "doi"), None)
    url = next((link.get("href") for link in links if link.get("rel") == "alternate"), None) or entry_id
    published = _text(entry, "atom:published") or _text(entry, "atom:updated")
    authors = tuple(name for name in (clean_text(author.findtext("atom:name", None, _NS)) for author in entry.findall("atom:author", _NS)) if name)
    return build_paper(
        report,
        path,
        line,
        abstract=_text(entry, "atom:summary"),
        title=_text(entry, "atom:title"),
        key=entry_id,
        doi=doi,
        date=published,
        url=url,
        authors=authors,
        what="entry",
    )


def _text(element: ET.Element, tag: str) -> Optional[str]:
    """All the text of the first such child, the text of any markup inside it too ("<b>bold</b> words")."""
    child = element.find(tag, _NS)
    return None if child is None else clean_text("".join(child.itertext()))
