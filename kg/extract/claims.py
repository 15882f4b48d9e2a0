"""Claimed quantitative results: the numbers an abstract states for its method.

Plain regular expressions over the sentence text, so the step costs far less than the
spaCy pipeline around it. The cue words (what makes a number a gain, a reduction or a
score, and what makes it a setting instead) live in ``data/patterns/claims.json``; this
module compiles them once and applies them in a fixed order:

1. find number expressions with their unit, ranges and ``a/b`` lists;
2. drop those that are names, citations, years, LaTeX math or settings;
3. read the direction from the cue nearest the number (right-hand cues such as
   "26% smaller" win over left-hand ones such as "improves ... by");
4. attribute method, baseline, dataset and metric from the mentions of the sentence;
   the metric is the phrase the sentence uses for it ("30% saving in communication
   overhead") when it has one, else the nearest metric mention.
"""

from __future__ import annotations

import difflib
import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional, Sequence, get_args

from kg.errors import RuleDataError
from kg.extract.acronyms import initials_spell, short_form_shaped
from kg.extract.lexicon import (CLAIM_RULES_FILE, claim_rules_text, known_measures, lower_is_better_pattern,
                                measure_variant_keys)
from kg.extract.vocabulary import AVERAGING_WORDS, MEASURE_HEADS, METHOD_HEADS, TASK_HEADS, singular_noun
from kg.models import Claim, ClaimUnit, Evidence, Mention, json_kind


_NUM = r"(?:\d{1,3}(?:,\d{3})+(?![\d])(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
_SCI = r"(?:[eE][-+\u2212]?\d+|\s?[×x]\s?10\^?\{?[-\u2212]?\d+\}?)"
# (an arrow reads as "to": "5.7% \u2192 25.4%"; a spaced dash may follow the blanks math-mode markup leaves after
# a number, "$2\\times$ - $3\\times$", "1.4${\\times}$ - 3.2${\\times}$", up to 16 with the spaces around them;
# not a sign: "+1.2  -0.4")
_DASH = r"(?:\s?(?:--|-|\u2013|\u2014)\s{0,3}|\s{2,16}(?:--|-|\u2013|\u2014)\s{1,3}|\s?(?:~\s{0,5}|\\sim\s?|to\s?)|\s*\u2192\s*)"
_NAME_LEFT = r"(?<![\w.\-\u2010\u2011\u2212/^_\\$@#:])(?<!@\s)"  # not "@ 10": a cutoff, written apart
_BOUNDARY = re.compile(r"[;]|\s(?:while|whereas|but|however|although)\s", re.I)
# A clause of its own after a score, whose place is not the score's: "an accuracy of 60.8% and are the first to ... on
# X" (a dataset only; what the clause's subject is or beats stays the number's: "GlimNet ... and is 25 times cheaper")
_NEW_CLAUSE = re.compile(r"\sand\s+(?:are|is|was|were|we|it|they)\s", re.I)
_NEW_SUBJECT = re.compile(r"\sand\s+(?:we|they)\s", re.I)  # (with no place named before the score, only a clause of
# another subject is another's: "reaches 85.3% and we release QuarkSet", not "... and is the best on ImageNet")
_YEAR = re.compile(r"(?:19|20)\d\d")


@dataclass(frozen=True, eq=False)  # hashed by identity, so helpers can cache per rule set
class _Rules:
    number: re.Pattern
    unit_of: dict[str, str]
    unit_groups: tuple[str, ...]  # the names of the number pattern's unit groups, in order
    range_unit_groups: tuple[str, ...]
    measure: re.Pattern
    metric_unit: re.Pattern
    word_number: re.Pattern
    factor_of_word: re.Pattern
    word_numbers: dict[str, float]
    word_multiplier: re.Pattern
    word_multipliers: dict[str, tuple[float, str, str]]
    rank: list[re.Pattern]
    ordinals: dict[str, int]
    increase_after: re.Pattern
    decrease_after: re.Pattern
    change_noun_after: re.Pattern
    change_noun_right_after: re.Pattern
    listed_change_noun_after: re.Pattern
    decrease_noun: re.Pattern
    score_after: re.Pattern
    score_before_tail: re.Pattern
    score_is_tail: re.Pattern
    score_verb: re.Pattern
    showing_verb: re.Pattern
    score_verb_tail: re.Pattern
    left_cue: re.Pattern
    increase_before: re.Pattern
    decrease_before: re.Pattern
    qualifiers_tail: re.Pattern
    setting_before_tail: re.Pattern
    setting_after: re.Pattern
    size_after: re.Pattern
    rival_size_after: re.Pattern
    rival_size_before: re.Pattern
    override_before: re.Pattern
    weak_absolute: re.Pattern
    threshold_tail: re.Pattern
    weak_absolute_tail: re.Pattern
    increase_noun: re.Pattern
    cost_noun: re.Pattern
    lower_is_better: re.Pattern
    improvement_word: re.Pattern
    rise_word: re.Pattern
    baseline_cue: re.Pattern
    metric_after: list[re.Pattern]
    metric_before: list[re.Pattern]
    metric_generic: re.Pattern
    metric_leading: re.Pattern
    metric_breaker: re.Pattern
    confidence: dict[str, float]


def _scored_measure_names() -> list[str]:
    """Known measures written as short names ("DSC", "AUPRC", "HD95"): "a DSC of 0.84" states a score, as "an AUC
    of 0.91" does."""
    from kg.extract.lexicon import load_lexicon

    return sorted({re.escape(entry.pattern) for entry in load_lexicon().entries
                   if entry.label == "METRIC" and isinstance(entry.pattern, str) and " " not in entry.pattern
                   and any(ch.isupper() for ch in entry.pattern[1:]) and len(entry.pattern) >= 3
                   and not _CHANNEL_CONDITION.search(entry.pattern)})


# Words before a measure's short name that make its value a setting ("at an FPR of 0.01", "at OKS = 0.5"), or someone
# else's ("a baseline DSC of 0.80", "chance-level ACC: 25%"); "with an MPJPE of 41.2 mm" is most often a result.
_NOT_A_SETTING_OR_BASELINE = "".join(
    rf"(?<!\b{words}\s)" for words in ("at", "at a", "at an", "under", "under a", "under an", "baseline",
                                        "chance-level", "chance", "random"))
# A value that a change starts from: "MRR@10: 0.351 to 0.402", "DSC: 0.801 → 0.837".
_CHANGE_TO_AFTER = re.compile(r"\s*(?:to|→|->)\s*[-+]?\d")
# Ratios that set the conditions a method runs under as often as they score it: "an SNR of 20 dB".
_CHANNEL_CONDITION = re.compile(r"S(?:I)?NR$")


def _alternation(words: Sequence[str], ignore_case: Optional[bool] = None) -> str:
    """The words as one alternation, longest first, factored by first character where that
    is exact (see _factored): the engine then tests one character per group at each position
    instead of every word. `ignore_case`: whether the pattern the alternation goes into is read under
    IGNORECASE, where the caller knows."""
    ordered = sorted(words, key=len, reverse=True)
    return _factored(ordered, ignore_case) or "|".join(ordered)


def _factored(ordered: Sequence[str], ignore_case: Optional[bool] = None) -> Optional[str]:
    """`a(?:bout|pprox\\.?)|b(?:y)` for `about|approx\\.?|by`, or None when the grouping could change
    what matches: an alternative that starts with a group, a class, an anchor or a quantified
    character, that has a top-level `|`, or, where `ignore_case` is not known, two first characters that
    differ only in case (under IGNORECASE their groups would compete, and the order between them would
    decide). Under IGNORECASE such words share one group ("AUC" and "accuracy" in `a(?:ccuracy|UC)`), in
    which the words that can match at one position keep their order; read with case, their groups
    cannot both match at one position."""
    groups: dict[str, tuple[str, list[str]]] = {}
    for word in ordered:
        head = word[:2] if word.startswith("\\") else word[:1]
        if not head or head[0] in "([.^$|)*+?{" or word[len(head):len(head) + 1] in ("?", "*", "+", "{") \
                or _has_top_level_bar(word):
            return None
        group = head.lower() if ignore_case and len(head) == 1 else head
        groups.setdefault(group, (head, []))[1].append(word[len(head):])
    if ignore_case is None and len({head.lower() for head, _ in groups.values()}) != len(groups):
        return None
    return "|".join(f"{head}(?:{'|'.join(rests)})" for head, rests in groups.values())


def _has_top_level_bar(pattern: str) -> bool:
    depth, escaped = 0, False
    for char in pattern:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return True
    return False


@lru_cache(maxsize=1)
def load_rules() -> _Rules:
    """Compile the shipped rule file once (its text read once a process, claim_rules_text); a broken file is a
    RuleDataError."""
    return rules_from_text(claim_rules_text(), str(CLAIM_RULES_FILE))


def rules_from_text(raw: str, source: str) -> _Rules:
    """Compile claim rules from JSON text; anything unusable is a RuleDataError naming the source and, where it can,
    the key and entry at fault."""
    try:
        data = json.loads(raw)
    except ValueError as exc:
        where = f":{exc.lineno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise RuleDataError(f"[KG502] claim rules {source}{where}: not valid JSON ({getattr(exc, 'msg', exc)}): "
                            "fix or restore the file") from exc
    patterns = _checked_rule_data(data, source)
    try:
        return _compile(data)
    except (re.error, ValueError, KeyError, TypeError, AttributeError, OverflowError, RecursionError) as exc:
        raise RuleDataError(f"[KG504] claim rules {source}{_pattern_at_fault(patterns, exc, raw)}: fix the pattern or "
                            "restore the file") from exc


# What each key of claims.json holds ("_" starts a note): a value of another shape is refused by name rather than
# compiled into rules that match nothing, or everything (a string where a list belongs is read letter by letter).
_PATTERNS, _PATTERN = "a list of patterns", "a pattern"
_RULE_DATA_SHAPE: dict[str, object] = {
    "units": "unit", "measure_units": _PATTERNS, "metric_units": _PATTERNS, "word_numbers": "number",
    "word_multipliers": "multiplier", "ordinals": "ordinal",
    **{key: _PATTERNS for key in (
        "increase_after", "decrease_after", "increase_before", "decrease_before", "absolute_before", "qualifiers",
        "setting_before", "setting_after", "size_after", "rival_size_after", "rival_size_before",
        "settings_override_before", "cost_nouns", "lower_is_better", "improvement_words", "rise_words", "baseline_cues", "rank_patterns", "increase_nouns",
        "decrease_nouns", "score_words_after", "score_words_before", "score_verbs", "showing_verbs",
        "weak_absolute_before", "threshold_verbs")},
    "confidence": "confidence",
    "metric_phrase": {"phrase_end": _PATTERN, "after": _PATTERNS, "before": _PATTERNS, "generic": _PATTERNS,
                      "strip_leading": _PATTERNS, "breakers": _PATTERNS},
}
def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# The rule ids a claim's evidence carries, each with its confidence in claims.json.
CLAIM_RULES = frozenset({"claim:gain-over", "claim:gain", "claim:reduction", "claim:speedup", "claim:absolute-score",
                         "claim:from-to", "claim:rank", "claim:word-multiplier"})
# The values a table of claims.json maps each word or name to, as (what a value must be, the test of one).
_TABLE_VALUES = {
    "unit": (_PATTERNS, lambda value: isinstance(value, list)),
    "number": ("a number", _is_number),
    "ordinal": ("a whole number", lambda value: isinstance(value, int) and not isinstance(value, bool)),
    "confidence": ("a number from 0 to 1", lambda value: _is_number(value) and 0 <= value <= 1),
    "multiplier": ('[number, unit, direction] such as [2, "x", "increase"] (unit one of '
                   f'{", ".join(get_args(ClaimUnit))}; direction increase or decrease)',
                   lambda value: isinstance(value, list) and len(value) == 3 and _is_number(value[0])
                   and value[1] in get_args(ClaimUnit) and value[2] in ("increase", "decrease")),
}


class _Misshapen(Exception):
    pass


def _checked_rule_data(data: object, source: str) -> list[tuple[str, str]]:
    """Every regular expression of the rule data with where it is ('units.%[3]'), once each key is checked to hold
    what the rules read there; a key missing, unknown or of another shape is a RuleDataError naming it."""
    patterns: list[tuple[str, str]] = []
    try:
        _check_keys(data, _RULE_DATA_SHAPE, "", patterns)
    except _Misshapen as exc:
        raise RuleDataError(f"[KG503] claim rules {source}: {exc}: fix the entry or restore the file") from None
    return patterns


def _check_keys(data: object, shape: dict, where: str, patterns: list[tuple[str, str]]) -> None:
    if not isinstance(data, dict):
        raise _Misshapen(f"{where or 'the file'} must be a JSON object of named lists, not {json_kind(data)}")
    for key in data:
        if key not in shape and not key.startswith("_"):
            close = difflib.get_close_matches(key, list(shape), n=1)
            raise _Misshapen(f"unknown key {where}{key!r}" + (f" (did you mean {close[0]!r}?)" if close else
                                                               f"; the rules read {', '.join(shape)}"))
    for key, kind in shape.items():
        if key not in data:
            raise _Misshapen(f"missing key {where}{key!r}")
        value, at = data[key], f"{where}{key}"
        if isinstance(kind, dict):
            _check_keys(value, kind, at + ".", patterns)
        elif kind == _PATTERN:
            _check_pattern(value, at, patterns)
        elif kind == _PATTERNS:
            _check_patterns(value, at, patterns)
        else:
            _check_table(value, kind, at, patterns)


def _check_table(table: object, kind: str, where: str, patterns: list[tuple[str, str]]) -> None:
    what, test = _TABLE_VALUES[kind]
    if not isinstance(table, dict) or not table:
        raise _Misshapen(f"{where} must be a JSON object mapping each name to {what}, not {json_kind(table)}")
    for name, value in table.items():
        if kind == "unit" and name not in get_args(ClaimUnit):
            raise _Misshapen(f"{where}: unit {name!r} is none a claim has: use {', '.join(get_args(ClaimUnit))}")
        if kind == "confidence" and name not in CLAIM_RULES:
            close = difflib.get_close_matches(name, sorted(CLAIM_RULES), n=1)
            raise _Misshapen(f"{where}: {name!r} is no claim rule" + (f" (did you mean {close[0]!r}?)" if close
                                                                      else f"; the rules are {', '.join(sorted(CLAIM_RULES))}"))
        if not test(value):
            raise _Misshapen(f"{where}.{name} must be {what}, not {json_kind(value)}"
                             + (f" {json.dumps(value)}" if isinstance(value, (list, str)) else ""))
        if kind == "unit":
            _check_patterns(value, f"{where}.{name}", patterns)
        elif kind in ("number", "multiplier"):  # (the words are alternatives of a pattern)
            _check_pattern(name, f"{where}: the word", patterns)


    if kind == "confidence" and CLAIM_RULES - set(table):  # (a rule left out would fall back to a guess)
        raise _Misshapen(f"{where} gives no confidence for {', '.join(sorted(CLAIM_RULES - set(table)))}")


def _check_patterns(value: object, where: str, patterns: list[tuple[str, str]]) -> None:
    if not isinstance(value, list) or not value:
        raise _Misshapen(f"{where} must be {_PATTERNS}, not {json_kind(value)}")
    for index, pattern in enumerate(value):
        _check_pattern(pattern, f"{where}[{index}]", patterns)


def _check_pattern(pattern: object, where: str, patterns: list[tuple[str, str]]) -> None:
    if not isinstance(pattern, str):
        raise _Misshapen(f"{where} must be {_PATTERN} (a string), not {json_kind(pattern)}")
    if not pattern.strip():  # (an empty alternative matches everywhere)
        raise _Misshapen(f"{where} is an empty pattern")
    patterns.append((where, pattern))


def _pattern_at_fault(patterns: list[tuple[str, str]], error: Exception, raw: str) -> str:
    """The first pattern that does not compile on its own, or as an alternative among others (a flag in its middle),
    with where it is and the line it is on; the compiler's message when each does."""
    for where, pattern in patterns:
        for placed in (pattern, f"(?:{pattern})"):
            try:
                re.compile(placed)
            except (re.error, ValueError, OverflowError, RecursionError) as exc:
                return f"{_line_of(pattern, raw)}{where} {pattern!r} is no regular expression ({exc})"
    return f"the patterns do not compile together ({type(error).__name__}: {error})"


def _line_of(pattern: str, raw: str) -> str:
    """':LINE: ' where the pattern is written in the file, when it is written there once; else ': '."""
    for written in dict.fromkeys((json.dumps(pattern), json.dumps(pattern, ensure_ascii=False))):
        at = raw.find(written)
        if at >= 0 and raw.find(written, at + 1) < 0:
            line = raw.count("\n", 0, at) + 1
            return f":{line}: "
    return ": "


# The overlap or rank a score is counted at, written onto its measure: "mAP@0.5", "AP@0.5:0.95", "AP50", "mAP50-95".
_CUTOFF = r"(?:@\d+(?:\.\d+)?(?::\d+(?:\.\d+)?)?|(?<=AP)\d{2}(?:[:\-]\d{2})?)?"


def _compile(data: dict) -> _Rules:
    unit_alts = []
    for unit, forms in data["units"].items():
        for form in forms:
            unit_alts.append((form, unit))
    unit_alts.sort(key=lambda pair: len(pair[0]), reverse=True)
    unit_group = "|".join(f"(?P<u_{i}>{form})" for i, (form, _) in enumerate(unit_alts))
    measure = _alternation(data["measure_units"])
    unit_re = rf"(?:{unit_group}|(?P<measure>(?:{measure}){_CUTOFF}(?![\w])))"
    unit_re2 = unit_re.replace("(?P<", "(?P<r_")
    number = re.compile(  # the leading lookahead lets the engine pass quickly over characters no number starts with
        rf"(?=[\\+±\-\u2212\d.]){_NAME_LEFT}(?P<sign>\\?\+\s?|±\s*|[-\u2212](?=\.?\d))?(?P<num>{_NUM})(?P<sci>{_SCI})?(?:\+(?=\s?(?:%|percent)))?"  # "8+%": at least 8%
        rf"(?P<slash>(?:(?:\\?%)?/{_NUM})+)?"  # "91.0/88.6/82.1 AP", "2.01%/1.27%"
        rf"(?:\s{{0,2}}{unit_re})?"  # (two blanks where math-mode dollars were: "$4.1$ points")
        rf"(?:(?P<dash>{_DASH})(?P<sign2>\+)?(?P<num2>{_NUM})(?:\s{{0,2}}{unit_re2})?)?",
    )
    unit_of = {f"u_{i}": unit for i, (_, unit) in enumerate(unit_alts)}
    unit_of.update({f"r_u_{i}": unit for i, (_, unit) in enumerate(unit_alts)})
    words = data["word_numbers"]
    word_number = re.compile(
        rf"\b(?P<w>{_alternation(list(words))})(?:[- ]|(?=fold))"  # "two-fold", "twofold"
        r"(?:(?P<mag>orders?[- ]of[- ]magnitude)|(?P<times>times|fold)|(?P<pts>(?:percentage[- ])?points?))\b"
        rf"(?![- ](?:{_alternation(list(words))}|zero)\b)",
        re.I,
    )
    multipliers = {k: (float(v[0]), v[1], v[2]) for k, v in data["word_multipliers"].items()}
    word_multiplier = re.compile(rf"\b(?P<w>{_alternation(list(multipliers))})\b", re.I)

    def tail(words: Sequence[str]) -> re.Pattern:
        return re.compile(rf"(?:^|(?<=[\s(,]))(?:{_alternation(words)})\s*$", re.I)

    score_words = _alternation(data["score_words_before"], ignore_case=True)  # (in patterns read under IGNORECASE)
    short_names = _alternation(_scored_measure_names(), ignore_case=False)  # (read with case, inside (?-i:...))
    cues_before = data["increase_before"] + data["decrease_before"] + data["absolute_before"] + data["weak_absolute_before"]
    return _Rules(
        number=number,
        unit_of=unit_of,
        unit_groups=tuple(f"u_{i}" for i in range(len(unit_alts))),
        range_unit_groups=tuple(f"r_u_{i}" for i in range(len(unit_alts))),
        measure=re.compile(measure),
        metric_unit=re.compile(rf"^(?:{_alternation(data['metric_units'])}){_CUTOFF}$"),
        word_number=word_number,
        # "by a factor of nine", "by at least a factor of two": the number a factor is written with
        factor_of_word=re.compile(rf"\bfactor\s+of\s+(?:(?:up\s+to|at\s+least|about|roughly|nearly|almost|over|more\s+than)\s+)?"
                                  rf"(?P<w>{_alternation(list(words))})\b(?!-|\s+(?:{_alternation(list(words))}|zero|hundred|thousand)\b)", re.I),
        word_numbers={k.lower(): float(v) for k, v in words.items()},
        word_multiplier=word_multiplier,
        word_multipliers=multipliers,
        rank=[re.compile(p, re.I) for p in data["rank_patterns"]],
        ordinals={k: int(v) for k, v in data["ordinals"].items()},
        increase_after=re.compile(rf"^\s*(?:(?:relative|absolute|average|overall|performance|accuracy)\s+)?(?:{_alternation(data['increase_after'])})\b", re.I),
        decrease_after=re.compile(rf"^\s*(?:(?:relative|absolute|average|overall)\s+)?(?:{_alternation(data['decrease_after'])})\b", re.I),
        # "3.1% relative improvement", "57% parameter and FLOPs reduction"; not after a conjunction that opens a new
        # clause ("3.1% and cuts latency")
        change_noun_after=re.compile(rf"^\s*(?:(?!(?:and|or|but|while|whereas|which|that|to)\b)[\w\-@]+\s+"
                                     rf"(?:[\w\-]+\s+){{0,2}}?)?"
                                     rf"(?:{_alternation(data['increase_nouns'] + data['decrease_nouns'])})\b", re.I),
        # a noun of change right at a position ("0.93 in accuracy gain"), "losses" too there (never a training loss)
        change_noun_right_after=re.compile(
            rf"\s*(?:{_alternation(data['increase_nouns'] + data['decrease_nouns'])}|losses)\b", re.I),
        # "9% MRR and 12% NDCG@10 improvements": values listed with their measures before the noun they share
        listed_change_noun_after=re.compile(
            rf"^\s*(?!of\b)(?:(?!(?:on|in|of|for|over|at|with|by|from)\b)[\w@.\-]+\s+){{0,2}}?[\w@.\-]+\s*"
            rf"(?:,\s*(?:and\s+)?|and\s+)"
            rf"(?:\d+(?:\.\d+)?\s*%\s*(?:[\w@.\-]+\s+){{0,2}}?[\w@.\-]+\s*(?:,\s*(?:and\s+)?|and\s+))*"
            rf"\d+(?:\.\d+)?\s*%\s*(?:[\w@.\-]+\s+){{0,2}}?"
            rf"(?:improvements|gains|reductions|drops|increases|decreases|boosts|declines)\b", re.I),
        decrease_noun=re.compile(rf"(?:{_alternation(data['decrease_nouns'])})", re.I),
        score_after=re.compile(rf"^\s*(?:{_alternation(data['score_words_after'])})\b", re.I),
        # "AUC of 0.91", "area under the ROC curve (AUC) of 0.91"
        # "a macro-F1 of", "accuracy =", "mean recall (mR@50) of": the name, perhaps its short form in brackets; a
        # name ending in a capital or a digit counted in the plural ("AUROCs of 0.87 and 0.75", "BLEU-4s of")
        # (and any known measure's short name with "of", "=" or ":" after it: "a DSC of 0.84", "HD95 = 2.1"; not
        # "FAD 0.79 to 0.74", a change from a value), either perhaps with "value" ("an RMSE value of 0.96")
        score_before_tail=re.compile(rf"\b(?:(?:{score_words})(?:(?<=(?-i:[A-Z\d]))s)?"
                                     r"(?:\s*\([^()]{1,20}\))?\)?(?:\s+values?)?\s*(?:of|=|:)?"
                                     rf"|{_NOT_A_SETTING_OR_BASELINE}(?P<short>(?-i:{short_names}))"
                                     r"(?:\s*\([^()]{1,20}\))?\)?(?:\s+values?)?\s*(?:of|=|:))\s*$", re.I),
        score_verb_tail=re.compile(rf"\b(?:{_alternation(data['score_verbs'])})\s*$", re.I),
        # "the zorb accuracy is 71.4%", "its Dice was 0.64": a measure's name, then its verb of being
        score_is_tail=re.compile(rf"\b(?:{score_words})\s+(?:is|was|are|were)\s*$", re.I),
        score_verb=re.compile(rf"\b(?:{_alternation(data['score_verbs'])})\b", re.I),
        # "experiments show an accuracy of", "results demonstrate ... (AUC) of": a score, unless it counts something
        showing_verb=re.compile(rf"\b(?:{_alternation(data['showing_verbs'])})\b", re.I),
        left_cue=re.compile(rf"\b(?:{_alternation(cues_before)})\b", re.I),
        increase_before=re.compile(rf"^(?:{_alternation(data['increase_before'])})$", re.I),
        decrease_before=re.compile(rf"^(?:{_alternation(data['decrease_before'])})$", re.I),
        qualifiers_tail=re.compile(rf"(?:^|(?<=[\s(,]))(?:{_alternation(data['qualifiers'])})\s*$", re.I),
        setting_before_tail=tail(data["setting_before"]),
        setting_after=re.compile(rf"^\s*(?:{_alternation(data['setting_after'])})", re.I),
        size_after=re.compile(rf"^\s*(?:{_alternation(data['size_after'])})", re.I),
        # "larger models", "larger than all earlier zorb corpora", "with 35 times more parameters" after a
        # multiple, or a model before it ("rivals zorb models 30 times larger"): the size of what is compared, not
        # a result (not "2-4x larger gains", "a 3x larger receptive field")
        rival_size_after=re.compile(rf"^\s*(?:{'|'.join(data['rival_size_after'])})", re.I),
        rival_size_before=re.compile(rf"(?:{'|'.join(data['rival_size_before'])})", re.I),
        override_before=re.compile(rf"\b(?:{_alternation(data['settings_override_before'])})\s*$", re.I),
        threshold_tail=re.compile(rf"\b(?:{_alternation(data['threshold_verbs'])})\s*$", re.I),
        weak_absolute=re.compile(rf"(?:{_alternation(data['weak_absolute_before'])})", re.I),
        weak_absolute_tail=re.compile(rf"\b(?:{_alternation(data['weak_absolute_before'])})\s*$", re.I),
        increase_noun=re.compile(rf"(?:{_alternation(data['increase_nouns'])})", re.I),
        cost_noun=re.compile(rf"\b(?:{_alternation(data['cost_nouns'])})\b", re.I),
        lower_is_better=lower_is_better_pattern(data["lower_is_better"]),  # (as Metric nodes read it)
        improvement_word=re.compile(rf"\b(?:{_alternation(data['improvement_words'])})\b", re.I),
        rise_word=re.compile(rf"\b(?:{_alternation(data['rise_words'])})\b", re.I),
        baseline_cue=re.compile(rf"\b(?:{_alternation(data['baseline_cues'])})(?=\s)", re.I),
        metric_after=[re.compile(p.replace("<PHRASE_END>", data["metric_phrase"]["phrase_end"]), re.I)
                      for p in data["metric_phrase"]["after"]],
        metric_before=[re.compile(p.replace("<PHRASE_END>", data["metric_phrase"]["phrase_end"]), re.I)
                       for p in data["metric_phrase"]["before"]],
        metric_generic=re.compile(rf"(?:{_alternation(data['metric_phrase']['generic'])})", re.I),
        metric_leading=re.compile(rf"^(?:(?:{_alternation(data['metric_phrase']['strip_leading'])})\s+)+", re.I),
        metric_breaker=re.compile(rf"(?:{_alternation(data['metric_phrase']['breakers'])})", re.I),
        confidence={k: float(v) for k, v in data["confidence"].items()},
    )


@dataclass(eq=False)  # each number is the one written at its place: compared by identity, fast in long runs
class _Number:
    start: int
    end: int
    value: float
    unit: Optional[str]
    measure: Optional[str] = None
    signed: bool = False
    direction: Optional[str] = None
    rule: Optional[str] = None
    cue_start: Optional[int] = None
    group: int = 0
    right_cue: bool = False
    named_measure: bool = False  # the measure is a metric the mention rules named, read like the metric units
    dataset_at: Optional[int] = None  # where a dataset must be named for the number to be a result
    named_before: Optional[int] = None  # where a measure the mention rules named starts, right before: "a GQZ of"
    minus_on_a_measure: bool = False  # written with a minus and no unit: a result only with a measure after it


def extract_claims(text: str, sentences: Sequence[tuple[int, int]], mentions: Sequence[Mention],
                   title_method: Optional[str] = None, title_is_a_tool: bool = False) -> list[Claim]:
    """Return every quantitative result the abstract claims, one Claim per number.

    Args:
        text: the abstract.
        sentences: (start, end) character offsets of its sentences; the whole text is
            one sentence when none are given.
        mentions: entity mentions of the abstract, used to say what each number is about.
        title_method: the method the title names as the paper's own ("DynClean: Training Dynamics-based ..."),
            whose results "our method" and "the model" state, over a part the abstract names more often.
        title_is_a_tool: the title calls it a toolkit, benchmark or data pipeline ("GlimKit: An Open Zorb
            Toolkit for ..."): results are then the abstract's own model's, and the title's name is only the
            fallback.

    Returns:
        Claims in text order, each with its evidence (sentence, offsets, rule, confidence).
    """
    rules = load_rules()
    if not text:
        return []
    spans = [(max(0, s), min(len(text), e)) for s, e in sentences if e > s] or [(0, len(text))]
    ordered = sorted(mentions, key=lambda m: m.evidence.start)
    main_method = (_main_proposed(ordered) or title_method) if title_is_a_tool \
        else _main_method(title_method, _main_proposed(ordered), frozenset(
            _norm(m.text) for m in ordered if m.label == "METHOD" and m.role == "proposed"))
    short = _short_names(ordered)
    claims: list[Claim] = []
    for start, end in spans:
        sentence = text[start:end]
        if not _has_digit_or_word_cue(sentence):
            continue
        in_sentence = [m for m in ordered if m.evidence.start >= start and m.evidence.end <= end]
        measures = {m.evidence.start - start: m.evidence.end - start for m in in_sentence
                    if m.label == "METRIC" and _names_a_measure_by_letters(m.text)}  # "PDMS", "rFID", "macro-F1"
        numbers = _numbers_in(sentence, rules, measures)
        if not numbers or len(numbers) > _MOST_RESULTS_A_SENTENCE_STATES:
            continue  # (more: a table of values pasted into the text, whose numbers no sentence words attribute)
        local = [
            (m.evidence.start - start, m.evidence.end - start, m)
            for m in in_sentence
        ]
        numbers = [number for number in numbers if number.dataset_at is None or any(
            s == number.dataset_at and m.label == "DATASET" for s, _, m in local)]  # "reaches 40 on A100 GPUs": none
        in_sentence_claims: list[Claim] = []
        for number in numbers:
            claim = _to_claim(text, start, sentence, number, numbers, local, main_method, rules)
            if claim.method and _norm(claim.method) in short:
                claim = claim.model_copy(update={"method": short[_norm(claim.method)]})
            in_sentence_claims.append(_carried_over(text, claim, in_sentence_claims))
        claims.extend(in_sentence_claims)
    return _on_the_only_dataset(claims, ordered)


