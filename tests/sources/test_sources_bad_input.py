"""Every bad-input case: one clear Problem naming file and line, skipped, good records kept."""

import pytest

from .helpers import DATA, read_all

GOOD = b'{"id": "2501.10001", "abstract": "A good record."}\n'


def test_binary_file(tmp_path):
    path = tmp_path / "image.jsonl"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    good = tmp_path / "good.jsonl"
    good.write_bytes(GOOD)
    papers, report = read_all(path, good)
    assert [paper.abstract for paper in papers] == ["A good record."]
    assert [(problem.file, problem.message) for problem in report.problems] == [(str(path), "binary file (contains NUL bytes); skipped")]
    assert report.files == 2


@pytest.mark.parametrize("name, good, bad", [
    ("papers.jsonl", '{"abstract": "We propose Glim%dNet for zorb sorting."}\n', '{"abstract": "A stray\x00 byte."}\n'),
    ("papers.csv", 'T%d,"We propose Glim%dNet for zorb sorting."\n', 'T,"A stray\x00 byte."\n'),
])
def test_a_stray_nul_byte_near_the_top_costs_its_line_not_the_file(tmp_path, name, good, bad):
    path = tmp_path / name
    lines = [good.replace("%d", str(n)) for n in range(100)]
    lines.insert(1, bad)
    path.write_text(("title,abstract\n" if name.endswith(".csv") else "") + "".join(lines), encoding="utf-8")
    papers, report = read_all(path)
    assert len(papers) >= 100 and not any("binary" in problem.message for problem in report.problems)


def test_empty_files(tmp_path):
    blank = tmp_path / "blank.txt"
    blank.write_text("  \n\n", encoding="utf-8")
    papers, report = read_all(DATA / "bad" / "empty.jsonl", blank)
    assert papers == []
    assert [problem.message for problem in report.problems] == ["empty file; skipped", "empty file; skipped"]


def test_invalid_utf8_skips_only_the_bad_line(tmp_path):
    path = tmp_path / "latin1.jsonl"
    path.write_bytes(GOOD + '{"abstract": "Caf\u00e9 in Latin-1."}\n'.encode("latin-1") + b'{"abstract": "Third line is fine."}\n')
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["A good record.", "Third line is fine."]
    assert [(problem.line, problem.message) for problem in report.problems] == [(2, "invalid UTF-8 (byte 0xe9 at column 18); line skipped")]


def test_invalid_utf8_in_a_listing_page(tmp_path):
    page = tmp_path / "page.txt"
    abstract = "A long abstract line that reads like prose. " * 10
    page.write_bytes(b"Daily Papers\n\n" + abstract.encode() + b"\n\nbad \xff\xfe byte line\n\n" + abstract.encode() + b"\n")
    papers, report = read_all(page)
    assert len(papers) == 2
    assert [(problem.line, problem.message.startswith("invalid UTF-8")) for problem in report.problems] == [(5, True)]


