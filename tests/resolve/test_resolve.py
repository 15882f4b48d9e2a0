"""Resolution end to end: acronym meanings, variants, claims, stats and determinism."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from kg.graph import build_graph, validate_graph
from kg.models import Claim, Evidence, Mention
from kg.resolve import AliasTable, resolve
from tests.resolve.conftest import evidence, mention, paper


def _gat_corpus():
    return [
        paper("p1", mention("METHOD", "GAT", "Graph Attention Network")),
        paper("p2", mention("METHOD", "GAT", "Graph Attention Networks"), mention("METHOD", "GAT")),
        paper("p3", mention("METHOD", "GAT", "Gaussian Adaptive Transformer")),
        paper("p4", mention("METHOD", "GAT")),
        paper("p5", mention("METHOD", "GATs")),
    ]


def test_one_acronym_two_meanings_stays_two_entities():
    resolution = resolve(_gat_corpus(), alias_table=AliasTable())
    graph_attention = resolution.entity_for("p1", "METHOD", "GAT")
    gaussian = resolution.entity_for("p3", "METHOD", "GAT")
    assert graph_attention == "method:gat"
    assert gaussian == "method:gat~gaussian-adaptive-transformer"
    assert resolution.entity_for("p1", "METHOD", "Graph Attention Network") == graph_attention
    assert resolution.entity_for("p2", "METHOD", "Graph Attention Networks") == graph_attention
    assert resolution.entity_for("p3", "METHOD", "Gaussian Adaptive Transformer") == gaussian
    assert "Gaussian Adaptive Transformer" not in resolution.entities[graph_attention].aliases


def test_a_name_with_a_plus_tag_is_another_entity_with_an_id_of_its_own():
    resolution = resolve([paper("p1", mention("DATASET", "GlimQA"), mention("DATASET", "GlimQA+")),
                          paper("p2", mention("METHOD", "QUARK++"))], alias_table=AliasTable())
    assert resolution.entity_for("p1", "DATASET", "GlimQA") == "dataset:glimqa"
    assert resolution.entity_for("p1", "DATASET", "GlimQA+") == "dataset:glimqa-plus"
    assert resolution.entity_for("p2", "METHOD", "QUARK++") == "method:quark-plus-plus"


def test_acronym_without_long_form_goes_to_the_majority_meaning_with_lower_confidence():
    resolution = resolve(_gat_corpus(), alias_table=AliasTable())
    assert resolution.entity_for("p4", "METHOD", "GAT") == "method:gat"
    assert resolution.entity_for("p5", "METHOD", "GATs") == "method:gat"
    assert resolution.confidence_for("p1", "METHOD", "GAT") == 1.0
    assert resolution.confidence_for("p2", "METHOD", "GAT") == 1.0   # the paper spelled it out itself
    assert 0.5 < resolution.confidence_for("p4", "METHOD", "GAT") < 0.9


def test_acronym_with_one_meaning_joins_across_papers():
    extractions = [paper("p1", mention("METHOD", "HGA", "Hierarchical Group Attention")),
                   paper("p2", mention("METHOD", "HGA"))]
    resolution = resolve(extractions, alias_table=AliasTable())
    assert resolution.entity_for("p2", "METHOD", "HGA") == resolution.entity_for("p1", "METHOD", "HGA")
    assert resolution.confidence_for("p2", "METHOD", "HGA") == 0.9
    entity = resolution.entities[resolution.entity_for("p1", "METHOD", "HGA")]
    assert entity.papers == 2 and set(entity.aliases) == {"HGA", "Hierarchical Group Attention"}


def test_known_acronym_takes_the_spelled_out_meaning():
    table = AliasTable()
    table.add("METHOD", "CLIP", "clip")
    extractions = [paper("p1", mention("METHOD", "CLIP", "Contrastive Language-Image Pre-training")),
                   paper("p2", mention("METHOD", "CLIP", key="clip")),
                   paper("p3", mention("METHOD", "Contrastive Language-Image Pre-training"))]
    resolution = resolve(extractions, alias_table=table)
    ids = {resolution.entity_for(p, "METHOD", t) for p, t in
           (("p1", "CLIP"), ("p2", "CLIP"), ("p3", "Contrastive Language-Image Pre-training"))}
    assert ids == {"method:clip"}


def test_a_known_acronym_does_not_take_the_spelling_out_of_what_a_paper_proposes():
    table = AliasTable()
    table.add("METHOD", "GLIM", "glim")
    extractions = [paper("p1", mention("METHOD", "GLIM", "Gated Lattice Interpolation Module", role="proposed")),
                   paper("p2", mention("METHOD", "GLIM", key="glim", role="used")),
                   paper("p3", mention("METHOD", "GLIM", key="glim", role="used"))]
    resolution = resolve(extractions, alias_table=table)
    assert resolution.entity_for("p2", "METHOD", "GLIM") == "method:glim"
    assert resolution.entity_for("p1", "METHOD", "GLIM") != "method:glim"
    assert "Gated Lattice Interpolation Module" not in resolution.entities["method:glim"].aliases


def test_a_long_form_in_latex_accents_joins_the_same_long_form_in_letters():
    table = AliasTable()
    table.add("METRIC", "FID", "fid")
    table.add("METRIC", "Fréchet Inception Distance", "fid")
    extractions = [paper("p1", mention("METRIC", "FID", "Fr\\'echet Inception Distance")),
                   paper("p2", mention("METRIC", "FID", "Fr\\'echet Inception Distance")),
                   paper("p3", mention("METRIC", "FID", "Fréchet Inception Distance")),
                   paper("p4", mention("METRIC", "FID", key="fid"))]
    resolution = resolve(extractions, alias_table=table)
    assert {resolution.entity_for(p, "METRIC", "FID") for p in ("p1", "p2", "p3", "p4")} == {"metric:fid"}
    assert resolution.entity_for("p1", "METRIC", "Fr\\'echet Inception Distance") == "metric:fid"
    assert len([e for e in resolution.entities.values() if e.label == "METRIC"]) == 1


def test_a_known_acronym_spelled_out_loosely_joins_the_known_entity_and_another_meaning_does_not():
    table = AliasTable()
    for label, name, key in (("METHOD", "LoRA", "lora"), ("METHOD", "Low-Rank Adaptation", "lora"),
                             ("METRIC", "MAE", "mae"), ("METRIC", "Mean Absolute Error", "mae")):
        table.add(label, name, key)
    extractions = [paper("p1", mention("METHOD", "LoRA", "Low-Rank Adaptation")),
                   paper("p2", mention("METHOD", "LoRA", "low-rank adapters")),
                   paper("p3", mention("METRIC", "MAE", "Mean Absolute Error")),
                   paper("p4", mention("METRIC", "MAE", "Mean Angle Error"))]
    resolution = resolve(extractions, alias_table=table)
    assert resolution.entity_for("p2", "METHOD", "LoRA") == "method:lora"
    assert resolution.entity_for("p2", "METHOD", "low-rank adapters") == "method:lora"
    assert resolution.entity_for("p3", "METRIC", "MAE") == "metric:mae"
    assert resolution.entity_for("p4", "METRIC", "MAE") == "metric:mae~mean-angle-error"


def test_variants_point_at_families_that_exist():
    extractions = [paper("p1", mention("METHOD", "Vicuna-7B"), mention("METHOD", "ResNet-50"),
                         mention("METHOD", "Llama-3-8B"), mention("METHOD", "Qwen2-VL-7B")),
                   paper("p2", mention("METHOD", "ResNet"), mention("METHOD", "Llama 3"))]
    resolution = resolve(extractions, alias_table=AliasTable())
    expected = {"Vicuna-7B": "Vicuna", "ResNet-50": "ResNet", "Llama-3-8B": "Llama 3", "Qwen2-VL-7B": "Qwen2-VL"}
    for variant, family_name in expected.items():
        variant_id = resolution.entity_for("p1", "METHOD", variant)
        family_id = resolution.entities[variant_id].variant_of
        assert family_id in resolution.entities and family_id != variant_id
        assert resolution.entities[family_id].variant_of is None
    assert resolution.entities[resolution.entity_for("p1", "METHOD", "ResNet-50")].variant_of == \
        resolution.entity_for("p2", "METHOD", "ResNet")
    assert resolution.entities[resolution.entity_for("p1", "METHOD", "Llama-3-8B")].variant_of == \
        resolution.entity_for("p2", "METHOD", "Llama 3")
    vicuna = resolution.entities[resolution.entities["method:vicuna-7b"].variant_of]
    assert vicuna.name == "Vicuna" and vicuna.papers == 0

    graph = build_graph(extractions, resolution)
    assert validate_graph(graph) == []
    variant_edges = {(u, v) for u, v, d in graph.edges(data=True) if d["type"] == "VARIANT_OF"}
    assert ("method:vicuna-7b", "method:vicuna") in variant_edges
    assert (resolution.entity_for("p1", "METHOD", "ResNet-50"), resolution.entity_for("p2", "METHOD", "ResNet")) \
        in variant_edges


def test_gazetteer_variant_of_names_the_family():
    table = AliasTable()
    table.add("METHOD", "BERT-base", "bert-base", variant_of="bert")
    table.add("METHOD", "BERT", "bert")
    resolution = resolve([paper("p1", mention("METHOD", "BERT-base", key="bert-base"))], alias_table=table)
    assert resolution.entities["method:bert-base"].variant_of == "method:bert"
    assert resolution.entities["method:bert"].name == "BERT"


def test_editions_of_datasets_and_kinds_of_measures_point_at_what_they_are_versions_of():
    """'ZorbWOZ 2.2' answered no query for ZorbWOZ, and 'composite GlimScore' none for GlimScore."""
    table = AliasTable()
    table.add("DATASET", "QuarkSeg 2021", "quarkseg-2021", variant_of="quarkseg")
    table.add("DATASET", "QuarkSeg", "quarkseg")
    table.add("METRIC", "GlimScore-4", "glimscore-4", variant_of="glimscore")
    extractions = [paper("p1", mention("DATASET", "ZorbWOZ 2.2"),
                         mention("DATASET", "QuarkSeg 2021", key="quarkseg-2021"),
                         mention("METRIC", "composite GlimScore"), mention("METRIC", "GlimScore-4", key="glimscore-4")),
                   paper("p2", mention("DATASET", "ZorbWOZ"), mention("METRIC", "GlimScore"),
                         mention("DATASET", "ZorbSet-100"), mention("DATASET", "BlixSet 2020"),
                         mention("METRIC", "highest GlimScore"), mention("METRIC", "perfect GlimScore"),
                         mention("METRIC", "test GlimScore"))]
    resolution = resolve(extractions, alias_table=table)

    def family(paper_id: str, label: str, name: str):
        return resolution.entities[resolution.entity_for(paper_id, label, name)].variant_of
    assert family("p1", "DATASET", "ZorbWOZ 2.2") == resolution.entity_for("p2", "DATASET", "ZorbWOZ")
    assert family("p1", "DATASET", "QuarkSeg 2021") == "dataset:quarkseg"
    assert resolution.entities["dataset:quarkseg"].name == "QuarkSeg"
    assert resolution.entities["dataset:quarkseg"].papers == 0
    assert resolution.stats()["by_label"]["DATASET"]["families_added"] == 1  # (the summary counts it apart)
    assert family("p1", "METRIC", "composite GlimScore") == resolution.entity_for("p2", "METRIC", "GlimScore")
    assert family("p1", "METRIC", "GlimScore-4") == resolution.entity_for("p2", "METRIC", "GlimScore")
    # a number that names another set is no edition, and no family is made up from a name alone
    assert family("p2", "DATASET", "ZorbSet-100") is None and family("p2", "DATASET", "BlixSet 2020") is None
    # a word that grades a score names no kind of the measure
    assert family("p2", "METRIC", "highest GlimScore") is None and family("p2", "METRIC", "perfect GlimScore") is None
    assert family("p2", "METRIC", "test GlimScore") == resolution.entity_for("p2", "METRIC", "GlimScore")

    graph = build_graph(extractions, resolution)
    assert validate_graph(graph) == []
    labels = {(graph.nodes[u]["label"], graph.nodes[v]["label"])
              for u, v, d in graph.edges(data=True) if d["type"] == "VARIANT_OF"}
    assert labels == {("Dataset", "Dataset"), ("Metric", "Metric")}


def test_a_dataset_named_with_several_editions_is_a_variant_of_the_dataset_not_of_its_first_edition():
    """'ZorbBench 2024/2025' pointed at ZorbBench 2024, so a leaderboard for ZorbBench (one step of VARIANT_OF)
    missed its results."""
    extractions = [paper("p1", mention("DATASET", "ZorbBench 2024/2025")),
                   paper("p2", mention("DATASET", "ZorbBench 2024"), mention("DATASET", "ZorbBench")),
                   paper("p3", mention("DATASET", "QuarkSet 2019 & 2020"))]
    resolution = resolve(extractions, alias_table=AliasTable())
    family_of = {e.name: e.variant_of for e in resolution.entities.values()}
    assert family_of["ZorbBench 2024/2025"] == family_of["ZorbBench 2024"] == resolution.entity_for(
        "p2", "DATASET", "ZorbBench")
    assert family_of["QuarkSet 2019 & 2020"] is None  # (no QuarkSet in the graph)


def test_a_known_name_with_a_word_of_its_own_before_it_is_a_variant_of_it_not_it():
    """'Dense GlimNet' kept GlimNet's gazetteer key and became an alias of GlimNet."""
    table = AliasTable()
    table.add("METHOD", "GlimNet", "glimnet")
    extractions = [paper("p1", mention("METHOD", "GlimNet", key="glimnet", rule="gaz:method")),
                   paper("p2", mention("METHOD", "Dense GlimNet", key="glimnet", rule="gaz:method+variant-word")),
                   paper("p3", mention("METHOD", "Dense GlimNet"))]
    resolution = resolve(extractions, alias_table=table)
    dense = resolution.entity_for("p2", "METHOD", "Dense GlimNet")
    assert dense != "method:glimnet" and resolution.entity_for("p3", "METHOD", "Dense GlimNet") == dense
    assert resolution.entities[dense].variant_of == "method:glimnet"
    assert resolution.entities["method:glimnet"].aliases == ("GlimNet",)


