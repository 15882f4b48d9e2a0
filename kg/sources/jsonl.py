"""JSON Lines, JSON arrays and single JSON objects of paper records.

Field names are matched loosely (see data/field_names.json): ``summary`` (arXiv),
``abstractText``, ``Abstract`` all mean the abstract. JSON Lines is streamed line
by line because large corpora are read on every build.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Iterable, Iterator, Optional

from kg.models import Paper, json_error_detail, json_kind, json_line_problem
from kg.sources._records import field_key, field_names, first_filled, normalised_fields, paper_from_fields
from kg.sources._text import (GZIP_BREAKS, LineCounter, bytes_until_cut, decode_document, iter_lines, open_bytes, opens_as,
                              stream_lines)

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "jsonl"

_WHITESPACE = re.compile(r"\s*")


def _bounded_int(digits: str) -> Optional[int]:
    """An integer, or None past the digits Python converts (a 5,000-digit "year" must not cost its record)."""
    return int(digits) if len(digits) <= 4000 else None


_DECODER = json.JSONDecoder(parse_int=_bounded_int, object_pairs_hook=first_filled)


def detect(head: bytes, path: Path) -> bool:
    """Text that opens a JSON object or an array of records."""
    return opens_as(head, "json")


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per JSON record; bad lines and records become Problems."""
    for line, record in iter_json_records(path, report):
        paper = paper_from_fields(record, report, path, line)
        if paper is not None:
            yield paper


def read_json_lines(stream: IO[bytes], name: str, report: "ReadReport") -> Iterator[Paper]:
    """Yield Papers from a binary JSON Lines stream such as stdin."""
    for line, record in _records_from_lines(stream_lines(stream, name, report), name, report):
        paper = paper_from_fields(record, report, name, line)
        if paper is not None:
            yield paper


