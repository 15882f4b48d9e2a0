"""The scraped listing pages: the three seed copies in examples/ and a small fixture page."""

import json

import pytest

from .helpers import DATA, EXAMPLES, SHARED, read_all

SEED_RECORDS = SHARED / "eval" / "seeds.records.jsonl"


@pytest.fixture(scope="module")
def seeds():
    papers, report = read_all(EXAMPLES)
    return papers, report


def test_seed_pages_hold_197_abstracts_64_with_titles(seeds):
    papers, report = seeds
    assert report.problems == []
    assert len(papers) == 197
    assert report.by_format == {"listing": 197}
    per_file = {}
    for paper in papers:
        stem = paper.key.split(":")[0]
        per_file[stem] = per_file.get(stem, 0) + 1
    assert [per_file[stem] for stem in sorted(per_file)] == [20, 120, 57]
    assert sum(1 for paper in papers if paper.title) == 64


@pytest.mark.skipif(not SEED_RECORDS.exists(), reason="shared eval records not available")
def test_seed_pages_match_the_expected_records(seeds):
    papers, _ = seeds
    expected = [json.loads(line) for line in SEED_RECORDS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(papers) == len(expected)
    for paper, record in zip(papers, expected):
        assert (paper.title, paper.abstract) == (record["title"], record["abstract"]), record["key"]


def test_seed_spot_checks(seeds):
    papers, _ = seeds
    by_key = {paper.key: paper for paper in papers}
    first = by_key["000_1c95ac2c303978cf:1"]
    assert first.title.startswith("Decoupling Shared and Personalized Knowledge")
    assert first.abstract.startswith("Federated learning (FL) enables")  # "PDF ↗" removed
    assert by_key["000_1c95ac2c303978cf:0"].title is None

    htnet = by_key["003_ac1fa4b2d1447aa9:0"]
    assert htnet.title == "HTNet for micro-expression recognition"
    assert (htnet.date, htnet.year, htnet.authors_count) == ("2023-07-27", 2023, 4)
    assert htnet.source.endswith("003_ac1fa4b2d1447aa9.txt:15")

    audit = by_key["003_ac1fa4b2d1447aa9:3"]
    assert audit.title.startswith("AuditFL")
    assert (audit.org, audit.date, audit.year, audit.upvotes) == ("HKUST", "Oct 29", None, 2)

    watt = next(paper for paper in papers if paper.title and paper.title.startswith("Intelligence per Watt"))
    assert (watt.org, watt.date, watt.year, watt.upvotes) == ("Stanford AI", "2025-11-11", 2025, 3)

    last = by_key["003_ac1fa4b2d1447aa9:56"]
    assert last.title.startswith("AILA")
    assert (last.authors_count, last.date) == (1, "2025-11-05")


def test_seed_page_chrome_never_becomes_a_record(seeds):
    papers, _ = seeds
    chrome = ("Daily Papers", "Subscribe", "new", "论文检索", "Get trending papers", "byAK", "输入标题")
    for paper in papers:
        for text in (paper.title or "", paper.abstract):
            assert not text.startswith(chrome), paper.key
            assert "PDF ↗" not in text


def test_seed_keys_and_ids_are_stable(seeds):
    papers, _ = seeds
    again, _ = read_all(EXAMPLES)
    assert [paper.model_dump() for paper in papers] == [paper.model_dump() for paper in again]
    assert all(paper.id.startswith("sha1:") for paper in papers)


def test_fixture_page():
    papers, report = read_all(DATA / "listing_page.txt")
    assert report.problems == []
    assert [paper.title for paper in papers] == [
        "ZetaRoute: Learned Routing for Sparse Mixture Layers",
        None,
        "Tiny Title Before a Linked Abstract",
    ]
    zeta, untitled, linked = papers
    assert (zeta.authors_count, zeta.date, zeta.year, zeta.org) == (5, "2024-02-14", 2024, None)
    assert (untitled.org, untitled.date, untitled.year, untitled.upvotes) == ("Orbit Lab", "Mar 1", None, 7)
    assert linked.abstract.startswith("Abstracts can arrive glued")
    assert [paper.key for paper in papers] == ["listing_page:0", "listing_page:1", "listing_page:2"]


def test_plain_text_abstracts_hard_wrapped_between_blank_lines_are_read_each_with_a_title_before_it(tmp_path):
    page = tmp_path / "abstracts.txt"
    page.write_text("Glim Networks for Zorb Sorting\n\nWe propose GlimNet, a network for zorb sorting.\n"
                    "It is evaluated on QuarkSet and\nreaches 91.2% accuracy, beating ZorbNet.\n\n"
                    "A second abstract about QuarkNet, which we propose for sorting zorbs quickly.\n", encoding="utf-8")
    papers, report = read_all(page)
    assert report.problems == []
    assert [(paper.title, paper.source) for paper in papers] == [
        ("Glim Networks for Zorb Sorting", f"{page}:3"), (None, f"{page}:7")]
    assert papers[0].abstract == ("We propose GlimNet, a network for zorb sorting. It is evaluated on QuarkSet and "
                                  "reaches 91.2% accuracy, beating ZorbNet.")


def test_plain_text_passes_over_a_heading_and_a_labelled_line_for_its_title_and_repairs_a_bad_line(tmp_path):
    page = tmp_path / "abstract.txt"
    page.write_bytes(b"Glim Networks for Zorb Sorting\n\nAbstract\n\nWe propose GlimNet, a network for zorb sorting,\n"
                     b"and evaluate it on QuarkSet, where it beats ZorbNet.\n\nQuark Sorting in the Caf\xe9\n\n"
                     b"Authors: A. Glim, B. Zorb\n\n"
                     b"We propose QuarkNet, a sorter of zorbs, which sorts them faster than GlimNet does.\n")
    papers, report = read_all(page)
    assert [paper.title for paper in papers] == ["Glim Networks for Zorb Sorting", "Quark Sorting in the Caf\u00e9"]
    assert [(problem.line, problem.message.startswith("invalid UTF-8"), problem.kept)
            for problem in report.problems] == [(8, True, True)]


@pytest.mark.parametrize("layout", ["plain", "listing"])
def test_a_line_of_an_abstract_that_is_no_utf8_is_read_with_a_replacement_not_lost(tmp_path, layout):
    page = tmp_path / "page.txt"
    if layout == "plain":
        page.write_bytes(b"We propose GlimNet, a network for zorb sorting that is fast,\n"
                         b"and evaluate it on Quark\x81Set, where it beats ZorbNet on every split.\n")
    else:  # (0x81 is no letter of Windows-1252 either)
        page.write_bytes(b"Glim Networks for Zorb Sorting\n" + b"We propose GlimNet for zorb sorting on Quark\x81Set. "
                         + b"It beats ZorbNet by a wide margin on every split we tried. " * 5 + b"\n")
    papers, report = read_all(page)
    assert len(papers) == 1 and "Quark\ufffdSet" in papers[0].abstract
    assert [(problem.message.startswith("invalid UTF-8"), problem.kept) for problem in report.problems] == [(True, True)]


def test_plain_text_keeps_a_title_with_a_colon_and_an_abstract_ending_on_a_link_and_takes_neither_for_a_title(
        tmp_path):
    page = tmp_path / "abstracts.txt"
    page.write_text("GlimNet: Sorting Zorbs Fast\n\nWe propose GlimNet, a network for zorb sorting. It beats\n"
                    "QuarkNet on QuarkSet; code is at\nhttps://example.org/glimnet\n\nhttps://example.org/quarknet\n\n"
                    "We propose QuarkNet, a wrapped abstract\nof zorb sorting, which runs on two lines.\n",
                    encoding="utf-8")
    papers, report = read_all(page)
    assert report.problems == []
    assert [(paper.title, paper.abstract[:20]) for paper in papers] == [
        ("GlimNet: Sorting Zorbs Fast", "We propose GlimNet, "), (None, "We propose QuarkNet,")]


@pytest.mark.parametrize("layout", [
    "Glim Networks for Zorb Sorting\nAbstract\n{text}",
    "Glim Networks for Zorb Sorting\n\nAuthors: A. Glim, B. Zorb\n\nAbstract\n\n{text}",
    "Glim Networks for Zorb Sorting\n\nAda Glim, Bo Zorb and Cy Quark\n\nAbstract\n\n{text}",
    "Glim Networks for Zorb Sorting\nAda Glim, Bo Zorb\nAbstract\n{text}",
])
def test_plain_text_finds_the_title_above_a_heading_and_labelled_lines(tmp_path, layout):
    page = tmp_path / "abstract.txt"
    page.write_text(layout.format(text="We propose GlimNet, a network for zorb sorting,\nwhich beats QuarkNet on all "
                                       "sets.\n"), encoding="utf-8")
    (paper,), report = read_all(page)
    assert (paper.title, paper.abstract) == (
        "Glim Networks for Zorb Sorting", "We propose GlimNet, a network for zorb sorting, which beats QuarkNet on all sets.")


@pytest.mark.parametrize("top", ["GlimNet: Fast Zorb Sorting\n", "GlimNet: Fast Zorb Sorting\nAda Glim, Bo Zorb\n"])
def test_plain_text_takes_a_short_first_line_over_wrapped_text_for_its_title(tmp_path, top):
    page = tmp_path / "abstracts.txt"
    page.write_text(top + "We propose GlimNet, a network for zorb sorting that is much faster than the\n"
                    "best earlier sorters, and beats QuarkNet on QuarkSet by a wide margin.\n\n"
                    "We propose QuarkNet, a wrapped abstract\nof zorb sorting, which runs on two lines.\n\n"
                    "Zorbs are sorted by a network\nWe call GlimNet, which beats QuarkNet on QuarkSet and more.\n",
                    encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.title, paper.abstract[:20]) for paper in papers] == [
        ("GlimNet: Fast Zorb Sorting", "We propose GlimNet, "), (None, "We propose QuarkNet,"),
        (None, "Zorbs are sorted by ")]  # (a first line above text too short to be an abstract without it is its own)