def test_a_long_form_naming_the_family_of_a_known_size_leaves_the_size_its_own_entity():
    """'Residual Glim Network (GlimNet50)' in one paper took every paper's GlimNet-50 into GlimNet."""
    table = AliasTable()
    table.add("METHOD", "GlimNet", "glimnet")
    table.add("METHOD", "Residual Glim Network", "glimnet")
    table.add("METHOD", "GlimNet-50", "glimnet-50", variant_of="glimnet")
    table.add("METHOD", "GlimNet50", "glimnet-50", variant_of="glimnet")
    extractions = [paper("p1", mention("METHOD", "GlimNet50", "Residual Glim Network", key="glimnet-50")),
                   paper("p2", mention("METHOD", "GlimNet-50", key="glimnet-50", rule="gaz:method")),
                   paper("p3", mention("METHOD", "GlimNet", key="glimnet", rule="gaz:method"))]
    resolution = resolve(extractions, alias_table=table)
    assert resolution.entity_for("p1", "METHOD", "GlimNet50") == resolution.entity_for("p2", "METHOD", "GlimNet-50") \
        == "method:glimnet-50"
    assert resolution.entities["method:glimnet-50"].variant_of == "method:glimnet"


def test_gazetteer_ids_join_spellings_across_papers():
    table = AliasTable()
    table.add("DATASET", "MS COCO", "coco")
    table.add("DATASET", "COCO", "coco")
    extractions = [paper("p1", mention("DATASET", "MS COCO")), paper("p2", mention("DATASET", "COCO")),
                   paper("p3", mention("DATASET", "Microsoft COCO", key="coco", rule="gaz:datasets"))]
    resolution = resolve(extractions, alias_table=table)
    assert {resolution.entity_for(p, "DATASET", t) for p, t in
            (("p1", "MS COCO"), ("p2", "COCO"), ("p3", "Microsoft COCO"))} == {"dataset:coco"}
    assert resolution.entities["dataset:coco"].papers == 3


