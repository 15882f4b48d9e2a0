"""Score the seed gold and every held-out set at once, and print the README's extraction table.

Usage:
    python3 scripts/eval_table.py [GOLD ...] [--processes 2] [--json] [--compare BEFORE.json]

With no GOLD, scores ../shared/eval/seeds.gold.jsonl and eval/heldout/*.gold.jsonl, each beside its
*.records.jsonl. Prints one Markdown row per set in the layout of the README's table, then the
figures pooled over the seeds and the dev sets: one number per kind that a change of rules moves
only if it helps more abstracts than it hurts. The test sets stay out of the pool; they are figures
to report, never to tune on. A set without records is named and skipped; a broken line, named by file
and line, costs only its abstract.

`--compare BEFORE.json` takes the `--json` output of an earlier run (save one before changing a rule) and
prints what changed since: each set's F1 per kind where it moved, then every kind of the pool, so a rule
author sees at once what a change did. The test sets are left out of the comparison, as out of the pool, and
their rows out of the table (and of `--json`'s sets): a rule author never sees them after a change.
"""

from __future__ import annotations

import argparse
import json
import os
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


def is_a_test_set(name: str) -> bool:
    return re.search(r"(?:^|-)test\d*$", name) is not None


def read_before(path: Path) -> tuple[dict | None, str]:
    """(the figures of an earlier `--json` run, what is wrong with the file): read before scoring, which takes
    minutes, so a wrong file fails at once."""
    try:
        before = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        return None, f"{path} cannot be read ({exc.strerror or exc})"
    except UnicodeDecodeError:
        return None, f"{path} is no UTF-8 text, not the --json output of eval_table.py"
    except json.JSONDecodeError as exc:
        return None, f"{path}:{exc.lineno}: malformed JSON ({exc.msg}, column {exc.colno})"
    if not isinstance(before, dict) or not isinstance(before.get("sets"), dict) \
            or not isinstance(before.get("pooled"), (dict, type(None))):
        return None, f"{path} is not the --json output of eval_table.py (an object with its \"sets\" and \"pooled\")"
    return before, ""


def _scored(figures: dict | None, kind: str) -> dict | None:
    """One kind's row of figures (p, r, f1, tp, pred, gold), or None where `figures` has none."""
    row = figures.get(kind) if isinstance(figures, dict) else None
    counted = isinstance(row, dict) and all(isinstance(row.get(k), (int, float)) for k in ("f1", "tp", "pred", "gold"))
    return row if counted else None


def kind_change(before: dict | None, after: dict | None) -> dict | None:
    """{"f1": [before, after], and the counts that moved ("tp": +2, ...)}, or None where nothing did. A kind
    scored on one side only has None for the other side's F1."""
    if after is None and before is None:
        return None
    if before is None or after is None:
        return {"f1": [before["f1"] if before else None, after["f1"] if after else None]}
    moved = {count: after[count] - before[count] for count in ("tp", "pred", "gold") if after[count] != before[count]}
    if not moved and before["f1"] == after["f1"]:
        return None
    return {"f1": [before["f1"], after["f1"]], **moved}


def comparison(before: dict, results: list[tuple], together: dict | None) -> dict:
    """What moved since `before`: each set's changed kinds (test sets left out), and every kind of the pool with
    its role accuracy and gain attribution."""
    now = {name: figures for name, figures, *_ in results if figures is not None}
    sets, unchanged = {}, []
    for name, figures in now.items():
        if is_a_test_set(name) or name not in before["sets"]:
            continue
        changes = {kind: change for kind in KINDS
                   if (change := kind_change(_scored(before["sets"][name], kind), _scored(figures, kind)))}
        if changes:
            sets[name] = changes
        else:
            unchanged.append(name)
    return {"sets": sets, "unchanged": len(unchanged),
            "new_sets": [name for name in now if name not in before["sets"] and not is_a_test_set(name)],
            "sets_gone": [name for name in before["sets"] if name not in now and not is_a_test_set(name)],
            "test_sets_left_out": sum(1 for name in now if is_a_test_set(name)),
            "pooled": pool_change(before["pooled"], together)}


def pool_change(earlier: dict | None, later: dict | None) -> dict | None:
    """Every kind of the pool before and after, moved or not; its role accuracy and gain attribution; and the
    abstracts pooled (a set added or gone makes the figures no longer like for like)."""
    if earlier is None and later is None:
        return None
    earlier, later = earlier or {}, later or {}
    out: dict = {}
    for kind in KINDS:
        was, now = _scored(earlier, kind), _scored(later, kind)
        if was is not None or now is not None:
            out[kind] = kind_change(was, now) or {"f1": [was["f1"], now["f1"]]}
    for part in ("role_accuracy", "gain_attribution"):
        was, now = earlier.get(part) or {}, later.get(part) or {}
        out[part] = {key: [was.get(key), now.get(key)] for key in dict.fromkeys([*now, *was])}
    out["abstracts"] = [earlier.get("abstracts"), later.get("abstracts")]
    return out


