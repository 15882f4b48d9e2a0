"""Scraped paper-listing pages: text copied from a "Daily Papers"-style web page.

A page is a run of lines: page chrome, optional titles, abstracts (one line each,
sometimes glued to a "PDF ↗" link), and after an abstract an optional metadata
block such as "• 4 authors / · / Jul 27, 2023" or "HKUST HKUST / · / Oct 29 2"
(organisation, date and upvote count). An abstract shorter than most is one too where
it stands alone as prose. A title is only taken from a short non-chrome line above an
abstract (past an "Abstract" heading and labelled lines) or a "Title: ..." line; a copied
arXiv listing gives each entry its id and authors, and the date of the day heading above it. Nothing is ever made
up.

Other plain text holds its abstracts as paragraphs, their lines wrapped: in a text file
where no line reads as a listing's abstract, each paragraph of prose between blank lines
is one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, NamedTuple, Optional

from kg.models import Paper
from kg.sources._records import build_paper, load_rules
from kg.sources._text import STRUCTURED_START, clean_text, content_suffix, iter_lines, normalise_date, opens_as, to_int

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "listing"

# Files a folder of papers often holds beside them, by the name before any suffix: their prose is no abstract.
_NOT_PAPERS = frozenset({"license", "licence", "copying", "notice", "readme", "changelog", "authors", "contributors"})
_NOT_LISTINGS = {".md", ".rst", ".py", ".yaml", ".yml", ".toml", ".cfg", ".ini", ".conll", ".log", ".sh", ".js", ".css", ".ann"}
_AUTHORS_LINE = re.compile(r"^(?:[•·*\-]\s*)?(?P<count>\d+)\s+authors?$", re.IGNORECASE)
_SEPARATOR_LINE = re.compile(r"^[·•|]$")
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_DATE_LINE = re.compile(rf"^(?P<date>{_MONTH}\s+\d{{1,2}}(?:,\s*(?P<year>\d{{4}}))?)(?:\s+(?P<upvotes>\d+))?$")
_SENTENCE_BREAK = re.compile(r"[.!?][\"')\]]?\s+[A-Z(\"']")
_MAX_TITLE = 300
_MAX_ORG = 80


@lru_cache(maxsize=1)
def _chrome() -> tuple[frozenset[str], tuple[re.Pattern[str], ...], frozenset[str], tuple[str, ...]]:
    rules = load_rules("listing_chrome.json")
    return (
        frozenset(line.casefold() for line in rules["lines"]),
        tuple(re.compile(pattern, re.IGNORECASE) for pattern in rules["line_patterns"]),
        frozenset(line.casefold() for line in rules["prompts_with_hint_line"]),
        tuple(rules["abstract_prefixes"]),
    )


def detect(head: bytes, path: Path) -> bool:
    """Plain UTF-8 text that no structured format claimed: the fallback reader."""
    if content_suffix(path) in _NOT_LISTINGS or (content_suffix(path) in ("", ".txt")
                                                   and path.name.split(".", 1)[0].lower() in _NOT_PAPERS):
        return False
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    return bool(text) and not any(opens_as(head, kind) for kind in STRUCTURED_START)


@dataclass
class _Pending:
    line: int
    abstract: str
    title: Optional[str]
    date: Optional[str] = None
    year: Optional[int] = None
    authors_count: Optional[int] = None
    org: Optional[str] = None
    upvotes: Optional[int] = None
    arxiv_id: Optional[str] = None
    authors: tuple[str, ...] = ()
    closed: bool = False  # a line that is no metadata came after the abstract


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per abstract on the page, in page order."""
    lines = [(number, clean_text(text) or "") for number, text in iter_lines(path, report, repair=True)]
    chrome_lines, chrome_patterns, prompts, prefixes = _chrome()
    kinds = [_classify(text, chrome_lines, chrome_patterns, prefixes) for _, text in lines]
    _drop_prompt_hints(lines, kinds, prompts)
    _mark_orgs(lines, kinds)
    if "abstract" in kinds:
        _mark_short_abstracts(lines, kinds)

    ordinal = 0
    pending: Optional[_Pending] = None
    day: Optional[str] = None  # the date of the arXiv listing's day heading above, once there is one
    for index, ((number, text), kind) in enumerate(zip(lines, kinds)):
        if kind == "day":
            day = _arxiv_day(text)
            if pending is not None:
                pending.closed = True
        elif kind == "abstract":
            if pending:
                paper = _finish(pending, path, ordinal, report)
                ordinal += paper is not None
                if paper:
                    yield paper
            heading = _heading_lines_before(lines, kinds, index)
            pending = _Pending(number, _strip_prefix(text, prefixes), heading.title, date=day,
                               arxiv_id=heading.arxiv_id, authors=heading.authors)
        elif kind == "short" and pending is not None:
            pending.closed = True  # what follows belongs to the next paper, or to none: not to this one
        elif pending is not None and not pending.closed and kind in ("authors", "date", "org"):
            _add_meta(pending, kind, text)
    if pending:
        paper = _finish(pending, path, ordinal, report)
        ordinal += paper is not None
        if paper:
            yield paper
    if ordinal == 0:  # no listing: plain text, an abstract a paragraph (its lines wrapped or not)
        for pending in _paragraphs(lines):
            paper = _finish(pending, path, ordinal, report)
            ordinal += paper is not None
            if paper:
                yield paper
    if ordinal == 0 and not any(problem.file == str(path) and not problem.kept for problem in report.problems):
        report.problem(str(path), None, "no abstract found in this text file (expected a paper-listing page, or "
                                        "abstracts as paragraphs of prose between blank lines)", "file skipped")


