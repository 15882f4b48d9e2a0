"""The CLI reference (docs/cli.md), rendered from the commands' own help so it cannot drift."""

from __future__ import annotations

import typer

from kg.cli._common import app


def _walk(command, path: list[str]):
    yield path, command
    if hasattr(command, "commands"):
        for name in sorted(command.commands):
            yield from _walk(command.commands[name], path + [name])


def render_reference() -> str:
    root = typer.main.get_command(app)
    lines = ["# `kg` command reference", "",
             "Generated from `kg --help` by `python -m kg.cli.reference --write`; a test fails when it is stale.", ""]
    for path, command in _walk(root, ["kg"]):
        if command.hidden:
            continue
        name = " ".join(path)
        with command.context_class(command, info_name=name) as ctx:
            usage = command.get_usage(ctx)
            lines += [f"## `{name}`", "", (command.help or "").strip(), "", "```", usage]
            for param in command.get_params(ctx):
                if param.param_type_name == "argument":
                    lines.append(f"  {(param.name or '').upper()}: {getattr(param, 'help', '') or ''}".rstrip(": "))
                    continue
                record = param.get_help_record(ctx)
                if record:
                    lines.append(f"  {record[0]}\n      {record[1]}")
            lines += ["```", ""]
    return "\n".join(lines).rstrip() + "\n"


if __name__ == "__main__":
    import sys
    from pathlib import Path

    target = Path(__file__).resolve().parents[2] / "docs" / "cli.md"
    if "--write" in sys.argv:
        target.write_text(render_reference(), encoding="utf-8")
        print(f"wrote {target}")
    else:
        sys.stdout.write(render_reference())
