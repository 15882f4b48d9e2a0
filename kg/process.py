"""Whether paper-kg may tune the interpreter it runs in.

The `kg` command and its worker processes own their process, and tune it for speed: the
extraction pipeline's long-lived objects are frozen out of the garbage collector's reach,
young objects are collected less often while a chunk is extracted, threads switch sooner
while worker processes run, and the cycle collector pauses while a Neo4j load builds its
rows. A library caller whose process holds other work leaves this off, and then nothing
process-wide is changed; it may call `own_this_process` to have the same speed.
"""

from __future__ import annotations

_owned = False


def own_this_process() -> None:
    """Let paper-kg tune this process's interpreter (see the module's docstring). Call it before the
    first extraction: the pipeline's objects are frozen when it is built."""
    global _owned
    _owned = True


def process_owned() -> bool:
    return _owned
