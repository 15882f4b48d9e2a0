import pytest

from .helpers import DATA, read_all


def test_arxiv_api_feed():
    papers, report = read_all(DATA / "arxiv_query.xml")
    assert report.problems == []
    assert report.by_format == {"atom": 2}
    first, old = papers
    assert first.id == "arxiv:2402.01234"
    assert first.title == "Atom Paper: Routing Across Lines"
    assert first.abstract == "An abstract from the arXiv API, wrapped over lines & with an escaped ampersand."
    assert first.authors == ("Hana Berg", "Ivo Lind") and first.authors_count == 2
    assert (first.date, first.year, first.doi) == ("2024-02-02", 2024, "10.1000/atom.77")
    assert first.url == "http://arxiv.org/abs/2402.01234v2"
    assert first.source.endswith("arxiv_query.xml:7")
    assert (old.id, old.year) == ("arxiv:hep-th/9901001", 1999)


def test_doctype_and_entities_are_refused_without_expansion():
    papers, report = read_all(DATA / "bad" / "doctype_entity.xml")
    assert papers == []
    assert len(report.problems) == 1
    problem = report.problems[0]
    assert problem.line == 2 and "DOCTYPE" in problem.message and "refused" in problem.message


def test_entity_declaration_without_doctype_is_refused(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_text('<feed xmlns="http://www.w3.org/2005/Atom">\n<!ENTITY x "y">\n</feed>\n', encoding="utf-8")
    papers, report = read_all(path)
    assert papers == []
    assert [(problem.line, "ENTITY" in problem.message) for problem in report.problems] == [(2, True)]


def test_malformed_xml_names_the_line(tmp_path):
    path = tmp_path / "broken.xml"
    path.write_text('<feed xmlns="http://www.w3.org/2005/Atom">\n<entry>\n<title>x</titel>\n</entry></feed>\n', encoding="utf-8")
    papers, report = read_all(path)
    assert papers == []
    assert len(report.problems) == 1
    assert report.problems[0].line == 3 and "malformed XML" in report.problems[0].message


@pytest.mark.parametrize("break_", ["\n", "\r"])
def test_entry_without_summary_is_skipped(tmp_path, break_):
    path = tmp_path / "feed.xml"
    path.write_bytes((
        '<feed xmlns="http://www.w3.org/2005/Atom">' + break_
        + "<entry><id>http://arxiv.org/abs/2401.00001v1</id><summary>Kept.</summary></entry>" + break_
        + "<entry><id>http://arxiv.org/abs/2401.00002v1</id><summary> </summary></entry>" + break_
        + "</feed>" + break_).encode())
    papers, report = read_all(path)
    assert [paper.id for paper in papers] == ["arxiv:2401.00001"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (3, "entry 'http://arxiv.org/abs/2401.00002v1' has an empty abstract; skipped")]


@pytest.mark.parametrize("authors", ["<author><name>Hana Berg, Ivo Lind, Jon Abe</name></author>",
                                     "<dc:creator>Hana Berg, Ivo Lind, Jon Abe</dc:creator>"])
def test_an_arxiv_announcement_gives_its_id_and_its_list_of_authors(tmp_path, authors):
    path = tmp_path / "cs.CV.atom"
    path.write_text('<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n'
                    "<entry><id>tag:example.org,2024:glimnet</id><title>GlimNet</title>"
                    "<summary>arXiv:2405.01234v1 Announce Type: new \nAbstract: We propose GlimNet for zorbs.</summary>"
                    f"{authors}</entry>\n"
                    "<entry><summary>We propose ZorbNet.</summary><author><name>Berg, H.</name></author></entry>\n"
                    "</feed>\n", encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == []
    assert [(paper.id, paper.abstract, paper.authors) for paper in papers] == [
        ("arxiv:2405.01234", "We propose GlimNet for zorbs.", ("Hana Berg", "Ivo Lind", "Jon Abe")),
        (papers[1].id, "We propose ZorbNet.", ("H. Berg",))]
