"""Known-same pairs end as one entity, known-different pairs as two."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from kg.resolve import resolve
from tests.resolve.conftest import mention, paper

PAIRS = yaml.safe_load((Path(__file__).parent / "pairs.yaml").read_text(encoding="utf-8"))


def _entry(row) -> dict:
    if isinstance(row, list):
        label, a, b = row
        return {"label": label, "a": a, "b": b}
    return row


def _resolve_pair(row) -> tuple[str, str]:
    pair = _entry(row)
    label = pair["label"]
    first = mention(label, pair["a"], pair.get("long_a"))
    second = mention(label, pair["b"], pair.get("long_b"))
    if pair.get("same_paper"):
        extractions = [paper("paper:1", first, second)]
        second_paper = "paper:1"
    else:
        extractions = [paper("paper:1", first), paper("paper:2", second)]
        second_paper = "paper:2"
    resolution = resolve(extractions)
    id_a = resolution.entity_for("paper:1", label, pair["a"])
    id_b = resolution.entity_for(second_paper, label, pair["b"])
    assert id_a in resolution.entities and id_b in resolution.entities
    return id_a, id_b


def _name(row) -> str:
    pair = _entry(row)
    return f"{pair['label']}:{pair['a']}|{pair['b']}"


def test_pair_file_is_large_enough():
    assert len(PAIRS["same"]) >= 60
    assert len(PAIRS["different"]) >= 60


@pytest.mark.parametrize("row", PAIRS["same"], ids=_name)
def test_known_same_pair_is_one_entity(row):
    id_a, id_b = _resolve_pair(row)
    assert id_a == id_b


@pytest.mark.parametrize("row", PAIRS["different"], ids=_name)
def test_known_different_pair_is_two_entities(row):
    id_a, id_b = _resolve_pair(row)
    assert id_a != id_b


def test_all_pairs_together_keep_their_verdicts():
    """Many papers at once: no pair's names may leak into another pair's entity."""
    extractions = []
    checks = []
    for verdict in ("same", "different"):
        for number, row in enumerate(PAIRS[verdict]):
            pair = _entry(row)
            if pair.get("long_a") or pair.get("long_b"):
                continue  # acronym meanings depend on the whole corpus; checked pair by pair above
            first, second = f"{verdict}:{number}:a", f"{verdict}:{number}:b"
            extractions.append(paper(first, mention(pair["label"], pair["a"])))
            extractions.append(paper(second, mention(pair["label"], pair["b"])))
            checks.append((verdict, pair, first, second))
    resolution = resolve(extractions)
    wrong = []
    for verdict, pair, first, second in checks:
        same = resolution.entity_for(first, pair["label"], pair["a"]) == \
            resolution.entity_for(second, pair["label"], pair["b"])
        if same != (verdict == "same"):
            wrong.append((verdict, pair["a"], pair["b"]))
    assert wrong == []
