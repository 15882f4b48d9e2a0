"""Shared fixtures: the extraction pipeline built once per session from the shipped data, and
the one way every test finds the real Neo4j server (KG_TEST_NEO4J_URI; scripts/test.sh starts one).

The tests empty the database they load into, so they use only the server KG_TEST_NEO4J_URI
names, never the one a user's NEO4J_URI names: every test runs with NEO4J_URI set to the test
server, or unset. Without KG_TEST_NEO4J_URI the Neo4j tests skip with a hint, except in CI
(CI=true), where a missing server is a failure rather than a silent skip.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def nlp():
    from kg.extract import build_nlp

    return build_nlp()


@pytest.fixture(scope="session")
def seed_build(tmp_path_factory):
    """The seed graph, built once from examples/ like a user would."""
    from kg.pipeline import build

    out = tmp_path_factory.mktemp("seed-build")
    summary, graph = build([ROOT / "examples"], out, html=False)
    return summary, graph, out


HOW_TO_RUN = ("run `bash scripts/test.sh` (it starts a throwaway Neo4j), or export KG_TEST_NEO4J_URI of a running "
              "server the tests may empty")
TEST_SERVER = "KG_TEST_NEO4J_URI"
# What points the kg commands at a database of the user's: none of it reaches a test.
_USERS_DATABASE = ("NEO4J_URI", "NEO4J_USER", "NEO4J_PASSWORD", "NEO4J_DATABASE")


@pytest.fixture(autouse=True)
def _only_the_test_server(monkeypatch):
    """Every test sees NEO4J_URI as the test server's address, or not at all, whatever the shell exported."""
    for name in _USERS_DATABASE:
        monkeypatch.delenv(name, raising=False)
    if os.environ.get(TEST_SERVER):
        monkeypatch.setenv("NEO4J_URI", os.environ[TEST_SERVER])


@pytest.fixture(scope="session")
def neo4j_uri() -> str:
    uri = os.environ.get(TEST_SERVER)
    if uri:
        return uri
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(f"{TEST_SERVER} is not set in CI: the Neo4j tests need a server; {HOW_TO_RUN}", pytrace=False)
    pytest.skip(f"Neo4j tests need {TEST_SERVER}: {HOW_TO_RUN}")
