"""Every format exports the seed graph built from examples/, and reads back where the format allows."""

from pathlib import Path

import pytest

from kg.export import Selection, export_subgraph, read_gexf, read_graphml, read_json
from test_export_formats import assert_same_graph

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(scope="module")
def seed_graph(tmp_path_factory):
    from kg.pipeline import build

    _, graph = build([EXAMPLES], tmp_path_factory.mktemp("seed"), html=False)
    return graph


@pytest.mark.parametrize("suffix,reader", [("graphml", read_graphml), ("gexf", read_gexf), ("json", read_json)])
def test_seed_graph_round_trips(seed_graph, tmp_path, suffix, reader):
    result = export_subgraph(seed_graph, Selection(limit=None), None, tmp_path / f"seed.{suffix}")
    assert result.nodes == seed_graph.number_of_nodes() > 100
    assert_same_graph(seed_graph, reader(result.paths[0]))


@pytest.mark.parametrize("name", ["seed.html", "seed.csv", "seed.cypher"])
def test_seed_graph_exports(seed_graph, tmp_path, name):
    result = export_subgraph(seed_graph, Selection(), None, tmp_path / name)
    # (a view a browser draws keeps 500 nodes unless told; a file keeps the whole graph)
    assert result.nodes == (min(500, seed_graph.number_of_nodes()) if name.endswith(".html")
                            else seed_graph.number_of_nodes())
    assert all(p.stat().st_size > 0 for p in result.paths)
