"""Readers: every input format becomes a stream of Paper records.

``read_papers(paths, report)`` walks files and folders (recursively), picks a
reader per file from its content (``detect``), and yields Papers. Bad records
become ``Problem`` rows in the report, never exceptions; only "nothing could be
read at all" is an error, and that is for the caller to decide.

Detection order matters: the first reader whose ``detect(head, path)`` says yes
reads the file. Specific formats come before general ones (OpenAlex before plain
JSON), and the listing-page reader is the fallback for plain text. XML is read only
as the feed its root element names (Atom's <feed>, RSS's <rss>); other XML is no
recognised format.
"""

from __future__ import annotations

import io
import os
import re
import sys
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from types import ModuleType
from typing import IO, Iterable, Iterator, Optional, Union

from kg.models import Paper, Problem, file_and_line, shown, skipped_count
from kg.sources._text import (GZIP_BREAKS, HEAD_BYTES, READ_ERRORS, PipeCopyError, iter_lines, looks_binary,
                              open_bytes, read_bytes, readable_twice)
from kg.sources.identity import (abstract_key, arxiv_from_doi, normalise_arxiv_id, normalise_doi, paper_id,
                                 title_key, title_keys_differ)


@dataclass
class ReadReport:
    """What a read saw: counted, so the summary can say it.

    ``files`` counts files opened, ``records`` papers yielded, ``by_format`` papers
    per reader name; each entry of ``problems`` is one skipped file or record, or one
    repaired and kept (``Problem.kept``).
    """

    files: int = 0
    records: int = 0
    problems: list[Problem] = field(default_factory=list)
    by_format: dict[str, int] = field(default_factory=dict)
    strict: bool = False

    def problem(self, file: str, line: Optional[int], reason: str, outcome: Optional[str] = None,
                kept: bool = False) -> None:
        """Record why a record or file could not be read as it stands (`reason`) and what became of it (`outcome`:
        "line skipped", "read as U+FFFD ..."); the Problem's message joins the two. Under --strict the run stops
        here, so the stop message gives the reason alone."""
        from kg.errors import SourceError

        self.problems.append(Problem(file=str(file), line=line, reason=reason, outcome=outcome, kept=kept))
        if self.strict:
            where = f"{file}:{line}" if line else str(file)
            raise SourceError(f"[KG101] {where}: {reason}; stopped by --strict")

    @property
    def skipped(self) -> int:
        """Files and records that were skipped, one per problem that kept nothing."""
        return skipped_count(self.problems)

    @property
    def repaired(self) -> int:
        """Lines read all the same with something repaired (bad bytes as U+FFFD)."""
        return len(self.problems) - self.skipped


def readers() -> tuple[ModuleType, ...]:
    """The readers in detection order (most specific first, listing pages last)."""
    from kg.sources import atom, bibtex, csv_reader, jsonl, listing, medline, openalex, ris, rss

    return (atom, rss, openalex, jsonl, bibtex, ris, medline, csv_reader, listing)


def detect_format(head: bytes, path: Path) -> Optional[ModuleType]:
    """The reader module for a file whose first bytes are ``head``, or None."""
    for reader in readers():
        if reader.detect(head, path):
            return reader
    return None


PathOrPaths = Union[str, os.PathLike[str], Iterable[Union[str, os.PathLike[str]]]]


def path_list(paths: PathOrPaths) -> list[str | os.PathLike[str]]:
    """The paths an argument names: one path given alone (a str is one path, not a path per letter) or each of
    several."""
    return [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)


def read_papers(paths: PathOrPaths, report: ReadReport, skip: PathOrPaths = ()) -> Iterator[Paper]:
    """Yield every Paper in the given files and folders; problems go to ``report``. Records are yielded as read:
    a paper two files give comes twice (``merge_duplicates`` folds them, as ``kg.pipeline.read_all`` does).

    Args:
        paths: files, folders (read recursively in sorted order, hidden entries
            skipped), or "-" for JSON Lines on stdin; one of them may be given alone.
        report: collects counts and problems; with ``report.strict`` the first
            problem raises SourceError.
        skip: folders the walk of a folder outside them does not enter (a build's own output folder inside its
            input folder), and files no walk reads (a build's graph and extractions, which are no papers, in a
            folder it reads too).
    """
    yield from _told_apart_by_title(_papers_of(paths, report, skip), report)


