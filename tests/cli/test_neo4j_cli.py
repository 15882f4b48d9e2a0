"""`kg neo4j ...`, `kg load` and `kg query` through the real CLI against the real server (KG_TEST_NEO4J_URI)."""

from __future__ import annotations

import json
import re
import shlex
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest
from typer.testing import CliRunner

from kg.cli import app
from kg.neo4j_server import free_port
from kg.store.local import write_graph
from store_seed import seed

SECRET = "cli-Secret-Pa55word"


runner = CliRunner()


@pytest.fixture
def graph_file(tmp_path: Path) -> Path:
    return write_graph(seed.seed_graph(), tmp_path / "graph.json")


@pytest.fixture
def loaded(neo4j_uri: str, graph_file: Path) -> str:
    result = runner.invoke(app, ["query", "--cypher", "MATCH (n) DETACH DELETE n", "--write", "--neo4j", neo4j_uri])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["load", str(graph_file), "--neo4j", neo4j_uri, "--json"])
    assert result.exit_code == 0, result.output
    return neo4j_uri


def _counts(uri: str) -> list[dict]:
    result = runner.invoke(app, ["query", "--cypher", "MATCH (n) RETURN labels(n)[0] AS label, count(*) AS n "
                                 "ORDER BY label", "--json", "--neo4j", uri])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.neo4j
