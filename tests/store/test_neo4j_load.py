import networkx as nx
import pytest

from kg.graph import counts_by_type, entity_papers, rel_key
from kg.store.neo4j import counts, load_graph, read_graph, read_subgraph, run_query
from kg.models import Extraction, Paper
from neo4j_seed import (_mention, changed_seed_graph, graph_of, paper_a_extraction, paper_b_extraction,
                        paper_c_extraction, seed_graph, snapshot)

pytestmark = pytest.mark.neo4j


def _nonzero(stored: dict) -> tuple[dict, dict]:
    return ({k: v for k, v in stored["nodes"].items() if v},
            {k: v for k, v in stored["relationships"].items() if v})


def test_load_writes_exactly_the_graph(empty_db):
    graph = seed_graph()
    summary = load_graph(graph, empty_db)
    assert _nonzero(counts(empty_db)) == counts_by_type(graph)
    assert snapshot(read_graph(empty_db)) == snapshot(graph)
    assert summary.skipped == []
    assert summary.relationships_written == graph.number_of_edges()


def test_loading_twice_changes_no_counts(empty_db):
    load_graph(seed_graph(), empty_db)
    before = counts(empty_db)
    again = load_graph(seed_graph(), empty_db, batch_size=2)
    assert counts(empty_db) == before
    assert again.deleted_relationships == 0 and again.deleted_nodes == 0
    assert snapshot(read_graph(empty_db)) == snapshot(seed_graph())


def test_a_load_tells_new_changed_and_unchanged_papers_apart(empty_db):
    assert load_graph(seed_graph(), empty_db).papers() == {"new": 3, "changed": 0, "unchanged": 0, "retired": 0, "pruned": 0}
    assert load_graph(seed_graph(), empty_db, batch_size=2).papers() == \
        {"new": 0, "changed": 0, "unchanged": 3, "retired": 0, "pruned": 0}
    assert load_graph(changed_seed_graph(), empty_db).papers() == {"new": 0, "changed": 1, "unchanged": 2, "retired": 0, "pruned": 0}

    evidence_changed = changed_seed_graph()
    start, end, key = next((u, v, k) for u, v, k, t in evidence_changed.edges("arxiv:2401.00002", keys=True, data="type")
                           if t == "USES")
    evidence_changed.edges[start, end, key]["confidence"] = 0.5
    evidence_changed.nodes["arxiv:2401.00003"]["year"] = 2019
    with_one_more = evidence_changed.copy()
    with_one_more.add_node("arxiv:2402.00099", label="Paper", name="ZorbSet", title="ZorbSet", abstract="ZorbSet.")
    summary = load_graph(with_one_more, empty_db)
    assert summary.papers() == {"new": 1, "changed": 2, "unchanged": 1, "retired": 0, "pruned": 0}
    assert summary.as_dict()["papers"] == summary.papers()


def test_a_paper_read_from_another_path_is_unchanged_and_its_source_is_updated(seeded_db):
    """A monthly build from a new folder counted every paper changed."""
    moved = seed_graph()
    moved.nodes["arxiv:2401.00001"]["source"] = "month2/papers.jsonl:7"
    assert load_graph(moved, seeded_db).papers() == {"new": 0, "changed": 0, "unchanged": 3, "retired": 0, "pruned": 0}
    assert run_query(seeded_db, "MATCH (p:Paper {id: 'arxiv:2401.00001'}) RETURN p.source AS source") == \
        [{"source": "month2/papers.jsonl:7"}]


def test_a_paper_a_load_wrote_without_a_digest_counts_as_changed_once(seeded_db):
    run_query(seeded_db, "MATCH (p:Paper {id: 'arxiv:2401.00001'}) REMOVE p.facts_digest", write=True)
    assert load_graph(seed_graph(), seeded_db).papers() == {"new": 0, "changed": 1, "unchanged": 2, "retired": 0, "pruned": 0}
    assert load_graph(seed_graph(), seeded_db).papers() == {"new": 0, "changed": 0, "unchanged": 3, "retired": 0, "pruned": 0}


GLIMNET_ABSTRACT = ("We propose GlimNet (Glim Network), a light model for zorb sorting. "
                    "GlimNet builds on ResNet and is evaluated on ZorbSet.")


def _glimnet_records(path, **ids) -> None:
    import json

    records = [{"title": "GlimNet: fast zorb sorting", "abstract": GLIMNET_ABSTRACT, **ids}]
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")


