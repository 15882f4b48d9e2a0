"""The held-out gold in eval/heldout stays usable: parseable, aligned with its records, scorable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kg.cli import app

HELDOUT = Path(__file__).resolve().parent.parent / "eval" / "heldout"
KINDS = ("methods", "datasets", "metrics", "tasks", "gains")


# every set in the folder, so a new one is checked as soon as it is added
SETS = tuple(sorted(path.name[:-len(".gold.jsonl")] for path in HELDOUT.glob("*.gold.jsonl")))


def test_every_gold_set_has_its_records_and_a_line_in_the_readme():
    readme = (HELDOUT / "README.md").read_text(encoding="utf-8")
    assert len(SETS) >= 18
    for name in SETS:
        assert (HELDOUT / f"{name}.records.jsonl").is_file(), name
        assert f"`{name}.*.jsonl`" in readme, name


@pytest.mark.parametrize("name", SETS)
def test_gold_and_records_align(name):
    gold = [json.loads(line) for line in (HELDOUT / f"{name}.gold.jsonl").read_text(encoding="utf-8").splitlines()]
    records = [json.loads(line) for line in (HELDOUT / f"{name}.records.jsonl").read_text(encoding="utf-8").splitlines()]
    assert gold and [g["key"] for g in gold] == [r["key"] for r in records]
    for row, record in zip(gold, records):
        assert record["abstract"].strip()
        assert all(isinstance(row[kind], list) for kind in KINDS), row["key"]
        for entity in row["methods"] + row["datasets"]:
            assert entity["names"] and entity["role"] in ("proposed", "used", "compared", "mentioned", "introduced",
                                                          "evaluated"), row["key"]


def test_the_sets_do_not_overlap():
    names = SETS
    keys = {name: {json.loads(line)["key"] for line in (HELDOUT / f"{name}.records.jsonl").read_text().splitlines()}
            for name in names}
    for index, name in enumerate(names):
        for other in names[index + 1:]:
            assert not keys[name] & keys[other], (name, other)


def test_kg_eval_scores_the_test_set():
    result = CliRunner().invoke(app, ["eval", str(HELDOUT / "arxiv-test.gold.jsonl"),
                                      str(HELDOUT / "arxiv-test.records.jsonl"), "--json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)["figures"]
    assert figures["methods"]["gold"] == 95 and figures["methods"]["pred"] > 0
