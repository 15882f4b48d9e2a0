"""Entities a person should look at: likely duplicates and likely false merges.

Resolution is cautious on purpose, so some duplicates survive (close spellings such
as "Pointnet++"/"PointNet+++", the same long form under two nodes) and some merges
are wrong (one node whose aliases spell out the same acronym in unrelated ways).
Each finding carries the override line that would pin the decision, so reviewing
ends with a copy into ``kg.aliases.yaml``.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass
from difflib import SequenceMatcher
from itertools import combinations
from typing import Iterable, Optional

import networkx as nx

from kg.errors import ResolveError
from kg.resolve.aliases import AliasTable, default_alias_table
from kg.resolve.names import candidate_keys, clean_surface, form_key, is_acronym, near_long_form, shortened_long_form
from kg.resolve.overrides import Overrides

GRAPH_LABELS = {"Method": "METHOD", "Dataset": "DATASET", "Metric": "METRIC", "Task": "TASK"}
MIN_FUZZY_LENGTH = 8
DIVERGENT_RATIO = 0.5


@dataclass(frozen=True)
class EntityRow:
    """What suspicion needs to know about one node."""

    id: str
    label: str
    name: str
    aliases: tuple[str, ...]
    papers: int = 0
    variant_of: Optional[str] = None


@dataclass(frozen=True)
class Suspicion:
    """One finding: ``duplicate`` (two nodes, one thing) or ``false_merge`` (one node, two things)."""

    kind: str
    label: str
    ids: tuple[str, ...]
    names: tuple[str, ...]
    reason: str
    override: str

    def as_dict(self) -> dict:
        return {"kind": self.kind, "label": self.label, "ids": list(self.ids), "names": list(self.names),
                "reason": self.reason, "override": self.override}


def suspicious(resolution, alias_table: Optional[AliasTable] = None,
               overrides: Optional[Overrides] = None) -> list[Suspicion]:
    """Findings over a Resolution's entities; `alias_table` (the shipped one by default) vouches for synonyms,
    and what the user's `overrides` already decide is not asked again."""
    rows = [EntityRow(e.id, e.label, e.name, e.aliases, e.papers, e.variant_of)
            for e in resolution.entities.values() if e.label in GRAPH_LABELS.values()]
    return find_suspicions(rows, alias_table, overrides)


def suspicious_in_graph(graph: nx.MultiDiGraph, label: Optional[str] = None,
                        alias_table: Optional[AliasTable] = None,
                        overrides: Optional[Overrides] = None) -> list[Suspicion]:
    """Findings over a built graph's entity nodes (name, aliases, papers), e.g. from graph.json; `label` as a node
    ("Method") or a mention ("METHOD") spells it."""
    label = GRAPH_LABELS[_node_label(label, GRAPH_LABELS)] if label else None
    variant_of = {u: v for u, v, data in graph.edges(data=True) if data.get("type") == "VARIANT_OF"}
    rows = []
    for node_id, data in graph.nodes(data=True):
        node_label = GRAPH_LABELS.get(data.get("label"))
        if node_label is None or (label and node_label != label):
            continue
        aliases = data.get("aliases") or [data.get("name", node_id)]
        rows.append(EntityRow(node_id, node_label, data.get("name", node_id), tuple(aliases),
                              int(data.get("papers") or 0), variant_of.get(node_id)))
    return find_suspicions(rows, alias_table, overrides)


def find_suspicions(rows: Iterable[EntityRow], alias_table: Optional[AliasTable] = None,
                    overrides: Optional[Overrides] = None) -> list[Suspicion]:
    """Duplicates first (by label, then names), then false merges; none the user's overrides already decide."""
    rows = sorted(rows, key=lambda r: r.id)
    table = alias_table or default_alias_table()
    found = _duplicates(rows) + _false_merges(rows, table)
    if overrides is not None and not overrides.empty:
        by_id = {row.id: row for row in rows}
        found = [finding for finding in found if not _decided(finding, by_id, table, overrides)]
    return sorted(found, key=lambda s: (s.kind, s.label, s.ids))