def test_a_paper_read_again_with_its_arxiv_id_replaces_the_one_loaded_under_the_id_of_its_abstract(empty_db, tmp_path):
    """Weekly builds of a growing set of papers: a paper read first from a listing without ids, then from a
    source with its arXiv id and DOI, is one paper in the second build, and one node once it is loaded."""
    import json

    from kg.pipeline import build

    _glimnet_records(tmp_path / "listing.jsonl")
    _glimnet_records(tmp_path / "arxiv.jsonl", arxiv_id="2402.00031", doi="10.1234/glimnet")
    (tmp_path / "more.jsonl").write_text(json.dumps({"arxiv_id": "2402.00032", "title": "QuarkBench", "abstract":
                                                     "We introduce QuarkBench and evaluate GlimNet on it."}) + "\n",
                                         encoding="utf-8")
    _, week1 = build([tmp_path / "listing.jsonl"], tmp_path / "week1", html=False)
    _, week2 = build([tmp_path / "listing.jsonl", tmp_path / "arxiv.jsonl", tmp_path / "more.jsonl"],
                     tmp_path / "week2", html=False)
    assert [n for n, label in week1.nodes(data="label") if label == "Paper"][0].startswith("sha1:")
    load_graph(week1, empty_db)
    summary = load_graph(week2, empty_db)
    assert snapshot(read_graph(empty_db)) == snapshot(week2)
    assert run_query(empty_db, "MATCH (m:Method {id: 'method:glimnet'}) RETURN m.papers AS n") == \
        [{"n": week2.nodes["method:glimnet"]["papers"]}]
    assert summary.papers() == {"new": 2, "changed": 0, "unchanged": 0, "retired": 1, "pruned": 0}
    again = load_graph(week2, empty_db)
    assert again.papers() == {"new": 0, "changed": 0, "unchanged": 2, "retired": 0, "pruned": 0}
    assert again.deleted_nodes == again.deleted_relationships == 0
    assert snapshot(read_graph(empty_db)) == snapshot(week2)


def _glimnet_paper(paper_id: str, title="GlimNet: fast zorb sorting", abstract=GLIMNET_ABSTRACT, written="Glim Net",
                   **metadata) -> Extraction:
    text = abstract.replace("Glim Network", written) if written else abstract
    return Extraction(paper=Paper(id=paper_id, abstract=text, title=title, **metadata),
                      mentions=(_mention(text, "GlimNet", "METHOD", "proposed", long_form=written),
                                _mention(text, "ZorbSet", "DATASET", "evaluated")))


def _paper_ids(config) -> list[str]:
    return [row["id"] for row in run_query(config, "MATCH (p:Paper) RETURN p.id AS id ORDER BY id")]


@pytest.mark.parametrize("earlier", ["doi", "sha1", "sha1 with its title"])
def test_a_paper_loaded_before_under_an_id_of_less_metadata_is_retired_with_its_facts_and_aliases(empty_db, earlier):
    from kg.sources.identity import paper_id

    arxiv = _glimnet_paper("arxiv:2402.00031", written="Glim Network", arxiv_id="2402.00031", doi="10.1234/glimnet")
    before_id = {"doi": "doi:10.1234/glimnet", "sha1": paper_id(None, None, GLIMNET_ABSTRACT),
                 "sha1 with its title": paper_id(None, None, GLIMNET_ABSTRACT, arxiv.paper.title)}[earlier]
    before = _glimnet_paper(before_id, written="Glim Net", doi="10.1234/glimnet" if earlier == "doi" else None)
    # (as the same abstract read from a source that spells the long form otherwise, so its alias is its own)
    load_graph(graph_of([before]), empty_db)
    assert _aliases(empty_db, "method:glimnet") == ["Glim Net", "GlimNet"]
    summary = load_graph(graph_of([arxiv]), empty_db)
    assert _paper_ids(empty_db) == ["arxiv:2402.00031"]
    assert _aliases(empty_db, "method:glimnet") == ["Glim Network", "GlimNet"]
    assert snapshot(read_graph(empty_db)) == snapshot(graph_of([arxiv]))
    assert summary.papers_retired == 1


def test_a_paper_of_another_title_with_the_same_abstract_is_not_retired(empty_db):
    from kg.sources.identity import paper_id

    other = _glimnet_paper(paper_id(None, None, GLIMNET_ABSTRACT), title="Zorb sorting revisited")
    load_graph(graph_of([other]), empty_db)
    summary = load_graph(graph_of([_glimnet_paper("arxiv:2402.00031", arxiv_id="2402.00031")]), empty_db)
    assert _paper_ids(empty_db) == sorted(["arxiv:2402.00031", other.paper.id])
    assert summary.papers_retired == 0


def test_a_paper_the_loaded_graph_holds_is_never_retired(empty_db):
    from kg.sources.identity import paper_id

    both = graph_of([_glimnet_paper(paper_id(None, None, GLIMNET_ABSTRACT), title=None),
                     _glimnet_paper("arxiv:2402.00031", arxiv_id="2402.00031")])
    for _ in range(2):
        summary = load_graph(both, empty_db)
        assert snapshot(read_graph(empty_db)) == snapshot(both)
        assert summary.papers_retired == 0


