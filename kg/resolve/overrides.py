"""The user's alias override file: force merges and splits that the rules got wrong.

Format (YAML; ``kg.aliases.yaml`` in the working folder is read when present,
``--aliases FILE`` names another one; see ``kg/data/aliases.example.yaml``)::

    merge:                       # these names are one thing; the first is its display name
      - [METHOD, "Llama 3", "LLaMA-3", "Meta Llama 3"]
      - [DATASET, "COCO", "MS-COCO 2017"]
    split:                       # these names are different things: never one entity
      - [METHOD, "GAT", "Gaussian Adaptive Transformer"]
      - [METHOD, "Transformer"]  # a single name: keep it apart from every other name

Labels are METHOD, DATASET, METRIC, TASK (Method and method work too). A name covers
every spelling with the same form key (LLaMA-3 also covers Llama3).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import yaml

from kg.errors import ResolveError

DEFAULT_OVERRIDES_FILE = "kg.aliases.yaml"
_LABELS = {"method": "METHOD", "dataset": "DATASET", "metric": "METRIC", "task": "TASK"}


@dataclass(frozen=True)
class OverrideEntry:
    """One merge or split line: a label, the names it concerns, and where it was written. The label is taken in any
    case, as the file's are ("Method" is METHOD); one that names no kind of entity raises ResolveError, as an entry
    built in code with it would be ignored."""

    label: str
    names: tuple[str, ...]
    line: Optional[int] = None

    def __post_init__(self) -> None:
        label = _LABELS.get(self.label.strip().lower()) if isinstance(self.label, str) else None
        if label is None:
            raise ResolveError(f"[KG335] unknown label {self.label!r} of an override entry: use METHOD, DATASET, "
                               "METRIC or TASK")
        object.__setattr__(self, "label", label)  # (frozen: set once, before anyone reads it)


@dataclass(frozen=True)
class Overrides:
    merges: tuple[OverrideEntry, ...] = ()
    splits: tuple[OverrideEntry, ...] = ()
    path: Optional[str] = None

    @property
    def empty(self) -> bool:
        return not self.merges and not self.splits


def default_overrides_path(cwd: Path | str) -> Optional[Path]:
    """``kg.aliases.yaml`` in the working folder, when there is one."""
    path = Path(cwd) / DEFAULT_OVERRIDES_FILE
    return path if path.is_file() else None


def user_overrides(aliases: Optional[Path | str] = None, cwd: Path | str = ".") -> Optional[Overrides]:
    """The file the user named (it must exist: its error says so), else ``kg.aliases.yaml`` in `cwd` when present.
    `kg build` and `kg entities --suspicious` read the same decisions this way."""
    if aliases is not None:
        return load_overrides(aliases)
    path = default_overrides_path(cwd)
    return load_overrides(path) if path is not None else None


def load_overrides(path: Path | str) -> Overrides:
    """Read and validate an override file.

    Raises:
        ResolveError: the file is missing, not YAML, or an entry is malformed; the
            message names the file, the line and the entry.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ResolveError(f"[KG330] alias override file {path} cannot be read ({exc.strerror}): "
                           "check the --aliases path") from exc
    except UnicodeDecodeError as exc:
        line = _line_of_byte(exc.object, exc.start)
        raise ResolveError(f"[KG331] {path}:{line}: not UTF-8 (byte 0x{exc.object[exc.start]:02x}): save the file "
                           "as UTF-8") from exc
    try:
        root = yaml.compose(text)
    except yaml.YAMLError as exc:
        raise ResolveError(f"[KG331] {path}: not valid YAML ({_one_line(exc)}): fix the syntax "
                           f"(see kg/data/aliases.example.yaml)") from exc
    if root is None:
        return Overrides(path=str(path))
    if not isinstance(root, yaml.MappingNode):
        raise ResolveError(f"[KG332] {path}:{root.start_mark.line + 1}: expected a mapping with "
                           "'merge:' and/or 'split:' lists")
    sections: dict[str, list[OverrideEntry]] = {"merge": [], "split": []}
    for key_node, value_node in root.value:
        if not isinstance(key_node, yaml.ScalarNode):
            raise ResolveError(f"[KG332] {path}:{key_node.start_mark.line + 1}: a section's name must be plain "
                               "text: use 'merge' or 'split'")
        section = key_node.value
        if section not in sections:
            raise ResolveError(f"[KG332] {path}:{key_node.start_mark.line + 1}: unknown section {section!r}: "
                               "use 'merge' or 'split'")
        if isinstance(value_node, yaml.ScalarNode) and value_node.value in ("", "null", "~"):
            continue
        if not isinstance(value_node, yaml.SequenceNode):
            raise ResolveError(f"[KG333] {path}:{value_node.start_mark.line + 1}: '{section}' must be a list of "
                               "[LABEL, name, ...] entries")
        for number, entry in enumerate(value_node.value, start=1):
            sections[section].append(_entry(path, section, number, entry))
    return Overrides(merges=tuple(sections["merge"]), splits=tuple(sections["split"]), path=str(path))


def _entry(path: Path, section: str, number: int, node: yaml.Node) -> OverrideEntry:
    line = node.start_mark.line + 1
    where = f"{path}:{line}: {section} entry {number}"
    if not isinstance(node, yaml.SequenceNode) or not all(isinstance(v, yaml.ScalarNode) for v in node.value):
        raise ResolveError(f"[KG334] {where}: expected a list like [METHOD, \"name\", \"other name\"]")
    values = [v.value.strip() for v in node.value]
    if not values:
        raise ResolveError(f"[KG334] {where}: empty entry: give a label and names")
    label = _LABELS.get(values[0].lower())
    if label is None:
        raise ResolveError(f"[KG335] {where}: unknown label {values[0]!r}: use METHOD, DATASET, METRIC or TASK")
    names = tuple(values[1:])
    if any(not name for name in names):
        raise ResolveError(f"[KG336] {where}: empty name: remove it or fill it in")
    need = 2 if section == "merge" else 1
    if len(names) < need:
        raise ResolveError(f"[KG336] {where}: {section} needs at least {need} name{'s' if need > 1 else ''} "
                           f"after the label, got {len(names)}")
    return OverrideEntry(label=label, names=names, line=line)


def _line_of_byte(data: bytes, offset: int) -> int:
    """The line (from 1) that byte `offset` of a file is on."""
    return data.count(b"\n", 0, offset) + 1


def _one_line(exc: yaml.YAMLError) -> str:
    return " ".join(str(exc).split())
