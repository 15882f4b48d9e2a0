"""The main job, stage by stage: read -> extract -> resolve -> graph -> store.

``build`` is what `kg build` runs; each stage is also usable alone, and the
intermediate ``extractions.jsonl`` can be loaded again later (``graph_from_file``).
"""

from __future__ import annotations

import errno
import json
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional, Sized

import networkx as nx
from pydantic import ValidationError

from kg.errors import SourceError, StoreError
from kg.graph import build_graph, counts_by_type, most_connected, validate_graph
from kg.models import Extraction, Paper, Problem, file_and_line, json_kind, skipped_count
from kg.resolve import Resolution, resolve
from kg.sources import (READ_ERRORS, PathOrPaths, ReadReport, head_of, iter_lines, merge_duplicates, open_bytes,
                        path_list, read_papers)
from kg.store.local import (dumps_graph, no_folder_in_the_way, remove_leftover_temporaries, write_text_atomic,
                            write_texts_together)
from kg.wording import counted

Progress = Callable[[int, Optional[int]], None]


@dataclass
class BuildSummary:
    """What a build did, for people (the CLI renders it) and scripts (--json)."""

    papers_read: int = 0
    papers_merged: int = 0
    papers: int = 0
    problems: list[Problem] = field(default_factory=list)
    unextracted: list[Problem] = field(default_factory=list)  # papers kept without facts: the rules failed on them
    nodes: dict[str, int] = field(default_factory=dict)
    relationships: dict[str, int] = field(default_factory=dict)
    mentions: int = 0
    entities: int = 0
    top_methods: list[tuple[str, str, int]] = field(default_factory=list)
    top_datasets: list[tuple[str, str, int]] = field(default_factory=list)
    outputs: dict[str, str] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)  # an earlier build's outputs this one does not write again
    resolution: dict = field(default_factory=dict)
    neo4j: Optional[dict] = None
    seconds: float = 0.0

    @property
    def skipped(self) -> int:
        """Records and files skipped (a problem whose line was repaired and read is no skip)."""
        return skipped_count(self.problems)

    def to_dict(self) -> dict:
        return {
            "papers_read": self.papers_read,
            "papers_merged": self.papers_merged,
            "papers": self.papers,
            "papers_skipped": self.skipped,
            "lines_repaired": len(self.problems) - self.skipped,
            "problems": [p.model_dump() for p in self.problems],
            "papers_unextracted": len(self.unextracted),
            "extraction_problems": [p.model_dump() for p in self.unextracted],
            "nodes": self.nodes,
            "relationships": self.relationships,
            "mentions": self.mentions,
            "entities": self.entities,
            "resolution": self.resolution,
            "top_methods": [{"id": i, "name": n, "papers": c} for i, n, c in self.top_methods],
            "top_datasets": [{"id": i, "name": n, "papers": c} for i, n, c in self.top_datasets],
            "outputs": self.outputs,
            "outputs_removed": self.removed,
            **({"neo4j": self.neo4j} if self.neo4j is not None else {}),
            "seconds": round(self.seconds, 2),
        }


def read_all(inputs: PathOrPaths, strict: bool = False, skip: PathOrPaths = (),
             ) -> tuple[list[Paper], ReadReport, int]:
    """Every paper from every input (one path may be given alone), duplicates merged (what `skip` names not read, as
    read_papers says); raises only when nothing was readable."""
    inputs = path_list(inputs)  # (named again in the error, so a generator is not read out first)
    report = ReadReport(strict=strict)
    papers = list(read_papers(inputs, report, skip))
    merged_papers, merged = merge_duplicates(papers, report)
    if not merged_papers:
        detail = first_problem_detail(report.problems, "problems")
        raise SourceError(f"[KG102] no paper could be read from {', '.join(map(str, inputs))}{detail}")
    return merged_papers, report, merged


def extraction_problem(extraction: Extraction) -> Problem:
    """The Problem record of an extraction that failed, named by the file and line the paper came from."""
    file, line = file_and_line(extraction.paper.source or extraction.paper.id)
    return Problem(file=file, line=line, stage="extract", reason=extraction.problem,
                   outcome="the paper is kept without extracted facts", kept=True)


def describe_problem(problem: Problem) -> str:
    """'FILE:LINE: message' (the line when the source has one), as the CLI and errors print a problem."""
    location = f"{problem.file}:{problem.line}" if problem.line else problem.file
    return f"{location}: {problem.message}"