# Abstracts state at most about a dozen results in a sentence (no sentence of the 13,108 corpus abstracts has more
# than 10 numbers the claim rules read); one of more numbers than this is a table of values.
_MOST_RESULTS_A_SENTENCE_STATES = 64


def _on_the_only_dataset(claims: list[Claim], mentions: Sequence[Mention]) -> list[Claim]:
    """A result that names no dataset, after the one dataset the abstract names up to the result's sentence, is on
    that dataset ('Experiments on the SBVQA benchmark ... Mixed input boosts accuracy to 78.85%'; data named only in
    later sentences is other work's: '... We also run prior models on A and B'); not a cost or a multiple ('50x
    fewer FLOPs', 'inference time down by 30%': what no dataset changes) nor a result over several datasets."""
    datasets = [m for m in mentions if m.label == "DATASET"]
    if not datasets:
        return claims
    named_later = _only_dataset(datasets) is None
    trained_on = [named_later and _TRAINED_ON_IT.search(m.evidence.sentence, 0, max(0, m.evidence.sentence.find(
        m.text))) is not None for m in datasets]  # (read once for each dataset, not again for every claim)
    out = []
    for claim in claims:
        seen = [at for at, m in enumerate(datasets) if m.evidence.start < claim.evidence.end
                or m.evidence.sentence == claim.evidence.sentence]
        only = _only_dataset([datasets[at] for at in seen])
        if only is None or any(trained_on[at] for at in seen):
            out.append(claim)  # (not data trained on, when the data tested on is named later: "trained on the
            continue  # synthetic GlimSet ... 91% accuracy on real images. Experiments on ZorbSet and ...")
        name, first_seen = only
        if not claim.dataset and not (claim.metric and _COST_MEASURE.search(claim.metric)) and claim.unit != "x" \
                and claim.evidence.start >= first_seen \
                and not _MANY_DATASETS.search(claim.evidence.sentence) \
                and not (claim.metric and _elsewhere(claim)):
            evidence = claim.evidence.model_copy(update={"rule": claim.evidence.rule + "+only-dataset"})
            claim = claim.model_copy(update={"dataset": name, "evidence": evidence})
        out.append(claim)
    return out


# Data a model is trained on, named right after: "trained on the synthetic GlimSet", "fine-tuned on A and B".
_TRAINED_ON_IT = re.compile(r"\b(?:train(?:ed|ing)?|pre-?train(?:ed|ing)?|fine-?tun(?:ed|ing)|distill(?:ed|ing))\s+"
                            r"(?:[\w\-]+\s+){0,3}?(?:on|from)\s+(?:the\s+)?(?:[\w\-]+\s+)?$", re.I)
# Measures of what a result costs, which no dataset changes: "model size", "MACs", "inference time", "GFLOPs".
_COST_MEASURE = re.compile(r"(?:\b|(?<=[GTMK]))(?:size|MACs?|FLOPs?|params|parameters|parameter\s+counts?|time|latency|"
                          r"memory|speed(?:-?ups?)?|throughput|energy|costs?|runtime|fps|VRAM|wall-clock|hours|compute|"
                          r"overhead|bandwidth|storage|footprint|consumption)\b", re.I)
# Where a result named by its measure is on something other than the abstract's one dataset: people, the real world,
# another set of data, or a transfer ("In a user study, ...", "on an internal benchmark", "in zero-shot transfer").
_ELSEWHERE = re.compile(r"\b(?:(?:human|user)\s+(?:stud(?:y|ies)|trials?)|A/B\s+test|deployed\s+(?:on|in|to|at)|"
                        r"real(?:-world|\s+world)?\s+(?:scenes|robots?|vehicles?|patients|users|experiments|"
                        r"environments|deployments?)|real-robot|(?<!trained )(?<!only )on\s+(?:our\s+)?synthetic|"
                        r"participants\s+(?:completed|rated|preferred|reported|performed)|"
                        r"(?:zero-shot|cross-domain|cross-dataset)\s+transfer|transfer(?:red|ring)?\s+to\b|"
                        r"downstream\s+tasks|(?:second|another|external|different)\s+(?:hospital|site|centre|center|"
                        r"institution)|internal\s+(?:benchmark|dataset|test\s+set)|"
                        r"(?:another|second|external|additional|other)\s+(?:(?!(?:on|in|of|this|that|the|for|to|with)\b)"
                        r"[\w\-]+\s+){0,2}?(?:benchmark|dataset|corpus|test\s+set|cohort)s?\b"
                        r"(?!\s+(?:models?|methods?|baselines?)))", re.I)


def _a_cost_it_leads_to(verb: str, measure_words: str) -> bool:
    """'..., resulting in about 1 GB of memory': what a design leads to or results in is its cost, no result, where
    the measure is one of what things cost ('leading to an accuracy of 81%' is a result)."""
    return _CONSEQUENCE_VERB.match(verb.strip()) is not None and _COST_MEASURE.search(measure_words) is not None


_CONSEQUENCE_VERB = re.compile(r"(?:lead|led|result)", re.I)  # "leading to", "results in"


def _elsewhere(claim: Claim) -> bool:
    """Whether the words around a claim (its clause, about 80 characters each way) say its result is on something
    other than the abstract's one dataset."""
    sentence = claim.evidence.sentence
    at = sentence.find(claim.text) if claim.text else -1
    around = sentence if at < 0 else sentence[max(0, at - 80):at + len(claim.text) + 80]
    return _ELSEWHERE.search(around.replace(claim.metric or "", "")) is not None


# "on three multiple-choice QA benchmarks": a result over several datasets is not the one the abstract names.
_MANY_DATASETS = re.compile(r"\b(?:benchmarks|datasets|corpora)\b", re.I)


def _only_dataset(mentions: Sequence[Mention]) -> Optional[tuple[str, int]]:
    """The one dataset an abstract names (long form and acronym counted together), by its short name, and where
    it is first named."""
    datasets = [m for m in mentions if m.label == "DATASET"]
    long_form_of = {_norm(m.text): _norm(m.long_form) for m in datasets if m.long_form}
    names: dict[str, str] = {}
    for mention in datasets:
        key = long_form_of.get(_norm(mention.text), _norm(mention.text))
        if mention.long_form or key not in names:
            names[key] = mention.text
    if len(names) != 1:
        return None
    return next(iter(names.values())), min(m.evidence.start for m in datasets)


def _carried_over(text: str, claim: Claim, earlier: list[Claim]) -> Claim:
    """'knowledge retention rates (48%) ... translation (17%) and text-to-JSON conversion (20%)': a number that
    names no measure and no dataset continues the sentence's last one in the same unit that does, unless a
    measure is named between them ('FLOPs by 95% and inference latency by 92%')."""
    if claim.metric:
        return claim
    if claim.dataset:
        return _measure_carried_over(text, claim, earlier)
    if earlier and (earlier[-1].metric or earlier[-1].dataset) and claim.direction != "absolute" \
            and _RIGHT_AFTER_IN_BRACKETS.fullmatch(text, earlier[-1].evidence.end, claim.evidence.start):
        # "raises the Glim score from 0.32 to 0.41 (+28.1%)": the change, in brackets, of the score just stated
        return claim.model_copy(update={"metric": earlier[-1].metric, "dataset": earlier[-1].dataset})
    for previous in reversed(earlier):
        # "... an mAP@0.5 of 77.5%, outperforming the baseline by 4 percentage points": points of a % score
        same_scale = previous.unit == claim.unit or (previous.unit == "%" and claim.unit == "points"
                                                     and previous.direction == "absolute" and claim.direction != "absolute")
        if same_scale and previous.unit != claim.unit and _MEASURE_AFTER.match(text, claim.evidence.end):
            return claim  # "... 64.1%, with a 12.3 point gain over ReAct in the helpfulness ratings": its own measure
        if same_scale and (previous.metric or previous.dataset):
            if _measure_named_between(text, previous, claim):
                return claim
            return claim.model_copy(update={"metric": previous.metric, "dataset": previous.dataset})
    return claim


_RIGHT_AFTER_IN_BRACKETS = re.compile(r"\s*\(\s*")


def _measure_carried_over(text: str, claim: Claim, earlier: list[Claim]) -> Claim:
    """'an accuracy of 91.2% on A and 78.5% on B': a score on a dataset, right after one in the same unit with
    its measure and dataset, is in that measure too."""
    previous = earlier[-1] if earlier else None
    if previous is None or not (previous.metric and previous.dataset) or previous.unit != claim.unit \
            or previous.direction != claim.direction or previous.dataset == claim.dataset \
            or _measure_named_between(text, previous, claim):
        return claim
    return claim.model_copy(update={"metric": previous.metric})


def _measure_named_between(text: str, previous: Claim, claim: Claim) -> bool:
    """'FLOPs by 95% and inference latency by 92%': the later value names a measure of its own."""
    return any(map(_measure_head, _WORD.findall(text[previous.evidence.end:claim.evidence.end].lower())))


def _measure_head(word: str) -> bool:
    """'accuracy', 'errors': a lower-case word that heads a measure's name, in the singular or the plural."""
    return word in MEASURE_HEADS or word.rstrip("s") in MEASURE_HEADS


def _a_measure_word(word: str) -> bool:
    """A lower-case word that heads a measure's name ('accuracy') or is a known measure's ('fid', 'flops')."""
    return _measure_head(word) or word in known_measures()


_WORD = re.compile(r"[a-z][a-z\-]*")
_MEASURE_AFTER = re.compile(r"[^,.;:]{0,40}?\b(?:in|on|for|of)\s+(?:the\s+)?[\w\-]+", re.I)


# Words that let a sentence without a digit state a number, each hinting at the pattern that reads it.
_WORD_NUMBER_HINTS = ("magnitude", "times", "fold", "point")
_MULTIPLIER_HINTS = ("doubl", "twice", "tripl", "thrice", "quadrupl", "half", "halv")
_RANK_HINTS = ("rank", "plac", "position", "leaderboard")
_WORD_CUES = _WORD_NUMBER_HINTS + _MULTIPLIER_HINTS + _RANK_HINTS + ("factor",)
_DIGIT = re.compile(r"[0-9]")


def _has_digit_or_word_cue(sentence: str) -> bool:
    return _DIGIT.search(sentence) is not None or _hinted(sentence.lower(), _WORD_CUES)


def _to_float(raw: str) -> Optional[float]:
    try:
        value = float(raw.replace(",", "").replace("\u2212", "-"))
    except (ValueError, OverflowError):
        return None
    return value if math.isfinite(value) else None


def _scientific(mantissa: str, exponent_text: Optional[str]) -> Optional[float]:
    """3.07e-20 and 2.1 x 10^-5 as floats; absurd exponents give None rather than inf."""
    if not exponent_text:
        return _to_float(mantissa)
    exponent = re.search(r"[-+\u2212]?\d+(?=\}?$)", exponent_text.strip())
    if exponent is None:
        return _to_float(mantissa)
    power = int(exponent.group().replace("\u2212", "-"))
    if abs(power) > 300:
        return None
    base = _to_float(mantissa)
    return None if base is None else _to_float(f"{base * 10.0 ** power:.12g}")  # 99.62e-2 is 0.9962, not 0.99620...01


def _masked(sentence: str) -> str:
    """Blank out LaTeX math and bracketed citations so their digits are never read.

    Offsets are kept: every replacement has the length of what it replaces.
    """
    def blank(match: re.Match) -> str:
        return " " * len(match.group())

    out = sentence
    if "\\" in out or "$" in out:
        out = _LATEX_TIMES.sub(lambda m: "×" + " " * (len(m.group()) - 1), out)
        out = _LATEX_MATH.sub(_math_as_read, out)
    if "[" in out:
        out = _CITATION.sub(blank, out)
    if "(" in out:
        out = _BIG_O.sub(blank, out)
        out = _DIGIT_RANGE.sub(blank, out)
    if ":" in out:
        out = _LINK.sub(blank, out)
    if "+" in out:
        out = _PLUS_MINUS.sub(lambda m: " " * (len(m.group()) - 1) + "±", out)
    if "," in out:
        out = _DECIMAL_COMMA.sub(r"\1.", out)
    return out


# A comma written for a decimal point, as many languages do: "72,64%", "91,2 %", "2,1 points" (a thousands separator
# has three digits after it, "1,200 samples"). The digits come with nothing of a number before them; that is tested
# after the first digit, so that the pattern opens on a digit and the engine passes quickly over the rest.
_DECIMAL_COMMA = re.compile(r"(\d(?<![\d,.]\d)\d{0,2}),(?=\d{1,2}\s?(?:%|pp\b|points?\b|p\.p\.))")


# A range of single digits in brackets is a scale or an order, not a result: "BLEU (1-4)", "a Likert scale (1-5)"
# (not a change: "by (1-3) points", "(5-7)% lower").
_DIGIT_RANGE = re.compile(r"(?<!\bby )\(\s*\d\s*[-\u2013]\s*\d\s*\)(?!\s*(?:%|x\b|\u00d7|points?\b|pp\b))")
_LATEX_TIMES = re.compile(r"\$\s*\{?\s*\\times\s*\}?\s*\$|\\times\b")  # also braced: "6.3${\times}$"
# "0.84 +/- 0.05", "0.84 +- 0.05" (or with a minus sign or an en dash): a spread written out, read as "±" is
_SLASHED_PLUS_MINUS = r"\+\s?/\s?[-\u2212\u2013]"  # "+/-", "+ / -"
_JOINED_PLUS_MINUS = r"\+[-\u2212\u2013]"  # "+-"
_PLUS_MINUS = re.compile(rf"{_SLASHED_PLUS_MINUS}|{_JOINED_PLUS_MINUS}(?=\s?\.?\d)")
# A result written in math mode ("$8.6\\%$", "$2\\times$" once _LATEX_TIMES has read it, "$0.91$"): the number is
# read; other math is blanked.
_MATH_RESULT = re.compile(r"\$\s*([+\-\u2212]?\d+(?:\.\d+)?)\s*(\\%|×)?\s*\$")


# A score stated in math mode: "$R^2 = 0.80$", "$\\rho = 0.826$", "$F_1 = 71.2\\%$".
_LATEX_SCORE = re.compile(r"\$\s*\\?([A-Za-z][A-Za-z0-9]{0,7}(?:[_^]\{?[A-Za-z0-9]{1,4}\}?)?)\s*=\s*(\d+(?:\.\d+)?)\s*(\\%)?\s*\$")


def _math_as_read(match: re.Match) -> str:
    """A stretch of math as a claim reads it, at the same length: a result's number and unit, a score's name and
    number, any other math blanked (the abstract's cleaning has already unwrapped most plain numbers)."""
    number = _MATH_RESULT.fullmatch(match.group())
    if number is None:
        score = _LATEX_SCORE.fullmatch(match.group())
        if score is not None:  # the name and the number stay where they were, the markup is blanked
            out = [" "] * len(match.group())
            name = score.group(1).replace("{", "").replace("}", "")  # "R^{2}" reads as "R^2"
            out[score.start(1):score.start(1) + len(name)] = name
            out[score.start(2):score.end(2)] = score.group(2)
            equals = match.group().index("=", score.end(1))
            out[equals] = "="
            if score.group(3):
                out[score.start(3)] = "%"
            return "".join(out)
        return " " * len(match.group())
    unit = {"\\%": "%", "×": "×"}.get(number.group(2) or "", "")
    return (" " + number.group(1) + unit).ljust(len(match.group()))


# (math never closes on a dollar sign right after an opening bracket: "($0.08) ... ($4.2)" are two prices)
_DOLLAR_MATH = re.compile(r"\$[^$]{0,200}(?<!\()\$")
_LATEX_MATH = re.compile(_DOLLAR_MATH.pattern + r"|\\\(.{0,200}?\\\)|\\cite\w*\{[^}]*\}")
_CITATION = re.compile(r"\[[\d,;\s\u2013-]+\]")
_BIG_O = re.compile(r"\b[OΩΘ]\([^)]{0,80}\)")
_LINK = re.compile(r"https?://\S+|\bdoi:\S+|\barXiv:\S+")
# End-anchored patterns, searched with _tail.
# (a hedge may stand between: "from roughly 40% to 70%")
_FROM_HEDGE = r"(?:\s+(?:approximately|approx\.|about|around|roughly|nearly|almost))?"
_FROM_TAIL = re.compile(rf"\bfrom{_FROM_HEDGE}\s*$", re.I)
# The changes a range is of, written right before it: "gains ranging from", "improvements in recall@1, ranging from".
_CHANGES_RANGING = re.compile(r"\b(?:gains?|improvements?|increases?|boosts?|reductions?|decreases?|drops?|speed-?ups?|"
                              r"margins?|savings?)\b(?:\s+[\w\-@.]+){0,5}?\s*[,(]?\s*$", re.I)
_RANGE_VERBS = frozenset({"ranges", "ranged", "ranging", "varies", "varied", "varying", "spans", "spanned", "spanning"})
# Settings a range is of: "compression ratios ranging from", "noise levels ranging from" (scores and rates are results).
_RANGED_SETTING_NOUNS = (r"ratios?|sizes?|lengths?|levels?|budgets?|values?|settings?|temperatures?|speeds?|scales?|"
                         r"thresholds?|depths?|resolutions?|steps?|epochs?|ages?|frequenc(?:y|ies)|distances?|"
                         r"durations?|horizons?|windows?|parameters?|sparsit(?:y|ies)|densit(?:y|ies)|intensit(?:y|ies)|"
                         r"noise")
_SETTINGS_RANGING = re.compile(rf"\b(?:{_RANGED_SETTING_NOUNS})\s*[,(]?\s*$", re.I)
# Settings named right before two values ("noise levels of 10% → 50%"): a span of settings, not a score that moves
# (an arrow between two values otherwise reads as "from ... to": "83.2% → 91.6%").
_SETTINGS_BEFORE = re.compile(rf"\b(?:{_RANGED_SETTING_NOUNS}|dropout(?:\s+rates?)?)(?:\s+(?:of|from|at))?\s*[,(]?\s*$",
                              re.I)
# What a share after an arrow is of: "10% → 50% of the data" sets how much is used (a bit width after the value, "16 →
# 4 bits", is read with it as its measure, and checked there).
_SETTING_AFTER_AN_ARROW = re.compile(r"\s*(?:%\s*)?of\s+(?:the\s+)?(?:data|training|labels?|samples|[A-Z])\b")
_RANGING_FROM_TAIL = re.compile(rf"\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying)|spann?(?:s|ed|ing)?)\s+from{_FROM_HEDGE}\s*$",
                                re.I)
_OTHER_SIDE_TAIL = re.compile(r"\b(?:vs\.?|versus|compared (?:to|with)|relative to|from)\s*$", re.I)
# Verbs by which one system beats another: "outperforms B", "surpassing B", "exceeds B", "beats B".
_BEATING_VERBS = r"outperform|surpass|exceed|beat"
# Words that set one system beside another, besides those verbs: "than X", "compared to X".
_COMPARING_WORDS = r"than|versus|vs\.?|compared (?:to|with)|relative to"
# The words a result is compared with another system by: "outperforming X", "compared to X", "than X".
_COMPARED_WITH = rf"\b(?:(?:{_BEATING_VERBS})\w*|over|{_COMPARING_WORDS})"
# A score owned by the system a result is compared with ("outperforming QuarkR-1.5B's 33.86%", "compared to the
# fine-tuned model's 13.1%"); not "GlimNet's 92.1% accuracy" nor "matches the previous model's 99.8%".
_POSSESSED_TAIL = re.compile(_COMPARED_WITH + r"\s+(?:[\w.\-]+\s+){0,3}?[\w.\-]+['\u2019]s\s*$", re.I)
# The best earlier score a result beats, given as its value: "exceeds the previous SOTA of 88.6%", "surpassing the
# prior best result of 71.2%", "beats the state of the art of 40.1 BLEU".
_EARLIER_BEST_OF_TAIL = re.compile(
    rf"\b(?:{_BEATING_VERBS})\w*\s+(?:the\s+)?(?:(?:previous|prior|former|earlier|existing|current|"
    r"reported|published|strongest)\s+)?(?:best|sota|state[\s-]of[\s-]the[\s-]art|record|baseline)\b"
    r"(?:\s+(?!(?:by|on|in|with|and)\b)[\w\-@]+){0,2}\s+(?:of|at)\s*$", re.I)  # ("the previous best F1 of 88.6")
# A score a relative clause gives the system compared with: "beating the strongest earlier model, which had an
# error rate of 4.15%", "surpassing QuarkNet, which reached 78.5%".
_COMPARED_THEN_WHICH_TAIL = re.compile(
    rf"\b(?:(?:{_BEATING_VERBS})\w*|(?:improv\w*|gains?|preferred|advantages?|margins?|boosts?)\s+over|"
    rf"{_COMPARING_WORDS})"
    r"\s+(?P<rival>(?!\d)(?![^,;.]*\bby\s+\d)[^,;.]{1,90}),\s+(?:which|who)\s+(?P<verb>had|has|achieved|achieves|reached|"
    r"reaches|scored|scores|obtained|obtains|attained|attains|reported|reports|yielded|yields)\s+(?:only\s+)?"
    r"(?:an?\s+|the\s+)?(?!(?:[\w\-@]+\s+){0,3}?(?:improvements?|gains?|boosts?|increases?|reductions?|"
    r"speed-?ups?)\b)(?:[\w\-@]+\s+){0,3}?(?:of\s+)?(?:only\s+|about\s+|around\s+)?$", re.I)
# A rate a multiple is of: "2.2x server throughput", "1.5x training throughput".
_RATE_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:throughput|tokens per second|frames per second|fps)\b", re.I)
# A value followed by a word of change is a gain the clause reports: "which yields 6.3% higher accuracy".
_CHANGE_AFTER = re.compile(r"\s*(?:\\?%|points?|pp|x)?\s*(?:higher|lower|better|more|fewer|less|improvements?|gains?|"
                           r"increases?|reductions?|faster|slower)\b", re.I)
# A denial of the comparison, at most three words before its verb: "none of the baselines outperform X, which ...",
# "cannot surpass", "is not able to outperform", "rarely beats", "neither Quark-7B nor its larger variants
# outperform" (not a "no" or "not" of another clause: "With no extra data, X outperforms").
_NEGATED_TAIL = re.compile(r"\b(?:not|never|no|neither|cannot|can't|\w+n't|rarely|seldom|(?:fails?|failed|unable|yet)\s+to|"
                           r"neither\s+[^,;.]{1,40}?\s+nor|none\s+of\s+(?:the\s+)?[\w\-]+(?:\s+[\w\-]+)?)\s+"
                           r"(?:(?!and\b|but\b)[\w\-]+\s+){0,3}$", re.I)
_OPEN_BRACKET_TAIL = re.compile(r"[\w)%]\s+\(\s*$")
# A capitalised word with a bracket glued on, the value in it that word's: "Quark-7B(12.1%)".
_GLUED_BRACKET_TAIL = re.compile(r"(?<![\w\-.])(?-i:[A-Z])[\w\-.]*\(\s*$")


def _disagrees_in_number(rival: str, verb: str) -> bool:
    """'surpasses all baselines, which achieves 88.3%': a plural head before a verb in the singular is not what the
    clause is about (the paper's own system is); the head is the last word before a modifier ('the class of models',
    'QuarkNet trained with extra labels' are singular)."""
    head = _RIVAL_MODIFIER.split(rival, maxsplit=1)[0].split()
    last = head[-1] if head else ""
    plural = last.islower() and last.endswith("s") and not last.endswith(("ss", "series"))
    return plural and verb.lower().endswith("s")


_RIVAL_MODIFIER = re.compile(r"\s+(?:of|with|across|on|in|for|from|trained|pretrained|fine-tuned|using|under|at)\s+",
                             re.I)


# A score in brackets after a system the result is compared with ("outperforming GlimAR (3.3 FID) and QuarkAR (3.05
# FID)", "surpassing models like Quark 3 (67.2%)"): the compared system's. Only the compared names, their brackets and
# a few words that lead to them come between ("surpasses Quark-7B by 2.1% on GlimBench (71.3%)": the paper's own).
_COMPARED_NAME = r"[^\s(]*(?-i:[A-Z])[^\s(]*(?:\s+(?-i:[A-Z0-9])[^\s(]*){0,2}"  # "QuarkAR", "iGlim", "Quark Glim 3"
# up to five small words before a compared name: "models like", "the previous best method", "the baseline model's"
_LEAD_WORD = r"(?!(?:our|we|by|on|in|across|at|while|and|which|that)\b)(?-i:[a-z])[\w\-]*(?:['\u2019]s)?"
_COMPARED_LEAD = (rf"(?:{_LEAD_WORD}\s+){{0,5}}(?:{_LEAD_WORD},\s*(?:including|such\s+as|like|especially|notably|"
                  r"e\.g\.,?)\s+)?")  # (a comma only before a list opener: "outperforming glim agents, including
# Quark-4o (18.6%)")
_COMPARED_THEN_BRACKET_TAIL = re.compile(
    _COMPARED_WITH + r"\s+"
    rf"(?:{_COMPARED_LEAD}{_COMPARED_NAME}\s*(?:\([^()]*\))?\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+))*"
    rf"{_COMPARED_LEAD}{_COMPARED_NAME}\s*\(\s*$", re.I)  # (the bracket glued on too: "Quark-7B(12.1%)")
# Systems compared by their kind, not named, then a score in brackets: "over unpruned glim models (88.1%)", "than
# prior baselines (62.0%)" (a margin there is the paper's own: "a gain over comparable models (3.1 points)").
_COMPARED_KIND_THEN_BRACKET_TAIL = re.compile(
    _COMPARED_WITH + rf"\s+(?:{_LEAD_WORD}\s+){{1,3}}(?:models|methods|baselines|approaches|systems|counterparts|"
    r"variants)\s*\(\s*$", re.I)
_AT_TAIL = re.compile(r"\bat(?:\s+up\s+to)?\s*$", re.I)  # "runs at 30 FPS", "at up to 90 FPS"
_AND_TAIL = re.compile(r"\band\s*$", re.I)
_CONDITION_TAIL = re.compile(r"\b(?:under|at|with|for)\s+(?:a|an|the)\s*$", re.I)
_WITH_ONLY_TAIL = re.compile(r"\bwith\s+(?:only|just)\s*$", re.I)
_BY_TAIL = re.compile(r"\bby\s*$", re.I)
_LARGER = re.compile(r"\s*(?:larger|bigger)\b", re.I)
# Results a multiple can be of, which make it no size.
_RESULTS_GROWN = r"gains?|improvements?|speed-?ups?|margins?|rewards?|returns?|throughput|advantages?|savings|reductions?"
# A result named after the multiple: "3x larger gains", "a 2x larger speedup" (what grew, not a size).
_RESULT_NOUN_AFTER_LARGER = re.compile(rf"\s*(?:larger|bigger)\s+(?:[\w-]+\s+)?(?:{_RESULTS_GROWN}|efficiency)\b", re.I)
# A result the clause before a multiple speaks of: "the improvement per dimension is 3x larger".
_A_RESULT_IN_THE_CLAUSE = re.compile(rf"\b(?:{_RESULTS_GROWN})\b", re.I)
# Data heading its clause's subject right before the multiple: "our glim corpus is 30 times larger", "the new
# dataset is roughly 8x larger" (not a result's subject that only mentions data: "the speedup on each dataset is").
_DATA_AS_THE_SUBJECT = re.compile(r"(?:^|[,;:(]|\b(?:and|but|while|whereas)\b)\s*(?:(?:our|the|this|its|their|a|an|"
                                  r"new|[A-Z][\w\-]*)\s+){0,3}(?:[\w\-]+\s+)?(?:datasets?|corpus|corpora)\s*"
                                  r"(?:,?\s*(?:that|which)\s+)?(?:is|are)\s+(?:(?:up\s+to|roughly|over|nearly|about|"
                                  r"around|more\s+than|at\s+least|almost)\s+)?$", re.I)
_RESULT_NOUN_BEFORE = re.compile(r"\b(?:rewards?|gains?|improvements?|margins?|speed-?ups?|throughput|scores?|returns?|"
                                 r"accuracy|advantages?|errors?|loss(?:es)?)\s*$", re.I)
_A_RESOURCE_AFTER = re.compile(r"\s*(?:[\w\-]+\s+)?(?:more|extra|additional|added|noise|noisy|data|samples|load|"
                               r"traffic|requests|budget|brightness|penetration|shocks?|perturbations?|tokens|compute|"
                               r"labels?|synthetic)\b", re.I)
_WITH_TAIL = re.compile(r"\bwith(?:\s+an?)?\s*$", re.I)  # "with 72.44% Dice", "with a 38% win rate"
# A change word shortly before "from": "improved from 21.40 to 25.07", "an improvement from 58.12 to 60.93".
_CHANGE_BEFORE_FROM = re.compile(r"\b(?:improv|increas|boost|rais|rise|rising|rose|grew|grow|jump|climb|reduc|decreas|"
                                 rf"drop|fell|fall|declin|lower|cut)\w*\b[^,;()]{{0,40}}?\bfrom(?:\s+(?:just|only))?{_FROM_HEDGE}\s*$", re.I)
# "improves MRR@10: 0.351 to 0.402": the change, its measure, a colon, then where it went from and to
# (a finite verb and a bare measure: not "we raise the temperature: 0.5 to 1.0", "the increase factor: 2 to 8",
# "performance improves with scale: 10 to 100 layers", which are settings)
_COLON_MEASURE_WORD = r"(?!(?:the|a|an|its|their|our|with|by|for|in|on|at|over|from|as)\b)[\w@\-.]+"
_CHANGE_BEFORE_COLON = re.compile(rf"\b(?:improv|increas|boost|rais|reduc|decreas|lower)(?:e?s|ed)\s+{_COLON_MEASURE_WORD}"
                                  rf"(?:\s+{_COLON_MEASURE_WORD})?\s*:\s*$", re.I)
_NAME_BRACKET_TAIL = re.compile(r"[A-Za-z]\($")  # AP(50), mAP(0.5)
_BY_BOUND_TAIL = re.compile(r"\bby(?:\s+(?:less than|fewer than|under|below))?\s*$", re.I)
_OF_TAIL = re.compile(r"(\S+)\s+of\s*$", re.I)
_LAST_WORD = re.compile(r"[\w\-]+$")


def _hinted(lowered: str, hints: tuple[str, ...]) -> bool:
    """Cheap substring test on lower-cased text before running a costlier pattern (plain `in` beats a
    case-insensitive regex)."""
    for hint in hints:
        if hint in lowered:
            return True
    return False


def _tail(pattern: re.Pattern, text: str, reach: int = 80, end: Optional[int] = None) -> Optional[re.Match]:
    """Search an end-anchored pattern only near the end (of text, or of text[:end]), where it can match:
    scanning a whole clause for it costs more than the rest of a number's rules. Trailing
    blanks (masked math, citations) do not count toward the reach."""
    if end is None:
        end = len(text)
    kept = len(text[:end].rstrip())
    return pattern.search(text, max(0, kept - reach), end)


