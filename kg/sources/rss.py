"""RSS 2.0 feeds, such as arXiv's daily announcements (rss.arxiv.org/rss/cs.CV): one paper per <item>, read as
every feed is (see _feeds.py).

An item's <description> is its abstract, its <guid> or <link> its id, its <dc:creator> its authors. arXiv opens
each description with "arXiv:2405.01234v1 Announce Type: new Abstract:", which gives the id and is no part of
the abstract.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._feeds import FeedLayout, arxiv_announcement, child_text, names_in, read_feed, root_name
from kg.sources._records import build_paper
from kg.sources._text import clean_text, opens_as

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
    announced_id, abstract = arxiv_announcement(_without_markup(_text(item, "description")))
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


def _without_markup(text: Optional[str]) -> Optional[str]:
    """A description's text without the HTML many feeds write it in ("<p><b>Abstract</b> We propose ...</p>"): tags
    go, entities become characters, blocks are kept apart by a space. Plain text, as arXiv's, is left alone."""
    if text is None or not _TAG.search(text):
        return text
    parser = _TextOfHtml()
    parser.feed(text)
    parser.close()
    plain = clean_text("".join(parser.parts))
    return _HEADING_WORD.sub("", plain) if plain else plain  # ("<b>Abstract</b> We propose ...")


_HEADING_WORD = re.compile(r"^(?:abstract|summary)\s*[:.]?\s+(?=[A-Z0-9])", re.I)
# What makes a description HTML: a closing tag of HTML's own, or a tag that stands alone ("<br>"), not the
# "<i and j>" of the maths in a plain abstract
_HTML_TAGS = (r"(?:p|div|span|b|i|u|em|strong|a|sub|sup|ul|ol|li|h[1-6]|table|tr|td|th|code|pre|blockquote|font|small|"
              r"big|abbr|cite|q|s|strike|tt|dl|dt|dd|section|article|header|footer|main|figure|figcaption|caption|"
              r"mark|var|math|label|time)")
# (a tag closed, opened bare or with an attribute, "<p>", '<a href="...">', or one that stands alone)
_TAG = re.compile(rf"</{_HTML_TAGS}\s*>|<{_HTML_TAGS}(?:\s+[\w\-]+\s*=[^<>]*)?>|<(?:br|hr|img)\b[^<>]*>", re.I)
# Tags that set text apart: a space where they open or close ("<p>One.</p><p>Two.</p>"); others join ("F<sub>1</sub>")
_BLOCK_TAGS = frozenset({"p", "br", "div", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "tr", "td",
                         "th", "pre", "blockquote", "hr", "dl", "dt", "dd", "section", "article", "header", "footer",
                         "main", "figure", "figcaption", "caption"})


class _TextOfHtml(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag in _BLOCK_TAGS:
            self.parts.append(" ")  # ("<p>One.</p><p>Two.</p>": two sentences, not "One.Two.")

    def handle_endtag(self, tag: str) -> None:
        if tag in _BLOCK_TAGS:
            self.parts.append(" ")


def _label(name: Optional[str]) -> str:
    """How a problem names an item: by its guid, link or title (its line alone is hard to find in a one-line feed)."""
    return f"item '{name}'" if name else "item"
