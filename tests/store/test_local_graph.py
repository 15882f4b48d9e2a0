"""graph.json read back: a file that is no graph is one error naming it; a bad node or relationship is named,
counted and skipped, and the rest of the graph is read."""

from __future__ import annotations

import json

import networkx as nx
import pytest

from kg.errors import StoreError
from kg.store.local import FORMAT, VERSION, graph_to_dict, read_graph, write_graph


def _small_graph() -> nx.MultiDiGraph:
    graph = nx.MultiDiGraph()
    graph.add_node("paper:p1", label="Paper", name="GlimNet for zorbing")
    graph.add_node("method:glimnet", label="Method", name="GlimNet", aliases=["GlimNet"], papers=1)
    graph.add_node("dataset:zorbset", label="Dataset", name="ZorbSet", aliases=["ZorbSet"], papers=1)
    graph.add_edge("paper:p1", "method:glimnet", key="paper:p1|PROPOSES|method:glimnet", type="PROPOSES")
    graph.add_edge("paper:p1", "dataset:zorbset", key="paper:p1|EVALUATES_ON|dataset:zorbset", type="EVALUATES_ON")
    return graph


def _write(path, payload) -> str:
    path.write_text(payload if isinstance(payload, str) else json.dumps(payload), encoding="utf-8")
    return str(path)


def test_a_graph_file_round_trips(tmp_path):
    path = write_graph(_small_graph(), tmp_path / "graph.json")
    problems = []
    assert graph_to_dict(read_graph(path, problems)) == graph_to_dict(_small_graph())
    assert problems == []


@pytest.mark.parametrize("payload, says", [
    ([], "it holds an array, not an object"),
    ('"paper-kg/graph"', "it holds a string, not an object"),
    ({"format": "other/graph", "version": 1, "nodes": [], "relationships": []}, "format 'other/graph'"),
    ({"format": FORMAT, "version": 2, "nodes": [], "relationships": []},
     "of version 2, and this paper-kg reads version 1"),
    ({"format": FORMAT, "nodes": [], "relationships": []}, "of version null"),
    ({"format": FORMAT, "version": VERSION}, "has no 'nodes' list"),
    ({"format": FORMAT, "version": VERSION, "nodes": "abc", "relationships": []}, "'nodes' is a string, not a list"),
    ({"format": FORMAT, "version": VERSION, "nodes": [], "relationships": {}}, "'relationships' is an object"),
])
def test_a_file_that_is_no_graph_is_one_error_naming_it(tmp_path, payload, says):
    path = _write(tmp_path / "graph.json", payload)
    with pytest.raises(StoreError) as error:
        read_graph(path, [])
    assert str(error.value).startswith(f"[KG302] {path}")
    assert says in str(error.value)


@pytest.mark.parametrize("text, says", [
    ("", "is empty"),
    ("\n  \n", "is empty"),
    ('{"format": "paper-kg/graph", "version": 1,\n "nodes": [\n', "is not a readable graph file"),
])
def test_an_empty_or_cut_off_file_is_one_error_naming_it(tmp_path, text, says):
    path = _write(tmp_path / "graph.json", text)
    with pytest.raises(StoreError, match=r"\[KG302\] .*graph\.json " + says):
        read_graph(path, [])


