"""Properties of the source itself that no behaviour test would catch."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kg"


def _top_level_names(tree: ast.Module) -> Counter:
    """Names a module binds at its top level, once per binding (functions, classes, plain assignments)."""
    names: Counter = Counter()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(target.id for target in targets if isinstance(target, ast.Name))
    return names


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_module_binds_a_top_level_name_twice(path):
    # a second binding silently replaces the first for every function that reads the name at call time
    twice = {name for name, count in _top_level_names(ast.parse(path.read_text(encoding="utf-8"))).items() if count > 1}
    assert not twice, f"{path.name} binds {sorted(twice)} more than once"


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_module_imports_a_name_another_module_keeps_private(path):
    # a name with a leading underscore may change with its module alone; one another module needs is made public
    private = sorted(alias.name for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                     if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith("kg")
                     for alias in node.names if alias.name.startswith("_") and not alias.name.startswith("__"))
    assert not private, f"{path.name} imports {private}, private to another module"