def _numbers_in(sentence: str, rules: _Rules, measures: Optional[dict[int, int]] = None) -> list[_Number]:
    """The numbers of a sentence that state results. `measures` maps the start of each named measure
    the mention rules found (PDMS, BLEU-4) to its end: a bare number right before one is in it."""
    masked = _masked(sentence)
    lowered = masked.lower()
    found: list[_Number] = []
    taken: list[tuple[int, int]] = []
    for match in rules.number.finditer(masked):
        numbers = _read_number(match, masked, rules)
        closing = bool(numbers) and (numbers[0].signed or numbers[0].minus_on_a_measure) \
            and masked[match.start() - 1:match.start()] == "(" and _A_CHANGE_ASIDE_ENDS.match(masked, match.end())
        # (the rest of the change in brackets the number opens: "(+2.3 relative)")
        if measures and numbers and numbers[0].unit is None and numbers[0].measure is None and (
                not numbers[0].signed or closing):
            # the measure right after the number, or after the bare numbers listed with it ("1.98 and 5.47 GQZ"), or
            # after the change in brackets it comes with ("48.3 (+2.9) mIoU", the change "(+2.9) mIoU")
            listed = _BARE_NUMBERS_AFTER.match(masked, match.end())
            if listed and listed.end() + 1 in measures and _ONE_MEASURE_EACH.match(masked, measures[listed.end() + 1]):
                listed = None  # "72.1 and 3.4 accuracy and ECE", "1, 5 and 10 Recall@K": no measure they share
            aside = None if listed or numbers[0].signed or numbers[0].minus_on_a_measure \
                or _tail(_A_LATER_LISTED_SCORE, masked, end=match.start()) else _A_CHANGE_ASIDE.match(masked, match.end())
            # (not "61.7 (+2.3) and 48.2 (+0.9) mIoU": the scores share the measure as a list; nor "by 1.4 (+2.6%)")
            named_from = (listed.end() if listed else aside.end() if aside else closing.end() if closing
                          else match.end()) + 1
            averaged = _AVERAGING_WORD.match(masked, named_from)  # "0.86 macro F1-score", "0.91 mean Dice"
            measure_at = averaged.end() if averaged and averaged.end() in measures else named_from
            if masked[named_from - 1:named_from] == " " and measure_at in measures:
                numbers[0].measure = masked[named_from:measures[measure_at]]  # "achieves 45.0 PDMS"
                numbers[0].named_measure = True
        if measures and numbers and numbers[0].unit is None and numbers[0].measure is None \
                and numbers[0].value < 1 and _A_CUTOFF_THEN_ITS_SCORE.match(masked, match.end()) \
                and any(end + 1 == match.start() and masked[end] == " " for end in measures.values()):
            continue  # "mAP 0.75 of 0.642", "PCK 0.1 of 0.58": the measure's threshold, before its score
        if numbers and numbers[0].minus_on_a_measure and (numbers[0].measure is None
                                                          or _CAN_BE_NEGATIVE.search(numbers[0].measure)):
            numbers = []  # "-0.3 on the log scale", "r = -0.42": a negative plain value is no stated change
        if measures and numbers and numbers[0].unit is None and numbers[0].measure is None and not numbers[0].signed:
            numbers[0].named_before = next((start for start, end in measures.items()
                                            if _OF_THE_NUMBER.fullmatch(masked, end, match.start())
                                            and ("." in match.group() or not any(  # past a threshold only a score:
                                                ch.isdigit() for ch in masked[end:match.start()]))), None)
            # "mAP 0.75 of 0.642" (not "Dice 0.87 of 4 organs")
        found.extend(numbers)
        taken.append(match.span())
    word_numbers = rules.word_number.finditer(masked) if _hinted(lowered, _WORD_NUMBER_HINTS) else ()
    for match in word_numbers:
        if any(s <= match.start() < e for s, e in taken):
            continue
        n = rules.word_numbers.get(match.group("w").lower())
        if n is None:
            continue
        if match.group("mag"):
            found.append(_Number(match.start(), match.end(), 10.0 ** n, "x"))
        elif match.group("times"):
            if n < 2:
                continue
            found.append(_Number(match.start(), match.end(), n, "x"))
        elif match.group("w").lower() not in ("a", "an", "single"):
            found.append(_Number(match.start(), match.end(), n, "points", rule="claim:word-multiplier"))
        taken.append(match.span())
    for match in rules.factor_of_word.finditer(masked) if "factor" in lowered else ():  # ("factor" is a _WORD_CUES)
        n = rules.word_numbers.get(match.group("w").lower())
        if n is not None and n >= 2 and not any(s <= match.start("w") < e for s, e in taken):
            found.append(_Number(match.start("w"), match.end("w"), n, None))  # a bare number: its cue decides
            taken.append(match.span("w"))
    multipliers = rules.word_multiplier.finditer(masked) if _hinted(lowered, _MULTIPLIER_HINTS) else ()
    for match in multipliers:
        if any(s <= match.start() < e for s, e in taken):
            continue
        number = _word_multiplier(match, masked, rules)
        if number:
            found.append(number)
    for pattern in rules.rank if _hinted(lowered, _RANK_HINTS) else ():
        for match in pattern.finditer(masked):
            raw = match.groupdict().get("n")
            value = _to_float(raw) if raw else rules.ordinals.get((match.groupdict().get("w") or "").lower())
            if value is None or any(n.rule == "claim:rank" and n.start < match.end() and match.start() < n.end
                                    for n in found):
                continue  # "ranked 1st place": one place, however many patterns read it
            found = [n for n in found if not (match.start() <= n.start < match.end())]
            found.append(_Number(match.start(), match.end(), float(value), None, direction="absolute", rule="claim:rank", cue_start=match.start()))
    found.sort(key=lambda n: n.start)
    return _classify(sentence, masked, found, rules)


def _names_a_measure_by_letters(text: str) -> bool:
    """'PDMS', 'rFID', 'Dice', 'macro-F1', 'mean IoU': a measure named so that a bare number before it is in it
    (not 'accuracy', which a number before it may only count)."""
    averaged = _AVERAGING_WORD.match(text)
    named = text[averaged.end():] if averaged else text
    return named[:1].isupper() or short_form_shaped(named) or named.lower() in _FRAME_RATE  # ("frames per second")


_AVERAGING_WORD = re.compile(rf"(?:{'|'.join(AVERAGING_WORDS)})[- ]", re.I)


# A unit of length or time glued to a value, then no more letters: "0.45m", "60cm", "100ms", "0.17s".
_GLUED_PHYSICAL_UNIT = re.compile(r"(?:ms|cm|mm|km|m|s)(?![\w\-])")


def _read_number(match: re.Match, masked: str, rules: _Rules) -> list[_Number]:
    groups = match.groupdict()
    value = _scientific(groups["num"], groups["sci"])
    if value is None:
        return []
    unit = next((rules.unit_of[k] for k in rules.unit_groups if groups[k]), None)
    measure = groups["measure"]
    unit2 = next((rules.unit_of[k] for k in rules.range_unit_groups if groups[k]), None)
    measure2 = groups.get("r_measure")
    end = match.end()
    has_range = groups["num2"] is not None
    if has_range and _YEAR.fullmatch(groups["num"]):
        return []  # "61.2% in 2019 to 47.5% in 2023": a year, then the next value, not a range
    if has_range:
        dash = groups["dash"].strip()
        if unit and not unit2 and not measure2 and dash not in ("to", "\u2192"):
            # "3% - 5 points": the second number is not part of this expression
            end = match.start("dash")
            has_range = False
        else:
            unit = unit or unit2
            measure = measure or measure2
    after = masked[end:end + 2]
    if not unit and not measure:
        hyphened = _HYPHENED_POINTS.match(masked, end) if after[:1] in "-\u2010\u2011" else None
        rest = masked[hyphened.end():hyphened.end() + 60] if hyphened is not None else ""
        if hyphened is not None and not has_range and (
                rules.change_noun_after.match(rest) or rules.increase_after.match(rest) or rules.decrease_after.match(rest)):
            unit, end = "points", hyphened.end()  # "a 27-point improvement", not "a 5-point Likert scale"
        elif (after[:1].isalpha() and not _GLUED_PHYSICAL_UNIT.match(masked, end)) \
                or (after[:1] in "-\u2010\u2011" and after[1:2].isalpha()):
            return []  # 7B, 1.2M, 3D, 4-bit: sizes and names, not results (a physical unit glued on is read as
            # written apart: "an error of 0.45m", "60cm", "0.17s per image")
        if after[:1] in "-\u2010\u2011" and after[1:2].isdigit():
            return []
    if unit == "x" and groups["num"] and "." not in groups["num"] and groups["slash"] is None and _looks_like_shape(masked, match):
        return []
    numbers = []
    sign = groups["sign"] or ""
    if sign.startswith("±"):
        return []  # "69.13 ± 10.71%": the spread of a result, not a result
    spaced_plus = sign.strip() == "+" and sign != sign.strip()  # "+ 3", as a sum is written (not "+3")
    if spaced_plus and not unit and _OPERAND_BEFORE.search(masked, 0, match.start()):
        return []  # "up to degree 2k + 1", "n + 1": a sum, not a gain
    first = _Number(match.start(), end, value, unit, measure=measure, signed=sign.strip().endswith("+"))
    if sign in ("-", "\u2212"):
        if not unit and (has_range or (not measure and after[:1] != " " and not (
                masked[match.start() - 1:match.start()] == "(" and _A_CHANGE_ASIDE_ENDS.match(masked, end)))
                         or (measure and not rules.metric_unit.fullmatch(measure))
                         or _tail(_SECOND_END_OR_SLOPE_BEFORE, masked, end=match.start())
                         or _PER_A_UNIT_AFTER.match(masked, end)):
            return []  # a negative plain value (a correlation, an offset in mm, a level in dB) is not a stated change
        first.minus_on_a_measure = not unit  # "-0.63 EPE": kept once a measure is found after it
        first.direction = "decrease"
    # "gains ranging from 3.18% to 8.95%": changes, read at their lower end like "3-5%"; "Dice scores ranging from
    # 88.7% to 92.9%": scores, read at their lower end too, not as a change from one to the other
    ranging = _tail(_RANGING_FROM_TAIL, masked, end=match.start()) if has_range else None
    changes = ranging is not None and _tail(_CHANGES_RANGING, masked, end=ranging.start()) is not None
    if changes and sign in ("-", "\u2212"):
        return []  # "gains ranging from -1% to 3%": no one direction
    if ranging is not None and not changes and _tail(_SETTINGS_RANGING, masked, end=ranging.start()) is not None:
        return []  # "noise levels ranging from 10% to 50%", "compression ratios ranging from 4x to 380x": settings
    if not changes and has_range and groups["dash"].strip() in ("to", "\u2192") and (
            (groups["dash"].strip() == "\u2192" and not _tail(_SETTINGS_BEFORE, masked, end=match.start())
             and not _SETTING_AFTER_AN_ARROW.match(masked, match.end()) and (measure or "").lower() not in ("bit", "bits")
             and not _tail(_WHEN_CLAUSE, masked, end=match.start()))
            or _tail(_FROM_TAIL, masked, end=match.start()) or _tail(_CHANGE_BEFORE_FROM, masked, end=match.start())
            or _from_a_score_of(masked, match)
            or _tail(_CHANGE_BEFORE_COLON, masked, end=match.start())
            or _ends_of_change_before(masked, match, value, groups["num2"])
            or _bracketed_change(masked, match) or _listed_after_a_change(masked, match)
            or _measure_moving(masked, match, groups["num2"])):
        second = _to_float(groups["num2"])  # (an arrow reads as "to")
        if second is None:
            return []
        first.value = min(value, second) if ranging is not None else second  # (a range at its lower end, however
        # written: "BLEU scores ranging from 0.767 (B-1) to 0.456 (B-4)")
        first.direction = "absolute"
        first.rule = "claim:from-to"
        written_from = masked.rfind("from", max(0, match.start() - 30), match.start())
        first.cue_start = written_from if written_from >= 0 else match.start()
        return [first]
    if has_range and not changes and first.direction is None and _tail(_FROM_TAIL, masked, end=match.start()):
        return []
    numbers.append(first)
    if groups["slash"]:
        parts = [_to_float(part) for part in re.findall(_NUM, groups["slash"])]
        if len(parts) == 1 and unit is None and parts[0] in _SCALE_MAXIMA and parts[0] >= value:
            return numbers  # "4.3/5.0", "8/10": the top of a rating scale, not a second result
        for extra in parts:
            if extra is not None:
                numbers.append(_Number(match.start(), end, extra, unit, measure=measure, group=1))
    return numbers


def _from_a_score_of(masked: str, match: re.Match) -> bool:
    """Whether "X to Y" follows "from" and the score it is of: "from a baseline score of 58.1 to 62.5", "from an
    accuracy of 71% to 80%" (not "from a pool of 10 to 20 images", a setting)."""
    tail = _tail(_FROM_A_MEASURE_OF_TAIL, masked, end=match.start())
    return tail is not None and _a_measure_word(tail.group("head").lower())


_FROM_A_MEASURE_OF_TAIL = re.compile(rf"\bfrom\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?:[\w\-@]+\s+){{0,3}}?"
                                     rf"(?P<head>[\w\-@]+)\s+of{_FROM_HEDGE}\s*$", re.I)


def _measure_moving(masked: str, match: re.Match, end_text: Optional[str]) -> bool:
    """Whether "X to Y" right after a measure's letters, with the change in brackets after it, is that measure moving
    from X to Y ("GWER 16.5% to 3.2% (+80.6%), GSIM 78.3% to 89.4% (+14.2%)"), read like "from X to Y" (not a setting's
    range, "SNR 0 to 20 dB", "LR 0.1 to 0.5", nor a range of scores, "CER 8% to 12% across speakers")."""
    return end_text is not None and _tail(_MEASURE_LETTERS_TAIL, masked, end=match.start()) is not None \
        and _SIGNED_CHANGE_IN_BRACKETS.match(masked, match.end()) is not None


# A measure's letters right before a value, opening the sentence's list or an item of it: "with GWER 16.5% to".
_MEASURE_LETTERS_TAIL = re.compile(r"(?:^|[\s,;:(])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\s+$")
# The change a move from one score to another makes, in brackets right after it: " (+80.6%)", "(-7.1%)".
_SIGNED_CHANGE_IN_BRACKETS = re.compile(r"\s*\(\s*[+\-\u2212]\s*\d+(?:\.\d+)?\s*%?\s*\)")


def _listed_after_a_change(masked: str, match: re.Match) -> bool:
    """Whether the range follows others listed after "from" ("improved from 82.48% to 89.74%, 66.24% to 78.88%, and
    70.1% to 75.3%"): each one score moving to another (not after "ranging from", a list of ranges)."""
    listed = _tail(_FROM_TO_LIST_TAIL, masked, reach=200, end=match.start())
    return listed is not None and _tail(_RANGING_FROM_TAIL, masked, end=listed.start() + 4) is None


_SCORE_TO_SCORE = r"[-+]?\d+(?:\.\d+)?\s*%?\s+to\s+[-+]?\d+(?:\.\d+)?\s*%?"
_LIST_BREAK = r"(?:,\s*(?:and\s+)?|and\s+)"
_FROM_TO_LIST_TAIL = re.compile(rf"\bfrom\s+{_SCORE_TO_SCORE}(?:\s*{_LIST_BREAK}{_SCORE_TO_SCORE})*\s*{_LIST_BREAK}$",
                                re.I)


def _bracketed_change(masked: str, match: re.Match) -> bool:
    """Whether the range is the whole of a bracket right after a name, in a sentence that says something improved
    ("improves performance across ALFWorld (73% to 89%), Wordcraft (55% to 64%)"): one score moving to another, read
    like "from 73% to 89%" (not "as the noise ratio grows (20% to 80%)", "across occlusion levels (10% to 50%)")."""
    opened = _tail(_NAME_THEN_BRACKET_TAIL, masked, end=match.start())
    return opened is not None and _BRACKET_CLOSE_AFTER.match(masked, match.end()) is not None \
        and _tail(_SETTINGS_RANGING, masked, end=opened.end()) is None \
        and _CHANGE_WORD.search(masked, 0, opened.start()) is not None


_NAME_THEN_BRACKET_TAIL = re.compile(r"\b[A-Z][\w\-]*\s*\(\s*$")  # "ALFWorld (", "InterCode-SQL ("
_BRACKET_CLOSE_AFTER = re.compile(r"\s*\)")


