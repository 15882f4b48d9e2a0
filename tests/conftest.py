"""Shared fixtures: the extraction pipeline is built once per session from the shipped data."""

from __future__ import annotations

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
