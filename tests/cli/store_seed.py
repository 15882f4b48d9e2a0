"""The store tests' invented graphs (tests/store/neo4j_seed.py), loaded once for the CLI tests that build, load or
query them: tests/store is not on the CLI tests' import path."""

from __future__ import annotations

import importlib.util
from pathlib import Path

STORE_TESTS = Path(__file__).resolve().parents[1] / "store"


def _seed_module():
    spec = importlib.util.spec_from_file_location("neo4j_seed_for_cli", STORE_TESTS / "neo4j_seed.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


seed = _seed_module()
