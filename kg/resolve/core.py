"""Resolution: one Entity per real-world thing, decided before anything is written.

Every name a paper uses (mentions, the long forms they spell out, the names in its
claims) becomes a node of an alias graph, and entities are its connected components:

* a spelling is a node shared by all papers (its form key, see ``names``);
* an acronym that some paper spells out ("Graph Attention Network (GAT)") is instead a
  node *per paper*, joined to that paper's long form: GAT as Graph Attention Network
  and GAT as Gaussian Adaptive Transformer then stay two entities;
* gazetteer ids and the curated alias file join spellings across papers;
* the user's override file adds merges and cuts the graph for splits;
* an acronym a paper uses without spelling it out goes to the meaning most papers
  give it, with a lower confidence.

Components, names and ids depend only on the set of inputs, never on their order.
Size and checkpoint variants (Vicuna-7B) stay their own entities with ``variant_of``
pointing at the family entity (Vicuna), which is created when no paper names it.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Optional

import networkx as nx

from kg.models import Entity, Extraction
from kg.resolve.aliases import AliasTable, default_alias_table
from kg.resolve.names import candidate_keys, clean_surface, form_key, near_long_form, slug
from kg.resolve.overrides import Overrides
from kg.resolve.variants import family_of

LABEL_PREFIX = {"METHOD": "method", "DATASET": "dataset", "METRIC": "metric", "TASK": "task"}
CONFIDENCE_DIRECT = 1.0
CONFIDENCE_SOLE_MEANING = 0.9
TYPO_MIN_LENGTH = 8       # shorter names differ by one letter on purpose (ResNet, ResNeXt)
COMMON_NAME_PAPERS = 3    # a spelling is "common" from this many papers on
Node = tuple[str, ...]


@dataclass(frozen=True)
class _Occurrence:
    paper: str
    label: str
    text: str
    form: str
    long_form: Optional[str] = None
    key: Optional[str] = None
    is_mention: bool = False
    key_is_direct: bool = False
    opens_sentence: bool = False  # written first in its sentence, where its capital says nothing


@dataclass
class Resolution:
    """Entities by id, and which entity each (paper, label, surface form) became."""

    entities: dict[str, Entity] = field(default_factory=dict)
    assignments: dict[tuple[str, str, str], str] = field(default_factory=dict)
    confidences: dict[tuple[str, str, str], float] = field(default_factory=dict)
    mentions: int = 0
    surface_forms: dict[str, int] = field(default_factory=dict)
    overrides_changed: int = 0
    overrides_unmatched: tuple[str, ...] = ()  # alias-file lines that change nothing: their names are in no paper
    long_forms: dict[str, tuple[str, ...]] = field(default_factory=dict)
    _by_form: dict[tuple[str, str, str], str] = field(default_factory=dict, repr=False)
    _members: dict[str, frozenset] = field(default_factory=dict, repr=False)

    def entity_for(self, paper_id: str, label: str, text: str) -> Optional[str]:
        """The entity id a name used in a paper resolved to, None when the paper never used it."""
        found = self.assignments.get((paper_id, label, text))
        if found is None and text:
            found = self._by_form.get((paper_id, label, form_key(text, label)))
        return found

    def confidence_for(self, paper_id: str, label: str, text: str) -> Optional[float]:
        """1.0 when the paper itself pins the name down, lower for a borrowed acronym meaning."""
        return self.confidences.get((paper_id, label, text))

    @property
    def merged(self) -> int:
        """Surface forms folded into another form's entity."""
        return sum(self.surface_forms.values()) - sum(1 for e in self.entities.values() if e.aliases and e.papers)

    def stats(self) -> dict:
        """The numbers a build summary reports."""
        named = Counter((e.label, bool(e.papers)) for e in self.entities.values())  # (a family no paper names)
        per_label = {label: {"surface_forms": forms, "entities": named[(label, True)],
                             "families_added": named[(label, False)]}
                     for label, forms in sorted(self.surface_forms.items())}
        return {
            "mentions": self.mentions,
            "surface_forms": sum(self.surface_forms.values()),
            "entities": sum(n for (_, by_papers), n in named.items() if by_papers),
            "families_added": sum(n for (_, by_papers), n in named.items() if not by_papers),
            "merged": self.merged,
            "overrides_changed": self.overrides_changed,
            "overrides_unmatched": list(self.overrides_unmatched),
            "by_label": per_label,
        }

    def largest_merges(self, n: int = 10) -> list[Entity]:
        """The n entities that joined the most different spellings."""
        ranked = sorted(self.entities.values(), key=lambda e: (-len(e.aliases), -e.papers, e.id))
        return [e for e in ranked[:n] if len(e.aliases) > 1]


