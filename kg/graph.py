"""The typed graph: schema allowlist and the networkx MultiDiGraph built from extractions.

The graph schema (README, "The graph") is the contract shared by the stores, the saved Cypher
queries and the exports. Labels and relationship types below are the only text
any store ever places into a query; everything else travels as data.

Node attributes: ``label`` (one of NODE_LABELS), ``name`` and the label's properties; a Metric's
``lower_is_better`` comes from the claim rules' list of such measures, so the two never disagree.
Edge attributes: ``type`` (one of REL_TYPES) and, for extracted facts, the evidence
``sentence``, ``start``, ``end``, ``rule``, ``confidence``. Edge keys are
``start|TYPE|end``: one relationship of a type between two nodes, so ids and keys
depend only on content and rebuilding converges.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Optional

import networkx as nx

from kg.models import ROLE_STRENGTH, Claim, Entity, Evidence, Extraction, Mention, Paper
from kg.resolve import Resolution

NODE_LABELS: dict[str, tuple[str, ...]] = {
    "Paper": ("title", "abstract", "date", "year", "url", "doi", "arxiv_id", "source", "authors", "authors_count",
              "org", "upvotes", "key"),
    "Method": ("aliases", "papers"),
    "Dataset": ("aliases", "papers"),
    "Metric": ("aliases", "papers", "lower_is_better"),
    "Task": ("aliases", "papers"),
    "Result": ("value", "unit", "direction", "text"),
    "Repository": ("url", "papers"),
}

# type -> the (start label, end label) pairs it may join
REL_TYPES: dict[str, tuple[tuple[str, str], ...]] = {
    "PROPOSES": (("Paper", "Method"),),
    "USES": (("Paper", "Method"),),
    "COMPARES_WITH": (("Paper", "Method"),),
    "MENTIONS": (("Paper", "Method"),),
    "INTRODUCES": (("Paper", "Dataset"),),
    "EVALUATES_ON": (("Paper", "Dataset"),),
    "MEASURES": (("Paper", "Metric"),),
    "ADDRESSES": (("Paper", "Task"),),
    "REPORTS": (("Paper", "Result"),),
    "FOR_METHOD": (("Result", "Method"),),
    "AGAINST": (("Result", "Method"),),
    "ON_DATASET": (("Result", "Dataset"),),
    "IN_METRIC": (("Result", "Metric"),),
    "HAS_CODE": (("Paper", "Repository"),),
    # a version of one entity of another of its label: a size or checkpoint of a model family (ResNet-50),
    # an edition of a dataset (BraTS 2021), a kind of measure (BLEU-4)
    "VARIANT_OF": (("Method", "Method"), ("Dataset", "Dataset"), ("Metric", "Metric")),
}

EVIDENCE_FIELDS = ("sentence", "start", "end", "rule", "confidence")

# The relationships a paper's extraction owns: replaced as a whole when the paper changes.
EXTRACTED_REL_TYPES = tuple(t for t in REL_TYPES if t != "VARIANT_OF")

ENTITY_LABEL_TO_NODE = {
    "METHOD": "Method",
    "DATASET": "Dataset",
    "METRIC": "Metric",
    "TASK": "Task",
    "REPOSITORY": "Repository",
}

ROLE_TO_REL = {
    ("METHOD", "proposed"): "PROPOSES",
    ("METHOD", "used"): "USES",
    ("METHOD", "compared"): "COMPARES_WITH",
    ("METHOD", "mentioned"): "MENTIONS",
    ("METHOD", None): "MENTIONS",
    ("DATASET", "introduced"): "INTRODUCES",
    ("DATASET", "evaluated"): "EVALUATES_ON",
    ("DATASET", None): "EVALUATES_ON",
    ("METRIC", None): "MEASURES",
    ("TASK", None): "ADDRESSES",
    ("REPOSITORY", None): "HAS_CODE",
}


def rel_key(start: str, rel_type: str, end: str) -> str:
    return f"{start}|{rel_type}|{end}"


def relationship_for(mention: Mention) -> str:
    role = mention.role if mention.label in ("METHOD", "DATASET") else None
    return ROLE_TO_REL.get((mention.label, role)) or ROLE_TO_REL[(mention.label, None)]


def paper_properties(paper: Paper) -> dict:
    props = {
        "title": paper.title,
        "abstract": paper.abstract,
        "date": paper.date,
        "year": paper.year,
        "url": paper.url,
        "doi": paper.doi,
        "arxiv_id": paper.arxiv_id,
        "source": paper.source,
        "authors": list(paper.authors) or None,  # (in the source's order)
        "authors_count": paper.authors_count if paper.authors_count is not None else (len(paper.authors) or None),
        "org": paper.org,
        "upvotes": paper.upvotes,
        "key": paper.key,
    }
    return {k: v for k, v in props.items() if v is not None}


def _evidence_props(evidence: Evidence) -> dict:
    return evidence.model_dump()


def build_graph(extractions: Iterable[Extraction], resolution: Resolution) -> nx.MultiDiGraph:
    """Build the typed multigraph; every extracted relationship keeps its evidence."""
    graph = nx.MultiDiGraph()

    for extraction in extractions:
        paper = extraction.paper
        graph.add_node(paper.id, label="Paper", name=paper.title or _snippet(paper.abstract), **paper_properties(paper))
        best: dict[tuple[str, str], tuple[int, float, str, Evidence]] = {}
        for mention in extraction.mentions:
            entity_id = resolution.entity_for(paper.id, mention.label, mention.text)
            if entity_id is None:
                continue
            rel_type = relationship_for(mention)
            node_label = ENTITY_LABEL_TO_NODE[mention.label]
            rank = (ROLE_STRENGTH.get(mention.role, 0), mention.evidence.confidence)  # strongest role wins
            current = best.get((node_label, entity_id))
            if current is None or rank > current[:2]:
                best[(node_label, entity_id)] = (*rank, rel_type, mention.evidence)
        for (node_label, entity_id), (_, _, rel_type, evidence) in best.items():
            _add_entity_node(graph, resolution.entities[entity_id])
            graph.add_edge(paper.id, entity_id, key=rel_key(paper.id, rel_type, entity_id), type=rel_type,
                           **_evidence_props(evidence))
        for ordinal, claim in enumerate(extraction.claims, start=1):
            _add_claim(graph, resolution, paper.id, ordinal, claim)

    for entity_id in list(graph.nodes):
        entity = resolution.entities.get(entity_id)
        if entity is None or not entity.variant_of:
            continue
        family = resolution.entities.get(entity.variant_of)
        if family is None:
            continue
        if family.id not in graph:
            _add_entity_node(graph, family)
        graph.add_edge(entity_id, family.id, key=rel_key(entity_id, "VARIANT_OF", family.id), type="VARIANT_OF",
                       rule="resolve:variant", confidence=0.9)
    for node_id, data in graph.nodes(data=True):
        if data.get("label") in ENTITY_LABEL_TO_NODE.values():
            data["papers"] = len(entity_papers(graph, node_id))
    return graph


def entity_papers(graph: nx.MultiDiGraph, node_id: str) -> set[str]:
    """The papers that name an entity, directly or in a result they report: a metric only a claim is in ("+3% in
    FLOPs") is seen in that claim's paper. Neo4j's stored counts are taken the same way."""
    papers = set()
    for source in graph.predecessors(node_id):
        label = graph.nodes[source].get("label")
        if label == "Paper":
            papers.add(source)
        elif label == "Result":
            papers.update(paper for paper in graph.predecessors(source) if graph.nodes[paper].get("label") == "Paper")
    return papers


def _add_entity_node(graph: nx.MultiDiGraph, entity: Entity) -> None:
    if entity.id in graph:
        return
    label = ENTITY_LABEL_TO_NODE[entity.label]
    props = {"aliases": list(entity.aliases), "papers": entity.papers}
    if label == "Repository":
        props = {"url": entity.name, "papers": entity.papers}
    if label == "Metric":
        props["lower_is_better"] = _lower_is_better(entity)
    graph.add_node(entity.id, label=label, name=entity.name, **props)


def _lower_is_better(metric: Entity) -> bool:
    """A measure where lower is better, by its name or any alias ('ADE' is 'Average Displacement Error')."""
    from kg.extract.lexicon import lower_is_better_measure  # (the rule data reader; not the extractor)

    return any(lower_is_better_measure().search(name) for name in (metric.name, *metric.aliases))


def result_name(claim: Claim) -> str:
    """A Result's caption: its signed value and unit, then what it is in ("+3.25% POPE",
    "-40% GPU memory usage on ImageNet", "2.3x reduction"). Views show names, and a claim's
    own words ("reducing GPU memory usage by around 40%") make long, uneven captions; they
    stay in the node's `text`."""
    value = f"{claim.value:g}"
    about = claim.metric or claim.dataset
    if claim.metric and claim.dataset and claim.metric.lower() != claim.dataset.lower():
        about = f"{claim.metric} on {claim.dataset}"
    if claim.evidence.rule.startswith("claim:rank"):
        return f"rank {value} on {about}" if about else f"rank {value}"
    if claim.unit == "x" and claim.direction == "decrease":
        return f"{value}x reduction in {about}" if about else f"{value}x reduction"
    sign = {"increase": "+", "decrease": "-"}.get(claim.direction, "") if claim.unit != "x" else ""
    caption = sign + value + {"%": "%", "points": " points", "x": "x"}.get(claim.unit or "", "")
    return f"{caption} {about}" if about else caption


def _add_claim(graph: nx.MultiDiGraph, resolution: Resolution, paper_id: str, ordinal: int, claim: Claim) -> None:
    result_id = f"{paper_id}#{ordinal}"
    props = {"value": claim.value, "unit": claim.unit, "direction": claim.direction, "text": claim.text}
    graph.add_node(result_id, label="Result", name=result_name(claim), **{k: v for k, v in props.items() if v is not None})
    evidence = _evidence_props(claim.evidence)
    graph.add_edge(paper_id, result_id, key=rel_key(paper_id, "REPORTS", result_id), type="REPORTS", **evidence)
    targets = (
        ("FOR_METHOD", "METHOD", claim.method),
        ("AGAINST", "METHOD", claim.baseline),
        ("ON_DATASET", "DATASET", claim.dataset),
        ("IN_METRIC", "METRIC", claim.metric),
    )
    for rel_type, label, name in targets:
        if not name:
            continue
        entity_id = resolution.entity_for(paper_id, label, name)
        if entity_id is None:
            continue
        _add_entity_node(graph, resolution.entities[entity_id])
        graph.add_edge(result_id, entity_id, key=rel_key(result_id, rel_type, entity_id), type=rel_type, **evidence)


def _snippet(text: str, width: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def counts_by_type(graph: nx.MultiDiGraph) -> tuple[dict[str, int], dict[str, int]]:
    """Node counts by label and relationship counts by type, sorted by name."""
    nodes = Counter(data.get("label", "?") for _, data in graph.nodes(data=True))
    rels = Counter(data.get("type", "?") for _, _, data in graph.edges(data=True))
    return dict(sorted(nodes.items())), dict(sorted(rels.items()))


def most_connected(graph: nx.MultiDiGraph, label: str, n: int = 10) -> list[tuple[str, str, int]]:
    """(id, name, papers) of the n entities of a label seen in most papers."""
    rows = []
    for node_id, data in graph.nodes(data=True):
        if data.get("label") != label:
            continue
        rows.append((node_id, data.get("name", node_id), len(entity_papers(graph, node_id))))
    rows.sort(key=lambda r: (-r[2], r[1].lower(), r[0]))
    return rows[:n]


def schema_problem(rel_type: object, start_label: object, end_label: object) -> Optional[str]:
    """Why a relationship breaks the schema, or None when it keeps it."""
    if rel_type not in REL_TYPES:
        return f"type {rel_type!r} is not in the graph schema"
    allowed = REL_TYPES[rel_type]
    if (start_label, end_label) not in allowed:
        said = " or ".join(f"{start} to {end}" for start, end in allowed)
        return f"{rel_type} joins {start_label} to {end_label}, schema says {said}"
    return None


def validate_graph(graph: nx.MultiDiGraph) -> list[str]:
    """Schema violations, empty when the graph keeps the contract."""
    errors = []
    for node_id, data in graph.nodes(data=True):
        if data.get("label") not in NODE_LABELS:
            errors.append(f"node {node_id!r} has unknown label {data.get('label')!r}")
    for start, end, key, data in graph.edges(keys=True, data=True):
        rel_type = data.get("type")
        problem = schema_problem(rel_type, graph.nodes[start].get("label"), graph.nodes[end].get("label"))
        if problem:
            errors.append(f"relationship {key!r}: {problem}")
            continue
        if rel_type in EXTRACTED_REL_TYPES and not all(f in data for f in EVIDENCE_FIELDS):
            errors.append(f"relationship {key!r} has no evidence")
    return errors
