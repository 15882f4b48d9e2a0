from pathlib import Path

import pytest

from kg.errors import StoreError
from kg.neo4j_server import free_port
from kg.store.neo4j import (Neo4jConfig, QueryParam, SavedQuery, build_saved_query, parse_saved_query, run_query,
                            run_saved_query, saved_queries)

EXPECTED_QUERIES = {"leaderboard", "methods-on-dataset", "datasets-of-method", "baselines-of", "co-used",
                    "top-entities", "papers-with-code", "paper-card", "new-datasets"}


# ------------------------------------------------------------ pure: files and builders

def test_every_saved_query_is_shipped_with_a_description_and_parameters():
    queries = saved_queries()
    assert set(queries) == EXPECTED_QUERIES
    for query in queries.values():
        assert len(query.description) > 30, query.name
        assert not query.description.startswith(query.name)
        for param in query.params:
            assert param.help, (query.name, param.name)
            assert f"${param.name}" in query.cypher, (query.name, param.name)


def test_header_parsing_reads_required_and_default_parameters(tmp_path: Path):
    path = tmp_path / "demo.cypher"
    path.write_text("// demo: Which things exist.\n// @param name: the name\n// @param limit = 5: rows\n"
                    "// @param label = null: a label\nMATCH (n) WHERE n.name = $name RETURN n LIMIT $limit;\n")
    query = parse_saved_query(path)
    assert query.description == "Which things exist."
    assert query.params == (QueryParam("name", None, True, "the name"), QueryParam("limit", 5, False, "rows"),
                            QueryParam("label", None, False, "a label"))
    assert query.cypher == "MATCH (n) WHERE n.name = $name RETURN n LIMIT $limit"


def test_header_with_a_broken_default_is_an_error(tmp_path: Path):
    path = tmp_path / "bad.cypher"
    path.write_text("// bad: x\n// @param limit = five: rows\nRETURN $limit;\n")
    with pytest.raises(StoreError, match=r"KG240.*limit"):
        parse_saved_query(path)


def _demo() -> SavedQuery:
    return SavedQuery("demo", "d", (QueryParam("name", None, True, "the name"), QueryParam("limit", 5, False, "rows"),
                                    QueryParam("label", None, False, "a label")), "RETURN 1", Path("demo.cypher"))


def test_builder_fills_defaults_and_converts_text_by_default_type():
    assert build_saved_query(_demo(), {"name": "2401.10", "limit": "7"}) == (
        "RETURN 1", {"name": "2401.10", "limit": 7, "label": None})
    assert build_saved_query(_demo(), {"name": "x", "label": ""})[1]["label"] is None


def test_builder_requires_required_parameters():
    with pytest.raises(StoreError, match=r"KG244.*--param name=VALUE"):
        build_saved_query(_demo(), {})


def test_builder_rejects_unknown_parameters_and_bad_numbers():
    with pytest.raises(StoreError, match=r"KG243.*colour.*label, limit, name"):
        build_saved_query(_demo(), {"name": "x", "colour": "red"})
    with pytest.raises(StoreError, match=r"KG246.*parameter limit must be a whole number, 0 or more, got .many."):
        build_saved_query(_demo(), {"name": "x", "limit": "many"})


@pytest.mark.parametrize("limit", ["-3", "-1", "2.5"])
def test_a_count_below_zero_is_an_error_not_a_slice_from_the_end(limit):
    with pytest.raises(StoreError, match=rf"KG246.*limit must be a whole number, 0 or more, got '{limit}'"):
        build_saved_query(_demo(), {"name": "x", "limit": limit})
    assert build_saved_query(_demo(), {"name": "x", "limit": "0"})[1]["limit"] == 0


def test_a_year_and_a_label_parameter_take_only_a_year_and_a_label(tmp_path: Path):
    path = tmp_path / "kinds.cypher"
    path.write_text("// kinds: x\n// @param since <year> = null: from\n// @param label <label> = null: which\n"
                    "RETURN $since, $label;\n")
    query = parse_saved_query(path)
    assert [(p.name, p.kind) for p in query.params] == [("since", "year"), ("label", "label")]
    assert build_saved_query(query, {"since": "2024", "label": "datasets"[:-1]})[1] == {"since": 2024, "label": "Dataset"}
    with pytest.raises(StoreError, match=r"KG246.*since must be a year.*'last-year'"):
        build_saved_query(query, {"since": "last-year"})
    with pytest.raises(StoreError, match=r"KG246.*label must be one of Method, Dataset, Metric, Task, Repository, "
                                         r"got 'Datasets'"):
        build_saved_query(query, {"label": "Datasets"})
    path.write_text("// kinds: x\n// @param since <date> = null: from\nRETURN $since;\n")
    with pytest.raises(StoreError, match=r"KG240.*unknown kind <date>"):
        parse_saved_query(path)