def _papers_of(paths: PathOrPaths, report: ReadReport, skip: PathOrPaths) -> Iterator[Paper]:
    # (realpath, not Path.resolve: a link in a loop, which resolve raises RuntimeError on, is left to the write that
    # reaches it to report)
    skipped = tuple(Path(os.path.realpath(entry)) for entry in path_list(skip))
    for raw in path_list(paths):
        if str(raw) == "-":
            yield from _counted(_read_stdin(report), "jsonl", report)
            continue
        path = Path(raw)
        if not path.exists():
            report.problem(str(path), None, "no such file or folder; check the path")
            continue
        walked = path.resolve()
        for file in _files_under(path, report):
            resolved = file.resolve() if skipped and file != path else None
            if resolved is not None and any(resolved == entry or (resolved.is_relative_to(entry)
                                                                  and not walked.is_relative_to(entry))
                                            for entry in skipped):
                continue
            report.files += 1
            yield from _read_file(file, report)


def _files_under(path: Path, report: ReadReport) -> Iterator[Path]:
    """The files of a folder and its subfolders (not those of linked folders, nor hidden ones), in sorted order; a
    subfolder that cannot be listed and a link to nothing are reported, not passed over in silence."""
    if not path.is_dir():
        yield path
        return

    def unlisted(exc: OSError) -> None:
        report.problem(str(exc.filename or path), None, f"cannot list folder ({exc.strerror})", "folder skipped")

    files = []
    for folder, subfolders, names in os.walk(path, onerror=unlisted):
        subfolders[:] = [name for name in subfolders if not name.startswith(".")]
        for name in names:
            candidate = Path(folder) / name
            if name.startswith("."):
                continue
            if candidate.is_file():
                files.append(candidate)
            elif candidate.is_symlink() and not candidate.exists():
                report.problem(str(candidate), None, "a link to nothing", "skipped")
    yield from sorted(files)


def _read_file(path: Path, report: ReadReport) -> Iterator[Paper]:
    try:
        with readable_twice(path):
            yield from _read_regular_file(path, report)
    except PipeCopyError as exc:
        report.problem(str(path), None, exc.strerror, "skipped")
    except OSError as exc:  # (reading a pipe to copy it)
        report.problem(str(path), None, f"cannot read ({exc.strerror or exc})", "skipped")


def _read_regular_file(path: Path, report: ReadReport) -> Iterator[Paper]:
    try:
        with open_bytes(path) as handle:
            head = head_of(handle)
    except READ_ERRORS as exc:  # (a gzip file that is cut off, corrupt or no gzip raises these too)
        report.problem(str(path), None, f"cannot open file ({getattr(exc, 'strerror', None) or exc})", "skipped")
        return
    unreadable = _unreadable_reason(head)
    if unreadable:
        report.problem(str(path), None, *unreadable)
        return
    reader = detect_format(head, path)
    if reader is None:
        report.problem(str(path), None, "not a recognised paper format (listing page, JSON/JSONL, CSV/TSV, Atom, "
                                        "RSS, OpenAlex, BibTeX, RIS, MEDLINE)", "file skipped")
        return
    try:
        yield from _counted(reader.read(path, report), reader.FORMAT, report)
    except READ_ERRORS as exc:
        report.problem(str(path), None, f"read failed ({getattr(exc, 'strerror', None) or exc})",
                       "rest of file skipped")


def head_of(handle: IO[bytes]) -> bytes:
    """The first HEAD_BYTES of a file, or all there is before a gzip stream is cut off: read a piece at a time, as a
    cut stream raises at its end and a single read of the whole head would lose the records before the cut."""
    head = b""
    read = getattr(handle, "read1", handle.read)
    try:
        while len(head) < HEAD_BYTES:
            piece = read(HEAD_BYTES - len(head))
            if not piece:
                break
            head += piece
    except GZIP_BREAKS:  # (cut short, corrupt, or failing its checksum at the end: the reader reports it)
        if not head:
            raise
    return head


def _unreadable_reason(head: bytes) -> Optional[tuple[str, Optional[str]]]:
    """Why a file cannot be read at all, and what becomes of it."""
    if not head.strip():
        return "empty file", "skipped"
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "UTF-16 text is not supported (re-save the file as UTF-8)", "file skipped"
    if looks_binary(head):
        return "binary file (contains NUL bytes)", "skipped"
    return None


def _counted(papers: Iterator[Paper], format_name: str, report: ReadReport) -> Iterator[Paper]:
    for paper in papers:
        report.records += 1
        report.by_format[format_name] = report.by_format.get(format_name, 0) + 1
        yield paper


