"""GraphML, GEXF and node-link JSON, each readable back with the same Python types.

GraphML and GEXF hold only scalar attributes, so any attribute that is not uniformly
one scalar type (lists such as ``aliases``, ``None``, mixed types, or text XML cannot
carry such as control characters) is written as JSON text under the name
``<attr>.json``; the readers here decode those back. Both formats' readers also give
meaning to some attribute names (``label`` in both; ``start``, ``end``, ``type``, ... in
GEXF), so those travel as ``kg.<name>``: a node's kind is ``kg.label``, and its ``label``
is its display name, a relationship's its type, which is what Gephi, yEd and Cytoscape show.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import networkx as nx

from kg.errors import ExportError

JSON_SUFFIX = ".json"
RESERVED_PREFIX = "kg."
# (Gephi's GraphML importer reads `label` as the node's or edge's label and `id` as the edge's id)
GRAPHML_RESERVED = {"node": {"label"}, "edge": {"id", "label"}}
GEXF_RESERVED = {
    "node": {"id", "label", "pid", "start", "end", "viz", "parents", "slices", "spells", "key", "networkx_key"},
    "edge": {"id", "label", "weight", "type", "start", "end", "key", "slices", "spells", "networkx_key"},
}
NODE_LINK_FORMAT = "paper-kg/node-link"

# Characters XML 1.0 cannot hold, plus \r, which XML parsers turn into \n.
_XML_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0d\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _scalar_kind(value: Any) -> str | None:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return None if _XML_UNSAFE.search(value) else "str"
    return None


def _json_attrs(rows: list[dict]) -> set[str]:
    """Attributes that cannot be written as one plain scalar type."""
    kinds: dict[str, set[str | None]] = {}
    for data in rows:
        for name, value in data.items():
            kinds.setdefault(name, set()).add(_scalar_kind(value))
    return {name for name, seen in kinds.items() if len(seen) != 1 or None in seen}


def _encode(data: dict, as_json: set[str], reserved: set[str]) -> dict:
    out = {}
    for name, value in data.items():
        target = RESERVED_PREFIX + name if name in reserved or name.startswith(RESERVED_PREFIX) else name
        if name in as_json:
            out[target + JSON_SUFFIX] = json.dumps(value, ensure_ascii=True, sort_keys=True)
        else:
            out[target] = _xml_text(value) if isinstance(value, str) else value
    return out


# What XML 1.0 cannot hold at all, not even escaped: control characters other than tab and line ends, the halves of
# surrogate pairs standing alone (a "\ud800" escape in a graph.json gives one), and the two non-characters; a graph a
# program built or a graph.json edited by hand may still hold them.
_NOT_IN_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_text(text: str) -> str:
    """The text with each character XML cannot hold as a space, so the file parses and offsets into it stay right."""
    return _NOT_IN_XML.sub(" ", text)


def _decode(data: dict) -> dict:
    out = {}
    for name, value in data.items():
        if name.endswith(JSON_SUFFIX) and isinstance(value, str):
            name = name[: -len(JSON_SUFFIX)]
            value = json.loads(value)
        if name.startswith(RESERVED_PREFIX):
            name = name[len(RESERVED_PREFIX):]
        out[name] = value
    return out


def _encoded_copy(graph: nx.MultiDiGraph, reserved: dict[str, set[str]]) -> nx.MultiDiGraph:
    node_json = _json_attrs([d for _, d in graph.nodes(data=True)])
    edge_json = _json_attrs([d for _, _, d in graph.edges(data=True)])
    out = nx.MultiDiGraph()
    for node_id, data in graph.nodes(data=True):
        out.add_node(_xml_text(str(node_id)), **_encode(data, node_json, reserved["node"]))
    for start, end, key, data in graph.edges(keys=True, data=True):
        out.add_edge(_xml_text(str(start)), _xml_text(str(end)), key=_xml_text(str(key)),
                     **_encode(data, edge_json, reserved["edge"]))
    return out


def _write_xml(writer, graph: nx.MultiDiGraph, path: str | os.PathLike, what: str) -> Path:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        writer(graph, path)
    except OSError as exc:
        raise ExportError(f"[KG404] cannot write {what} to {path}: {exc.strerror or exc}; pick a writable path with -o") from exc
    return path


def _labelled_by_name_and_type(graph: nx.MultiDiGraph, encoded: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """The label a viewer shows: a node's display name, a relationship's type."""
    for node_id, data in graph.nodes(data=True):
        encoded.nodes[_xml_text(str(node_id))]["label"] = _xml_text(str(data.get("name", node_id)))
    for start, end, key, data in graph.edges(keys=True, data=True):
        if "type" in data:
            encoded.edges[_xml_text(str(start)), _xml_text(str(end)), _xml_text(str(key))]["label"] = \
                _xml_text(str(data["type"]))
    return encoded


def write_graphml(graph: nx.MultiDiGraph, path: str | os.PathLike) -> Path:
    """GraphML for Gephi, yEd and Cytoscape: nodes labelled by name, edges by type, the kind as `kg.label`;
    `read_graphml` restores every type."""
    encoded = _labelled_by_name_and_type(graph, _encoded_copy(graph, GRAPHML_RESERVED))
    return _write_xml(_write_graphml_with_named_keys, encoded, path, "GraphML")


def _write_graphml_with_named_keys(graph: nx.MultiDiGraph, path: Path) -> None:
    """networkx numbers its keys d0, d1, ...; Gephi takes the key with id d3 (of nodes) or d7 (of edges), yEd's
    label keys, for the label whatever it holds, so each key is named after its attribute instead."""
    writer = nx.readwrite.graphml.GraphMLWriter(encoding="utf-8", prettyprint=True)
    writer.add_graph_element(graph)
    named = {}
    for key in writer.xml.iter("key"):
        named[key.get("id")] = f"{key.get('for')}.{key.get('attr.name')}"
        key.set("id", named[key.get("id")])
    for data in writer.xml.iter("data"):
        data.set("key", named[data.get("key")])
    with open(path, "wb") as handle:
        writer.dump(handle)


def read_graphml(path: str | os.PathLike) -> nx.MultiDiGraph:
    raw = nx.read_graphml(path, force_multigraph=True)
    graph = nx.MultiDiGraph()
    for node_id, data in raw.nodes(data=True):
        data = dict(data)
        if "kg.label" in data:  # (a display label beside the kind; a file written before held the kind in label)
            data.pop("label", None)
        graph.add_node(node_id, **_decode(data))
    for start, end, key, data in raw.edges(keys=True, data=True):
        data = dict(data)
        data.pop("id", None)
        if data.get("label") == data.get("type"):
            data.pop("label", None)
        graph.add_edge(start, end, key=key, **_decode(data))
    return graph


def write_gexf(graph: nx.MultiDiGraph, path: str | os.PathLike) -> Path:
    """GEXF for Gephi: nodes labelled by name, edges by type, the kind as `kg.label`; `read_gexf` restores every
    type."""
    encoded = _labelled_by_name_and_type(graph, _encoded_copy(graph, GEXF_RESERVED))
    for start, end, key in graph.edges(keys=True):
        encoded.edges[str(start), str(end), str(key)]["id"] = str(key)
    return _write_xml(_write_gexf_without_date, encoded, path, "GEXF")


def _write_gexf_without_date(graph: nx.MultiDiGraph, path: Path) -> None:
    """networkx stamps the day of writing into <meta>; without it the same graph gives the same bytes."""
    writer = nx.readwrite.gexf.GEXFWriter(encoding="utf-8", prettyprint=True)
    writer.add_graph(graph)
    meta = writer.xml.find("meta")
    if meta is not None:
        meta.attrib.pop("lastmodifieddate", None)
    with open(path, "wb") as handle:
        writer.write(handle)


def read_gexf(path: str | os.PathLike) -> nx.MultiDiGraph:
    raw = nx.read_gexf(path, node_type=str)
    graph = nx.MultiDiGraph()
    for node_id, data in raw.nodes(data=True):
        data = dict(data)
        data.pop("label", None)
        graph.add_node(node_id, **_decode(data))
    edges = raw.edges(keys=True, data=True) if raw.is_multigraph() else ((u, v, None, d) for u, v, d in raw.edges(data=True))
    for start, end, key, data in edges:
        data = dict(data)
        key = data.pop("id", key)
        data.pop("label", None)
        graph.add_edge(start, end, key=key, **_decode(data))
    return graph


def node_link_data(graph: nx.MultiDiGraph) -> dict:
    """d3 / sigma.js shape: nodes with `id`, links with `source`, `target`, `key`."""
    nodes = [{"id": node_id, **data} for node_id, data in sorted(graph.nodes(data=True), key=lambda n: str(n[0]))]
    links = [{"source": start, "target": end, "key": key, **data}
             for start, end, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: str(e[2]))]
    return {"format": NODE_LINK_FORMAT, "directed": True, "multigraph": True, "nodes": nodes, "links": links}


def write_json(graph: nx.MultiDiGraph, path: str | os.PathLike) -> Path:
    path = Path(path)
    try:
        text = json.dumps(node_link_data(graph), ensure_ascii=False, indent=1, allow_nan=False, default=_json_default)
    except ValueError as exc:
        raise ExportError(f"[KG406] the graph holds a value JSON cannot represent ({exc}); "
                          "export as GraphML or Cypher instead") from exc
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        raise ExportError(f"[KG404] cannot write JSON to {path}: {exc.strerror or exc}; pick a writable path with -o") from exc
    return path


def _json_default(value: Any) -> Any:
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value) if isinstance(value, (set, frozenset)) else list(value)
    return str(value)


def read_json(path: str | os.PathLike) -> nx.MultiDiGraph:
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ExportError(f"[KG405] {path} is not a readable node-link JSON file: {exc}") from exc
    if payload.get("format") != NODE_LINK_FORMAT:
        raise ExportError(f"[KG405] {path} is not a paper-kg node-link file (format {payload.get('format')!r})")
    graph = nx.MultiDiGraph()
    for node in payload["nodes"]:
        node = dict(node)
        graph.add_node(node.pop("id"), **node)
    for link in payload["links"]:
        link = dict(link)
        graph.add_edge(link.pop("source"), link.pop("target"), key=link.pop("key"), **link)
    return graph
