"""The saved queries answered from a graph, without Neo4j (kg.store.local_queries): rows exact, on invented graphs.
tests/store/test_local_queries_parity.py checks the same answers against a real server."""

from __future__ import annotations

import json

import networkx as nx
import pytest

from kg.errors import StoreError
from kg.models import Extraction, Paper
from kg.store.local_queries import LOCAL_QUERIES, run_saved_query_on_graph, stored_graph
from kg.store.neo4j import saved_queries
from neo4j_seed import _claim, _mention, editions_graph, graph_of, mixed_numbers_graph, seed_graph

FASTNET_PAPER = "FastNet: a light image classifier"
MEGASET_PAPER = "MegaSet: a new benchmark"


def _rows(graph, name, **params):
    return run_saved_query_on_graph(graph, name, params)


def _pick(rows, *columns):
    return [tuple(row[c] for c in columns) for row in rows]


@pytest.fixture(scope="module")
def seed() -> nx.MultiDiGraph:
    return seed_graph()


def test_every_saved_query_has_an_answer_from_a_graph_that_takes_its_parameters():
    import inspect

    for name, query in saved_queries().items():
        taken = set(inspect.signature(LOCAL_QUERIES[name]).parameters) - {"graph"}
        assert taken == {param.name for param in query.params}, name


def test_leaderboard(seed):
    assert _rows(seed, "leaderboard", dataset="imagenet") == [
        {"dataset": "ImageNet", "metric": "accuracy", "method": "FastNet", "value": 79.0, "unit": "%",
         "direction": "absolute", "baseline": None, "paper": "Using FastNet", "paper_id": "arxiv:2401.00003",
         "claim": "FastNet reaches 79.0% accuracy on ImageNet", "lower_is_better": False},
        {"dataset": "ImageNet", "metric": "accuracy", "method": "FastNet", "value": 2.5, "unit": "%",
         "direction": "increase", "baseline": "ViT", "paper": FASTNET_PAPER, "paper_id": "arxiv:2401.00001",
         "claim": "beats ViT by 2.5% accuracy on ImageNet", "lower_is_better": False}]
    assert _pick(_rows(seed, "leaderboard", dataset="MEGASET", metric="Accuracy"), "method", "value") == [
        ("ResNet", 81.3)]
    assert _rows(seed, "leaderboard", dataset="ImageNet", metric="BLEU") == []
    assert len(_rows(seed, "leaderboard", dataset="ImageNet", limit=1)) == 1


def test_leaderboard_puts_the_best_score_first_and_credits_a_result_to_the_proposed_method():
    text = ("GlimNet reaches 7.0 FID and ZorbNet 3.1 FID on QuarkSet. GlimNet reaches 41.0% accuracy on QuarkSet. "
            "It lowers FID by 2.0 over ZorbNet on QuarkSet.")
    claims = (_claim(text, "GlimNet reaches 7.0 FID", 7.0, None, "absolute", metric="FID", dataset="QuarkSet",
                     method="GlimNet"),
              _claim(text, "ZorbNet 3.1 FID", 3.1, None, "absolute", metric="FID", dataset="QuarkSet", method="ZorbNet"),
              _claim(text, "41.0% accuracy", 41.0, "%", "absolute", metric="accuracy", dataset="QuarkSet"),
              _claim(text, "by 2.0 over ZorbNet", 2.0, None, "decrease", metric="FID", dataset="QuarkSet",
                     baseline="ZorbNet"))
    graph = graph_of([Extraction(
        paper=Paper(id="arxiv:2401.00012", abstract=text, title="GlimNet", year=2024),
        mentions=(_mention(text, "GlimNet", "METHOD", "proposed"), _mention(text, "ZorbNet", "METHOD", "compared"),
                  _mention(text, "QuarkSet", "DATASET", "evaluated")),
        claims=claims)])
    assert _pick(_rows(graph, "leaderboard", dataset="quarkset"), "metric", "method", "value", "baseline",
                 "lower_is_better") == [
        ("accuracy", "GlimNet", 41.0, None, False), ("FID", "ZorbNet", 3.1, None, True),
        ("FID", "GlimNet", 7.0, None, True), ("FID", "GlimNet", 2.0, "ZorbNet", True)]