def test_a_key_passed_on_to_a_long_form_does_not_join():
    """Extraction may copy an acronym's gazetteer key onto the long form it found next to it."""
    table = AliasTable()
    table.add("METRIC", "DSC", "dice")
    table.add("METRIC", "Dice Similarity Coefficient", "dice")
    extractions = [
        paper("p1", mention("METRIC", "DSC", "Dice Similarity Coefficient", key="dice", rule="gaz:metrics")),
        paper("p2", mention("METRIC", "DSC", "Deep Subspace Clustering", key="dice", rule="acronym:short-form"),
              mention("METRIC", "Deep Subspace Clustering", key="dice", rule="acronym:long-form")),
    ]
    resolution = resolve(extractions, alias_table=table)
    assert resolution.entity_for("p1", "METRIC", "DSC") == "metric:dice"
    assert resolution.entity_for("p2", "METRIC", "Deep Subspace Clustering") != "metric:dice"
    assert resolution.entity_for("p2", "METRIC", "DSC") != "metric:dice"


def test_claim_names_are_assigned():
    claim = Claim(value=3.2, unit="%", direction="increase", text="3.2% on COCO", method="MoCHA",
                  baseline="CuMo", dataset="MS-COCO", metric="mAP", evidence=evidence())
    extractions = [paper("p1", mention("METHOD", "MoCHA"), mention("DATASET", "MS COCO"), claims=(claim,))]
    resolution = resolve(extractions, alias_table=AliasTable())
    assert resolution.entity_for("p1", "METHOD", "CuMo") is not None
    assert resolution.entity_for("p1", "DATASET", "MS-COCO") == resolution.entity_for("p1", "DATASET", "MS COCO")
    graph = build_graph(extractions, resolution)
    assert validate_graph(graph) == []
    assert any(d["type"] == "AGAINST" for _, _, d in graph.edges(data=True))