def first_problem_detail(problems: list[Problem], counted_as: str) -> str:
    """' (2 skipped; first: FILE:LINE: reason; outcome)': how an error of a read with nothing to use names what went
    wrong, or '' when nothing did."""
    if counted_as == "problems" and len(problems) == 1:
        counted_as = "problem"
    return f" ({len(problems)} {counted_as}; first: {describe_problem(problems[0])})" if problems else ""


def problem_line(problem: Problem) -> str:
    """A read problem as the CLI lists it: what became of the record, then where and why."""
    return f"{'repaired' if problem.kept else 'skipped'} {describe_problem(problem)}"


def counted_problems(problems: list[Problem]) -> str:
    """'3 skipped', or '3 skipped, 1 line repaired': the tally a summary line ends with."""
    skipped = skipped_count(problems)
    repaired = len(problems) - skipped
    return f"{skipped} skipped" + (
        f", {counted(repaired, 'line')} repaired" if repaired else "")


def extract_all(papers: Iterable[Paper], processes: int = 1, progress: Optional[Progress] = None,
                ) -> list[Extraction]:
    """Every paper's Extraction, in order (`progress`, when given, is told how many are done of how many: of None
    when `papers` cannot say how many it holds, as a generator cannot)."""
    from kg.extract import extract_papers

    total = len(papers) if isinstance(papers, Sized) else None
    extractions = []
    for extraction in extract_papers(papers, processes=processes):
        extractions.append(extraction)
        if progress is not None:
            progress(len(extractions), total)
    return extractions


def resolve_all(extractions: list[Extraction], aliases: Optional[Path] = None) -> Resolution:
    """Resolve the names of every extraction into entities, with the decisions of the override file `aliases` when
    one is given (the library reads no file it is not given; the `kg` command passes kg.aliases.yaml of the working
    folder when there is one)."""
    from kg.resolve import load_overrides

    return resolve(extractions, overrides=load_overrides(aliases) if aliases is not None else None)


