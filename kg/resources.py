"""Where the project's folders beside the package are: the saved Cypher queries and the Neo4j server's Maven file.

In a checkout they sit next to ``kg/`` (``cypher/``, ``server/``); a wheel installs them under
``<prefix>/share/paper-kg/`` (pyproject's data-files), so a plain ``pip install`` has them too.
"""

from __future__ import annotations

import sys
import sysconfig
from pathlib import Path
from typing import Iterable, Optional

_CHECKOUT = Path(__file__).resolve().parents[1]


def project_folder(name: str, checkout: Path = _CHECKOUT, prefixes: Optional[Iterable[str]] = None) -> Path:
    """The folder `name` of the project: the checkout's when there is one, else an installed copy's; where neither
    is, the checkout's path, for the error that follows to name."""
    beside = checkout / name
    if beside.is_dir():
        return beside
    for prefix in prefixes if prefixes is not None else (sys.prefix, sysconfig.get_path("data")):
        installed = Path(prefix) / "share" / "paper-kg" / name
        if installed.is_dir():
            return installed
    return beside
