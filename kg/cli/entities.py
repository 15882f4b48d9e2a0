"""`kg entities`: list the resolved entities of a built graph, or the ones worth a second look."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from kg.cli._common import aliases_file, app, echo_err, echo_json, echo_read_problems, handles_errors

ENTITY_LABELS = {"method": "Method", "dataset": "Dataset", "metric": "Metric", "task": "Task", "repository": "Repository"}


def _node_label(label: Optional[str]) -> Optional[str]:
    if label is None:
        return None
    found = ENTITY_LABELS.get(label.strip().lower())
    if found is None:
        raise typer.BadParameter(f"unknown label {label!r}: use one of {', '.join(ENTITY_LABELS.values())}",
                                 param_hint="--label")
    return found


@app.command("entities")
@handles_errors
def entities_command(
    graph: Annotated[Path, typer.Option("--graph", help="graph.json (or the build folder that holds it), or extractions.jsonl (resolved and built again), written by `kg build`; either may be gzipped.")] = Path("out/graph.json"),
    label: Annotated[Optional[str], typer.Option("--label", help="Only this kind: Method, Dataset, Metric, Task or Repository.",
                                                 show_default=False)] = None,
    suspicious: Annotated[bool, typer.Option("--suspicious", help="List likely duplicates and likely false merges instead.")] = False,
    limit: Annotated[int, typer.Option("--limit", min=0, help="Most rows to print; 0 for all.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the rows as one JSON array on stdout.")] = False,
    aliases: Annotated[Optional[Path], typer.Option("--aliases", help="Alias override file whose merges and splits "
                                                    "--suspicious does not ask about again (default: kg.aliases.yaml "
                                                    "here, if present).", show_default=False)] = None,
) -> None:
    """List entities with their papers and aliases, or (--suspicious) the ones to review.

    Rows are tab-separated under a header line, none when there is no row (aliases separated by "; "); --json gives the same as objects,
    with a variant's family (variant_of) and the names of a suspicious row's ids.

    Each suspicious row ends with the override line that pins the decision; copy it
    into kg.aliases.yaml and build again.

    Example:
        kg entities --label Method --limit 20
        kg entities --suspicious --graph out/graph.json
    """
    from kg.pipeline import graph_from_file
    from kg.resolve import list_entities, suspicious_in_graph, user_overrides

    node_label = _node_label(label)
    if aliases is not None and not suspicious:
        raise typer.BadParameter("the override file only changes what --suspicious lists", param_hint="--aliases")
    problems: list = []
    loaded = graph_from_file(graph, aliases=aliases_file(aliases), problems=problems)
    echo_read_problems(graph, problems)
    if suspicious:
        if node_label == "Repository":
            raise typer.BadParameter("--suspicious covers Method, Dataset, Metric and Task", param_hint="--label")
        findings = suspicious_in_graph(loaded, label=node_label.upper() if node_label else None,
                                       overrides=user_overrides(aliases, Path.cwd()))
        found = len(findings)
        findings = findings[:limit] if limit else findings
        if as_json:
            echo_json([f.as_dict() for f in findings])
            return
        if findings:
            typer.echo("kind\tlabel\tids\treason\toverride")
        for finding in findings:
            typer.echo(f"{finding.kind}\t{finding.label}\t{' | '.join(finding.ids)}\t{finding.reason}\t{finding.override}")
        echo_err(f"{_shown_of(len(findings), found)} suspicious entit{'y' if found == 1 else 'ies'} in {graph}")
        return
    rows = list_entities(loaded, label=node_label)
    found = len(rows)
    rows = rows[:limit] if limit else rows
    if as_json:
        echo_json(rows)
        return
    if rows:
        typer.echo("id\tlabel\tname\tpapers\taliases")
    for row in rows:
        typer.echo(f"{row['id']}\t{row['label']}\t{row['name']}\t{row['papers']}\t{'; '.join(row['aliases'])}")
    echo_err(f"{_shown_of(len(rows), found)} entit{'y' if found == 1 else 'ies'} in {graph}")


def _shown_of(shown: int, found: int) -> str:
    """'5 of 352' when --limit cut the list, else the count."""
    return f"{shown} of {found}" if shown < found else str(found)
