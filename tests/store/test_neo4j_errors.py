import pytest
from pydantic import SecretStr

from neo4j import exceptions as neo4j_errors

from kg.errors import Neo4jUnavailable, StoreError, redact_uri
from kg.neo4j_server import free_port
from kg.store.neo4j import Neo4jConfig, check_uri, counts, read_subgraph, run_query, translate_error, verify

SECRET = "s3cret-Pa55word-that-must-not-leak"


def test_config_from_env_reads_all_settings(monkeypatch):
    monkeypatch.setenv("NEO4J_URI", "bolt://example:7000")
    monkeypatch.setenv("NEO4J_USER", "reader")
    monkeypatch.setenv("NEO4J_PASSWORD", SECRET)
    monkeypatch.setenv("NEO4J_DATABASE", "papers")
    config = Neo4jConfig.from_env()
    assert (config.uri, config.user, config.database) == ("bolt://example:7000", "reader", "papers")
    assert config.auth() == ("reader", SECRET)
    assert SECRET not in repr(config) and SECRET not in str(config) and SECRET not in config.model_dump_json()
    assert Neo4jConfig.from_env("bolt://other:1").uri == "bolt://other:1"


def test_unreachable_server_is_neo4j_unavailable_without_the_password():
    config = Neo4jConfig(uri=f"bolt://127.0.0.1:{free_port()}", password=SecretStr(SECRET))
    with pytest.raises(Neo4jUnavailable) as caught:
        counts(config)
    text = str(caught.value)
    assert text.startswith("[KG210] Neo4j not reachable at bolt://127.0.0.1:")
    assert "kg neo4j start" in text and "NEO4J_URI" in text
    assert SECRET not in text
    chain = caught.value.__cause__
    while chain is not None:
        assert SECRET not in str(chain)
        chain = chain.__cause__


@pytest.mark.parametrize("uri, shown", [
    ("bolt://zorb:hunter2@db.example:7687", "bolt://***@db.example:7687"),
    ("neo4j+s://zorb:p/a?s#s@w@db.example:7687?policy=eu", "neo4j+s://***@db.example:7687?policy=eu"),
    ("bolt:/zorb:hunter2@db.example:7687", "bolt:/***@db.example:7687"),  # as a Path spells it
    ("zorb:hunter2@db.example:7687", "***@db.example:7687"),
    ("bolt://db.example:7687", "bolt://db.example:7687"),
    ("", ""),
])
def test_redact_uri_hides_the_user_info(uri, shown):
    assert redact_uri(uri) == shown


def test_driver_errors_show_the_uri_without_its_user_info():
    config = Neo4jConfig(uri="bolt://zorb:hunter2@db.example:7687")
    for exc in (neo4j_errors.ServiceUnavailable(f"cannot reach {config.uri}"), neo4j_errors.AuthError("no"),
                neo4j_errors.ConfigurationError(f"bad {config.uri}")):
        text = str(translate_error(exc, config))
        assert "hunter2" not in text and "zorb" not in text and "bolt://***@db.example:7687" in text


def test_the_factory_password_masks_nothing_in_a_message():
    """`neo4j` is every server's first password, no secret, and also the name of a command, a scheme and a database."""
    config = Neo4jConfig(uri=f"bolt://127.0.0.1:{free_port()}", password=SecretStr("neo4j"))
    with pytest.raises(Neo4jUnavailable) as caught:
        counts(config)
    assert "start it with `kg neo4j start`" in str(caught.value)
    text = str(translate_error(neo4j_errors.ConfigurationError("no routing"), config))
    assert text.endswith("; use the form bolt://HOST:7687 or neo4j://HOST:7687")


@pytest.mark.parametrize("uri, problem", [
    ("bolt://db.example:zorb", "its port must be a number from 1 to 65535"),
    ("bolt://db.example:70000", "its port must be a number from 1 to 65535"),
    ("neo4j://db.example:0", "its port must be a number from 1 to 65535"),
    ("bolt://:7687", "it names no host"),
    ("bolt://", "it names no host"),
    ("bolt://[::1:7687", "it is not a URI"),
    ("http://db.example:7474", "use the form bolt://HOST:7687"),
    ("db.example:7687", "use the form bolt://HOST:7687"),
])
def test_a_uri_the_driver_cannot_use_is_refused_naming_it(uri, problem, monkeypatch):
    with pytest.raises(Neo4jUnavailable) as caught:
        check_uri(uri)
    assert str(caught.value).startswith(f"[KG213] cannot use Neo4j URI {uri!r}: {problem}")
    monkeypatch.setenv("NEO4J_URI", uri)
    with pytest.raises(Neo4jUnavailable, match=r"^\[KG213\]"):
        Neo4jConfig.from_env()


