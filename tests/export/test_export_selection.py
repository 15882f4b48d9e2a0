import re

import networkx as nx
import pytest

from export_fixtures import UNICODE_METHOD, entity_id

from kg.errors import ExportError
from kg.export import Selection, select_subgraph


def _names(graph: nx.MultiDiGraph) -> set[str]:
    return {data["name"] for _, data in graph.nodes(data=True)}


def test_no_focus_keeps_whole_graph(graph):
    result = select_subgraph(graph, Selection())
    assert result.subgraph.number_of_nodes() == graph.number_of_nodes()
    assert result.subgraph.number_of_edges() == graph.number_of_edges()
    assert result.focus_ids == ()
    assert result.notes == []


@pytest.mark.parametrize("name", ["ZetaNet", "zetanet", "ZN", "zn", "method:zetanet", "  ZETANET "])
def test_method_focus_matches_name_alias_id_and_case(graph, name):
    result = select_subgraph(graph, Selection(methods=(name,), hops=0))
    assert result.focus_ids == ("method:zetanet",)
    assert list(result.subgraph.nodes) == ["method:zetanet"]


def test_a_dataset_named_brings_its_editions_and_their_papers():
    """'--dataset QuarkWOZ' showed the QuarkWOZ 2.2 node but none of the papers on it."""
    graph = nx.MultiDiGraph()
    for node, label, name in (("arxiv:2401.00031", "Paper", "GlimNet"), ("arxiv:2401.00032", "Paper", "ZorbNet"),
                              ("dataset:quarkwoz", "Dataset", "QuarkWOZ"),
                              ("dataset:quarkwoz-2.2", "Dataset", "QuarkWOZ 2.2")):
        graph.add_node(node, label=label, name=name)
    for start, rel_type, end in (("arxiv:2401.00031", "EVALUATES_ON", "dataset:quarkwoz"),
                                 ("arxiv:2401.00032", "EVALUATES_ON", "dataset:quarkwoz-2.2"),
                                 ("dataset:quarkwoz-2.2", "VARIANT_OF", "dataset:quarkwoz")):
        graph.add_edge(start, end, key=f"{start}|{rel_type}|{end}", type=rel_type)
    result = select_subgraph(graph, Selection(datasets=("QuarkWOZ",), hops=1))
    assert result.focus_ids == ("dataset:quarkwoz", "dataset:quarkwoz-2.2")
    assert set(result.subgraph.nodes) == set(graph.nodes)
    edition = select_subgraph(graph, Selection(datasets=("QuarkWOZ 2.2",), hops=1))
    assert "arxiv:2401.00031" not in edition.subgraph  # (an edition named alone brings its own papers)


def test_an_edition_brought_along_is_dropped_by_min_papers_as_any_entity_not_named():
    """'--dataset QuarkWOZ --min-papers 2' kept QuarkWOZ 2.2, seen in one paper, and that paper with it."""
    graph = nx.MultiDiGraph()
    for node, label, name in (("arxiv:2401.00031", "Paper", "GlimNet"), ("arxiv:2401.00032", "Paper", "ZorbNet"),
                              ("arxiv:2401.00033", "Paper", "BlipNet"), ("dataset:quarkwoz", "Dataset", "QuarkWOZ"),
                              ("dataset:quarkwoz-2.2", "Dataset", "QuarkWOZ 2.2")):
        graph.add_node(node, label=label, name=name)
    for start, rel_type, end in (("arxiv:2401.00031", "EVALUATES_ON", "dataset:quarkwoz"),
                                 ("arxiv:2401.00033", "EVALUATES_ON", "dataset:quarkwoz"),
                                 ("arxiv:2401.00032", "EVALUATES_ON", "dataset:quarkwoz-2.2"),
                                 ("dataset:quarkwoz-2.2", "VARIANT_OF", "dataset:quarkwoz")):
        graph.add_edge(start, end, key=f"{start}|{rel_type}|{end}", type=rel_type)
    result = select_subgraph(graph, Selection(datasets=("QuarkWOZ",), hops=1, min_papers=2))
    assert result.focus_ids == ("dataset:quarkwoz",)
    assert sorted(result.subgraph.nodes) == ["arxiv:2401.00031", "arxiv:2401.00033", "dataset:quarkwoz"]
    assert select_subgraph(graph, Selection(datasets=("QuarkWOZ",), hops=0)).focus_ids == (
        "dataset:quarkwoz", "dataset:quarkwoz-2.2")


