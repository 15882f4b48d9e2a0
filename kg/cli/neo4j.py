"""`kg neo4j start|stop|status|init`, `kg load` and `kg query`: the Neo4j side of the CLI."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, List, Optional

import typer
from typing_extensions import Annotated

from kg.cli._common import (CommandSet, aliases_file, app, echo_err, echo_json, echo_read_problems, handles_errors,
                            parse_params, stderr_is_tty)
from kg.errors import redact_uri

neo4j_app = CommandSet(help="Run a local Neo4j server (jar-based, no Docker) and prepare its schema.",
                        no_args_is_help=True)
app.add_typer(neo4j_app, name="neo4j")

Neo4jUri = Annotated[Optional[str], typer.Option(
    "--neo4j", "--neo4j-uri", envvar="NEO4J_URI", show_default=False,  # (--neo4j-uri as in build and export)
    help="Bolt URI of the server (default: NEO4J_URI, else bolt://127.0.0.1:7687). "
         "NEO4J_USER, NEO4J_PASSWORD and NEO4J_DATABASE are read from the environment.")]
Home = Annotated[Optional[Path], typer.Option(
    "--home", show_default=False, help="Folder for the server's data, logs and pid (default: ~/.local/share/paper-kg/neo4j).")]


@neo4j_app.command("start")
@handles_errors
def start(
    home: Home = None,
    bolt_port: int = typer.Option(7687, "--bolt-port", min=1, max=65535, help="Bolt port on 127.0.0.1."),
    http_port: int = typer.Option(7474, "--http-port", min=1, max=65535,
                                  help="HTTP port on 127.0.0.1 (Neo4j Browser at /browser/)."),
    heap: Optional[str] = typer.Option(None, "--heap", show_default=False,
                                       help="JVM heap size, e.g. 2g (default: a quarter of memory, 1g to 4g)."),
    timeout: float = typer.Option(300.0, "--timeout", help="Seconds to wait until the server answers."),
) -> None:
    """Start Neo4j 5.26 Community from Maven Central jars in the background and print its URI.

    The first start downloads the jars with Maven (several minutes). The server listens on
    127.0.0.1 only; authentication is on when NEO4J_PASSWORD is set as it starts, and off otherwise.
    The first start with a NEO4J_PASSWORD (8 characters or more) makes it the password of user neo4j.

    Example:
        kg neo4j start --home /tmp/neo4j --bolt-port 7687
    """
    import os

    from kg.neo4j_server import start_server

    password = os.environ.get("NEO4J_PASSWORD") or None
    info = start_server(home, bolt_port=bolt_port, http_port=http_port, password=password, heap=heap,
                        timeout=timeout, say=echo_err)
    echo_err(f"Neo4j {info.version} ready (pid {info.pid}); Browser: {info.browser_url}")
    echo_err(f"Use it with: export NEO4J_URI={info.uri}")
    typer.echo(info.uri)


@neo4j_app.command("stop")
@handles_errors
def stop(home: Home = None,
         timeout: float = typer.Option(60.0, "--timeout", help="Seconds to wait for a clean shutdown.")) -> None:
    """Stop the server started from a home folder, waiting for a clean shutdown.

    Example:
        kg neo4j stop --home /tmp/neo4j
    """
    from kg.neo4j_server import default_home, stop_server

    info = stop_server(home, timeout=timeout)
    if info is None:
        echo_err(f"No Neo4j running from {home or default_home()}")
    else:
        echo_err(f"Stopped Neo4j (pid {info.pid})")


@neo4j_app.command("status")
@handles_errors
def status(home: Home = None,
           as_json: bool = typer.Option(False, "--json", help="Print the status as one JSON object.")) -> None:
    """Say whether the server of a home folder runs; exit code 1 when it does not.

    Example:
        kg neo4j status
    """
    from kg.neo4j_server import server_status

    state = server_status(home)
    if as_json:
        info = state.info
        echo_json({"home": state.home, "running": state.running, "message": state.message,
                   "uri": info.uri if info and state.running else None,
                   "pid": info.pid if info and state.running else None})
    else:
        typer.echo(state.message)
    if not state.running:
        raise typer.Exit(1)


@neo4j_app.command("init")
@handles_errors
def init(neo4j: Neo4jUri = None) -> None:
    """Create the constraints and indexes of cypher/schema.cypher (safe to run again).

    Example:
        kg neo4j init --neo4j bolt://127.0.0.1:7687
    """
    from kg.store.neo4j import Neo4jConfig, init_schema

    config = Neo4jConfig.from_env(neo4j)
    names = init_schema(config)
    echo_err(f"Schema ready at {redact_uri(config.uri)}: {len(names)} constraints and indexes")
    for name in names:
        typer.echo(name)


@app.command("load")
@handles_errors
def load(
    file: Path = typer.Argument(..., help="graph.json (or the build folder that holds it), or extractions.jsonl (resolved and built again); either may be gzipped."),
    neo4j: Neo4jUri = None,
    batch_size: int = typer.Option(5000, "--batch-size", min=1, help="Rows per transaction."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress and no summary text."),
    as_json: bool = typer.Option(False, "--json", help="Print the load summary as one JSON object."),
    prune: bool = typer.Option(False, "--prune", help="Then remove the papers the graph does not hold (other graphs' "
                                                      "too), with their results and the entities left without papers."),
) -> None:
    """Load a graph into Neo4j; loading again changes nothing, a changed paper replaces its facts.

    Example:
        kg load out/graph.json --neo4j bolt://127.0.0.1:7687
        kg load out/graph.json --prune    # the database then holds this graph's papers only
    """
    from kg.store.neo4j import Neo4jConfig, load_graph

    config = Neo4jConfig.from_env(neo4j)
    problems: list = []
    graph = _graph_from_file(file, problems)
    echo_read_problems(file, problems)

    def show_progress(stage: str, done: int, total: int) -> None:
        echo_err(f"\r{stage}: {done}/{total} transactions")

    progress = show_progress if not quiet and stderr_is_tty() else None
    summary = load_graph(graph, config, batch_size=batch_size, progress=progress, prune=prune)
    for message in summary.skipped:
        echo_err(f"skipped {message}")
    if as_json:
        echo_json({"uri": redact_uri(config.uri), "file": str(file), **summary.as_dict(),
                   "problems": [problem.model_dump() for problem in problems]})
    elif not quiet:
        echo_err(f"Loaded {file} into {redact_uri(config.uri)} in {summary.seconds:.1f}s "
                 f"({summary.transactions} transactions)")
        echo_err("  papers: " + ", ".join(f"{count} {what}" for what, count in summary.papers().items()
                                          if what != "pruned" or prune))
        echo_err("  nodes: " + ", ".join(f"{k} {v}" for k, v in sorted(summary.nodes.items())))
        echo_err("  relationships: " + ", ".join(f"{k} {v}" for k, v in sorted(summary.relationships.items())))
        if summary.deleted_relationships or summary.deleted_nodes:
            echo_err(f"  replaced: {summary.deleted_relationships} stale relationships, "
                     f"{summary.deleted_nodes} stale nodes removed")


def _graph_from_file(file: Path, problems: list):
    try:
        from kg.pipeline import graph_from_file
    except ImportError:
        from kg.store.local import read_graph

        return read_graph(file, problems)
    return graph_from_file(file, aliases=aliases_file(), problems=problems)


@app.command("query")
@handles_errors
def query(
    name: Optional[str] = typer.Argument(None, help="A saved query in cypher/ (see --list)."),
    param: List[str] = typer.Option([], "--param", "-p", help="Query parameter as key=value; repeatable."),
    cypher: Optional[str] = typer.Option(None, "--cypher", help="Run this Cypher instead of a saved query."),
    write: bool = typer.Option(False, "--write", help="Allow --cypher to write (read-only otherwise)."),
    list_queries: bool = typer.Option(False, "--list", help="List the saved queries and their parameters."),
    neo4j: Neo4jUri = None,
    graph: Optional[Path] = typer.Option(
        None, "--graph", show_default=False,
        help="Answer the saved query from this graph.json (or the build folder that holds it; may be gzipped), "
             "written by `kg build`, without Neo4j: the rows Neo4j gives with that graph alone loaded."),
    as_json: bool = typer.Option(False, "--json", help="Print rows as a JSON array instead of a table."),
) -> None:
    """Run a saved query or ad hoc Cypher against Neo4j, or a saved query on a graph file, and print the rows.

    Example:
        kg query leaderboard --param dataset=ImageNet --param metric=accuracy
        kg query leaderboard --param dataset=ImageNet --graph out/
        kg query --cypher "MATCH (m:Method) RETURN m.name, m.papers ORDER BY m.papers DESC LIMIT 5"
    """
    from kg.store.neo4j import (Neo4jConfig, build_saved_query, names_as_stored, no_saved_query, run_query,
                                saved_queries, unknown_names)

    chosen = sum(1 for flag in (name is not None, cypher is not None, list_queries) if flag)
    if chosen != 1:
        raise typer.BadParameter("give exactly one of NAME, --cypher or --list", param_hint="NAME")
    if graph is not None and (cypher is not None or write):
        raise typer.BadParameter(f"--graph answers saved queries only; {'--cypher' if cypher is not None else '--write'} "
                                 "needs Neo4j: load the graph with `kg load`, then leave out --graph", param_hint="--graph")
    if write and cypher is None:
        raise typer.BadParameter("--write applies to --cypher only; saved queries only read", param_hint="--write")
    if cypher is not None and not cypher.strip():
        raise typer.BadParameter("the query is empty: give the Cypher to run", param_hint="--cypher")
    if list_queries:
        _print_query_list(saved_queries(), as_json)
        return
    if graph is not None:
        _query_graph_file(graph, name, param, as_json)
        return
    config = Neo4jConfig.from_env(neo4j)
    if cypher is not None:
        rows = run_query(config, cypher, parse_params(param), write=write)
    else:
        queries = saved_queries()
        if name not in queries:
            raise typer.BadParameter(no_saved_query(name, queries), param_hint="NAME")
        text, given = build_saved_query(queries[name], _text_params(param))
        resolved, notes = names_as_stored(config, given)  # (as run_saved_query reads them, its notes printed)
        for note in notes:
            echo_err(f"note: {note}")
        rows = run_query(config, text, resolved)
    if as_json:
        echo_json(rows)
    else:
        _print_table(rows)
    if not rows and cypher is None:
        for note in unknown_names(config, resolved):
            echo_err(f"note: {note}")


def _query_graph_file(path: Path, name: str, param: list[str], as_json: bool) -> None:
    """`kg query NAME --graph PATH`: the saved query answered from a graph file, printed as from Neo4j."""
    from kg.store.local_queries import run_saved_query_on_graph
    from kg.store.neo4j import no_saved_query, saved_queries

    queries = saved_queries()
    if name not in queries:
        raise typer.BadParameter(no_saved_query(name, queries), param_hint="NAME")
    params = _text_params(param)
    problems: list = []
    loaded = _graph_from_file(path, problems)
    echo_read_problems(path, problems)
    notes: list[str] = []
    unknown: list[str] = []
    rows = run_saved_query_on_graph(loaded, name, params, notes, unknown)
    for note in notes:
        echo_err(f"note: {note}")
    if as_json:
        echo_json(rows)
    else:
        _print_table(rows)
    for note in unknown:
        echo_err(f"note: {note}")


def _text_params(pairs: list[str]) -> dict[str, str]:
    """`key=value` pairs kept as text: saved queries convert by each parameter's declared default."""
    params = {}
    for pair in pairs:
        if "=" not in pair:
            raise typer.BadParameter(f"expected key=value, got {pair!r}", param_hint="--param")
        key, value = pair.split("=", 1)
        params[key.strip()] = value
    return params


