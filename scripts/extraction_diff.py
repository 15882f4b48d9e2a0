"""What a rule change did to each abstract: two extraction outputs of the same papers compared.

Usage:
    python3 scripts/extraction_diff.py OLD.jsonl NEW.jsonl [--limit N] [--json]

OLD and NEW are written by `kg extract INPUT -o X.jsonl` from the same inputs, before and after a change of rules.
For each abstract whose mentions or claims changed, prints the mentions removed (-) and added (+), each as label,
role and text (a mention whose role alone changed once, as a role change, ~), and the claims removed and added,
each as value, unit, direction, metric, dataset, method and baseline; then the totals: abstracts changed, mentions
removed and added by label, role changes, claims removed and added. Abstracts are matched by paper id; one in only
one file is counted and named. A line that is no extraction record is named by file and line and skipped; the rest
is compared. `--limit N` prints the first N changed abstracts (the totals count them all).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import NamedTuple, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from kg.models import Claim, Extraction, Mention, Problem  # noqa: E402
from kg.pipeline import first_problem_detail, problem_line, read_extractions  # noqa: E402

MentionRow = tuple[str, Optional[str], str]  # label, role, text
ClaimRow = tuple[float, Optional[str], str, Optional[str], Optional[str], Optional[str], Optional[str]]
CLAIM_FIELDS = ("value", "unit", "direction", "metric", "dataset", "method", "baseline")


class Abstract(NamedTuple):
    """What one extraction output says of one paper, as the comparison reads it."""

    paper_id: str
    shown_as: str  # the title, or the abstract's first words
    mentions: Counter
    claims: Counter


class Change(NamedTuple):
    """One abstract's mentions and claims removed and added; a mention whose role alone changed is a role change."""

    abstract: Abstract
    mentions_removed: list[MentionRow]
    mentions_added: list[MentionRow]
    role_changes: list[tuple[str, str, Optional[str], Optional[str]]]  # label, text, old role, new role
    claims_removed: list[ClaimRow]
    claims_added: list[ClaimRow]


def mention_row(mention: Mention) -> MentionRow:
    return mention.label, mention.role, mention.text


def claim_row(claim: Claim) -> ClaimRow:
    return claim.value, claim.unit, claim.direction, claim.metric, claim.dataset, claim.method, claim.baseline


def _shown_as(extraction: Extraction) -> str:
    paper = extraction.paper
    if paper.title:
        return paper.title
    words = " ".join(paper.abstract.split())
    return words if len(words) <= 80 else words[:77] + "..."


def read_abstracts(path: Path, problems: list[Problem]) -> dict[str, Abstract]:
    """Every paper of one output by its id, in the file's order; a broken line goes to `problems`. A paper written
    twice is compared as first written (an output of `kg extract` holds each paper once)."""
    abstracts: dict[str, Abstract] = {}
    for extraction in read_extractions(path, problems):
        paper_id = extraction.paper.id
        if paper_id in abstracts:
            problems.append(Problem(file=str(path), reason=f"paper {paper_id} is written more than once",
                                    outcome="compared as first written"))
            continue
        abstracts[paper_id] = Abstract(paper_id, _shown_as(extraction),
                                       Counter(map(mention_row, extraction.mentions)),
                                       Counter(map(claim_row, extraction.claims)))
    return abstracts


def _sorted(rows) -> list:
    return sorted(rows, key=lambda row: tuple("" if part is None else str(part) for part in row))


def compare(old: Abstract, new: Abstract) -> Optional[Change]:
    """What changed from `old` to `new` (None when nothing did). A name written in both with another role is paired
    into a role change, once per mention."""
    if old.mentions == new.mentions and old.claims == new.claims:
        return None
    removed, added = old.mentions - new.mentions, new.mentions - old.mentions
    role_changes = []
    for row in _sorted(removed.elements()):
        label, role, text = row
        other = next((new_row for new_row in _sorted(added) if new_row[0] == label and new_row[2] == text), None)
        if other is not None:
            removed.subtract([row])
            added.subtract([other])
            added = +added  # (without the rows paired off)
            role_changes.append((label, text, role, other[1]))
    return Change(new, _sorted((+removed).elements()), _sorted(added.elements()), role_changes,
                  _sorted((old.claims - new.claims).elements()), _sorted((new.claims - old.claims).elements()))


def totals(changes: list[Change], only_old: list[str], only_new: list[str], compared: int) -> dict:
    removed_by_label = Counter(row[0] for change in changes for row in change.mentions_removed)
    added_by_label = Counter(row[0] for change in changes for row in change.mentions_added)
    role_changes = Counter(f"{label} {_role(old)} -> {_role(new)}"
                           for change in changes for label, _, old, new in change.role_changes)
    return {"abstracts_compared": compared, "abstracts_changed": len(changes),
            "only_in_old": only_old, "only_in_new": only_new,
            "mentions_removed": dict(sorted(removed_by_label.items())),
            "mentions_added": dict(sorted(added_by_label.items())),
            "role_changes": dict(role_changes.most_common()),
            "claims_removed": sum(len(change.claims_removed) for change in changes),
            "claims_added": sum(len(change.claims_added) for change in changes)}