@pytest.mark.parametrize("byline", ["Ada Glim (MIT), Bo Zorb (ETH Zurich)", "Ada Glim", "Published at GlimConf 2023",
                                    "Ada Glim \u00b7 Bo Zorb \u00b7 Cy Quark", "Ada Glim; Bo Zorb; Cy Quark",
                                    "Ada Glim, MIT and ETH Zurich", "GlimConf 2023 Workshop on Zorbs",
                                    "In: Proc. of GlimConf"])
def test_a_short_first_line_under_a_title_of_its_own_is_no_title_nor_part_of_the_abstract(tmp_path, byline):
    page = tmp_path / "abstract.txt"
    page.write_text("GlimNet: Fast Zorb Sorting\n\n" + byline + "\nWe propose GlimNet, a network for zorb sorting "
                    "that is much faster than the\nbest earlier sorters, and beats QuarkNet on QuarkSet by a wide "
                    "margin.\n", encoding="utf-8")
    (paper,), report = read_all(page)
    assert (paper.title, paper.abstract[:20]) == ("GlimNet: Fast Zorb Sorting", "We propose GlimNet, ")


def test_a_title_at_the_top_of_its_paragraph_under_a_heading_stays_the_title(tmp_path):
    page = tmp_path / "abstract.txt"
    page.write_text("Accepted Papers\n\nGlimNet: Fast Zorb Sorting\nWe propose GlimNet, a network for zorb sorting "
                    "that is much faster than the\nbest earlier sorters, and beats QuarkNet on QuarkSet by a wide "
                    "margin.\n", encoding="utf-8")
    (paper,), report = read_all(page)
    assert (paper.title, paper.abstract[:20]) == ("GlimNet: Fast Zorb Sorting", "We propose GlimNet, ")