def test_leaderboard_takes_in_the_editions_of_a_dataset_and_the_kinds_of_a_measure():
    """'QuarkWOZ' found no result claimed on QuarkWOZ 2.2, and 'GlimScore' none in composite GlimScore."""
    graph = editions_graph()
    assert _pick(_rows(graph, "leaderboard", dataset="QuarkWOZ"), "dataset", "metric", "method", "value") == [
        ("QuarkWOZ 2.2", "BLIX", "ZorbNet", 12.0), ("QuarkWOZ 2.2", "composite GlimScore", "ZorbNet", 64.5),
        ("QuarkWOZ", "GlimScore", "GlimNet", 71.0), ("QuarkWOZ 2.2", "GlimScore", "ZorbNet", 80.0)]
    # (each edition's scores ranked apart: 71.0 on QuarkWOZ is not below 80.0 on QuarkWOZ 2.2)
    assert _pick(_rows(graph, "leaderboard", dataset="quarkwoz", metric="GlimScore"), "metric", "value") == [
        ("composite GlimScore", 64.5), ("GlimScore", 71.0), ("GlimScore", 80.0)]
    # an edition or a kind named alone gives its own results only
    assert _pick(_rows(graph, "leaderboard", dataset="QuarkWOZ 2.2"), "value") == [(12.0,), (64.5,), (80.0,)]
    assert _pick(_rows(graph, "leaderboard", dataset="QuarkWOZ", metric="composite GlimScore"), "value") == [(64.5,)]


def test_methods_on_dataset(seed):
    assert _rows(seed, "methods-on-dataset", dataset="ImageNet") == [
        {"dataset": "ImageNet", "method": "ResNet", "method_id": "method:resnet", "papers": 3, "roles": ["USES"],
         "example_papers": [FASTNET_PAPER, MEGASET_PAPER, "Using FastNet"]},
        {"dataset": "ImageNet", "method": "FastNet", "method_id": "method:fastnet", "papers": 2,
         "roles": ["PROPOSES", "USES"], "example_papers": [FASTNET_PAPER, "Using FastNet"]},
        {"dataset": "ImageNet", "method": "ViT", "method_id": "method:vit", "papers": 2,
         "roles": ["USES", "COMPARES_WITH"], "example_papers": [FASTNET_PAPER, MEGASET_PAPER]}]
    assert _pick(_rows(seed, "methods-on-dataset", dataset="dataset:imagenet", limit=1), "method") == [("ResNet",)]


def test_datasets_of_method(seed):
    assert _rows(seed, "datasets-of-method", method="resnet") == [
        {"method": "ResNet", "dataset": "ImageNet", "dataset_id": "dataset:imagenet", "papers": 3,
         "evidence": ["EVALUATES_ON"], "example_papers": [FASTNET_PAPER, MEGASET_PAPER, "Using FastNet"]},
        {"method": "ResNet", "dataset": "MegaSet", "dataset_id": "dataset:megaset", "papers": 1,
         "evidence": ["INTRODUCES", "RESULT"], "example_papers": [MEGASET_PAPER]}]


def test_baselines_of(seed):
    assert _rows(seed, "baselines-of", method="fast network") == [
        {"method": "FastNet", "baseline": "ResNet", "gain": 1.2, "score": None, "unit": "x", "direction": "increase",
         "metric": None, "dataset": None, "paper": FASTNET_PAPER, "paper_id": "arxiv:2401.00001",
         "claim": "1.2x faster than ResNet"},
        {"method": "FastNet", "baseline": "ViT", "gain": 2.5, "score": None, "unit": "%", "direction": "increase",
         "metric": "accuracy", "dataset": "ImageNet", "paper": FASTNET_PAPER, "paper_id": "arxiv:2401.00001",
         "claim": "beats ViT by 2.5% accuracy on ImageNet"}]


def test_baselines_of_keeps_the_baselines_named_without_a_number_first():
    text = "We propose GlimNet and build ZorbNet on it. We compare with ViT and DeiT. ZorbNet beats DeiT by 2.0%."
    graph = graph_of([Extraction(
        paper=Paper(id="arxiv:2401.00009", abstract=text, title="GlimNet", year=2024),
        mentions=(_mention(text, "GlimNet", "METHOD", "proposed"), _mention(text, "ZorbNet", "METHOD", "proposed"),
                  _mention(text, "ViT", "METHOD", "compared"), _mention(text, "DeiT", "METHOD", "compared")),
        claims=(_claim(text, "beats DeiT by 2.0%", 2.0, "%", "increase", method="ZorbNet", baseline="DeiT"),))])
    assert _pick(_rows(graph, "baselines-of", method="GlimNet"), "baseline", "gain") == [("DeiT", None), ("ViT", None)]
    assert _pick(_rows(graph, "baselines-of", method="ZorbNet"), "baseline", "gain") == [("DeiT", 2.0), ("ViT", None)]
    assert _pick(_rows(graph, "baselines-of", method="ZorbNet", limit=1), "baseline") == [("DeiT",)]


