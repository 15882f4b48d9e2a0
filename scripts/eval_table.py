"""Score the seed gold and every held-out set at once, and print the README's extraction table.

Usage:
    python3 scripts/eval_table.py [GOLD ...] [--processes 2] [--json]

With no GOLD, scores ../shared/eval/seeds.gold.jsonl and eval/heldout/*.gold.jsonl, each beside its
*.records.jsonl. Prints one Markdown row per set in the layout of the README's table, then the
figures pooled over the seeds and the dev sets: one number per kind that a change of rules moves
only if it helps more abstracts than it hurts. The test sets stay out of the pool; they are figures
to report, never to tune on. A set without records is named and skipped; a broken line, named by file
and line, costs only its abstract.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.errors import KgError  # noqa: E402
from kg.evaluate import evaluate_files, score  # noqa: E402
from kg.pipeline import describe_problem  # noqa: E402

KINDS = ("methods", "proposed", "datasets", "metrics", "tasks", "gains")
SEED_GOLD = ROOT.parent / "shared" / "eval" / "seeds.gold.jsonl"


def set_name(gold: Path) -> str:
    """'arxiv-dev12' for eval/heldout/arxiv-dev12.gold.jsonl; 'seeds' for the seed gold."""
    return gold.name[:-len(".gold.jsonl")] if gold.name.endswith(".gold.jsonl") else gold.stem


def row_label(name: str, abstracts: int) -> str:
    if name == "seeds":
        return f"seed abstracts ({abstracts})"
    if name.startswith("arxiv-"):
        return f"held-out arXiv abstracts, {name[len('arxiv-'):]} ({abstracts})"
    return f"{name} ({abstracts})"


def in_the_pool(name: str) -> bool:
    """The seeds and the dev sets; never a test set."""
    return name == "seeds" or re.fullmatch(r"arxiv-dev\d*", name) is not None


def _natural(name: str) -> tuple:
    match = re.fullmatch(r"(.*?)(\d*)", name)
    return (name != "seeds", match.group(1), int(match.group(2) or 1))


def score_set(gold: Path) -> tuple[str, dict | None, list[dict], list[dict], str]:
    """(name, figures, gold rows, predicted rows, what could not be read): one set extracted and scored."""
    name = set_name(gold)
    if not gold.name.endswith(".gold.jsonl"):
        return name, None, [], [], f"{gold}: a gold file's name ends in .gold.jsonl, beside its .records.jsonl; skipped"
    records = gold.with_name(gold.name[:-len(".gold.jsonl")] + ".records.jsonl")
    if not records.is_file():
        return name, None, [], [], f"{gold}: no records file {records.name} beside it; skipped"
    try:
        evaluation = evaluate_files(gold, records)
    except KgError as exc:
        return name, None, [], [], f"{exc}; skipped"
    said = [describe_problem(problem) for problem in evaluation.record_problems + evaluation.gold_problems]
    if evaluation.unmatched_keys:
        keys = evaluation.unmatched_keys
        said.append(f"{gold}: {keys} gold key{'s' if keys != 1 else ''} match{'es' if keys == 1 else ''} no record; "
                    "scored as all misses")
    return name, evaluation.scores.figures, evaluation.gold_rows, evaluation.predictions, "\n".join(said)


def markdown_row(label: str, figures: dict) -> str:
    attribution = figures["gain_attribution"]
    named = " / ".join("n/a" if attribution[k] is None else f"{attribution[k]:.3f}"
                       for k in ("target", "method", "baseline"))
    return f"| {label} | " + " | ".join(f"{figures[k]['f1']:.3f}" for k in KINDS) + f" | {named} |"


def pooled(results: list[tuple]) -> dict | None:
    """Every pooled abstract scored as one set (keys prefixed with their set's name, so none collide)."""
    gold_rows, predicted = [], []
    for name, figures, gold, pred, _ in results:
        if figures is not None and in_the_pool(name):
            gold_rows += [dict(row, key=f"{name}/{row['key']}") for row in gold]
            predicted += [dict(row, key=f"{name}/{row['key']}") for row in pred]
    return score(gold_rows, predicted).figures if gold_rows else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("gold", nargs="*", type=Path, help="gold files (default: the seeds and eval/heldout)")
    parser.add_argument("--processes", type=int, default=2, help="sets scored at once (default 2)")
    parser.add_argument("--json", action="store_true", help="figures as one JSON object")
    args = parser.parse_args(argv)

    golds = args.gold or ([SEED_GOLD] if SEED_GOLD.is_file() else []) + sorted(
        (ROOT / "eval" / "heldout").glob("*.gold.jsonl"))
    missing = [str(path) for path in golds if not path.is_file()]
    if missing:
        print(f"error: no such gold file: {', '.join(missing)}", file=sys.stderr)
        return 2
    if args.processes <= 1:
        results = [score_set(gold) for gold in golds]
    else:
        with Pool(args.processes) as pool:
            results = pool.map(score_set, golds, chunksize=1)
    results.sort(key=lambda result: _natural(result[0]))
    for _, _, _, _, problem in results:
        if problem:
            print(problem, file=sys.stderr)
    together = pooled(results)
    if args.json:
        print(json.dumps({"sets": {name: figures for name, figures, *_ in results if figures is not None},
                          "pooled": together}, indent=1))
        return 0
    print("| gold set | methods F1 | proposed F1 | datasets F1 | metrics F1 | tasks F1 | gains F1 "
          "| gain target / method / baseline |")
    print("|---|---|---|---|---|---|---|---|")
    for name, figures, *_ in results:
        if figures is not None:
            print(markdown_row(row_label(name, figures["abstracts"]), figures))
    if together is not None:
        print(f"\npooled over the seeds and the dev sets ({together['abstracts']} abstracts):")
        for kind in KINDS:
            row = together[kind]
            print(f"  {kind:9} P {row['p']:.3f}  R {row['r']:.3f}  F1 {row['f1']:.3f}  "
                  f"(tp {row['tp']}, pred {row['pred']}, gold {row['gold']})")
        print("  gain attribution", together["gain_attribution"], " role accuracy", together["role_accuracy"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