@pytest.mark.parametrize("name", ["security.txt", "changes.txt"])
def test_a_listing_page_named_like_a_repository_file_is_read_all_the_same(tmp_path, name):
    page = tmp_path / name
    page.write_text("We propose GlimNet, a sorter of zorbs that reads like a long and careful abstract. " * 6 + "\n",
                    encoding="utf-8")
    papers, report = read_all(page)
    assert len(papers) == 1 and report.problems == []


@pytest.mark.parametrize("above", ["Abstract", "Authors: A. Glim, B. Zorb", "https://example.org/glimnet"])
def test_a_heading_a_labelled_line_or_a_link_above_a_one_line_abstract_is_no_title(tmp_path, above):
    page = tmp_path / "page.txt"
    page.write_text(f"{above}\n\n" + "We propose GlimNet, a sorter of zorbs that reads like a long abstract. " * 6 + "\n",
                    encoding="utf-8")
    (paper,), report = read_all(page)
    assert paper.title is None and report.problems == []


def test_a_note_under_a_hash_heading_whose_lines_hold_a_comma_each_is_text_not_a_table(tmp_path):
    page = tmp_path / "notes.txt"
    page.write_text("# Reading notes\n\nZorb sorting, revisited\nWe propose GlimNet, a network for zorb sorting that "
                    "is much faster than the best earlier sorters.\n\nQuark sorting, again\nWe propose QuarkNet, a "
                    "sorter of zorbs which beats GlimNet on QuarkSet by a wide margin.\n", encoding="utf-8")
    papers, report = read_all(page)
    assert report.by_format == {"listing": 2} and report.problems == []
    assert [paper.abstract[:20] for paper in papers] == ["We propose GlimNet, ", "We propose QuarkNet,"]


