"""The `kg` command line: thin wrappers, one library call per command.

Each submodule registers its commands on ``app`` (see ``_common``); only this
package imports typer. Errors derived from KgError print one ``Error: ...`` line
and exit 1; ``--debug`` shows the traceback instead.
"""

from __future__ import annotations

import signal

from kg.cli import commands, entities, export, neo4j  # noqa: F401  (each registers its commands)
from kg.cli._common import app
from kg.process import own_this_process


def main() -> None:
    own_this_process()  # (the command owns its process: extraction and loads may tune the interpreter for speed)
    signal.signal(signal.SIGTERM, _stop)  # (a scheduler's stop unwinds as Ctrl-C does: temporary files go)
    app()


def _stop(signum: int, frame) -> None:
    raise SystemExit(128 + signum)


__all__ = ["app", "main"]