def test_paper_focus_by_title_and_id(graph):
    by_title = select_subgraph(graph, Selection(papers=("graphs with gammanet REVISITED",), hops=0))
    by_id = select_subgraph(graph, Selection(papers=("arxiv:2401.00002",), hops=0))
    assert by_title.focus_ids == by_id.focus_ids == ("arxiv:2401.00002",)


@pytest.mark.parametrize("words", ["GammaNet", "gammanet revisited", "Tricky names"])
def test_paper_focus_by_words_of_one_title(graph, words):
    result = select_subgraph(graph, Selection(papers=(words,), hops=0))
    assert len(result.focus_ids) == 1 and words.casefold() in result.subgraph.nodes[result.focus_ids[0]]["title"].casefold()


def test_paper_focus_by_words_of_one_title_in_any_order(graph):
    result = select_subgraph(graph, Selection(papers=("revisited gammanet",), hops=0))
    assert len(result.focus_ids) == 1 and "GammaNet" in result.subgraph.nodes[result.focus_ids[0]]["title"]


def test_paper_focus_by_words_of_several_titles_is_an_error_listing_them(graph):
    with pytest.raises(ExportError) as info:
        select_subgraph(graph, Selection(papers=("graphs",), hops=0))
    message = str(info.value)
    assert "[KG401]" in message and "2 papers" in message
    assert "'Graphs with GammaNet revisited'" in message and "'ZetaNet: sparse graphs for everyone'" in message


@pytest.mark.parametrize("given, paper_id", [
    ("2401.00002", "arxiv:2401.00002"),
    ("2401.00002v5", "arxiv:2401.00002"),
    ("arXiv:2401.00002v5", "arxiv:2401.00002"),
    ("https://arxiv.org/abs/2401.00002v1", "arxiv:2401.00002"),
    ("10.1000/xyz", "doi:10.1000/xyz"),
    ("10.1000/XYZ", "doi:10.1000/xyz"),
    ("https://doi.org/10.1000/xyz", "doi:10.1000/xyz"),
])
def test_paper_focus_by_an_arxiv_id_or_doi_however_written(graph, given, paper_id):
    result = select_subgraph(graph, Selection(papers=(given,), hops=0))
    assert result.focus_ids == (paper_id,)


@pytest.mark.parametrize("given", ["10.5555/zorb.17", "https://doi.org/10.5555/ZORB.17", "doi:10.5555/zorb.17"])
def test_paper_focus_by_the_doi_of_a_paper_known_by_its_arxiv_id(given):
    graph = nx.MultiDiGraph()
    graph.add_node("arxiv:2402.00042", label="Paper", name="ZorbNet", title="ZorbNet", arxiv_id="2402.00042",
                   doi="10.5555/zorb.17")
    graph.add_node("doi:10.5555/other.18", label="Paper", name="Other zorbs", title="Other zorbs", doi="10.5555/other.18")
    assert select_subgraph(graph, Selection(papers=(given,), hops=0)).focus_ids == ("arxiv:2402.00042",)


@pytest.mark.parametrize("words", ["Frechet GlimNet", "fréchet glimnet", "FRECHET GLIMNET distance"])
def test_paper_focus_by_words_of_a_title_sets_accents_aside(words):
    graph = nx.MultiDiGraph()
    graph.add_node("sha1:00000000000000f1", label="Paper", name="Fréchet GlimNet Distance for zorbs",
                   title="Fréchet GlimNet Distance for zorbs")
    graph.add_node("sha1:00000000000000f2", label="Paper", name="Fr\\'echet bounds on QuarkBench",
                   title="Fr\\'echet bounds on QuarkBench")
    assert select_subgraph(graph, Selection(papers=(words,), hops=0)).focus_ids == ("sha1:00000000000000f1",)
    assert select_subgraph(graph, Selection(papers=("frechet bounds",), hops=0)).focus_ids == ("sha1:00000000000000f2",)


