import io

from kg.sources import ReadReport
from kg.sources.jsonl import read_json_lines

from .helpers import DATA, read_all


def test_field_variants_and_ids():
    papers, report = read_all(DATA / "papers.jsonl")
    assert report.problems == []
    assert [paper.id for paper in papers] == [
        "arxiv:2401.01234",
        "arxiv:2402.05555",
        papers[2].id,
        "doi:10.1000/xyz.123",
        "arxiv:2403.00007",
    ]
    assert papers[2].id.startswith("sha1:") and len(papers[2].id) == 5 + 16
    first, second, hashed, by_doi, arxiv_doi = papers
    assert first.title == "QuillNet: Sparse Routing for Long Documents"
    assert first.authors == ("Ada Park", "Ben Ortiz") and first.authors_count == 2
    assert (first.date, first.year) == ("2024-01-03", 2024)
    assert second.title == "A Second Paper"  # upper-case field names
    assert second.abstract == "Second abstract with hard line-wraps and tabs, read as one line."
    assert second.key == "arXiv:2402.05555v3" and second.arxiv_id == "2402.05555"
    assert second.authors == ("Cora Liu",) and second.year == 2024
    assert hashed.key == "lab-0042"  # a record's own key survives even when it is no arXiv id or DOI
    assert (hashed.date, hashed.year) == ("2023-11-30", 2023)
    assert by_doi.doi == "10.1000/xyz.123" and by_doi.authors == ("Dan Wu", "Eve Stone", "Finn Rao")
    assert arxiv_doi.arxiv_id == "2403.00007" and arxiv_doi.url == "https://example.org/paper"
    assert [paper.source for paper in papers][:2] == [f"{DATA / 'papers.jsonl'}:1", f"{DATA / 'papers.jsonl'}:2"]


def test_json_array_keeps_element_lines():
    papers, report = read_all(DATA / "papers_array.json")
    assert report.problems == []
    assert [(paper.title, paper.id) for paper in papers] == [
        ("Array Paper One", "arxiv:2405.11111"),
        ("Array Paper Two", "doi:10.1234/abc-def"),
    ]
    assert [paper.source.rsplit(":", 1)[1] for paper in papers] == ["2", "7"]
    assert papers[1].abstract == "The second abstract of a JSON array file."  # "summary" field


def test_single_pretty_printed_object():
    papers, report = read_all(DATA / "single_paper.json")
    assert report.problems == []
    assert len(papers) == 1
    assert (papers[0].title, papers[0].key, papers[0].year) == ("A Single JSON Object", "single-1", 2022)


def test_stream_reader_reads_json_lines():
    stream = io.BytesIO(b'{"id": "2401.00001", "abstract": "From a stream."}\n\nnot json\n{"abstract": "Second."}\n')
    report = ReadReport()
    papers = list(read_json_lines(stream, "<stdin>", report))
    assert [paper.abstract for paper in papers] == ["From a stream.", "Second."]
    assert [(problem.file, problem.line) for problem in report.problems] == [("<stdin>", 3)]


def test_results_page_wrapper(tmp_path):
    page = tmp_path / "page.json"
    page.write_text('{"count": 2,\n "papers": [\n  {"abstract": "One."},\n  {"abstract": "Two."}\n ]\n}\n', encoding="utf-8")
    papers, report = read_all(page)
    assert report.problems == []
    assert [(paper.abstract, paper.source.rsplit(":", 1)[1]) for paper in papers] == [("One.", "3"), ("Two.", "4")]


