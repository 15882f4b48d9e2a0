import gzip

from kg.sources import detect_format, medline

from .helpers import DATA, read_all


def test_records_with_abstracts():
    papers, report = read_all(DATA / "papers.nbib")
    assert report.by_format == {"medline": 2}
    first, second = papers
    assert first.key == "pmid:39000001"
    assert first.title == "GlimNet: sorting zorbs with learned comparators in low-dose quark imaging."
    assert first.abstract == ("BACKGROUND: Zorb sorting is slow. METHODS: We propose GlimNet, a zorb sorter with "
                              "learned comparators. RESULTS: GlimNet improves accuracy by 5% on ZorbSet.")
    assert first.authors == ("Jörg Müller", "François Dubé", "Zorb Imaging Consortium")
    # the issue gives only a month; the electronic publication its day
    assert (first.id, first.date, first.year) == ("doi:10.1234/zorb.2024.42", "2024-02-15", 2024)
    assert first.url == "https://pubmed.ncbi.nlm.nih.gov/39000001/"
    assert first.source.endswith("papers.nbib:1")
    assert (second.key, second.title, second.authors, second.date, second.year) == (
        "pmid:39000003", "ZorbSet: a benchmark for zorb sorting.", ("Quist P",), "2023", 2023)
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (26, "record PMID 39000002 has no abstract field (AB); skipped")]


def test_a_year_month_day_date_is_iso_and_crlf_a_byte_order_mark_and_gzip_change_nothing(tmp_path):
    path = tmp_path / "pubmed-zorb-set.txt.gz"
    path.write_bytes(gzip.compress(b"\xef\xbb\xbf" + (
        "PMID- 39000004\nDP  - 2024 Jan 5\nTI  - QuarkNet.\nAB  - We propose QuarkNet for quark sorting.\n"
        "DEP - 20241340\n").replace("\n", "\r\n").encode()))
    papers, report = read_all(path)
    assert report.by_format == {"medline": 1} and report.problems == []
    assert [(paper.title, paper.date, paper.abstract) for paper in papers] == [
        ("QuarkNet.", "2024-01-05", "We propose QuarkNet for quark sorting.")]


def test_detected_by_its_first_record_or_by_its_suffix_and_not_taken_for_ris(tmp_path):
    assert detect_format(b"\n\nPMID- 39000001\nOWN - NLM\n", tmp_path / "export.txt").FORMAT == "medline"
    assert detect_format(b"Saved from PubMed\n\nPMID- 39000001\nTI  - GlimNet.\n", tmp_path / "a.nbib").FORMAT \
        == "medline"
    assert detect_format(b"TY  - JOUR\nTI  - GlimNet\nER  - \n", tmp_path / "a.txt").FORMAT == "ris"
    assert detect_format(b"PMID of each paper is below\n", tmp_path / "notes.txt").FORMAT == "listing"


def test_a_file_with_lines_ended_by_cr_alone_is_medline_whatever_its_name(tmp_path):
    """An old Mac save of PubMed's export (pubmed-...-set.txt, opening on a blank line): read as a text page, one paper
    whose abstract was the tagged lines ('PMID- 1 TI - GlimNet. AB - ...')."""
    path = tmp_path / "pubmed-zorb-set.txt"
    path.write_bytes(("\nPMID- 1\nTI  - GlimNet.\nAB  - We propose GlimNet for zorb sorting.\n\n"
                      "PMID- 2\nTI  - QuarkNet.\nAB  - We propose QuarkNet for quark sorting.\n").replace("\n", "\r").encode())
    papers, report = read_all(path)
    assert report.by_format == {"medline": 2} and report.problems == []
    assert [(paper.key, paper.title) for paper in papers] == [("pmid:1", "GlimNet."), ("pmid:2", "QuarkNet.")]


def test_records_without_blank_lines_between_them_stay_apart_and_a_broken_one_costs_only_itself(tmp_path):
    path = tmp_path / "refs.nbib"
    path.write_text("PMID- 1\nTI  - GlimNet.\nAB  - We propose GlimNet for zorb sorting.\n"
                    "PMID- 2\nTI  - ZorbSet.\nAB  -\n"
                    "PMID- 3\nTI  - QuarkNet.\nAB  - We propose QuarkNet for quark sorting.\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.title for paper in papers] == ["GlimNet.", "QuarkNet."]
    assert [(problem.file, problem.line, problem.message) for problem in report.problems] == [
        (str(path), 4, "record PMID 2 has an empty abstract; skipped")]
    assert report.skipped == 1


def test_a_medline_file_of_no_record_says_so(tmp_path):
    path = tmp_path / "pubmed.nbib"
    path.write_text("Saved from the zorb library\n\n", encoding="utf-8")
    papers, report = read_all(path)
    assert papers == [] and [(problem.line, problem.message) for problem in report.problems] == [
        (None, "no MEDLINE record in this file (no tagged line such as 'PMID- 38012345'); file skipped")]


def test_a_value_wrapped_over_many_lines_is_gathered_line_by_line_and_joined_when_read():
    record = medline._Record(1)
    record.add("AB", "We propose")
    for line in ("      GlimNet", "\tfor", "      zorbs."):
        record.continue_value(line)
    assert record.first("AB") == record.all("AB")[0] == "We propose GlimNet for zorbs."
    # (its lines kept apart until then: a string grown by each line is copied whole each time, and an abstract of
    # 40,000 wrapped lines took seconds, four times longer each time the lines doubled)
    assert record._fields == [("AB", ["We propose", "GlimNet", "for", "zorbs."])]


def test_a_wrapped_line_that_lost_its_indent_and_a_line_of_spaces_keep_the_record_whole(tmp_path):
    """'IL-6 levels fell.' was read as a tag IL and lost; a line of spaces ended the record, its authors lost."""
    path = tmp_path / "refs.nbib"
    path.write_text("PMID- 1\nTI  - GlimNet.\nAB  - We propose GlimNet for zorbs.\nIL-6 levels fell by 5%.\n   \n"
                    "FAU - Quist, Pim\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [(paper.abstract, paper.authors) for paper in papers] == [
        ("We propose GlimNet for zorbs. IL-6 levels fell by 5%.", ("Pim Quist",))]
    assert report.problems == []
