"""The saved queries of cypher/ answered from a graph file, without Neo4j.

Each function answers one saved query over the graph as `kg load` writes it into an empty database (see
StoredGraph): the same columns, values, order and limit as the Cypher gives there. A database that several
graphs were loaded into holds more, and answers for all of them. Parameters are checked and read as by
`kg query` against Neo4j (kg.store.neo4j.build_saved_query, names_read), so both take the same ones.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional, Union

import networkx as nx

from kg.errors import StoreError
from kg.store.neo4j import (ALIASES_BY_LOAD, ENTITY_LABELS, NameLookups, build_saved_query, entity_rows, names_read,
                            names_unknown, no_saved_query, node_row, paper_facts, plan_load, plan_nodes, rel_row,
                            saved_queries)


@dataclass
class StoredGraph:
    """A graph as Neo4j holds it after `kg load` into an empty database: the nodes and relationships the schema
    allows, with their properties as stored (a list of mixed values as JSON text, no empty values; an entity's
    paper count as the load writes it; a Repository without aliases)."""

    labels: dict[str, str] = field(default_factory=dict)  # node id -> label
    props: dict[str, dict[str, Any]] = field(default_factory=dict)  # node id -> properties, with its id
    out: dict[str, list[tuple[str, str, dict]]] = field(default_factory=lambda: defaultdict(list))  # (type, end, props)
    _by_label: dict[str, list[str]] = field(default_factory=dict)

    def of(self, label: str) -> list[str]:
        """The nodes of a label, by id."""
        if not self._by_label:
            for node in sorted(self.labels):
                self._by_label.setdefault(self.labels[node], []).append(node)
        return self._by_label.get(label, [])

    def ends(self, start: str, types: Iterable[str], label: Optional[str] = None) -> list[tuple[str, str, dict]]:
        """The relationships of `types` from `start` (one per relationship, as a MATCH finds them) to a node of
        `label` (any when None)."""
        return [(rel_type, end, props) for rel_type, end, props in self.out.get(start, ())
                if rel_type in types and (label is None or self.labels[end] == label)]


def stored_graph(graph: Union[nx.MultiDiGraph, StoredGraph]) -> StoredGraph:
    """The graph as `kg load` writes it into an empty database (kg.store.neo4j.plan_load and its rows)."""
    if isinstance(graph, StoredGraph):
        return graph
    nodes = plan_nodes(graph)
    plan = plan_load(graph, batch_size=max(1, graph.number_of_edges() + graph.number_of_nodes()), nodes=nodes)
    stored = StoredGraph()
    for label, ids in nodes.entity_ids.items():
        for row in entity_rows(graph, nodes.labels, ids, for_create=True, load=""):
            props = dict(row["props"])
            props.pop(ALIASES_BY_LOAD, None)
            stored.labels[row["id"]] = label
            stored.props[row["id"]] = props
    raw = graph.nodes
    for paper_id in sorted(nodes.paper_ids):
        stored.labels[paper_id] = "Paper"
        stored.props[paper_id] = node_row(paper_id, raw[paper_id])["props"]
        for result_id in plan.results_of.get(paper_id, ()):
            stored.labels[result_id] = "Result"
            stored.props[result_id] = node_row(result_id, raw[result_id])["props"]
    for paper_id in sorted(nodes.paper_ids):
        for key, rel_type, start, end, data in paper_facts(graph, nodes.labels, paper_id,
                                                           plan.results_of.get(paper_id, ()), skipped=[]):
            if end in stored.labels:  # (the load's MATCH of a node it did not write finds none: no relationship)
                stored.out[start].append((rel_type, end, rel_row(start, end, key, data)["props"]))
    for rel_type, rows in plan.free_rels.items():
        for row in rows:
            if row["start"] in stored.labels and row["end"] in stored.labels:
                stored.out[row["start"]].append((rel_type, row["end"], row["props"]))
    return stored


# ---------------------------------------------------------------- Cypher's values

_KIND_RANK = {dict: 0, list: 3, str: 11, bool: 12}


def order_key(value: Any) -> tuple:
    """A value's place in Cypher's ascending ORDER BY: maps, lists, strings (by code point), booleans, numbers,
    then null last."""
    if value is None:
        return (99,)
    if isinstance(value, bool):
        return (12, value)
    if isinstance(value, (int, float)):
        return (13, value)
    if isinstance(value, (list, tuple)):
        return (3, tuple(order_key(item) for item in value))
    if isinstance(value, dict):
        return (0, tuple(sorted((key, order_key(item)) for key, item in value.items())))
    return (_KIND_RANK.get(type(value), 11), value)


def ordered(rows: list, keys: list[tuple[Callable[[Any], Any], bool]]) -> list:
    """Rows in the order of ORDER BY `keys`: (value of a row, descending); nulls last ascending, first descending."""
    rows = list(rows)
    for key, descending in reversed(keys):
        rows.sort(key=lambda row: order_key(key(row)), reverse=descending)  # (stable, also reversed)
    return rows


def _lower(value: Any) -> Optional[str]:
    return value.lower() if isinstance(value, str) else None


def _equal(a: Any, b: Any) -> Optional[bool]:
    """Cypher's =: null when either side is null."""
    if a is None or b is None:
        return None
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    return a == b


