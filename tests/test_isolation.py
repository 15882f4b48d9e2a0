"""The tests load into, and empty, only the Neo4j server KG_TEST_NEO4J_URI names: never a user's own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_what_a_test_sees_of_the_database_settings():
    # (run on its own by the test below, with a user's settings exported)
    assert os.environ.get("NEO4J_URI") == os.environ.get("KG_TEST_NEO4J_URI")
    assert not {"NEO4J_USER", "NEO4J_PASSWORD", "NEO4J_DATABASE"} & set(os.environ)


def test_a_users_own_database_settings_never_reach_a_test():
    env = {**os.environ, "NEO4J_URI": "bolt://users-own-server:7687", "NEO4J_PASSWORD": "secret",
           "NEO4J_DATABASE": "papers"}
    env.pop("KG_TEST_NEO4J_URI", None)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          f"{Path(__file__)}::test_what_a_test_sees_of_the_database_settings"],
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:]
