"""Captions of Result nodes (kg.graph.result_name)."""

import pytest

from kg.graph import result_name
from kg.models import Claim, Evidence


def _claim(value, unit, direction, text="x", rule="claim:gain", **about) -> Claim:
    evidence = Evidence(sentence=text, start=0, end=len(text), rule=rule, confidence=0.8)
    return Claim(value=value, unit=unit, direction=direction, text=text, evidence=evidence, **about)


@pytest.mark.parametrize("claim, caption", [
    (_claim(3.25, "%", "increase", metric="POPE", method="MoCHA", baseline="CuMo"), "+3.25% POPE"),
    (_claim(40.0, "%", "decrease", text="reducing GPU memory usage by around 40%", metric="GPU memory usage",
            dataset="ImageNet"), "-40% GPU memory usage on ImageNet"),
    (_claim(153.0, "points", "increase", dataset="MME"), "+153 points MME"),
    (_claim(85.7, "%", "absolute", metric="accuracy"), "85.7% accuracy"),
    (_claim(2.3, "x", "decrease", metric="generation quality loss"), "2.3x reduction in generation quality loss"),
    (_claim(1.5, "x", "increase"), "1.5x"),
    (_claim(16.8, "%", "increase", metric="ogbn-products", dataset="ogbn-products"), "+16.8% ogbn-products"),
    (_claim(1.0, None, "absolute", rule="claim:rank", dataset="MSLS"), "rank 1 on MSLS"),
])
def test_result_caption_is_the_signed_value_and_what_it_is_in(claim, caption):
    assert result_name(claim) == caption


def test_a_name_read_in_the_title_keeps_its_section_in_the_graph(nlp):
    from kg.extract import extract_paper
    from kg.graph import build_graph, validate_graph
    from kg.models import Paper
    from kg.resolve import resolve

    paper = Paper(id="sha1:0000000000000001", title="QuillNet: Sparse Routing for Long Documents",
                  abstract="We route tokens sparsely and evaluate on ImageNet.")
    extraction = extract_paper(paper, nlp)
    graph = build_graph([extraction], resolve([extraction]))
    assert validate_graph(graph) == []
    sections = {(data["type"], graph.nodes[end]["name"]): data["section"]
                for _, end, data in graph.out_edges(paper.id, data=True)}
    assert sections == {("PROPOSES", "QuillNet"): "title", ("EVALUATES_ON", "ImageNet"): "abstract"}