def test_stats_and_largest_merges():
    resolution = resolve(_gat_corpus(), alias_table=AliasTable())
    stats = resolution.stats()
    assert stats["mentions"] == 6
    assert stats["surface_forms"] == 5   # GAT, GATs, and three long forms
    assert stats["entities"] == 2
    assert stats["merged"] == 3
    top = resolution.largest_merges(1)[0]
    assert top.id == "method:gat" and len(top.aliases) == 4


def _shuffled(extractions, seed):
    rng = random.Random(seed)
    shuffled = []
    for extraction in extractions:
        mentions = list(extraction.mentions)
        rng.shuffle(mentions)
        shuffled.append(extraction.model_copy(update={"mentions": tuple(mentions)}))
    rng.shuffle(shuffled)
    return shuffled


def test_shuffled_input_gives_identical_result():
    extractions = _gat_corpus() + [
        paper("p6", mention("METHOD", "Llama 3"), mention("METHOD", "LLaMA-3"), mention("METHOD", "Llama-3-8B")),
        paper("p7", mention("METHOD", "Llama3"), mention("DATASET", "CIFAR10"), mention("DATASET", "CIFAR-10")),
        paper("p8", mention("METHOD", "ViT", "Vision Transformer"), mention("METHOD", "ViTs")),
        paper("p9", mention("METHOD", "HGA", "Hybrid Graph Aggregation"), mention("METHOD", "Transformers")),
        paper("p10", mention("METHOD", "HGA", "Hierarchical Group Attention"), mention("METHOD", "Transformer")),
    ]
    reference = resolve(extractions)
    for seed in range(5):
        again = resolve(_shuffled(extractions, seed))
        assert again.entities == reference.entities
        assert again.assignments == reference.assignments
        assert again.confidences == reference.confidences