def resolve(extractions: Iterable[Extraction], overrides: Optional[Overrides] = None, *,
            alias_table: Optional[AliasTable] = None) -> Resolution:
    """Group every name used in the extractions into entities.

    Args:
        extractions: one Extraction per paper.
        overrides: the user's merges and splits (``load_overrides``); applied last.
        alias_table: known spellings; defaults to the shipped gazetteers and curated file.

    Returns:
        The entities and, per (paper, label, surface form), the entity id and confidence.
    """
    extractions = list(extractions)
    table = alias_table if alias_table is not None else default_alias_table()
    result = _Resolver(extractions, table, overrides).run()
    if overrides is not None and not overrides.empty:
        baseline = _Resolver(extractions, table, None).run()
        before = set(baseline._members.values())
        result.overrides_changed = sum(1 for members in result._members.values() if members not in before)
    return result


class _Resolver:
    def __init__(self, extractions: list[Extraction], table: AliasTable, overrides: Optional[Overrides]):
        self.extractions = extractions
        self.table = table
        self.overrides = overrides
        self.graph = nx.Graph()
        self.occurrences: list[_Occurrence] = []
        self.mentions = 0
        # (label, acronym form) -> paper -> long-form keys that paper gave it
        self.spelled_out: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        # (label, acronym form, paper) -> the long forms as that paper wrote them
        self.long_form_texts: dict[tuple[str, str, str], set[str]] = defaultdict(set)
        self.acronym_keys: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
        self.paper_nodes: dict[tuple[str, str], list[Node]] = defaultdict(list)
        self._sense_index: Optional[dict[tuple[str, str], set[int]]] = None
        self._others_sense_index: dict[tuple[str, str], set[int]] = {}  # (the same, leaving out own_spellings)
        # (label, form) of a known name with a word of its own before it ("Dense U-Net") -> the known name's key
        self.variant_base: dict[tuple[str, str], str] = {}
        # (label, acronym form, paper) where the paper spells out what it proposes or introduces: its own new thing
        self.own_spellings: set[tuple[str, str, str]] = set()

    # -- collecting ---------------------------------------------------------------------
    def _collect(self) -> None:
        for extraction in self.extractions:
            paper = extraction.paper.id
            for mention in extraction.mentions:
                self.mentions += 1
                # a known name with a word of its own before it ("Dense U-Net", "Visual Mamba") is another model,
                # a variant of the one the gazetteer knows: its key names the family, not the variant
                variant = "+variant-word" in mention.evidence.rule
                direct = mention.evidence.rule.startswith("gaz") and not variant
                if variant and mention.key:
                    self.variant_base[(mention.label, form_key(mention.text, mention.label))] = mention.key
                sentence = mention.evidence.sentence.lstrip()
                self._add(paper, mention.label, mention.text, mention.long_form, mention.key, True, direct,
                          opens_sentence=sentence.startswith(mention.text))
                if mention.long_form:
                    self._add(paper, mention.label, mention.long_form, None, None, False,
                              opens_sentence=sentence.startswith(mention.long_form))
                    if mention.role in ("proposed", "introduced"):
                        self.own_spellings.add((mention.label, form_key(mention.text, mention.label), paper))
            for claim in extraction.claims:
                for label, name in (("METHOD", claim.method), ("METHOD", claim.baseline),
                                    ("DATASET", claim.dataset), ("METRIC", claim.metric)):
                    if name:
                        self._add(paper, label, name, None, None, False)
        for occ in self.occurrences:
            if occ.long_form and occ.label != "REPOSITORY" and not self._spells_out_the_family(occ):
                long_key = form_key(occ.long_form, occ.label)
                if long_key != occ.form:
                    self.spelled_out[(occ.label, occ.form)][occ.paper].add(long_key)
                    self.long_form_texts[(occ.label, occ.form, occ.paper)].add(occ.long_form)
                    if occ.key and occ.key_is_direct:
                        self.acronym_keys[(occ.label, occ.form)][occ.key] += 1

    def _spells_out_the_family(self, occ: _Occurrence) -> bool:
        """'Residual Network (ResNet50)': a long form that names the family of a size or checkpoint the gazetteer
        knows does not define the short form, which stays that variant in every paper."""
        known = self.table.key_of.get((occ.label, occ.form))
        family = self.table.variant_of.get((occ.label, known)) if known else None
        return family is not None and self.table.key_of.get((occ.label, form_key(occ.long_form, occ.label))) == family

    def _add(self, paper: str, label: str, text: str, long_form: Optional[str], key: Optional[str],
             is_mention: bool, key_is_direct: bool = False, opens_sentence: bool = False) -> None:
        text = text.strip()
        if not text:
            return
        self.occurrences.append(_Occurrence(paper, label, text, form_key(text, label),
                                            (long_form or "").strip() or None, key, is_mention, key_is_direct,
                                            opens_sentence))

    def _node(self, occ: _Occurrence) -> Optional[Node]:
        """The alias-graph node of an occurrence; None for an acronym its paper did not spell out."""
        spelled = self.spelled_out.get((occ.label, occ.form))
        if spelled is None:
            return ("F", occ.label, occ.form)
        if occ.paper in spelled:
            return ("P", occ.label, occ.form, occ.paper)
        return None

    def _known_key(self, label: str, form: str) -> Optional[str]:
        """The canonical key an acronym has by itself; None when it has several common meanings."""
        if (label, form) in self.table.ambiguous:
            return None
        known = self.table.key_of.get((label, form))
        if known:
            return known
        counts = self.acronym_keys.get((label, form))
        if counts:
            return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
        return None

    # -- building the alias graph -------------------------------------------------------
    def _build(self) -> None:
        edges: set[tuple[Node, Node]] = set()
        nodes: set[Node] = set()
        for occ in self.occurrences:
            node = self._node(occ)
            if node is None:
                continue
            nodes.add(node)
            if node[0] == "F" and occ.key and occ.key_is_direct and occ.label != "REPOSITORY":
                # only a gazetteer hit on this very text vouches for its key: a key passed on
                # from an acronym to its long form ("Deep subspace clustering" -> DSC -> dice) does not
                edges.add(_edge(node, ("K", occ.label, occ.key)))
            if occ.long_form and node[0] == "P":
                long_occ = _Occurrence(occ.paper, occ.label, occ.long_form, form_key(occ.long_form, occ.label))
                long_node = self._node(long_occ)
                if long_node is not None and long_node != node:
                    edges.add(_edge(node, long_node))
        forms = {n for n in nodes if n[0] == "F"}
        for node in forms:
            known = self.table.key_of.get((node[1], node[2]))
            if known and node[1] != "REPOSITORY":
                edges.add(_edge(node, ("K", node[1], known)))
        for label, text in sorted({(o.label, o.text) for o in self.occurrences}):
            own = ("F", label, form_key(text, label))
            if own not in forms:
                continue
            for other in candidate_keys(text, label):
                if ("F", label, other) in forms:
                    edges.add(_edge(own, ("F", label, other)))
        for label, form in self.spelled_out:
            known = self._known_key(label, form)
            if known:
                nodes.add(("K", label, known))
        self.graph.add_nodes_from(sorted(nodes))
        self.graph.add_edges_from(sorted(edges))
        for node in sorted(n for n in self.graph.nodes if n[0] == "P"):
            self.paper_nodes[(node[1], node[2])].append(node)
        self._fold_dropped_letters()
        self._merge_overrides()
        self._join_loose_spellings_of_known_long_forms()
        self._attach_acronyms_to_known_keys()
        self._split_overrides()

    def _fold_dropped_letters(self) -> None:
        """A one-paper spelling that drops one inner letter of a common name is that name (ImagNet-1k).

        Only a missing letter, never an extra or changed one: ResNeXt-50 is not ResNet-50
        and EfficientDet is not EfficientNet.
        """
        papers: dict[Node, set[str]] = defaultdict(set)
        for occ in self.occurrences:
            node = self._node(occ)
            if node is not None and node[0] == "F":
                papers[node].add(occ.paper)
        dropped: dict[tuple[str, str], set[Node]] = defaultdict(set)
        for node, seen in papers.items():
            form = node[2]
            if len(seen) < COMMON_NAME_PAPERS or len(form) < TYPO_MIN_LENGTH + 1 or node[1] == "REPOSITORY":
                continue
            for i in range(1, len(form) - 1):
                if form[i].isalpha():
                    dropped[(node[1], form[:i] + form[i + 1:])].add(node)
        for node, seen in sorted(papers.items()):
            if len(seen) != 1 or len(node[2]) < TYPO_MIN_LENGTH:
                continue
            matches = dropped.get((node[1], node[2]), set())
            if len(matches) == 1:
                self.graph.add_edge(node, next(iter(matches)))

    def _nodes_named(self, label: str, name: str) -> list[Node]:
        form = form_key(name, label)
        if (label, form) in self.spelled_out:
            return list(self.paper_nodes.get((label, form), []))
        node = ("F", label, form)
        return [node] if node in self.graph else []

    def _merge_overrides(self) -> None:
        if self.overrides is None:
            return
        for entry in self.overrides.merges:
            group = sorted({n for name in entry.names for n in self._nodes_named(entry.label, name)})
            for first, second in zip(group, group[1:]):
                self.graph.add_edge(first, second)

    def _join_loose_spellings_of_known_long_forms(self) -> None:
        """A paper that spells out a known acronym loosely means the known thing.

        "Low-Rank Adapters (LoRA)", "Segmentation Anything Model (SAM)", "dynamic 3D
        Gaussian Splatting (3DGS)" join LoRA, SAM and 3DGS; "Mean Angle Error (MAE)" stays
        apart from Mean Absolute Error (near_long_form says which is which).
        """
        for (label, form), papers in sorted(self.spelled_out.items()):
            known = self.table.key_of.get((label, form))  # ambiguous or not: the paper's own long form decides
            if not known:
                continue
            known_forms = self.table.long_forms.get((label, known), ())
            key_node = ("K", label, known)
            for paper in sorted(papers):
                written = self.long_form_texts.get((label, form, paper), ())
                node = ("P", label, form, paper)
                if node in self.graph and any(near_long_form(text, spelled)
                                              for text in sorted(written) for spelled in sorted(known_forms)):
                    self.graph.add_edge(node, key_node)

    def _attach_acronyms_to_known_keys(self) -> None:
        """A known acronym whose meaning the table never spells out takes the most common spelling-out.

        CLIP known only as "CLIP" joins "Contrastive Language-Image Pre-training (CLIP)";
        ACC known as "accuracy" does not join "Adaptive Contextual Compression (ACC)", nor does a paper's spelling-out
        of what it proposes or introduces ("we propose Velocity Refiner with Acceleration (VeRA)"): a new thing.
        """
        component_of = _component_index(self.graph)
        papers = self._papers_per_component(component_of)
        keyed_components = {component_of[n] for n in self.graph.nodes if n[0] == "K"}
        for label, form in sorted(self.spelled_out):
            known = self._known_key(label, form)
            if not known:
                continue
            key_node = ("K", label, known)
            own = self.paper_nodes.get((label, form), [])
            if (label, known) in self.table.has_word_form or \
                    any(component_of[n] == component_of[key_node] for n in own):
                continue
            candidates: dict[int, Node] = {}
            for node in own:
                component = component_of[node]
                if component not in keyed_components and (label, form, node[3]) not in self.own_spellings:
                    candidates.setdefault(component, node)
            if candidates:
                best = min(candidates, key=lambda c: (-len(papers.get(c, ())), candidates[c]))
                self.graph.add_edge(candidates[best], key_node)

    def _split_overrides(self) -> None:
        if self.overrides is None:
            return
        for entry in self.overrides.splits:
            groups = [set(self._nodes_named(entry.label, name)) | self._key_named(entry.label, name)
                      for name in entry.names]
            if len(groups) == 1:
                detached = groups[0]
                for node in sorted(detached):
                    for other in sorted(self.graph.neighbors(node)):
                        if other not in detached:
                            self.graph.remove_edge(node, other)
                ordered = sorted(detached)
                self.graph.add_edges_from(zip(ordered, ordered[1:]))
                continue
            for i, first in enumerate(groups):
                for second in groups[i + 1:]:
                    if first and second and not first & second:
                        self._cut(first, second)

    def _key_named(self, label: str, name: str) -> set[Node]:
        """The known key whose own name this is ("CUB-200-2011": its display name, else the first name the gazetteer
        gives it): a split takes the key, and so the entity's id and name, with that name, not with the other
        spellings it parts from it."""
        form = form_key(name, label)
        key = self.table.key_of.get((label, form))
        display = (self.table.display.get((label, key)) or self.table.first_pattern.get((label, key))) if key else None
        node = ("K", label, key)
        return {node} if display and form_key(display, label) == form and node in self.graph else set()

    def _cut(self, first: set[Node], second: set[Node]) -> None:
        """Remove the fewest alias links that keep two groups of names apart."""
        reach = nx.node_connected_component(self.graph, min(first))
        if not reach & second:
            return
        flow = nx.DiGraph()
        for u, v in sorted(self.graph.subgraph(reach).edges):
            flow.add_edge(u, v, capacity=1)
            flow.add_edge(v, u, capacity=1)
        source, sink = ("~source",), ("~sink",)
        for node in sorted(first):
            flow.add_edge(source, node)
        for node in sorted(second):
            flow.add_edge(node, sink)
        _, (source_side, _) = nx.minimum_cut(flow, source, sink)
        for u, v in sorted(self.graph.subgraph(reach).edges):
            if (u in source_side) != (v in source_side):
                self.graph.remove_edge(u, v)

    # -- helpers over components --------------------------------------------------------
    def _papers_per_component(self, component_of: dict[Node, int]) -> dict[int, set[str]]:
        papers: dict[int, set[str]] = defaultdict(set)
        for occ in self.occurrences:
            node = self._node(occ)
            if node is not None:
                papers[component_of[node]].add(occ.paper)
        return papers

    # -- turning components into entities -------------------------------------------------
    def run(self) -> Resolution:
        self._collect()
        self._build()
        unmatched = self._unmatched_overrides()
        component_of = _component_index(self.graph)
        papers = self._papers_per_component(component_of)
        has_key = {component_of[n] for n in self.graph.nodes if n[0] == "K"}

        assigned: list[tuple[_Occurrence, int, float]] = []
        for occ in self.occurrences:
            node = self._node(occ)
            if node is not None:
                assigned.append((occ, component_of[node], CONFIDENCE_DIRECT))
                continue
            senses = self._senses(occ.label, occ.form, component_of)
            best = min(senses, key=lambda c: (-len(papers.get(c, ())), c not in has_key, c))
            if len(senses) == 1:
                confidence = CONFIDENCE_SOLE_MEANING
            else:
                total = sum(max(len(papers.get(c, ())), 1) for c in senses)
                confidence = round(0.4 + 0.5 * max(len(papers.get(best, ())), 1) / total, 3)
            assigned.append((occ, best, confidence))
        resolution = self._entities(assigned, component_of)
        resolution.overrides_unmatched = unmatched
        return resolution

    def _unmatched_overrides(self) -> tuple[str, ...]:
        """The alias-file lines with a name no paper writes (a misspelling, a family node only variants make, a
        paper no longer read), so a curator hears of them instead of trusting them; and whether the line still
        does something with its other names."""
        if self.overrides is None:
            return ()
        found = []
        for section, entries in (("merge", self.overrides.merges), ("split", self.overrides.splits)):
            for entry in entries:
                named = {name: self._nodes_named(entry.label, name) for name in entry.names}
                missing = [name for name, nodes in named.items() if not nodes]
                if not missing:
                    continue
                if section == "merge" or len(entry.names) > 1:  # (joins or parts two names' spellings)
                    acts = len({node for nodes in named.values() for node in nodes}) >= 2 if section == "merge" \
                        else len(entry.names) - len(missing) >= 2
                else:
                    acts = False  # (a split of one name that no paper writes)
                where = f"{self.overrides.path}:{entry.line}" if entry.line else str(self.overrides.path)
                found.append(f"{where}: {section} [{entry.label}, {', '.join(entry.names)}]: no paper writes "
                             f"{' or '.join(repr(name) for name in missing)}"
                             + ("" if acts else ", so the line changes nothing"))
        return tuple(found)

    def _senses(self, label: str, form: str, component_of: dict[Node, int]) -> set[int]:
        """Components holding a meaning of an acronym: its spelled-out uses and its known key."""
        if self._sense_index is None:
            self._sense_index = defaultdict(set)
            self._others_sense_index = defaultdict(set)
            for node in self.graph.nodes:
                if node[0] == "P":
                    self._sense_index[(node[1], node[2])].add(component_of[node])
                    if (node[1], node[2], node[3]) not in self.own_spellings:
                        self._others_sense_index[(node[1], node[2])].add(component_of[node])
        known = self._known_key(label, form)
        if known and ("K", label, known) in component_of:
            # (a paper's spelling-out of what it proposes is its own new thing: the known meaning, not that one,
            # is what another paper means by the bare letters)
            return self._others_sense_index.get((label, form), set()) | {component_of[("K", label, known)]}
        return set(self._sense_index.get((label, form), set()))

    def _entities(self, assigned: list[tuple[_Occurrence, int, float]], component_of: dict[Node, int]) -> Resolution:
        by_component: dict[int, list[tuple[_Occurrence, float]]] = defaultdict(list)
        for occ, component, confidence in assigned:
            by_component[component].append((occ, confidence))
        keys_of: dict[int, list[str]] = defaultdict(list)
        for node, component in component_of.items():
            if node[0] == "K":
                keys_of[component].append(node[2])
        pinned = self._pinned_names(component_of)

        drafts = {}
        for component, rows in by_component.items():
            label = rows[0][0].label
            surfaces = _spelling_counts([o for o, _ in rows], label)
            keys = sorted(keys_of.get(component, []))
            key = keys[0] if keys else None
            name = pinned.get(component) or (self.table.display.get((label, key)) if key else None) \
                or sorted(surfaces.items(), key=lambda kv: (-kv[1], len(kv[0]), kv[0]))[0][0]
            if label == "REPOSITORY":
                raw = Counter(o.text for o, _ in rows)
                name = sorted(raw.items(), key=lambda kv: (-kv[1], len(kv[0]), kv[0]))[0][0]
                if not name.lower().startswith(("http://", "https://")):
                    name = "https://" + name  # "github.com/org/repo" as written in the abstract, as a link
                key = form_key(name, label)
            long_forms = sorted({o.long_form for o, _ in rows if o.long_form})
            drafts[component] = {
                "label": label, "name": name, "key": key or slug(name), "keyed": bool(keys),
                "aliases": tuple(sorted({o.text for o, _ in rows})),
                "papers": {o.paper for o, _ in rows}, "long_forms": tuple(long_forms),
                "members": frozenset((o.paper, o.label, o.text) for o, _ in rows),
            }
        ids = _assign_ids(drafts)

        resolution = Resolution(mentions=self.mentions)
        forms_per_label: dict[str, set[str]] = defaultdict(set)
        for component, draft in sorted(drafts.items(), key=lambda kv: ids[kv[0]]):
            entity_id = ids[component]
            resolution.entities[entity_id] = Entity(
                id=entity_id, label=draft["label"], name=draft["name"], key=entity_id.split(":", 1)[-1]
                if draft["label"] != "REPOSITORY" else draft["key"],
                aliases=draft["aliases"], papers=len(draft["papers"]))
            resolution.long_forms[entity_id] = draft["long_forms"]
            resolution._members[entity_id] = draft["members"]
        for occ, component, confidence in assigned:
            entity_id = ids[component]
            slot = (occ.paper, occ.label, occ.text)
            previous = resolution.confidences.get(slot)
            if previous is None or confidence > previous:
                resolution.assignments[slot] = entity_id
                resolution.confidences[slot] = confidence
            resolution._by_form.setdefault((occ.paper, occ.label, occ.form), entity_id)
            forms_per_label[occ.label].add(occ.text)
        resolution.surface_forms = {label: len(forms) for label, forms in sorted(forms_per_label.items())}
        self._link_variants(resolution, component_of, ids)
        return resolution

    def _pinned_names(self, component_of: dict[Node, int]) -> dict[int, str]:
        pinned: dict[int, str] = {}
        if self.overrides is None:
            return pinned
        for entry in self.overrides.merges:
            nodes = [n for name in entry.names[:1] for n in self._nodes_named(entry.label, name)]
            nodes = nodes or [n for name in entry.names for n in self._nodes_named(entry.label, name)]
            for node in nodes:
                pinned.setdefault(component_of[node], clean_surface(entry.names[0]))
        return pinned

    # -- variants ---------------------------------------------------------------------------
    def _link_variants(self, resolution: Resolution, component_of: dict[Node, int], ids: dict[int, str]) -> None:
        self._link_method_variants(resolution, component_of, ids)
        for label in ("DATASET", "METRIC"):
            self._link_named_variants(label, resolution, component_of, ids)

    def _link_named_variants(self, label: str, resolution: Resolution, component_of: dict[Node, int],
                             ids: dict[int, str]) -> None:
        """A dataset's edition or split ("BraTS 2021", "ImageNet-1K", "MultiWOZ 2.2") and a measure's kind ("BLEU-4",
        "composite Dice") point at what they are a version of, so a query for the one finds the others. The
        gazetteer's families first; else an edition of a dataset, or a measure named with a word before it, whose
        family another entity of the graph already is: no family is made up from a name alone."""
        by_form, by_key = _ids_by_form_and_key(label, component_of, ids)
        for entity in sorted(list(resolution.entities.values()), key=lambda e: e.id):
            if entity.label != label:
                continue
            family_id = None
            table_family = self.table.variant_of.get((label, entity.key))
            if table_family:
                display = self.table.display.get((label, table_family)) \
                    or self.table.first_pattern.get((label, table_family)) or table_family
                family_id = by_key.get(table_family) or self._family_entity(resolution, display, table_family, label)
            else:
                family = _family_by_name(entity.name, label)
                if family is not None:
                    form = form_key(family, label)
                    known_key = self.table.key_of.get((label, form))
                    family_id = by_form.get(form) or (by_key.get(known_key) if known_key else None)
            if family_id and family_id != entity.id and resolution.entities[family_id].label == label:
                resolution.entities[entity.id] = entity.model_copy(update={"variant_of": family_id})

    def _link_method_variants(self, resolution: Resolution, component_of: dict[Node, int],
                              ids: dict[int, str]) -> None:
        by_form, by_key = _ids_by_form_and_key("METHOD", component_of, ids)
        base_of = {ids[c]: self.variant_base[(n[1], n[2])] for n, c in sorted(component_of.items())
                   if n[0] == "F" and (n[1], n[2]) in self.variant_base and c in ids}

        def known(text: str) -> bool:
            form = form_key(text, "METHOD")
            return form in by_form or ("METHOD", form) in self.table.key_of

        for entity in sorted(list(resolution.entities.values()), key=lambda e: e.id):
            if entity.label != "METHOD":
                continue
            family_id = None
            table_family = self.table.variant_of.get(("METHOD", entity.key))
            if table_family:
                display = self.table.display.get(("METHOD", table_family)) \
                    or self.table.first_pattern.get(("METHOD", table_family)) or family_of(entity.name, known) \
                    or table_family
                family_id = by_key.get(table_family) or self._family_entity(resolution, display, table_family)
            elif entity.id in base_of and by_key.get(base_of[entity.id]) not in (None, entity.id):
                family_id = by_key[base_of[entity.id]]  # "Dense U-Net" of U-Net
            else:
                family = family_of(entity.name, known)
                if family is None:
                    continue
                form = form_key(family, "METHOD")
                known_key = self.table.key_of.get(("METHOD", form))
                family_id = by_form.get(form) or (by_key.get(known_key) if known_key else None)
                if family_id is None and ("METHOD", form) in self.spelled_out:
                    senses = self._senses("METHOD", form, component_of)
                    sense_ids = sorted(ids[c] for c in senses if c in ids)
                    family_id = sense_ids[0] if sense_ids else None
                if family_id is None:
                    display = (self.table.display.get(("METHOD", known_key))
                               or self.table.first_pattern.get(("METHOD", known_key), family)) if known_key else family
                    family_id = self._family_entity(resolution, display, known_key or slug(family))
            if family_id and family_id != entity.id:
                resolution.entities[entity.id] = entity.model_copy(update={"variant_of": family_id})

    @staticmethod
    def _family_entity(resolution: Resolution, name: str, key: str, label: str = "METHOD") -> str:
        entity_id = f"{LABEL_PREFIX[label]}:{key}"
        if entity_id not in resolution.entities:
            resolution.entities[entity_id] = Entity(id=entity_id, label=label, name=name, key=key,
                                                    aliases=(name,), papers=0)
        return entity_id


