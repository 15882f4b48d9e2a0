"""scripts/resolution_report.py: before/after counts and largest merges from extractions.jsonl."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.resolve.conftest import mention, paper

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "resolution_report.py"


def test_report_counts_and_skips_broken_lines(tmp_path):
    extractions = [
        paper("p1", mention("METHOD", "Llama 3"), mention("METHOD", "ViT"), mention("DATASET", "CIFAR10")),
        paper("p2", mention("METHOD", "LLaMA-3"), mention("METHOD", "Vision Transformer"), mention("DATASET", "CIFAR-10")),
        paper("p3", mention("METHOD", "Llama3"), mention("DATASET", "ImageNet-1K")),
    ]
    path = tmp_path / "extractions.jsonl"
    lines = [e.model_dump_json() for e in extractions]
    lines.insert(1, '{"paper": {"id": "broken"}}')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    done = subprocess.run([sys.executable, str(SCRIPT), str(path), "--json"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert f"{path}:2: not an Extraction" in done.stderr
    report = json.loads(done.stdout)
    assert report["papers"] == 3 and report["skipped_lines"] == 1
    assert report["nodes"]["METHOD"] == {"before": 5, "after": 2}
    assert report["nodes"]["DATASET"] == {"before": 3, "after": 2}
    assert report["largest_merges"][0]["forms"] == 3

    text = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True, text=True).stdout
    assert "METHOD   nodes before       5  after       2" in text


def test_report_missing_file_is_an_error(tmp_path):
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "none.jsonl")], capture_output=True, text=True)
    assert done.returncode == 1 and done.stderr.startswith("Error: ")