# A change, then a bracket: "improvements of 5.2% (61.3% to 66.5%)".
_CHANGE_THEN_BRACKET = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|percentage points|points|pp)?\s*\(\s*$")


def _ends_of_change_before(masked: str, match: re.Match, start_value: float, end_text: Optional[str]) -> bool:
    """Whether the range is the two ends of the change stated right before its bracket ("improvements of 7.3%
    (79.4% to 86.7%)"): a score moving from one to the other, read like "from 79.4% to 86.7%", not a range."""
    change = _CHANGE_THEN_BRACKET.search(masked[max(0, match.start() - 40):match.start()])
    end_value = _to_float(end_text) if end_text else None
    return change is not None and end_value is not None \
        and abs(abs(end_value - start_value) - float(change.group(1))) < 0.051  # a gain or a reduction


_HYPHENED_POINTS = re.compile(r"[-\u2010\u2011](?:percentage[- ])?points?\b", re.I)
_SCALE_MAXIMA = frozenset({1.0, 4.0, 5.0, 7.0, 10.0, 100.0})


def _looks_like_shape(masked: str, match: re.Match) -> bool:
    """224x224, 3 x 3: sizes written with the multiplication sign."""
    return bool(re.match(r"\s?[x×]\s?\d", masked[match.end("num"):match.end("num") + 4]))


# A measure's noun phrase with no article, ending where the clause goes on: "doubles student talk time, ..."
_MEASURE_PHRASE_AFTER = re.compile(r"\s+(?:[a-z][\w\-]*\s+){0,2}(?P<head>[a-z]+)(?=\s*(?:[,.;:)]|$)|\s+(?:and|by|while|"
                                   r"in|on|for|compared|over|from|to|with|across|without)\b)")
_MULTIPLIED_MEASURES = frozenset({"time", "speed", "throughput", "accuracy", "latency", "efficiency", "turns",
                                  "usage", "cost", "costs", "performance", "score", "scores"})
_MULTIPLYING_VERBS = frozenset({"doubles", "doubling", "doubled", "triples", "tripling", "tripled", "quadruples"})
_MULTIPLIED_SETTING = re.compile(r"\b(?:precision|at|in|of|on|for|over|per|budget|sampling|dropout|annotation|training)\b", re.I)


def _word_multiplier(match: re.Match, masked: str, rules: _Rules) -> Optional[_Number]:
    word = match.group("w").lower()
    value, unit, direction = rules.word_multipliers[word]
    left = masked[max(0, match.start() - 40): match.start()].lower()
    right = masked[match.end(): match.end() + 30].lower()
    if unit == "%":
        if not (re.search(r"\b(?:in|by|(?:by )?(?:more than|over|nearly|almost|roughly|about|approximately))\s*$", left) or word != "half"):
            return None
        if word == "half" and re.match(r"\s*(?:of|the|an?|as|precision|-)\b", right):
            return None
    else:
        measured = _MEASURE_PHRASE_AFTER.match(masked, match.end()) if word in _MULTIPLYING_VERBS else None
        if not re.match(r"\s*(?:the|as|its|their|our|that)\b", right) \
                and not (measured and measured.group("head").lower() in _MULTIPLIED_MEASURES
                         and not _MULTIPLIED_SETTING.search(measured.group())):
            return None  # (a bare phrase only after a verb's form: "doubling student talk time," not "twice at test
            # time", "double precision throughput", "doubling the sampling rate" of a setting)
        if re.search(r"\b(?:of|with|using|at|for)\s*$", left):
            return None
    return _Number(match.start(), match.end(), value, unit, direction=direction, rule="claim:word-multiplier", cue_start=match.start())


# A term a spaced plus sign adds to: a variable or a number with one ("3r", "n", "2k") right before it, alone (not
# the article "a", nor the end of a name: "ResNet-50 + 2.1 AP", "QuarkNet-B + 2.3").
_OPERAND_BEFORE = re.compile(r"(?<![\w.\-])(?!(?:a|A|I)\s+$)(?:\d*[a-zA-Z]|\d+)\s+$")


def _classify(sentence: str, masked: str, numbers: list[_Number], rules: _Rules) -> list[_Number]:
    """Keep the numbers that state a result, with direction and rule; drop settings."""
    kept: list[_Number] = []
    left_out: list[_Number] = []  # the values just before this one that were not kept, in a row
    previous: Optional[_Number] = None
    previous_kept = False
    for number in numbers:
        last_kept = kept[-1] if kept else None
        decision = _decide(sentence, masked, number, previous, previous_kept, rules, last_kept)
        if not decision and last_kept is not None and number.unit is not None and number.unit == last_kept.unit \
                and _continues_list(masked, number, last_kept):
            _inherit(number, last_kept)  # "22.5% of its MACs and 18.3% of its weights"
            decision = True
        if decision:
            # "1.0, 1.3 and 2.5 points of improvement": the values listed before, each in turn, share what it states
            listed, later = [], number
            for earlier in reversed(left_out):
                if _THRESHOLD_TAIL.search(masked, 0, earlier.start) or not _listed_before(masked, earlier, later):
                    break
                earlier.unit, earlier.direction, earlier.rule = number.unit, number.direction, number.rule
                earlier.cue_start, earlier.right_cue = number.cue_start, number.right_cue
                listed.append(earlier)
                later = earlier
            kept.extend(reversed(listed))
        left_out = [] if decision else left_out + [number]
        previous_kept = decision
        previous = number
        if decision:
            kept.append(number)
    _share_trailing_cues(masked, kept)
    _share_a_change_with_its_peak(masked, kept)
    return kept


_NAME_BEFORE = re.compile(r"[A-Z][\w\-]*\s*$")
# A value given as the threshold a result is taken at: no later value of its list makes it a result.
_THRESHOLD_TAIL = re.compile(r"\bthresholds?\s+(?:of|at)\s*$", re.I)


def _listed_before(masked: str, previous: _Number, number: _Number) -> bool:
    """Whether a value left out is listed right before a kept one that states the change word or unit for both:
    "19% and 8% relative improvement", "gains of 18.4 and 4.1 points" (and, a value at a time, longer lists)."""
    if previous.group or number.unit is None or previous.measure != number.measure \
            or previous.unit not in (None, number.unit) or not _SEPARATOR.match(masked[previous.end:number.start]) \
            or _YEAR.fullmatch(masked[previous.start:previous.end].strip()) \
            or _NAME_BEFORE.search(masked, 0, previous.start):
        return False  # (nor the number of a name: "9.1 points on AIME 24 and 7.6 points on GPQA")
    return number.right_cue or (number.cue_start is not None and number.cue_start <= previous.start)


def _continues_list(masked: str, number: _Number, last_kept: Optional[_Number], comma: bool = False) -> bool:
    """Whether the number repeats the shape of the last result: '<result> on A, <number> on B' (with `comma`,
    a bare number must follow a comma: '12% on accuracy and 0.31 on MAE' states two kinds of result; or a second
    rival: 'by 2.1 over A and 3.4 over B'; after a bare score, 'an IoU of 0.87 for cars and 0.71 for people',
    it is of the same kind)."""
    if last_kept is None or (last_kept.unit is None and not _same_bare_kind(masked, last_kept, number)):
        return False
    between = _ON_THE_THEN_COMMA.fullmatch(masked, _past_spread(masked, last_kept.end), number.start)
    return between is not None and (not comma or "," in between.group() or last_kept.unit is None or (
            between.group().lstrip().lower().startswith("over ") and not _ANOTHER_MARGIN.search(masked, number.end))) \
        and _OF_OR_ON.match(masked, _past_spread(masked, number.end)) is not None \
        and not _YEAR.fullmatch(masked[number.start:number.end].strip())


_ANOTHER_MARGIN = re.compile(r"\bby\s+[+\-]?\d")  # "... and 2.5 over B, and cuts latency by 30%": another measure's


def _past_spread(masked: str, end: int) -> int:
    """Where the text after a value goes on once its spread is passed: "0.81 ± 0.04 for the liver"."""
    spread = _SPREAD.match(masked, end)
    return spread.end() if spread else end


# (the raw sentence still has the spread written out: _nearest_target reads it)
_SPREAD = re.compile(rf"\s*(?:±|{_SLASHED_PLUS_MINUS}|{_JOINED_PLUS_MINUS})\s*\d+(?:\.\d+)?(?:\s?%|\s?(?:pp|points?|dB)\b)?")


def _same_bare_kind(masked: str, last_kept: _Number, number: _Number) -> bool:
    """Whether a bare number after a bare score is another score of the same kind: on its scale (within ten times
    of it: not "27.3 on the test set and 0.5 on ..."), not a count ("45 of the 50 tumors"), nor a threshold or a
    significance level ("at an IoU threshold of 0.5 and 0.41 at 0.75", "and 0.05 for the significance level")."""
    low, high = sorted((abs(last_kept.value), abs(number.value)))
    if last_kept.rule != "claim:absolute-score" or (low == 0 and high > 0) or (low and high / low >= 10):
        return False
    if _COUNT_AFTER.match(masked, number.end) or _SETTING_AFTER.match(masked, number.end):
        return False
    return not _SETTING_WORDS.search(masked, last_kept.end, number.start)


_COUNT_AFTER = re.compile(r"\s*(?:of|out\s+of)\b")
_SETTING_NOUNS = r"thresholds?|significance|p-values?|alpha"
_SETTING_WORDS = re.compile(rf"\b(?:{_SETTING_NOUNS}|confidence\s+level)\b", re.I)
_SETTING_AFTER = re.compile(rf"\s*(?:for|as)\s+(?:the\s+|a\s+)?(?:{_SETTING_NOUNS}|confidence)", re.I)


def _share_trailing_cues(masked: str, kept: list[_Number]) -> None:
    """'8.7% and 7.0% improvement': a change word after the last number of a list covers all of it; so does the unit
    after it, over bare values listed before ('improvements in success rate of 9.1, 1.3 and 9.2 points')."""
    for index in range(len(kept) - 2, -1, -1):
        current, following = kept[index], kept[index + 1]
        if current.direction != "absolute" or current.rule != "claim:absolute-score":
            continue
        if following.direction not in ("increase", "decrease") or current.measure != following.measure \
                or not _SEPARATOR.match(masked[current.end:following.start]):
            continue
        if following.right_cue and current.unit == following.unit:
            current.direction, current.rule = following.direction, following.rule
        elif current.unit is None and following.unit is not None and not current.signed:
            current.unit, current.direction, current.rule = following.unit, following.direction, following.rule


def _share_a_change_with_its_peak(masked: str, kept: list[_Number]) -> None:
    """'reduces costs by 41% on average and up to 61%': the peak after a change is the same change, in the same
    measure (not the rise "up to" alone would read)."""
    for current, following in zip(kept, kept[1:]):
        if current.direction in ("increase", "decrease") and following.direction != current.direction \
                and current.unit == following.unit and current.measure == following.measure \
                and _TO_ITS_PEAK.match(masked[current.end:following.start]):
            following.direction, following.rule = current.direction, current.rule


_TO_ITS_PEAK = re.compile(r"^\s*(?:on\s+average|in\s+average|overall|in\s+total)?\s*,?\s*(?:and|,)\s+"
                          r"(?:by\s+)?(?:up\s+to|as\s+much\s+as)\s*$", re.I)
_SEPARATOR = re.compile(r"^\s*(?:,|and|or|,\s*and|,\s*or|/|;)?\s*$", re.I)
# What ends a bare value listed after an aside: another aside, the next item, or the list's end ("0.81 (ZorbQA) and
# 0.78, respectively"), not what the number counts or sets ("0.81 (ZorbQA) and 0.5 as the threshold").
_LIST_ITEM_ENDS = re.compile(r"\s*(?:[(,.;:)]|$|(?:and|respectively|compared|relative|versus|vs)\b|"
                             r"(?:on|in|for|over|across)\s+(?-i:[A-Z]))",
                             re.I)
# A short aside in brackets, then the list goes on: "0.75 (GlimQA) and 0.77 (ZorbQA)".
_NAME_ASIDE = re.compile(r"\s*\((?![^()]*(?:\b(?:chance|random|p-value|threshold|level|ours|CI)\b|%|\d\.\d))[^()]{1,40}\)",
                         re.I)  # (a name, "(B-2)", not "(chance level)", "(ours)" or "(95% CI: 0.6-0.7)")
_ASIDE_THEN_SEPARATOR = re.compile(rf"^{_NAME_ASIDE.pattern}\s*(?:,|and|,\s*and)\s*$", re.I)
_WHEN_CLAUSE = re.compile(r"\b(?:when|whenever|if|once)\b[^,;()]*$", re.I)


_MEASURE_THEN_SEPARATOR = re.compile(r"\s+[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,3}\s*,\s*(?:and\s+)?")
# "71% NPV", "71% negative predictive value (NPV)" (not "63% prefer our tool")
_A_NAME_AFTER = re.compile(r"\s+[A-Z][A-Z0-9\-]*[A-Z0-9]\b|\s+[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,3}\s*\(\s*[A-Z]{2,}")


def _decide(sentence: str, masked: str, number: _Number, previous: Optional[_Number], previous_kept: bool, rules: _Rules,
            last_kept: Optional[_Number] = None) -> bool:
    """Whether the number states a result; sets its direction, rule and cue position."""
    if number.group:
        if previous is not None and previous_kept:
            _inherit(number, previous)
            return True
        return False
    left_all = masked[: number.start]
    if _a_band_of_frequencies(masked, number):
        return False
    clause_start = _clause_start(left_all)
    left = left_all[clause_start:]
    right = masked[number.end:]
    if _in_hertz(number) and not _a_rate_reached(left, right):
        return False
    if number.rule in ("claim:rank", "claim:word-multiplier", "claim:from-to"):
        return _decide_fixed(left, right, number, rules)
    if not number.signed and _tail(_OTHER_SIDE_TAIL, _strip_qualifiers(left, rules)) \
            and not _tail(_RANGING_FROM_TAIL, left):
        return False  # the other side of a comparison: "97.3% vs. 86.7%" (not "ranging from 3.2% to 8.9%")
    if not number.signed and _tail(_POSSESSED_TAIL, left):
        return False  # the compared system's own score: "outperforming QuarkR-1.5B's 33.86%"
    if not number.signed and _tail(_EARLIER_BEST_OF_TAIL, _strip_qualifiers(left, rules)):
        return False  # the earlier best that is beaten: "exceeds the previous SOTA of 88.6%"
    rival_which = None if number.signed else _tail(_COMPARED_THEN_WHICH_TAIL, left_all, reach=200)
    if rival_which is not None and rival_which.group("verb").lower().startswith("yield") and _CHANGE_AFTER.match(right):
        rival_which = None  # "..., which yields 6.3% higher accuracy": what the comparison gives, the paper's
    if rival_which is not None and not _NEGATED_TAIL.search(left_all, 0, rival_which.start()) \
            and not _disagrees_in_number(rival_which.group("rival"), rival_which.group("verb")):
        return False  # "beating the strongest earlier model, which had an error rate of 4.15%": the rival's (not
        # "neither variant outperforms the tuned model, which achieves 55.2%": the model that wins)
    if number.named_before is not None and _tail(rules.score_before_tail, left) is None \
            and rules.score_verb.search(masked, max(0, number.named_before - 80), number.named_before) \
            and not _tail(_AT_A_MEASURE_OF, left) and not _count_sized(number):
        # "achieved a GQZ of 1.93": a score in a measure the mention rules named and the claim rules do not know
        # (not "at a GlimLAAL of 1837", the setting a result is taken at)
        return _set(number, "absolute", "claim:absolute-score", number.named_before)
    has_right_cue = bool(rules.change_noun_after.match(right) or rules.increase_after.match(right) or rules.decrease_after.match(right))
    # "accuracies of 0.732, 0.815, and 0.790", "gains of 2.7 and 3.2", "scores of 0.75 (GlimQA) and 0.77 (ZorbQA)":
    # bare values listed after a kept one (never a year or a count)
    bare_list = previous_kept and previous is not None and previous.unit is None \
        and previous.rule in ("claim:absolute-score", "claim:gain", "claim:reduction") and not _count_sized(number) \
        and (_SEPARATOR.match(sentence[previous.end:number.start])
             or (_ASIDE_THEN_SEPARATOR.match(sentence[previous.end:number.start])
                 and _LIST_ITEM_ENDS.match(sentence, number.end) is not None
                 and (sentence[number.end:].lstrip()[:1] != "(" or _NAME_ASIDE.match(sentence, number.end))))
    listed = previous is not None and (_SEPARATOR.match(masked[previous.end:number.start]) or bare_list) \
        and (previous.unit, previous.measure) == (number.unit, number.measure) \
        and (number.unit or number.measure or bare_list) and not has_right_cue
    if listed and not previous_kept and rules.score_after.match(right):
        listed = False  # "at a threshold of 50% and 52.1% mAP at ...": a score of its own after a setting, decided alone
    if listed:
        if previous_kept:
            _inherit(number, previous)
        return previous_kept
    if number.unit is None and number.measure is None and _continues_list(masked, number, last_kept, comma=True):
        number.unit = last_kept.unit  # "4.3 points on QuarkMath 25, 2.8 on GlimQA": the list states its unit once
        _inherit(number, last_kept)
        return True
    if number.unit is None and number.measure is None:
        if _YEAR.fullmatch(masked[number.start:number.end].strip()):
            return False
        return _decide_bare(left, right, number, rules)
    noun_cue = rules.change_noun_after.match(right) or rules.listed_change_noun_after.match(right)
    adjective_cue = rules.increase_after.match(right) or rules.decrease_after.match(right)
    # a share "using only" is a result only as the sentence's first number ("achieves comparable results using only
    # 2.5% of the data"), not the resource of a result stated before it ("reaches 75.1% accuracy using only 10% of")
    if _is_setting(left, right, number, rules, cued=bool(noun_cue or adjective_cue),
                   sentence_before=left_all if previous is None else ""):
        return False
    if number.signed or number.direction == "decrease":
        kind = "increase" if number.signed else "decrease"
        if _changes_in_points(number, rules) and not (number.minus_on_a_measure and not _in_points_when_lowered(number)):
            number.unit = "points"  # (not "-0.63 EPE", "-2.6 FID": a drop in an error measure is on its own scale)
        cue = len(left) if number.minus_on_a_measure else _cue_before(left, rules, default=len(left))
        return _set(number, kind, "claim:gain" if kind == "increase" else "claim:reduction", clause_start + cue)
    if not (adjective_cue or noun_cue) and number.unit == "x" and _RATE_AFTER.match(right):
        adjective_cue = _RATE_AFTER.match(right)  # "2.2x server throughput": a multiple of a rate is a gain in it
    if adjective_cue or noun_cue:
        decrease = bool(rules.decrease_after.match(right)) or (noun_cue is not None and bool(rules.decrease_noun.fullmatch(noun_cue.group().split()[-1])))
        number.direction = "decrease" if decrease else "increase"
        number.rule = "claim:reduction" if decrease else ("claim:speedup" if number.unit == "x" else "claim:gain")
        number.cue_start = clause_start + _cue_before(left, rules, default=len(left))
        number.right_cue = True
        if number.direction == "increase":
            _cost_flip(left, right, number, rules)
        return True
    if (_tail(_OPEN_BRACKET_TAIL, left) or (number.unit == "%" and _tail(_GLUED_BRACKET_TAIL, left))) \
            and re.match(r"\s*(?:\)|vs\.?\s|versus\s)", right):
        if right.lstrip().startswith(")") and (_tail(_COMPARED_THEN_BRACKET_TAIL, left, reach=160) or (
                number.unit in ("%", None) and not number.signed
                and _tail(_COMPARED_KIND_THEN_BRACKET_TAIL, left, reach=160))):
            return False  # (not "outperforms QuarkNet (85.1% vs. 80.2%)": the paper's own, then the other's)
        return _set(number, "absolute", "claim:absolute-score", len(left_all))  # "Claude Pro (85.7%)"
    if _stated_score(left, rules, right) or _best_score_of(left, rules):
        return _set(number, "absolute", "claim:absolute-score", number.start)  # "(F1: 81.02%, accuracy = 93.1%)"
    hedge = None if number.unit in ("x", "points") or _RIVAL_AFTER.match(right) \
        else "score" if number.measure or rules.score_after.match(right) else "number"
    cue = _direction_from_left(left, rules, hedged=hedge)
    if cue is None:
        if number.unit == "%" and rules.score_after.match(right):
            return _set(number, "absolute", "claim:absolute-score", number.start)
        if (number.measure or "").lower() in _TIME_UNITS and (taken := _time_taken(left)) is not None \
                and not _a_time_condition(left, right) and not _OTHERS_TIME.search(left, max(0, len(left) - 60)):
            return _set(number, "absolute", "claim:absolute-score", clause_start + taken.start())  # "has an
            # inference time of 6.7 ms a frame": the time the method takes
        stripped = _strip_qualifiers(left, rules).rstrip()
        named = _tail(rules.score_before_tail, stripped)
        verb = rules.score_verb.search(left, max(0, named.start() - 60), named.start()) if named else None
        if verb is not None and _a_cost_it_leads_to(verb.group(), left[named.start():] + right[:30]):
            verb = None
        if (number.unit == "%" or number.measure) and named \
                and (verb is not None
                     or rules.showing_verb.search(left, max(0, named.start() - 60), named.start())
                     or _own_example(left_all, stripped, named.start(), right)):
            # "leads with a micro-F1 of 48.27%", "with a median depth error of 14 cm", "..., e.g., an accuracy of 91.5%"
            return _set(number, "absolute", "claim:absolute-score", clause_start + named.start())
        if number.unit == "x" and re.match(r"\s*(?:the|that of)\b", right, re.I):
            return _set(number, "increase", "claim:speedup", number.start)
        if previous_kept and previous is not None and previous.rule == "claim:absolute-score" \
                and previous.unit == number.unit == "%" and _MEASURE_THEN_SEPARATOR.fullmatch(
                    masked, previous.end, number.start) and _A_NAME_AFTER.match(right):
            return _set(number, "absolute", "claim:absolute-score", number.start)  # "88% sensitivity, 63%
            # specificity, and 77% PPV": scores listed each with its measure, the last in letters no rule knows
        return False
    kind, cue_start = cue
    if kind == "increase" and _BEATING_VERB.match(left, cue_start):
        stripped = _strip_qualifiers(left, rules).rstrip()
        named = _tail(rules.score_before_tail, stripped)
        if named and named.group().rstrip().endswith(("of", "=", ":")) \
                and not _CHANGE_WORD.search(stripped, cue_start, named.end()) \
                and not _RELATIVE_WORD.search(stripped, cue_start, named.end()) \
                and not _BY_A_MEASURE.search(stripped, 0, named.start()):
            # "outperforms QuarkNet with an F1 score of 0.79", "(accuracy of 99.5%)": the score it reaches (not
            # "outperforms QuarkNet by a mean accuracy of 7%", "in accuracy of 3%", "by margins, e.g., accuracy of
            # 3%", "a relative accuracy of 6%": the margin)
            return _set(number, "absolute", "claim:absolute-score", clause_start + named.start())
    if number.unit == "x" and kind == "absolute":
        if re.match(r"\s*(?:the|that of)\b", right, re.I):
            return _set(number, "increase", "claim:speedup", clause_start + cue_start)
        return False
    fps_at = _a_frame_rate(number) and _tail(_AT_TAIL, left)
    if kind == "absolute" and (number.measure or "").lower() in _TIME_UNITS \
            and (_tail(_LITTLE_TIME_LEAD, left) or _time_taken(left)) and not _a_time_condition(left, right):
        # "in under 1 ms", "achieves less than 100ms latency", "a latency of just 195 milliseconds": the little time
        # a method takes is its result (not "a per-frame budget of under 50 ms", "delays below 100 ms")
        return _set(number, "absolute", "claim:absolute-score", clause_start + cue_start)
    stripped = _strip_qualifiers(left, rules)
    verb_tail = _tail(rules.score_verb_tail, stripped)
    if verb_tail is not None and _a_cost_it_leads_to(verb_tail.group(), f"{number.measure or ''} {right[:30]}"):
        verb_tail = None
    if number.measure and kind == "absolute" and not fps_at and not verb_tail \
            and not (_in_metric_unit(number, rules) and rules.score_verb.search(left)
                     and not _tail(rules.threshold_tail, stripped)) \
            and not (_tail(rules.score_before_tail, stripped.rstrip()) and rules.score_verb.search(left)
                     and not _tail(_AT_A_MEASURE_OF, left)) \
            and not (_a_frame_rate(number) and _tail(_SPEED_OF, stripped.rstrip()) and not _tail(_AT_A_MEASURE_OF, left)
                     and not _tail(_SPEED_AS_A_SETTING, stripped.rstrip())):
        return False  # "under 24 GB of memory" is a setting unless a verb claims it; "reaches a quality of 85 mIoU",
        # "achieves a depth MAE of 2.55 mm" do
    if kind != "absolute" and _changes_in_points(number, rules):
        number.unit = "points"
    rule = {"increase": "claim:speedup" if number.unit == "x" else "claim:gain", "decrease": "claim:reduction", "absolute": "claim:absolute-score"}[kind]
    _set(number, kind, rule, clause_start + cue_start)
    _cost_flip(left, right, number, rules)
    return True


# A speed named before a frame rate: "an inference speed of 19 FPS" is the speed reached (not "at a frame rate of",
# "with a sampling rate of", "using a speed of": what the input is taken at).
_SPEED_OF = re.compile(r"\b(?:speed|throughput|processing\s+rate)\s+of$", re.I)
_SPEED_AS_A_SETTING = re.compile(r"\b(?:with|using|given|set|under)\s+(?:an?\s+|the\s+|its\s+)?(?:[\w\-]+\s+){0,2}"
                                 r"(?:speed|throughput|rate)\s+of$", re.I)
_TIME_UNITS = frozenset({"ms", "millisecond", "milliseconds"})
# What the time a method takes follows: a word that reads a result ("in", "achieves", "a latency of", "inference
# times of"), then "under", "less than", "just" ...
_LITTLE_TIME_LEAD = re.compile(r"\b(?:in|achiev\w*|requir\w*|reach\w*|(?:latency|runtime|times?|performance|speed)"
                               r"\s+of)\s+(?:less\s+than|under|below|only|just|as\s+little\s+as)\s+(?:~\s*|about\s+|"
                               r"approximately\s+|around\s+)?$", re.I)
# The time a method takes, named before its value: "an inference time of 6.7 ms", "a latency of 12 ms" (not after
# "at", "under" or "within": "under a latency of 20 ms" is the condition a result holds at).
_TIME_TAKEN_OF = re.compile(r"\b(?:latency|runtime|(?:inference|processing|running|execution|decoding)\s+times?)"
                            r"\s+of\s+(?:~\s*|about\s+|approximately\s+|around\s+|only\s+|just\s+)?$", re.I)


def _time_taken(left: str) -> Optional[re.Match]:
    """Where the time a method takes is named right before its value ("an inference time of"), unless the words
    before set it as a condition ("under a latency of")."""
    taken = _tail(_TIME_TAKEN_OF, left)
    return taken if taken is not None and not _tail(_AT_A_MEASURE_OF, left) else None


def _a_time_condition(left: str, right: str) -> bool:
    """Whether the words around a time make it a condition: "a per-frame budget of under 50 ms", "under 5 ms latency
    settings"."""
    return bool(_TIME_AS_A_CONDITION.search(_clause_before(left)) or _TIME_AS_A_CONDITION.match(right))


# Words before such a time that make it another system's: "prior systems have a latency of 300 ms".
_OTHERS_TIME = re.compile(r"\b(?:prior|previous|existing|baselines?|conventional|traditional|earlier)\b", re.I)
# Words that make such a time a condition ("a per-frame budget of under 50 ms", "under 5 ms latency settings").
_TIME_AS_A_CONDITION = re.compile(r"(?:\s*\w+)?\s*\b(?:budgets?|constraints?|limits?|thresholds?|deadlines?|"
                                  r"settings?|regimes?|must|should)\b", re.I)


def _clause_before(left: str) -> str:
    """The last few words before a number (at most 40 characters), from where its clause starts."""
    near = left[max(0, len(left) - 40):]
    return _CLAUSE_OPENER.split(near)[-1]


_CLAUSE_OPENER = re.compile(r"[,;]|\band\b", re.I)


# "at a distance of 30 cm", "under a latency of 20 ms": the condition a result holds at, not the result.
_AT_A_MEASURE_OF = re.compile(r"\b(?:at|under|below|above|within)\s+(?:an?\s+|the\s+)?[\w\-]+(?:\s+[\w\-]+)?\s+of\s*$",
                              re.I)


def _set(number: _Number, direction: str, rule: str, cue_start: int) -> bool:
    number.direction, number.rule, number.cue_start = direction, rule, cue_start
    return True


def _inherit(number: _Number, previous: _Number) -> None:
    number.direction = number.direction or previous.direction
    number.rule = number.rule or previous.rule
    number.cue_start = previous.cue_start


# A range of results right before "from": "gains 2% to 5% from 3 to 9 views".
_A_RANGE_THEN_FROM = re.compile(r"\d\s*%?\s*(?:to|-|\u2013)\s*\d+(?:\.\d+)?\s*%?\s+from\s+$")


# "DSC: 0.801 → 0.837", "lifts the DSC: ...": a measure's label opening a clause (not "success rate on GlimNav:", a
# dataset's name)
_LABELLED_SCORE_TAIL = re.compile(r"(?:^|[.;,(]\s*|\b(?:the|our|its|their|and)\s+)(?-i:[A-Z])[\w\-@]*\s*:\s*$", re.I)


def _decide_fixed(left: str, right: str, number: _Number, rules: _Rules) -> bool:
    """Ranks, word multipliers and from-to spans carry their own direction."""
    if number.rule == "claim:from-to" and number.unit is None and number.measure is None and not _metric_like_left(left) \
            and not _tail(_CHANGE_BEFORE_FROM, left) and not _tail(_CHANGE_BEFORE_COLON, left) \
            and not _tail(_LABELLED_SCORE_TAIL, left):
        return False
    if number.rule == "claim:from-to" and number.unit is None and number.measure is None \
            and _PLURAL_RIGHT_AFTER.match(right) and float(number.value).is_integer() and _A_RANGE_THEN_FROM.search(left):
        return False  # "gains 2% to 5% from 3 to 9 views": how many things a range of results was taken over,
        # not a result (not "reduces the error (by 40%) from 12 to 7 pixels")
    if number.rule == "claim:word-multiplier" and _is_setting(left, right, number, rules):
        return False
    if number.rule == "claim:word-multiplier" and number.unit == "points":
        cue = _direction_from_left(left, rules)
        if cue is None or cue[0] == "absolute":
            return False
        number.direction = cue[0]
    return True


def _is_setting(left: str, right: str, number: _Number, rules: _Rules, cued: bool = False,
                sentence_before: str = "") -> bool:
    """Operating points and conditions: "when we remove 50% of", "with 10% labels", "under a 20% budget".

    A change word right after the number ("with 26% smaller size") makes it a result again,
    except inside a when/if clause.
    """
    if number.measure == "°" and number.value in _VIEW_ANGLES:
        return True  # "360° video generators", "a 180° panorama": how wide a view is, not a result
    if (number.measure or "").startswith("°") and _tail(_UP_TO_TAIL, left) \
            and not _tail(_A_CHANGE_BEFORE_DEGREES, left, reach=120):
        return True  # "errors in the initial pose of up to 55°", "rotations of up to 45°": what a method tolerates
        # (not "reduces the angular error by up to 3°")
    new_conjunct = cued and _tail(_AND_TAIL, left)
    if _WHEN_CLAUSE.search(left, max(0, len(left) - 160)) and not new_conjunct and not re.search(r"\bwhen\s+(?:being\s+)?compared\b", left, re.I):
        return True
    if _a_frame_rate(number) and _tail(_RECORDED_VERB_AT_TAIL, left) is not None:
        return True  # "captured at up to 60 fps": how data was taken, whatever the hedge says
    group = _GROUP_WITH_A_THRESHOLD.search(left, max(0, len(left) - 140))
    if group and not _ends_in_a_known_measure(group.group("picked")):
        return True  # "patients with reduced ejection fraction (LVEF < 50%)": who a study takes in, not a result
        # (not "patients with tumours, GlimNet detected lesions with accuracy above": a result in a known measure)
    if number.unit == "x" and _LARGER.match(right) and not _RESULT_NOUN_AFTER_LARGER.match(right) \
            and _tail(_DATA_AS_THE_SUBJECT, left):
        return True  # "our glim corpus is 30 times larger": the size of the data (not "the speedup of X on each
        # dataset is 4 times larger", "on smaller datasets 3x larger gains")
    if number.unit == "x" and (rules.rival_size_after.match(right) or (
            _LARGER.match(right) and _tail(rules.rival_size_before, left)
            and not _RESULT_NOUN_AFTER_LARGER.match(right)
            and not _A_RESULT_IN_THE_CLAUSE.search(_clause_before(left)))) and not _tail(_RESULT_NOUN_BEFORE, left):
        return True  # "beats zorb models 150 times larger", "tops the 10x size zorb model", "a corpus 20x larger than
        # all earlier zorb corpora": a size (not "a reward 2.5x larger than baselines", "handles 10x larger graphs")
    if cued:
        return bool(rules.size_after.match(right))  # "40 times larger than prior corpora": a size, not a result
    ranging = _tail(_RANGING_FROM_TAIL, left)
    if ranging is not None and _tail(_CHANGES_RANGING, left, end=ranging.start()) is not None:
        return False  # "gains ranging from 3% to 9%": the changes a paper claims, at their lower end
    stripped = _strip_qualifiers(left, rules)
    if _tail(_WITH_TAIL, stripped) and (number.unit == "%" or (number.measure or "").lower() == "db") \
            and rules.score_after.match(right) and not _TERM_AFTER.match(right):
        return False  # "with 72.44% Dice score", "with a 38% win rate", "with 63.2 dB PSNR": a score reached
    if _tail(_CONDITION_TAIL, left):
        return True
    if _a_frame_rate(number):
        return _tail(_RECORDED_AT_TAIL, stripped) is not None  # "frames at 15 FPS": how data was taken, not a speed
    if _tail(_WITH_ONLY_TAIL, left) and rules.cost_noun.match(right.strip()):
        return False
    if number.signed and _tail(_WITH_TAIL, stripped) and not _A_RESOURCE_AFTER.match(right):
        return False  # "outperforms prior models, with +9.4% on GlimSet", "with +3.2 mIoU": a sign marks a gain, not
        # what it is run with ("trained with +10% more data", "stress-tested with +15% label noise")
    if _tail(rules.setting_before_tail, stripped) and not _tail(_BY_TAIL, stripped):
        if not _overridden(left, rules, sentence_before):
            return True
    if rules.setting_after.match(right) and not _overridden(left[-60:], rules, sentence_before):
        return True
    return False


_VIEW_ANGLES = frozenset({180.0, 360.0})
# People or findings picked by a threshold on a measure: "patients with an ejection fraction below", "nodules with a
# diameter of at least" (not "improves accuracy on patients with stents by more than", a result).
_GROUP_WITH_A_THRESHOLD = re.compile(
    r"\b(?:patients|participants|subjects|individuals|people|adults|children|infants|women|men|eyes|lesions|nodules)"
    r"\b[^.;]{0,60}?\bwith\b(?P<picked>(?:(?!\bby\b)[^.;]){0,50}?)(?:[<>\u2264\u2265]=?|=<|\bbelow|\babove|\bunder"
    r"|\bover|\b(?:less|more|greater|higher|lower)\s+than|\bat\s+(?:least|most)|\bexceeding)\s*$", re.I)


def _ends_in_a_known_measure(text: str) -> bool:
    """The last one to three words of `text` spell a measure the lexicon knows ("with accuracy", "an F1 score")."""
    words = re.findall(r"[\w@\-]+", text.lower())
    return any(" ".join(words[-n:]) in known_measures() for n in (1, 2, 3) if len(words) >= n)


_UP_TO_TAIL = re.compile(r"\bup\s+to\s*$", re.I)
_A_CHANGE_BEFORE_DEGREES = re.compile(r"\b(?:reduc|improv|lower|decreas|cut|gain|outperform|surpass|beat|better|"
                                      r"drop|fewer|less|smaller)\w*\b[^.;]*$", re.I)


def _a_frame_rate(number: _Number) -> bool:
    """Whether the number is in frames per second, however written: a speed reached or a rate data was taken at."""
    return (number.measure or "").lower() in _FRAME_RATE


def _in_hertz(number: _Number) -> bool:
    """A rate in hertz says how often, not what: a result only where a system runs at it."""
    return (number.measure or "").lower() == "hz"


def _a_band_of_frequencies(masked: str, number: _Number) -> bool:
    """'the Glim band (0.5-2 Hz)', 'Zorb (5 Hz)': frequencies a range or brackets give, not how fast something runs."""
    return _in_hertz(number) and (
        _RANGE_INSIDE.search(masked[number.start:number.end]) is not None
        or masked[:number.start].rstrip().endswith("("))


def _a_rate_reached(left: str, right: str) -> bool:
    """'runs at 7.5 Hz on a board', 'a decoding speed of 12.5 Hz': how fast a system runs, as a speed or 'runs at'
    says; not a rate a sensor, a filter or a setting has ('collected at 100 Hz', 'low-pass filtered at 40 Hz', 'the
    control loop runs at 500 Hz', 'run at 10 Hz, following ...')."""
    if _HERTZ_SETTING_AFTER.match(right) or _HERTZ_SETTING.search(left):
        return False
    return _SPEED_OF.search(left.rstrip()) is not None or _RUNS_AT.search(left) is not None


_RUNS_AT = re.compile(r"\brun(?:s|ning)?(?:\s+in\s+real[- ]time)?\s+at(?:\s+(?:up\s+to|about|around|over|roughly|"
                      r"nearly|~))?\s*$", re.I)
_HERTZ_SETTING = re.compile(r"\b(?:filter\w*|cutoff|cut-off|sampl\w*|collect\w*|logg\w*|record\w*|captur\w*|"
                            r"reads?|acquir\w*|control\w*|steps?|refresh\w*|stimul\w*|flicker\w*|display\w*|"
                            r"noise|vibration\w*|requir\w*|sensors?|cameras?|lidars?|imus?|loop|simulat\w*|legacy|"
                            r"baselines?|prior|previous|existing)\b", re.I)
_HERTZ_SETTING_AFTER = re.compile(r"\s*,?\s*(?:following|as in|like|as required|is required)\b", re.I)
_RANGE_INSIDE = re.compile(r"\d\s*(?:--|-|\u2013|\u2014|to)\s*\d")
_FRAME_RATE = frozenset({"fps", "frames per second", "frame per second", "hz"})
_RECORDING_VERBS = r"\b(?:recorded|captured|sampled|synchroni[sz]ed|acquired|filmed|annotated|label+ed)"
_AT_HEDGED = r"\s+at(?:\s+(?:up\s+to|about|around|roughly|approximately|~))?\s*$"
_RECORDED_AT_TAIL = re.compile(r"(?:\d[\d,.]*\s*[kKM]?\s+frames|" + _RECORDING_VERBS + ")" + _AT_HEDGED, re.I)
# (the verbs alone: "renders 4K frames at up to 90 fps" is a speed reached, "captured at up to 60 fps" a setting)
_RECORDED_VERB_AT_TAIL = re.compile(_RECORDING_VERBS + _AT_HEDGED, re.I)
# "with 40% SSIM loss weight": a measure's name in a training setting, not a score reached
_TERM_AFTER = re.compile(r"\s*\S+\s+(?:loss|losses|weight|weights|term|terms|regulari[sz]\w*|objective)\b", re.I)


def _cue_before(left: str, rules: _Rules, default: int) -> int:
    cue = _direction_from_left(left, rules)
    if cue is None or len(left) - cue[1] > 60:
        return default
    return cue[1]


# "the lowest LPIPS of 0.112", "best UIQM of 3.414": a superlative names the measure a stated score is in.
_BEST_MEASURE_OF = re.compile(r"\b(?:highest|lowest|best|peak|top)\s+(?!(?:the|a|an|of|our|its|their)\b)"
                              r"(?:[A-Za-z][\w\-@/]*\s+){1,2}of\s*$", re.I)


_METRIC_THEN_BY = re.compile(r"(?P<m>[A-Za-z][\w\-@]*)(?:\s+scores?)?\s+by\s*$")
_MORE_NUMBERS = re.compile(r"\s*(?:and|,|to|-|–)\s*\d")
_FACTOR_OF = re.compile(r"\bfactor\s+of\s*$", re.I)  # "increases runtime by roughly a factor of 5": times
# A result verb of change a few plain words before "by" (see _changed_by_a_factor).
_LOWERING_ALTERNATIVES = "reduc|cut|lower|decreas|shrink|compress"
_LOWERING_STEMS = rf"(?:{_LOWERING_ALTERNATIVES})"
_CHANGE_VERB_STEMS = rf"(?:{_LOWERING_ALTERNATIVES}|increas|improv|boost|rais|accelerat|enhanc)"
_FACTOR_OBJECT = r"\s+(?:(?!(?:and|or|but|while)\b)[\w\-]+\s+){0,8}?by\s*$"  # (the verb nearest "by": "improves X and
# reduces Y by", never across "and")
_CHANGED_BY_A_FACTOR = re.compile(
    rf"(?:\b(?:can|could|may|might|will|would)\s+(?:\w+ly\s+|further\s+)*(?P<base>{_CHANGE_VERB_STEMS}e?|speed\s+up)"
    rf"|\b(?P<s>{_CHANGE_VERB_STEMS}(?:es|s)|cuts|speeds\s+up)"
    rf"|(?:^|,|\b(?:while|thereby|thus|hence))\s*(?:\w+ly\s+)?(?P<ing>{_CHANGE_VERB_STEMS}ing|cutting|speeding\s+up)"
    rf"|\b[Ww]e\s+(?:\w+ly\s+|further\s+)*(?P<we>{_CHANGE_VERB_STEMS}e?|cut|speed\s+up))"
    # (a result verb: its third person, its -ing form after the result ("..., reducing X by"), a modal's base form,
    # or "we" and the verb; not a gerund that sets a condition: "By reducing the input resolution by a factor of 4")
    + _FACTOR_OBJECT, re.I)
# A result stated in the passive, with what achieves it after the number: "latency is reduced by a factor of 3 with X".
_CHANGED_BY_A_FACTOR_PASSIVE = re.compile(
    r"\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?(?P<pas>reduced|cut|lowered|decreased|increased|improved|"
    r"boosted|raised|accelerated|sped\s+up|shrunk|compressed|enhanced)\s+by\s*$", re.I)
_ACHIEVED_WITH = re.compile(r"\s*(?:\S+\s+)?(?:with|using|through|via|thanks\s+to|compared\s+(?:to|with)|relative\s+to)\b",
                            re.I)
# What the authors set, not a measure their method is judged by: "the batch size", "the input resolution".
_SET_BY_THE_AUTHORS = re.compile(r"\b(?:size|resolution|length|dimensions?|temperature|stride|window|learning\s+rate|"
                                 r"sampling\s+(?:rate|time)|number\s+of\s+(?:agents|layers|heads|epochs|channels))\s+by\s*$",
                                 re.I)
# A second change by a factor after a first: "reduces latency by a factor of 3 and memory by a factor of 2".
_AND_ANOTHER_BY_A_FACTOR = re.compile(r"\bfactor\s+of\s+[^\s,;]+\s*,?\s+and\s+(?:the\s+|its\s+)?(?:[\w\-]+\s+){1,3}?by\s*$",
                                      re.I)
_LOWERING = re.compile(_LOWERING_STEMS, re.I)
_CHANGE_WORD = re.compile(r"\b(?:improv|gain|increas|reduc|decreas|boost|margin|speed|drop|lift|advantage)", re.I)


def _changed_by_a_factor(stripped: str, right: str, rules: _Rules) -> Optional[tuple[re.Match, str]]:
    """The result verb a change 'by a factor of' N is stated with, and where it starts: its third person, its -ing
    form after the result, a modal's base form, "we" and the verb, or a passive with what achieves it after the
    number; never a when-clause or what the design sets ("the batch size", "the input resolution")."""
    if _WHEN_CLAUSE.search(stripped, max(0, len(stripped) - 160)) or _tail(_SET_BY_THE_AUTHORS, stripped):
        return None
    found = _tail(_CHANGED_BY_A_FACTOR, stripped)
    if found is not None:
        return found, next(v for v in found.group("s", "ing", "base", "we") if v)
    found = _tail(_CHANGED_BY_A_FACTOR_PASSIVE, stripped)
    if found is not None and _ACHIEVED_WITH.match(right):
        return found, found.group("pas")
    another = _tail(_AND_ANOTHER_BY_A_FACTOR, stripped)
    if another is not None:
        before = stripped[:another.start() + len("factor of")]
        first = _changed_by_a_factor(_strip_qualifiers(before, rules), "", rules)
        if first is not None:
            return another, first[1]
    return None


def _best_score_of(left: str, rules: _Rules) -> Optional[re.Match]:
    """'highest PSNR of 31.402 dB': the score itself, even after 'outperforming'; 'the best gain of 3%' is a gain."""
    best = _tail(_BEST_MEASURE_OF, _strip_qualifiers(left, rules).rstrip())
    return best if best is not None and not _CHANGE_WORD.search(best.group()) else None


# After a signed number, words that leave its scale unwritten: "+2.9 in Recall@5", "+4.2 improvement", "+1.8
# average gains", "+12 seconds" (not "+0.7 mAP", "+3.3 on GlimBench", "+2.2 average accuracy": a score's points).
_NO_WRITTEN_SCALE_AFTER = re.compile(r"\s*(?:(?:average|absolute|overall)\s+(?:[\w-]+\s+)?)?(?:improvements?|gains?|"
                                     r"increases?)(?![\w-])|\s*(?:in|seconds?|s|minutes?|hours?|days?|[KMB]|million|"
                                     r"billion)(?![\w-])", re.I)  # (not "+4.4 M-F1", "+3.1 in-domain accuracy")


def _decide_bare(left: str, right: str, number: _Number, rules: _Rules) -> bool:
    """Numbers without a unit count only in clear result phrases: +2.2, 28.6 improvement, score of 55."""
    if _tail(_NAME_BRACKET_TAIL, left):
        return False  # AP(50), mAP(0.5): part of a metric's name
    if number.signed:
        if number.value > 100 and number.value == int(number.value):
            return False
        number.unit = None if _NO_WRITTEN_SCALE_AFTER.match(right) else "points"  # "+0.7 mAP" is in the score's
        # points; "+2.9 in Recall@5", "a +4.2 improvement", "+12 seconds" write no scale of points
        number.direction = "increase"
        number.rule = "claim:gain"
        number.cue_start = number.start
        return True
    if rules.increase_after.match(right) and re.match(r"\s*(?:improvement|gain|boost|increase)\b", right, re.I) and not _YEAR.fullmatch(f"{number.value:g}"):
        number.direction = "increase"
        number.rule = "claim:gain"
        number.cue_start = number.start
        return True
    if rules.decrease_after.match(right) and re.match(r"\s*(?:reduction|decrease|drop)\b", right, re.I):
        number.direction = "decrease"
        number.rule = "claim:reduction"
        number.cue_start = number.start
        return True
    stripped = _strip_qualifiers(left, rules).rstrip()
    change_of = _change_noun_of(stripped, rules)
    if change_of is not None and (_NOTHING_COUNTED_AFTER.match(right) and not _MORE_NUMBERS.match(right)
                                  or (_BARE_VALUES_THEN_NOTHING_COUNTED.match(right)
                                      and not _SETTING_VERB.search(stripped, 0, change_of[1]))) \
            and not right.startswith("  "):
        # "an absolute gain of 0.07 compared to ...": a change on the score's own scale, no unit written (not
        # "an increase of 3 layers", a count, nor a number whose unit was in the math blanked after it)
        number.direction = change_of[0]
        number.rule = "claim:gain" if change_of[0] == "increase" else "claim:reduction"
        number.cue_start = number.start - (len(left) - change_of[1])
        if _PACE_NOUN.match(left[change_of[1]:]):
            number.unit, number.rule = "x", "claim:speedup"  # "a speedup of 3 over X": times
        return True
    factor = _changed_by_a_factor(stripped, right, rules) if _tail(_FACTOR_OF, left) else None
    if factor is not None:
        # "lowers zorb exposure by a factor of 12", "..., cutting parsing errors by about a factor of nine", "can
        # further reduce the zorb count by a factor of 14", "latency is reduced by a factor of 3 with X": times,
        # whatever the measure the result verb changes (not "downsampled by a factor of 4", "the learning rate is
        # reduced by a factor of 10 when ...", "we increase the batch size by a factor of 8": what the authors set)
        changed_by_a_factor, verb = factor
        number.unit = "x"
        if _LOWERING.match(verb):
            return _set(number, "decrease", "claim:reduction", number.start - (len(left) - changed_by_a_factor.start()))
        return _set(number, "increase", "claim:gain", number.start - (len(left) - changed_by_a_factor.start()))
    metric_by = _tail(_METRIC_THEN_BY, stripped)
    in_units = metric_by is not None and rules.metric_unit.fullmatch(metric_by.group("m")) is not None
    if metric_by and (in_units or (metric_by.group("m").lower() in known_measures()
                                   and not _MORE_NUMBERS.match(right))):  # (a list or range decides its own unit)
        cue = _direction_from_left(left, rules)
        if cue is not None and cue[0] in ("increase", "decrease"):
            # "lowers WER by up to 4.6", "improves accuracy by 1.2": points; "raised precision by about 0.08", "F1 by
            # 0.10": below one, a change on the score's own scale, unitless; "by a factor of 5": times
            number.unit = "x" if _FACTOR_OF.search(left) else "points" if number.value >= 1 else None
            number.direction = cue[0]
            number.rule = "claim:gain" if cue[0] == "increase" else "claim:reduction"
            number.cue_start = number.start - (len(left) - cue[1])
            return True
    best = _best_score_of(left, rules)
    named_score = _tail(rules.score_before_tail, stripped)
    if named_score is not None and named_score.group("short") and _CHANGE_TO_AFTER.match(right):
        return False  # ("DSC: 0.801 → 0.837": the value the change starts from, not the result)
    said = None if named_score or best else _score_said_to_be(stripped, rules)  # ("its Dice was 0.64")
    metric_of = named_score or best or said
    shown = metric_of is not None and rules.showing_verb.search(left, max(0, len(left) - 160)) is not None \
        and not (number.unit is None and _COUNTED_NOUN_AFTER.match(right)) \
        and not _REQUIRED_BEFORE.search(stripped, 0, metric_of.start())  # ("experiments show an accuracy of 91.3";
    # not "show the accuracy of 12 models", "show that X requires a recall of 0.8")
    if metric_of and (best or said or _score_named_before(stripped, rules, right) or shown
                      or rules.score_verb.search(left, max(0, len(left) - 160))):
        counted = number.unit is None and number.value.is_integer() and _PLURAL_RIGHT_AFTER.match(right) \
            and _LETTERS_IN_THE_PLURAL.search(metric_of.group())
        if _count_sized(number) or counted:
            return False  # ("reported ADEs of 312 patients": a count of what the plural names, not a score in it)
        number.direction = "absolute"
        number.rule = "claim:absolute-score"
        number.cue_start = number.start - (len(left) - metric_of.start())
        return True
    # the bare numbers listed after this one share the measure or dataset after the last: "2.314 and 6.207 FID"
    listed = _BARE_NUMBERS_AFTER.match(right)
    skipped = listed.end() if listed and not _MEASURES_EACH_AFTER.match(right, listed.end()) else 0
    on_a_name = _ON_A_NAME.match(right, skipped)
    named_after = _named_measure_after(right[skipped:])
    in_a_score = _IN_A_SCORE_WORD.match(right, skipped)  # "achieves 0.93 in accuracy": the score it is in (not
    # "3 in accuracy drop", a change with no direction read here)
    score_after = rules.score_after.match(right[in_a_score.end() if in_a_score else skipped:])
    if in_a_score and score_after and rules.change_noun_right_after.match(right, in_a_score.end() + score_after.end()):
        score_after = None
    if (on_a_name or score_after or named_after) and _SCORE_VERB_BEFORE.search(stripped) \
            and not _count_sized(number):
        number.direction = "absolute"  # "achieving 83.2 on GlimVQA", "reaches 91.2 top-1 accuracy": a score
        number.rule = "claim:absolute-score"
        number.cue_start = number.start
        if on_a_name and not score_after and not named_after:
            number.dataset_at = number.end + on_a_name.start("name")  # a score only if a dataset is named there
        return True
    if _DURATION_AFTER.match(right) and (_tail(_PRODUCED_IN, left) or _tail(_TAKING, left)) \
            and not _count_sized(number):
        number.direction = "absolute"  # "renders a 1K view in just 2.4 seconds", "each step taking only 0.3 s":
        number.rule = "claim:absolute-score"  # the little time the method takes is its result
        number.cue_start = number.start
        return True
    if "e" in f"{number.value!r}" and re.match(r"\s+[a-z]+\b", right) and re.search(r"\b(?:achiev\w*|obtain\w*|reach\w*|attain\w*|yield\w*|e\.g\.)", left, re.I):
        number.direction = "absolute"
        number.rule = "claim:absolute-score"
        number.cue_start = number.start
        return True
    return False


_PACE_NOUN = re.compile(r"speed-?ups?\b|accelerations?\b", re.I)
_IN_A_SCORE_WORD = re.compile(r"\s+in(?:\s+terms\s+of)?(?=\s+\S)", re.I)
# A time after a bare number, and what makes it the time a method takes to do its work: a verb of producing a few
# words before "in"/"within" ("turns one photo into a textured mesh within 0.5 seconds"), or "taking"/"takes".
_DURATION_AFTER = re.compile(r"\s*(?:seconds?|secs?|s|ms|milliseconds?|minutes?|mins?)\b(?!\s+of\b)", re.I)
_PRODUCED_IN = re.compile(r"\b(?:generat|produc|process|reconstruct|render|synthesi[sz]|convert)\w*\s+"
                          r"(?:[\w\-$\\^{}]+\s+){0,7}?(?:in|within)\s+(?:just\s+|only\s+|under\s+|less\s+than\s+|"
                          r"about\s+|approximately\s+|around\s+)?$", re.I)
_TAKING = re.compile(r"\b(?:taking|takes)\s+(?:only\s+|just\s+|about\s+|approximately\s+|less\s+than\s+|under\s+)?$",
                     re.I)
# A requirement before a measure: "requires a recall of 0.8" is a bar to reach, not a result.
_REQUIRED_BEFORE = re.compile(r"\b(?:requir\w*|needs?|needed)\s+(?:[\w\-]+\s+){0,2}$", re.I)
# A plural noun right after a bare number: what it counts ("12 models", "40 ImageNet models").
_COUNTED_NOUN_AFTER = re.compile(r"\s+(?:[\w\-]+\s+)?[A-Za-z][\w\-]*[a-z]s\b")
_LETTERS_IN_THE_PLURAL = re.compile(r"[A-Z\d]s\b")  # "AUROCs", "FIDs": a measure named by letters, counted
# "312 patients" (not "2.86 across tasks", "91 versus 85")
_PLURAL_RIGHT_AFTER = re.compile(r"\s+(?!(?:versus|plus|thus|was|has|does|is|its|this)\b)[a-z][\w\-]*[a-rt-z]s\b")
# The verbs that state a bare number as a score: score_verbs without "with", "sets", "reports" ("we report 3 accuracy
# metrics" states no score).
_SCORE_VERB_BEFORE = re.compile(r"\b(?:achiev|attain|reach|scor|obtain)\w*$", re.I)
_ON_A_NAME = re.compile(r"\s+on\s+(?:the\s+)?(?P<name>[A-Z])")
# After the measure bare numbers share: another measure listed, each number in its own; or a cutoff the numbers set.
_ONE_MEASURE_EACH = re.compile(r"(?<=@[KkNn])|\s*(?:,|and\b|/)\s*(?!respectively)[A-Za-z]")
# The same, read from the words after the numbers: "... and 3.4 accuracy and ECE", "1, 5 and 10 Recall@K of".
_MEASURES_EACH_AFTER = re.compile(r"\s+[\w\-]+(?:\s+[\w\-]+)?(?:@[KkNn]\b|\s*(?:,|and\b|/)\s*(?!respectively)[A-Za-z])")
# A change in brackets right after a score, then the score's measure: "48.3 (+2.9 relative) mIoU".
# The rest of a change in brackets after its value: " relative to X)", " pts)", "pp)", " over GlimSeg)".
_CHANGE_ASIDE_WORDS = (r"(?:\s?(?:relative|absolute|points?|pts|pp)\b)?"
                       r"(?:\s(?:to|over|vs\.?|versus|against|compared\s+(?:to|with))\s[^()]{1,30})?\)(?=\s)")
_A_CHANGE_ASIDE = re.compile(r"\s\((?:[+\u2191\u2193]\s?|[-\u2212](?=\d))\d[\d.]*\s?%?" + _CHANGE_ASIDE_WORDS)
_A_CHANGE_ASIDE_THEN = re.compile(_A_CHANGE_ASIDE.pattern + r"\s")
_A_CHANGE_ASIDE_ENDS = re.compile(_CHANGE_ASIDE_WORDS)  # the rest of such a change, after its value: " relative)"
# A score after an earlier one and its change, or a value that is itself a change: "61.7 (+2.3) and 48.2", "by 1.4".
_A_LATER_LISTED_SCORE = re.compile(r"(?:(?<!\bof)(?<![:=])\s\d[\d.]*\s?%?\s\((?:[+\u2191\u2193]\s?|[-\u2212])"
                                   r"\d[^()]{0,40}\)\s*(?:,\s*(?:and\s+)?|and\s+)|\bby\s+)$")
# (the earlier score bare: "61.7 (+2.3) and"; not one named before, "PSNR of 31.2 (+0.4) and", nor "(val) and")
_BARE_NUMBERS_AFTER = re.compile(r"(?:\s*(?:,\s*and|,|and)\s+\d+(?:\.\d+)?(?![\d.%\u00d7]|\s?(?:x|points?|pp)\b))+")
# "achieves 34.6 on the strict-ACC metric": the measure a bare score is taken in, named as such after it (not a
# measure named after the word "metric": "on the tracking metric, OWTA").
_ON_A_NAMED_MEASURE = re.compile(r"\s+(?:on|in|under)\s+(?:the\s+)?(?P<m>[A-Za-z][\w\-@]*(?:\s+[A-Za-z][\w\-@]*)?)\s+"
                                 r"(?:metric|measure)\b(?!\s*,?\s*[A-Z])")
# Words before "metric" that say which one, not what it measures: "on a new metric", "on the primary metric".
_NOT_A_MEASURE_NAME = frozenset("""the a an one both each every either same this that these those other our their
its new proposed main primary official evaluation standard overall key common chosen target single respective
corresponding following above latter former given further""".split())


def _named_measure_after(right: str) -> Optional[str]:
    match = _ON_A_NAMED_MEASURE.match(right)
    if match is None or not _NOT_A_MEASURE_NAME.isdisjoint(match.group("m").lower().split()):
        return None
    return match.group("m")


# What the authors do with values they set: "we apply a reduction of 4, 8 and 16 for SE blocks", "under an increase
# of 0.1, 0.2 and 0.3 in noise".
_SETTING_VERB = re.compile(r"\b(?:use|uses|used|apply|applies|applied|set|sets|add|adds|added|adopt\w*|under|inject\w*|"
                           r"vary|varies|varied|sweep\w*|simulat\w*|measur\w*|perturb\w*|introduc\w*)\b", re.I)
# More bare values after the first, then nothing they count: "gains of 2.7, 3.2, and 1.9 for ..." (not "an
# increase of 2, 4 and 8 layers", nor a range "of 2 to 4").
_BARE_VALUES_THEN_NOTHING_COUNTED = re.compile(r"(?:\s*(?:,\s*and|,|and)\s*\d+(?:\.\d+)?(?![\d.%x×\w]))++"
                                               r"\s*(?:[,.;:)]|$|(?:compared|relative|respectively)\b|"
                                               r"(?:on|over|for|across|in)\s+(?!(?:Table|Fig|Figure|Section|Appendix|"
                                               r"Layers?|Top|Stage|Step)\b)(?-i:[A-Z]))", re.I)
# ("for GlimA, GlimB and GlimC": the names the values are for; not "for the number of heads", a setting)
_NOTHING_COUNTED_AFTER = re.compile(r"\s*(?:[,.;:)]|$|(?:on|over|compared|relative|against|across|than|while|for|and)\b|"
                                    r"in\s+(?!the\s+number\b|terms\b))", re.I)


def _count_sized(number: _Number) -> bool:
    """A whole number of a thousand or more: a count or a year ("2,048 parameters", "2025"), never a bare score."""
    return number.value >= 1000 and number.value == int(number.value)


def _changes_in_points(number: _Number, rules: _Rules) -> bool:
    """Whether a change in the number is in points: it is stated in a metric ("+0.8 mAP"), but not in frames per
    second, whose change is in frames, as one in FPS is."""
    return _in_metric_unit(number, rules) and not _a_frame_rate(number)


# Measures with negative scores of their own: "-0.42 Pearson correlation", "-0.15 R2", "-84.1 log-likelihood", "-3.2 SI-SNR".
_CAN_BE_NEGATIVE = re.compile(r"correlation|Pearson|Spearman|Kendall|\btau\b|\brho\b|\b(?:P|SR|SRO|KR)CC\b|\bMCC\b|"
                              r"\bR\^?2\b|likelihood|ELBO|\b(?:SI-)?S[DN]R|reward|return|BD-?rate", re.I)
# The second end of a range of drops, or a slope's or an offset's value: "-1.5 to -2.0 mIoU", "the intercept is -2.1".
_SECOND_END_OR_SLOPE_BEFORE = re.compile(r"\d\s*(?:to|-|~|\u2013)\s*$|\b(?:intercept|slope|coefficient|offset|bias)\b"
                                         r"[^.;]{0,40}?\b(?:is|was|of|=)\s*$", re.I)
_PER_A_UNIT_AFTER = re.compile(r"(?:\s+\S+)?\s+per\s")  # "-0.2 mAP per frame of delay": a rate of change, no result


def _in_points_when_lowered(number: _Number) -> bool:
    """Whether a drop written with a minus is in points: in a score out of a hundred ("-1.2 mIoU"), not in an error
    measured on its own scale ("-0.63 EPE", "-2.6 FID")."""
    return bool(number.measure) and _SCORE_OUT_OF_A_HUNDRED.fullmatch(number.measure) is not None


_SCORE_OUT_OF_A_HUNDRED = re.compile(r"m?AP(?:\d*|@[\w.]+)|mAR|mIoU|IoU|BLEU(?:-\d)?|F1|ROUGE(?:-[12L])?|CIDEr|NDS|"
                                     r"MOTA|HOTA|IDF1|PQ|EM|METEOR|chrF\+*|[Pp]ass@\d+|"
                                     r"[Aa]ccuracy|PCKh?|mAcc|Recall@\d+|R@\d+", re.I)


def _in_metric_unit(number: _Number, rules: _Rules) -> bool:
    """Whether the number is stated in a metric ("+0.8 mAP", "45.0 PDMS"), so a change in it is in points."""
    return bool(number.measure) and (number.named_measure or rules.metric_unit.match(number.measure) is not None)


def _stated_score(left: str, rules: _Rules, right: Optional[str] = None) -> bool:
    """A measure's name, then ':' or '=' right before the number: "F1: 81.02%", "accuracy = 0.93"; or its verb of
    being (see `_score_said_to_be`); or a measure and its score as a whole aside in brackets: "performs well
    (macro F1 of 0.713)"."""
    stripped = _strip_qualifiers(left, rules)
    return _score_said_to_be(stripped, rules) is not None or _score_named_before(stripped, rules, right)


def _score_named_before(stripped: str, rules: _Rules, right: Optional[str]) -> bool:
    """`_stated_score` without its reading of a verb of being, on the text before the number without its qualifiers."""
    named = _tail(rules.score_before_tail, stripped)
    if named is None:
        return False
    if named.group().rstrip()[-1:] in (":", "="):
        return True
    opens = _tail(_ASIDE_OPENS, stripped, end=named.start()) if right is not None else None
    if opens is None or not _ASIDE_CLOSES.match(right):
        return False
    clause = stripped[_clause_start(stripped[:opens.start()]):opens.start()]
    return _RESULT_WORD.search(clause) is not None and _OTHERS_RESULT.search(clause) is None
    # ("keeps strong performance (macro F1 of 0.713)"; not "counted as correct at a fixed overlap (IoU of 0.5)", "the
    # previous best system (a BLEU of 31.2)", "(chance accuracy of 25%)": a threshold, or another's score)


_ASIDE_OPENS = re.compile(r"\((?:\s*(?:an?|the|macro|micro|mean|average|overall|weighted))?\s*$", re.I)
_RESULT_WORD = re.compile(r"\b(?:performance|performs?|results?|achiev\w*|reach\w*|obtain\w*|attain\w*|"
                          r"best|strong|well|high|higher|accurate\w*|effective\w*|improv\w*|boost\w*|yield\w*|"
                          r"outperform\w*|surpass\w*|rank\w*|first|top)\b", re.I)
_OTHERS_RESULT = re.compile(r"\b(?:previous|prior|existing|earlier|than|chance|random|human|oracle|teacher|thresholds?|"
                            r"cutoffs?|overlap|select\w*|filter\w*|retain\w*|checkpoints?|confidence)\b", re.I)
_ASIDE_CLOSES = re.compile(r"\s*\)")


def _score_said_to_be(stripped: str, rules: _Rules) -> Optional[re.Match]:
    """A measure's name and its verb of being right before the number: "the zorb accuracy is 71.4%", "its Dice was
    0.64". Not a change in the measure ("the gain in accuracy is 3.1%": the change rules read it), a goal or a
    setting ("the target accuracy is 90%", "the training loss is 0.5"), nor another's score ("the previous best
    accuracy was 71%", "the current SOTA accuracy is around 75%", "human accuracy is 96%"): words that say so in the
    measure's own noun phrase, not anywhere in the clause ("with our training scheme, GlimNet's accuracy is 91%")."""
    said = _tail(rules.score_is_tail, stripped)
    if said is None:
        return None
    before = stripped[max(0, said.start() - 60):said.start()]
    phrase = _NOUN_PHRASE_OPENS.split(before)[-1]
    if _CHANGE_OF.search(before) or _OTHERS_RESULT.search(phrase) or _NO_SCORE_OF_ITS_OWN.search(phrase):
        return None
    return said


# Where the noun phrase of a measure opens, looking back from it: a break in the clause, a possessive, an article.
_NOUN_PHRASE_OPENS = re.compile(r"[,;:()]|'s\b|\b(?:the|a|an|its|our|their|this|these|whose|of|on|in|for|with)\s",
                                re.I)
_CHANGE_OF = re.compile(r"\b(?:gains?|improvements?|increases?|decreases?|drops?|declines?|reductions?|changes?|"
                        r"differences?|deltas?)\s+(?:in|of)\s+(?:the\s+)?(?:[\w\-]+\s+)?$", re.I)
_NO_SCORE_OF_ITS_OWN = re.compile(
    r"\b(?:current|sota|state-of-the-art|baselines?|target|targeted|minimum|maximum|required|desired|training|"
    r"train|agreement|inter-annotator|inter-rater)(?![\w-])", re.I)


def _metric_like_left(left: str) -> bool:
    return bool(re.search(r"\b(?:score|accuracy|perplexity|bleu|f1|ap|map|miou|psnr|fid|error|rate|coverage|recall|precision|auc)\b", left[-80:], re.I))


def _clause_start(left: str, reach: int = 220) -> int:
    """Start of the clause holding the number, looking back at most `reach` characters."""
    last = max(0, len(left) - reach)
    for match in _BOUNDARY.finditer(left, last):
        last = match.end()
    return last


@lru_cache(maxsize=64)
def _strip_qualifiers(left: str, rules: _Rules) -> str:
    """Drop hedges before a number ("by up to about") so the cue word is at the end.
    Cached: the rules of one number ask for the same clause several times."""
    out = left.rstrip(" (~\t")
    for _ in range(6):
        match = rules.qualifiers_tail.search(out, max(0, len(out) - 40))
        if not match or match.start() == len(out):
            break
        out = out[: match.start()].rstrip(" (~\t")
    return out


def _overridden(left: str, rules: _Rules, sentence_before: str = "") -> bool:
    """A result verb right before the number ("requires only 10% of") outranks a setting word; so does "using
    only" or "with just" after a result the clause claims ("achieves comparable results using only 2.5% of the
    data"; not "we trained the scorer using only 20 percent of the data")."""
    stripped = _strip_qualifiers(left, rules)
    if _tail(rules.override_before, stripped):
        return True
    # "using only about 8% of", "with just ~2%": the restriction read past the hedges around it
    restriction = _RESTRICTION.search(left, len(stripped))
    lead = f"{stripped} {restriction.group().lower()}" if restriction else left
    return bool(sentence_before) and bool(_tail(rules.override_before, lead)) \
        and bool(_RESULT_BEFORE.search(sentence_before, max(0, len(sentence_before) - 200)))


_RESTRICTION = re.compile(r"\b(?:only|just)\b", re.I)
_CHANGE_OR_RIVAL = re.compile(r"\b(?:gains?|improv\w*|increas\w*|boost\w*|drops?|degrad\w*|reduc\w*|decreas\w*|"
                              r"outperform\w*|surpass\w*|compared|relative|over|than|versus|vs)\b", re.I)
_RIVAL_AFTER = re.compile(r"\s*(?:[\w\-]+\s+){0,2}?(?:over|than|relative|compared|versus|vs)\b(?!\s*[\d~<>])",
                          re.I)  # "up to 12% over X" (not "98% precision and over 95% recall")
_MARGIN_WORD = re.compile(r"\b(?:additional|extra|further|more)\b", re.I)  # "brings up to an additional 6 points"
# A verb that states a score, then "up" ("achieves up to 86%", "reaching an accuracy of up to 91%")
_SCORE_VERB_THEN_UP = re.compile(r"\b(?:achiev|reach|attain|obtain|yield)\w*\s+(?:(?:an?|the)\s+)?(?:[\w\-]+\s+){0,2}?"
                                 r"(?:of\s+)?up$", re.I)
_AT_UP = re.compile(r"\bat\s+up$", re.I)  # "runs at up to 90 FPS": a level reached, hedged, not a rise
# "score" as the measure a change is in, not a verb: "raises the F1 score by 1.2 points over GlimA and 0.8 points over
# GlimB"
_SCORE_NOUN_BY = re.compile(r"\s+by\s+(?:(?:up\s+to|about|around|nearly|over|more\s+than|approximately)\s+)?[+\-~]?\s*\d", re.I)


_RESULT_BEFORE = re.compile(r"\b(?:achiev(?:es|ed|ing)|outperform\w*|surpass\w*|comparabl[ey]|competitive|on par|"
                            r"match(?:es|ed)|maintain(?:s|ed|ing)|reach(?:es|ed|ing)|exceed\w*|retain(?:s|ed|ing)|"
                            r"preserv(?:es|ed|ing)|rival\w*)\b", re.I)


def _direction_from_left(left: str, rules: _Rules, hedged: Optional[str] = None) -> Optional[tuple[str, int]]:
    """The nearest cue before the number decides: a change verb or noun, or a score verb.

    "reduces memory by 40%" looks past "by" for its verb; "an improvement of 3%" reads the
    noun before "of"; "mIoU to 53.8%" or "under 0.5%" count only right before the number.
    `hedged` ("score": a measure follows the number; "number": none does; None: a rival, points or times follow)
    lets "up to" after a verb that states a score hedge that score instead of naming a rise.
    """
    stripped = _strip_qualifiers(left, rules)
    by = _tail(_BY_BOUND_TAIL, stripped)
    if by:
        before_by = stripped[: by.start()]
        window_start = max(0, len(before_by) - 160)
        for cue in reversed(list(rules.left_cue.finditer(before_by[window_start:]))):
            if cue.group().lower() == "up" and before_by[window_start + cue.end():].lstrip().lower().startswith("to"):
                continue  # "reducing FLOPs by up to 95% and latency by 92%": the hedge of an earlier number
            kind = _kind_of(cue.group(), rules)
            if kind in ("increase", "decrease"):
                return (kind, window_start + cue.start())
    threshold = _tail(rules.threshold_tail, stripped)
    if threshold:
        return ("absolute", threshold.start())  # "exceeds 80%" states a level, not a margin
    change_of = _change_noun_of(stripped, rules)
    if change_of is not None:
        return change_of
    weak = _tail(rules.weak_absolute_tail, stripped)
    if weak:
        return ("absolute", weak.start())
    aside = _tail(_ASIDE_UP_TO, left)
    lowering = _LOWERING_VERB_THEN.search(left, max(0, aside.start() - 80), aside.start()) if aside else None
    if lowering is not None:
        return ("decrease", lowering.start())  # "reduces zorb refusals (up to 18%)": the verb's, hedged in brackets
    window_start = max(0, len(left) - 160)
    cues = list(rules.left_cue.finditer(left[window_start:]))
    hedged_before = False
    for cue in reversed(cues):  # "reduces the cost by up to 49.8% on X and 42.2%": "up" hedges the number before,
        if cue.group().lower() == "to" and re.search(r"\bup\s+$", left[:window_start + cue.start()], re.I):
            continue  # (the "to" of "up to", read with its "up")
        if cue.group().lower() == "up" and _HEDGE_OF_AN_EARLIER_NUMBER.match(left, window_start + cue.end()):
            hedged_before = True  # and the change the verb before it names is this number's too
            continue
        kind = _kind_of(cue.group(), rules)
        if hedged_before and kind in ("increase", "decrease"):
            return (kind, window_start + cue.start())
        break
    for cue in reversed(cues):
        if rules.weak_absolute.fullmatch(cue.group()):
            continue
        if hedged is None and cue.group().lower() in ("score", "scores") \
                and _SCORE_NOUN_BY.match(left, window_start + cue.end()):
            continue  # a margin over a rival or in points (not "..., with a final F1 of 80.1%": a score of its own)
        if hedged == "score" and _tail(_AT_UP, left[:window_start + cue.end()]) \
                and left[window_start + cue.end():].lstrip().lower().startswith("to"):
            return ("absolute", window_start + cue.start())
        if hedged and cue.group().lower() == "up" \
                and left[window_start + cue.end():].lstrip().lower().startswith("to") \
                and not _MARGIN_WORD.search(left, window_start + cue.end()) \
                and (verb := _tail(_SCORE_VERB_THEN_UP, left[:window_start + cue.end()])) \
                and (hedged == "score" or not _CHANGE_OR_RIVAL.search(left, max(0, left.rfind(". ", 0, verb.start())),
                                                                       verb.start())):
            continue  # "achieves up to 86% accuracy": a hedge on the score the verb before states, no rise (not,
            # with no measure after it, "outperforms X, achieving up to 12%", "gains reaching up to 13%": a margin)
        return (_kind_of(cue.group(), rules), window_start + cue.start())
    return None


# "up to" and a number that is not the last thing before this one: a hedge of that earlier number.
# (each part starts on a character of its own, so a list that does not end as one is given up at once: no spaces,
# commas or digits two parts may both take; a comma inside a number is a thousands', one between values has a space)
_LISTED_VALUE = r"(?:[~\u2248]\s*)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?\\?%)?(?:\s\([^()]{1,20}\))?(?:\s(?:on|in|for|at)\s[^,;()]{1,40}?)?"
_HEDGE_OF_AN_EARLIER_NUMBER = re.compile(rf"\s*to\s+{_LISTED_VALUE}(?:,\s+{_LISTED_VALUE})*"
                                         r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)$")  # (the list goes on to this one)


# What gives a result as the example of one said before it: "fools most zorb guards, e.g., an accuracy of 91.5%".
_EXAMPLE_TAIL = re.compile(r"\b(?:e\.g\.|for example|for instance)\s*,?\s*(?:(?:an?|the)\s+)?$", re.I)
_OWN_WORK = re.compile(r"\b(?:our|ours)\b", re.I)  # (not "we find that GlimLM is far from perfect, e.g., ...")
_OTHERS_AFTER = re.compile(r"\s*(?:\S+\s+){0,2}?(?:reported|for|by|of)\b", re.I)


def _own_example(sentence_before: str, stripped: str, named_at: int, right: str) -> bool:
    """'Our attack fools most zorb guards, e.g., an accuracy of 91.5% ...': a score the paper gives as an example
    of its own result; not another's ('prior detectors are strong, e.g., an accuracy of 88% reported by ...',
    '... for GlimLM'), nor a target or threshold ('we stop at a target, e.g., an accuracy of 90%')."""
    example = _tail(_EXAMPLE_TAIL, stripped, 20, named_at)
    if example is None:
        return False
    return _OWN_WORK.search(sentence_before) is not None and _OTHERS_RESULT.search(sentence_before) is None \
        and _TARGET_WORDS.search(sentence_before) is None and _OTHERS_AFTER.match(right) is None


_TARGET_WORDS = re.compile(r"\b(?:targets?|operating|calibrat\w*|stop\w*|budget|requir\w*|need\w*|must|pass\w*|"
                           r"humans?|annotators?|published)\b", re.I)
_ASIDE_UP_TO = re.compile(r"\(\s*(?:by\s+)?up\s+to\s*$", re.I)
_LOWERING_VERB_THEN = re.compile(rf"\b{_LOWERING_STEMS}(?:es|ed|ing|e|s)?\b"
                                 r"(?=[^,;()]*$)(?![^,;()]*\b(?:increas|boost|rais|improv|enhanc|gain|yield|and)\w*)",
                                 re.I)  # (not "cuts costs and boosts throughput (up to 40%)")


def _change_noun_of(stripped: str, rules: _Rules) -> Optional[tuple[str, int]]:
    """'an improvement of', 'a reduction of': the direction the noun of change before the number gives, and where
    that noun starts."""
    of_head = _tail(_OF_TAIL, stripped)
    if of_head:
        head = _strip_qualifiers(stripped[: of_head.end(1)], rules)
        word = _tail(_LAST_WORD, head)
        if word and (rules.increase_noun.fullmatch(word.group()) or rules.decrease_noun.fullmatch(word.group())):
            return ("increase" if rules.increase_noun.fullmatch(word.group()) else "decrease", word.start())
        in_a_measure = _tail(_CHANGE_IN_A_MEASURE_OF, stripped)
        if in_a_measure and (rules.increase_noun.fullmatch(in_a_measure.group("noun"))
                             or rules.decrease_noun.fullmatch(in_a_measure.group("noun"))):
            # "improvements in success rate of 9.1 points", "a reduction of success rates of 15%", "a decrease in
            # minimum Average Displacement Error of 31.9%": the change's, not a score in the measure
            return ("increase" if rules.increase_noun.fullmatch(in_a_measure.group("noun")) else "decrease",
                    in_a_measure.start("noun"))
    return None


_CHANGE_IN_A_MEASURE_OF = re.compile(r"\b(?P<noun>[a-z]+)\s+(?:in|of)\s+(?:the\s+|its\s+|their\s+)?"
                                     r"(?:[\w\-@]+\s+){1,4}?of\s*$", re.I)


def _kind_of(word: str, rules: _Rules) -> Optional[str]:
    word = word.lower()
    if rules.increase_before.match(word):
        return "increase"
    if rules.decrease_before.match(word):
        return "decrease"
    return "absolute"


def _cost_flip(left: str, right: str, number: _Number, rules: _Rules) -> None:
    """An 'improvement' or 'gain' in a time, memory or cost measure is a reduction of it."""
    if number.direction != "increase":
        return
    if re.match(r"\s*(?:faster|speed-?ups?|acceleration|higher|more|larger|greater|better)\b", right, re.I):
        return
    near_left = left[-60:]
    if not re.search(r"\b(?:improv\w*|gain\w*|enhanc\w*)\b", near_left + " " + right[:30], re.I):
        return
    target = re.match(r"\s*(?:\w+\s+)?(?:in|on)\s+(?:terms\s+of\s+)?(?:the\s+)?([\w\- ]{1,30})", right)
    phrase = target.group(1) if target else near_left[-40:]
    if rules.cost_noun.search(phrase) and not re.search(r"\b(?:speed|throughput|efficiency)\b", phrase, re.I):
        number.direction = "decrease"
        number.rule = "claim:reduction"


# ---------------------------------------------------------------- attribution


@lru_cache(maxsize=100_000)
def _norm(text: str) -> str:
    return re.sub(r"[\s\-_.]+", "", text.casefold())


def _short_names(mentions: Sequence[Mention]) -> dict[str, str]:
    """Long form -> the acronym the abstract defines for it ("Dual Path Network" -> "DPN")."""
    return {_norm(m.long_form): m.text for m in mentions if m.long_form and m.label == "METHOD"}


def _main_method(titled: Optional[str], most_named: Optional[str], proposed: frozenset[str] = frozenset()) -> Optional[str]:
    """The title's method over a part the abstract names more often; the abstract's own form where it is the same
    system written longer or shorter ("GlimProver-v1" for a title's "GlimProver"), unless the abstract presents the
    title's form too: then the longer or shorter one is another thing ("GlimAdapt" inside a title's "GlimAdapt-SAM")."""
    if titled is None or most_named is None:
        return titled or most_named
    a, b = _norm(titled), _norm(most_named)
    return most_named if (a.startswith(b) or b.startswith(a)) and a not in proposed else titled


def _a_listed_step(mention: Mention) -> bool:
    """'(1) Quark Frame Sampling, which ...': a part a list names by what it does and no other rule typed; not
    '(1) GlimNet, a zorb detector', one name, or one an apposition calls a system: that may be the paper's whole
    method listed among its contributions."""
    if mention.evidence.rule not in ("part:enumerated", "part:counted-list") or " " not in mention.text:
        return False
    head = mention.text.rsplit(None, 1)[-1].lower()  # a system's head ("Zorb Detection Network", "Blix Retriever")
    return head not in METHOD_HEADS and not head.endswith(("er", "or"))  # names what may be the paper's whole


def _main_proposed(mentions: Sequence[Mention]) -> Optional[str]:
    """The paper's own method: the proposed name used most often (long form and acronym
    counted together), first one on a tie, given by its short name. A stage or component listed by
    what it does is never the whole, so it states none of its results."""
    short = _short_names(mentions)
    counts: dict[str, int] = {}
    first: dict[str, int] = {}
    name_of: dict[str, str] = {}
    for mention in mentions:
        if mention.label == "METHOD" and mention.role == "proposed" and not _a_listed_step(mention):
            name = short.get(_norm(mention.text), mention.text)
            key = _norm(name)
            counts[key] = counts.get(key, 0) + 1
            first.setdefault(key, mention.evidence.start)
            name_of.setdefault(key, name)
    if not counts:
        return None
    best = max(counts.values())
    leader = min((k for k, c in counts.items() if c == best), key=lambda k: first[k])
    return name_of[leader]


_LocalMention = tuple[int, int, Mention]
# A result stated as how much faster or slower something runs, and the measures that can be about that.
_FASTER = re.compile(r"\s*(?:x|×|times|%)?\s*(?:faster|slower)\b", re.I)
_PACE_MEASURE = re.compile(r"(?:speed|time|latency|throughput|fps|convergence|runtime|inference|training|decoding)s?$",
                           re.I)  # ends the measure: "inference time", not "inference accuracy"


def _on_a_unit_scale(metric: Optional[str]) -> bool:
    """Whether the measure runs from 0 to 1 (or -1 to 1), so a change in it has no points: SSIM, a correlation, AUC."""
    return bool(metric) and _UNIT_SCALE_MEASURE.search(metric) is not None


_UNIT_SCALE_MEASURE = re.compile(r"\b(?:SSIM|MS-SSIM|LPIPS|AUC|AUROC|AUPRC|correlations?|Spearman|Pearson|Kendall|"
                                 r"kappa|MCC|R2|R\^2|Dice|CLIPScore|CLIP[- ]score)\b", re.I)


def _to_claim(text: str, offset: int, sentence: str, number: _Number, numbers: list[_Number], local: list[_LocalMention], main_method: Optional[str], rules: _Rules) -> Claim:
    others = [n for n in numbers if n is not number]
    run = _list_run(number, numbers)
    method = _paired_respectively(sentence, number, run, local, "METHOD") \
        or _subject_for(sentence, number, numbers, local) or _method_for(sentence, number, local, main_method)
    baseline = _baseline_for(sentence, number, numbers, local, method, rules)
    not_datasets = {_norm(m.text) for _, _, m in local if m.label == "METHOD"} | {_norm(n) for n in (method, baseline) if n}
    datasets = [item for item in local if not (item[2].label == "DATASET" and _norm(item[2].text) in not_datasets)]
    dataset = _listed_datasets_paired(sentence, number, run, datasets) \
        or _bracketed_values_paired(sentence, number, run, datasets) \
        or _paired_respectively(sentence, number, run, datasets, "DATASET") \
        or _nearest_target(sentence, number, others, datasets, "DATASET", max_gap=70)
    paired = _slash_paired_metric(sentence, number, numbers, local) or _listed_measures_paired(
        sentence, number, run, local) or _measures_listed_after_paired(sentence, number, run, local) \
        or _measures_each_by_value(sentence, number, run, local) or _measures_each_in_its_own(
        sentence, number, numbers, local) or _paired_respectively(sentence, number, run, local, "METRIC")
    if paired:
        metric = paired  # "12.3/45.6 FID/IS": each value with its own measure
    elif number.measure and not number.named_measure and rules.metric_unit.match(number.measure):
        metric = number.measure  # "a segmentation quality of 85 mIoU": the number is in mIoU, whatever the phrase
    elif number.named_measure and _A_CHANGE_ASIDE.match(sentence, number.end):
        metric = number.measure  # "... and 0.91 (+0.01) SSIM": the measure after the score's own change
    else:
        direct = _metric_right_before(sentence, number, local) or _metric_right_after(sentence, number, local)
        metric = _metric_phrase(sentence, number, run, rules)
        if metric is None and not (_a_frame_rate(number) and not number.named_measure):
            # "delivers 240 FPS, cuts memory use to ...": a rate in frames per second is its own measure
            metric = _nearest_target(sentence, number, others, local, "METRIC", max_gap=45)
        if direct and not (metric and direct.lower() in metric.lower()):
            metric = direct  # the fuller phrase ("top-10 accuracy") when it holds the measure named right before
        if metric is None and (number.named_measure or (_a_frame_rate(number) and not _in_hertz(number))):
            metric = number.measure  # (hertz say how often, not what: "runs at 100 Hz" names no measure)
        if metric is None:
            metric = _named_measure_after(sentence[number.end:])  # "achieves 34.6 on the strict-ACC metric"
        if metric and _norm(metric) in {
                _norm(m.text) for _, _, m in local if m.label == "METHOD" and (
                    m.key or (any(ch.isdigit() for ch in m.text) and (not m.evidence.rule.startswith("shape:name")
                                                                      or "+checkpoint" in m.evidence.rule
                                                                      or "+release" in m.evidence.rule)))}:
            # "DeepSeek-R1-Distill-Qwen-32B is improved by up to 70%", "UNet improves by 1.52%": a known model or a
            # model's release is what improves, not a measure (other names may be measures typed as methods:
            # "reduces RTF by 81%", "MAE")
            metric = _nearest_target(sentence, number, others, local, "METRIC", max_gap=45)
        elif metric and _COINED_CAMEL.search(metric) and metric.lower() not in known_measures() and _norm(metric) in {
                _norm(m.text) for _, _, m in local if m.label == "METHOD"}:
            framed = _nearest_target(sentence, number, others, local, "METRIC", max_gap=45)
            metric = framed if framed and 0 <= sentence.find(framed) < number.start else None
            # "GlimNet improves by 3.2%": a coined system, not the measure; one named before frames it ("In terms of
            # mIoU, GlimNet improves by 3.2%"), one after is another value's ("..., and recall rises by 1.1%")
        if metric:
            metric = _known_measure_holding(sentence, metric, number, local)
        if metric and _norm(metric) in {_norm(m.text) for _, _, m in local if m.label == "DATASET"}:
            # "improve accuracy on CIFAR-10 and ImageNet by 2.1% and 1.3%": the data a result is on is no measure
            metric = _nearest_target(sentence, number, others, local, "METRIC", max_gap=45)
    if metric:
        metric = _measure_without_its_noun(metric)
    if metric and metric.lower().replace("-", "") in ("speedup", "speedups") \
            and (pace := _SPEEDUP_IN_A_PACE.match(sentence, number.end)):
        metric = pace.group("m")  # "a 4x speedup in answer speed", "a 1.7x speed-up in overall decoding time"
    if metric and _FASTER.match(sentence, number.end) and not _PACE_MEASURE.search(metric):
        metric = None  # "45 x faster than GlimField" is in speed, whatever other measure the sentence names
    rule = number.rule or "claim:gain"
    if rule == "claim:gain" and baseline:
        rule = "claim:gain-over"
    start = number.start if number.cue_start is None or number.right_cue else min(number.cue_start, number.start)
    if number.start - start > 60 or (start < number.start - 1 and sentence[number.start - 1] == "("
                                     and sentence.find(")", number.end) >= 0):
        start = number.start  # (nor from before a bracket the value opens: "79.4% (+12.6%)" states "+12.6%")
    end = number.end
    if number.minus_on_a_measure and number.named_measure and sentence.startswith(f" {number.measure}", end):
        end += 1 + len(number.measure)  # "-0.63 EPE": the drop and what it is in
    right = sentence[end:end + 40]
    cue_after = rules.increase_after.match(right) or rules.decrease_after.match(right)
    if cue_after:
        end += cue_after.end()
    start, end = _whole_math(sentence, *_trim(sentence, start, end))
    if sentence.count(")", start, end) > sentence.count("(", start, end):
        opening = sentence.rfind("(", 0, start)  # "(AUC) of 0.85", not "AUC) of 0.85"
        if 0 <= opening and not sentence[opening:start].strip("(").count(" "):
            start = opening
    direction = number.direction or "absolute"
    if direction == "increase" and metric and rules.lower_is_better.search(metric) \
            and rules.improvement_word.search(sentence, max(0, min(start, number.start) - 40), min(len(sentence), end + 25)) \
            and not rules.rise_word.search(sentence, max(0, min(start, number.start) - 40), min(len(sentence), end + 25)):
        direction, rule = "decrease", "claim:reduction"  # "improves FID by 2.7 points": a lower FID, not a higher one
    confidence = rules.confidence.get(rule, 0.6)
    if not (metric or dataset):
        confidence = round(confidence - 0.1, 2)
    claim_text = sentence[start:end]
    unit = number.unit
    if unit == "points" and number.signed and number.value < 1 and _on_a_unit_scale(metric):
        unit = None  # "+0.11 in Spearman correlation", "SSIM (+0.02)": a change on the score's own scale, not points
    return Claim(
        value=number.value,
        unit=unit,
        direction=direction,
        text=claim_text,
        metric=metric,
        dataset=dataset,
        method=method,
        baseline=baseline,
        evidence=Evidence(
            sentence=sentence,
            start=offset + start,
            end=offset + end,
            rule=rule,
            confidence=max(0.0, min(1.0, confidence)),
        ),
    )


def _whole_math(sentence: str, start: int, end: int) -> tuple[int, int]:
    """Widen a claim's span to whole math spans it cuts ("$8.6\\%$", not "$8.6\\"), so its text reads as written."""
    if "$" not in sentence:
        return start, end
    for math in _DOLLAR_MATH.finditer(sentence):
        if math.start() < start < math.end():
            start = math.start()
        if math.start() < end < math.end():
            end = math.end()
    return start, end



_HEDGE = r"(?:about |approximately |around |nearly |over |up to )?"
# ("$R^2$ of 0.61": past the math's closing sign; or past a threshold: "mAP 0.75 of")
_OF_THE_NUMBER = re.compile(rf"\$?(?:\s+0?\.\d+)?\s*(?:of|:|=)\s*{_HEDGE}")
_A_CUTOFF_THEN_ITS_SCORE = re.compile(r"\s+of\s+(?:\d*\.\d+|\d+(?:\.\d+)?\s?%)")  # (a score, not "of 4 organs")
# A measure's change from one value to the number: "cuts the model size from 640MB to 95MB".
# (or the number holds both values: "640MB to 95MB"; not "accuracy from 5 runs")
_FROM_A_VALUE_TO = re.compile(r"\s+from\s+(?P<to>[+\-]?\d[\d.,]*\s*(?:%|[A-Za-z]{1,4})?\s+(?:to|\u2192)\s+)?")
_TO_INSIDE = re.compile(r"\sto\s|\u2192")
# After a measure's short form that fills its bracket: "accuracy (ACC) of 91.96%".
_CLOSED_SHORT_FORM_THEN_NUMBER = re.compile(rf"\s*\)\s*(?:of|:|=)\s*{_HEDGE}")
# A short form in brackets between the measure and its number: "sensitivity (SEN) of 92.04%".
_SHORT_FORM_THEN_NUMBER = re.compile(rf"\s*\(\s*[^()\s]{{1,12}}\s*\)\s*(?:of|:|=)\s*{_HEDGE}")
_BY_THE_NUMBER = re.compile(rf"\s+by\s+{_HEDGE}[+\-\u2212]?")


def _metric_right_before(sentence: str, number: _Number, local: list[_LocalMention],
                         joint: re.Pattern = _OF_THE_NUMBER) -> Optional[str]:
    """'precision of 0.95, recall of 0.98': a measure named right before its number is the number's, even in a list
    whose other members have measures of their own. Its short form, where the bracket after it gives one ("accuracy
    (ACC) of 91.96%"), else the measure itself ("sensitivity (SEN) of 92.04%")."""
    for joint_here in (joint, _CLOSED_SHORT_FORM_THEN_NUMBER, _SHORT_FORM_THEN_NUMBER, _FROM_A_VALUE_TO) \
            if joint is _OF_THE_NUMBER else (joint,):
        for start, end, mention in local:
            joined = joint_here.fullmatch(sentence, end, number.start) if mention.label == "METRIC" \
                and end <= number.start else None
            if joined is not None \
                    and (joint_here is not _CLOSED_SHORT_FORM_THEN_NUMBER or sentence[:start].rstrip().endswith("(")) \
                    and (joint_here is not _FROM_A_VALUE_TO or joined.group("to")
                         or _TO_INSIDE.search(sentence, number.start, number.end)):
                return mention.text
    return None


def _metric_right_after(sentence: str, number: _Number, local: list[_LocalMention]) -> Optional[str]:
    """'(4.3% NDS and 8.4% mAP)': a measure named right after its number is the number's, not the one
    the list ends with."""
    for start, end, mention in local:
        # (blanks where cleaning took out markup, "4.1% in $\\rm{AUPRC}$", are one space)
        if mention.label != "METRIC" or start < number.end or len(_BLANKS.sub(" ", sentence[number.end:start])) > 6:
            continue
        if not sentence[number.end:start].strip():
            return mention.text
        if _IN_BETWEEN.fullmatch(sentence, number.end, start) and not _NAME_LISTED_AFTER.match(sentence, end):
            return mention.text  # "37.62% in AUPR, 6.05% in AUC": each value "in" its own measure (not "3.1% and
            # 35.4% in BLEU-4 and METEOR, respectively": the list is paired with the values)
    return None


_IN_BETWEEN = re.compile(r"\s+in\s+")
_BLANKS = re.compile(r"\s+")
_NAME_LISTED_AFTER = re.compile(r"\s*(?:,|\s+and\s|\s+or\s)(?!\s*(?:(?:and|or)\s+)?[+\-\u2212]?\d)")


_SLASHED_VALUES = re.compile(r"[+\-\u2212]?\d+(?:[.,]\d+)*(?:\s*/\s*[+\-\u2212]?\d+(?:[.,]\d+)*)+\s*%?\s*")
_SLASHED_NAMES = re.compile(r"[^\s/,;:=()]+(?:/[^\s/,;:=()]+)+")
_SLASHED_NAMES_BEFORE = re.compile(rf"({_SLASHED_NAMES.pattern})\s*(?:of|:|=)?\s*$")  # "PSNR/SSIM of 31.2/0.91"


def _slash_paired_metric(sentence: str, number: _Number, numbers: list[_Number],
                         local: list[_LocalMention]) -> Optional[str]:
    """'2.06/0.32 IS/LPIPS', 'PSNR/SSIM of 31.2/0.91': values and measures written as two slashed lists of one
    length pair up in order."""
    group = [n for n in numbers if n.start == number.start and n.end == number.end]
    if len(group) < 2:
        return None
    values = _SLASHED_VALUES.match(sentence, number.start)
    after = _SLASHED_NAMES.match(sentence, values.end()) if values else None
    names = after.group().split("/") if after else None
    if names is None:
        before = sentence[max(0, number.start - 60):number.start]
        stated = _SLASHED_NAMES_BEFORE.search(before)
        names = stated.group(1).split("/") if stated else None
    if not names or len(names) != len(group):
        return None
    measures = {_norm(mention.text) for _, _, mention in local if mention.label == "METRIC"}
    name = names[group.index(number)].rstrip(".")
    return name if _norm(name) in measures else None


def _measures_listed_after_paired(sentence: str, number: _Number, run: list[_Number],
                                  local: list[_LocalMention]) -> Optional[str]:
    """'61.2% and 80.4% precision and recall', '61.2% and 80.4% Top-1 and Top-5 accuracy': as many measures listed
    right after the values as values listed, paired in order, each a measure found (with the head they share)."""
    if len(run) < 2 or not _written_list(sentence, run):
        return None
    listed = _MEASURES_LISTED_AFTER.match(sentence, run[-1].end)
    if listed is None:
        return None
    names = [name.strip() for name in _LIST_SEPARATOR.split(listed.group("names"))]
    head = listed.group("head")
    if len(names) != len(run):
        return None
    measures = {_norm(mention.text) for _, _, mention in local if mention.label == "METRIC"}
    heads = [head, head.split()[0]] if head and " " in head else [head] if head else []
    shared = next((words for words in heads if _measure_head(words.split()[-1].lower())
                   and _norm(f"{names[-1]} {words}") in measures), None)
    if shared:  # the head the last measure is written with is theirs where they differ from it in a number only
        # ("Top-1 and Top-5 accuracy"), not where one is a measure of its own ("mIoU and pixel accuracy")
        plural = shared.endswith("s") and not shared.endswith("ss")  # "error and miss rates": shared by all
        names = [name if _norm(name) in measures and not plural
                 and _DIGITS.sub("", name).lower() != _DIGITS.sub("", names[-1]).lower()
                 else f"{name} {shared}" for name in names[:-1]] + [f"{names[-1]} {shared}"]
    if not all(_norm(name) in measures or (shared and name.endswith(shared)) for name in names):
        return None
    return names[run.index(number)]


_DIGITS = re.compile(r"\d+")


_MEASURES_LISTED_AFTER = re.compile(r"\s*(?:\\?%|points?|pp)?\s+(?P<names>[A-Za-z][\w@\-.]*(?:\s*,\s*[A-Za-z][\w@\-.]*)*"
                                    r",?\s+and\s+[A-Za-z][\w@\-]*)(?:\s+(?P<head>[a-z]+(?:\s+[a-z]+)?))?")


def _listed_measures_paired(sentence: str, number: _Number, run: list[_Number],
                            local: list[_LocalMention]) -> Optional[str]:
    """'boosts mDice and mIoU by 3.6% and 4.4%', 'raises precision, recall and F1 to 81.2, 79.5 and 80.3': as many
    one-word measures listed right before as values listed, paired in order (one of them a measure found)."""
    if not _written_list(sentence, run):
        return None
    listed = _LISTED_MEASURES.search(sentence, max(0, run[0].start - 80), run[0].start)
    if listed is None:
        return None
    names = [name.strip() for name in _LIST_SEPARATOR.split(listed.group("names"))]
    known = {_norm(mention.text) for _, _, mention in local if mention.label == "METRIC"}
    data = {_norm(mention.text) for _, _, mention in local if mention.label == "DATASET"}
    if len(names) != len(run) or not known & {_norm(name) for name in names} or data & {_norm(n) for n in names} \
            or not all(any(ch.isalpha() for ch in name) for name in names):
        return None  # ("ROUGE-1 of 0.567, 0.358 and ROUGE-L ...": a value is no measure)
    return names[run.index(number)]


def _known_measure_holding(sentence: str, metric: str, number: _Number, local: list[_LocalMention]) -> str:
    """'a 35% improvement in Average Precision': a measure found in the sentence whose name ends in the phrase read
    for the number, within a few words of it, is the whole name (stripping 'average' made it 'Precision')."""
    tail = " " + metric.lower()
    core = _SCORE_NOUN.sub("", tail)  # "Quadratic Weighted Kappa score of 0.384", read as "Weighted Kappa score": a
    # known measure of more words holds the words before "score" (two words or more, written once, and not a measure
    # named as read: "a precision score", "its kappa score")
    tails = (tail,)
    if core.count(" ") >= 2 \
            and len(re.findall(rf"(?<![\w-]){re.escape(core.strip())}(?![\w-])", sentence, re.I)) == 1 \
            and not any(mention.label == "METRIC" and mention.text.lower() == metric.lower() for _, _, mention in local):
        tails = (tail, core)
    variants = measure_variant_keys()
    for start, end, mention in local:
        if mention.label == "METRIC" and mention.evidence.rule.startswith("gaz") and mention.key \
                and mention.key not in variants and mention.text.lower().endswith(tails) \
                and (0 <= start - number.end <= 40 or 0 <= number.start - end <= 40) \
                and len(re.findall(rf"(?<![\w-]){re.escape(metric)}(?![\w-])", sentence, re.I)) == 1:
            return mention.text  # a measure of its own (not "average accuracy", a kind of accuracy)
    return metric  # ("accuracy by 3.1% and pixel accuracy by 2.0%": the phrase is written on its own too)


_SCORE_NOUN = re.compile(r"\s+scores?$")


def _paired_respectively(sentence: str, number: _Number, run: list[_Number], local: list[_LocalMention],
                         label: str) -> Optional[str]:
    """The name of `label` a value closed by 'respectively' pairs with: the run's values in order with a list of
    as many names, the last such list before them in the sentence (a list ends in 'and' or 'or', and holds no more
    names: in "unlike BlixNet and WibNet, GlimNet gains 2% and 3%" no two names make the list)."""
    respectively = _RESPECTIVELY_AFTER.match(sentence, run[-1].end) if _written_list(sentence, run) else None
    if respectively is None or any(run[-1].end <= start < respectively.end() for start, _, _ in local):
        return None  # (not "trained on GlimQA and QuarkQA, reaches 71% and 68% on SQuAD respectively")
    found = [(start, end, mention) for start, end, mention in local
             if mention.label == label and end <= run[0].start]
    names = sorted((item for item in found if not any(  # the whole name, not a name inside it ("F1 scores")
        other[0] <= item[0] and item[1] <= other[1] and other[1] - other[0] > item[1] - item[0] for other in found)),
        key=lambda item: (item[0], item[1]))
    if len(names) < len(run):
        return None
    listed = names[-len(run):]
    joints = [sentence[a[1]:b[0]] for a, b in zip(listed, listed[1:])]
    if not all(_LIST_SEPARATOR.fullmatch(joint) for joint in joints) or not _AND_OR.search(joints[-1]):
        return None
    if len(names) > len(run) and _LIST_SEPARATOR.fullmatch(sentence, names[-len(run) - 1][1], listed[0][0]):
        return None  # a longer list than the values
    gap = sentence[listed[-1][1]:run[0].start]
    others = [mention for start, end, mention in local if mention.label != label and mention.label in _PAIRED_LABELS
              and listed[-1][1] <= start and end <= run[0].start]
    another_list = _AND_OR.search(_CLAUSE_JOINED.sub("", gap, count=1))
    if ";" in gap or (label != "METRIC" and (another_list or len(others) > 1)) \
            or (label == "METRIC" and "," in gap and (another_list or len(others) > 1)) or len(others) > 2:
        return None  # "BERT and RoBERTa on GlimQA and QuarkQA reach 81% and 79% respectively": the nearer list's;
        # "accuracy and latency; the small and base variants reach ...", "BLEU and ROUGE on GlimSum, and it lifts the
        # scores on the news and chat splits by": what the sentence turned to (measures keep their values across a
        # phrase: "accuracy and F1 of GlimNet on GlimQA rise by", "accuracy and F1 for old and new classes")
    if label == "METHOD" and not ((_SUBJECTS_THEN_RESULT_VERB.fullmatch(gap)
                                   and _SUBJECTS_OPEN.search(sentence, 0, listed[0][0])) or (
            _RESULTS_OF.search(sentence, max(0, listed[0][0] - 40), listed[0][0]) and _THEN_BE.fullmatch(gap))):
        return None  # the methods state the values as subjects ("BERT and RoBERTa reach 81% and 79%", "the mean
        # score of BERT and RoBERTa was ..."), not as what is beaten, improved or used ("outperforms strong
        # baselines, BERT and RoBERTa, by ...", "when plugged into BERT and RoBERTa, it yields ...")
    return listed[run.index(number)][2].text


_PAIRED_LABELS = frozenset({"METHOD", "DATASET", "METRIC"})
_AND_OR = re.compile(r"\b(?:and|or)\b")
_CLAUSE_JOINED = re.compile(r"^\s*,?\s*and\s+")  # "GLUE and SQuAD, and they reach ...": a clause, no list
_SUBJECTS_THEN_RESULT_VERB = re.compile(r"\s*,?\s*(?:which\s+|that\s+)?(?:achiev|reach|obtain|attain|scor|record|"
                                        r"get|got|yield)\w*\s+(?:(?:an?|the)\s+)?(?:[\w\-@]+\s+){0,3}?(?:of\s+)?",
                                        re.I)
# Where a list of subjects may open: a sentence or clause start, or a word that heads the list ("both", "models").
_SUBJECTS_OPEN = re.compile(r"(?:^|[,:;]\s*|\b(?:both|the|and|models?|baselines?|LLMs?|variants?|like|as|including)\s+)$",
                            re.I)
_RESULTS_OF = re.compile(r"\b(?:scores?|accurac(?:y|ies)|performance|results?|rates?)\s+of\s+(?:the\s+)?$", re.I)
_THEN_BE = re.compile(r"\s*(?:was|were|is|are)\s+", re.I)


# 'respectively' right after the values, or after a word or two naming what they are in, with or without a comma
# ("81.2% and 79.5% accuracy respectively", "2.1% and 3.4% gains, respectively")
_RESPECTIVELY_AFTER = re.compile(r"\s*(?:%|points?|pp)?(?:\s+[A-Za-z][\w\-]*){0,2}?\s*,?\s*respectively\b", re.I)


def _measures_each_by_value(sentence: str, number: _Number, run: list[_Number],
                            local: list[_LocalMention]) -> Optional[str]:
    """'reduces MAE by 12% and RMSE by 9%': where values of a run are each written right after a measure of their
    own and 'by', each value is that measure's (the run would otherwise share one measure)."""
    if len(run) < 2:
        return None
    own = [_metric_right_before(sentence, value, local, _BY_THE_NUMBER) for value in run]
    mine = own[run.index(number)]
    return mine if mine is not None and any(other not in (None, mine) for other in own) else None


def _measures_each_in_its_own(sentence: str, number: _Number, numbers: list[_Number],
                              local: list[_LocalMention]) -> Optional[str]:
    """'gains of 1.2% in mean accuracy and 2.3% in glimness': where values listed one after another are each
    followed by 'in' and words of their own, and one of those is a measure found, the words after each value are its
    measure when they name a measure or a quality (an unknown measure is then not given the known one before it).
    Not data, tasks, settings or subgroups ('3% in real scenes', '4% in nighttime', '5% in coding')."""
    index = numbers.index(number)
    first = last = index
    while first > 0 and _in_own_words_then(sentence, numbers[first - 1], numbers[first]):
        first -= 1
    while last + 1 < len(numbers) and _in_own_words_then(sentence, numbers[last], numbers[last + 1]):
        last += 1
    if last == first:
        return None
    phrases = [_IN_OWN_WORDS.match(sentence, value.end) for value in numbers[first:last + 1]]
    if any(phrase is None for phrase in phrases) or len({p.group(1).lower() for p in phrases}) < len(phrases):
        return None
    measures = {(start, end) for start, end, mention in local if mention.label == "METRIC"}
    others = {(start, end) for start, end, mention in local if mention.label != "METRIC"}
    if not any(start >= phrase.start(1) and end == phrase.end(1) for phrase in phrases for start, end in measures):
        return None
    mine = phrases[index - first]
    words = mine.group(1).lower().split()
    if any(start < mine.end(1) and mine.start(1) < end for start, end in others) \
            or words[-1] in TASK_HEADS or _NOT_A_MEASURE_WORD.search(words[-1]):
        return None
    if not (((_QUALITY_WORD.search(words[-1]) or words[-1] in MEASURE_HEADS) and words[-1] not in _NOT_A_QUALITY)
            or any(start >= mine.start(1) and end == mine.end(1) for start, end in measures)):
        return None  # "4.1% in nighttime", "5.6% in coding": a subgroup or a skill the result is on, no measure
    return mine.group(1)


# 'in' and one to three words in small letters, up to where the clause goes on ("2.3% in glimness in a task-free
# setting", "2.3% in glim recall, and ...")
_IN_OWN_WORDS = re.compile(r"\s+in\s+(?!(?:the|a|an|all|most|some|each|both|our|their|its|terms|total)\b)"
                           r"([a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2}?)(?=\s*(?:[,.;)]|$)|\s+(?:and|or|in|on|over|for|"
                           r"across|compared|relative|than|with|while|respectively|at|under|when)\b)")
_LIST_JOINER = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:by\s+)?[+\u2212]?")


