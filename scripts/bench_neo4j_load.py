"""Benchmark: batched Neo4j loading against one row per transaction.

Builds the graph of the 13k-abstract corpus with kg.pipeline (or reads a graph.json,
or synthesises one of the same size with --synthetic), warms the server up with --warmup
untimed loads (20 by default: a fresh JVM runs its first loads well below its steady pace), loads it
--repeat times with each batch size (each a first load into the emptied database; the
median is the figure), reloads it once into the filled database, then times
relationships written one row per transaction on a sample and prints both rates and
their ratio.

    NEO4J_URI=bolt://127.0.0.1:7687 python scripts/bench_neo4j_load.py --clear
    python scripts/bench_neo4j_load.py --clear --graph out/graph.json --batch-sizes 2000,5000,10000

The database is emptied between runs, so --clear is required unless it is empty already.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kg.graph import rel_key  # noqa: E402
from kg.store.neo4j import (Neo4jConfig, clear_database, counts, load_graph, load_rows_one_by_one,  # noqa: E402
                            run_query)

CORPUS = ROOT.parent / "shared" / "data" / "arxiv_cs_cv_cl_corpus" / "corpus.jsonl"


def corpus_graph(corpus: Path, processes: int) -> nx.MultiDiGraph:
    from kg.pipeline import build

    with tempfile.TemporaryDirectory() as out:
        _, graph = build([corpus], out, html=False, processes=processes)
    return graph


def synthetic_graph(papers: int = 13_108, rels_per_paper: int = 11, seed: int = 7) -> nx.MultiDiGraph:
    """A graph shaped like the corpus graph: Zipf-like entity popularity, results with their links."""
    rng = random.Random(seed)
    graph = nx.MultiDiGraph()
    pools = {"Method": 6000, "Dataset": 2500, "Metric": 300, "Task": 900}
    for label, size in pools.items():
        for index in range(size):
            node_id = f"{label.lower()}:{label.lower()}-{index}"
            graph.add_node(node_id, label=label, name=f"{label} {index}", aliases=[f"{label} {index}"], papers=0)

    def pick(label: str) -> str:
        index = min(int(rng.paretovariate(1.1)) - 1, pools[label] - 1)
        return f"{label.lower()}:{label.lower()}-{index}"

    roles = [("PROPOSES", "Method"), ("USES", "Method"), ("USES", "Method"), ("COMPARES_WITH", "Method"),
             ("MENTIONS", "Method"), ("EVALUATES_ON", "Dataset"), ("EVALUATES_ON", "Dataset"),
             ("INTRODUCES", "Dataset"), ("MEASURES", "Metric"), ("ADDRESSES", "Task")]
    for number in range(papers):
        paper = f"arxiv:2501.{number:05d}"
        abstract = f"Abstract {number} " + "text " * 150
        graph.add_node(paper, label="Paper", name=f"Paper {number}", title=f"Paper {number}", abstract=abstract,
                       year=2025)
        for rel_type, label in rng.sample(roles, k=min(len(roles), rels_per_paper - 3)):
            target = pick(label)
            key = rel_key(paper, rel_type, target)
            if not graph.has_edge(paper, target, key=key):
                graph.add_edge(paper, target, key=key, type=rel_type, sentence=abstract[:120], start=10, end=20,
                               rule="gaz:bench", confidence=0.9)
        result = f"{paper}#1"
        graph.add_node(result, label="Result", name="+1.5%", value=1.5, unit="%", direction="increase", text="+1.5%")
        evidence = {"sentence": abstract[:120], "start": 30, "end": 40, "rule": "CLAIM", "confidence": 0.8}
        graph.add_edge(paper, result, key=rel_key(paper, "REPORTS", result), type="REPORTS", **evidence)
        for rel_type, label in (("FOR_METHOD", "Method"), ("ON_DATASET", "Dataset")):
            target = pick(label)
            graph.add_edge(result, target, key=rel_key(result, rel_type, target), type=rel_type, **evidence)
    graph.remove_nodes_from([n for n in list(graph.nodes) if graph.degree(n) == 0])
    return graph


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--neo4j", help="Bolt URI (default: NEO4J_URI)")
    parser.add_argument("--graph", type=Path, help="load this graph.json instead of building the corpus graph")
    parser.add_argument("--synthetic", action="store_true", help="synthesise a corpus-sized graph instead")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--processes", type=int, default=2, help="extraction processes for the corpus build")
    parser.add_argument("--batch-sizes", default="1000,5000,10000", help="comma-separated batch sizes to time")
    parser.add_argument("--sample", type=int, default=2000, help="relationships written one per transaction")
    parser.add_argument("--clear", action="store_true", help="allow emptying the database between runs")
    parser.add_argument("--warmup", type=int, default=20, help="untimed loads that warm the server up first")
    parser.add_argument("--repeat", type=int, default=3, help="timed loads per batch size; the median counts")
    args = parser.parse_args()

    config = Neo4jConfig.from_env(args.neo4j)
    existing = run_query(config, "MATCH (n) RETURN count(n) AS n")[0]["n"]
    if existing and not args.clear:
        print(f"{config.uri} holds {existing} nodes; pass --clear to let the benchmark empty it", file=sys.stderr)
        return 2

    started = time.perf_counter()
    if args.graph:
        from kg.store.local import read_graph

        graph, source = read_graph(args.graph), str(args.graph)
    elif args.synthetic:
        graph, source = synthetic_graph(), "synthetic"
    else:
        graph, source = corpus_graph(args.corpus, args.processes), str(args.corpus)
    papers = sum(1 for _, d in graph.nodes(data=True) if d.get("label") == "Paper")
    rels = graph.number_of_edges()
    print(f"graph: {source}: {papers} papers, {graph.number_of_nodes()} nodes, {rels} relationships "
          f"(prepared in {time.perf_counter() - started:.1f}s)")

    for number in range(1, args.warmup + 1):
        # Loads into a fresh server also pay for JIT compilation and page-cache allocation;
        # they are reported, then the timed runs measure the steady state.
        clear_database(config)
        cold = load_graph(graph, config)
        print(f"warm-up load {number}: {cold.relationships_written} relationships in {cold.seconds:.2f}s = "
              f"{cold.relationships_written / cold.seconds:,.0f} rels/s")
    best = None
    for batch_size in [int(b) for b in args.batch_sizes.split(",") if b.strip()]:
        times = []
        for _ in range(max(1, args.repeat)):
            clear_database(config)
            summary = load_graph(graph, config, batch_size=batch_size)
            times.append(summary.seconds)
        seconds = statistics.median(times)
        rate = summary.relationships_written / seconds
        print(f"batched into an empty database, batch_size={batch_size:>6}: "
              f"{summary.relationships_written} relationships in "
              f"{seconds:6.2f}s = {rate:9,.0f} rels/s ({summary.transactions} transactions; median of "
              f"{', '.join(f'{t:.2f}' for t in times)} s)")
        if best is None or rate > best[1]:
            best = (batch_size, rate, seconds)
    stored = counts(config)
    reload = load_graph(graph, config, batch_size=best[0])
    same = counts(config) == stored
    print(f"reload of the same graph into the filled database (batch_size={best[0]}): {reload.seconds:.2f}s = "
          f"{reload.relationships_written / reload.seconds:,.0f} rels/s, counts unchanged: {same}")

    run_query(config, "MATCH ()-[r]->() CALL { WITH r DELETE r } IN TRANSACTIONS OF 10000 ROWS", write=True)
    sample = min(args.sample, rels)
    began = time.perf_counter()
    written = load_rows_one_by_one(graph, config, limit=sample)
    seconds = time.perf_counter() - began
    single_rate = written / seconds
    print(f"one row per transaction: {written} relationships in {seconds:.2f}s = {single_rate:,.0f} rels/s "
          f"(extrapolated to all {rels}: {rels / single_rate:,.0f}s)")
    print(f"RESULT batched {best[1]:,.0f} rels/s (batch_size={best[0]}, {best[2]:.2f}s total) vs one-row "
          f"{single_rate:,.0f} rels/s: {best[1] / single_rate:.0f}x")
    ok = best[1] >= 20_000 and best[1] / single_rate >= 50
    print("goal (>= 20,000 rels/s and >= 50x):", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
