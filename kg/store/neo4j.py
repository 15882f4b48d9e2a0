"""Neo4j writer and reader: the only module (with the server launcher) that imports ``neo4j``.

Loads are idempotent and exact. Labels and relationship types come from the
allowlist in ``kg.graph``; every other value travels as a query parameter. Each
paper is written in one transaction together with the removal of its stale facts
and of the nodes an earlier load stored it under with less metadata (retired),
so a changed paper replaces its relationships and a load killed between two
transactions converges when run again. Papers a graph does not hold stay unless
the load prunes, so several graphs can share a database: an entity goes by the
aliases of the loaded graphs whose papers still name it, each graph's as of its
last load. Cypher lives in ``cypher/*.cypher``.
"""

from __future__ import annotations

import difflib
import gc
import hashlib
import json
import os
import queue
import re
import threading
import time
from collections import Counter, defaultdict
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for_futures
from contextlib import contextmanager
from dataclasses import dataclass, field
from operator import itemgetter
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, TypeVar
from urllib.parse import urlsplit

import networkx as nx
import neo4j
from neo4j import GraphDatabase
from neo4j import exceptions as neo4j_errors
from neo4j import graph as neo4j_graph
from pydantic import BaseModel, ConfigDict, SecretStr

from kg.errors import Neo4jUnavailable, StoreError, WriteRefused, redact_uri
from kg.graph import EVIDENCE_FIELDS, EXTRACTED_REL_TYPES, NODE_LABELS, REL_TYPES, schema_problem
from kg.neo4j_server import FACTORY_PASSWORD, RATE_LIMITED, driver_warnings_told
from kg.process import HeldSetting
from kg.resources import installed_where, project_folder
from kg.sources.identity import earlier_paper_ids, titles_differ

CYPHER_DIR = project_folder("cypher", "schema.cypher")
DEFAULT_URI = "bolt://127.0.0.1:7687"
DEFAULT_BATCH_SIZE = 5000
URI_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")
ENTITY_LABELS = ("Method", "Dataset", "Metric", "Task", "Repository")
PAPER_OWNED_LABELS = ("Paper", "Result")
ALIASED_LABELS = ("Method", "Dataset", "Metric", "Task")

# What a load keeps beside the graph, and read_graph leaves out: the key of the load that last wrote each paper, and
# each alias of an entity as "<load key> <alias>", so that a later load can tell which aliases came from papers it
# restates and which from papers of other graphs still in the database; and a digest of each paper's properties,
# results and relationships as written, so that a later load can tell a changed paper from an unchanged one.
LOAD_KEY = "load_key"
ALIASES_BY_LOAD = "aliases_by_load"
FACTS_DIGEST = "facts_digest"

Progress = Callable[[str, int, int], None]
"""progress(stage, done, total): called after each committed transaction."""


class Neo4jConfig(BaseModel):
    """Where and as whom to connect; the password is a SecretStr and never printed."""

    model_config = ConfigDict(frozen=True)

    uri: str = DEFAULT_URI
    user: str = "neo4j"
    password: Optional[SecretStr] = None
    database: str = "neo4j"

    @classmethod
    def from_env(cls, uri: Optional[str] = None) -> "Neo4jConfig":
        """Settings from NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD, NEO4J_DATABASE; `uri` wins over NEO4J_URI.
        A URI the driver cannot use fails here (check_uri), before any work that needs it."""
        password = os.environ.get("NEO4J_PASSWORD")
        return cls(
            uri=check_uri(uri or os.environ.get("NEO4J_URI") or DEFAULT_URI),
            user=os.environ.get("NEO4J_USER") or "neo4j",
            password=SecretStr(password) if password else None,
            database=os.environ.get("NEO4J_DATABASE") or "neo4j",
        )

    def auth(self) -> Optional[tuple[str, str]]:
        if self.password is None:
            return None
        return (self.user, self.password.get_secret_value())


@dataclass
class LoadSummary:
    """What one load wrote, removed and skipped. The deleted counts are of stale facts of the papers the load
    restates and of entities left without papers; papers retired or pruned go with their results and
    relationships."""

    nodes: dict[str, int] = field(default_factory=dict)
    relationships: dict[str, int] = field(default_factory=dict)
    deleted_relationships: int = 0
    deleted_nodes: int = 0
    papers_new: int = 0  # not in the database before
    papers_changed: int = 0  # there, but other: properties, results or relationships (or stored with no digest)
    papers_unchanged: int = 0
    papers_retired: int = 0  # stored under an id the graph's papers had before: removed, with their results
    papers_pruned: int = 0  # not in the graph, removed with their results as the load was asked to prune
    transactions: int = 0
    seconds: float = 0.0
    skipped: list[str] = field(default_factory=list)

    @property
    def relationships_written(self) -> int:
        return sum(self.relationships.values())

    def papers(self) -> dict[str, int]:
        """What the load did to the papers of its graph."""
        return {"new": self.papers_new, "changed": self.papers_changed, "unchanged": self.papers_unchanged,
                "retired": self.papers_retired, "pruned": self.papers_pruned}

    def as_dict(self) -> dict[str, Any]:
        return {
            "nodes": dict(sorted(self.nodes.items())),
            "relationships": dict(sorted(self.relationships.items())),
            "deleted_relationships": self.deleted_relationships,
            "deleted_nodes": self.deleted_nodes,
            "papers": self.papers(),
            "transactions": self.transactions,
            "seconds": round(self.seconds, 3),
            "relationships_per_second": round(self.relationships_written / self.seconds) if self.seconds else None,
            "skipped": self.skipped,
        }


@dataclass(frozen=True)
class QueryParam:
    name: str
    default: Any = None
    required: bool = False
    help: str = ""
    kind: str = ""  # "year", "label"; a whole-number default makes a count; else text


@dataclass(frozen=True)
class SavedQuery:
    """A named query file: what it answers, its parameters, its Cypher."""

    name: str
    description: str
    params: tuple[QueryParam, ...]
    cypher: str
    path: Path


# ---------------------------------------------------------------- connection

URI_FORM = "use the form bolt://HOST:7687 or neo4j://HOST:7687"


def check_uri(uri: str) -> str:
    """The URI if the driver can use it; else Neo4jUnavailable [KG213] naming it without user info.

    The driver takes a bad port for part of a name to look up and fails with a bare
    ValueError only as it connects; user info it cannot use at all.
    """
    problem = _uri_problem(uri)
    if problem:
        raise Neo4jUnavailable(f"[KG213] cannot use Neo4j URI {redact_uri(uri)!r}: {problem}")
    return uri


def _uri_problem(uri: str) -> Optional[str]:
    scheme = uri.split("://", 1)[0].lower() if "://" in uri else ""
    if scheme not in URI_SCHEMES:
        return URI_FORM
    try:
        parts = urlsplit(uri)
        port = parts.port
    except ValueError as exc:  # a port that is no number or out of range, an unclosed [IPv6 address
        return (f"its port must be a number from 1 to 65535; {URI_FORM}" if "port" in str(exc).lower()
                else f"it is not a URI; {URI_FORM}")
    if "@" in parts.netloc:
        return "give the user and password in NEO4J_USER and NEO4J_PASSWORD, not in the URI"
    if not parts.hostname:
        return f"it names no host; {URI_FORM}"
    if port == 0:
        return f"its port must be a number from 1 to 65535; {URI_FORM}"
    return None


def _driver_message(exc: Exception, config: Neo4jConfig) -> str:
    """The driver's message on one line, without the password, whether it came from NEO4J_PASSWORD or the URI's
    user info. Only the driver's words are masked: our own, the user's and the database's name stay as they are."""
    message = getattr(exc, "message", None) or str(exc)
    text = " ".join(str(message).split()).replace(config.uri, redact_uri(config.uri))
    secret = config.password.get_secret_value() if config.password else ""
    return text.replace(secret, "***") if secret and secret != FACTORY_PASSWORD else text  # (the factory password
    # is no secret, and is the name of the default database)


def translate_error(exc: Exception, config: Neo4jConfig) -> StoreError:
    """A driver failure as a KgError with a code and the next step; never with the password."""
    shown = redact_uri(config.uri)
    where = f"{shown} (database {config.database!r})"
    code = getattr(exc, "code", None) or ""
    if code == RATE_LIMITED:  # even the right password, until a few seconds have passed
        return Neo4jUnavailable(f"[KG211] Neo4j at {shown} turns away user {config.user!r} for a few seconds after "
                                "too many wrong passwords: wait a few seconds and retry, with the right NEO4J_PASSWORD")
    if isinstance(exc, neo4j_errors.AuthError):
        return Neo4jUnavailable(f"[KG211] Neo4j at {shown} refused the credentials of user {config.user!r}: "
                                "check NEO4J_USER and NEO4J_PASSWORD")
    if isinstance(exc, (neo4j_errors.ServiceUnavailable, neo4j_errors.SessionExpired, OSError)):
        return Neo4jUnavailable(f"[KG210] Neo4j not reachable at {shown}: start it with `kg neo4j start` "
                                "(or `docker compose up -d`), or point --neo4j-uri / NEO4J_URI at a running server")
    if isinstance(exc, neo4j_errors.ConfigurationError) or isinstance(exc, ValueError):
        return Neo4jUnavailable(f"[KG213] cannot use Neo4j URI {shown!r}: {_driver_message(exc, config)}; {URI_FORM}")
    if code == "Neo.ClientError.Database.DatabaseNotFound":
        return Neo4jUnavailable(f"[KG212] database {config.database!r} does not exist on {shown}: "
                                "create it, or set NEO4J_DATABASE (Neo4j Community has only 'neo4j')")
    if code == "Neo.ClientError.Statement.AccessMode":
        return WriteRefused("[KG220] the query writes but queries run read-only: pass --write to allow writes (from "
                            "Python, run_query(..., write=True))")
    if code.startswith("Neo.ClientError.Statement.Syntax"):
        return StoreError(f"[KG221] Cypher syntax error: {_driver_message(exc, config)}")
    if code.startswith("Neo.ClientError.Schema"):
        return StoreError(f"[KG222] schema conflict at {where}: {_driver_message(exc, config)}")
    return StoreError(f"[KG229] Neo4j at {where} failed: {code} {_driver_message(exc, config)}".strip())


@contextmanager
def _session(config: Neo4jConfig, write: bool = True) -> Iterator[neo4j.Session]:
    """A session on `config`'s database; while it is open, the driver's warnings are told as one line each
    (driver_warnings_told)."""
    check_uri(config.uri)  # a config built without from_env
    with driver_warnings_told():
        with _driver_session(config, write) as session:
            yield session


