import json
import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from export_fixtures import SCRIPT_TITLE, synthetic_extractions
from kg.cli import app
from kg.export import read_graphml
from kg.pipeline import write_extractions
from kg.store.local import write_graph

runner = CliRunner()


@pytest.fixture
def graph_file(graph, tmp_path):
    return write_graph(graph, tmp_path / "out" / "graph.json")


def test_export_focus_to_html(graph_file, tmp_path):
    out = tmp_path / "zeta.html"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--method", "zn", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        f"exported 5 nodes and 5 relationships as html to {out}",
        "focus: method:zetanet",
    ]
    page = out.read_text(encoding="utf-8")
    assert "<title>paper-kg: ZetaNet</title>" in page


def test_quiet_drops_the_summary_but_keeps_the_notes(graph_file, tmp_path):
    out = tmp_path / "small.json"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--method", "zn", "--limit", "3", "-q",
                                 "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert [line.split(":")[0] for line in result.stderr.splitlines()] == ["note"]  # the cut, not "exported ..."
    assert json.loads(out.read_text(encoding="utf-8"))["nodes"]


def test_export_graphml_with_types_and_json_summary(graph_file, tmp_path):
    out = tmp_path / "g.graphml"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--dataset", "FOO-BENCH", "--hops", "2",
                                 "--types", "Paper,Dataset", "--types", "EVALUATES_ON", "-o", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    back = read_graphml(out)
    assert summary["nodes"] == back.number_of_nodes() == 5  # Foo-Bench, its 3 papers, Bar-Set
    assert summary["relationships"] == back.number_of_edges() == 4
    assert {d["type"] for *_, d in back.edges(data=True)} == {"EVALUATES_ON"}
    assert summary["focus"] == ["dataset:foo-bench"] and summary["format"] == "graphml"


def test_the_help_examples_selection_of_types_keeps_the_methods_of_the_papers_on_a_dataset(graph_file, tmp_path):
    """`kg export --help` shows this selection: listing a relationship type keeps only the types listed, so the
    methods come in only with the relationship that links them to their papers."""
    from kg.cli.export import export_command

    example = next(line for line in export_command.__doc__.splitlines() if "--types" in line).split()
    types = example[example.index("--types") + 1]
    out = tmp_path / "g.json"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--dataset", "Foo-Bench", "--hops", "2",
                                 "--types", types, "-o", str(out), "--json"])
    assert result.exit_code == 0, result.output
    labels = {node["label"] for node in json.loads(out.read_text(encoding="utf-8"))["nodes"]}
    assert {"Paper", "Method", "Dataset"} <= labels


def test_export_limit_reports_cut(graph_file, tmp_path):
    out = tmp_path / "small.json"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--limit", "3", "-o", str(out)])
    assert result.exit_code == 0, result.output
    lines = result.stderr.splitlines()
    assert lines[0] == f"exported 3 nodes and 3 relationships as json to {out}"
    assert lines[1].startswith("note: --limit 3: kept 3 of 15 nodes (most connected, grown from the best-connected node so the view stays linked); cut 12 nodes")


def test_export_format_option_and_csv_directory(graph_file, tmp_path):
    out = tmp_path / "csvout"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--format", "csv", "--min-papers", "2",
                                 "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == ["import-command.txt", "nodes.csv", "relationships.csv"]
    assert "note: --min-papers 2: dropped 6 entities seen in fewer papers" in result.stderr


def test_export_all_formats_from_one_graph(graph_file, tmp_path):
    for name in ("a.html", "a.graphml", "a.gexf", "a.json", "a.csv", "a.cypher"):
        result = runner.invoke(app, ["export", "--graph", str(graph_file), "-o", str(tmp_path / name)])
        assert result.exit_code == 0, (name, result.output)
        assert "exported 15 nodes and 21 relationships" in result.stderr


def test_unknown_focus_name_suggests(graph_file, tmp_path):
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--method", "GamaNet", "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG401] no Method matches 'GamaNet'. Closest names: 'GammaNet'")
    assert not (tmp_path / "x.html").exists()


