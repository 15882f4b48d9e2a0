import json

import pytest

from kg.sources import detect_format

from .helpers import DATA, read_all


def test_csv_with_quotes_and_multiline_cells():
    papers, report = read_all(DATA / "papers.csv")
    assert report.problems == []
    assert report.by_format == {"csv": 2}
    one, two = papers
    assert one.abstract == 'An abstract with a comma, and "quotes", inside.'
    assert (one.title, one.doi, one.id, one.year) == ("Comma Paper One", "10.5555/csv.1", "doi:10.5555/csv.1", 2021)
    assert one.authors == ("Gus Hale", "Ida Moss")
    assert two.abstract == "A second abstract that spans two lines inside quotes."
    assert two.authors == () and two.doi is None
    assert [paper.source.rsplit(":", 1)[1] for paper in papers] == ["2", "3"]


def test_authors_a_reference_manager_writes_last_name_first_are_read_first_name_first(tmp_path):
    """A Zotero CSV's 'Bo, Ann; Cy, Dee' stayed so, where the same people read from BibTeX or RIS were 'Ann Bo'."""
    path = tmp_path / "zotero.csv"
    path.write_text('Title,Abstract Note,Author\nGlimNet,We sort zorbs with GlimNet.,"Bo, Ann; Cy, Dee"\n'
                    'ZorbNet,We sort zorbs with ZorbNet.,"Bo, Ann"\nQuarkNet,We sort zorbs with QuarkNet.,'
                    '"Ann Bo, Dee Cy"\n', encoding="utf-8")
    papers, _ = read_all(path)
    assert [paper.authors for paper in papers] == [("Ann Bo", "Dee Cy"), ("Ann Bo",), ("Ann Bo", "Dee Cy")]


def test_authors_turned_first_name_first_keep_an_organisation_and_join_a_list_by_and(tmp_path):
    """'Bo, Ann; Glim University of X, Department of Y' gave 'Department of Y Glim University of X', and 'Bo, A. &
    Cy, D.' 'A. & Cy Bo D.'; 'Bo, Ann and Cy, Dee' and a JSON list ['Bo, Ann', 'Cy, Dee'] stayed last name first."""
    path = tmp_path / "papers.csv"
    path.write_text('Title,Abstract,Author\nGlimNet,We sort zorbs with GlimNet.,"Bo, Ann; Glim University of X, '
                    'Department of Y; Zorb, Inc."\nZorbNet,We sort zorbs with ZorbNet.,"Bo, A. & Cy, D."\n'
                    'QuarkNet,We sort zorbs with QuarkNet.,"Bo, Ann and van Cy, Dee, Jr."\n', encoding="utf-8")
    (tmp_path / "papers.jsonl").write_text(json.dumps({"title": "BlipNet", "abstract": "We sort zorbs with BlipNet.",
                                                       "authors": ["Bo, Ann", "Cy, Jr., Dee"]}) + "\n",
                                           encoding="utf-8")
    papers, _ = read_all(tmp_path)
    assert sorted((paper.title, paper.authors) for paper in papers) == [
        ("BlipNet", ("Ann Bo", "Dee Cy Jr.")),
        ("GlimNet", ("Ann Bo", "Glim University of X, Department of Y", "Zorb, Inc.")),
        ("QuarkNet", ("Ann Bo", "Dee van Cy Jr.")),
        ("ZorbNet", ("Bo, A. & Cy, D.",))]


@pytest.mark.parametrize("column", ["DOI Link", "DOI URL"])
def test_a_doi_given_as_a_link_column_is_the_papers_doi(tmp_path, column):
    path = tmp_path / "links.csv"
    path.write_text(f"Title;Abstract;{column}\nGlimNet;We sort zorbs with GlimNet.;https://doi.org/10.1234/GLIM.5\n",
                    encoding="utf-8")
    papers, report = read_all(path)
    assert [(paper.id, paper.doi) for paper in papers] == [("doi:10.1234/glim.5", "10.1234/glim.5")]


def test_tsv_with_an_empty_abstract_row():
    papers, report = read_all(DATA / "papers.tsv")
    assert [(paper.title, paper.id, paper.date) for paper in papers] == [("Tab Paper", "arxiv:2404.22222", "2024-04-30")]
    assert [(problem.line, problem.message) for problem in report.problems] == [(3, "row has an empty abstract; skipped")]


def test_a_spreadsheet_date_with_its_year_first_is_read_as_iso_and_one_of_unsure_order_as_written(tmp_path):
    path = tmp_path / "april.csv"
    path.write_text("Title,Abstract,Published\nGlimNet,We propose GlimNet.,2025/4/16\n"
                    "ZorbSet,We introduce ZorbSet.,4/6/2025\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [(paper.title, paper.date, paper.year) for paper in papers] == [
        ("GlimNet", "2025-04-16", 2025), ("ZorbSet", "4/6/2025", 2025)]


def test_detected_by_content_without_extension(tmp_path):
    path = tmp_path / "export"
    path.write_text("paper_id;Title;Abstract\nx1;A title;Semicolon separated abstract.\n", encoding="utf-8")
    assert detect_format(path.read_bytes(), path).FORMAT == "csv"
    papers, report = read_all(path)
    assert report.problems == []
    assert [(paper.key, paper.abstract) for paper in papers] == [("x1", "Semicolon separated abstract.")]