def _in_own_words_then(sentence: str, value: _Number, following: _Number) -> bool:
    """Whether 'in' and words of its own follow `value`, and then, after a comma or 'and', the value `following`."""
    phrase = _IN_OWN_WORDS.match(sentence, value.end)
    joiner = _LIST_JOINER.match(sentence, phrase.end(1)) if phrase else None
    return joiner is not None and joiner.end() == following.start


# A word naming a quality: "glimness", "intransigence", "compliance", "fidelity", "disentanglement".
_QUALITY_WORD = re.compile(r"(?:ness|ity|ence|ance|ency|ancy|acy|ment)$")
_NOT_A_QUALITY = frozenset({"performance", "performances", "minority", "majority", "priority", "community", "city",
                            "entity", "instance", "experience", "inference", "sentence", "sequence", "evidence",
                            "environment", "assessment", "treatment", "deployment", "fine-tuning"})
_NOT_A_MEASURE_WORD = re.compile(r"(?:tasks?|benchmarks?|settings?|scenarios?|scenes?|datasets?|domains?|cases?|"
                                 r"languages?|areas?|regions?|environments?|simulations?|experiments?|data)$")


def _measure_without_its_noun(metric: str) -> str:
    """'accuracy rates of 96.41%', 'weighted F1 scores of 0.682': the known measure a result is in, without the noun
    the sentence counts it with, where the words before the noun name a known measure and the whole phrase, in the
    singular, names no other one ('error rates' stay: 'error' alone names no measure). A known measure counted
    in its own plural is named in the singular ('accuracies of 72% and 77%')."""
    words = metric.split()
    forms = known_measures()
    if words and words[-1].lower().endswith("ies") and forms.get(words[-1].lower()[:-3] + "y") is not None:
        return " ".join(words[:-1] + [words[-1][:-3] + "y"])
    if len(words) < 2 or not _COUNTING_NOUN.fullmatch(words[-1]) or words[-2].lower() == "error":
        return metric  # ("glim error rate": an error's rate is a measure of its own name, as the mentions read it)
    measure = forms.get(" ".join(words[:-1]).lower())
    lowered = metric.lower()
    whole = forms.get(lowered[:-1] if lowered.endswith("s") else lowered)
    return " ".join(words[:-1]) if measure is not None and whole in (None, measure) else metric


