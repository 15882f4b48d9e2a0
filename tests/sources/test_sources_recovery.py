"""A broken record costs only itself: the readers go on past it, and odd values never crash a read."""

import json

import pytest

from .helpers import DATA, read_all


def _record(n: int) -> str:
    return json.dumps({"abstract": f"We propose Glim{n}Net for zorb sorting."})


def _abstracts(papers) -> list[str]:
    return [paper.abstract for paper in papers]


@pytest.mark.parametrize("layout, bad_line", [
    ("truncated first line", 1),
    ("pretty objects", 5),
    ("array then lines", 1),
])
def test_json_records_after_a_broken_or_odd_start_are_read(tmp_path, layout, bad_line):
    path = tmp_path / "papers.json"
    if layout == "truncated first line":
        path.write_text('{"abstract": "cut off\n' + _record(1) + "\n" + _record(2) + "\n", encoding="utf-8")
    elif layout == "pretty objects":  # what `jq '.[]'` writes, one record broken
        pretty = [json.dumps(json.loads(_record(n)), indent=2) for n in (1, 2)]
        path.write_text(pretty[0] + "\n{\n  \"abstract\": oops\n}\n" + pretty[1] + "\n", encoding="utf-8")
        bad_line = 5
    else:
        path.write_text("[1]\n" + _record(1) + "\n" + _record(2) + "\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting.", "We propose Glim2Net for zorb sorting."]
    assert [problem.line for problem in report.problems] == [bad_line]


def test_a_broken_element_of_an_array_costs_only_itself(tmp_path):
    path = tmp_path / "papers.json"
    path.write_text("[\n" + _record(1) + ",\n{\"abstract\": oops},\n" + _record(2) + "\n]\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting.", "We propose Glim2Net for zorb sorting."]
    assert [(problem.line, problem.message.endswith("element skipped")) for problem in report.problems] == [(3, True)]