@pytest.mark.parametrize("name, told", [
    ("leaderbaord", "no saved query 'leaderbaord' (did you mean 'leaderboard'?); known: baselines-of, "),
    ("zorb-counts", "no saved query 'zorb-counts'; known: baselines-of, "),  # (none is close: no guess)
])
def test_an_unknown_query_name_is_an_error_naming_the_closest_saved_query_before_connecting(name, told):
    config = Neo4jConfig(uri=f"bolt://127.0.0.1:{free_port()}")  # (no server: the name is checked first)
    with pytest.raises(StoreError) as raised:
        run_saved_query(config, name)
    assert str(raised.value).startswith(f"[KG245] {told}")
    assert str(raised.value).endswith("top-entities (see `kg query --list`)")


def test_the_shipped_queries_take_a_year_and_a_label_where_they_compare_with_one():
    queries = saved_queries()
    kinds = {(query.name, p.name): p.kind for query in queries.values() for p in query.params}
    assert kinds[("new-datasets", "since")] == "year" and kinds[("top-entities", "label")] == "label"


# ------------------------------------------------------------ against the seed graph in the real server

def _rows(config, name, **params):
    return run_saved_query(config, name, params)


def _pick(rows, *columns):
    return [tuple(row[c] for c in columns) for row in rows]


@pytest.mark.neo4j
def test_leaderboard(seeded_db):
    rows = _rows(seeded_db, "leaderboard", dataset="imagenet")
    assert _pick(rows, "method", "value", "unit", "metric", "baseline", "paper_id") == [
        ("FastNet", 79.0, "%", "accuracy", None, "arxiv:2401.00003"),
        ("FastNet", 2.5, "%", "accuracy", "ViT", "arxiv:2401.00001"),
    ]
    assert _pick(_rows(seeded_db, "leaderboard", dataset="MEGASET", metric="Accuracy"), "method", "value") == [
        ("ResNet", 81.3)]
    assert _rows(seeded_db, "leaderboard", dataset="ImageNet", metric="BLEU") == []


@pytest.mark.neo4j
def test_methods_on_dataset(seeded_db):
    rows = _rows(seeded_db, "methods-on-dataset", dataset="ImageNet")
    assert _pick(rows, "method", "papers") == [("ResNet", 3), ("FastNet", 2), ("ViT", 2)]
    assert sorted(rows[2]["roles"]) == ["COMPARES_WITH", "USES"]


@pytest.mark.neo4j
def test_datasets_of_method(seeded_db):
    rows = _rows(seeded_db, "datasets-of-method", method="resnet")
    assert _pick(rows, "dataset", "papers") == [("ImageNet", 3), ("MegaSet", 1)]
    assert sorted(rows[1]["evidence"]) == ["INTRODUCES", "RESULT"]


@pytest.mark.neo4j
def test_baselines_of_matches_aliases_and_gives_gains(seeded_db):
    rows = _rows(seeded_db, "baselines-of", method="fast network")
    assert _pick(rows, "baseline", "gain", "unit", "dataset") == [("ResNet", 1.2, "x", None),
                                                                   ("ViT", 2.5, "%", "ImageNet")]


@pytest.mark.neo4j
def test_baselines_of_keeps_a_baseline_the_paper_beats_with_another_of_its_proposals(empty_db):
    from neo4j_seed import _claim, _mention, graph_of

    from kg.models import Extraction, Paper
    from kg.store.neo4j import load_graph

    text = "We propose GlimNet and build ZorbNet on it. We compare with ViT and DeiT. ZorbNet beats DeiT by 2.0%."
    extraction = Extraction(
        paper=Paper(id="arxiv:2401.00009", abstract=text, title="GlimNet", year=2024),
        mentions=(_mention(text, "GlimNet", "METHOD", "proposed"), _mention(text, "ZorbNet", "METHOD", "proposed"),
                  _mention(text, "ViT", "METHOD", "compared"), _mention(text, "DeiT", "METHOD", "compared")),
        claims=(_claim(text, "beats DeiT by 2.0%", 2.0, "%", "increase", method="ZorbNet", baseline="DeiT"),))
    load_graph(graph_of([extraction]), empty_db)
    assert _pick(_rows(empty_db, "baselines-of", method="GlimNet"), "baseline", "gain") == [("DeiT", None),
                                                                                          ("ViT", None)]
    assert _pick(_rows(empty_db, "baselines-of", method="ZorbNet"), "baseline", "gain") == [("DeiT", 2.0),
                                                                                          ("ViT", None)]


