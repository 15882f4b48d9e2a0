"""The real 13,108-abstract arXiv corpus, read end to end (marked slow)."""

import time

import pytest

from kg.sources import merge_duplicates

from .helpers import SHARED, read_all

CORPUS = SHARED / "data" / "arxiv_cs_cv_cl_corpus"

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not CORPUS.exists(), reason="shared corpus not available")]


def test_corpus_jsonl_reads_every_paper():
    started = time.perf_counter()
    papers, report = read_all(CORPUS / "corpus.jsonl")
    elapsed = time.perf_counter() - started
    print(f"\nread {len(papers)} papers from corpus.jsonl in {elapsed:.2f} s")
    assert report.problems == []
    assert len(papers) == report.records == 13108
    assert all(paper.id.startswith("arxiv:") and paper.title and paper.date for paper in papers)
    assert len({paper.id for paper in papers}) == 13108


def test_daily_originals_merge_to_the_same_papers():
    papers, report = read_all(CORPUS / "arxiv_daily")
    assert report.problems == [] and report.files == 57
    assert len(papers) == 13654
    merged, folded = merge_duplicates(papers)
    assert (len(merged), folded) == (13108, 546)
    corpus, _ = read_all(CORPUS / "corpus.jsonl")
    assert {paper.id for paper in merged} == {paper.id for paper in corpus}
