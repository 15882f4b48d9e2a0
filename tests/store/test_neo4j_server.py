"""The jar-based launcher itself: a second, password-protected server on free ports."""

import json
import os
import shutil
import time

import pytest
from pydantic import SecretStr

from kg.errors import Neo4jUnavailable
from kg.neo4j_server import (ServerInfo, _set_initial_password, default_heap, free_port, server_status, start_server,
                              stop_server)
from kg.store.neo4j import Neo4jConfig, run_query

PASSWORD = "launcher-test-Pa55"


def _need_java_and_maven():
    missing = [tool for tool in ("java", "mvn") if shutil.which(tool) is None]
    if not missing:
        return
    message = f"{' and '.join(missing)} not installed: apt-get install openjdk-17-jre-headless maven"
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


def test_status_of_an_unused_home_says_not_running(tmp_path):
    state = server_status(tmp_path)
    assert not state.running and "no server started" in state.message


def test_stop_without_a_server_is_a_no_op(tmp_path):
    assert stop_server(tmp_path) is None


GOOD_STATE = {"home": "/srv/zorb", "pid": 424242, "bolt_port": 7687, "http_port": 7474, "version": "5.26",
              "auth": False}


@pytest.mark.parametrize("text, why", [
    (json.dumps({**GOOD_STATE, "pid": "abc"}), "pid 'abc' is not an int"),
    (json.dumps({**GOOD_STATE, "pid": 10**23}), f"pid {10**23} is no process id"),
    (json.dumps({**GOOD_STATE, "pid": -1}), "pid -1 is no process id"),
    (json.dumps({**GOOD_STATE, "pid": True}), "pid True is not an int"),
    (json.dumps({**GOOD_STATE, "bolt_port": 70000}), "bolt_port 70000 is no port"),
    (json.dumps({k: v for k, v in GOOD_STATE.items() if k != "pid"}), "no pid"),
    ("[1, 2]", "not a JSON object"),
    ('{"pid": 1' + "0" * 5000 + "}", "not UTF-8 JSON"),
    (b'{"home": "\xff"}', "not UTF-8 JSON"),
    ("{", "not UTF-8 JSON"),
])
def test_a_state_file_that_cannot_be_trusted_is_named_and_no_process_is_signalled(tmp_path, monkeypatch, text, why):
    state = tmp_path / "paper-kg-server.json"
    state.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    signalled = []
    monkeypatch.setattr(os, "kill", lambda pid, sig: signalled.append(pid))
    status = server_status(tmp_path)
    assert not status.running and status.info is None
    assert status.message == (f"no server known from {tmp_path}: {state} cannot be trusted ({why}); "
                              "remove it once no Neo4j runs from there")
    with pytest.raises(Neo4jUnavailable) as caught:
        stop_server(tmp_path)
    assert str(caught.value) == (f"[KG258] {state} cannot be trusted ({why}), so no process was stopped: "
                                 f"stop the Neo4j of {tmp_path} by hand if one runs, then remove the file")
    assert signalled == []


def test_a_state_file_paper_kg_wrote_is_read(tmp_path):
    (tmp_path / "paper-kg-server.json").write_text(json.dumps({**GOOD_STATE, "pid": 2**31 - 1}), encoding="utf-8")
    status = server_status(tmp_path)
    assert not status.running and status.info.pid == 2**31 - 1 and status.untrusted is None
    assert stop_server(tmp_path) is None


@pytest.mark.parametrize("ports, option", [((70000, 7474), "--bolt-port 70000"), ((7687, 0), "--http-port 0"),
                                           ((-1, 7474), "--bolt-port -1")])
def test_a_port_out_of_range_is_refused_before_anything_is_fetched_or_made(tmp_path, monkeypatch, ports, option):
    import kg.neo4j_server as launcher

    monkeypatch.setattr(launcher, "ensure_jars", lambda say=None: pytest.fail("fetched the jars"))
    with pytest.raises(Neo4jUnavailable) as caught:
        start_server(tmp_path / "home", bolt_port=ports[0], http_port=ports[1])
    assert str(caught.value) == f"[KG259] {option} is no TCP port: choose one from 1 to 65535"
    assert not (tmp_path / "home").exists()


def test_one_port_for_bolt_and_http_is_refused_before_anything_is_fetched_or_made(tmp_path, monkeypatch):
    import kg.neo4j_server as launcher

    monkeypatch.setattr(launcher, "ensure_jars", lambda say=None: pytest.fail("fetched the jars"))
    with pytest.raises(Neo4jUnavailable) as caught:
        start_server(tmp_path / "home", bolt_port=7690, http_port=7690)
    assert str(caught.value) == "[KG259] --bolt-port and --http-port are both 7690: the server listens on two ports, so choose two"
    assert not (tmp_path / "home").exists()