def test_prune_removes_the_papers_the_load_did_not_write_and_the_entities_only_they_named(seeded_db):
    rebuilt = graph_of([paper_a_extraction(), paper_c_extraction()])  # paper B is gone from the source
    kept = load_graph(rebuilt, seeded_db)
    assert _paper_ids(seeded_db) == ["arxiv:2401.00001", "arxiv:2401.00002", "arxiv:2401.00003"]
    assert kept.papers_pruned == 0
    summary = load_graph(rebuilt, seeded_db, prune=True)
    assert snapshot(read_graph(seeded_db)) == snapshot(rebuilt)
    assert "dataset:megaset" not in read_graph(seeded_db)  # only paper B named it
    assert summary.papers() == {"new": 0, "changed": 0, "unchanged": 2, "retired": 0, "pruned": 1}
    assert summary.as_dict()["papers"]["pruned"] == 1
    again = load_graph(rebuilt, seeded_db, prune=True)
    assert again.papers_pruned == 0 and snapshot(read_graph(seeded_db)) == snapshot(rebuilt)


def test_removing_a_paper_leaves_the_results_of_one_whose_doi_goes_on_past_a_hash(empty_db):
    """Results are the paper id, '#' and an ordinal: doi:10.1/glim's removal took doi:10.1/glim#zorb's results."""
    from neo4j_seed import _claim

    def paper(paper_id: str) -> Extraction:
        text = "GlimNet reaches 41.0% accuracy on QuarkSet."
        return Extraction(paper=Paper(id=paper_id, abstract=text, doi=paper_id[4:]),
                          mentions=(_mention(text, "GlimNet", "METHOD", "proposed"),),
                          claims=(_claim(text, "reaches 41.0% accuracy", 41.0, "%", "absolute", metric="accuracy"),))

    short, long = paper("doi:10.1/glim"), paper("doi:10.1/glim#zorb")
    load_graph(graph_of([short, long]), empty_db)
    load_graph(graph_of([long]), empty_db, prune=True)
    results = run_query(empty_db, "MATCH (res:Result) RETURN res.id AS id ORDER BY id")
    assert [row["id"] for row in results] == ["doi:10.1/glim#zorb#1"]


def test_prune_goes_in_batches_and_takes_papers_stored_without_a_load_key(seeded_db):
    run_query(seeded_db, "CREATE (:Paper {id: 'arxiv:2402.00077', name: 'QuarkBench'})", write=True)
    only_c = graph_of([paper_c_extraction()])
    told = []
    summary = load_graph(only_c, seeded_db, batch_size=1, prune=True,
                         progress=lambda stage, done, total: told.append((stage, done, total)))
    assert snapshot(read_graph(seeded_db)) == snapshot(only_c)
    assert summary.papers_pruned == 3
    assert [stage for stage, _, _ in told].count("prune") == 3
    assert all(done <= total for _, done, total in told) and told[-1][1] == told[-1][2]


def test_prune_removes_the_variant_links_the_loaded_graph_no_longer_makes(empty_db):
    """A VARIANT_OF a rebuild no longer made stayed in Neo4j, where the leaderboard followed it."""
    from neo4j_seed import editions_graph

    load_graph(editions_graph(), empty_db)
    unlinked = editions_graph()
    unlinked.remove_edges_from([(u, v, k) for u, v, k, t in unlinked.edges(keys=True, data="type")
                                if t == "VARIANT_OF" and u.startswith("dataset:")])
    families = "MATCH (v)-[:VARIANT_OF]->(f) RETURN v.id AS variant ORDER BY variant"
    load_graph(unlinked, empty_db)  # (without --prune, other loads' links stay as their papers do)
    assert [row["variant"] for row in run_query(empty_db, families)] == ["dataset:quarkwoz-2.2",
                                                                       "metric:composite-glimscore"]
    summary = load_graph(unlinked, empty_db, prune=True)
    assert [row["variant"] for row in run_query(empty_db, families)] == ["metric:composite-glimscore"]
    assert summary.deleted_relationships == 1
    assert snapshot(read_graph(empty_db)) == snapshot(unlinked)


def test_prune_into_an_empty_database_prunes_nothing(empty_db):
    summary = load_graph(seed_graph(), empty_db, prune=True)
    assert summary.papers_pruned == 0 and snapshot(read_graph(empty_db)) == snapshot(seed_graph())


def test_changed_paper_replaces_its_relationships(seeded_db):
    summary = load_graph(changed_seed_graph(), seeded_db)
    stored = read_graph(seeded_db)
    assert snapshot(stored) == snapshot(changed_seed_graph())
    assert not stored.has_edge("arxiv:2401.00001", "method:vit")
    assert stored.has_edge("arxiv:2401.00001", "dataset:cifar-10")
    assert "arxiv:2401.00001#2" not in stored
    assert "https://github.com/example/fastnet" not in stored  # no paper links that repository any more
    assert summary.deleted_nodes >= 2
    assert stored.nodes["method:vit"]["papers"] == 1