# 'scores' only in the plural: a single 'F1 score' is the name the measure is usually reported under
_COUNTING_NOUN = re.compile(r"rates?|scores", re.I)


def _listed_datasets_paired(sentence: str, number: _Number, run: list[_Number],
                            local: list[_LocalMention]) -> Optional[str]:
    """'improves accuracy on CIFAR-10 and ImageNet by 2.1% and 1.3%': as many datasets listed right before as
    values listed, paired in order (each of them a dataset found, and none named after a value instead)."""
    if not _written_list(sentence, run):
        return None
    datasets = [(start, end, mention) for start, end, mention in local if mention.label == "DATASET"]
    if any(0 <= start - value.end <= 15 for start, _, _ in datasets for value in run):
        return None  # "by 2.1%, and 1.3% on SVHN": a value with its own dataset
    window = sentence[max(0, run[0].start - 100):run[0].start]
    tail = _DATASETS_TO_VALUES.search(window)
    if tail is None:
        return None
    openers = list(_ON_OPENER.finditer(window, 0, tail.start()))
    if not openers:
        return None
    names = [name.strip() for name in _LIST_SEPARATOR.split(window[openers[-1].end():tail.start()])]
    known = {_norm(mention.text) for _, _, mention in datasets}
    if len(names) != len(run) or not all(name and _norm(name) in known for name in names):
        return None
    return names[run.index(number)]


