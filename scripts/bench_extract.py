"""Extraction speed on the 13,108-abstract arXiv corpus: prints abstracts per second.

Each measurement runs in a fresh process over the same distinct texts, so no run
profits from another's tokenizer cache:
  tokenizer    spaCy's tokenizer alone, as the pipeline sets it up (its own rules, in the
               process that built the whole pipeline): the goal's yardstick
  stock        spaCy's tokenizer of a blank English pipeline, for reference
  full x1      the whole extraction (mentions, roles, claims, evidence) in one process
  full x2      the same split across two worker processes

The three run one after another, --rounds times; the ratios are the medians of each
round's own ratios, so a machine whose speed drifts (a shared host) skews them less than
it skews the rates. Each measurement also reports its CPU time (with the worker's), which
gives the same ratio in CPU seconds and how busy two processes keep two cores.

usage: python scripts/bench_extract.py [CORPUS.jsonl] [--limit N] [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "arxiv_cs_cv_cl_corpus" / "corpus.jsonl"


def _load(path: Path, limit: int | None):
    from kg.models import Paper

    papers = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            papers.append(Paper(id=f"arxiv:{row['id']}", abstract=row["abstract"], title=row.get("title")))
            if limit and len(papers) >= limit:
                break
    return papers


def measure(mode: str, path: Path, limit: int | None) -> dict:
    import spacy

    from kg.extract import extract_papers
    from kg.extract.pipeline import shared_nlp
    from kg.process import own_this_process

    own_this_process()  # (as the `kg` command does: the speed it runs at)
    papers = _load(path, limit)
    nlp = spacy.blank("en") if mode == "stock" else shared_nlp()
    cpu_before = _cpu_seconds()
    started = time.perf_counter()
    if mode in ("tokenizer", "stock"):
        for _ in nlp.tokenizer.pipe(p.abstract for p in papers):
            pass
        count = len(papers)
    else:
        processes = 2 if mode == "full2" else 1
        count = sum(1 for _ in extract_papers(papers, nlp=None if processes > 1 else nlp, processes=processes))
    seconds = time.perf_counter() - started
    cpu = _cpu_seconds() - cpu_before
    return {"mode": mode, "abstracts": count, "seconds": round(seconds, 2), "per_second": round(count / seconds, 1),
            "cpu_seconds": round(cpu, 2)}


def _cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the worker of two processes). Beside the wall-clock
    rates it tells a slow host (both slow) from a slow pipeline, and how busy two processes keep two cores."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--rounds", type=int, default=3, help="measurements of each mode (default 3)")
    parser.add_argument("--mode", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.mode:
        print(json.dumps(measure(args.mode, args.corpus, args.limit)))
        return
    rounds, cpu_rounds, seconds_rounds = [], [], []
    for round_number in range(1, max(1, args.rounds) + 1):
        results = {}
        for mode in ("tokenizer", "stock", "full1", "full2"):
            command = [sys.executable, __file__, str(args.corpus), "--mode", mode] + (["--limit", str(args.limit)] if args.limit else [])
            out = subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
            results[mode] = json.loads(out)
            print(f"round {round_number}  {mode:10} {results[mode]['abstracts']:6} abstracts  {results[mode]['seconds']:7.2f} s  "
                  f"{results[mode]['per_second']:8.1f} abstracts/s  {results[mode]['cpu_seconds']:7.2f} s of CPU", flush=True)
        rounds.append({mode: result["per_second"] for mode, result in results.items()})
        cpu_rounds.append({mode: result["cpu_seconds"] for mode, result in results.items()})
        seconds_rounds.append({"full2_seconds": results["full2"]["seconds"]})
    tokenizer, stock, one, two = (statistics.median(r[m] for r in rounds) for m in ("tokenizer", "stock", "full1", "full2"))
    slower = statistics.median(r["tokenizer"] / r["full1"] for r in rounds)
    slower_stock = statistics.median(r["stock"] / r["full1"] for r in rounds)
    parallel = statistics.median(r["full2"] / r["full1"] for r in rounds)
    print(f"median of {len(rounds)} rounds: tokenizer {tokenizer:.1f}/s, stock tokenizer {stock:.1f}/s, "
          f"full x1 {one:.1f}/s, full x2 {two:.1f}/s")
    print(f"full pipeline is {slower:.2f}x slower than the tokenizer alone (goal <= 2.0); "
          f"{slower_stock:.2f}x slower than the stock tokenizer")
    print(f"two processes run {parallel:.2f}x one process (goal >= 1.7)")
    cpu_slower = statistics.median(r["full1"] / r["tokenizer"] for r in cpu_rounds)
    busy = statistics.median(c["full2"] / (2 * w_seconds) for c, w_seconds in
                             zip(cpu_rounds, (r["full2_seconds"] for r in seconds_rounds)))
    print(f"in CPU time, the full pipeline takes {cpu_slower:.2f}x the tokenizer's; "
          f"two processes keep {busy:.0%} of two cores busy")


if __name__ == "__main__":
    main()
