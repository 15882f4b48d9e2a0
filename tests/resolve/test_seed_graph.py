"""The seed graph's 50 most connected methods and datasets hold no duplicate."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from kg.graph import build_graph, most_connected
from kg.resolve import form_key, resolve, suspicious_in_graph

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "seeds"


@pytest.fixture(scope="module")
def seed_graph():
    if not SEEDS.is_dir():
        pytest.skip(f"seed abstracts not found at {SEEDS}")
    from kg.pipeline import extract_all, read_all

    papers, _, _ = read_all([SEEDS])
    extractions = extract_all(papers)
    return build_graph(extractions, resolve(extractions))


@pytest.mark.parametrize("label", ["Method", "Dataset"])
def test_no_duplicate_among_the_50_most_connected(seed_graph, label):
    top = most_connected(seed_graph, label, 50)
    assert len(top) == 50
    ids = {node_id for node_id, _, _ in top}
    print(f"\n50 most connected {label} nodes:", ", ".join(f"{name} ({papers})" for _, name, papers in top))

    spellings = {node_id: {form_key(alias, label.upper()) for alias in seed_graph.nodes[node_id]["aliases"]}
                 for node_id in ids}
    shared = [(a, b) for a, b in combinations(sorted(ids), 2) if spellings[a] & spellings[b]]
    assert shared == []

    close = [f.ids for f in suspicious_in_graph(seed_graph, label=label.upper())
             if f.kind == "duplicate" and set(f.ids) <= ids]
    assert close == []
