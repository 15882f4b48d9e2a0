"""Readers: every input format becomes a stream of Paper records.

``read_papers(paths, report)`` walks files and folders (recursively), picks a
reader per file from its content (``detect``), and yields Papers. Bad records
become ``Problem`` rows in the report, never exceptions; only "nothing could be
read at all" is an error, and that is for the caller to decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Optional

from kg.models import Paper, Problem


@dataclass
class ReadReport:
    """What a read saw: counted, so the summary can say it."""

    files: int = 0
    records: int = 0
    problems: list[Problem] = field(default_factory=list)
    by_format: dict[str, int] = field(default_factory=dict)
    strict: bool = False

    def problem(self, file: str, line: Optional[int], message: str) -> None:
        from kg.errors import SourceError

        problem = Problem(file=str(file), line=line, message=message)
        self.problems.append(problem)
        if self.strict:
            where = f"{file}:{line}" if line else str(file)
            raise SourceError(f"[KG101] {where}: {message} (stopped by --strict)")
