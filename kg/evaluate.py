"""Scoring extractions against a gold file, with the definitions of ../shared/eval/score.py.

A gold file holds one JSON record per abstract: key, methods, datasets, metrics,
tasks (each a list of {"names", "role"}) and gains. Matching is on names after
normalisation, per abstract, greedy one-to-one. On top of the headline figures this
module explains them: precision of each rule, and the misses and false hits with
their sentences, so a rule author sees what to fix.
"""

from __future__ import annotations

import json
import math
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from kg.extract.pipeline import clean_text
from kg.extract.vocabulary import AVERAGING_WORDS, singular_noun
from kg.models import Extraction, Mention, Paper, Problem, json_kind, json_line_problem, stronger_role

KINDS = ("methods", "datasets", "metrics", "tasks")
# The kinds an error row can be of: the entity kinds, the proposed methods among them, and the gains.
ERROR_KINDS = ("methods", "proposed", "datasets", "metrics", "tasks", "gains")
LABEL_KIND = {"METHOD": "methods", "DATASET": "datasets", "METRIC": "metrics", "TASK": "tasks"}


def norm(name: Optional[str]) -> str:
    if not isinstance(name, str):
        return ""
    text = name.strip()
    if re.fullmatch(r"[A-Z0-9][A-Za-z0-9.\-]*[A-Z0-9]s", text):
        text = text[:-1]
    return re.sub(r"[\s\-_.\u2010-\u2015]+", "", text.casefold())


def names_of(entity: dict) -> set[str]:
    return {n for n in (norm(x) for x in entity.get("names", [])) if n}


def to_eval_record(extraction: Extraction, key: Optional[str] = None) -> dict:
    """One extraction in the gold format; names of one thing in one abstract grouped together."""
    record: dict = {"key": key if key is not None else (extraction.paper.key or extraction.paper.id)}
    measures_named = {m.text.lower() for m in extraction.mentions if m.label == "METRIC"}
    # a claim names a method or dataset written with inline math as the page writes it ("Glim$^2$-Zorb"), as
    # annotators copy it; other markup ("\textbf{GlimNet}") they leave out, and so does the claim
    math_written: dict[tuple[str, str], str] = {}
    for label, kind in LABEL_KIND.items():
        groups: list[dict] = []
        index: dict[str, int] = {}
        short_forms = {(m.long_form, m.text) for m in extraction.mentions if m.label == label and m.long_form}
        for mention in extraction.mentions:
            if mention.label != label:
                continue
            forms = [mention.text] + ([mention.long_form] if mention.long_form else [])
            written = _written_form(extraction, mention)
            if written != mention.text:
                forms.append(written)  # "E-ViM$^3$" as the abstract writes what is read as "E-ViM3"
                if written.count("$") == 2 and not written.startswith("$"):
                    math_written.setdefault((label, mention.text), written)
            if mention.key and norm(mention.text) == norm(mention.key) + "s":
                forms.append(mention.text[:-1])  # "Transformers" is also the singular name the gazetteer knows
            if label == "DATASET":
                forms += _with_head_noun(extraction.paper.abstract, mention)
                base = _CHALLENGE_TAIL.sub("", mention.text)
                if base != mention.text and base:
                    forms.append(base)  # "the OncoReg Challenge" is OncoReg too
            forms += _with_bracketed_short_form(extraction.paper.abstract, mention, forms, short_forms)
            if label == "METRIC" and mention.text.endswith((" score", " scores")):
                forms.append(mention.text.rsplit(" ", 1)[0])  # "the micro-F1 score" is the micro-F1 measure
            elif label == "METRIC" and mention.evidence.section == "abstract":
                score = _SCORE_AFTER.match(extraction.paper.abstract, mention.evidence.end)
                if score:
                    forms.append(mention.text + score.group())  # "an FID score of 16.2" names the FID score too
            if label == "METRIC":
                forms += _with_averaging_word(extraction.paper.abstract, mention)
            singular = _singular(mention.text) if label == "METRIC" else mention.text
            if singular != mention.text:
                forms.append(singular)  # "training times" reports the training time
            if label == "METHOD":
                forms += _with_head_noun(extraction.paper.abstract, mention, _METHOD_HEAD_AFTER)
            if label == "METHOD" and mention.text.endswith((" module", " block")):
                forms.append(mention.text.rsplit(" ", 1)[0])  # "the Deep Web Explorer module" names Deep Web Explorer
            known_as = f"\0{mention.key}" if mention.key else None  # one gazetteer id: one thing ("ZB3D" and its
            # long name), however unlike its written forms are
            hits = sorted({index[_group_key(f)] for f in forms if _group_key(f) in index}
                          | ({index[known_as]} if known_as in index else set()))
            if hits:
                group = groups[hits[0]]
                for other in hits[1:]:  # a long form joined two groups: fold the later one in
                    group["names"] += [n for n in groups[other]["names"] if n not in group["names"]]
                    group["role"] = stronger_role(group.get("role"), groups[other].get("role"))
                    groups[other]["names"] = []
                    for name_key, position in list(index.items()):
                        if position == other:
                            index[name_key] = hits[0]
            else:
                group = {"names": []}
                if label in ("METHOD", "DATASET"):
                    group["role"] = None
                groups.append(group)
            position = groups.index(group)
            for form in forms:
                if form not in group["names"]:
                    group["names"].append(form)
                index[_group_key(form)] = position
            if known_as:
                index[known_as] = position
            if label == "METRIC":  # a name of this measure only, never one that joins it to another, nor the name of
                group["names"] += [n for n in _without_aggregate_word(mention.text)  # another measure the abstract
                                   if n not in group["names"] and n.lower() not in measures_named]  # reports
            if "role" in group:
                group["role"] = stronger_role(group["role"], mention.role)
        groups = [g for g in groups if g["names"]]
        if label == "METRIC":
            groups = _fold_bare_heads(groups)
        record[kind] = groups
    record["gains"] = [
        {"value": c.value, "unit": c.unit, "direction": c.direction, "metric": c.metric,
         "dataset": math_written.get(("DATASET", c.dataset), c.dataset),
         "method": math_written.get(("METHOD", c.method), c.method),
         "baseline": math_written.get(("METHOD", c.baseline), c.baseline), "text": c.text}
        for c in extraction.claims
    ]
    return record


