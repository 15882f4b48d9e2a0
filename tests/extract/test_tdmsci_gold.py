"""scripts/tdmsci_gold.py: TDMSci's CoNLL test set as records and gold rows for `kg eval`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "tdmsci_gold.py"

# Offsets run on across sentences, as in TDMSci's file; "CIFAR-10" and "91.21%" were written without spaces.
CONLL = """We\t100\tO
report\t103\tO
accuracy\t110\tB-METRIC
on\t119\tO
CIFAR\t122\tB-DATASET
-\t127\tI-DATASET
10\t128\tI-DATASET
:\t130\tO
91.21\t132\tO
%\t137\tO
.\t138\tO

Part\t140\tB-TASK
-\t144\tI-TASK
of\t145\tI-TASK
-\t147\tI-TASK
speech\t148\tI-TASK
tagging\t155\tI-TASK
accuracy\t163\tB-METRIC
and\t172\tO
accuracy\t176\tB-METRIC
again\t185\tO
broken line
on\t191\tI-DATASET
WSJ\t194\tI-DATASET
.\t197\tO
"""


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_sentences_are_written_as_in_the_source_and_tagged_runs_become_gold(tmp_path):
    conll = tmp_path / "test.conll"
    conll.write_text(CONLL, encoding="utf-8")
    done = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "out"), "--conll", str(conll)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "2 sentences; gold entities: 2 datasets, 2 metrics, 1 tasks" in done.stdout
    assert f"{conll}:23: not 'token<TAB>offset<TAB>tag', skipped" in done.stderr

    records = _read(tmp_path / "out" / "tdmsci-test.records.jsonl")
    assert [r["key"] for r in records] == ["tdmsci-test-000", "tdmsci-test-001"]
    assert records[0]["abstract"] == "We report accuracy on CIFAR-10: 91.21%."
    assert records[1]["abstract"] == "Part-of-speech tagging accuracy and accuracy again on WSJ."

    gold = _read(tmp_path / "out" / "tdmsci-test.gold.jsonl")
    assert gold[0]["datasets"] == [{"names": ["CIFAR-10"]}] and gold[0]["metrics"] == [{"names": ["accuracy"]}]
    assert gold[1]["tasks"] == [{"names": ["Part-of-speech tagging"]}]
    assert gold[1]["metrics"] == [{"names": ["accuracy"]}]  # repeated in one sentence: one entity
    assert gold[1]["datasets"] == [{"names": ["on WSJ"]}]  # an I- tag that continues nothing opens a mention