def test_a_license_beside_the_papers_is_no_paper(tmp_path):
    (tmp_path / "LICENSE").write_text("Permission is hereby granted, free of charge, to any person obtaining a copy "
                                      "of this software and associated documentation files.\n", encoding="utf-8")
    papers, report = read_all(tmp_path / "LICENSE")
    assert papers == [] and report.skipped == 1


def test_text_without_abstracts_is_one_problem(tmp_path):
    page = tmp_path / "notes.txt"
    page.write_text("Daily Papers\n\nJust a short note.\n", encoding="utf-8")
    papers, report = read_all(page)
    assert papers == []
    assert len(report.problems) == 1
    assert "no abstract found" in report.problems[0].message


@pytest.mark.parametrize("written, iso", [
    ("Jul 27, 2023", "2023-07-27"), ("27 Jul 2023", "2023-07-27"), ("Sept. 5, 2024", "2024-09-05"),
    ("July 2023", "2023-07"), ("Nov 9", "Nov 9"), ("Zorb 12, 2023", "Zorb 12, 2023"), ("Jul 45, 2023", "Jul 45, 2023"),
    ("Feb 30, 2023", "Feb 30, 2023"), ("31 Sep 2023", "31 Sep 2023"), ("Feb 29, 2024", "2024-02-29"),
    ("2023-02-30T10:00:00Z", "2023-02-30T10:00:00Z"), ("2023-13", "2023-13"), ("2024-02-29T08:00:00Z", "2024-02-29"),
    ("Fri, 03 May 2024 00:00:00 -0400", "2024-05-03"), ("3 May 2024 23:59 GMT", "2024-05-03"),
    ("Fri, 30 Feb 2024 00:00:00 +0000", "Fri, 30 Feb 2024 00:00:00 +0000"),
    ("Monday, 2 June 2025", "2025-06-02"), ("Wednesday, April 16, 2025", "2025-04-16"),
    ("Friday, 30 Feb 2024", "Friday, 30 Feb 2024"), ("2025/04/16", "2025-04-16"), ("2025.4.16", "2025-04-16"),
    ("2025-4-6", "2025-04-06"), ("2025/4", "2025-04"), ("2025/04/16 10:30", "2025-04-16"),
    ("2025/13/01", "2025/13/01"), ("2025/02/30", "2025/02/30"), ("2025/04-16", "2025/04-16"),
    ("4/16/2025", "4/16/2025"), ("16.04.2025", "16.04.2025"),
    ("\uff12\uff10\uff12\uff15/\uff14/\uff11\uff16", "2025-04-16"),  # (full-width digits: ISO is written in ASCII ones)
    ("\uff12\uff10\uff12\uff15-\uff10\uff14-\uff11\uff16", "2025-04-16"),  # (with hyphens too: it was kept as written)
    ("\uff12\uff10\uff12\uff15-04-16", "2025-04-16"), ("\u0662\u0660\u0662\u0665-\u0660\u0664", "2025-04"),
    ("\uff12\uff10\uff12\uff13 Jul 27", "2023-07-27"), ("\uff12\uff10\uff12\uff15-\uff10\uff12-\uff13\uff10",
                                                          "\uff12\uff10\uff12\uff15-\uff10\uff12-\uff13\uff10"),
    # a weekday, short or written out, with a comma or without, before a date of any layout
    ("Monday 2 June 2025", "2025-06-02"), ("Mon 2 Jun 2025", "2025-06-02"), ("Monday, 2025-06-02", "2025-06-02"),
    ("Thu., 5 June 2025", "2025-06-05"), ("Wednesday 2025/6/4", "2025-06-04"), ("Sun 1 Jun", "Sun 1 Jun"),
    ("Satellite 2025", "Satellite 2025"), ("2023 Jul 27", "2023-07-27"), ("2024 Jan", "2024-01"),
])
def test_a_written_date_with_its_year_is_kept_as_iso_and_one_without_as_written(written, iso):
    from kg.sources._text import normalise_date

    assert normalise_date(written) == iso