def test_paper_focus_by_part_of_a_word_is_no_match(graph):
    with pytest.raises(ExportError, match=r"\[KG401\] no Paper matches 'Gamma'"):
        select_subgraph(graph, Selection(papers=("Gamma",), hops=0))


def test_unknown_name_suggests_closest(graph):
    with pytest.raises(ExportError) as info:
        select_subgraph(graph, Selection(methods=("ZetaNett",)))
    message = str(info.value)
    assert "[KG401]" in message and "'ZetaNet'" in message and "--method" in message


def test_suggestions_name_each_node_once_by_its_name_never_by_its_id(graph):
    with pytest.raises(ExportError) as info:
        select_subgraph(graph, Selection(methods=("zetanett",)))  # close to its name, its id and its alias alike
    suggested = str(info.value).split("Closest names: ", 1)[1].split(";", 1)[0]
    assert suggested.count("'ZetaNet'") == 1 and "method:" not in suggested


def test_unknown_name_in_label_without_nodes(graph):
    small = graph.subgraph(["arxiv:2401.00002"]).copy()
    with pytest.raises(ExportError, match="has no Method nodes"):
        select_subgraph(small, Selection(methods=("x",)))


def test_hops_walk_both_directions(graph):
    one = select_subgraph(graph, Selection(datasets=("bar-set",), hops=1)).subgraph
    assert set(one.nodes) == {"dataset:bar-set", "arxiv:2401.00002", "doi:10.1000/xyz"}
    two = select_subgraph(graph, Selection(datasets=("bar-set",), hops=2)).subgraph
    assert {"method:gammanet", "task:link-prediction", entity_id(graph, UNICODE_METHOD)} <= set(two.nodes)
    assert "metric:accuracy" not in two  # three hops away
    assert one.number_of_edges() == 2


def test_several_focus_names_union(graph):
    result = select_subgraph(graph, Selection(methods=("GammaNet",), tasks=("link prediction",), hops=0))
    assert set(result.focus_ids) == {"method:gammanet", "task:link-prediction"}
    assert result.subgraph.number_of_edges() == 0


def test_types_keeps_labels_and_focus(graph):
    result = select_subgraph(graph, Selection(methods=("ZetaNet",), hops=1, types=("Paper",)))
    labels = {d["label"] for _, d in result.subgraph.nodes(data=True)}
    assert labels == {"Paper", "Method"}  # the focus stays although Method was not asked for
    assert set(result.subgraph.nodes) == {"method:zetanet", "arxiv:2401.00001", "arxiv:2401.00002", "sha1:00000000000000aa"}


def test_types_relationship_only_keeps_joined_nodes(graph):
    result = select_subgraph(graph, Selection(types=("evaluates_on",)))
    types = {d["type"] for *_, d in result.subgraph.edges(data=True)}
    assert types == {"EVALUATES_ON"}
    assert {d["label"] for _, d in result.subgraph.nodes(data=True)} == {"Paper", "Dataset"}


def test_types_comma_separated_mix(graph):
    result = select_subgraph(graph, Selection(types=("Paper,Method", "PROPOSES")))
    assert {d["type"] for *_, d in result.subgraph.edges(data=True)} == {"PROPOSES"}
    assert {d["label"] for _, d in result.subgraph.nodes(data=True)} == {"Paper", "Method"}


def test_unknown_type_is_an_error_with_hint(graph):
    with pytest.raises(ExportError, match=r"\[KG402\].*Did you mean 'Method'"):
        select_subgraph(graph, Selection(types=("Methods",)))


@pytest.mark.parametrize("types", [(",",), (" , ", "")])
def test_types_that_name_nothing_are_an_error_not_ignored(graph, types):
    with pytest.raises(ExportError, match=r"\[KG402\] --types .* names no node label or relationship type"):
        select_subgraph(graph, Selection(types=types))


