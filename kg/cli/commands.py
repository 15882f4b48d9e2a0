"""`kg build`, `kg extract`, `kg eval`, `kg schema`: the main job and its stages."""

from __future__ import annotations

import json
import shlex
import sys
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Iterator, List, Optional

import typer

from kg.cli._common import (a_neo4j_address, aliases_file, app, echo_err, echo_json,
                            given_on_the_command_line, handles_errors)
from kg.errors import Neo4jUnavailable, SourceError, redact_uri
from kg.wording import counted

Inputs = typer.Argument(..., readable=False, help="Files or folders of papers: listing pages, JSON Lines, JSON, CSV/TSV, arXiv Atom, RSS, OpenAlex, BibTeX, RIS, PubMed MEDLINE (gzipped or not).")


@contextmanager
def _progress(label: str, quiet: bool) -> Iterator:
    """A bar on stderr for people at a terminal; nothing for scripts, pipes and --quiet."""
    if quiet or not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=None)

        def update(done: int, total: Optional[int]) -> None:
            if done % 64 == 0 or done == total:
                bar.update(task, completed=done, total=total)

        yield update


@app.command()
@handles_errors
def build(
    ctx: typer.Context,
    inputs: List[Path] = Inputs,
    out: Path = typer.Option(Path("out"), "--out", "-o", help="Folder for graph.json, extractions.jsonl and graph.html."),
    neo4j: bool = typer.Option(False, "--neo4j", help="Also load the graph into Neo4j (NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD)."),
    neo4j_uri: Optional[str] = typer.Option(None, "--neo4j-uri", envvar="NEO4J_URI", show_default=False,
                                            help="Bolt URI to load into; implies --neo4j (default: NEO4J_URI, else bolt://127.0.0.1:7687)."),
    prune: bool = typer.Option(False, "--prune", help="With --neo4j: then remove the papers the graph does not hold "
                                                      "(other graphs' too), as `kg load --prune` does."),
    aliases: Optional[Path] = typer.Option(None, "--aliases", help="Alias override file (default: kg.aliases.yaml here, if present)."),
    processes: int = typer.Option(1, "--processes", "-j", min=1, help="Worker processes for extraction."),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first bad record instead of skipping it, with an error, exit code 1 and nothing written."),
    no_html: bool = typer.Option(False, "--no-html", help="Skip the graph.html overview (and remove an earlier build's)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar and no summary text."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as one JSON object on stdout."),
) -> None:
    """Build the knowledge graph of some papers and write it under --out.

    Example:
        kg build examples/ --out out/
        kg build papers.jsonl more/ --out out/ --neo4j
    """
    from kg.pipeline import build as run_build, describe_problem, problem_line

    _no_server_address(inputs)
    neo4j = neo4j or given_on_the_command_line(ctx, "neo4j_uri")  # an address given is a wish to load there
    if prune and not neo4j:  # (pruning is what a load does: without one, nothing would be pruned, silently)
        raise typer.BadParameter("removes papers from Neo4j: give --neo4j (or --neo4j-uri) too", param_hint="--prune")
    if neo4j:  # a bad address, a server that is down or refuses the password fail now, not after the extraction
        from kg.store.neo4j import Neo4jConfig, load_graph, verify

        config = Neo4jConfig.from_env(neo4j_uri)
        verify(config)
    with _progress("extracting", quiet) as progress:
        summary, graph = run_build(inputs, out, strict=strict, processes=processes, aliases=aliases_file(aliases),
                                   html=not no_html, progress=progress)
    if neo4j:
        try:
            loaded = load_graph(graph, config, prune=prune)
        except Neo4jUnavailable as exc:  # (the server went away during the extraction): the files are there
            where = f" --neo4j-uri {shlex.quote(redact_uri(config.uri))}" if given_on_the_command_line(ctx, "neo4j_uri") else ""
            raise Neo4jUnavailable(f"{exc}; the graph is written to {summary.outputs['graph']}: load it with "
                                   f"`kg load {shlex.quote(summary.outputs['graph'])}{where}` once the server answers"
                                   ) from exc
        summary.outputs["neo4j"] = redact_uri(config.uri)
        summary.neo4j = loaded.as_dict()
    for problem in summary.problems:
        echo_err(problem_line(problem))
    for problem in summary.unextracted:
        echo_err(f"not extracted {describe_problem(problem)}")
    for line in summary.resolution.get("overrides_unmatched", ()):
        echo_err(f"note: {line}")
    if as_json:
        echo_json(summary.to_dict())
    elif not quiet:
        _print_summary(summary, pruning=prune)
    if summary.papers == 0:
        raise typer.Exit(1)


def _no_server_address(inputs: List[Path]) -> None:
    """"kg build papers/ --neo4j bolt://host:7687" reads the address as one more input, as --neo4j is a switch:
    say where it goes instead of skipping it as a missing file."""
    for item in inputs:
        if a_neo4j_address(str(item)):
            raise typer.BadParameter(f"{redact_uri(str(item))} looks like a Neo4j address, not a file of papers: "
                                     "give it with --neo4j-uri (and --neo4j to load)", param_hint="INPUTS")


def _print_summary(summary, pruning: bool = False) -> None:
    from rich.console import Console
    from rich.table import Table

    from kg.pipeline import counted_problems

    console = Console(stderr=True, soft_wrap=True)  # (a line read from a log or a pipe is one line, not cut at 80)
    papers, records = counted(summary.papers, "paper").split(" ", 1), counted(summary.papers_read, "record")
    console.print(f"[bold]{papers[0]}[/] {papers[1]} (from {records} read whole, "
                  f"{summary.papers_merged} of them merged as copies; {counted_problems(summary.problems)}"
                  + (f", {len(summary.unextracted)} not extracted" if summary.unextracted else "") + ") "
                  f"in {summary.seconds:.1f}s")
    stats = summary.resolution
    families = stats.get("families_added", 0)
    console.print(f"{counted(summary.mentions, 'mention')} resolved into "
                  f"{counted(stats.get('entities', summary.entities), 'entity')}"
                  + (f", and {counted(families, 'family')} of their variants added"
                     if families else "")
                  + (f" ({stats.get('overrides_changed')} changed by the alias file)" if stats.get("overrides_changed") else ""))
    counts = Table(title="graph", show_header=True)
    counts.add_column("nodes")
    counts.add_column("count", justify="right")
    counts.add_column("relationships")
    counts.add_column("count", justify="right")
    nodes, rels = list(summary.nodes.items()), list(summary.relationships.items())
    for i in range(max(len(nodes), len(rels))):
        n = nodes[i] if i < len(nodes) else ("", "")
        r = rels[i] if i < len(rels) else ("", "")
        counts.add_row(n[0], str(n[1]), r[0], str(r[1]))
    console.print(counts)
    for title, rows in (("most connected methods", summary.top_methods), ("most connected datasets", summary.top_datasets)):
        table = Table(title=title)
        table.add_column("name")
        table.add_column("papers", justify="right")
        for _, name, papers in rows:
            table.add_row(name, str(papers))
        console.print(table)
    for kind, path in summary.outputs.items():
        console.print(f"{kind}: {path}")
    if summary.neo4j is not None:
        console.print("  papers: " + ", ".join(f"{count} {what}" for what, count in summary.neo4j["papers"].items()
                                               if what != "pruned" or pruning))
    for path in summary.removed:
        console.print(f"removed: {path} (an earlier build's; this one wrote none)")


@app.command()
@handles_errors
def extract(
    inputs: List[Path] = Inputs,
    output: Path = typer.Option(Path("-"), "--out", "--output", "-o", help="Output JSON Lines file ('-' for stdout)."),
    fmt: str = typer.Option("jsonl", "--format", "-f", help="jsonl: full Extraction records; eval: the gold format of ../shared/eval."),
    processes: int = typer.Option(1, "--processes", "-j", min=1, help="Worker processes."),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first bad record instead of skipping it, with an error and exit code 1, once the papers read before it are written."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No summary line; problems with the input still go to stderr."),
) -> None:
    """Extract mentions, claims and evidence from every paper, one JSON line per paper.

    The lines stream to stdout; an -o file is replaced when the run ends (a device or pipe is written as it goes).

    Example:
        kg extract papers.jsonl -o extractions.jsonl
        kg extract ../shared/eval/seeds.records.jsonl --format eval -o pred.jsonl
    """
    from kg.evaluate import to_eval_record
    from kg.extract import extract_papers
    from kg.pipeline import counted_problems, describe_problem, extraction_problem, problem_line
    from kg.sources import ReadReport, read_papers
    from kg.store.local import replaced_when_done

    if fmt not in ("jsonl", "eval"):
        raise typer.BadParameter("use jsonl or eval", param_hint="--format")
    report = ReadReport(strict=strict)
    to_stdout = str(output) == "-"
    if not to_stdout:
        output.parent.mkdir(parents=True, exist_ok=True)  # as `kg build --out` makes its folder
    written = 0
    unextracted = []
    stopped: Optional[SourceError] = None
    with nullcontext(sys.stdout) if to_stdout else replaced_when_done(output) as handle:
        try:
            for extraction in extract_papers(read_papers(inputs, report), processes=processes):
                if extraction.problem:
                    unextracted.append(extraction_problem(extraction))
                if fmt == "eval":
                    handle.write(json.dumps(to_eval_record(extraction), ensure_ascii=False) + "\n")
                else:
                    handle.write(extraction.model_dump_json() + "\n")
                written += 1
        except SourceError as stop:  # (--strict) the papers read before the bad record are kept, as its help says
            if not written:
                raise
            stopped = stop
        if stopped is None:
            for problem in report.problems:
                echo_err(problem_line(problem))
            for problem in unextracted:
                echo_err(f"not extracted {describe_problem(problem)}")
            if not quiet:
                echo_err(f"{counted(written, 'paper')} extracted, {counted_problems(report.problems)}"
                         + (f", {len(unextracted)} kept without facts" if unextracted else ""))
            if written == 0:
                raise typer.Exit(1)  # (before the block ends: an earlier output file is left as it was)
    if stopped is not None:
        raise stopped


