"""`kg query NAME --graph PATH`: saved queries answered from a graph file, through the real CLI, without Neo4j."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kg.cli import app
from kg.neo4j_server import free_port
from kg.store.local import write_graph
from store_seed import seed



runner = CliRunner()


@pytest.fixture
def build_folder(tmp_path: Path) -> Path:
    write_graph(seed.seed_graph(), tmp_path / "out" / "graph.json")
    return tmp_path / "out"


def _query(*args: str):
    return runner.invoke(app, ["query", *args, "--neo4j", f"bolt://127.0.0.1:{free_port()}"])  # (no server there)


def _one_line(text: str) -> str:
    return " ".join(text.replace("\u2502", " ").split())


def test_a_saved_query_on_a_build_folder_prints_the_rows_as_json(build_folder: Path):
    result = _query("leaderboard", "--param", "dataset=ImageNet", "--json", "--graph", str(build_folder))
    assert result.exit_code == 0, result.output
    assert [(r["method"], r["value"], r["baseline"], r["paper_id"]) for r in json.loads(result.stdout)] == [
        ("FastNet", 79.0, None, "arxiv:2401.00003"), ("FastNet", 2.5, "ViT", "arxiv:2401.00001")]
    assert result.stderr == ""


@pytest.mark.parametrize("gzipped", [False, True])
def test_a_graph_file_gzipped_or_not_gives_the_same_rows(build_folder: Path, tmp_path: Path, gzipped: bool):
    path = build_folder / "graph.json"
    if gzipped:
        path = tmp_path / "graph.json.gz"
        path.write_bytes(gzip.compress((build_folder / "graph.json").read_bytes()))
    result = _query("top-entities", "-p", "label=method", "-p", "limit=2", "--json", "--graph", str(path))
    assert result.exit_code == 0, result.output
    assert [(r["label"], r["rank"], r["name"], r["papers"]) for r in json.loads(result.stdout)] == [
        ("Method", 1, "ResNet", 3), ("Method", 2, "FastNet", 2)]


def test_a_saved_query_on_a_graph_prints_a_table(build_folder: Path):
    result = _query("top-entities", "-p", "label=Dataset", "--graph", str(build_folder))
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stdout.splitlines() if "ImageNet" in line or "MegaSet" in line]
    assert len(lines) == 2 and "3" in lines[0] and "1" in lines[1]
    assert result.stderr.splitlines()[-1] == "(2 rows)"


def test_names_are_read_and_missed_names_told_as_from_neo4j(build_folder: Path):
    result = _query("datasets-of-method", "-p", "method=Fast-Net", "--json", "--graph", str(build_folder))
    assert result.exit_code == 0, result.output
    assert result.stderr == "note: method 'Fast-Net' read as 'FastNet' (method:fastnet)\n"
    assert {row["method"] for row in json.loads(result.stdout)} == {"FastNet"}
    result = _query("leaderboard", "-p", "dataset=ImageNat", "--graph", str(build_folder))
    assert result.exit_code == 0, result.output
    assert result.stderr == "(no rows)\nnote: no Dataset is named 'ImageNat'; closest: 'ImageNet'\n"


@pytest.mark.parametrize("args, told", [
    (["--cypher", "MATCH (n) RETURN n"], "--graph answers saved queries only; --cypher needs Neo4j"),
    (["top-entities", "--write"], "--graph answers saved queries only; --write needs Neo4j"),
    (["leaderbaord"], "no saved query 'leaderbaord' (did you mean 'leaderboard'?)"),
])
def test_what_a_graph_file_cannot_answer_is_a_usage_error(build_folder: Path, args: list[str], told: str):
    result = _query(*args, "--graph", str(build_folder))
    assert result.exit_code == 2
    assert told in _one_line(result.stderr)


@pytest.mark.parametrize("params, told", [
    ([], "[KG244] query 'leaderboard' needs --param dataset=VALUE"),
    (["-p", "dataset=ImageNet", "-p", "limit=-3"], "[KG246] query 'leaderboard': parameter limit must be a whole number"),
])
def test_parameters_are_checked_as_for_neo4j(build_folder: Path, params: list[str], told: str):
    result = _query("leaderboard", *params, "--graph", str(build_folder))
    assert result.exit_code == 1
    assert told in result.stderr


def test_a_missing_graph_is_an_error_that_says_how_to_build_one(tmp_path: Path):
    result = _query("top-entities", "--graph", str(tmp_path / "nowhere" / "graph.json"))
    assert result.exit_code == 1
    assert "[KG301] no graph file at" in result.stderr