def _decided(finding: Suspicion, by_id: dict[str, EntityRow], table: AliasTable, overrides: Overrides) -> bool:
    """Whether the user has ruled on a finding, so that it does not come back on every build: two nodes a split
    line keeps apart (a name of each, or one name kept from every other), or a node whose every divergent pair
    of long forms a merge line joins."""
    label = finding.label

    def key(name: str) -> str:
        return form_key(name, label)

    if finding.kind == "duplicate":
        sides = [{key(name) for name in (by_id[node_id].name, *by_id[node_id].aliases)} for node_id in finding.ids]
        only = [side - other for side, other in ((sides[0], sides[1]), (sides[1], sides[0]))]  # not shared
        for entry in overrides.splits:
            if entry.label != label:
                continue
            keys = {key(name) for name in entry.names}
            if len(entry.names) == 1 and keys & (only[0] | only[1]):
                return True  # "split: [METHOD, Transformer]": apart from every other name
            if any(a != b for a in keys & only[0] for b in keys & only[1]):
                return True
        return False
    merges = [{key(name) for name in entry.names} for entry in overrides.merges if entry.label == label]
    return all(any({key(a), key(b)} <= joined for joined in merges)
               for a, b in _divergent_pairs(by_id[finding.ids[0]], table))


def _duplicates(rows: list[EntityRow]) -> list[Suspicion]:
    by_id = {r.id: r for r in rows}
    # bucket -> {entity id: the alias that put it there}
    buckets: dict[tuple[str, str, str], dict[str, str]] = defaultdict(dict)
    for row in rows:
        for alias in row.aliases:
            if is_acronym(alias):
                continue  # one acronym, several meanings: kept apart on purpose
            key = form_key(alias, row.label)
            buckets[("same", row.label, key)].setdefault(row.id, alias)
            if len(key) >= MIN_FUZZY_LENGTH:
                buckets[("typo", row.label, key)].setdefault(row.id, alias)
                for i in range(len(key)):
                    buckets[("typo", row.label, key[:i] + key[i + 1:])].setdefault(row.id, alias)
    reasons: dict[tuple[str, str], str] = {}
    for (kind, label, _), members in sorted(buckets.items()):
        if len(members) < 2 or len(members) > 6:
            continue
        for a, b in combinations(sorted(members), 2):
            if reasons.get((a, b), "").endswith("share the spelling") or _related(by_id[a], by_id[b]):
                continue
            alias_a, alias_b = members[a], members[b]
            if kind == "typo" and (_differ_in_digits_only(alias_a, alias_b, label) or not _one_slip(alias_a, alias_b)):
                continue
            shown = "" if (alias_a, alias_b) == (by_id[a].name, by_id[b].name) else f" (as {alias_a!r} and {alias_b!r})"
            reasons[(a, b)] = shown + (" share the spelling" if kind == "same" else " differ by one character")
    found = []
    for (a, b), reason in sorted(reasons.items()):
        first, second = by_id[a], by_id[b]
        found.append(Suspicion(
            kind="duplicate", label=first.label, ids=(a, b), names=(first.name, second.name),
            reason=f"{first.name!r} and {second.name!r}{reason}",
            override=_yaml_line("merge", first.label, first.name, second.name)))
    return found


def _differ_in_digits_only(a: str, b: str, label: str) -> bool:
    """YOLOv5 and YOLOv8, GPT-3 and GPT-4 are versions, not typos."""
    key_a, key_b = form_key(a, label), form_key(b, label)
    changed = "".join(key_a[i1:i2] + key_b[j1:j2] for op, i1, i2, j1, j2
                      in SequenceMatcher(None, key_a, key_b).get_opcodes() if op != "equal")
    return bool(changed) and all(ch.isdigit() or ch in ".-" for ch in changed)


_SEPARATORS = re.compile(r"[\s\-_.]+")


