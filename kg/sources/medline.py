"""PubMed's MEDLINE format (the "PubMed" format of its Save and Send to menus, .nbib and .txt files, as Zotero,
EndNote and PubMed itself write them): records that carry an abstract.

A record is a run of tagged lines ("TI  - GlimNet ..."), its tag left-aligned in four columns before a hyphen, and it
opens with its PubMed id ("PMID- 38012345"). A line that opens with spaces continues the value above it (a title or
abstract wrapped at 80 columns); a blank line ends a record. Tags the reader does not use are passed over. Read line
by line, so a file of any size is read in one pass.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

from kg.models import Paper
from kg.sources._records import TaggedRecord, build_paper, given_name_first
from kg.sources._text import clean_text, content_suffix, iter_lines, normalise_date
from kg.sources.identity import normalise_arxiv_id

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "medline"

# A tag of two to four capitals or digits padded to four columns, a hyphen and the value after a space.
# (a tag of two or three is followed by a space: "IL-6 levels fell", a wrapped line that lost its indent, is no tag)
_TAG_LINE = re.compile(r"([A-Z][A-Z0-9]{3}|[A-Z][A-Z0-9]{1,2}(?= )) {0,2}-(?: (.*))?$")
# (lines ended by LF, CRLF or, in an old Mac file, CR alone)
_OPENS = re.compile(rb"^(?:[ \t]*(?:\r\n?|\n))*PMID- ?[0-9]")
_CONTINUED = re.compile(r"^[ \t]+\S")
# "10.1234/zorb.42 [doi]" in an LID or AID line: a DOI, and the kind of id it is in brackets
_ID_OF_KIND = re.compile(r"^(?P<id>\S+)\s*\[(?P<kind>[a-z]+)\]$")
_ELECTRONIC_DATE = re.compile(r"^(?P<year>\d{4})(?P<month>\d{2})(?P<day>\d{2})$")
_PUBMED_URL = "https://pubmed.ncbi.nlm.nih.gov/{}/"


def detect(head: bytes, path: Path) -> bool:
    """A first line that opens a record ("PMID- 38012345"), or a .nbib or .medline file whatever its first lines (a
    note some tools write above the records: one that holds no record says so as MEDLINE)."""
    return _OPENS.match(head.removeprefix(b"\xef\xbb\xbf")) is not None or content_suffix(path) in (".nbib", ".medline")


class _Record(TaggedRecord):
    """The tagged values of one MEDLINE record as read so far: a wrapped line is more words of its value, its indent
    aside."""

    joiner = " "

    def continue_value(self, text: str) -> None:
        super().continue_value(text.strip())

    @property
    def label(self) -> str:
        pmid = clean_text(self.first("PMID"))
        return f"record PMID {pmid}" if pmid else "record"


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per record with an abstract; records without one are Problems."""
    record: Optional[_Record] = None
    records = 0
    for number, text in iter_lines(path, report, repair=True):
        if not text.strip():
            if text:  # (a line of spaces alone, within a record as an edit may leave it, ends nothing)
                continue
            if record is not None:
                paper = _paper(record, path, report)
                if paper is not None:
                    yield paper
            record = None
            continue
        if _CONTINUED.match(text):
            if record is not None:
                record.continue_value(text)
            continue
        tagged = _TAG_LINE.match(text.rstrip())
        if tagged is None:
            if record is None:  # (a note above the first record)
                continue
            record.continue_value(text)  # (a wrapped line that lost its indent)
            continue
        tag, value = tagged.group(1), (tagged.group(2) or "").strip()
        if tag == "PMID" and record is not None and record.first("PMID"):
            paper = _paper(record, path, report)  # (no blank line between two records)
            if paper is not None:
                yield paper
            record = None
        if record is None:
            record = _Record(number)
            records += 1
        record.add(tag, value)
    if record is not None:
        paper = _paper(record, path, report)
        if paper is not None:
            yield paper
    if not records:
        report.problem(str(path), None, "no MEDLINE record in this file (no tagged line such as 'PMID- 38012345')",
                       "file skipped")


def _paper(record: _Record, path: Path, report: "ReadReport") -> Optional[Paper]:
    label = record.label
    if not record.all("AB"):
        report.problem(str(path), record.line, f"{label} has no abstract field (AB)", "skipped")
        return None
    pmid = clean_text(record.first("PMID"))
    ids = {match.group("kind"): match.group("id") for match in
           (_ID_OF_KIND.match(value.strip()) for value in record.all("LID", "AID")) if match}
    arxiv_id = next((found for found in map(normalise_arxiv_id, ids.values()) if found), None)
    return build_paper(
        report,
        path,
        record.line,
        # a structured abstract ("BACKGROUND: ... METHODS: ...") is one AB; a second AB line goes on from the first
        abstract=" ".join(record.all("AB")),
        title=record.first("TI", "BTI"),
        key=f"pmid:{pmid}" if pmid else None,
        arxiv_id=arxiv_id,
        doi=ids.get("doi"),
        date=_date(record),
        year=record.first("DP"),
        url=_PUBMED_URL.format(pmid) if pmid and pmid.isdigit() else None,
        authors=_authors(record),
        what=label,
    )


def _authors(record: _Record) -> tuple[str, ...]:
    """Full names ("FAU - Müller, Jörg") written first name first, as the other sources' are; the short form
    ("AU  - Müller J") where a record gives no full names; a collective author ("CN") as written."""
    full = record.all("FAU")
    names = []
    for value in full or record.all("AU"):
        name = clean_text(given_name_first(value))
        if name:
            names.append(name)
    names += [name for name in map(clean_text, record.all("CN")) if name]
    return tuple(names)


def _date(record: _Record) -> Optional[str]:
    """The publication date ("DP  - 2024 Jan 15"), or the electronic one ("DEP - 20240110") where it is more precise:
    a journal's issue date often gives only a year or a month."""
    published = normalise_date(record.first("DP"))
    electronic = _ELECTRONIC_DATE.match(clean_text(record.first("DEP")) or "")
    if electronic is None:
        return published
    iso = "-".join(electronic.group("year", "month", "day"))
    if normalise_date(iso) != iso:  # (no day the calendar has: "20241340")
        return published
    if published is None:
        return iso
    return iso if published.count("-") < 2 and iso.startswith(published[:4]) else published
