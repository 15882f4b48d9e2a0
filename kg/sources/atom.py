"""arXiv API Atom feeds (export.arxiv.org/api/query) and arXiv's Atom announcements (rss.arxiv.org/atom/cs.CV), read
as every feed is (see _feeds.py).

An announcement's summary opens with "arXiv:2405.01234v1 Announce Type: new Abstract:", which gives the id and is
no part of the abstract, and its authors come in one <dc:creator> or <name>, "Alice Zhang, Bob Li".
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._feeds import FeedLayout, arxiv_announcement, child_text, names_in, read_feed, root_name
from kg.sources._records import build_paper
from kg.sources._text import opens_as

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "atom"

_NS = {"atom": "http://www.w3.org/2005/Atom", "arxiv": "http://arxiv.org/schemas/atom",
       "dc": "http://purl.org/dc/elements/1.1/"}


def detect(head: bytes, path: Path) -> bool:
    """XML whose root is an Atom <feed> (a DOCTYPE is still detected, then refused); another root that declares
    Atom's namespace, as an RSS feed may, is no Atom feed."""
    return opens_as(head, "xml") and root_name(head) == "feed"


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per <entry>."""
    yield from read_feed(path, _LAYOUT, _paper, report)


def _entries(feed: ET.Element) -> list[ET.Element]:
    _in_atom_namespace(feed)
    return feed.findall("atom:entry", _NS)


_LAYOUT = FeedLayout("feed", "entry", _entries)


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
    authors = names_in(_author_names(entry))
    announced_id, abstract = arxiv_announcement(_text(entry, "atom:summary"))
    return build_paper(
        report,
        path,
        line,
        abstract=abstract,
        title=_text(entry, "atom:title"),
        key=entry_id,
        arxiv_id=announced_id,
        doi=doi,
        date=published,
        url=url,
        authors=authors,
        what=f"entry '{entry_id}'" if entry_id else "entry",  # (its line alone is hard to find in a one-line feed)
    )


def _author_names(entry: ET.Element) -> list[ET.Element]:
    """Each <author>'s <name>, else each <dc:creator>; one may list several authors ("Alice Zhang, Bob Li")."""
    names = [author.find("atom:name", _NS) for author in entry.findall("atom:author", _NS)]
    return [name for name in names if name is not None] or entry.findall("dc:creator", _NS)


def _text(element: ET.Element, tag: str) -> Optional[str]:
    return child_text(element, tag, _NS)