def test_user_info_in_the_uri_is_refused_without_showing_it():
    with pytest.raises(Neo4jUnavailable) as caught:
        Neo4jConfig.from_env(f"bolt://zorb:{SECRET}@db.example:7687")
    assert str(caught.value) == ("[KG213] cannot use Neo4j URI 'bolt://***@db.example:7687': give the user and "
                                 "password in NEO4J_USER and NEO4J_PASSWORD, not in the URI")


@pytest.mark.parametrize("uri", ["bolt://db.example", "bolt://db.example:7687", "neo4j+s://db.example:1",
                                 "bolt://[::1]:7687", "NEO4J://db.example:65535?policy=eu"])
def test_a_usable_uri_passes(uri):
    assert check_uri(uri) == uri == Neo4jConfig.from_env(uri).uri


def test_bad_uri_scheme_is_explained():
    with pytest.raises(Neo4jUnavailable, match=r"KG213.*bolt://HOST:7687"):
        verify(Neo4jConfig(uri="http://127.0.0.1:7474"))


@pytest.mark.parametrize("cypher", ["", " \n\t"])
def test_an_empty_query_is_a_store_error_before_connecting(cypher):
    config = Neo4jConfig(uri=f"bolt://127.0.0.1:{free_port()}")
    with pytest.raises(StoreError, match=r"^\[KG223\] the query is empty"):
        run_query(config, cypher)
    with pytest.raises(StoreError, match=r"^\[KG223\] the query is empty"):
        read_subgraph(config, cypher)


@pytest.mark.neo4j
def test_missing_database_is_explained(neo4j_config):
    config = neo4j_config.model_copy(update={"database": "nosuchdb"})
    with pytest.raises(Neo4jUnavailable, match=r"KG212.*'nosuchdb' does not exist.*NEO4J_DATABASE"):
        run_query(config, "RETURN 1")


@pytest.mark.neo4j
def test_a_message_shows_the_database_name_whatever_the_password_and_masks_it_in_the_servers_words(neo4j_config):
    factory = neo4j_config.model_copy(update={"password": SecretStr("neo4j")})  # (the test server's auth is off)
    with pytest.raises(StoreError) as caught:
        run_query(factory, "RETURN 1/0")
    assert f"Neo4j at {neo4j_config.uri} (database 'neo4j') failed" in str(caught.value)
    same_name = neo4j_config.model_copy(update={"database": "quarkbench-db", "password": SecretStr("quarkbench-db")})
    with pytest.raises(Neo4jUnavailable) as caught:
        run_query(same_name, "RETURN 1")
    assert str(caught.value).startswith("[KG212] database 'quarkbench-db' does not exist")
    with pytest.raises(StoreError) as caught:
        run_query(neo4j_config.model_copy(update={"password": SecretStr(SECRET)}), f"RETURN {SECRET}(")
    assert str(caught.value).startswith("[KG221] Cypher syntax error") and SECRET not in str(caught.value)
    assert '"RETURN ***("' in str(caught.value)


# A load from Python whose transaction the driver tries again, as it does after a deadlock with another client (the
# error raised here is the driver's own kind), run in a process of its own with no logging set up: what Python
# prints there is what a library user sees.
RETRIED_LOAD = """
import sys
from neo4j.exceptions import TransientError
import kg.store.neo4j as store
from neo4j_seed import seed_graph

failures = [TransientError("ForsetiClient[7] can't acquire ExclusiveLock on NODE(42)\\n Wait list: Client[7] waits")]
write = store._write_nodes

def fails_once(tx, *args):
    if failures:
        raise failures.pop()
    return write(tx, *args)

store._write_nodes = fails_once
config = store.Neo4jConfig(uri=sys.argv[1])
print(store.load_graph(seed_graph(), config).papers()["unchanged"])
"""


@pytest.mark.neo4j
def test_a_transaction_the_driver_retries_is_one_short_line_for_a_library_caller(seeded_db):
    import os
    import subprocess
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    paths = os.pathsep.join([str(here.parent.parent), str(here)])  # (this checkout's kg, and the seed graphs)
    done = subprocess.run([sys.executable, "-c", RETRIED_LOAD, seeded_db.uri], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": paths})
    assert done.returncode == 0 and done.stdout == "3\n", done.stderr
    assert done.stderr == "Neo4j: a transaction hit a transient error (TransientError) and is being retried\n"
