"""A small, fully known graph for the Neo4j tests: three papers, one of them in a changed version."""

from __future__ import annotations

import networkx as nx

from kg.graph import build_graph
from kg.models import Claim, Evidence, Extraction, Mention, Paper
from kg.resolve import resolve

ABSTRACT_A = ("We propose FastNet (Fast Network), a light model for image classification. "
              "FastNet builds on ResNet and beats ViT by 2.5% accuracy on ImageNet. "
              "It is 1.2x faster than ResNet. Code: https://github.com/example/fastnet")
ABSTRACT_B = ("We introduce MegaSet, a new benchmark. We evaluate ResNet and ViT on MegaSet and ImageNet, "
              "where ResNet reaches 81.3% accuracy on MegaSet.")
ABSTRACT_C = "We use ResNet and FastNet on imagenet; FastNet reaches 79.0% accuracy on ImageNet."
ABSTRACT_A2 = ("We propose FastNet (Fast Network), a light model for image classification. "
               "FastNet builds on ResNet and is evaluated on ImageNet and CIFAR-10. "
               "It beats ResNet by 3.1% accuracy on CIFAR-10.")


def _evidence(abstract: str, text: str, rule: str, confidence: float = 0.9) -> Evidence:
    start = abstract.index(text)
    sentence_start = abstract.rfind(". ", 0, start) + 2 if abstract.rfind(". ", 0, start) >= 0 else 0
    sentence_end = abstract.find(". ", start)
    sentence = abstract[sentence_start: sentence_end + 1 if sentence_end >= 0 else len(abstract)]
    return Evidence(sentence=sentence, start=start, end=start + len(text), rule=rule, confidence=confidence)


def _mention(abstract: str, text: str, label: str, role=None, long_form=None) -> Mention:
    return Mention(text=text, label=label, role=role, long_form=long_form,
                   evidence=_evidence(abstract, text, f"gaz:{label.lower()}s"))


def _claim(abstract: str, text: str, value: float, unit, direction: str, **about) -> Claim:
    return Claim(value=value, unit=unit, direction=direction, text=text,
                 evidence=_evidence(abstract, text, "CLAIM_VALUE", 0.8), **about)


def paper_a_extraction() -> Extraction:
    a = ABSTRACT_A
    return Extraction(
        paper=Paper(id="arxiv:2401.00001", abstract=a, title="FastNet: a light image classifier", year=2024),
        mentions=(
            _mention(a, "FastNet", "METHOD", "proposed", long_form="Fast Network"),
            _mention(a, "ResNet", "METHOD", "used"),
            _mention(a, "ViT", "METHOD", "compared"),
            _mention(a, "ImageNet", "DATASET", "evaluated"),
            _mention(a, "accuracy", "METRIC"),
            _mention(a, "image classification", "TASK"),
            _mention(a, "https://github.com/example/fastnet", "REPOSITORY"),
        ),
        claims=(
            _claim(a, "beats ViT by 2.5% accuracy on ImageNet", 2.5, "%", "increase",
                   metric="accuracy", dataset="ImageNet", method="FastNet", baseline="ViT"),
            _claim(a, "1.2x faster than ResNet", 1.2, "x", "increase", method="FastNet", baseline="ResNet"),
        ),
    )


def paper_a_changed_extraction() -> Extraction:
    a = ABSTRACT_A2
    return Extraction(
        paper=Paper(id="arxiv:2401.00001", abstract=a, title="FastNet: a light image classifier", year=2024),
        mentions=(
            _mention(a, "FastNet", "METHOD", "proposed", long_form="Fast Network"),
            _mention(a, "ResNet", "METHOD", "compared"),
            _mention(a, "ImageNet", "DATASET", "evaluated"),
            _mention(a, "CIFAR-10", "DATASET", "evaluated"),
            _mention(a, "accuracy", "METRIC"),
            _mention(a, "image classification", "TASK"),
        ),
        claims=(
            _claim(a, "beats ResNet by 3.1% accuracy on CIFAR-10", 3.1, "%", "increase",
                   metric="accuracy", dataset="CIFAR-10", method="FastNet", baseline="ResNet"),
        ),
    )


def paper_b_extraction() -> Extraction:
    b = ABSTRACT_B
    return Extraction(
        paper=Paper(id="arxiv:2401.00002", abstract=b, title="MegaSet: a new benchmark", year=2024),
        mentions=(
            _mention(b, "MegaSet", "DATASET", "introduced"),
            _mention(b, "ResNet", "METHOD", "used"),
            _mention(b, "ViT", "METHOD", "used"),
            _mention(b, "ImageNet", "DATASET", "evaluated"),
            _mention(b, "accuracy", "METRIC"),
        ),
        claims=(
            _claim(b, "ResNet reaches 81.3% accuracy on MegaSet", 81.3, "%", "absolute",
                   metric="accuracy", dataset="MegaSet", method="ResNet"),
        ),
    )


def paper_c_extraction() -> Extraction:
    c = ABSTRACT_C
    return Extraction(
        paper=Paper(id="arxiv:2401.00003", abstract=c, title="Using FastNet", year=2023),
        mentions=(
            _mention(c, "ResNet", "METHOD", "used"),
            _mention(c, "FastNet", "METHOD", "used"),
            _mention(c, "imagenet", "DATASET", "evaluated"),
            _mention(c, "accuracy", "METRIC"),
        ),
        claims=(
            _claim(c, "FastNet reaches 79.0% accuracy on ImageNet", 79.0, "%", "absolute",
                   metric="accuracy", dataset="ImageNet", method="FastNet"),
        ),
    )


def graph_of(extractions: list[Extraction]) -> nx.MultiDiGraph:
    return build_graph(extractions, resolve(extractions))