def test_baselines_of_gives_a_score_stated_beside_a_baseline_as_a_score_not_a_gain():
    """A result the method reaches (direction absolute) in a claim against a baseline is no gain over it: the number
    is under score, a gain under gain, and a baseline named without a number has neither."""
    text = ("We propose GlimNet. GlimNet reaches 41.0% accuracy on QuarkSet, ahead of ZorbNet. "
            "It beats ZorbNet by 2.0% on QuarkSet. We also compare with DeiT.")
    graph = graph_of([Extraction(
        paper=Paper(id="arxiv:2401.00031", abstract=text, title="GlimNet", year=2024),
        mentions=(_mention(text, "GlimNet", "METHOD", "proposed"), _mention(text, "ZorbNet", "METHOD", "compared"),
                  _mention(text, "DeiT", "METHOD", "compared"), _mention(text, "QuarkSet", "DATASET", "evaluated")),
        claims=(_claim(text, "reaches 41.0% accuracy on QuarkSet, ahead of ZorbNet", 41.0, "%", "absolute",
                       dataset="QuarkSet", method="GlimNet", baseline="ZorbNet"),
                _claim(text, "beats ZorbNet by 2.0%", 2.0, "%", "increase", dataset="QuarkSet", method="GlimNet",
                       baseline="ZorbNet")))])
    assert _pick(_rows(graph, "baselines-of", method="GlimNet"), "baseline", "gain", "score", "direction") == [
        ("DeiT", None, None, None), ("ZorbNet", None, 41.0, "absolute"), ("ZorbNet", 2.0, None, "increase")]


def test_baselines_of_takes_a_result_whose_value_and_unit_are_lists():
    """A graph.json edited by hand may give a result's value as a list, which Neo4j stores as one; baselines-of
    stopped on it with a TypeError (unhashable type: 'list')."""
    graph = seed_graph()
    result = next(node for node, data in graph.nodes(data=True)
                  if data.get("label") == "Result" and data.get("text") == "beats ViT by 2.5% accuracy on ImageNet")
    graph.nodes[result].update(value=[2.5, 2.5], unit=["%", "points"])
    assert _pick(_rows(graph, "baselines-of", method="FastNet"), "baseline", "gain", "unit") == [
        ("ResNet", 1.2, "x"), ("ViT", [2.5, 2.5], ["%", "points"])]


def test_numbers_are_answered_in_the_type_of_their_property_whatever_the_graph_file_gives():
    """A value and a confidence are floats, a year and an offset whole numbers, as kg build writes them and the load
    stores them: rows alike but for 2 and 2.0, which Neo4j takes as equal, are answered alike in either order."""
    graph = mixed_numbers_graph()
    assert json.dumps(_pick(_rows(graph, "baselines-of", method="FastNet"), "baseline", "gain")) == \
        '[["ResNet", 1.0], ["ViT", 2.0]]'
    card = _rows(graph, "paper-card", paper="arxiv:2401.00001")
    assert json.dumps([row["value"] for row in card if row["kind"] == "Result"]) == "[2.0, 2.0, 1.0, 1.0]"
    assert json.dumps(_pick(_rows(graph, "leaderboard", dataset="MegaSet"), "value")) == "[[[81.0, 81.3]]]"
    assert {row["confidence"] for row in _rows(graph, "paper-card", paper="arxiv:2401.00003")} == {1.0}
    assert all(type(row["confidence"]) is float for row in _rows(graph, "paper-card", paper="arxiv:2401.00003"))
    assert json.dumps(_pick(_rows(graph, "new-datasets"), "year")) == "[[2024]]"


def test_co_used(seed):
    assert _rows(seed, "co-used") == [
        {"method": "FastNet", "co_used_with": "ResNet", "papers": 2, "example_papers": [FASTNET_PAPER, "Using FastNet"]},
        {"method": "ResNet", "co_used_with": "ViT", "papers": 1, "example_papers": [MEGASET_PAPER]}]
    assert _pick(_rows(seed, "co-used", method="RESNET"), "co_used_with", "papers") == [("FastNet", 2), ("ViT", 1)]
    assert _pick(_rows(seed, "co-used", method="ResNet", min_papers=2), "co_used_with", "papers") == [("FastNet", 2)]
    assert _rows(seed, "co-used", limit=0) == []