_SENTENCE_END = re.compile(r"[.!?][\"')\]]?$")
_MIN_ABSTRACT_WORDS = 12


def _paragraphs(lines: list[tuple[int, str]]) -> Iterator[_Pending]:
    """The abstracts of a plain text file: each paragraph (lines joined up to a blank line) of prose, a dozen words
    or more that end a sentence or hold one. Its title is a short paragraph before it, past an "Abstract" heading
    and labelled lines ("Authors: ..."), or the lines of its own paragraph above such a heading."""
    blocks: list[list[str]] = [[]]
    starts: list[int] = []
    for number, text in lines:
        if text:
            if not blocks[-1]:
                starts.append(number)
            blocks[-1].append(text)
        elif blocks[-1]:
            blocks.append([])
    blocks = [block for block in blocks if block]
    for at, block in enumerate(blocks):
        heading = next((index for index, line in enumerate(block) if _HEADING.match(line)), None)
        own_title = " ".join(line for line in block[:heading] if not _a_byline(line)) if heading else None
        # ("Title" / "Authors" / "Abstract" / text, no blank lines between)
        before = at - 1
        while before >= 0 and len(blocks[before]) == 1 and (_HEADING.match(blocks[before][0])
                                                             or _a_byline(blocks[before][0])):
            before -= 1  # ("Abstract", "Authors: ...", "A. Glim, B. Zorb" between a title and its text)
        title_above = " ".join(blocks[before]) if before >= 0 else ""
        if heading is None and (opening := _title_atop(block)) is not None \
                and _an_abstract(" ".join(block[opening:])):
            heading = opening - 1  # ("Title" / text, or "Title" / "Authors" / text)
            own_title = None if _a_title(title_above) and _under_a_title(block[0]) else block[0]
        text = " ".join(block[heading + 1:] if heading is not None else block)
        if not _an_abstract(text):
            continue
        title = own_title if own_title is not None else title_above
        if not _a_title(title):
            title = None
        yield _Pending(starts[at], text, title)


def _an_abstract(text: str) -> bool:
    """Prose (words, not a token with hardly a space) of a dozen words or more that ends a sentence or holds one."""
    prose = (not text.isascii() or text.count(" ") * 25 >= len(text)) and (
        _SENTENCE_END.search(text) or _SENTENCE_BREAK.search(text))
    return bool(prose) and len(text.split()) >= _MIN_ABSTRACT_WORDS


def _under_a_title(line: str) -> bool:
    """Whether a short first line of a paragraph with a title paragraph above is a byline or a venue, not the
    paper's own title ('Ada Glim (MIT), Bo Zorb (ETH)', 'Ada Glim', 'Published at GlimConf 2023'): a title of its
    own holds a colon or four words or more, and makes what is above a heading ('Accepted Papers')."""
    return bool(_VENUE_LINE.match(line) or _AFFILIATED.search(line) or _BYLINE_MARKS.search(line)) \
        or (":" not in line and (len(line.split()) < 4 or "," in line))


# What a title rarely holds and bylines and venues do: a year or a number, separators of names, affiliations.
_BYLINE_MARKS = re.compile(r"\d|[\u00b7;()|\u2022]")


_VENUE_LINE = re.compile(r"^(?:(?:published|accepted|presented|appeared|to appear|in proceedings|proceedings|preprint)\b"
                         r"|in:)", re.I)
