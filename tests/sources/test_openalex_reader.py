import json

from kg.pipeline import read_all as pipeline_read_all
from kg.sources.openalex import rebuild_abstract

from .helpers import DATA, read_all


def test_results_page():
    papers, report = read_all(DATA / "openalex_works.json")
    assert report.by_format == {"openalex": 2}
    with_doi, preprint = papers
    assert with_doi.abstract == "Rebuilt from an inverted index, word by word again."
    assert (with_doi.id, with_doi.key, with_doi.doi) == ("doi:10.7717/peerj.4375", "W1000000001", "10.7717/peerj.4375")
    assert (with_doi.date, with_doi.year, with_doi.authors_count) == ("2018-02-13", 2018, 2)
    assert with_doi.authors == ("Kim Voss", "Lea Hart") and with_doi.org == "Example University"
    assert (preprint.id, preprint.key, preprint.url) == ("arxiv:2306.00001", "W1000000002", "https://arxiv.org/abs/2306.00001")
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (29, "work W1000000003 has no abstract (abstract_inverted_index is empty); skipped")
    ]


def test_single_work_keeps_openalex_id_as_key():
    papers, report = read_all(DATA / "openalex_work.json")
    assert report.problems == []
    (work,) = papers
    assert work.key == "W2000000009" and work.id.startswith("sha1:")
    assert work.abstract == "Only an OpenAlex id here."


def test_rebuild_orders_by_position():
    assert rebuild_abstract({"b": [1], "a": [0, 2], "c": [3]}) == "a b a c"


def test_markup_in_a_title_goes_and_the_paper_is_one_with_its_bibtex_entry(tmp_path):
    abstract = "We introduce GlimCorpus, a dataset of 40k reviews, and fine-tune a tagger on it."
    index: dict[str, list[int]] = {}
    for position, word in enumerate(abstract.split()):
        index.setdefault(word, []).append(position)
    work = {"id": "https://openalex.org/W3000000001", "abstract_inverted_index": index,
            "title": "<i>GlimCorpus</i>: Reviews for CO<sub>2</sub> Tagging with <scp>Quill</scp>"}
    (tmp_path / "works.json").write_text(json.dumps({"results": [work]}), encoding="utf-8")
    (tmp_path / "library.bib").write_text(
        "@article{lee2031, title={{GlimCorpus}: Reviews for CO2 Tagging with Quill}, abstract={%s}}\n" % abstract,
        encoding="utf-8")
    (work_paper,), _ = read_all(tmp_path / "works.json")
    assert work_paper.title == "GlimCorpus: Reviews for CO2 Tagging with Quill"
    papers, report, merged = pipeline_read_all([tmp_path])
    assert (len(papers), merged) == (1, 1) and report.problems == []


def test_a_crossref_abstract_in_jats_is_read_as_its_words_and_its_maths_stays(tmp_path):
    """'<jats:title>Abstract</jats:title><jats:p>We ...' stayed as written, and a text with any tag lost 'a<b and
    c>d' of its maths as one more tag."""
    abstract = ("<jats:title>Abstract</jats:title><jats:p>We sort zorbs with <jats:italic>GlimNet</jats:italic>, "
                "exact when a<b and c>d, with F<sub>1</sub> of 0.9.</jats:p>")
    index: dict[str, list[int]] = {}
    for position, word in enumerate(abstract.split(" ")):
        index.setdefault(word, []).append(position)
    work = {"id": "https://openalex.org/W3000000002", "abstract_inverted_index": index, "title": "GlimNet"}
    (tmp_path / "works.json").write_text(json.dumps({"results": [work]}), encoding="utf-8")
    (paper,), _ = read_all(tmp_path / "works.json")
    assert paper.abstract == "We sort zorbs with GlimNet, exact when a<b and c>d, with F1 of 0.9."


def test_a_retracted_work_is_skipped_and_reported(tmp_path):
    works = [{"id": f"https://openalex.org/W300000001{n}", "is_retracted": retracted,
              "abstract_inverted_index": {"We": [0], "sort": [1], "zorbs": [2], str(n): [3]}}
             for n, retracted in ((1, True), (2, False))]
    (tmp_path / "works.json").write_text(json.dumps({"results": works}), encoding="utf-8")
    papers, report = read_all(tmp_path / "works.json")
    assert [paper.key for paper in papers] == ["W3000000012"]
    assert [problem.message for problem in report.problems] == ["work W3000000011 is retracted (is_retracted); skipped"]


def test_a_title_opening_on_summary_keeps_the_word_and_an_abstract_its_first_words(tmp_path):
    """Since markup went by one rule for titles and abstracts, a heading word went from the title
    '<i>Summary</i> Zorb Graphs ...' ('Zorb Graphs ...'), and from an abstract 'Abstract Zorb Representation is ...'
    whose markup stands later in it."""
    abstract = "Abstract Zorb Representation is a graph of zorbs; we parse it with <i>GlimNet</i>."
    index: dict[str, list[int]] = {}
    for position, word in enumerate(abstract.split(" ")):
        index.setdefault(word, []).append(position)
    work = {"id": "https://openalex.org/W3000000003", "abstract_inverted_index": index,
            "title": "<i>Summary</i> Zorb Graphs for GlimNet"}
    (tmp_path / "works.json").write_text(json.dumps({"results": [work]}), encoding="utf-8")
    (paper,), _ = read_all(tmp_path / "works.json")
    assert paper.title == "Summary Zorb Graphs for GlimNet"
    assert paper.abstract == "Abstract Zorb Representation is a graph of zorbs; we parse it with GlimNet."
