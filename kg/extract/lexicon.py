"""Loading the rule data shipped beside the code: gazetteers, stoplists, cue patterns.

Every file is read once per process; a broken line raises RuleDataError naming the
file and line, because a silently half-loaded gazetteer is worse than none.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from kg.errors import RuleDataError

DATA_DIR = Path(__file__).parent / "data"
GAZETTEER_DIR = DATA_DIR / "gazetteers"
STOPLIST_DIR = DATA_DIR / "stoplists"
PATTERN_DIR = DATA_DIR / "patterns"
# The kinds of cue the mention rules read (kg/extract/mentions.py branches on each): a new kind needs code there.
CUE_KINDS = ("PROPOSE", "PROPOSE_AFTER", "USE", "COMPARE", "EVAL", "TRAIN_ON")
GAZETTEER_FILES = ("methods", "datasets", "metrics", "tasks")


def read_jsonl(path: Path) -> list[dict]:
    rows = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return rows
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise RuleDataError(f"[KG401] {path}:{number}: not valid JSON ({exc.msg})") from exc
        if not isinstance(row, dict):
            raise RuleDataError(f"[KG402] {path}:{number}: expected a JSON object")
        row["_source"] = f"{path.stem}:{number}"
        rows.append(row)
    return rows


def read_wordlist(path: Path) -> frozenset[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return frozenset()
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


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
    entries = []
    for name in GAZETTEER_FILES:
        path = GAZETTEER_DIR / f"{name}.jsonl"
        for row in read_jsonl(path):
            try:
                entries.append(GazetteerEntry(
                    label=row["label"], pattern=row["pattern"], id=row["id"],
                    lower=row.get("case") == "lower", ambiguous=bool(row.get("ambiguous")),
                    standalone=bool(row.get("standalone")),
                    variant_of=row.get("variant_of"), kind=row.get("kind"), scored_as=row.get("scored_as"),
                ))
            except KeyError as exc:
                raise RuleDataError(f"[KG403] {row['_source']}: missing field {exc.args[0]!r}") from exc
    cue_patterns = read_jsonl(PATTERN_DIR / "cues.jsonl")
    for row in cue_patterns:
        if "id" not in row or not isinstance(row.get("sequence"), list) or not all(
                isinstance(slot, list) and slot for slot in row["sequence"]):
            raise RuleDataError(f"[KG403] {row['_source']}: a cue needs 'id' and 'sequence' (a list of word lists)")
        if row["id"] not in CUE_KINDS:
            raise RuleDataError(f"[KG403] {row['_source']}: cue id {row['id']!r} is none the mention rules read; "
                                f"known: {', '.join(CUE_KINDS)} (see data/patterns/README.md)")
    return Lexicon(
        entries=entries,
        generic_methods=read_wordlist(STOPLIST_DIR / "generic_methods.txt"),
        not_entities=read_wordlist(STOPLIST_DIR / "not_entities.txt"),
        cue_patterns=cue_patterns,
    )


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