def _coalesce(*values: Any) -> Any:
    return next((value for value in values if value is not None), None)


def _named(props: dict, value: str) -> bool:
    """n.id = $value OR toLower(n.name) = toLower($value) OR an alias is, in any case."""
    wanted = value.lower()
    if props.get("id") == value or _lower(props.get("name")) == wanted:
        return True
    return any(_lower(alias) == wanted for alias in props.get("aliases") or [])


def _title(props: dict) -> Any:
    return _coalesce(props.get("title"), props.get("name"))


def _distinct(values: Iterable[Any]) -> list:
    """collect(DISTINCT ...): the values other than null, each once, in their order."""
    seen: list = []
    for value in values:
        if value is not None and value not in seen:
            seen.append(value)
    return seen


def _titles_in_order(stored: StoredGraph, papers: Iterable[str]) -> list:
    """collect(DISTINCT coalesce(p.title, p.name)) after ORDER BY that title."""
    return _distinct(ordered([_title(stored.props[p]) for p in papers], [(lambda title: title, False)]))


def _hashable(value: Any) -> Any:
    """A value as a key of a dict: a list (a Result's value or unit a graph.json edited by hand gives as a list,
    stored as such) as a tuple of its items."""
    return tuple(value) if isinstance(value, list) else value


def _limited(rows: list, limit: int) -> list:
    return rows[:limit]


# ---------------------------------------------------------------- the saved queries

_PROPOSES_OR_USES = ("PROPOSES", "USES")