def _f1(value) -> str:
    return "n/a" if not isinstance(value, (int, float)) else f"{value:.3f}"


def _moved(change: dict) -> str:
    """'0.852 -> 0.855 (+0.003; tp +1, pred -1)', or '0.852 (no change)'."""
    before, after = change["f1"]
    if before == after and change.keys() == {"f1"}:
        return f"{_f1(after)} (no change)"
    said = [f"{after - before:+.3f}"] if isinstance(before, (int, float)) and isinstance(after, (int, float)) else []
    counts = ", ".join(f"{count} {change[count]:+d}" for count in ("tp", "pred", "gold") if count in change)
    said += [counts] if counts else []
    return f"{_f1(before)} -> {_f1(after)}" + (f" ({'; '.join(said)})" if said else "")


def print_comparison(changes: dict, source: Path) -> None:
    print(f"\nchanges since {source}, F1 before -> after:")
    for name, kinds in changes["sets"].items():
        print(f"  {name}: " + "; ".join(f"{kind} {_moved(change)}" for kind, change in kinds.items()))
    print(f"  {changes['unchanged']} set{'s' if changes['unchanged'] != 1 else ''} unchanged"
          + (f"; {changes['test_sets_left_out']} test set{'s' if changes['test_sets_left_out'] != 1 else ''} "
             "not compared (reported, never tuned on)" if changes["test_sets_left_out"] else ""))
    if changes["new_sets"]:
        print(f"  not in {source.name}: {', '.join(changes['new_sets'])}")
    if changes["sets_gone"]:
        print(f"  in {source.name} but not scored now: {', '.join(changes['sets_gone'])}")
    pooled = changes["pooled"]
    if pooled is None:
        return
    before, after = pooled["abstracts"]
    print(f"pooled ({after} abstracts" + (f", {before} before: not like for like" if before != after else "") + "):")
    for kind in KINDS:
        if kind in pooled:
            print(f"  {kind:9} {_moved(pooled[kind])}")
    for part in ("role_accuracy", "gain_attribution"):
        print(f"  {part.replace('_', ' ')}: " + ", ".join(
            f"{key} {_f1(later)}" if earlier == later else f"{key} {_f1(earlier)} -> {_f1(later)}"
            for key, (earlier, later) in pooled[part].items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("gold", nargs="*", type=Path, help="gold files (default: the seeds and eval/heldout)")
    parser.add_argument("--processes", type=int, default=2, help="sets scored at once (default 2)")
    parser.add_argument("--json", action="store_true", help="figures as one JSON object")
    parser.add_argument("--compare", type=Path, metavar="BEFORE.json",
                        help="the --json output of an earlier run: print what changed since")
    args = parser.parse_args(argv)

    golds = args.gold or ([SEED_GOLD] if SEED_GOLD.is_file() else []) + sorted(
        (ROOT / "eval" / "heldout").glob("*.gold.jsonl"))
    missing = [str(path) for path in golds if not path.is_file()]
    if missing:
        print(f"error: no such gold file: {', '.join(missing)}", file=sys.stderr)
        return 2
    before = None
    if args.compare is not None:
        before, wrong = read_before(args.compare)
        if before is None:
            print(f"error: {wrong}", file=sys.stderr)
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
    changes = comparison(before, results, together) if before is not None else None
    shown = [result for result in results if result[1] is not None  # (after a change, no test set's row)
             and not (before is not None and is_a_test_set(result[0]))]
    if args.json:
        print(json.dumps({"sets": {name: figures for name, figures, *_ in shown},
                          "pooled": together, **({"changes": changes} if changes is not None else {})}, indent=1))
        return 0
    print("| gold set | methods F1 | proposed F1 | datasets F1 | metrics F1 | tasks F1 | gains F1 "
          "| gain target / method / baseline |")
    print("|---|---|---|---|---|---|---|---|")
    for name, figures, *_ in shown:
        print(markdown_row(row_label(name, figures["abstracts"]), figures))
    if together is not None:
        print(f"\npooled over the seeds and the dev sets ({together['abstracts']} abstracts):")
        for kind in KINDS:
            row = together[kind]
            print(f"  {kind:9} P {row['p']:.3f}  R {row['r']:.3f}  F1 {row['f1']:.3f}  "
                  f"(tp {row['tp']}, pred {row['pred']}, gold {row['gold']})")
        print("  gain attribution", together["gain_attribution"], " role accuracy", together["role_accuracy"])
    if changes is not None:
        print_comparison(changes, args.compare)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader of the report had enough ("| head"): no error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # (so the flush at exit fails no more)
        sys.exit(0)