@pytest.mark.parametrize("layout, kept_after", [
    ("array", "element skipped"),
    ("nested array", "element skipped"),  # the broken record's own objects are not taken for records
    ("stream", "record skipped"),
    ("stream, broken first", "record skipped"),  # (read as JSON Lines: one line of several records)
    ("array, broken first", "element skipped"),
])
def test_a_broken_record_on_one_line_costs_only_itself(tmp_path, layout, kept_after):
    path = tmp_path / "papers.json"
    broken = '{"title": "bad \x01", "authors": [{"name": "Ada"}, {"name": "Bo"}], "abstract": "x"}' \
        if layout == "nested array" else '{"abstract": "bad \x01 text"}'
    records = [broken, _record(1), _record(2), _record(3)] if layout.endswith("broken first") \
        else [_record(1), broken, _record(2), _record(3)]
    path.write_text("[" + ", ".join(records) + "]" if layout.startswith(("array", "nested")) else " ".join(records),
                    encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == [f"We propose Glim{n}Net for zorb sorting." for n in (1, 2, 3)]
    assert [(problem.line, problem.message.endswith(kept_after)) for problem in report.problems] == [(1, True)]


def test_an_object_nested_in_a_broken_record_is_not_read_as_a_record(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text('{"title": "GlimNet", "venues": "name": "GlimConf"}, {"name": "GlimConf 2024", "description": '
                    '"The annual conference on zorb sorting, with talks on quarks."}], "abstract": "We propose '
                    'GlimNet."}\n' + _record(1) + "\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting."] and len(report.problems) == 1


def test_a_record_after_a_broken_one_on_its_line_in_a_results_page_is_read(tmp_path):
    path = tmp_path / "page.json"
    path.write_text('{"results": [\n {"title": "bad \x01", "abstract": "x"}, ' + _record(1) + '], "total": 2}\n',
                    encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting."] and len(report.problems) == 1


def test_objects_nested_in_a_broken_line_record_are_not_read_as_records(tmp_path):
    path = tmp_path / "papers.jsonl"
    venue = '{"name": "GlimConf", "description": "The annual conference on zorb sorting, with talks on quarks."}'
    path.write_text('{"title": "GlimNet", "venues": "name": "X"}, ' + venue + ", " + venue
                    + '], "abstract": "We propose GlimNet."}\n' + _record(1) + "\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting."] and len(report.problems) == 1


def test_objects_nested_in_a_broken_array_element_are_not_read_and_the_next_line_is(tmp_path):
    path = tmp_path / "papers.json"
    venue = '{"name": "GlimConf", "description": "The annual conference on zorb sorting, with talks on quarks."}'
    path.write_text('[\n {"title": "GlimNet", "venues": "name": "X"}, ' + venue + '], "abstract": "We propose '
                    'GlimNet."},\n ' + _record(1) + "\n]\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting."] and len(report.problems) == 1


def test_a_broken_element_followed_on_its_line_by_another_costs_only_itself(tmp_path):
    path = tmp_path / "papers.json"
    path.write_text("[\n " + '{"abstract": "bad \x01 text"}, ' + _record(1) + ",\n " + _record(2) + ",\n "
                    + _record(3) + "\n]\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == [f"We propose Glim{n}Net for zorb sorting." for n in (1, 2, 3)]
    assert [(problem.line, problem.message.endswith("element skipped")) for problem in report.problems] == [(2, True)]


@pytest.mark.parametrize("break_", ["\n", "\r\n", "\r"])
def test_a_broken_array_element_is_reported_on_its_line_whatever_ends_the_lines(tmp_path, break_):
    path = tmp_path / "papers.json"
    path.write_bytes(("[" + break_ + _record(1) + "," + break_ + '{"abstract": oops},' + break_ + _record(2) + break_
                      + "]" + break_).encode())
    papers, report = read_all(path)
    assert len(papers) == 2 and [problem.line for problem in report.problems] == [3]


def test_an_unclosed_entry_in_a_bibtex_file_with_old_mac_line_ends_is_reported_on_its_line(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_bytes(b"@article{a,\r  abstract = {We study GlimNet.}\r}\r@article{b,\r  abstract = {Zorb\r"
                     b"@article{c,\r  abstract = {We study QuarkNet.}\r}\r")
    papers, report = read_all(path)
    assert len(papers) == 2 and [problem.line for problem in report.problems] == [4]


def test_a_bad_byte_in_a_file_with_old_mac_line_ends_is_reported_on_its_line_and_column(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_bytes(b"@article{a,\r  abstract = {We study GlimNet.}\r}\r@article{b,\r  abstract = {Zorb caf\xe9.}\r}\r")
    papers, report = read_all(path)
    assert len(papers) == 2
    assert [(problem.line, problem.reason) for problem in report.problems] == [
        (5, "invalid UTF-8 (byte 0xe9 at column 23)")]


@pytest.mark.parametrize("ending", [",\n", "\n", ""])
def test_an_array_cut_off_before_its_bracket_keeps_its_records_and_skips_none(tmp_path, ending):
    path = tmp_path / "papers.json"
    path.write_text("[\n" + _record(1) + ",\n" + _record(2) + ending, encoding="utf-8")
    papers, report = read_all(path)
    assert len(papers) == 2 and report.skipped == 0 and report.repaired == 1
    assert [problem.message for problem in report.problems] == [
        "JSON array is not closed; the records before this point were read"]


def test_json_lines_ending_in_a_carriage_return_alone_are_read_one_by_one(tmp_path):
    path = tmp_path / "old-mac.jsonl"
    path.write_bytes((_record(1) + "\r" + '{"abstract": oops}' + "\r" + _record(2) + "\r").encode())
    papers, report = read_all(path)
    assert len(papers) == 2 and [problem.line for problem in report.problems] == [2]


def test_a_number_too_long_to_convert_costs_only_its_field(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text('{"abstract": "We propose Glim1Net.", "year": ' + "9" * 5000 + ', "upvotes": "' + "1" * 5000
                    + '"}\n' + _record(2) + "\n", encoding="utf-8")
    papers, report = read_all(path)
    assert len(papers) == 2 and papers[0].year is None and papers[0].upvotes is None and report.problems == []


@pytest.mark.parametrize("upvotes", ["²", "٣", "1" * 30])
def test_a_count_that_is_no_plain_number_is_no_count(tmp_path, upvotes):
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps({"abstract": "We propose Glim1Net.", "upvotes": upvotes}) + "\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.upvotes for paper in papers] == [None] and report.problems == []


def test_a_lone_surrogate_escape_is_dropped_not_fatal(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text('{"title": "Glim \\ud800 Net", "abstract": "We propose \\udc00Glim1Net."}\n' + _record(2) + "\n",
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [(paper.title, paper.abstract) for paper in papers][0] == ("Glim Net", "We propose Glim1Net.")
    assert len(papers) == 2 and report.problems == []


@pytest.mark.parametrize("line", [
    '{"abstract": "We propose Glim1Net.", "abstract": null}',
    '{"Abstract": "", "abstract": "We propose Glim1Net."}',
])
def test_a_field_given_twice_keeps_the_spelling_with_a_value(tmp_path, line):
    path = tmp_path / "papers.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net."] and report.problems == []


@pytest.mark.parametrize("odd", [
    {"authorships": [{"author": "Ada Glim"}]},
    {"authorships": [{"institutions": 5}]},
    {"locations": 5},
    {"abstract_inverted_index": {"We": [0], "True": [True], "propose": [1], "Glim1Net.": [2]}},
])
def test_openalex_fields_of_the_wrong_type_are_as_if_missing(tmp_path, odd):
    work = {"id": "https://openalex.org/W1", "abstract_inverted_index": {"We": [0], "propose": [1], "Glim1Net.": [2]}}
    work.update(odd)
    path = tmp_path / "works.json"
    path.write_text(json.dumps({"results": [work, {**work, "id": "https://openalex.org/W2"}]}), encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net."] * 2 and report.problems == []


def test_a_bibtex_month_in_odd_digits_is_no_month(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{a, abstract={We propose Glim1Net.}, year=2031, month={²}}\n"
                    "@article{b, abstract={We propose Glim2Net.}, year=2031, month=3}\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.date for paper in papers] == ["2031", "2031-03"] and report.problems == []


def test_a_listing_page_count_of_absurd_length_is_no_count(tmp_path):
    page = tmp_path / "page.txt"
    abstract = "We propose Glim1Net, a sorter of zorbs that reads like a long and careful abstract. " * 3
    page.write_text(f"{abstract}\nJul 27, 2031 {'9' * 5000}\n\n{abstract.replace('Glim1', 'Glim2')}\n",
                    encoding="utf-8")
    papers, report = read_all(page)
    assert len(papers) == 2 and papers[0].upvotes is None and report.problems == []


def test_csv_with_lines_ending_in_a_carriage_return_alone(tmp_path):
    path = tmp_path / "old-mac.csv"
    path.write_bytes(b'id,abstract\r1,"We propose Glim1Net."\r2,"We propose Glim2Net."\r')
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net.", "We propose Glim2Net."] and report.problems == []


def test_csv_with_spaces_after_its_commas(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text('id, title, abstract\n1, Glim, "We propose Glim1Net, a sorter."\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [(paper.title, paper.abstract) for paper in papers] == [("Glim", "We propose Glim1Net, a sorter.")]
    assert report.problems == []


def test_csv_column_named_twice_keeps_the_cell_with_something_in_it(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text('abstract,title,abstract\n"We propose Glim1Net.",Glim,\n', encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net."] and report.problems == []


@pytest.mark.parametrize("opening", ["[PDF] ", "{Updated} Glim Papers\n\n", "<- back to the list\n\n",
                                     "@glimbot posted:\n\n"])
def test_a_listing_page_opening_on_a_bracket_or_an_at_sign_is_still_a_listing(tmp_path, opening):
    page = tmp_path / "page.txt"
    abstract = "We propose Glim1Net, a sorter of zorbs that reads like a long and careful abstract. " * 3
    page.write_text(f"{opening}{abstract}\n", encoding="utf-8")
    papers, report = read_all(page)
    assert len(papers) == 1 and report.problems == []


def test_a_bibtex_entry_whose_braces_never_balance_gives_way_to_the_next(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{a, abstract={We propose Glim1Net.}}\n"
                    "@article{b, abstract={an open { brace}\n"
                    "@article{c, abstract={We propose Glim3Net.}}\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.key for paper in papers] == ["a", "c"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (2, "@article entry is never closed (unbalanced braces); entry skipped")]


def test_a_bracket_in_a_quoted_value_does_not_close_an_entry_opened_with_one(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text('@article(a, abstract = "We propose Glim1Net (and more).")\n', encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net (and more)."] and report.problems == []


def _entry(n: int, summary: str = "") -> str:
    return (f"<entry><id>http://arxiv.org/abs/2401.0000{n}v1</id><title>Glim {n}</title>"
            f"<summary>{summary or f'We propose Glim{n}Net for zorb sorting.'}</summary></entry>\n")


@pytest.mark.parametrize("bad, line", [
    ("x &nbsp; y <b", 3),           # a stray "<" breaks this one entry
    ("an \x01 control", None),      # repaired: read
    ("a &#1; reference", None),     # repaired: read
    ("not&nbsp;broken", None),      # an HTML entity: read
])
def test_a_feed_that_is_not_well_formed_is_read_entry_by_entry(tmp_path, bad, line):
    path = tmp_path / "feed.xml"
    path.write_text('<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n'
                    + _entry(1, bad) + _entry(2) + _entry(3) + "</feed>\n", encoding="utf-8")
    papers, report = read_all(path)
    kept = [paper.title for paper in papers]
    if line is None:  # repaired: nothing lost, so nothing to report
        assert kept == ["Glim 1", "Glim 2", "Glim 3"] and report.problems == []
    else:
        assert kept == ["Glim 2", "Glim 3"]
        assert [(p.line, p.message.endswith("entry skipped")) for p in report.problems] == [(line, True)]


def test_a_feed_cut_off_in_an_entry_keeps_the_entries_before(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_text('<feed xmlns="http://www.w3.org/2005/Atom">\n' + _entry(1) + _entry(2)[:60], encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["Glim 1"]
    assert [(p.line, p.message) for p in report.problems] == [(3, "entry is not closed; entry skipped")]


@pytest.mark.parametrize("written_in, abstract", [
    ("latin-1", "We propose Glim1Net for café zorbs."),   # as declared
    ("utf-8", "We propose Glim1Net for naïve zorbs."),    # said to be Latin-1, written in UTF-8 all the same
])
def test_a_feed_declared_latin1_reads_in_what_it_is_written_in(tmp_path, written_in, abstract):
    path = tmp_path / "feed.xml"
    path.write_bytes(('<?xml version="1.0" encoding="ISO-8859-1"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n'
                      + _entry(1, abstract) + "</feed>\n").encode(written_in))
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == [abstract] and report.problems == []


def test_a_feed_without_the_atom_namespace_and_markup_in_a_summary(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_text("<feed>\n" + _entry(1, "We propose <b>Glim1Net</b> for zorbs.") + "</feed>\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["We propose Glim1Net for zorbs."] and report.problems == []


def test_an_entry_left_open_costs_only_itself_and_not_the_next(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_text('<feed xmlns="http://www.w3.org/2005/Atom">\n' + _entry(1)[:-len("</entry>\n")] + "\n"
                    + _entry(2) + _entry(3) + "</feed>\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["Glim 2", "Glim 3"]
    assert [(p.line, p.message) for p in report.problems] == [(2, "entry is not closed; entry skipped")]


def test_a_bibtex_abstract_line_opening_on_an_at_sign_is_no_entry(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{a, title={Glim},\n  abstract={We propose Glim1Net, better\n@IoU (0.5) than all.}}\n"
                    "@article{b, abstract={We propose Glim2Net.}}\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.key for paper in papers] == ["a", "b"] and report.problems == []


def test_a_bibtex_entry_left_open_with_nothing_after_it_on_a_line_of_its_own_loses_the_rest_and_says_so(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{a, abstract={We propose Glim1Net.}}\n"
                    "@article{b, title={B, abstract={bbb}} @article{c, abstract={We propose Glim3Net.}}\n",
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.key for paper in papers] == ["a"]
    assert [p.message for p in report.problems] == ["@article entry is never closed (unbalanced braces); rest of file skipped"]


def test_a_carriage_return_inside_json_lines_is_whitespace_where_lines_end_in_line_feeds(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_bytes(b'{"title": "Glim",\r"abstract": "We propose Glim1Net."}\n' + _record(2).encode() + b"\n")
    papers, report = read_all(path)
    assert len(papers) == 2 and report.problems == []


def test_a_listing_page_opening_on_a_percent_sign_is_a_listing(tmp_path):
    page = tmp_path / "page.txt"
    abstract = "We propose Glim1Net, a sorter of zorbs that reads like a long and careful abstract. " * 3
    page.write_text(f"%Top glim papers this week\n\n{abstract}\n", encoding="utf-8")
    papers, report = read_all(page)
    assert len(papers) == 1 and report.problems == []


def test_invalid_utf8_in_a_json_document_is_reported_and_costs_no_record(tmp_path):
    path = tmp_path / "papers.json"
    path.write_bytes(b'[\n{"abstract": "We propose Glim1Net."},\n{"abstract": "We propose Glim2Net for caf\xe9s."},\n'
                     b'{"abstract": "We propose Glim3Net."}\n]\n')
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net.", "We propose Glim2Net for caf\u00e9s.", "We propose Glim3Net."]
    assert [(p.line, p.message.startswith("invalid UTF-8")) for p in report.problems] == [(3, True)]


def test_a_csv_file_with_a_header_and_no_rows_says_so(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text("id,title,abstract\n\n", encoding="utf-8")
    papers, report = read_all(path)
    assert papers == [] and [(p.line, p.message) for p in report.problems] == [(1, "no rows after the header; file skipped")]


def test_many_lines_of_bad_utf8_in_a_json_document_are_read_in_one_pass(tmp_path):
    path = tmp_path / "papers.json"
    records = [f'{{"abstract": "We propose Glim{n}Net for zorb sorting."}}' if n % 2 else '{"abstract": "caf\xe9"}'
               for n in range(4000)]
    path.write_bytes(("[\n" + ",\n".join(records) + "\n]\n").encode("latin-1"))
    papers, report = read_all(path)
    assert len(papers) == 4000 and sum(p.message.startswith("invalid UTF-8") for p in report.problems) == 2000


def test_a_broken_element_with_nested_objects_is_one_problem_at_the_line_of_the_fault(tmp_path):
    path = tmp_path / "papers.json"
    path.write_text('[\n  {\n    "authors": [\n      {"name": "Ada"}\n    ],\n    "abstract": "cut\n  },\n'
                    '  {\n    "abstract": "We propose Glim2Net."\n  }\n]\n', encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim2Net."]
    assert [(p.line, p.message.endswith("element skipped")) for p in report.problems] == [(6, True)]


def test_a_page_with_a_broken_record_keeps_the_others(tmp_path):
    path = tmp_path / "page.json"
    path.write_text('{\n  "meta": {"count": 3},\n  "results": [\n    ' + _record(1) + ',\n    {"abstract": "cut\n    },\n    '
                    + _record(3) + "\n  ]\n}\n", encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting.", "We propose Glim3Net for zorb sorting."]
    assert [p.line for p in report.problems] == [5]


@pytest.mark.parametrize("name, body", [
    ("papers.jsonl.gz", _record(1) + "\n" + _record(2) + "\n"),
    ("papers.csv.gz", 'id,abstract\n1,"We propose Glim1Net for zorb sorting."\n2,"We propose Glim2Net for zorb sorting."\n'),
    ("feed.xml.gz", '<feed xmlns="http://www.w3.org/2005/Atom">\n' + _entry(1) + _entry(2) + "</feed>\n"),
])
def test_gzip_files_are_read_as_what_they_hold(tmp_path, name, body):
    import gzip

    path = tmp_path / name
    path.write_bytes(gzip.compress(body.encode("utf-8")))
    papers, report = read_all(path)
    assert len(papers) == 2 and report.problems == []


def test_a_gzip_file_cut_off_keeps_the_records_before_and_says_so(tmp_path):
    import gzip

    path = tmp_path / "papers.jsonl.gz"
    whole = gzip.compress("".join(_record(n) + "\n" for n in range(2000)).encode("utf-8"))
    path.write_bytes(whole[: len(whole) // 2])
    papers, report = read_all(path)
    assert 0 < len(papers) < 2000
    (problem,) = report.problems
    assert problem.line == len(papers) + 1  # (the line the stream was cut in)
    assert problem.message.startswith("cannot be read to its end (") and problem.message.endswith("rest of file skipped")


def test_a_small_gzip_file_cut_off_keeps_the_records_before_too(tmp_path):
    import gzip

    path = tmp_path / "papers.jsonl.gz"
    whole = gzip.compress("".join(_record(n) + "\n" for n in range(3)).encode("utf-8"))  # less than the head's size
    path.write_bytes(whole[:-12])  # (the end-of-stream trailer and a little of the last record)
    papers, report = read_all(path)
    assert len(papers) == 2
    (problem,) = report.problems
    assert problem.line == 3
    assert problem.message.startswith("cannot be read to its end (") and problem.message.endswith("rest of file skipped")


@pytest.mark.parametrize("name, trailer_byte, separator", [
    ("papers.jsonl.gz", -8, "\n"), ("papers.json.gz", -4, ",\n"),
    ("papers.json.gz", -8, ", "),  # (the whole array on one line, as json.dumps writes it)
    ("one.jsonl.gz", -8, None),  # (one record, and no line feed after it)
])
def test_a_gzip_file_failing_its_checksum_says_the_records_read_may_be_garbled(tmp_path, name, trailer_byte,
                                                                              separator):
    import gzip

    path = tmp_path / name
    records = [_record(n) for n in range(3 if separator else 1)]
    body = ("\n".join(records) + "\n" if separator == "\n" else records[0] if separator is None
            else "[" + separator.join(records) + "]")
    whole = bytearray(gzip.compress(body.encode("utf-8")))
    whole[trailer_byte] ^= 0xFF  # (the checksum, or the length, the stream's trailer gives)
    path.write_bytes(bytes(whole))
    papers, report = read_all(path)
    assert len(papers) == len(records)  # (every record was read before the check failed)
    (problem,) = report.problems
    assert "fails its checksum" in problem.message and "may hold garbled text" in problem.message
    assert not problem.kept and problem.line in (len(body.splitlines()), len(body.splitlines()) + 1)  # (its end)


def test_a_gzipped_line_longer_than_the_pieces_it_is_read_in_is_one_line(tmp_path):
    # (a guard on the piecewise reading of gzip streams, whose pieces of one line are joined once it ends)
    import gzip

    path = tmp_path / "papers.jsonl.gz"
    long_abstract = "We propose GlimNet for zorb sorting. " * 8000  # (about 300,000 characters: five pieces)
    path.write_bytes(gzip.compress((json.dumps({"abstract": long_abstract}) + "\n" + _record(1)).encode("utf-8")))
    papers, report = read_all(path)
    assert [len(paper.abstract) for paper in papers] == [len(long_abstract.strip()), len("We propose Glim1Net for zorb sorting.")]
    assert report.problems == []


def _bibtex_entries(count: int) -> str:
    return "".join(f"@article{{k{n},\n  title = {{T{n}}},\n  abstract = {{We propose Glim{n}Net for zorb sorting.}}\n}}\n"
                   for n in range(count))


@pytest.mark.parametrize("name, body", [
    ("papers.bib.gz", _bibtex_entries(300)),
    ("papers.json.gz", json.dumps([json.loads(_record(n)) for n in range(300)], indent=1)),
    ("feed.xml.gz", '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">\n' + "".join(
        f"<entry><id>http://arxiv.org/abs/2401.{n:05d}v1</id><title>T{n}</title>\n"
        f"<summary>We propose Glim{n}Net for zorb sorting.</summary></entry>\n" for n in range(300)) + "</feed>\n"),
])
def test_a_whole_file_document_gzipped_and_cut_off_keeps_the_records_before_the_cut(tmp_path, name, body):
    import gzip

    path = tmp_path / name
    path.write_bytes(gzip.compress(body.encode("utf-8"))[:-100])
    papers, report = read_all(path)
    assert 250 < len(papers) < 300
    cut = next(problem for problem in report.problems if problem.message.startswith("cannot be read to its end ("))
    assert cut.message.endswith("rest of file skipped") and cut.line > len(papers)  # (a record holds a line or more)


def test_a_csv_quote_left_open_costs_only_its_own_row(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text('id,title,abstract\n1,A,"We propose Glim1Net for zorb sorting."\n2,B,"a quote left open\n'
                    '3,C,"We propose Glim3Net, a zorb sorter."\n4,D,"We propose Glim4Net,\nover two lines."\n',
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["A", "C", "D"]
    assert [(p.line, "quote left open" in p.message) for p in report.problems] == [(3, True)]


def test_a_quote_left_open_in_a_rows_first_cell_is_told_as_a_row_of_one_field(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text('title,abstract\n"GlimNet, left open\nT1,We propose QuarkNet.\nT2,We propose ZorbNet.\n',
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["T1", "T2"]
    assert [(p.line, p.message) for p in report.problems] == [
        (2, "row has 1 field but the header has 2 (a quote left open?); row skipped")]


@pytest.mark.parametrize("name, sep", [("papers.csv", ","), ("papers.tsv", "\t")])
def test_a_quote_left_open_that_swallows_a_row_of_the_same_width_costs_only_its_own_row(tmp_path, name, sep):
    path = tmp_path / name
    path.write_text(f'title{sep}abstract\nA{sep}"We propose Glim1Net for zorb sorting.\n'
                    f'B{sep}"We propose Glim2Net for zorb sorting."\nC{sep}"We propose Glim3Net,\nover two lines."\n',
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["B", "C"]
    assert [(p.line, p.message) for p in report.problems] == [
        (2, "a quote left open runs the row on into the lines after it; row skipped")]


@pytest.mark.parametrize("rows", [
    '1,A,"We propose Glim1Net, left open\n2,B,We propose Glim2Net for zorbs.\n3,C,We propose Glim3Net too.\n',
    '1,A,"We propose Glim1Net, left open\n2,B,We test Glim2Net on a 5" screen.\n3,C,We propose Glim3Net too.\n',
])
def test_a_quote_left_open_to_the_end_or_closed_inside_a_later_row_costs_only_its_own_row(tmp_path, rows):
    path = tmp_path / "papers.csv"
    path.write_text("id,title,abstract\n" + rows, encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["B", "C"]
    assert [(p.line, p.message) for p in report.problems] == [
        (2, "a quote left open runs the row on into the lines after it; row skipped")]


def test_a_row_after_a_quote_left_open_keeps_its_own_cell_that_runs_over_lines(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text('title,abstract\nT0,"We propose GlimNet for zorb sorting, left open\n'
                    'T1,"We propose QuarkNet for zorb sorting,\nwritten over two lines."\n'
                    'T2,We propose ZorbNet for quark sorting.\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [(paper.title, paper.abstract) for paper in papers] == [
        ("T1", "We propose QuarkNet for zorb sorting, written over two lines."),
        ("T2", "We propose ZorbNet for quark sorting.")]
    assert [p.line for p in report.problems] == [2]


def test_rows_that_each_leave_a_quote_open_lose_fewer_than_half(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text("title,abstract\n" + "".join(f'T{n},"We propose Glim{n}Net for zorb sorting, left open\n'
                                                 for n in range(30)), encoding="utf-8")
    papers, report = read_all(path)
    assert len(papers) >= 20 and len(papers) + len(report.problems) == 30


def test_a_quote_inside_a_cell_not_quoted_is_no_quote_left_open(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text('title,abstract\nA 5" screen study,"We propose GlimNet,\nover two lines."\n'
                    'B,"We propose QuarkNet, ""quoted"" twice,\nover two lines too."\n'
                    'C,"We propose ZorbNet.\nIts quote closes before a space." \n'
                    '"Glim" Is All You Need,"We propose GlimNet again,\nover two lines."\n', encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == []
    assert [paper.title for paper in papers] == ['A 5" screen study', "B", "C", "Glim Is All You Need"]


def test_a_long_line_with_hardly_a_space_in_a_listing_page_is_no_abstract(tmp_path):
    page = tmp_path / "page.txt"
    abstract = "We propose Glim1Net, a sorter of zorbs that reads like a long and careful abstract. " * 3
    page.write_text(f"Glim\n\n{abstract}\n\n{'QUJD' * 120}\n\n{'zorb/' * 90}\n", encoding="utf-8")
    papers, report = read_all(page)
    assert [paper.abstract for paper in papers] == [abstract.strip()] and report.problems == []


def test_an_abstract_given_under_two_names_is_the_longer_text(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps({"Abstract Text": "We propose Glim1Net for zorb sorting.", "Summary": "zorbs"}) + "\n",
                    encoding="utf-8")
    papers, report = read_all(path)
    assert _abstracts(papers) == ["We propose Glim1Net for zorb sorting."] and report.problems == []


@pytest.mark.parametrize("at, kept", [(0.5, True), (0.0, False)])
def test_a_gzip_file_corrupt_inside_keeps_the_records_before_and_says_so(tmp_path, at, kept):
    import gzip

    path = tmp_path / "papers.jsonl.gz"
    whole = bytearray(gzip.compress("".join(_record(n) + "\n" for n in range(2000)).encode("utf-8")))
    start = max(20, int(len(whole) * at))
    whole[start:start + 200] = bytes(200)  # (not a cut: the stream goes on, its data or its checksum wrong)
    path.write_bytes(bytes(whole))
    papers, report = read_all(path, DATA / "papers.jsonl")
    assert [paper for paper in papers if paper.source.startswith(str(DATA))]  # (the next file is read)
    mine = [paper for paper in papers if paper.source.startswith(str(path))]
    last = [problem for problem in report.problems if problem.file == str(path)][-1]
    if kept:
        assert 0 < len(mine) < 2000 and last.message.startswith(("cannot be read to its end (",
                                                                  "the gzip stream fails its checksum"))
    else:
        assert mine == [] and last.message.startswith("cannot open file (")