@contextmanager
def _driver_session(config: Neo4jConfig, write: bool) -> Iterator[neo4j.Session]:
    try:
        driver = GraphDatabase.driver(config.uri, auth=config.auth(), connection_timeout=10,
                                      notifications_min_severity="OFF", max_transaction_retry_time=30)
    except Exception as exc:  # bad URI scheme and the like
        raise translate_error(exc, config) from exc
    try:
        mode = neo4j.WRITE_ACCESS if write else neo4j.READ_ACCESS
        with driver.session(database=config.database, default_access_mode=mode) as session:
            yield session
    except neo4j_errors.Neo4jError as exc:
        raise translate_error(exc, config) from exc
    except neo4j_errors.DriverError as exc:
        raise translate_error(exc, config) from exc
    except OSError as exc:
        raise translate_error(exc, config) from exc
    finally:
        driver.close()


def verify(config: Neo4jConfig) -> dict[str, str]:
    """Check that the server answers and the database exists; returns the server's version."""
    with _session(config, write=False) as session:
        record = session.run("CALL dbms.components() YIELD name, versions, edition "
                             "RETURN name, versions[0] AS version, edition").single()
    return {"name": record["name"], "version": record["version"], "edition": record["edition"]}


# ---------------------------------------------------------------- schema

def schema_statements() -> list[str]:
    """The statements of cypher/schema.cypher, comments removed."""
    return _statements((CYPHER_DIR / "schema.cypher").read_text(encoding="utf-8"))


def _statements(text: str) -> list[str]:
    lines = [line for line in text.splitlines() if not line.strip().startswith("//")]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


def init_schema(config: Neo4jConfig) -> list[str]:
    """Create the constraints and indexes of cypher/schema.cypher if missing; returns their names."""
    statements = schema_statements()
    with _session(config) as session:
        for statement in statements:
            session.run(statement).consume()
        session.run("CALL db.awaitIndexes(300)").consume()
    return [_schema_name(s) for s in statements]


def _database_is_empty(config: Neo4jConfig) -> bool:
    with _session(config, write=False) as session:
        return session.run("MATCH (n) RETURN n.id LIMIT 1").single() is None


def _schema_name(statement: str) -> str:
    match = re.search(r"CREATE\s+(?:\w+\s+)?(?:CONSTRAINT|INDEX)\s+(\w+)", statement, re.IGNORECASE)
    return match.group(1) if match else statement.split("\n", 1)[0]


def schema_names(config: Neo4jConfig) -> dict[str, list[dict]]:
    """Constraints and indexes present in the database."""
    with _session(config, write=False) as session:
        constraints = session.run("SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties "
                                  "RETURN name, type, labelsOrTypes, properties").data()
        indexes = session.run("SHOW INDEXES YIELD name, type, labelsOrTypes, properties, state "
                              "RETURN name, type, labelsOrTypes, properties, state").data()
    return {"constraints": constraints, "indexes": indexes}


# ---------------------------------------------------------------- load: query builders

def _written_nodes_return(row_id: str = "row.id") -> str:
    """What every node write returns: how many rows it wrote, and each row's id (`row_id`
    reads it from the row) beside the element id of its node, so that relationships of the
    same load find their ends by element id."""
    return f"RETURN count(n) AS written, collect({row_id}) AS ids, collect(elementId(n)) AS element_ids"


_WRITTEN_NODES = _written_nodes_return()


def load_key(paper_ids: Iterable[str]) -> str:
    """The key of a load: 16 hex of a hash of the ids of the papers its graph holds. A graph rebuilt from the same
    papers loads under the same key, so what it says replaces what its earlier version said."""
    return hashlib.sha256("\n".join(sorted(paper_ids)).encode("utf-8")).hexdigest()[:16]


# The alias of an "<load key> <alias>" entry (the key holds no space; entries stored before the keys were kept
# have an empty one).
_ALIAS_OF_ENTRY = "substring(entry, size(split(entry, ' ')[0]) + 1)"


def node_merge_query(label: str) -> str:
    """MERGE a batch of nodes of one label, with the properties the rows give (an entity's stored paper count
    stays until the recount after the load). An entity's aliases from this load (`$load_key`) replace those an
    earlier load of the same key gave and join the others until alias_query sorts them out after the load."""
    _check_label(label)
    if label in PAPER_OWNED_LABELS:
        return f"UNWIND $rows AS row MERGE (n:{label} {{id: row.id}}) SET n = row.props {_WRITTEN_NODES}"
    merge = f"UNWIND $rows AS row MERGE (n:{label} {{id: row.id}}) WITH n, row, n.papers AS papers"
    if label not in ALIASED_LABELS:
        return f"{merge} SET n = row.props, n.papers = papers {_WRITTEN_NODES}"
    return (f"{merge}, [entry IN coalesce(n.{ALIASES_BY_LOAD}, [alias IN coalesce(n.aliases, []) | ' ' + alias]) "
            "WHERE NOT entry STARTS WITH $load_key + ' '] AS others "
            f"SET n = row.props, n.papers = papers, n.{ALIASES_BY_LOAD} = "
            "[alias IN row.aliases | $load_key + ' ' + alias] + others, "
            f"n.aliases = COLLECT {{ UNWIND [entry IN others | {_ALIAS_OF_ENTRY}] + row.aliases AS alias "
            f"RETURN DISTINCT alias ORDER BY alias }} {_WRITTEN_NODES}")


def node_create_query(label: str) -> str:
    """CREATE a batch of paper-owned nodes (Paper, Result) known not to exist yet."""
    _check_label(label)
    if label not in PAPER_OWNED_LABELS:
        raise StoreError(f"[KG233] node_create_query writes paper-owned nodes (Paper, Result), not {label}: "
                         "use entity_create_query")
    return f"UNWIND $rows AS row CREATE (n:{label}) SET n = row.props {_WRITTEN_NODES}"


def entity_create_query(label: str) -> str:
    """CREATE a batch of entity nodes: into an empty database each is new, nothing to merge with.
    Rows carry their aliases among their properties (entity_rows with for_create): a second
    SET after the first would make the planner hold the whole batch in an Eager step."""
    _check_label(label)
    if label in PAPER_OWNED_LABELS:
        raise StoreError(f"[KG233] {label} nodes belong to papers: use node_create_query")
    return f"UNWIND $rows AS row CREATE (n:{label}) SET n = row.props {_WRITTEN_NODES}"


def node_list_create_query(label: str, keys: tuple[str, ...]) -> str:
    """CREATE a batch of new nodes from list rows: row[i] is the value of keys[i] (null: not set).

    Cheaper for the server than a map per row. `keys` must be properties the schema names
    for the label (_listed_keys checks), never names read from input."""
    _check_label(label)
    unknown = set(keys) - _NODE_KEYS[label]
    if unknown or "id" not in keys:
        raise StoreError(f"[KG233] list rows of {label} need an id and the schema's properties only, not {sorted(unknown)}")
    properties = ", ".join(f"{key}: row[{index}]" for index, key in enumerate(keys))
    row_id = f"row[{keys.index('id')}]"
    return f"UNWIND $rows AS row CREATE (n:{label} {{{properties}}}) {_written_nodes_return(row_id)}"


# The bookkeeping properties of each label, and what a node of each label may carry as a list row: its id, name,
# the schema's properties and its bookkeeping.
_BOOKKEEPING = {"Paper": (LOAD_KEY, FACTS_DIGEST), **{label: (ALIASES_BY_LOAD,) for label in ALIASED_LABELS}}
_NODE_KEYS = {label: frozenset(("id", "name", *properties, *_BOOKKEEPING.get(label, ())))
              for label, properties in NODE_LABELS.items()}


def _listed_keys(label: str, rows: list[dict]) -> Optional[tuple[str, ...]]:
    """The property names of a batch as list rows carry them (sorted), or None when a row has a
    property the schema does not name, or no id: such a batch goes as maps."""
    keys: set[str] = set()
    for row in rows:
        props = row["props"]
        if "id" not in props:
            return None
        keys.update(props)
    if not keys <= _NODE_KEYS[label]:
        return None
    return tuple(sorted(keys))


# The properties an extracted relationship carries: its evidence and its key.
REL_PROPERTIES = frozenset(EVIDENCE_FIELDS) | {"section", "key"}
_REL_PROPERTY_ORDER = tuple(sorted(REL_PROPERTIES))


def rel_create_query(rel_type: str, only_known_properties: bool = True, by_element_id: bool = False,
                     ends: Optional[tuple[str, str]] = None) -> str:
    """CREATE a batch of relationships of a paper that did not exist before this transaction.

    Rows holding only REL_PROPERTIES get them in the CREATE itself: a SET from a map after
    the CREATE makes the planner add an Eager step that holds every row of the batch before
    setting anything. Rows with other properties take that slower form.

    With `by_element_id`, rows are lists (see _by_element_id): the element ids of both ends, as
    the node writes of this load returned them, then the REL_PROPERTIES values in name
    order. The server reads those nodes directly, which costs it about half of what two
    index lookups per row do, and a list is cheaper than a map to send and to unpack.
    `ends`: the labels of both ends, for a type that joins more than one pair (_check_type).
    """
    start_label, end_label = _check_type(rel_type, ends)
    if by_element_id:
        match = (f"UNWIND $rows AS row MATCH (a:{start_label}) WHERE elementId(a) = row[0] "
                 f"MATCH (b:{end_label}) WHERE elementId(b) = row[1] ")
        values = [f"row[{index}]" for index in range(2, 2 + len(_REL_PROPERTY_ORDER))]
        whole = "row[2]"
    else:
        match = f"UNWIND $rows AS row MATCH (a:{start_label} {{id: row.start}}) MATCH (b:{end_label} {{id: row.end}}) "
        values = [f"row.props.{name}" for name in _REL_PROPERTY_ORDER]
        whole = "row.props"
    if only_known_properties:
        properties = ", ".join(f"{name}: {value}" for name, value in zip(_REL_PROPERTY_ORDER, values))
        return match + f"CREATE (a)-[r:{rel_type} {{{properties}}}]->(b) RETURN count(r) AS written"
    return match + f"CREATE (a)-[r:{rel_type}]->(b) SET r = {whole} RETURN count(r) AS written"


EXISTING_PAPERS_QUERY = (f"UNWIND $ids AS id MATCH (p:Paper {{id: id}}) "
                         f"RETURN p.id AS id, p.{FACTS_DIGEST} AS digest, p.title AS title")