def _written_form(extraction: Extraction, mention: Mention) -> str:
    """The mention's words exactly as the page has them, markup and all ("E-ViM$^3$" for "E-ViM3"): annotators copy
    names from the page. Cleaning keeps the text's length and moves a styled word's letters to one end of the space
    its markup took, so the markup is the run of characters beside the name that cleaning blanked out."""
    source = (extraction.paper.title or "") if mention.evidence.section == "title" else extraction.paper.abstract
    start, end = mention.evidence.start, mention.evidence.end
    if not any(mark in source[max(0, start - 20):end + 20] for mark in "$\\{"):
        return mention.text
    cleaned = _cleaned(source)
    while start > 0 and cleaned[start - 1] == " " and not source[start - 1].isspace():
        start -= 1
    while end < len(source) and cleaned[end] == " " and not source[end].isspace():
        end += 1
    written = _NOT_THE_NAMES_MARKUP.split(source[start:end])[0].strip()  # "GlimNet~\cite{foo}" is GlimNet's
    return written or mention.text


_SCORE_AFTER = re.compile(r"[ -]score\b")


@lru_cache(maxsize=2)
def _cleaned(source: str) -> str:
    """An abstract as the extraction read it, cleaned once for all the styled names in it."""
    return clean_text(source)


# Markup the cleaning blanks out beside a name that is no part of how the name is written: a citation, a footnote,
# a reference, or the non-breaking space before one.
_NOT_THE_NAMES_MARKUP = re.compile(r"~|\\(?:cite[a-z]*|footnote|ref|label|url|href)\b")


def _singular(name: str) -> str:
    """A measure named in the plural, by its singular: 'retention rates' -> 'retention rate', 'exact matches' ->
    'exact match'. Only a lower-case word of letters: 'FLOPs', 'RMSEs' and 'tokens/s' are names of their own."""
    head, _, last = name.rpartition(" ")
    if last != last.lower() or not last.isalpha():
        return name
    return f"{head} {singular_noun(last)}" if head else singular_noun(last)