def test_top_entities(seed):
    assert _rows(seed, "top-entities", label="dataset") == [
        {"label": "Dataset", "rank": 1, "name": "ImageNet", "papers": 3, "aliases": ["ImageNet", "imagenet"],
         "id": "dataset:imagenet"},
        {"label": "Dataset", "rank": 2, "name": "MegaSet", "papers": 1, "aliases": ["MegaSet"],
         "id": "dataset:megaset"}]
    everything = _rows(seed, "top-entities", limit=1)
    assert _pick(everything, "label", "rank", "name") == [("Dataset", 1, "ImageNet"), ("Method", 1, "ResNet"),
                                                          ("Metric", 1, "accuracy"), ("Repository", 1, "https://github.com/example/fastnet"),
                                                          ("Task", 1, "image classification")]
    assert everything[3]["aliases"] is None  # (a Repository has none in Neo4j either)


def test_papers_with_code(seed):
    assert _rows(seed, "papers-with-code") == [
        {"paper": FASTNET_PAPER, "paper_id": "arxiv:2401.00001", "year": 2024,
         "code": "https://github.com/example/fastnet", "proposes": ["FastNet"]}]
    assert _rows(seed, "papers-with-code", method="ViT") == []
    assert _pick(_rows(seed, "papers-with-code", method="fast network"), "paper_id") == [("arxiv:2401.00001",)]


def test_paper_card(seed):
    rows = _rows(seed, "paper-card", paper="2401.00001")
    assert [r["relation"] for r in rows] == ["PROPOSES", "ADDRESSES", "USES", "REPORTS", "COMPARES_WITH",
                                             "MEASURES", "EVALUATES_ON", "REPORTS", "HAS_CODE"]
    assert rows[3] == {
        "paper_id": "arxiv:2401.00001", "title": FASTNET_PAPER, "relation": "REPORTS", "kind": "Result",
        "target": "beats ViT by 2.5% accuracy on ImageNet",
        "about": ["AGAINST: ViT", "FOR_METHOD: FastNet", "IN_METRIC: accuracy", "ON_DATASET: ImageNet"],
        "value": 2.5, "unit": "%", "direction": "increase",
        "evidence": "FastNet builds on ResNet and beats ViT by 2.5% accuracy on ImageNet.",
        "start": 104, "end": 142, "rule": "CLAIM_VALUE", "confidence": 0.8, "section": "abstract"}
    assert rows[0]["about"] is None and rows[0]["kind"] == "Method" and rows[0]["target"] == "FastNet"
    assert rows[0]["direction"] is None
    assert {r["paper_id"] for r in _rows(seed, "paper-card", paper="USING FASTNET")} == {"arxiv:2401.00003"}


def test_new_datasets_come_newest_first():
    introduced = [("arxiv:2501.00001", "2025-03-02", 2025, "QuarkSet"), ("arxiv:2501.00002", "2025-11-20", 2025, "ZorbSet"),
                  ("arxiv:2501.00003", "Nov 9", 2025, "GlimBench"), ("arxiv:2501.00004", "2025-07", 2025, "flumBench"),
                  ("arxiv:2501.00005", "2024-12-30", 2024, "AlphaSet"),
                  ("arxiv:2501.00006", "2025-01-15", 2025, "BetaSet"), ("arxiv:2501.00007", "2025-12-01", 2025, "BetaSet"),
                  ("arxiv:2501.00008", None, None, "OmegaSet")]
    extractions = []
    for paper_id, date, year, dataset in introduced:
        text = f"We introduce {dataset}, a benchmark."
        extractions.append(Extraction(paper=Paper(id=paper_id, abstract=text, title=f"{dataset} paper", date=date,
                                                  year=year), mentions=(_mention(text, dataset, "DATASET", "introduced"),)))
    graph = graph_of(extractions)
    rows = _rows(graph, "new-datasets")
    assert _pick(rows, "dataset", "year", "date") == [
        ("ZorbSet", 2025, "2025-11-20"), ("flumBench", 2025, "2025-07"), ("QuarkSet", 2025, "2025-03-02"),
        ("BetaSet", 2025, "2025-01-15"), ("GlimBench", 2025, "Nov 9"), ("AlphaSet", 2024, "2024-12-30"),
        ("OmegaSet", None, None)]
    assert rows[3] == {"dataset": "BetaSet", "dataset_id": "dataset:betaset", "aliases": ["BetaSet"],
                       "introduced_by": ["BetaSet paper", "BetaSet paper"], "paper_ids": ["arxiv:2501.00006", "arxiv:2501.00007"],
                       "year": 2025, "date": "2025-01-15", "evaluated_by": 0}
    assert _pick(_rows(graph, "new-datasets", since="2025", limit=2), "dataset") == [("ZorbSet",), ("flumBench",)]


