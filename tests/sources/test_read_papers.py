import gzip
import io
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from kg.errors import SourceError
from kg.models import Paper
from kg.sources import detect_format, merge_duplicates
from kg.sources.identity import paper_id

from .helpers import DATA, REPO, read_all

FIXTURES = {
    "papers.jsonl": "jsonl",
    "papers_array.json": "jsonl",
    "single_paper.json": "jsonl",
    "papers.csv": "csv",
    "papers.tsv": "csv",
    "arxiv_query.xml": "atom",
    "openalex_works.json": "openalex",
    "openalex_work.json": "openalex",
    "papers.bib": "bibtex",
    "papers.ris": "ris",
    "listing_page.txt": "listing",
}


@pytest.mark.parametrize("name, expected", sorted(FIXTURES.items()))
def test_format_is_detected_from_content_not_extension(tmp_path, name, expected):
    disguised = tmp_path / "upload.dat"
    shutil.copyfile(DATA / name, disguised)
    head = disguised.read_bytes()[:8192]
    assert detect_format(head, disguised).FORMAT == expected
    original, _ = read_all(DATA / name)
    renamed, _ = read_all(disguised)
    assert [paper.abstract for paper in renamed] == [paper.abstract for paper in original]


def test_folder_is_read_recursively_sorted_and_hidden_entries_skipped(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / ".cache").mkdir()
    shutil.copyfile(DATA / "papers_array.json", tmp_path / "b" / "z.json")
    shutil.copyfile(DATA / "single_paper.json", tmp_path / "a.json")
    shutil.copyfile(DATA / "papers.jsonl", tmp_path / ".cache" / "hidden.jsonl")
    shutil.copyfile(DATA / "papers.jsonl", tmp_path / ".hidden.jsonl")
    papers, report = read_all(tmp_path)
    assert report.problems == []
    assert report.files == 2 and report.records == 3
    assert [paper.title for paper in papers] == ["A Single JSON Object", "Array Paper One", "Array Paper Two"]


