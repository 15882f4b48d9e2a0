"""`kg entities`: listing and --suspicious over a graph.json, exact output and error exits."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from kg.cli import app
from kg.graph import build_graph
from kg.resolve import resolve
from kg.store.local import write_graph
from tests.resolve.conftest import mention, paper


@pytest.fixture
def graph_file(tmp_path):
    extractions = [
        paper("p1", mention("METHOD", "EfficientDet"), mention("METHOD", "Vicuna-7B"), mention("DATASET", "COCO")),
        paper("p2", mention("METHOD", "EfficentDet"), mention("METHOD", "EfficientDet"), mention("DATASET", "MS-COCO")),
    ]
    resolution = resolve(extractions)
    return write_graph(build_graph(extractions, resolution), tmp_path / "graph.json")


def test_lists_entities_of_a_label(graph_file):
    result = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--label", "method"])
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "id\tlabel\tname\tpapers\taliases\n"
        "method:efficientdet\tMethod\tEfficientDet\t2\tEfficientDet\n"
        "method:efficentdet\tMethod\tEfficentDet\t1\tEfficentDet\n"
        "method:vicuna-7b\tMethod\tVicuna-7B\t1\tVicuna-7B\n"
        "method:vicuna\tMethod\tVicuna\t0\tVicuna\n"
    )


def test_the_build_folder_given_as_graph_lists_the_entities_of_its_graph_json(graph_file):
    from_folder = CliRunner().invoke(app, ["entities", "--graph", str(graph_file.parent), "--label", "method"])
    from_file = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--label", "method"])
    assert from_folder.exit_code == 0, from_folder.output
    assert from_folder.stdout == from_file.stdout and "EfficientDet" in from_folder.stdout


def test_json_rows(graph_file):
    result = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--label", "Dataset", "--json"])
    assert result.exit_code == 0
    rows = json.loads(result.stdout)
    assert [(r["id"], r["papers"], r["aliases"]) for r in rows] == [("dataset:ms-coco", 2, ["COCO", "MS-COCO"])]
    variant = json.loads(CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--json"]).stdout)
    assert {r["id"]: r["variant_of"] for r in variant}["method:vicuna-7b"] == "method:vicuna"


def test_suspicious(graph_file):
    result = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--suspicious"])
    assert result.exit_code == 0
    assert result.stdout == (
        "kind\tlabel\tids\treason\toverride\n"
        "duplicate\tMETHOD\tmethod:efficentdet | method:efficientdet\t'EfficentDet' and 'EfficientDet' differ by one "
        "character\tmerge: [METHOD, \"EfficentDet\", \"EfficientDet\"]\n"
    )
    as_json = json.loads(CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--suspicious", "--json"]).stdout)
    assert as_json[0]["override"] == 'merge: [METHOD, "EfficentDet", "EfficientDet"]'


def test_suspicious_leaves_out_what_the_alias_file_decides(graph_file, tmp_path, monkeypatch):
    decisions = tmp_path / "decided.yaml"
    decisions.write_text('split:\n  - [METHOD, "EfficentDet", "EfficientDet"]\n', encoding="utf-8")
    named = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--suspicious", "--aliases", str(decisions)])
    assert named.exit_code == 0 and named.stdout == ""
    assert "0 suspicious entities" in named.stderr

    monkeypatch.chdir(tmp_path)
    (tmp_path / "kg.aliases.yaml").write_text(decisions.read_text(encoding="utf-8"), encoding="utf-8")
    assert CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--suspicious"]).stdout == ""

    missing = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--suspicious",
                                       "--aliases", str(tmp_path / "none.yaml")])
    assert missing.exit_code == 1 and "none.yaml" in missing.stderr
    listing = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--aliases", str(decisions)])
    assert listing.exit_code == 2 and "--suspicious" in listing.stderr


def test_extractions_are_resolved_with_the_override_file_given(tmp_path):
    from kg.pipeline import write_extractions

    saved = write_extractions([paper("p1", mention("METHOD", "EfficientDet")),
                               paper("p2", mention("METHOD", "EfficentDet"))], tmp_path / "extractions.jsonl")
    merged = tmp_path / "merged.yaml"
    merged.write_text('merge:\n  - [METHOD, "EfficientDet", "EfficentDet"]\n', encoding="utf-8")
    plain = CliRunner().invoke(app, ["entities", "--graph", str(saved), "--suspicious"])
    assert "EfficentDet" in plain.stdout  # (a likely duplicate, until the file decides it)
    decided = CliRunner().invoke(app, ["entities", "--graph", str(saved), "--suspicious", "--aliases", str(merged)])
    assert decided.exit_code == 0 and decided.stdout == ""


def test_missing_graph_is_an_error(tmp_path):
    result = CliRunner().invoke(app, ["entities", "--graph", str(tmp_path / "none.json")])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ") and "kg build" in result.stderr


def test_unknown_label_is_a_usage_error(graph_file):
    result = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--label", "Model"])
    assert result.exit_code == 2
    assert "unknown label 'Model'" in result.stderr


def test_a_limit_says_how_many_of_the_entities_it_shows(graph_file):
    result = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--label", "Method", "--limit", "1"])
    assert result.exit_code == 0 and len(result.stdout.splitlines()) == 2  # (the header and one row)
    assert result.stderr.splitlines()[-1] == f"1 of 4 entities in {graph_file}"  # (a family node too)


def test_a_bad_node_is_named_and_skipped_and_the_rest_listed(graph_file):
    payload = json.loads(graph_file.read_text(encoding="utf-8"))
    payload["nodes"].insert(0, {"label": "Method", "name": "QuarkBench"})
    graph_file.write_text(json.dumps(payload), encoding="utf-8")
    result = CliRunner().invoke(app, ["entities", "--graph", str(graph_file), "--label", "Dataset"])
    assert result.exit_code == 0, result.output
    assert result.stdout == "id\tlabel\tname\tpapers\taliases\ndataset:ms-coco\tDataset\tCOCO\t2\tCOCO; MS-COCO\n"
    assert result.stderr.splitlines() == [
        f"skipped {graph_file}: nodes[0]: no 'id'; node skipped",
        f"read {graph_file}: 1 skipped",
        f"1 entity in {graph_file}",
    ]


@pytest.mark.parametrize("text", [
    "[]", '"paper-kg/graph"', '{"format": "paper-kg/graph", "version": 1, "nodes": "abc"}'])
def test_a_file_that_is_no_graph_is_one_line_of_error(tmp_path, text):
    path = tmp_path / "graph.json"
    path.write_text(text, encoding="utf-8")
    for flags in ([], ["--suspicious"]):
        result = CliRunner().invoke(app, ["entities", "--graph", str(path), *flags])
        assert result.exit_code == 1
        assert result.stderr.startswith((f"Error: [KG302] {path}", f"Error: [KG303] {path}"))  # (as export says it)
        assert len(result.stderr.splitlines()) == 1


def test_suspicious_reads_properties_of_the_wrong_kind_as_absent_and_says_so(tmp_path):
    nodes = [
        {"id": "method:glimmernet", "label": "Method", "name": None, "papers": "many",
         "aliases": ["GlimmerNet", 7, ["x"]]},
        {"id": "method:glimernet", "label": "Method", "name": "GlimerNet", "papers": float("nan"),
         "aliases": ["GlimerNet"]},
        {"id": "method:quarkbench", "label": "Method", "name": "QuarkBench", "papers": [3], "aliases": "QuarkBench"},
    ]
    path = tmp_path / "graph.json"
    path.write_text(json.dumps({"format": "paper-kg/graph", "version": 1, "nodes": nodes, "relationships": []}),
                    encoding="utf-8")
    result = CliRunner().invoke(app, ["entities", "--graph", str(path), "--suspicious"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("kind\tlabel\tids\treason\toverride\nduplicate\tMETHOD\tmethod:glimernet | method:glimmernet\t")
    assert result.stderr.splitlines() == [
        f"repaired {path}: nodes[0]: 'name' is null, not text; node read without its 'name'",
        f"repaired {path}: nodes[0]: 'aliases' holds [7, [\"x\"]], which are no names; "
        "node read with the rest of its 'aliases'",
        f"repaired {path}: nodes[0]: 'papers' is \"many\", not a count; node read without its 'papers'",
        f"repaired {path}: nodes[1]: 'papers' is NaN, not a count; node read without its 'papers'",
        f"repaired {path}: nodes[2]: 'aliases' is \"QuarkBench\", not a list of names; node read without its 'aliases'",
        f"repaired {path}: nodes[2]: 'papers' is [3], not a count; node read without its 'papers'",
        f"read {path}: 0 skipped, 6 repaired",
        f"1 suspicious entity in {path}",
    ]


def _graph_where_only_a_claimed_result_names_a_metric():
    """Paper p1 ("Glim") and the metric "zorb latency", named only by the result the paper claims."""
    from kg.models import Claim, Evidence, Extraction, Paper

    text = "GlimNet cuts zorb latency by 30%."
    claim = Claim(value=30.0, unit="%", direction="decrease", text="cuts zorb latency by 30%", metric="zorb latency",
                  evidence=Evidence(sentence=text, start=8, end=32, rule="claim:gain", confidence=0.8))
    extractions = [Extraction(paper=Paper(id="p1", abstract=text, title="Glim"), mentions=(), claims=(claim,))]
    return build_graph(extractions, resolve(extractions))


def test_an_entity_only_a_claimed_result_names_counts_its_paper_as_the_graph_does(tmp_path):
    from kg.export.selection import node_papers

    graph = _graph_where_only_a_claimed_result_names_a_metric()
    rows = json.loads(CliRunner().invoke(app, ["entities", "--graph", str(write_graph(graph, tmp_path / "g.json")),
                                               "--json"]).stdout)
    assert [(row["id"], row["papers"]) for row in rows] == [("metric:zorb-latency", 1)]
    del graph.nodes["metric:zorb-latency"]["papers"]  # (a graph written without counts)
    assert node_papers(graph, "metric:zorb-latency") == 1


def test_the_html_view_counts_and_lists_the_paper_of_an_entity_only_a_claimed_result_names():
    from kg.export.html import view_payload

    graph = _graph_where_only_a_claimed_result_names_a_metric()
    del graph.nodes["metric:zorb-latency"]["papers"]  # (a graph written without counts)
    node = next(n for n in view_payload(graph, "t")["nodes"] if n["id"] == "metric:zorb-latency")
    assert (node["papers"], node["paperTitles"]) == (1, ["Glim"])


def test_a_card_says_how_many_of_its_papers_the_view_does_not_list():
    from kg.export.html import view_payload

    graph = _graph_where_only_a_claimed_result_names_a_metric()
    graph.nodes["metric:zorb-latency"]["papers"] = 22  # (as counted in a whole graph this view is cut from)
    node = next(n for n in view_payload(graph, "t")["nodes"] if n["id"] == "metric:zorb-latency")
    assert (node["papers"], node["paperTitles"], node["morePapers"]) == (22, ["Glim"], 21)