def test_min_papers_drops_rare_entities_only(graph):
    result = select_subgraph(graph, Selection(min_papers=2))
    kept = result.subgraph
    entity_labels = {"Method", "Dataset", "Metric", "Task", "Repository"}
    for node_id, data in kept.nodes(data=True):
        if data["label"] in entity_labels:
            assert data["papers"] >= 2, node_id
    assert "metric:accuracy" not in kept and "arxiv:2401.00001#1" in kept
    assert sum(1 for _, d in kept.nodes(data=True) if d["label"] == "Paper") == 4
    assert any("--min-papers 2" in note and "dropped 6" in note for note in result.notes)


def test_min_papers_drops_the_papers_and_results_left_with_no_entity(graph):
    kept = select_subgraph(graph, Selection(min_papers=3))
    labels = {data["label"] for _, data in kept.subgraph.nodes(data=True)}
    assert labels and labels <= {"Method", "Dataset", "Metric", "Task", "Repository", "Paper", "Result"}
    assert all(kept.subgraph.degree(node) for node in kept.subgraph)  # no lone dots
    for node, data in kept.subgraph.nodes(data=True):
        if data["label"] == "Result":
            assert any(kept.subgraph.nodes[other]["label"] != "Paper"
                       for other in set(kept.subgraph.successors(node)) | set(kept.subgraph.predecessors(node)))
    none_left = select_subgraph(graph, Selection(min_papers=1000))
    assert none_left.subgraph.number_of_nodes() == 0
    assert any(re.search(r"dropped \d+ papers? and \d+ results? left with no entity", note) for note in none_left.notes)


def test_min_papers_keeps_what_never_named_an_entity_and_the_focus_with_its_own(graph):
    graph = graph.copy()
    graph.add_node("sha1:00000000000000bb", label="Paper", title="A survey of zorb sorting")
    graph.add_node("sha1:00000000000000bb#1", label="Result", value=3.0, unit="%", direction="increase")
    graph.add_edge("sha1:00000000000000bb", "sha1:00000000000000bb#1", type="REPORTS")
    graph.add_node("sha1:00000000000000cc", label="Paper", title="Notes on nothing at all")
    for selection in (Selection(min_papers=2), Selection(min_papers=2, papers=("zorb sorting",), hops=1)):
        kept = select_subgraph(graph, selection).subgraph
        assert "sha1:00000000000000bb" in kept and "sha1:00000000000000bb#1" in kept
    assert "sha1:00000000000000cc" in select_subgraph(graph, Selection(min_papers=2)).subgraph


@pytest.mark.parametrize("selection, notes", [
    # (the whole graph drops 6 entities at 2 papers, 8 and a paper at 3: a focused view counts only its own)
    (Selection(methods=("GammaNet",), hops=1, min_papers=2), []),
    (Selection(methods=("ZetaNet",), hops=2, min_papers=2), ["--min-papers 2: dropped 4 entities seen in fewer papers"]),
    (Selection(datasets=("Foo-Bench",), hops=2, min_papers=3), ["--min-papers 3: dropped 6 entities seen in fewer papers"]),
    (Selection(datasets=("Foo-Bench",), hops=3, min_papers=3), [
        "--min-papers 3: dropped 6 entities seen in fewer papers",
        "--min-papers 3: dropped 1 paper and 0 results left with no entity"]),
    (Selection(min_papers=3), ["--min-papers 3: dropped 8 entities seen in fewer papers",
                               "--min-papers 3: dropped 1 paper and 0 results left with no entity"]),
    (Selection(types=("EVALUATES_ON",), min_papers=3), ["--min-papers 3: dropped 1 entity seen in fewer papers",
                                                        "--min-papers 3: left out 1 more node, linked only to what "
                                                        "it dropped"]),
])
def test_min_papers_notes_count_what_left_the_view_not_the_whole_graph(graph, selection, notes):
    assert select_subgraph(graph, selection).notes == notes


