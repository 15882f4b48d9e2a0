"""Write TDMSci's test sentences as a gold set that `kg eval` scores like the others.

TDMSci (../shared/data/tdmsci/) ships its test set in brat standoff: one tokenized
sentence per line of test.txt, mentions with character offsets in test.ann. This turns
each sentence into a record (`key`, `title`, `abstract`) and a gold row (`datasets`,
`metrics`, `tasks`), so that

    python3 scripts/tdmsci_gold.py OUT_DIR
    kg eval OUT_DIR/tdmsci-test.gold.jsonl OUT_DIR/tdmsci-test.records.jsonl

gives the TDMSci figures. The text is detokenized ("CIFAR - 10" -> "CIFAR-10",
"Children ' s" -> "Children's"), since the extraction reads prose, not CoNLL tokens;
gold names keep TDMSci's spelling, which the scorer compares without spaces or hyphens.
A sentence's repeated mention is one gold entity, as in the other gold sets.

usage: python3 scripts/tdmsci_gold.py OUT_DIR [--brat DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

DEFAULT_BRAT = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "tdmsci" / "eval_brat_test"
KINDS = {"DATASET": "datasets", "METRIC": "metrics", "TASK": "tasks"}

# Spaces the CoNLL tokenization put into prose: around hyphens and slashes, before
# punctuation and clitics, inside brackets.
_DETOKENIZE = [
    (re.compile(r" ([-/]) "), r"\1"),
    (re.compile(r" ([,.;:!?%)\]}])"), r"\1"),
    (re.compile(r"([(\[{]) "), r"\1"),
    (re.compile(r" ' (s|re|ve|ll|d|m|t)\b"), r"'\1"),
    (re.compile(r" n't\b"), "n't"),
]


def detokenize(text: str) -> str:
    for pattern, replacement in _DETOKENIZE:
        text = pattern.sub(replacement, text)
    return text


def read_mentions(ann: Path) -> list[tuple[str, int, int, str]]:
    """(kind, start, end, text) of each text-bound annotation; a malformed line is reported and skipped."""
    mentions = []
    for number, line in enumerate(ann.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.startswith("T"):
            continue
        try:
            _, spec, text = line.split("\t", 2)
            kind, start, end = spec.split(" ")
            mentions.append((kind, int(start), int(end), text))
        except ValueError:
            print(f"{ann}:{number}: not a brat text-bound annotation, skipped", file=sys.stderr)
    return mentions


def gold_rows(brat: Path) -> tuple[list[dict], list[dict]]:
    sentences = (brat / "test.txt").read_text(encoding="utf-8").split("\n")
    if sentences and sentences[-1] == "":
        sentences.pop()
    starts, offset = [], 0
    for sentence in sentences:
        starts.append(offset)
        offset += len(sentence) + 1
    records, golds = [], []
    for index, sentence in enumerate(sentences):
        key = f"tdmsci-test-{index:03d}"
        records.append({"key": key, "title": "", "abstract": detokenize(sentence)})
        golds.append({"key": key, "methods": [], "datasets": [], "metrics": [], "tasks": [], "gains": []})
    seen: set[tuple[int, str, str]] = set()
    for kind, start, end, text in read_mentions(brat / "test.ann"):
        if kind not in KINDS:
            continue
        index = max(i for i, s in enumerate(starts) if s <= start)
        if sentences[index][start - starts[index]:end - starts[index]] != text:
            print(f"{brat / 'test.ann'}: {text!r} is not at {start}-{end} of test.txt, skipped", file=sys.stderr)
            continue
        if (index, KINDS[kind], text) in seen:
            continue
        seen.add((index, KINDS[kind], text))
        golds[index][KINDS[kind]].append({"names": [text]})
    return records, golds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--brat", type=Path, default=DEFAULT_BRAT, help="folder with test.txt and test.ann")
    args = parser.parse_args()
    records, golds = gold_rows(args.brat)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in (("records", records), ("gold", golds)):
        with (args.out_dir / f"tdmsci-test.{name}.jsonl").open("w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = {kind: sum(len(g[kind]) for g in golds) for kind in KINDS.values()}
    print(f"{len(records)} sentences; gold entities: " + ", ".join(f"{n} {k}" for k, n in counts.items()))


if __name__ == "__main__":
    main()