def _one_slip(a: str, b: str) -> bool:
    """Whether two spellings differ the way a slip of the keyboard or a plural makes them differ.

    In one coined word: a letter inserted, dropped, swapped or changed for its neighbour on the keyboard inside a
    run of small letters ("EfficentDet", "Adapator-S", "ByeTrack"; not "DeepFace" for "DeepFake"). In a name of several words: a plural or past-tense ending,
    or s for z ("videos detection", "object localisation"). Not a tag at the end ("ImageNet-C",
    "Rain100H", "HumanEval+"), a capital ("SegFormer"/"SGFormer", "PromptIQ"/"PromptIR") or another
    word ("shape"/"sharp estimation"): those name other things.
    """
    a, b = clean_surface(a), clean_surface(b)
    squashed_a, squashed_b = _SEPARATORS.sub("", a), _SEPARATORS.sub("", b)
    if len(squashed_a) > len(squashed_b):
        a, b, squashed_a, squashed_b = b, a, squashed_b, squashed_a
    edit = _single_edit(squashed_a.lower(), squashed_b.lower())
    if edit is None:
        return False
    if " " in a or " " in b:
        return _word_ending_or_spelling(a, b)
    first, last = edit
    inserted = len(squashed_b) > len(squashed_a)
    if not inserted and first == last and not _neighbouring_keys(squashed_a[first].lower(), squashed_b[first].lower()):
        return False  # a letter changed for one the hand is not near is another word ("DeepFace", "DeepFake")
    around = squashed_b[first - 1:last + 2] + squashed_a[first - 1:first + 1 if inserted else last + 2]
    return 0 < first and last < len(squashed_b) - 1 and all(ch.isalpha() and ch.islower() for ch in around)


_KEYBOARD_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_KEY_AT = {key: (row, column) for row, keys in enumerate(_KEYBOARD_ROWS) for column, key in enumerate(keys)}


def _neighbouring_keys(a: str, b: str) -> bool:
    """Whether two letters are next to each other on a QWERTY keyboard, in a row or across the staggered rows (a
    key of one row sits below the key of its column and the one to its left in the row above)."""
    if a not in _KEY_AT or b not in _KEY_AT:
        return False
    (row_a, column_a), (row_b, column_b) = sorted((_KEY_AT[a], _KEY_AT[b]))
    if row_a == row_b:
        return abs(column_a - column_b) == 1
    return row_b == row_a + 1 and column_b in (column_a - 1, column_a)


def _single_edit(short: str, long: str) -> Optional[tuple[int, int]]:
    """The first and last position (in `long`) of the one insertion, substitution or swap of two
    neighbouring letters that turns `short` into `long`; None when it takes more."""
    if len(long) - len(short) == 1:
        at = next((i for i in range(len(short)) if short[i] != long[i]), len(short))
        if short[at:] != long[at + 1:]:
            return None
        while at > 0 and long[at - 1] == long[at]:
            at -= 1  # a doubled letter: "ControllNet" adds the first l of the two, not the one before N
        return at, at
    if len(long) != len(short):
        return None
    diffs = [i for i in range(len(short)) if short[i] != long[i]]
    if len(diffs) == 1:
        return diffs[0], diffs[0]
    if len(diffs) == 2 and diffs[1] == diffs[0] + 1 and short[diffs[0]] == long[diffs[1]] \
            and short[diffs[1]] == long[diffs[0]]:
        return diffs[0], diffs[1]
    return None


_WORD_ENDINGS = ("s", "d")  # one letter: "videos detection", "interleaved reasoning"


def _word_ending_or_spelling(short: str, long: str) -> bool:
    """The same words but one, which differs by a plural or past ending or by s for z."""
    short_words = _SEPARATORS.sub(" ", short.lower()).split()
    long_words = _SEPARATORS.sub(" ", long.lower()).split()
    pairs = [(x, y) for x, y in zip(short_words, long_words) if x != y]
    if len(short_words) != len(long_words) or len(pairs) != 1:
        return False
    x, y = pairs[0]
    if len(x) == len(y):
        return sorted({i for i, j in zip(x, y) if i != j} | {j for i, j in zip(x, y) if i != j}) == ["s", "z"]
    return any(y == x + ending or x == y + ending for ending in _WORD_ENDINGS)


def _related(a: EntityRow, b: EntityRow) -> bool:
    """Variants of one family differ on purpose (ResNet-18, ResNet-50)."""
    if a.variant_of == b.id or b.variant_of == a.id:
        return True
    return bool(a.variant_of) and a.variant_of == b.variant_of


def _false_merges(rows: list[EntityRow], table: AliasTable) -> list[Suspicion]:
    """One node whose long forms share little."""
    found = []
    for row in rows:
        divergent = _divergent_pairs(row, table)
        if divergent:
            a, b = divergent[0]
            found.append(Suspicion(
                kind="false_merge", label=row.label, ids=(row.id,), names=(a, b),
                reason=f"{row.name!r} is spelled out as {a!r} and as {b!r}",
                override=_yaml_line("split", row.label, a, b)))
    return found