# A paper's Result nodes are its id, "#" and an ordinal: the id of one whose id goes on past a "#" of its own (a DOI
# may hold one: doi:10.1/a#b) is not the shorter paper's result.
_RESULT_OF_P = "res.id STARTS WITH p.id + '#' AND NOT substring(res.id, size(p.id) + 1) CONTAINS '#'"
# Removes the papers matched before it with what they own: their Result nodes, and the relationships of both.
_REMOVE_MATCHED_PAPERS = (
    f"OPTIONAL MATCH (res:Result) WHERE {_RESULT_OF_P} "
    "WITH p, collect(res) AS results FOREACH (res IN results | DETACH DELETE res) "
    "DETACH DELETE p RETURN count(*) AS papers"
)
REMOVE_PAPERS_QUERY = "UNWIND $ids AS id MATCH (p:Paper {id: id}) " + _REMOVE_MATCHED_PAPERS
# The papers a load did not write (`$load_key`): at most `$limit` of them, or how many there are.
_NOT_WRITTEN_BY_LOAD = f"MATCH (p:Paper) WHERE p.{LOAD_KEY} IS NULL OR p.{LOAD_KEY} <> $load_key "
PRUNE_PAPERS_QUERY = _NOT_WRITTEN_BY_LOAD + "WITH p LIMIT $limit " + _REMOVE_MATCHED_PAPERS
PAPERS_TO_PRUNE_QUERY = _NOT_WRITTEN_BY_LOAD + "RETURN count(p) AS papers"


def rel_merge_query(rel_type: str, ends: Optional[tuple[str, str]] = None) -> str:
    """MERGE a batch of relationships of one type (between the labels `ends`, see _check_type) on their
    deterministic key, replacing their properties."""
    start_label, end_label = _check_type(rel_type, ends)
    return (f"UNWIND $rows AS row MATCH (a:{start_label} {{id: row.start}}) MATCH (b:{end_label} {{id: row.end}}) "
            f"MERGE (a)-[r:{rel_type} {{key: row.props.key}}]->(b) SET r = row.props "
            "RETURN count(r) AS written")


# Removes what a paper no longer claims: its Result nodes and extracted relationships not in the new graph.
STALE_RESULTS_QUERY = (
    f"UNWIND $papers AS p MATCH (res:Result) WHERE {_RESULT_OF_P} AND NOT res.id IN p.results "
    "DETACH DELETE res RETURN count(*) AS deleted"
)
STALE_RELS_QUERY = (
    "UNWIND $papers AS p MATCH (paper:Paper {id: p.id})-[r]->() "
    "WHERE type(r) IN $types AND NOT coalesce(r.key, '') IN p.keys "
    "DELETE r RETURN count(*) AS deleted"
)
STALE_RESULT_RELS_QUERY = (
    f"UNWIND $papers AS p MATCH (res:Result)-[r]->() WHERE {_RESULT_OF_P} "
    "AND type(r) IN $types AND NOT coalesce(r.key, '') IN p.keys "
    "DELETE r RETURN count(*) AS deleted"
)


def paper_count_query(label: str) -> str:
    """Recompute an entity label's `papers` from the stored graph, so counts stay exact across loads: the papers
    that name it, directly or in a result they report (as kg.graph.entity_papers counts them)."""
    _check_label(label)
    return (f"MATCH (e:{label}) WITH e, COUNT {{ MATCH (p:Paper)-->(e) RETURN p UNION "
            "MATCH (p:Paper)-[:REPORTS]->(:Result)-->(e) RETURN p } AS n "
            "WHERE e.papers IS NULL OR e.papers <> n SET e.papers = n RETURN count(e) AS updated")


_FAMILY_REL = "VARIANT_OF"  # the one relationship between entities: it keeps a family only while a variant stays


# With --prune the loaded graph is the whole database: a VARIANT_OF it does not hold (a family resolution no longer
# makes) goes, as the papers it does not hold do. (Without it, other loads' links stay, as their papers do.)
STALE_FAMILY_RELS_QUERY = (f"MATCH ()-[r:{_FAMILY_REL}]->() WHERE NOT coalesce(r.key, '') IN $keys "
                           "DELETE r RETURN count(*) AS deleted")


def alias_query(label: str) -> str:
    """Give each entity the aliases of the loads whose papers name it (directly or in a result they report), and of
    this load (`$load_key`) where its graph holds the entity (`$held`); the entries of other loads go. An entity no
    paper names keeps what it has: a family only its variants hold, an entity of a graph without papers."""
    _check_label(label)
    return (f"MATCH (e:{label}) WHERE e.{ALIASES_BY_LOAD} IS NOT NULL "
            f"WITH e, COLLECT {{ MATCH (p:Paper)-->(e) RETURN coalesce(p.{LOAD_KEY}, '') AS load UNION "
            f"MATCH (p:Paper)-[:REPORTS]->(:Result)-->(e) RETURN coalesce(p.{LOAD_KEY}, '') AS load }} "
            "+ CASE WHEN e.id IN $held THEN [$load_key] ELSE [] END AS loads WHERE loads <> [] "
            f"WITH e, [entry IN e.{ALIASES_BY_LOAD} WHERE split(entry, ' ')[0] IN loads] AS kept "
            f"WITH e, kept, COLLECT {{ UNWIND kept AS entry RETURN DISTINCT {_ALIAS_OF_ENTRY} AS alias "
            "ORDER BY alias } AS aliases "
            f"WHERE kept <> e.{ALIASES_BY_LOAD} OR aliases <> coalesce(e.aliases, []) "
            f"SET e.{ALIASES_BY_LOAD} = kept, e.aliases = aliases RETURN count(e) AS updated")


def orphan_delete_query(label: str) -> str:
    """Remove entity nodes no paper or result points at any more (all their papers changed), with the
    families only such variants held; `$keep` names the entities the loaded graph itself holds so."""
    _check_label(label)
    return (f"MATCH (e:{label}) WHERE NOT EXISTS {{ (e)<-[r]-() WHERE type(r) <> '{_FAMILY_REL}' }} "
            f"AND NOT EXISTS {{ (v)-[:{_FAMILY_REL}*1..]->(e) WHERE EXISTS "
            f"{{ (v)<-[r]-() WHERE type(r) <> '{_FAMILY_REL}' }} }} "
            "AND NOT e.id IN $keep DETACH DELETE e RETURN count(*) AS deleted")


def _check_label(label: str) -> None:
    if label not in NODE_LABELS:
        raise StoreError(f"[KG230] label {label!r} is not in the graph schema (kg.graph.NODE_LABELS)")


def _check_type(rel_type: str, ends: Optional[tuple[str, str]] = None) -> tuple[str, str]:
    """The labels a relationship type joins: its one pair, or `ends` where the schema allows it (VARIANT_OF joins
    methods, datasets or metrics, and a query MATCHes each by its label, which finds it through the id index)."""
    if rel_type not in REL_TYPES:
        raise StoreError(f"[KG231] relationship type {rel_type!r} is not in the graph schema (kg.graph.REL_TYPES)")
    allowed = REL_TYPES[rel_type]
    if ends is None and len(allowed) == 1:
        return allowed[0]
    if ends not in allowed:
        raise StoreError(f"[KG231] relationship type {rel_type!r} does not join {ends!r} in the graph schema "
                         f"(kg.graph.REL_TYPES: {allowed!r})")
    return ends


# ---------------------------------------------------------------- load: rows

def _neo4j_value(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        items = [v for v in value if v is not None]
        if all(isinstance(v, str) for v in items):
            return list(items)
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in items):
            if any(isinstance(v, float) for v in items) and all(_INT64[0] <= v <= _INT64[1] for v in items):
                return [float(v) for v in items]  # (as Neo4j stores a list that mixes whole numbers and floats)
            return list(items)
        return json.dumps(items, ensure_ascii=False, default=str)
    return json.dumps(value, ensure_ascii=False, default=str, sort_keys=True)


_PLAIN_TYPES = frozenset({str, int, float, bool})
_INT64 = (-2 ** 63, 2 ** 63 - 1)  # (the whole numbers Neo4j holds)

# The numbers of the properties kg.models types, written in the type it gives them whatever a graph file holds (as the
# models read 2 as 2.0 where they take a float, and 2.0 as 2 where they take a whole number): Neo4j takes 2 and 2.0 as
# equal, so that ORDER BY and DISTINCT keep whichever they meet first, and a graph holding both was answered with either.
_NUMBER_TYPES = {"value": float, "confidence": float, "year": int, "authors_count": int, "upvotes": int, "start": int,
                 "end": int}
_TYPED_NUMBERS = frozenset(_NUMBER_TYPES)


def _typed_number(kind: type, value: Any) -> Any:
    """A value with its numbers in the type `kind` (float or int) where that keeps the number (and Neo4j holds it)."""
    if kind is float:
        if type(value) is int and _INT64[0] <= value <= _INT64[1]:
            return float(value)
        if type(value) is list and all(type(v) in (int, float) for v in value) \
                and all(_INT64[0] <= v <= _INT64[1] for v in value):
            return [float(v) for v in value]
    elif type(value) is float and value.is_integer() and _INT64[0] <= value <= _INT64[1]:
        return int(value)
    return value


def _props(data: dict, drop: tuple[str, ...]) -> dict:
    """Properties as Neo4j stores them, their numbers in the types kg.models gives them (_NUMBER_TYPES). Runs for
    every node and relationship of a load, so the common case (only plain values) is tested at C speed before any
    per-value work."""
    props = data.copy()
    for key in drop:
        props.pop(key, None)
    if not _PLAIN_TYPES.issuperset(map(type, props.values())):
        props = {k: (v if type(v) in _PLAIN_TYPES else _neo4j_value(v)) for k, v in props.items() if v is not None}
    for key in _TYPED_NUMBERS.intersection(props):
        if type(props[key]) is not _NUMBER_TYPES[key]:
            props[key] = _typed_number(_NUMBER_TYPES[key], props[key])
    return props


def node_row(node_id: str, data: dict, papers: Optional[int] = None, load: Optional[str] = None) -> dict:
    """The parameter row of one node: id, and its properties (entity aliases kept apart, to be filed under the
    load's key); a paper's row carries the key of the load (`load`) when given.

    An entity's paper count is written only when given (a load into an empty database, where
    the graph is all there is); otherwise it is recomputed from the database after the load.
    """
    if data.get("label") in PAPER_OWNED_LABELS:
        props = _props(data, ("label",))
        props["id"] = node_id
        if load is not None and data.get("label") == "Paper":
            props[LOAD_KEY] = load
        return {"id": node_id, "props": props}
    props = _props(data, ("label", "aliases", "papers"))
    props["id"] = node_id
    if papers is not None:
        props["papers"] = papers
    return {"id": node_id, "props": props, "aliases": _aliases(data.get("aliases"))}


