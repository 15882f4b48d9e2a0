"""The default store: one JSON file, byte-identical for the same graph.

Format: ``{"format": "paper-kg/graph", "version": 1, "nodes": [...], "relationships": [...]}``.
Each node is ``{"id", "label", "name", ...properties}``; each relationship is
``{"key", "type", "source", "target", ...properties}`` (``start`` and ``end`` are the
evidence's character offsets, so the endpoints use the node-link names). Both lists are sorted so that
the same input always writes the same bytes.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
from contextlib import contextmanager
from glob import escape as glob_escape
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, TextIO

import networkx as nx

from kg.errors import StoreError
from kg.models import Problem, json_error_detail, json_kind, shown

FORMAT = "paper-kg/graph"
VERSION = 1


def graph_to_dict(graph: nx.MultiDiGraph) -> dict:
    nodes = []
    for node_id in sorted(graph.nodes):
        data = dict(graph.nodes[node_id])
        nodes.append({"id": node_id, **data})
    rels = []
    for start, end, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: e[2]):
        rels.append({**{k: v for k, v in data.items() if k != "type"},
                     "key": key, "type": data.get("type"), "source": start, "target": end})
    return {"format": FORMAT, "version": VERSION, "nodes": nodes, "relationships": rels}


def graph_from_dict(payload: Any, problems: Optional[list[Problem]] = None,
                    source: str = "the graph payload") -> nx.MultiDiGraph:
    """The graph a graph file holds, read as far as it can be.

    A payload that is no paper-kg graph at all (not an object, another format or version, no lists of nodes and
    relationships) raises StoreError. A node or relationship that cannot be read is named by its place in `source`,
    appended to `problems` and skipped, so one bad record costs itself and not the graph; a relationship whose end
    is no node read goes with it. Without a list to collect them the first one raises, so no caller loses records
    unsaid.
    """
    _check_header(payload, source)
    note = _problem_noter(source, problems)
    graph = nx.MultiDiGraph()
    first_of_id: dict[str, int] = {}
    first_bad_node = None
    for index, node in enumerate(payload["nodes"]):
        reason = _why_not_a_node(node, first_of_id)
        if reason is not None:
            note(f"nodes[{index}]", reason, "node skipped")
            first_bad_node = first_bad_node or f"nodes[{index}]: {reason}"
            continue
        properties = {name: value for name, value in node.items() if name != "id"}
        for name, reason, readable in _unreadable_properties(properties):
            if readable is None:
                del properties[name]
                note(f"nodes[{index}]", reason, f"node read without its {name!r}", kept=True)
            else:
                properties[name] = readable
                note(f"nodes[{index}]", reason, f"node read with the rest of its {name!r}", kept=True)
        graph.add_node(node["id"], **properties)
        first_of_id[node["id"]] = index
    if first_bad_node and not graph:
        raise StoreError(f"[KG302] no node of {source} could be read ({len(payload['nodes'])} skipped; "
                         f"first: {first_bad_node})")
    first_of_key: dict[str, int] = {}
    for index, rel in enumerate(payload["relationships"]):
        reason = _why_not_a_relationship(rel, graph, first_of_key)
        if reason is not None:
            note(f"relationships[{index}]", reason, "relationship skipped")
            continue
        properties = {name: value for name, value in rel.items() if name not in ("source", "target", "key")}
        graph.add_edge(rel["source"], rel["target"], key=rel["key"], **properties)
        first_of_key[rel["key"]] = index
    return graph


def _check_header(payload: Any, source: str) -> None:
    """Raise StoreError unless the payload is a graph of the format and version this reader knows."""
    if not isinstance(payload, dict):
        raise StoreError(f"[KG302] {source} is not a paper-kg graph file: it holds {json_kind(payload)}, "
                         "not an object with nodes and relationships")
    if payload.get("format") != FORMAT:
        raise StoreError(f"[KG302] {source} is not a paper-kg graph file "
                         f"(format {payload.get('format')!r}, expected {FORMAT!r})")
    version = payload.get("version")
    if type(version) is not int or version != VERSION:
        raise StoreError(f"[KG302] {source} is a paper-kg graph of version {shown(version)}, and this paper-kg reads "
                         f"version {VERSION} only: build it again with `kg build`")
    for part in ("nodes", "relationships"):
        if part not in payload:
            raise StoreError(f"[KG302] {source} has no {part!r} list: the file is cut short or not a whole graph")
        if not isinstance(payload[part], list):
            raise StoreError(f"[KG302] {source}: {part!r} is {json_kind(payload[part])}, not a list")


def _why_not_a_node(node: Any, first_of_id: dict[str, int]) -> Optional[str]:
    if not isinstance(node, dict):
        return f"{json_kind(node)}, not a node object"
    node_id = node.get("id")
    if not isinstance(node_id, str) or not node_id:
        return "no 'id'" if "id" not in node else f"'id' is {shown(node_id)}, not a non-empty string"
    if node_id in first_of_id:
        return f"repeats the id {node_id!r} of nodes[{first_of_id[node_id]}]"
    return None


def _unreadable_properties(properties: dict) -> list[tuple[str, str, Any]]:
    """The properties paper-kg reads back (a label and name as text, aliases as a list of names, papers as a
    count) that hold something else: each with why and what of it can be read (None: nothing), so that it is
    read as absent rather than break what reads it."""
    found = []
    for name in ("label", "name"):
        if name in properties and not isinstance(properties[name], str):
            found.append((name, f"{name!r} is {shown(properties[name])}, not text", None))
    aliases = properties.get("aliases", [])
    if not isinstance(aliases, list):
        found.append(("aliases", f"'aliases' is {shown(aliases)}, not a list of names", None))
    elif not all(isinstance(alias, str) for alias in aliases):
        names = [alias for alias in aliases if isinstance(alias, str)]
        others = [alias for alias in aliases if not isinstance(alias, str)]
        found.append(("aliases", f"'aliases' holds {shown(others)}, which are no names", names or None))
    papers = properties.get("papers", 0)
    if type(papers) is not int or papers < 0:
        found.append(("papers", f"'papers' is {shown(papers)}, not a count", None))
    return found


def _why_not_a_relationship(rel: Any, graph: nx.MultiDiGraph, first_of_key: dict[str, int]) -> Optional[str]:
    if not isinstance(rel, dict):
        return f"{json_kind(rel)}, not a relationship object"
    for field in ("key", "type", "source", "target"):
        value = rel.get(field)
        if not isinstance(value, str) or not value:
            return f"no {field!r}" if field not in rel else f"{field!r} is {shown(value)}, not a non-empty string"
    if rel["key"] in first_of_key:
        return f"repeats the key {rel['key']!r} of relationships[{first_of_key[rel['key']]}]"
    for end in ("source", "target"):
        if rel[end] not in graph:
            return f"its {end} {rel[end]!r} is no node read from the file"
    return None


def _problem_noter(source: str, problems: Optional[list[Problem]]) -> Callable[..., None]:
    """Record a bad record of `source` in `problems`, or, with no list to keep it, stop on it."""

    def note(where: str, reason: str, outcome: str, kept: bool = False) -> None:
        if problems is None:
            raise StoreError(f"[KG305] {source}: {where}: {reason}")
        problems.append(Problem(file=source, reason=f"{where}: {reason}", outcome=outcome, kept=kept))

    return note


def dumps_graph(graph: nx.MultiDiGraph) -> str:
    payload = graph_to_dict(graph)
    lines = ['{"format": %s, "version": %d,' % (json.dumps(FORMAT), VERSION), ' "nodes": [']
    lines.append(",\n".join("  " + json.dumps(n, ensure_ascii=False, sort_keys=True) for n in payload["nodes"]))
    lines.append(' ],\n "relationships": [')
    lines.append(",\n".join("  " + json.dumps(r, ensure_ascii=False, sort_keys=True) for r in payload["relationships"]))
    lines.append(" ]}\n")
    return "\n".join(lines)


def write_graph(graph: nx.MultiDiGraph, path: str | os.PathLike) -> Path:
    """Write atomically, so a killed run never leaves half a graph behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, dumps_graph(graph))
    return path


