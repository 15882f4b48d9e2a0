"""Row shapes the Neo4j writer sends, checked without a server."""

from kg.store.neo4j import _REL_PROPERTY_ORDER, _by_element_id, rel_create_query, rel_row


def _row(end: str, **extra) -> dict:
    data = {"sentence": "We use ViT.", "start": 7, "end": 10, "rule": "gaz:method", "confidence": 0.8, **extra}
    return rel_row("paper:1", end, f"paper:1|USES|{end}", data)


def test_rows_with_both_ends_placed_become_lists_in_property_order():
    located, unlocated = _by_element_id([_row("method:vit")], {"paper:1": "4:x:1"}, {"method:vit": "4:x:9"}, True)
    assert unlocated == []
    assert located == [["4:x:1", "4:x:9", *[_row("method:vit")["props"].get(n) for n in _REL_PROPERTY_ORDER]]]
    assert _REL_PROPERTY_ORDER == tuple(sorted(_REL_PROPERTY_ORDER))


def test_rows_with_an_unplaced_end_are_left_for_the_id_lookup():
    rows = [_row("method:vit"), _row("method:bert")]
    located, unlocated = _by_element_id(rows, {"paper:1": "4:x:1"}, {"method:vit": "4:x:9"}, True)
    assert [row[1] for row in located] == ["4:x:9"]
    assert unlocated == [rows[1]]


def test_rows_with_other_properties_carry_their_map():
    row = _row("method:vit", reviewed_by="curator")
    located, _ = _by_element_id([row], {"paper:1": "4:x:1"}, {"method:vit": "4:x:9"}, False)
    assert located == [["4:x:1", "4:x:9", row["props"]]]
    assert "SET r = row[2]" in rel_create_query("USES", only_known_properties=False, by_element_id=True)


def test_element_id_query_names_every_property_by_its_list_position():
    query = rel_create_query("USES", by_element_id=True)
    assert "elementId(a) = row[0]" in query and "elementId(b) = row[1]" in query
    for index, name in enumerate(_REL_PROPERTY_ORDER, 2):
        assert f"{name}: row[{index}]" in query


def test_node_batches_go_as_lists_only_with_the_schemas_properties():
    from kg.store.neo4j import _listed_keys, node_list_create_query

    rows = [{"id": "method:vit", "props": {"id": "method:vit", "name": "ViT", "papers": 2}},
            {"id": "method:bert", "props": {"id": "method:bert", "name": "BERT", "aliases": ["Bert"]}}]
    keys = _listed_keys("Method", rows)
    assert keys == ("aliases", "id", "name", "papers")
    query = node_list_create_query("Method", keys)
    assert "CREATE (n:Method {aliases: row[0], id: row[1], name: row[2], papers: row[3]})" in query
    assert "collect(row[1]) AS ids" in query
    rows[0]["props"]["homepage"] = "https://example.org"
    assert _listed_keys("Method", rows) is None
    assert _listed_keys("Method", [{"id": "x", "props": {"name": "no id"}}]) is None


def test_list_queries_refuse_names_the_schema_does_not_give():
    import pytest

    from kg.errors import StoreError
    from kg.store.neo4j import node_list_create_query

    with pytest.raises(StoreError):
        node_list_create_query("Method", ("id", "name}) DETACH DELETE n //"))
    with pytest.raises(StoreError):
        node_list_create_query("Method", ("name",))


def test_a_papers_digest_is_that_of_its_facts_not_of_the_order_a_build_wrote_them_in():
    import sys
    from pathlib import Path

    import networkx as nx

    from kg.store.neo4j import FACTS_DIGEST, paper_batch, plan_load

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from neo4j_seed import seed_graph

    def digests(graph: nx.MultiDiGraph) -> dict[str, str]:
        plan = plan_load(graph)
        return {paper: row["props"][FACTS_DIGEST] for ids in plan.paper_batches
                for paper, row in paper_batch(graph, plan, ids).paper_rows.items()}

    graph = seed_graph()
    reordered = nx.MultiDiGraph()
    for node, data in reversed(list(graph.nodes(data=True))):
        reordered.add_node(node, **dict(reversed(list(data.items()))))
    for start, end, key, data in reversed(list(graph.edges(keys=True, data=True))):
        reordered.add_edge(start, end, key=key, **dict(reversed(list(data.items()))))
    assert digests(reordered) == digests(graph)
    graph.nodes["arxiv:2401.00001"]["year"] = 2019
    changed = digests(graph)
    assert changed["arxiv:2401.00001"] != digests(reordered)["arxiv:2401.00001"]
    assert {p: d for p, d in changed.items() if p != "arxiv:2401.00001"} == \
        {p: d for p, d in digests(reordered).items() if p != "arxiv:2401.00001"}
