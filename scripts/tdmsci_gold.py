"""Write TDMSci's test sentences as a gold set that `kg eval` scores like the others.

TDMSci (../shared/data/tdmsci/) ships its test set in CoNLL form: one token per line with
its character offset in the source text and a BIO tag (TASK, DATASET, METRIC). The offsets
give back each sentence as it was written ("DNN-based", "91.21%", not "DNN - based",
"91 . 21 %"), which is what the extraction reads; each tagged run of tokens becomes a gold
entity named by its source text. So

    python3 scripts/tdmsci_gold.py OUT_DIR
    kg eval OUT_DIR/tdmsci-test.gold.jsonl OUT_DIR/tdmsci-test.records.jsonl

gives the TDMSci figures. A sentence's repeated mention is one gold entity, as in the
other gold sets. A malformed line is reported with its file and line number and skipped.

usage: python3 scripts/tdmsci_gold.py OUT_DIR [--conll FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import NamedTuple

DEFAULT_CONLL = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "tdmsci" / "test_500_v2.conll"
KINDS = {"DATASET": "datasets", "METRIC": "metrics", "TASK": "tasks"}


class Token(NamedTuple):
    text: str
    offset: int
    tag: str


def read_sentences(path: Path) -> list[list[Token]]:
    """Blank-line separated blocks of `token<TAB>offset<TAB>tag` lines."""
    sentences: list[list[Token]] = [[]]
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            if sentences[-1]:
                sentences.append([])
            continue
        parts = line.split("\t")
        try:
            token = Token(parts[0], int(parts[1]), parts[2])
        except (IndexError, ValueError):
            print(f"{path}:{number}: not 'token<TAB>offset<TAB>tag', skipped", file=sys.stderr)
            continue
        if sentences[-1] and token.offset < sentences[-1][-1].offset + len(sentences[-1][-1].text):
            print(f"{path}:{number}: offset {token.offset} runs back into the token before, skipped", file=sys.stderr)
            continue
        sentences[-1].append(token)
    return [sentence for sentence in sentences if sentence]


def source_text(sentence: list[Token]) -> tuple[str, list[int]]:
    """The sentence as written, and each token's start in it."""
    base, text, starts = sentence[0].offset, "", []
    for token in sentence:
        text += " " * (token.offset - base - len(text))
        starts.append(len(text))
        text += token.text
    return text, starts


def mentions(sentence: list[Token], text: str, starts: list[int]) -> list[tuple[str, str]]:
    """(kind, name) of each B-/I- run; an I- tag that continues nothing opens a mention of its own."""
    found, current = [], None  # current: [kind, first token, last token]
    for index, token in enumerate(sentence + [Token("", 0, "O")]):
        prefix, _, kind = token.tag.partition("-")
        if current is not None and not (prefix == "I" and kind == current[0]):
            first, last = current[1], current[2]
            found.append((current[0], text[starts[first]:starts[last] + len(sentence[last].text)]))
            current = None
        if prefix == "B" or (prefix == "I" and current is None):
            current = [kind, index, index]
        elif prefix == "I":
            current[2] = index
    return [(kind, name) for kind, name in found if kind in KINDS]


def gold_rows(conll: Path) -> tuple[list[dict], list[dict]]:
    records, golds = [], []
    for index, sentence in enumerate(read_sentences(conll)):
        key = f"tdmsci-test-{index:03d}"
        text, starts = source_text(sentence)
        gold = {"key": key, "methods": [], "datasets": [], "metrics": [], "tasks": [], "gains": []}
        for kind, name in dict.fromkeys(mentions(sentence, text, starts)):
            gold[KINDS[kind]].append({"names": [name]})
        records.append({"key": key, "title": "", "abstract": text})
        golds.append(gold)
    return records, golds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--conll", type=Path, default=DEFAULT_CONLL, help="TDMSci test file in CoNLL form")
    args = parser.parse_args()
    records, golds = gold_rows(args.conll)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in (("records", records), ("gold", golds)):
        with (args.out_dir / f"tdmsci-test.{name}.jsonl").open("w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = {kind: sum(len(g[kind]) for g in golds) for kind in KINDS.values()}
    print(f"{len(records)} sentences; gold entities: " + ", ".join(f"{n} {k}" for k, n in counts.items()))


if __name__ == "__main__":
    main()