@pytest.mark.parametrize("memory_gb, heap", [(2, "1024m"), (8, "2048m"), (12, "3072m"), (64, "4096m")])
def test_default_heap_is_a_quarter_of_memory_within_bounds(monkeypatch, memory_gb, heap):
    sizes = {"SC_PAGE_SIZE": 4096, "SC_PHYS_PAGES": memory_gb * 2**30 // 4096}
    monkeypatch.setattr(os, "sysconf", lambda name: sizes[name])
    assert default_heap() == heap


def test_default_heap_without_a_memory_size_is_one_gigabyte(monkeypatch):
    def unknown(name):
        raise ValueError(name)

    monkeypatch.setattr(os, "sysconf", unknown)
    assert default_heap() == "1g"


@pytest.mark.neo4j
@pytest.mark.slow
def test_start_with_password_status_wrong_password_and_clean_stop(tmp_path):
    _need_java_and_maven()
    home = tmp_path / "neo4j-home"
    info = start_server(home, bolt_port=free_port(), http_port=free_port(), password=PASSWORD, heap="512m",
                        pagecache="64m", timeout=300)
    try:
        assert info.uri.startswith("bolt://127.0.0.1:")
        assert server_status(home).running
        good = Neo4jConfig(uri=info.uri, password=SecretStr(PASSWORD))
        assert run_query(good, "RETURN 1 AS one") == [{"one": 1}]
        settings = {row["name"]: row["value"] for row in run_query(
            good, "SHOW SETTINGS YIELD name, value WHERE name IN $names RETURN name, value",
            {"names": ["db.tx_log.rotation.retention_policy", "db.checkpoint.interval.time"]})}
        assert settings["db.tx_log.rotation.retention_policy"] == "1G size"
        assert settings["db.checkpoint.interval.time"] == "5m"
        wrong_secret = "not-the-password-123"
        with pytest.raises(Neo4jUnavailable) as caught:
            run_query(Neo4jConfig(uri=info.uri, password=SecretStr(wrong_secret)), "RETURN 1")
        text = str(caught.value)
        assert text.startswith("[KG211]") and "NEO4J_PASSWORD" in text
        assert wrong_secret not in text and PASSWORD not in text
        for _ in range(2):
            with pytest.raises(Neo4jUnavailable, match=r"^\[KG211\]"):
                run_query(Neo4jConfig(uri=info.uri, password=SecretStr(wrong_secret)), "RETURN 1")
        with pytest.raises(Neo4jUnavailable) as caught:  # three wrong in a row: for a few seconds, no login at all
            run_query(good, "RETURN 1")
        assert str(caught.value) == (f"[KG211] Neo4j at {info.uri} turns away user 'neo4j' for a few seconds after too "
                                     "many wrong passwords: wait a few seconds and retry, with the right NEO4J_PASSWORD")
        again = start_server(home, bolt_port=info.bolt_port, http_port=info.http_port, password=PASSWORD)
        assert again.pid == info.pid
    finally:
        stopped = stop_server(home)
    assert stopped is not None and stopped.pid == info.pid
    assert not server_status(home).running
    log = (home / "logs" / "neo4j.log").read_text()
    assert "Stopped." in log


@pytest.mark.neo4j
@pytest.mark.slow
def test_a_home_left_with_the_factory_password_gets_neo4j_password_on_a_later_start(tmp_path):
    """A first start without NEO4J_PASSWORD, or one whose password change failed, leaves user neo4j's factory
    password: a later start with NEO4J_PASSWORD sets it, and from then on only that password is taken."""
    _need_java_and_maven()
    home = tmp_path / "neo4j-home"
    options = {"bolt_port": free_port(), "http_port": free_port(), "heap": "512m", "pagecache": "64m", "timeout": 300}
    first = start_server(home, **options)
    try:
        with pytest.raises(Neo4jUnavailable) as caught:  # Neo4j refuses: its authentication is off
            _set_initial_password(first, PASSWORD, time.monotonic() + 60)
        text = str(caught.value)
        assert text.startswith(f"[KG261] Neo4j at {first.uri} did not set NEO4J_PASSWORD as the password of user "
                               "'neo4j' (")
        assert text.endswith(f"the next start of {first.home} tries again") and PASSWORD not in text
    finally:
        stop_server(home)
    second = start_server(home, password=PASSWORD, **options)
    try:
        assert run_query(Neo4jConfig(uri=second.uri, password=SecretStr(PASSWORD)), "RETURN 1 AS one") == [{"one": 1}]
    finally:
        stop_server(home)
    with pytest.raises(Neo4jUnavailable) as caught:
        start_server(home, password="another-Pa55word", **options)
    assert str(caught.value) == (f"[KG211] Neo4j at {second.uri} refused the password for user 'neo4j', which is no "
                                 f"longer the factory one: an earlier start of {second.home} with a NEO4J_PASSWORD "
                                 "set it, unless it was changed by hand since; use that one")
    assert not server_status(home).running


def test_a_first_password_change_that_fails_is_one_clear_error(tmp_path):
    info = ServerInfo(str(tmp_path), 424242, free_port(), free_port(), "5.26", True)  # (nothing listens there)
    with pytest.raises(Neo4jUnavailable) as caught:
        _set_initial_password(info, PASSWORD, time.monotonic() + 60)
    text = str(caught.value)
    assert text.startswith(f"[KG261] Neo4j at {info.uri} did not set NEO4J_PASSWORD as the password of user 'neo4j' "
                           "(ServiceUnavailable: ")
    assert text.endswith(f"the next start of {tmp_path} tries again") and PASSWORD not in text


def test_readiness_asks_the_started_child_whether_it_lives(tmp_path):
    """/proc shows an empty command line while the JVM launcher execs: that is not an exit."""
    import subprocess
    import sys
    import time

    from kg.neo4j_server import ServerInfo, _wait_ready

    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        info = ServerInfo(str(tmp_path), child.pid, free_port(), free_port(), "5.26", False)
        with pytest.raises(Neo4jUnavailable, match=r"\[KG256\] Neo4j did not become ready"):
            _wait_ready(info, tmp_path, time.monotonic() + 1.5, None, None, alive=lambda: child.poll() is None)
        child.kill()
        child.wait()
        with pytest.raises(Neo4jUnavailable, match=r"\[KG255\] Neo4j exited during start-up"):
            _wait_ready(info, tmp_path, time.monotonic() + 1.5, None, None, alive=lambda: child.poll() is None)
    finally:
        child.kill()
        child.wait()