def baselines_of(graph: Union[nx.MultiDiGraph, StoredGraph], method: str, limit: int = 50) -> list[dict]:
    """cypher/baselines-of.cypher."""
    stored = stored_graph(graph)
    rows = []
    for m in stored.of("Method"):
        if not _named(stored.props[m], method):
            continue
        found: dict[tuple, tuple] = {}  # (UNION: each row once, by a key any stored value can be part of)
        for p in stored.of("Paper"):
            proposes_m = any(end == m for _, end, _ in stored.ends(p, ("PROPOSES",), "Method"))
            for _, res, _ in stored.ends(p, ("REPORTS",), "Result"):
                for_methods = [end for _, end, _ in stored.ends(res, ("FOR_METHOD",), "Method")]
                if not (m in for_methods or (not for_methods and proposes_m)):
                    continue
                datasets = [end for _, end, _ in stored.ends(res, ("ON_DATASET",), "Dataset")] or [None]
                metrics = [end for _, end, _ in stored.ends(res, ("IN_METRIC",), "Metric")] or [None]
                props = stored.props[res]
                gain_and_score = ((None, props.get("value")) if props.get("direction") == "absolute"  # (its own score)
                                  else (props.get("value"), None))
                for _, b, _ in stored.ends(res, ("AGAINST",), "Method"):
                    for d in datasets:
                        for x in metrics:
                            row = (b, p, *gain_and_score, props.get("unit"), props.get("direction"),
                                   stored.props[x].get("name") if x else None,
                                   stored.props[d].get("name") if d else None, props.get("text"))
                            found.setdefault(tuple(map(_hashable, row)), row)
            if not proposes_m:
                continue
            beaten = set()  # the methods a result of m's (or of no method) is against
            for _, other, _ in stored.ends(p, ("REPORTS",), "Result"):
                for_methods = [end for _, end, _ in stored.ends(other, ("FOR_METHOD",), "Method")]
                if m in for_methods or not for_methods:
                    beaten.update(end for _, end, _ in stored.ends(other, ("AGAINST",)))
            for _, b, _ in stored.ends(p, ("COMPARES_WITH",), "Method"):
                if b not in beaten:
                    row = (b, p, None, None, None, None, None, None, None)
                    found.setdefault(row, row)
        for b, p, gain, score, unit, direction, metric, dataset, claim in found.values():
            rows.append({"method": stored.props[m].get("name"), "baseline": stored.props[b].get("name"), "gain": gain,
                         "score": score, "unit": unit, "direction": direction, "metric": metric, "dataset": dataset,
                         "paper": _title(stored.props[p]), "paper_id": stored.props[p].get("id"), "claim": claim})
    rows = ordered(rows, [(lambda r: r["baseline"], False), (lambda r: r["gain"], True),
                          (lambda r: r["score"], True)]
                   + [(lambda r, c=c: r[c], False) for c in ("paper_id", "method", "metric", "dataset", "unit",
                                                                "direction", "claim")])
    return _limited(rows, limit)


def co_used(graph: Union[nx.MultiDiGraph, StoredGraph], method: Optional[str] = None, min_papers: int = 1,
            limit: int = 25) -> list[dict]:
    """cypher/co-used.cypher."""
    stored = stored_graph(graph)
    papers_of: dict[tuple[str, str], list[str]] = defaultdict(list)
    for p in stored.of("Paper"):
        used = [end for _, end, _ in stored.ends(p, _PROPOSES_OR_USES, "Method")]
        for a in used:
            if method is not None and not _named(stored.props[a], method):
                continue
            for b in used:
                if a != b and (method is not None or a < b):
                    papers_of[(a, b)].append(p)
    rows = []
    for (a, b), papers in papers_of.items():
        count = len(set(papers))
        if count >= min_papers:
            rows.append({"method": stored.props[a].get("name"), "co_used_with": stored.props[b].get("name"),
                         "papers": count, "example_papers": _titles_in_order(stored, papers)[:3], "_a": a, "_b": b})
    rows = ordered(rows, [(lambda r: r["papers"], True), (lambda r: r["method"], False),
                          (lambda r: r["co_used_with"], False), (lambda r: r["_a"], False), (lambda r: r["_b"], False)])
    return [_without_keys(row) for row in _limited(rows, limit)]


def datasets_of_method(graph: Union[nx.MultiDiGraph, StoredGraph], method: str, limit: int = 50) -> list[dict]:
    """cypher/datasets-of-method.cypher."""
    stored = stored_graph(graph)
    facts: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)  # (m, d) -> (p, how)
    for m in stored.of("Method"):
        if not _named(stored.props[m], method):
            continue
        for p in stored.of("Paper"):
            if any(end == m for _, end, _ in stored.ends(p, _PROPOSES_OR_USES, "Method")):
                for how, d, _ in stored.ends(p, ("EVALUATES_ON", "INTRODUCES"), "Dataset"):
                    facts[(m, d)].append((p, how))
            results = [res for _, res, _ in stored.ends(p, ("REPORTS",), "Result")]
            if any(end == m for res in results for _, end, _ in stored.ends(res, ("FOR_METHOD",), "Method")):
                for res in results:
                    for _, d, _ in stored.ends(res, ("ON_DATASET",), "Dataset"):
                        facts[(m, d)].append((p, "RESULT"))
    rows = []
    for (m, d), found in facts.items():
        papers, evidence, titles = _tallied(stored, found, ("EVALUATES_ON", "INTRODUCES", "RESULT"))
        rows.append({"method": stored.props[m].get("name"), "dataset": stored.props[d].get("name"), "dataset_id": d,
                     "papers": papers, "evidence": evidence, "example_papers": titles, "_m": m})
    rows = ordered(rows, [(lambda r: r["papers"], True)] + [(lambda r, c=c: r[c], False)
                                                             for c in ("dataset", "dataset_id", "method", "_m")])
    return [_without_keys(row) for row in _limited(rows, limit)]


