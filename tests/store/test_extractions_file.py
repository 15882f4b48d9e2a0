"""extractions.jsonl read back: a broken line is named by file and line, counted and skipped; the good lines
still make the graph."""

from __future__ import annotations

import json
import re

import pytest

from kg.errors import StoreError
from kg.pipeline import graph_from_extractions, graph_from_file, read_extractions, write_extractions
from kg.store.local import graph_to_dict
from tests.resolve.conftest import mention, paper


def _extractions():
    return [paper("p1", mention("METHOD", "GlimNet", role="proposed"), mention("DATASET", "ZorbSet")),
            paper("p2", mention("METHOD", "QuarkBench", role="used"), mention("DATASET", "ZorbSet"))]


BROKEN_LINES = [
    (b'{"paper": {"id": "p9", "abstract": "Glim\xff zorb"}}\n', "invalid UTF-8 (byte 0xff at column 41)"),
    (b'{"paper": {"id": "p9", "abstract": "cut\n', "malformed JSON line (Unterminated string starting at column 36)"),
    (b'{"file": "x.txt", "reason": "bad"}\n', "not an extraction record (paper: field required, and 2 more)"),
    (b'{"paper": {"id": 9, "abstract": "Glim"}}\n',
     "not an extraction record (paper.id: input should be a valid string)"),
    (b'[1, 2]\n', "not an extraction record (an array, not an object)"),
    (b'12.5\n', "not an extraction record (the number 12.5, not an object)"),
    (b'{"paper": {"id": "p9", "abstract": "Glim"}, "mentions": [' + b", ".join(
        b'{"text": "GlimNet", "label": "METHOD", "evidence": {"sentence": "s", "start": 0, "end": 1, "rule": "r", '
        b'"confidence": ' + (b'"high"' if at in (2, 10) else b'0.5') + b'}}' for at in range(11)) + b']}\n',
     "not an extraction record (mentions.2.evidence.confidence: input should be a valid number, unable to parse "
     "string as a number, and 1 more)"),  # the second item before the tenth
    (b"[" * 100_000 + b"]" * 100_000 + b"\n", "malformed JSON line (recursion limit exceeded at line 1 column 202)"),
    (b'{"paper": ' + b"9" * 5000 + b"}\n", "malformed JSON line (number out of range at line 1 column 4312)"),
]


@pytest.mark.parametrize("line, reason", BROKEN_LINES)
def test_a_broken_line_is_named_counted_and_skipped(tmp_path, line, reason):
    path = write_extractions(_extractions(), tmp_path / "extractions.jsonl")
    good = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(good[0] + line + good[1])
    problems = []
    assert list(read_extractions(path, problems)) == _extractions()
    assert [(p.file, p.line, p.reason, p.outcome) for p in problems] == [(str(path), 2, reason, "line skipped")]


def test_without_a_list_for_the_problems_the_first_broken_line_stops_the_read(tmp_path):
    path = write_extractions(_extractions(), tmp_path / "extractions.jsonl")
    path.write_bytes(path.read_bytes() + b"[1, 2]\n")
    with pytest.raises(StoreError, match=r"^\[KG303\] .*extractions\.jsonl:3: not an extraction record \(an array"):
        list(read_extractions(path))


def test_the_graph_of_a_file_with_broken_lines_is_the_graph_of_its_good_lines(tmp_path):
    path = write_extractions(_extractions(), tmp_path / "extractions.jsonl")
    path.write_bytes(b"".join(line for line, _ in BROKEN_LINES) + path.read_bytes())
    problems = []
    graph = graph_from_file(path, problems=problems)
    assert graph_to_dict(graph) == graph_to_dict(graph_from_extractions(_extractions())[0])
    assert [p.line for p in problems] == list(range(1, len(BROKEN_LINES) + 1))