def iter_json_records(path: Path, report: "ReadReport") -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line, object) for every record, whichever JSON layout the file uses.

    JSON Lines when the first line is a complete JSON value; otherwise one JSON
    document (an array, an object, or a page such as {"results": [...]}).
    """
    first = _first_nonblank_line(path)
    if first.startswith(b"{") and (_parses(first) or (first.endswith(b"}") and not _parses(bytes_until_cut(path)[0]))):
        # JSON Lines; a first line that is a whole but broken object still means JSON Lines
        yield from _records_from_lines(iter_lines(path, report), str(path), report)
        return
    text = decode_document(path, report)
    text = text.lstrip("\ufeff")
    if text.lstrip().startswith("["):
        end = [len(text)]
        for line, item in _array_items(text, path, report, closed_at=end):
            yield from _expand(item, line, str(path), report)
        if text[end[0]:].strip():  # more after the array: "[1]" on the first line, then records
            yield from _stream_records(text, end[0], 1, str(path), report)
        return
    try:
        document = _DECODER.decode(text)
    except RecursionError:
        report.problem(str(path), None, "JSON nested too deeply", "file skipped")
        return
    except ValueError:  # records one after another ("jq '.[]'" output), or one broken among good ones
        listed = _broken_page_records(text)
        if listed is not None:  # a page such as {"results": [...]} with a broken record: the others still count
            for line, item in _array_items(text, path, report, start=listed):
                yield from _expand(item, line, str(path), report)
            return
        yield from _stream_records(text, 0, 1, str(path), report)
        return
    lines = _record_list_lines(text, document, path, report)
    if lines is None:
        yield from _expand(document, 1, str(path), report)
        return
    for line, item in zip(lines, _wrapped_records(document) or []):
        yield from _expand(item, line, str(path), report)


def _broken_page_records(text: str) -> Optional[int]:
    """Where the record list of a page that does not parse opens ({"results": [ ...), if it is one."""
    if not text.lstrip().startswith("{"):
        return None
    accepted = set(field_names()["record_lists"])
    return next((found.end() - 1 for found in _LIST_OPENING.finditer(text, 0, 4096) if field_key(found.group(1)) in accepted),
                None)


_LIST_OPENING = re.compile(r'"([^"\\]{1,40})"\s*:\s*\[')


def _record_list_lines(text: str, document: Any, path: Path, report: "ReadReport") -> Optional[list[int]]:
    """Line numbers of the records in a page such as {"results": [...]}, when they can be found."""
    if not isinstance(document, dict):
        return None
    records = _wrapped_records(document)
    list_key = next((name for name, value in document.items() if value is records), None)
    if records is None or list_key is None:
        return None
    opening = re.search(re.escape(json.dumps(list_key)) + r"\s*:\s*\[", text)
    if opening is None:
        return None
    lines = [line for line, _ in _array_items(text, path, report, start=opening.end() - 1)]
    return lines if len(lines) == len(records) else None


def _parses(data: bytes) -> bool:
    try:
        _DECODER.decode(data.decode("utf-8"))
    except (ValueError, RecursionError):  # (UnicodeDecodeError and an integer too long to convert are ValueErrors)
        return False
    return True


def _first_nonblank_line(path: Path) -> bytes:
    try:
        with open_bytes(path) as handle:
            for raw in handle:
                stripped = raw.lstrip(b"\xef\xbb\xbf").strip()
                if stripped:
                    return stripped
        return b""
    except GZIP_BREAKS:  # (a gzip stream cut or failing its checksum inside its first line: what was read of it)
        data, _ = bytes_until_cut(path)
        return next((line.lstrip(b"\xef\xbb\xbf").strip() for line in data.split(b"\n") if line.strip()), b"")


def _records_from_lines(lines: Iterable[tuple[int, str]], name: str, report: "ReadReport") -> Iterator[tuple[int, dict[str, Any]]]:
    for number, text in lines:
        if not text.strip():
            continue
        try:
            value = _DECODER.decode(text)
        except json.JSONDecodeError as exc:
            if exc.msg == "Extra data":  # several records on one line, or a file whose lines end in CR alone
                yield from _stream_records(text, 0, number, name, report)
                continue
            start = len(text) - len(text.lstrip())
            resume = _next_object_on_the_line(text, start, enclosed=False) if text[start:start + 1] == "{" else None
            if resume is None:
                report.problem(name, number, json_line_problem(exc), "line skipped")
            else:  # the broken record of several on one line: the ones after it are read
                report.problem(name, number, json_line_problem(exc), "record skipped")
                yield from _stream_records(text, resume, number, name, report)
            continue
        except (ValueError, RecursionError) as exc:  # (an integer too long to convert, arrays nested past the stack)
            report.problem(name, number, json_line_problem(exc), "line skipped")
            continue
        yield from _expand(value, number, name, report)


def _next_record(text: str, broken: int, enclosed: bool = True) -> Optional[int]:
    """Where reading may start again after the record that opens at ``broken`` fails: the next line that opens an
    object or an array as far in as that record (not one of its own nested objects), or, nearer, the next object
    after the one at ``broken`` closes on its line. ``enclosed``: the records are an array's elements (not a
    stream's)."""
    column = broken - max(text.rfind("\n", 0, broken), text.rfind("\r", 0, broken)) - 1
    found = _record_start(column).search(text, broken + 1)
    after = _next_object_on_the_line(text, broken, enclosed)  # (the nearer: a record may follow on its line)
    return min((at for at in (found.end() if found else None, after) if at is not None), default=None)


def _next_object_on_the_line(text: str, broken: int, enclosed: bool = True) -> Optional[int]:
    """The '{' that opens the next object after the broken one at ``broken``, found by its brackets outside strings.

    An object whose error is a bad character, a missing comma or a stray one keeps its brackets, so its end is
    found; where a quote is left open the count goes wrong, and what is read from there fails in turn and is
    reported. Records of a stream (not `enclosed` in an array) close nothing after them, nor do an array's but at
    the end of the text: where the rest of the line does, the broken record's brackets ended early ('{"venues":
    "name": "X"}, {"name": ...}], "abstract": ...}'), and what follows is its own nested objects, never records.
    """
    for index, depth in _brackets(text, broken):
        if depth == 0:  # (the broken record's last bracket closes)
            after = _BETWEEN_OBJECTS.match(text, index + 1)
            if after is None or (_closes_more_than_it_opens(text, after.end()) and (
                    not enclosed or text[_line_end(text, after.end()):].strip())):
                return None  # (in an array, the line may close it and its page at the end of the text)
            return after.end()
        if depth < 0:
            return None
    return None


def _brackets(text: str, start: int, line_only: bool = False) -> Iterator[tuple[int, int]]:
    """(index, depth after it) of each bracket outside strings from `start`, to the end of the text or of its line."""
    depth = 0
    in_string = False
    index = start
    while index < len(text) and not (line_only and text[index] in "\r\n"):
        char = text[index]
        if in_string:
            if char == "\\":
                index += 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
            yield index, depth
        elif char in "}]":
            depth -= 1
            yield index, depth
        index += 1


def _line_end(text: str, start: int) -> int:
    ends = [at for at in (text.find("\n", start), text.find("\r", start)) if at >= 0]
    return min(ends) if ends else len(text)


def _closes_more_than_it_opens(text: str, start: int) -> bool:
    """Whether the rest of the line from `start` closes a bracket it did not open (outside strings)."""
    return any(depth < 0 for _, depth in _brackets(text, start, line_only=True))


_BETWEEN_OBJECTS = re.compile(r"[ \t]*,?[ \t]*(?=\{)")


@lru_cache(maxsize=16)
def _record_start(column: int) -> re.Pattern:
    return re.compile(rf"[\r\n][ \t]{{{column}}}(?=[{{\[])")


def _stream_records(text: str, index: int, first_line: int, name: str, report: "ReadReport") -> Iterator[tuple[int, dict[str, Any]]]:
    """Records written one after another, each a JSON value, from ``index`` on.

    A broken value costs only itself: reading goes on at the next line that opens an
    object or an array. Lines count from ``first_line``, the line ``text`` starts on.
    """
    decoder = _DECODER
    lines = LineCounter(text, first_line)
    while True:
        index = _WHITESPACE.match(text, index).end()
        if index < len(text) and text[index] == ",":
            index = _WHITESPACE.match(text, index + 1).end()
        if index >= len(text):
            return
        line = lines.at(index)
        try:
            value, index = decoder.raw_decode(text, index)
        except (ValueError, RecursionError) as exc:
            what = json_error_detail(exc)
            at = lines.at(exc.pos) if isinstance(exc, json.JSONDecodeError) else line
            resume = _next_record(text, index, enclosed=False)
            if resume is None:
                report.problem(name, at, f"malformed JSON ({what})", "this record and the rest after it skipped")
                return
            report.problem(name, at, f"malformed JSON ({what})", "record skipped")
            index = resume
            continue
        yield from _expand(value, line, name, report)


_PLURAL_KINDS = {str: "strings", int: "numbers", float: "numbers", bool: "booleans", type(None): "nulls"}


def _flattened(values: list) -> Iterator[Any]:
    for value in values:
        if isinstance(value, list):
            yield from _flattened(value)
        else:
            yield value


def _expand(value: Any, line: int, name: str, report: "ReadReport") -> Iterator[tuple[int, dict[str, Any]]]:
    """A record, or the records of a wrapper object such as an API page {"results": [...]}."""
    if isinstance(value, list):
        items = list(_flattened(value))  # (arrays inside arrays are read through: '[[{...}]]' holds a record)
        others = [item for item in items if not isinstance(item, dict)]
        if others:  # one problem for the line, however many items it holds
            kinds = " and ".join(sorted({_PLURAL_KINDS[type(item)] for item in others}))
            if len(others) == len(items):
                what, outcome = f"expected a JSON object, got an array of {kinds}", "skipped"
            elif len(others) == 1:
                what = f"1 of the array's {len(items)} items is not a JSON object but {json_kind(others[0])}"
                outcome = "that item skipped"
            else:
                what = f"{len(others)} of the array's {len(items)} items are not JSON objects but {kinds}"
                outcome = "those items skipped"
            report.problem(name, line, what, outcome)
        for item in items:
            if isinstance(item, dict):
                yield from _expand(item, line, name, report)
        return
    if not isinstance(value, dict):
        report.problem(name, line, f"expected a JSON object, got {json_kind(value)}", "skipped")
        return
    records = _wrapped_records(value)
    if records is None:
        yield line, value
        return
    for item in records:
        if isinstance(item, dict):
            yield line, item
        else:
            report.problem(name, line, f"expected a JSON object in the record list, got {json_kind(item)}",
                           "skipped")


def _wrapped_records(value: dict[str, Any]) -> Optional[list[Any]]:
    fields = normalised_fields(value)
    if any(alias in fields for alias in field_names()["abstract"]):
        return None
    for alias in field_names()["record_lists"]:
        if isinstance(fields.get(alias), list):
            return fields[alias]
    return None


def _not_closed(text: str, path: Path, report: "ReadReport", lines: LineCounter) -> None:
    report.problem(str(path), lines.at(len(text)), "JSON array is not closed",
                   "the records before this point were read", kept=True)


def _array_items(text: str, path: Path, report: "ReadReport", start: Optional[int] = None,
                 closed_at: Optional[list[int]] = None) -> Iterator[tuple[int, Any]]:
    """Decode an array one element at a time, so each keeps its line number; a broken element costs only
    itself where the next one opens a line.

    Args:
        start: index of the opening '['; the first one in ``text`` by default.
        closed_at: given, its one item is set to the index just past the closing ']'.
    """
    decoder = _DECODER
    index = (text.index("[") if start is None else start) + 1
    lines = LineCounter(text)
    while True:
        index = _WHITESPACE.match(text, index).end()
        if index >= len(text):
            _not_closed(text, path, report, lines)
            return
        if text[index] == "]":
            if closed_at is not None:
                closed_at[0] = index + 1
            return
        try:
            item, end = decoder.raw_decode(text, index)
        except (ValueError, RecursionError) as exc:
            at = lines.at(exc.pos) if isinstance(exc, json.JSONDecodeError) else lines.at(index)
            what = json_error_detail(exc)
            resume = _next_record(text, index)
            if resume is None:
                report.problem(str(path), at, f"malformed JSON ({what})", "rest of the array skipped")
                return
            report.problem(str(path), at, f"malformed JSON ({what})", "element skipped")
            index = resume
            continue
        yield lines.at(index), item
        index = _WHITESPACE.match(text, end).end()
        if index < len(text) and text[index] == ",":
            index += 1
        elif index < len(text) and text[index] == "]":
            if closed_at is not None:
                closed_at[0] = index + 1
            return
        elif index >= len(text):  # cut right after a whole record: nothing of it is lost
            _not_closed(text, path, report, lines)
            return
        else:
            report.problem(str(path), lines.at(index), "expected ',' or ']' between array elements",
                           "rest of the array skipped")
            return