def _divergent_pairs(row: EntityRow, table: AliasTable) -> list[tuple[str, str]]:
    """Pairs of a node's long forms that share little, unless the alias table knows both as names of one thing
    ("Image Generation" and "Image Synthesis", "Dice Score" and "Dice Similarity Coefficients") or one keeps
    only some of the other's words ("area under curve"). A long form written loosely beside a fuller one of the
    same node ("receiver operating characteristics", its head left out) stands for the fuller one, and one written
    loosely for a spelling-out the table knows for the node is that spelling-out ("Shifted Window" for Shifted
    Window Transformer)."""
    long_forms = sorted({clean_surface(a) for a in row.aliases if _is_long_form(a)})
    fuller = {lf: max((other for other in long_forms
                       if len(other.split()) > len(lf.split()) and near_long_form(lf, other)),
                      key=lambda other: (len(other.split()), other), default=lf)
              for lf in long_forms}
    squashed = {lf: form_key(lf, row.label) for lf in long_forms}
    known = {lf: _table_key(table, row.label, lf) for lf in long_forms}
    keys_here = sorted({key for key in known.values() if key is not None})
    for lf in long_forms:  # a loose writing of a spelling-out the table knows for this node: "Shifted Window (Swin)"
        if known[lf] is None:
            known[lf] = next((key for key in keys_here if any(
                near_long_form(lf, spelled) for spelled in sorted(table.long_forms.get((row.label, key), ())))), None)
    return [(a, b) for a, b in combinations(long_forms, 2)
            if not (known[a] is not None and known[a] == known[b])
            and not _one_shortens_the_other(a, b) and not _one_shortens_the_other(fuller[a], fuller[b])
            and fuller[a] != fuller[b]
            and SequenceMatcher(None, squashed[a], squashed[b]).ratio() < DIVERGENT_RATIO]


def _one_shortens_the_other(a: str, b: str) -> bool:
    return shortened_long_form(a, b) or shortened_long_form(b, a)


def _table_key(table: AliasTable, label: str, name: str) -> Optional[str]:
    """The key the alias table knows a spelling by, written as it is or in the singular."""
    return table.key_for(label, name) or next(
        (table.key_of[(label, other)] for other in candidate_keys(name, label) if (label, other) in table.key_of), None)


def _is_long_form(alias: str) -> bool:
    """Several plain words: "CoT prompting" or "SAM 2" name the acronym, they do not spell it out."""
    words = clean_surface(alias).split()
    return len(words) >= 2 and not any(is_acronym(w) or any(ch.isdigit() for ch in w) for w in words)


def _yaml_line(section: str, label: str, *names: str) -> str:
    return f"{section}: [{label}, " + ", ".join(json.dumps(n, ensure_ascii=False) for n in names) + "]"


def list_entities(graph: nx.MultiDiGraph, label: Optional[str] = None) -> list[dict]:
    """Entity nodes of a built graph, most papers first: id, label, name, papers, aliases, variant_of.

    Args:
        graph: a graph from ``build_graph`` or ``read_graph``.
        label: a node label (Method, Dataset, Metric, Task, Repository; in any case); None for all.
    """
    from kg.graph import entity_papers  # (kg.graph builds on this package)

    wanted = {_node_label(label, (*GRAPH_LABELS, "Repository"))} if label else set(GRAPH_LABELS) | {"Repository"}
    variant_of = {u: v for u, v, data in graph.edges(data=True) if data.get("type") == "VARIANT_OF"}
    rows = []
    for node_id, data in graph.nodes(data=True):
        if data.get("label") not in wanted:
            continue
        rows.append({"id": node_id, "label": data["label"], "name": data.get("name", node_id),
                     "papers": len(entity_papers(graph, node_id)), "aliases": list(data.get("aliases") or []),
                     "variant_of": variant_of.get(node_id)})
    rows.sort(key=lambda r: (-r["papers"], str(r["name"]).casefold(), r["id"]))
    return rows


def _node_label(label: str, labels: Iterable[str]) -> str:
    """The node label a caller names in any case ("METHOD", "method", "Method"); another word is an error, not an
    empty answer."""
    by_case = {name.casefold(): name for name in labels}
    found = by_case.get(label.casefold())
    if found is None:
        raise ResolveError(f"[KG335] unknown label {label!r}: use one of {', '.join(by_case.values())}")
    return found
