"""Where extraction spends its time: CPU time of each stage on the arXiv corpus, one pass.

The stages run as the pipeline runs them, 64 abstracts at a time: text cleaning, the tokenizer, each
pipeline component (sentences, gazetteer, cues, mention rules), then the claim rules with the records.
The last line says what the pipeline would cost if the mention and claim rules took no time at all:
the other stages against the tokenizer's time in the same run (the benchmark's tokenizer alone, in a
process of its own, runs faster than it does here between the other stages).

One pass over distinct texts in a fresh process: a second pass over the same texts would hit the
tokenizer's cache and make it look cheaper than it is.

usage: python scripts/bench_stages.py [CORPUS.jsonl] [--limit N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from bench_extract import DEFAULT, _load as load_corpus  # noqa: E402  (the same corpus, read the same way)
RULE_STAGES = ("kg_mentions", "claims and records")


def stage_times(papers, batch_size: int = 64) -> dict[str, float]:
    """CPU seconds per stage over `papers`, in the pipeline's order."""
    from kg.extract.components import TEXT_KEY, TITLE_KEY
    from kg.extract.pipeline import _extraction_from_doc, clean_text, shared_nlp
    from kg.process import own_this_process

    own_this_process()  # (as the `kg` command does)
    nlp = shared_nlp()
    times: dict[str, float] = {"cleaning": 0.0, "tokenizer": 0.0}
    times.update({name: 0.0 for name, _ in nlp.pipeline})
    times["claims and records"] = 0.0
    for start in range(0, len(papers), batch_size):
        batch = papers[start:start + batch_size]
        began = time.process_time()
        texts = [clean_text(paper.abstract) for paper in batch]
        times["cleaning"] += time.process_time() - began
        began = time.process_time()
        docs = [nlp.make_doc(text) for text in texts]
        times["tokenizer"] += time.process_time() - began
        for doc, paper, text in zip(docs, batch, texts):
            doc.user_data[TITLE_KEY] = paper.title or ""
            doc.user_data[TEXT_KEY] = text
        for name, component in nlp.pipeline:
            began = time.process_time()
            docs = [component(doc) for doc in docs]
            times[name] += time.process_time() - began
        began = time.process_time()
        for paper, doc in zip(batch, docs):
            _extraction_from_doc(paper, doc)
        times["claims and records"] += time.process_time() - began
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--limit", type=int, default=3000, help="abstracts to time (default 3000)")
    args = parser.parse_args()
    papers = load_corpus(args.corpus, args.limit)
    times = stage_times(papers)
    total = sum(times.values())
    print(f"{len(papers)} abstracts, {1000 * total / len(papers):.2f} ms of CPU each")
    for name, seconds in times.items():
        print(f"  {name:20} {1000 * seconds / len(papers):6.3f} ms  {100 * seconds / total:5.1f}%")
    others = total - sum(times[name] for name in RULE_STAGES)
    print(f"without the mention and claim rules the pipeline would take {others / times['tokenizer']:.2f} times "
          f"the tokenizer's time in this run")


if __name__ == "__main__":
    main()