_AFFILIATED = re.compile(r"^[A-Z][\w.'\-]*(?:\s+[A-Z][\w.'\-]*){0,3}\s*\([^()]{2,60}\)")


def _title_atop(block: list[str]) -> Optional[int]:
    """Where the text starts under a title written as the first line of its own paragraph, past bylines: a short
    line, no sentence in it nor running on into the next ("..., a wrapped / of ..."), above text whose lines, as
    wrapped prose, are much longer. None where the first line is the text's own."""
    first = block[0]
    start = 1
    while start < len(block) and _a_byline(block[start]):
        start += 1
    rest = block[start:]
    if not rest or not _a_title(first) or first[-1:] in _RUNS_ON or first.split()[-1].lower() in _RUNS_ON_WORDS \
            or not (rest[0][:1].isupper() or rest[0][:1].isdigit()):
        return None
    return start if len(first) * 10 < max(len(line) for line in rest) * 7 else None


_RUNS_ON = tuple(",;:-\u2013\u2014(/&")
_RUNS_ON_WORDS = frozenset({"a", "an", "the", "of", "and", "or", "to", "in", "on", "for", "with", "by", "from", "as",
                            "at", "is", "are", "that", "which", "we", "our", "its", "their", "this", "these"})


def _a_title(text: Optional[str]) -> bool:
    """Short, with no sentence in it (nor another abstract before a title-less one), no link and no label."""
    return bool(text) and len(text) <= _MAX_TITLE and not _SENTENCE_END.search(text) \
        and not _SENTENCE_BREAK.search(text) and "://" not in text and not _a_byline(text)


def _a_byline(line: str) -> bool:
    """A labelled line ("Authors: ...", "Keywords: ...") or a list of names ("Ada Glim, Bo Zorb and Cy Quark")."""
    return bool(_LABELLED.match(line) or _NAMES_LISTED.match(line))


_NAME = r"[A-Z][\w.'\-]*(?:\s+[A-Z][\w.'\-]*){1,3}"
_NAMES_LISTED = re.compile(rf"^{_NAME}(?:\s*(?:,|,?\s+and)\s+{_NAME})+\s*$")
_HEADING = re.compile(r"^(?:abstract|summary)\s*[:.]?$", re.IGNORECASE)
_LABELLED = re.compile(r"^(?:authors?|keywords?|key words|affiliations?|correspondence|corresponding author|e-?mail|"
                       r"doi|published|journal|venue|date|received|accepted|arxiv|url|source|citation|cite as|"
                       r"subjects?|comments?|journal-ref|report-no|msc-class|acm-class)\s*:", re.I)


def _classify(text: str, chrome_lines, chrome_patterns, prefixes) -> str:
    """One of: blank, chrome, authors, separator, date, day (an arXiv listing's day heading), abstract, short (title
    or org candidate)."""
    if not text:
        return "blank"
    folded = text.casefold()
    if folded in chrome_lines or any(pattern.search(text) for pattern in chrome_patterns):
        return "chrome"
    if _AUTHORS_LINE.match(text):
        return "authors"
    if _SEPARATOR_LINE.match(text):
        return "separator"
    if _DATE_LINE.match(text):
        return "date"
    if _arxiv_day(text):
        return "day"
    if text.startswith(prefixes):
        return "abstract" if _strip_prefix(text, prefixes) else "chrome"
    if _LABELLED.match(text):
        return "short"  # ("Comments: Accepted at ..., ..." of an arXiv listing, however long: a label's line)
    if _looks_like_abstract(text):
        return "abstract"
    return "short"


def _looks_like_abstract(text: str) -> bool:
    """Abstracts are long prose; titles are short and rarely hold a sentence break. A long run of letters with
    hardly a space in it (base64, a pasted token) is no prose; scripts written without spaces are left alone."""
    if text.isascii() and text.count(" ") * 25 < len(text):
        return False
    if len(text) >= 400:
        return True
    return len(text) >= 200 and _SENTENCE_BREAK.search(text) is not None


def _strip_prefix(text: str, prefixes: tuple[str, ...]) -> str:
    for prefix in prefixes:
        if text.startswith(prefix):
            return text[len(prefix):].strip()
    return text


def _drop_prompt_hints(lines, kinds: list[str], prompts: frozenset[str]) -> None:
    """A search prompt ("论文检索") is followed by its hint line; both are chrome."""
    for index, (_, text) in enumerate(lines):
        if kinds[index] != "blank" and text.casefold() in prompts:
            kinds[index] = "chrome"
            following = _next_nonblank(kinds, index)
            if following is not None and kinds[following] == "short":
                kinds[following] = "chrome"


