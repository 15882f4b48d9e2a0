"""Where the project's files beside the package are: the saved Cypher queries and the Neo4j server's Maven file.

In a checkout they sit next to ``kg/`` (``cypher/``, ``server/``); a wheel installs them under
``<prefix>/share/paper-kg/`` (pyproject's data-files), or under the user's base for a ``--user``
install, so a plain ``pip install`` has them too.
"""

from __future__ import annotations

import site
import sys
import sysconfig
from pathlib import Path
from typing import Iterable, Optional

_CHECKOUT = Path(__file__).resolve().parents[1]


def project_folder(name: str, marker: str, checkout: Path = _CHECKOUT,
                   prefixes: Optional[Iterable[str]] = None) -> Path:
    """The folder `name` of the project that holds `marker` (a file it always has, so another package's folder of
    that name is never taken for it): the checkout's when there is one, else an installed copy's; where neither is,
    the checkout's path, for the error that follows to name."""
    beside = checkout / name
    if (beside / marker).is_file():
        return beside
    if prefixes is None:
        prefixes = (sys.prefix, sysconfig.get_path("data"), site.getuserbase())
    for prefix in prefixes:
        installed = Path(prefix) / "share" / "paper-kg" / name
        if (installed / marker).is_file():
            return installed
    return beside


def installed_where() -> str:
    """Where the project's files are looked for, for an error that says they are missing."""
    return (f"a paper-kg checkout, or share/paper-kg/ under {sys.prefix} or {site.getuserbase()} "
            "(where pip installs them)")