def _group_key(name: str) -> str:
    """Names of one thing within one abstract: score.py's normalisation, singular and plural alike."""
    return singular_noun(norm(name))


def _fold_bare_heads(groups: list[dict]) -> list[dict]:
    """'accuracy' in an abstract that reports 'top-1 accuracy' is that measure, named short."""
    out = []
    for group in groups:
        bare = [n for n in group["names"] if " " not in n.strip()]
        if len(bare) != len(group["names"]):
            out.append(group)
            continue
        heads = {n.lower() for n in bare}
        owners = [g for g in groups if g is not group and any(
            " " in n and n.lower().rsplit(" ", 1)[-1] in heads and not n.lower().endswith(_MEASURES_OF_THEIR_OWN)
            for n in g["names"])]
        if len(owners) == 1:
            owners[0]["names"] += [n for n in group["names"] if n not in owners[0]["names"]]
        else:
            out.append(group)
    return out


# Names whose last word is a measure they are not: average precision is the area under the precision-recall curve,
# so "precision" beside "mean Average Precision" is a measure of its own.
_MEASURES_OF_THEIR_OWN = ("average precision", "average recall")
_CHALLENGE_TAIL = re.compile(r"\s+(?:Challenge|Competition|Shared Task)\b.*$")
_HEAD_AFTER = re.compile(r"\s+(dataset|datasets|corpus|benchmark|data set|test set|challenge|treebank)\b", re.I)
_METHOD_HEAD_AFTER = re.compile(r"\s+(algorithm|loss|estimator|test|module|block|layer|network|model|framework|method|"
                                r"mechanism|strategy|architecture|function|transform|filter|approach|technique|"
                                r"decoder|encoder)\b")


def _read_as_written(abstract: str, mention: Mention) -> bool:
    """Whether the mention's offsets hold its text as the abstract writes it, so the words around it can be read."""
    return mention.evidence.section == "abstract" \
        and abstract[mention.evidence.start:mention.evidence.end] == mention.text


def _with_head_noun(abstract: str, mention: Mention, heads: re.Pattern = _HEAD_AFTER) -> list[str]:
    """'SCATE corpus' as well as 'SCATE', 'the Glim-Zorb algorithm' as well as 'Glim-Zorb': both are names the
    abstract uses for it."""
    if not _read_as_written(abstract, mention):
        return []
    match = heads.match(abstract, mention.evidence.end)
    return [mention.text + " " + match.group(1)] if match else []


def _with_averaging_word(abstract: str, mention: Mention) -> list[str]:
    """'mean Dice score', 'macro F1-score': a measure as the page writes it with the word that says how it is
    averaged, which some annotators copy and others leave out."""
    if not _read_as_written(abstract, mention):
        return []
    start = mention.evidence.start
    averaged = _AVERAGING_BEFORE.search(abstract, max(0, start - 12), start)
    return [abstract[averaged.start():mention.evidence.end]] if averaged else []


def _without_aggregate_word(name: str) -> list[str]:
    """'overall accuracy', 'average accuracy', 'peak accuracy': one measure taken over a whole test set or at its best,
    which some annotators name by the measure alone."""
    first, _, rest = name.partition(" ")
    if first.lower() in _AGGREGATE_WORDS and rest.lower() in _BARE_MEASURES:
        return [rest]
    return []


_AGGREGATE_WORDS = frozenset({"overall", "average", "averaged", "mean", "peak"})
_BARE_MEASURES = frozenset({"accuracy"})
_AVERAGING_BEFORE = re.compile(rf"\b(?:{'|'.join(AVERAGING_WORDS)})[- ]$", re.I)


def _with_bracketed_short_form(abstract: str, mention: Mention, forms: list[str],
                               short_forms: set[tuple[str, str]]) -> list[str]:
    """'Mean Reciprocal Rank (MRR)', 'GlimNet dataset (GN18)': a long form with the short form the abstract defines
    for it in brackets, as one name, the way some annotators copy it from the page."""
    if not _read_as_written(abstract, mention):
        return []
    start = mention.evidence.start
    out = []
    for form in forms:
        if not abstract.startswith(form, start):
            continue
        bracket = _BRACKETED.match(abstract, start + len(form))
        if bracket and (mention.text, bracket.group(1)) in short_forms:
            out.append(abstract[start:bracket.end()])
    return out