def _told_apart_by_title(papers: Iterator[Paper], report: ReadReport) -> Iterator[Paper]:
    """Papers with no arXiv id or DOI are known by their abstract, so two that share one (a publisher's boilerplate,
    an abstract pasted under the wrong record) would become one paper. Where the titles clearly differ
    (``titles_differ``) they are two: the later one gets the id of its abstract and title, and is reported as
    repaired, once for each other title; a copy of it read again gets the same id, and merges with it. A paper joins
    a group only if its title agrees with every title in it ("Deep Glim" and "Deep Glim for Zorbs" are one paper,
    and "Deep Glim for Quarks" is not that paper, whichever of them comes first)."""
    # abstract-only id -> its groups: (id, the title keys of its papers, the first paper's title and source) (not the
    # papers: their abstracts are long; one key a title, however many copies of the paper come)
    titled: dict[str, list[tuple[str, set[str], str, str]]] = {}
    for paper in papers:
        if not (paper.id.startswith("sha1:") and paper.title):
            yield paper
            continue
        groups = titled.setdefault(paper.id, [])
        key = title_key(paper.title)
        group = next((group for group in groups if key in group[1] or not any(
            title_keys_differ(key, member) for member in group[1])), None)
        if group is None:
            same = paper_id(None, None, paper.abstract, title=paper.title) if groups else paper.id
            if groups:
                _, _, first_title, first_source = groups[0]
                _report_told_apart(report, paper, first_title, first_source, same)
            group = (same, set(), paper.title, paper.source or paper.id)
            groups.append(group)
        same = group[0]
        group[1].add(key)
        yield paper if same == paper.id else paper.model_copy(update={"id": same})


def _read_stdin(report: ReadReport) -> Iterator[Paper]:
    """Standard input as JSON Lines, streamed (an endless producer works); input of another kind gets one message
    saying so, not one per line."""
    from kg.sources.jsonl import read_json_lines

    stream = sys.stdin.buffer
    if not hasattr(stream, "peek"):
        stream = io.BufferedReader(stream)  # (a stand-in for stdin, such as a test's)
    first = stream.peek(HEAD_BYTES).lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if first and first != b"{":
        report.problem("<stdin>", None, "standard input (-) is read as JSON Lines, one object per line, and this is "
                                        "not JSON Lines: give the file's path (or <(command) for a pipe) instead",
                       "skipped")
        return
    yield from read_json_lines(stream, "<stdin>", report)