def _bracketed_values_paired(sentence: str, number: _Number, run: list[_Number],
                             local: list[_LocalMention]) -> Optional[str]:
    """'results on GlimQA, ZorbQA and BlixQA show gains in recall (+1.2%, +3.4%, +5.6%)': values listed alone in
    brackets, as many as the datasets the sentence lists after 'on' or 'across' (and names no other), go with them
    in order."""
    if not _written_list(sentence, run) or not _OPEN_BRACKET_BEFORE.search(sentence, 0, run[0].start) \
            or not _CLOSE_BRACKET_AFTER.match(sentence, run[-1].end):
        return None
    datasets = sorted({(start, end, mention.text) for start, end, mention in local if mention.label == "DATASET"})
    if len(datasets) != len(run) or datasets[-1][1] > run[0].start:
        return None
    joints = [sentence[a[1]:b[0]] for a, b in zip(datasets, datasets[1:])]
    lead = sentence[max(0, datasets[0][0] - 40):datasets[0][0]]
    if not all(_LIST_SEPARATOR.fullmatch(joint) for joint in joints) or not _AND_OR.search(joints[-1]) \
            or not _ON_OPENER.search(lead[-12:]) or _TRAINED_ON_IT.search(lead):
        return None
    tail_start = datasets[-1][1]
    tail_start = max(tail_start, sentence.rfind(")", tail_start, run[0].start) + 1)  # (after an earlier group of
    # values: "... (+1.2%, +3.4%) and in F1 (")
    named_between = [mention for start, end, mention in local
                     if mention.label in ("METRIC", "METHOD") and tail_start <= start and end <= run[0].start]
    if len(named_between) >= 2 or _TWO_JOINED.search(sentence, tail_start, run[0].start):
        return None  # "improves precision, recall and F1 (+1.5%, +3.2%, +2.7%)", "the 7B and 13B variants gain
        # (+2.2%, +3.1%)", "in the zero-shot and few-shot settings (...)": the values may go with the nearer list
    return datasets[run.index(number)][2]


_TWO_JOINED = re.compile(r"[\w\-@]\s*,?\s+(?:and|or)\s+[\w\-@]", re.I)  # "7B and 13B", "short and long"


_OPEN_BRACKET_BEFORE = re.compile(r"\(\s*$")
_CLOSE_BRACKET_AFTER = re.compile(r"\s*(?:%|points?|pp)?\s*\)")


_ON_OPENER = re.compile(r"\b(?:on|across)\s+(?:the\s+)?", re.I)
_DATASETS_TO_VALUES = re.compile(r"\s+(?:(?:datasets|benchmarks)\s+)?(?:by|of|with)\s+(?:up\s+to\s+|about\s+|around\s+|"
                                 r"nearly\s+|over\s+)?$", re.I)
def _written_list(sentence: str, run: list[_Number]) -> bool:
    """Whether a run of two or more values is written as one list ('3.6% and 4.4%', '81.2, 79.5 and 80.3')."""
    return len(run) >= 2 and all(_LIST_GAP.match(sentence, a.end, b.start) for a, b in zip(run, run[1:]))


# What may stand between two listed values, how listed names are parted, and the one-word measures listed before
# values ("mDice and mIoU by").
_LIST_SEPARATOR = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_LIST_GAP = re.compile(r"\s*(?:%|points?|pp)?\s*(?:,\s*(?:and\s+)?|\s+and\s+)\s*$", re.I)
_LISTED_MEASURES = re.compile(r"(?<![\w\-])(?P<names>[\w@\-.]+(?:\s*,\s*[\w@\-.]+)*,?\s+and\s+[\w@\-.]+)\s+"
                              r"(?:(?:scores?|metrics?|measures?|correlations|coefficients|values?)\s+)?"  # "FID and KID metrics by"
                              r"(?:(?:improve[sd]?|increase[sd]?|rise[sd]?|drop(?:s|ped)?|decrease[sd]?|fall|falls|fell)\s+)?"
                              r"(?:by|of|to|at)\s+(?:up\s+to\s+|about\s+|around\s+|nearly\s+|over\s+)?$", re.I)


def _metric_phrase(sentence: str, number: _Number, run: list[_Number], rules: _Rules) -> Optional[str]:
    """What the number measures, as the sentence words it: "30% saving in communication overhead".

    A list of numbers shares the phrase after its last member ("2.8%, 4.5% and 1.3% in Dice").
    """
    right = sentence[run[-1].end: run[-1].end + 90]
    for pattern in rules.metric_after:
        match = pattern.match(right)
        if match and _OWN_NUMBER_AFTER.match(right, match.end()):
            continue  # "2,000x with a recall drop of only 0.4pp": the drop is the later number's
        if match:
            phrase = _clean_phrase(match.group("m"), rules)
            if phrase:
                return phrase
    own = _NEXT_MEASURE_BY.search(sentence, max(0, run[0].start - 90), run[0].start)
    if own and _lower_then_a_measure(own.group("m")) and not _RIVAL_WORD.search(own.group("m")):
        phrase = _clean_phrase(own.group("m"), rules)
        if phrase:
            return phrase  # "reduce recalls by 31.7% and radiologist workload by 43.8%": the second value's own
    raw_left = sentence[max(0, run[0].start - 90): run[0].start]
    aside = _CHANGED_THEN_ASIDE.search(raw_left)
    if aside is not None and not _RIVAL_WORD.search(aside.group("m")) and _a_plain_object(aside.group("m")) \
            and not _WE_BEFORE.search(raw_left, 0, aside.start()):
        phrase = _clean_phrase(aside.group("m"), rules)
        if phrase:
            return phrase  # "reduces zorb refusals (up to 18%)", "improves readability (from 31% to 77%)"
    left = _VALUES_OF.sub(" of", _strip_qualifiers(raw_left, rules))  # "RMSE values of": the measure's own
    for pattern in rules.metric_before:
        match = pattern.search(left)
        if match and match.groupdict().get("short") and not _letters_of_a_measure(match.group("short"),
                                                                                    match.group("m")):
            continue  # "improves GlimNet (GN) by", "accuracy on GlimSet (GS) by", "memory (GB) by": no measure's letters
        if match:
            phrase = _clean_phrase(match.groupdict().get("short") or _measure_before_its_scope(match.group("m"), rules),
                                   rules)  # the letters the measure is defined by, where they follow it: "reducing
            # time per glim token (TPGT) by"
            if phrase and _RIVAL_BEFORE.search(left, 0, _phrase_start(left, match, phrase)):
                continue  # "gains over CLIP zero-shot of up to 21%": what is beaten, not what is measured
            if phrase:
                return _after_a_beating_verb(_after_its_change_verb(phrase))
    return None


_VALUES_OF = re.compile(r"\s+values?\s+of\s*$", re.I)
# A measure, then where or on what it is taken: "accuracy on the remaining images", "FID for glim prediction".
_MEASURE_THEN_SCOPE = re.compile(r"^(?P<measure>.+?)\s+(?:on|in|for|across)\s+\S", re.I)


def _measure_before_its_scope(phrase: str, rules: _Rules) -> str:
    """'improves accuracy on hard cases by 3%': the measure is what comes before the scope, where that names one
    ('accuracy', 'the number of FLOPs'), not the cases it is measured on (a name there is a dataset's, read apart)."""
    scoped = _MEASURE_THEN_SCOPE.match(phrase)
    if scoped is None:
        return phrase
    words = rules.metric_leading.sub("", scoped.group("measure")).split()
    if not words or rules.metric_breaker.fullmatch(words[-1]):
        return phrase
    last = words[-1].lower()
    if _a_measure_word(last) or " ".join(words).lower() in known_measures():
        return scoped.group("measure")
    return phrase


def _letters_of_a_measure(short: str, phrase: str) -> bool:
    """Whether `short` spells the measure `phrase` by its words' first letters ("time per glim token" -> "TPGT",
    "real-time factor" -> "RTF", "number of glim evaluations" -> "NGE"), the phrase in small letters or ending in a
    measure's noun ("Glim Error Rate"), and not already a known measure's name."""
    words = phrase.split()
    if sum(ch.isupper() for ch in short) < 2 or not words or phrase.lower() in known_measures() \
            or words[-1].endswith("ing"):
        return False  # (nor a task's or a protocol's letters: "visual question answering (VQA)")
    last = words[-1].split("-")[-1].lower()
    if not (phrase.islower() or _a_measure_word(last)):
        return False
    return initials_spell(short, words) == 0 or initials_spell(
        short, [word for word in words if word.lower() not in _SPELLING_SMALL_WORDS]) == 0


_SPELLING_SMALL_WORDS = frozenset({"of", "the", "a", "an", "to", "for", "and", "in", "on", "per"})


def _after_a_beating_verb(phrase: str) -> Optional[str]:
    """'surpasses an accuracy' -> 'accuracy': what a score beats, with an article, is a measure (in small letters or
    known as one); 'surpasses GlimStereo' names a rival (its value is the rival's), so no measure."""
    words = phrase.split()
    verbs = [i for i, word in enumerate(words[:-1]) if _BEATING_VERB.fullmatch(word)]
    if not verbs:
        return phrase
    rest = words[verbs[-1] + 1:]
    measure = " ".join(rest[1:])
    if rest[0].lower() in ("a", "an", "the") and measure and (measure.islower() or measure.lower() in known_measures()):
        return measure
    return None  # (nor 'exceeds the GlimNet-B of 80.1%', 'surpasses the SOTA of 91.2%': a rival's score)


# What a verb of change acts on, then the value as an aside in brackets: "reduces zorb refusals (up to 18%)".
_CHANGED_THEN_ASIDE = re.compile(
    r"(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)"  # (not "a reduced set of zorb probes (25% of ...)"; nor, see _WE_BEFORE,
    # what the authors set: "we lower the learning rate (from 0.3 to 0.03)")
    r"\b(?:improv|reduc|increas|decreas|cut|lower|boost|rais|enhanc|shrink|narrow)(?!\w*(?:ments?|tions?)\b)\w*\s+"
    r"(?:the\s+|its\s+|their\s+|our\s+)?(?!(?:by|to|from|in|on|at|with|for|over|of)\b)(?P<m>[a-z][\w\-]*(?:\s+(?:of\s+)?[a-z][\w\-]*){0,3}?)\s*\(\s*"
    r"(?:(?:from(?:\s+[^()]{1,20}?\s+to)?|up\s+to|less\s+than|more\s+than|over|under|below|about|around|nearly|by|~)\s*)?$")


_WE_BEFORE = re.compile(r"\b[Ww]e\s+(?:\w+\s+)?$")  # ("we further lower the learning rate (from 0.3 to 0.03)")
_NOT_IN_A_PLAIN_OBJECT = frozenset("and or when upon on in at for with to by from than hurts hurt yields gives".split())


def _a_plain_object(phrase: str) -> bool:
    """A noun phrase a verb acts on, not one running into another verb or a place: not 'boosts accuracy', 'errors on
    hard cases', 'rank hurts accuracy'."""
    words = phrase.lower().split()
    return not any(word in _NOT_IN_A_PLAIN_OBJECT for word in words) \
        and not any(_CHANGE_VERB_WORD.match(word) for word in words)


def _after_its_change_verb(phrase: str) -> str:
    """'method improves MRR@10' -> 'MRR@10': the measure is what the verb of change acts on."""
    words = phrase.split()
    verbs = [i for i, word in enumerate(words[:-1]) if _CHANGE_VERB_WORD.match(word)]
    return " ".join(words[verbs[-1] + 1:]) if verbs else phrase


# (a verb, not the noun of a measure's name: "reduction rate", "noise reduction ratio", "improvement ratio")
_CHANGE_VERB_WORD = re.compile(r"(?!\w*(?:ions?|ments?)$)(?:improv|increas|boost|rais|reduc|decreas|lower|enhanc|"
                               r"accelerat(?!or))\w*$|cuts?$", re.I)


# A value right after an earlier one's, with a measure of its own and "by": "by 31.7% and radiologist workload by".
_NEXT_MEASURE_BY = re.compile(rf"(?<![\w\-.])\d[\d.,]*\s*\\?%?\s*(?:points?\s*)?(?:,\s*(?:and\s+)?|\s+and\s+)"
                              rf"(?:(?:improv|increas|reduc|decreas|lower|boost|rais|cut|enhanc|shorten|speed|mitigat|"
                              rf"accelerat(?!or))"
                              rf"\w*\s+)?(?:the\s+|its\s+)?"
                              rf"(?P<m>[A-Za-z][\w\-@]*(?:\s+[a-z][\w\-]*){{0,3}})\s+by\s+{_HEDGE}[+\-\u2212]?$", re.I)


def _lower_then_a_measure(phrase: str) -> bool:
    """'radiologist workload', 'inference FLOPs': small words, or small words then a known measure's name (not
    'GlimNet', nor 'the strongest prompted VLM', a rival)."""
    *words, last = phrase.split()
    if phrase.islower():
        return True
    return bool(words) and " ".join(words).islower() and last.lower() in known_measures()


# One of the verbs of beating, as a cue before a score ("outperforms B with an F1 of") or between a rival and a value
# ("... and outperforms B by 10%").
_BEATING_VERB = re.compile(rf"\b(?:{_BEATING_VERBS})\w*", re.I)
_RELATIVE_WORD = re.compile(r"\brelative\b", re.I)
_BY_A_MEASURE = re.compile(r"\b(?:by|in|terms\s+of)\s+(?:(?:an?|the)\s+)?(?:[\w\-]+\s+){0,4}$", re.I)
_RIVAL_WORD = re.compile(rf"\b(?:{_BEATING_VERBS}|compar)\w*|\b(?:over|than|baselines?|it|we|they)\b|"
                         r"(?:improv|increas|reduc|decreas|enhanc)\w*$", re.I)  # (not "it further improves by")
_RIVAL_BEFORE = re.compile(r"\b(?:over|than|against|versus|vs\.?|compared\s+(?:to|with))\s+(?:the\s+)?$", re.I)
_OWN_NUMBER_AFTER = re.compile(r"\s*(?:of|by)\s+(?:only\s+|just\s+|about\s+|around\s+|up\s+to\s+)?[+\-\u2212]?\d")


def _phrase_start(left: str, match: re.Match, phrase: str) -> int:
    """Where the cleaned phrase starts inside the match's group (its first word), else where the group starts."""
    at = re.compile(rf"\b{re.escape(phrase.split()[0])}").search(left, match.start("m"), match.end("m"))
    return at.start() if at else match.start("m")


_RANK_CUTOFF_WORD = re.compile(r"(?:top|rank)-?(?:\d{1,3}|k|n)", re.I)


_WHERE_NOUNS = frozenset({"datasets", "benchmarks", "corpora", "tasks", "settings", "domains", "languages"})


def _clean_phrase(phrase: str, rules: _Rules) -> Optional[str]:
    words = phrase.split()
    for index in range(len(words) - 1, -1, -1):
        if words[index].lower() == "over" and words[index + 1:index + 2] in (["Union"], ["union"]):
            continue  # "Intersection over Union": one measure's name
        if rules.metric_breaker.fullmatch(words[index]) or (
                words[index].lower() in _WHERE_NOUNS and index < len(words) - 1
                and (index == 0 or words[index - 1].lower() != "of")):  # (not "the share of tasks solved")
            words = words[index + 1:]  # (a plural data noun ends a phrase before: "on all three benchmarks FID")
            break
    for index, word in enumerate(words):
        if word.lower() == "of" and index + 1 < len(words) and words[index + 1][:1].isupper():
            words = words[:index]  # "top-1 accuracy of VMamba-T": the name is not part of the metric
            break
        if index and word.lower() in _SETTING_PREPOSITIONS and "of" not in words[:index] \
                and words[index - 1].lower() not in _GENERIC_BEFORE_A_SETTING \
                and (word.lower() != "without" or index + 1 == len(words) or words[index + 1].endswith("ing")
                     or not re.search(r"[^s]s$", words[index - 1])
                     or _measure_head(singular_noun(words[index - 1].lower()))):
            words = words[:index]  # "pass@1 within ten loops": the measure, not the condition it is taken under
            break  # (not "time before failure", "number of steps until convergence": the condition is the measure's)
    if len(words) >= 3 and words[0][:1].isupper() and words[1][:1].islower() and any(
            ch.isdigit() or ch == "-" for ch in words[0]) and not _RANK_CUTOFF_WORD.fullmatch(words[0]):
        words = words[1:]  # "Claude-3-Opus weighted F1": the model the score is of is not part of the measure
        # (a rank cutoff is: "Top-1 retrieval accuracy")
    if len(words) > 1 and words[-1].lower() in _MEASURE_MOVES:
        words = words[:-1]  # "accuracy rose by 5%": the measure, not its verb
    if words and words[-1].lower() in _VERB_ADVERBS:
        words = words[:-1]  # "Memory usage also drops by 35%": the measure, not the adverb
        if not words or not _measure_subject(words):
            return None  # "CMT also improves +4.01 Chamfer", "Distillation further improves by 2.3 points": the
            # subject that improves, not what it improves
    phrase = rules.metric_leading.sub("", " ".join(words))
    words = phrase.split()
    if words and words[-1].lower() in _RANGE_VERBS:
        return None  # "the improvement over BERT ranges from 2% to 5%": the subject of a range, no measure
    if not words or len(words) > 5:
        return None
    change_word = rules.increase_noun.fullmatch(words[-1]) or rules.decrease_noun.fullmatch(words[-1])
    if rules.metric_generic.fullmatch(phrase) or (change_word and not re.fullmatch(r"speed-?ups?", words[-1], re.I)):
        return None
    if words[-1].lower() in ("of", "in", "on", "the", "and", "to", "for", "with"):
        return None
    if words[-1].lower() in _MODEL_NOUNS and "of" not in (word.lower() for word in words):
        return None  # "over the base image segmentation model of 12.5%": what is beaten (not "size of the model")
    if len(words) > 1 and words[-1].lower() in ("metric", "measure") and any(
            ch.isupper() or ch.isdigit() for ch in words[-2]) and not _KIND_OF_MEASURE.search(words[-2]):
        return " ".join(words[:-1])  # "in the LLM-as-a-Judge metric": the measure's name (not "fairness metrics")
    return phrase


_MODEL_NOUNS = frozenset({"model", "method", "network", "framework", "baseline"})
# Words that open the condition a measure is taken under, after its name: "within ten loops", "during training" (not
# "under", which "area under the curve" has).
_SETTING_PREPOSITIONS = frozenset({"within", "during", "after", "before", "when", "while", "until", "without", "whilst"})
_GENERIC_BEFORE_A_SETTING = frozenset({"time", "times", "steps", "rate", "distance"})


def _measure_subject(words: list[str]) -> bool:
    """Whether the subject of a verb of change is a measure ("episode reward", "Faithfulness", "BLEU"), not a name
    ("CMT") or a process ("Distillation", "Pretraining") that brings the change about."""
    head = words[-1].lower()
    if _measure_head(head) or " ".join(words).lower() in known_measures():
        return True
    if len(words) == 1 and any(ch.isupper() or ch.isdigit() for ch in words[0][1:]):
        return False
    return not head.endswith(("tion", "ing", "ment"))


# (Adverbs in -ly break the phrase before it gets here: the "breakers" of claims.json.)
_VERB_ADVERBS = frozenset({"also", "further", "even", "still", "then", "thereby"})
# Verbs whose subject is the measure that changed: "accuracy rose by 5%", "latency dropped by 30%".
_MEASURE_MOVES = frozenset({"rose", "rises", "rise", "grew", "grows", "jumped", "jumps", "climbed", "climbs", "fell",
                            "falls", "dropped", "declined", "declines", "soared", "plummeted"})
_KIND_OF_MEASURE = re.compile(r"-(?:based|driven|aware|guided|style|like|level|wise|free)$", re.I)  # "LLM-based metric"


def _trim(sentence: str, start: int, end: int) -> tuple[int, int]:
    while start < end and sentence[start] in " \t\n(,;":
        start += 1
    while end > start and sentence[end - 1] in " \t\n),;":
        end -= 1
    if end <= start:
        return start, max(start + 1, end)
    return start, end


# Verbs a model reaches a result with: "Z5 and Z6-mini achieve only 21.4% and 8.2%", "Gemini 2.5 Pro can exceed ...".
_RESULT_VERB = re.compile(r"\b(?:achiev|attain|obtain|reach|scor|yield|exceed|outperform|surpass|deliver|record|"
                          r"led\b|leads?\b|ranks?\b|ranked\b|gets?\b|got\b)\w*", re.I)
# A result verb in the passive after the value, up to where its agent is named: "... of 9.2 is reached by ".
_ACHIEVED_BY = re.compile(r"(?:(?!\b(?:and|that|which|while|but|than)\b)[^,;.()\d]){0,40}?\b(?:is|are|was|were)\s+"
                          r"(?:\w+ly\s+)?(?:achieved|obtained|attained|reached|recorded|delivered)\s+by\s+(?:the\s+)?",
                          re.I)  # (not across another clause: "91.2% accuracy and the previous best was reached by")
# Right before a result verb's letters, what makes them a noun: "an F1-score", "a score", "the top-ranked".
_A_NOUN_THERE = re.compile(r"(?:-|\b(?:a|an|the|its|their|our|average|mean)\s+)$", re.I)
_OF_AFTER = re.compile(r"\s+of\b")  # "score of", "scores of": the noun, not the verb ("scores 91%")


def _result_verbs(clause: str) -> list[re.Match]:
    """The verbs that state a result in `clause`; a verb's letters in a measure's name are no verb ("got a
    Glim-score of", "an F1 score of")."""
    return [verb for verb in _RESULT_VERB.finditer(clause) if not _tail(_A_NOUN_THERE, clause, 20, verb.start())
            and not (verb.group().lower().startswith("scor") and _OF_AFTER.match(clause, verb.end()))]
# What makes a name right before a result verb an object, not the subject: a preposition or a verb of comparison.
_AN_OBJECT_BEFORE = re.compile(r"\b(?:to|on|onto|into|from|of|for|over|than|against|outperform\w*|surpass\w*|beat\w*|"
                               r"exceed\w*)\s+(?:(?:the|a|an)\s+)?$", re.I)
_WITH_BEFORE = re.compile(r"\b(?:with|using|via)\s+(?:(?:the|a|an)\s+)?$", re.I)
# What brings a method into a sentence whose subject, after a comma, then states the result: "With our GlimNet,
# BERT obtains" (not "with GlimA achieving 80%, and GlimB ...", a result of its own).
_THEN_A_COMMA = re.compile(r"(?:\s+[\w\-]+){0,2}?\s*,\s*")
_WITH_A_TOOL_BEFORE = re.compile(r"\b(?:with|using|via|applying|plugging|integrating|adding)\s+(?:(?:our|the)\s+)?$",
                                 re.I)
_A_COMMA = re.compile(r"\s*,\s*")
# The kind a subject's names are set beside: "the best performing model, GlimLM, achieves", "even the strongest
# reasoning models, GlimA, GlimB and GlimC, reach" (not "compared to QuarkIR, GlimIR achieves")
_A_KIND_BEFORE_ITS_NAMES = re.compile(r"\b(?:models?|systems?|LLMs?|MLLMs?|VLMs?|agents?|baselines?|methods?|"
                                      r"variants?|detectors?|performers?|ones?)\s*,\s*(?:(?:namely|i\.e\.|e\.g\.),?\s*)?"
                                      r"(?:[A-Z][A-Za-z]*\s+)?$", re.I)  # (and its maker: "..., OpenAI GlimLM,")
# A beating or comparing word governing the kind right after it, past a few modifiers ("outperforms the strongest",
# "compared to the base"; not "across over 30 tasks the strongest", where "over" counts tasks)
_A_RIVAL_BEFORE_ITS_KIND = re.compile(r"\b(?:outperform\w*|surpass\w*|beat\w*|exceed\w*|over|than|compared\s+(?:to|with)|"
                                      r"against|versus|vs\.?|relative\s+to|improv\w*\s+(?:on|over|upon))\s+"
                                      r"(?:(?:the|a|an|its|their|our|all|other|several|strong|stronger|strongest|best|"
                                      r"leading|prior|previous|existing|recent|state-of-the-art|SOTA|competitive|"
                                      r"powerful|base|original|vanilla|standard|popular)\s+){0,3}$", re.I)
_NOT_A_SUBJECT_GAP = re.compile(r"[,;:()]|\b(?:than|over|to|with|against|versus|vs|compared|and|or|while|but|which|that|on|in|of|for|by|thus|thereby)\b", re.I)


def _a_part_of_a_method_before(sentence: str, start: int, local: list[_LocalMention]) -> bool:
    """'GlimNet with a ResNet-50 backbone achieves ...': a name another method's 'with' brings in is its part; not
    'the reconstruction with XGBoost achieved ...' or 'with ZorbLM and QuarkLM achieving ...', where it is the one
    named."""
    with_ = _WITH_BEFORE.search(sentence, max(0, start - 20), start)
    return with_ is not None and any(m.label == "METHOD" and with_.start() - 2 <= e <= with_.start()
                                     for s, e, m in local)


# Between a verb and a participle after it, what starts another clause whose subject the participle may have:
# "..., and ZorbNet lags behind, reaching", "followed by GlimNet, reaching", "yet", "while".
_ANOTHER_CLAUSE = re.compile(r"\bfollowed\s+by\b|\b(?:yet|while|whereas|but|though|although|since|as|whose|which|"
                             r"unlike|with)\b|,\s*and\b|\band\s+(?:the\s+|our\s+)?(?-i:[A-Z])[\w\-.]*\s+(?:\w+ly\s+)?"
                             r"(?!(?:across|as|towards|versus|plus)\b)(?-i:[a-z]+(?:s|ed))\b", re.I)
_PASSIVE_BEFORE = re.compile(r"\b(?:is|are|was|were|been|being|be)\s+(?:\w+ly\s+)?$", re.I)
# Result verbs that are also nouns, and what makes them one: "BERT's reach", "the GlimNet record".
_ALSO_NOUNS = re.compile(r"(?:reach|records?|scores?|yields?|leads?)$", re.I)
_OWNED_BEFORE = re.compile(r"(?:'s\s+|\b(?:the|a|an|its|their|our)\s+[\w\-.]+\s+)$", re.I)


