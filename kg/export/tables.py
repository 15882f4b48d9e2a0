"""CSV files in the layout `neo4j-admin database import` reads.

Header fields carry the Neo4j type (``papers:int``, ``aliases:string[]``); arrays are
joined by the array delimiter, ``;`` unless a value contains it. The exact import
command, with the delimiter and multiline option it needs, is written next to the files.
"""

from __future__ import annotations

import csv
import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import networkx as nx

from kg.errors import ExportError

ARRAY_DELIMITERS = (";", "|", "\u001f")
NODE_FIXED = ("id:ID", ":LABEL", "name")
REL_FIXED = (":START_ID", ":END_ID", ":TYPE", "key")


@dataclass
class CsvFiles:
    nodes: Path
    relationships: Path
    command: Path
    array_delimiter: str
    notes: list[str] = field(default_factory=list)

    @property
    def paths(self) -> list[Path]:
        return [self.nodes, self.relationships, self.command]


def _neo4j_type(values: Iterable[Any]) -> str:
    kinds = set()
    for value in values:
        if value is None:
            continue
        if isinstance(value, bool):
            kinds.add("boolean")
        elif isinstance(value, int):
            kinds.add("int" if -2**63 <= value < 2**63 else "string")
        elif isinstance(value, float):
            kinds.add("float")
        elif isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
            kinds.add("string[]")
        else:
            kinds.add("string")
    if kinds == {"int", "float"}:
        return "float"
    if len(kinds) == 1:
        return kinds.pop()
    return "string"


def _header_columns(rows: list[dict], skip: set[str]) -> list[tuple[str, str]]:
    names: dict[str, None] = {}
    for data in rows:
        for name in data:
            if name not in skip:
                names.setdefault(name, None)
    columns = []
    for name in sorted(names):
        kind = _neo4j_type(data.get(name) for data in rows)
        columns.append((name, kind))
    return columns


def _cell(value: Any, kind: str, delimiter: str) -> str:
    if value is None:
        return ""
    if kind == "string[]":
        return delimiter.join(value)
    if kind == "boolean":
        return "true" if value else "false"
    if kind == "float":
        return "" if isinstance(value, float) and math.isnan(value) else repr(float(value))
    if kind == "int":
        return str(value)
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _pick_delimiter(rows: Iterable[dict], array_columns: set[str]) -> str:
    used = set()
    for data in rows:
        for name in array_columns:
            for item in data.get(name) or ():
                used.update(d for d in ARRAY_DELIMITERS if d in item)
    for delimiter in ARRAY_DELIMITERS:
        if delimiter not in used:
            return delimiter
    raise ExportError("[KG407] every array delimiter paper-kg knows occurs inside a list value; export as Cypher instead")


def _header(name: str, kind: str) -> str:
    return name if kind == "string" else f"{name}:{kind}"


def write_csv(graph: nx.MultiDiGraph, out_dir: str | os.PathLike, prefix: str = "") -> CsvFiles:
    """Write ``<prefix>nodes.csv``, ``<prefix>relationships.csv`` and the import command."""
    out_dir = Path(out_dir)
    node_rows = [(node_id, dict(data)) for node_id, data in sorted(graph.nodes(data=True), key=lambda n: str(n[0]))]
    edge_rows = [(u, v, k, dict(d)) for u, v, k, d in sorted(graph.edges(keys=True, data=True), key=lambda e: str(e[2]))]
    node_columns = _header_columns([d for _, d in node_rows], {"label", "name"})
    edge_columns = _header_columns([d for *_, d in edge_rows], {"type"})
    arrays = {name for name, kind in node_columns + edge_columns if kind == "string[]"}
    delimiter = _pick_delimiter([d for _, d in node_rows] + [d for *_, d in edge_rows], arrays)
    notes = []
    if delimiter != ";":
        notes.append(f"a list value contains ';': arrays in the CSV use {delimiter!r} as delimiter "
                     f"(see {prefix}import-command.txt)")

    nodes_path = out_dir / f"{prefix}nodes.csv"
    rels_path = out_dir / f"{prefix}relationships.csv"
    command_path = out_dir / f"{prefix}import-command.txt"
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        with nodes_path.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle, lineterminator="\n")
            writer.writerow([*NODE_FIXED, *(_header(n, k) for n, k in node_columns)])
            for node_id, data in node_rows:
                writer.writerow([node_id, data.get("label", ""), data.get("name", node_id),
                                 *(_cell(data.get(n), k, delimiter) for n, k in node_columns)])
        with rels_path.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle, lineterminator="\n")
            writer.writerow([*REL_FIXED, *(_header(n, k) for n, k in edge_columns)])
            for start, end, key, data in edge_rows:
                writer.writerow([start, end, data.get("type", ""), key,
                                 *(_cell(data.get(n), k, delimiter) for n, k in edge_columns)])
        command_path.write_text(_import_command(nodes_path.name, rels_path.name, delimiter), encoding="utf-8")
    except OSError as exc:
        raise ExportError(f"[KG404] cannot write CSV files to {out_dir}: {exc.strerror or exc}; "
                          "pick a writable directory with -o") from exc
    return CsvFiles(nodes=nodes_path, relationships=rels_path, command=command_path,
                    array_delimiter=delimiter, notes=notes)


def _import_command(nodes: str, rels: str, delimiter: str) -> str:
    shown = delimiter if delimiter != "\u001f" else "\\u001f"
    return ("# Load into an empty, stopped database (Neo4j 5):\n"
            f"neo4j-admin database import full --nodes={nodes} --relationships={rels} "
            f"--array-delimiter='{shown}' --multiline-fields=true --overwrite-destination neo4j\n")