@pytest.mark.neo4j
def test_baselines_of_gives_a_score_stated_beside_a_baseline_as_a_score_not_a_gain(empty_db):
    from neo4j_seed import _claim, _mention, graph_of

    from kg.models import Extraction, Paper
    from kg.store.neo4j import load_graph

    text = "We propose GlimNet. GlimNet reaches 41.0% accuracy, ahead of ZorbNet. It beats ZorbNet by 2.0%."
    load_graph(graph_of([Extraction(
        paper=Paper(id="arxiv:2401.00031", abstract=text, title="GlimNet", year=2024),
        mentions=(_mention(text, "GlimNet", "METHOD", "proposed"), _mention(text, "ZorbNet", "METHOD", "compared")),
        claims=(_claim(text, "reaches 41.0% accuracy, ahead of ZorbNet", 41.0, "%", "absolute", method="GlimNet",
                       baseline="ZorbNet"),
                _claim(text, "beats ZorbNet by 2.0%", 2.0, "%", "increase", method="GlimNet", baseline="ZorbNet")))]),
        empty_db)
    assert _pick(_rows(empty_db, "baselines-of", method="GlimNet"), "baseline", "gain", "score", "direction") == [
        ("ZorbNet", None, 41.0, "absolute"), ("ZorbNet", 2.0, None, "increase")]


@pytest.mark.neo4j
def test_a_saved_query_run_from_the_library_reads_names_as_kg_export_does(seeded_db):
    notes: list[str] = []
    rows = run_saved_query(seeded_db, "datasets-of-method", {"method": "Fast-Net"}, notes)
    assert {row["method"] for row in rows} == {"FastNet"}
    assert notes == ["method 'Fast-Net' read as 'FastNet' (method:fastnet)"]


@pytest.mark.neo4j
def test_words_in_the_titles_of_several_papers_read_as_none_of_them_however_many(empty_db):
    from kg.store.neo4j import load_graph, names_as_stored
    from neo4j_seed import _mention, graph_of

    from kg.models import Extraction, Paper

    titles = [f"Zorbnet study {n}" for n in range(7)] + ["Net gains: a study of zorbs", "A Net for quark sorting"]
    extractions = [Extraction(paper=Paper(id=f"arxiv:2401.{n:05d}", abstract=f"We study GlimNet{n}.", title=title),
                              mentions=(_mention(f"We study GlimNet{n}.", f"GlimNet{n}", "METHOD", "used"),))
                   for n, title in enumerate(titles)]
    load_graph(graph_of(extractions), empty_db)
    params, notes = names_as_stored(empty_db, {"paper": "Net"})
    assert params == {"paper": "Net"}
    assert notes == ["paper 'Net' is in the titles of 2 papers ('Net gains: a study of zorbs', 'A Net for quark "
                     "sorting'): pass more of a title, or an id"]


@pytest.mark.neo4j
@pytest.mark.parametrize("given, paper_id, title", [
    ("2401.00001v3", "arxiv:2401.00001", "Fréchet GlimNet distance"),
    ("10.1000/ZORB", "doi:10.1000/zorb", "QuarkBench for zorbs"),
    ("frechet glimnet", "arxiv:2401.00001", "Fréchet GlimNet distance"),
    ("https://doi.org/10.1000/GLIM", "arxiv:2401.00001", "Fréchet GlimNet distance"),  # its journal DOI
    ("pmid:38000001", "arxiv:2401.00001", "Fréchet GlimNet distance"),  # its record's key (a PubMed record's)
    ("38000001", "arxiv:2401.00001", "Fréchet GlimNet distance"),  # a PubMed id alone
    ("zorb22", "doi:10.1000/zorb", "QuarkBench for zorbs"),  # a BibTeX key
])
def test_a_paper_card_reads_a_paper_as_kg_export_does(empty_db, given, paper_id, title):
    from kg.models import Extraction, Paper
    from kg.store.neo4j import load_graph
    from neo4j_seed import _mention, graph_of

    proposals = {Paper(id="arxiv:2401.00001", abstract="We propose GlimNet.", title="Fréchet GlimNet distance",
                       arxiv_id="2401.00001", doi="10.1000/glim", key="pmid:38000001"): "GlimNet",
                 Paper(id="doi:10.1000/zorb", abstract="We propose ZorbNet.", title="QuarkBench for zorbs",
                       key="zorb22"): "ZorbNet"}
    load_graph(graph_of([Extraction(paper=paper, mentions=(_mention(paper.abstract, method, "METHOD", "proposed"),))
                         for paper, method in proposals.items()]), empty_db)
    notes: list[str] = []
    rows = run_saved_query(empty_db, "paper-card", {"paper": given}, notes)
    assert {row["paper_id"] for row in rows} == {paper_id}
    assert notes == [f"paper {given!r} read as {title!r} ({paper_id})"]