def _ids_by_form_and_key(label: str, component_of: dict[Node, int], ids: dict[int, str]) -> tuple[dict, dict]:
    """The entity ids of a label's forms and of its gazetteer keys, where a family is looked up."""
    by_form = {n[2]: ids[c] for n, c in component_of.items() if n[0] == "F" and n[1] == label and c in ids}
    by_key = {n[2]: ids[c] for n, c in component_of.items() if n[0] == "K" and n[1] == label and c in ids}
    return by_form, by_key


# A dataset's edition: a year or a dotted version after its name ("COCO 2017", "MultiWOZ 2.2", "SQuAD v1.1",
# "VQAv2"), or several of them ("AIME 2024/2025", of AIME, not of AIME 2024); not a number that names another set
# ("CIFAR-10", "Kinetics-400").
_DATASET_EDITION = re.compile(r"^(?P<family>.*?[A-Za-z].*?)"
                              r"(?:(?:[\s\-_]?|\s*[/&,]\s*)(?:(?:19|20)\d{2}|v?\d+(?:\.\d+)+)|v\d+)+$")
# A measure named with words of its own before a known one's name ("composite Dice", "tumour Dice", "macro F1"):
# small letters only, so "Mean IoU" or "Top-1 Accuracy" written as one name are left alone.
_MEASURE_KIND = re.compile(r"^(?P<words>(?:[a-z]+\s+){1,2})(?P<family>[A-Z][\w\-@]*)$")
# Words that grade or size a score, not name a kind of the measure ("perfect AUROC", "largest F1", "expensive RL"):
# the name is a phrase a claim read, not a measure of its own ("test F1" is a kind: the superlatives are listed).
_GRADING_WORD = re.compile(r"^(?:best|worst|highest|lowest|largest|smallest|greatest|strongest|weakest|fastest|"
                           r"slowest|longest|shortest|biggest|finest|perfect|expensive|cheap|good|better|bad|worse|"
                           r"great|greater|high|higher|low|lower|strong|stronger|weak|weaker|poor|competitive|"
                           r"comparable|similar|superior|inferior|"
                           r"remarkable|impressive|significant|substantial|notable|new|same|original|final)$")