def test_names_are_read_as_kg_query_reads_them_from_neo4j(seed):
    notes: list[str] = []
    rows = run_saved_query_on_graph(seed, "datasets-of-method", {"method": "Fast-Net"}, notes)
    assert {row["method"] for row in rows} == {"FastNet"}
    assert notes == ["method 'Fast-Net' read as 'FastNet' (method:fastnet)"]
    notes, unknown = [], []
    assert run_saved_query_on_graph(seed, "leaderboard", {"dataset": "ImageNat"}, notes, unknown) == []
    assert notes == [] and unknown == ["no Dataset is named 'ImageNat'; closest: 'ImageNet'"]
    notes = []
    rows = run_saved_query_on_graph(seed, "paper-card", {"paper": "2401.00003v2"}, notes)
    assert notes == ["paper '2401.00003v2' read as 'Using FastNet' (arxiv:2401.00003)"] and rows


def test_a_name_that_only_casefold_matches_is_read_as_the_node_it_names():
    """The Cypher matches names in any case by toLower, which leaves 'ß' as it is: 'FASTSTRASSE' found no rows, and
    no note said why, as casefold ('faststrasse') took it for the name as written."""
    graph = seed_graph()
    graph.nodes["method:fastnet"]["name"] = "FastStraße"
    notes: list[str] = []
    rows = run_saved_query_on_graph(graph, "datasets-of-method", {"method": "FASTSTRASSE"}, notes)
    assert {row["method"] for row in rows} == {"FastStraße"}
    assert notes == ["method 'FASTSTRASSE' read as 'FastStraße' (method:fastnet)"]


@pytest.mark.parametrize("given", ["10.5555/zorb.2024.17", "https://doi.org/10.5555/ZORB.2024.17",
                                   "doi:10.5555/zorb.2024.17", "pmid:38000042", "38000042"])
def test_paper_card_finds_a_paper_known_by_its_arxiv_id_by_its_doi(given):
    abstract = "We propose ZorbNet, which segments zorbs on ZorbScans."
    paper = Paper(id="arxiv:2402.00042", arxiv_id="2402.00042", doi="10.5555/zorb.2024.17", abstract=abstract,
                  title="ZorbNet: segmenting zorbs", key="pmid:38000042")
    graph = graph_of([Extraction(paper=paper, mentions=(_mention(abstract, "ZorbNet", "METHOD", "proposed"),))])
    notes: list[str] = []
    rows = run_saved_query_on_graph(graph, "paper-card", {"paper": given}, notes)
    assert notes == [f"paper {given!r} read as 'ZorbNet: segmenting zorbs' (arxiv:2402.00042)"]
    assert {row["target"] for row in rows} == {"ZorbNet"}


@pytest.mark.parametrize("name, params, code", [
    ("leaderboard", {}, "KG244"),
    ("leaderbord", {"dataset": "x"}, "KG245"),
    ("top-entities", {"limit": "-1"}, "KG246"),
    ("top-entities", {"label": "Datasets"}, "KG246"),
    ("new-datasets", {"since": "last-year"}, "KG246"),
    ("co-used", {"colour": "red"}, "KG243"),
])
def test_parameters_are_checked_as_for_neo4j(seed, name, params, code):
    with pytest.raises(StoreError, match=code):
        run_saved_query_on_graph(seed, name, params)


def test_the_graph_is_read_as_a_load_writes_it():
    graph = seed_graph()
    graph.add_node("task:stray", label="Gadget", name="stray")  # (a label the schema has not: never loaded)
    graph.add_edge("arxiv:2401.00001", "task:stray", key="k", type="ADDRESSES")
    graph.nodes["arxiv:2401.00001"]["authors"] = ["Ann", 3]  # (a list of mixed values: stored as JSON text)
    stored = stored_graph(graph)
    assert "task:stray" not in stored.labels
    assert all(end != "task:stray" for _, end, _ in stored.out["arxiv:2401.00001"])
    assert stored.props["arxiv:2401.00001"]["authors"] == '["Ann", 3]'
    assert stored.props["method:resnet"]["papers"] == 3 and "label" not in stored.props["method:resnet"]
