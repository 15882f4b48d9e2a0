"""How much resolution folds: Method and Dataset nodes before and after, and the largest merges.

Usage:
    python3 scripts/resolution_report.py out/extractions.jsonl [--aliases kg.aliases.yaml] [--top 10] [--json]

"Before" counts distinct surface forms per label (what a builder without resolution
would make into nodes); "after" counts entities seen in at least one paper. A broken
line is reported with its file and line number, counted and skipped.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from pydantic import ValidationError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kg.errors import KgError  # noqa: E402
from kg.models import Extraction  # noqa: E402
from kg.resolve import load_overrides, resolve  # noqa: E402


def read_extractions(path: Path) -> tuple[list[Extraction], list[str]]:
    extractions, problems = [], []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                extractions.append(Extraction.model_validate_json(line))
            except ValidationError as exc:
                problems.append(f"{path}:{number}: not an Extraction ({exc.error_count()} problem(s): "
                                f"{exc.errors()[0]['msg']})")
    return extractions, problems


def report(extractions: list[Extraction], overrides=None, top: int = 10) -> dict:
    started = time.perf_counter()
    resolution = resolve(extractions, overrides=overrides)
    seconds = time.perf_counter() - started
    stats = resolution.stats()
    nodes = {}
    for label in ("METHOD", "DATASET", "METRIC", "TASK"):
        row = stats["by_label"].get(label, {"surface_forms": 0, "entities": 0})
        nodes[label] = {"before": row["surface_forms"], "after": row["entities"]}
    variants = sum(1 for e in resolution.entities.values() if e.variant_of)
    merges = [{"id": e.id, "name": e.name, "papers": e.papers, "forms": len(e.aliases), "aliases": list(e.aliases)}
              for e in resolution.largest_merges(top)]
    return {"papers": len(extractions), "mentions": stats["mentions"], "nodes": nodes,
            "variants": variants, "families_added": stats["families_added"],
            "overrides_changed": stats["overrides_changed"], "seconds": round(seconds, 2),
            "largest_merges": merges}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("extractions", type=Path, help="extractions.jsonl: one Extraction JSON per line")
    parser.add_argument("--aliases", type=Path, help="alias override file")
    parser.add_argument("--top", type=int, default=10, help="how many of the largest merges to list")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        overrides = load_overrides(args.aliases) if args.aliases else None
        extractions, problems = read_extractions(args.extractions)
    except (KgError, OSError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    for problem in problems:
        print(problem, file=sys.stderr)
    result = report(extractions, overrides, args.top)
    result["skipped_lines"] = len(problems)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
        return 0
    print(f"{result['papers']} papers, {result['mentions']} mentions, resolved in {result['seconds']} s"
          f" ({result['skipped_lines']} bad lines skipped)")
    for label, row in result["nodes"].items():
        print(f"{label:8} nodes before {row['before']:>7}  after {row['after']:>7}")
    print(f"{result['variants']} variants ({result['families_added']} family nodes added);"
          f" overrides changed {result['overrides_changed']} entities")
    print(f"largest {args.top} merges:")
    for merge in result["largest_merges"]:
        shown = "; ".join(merge["aliases"][:12]) + (" ..." if len(merge["aliases"]) > 12 else "")
        print(f"  {merge['forms']:>3} forms  {merge['papers']:>5} papers  {merge['id']}  ({merge['name']}): {shown}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader of the report had enough ("| head"): no error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # (so the flush at exit fails no more)
        sys.exit(0)