def _tallied(stored: StoredGraph, found: list[tuple[str, str]], kinds: tuple[str, ...]) -> tuple[int, list, list]:
    """What datasets-of-method and methods-on-dataset give of the (paper, kind of fact) pairs behind one row:
    count(DISTINCT p), the kinds found in the order of `kinds`, and the first five of the papers' titles in order."""
    found_kinds = {kind for _, kind in found}
    return (len({p for p, _ in found}), [kind for kind in kinds if kind in found_kinds],
            _titles_in_order(stored, [p for p, _ in found])[:5])


def leaderboard(graph: Union[nx.MultiDiGraph, StoredGraph], dataset: str, metric: Optional[str] = None,
                limit: int = 50) -> list[dict]:
    """cypher/leaderboard.cypher."""
    stored = stored_graph(graph)
    rows = []
    for d in stored.of("Dataset"):
        if not _named_or_a_variant(stored, d, dataset):
            continue
        for paper in stored.of("Paper"):
            own = ordered([stored.props[end].get("name") for _, end, _ in stored.ends(paper, ("PROPOSES",), "Method")],
                          [(lambda name: name, False)])
            for _, res, _ in stored.ends(paper, ("REPORTS",), "Result"):
                on_d = sum(1 for _, end, _ in stored.ends(res, ("ON_DATASET",), "Dataset") if end == d)
                for _ in range(on_d):  # (a row per relationship to d, as the MATCH finds them)
                    metrics = [end for _, end, _ in stored.ends(res, ("IN_METRIC",), "Metric")] or [None]
                    for m in metrics:
                        if metric is not None and (m is None or not _named_or_a_variant(stored, m, metric)):
                            continue
                        methods = [end for _, end, _ in stored.ends(res, ("FOR_METHOD",), "Method")] or [None]
                        baselines = [end for _, end, _ in stored.ends(res, ("AGAINST",), "Method")] or [None]
                        for method_node in methods:
                            for baseline in baselines:
                                rows.append(_leaderboard_row(stored, d, paper, res, m, method_node, baseline, own))
    rows = ordered(rows, [
        (lambda r: _lower(r["metric"]), False), (lambda r: r["metric"], False),
        (lambda r: _lower(r["dataset"]), False), (lambda r: r["dataset"], False),
        (lambda r: 0 if r["direction"] == "absolute" else 1 if _equal(_equal(r["direction"], "decrease"),
                                                                       _coalesce(r["lower_is_better"], False)) else 2,
         False),
        (lambda r: r["value"] if r["direction"] == "absolute" and r["lower_is_better"] is True else None, False),
        (lambda r: r["value"], True)] + [(lambda r, c=c: r[c], False) for c in (
            "method", "paper_id", "baseline", "_res", "dataset", "lower_is_better")])
    return [_without_keys(row) for row in _limited(rows, limit)]


def _named_or_a_variant(stored: StoredGraph, node: str, value: str) -> bool:
    """The node is named `value`, or is a VARIANT_OF one that is (an edition of the dataset, a kind of the measure)."""
    return _named(stored.props[node], value) or any(
        _named(stored.props[family], value) for _, family, _ in stored.ends(node, ("VARIANT_OF",), stored.labels[node]))