@pytest.mark.neo4j
def test_leaderboard_takes_in_the_editions_of_a_dataset_and_the_kinds_of_a_measure(empty_db):
    from neo4j_seed import editions_graph

    from kg.store.neo4j import load_graph

    load_graph(editions_graph(), empty_db)
    assert _pick(_rows(empty_db, "leaderboard", dataset="QuarkWOZ"), "dataset", "metric", "value") == [
        ("QuarkWOZ 2.2", "BLIX", 12.0), ("QuarkWOZ 2.2", "composite GlimScore", 64.5), ("QuarkWOZ", "GlimScore", 71.0),
        ("QuarkWOZ 2.2", "GlimScore", 80.0)]
    assert _pick(_rows(empty_db, "leaderboard", dataset="quarkwoz", metric="GlimScore"), "value") == [
        (64.5,), (71.0,), (80.0,)]
    assert _pick(_rows(empty_db, "leaderboard", dataset="QuarkWOZ 2.2"), "value") == [(12.0,), (64.5,), (80.0,)]


@pytest.mark.neo4j
def test_leaderboard_lists_the_scores_before_the_gains_of_a_metric(empty_db):
    from neo4j_seed import _claim, _mention, graph_of

    from kg.models import Extraction, Paper
    from kg.store.neo4j import load_graph

    text = "GlimNet reaches 41.0% accuracy on QuarkSet. It beats ZorbNet by 52.0% accuracy on QuarkSet."
    extraction = Extraction(
        paper=Paper(id="arxiv:2401.00011", abstract=text, title="GlimNet", year=2024),
        mentions=(_mention(text, "GlimNet", "METHOD", "proposed"), _mention(text, "QuarkSet", "DATASET", "evaluated")),
        claims=(_claim(text, "reaches 41.0% accuracy", 41.0, "%", "absolute", metric="accuracy", dataset="QuarkSet"),
                _claim(text, "beats ZorbNet by 52.0% accuracy", 52.0, "%", "increase", metric="accuracy",
                       dataset="QuarkSet")))
    load_graph(graph_of([extraction]), empty_db)
    assert _pick(_rows(empty_db, "leaderboard", dataset="QuarkSet"), "value", "direction") == [(41.0, "absolute"),
                                                                                             (52.0, "increase")]