def no_folder_in_the_way(path: Path) -> None:
    """Name a folder that stands where a file is to be written: the rename that writes it would fail naming its
    temporary file, not the path the user gave."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "a folder is in the way of the file to write", str(path))


def write_text_atomic(path: Path, text: str) -> None:
    write_texts_together({path: text})


def write_texts_together(texts: dict[Path, str | Callable[[], str]]) -> None:
    """Replace every file of `texts`, or none: each is written to a temporary file beside it first, and only when
    all are written (a full disk fails here) are they renamed into place, so a build's outputs never mix two runs.
    A text may be given as the function that makes it, made only when its turn comes: no two are held at once.
    As in `replaced_when_done`, a file replaced keeps its permissions, a link keeps naming the file it names, and
    what cannot be replaced (a device such as /dev/null, a pipe, a file /dev/stdout names: written after what it
    holds) is written as it is, once the rest are written."""
    written: dict[Path, str] = {}
    in_place: dict[Path, tuple[str, str]] = {}  # (path -> text, and "a" where it is a file a process holds open)
    try:
        for path, text in texts.items():
            no_folder_in_the_way(path)
            if callable(text):
                text = text()
            existing = _status(path)  # (through a link: a loop's stat says so)
            if existing is not None and (not stat.S_ISREG(existing.st_mode) or _names_an_open_file(path)):
                # (opened by the path given: a link to /dev/stdout names a pipe no path has; and a file that
                # standard output is, which `>>` may have opened, is written after what it holds, not replaced)
                in_place[path] = (text, "a" if _names_an_open_file(path) else "w")
                continue
            path = Path(os.path.realpath(path)) if path.is_symlink() else path
            fd, tmp = _temporary_beside(path, mode=None if existing is None else stat.S_IMODE(existing.st_mode))
            written[path] = tmp
            with _naming(path), os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
        for path, tmp in written.items():
            os.replace(tmp, path)
        for path, (text, mode) in in_place.items():
            with _written_in_place(path, mode=mode) as handle:
                handle.write(text)
    except BaseException:
        for tmp in written.values():
            Path(tmp).unlink(missing_ok=True)
        raise


@contextmanager
def replaced_when_done(path: Path) -> Iterator[TextIO]:
    """A file to write as its lines are made, too many to hold at once, that replaces `path` only when the block
    ends without an error: an interrupted or failed run leaves an earlier file as it was, never half of a new one.

    What cannot be replaced is written as it is: a device, pipe or socket (/dev/null, a shell's `>(gzip > x.gz)`),
    a file already open that a path of /dev/fd or /proc names (/dev/stdout; written after what it holds), and a
    file the user may write in a folder where no temporary file can be made (there an interrupted run leaves part
    of the new file: the only other choice is to refuse). A link is followed, so the file it names is replaced and
    the link kept; a file replaced keeps its permissions."""
    no_folder_in_the_way(path)
    try:
        existing = path.stat()
    except FileNotFoundError:
        existing = None
    if existing is not None and _names_an_open_file(path):
        with _written_in_place(path, mode="a") as handle:  # (opened by `>>`, perhaps: emptying it would lose that)
            yield handle
        return
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        with _written_in_place(path) as handle:
            yield handle
        return
    path = path.resolve() if path.is_symlink() else path
    try:
        remove_leftover_temporaries(path)  # (of a run killed outright, which runs no clean-up)
        fd, tmp = _temporary_beside(path, mode=None if existing is None else stat.S_IMODE(existing.st_mode))
    except PermissionError:
        if existing is None or not os.access(path, os.W_OK):
            raise
        with _written_in_place(path) as handle:
            yield handle
        return
    try:
        with _naming(path), os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            yield handle
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _names_an_open_file(path: Path) -> bool:
    """Whether `path` or a link on the way to its file is one of /dev/fd or /proc (/dev/stdout links to
    /proc/self/fd/1): the file is one a process holds open, so replacing the path that names it at the moment
    would write where the process does not, or lose what a `>>` redirection keeps."""
    for _ in range(40):  # (as many links as the system follows)
        if str(path).startswith(("/proc/", "/dev/fd/")):
            return True
        if not path.is_symlink():
            return False
        path = path.parent / os.readlink(path)
    return False


@contextmanager
def _written_in_place(path: Path, mode: str = "w") -> Iterator[TextIO]:
    with _naming(path), path.open(mode, encoding="utf-8", newline="\n") as handle:
        yield handle


def _status(path: Path) -> Optional[os.stat_result]:
    try:
        return path.stat()
    except FileNotFoundError:
        return None


def _temporary_beside(path: Path, mode: Optional[int] = None) -> tuple[int, str]:
    """A temporary file in the folder of `path`, with the permissions `mode` (those of the file it replaces) or,
    without, those of a new file. An error names `path`, not the temporary file the user never gave (a folder
    that is not there, as a link's to a folder since removed; one that may not be written in)."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX)
    except OSError as exc:
        raise type(exc)(exc.errno, exc.strerror, str(path)) from exc
    if mode is None:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask  # mkstemp creates 0600; outputs are ordinary files
    os.chmod(tmp, mode)
    return fd, tmp


@contextmanager
def _naming(path: Path) -> Iterator[None]:
    """Name `path` in a write error that names no file ("No space left on device" says which file only if told)."""
    try:
        yield
    except OSError as exc:
        if exc.filename is None:
            raise type(exc)(exc.errno, exc.strerror, str(path)) from exc
        raise


TEMPORARY_SUFFIX = ".tmp"


def remove_leftover_temporaries(path: Path) -> list[Path]:
    """The temporary files an interrupted write of `path` left beside it (a process killed outright runs no
    clean-up): `.graph.json.x1y2z3.tmp` for graph.json."""
    left = sorted(path.parent.glob(f".{glob_escape(path.name)}.*{TEMPORARY_SUFFIX}"))
    for leftover in left:
        leftover.unlink(missing_ok=True)
    return left


def read_graph(path: str | os.PathLike, problems: Optional[list[Problem]] = None) -> nx.MultiDiGraph:
    """The graph of a graph file; a file that is none raises StoreError, a bad record goes to `problems`
    (see graph_from_dict)."""
    from kg.sources import READ_ERRORS, read_bytes

    path = Path(path)
    try:
        text = read_bytes(path).decode("utf-8-sig")  # (a gzipped graph.json too)
    except FileNotFoundError as exc:
        raise StoreError(f"[KG301] no graph file at {path}: run `kg build INPUT --out DIR` first") from exc
    except READ_ERRORS as exc:  # (a gzip stream cut off or corrupt)
        raise StoreError(f"[KG302] {path} is not a readable graph file: {getattr(exc, 'strerror', None) or exc}") from exc
    except UnicodeDecodeError as exc:
        raise StoreError(f"[KG302] {path} is not a readable graph file: not UTF-8 text "
                         f"(byte 0x{exc.object[exc.start]:02x} at offset {exc.start})") from exc
    if not text.strip():
        raise StoreError(f"[KG302] {path} is empty: run `kg build INPUT --out DIR` to write a graph")
    try:
        payload = json.loads(text)
    except RecursionError as exc:
        raise StoreError(f"[KG302] {path} is not a readable graph file: JSON nested too deeply") from exc
    except json.JSONDecodeError as exc:
        raise StoreError(f"[KG302] {path} is not a readable graph file: {exc}") from exc
    except ValueError as exc:  # (a number too long to convert)
        raise StoreError(f"[KG302] {path} is not a readable graph file: {json_error_detail(exc)}") from exc
    if "\\ud" in text or "\\uD" in text:  # (an escape of half a surrogate pair, perhaps standing alone)
        try:
            payload = _without_lone_surrogates(payload)
        except RecursionError as exc:
            raise StoreError(f"[KG302] {path} is not a readable graph file: JSON nested too deeply") from exc
    return graph_from_dict(payload, problems, source=str(path))


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _without_lone_surrogates(value: Any) -> Any:
    """The payload with the halves of surrogate pairs that stand alone dropped from every text, as the readers drop
    them from papers: a graph.json edited by hand may hold an escape such as "\\ud800", which no UTF-8 output
    (graph.json, HTML, CSV, Neo4j) can write."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("", value)
    if isinstance(value, list):
        return [_without_lone_surrogates(item) for item in value]
    if isinstance(value, dict):
        return {_without_lone_surrogates(key): _without_lone_surrogates(item) for key, item in value.items()}
    return value