def write_extractions(extractions: Iterable[Extraction], path: Path) -> Path:
    """Write extractions.jsonl (one Extraction per line, as `read_extractions` and `graph_from_file` read it back),
    all at once, so a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, extractions_text(extractions))
    return path


def extractions_text(extractions: Iterable[Extraction]) -> str:
    """The text of an extractions.jsonl."""
    return "".join(extraction.model_dump_json() + "\n" for extraction in extractions)


def read_extractions(path: str | Path, problems: Optional[list[Problem]] = None) -> Iterator[Extraction]:
    """Stream the Extraction records of a JSON Lines file, gzipped or not. A line that is none (bytes that are no
    UTF-8, broken JSON, another kind of record) is named by file and line, appended to `problems` and skipped, so it
    costs its paper and not the file, and a gzipped file cut off keeps the lines before the cut; without a list to
    collect them the first problem raises."""
    path = Path(path)
    undecodable = ReadReport()  # the line reader reports here the lines that are no UTF-8 as it reads past them

    def set_aside(found: list[Problem]) -> None:
        if found and problems is None:
            where = f"{path}:{found[0].line}" if found[0].line else str(path)
            raise StoreError(f"[KG303] {where}: {found[0].reason}")
        if problems is not None:
            problems.extend(found)

    def undecodable_so_far() -> list[Problem]:
        found, undecodable.problems = undecodable.problems, []
        return found

    try:
        for number, line in iter_lines(path, undecodable):
            set_aside(undecodable_so_far())
            if not line.strip():
                continue
            try:
                yield Extraction.model_validate_json(line)
            except ValidationError as exc:
                set_aside([Problem(file=str(path), line=number, reason=_why_not_an_extraction(line, exc),
                                   outcome="line skipped")])
    except READ_ERRORS as exc:  # (the file cannot be opened or read; a gzip stream cut off is reported by the
        set_aside(undecodable_so_far())  # line reader, with the lines before it kept)
        set_aside([Problem(file=str(path), line=None, outcome="rest of file skipped",
                           reason=f"cannot be read ({getattr(exc, 'strerror', None) or exc})")])
        return
    set_aside(undecodable_so_far())


def _why_not_an_extraction(line: str, exc: ValidationError) -> str:
    """The first thing wrong with a line, said plainly: pydantic's summary names only the model. A missing field
    comes first, then the fields in order, so the message is the same whatever order pydantic lists them in."""
    error = min(exc.errors(), key=lambda item: (item["type"] != "missing", [
        (0, part, "") if isinstance(part, int) else (1, 0, str(part)) for part in item["loc"]]))
    if error["type"] == "json_invalid":
        try:
            json.loads(line.rstrip("\r\n"))
        except json.JSONDecodeError as bad:  # the standard message counts columns in the line as the file has it
            return f"malformed JSON line ({bad.msg.removesuffix(' at')} at column {bad.colno})"
        except (ValueError, RecursionError):  # (a number too long to convert, arrays nested past the stack)
            pass
        return f"malformed JSON line ({error['msg'].removeprefix('Invalid JSON: ')})"
    if not error["loc"]:
        return f"not an extraction record ({json_kind(error['input'])}, not an object)"
    more = f", and {exc.error_count() - 1} more" if exc.error_count() > 1 else ""
    field = ".".join(str(part) for part in error["loc"])
    return f"not an extraction record ({field}: {error['msg'].lower()}{more})"


def graph_from_extractions(extractions: list[Extraction], aliases: Optional[Path] = None) -> tuple[nx.MultiDiGraph, Resolution]:
    """The typed graph of some extractions and the resolution its entities come from (with the override file
    `aliases` when one is given)."""
    resolution = resolve_all(extractions, aliases)
    return build_graph(extractions, resolution), resolution


GRAPH_HEAD_BYTES = 4096
_GRAPH_START = re.compile(rb'\A(?:\xef\xbb\xbf)?\s*\{\s*"(?:format|version|nodes|relationships)"\s*:')


def is_graph_document(head: bytes) -> bool:
    """Whether a file's first bytes open a graph file rather than extraction lines: one JSON object whose first key
    is one of the graph's, however it is indented or its keys are ordered (an extraction line starts with its
    "paper"). Deciding on the head alone reads a large extractions file once, not twice."""
    return bool(_GRAPH_START.match(head))


def graph_from_file(path: str | Path, aliases: Optional[Path] = None,
                    problems: Optional[list[Problem]] = None) -> nx.MultiDiGraph:
    """A graph from `graph.json` or from `extractions.jsonl` (resolved again, with the override file `aliases` when
    one is given, and built again), or from the graph.json of the folder a build wrote; each record that cannot be
    read is appended to `problems` and skipped (without a list the first one raises)."""
    from kg.store.local import read_graph

    path = Path(path)
    if path.is_dir():  # (the folder given to `kg build --out`: its graph)
        if not (path / "graph.json").exists():
            raise StoreError(f"[KG301] {path} is a folder without a graph.json: pass the graph.json or "
                             f"extractions.jsonl of a build, or run `kg build INPUT --out {path}` first")
        path = path / "graph.json"
    if not path.exists():
        raise StoreError(f"[KG301] no graph file at {path}: run `kg build INPUT --out DIR` first")
    try:
        with open_bytes(path) as handle:  # (a gzipped file is read for what it holds)
            head = head_of(handle)[:GRAPH_HEAD_BYTES]
    except READ_ERRORS as exc:
        raise StoreError(f"[KG302] {path} cannot be read: {getattr(exc, 'strerror', None) or exc}") from exc
    binary = b"\x00" in head
    if not binary and is_graph_document(head):
        return read_graph(path, problems)
    unread: list[Problem] = []
    collect = problems is not None or binary  # (without a list the first bad line stops the read, below for a
    extractions = list(read_extractions(path, unread if collect else None))  # file that may be binary)
    if not extractions and binary:  # (a NUL in one broken line costs that line only, not the good ones)
        raise StoreError(f"[KG302] {path} is a binary file, neither a graph nor extraction records")
    if problems is None and unread:
        raise StoreError(f"[KG303] {path}:{unread[0].line}: {unread[0].reason}")
    if not extractions and not unread:
        raise StoreError(f"[KG302] {path} is empty: run `kg build INPUT --out DIR` to write a graph")
    if not extractions:
        raise StoreError(f"[KG303] {path} is neither a graph nor extraction records: no line could be read "
                         f"({len(unread)} skipped; first: line {unread[0].line}: {unread[0].reason})")
    if problems is not None:
        problems.extend(unread)
    graph, _ = graph_from_extractions(extractions, aliases)
    return graph


def _check_output_folder(out: Path, names: list[str]) -> None:
    """Fail before reading and extracting, which take minutes on a large corpus, and not after them, when the output
    folder cannot be made or written (a file or a link to nothing stands where it or a folder above it should be,
    the folder it would be made in cannot be written), or a folder stands where an output file should be. Nothing
    is made here: a build that reads no paper leaves no empty folder behind."""
    for folder in (out, *out.parents):
        if folder.is_symlink() and not folder.exists():
            raise FileExistsError(errno.EEXIST, "a link to nothing is in the way of the output folder", str(folder))
        if folder.exists():
            break
    if not folder.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "a file is in the way of the output folder", str(folder))
    if not os.access(folder, os.W_OK | os.X_OK):
        what = "the output folder cannot be written" if folder == out else "the output folder cannot be made in it"
        raise PermissionError(errno.EACCES, what, str(folder))
    for name in names:
        no_folder_in_the_way(out / name)


BUILD_OUTPUTS = ("graph.json", "extractions.jsonl", "graph.html")


def build(inputs: PathOrPaths, out_dir: str | Path, *, strict: bool = False, processes: int = 1,
          aliases: Optional[Path] = None, html: bool = True, progress: Optional[Progress] = None,
          ) -> tuple[BuildSummary, nx.MultiDiGraph]:
    """Read `inputs` (files and folders, or one given alone), extract, resolve (with the override file `aliases` when
    one is given) and write graph.json, extractions.jsonl and graph.html under out_dir."""
    started = time.perf_counter()
    inputs = path_list(inputs)
    out = Path(out_dir)
    _check_output_folder(out, [name for name in BUILD_OUTPUTS if html or name != "graph.html"])
    own = [out, *(out / name for name in BUILD_OUTPUTS)]  # (not its earlier outputs, wherever they are met)
    from kg.extract.pipeline import shared_nlp

    shared_nlp()  # (the pipeline extraction uses: broken rule data stops the build before the input is read)
    try:
        papers, report, merged = read_all(inputs, strict=strict, skip=own)
    except SourceError as exc:
        if not (out / "graph.json").is_file():
            raise
        # (a script that goes on past the exit code would take the earlier graph for this one's)
        raise SourceError(f"{exc}; {out} still holds an earlier build, left as it was") from exc
    extractions = extract_all(papers, processes=processes, progress=progress)
    graph, resolution = graph_from_extractions(extractions, aliases)
    errors = validate_graph(graph)
    if errors:
        raise StoreError(f"[KG304] the built graph breaks the schema: {errors[0]} (and {len(errors) - 1} more)")

    texts: dict[Path, Callable[[], str]] = {
        out / "graph.json": lambda: dumps_graph(graph),
        out / "extractions.jsonl": lambda: extractions_text(extractions)}
    if html:
        from kg.export import overview_html_text

        texts[out / "graph.html"] = lambda: overview_html_text(graph)
    out.mkdir(parents=True, exist_ok=True)
    for path in own[1:]:  # (what an interrupted earlier build left: beside the file an output link names, too)
        remove_leftover_temporaries(path)
        if path.is_symlink():
            remove_leftover_temporaries(Path(os.path.realpath(path)))
    write_texts_together(texts)  # all of this build's outputs, or none of them: never two builds' mixed
    outputs = {"graph": str(out / "graph.json"), "extractions": str(out / "extractions.jsonl")}
    removed = []
    if html:
        outputs["html"] = str(out / "graph.html")
    elif (out / "graph.html").is_file():  # an earlier build's view would show another graph than graph.json
        (out / "graph.html").unlink()
        removed.append(str(out / "graph.html"))
    nodes, rels = counts_by_type(graph)
    summary = BuildSummary(
        papers_read=report.records,
        papers_merged=merged,
        papers=len(papers),
        problems=list(report.problems),
        unextracted=[extraction_problem(e) for e in extractions if e.problem],
        nodes=nodes,
        relationships=rels,
        mentions=resolution.mentions,
        entities=len(resolution.entities),  # every entity node: those the mentions resolved into, and the families
        top_methods=most_connected(graph, "Method"),
        top_datasets=most_connected(graph, "Dataset"),
        outputs=outputs,
        removed=removed,
        resolution=resolution.stats(),
        seconds=time.perf_counter() - started,
    )
    return summary, graph