def test_a_repaired_line_does_not_hide_that_a_text_file_holds_no_abstract(tmp_path):
    page = tmp_path / "menu.txt"
    page.write_bytes(b"Caf\xe9 menu\n\nCoffee 2 euros\nTea 1 euro\n")
    papers, report = read_all(page)
    assert papers == [] and [(p.kept, p.message.startswith("no abstract found")) for p in report.problems] == [
        (True, False), (False, True)]


_LONG = ("We propose GlimNet, a network for zorb sorting that reads every zorb once. On QuarkSet it reaches 91.2% "
         "accuracy, and it beats ZorbNet by 3.1 points while using half of its parameters and a third of its "
         "memory.")  # over 200 characters: an abstract of a listing page
_SHORT = "We present some updates to QuarkNet. At 320x320 it runs in 22 ms at 28.2 mAP on BlixSet."


def test_a_short_one_line_abstract_among_long_ones_is_read_with_its_title(tmp_path):
    page = tmp_path / "reading_list.txt"
    page.write_text(f"GlimNet for Zorbs\n\n{_LONG}\n\nQuarkNet: An Incremental Improvement\n\n{_SHORT}\n\n"
                    f"Blix Normalization\n\n{_LONG.replace('GlimNet', 'BlixNorm')}\n", encoding="utf-8")
    papers, report = read_all(page)
    assert report.problems == []
    assert [(paper.title, paper.abstract[:20]) for paper in papers] == [
        ("GlimNet for Zorbs", "We propose GlimNet, "), ("QuarkNet: An Incremental Improvement", "We present some upda"),
        ("Blix Normalization", "We propose BlixNorm,")]