def _leaderboard_row(stored: StoredGraph, d: str, paper: str, res: str, m: Optional[str], method: Optional[str],
                     baseline: Optional[str], own: list) -> dict:
    metric = stored.props[m] if m else {}
    result = stored.props[res]
    lower_is_better = metric.get("lower_is_better")
    return {"dataset": stored.props[d].get("name"), "metric": metric.get("name"),
            "method": _coalesce(stored.props[method].get("name") if method else None, own[0] if own else None),
            "value": result.get("value"), "unit": result.get("unit"), "direction": result.get("direction"),
            "baseline": stored.props[baseline].get("name") if baseline else None, "paper": _title(stored.props[paper]),
            "paper_id": stored.props[paper].get("id"), "claim": result.get("text"),
            "lower_is_better": None if lower_is_better is None else lower_is_better is True, "_res": res}


def methods_on_dataset(graph: Union[nx.MultiDiGraph, StoredGraph], dataset: str, limit: int = 50) -> list[dict]:
    """cypher/methods-on-dataset.cypher."""
    stored = stored_graph(graph)
    facts: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)  # (d, m) -> (p, type of r)
    for d in stored.of("Dataset"):
        if not _named(stored.props[d], dataset):
            continue
        for p in stored.of("Paper"):
            if not any(end == d for _, end, _ in stored.ends(p, ("EVALUATES_ON", "INTRODUCES"), "Dataset")):
                continue
            for rel_type, m, _ in stored.ends(p, ("PROPOSES", "USES", "COMPARES_WITH"), "Method"):
                facts[(d, m)].append((p, rel_type))
    rows = []
    for (d, m), found in facts.items():
        papers, roles, titles = _tallied(stored, found, ("PROPOSES", "USES", "COMPARES_WITH"))
        rows.append({"dataset": stored.props[d].get("name"), "method": stored.props[m].get("name"), "method_id": m,
                     "papers": papers, "roles": roles, "example_papers": titles, "_d": d})
    rows = ordered(rows, [(lambda r: r["papers"], True)] + [(lambda r, c=c: r[c], False)
                                                             for c in ("method", "method_id", "dataset", "_d")])
    return [_without_keys(row) for row in _limited(rows, limit)]


_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}(-[0-9]{2})?")


def _iso_date(value: Any) -> Optional[str]:
    return value if isinstance(value, str) and _ISO_DATE.fullmatch(value) else None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def new_datasets(graph: Union[nx.MultiDiGraph, StoredGraph], since: Optional[int] = None, limit: int = 50) -> list[dict]:
    """cypher/new-datasets.cypher."""
    stored = stored_graph(graph)
    introduced: dict[str, list[str]] = defaultdict(list)
    for p in stored.of("Paper"):
        year = stored.props[p].get("year")
        if since is not None and not (_is_number(year) and year >= since):
            continue
        for _, d, _ in stored.ends(p, ("INTRODUCES",), "Dataset"):
            introduced[d].append(p)
    evaluated: dict[str, int] = defaultdict(int)
    for p in stored.of("Paper"):
        for _, d, _ in stored.ends(p, ("EVALUATES_ON",), "Dataset"):
            evaluated[d] += 1
    rows = []
    for d, papers in introduced.items():
        papers = _distinct(ordered(papers, [(lambda p: stored.props[p].get("year"), False),
                                            (lambda p: _iso_date(stored.props[p].get("date")), False),
                                            (lambda p: stored.props[p].get("id"), False)]))
        first = stored.props[papers[0]]
        props = stored.props[d]
        rows.append({"dataset": props.get("name"), "dataset_id": props.get("id"), "aliases": props.get("aliases"),
                     "introduced_by": [_title(stored.props[p]) for p in papers],
                     "paper_ids": [stored.props[p].get("id") for p in papers], "year": first.get("year"),
                     "date": first.get("date"), "evaluated_by": evaluated[d], "_iso": _iso_date(first.get("date"))})
    rows = ordered(rows, [(lambda r: r["year"] is None, False), (lambda r: r["year"], True),
                          (lambda r: r["_iso"] is None, False), (lambda r: r["_iso"], True),
                          (lambda r: _lower(r["dataset"]), False), (lambda r: r["dataset"], False),
                          (lambda r: r["dataset_id"], False)])
    return [_without_keys(row) for row in _limited(rows, limit)]


