"""What an installed wheel holds beside the package: the saved queries and the Neo4j server's Maven file."""

from __future__ import annotations

import glob
import sys
from pathlib import Path

from kg.resources import project_folder

ROOT = Path(__file__).resolve().parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    tomllib = None


def test_every_file_the_code_reads_beside_the_package_is_installed_by_the_wheel():
    if tomllib is None:
        return
    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["data-files"]
    installed = {Path(path).relative_to(ROOT).as_posix() for patterns in data_files.values()
                 for pattern in patterns for path in glob.glob(str(ROOT / pattern))}
    needed = {path.relative_to(ROOT).as_posix() for path in (ROOT / "cypher").iterdir() if path.is_file()}
    assert needed and needed <= installed
    assert "server/pom.xml" in installed
    assert (ROOT / "kg" / "py.typed").is_file()  # (the typing marker package-data names)


def test_the_folders_are_the_checkouts_else_an_installed_copys(tmp_path):
    checkout, prefix = tmp_path / "checkout", tmp_path / "venv"
    (prefix / "share" / "paper-kg" / "cypher").mkdir(parents=True)
    assert project_folder("cypher", checkout, [str(prefix)]) == prefix / "share" / "paper-kg" / "cypher"
    (checkout / "cypher").mkdir(parents=True)
    assert project_folder("cypher", checkout, [str(prefix)]) == checkout / "cypher"
    assert project_folder("server", checkout, [str(prefix)]) == checkout / "server"  # (missing: named by the error)
