import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

COMPOSE = Path(__file__).resolve().parents[2] / "docker-compose.yml"


def _compose_command() -> list[str]:
    """`docker compose` (the plugin), else the standalone `docker-compose`; both validate without an engine."""
    if shutil.which("docker"):
        probe = subprocess.run(["docker", "compose", "version"], capture_output=True, text=True)
        if probe.returncode == 0:
            return ["docker", "compose"]
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    pytest.skip("neither the docker compose plugin nor docker-compose is installed; the file is checked as YAML only")


def test_compose_file_declares_neo4j_with_apoc_ports_volume_and_healthcheck():
    spec = yaml.safe_load(COMPOSE.read_text())
    service = spec["services"]["neo4j"]
    assert service["image"] == "neo4j:5.26-community"
    assert service["environment"]["NEO4J_PLUGINS"] == '["apoc"]'
    assert {p.rsplit(":", 1)[1] for p in service["ports"]} == {"7474", "7687"}
    assert any(v.endswith(":/data") for v in service["volumes"])
    assert service["healthcheck"]["test"]
    assert service["environment"]["NEO4J_AUTH"].startswith("${NEO4J_AUTH")


def test_compose_file_holds_no_password():
    text = COMPOSE.read_text()
    for line in text.splitlines():
        if "NEO4J_AUTH" in line and not line.lstrip().startswith("#"):
            assert "${NEO4J_AUTH" in line, line


def test_docker_compose_config_accepts_the_file_and_reads_auth_from_the_environment():
    command = _compose_command()
    env = {**os.environ, "NEO4J_AUTH": "neo4j/from-the-environment"}
    done = subprocess.run([*command, "-f", str(COMPOSE), "config"], capture_output=True, text=True, env=env,
                          cwd=COMPOSE.parent)
    assert done.returncode == 0, done.stderr
    rendered = yaml.safe_load(done.stdout)
    assert rendered["services"]["neo4j"]["environment"]["NEO4J_AUTH"] == "neo4j/from-the-environment"
    assert rendered["services"]["neo4j"]["image"] == "neo4j:5.26-community"