def test_row_with_wrong_width_is_skipped(tmp_path):
    path = tmp_path / "ragged.csv"
    path.write_text("title,abstract\nGood,Fine abstract.\nBad,Too,many,cells\nAlso good,Second abstract.\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["Good", "Also good"]
    assert [(problem.line, problem.message) for problem in report.problems] == [(3, "row has 4 fields but the header has 2; row skipped")]


def test_a_row_of_one_field_is_told_so_in_the_singular(tmp_path):
    path = tmp_path / "ragged.csv"
    path.write_text("title,abstract\nGood,Fine abstract.\nA lone cell\nAlso good,Second abstract.\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["Good", "Also good"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (3, "row has 1 field but the header has 2; row skipped")]


@pytest.mark.parametrize("name, text, titles", [
    ("abstracts.csv", 'abstract\n"We propose GlimNet for zorb sorting."\n"We propose QuarkNet."\n', [None, None]),
    ("export.csv", '# exported from Zorb\n# 1 row\ntitle,abstract\nT0,"We propose GlimNet."\n', ["T0"]),
    ("excel.csv", 'sep=;\ntitle;abstract\nT0;"We propose GlimNet, with; a semicolon."\n', ["T0"]),
    ("numbered.csv", '#,title,abstract\n1,T0,"We propose GlimNet."\n', ["T0"]),
    ("abstracts.tsv", 'abstract\nWe propose GlimNet, a sorter, for zorbs.\n', [None]),
    ("excel.tsv", 'sep=\t\ntitle\tabstract\nT0\tWe propose GlimNet, a sorter.\n', ["T0"]),
    ("described.csv", '# columns: id, title, abstract\nid,title,abstract\n1,T0,"We propose GlimNet."\n', ["T0"]),
    ("cited.csv", '# Citations,Title,Abstract\n12,T0,"We propose GlimNet."\n', ["T0"]),
    ("ids.tsv", '#ID\tTitle\tAbstract\n1\tT0\tWe propose GlimNet.\n', ["T0"]),
    ("commented.csv", '# columns: id,title,abstract\n# exported 2024-05-01\nid,title,abstract\n1,T0,"We propose GlimNet."\n',
     ["T0"]),
    ("long.csv", "".join(f"# licence line {n}\n" for n in range(70)) + 'id,title,abstract\n1,T0,"We propose GlimNet."\n',
     ["T0"]),
    ("bare.csv", '#\n# Exported\n#\nTitle,Abstract\nT0,"We propose GlimNet."\nT1,"We propose QuarkNet."\n', ["T0", "T1"]),
])
def test_a_table_file_with_one_column_comment_lines_or_excels_separator_line_is_read_as_a_table(
        tmp_path, name, text, titles):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == [] and report.by_format == {"csv": len(titles)}
    assert [paper.title for paper in papers] == titles
    assert all(paper.abstract.startswith("We propose") for paper in papers)


@pytest.mark.parametrize("text", [
    '# exported 2024-05-03\n# columns: title, abstract\ntitle,abstract\nT0,"We propose GlimNet, a zorb sorter."\n'
    'T1,"We propose QuarkNet."\n',
    '\ufeffsep=;\r\nKey;Title;Abstract Note\r\nK0;T0;"We propose GlimNet; a zorb sorter.\r\n\r\nIt beats QuarkNet."\r\n'
    'K1;T1;We propose QuarkNet.\r\n',
    '# from ZorbSheet\nsep=|\nid|title|abstract\n1|T0|We propose GlimNet, a zorb sorter.\n2|T1|We propose QuarkNet.\n',
])
@pytest.mark.parametrize("name", ["export", "export.txt"])
def test_a_table_not_named_csv_is_read_past_comment_lines_or_excels_separator_line_as_the_csv_is(tmp_path, text, name):
    table, renamed = tmp_path / "export.csv", tmp_path / "other" / name
    renamed.parent.mkdir()
    for path in (table, renamed):
        path.write_text(text, encoding="utf-8")
    expected, _ = read_all(table)
    assert detect_format(renamed.read_bytes(), renamed).FORMAT == "csv"
    papers, report = read_all(renamed)
    assert report.problems == [] and report.by_format == {"csv": 2}
    assert [paper.model_dump(exclude={"source"}) for paper in papers] == \
        [paper.model_dump(exclude={"source"}) for paper in expected]
    assert [paper.title for paper in papers] == ["T0", "T1"]


def test_a_cell_longer_than_csvs_own_limit_is_read_and_the_limit_is_put_back(tmp_path):
    import csv

    before = csv.field_size_limit()
    long_abstract = "We propose GlimNet for zorb sorting. " * 5000  # (about 185,000 characters)
    path = tmp_path / "papers.csv"
    path.write_text(f'title,abstract\nGlim,"{long_abstract}"\nQuark,"We propose QuarkNet."\n', encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["Glim", "Quark"] and len(long_abstract) > before
    assert csv.field_size_limit() == before  # (the process's csv module as it was)


def test_readers_in_threads_that_overlap_keep_the_cell_limit_raised_until_the_last_is_done():
    import csv

    from kg.sources.csv_reader import _any_cell

    before = csv.field_size_limit()
    first, second = _any_cell(), _any_cell()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)
    assert csv.field_size_limit() > before  # (the second reader is still reading)
    second.__exit__(None, None, None)
    assert csv.field_size_limit() == before


def test_a_spreadsheets_column_names_with_punctuation_are_read_as_their_fields(tmp_path):
    path = tmp_path / "reading list.csv"
    path.write_text('\ufeffPaper Title;Abstract Text;D.O.I.;Pub. Year;Author(s);Read?\n'
                    'GlimNet: Fast;"We sort zorbs with GlimNet on ZorbSet.";10.5555/GLIM.1;2031;"Bo, Ann; Cy, Dee";yes\n',
                    encoding="utf-8")
    (paper,), report = read_all(path)
    assert report.problems == []
    assert (paper.title, paper.doi, paper.year) == ("GlimNet: Fast", "10.5555/glim.1", 2031)
    assert len(paper.authors) == 2