def _comparing(method: str) -> Extraction:
    abstract = f"We compare our model with {method} on ImageNet."
    return Extraction(paper=Paper(id="arxiv:2401.00009", abstract=abstract, title="A comparison"),
                      mentions=(_mention(abstract, method, "METHOD", "compared"),
                                _mention(abstract, "ImageNet", "DATASET", "evaluated")))


def _glim_paper(**metadata) -> nx.MultiDiGraph:
    abstract = "We propose GlimNet and evaluate it on ZorbSet."
    return graph_of([Extraction(paper=Paper(id="arxiv:2402.00031", abstract=abstract, title="GlimNet", **metadata),
                                mentions=(_mention(abstract, "GlimNet", "METHOD", "proposed"),
                                          _mention(abstract, "ZorbSet", "DATASET", "evaluated")))])


def _stored_metadata(config) -> dict:
    return run_query(config, "MATCH (p:Paper {id: 'arxiv:2402.00031'}) "
                             "RETURN p.authors AS authors, p.doi AS doi, p.arxiv_id AS arxiv_id")[0]


def test_a_papers_authors_doi_and_arxiv_id_are_stored_and_replaced_with_the_paper(empty_db):
    described = _glim_paper(authors=("Zed Quorn", "Ada Brisk"), doi="10.1234/glimnet", arxiv_id="2402.00031")
    load_graph(described, empty_db)
    assert _stored_metadata(empty_db) == {"authors": ["Zed Quorn", "Ada Brisk"], "doi": "10.1234/glimnet",
                                          "arxiv_id": "2402.00031"}
    assert run_query(empty_db, "MATCH (p:Paper) WHERE 'Ada Brisk' IN p.authors RETURN p.id AS id") == \
        [{"id": "arxiv:2402.00031"}]
    before = counts(empty_db)
    again = load_graph(described, empty_db)  # unchanged: nothing changes
    assert counts(empty_db) == before and again.deleted_relationships == again.deleted_nodes == 0
    assert snapshot(read_graph(empty_db)) == snapshot(described)

    changed = _glim_paper(authors=("Ada Brisk", "Zed Quorn", "Mo Tull"), arxiv_id="2402.00031")
    load_graph(changed, empty_db)
    assert _stored_metadata(empty_db) == {"authors": ["Ada Brisk", "Zed Quorn", "Mo Tull"], "doi": None,
                                          "arxiv_id": "2402.00031"}
    assert snapshot(read_graph(empty_db)) == snapshot(changed)

    built_before = _glim_paper()  # as a graph file written before papers kept these holds it
    load_graph(built_before, empty_db)
    assert _stored_metadata(empty_db) == {"authors": None, "doi": None, "arxiv_id": None}
    assert snapshot(read_graph(empty_db)) == snapshot(built_before)


def test_a_variant_no_paper_names_any_more_goes_with_its_family(empty_db):
    first = graph_of([_comparing("ResNet-18")])
    assert first.has_edge("method:resnet-18", "method:resnet")  # a size of a known family
    load_graph(first, empty_db)
    summary = load_graph(graph_of([_comparing("ViT")]), empty_db)
    assert snapshot(read_graph(empty_db)) == snapshot(graph_of([_comparing("ViT")]))
    assert summary.deleted_nodes == 2


def test_a_family_stays_while_a_variant_of_it_is_named(empty_db):
    load_graph(graph_of([_comparing("ResNet-18"), paper_b_extraction()]), empty_db)
    load_graph(graph_of([_comparing("ViT")]), empty_db)  # paper B, untouched, still names ResNet itself
    assert run_query(empty_db, "MATCH (m:Method) WHERE m.id STARTS WITH 'method:resnet' RETURN m.id AS id "
                     "ORDER BY id") == [{"id": "method:resnet"}]


def _evaluating(dataset: str, metric: str) -> Extraction:
    abstract = f"We evaluate GlimNet on {dataset} in {metric}."
    return Extraction(paper=Paper(id="arxiv:2401.00009", abstract=abstract, title="An evaluation"),
                      mentions=(_mention(abstract, dataset, "DATASET", "evaluated"), _mention(abstract, metric, "METRIC")))


