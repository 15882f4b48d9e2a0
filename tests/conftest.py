"""Shared fixtures: the extraction pipeline built once per session from the shipped data, and
the one way every test finds the real Neo4j server (NEO4J_URI; scripts/test.sh starts one).

Without NEO4J_URI the Neo4j tests skip with a hint, except in CI (CI=true), where a missing
server is a failure rather than a silent skip.
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


HOW_TO_RUN = "run `bash scripts/test.sh` (it starts a throwaway Neo4j), or export NEO4J_URI of a running server"


@pytest.fixture(scope="session")
def neo4j_uri() -> str:
    uri = os.environ.get("NEO4J_URI")
    if uri:
        return uri
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(f"NEO4J_URI is not set in CI: the Neo4j tests need a server; {HOW_TO_RUN}", pytrace=False)
    pytest.skip(f"Neo4j tests need NEO4J_URI: {HOW_TO_RUN}")