_BRACKETED = re.compile(r"\s*\(\s*([^()\s]{1,20})\s*\)")


# -- scoring (same definitions as score.py) ----------------------------------------


def _match(gold: list[dict], pred: list[dict], same) -> list[tuple[int, int]]:
    pairs, used = [], set()
    for gi, g in enumerate(gold):
        for pi, p in enumerate(pred):
            if pi not in used and same(g, p):
                pairs.append((gi, pi))
                used.add(pi)
                break
    return pairs


def _prf(tp: int, npred: int, ngold: int) -> dict:
    p = tp / npred if npred else 0.0
    r = tp / ngold if ngold else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"p": round(p, 3), "r": round(r, 3), "f1": round(f, 3), "tp": tp, "pred": npred, "gold": ngold}


def _unit(u: Optional[str]) -> str:
    u = (u or "").strip().lower()
    return {"percent": "%", "pp": "points", "point": "points", "times": "x", "×": "x"}.get(u, u)


def _same_gain(g: dict, p: dict) -> bool:
    try:
        gv, pv = float(g["value"]), float(p["value"])
    except (KeyError, TypeError, ValueError):
        return False
    return abs(gv - pv) <= 1e-9 * max(1.0, abs(gv)) and _unit(g.get("unit")) == _unit(p.get("unit"))


def _same_entity(a: dict, b: dict) -> bool:
    return bool(names_of(a) & names_of(b))


@dataclass
class ErrorRow:
    key: str
    kind: str
    error: str  # "miss", "false", or "wrong" (a matched gain attributed to another target, method or baseline)
    names: list[str]
    sentence: str = ""
    rule: str = ""


@dataclass
class Scores:
    figures: dict
    by_rule: dict[str, dict] = field(default_factory=dict)
    errors: list[ErrorRow] = field(default_factory=list)


def score(gold_rows: list[dict], pred_rows: list[dict], extractions: Optional[dict[str, Extraction]] = None) -> Scores:
    pred_by_key = {r["key"]: r for r in pred_rows}
    tallies = {k: [0, 0, 0] for k in KINDS + ("proposed", "gains")}
    roles = {"methods": [0, 0], "datasets": [0, 0]}
    attrs = {"target": [0, 0], "method": [0, 0], "baseline": [0, 0]}
    rule_hits: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    errors: list[ErrorRow] = []
    for g in gold_rows:
        key = g["key"]
        p = pred_by_key.get(key, {})
        extraction = (extractions or {}).get(key)
        for kind in KINDS:
            ge, pe = g.get(kind, []), p.get(kind, [])
            pairs = _match(ge, pe, _same_entity)
            _count(tallies[kind], pairs, pe, ge)
            if kind in roles:
                for gi, pi in pairs:
                    roles[kind][0] += ge[gi].get("role") == pe[pi].get("role")
                    roles[kind][1] += 1
            errors.extend(_entity_errors(key, kind, ge, pe, pairs, extraction, rule_hits))
        gp = [e for e in g.get("methods", []) if e.get("role") == "proposed"]
        pp = [e for e in p.get("methods", []) if e.get("role") == "proposed"]
        pairs = _match(gp, pp, _same_entity)
        _count(tallies["proposed"], pairs, pp, gp)
        errors.extend(_proposed_errors(key, gp, pp, pairs, p.get("methods", []), extraction))
        gg, pg = g.get("gains", []), p.get("gains", [])
        pairs = _match(gg, pg, _same_gain)
        _count(tallies["gains"], pairs, pg, gg)
        errors.extend(_gain_errors(key, gg, pg, pairs))
        errors.extend(_attribution_errors(key, gg, pg, pairs))
        _attribute(attrs, gg, pg, pairs)
    figures = {k: _prf(*v) for k, v in tallies.items()}
    figures["role_accuracy"] = {k: round(a / n, 3) if n else None for k, (a, n) in roles.items()}
    figures["gain_attribution"] = {k: round(a / n, 3) if n else None for k, (a, n) in attrs.items()}
    figures["abstracts"] = len(gold_rows)
    return Scores(figures=figures, by_rule=_rule_rows(rule_hits), errors=errors)


