"""arXiv API Atom feeds (export.arxiv.org/api/query).

Parsed with the standard library after refusing any DOCTYPE: without a DTD there
are no entity declarations to expand and no external entities to fetch.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._records import build_paper
from kg.sources._text import clean_text, decode_document, line_of, opens_as

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "atom"

_NS = {"atom": "http://www.w3.org/2005/Atom", "arxiv": "http://arxiv.org/schemas/atom"}
_DECLARATION = re.compile(r"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
_ENTRY_TAG = re.compile(r"<(?:[\w.-]+:)?entry[\s>/]")


def detect(head: bytes, path: Path) -> bool:
    """XML whose root is an Atom <feed> (a DOCTYPE is still detected, then refused)."""
    return opens_as(head, "xml") and (b"<feed" in head or b"http://www.w3.org/2005/Atom" in head)


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per <entry>; a feed with a DOCTYPE or ENTITY is refused whole."""
    text = decode_document(path, report)
    if text is None:
        return
    declaration = _DECLARATION.search(text)
    if declaration:
        report.problem(
            str(path),
            line_of(text, declaration.start()),
            f"XML with a {declaration.group(1).upper()} declaration is refused (entity expansion is unsafe); file skipped",
        )
        return
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else None
        report.problem(str(path), line, f"malformed XML ({exc}); file skipped")
        return
    entry_lines = [line_of(text, match.start()) for match in _ENTRY_TAG.finditer(text)]
    for ordinal, entry in enumerate(root.findall("atom:entry", _NS)):
        line = entry_lines[ordinal] if ordinal < len(entry_lines) else None
        paper = _paper(entry, path, line, report)
        if paper is not None:
            yield paper


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
    return clean_text(element.findtext(tag, None, _NS))
