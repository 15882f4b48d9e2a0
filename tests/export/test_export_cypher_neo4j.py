"""The Cypher script run against a real Neo4j recreates the subgraph exactly (KG_TEST_NEO4J_URI must be set)."""


import pytest

from export_fixtures import TRICKY_METHOD, UNICODE_METHOD, entity_id
from kg.export import cypher_script

pytestmark = pytest.mark.neo4j


@pytest.fixture
def config(neo4j_uri):
    from kg.store.neo4j import Neo4jConfig, clear_database

    config = Neo4jConfig.from_env(neo4j_uri)
    clear_database(config)
    yield config
    clear_database(config)


def _run_script(config, text):
    from kg.store.neo4j import run_query

    for line in text.splitlines():
        if line and not line.startswith("//"):
            run_query(config, line, write=True)


def test_script_recreates_the_graph_twice_without_duplicates(graph, config):
    from kg.store.neo4j import counts, read_graph

    text = cypher_script(graph).text
    _run_script(config, text)
    _run_script(config, text)  # MERGE: a second run adds nothing
    back = read_graph(config)
    assert set(back.nodes) == set(graph.nodes)
    assert back.number_of_edges() == graph.number_of_edges()
    for node_id, data in graph.nodes(data=True):
        got = dict(back.nodes[node_id])
        for name, value in data.items():
            assert got[name] == value, (node_id, name)
    tricky = back.nodes[entity_id(graph, TRICKY_METHOD)]
    assert TRICKY_METHOD in tricky["aliases"]
    assert UNICODE_METHOD in back.nodes[entity_id(graph, UNICODE_METHOD)]["aliases"]
    assert back.nodes["doi:10.1000/xyz"]["abstract"] == graph.nodes["doi:10.1000/xyz"]["abstract"]
    nodes, rels = counts(config)["nodes"], counts(config)["relationships"]
    assert sum(nodes.values()) == graph.number_of_nodes() and sum(rels.values()) == graph.number_of_edges()
