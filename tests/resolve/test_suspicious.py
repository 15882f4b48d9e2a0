"""Suspicious entities: close spellings left apart, and one node with divergent long forms."""

from __future__ import annotations

import pytest

from kg.graph import build_graph
from kg.resolve import AliasTable, Overrides, OverrideEntry, resolve, suspicious, suspicious_in_graph
from tests.resolve.conftest import mention, paper


def _corpus():
    return [
        paper("p1", mention("METHOD", "EfficientDet"), mention("METHOD", "YOLOv5"), mention("METHOD", "ResNet-18")),
        paper("p2", mention("METHOD", "EfficentDet"), mention("METHOD", "YOLOv8"), mention("METHOD", "ResNet-34")),
        paper("p3", mention("METHOD", "GAT", "Graph Attention Network")),
        paper("p4", mention("METHOD", "GAT", "Gaussian Adaptive Transformer")),
    ]


def _false_merge():
    return Overrides(merges=(OverrideEntry("METHOD", ("Graph Attention Network", "Gaussian Adaptive Transformer")),))


def test_close_spelling_is_a_likely_duplicate():
    findings = suspicious(resolve(_corpus(), alias_table=AliasTable()))
    duplicates = [f for f in findings if f.kind == "duplicate"]
    assert [f.names for f in duplicates] == [("EfficentDet", "EfficientDet")]
    assert duplicates[0].override == 'merge: [METHOD, "EfficentDet", "EfficientDet"]'


def test_versions_variants_and_acronym_meanings_are_not_flagged():
    findings = suspicious(resolve(_corpus(), alias_table=AliasTable()))
    flagged = {name for f in findings for name in f.names}
    assert not flagged & {"YOLOv5", "YOLOv8", "ResNet-18", "ResNet-34", "GAT"}


def test_divergent_long_forms_are_a_likely_false_merge():
    resolution = resolve(_corpus(), _false_merge(), alias_table=AliasTable())
    merges = [f for f in suspicious(resolution) if f.kind == "false_merge"]
    assert len(merges) == 1
    assert set(merges[0].names) == {"Graph Attention Network", "Gaussian Adaptive Transformer"}
    assert merges[0].override.startswith("split: [METHOD, ")


def test_synonyms_the_alias_table_knows_are_no_false_merge():
    table = AliasTable()
    table.add("TASK", "Image Generation", "image-generation")
    table.add("TASK", "Image Synthesis", "image-generation")
    extractions = [paper("p1", mention("TASK", "Image Generation", key="image-generation")),
                   paper("p2", mention("TASK", "Image Synthesis", key="image-generation")),
                   paper("p3", mention("METHOD", "GAT", "Graph Attention Network")),
                   paper("p4", mention("METHOD", "GAT", "Gaussian Adaptive Transformer"))]
    resolution = resolve(extractions, _false_merge(), alias_table=table)
    assert len({resolution.entity_for(p, "TASK", t) for p, t in (("p1", "Image Generation"),
                                                                ("p2", "Image Synthesis"))}) == 1
    merges = [f for f in suspicious(resolution, alias_table=table) if f.kind == "false_merge"]
    assert [set(f.names) for f in merges] == [{"Graph Attention Network", "Gaussian Adaptive Transformer"}]


def test_same_findings_from_the_built_graph():
    extractions = _corpus()
    resolution = resolve(extractions, _false_merge(), alias_table=AliasTable())
    from_graph = suspicious_in_graph(build_graph(extractions, resolution))
    assert [(f.kind, f.ids) for f in from_graph] == [(f.kind, f.ids) for f in suspicious(resolution)]
    assert suspicious_in_graph(build_graph(extractions, resolution), label="DATASET") == []


def test_a_label_is_read_in_any_case_and_an_unknown_one_is_an_error():
    from kg.errors import ResolveError
    from kg.resolve import list_entities

    extractions = _corpus()
    graph = build_graph(extractions, resolve(extractions, _false_merge(), alias_table=AliasTable()))
    found = suspicious_in_graph(graph, label="METHOD")
    assert found and suspicious_in_graph(graph, label="Method") == found == suspicious_in_graph(graph, label="method")
    listed = list_entities(graph, label="Method")
    assert listed and list_entities(graph, label="METHOD") == listed
    for call in (lambda: list_entities(graph, label="Methods"), lambda: suspicious_in_graph(graph, label="Repo")):
        with pytest.raises(ResolveError, match="unknown label"):
            call()


