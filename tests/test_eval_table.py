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


def _scored_before(tmp_path, *sets: Path) -> Path:
    """An earlier run's --json output, saved as a rule author saves one before a change."""
    before = tmp_path / "before.json"
    done = _run(*sets, "--json")
    assert done.returncode == 0, done.stderr
    before.write_text(done.stdout, encoding="utf-8")
    return before


def test_compare_prints_each_sets_changed_kinds_and_every_kind_of_the_pool(tmp_path):
    changed, same = _write_set(tmp_path, "arxiv-dev7", ["a", "b"]), _write_set(tmp_path, "arxiv-dev8", ["a"])
    test = _write_set(tmp_path, "arxiv-test9", ["a"])
    before = _scored_before(tmp_path, changed, same, test)
    for records in (tmp_path / "arxiv-dev7.records.jsonl", tmp_path / "arxiv-test9.records.jsonl"):
        records.write_text(records.read_text(encoding="utf-8").replace(" GlimNet outperforms QuarkNet", "", 1),
                           encoding="utf-8")  # QuarkNet no longer found in abstract a of each
    done = _run(changed, same, test, "--compare", before)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    report = lines[lines.index(f"changes since {before}, F1 before -> after:") + 1:]
    assert report[0] == "  arxiv-dev7: methods 1.000 -> 0.857 (-0.143; tp -1, pred -1)"  # only the kinds that moved
    assert report[1] == "  1 set unchanged; 1 test set not compared (reported, never tuned on)"
    assert report[2] == "pooled (3 abstracts):"
    assert report[3] == "  methods   1.000 -> 0.909 (-0.091; tp -1, pred -1)"
    assert "  datasets  1.000 (no change)" in report and "  role accuracy: methods 1.000, datasets 1.000" in report
    assert not any("arxiv-test9" in line for line in report)


def test_compare_shows_no_test_set_row_after_a_change(tmp_path):
    dev, test = _write_set(tmp_path, "arxiv-dev7", ["a"]), _write_set(tmp_path, "arxiv-test9", ["b"])
    before = _scored_before(tmp_path, dev, test)
    assert "arxiv-test9" in json.loads(before.read_text(encoding="utf-8"))["sets"]  # (saved before the change)
    done = _run(dev, test, "--compare", before)
    assert done.returncode == 0, done.stderr
    assert "held-out arXiv abstracts, dev7 (1)" in done.stdout and "test9" not in done.stdout
    done = _run(dev, test, "--compare", before, "--json")
    assert done.returncode == 0, done.stderr
    assert list(json.loads(done.stdout)["sets"]) == ["arxiv-dev7"]
    done = _run(dev, test)
    assert "held-out arXiv abstracts, test9 (1)" in done.stdout  # (without --compare, the README's table has every row)


def test_compare_with_json_adds_the_changes_and_names_sets_on_one_side_only(tmp_path):
    before = _scored_before(tmp_path, _write_set(tmp_path, "arxiv-dev7", ["a"]))
    done = _run(_write_set(tmp_path, "arxiv-dev8", ["a"]), "--compare", before, "--json")
    assert done.returncode == 0, done.stderr
    changes = json.loads(done.stdout)["changes"]
    assert changes["new_sets"] == ["arxiv-dev8"] and changes["sets_gone"] == ["arxiv-dev7"]
    assert changes["pooled"]["methods"] == {"f1": [1.0, 1.0]} and changes["pooled"]["abstracts"] == [1, 1]


def test_compare_with_a_file_that_is_no_earlier_run_fails_before_scoring(tmp_path):
    gold = _write_set(tmp_path, "arxiv-dev7", ["a"])
    broken = tmp_path / "before.json"
    broken.write_text('{"sets": {', encoding="utf-8")
    done = _run(gold, "--compare", broken)
    assert done.returncode == 2 and done.stdout == ""
    assert f"error: {broken}:1: malformed JSON (Expecting" in done.stderr
    broken.write_text('{"methods": {}}', encoding="utf-8")
    done = _run(gold, "--compare", broken)
    assert done.returncode == 2 and "is not the --json output of eval_table.py" in done.stderr
    done = _run(gold, "--compare", tmp_path / "none.json")
    assert done.returncode == 2 and "none.json cannot be read (No such file or directory)" in done.stderr
