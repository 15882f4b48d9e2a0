import hashlib

import pytest

from kg.sources.identity import normalise_arxiv_id, normalise_doi, paper_id, recognise_ids, titles_differ


@pytest.mark.parametrize(
    "given, expected",
    [
        ("2401.01234", "2401.01234"),
        ("2401.01234v2", "2401.01234"),
        ("arXiv:2401.01234v12", "2401.01234"),
        ("ARXIV: 2401.01234", "2401.01234"),
        ("https://arxiv.org/abs/2401.01234v2", "2401.01234"),
        ("http://export.arxiv.org/abs/2401.01234", "2401.01234"),
        ("https://arxiv.org/pdf/2401.01234v1.pdf", "2401.01234"),
        ("1501.0001", "1501.0001"),
        ("hep-th/9901001v3", "hep-th/9901001"),
        ("math.GT/0309136", "math.gt/0309136"),
        ("http://arxiv.org/abs/cs/0112017v1", "cs/0112017"),
        ("oai:arXiv.org:2405.01234v1", "2405.01234"),
    ],
)
def test_arxiv_ids_are_normalised(given, expected):
    assert normalise_arxiv_id(given) == expected


@pytest.mark.parametrize("given", ["", "lab-0042", "10.1000/xyz", "2401.123", "https://example.org/abs/2401.01234", None])
def test_non_arxiv_values_are_rejected(given):
    assert normalise_arxiv_id(given) is None


@pytest.mark.parametrize(
    "given, expected",
    [
        ("10.1000/XYZ.123", "10.1000/xyz.123"),
        ("https://doi.org/10.1000/ABC", "10.1000/abc"),
        ("http://dx.doi.org/10.1000/abc", "10.1000/abc"),
        ("doi:10.1000/abc", "10.1000/abc"),
        ("not a doi", None),
        ("11.1000/abc", None),
    ],
)
def test_dois_are_normalised(given, expected):
    assert normalise_doi(given) == expected


def test_arxiv_id_wins_over_doi():
    assert paper_id("arXiv:2401.01234v2", "10.1000/abc", "text") == "arxiv:2401.01234"


def test_doi_when_no_arxiv_id():
    assert paper_id(None, "https://doi.org/10.1000/ABC", "text") == "doi:10.1000/abc"


def test_arxiv_doi_names_the_preprint():
    assert paper_id(None, "10.48550/arXiv.2401.01234", "text") == "arxiv:2401.01234"


def test_hash_of_normalised_abstract():
    expected = "sha1:" + hashlib.sha1("deep nets. learn fast".encode()).hexdigest()[:16]
    assert paper_id(None, None, "Deep  Nets.\nLearn fast") == expected
    # NFKC folds the ligature and full-width forms, so copies from PDFs hash the same
    assert paper_id(None, None, "ﬁne ＴＵＮＩＮＧ") == paper_id(None, None, "fine tuning")


@pytest.mark.parametrize("first, second, differ", [
    ("GlimNet: Fast Glimmers", "glimnet -- fast glimmers", False),
    ("Fr\\'echet ZorbNet", "Fréchet ZorbNet", False),
    ("GlimNet", "GlimNet: Fast Glimmers for ZorbSet", False),  # a subtitle dropped, a title cut short
    ("GlimNet", None, False),
    ("GlimNet", "...", False),
    ("GlimNet for zorbs", "QuarkBench for quarks", True),
])
def test_titles_differ_only_when_they_name_two_papers(first, second, differ):
    assert titles_differ(first, second) is differ
    assert titles_differ(second, first) is differ


def test_a_title_tells_apart_papers_of_one_abstract_whatever_its_spelling():
    plain = paper_id(None, None, "We sort zorbs.")
    titled = paper_id(None, None, "We sort zorbs.", title="QuarkBench: a Benchmark")
    assert titled.startswith("sha1:") and titled != plain
    assert paper_id(None, None, "We  sort zorbs.", title="quarkbench -- a benchmark") == titled
    assert paper_id(None, None, "We sort zorbs.", title="") == plain
    assert paper_id("2401.01234", None, "We sort zorbs.", title="QuarkBench") == "arxiv:2401.01234"


def test_invalid_ids_fall_back_to_the_hash():
    assert paper_id("not-an-id", "not-a-doi", "abc").startswith("sha1:")


def test_ids_recognised_in_key_and_url_fields():
    assert recognise_ids("https://arxiv.org/abs/2401.01234v2") == ("2401.01234", None)
    assert recognise_ids("https://doi.org/10.1000/X") == (None, "10.1000/x")
    assert recognise_ids("https://doi.org/10.48550/arXiv.2401.01234") == ("2401.01234", "10.48550/arxiv.2401.01234")
    assert recognise_ids("W123") == (None, None)


def test_the_earlier_ids_of_a_paper_are_those_it_has_with_less_metadata():
    from kg.sources.identity import earlier_paper_ids

    abstract, title = "We sort zorbs with GlimNet.", "GlimNet: Zorb Sorting"
    plain, titled = paper_id(None, None, abstract), paper_id(None, None, abstract, title)
    assert earlier_paper_ids("arxiv:2401.01234", "https://doi.org/10.1234/GLIM", abstract, title) == \
        ["doi:10.1234/glim", plain, titled]
    assert earlier_paper_ids("arxiv:2401.01234", "10.48550/arXiv.2401.01234", abstract, None) == [plain]
    assert earlier_paper_ids("arxiv:2401.01234", "not-a-doi", abstract, None) == [plain]
    assert earlier_paper_ids("doi:10.1234/glim", "10.1234/glim", abstract, title) == [plain, titled]
    assert earlier_paper_ids(plain, None, abstract, title) == [titled]
    assert earlier_paper_ids(titled, None, abstract, title) == [plain]
    assert earlier_paper_ids("arxiv:2401.01234", None, None) == []