def _flagged_pairs(*names_by_label: tuple[str, str]) -> set[frozenset[str]]:
    extractions = [paper(f"p{i}", mention(label, name)) for i, (label, name) in enumerate(names_by_label)]
    return {frozenset(f.names) for f in suspicious(resolve(extractions, alias_table=AliasTable())) if f.kind == "duplicate"}


def test_slips_of_the_keyboard_and_word_endings_are_likely_duplicates():
    flagged = _flagged_pairs(("METHOD", "ByteTrack"), ("METHOD", "ByeTrack"), ("METHOD", "ControlNet"),
                             ("METHOD", "ControllNet"), ("METHOD", "Adaptor-S"),
                             ("METHOD", "Adapator-S"), ("METRIC", "normalised error"), ("METRIC", "normalized error"))
    assert flagged == {frozenset({"ByteTrack", "ByeTrack"}), frozenset({"ControlNet", "ControllNet"}),
                       frozenset({"Adaptor-S", "Adapator-S"}),
                       frozenset({"normalised error", "normalized error"})}
    # a plural inside the name is no slip left to flag: resolution already made the two one entity
    assert _flagged_pairs(("TASK", "video detection"), ("TASK", "videos detection")) == set()


def test_tags_capitals_other_words_and_two_changes_are_other_names():
    # a split or edition tag at the end, a changed capital, another word, two letters apart: not typos
    assert _flagged_pairs(("DATASET", "ImageNet"), ("DATASET", "ImageNet-C"), ("DATASET", "Rain100H"),
                          ("DATASET", "Rain100L"), ("DATASET", "HumanEval"), ("DATASET", "HumanEval+"),
                          ("METHOD", "SegFormer"), ("METHOD", "SGFormer"), ("METHOD", "PromptIQ"),
                          ("METHOD", "PromptIR"), ("DATASET", "AdvBench"), ("DATASET", "NavBench"),
                          ("TASK", "shape estimation"), ("TASK", "sharp estimation")) == set()


def test_a_letter_changed_for_one_far_from_it_on_the_keyboard_is_another_name_and_a_near_one_a_slip():
    assert _flagged_pairs(("METHOD", "GlimFace"), ("METHOD", "GlimFake"), ("METHOD", "ZorbaGuard"),
                          ("METHOD", "ZorbvGuard")) == set()  # (c and k, a and v: other words)
    assert _flagged_pairs(("METHOD", "GlimTrack"), ("METHOD", "GlimTrsck")) == {frozenset({"GlimTrack", "GlimTrsck"})}


def test_a_finding_names_the_spellings_that_are_close():
    extractions = [paper("p1", mention("METHOD", "EfficientDet")),
                   paper("p2", mention("METHOD", "EDX", "EfficentDet"))]
    (finding,) = [f for f in suspicious(resolve(extractions, alias_table=AliasTable())) if f.kind == "duplicate"]
    assert finding.reason == "'EDX' and 'EfficientDet' (as 'EfficentDet' and 'EfficientDet') differ by one character"


def test_a_merge_the_user_made_is_no_false_merge_to_review():
    resolution = resolve(_corpus(), _false_merge(), alias_table=AliasTable())
    assert [f.kind for f in suspicious(resolution, overrides=_false_merge())] == ["duplicate"]


def test_names_the_user_split_are_no_duplicate_to_review():
    resolution = resolve(_corpus(), alias_table=AliasTable())
    for split in (("EfficientDet", "EfficentDet"), ("EfficentDet",)):
        overrides = Overrides(splits=(OverrideEntry("METHOD", split),))
        assert [f for f in suspicious(resolution, overrides=overrides) if f.kind == "duplicate"] == []
    other_label = Overrides(splits=(OverrideEntry("DATASET", ("EfficientDet", "EfficentDet")),))
    assert [f.names for f in suspicious(resolution, overrides=other_label)] == [("EfficentDet", "EfficientDet")]
    unrelated = Overrides(splits=(OverrideEntry("METHOD", ("EfficientDet", "YOLOv5")),))
    assert [f.names for f in suspicious(resolution, overrides=unrelated)] == [("EfficentDet", "EfficientDet")]