@pytest.mark.parametrize("source", ["graph.json", "extractions.jsonl"])
@pytest.mark.parametrize("option, label", [("--method", "Method"), ("--paper", "Paper")])
def test_the_listing_a_hopeless_name_suggests_runs(graph_file, tmp_path, monkeypatch, option, label, source):
    if source == "extractions.jsonl":
        graph_file = write_extractions(synthetic_extractions(), tmp_path / "out" / source)
    result = runner.invoke(app, ["export", "--graph", str(graph_file), option, "qqqqqqqqqqqq", "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 1 and "no name is close" in result.stderr
    command = re.search(r"list them with `kg ([^`]+)`", result.stderr).group(1)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    listing = runner.invoke(app, shlex.split(command))  # as given: its graph is the one the export read
    assert listing.exit_code == 0, listing.output
    shown = listing.stdout + "".join(path.read_text(encoding="utf-8") for path in tmp_path.rglob("nodes.csv"))
    assert ("GammaNet" if label == "Method" else "arxiv:2401.00001") in shown


def test_the_listing_suggested_for_a_database_never_shows_its_password():
    from kg.cli.export import _listing

    hint = _listing("Method", Path("out/graph.json"), True, "bolt://neo4j:s3cret@db.example:7687")
    assert "s3cret" not in hint and "db.example:7687" in hint


def test_missing_graph_file(tmp_path):
    result = runner.invoke(app, ["export", "--graph", str(tmp_path / "none.json"), "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 1
    assert "Error: [KG301] no graph file at" in result.stderr


def test_the_build_folder_given_as_graph_is_read_as_its_graph_json(graph_file, tmp_path):
    out = tmp_path / "zeta.json"
    result = runner.invoke(app, ["export", "--graph", str(graph_file.parent), "--method", "zn", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines()[0] == f"exported 5 nodes and 5 relationships as json to {out}"


def test_unknown_format(graph_file, tmp_path):
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "-o", str(tmp_path / "x.png")])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG403] cannot tell the format from")


@pytest.mark.parametrize("folder", ["csvout/", "tables.csv/", "new.json/"])
def test_an_output_ending_in_a_slash_is_a_csv_folder(graph_file, tmp_path, folder):
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "-o", f"{tmp_path}/{folder}"])
    assert result.exit_code == 0, result.output
    out = tmp_path / folder.rstrip("/")
    assert sorted(p.name for p in out.iterdir()) == ["import-command.txt", "nodes.csv", "relationships.csv"]
    assert "exported 15 nodes and 21 relationships as csv" in result.stderr


def test_a_one_file_format_into_a_folder_is_an_error_not_a_file_named_as_the_folder(graph_file, tmp_path):
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "-f", "graphml", "-o", f"{tmp_path}/views/"])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: [KG403] {tmp_path}/views/ names a folder, and only csv writes one (its "
                                    "nodes, relationships and import command): name a file for graphml")
    assert not (tmp_path / "views").exists()


def test_unknown_type(graph_file, tmp_path):
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--types", "Papers", "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 1
    assert "[KG402] --types 'Papers'" in result.stderr and "Did you mean 'Paper'" in result.stderr


def test_cypher_needs_neo4j(graph_file, tmp_path):
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--cypher", "MATCH (n) RETURN n",
                                 "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 2
    assert "--cypher runs against Neo4j: add --neo4j" in result.stderr