def test_control_characters_are_stripped(tmp_path):
    path = tmp_path / "control.jsonl"
    path.write_text('{"abstract": "Clean\\u0000 text\\u0007 with\\u00a0odd\\u200b spaces\\r\\n  here.", "title": "T\\u0001itle"}\n', encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == []
    assert papers[0].abstract == "Clean text with odd\u200b spaces here."
    assert papers[0].title == "Title"


def test_non_object_lines_are_problems(tmp_path):
    path = tmp_path / "mixed.jsonl"
    path.write_text('{"abstract": "Good."}\n"just a string"\n42\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["Good."]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (2, "expected a JSON object, got a string; skipped"), (3, "expected a JSON object, got the number 42; skipped")]


def test_a_line_holding_an_array_of_non_objects_is_one_problem_and_one_skip(tmp_path):
    path = tmp_path / "arrays.jsonl"
    path.write_text('{"abstract": "Good."}\n["a", "b", "c", "d"]\n[{"abstract": "Also good."}, 5, null]\n'
                    '[[1, 2], [3, 4]]\n[[{"abstract": "Nested and good."}]]\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["Good.", "Also good.", "Nested and good."]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (2, "expected a JSON object, got an array of strings; skipped"),
        (3, "2 of the array's 3 items are not JSON objects but nulls and numbers; those items skipped"),
        (4, "expected a JSON object, got an array of numbers; skipped")]
    assert report.skipped == 3


def test_one_item_of_an_array_that_is_no_object_is_told_in_the_singular(tmp_path):
    path = tmp_path / "arrays.jsonl"
    path.write_text('{"abstract": "Good."}\n[{"abstract": "Also good."}, 5]\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["Good.", "Also good."]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (2, "1 of the array's 2 items is not a JSON object but the number 5; that item skipped")]
    assert report.skipped == 1


def test_an_arxiv_id_written_as_a_number_is_not_taken_for_another_papers(tmp_path):
    path = tmp_path / "ids.jsonl"
    path.write_text('{"arxiv_id": 2401.12340, "abstract": "We propose GlimNet."}\n'
                    '{"arxiv_id": "2401.1234", "abstract": "We propose QuarkNet."}\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.arxiv_id for paper in papers] == [None, "2401.1234"]
    assert papers[0].id != papers[1].id
    assert [(problem.line, problem.kept) for problem in report.problems] == [(1, True)]
    assert report.problems[0].reason.startswith("record gives its arXiv id as the number 2401.1234, not as text")


def test_an_abstract_that_is_not_text_is_named_by_its_json_kind(tmp_path):
    path = tmp_path / "list.jsonl"
    path.write_text('{"abstract": ["Glim", "zorb"]}\n{"abstract": "Good."}\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["Good."]
    assert [problem.message for problem in report.problems] == [
        "record has an abstract that is not text (an array); skipped"]


def test_a_csl_json_date_gives_the_date_and_year(tmp_path):
    path = tmp_path / "zotero.json"
    path.write_text('[\n {"abstract": "We propose GlimNet.", "issued": {"date-parts": [[2023, 5, 1]]}},\n'
                    ' {"abstract": "We propose ZorbNet.", "issued": {"date-parts": [["2022"]]},'
                    ' "accessed": {"date-parts": [[2024, 1, 2]]}},\n'
                    ' {"abstract": "We propose QuarkNet.", "issued": {"raw": "May 2021"}},\n'
                    ' {"abstract": "We propose FlumNet.", "issued": {"literal": "Spring 2020"}},\n'
                    ' {"abstract": "We propose BlipNet.", "issued": {"date-parts": [[]]}}\n]\n', encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == []
    assert [(paper.date, paper.year) for paper in papers] == [
        ("2023-05-01", 2023), ("2022", 2022), ("2021-05", 2021), ("Spring 2020", 2020), (None, None)]


def test_semantic_scholar_external_ids_name_the_paper(tmp_path):
    path = tmp_path / "s2.json"
    path.write_text('{"total": 2, "data": [\n'
                    ' {"paperId": "a1b2", "externalIds": {"ArXiv": "2401.01234", "DOI": "10.1000/Glim.1", "CorpusId": 7},'
                    ' "abstract": "We propose GlimNet."},\n'
                    ' {"paperId": "c3d4", "externalIds": {"DOI": "10.1000/ZORB.2"}, "abstract": "We propose ZorbNet."}\n'
                    ']}\n', encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == []
    assert [(paper.id, paper.arxiv_id, paper.doi, paper.key) for paper in papers] == [
        ("arxiv:2401.01234", "2401.01234", "10.1000/glim.1", "a1b2"), ("doi:10.1000/zorb.2", None, "10.1000/zorb.2", "c3d4")]
