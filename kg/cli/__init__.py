"""The `kg` command line: thin wrappers, one library call per command.

Each submodule registers its commands on ``app`` (see ``_common``); only this
package imports typer. Errors derived from KgError print one ``Error: ...`` line
and exit 1; ``--debug`` shows the traceback instead.
"""

from __future__ import annotations

from kg.cli._common import app

for _module in ("commands", "neo4j", "export", "entities"):
    try:
        __import__(f"kg.cli.{_module}")
    except ModuleNotFoundError as exc:  # a command group not present in this build
        if exc.name != f"kg.cli.{_module}":
            raise


def main() -> None:
    app()


__all__ = ["app", "main"]
