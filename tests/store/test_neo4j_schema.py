import re

import pytest

from kg.graph import NODE_LABELS
from kg.store.neo4j import CYPHER_DIR, init_schema, schema_names, schema_statements


def test_schema_file_has_a_unique_id_constraint_for_every_label():
    constrained = set()
    for statement in schema_statements():
        match = re.search(r"FOR \(n:(\w+)\) REQUIRE n\.id IS UNIQUE", statement)
        if match:
            constrained.add(match.group(1))
        assert "IF NOT EXISTS" in statement, statement
    assert constrained == set(NODE_LABELS)


def test_schema_file_is_in_cypher_folder():
    assert (CYPHER_DIR / "schema.cypher").is_file()


@pytest.mark.neo4j
def test_init_creates_constraints_and_indexes_and_can_run_twice(neo4j_config):
    first = init_schema(neo4j_config)
    second = init_schema(neo4j_config)
    assert first == second
    present = schema_names(neo4j_config)
    unique = {c["labelsOrTypes"][0] for c in present["constraints"]
              if c["type"] == "UNIQUENESS" and c["properties"] == ["id"]}
    assert set(NODE_LABELS) <= unique
    fulltext = [i for i in present["indexes"] if i["name"] == "kg_text"]
    assert fulltext and fulltext[0]["type"] == "FULLTEXT"
    assert set(fulltext[0]["properties"]) == {"name", "aliases", "title", "abstract"}
    assert all(i["state"] == "ONLINE" for i in present["indexes"])
    names = {i["name"] for i in present["indexes"]}
    assert {"paper_year", "method_name", "dataset_name"} <= names