def _role(role: Optional[str]) -> str:
    return role or "none"


def _number(value: float) -> str:
    """3.25, 153 (not 153.0), 3.07e-20: the number as a claim would write it."""
    return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)


def mention_text(row: MentionRow) -> str:
    label, role, text = row
    return f"{label} {role + ' ' if role else ''}{json.dumps(text, ensure_ascii=False)}"


def claim_text(row: ClaimRow) -> str:
    value, unit, direction, *names = row
    named = ", ".join(f"{field} {json.dumps(name, ensure_ascii=False)}" for field, name in zip(CLAIM_FIELDS[3:], names))
    return f"{_number(value)}{' ' + unit if unit else ''} {direction}; {named}"


def _counted(rows: list) -> list[tuple[object, int]]:
    """Rows in order, each once with the number of times it is there."""
    return list(Counter(rows).items())


def _times(count: int) -> str:
    return f"  (x{count})" if count > 1 else ""


def print_change(change: Change) -> None:
    print(f"== {change.abstract.paper_id}  {change.abstract.shown_as}")
    for row, count in _counted(change.mentions_removed):
        print(f"  - {mention_text(row)}{_times(count)}")
    for row, count in _counted(change.mentions_added):
        print(f"  + {mention_text(row)}{_times(count)}")
    for (label, text, old, new), count in _counted(change.role_changes):
        print(f"  ~ {label} {json.dumps(text, ensure_ascii=False)}: {_role(old)} -> {_role(new)}{_times(count)}")
    for row, count in _counted(change.claims_removed):
        print(f"  - claim {claim_text(row)}{_times(count)}")
    for row, count in _counted(change.claims_added):
        print(f"  + claim {claim_text(row)}{_times(count)}")


def _listed(counts: dict[str, int]) -> str:
    return ", ".join(f"{key} {count}" for key, count in counts.items()) or "none"


def print_totals(summary: dict, old: Path, new: Path) -> None:
    print(f"\nabstracts in both files: {summary['abstracts_compared']}, changed: {summary['abstracts_changed']}")
    for path, ids in ((old, summary["only_in_old"]), (new, summary["only_in_new"])):
        if ids:
            print(f"only in {path} ({len(ids)}): {', '.join(ids)}")
    print(f"mentions removed: {_listed(summary['mentions_removed'])}")
    print(f"mentions added: {_listed(summary['mentions_added'])}")
    print(f"role changes: {_listed(summary['role_changes'])}")
    print(f"claims removed: {summary['claims_removed']}, added: {summary['claims_added']}")


def change_as_json(change: Change) -> dict:
    def mention(row: MentionRow) -> dict:
        return dict(zip(("label", "role", "text"), row))

    def claim(row: ClaimRow) -> dict:
        return dict(zip(CLAIM_FIELDS, row))

    return {"id": change.abstract.paper_id, "shown_as": change.abstract.shown_as,
            "mentions_removed": [mention(row) for row in change.mentions_removed],
            "mentions_added": [mention(row) for row in change.mentions_added],
            "role_changes": [dict(zip(("label", "text", "old", "new"), row)) for row in change.role_changes],
            "claims_removed": [claim(row) for row in change.claims_removed],
            "claims_added": [claim(row) for row in change.claims_added]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", type=Path, help="extractions before the change (`kg extract ... -o OLD.jsonl`)")
    parser.add_argument("new", type=Path, help="extractions of the same inputs after it")
    parser.add_argument("--limit", type=int, default=None, help="changed abstracts printed (the totals count all)")
    parser.add_argument("--json", action="store_true", help="changes and totals as one JSON object")
    args = parser.parse_args(argv)

    missing = [str(path) for path in (args.old, args.new) if not path.is_file()]
    if missing:
        print(f"error: no such file: {', '.join(missing)}", file=sys.stderr)
        return 2
    read = []
    for path in (args.old, args.new):
        problems: list[Problem] = []
        abstracts = read_abstracts(path, problems)
        for problem in problems:
            print(problem_line(problem), file=sys.stderr)
        if not abstracts and problems:
            print(f"error: {path}: no extraction record could be read{first_problem_detail(problems, 'problems')}",
                  file=sys.stderr)
            return 2
        read.append(abstracts)
    old, new = read
    changes = [change for paper_id, abstract in old.items() if paper_id in new
               for change in (compare(abstract, new[paper_id]),) if change is not None]
    summary = totals(changes, [i for i in old if i not in new], [i for i in new if i not in old],
                     sum(1 for paper_id in old if paper_id in new))
    shown = changes if args.limit is None else changes[:max(args.limit, 0)]
    if args.json:
        print(json.dumps({"changes": [change_as_json(change) for change in shown], **summary}, indent=1,
                         ensure_ascii=False))
        return 0
    for change in shown:
        print_change(change)
    if len(shown) < len(changes):
        print(f"\n({len(changes) - len(shown)} more changed abstracts not shown: --limit {args.limit})")
    print_totals(summary, args.old, args.new)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader of the report had enough ("| head"): no error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # (so the flush at exit fails no more)
        sys.exit(0)