def paper_card(graph: Union[nx.MultiDiGraph, StoredGraph], paper: str) -> list[dict]:
    """cypher/paper-card.cypher."""
    stored = stored_graph(graph)
    wanted = paper.lower()
    rows = []
    for p in stored.of("Paper"):
        props = stored.props[p]
        if not (p == paper or p == "arxiv:" + paper or _lower(_title(props)) == wanted):
            continue
        for rel_type, x, r in stored.out.get(p, ()):
            common = {"evidence": r.get("sentence"), "start": r.get("start"), "end": r.get("end"), "rule": r.get("rule"),
                      "confidence": r.get("confidence"), "section": _coalesce(r.get("section"), "abstract")}
            if stored.labels[x] != "Result":
                rows.append({"paper_id": p, "title": _title(props), "relation": rel_type, "kind": stored.labels[x],
                             "target": stored.props[x].get("name"), "about": None, "value": None, "unit": None,
                             "direction": None, **common})
        for rel_type, res, r in stored.ends(p, ("REPORTS",), "Result"):
            about = ordered([(q, stored.props[y].get("name")) for q, y, _ in stored.out.get(res, ())],
                            [(lambda pair: pair[0], False), (lambda pair: pair[1], False)])
            result = stored.props[res]
            rows.append({"paper_id": p, "title": _title(props), "relation": "REPORTS", "kind": "Result",
                         "target": result.get("text"),
                         "about": [None if name is None else f"{q}: {name}" for q, name in about],
                         "value": result.get("value"), "unit": result.get("unit"),
                         "direction": result.get("direction"), "evidence": r.get("sentence"),
                         "start": r.get("start"), "end": r.get("end"), "rule": r.get("rule"),
                         "confidence": r.get("confidence"), "section": _coalesce(r.get("section"), "abstract")})
    columns = ("paper_id", "title", "relation", "kind", "target", "about", "value", "unit", "direction", "evidence",
               "start", "end", "rule", "confidence", "section")
    rows = [{column: row[column] for column in columns} for row in rows]
    return ordered(rows, [(lambda r: r["section"] == "abstract", False)] + [
        (lambda r, c=c: r[c], False) for c in ("start", "end", "relation", "target", "paper_id", "kind", "about",
                                               "value", "unit", "direction", "evidence", "rule", "confidence")])


def papers_with_code(graph: Union[nx.MultiDiGraph, StoredGraph], method: Optional[str] = None,
                     limit: int = 50) -> list[dict]:
    """cypher/papers-with-code.cypher."""
    stored = stored_graph(graph)
    rows = []
    for p in stored.of("Paper"):
        props = stored.props[p]
        if method is not None and not any(_named(stored.props[m], method)
                                          for _, m, _ in stored.ends(p, _PROPOSES_OR_USES, "Method")):
            continue
        proposes = ordered([stored.props[m].get("name") for _, m, _ in stored.ends(p, ("PROPOSES",), "Method")],
                           [(lambda name: name, False)])
        for _, repo, _ in stored.ends(p, ("HAS_CODE",), "Repository"):
            rows.append({"paper": _title(props), "paper_id": props.get("id"), "year": props.get("year"),
                         "code": _coalesce(stored.props[repo].get("url"), stored.props[repo].get("id")),
                         "proposes": list(proposes)})
    rows = ordered(rows, [(lambda r: r["year"], True), (lambda r: r["paper_id"], False), (lambda r: r["code"], False)])
    return _limited(rows, limit)


def top_entities(graph: Union[nx.MultiDiGraph, StoredGraph], label: Optional[str] = None,
                 limit: int = 10) -> list[dict]:
    """cypher/top-entities.cypher."""
    stored = stored_graph(graph)
    rows = []
    for known in sorted(ENTITY_LABELS):
        if label is not None and known.lower() != label.lower():
            continue
        entities = ordered(stored.of(known), [(lambda e: _coalesce(stored.props[e].get("papers"), 0), True),
                                              (lambda e: stored.props[e].get("name"), False),
                                              (lambda e: stored.props[e].get("id"), False)])
        for rank, e in enumerate(entities[:limit], start=1):
            props = stored.props[e]
            rows.append({"label": known, "rank": rank, "name": props.get("name"),
                         "papers": _coalesce(props.get("papers"), 0), "aliases": props.get("aliases"),
                         "id": props.get("id")})
    return rows


