"""`kg export --graph` and `kg load` take graph.json or extractions.jsonl: which one a file is comes from what it
holds, however a graph file is indented or its keys ordered; a file that is neither is one error naming it."""

from __future__ import annotations

import json

import pytest

from kg.errors import StoreError
from kg.pipeline import graph_from_file, is_graph_document, write_extractions
from kg.store.local import dumps_graph, graph_to_dict, write_graph
from tests.store.test_local_graph import _small_graph


def _graph_texts() -> dict[str, str]:
    payload = graph_to_dict(_small_graph())
    return {
        "as written": dumps_graph(_small_graph()),
        "indented": json.dumps(payload, indent=2),
        "keys sorted": json.dumps(payload, sort_keys=True),
        "keys reversed": json.dumps(dict(reversed(payload.items()))),
        "with a byte order mark": "\ufeff" + json.dumps(payload),
    }


@pytest.mark.parametrize("layout", list(_graph_texts()))
def test_a_graph_file_is_read_as_a_graph_however_it_is_laid_out(tmp_path, layout):
    path = tmp_path / "graph.json"
    path.write_text(_graph_texts()[layout], encoding="utf-8")
    assert is_graph_document(path.read_bytes()[:4096])
    problems = []
    assert graph_to_dict(graph_from_file(path, problems=problems)) == graph_to_dict(_small_graph())
    assert problems == []


def test_extraction_lines_are_not_taken_for_a_graph(tmp_path):
    from tests.store.test_extractions_file import _extractions

    path = write_extractions(_extractions(), tmp_path / "extractions.jsonl")
    assert not is_graph_document(path.read_bytes()[:4096])
    assert not is_graph_document(b'[{"format": "paper-kg/graph"}]')
    assert graph_from_file(path, problems=[]).number_of_nodes() == 5


@pytest.mark.parametrize("content, error", [
    (b"", r"\[KG302\] .*graph\.json is empty"),
    (b"\n \n\n", r"\[KG302\] .*graph\.json is empty"),
    (b"\xff\xfe\x00G\x00l\x00i\x00m\x00", r"\[KG302\] .*graph\.json is a binary file, neither a graph nor extraction"),
    (b"[]", r"\[KG303\] .*graph\.json is neither a graph nor extraction records: no line could be read \(1 skipped; "
            r"first: line 1: not an extraction record \(an array, not an object\)\)"),
    (b'{"format": "paper-kg/graph", "version": 7, "nodes": [], "relationships": []}',
     r"\[KG302\] .*graph\.json is a paper-kg graph of version 7, and this paper-kg reads version 1 only"),
    (b'{"format": "paper-kg/graph", "version": ' + b"9" * 5000 + b"}",
     r"\[KG302\] .*graph\.json is not a readable graph file: a number of 5,000 digits, too long to read"),
    (b'{"format": "paper-kg/graph", "nodes": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
     r"\[KG302\] .*graph\.json is not a readable graph file: JSON nested too deeply"),
])
def test_a_file_that_is_neither_is_one_error_naming_it(tmp_path, content, error):
    path = tmp_path / "graph.json"
    path.write_bytes(content)
    with pytest.raises(StoreError, match=error):
        graph_from_file(path, problems=[])


def test_a_graph_file_without_problems_to_collect_still_reads(tmp_path):
    path = write_graph(_small_graph(), tmp_path / "graph.json")
    assert graph_to_dict(graph_from_file(path)) == graph_to_dict(_small_graph())


def test_a_nul_byte_in_one_line_of_extractions_costs_that_line_only(tmp_path):
    from tests.store.test_extractions_file import _extractions

    path = write_extractions(_extractions(), tmp_path / "extractions.jsonl")
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(lines[0] + b'{"paper": \x00}\n' + b"".join(lines[1:]))
    problems = []
    assert graph_from_file(path, problems=problems).number_of_nodes() == 5
    assert [(problem.line, problem.outcome) for problem in problems] == [(2, "line skipped")]


def test_the_folder_a_build_wrote_is_read_as_its_graph_json(tmp_path):
    write_graph(_small_graph(), tmp_path / "out" / "graph.json")
    assert graph_to_dict(graph_from_file(tmp_path / "out", problems=[])) == graph_to_dict(_small_graph())


def test_a_folder_without_a_graph_json_is_one_error_naming_it(tmp_path):
    (tmp_path / "empty-month").mkdir()
    with pytest.raises(StoreError, match=r"\[KG301\] .*empty-month is a folder without a graph\.json: pass the "
                                         r"graph\.json or extractions\.jsonl of a build"):
        graph_from_file(tmp_path / "empty-month", problems=[])


def test_a_lone_surrogate_escape_in_a_graph_file_edited_by_hand_is_dropped_so_every_output_can_write_it(tmp_path):
    payload = graph_to_dict(_small_graph())
    payload["nodes"][0]["name"] = "Glim\ud800Net"
    payload["nodes"][0]["aliases"] = ["Glim\udfffNet", "Zorb\U0001f600Net"]  # (a pair written as two escapes is kept)
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(payload), encoding="utf-8")  # (ensure_ascii: "\ud800", "\ud83d\ude00")
    graph = graph_from_file(path, problems=[])
    node = graph.nodes[payload["nodes"][0]["id"]]
    assert (node["name"], node["aliases"]) == ("GlimNet", ["GlimNet", "Zorb\U0001f600Net"])
    write_graph(graph, tmp_path / "again.json")  # (UTF-8: a lone half would stop it)
