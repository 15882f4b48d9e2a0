"""Choosing an output format and writing a selected subgraph in it."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

import networkx as nx

from kg.errors import ExportError
from kg.export.cypher import write_cypher
from kg.export.html import write_html
from kg.export.interchange import write_gexf, write_graphml, write_json
from kg.export.selection import VIEW_LIMIT, Selection, select_subgraph
from kg.export.tables import write_csv

FORMATS = ("html", "graphml", "gexf", "json", "csv", "cypher")
EXTENSIONS = {
    ".html": "html", ".htm": "html",
    ".graphml": "graphml", ".gexf": "gexf",
    ".json": "json",
    ".csv": "csv",
    ".cypher": "cypher", ".cql": "cypher",
}
FORMAT_ALIASES = {"cql": "cypher", "htm": "html", "node-link": "json"}
STDOUT = "-"  # an output named "-" is standard output, as for `kg extract`


@dataclass
class ExportResult:
    format: str
    paths: list[Path]
    nodes: int
    relationships: int
    focus_ids: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {"format": self.format, "paths": [str(p) for p in self.paths], "nodes": self.nodes,
                "relationships": self.relationships, "focus": list(self.focus_ids), "notes": list(self.notes)}


def names_a_folder(out: str | os.PathLike) -> bool:
    """An output name ending in a slash ('tables/'), which only a folder has. (A Path has dropped the slash: only
    the name as written still holds it.)"""
    return str(out).endswith(tuple(sep for sep in (os.sep, os.altsep) if sep))


def format_for(fmt: Optional[str], out: str | os.PathLike) -> str:
    """The format asked for, else the one the output name implies: a name ending in a slash is a CSV folder.

    Raises:
        ExportError: unknown format, a one-file format into a folder, or no format and an output name without a
            known extension.
    """
    if fmt:
        name = FORMAT_ALIASES.get(fmt.lower(), fmt.lower())
        if name not in FORMATS:
            raise ExportError(f"[KG403] unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
        if name == "csv" and str(out) == STDOUT:
            raise ExportError("[KG403] CSV is two files (nodes and relationships), which standard output cannot "
                              "hold: name a folder with -o")
        if name != "csv" and names_a_folder(out):  # (not a file named as the folder, slash dropped)
            raise ExportError(f"[KG403] {out} names a folder, and only csv writes one (its nodes, relationships and "
                              f"import command): name a file for {name}")
        return name
    if str(out) == STDOUT:
        one_file = ", ".join(name for name in FORMATS if name != "csv")
        raise ExportError(f"[KG403] writing to standard output (-o -) needs --format: one of {one_file}")
    if names_a_folder(out):
        return "csv"
    suffix = Path(out).suffix.lower()
    if suffix in EXTENSIONS:
        return EXTENSIONS[suffix]
    if Path(out).is_dir():
        return "csv"
    known = ", ".join(sorted(EXTENSIONS))
    raise ExportError(f"[KG403] cannot tell the format from {str(out)!r}: pass --format ({', '.join(FORMATS)}) "
                      f"or name the output with one of {known}")


def write_format(graph: nx.MultiDiGraph, fmt: str, out: str | os.PathLike, title: str = "paper-kg graph",
                 focus_ids: tuple[str, ...] = ()) -> tuple[list[Path], list[str]]:
    """Write `graph` as `fmt`; returns the files written and any notes."""
    if str(out) == STDOUT:
        return _written_to_stdout(graph, fmt, title, focus_ids)
    folder = names_a_folder(out)
    out = Path(out)
    if fmt == "html":
        return [write_html(graph, out, title=title, focus_ids=focus_ids)], []
    if fmt == "graphml":
        return [write_graphml(graph, out)], []
    if fmt == "gexf":
        return [write_gexf(graph, out)], []
    if fmt == "json":
        return [write_json(graph, out)], []
    if fmt == "cypher":
        script = write_cypher(graph, out)
        return [out], script.notes
    if fmt == "csv":
        if out.suffix.lower() == ".csv" and not folder:  # a file stem: out/x.csv -> out/x.nodes.csv, ...
            files = write_csv(graph, out.parent, prefix=out.stem + ".")
        else:
            files = write_csv(graph, out)
        return files.paths, files.notes
    raise ExportError(f"[KG403] unknown format {fmt!r}: use one of {', '.join(FORMATS)}")


def _written_to_stdout(graph: nx.MultiDiGraph, fmt: str, title: str,
                       focus_ids: tuple[str, ...]) -> tuple[list[Path], list[str]]:
    """One file's bytes on standard output, written by the same writer as a file so the two never differ."""
    format_for(fmt, STDOUT)  # (CSV cannot go there)
    with tempfile.TemporaryDirectory(prefix="kg-export-") as folder:
        staged = Path(folder) / f"graph.{fmt}"
        _, notes = write_format(graph, fmt, staged, title=title, focus_ids=focus_ids)
        sys.stdout.flush()
        binary = getattr(sys.stdout, "buffer", None)
        if binary is not None:
            with staged.open("rb") as handle:
                shutil.copyfileobj(handle, binary)
            binary.flush()
        else:  # a text stream standing in for standard output (a notebook's, a redirect_stdout's)
            sys.stdout.write(staged.read_text(encoding="utf-8"))
            sys.stdout.flush()
    return [Path(STDOUT)], notes


def export_subgraph(graph: nx.MultiDiGraph, selection: Selection, fmt: Optional[str], out: str | os.PathLike,
                    title: Optional[str] = None) -> ExportResult:
    """Select a subgraph and write it; the format comes from `fmt`, else from `out` (its extension; a name ending in a
    slash, or an existing folder, is CSV)."""
    fmt = format_for(fmt, out)
    if fmt == "html" and "limit" not in selection.model_fields_set:
        selection = selection.model_copy(update={"limit": VIEW_LIMIT})  # (a browser must draw every node)
    result = select_subgraph(graph, selection)
    if title is None:
        title = _default_title(result.subgraph, result.focus_ids)
    paths, notes = write_format(result.subgraph, fmt, out, title=title, focus_ids=result.focus_ids)
    return ExportResult(format=fmt, paths=paths, nodes=result.subgraph.number_of_nodes(),
                        relationships=result.subgraph.number_of_edges(), focus_ids=result.focus_ids,
                        notes=[*result.notes, *notes])


def _default_title(graph: nx.MultiDiGraph, focus_ids: tuple[str, ...]) -> str:
    if not focus_ids:
        return "paper-kg graph"
    names = [str(graph.nodes[f].get("name", f)) for f in focus_ids[:3] if f in graph]
    more = f" and {len(focus_ids) - 3} more" if len(focus_ids) > 3 else ""
    return "paper-kg: " + ", ".join(names) + more