def _aliases(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)) and all(type(v) is str for v in value):
        return list(value)
    value = _neo4j_value(value)
    return value if isinstance(value, list) else [str(value)]


def rel_row(start: str, end: str, key: str, data: dict) -> dict:
    props = _props(data, ("type",))
    props["key"] = key
    return {"start": start, "end": end, "props": props}


@dataclass
class _Plan:
    """What a load writes, as ids; each paper batch's facts are read and checked when a writer takes it."""

    entity_ids: dict[str, list[str]]
    load_key: str
    paper_batches: list[list[str]]
    results_of: dict[str, list[str]]  # paper id -> its Result node ids
    labels: dict[str, Optional[str]]
    free_rels: dict[str, list[dict]]  # relationships no paper owns (VARIANT_OF), by type
    unreferenced_entities: list[str]  # entity ids no paper or result of the graph points at
    skipped: list[str]


@dataclass
class _PaperBatch:
    """The parameter rows of one paper transaction, and what of those papers the schema refused."""

    paper_rows: dict[str, dict]
    result_rows: dict[str, list[dict]]
    rel_rows: dict[str, list[tuple[str, dict]]]  # paper id -> (type, row), in key order
    skipped: list[str]
    earlier_ids: dict[str, list[str]] = field(default_factory=dict)  # paper id -> ids it may be stored under from
    # an earlier load (earlier_paper_ids), none the graph holds

    @property
    def relationships(self) -> int:
        return sum(len(rows) for rows in self.rel_rows.values())


@dataclass
class _EntityPlan:
    labels: dict[str, Optional[str]]
    entity_ids: dict[str, list[str]]
    paper_ids: list[str]
    load_key: str
    result_ids: list[str]
    unreferenced_entities: list[str]
    skipped: list[str]


# networkx's read-only views (graph.nodes, graph.succ, graph.pred) wrap each lookup in a
# Python-level view object; a load looks up every node and edge several times, and through
# the views that cost more than building the rows. These are the dicts the views wrap.
def _raw_nodes(graph: nx.MultiDiGraph) -> dict[str, dict]:
    return graph._node


def _raw_succ(graph: nx.MultiDiGraph) -> dict[str, dict[str, dict[str, dict]]]:
    return graph._succ


def _raw_pred(graph: nx.MultiDiGraph) -> dict[str, dict[str, dict[str, dict]]]:
    return graph._pred


def plan_nodes(graph: nx.MultiDiGraph) -> _EntityPlan:
    """Schema-checked node ids by label. Only ids: the entity rows are built batch by batch
    by the writers (entity_rows), so the server starts writing at once instead of waiting
    for every row of the graph."""
    skipped: list[str] = []
    entity_ids: dict[str, list[str]] = defaultdict(list)
    paper_ids: list[str] = []
    result_ids: list[str] = []
    unreferenced: list[str] = []
    labels: dict[str, Optional[str]] = {}
    pred = _raw_pred(graph)
    for node_id, label in graph.nodes(data="label"):
        labels[node_id] = label
        if label not in NODE_LABELS:
            skipped.append(f"node {node_id!r}: label {label!r} is not in the graph schema")
        elif label == "Paper":
            paper_ids.append(node_id)
        elif label == "Result":
            result_ids.append(node_id)
        else:
            entity_ids[label].append(node_id)
            if all(data.get("type") == _FAMILY_REL for edges in pred[node_id].values() for data in edges.values()):
                unreferenced.append(node_id)
    for ids in entity_ids.values():
        ids.sort()
    return _EntityPlan(labels, dict(entity_ids), paper_ids, load_key(paper_ids), result_ids, unreferenced, skipped)


def entity_rows(graph: nx.MultiDiGraph, labels: dict[str, Optional[str]], node_ids: list[str],
                for_create: bool = False, load: str = "") -> list[dict]:
    """Parameter rows of entity nodes, for node_merge_query, or with for_create for
    entity_create_query (a load into an empty database): then each carries its aliases among
    its properties, also filed under the load's key (`load`), and its paper count as the database
    will hold it (what paper_count_query would find: papers pointing at the entity, directly or
    through a result)."""
    nodes, pred = _raw_nodes(graph), _raw_pred(graph)
    if not for_create:
        return [node_row(node_id, nodes[node_id]) for node_id in node_ids]
    rows = []
    for node_id in node_ids:
        papers = {u for u in pred[node_id] if labels[u] == "Paper"}
        papers.update(p for u in pred[node_id] if labels[u] == "Result" for p in pred[u] if labels[p] == "Paper")
        row = node_row(node_id, nodes[node_id], len(papers))
        aliases = row.pop("aliases")
        if labels[node_id] in ALIASED_LABELS:
            row["props"]["aliases"] = aliases
            row["props"][ALIASES_BY_LOAD] = [f"{load} {alias}" for alias in aliases]
        rows.append(row)
    return rows


def plan_load(graph: nx.MultiDiGraph, batch_size: int = DEFAULT_BATCH_SIZE,
              nodes: Optional[_EntityPlan] = None) -> _Plan:
    """Split a graph into per-paper transaction batches (no server needed).

    Batches are cut by counting each paper's edges, which is quick; reading, checking and
    turning the facts into rows is left to paper_batch, which the writers call as they take
    batches, so that work overlaps with the server's on other batches.
    """
    nodes = nodes or plan_nodes(graph)
    skipped = list(nodes.skipped)
    labels = nodes.labels
    paper_ids = sorted(nodes.paper_ids)
    papers = set(paper_ids)
    owners: set[str] = set()
    results_of: dict[str, list[str]] = defaultdict(list)
    for node_id in sorted(nodes.result_ids):
        owner = str(node_id).rsplit("#", 1)[0]  # Result ids are the paper id, '#', an ordinal
        if owner not in papers:
            found = [u for u, _, t in graph.in_edges(node_id, data="type") if t == "REPORTS" and u in papers]
            if not found:
                skipped.append(f"node {node_id!r}: Result with no Paper in the graph")
                continue
            owner = found[0]
        owners.add(node_id)
        results_of[owner].append(node_id)

    # Relationships that do not start at a Paper or an owned Result: no paper batch reads them.
    free_rels: dict[str, list[dict]] = defaultdict(list)
    succ = _raw_succ(graph)
    for start, neighbours in succ.items():
        start_label = labels.get(start)
        if start_label == "Paper" or start in owners or not neighbours:
            continue
        for end, by_key in neighbours.items():
            for key, data in by_key.items():
                rel_type = data.get("type")
                problem = fact_problem(rel_type, start_label, labels.get(end), owned=False)
                if problem:
                    skipped.append(f"relationship {key!r}: {problem}")
                else:
                    free_rels[rel_type].append(rel_row(start, end, key, data))
    for rows in free_rels.values():
        rows.sort(key=lambda row: row["props"]["key"])

    batches: list[list[str]] = []
    current: list[str] = []
    weight = 0
    for paper_id in paper_ids:
        current.append(paper_id)
        weight += 1 + sum(map(len, succ[paper_id].values()))
        for result_id in results_of.get(paper_id, ()):
            weight += 1 + sum(map(len, succ[result_id].values()))
        if weight >= batch_size:
            batches.append(current)
            current, weight = [], 0
    if current:
        batches.append(current)
    return _Plan(nodes.entity_ids, nodes.load_key, batches, dict(results_of), labels, dict(free_rels),
                 nodes.unreferenced_entities, skipped)


def fact_problem(rel_type: object, start_label: object, end_label: object, owned: bool) -> Optional[str]:
    """Why a relationship is not written, or None. Extracted facts are written with the paper
    that owns them (`owned`: it starts at a Paper or at that paper's Result); the others, such
    as VARIANT_OF between methods, belong to no paper."""
    problem = schema_problem(rel_type, start_label, end_label)
    if problem:
        return problem
    if rel_type in EXTRACTED_REL_TYPES and not owned:
        return "its paper is not in the graph"
    if rel_type not in EXTRACTED_REL_TYPES and owned:  # the schema has no such type yet
        return f"{rel_type} is not a fact a paper states"
    return None


def paper_batch(graph: nx.MultiDiGraph, plan: _Plan, paper_ids: list[str], earlier_ids: bool = True) -> _PaperBatch:
    """The rows of one batch of papers: their nodes, their Result nodes and the relationships
    that start at them, schema-checked; and, with `earlier_ids`, the ids the papers may be stored under
    from an earlier load (none in an empty database)."""
    nodes, labels = _raw_nodes(graph), plan.labels
    batch = _PaperBatch({}, {}, {}, [])
    for paper_id in paper_ids:
        data = nodes[paper_id]
        batch.paper_rows[paper_id] = node_row(paper_id, data, load=plan.load_key)
        if earlier_ids:
            earlier = [earlier for earlier in earlier_paper_ids(paper_id, data.get("doi"), data.get("abstract"),
                                                                 data.get("title")) if earlier not in labels]
            if earlier:
                batch.earlier_ids[paper_id] = earlier
        results = plan.results_of.get(paper_id, ())
        if results:
            batch.result_rows[paper_id] = [node_row(result_id, nodes[result_id]) for result_id in results]
        facts = paper_facts(graph, labels, paper_id, results, batch.skipped)
        if facts:
            batch.rel_rows[paper_id] = [(rel_type, rel_row(start, end, key, data))
                                        for key, rel_type, start, end, data in facts]
        props = batch.paper_rows[paper_id]["props"]
        props[FACTS_DIGEST] = facts_digest(props, batch.result_rows.get(paper_id, ()), batch.rel_rows.get(paper_id, ()))
    return batch


def paper_facts(graph: nx.MultiDiGraph, labels: Mapping[str, Optional[str]], paper_id: str, results: Iterable[str],
                skipped: list[str]) -> list[tuple[str, str, str, str, dict]]:
    """The relationships a load writes with a paper: those from the paper and from its Result nodes (`results`) that
    the schema lets a paper hold (fact_problem), as (key, type, start, end, properties) in key order. Why each other
    one is not written is appended to `skipped`."""
    succ = _raw_succ(graph)
    facts = []
    for start in (paper_id, *results):
        start_label = labels[start]
        for end, by_key in succ[start].items():
            end_label = labels.get(end)
            for key, data in by_key.items():
                rel_type = data.get("type")
                problem = fact_problem(rel_type, start_label, end_label, owned=True)
                if problem:
                    skipped.append(f"relationship {key!r}: {problem}")
                else:
                    facts.append((key, rel_type, start, end, data))
    facts.sort(key=itemgetter(0))
    return facts


