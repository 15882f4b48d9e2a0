"""The docs cannot fall behind the code: CLI reference, examples and the README commands."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_cli_reference_is_current(monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    from kg.cli.reference import render_reference

    assert (ROOT / "docs" / "cli.md").read_text(encoding="utf-8") == render_reference(), \
        "docs/cli.md is stale: run `COLUMNS=100 python -m kg.cli.reference --write`"


def test_every_command_has_help_and_an_example():
    import typer

    from kg.cli import app

    root = typer.main.get_command(app)
    pending = [(name, cmd) for name, cmd in root.commands.items()]
    while pending:
        name, command = pending.pop()
        if hasattr(command, "commands"):
            pending.extend((f"{name} {sub}", cmd) for sub, cmd in command.commands.items())
            continue
        assert command.help and command.help.strip(), f"kg {name} has no help"
        assert "Example" in command.help, f"kg {name} has no Example: block"


def _command_paths() -> list[list[str]]:
    import typer

    from kg.cli import app

    paths, pending = [], [([], typer.main.get_command(app))]
    while pending:
        path, command = pending.pop()
        paths.append(path)
        pending.extend((path + [name], sub) for name, sub in getattr(command, "commands", {}).items())
    return sorted(paths)


@pytest.mark.parametrize("path", _command_paths(), ids=lambda path: " ".join(["kg", *path]))
def test_help_shows_no_type_for_a_switch(path):
    """A switch (--json, --quiet, --help) takes no value: the help names no type for it, as it does for an option
    that takes one (--out <path>)."""
    from typer.testing import CliRunner

    from kg.cli import app

    result = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert "Show this message and exit." in result.output
    assert "<bool>" not in result.output


def test_readme_names_the_two_commands_and_every_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "kg build examples/ --out out/" in readme
    assert "bash scripts/test.sh" in readme
    assert "bash scripts/test.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for command in ("build", "extract", "eval", "load", "query", "export", "entities", "neo4j", "schema"):
        assert re.search(rf"(`|^)kg {command}\b", readme, re.M), f"README does not mention kg {command}"


def test_readme_images_exist():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert images
    for image in images:
        assert (ROOT / image).exists(), image


def test_examples_hold_only_the_seed_pages():
    assert sorted(p.name for p in (ROOT / "examples").iterdir()) == [
        "000_1c95ac2c303978cf.txt", "001_704e0c0c0d04eb12.txt", "003_ac1fa4b2d1447aa9.txt"]


def test_the_readmes_python_example_runs(tmp_path, monkeypatch):
    code = _readme_python_example()
    monkeypatch.chdir(ROOT)
    code = code.replace('"dataset.graphml"', repr(str(tmp_path / "dataset.graphml")))
    exec(compile(code, "README.md", "exec"), {})
    assert (tmp_path / "dataset.graphml").stat().st_size > 0


def _readme_python_example() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Use it from Python"):]
    return section[section.index("```python\n") + len("```python\n"):section.index("```\n", section.index("```python"))]


def test_the_readmes_python_example_gives_the_graph_kg_build_gives(tmp_path, monkeypatch):
    """One paper given in two files is one paper in both graphs, as the README says the library gives the same."""
    from typer.testing import CliRunner

    from kg.cli import app
    from kg.store.local import dumps_graph

    inputs = tmp_path / "examples"
    inputs.mkdir()
    abstract = "We introduce ZorbSet, a benchmark for glim detection, and propose GlimNet, which beats ResNet-50 on ZorbSet."
    (inputs / "a.jsonl").write_text(json.dumps({"id": "2401.01234", "title": "GlimNet", "abstract": abstract}) + "\n",
                                    encoding="utf-8")
    (inputs / "b.jsonl").write_text(json.dumps({"arxiv_id": "arXiv:2401.01234v2", "abstract": abstract}) + "\n",
                                    encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    names: dict = {}
    exec(compile(_readme_python_example(), "README.md", "exec"), names)
    result = CliRunner().invoke(app, ["build", "examples", "--out", "out", "--quiet"])
    assert result.exit_code == 0, result.output
    assert dumps_graph(names["graph"]) == (tmp_path / "out" / "graph.json").read_text(encoding="utf-8")
    assert [node for node, label in names["graph"].nodes(data="label") if label == "Paper"] == ["arxiv:2401.01234"]


def test_the_library_raises_the_errors_the_readme_names(tmp_path):
    """A caller catches KgError for what paper-kg refuses, and OSError (with the path) for an output it cannot write."""
    import networkx as nx

    from kg.errors import ExportError, KgError
    from kg.export import Selection, export_subgraph
    from kg.pipeline import build

    (tmp_path / "a-file").write_text("", encoding="utf-8")
    with pytest.raises(KgError, match=r"^\[KG102\]") as refused:
        build([tmp_path / "no-such.jsonl"], tmp_path / "out")
    assert refused.value.code == "KG102"
    with pytest.raises(OSError) as raised:
        build([ROOT / "examples"], tmp_path / "a-file" / "out")
    assert not isinstance(raised.value, KgError) and raised.value.filename == str(tmp_path / "a-file")
    with pytest.raises(ExportError, match=r"^\[KG404\] cannot write GraphML to ") as refused:
        export_subgraph(nx.MultiDiGraph(), Selection(), None, tmp_path / "a-file" / "sub.graphml")
    assert refused.value.code == "KG404"


@pytest.mark.parametrize("message, code", [
    ("[KG229] Neo4j at bolt://localhost:7687 failed: Neo.ClientError.Glim", "KG229"),
    ("[KG101] zorbs.jsonl:3: malformed JSON line; stopped by --strict", "KG101"),
    ("no code here, [KG999] only inside", None),
    ("", None),
])
def test_an_errors_code_is_the_one_its_message_opens_with_and_the_message_is_unchanged(message, code):
    from kg.errors import Neo4jUnavailable, SourceError

    for error in (SourceError(message), Neo4jUnavailable(message)):
        assert (error.code, str(error)) == (code, message)
