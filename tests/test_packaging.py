"""What an installed wheel holds beside the package: the saved queries and the Neo4j server's Maven file."""

from __future__ import annotations

import glob
import sys
from pathlib import Path

import pytest

from kg.resources import project_folder

ROOT = Path(__file__).resolve().parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    tomllib = None


@pytest.mark.skipif(tomllib is None, reason="reads pyproject.toml with tomllib (Python 3.11 and later)")
def test_every_file_the_code_reads_beside_the_package_is_installed_by_the_wheel():
    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["data-files"]
    installed = {Path(path).relative_to(ROOT).as_posix() for patterns in data_files.values()
                 for pattern in patterns for path in glob.glob(str(ROOT / pattern))}
    needed = {path.relative_to(ROOT).as_posix() for path in (ROOT / "cypher").iterdir() if path.is_file()}
    assert needed and needed <= installed
    assert "server/pom.xml" in installed
    assert (ROOT / "kg" / "py.typed").is_file()  # (the typing marker package-data names)


def test_the_folders_are_the_checkouts_else_an_installed_copys(tmp_path):
    checkout, venv, user = tmp_path / "checkout", tmp_path / "venv", tmp_path / "user"
    prefixes = [str(venv), str(user)]
    (user / "share" / "paper-kg" / "cypher").mkdir(parents=True)
    (user / "share" / "paper-kg" / "cypher" / "schema.cypher").write_text("", encoding="utf-8")
    (venv / "share" / "paper-kg" / "cypher").mkdir(parents=True)  # (a folder of that name without the file)
    assert project_folder("cypher", "schema.cypher", checkout, prefixes) == user / "share" / "paper-kg" / "cypher"
    (checkout / "cypher").mkdir(parents=True)
    assert project_folder("cypher", "schema.cypher", checkout, prefixes) == user / "share" / "paper-kg" / "cypher"
    (checkout / "cypher" / "schema.cypher").write_text("", encoding="utf-8")
    assert project_folder("cypher", "schema.cypher", checkout, prefixes) == checkout / "cypher"
    # (missing everywhere: the checkout's path, named by the error)
    assert project_folder("server", "pom.xml", checkout, prefixes) == checkout / "server"


def test_by_default_a_user_installs_copy_is_found(tmp_path, monkeypatch):
    import site
    import sysconfig

    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv"))  # (no copy where a plain install would put one)
    monkeypatch.setattr(sysconfig, "get_path", lambda name, *args, **kwargs: str(tmp_path / "data"))
    user = tmp_path / "user"
    (user / "share" / "paper-kg" / "cypher").mkdir(parents=True)
    (user / "share" / "paper-kg" / "cypher" / "schema.cypher").write_text("", encoding="utf-8")
    monkeypatch.setattr(site, "getuserbase", lambda: str(user))
    assert project_folder("cypher", "schema.cypher", tmp_path / "no-checkout") == user / "share" / "paper-kg" / "cypher"