@pytest.mark.neo4j
def test_leaderboard_sorts_metrics_in_any_case_and_puts_the_best_score_first(empty_db):
    from neo4j_seed import _claim, _mention, graph_of

    from kg.models import Extraction, Paper
    from kg.store.neo4j import load_graph

    text = ("GlimNet reaches 7.0 FID, ZorbNet 3.1 FID and QuarkNet 12.4 FID on QuarkSet. "
            "GlimNet reaches 41.0% accuracy and ZorbNet 55.0% accuracy on QuarkSet. "
            "GlimNet reaches 30.0 ROUGE and ZorbNet 40.0 ROUGE on QuarkSet. "
            "ZorbNet lowers FID by 2.0 over GlimNet and by 5.0 over QuarkNet on QuarkSet.")
    scores = [("7.0 FID", 7.0, "FID", "GlimNet"), ("3.1 FID", 3.1, "FID", "ZorbNet"), ("12.4 FID", 12.4, "FID", "QuarkNet"),
              ("41.0% accuracy", 41.0, "accuracy", "GlimNet"), ("55.0% accuracy", 55.0, "accuracy", "ZorbNet"),
              ("30.0 ROUGE", 30.0, "ROUGE", "GlimNet"), ("40.0 ROUGE", 40.0, "ROUGE", "ZorbNet")]
    claims = [_claim(text, words, value, "%" if "%" in words else None, "absolute", metric=metric, dataset="QuarkSet",
                     method=method) for words, value, metric, method in scores]
    claims += [_claim(text, f"by {value} over {rival}", value, None, "decrease", metric="FID", dataset="QuarkSet",
                      method="ZorbNet", baseline=rival) for value, rival in ((2.0, "GlimNet"), (5.0, "QuarkNet"))]
    claims += [_claim(text, "QuarkNet 12.4 FID", 9.3, None, "increase", metric="FID", dataset="QuarkSet",
                      method="QuarkNet")]  # (a rise of FID: for the worse, after the falls however large)
    extraction = Extraction(
        paper=Paper(id="arxiv:2401.00012", abstract=text, title="ZorbNet", year=2024),
        mentions=tuple(_mention(text, name, "METHOD", "compared") for name in ("GlimNet", "ZorbNet", "QuarkNet"))
        + (_mention(text, "QuarkSet", "DATASET", "evaluated"),),
        claims=tuple(claims))
    load_graph(graph_of([extraction]), empty_db)
    rows = _rows(empty_db, "leaderboard", dataset="QuarkSet")
    assert _pick(rows, "metric", "method", "value", "direction") == [
        ("accuracy", "ZorbNet", 55.0, "absolute"), ("accuracy", "GlimNet", 41.0, "absolute"),
        ("FID", "ZorbNet", 3.1, "absolute"), ("FID", "GlimNet", 7.0, "absolute"), ("FID", "QuarkNet", 12.4, "absolute"),
        ("FID", "ZorbNet", 5.0, "decrease"), ("FID", "ZorbNet", 2.0, "decrease"), ("FID", "QuarkNet", 9.3, "increase"),
        ("ROUGE", "ZorbNet", 40.0, "absolute"), ("ROUGE", "GlimNet", 30.0, "absolute")]
    assert {row["metric"]: row["lower_is_better"] for row in rows} == {"accuracy": False, "FID": True, "ROUGE": False}
    # a graph built before Metric nodes said so loads, and its scores come highest first, as they did
    old = graph_of([extraction])
    for _, data in old.nodes(data=True):
        data.pop("lower_is_better", None)
    load_graph(old, empty_db)
    rows = _rows(empty_db, "leaderboard", dataset="QuarkSet", metric="FID")
    assert _pick(rows, "value", "lower_is_better") == [(12.4, None), (7.0, None), (3.1, None), (9.3, None), (5.0, None),
                                                       (2.0, None)]


@pytest.mark.neo4j
def test_co_used(seeded_db):
    assert _pick(_rows(seeded_db, "co-used"), "method", "co_used_with", "papers") == [
        ("FastNet", "ResNet", 2), ("ResNet", "ViT", 1)]
    assert _pick(_rows(seeded_db, "co-used", method="ResNet", min_papers=2), "co_used_with", "papers") == [
        ("FastNet", 2)]


@pytest.mark.neo4j
def test_top_entities(seeded_db):
    rows = _rows(seeded_db, "top-entities", label="method", limit=2)
    assert _pick(rows, "label", "rank", "name", "papers") == [("Method", 1, "ResNet", 3), ("Method", 2, "FastNet", 2)]
    everything = _rows(seeded_db, "top-entities")
    assert {r["label"] for r in everything} == {"Method", "Dataset", "Metric", "Task", "Repository"}
    assert _pick([r for r in everything if r["label"] == "Dataset"], "name", "papers") == [
        ("ImageNet", 3), ("MegaSet", 1)]


@pytest.mark.neo4j
def test_papers_with_code(seeded_db):
    rows = _rows(seeded_db, "papers-with-code")
    assert _pick(rows, "paper_id", "code", "proposes") == [
        ("arxiv:2401.00001", "https://github.com/example/fastnet", ["FastNet"])]
    assert _rows(seeded_db, "papers-with-code", method="ViT") == []


@pytest.mark.neo4j
def test_paper_card_lists_every_fact_with_evidence(seeded_db):
    rows = _rows(seeded_db, "paper-card", paper="2401.00001")
    assert [r["relation"] for r in rows] == ["PROPOSES", "ADDRESSES", "USES", "REPORTS", "COMPARES_WITH",
                                             "MEASURES", "EVALUATES_ON", "REPORTS", "HAS_CODE"]
    assert all(r["evidence"] and r["rule"] and r["end"] > r["start"] and r["section"] == "abstract" for r in rows)
    result = rows[3]
    assert (result["value"], result["direction"]) == (2.5, "increase")
    assert result["about"] == ["AGAINST: ViT", "FOR_METHOD: FastNet", "IN_METRIC: accuracy", "ON_DATASET: ImageNet"]
    assert _rows(seeded_db, "paper-card", paper="using fastnet")[0]["paper_id"] == "arxiv:2401.00003"


