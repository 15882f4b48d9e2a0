"""How messages word counts: shared by the library's notes and the CLI's summaries."""

from __future__ import annotations

from typing import Optional


def counted(count: int, noun: str, plural: Optional[str] = None) -> str:
    """'1 node', '3 nodes', '1 entity', '2 entities': a count and its noun, in the singular when one."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {plural or (noun[:-1] + 'ies' if noun.endswith('y') and noun[-2:-1] not in 'aeiou' else noun + 's')}"