def facts_digest(paper_props: Mapping[str, Any], result_rows: Iterable[dict],
                 rel_rows: Iterable[tuple[str, dict]]) -> str:
    """16 hex of a hash of what a load writes of one paper (its properties but the bookkeeping and the file it was
    read from, its Result nodes, its relationships): equal digests, nothing of the paper changed. Keys sorted: a graph
    rebuilt in another order holds the same paper; one rebuilt from the same records at another path too (its
    `source` is written all the same)."""
    props = {key: value for key, value in paper_props.items() if key not in (LOAD_KEY, FACTS_DIGEST, "source")}
    text = json.dumps([props, list(result_rows), list(rel_rows)], sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def _chunks(rows: list, size: int) -> Iterator[list]:
    for index in range(0, len(rows), size):
        yield rows[index:index + size]


class _Rows(list):
    """A batch parameter with a short repr. The driver formats every RUN message's parameters
    for its debug log before it knows whether anyone logs at that level: on batches of
    thousands of rows that repr costs a third of the client's time, and logs megabytes."""

    def __repr__(self) -> str:
        return f"<{len(self)} rows>"


def _batch_params(params: dict[str, Any]) -> dict[str, Any]:
    return {key: _Rows(value) if type(value) is list else value for key, value in params.items()}


def _single_value(tx: neo4j.ManagedTransaction, query: str, **params: Any) -> int:
    record = tx.run(query, _batch_params(params)).single()
    return int(record[0]) if record else 0


def _created_nodes(tx: neo4j.ManagedTransaction, label: str, rows: list[dict]) -> tuple[int, dict[str, str]]:
    """CREATE a batch of nodes known to be new; rows go as lists when their properties allow."""
    keys = _listed_keys(label, rows)
    if keys is None:
        query = node_create_query(label) if label in PAPER_OWNED_LABELS else entity_create_query(label)
        return _written_nodes(tx, query, rows)
    return _written_nodes(tx, node_list_create_query(label, keys), [[row["props"].get(k) for k in keys] for row in rows])


def _written_nodes(tx: neo4j.ManagedTransaction, query: str, rows: list, **params: Any) -> tuple[int, dict[str, str]]:
    """Run a node write; how many nodes it wrote, and the element id of each row's node by id."""
    record = tx.run(query, _batch_params({"rows": rows, **params})).single()
    if not record:
        return 0, {}
    return int(record["written"]), dict(zip(record["ids"], record["element_ids"]))


def _write_nodes(tx: neo4j.ManagedTransaction, label: str, rows: list[dict],
                 load: str = "") -> tuple[int, dict[str, str]]:
    """MERGE a batch of nodes; an entity's aliases are filed under the load's key (`load`)."""
    return _written_nodes(tx, node_merge_query(label), rows, load_key=load)


def _write_rels(tx: neo4j.ManagedTransaction, rel_type: str, rows: list[dict],
                ends: Optional[tuple[str, str]] = None) -> int:
    return _single_value(tx, rel_merge_query(rel_type, ends), rows=rows)


def _by_ends(rel_type: str, rows: list[dict],
             labels: Mapping[str, Optional[str]]) -> Iterator[tuple[tuple[str, str], list[dict]]]:
    """A type's rows grouped by the labels of their ends, in the schema's order of its pairs."""
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for row in rows:
        groups[(labels[row["start"]], labels[row["end"]])].append(row)
    for ends in REL_TYPES[rel_type]:
        if groups.get(ends):
            yield ends, groups[ends]


def _write_papers(tx: neo4j.ManagedTransaction, batch: _PaperBatch, empty: bool = False,
                  element_ids: Mapping[str, str] = MappingProxyType({})) -> dict[str, Any]:
    """One transaction: papers, their results, removal of stale facts, their new relationships.

    Papers not yet in the database get their nodes and relationships with CREATE: nothing
    of theirs can exist, so there is nothing to match, and a first load runs much faster.
    Their relationships find their ends by element id: the papers' and results' from this
    transaction, the entities' from `element_ids` (what this load's entity writes returned);
    a relationship to a node of neither is matched by id. Papers already there are merged
    and lose the facts they no longer claim. `empty`: the load began on an empty database,
    so no paper of this batch can be there yet.
    """
    paper_ids = list(batch.paper_rows)
    stored: dict[str, Optional[str]] = {}  # paper of the batch in the database -> its digest
    retired: list[str] = []
    if not empty:
        earlier_of: dict[str, list[str]] = defaultdict(list)  # an earlier id -> the papers of the batch it may be
        for paper_id, earlier_ids in batch.earlier_ids.items():
            for earlier in earlier_ids:
                earlier_of[earlier].append(paper_id)
        for record in tx.run(EXISTING_PAPERS_QUERY, ids=_Rows(paper_ids + list(earlier_of))):
            if record["id"] in batch.paper_rows:
                stored[record["id"]] = record["digest"]
            else:
                loaded = [batch.paper_rows[p]["props"] for p in earlier_of[record["id"]]]
                if _same_paper(record["id"], record["title"], loaded):
                    retired.append(record["id"])
    fresh = [p for p in paper_ids if p not in stored]
    known = [p for p in paper_ids if p in stored]
    unchanged = sum(1 for p in known if stored[p] == batch.paper_rows[p]["props"][FACTS_DIGEST])
    out: dict[str, Any] = {"nodes": Counter(), "rels": Counter(), "deleted_rels": 0, "deleted_nodes": 0,
                           "papers": Counter(new=len(fresh), changed=len(known) - unchanged, unchanged=unchanged)}
    if retired:
        out["papers"]["retired"] += _single_value(tx, REMOVE_PAPERS_QUERY, ids=retired)
    created: dict[str, str] = {}  # element ids of the nodes this transaction creates
    if fresh:
        written, ends = _created_nodes(tx, "Paper", [batch.paper_rows[p] for p in fresh])
        out["nodes"]["Paper"] += written
        created.update(ends)
    if known:
        out["nodes"]["Paper"] += _write_nodes(tx, "Paper", [batch.paper_rows[p] for p in known])[0]
        papers = []
        for paper_id in known:
            keys = [row["props"]["key"] for _, row in batch.rel_rows.get(paper_id, ())]
            results = [row["id"] for row in batch.result_rows.get(paper_id, ())]
            papers.append({"id": paper_id, "keys": keys, "results": results})
        types = list(EXTRACTED_REL_TYPES)
        out["deleted_nodes"] += _single_value(tx, STALE_RESULTS_QUERY, papers=papers)
        out["deleted_rels"] += _single_value(tx, STALE_RELS_QUERY, papers=papers, types=types)
        out["deleted_rels"] += _single_value(tx, STALE_RESULT_RELS_QUERY, papers=papers, types=types)
    for group, create in ((fresh, True), (known, False)):
        results = [row for p in group for row in batch.result_rows.get(p, ())]
        if results and create:
            written, ends = _created_nodes(tx, "Result", results)
            out["nodes"]["Result"] += written
            created.update(ends)
        elif results:
            out["nodes"]["Result"] += _write_nodes(tx, "Result", results)[0]
        by_type: dict[str, list[dict]] = defaultdict(list)
        for paper_id in group:
            for rel_type, row in batch.rel_rows.get(paper_id, ()):
                by_type[rel_type].append(row)
        for rel_type in REL_TYPES:  # schema order: Paper->X before Result->X
            rows = by_type.get(rel_type)
            if not rows:
                continue
            if not create:
                out["rels"][rel_type] += _single_value(tx, rel_merge_query(rel_type), rows=rows)
                continue
            evidence_only = all(REL_PROPERTIES.issuperset(row["props"]) for row in rows)
            located, unlocated = _by_element_id(rows, created, element_ids, evidence_only)
            for by_element_id, part in ((True, located), (False, unlocated)):
                if part:
                    query = rel_create_query(rel_type, only_known_properties=evidence_only, by_element_id=by_element_id)
                    out["rels"][rel_type] += _single_value(tx, query, rows=part)
    return out


def _same_paper(stored_id: str, stored_title: Optional[str], papers: list[Mapping[str, Any]]) -> bool:
    """Whether a paper stored under an earlier id of some papers of the load is one of them: by its DOI, or by its
    abstract when the titles agree (as merge_duplicates tells a paper's records together)."""
    return not stored_id.startswith("sha1:") or any(not titles_differ(stored_title, paper.get("title"))
                                                    for paper in papers)


def _by_element_id(rows: list[dict], created: Mapping[str, str], element_ids: Mapping[str, str],
                   evidence_only: bool) -> tuple[list[list], list[dict]]:
    """The rows whose ends both maps place, as rel_create_query's by_element_id rows, and the
    rows with an end neither knows, unchanged. `evidence_only`: every row's properties are
    REL_PROPERTIES (then listed by name, else passed as one map)."""
    located: list[list] = []
    unlocated: list[dict] = []
    for row in rows:
        start = created.get(row["start"])
        end = created.get(row["end"]) or element_ids.get(row["end"])
        if start is None or end is None:
            unlocated.append(row)
        elif evidence_only:
            get = row["props"].get
            located.append([start, end, *[get(name) for name in _REL_PROPERTY_ORDER]])
        else:
            located.append([start, end, row["props"]])
    return located, unlocated


_DONE = object()


def _run_lanes(pool: ThreadPoolExecutor, config: Neo4jConfig, batches: list, write: Callable[[neo4j.Session, Any], None],
               lanes: int, stop: threading.Event, prepare: Optional[Callable[[Any], Any]] = None) -> list[Future]:
    """Writer sessions that take batches from one shared queue; the first failure stops the others.

    With `prepare`, a thread of its own turns each batch into what `write` takes, a few
    batches ahead of the writers: the rows of the next batch are built while the server
    works on the current ones, instead of between them.
    """
    if not batches:
        return []
    lanes = max(1, min(lanes, len(batches)))
    pending: queue.Queue = queue.Queue(maxsize=lanes if prepare else 0)

    def put(item: Any) -> bool:
        while not stop.is_set():
            try:
                pending.put(item, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def produce() -> None:
        try:
            for batch in batches:
                if not put(prepare(batch) if prepare else batch):
                    return
        except BaseException as exc:  # handed to a writer, which raises it
            put(exc)
        for _ in range(lanes):
            put(_DONE)

    def lane() -> None:
        with _session(config) as session:
            while not stop.is_set():
                try:
                    item = pending.get(timeout=0.1)
                except queue.Empty:
                    continue
                if item is _DONE:
                    return
                try:
                    if isinstance(item, BaseException):
                        raise item
                    write(session, item)
                except BaseException:
                    stop.set()
                    raise

    if prepare:
        threading.Thread(target=produce, name="kg-load-rows", daemon=True).start()
    else:
        produce()
    return [pool.submit(lane) for _ in range(lanes)]


def _wait_all(futures: list[Future]) -> None:
    for future in futures:
        future.result()


def load_graph(graph: nx.MultiDiGraph, config: Neo4jConfig, batch_size: int = DEFAULT_BATCH_SIZE,
               progress: Optional[Progress] = None, ensure_schema: bool = True, workers: int = 2,
               prune: bool = False) -> LoadSummary:
    """Write a graph built by kg.graph.build_graph into Neo4j, idempotently.

    Entity nodes first (merged by id, with the graph's properties), then one transaction per
    batch of papers that merges the papers, their Result nodes and relationships
    and deletes the facts those papers no longer claim, and the papers stored under their
    earlier ids (earlier_paper_ids). Papers the graph does not hold
    stay, unless `prune`. At the end, entity paper counts are recomputed from the database, and each
    entity's aliases become those of the loads whose papers still name it: this graph's
    for the entities it holds, and what other graphs loaded before gave, while papers of
    theirs that this graph does not restate name the entity. The papers are planned while
    the server writes the entities. Into an empty database the graph is all there is: entity
    paper counts and aliases are written with the nodes and nothing needs recounting or removing.

    Args:
        graph: the typed multigraph.
        config: where to write.
        batch_size: rows per transaction (about this many relationships per paper batch).
        progress: called as progress(stage, done, total) after each committed transaction.
        ensure_schema: create missing constraints first (MERGE relies on them for speed and uniqueness).
        workers: concurrent writers for the entity batches, and for the paper batches of a load into an
            empty database (into a filled one, paper batches go through one writer: see _load).
        prune: once the graph is written, remove the papers this load did not write (those of other graphs,
            and papers an earlier version of this graph held), with their results, before the clean-up.

    Returns:
        A LoadSummary; rows the schema does not allow are listed in `skipped`, not written.

    Raises:
        Neo4jUnavailable: the server is unreachable, refuses the login or lacks the database.
        StoreError: the server rejected a write.

    An exception raised in the calling thread while the load runs (Ctrl-C's KeyboardInterrupt, the
    SystemExit of `kg`'s SIGTERM handler) stops it once the transaction under way has ended, committed
    or not as a whole, and is raised then (see _run_until_stopped): the database holds part of the new
    graph, and loading the graph again completes it.
    """
    if batch_size < 1:
        raise StoreError(f"[KG232] batch size must be at least 1, got {batch_size}")
    if prune and not any(data.get("label") == "Paper" for _, data in graph.nodes(data=True)):
        raise StoreError("[KG234] the graph holds no paper, and pruning with it would remove every paper of the "
                         "database: load a graph of papers, or leave out --prune")
    stop = threading.Event()

    def load() -> LoadSummary:
        started = time.perf_counter()
        if ensure_schema:
            init_schema(config)
        empty = _database_is_empty(config)
        _check_stop(stop)
        with _collector_paused():
            summary = _load(graph, config, batch_size, progress, workers, empty=empty, prune=prune, stop=stop)
        summary.seconds = time.perf_counter() - started
        return summary

    return _run_until_stopped(load, stop)


class _LoadStopped(Exception):
    """Raised in a load's thread when it stops between two transactions (the caller's own exception is raised)."""


def _check_stop(stop: threading.Event) -> None:
    if stop.is_set():
        raise _LoadStopped()


def _run_until_stopped(work: Callable[[], LoadSummary], stop: threading.Event) -> LoadSummary:
    """Run a load in a thread of its own and wait for it. An exception raised in this thread as it waits sets
    `stop`, at which the load ends between two transactions, and is raised once it has.

    A second Ctrl-C or SIGTERM while the transaction under way finishes ends the process at once (a transaction
    held up by another client's locks may wait without end), leaving that transaction to the server to undo.

    The exceptions of Ctrl-C and of a scheduler's SIGTERM are raised in the main thread, wherever it is: raised
    in the driver's socket reads, they leave its connection half read, and its clean-up then fails with errors of
    its own (BufferError) that hide them. Here they are raised while this thread only waits; the wait wakes
    often, so that a signal another thread took is acted on all the same.
    """
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="kg-load") as runner:
        loading = runner.submit(work)
        try:
            while not loading.done():
                wait_for_futures([loading], timeout=0.2)
        except BaseException:
            stop.set()
            try:
                while not loading.done():
                    wait_for_futures([loading], timeout=0.2)
            except BaseException as again:  # a second Ctrl-C or SIGTERM: no waiting for a transaction held up
                os._exit(again.code if isinstance(again, SystemExit) and isinstance(again.code, int) else 130)
            raise
        return loading.result()


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off while the rows are built, in a process paper-kg owns (`kg.process`): each of its full passes rescans
    every node and edge dict of the graph, and a load makes enough rows to set off many of them,
    which cost as much as building the rows. Rows hold no cycles; refcounting frees them as usual."""
    with _COLLECTOR_OFF.held():
        yield


_COLLECTOR_OFF = HeldSetting(gc.isenabled, lambda enabled: gc.enable() if enabled else gc.disable(),
                             lambda enabled: False)


def _load(graph: nx.MultiDiGraph, config: Neo4jConfig, batch_size: int, progress: Optional[Progress],
          workers: int, empty: bool, prune: bool = False, stop: Optional[threading.Event] = None) -> LoadSummary:
    """The load of load_graph; it ends between two transactions once `stop` is set (raising _LoadStopped), and
    sets it to end the writers when one of them fails."""
    stop = stop or threading.Event()
    node_plan = plan_nodes(graph)
    summary = LoadSummary()
    nodes: Counter[str] = Counter()
    rels: Counter[str] = Counter()
    entity_batches = [(label, chunk) for label in ENTITY_LABELS
                      for chunk in _chunks(node_plan.entity_ids.get(label, []), batch_size)]
    lock = threading.Lock()
    element_ids: dict[str, str] = {}  # entity id -> element id, filled by the entity writers before any paper batch
    skipped: list[str] = []  # what paper batches refused
    wanted = [0]  # relationships the paper batches sent
    total: Optional[int] = None  # known once the papers are planned
    untold: list[str] = []  # stages of transactions committed before that
    done = 0

    def tell(stage: str) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(stage, done, total)

    def tick(stage: str) -> None:
        with lock:
            summary.transactions += 1
            if total is None:
                untold.append(stage)
            else:
                tell(stage)

    def entity_batch(batch: tuple[str, list[str]]) -> tuple[str, list[dict]]:
        label, node_ids = batch
        return label, entity_rows(graph, node_plan.labels, node_ids, for_create=empty, load=node_plan.load_key)

    def write_entities(session: neo4j.Session, batch: tuple[str, list[dict]]) -> None:
        label, rows = batch
        if empty:
            written, ends = session.execute_write(_created_nodes, label, rows)
        else:
            written, ends = session.execute_write(_write_nodes, label, rows, node_plan.load_key)
        with lock:  # only committed writes reach here: a retried transaction's element ids are never kept
            nodes[label] += written
            element_ids.update(ends)
        tick("entities")

    def write_papers(session: neo4j.Session, batch: _PaperBatch) -> None:
        out = session.execute_write(_write_papers, batch, empty, element_ids)
        with lock:
            skipped.extend(batch.skipped)
            wanted[0] += batch.relationships
            nodes.update(out["nodes"])
            rels.update(out["rels"])
            summary.deleted_relationships += out["deleted_rels"]
            summary.deleted_nodes += out["deleted_nodes"]
            summary.papers_new += out["papers"]["new"]
            summary.papers_changed += out["papers"]["changed"]
            summary.papers_unchanged += out["papers"]["unchanged"]
            summary.papers_retired += out["papers"]["retired"]
        tick("papers")

    # Entity batches are disjoint nodes and paper batches disjoint papers, so writers can
    # overlap. Into a filled database, though, paper batches merge and delete relationships of
    # the entity nodes they share (a MERGE locks both ends, a delete may drop a node's
    # relationship group), each batch in its own order: two writers deadlock (the server fails
    # one transaction, which the driver retries after about a second), and one is as fast.
    paper_writers = workers if empty else 1
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        try:
            entity_lanes = _run_lanes(pool, config, entity_batches, write_entities, workers, stop,
                                      prepare=entity_batch)
            plan = plan_load(graph, batch_size, node_plan)
            free_batches = [(rel_type, ends, chunk) for rel_type in REL_TYPES
                            for ends, rows in _by_ends(rel_type, plan.free_rels.get(rel_type, []), plan.labels)
                            for chunk in _chunks(rows, batch_size)]
            with lock:
                total = len(entity_batches) + len(plan.paper_batches) + len(free_batches)
                for stage in untold:
                    tell(stage)
            _wait_all(entity_lanes)
            _wait_all(_run_lanes(pool, config, plan.paper_batches, write_papers, paper_writers, stop,
                                 prepare=lambda ids: paper_batch(graph, plan, ids, earlier_ids=not empty)))
        except BaseException:
            stop.set()
            raise
    _check_stop(stop)  # (the writers ended early: a paper batch or more is not written, and prune must not run)
    summary.skipped = sorted(plan.skipped + skipped)
    with _session(config) as session:

        def clean_up(query: str, **params: Any) -> int:
            _check_stop(stop)
            return session.execute_write(lambda tx: _single_value(tx, query, **params))

        for rel_type, ends, chunk in free_batches:
            _check_stop(stop)
            rels[rel_type] += session.execute_write(_write_rels, rel_type, chunk, ends)
            tick("relationships")
        if prune and not empty:  # (the whole graph is written: every paper of it has this load's key)
            to_prune = session.execute_read(lambda tx: _single_value(tx, PAPERS_TO_PRUNE_QUERY, load_key=plan.load_key))
            with lock:
                total = (total or 0) + -(-to_prune // batch_size)
            while to_prune > summary.papers_pruned:
                pruned = clean_up(PRUNE_PAPERS_QUERY, load_key=plan.load_key, limit=batch_size)
                if not pruned:
                    break
                summary.papers_pruned += pruned
                tick("prune")
            summary.deleted_relationships += clean_up(
                STALE_FAMILY_RELS_QUERY, keys=[row["props"]["key"] for row in plan.free_rels.get(_FAMILY_REL, [])])
        if not empty:  # into an empty database there are no orphans; counts and aliases were written with the nodes
            for label in ENTITY_LABELS:
                summary.deleted_nodes += clean_up(orphan_delete_query(label), keep=plan.unreferenced_entities)
                clean_up(paper_count_query(label))
                if label in ALIASED_LABELS:
                    clean_up(alias_query(label), held=plan.entity_ids.get(label, []), load_key=plan.load_key)
    summary.nodes = dict(sorted(nodes.items()))
    summary.relationships = dict(sorted(rels.items()))
    missing = wanted[0] + sum(len(v) for v in plan.free_rels.values()) - summary.relationships_written
    if missing > 0:
        summary.skipped.append(f"{missing} relationship(s) not written: "
                               "an end node is missing from the graph")
    return summary


def load_rows_one_by_one(graph: nx.MultiDiGraph, config: Neo4jConfig, limit: Optional[int] = None) -> int:
    """Write relationships one row per transaction (the slow baseline the benchmark compares against)."""
    plan = plan_load(graph, 1)
    rows = [(t, row) for batch in plan.paper_batches
            for owned in paper_batch(graph, plan, batch).rel_rows.values() for t, row in owned]
    rows += [(t, row) for t, free in plan.free_rels.items() for row in free]
    rows = rows[:limit] if limit is not None else rows
    written = 0
    with _session(config) as session:
        for rel_type, row in rows:
            ends = (plan.labels[row["start"]], plan.labels[row["end"]])
            written += session.execute_write(_write_rels, rel_type, [row], ends)
    return written


# ---------------------------------------------------------------- read

def _node_attrs(node: neo4j_graph.Node) -> tuple[Optional[str], dict]:
    props = dict(node.items())
    node_id = props.pop("id", None)
    for bookkeeping in (LOAD_KEY, FACTS_DIGEST, ALIASES_BY_LOAD):
        props.pop(bookkeeping, None)
    label = next((lab for lab in NODE_LABELS if lab in node.labels), next(iter(sorted(node.labels)), None))
    attrs = {"label": label, "name": props.pop("name", node_id)}
    attrs.update(props)
    return node_id, attrs


def graph_from_result(nodes: list[neo4j_graph.Node], relationships: list[neo4j_graph.Relationship]) -> nx.MultiDiGraph:
    """Driver nodes and relationships in kg.graph's form: node key = id, edge key = key."""
    graph = nx.MultiDiGraph()
    ids: dict[str, str] = {}
    for node in nodes:
        node_id, attrs = _node_attrs(node)
        if node_id is None:
            continue
        ids[node.element_id] = node_id
        graph.add_node(node_id, **attrs)
    for rel in relationships:
        ends = []
        for end in (rel.start_node, rel.end_node):
            end_id = ids.get(end.element_id) if end is not None else None
            if end_id is None and end is not None and end.get("id") is not None:
                end_id, attrs = _node_attrs(end)
                graph.add_node(end_id, **attrs)
                ids[end.element_id] = end_id
            ends.append(end_id)
        if None in ends:
            continue
        props = dict(rel.items())
        key = props.pop("key", None) or f"{ends[0]}|{rel.type}|{ends[1]}"
        graph.add_edge(ends[0], ends[1], key=key, type=rel.type, **props)
    return graph


def read_subgraph(config: Neo4jConfig, query: str, params: Optional[dict] = None) -> nx.MultiDiGraph:
    """Run a read query returning nodes, relationships or paths; the result as a kg.graph multigraph."""
    _check_not_empty(query)
    def work(tx: neo4j.ManagedTransaction) -> tuple[list, list, int, list[str]]:
        result = tx.run(query, **(params or {}))
        columns = result.keys()
        rows = sum(1 for record in result if any(value not in (None, []) for value in record.values()))
        result_graph = result.graph()
        return list(result_graph.nodes), list(result_graph.relationships), rows, columns

    def read() -> tuple[list, list, int, list[str]]:
        with _session(config, write=False) as session:
            return session.execute_read(work)

    try:
        nodes, relationships, rows, columns = _waited_on(read)
    except WriteRefused as exc:  # (no --write to pass here: a subgraph is only ever read)
        raise StoreError("[KG220] the query writes, and a subgraph is only read: give a query that returns nodes, "
                         "relationships or paths (writes run with `kg query --cypher ... --write`)") from exc
    if rows and not nodes and not relationships:  # "RETURN m.name": values, of which no graph can be drawn (not the
        # nulls of an OPTIONAL MATCH that matched nothing)
        raise StoreError(f"[KG224] the query returned {rows} row(s) of values ({', '.join(columns)}) but no nodes, "
                         "relationships or paths: return the elements themselves, as in RETURN m or RETURN p")
    return graph_from_result(nodes, relationships)


def read_graph(config: Neo4jConfig) -> nx.MultiDiGraph:
    """The whole database as a kg.graph multigraph."""
    return read_subgraph(config, "MATCH (n) OPTIONAL MATCH (n)-[r]->() RETURN n, r")


def _check_not_empty(cypher: str) -> None:
    """The driver refuses blank Cypher with a bare ValueError, after connecting."""
    if not cypher or not cypher.strip():
        raise StoreError("[KG223] the query is empty: give the Cypher to run")


def _plain(value: Any) -> Any:
    if isinstance(value, neo4j_graph.Node):
        node_id, attrs = _node_attrs(value)
        return {"id": node_id, **attrs}
    if isinstance(value, neo4j_graph.Relationship):
        return {"type": value.type, **{k: _plain(v) for k, v in value.items()}}
    if isinstance(value, neo4j_graph.Path):
        return {"nodes": [_plain(n) for n in value.nodes], "relationships": [_plain(r) for r in value.relationships]}
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def run_query(config: Neo4jConfig, cypher: str, params: Optional[dict] = None, write: bool = False) -> list[dict]:
    """Run Cypher and return plain rows; read-only unless write=True, so a stray CREATE fails clearly."""
    _check_not_empty(cypher)

    def answer() -> list[dict]:
        with _session(config, write=write) as session:
            result = session.run(cypher, **(params or {}))
            return [{k: _plain(v) for k, v in record.items()} for record in result]

    return _waited_on(answer)


_Answer = TypeVar("_Answer")


def _waited_on(ask: Callable[[], _Answer]) -> _Answer:
    """Ask the server in a thread of its own and wait for the answer here, so that Ctrl-C or a scheduler's SIGTERM
    stops the wait at once: raised in the driver's socket reads, they are lost there, and a long query runs on to
    its end. The thread is left to end with the process, whose exit closes the connection and so ends the query
    on the server."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["answer"] = ask()
        except BaseException as exc:  # (handed to the waiting thread, which raises it)
            outcome["error"] = exc

    thread = threading.Thread(target=run, name="kg-query", daemon=True)
    thread.start()
    while thread.is_alive():
        thread.join(0.2)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["answer"]


# The saved queries' parameters that name an entity, and the label each looks it up under.
NAME_PARAMETERS = {"method": "Method", "dataset": "Dataset", "metric": "Metric"}


def _stored_names(config: Neo4jConfig, label: str) -> dict[str, tuple[Optional[str], list[str]]]:
    """Each node of a label: its id -> (its name, the forms it goes by: id, name and aliases)."""
    rows = run_query(config, f"MATCH (n:{label}) RETURN n.id AS id, n.name AS name, n.aliases AS aliases")
    return {row["id"]: (row["name"], [form for form in (row["id"], row["name"], *(row["aliases"] or []))
                                      if isinstance(form, str)]) for row in rows}


@dataclass(frozen=True)
class NameLookups:
    """What reading a saved query's names asks of a store: each node of a label as `_stored_names` gives it;
    whether a paper is named exactly as paper-card's Cypher matches it (its id, 'arxiv:' and it, its title in any
    case); the (id, title or name) of the paper of an id or of its record's key, None when there is none (a paper
    known by its arXiv id is the paper of its DOI too, "doi:...", and of its PubMed record's "pmid:..."); and every paper's (id, title or name) by id. Neo4j answers them here, the graph file in kg.store.local_queries."""

    entities: Callable[[str], dict[str, tuple[Optional[str], list[str]]]]
    paper_matched: Callable[[str], bool]
    paper_by_id: Callable[[str], Optional[tuple[str, Optional[str]]]]
    paper_titles: Callable[[], list[tuple[str, Optional[str]]]]


def _neo4j_lookups(config: Neo4jConfig) -> NameLookups:
    def paper_matched(paper: str) -> bool:
        return bool(run_query(config, "MATCH (p:Paper) WHERE p.id = $paper OR p.id = 'arxiv:' + $paper "
                                      "OR toLower(coalesce(p.title, p.name)) = toLower($paper) RETURN p.id AS id LIMIT 1",
                              {"paper": paper}))

    def paper_by_id(paper_id: str) -> Optional[tuple[str, Optional[str]]]:
        rows = run_query(config, "MATCH (p:Paper) WHERE p.id = $id OR 'doi:' + p.doi = $id "
                                 "OR 'arxiv:' + p.arxiv_id = $id OR p.key = $id "
                                 "RETURN p.id AS id, coalesce(p.title, p.name) AS title ORDER BY p.id <> $id, p.id LIMIT 1",
                         {"id": paper_id})
        return (rows[0]["id"], rows[0]["title"]) if rows else None

    def paper_titles() -> list[tuple[str, Optional[str]]]:
        rows = run_query(config, "MATCH (p:Paper) RETURN p.id AS id, coalesce(p.title, p.name) AS title ORDER BY id")
        return [(row["id"], row["title"]) for row in rows]

    return NameLookups(lambda label: _stored_names(config, label), paper_matched, paper_by_id, paper_titles)


def names_as_stored(config: Neo4jConfig, params: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A saved query's names read as `kg export` reads them (see names_read), from Neo4j."""
    return names_read(params, _neo4j_lookups(config))


