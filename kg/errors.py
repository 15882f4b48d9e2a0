"""One error hierarchy, so callers catch as broadly or narrowly as they need.

    KgError
     +-- SourceError      input cannot be read at all (missing path, nothing readable)
     +-- RuleDataError    a shipped pattern or gazetteer file is broken (KG5nn for extraction's, KG32n for
     |                    resolution's)
     +-- ResolveError     an alias override file is broken
     +-- StoreError       a graph file or Neo4j cannot be read or written
     |    +-- Neo4jUnavailable
     +-- ExportError      a selection or output format cannot be honoured

Bad *records* are not exceptions: they become ``Problem`` rows, counted and skipped.
Messages open with a code ("[KG102] ...", which ``KgError.code`` gives alone) and say what to do
next; they never contain passwords (``redact_uri`` is how a message shows an address).
"""

from __future__ import annotations

import re
from typing import Optional

_CODE = re.compile(r"\[(KG\d+)\]")


class KgError(Exception):
    """Base of every error paper-kg raises on purpose."""

    @property
    def code(self) -> Optional[str]:
        """The code the message opens with ("KG229" of "[KG229] Neo4j at ... failed"), for a caller to branch on
        without parsing the message; None for a message with none."""
        found = _CODE.match(str(self))
        return found.group(1) if found else None


class SourceError(KgError):
    pass


class RuleDataError(KgError):
    pass


class ResolveError(KgError):
    pass


class StoreError(KgError):
    pass


class Neo4jUnavailable(StoreError):
    pass


class WriteRefused(StoreError):
    """A query that writes, run where queries only read."""


class ExportError(KgError):
    pass


class NameNotInGraph(ExportError):
    """A focus name no node goes by, nor any close to it: the command that read the graph knows where to list them."""

    def __init__(self, message: str, label: str):
        super().__init__(message)
        self.label = label


def redact_uri(uri: str) -> str:
    """The URI as a message may show it: `user:password@` becomes `***@`, so no password is printed.

    Everything up to the last `@` goes, as a password may hold `/`, `?`, `#` or `@` unescaped.
    """
    scheme = re.match(r"[A-Za-z][A-Za-z0-9+.-]*:/+", uri)  # also `bolt:/`, as a Path spells `bolt://`
    head = scheme.group(0) if scheme else ""
    rest = uri[len(head):]
    if "@" in rest:
        rest = "***@" + rest.rpartition("@")[2]
    return head + rest