def _without_keys(row: dict) -> dict:
    """A row without the values kept only to order it."""
    return {key: value for key, value in row.items() if not key.startswith("_")}


LOCAL_QUERIES: dict[str, Callable[..., list[dict]]] = {
    "baselines-of": baselines_of,
    "co-used": co_used,
    "datasets-of-method": datasets_of_method,
    "leaderboard": leaderboard,
    "methods-on-dataset": methods_on_dataset,
    "new-datasets": new_datasets,
    "paper-card": paper_card,
    "papers-with-code": papers_with_code,
    "top-entities": top_entities,
}


# ---------------------------------------------------------------- names and the runner

def graph_lookups(graph: Union[nx.MultiDiGraph, StoredGraph]) -> NameLookups:
    """The lookups kg.store.neo4j.names_read makes, answered from the graph as Neo4j would answer them."""
    stored = stored_graph(graph)

    def entities(label: str) -> dict[str, tuple[Optional[str], list[str]]]:
        found = {}
        for node in stored.of(label):
            props = stored.props[node]
            forms = (props.get("id"), props.get("name"), *(props.get("aliases") or []))
            found[node] = (props.get("name"), [form for form in forms if isinstance(form, str)])
        return found

    def paper_matched(paper: str) -> bool:
        wanted = paper.lower()
        return any(p == paper or p == "arxiv:" + paper or _lower(_title(stored.props[p])) == wanted
                   for p in stored.of("Paper"))

    def paper_by_id(paper_id: str) -> Optional[tuple[str, Optional[str]]]:
        if stored.labels.get(paper_id) != "Paper":  # (a paper known by its arXiv id is the paper of its DOI too)
            paper_id = next((p for p in sorted(stored.of("Paper")) if paper_id in {
                f"{kind}:{stored.props[p][kind if kind == 'doi' else 'arxiv_id']}" for kind in ("doi", "arxiv")
                if stored.props[p].get(kind if kind == "doi" else "arxiv_id")} or stored.props[p].get("key") == paper_id),
                None)
            if paper_id is None:
                return None
        return paper_id, _title(stored.props[paper_id])

    def paper_titles() -> list[tuple[str, Optional[str]]]:
        return [(p, _title(stored.props[p])) for p in sorted(stored.of("Paper"))]

    return NameLookups(entities, paper_matched, paper_by_id, paper_titles)


def run_saved_query_on_graph(graph: Union[nx.MultiDiGraph, StoredGraph], name: str, params: Optional[dict] = None,
                             notes: Optional[list[str]] = None, unknown: Optional[list[str]] = None) -> list[dict]:
    """Answer a saved query of cypher/ from a graph, as run_saved_query answers it from Neo4j holding that graph
    alone: its parameters checked and converted by build_saved_query (KG243, KG244, KG246), its names read by
    names_read (how, appended to `notes` when given). When no row is found, a note for each name no node goes by,
    with the closest names, is appended to `unknown` when given (as `kg query` prints them)."""
    queries = saved_queries()
    if name not in queries:
        raise StoreError(f"[KG245] {no_saved_query(name, queries)} (see `kg query --list`)")
    answer = LOCAL_QUERIES.get(name)
    if answer is None:
        raise StoreError(f"[KG247] saved query {name!r} runs only in Neo4j: load the graph with `kg load` and run "
                         "`kg query` without --graph")
    _, resolved = build_saved_query(queries[name], params)
    stored = stored_graph(graph)
    lookups = graph_lookups(stored)
    resolved, read_as = names_read(resolved, lookups)
    if notes is not None:
        notes.extend(read_as)
    rows = answer(stored, **resolved)
    if unknown is not None and not rows:
        unknown.extend(names_unknown(resolved, lookups.entities))
    return rows