def _mark_orgs(lines, kinds: list[str]) -> None:
    """A short line right before a "·" separator is an organisation, not a title."""
    for index, kind in enumerate(kinds):
        if kind != "short":
            continue
        following = _next_nonblank(kinds, index)
        if following is not None and kinds[following] == "separator" and len(lines[index][1]) <= _MAX_ORG:
            kinds[index] = "org"


def _next_nonblank(kinds: list[str], index: int) -> Optional[int]:
    for following in range(index + 1, len(kinds)):
        if kinds[following] != "blank":
            return following
    return None


class _Heading(NamedTuple):
    title: Optional[str]
    arxiv_id: Optional[str]
    authors: tuple[str, ...]


def _heading_lines_before(lines, kinds: list[str], index: int) -> _Heading:
    """The title, arXiv id and authors written above the abstract at `index`: the title is the nearest short line,
    past an "Abstract" heading, labelled lines ("Subjects: ...") and bylines, or a "Title: ..." line; an arXiv
    listing's entry line ("[1] arXiv:2405.01234 [pdf, other]") gives the id, an "Authors: ..." line the authors.
    Page chrome, an earlier abstract or its metadata ends the search; nothing is ever made up."""
    title: Optional[str] = None
    arxiv_id: Optional[str] = None
    authors: tuple[str, ...] = ()
    previous = index - 1
    passed = 0
    while previous >= 0 and passed < _MOST_HEADING_LINES:
        kind, text = kinds[previous], lines[previous][1]
        previous -= 1
        if kind == "blank":
            continue
        if kind != "short":
            break
        passed += 1
        entry = _ARXIV_ENTRY.match(text)
        if entry:
            arxiv_id = arxiv_id or entry.group("id")
            break  # (an arXiv listing's entry opens with it)
        labelled = _TITLE_LABEL.match(text)
        if labelled:
            title = title or labelled.group("title").strip() or None
            continue
        named = _AUTHORS_LABEL.match(text)
        if named and not authors:
            authors = tuple(name for name in (part.strip() for part in _NAME_SEPARATORS.split(named.group("names")))
                            if name)
        if _heading_or_label(text) or _LINK.match(text):
            continue  # ("Abstract", "Authors: ...", "Ada Glim, Bo Zorb", a link: never the title)
        if title is None and len(text) <= _MAX_TITLE:
            title = text
        break
    return _Heading(title, arxiv_id, authors)


_MOST_HEADING_LINES = 8
_LINK = re.compile(r"^(?:https?://|www\.)\S+$", re.I)
_TITLE_LABEL = re.compile(r"^title\s*:\s*(?P<title>.+)$", re.I)
_AUTHORS_LABEL = re.compile(r"^authors?\s*:\s*(?P<names>.+)$", re.I)
_NAME_SEPARATORS = re.compile(r"\s*(?:,\s*and\s+|,|;|\s+and\s+)\s*")
# An entry's first line on an arXiv listing page: "[1] arXiv:2405.01234 [pdf, html, other]", "arXiv:2405.01234v2"
_ARXIV_ENTRY = re.compile(r"^(?:\[\d+\]\s*)?arXiv:(?P<id>\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?)\b",
                          re.I)


# An arXiv listing's day heading: "Showing new listings for Monday, 2 June 2025" atop /new, "Mon, 2 Jun 2025
# (showing 45 of 45 entries )" or "(showing first 25 of 45 entries )" over each day of /pastweek and /recent, and
# "New submissions for Monday, 2 June 2025 (showing ...)" over each section of /new as arXiv wrote it before.
_ARXIV_DAY = re.compile(r"^(?:showing new listings for\s+(?P<announced>.+)"
                        r"|(?:(?:new|cross|replacement) submissions for\s+)?"
                        r"(?P<day>[^()]+?)\s*\((?:continued,\s*)?showing\b[^()]*\bentries\s*\))$", re.I)
_ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _arxiv_day(text: str) -> Optional[str]:
    """The ISO date of an arXiv listing's day heading; None for any other line, and for a heading whose date has no
    year or no day a calendar has."""
    heading = _ARXIV_DAY.match(text)
    if not heading:
        return None
    date = normalise_date(heading.group("announced") or heading.group("day"))
    return date if date and _ISO_DAY.match(date) else None


