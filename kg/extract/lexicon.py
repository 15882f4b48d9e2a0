"""Loading the rule data shipped beside the code: gazetteers, stoplists, cue patterns.

Every file is read once per process, and checked as it is read: a broken line raises RuleDataError naming the
file and line (and the other line, for a name listed twice), because a silently half-loaded gazetteer is worse
than none. What is checked is what the rules rely on; keeping the files sorted and other house rules are left to
tests/extract/test_gazetteers.py, so that loading stays cheap (it runs at every start).
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional

from kg.errors import RuleDataError
from kg.models import json_kind, shown

DATA_DIR = Path(__file__).parent / "data"
# The kinds of cue the mention rules read (kg/extract/mentions.py branches on each): a new kind needs code there.
CUE_KINDS = ("PROPOSE", "PROPOSE_AFTER", "USE", "COMPARE", "EVAL", "TRAIN_ON")
GAZETTEER_FILES = ("methods", "datasets", "metrics", "tasks")
LABEL_OF_GAZETTEER = {"methods": "METHOD", "datasets": "DATASET", "metrics": "METRIC", "tasks": "TASK"}
GAZETTEER_FIELDS = ("label", "pattern", "id", "case", "ambiguous", "standalone", "variant_of", "kind", "scored_as")
# The kinds a method or a dataset line may name; metric and task lines name none.
KINDS = {
    "METHOD": ("model", "architecture", "algorithm", "optimizer", "loss", "technique"),
    "DATASET": ("dataset", "benchmark", "environment", "suite"),
}
# A canonical key: lower-case ASCII letters and digits in words joined by "-" ("ms-coco", "llama-3-1-8b"), as
# kg.resolve.normalise_name writes keys.
ID_SHAPE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_FIELDS = frozenset(GAZETTEER_FIELDS)
_CUE_FIELDS = frozenset(("id", "sequence"))


def read_jsonl(path: Path) -> list[tuple[int, dict]]:
    """Each line's number and object; blank lines are skipped, anything else that is not a JSON object stops."""
    rows = []
    for number, line in enumerate(_read_lines(path), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise RuleDataError(f"[KG502] {path}:{number}: not valid JSON ({exc.msg})") from exc
        if not isinstance(row, dict):
            raise RuleDataError(f"[KG502] {path}:{number}: expected a JSON object, not {json_kind(row)}")
        rows.append((number, row))
    return rows


def read_wordlist(path: Path) -> frozenset[str]:
    return frozenset(line.strip() for line in _read_lines(path) if line.strip() and not line.startswith("#"))


def _read_lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:  # (a file the package ships: missing means a broken install)
        raise RuleDataError(f"[KG501] {path} cannot be read ({exc}): restore it from the repository") from exc


def lower_is_better_pattern(measures: list[str]) -> re.Pattern:
    """A name whose head is one of `measures` (the measure last, or before "score", "value" or "performance")."""
    return re.compile(rf"(?<![\w-])(?:{'|'.join(measures)})(?:\s+(?:scores?|values?|performance))?\s*$", re.I)


CLAIM_RULES_FILE = DATA_DIR / "patterns" / "claims.json"


@lru_cache(maxsize=1)
def claim_rules_text() -> str:
    """The text of the claim rules (patterns/claims.json), read once a process: the claim rules compile it
    (kg.extract.claims.load_rules), and Metric nodes take their lower_is_better from it (lower_is_better_measure)."""
    try:
        return CLAIM_RULES_FILE.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RuleDataError(f"[KG501] claim rules {CLAIM_RULES_FILE} cannot be read ({exc}): restore the file from "
                            "the repository") from exc


@lru_cache(maxsize=1)
def lower_is_better_measure() -> re.Pattern:
    """A measure name whose head is one where lower is better ('FID', 'top-1 error', 'Mean Absolute Error', 'raw KID
    score'; not 'error correction rate'), from the list the claim rules read (`lower_is_better` of
    patterns/claims.json), taken here without compiling the claim rules or loading spaCy."""
    try:
        measures = json.loads(claim_rules_text()).get("lower_is_better")
        if not isinstance(measures, list) or not measures or not all(isinstance(m, str) for m in measures):
            raise TypeError(f"found {shown(measures)}")
        return lower_is_better_pattern(measures)
    except (ValueError, AttributeError, TypeError, re.error) as exc:
        raise RuleDataError(f"[KG504] {CLAIM_RULES_FILE}: lower_is_better must be a list of patterns ({exc}): fix or "
                            "restore the file") from exc


@dataclass(frozen=True)
class GazetteerEntry:
    label: str
    pattern: str
    id: str
    lower: bool = False
    ambiguous: bool = False
    standalone: bool = False
    variant_of: str | None = None
    kind: str | None = None
    scored_as: str | None = None


@dataclass
class Lexicon:
    """All rule data the extractor needs, loaded once."""

    entries: list[GazetteerEntry] = field(default_factory=list)
    generic_methods: frozenset[str] = frozenset()
    not_entities: frozenset[str] = frozenset()
    cue_patterns: list[dict] = field(default_factory=list)


@lru_cache(maxsize=1)
def load_lexicon() -> Lexicon:
    return read_lexicon(DATA_DIR)


def read_lexicon(data_dir: Path) -> Lexicon:
    """The rule data under `data_dir` (laid out as kg/extract/data/ is), every line checked."""
    entries: list[GazetteerEntry] = []
    scored: list[tuple[str, str]] = []  # (where, the measure a model is scored as), checked once all files are read
    for name in GAZETTEER_FILES:
        entries += read_gazetteer(data_dir / "gazetteers" / f"{name}.jsonl", LABEL_OF_GAZETTEER[name], scored)
    measures = {entry.id for entry in entries if entry.label == "METRIC"}
    for where, measure in scored:
        if measure not in measures:
            raise RuleDataError(f"[KG511] {where}: scored_as {measure!r} names no id of metrics.jsonl")
    return Lexicon(
        entries=entries,
        generic_methods=read_wordlist(data_dir / "stoplists" / "generic_methods.txt"),
        not_entities=read_wordlist(data_dir / "stoplists" / "not_entities.txt"),
        cue_patterns=read_cues(data_dir / "patterns" / "cues.jsonl"),
    )


def read_gazetteer(path: Path, label: str, scored: Optional[list[tuple[str, str]]] = None) -> list[GazetteerEntry]:
    """The entries of one gazetteer file, whose lines all carry `label`. A line the rules cannot use, or that
    contradicts another (one form under two ids, one id with two families or kinds), is a RuleDataError naming file
    and line; each `scored_as` is appended to `scored` with where it is, for the caller to check against the
    measures."""
    entries: list[GazetteerEntry] = []
    lines: list[int] = []
    first_of_form: dict[str, int] = {}  # each form in small letters: the index of its first entry
    more_of_form: dict[str, list[int]] = {}  # (a few forms differ only in case: "20 Newsgroups", "20 NewsGroups")
    first_of_id: dict[str, int] = {}
    for number, row in read_jsonl(path):
        entry = _gazetteer_entry(row, path, number, label)
        index = len(entries)
        entries.append(entry)
        lines.append(number)
        lowered = (entry.pattern if "  " not in entry.pattern else _SPACES.sub(" ", entry.pattern)).lower()
        first = first_of_form.setdefault(lowered, index)
        if first != index:
            for earlier in (first, *more_of_form.get(lowered, ())):
                _check_forms_differ(path, number, entry, lines[earlier], entries[earlier])
            more_of_form.setdefault(lowered, []).append(index)
        first = first_of_id.setdefault(entry.id, index)
        if first == index and not ID_SHAPE.fullmatch(entry.id):
            _refuse_id(entry.id, path, number)
        if first != index and (entries[first].variant_of != entry.variant_of or entries[first].kind != entry.kind):
            raise RuleDataError(f"[KG513] {path}:{number}: id {entry.id!r} has variant_of {_shown(entry.variant_of)} "
                                f"and kind {_shown(entry.kind)}, but {_shown(entries[first].variant_of)} and "
                                f"{_shown(entries[first].kind)} on line {lines[first]}: every line of one id carries "
                                "the same")
        if entry.scored_as is not None and scored is not None:
            scored.append((f"{path}:{number}", entry.scored_as))
    for index in first_of_id.values():  # (every line of an id has the same variant_of: its first says it)
        family = entries[index].variant_of
        if family is not None and family not in first_of_id:
            raise RuleDataError(f"[KG511] {path}:{lines[index]}: variant_of {family!r} names no id of {path.name}")
    return entries


_SPACES = re.compile(" {2,}")  # (the tokenizer reads "MS  COCO" as "MS COCO")


def _check_forms_differ(path: Path, number: int, entry: GazetteerEntry, other_line: int, other: GazetteerEntry) -> None:
    """Two lines whose forms are one in small letters are two spellings of one id, or two names each matched in
    exactly its own case ("FID" and "FiD"); never the same form twice, nor a form in any case another id's."""
    same_form = _SPACES.sub(" ", entry.pattern) == _SPACES.sub(" ", other.pattern)
    if same_form:
        raise RuleDataError(f"[KG512] {path}:{number}: pattern {entry.pattern!r} is already on line {other_line}" + (
            f" (id {other.id!r}): a form names one thing, so keep one of the lines" if other.id != entry.id
            else ": remove one of the two"))
    if other.id != entry.id and (entry.lower or other.lower):
        raise RuleDataError(f"[KG512] {path}:{number}: pattern {entry.pattern!r} (id {entry.id!r}) and "
                            f"{other.pattern!r} on line {other_line} (id {other.id!r}) are one form in small letters, "
                            "and one matches in any case: the form would name two things")


_REQUIRED = frozenset(("label", "pattern", "id"))


def _gazetteer_entry(row: dict, path: Path, number: int, label: str) -> GazetteerEntry:
    """The entry a line holds, each field checked: the id is a key, the form a phrase, the label the file's."""
    if not row.keys() <= _FIELDS:
        unknown = sorted(row.keys() - _FIELDS)[0]
        close = difflib.get_close_matches(unknown, GAZETTEER_FIELDS, n=1)
        raise RuleDataError(f"[KG510] {path}:{number}: unknown field {unknown!r}" + (
            f" (did you mean {close[0]!r}?)" if close else f"; a line holds {', '.join(GAZETTEER_FIELDS)}"))
    if not row.keys() >= _REQUIRED:
        missing = next(name for name in ("label", "pattern", "id") if name not in row)
        raise RuleDataError(f"[KG510] {path}:{number}: missing field {missing!r}")
    pattern, key = row["pattern"], row["id"]
    if row["label"] != label:
        raise RuleDataError(f"[KG510] {path}:{number}: label {_shown(row['label'])} in {path.name}, whose lines are "
                            f"all {label}")
    if pattern.__class__ is not str or not pattern or pattern[0].isspace() or pattern[-1].isspace():
        _refuse_pattern(pattern, path, number)
    if key.__class__ is not str:  # (its shape is checked once per id, by read_gazetteer)
        _refuse_id(key, path, number)
    if len(row) == 3:  # (most lines: nothing more to check)
        return GazetteerEntry(label, pattern, key)
    case, ambiguous, standalone = row.get("case"), row.get("ambiguous"), row.get("standalone")
    kind, variant_of, scored_as = row.get("kind"), row.get("variant_of"), row.get("scored_as")
    if case is not None and case != "lower":
        raise RuleDataError(f'[KG510] {path}:{number}: case {_shown(case)}: write "case": "lower" for a form that '
                            "matches in any case, or leave it out")
    if (ambiguous is not None and ambiguous is not True) or (standalone is not None and standalone is not True):
        flag, value = ("ambiguous", ambiguous) if ambiguous is not None and ambiguous is not True else (
            "standalone", standalone)
        raise RuleDataError(f'[KG510] {path}:{number}: {flag} {_shown(value)}: write "{flag}": true, or leave it out')
    if standalone and not ambiguous:
        raise RuleDataError(f'[KG510] {path}:{number}: standalone is for ambiguous forms: add "ambiguous": true')
    if kind is not None and kind not in KINDS.get(label, ()):
        raise RuleDataError(f"[KG510] {path}:{number}: kind {_shown(kind)} " + (
            f"is none of {', '.join(KINDS[label])}" if label in KINDS else f"on a {label} line, which has no kind"))
    if variant_of is not None and (variant_of.__class__ is not str or variant_of == key):
        raise RuleDataError(f"[KG510] {path}:{number}: variant_of {_shown(variant_of)} must be the id of another "
                            "line, its family")
    if scored_as is not None and (label != "METHOD" or scored_as.__class__ is not str):
        raise RuleDataError(f"[KG510] {path}:{number}: scored_as {_shown(scored_as)} must be a metric's id, on a "
                            "METHOD line")
    return GazetteerEntry(label, pattern, key, case == "lower", ambiguous is True, standalone is True, variant_of,
                          kind, scored_as)


def _refuse_id(key: object, path: Path, number: int) -> None:
    raise RuleDataError(f"[KG510] {path}:{number}: id {_shown(key)} is not a key: small letters and digits in words "
                        "joined by '-' ('ms-coco', 'llama-3-1-8b')")


def _refuse_pattern(pattern: object, path: Path, number: int) -> None:
    if not isinstance(pattern, str):
        raise RuleDataError(f"[KG510] {path}:{number}: pattern must be the name as written (a string), not "
                            f"{json_kind(pattern)}" + (" (a spaCy token pattern is not read here)"
                                                       if isinstance(pattern, list) else ""))
    raise RuleDataError(f"[KG510] {path}:{number}: pattern {pattern!r} is empty or has blanks around it")


def read_cues(path: Path) -> list[dict]:
    """The cue phrases, each an id the mention rules read and a sequence of word slots."""
    rows = []
    for number, row in read_jsonl(path):
        where = f"{path}:{number}"
        sequence = row.get("sequence")
        if not row.keys() <= _CUE_FIELDS or "id" not in row or not isinstance(sequence, list) or not sequence \
                or not all(isinstance(slot, list) and slot and all(isinstance(word, str) for word in slot)
                           for slot in sequence):
            raise RuleDataError(f"[KG520] {where}: a cue holds 'id' and 'sequence' (a list of word lists), and "
                                "nothing else")
        if row["id"] not in CUE_KINDS:
            raise RuleDataError(f"[KG520] {where}: cue id {_shown(row['id'])} is none the mention rules read; "
                                f"known: {', '.join(CUE_KINDS)} (see data/patterns/README.md)")
        if all("" in slot for slot in sequence):
            raise RuleDataError(f"[KG520] {where}: every slot of the cue may be left out, so it would match nothing")
        rows.append(row)
    return rows


def _shown(value: object) -> str:
    """A value as a message quotes it: strings in quotes, anything else as the JSON it was."""
    return repr(value) if isinstance(value, str) else json.dumps(value)


@lru_cache(maxsize=1)
def known_names() -> frozenset[str]:
    """Every gazetteer name written as one word, as written: what a prefix or a modifier can build a name on."""
    return frozenset(entry.pattern for entry in load_lexicon().entries if " " not in entry.pattern)


@lru_cache(maxsize=1)
def known_data_names() -> frozenset[str]:
    """Every dataset and benchmark name the gazetteer knows, as written."""
    return frozenset(entry.pattern for entry in load_lexicon().entries if entry.label == "DATASET")


@lru_cache(maxsize=1)
def known_lower_names() -> frozenset[str]:
    """Every one-word gazetteer name in small letters: 'MixUP' is MixUp written another way."""
    return frozenset(name.lower() for name in known_names())


@lru_cache(maxsize=1)
def known_measures() -> dict[str, str]:
    """Every known measure's spelling, lower-cased, with the key of the measure it names."""
    return {entry.pattern.lower(): entry.id for entry in load_lexicon().entries if entry.label == "METRIC"}


@lru_cache(maxsize=1)
def measures_named_by_models() -> dict[str, str]:
    """Models whose name also names a measure of theirs ("CLIP" for the CLIP score), with that measure's key."""
    return {entry.pattern: entry.scored_as for entry in load_lexicon().entries if entry.scored_as}


@lru_cache(maxsize=1)
def known_task_letters() -> frozenset[str]:
    """The capital letters known tasks go by ("QA", "VQA", "NER"): before a data noun, the kind of data."""
    return frozenset(entry.pattern for entry in load_lexicon().entries
                     if entry.label == "TASK" and entry.pattern.isupper() and " " not in entry.pattern)


@lru_cache(maxsize=1)
def measure_variant_keys() -> frozenset[str]:
    """Keys of known measures that are a kind of another ("average accuracy" of accuracy)."""
    return frozenset(entry.id for entry in load_lexicon().entries if entry.label == "METRIC" and entry.variant_of)


@lru_cache(maxsize=1)
def known_technique_keys() -> frozenset[str]:
    """Keys of known techniques ("chain-of-thought", "mixup"): ways of doing a thing, whose name may also
    describe what they yield ("chain-of-thought data")."""
    return frozenset(entry.id for entry in load_lexicon().entries if entry.label == "METHOD" and entry.kind == "technique")


@lru_cache(maxsize=1)
def known_model_names() -> frozenset[str]:
    """Every known method name that is a trained model's (not an algorithm's, optimizer's or technique's): the
    models whose names also head the data made for or by them ("the GlimLM dataset")."""
    return frozenset(entry.pattern for entry in load_lexicon().entries
                     if entry.label == "METHOD" and entry.kind == "model")