def test_a_folder_walk_names_a_link_to_nothing_and_a_subfolder_it_cannot_list(tmp_path, monkeypatch):
    import os

    shutil.copyfile(DATA / "single_paper.json", tmp_path / "a.json")
    (tmp_path / "gone.jsonl").symlink_to(tmp_path / "moved-away.jsonl")
    (tmp_path / "locked").mkdir()
    real_scandir = os.scandir

    def scandir(path="."):  # (permissions do not bind every user, so the refusal is the system's answer, given here)
        if os.fspath(path) == str(tmp_path / "locked"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    papers, report = read_all(tmp_path)
    assert len(papers) == 1
    assert sorted((problem.file, problem.message) for problem in report.problems) == [
        (str(tmp_path / "gone.jsonl"), "a link to nothing; skipped"),
        (str(tmp_path / "locked"), "cannot list folder (Permission denied); folder skipped")]


def test_whole_fixture_folder_counts(tmp_path):
    papers, report = read_all(*(DATA / name for name in sorted(FIXTURES)))
    assert report.files == len(FIXTURES)
    assert report.records == len(papers) == 23
    assert report.by_format == {"atom": 2, "bibtex": 2, "csv": 3, "jsonl": 8, "listing": 3, "openalex": 3, "ris": 2}
    assert len(report.problems) == report.skipped == 4


def test_missing_path_is_a_problem_not_a_crash(tmp_path):
    missing = tmp_path / "nope.jsonl"
    papers, report = read_all(missing, DATA / "single_paper.json")
    assert len(papers) == 1
    assert [(problem.file, problem.line) for problem in report.problems] == [(str(missing), None)]
    assert "no such file" in report.problems[0].message


@pytest.mark.parametrize("given", [str, Path])
def test_one_path_given_alone_is_read_as_that_path_not_as_its_letters(tmp_path, given):
    from kg.pipeline import read_all as read_and_merge
    from kg.sources import ReadReport, read_papers

    report = ReadReport()
    assert list(read_papers(given(DATA / "single_paper.json"), report)) and report.problems == []
    missing = given(tmp_path / "nope")
    list(read_papers(missing, report))
    assert [problem.file for problem in report.problems] == [str(missing)]
    papers, _, _ = read_and_merge(given(DATA / "single_paper.json"), skip=given(DATA / "papers.jsonl"))
    assert len(papers) == 1
    with pytest.raises(SourceError, match=re.escape(f"from {tmp_path / 'nope'} (")):
        read_and_merge(missing)


def test_inputs_given_as_a_generator_are_named_in_the_error_when_nothing_is_read(tmp_path):
    from kg.pipeline import read_all as read_and_merge

    with pytest.raises(SourceError, match=re.escape(f"from {tmp_path / 'a'}, {tmp_path / 'b'} (")):
        read_and_merge(tmp_path / name for name in "ab")


def test_strict_stops_at_the_first_problem():
    with pytest.raises(SourceError, match=r"\[KG101\] .*malformed_line.jsonl:2: malformed JSON line"):
        read_all(DATA / "bad" / "malformed_line.jsonl", strict=True)


def test_strict_says_the_run_stopped_not_that_the_record_was_skipped():
    with pytest.raises(SourceError) as info:
        read_all(DATA / "bad" / "malformed_line.jsonl", strict=True)
    assert str(info.value).endswith("; stopped by --strict") and "skipped" not in str(info.value)


def test_strict_gives_the_reason_alone_whatever_became_of_the_record(tmp_path):
    refs = tmp_path / "refs.bib"
    refs.write_bytes(b"@article{a,\n  abstract = {caf\xe9}\n}\n")
    with pytest.raises(SourceError) as info:
        read_all(refs, strict=True)
    assert str(info.value) == (f"[KG101] {refs}:2: invalid UTF-8 (byte 0xe9 at column 18); stopped by --strict")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    with pytest.raises(SourceError) as info:
        read_all(empty, strict=True)
    assert str(info.value) == f"[KG101] {empty}: empty file; stopped by --strict"


def test_stdin_dash_reads_json_lines():
    script = "import sys; from kg.sources import ReadReport, read_papers; r = ReadReport(); print([p.id for p in read_papers(['-'], r)], r.records, r.by_format)"
    result = subprocess.run(
        [sys.executable, "-c", script],
        input=(DATA / "papers.jsonl").read_bytes(),
        capture_output=True,
        cwd=REPO,
        check=True,
    )
    assert result.stdout.decode().strip().startswith("['arxiv:2401.01234', 'arxiv:2402.05555'")
    assert result.stdout.decode().strip().endswith("5 {'jsonl': 5}")


@pytest.mark.parametrize("given", [b"@article{a,\n  abstract = {We propose GlimNet.}\n}\n",
                                   b'[{"abstract": "We propose GlimNet."}]\n', b"\x1f\x8b\x08\x00gzip"])
def test_standard_input_that_is_no_json_lines_is_one_problem_that_says_what_it_takes(given):
    script = ("from kg.sources import ReadReport, read_papers; r = ReadReport(); "
              "import json; print(json.dumps([len(list(read_papers(['-'], r))), [p.message for p in r.problems]]))")
    result = subprocess.run([sys.executable, "-c", script], input=given, capture_output=True, cwd=REPO, check=True)
    count, messages = json.loads(result.stdout)
    assert count == 0 and len(messages) == 1 and messages[0].startswith("standard input (-) is read as JSON Lines")


def _read_from_a_pipe(fifo: Path, data: bytes, *others: Path, chunk: int = 1 << 16):
    """Read a named pipe fed from a thread, as a shell feeds `<(zcat papers.jsonl.gz)`; the read must end within
    seconds (a reader that waits for bytes the writer has stopped sending fails the test, not hangs it). Returns
    the papers, the report and how many bytes the writer got to send before the reader let go."""
    os.mkfifo(fifo)
    sent = [0]

    def feed() -> None:
        try:
            with open(fifo, "wb") as pipe:
                for start in range(0, len(data), chunk):
                    pipe.write(data[start:start + chunk])
                    pipe.flush()
                    sent[0] = start + chunk
        except BrokenPipeError:  # (the reader stopped reading)
            pass

    outcome: list = []
    writer = threading.Thread(target=feed, daemon=True)
    reader = threading.Thread(target=lambda: outcome.append(read_all(fifo, *others)), daemon=True)
    writer.start()
    reader.start()
    reader.join(timeout=20)
    assert outcome, "the read of the pipe did not end"
    writer.join(timeout=2)  # (a writer whose pipe was never opened waits for ever: it is left behind)
    return (*outcome[0], min(sent[0], len(data)))


@pytest.mark.parametrize("name, compress", [("papers.jsonl", False), ("papers.bib", False), ("papers.csv", True)])
def test_a_pipe_is_read_like_the_file_it_carries_and_its_name_kept(tmp_path, name, compress):
    data = (DATA / name).read_bytes()
    expected, expected_report = read_all(DATA / name)
    fifo = tmp_path / "pipe"
    papers, report, _ = _read_from_a_pipe(fifo, gzip.compress(data) if compress else data)
    assert [paper.model_dump(exclude={"source"}) for paper in papers] == \
        [paper.model_dump(exclude={"source"}) for paper in expected]
    assert papers and all(paper.source.startswith(f"{fifo}:") for paper in papers)
    assert report.records == expected_report.records and report.by_format == expected_report.by_format


def test_a_broken_line_of_a_pipe_is_named_by_the_pipe_and_line(tmp_path):
    fifo = tmp_path / "pipe"
    lines = (DATA / "papers.jsonl").read_bytes().splitlines(keepends=True)
    papers, report, _ = _read_from_a_pipe(fifo, b"".join([*lines[:2], b"{not json\n", *lines[2:]]))
    assert len(papers) == len(read_all(DATA / "papers.jsonl")[0])
    assert [(problem.file, problem.line) for problem in report.problems] == [(str(fifo), 3)]


def test_a_pipe_of_binary_bytes_is_skipped_after_its_first_bytes_not_copied_whole(tmp_path):
    papers, report, sent = _read_from_a_pipe(tmp_path / "pipe", bytes(64 << 20))
    assert papers == [] and [(problem.file, problem.message) for problem in report.problems] == \
        [(str(tmp_path / "pipe"), "binary file (contains NUL bytes); skipped")]
    assert sent < 8 << 20  # (the pipe's buffer and the head the check reads, not the 64 MB)


def test_a_pipe_that_cannot_be_copied_names_the_temporary_folder_and_the_rest_goes_through(tmp_path, monkeypatch):
    import tempfile

    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setattr(tempfile, "tempdir", str(blocker))
    papers, report, _ = _read_from_a_pipe(tmp_path / "pipe", (DATA / "papers.jsonl").read_bytes(), DATA / "papers.bib")
    assert [paper.id for paper in papers] == [paper.id for paper in read_all(DATA / "papers.bib")[0]]
    (problem,) = [problem for problem in report.problems if problem.file == str(tmp_path / "pipe")]
    assert problem.message.startswith(f"cannot copy the pipe to a temporary file in {blocker} (")
    assert problem.message.endswith("; set TMPDIR to a writable folder with room; skipped")


def _paper(**fields) -> Paper:
    return Paper(**{"id": "arxiv:2401.00001", "abstract": "Same paper.", **fields})


def test_merge_fills_missing_fields_first_wins():
    first = _paper(title="From listing", source="a.txt:3", date="Nov 9")
    second = _paper(title="From arXiv", source="b.jsonl:1", doi="10.1/x", authors=("Ann Bo",), year=2024)
    other = _paper(id="arxiv:2401.00002", title="Other")
    merged, folded = merge_duplicates([first, other, second])
    assert folded == 1
    assert [paper.id for paper in merged] == ["arxiv:2401.00001", "arxiv:2401.00002"]
    assert merged[0].title == "From listing" and merged[0].source == "a.txt:3" and merged[0].date == "Nov 9"
    assert (merged[0].doi, merged[0].authors, merged[0].year) == ("10.1/x", ("Ann Bo",), 2024)


def test_merge_is_deterministic_and_keeps_unique_papers():
    papers, _ = read_all(DATA / "papers.jsonl", DATA / "papers.jsonl")
    merged, folded = merge_duplicates(papers)
    assert folded == 5
    assert merged == merge_duplicates(papers)[0]
    assert [paper.model_dump() for paper in merged] == [paper.model_dump() for paper in papers[:5]]


def test_same_paper_from_two_formats_merges(tmp_path):
    listing = tmp_path / "a.jsonl"
    listing.write_text('{"title": "Short", "abstract": "Shared abstract text."}\n', encoding="utf-8")
    csv_file = tmp_path / "b.csv"
    csv_file.write_text("title,abstract,year\nShort: its subtitle,Shared  abstract\ttext.,2020\n", encoding="utf-8")
    papers, _ = read_all(listing, csv_file)
    merged, folded = merge_duplicates(papers)
    assert folded == 1
    assert (merged[0].title, merged[0].year) == ("Short", 2020)


def test_papers_sharing_an_abstract_under_clearly_other_titles_stay_two(tmp_path):
    """Known by their abstract alone (no arXiv id or DOI), two papers with one abstract were merged in silence."""
    path = tmp_path / "papers.jsonl"
    path.write_text('{"title": "GlimNet: fast glimmers", "abstract": "We sort zorbs on ZorbSet."}\n'
                    '{"title": "QuarkBench: a benchmark", "abstract": "We sort zorbs on ZorbSet."}\n'
                    '{"abstract": "We sort  zorbs on ZorbSet."}\n'
                    '{"title": "Quarkbench -- a Benchmark", "abstract": "We sort zorbs on ZorbSet."}\n'
                    '{"title": "GLIMNET fast glimmers, with a subtitle", "abstract": "We sort zorbs on ZorbSet."}\n',
                    encoding="utf-8")
    papers, report = read_all(path)
    merged, folded = merge_duplicates(papers)
    assert [paper.title for paper in merged] == ["GlimNet: fast glimmers", "QuarkBench: a benchmark"]
    assert folded == 3
    glim, quark = merged
    assert glim.id == paper_id(None, None, "We sort zorbs on ZorbSet.")
    assert quark.id == paper_id(None, None, "We sort zorbs on ZorbSet.", title="QuarkBench: a benchmark") != glim.id
    assert [(problem.line, problem.message, problem.kept) for problem in report.problems] == [
        (2, f'same abstract as line 1 ("GlimNet: fast glimmers") but another title ("QuarkBench: a benchmark"); '
            f"kept as a paper of its own ({quark.id})", True)]


def test_a_record_told_apart_that_then_joins_a_paper_with_an_id_is_reported_as_that_paper(tmp_path):
    """The report named the id of its abstract and title, which no paper of the graph had: it joined the paper of
    its title with an arXiv id."""
    path = tmp_path / "papers.jsonl"
    path.write_text('{"title": "GlimNet for zorbs", "abstract": "We sort zorbs on ZorbSet."}\n'
                    '{"title": "GlimNet: sorting zorbs", "abstract": "We sort zorbs on ZorbSet."}\n'
                    '{"arxiv_id": "2401.00077", "title": "GlimNet: sorting zorbs", '
                    '"abstract": "We sort zorbs on ZorbSet."}\n', encoding="utf-8")
    papers, report = read_all(path)
    merged, _ = merge_duplicates(papers, report)
    assert sorted(paper.id for paper in merged) == ["arxiv:2401.00077",
                                                    paper_id(None, None, "We sort zorbs on ZorbSet.")]
    assert [(problem.line, problem.outcome) for problem in report.problems] == [
        (2, "kept apart from it, as one paper with arxiv:2401.00077, a record of its title")]


def test_a_record_with_no_id_and_the_abstract_of_a_paper_with_one_under_another_title_is_told_apart(tmp_path):
    """The record stayed a paper of its own in silence, known by its abstract alone."""
    (tmp_path / "a.jsonl").write_text('{"arxiv_id": "2401.01234", "title": "GlimNet: Fast", "abstract": '
                                      '"We sort zorbs on ZorbSet."}\n', encoding="utf-8")
    (tmp_path / "c.csv").write_text('title,abstract\nQuokka Tables,"We sort zorbs on ZorbSet."\n', encoding="utf-8")
    papers, report = read_all(tmp_path / "a.jsonl", tmp_path / "c.csv")
    merged, folded = merge_duplicates(papers, report)
    quokka = paper_id(None, None, "We sort zorbs on ZorbSet.", title="Quokka Tables")
    assert [(paper.id, paper.title) for paper in merged] == [("arxiv:2401.01234", "GlimNet: Fast"),
                                                              (quokka, "Quokka Tables")]
    assert folded == 0
    assert [(problem.file, problem.line, problem.message) for problem in report.problems] == [
        (str(tmp_path / "c.csv"), 2, f'same abstract as {tmp_path / "a.jsonl"}:1 ("GlimNet: Fast") but another title '
                                     f'("Quokka Tables"); kept as a paper of its own ({quokka})')]
    assert merge_duplicates(papers)[0] == merged  # (without a report, the same papers)


def test_a_record_with_no_id_under_the_title_of_two_papers_with_its_abstract_is_not_said_to_have_another(tmp_path):
    """Two papers with arXiv ids, one abstract and one title: a record with neither id, that title and that abstract
    could be either, so it is neither; it was reported as having 'another title' than its own, and given a new id."""
    (tmp_path / "a.jsonl").write_text(
        '{"arxiv_id": "2401.01234", "title": "GlimNet: Fast", "abstract": "We sort zorbs on ZorbSet."}\n'
        '{"arxiv_id": "2401.05678", "title": "GlimNet: Fast", "abstract": "We sort zorbs on ZorbSet."}\n',
        encoding="utf-8")
    (tmp_path / "c.csv").write_text('title,abstract\nGlimNet: Fast,"We sort zorbs on ZorbSet."\n', encoding="utf-8")
    papers, report = read_all(tmp_path / "a.jsonl", tmp_path / "c.csv")
    merged, folded = merge_duplicates(papers, report)
    assert [paper.id for paper in merged] == ["arxiv:2401.01234", "arxiv:2401.05678",
                                              paper_id(None, None, "We sort zorbs on ZorbSet.")]
    assert folded == 0 and report.problems == []


@pytest.mark.parametrize("order", [(0, 1, 2), (1, 0, 2), (2, 0, 1)])
def test_a_paper_joins_the_papers_of_one_abstract_only_if_its_title_agrees_with_each_of_theirs(tmp_path, order):
    titles = ["Deep Glim", "Deep Glim for Zorbs", "Deep Glim for Quarks"]
    path = tmp_path / "papers.jsonl"
    path.write_text("".join(json.dumps({"title": titles[at], "abstract": "We sort zorbs on ZorbSet."}) + "\n"
                            for at in order), encoding="utf-8")
    papers, report = read_all(path)
    by_title = {paper.title: paper.id for paper in papers}
    assert len(set(by_title.values())) == 2 and len(report.problems) == 1  # (whichever comes first)
    assert by_title["Deep Glim for Zorbs"] != by_title["Deep Glim for Quarks"]


def test_papers_with_one_arxiv_id_merge_whatever_their_titles(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text('{"id": "2401.00001", "title": "GlimNet v1", "abstract": "We sort zorbs."}\n'
                    '{"id": "2401.00001v2", "title": "ZorbNet, renamed", "abstract": "We sort zorbs."}\n',
                    encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == [] and merge_duplicates(papers)[1] == 1


ZORB_ABSTRACT = "We propose GlimNet, which sorts zorbs 2.1% better than ZorbNet on ZorbSet."


def test_one_paper_read_from_sources_that_identify_it_differently_is_one_paper(tmp_path):
    """An arXiv entry that gives its published DOI, a BibTeX entry with only that DOI and a spreadsheet row with no
    id at all were three papers: one per kind of id."""
    (tmp_path / "a.atom").write_text(
        '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">'
        f'<entry><id>http://arxiv.org/abs/2401.00042v2</id><title>GlimNet: Sorting Zorbs</title><summary>{ZORB_ABSTRACT}'
        '</summary><arxiv:doi>10.1234/GLIM.2024.7</arxiv:doi></entry></feed>', encoding="utf-8")
    (tmp_path / "b.bib").write_text("@inproceedings{glim24,\n  title = {{GlimNet}: Sorting Zorbs},\n"
                                    "  doi = {10.1234/glim.2024.7},\n  author = {Bo, Ann and Cy, Dee},\n"
                                    f"  abstract = {{{ZORB_ABSTRACT}}},\n}}\n", encoding="utf-8")
    (tmp_path / "c.csv").write_text(f'Title,Abstract,Year\nglimnet: sorting zorbs,"{ZORB_ABSTRACT}",2024\n',
                                    encoding="utf-8")
    papers, _ = read_all(tmp_path / "c.csv", tmp_path / "b.bib", tmp_path / "a.atom")
    assert len({paper.id for paper in papers}) == 3  # (each source alone knows it by another id)
    (paper,), folded = merge_duplicates(papers)
    assert folded == 2
    assert paper.id == "arxiv:2401.00042" and paper.doi == "10.1234/glim.2024.7" and paper.year == 2024
    assert paper.title == "GlimNet: Sorting Zorbs"  # (the spreadsheet's all-lower-case title gives way)
    assert paper.authors == ("Ann Bo", "Dee Cy") and paper.source == f"{tmp_path / 'c.csv'}:2"


def test_a_record_that_ties_two_earlier_ones_together_makes_them_one_paper_in_the_place_of_the_first():
    by_doi = _paper(id="doi:10.1234/glim", doi="10.1234/glim", title="GlimNet", abstract="Published words.")
    other = _paper(id="arxiv:2401.00007", title="ZorbNet", abstract="Other words.")
    by_arxiv = _paper(id="arxiv:2401.00042", arxiv_id="2401.00042", title="GlimNet", abstract="Preprint words.")
    both = _paper(id="arxiv:2401.00042", arxiv_id="2401.00042", doi="10.1234/GLIM", abstract="Preprint words.")
    merged, folded = merge_duplicates([by_doi, other, by_arxiv, both])
    assert [paper.id for paper in merged] == ["arxiv:2401.00042", "arxiv:2401.00007"] and folded == 2
    assert merged[0].abstract == "Published words."  # (the first record's values win)


@pytest.mark.parametrize("ids", [("2401.00042", "2401.00043"), ("doi:10.1234/glim", "doi:10.1234/glim-journal")])
def test_records_whose_ids_differ_stay_two_papers_whatever_their_abstracts(ids):
    first, second = (_paper(id=f"arxiv:{one}" if not one.startswith("doi:") else one, title="GlimNet",
                            abstract=ZORB_ABSTRACT) for one in ids)
    assert merge_duplicates([first, second]) == ([first, second], 0)


def test_records_of_one_arxiv_id_with_different_dois_are_one_paper_known_by_the_first_doi():
    """Two records of one arXiv id and two DOIs were kept as two papers of one id: one overwrote the other."""
    journal = _paper(id="arxiv:2401.00042", arxiv_id="2401.00042", doi="10.1234/glim-journal", title="GlimNet")
    conference = _paper(id="arxiv:2401.00042", arxiv_id="2401.00042", doi="10.1234/glim-conf", year=2024)
    by_doi = _paper(id="doi:10.1234/glim-conf", doi="10.1234/glim-conf", abstract="Other words.")
    merged, folded = merge_duplicates([journal, conference, by_doi])
    assert [(paper.id, paper.doi, paper.year) for paper in merged] == [
        ("arxiv:2401.00042", "10.1234/glim-journal", 2024)] and folded == 2


def test_a_record_without_ids_that_two_papers_match_is_neither_of_them():
    first = _paper(id="doi:10.1234/glim-a", doi="10.1234/glim-a", abstract=ZORB_ABSTRACT)
    second = _paper(id="doi:10.1234/glim-b", doi="10.1234/glim-b", abstract=ZORB_ABSTRACT)
    untitled = _paper(id=paper_id(None, None, ZORB_ABSTRACT), abstract=ZORB_ABSTRACT)
    merged, folded = merge_duplicates([first, second, untitled])
    assert [paper.id for paper in merged] == [first.id, second.id, untitled.id] and folded == 0


def test_an_abstract_many_papers_share_joins_none_of_them_to_a_record_without_ids():
    """A venue's boilerplate abstract under a thousand DOIs made every record check every earlier paper."""
    papers = [_paper(id=f"doi:10.1234/glim-{n}", doi=f"10.1234/glim-{n}", abstract=ZORB_ABSTRACT) for n in range(9)]
    untitled = _paper(id=paper_id(None, None, ZORB_ABSTRACT), abstract=ZORB_ABSTRACT)
    again = _paper(id=paper_id(None, None, ZORB_ABSTRACT), abstract=ZORB_ABSTRACT, year=2024)
    merged, folded = merge_duplicates([*papers, untitled, again])
    assert len(merged) == 10 and folded == 1 and merged[-1].year == 2024  # (its own copies still merge, by id)


def test_a_record_without_ids_joins_the_paper_of_its_abstract_only_if_the_titles_agree():
    known = _paper(title="GlimNet: Sorting Zorbs", abstract=ZORB_ABSTRACT)
    same = _paper(id=paper_id(None, None, ZORB_ABSTRACT), title="GlimNet", abstract=ZORB_ABSTRACT.upper())
    untitled = _paper(id=paper_id(None, None, ZORB_ABSTRACT), title=None, abstract=ZORB_ABSTRACT)
    another = _paper(id=paper_id(None, None, ZORB_ABSTRACT, title="QuarkBench"), title="QuarkBench",
                     abstract=ZORB_ABSTRACT)
    merged, folded = merge_duplicates([known, same, untitled, another])
    assert [paper.id for paper in merged] == [known.id, another.id] and folded == 2


def test_a_pubmed_abstract_and_its_copy_without_the_section_headings_are_one_paper(tmp_path):
    """PubMed keeps a structured abstract's headings in its text; the arXiv copy of the same abstract has none."""
    medline = tmp_path / "a.nbib"
    medline.write_text(
        "PMID- 41000017\nTI  - ZorbNet segments zorbs on ZorbScan images.\n"
        "AB  - BACKGROUND: Zorbs are hard to outline. MATERIALS AND METHODS: We trained ZorbNet on\n"
        "      QuarkScan-40. RESULTS: ZorbNet reached a Dice of 0.91. CONCLUSION: ZorbNet outlines zorbs.\n"
        "LID - 10.5555/zorb.41 [doi]\n", encoding="utf-8")
    preprint = tmp_path / "b.jsonl"
    preprint.write_text(json.dumps({
        "id": "2405.00017", "title": "ZorbNet segments zorbs on ZorbScan images",
        "abstract": "  Zorbs are hard to outline. We trained ZorbNet on QuarkScan-40. ZorbNet reached a Dice of\n"
                    "0.91. ZorbNet outlines zorbs.\n"}) + "\n", encoding="utf-8")
    merged, folded = merge_duplicates(read_all(medline, preprint)[0])
    assert folded == 1 and [(paper.id, paper.doi) for paper in merged] == [("arxiv:2405.00017", "10.5555/zorb.41")]


def test_shipped_rule_files_are_package_data():
    """The readers load kg/sources/data/*.json at run time, so a wheel must ship them."""
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert "sources/data/*" in pyproject


@pytest.mark.parametrize("text", ["a\nb\nc\n", "a\r\nb\r\nc\r\n", "a\rb\rc\r"])
def test_a_line_counter_gives_the_same_lines_forwards_backwards_and_inside_a_crlf(text):
    from kg.sources._text import LineCounter, lines_of

    expected = [1 + sum(1 for ch in range(offset) if text[ch] == "\n" or (text[ch] == "\r" and text[ch + 1:ch + 2] != "\n"))
                for offset in range(len(text) + 1)]
    assert lines_of(text, range(len(text) + 1)) == expected
    counter = LineCounter(text)
    assert [counter.at(offset) for offset in reversed(range(len(text) + 1))] == expected[::-1]


def test_a_problem_message_joins_its_reason_and_outcome_and_is_never_passed_in():
    from pydantic import ValidationError

    from kg.models import Problem

    assert Problem(file="f", reason="malformed JSON line (x)", outcome="line skipped").message == \
        "malformed JSON line (x); line skipped"
    assert Problem(file="f", reason="no such file or folder").message == "no such file or folder"
    with pytest.raises(ValidationError):
        Problem(file="f", reason="r", message="something else")


def test_a_line_of_standard_input_that_is_no_utf8_is_named_by_its_byte_as_a_file_line_is():
    script = ("from kg.sources import ReadReport, read_papers; r = ReadReport(); "
              "print(len(list(read_papers(['-'], r))), [(p.file, p.line, p.message) for p in r.problems])")
    good = (DATA / "papers.jsonl").read_bytes().splitlines(keepends=True)
    result = subprocess.run([sys.executable, "-c", script], input=good[0] + b'{"abstract": "Glim \xff"}\n' + good[1],
                            capture_output=True, cwd=REPO, check=True)
    assert result.stdout.decode().strip() == \
        "2 [('<stdin>', 2, 'invalid UTF-8 (byte 0xff at column 20); line skipped')]"


def test_a_device_is_read_where_it_is_not_copied_first():
    outcome: list = []
    reader = threading.Thread(target=lambda: outcome.append(read_all(Path("/dev/zero"), DATA / "papers.jsonl")),
                              daemon=True)
    reader.start()
    reader.join(timeout=20)
    assert outcome, "reading /dev/zero did not end (it was being copied)"
    papers, report = outcome[0]
    assert papers and [(p.file, p.message) for p in report.problems] == [
        ("/dev/zero", "binary file (contains NUL bytes); skipped")]


def test_a_pipe_whose_copy_runs_out_of_room_names_the_temporary_folder_and_the_rest_goes_through(tmp_path,
                                                                                                 monkeypatch):
    import builtins
    import errno
    import tempfile

    import kg.sources._text as text

    class FullDisk(io.BytesIO):
        def write(self, data):
            raise OSError(errno.ENOSPC, "No space left on device")

    def opened(file, mode="r", *args, **kwargs):
        return FullDisk() if "w" in mode else builtins.open(file, mode, *args, **kwargs)

    monkeypatch.setattr(text, "open", opened, raising=False)  # (the copy's writes only: the pipe is read)
    papers, report, _ = _read_from_a_pipe(tmp_path / "pipe", (DATA / "papers.jsonl").read_bytes(), DATA / "papers.bib")
    assert [paper.id for paper in papers] == [paper.id for paper in read_all(DATA / "papers.bib")[0]]
    (problem,) = [problem for problem in report.problems if problem.file == str(tmp_path / "pipe")]
    assert problem.message == (f"cannot copy the pipe to a temporary file in {tempfile.gettempdir()} (No space left "
                               "on device); set TMPDIR to a writable folder with room; skipped")
