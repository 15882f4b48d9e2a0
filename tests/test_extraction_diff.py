"""scripts/extraction_diff.py: two extraction outputs of the same papers compared, abstract by abstract."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import subprocess
from pathlib import Path

from kg.models import Claim, Evidence, Extraction, Mention, Paper

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "extraction_diff.py"
ABSTRACT = "We propose GlimNet. GlimNet outperforms QuarkNet by 3.2% mAP on ZorbSet."
EVIDENCE = Evidence(sentence=ABSTRACT, start=0, end=7, rule="shape:name", confidence=0.5)


def _mention(label: str, text: str, role: str | None = None) -> Mention:
    return Mention(text=text, label=label, role=role, evidence=EVIDENCE)


def _claim(value: float, metric: str | None = "mAP", baseline: str | None = "QuarkNet") -> Claim:
    return Claim(value=value, unit="%", direction="increase", text=f"{value}% mAP", metric=metric, dataset="ZorbSet",
                 method="GlimNet", baseline=baseline, evidence=EVIDENCE)


def _extraction(paper_id: str, mentions=(), claims=(), title: str | None = None) -> str:
    paper = Paper(id=paper_id, abstract=f"{ABSTRACT} ({paper_id})", title=title)
    return Extraction(paper=paper, mentions=tuple(mentions), claims=tuple(claims)).model_dump_json()


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def _load_script():
    spec = importlib.util.spec_from_file_location("extraction_diff", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


EXTRACTION_DIFF = _load_script()


def _run(*args) -> subprocess.CompletedProcess:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = EXTRACTION_DIFF.main([str(arg) for arg in args])
    return subprocess.CompletedProcess(args, code, out.getvalue(), err.getvalue())


GLIMNET = _mention("METHOD", "GlimNet", "proposed")
QUARKNET = _mention("METHOD", "QuarkNet", "compared")
ZORBSET = _mention("DATASET", "ZorbSet", "evaluated")
MAP = _mention("METRIC", "mAP")


def test_an_abstract_that_changed_shows_what_was_removed_and_added(tmp_path):
    old = _write(tmp_path / "old.jsonl", [
        _extraction("arxiv:1", [GLIMNET, QUARKNET, ZORBSET], [_claim(3.2, baseline=None)], title="GlimNet for sonar"),
        _extraction("arxiv:2", [GLIMNET, MAP])])
    new = _write(tmp_path / "new.jsonl", [
        _extraction("arxiv:1", [GLIMNET, QUARKNET, MAP], [_claim(3.2)], title="GlimNet for sonar"),
        _extraction("arxiv:2", [GLIMNET, MAP])])
    done = _run(old, new)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[:5] == [
        "== arxiv:1  GlimNet for sonar",
        '  - DATASET evaluated "ZorbSet"',
        '  + METRIC "mAP"',
        '  - claim 3.2 % increase; metric "mAP", dataset "ZorbSet", method "GlimNet", baseline null',
        '  + claim 3.2 % increase; metric "mAP", dataset "ZorbSet", method "GlimNet", baseline "QuarkNet"']
    assert "arxiv:2" not in done.stdout  # unchanged, so not shown
    assert "abstracts in both files: 2, changed: 1" in lines
    assert "mentions removed: DATASET 1" in lines and "mentions added: METRIC 1" in lines
    assert "claims removed: 1, added: 1" in lines


def test_a_new_role_is_one_role_change_not_a_removal_and_an_addition(tmp_path):
    old = _write(tmp_path / "old.jsonl", [_extraction("arxiv:1", [GLIMNET, QUARKNET, QUARKNET])])
    new = _write(tmp_path / "new.jsonl", [_extraction("arxiv:1", [GLIMNET, QUARKNET, _mention(
        "METHOD", "QuarkNet", "used")])])
    done = _run(old, new)
    assert done.returncode == 0, done.stderr
    assert '  ~ METHOD "QuarkNet": compared -> used' in done.stdout.splitlines()
    assert "role changes: METHOD compared -> used 1" in done.stdout
    assert "mentions removed: none" in done.stdout and "mentions added: none" in done.stdout


def test_a_mention_found_once_more_is_counted(tmp_path):
    old = _write(tmp_path / "old.jsonl", [_extraction("arxiv:1", [GLIMNET])])
    new = _write(tmp_path / "new.jsonl", [_extraction("arxiv:1", [GLIMNET, GLIMNET, GLIMNET])])
    done = _run(old, new)
    assert '  + METHOD proposed "GlimNet"  (x2)' in done.stdout.splitlines()
    assert "mentions added: METHOD 2" in done.stdout


def test_abstracts_in_one_file_only_are_counted_and_named(tmp_path):
    old = _write(tmp_path / "old.jsonl", [_extraction("arxiv:1", [GLIMNET]), _extraction("arxiv:2", [GLIMNET])])
    new = _write(tmp_path / "new.jsonl", [_extraction("arxiv:1", [GLIMNET]), _extraction("arxiv:3", [MAP])])
    done = _run(old, new)
    assert done.returncode == 0, done.stderr
    assert f"only in {old} (1): arxiv:2" in done.stdout and f"only in {new} (1): arxiv:3" in done.stdout
    assert "abstracts in both files: 1, changed: 0" in done.stdout


def test_a_broken_line_is_named_and_skipped_and_the_rest_compared(tmp_path):
    old = _write(tmp_path / "old.jsonl", [_extraction("arxiv:1", [GLIMNET]), "{broken", '{"paper": 3}',
                                          _extraction("arxiv:2", [GLIMNET])])
    new = _write(tmp_path / "new.jsonl", [_extraction("arxiv:1", [GLIMNET]), _extraction("arxiv:2", [MAP])])
    done = _run(old, new)
    assert done.returncode == 0, done.stderr
    assert f"skipped {old}:2: malformed JSON line" in done.stderr
    assert f"skipped {old}:3: not an extraction record" in done.stderr
    assert "abstracts in both files: 2, changed: 1" in done.stdout


def test_a_paper_written_twice_is_compared_as_first_written(tmp_path):
    old = _write(tmp_path / "old.jsonl", [_extraction("arxiv:1", [GLIMNET]), _extraction("arxiv:1", [MAP])])
    new = _write(tmp_path / "new.jsonl", [_extraction("arxiv:1", [GLIMNET])])
    done = _run(old, new)
    assert f"skipped {old}: paper arxiv:1 is written more than once; compared as first written" in done.stderr
    assert "changed: 0" in done.stdout


def test_limit_shows_the_first_changed_abstracts_and_the_totals_count_all(tmp_path):
    old = _write(tmp_path / "old.jsonl", [_extraction(f"arxiv:{n}", [GLIMNET]) for n in range(3)])
    new = _write(tmp_path / "new.jsonl", [_extraction(f"arxiv:{n}", [GLIMNET, MAP]) for n in range(3)])
    done = _run(old, new, "--limit", 1)
    shown = [line for line in done.stdout.splitlines() if line.startswith("==")]
    assert len(shown) == 1 and shown[0].startswith("== arxiv:0  We propose GlimNet.")  # (no title: the abstract's start)
    assert "(2 more changed abstracts not shown: --limit 1)" in done.stdout
    assert "changed: 3" in done.stdout and "mentions added: METRIC 3" in done.stdout


def test_json_holds_the_changes_and_the_totals(tmp_path):
    old = _write(tmp_path / "old.jsonl", [_extraction("arxiv:1", [QUARKNET]), _extraction("arxiv:2", [])])
    new = _write(tmp_path / "new.jsonl", [_extraction("arxiv:1", [_mention("METHOD", "QuarkNet", "used")],
                                                      [_claim(1.5)])])
    done = _run(old, new, "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["abstracts_changed"] == 1 and report["only_in_old"] == ["arxiv:2"]
    change = report["changes"][0]
    assert change["id"] == "arxiv:1"
    assert change["role_changes"] == [{"label": "METHOD", "text": "QuarkNet", "old": "compared", "new": "used"}]
    assert change["claims_added"] == [{"value": 1.5, "unit": "%", "direction": "increase", "metric": "mAP",
                                       "dataset": "ZorbSet", "method": "GlimNet", "baseline": "QuarkNet"}]
    assert report["role_changes"] == {"METHOD compared -> used": 1} and report["claims_added"] == 1


def test_a_missing_file_or_one_with_no_record_is_an_error(tmp_path):
    new = _write(tmp_path / "new.jsonl", [_extraction("arxiv:1", [GLIMNET])])
    done = _run(tmp_path / "none.jsonl", new)
    assert done.returncode == 2 and "no such file" in done.stderr
    papers = _write(tmp_path / "papers.jsonl", ['{"id": "1", "abstract": "GlimNet wins."}'])
    done = _run(papers, new)
    assert done.returncode == 2
    assert f"error: {papers}: no extraction record could be read (1 problem; first: {papers}:1:" in done.stderr


def test_the_script_runs_from_a_checkout(tmp_path):
    import sys

    same = _write(tmp_path / "same.jsonl", [_extraction("arxiv:1", [GLIMNET])])
    done = subprocess.run([sys.executable, str(SCRIPT), str(same), str(same)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "abstracts in both files: 1, changed: 0" in done.stdout