def test_editions_of_datasets_and_kinds_of_measures_are_stored_with_their_families(empty_db):
    graph = graph_of([_evaluating("BraTS 2021", "BLEU-4")])
    assert graph.has_edge("dataset:brats-2021", "dataset:brats") and graph.has_edge("metric:bleu-4", "metric:bleu")
    summary = load_graph(graph, empty_db)
    assert summary.relationships["VARIANT_OF"] == 2 and not summary.skipped
    assert snapshot(read_graph(empty_db)) == snapshot(graph)
    assert run_query(empty_db, "MATCH (v)-[:VARIANT_OF]->(f) RETURN labels(v)[0] AS label, v.id AS variant, "
                               "f.id AS family ORDER BY label") == [
        {"label": "Dataset", "variant": "dataset:brats-2021", "family": "dataset:brats"},
        {"label": "Metric", "variant": "metric:bleu-4", "family": "metric:bleu"}]
    load_graph(graph_of([_comparing("ViT")]), empty_db)  # the paper names them no more: the families go too
    assert run_query(empty_db, "MATCH (n) WHERE n:Dataset OR n:Metric RETURN n.id AS id ORDER BY id") == \
        [{"id": "dataset:imagenet"}]


def test_entities_a_loaded_graph_holds_without_papers_are_kept(empty_db):
    """A guard on the deletion above: what the graph being loaded holds stays, papers or not."""
    graph = graph_of([_comparing("ResNet-18")])
    graph.remove_node("arxiv:2401.00009")  # a graph file cut down to its entities
    load_graph(graph, empty_db)
    load_graph(graph, empty_db)
    assert {n for n, label in read_graph(empty_db).nodes(data="label") if label == "Method"} \
        == {"method:resnet-18", "method:resnet"}


def _graph_naming(papers: dict[str, dict[str, list[str]]]) -> nx.MultiDiGraph:
    """A graph by hand, as a build resolves it: each paper uses the methods it names, written as the forms given;
    a method's aliases are the forms all papers of the graph write it in."""
    graph = nx.MultiDiGraph()
    for paper_id, methods in papers.items():
        abstract = "We use " + " and ".join(forms[0] for forms in methods.values()) + "."
        graph.add_node(paper_id, label="Paper", name=f"Zorb study {paper_id}", title=f"Zorb study {paper_id}",
                       abstract=abstract)
        for method_id, forms in methods.items():
            known = graph.nodes[method_id]["aliases"] if method_id in graph else []
            graph.add_node(method_id, label="Method", name=forms[0], aliases=sorted({*known, *forms}))
            start = abstract.index(forms[0])
            graph.add_edge(paper_id, method_id, key=rel_key(paper_id, "USES", method_id), type="USES",
                           sentence=abstract, start=start, end=start + len(forms[0]), rule="gaz:methods",
                           confidence=0.9)
    for node_id, label in graph.nodes(data="label"):
        if label == "Method":
            graph.nodes[node_id]["papers"] = len(entity_papers(graph, node_id))
    return graph


def _aliases(config, method_id: str) -> list:
    return run_query(config, "MATCH (m:Method {id: $id}) RETURN m.aliases AS aliases", {"id": method_id})[0]["aliases"]


def _going_by(config, alias: str) -> list[str]:
    return [row["id"] for row in run_query(config, "MATCH (m:Method) WHERE $alias IN m.aliases RETURN m.id AS id "
                                                   "ORDER BY id", {"alias": alias})]


def test_an_alias_that_moved_to_another_entity_leaves_the_first(empty_db):
    first = _graph_naming({"arxiv:2402.00001": {"method:hzl": ["HZL", "Hardware Zorb Loop"]}})
    second = _graph_naming({"arxiv:2402.00001": {"method:hzl~hardware-zorb-loop": ["HZL", "Hardware Zorb Loop"]},
                            "arxiv:2402.00002": {"method:hzl": ["HZL", "Human Zorb Loop"]}})
    load_graph(first, empty_db)
    load_graph(second, empty_db)
    assert _aliases(empty_db, "method:hzl") == ["HZL", "Human Zorb Loop"]
    assert _going_by(empty_db, "Hardware Zorb Loop") == ["method:hzl~hardware-zorb-loop"]
    assert snapshot(read_graph(empty_db)) == snapshot(second)


def test_aliases_another_corpus_gave_stay_and_a_rebuilt_corpus_replaces_its_own(empty_db):
    corpus_a = _graph_naming({"arxiv:2402.00011": {"method:glimnet": ["GlimNet", "Glim Network"]}})
    corpus_b = _graph_naming({"arxiv:2402.00021": {"method:glimnet": ["GlimNet", "GLIM-Net"]}})
    corpus_a_rebuilt = _graph_naming({"arxiv:2402.00011": {"method:glimnet": ["GlimNet"],
                                                           "method:glim-network": ["Glim Network"]}})
    load_graph(corpus_a, empty_db)
    load_graph(corpus_b, empty_db)
    assert _aliases(empty_db, "method:glimnet") == ["GLIM-Net", "Glim Network", "GlimNet"]
    load_graph(corpus_a_rebuilt, empty_db)
    load_graph(corpus_a_rebuilt, empty_db)
    assert _aliases(empty_db, "method:glimnet") == ["GLIM-Net", "GlimNet"]  # corpus B's paper still writes GLIM-Net
    assert _going_by(empty_db, "Glim Network") == ["method:glim-network"]