def rule_families(by_rule: dict[str, dict]) -> dict[str, dict]:
    """Per-rule figures summed by family, the part of a rule id before its first '+' ('shape:name' for
    'shape:name+cue:compare'): the few rows to read first, before the full ids they split into."""
    sums: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for rule, row in by_rule.items():
        family = sums[rule.split("+")[0]]
        family[0] += row["correct"]
        family[1] += row["matches"]
    return _rule_rows(sums)


def _rule_rows(hits: dict[str, list[int]]) -> dict[str, dict]:
    """Matches, correct matches and precision per rule, from [correct, matches] tallies; most matches first."""
    return {rule: {"matches": n, "correct": c, "precision": round(c / n, 3) if n else 0.0}
            for rule, (c, n) in sorted(hits.items(), key=lambda kv: -kv[1][1])}


def _count(tally: list[int], pairs: list[tuple[int, int]], pred: list, gold: list) -> None:
    """Add matches, predictions and gold items to a [true positives, predicted, gold] tally."""
    tally[0] += len(pairs)
    tally[1] += len(pred)
    tally[2] += len(gold)


def _unmatched(items: list, pairs: list[tuple[int, int]], side: int) -> list[tuple[int, Any]]:
    """(index, item) of the items no pair takes; side 0 is gold, 1 predictions."""
    taken = {pair[side] for pair in pairs}
    return [(index, item) for index, item in enumerate(items) if index not in taken]


def _entity_errors(key: str, kind: str, gold: list[dict], pred: list[dict], pairs: list[tuple[int, int]],
                   extraction: Optional[Extraction], rule_hits: dict[str, list[int]]) -> list[ErrorRow]:
    """False hits and misses of one kind; every prediction also counts towards its rule's precision."""
    rows = []
    matched_pred = {pi for _, pi in pairs}
    for pi, entity in enumerate(pred):
        rule, sentence = _evidence_for(extraction, kind, entity)
        rule_hits[rule][1] += 1
        if pi in matched_pred:
            rule_hits[rule][0] += 1
        else:
            rows.append(ErrorRow(key, kind, "false", entity["names"], sentence, rule))
    for _, entity in _unmatched(gold, pairs, 0):
        rows.append(ErrorRow(key, kind, "miss", entity["names"], _sentence_with(extraction, entity["names"])))
    return rows


def _proposed_errors(key: str, gold: list[dict], pred: list[dict], pairs: list[tuple[int, int]],
                     all_pred: list[dict], extraction: Optional[Extraction]) -> list[ErrorRow]:
    """Proposed-method misses name the role the method was given instead, if it was found at all."""
    rows = []
    for _, entity in _unmatched(pred, pairs, 1):
        rule, sentence = _evidence_for(extraction, "methods", entity)
        rows.append(ErrorRow(key, "proposed", "false", entity["names"], sentence, rule))
    for _, entity in _unmatched(gold, pairs, 0):
        found = next((p for p in all_pred if _same_entity(entity, p)), None)
        rule = f"found as {found.get('role')}" if found else ""
        rows.append(ErrorRow(key, "proposed", "miss", entity["names"], _sentence_with(extraction, entity["names"]), rule))
    return rows


def _gain_named(gain: dict) -> list[str]:
    """A gain as an error row names it: its value and unit ('3.1 %'), or its value alone when it has no unit."""
    return [f"{gain['value']} {gain['unit']}" if gain.get("unit") else f"{gain['value']}"]


def _gain_errors(key: str, gold: list[dict], pred: list[dict], pairs: list[tuple[int, int]]) -> list[ErrorRow]:
    return ([ErrorRow(key, "gains", "false", _gain_named(gain), gain.get("text", ""))
             for _, gain in _unmatched(pred, pairs, 1)]
            + [ErrorRow(key, "gains", "miss", _gain_named(gain), gain.get("text", ""))
               for _, gain in _unmatched(gold, pairs, 0)])


