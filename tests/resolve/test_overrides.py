"""The override file: validated with clear messages, and merges/splits applied end to end."""

from __future__ import annotations

import json

from pathlib import Path

import pytest

from kg.errors import ResolveError
from kg.graph import build_graph, validate_graph
from kg.resolve import AliasTable, default_overrides_path, load_overrides, resolve
from tests.resolve.conftest import mention, paper

EXAMPLE = Path(__file__).resolve().parents[2] / "kg" / "data" / "aliases.example.yaml"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "aliases.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_shipped_example_loads():
    overrides = load_overrides(EXAMPLE)
    assert overrides.merges[0].label == "METHOD" and overrides.merges[0].names[0] == "Llama 3"
    assert any(len(entry.names) == 1 for entry in overrides.splits)


def test_default_path_is_kg_aliases_yaml_in_the_working_folder(tmp_path):
    assert default_overrides_path(tmp_path) is None
    (tmp_path / "kg.aliases.yaml").write_text("merge: []\n", encoding="utf-8")
    assert default_overrides_path(tmp_path) == tmp_path / "kg.aliases.yaml"


def test_empty_file_is_no_overrides(tmp_path):
    assert load_overrides(_write(tmp_path, "# nothing yet\n")).empty


@pytest.mark.parametrize("text, fragment", [
    ("merge: [[METHOD, 'Llama 3', 'LLaMA-3']\n", "not valid YAML"),
    ("- [METHOD, a, b]\n", "expected a mapping"),
    ("merge:\n  - [METHOD, a, b]\njoin:\n  - [METHOD, a, b]\n", ":3: unknown section 'join'"),
    ("merge: METHOD\n", "'merge' must be a list"),
    ("merge:\n  - [METHOD, a, b]\n  - [MODEL, a, b]\n", ":3: merge entry 2: unknown label 'MODEL'"),
    ("merge:\n  - [METHOD, 'only one']\n", ":2: merge entry 1: merge needs at least 2 names"),
    ("split:\n  - [DATASET]\n", ":2: split entry 1: split needs at least 1 name"),
    ("split:\n  - {label: METHOD, names: [a]}\n", ":2: split entry 1: expected a list"),
    ("merge:\n  - [METHOD, '', b]\n", "empty name"),
    ("? [merge, split]\n: [[METHOD, a, b]]\n", ":1: a section's name must be plain text"),
    ("{[merge]: [[METHOD, a, b]]}\n", ":1: a section's name must be plain text"),
])
def test_bad_files_name_file_line_and_entry(tmp_path, text, fragment):
    path = _write(tmp_path, text)
    with pytest.raises(ResolveError) as error:
        load_overrides(path)
    message = str(error.value)
    assert str(path) in message and fragment in message and message.startswith("[KG33")


def test_a_file_not_in_utf8_names_the_line_of_the_first_bad_byte(tmp_path):
    path = tmp_path / "kg.aliases.yaml"
    path.write_bytes("merge:\n  - [METHOD, 'Glim Caf\u00e9', GlimCafe]\n".encode("latin-1"))
    with pytest.raises(ResolveError, match=r"^\[KG331\] .*kg\.aliases\.yaml:2: not UTF-8 \(byte 0xe9\)"):
        load_overrides(path)


def test_missing_file_says_to_check_the_path(tmp_path):
    with pytest.raises(ResolveError, match=r"KG330.*check the --aliases path"):
        load_overrides(tmp_path / "nope.yaml")


def _corpus():
    return [
        paper("p1", mention("METHOD", "Llama 3"), mention("METHOD", "ViT")),
        paper("p2", mention("METHOD", "Meta-Llama-3"), mention("METHOD", "Vision Transformer")),
        paper("p3", mention("METHOD", "LLaMA-3"), mention("METHOD", "Transformer")),
    ]


def _table():
    table = AliasTable()
    table.add("METHOD", "ViT", "vit")
    table.add("METHOD", "Vision Transformer", "vit")
    return table