def merge_duplicates(papers: Iterable[Paper], report: Optional[ReadReport] = None) -> tuple[list[Paper], int]:
    """Fold the records of one paper into one, in first-seen order, however each source identifies it: records
    that share an arXiv id (whatever DOIs they give: a preprint's journal and conference versions), or a DOI (an
    arXiv entry that gives its published DOI and a BibTeX entry with only that DOI), and records with the same
    abstract whose titles agree (a CSV row with no id and the arXiv entry of the same paper). Records whose arXiv
    ids differ, or whose DOIs differ with no arXiv id to join them, are never one paper, whatever their abstracts;
    a record with no id that two such papers' abstracts and titles match stays a paper of its own, as does every
    record of an abstract more papers share than one paper's copies would (a publisher's boilerplate).

    The first record's values win, but for a title written in one case only ("glimnet: fast", "GLIMNET: FAST"),
    which gives way to the same title written in mixed case; empty fields are filled from later records, and the
    paper is known by the strongest id any of its records has: arXiv, else DOI, else the first record's.

    A record with no id whose abstract a paper with an arXiv id or DOI has under another title is a paper of its own,
    known by the hash of its abstract and title (as ``read_papers`` tells apart two such records with no id), and is
    reported to ``report`` as repaired.

    Returns:
        (unique papers, number of records folded into an earlier one)
    """
    records = [_Record(paper) for paper in papers]
    # (records that all have arXiv ids are told together by them alone: two ids are two papers, whatever the
    # abstracts, and an abstract's key costs a pass over its text)
    by_abstract_too = any(record.arxiv_id is None for record in records)
    groups: list[_SamePaper] = []
    by_id: dict[tuple[str, str], dict[_SamePaper, None]] = {}  # (dicts: ordered sets)
    by_abstract: dict[str, dict[_SamePaper, None]] = {}
    for at, record in enumerate(records):
        ids = ([("arxiv", record.arxiv_id)] if record.arxiv_id else []) + ([("doi", record.doi)] if record.doi else []) \
            + ([("id", record.paper.id)] if record.paper.id.startswith("sha1:") else [])  # (one abstract and title)
        found = _joined_up([group for key in ids for group in by_id.get(key, ())])
        found = [group for group in found if group.accepts(record)]
        abstract = abstract_key(record.paper.abstract) if by_abstract_too else None
        alike = by_abstract.get(abstract, {}) if abstract is not None else {}
        # (an abstract this many papers share names none of them)
        alike = _joined_up(alike) if len(alike) <= _MOST_PAPERS_OF_ONE_ABSTRACT else []
        others_of_abstract = [group for group in alike if group not in found]
        alike = [group for group in others_of_abstract if group.accepts(record, by_abstract=True)]
        titled_otherwise = [group for group in others_of_abstract if group not in alike]
        if not found and any(not a.agrees_with(b) for a, b in combinations(alike, 2)):
            alike = []  # (two papers it could be: it is neither)
        if found or alike:
            target, *others = found + alike
        else:
            if titled_otherwise and record.paper.title and record.paper.id.startswith("sha1:") \
                    and not (record.arxiv_id or record.doi):
                record = records[at] = _told_apart(record, titled_otherwise[0], report)
                ids = [("id", record.paper.id)]
            target, others = _SamePaper(len(groups)), []
            groups.append(target)
        target.add(record)
        for other in others:  # (a record that ties two earlier ones together: its arXiv id one, its DOI the other)
            if other.joined is None and other is not target and target.agrees_with(other):
                target.absorb(other)
        for key in ids:
            by_id.setdefault(key, {})[target] = None
        if abstract is not None:
            by_abstract.setdefault(abstract, {})[target] = None
    kept = sorted((group for group in groups if group.joined is None), key=lambda group: group.order)
    papers_kept = [group.paper() for group in kept]
    if report is not None:
        _name_where_told_apart_records_went(report, kept, papers_kept)
    return papers_kept, sum(len(group.records) - 1 for group in kept)


def _name_where_told_apart_records_went(report: ReadReport, kept: list[_SamePaper], papers: list[Paper]) -> None:
    """A record told apart from another of its abstract may then join a paper of its title that has an id: its
    report named the id of its abstract and title, which no paper of the graph keeps; it names the paper's."""
    final = {record.paper.id: paper.id for group, paper in zip(kept, papers) for record in group.records
             if record.paper.id != paper.id}
    for index, problem in enumerate(report.problems):
        told = _TOLD_APART_OUTCOME.fullmatch(problem.outcome or "")
        if told and told.group("id") in final:
            outcome = f"kept apart from it, as one paper with {final[told.group('id')]}, a record of its title"
            report.problems[index] = problem.model_copy(update={"outcome": outcome})


def _told_apart(record: _Record, other: _SamePaper, report: Optional[ReadReport]) -> _Record:
    """A record with no id and the abstract of a paper with an id, under another title: known by its abstract and
    title, so that it stays apart from that paper in every build, and reported (once: a record ``read_papers``
    already told apart by its title has that id)."""
    paper = record.paper
    if paper.id != paper_id(None, None, paper.abstract):
        return record
    same = paper_id(None, None, paper.abstract, title=paper.title)
    if report is not None:
        first = other.records[0].paper
        _report_told_apart(report, paper, first.title or "", first.source or first.id, same)
    return _Record(paper.model_copy(update={"id": same}))


_TOLD_APART_OUTCOME = re.compile(r"kept as a paper of its own \((?P<id>sha1:[0-9a-f]+)\)")


def _report_told_apart(report: ReadReport, paper: Paper, first_title: str, first_source: str, same: str) -> None:
    """A paper kept apart from the earlier one of its abstract (at `first_source`), as its title is another."""
    file, line = file_and_line(paper.source or paper.id)
    first_file, first_line = file_and_line(first_source)
    where = f"line {first_line}" if first_file == file and first_line else first_source
    report.problem(file, line, f"same abstract as {where} ({shown(first_title)}) but another title "
                   f"({shown(paper.title or '')})", f"kept as a paper of its own ({same})", kept=True)


# More papers than this under one abstract, and the abstract tells none of them apart (a venue's boilerplate).
_MOST_PAPERS_OF_ONE_ABSTRACT = 8


