"""Neo4j fixtures on the real server the root conftest finds (KG_TEST_NEO4J_URI)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kg.errors import Neo4jUnavailable  # noqa: E402
from kg.store.neo4j import Neo4jConfig, clear_database, init_schema, load_graph, verify  # noqa: E402
from neo4j_seed import seed_graph  # noqa: E402

@pytest.fixture(scope="session")
def neo4j_config(neo4j_uri: str) -> Neo4jConfig:
    config = Neo4jConfig(uri=neo4j_uri)  # (none of the NEO4J_* settings a shell may hold for a database of its own)
    try:
        verify(config)
    except Neo4jUnavailable as exc:
        pytest.fail(f"KG_TEST_NEO4J_URI={neo4j_uri} is set but the server is not usable: {exc}", pytrace=False)
    init_schema(config)
    return config


@pytest.fixture
def empty_db(neo4j_config: Neo4jConfig) -> Neo4jConfig:
    clear_database(neo4j_config)
    return neo4j_config


@pytest.fixture
def seeded_db(empty_db: Neo4jConfig) -> Neo4jConfig:
    load_graph(seed_graph(), empty_db)
    return empty_db