def test_invalid_utf8_in_a_whole_file_document(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_bytes(b"@article{a,\n  abstract = {ok}\n}\n@article{b,\n  abstract = {caf\xe9}\n}\n")
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["ok", "caf\u00e9"]  # (a record of many lines is kept whole)
    assert [(problem.line, problem.message, problem.kept) for problem in report.problems] == [
        (5, "invalid UTF-8 (byte 0xe9 at column 18); read as Windows-1252 (re-save the file as UTF-8)", True)]
    assert (report.skipped, report.repaired) == (0, 1)


def test_invalid_utf8_in_a_csv_cell_over_lines_keeps_the_row_whole(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_bytes(b'title,abstract,year\r\nT0,"We propose GlimNet and evaluate it on ZorbSet.",2020\r\n'
                     b'T1,"We study caf\xe9 sorting.\r\nOur model, QuarkNet, beats GlimNet by 2 points on ZorbSet.\r\n'
                     b'Third line.",2021\r\n')
    papers, report = read_all(path)
    assert [(paper.title, paper.abstract, paper.year) for paper in papers] == [
        ("T0", "We propose GlimNet and evaluate it on ZorbSet.", 2020),
        ("T1", "We study caf\u00e9 sorting. Our model, QuarkNet, beats GlimNet by 2 points on ZorbSet. Third line.", 2021)]
    assert [(problem.line, problem.message, problem.kept) for problem in report.problems] == [
        (3, "invalid UTF-8 (byte 0xe9 at column 17); read as Windows-1252 (re-save the file as UTF-8)", True)]
    assert (report.skipped, report.repaired) == (0, 1)


def test_a_legacy_excel_csv_keeps_its_rows_with_accents(tmp_path):
    path = tmp_path / "export.csv"
    path.write_bytes("Key;Author;Title;Abstract Note\r\nK1;\"M\u00fcller, J\u00f6rg\";Caf\u00e9 Sorting;"
                     "We propose Gl\u00eemNet for zorb sorting.\r\nK2;Lee, K.;Quark;We evaluate QuarkNet on ZorbSet.\r\n"
                     .encode("cp1252"))
    papers, report = read_all(path)
    assert [(paper.key, paper.title, paper.abstract) for paper in papers] == [
        ("K1", "Caf\u00e9 Sorting", "We propose Gl\u00eemNet for zorb sorting."),
        ("K2", "Quark", "We evaluate QuarkNet on ZorbSet.")]
    assert papers[0].authors == ("J\u00f6rg M\u00fcller",)  # (a legacy save's letters, not U+FFFD)
    assert [(problem.line, problem.kept) for problem in report.problems] == [(2, True)]


def test_a_line_holding_utf8_and_a_broken_byte_reads_the_broken_byte_as_a_replacement(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_bytes(b'title,abstract\nT1,"We study caf\xc3\xa9 sorting with a stray \xff byte."\n')
    (paper,), report = read_all(path)
    assert paper.abstract == "We study caf\u00e9 sorting with a stray \ufffd byte."
    assert [problem.message.endswith("read as U+FFFD (re-save the file as UTF-8)") for problem in report.problems] == [True]


def test_malformed_json_line_in_the_middle():
    papers, report = read_all(DATA / "bad" / "malformed_line.jsonl")
    assert [paper.id for paper in papers] == ["arxiv:2501.00001", "arxiv:2501.00003"]
    assert len(report.problems) == 1
    problem = report.problems[0]
    assert problem.file.endswith("malformed_line.jsonl") and problem.line == 2
    assert problem.message.startswith("malformed JSON line")


def test_malformed_first_line_of_json_lines(tmp_path):
    path = tmp_path / "first.jsonl"
    path.write_bytes(b'{"abstract": broken}\n' + GOOD)
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["A good record."]
    assert [problem.line for problem in report.problems] == [1]


def test_malformed_pretty_printed_json_is_one_problem(tmp_path):
    path = tmp_path / "doc.json"
    path.write_text('{\n  "abstract": "x",\n  "title": oops\n}\n', encoding="utf-8")
    papers, report = read_all(path)
    assert papers == []
    assert [(problem.line, problem.message.startswith("malformed JSON")) for problem in report.problems] == [(3, True)]


def test_csv_without_abstract_column():
    papers, report = read_all(DATA / "bad" / "no_abstract_column.csv")
    assert papers == []
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (1, "no abstract column (columns: title, year, venue; head the abstracts' column 'abstract' or 'summary', "
            "or another name kg/sources/data/field_names.json lists); file skipped")
    ]


def test_empty_or_missing_abstracts():
    papers, report = read_all(DATA / "bad" / "empty_abstract.jsonl")
    assert [paper.id for paper in papers] == ["arxiv:2502.00001", "arxiv:2502.00005"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (2, "record has an empty abstract; skipped"),
        (3, "record has no abstract field (fields: id, title); skipped"),
        (4, "record has an empty abstract; skipped"),
    ]


def test_placeholder_abstracts_count_as_none(tmp_path):
    """Two papers sharing "[No abstract available]" were one paper under one id, and the placeholder was extracted."""
    path = tmp_path / "export.jsonl"
    path.write_text('{"title": "GlimNet on zorbs", "abstract": "[No abstract available]", "year": 2020}\n'
                    '{"title": "QuarkBench for quarks", "abstract": "[No abstract available]", "year": 2021}\n'
                    '{"title": "ZorbSet", "abstract": "  no ABSTRACT available. "}\n'
                    '{"title": "Tiny", "abstract": "N/A"}\n'
                    '{"title": "Dash", "abstract": "-"}\n'
                    '{"title": "Dots", "abstract": "..."}\n'
                    '{"title": "Real", "abstract": "No abstract available in print; we propose GlimNet."}\n',
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["Real"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (1, 'record has a placeholder for an abstract ("[No abstract available]"); skipped'),
        (2, 'record has a placeholder for an abstract ("[No abstract available]"); skipped'),
        (3, 'record has a placeholder for an abstract ("no ABSTRACT available."); skipped'),
        (4, 'record has a placeholder for an abstract ("N/A"); skipped'),
        (5, 'record has a placeholder for an abstract ("-"); skipped'),
        (6, 'record has a placeholder for an abstract ("..."); skipped'),
    ]


def test_a_placeholder_abstract_in_a_csv_row_is_skipped_as_an_empty_one(tmp_path):
    path = tmp_path / "scopus.csv"
    path.write_text("Title,Abstract,Year\nGlimNet,[No abstract available],2020\nZorbNet,We propose ZorbNet.,2021\n",
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["ZorbNet"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (2, 'row has a placeholder for an abstract ("[No abstract available]"); skipped')]


def test_atom_with_doctype_is_refused():
    papers, report = read_all(DATA / "bad" / "doctype_entity.xml")
    assert papers == []
    assert len(report.problems) == 1 and report.problems[0].line == 2


def test_unrecognised_format(tmp_path):
    path = tmp_path / "notes.md"
    path.write_text("# Notes\n\nNot papers.\n", encoding="utf-8")
    papers, report = read_all(path)
    assert papers == []
    assert len(report.problems) == 1 and report.problems[0].message.startswith("not a recognised paper format")


def test_utf16_is_named(tmp_path):
    path = tmp_path / "wide.jsonl"
    path.write_bytes('{"abstract": "x"}\n'.encode("utf-16"))
    _, report = read_all(path)
    assert [problem.message for problem in report.problems] == ["UTF-16 text is not supported (re-save the file as UTF-8); file skipped"]


def test_whole_bad_folder_keeps_every_good_record():
    papers, report = read_all(DATA / "bad")
    assert sorted(paper.abstract for paper in papers) == [
        "A good abstract.",
        "A good record after the broken line.",
        "A good record before the broken line.",
        "A good record.",
        "Another good record.",
    ]
    assert report.files == 6 and report.records == 5
    assert len(report.problems) == 9
    assert all(problem.file.startswith(str(DATA / "bad")) for problem in report.problems)


def test_deeply_nested_json_line(tmp_path):
    path = tmp_path / "deep.jsonl"
    path.write_bytes(b'{"abstract": "x", "deep": ' + b"[" * 100000 + b"]" * 100000 + b"}\n" + GOOD)
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["A good record."]
    assert [problem.line for problem in report.problems] == [1]


@pytest.mark.parametrize("line, reason", [
    (b'{"abstract": "cut\n', "malformed JSON line (Unterminated string starting at column 14)"),
    (b'{"abstract": "a\tb"}\n', "malformed JSON line (Invalid control character at column 16)"),
    (b'{"abstract": }\n', "malformed JSON line (Expecting value, column 14)"),
])
def test_a_malformed_json_line_says_where_it_broke_in_words_that_read(tmp_path, line, reason):
    path = tmp_path / "papers.jsonl"
    path.write_bytes(GOOD + line)
    _, report = read_all(path)
    assert [problem.reason for problem in report.problems] == [reason]
