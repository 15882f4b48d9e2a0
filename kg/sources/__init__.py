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
import sys
from dataclasses import dataclass, field
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
    from kg.sources import atom, bibtex, csv_reader, jsonl, listing, openalex, rss

    return (atom, rss, openalex, jsonl, bibtex, csv_reader, listing)


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
    skipped = tuple(Path(entry).resolve() for entry in path_list(skip))
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
                                        "RSS, OpenAlex, BibTeX)", "file skipped")
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
                file, line = file_and_line(paper.source or paper.id)
                first_file, first_line = file_and_line(first_source)
                where = f"line {first_line}" if first_file == file and first_line else first_source
                report.problem(file, line, f"same abstract as {where} ({shown(first_title)}) but another title "
                               f"({shown(paper.title)})", f"kept as a paper of its own ({same})", kept=True)
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


def merge_duplicates(papers: Iterable[Paper]) -> tuple[list[Paper], int]:
    """Fold the records of one paper into one, in first-seen order, however each source identifies it: records
    that share an arXiv id or a DOI (an arXiv entry that gives its published DOI and a BibTeX entry with only that
    DOI), and records with the same abstract whose titles agree (a CSV row with no id and the arXiv entry of the
    same paper). Records whose arXiv ids, or DOIs, differ are never one paper, whatever their abstracts.

    The first record's values win, but for a title written in one case only ("glimnet: fast", "GLIMNET: FAST"),
    which gives way to the same title written in mixed case; empty fields are filled from later records, and the
    paper is known by the strongest id any of its records has: arXiv, else DOI, else the first record's.

    Returns:
        (unique papers, number of records folded into an earlier one)
    """
    papers = list(papers)
    # (records that all have arXiv ids are told together by them alone: two ids are two papers, whatever the
    # abstracts, and an abstract's key costs a pass over its text)
    by_abstract_too = any(_ids_of(paper)[0] is None for paper in papers)
    groups: list[_SamePaper] = []
    by_key: dict[tuple[str, str], list[_SamePaper]] = {}
    for paper in papers:
        keys = _identity_keys(paper, by_abstract_too)
        found: list[_SamePaper] = []
        for key in keys:
            for group in by_key.get(key, ()):
                while group.joined is not None:
                    group = group.joined
                if group not in found and group.accepts(paper, by_abstract=key[0] == "abstract"):
                    found.append(group)
        if found:
            target = found[0]
        else:
            target = _SamePaper(len(groups))
            groups.append(target)
        target.add(paper)
        for other in found[1:]:  # (a record that ties two earlier ones together: its arXiv id one, its DOI the other)
            if target.agrees_with(other):
                target.absorb(other)
        for key in keys:
            known = by_key.setdefault(key, [])
            if target not in known:
                known.append(target)
    kept = sorted((group for group in groups if group.joined is None), key=lambda group: group.order)
    return [group.paper() for group in kept], sum(len(group.records) - 1 for group in kept)


def _identity_keys(paper: Paper, by_abstract_too: bool) -> list[tuple[str, str]]:
    """What tells a paper's records together, strongest first: its arXiv id, its DOI, its abstract."""
    arxiv_id, doi = _ids_of(paper)
    keys = [("arxiv", arxiv_id)] if arxiv_id else []
    if doi:
        keys.append(("doi", doi))
    if by_abstract_too:
        keys.append(("abstract", abstract_key(paper.abstract)))
    return keys


def _ids_of(paper: Paper) -> tuple[Optional[str], Optional[str]]:
    """The record's arXiv id and DOI, normalised, from its fields and its graph id."""
    arxiv_id = normalise_arxiv_id(paper.arxiv_id) or (paper.id[len("arxiv:"):] if paper.id.startswith("arxiv:") else None)
    doi = normalise_doi(paper.doi) or (paper.id[len("doi:"):] if paper.id.startswith("doi:") else None)
    if doi and not arxiv_id:
        arxiv_id = arxiv_from_doi(doi)
    return arxiv_id, (None if doi and arxiv_from_doi(doi) else doi)


class _SamePaper:
    """The records of one paper found so far, and what they say it is."""

    def __init__(self, order: int) -> None:
        self.order = order
        self.records: list[Paper] = []
        self.arxiv_ids: set[str] = set()
        self.dois: set[str] = set()
        self.title_keys: set[str] = set()
        self.joined: Optional[_SamePaper] = None  # (the group it was folded into)

    def accepts(self, paper: Paper, by_abstract: bool) -> bool:
        """Whether `paper` can be a record of this paper: no arXiv id or DOI of its own that differs from one of
        the group's, and, when it is told to the group by its abstract alone, a title that agrees with theirs."""
        arxiv_id, doi = _ids_of(paper)
        if arxiv_id and self.arxiv_ids - {arxiv_id} or doi and self.dois - {doi}:
            return False
        if by_abstract:
            key = title_key(paper.title)
            return not any(title_keys_differ(key, known) for known in self.title_keys)
        return True

    def agrees_with(self, other: _SamePaper) -> bool:
        return (len(self.arxiv_ids | other.arxiv_ids) <= 1 and len(self.dois | other.dois) <= 1
                and not any(title_keys_differ(a, b) for a in self.title_keys for b in other.title_keys))

    def add(self, paper: Paper) -> None:
        self.records.append(paper)
        arxiv_id, doi = _ids_of(paper)
        self.arxiv_ids.update([arxiv_id] if arxiv_id else [])
        self.dois.update([doi] if doi else [])
        key = title_key(paper.title)
        self.title_keys.update([key] if key else [])

    def absorb(self, other: _SamePaper) -> None:
        first, later = (self, other) if self.order < other.order else (other, self)
        self.records = first.records + later.records  # (the earliest record first: its values win)
        self.order = first.order
        self.arxiv_ids |= other.arxiv_ids
        self.dois |= other.dois
        self.title_keys |= other.title_keys
        other.joined = self

    def paper(self) -> Paper:
        first, *later = self.records
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
