"""The typer app, shared option types and the one place errors become exit codes."""

from __future__ import annotations

import functools
import io
import json
import logging
import os
import re
import sys
from contextlib import contextmanager
from typing import Any, Callable, Iterator

import typer

from kg.errors import KgError

def _switches_untyped(params: list) -> list:
    """The parameters, each switch (a flag such as --json, --quiet or --help) with an empty metavar: typer's help
    shows the type of every option beside it, `<bool>` for a switch, which takes no value."""
    for param in params:
        if getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""
    return params


class _Command(typer.core.TyperCommand):
    def get_params(self, ctx: Any) -> list:
        return _switches_untyped(super().get_params(ctx))


class _Group(typer.core.TyperGroup):
    def get_params(self, ctx: Any) -> list:
        return _switches_untyped(super().get_params(ctx))


class CommandSet(typer.Typer):
    """A typer app whose commands and groups show no type for a switch in their help (_switches_untyped)."""

    def __init__(self, **settings: Any) -> None:
        super().__init__(cls=_Group, **settings)

    def command(self, *args: Any, **settings: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        settings.setdefault("cls", _Command)
        return super().command(*args, **settings)


app = CommandSet(
    name="kg",
    help="Turn research-paper abstracts into a knowledge graph of methods, datasets, metrics, tasks and results.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

_state = {"debug": False}


@app.callback()
def _root(debug: bool = typer.Option(False, "--debug", help="Show tracebacks instead of one-line errors.")) -> None:
    _state["debug"] = debug


def handles_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn KgError into `Error: ...` on stderr and exit code 1; while the command runs, the Neo4j driver's warnings
    are lines of ours (driver_log), none when it runs with --quiet."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            with driver_log(quiet=bool(kwargs.get("quiet"))):
                return fn(*args, **kwargs)
        except BrokenPipeError:  # the reader of standard output had enough ("| head"): no error of ours
            _standard_output_discarded()
            raise typer.Exit(0) from None
        except KgError as exc:
            if _state["debug"]:
                raise
            _tell_error(str(exc), kwargs)
            raise typer.Exit(1) from None
        except OSError as exc:  # a file that cannot be written or read: the path and why, not a traceback
            if _state["debug"]:
                raise
            where = f"{exc.filename}: " if exc.filename else ""
            _tell_error(f"[KG001] {where}{exc.strerror or exc}", kwargs)
            raise typer.Exit(1) from None

    return wrapper


def _tell_error(message: str, options: dict[str, Any]) -> None:
    """`Error: ...` on stderr; with --json also the error as JSON on stdout, so a program reading the command's
    output always has an object to read."""
    typer.echo(f"Error: {message}", err=True)
    if options.get("as_json") or options.get("json_summary"):
        code = re.match(r"\[(KG\d+)\] ?", message)
        echo_json({"error": {"code": code.group(1) if code else None,
                             "message": message[code.end():] if code else message}})


class _DriverLogLines(logging.Handler):
    """paper-kg's one line for each of the Neo4j driver's warnings (kg.neo4j_server.driver_warnings_told) on stderr,
    or none when quiet."""

    def __init__(self, quiet: bool) -> None:
        super().__init__(logging.WARNING)
        self.quiet = quiet

    def emit(self, record: logging.LogRecord) -> None:
        if not self.quiet:
            echo_err(record.getMessage())


@contextmanager
def driver_log(quiet: bool) -> Iterator[None]:
    """The Neo4j driver's warnings as _DriverLogLines tells them, while inside."""
    from kg.neo4j_server import DRIVER_LOGGER, driver_warnings_told

    logger = logging.getLogger(DRIVER_LOGGER)
    handler = _DriverLogLines(quiet)
    logger.addHandler(handler)
    try:
        with driver_warnings_told():
            yield
    finally:
        logger.removeHandler(handler)


def _standard_output_discarded() -> None:
    """Point standard output at the null device, so flushing what is left of it at exit fails no more."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):  # (no file descriptor: a test's captured output)
        pass


def a_neo4j_address(word: str) -> bool:
    """Whether a word on the command line is a Bolt address: one given after the --neo4j switch is read as a word
    of its own."""
    return re.match(r"(?:bolt|neo4j)(?:\+s|\+ssc)?:/", word, re.IGNORECASE) is not None


def given_on_the_command_line(ctx: typer.Context, name: str) -> bool:
    """Whether the user typed the option, rather than it coming from its default or an environment variable."""
    source = ctx.get_parameter_source(name)
    return source is not None and source.name == "COMMANDLINE"  # (by name: typer may bring a click of its own)


def echo_err(message: str = "") -> None:
    typer.echo(message, err=True)


def echo_read_problems(path: Any, problems: list) -> None:
    """Each record of an input file that was skipped or repaired, then how many, on stderr."""
    if not problems:
        return
    from kg.models import skipped_count
    from kg.pipeline import problem_line

    for problem in problems:
        echo_err(problem_line(problem))
    skipped = skipped_count(problems)
    repaired = len(problems) - skipped  # (records, not lines: a graph's nodes are repaired too)
    echo_err(f"read {path}: {skipped} skipped" + (f", {repaired} repaired" if repaired else ""))


def aliases_file(given: Any = None) -> Any:
    """The override file a command resolves with: the one given with --aliases, else kg.aliases.yaml of the working
    folder when there is one (the library reads only a file it is given)."""
    from pathlib import Path

    from kg.resolve.overrides import default_overrides_path

    return given if given is not None else default_overrides_path(Path.cwd())


def echo_json(payload: Any) -> None:
    typer.echo(json.dumps(payload, ensure_ascii=False, indent=2, sort_keys=False, default=str))


def parse_params(pairs: list[str] | None) -> dict[str, Any]:
    """`--param key=value` pairs; values that parse as JSON numbers or booleans become those."""
    params: dict[str, Any] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise typer.BadParameter(f"expected key=value, got {pair!r}", param_hint="--param")
        key, value = pair.split("=", 1)
        try:
            parsed = json.loads(value)
            params[key] = parsed if isinstance(parsed, (int, float, bool)) or parsed is None else value
        except json.JSONDecodeError:
            params[key] = value
    return params


def stderr_is_tty() -> bool:
    return sys.stderr.isatty()
