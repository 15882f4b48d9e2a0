"""Resolution: one Entity per real-world thing, before anything is written.

Mentions are grouped by label and normalised name with union-find over an alias
graph, so merges are transitive and order-independent; conflicting surface forms
are kept as aliases, never dropped.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Optional

import networkx as nx

from kg.models import Entity, Extraction

LABEL_PREFIX = {"METHOD": "method", "DATASET": "dataset", "METRIC": "metric", "TASK": "task"}


def normalise_name(name: str) -> str:
    """A key that ignores case, accents, dashes and spaces but keeps digits and suffixes."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.casefold().strip()
    text = re.sub(r"[\s\-_.\u2010-\u2015/]+", "-", text)
    return text.strip("-")


@dataclass
class Resolution:
    """Entities by id, and which entity each (paper, label, surface form) became."""

    entities: dict[str, Entity] = field(default_factory=dict)
    assignments: dict[tuple[str, str, str], str] = field(default_factory=dict)
    mentions: int = 0

    def entity_for(self, paper_id: str, label: str, text: str) -> Optional[str]:
        return self.assignments.get((paper_id, label, text))


def resolve(extractions: Iterable[Extraction]) -> Resolution:
    """Group mentions into entities by label and normalised name (acronym pairs join)."""
    extractions = list(extractions)
    forms = nx.Graph()
    surface_counts: dict[str, Counter[str]] = defaultdict(Counter)
    papers_of: dict[str, set[str]] = defaultdict(set)
    resolution = Resolution()

    def node_of(label: str, text: str) -> str:
        if label == "REPOSITORY":
            return f"{label}\x00{text}"
        return f"{label}\x00{normalise_name(text)}"

    for extraction in extractions:
        for mention in extraction.mentions:
            resolution.mentions += 1
            node = node_of(mention.label, mention.text)
            forms.add_node(node)
            surface_counts[node][mention.text] += 1
            papers_of[node].add(extraction.paper.id)
            if mention.long_form:
                other = node_of(mention.label, mention.long_form)
                forms.add_edge(node, other)
                surface_counts[other][mention.long_form] += 1
                papers_of[other].add(extraction.paper.id)
            if mention.key:
                forms.add_edge(node, f"{mention.label}\x00key:{mention.key}")

    node_to_entity: dict[str, str] = {}
    for component in nx.connected_components(forms):
        members = sorted(n for n in component if "\x00key:" not in n)
        if not members:
            continue
        label = members[0].split("\x00", 1)[0]
        surfaces: Counter[str] = Counter()
        papers: set[str] = set()
        for member in members:
            surfaces.update(surface_counts[member])
            papers |= papers_of[member]
        name = sorted(surfaces.items(), key=lambda kv: (-kv[1], -len(kv[0]), kv[0]))[0][0]
        keys = sorted(n.split("key:", 1)[1] for n in component if "\x00key:" in n)
        key = keys[0] if keys else normalise_name(name)
        if label == "REPOSITORY":
            entity_id = name
        else:
            entity_id = f"{LABEL_PREFIX[label]}:{key}"
        resolution.entities[entity_id] = Entity(
            id=entity_id, label=label, name=name, key=key,
            aliases=tuple(sorted(surfaces)), papers=len(papers),
        )
        for member in members:
            node_to_entity[member] = entity_id

    for extraction in extractions:
        for mention in extraction.mentions:
            entity_id = node_to_entity[node_of(mention.label, mention.text)]
            resolution.assignments[(extraction.paper.id, mention.label, mention.text)] = entity_id
            if mention.long_form:
                resolution.assignments[(extraction.paper.id, mention.label, mention.long_form)] = entity_id
    return resolution
