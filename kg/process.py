"""Whether paper-kg may tune the interpreter it runs in.

The `kg` command and its worker processes own their process, and tune it for speed: the
extraction pipeline's long-lived objects are frozen out of the garbage collector's reach,
young objects are collected less often while a chunk is extracted, threads switch sooner
while worker processes run, and the cycle collector pauses while a Neo4j load builds its
rows. A library caller whose process holds other work leaves this off, and then nothing
process-wide is changed for speed; it may call `own_this_process` to have the same speed. A
setting reading needs (csv's limit on a cell) is raised in any process, only while a reader
holds it, and put back after.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Callable, Generic, Iterator, TypeVar

_owned = False
_Value = TypeVar("_Value")


def own_this_process() -> None:
    """Let paper-kg tune this process's interpreter (see the module's docstring). Call it before the
    first extraction: the pipeline's objects are frozen when it is built."""
    global _owned
    _owned = True


def process_owned() -> bool:
    return _owned


class HeldSetting(Generic[_Value]):
    """A process-wide setting tuned while any caller holds it, and put back when the last holder is done: threads
    whose holds overlap put back what it was before the first, not what another had set. A tuning for speed applies
    only in a process paper-kg owns; one that reading needs (`needed`) applies in any, for as long as it is held."""

    def __init__(self, read: Callable[[], _Value], write: Callable[[_Value], object],
                 tune: Callable[[_Value], _Value], needed: bool = False) -> None:
        self._read, self._write, self._tune, self._needed = read, write, tune, needed
        self._lock = threading.Lock()
        self._holders = 0
        self._saved: _Value

    @contextmanager
    def held(self) -> Iterator[None]:
        if not (_owned or self._needed):
            yield
            return
        with self._lock:
            if self._holders == 0:
                self._saved = self._read()
                self._write(self._tune(self._saved))
            self._holders += 1
        try:
            yield
        finally:
            with self._lock:
                self._holders -= 1
                if self._holders == 0:
                    self._write(self._saved)
