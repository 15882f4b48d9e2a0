"""scripts/eval_table.py: every gold set scored at once, in the README's rows, and pooled without the test sets."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "eval_table.py"

ABSTRACT = "We propose GlimNet, a detector for sonar images. GlimNet outperforms QuarkNet on the ZorbSet dataset."
GOLD = {"methods": [{"names": ["GlimNet"], "role": "proposed"}, {"names": ["QuarkNet"], "role": "compared"}],
        "datasets": [{"names": ["ZorbSet"], "role": "evaluated"}], "metrics": [], "tasks": [], "gains": []}


def _write_set(folder: Path, name: str, keys: list[str], with_records: bool = True) -> Path:
    gold = folder / f"{name}.gold.jsonl"
    gold.write_text("".join(json.dumps({"key": key, **GOLD}) + "\n" for key in keys), encoding="utf-8")
    if with_records:
        (folder / f"{name}.records.jsonl").write_text(
            "".join(json.dumps({"key": key, "title": None, "abstract": ABSTRACT}) + "\n" for key in keys),
            encoding="utf-8")
    return gold


def _load_script():
    spec = importlib.util.spec_from_file_location("eval_table", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


EVAL_TABLE = _load_script()


def _run(*args) -> subprocess.CompletedProcess:
    """The script's main in this process (its imports are the slow part), output caught as a run's would be."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = EVAL_TABLE.main(["--processes", "1", *map(str, args)])
    return subprocess.CompletedProcess(args, code, out.getvalue(), err.getvalue())


def test_sets_are_scored_and_only_the_dev_sets_pooled(tmp_path):
    dev = _write_set(tmp_path, "arxiv-dev7", ["a", "b"])
    test = _write_set(tmp_path, "arxiv-test9", ["a"])  # the same key in another set stays apart
    done = _run(test, dev, "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert list(report["sets"]) == ["arxiv-dev7", "arxiv-test9"]
    assert report["sets"]["arxiv-test9"]["abstracts"] == 1
    assert report["pooled"]["abstracts"] == 2
    assert report["pooled"]["methods"]["gold"] == 4 and report["pooled"]["proposed"]["tp"] == 2


def test_rows_follow_the_readme_layout(tmp_path):
    done = _run(_write_set(tmp_path, "arxiv-dev7", ["a"]))
    assert done.returncode == 0, done.stderr
    row = next(line for line in done.stdout.splitlines() if line.startswith("| held-out"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[0] == "held-out arXiv abstracts, dev7 (1)"
    assert len(cells) == 8 and cells[1] == "1.000" and cells[7] == "n/a / n/a / n/a"
    assert "pooled over the seeds and the dev sets (1 abstracts)" in done.stdout


def test_a_set_without_records_is_named_and_skipped(tmp_path):
    lonely = _write_set(tmp_path, "arxiv-dev8", ["a"], with_records=False)
    done = _run(lonely, _write_set(tmp_path, "arxiv-dev7", ["a"]), "--json")
    assert done.returncode == 0, done.stderr
    assert f"{lonely}: no records file arxiv-dev8.records.jsonl beside it; skipped" in done.stderr
    assert list(json.loads(done.stdout)["sets"]) == ["arxiv-dev7"]


def test_a_missing_gold_file_is_an_error(tmp_path):
    done = _run(tmp_path / "none.gold.jsonl")
    assert done.returncode == 2 and "no such gold file" in done.stderr


def test_a_broken_gold_line_costs_only_its_abstract(tmp_path):
    gold = _write_set(tmp_path, "arxiv-dev7", ["a", "b"])
    lines = gold.read_text(encoding="utf-8").splitlines()
    gold.write_text(lines[0] + "\n{broken\n" + lines[1] + "\n", encoding="utf-8")
    done = _run(gold, "--json")
    assert done.returncode == 0, done.stderr
    assert f"{gold}:2: malformed JSON line" in done.stderr
    assert json.loads(done.stdout)["sets"]["arxiv-dev7"]["abstracts"] == 2


def test_a_gold_file_not_named_as_gold_is_skipped_not_read_as_its_own_records(tmp_path):
    odd = tmp_path / "arxiv-dev9.jsonl"
    _write_set(tmp_path, "arxiv-dev7", ["a"]).rename(odd)
    done = _run(odd, _write_set(tmp_path, "arxiv-dev7", ["a"]), "--json")
    assert done.returncode == 0, done.stderr
    assert f"{odd}: a gold file's name ends in .gold.jsonl, beside its .records.jsonl; skipped" in done.stderr
    assert list(json.loads(done.stdout)["sets"]) == ["arxiv-dev7"]


def test_two_processes_score_the_same_as_one(tmp_path):
    import sys

    sets = [_write_set(tmp_path, "arxiv-dev7", ["a"]), _write_set(tmp_path, "arxiv-dev8", ["b"])]
    done = subprocess.run([sys.executable, str(SCRIPT), "--processes", "2", "--json", *map(str, sets)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json.loads(_run(*sets, "--json").stdout)