def test_an_entity_the_loaded_graph_no_longer_holds_keeps_only_the_aliases_of_papers_still_naming_it(empty_db):
    load_graph(_graph_naming({"arxiv:2402.00021": {"method:hzl": ["HZL"]}}), empty_db)
    load_graph(_graph_naming({"arxiv:2402.00001": {"method:hzl": ["HZL", "Hardware Zorb Loop"]}}), empty_db)
    assert _aliases(empty_db, "method:hzl") == ["HZL", "Hardware Zorb Loop"]
    load_graph(_graph_naming({"arxiv:2402.00001": {"method:hzl~hardware-zorb-loop": ["HZL", "Hardware Zorb Loop"]}}),
               empty_db)
    assert _aliases(empty_db, "method:hzl") == ["HZL"]
    assert _going_by(empty_db, "Hardware Zorb Loop") == ["method:hzl~hardware-zorb-loop"]


def test_aliases_stored_by_an_earlier_version_are_replaced_when_the_graph_restates_their_papers(empty_db):
    run_query(empty_db, "CREATE (:Paper {id: 'arxiv:2402.00001', name: 'Zorb study'})-[:USES {key: $key}]->"
                        "(:Method {id: 'method:hzl', name: 'HZL', aliases: ['HZL', 'Hardware Zorb Loop'], papers: 1})",
              {"key": "arxiv:2402.00001|USES|method:hzl"}, write=True)  # as loads wrote them, without bookkeeping
    graph = _graph_naming({"arxiv:2402.00001": {"method:hzl": ["HZL"], "method:hardware-zorb-loop":
                                                ["Hardware Zorb Loop"]}})
    load_graph(graph, empty_db)
    assert snapshot(read_graph(empty_db)) == snapshot(graph)


def test_an_entity_property_the_loaded_graph_no_longer_gives_is_removed(empty_db):
    graph = _graph_naming({"arxiv:2402.00001": {"method:glimnet": ["GlimNet"]}})
    graph.nodes["method:glimnet"]["homepage"] = "https://example.org/glimnet"
    load_graph(graph, empty_db)
    del graph.nodes["method:glimnet"]["homepage"]
    load_graph(graph, empty_db)
    assert snapshot(read_graph(empty_db)) == snapshot(graph)


def test_paper_batches_of_a_load_into_a_filled_database_are_written_one_at_a_time(empty_db):
    """Each replaces facts of entity nodes other batches touch too: two writers at once deadlock on those nodes'
    locks, and the server fails one of them, which the driver retries."""
    import threading

    def paper_writers_of_a_load() -> int:
        writers = set()
        load_graph(changed_seed_graph(), empty_db, batch_size=1,
                   progress=lambda stage, done, total: writers.add(threading.get_ident()) if stage == "papers" else None)
        return len(writers)

    load_graph(seed_graph(), empty_db)
    assert [paper_writers_of_a_load() for _ in range(3)] == [1, 1, 1]


class _Killed(Exception):
    """What stops a load in `_load_killed_after`, where a process killed there would stop."""


def _load_killed_after(stop_after: int, graph: nx.MultiDiGraph, uri: str, **options) -> None:
    """A load one paper or step a transaction, stopped once `stop_after` of some stage's steps are done."""
    def kill(stage, done, total):
        if done >= stop_after:
            raise _Killed(stage)

    with pytest.raises(_Killed):
        load_graph(graph, uri, batch_size=1, progress=kill, **options)


@pytest.mark.parametrize("stop_after", [1, 4, 8, 10, 11])
def test_load_killed_halfway_then_rerun_equals_uninterrupted(empty_db, stop_after):
    load_graph(seed_graph(), empty_db)
    _load_killed_after(stop_after, changed_seed_graph(), empty_db)
    interrupted = snapshot(read_graph(empty_db))
    load_graph(changed_seed_graph(), empty_db, batch_size=1)
    assert snapshot(read_graph(empty_db)) == snapshot(changed_seed_graph())
    assert interrupted != snapshot(changed_seed_graph())


@pytest.mark.parametrize("stop_after", [1, 8, 9, 10])
def test_a_first_load_killed_halfway_then_rerun_equals_uninterrupted(empty_db, stop_after):
    """Into an empty database entities are written with their counts and aliases as the whole graph gives them:
    the load run again, into a database no longer empty, recounts them."""
    _load_killed_after(stop_after, seed_graph(), empty_db)
    load_graph(seed_graph(), empty_db, batch_size=1)
    assert snapshot(read_graph(empty_db)) == snapshot(seed_graph())