@pytest.mark.neo4j
def test_new_datasets(seeded_db):
    rows = _rows(seeded_db, "new-datasets")
    assert _pick(rows, "dataset", "paper_ids", "year", "evaluated_by") == [
        ("MegaSet", ["arxiv:2401.00002"], 2024, 0)]
    assert _rows(seeded_db, "new-datasets", since="2025") == []


@pytest.mark.neo4j
def test_new_datasets_come_newest_first_by_the_date_of_the_paper_that_first_introduced_them(empty_db):
    from neo4j_seed import _mention, graph_of

    from kg.models import Extraction, Paper
    from kg.store.neo4j import load_graph

    introduced = [  # (paper id, date, year, dataset): every paper of 2025 but one, its date as precise as its source
        # (a month, "2025-07", sorts among the days)
        ("arxiv:2501.00001", "2025-03-02", 2025, "QuarkSet"),
        ("arxiv:2501.00002", "2025-11-20", 2025, "ZorbSet"),
        ("arxiv:2501.00003", "Nov 9", 2025, "GlimBench"),
        ("arxiv:2501.00004", "2025-07", 2025, "flumBench"),
        ("arxiv:2501.00005", "2024-12-30", 2024, "AlphaSet"),
        ("arxiv:2501.00006", "2025-01-15", 2025, "BetaSet"),
        ("arxiv:2501.00007", "2025-12-01", 2025, "BetaSet"),  # introduced again, later: still new since January
        ("arxiv:2501.00008", None, None, "OmegaSet"),
    ]
    extractions = []
    for paper_id, date, year, dataset in introduced:
        text = f"We introduce {dataset}, a benchmark."
        extractions.append(Extraction(paper=Paper(id=paper_id, abstract=text, title=f"{dataset} paper", date=date,
                                                  year=year),
                                      mentions=(_mention(text, dataset, "DATASET", "introduced"),)))
    load_graph(graph_of(extractions), empty_db)
    rows = _rows(empty_db, "new-datasets")
    assert _pick(rows, "dataset", "year", "date") == [
        ("ZorbSet", 2025, "2025-11-20"), ("flumBench", 2025, "2025-07"), ("QuarkSet", 2025, "2025-03-02"),
        ("BetaSet", 2025, "2025-01-15"), ("GlimBench", 2025, "Nov 9"), ("AlphaSet", 2024, "2024-12-30"),
        ("OmegaSet", None, None)]
    assert _pick(rows, "paper_ids")[3] == (["arxiv:2501.00006", "arxiv:2501.00007"],)


@pytest.mark.neo4j
def test_queries_are_read_only_unless_asked(seeded_db):
    with pytest.raises(StoreError, match=r"KG220.*--write"):
        run_query(seeded_db, "CREATE (:Method {id: 'method:intruder'})")
    assert run_query(seeded_db, "MATCH (m:Method {id: 'method:intruder'}) RETURN m") == []
    run_query(seeded_db, "CREATE (:Method {id: 'method:intruder', name: 'x'})", write=True)
    assert len(run_query(seeded_db, "MATCH (m:Method {id: 'method:intruder'}) RETURN m")) == 1


@pytest.mark.neo4j
def test_syntax_error_is_a_clear_store_error(seeded_db):
    with pytest.raises(StoreError, match="KG221"):
        run_query(seeded_db, "MATCH (n RETURN n")


@pytest.mark.neo4j
def test_a_paper_without_a_title_is_named_in_the_rows_as_in_the_graph(empty_db):
    from neo4j_seed import graph_of, paper_a_extraction

    from kg.store.neo4j import load_graph

    untitled = paper_a_extraction()
    untitled = untitled.model_copy(update={"paper": untitled.paper.model_copy(update={"title": None})})
    graph = graph_of([untitled])
    load_graph(graph, empty_db)
    name = graph.nodes[untitled.paper.id]["name"]
    assert name and {row["paper"] for row in _rows(empty_db, "baselines-of", method="FastNet")} == {name}
    assert {row["title"] for row in _rows(empty_db, "paper-card", paper=untitled.paper.id)} == {name}