def _family_by_name(name: str, label: str) -> Optional[str]:
    """What a dataset's edition or a measure's kind is named after, read from its name alone."""
    pattern = _DATASET_EDITION if label == "DATASET" else _MEASURE_KIND
    match = pattern.match(name.strip())
    if match is None or (label == "METRIC" and any(map(_GRADING_WORD.match, match.group("words").split()))):
        return None
    return match.group("family").strip()


# Labels whose names are common nouns ("machine unlearning", "accuracy"): a capital opening a sentence is no part of
# them.
_COMMON_NOUN_LABELS = frozenset({"TASK", "METRIC"})


def _spelling_counts(occurrences: list[_Occurrence], label: str) -> Counter:
    """How often each spelling of an entity is written, which picks its display name. For a task or a measure,
    "Machine unlearning" opening a sentence counts as "machine unlearning" when that is also written, so the name
    is the spelling of running text ("Arabic dialect identification" and "Dice" written inside sentences keep their
    capitals)."""
    spellings = [clean_surface(occ.text) or occ.text for occ in occurrences]
    surfaces = Counter(spellings)
    if label not in _COMMON_NOUN_LABELS:
        return surfaces
    folded = Counter(surfaces)
    for occ, surface in zip(occurrences, spellings):
        lowered = surface[:1].lower() + surface[1:]
        if occ.opens_sentence and lowered != surface and lowered in surfaces:
            folded[surface] -= 1
            folded[lowered] += 1
    return +folded