def test_min_papers_notes_what_the_focus_reached_only_through_what_it_dropped(graph):
    graph = graph.copy()
    graph.add_node("dataset:zorbset", label="Dataset", name="ZorbSet", papers=5)
    graph.add_edge("doi:10.1000/xyz", "dataset:zorbset", key="doi:10.1000/xyz|EVALUATES_ON|dataset:zorbset",
                   type="EVALUATES_ON")
    result = select_subgraph(graph, Selection(datasets=("Foo-Bench",), hops=3, min_papers=3))
    assert "doi:10.1000/xyz" not in result.subgraph  # (its only way to Foo-Bench was the rare Bar-Set)
    assert result.notes == ["--min-papers 3: dropped 6 entities seen in fewer papers",
                            "--min-papers 3: left out 1 more node, within --hops 3 of the focus only through what "
                            "it dropped"]


def test_min_papers_keeps_a_rare_focus(graph):
    result = select_subgraph(graph, Selection(metrics=("accuracy",), min_papers=3, hops=1))
    assert "metric:accuracy" in result.subgraph


def test_limit_keeps_most_connected_and_linked(big_graph):
    result = select_subgraph(big_graph, Selection(limit=100))
    sub = result.subgraph
    assert sub.number_of_nodes() == 100
    top = max(big_graph.nodes, key=lambda n: (big_graph.degree(n), n))
    assert top in sub
    assert [n for n in sub.nodes if sub.degree(n) == 0] == []  # no lone dots
    mean = lambda degrees: sum(degrees) / len(degrees)
    assert mean([big_graph.degree(n) for n in sub]) > 3 * mean([big_graph.degree(n) for n in big_graph])
    assert len(result.notes) == 1
    note = result.notes[0]
    assert note.startswith("--limit 100: kept 100 of 1998 nodes") and "cut 1898 nodes" in note


def test_limit_grows_from_the_best_connected_node(graph):
    result = select_subgraph(graph, Selection(limit=3))
    # the paper with seven relationships, then its best-connected neighbours in rank order
    assert set(result.subgraph.nodes) == {"arxiv:2401.00001", "arxiv:2401.00001#1", "dataset:foo-bench"}
    assert result.subgraph.number_of_edges() == 3


def test_limit_with_focus_prefers_near_nodes(big_graph):
    rare = min((n for n, d in big_graph.nodes(data=True) if d["label"] == "Method"),
               key=lambda n: (big_graph.nodes[n]["papers"], n))
    name = big_graph.nodes[rare]["name"]
    whole = select_subgraph(big_graph, Selection(methods=(name,), hops=3, limit=None)).subgraph
    result = select_subgraph(big_graph, Selection(methods=(name,), hops=3, limit=5))
    sub = result.subgraph
    assert whole.number_of_nodes() > 5
    assert rare in sub and sub.number_of_nodes() == 5
    paper = next(iter(big_graph.predecessors(rare)))
    assert paper in sub  # one hop away beats better-connected nodes further out
    assert "nearest to the focus" in result.notes[0]


def test_selection_rejects_bad_numbers():
    with pytest.raises(ValueError):
        Selection(hops=-1)
    with pytest.raises(ValueError):
        Selection(limit=0)


def test_the_library_exports_the_whole_graph_to_a_file_and_an_html_view_keeps_its_default_limit(graph, tmp_path):
    import contextlib
    import io
    import json

    from kg.export import export_subgraph

    many = nx.MultiDiGraph(graph)
    for n in range(600):
        many.add_node(f"method:glim-{n}", label="Method", name=f"Glim{n}", papers=1)
    whole = export_subgraph(many, Selection(), None, tmp_path / "all.json")
    assert whole.nodes == many.number_of_nodes() and not whole.notes
    view = export_subgraph(many, Selection(), None, tmp_path / "all.html")
    assert view.nodes == 500 and view.notes[0].startswith("--limit 500:")
    # standard output may be a text stream that stands in for it (a notebook's)
    with contextlib.redirect_stdout(io.StringIO()) as written:
        export_subgraph(graph, Selection(), "json", "-")
    assert len(json.loads(written.getvalue())["nodes"]) == graph.number_of_nodes()