def test_resolution_imports_neither_typer_nor_neo4j():
    code = "import sys, kg.resolve, kg.graph; print(sorted(m for m in ('typer', 'neo4j') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_a_release_written_after_a_known_family_is_its_own_model_and_a_variant_of_the_family(nlp):
    from kg.extract import extract_papers
    from kg.models import Paper

    papers = [Paper(id="sha1:00000000000000a1", abstract="We fine-tune LLaMA 3.3 70B and Llama-3.3-70B-Instruct on code."),
              Paper(id="sha1:00000000000000a2", abstract="We compare with LLaMA on long documents.")]
    extractions = list(extract_papers(papers, nlp))
    release = next(m for m in extractions[0].mentions if m.text == "LLaMA 3.3 70B")
    assert release.key is None  # the family's gazetteer key is not this model's
    resolution = resolve(extractions)
    graph = build_graph(extractions, resolution)
    names = {data["name"] for _, data in graph.nodes(data=True) if data.get("label") == "Method"}
    assert {"LLaMA", "LLaMA 3.3 70B", "Llama-3.3-70B-Instruct"} <= names
    families = {graph.nodes[a]["name"]: graph.nodes[b]["name"] for a, b, data in graph.edges(data=True)
                if data["type"] == "VARIANT_OF"}
    assert families == {"LLaMA 3.3 70B": "Llama 3.3", "Llama-3.3-70B-Instruct": "Llama 3.3"}