@app.command("eval")
@handles_errors
def evaluate(
    gold: Path = typer.Argument(..., help="Gold JSON Lines (key, methods, datasets, metrics, tasks, gains)."),
    records: Path = typer.Argument(..., help="The abstracts to extract: JSON Lines records (key, title, abstract), or "
                                   "a file or folder of any format kg build reads."),
    by_rule: bool = typer.Option(False, "--by-rule", help="Precision and count of each rule family's matches (the "
                                 "part of a rule id before its first '+')."),
    rule_ids: bool = typer.Option(False, "--rule-ids", help="Each full rule id ('shape:name+cue:compare') instead "
                                  "of its family; implies --by-rule."),
    errors: bool = typer.Option(False, "--errors", help="The misses, false hits and misattributed gains, with their "
                                "sentences (the title for a miss only the title writes; none for a miss neither writes)."),
    kind: Optional[str] = typer.Option(None, "--kind", help="Only errors of this kind (methods, proposed, datasets, "
                                       "metrics, tasks, gains); implies --errors."),
    as_json: bool = typer.Option(False, "--json", help="Figures as one JSON object, with the problems of either file "
                                 "and the count of gold keys no record has (with --errors, the errors too)."),
) -> None:
    """Extract RECORDS and score them against GOLD with the definitions of score.py.

    Example:
        kg eval ../shared/eval/seeds.gold.jsonl ../shared/eval/seeds.records.jsonl --by-rule
    """
    from dataclasses import asdict

    from kg.evaluate import ERROR_KINDS, evaluate_files, format_scores, rule_families
    from kg.pipeline import counted_problems, describe_problem, problem_line

    if kind is not None and kind not in ERROR_KINDS:
        raise typer.BadParameter(f"{kind!r} is no kind of error; use one of {', '.join(ERROR_KINDS)}", param_hint="--kind")
    errors = errors or kind is not None
    by_rule = by_rule or rule_ids
    evaluation = evaluate_files(gold, records)
    for problem in evaluation.record_problems + evaluation.gold_problems:
        echo_err(problem_line(problem))
    for problem in evaluation.unextracted:  # (its gold is all misses: say why, as kg extract does)
        echo_err(f"not extracted {describe_problem(problem)}")
    if evaluation.record_problems or evaluation.gold_problems or evaluation.unextracted:
        echo_err(f"{counted(evaluation.abstracts, 'abstract')} extracted, "
                 f"{counted_problems(evaluation.record_problems)}"
                 + (f", {len(evaluation.unextracted)} kept without facts" if evaluation.unextracted else "")
                 + f"; {counted(evaluation.gold_lines, 'gold line')} read, {counted_problems(evaluation.gold_problems)}")
    if evaluation.unmatched_keys:
        predicted = {row["key"] for row in evaluation.predictions}
        first = next(row["key"] for row in evaluation.gold_rows if row["key"] not in predicted)
        echo_err(f"warning: {counted(evaluation.unmatched_keys, 'gold key')} of {gold} "
                 f"match{'es' if evaluation.unmatched_keys == 1 else ''} no record of {records} (first: {first!r}); "
                 "scored as all misses")
    result = evaluation.scores
    shown = [row for row in result.errors if kind is None or row.kind == kind] if errors else []
    rules = result.by_rule if rule_ids else rule_families(result.by_rule)
    if as_json:
        echo_json({"figures": result.figures, **({"by_rule": rules} if by_rule else {}),
                   **({"errors": [asdict(row) for row in shown]} if errors else {}),
                   "problems": [problem.model_dump() for problem in
                                evaluation.record_problems + evaluation.unextracted + evaluation.gold_problems],
                   "gold_keys_without_record": evaluation.unmatched_keys})
        return
    typer.echo(format_scores(result.figures))
    if by_rule:
        width = max([40, *(len(rule) + 1 for rule in rules)])
        typer.echo("\n" + "rule".ljust(width) + " matches  precision")
        for rule, row in rules.items():
            typer.echo(f"{rule:{width}} {row['matches']:7}  {row['precision']:.3f}")
    if errors:
        typer.echo("")
        for row in shown:
            typer.echo(f"{row.error:5} {row.kind:8} {row.key} {row.names} [{row.rule}]\n      "
                       f"{row.sentence or '(neither the abstract nor the title writes it)'}")


@app.command()
@handles_errors
def schema(
    write: bool = typer.Option(False, "--write", help="Write schemas/*.schema.json from kg/models.py."),
    folder: Path = typer.Option(Path("schemas"), "--folder", help="Where the schema files live."),
) -> None:
    """Print (or --write) the JSON Schema of every record paper-kg reads and writes.

    Example:
        kg schema --write
    """
    from kg.schemas import render_schemas

    rendered = render_schemas()
    if not write:
        echo_json({name: json.loads(text) for name, text in rendered.items()})
        return
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in rendered.items():
        (folder / name).write_text(text, encoding="utf-8")
    echo_err(f"wrote {len(rendered)} schema files to {folder}")
