"""Broken rule data stops every command that extracts, with one error naming the file and line: never a paper
kept without facts, nor scores of 0.000.

Each case runs `python -m kg` on a copy of the package whose rule data is broken, as a user's edited checkout
would be."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ABSTRACTS = ["We propose GlimNet, which improves accuracy by 2.1% over ResNet-50 on ZorbSet.",
             "QuarkBench is a benchmark for zorb sorting; QuarkNet reaches 71.4% accuracy on it."]


def _package_with(tmp_path: Path, path: str, old: str, new: str) -> tuple[Path, int]:
    """A copy of kg/ with `old` replaced by `new` in one of its rule files, and the line of the change."""
    shutil.copytree(ROOT / "kg", tmp_path / "kg", ignore=shutil.ignore_patterns("__pycache__"))
    file = tmp_path / "kg" / "extract" / "data" / path
    text = file.read_text(encoding="utf-8")
    assert text.count(old) >= 1
    file.write_text(text.replace(old, new, 1), encoding="utf-8")
    return file, text[:text.index(old)].count("\n") + 1


def _run(copy: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kg", *args], capture_output=True, text=True, cwd=copy,
                          env={**os.environ, "PYTHONPATH": str(copy)}, timeout=600)


@pytest.fixture
def inputs(tmp_path) -> tuple[Path, Path]:
    """Records of two abstracts and their gold."""
    records, gold = tmp_path / "in" / "records.jsonl", tmp_path / "in" / "gold.jsonl"
    records.parent.mkdir()
    records.write_text("".join(json.dumps({"key": f"k{i}", "abstract": text}) + "\n"
                               for i, text in enumerate(ABSTRACTS)), encoding="utf-8")
    gold.write_text("".join(json.dumps({"key": f"k{i}", "methods": [{"names": ["GlimNet"]}]}) + "\n"
                            for i in range(2)), encoding="utf-8")
    return records, gold


COMMANDS = {
    "build": lambda records, gold, out: ["build", str(records), "--out", str(out), "--no-html"],
    "extract --strict": lambda records, gold, out: ["extract", str(records), "--strict", "-o", str(out / "x.jsonl")],
    "extract --processes 2": lambda records, gold, out: ["extract", str(records), "--processes", "2", "-o",
                                                         str(out / "x.jsonl")],
    "eval": lambda records, gold, out: ["eval", str(gold), str(records)],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_claim_pattern_that_does_not_compile_stops_the_command_with_one_error(tmp_path, inputs, command):
    file, line = _package_with(tmp_path, "patterns/claims.json", '"pps?",', '"pps?", "per(cent",')
    index = json.loads(file.read_text(encoding="utf-8"))["units"]["points"].index("per(cent")
    run = _run(tmp_path, *COMMANDS[command](*inputs, tmp_path / "out"))
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stderr.splitlines() == [f"Error: [KG504] claim rules {file}:{line}: units.points[{index}] 'per(cent' is "
                                       "no regular expression (missing ), unterminated subpattern at position 3): fix "
                                       "the pattern or restore the file"]
    assert "F1" not in run.stdout


def test_broken_rule_data_leaves_an_earlier_extraction_file_as_it_was(tmp_path, inputs):
    _package_with(tmp_path, "patterns/claims.json", '"pps?",', '"pps?", "per(cent",')
    out = tmp_path / "out" / "x.jsonl"
    out.parent.mkdir()
    out.write_text('{"earlier": "run"}\n', encoding="utf-8")
    run = _run(tmp_path, *COMMANDS["extract --strict"](*inputs, tmp_path / "out"))
    assert run.returncode == 1 and "[KG504]" in run.stderr, run.stdout + run.stderr
    assert out.read_text(encoding="utf-8") == '{"earlier": "run"}\n'
    assert [path.name for path in out.parent.iterdir()] == ["x.jsonl"]


def test_a_misspelt_gazetteer_label_stops_the_build_with_one_error(tmp_path, inputs):
    file, line = _package_with(tmp_path, "gazetteers/datasets.jsonl", '{"label": "DATASET", "pattern": "ImageNet", ',
                               '{"label": "DATSET", "pattern": "ImageNet", ')
    run = _run(tmp_path, *COMMANDS["build"](*inputs, tmp_path / "out"))
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stderr.splitlines() == [f"Error: [KG510] {file}:{line}: label 'DATSET' in datasets.jsonl, whose lines "
                                       "are all DATASET"]


def test_a_broken_gazetteer_line_stops_resolving_saved_extractions_too(tmp_path, inputs):
    """Extractions saved before the gazetteer broke are resolved with the same checked reader, not a lenient one
    that skips the line extraction refuses."""
    records, _ = inputs
    saved = tmp_path / "saved.jsonl"
    extracted = subprocess.run([sys.executable, "-m", "kg", "extract", str(records), "-o", str(saved)],
                               capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert extracted.returncode == 0, extracted.stderr
    file, line = _package_with(tmp_path, "gazetteers/methods.jsonl", '"label": "METHOD", ', '"label": "METHOD", "kindd": 1, ')
    run = _run(tmp_path, "entities", "--graph", str(saved))
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stderr.startswith(f"Error: [KG5") and f"{file}:{line}" in run.stderr and "kindd" in run.stderr