def _attribution_errors(key: str, gold: list[dict], pred: list[dict], pairs: list[tuple[int, int]]) -> list[ErrorRow]:
    """Matched gains whose target, method or baseline the attribution figures count as wrong, each with what the
    gold says and what was found, so a claim rule's author sees the misattributions, not only the rates."""
    rows = []
    for gi, pi in pairs:
        a, b = gold[gi], pred[pi]
        wrong = [_found_as(field, a, b) for field, agrees in _attribution_checks(a, b) if not agrees]
        if wrong:
            rows.append(ErrorRow(key, "gains", "wrong", _gain_named(a), b.get("text", ""),
                                 "; ".join(wrong)))
    return rows


def _found_as(field: str, gold: dict, pred: dict) -> str:
    if field == "target":
        return f"target {gold.get('metric')} / {gold.get('dataset')} found as {pred.get('metric')} / {pred.get('dataset')}"
    return f"{field} {gold.get(field)} found as {pred.get(field)}"


def _attribute(attrs: dict[str, list[int]], gold: list[dict], pred: list[dict], pairs: list[tuple[int, int]]) -> None:
    """Tally, over matched gains, how often the target (metric or dataset), method and baseline agree."""
    for gi, pi in pairs:
        for part, agrees in _attribution_checks(gold[gi], pred[pi]):
            attrs[part][0] += agrees
            attrs[part][1] += 1


def _attribution_checks(gold: dict, pred: dict) -> list[tuple[str, bool]]:
    """(field, agrees) for each of target, method and baseline the gold gain names, as score.py judges them: the
    target agrees when the metric or the dataset does."""
    checks = []
    gold_targets = {norm(gold.get("metric")), norm(gold.get("dataset"))} - {""}
    if gold_targets:
        checks.append(("target", bool(gold_targets & ({norm(pred.get("metric")), norm(pred.get("dataset"))} - {""}))))
    for part in ("method", "baseline"):
        if norm(gold.get(part)):
            checks.append((part, norm(gold.get(part)) == norm(pred.get(part))))
    return checks


def _evidence_for(extraction: Optional[Extraction], kind: str, entity: dict) -> tuple[str, str]:
    if extraction is None:
        return "?", ""
    wanted = {norm(n) for n in entity["names"]}
    for mention in extraction.mentions:
        if LABEL_KIND.get(mention.label) == kind and norm(mention.text) in wanted:
            return mention.evidence.rule, mention.evidence.sentence
    return "?", ""


def _sentence_with(extraction: Optional[Extraction], names: list[str]) -> str:
    if extraction is None:
        return ""
    text = extraction.paper.abstract
    lowered = text.lower() if len(text.lower()) == len(text) else text
    for name in names:
        position = text.find(name)
        if position < 0:
            position = lowered.find(name.lower())  # gold names keep their own case ("chain-of-thought")
        if position >= 0:
            stop = text.rfind(". ", 0, position)
            start = stop + 2 if stop >= 0 else 0
            end = text.find(". ", position)
            return text[start: end + 1 if end >= 0 else len(text)]
    title = extraction.paper.title or ""  # a name only the title writes, which gold may hold (GUIDELINES, held-out sets)
    if any(name.lower() in title.lower() for name in names):
        return title
    return ""


def format_scores(figures: dict) -> str:
    lines = []
    for k in KINDS + ("proposed", "gains"):
        r = figures[k]
        lines.append(f"{k:9} P {r['p']:.3f}  R {r['r']:.3f}  F1 {r['f1']:.3f}  (tp {r['tp']}, pred {r['pred']}, gold {r['gold']})")
    lines.append(f"role accuracy {figures['role_accuracy']}  gain attribution {figures['gain_attribution']}")
    return "\n".join(lines)


@dataclass
class Evaluation:
    """A gold file scored against the extraction of its records, with what could not be read on the way."""

    scores: Scores
    record_problems: list[Problem]
    gold_problems: list[Problem]
    unmatched_keys: int  # gold keys no record has: scored as all misses
    predictions: list[dict] = field(default_factory=list)
    gold_rows: list[dict] = field(default_factory=list)
    unextracted: list[Problem] = field(default_factory=list)  # records kept without facts: all misses, and why

    @property
    def abstracts(self) -> int:
        """Records extracted."""
        return len(self.predictions)

    @property
    def gold_lines(self) -> int:
        return len(self.gold_rows)