def test_the_metadata_under_a_short_abstract_is_its_own_not_the_paper_before(tmp_path):
    page = tmp_path / "daily.txt"
    page.write_text(f"Daily Papers\n\nGlimNet for Zorbs\n{_LONG}\n  \u2022 3 authors\n\u00b7\nMay 2, 2024\n\n"
                    f"QuarkNet: A Small Benchmark\n{_SHORT}\n  \u2022 2 authors\n\u00b7\nMay 1, 2024\n", encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.title, paper.authors_count, paper.date) for paper in papers] == [
        ("GlimNet for Zorbs", 3, "2024-05-02"), ("QuarkNet: A Small Benchmark", 2, "2024-05-01")]
    # a line that is no metadata ends what belongs to the abstract above it
    page.write_text(f"GlimNet for Zorbs\n{_LONG}\n\nQuarkNet is short.\n  \u2022 2 authors\n\u00b7\nMay 1, 2024\n",
                    encoding="utf-8")
    (paper,), report = read_all(page)
    assert (paper.authors_count, paper.date) == (None, None)


def test_an_arxiv_listing_page_gives_each_entry_its_title_id_and_authors(tmp_path):
    page = tmp_path / "new.txt"
    entries = "".join(
        f"[{n}] arXiv:2405.0123{n} [pdf, html, other]\nTitle: {title}\nAuthors: {authors}\n"
        "Comments: 12 pages, 5 figures\nSubjects: Computer Vision and Pattern Recognition (cs.CV)\n\n"
        f"{abstract}\n\n"
        for n, title, authors, abstract in [(1, "GlimNet: Fast Zorb Sorting", "Ada Glim, Bo Zorb and Cy Quark", _LONG),
                                            (2, "A Benchmark for Quarks", "F. Author", _SHORT)])
    page.write_text("Computer Vision and Pattern Recognition\nAuthors and titles for recent submissions\n\n"
                    "New submissions (showing 2 of 2 entries)\n\n" + entries, encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.arxiv_id, paper.title, paper.authors) for paper in papers] == [
        ("2405.01231", "GlimNet: Fast Zorb Sorting", ("Ada Glim", "Bo Zorb", "Cy Quark")),
        ("2405.01232", "A Benchmark for Quarks", ("F. Author",))]


def test_a_title_above_an_abstract_heading_and_an_authors_line_on_a_page_of_one_line_abstracts(tmp_path):
    page = tmp_path / "notes.txt"
    page.write_text(f"Reading list\n\nGlim Networks for Zorb Sorting\nAuthors: Ada Glim, Bo Zorb\nAbstract\n{_SHORT}\n\n"
                    f"QuarkNet: Quark Sorting\nAbstract\n{_LONG}\n", encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.title, paper.authors, paper.abstract[:20]) for paper in papers] == [
        ("Glim Networks for Zorb Sorting", ("Ada Glim", "Bo Zorb"), "We present some upda"),
        ("QuarkNet: Quark Sorting", (), "We propose GlimNet, ")]


def test_a_wrapped_paragraph_beside_one_line_abstracts_gives_no_line_of_it_as_an_abstract(tmp_path):
    # (a guard on the reading of short abstracts, which must not take a wrapped paragraph's last line for one)
    page = tmp_path / "page.txt"
    page.write_text(f"GlimNet for Zorbs\n\n{_LONG}\n\nWe propose QuarkNet, a network for zorb sorting that is much "
                    "faster than\nBlixNet on BlixSet and every other set, by a wide margin in all the tests.\n",
                    encoding="utf-8")
    papers, report = read_all(page)
    assert len(_LONG) > 200 and [paper.abstract[:20] for paper in papers] == ["We propose GlimNet, "]


