"""Paths and a one-call read helper shared by the reader tests."""

from __future__ import annotations

from pathlib import Path

from kg.models import Paper
from kg.sources import ReadReport, read_papers

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data" / "sources"
EXAMPLES = REPO / "examples"
SHARED = REPO.parent / "shared"


def read_all(*paths: Path | str, strict: bool = False) -> tuple[list[Paper], ReadReport]:
    report = ReadReport(strict=strict)
    papers = list(read_papers(list(paths), report))
    return papers, report
