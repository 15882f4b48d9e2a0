import gzip

import pytest

from kg.sources import detect_format
from kg.sources.ris import _Record

from .helpers import DATA, read_all


def _ris(*records: str) -> str:
    return "".join(f"TY  - JOUR\n{record}ER  - \n\n" for record in records)


def test_records_with_abstracts():
    papers, report = read_all(DATA / "papers.ris")
    assert report.by_format == {"ris": 2}
    first, second = papers
    assert first.key == "glim2024sorting"
    assert first.title == "GlimNet: Sorting Zorbs with Learned Comparators"  # (a line without a tag goes on)
    assert first.abstract == ("We propose GlimNet, a zorb sorter with learned comparators, and report a 5% gain on "
                              "ZorbSet.")
    assert first.authors == ("Jörg Müller", "François Dubé", "Ole Nørgaard")  # (first name first, as BibTeX's)
    assert (first.id, first.date, first.year) == ("doi:10.1109/ex.2024.42", "2024-03-15", 2024)
    assert first.source.endswith("papers.ris:1")
    assert (second.id, second.title, second.authors, second.date) == (
        "arxiv:2312.00042", "ZorbSet: A Benchmark for Zorb Sorting", ("Pia Quist",), "2023")
    assert second.abstract == "We introduce ZorbSet, a benchmark of ten thousand zorbs."
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (28, "record 'noabstract2022' has no abstract field (AB or N2); skipped")
    ]


def test_crlf_lines_and_a_byte_order_mark_read_as_plain_lines(tmp_path):
    path = tmp_path / "export.ris"
    path.write_bytes(b"\xef\xbb\xbf" + (DATA / "papers.ris").read_bytes().replace(b"\n", b"\r\n"))
    papers, report = read_all(path)
    assert [paper.model_dump(exclude={"source"}) for paper in papers] == \
        [paper.model_dump(exclude={"source"}) for paper in read_all(DATA / "papers.ris")[0]]
    assert [paper.source for paper in papers] == [f"{path}:1", f"{path}:19"]
    assert [problem.line for problem in report.problems] == [28]


