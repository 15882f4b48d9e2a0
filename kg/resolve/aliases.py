"""Known names: the gazetteers' ids plus the curated alias file, as one lookup table.

A gazetteer line ``{"label": "METHOD", "pattern": "Vision Transformer", "id": "vit"}``
says the pattern's spelling belongs to canonical key ``vit``; an optional
``"variant_of": "resnet"`` names the family of a size or checkpoint. The curated file
``kg/data/curated_aliases.yaml`` adds well-known spellings the text rarely spells out
(ViT / Vision Transformer, MS COCO / COCO), keyed the same way so both sources agree.
The gazetteers are read as extraction reads them, every line checked (kg.extract.lexicon); a missing
curated file, or a gazetteer missing from a folder of one's own, is fine: resolution relies on the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Optional

import yaml

from kg.errors import RuleDataError
from kg.resolve.names import clean_surface, form_key, is_acronym

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
GAZETTEER_DIR = PACKAGE_ROOT / "extract" / "data" / "gazetteers"
CURATED_ALIASES = PACKAGE_ROOT / "data" / "curated_aliases.yaml"
LABELS = ("METHOD", "DATASET", "METRIC", "TASK")


@dataclass
class AliasTable:
    """Canonical keys of known spellings, their display names, long forms and families."""

    key_of: dict[tuple[str, str], str] = field(default_factory=dict)
    display: dict[tuple[str, str], str] = field(default_factory=dict)
    first_pattern: dict[tuple[str, str], str] = field(default_factory=dict)
    long_forms: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # (label, key) -> spelled-out names
    has_word_form: set[tuple[str, str]] = field(default_factory=set)
    ambiguous: set[tuple[str, str]] = field(default_factory=set)
    variant_of: dict[tuple[str, str], str] = field(default_factory=dict)

    def add(self, label: str, name: str, key: str, variant_of: Optional[str] = None, curated: bool = False,
            ambiguous: bool = False) -> None:
        """Record one spelling; only curated names set the display name of a key.

        An ``ambiguous`` spelling (an acronym with several common meanings, "AR")
        names the key but never decides what an unexplained use of it means.
        """
        if not name.strip() or not key.strip():
            return
        fk = form_key(name, label)
        if ambiguous:
            self.ambiguous.add((label, fk))
        self.key_of.setdefault((label, fk), key)
        if not is_acronym(name):
            self.has_word_form.add((label, key))
        if curated:
            self.display.setdefault((label, key), clean_surface(name))
        self.first_pattern.setdefault((label, key), clean_surface(name))
        if " " in clean_surface(name) and not is_acronym(name):
            self.long_forms.setdefault((label, key), set()).add(clean_surface(name))
        if variant_of:
            self.variant_of.setdefault((label, key), variant_of)

    def key_for(self, label: str, text: str) -> Optional[str]:
        return self.key_of.get((label, form_key(text, label)))

    def knows_key(self, label: str, key: str) -> bool:
        return (label, key) in self.first_pattern


def load_alias_table(gazetteer_dir: Path | None = GAZETTEER_DIR,
                     curated_path: Path | None = CURATED_ALIASES) -> AliasTable:
    """Read the curated file first (its first name is the display form), then gazetteers."""
    table = AliasTable()
    if curated_path is not None and Path(curated_path).is_file():
        for label, key, names in _read_curated(Path(curated_path)):
            for name in names:
                table.add(label, name, key, curated=True)
    if gazetteer_dir is not None:
        for entry in _gazetteer_entries(Path(gazetteer_dir)):
            table.add(entry.label, entry.pattern, entry.id, entry.variant_of, ambiguous=entry.ambiguous)
    return table


@lru_cache(maxsize=1)
def default_alias_table() -> AliasTable:
    return load_alias_table()


def _read_curated(path: Path) -> Iterable[tuple[str, str, list[str]]]:
    try:
        payload = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise RuleDataError(f"[KG320] {path}: not valid YAML ({exc}): fix the file or restore it from the package") from exc
    if not isinstance(payload, dict):
        raise RuleDataError(f"[KG321] {path}: expected a mapping of label -> key -> names")
    for label, groups in sorted(payload.items()):
        if label not in LABELS or not isinstance(groups, dict):
            raise RuleDataError(f"[KG321] {path}: section {label!r} must be one of {', '.join(LABELS)} "
                                "holding key: [names]")
        for key, names in groups.items():
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise RuleDataError(f"[KG321] {path}: {label}.{key} must be a list of names")
            yield label, str(key), names


def _gazetteer_entries(folder: Path) -> list:
    """The gazetteer lines as extraction reads them, every line checked: a line extraction refuses stops
    resolution too, naming file and line, rather than being skipped here and used there."""
    from kg.extract.lexicon import GAZETTEER_FILES, LABEL_OF_GAZETTEER, load_lexicon, read_gazetteer

    if folder.resolve() == GAZETTEER_DIR.resolve():
        return load_lexicon().entries  # (read once per process, shared with the extraction)
    return [entry for name in GAZETTEER_FILES if (folder / f"{name}.jsonl").is_file()  # (a folder of one's own
            for entry in read_gazetteer(folder / f"{name}.jsonl", LABEL_OF_GAZETTEER[name])]  # may hold a few)