def test_load_prints_a_summary_and_loading_again_changes_nothing(loaded: str, graph_file: Path):
    before = _counts(loaded)
    assert {r["label"]: r["n"] for r in before} == {"Dataset": 2, "Method": 3, "Metric": 1, "Paper": 3,
                                                    "Repository": 1, "Result": 4, "Task": 1}
    result = runner.invoke(app, ["load", str(graph_file), "--neo4j", loaded, "--json", "--batch-size", "3"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["relationships"]["USES"] == 5 and summary["deleted_relationships"] == 0
    assert summary["skipped"] == []
    assert summary["papers"] == {"new": 0, "changed": 0, "unchanged": 3, "retired": 0, "pruned": 0}
    assert _counts(loaded) == before
    text = runner.invoke(app, ["load", str(graph_file), "--neo4j", loaded])
    assert text.exit_code == 0, text.output
    assert "  papers: 0 new, 0 changed, 3 unchanged, 0 retired\n" in text.stderr


@pytest.mark.neo4j
def test_load_with_prune_removes_the_papers_the_file_does_not_hold_and_says_how_many(loaded: str, tmp_path: Path):
    smaller = write_graph(seed.graph_of([seed.paper_a_extraction(), seed.paper_c_extraction()]), tmp_path / "ac.json")
    result = runner.invoke(app, ["load", str(smaller), "--neo4j", loaded, "--prune"])
    assert result.exit_code == 0, result.output
    assert "  papers: 0 new, 0 changed, 2 unchanged, 0 retired, 1 pruned\n" in result.stderr
    assert {r["label"]: r["n"] for r in _counts(loaded)}["Paper"] == 2
    again = runner.invoke(app, ["load", str(smaller), "--neo4j", loaded, "--prune", "--json"])
    assert json.loads(again.stdout)["papers"]["pruned"] == 0


@pytest.mark.neo4j
def test_build_with_prune_loads_its_graph_and_removes_the_papers_it_does_not_hold(loaded: str, tmp_path: Path):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    result = runner.invoke(app, ["build", str(records), "--out", str(tmp_path / "out"), "--no-html",
                                 "--neo4j-uri", loaded, "--prune"])
    assert result.exit_code == 0, result.output
    assert "  papers: 1 new, 0 changed, 0 unchanged, 0 retired, 3 pruned\n" in result.stderr
    assert {r["label"]: r["n"] for r in _counts(loaded)}["Paper"] == 1


def test_build_with_prune_but_no_neo4j_is_refused_before_any_work(tmp_path: Path):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    result = runner.invoke(app, ["build", str(records), "--out", str(tmp_path / "out"), "--prune"],
                           env={"COLUMNS": "200"})
    assert result.exit_code == 2 and "give --neo4j (or --neo4j-uri) too" in result.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.neo4j
def test_pruning_with_a_graph_of_no_paper_is_refused_and_removes_nothing(loaded: str, tmp_path: Path):
    import networkx as nx

    before = _counts(loaded)
    empty = write_graph(nx.MultiDiGraph(), tmp_path / "empty.json")
    result = runner.invoke(app, ["load", str(empty), "--neo4j", loaded, "--prune"])
    assert result.exit_code == 1 and result.stderr.startswith("Error: [KG234] the graph holds no paper"), result.output
    assert _counts(loaded) == before


@contextmanager
def _a_load_held_up(uri: str, graph_file: Path) -> Iterator[tuple[subprocess.Popen, seed.HeldUpCleanUp]]:
    """`kg load` of `graph_file` in a process of its own, waiting in its clean-up for a lock another client holds
    until `release()` (or the block's end)."""
    held = seed.HeldUpCleanUp(uri)
    try:
        load = subprocess.Popen([sys.executable, "-m", "kg", "load", str(graph_file), "--neo4j", uri],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        held.wait_for_the_load(still_running=lambda: load.poll() is None)
        yield load, held
    finally:
        held.close()


@pytest.mark.neo4j
@pytest.mark.parametrize("stop, exit_code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_load_stopped_in_its_clean_up_exits_quietly_and_loading_again_completes_it(loaded: str, tmp_path: Path,
                                                                                      stop: int, exit_code: int):
    from kg.store.neo4j import Neo4jConfig, read_graph

    changed = write_graph(seed.changed_seed_graph(), tmp_path / "changed.json")
    with _a_load_held_up(loaded, changed) as (load, held):
        load.send_signal(stop)  # (a scheduler's stop, or Ctrl-C)
        held.release()
        _, stderr = load.communicate(timeout=120)
    assert load.returncode == exit_code, stderr
    assert "Traceback" not in stderr and "Error" not in stderr, stderr
    assert seed.HeldUpCleanUp.ENTITY not in read_graph(Neo4jConfig(uri=loaded))  # the transaction under way went on
    again = runner.invoke(app, ["load", str(changed), "--neo4j", loaded])
    assert again.exit_code == 0, again.output
    assert seed.snapshot(read_graph(Neo4jConfig(uri=loaded))) == seed.snapshot(seed.changed_seed_graph())


@pytest.mark.neo4j
@pytest.mark.parametrize("stop, exit_code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_second_stop_ends_a_load_whose_transaction_is_held_up(loaded: str, tmp_path: Path, stop: int,
                                                                exit_code: int):
    """A transaction held up by another client's locks may wait without end: the first stop waits for it, the
    second does not."""
    with _a_load_held_up(loaded, write_graph(seed.changed_seed_graph(), tmp_path / "changed.json")) as (load, _):
        load.send_signal(stop)
        time.sleep(1)
        assert load.poll() is None  # (the first stop waits for the transaction under way)
        load.send_signal(stop)
        _, stderr = load.communicate(timeout=30)  # (the lock is still held: only the second stop ends it)
    assert load.returncode == exit_code, stderr
    assert "Traceback" not in stderr, stderr


_LONG_QUERY = "UNWIND range(1, 4000000000) AS x RETURN count(x) AS n"  # (minutes of the server's time)


def _running(uri: str, query: str) -> bool:
    result = runner.invoke(app, ["query", "--cypher", "SHOW TRANSACTIONS YIELD currentQuery RETURN currentQuery",
                                 "--json", "--neo4j", uri])
    return any(row["currentQuery"] == query for row in json.loads(result.stdout))


@pytest.mark.neo4j
@pytest.mark.parametrize("stop, exit_code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_query_stopped_while_the_server_runs_it_ends_at_once_and_so_does_the_query(neo4j_uri: str, stop: int,
                                                                                       exit_code: int):
    query = subprocess.Popen([sys.executable, "-m", "kg", "query", "--cypher", _LONG_QUERY, "--neo4j", neo4j_uri],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        for _ in range(300):
            if _running(neo4j_uri, _LONG_QUERY) or query.poll() is not None:
                break
            time.sleep(0.1)
        query.send_signal(stop)
        _, stderr = query.communicate(timeout=60)  # (the query itself would run for minutes)
    finally:
        query.kill()
    assert query.returncode == exit_code, stderr
    assert "Traceback" not in stderr, stderr
    for _ in range(100):  # (the connection closed, the server ends the query)
        if not _running(neo4j_uri, _LONG_QUERY):
            break
        time.sleep(0.1)
    assert not _running(neo4j_uri, _LONG_QUERY)


@pytest.mark.neo4j
def test_load_reads_extractions_jsonl(neo4j_uri: str, tmp_path: Path):
    pipeline = pytest.importorskip("kg.pipeline")
    path = pipeline.write_extractions([seed.paper_a_extraction(), seed.paper_b_extraction()],
                                      tmp_path / "extractions.jsonl")
    runner.invoke(app, ["query", "--cypher", "MATCH (n) DETACH DELETE n", "--write", "--neo4j", neo4j_uri])
    result = runner.invoke(app, ["load", str(path), "--neo4j", neo4j_uri, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["nodes"]["Paper"] == 2


# A command whose transaction the driver tries again, as it does after a deadlock between two writers (the error
# raised here is the driver's own kind), run in a process of its own: what Python prints there is what a user sees.
RETRIED_COMMAND = """
import sys
from neo4j import GraphDatabase
from neo4j.exceptions import TransientError
from kg.cli._common import handles_errors

failures = [TransientError("ForsetiClient[7] can't acquire ExclusiveLock on NODE(42)\\n Wait list: Client[7] waits")]

def fails_once(tx):
    if failures:
        raise failures.pop()
    return tx.run("RETURN 1 AS one").single()["one"]

@handles_errors
def command(quiet: bool = False) -> None:
    with GraphDatabase.driver(sys.argv[1]) as driver, driver.session() as session:
        print(session.execute_write(fails_once))

command(quiet=sys.argv[2] == "quiet")
"""


@pytest.mark.neo4j
@pytest.mark.parametrize("quiet", [False, True])
def test_a_transaction_the_driver_retries_is_one_short_line_and_none_when_quiet(neo4j_uri: str, quiet: bool):
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", RETRIED_COMMAND, neo4j_uri, "quiet" if quiet else "loud"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout == "1\n", done.stderr
    assert done.stderr == ("" if quiet else
                           "Neo4j: a transaction hit a transient error (TransientError) and is being retried\n")


@pytest.mark.neo4j
def test_saved_query_as_json(loaded: str):
    result = runner.invoke(app, ["query", "leaderboard", "--param", "dataset=ImageNet", "--json", "--neo4j", loaded])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [(r["method"], r["value"], r["paper_id"]) for r in rows] == [
        ("FastNet", 79.0, "arxiv:2401.00003"), ("FastNet", 2.5, "arxiv:2401.00001")]


@pytest.mark.neo4j
def test_saved_query_as_table(loaded: str):
    result = runner.invoke(app, ["query", "top-entities", "-p", "label=Dataset", "--neo4j", loaded])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stdout.splitlines() if "ImageNet" in line or "MegaSet" in line]
    assert len(lines) == 2 and "3" in lines[0] and "1" in lines[1]
    assert "(2 rows)" in result.stderr


@pytest.mark.neo4j
def test_a_table_of_one_row_says_row(loaded: str):
    result = runner.invoke(app, ["query", "top-entities", "-p", "label=Dataset", "-p", "limit=1", "--neo4j", loaded])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines()[-1] == "(1 row)"


@pytest.mark.neo4j
def test_paper_id_parameter_stays_text(loaded: str):
    result = runner.invoke(app, ["query", "paper-card", "-p", "paper=2401.00001", "--json", "--neo4j", loaded])
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.stdout)) == 9


@pytest.mark.neo4j
def test_an_export_of_a_writing_query_says_exports_only_read(loaded: str, tmp_path: Path):
    result = runner.invoke(app, ["export", "--neo4j-uri", loaded, "--cypher", "MATCH (m:Method) DETACH DELETE m",
                                 "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG220] the query writes, and a subgraph is only read")
    assert "pass --write" not in result.stderr
    assert json.loads(runner.invoke(app, ["query", "--cypher", "MATCH (m:Method) RETURN count(m) AS n", "--json",
                                          "--neo4j", loaded]).stdout)[0]["n"] > 0


@pytest.mark.neo4j
def test_a_paper_no_id_or_title_names_is_said_so(loaded: str):
    result = runner.invoke(app, ["query", "paper-card", "-p", "paper=arxiv:9999.99999", "--neo4j", loaded])
    assert result.exit_code == 0 and "(no rows)" in result.stderr
    assert "note: no paper has the id 'arxiv:9999.99999' or its words in its title" in result.stderr


@pytest.mark.neo4j
def test_ad_hoc_cypher_is_read_only_by_default(loaded: str):
    result = runner.invoke(app, ["query", "--cypher", "CREATE (:Method {id: 'x'})", "--neo4j", loaded])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG220]") and "--write" in result.stderr


@pytest.mark.neo4j
def test_exporting_a_query_of_values_is_an_error_that_says_what_to_return(loaded: str, tmp_path: Path):
    out = tmp_path / "names.json"
    result = runner.invoke(app, ["export", "--neo4j", "--neo4j-uri", loaded, "--cypher", "MATCH (m:Method) RETURN m.name AS name",
                                 "-o", str(out)])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG224] the query returned 3 row(s) of values (name) but no nodes")
    assert "RETURN m" in result.stderr and not out.exists()


@pytest.mark.neo4j
@pytest.mark.parametrize("cypher", ["MATCH (m:Method {id: 'none'}) RETURN m",
                                    "OPTIONAL MATCH (m:Method {id: 'none'}) RETURN m"])
def test_exporting_a_query_that_matches_nothing_says_so(loaded: str, tmp_path: Path, cypher: str):
    result = runner.invoke(app, ["export", "--neo4j", "--neo4j-uri", loaded, "--cypher", cypher,
                                 "-o", str(tmp_path / "none.json")])
    assert result.exit_code == 0, result.output
    assert "note: the query matched nothing" in result.stderr


@pytest.mark.neo4j
def test_a_saved_query_reads_a_name_as_kg_export_does_and_says_so(loaded: str):
    result = runner.invoke(app, ["query", "datasets-of-method", "--param", "method=Fast-Net", "--neo4j", loaded,
                                 "--json"])
    assert result.exit_code == 0, result.output
    assert "note: method 'Fast-Net' read as 'FastNet' (method:fastnet)" in result.stderr
    assert {row["method"] for row in json.loads(result.stdout)} == {"FastNet"}
    card = runner.invoke(app, ["query", "paper-card", "--param", "paper=MegaSet", "--neo4j", loaded, "--json"])
    assert "note: paper 'MegaSet' read as 'MegaSet: a new benchmark' (arxiv:2401.00002)" in card.stderr
    assert {row["paper_id"] for row in json.loads(card.stdout)} == {"arxiv:2401.00002"}


@pytest.mark.neo4j
def test_a_name_read_as_a_node_is_not_also_said_to_be_no_node_when_nothing_is_found(loaded: str):
    result = runner.invoke(app, ["query", "leaderboard", "--param", "dataset=imagenet", "--param", "metric=BL-EU",
                                 "--neo4j", loaded])
    assert "(no rows)" in result.stderr and "no Metric is named" in result.stderr  # (BL-EU is no node's name)
    run = runner.invoke(app, ["query", "baselines-of", "--param", "method=Res-Net", "--neo4j", loaded])
    assert "note: method 'Res-Net' read as 'ResNet' (method:resnet)" in run.stderr
    assert "no Method is named" not in run.stderr


@pytest.mark.neo4j
def test_an_export_of_a_query_that_matches_nothing_says_so_once(loaded: str, tmp_path: Path):
    result = runner.invoke(app, ["export", "--neo4j", "--neo4j-uri", loaded, "--cypher",
                                 "MATCH (m:Method {id: 'method:none'}) RETURN m", "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 0, result.output
    assert "note: the query matched nothing" in result.stderr and "selection matched no node" not in result.stderr


@pytest.mark.neo4j
def test_a_saved_query_table_is_not_folded_to_80_columns_when_piped(loaded: str):
    result = runner.invoke(app, ["query", "paper-card", "--param", "paper=arxiv:2401.00001", "--neo4j", loaded],
                           env={"COLUMNS": None})
    assert result.exit_code == 0, result.output
    assert any("We propose FastNet (Fast Network), a light model for image classification." in line
               for line in result.stdout.splitlines())


@pytest.mark.neo4j
def test_a_saved_query_given_a_name_no_node_has_suggests_the_closest(loaded: str):
    result = runner.invoke(app, ["query", "leaderboard", "--param", "dataset=ImageNett", "--neo4j", loaded])
    assert result.exit_code == 0, result.output
    assert "(no rows)" in result.stderr
    assert "note: no Dataset is named 'ImageNett'; closest: 'ImageNet'" in result.stderr
    found = runner.invoke(app, ["query", "leaderboard", "--param", "dataset=imagenet", "--neo4j", loaded])
    assert found.exit_code == 0 and "note:" not in found.stderr


@pytest.mark.neo4j
@pytest.mark.parametrize("option, shown", [("--method", "FastNet"), ("--paper", "arxiv:2401.00001")])
def test_the_listing_a_hopeless_name_suggests_in_neo4j_runs_there(loaded: str, tmp_path: Path, option, shown):
    result = runner.invoke(app, ["export", "--neo4j", "--neo4j-uri", loaded, option, "qqqqqqqqqqqq",
                                 "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 1 and "no name is close" in result.stderr
    command = re.search(r"list them with `kg ([^`]+)`", " ".join(result.stderr.split())).group(1)
    listing = runner.invoke(app, shlex.split(command))
    assert listing.exit_code == 0, listing.output
    assert shown in listing.stdout


@pytest.mark.neo4j
def test_missing_required_parameter(loaded: str):
    result = runner.invoke(app, ["query", "baselines-of", "--neo4j", loaded])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG244] query 'baselines-of' needs --param method=VALUE")


@pytest.mark.neo4j
def test_init_lists_schema_names(neo4j_uri: str):
    result = runner.invoke(app, ["neo4j", "init", "--neo4j", neo4j_uri])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:2] == ["paper_id", "method_id"]


def test_query_list_names_every_saved_query():
    result = runner.invoke(app, ["query", "--list"])
    assert result.exit_code == 0
    names = {line.split(":", 1)[0] for line in result.stdout.splitlines() if not line.startswith(" ")}
    assert names == {"leaderboard", "methods-on-dataset", "datasets-of-method", "baselines-of", "co-used",
                     "top-entities", "papers-with-code", "paper-card", "new-datasets"}


def test_query_needs_exactly_one_of_name_cypher_list():
    assert runner.invoke(app, ["query"]).exit_code == 2
    assert runner.invoke(app, ["query", "leaderboard", "--list"]).exit_code == 2


@pytest.mark.parametrize("name, told", [
    ("leaderbaord", "no saved query 'leaderbaord' (did you mean 'leaderboard'?); known: baselines-of, co-used, "),
    ("paper_card", "no saved query 'paper_card' (did you mean 'paper-card'?); known: "),
    ("zorb-counts", "no saved query 'zorb-counts'; known: baselines-of, co-used, "),  # (none is close: no guess)
])
def test_an_unknown_query_name_is_a_usage_error_naming_the_closest_saved_query(name, told):
    result = runner.invoke(app, ["query", name, "--neo4j", f"bolt://127.0.0.1:{free_port()}"])
    assert result.exit_code == 2
    assert told in " ".join(result.stderr.replace("\u2502", " ").split())


@pytest.mark.parametrize("cypher", ["", "  \n "])
def test_an_empty_query_is_a_usage_error_before_connecting(cypher):
    result = runner.invoke(app, ["query", "--cypher", cypher, "--neo4j", f"bolt://127.0.0.1:{free_port()}"])
    assert result.exit_code == 2
    assert "the query is empty" in result.stderr


def test_unreachable_server_is_one_clear_error_without_the_password(monkeypatch):
    monkeypatch.setenv("NEO4J_PASSWORD", SECRET)
    uri = f"bolt://127.0.0.1:{free_port()}"
    result = runner.invoke(app, ["query", "top-entities", "--neo4j", uri])
    assert result.exit_code == 1
    assert result.stderr == (f"Error: [KG210] Neo4j not reachable at {uri}: start it with `kg neo4j start` "
                             "(or `docker compose up -d`), or point --neo4j-uri / NEO4J_URI at a running server\n")
    assert SECRET not in result.output


def test_a_password_in_the_uri_is_never_printed():
    result = runner.invoke(app, ["query", "--cypher", "RETURN 1", "--neo4j",
                                 f"bolt://zorb:{SECRET}@127.0.0.1:{free_port()}"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG21") and "bolt://***@127.0.0.1:" in result.stderr
    assert SECRET not in result.output


def test_load_of_a_missing_file(tmp_path: Path):
    result = runner.invoke(app, ["load", str(tmp_path / "nope.json"), "--neo4j", "bolt://127.0.0.1:1"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG301]")


@pytest.mark.parametrize("content", [b"[]", b'{"format": "paper-kg/graph", "version": 1, "nodes": 5}', b"[1]\n"])
def test_load_of_a_file_that_is_no_graph_is_one_line_of_error(tmp_path: Path, content: bytes):
    path = tmp_path / "graph.json"
    path.write_bytes(content)
    result = runner.invoke(app, ["load", str(path), "--neo4j", f"bolt://127.0.0.1:{free_port()}"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG30") and str(path) in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_load_names_a_broken_line_of_extractions_before_it_connects(tmp_path: Path):
    from kg.pipeline import write_extractions

    path = write_extractions([seed.paper_a_extraction()], tmp_path / "extractions.jsonl")
    path.write_bytes(path.read_bytes() + b"[1, 2]\n")
    uri = f"bolt://127.0.0.1:{free_port()}"
    result = runner.invoke(app, ["load", str(path), "--neo4j", uri])
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert lines[:2] == [f"skipped {path}:2: not an extraction record (an array, not an object); line skipped",
                         f"read {path}: 1 skipped"]
    assert lines[2].startswith(f"Error: [KG210] Neo4j not reachable at {uri}")


def test_status_of_a_home_without_server(tmp_path: Path):
    result = runner.invoke(app, ["neo4j", "status", "--home", str(tmp_path)])
    assert result.exit_code == 1
    assert result.stdout == f"no server started from {tmp_path}\n"


@pytest.mark.parametrize("text", ['{"home": "/srv/zorb", "pid": "abc", "bolt_port": 7687, "http_port": 7474, '
                                  '"version": "5.26", "auth": false}', b'{"home": "\xffzorb"}'])
def test_a_state_file_that_cannot_be_trusted_is_one_clear_line_for_status_stop_and_start(tmp_path: Path, text,
                                                                                         monkeypatch):
    state = tmp_path / "paper-kg-server.json"
    state.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    status = runner.invoke(app, ["neo4j", "status", "--home", str(tmp_path)])
    assert status.exit_code == 1
    assert status.stdout.startswith(f"no server known from {tmp_path}: {state} cannot be trusted (")
    as_json = runner.invoke(app, ["neo4j", "status", "--home", str(tmp_path), "--json"])
    assert as_json.exit_code == 1 and json.loads(as_json.stdout)["running"] is False
    stop = runner.invoke(app, ["neo4j", "stop", "--home", str(tmp_path)])
    assert stop.exit_code == 1 and stop.stderr.startswith(f"Error: [KG258] {state} cannot be trusted (")
    assert "so no process was stopped" in stop.stderr and len(stop.stderr.splitlines()) == 1
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))  # no java: start goes as far as it can without one
    start = runner.invoke(app, ["neo4j", "start", "--home", str(tmp_path), "--bolt-port", str(free_port()),
                                "--http-port", str(free_port())])
    assert start.exit_code == 1
    assert start.stderr.splitlines()[0].startswith(f"Note: {state} cannot be trusted (")
    assert start.stderr.splitlines()[1].startswith("Error: [KG252] `java` not found")


@pytest.mark.parametrize("option", ["--bolt-port", "--http-port"])
@pytest.mark.parametrize("port", ["70000", "0", "-1"])
def test_start_refuses_a_port_out_of_range_before_anything_else(tmp_path: Path, option, port, monkeypatch):
    import kg.neo4j_server as launcher

    monkeypatch.setattr(launcher, "ensure_jars", lambda say=None: pytest.fail("fetched the jars"))
    result = runner.invoke(app, ["neo4j", "start", "--home", str(tmp_path / "home"), option, port])
    assert result.exit_code == 2 and f"Invalid value for '{option}'" in result.output
    assert not (tmp_path / "home").exists()


def test_start_without_java_says_what_to_install(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    result = runner.invoke(app, ["neo4j", "start", "--home", str(tmp_path / "home"), "--bolt-port",
                                 str(free_port()), "--http-port", str(free_port())])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG252] `java` not found")
    assert "apt-get install openjdk-17-jre-headless maven" in result.stderr and "docker compose up -d" in result.stderr


@pytest.mark.parametrize("password, why", [
    ("Zorb123", "NEO4J_PASSWORD has 7 characters, but Neo4j needs a password of at least 8: choose a longer one"),
    ("neo4j", "NEO4J_PASSWORD is Neo4j's factory password 'neo4j', which Neo4j makes every user change: choose another "
              "of at least 8 characters"),
])
def test_start_refuses_a_password_neo4j_would_refuse_before_anything_else(tmp_path: Path, password, why, monkeypatch):
    """Neo4j refuses such a password only once it runs, and the home would keep its factory password."""
    monkeypatch.setenv("NEO4J_PASSWORD", password)
    monkeypatch.setenv("PATH", str(tmp_path))  # (no java: nothing can start, whatever is checked first)
    result = runner.invoke(app, ["neo4j", "start", "--home", str(tmp_path / "home"), "--bolt-port",
                                 str(free_port()), "--http-port", str(free_port())])
    assert result.exit_code == 1
    assert result.stderr == f"Error: [KG260] {why}\n"
    assert not (tmp_path / "home").exists()


@pytest.mark.parametrize("command", [
    ["build", "EXAMPLE", "--out", "OUT", "--neo4j", "--quiet"],
    ["export", "--neo4j", "-o", "OUT/x.json"],
    ["load", "GRAPH"],
    ["query", "top-entities"],
])
def test_every_command_that_talks_to_neo4j_takes_its_address_as_neo4j_uri(tmp_path: Path, command, monkeypatch):
    monkeypatch.delenv("NEO4J_URI", raising=False)
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    built = runner.invoke(app, ["build", str(records), "--out", str(tmp_path / "built"), "--quiet", "--no-html"])
    assert built.exit_code == 0, built.output
    uri = f"bolt://127.0.0.1:{free_port()}"
    args = [{"EXAMPLE": str(records), "OUT": str(tmp_path / "out"), "OUT/x.json": str(tmp_path / "x.json"),
             "GRAPH": str(tmp_path / "built" / "graph.json")}.get(arg, arg) for arg in command]
    result = runner.invoke(app, args + ["--neo4j-uri", uri])
    assert result.exit_code == 1 and result.stderr.startswith(f"Error: [KG210] Neo4j not reachable at {uri}")


def test_build_finds_the_server_down_before_it_reads_and_extracts(tmp_path: Path):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    uri = f"bolt://127.0.0.1:{free_port()}"
    result = runner.invoke(app, ["build", str(records), "--out", str(tmp_path / "out"), "--neo4j-uri", uri, "-q"])
    assert result.exit_code == 1 and result.stderr.startswith(f"Error: [KG210] Neo4j not reachable at {uri}")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("command", [
    ["build", "PAPERS", "--out", "OUT", "--neo4j", "--quiet"],
    ["export", "--neo4j", "-o", "OUT/x.json"],
    ["load", "OUT/graph.json"],
    ["query", "--cypher", "RETURN 1"],
    ["neo4j", "init"],
])
@pytest.mark.parametrize("given", ["option", "environment"])
def test_a_uri_with_a_port_that_is_no_number_is_one_clear_error_before_any_work(tmp_path: Path, command, given,
                                                                               monkeypatch):
    uri = "bolt://127.0.0.1:zorb"
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    args = [{"PAPERS": str(records), "OUT": str(tmp_path / "out"), "OUT/x.json": str(tmp_path / "out" / "x.json"),
             "OUT/graph.json": str(tmp_path / "out" / "graph.json")}.get(arg, arg) for arg in command]
    if given == "option":
        args.append(f"--neo4j-uri={uri}")
    else:
        monkeypatch.setenv("NEO4J_URI", uri)
    result = runner.invoke(app, args)
    assert result.exit_code == 1
    assert result.stderr == (f"Error: [KG213] cannot use Neo4j URI '{uri}': its port must be a number from 1 to "
                             "65535; use the form bolt://HOST:7687 or neo4j://HOST:7687\n")
    assert not (tmp_path / "out").exists()  # build stops before extracting


def test_a_neo4j_address_given_to_build_as_an_input_says_where_it_goes(tmp_path: Path):
    result = runner.invoke(app, ["build", str(tmp_path), "--out", str(tmp_path / "out"), "--neo4j",
                                 "bolt://127.0.0.1:7687"])
    assert result.exit_code == 2 and "looks like a Neo4j address" in result.output and "--neo4j-uri" in result.output


@pytest.mark.parametrize("extra, told", [
    (f"bolt://zorb:{SECRET}@127.0.0.1:7687", "bolt://***@127.0.0.1:7687 looks like a Neo4j address: give it with "
                                             "--neo4j-uri"),
    ("zorb", "unexpected 'zorb': kg export takes only options"),
])
def test_a_word_given_to_export_beside_its_options_says_where_it_goes(tmp_path: Path, extra: str, told: str):
    result = runner.invoke(app, ["export", "--neo4j", extra, "-o", str(tmp_path / "x.json")])
    assert result.exit_code == 2 and told in " ".join(result.output.replace("│", " ").split())
    assert SECRET not in result.output and not (tmp_path / "x.json").exists()


def test_a_neo4j_address_given_to_build_as_an_input_is_shown_without_its_password(tmp_path: Path):
    result = runner.invoke(app, ["build", str(tmp_path), "--out", str(tmp_path / "out"), "--neo4j",
                                 f"bolt://zorb:{SECRET}@127.0.0.1:7687"])
    assert result.exit_code == 2 and "bolt:/***@127.0.0.1:7687 looks like" in result.output
    assert SECRET not in result.output


@pytest.mark.parametrize("command", [["build", "PAPERS", "--out", "OUT", "--quiet"], ["export", "-o", "OUT/x.json"]])
def test_an_address_typed_as_neo4j_uri_means_use_neo4j_and_one_from_the_environment_does_not(tmp_path: Path, command,
                                                                                           monkeypatch):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    assert runner.invoke(app, ["build", str(records), "--out", str(tmp_path / "out"), "--quiet"]).exit_code == 0
    uri = f"bolt://127.0.0.1:{free_port()}"
    args = [{"PAPERS": str(records), "OUT": str(tmp_path / "out"), "OUT/x.json": str(tmp_path / "x.json")}.get(a, a)
            for a in command] + ["--graph", str(tmp_path / "out" / "graph.json")] * (command[0] == "export")
    typed = runner.invoke(app, args + ["--neo4j-uri", uri])
    assert typed.exit_code == 1 and typed.stderr.startswith(f"Error: [KG210] Neo4j not reachable at {uri}")
    monkeypatch.setenv("NEO4J_URI", uri)
    assert runner.invoke(app, args).exit_code == 0  # the environment only says where, when asked
