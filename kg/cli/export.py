"""`kg export`: cut a subgraph out of the local graph file or Neo4j and write it in one format."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Annotated, Optional

import typer

from kg.cli._common import (a_neo4j_address, aliases_file, app, echo_err, echo_json, echo_read_problems,
                             given_on_the_command_line, handles_errors, parse_params)
from kg.errors import ExportError, NameNotInGraph, redact_uri
from kg.wording import counted

@app.command("export", context_settings={"allow_extra_args": True})
@handles_errors
def export_command(
    ctx: typer.Context,
    out: Annotated[str, typer.Option("--out", "-o", metavar="<path>", help="Output file (format from its extension), CSV folder (ending in / or already there), or - for standard output (with --format).")],
    graph: Annotated[Path, typer.Option("--graph", help="graph.json (or the build folder that holds it), or extractions.jsonl (resolved and built again), written by `kg build`; either may be gzipped.")] = Path("out/graph.json"),
    neo4j: Annotated[bool, typer.Option("--neo4j", help="Read from Neo4j (NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD) instead of --graph.")] = False,
    neo4j_uri: Annotated[Optional[str], typer.Option("--neo4j-uri", envvar="NEO4J_URI", show_default=False,
                                                     help="Bolt URI to read from; implies --neo4j (default: NEO4J_URI, else bolt://127.0.0.1:7687).")] = None,
    paper: Annotated[list[str], typer.Option("--paper", help="Focus on a paper (id, arXiv id, DOI, or words of its title); repeatable.", show_default=False)] = [],
    method: Annotated[list[str], typer.Option("--method", help="Focus on a method (name or alias, any case); repeatable.", show_default=False)] = [],
    dataset: Annotated[list[str], typer.Option("--dataset", help="Focus on a dataset; repeatable.", show_default=False)] = [],
    metric: Annotated[list[str], typer.Option("--metric", help="Focus on a metric; repeatable.", show_default=False)] = [],
    task: Annotated[list[str], typer.Option("--task", help="Focus on a task; repeatable.", show_default=False)] = [],
    hops: Annotated[int, typer.Option("--hops", min=0, help="Steps around the focus, in either direction.")] = 1,
    types: Annotated[list[str], typer.Option("--types", help="Keep only these node labels and/or relationship types (repeat or comma-separate).", show_default=False)] = [],
    min_papers: Annotated[int, typer.Option("--min-papers", min=0, help="Drop entities seen in fewer papers, and the papers and results then left with no entity.")] = 0,
    limit: Annotated[Optional[int], typer.Option("--limit", min=0, show_default=False, help="Most nodes to keep (focus and most connected first); 0 for no limit. Default: 500 for html, which a browser must draw, no limit for the file formats.")] = None,
    format: Annotated[Optional[str], typer.Option("--format", "-f", help="html, graphml, gexf, json, csv or cypher.", show_default=False)] = None,
    cypher: Annotated[Optional[str], typer.Option("--cypher", help="With --neo4j: a read query returning nodes, relationships or paths.", show_default=False)] = None,
    param: Annotated[list[str], typer.Option("--param", help="Query parameter key=value for --cypher; repeatable.", show_default=False)] = [],
    title: Annotated[Optional[str], typer.Option("--title", help="Title of the HTML view.", show_default=False)] = None,
    json_summary: Annotated[bool, typer.Option("--json", help="Print the export summary as JSON on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No summary text; notes on the selection and problems with the graph still go to stderr.")] = False,
) -> None:
    """Export a subgraph as interactive HTML, GraphML, GEXF, JSON, CSV or Cypher.

    Example:
        kg export --method BERT --hops 2 -o bert.html
        kg export --dataset ImageNet --hops 2 --types Paper,Method,Dataset,EVALUATES_ON,PROPOSES -o imagenet.graphml
        kg export --neo4j --cypher "MATCH p=(:Paper)-[:PROPOSES]->(:Method) RETURN p LIMIT 50" -o proposes.html
    """
    from kg.export import Selection, export_subgraph
    from kg.export.formats import STDOUT, format_for

    if ctx.args:  # (kg export takes only options: a word left over is most often a value given to a switch)
        word = ctx.args[0]
        if a_neo4j_address(word):
            raise typer.BadParameter(f"{redact_uri(word)} looks like a Neo4j address: give it with --neo4j-uri "
                                     "(--neo4j is a switch that takes no value)", param_hint="--neo4j")
        raise typer.BadParameter(f"unexpected {word!r}: kg export takes only options (see kg export --help)")
    neo4j = neo4j or given_on_the_command_line(ctx, "neo4j_uri")  # an address given is a wish to read from there
    if cypher is not None and not neo4j:
        raise typer.BadParameter("--cypher runs against Neo4j: add --neo4j", param_hint="--cypher")
    if cypher is not None and not cypher.strip():  # not the whole graph, which no --cypher reads
        raise typer.BadParameter("the query is empty: give a read query, or leave out --cypher to read "
                                 "the whole graph", param_hint="--cypher")
    if param and cypher is None:
        raise typer.BadParameter("--param only applies to --cypher", param_hint="--param")
    params = parse_params(param)
    fmt = format_for(format, out)  # an unknown format, or one standard output cannot take, fails before any reading
    if json_summary and str(out) == STDOUT:
        raise typer.BadParameter("the export itself goes to standard output with -o -: leave out --json, "
                                 "or write the export to a file", param_hint="--json")
    # (without --limit, the library's default: a view a browser draws keeps VIEW_LIMIT nodes, a file all of them)
    given_limit = {} if limit is None else {"limit": limit or None}
    try:
        selection = Selection(papers=tuple(paper), methods=tuple(method), datasets=tuple(dataset),
                              metrics=tuple(metric), tasks=tuple(task), hops=hops, types=tuple(types),
                              min_papers=min_papers, **given_limit)
    except ValueError as exc:  # pydantic validation
        raise typer.BadParameter(str(exc)) from None

    problems: list = []
    source_graph = _read_neo4j(cypher, params, neo4j_uri) if neo4j else _read_local(graph, problems)
    echo_read_problems(graph, problems)
    if cypher is not None and source_graph.number_of_nodes() == 0:
        echo_err("note: the query matched nothing")
    try:
        result = export_subgraph(source_graph, selection, fmt, out, title=title)
    except NameNotInGraph as exc:
        raise ExportError(f"{exc}; list them with {_listing(exc.label, graph, neo4j, neo4j_uri)}") from None

    if not quiet:
        where = ", ".join("standard output" if str(p) == STDOUT else str(p) for p in result.paths)
        echo_err(f"exported {counted(result.nodes, 'node')} and {counted(result.relationships, 'relationship')} "
                 f"as {result.format} to {where}")
        if result.focus_ids:
            echo_err(f"focus: {', '.join(result.focus_ids)}")
    for note in result.notes:
        echo_err(f"note: {note}")
    if result.nodes == 0 and source_graph.number_of_nodes():
        echo_err("note: the selection matched no node (see --types, --min-papers and the names given)")
    elif result.nodes == 0 and cypher is None:  # (a query that matched nothing is noted above)
        echo_err(f"note: {'the database' if neo4j else graph} holds no node to export")
    elif result.format == "html" and result.nodes > _NODES_A_BROWSER_ARRANGES_QUICKLY:
        echo_err(f"note: a browser takes a while to arrange {result.nodes} nodes (about a minute for 10,000), "
                 "the page waiting meanwhile; --limit caps the view")
    if json_summary:
        echo_json({**result.summary(), "problems": [problem.model_dump() for problem in problems]})


_NODES_A_BROWSER_ARRANGES_QUICKLY = 2000


def _listing(label: str, graph: Path, neo4j: bool, uri: Optional[str]) -> str:
    """The command that lists the names of `label` where the export read its graph."""
    if neo4j:
        shown = "p.id, p.title" if label == "Paper" else "n.name"
        variable = "p" if label == "Paper" else "n"
        return (f"`kg query --cypher \"MATCH ({variable}:{label}) RETURN {shown} ORDER BY {shown.split(',')[0]}\""
                + (f" --neo4j {shlex.quote(redact_uri(uri))}`" if uri else "`"))  # (never a password)
    if label == "Paper":
        return f"`kg export --graph {shlex.quote(str(graph))} --types Paper -f csv -o papers/` (papers/nodes.csv)"
    return f"`kg entities --graph {shlex.quote(str(graph))} --label {label}`"


def _read_local(path: Path, problems: list):
    from kg.pipeline import graph_from_file

    return graph_from_file(path, aliases=aliases_file(), problems=problems)


def _read_neo4j(cypher: Optional[str], params: dict, uri: Optional[str]):
    try:
        from kg.store import neo4j as neo4j_store
    except ModuleNotFoundError as exc:
        raise ExportError("[KG409] this build has no Neo4j store (kg.store.neo4j); export from --graph instead") from exc
    config = neo4j_store.Neo4jConfig.from_env(uri)
    neo4j_store.verify(config)  # one clear error at once, not the driver's retries of a read on a server that is down
    if cypher:
        return neo4j_store.read_subgraph(config, cypher, params)
    return neo4j_store.read_graph(config)