def test_merge_end_to_end(tmp_path):
    overrides = load_overrides(_write(tmp_path, "merge:\n  - [METHOD, 'Llama 3 (Meta)', 'Meta-Llama-3', 'llama3']\n"))
    plain = resolve(_corpus(), alias_table=_table())
    assert plain.entity_for("p1", "METHOD", "Llama 3") != plain.entity_for("p2", "METHOD", "Meta-Llama-3")

    merged = resolve(_corpus(), overrides, alias_table=_table())
    llama = merged.entity_for("p1", "METHOD", "Llama 3")
    assert merged.entity_for("p2", "METHOD", "Meta-Llama-3") == llama == merged.entity_for("p3", "METHOD", "LLaMA-3")
    assert merged.entities[llama].name == "Llama 3 (Meta)"
    assert merged.entities[llama].papers == 3
    assert merged.overrides_changed == 1
    graph = build_graph(_corpus(), merged)
    assert validate_graph(graph) == []
    assert sum(1 for _, d in graph.nodes(data=True) if d["label"] == "Method") == 3  # Llama 3, ViT, Transformer
    assert graph.in_degree(llama) == 3


def test_split_end_to_end(tmp_path):
    overrides = load_overrides(_write(tmp_path, "split:\n  - [METHOD, 'ViT', 'Vision Transformer']\n"))
    plain = resolve(_corpus(), alias_table=_table())
    assert plain.entity_for("p1", "METHOD", "ViT") == plain.entity_for("p2", "METHOD", "Vision Transformer")

    split = resolve(_corpus(), overrides, alias_table=_table())
    assert split.entity_for("p1", "METHOD", "ViT") != split.entity_for("p2", "METHOD", "Vision Transformer")
    assert split.overrides_changed == 2
    graph = build_graph(_corpus(), split)
    assert validate_graph(graph) == []
    names = sorted(d["name"] for _, d in graph.nodes(data=True) if d["label"] == "Method")
    assert "ViT" in names and "Vision Transformer" in names


@pytest.mark.parametrize("label", ["Method", "method", " METHOD "])
def test_an_entry_built_in_code_takes_its_label_in_any_case_as_the_file_does(label):
    from kg.resolve import OverrideEntry, Overrides

    entry = OverrideEntry(label, ("ViT", "Vision Transformer"))
    assert entry.label == "METHOD"
    split = resolve(_corpus(), Overrides(splits=(entry,)), alias_table=_table())
    assert split.entity_for("p1", "METHOD", "ViT") != split.entity_for("p2", "METHOD", "Vision Transformer")


@pytest.mark.parametrize("label", ["Methods", "REPOSITORY", "", None])
def test_an_entry_built_in_code_with_no_kind_of_entity_for_its_label_is_an_error(label):
    from kg.resolve import OverrideEntry

    with pytest.raises(ResolveError, match=r"^\[KG335\] unknown label .*: use METHOD, DATASET, METRIC or TASK"):
        OverrideEntry(label, ("GlimNet", "Glim Net"))


def test_split_of_one_acronym_meaning(tmp_path):
    extractions = [paper("p1", mention("METHOD", "GAT", "Graph Attention Network")),
                   paper("p2", mention("METHOD", "GAT", "Graph Attention Network"))]
    overrides = load_overrides(_write(tmp_path, "split:\n  - [METHOD, 'GAT', 'Graph Attention Network']\n"))
    resolution = resolve(extractions, overrides, alias_table=AliasTable())
    assert resolution.entity_for("p1", "METHOD", "GAT") != resolution.entity_for("p1", "METHOD", "Graph Attention Network")


def test_single_name_split_detaches_it(tmp_path):
    extractions = [paper("p1", mention("METHOD", "Transformers")), paper("p2", mention("METHOD", "Transformer"))]
    assert len({e for e in resolve(extractions, alias_table=AliasTable()).assignments.values()}) == 1
    overrides = load_overrides(_write(tmp_path, "split:\n  - [METHOD, Transformers]\n"))
    resolution = resolve(extractions, overrides, alias_table=AliasTable())
    assert resolution.entity_for("p1", "METHOD", "Transformers") != resolution.entity_for("p2", "METHOD", "Transformer")
    assert resolution.overrides_changed == 2


def test_override_naming_unseen_names_changes_nothing_and_says_so(tmp_path):
    """A misspelt name in the alias file was ignored in silence: the curator believed the line applied."""
    path = _write(tmp_path, "merge:\n  - [METHOD, 'Nowhere-Net', 'Elsewhere-Net']\n  - [METHOD, 'ViT', 'ViTT']\n"
                            "  - [METHOD, 'Llama 3', 'LLaMA-3']\n  - [METHOD, 'Llama 3', 'Lama-3', 'Meta-Llama-3']\n"
                            "split:\n  - [METHOD, 'Nowhere-Net']\n  - [METHOD, 'ViT', 'Vision Transformer']\n")
    resolution = resolve(_corpus(), load_overrides(path), alias_table=_table())
    assert list(resolution.overrides_unmatched) == [
        f"{path}:2: merge [METHOD, Nowhere-Net, Elsewhere-Net]: no paper writes 'Nowhere-Net' or 'Elsewhere-Net', so "
        "the line changes nothing",
        f"{path}:3: merge [METHOD, ViT, ViTT]: no paper writes 'ViTT', so the line changes nothing",
        f"{path}:5: merge [METHOD, Llama 3, Lama-3, Meta-Llama-3]: no paper writes 'Lama-3'",  # (the others it joins)
        f"{path}:7: split [METHOD, Nowhere-Net]: no paper writes 'Nowhere-Net', so the line changes nothing"]
    assert resolution.stats()["overrides_unmatched"] == list(resolution.overrides_unmatched)