def _a_finite_verb(clause: str, verb: re.Match) -> bool:
    """Whether a result verb's letters act as a verb with a subject of its own: not an -ing word ("its scoring
    skill"), not a passive ("is outperformed by"), not a noun ("BERT's reach", "the GlimNet record")."""
    word, before = verb.group(), clause[:verb.start()]
    return not word.lower().endswith("ing") and not _tail(_PASSIVE_BEFORE, before, 40) \
        and not (_ALSO_NOUNS.fullmatch(word) and _tail(_OWNED_BEFORE, before, 40))


def _subject_for(sentence: str, number: _Number, numbers: list[_Number], local: list[_LocalMention]) -> Optional[str]:
    """The method a stated number belongs to, whichever its role: the model a score follows in
    brackets ("followed by BiomedCLIP (F1: 88.68%)"), or the subject of the verb that states it
    ("Z5 and Z6-mini achieve only 21.4% and 8.2%", paired in order). Only a name right before the
    verb counts, so "our X outperforms GPT-4 by 5%" stays with X."""
    named = [(s, e, m) for s, e, m in local if m.label == "METHOD" and e <= number.start]
    if named and number.direction == "absolute" and re.fullmatch(r"\s*\([^()]{0,40}", sentence[named[-1][1]:number.start]):
        return named[-1][2].text  # "followed by BiomedCLIP (F1: 88.68%)", "Claude Pro (85.74%)": its own score
    if named and number.direction == "absolute" \
            and not sentence[named[-1][1]:_list_run(number, numbers)[0].start].strip() \
            and _A_RIVAL_NAMED.search(sentence, max(0, named[-1][0] - 20), named[-1][0]):
        return named[-1][2].text  # "..., compared to GlimNet 86.5% and 88.2%": the rival's own scores
    if named and number.direction == "absolute" \
            and _WITH_ITS_SCORES.fullmatch(sentence, named[-1][1], _list_run(number, numbers)[0].start) \
            and not _A_SHARE_OF.match(sentence, number.end) \
            and _A_RIVAL_NAMED.search(sentence, max(0, named[-1][0] - 20), named[-1][0]):
        return named[-1][2].text  # "compared to GlimNet with a 92.3% AUC and 91.4% accuracy": its own too
    agent = _ACHIEVED_BY.match(sentence, number.end)
    if agent is not None:  # "a zorb error of 9.2 is reached by GlimLM-2": the passive's agent
        by = next((m for s, e, m in local if m.label == "METHOD" and s == agent.end()), None)
        if by is not None:
            return by.text
    followed = _followed_by(sentence, number, numbers, named)
    if followed is not None:
        return followed
    clause = sentence[_clause_start(sentence[:number.start]):number.start]
    verbs = _result_verbs(clause)
    if not verbs:
        return None
    verb = verbs[-1]
    if len(verbs) > 1 and verb.group().lower().endswith("ing") and clause[:verb.start()].rstrip().endswith(",") \
            and _a_finite_verb(clause, verbs[-2]) and clause.count(",", verbs[-2].end(), verb.start()) == 1 \
            and not _ANOTHER_CLAUSE.search(clause, verbs[-2].end(), verb.start()):
        verb = verbs[-2]  # "GlimNet outperforms other models on X, achieving 91.6%": the participle's subject is
        # the earlier verb's (not "improves GlimLM's scoring skill, achieving ...", where "scoring" is no verb, nor
        # "X is outperformed by Y, achieving", "..., and Z lags behind, reaching")
    offset = number.start - len(clause)
    verb_start = offset + verb.start()
    turn = _NEW_CLAUSE_AFTER_A_VERB.search(clause, verb.end())
    if turn is not None and any(_SUBJECT_LEAD.fullmatch(sentence, offset + turn.end(), s)
                                and _OWN_VERB_AFTER.match(sentence, e) and e <= number.start
                                for s, e, m in local if m.label == "METHOD"):
        return None  # "A attains 0.42, and our GlimNet raises B by 32%": the later clause's subject, not A (not
        # "..., and QuarkNet by 2.4%", a second rival, nor "..., and with QuarkLM as a judge 79.5%")
    methods = [(s, e, m) for s, e, m in local if m.label == "METHOD" and offset <= s and e <= verb_start]
    if not methods:
        return None
    last = methods[-1]
    gap = sentence[last[1]:verb_start]
    apposed = _A_COMMA.fullmatch(gap) is not None  # (the names in apposition: "the best model, GlimLM, achieves")
    if len(gap) > 12 or (_NOT_A_SUBJECT_GAP.search(gap) and not apposed):
        return None
    group = [last]
    for candidate in reversed(methods[:-1]):
        joint = sentence[candidate[1]:group[0][0]]
        if not re.fullmatch(r"\s*(?:,|,?\s*and|,?\s*or|&)\s*", joint) or (len(group) == 1 and joint.strip() == ","):
            break  # a list ends in "and": "compared to QuarkIR, GlimIR achieves" names one subject
        group.insert(0, candidate)
    kind = _A_KIND_BEFORE_ITS_NAMES.search(sentence, max(0, group[0][0] - 40), group[0][0]) if apposed else None
    if apposed and (kind is None or _A_RIVAL_BEFORE_ITS_KIND.search(sentence, max(0, kind.start() - 60), kind.start())):
        return None  # ("compared to QuarkIR, achieves ...": no apposition, and no subject; "GlimNet outperforms the
        # strongest baseline, BERT, achieving ...": the kind is what is beaten, and its names are no subject)
    if _AN_OBJECT_BEFORE.search(sentence, max(0, group[0][0] - 30), group[0][0]) or _a_part_of_a_method_before(
            sentence, group[0][0], local) or any(
            _WITH_A_TOOL_BEFORE.search(sentence, max(0, s - 30), s) and _THEN_A_COMMA.fullmatch(sentence, e, group[0][0])
            for s, e, m in local if m.label == "METHOD" and e <= group[0][0]):
        return None  # "applying GlimNet to BERT yields ...", "GlimNet outperforms BERT by achieving ...": an object;
        # "with our GlimNet, BERT obtains ...": the result of what the sentence brings in (left to the paper's own)
    if len(group) == 1:
        return last[2].text
    return _paired(number, numbers, group)


# A rival's scores after "with": "... with a 92.3% AUC score and 91.4% accuracy" (the values before this one with
# their measures, up to the one in hand)
_WITH_ITS_SCORES = re.compile(r"\s+(?:with|at)\s+(?:an?\s+)?(?:[\d.]+\s*%?\s*(?:[\w\-]+\s+){0,3}?[\w\-]*"
                              r"(?:\s*,\s*(?:and\s+)?|\s+and\s+))*"
                              r"(?:(?!only\b)(?![\w\-@\s]*\b(?:gap|difference|margin|gain|improvement|drop|increase|"
                              r"reduction|decrease)s?\s*(?:of|=|:))"
                              r"[A-Za-z][\w\-@]*(?:\s+[A-Za-z][\w\-@]*){0,2}\s*(?:of|=|:)\s*)?", re.I)
# ("with an F1 of 84.2", "with accuracy of 88.3%": the measure named before the value; not "a gap of 6.3%", the
# claimant's margin over it)
_A_SHARE_OF = re.compile(r"\s*(?:%\s*)?of\b")  # "... with 40% of the parameters": what the claimant spends, not a score
_A_RIVAL_NAMED = re.compile(r"\b(?:compared\s+(?:to|with)|versus|vs\.?|than)\s+(?:the\s+)?$", re.I)
_NEW_CLAUSE_AFTER_A_VERB = re.compile(r",\s*(?:and|while|whereas|but)\b|;", re.I)
_SUBJECT_LEAD = re.compile(r"\s*(?:(?:the|our|its|their)\s+)?(?:(?!(?:with|after|from|using|to|for|on|in|by|of|as)\b)"
                           r"[\w\-]+\s+){0,2}?", re.I)  # "..., and our 2-layer GlimMix approach raises
_OWN_VERB_AFTER = re.compile(r"(?:\s+(?:approach|model|method|framework|system|variant|pipeline|agent|network))?\s+"
                             r"(?:\w+ly\s+)?(?!(?:across|as|towards|versus|plus|is|was|has)\b)[a-z]+(?:s|ed)\b")
_FOLLOWED_BY = re.compile(r"\bfollowed\s+(?:closely\s+)?by\s+(?:the\s+)?$", re.I)
_LISTED_JOINT = re.compile(r"\s*(?:,|,?\s*and|&)\s*")


def _followed_by(sentence: str, number: _Number, numbers: list[_Number], named: list[_LocalMention]) -> Optional[str]:
    """'A reached 0.98, followed by B with 0.96': the name(s) after 'followed by' own the values after them, in
    order when several ('followed by B and C with Dice values of 0.7 and 0.6'), unless another result verb or a
    clause comes between."""
    if number.direction != "absolute":
        return None  # (not "applies GlimSeg followed by ZorbRefine, improving Dice by 4.2%": a pipeline's steps)
    group: list[_LocalMention] = []
    for start, end, mention in reversed(named):
        if not group:
            between = sentence[end:number.start]
            if _result_verbs(between) or _CLAUSE_TURN.search(between) or len(between) > 40:
                return None
        elif not _LISTED_JOINT.fullmatch(sentence, end, group[0][0]):
            break
        group.insert(0, (start, end, mention))
        if _FOLLOWED_BY.search(sentence, max(0, start - 25), start):
            return group[0][2].text if len(group) == 1 else _paired(number, numbers, group)
    return None


# Rules that mark a name as what its sentence states a result for: the subject after a comparison opening the
# sentence, or the model "with" which a result is "achieved".
_CLAIMANT_RULES = ("+after-comparison", "+achieving")
# Words that turn a sentence to another clause, whose results are not its subject's: "..., while B ...".
_CLAUSE_TURN = re.compile(r"\b(?:while|whereas|but|although|though)\b|;", re.I)


def _claims_its_sentence(mention) -> bool:
    """Whether a rule marked the mention as what its sentence states a result for."""
    return any(rule in mention.evidence.rule for rule in _CLAIMANT_RULES)


def _method_for(sentence: str, number: _Number, local: list[_LocalMention], main_method: Optional[str]) -> Optional[str]:
    """'our X' in the sentence, else the name its result is stated for, else the nearest proposed name before the
    number, else the paper's own."""
    proposed = [(s, e, m) for s, e, m in local if m.label == "METHOD" and m.role == "proposed"]
    owned = [(s, e, m) for s, e, m in proposed if re.search(r"\bour\s+(?:[\w\-]+\s+)?$", sentence[max(0, s - 30):s], re.I)]
    if owned:
        return min(owned, key=lambda item: abs(item[0] - number.start))[2].text
    subject = max(((s, e, m) for s, e, m in local if m.label == "METHOD" and _claims_its_sentence(m)
                   and e <= number.start), key=lambda item: item[0], default=None)
    if subject is not None and not _CLAUSE_TURN.search(sentence[subject[1]:number.start]) and not any(
            subject[1] <= s and e <= number.start for s, e, m in local if m.label == "METHOD"):
        return subject[2].text  # "Compared to Gopher, Chinchilla improves accuracy by 2%", "with GlimNet achieving 45%"
    before = [(s, e, m) for s, e, m in proposed if e <= number.start]
    if before:
        if main_method and _OUR_OWN_METHOD.search(sentence, before[-1][1], number.start):
            return main_method  # "(1) Glim Block: ...; (2) ...: our method achieves 66.6% mAP": the paper's whole
            # method, not the part named last
        return before[-1][2].text
    after = [(s, e, m) for s, e, m in proposed if s >= number.end]
    if after:
        return after[0][2].text
    return main_method


# The paper's own method named by its kind alone: "our method", "our proposed framework".
_OUR_OWN_METHOD = re.compile(r"\bour\s+(?:proposed\s+|full\s+|final\s+)?(?:method|approach|model|framework|system|"
                             r"network|pipeline|architecture|technique|algorithm)\b", re.I)


def _baseline_candidates(sentence: str, local: list[_LocalMention], method: Optional[str]) -> list[_LocalMention]:
    """Methods other than the claimant; a name right after 'method' or 'model' counts whatever its label."""
    out = []
    for s, e, m in local:
        if method is not None and _norm(m.text) == _norm(method):
            continue
        if _claims_its_sentence(m):
            continue  # "Compared to the state of the art, GlimNet improves ...": what is compared, not the rival
        if m.label == "METHOD" or (m.label == "DATASET" and re.search(r"\b(?:method|model|approach|framework|network|baseline|detector|backbone)\s+$", sentence[max(0, s - 25):s], re.I)):
            out.append((s, e, m))
    return out


_BY_IN_BRACKETS = re.compile(r"\s*\(\s*by\s+(?:about\s+|over\s+|up\s+to\s+|nearly\s+)?[+]?$", re.I)
# The change a value is, named between it and the model it is for: "2x speedup for", "a 3% gain for".
_CHANGE_NOUN_GAP = re.compile(r"\s*(?:[x×]|times|-?fold)?\s*(?:speed-?ups?|acceleration|improvements?|gains?|boosts?)\s+",
                              re.I)
# What joins names into one list: "A and B", "A, B", "A or B", "A/B".
_NAMES_JOINER = r"(?:,|,?\s*and|,?\s*or|/)"
_JOINED_NAMES = re.compile(rf"\s*{_NAMES_JOINER}\s*", re.I)
_BY_AFTER_A_NAME = re.compile(r"\s+by\s+(?:about\s+|over\s+|up\s+to\s+|nearly\s+|around\s+|almost\s+|more\s+than\s+)?"
                              r"[+]?$", re.I)


def _baseline_for(sentence: str, number: _Number, numbers: list[_Number], local: list[_LocalMention], method: Optional[str], rules: _Rules) -> Optional[str]:
    """The one named method the sentence compares against ("over X", "than X", "outperforms X by")."""
    candidates = _baseline_candidates(sentence, local, method)
    if not candidates:
        return None
    by_in_brackets = _BY_IN_BRACKETS.search(sentence, 0, number.start)
    if by_in_brackets is not None and by_in_brackets.end() == number.start \
            and _BEATING_VERB.search(sentence, 0, by_in_brackets.start()):
        named = next((m.text for s, e, m in candidates if e == by_in_brackets.start()), None)
        if named is not None:
            return named  # "surpassing both GlimLM (by 23.9%) and ZorbLM (by 15.3%)": each margin over its name
    by_after_a_name = _BY_AFTER_A_NAME.search(sentence, 0, number.start)
    if by_after_a_name is not None and by_after_a_name.end() == number.start \
            and _BEATING_VERB.search(sentence, 0, by_after_a_name.start()):
        named_at = next(((s, m.text) for s, e, m in candidates if e == by_after_a_name.start()), None)
        named = named_at[1] if named_at is not None and not any(
            _JOINED_NAMES.fullmatch(sentence, e, named_at[0]) for _, e, _ in candidates) else None
        if named is not None:
            return named  # "outperforming GlimRet by 3.1 points and ZorbRank by 5.6 points": each margin over the
            # name right before its "by" (not "surpassing A and B by 8.2% and 12.9%", paired in order)
    best: Optional[tuple[int, Optional[str]]] = None
    fallback: Optional[str] = None  # the model a gain is "for" or that the method "enhances": only if no comparison names one
    run = _list_run(number, numbers)
    written = _written_list(sentence, run)
    for cue in rules.baseline_cue.finditer(sentence):
        word = cue.group().lower()
        if word in ("to", "for") and not (0 <= cue.start() - number.end <= 3) \
                and not (word == "for" and (0 <= cue.start() - run[-1].end <= 3
                                            or _CHANGE_NOUN_GAP.fullmatch(sentence, run[-1].end, cue.start()))):
            continue  # (the list's last value may stand before it: "gains of 2.1, 3.0 and 1.5 for A, B and C"; a
            # change may be named between: "2.01 times speedup for GlimVid")
        # "improves accuracy by 4% for BarVLM2", "we enhance Qwen-R1 32B by 9.1 points": the model a gain is on,
        # named right after the word; "an ASR of 68% for LLaMa2" is that model's own result
        weak = word == "for" or word.startswith(("enhanc", "boost")) or (word.startswith("improv")
                                                                          and not word.endswith("on"))
        if weak and number.direction not in ("increase", "decrease") \
                and not (word != "for" and number.rule == "claim:from-to"):
            continue  # (a score a verb moves a model's measure to is the model's gain too: "improves the win rate of
            # A from 19.5 to 48.3")
        if word in ("over", "than") and any(n.start >= cue.end() and n.start - cue.end() < 4 for n in numbers):
            continue
        if word in ("over", "than") and cue.end() <= number.start \
                and (number.direction == "absolute" or _OWN_COMPARISON.match(sentence, number.end)
                     or _BEATING_VERB.search(sentence, cue.end(), number.start)) \
                and any(n is not number and n.end <= cue.start() and cue.start() - n.end <= 20
                        and not re.search(r"[,;]", sentence[n.end:cue.start()]) for n in numbers):
            continue  # "98x faster than A, 4x faster than B", "a 2% gain over A, reaching 81%": the comparison the
            # value before makes, when this one makes its own or is a score (not "2x faster than A and 3% more
            # accurate", which shares it)
        if word in ("over", "than") and cue.end() <= number.start and _OWN_COMPARISON.match(sentence, number.end) \
                and any(n is not number and n.end <= cue.start() and cue.start() - n.end <= 60
                        and ";" not in sentence[n.end:cue.start()] for n in numbers):
            continue  # "5.1% higher mAP on ZorbSet than A, 3.7% higher mAP than B": this value's own "than" names
            # its rival; the one before is the earlier value's, however far from it
        following = [(s, e, m) for s, e, m in candidates if s >= cue.end() and s - cue.end() <= 70]
        if not following:
            continue
        s, e, m = following[0]
        if weak:
            if word != "for" and (sentence[cue.start()].isupper() or (
                    word.endswith("ing") and _GERUND_LEAD.search(sentence, 0, cue.start())
                    and _CHANGE_VERB_AFTER.search(sentence, cue.end(), number.start))):
                continue  # "Improving CLIP alignment improves recall by 5%", "we find that enhancing X with Y
                # boosts ...": a gerund subject, not the verb
            near = s - cue.end() <= 1 or (word != "for" and (_MEASURE_OF.fullmatch(sentence, cue.end(), s)
                                                             or sentence[cue.end():s].strip().lower() == "both"))
            if not near or m.role == "proposed":
                continue
            group = _coordinated(sentence, (s, e, m), candidates)
            last = group[-1][1]
            first = run[0] if written else number  # ("by 8%, 10% and 12%")
            if word == "for" or (cue.start() < first.start and last <= first.start
                                 and not re.search(r"[,;:]", sentence[last:first.start])
                                 and not _CLAUSE_TURN.search(sentence, last, first.start)
                                 and not any(last <= other < first.start and (
                                     _BY_THE_VALUE.fullmatch(sentence, end, first.start)
                                     or _JOINED_BEFORE.search(sentence, last, other))
                                             for other, end, _ in candidates)):
                # (not "improves BERT by 3% and RoBERTa by 4%": the second value is RoBERTa's)
                if len(group) == 1:
                    fallback = fallback or m.text
                elif written:
                    fallback = fallback or _paired(number, numbers, group)  # "A and B by 8% and 10%" (not "by 3%
                    # on Zorb and 4% on Blix", values per dataset)
            continue
        if m.role == "proposed" and s - cue.end() > 6:
            continue  # the paper's own names count as reference only right after the cue
        gap = sentence[cue.end():s]
        if any(cue.end() <= n.start < s for n in numbers) or re.search(r"[.;]", _LATIN_ABBREVIATION.sub("", gap)):
            continue  # (a full stop of "i.e." or "e.g." ends nothing: "outperforms ... approaches, i.e., A and B")
        if cue.start() > number.end and _BOUNDARY.search(sentence[number.end:cue.start()]):
            continue  # "..., while B achieves 1.3% compared to C": C belongs to the later clause
        group = _coordinated(sentence, (s, e, m), candidates)
        name = _paired(number, numbers, group) if len(group) > 1 else m.text
        distance = min(abs(number.start - cue.start()), abs(number.start - e))
        if best is None or distance < best[0]:
            best = (distance, name)
    return best[1] if best else fallback


_LATIN_ABBREVIATION = re.compile(r"\b(?:i\.\s?e|e\.\s?g)\.?", re.I)
# What a verb improves, in whose system: "boosts the accuracy of B", "raise the mean score of B".
_NOT_A_MEASURE_OF = (r"(?!(?:because|instead|top|out|regardless|ahead|most|all|each|some|any|none|one|both|many|part"
                     r"|use|means)(?![\w-]))")
_MEASURE_OF = re.compile(rf"\s+(?:the\s+[\w-]+(?:\s+[\w-]+){{0,2}}|{_NOT_A_MEASURE_OF}[\w-]+"
                         rf"(?:\s+{_NOT_A_MEASURE_OF}[\w-]+){{0,2}})\s+of\s+(?:the\s+)?", re.I)
# A second model joined to the first ("improves A on X and B on Y by 3.4% and 2.1%"): the values are not all A's.
_JOINED_BEFORE = re.compile(r"(?:,|\band)\s*$", re.I)
# A new clause between the improved model and the value: "improves A whereas B drops by 2%".
# Another model's own value: "improves BERT by 3% and RoBERTa by 4%".
_BY_THE_VALUE = re.compile(r"\s+by\s+(?:up\s+to\s+|about\s+|around\s+|nearly\s+|over\s+)?", re.I)
# A finite verb of change after a gerund's object: "improving X alignment improves", "enhancing X with Y boosts".
_CHANGE_VERB_AFTER = re.compile(r"\b(?:improves|improve|boosts|boost|raises|increases|enhances|yields|leads|reduces"
                                r"|reduce|lifts|lowers|cuts)\b", re.I)
# Where a gerund can open a subject: the sentence's start, "that", a comma or "and" ("keeps improving X" is a verb).
_GERUND_LEAD = re.compile(r"(?:^|\bthat|,|\band)\s*$", re.I)
# A speed-up said to be in a measure of pace: that measure ("in the prefilling stage", "in inference" are where).
_SPEEDUP_IN_A_PACE = re.compile(r"\s*(?:[x×]|times)?\s*speed-?ups?\s+in\s+(?:the\s+)?"
                                r"(?P<m>(?:(?!(?:both|real|first|the)(?![\w-]))[\w-]+\s+){0,3}?"
                                r"(?:time(?:\s+costs?)?|speed|latency|throughput|runtime))"
                                r"(?![\w-])(?!\s+(?:to|steps?)\b)", re.I)
# A capitalised word run into another inside a name the rules typed a method: "GlimNet", "ZorbSeg" are coined
# systems, not measures ("gIoU", "mAP", "RTF" may be).
_COINED_CAMEL = re.compile(r"^(?!.*(?:Rate|Score|Accuracy|Error|Ratio|Loss|Time)$)[A-Z][a-z]{2,}[A-Z]")
# A value's own comparison, right after it: "4x faster than B", "2.1 points over B".
_OWN_COMPARISON = re.compile(r"[^,;]{0,40}?\b(?:than|over)\b", re.I)


def _coordinated(sentence: str, first: _LocalMention, candidates: list[_LocalMention]) -> list[_LocalMention]:
    """The mention and those joined to it by commas or 'and' (parenthesised variants skipped)."""
    group = [first]
    end = first[1]
    for s, e, m in candidates:
        if s < end:
            continue
        gap = sentence[end:s]
        if re.fullmatch(r"\s*\([^()]*\)\s*", gap) and not group[-1:] == []:
            end = e
            continue
        if re.fullmatch(rf"\s*(?:\([^()]*\)\s*)?{_NAMES_JOINER}\s*", gap):
            group.append((s, e, m))
            end = e
            continue
        break
    return group


def _paired(number: _Number, numbers: list[_Number], group: list[_LocalMention]) -> Optional[str]:
    """'beats A and B by 2% and 3%': the i-th number belongs to the i-th name."""
    run = _list_run(number, numbers)
    if len(run) == len(group):
        return group[run.index(number)][2].text
    return None


def _list_run(number: _Number, numbers: list[_Number]) -> list[_Number]:
    """The numbers written close together around `number` in one unit: "81.2%, 79.5% and 77.0%"."""
    index = numbers.index(number)  # (numbers compare by identity)
    first = index
    while first > 0 and numbers[first].start - numbers[first - 1].end < 14 and numbers[first - 1].unit == number.unit:
        first -= 1
    last = index
    while last + 1 < len(numbers) and numbers[last + 1].start - numbers[last].end < 14 \
            and numbers[last + 1].unit == number.unit:
        last += 1
    return numbers[first:last + 1]


_ON_THE_THEN_COMMA = re.compile(r"\s*(?:on|in|for|at|across|over|of)\s+[^,;()]{1,60}?(?:,\s*(?:and\s+)?|\s+and\s+)", re.I)
# The dataset right after a number: "2.1% on CIFAR-100", "5.32x in AFHQ" ("in" comes before measures too, "in MAE":
# only a name typed a dataset counts), and after the noun of its change, "a +12.9 improvement on ImageNet" (not
# "a 3.4 improvement over the ImageNet-pretrained baseline", what the change is over).
_ON_DATASET = re.compile(r"\s*(?:(?:on|across|over)\s+(?:the\s+)?|in\s+)|"
                         r"\s*(?:improvement|gain|increase|boost)s?\s+(?:(?:on|across)\s+(?:the\s+)?|in\s+)", re.I)
_JOINED_AFTER = re.compile(r"\s*(?:in|on|of)\s+(?:the\s+)?(?:(?!(?:and|or|while|but|than|over|compared|with)\s)(?-i:[a-z][a-z\-]*)\s+){0,2}", re.I)
_PRETRAINED_ON = re.compile(r"[-\s]?(?:pre-?)?trained\b", re.I)
_OF_OR_ON = re.compile(r"\s*(?:on|in|for|at|across|over|of)\s", re.I)


_VALUE_IN_BRACKET = re.compile(r"\s*(?:[a-z]+\s*)?\(\s*(?:[^()]*?\d[^()]*?[,;]\s*)?[+\-\u2212]?")


# The words that make the measure after them a condition held equal: "with comparable model size", "at the same
# compression ratio".
_HELD_EQUAL_BEFORE = re.compile(r"\b(?:with|at|under|given)\s+(?:an?\s+|the\s+)?(?:comparable|similar|same|equal|"
                                r"matched|matching|equivalent)\s+$", re.I)


# Where the place a number is "on" may be named: up to the end of the sentence or the next number standing alone
# ("on Dataset DIAT with only 1/400", "on Caltech Birds-200, LSDSC, and FSSD datasets").
_PLACE_UNTIL_NEXT_NUMBER = re.compile(r"(?:(?![.;]\s|[.;]$|(?<![\w\-/.])\d).)*", re.S)


def _nearest_target(sentence: str, number: _Number, others: list[_Number], local: list[_LocalMention], label: str, max_gap: int) -> Optional[str]:
    candidates = [(s, e, m) for s, e, m in local if m.label == label]
    if not candidates:
        return None
    for s, e, m in reversed(candidates):
        if e <= number.start and _VALUE_IN_BRACKET.fullmatch(sentence, e, number.start):
            return m.text  # "CIFAR-10 (+0.45%), CIFAR-100 (+0.48%)", "Intent-QA (79.0%, +6.2%), EgoSchema subset
            # (75.4%, ...)": each value in the bracket after its own target
    if label == "DATASET":
        # "2.1% on CIFAR-100", "90% Pass@1 on AMC23": the dataset the number (and its measure) is on, even inside a
        # list; "0.811, 0.924 and 0.857 on A, B and C" is a list of datasets, paired with the numbers in order below.
        on_from = next((e for s, e, m in local if m.label == "METRIC" and s >= number.end
                        and (not sentence[number.end:s].strip(" %") or _A_CHANGE_ASIDE_THEN.fullmatch(
                            sentence, number.end, s))), _past_spread(sentence, number.end))
        for s, e, m in candidates:
            if s >= on_from and _ON_DATASET.fullmatch(sentence, on_from, s) \
                    and len(_coordinated(sentence, (s, e, m), candidates)) == 1:
                return m.text
        own = _ON_A_NAME.match(sentence, on_from)
        if own is not None:
            place = _PLACE_UNTIL_NEXT_NUMBER.match(sentence, own.start("name"))
            if not any(s == place.start() for s, _, _ in local) \
                    and not any(place.start() <= s < place.end() for s, _, _ in candidates):
                return None  # "56.05 mIoU on SUN-RGBD, 88.3 RMSE on Void's depth completion, and 83.8 ...": the
                # number's own place, unread, is not the one another number is on (a name read there, "on FPR@95",
                # "on ResNet-18", is no place, and leaves the choice to what follows)
    run = _list_run(number, sorted(others + [number], key=lambda n: n.start))
    # "52.1 AP, a 3.4 gain": a candidate between two numbers splits their run, each side reads its own
    # (the first number's span may hold its own measure, "52.1 AP")
    run = [n for n in run if not any((n.start < s and e <= number.start) if n.start < number.start
                                     else (number.end <= s and e <= n.start) for s, e, _ in candidates)]
    run_start, run_end = run[0].start, run[-1].end
    in_run = {id(n) for n in run}  # (by identity, once: a sentence of many numbers would compare each number with
    outside_run = [n for n in others if id(n) not in in_run]  # the whole run again for every candidate)
    best: Optional[tuple[float, _LocalMention]] = None
    named_before = any(e <= run_start for _, e, _ in candidates)  # (a clause after the score may name its place when
    # none is named before it: "reaches 85.3% and is the new state of the art on ImageNet")
    for s, e, m in candidates:
        if s >= run_end:
            gap = s - run_end
            between = (run_end, s)
            distance = 0.0 if _JOINED_AFTER.fullmatch(sentence, run_end, s) else gap * 0.8  # "9.14% in AUROC"
        elif e <= run_start:
            gap = run_start - e
            between = (e, run_start)
            distance = float(gap)
        else:
            continue
        limit = max_gap if label == "METRIC" else (max_gap if s >= run_end else 200)
        if gap > limit:
            continue
        if any(between[0] <= n.start < between[1] for n in outside_run):
            continue
        if re.search(r"[;]", sentence[between[0]:between[1]]):
            continue
        if _PRETRAINED_ON.match(sentence, e):
            continue  # "over the ImageNet-pretrained baseline": what a model was trained on, not scored on
        if s >= run_end and (_BOUNDARY.search(sentence, between[0], between[1])
                             or (label == "DATASET" and (_NEW_CLAUSE if named_before else _NEW_SUBJECT).search(
                                 sentence, between[0], between[1]))):
            continue  # "61.7 on X and 36.8 on Y, while maintaining lower cost": the cost is another clause's
        if label == "METRIC" and s >= run_end and _HELD_EQUAL_BEFORE.search(sentence, between[0], s):
            continue  # "a 7.6% gain over GlimFormer with comparable model size": a condition held equal, not the
            # measure that gained
        if best is None or distance < best[0]:
            best = (distance, (s, e, m))
    if best is None:
        return None
    chosen = best[1]
    group = _coordinated(sentence, chosen, candidates)
    if len(group) > 1:
        return _paired(number, [n for n in sorted(others + [number], key=lambda n: n.start)], group)
    preceding = [c for c in candidates if c[1] <= chosen[0] and re.fullmatch(r"\s*(?:,|,?\s*and|,?\s*or)\s*", sentence[c[1]:chosen[0]])]
    if preceding:
        return None
    return chosen[2].text


__all__ = ["extract_claims", "load_rules"]
