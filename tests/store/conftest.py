"""Neo4j fixtures: the real server named by NEO4J_URI (scripts/test.sh starts one).

Without NEO4J_URI the Neo4j tests skip with a hint, except in CI (CI=true), where a
missing server is a failure rather than a silent skip.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kg.errors import Neo4jUnavailable  # noqa: E402
from kg.store.neo4j import Neo4jConfig, clear_database, init_schema, load_graph, verify  # noqa: E402
from neo4j_seed import seed_graph  # noqa: E402

HOW_TO_RUN = "run `bash scripts/test.sh` (it starts a throwaway Neo4j), or export NEO4J_URI of a running server"


def neo4j_uri_or_skip() -> str:
    uri = os.environ.get("NEO4J_URI")
    if uri:
        return uri
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(f"NEO4J_URI is not set in CI: the Neo4j tests need a server; {HOW_TO_RUN}", pytrace=False)
    pytest.skip(f"Neo4j tests need NEO4J_URI: {HOW_TO_RUN}")


@pytest.fixture(scope="session")
def neo4j_config() -> Neo4jConfig:
    uri = neo4j_uri_or_skip()
    config = Neo4jConfig.from_env(uri)
    try:
        verify(config)
    except Neo4jUnavailable as exc:
        pytest.fail(f"NEO4J_URI={uri} is set but the server is not usable: {exc}", pytrace=False)
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
