"""How many of SciREX's salient entities the extraction finds in the abstracts they are named in: recall only.

SciREX (../shared/data/scirex_abstracts/) annotates whole papers with the entities that matter to
them (salient: in the paper's results), by type: Method, Task, Material (data) and Metric. The slice
here holds each paper's title and abstract as tokens, with the spans where each salient entity is
named. Every salient entity named in the abstract counts once; it is found when the extraction gives a
name of its type written as one of its spans (names compared as ../shared/eval/score.py compares
them). Precision means nothing here: SciREX leaves out what is not salient, which the extraction finds
as it should.

    python3 scripts/scirex_recall.py [--data FILE]

The tokens are joined back with the spacing they lost ("V - Net" -> "V-Net", "( CNNs )" -> "(CNNs)").
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEFAULT = ROOT.parent / "shared" / "data" / "scirex_abstracts" / "train_abstracts.jsonl"
KINDS = {"Method": "methods", "Material": "datasets", "Metric": "metrics", "Task": "tasks"}
_GLUED = [(re.compile(r"\s+([,.;:)\]%])"), r"\1"), (re.compile(r"([(\[])\s+"), r"\1"),
          (re.compile(r"\s*-\s*"), "-"), (re.compile(r"\s*/\s*"), "/")]


def joined(words: list[str]) -> str:
    text = " ".join(words)
    for pattern, replacement in _GLUED:
        text = pattern.sub(replacement, text)
    return text


def _norm(name: str) -> str:
    """score.py's name comparison (case, spaces, dashes and dots aside; a plural acronym's "s")."""
    text = name.strip()
    if re.fullmatch(r"[A-Z0-9][A-Za-z0-9.\-]*[A-Z0-9]s", text):
        text = text[:-1]
    return re.sub(r"[\s\-_.\u2010-\u2015]+", "", text.casefold())


def salient_entities(document: dict) -> list[tuple[str, set[str]]]:
    """(kind, the names its spans write) of each salient entity the abstract names, typed by the spans' tag."""
    tags = {(start, end): tag for start, end, tag in document["ner"]}
    out = []
    for spans in document["coref_in_abstract"].values():
        kinds = {KINDS.get(tags.get((start, end), "")) for start, end in spans} - {None}
        if spans and len(kinds) == 1:
            out.append((kinds.pop(), {_norm(joined(document["words"][start:end])) for start, end in spans}))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT)
    args = parser.parse_args()
    from kg.evaluate import to_eval_record
    from kg.extract import extract_papers
    from kg.models import Paper

    documents = [json.loads(line) for line in args.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    words = [document["words"][2:] if document["words"][:2] == ["document", ":"] else document["words"]
             for document in documents]
    papers = [Paper(id=f"scirex:{n}", abstract=joined(tokens)) for n, tokens in enumerate(words)]
    found = {kind: [0, 0] for kind in KINDS.values()}
    for document, extraction in zip(documents, extract_papers(papers)):
        predicted = to_eval_record(extraction)
        names = {kind: {_norm(name) for entity in predicted.get(kind, []) for name in entity["names"]}
                 for kind in KINDS.values()}
        for kind, written in salient_entities(document):
            found[kind][0] += bool(written & names[kind])
            found[kind][1] += 1
    print(f"{len(documents)} SciREX abstracts; salient entities named in them, found by the extraction:")
    for kind, (hits, total) in found.items():
        print(f"  {kind:9} R {hits / total:.3f}  ({hits} of {total})" if total else f"  {kind:9} none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