def seed_graph() -> nx.MultiDiGraph:
    return graph_of([paper_a_extraction(), paper_b_extraction(), paper_c_extraction()])


def mixed_numbers_graph() -> nx.MultiDiGraph:
    """The seed as a graph file edited by hand may give it: each result against a baseline twice, alike but for a
    value as a whole number in one and as a float in the other (2 and 2.0 for one, 1.0 and 1 for the other, so either
    comes first), a confidence of 1, a year of 2024.0 and a value that mixes both in a list."""
    graph = seed_graph()
    for result, first, second in (("arxiv:2401.00001#1", 2, 2.0), ("arxiv:2401.00001#2", 1.0, 1)):
        graph.nodes[result]["value"] = first
        twin = result + "0"
        graph.add_node(twin, **{**graph.nodes[result], "value": second})
        for start, _, key, data in list(graph.in_edges(result, keys=True, data=True)):
            graph.add_edge(start, twin, key=key.replace(result, twin), **data)
        for _, end, key, data in list(graph.out_edges(result, keys=True, data=True)):
            graph.add_edge(twin, end, key=key.replace(result, twin), **data)
    graph.nodes["arxiv:2401.00002#1"]["value"] = [81, 81.3]
    graph.nodes["arxiv:2401.00002"]["year"] = 2024.0
    for _, _, data in graph.out_edges("arxiv:2401.00003", data=True):
        data["confidence"] = 1
    return graph


def editions_graph() -> nx.MultiDiGraph:
    """Two papers: one scores on a dataset in a measure, the other on an edition of that dataset in that measure, in
    a kind of it (VARIANT_OF both) and in another measure."""
    first = "GlimNet reaches 71.0 GlimScore on QuarkWOZ."
    second = "ZorbNet reaches 64.5 composite GlimScore, 80.0 GlimScore and 12.0 BLIX on QuarkWOZ 2.2."
    return graph_of([
        Extraction(paper=Paper(id="arxiv:2401.00021", abstract=first, title="GlimNet", year=2024),
                   mentions=(_mention(first, "GlimNet", "METHOD", "proposed"),
                             _mention(first, "QuarkWOZ", "DATASET", "evaluated"), _mention(first, "GlimScore", "METRIC")),
                   claims=(_claim(first, "71.0 GlimScore", 71.0, None, "absolute", metric="GlimScore",
                                  dataset="QuarkWOZ", method="GlimNet"),)),
        Extraction(paper=Paper(id="arxiv:2401.00022", abstract=second, title="ZorbNet", year=2024),
                   mentions=(_mention(second, "ZorbNet", "METHOD", "proposed"),
                             _mention(second, "QuarkWOZ 2.2", "DATASET", "evaluated"),
                             _mention(second, "composite GlimScore", "METRIC"), _mention(second, "BLIX", "METRIC")),
                   claims=(_claim(second, "64.5 composite GlimScore", 64.5, None, "absolute",
                                  metric="composite GlimScore", dataset="QuarkWOZ 2.2", method="ZorbNet"),
                           _claim(second, "80.0 GlimScore", 80.0, None, "absolute", metric="GlimScore",
                                  dataset="QuarkWOZ 2.2", method="ZorbNet"),
                           _claim(second, "12.0 BLIX", 12.0, None, "absolute", metric="BLIX",
                                  dataset="QuarkWOZ 2.2", method="ZorbNet")))])


def changed_seed_graph() -> nx.MultiDiGraph:
    """The seed with paper A rewritten: ViT and its claims gone, CIFAR-10 new, one claim instead of two."""
    return graph_of([paper_a_changed_extraction(), paper_b_extraction(), paper_c_extraction()])


def snapshot(graph) -> tuple[dict, dict]:
    """A graph as comparable data: nodes by id and relationships by key, with every attribute."""
    nodes = {str(n): tuple(sorted((k, _freeze(v)) for k, v in d.items())) for n, d in graph.nodes(data=True)}
    rels = {k: (s, e, tuple(sorted((a, _freeze(v)) for a, v in d.items())))
            for s, e, k, d in graph.edges(keys=True, data=True)}
    return nodes, rels


def _freeze(value):
    return tuple(value) if isinstance(value, list) else value


class HeldUpCleanUp:
    """A Method no paper names, locked by an open transaction of another client: the next load into the database
    waits in the first step of its clean-up (removing such entities) until `release()`."""

    ENTITY = "method:zorbtrap"

    def __init__(self, uri: str) -> None:
        from neo4j import GraphDatabase

        self._driver = GraphDatabase.driver(uri)
        self._session = self._driver.session()
        self._session.run("MERGE (m:Method {id: $id}) SET m.name = 'ZorbTrap'", id=self.ENTITY).consume()
        self._holder = self._session.begin_transaction()
        self._holder.run("MATCH (m:Method {id: $id}) SET m.held = true", id=self.ENTITY).consume()

    def wait_for_the_load(self, still_running=lambda: True, seconds: float = 120) -> None:
        """Return once a load waits for the lock (or fail, when it ended first or never came)."""
        import time

        deadline = time.monotonic() + seconds
        with self._driver.session() as session:
            while time.monotonic() < deadline and still_running():
                if session.run("SHOW TRANSACTIONS YIELD currentQuery, status WHERE currentQuery CONTAINS "
                               "'DETACH DELETE e' AND status STARTS WITH 'Blocked' RETURN count(*) AS n").single()["n"]:
                    return
                time.sleep(0.05)
        raise AssertionError("no load came to wait for the locked entity")

    def release(self) -> None:
        if self._holder.closed():
            return
        self._holder.rollback()

    def close(self) -> None:
        self.release()
        self._session.close()
        self._driver.close()