def evaluate_files(gold: str | Path, records: str | Path) -> Evaluation:
    """Read GOLD, extract RECORDS and score them. The gold is read first, so a file with nothing to score costs no
    extraction; a broken line of either file is a Problem, and a file with no line to use raises SourceError, as do
    records none of which has a gold key (nothing could be scored)."""
    from kg.errors import SourceError
    from kg.extract import extract_papers
    from kg.pipeline import extraction_problem, file_and_line, first_problem_detail
    from kg.sources import ReadReport, read_papers

    gold_rows, gold_problems = read_gold(gold)
    if not gold_rows:
        raise SourceError(f"[KG102] no gold line of {gold} could be read"
                          f"{first_problem_detail(gold_problems, 'skipped')}{_one_document_hint(gold)}")
    report = ReadReport()
    papers: dict[str, Paper] = {}
    for paper in read_papers([records], report):
        key = paper.key or paper.id
        if key in papers:  # the first record of a key is the one scored, as the gold's first line of it is
            file, line = file_and_line(paper.source or str(records))
            first_file, first_line = file_and_line(papers[key].source or "")
            if first_file != file:  # (RECORDS a folder: the first record of the key is in another of its files)
                where = f" of {first_file}:{first_line}" if first_line else f" of {first_file}"
            else:
                where = f" on line {first_line}" if first_line else ""
            report.problem(file, line, f"key {key!r} already a record{where}", "record skipped")
            continue
        papers[key] = paper
    if not papers:
        raise SourceError(f"[KG102] no record of {records} could be read"
                          f"{first_problem_detail(report.problems, 'skipped')}{_predictions_hint(records)}")
    if not any(row["key"] in papers for row in gold_rows):  # (checked before the extraction, which it would waste)
        raise SourceError(f"[KG103] no gold key of {gold} is the key of a record of {records} (gold "
                          f"{gold_rows[0]['key']!r}, records {next(iter(papers))!r}): give each record its gold key "
                          "as 'key' (a record without one goes by its arXiv id, DOI or a hash of its abstract)")
    extractions = {key: extraction for key, extraction in zip(papers, extract_papers(papers.values()))}
    predictions = [to_eval_record(e, key) for key, e in extractions.items()]
    return Evaluation(scores=score(gold_rows, predictions, extractions), record_problems=list(report.problems),
                      gold_problems=gold_problems,
                      unmatched_keys=sum(1 for row in gold_rows if row["key"] not in extractions),
                      predictions=predictions, gold_rows=gold_rows,
                      unextracted=[extraction_problem(e) for e in extractions.values() if e.problem])


def _one_document_hint(gold: str | Path) -> str:
    """What to do with a gold file that is one JSON document (a list of gold records written with json.dump, on one
    line or indented over many), no line of which is a gold record of its own: gold is JSON Lines, as score.py reads
    it."""
    from kg.sources import ReadReport, iter_lines

    if not Path(gold).is_file():
        return ""
    lines = [line for _, line in iter_lines(Path(gold), ReadReport())]
    try:
        document = json.loads("\n".join(lines))
    except (ValueError, RecursionError):
        return ""
    if not isinstance(document, (list, dict)):
        return ""
    over = " over many lines" if sum(1 for line in lines if line.strip()) > 1 else ""  # (not json.dump's one line)
    return (f"; the file is one JSON {'array' if isinstance(document, list) else 'object'}{over}: gold is "
            "JSON Lines, one record a line")


def _predictions_hint(records: str | Path) -> str:
    """What to do with a RECORDS file of gold-format lines (the gold again, or another system's predictions): kg eval
    extracts abstracts itself, and the reference scorer is the one that takes predictions."""
    if not Path(records).is_file() or not read_gold(records)[0]:
        return ""
    return ("; its lines are gold-format rows, not abstracts: kg eval extracts RECORDS (key, title, abstract) itself, "
            "and ../shared/eval/score.py GOLD PRED scores predictions made elsewhere")


