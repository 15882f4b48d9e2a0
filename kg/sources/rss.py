"""RSS 2.0 feeds, such as arXiv's daily announcements (rss.arxiv.org/rss/cs.CV): one paper per <item>, read as
every feed is (see _feeds.py).

An item's <description> is its abstract, its <guid> or <link> its id, its <dc:creator> its authors. arXiv opens
each description with "arXiv:2405.01234v1 Announce Type: new Abstract:", which gives the id and is no part of
the abstract.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._feeds import FeedLayout, arxiv_announcement, child_text, names_in, read_feed, root_name
from kg.sources._records import build_paper
from kg.sources._text import clean_text, opens_as, without_markup

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "rss"

_NS = {"dc": "http://purl.org/dc/elements/1.1/"}


def detect(head: bytes, path: Path) -> bool:
    """XML whose root is <rss> (a DOCTYPE is still detected, then refused)."""
    return opens_as(head, "xml") and root_name(head) == "rss"


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per <item>."""
    yield from read_feed(path, _LAYOUT, _paper, report)


def _items(feed: ET.Element) -> list[ET.Element]:
    """The items of the feed's channel; of a broken feed read item by item, those put right inside <rss>."""
    return feed.findall("channel/item") + feed.findall("item")


_LAYOUT = FeedLayout("rss", "item", _items)


def _paper(item: ET.Element, path: Path, line: Optional[int], report: "ReadReport") -> Optional[Paper]:
    announced_id, abstract = arxiv_announcement(without_markup(_text(item, "description"), heading=True))
    link = _text(item, "link")
    authors = names_in(item.findall("dc:creator", _NS))
    return build_paper(
        report,
        path,
        line,
        abstract=abstract,
        title=_text(item, "title"),
        key=_text(item, "guid") or link,
        arxiv_id=announced_id,
        date=_text(item, "pubDate") or _text(item, "dc:date"),
        url=link,
        authors=authors,
        what=_label(_text(item, "guid") or link or _text(item, "title")),
    )


def _text(element: ET.Element, tag: str) -> Optional[str]:
    return child_text(element, tag, _NS)




def _label(name: Optional[str]) -> str:
    """How a problem names an item: by its guid, link or title (its line alone is hard to find in a one-line feed)."""
    return f"item '{name}'" if name else "item"