def _mark_short_abstracts(lines, kinds: list[str]) -> None:
    """On a page whose abstracts are one line each, a shorter one is an abstract too when it is prose standing
    alone: its own paragraph, after a blank line, a heading, a title or metadata, and before a blank line or its
    metadata (not a line of a wrapped paragraph: "...much faster than the / best earlier sorters, ..."). Read from
    the page's end up, so whether the next line is an abstract is known when a line is read."""
    for index in range(len(kinds) - 1, -1, -1):
        kind = kinds[index]
        text = lines[index][1]
        if kind != "short" or not _a_short_abstract(text) or not (text[:1].isupper() or text[:1].isdigit()):
            continue
        after = kinds[index + 1] if index + 1 < len(kinds) else "blank"
        if after not in ("blank", "authors", "date", "separator", "org"):
            continue
        following = _next_nonblank(kinds, index)
        while following is not None and kinds[following] == "short" and _between_a_title_and_its_text(
                lines[following][1]):
            following = _next_nonblank(kinds, following)  # (past "Abstract" and "Authors: ..." to what they head)
        if following is not None and kinds[following] == "abstract" and not _FULL_STOP_END.search(text):
            continue  # right above an abstract, a long title ("GPT-4 vs. Human Translators: ...") is its title
        if index == 0 or kinds[index - 1] != "short":
            kinds[index] = "abstract"
            continue
        before = lines[index - 1][1]
        if _heading_or_label(before) or _a_title_above(before, text):
            kinds[index] = "abstract"


def _heading_or_label(line: str) -> bool:
    """An "Abstract" heading, a labelled line ("Authors: ...") or a list of names: lines between a title and its
    abstract."""
    return bool(_HEADING.match(line)) or _a_byline(line)


def _between_a_title_and_its_text(line: str) -> bool:
    """An "Abstract" heading, an "Authors: ..." line or a list of names: what stands between a title and its
    abstract (not "Keywords: ...", which follows an abstract)."""
    return bool(_HEADING.match(line) or _AUTHORS_LABEL.match(line) or _NAMES_LISTED.match(line))


def _a_title_above(line: str, text: str) -> bool:
    """Whether `line`, right above the prose line `text`, reads as its title rather than the line before it in a
    wrapped paragraph: no sentence in it, not running on, and written as titles are (with a colon, in title case,
    or much shorter than the text)."""
    if not _a_title(line) or line[-1:] in _RUNS_ON or line.split()[-1].lower() in _RUNS_ON_WORDS:
        return False
    words = line.split()
    title_case = sum(word[:1].isupper() or not word[:1].isalpha() for word in words) * 2 >= len(words)
    return ":" in line or title_case or len(line) * 10 < len(text) * 7


def _a_short_abstract(text: str) -> bool:
    """A line of prose shorter than most abstracts ("We present some updates to GlimNet. At 320x320 it runs ..."):
    a dozen words or more that hold a sentence break or end on a full stop (one ending on a link or a bracket holds a
    break: "... Code: https://..."); a title right above an abstract that holds a break stays its title."""
    return _an_abstract(text) and (_SENTENCE_BREAK.search(text) is not None or _FULL_STOP_END.search(text) is not None)


_FULL_STOP_END = re.compile(r"\.[\"')\]]?$")


def _add_meta(pending: _Pending, kind: str, text: str) -> None:
    if kind == "authors":
        match = _AUTHORS_LINE.match(text)
        pending.authors_count = to_int(match.group("count"))  # (None past any real count: a line of 5,000 digits)
    elif kind == "date":
        match = _DATE_LINE.match(text)
        pending.date = match.group("date")
        pending.year = int(match.group("year")) if match.group("year") else None
        if match.group("upvotes"):
            pending.upvotes = to_int(match.group("upvotes"))
    elif kind == "org":
        pending.org = _organisation(text)


def _organisation(text: str) -> str:
    """Pages print the logo's alt text before the name: "HKUST HKUST", "Stanford Stanford AI"."""
    words = text.split()
    for size in range(1, len(words) // 2 + 1):
        if words[size:size * 2] == words[:size]:
            return " ".join(words[size:])
    return text


def _finish(pending: _Pending, path: Path, ordinal: int, report: "ReadReport") -> Optional[Paper]:
    return build_paper(
        report,
        path,
        pending.line,
        abstract=pending.abstract,
        title=pending.title,
        key=f"{path.stem}:{ordinal}",
        date=pending.date,
        year=pending.year,
        authors_count=pending.authors_count,
        org=pending.org,
        upvotes=pending.upvotes,
        arxiv_id=pending.arxiv_id,
        authors=pending.authors,
        what="abstract",
    )