def test_a_merge_line_settles_a_node_only_when_it_joins_every_divergent_long_form():
    from kg.resolve import find_suspicions, EntityRow
    row = EntityRow("method:mlm", "METHOD", "MLM", ("MLM", "Cloze Objective", "Masked Language Modeling",
                                                    "Multi-Level Matching"))
    partial = Overrides(merges=(OverrideEntry("METHOD", ("Masked Language Modeling", "Cloze Objective")),))
    assert [f.kind for f in find_suspicions([row], AliasTable(), partial)] == ["false_merge"]
    whole = Overrides(merges=(OverrideEntry("METHOD", ("Masked Language Modeling", "Cloze Objective",
                                                       "Multi-Level Matching")),))
    assert find_suspicions([row], AliasTable(), whole) == []


def test_a_split_line_settles_a_duplicate_only_with_a_name_of_each_side():
    from kg.resolve import find_suspicions, EntityRow
    rows = [EntityRow("method:efficientdet", "METHOD", "EfficientDet", ("EfficientDet", "EffDet")),
            EntityRow("method:efficentdet", "METHOD", "EfficentDet", ("EfficentDet", "EffDet"))]
    assert [f.kind for f in find_suspicions(rows, AliasTable())] == ["duplicate"]
    for names in (("EffDet", "EfficientNet"), ("EffDet",)):  # a name both sides share decides nothing
        assert len(find_suspicions(rows, AliasTable(), Overrides(splits=(OverrideEntry("METHOD", names),)))) == 1
    apart = Overrides(splits=(OverrideEntry("METHOD", ("EfficentDet", "EfficientDet")),))
    assert find_suspicions(rows, AliasTable(), apart) == []


def test_a_long_form_with_words_left_out_is_no_false_merge():
    from kg.resolve import find_suspicions, EntityRow
    rows = [EntityRow("metric:auc", "METRIC", "AUC", ("AUC", "Area Under the Receiver Operating Characteristic Curve",
                                                     "area under curve")),
            EntityRow("metric:win-rate", "METRIC", "win rate", ("length-controlled win rate", "win rates")),
            EntityRow("method:glim", "METHOD", "GLIM", ("GLIM", "Graph Linear Mixer", "Global Image Model"))]
    assert [f.ids for f in find_suspicions(rows, AliasTable())] == [("method:glim",)]


def test_a_long_form_without_its_head_stands_for_the_fuller_one_of_its_node():
    from kg.resolve import find_suspicions, EntityRow
    row = EntityRow("metric:glim", "METRIC", "GQS", ("GQS", "Glim Quality Score", "glim quality", "score of glims"))
    assert find_suspicions([row], AliasTable()) == []
    apart = EntityRow("metric:glim", "METRIC", "GQS", ("GQS", "Glim Quality Score", "zorb quality", "score of glims"))
    assert [f.kind for f in find_suspicions([apart], AliasTable())] == ["false_merge"]
    several = EntityRow("metric:guc", "METRIC", "GUC", (
        "GUC", "Glim Under the Curve", "Glim Under the Blixing Zorbating Quarkistic Curve",
        "Glim Under the Blixing Zorbating Quarkistic",
        "glim under the blixing zorbating quarkistics"))
    assert find_suspicions([several], AliasTable()) == []  # the fullest of the near ones decides
    shortening = EntityRow("metric:guc", "METRIC", "GUC", (
        "GUC", "glim under curve", "Glim Under the Receiver Zorbing Quark Blixing Characteristic Curve",
        "glim under curve value"))
    assert all("glim under curve" not in finding.names  # a shortening stays excused, whatever its fuller form
               for finding in find_suspicions([shortening], AliasTable()))


@pytest.mark.parametrize("label, key, known, names", [
    # a loose writing of a spelling-out the table knows for the node
    ("METHOD", "zorb", ("Zorb Quark Transformer", "Shifted Zorbing Quark Window Transformer"),
     ("Zorb", "Zorb Quark Transformer", "Shifted Zorbing Quark Window")),
    # a plural of a spelling the table knows
    ("METRIC", "dice", ("Dice Score", "Dice Similarity Coefficient"),
     ("Dice", "Dice Score", "Dice Similarity Coefficients")),
])
def test_a_spelling_the_alias_table_knows_for_the_node_loosely_written_is_no_false_merge(label, key, known, names):
    from kg.resolve import find_suspicions, EntityRow
    table = AliasTable()
    for spelling in known:
        table.add(label, spelling, key)
    row = EntityRow(f"{label.lower()}:{key}", label, names[0], names)
    assert find_suspicions([row], table) == []
    assert [f.kind for f in find_suspicions([row], AliasTable())] == ["false_merge"]
