"""A Cypher script that recreates a subgraph in any Neo4j, with no parameters.

Every value is written as a literal, so escaping is the whole job: strings become
single-quoted literals with backslashes, quotes and control characters escaped, one
statement per line. Labels and relationship types come only from the schema
allowlist in kg.graph; property names are backtick-quoted.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import networkx as nx

from kg.errors import ExportError
from kg.graph import NODE_LABELS, REL_TYPES
from kg.wording import counted

_STRING_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


@dataclass
class CypherScript:
    text: str
    nodes: int
    relationships: int
    notes: list[str] = field(default_factory=list)


def cypher_string(value: str) -> str:
    """A single-quoted Cypher string literal that reads back as exactly `value`."""
    out = []
    for ch in value:
        if ch in _STRING_ESCAPES:
            out.append(_STRING_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F or 0xD800 <= ord(ch) <= 0xDFFF or ch in "\u2028\u2029\u0085":
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "'" + "".join(out) + "'"


def cypher_name(name: str) -> str:
    """A backtick-quoted identifier (property key)."""
    return "`" + str(name).replace("`", "``") + "`"


def cypher_literal(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "(0.0/0.0)"
        if math.isinf(value):
            return "(1.0/0.0)" if value > 0 else "(-1.0/0.0)"
        return repr(value)
    if isinstance(value, str):
        return cypher_string(value)
    if isinstance(value, (list, tuple)):
        kinds = {type(v) for v in value}
        if len(kinds) <= 1 and not (kinds & {list, tuple, dict, type(None)}):
            return "[" + ", ".join(cypher_literal(v) for v in value) + "]"
    # Neo4j cannot store maps or mixed lists as a property: keep them as JSON text.
    return cypher_string(json.dumps(value, ensure_ascii=False, sort_keys=True, default=str))


def _props_map(data: dict, skip: tuple[str, ...]) -> str:
    items = [f"{cypher_name(k)}: {cypher_literal(v)}" for k, v in sorted(data.items())
             if k not in skip and v is not None]
    return "{" + ", ".join(items) + "}"


def cypher_script(graph: nx.MultiDiGraph, constraints: bool = True) -> CypherScript:
    """The MERGE statements for a graph; nodes and relationships outside the schema are skipped and noted."""
    lines = ["// paper-kg subgraph: run with cypher-shell -f FILE, or paste into Neo4j Browser.",
             "// Re-running it changes nothing: every node and relationship is MERGEd on its id / key."]
    labels_of: dict[str, str] = {}
    skipped_nodes = []
    for node_id, data in graph.nodes(data=True):
        label = data.get("label")
        if label in NODE_LABELS:
            labels_of[node_id] = label
        else:
            skipped_nodes.append(f"{node_id!r} ({label!r})")
    if constraints:
        for label in sorted(set(labels_of.values())):
            lines.append(f"CREATE CONSTRAINT IF NOT EXISTS FOR (n:`{label}`) REQUIRE n.id IS UNIQUE;")
    node_count = 0
    for node_id in sorted(labels_of, key=str):
        data = graph.nodes[node_id]
        props = _props_map(data, ("label", "id"))
        lines.append(f"MERGE (n:`{labels_of[node_id]}` {{id: {cypher_literal(str(node_id))}}}) SET n += {props};")
        node_count += 1
    rel_count = 0
    skipped_rels = []
    for start, end, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: str(e[2])):
        rel_type = data.get("type")
        if rel_type not in REL_TYPES or start not in labels_of or end not in labels_of:
            skipped_rels.append(repr(key))
            continue
        props = _props_map(data, ("type", "key"))
        lines.append(
            f"MATCH (a:`{labels_of[start]}` {{id: {cypher_literal(str(start))}}}), "
            f"(b:`{labels_of[end]}` {{id: {cypher_literal(str(end))}}}) "
            f"MERGE (a)-[r:`{rel_type}` {{key: {cypher_literal(str(key))}}}]->(b) SET r += {props};")
        rel_count += 1
    notes = []
    if skipped_nodes:
        notes.append(f"cypher: skipped {counted(len(skipped_nodes), 'node')} with a label outside the schema: "
                     + ", ".join(skipped_nodes[:5]))
    if skipped_rels:
        notes.append(f"cypher: skipped {counted(len(skipped_rels), 'relationship')} with a type outside the schema "
                     "or an end node skipped: " + ", ".join(skipped_rels[:5]))
    return CypherScript(text="\n".join(lines) + "\n", nodes=node_count, relationships=rel_count, notes=notes)


def write_cypher(graph: nx.MultiDiGraph, path: str | os.PathLike, constraints: bool = True) -> CypherScript:
    script = cypher_script(graph, constraints=constraints)
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(script.text, encoding="utf-8")
    except OSError as exc:
        raise ExportError(f"[KG404] cannot write Cypher to {path}: {exc.strerror or exc}; pick a writable path with -o") from exc
    return script
