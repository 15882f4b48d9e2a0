"""The graph kg.graph builds: the properties of Paper nodes, and the captions of Result nodes (result_name)."""

import json

import pytest

from kg.graph import NODE_LABELS, build_graph, result_name
from kg.models import Claim, Evidence, Extraction, Paper
from kg.resolve import resolve
from kg.store.local import dumps_graph, graph_from_dict


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


def _paper_node(paper: Paper) -> dict:
    extractions = [Extraction(paper=paper)]
    return dict(build_graph(extractions, resolve(extractions)).nodes[paper.id])


def test_a_paper_node_keeps_the_metadata_of_its_record():
    paper = Paper(id="arxiv:2401.00042", abstract="We propose GlimNet.", title="GlimNet for zorbing", key="row-7",
                  arxiv_id="2401.00042", doi="10.1234/glimnet.7", date="2024-01-05", year=2024,
                  url="https://arxiv.org/abs/2401.00042", authors=("Zed Quorn", "Ada Brisk", "Mo Tull"), org="Zorb Lab",
                  upvotes=3, source="papers.jsonl:7")
    assert _paper_node(paper) == {
        "label": "Paper", "name": "GlimNet for zorbing", "title": "GlimNet for zorbing",
        "abstract": "We propose GlimNet.",
        "date": "2024-01-05", "year": 2024, "url": "https://arxiv.org/abs/2401.00042", "doi": "10.1234/glimnet.7",
        "arxiv_id": "2401.00042", "source": "papers.jsonl:7", "authors": ["Zed Quorn", "Ada Brisk", "Mo Tull"],
        "authors_count": 3, "org": "Zorb Lab", "upvotes": 3, "key": "row-7"}
    assert set(_paper_node(paper)) - {"label", "name"} == set(NODE_LABELS["Paper"])


def test_a_paper_node_has_no_metadata_its_record_lacks():
    paper = Paper(id="sha1:0000000000000042", abstract="We propose GlimNet.")
    assert _paper_node(paper) == {"label": "Paper", "name": "We propose GlimNet.", "abstract": "We propose GlimNet."}


def test_the_graph_file_keeps_a_papers_authors_in_their_order_and_the_same_bytes():
    paper = Paper(id="doi:10.1234/zorb", abstract="We propose ZorbNet.", doi="10.1234/zorb",
                  authors=("Yan Vell", "Ada Brisk"))
    extractions = [Extraction(paper=paper)]
    text = dumps_graph(build_graph(extractions, resolve(extractions)))
    assert text == dumps_graph(build_graph(extractions, resolve(extractions)))
    node = graph_from_dict(json.loads(text)).nodes[paper.id]
    assert (node["authors"], node["doi"]) == (["Yan Vell", "Ada Brisk"], "10.1234/zorb")


def test_a_metric_node_says_whether_lower_is_better_from_the_claim_rules_list():
    from kg.models import Mention

    text = ("We report FID, top-1 error, Mean Absolute Error, ZPE (Zorb Position Error), accuracy, "
            "error correction rate, frames per second and a raw KID score.")
    measures = ["FID", "top-1 error", "Mean Absolute Error", "ZPE", "accuracy", "error correction rate",
                "frames per second", "raw KID score"]
    mentions = tuple(Mention(text=name, label="METRIC", long_form="Zorb Position Error" if name == "ZPE" else None,
                             evidence=Evidence(sentence=text, start=text.index(name), end=text.index(name) + len(name),
                                               rule="gaz:metrics", confidence=0.9))
                     for name in measures)
    extractions = [Extraction(paper=Paper(id="arxiv:2401.00043", abstract=text), mentions=mentions)]
    graph = build_graph(extractions, resolve(extractions))
    lower = {data["name"]: data["lower_is_better"] for _, data in graph.nodes(data=True) if data["label"] == "Metric"}
    assert lower == {"FID": True, "top-1 error": True, "Mean Absolute Error": True, "ZPE": True,  # (its long form)
                     "accuracy": False, "error correction rate": False, "frames per second": False,
                     "raw KID score": True}
    assert "lower_is_better" in NODE_LABELS["Metric"]
