"""scripts/scirex_recall.py: SciREX's salient entities named in an abstract, and how many the extraction finds."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "scirex_recall.py"
WORDS = ("document : We propose V - Net , a network for zorb sorting ( ZS ) . V - Net beats QuarkNet on "
         "ZorbSet by 2 points of accuracy .").split()


def _span(*tokens: str) -> list[int]:
    start = next(at for at in range(len(WORDS)) if WORDS[at:at + len(tokens)] == list(tokens))
    return [start, start + len(tokens)]


def test_each_salient_entity_named_in_the_abstract_counts_once_by_its_type(tmp_path):
    vnet, zorbset, accuracy, quark = _span("V", "-", "Net"), _span("ZorbSet"), _span("accuracy"), _span("QuarkNet")
    document = {"words": WORDS, "ner": [[*vnet, "Method"], [*zorbset, "Material"], [*accuracy, "Metric"],
                                       [*quark, "Method"]],
                "coref_in_abstract": {"V-Net": [vnet], "ZorbSet": [zorbset], "accuracy": [accuracy],
                                      "Blix": []}}  # (named only outside the abstract: not counted)
    data = tmp_path / "abstracts.jsonl"
    data.write_text(json.dumps(document) + "\n", encoding="utf-8")
    run = subprocess.run([sys.executable, str(SCRIPT), "--data", str(data)], capture_output=True, text=True, check=True)
    lines = run.stdout.splitlines()
    assert lines[0].startswith("1 SciREX abstracts")
    assert [line.split() for line in lines[1:]] == [
        ["methods", "R", "1.000", "(1", "of", "1)"], ["datasets", "R", "1.000", "(1", "of", "1)"],
        ["metrics", "R", "1.000", "(1", "of", "1)"], ["tasks", "none"]]
