import pytest
from pydantic import SecretStr

from neo4j import exceptions as neo4j_errors

from kg.errors import Neo4jUnavailable, StoreError, redact_uri
from kg.neo4j_server import free_port
from kg.store.neo4j import Neo4jConfig, counts, read_subgraph, run_query, translate_error, verify

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
