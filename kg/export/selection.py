"""Cutting the part of the graph a user wants to look at.

Order matters and is fixed: filters (--types, --min-papers) shape the graph first, so
--hops walks only through what will be shown; the node limit comes last and never
drops a focus node.
"""

from __future__ import annotations

import difflib
import heapq
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Iterable, Optional

import networkx as nx
from pydantic import BaseModel, ConfigDict, Field

from kg.errors import ExportError, NameNotInGraph
from kg.graph import NODE_LABELS, REL_TYPES, entity_papers
from kg.resolve import has_words, normalise_name
from kg.sources.identity import paper_id_named
from kg.wording import counted

ENTITY_LABELS = ("Method", "Dataset", "Metric", "Task", "Repository")

# Selection field -> node label its names are looked up in.
FOCUS_FIELDS = {
    "papers": "Paper",
    "methods": "Method",
    "datasets": "Dataset",
    "metrics": "Metric",
    "tasks": "Task",
}


VIEW_LIMIT = 500  # nodes an HTML view keeps unless a limit is given


class Selection(BaseModel):
    """What to cut out of a graph; the defaults give the whole graph (an HTML view, which a browser must draw,
    keeps VIEW_LIMIT nodes unless `limit` is given)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    papers: tuple[str, ...] = ()
    methods: tuple[str, ...] = ()
    datasets: tuple[str, ...] = ()
    metrics: tuple[str, ...] = ()
    tasks: tuple[str, ...] = ()
    hops: int = Field(1, ge=0)
    types: tuple[str, ...] = Field((), description="node labels and/or relationship types to keep")
    min_papers: int = Field(0, ge=0)
    limit: Optional[int] = Field(None, ge=1, description="most nodes to keep; None keeps all")

    def has_focus(self) -> bool:
        return any(getattr(self, name) for name in FOCUS_FIELDS)


@dataclass
class SelectionResult:
    subgraph: nx.MultiDiGraph
    focus_ids: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)


def select_subgraph(graph: nx.MultiDiGraph, selection: Selection) -> SelectionResult:
    """Apply focus, filters, hops and the node limit.

    Raises:
        ExportError: a focus name or a --types value matches nothing (closest names suggested).
    """
    notes: list[str] = []
    keep_labels, keep_rels = _split_types(selection.types)
    focus_ids = _find_focus(graph, selection)
    focus_set = set(focus_ids)

    filtered, dropped = _filter(graph, keep_labels, keep_rels, selection.min_papers, focus_set)

    if focus_ids:
        distance = _hop_distances(filtered, focus_ids, selection.hops)
    else:
        distance = {node: 0 for node in filtered.nodes}
    if dropped:
        view = _view_without_min_papers(graph, focus_ids, selection.hops, keep_labels, keep_rels)
        notes += _min_papers_notes(selection, dropped, view, set(distance))

    chosen = _apply_limit(filtered, distance, focus_set, selection.limit, notes)
    subgraph = _induced(filtered, chosen)
    return SelectionResult(subgraph=subgraph, focus_ids=tuple(focus_ids), notes=notes)


def node_papers(graph: nx.MultiDiGraph, node_id: str) -> int:
    """Papers an entity was seen in: the `papers` attribute, else the papers that name it, directly or in a
    result (as the build counts them)."""
    papers = graph.nodes[node_id].get("papers")
    if isinstance(papers, int) and not isinstance(papers, bool):
        return papers
    return len(entity_papers(graph, node_id))


def _split_types(types: Iterable[str]) -> tuple[set[str], set[str]]:
    labels_by_key = {label.casefold(): label for label in NODE_LABELS}
    rels_by_key = {rel.casefold(): rel for rel in REL_TYPES}
    labels: set[str] = set()
    rels: set[str] = set()
    for raw in types:
        for item in (part.strip() for part in raw.split(",")):
            if not item:
                continue
            key = item.casefold()
            if key in labels_by_key:
                labels.add(labels_by_key[key])
            elif key in rels_by_key:
                rels.add(rels_by_key[key])
            else:
                known = list(NODE_LABELS) + list(REL_TYPES)
                close = difflib.get_close_matches(item, known, n=3, cutoff=0.5) or \
                    difflib.get_close_matches(item.upper(), list(REL_TYPES), n=3, cutoff=0.5)
                hint = f" Did you mean {_quoted(close)}?" if close else ""
                raise ExportError(
                    f"[KG402] --types {item!r} is neither a node label nor a relationship type.{hint} "
                    f"Known: {', '.join(known)}")
    if not labels and not rels and any(types):  # "--types ,": asked to keep some types, named none
        raise ExportError(f"[KG402] --types {', '.join(map(repr, types))} names no node label or relationship type. "
                          f"Known: {', '.join(list(NODE_LABELS) + list(REL_TYPES))}")
    return labels, rels


def _match_keys(text: str) -> set[str]:
    text = str(text)
    keys = {text.casefold().strip()}
    normalised = normalise_name(text)
    if normalised:
        keys.add(normalised)
    return keys


def _find_focus(graph: nx.MultiDiGraph, selection: Selection) -> list[str]:
    focus: list[str] = []
    for field_name, label in FOCUS_FIELDS.items():
        names = getattr(selection, field_name)
        if not names:
            continue
        index: dict[str, set[str]] = {}
        display: dict[str, str] = {}  # each written form, case folded -> the node's name, as suggestions show it
        for node_id, data in graph.nodes(data=True):
            if data.get("label") != label:
                continue
            shown_as = next((data[attr] for attr in ("name", "title") if isinstance(data.get(attr), str)
                             and data[attr]), node_id)
            for form in _names_of(node_id, data):
                display.setdefault(form.casefold(), shown_as)
                for key in _match_keys(form):
                    index.setdefault(key, set()).add(node_id)
        for name in names:
            hits: set[str] = set()
            for key in _match_keys(name):
                hits |= index.get(key, set())
            if not hits and label == "Paper":
                named = paper_id_named(name)  # "1706.03762v5", "10.1145/..." name the paper "arxiv:1706.03762" does
                hits = (index.get(named.casefold(), set()) or _papers_with_id(graph, named)) if named else set()
            if not hits and label == "Paper":
                hits = _papers_titled_with(graph, name)
            if not hits:
                message = _no_match_message(label, name, display)
                raise NameNotInGraph(message, label) if message.endswith("no name is close") else ExportError(message)
            for node_id in sorted(hits | _variants_of(graph, hits, selection.min_papers)):
                if node_id not in focus:
                    focus.append(node_id)
    return focus


def _variants_of(graph: nx.MultiDiGraph, families: set[str], min_papers: int = 0) -> set[str]:
    """The entities a VARIANT_OF joins to one of `families` (a dataset's editions, a measure's kinds, a model's sizes):
    named with them, as the leaderboard takes them in, so their papers come into the view too; not one seen in fewer
    than `min_papers` papers, which --min-papers drops as it drops any entity not named."""
    return {variant for family in families for variant, _, rel_type in graph.in_edges(family, data="type")
            if rel_type == "VARIANT_OF" and not (min_papers and node_papers(graph, variant) < min_papers)}


def _papers_with_id(graph: nx.MultiDiGraph, named: str) -> set[str]:
    """The papers whose arXiv id or DOI is the one named ("doi:10.1148/xyz"), when a paper is known by another id:
    a journal's DOI names the paper of its arXiv preprint, known as "arxiv:...", when both were read."""
    return {node_id for node_id, data in graph.nodes(data=True) if data.get("label") == "Paper"
            and named in {paper_id_named(data.get(attr)) for attr in ("doi", "arxiv_id") if data.get(attr)}}


def _papers_titled_with(graph: nx.MultiDiGraph, words: str) -> set[str]:
    """The one paper whose title has these words in it, case and accents aside ("HTNet" for "HTNet for
    micro-expression recognition", "Frechet" for "Fréchet ..."): a paper is known by its title, which nobody types
    whole. Several such papers are ambiguous, and an error."""
    hits = {node_id for node_id, data in graph.nodes(data=True) if data.get("label") == "Paper"
            and any(isinstance(data.get(attr), str) and has_words(data[attr], words) for attr in ("title", "name"))}
    if len(hits) > 1:
        titles = sorted(str(graph.nodes[node_id].get("title") or graph.nodes[node_id].get("name") or node_id)
                        for node_id in hits)
        shown = _quoted(titles[:5]) + (f" and {len(titles) - 5} more" if len(titles) > 5 else "")
        raise ExportError(f"[KG401] --paper {words!r} is in the titles of {len(titles)} papers: {shown}; "
                          "pass more of a title, or a paper id")
    return hits


def _names_of(node_id: str, data: dict) -> list[str]:
    forms = [node_id]
    for attr in ("name", "title", "key", "url"):
        value = data.get(attr)
        if isinstance(value, str) and value:
            forms.append(value)
    aliases = data.get("aliases") or []
    if isinstance(aliases, str):
        aliases = [aliases]
    forms.extend(a for a in aliases if isinstance(a, str) and a)
    return forms


def _no_match_message(label: str, name: str, display: dict[str, str]) -> str:
    option = {"Paper": "--paper", "Method": "--method", "Dataset": "--dataset",
              "Metric": "--metric", "Task": "--task"}[label]
    if not display:
        return f"[KG401] {option} {name!r}: the graph has no {label} nodes; export without {option}"
    close = difflib.get_close_matches(name.casefold(), list(display), n=10, cutoff=0.5)[:5]
    if not close:  # long titles: compare against word-containment too
        close = [key for key in display if name.casefold() in key][:5]
    if close:  # one suggestion a node, by its name: 'CIFAR10' and 'CIFAR-10' are one dataset, an id no name
        return (f"[KG401] no {label} matches {name!r}. Closest names: "
                f"{_quoted(list(dict.fromkeys(display[c] for c in close)))}; pass one of them to {option}")
    return f"[KG401] no {label} matches {name!r} and no name is close"


def _quoted(items: Iterable[str]) -> str:
    return ", ".join(repr(i) for i in items)


@dataclass
class _Dropped:
    """What --min-papers took out of the whole graph."""

    rare: set[str]
    papers: set[str] = field(default_factory=set)
    results: set[str] = field(default_factory=set)


def _filter(graph: nx.MultiDiGraph, keep_labels: set[str], keep_rels: set[str], min_papers: int,
            focus: set[str]) -> tuple[nx.MultiDiGraph, Optional[_Dropped]]:
    nodes = []
    rare: set[str] = set()
    for node_id, data in graph.nodes(data=True):
        label = data.get("label")
        if node_id not in focus:
            if keep_labels and label not in keep_labels:
                continue
            if min_papers and label in ENTITY_LABELS and node_papers(graph, node_id) < min_papers:
                rare.add(node_id)
                continue
        nodes.append(node_id)
    kept = set(nodes)
    filtered = nx.MultiDiGraph()
    for node_id in nodes:
        filtered.add_node(node_id, **graph.nodes[node_id])
    for start, end, key, data in graph.edges(keys=True, data=True):
        if start in kept and end in kept and (not keep_rels or data.get("type") in keep_rels):
            filtered.add_edge(start, end, key=key, **data)
    if keep_rels and not keep_labels:  # only relationship types asked for: show what they join
        touched = {n for edge in filtered.edges() for n in edge} | (focus & kept)
        filtered.remove_nodes_from([n for n in list(filtered.nodes) if n not in touched])
    if not rare:
        return filtered, None
    return filtered, _drop_what_only_rare_entities_held(graph, filtered, rare, focus)


def _drop_what_only_rare_entities_held(graph: nx.MultiDiGraph, kept: nx.MultiDiGraph, rare: set[str],
                                       focus: set[str]) -> _Dropped:
    """With the rare entities gone, a result that named only rare ones, and then a paper that linked only to what is
    gone, would be lone dots around the common entities asked for: they go too (not the focus, nor what it links
    to, nor a result or paper that never named an entity)."""
    def neighbours(within: nx.MultiDiGraph, node: str) -> set[str]:
        return set(within.successors(node)) | set(within.predecessors(node))

    near_focus = set().union(*(neighbours(kept, node) for node in focus if node in kept)) | focus
    results = [node for node, data in kept.nodes(data=True) if data.get("label") == "Result"
               and node not in near_focus and neighbours(graph, node) & rare
               and not any(kept.nodes[other].get("label") in ENTITY_LABELS for other in neighbours(kept, node))]
    kept.remove_nodes_from(results)
    gone = rare | set(results)
    papers = [node for node, data in kept.nodes(data=True) if data.get("label") == "Paper"
              and node not in near_focus and neighbours(graph, node) & gone and not neighbours(kept, node)]
    kept.remove_nodes_from(papers)
    return _Dropped(rare, set(papers), set(results))


def _view_without_min_papers(graph: nx.MultiDiGraph, focus: list[str], hops: int, keep_labels: set[str],
                             keep_rels: set[str]) -> set[str]:
    """The nodes the view would hold without --min-papers (before --limit), read through a filtered view of the
    graph rather than a copy of it."""
    focus_set = set(focus)
    view = nx.subgraph_view(
        graph,
        filter_node=lambda node: not keep_labels or node in focus_set or graph.nodes[node].get("label") in keep_labels,
        filter_edge=lambda start, end, key: not keep_rels or graph.edges[start, end, key].get("type") in keep_rels)
    if focus:
        return set(_hop_distances(view, focus, hops))
    if keep_rels and not keep_labels:  # (as _filter keeps only what the relationships asked for join)
        return {node for node in view if view.degree(node)}
    return set(view)


def _min_papers_notes(selection: Selection, dropped: _Dropped, view_before: set[str],
                      view_after: set[str]) -> list[str]:
    """What --min-papers took out of this view, not out of the whole graph: the rare entities, the papers and
    results then left with no entity, and what the focus reached only through them."""
    min_papers = selection.min_papers
    rare, papers, results = (dropped.rare & view_before, dropped.papers & view_before,
                             dropped.results & view_before)
    notes = []
    if rare:
        notes.append(f"--min-papers {min_papers}: dropped {counted(len(rare), 'entity')} seen in fewer papers")
    if papers or results:
        notes.append(f"--min-papers {min_papers}: dropped {counted(len(papers), 'paper')} and {counted(len(results), 'result')} "
                     "left with no entity")
    unreached = view_before - view_after - rare - papers - results
    if unreached:
        where = (f"within --hops {selection.hops} of the focus only through what it dropped" if selection.has_focus()
                 else "linked only to what it dropped")
        notes.append(f"--min-papers {min_papers}: left out {len(unreached)} more {'node' if len(unreached) == 1 else 'nodes'}, {where}")
    return notes


def _hop_distances(graph: nx.MultiDiGraph, focus: list[str], hops: int) -> dict[str, int]:
    distance = {node: 0 for node in focus if node in graph}
    queue = deque(distance)
    while queue:
        node = queue.popleft()
        if distance[node] >= hops:
            continue
        neighbours = sorted(set(graph.successors(node)) | set(graph.predecessors(node)))
        for other in neighbours:
            if other not in distance:
                distance[other] = distance[node] + 1
                queue.append(other)
    return distance


def _apply_limit(graph: nx.MultiDiGraph, distance: dict[str, int], focus: set[str], limit: Optional[int],
                 notes: list[str]) -> list[str]:
    candidates = list(distance)
    if limit is None or len(candidates) <= limit:
        return candidates
    degree = {node: graph.degree(node) for node in candidates}
    ranked = sorted((n for n in candidates if n not in focus),
                    key=lambda n: (distance[n], -degree[n], str(graph.nodes[n].get("name", n)).casefold(), n))
    kept_focus = [n for n in candidates if n in focus]
    room = max(limit - len(kept_focus), 0)
    chosen = kept_focus + _grow_connected(graph, ranked, set(kept_focus), room)
    chosen_set = set(chosen)
    cut = [n for n in ranked if n not in chosen_set]
    by_label = Counter(graph.nodes[n].get("label", "?") for n in cut)
    cut_rels = sum(1 for u, v in graph.edges() if u in distance and v in distance
                   and not (u in chosen_set and v in chosen_set))
    detail = ", ".join(f"{label} {count}" for label, count in sorted(by_label.items()))
    order = ("nearest to the focus, then most connected" if focus
             else "most connected, grown from the best-connected node so the view stays linked")
    notes.append(f"--limit {limit}: kept {len(chosen)} of {len(candidates)} nodes ({order}); "
                 f"cut {counted(len(cut), 'node')} ({detail}) and {counted(cut_rels, 'relationship')}")
    if len(kept_focus) > limit:
        notes.append(f"the focus alone has {len(kept_focus)} nodes, more than --limit {limit}: kept all of them")
    return chosen


def _grow_connected(graph: nx.MultiDiGraph, ranked: list[str], seeds: set[str], room: int) -> list[str]:
    """Take nodes best-ranked first, but only ones linked to what is already kept.

    A view full of lone dots says nothing: growing outward from the focus (or from the
    best-ranked node) keeps the cut connected. When a component runs out, the next
    best-ranked node starts a new one.
    """
    rank = {node: index for index, node in enumerate(ranked)}
    chosen: list[str] = []
    taken = set(seeds)
    queued: set[str] = set()
    frontier: list[tuple[int, str]] = []

    def reach_from(node: str) -> None:
        for other in nx.all_neighbors(graph, node):
            if other in rank and other not in taken and other not in queued:
                queued.add(other)
                heapq.heappush(frontier, (rank[other], other))

    for seed in sorted(seeds, key=str):
        reach_from(seed)
    next_seed = 0
    while len(chosen) < room:
        if frontier:
            node = heapq.heappop(frontier)[1]
        else:
            while next_seed < len(ranked) and ranked[next_seed] in taken:
                next_seed += 1
            if next_seed == len(ranked):
                break
            node = ranked[next_seed]
        if node in taken:
            continue
        chosen.append(node)
        taken.add(node)
        reach_from(node)
    return chosen


def _induced(graph: nx.MultiDiGraph, nodes: list[str]) -> nx.MultiDiGraph:
    keep = set(nodes)
    sub = nx.MultiDiGraph()
    for node_id in sorted(keep, key=str):
        sub.add_node(node_id, **graph.nodes[node_id])
    for start, end, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: str(e[2])):
        if start in keep and end in keep:
            sub.add_edge(start, end, key=key, **data)
    return sub
