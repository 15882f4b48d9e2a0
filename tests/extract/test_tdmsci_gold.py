"""scripts/tdmsci_gold.py: TDMSci's brat test set as records and gold rows for `kg eval`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "tdmsci_gold.py"


def _brat(tmp_path: Path) -> Path:
    sentences = [
        "We report accuracy on CIFAR - 10 and the Children ' s Book Test .",
        "Results for part - of - speech tagging ( POS ) improve , and accuracy again .",
    ]
    text = "\n".join(sentences) + "\n"
    second = len(sentences[0]) + 1
    spans = [("METRIC", text.index("accuracy"), "accuracy"), ("DATASET", text.index("CIFAR"), "CIFAR - 10"),
             ("DATASET", text.index("Children"), "Children ' s Book Test"),
             ("TASK", text.index("part"), "part - of - speech tagging"),
             ("METRIC", text.index("accuracy", second), "accuracy"), ("METRIC", text.index("accuracy", second), "accuracy")]
    lines = [f"T{n}\t{kind} {start} {start + len(name)}\t{name}" for n, (kind, start, name) in enumerate(spans, 1)]
    lines.insert(2, "T99\tDATASET 0 5\tnot at its offsets")
    lines.append("#1\tAnnotatorNotes T1\ta note, not a mention")
    lines.append("T7 broken line")
    brat = tmp_path / "brat"
    brat.mkdir()
    (brat / "test.txt").write_text(text, encoding="utf-8")
    (brat / "test.ann").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return brat


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_sentences_become_detokenized_records_and_mentions_gold_rows(tmp_path):
    brat = _brat(tmp_path)
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "out"), "--brat", str(brat)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "2 sentences; gold entities: 2 datasets, 2 metrics, 1 tasks" in done.stdout
    assert "not at 0-5" in done.stderr and "test.ann:9: not a brat text-bound annotation" in done.stderr

    records = _read(tmp_path / "out" / "tdmsci-test.records.jsonl")
    assert [r["key"] for r in records] == ["tdmsci-test-000", "tdmsci-test-001"]
    assert records[0]["abstract"] == "We report accuracy on CIFAR-10 and the Children's Book Test."
    assert records[1]["abstract"] == "Results for part-of-speech tagging (POS) improve, and accuracy again."

    gold = _read(tmp_path / "out" / "tdmsci-test.gold.jsonl")
    assert gold[0]["datasets"] == [{"names": ["CIFAR - 10"]}, {"names": ["Children ' s Book Test"]}]
    assert gold[0]["metrics"] == [{"names": ["accuracy"]}]
    assert gold[1]["tasks"] == [{"names": ["part - of - speech tagging"]}]
    assert gold[1]["metrics"] == [{"names": ["accuracy"]}]  # repeated in one sentence: one entity
