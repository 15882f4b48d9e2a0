"""Size and checkpoint variants: Vicuna-7B belongs to Vicuna, ResNet-50 to ResNet.

The rules live in ``kg/data/variants.yaml`` so a new naming scheme is a data change.
A variant stays its own entity; resolution only records which family it belongs to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Optional

import yaml

from kg.errors import RuleDataError
from kg.resolve.names import clean_surface, is_name_like

VARIANT_RULES = Path(__file__).resolve().parent.parent / "data" / "variants.yaml"


@dataclass(frozen=True)
class VariantRule:
    name: str
    pattern: re.Pattern[str]
    guard: str


def load_variant_rules(path: Path = VARIANT_RULES) -> tuple[VariantRule, ...]:
    """Compile the rule file; a broken rule is a broken package, so it raises."""
    try:
        payload = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
        rules = []
        for row in payload.get("rules", []):
            flags = 0 if row.get("case_sensitive") else re.IGNORECASE
            guard = row.get("guard", "name_like")
            if guard not in ("none", "name_like"):
                raise ValueError(f"rule {row.get('name')!r}: unknown guard {guard!r}")
            rules.append(VariantRule(row["name"], re.compile(row["pattern"], flags), guard))
    except (OSError, yaml.YAMLError, KeyError, ValueError, re.error) as exc:
        raise RuleDataError(f"[KG322] {path}: variant rules unreadable ({exc}): fix the file or restore it "
                            "from the package") from exc
    return tuple(rules)


@lru_cache(maxsize=1)
def default_variant_rules() -> tuple[VariantRule, ...]:
    return load_variant_rules()


def family_of(name: str, is_known: Callable[[str], bool] = lambda _: False,
              rules: Optional[tuple[VariantRule, ...]] = None) -> Optional[str]:
    """The family name of a size or checkpoint variant, or None for a plain name.

    Args:
        name: a method name as written.
        is_known: says whether a family candidate is a name seen elsewhere, which
            lets plain-word families (Swin-T -> Swin) through the name_like guard.
    """
    surface = clean_surface(name)
    for rule in rules if rules is not None else default_variant_rules():
        match = rule.pattern.match(surface)
        if not match:
            continue
        family = match.group("family").strip(" -_/")
        if not family or family.casefold() == surface.casefold():
            continue
        if rule.guard == "name_like" and not (is_name_like(family) or is_known(family)):
            continue
        return family
    return None
