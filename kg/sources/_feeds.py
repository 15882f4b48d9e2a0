"""What the XML feed readers share: decoding a feed, refusing DTDs, and reading a feed that is not well-formed one
item at a time.

Feeds are parsed with the standard library after refusing any DOCTYPE: without a DTD there are no entity
declarations to expand and no external entities to fetch.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.entities import name2codepoint
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Optional

from kg.models import Paper
from kg.sources._records import split_authors
from kg.sources._text import clean_text, decode_bytes, document_bytes, line_of, lines_of

if TYPE_CHECKING:
    from kg.sources import ReadReport

_DECLARATION = re.compile(r"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
_ENCODING = re.compile(rb"""\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")
_CONTROL_CHARACTER = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]|&#(?:0*(?:[0-8]|1[124-9]|2\d|3[01])|x0*(?:[0-8bcef]|1[0-9a-f]));",
                                re.IGNORECASE)
_NAMED_ENTITY = re.compile(r"&([A-Za-z][A-Za-z0-9]*);")
_XML_ENTITIES = frozenset({"amp", "lt", "gt", "quot", "apos"})
# What may come before an XML document's root element: blank space, the XML declaration and other processing
# instructions, comments, a DOCTYPE (with its internal subset in brackets)
_PROLOG = re.compile(rb"(?:\s|<\?.*?\?>|<!--.*?-->|<!DOCTYPE(?:[^\[>]|\[.*?\])*>)*", re.DOTALL | re.IGNORECASE)
_ELEMENT_NAME = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)")
# How rss.arxiv.org opens each abstract: "arXiv:2405.01234v1 Announce Type: new \nAbstract: We propose ..."
_ARXIV_ANNOUNCEMENT = re.compile(r"^\s*arXiv:(?P<id>\S+)\s+Announce\s+Type:\s*[\w-]+\s+Abstract:\s*", re.IGNORECASE)

# A feed's reader makes one paper of an item it is given, found on a line (None where it is not known).
PaperOf = Callable[[ET.Element, Path, Optional[int], "ReadReport"], Optional[Paper]]


def root_name(head: bytes) -> Optional[str]:
    """The local name of the root element of the XML document a file's first bytes open ("feed" for
    <atom:feed ...>): where what comes before it runs past them (a long DOCTYPE), the first element they open."""
    text = head.removeprefix(b"\xef\xbb\xbf")
    found = _ELEMENT_NAME.match(text, _PROLOG.match(text).end()) or _ELEMENT_NAME.search(text)
    return found.group(1).decode("ascii") if found else None


def child_text(element: ET.Element, tag: str, namespaces: dict[str, str]) -> Optional[str]:
    """All the text of the first such child, the text of any markup inside it too ("<b>bold</b> words")."""
    child = element.find(tag, namespaces)
    return None if child is None else clean_text("".join(child.itertext()))


def names_in(elements: list[ET.Element]) -> tuple[str, ...]:
    """The authors some elements name; one may list several ("Alice Zhang, Bob Li")."""
    return tuple(name for element in elements for name in split_authors(clean_text("".join(element.itertext()))))


def arxiv_announcement(summary: Optional[str]) -> tuple[Optional[str], Optional[str]]:
    """(arXiv id, abstract) of an abstract as rss.arxiv.org announces it, its "arXiv:ID Announce Type: new
    Abstract:" taken off; (None, the text as it is) of any other."""
    found = _ARXIV_ANNOUNCEMENT.match(summary or "")
    return (found.group("id"), summary[found.end():]) if found else (None, summary)


class FeedLayout:
    """How a kind of feed holds its papers: the name of its root element, that of each paper's element, and how
    to find those in a parsed feed (also in a feed of one item, put back inside the root's opening tag)."""

    def __init__(self, root: str, item: str, items: Callable[[ET.Element], list[ET.Element]]) -> None:
        self.items = items
        self.item = item
        self.item_tag = re.compile(rf"<(?:[\w.-]+:)?{item}[\s>/]")
        # (never across the next item's opening: an item left open costs only itself)
        self.item_span = re.compile(rf"<((?:[\w.-]+:)?{item})[\s>](?:(?!<(?:[\w.-]+:)?{item}[\s>/]).)*?</\1\s*>",
                                    re.DOTALL)
        self.root_opening = re.compile(rf"<((?:[\w.-]+:)?{root})(?:\s[^>]*)?>")


def read_feed(path: Path, layout: FeedLayout, paper: PaperOf, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per item; a feed with a DOCTYPE or ENTITY is refused whole, and in a feed that is not
    well-formed each item is read on its own, so a broken one costs only itself."""
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
        yield from _item_by_item(text, exc, path, layout, paper, report)
        return
    items = layout.items(root)  # (none is a valid answer: a query that found nothing)
    item_lines = lines_of(text, (match.start() for match in layout.item_tag.finditer(text)))
    for ordinal, item in enumerate(items):
        line = item_lines[ordinal] if ordinal < len(item_lines) else None
        found = paper(item, path, line, report)
        if found is not None:
            yield found


def _decoded(path: Path, report: "ReadReport") -> Optional[str]:
    """The feed's text: UTF-8, else the encoding its XML declaration names (a feed that says Latin-1 is often UTF-8
    all the same)."""
    data = document_bytes(path, report).removeprefix(b"\xef\xbb\xbf")  # (read once: it serves both ways of decoding)
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


def _item_by_item(text: str, error: ET.ParseError, path: Path, layout: FeedLayout, paper: PaperOf,
                  report: "ReadReport") -> Iterator[Paper]:
    """The items of a feed that is not well-formed, each parsed alone inside the feed's own opening tag: a fault
    outside them (a feed cut off after its last item) costs nothing, and one inside costs that item."""
    line = error.position[0] if getattr(error, "position", None) else None
    opening = layout.root_opening.search(text)
    spans = list(layout.item_span.finditer(text))
    if opening is None or not spans:
        report.problem(str(path), line, f"malformed XML ({error})", "file skipped")
        return
    closing = f"</{opening.group(1)}>"
    for span, item_line in zip(spans, lines_of(text, (span.start() for span in spans))):
        try:
            feed = ET.fromstring(opening.group(0) + _repaired(span.group(0)) + closing)
        except ET.ParseError as exc:
            report.problem(str(path), item_line + exc.position[0] - 1, f"malformed XML in this {layout.item} ({exc})",
                           f"{layout.item} skipped")
            continue
        for item in layout.items(feed):
            found = paper(item, path, item_line, report)
            if found is not None:
                yield found
    covered = {span.start() for span in spans}
    left_open = [opened.start() for opened in layout.item_tag.finditer(text) if opened.start() not in covered]
    for line_number in lines_of(text, left_open):  # (left open, or cut off before its closing tag)
        report.problem(str(path), line_number, f"{layout.item} is not closed", f"{layout.item} skipped")


def _repaired(item: str) -> str:
    """An item's text with what XML 1.0 forbids and feeds still carry taken out: control characters, raw or as
    references, and HTML's named entities ("&nbsp;") put as the characters they stand for."""
    item = _CONTROL_CHARACTER.sub("", item)
    return _NAMED_ENTITY.sub(lambda m: chr(name2codepoint[m.group(1)]) if m.group(1) in name2codepoint
                             and m.group(1) not in _XML_ENTITIES else m.group(0), item)