def names_read(params: dict[str, Any], lookups: NameLookups) -> tuple[dict[str, Any], list[str]]:
    """A saved query's names read as `kg export` reads them: a method, dataset or metric no node goes by as
    written (name, alias or id, any case) but one node does once spaces, hyphens and case are set aside
    ("ImageNet 1K", "Vision-Transformer") becomes that node's id; a paper no id or whole title names becomes the
    paper an arXiv id or DOI names however it is written ("1706.03762v5", "10.1145/..."), else the one paper whose
    title holds the words, case and accents aside. Returns the parameters and a note for each name so read."""
    from kg.resolve import has_words, normalise_name
    from kg.sources.identity import paper_id_named

    out = dict(params)
    notes = []
    for param, label in NAME_PARAMETERS.items():
        value = params.get(param)
        if not isinstance(value, str) or not value.strip():
            continue
        stored = lookups.entities(label)
        # (in any case as the Cypher's toLower sets it, not as casefold: 'STRASSE' finds no node named 'Straße' there)
        if any(form.lower() == value.lower() for _, forms in stored.values() for form in forms):
            continue
        key = normalise_name(value)
        hits = sorted(node for node, (_, forms) in stored.items() if key and any(normalise_name(f) == key for f in forms))
        if len(hits) == 1:
            out[param] = hits[0]
            notes.append(f"{param} {value!r} read as {stored[hits[0]][0]!r} ({hits[0]})")
    paper = params.get("paper")
    if isinstance(paper, str) and paper.strip():
        found = lookups.paper_matched(paper)
        named = None if found else paper_id_named(paper)  # ("1706.03762v5", "10.1145/...", as kg export reads them)
        by_id = lookups.paper_by_id(named) if named else None
        if not found and by_id is None:  # its record's key: "pmid:39012345" (a PubMed id alone too), a BibTeX key
            given = paper.strip()
            by_id = lookups.paper_by_id(given) or (lookups.paper_by_id(f"pmid:{given}") if given.isdigit() else None)
        if by_id:
            out["paper"] = by_id[0]
            notes.append(f"paper {paper!r} read as {by_id[1]!r} ({by_id[0]})")
        elif not found:  # (the words are looked for here, not in Cypher, which cannot set accents aside)
            titled = [(paper_id, title) for paper_id, title in lookups.paper_titles()
                      if has_words(title or "", paper)]  # (as kg export reads them)
            if len(titled) == 1:
                out["paper"] = titled[0][0]
                notes.append(f"paper {paper!r} read as {titled[0][1]!r} ({titled[0][0]})")
            elif titled:
                shown = ", ".join(repr(title) for _, title in titled[:5]) + (
                    f" and {len(titled) - 5} more" if len(titled) > 5 else "")
                notes.append(f"paper {paper!r} is in the titles of {len(titled)} papers ({shown}): pass more of a "
                             "title, or an id")
            else:
                notes.append(f"no paper has the id {paper!r} or its words in its title")
    return out, notes