def test_a_bad_node_or_relationship_is_named_counted_and_skipped(tmp_path):
    payload = graph_to_dict(_small_graph())
    payload["nodes"] += [
        {"label": "Method", "name": "QuarkBench"},
        {"id": ["method:quark"], "label": "Method"},
        7,
        {"id": "method:glimnet", "label": "Method", "name": "GlimNet again"},
    ]
    payload["relationships"] += [
        {"key": "k1", "type": "USES", "source": "paper:p1"},
        {"key": "k2", "type": "USES", "source": "paper:p1", "target": "method:quark"},
        {"key": "paper:p1|PROPOSES|method:glimnet", "type": "USES", "source": "paper:p1", "target": "method:glimnet"},
        {"key": "k3", "type": None, "source": "paper:p1", "target": "method:glimnet"},
        "k4",
    ]
    path = _write(tmp_path / "graph.json", payload)
    problems = []
    graph = read_graph(path, problems)
    assert graph_to_dict(graph) == graph_to_dict(_small_graph())
    assert graph.nodes["method:glimnet"]["name"] == "GlimNet"
    assert {p.file for p in problems} == {path}
    assert [p.message for p in problems] == [
        "nodes[3]: no 'id'; node skipped",
        "nodes[4]: 'id' is [\"method:quark\"], not a non-empty string; node skipped",
        "nodes[5]: the number 7, not a node object; node skipped",
        "nodes[6]: repeats the id 'method:glimnet' of nodes[1]; node skipped",
        "relationships[2]: no 'target'; relationship skipped",
        "relationships[3]: its target 'method:quark' is no node read from the file; relationship skipped",
        "relationships[4]: repeats the key 'paper:p1|PROPOSES|method:glimnet' of relationships[1]; "
        "relationship skipped",
        "relationships[5]: 'type' is null, not a non-empty string; relationship skipped",
        "relationships[6]: a string, not a relationship object; relationship skipped",
    ]


def test_without_a_list_for_the_problems_the_first_bad_record_stops_the_read(tmp_path):
    payload = graph_to_dict(_small_graph())
    payload["relationships"].append({"key": "k1", "type": "USES", "source": "paper:p1", "target": "method:none"})
    path = _write(tmp_path / "graph.json", payload)
    with pytest.raises(StoreError, match=r"^\[KG305\] .*graph\.json: relationships\[2\]: its target 'method:none'"):
        read_graph(path)


def test_a_graph_none_of_whose_nodes_can_be_read_is_an_error(tmp_path):
    payload = {"format": FORMAT, "version": VERSION, "nodes": [{"label": "Method", "name": "ZorbSet"}],
               "relationships": []}
    path = _write(tmp_path / "graph.json", payload)
    with pytest.raises(StoreError, match=r"\[KG302\] no node of .*graph\.json could be read \(1 skipped; "
                                         r"first: nodes\[0\]: no 'id'\)"):
        read_graph(path, [])


def test_a_graph_with_no_nodes_at_all_is_read_as_empty(tmp_path):
    path = _write(tmp_path / "graph.json", {"format": FORMAT, "version": VERSION, "nodes": [], "relationships": []})
    assert read_graph(path, []).number_of_nodes() == 0


@pytest.mark.parametrize("properties, message, read_as", [
    ({"name": None}, "'name' is null, not text; node read without its 'name'", {}),
    ({"label": ["Method"]}, "'label' is [\"Method\"], not text; node read without its 'label'", {}),
    ({"papers": "many"}, "'papers' is \"many\", not a count; node read without its 'papers'", {}),
    ({"papers": float("nan")}, "'papers' is NaN, not a count; node read without its 'papers'", {}),
    ({"papers": [2]}, "'papers' is [2], not a count; node read without its 'papers'", {}),
    ({"papers": -1}, "'papers' is -1, not a count; node read without its 'papers'", {}),
    ({"aliases": "ZorbNet"}, "'aliases' is \"ZorbNet\", not a list of names; node read without its 'aliases'", {}),
    ({"aliases": ["ZorbNet", 1, None]}, "'aliases' holds [1, null], which are no names; "
                                        "node read with the rest of its 'aliases'", {"aliases": ["ZorbNet"]}),
])
def test_a_property_of_the_wrong_kind_is_read_as_absent_and_said(tmp_path, properties, message, read_as):
    payload = {"format": FORMAT, "version": VERSION, "relationships": [],
               "nodes": [{"id": "method:zorbnet", "label": "Method", "name": "ZorbNet", **properties}]}
    path = _write(tmp_path / "graph.json", payload)
    problems = []
    node = read_graph(path, problems).nodes["method:zorbnet"]
    assert [(p.message, p.kept) for p in problems] == [(f"nodes[0]: {message}", True)]
    assert {name: node.get(name) for name in properties} == {name: read_as.get(name) for name in properties}