@pytest.mark.parametrize("title", [
    "GlimNet vs. Human Sorters: A Comprehensive Evaluation of Zorb Sorting Across Sets, Domains, and Levels",
    "Hey, That's My Zorb! Introducing Glim & Hash, A Zorb Fingerprinting Technique for Quark Sorting Models",
])
@pytest.mark.parametrize("between", ["", "Abstract\n\n", "Authors: Ada Glim, Bo Zorb\nAbstract\n"])
def test_a_long_title_with_a_sentence_break_right_above_its_abstract_stays_the_title(tmp_path, title, between):
    page = tmp_path / "daily.txt"
    page.write_text(f"Daily Papers\n\nGlimNet for Zorbs\n\n{_LONG}\n\n{title}\n\n{between}{_SHORT}\n",
                    encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.title, paper.abstract[:20]) for paper in papers] == [
        ("GlimNet for Zorbs", "We propose GlimNet, "), (title, "We present some upda")]


def test_a_long_labelled_line_of_an_arxiv_listing_is_no_abstract(tmp_path):
    page = tmp_path / "new.txt"
    page.write_text("[1] arXiv:2405.01231 [pdf, html, other]\nTitle: GlimNet: Fast Zorb Sorting\nAuthors: Ada Glim\n"
                    "Comments: Accepted to the Glim Conference 2025. This version fixes typos in Table 3 and adds "
                    "experiments on QuarkSet, ZorbSet and BlixSet, with code and data released for everyone who "
                    "wants to sort zorbs as fast as we do.\n"
                    f"Subjects: Computer Vision (cs.CV)\n\n{_LONG}\n", encoding="utf-8")
    (paper,), report = read_all(page)
    assert (paper.arxiv_id, paper.title, paper.abstract) == ("2405.01231", "GlimNet: Fast Zorb Sorting", _LONG)


def _arxiv_entry(number: int, arxiv_id: str, title: str, abstract: str, kind: str = "") -> str:
    """One entry as a copied arXiv listing shows it: its entry line, labelled lines, then its abstract."""
    return (f"[{number}] arXiv:{arxiv_id}{kind} [pdf, html, other]\nTitle: {title}\nAuthors: Ada Glim, Bo Zorb\n"
            f"Subjects: Computer Vision and Pattern Recognition (cs.CV)\n\n{abstract}\n\n")


@pytest.mark.parametrize("day_heading, section_heading", [
    ("Showing new listings for Monday, 2 June 2025\n", "New submissions (showing 2 of 2 entries )"),
    ("", "New submissions for Monday, 2 June 2025 (showing 2 of 2 entries )"),  # (as arXiv headed it before)
])
def test_a_copied_arxiv_new_page_dates_each_entry_by_the_day_it_shows(tmp_path, day_heading, section_heading):
    page = tmp_path / "cs_cv_new.txt"
    cross_heading = section_heading.replace("New", "Cross").replace("2 of 2", "1 of 1")
    page.write_text("Computer Vision and Pattern Recognition\n\nNew submissions\nCross-lists\n\nSee recent articles\n"
                    f"{day_heading}Total of 3 entries\nShowing up to 2000 entries per page: fewer | more | all\n"
                    f"{section_heading}\n\n"
                    + _arxiv_entry(1, "2506.00101", "GlimNet: Fast Zorb Sorting", _LONG)
                    + _arxiv_entry(2, "2506.00102", "A Benchmark for Quarks", _SHORT)
                    + f"{cross_heading}\n\n"
                    + _arxiv_entry(3, "2506.00057", "ZorbSet: Zorbs in the Wild", _LONG.replace("GlimNet", "BlixNet"),
                                   " (cross-list from cs.LG)"), encoding="utf-8")
    papers, report = read_all(page)
    assert report.problems == []
    assert [(paper.arxiv_id, paper.title, paper.date, paper.year) for paper in papers] == [
        ("2506.00101", "GlimNet: Fast Zorb Sorting", "2025-06-02", 2025),
        ("2506.00102", "A Benchmark for Quarks", "2025-06-02", 2025),
        ("2506.00057", "ZorbSet: Zorbs in the Wild", "2025-06-02", 2025)]