def test_a_file_with_no_extraction_record_to_read_is_one_error_naming_it(tmp_path):
    path = tmp_path / "extractions.jsonl"
    path.write_text(json.dumps({"file": "x.txt"}) + "\n[1]\n", encoding="utf-8")
    with pytest.raises(StoreError, match=r"^\[KG303\] .*extractions\.jsonl is neither a graph nor extraction records: "
                                         r"no line could be read \(2 skipped; first: line 1: not an extraction record "
                                         r"\(paper: "):
        graph_from_file(path, problems=[])


def test_a_gzipped_extractions_file_reads_as_the_file_it_holds(tmp_path):
    import gzip

    path = write_extractions(_extractions(), tmp_path / "extractions.jsonl")
    zipped = tmp_path / "extractions.jsonl.gz"
    zipped.write_bytes(gzip.compress(path.read_bytes()))
    problems: list = []
    assert list(read_extractions(zipped, problems)) == list(read_extractions(path)) and problems == []


def test_a_gzipped_extractions_file_cut_off_keeps_the_lines_before_the_cut_and_names_it(tmp_path):
    import gzip

    path = write_extractions(_extractions() * 40, tmp_path / "extractions.jsonl")
    whole = gzip.compress(path.read_bytes())
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(whole[:len(whole) * 2 // 3])
    problems: list = []
    kept = list(read_extractions(cut, problems))
    assert 0 < len(kept) < 80 and [e.paper.id for e in kept] == [e.paper.id for e in (_extractions() * 40)[:len(kept)]]
    (problem,) = problems
    assert (problem.file, problem.line, problem.outcome) == (str(cut), len(kept) + 1, "rest of file skipped")
    assert problem.reason.startswith("cannot be read to its end (")
    with pytest.raises(StoreError, match=rf"^\[KG303\] {re.escape(str(cut))}:{len(kept) + 1}: cannot be read to its end \("):
        list(read_extractions(cut))


@pytest.mark.parametrize("name", ["graph.json.gz", "extractions.jsonl.gz"])
def test_a_corrupt_gzipped_graph_or_extractions_file_is_one_line_of_error(tmp_path, name):
    import gzip

    from kg.store.local import write_graph

    extractions = write_extractions(_extractions() * 40, tmp_path / "extractions.jsonl")
    plain = extractions if name.startswith("extractions") else write_graph(graph_from_file(extractions),
                                                                             tmp_path / "graph.json")
    whole = bytearray(gzip.compress(plain.read_bytes()))
    whole[20:220] = bytes(200)
    bad = tmp_path / name
    bad.write_bytes(bytes(whole))
    with pytest.raises(StoreError, match=rf"^\[KG30[23]\] {re.escape(str(bad))}"):
        graph_from_file(bad)


def test_a_gzipped_graph_or_extractions_file_gives_the_graph_of_the_file_it_holds(tmp_path):
    import gzip

    extractions = write_extractions(_extractions(), tmp_path / "extractions.jsonl")
    graph = graph_from_file(extractions)
    from kg.store.local import write_graph

    graph_json = write_graph(graph, tmp_path / "graph.json")
    for plain in (extractions, graph_json):
        zipped = tmp_path / (plain.name + ".gz")
        zipped.write_bytes(gzip.compress(plain.read_bytes()))
        assert graph_to_dict(graph_from_file(zipped)) == graph_to_dict(graph)


def test_a_gzipped_gold_file_cut_off_keeps_the_rows_before_the_cut_and_names_it(tmp_path):
    import gzip

    from kg.evaluate import read_gold

    rows = "".join(json.dumps({"key": f"k{n}", "methods": [{"names": ["GlimNet"], "role": "proposed"}]}) + "\n"
                   for n in range(3000))
    whole = gzip.compress(rows.encode("utf-8"))
    cut = tmp_path / "cut.gold.jsonl.gz"
    cut.write_bytes(whole[:len(whole) // 2])
    gold, problems = read_gold(cut)
    assert 0 < len(gold) < 3000 and [row["key"] for row in gold] == [f"k{n}" for n in range(len(gold))]
    assert [(p.line, p.outcome) for p in problems] == [(len(gold) + 1, "rest of file skipped")]