def test_kg_build_tells_of_an_alias_line_that_changes_nothing(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from kg.cli import app

    monkeypatch.chdir(tmp_path)
    (tmp_path / "kg.aliases.yaml").write_text("merge:\n  - [METHOD, 'GlimNet', 'GlimNett']\n", encoding="utf-8")
    (tmp_path / "papers.jsonl").write_text('{"abstract": "We propose GlimNet, which beats QuarkNet on ZorbSet."}\n',
                                           encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "papers.jsonl", "--out", "out", "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [f"note: {tmp_path / 'kg.aliases.yaml'}:2: merge [METHOD, GlimNet, GlimNett]: "
                                          "no paper writes 'GlimNett', so the line changes nothing"]


def test_the_library_reads_only_the_override_file_it_is_given_and_the_command_reads_the_working_folders(
        tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from kg.cli import app
    from kg.pipeline import graph_from_extractions, write_extractions
    from kg.extract import extract_paper
    from kg.models import Paper

    extractions = [extract_paper(Paper(id=f"p{n}", abstract=f"We propose {name}, which beats QuarkNet on ZorbSet."))
                   for n, name in enumerate(["GlimNet", "GlimNet-2"])]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "kg.aliases.yaml").write_text("merge:\n  - [METHOD, 'GlimNet', 'GlimNet-2']\n", encoding="utf-8")

    def methods(graph):
        return sorted(data["name"] for _, data in graph.nodes(data=True) if data["label"] == "Method")

    assert methods(graph_from_extractions(extractions)[0]) == ["GlimNet", "GlimNet-2", "QuarkNet"]
    given = graph_from_extractions(extractions, aliases=tmp_path / "kg.aliases.yaml")[0]
    assert methods(given) == ["GlimNet", "QuarkNet"]
    saved = write_extractions(extractions, tmp_path / "x" / "extractions.jsonl")
    listed = CliRunner().invoke(app, ["entities", "--graph", str(saved), "--label", "method", "--json"])
    assert listed.exit_code == 0, listed.output
    assert sorted(row["name"] for row in json.loads(listed.stdout)) == ["GlimNet", "QuarkNet"]


@pytest.mark.parametrize("curated", [True, False])
@pytest.mark.parametrize("split", ["[DATASET, 'GlimSet-200', 'GlimSet-2031']", "[DATASET, 'GlimSet-2031']"])
def test_a_split_name_that_is_its_known_entitys_own_name_keeps_it(tmp_path, split, curated):
    """Splitting an edition off its known dataset left both entities showing the known name: the names the split
    parted from it kept the known id and name, and the known name itself became 'GlimSet-2031' once more, under
    an id with a suffix."""
    table = AliasTable()
    for name in ("GlimSet-2031", "GlimSet", "GlimSet-200"):
        table.add("DATASET", name, "glimset-2031", curated=curated)
    extractions = [paper("p1", mention("DATASET", "GlimSet-200")), paper("p2", mention("DATASET", "GlimSet-2031")),
                   paper("p3", mention("DATASET", "GlimSet"))]
    assert len(set(resolve(extractions, alias_table=table).assignments.values())) == 1
    resolution = resolve(extractions, load_overrides(_write(tmp_path, f"split:\n  - {split}\n")), alias_table=table)
    kept = resolution.entity_for("p2", "DATASET", "GlimSet-2031")
    parted = resolution.entity_for("p1", "DATASET", "GlimSet-200")
    assert kept == "dataset:glimset-2031" and parted != kept and resolution.entities[parted].name == "GlimSet-200"
    names = [e.name for e in resolution.entities.values()]
    assert len(names) == len(set(names))
    if curated:  # (else the spelling written most names it, as without the split)
        assert resolution.entities[kept].name == "GlimSet-2031"