@pytest.mark.parametrize("stop_after", [1, 8, 9])
def test_a_pruning_load_killed_halfway_then_rerun_prunes_as_uninterrupted(seeded_db, stop_after):
    rebuilt = graph_of([paper_a_extraction(), paper_c_extraction()])
    _load_killed_after(stop_after, rebuilt, seeded_db, prune=True)
    assert "arxiv:2401.00002" in read_graph(seeded_db)  # (nothing is pruned before the whole graph is written)
    load_graph(rebuilt, seeded_db, batch_size=1, prune=True)
    assert snapshot(read_graph(seeded_db)) == snapshot(rebuilt)


def test_an_exception_raised_in_the_calling_thread_stops_the_load_after_the_transaction_under_way(seeded_db):
    """As Ctrl-C and kg's SIGTERM handler raise theirs: in the main thread, whatever it is doing; here while the
    load's clean-up waits for a lock another client holds."""
    import os
    import signal
    import threading

    from neo4j_seed import HeldUpCleanUp

    class Stopped(Exception):
        pass

    handled = threading.Event()

    def stop(signum, frame):
        handled.set()
        raise Stopped()

    def interrupt_once_the_load_waits() -> None:
        held.wait_for_the_load()
        os.kill(os.getpid(), signal.SIGUSR1)
        handled.wait(60)
        held.release()  # (the transaction under way goes on, and commits)

    held = HeldUpCleanUp(seeded_db.uri)
    earlier = signal.signal(signal.SIGUSR1, stop)
    try:
        threading.Thread(target=interrupt_once_the_load_waits, daemon=True).start()
        with pytest.raises(Stopped):
            load_graph(changed_seed_graph(), seeded_db)
    finally:
        signal.signal(signal.SIGUSR1, earlier)
        held.close()
    stored = read_graph(seeded_db)
    assert HeldUpCleanUp.ENTITY not in stored  # removed by the transaction under way
    assert stored.nodes["method:vit"]["papers"] == 2  # not recounted yet: the load stopped there
    load_graph(changed_seed_graph(), seeded_db)
    assert snapshot(read_graph(seeded_db)) == snapshot(changed_seed_graph())


def test_relationships_carry_evidence(seeded_db):
    rows = run_query(seeded_db, "MATCH (:Paper {id: $id})-[r]->(x) RETURN type(r) AS type, r.sentence AS sentence, "
                     "r.start AS start, r.end AS end, r.rule AS rule, r.confidence AS confidence, r.key AS key, "
                     "x.id AS target", {"id": "arxiv:2401.00001"})
    assert len(rows) == 9
    for row in rows:
        assert row["sentence"] and row["rule"] and 0 < row["confidence"] <= 1
        assert 0 <= row["start"] < row["end"]
        assert row["key"] == f"arxiv:2401.00001|{row['type']}|{row['target']}"
    proposes = next(r for r in rows if r["type"] == "PROPOSES")
    assert proposes["sentence"].startswith("We propose FastNet")


def test_entities_keep_aliases_and_paper_counts(seeded_db):
    rows = run_query(seeded_db, "MATCH (m:Method) RETURN m.id AS id, m.aliases AS aliases, m.papers AS papers "
                     "ORDER BY id")
    assert rows == [
        {"id": "method:fastnet", "aliases": ["Fast Network", "FastNet"], "papers": 2},
        {"id": "method:resnet", "aliases": ["ResNet"], "papers": 3},
        {"id": "method:vit", "aliases": ["ViT"], "papers": 2},
    ]


def test_paper_counts_stay_exact_when_another_load_adds_papers(empty_db):
    load_graph(graph_of([paper_a_extraction()]), empty_db)
    assert run_query(empty_db, "MATCH (m:Method {id: 'method:resnet'}) RETURN m.papers AS n") == [{"n": 1}]
    load_graph(seed_graph(), empty_db)
    assert run_query(empty_db, "MATCH (m:Method {id: 'method:resnet'}) RETURN m.papers AS n") == [{"n": 3}]


def test_an_entity_only_a_claimed_result_names_counts_its_paper_in_the_file_and_in_neo4j(empty_db):
    from neo4j_seed import _claim

    text = "We propose GlimNet. It cuts zorb latency by 30% on QuarkSet."
    extraction = Extraction(
        paper=Paper(id="arxiv:2401.00007", abstract=text, title="GlimNet", year=2024),
        mentions=(_mention(text, "GlimNet", "METHOD", "proposed"),),
        claims=(_claim(text, "cuts zorb latency by 30%", 30.0, "%", "decrease", metric="zorb latency",
                       dataset="QuarkSet", method="GlimNet"),))
    graph = graph_of([extraction])
    counted = {node: data["papers"] for node, data in graph.nodes(data=True) if "papers" in data}
    assert counted == {"method:glimnet": 1, "metric:zorb-latency": 1, "dataset:quarkset": 1}
    for _ in range(2):  # into an empty database, then again, when the database recounts
        load_graph(graph, empty_db)
        stored = run_query(empty_db, "MATCH (e) WHERE e.papers IS NOT NULL RETURN e.id AS id, e.papers AS papers")
        assert {row["id"]: row["papers"] for row in stored} == counted