def test_a_code_link_with_or_without_its_scheme_is_one_repository_named_by_its_link():
    resolution = resolve([paper("p1", mention("REPOSITORY", "github.com/example/FlowX")),
                          paper("p2", mention("REPOSITORY", "https://github.com/example/FlowX"))],
                         alias_table=AliasTable())
    (entity,) = resolution.entities.values()
    assert entity.name == "https://github.com/example/FlowX" and entity.papers == 2


def test_a_bare_code_link_alone_is_still_named_as_a_link():
    resolution = resolve([paper("p1", mention("REPOSITORY", "github.com/example/FlowX"))], alias_table=AliasTable())
    assert [e.name for e in resolution.entities.values()] == ["https://github.com/example/FlowX"]


def test_a_plural_inside_a_name_is_the_name_another_paper_writes_in_the_singular():
    resolution = resolve([paper("p1", mention("TASK", "Scene Graphs Generation")),
                          paper("p2", mention("TASK", "scene graph generation")),
                          paper("p3", mention("TASK", "scene graph generation"))], alias_table=AliasTable())
    (entity,) = resolution.entities.values()
    assert entity.name == "scene graph generation" and entity.papers == 3


def _said(label: str, text: str, sentence: str) -> Mention:
    return Mention(text=text, label=label, evidence=Evidence(sentence=sentence, start=0, end=len(text), rule="test",
                                                             confidence=0.9))


def test_a_task_is_named_as_running_text_writes_it_not_as_a_sentence_opens_on_it():
    resolution = resolve([paper("p1", _said("TASK", "Glim unlearning", "Glim unlearning removes data.")),
                          paper("p2", _said("TASK", "Glim unlearning", "Glim unlearning is hard.")),
                          paper("p3", _said("TASK", "glim unlearning", "We study glim unlearning."))],
                         alias_table=AliasTable())
    (entity,) = resolution.entities.values()
    assert entity.name == "glim unlearning" and entity.papers == 3


@pytest.mark.parametrize("label, capitalised, lower", [
    ("TASK", "Zorbic glim identification", "zorbic glim identification"),  # a proper adjective inside sentences
    ("METRIC", "Glim", "glim"),                                             # a measure's name
])
def test_a_capital_written_inside_sentences_stays(label, capitalised, lower):
    resolution = resolve([paper("p1", _said(label, capitalised, f"We report {capitalised} here.")),
                          paper("p2", _said(label, capitalised, f"We report {capitalised} again.")),
                          paper("p3", _said(label, lower, f"We report {lower} too."))], alias_table=AliasTable())
    assert [e.name for e in resolution.entities.values()] == [capitalised]


def test_a_measure_read_with_a_rank_cutoff_is_no_spelling_of_the_measure_without_it():
    from kg.extract import extract_paper
    from kg.models import Paper

    abstracts = {"a": "GlimNet improves accuracy by 2% on QuarkSet.",
                 "b": "ZorbNet achieves 95% top-10 accuracy and 90.1% Top 1 accuracy on QuarkSet.",
                 "c": "QuarkNet reaches 81.2% top-1 accuracy on QuarkSet."}
    resolution = resolve([extract_paper(Paper(id=key, abstract=text)) for key, text in abstracts.items()])
    measures = {entity_id: set(entity.aliases) for entity_id, entity in resolution.entities.items()
                if entity_id.startswith("metric:")}
    assert measures == {"metric:accuracy": {"accuracy"}, "metric:top-10-accuracy": {"top-10 accuracy"},
                        "metric:top-1-accuracy": {"Top 1 accuracy", "top-1 accuracy"}}


def test_an_alias_table_of_ones_own_folder_reads_the_gazetteers_it_holds_every_line_checked(tmp_path):
    from kg.errors import RuleDataError
    from kg.resolve import load_alias_table

    (tmp_path / "methods.jsonl").write_text(
        '{"label": "METHOD", "pattern": "GlimNet", "id": "glimnet"}\n'
        '{"label": "METHOD", "pattern": "Glim Network", "id": "glimnet"}\n', encoding="utf-8")
    table = load_alias_table(tmp_path, curated_path=None)
    assert table.key_for("METHOD", "Glim Network") == "glimnet"
    (tmp_path / "datasets.jsonl").write_text('{"label": "DATASET", "pattern": "ZorbSet", "id": "Zorb Set"}\n',
                                             encoding="utf-8")
    with pytest.raises(RuleDataError, match=r"datasets\.jsonl:1"):
        load_alias_table(tmp_path, curated_path=None)
