"""Synthetic graphs for the export tests, built through the real pipeline records.

Names here are invented; they include hostile text on purpose (markup in a title
and an abstract, quotes and backslashes in a method name, control characters).
"""

from __future__ import annotations

import random

from kg.graph import build_graph
from kg.models import Claim, Evidence, Extraction, Mention, Paper
from kg.resolve import resolve

SCRIPT_TITLE = "</script><script>window.__kgPwned = 'title'; alert(1)</script>"
IMG_ABSTRACT = ("We study <img src=x onerror=\"window.__kgPwned='abstract'; alert(2)\"> graphs. "
                "We propose ZetaNet and evaluate on Foo-Bench.")
TRICKY_METHOD = 'Q\'uo"te\\Net \\n'
UNICODE_METHOD = "Überfluß-Former 🚀"


def _ev(sentence: str, rule: str = "test:rule", confidence: float = 0.9) -> Evidence:
    return Evidence(sentence=sentence, start=0, end=len(sentence), rule=rule, confidence=confidence)


def _m(text: str, label: str, role: str | None = None, long_form: str | None = None, rule: str = "gaz:test") -> Mention:
    return Mention(text=text, label=label, role=role, long_form=long_form,
                   evidence=_ev(f"We use {text} here.", rule=rule))


def synthetic_extractions() -> list[Extraction]:
    p1 = Paper(id="arxiv:2401.00001", title="ZetaNet: sparse graphs for everyone",
               abstract="We propose ZetaNet (ZN) for node classification.\nIt beats GammaNet on Foo-Bench by 3.1% accuracy.",
               year=2024, date="2024-01-02", url="https://arxiv.org/abs/2401.00001", source="seed.jsonl:1",
               key="row-1", arxiv_id="2401.00001", authors=("Ada Zorbwell", "Ben Quill"))
    p2 = Paper(id="arxiv:2401.00002", title="Graphs with GammaNet revisited",
               abstract="We revisit GammaNet and ZetaNet on Foo-Bench and Bar-Set for link prediction.",
               year=2024, source="seed.jsonl:2")
    p3 = Paper(id="sha1:00000000000000aa", title=SCRIPT_TITLE, abstract=IMG_ABSTRACT, source="seed.jsonl:3")
    p4 = Paper(id="doi:10.1000/xyz", title="Tricky names \"quoted\" and back\\slashed",
               abstract="We compare " + TRICKY_METHOD + " with " + UNICODE_METHOD + " on Bar-Set.\r\nTabs\there.",
               year=2023, source="seed.jsonl:4", doi="10.1000/xyz",
               authors=tuple(f"Author {letter} Glimsby" for letter in "ABCDEFGHI"))
    e1 = Extraction(paper=p1, mentions=(
        _m("ZetaNet", "METHOD", "proposed", long_form=None),
        _m("ZN", "METHOD", "proposed", long_form="ZetaNet"),
        _m("GammaNet", "METHOD", "compared"),
        _m("Foo-Bench", "DATASET", "evaluated"),
        _m("accuracy", "METRIC"),
        _m("node classification", "TASK"),
        _m("https://github.com/example/zetanet", "REPOSITORY"),
    ), claims=(
        Claim(value=3.1, unit="%", direction="increase", text="by 3.1% accuracy", metric="accuracy",
              dataset="Foo-Bench", method="ZetaNet", baseline="GammaNet",
              evidence=_ev("It beats GammaNet on Foo-Bench by 3.1% accuracy.", rule="GAIN_OVER_BASELINE")),
    ))
    e2 = Extraction(paper=p2, mentions=(
        _m("gammanet", "METHOD", "used"),
        _m("ZetaNet", "METHOD", "compared"),
        _m("Foo-Bench", "DATASET", "evaluated"),
        _m("Bar-Set", "DATASET", "evaluated"),
        _m("link prediction", "TASK"),
    ))
    e3 = Extraction(paper=p3, mentions=(
        _m("ZetaNet", "METHOD", "used"),
        _m("Foo-Bench", "DATASET", "evaluated"),
    ))
    e4 = Extraction(paper=p4, mentions=(
        _m(TRICKY_METHOD, "METHOD", "compared"),
        _m(UNICODE_METHOD, "METHOD", "compared"),
        _m("Bar-Set", "DATASET", "evaluated"),
    ))
    return [e1, e2, e3, e4]


def synthetic_graph():
    extractions = synthetic_extractions()
    return build_graph(extractions, resolve(extractions))


def large_graph(nodes: int = 2000, seed: int = 7):
    """About `nodes` nodes: papers linked to a shared pool of entities, long-tailed like real data."""
    rng = random.Random(seed)
    papers = nodes // 3
    pool = {label: [f"{label.title()} {i}" for i in range((nodes - papers) // 4)]
            for label in ("METHOD", "DATASET", "METRIC", "TASK")}
    extractions = []
    for index in range(papers):
        paper = Paper(id=f"sha1:{index:016x}", title=f"Paper number {index}", abstract=f"Abstract {index}.")
        mentions = []
        for label, names in pool.items():
            for _ in range(2 if label in ("METHOD", "DATASET") else 1):
                # first papers cover every name once; the rest prefer popular names
                pick = names[(index * 2 + len(mentions)) % len(names)] if index < len(names) else \
                    names[min(int(rng.paretovariate(1.2)) - 1, len(names) - 1)]
                role = {"METHOD": "used", "DATASET": "evaluated"}.get(label)
                mentions.append(_m(pick, label, role))
        extractions.append(Extraction(paper=paper, mentions=tuple(mentions)))
    return build_graph(extractions, resolve(extractions))


def entity_id(graph, alias: str) -> str:
    """The node id resolution gave to a surface form (ids are resolution's business, not the tests')."""
    hits = [n for n, d in graph.nodes(data=True) if alias in (d.get("aliases") or []) or d.get("name") == alias]
    assert len(hits) == 1, (alias, hits)
    return hits[0]