def read_gold(path: str | Path) -> tuple[list[dict], list[Problem]]:
    """The gold rows of a JSON Lines file, and a Problem for each line that is not one: named by file and line,
    counted and skipped, so one bad line costs its abstract and not the run. Lines are read as the paper readers
    read them (a byte order mark, bytes that are no UTF-8, a gzipped file)."""
    from kg.sources import ReadReport, iter_lines

    name = str(path)
    report = ReadReport()
    rows: list[dict] = []
    seen: dict[str, int] = {}
    for number, line in iter_lines(Path(path), report):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except (ValueError, RecursionError) as exc:  # (malformed, an integer too long, arrays nested past the stack)
            report.problem(name, number, json_line_problem(exc), "line skipped")
            continue
        reason = _not_a_gold_row(row)
        if reason is None and row["key"] in seen:
            reason = f"key {row['key']!r} already annotated on line {seen[row['key']]}"
        if reason is not None:
            report.problem(name, number, reason, "line skipped")
            continue
        said = []  # (only on a line that is kept, and once for it: each part with what became of it)
        repairs = _gain_parts_that_are_not_text(row)
        if repairs:
            said += ["; ".join(repairs), "read as null"]
        misnamed = _misnamed_fields(row)
        if misnamed:
            said += ["; ".join(misnamed), "not read"]
        if said:
            report.problem(name, number, "; ".join(said[:-1]), said[-1], kept=True)
        seen[row["key"]] = number
        rows.append(row)
    return rows, report.problems


def _misnamed_fields(row: dict) -> list[str]:
    """The fields of a line that are a gold field written in another case or number ('dataset', 'Methods'): score.py
    reads only the fields as the guidelines name them, so those annotations would count for nothing unsaid."""
    gold_fields = ("key",) + KINDS + ("gains",)
    said = []
    for name in row:
        if name in gold_fields:
            continue
        meant = next((f for f in gold_fields if name.casefold() in (f, f.removesuffix("s"), f + "s")), None)
        if meant:
            said.append(f"{name!r} is no gold field ({meant!r} is)")
    return said


def _gain_parts_that_are_not_text(row: dict) -> list[str]:
    """Set each gain's unit, metric, dataset, method or baseline that is neither text nor null to null, and say so:
    the rest of the line (its entities, the gain's value) is still good gold."""
    said = []
    for index, gain in enumerate(row.get("gains", [])):
        for part in ("unit", "metric", "dataset", "method", "baseline"):
            if gain.get(part) is not None and not isinstance(gain[part], str):
                said.append(f"gains[{index}].{part} is {json.dumps(gain[part])}, neither text nor null")
                gain[part] = None
    return said


def _a_number_written(value: Any) -> bool:
    """Whether a gold gain's value is a number an abstract can write: not text or a boolean, nor NaN, Infinity, 1e400
    or an integer of hundreds of digits (no float holds it, and no prediction can match it)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # (an int too large for a float)
        return False


def _not_a_gold_row(row: Any) -> Optional[str]:
    """Why a parsed line cannot be scored as gold, or None: the fields score() reads, in the shapes it reads them."""
    if not isinstance(row, dict):
        return f"a gold line is a JSON object, not {json_kind(row)}"
    if not isinstance(row.get("key"), str) or not row["key"]:
        return "no 'key' string"
    if not any(kind in row for kind in KINDS + ("gains",)) and len(row) > 1:
        # a line of abstracts (RECORDS given as GOLD), not of gold; a key alone is an abstract annotated with nothing,
        # each field empty, as score.py reads it
        return f"a gold line has none of {', '.join(KINDS)}, gains (fields: {', '.join(sorted(row))})"
    for kind in KINDS + ("gains",):
        items = row.get(kind, [])
        if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
            return f"'{kind}' is not a list of objects"
        if kind == "gains":
            if not all(_a_number_written(gain.get("value")) for gain in items):
                return "a gain without a numeric 'value'"
        elif not all(isinstance(item.get("names"), list) and item["names"]
                     and all(isinstance(name, str) for name in item["names"]) for item in items):
            return f"an entry of '{kind}' without a list of names"
    return None