@pytest.mark.parametrize("cypher", ["", "  \n "])
def test_an_empty_cypher_is_a_usage_error_not_the_whole_graph(tmp_path, cypher):
    result = runner.invoke(app, ["export", "--neo4j-uri", "bolt://127.0.0.1:1", "--cypher", cypher,
                                 "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 2
    assert "the query is empty" in result.stderr


def test_param_needs_cypher(graph_file, tmp_path):
    result = runner.invoke(app, ["export", "--neo4j", "--param", "a=1", "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 2
    assert "--param only applies to --cypher" in result.stderr


def test_negative_hops_is_a_usage_error(graph_file, tmp_path):
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--hops", "-1", "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 2


def test_html_title_option_is_text(graph_file, tmp_path):
    out = tmp_path / "t.html"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "--title", SCRIPT_TITLE, "-o", str(out)])
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert SCRIPT_TITLE not in page
    assert "&lt;/script&gt;&lt;script&gt;window.__kgPwned" in page


@pytest.mark.neo4j
def test_export_from_neo4j_with_cypher(graph, tmp_path, neo4j_uri, monkeypatch):
    from kg.store.neo4j import Neo4jConfig, clear_database, load_graph

    monkeypatch.setenv("NEO4J_URI", neo4j_uri)
    config = Neo4jConfig.from_env()
    clear_database(config)
    load_graph(graph, config)
    out = tmp_path / "n.json"
    result = runner.invoke(app, ["export", "--neo4j", "--cypher",
                                 "MATCH p=(:Paper)-[:EVALUATES_ON]->(d:Dataset {name: $name}) RETURN p",
                                 "--param", "name=Foo-Bench", "-o", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["nodes"] == 4 and summary["relationships"] == 3

    whole = tmp_path / "w.json"
    result = runner.invoke(app, ["export", "--neo4j", "--method", "zn", "--hops", "1", "-o", str(whole), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["nodes"] == 5


def test_export_from_extractions_gives_the_graph_of_graph_json(seed_build, tmp_path):
    _, _, out_dir = seed_build
    results = {}
    for name in ("graph.json", "extractions.jsonl"):
        out = tmp_path / f"{name}.graphml"
        result = runner.invoke(app, ["export", "--graph", str(out_dir / name), "--dataset", "CIFAR-10", "-o", str(out),
                                     "--json"])
        assert result.exit_code == 0, result.output
        back = read_graphml(out)
        results[name] = (sorted(back.nodes), sorted((u, v, d["type"]) for u, v, d in back.edges(data=True)))
    assert results["graph.json"] == results["extractions.jsonl"]
    assert results["graph.json"][0]


@pytest.mark.parametrize("name, limit, kept", [
    ("view.html", [], 500),           # a browser must draw it
    ("graph.graphml", [], None),      # a file: the whole graph
    ("csv/", ["--format", "csv"], None),
    ("graph.graphml", ["--limit", "300"], 300),
])
def test_the_default_limit_is_for_the_html_view_only(tmp_path, name, limit, kept):
    from export_fixtures import large_graph

    big = large_graph(1500)
    graph_file = write_graph(big, tmp_path / "graph.json")
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "-o", str(tmp_path / name), "--json"] + limit)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["nodes"] == (kept or big.number_of_nodes())


def test_a_bad_relationship_is_named_and_skipped_and_the_rest_exported(graph_file, tmp_path):
    payload = json.loads(graph_file.read_text(encoding="utf-8"))
    payload["relationships"].append({"key": "k-quark", "type": "USES", "source": "method:zetanet"})
    graph_file.write_text(json.dumps(payload), encoding="utf-8")
    out = tmp_path / "x.json"
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "-o", str(out), "--json"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        f"skipped {graph_file}: relationships[21]: no 'target'; relationship skipped",
        f"read {graph_file}: 1 skipped",
        f"exported 15 nodes and 21 relationships as json to {out}",
    ]
    summary = json.loads(result.stdout)
    assert [p["reason"] for p in summary["problems"]] == ["relationships[21]: no 'target'"]


@pytest.mark.parametrize("node", [{"label": "Method"}, {"id": ["method:quark"]}, 5])
def test_a_graph_none_of_whose_nodes_can_be_read_is_one_line_of_error(tmp_path, node):
    path = tmp_path / "graph.json"
    path.write_text(json.dumps({"format": "paper-kg/graph", "version": 1, "nodes": [node], "relationships": []}),
                    encoding="utf-8")
    result = runner.invoke(app, ["export", "--graph", str(path), "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: [KG302] no node of {path} could be read (1 skipped; first: nodes[0]: ")
    assert len(result.stderr.splitlines()) == 1


def test_broken_lines_of_extractions_are_named_and_skipped_and_the_rest_exported(tmp_path):
    from export_fixtures import synthetic_extractions
    from kg.pipeline import write_extractions

    path = write_extractions(synthetic_extractions(), tmp_path / "extractions.jsonl")
    good = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(good[0] + b'{"paper": {"id": "p9", "abstract": "Glim\xff"}}\n' + good[1]
                     + b'{"file": "x.txt", "reason": "bad"}\n' + b"".join(good[2:]) + b'{"paper": {"id"')
    out = tmp_path / "x.json"
    result = runner.invoke(app, ["export", "--graph", str(path), "-o", str(out), "--json"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        f"skipped {path}:2: invalid UTF-8 (byte 0xff at column 41); line skipped",
        f"skipped {path}:4: not an extraction record (paper: field required, and 2 more); line skipped",
        f"skipped {path}:7: malformed JSON line (Expecting ':' delimiter at column 16); line skipped",
        f"read {path}: 3 skipped",
        f"exported 15 nodes and 21 relationships as json to {out}",
    ]
    assert [p["line"] for p in json.loads(result.stdout)["problems"]] == [2, 4, 7]


@pytest.mark.parametrize("content", [b"\xff\xfe\x00b\x00", b'[1, 2]\n{"file": "x.txt"}\n'])
def test_a_file_with_no_extraction_record_to_read_is_one_line_of_error(tmp_path, content):
    path = tmp_path / "extractions.jsonl"
    path.write_bytes(content)
    result = runner.invoke(app, ["export", "--graph", str(path), "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG30") and str(path) in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_a_graph_file_indented_or_with_its_keys_reordered_exports_as_written(graph_file, tmp_path):
    payload = json.loads(graph_file.read_text(encoding="utf-8"))
    for name, text in (("indented.json", json.dumps(payload, indent=2)),
                       ("reordered.json", json.dumps(dict(reversed(payload.items()))))):
        (tmp_path / name).write_text(text, encoding="utf-8")
        result = runner.invoke(app, ["export", "--graph", str(tmp_path / name), "-o", str(tmp_path / "x.json")])
        assert result.exit_code == 0, result.output
        assert result.stderr == f"exported 15 nodes and 21 relationships as json to {tmp_path / 'x.json'}\n"


def test_an_empty_graph_file_is_an_error_not_an_empty_export(tmp_path):
    path = tmp_path / "graph.json"
    path.write_text("", encoding="utf-8")
    result = runner.invoke(app, ["export", "--graph", str(path), "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 1
    assert result.stderr == f"Error: [KG302] {path} is empty: run `kg build INPUT --out DIR` to write a graph\n"
    assert not (tmp_path / "x.json").exists()


@pytest.mark.parametrize("fmt", ["json", "graphml", "gexf", "cypher", "html"])
def test_an_output_of_dash_is_standard_output_byte_for_byte_the_file(graph_file, tmp_path, monkeypatch, fmt):
    monkeypatch.chdir(tmp_path)
    to_file = runner.invoke(app, ["export", "--graph", str(graph_file), "--method", "zn", "-f", fmt,
                                  "-o", f"file.{fmt}"])
    to_stdout = runner.invoke(app, ["export", "--graph", str(graph_file), "--method", "zn", "-f", fmt, "-o", "-"])
    assert to_file.exit_code == 0 and to_stdout.exit_code == 0, to_stdout.output
    assert to_stdout.stdout_bytes == (tmp_path / f"file.{fmt}").read_bytes()
    assert to_stdout.stderr.splitlines()[0] == f"exported 5 nodes and 5 relationships as {fmt} to standard output"
    assert not (tmp_path / "-").exists()


@pytest.mark.parametrize("args, message", [
    ([], "writing to standard output (-o -) needs --format: one of html, graphml, gexf, json, cypher"),
    (["-f", "csv"], "CSV is two files (nodes and relationships), which standard output cannot hold"),
])
def test_standard_output_without_a_one_file_format_is_an_error_before_any_reading(tmp_path, monkeypatch, args,
                                                                                  message):
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["export", "--graph", str(tmp_path / "no-such-graph.json"), *args, "-o", "-"])
    assert result.exit_code == 1
    assert message in result.stderr and result.stdout == ""
    assert not (tmp_path / "-").exists()


def test_json_summary_and_standard_output_would_mix_and_are_refused(graph_file, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["export", "--graph", str(graph_file), "-f", "json", "-o", "-", "--json"])
    assert result.exit_code == 2
    assert "leave out --json" in result.stderr and result.stdout == ""


def test_a_reader_of_standard_output_that_stops_early_is_no_error(graph_file):
    import subprocess
    import sys

    command = [sys.executable, "-c", "import sys; from kg.cli import main; sys.argv[0] = 'kg'; main()",
               "export", "--graph", str(graph_file), "-f", "html", "-o", "-"]
    export = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert export.stdout.read(20) == b"<!DOCTYPE html>\n<htm"
    export.stdout.close()  # (as "| head -c 20" does)
    _, stderr = export.communicate(timeout=60)
    assert export.returncode == 0, stderr.decode()
    assert b"Error" not in stderr and b"Traceback" not in stderr


def test_an_export_that_matches_no_node_says_so(tmp_path):
    from typer.testing import CliRunner

    from kg.cli import app
    from export_fixtures import synthetic_graph
    from kg.store.local import write_graph

    graph = write_graph(synthetic_graph(), tmp_path / "g.json")
    result = CliRunner().invoke(app, ["export", "--graph", str(graph), "--min-papers", "1000", "--types", "Dataset",
                                      "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 0, result.output
    assert "note: the selection matched no node" in result.stderr


def test_an_export_of_an_empty_graph_says_the_graph_holds_no_node(tmp_path):
    import networkx as nx
    from typer.testing import CliRunner

    from kg.cli import app
    from kg.store.local import write_graph

    graph = write_graph(nx.MultiDiGraph(), tmp_path / "g.json")
    result = CliRunner().invoke(app, ["export", "--graph", str(graph), "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 0, result.output
    assert f"note: {graph} holds no node to export" in result.stderr
