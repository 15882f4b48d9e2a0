"""The default store: one JSON file, byte-identical for the same graph.

Format: ``{"format": "paper-kg/graph", "version": 1, "nodes": [...], "relationships": [...]}``.
Each node is ``{"id", "label", "name", ...properties}``; each relationship is
``{"key", "type", "source", "target", ...properties}`` (``start`` and ``end`` are the
evidence's character offsets, so the endpoints use the node-link names). Both lists are sorted so that
the same input always writes the same bytes.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import networkx as nx

from kg.errors import StoreError

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


def graph_from_dict(payload: dict) -> nx.MultiDiGraph:
    if payload.get("format") != FORMAT:
        raise StoreError(f"not a paper-kg graph file (format {payload.get('format')!r}, expected {FORMAT!r})")
    graph = nx.MultiDiGraph()
    for node in payload.get("nodes", []):
        node = dict(node)
        graph.add_node(node.pop("id"), **node)
    for rel in payload.get("relationships", []):
        rel = dict(rel)
        start, end, key = rel.pop("source"), rel.pop("target"), rel.pop("key")
        graph.add_edge(start, end, key=key, **rel)
    return graph


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


def write_text_atomic(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp creates 0600; outputs are ordinary files
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_graph(path: str | os.PathLike) -> nx.MultiDiGraph:
    path = Path(path)
    try:
        payload = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise StoreError(f"[KG301] no graph file at {path}: run `kg build INPUT --out DIR` first") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise StoreError(f"[KG302] {path} is not a readable graph file: {exc}") from exc
    return graph_from_dict(payload)