@pytest.mark.parametrize("name", ["papers.ris.gz", "download"])
def test_a_gzipped_file_is_read_with_or_without_its_suffix(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(gzip.compress((DATA / "papers.ris").read_bytes()))
    papers, report = read_all(path)
    assert report.by_format == {"ris": 2}
    assert [paper.abstract for paper in papers] == [paper.abstract for paper in read_all(DATA / "papers.ris")[0]]


def test_a_file_opening_on_a_record_is_ris_whatever_its_name_and_a_ris_file_below_a_header_too(tmp_path):
    opening = b"\r\n\r\nTY  - JOUR\r\nAB  - We propose GlimNet.\r\nER  - \r\n"
    assert detect_format(opening, tmp_path / "export.txt").FORMAT == "ris"
    headed = tmp_path / "jstor.ris"
    headed.write_text("Provider: Zorb Archive\nContent: text/plain; charset=\"UTF-8\"\n\n" + _ris(
        "TI  - GlimNet\nAB  - We propose GlimNet for zorb sorting.\n"), encoding="utf-8")
    papers, report = read_all(headed)
    assert [paper.title for paper in papers] == ["GlimNet"] and report.problems == []
    assert detect_format(b"Notes on zorbs\nTY  - JOUR\n", tmp_path / "notes.txt").FORMAT == "listing"


def test_a_ris_file_below_a_header_with_lines_ended_by_cr_alone_is_ris(tmp_path):
    path = tmp_path / "mac.ris"  # (an old Mac save: no line feed at all)
    path.write_bytes(b"Provider: Zorb Archive\rTY  - JOUR\rTI  - GlimNet\rAB  - We propose GlimNet for zorb sorting.\r"
                     b"ER  - \r")
    papers, report = read_all(path)
    assert report.by_format == {"ris": 1} and report.problems == []
    assert [(paper.title, paper.abstract) for paper in papers] == [("GlimNet", "We propose GlimNet for zorb sorting.")]


def test_a_value_wrapped_over_many_lines_is_gathered_line_by_line_and_joined_when_read():
    record = _Record(1)
    record.add("AB", "We propose")
    for word in ("GlimNet", "for", "zorbs."):
        record.continue_value(word)
    assert record.first("AB") == record.all("AB")[0] == "We propose\nGlimNet\nfor\nzorbs."
    # (its lines kept apart until then: a string grown by each line is copied whole each time, and a file with
    # tens of thousands of untagged lines took minutes to read)
    assert record._fields == [("AB", ["We propose", "GlimNet", "for", "zorbs."])]


def test_a_broken_record_costs_only_itself_and_is_named_by_file_and_line(tmp_path):
    path = tmp_path / "refs.ris"
    path.write_text(_ris("TI  - GlimNet\nAB  - We propose GlimNet for zorb sorting.\n",
                         "ID  - zorb22\nTI  - ZorbSet\nAB  - \n",
                         "TI  - QuarkNet\nAB  - We propose QuarkNet for quark sorting.\n"), encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["GlimNet", "QuarkNet"]
    assert [(problem.file, problem.line, problem.message) for problem in report.problems] == [
        (str(path), 6, "record 'zorb22' has an empty abstract; skipped")]
    assert report.skipped == 1


def test_a_record_cut_off_at_the_end_of_the_file_is_skipped_and_says_so(tmp_path):
    path = tmp_path / "refs.ris"
    path.write_text(_ris("TI  - GlimNet\nAB  - We propose GlimNet for zorb sorting.\n")
                    + "TY  - JOUR\nTI  - ZorbSet\nAB  - We introduce ZorbSet, a benchm", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["GlimNet"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (6, "record is never ended (no ER line before the end of the file); record skipped")]


def test_a_gzipped_file_cut_off_keeps_the_records_before_the_cut(tmp_path):
    path = tmp_path / "papers.ris.gz"
    body = _ris(*(f"TI  - T{n}\nAB  - We propose Glim{n}Net for zorb sorting.\n" for n in range(300)))
    path.write_bytes(gzip.compress(body.encode("utf-8"))[:-100])
    papers, report = read_all(path)
    assert 250 < len(papers) < 300
    cut, never_ended = report.problems
    assert cut.message.startswith("cannot be read to its end (") and cut.outcome == "rest of file skipped"
    assert never_ended.reason.startswith("record is never ended") and never_ended.line == 5 * len(papers) + 1


def test_a_record_without_its_ty_line_or_its_er_line_is_read_and_reported_as_repaired(tmp_path):
    path = tmp_path / "refs.ris"
    path.write_text("TY  - JOUR\nID  - glim24\nAB  - We propose GlimNet for zorb sorting.\n"
                    "TY  - JOUR\nAB  - We introduce ZorbSet, a benchmark of zorbs.\nER  - \n"
                    "TI  - QuarkNet\nAB  - We propose QuarkNet for quark sorting.\nER  - \n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.source for paper in papers] == [f"{path}:1", f"{path}:4", f"{path}:7"]
    assert [(problem.line, problem.message, problem.kept) for problem in report.problems] == [
        (1, "record 'glim24' is not ended by an ER line before the next record's TY line (line 4); read up to there",
         True),
        (7, "record does not open with a TY line; read all the same", True)]
    assert (report.skipped, report.repaired) == (0, 2)


def test_a_record_without_an_abstract_is_skipped_however_else_it_is_broken(tmp_path):
    path = tmp_path / "refs.ris"
    path.write_text("TI  - ZorbSet\nER  - \n" + _ris("AB  - We propose GlimNet for zorb sorting.\n"), encoding="utf-8")
    papers, report = read_all(path)
    assert len(papers) == 1
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (1, "record has no abstract field (AB or N2); skipped")]


def test_unknown_tags_are_passed_over_and_a_tag_given_twice_keeps_its_first_value(tmp_path):
    path = tmp_path / "refs.ris"
    path.write_text(_ris("ZZ  - whatever this is\nTI  - GlimNet\nTI  - ZorbNet\nC7  - 42\n"
                         "AB  - We propose GlimNet for zorb sorting.\nAB  - Nous proposons GlimNet.\n"),
                    encoding="utf-8")
    (paper,), report = read_all(path)
    assert (paper.title, paper.abstract) == ("GlimNet", "We propose GlimNet for zorb sorting.")
    assert report.problems == []


def test_of_ab_and_n2_the_longer_is_the_abstract(tmp_path):
    path = tmp_path / "refs.ris"
    path.write_text(_ris("AB  - Read with QuarkNet.\nN2  - We propose GlimNet for zorb sorting on ZorbSet.\n",
                         "AB  - We propose QuarkNet for quark sorting on ZorbSet.\nN2  - See also GlimNet.\n"),
                    encoding="utf-8")
    papers, _ = read_all(path)
    assert [paper.abstract for paper in papers] == ["We propose GlimNet for zorb sorting on ZorbSet.",
                                                   "We propose QuarkNet for quark sorting on ZorbSet."]


@pytest.mark.parametrize("tags, paper_id", [
    ("DO  - 10.48550/arXiv.2401.01234\n", "arxiv:2401.01234"),  # (arXiv's own DOI names the preprint)
    ("UR  - https://doi.org/10.1234/glim\nUR  - https://arxiv.org/abs/2401.01234v3\n", "arxiv:2401.01234"),
    ("ID  - glim24\nAN  - arXiv:2401.01234\n", "arxiv:2401.01234"),
    ("DO  - https://doi.org/10.1234/GLIM\n", "doi:10.1234/glim"),
])
def test_ids_are_found_where_exporters_write_them(tmp_path, tags, paper_id):
    path = tmp_path / "refs.ris"
    path.write_text(_ris(f"{tags}AB  - We propose GlimNet for zorb sorting.\n"), encoding="utf-8")
    (paper,), _ = read_all(path)
    assert paper.id == paper_id


@pytest.mark.parametrize("tags, date, year", [
    ("PY  - 2014///\n", "2014", 2014),
    ("Y1  - 2014/05/01/Spring meeting\n", "2014-05-01", 2014),
    ("PY  - 2021/06//\n", "2021-06", 2021),
    ("PY  - 2021\nDA  - 2021/06/30\n", "2021-06-30", 2021),
    ("PY  - 2021\nDA  - May 3\n", "2021-05-03", 2021),  # (EndNote's date, its year in PY)
    ("PY  - 2021\nDA  - Spring\n", "2021", 2021),
    ("DA  - 2021-02-30\n", "2021-02-30", 2021),  # (no day the calendar has: as written)
])
def test_dates_in_the_layouts_ris_writes_them(tmp_path, tags, date, year):
    path = tmp_path / "refs.ris"
    path.write_text(_ris(f"{tags}AB  - We propose GlimNet for zorb sorting.\n"), encoding="utf-8")
    (paper,), _ = read_all(path)
    assert (paper.date, paper.year) == (date, year)


@pytest.mark.parametrize("lines, names", [
    ("AU  - Bo, Ann Marie\n", ("Ann Marie Bo",)),
    ("AU  - Bo, Ann, Jr.\nAU  - Cy, Dee\n", ("Ann Bo Jr.", "Dee Cy")),  # (RIS's Last, First, Suffix)
    ("A1  - Ann Bo\nAU  - Zorb Lab\n", ("Ann Bo", "Zorb Lab")),
    ("AU  - Bo, Ann\nA2  - Ed, Itor\n", ("Ann Bo",)),  # (A2 names editors, no authors)
])
def test_ris_names_are_written_first_name_first(tmp_path, lines, names):
    path = tmp_path / "refs.ris"
    path.write_text(_ris(f"{lines}AB  - We propose GlimNet.\n"), encoding="utf-8")
    (paper,), _ = read_all(path)
    assert paper.authors == names


def test_a_line_that_is_no_utf8_is_repaired_not_skipped(tmp_path):
    path = tmp_path / "refs.ris"
    path.write_bytes(b"TY  - JOUR\nAB  - We propose GlimNet for the caf\xe9.\nER  - \n")
    (paper,), report = read_all(path)
    assert paper.abstract == "We propose GlimNet for the café."
    assert [(problem.line, problem.kept) for problem in report.problems] == [(2, True)]


def test_a_record_missing_its_end_and_the_next_ones_start_gives_both_papers(tmp_path):
    """The second abstract was lost behind the first: a tag given twice keeps its first value."""
    path = tmp_path / "refs.ris"
    path.write_text("TY  - JOUR\nTI  - GlimNet\nAB  - We propose GlimNet.\n\n"
                    "TI  - QuarkNet\nAB  - We propose QuarkNet.\nER  - \n", encoding="utf-8")
    papers, report = read_all(path)
    assert [(paper.title, paper.abstract) for paper in papers] == [
        ("GlimNet", "We propose GlimNet."), ("QuarkNet", "We propose QuarkNet.")]
    assert [(problem.line, problem.message, problem.kept) for problem in report.problems] == [
        (1, "record is not ended by an ER line before the next record's TI line (line 5), past a blank line; "
            "read up to there", True),
        (5, "record does not open with a TY line; read all the same", True)]
    same_record = tmp_path / "same.ris"  # (a tag given twice with no blank line between is one record's)
    same_record.write_text("TY  - JOUR\nAB  - We propose GlimNet.\nAB  - A second abstract field.\nER  - \n",
                           encoding="utf-8")
    assert [paper.abstract for paper in read_all(same_record)[0]] == ["We propose GlimNet."]


def test_a_ris_file_of_no_record_says_so(tmp_path):
    path = tmp_path / "export.ris"
    path.write_text("Provider: Zorb Archive\nContent: text/plain\n\n", encoding="utf-8")
    papers, report = read_all(path)
    assert papers == [] and [(problem.line, problem.message) for problem in report.problems] == [
        (None, "no RIS record in this file (no tagged line such as 'TY  - JOUR'); file skipped")]
