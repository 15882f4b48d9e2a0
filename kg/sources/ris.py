"""RIS files, as Zotero, EndNote, Mendeley, Web of Science and Scopus export them: records that carry an abstract.

A record is a run of tagged lines ("TI  - GlimNet"), opened by its type ("TY  - JOUR") and ended by "ER  - ". A line
without a tag continues the value above it (an abstract wrapped over lines); tags the reader does not use are passed
over. Read line by line, so a file of any size is read in one pass.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._records import TaggedRecord, build_paper, given_name_first
from kg.sources._text import clean_text, content_suffix, iter_lines, normalise_date, opens_as, year_of
from kg.sources.identity import normalise_arxiv_id

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "ris"

# A tag, two spaces, a hyphen, and the value after a space ("ER  -" ends a record with nothing after it).
_TAG_LINE = re.compile(r"([A-Z][A-Z0-9])  -(?:[ \t](.*))?$")
_ISO_DATE = re.compile(r"[0-9]{4}(?:-[0-9]{2}){0,2}")
_YEAR = re.compile(r"[0-9]{4}")
_MONTH_OR_DAY = re.compile(r"[0-9]{1,2}")


def detect(head: bytes, path: Path) -> bool:
    """A first line that opens a record ("TY  - JOUR"), or a .ris file whatever its first lines (a header some
    databases write above the records, "Provider: ...": one that holds no record says so as RIS)."""
    return opens_as(head, "ris") or content_suffix(path) == ".ris"


class _Record(TaggedRecord):
    """The tagged values of one RIS record as read so far, its lines joined as written."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        # what was mended in reading it, (what is wrong, what became of it): reported when the record gives a paper,
        # as one without an abstract is skipped whatever else it lacks
        self.repairs: list[tuple[str, str]] = []

    @property
    def label(self) -> str:
        key = clean_text(self.first("ID"))
        return f"record '{key}'" if key else "record"


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per record with an abstract; records without one are Problems."""
    record: Optional[_Record] = None
    after_blank = False  # (a blank line since the last tagged one)
    tagged_lines = 0
    for number, text in iter_lines(path, report, repair=True):
        tagged = _TAG_LINE.match(text.rstrip())
        if tagged is None:
            if record is not None and text.strip():
                record.continue_value(text)
            after_blank = after_blank or not text.strip()
            continue
        tag, value = tagged.group(1), (tagged.group(2) or "").strip()
        tagged_lines += 1
        if record is not None and after_blank and tag in _ONCE_A_RECORD and record.has(tag):
            # a record missing both its ER line and the next one's TY line: the tag it has once, given again past a
            # blank line, opens the next record (else its abstract was lost behind the first's)
            record.repairs.append((f"is not ended by an ER line before the next record's {tag} line (line {number}), "
                                   "past a blank line", "read up to there"))
            paper = _paper(record, path, report)
            if paper is not None:
                yield paper
            record = None
        after_blank = False
        if tag == "TY":
            if record is not None:  # (its lines end where the next record opens: nothing of it is in doubt)
                record.repairs.append((f"is not ended by an ER line before the next record's TY line (line {number})",
                                       "read up to there"))
                paper = _paper(record, path, report)
                if paper is not None:
                    yield paper
            record = _Record(number)
        elif tag == "ER":
            if record is not None:
                paper = _paper(record, path, report)
                if paper is not None:
                    yield paper
            record = None
        else:
            if record is None:  # (tagged lines after an ER with no TY line to open them)
                record = _Record(number)
                record.repairs.append(("does not open with a TY line", "read all the same"))
            record.add(tag, value)
    if not tagged_lines:
        report.problem(str(path), None, "no RIS record in this file (no tagged line such as 'TY  - JOUR')",
                       "file skipped")
    if record is not None:  # (the file may have been cut short in it, its abstract with it)
        report.problem(str(path), record.line, f"{record.label} is never ended (no ER line before the end of the file)",
                       "record skipped")


# Tags a record gives once: one of them given again after a blank line is the next record's.
_ONCE_A_RECORD = frozenset({"TI", "T1", "AB", "N2", "ID", "DO", "PY", "Y1", "DA", "AN"})


def _paper(record: _Record, path: Path, report: "ReadReport") -> Optional[Paper]:
    label = record.label
    abstracts = [text for text in (record.first("AB"), record.first("N2")) if text]
    if not abstracts and not record.all("AB", "N2"):
        report.problem(str(path), record.line, f"{label} has no abstract field (AB or N2)", "skipped")
        return None
    key = record.first("ID", "AN")
    urls = record.all("UR")
    # an arXiv id in a reference or accession id ("arXiv:2401.01234", as Zotero exports a preprint) or in any of
    # the record's URLs, not only the first
    arxiv_id = next((found for found in map(normalise_arxiv_id, record.all("ID", "AN") + urls) if found), None)
    paper = build_paper(
        report,
        path,
        record.line,
        # the longer of AB and N2: the older RIS layout had AB for notes and N2 for the abstract, the newer the
        # reverse, and exporters write either or both
        abstract=max(abstracts, key=len) if abstracts else "",
        title=record.first("TI", "T1"),
        key=key,
        arxiv_id=arxiv_id,
        doi=record.first("DO"),
        date=_date(record),
        year=record.first("PY", "Y1"),
        url=urls[0] if urls else None,
        authors=_authors(record.all("AU", "A1")),
        what=label,
    )
    if paper is not None:
        for reason, outcome in record.repairs:
            report.problem(str(path), record.line, f"{label} {reason}", outcome, kept=True)
    return paper


def _authors(values: list[str]) -> tuple[str, ...]:
    """RIS's names, one a line, "Last, First" or "Last, First, Suffix": written first name first, as BibTeX's and the
    other sources' are."""
    return tuple(name for name in (clean_text(given_name_first(value)) for value in values) if name)


def _date(record: _Record) -> Optional[str]:
    """The most precise of a record's dates (DA, Y1, PY; the first of them when as precise), its year from PY where
    a date gives none (EndNote's "DA  - May 1")."""
    year = year_of(record.first("PY", "Y1", "DA"))
    dates = []
    for tag in ("DA", "Y1", "PY"):
        text = record.first(tag)
        date = normalise_date(_without_other_info(text)) if text else None
        if date and year and year_of(date) is None:
            date = normalise_date(f"{date} {year}")
        if date:
            dates.append(date)
    return max(dates, key=_precision, default=None)


def _precision(date: str) -> int:
    """How many of year, month and day an ISO date gives; 0 for a date left as written."""
    return date.count("-") + 1 if _ISO_DATE.fullmatch(date) else 0


def _without_other_info(text: str) -> str:
    """RIS's older date layout "YYYY/MM/DD/other info", any part of it empty ("2014//", "2014/05//Spring"), as the
    date it gives ("2014", "2014/05"); a date in any other layout as written."""
    parts = [part.strip() for part in text.split("/")]
    if len(parts) < 2 or not _YEAR.fullmatch(parts[0]) or not all(_MONTH_OR_DAY.fullmatch(part) for part in parts[1:3]
                                                                  if part):
        return text
    year, month, day = (parts + ["", ""])[:3]
    return "/".join(part for part in (year, month, day if month else "") if part)