def unknown_names(config: Neo4jConfig, params: dict[str, Any]) -> list[str]:
    """Of the entity names a saved query was given, each no node in Neo4j goes by (see names_unknown)."""
    return names_unknown(params, lambda label: _stored_names(config, label))


def names_unknown(params: dict[str, Any],
                  entities: Callable[[str], dict[str, tuple[Optional[str], list[str]]]]) -> list[str]:
    """Of the entity names a saved query was given, each no node goes by (as its name, an alias or its id, any case),
    with the closest names the store holds (`entities`, as NameLookups.entities): why a query found no rows, when a
    name is misspelt."""
    notes = []
    for param, label in NAME_PARAMETERS.items():
        value = params.get(param)
        if not isinstance(value, str) or not value.strip():
            continue
        forms: dict[str, str] = {}  # each form in lower case (as the Cypher's toLower sets it) -> the node's name
        for node_id, (name, written) in entities(label).items():
            for form in written:
                forms.setdefault(form.lower(), name or node_id)
        if value.lower() in forms:
            continue
        close = list(dict.fromkeys(forms[form] for form in difflib.get_close_matches(
            value.lower(), list(forms), n=10, cutoff=0.6)))[:5]
        notes.append(f"no {label} is named {value!r}"
                     + (f"; closest: {', '.join(repr(name) for name in close)}" if close else ""))
    return notes