def test_read_subgraph_returns_kg_graph_form(seeded_db):
    sub = read_subgraph(seeded_db, "MATCH p = (:Paper {id: $id})-[:PROPOSES]->(:Method) RETURN p",
                        {"id": "arxiv:2401.00001"})
    assert set(sub.nodes) == {"arxiv:2401.00001", "method:fastnet"}
    assert sub.nodes["method:fastnet"]["label"] == "Method"
    assert sub.nodes["method:fastnet"]["name"] == "FastNet"
    (key, data), = [(k, d) for _, _, k, d in sub.edges(keys=True, data=True)]
    assert key == "arxiv:2401.00001|PROPOSES|method:fastnet"
    assert data["type"] == "PROPOSES" and data["rule"] == "gaz:methods"


def test_schema_rejects_rows_outside_the_allowlist(empty_db):
    graph = seed_graph()
    graph.add_node("x:1", label="Person", name="someone")
    graph.add_edge("arxiv:2401.00001", "method:vit", key="bad", type="LIKES")
    summary = load_graph(graph, empty_db)
    assert any("Person" in s for s in summary.skipped)
    assert any("LIKES" in s for s in summary.skipped)
    assert run_query(empty_db, "MATCH (n:Person) RETURN count(n) AS n") == [{"n": 0}]


def test_a_failure_while_building_rows_stops_the_load_and_is_raised(empty_db, monkeypatch):
    import kg.store.neo4j as store

    real_rel_row = store.rel_row

    def broken_rel_row(start, end, key, data):
        if start == "arxiv:2401.00002":
            raise ValueError("cannot build this row")
        return real_rel_row(start, end, key, data)

    monkeypatch.setattr(store, "rel_row", broken_rel_row)
    with pytest.raises(ValueError, match="cannot build this row"):
        load_graph(seed_graph(), empty_db, batch_size=1)
    monkeypatch.setattr(store, "rel_row", real_rel_row)
    load_graph(seed_graph(), empty_db, batch_size=1)
    assert snapshot(read_graph(empty_db)) == snapshot(seed_graph())


def test_relationship_properties_beyond_the_evidence_are_kept(empty_db):
    graph = seed_graph()
    start, end, key = next((u, v, k) for u, v, k, t in graph.edges(keys=True, data="type") if t == "USES")
    graph.edges[start, end, key]["reviewed_by"] = "curator"
    load_graph(graph, empty_db)
    rows = run_query(empty_db, "MATCH ()-[r]->() WHERE r.key = $key RETURN r.reviewed_by AS who, r.sentence AS sentence",
                     {"key": key})
    assert rows == [{"who": "curator", "sentence": graph.edges[start, end, key]["sentence"]}]
    assert snapshot(read_graph(empty_db)) == snapshot(graph)


def test_new_papers_in_a_filled_database_link_to_the_entities_already_there(empty_db):
    graph = seed_graph()
    first = graph.copy()
    first.remove_node("arxiv:2401.00002")
    load_graph(first, empty_db)
    summary = load_graph(graph, empty_db)
    assert summary.skipped == []
    assert snapshot(read_graph(empty_db)) == snapshot(graph)


def test_relationships_whose_ends_this_load_did_not_write_are_matched_by_id(empty_db, monkeypatch):
    import kg.store.neo4j as store

    real = store._by_element_id
    monkeypatch.setattr(store, "_by_element_id",
                        lambda rows, created, element_ids, evidence_only: real(rows, created, {}, evidence_only))
    summary = load_graph(seed_graph(), empty_db)
    assert summary.relationships_written == seed_graph().number_of_edges()
    assert snapshot(read_graph(empty_db)) == snapshot(seed_graph())


def test_node_properties_beyond_the_schema_are_kept(empty_db):
    graph = seed_graph()
    graph.nodes["arxiv:2401.00001"]["reviewed_by"] = "curator"
    method = next(n for n, label in graph.nodes(data="label") if label == "Method")
    graph.nodes[method]["homepage"] = "https://example.org"
    load_graph(graph, empty_db)
    assert run_query(empty_db, "MATCH (p:Paper {id: 'arxiv:2401.00001'}) RETURN p.reviewed_by AS who") == [{"who": "curator"}]
    assert snapshot(read_graph(empty_db)) == snapshot(graph)