def _edge(a: Node, b: Node) -> tuple[Node, Node]:
    return (a, b) if a <= b else (b, a)


def _component_index(graph: nx.Graph) -> dict[Node, int]:
    """Component number per node, numbered by each component's smallest node (order-free)."""
    components = sorted((min(c), c) for c in nx.connected_components(graph))
    return {node: index for index, (_, members) in enumerate(components) for node in members}


def _assign_ids(drafts: dict[int, dict]) -> dict[int, str]:
    """``label:key`` ids; a clash (one acronym, two meanings) suffixes the rarer meaning."""
    wanted: dict[str, list[int]] = defaultdict(list)
    for component, draft in drafts.items():
        if draft["label"] == "REPOSITORY":
            wanted[draft["name"]].append(component)
        else:
            wanted[f"{LABEL_PREFIX[draft['label']]}:{draft['key']}"].append(component)
    ids: dict[int, str] = {}
    clashes: list[tuple[str, int]] = []
    for entity_id, components in wanted.items():
        ranked = sorted(components, key=lambda c: (-len(drafts[c]["papers"]), not drafts[c]["keyed"],
                                                   sorted(drafts[c]["members"])[0]))
        ids[ranked[0]] = entity_id
        clashes.extend((entity_id, c) for c in ranked[1:])
    used = set(ids.values())
    for entity_id, component in sorted(clashes, key=lambda ec: (ec[0], sorted(drafts[ec[1]]["members"])[0])):
        draft = drafts[component]
        hint = draft["long_forms"][0] if draft["long_forms"] else \
            sorted(draft["aliases"], key=lambda a: (-len(a), a))[0]
        candidate = f"{entity_id}~{slug(hint)}"
        number = 2
        while candidate in used:
            candidate = f"{entity_id}~{slug(hint)}-{number}"
            number += 1
        ids[component] = candidate
        used.add(candidate)
    return ids