def counts(config: Neo4jConfig) -> dict[str, dict[str, int]]:
    """Node counts by label and relationship counts by type, for every schema label and type."""
    nodes, rels = {}, {}
    with _session(config, write=False) as session:
        for label in NODE_LABELS:
            nodes[label] = session.run(f"MATCH (n:{label}) RETURN count(n) AS c").single()["c"]
        for rel_type in REL_TYPES:
            rels[rel_type] = session.run(f"MATCH ()-[r:{rel_type}]->() RETURN count(r) AS c").single()["c"]
    return {"nodes": nodes, "relationships": rels}


def clear_database(config: Neo4jConfig) -> int:
    """Delete every node and relationship (schema stays); returns how many nodes went."""
    deleted = 0
    with _session(config) as session:
        while True:
            batch = session.execute_write(
                lambda tx: _single_value(tx, "MATCH (n) WITH n LIMIT 10000 DETACH DELETE n RETURN count(*)"))
            deleted += batch
            if batch == 0:
                return deleted


# ---------------------------------------------------------------- saved queries

_PARAM_LINE = re.compile(r"^//\s*@param\s+(\w+)\s*(?:<(\w+)>\s*)?(?:=\s*(.+?))?\s*(?::\s*(.*))?$")
PARAM_KINDS = ("year", "label")


def parse_saved_query(path: Path) -> SavedQuery:
    """Read a .cypher file: `// name: what it answers`, `// @param NAME [<KIND>] [= DEFAULT]: help` lines, then Cypher.

    A parameter without `= DEFAULT` is required; defaults are JSON (`null`, `20`, `"x"`). A whole-number default
    makes a count (0 or more); `<year>` takes a whole number, `<label>` an entity label.
    """
    text = path.read_text(encoding="utf-8")
    description: list[str] = []
    params: list[QueryParam] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped.startswith("//"):
            if stripped:
                break
            continue
        match = _PARAM_LINE.match(stripped)
        if match:
            name, kind, default_text, help_text = match.groups()
            if kind is not None and kind not in PARAM_KINDS:
                raise StoreError(f"[KG240] {path}: parameter {name!r} has the unknown kind <{kind}>; "
                                 f"known: {', '.join(f'<{known}>' for known in PARAM_KINDS)}")
            if default_text is None:
                params.append(QueryParam(name, None, True, help_text or "", kind or ""))
            else:
                try:
                    default = json.loads(default_text)
                except json.JSONDecodeError as exc:
                    raise StoreError(f"[KG240] {path}: default of parameter {name!r} is not JSON: {default_text}") from exc
                params.append(QueryParam(name, default, False, help_text or "", kind or ""))
        else:
            body = stripped.lstrip("/").strip()
            if body:
                description.append(body)
    summary = " ".join(description)
    prefix = f"{path.stem}:"
    if summary.startswith(prefix):
        summary = summary[len(prefix):].strip()
    statements = _statements(text)
    if len(statements) != 1:
        raise StoreError(f"[KG241] {path} must hold exactly one Cypher statement, found {len(statements)}")
    return SavedQuery(path.stem, summary, tuple(params), statements[0], path)


def saved_queries(directory: Optional[Path] = None) -> dict[str, SavedQuery]:
    """The named queries in cypher/ (every .cypher file except the schema)."""
    directory = directory or CYPHER_DIR
    if not directory.is_dir():
        raise StoreError(f"[KG242] no saved queries: {directory} is missing; they are looked for in {installed_where()}")
    return {p.stem: parse_saved_query(p) for p in sorted(directory.glob("*.cypher")) if p.stem != "schema"}


def no_saved_query(name: str, known: Iterable[str]) -> str:
    """What to say of a query name none of the saved queries has: the closest name where one is (a typo), then
    every name."""
    known = list(known)
    close = difflib.get_close_matches(name, known, n=1)
    return (f"no saved query {name!r}" + (f" (did you mean {close[0]!r}?)" if close else "")
            + f"; known: {', '.join(known)}")


def build_saved_query(query: SavedQuery, params: Optional[dict] = None) -> tuple[str, dict]:
    """Cypher and full parameters of a saved query: defaults filled, required and unknown names checked."""
    params = dict(params or {})
    known = {p.name for p in query.params}
    unknown = sorted(set(params) - known)
    if unknown:
        raise StoreError(f"[KG243] query {query.name!r} has no parameter {', '.join(unknown)}; "
                         f"it takes: {', '.join(sorted(known)) or 'none'}")
    resolved = {}
    for param in query.params:
        if param.name in params and params[param.name] not in (None, ""):
            resolved[param.name] = _coerce(query.name, param, params[param.name])
        elif param.required:
            raise StoreError(f"[KG244] query {query.name!r} needs --param {param.name}=VALUE ({param.help}; "
                             f"params={{{param.name!r}: ...}} from Python)")
        else:
            resolved[param.name] = param.default
    return query.cypher, resolved


def _coerce(query_name: str, param: QueryParam, value: Any) -> Any:
    """Command-line text to the type of the parameter's kind or default; names and ids stay text. A value the query
    would read as nothing ("since=last-year", "label=Datasets", "limit=-3", a slice from the end) is an error."""
    default = param.default
    if param.kind == "year":
        try:
            return int(str(value).strip())
        except ValueError:
            raise StoreError(f"[KG246] query {query_name!r}: parameter {param.name} must be a year, "
                             f"a whole number such as 2024, got {value!r}") from None
    if param.kind == "label":
        label = next((known for known in ENTITY_LABELS if known.casefold() == str(value).strip().casefold()), None)
        if label is None:
            raise StoreError(f"[KG246] query {query_name!r}: parameter {param.name} must be one of "
                             f"{', '.join(ENTITY_LABELS)}, got {value!r}")
        return label
    if isinstance(default, int) and not isinstance(default, bool):
        try:
            count = int(str(value).strip())
        except ValueError:
            count = -1
        if count >= 0:
            return count
        raise StoreError(f"[KG246] query {query_name!r}: parameter {param.name} must be a whole number, "
                         f"0 or more, got {value!r}")
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        if str(value).lower() in ("true", "yes", "1"):
            return True
        if str(value).lower() in ("false", "no", "0"):
            return False
    elif isinstance(default, (int, float)):
        try:
            return type(default)(value) if not isinstance(value, bool) else None
        except (TypeError, ValueError):
            pass
    else:
        return value if isinstance(value, str) else str(value)
    kind = {"int": "a whole number", "float": "a number"}.get(type(default).__name__, f"a {type(default).__name__}")
    raise StoreError(f"[KG246] query {query_name!r}: parameter {param.name} must be {kind}, got {value!r}")


def run_saved_query(config: Neo4jConfig, name: str, params: Optional[dict] = None,
                    notes: Optional[list[str]] = None) -> list[dict]:
    """Run a named query from cypher/ read-only, its names read as `names_as_stored` reads them (how, appended to
    `notes` when given)."""
    queries = saved_queries()
    if name not in queries:
        raise StoreError(f"[KG245] {no_saved_query(name, queries)} (see `kg query --list`)")
    cypher, resolved = build_saved_query(queries[name], params)
    resolved, read_as = names_as_stored(config, resolved)
    if notes is not None:
        notes.extend(read_as)
    return run_query(config, cypher, resolved)
