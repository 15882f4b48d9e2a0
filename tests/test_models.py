"""Paper records built in code: as safe to extract and write as the ones the readers make."""

import json

import pytest

from kg.models import Paper
from kg.sources import ReadReport, read_papers


def test_a_lone_surrogate_in_a_paper_built_in_code_is_dropped_and_the_graph_is_written(tmp_path):
    from kg.pipeline import extract_all, graph_from_extractions
    from kg.store.local import read_graph, write_graph

    paper = Paper(id="p1", abstract="We propose Glim\ud800Net on ZorbSet.", title="Glim\udc00Net",
                  authors=("Ada\ud800 Park", "Bo Lin"))
    assert (paper.abstract, paper.title, paper.authors) == ("We propose GlimNet on ZorbSet.", "GlimNet",
                                                            ("Ada Park", "Bo Lin"))
    extractions = extract_all([paper])
    assert extractions[0].problem is None
    graph, _ = graph_from_extractions(extractions)
    written = write_graph(graph, tmp_path / "graph.json")
    assert read_graph(written).nodes["p1"]["title"] == "GlimNet"


def test_control_characters_in_a_paper_built_in_code_are_dropped_as_the_readers_drop_them(tmp_path):
    paper = Paper(id="p1", abstract="We propose Glim\x01Net\x0c for zorb\nsorting.", title="Glim\x02Net",
                  authors=("Ada\x07 Park",))
    assert (paper.abstract, paper.title, paper.authors) == ("We propose GlimNet\x0c for zorb\nsorting.", "GlimNet",
                                                            ("Ada Park",))
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps({"title": "Glim\x02Net", "abstract": "We propose Glim\x01Net."}) + "\n",
                    encoding="utf-8")
    read, = read_papers([path], ReadReport())
    assert (read.title, read.abstract) == (Paper(id="p2", title="Glim\x02Net", abstract="x").title,
                                           "We propose GlimNet.")


def test_a_paper_built_from_a_json_line_has_the_text_the_reader_gives(tmp_path):
    line = '{"title": "Glim \\ud800Net", "abstract": "We propose \\udc00GlimNet."}'
    path = tmp_path / "papers.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    read, = read_papers([path], ReadReport())
    fields = json.loads(line)
    built = Paper(id=read.id, **fields)
    assert (built.title, built.abstract) == (read.title, read.abstract) == ("Glim Net", "We propose GlimNet.")


@pytest.mark.parametrize("given, stored", [
    ("https://doi.org/10.1145/ABC", "10.1145/abc"),
    ("doi:10.1145/Glim.2024.", "10.1145/glim.2024"),
    ("10.1145/abc", "10.1145/abc"),
    ("not a DOI", "not a DOI"),  # (no DOI to normalise: kept as given, not lost)
])
def test_a_doi_given_in_code_is_stored_as_the_readers_store_it(given, stored):
    assert Paper(id="p1", abstract="We propose GlimNet.", doi=given).doi == stored


@pytest.mark.parametrize("given, stored", [
    ("arXiv:2401.01234v2", "2401.01234"),
    ("https://arxiv.org/abs/2401.01234v3", "2401.01234"),
    ("HEP-TH/9901001", "hep-th/9901001"),
    ("2401.01234", "2401.01234"),
    ("glim-preprint-7", "glim-preprint-7"),
])
def test_an_arxiv_id_given_in_code_is_stored_bare(given, stored):
    assert Paper(id="p1", abstract="We propose GlimNet.", arxiv_id=given).arxiv_id == stored


def test_an_extraction_line_with_a_doi_spelt_another_way_reads_it_normalised():
    from kg.models import Extraction

    line = json.dumps({"paper": {"id": "doi:10.1145/abc", "abstract": "We propose GlimNet.",
                                 "doi": "https://doi.org/10.1145/ABC"}})
    assert Extraction.model_validate_json(line).paper.doi == "10.1145/abc"