def _print_query_list(queries: dict, as_json: bool) -> None:
    if as_json:
        echo_json([{"name": q.name, "description": q.description,
                    "params": [{"name": p.name, "required": p.required, "default": p.default, "help": p.help,
                                "kind": _kind_of(p)} for p in q.params]} for q in queries.values()])
        return
    for query in queries.values():
        typer.echo(f"{query.name}: {query.description}")
        for p in query.params:
            default = "required" if p.required else f"default {p.default!r}"
            typer.echo(f"    --param {p.name}={_kind_of(p).upper()}  ({default}) {p.help}")


def _kind_of(param) -> str:
    """What a parameter takes, as `kg query --list` shows it: a year, a label, a count, or a name (text)."""
    if param.kind:
        return param.kind
    if isinstance(param.default, int) and not isinstance(param.default, bool):
        return "count"
    return "text"


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return "; ".join(_cell(v) for v in value)
    if isinstance(value, dict):
        return str(value.get("name") or value.get("id") or value)
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _print_table(rows: list[dict]) -> None:
    from rich.console import Console
    from rich.table import Table

    if not rows:
        echo_err("(no rows)")
        return
    table = Table(show_lines=False)
    for column in rows[0]:
        table.add_column(column, overflow="fold")
    for row in rows:
        table.add_row(*(_cell(row.get(column)) for column in rows[0]))
    console = Console()
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console = Console(width=100_000)  # piped or redirected: each row on one line, not folded to 80 columns
    console.print(table)
    echo_err(f"({len(rows)} row{'' if len(rows) == 1 else 's'})")
