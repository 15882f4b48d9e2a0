import pytest

from kg.sources.bibtex import latex_to_unicode

from .helpers import DATA, read_all


def test_entries_with_abstracts():
    papers, report = read_all(DATA / "papers.bib")
    assert report.by_format == {"bibtex": 2}
    first, second = papers
    assert first.key == "muller2021routing"
    assert first.title == "QuillNet: Routing for Müller's Documents"
    assert first.abstract == "We study routing in naïve models (with nested braces) and report a 5% gain."
    assert first.authors == ("Jörg Müller", "François Dubé", "Ole Nørgaard")  # (first name first, as elsewhere)
    assert (first.id, first.date, first.year) == ("doi:10.1109/ex.2021.99", "2021-03", 2021)
    assert first.source.endswith("papers.bib:6")
    assert (second.key, second.id, second.title) == ("second2020", "arxiv:2001.00042", "A Quoted Title")
    assert second.abstract == "A quoted abstract with emphasis and a tie here."
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (27, "entry 'noabstract2019' has no abstract field; skipped")
    ]


def test_missing_abstract_and_unclosed_entry():
    papers, report = read_all(DATA / "bad" / "missing_abstract.bib")
    assert [paper.key for paper in papers] == ["good2020"]
    assert [(problem.line, problem.message) for problem in report.problems] == [
        (6, "entry 'bad2020' has no abstract field; skipped"),
        (10, "@article entry is never closed (unbalanced braces); rest of file skipped"),
    ]


def test_malformed_field_skips_only_that_entry(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{a, title {x}, abstract = {A.}}\n\n@article{b, abstract = {B.}}\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.key for paper in papers] == ["b"]
    assert len(report.problems) == 1
    assert report.problems[0].line == 1 and "expected '=' after field 'title'" in report.problems[0].message


@pytest.mark.parametrize(
    "latex, text",
    [
        (r"M{\"u}ller", "Müller"),
        (r"M\"uller", "Müller"),
        (r"Jos\'{e}", "José"),
        (r"Fran\c{c}ois", "François"),
        (r"Fran\c cois", "François"),
        (r"Dvo\v{r}\'ak", "Dvořák"),
        (r"na\"{\i}ve", "naïve"),
        (r"Erd\H{o}s", "Erdős"),
        (r"Stra\ss e", "Straße"),
        (r"{\o}", "ø"),
        (r"50\% \& more", "50% & more"),
        (r"{BERT} and \textbf{bold}", "BERT and bold"),
        (r"a~b", "a b"),
        (r"set \{x\}", "set {x}"),
        (r"GlimNet, as in~\cite{glim2019}, runs 2{\texttimes} faster", "GlimNet, as in, runs 2× faster"),
        (r"as shown by \citet[p.~3]{a,b} and in Table~\ref{tab:1}.", "as shown by and in Table."),
        (r"at 5\textdegree C", "at 5°C"),
    ],
)
def test_latex_to_unicode(latex, text):
    assert latex_to_unicode(latex) == text


def test_a_bib_file_opening_on_a_reference_managers_header_or_a_spaced_at_sign_is_read(tmp_path):
    path = tmp_path / "library.bib"
    path.write_text("This file was created with JabRef 2.10.\nEncoding: UTF8\n\n"
                    "@article{k0,\n  title = {T0},\n  abstract = {We propose GlimNet for zorb sorting.}\n}\n"
                    "@ article { k1,\n  title = {T1},\n  abstract = {We propose QuarkNet for zorb sorting.}\n}\n",
                    encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == []
    assert [paper.title for paper in papers] == ["T0", "T1"]


@pytest.mark.parametrize("written, names", [
    ("van Bo, Ann Marie", ("Ann Marie van Bo",)),  # (one name with a comma, though both sides have two words)
    ("Bo, Jr, Ann and Cy, Dee and others", ("Ann Bo Jr", "Dee Cy")),
    ("Ann Bo AND {Zorb Lab}", ("Ann Bo", "Zorb Lab")),
    ("{Glim and Zorb} and {Quark Lab, Inc.}", ("Glim and Zorb", "Quark Lab, Inc.")),  # (braces keep a name whole)
])
def test_bibtex_names_are_written_first_name_first(tmp_path, written, names):
    path = tmp_path / "refs.bib"
    path.write_text(f"@article{{glim,\n  author = {{{written}}},\n  abstract = {{We propose GlimNet.}},\n}}\n",
                    encoding="utf-8")
    (paper,), _ = read_all(path)
    assert paper.authors == names