def _joined_up(groups: Iterable[_SamePaper]) -> list[_SamePaper]:
    """The groups as they stand now (each one another was folded into in its place), each once, in order."""
    out: dict[_SamePaper, None] = {}
    for group in groups:
        while group.joined is not None:
            group = group.joined
        out[group] = None
    return list(out)


class _Record:
    """A record and what identifies it, read once."""

    __slots__ = ("paper", "arxiv_id", "doi", "title_key")

    def __init__(self, paper: Paper) -> None:
        self.paper = paper
        arxiv_id = normalise_arxiv_id(paper.arxiv_id) or (paper.id[len("arxiv:"):] if paper.id.startswith("arxiv:")
                                                          else None)
        doi = normalise_doi(paper.doi) or (paper.id[len("doi:"):] if paper.id.startswith("doi:") else None)
        if doi and arxiv_from_doi(doi):  # (arXiv's own DOI names the preprint)
            arxiv_id, doi = arxiv_id or arxiv_from_doi(doi), None
        self.arxiv_id: Optional[str] = arxiv_id
        self.doi: Optional[str] = doi
        self.title_key = title_key(paper.title)


class _SamePaper:
    """The records of one paper found so far, and what they say it is (ids in the order first given)."""

    def __init__(self, order: int) -> None:
        self.order = order
        self.records: list[_Record] = []
        self.arxiv_ids: dict[str, None] = {}
        self.dois: dict[str, None] = {}
        self.title_keys: dict[str, None] = {}
        self.joined: Optional[_SamePaper] = None  # (the group it was folded into)

    def accepts(self, record: _Record, by_abstract: bool = False) -> bool:
        """Whether `record` can be a record of this paper: its arXiv id is the group's (whatever DOIs), or it has
        none that differs and no DOI that differs from the group's; and, when it is told to the group by its
        abstract alone, a title that agrees with theirs."""
        if record.arxiv_id and record.arxiv_id in self.arxiv_ids:
            return True
        if record.arxiv_id and self.arxiv_ids or record.doi and self.dois and record.doi not in self.dois:
            return False
        return not by_abstract or not any(title_keys_differ(record.title_key, known) for known in self.title_keys)

    def agrees_with(self, other: _SamePaper) -> bool:
        shared_arxiv = bool(self.arxiv_ids.keys() & other.arxiv_ids.keys())
        return (len(self.arxiv_ids.keys() | other.arxiv_ids.keys()) <= 1
                and (shared_arxiv or len(self.dois.keys() | other.dois.keys()) <= 1)
                and not any(title_keys_differ(a, b) for a in self.title_keys for b in other.title_keys))

    def add(self, record: _Record) -> None:
        self.records.append(record)
        for known, value in ((self.arxiv_ids, record.arxiv_id), (self.dois, record.doi),
                             (self.title_keys, record.title_key)):
            if value:
                known.setdefault(value, None)

    def absorb(self, other: _SamePaper) -> None:
        first, later = (self, other) if self.order < other.order else (other, self)
        self.records = first.records + later.records  # (the earliest record first: its values win)
        self.order = first.order
        self.arxiv_ids = {**first.arxiv_ids, **later.arxiv_ids}
        self.dois = {**first.dois, **later.dois}
        self.title_keys = {**first.title_keys, **later.title_keys}
        other.joined = self

    def paper(self) -> Paper:
        first, *later = (record.paper for record in self.records)
        if not later:
            return first
        update = {}
        for paper in later:
            for name in Paper.model_fields:
                if name not in update and getattr(first, name) in (None, "", ()) \
                        and getattr(paper, name) not in (None, "", ()):
                    update[name] = getattr(paper, name)
        if first.title and _one_case(first.title):
            mixed = next((paper.title for paper in later if paper.title and not _one_case(paper.title)
                          and title_key(paper.title) == title_key(first.title)), None)
            if mixed:
                update["title"] = mixed
        arxiv_id, doi = next(iter(self.arxiv_ids), None), next(iter(self.dois), None)
        if arxiv_id or doi:
            update["id"] = paper_id(arxiv_id, doi, "")
        return first.model_copy(update=update) if update else first


def _one_case(title: str) -> bool:
    letters = [ch for ch in title if ch.isalpha()]
    return bool(letters) and (all(ch.islower() for ch in letters) or all(ch.isupper() for ch in letters))


__all__ = ["ReadReport", "read_papers", "merge_duplicates", "PathOrPaths", "path_list", "detect_format", "readers",
           "READ_ERRORS", "head_of", "iter_lines", "open_bytes", "read_bytes"]