def test_a_copied_arxiv_pastweek_page_dates_each_entry_by_its_day_and_one_above_every_day_not_at_all(tmp_path):
    page = tmp_path / "cs_cv_pastweek.txt"
    # (copied from the middle of the page: the first entry's day heading is above what was copied)
    page.write_text(_arxiv_entry(25, "2506.00125", "QuarkNet: Quark Sorting", _LONG.replace("GlimNet", "QuarkNet"))
                    + "Total of 120 entries : 1-25 26-50 51-75 76-100 101-120\n"
                    "Showing up to 25 entries per page: fewer | more | all\n"
                    "Mon, 2 Jun 2025 (continued, showing last 1 of 45 entries )\n\n"
                    + _arxiv_entry(26, "2506.00101", "GlimNet: Fast Zorb Sorting", _LONG)
                    + "Fri, 30 May 2025 (showing first 1 of 38 entries )\n\n"
                    + _arxiv_entry(27, "2505.24017", "A Benchmark for Quarks", _SHORT), encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.arxiv_id, paper.date, paper.year) for paper in papers] == [
        ("2506.00125", None, None), ("2506.00101", "2025-06-02", 2025), ("2505.24017", "2025-05-30", 2025)]


@pytest.mark.parametrize("heading", [
    "Thu, 30 Feb 2025 (showing 1 of 1 entries )",  # (no such day)
    "Mon, 2 Jun (showing 1 of 1 entries )",  # (no year)
    "Replacement submissions (showing 1 of 1 entries )",  # (no date at all)
])
def test_a_day_heading_without_a_whole_date_dates_no_entry(tmp_path, heading):
    # (a guard on the reading of day headings: a date is only ever the whole one a heading states)
    page = tmp_path / "cs_cv_pastweek.txt"
    page.write_text(f"{heading}\n\n" + _arxiv_entry(1, "2506.00101", "GlimNet: Fast Zorb Sorting", _LONG),
                    encoding="utf-8")
    (paper,), report = read_all(page)
    assert (paper.title, paper.date, paper.year) == ("GlimNet: Fast Zorb Sorting", None, None)


def test_a_short_abstract_ending_on_a_link_is_read_and_a_long_title_above_another_stays_a_title(tmp_path):
    page = tmp_path / "daily.txt"
    title = "GlimNet vs. Human Sorters: A Comprehensive Evaluation of Zorb Sorting Across Sets, Domains, and Levels"
    page.write_text(f"Daily Papers\n\nGlimNet for Zorbs\n\n{_LONG}\n\nQuarkNet: Fast Quarks\n\n"
                    "We present QuarkNet. It sorts quarks in 22 ms at 28.2 mAP on BlixSet. Code: "
                    f"https://github.com/glim/quarknet\n\n{title}\n\n{_SHORT}\n", encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.title, paper.abstract[:20]) for paper in papers] == [
        ("GlimNet for Zorbs", "We propose GlimNet, "), ("QuarkNet: Fast Quarks", "We present QuarkNet."),
        (title, "We present some upda")]


def test_a_short_abstract_with_keywords_under_it_is_read_and_no_title_of_the_next(tmp_path):
    page = tmp_path / "daily.txt"
    quark = "We present QuarkNet. It sorts quarks in 22 ms at 28.2 mAP on BlixSet. Code: https://example.org/quarknet"
    page.write_text(f"Daily Papers\n\nGlimNet for Zorbs\n\n{_LONG}\n\nQuarkNet for Zorbs\n\n{quark}\n\n"
                    f"Keywords: zorbs, quarks\n\n{_LONG.replace('GlimNet', 'BlixNet')}\n", encoding="utf-8")
    papers, report = read_all(page)
    assert [(paper.title, paper.abstract[:20]) for paper in papers] == [
        ("GlimNet for Zorbs", "We propose GlimNet, "), ("QuarkNet for Zorbs", "We present QuarkNet."),
        (None, "We propose BlixNet, ")]

