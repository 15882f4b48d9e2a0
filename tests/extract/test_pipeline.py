"""The extraction pipeline on small texts written for these tests."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from spacy.language import Language

from kg.errors import RuleDataError
from kg.extract import extract_paper, extract_papers
from kg.extract.pipeline import shared_nlp
from kg.models import Paper


def _paper(abstract: str, title: str | None = None) -> Paper:
    return Paper(id="sha1:test", abstract=abstract, title=title)


def _by_text(extraction, label):
    """First mention of each name (later ones repeat it)."""
    out = {}
    for m in extraction.mentions:
        if m.label == label:
            out.setdefault(m.text, m)
    return out


def _found_as(nlp, abstract: str, name: str) -> set[tuple[str, str | None]]:
    """Every (label, role) the abstract's mentions of `name` have."""
    return {(m.label, m.role) for m in extract_paper(_paper(abstract), nlp).mentions if m.text == name}


def _labels_found_as(nlp, abstract: str, name: str) -> set[str]:
    """Every label the abstract's mentions of `name` have."""
    return {label for label, _ in _found_as(nlp, abstract, name)}


def _role_of(nlp, label: str, name: str, abstract: str) -> str:
    """The role of the first mention of `name` as `label` in the abstract (a KeyError when there is none)."""
    return _by_text(extract_paper(_paper(abstract), nlp), label)[name].role


@pytest.mark.parametrize("text", ["CIFAR-10", "ImageNet-1K", "Phi2-2.7B", "GPT-4o", "DINOv2", "Hutch++", "P@1", "F1",
                                  "mAP@0.5", "BLEU-4", "3.07e-20", "1.5x", "28.6×", "ViT-B/16", "Llama-3.1-8B",
                                  "Flickr30K", "YFCC100M", "GSM8K"])
def test_tokenizer_keeps_scientific_names_whole(nlp, text):
    doc = nlp.make_doc(f"We report {text}, then stop.")
    assert text in [t.text for t in doc]


@pytest.mark.parametrize("text, tokens", [
    ("Glim Quark Collage (GQC): an augmentation scheme.", ["(", "GQC", ")", ":", "an"]),
    ("as shown before (see Section 8).", ["8", ")", "."]),
    ("two ablations (i.e., 8) in total", ["(", "i.e.", ",", "8", ")"]),
])
def test_brackets_and_colons_are_no_emoticons(nlp, text, tokens):
    words = [t.text for t in nlp.make_doc(text)]
    assert any(words[i:i + len(tokens)] == tokens for i in range(len(words)))


def test_a_definition_a_colon_follows_is_a_name(nlp):
    abstract = ("We propose four techniques for detection. Glim Quark Collage (GQC): an augmentation scheme pasting "
                "cut-outs of uncommon objects into scenes.")
    assert _found_as(nlp, abstract, "GQC") == {("METHOD", "proposed")}


@pytest.mark.parametrize("text, tokens", [
    ("a simple out-of-domain~(OOD) detector", ["out-of-domain", "(", "OOD", ")"]),  # LaTeX's tie is a space
    ("trained on~GlimSet for a day", ["on", "GlimSet"]),
    ("baselines such as Glimba~2 and Quarkpose~3", ["Glimba", "2"]),
    ("we propose \\textbf{Glim Quark Policy}~(\\textbf{GQP}) for robots", ["Policy", "(", "GQP", ")"]),
    ("a ~5x speedup", ["~5x"]),  # but "~" after a space says "about", and between numbers spans a range
    ("a 1.3x~1.7x speedup", ["1.3x~1.7x"]),
])
def test_a_latex_tie_between_words_is_a_space(nlp, text, tokens):
    from kg.extract.pipeline import clean_text

    words = [t.text for t in nlp.make_doc(clean_text(text)) if not t.is_space]
    assert any(words[i:i + len(tokens)] == tokens for i in range(len(words))), words


@pytest.mark.parametrize("abstract, found", [
    # a definition whose words name a task, apposed as the paper's method, is the method it proposes
    ("To overcome this, we propose leap glim prediction (L-GP), a new decoding method for long token leaps that extends "
     "earlier decoders.", {("METHOD", "proposed")}),
    # not where the apposition says it is a task, whatever noun comes after
    ("We study leap glim prediction (L-GP), a task where models guess far tokens.", {("TASK", None)}),
    ("We propose leap glim prediction (L-GP), a task unsolved by any single model.", {("TASK", None)}),
])
def test_a_task_shaped_definition_apposed_as_a_method_is_a_method(nlp, abstract, found):
    assert _found_as(nlp, abstract, "L-GP") == found


def test_a_size_ending_a_name_stays_on_it_and_a_unit_after_a_number_comes_off(nlp):
    words = [t.text for t in nlp.make_doc("Results on (Vimeo90K and WebVid10M) for a 5km run at 20% cost, 10M images.")]
    assert {"Vimeo90K", "WebVid10M"} <= set(words)
    assert words[words.index("run") - 2:words.index("run")] == ["5", "km"] and "%" in words and "10M" in words


def test_a_full_stop_after_a_size_or_variant_letter_ends_the_sentence(nlp):
    doc = nlp("It beats QuarkLM 8B. Then it beats ViT-B. Later results on Quark-13K. Follow.")
    assert [t.text for t in doc][:4] == ["It", "beats", "QuarkLM", "8B"]
    assert {"ViT-B", "Quark-13K"} <= {t.text for t in doc} and len(list(doc.sents)) == 4


def test_two_acronyms_joined_by_a_slash_are_two_tokens_and_a_variant_stays_one(nlp):
    words = [t.text for t in nlp.make_doc("It lowers CER/WER on ViT-B/16 and GPT-4/human splits (PSNR/SSIM).")]
    assert ["CER", "/", "WER"] == words[2:5] and ["PSNR", "/", "SSIM"] == words[-5:-2]
    assert {"ViT-B/16", "GPT-4/human"} <= set(words)


def test_two_capitalised_names_joined_by_a_slash_are_two_tokens_but_not_in_a_web_address(nlp):
    words = [t.text for t in nlp.make_doc("On GLIM/Zorb-MNIST and Quark-CXR/IV, see github.com/GlimAI/Zorb-Net.")]
    assert ["GLIM", "/", "Zorb-MNIST"] == words[1:4]
    assert {"Quark-CXR/IV", "github.com/GlimAI/Zorb-Net"} <= set(words)


def test_a_slash_between_measures_listed_after_a_measure_noun_keeps_the_list(nlp):
    abstract = "We score GlimEx with metrics including Zorbness, GlimScore/BlixScore, and Quarkness."
    assert {"Zorbness", "GlimScore", "BlixScore", "Quarkness"} <= set(_by_text(extract_paper(_paper(abstract), nlp),
                                                                                "METRIC"))


def test_plain_words_joined_by_a_slash_stay_one_token(nlp):
    words = [t.text for t in nlp.make_doc("A Coarse/Fine search in Tokens/Second with BERT-Base/Large (Math/Code).")]
    assert {"Coarse/Fine", "Tokens/Second", "BERT-Base/Large", "Math/Code"} <= set(words)


def test_known_names_joined_by_a_slash_are_two_tokens(nlp):
    words = [t.text for t in nlp.make_doc("We tune with Adam/SGD on Cityscapes/KITTI and report Precision/Recall.")]
    assert ["Adam", "/", "SGD"] == words[3:6] and {"KITTI", "Recall"} <= set(words)


def test_a_value_glued_to_its_measure_by_an_equals_sign_comes_off(nlp):
    words = [t.text for t in nlp.make_doc("It fits well (R^2=0.8, F1=0.91, κ=0.7) at mAP@0.5=45.2 for En<->De.")]
    assert words[4:16] == ["R^2", "=", "0.8", ",", "F1", "=", "0.91", ",", "κ", "=", "0.7", ")"]
    assert words[17:20] == ["mAP@0.5", "=", "45.2"] and "En<->De" in words


def test_a_hyphen_for_a_dash_after_a_bracket_closes_it_and_a_hyphenated_modifier_stays(nlp):
    words = [t.text for t in nlp.make_doc("We propose Decoding (AVCD)-a novel method, with (HU)-based filters.")]
    assert words[3:8] == ["(", "AVCD", ")", "-", "a"] and "HU)-based" in words
    methods = _by_text(extract_paper(_paper("We propose Audio-Visual Contrastive Decoding (AVCD)-a novel, "
                                            "training-free decoding framework."), nlp), "METHOD")
    assert methods["AVCD"].long_form == "Audio-Visual Contrastive Decoding"


def test_an_arrow_between_two_names_splits_them_and_each_known_name_is_found(nlp):
    abstract = 'We adapt ZorbSeg across "GTA5->Cityscapes" and SYNTHIA→Cityscapes, unlike En<->De pairs.'
    words = [t.text for t in nlp.make_doc(abstract)]
    assert words[5:8] == ["GTA5", "->", "Cityscapes"] and words[10:13] == ["SYNTHIA", "→", "Cityscapes"]
    assert "En<->De" in words
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert {"GTA5", "SYNTHIA", "Cityscapes"} <= set(datasets)


@pytest.mark.parametrize("abstract, short, label", [
    ("Here we propose glim-rank adaptation (GlRA).", "GlRA", "METHOD"),
    ("We introduce a strategy dubbed quark-preserving quantization (QPQ) for weights.", "QPQ", "METHOD"),
    ("We propose zorb distribution alignment (ZDA) between the two domains.", "ZDA", "METHOD"),
    ("We propose glim-aware quark segmentation (GQS) as a new problem.", "GQS", "TASK"),
])
def test_a_technique_a_task_head_names_is_the_method_where_the_paper_proposes_it(nlp, abstract, short, label):
    found = {(m.text, m.label) for m in extract_paper(_paper(abstract), nlp).mentions}
    assert (short, label) in found


def test_a_title_name_the_abstract_presents_too_states_the_results_over_a_shorter_part(nlp):
    abstract = ("We propose glim-rank adaptation (GlimAdapt). GlimAdapt adds light adapters to a frozen ZorbSeg. "
                "Our model, GlimAdapt-ZorbSeg, outperforms prior work. It surpasses the best IoU by 12.5 points on "
                "QuarkSet.")
    extraction = extract_paper(_paper(abstract, title="GlimAdapt-ZorbSeg: Robust Zorb Segmentation"), nlp)
    assert [claim.method for claim in extraction.claims] == ["GlimAdapt-ZorbSeg"]


def test_a_comma_glued_after_a_bracket_splits_off(nlp):
    abstract = "We introduce Glim Quark Theory (GQT),a unified framework for zorb modelling, and f(x),y stays."
    words = [t.text for t in nlp.make_doc(abstract)]
    assert words[5:10] == ["(", "GQT)", ",", "a", "unified"] and "f(x)" in words
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["GQT"].long_form == "Glim Quark Theory" and methods["GQT"].role == "proposed"


@pytest.mark.parametrize("text, tokens", [
    ("a Glim Routing module(GRM), and", ["module", "(", "GRM", ")", ","]),
    ("up by 2.1% quark improvement(Z&G metric) on it", ["improvement", "(", "Z&G", "metric", ")"]),
    ("cracking Zorb-4o(29 May release).", ["Zorb-4o", "(", "29", "May"]),
    ("agents such as Glim-R1(14.49%) and", ["Glim-R1", "(", "14.49", "%", ")"]),
])
def test_a_bracket_glued_to_the_word_before_opens_a_bracket_of_its_own(nlp, text, tokens):
    words = [t.text for t in nlp.make_doc(text)]
    assert any(words[i:i + len(tokens)] == tokens for i in range(len(words))), words


def test_a_plural_ending_or_a_digit_in_brackets_stays_on_its_word(nlp):
    assert "(" not in [t.text for t in nlp.make_doc("the group SE(3) and the model(s) and sample(es) here")]


def test_tokenizer_splits_glued_sentences_and_signed_percentages(nlp):
    words = [t.text for t in nlp.make_doc("It works.Therefore we gain +8.21% on it.")]
    assert "Therefore" in words and "+8.21" in words and "%" in words


def test_a_name_after_a_scored_measure_and_on_is_the_data_the_score_is_on(nlp):
    extraction = extract_paper(_paper("GlimNet reaches 85.1% mIoU on QuarkCity and 47.2% on GlimADE."), nlp)
    assert {"QuarkCity", "GlimADE"} <= set(_by_text(extraction, "DATASET"))
    assert [(c.value, c.dataset) for c in extraction.claims] == [(85.1, "QuarkCity"), (47.2, "GlimADE")]


def test_the_name_that_improves_a_measure_by_a_score_is_a_method(nlp):
    extraction = extract_paper(_paper("GlimRec improves Recall by 4.2% on GlimRetail."), nlp)
    assert "GlimRec" in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, metrics", [
    ("Agent crowds outperform human crowds in truthfulness classification, exhibit higher internal consistency, and "
     "show reduced susceptibility to bias.", {"internal consistency"}),
    ("Compared to fast methods having inference time less than 100ms, our GlimNet performs better.",
     {"inference time"}),
    ("GlimChem outperforms prior approaches in selectivity, purity, and yield.", {"selectivity", "purity", "yield"}),
])
def test_a_verb_opening_a_clause_is_no_part_of_a_measure(nlp, abstract, metrics):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC")) == metrics


@pytest.mark.parametrize("abstract, task", [
    ("These sets help to evaluate the robustness of future object detection models.", "object detection"),
    ("We release a simple yet strong baseline for future weakly-supervised medical image segmentation.",
     "weakly-supervised medical image segmentation"),
    ("Our approach gives a cleaner and more-flexible surface reconstruction pipeline.", "surface reconstruction"),
    ("We propose GlimNet for future trajectory prediction.", "future trajectory prediction"),
    ("We propose GlimNet for future semantic segmentation on GlimCity.", "future semantic segmentation"),
    ("This lays a foundation for future emotion recognition tasks.", "emotion recognition"),
    ("We study less-supervised semantic segmentation.", "less-supervised semantic segmentation"),
])
def test_a_word_about_time_or_degree_does_not_narrow_a_known_task(nlp, abstract, task):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "TASK")) == {task}


@pytest.mark.parametrize("abstract, long_form", [
    ('The proposed method, termed "Glim Diffusion Imposed Correlation" (GDIC), leverages diffusion.',
     "Glim Diffusion Imposed Correlation"),
    ("This study introduces the DRop-derived Intelligence For Glim analysis (DRIFG) dataset.",
     "DRop-derived Intelligence For Glim analysis"),
    ("Our approach introduces two innovations: 1)Group Residual Glim Quantization (GRGQ), a representation.",
     "Group Residual Glim Quantization"),
])
def test_a_long_form_is_the_words_of_the_name_only(nlp, abstract, long_form):
    extraction = extract_paper(_paper(abstract), nlp)
    assert {m.long_form for m in extraction.mentions if m.long_form} == {long_form}


def test_a_country_written_with_full_stops_is_no_dataset(nlp):
    extraction = extract_paper(_paper("GlimNet shows clinical utility on data from hospitals in the U.S., "
                                      "South Korea and the U.K., achieving top performance."), nlp)
    assert not _by_text(extraction, "DATASET")
    census = extract_paper(_paper("We evaluate GlimNet on the U.S. Census dataset and the U.K. Biobank."), nlp)
    assert "U.S. Census" in _by_text(census, "DATASET") and "U.K." not in _by_text(census, "DATASET")
    code = extract_paper(_paper("Extraction is critical for legal corpora such as the Glim States Code (G.S.C.)."), nlp)
    assert "G.S.C." in _by_text(code, "DATASET")


def test_an_acronym_in_math_mode_is_read_without_the_markup(nlp):
    extraction = extract_paper(_paper("We introduce the $Glim Grammar Evaluation Benchmark (GlimGEM)$, designed for "
                                      "LLMs. Our Glim Trainer and Sampler (GTS-{T,S}) is fast."), nlp)
    names = {m.text for m in extraction.mentions}
    assert "GlimGEM" in names
    assert not any(ch in name for name in names for ch in "{}$")


def test_a_dot_glued_between_a_name_and_the_next_sentence_ends_the_sentence(nlp):
    extraction = extract_paper(_paper("They still toggle between short and long GlimCoT.In this work, we propose "
                                      "QuarkNet. It is trained on (GlimSet).Concretely we use GBA.Height maps."), nlp)
    assert extraction.mentions and all("." not in m.text for m in extraction.mentions if m.text != "GBA.Height")
    assert _by_text(extraction, "METHOD")["QuarkNet"].role == "proposed"
    words = [t.text for t in nlp.make_doc("long GlimCoT.In this; GBA.Height")]
    assert words[:4] == ["long", "GlimCoT", ".", "In"] and "GBA.Height" in words


def test_pipeline_has_no_ordering_problems(nlp):
    analysis = nlp.analyze_pipes(pretty=False)
    assert not any(analysis["problems"].values())


def test_proposed_method_with_acronym_and_backbones_used(nlp):
    extraction = extract_paper(_paper(
        "We propose a Sparse Routing Transformer (SRT) for long documents. SRT builds on backbones "
        "(i.e., BERT and RoBERTa) and outperforms Longformer on the QuALITY benchmark by 2.4% accuracy."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["SRT"].role == "proposed"
    assert methods["SRT"].long_form == "Sparse Routing Transformer"
    assert methods["Sparse Routing Transformer"].role == "proposed"
    assert methods["BERT"].role == "used"
    assert methods["RoBERTa"].role == "used"
    assert methods["Longformer"].role == "compared"
    assert "QuALITY" in _by_text(extraction, "DATASET")


def test_every_mention_carries_evidence_that_points_into_the_abstract(nlp):
    abstract = "We introduce FlowNet-X, a novel optical flow model. Experiments on KITTI and Sintel show gains."
    extraction = extract_paper(_paper(abstract), nlp)
    assert extraction.mentions
    for mention in extraction.mentions:
        ev = mention.evidence
        assert abstract[ev.start:ev.end] == mention.text
        assert mention.text in ev.sentence and ev.sentence in abstract
        assert ev.rule and 0 < ev.confidence <= 1


@pytest.mark.parametrize("title, abstract, expected", [
    ("QuillNet: Sparse Routing for Long Documents", "We route tokens sparsely and beat dense baselines on long inputs.",
     ("QuillNet", "METHOD", "proposed")),
    ("ToxiBench - A Benchmark of Toxic Dialogues", "We collect 5,000 dialogues and rate their toxicity.",
     ("ToxiBench", "DATASET", "introduced")),
    ("FaithScore: A Metric for Grounded Summaries", "We score summaries by the claims their sources support.",
     ("FaithScore", "METRIC", None)),
    ("QuillNet: Sparse Routing for Long Documents", "We route tokens sparsely. Code: https://github.com/lab/QuillNet.",
     ("QuillNet", "METHOD", "proposed")),  # a code link does not write the name
    ("QuillNet: Sparse Routing for Long Documents", "We route tokens sparsely and release QuillNet-Bench.",
     ("QuillNet", "METHOD", "proposed")),  # nor does a longer name
    ("QR-IAD:Mask-Free Anomaly Detection with Reasoning", "We detect anomalies without masks.",
     ("QR-IAD", "METHOD", "proposed")),  # a colon with no space after it
    ("QMLU-Pro:A More Robust Benchmark", "We collect harder questions.", ("QMLU-Pro", "DATASET", "introduced")),
    ("Quillfels: Fast Reconstruction from Sparse Views", "We present a method that runs in 3 minutes.",
     ("Quillfels", "METHOD", "proposed")),  # a plain capitalised word names it too
    ("Quillana: A New Benchmark Dataset for Retrieval", "We release 3,000 queries at https://hf.co/datasets/quillana.",
     ("Quillana", "DATASET", "introduced")),  # (a link holding the word is no prose)
    ("Quillana: A Vision Transformer for Remote Sensing", "We classify scenes from space.",
     ("Quillana", "METHOD", "proposed")),
])
def test_a_name_only_the_title_gives_is_read_from_the_title(nlp, title, abstract, expected):
    extraction = extract_paper(_paper(abstract, title=title), nlp)
    from_title = [m for m in extraction.mentions if m.evidence.section == "title"]
    assert [(m.text, m.label, m.role) for m in from_title] == [expected]
    evidence = from_title[0].evidence
    assert evidence.sentence == title and title[evidence.start:evidence.end] == expected[0]
    assert evidence.rule == "title:name"
    assert all(m.evidence.section == "abstract" for m in extraction.mentions if m is not from_title[0])


@pytest.mark.parametrize("title", [
    "QuillDoc: Do Vision-Language Models Really Read Documents?",
    "QuillPersonas: What Do We Learn From Famous People?",
    "QuillVibe - Can a Model Read the Room?",
])
def test_a_title_name_before_a_question_is_no_method_the_paper_presents(nlp, title):
    extraction = extract_paper(_paper("We study whether models read what they see, and find they often do not.",
                                      title=title), nlp)
    assert [m for m in extraction.mentions if m.evidence.section == "title"] == []


@pytest.mark.parametrize("title, abstract", [
    ("QuillMix: Do We Really Need Attention for Vision?", "We propose an all-MLP architecture for images."),
    ("QuillGraph: When Transformers Meet Graphs", "We study a graph transformer and its limits."),  # no question mark
])
def test_a_title_name_before_a_question_the_abstract_answers_with_a_proposal_is_its_method(nlp, title, abstract):
    extraction = extract_paper(_paper(abstract, title=title), nlp)
    assert [(m.text, m.label, m.role) for m in extraction.mentions if m.evidence.section == "title"] == [
        (title.split(":")[0], "METHOD", "proposed")]


@pytest.mark.parametrize("abstract, name, label, role", [
    ("To this end, we propose q7, a framework to adapt pre-trained models into reasoners.", "q7", "METHOD", "proposed"),
    ("We introduce zap2zap, a framework that lets models adjust their vocabularies.", "zap2zap", "METHOD", "proposed"),
    ("We present news2021full, the largest public corpus of German newspaper articles.", "news2021full", "DATASET",
     "introduced"),
    ("We propose l2 regularization for stable training.", None, None, None),  # no apposition: not a name
    ("We introduce GlimNet v2, a novel framework for 4-bit activations.", None, None, None),  # a version of a name
])
def test_lower_case_names_with_a_digit_given_in_apposition(nlp, abstract, name, label, role):
    extraction = extract_paper(_paper(abstract), nlp)
    coined = [(m.text, m.label, m.role) for m in extraction.mentions if m.evidence.rule.startswith("shape:coined-word")
              and m.text.islower()]
    assert coined == ([(name, label, role)] if name else [])


@pytest.mark.parametrize("abstract, expected", [
    ('In response, we present "Glimmer", a compact alignment framework.', [("Glimmer", "METHOD", "proposed")]),
    ('We introduce "Glimmering", a phenomenon in which models repeat their prompts.', []),  # a term, not a system
    ('Specifically, we present a "Glimmer" agent that writes k variants of a task.', [("Glimmer", "METHOD", "proposed")]),
    ("We propose an attack called \u201cQuarrel\u201d that hides prompts in images.",
     [("Quarrel", "METHOD", "proposed")]),
    ('We release "Quark-splits", a dataset of re-balanced evaluation splits.',
     [("Quark-splits", "DATASET", "introduced")]),
    ('This paper introduces "glim2", a library of networks.', [("glim2", "METHOD", "proposed")]),
    ('We call this effect "Toxicity" in what follows.', []),  # no cue for a name: a word in quotes
])
def test_a_proposed_name_in_quotes_is_the_name(nlp, abstract, expected):
    extraction = extract_paper(_paper(abstract), nlp)
    assert [(m.text, m.label, m.role) for m in extraction.mentions if m.label in ("METHOD", "DATASET")] == expected


@pytest.mark.parametrize("title, abstract, expected", [
    ("Just-Style: Leak-Free Style Transfer", "To fix this, we propose Just-Style: a method that mitigates content leakage.",
     [("Just-Style", "METHOD", "proposed")]),
    ("Chain-of-Cues: Prompting for Video QA", "Eliciting a chain-of-cues helps models answer questions.", []),
])
def test_the_title_names_what_the_abstract_writes_in_the_titles_case(nlp, title, abstract, expected):
    extraction = extract_paper(_paper(abstract, title=title), nlp)
    named = [(m.text, m.label, m.role) for m in extraction.mentions if m.evidence.rule.startswith("title:")]
    assert named == expected
    for mention in extraction.mentions:
        assert abstract[mention.evidence.start:mention.evidence.end] == mention.text


@pytest.mark.parametrize("abstract, expected, absent", [
    ("We compare with segmentation methods such as StarDist, Cellposer, and the Segment Anything Model 2 (SAM2).",
     {"Cellposer": "compared"}, set()),
    ("It plugs into existing pruning techniques such as Magnitude, SparseGPT, and Wanda.", {"Magnitude": "used"}, set()),
    ("We fine-tune base models such as LLaMA 3.1 8B Instruct, Qwen2 7B Instruct and Gemini 2.0 Pro.", {},
     {"Instruct", "Pro"}),  # the last word of a longer name
    ("The system has five modules: Generation, Control, Memory, Dynamics, and Intelligence.", {},
     {"Generation", "Control", "Memory"}),  # parts a system's plain words describe
    ("Existing backbones (e.g., CNNs and Transformers) are slow.", {}, {"Transformers"}),
])
def test_plain_capitalised_words_listed_among_model_names(nlp, abstract, expected, absent):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {name: methods[name].role for name in expected if name in methods} == expected
    assert not absent & set(methods)


@pytest.mark.parametrize("abstract, dataset", [
    ("We propose GlimNet, a detector. On FooSet, GlimNet reduces latency by 69.7%.", "FooSet"),
    ("We propose GlimNet, a reasoner. For instance, on QuarkBench24, GlimNet cuts token usage by 3x.", "QuarkBench24"),
])
def test_a_name_a_result_in_percent_or_times_is_stated_on_is_data(nlp, abstract, dataset):
    assert _by_text(extract_paper(_paper(abstract), nlp), "DATASET")[dataset].role == "evaluated"


@pytest.mark.parametrize("abstract, name", [
    ("We propose GlimNet, a detector. It builds on QuarkFormer, a prior design with 12 layers.", "QuarkFormer"),
    # "on" after a verb, in a sentence with a result: what the verb acts on, not data
    ("We propose GlimNet, a detector. GlimNet builds on QuarkNet and reduces latency by 40%.", "QuarkNet"),
    ("We propose GlimNet, a detector. Deployed on GlimPhone, GlimNet cuts energy by 30%.", "GlimPhone"),
    # a kernel size is no result
    ("We propose GlimNet, a detector. We stack 3 x 3 convolutions on QuarkBoard.", "QuarkBoard"),
])
def test_a_name_after_on_that_opens_no_clause_of_a_result_is_no_data_by_that(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, expected, absent", [
    ("GlimNet beats prior methods on recognition tasks (DVS128-Gesturx and N-Carx).", {"DVS128-Gesturx", "N-Carx"}, set()),
    # plain words and task acronyms in brackets after tasks are kinds of task, not benchmarks
    ("GlimNet is tested on four visual reasoning tasks (Math, Puzzle, Chart, and Science).", set(),
     {"Math", "Puzzle", "Chart", "Science"}),
    ("GlimNet is tested on generation tasks (T2I, I2V).", set(), {"T2I", "I2V"}),
])
def test_names_in_brackets_after_tasks_are_their_benchmarks(nlp, abstract, expected, absent):
    datasets = set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))
    assert expected <= datasets and not absent & datasets


@pytest.mark.parametrize(("abstract", "long_form"), [
    ("We propose Less is More for Reasoning (LIMO), a simple recipe.", "Less is More for Reasoning"),
    ("We present Seeing is Believing (SiB), a new benchmark for grounding.", "Seeing is Believing"),
])
def test_a_title_case_name_may_hold_is(nlp, abstract, long_form):
    extraction = extract_paper(_paper(abstract), nlp)
    assert long_form in {m.text for m in extraction.mentions}


@pytest.mark.parametrize(("abstract", "spelled", "whole"), [
    ("We use Glim Quark models pre-trained on FooSet using masked encoding (GQME) and a pose model.", "GQME", None),
    ("We present a method introducing a novel framework called Zero-shot Glimming with Quark Concepts (InfZGQC).",
     "Zero-shot Glimming with Quark Concepts", None),
    # a participle before a capital or a noun is part of the name
    ("We propose the Unified Glim Matching pre-trained model (UGM) for images.", None,
     "Unified Glim Matching pre-trained model"),
    ("We use a Generative Pre-trained Transformer (GPT) for text.", None, "Generative Pre-trained Transformer"),
])
def test_a_long_form_ends_where_a_participle_opens_a_clause_about_a_name(nlp, abstract, spelled, whole):
    texts = {m.text for m in extract_paper(_paper(abstract), nlp).mentions}
    assert not any(" pre-trained on " in text or text.startswith("introducing") for text in texts)
    assert spelled is None or spelled in texts
    assert whole is None or whole in texts


@pytest.mark.parametrize(("abstract", "short"), [
    ("Despite advances in 3D Gaussian Splatting (3DGS), rendering remains slow.", "3DGS"),
    ("We build on dynamic 3D Gaussian Splatting (3DGS) for scenes.", "3DGS"),
])
def test_a_known_acronym_is_defined_by_its_known_long_form_not_the_words_before_it(nlp, abstract, short):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[short].long_form == "3D Gaussian Splatting"
    assert "3D Gaussian Splatting" in methods and not any(name.endswith(" 3D Gaussian Splatting") for name in methods)


def test_a_known_acronym_is_defined_by_all_of_its_known_long_form_where_the_letters_spell_only_its_end():
    from kg.extract.mentions import _known_long_form_start

    # "the 95th percentile glim distance (GD95)": the gazetteer knows all four words as the measure GD95 stands
    # for, the letters spell the last two, which name the plain measure
    gazetteer = {(1, 5): ("METRIC", "glim-distance-95"), (6, 7): ("METRIC", "glim-distance-95")}
    assert _known_long_form_start(gazetteer, gazetteer[(6, 7)], 3, 5) == 1
    other = {(1, 5): ("METRIC", "quark-distance"), (6, 7): ("METRIC", "glim-distance-95")}
    assert _known_long_form_start(other, other[(6, 7)], 3, 5) == 3  # (a longer name of another measure: not it)


@pytest.mark.parametrize(("abstract", "name", "label", "part"), [
    ("In this work, we propose Serial LoRA, a novel LoRA variant that shares a low-rank matrix.",
     "Serial LoRA", "METHOD", "Serial"),
    ("We introduce Video SimpleQA, the first comprehensive benchmark tailored for factuality.",
     "Video SimpleQA", "DATASET", "Video"),
    ("In this paper, we propose Ancestral Mamba, a novel approach to continual learning.",
     "Ancestral Mamba", "METHOD", "Ancestral"),
    ("To further enhance ICL, we introduce Refract ICL, a novel ICL selection algorithm.", "Refract ICL", "METHOD",
     "Refract"),
    # a coined word that is a name alone too
    ("We also propose GlimZorbQuark UNet, a spatiotemporal architecture with a tide branch.", "GlimZorbQuark UNet",
     "METHOD", "GlimZorbQuark"),
])
def test_a_capitalised_word_before_a_known_name_names_the_papers_own_variant(nlp, abstract, name, label, part):
    extraction = extract_paper(_paper(abstract), nlp)
    found = {m.text: m for m in extraction.mentions}
    assert found[name].label == label and found[name].role in ("proposed", "introduced")
    assert part not in found


@pytest.mark.parametrize(("abstract", "word"), [
    ("This work presents novel Transfer Learning (TL) techniques for Human Action Recognition (HAR).", "Transfer"),
    ("To localize actions, we design a Chain of Thought (CoT)-like reasoning method.", "Chain"),
    ("We present Less is More, the third-place approach in the shared task.", "Less"),
    ("This paper presents a novel Visual RAG pipeline that combines retrieval and generation.", "Visual"),
    ("We propose Positive and Negative Sample Reinforcement (PSR and NSR) for reasoning.", "Positive"),
    ("GtG 2.0 improves Average Precision by 35% compared to Graph Neural Network-based methods.",
     "Graph Neural Network-based"),
])
def test_the_first_word_of_a_longer_title_case_phrase_is_not_a_coined_name(nlp, abstract, word):
    names = {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"}
    assert word not in names


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("Online A/B tests show our approach achieves a 12.5% increase in CTR and an 8.3% increase in CVR.", "CTR",
     "METRIC"),
    ("Experiments show a 46.2% improvement in K&K over the base model.", "K&K", "DATASET"),
    ("Experiments show a 6.3% improvement in SUN-397 over the baseline.", "SUN-397", "DATASET"),
])
def test_a_short_acronym_a_change_is_in_is_a_measure(nlp, abstract, name, label):
    labels = {m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.text == name}
    assert label in labels and (label == "DATASET" or "DATASET" not in labels)


@pytest.mark.parametrize(("abstract", "name"), [
    ("We then train Timer, a dialogue agent designed to predict time intervals and respond in time.", "Timer"),
    ("We propose Mosaic for Large Language Models, which improves accuracy by 5%.", "Mosaic"),
    ("We craft two perturbations, named Ramblings and Mutes. Ramblings mislead the model.", "Ramblings"),
])
def test_a_coined_name_before_a_title_case_phrase_it_is_for_stays_a_name(nlp, abstract, name):
    roles = {(m.text, m.role) for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"}
    assert (name, "proposed") in roles


@pytest.mark.parametrize("abstract", [
    "This paper presents a novel framework that combines knowledge graph (KG) and retrieval techniques.",
    "Tasks are scheduled along a directed acyclic graph (DAG) that we build per query.",
])
def test_a_data_structure_defined_by_its_acronym_is_no_method(nlp, abstract):
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"]


@pytest.mark.parametrize(("abstract", "long_form"), [
    ("Each neuron in the field for category representation (FCR) has a receptive field on the field for feature "
     "representation (FFR) centered at the representative neuron.", None),
    ("The benchmark includes 100 tasks, all rendered as text through an unsupervised representation learning "
     "framework (AtariARI).", None),
    ("Our study evaluates KAAR on the Abstraction and Reasoning Corpus (ARC) with strong gains.",
     "Abstraction and Reasoning Corpus"),
    ("The dataset spans English, Telugu, Hindi, and their code-mixed variants (Te-En, Hi-En).", None),
    ("We introduce a framework that extends X-ICL by systematically exploring explanations for all possible "
     "labels (X2-ICL).", None),
    ("This paper evaluates skin color measurement methods from dermatoscopic images using a synthetic dataset "
     "(S-SYNTH) with known melanin content.", None),
    ("We propose Regularization by Latent Denoising (RED) for inverse problems.", "Regularization by Latent Denoising"),
    ("We revisit regularization by denoising (RED) for image restoration.", "regularization by denoising"),
    ("Abstraction and Reasoning Corpus (ARC) is a benchmark for abstract reasoning.", "Abstraction and Reasoning Corpus"),
    # each letter a word's initial where the words allow it, not two letters of the last word
    ("We analyse sorting algorithms in pairwise ranking prompting (PRP) for reranking.", "pairwise ranking prompting"),
    ("We build a compact adaptive aggregation look-up table (AALUT) for fusion.", "adaptive aggregation look-up table"),
    ("Accurate detection is critical to Chinese character recognition (CCR) in documents.",
     "Chinese character recognition"),
])
def test_a_long_form_opens_with_a_word_of_the_name_not_a_preposition(nlp, abstract, long_form):
    from kg.extract.components import VIEW_KEY
    from kg.extract.acronyms import find_acronym_pairs

    view = nlp(abstract).user_data[VIEW_KEY]
    found = {view.span_text(start, end) for start, end, _ in find_acronym_pairs(view, frozenset())}
    assert found == ({long_form} if long_form else set())


@pytest.mark.parametrize("abstract", [
    "We build a cohort of patients with Moderate to Severe Traumatic Brain Injury (msTBI) and study recovery.",
    "The data come from the National Alzheimer's Coordinating Center (NACC), which we propose to use.",
    "We introduce a benchmark to evaluate LLMs across input formats for tabular data, including LaTeX, HTML, and PNG.",
    "The code is licensed under open-source MPL 2.0, while the models are distributed under CC BY-NC-SA 4.0.",
])
def test_diseases_bodies_and_file_formats_are_no_methods(nlp, abstract):
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"]


def test_the_papers_own_runs_of_a_known_family_are_not_a_new_method(nlp):
    abstract = ("Recently, Vision Transformers (ViTs) have gained popularity for their efficient training. In this "
                "work, we show that ViT can outperform CNNs to detect wildfires. One of our ViTs outperforms the "
                "baseline UNet by 4.58% in IoU.")
    roles = {(m.text, m.role) for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"}
    assert ("ViTs", "proposed") not in roles and ("ViTs", "used") in roles


def test_a_clause_before_a_bracketed_list_is_no_long_form_and_two_letter_items_are_names(nlp):
    abstract = ("We propose GlimNE, a novel evolutionary framework. Evaluations show that GlimNE consistently "
                "outperforms both classical algorithms (GA, DE, CMA-ES) under noise.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {"GA", "DE", "CMA-ES"} <= set(methods)
    assert not any("outperforms" in name for name in methods)
    assert methods["GA"].long_form is None


@pytest.mark.parametrize("abstract, first", [
    ("We turn the scores into binary labels and fine-tune four pre-trained language models (BERT, RoBERTa, "
     "DeBERTa-v3-base).", "BERT"),
    ("We introduce a fine-tuning strategy applied to four Vision Transformer variants (Tiny, Small, Base, Large) "
     "on GlimSet.", "Tiny"),
    ("We prune the pre-trained glim transformers (GlimT, QuarkT, and BosonT) on GlimSet.", "GlimT"),
])
def test_the_first_name_of_a_bracketed_list_is_no_short_form_of_the_words_before_it(nlp, abstract, first):
    mentions = extract_paper(_paper(abstract), nlp).mentions
    assert not any(m.evidence.rule.startswith("acronym:long-form") for m in mentions)
    assert not any(m.text == first and m.long_form for m in mentions)


@pytest.mark.parametrize("bracket", ["(QAM, QAM-2)", "(QAM, QAMv2)", "(QAM, NeurIPS)", "(QAM, Dosovitskiy, 2021)",
                                     "(QAM1, QAM2, QAM3)"])
def test_a_version_a_venue_or_a_citation_after_a_short_form_keeps_its_definition(nlp, bracket):
    abstract = f"We propose Quark Anything Models {bracket} for segmentation, and QAM beats GlimNet by 3%."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[bracket[1:].split(",")[0]].long_form == "Quark Anything Models"


def test_numbered_short_forms_in_one_bracket_share_the_long_form_before_it(nlp):
    abstract = ("We measure eyelid parameters such as Glim Reflex Distances (GRD1, GRD2) with GlimNet, and GlimNet "
                "lowers the GRD1 error by 12%.")
    assert _by_text(extract_paper(_paper(abstract), nlp), "METRIC")["GRD1"].long_form == "Glim Reflex Distances"


@pytest.mark.parametrize("abstract, long_form, short", [
    ("We propose a Glimmer based Quark Zorb Network (GQZ Net) for pose estimation. GQZ Net beats BlixNet by 3.1% "
     "in accuracy.", "Glimmer based Quark Zorb Network", "GQZ Net"),
    ("We propose the Video-Quark Glim Large Language Model (VQ LLM), a model for scene reasoning.",
     "Video-Quark Glim Large Language Model", "VQ LLM"),
    ("We introduce Zorb-Glim Conditioned Fusion (ZGC Fusion), which fuses the two streams.",
     "Zorb-Glim Conditioned Fusion", "ZGC Fusion"),
    # a short form's last word may end in "ss" and still name one thing
    ("When tuning the head, we apply a glim- and quark-invariant loss (GQI Loss) to learn scales.",
     "glim- and quark-invariant loss", "GQI Loss"),
    ("We design the Zorb Quark Difference Loss (ZQDLoss) to align the frames.", "Zorb Quark Difference Loss",
     "ZQDLoss"),
])
def test_a_short_form_of_two_words_pairs_with_its_long_form(nlp, abstract, long_form, short):
    extraction = extract_paper(_paper(abstract), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods[short].long_form == long_form
    assert long_form in methods
    if "beats" in abstract:
        assert [claim.method for claim in extraction.claims] == [short]


@pytest.mark.parametrize("abstract", [
    "The study area is the Glimmer National Park (North Zorbia), where we map birds with GlimNet.",
    "We build the GQZB Dataset (Glim-Quark-Zorb Hybrid) for pose estimation.",
])
def test_a_bracketed_aside_of_two_words_is_no_short_form(nlp, abstract):
    assert not any(" " in m.text and m.evidence.rule.startswith("acronym:short-form")
                   for m in extract_paper(_paper(abstract), nlp).mentions)


@pytest.mark.parametrize("abstract, place", [
    ("Data were gathered in the Florp Valley National Park (FV Park) over three seasons, and we train a detector "
     "on the images.", "FV Park"),
    ("We collect speech in the Zorb Quark Province (ZQ Province) and train a dialect classifier on it.", "ZQ Province"),
    # nor is a condition or a kind of data a method's noun follows
    ("We study patients with Zorb Syndrome (ZS) prior to surgery using GlimNet.", "ZS"),
    ("We train a Quark Chest X-ray (QCXR) classifier on the scans.", "QCXR"),
])
def test_a_place_defined_by_its_short_form_is_no_method(nlp, abstract, place):
    assert place not in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


@pytest.mark.parametrize("abstract, name, label", [
    ("We propose Florp Agent Laboratory (FAL), a framework in which agents run glim studies end to end.", "FAL",
     "METHOD"),
    ("We introduce the Glim Laboratory (GlimLab), an open-source simulation platform for quark handling.", "GlimLab",
     "METHOD"),
    ("We propose the Zorb Virtual Laboratory (ZVL), an LLM-driven environment for chemistry tasks.", "ZVL", "DATASET"),
    ("We propose Quark Sharpness (QSharpness), a measure of loss-surface flatness.", "Quark Sharpness", "METRIC"),
    ("We propose Glim-guided Focal Lesion (GFL), a segmentation network that outperforms U-Net by 2.1% Dice.", "GFL",
     "METHOD"),
])
def test_what_the_paper_builds_keeps_its_kind_whatever_its_head(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


@pytest.mark.parametrize("abstract, kind, name", [
    ("Here we put forward the first glim reward model (GRM) called Zorb-Shepherd, which scores web paths.", "GRM",
     "Zorb-Shepherd"),
    ("We also build a Large Glim Model (LGM) named NetGlim, based on a three-stage recipe.", "LGM", "NetGlim"),
])
def test_a_definition_followed_by_the_name_it_is_called_is_that_names_kind(nlp, abstract, kind, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert name in methods and kind not in methods


def test_a_definition_a_later_naming_reaches_past_keeps_its_name(nlp):
    abstract = "We build a strong baseline upon the Glim Diffusion Transformer (GDT), named Quarker."
    assert "GDT" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, long_form", [
    ("We then propose GliCo (Glim-and-Control), an approach with two parts that needs no tuning.", "Glim-and-Control"),
    # a shorter bracket is the short form, not the long one, and a name with a number is a variant
    ("To address this, GlimVision-LoRA (GV-LoRA) is proposed for style transfer.", None),
    ("We propose GlimNet, and a deeper GlimNet (GlimNet-131) further lifts accuracy.", None),
])
def test_a_hyphenated_word_in_brackets_may_spell_the_name_out(nlp, abstract, long_form):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    name = next(name for name in ("GliCo", "GlimVision-LoRA", "GlimNet") if name in abstract)
    assert methods[name].long_form == long_form and methods[name].role == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("We compare GlimNet with a Quark Decision Forest (QDF) trained on the same features.", "QDF"),
    ("We propose Glim Single Pass (GlimPass), a decoding method for zorb parsing.", "GlimPass"),
    ("Agents are trained with GlimNet in Zorb City (ZC), a driving simulator.", "ZC"),
])
def test_a_name_whose_last_word_is_a_place_or_ends_in_ss_is_still_a_name(nlp, abstract, name):
    assert name in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


def test_a_bracketed_list_of_processes_after_dimensions_lists_no_measures(nlp):
    abstract = "We evaluate GlimNet along design dimensions (glim augmentation, normalization, and initialization)."
    assert not any(m.evidence.rule == "metric:listed" for m in extract_paper(_paper(abstract), nlp).mentions)


@pytest.mark.parametrize("abstract, label", [
    ("We introduce GlimReject, a large resource containing 12k quark prompts with graded answers.", "DATASET"),
    ("We release GlimArchive, a collection comprising over 2.1 million scans of quark tissue.", "DATASET"),
    # a count of parts makes no data
    ("We propose GlimKit, a resource containing 12 modules for training.", "METHOD"),
])
def test_a_collection_said_to_hold_a_count_of_data_is_a_dataset(nlp, abstract, label):
    name = abstract.split(",")[0].split()[-1]
    assert _labels_found_as(nlp, abstract, name) == {label}


def test_two_capitals_listed_among_datasets_name_one(nlp):
    abstract = "Extensive experiments on three benchmark datasets (GLM, QRK, and ZB) show that GlimPOI leads."
    assert {"GLM", "QRK", "ZB"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


@pytest.mark.parametrize("abstract, name, label", [
    ("We evaluate GlimNet on Zorb City (ZC), which contains 5k street images with dense labels.", "ZC", "DATASET"),
    ("We present a new indexing scheme. The Glim Lake (GL) index speeds up queries by 3x.", "GL", "METHOD"),
    ("We propose a Hierarchical Glim Network (HGN) called HGN-Large that reaches 81.2% on GlimQA.", "HGN", "METHOD"),
])
def test_a_place_name_or_a_naming_keeps_a_definition_that_is_more(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


@pytest.mark.parametrize("abstract", [
    "We present the Florp Consortium (FC), the nonprofit maintaining the GlimSet dataset.",
    "We propose GlimNet. Glim Resonance Imaging (GRI), a widely used diagnostic tool, is expensive.",
    "We propose GlimNet. Zorb Theory (ZT), a mathematical framework for describing parsing, motivates our design.",
])
def test_a_body_or_a_condition_an_apposition_describes_stays_what_it_is(nlp, abstract):
    short = abstract.split("(")[1].split(")")[0]
    assert not {m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.text == short} & {"METHOD",
                                                                                                      "DATASET"}


@pytest.mark.parametrize("short", ["ZQEL", "ZQE Lab"])
def test_a_laboratory_defined_by_its_short_form_is_no_method(nlp, short):
    abstract = (f"GlimNet was tested on the production line of the Zorb Quark Engineering Laboratory ({short}) "
                "at the University of Blix.")
    assert not {short, "Zorb Quark Engineering Laboratory"} & set(_by_text(extract_paper(_paper(abstract), nlp),
                                                                         "METHOD"))


@pytest.mark.parametrize("abstract", [
    "Experiments show that our proposed framework handles a wide range of HOX tasks well.",
    "We use GlimNet for TSX problems and ReIX settings.",
])
def test_a_name_before_a_noun_for_a_kind_of_problem_is_not_a_method(nlp, abstract):
    methods = set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))
    assert not {"HOX", "TSX", "ReIX"} & methods


def test_a_benchmark_written_with_problems_is_still_a_dataset(nlp):
    extraction = extract_paper(_paper("Extensive experiments on KittiSeg-V problems over several seeds show gains."), nlp)
    assert "KittiSeg-V" in _by_text(extraction, "DATASET")


@pytest.mark.parametrize(("abstract", "metric"), [
    # a measure the paper proposes for evaluation
    ("Additionally, we propose an answerability metric that employs a judge model to assess answers.",
     "answerability metric"),
    ("For a finer-grained assessment, we introduce a tree-based step coherence metric.",
     "tree-based step coherence metric"),
    ("Seeing the limits of old metrics, we propose new measures: Weighted Penalty Utilitx and Compliance Aware "
     "Harmonic Meax (CAX).", "CAX"),
    # not a tool of the method, even in a sentence that evaluates the method, nor a word for any metric, nor the
    # first word of a compound
    ("We propose a novel importance score for global pruning.", None),
    ("We propose a novel importance score for global pruning and evaluate it on ImageNet.", None),
    ("To assess summaries, we propose a new evaluation metric.", None),
    ("We propose a deep metric learning approach and evaluate it on CUB-200.", None),
])
def test_a_measure_the_paper_proposes_for_evaluation_is_a_metric(nlp, abstract, metric):
    extraction = extract_paper(_paper(abstract), nlp)
    metrics = set(_by_text(extraction, "METRIC"))
    assert (metric in metrics) if metric else not metrics
    assert metric is None or not _by_text(extraction, "METHOD")


def test_a_method_after_a_sentence_opening_on_metrics_stays_a_method(nlp):
    extraction = extract_paper(_paper("Compared to prior metrics, Reward Aligned Tuninx (RAX) improves alignment."), nlp)
    assert "RAX" in _by_text(extraction, "METHOD") and not _by_text(extraction, "METRIC")


def test_a_known_method_the_title_names_beside_the_papers_own_is_used(nlp):
    extraction = extract_paper(_paper("In this paper, we propose GlimSculpt, which sculpts LoRA for multimodal models. "
                                      "We present LoRA sculpting at scale.",
                                      title="GlimSculpt: Sculpting LoRA for Harmonizing Knowledge"), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["LoRA"].role == "used" and methods["GlimSculpt"].role == "proposed"


def test_a_known_name_the_title_opens_with_is_the_papers_release(nlp):
    extraction = extract_paper(_paper("In this work, we develop and release Llama 2, a collection of chat models.",
                                      title="Llama 2: Open Foundation and Fine-Tuned Chat Models"), nlp)
    assert _by_text(extraction, "METHOD")["Llama 2"].role == "proposed"


def test_a_plain_word_the_title_presents_is_the_papers_own_where_the_abstract_types_it(nlp):
    abstract = ("We apply preference tuning to develop Quillo, a multimodal evaluation model built upon a 7B backbone. "
                "Quillo achieves strong agreement with human ratings.")
    titled = extract_paper(_paper(abstract, title="Quillo: A Multimodal Evaluation Model"), nlp)
    assert _by_text(titled, "METHOD")["Quillo"].role == "proposed"
    untitled = extract_paper(_paper(abstract, title="Evaluating Image and Text Generation"), nlp)
    assert _by_text(untitled, "METHOD")["Quillo"].role != "proposed"


def test_a_release_before_a_dataset_noun_is_part_of_its_name(nlp):
    datasets = _by_text(extract_paper(_paper("We tune GlimLM on the Tulx V2 dataset and test it."), nlp), "DATASET")
    assert "Tulx V2" in datasets


def test_an_acronym_ending_a_list_before_datasets_is_a_dataset_not_a_kind(nlp):
    datasets = _by_text(extract_paper(_paper("GlimNet is best on the IN, UP, and KSX datasets."), nlp), "DATASET")
    assert "KSX" in datasets
    assert not _by_text(extract_paper(_paper("Experiments on three QA datasets show gains."), nlp), "DATASET")


def test_a_name_led_by_digits_before_a_dataset_noun_is_a_dataset(nlp):
    abstract = ("We evaluate GlimLoc on the 7-Scenez dataset and on the 360Loq benchmark, and render rooms from the "
                "3D-FRONX dataset. A 3D dataset and a 10K dataset are no names, nor is the 3D-printing dataset.")
    datasets = set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))
    assert {"7-Scenez", "360Loq", "3D-FRONX"} <= datasets
    assert not {"3D", "10K", "3D-printing"} & datasets
    kinds = "We train on the 3D-MRI dataset, the 3D-CNN benchmark and the 12-Lead dataset."
    assert not _by_text(extract_paper(_paper(kinds), nlp), "DATASET")


def test_every_name_of_a_list_the_dataset_noun_ends_is_a_dataset(nlp):
    abstract = "We validate GlimNet using QRSA, FOO-CXR-JPG and JSRX datasets, with better quality."
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert {"QRSA", "FOO-CXR-JPG", "JSRX"} <= set(datasets)


@pytest.mark.parametrize("abstract", [
    "A Survey Of Methods, Models And Applications In Glim Learning For Zorb Segmentation. We review many works.",
    "Towards Robust Reasoning: Benchmarks, Baselines And Open Problems In Quark Learning. We study reasoning.",
])
def test_the_words_of_a_title_written_as_a_sentence_are_no_list_of_names(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert not [m.text for m in extraction.mentions if m.label in ("METHOD", "DATASET")]


def test_names_listed_after_a_capitalised_noun_in_a_plain_sentence_are_still_a_list(nlp):
    abstract = "Large Language Models, such as GlimLM and ZorbGPT, fail. The data came from the Quark Challenge, " \
               "and the Zorb Lung Screening."
    extraction = extract_paper(_paper(abstract), nlp)
    assert {"GlimLM", "ZorbGPT"} <= set(_by_text(extraction, "METHOD"))
    assert "Zorb Lung Screening" in _by_text(extraction, "DATASET")


@pytest.mark.parametrize("abstract", [
    "We compare methods such as StarDist and Cellposer on two cytology datasets.",
    "Our comparison includes methods such as StarDist and Cellposer.",
    "We systematically benchmark StarDist and CellPoser on two cytology datasets.",
])
def test_what_the_paper_compares_is_compared(nlp, abstract):
    methods = {name.lower(): mention for name, mention in _by_text(extract_paper(_paper(abstract), nlp), "METHOD").items()}
    assert {name: methods[name].role for name in ("stardist", "cellposer")} == {"stardist": "compared",
                                                                             "cellposer": "compared"}


@pytest.mark.parametrize("abstract, absent", [
    ("Long-term Action Quality Assessment (AQA) aims to evaluate how well actions are done. Fine-tuning on small "
     "AQA datasets is impractical, so we propose GlimNet.", "AQA"),
    ("Composed Image Retrieval (CIR) is a challenging task. Existing CIR methods need triplets; we propose GlimNet.",
     "CIR"),
    ("Cued Speech Video-to-Speech generation (CSV2S), which aims to turn cued speech into audio, is hard. We propose "
     "GlimNet for CSV2S.", "CSV2S"),
    ("We study the task of Referring Expression Counting (REC) and propose GlimNet.", "REC"),
    # a background problem whose long form ends in a task word: what "X methods" later work on
    ("Pose-Guided Glim Image Synthesis (PGGIS) generates person images conditioned on a pose. Existing PGGIS methods "
     "are slow, so we propose GlimNet.", "PGGIS"),
    ("Quark Scene Graph Generation (QSGG) is an important topic. We propose GlimNet, and QSGG models benefit.", "QSGG"),
])
def test_an_acronym_defined_as_a_task_is_the_task_and_not_a_method_or_dataset(nlp, abstract, absent):
    mentions = extract_paper(_paper(abstract), nlp).mentions
    assert {m.label for m in mentions if m.text == absent} == {"TASK"}
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["GlimNet"].role == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("Quark-Augmented Generation (QAG) is a promising paradigm for QA. We propose a new QAG framework.", "QAG"),
    ("Multi-Glim Prediction (MGP) has been shown to improve language models. We propose GlimNet.", "MGP"),
    ("Denoising Glim Matching (DGM) is widely used to train diffusion models. We propose GlimNet.", "DGM"),
])
def test_a_technique_defined_with_a_task_word_is_no_task(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "TASK")


@pytest.mark.parametrize("abstract, name", [
    ("We propose Adaptive Token Pruning (ATP), which prunes tokens.", "ATP"),
    ("We compare glim techniques and put forward Quark Vocabulary Adaptation (QVA), a novel method for glims.", "QVA"),
    ("We propose an Ensemble Learning Method for Named Entity Recognition (ELNER), which aims at merging outputs.",
     "ELNER"),  # a method for a task
    ("In pre-training, we introduce the Retrieval Augmented Mask Prediction (RAMP) task, where the model fills spans.",
     "RAMP"),  # a training task the paper proposes
])
def test_an_acronym_defined_with_a_task_head_may_still_be_a_method(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[name].role == "proposed"


def test_colour_spaces_signals_and_interfaces_are_no_names(nlp):
    extraction = extract_paper(_paper("We propose GlimNet, which converts sRGB input to HSV and reads GSR and fNIRS "
                                      "signals through a GUI, outperforming ResNet-50 on ImageNet."), nlp)
    names = {m.text for m in extraction.mentions if m.label in ("METHOD", "DATASET")}
    assert names == {"GlimNet", "ResNet-50", "ImageNet"}


@pytest.mark.parametrize("abstract, name, label", [
    ("Extensive experiments on histology prostate grading (SICAPv9) and fundus image grading demonstrate that GlimNet "
     "achieves a new state of the art.", "SICAPv9", "DATASET"),
    ("Extensive experiments on dataset distillation (DD) show that GlimNet achieves a new state of the art.", "DD", None),
    ("Dataset Condensation (DC) aims to obtain a small dataset; experiments show that GlimNet achieves more.", "DC", None),
])
def test_a_name_in_brackets_after_what_an_experiment_is_on(nlp, abstract, name, label):
    labels = _labels_found_as(nlp, abstract, name)
    assert labels == ({label} if label else set()) or (label is None and "DATASET" not in labels)


@pytest.mark.parametrize("abstract, expected", [
    ("Existing approaches (SIDEX, MIDQ-2) suffer from shallow analysis. We propose CIDRe, which outperforms existing "
     "metrics on three datasets.", "compared"),
    ("Existing approaches (SIDEX, MIDQ-2) suffer from shallow analysis. We propose CIDRe, which scores comments "
     "without references.", "used"),  # no claim to beat earlier work
    ("We train CIDRe on two mainstream LLMs (e.g., SIDEX and MIDQ-2) and it outperforms existing metrics.", "used"),
])
def test_names_listed_as_earlier_work_are_compared_when_the_paper_beats_earlier_work(nlp, abstract, expected):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("SIDEX", "MIDQ-2")} == {expected}


@pytest.mark.parametrize("sentence, name, role", [
    ("GlimNet integrates the Short-Time Fourier Transform (STFT) into its layers.", "STFT", "used"),
    ("GlimNet has two parts: (i) the Single-Association Network (SANT) for matching.", "SANT", "proposed"),
    ("We show the existence of the worst activation function with boundary conditions (WAFBC).", "WAFBC", "proposed"),
    ("GlimNet integrates a Dual Fourier Mixer (DFM) into its layers.", "DFM", "proposed"),
    ("Our approach incorporates the Scale Consistent Glim Encoder (SC-GE) for compression.", "SC-GE", "proposed"),
])
def test_a_known_tool_named_after_the_proposal_is_used(nlp, sentence, name, role):
    abstract = "We propose GlimNet, a novel detector for aerial scenes. " + sentence
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("sentence, name, role", [
    # a defined name right after "with", "in" or "on" is something the paper works with or on, not its own
    ("We propose two encoders, both based on ConvNets with Coordinate Attention (CA) mechanisms.", "CA", "used"),
    ("To address the issue inherent in Power of Two (POT) quantization, we propose a new scheme.", "POT", "used"),
    # unless the words between call it new, or introduce it with an article
    ("We propose GlimNet, a fusion framework with a novel Graph Logit Distillation (GLD) loss.", "GLD", "proposed"),
    ("We propose GlimNet, a detector with a Dual Fusion Module (DFM) that aligns features.", "DFM", "proposed"),
])
def test_a_defined_name_after_an_evaluation_word_in_the_papers_own_sentence(nlp, sentence, name, role):
    assert _by_text(extract_paper(_paper(sentence), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("sentence, role", [
    ("Third, we employ a Variational Sinkhorn Few-Shot Classifier to align the samples.", "proposed"),
    ("Third, we employ Variational Sinkhorn Few-Shot Classifier to align the samples.", "used"),
    ("Third, we employ the Variational Sinkhorn Few-Shot Classifier to align the samples.", "used"),
])
def test_a_coined_name_the_authors_employ_after_their_proposal_is_a_part_of_it(nlp, sentence, role):
    abstract = "We propose GlimNet, a novel detector for aerial scenes. " + sentence
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Variational Sinkhorn Few-Shot Classifier"].role == role


@pytest.mark.parametrize("abstract, role", [
    ("We propose GlimNet, a network that controls blur through an Aperture-Aware Glim Attention mechanism.",
     "proposed"),
    # not a technique the proposal uses, named without an article and a part noun
    ("We propose GlimNet, a network that combines Aperture-Aware Glim Attention with a decoder.", "used"),
    # unless its initials spell the proposal's name (a hyphenated word by its first letter or by its parts)
    ("We propose GL-AAGA, a network that controls blur through Aperture-Aware Glim Attention.", "proposed"),
    ("We propose AGA, a network that controls blur through Aperture-Aware Glim Attention.", "proposed"),
    ("Through an Aperture-Aware Glim Attention mechanism, prior networks control blur. We propose GlimNet, a network "
     "for sharper images.", "used"),
])
def test_a_coined_part_later_in_the_proposing_sentence_is_the_papers_own(nlp, abstract, role):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Aperture-Aware Glim Attention"].role == role


def test_names_listed_as_the_stages_of_a_proposal_in_its_own_sentence_are_its_parts(nlp):
    abstract = ("To tackle these gaps, this paper introduces a novel Persona-Guided Planning (PGP) method, which "
                "consists of two main stages: Persona Trait Priming (PTP) and Dialogue Tone Adjustment (DTA).")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["PTP"].role == methods["Dialogue Tone Adjustment"].role == "proposed"


def test_a_long_form_opening_an_item_of_the_proposals_numbered_list_is_its_part(nlp):
    abstract = ("We propose ZorbNet-YOLO, a detector that balances accuracy and efficiency through three key "
                "contributions: (1) Zorb Block: a hybrid design that integrates CNNs with Mamba; (2) Multi-branch "
                "Asymmetric Glim Pyramid Network (MAGPN): an enhanced feature pyramid; and (3) Edge-focused "
                "Efficiency: our method achieved 66.6% mAP on PASCAL VOC. ZorbNet-YOLO runs on edge devices.")
    extraction = extract_paper(_paper(abstract), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["MAGPN"].role == methods["Multi-branch Asymmetric Glim Pyramid Network"].role == "proposed"
    # "our method" is the paper's whole method, not the part named last before it
    assert [(claim.value, claim.method) for claim in extraction.claims] == [(66.6, "ZorbNet-YOLO")]


def test_the_last_of_several_proposed_algorithms_listed_far_from_the_verb_is_proposed_too(nlp):
    abstract = ("We introduce three new algorithms: the sparse weighted glim sampler (SWGS), the dense quark graph "
                "network (DQGN), and the combination importance weighted glim sampler (CIWGS).")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["CIWGS"].role == methods["combination importance weighted glim sampler"].role == "proposed"
    abstract = abstract.replace("three new algorithms", "a unified implementation of three classic algorithms")
    assert "proposed" not in {m.role for m in extract_paper(_paper(abstract), nlp).mentions if m.text == "CIWGS"}


def test_established_words_earlier_in_the_sentence_do_not_undo_a_proposals_parts(nlp):
    abstract = ("We present GlimCap, which, unlike previous approaches, comprises a Dynamic Glim Pruning (DGP) module, "
                "an Adaptive Quark Fusion (AQF) module, and a Hierarchical Glim Decoder (HGD).")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("DGP", "AQF", "HGD")} == {"proposed"}


@pytest.mark.parametrize("abstract, name, label", [
    # an ambiguous dataset acronym the abstract defines as a name of its own is that name
    ("We introduce SymPlanner. Additionally, Contrastive Ranking (CR) enables comparison of plans.", "CR", "METHOD"),
    # but a lower-case description of it is still the dataset
    ("We evaluate GlimNet on movie reviews (MR) and customer reviews (CR).", "CR", "DATASET"),
])
def test_an_ambiguous_known_acronym_defined_as_a_new_name(nlp, abstract, name, label):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), label)


@pytest.mark.parametrize("abstract, measure", [
    ("We propose GRU-AUNet. It shows resilience against presentation attacks, achieving an average BPCER of 0.09% "
     "and APCER of 1.2% on the CLARKSON dataset.", "BPCER"),
    ("We propose GLD-Road. It outperforms state-of-the-art methods, improving APLS by 1.9% on SpaceNet3.", "APLS"),
])
def test_a_name_a_result_is_stated_in_is_a_measure_and_not_a_baseline(nlp, abstract, measure):
    extraction = extract_paper(_paper(abstract), nlp)
    assert measure in _by_text(extraction, "METRIC") and measure not in _by_text(extraction, "METHOD")
    assert all(claim.baseline != measure for claim in extraction.claims)


def test_a_model_a_method_improves_by_a_number_stays_a_model(nlp):
    abstract = "We propose FRAG. FRAG substantially improves InternVL2-76B by 5.8% on MLVU."
    assert "InternVL2-76B" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_variant_named_after_a_models_version_or_tier_is_part_of_its_name(nlp):
    abstract = "We evaluate Gemini 2.0 Flash Thinking, Phi-3 Vision, Qwen2.5 Coder and CLIP Vision encoders on COCO."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {"Gemini 2.0 Flash Thinking", "Phi-3 Vision", "Qwen2.5 Coder", "CLIP"} <= set(methods)
    assert "CLIP Vision" not in methods


@pytest.mark.parametrize("sentence", [
    "It shows comparable performance with GCG and ArtPrompt.",
    "It performs comparably to GCG and ArtPrompt.",
    "It is on par with GCG and ArtPrompt.",
    "We compare it with GCG and ArtPrompt.",  # (the verb and its rival apart)
    "It outperforms our predecessors of GCG and ArtPrompt.",  # earlier work, though "our"
    "Our baselines GCG and ArtPrompt are much weaker.",
    "It outperforms our baseline models GCG and ArtPrompt.",
    "It outperforms our baseline GCG and our baseline ArtPrompt.",
])
def test_names_a_method_performs_as_well_as_are_compared(nlp, sentence):
    methods = _by_text(extract_paper(_paper("We propose JailX, a jailbreak attack. " + sentence), nlp), "METHOD")
    assert methods["GCG"].role == methods["ArtPrompt"].role == "compared"


@pytest.mark.parametrize("abstract, name, label, role", [
    # a list opened by a comma and "including" after a noun for datasets or baselines is a list of them
    ("Experiments were conducted on several benchmark datasets, including GoPro and SSID.", "SSID", "DATASET",
     "evaluated"),
    ("We propose GlimNet. We compare with strong baselines, including FooNet and BarNet.", "BarNet", "METHOD",
     "compared"),
    # also after a description in brackets, or a dash written as two hyphens
    ("It is evaluated on three datasets (synthetic and real data) including FaultSeg3D, CRACKS, and Thebe.", "CRACKS",
     "DATASET", "evaluated"),
    ("Across visual reasoning benchmarks--including SAT-2 and BLINK for spatial reasoning, it wins.", "SAT-2", "DATASET",
     "evaluated"),
    # a name, a plain word for the kind of data and a singular dataset noun
    ("To bridge this gap, we present the Med-MIM instruction dataset, comprising 83.2K QA pairs.", "Med-MIM",
     "DATASET", "introduced"),
])
def test_names_listed_or_described_as_data(nlp, abstract, name, label, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), label)[name].role == role


def test_a_novel_part_the_papers_system_introduces_is_proposed(nlp):
    abstract = ("We build the first large-scale GCD dataset, named GCD12K. On the modelling side, we propose a "
                "Mamba-based GCD model, termed Glimba. Considering the difficulty of separating faint visual cues "
                "from cluttered street scenes, Glimba introduces a novel Tri-Band Visual Token Mixer module with a "
                "sliding-window scan.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Tri-Band Visual Token Mixer module"].role == "proposed"


def test_a_part_the_papers_system_takes_in_is_proposed_when_its_apposition_says_part(nlp):
    abstract = ("We propose GlimCLIP, a detector of generated images. To resist degradations, GlimCLIP incorporates "
                "GlimFuser, a fusion module that joins shallow and deep features. GlimCLIP incorporates ZorbNet, "
                "a pretrained backbone.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["GlimFuser"].role == "proposed" and methods["ZorbNet"].role == "used"


@pytest.mark.parametrize("abstract, name, role", [
    # a list of what the proposed method uses: none of its names is the method's own
    ("We propose a method leveraging ZorbNet, GlimNet and QuarkDet for tissue detection.", "GlimNet", "used"),
    ("We propose an automated scoring system integrating video analysis with SlowFast, GlimNet, and QuarkNet.",
     "GlimNet", "used"),
    # the name in apposition after a method described by what it is based on
    ("This paper proposes a novel approach based on diffusion models, GlimDiff. GlimDiff guides synthesis.",
     "GlimDiff", "proposed"),
])
def test_a_name_after_the_comma_of_a_list_of_ingredients_is_not_the_proposal(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("abstract, role", [
    ("In this work, we propose to transfer representations from CLIP, a large-scale pre-trained vision-language "
     "model, to capture semantics. We introduce GlimAdapter, adapter modules for CLIP.", "used"),
    ("We present CLIP, a large-scale pre-trained vision-language model.", "proposed"),  # what the paper presents
])
def test_a_known_name_apposed_as_ready_made_after_a_proposal_is_not_proposed(nlp, abstract, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["CLIP"].role == role


def test_a_name_written_as_a_baseline_is_compared(nlp):
    abstract = ("We evaluate a variety of LLMs in a zero-shot setting and compare their performance to a fine-tuned "
                "RoBERTa baseline.")
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["RoBERTa"].role == "compared"


@pytest.mark.parametrize("abstract, name, role", [
    # named as an example in a sentence before the paper says what it does: prior work in passing
    ("Large reasoning models (LRMs), such as OpenAI-o1 and DeepSeek-R1, demonstrate long-horizon reasoning. "
     "We propose WebThinker, an agent that searches the web.", "DeepSeek-R1", "mentioned"),
    ("The emergence of ChatGPT marked a milestone for AI. In this paper, we propose GlimNet, a detector.", "ChatGPT",
     "mentioned"),
    # but what the paper later builds on is used
    ("Models such as CLIP align images and text. We propose GlimNet, which builds on CLIP.", "CLIP", "used"),
])
def test_names_in_the_background_are_mentioned(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("abstract, name, found", [
    # a name apposed as made from a dataset is a dataset, one the paper brings in when it presents it
    ("First, we present GFF++, a frame-level, cue-driven extension of the popular QuarkForensics++ (QF++) "
     "dataset.", "GFF++", {("DATASET", "introduced")}),
    ("We release GJ-COCO, a carefully re-labelled version of MS-COCO.", "GJ-COCO", {("DATASET", "introduced")}),
    ("We release GlimMerge, a cleaned version of QuarkA and QuarkB datasets.", "GlimMerge", {("DATASET", "introduced")}),
    ("Results on QT-Tables, a subset of the Glim Quark Questions dataset, favour our reader.", "QT-Tables",
     {("DATASET", "evaluated")}),
    # one made from a model is a model, whatever it was trained on or is for
    ("We propose GlimNet-v2, an enhanced version of GlimNet for detection.", "GlimNet-v2", {("METHOD", "proposed")}),
    ("We propose GlimNet-v3, a lightweight version of GlimNet pretrained on ImageNet.", "GlimNet-v3",
     {("METHOD", "proposed")}),
    ("We present DistilQuark, a distilled version of QuarkBERT trained on the same corpus.", "DistilQuark",
     {("METHOD", "proposed")}),
    ("We propose GlimLoss, a variant of the focal loss for long-tailed datasets.", "GlimLoss", {("METHOD", "proposed")}),
])
def test_a_name_apposed_as_made_from_a_dataset_is_a_dataset(nlp, abstract, name, found):
    assert _found_as(nlp, abstract, name) == found


@pytest.mark.parametrize("abstract, label", [
    ("In this work, we present the Glim Quark Livers and Lungs (GQLL), the biggest annotated dataset of chest "
     "scans to date.", "DATASET"),
    ("We propose Quark-Aware Glim Splatting (QAGS), a novel framework that adds spatial context to splats.", "METHOD"),
])
def test_a_short_form_takes_what_the_apposition_after_it_says(nlp, abstract, label):
    extraction = extract_paper(_paper(abstract), nlp)
    short = next(m for m in extraction.mentions if m.long_form)
    assert {m.label for m in extraction.mentions if m.text in (short.text, short.long_form)} == {label}


@pytest.mark.parametrize("abstract, name", [
    # the data noun a naming verb looks back to may stand before a count of what the data holds
    ("We assemble a synthetic image-caption dataset comprising 1.4 million pairs, called GlimPairs-1400k.",
     "GlimPairs-1400k"),
    ("We also build a benchmark consisting of 50,000 thermal frames with box labels, called QTHB.", "QTHB"),
    # and the name may be quoted
    ("Here we release a compact corpus named \"GlimLines\" and explain how it was made.", "GlimLines"),
])
def test_a_name_given_to_described_data_is_a_dataset(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("DATASET", "introduced")}


@pytest.mark.parametrize("abstract, name", [
    ("We propose a detector trained on a dataset of 1.2 million images, called GlimDet, that finds quarks.", "GlimDet"),
    ("We pretrain a transformer on a corpus of 2 million molecules, called GlimMol, which predicts toxicity.",
     "GlimMol"),
])
def test_a_name_given_after_the_data_a_model_learns_from_stays_a_method(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"METHOD"}


@pytest.mark.parametrize("abstract, name", [
    ("We report results on a new dataset called QuarkSet, where GlimNet improves accuracy by 4%.", "QuarkSet"),
    ("We gather 10k scans in a new dataset, called QuarkScan, for segmentation.", "QuarkScan"),
])
def test_a_name_given_to_data_after_a_preposition_is_a_dataset(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"DATASET"}


@pytest.mark.parametrize("abstract, fragment", [
    ("We present QG-SS, Quark Glim Coverage for Weakly Supervised Semantic Segmentation, which keeps both kinds of "
     "cues.", "Quark Glim Coverage for Weakly Supervised"),
    ("Here we build a Quark Prior and Glim Cue Based Unsupervised Image Denoising network, QGUD, for low light.",
     "Glim Cue Based Unsupervised"),
    ("This paper proposes a Spatial-Quark Enhanced 3D Dynamic Glim Net for segmentation.", "Spatial-Quark Enhanced"),
    ("We propose the Glim Attack Strategies Based on the Quark Skills of Language Models, a new framework.",
     "Glim Attack Strategies Based"),
])
def test_words_cut_short_of_what_they_describe_are_no_name(nlp, abstract, fragment):
    assert fragment not in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


@pytest.mark.parametrize("abstract, name", [
    ("We propose Glim Reasoning Enhanced, a decoder that reasons in two passes.", "Glim Reasoning Enhanced"),
    ("We release Glim Quark Guided 2, a new planner for drones.", "Glim Quark Guided 2"),  # a version after it
    ("We release Glim Quark Guided 2.0, a new planner for drones.", "Glim Quark Guided 2.0"),
])
def test_a_name_that_ends_in_a_describing_word_is_kept_when_nothing_is_cut_off(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, name, proposed", [
    # a name the background defines is no proposal for sitting later in the sentence that proposes
    ("Graph Glim Networks (GGN) are widely used for molecules. We propose a sampler in which each GGN layer "
     "sees fewer nodes.", "GGN", False),
    ("Graph Glim Networks (GGNs) are widely used for molecules. We propose a sampler in which each GGN layer "
     "sees fewer nodes.", "GGN", False),
    ("The Glim Quark Coding System (GQCS) has long been used to label gestures by hand. We propose to use a learned "
     "code that keeps the main strengths of GQCS.", "GQCS", False),
])
def test_a_background_name_in_a_proposing_sentence_is_not_proposed(nlp, abstract, name, proposed):
    roles = {role for label, role in _found_as(nlp, abstract, name) if label == "METHOD"}
    assert roles and ("proposed" in roles) == proposed


def test_the_proposal_named_after_a_background_name_stays_proposed(nlp):
    # the paper's own version, its capitalised name right after the proposing verb, builds on the earlier one
    abstract = ("Large models reason well. Recently, Quiet GlimR improves reasoning but is slow. In this work, we "
                "propose Fast Quiet GlimR, a faster reasoning framework. Experiments show that Fast Quiet-GlimR "
                "outperforms Quiet-GlimR on GSM8K.")
    extraction = extract_paper(_paper(abstract, title="Fast Quiet-GlimR: Thinking Without Slow Steps"), nlp)
    roles = {m.role for m in extraction.mentions if m.label == "METHOD" and m.text == "Fast Quiet-GlimR"}
    assert roles == {"proposed"}


@pytest.mark.parametrize("abstract, name, label", [
    # what a phenomenon is called is no method; what a new task or problem is called is a task
    ("We propose GlimNet. This phenomenon has been termed as Image-induced Fidelity Loss (IFL) and stems from "
     "limited data.", "IFL", None),
    ("Specifically, we introduce a new task: Multimodal Mutual Reinforcement Effect (M-MRE), and build a dataset.",
     "M-MRE", "TASK"),
    ("We study a problem that we call Gradient Foo Collapse (GFC), and propose a fix called Anti Foo (AF).", "GFC",
     "TASK"),
    # the noun right before the naming verb decides, not an earlier one
    ("To address this challenge, we propose a method known as automatic reverse prompt optimization (ARPO).", "ARPO",
     "METHOD"),
    # a new task the paper poses, named without letters
    ("We introduce the task of Audible Glim Temporal Localization, which aims to find sounds.",
     "Audible Glim Temporal Localization", "TASK"),
    ("We introduce a new task, Glim Scene Completion, and a baseline for it.", "Glim Scene Completion", "TASK"),
    ("We introduce a novel task called Glim Segment Retrieval.", "Glim Segment Retrieval", "TASK"),
    ("For this task, Glim Segment Retrieval achieves the best results.", "Glim Segment Retrieval", None),
    ("To tackle this new task, GlimNet combines a planner with a renderer.", "GlimNet", None),
    ("This poses a new problem: Glim Transformer fails on long inputs.", "Glim Transformer", None),
    ("We introduce the new task, Glim Scene Completion, that needs care.", "Glim Scene Completion", "TASK"),
    ("We propose an efficient framework for the segmentation task, named GlimMamba, which is fast.", "GlimMamba",
     "METHOD"),
    ("We propose a novel framework for the new task, named GlimMamba, which is fast.", "GlimMamba", "METHOD"),
])
def test_a_defined_name_is_what_the_noun_it_names_is(nlp, abstract, name, label):
    labels = _labels_found_as(nlp, abstract, name)
    assert labels == ({label} if label else set())


@pytest.mark.parametrize("abstract", [
    "Secondly, we propose VCM+, a reinforcement of Vertex Connection and Merging (VCM), and derive its formulation.",
    "We propose FooNet, an extension of Bar Baz Attention (BBA) to graphs.",
    "We propose FooNet, which extends Bar Baz Attention (BBA) to graphs.",
])
def test_what_a_new_method_is_derived_from_is_used(nlp, abstract):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    defined = next(name for name in methods if methods[name].long_form)
    assert methods[defined].role == "used"


@pytest.mark.parametrize("abstract, name", [
    # a known name before "-based" reads alone, its last part in small letters or not
    ("For the hardest task, even the Falcon-7b-based agent exhibits low alignment.", "Falcon-7b"),
    ("For the hardest task, even the Doc2Vec-based agent exhibits low alignment.", "Doc2Vec"),
])
def test_the_name_before_based_is_a_method(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_title_case_words_before_based_stay_in_the_longer_name(nlp):
    abstract = "We propose GlimNet with a Multi-Prototype-based Embedding Refinement module."
    assert "Multi-Prototype" not in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


def test_a_name_in_apposition_to_a_model_noun_is_a_method(nlp):
    abstract = ("The top-performing generative model, Glim-4o-Image, fails on many tasks, and the best MLLM, "
                "Quark-2.5Pro, attains a mere 37.35% accuracy.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {"Glim-4o-Image", "Quark-2.5Pro"} <= set(methods)


def test_known_backbones_listed_among_the_parts_of_a_proposal_are_used(nlp):
    abstract = ("We built a hybrid deep-learning pipeline comprising a novel wavelet denoising module, "
                "EfficientNet-B0 and ViT-B16 backbones, and a shallow MLP ranking head.")
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["ViT-B16"].role == "used"


def test_a_measure_name_in_a_plain_sense_is_no_metric(nlp):
    abstract = ("We propose FooNet. The ability to recall facts lacks evaluation. It is fast at runtime and at "
                "inference time, and beats full precision baselines with 90% recall and 80% precision on COCO.")
    metrics = [m for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METRIC"]
    assert sorted((m.text, m.evidence.start) for m in metrics) == sorted(
        (name, abstract.index(name, abstract.index("90%"))) for name in ("recall", "precision"))


@pytest.mark.parametrize("abstract, name, label, role", [
    # the paper's own work said in the passive comes before its "we": what it leverages is used, not mentioned
    ("In this paper, a novel segmentation framework is proposed. The framework leverages foundation models such as "
     "CLIP and SAM. We also design a new alignment loss.", "CLIP", "METHOD", "used"),
    # a name before a word for the kind of data after "a" is a modifier ("a dataset of RGBA videos")
    ("We construct an RGBA video dataset for matting.", "RGBA", None, None),
    # a list after a dataset noun that systems' noun governs is a list of systems
    ("We compare detectors trained on web-scale datasets, including OWL-ViT2 and GroundingDINO-T.", "OWL-ViT2",
     "METHOD", "used"),
    # a known dataset's acronym defined where the paper evaluates is still that dataset
    ("We evaluate FooNet on Visual Commonsense Reasoning (VCR) and Visual Spatial Reasoning (VSR).", "VSR", "DATASET",
     "evaluated"),
    # "with a ..." after "competitive performance" is what the method runs with
    ("We propose FooNet. FooNet achieves competitive performance with a ResNet-50 backbone.", "ResNet-50", "METHOD",
     "used"),
    # the paper's own baseline
    ("We propose a simple yet effective RoBERTa baseline for this task.", "RoBERTa", "METHOD", "used"),
    # "as a measure" of another thing named in between
    ("We introduce Token Importance Estimation (TIE) with attention entropy as a measure of uncertainty.", "TIE",
     "METHOD", "proposed"),
    # a compared method the abstract names as such stays a method when a result is stated over it
    ("We compare against FooDet and BarSeg on COCO. PlugX improves FooDet by 2.1% and BarSeg by 1.5%.", "FooDet",
     "METHOD", "compared"),
])
def test_guards_on_names_near_new_rules(nlp, abstract, name, label, role):
    found = _found_as(nlp, abstract, name)
    assert found == ({(label, role)} if label else set())


@pytest.mark.parametrize("sentence, name, role", [
    # a coined title-case name acting as a clause's subject after the proposal is a part of it
    ("Cross-Patch Masking enhances MAGE's expressiveness, while Hierarchical Pooling balances global context.",
     "Hierarchical Pooling", "proposed"),
    ("Additionally, Temporal Consistency Distillation aligns the temporal correlations between frames.",
     "Temporal Consistency Distillation", "proposed"),
    # not a plural noun after a name, a tool that "is used", a place, another's system, or a noun before a verb
    ("Results are reported with Precision, Recall, and Quark Overlap metrics.", "Quark Overlap", None),
    ("In contrast, Neural Painter requires paired data.", "Neural Painter", None),
    ("Then, Scene Graph predictions are refined by a decoder.", "Scene Graph", None),
    ("The Project Page is available at our website.", "Project Page", None),
    ("The Unscented Transform is used to handle the nonlinear transformation.", "Unscented Transform", None),
    ("Validation at Yale-New Haven Hospital demonstrates the superior performance.", "Yale-New Haven Hospital", None),
])
def test_a_coined_name_acting_in_the_papers_description(nlp, sentence, name, role):
    abstract = "We propose MAGE, a growth embedding for surfaces. " + sentence
    roles = {role for label, role in _found_as(nlp, abstract, name) if label == "METHOD"}
    assert roles == ({role} if role else set()) or (role is None and "proposed" not in roles)


@pytest.mark.parametrize("abstract, name, role", [
    # a proposal in the passive, in a sentence about this paper, is where the paper's own parts begin
    ("In this paper, a novel framework called FooNet is proposed. Additionally, Bar Baz Attention (BBA) captures "
     "context.", "BBA", "proposed"),
    # but not what the field proposed before
    ("Sparse attention has been proposed to reduce the cost of transformers. Locality Sensitive Hashing (LSH) groups "
     "similar tokens into buckets. The trade-offs of these designs are analysed.", "LSH", None),
])
def test_the_papers_proposal_in_the_passive(nlp, abstract, name, role):
    roles = {role for label, role in _found_as(nlp, abstract, name) if label == "METHOD"}
    assert roles == ({role} if role else set())


@pytest.mark.parametrize("abstract, name, label", [
    # a problem defined by "where the goal is" or named as a field that has made progress is a task, also where
    # a dataset shares its letters
    ("A further challenge is Layout Caption Matching (LCM), where the goal is to pair layouts with captions.", "LCM",
     "TASK"),
    ("Continual Visual Question Answering (CVQA) based on pre-trained models has achieved promising progress.",
     "CVQA", "TASK"),
    # a dataset noun after a task word makes the name a dataset's
    ("On the ImageNet-$64\\times 64$ generation benchmark, Uni-Instruct reaches an FID of 1.02.", "ImageNet-64x64",
     "DATASET"),
])
def test_a_problem_or_its_benchmark(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


def test_a_defined_component_after_the_proposal_is_proposed(nlp):
    abstract = "In this paper, we propose PointKAN. Next, in the Local Feature Module (LFM), a parallel structure acts."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["LFM"].role == methods["Local Feature Module"].role == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("We propose X. We establish bounds through proofs of McDiarmid's inequality and Hoeffding's lemma.", "McDiarmid"),
    ("We propose X. It processes an image in under 1 ms using a single NVIDIA GeForce RTX 2080 Ti GPU.", "GeForce"),
])
def test_a_persons_result_or_a_graphics_card_is_no_method(nlp, abstract, name):
    assert name not in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


@pytest.mark.parametrize("abstract, dataset, absent", [
    # whose the data is, and the kind of data before a named set, are not datasets
    ("Our experiments on QUARK's GLIM-X dataset demonstrate the superior performance of GlimNet.", "GLIM-X", "QUARK"),
    ("We evaluate GlimNet on four benchmarks (GlimSet, QuarkSet) and a UAV-view dataset (GlimDrone2019).",
     "GlimDrone2019", "UAV-view"),
])
def test_a_datas_owner_or_kind_is_no_dataset(nlp, abstract, dataset, absent):
    extraction = extract_paper(_paper(abstract), nlp)
    assert dataset in _by_text(extraction, "DATASET") and absent not in {m.text for m in extraction.mentions}


@pytest.mark.parametrize("abstract, dataset, method", [
    ("We fine-tune GlimNet on GLIM-7B's QUARK-SFT dataset.", "QUARK-SFT", "GLIM-7B"),  # a model's own data
    ("We propose QuarkNet and evaluate it on a GlimSet dataset and an RSOD benchmark (GlimDrone).", "GlimSet",
     "QuarkNet"),
])
def test_a_models_data_and_a_plain_named_dataset_stay(nlp, abstract, dataset, method):
    extraction = extract_paper(_paper(abstract), nlp)
    assert dataset in _by_text(extraction, "DATASET") and method in _by_text(extraction, "METHOD")


def test_a_known_dataset_introduced_under_a_long_form_stays_a_dataset(nlp):
    abstract = "We introduce Contract Understanding Atticus Documents (CUAD), and evaluate GlimNet on it."
    assert "CUAD" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_a_models_part_keeps_the_model(nlp):
    abstract = "We propose GlimNet, built on Quark-CLIP's KPS module, which extends its text encoder."
    assert "Quark-CLIP" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name, label", [
    # measures listed after "measurement tools--", and named instruments, are metrics
    ("We define three novel measurement tools--Task Overlap Index (TOI), Robustness Drop (RD), and "
     "Cross-Lingual Retention Ratio (CLRR)--which track human ratings closely.", "RD", "METRIC"),
    ("We evaluated the usability of the proposed system using the System Usability Scale (SUS).", "SUS", "METRIC"),
    # not a method "at Scale"
    ("We propose Rapid Attention Distillation to Linear Attention Decoders at Scale (RADLADS).", "RADLADS", "METHOD"),
    # a benchmark a score is stated on stays a dataset
    ("We propose FooNet. FooNet reaches an accuracy on FooQA of 85.2%, surpassing GPT-4.", "FooQA", "DATASET"),
    # an instrument's noun before a method noun, or after a preposition, is part of a method's name
    ("We propose FooNet, which adds a Multi Scale (MS) module to the decoder.", "MS", "METHOD"),
    ("We introduce Vision Models with Scale (VMS), a family of models.", "VMS", "METHOD"),
    # software for evaluation is no measure; an aside set off by dashes does not end a list of measures
    ("We use standard evaluation tools: the Language Model Evaluation Harness (LMEH) and HELM.", "LMEH", "METHOD"),
    ("We propose three new metrics: Frame Consistency (FC) -- computed per frame -- and Temporal Drift (TD).", "TD",
     "METRIC"),
])
def test_named_measures_and_instruments(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


@pytest.mark.parametrize("abstract, name, role", [
    # "X is proposed" in a sentence about this paper names what the paper proposes
    ("Crowd counting is hard. In this paper, a dual attention counting model (DACM) is proposed to address occlusion.",
     "DACM", "proposed"),
    # not the field's ("X is proposed" in a sentence about others), a known model, or what a proposal builds on
    ("Cross-Domain Few-Shot Segmentation (CDFSS) is proposed to transfer capabilities. We study its limits.", "CDFSS",
     None),
    ("In this paper, a novel network based on VGG19 is proposed for detection.", "VGG19", "used"),
    # a sentence opening on a step goes on with the paper's own work, once the abstract has spoken of it
    ("Wave tanks are costly. This paper first models the flow as a graph. Then, the Quark Edge Mixer (QEM) is "
     "proposed to join the two views.", "QEM", "proposed"),
    ("Wave tanks are costly. Then, the Quark Edge Mixer (QEM) is proposed to join the two views.", "QEM", None),
    # so does one opening on more of the same
    ("We propose GlimNet for rain removal. In addition, a Zorb-Aware Blending Loss is proposed to sharpen edges.",
     "Zorb-Aware Blending Loss", "proposed"),
    ("We propose GlimNet for rain removal. Moreover, a Quark-Aware Edge Pairing is introduced to join the views.",
     "Quark-Aware Edge Pairing", "proposed"),
    ("Rain removal is hard. Moreover, the Quark Edge Mixer (QEM) is introduced to join the views. We study it.",
     "QEM", None),
    # not a point about others' work: cited, set against, or brought in with no article
    ("We propose GlimNet, a graph model. Moreover, a Zorb-Aware Graph Net is proposed in [12], but it fails on "
     "long texts.", "Zorb-Aware Graph Net", None),
    ("We propose GlimNet for captions. Besides, QuarkNet is designed for images only, so it misses motion.",
     "QuarkNet", None),
    ("However, ZorbNet is designed for images only, so we propose QuarkRet for video.", "ZorbNet", None),
    ("In a recent study, ZorbNet is designed for images only, and we show it fails on video.", "ZorbNet", None),
    ("In this paper, GlimNet is designed to fuse depth and color for scene parsing.", "GlimNet", "proposed"),
    # "designed" as "proposed"; a part's noun before the passive is no name of its own
    ("We propose GlimNet for rain removal. In addition, a Zorb-Aware Blending Loss is designed to sharpen edges.",
     "Zorb-Aware Blending Loss", "proposed"),
    ("We propose GlimNet for rain removal. Then, a light ZorbViM Block is designed to merge patches.",
     "ZorbViM Block", "proposed"),
    ("We propose GlimNet for rain removal. In the network, a light ZorbViM Block is proposed with a mixer.",
     "ZorbViM Block", "mentioned"),
    # past the noun after a name, or past a name set apart with commas
    ("We propose GlimNet for rain removal. Besides, a novel ZORB loss is introduced to keep the edges.", "ZORB loss",
     "proposed"),
    ("We propose GlimNet for rain removal. Then, a training-free blending strategy, QISS, is proposed to keep edges.",
     "QISS", "proposed"),
    # not the field's steps, after a sentence on prior work or with its authors named
    ("We study glim tracking in the wild. Existing trackers have two flaws. First, the Quark Tracker (QT) is "
     "proposed for static scenes and fails on video.", "QT", None),
    ("Here we look again at wave modelling. Wave tanks are costly. Then, the Quark Flow Network (QFN) is "
     "proposed by Lee et al. to learn the flow from data.", "QFN", None),
    # a sentence that answers the problem just set out, in either form
    ("Glim maps drift. Addressing these issues, the QUAR-Net is proposed featuring an extra encoder.", "QUAR-Net",
     "proposed"),
    ("Glim maps drift. Addressing the drift of maps, QUAR-Net is proposed by Lee et al.", "QUAR-Net", None),
    # not where the sentence credits someone else with it
    ("Glim detection is hard. Addressing this issue, GlimNet is proposed by Lee et al. to detect glims.", "GlimNet",
     None),
    ("Trackers drift. Mitigating this, ZorbTrack is proposed in [5], but it is slow.", "ZorbTrack", None),
    ("Trackers drift. To mitigate this, ZorbTrack is proposed in prior work, but it is slow.", "ZorbTrack", None),
])
def test_a_passive_proposal_names_what_the_paper_proposes(nlp, abstract, name, role):
    roles = {role for label, role in _found_as(nlp, abstract, name) if label == "METHOD"}
    assert roles == ({role} if role else set())


def test_an_unknown_name_joined_by_and_to_a_part_of_the_proposal_is_a_part_too(nlp):
    abstract = ("We propose BRAMBLE, a growth model. BRAMBLE's Layered Mesh Network (LMN) captures topology "
                "through Depth Rotary Encoding and Stress-Gated Edge-Updating.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Depth Rotary Encoding"].role == "proposed"
    assert methods["Stress-Gated Edge-Updating"].role == "proposed"


@pytest.mark.parametrize("abstract, long_form", [
    ("We propose the Bright-edge Adjustment based Quark Fusion Module (BAQFM) to merge views.",
     "Bright-edge Adjustment based Quark Fusion Module"),  # not from the "b" of "based"
    ("We propose a Tone-aware one-shot glim transfer with Quark Image Pretraining (TQIP) for faces.",
     "Tone-aware one-shot glim transfer with Quark Image Pretraining"),
    ("We propose pairwise glim prompting (PGP) for reranking.", "pairwise glim prompting"),
])
def test_a_long_form_is_spelled_by_its_capitals_past_lower_case_words(nlp, abstract, long_form):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert long_form in methods


def test_a_name_before_lower_case_words_is_no_long_form_of_their_letters(nlp):
    methods = _by_text(extract_paper(_paper("We fine-tune Quark Diffusion with quantised distillation (QD) for editing."), nlp),
                       "METHOD")
    assert "Quark Diffusion" in methods and "Quark Diffusion with quantised distillation" not in methods


@pytest.mark.parametrize("abstract, name, role, long_form", [
    # the name in brackets after what the paper proposes is that proposal's name, though its letters spell another
    ("We propose a two-stage random alternating framework (TRA-PAN) for pansharpening. TRA-PAN is fast.",
     "TRA-PAN", "proposed", None),
    ("We propose an Audio-Visual Joint Learning Method (MACB-DF) to mitigate modality conflicts.",
     "MACB-DF", "proposed", "Audio-Visual Joint Learning Method"),
    ("We propose Density-Aware Glim Transformer with Adaptive Tokens (DeGAT) for dense target detection.",
     "DeGAT", "proposed", "Density-Aware Glim Transformer with Adaptive Tokens"),
    ("We propose a multi-scale representation learning framework (MTRL-FIE) for fundus image enhancement. "
     "Compared to state-of-the-art methods, MTRL-FIE achieves superior performance.", "MTRL-FIE", "proposed", None),
    # other names inside the noun phrase do not hide the name in brackets after it
    ("We propose a novel AIGT detection method (DP-Net) for text.", "DP-Net", "proposed", None),
    ("We propose a novel transformer-based classification network (AFBR-KAN) for tumors.", "AFBR-KAN", "proposed", None),
    # a checkpoint after a name, a class of models, a known system named with "the": not the paper's own name
    ("We propose GlimNet, built on MoCHA (Phi2-2.7B), for aerial scenes.", "Phi2-2.7B", "used", None),
    ("We first introduce temporal modeling modules (ResNet3D) to image models.", "ResNet3D", "used", None),
    ("We propose to improve the existing detection method (FooDet) for cars.", "FooDet", "used", None),
    ("We propose a plug-in for the popular tracking framework (ByteTrackX).", "ByteTrackX", "used", None),
    ("We propose a Hierarchical Video Agent (Foo-7B) for long videos.", "Foo-7B", "used", None),
    ("In this paper, we present our novel framework (FooNetX) for detection.", "FooNetX", "proposed", None),
    ("Here we develop the first foundation model (PathoFMX) for pathology.", "PathoFMX", "proposed", None),
    # or between its words and their head
    ("In this paper, we present a gaze-led glim zorbing (GlimZorbX) framework for headsets.", "GlimZorbX",
     "proposed", None),
    ("We present a novel glim (Zorb-7B) model for counting.", "Zorb-7B", "used", None),
])
def test_a_name_in_brackets_after_the_proposal_names_it(nlp, abstract, name, role, long_form):
    mention = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name]
    assert (mention.role, mention.long_form) == (role, long_form)


def test_a_long_list_of_defined_names_keeps_the_proposal_that_opens_it(nlp):
    abstract = ("Here we present five new zorb samplers that target sparse glim scenes with few labels, that is Glim "
                "Gradient Flow (GGF), Quark Gradient Flow (QGF), Zorb Rebuilding (ZR), Blix Gradient Flow (BGF), "
                "and Blix Nearest Zorbs (BNZ).")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    names = ("GGF", "ZR", "BGF", "Blix Nearest Zorbs", "BNZ")
    assert {name: methods[name].role for name in names if name in methods} == dict.fromkeys(names, "proposed")


@pytest.mark.parametrize("abstract, present, absent", [
    # an S the long form spells is no plural: DLS is not "DLs", the plural of a generic acronym
    ("We also introduce a dynamic loss scheduling mechanism (DLS) to adjust the gradients.", "DLS", None),
    ("We propose a dynamic loss scheduling (DLS) mechanism for training.", "DLS", None),
    # a generic acronym's plural stays generic, defined or not
    ("We propose GlimNet. Unlike previous deep learning models (DLs), GlimNet is fast.", "GlimNet", "DLs"),
])
def test_a_short_form_ending_in_a_capital_s_is_not_read_as_a_plural(nlp, abstract, present, absent):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert present in methods and (absent is None or absent not in methods)


@pytest.mark.parametrize("sentence, name, label", [
    ("we introduce Foo-WebBench, a novel multilingual agent benchmark in a web environment.", "Foo-WebBench", "DATASET"),
    ("we introduce FOOSCAM, the largest and most diverse dataset of typographic attack images.", "FOOSCAM", "DATASET"),
    ("we construct Gradient-20K, a model difficulty estimation-based dataset with dense sampling.", "Gradient-20K",
     "DATASET"),
    ("we introduce FooR-Bench, a comprehensive benchmark framework for evaluating models.", "FooR-Bench", "DATASET"),
    ("we propose FooNet, a dataset generation pipeline for robots.", "FooNet", "METHOD"),
    # an acronym defined on the way does not end the phrase
    ("we present GlimVQA, a diagnostic visual question answering (VQA) benchmark targeting tumors.", "GlimVQA",
     "DATASET"),
    ("we propose GlimNet, a graph neural network (GNN) framework for molecules.", "GlimNet", "METHOD"),
    # a benchmarking system or framework is a benchmark
    ("we introduce GlimIQ, a novel Multi-Choice Question-Answering (MCQA) benchmarking system to assess LLMs.",
     "GlimIQ", "DATASET"),
    ("we introduce GlimBench, a benchmarking framework for agents.", "GlimBench", "DATASET"),
    # a subset is data
    ("we release GLIM-Lite, a human-annotated subset to foster future research.", "GLIM-Lite", "DATASET"),
])
def test_an_apposition_is_typed_by_the_last_noun_of_its_phrase(nlp, sentence, name, label):
    mentions = {m.text: m for m in extract_paper(_paper("To fill this gap, " + sentence), nlp).mentions}
    assert mentions[name].label == label


@pytest.mark.parametrize("abstract, name, label, role", [
    ("We introduce an efficient LiDAR 3D object detector, referred to as MoMEX, which mixes experts.", "MoMEX",
     "METHOD", "proposed"),
    ("We design a benchmark, denoted as FooBench, with hard questions.", "FooBench", "DATASET", "introduced"),
    ("Methods decompose images from conventional CT systems, commonly referred to as SEMMDX. We propose GlimNet.",
     "SEMMDX", "METHOD", "used"),
])
def test_referred_to_as_and_denoted_as_give_names(nlp, abstract, name, label, role):
    mentions = {m.text: m for m in extract_paper(_paper(abstract), nlp).mentions}
    assert (mentions[name].label, mentions[name].role) == (label, role)


@pytest.mark.parametrize("abstract, expected", [
    ("We then train Tymer, a dialogue agent designed to predict time intervals.", {"Tymer": "METHOD"}),
    ("We report results from Gyanx, an explainable language model, on three tasks.", {"Gyanx": "METHOD"}),
    ("We propose Pixel3DMX, a set of highly-generalized vision transformers which predict per-pixel cues.",
     {"Pixel3DMX": "METHOD"}),
    ("We visited Paris, a city in France.", {}),
    ("Our module, 3D-Proj Guidance, a module that enhances features, helps.", {}),  # the end of a longer name
])
def test_a_plain_capitalised_word_an_apposition_describes(nlp, abstract, expected):
    mentions = {m.text: m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.label in ("METHOD", "DATASET")}
    assert {name: label for name, label in mentions.items() if name in expected or name in ("Paris", "Guidance")} \
        == expected


@pytest.mark.parametrize("abstract, names", [
    ("We also propose to use a metric called Per-Prompt Diversity (PPD) to evaluate the diversity of models.",
     {"Per-Prompt Diversity", "PPD"}),
    ("Submissions were evaluated with standard IR metrics, including Average Precision (AP) and R-Precision (R-PREC).",
     {"R-Precision", "R-PREC"}),
    ("We introduce a new score, termed FooScoreX, to rate answers.", {"FooScoreX"}),
    ("GlimNet reached a Quark Agreement Coefficient (QAC) of 0.78 against two experts.", {"Quark Agreement Coefficient",
                                                                                           "QAC"}),
    ("GlimNet reached a Glimmer Coefficient (GC) of 0.41 on the income data.", {"Glimmer Coefficient", "GC"}),
])
def test_a_name_given_to_a_measure_is_a_metric(nlp, abstract, names):
    labels = {m.text: m.label for m in extract_paper(_paper(abstract), nlp).mentions}
    assert {labels.get(name) for name in names} == {"METRIC"}


@pytest.mark.parametrize("abstract, short, long_form", [
    ("GlimNet reads Quark Cepstral Coefficients (QCCs) from speech and improves accuracy by 2%.", "QCCs",
     "Quark Cepstral Coefficients"),
    ("We propose a Learnable Fusion Coefficient (LFC) that weights the two branches of GlimNet, improving mIoU by "
     "1.2%.", "LFC", "Learnable Fusion Coefficient"),
    ("GlimNet adds an Adaptive Quark Coefficient (AQC) module and improves FID by 2.1.", "AQC",
     "Adaptive Quark Coefficient"),
])
def test_coefficients_a_model_computes_or_learns_are_not_a_measure(nlp, abstract, short, long_form):
    labels = {m.text: m.label for m in extract_paper(_paper(abstract), nlp).mentions}
    assert labels.get(short) != "METRIC" and labels.get(long_form) != "METRIC"


def test_a_bench_name_alone_in_the_title_is_a_dataset(nlp):
    extraction = extract_paper(_paper("We ask models to find the largest prime.",
                                      title="PrimeBench: will your LLM find the largest prime number?"), nlp)
    assert [(m.text, m.label, m.role) for m in extraction.mentions] == [("PrimeBench", "DATASET", "introduced")]


@pytest.mark.parametrize("sentence, name", [
    ("The MXA block enhances traditional Multi-Head Self Attention (MHSA) with a local module.", "MHSA"),
    ("It implements the well-established Solid Isotropic Material with Penalization (SIMP) method.", "SIMP"),
])
def test_a_definition_marked_as_established_is_used(nlp, sentence, name):
    abstract = "We propose GlimNet, a novel detector for chest X-rays. " + sentence
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "used"


@pytest.mark.parametrize("abstract, expected", [
    ("GlimNet significantly outperforms prior approaches in consistency, diversity, and persona relevance.",
     {"consistency", "diversity", "persona relevance"}),
    ("We show significant improvements in convergence speed compared to baselines.", {"convergence speed"}),
    ("It leads to a significant improvement in downstream performance.", set()),
    ("GlimNet outperforms prior methods in weather removal, providing high-quality results.", set()),
    ("GlimNet outperforms speed-optimized models in training efficiency.", {"training efficiency"}),
    ("GlimNet outperforms state-of-the-art methods in structural alignment and semantic accuracy.",
     {"structural alignment", "semantic accuracy"}),
])
def test_measures_a_paper_claims_to_be_better_in(nlp, abstract, expected):
    metrics = {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METRIC"}
    assert metrics == expected


@pytest.mark.parametrize("abstract, name, label, role", [
    ("Specifically, we propose dual teacher-student learning (DTSL), a framework that trains two groups of models.",
     "DTSL", "METHOD", "proposed"),
    ("The key innovation lies in our proposed magnification alignment (MAGA) mechanism, which aligns scales.",
     "MAGA", "METHOD", "proposed"),
    ("We tackle image super-resolution (SR) with a new network.", "SR", "TASK", None),
    ("Existing object detection (OD) models are slow, so we propose GlimNet.", "OD", "TASK", None),
])
def test_a_lower_case_definition_the_paper_proposes_as_a_method(nlp, abstract, name, label, role):
    mentions = {m.text: m for m in extract_paper(_paper(abstract), nlp).mentions}
    assert (mentions[name].label, mentions[name].role) == (label, role)


def test_a_known_measure_given_its_value_after_an_equals_sign_is_the_claims_measure(nlp):
    extraction = extract_paper(_paper("GlimSim is better correlated with closed-loop runs (R^2=0.8) than the best "
                                      "open-loop one (R^2=0.7)."), nlp)
    assert "R^2" in _by_text(extraction, "METRIC")
    assert [(claim.value, claim.metric) for claim in extraction.claims] == [(0.8, "R^2"), (0.7, "R^2")]


@pytest.mark.parametrize("abstract, name, long_form", [
    ("We propose GLIMWIRE, GLIMmering With guIded REcolouring, a method to enrich images.", "GLIMWIRE",
     "GLIMmering With guIded REcolouring"),
    ("We introduce QUIPE (QUark Inverse Parameter Editing), which comprises three components.", "QUIPE",
     "QUark Inverse Parameter Editing"),
    ("We present GLIMRA, Glim-Linked Re-ranker, a model that scores passages.", "GLIMRA", "Glim-Linked Re-ranker"),
    ("We propose QuarkEval, Quark-guided Evaluation framework, which first drafts hypotheses.", "QuarkEval",
     "Quark-guided Evaluation"),
    ("We propose QuarkEval, Quark-guided Evaluation framework for text generation.", "QuarkEval",
     "Quark-guided Evaluation"),
    ("We propose QuarkEval, Quark-guided Evaluation framework for long texts, which drafts hypotheses.", "QuarkEval",
     "Quark-guided Evaluation"),
    # the head noun stays where the name spells it
    ("We propose GLN, Graph Linked Network, a model that matches images.", "GLN", "Graph Linked Network"),
    ("We propose GLN, Graph Linked Network for image matching.", "GLN", "Graph Linked Network"),
])
def test_words_whose_capitals_spell_a_name_beside_it_are_its_long_form(nlp, abstract, name, long_form):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[name].long_form == long_form and set(methods) == {name, long_form}


@pytest.mark.parametrize("abstract", [
    "We compare GlimNet, Graph Linked Image Matching Networks, and QuarkNet on three sets.",
    "Baselines include GLIM, GraphSAGE, Linear Probing, and QuarkNet.",
    "We compare GAN, Graph Attention Networks, and VAE on GlimSet.",
    "We compare QuarkNet, GAN, Graph Attention Networks and VAE on GlimSet.",
])
def test_names_listed_after_a_name_are_not_its_long_form(nlp, abstract):
    assert not any(m.long_form for m in extract_paper(_paper(abstract), nlp).mentions)


@pytest.mark.parametrize("part", ["Cross-level Saliency Assessment Block", "Bridging Glim Gate", "Glim Token Router"])
def test_a_title_case_part_named_by_its_own_component_noun_is_proposed(nlp, part):
    extraction = extract_paper(_paper(
        f"We propose DSSN, a novel network. The core of DSSN is the {part}, which "
        "performs pixel-wise attention, read from an Inertial Measurement Unit."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods[part].role == "proposed"
    assert "Inertial Measurement Unit" not in methods


@pytest.mark.parametrize("abstract, name, label, role", [
    ("We encode protein sequences using ESM-1x.", "ESM-1x", "METHOD", "used"),
    ("We propose GlimNet, a novel tracker. Blobs are tracked using the recently proposed Asynchronous Event Blob (AEB) "
     "tracker.", "AEB", "METHOD", "used"),
    ("We validate our method using RSNA, MIMIC-CXR-JPX and JSRT datasets, showing better quality.", "MIMIC-CXR-JPX",
     "DATASET", "evaluated"),
])
def test_what_the_paper_does_something_using(nlp, abstract, name, label, role):
    mentions = {m.text: m for m in extract_paper(_paper(abstract), nlp).mentions}
    assert (mentions[name].label, mentions[name].role) == (label, role)


@pytest.mark.parametrize("abstract", [
    "We propose GlimNet, a novel system. By evaluating outputs against user expectations, the Feedback-Reflection (FR) "
    "module identifies discrepancies. The Dialogue-to-Prompt (D2P) module turns feedback into prompts.",
    "Our proposed framework, GlimNet, addresses this. By evaluating outputs against user expectations, the "
    "Feedback-Reflection (FR) module identifies discrepancies. The Dialogue-to-Prompt (D2P) module turns feedback into "
    "prompts.",
])
def test_bracketed_modules_after_the_proposal_are_its_parts(nlp, abstract):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("FR", "D2P", "Feedback-Reflection", "Dialogue-to-Prompt")} == {"proposed"}


@pytest.mark.parametrize("abstract, name, role", [
    ("We propose a lightweight tracker, also called FastTracx, that runs in real time.", "FastTracx", "proposed"),
    ("We propose FooNet for video segmentation. FooNet consists of the Adaptive Token Mixer (ATM) and the Temporal "
     "Gate Unit (TGU), which cooperate.", "TGU", "proposed"),
])
def test_a_second_name_and_the_parts_a_system_consists_of_stay_proposed(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("abstract, absent", [
    ("Our model reduces prediction error by 10% for COVID-19 patients.", "COVID-19"),
    ("We propose Foo. Foo consistently outperforms existing methods in science, medicine and finance.", "finance"),
])
def test_words_that_only_look_like_results_or_measures(nlp, abstract, absent):
    assert absent not in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


@pytest.mark.parametrize("title, expected", [
    ("FooNetX: Robust Segmentation on Noisy Medical Datasets", [("FooNetX", "METHOD", "proposed")]),
    ("FooFlow: Mitigating Dataset Biases through Undecided Learning", [("FooFlow", "METHOD", "proposed")]),
    ("FooSet: A Heterogeneous Sensor Dataset and Framework for Rendering", [("FooSet", "DATASET", "introduced")]),
    ("FooSet: Multi-Species, Low-Altitude Aerial Footage Dataset", [("FooSet", "DATASET", "introduced")]),
    ("FooSet: A Multilingual Benchmark Suite for Parsing", [("FooSet", "DATASET", "introduced")]),
    ("ChatGPT: Jack of All Trades", []),
])
def test_a_title_name_is_typed_by_its_subtitle_head_and_known_models_are_not_presented(nlp, title, expected):
    extraction = extract_paper(_paper("We segment organs in noisy scans.", title=title), nlp)
    assert [(m.text, m.label, m.role) for m in extraction.mentions if m.evidence.section == "title"] == expected


def test_a_title_name_the_abstract_spells_out_is_one_method_with_its_long_form(nlp):
    from kg.evaluate import to_eval_record

    extraction = extract_paper(_paper("We study motion control. Our approach, named Metric-Aligning Glim Matching, "
                                      "aligns sequences by within-domain distances.",
                                      title="MAGM: Motion Control via Metric-Aligning Glim Matching"), nlp)
    from_title = [m for m in extraction.mentions if m.evidence.section == "title"]
    assert [(m.text, m.long_form, m.role) for m in from_title] == [
        ("MAGM", "Metric-Aligning Glim Matching", "proposed")]
    proposed = [g["names"] for g in to_eval_record(extraction)["methods"] if g["role"] == "proposed"]
    assert proposed == [["Metric-Aligning Glim Matching", "MAGM"]]


def test_the_dataset_a_title_presents_is_introduced(nlp):
    extraction = extract_paper(_paper("Models still fail on CoolBench and on MMLU.",
                                      title="CoolBench: A Benchmark of Hard Questions"), nlp)
    datasets = _by_text(extraction, "DATASET")
    assert datasets["CoolBench"].role == "introduced"
    assert datasets["MMLU"].role == "evaluated"


@pytest.mark.parametrize("title, abstract", [
    ("QuillNet: Sparse Routing for Long Documents", "We propose QuillNet, which routes tokens sparsely."),  # read there
    ("Position: Benchmarks Should Be Harder", "We argue that benchmarks saturate too fast."),  # the kind of paper
    ("Conversations: Love Them, Hate Them", "We study how users steer chat models."),  # a plural noun
    ("Rethinking: Old Methods for New Data", "We revisit classic pruning."),  # a participle
    ("Quillkri: Open Models for Greek", "We release Llama-Quillkri-8B, trained on Greek text."),  # part of a name there
    ("Memory: Long-Horizon Agents", "We study memory in agents over long horizons."),  # a plain word there
    ("Alignment: A Survey of Methods for Steering Models", "We review approaches that steer models."),  # a survey
    ("Quillmem: A Comparative Study of Retrieval Methods", "We compare retrieval for agents."),  # a study
    ("LLMs: Friends or Foes of Peer Review", "We survey how reviewers use chatbots."),  # a class of models
    ("SparseGPT for Tabular Data", "We prune tabular models in one shot."),  # "for": the title may only use it
])
def test_a_title_names_nothing_new_when_the_abstract_has_the_name_or_it_is_no_name(nlp, title, abstract):
    extraction = extract_paper(_paper(abstract, title=title), nlp)
    assert not [m for m in extraction.mentions if m.evidence.section == "title"]


@pytest.mark.parametrize(("abstract", "name"), [
    ("To fill this gap, we introduce QuillEval-QA, the first large-scale benchmark for grading essays.", "QuillEval-QA"),
    ("We present MorphStack-Bench: a comprehensive benchmark for morphological analysis.", "MorphStack-Bench"),
    ("We introduce DocTrail (Documents Traced Across Languages), a benchmark designed for alignment.", "DocTrail"),
    ("We release TrailSet-9, our new evaluation suite for route planning.", "TrailSet-9"),
    # a naming verb names the head of the phrase before it
    ("We collect the first large-scale saliency dataset with pixel-wise object annotations, named QSal20K. "
     "QSal20K covers diverse scenes.", "QSal20K"),
    # a name the sentence says is the first dataset is an introduced dataset
    ("We propose an annotation method. The constructed QNCI is the first Chinese incident detection dataset.", "QNCI"),
])
def test_names_presented_as_benchmarks_are_introduced_datasets(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "DATASET")[name].role == "introduced"
    assert name not in _by_text(extraction, "METHOD")


def test_apposition_with_a_method_head_keeps_the_method(nlp):
    extraction = extract_paper(_paper("We propose GraftNet-2, a novel framework for benchmark construction."), nlp)
    assert _by_text(extraction, "METHOD")["GraftNet-2"].role == "proposed"
    assert "GraftNet-2" not in _by_text(extraction, "DATASET")


@pytest.mark.parametrize("abstract", [
    "Extensive evaluations on benchmarks including PG-77, RouteSuite, and Needle-In-A-Stack show that it holds up.",
    "We test on datasets (e.g., PG-77, RouteSuite, Needle-In-A-Stack) and report accuracy.",
    "Results on datasets such as PG-77, RouteSuite and Needle-In-A-Stack show gains.",
])
def test_names_listed_after_a_dataset_noun_are_datasets(nlp, abstract):
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert {"PG-77", "RouteSuite", "Needle-In-A-Stack"} <= set(datasets)


@pytest.mark.parametrize("abstract", [
    "It gains on three benchmarks: GlimWorld (73% to 89%), Quarkcraft (55% to 64%), and Zorb-SQL (75% to 79%).",
    "We report results on two datasets (Quarkcraft (public) and Zorb-SQL (private)).",
])
def test_a_plain_word_listed_with_an_aside_after_it_is_a_dataset(nlp, abstract):
    assert "Quarkcraft" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_a_long_form_in_brackets_after_the_name_is_its_second_name(nlp):
    abstract = ("We propose DACPO (Divide-And-Conquer Point Orientation), a novel framework for orientation, "
                "and compare it with MoCHA (Phi2-2.7B).")
    extraction = extract_paper(_paper(abstract), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["DACPO"].long_form == "Divide-And-Conquer Point Orientation"
    assert methods["Divide-And-Conquer Point Orientation"].role == methods["DACPO"].role == "proposed"
    assert not {"Divide-And-Conquer", "Point Orientation"} & set(methods)
    assert methods["Phi2-2.7B"].long_form is None
    for mention in extraction.mentions:
        assert abstract[mention.evidence.start:mention.evidence.end] == mention.text


@pytest.mark.parametrize(("abstract", "name", "long_form"), [
    ("We introduce GoT, short for Glimmer odometry Transformer, which processes sequences of frames.",
     "GoT", "Glimmer odometry Transformer"),
    ("We propose QUARK Pruning, short for Quantised Unit Aware Rank Kernels, an improved pruning method.",
     "QUARK Pruning", "Quantised Unit Aware Rank Kernels"),
    ("We named the model GLIMRA, which stands for Graded Latent Inference of Multilingual Reading Aids, and test it.",
     "GLIMRA", "Graded Latent Inference of Multilingual Reading Aids"),
])
def test_a_name_said_to_be_short_for_its_long_form_has_it_as_its_second_name(nlp, abstract, name, long_form):
    extraction = extract_paper(_paper(abstract), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods[name].long_form == long_form and methods[long_form].role == methods[name].role == "proposed"
    for mention in extraction.mentions:
        assert abstract[mention.evidence.start:mention.evidence.end] == mention.text


def test_one_word_after_short_for_is_no_long_form(nlp):
    extraction = extract_paper(_paper("We call the model GLIMR, short for Glimmer, and train it on ZorbQA."), nlp)
    assert all(m.long_form is None for m in extraction.mentions)
    assert not any("train it" in m.text for m in extraction.mentions)


def test_words_after_short_for_that_do_not_spell_the_name_are_no_long_form(nlp):
    methods = _by_text(extract_paper(_paper("We use GLIM, short for a longer name here, in tests."), nlp), "METHOD")
    assert methods["GLIM"].long_form is None


@pytest.mark.parametrize(("abstract", "long_form"), [
    ("We propose a new COupled Temporal contrastivE Learning (COTEL) framework that aligns the streams.",
     "COupled Temporal contrastivE Learning"),
    ("We propose a Glimmer glim-driven online Edge-Aware Routing (GEAR) algorithm that is training-free.",
     "Glimmer glim-driven online Edge-Aware Routing"),
])
def test_a_long_form_whose_capitals_spell_the_short_form_is_taken_whole(nlp, abstract, long_form):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert long_form in methods and methods[long_form].role == "proposed"


@pytest.mark.parametrize(("abstract", "long_form"), [
    ("We apply Gaussian noise to grouped Multi-Head Attention (GMHA) in each layer.", "grouped Multi-Head Attention"),
    ("We pair Glim encoders with gated Multi-Scale Fusion (GMSF) in each block.", "gated Multi-Scale Fusion"),
    ("We pair Glim with gated Multi-Scale Fusion (GMSF) in each block.", "gated Multi-Scale Fusion"),
])
def test_capitals_inside_words_do_not_reach_back_over_a_clause(nlp, abstract, long_form):
    names = {m.text for m in extract_paper(_paper(abstract), nlp).mentions}
    assert long_form in names


def test_capitals_spread_over_a_clause_do_not_make_a_long_form(nlp):
    abstract = "We propose Glimmer quark-Reusing decomposed steps to greatly accelerate SAM (GRSAM) in training."
    names = {m.text for m in extract_paper(_paper(abstract), nlp).mentions}
    assert not any(name.startswith("Glimmer quark") for name in names)


def test_places_named_in_several_words_are_not_methods(nlp):
    extraction = extract_paper(_paper(
        "Our dataset spans many locations, including USA, Mexico, Costa Rica, Portugal, Sri Lanka and New Zealand."), nlp)
    assert not [m.text for m in extraction.mentions if m.label in ("METHOD", "DATASET")]


def test_names_listed_as_rubrics_are_measures(nlp):
    extraction = extract_paper(_paper(
        "GlimEval scores talks on four rubrics: Content Quality (CQ), Visual Balance (VB), and Speaker Presence (SP)."),
        nlp)
    assert {"Content Quality", "Visual Balance", "Speaker Presence"} <= set(_by_text(extraction, "METRIC"))
    assert not {"Content Quality", "Visual Balance", "Speaker Presence"} & set(_by_text(extraction, "METHOD"))


def test_names_listed_as_selection_criteria_are_not_measures(nlp):
    extraction = extract_paper(_paper("We select baselines by two criteria: Open Weights and Public Checkpoints."), nlp)
    assert not _by_text(extraction, "METRIC")


@pytest.mark.parametrize(("abstract", "name"), [
    ("Here we bring in a novel metric, Glimmer Quark Concordance (GQC), which captures coverage.", "GQC"),
    ("Here we bring in a new measure Glim-Quark-Entropy (GQE) to compare tokenizers.", "GQE"),
    ("To measure the gap, we bring in a novel metric GQSS and an evaluation protocol.", "GQSS"),
])
def test_a_name_set_right_after_a_new_measure_noun_is_a_measure(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert name in _by_text(extraction, "METRIC") and name not in _by_text(extraction, "METHOD")


def test_a_measure_s_long_form_in_brackets_after_it_is_its_second_name(nlp):
    extraction = extract_paper(_paper("Here we bring in a novel metric GQSC (Glim Quark Shift Concordance) to rate videos."),
                               nlp)
    metrics = _by_text(extraction, "METRIC")
    assert metrics["GQSC"].long_form == "Glim Quark Shift Concordance" and "Glim Quark Shift Concordance" in metrics


def test_the_subject_after_a_fronted_phrase_on_a_new_measure_is_not_the_measure(nlp):
    abstract = "Under a novel metric, GlimNet-2 outperforms QuarkNet by 4% on GlimQA."
    assert "GlimNet-2" not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_name_after_a_measure_noun_with_no_word_of_novelty_keeps_its_reading(nlp):
    assert "GQSS" in _by_text(extract_paper(_paper("We use the metric GQSS for scoring."), nlp), "METHOD")


@pytest.mark.parametrize(("abstract", "names"), [
    ("Cross-domain few-shot glim learning (CDFGL) aims to carry glim skills over to quark scenes.",
     {"Cross-domain few-shot glim learning", "CDFGL"}),
    ("Quark-Glim Distillation (QGD) seeks to move knowledge between modalities.", {"Quark-Glim Distillation", "QGD"}),
])
def test_a_definition_opening_a_sentence_on_its_aim_is_a_task_whatever_its_head(nlp, abstract, names):
    extraction = extract_paper(_paper(abstract), nlp)
    assert names <= set(_by_text(extraction, "TASK")) and not names & set(_by_text(extraction, "METHOD"))


def test_a_method_the_paper_proposes_that_aims_at_something_stays_a_method(nlp):
    methods = _by_text(extract_paper(_paper("We propose Quark Glim Distillation (QGD), which aims to compress."), nlp),
                       "METHOD")
    assert methods["QGD"].role == "proposed"


def test_a_network_defined_on_its_aim_stays_a_method(nlp):
    extraction = extract_paper(_paper("Glim Quark Network (GQN) aims to fuse views. GQN outperforms ZorbNet by 3.1%."), nlp)
    assert "GQN" in _by_text(extraction, "METHOD") and "GQN" not in _by_text(extraction, "TASK")


def test_the_last_plain_word_listed_with_an_aside_before_the_full_stop_is_a_dataset(nlp):
    abstract = "It gains on three benchmarks: Glimworld (73%), Quarkcraft (55%), and Zorbville (12%)."
    assert {"Glimworld", "Quarkcraft", "Zorbville"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


def test_a_sentence_opening_participle_is_not_taken_into_the_family(nlp):
    abstract = "Adopting Quark 3.5 Mini Instruct as the teacher, we train Zorb."
    assert "Quark 3.5 Mini Instruct" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_name_with_ours_after_a_fronted_phrase_on_a_new_measure_is_not_the_measure(nlp):
    abstract = "Under a novel metric, GlimNet (ours) outperforms QuarkNet by 4%."
    assert not _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_defined_fields_records_and_theories_are_not_methods(nlp):
    extraction = extract_paper(_paper(
        "We propose GlimNet-3. It builds on Optical Coherence Tomography (OCT), Electronic Health Records (EHRs) "
        "and the Item Response Theory (IRT)."), nlp)
    names = {m.text for m in extraction.mentions if m.label in ("METHOD", "DATASET")}
    assert names == {"GlimNet-3"}


def test_models_named_inside_a_score_are_not_methods(nlp):
    extraction = extract_paper(_paper(
        "GlimNet-3 reaches the highest CLIP and BLIP alignment scores. We train it with CLIP as the encoder and "
        "binary cross entropy over score differences."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["CLIP"].evidence.sentence.startswith("We train")
    assert "BLIP" not in methods


def test_a_name_after_a_decimal_score_is_its_measure(nlp):
    extraction = extract_paper(_paper("Our planner achieves 45.0 PDMS with a 1.5 MiB model on 2 A100 GPUs."), nlp)
    assert "PDMS" in _by_text(extraction, "METRIC")
    assert not {"PDMS", "MiB"} & set(_by_text(extraction, "METHOD")) and "MiB" not in _by_text(extraction, "METRIC")


def test_a_name_after_a_signed_decimal_gain_is_its_measure(nlp):
    extraction = extract_paper(_paper("GlimTIC beats QuarkLM by +0.6 XZORB and +1.18 ZORBKIWI-23 on average."), nlp)
    assert {"XZORB", "ZORBKIWI-23"} <= set(_by_text(extraction, "METRIC"))
    assert not {"XZORB", "ZORBKIWI-23"} & set(_by_text(extraction, "METHOD"))


def test_a_name_after_a_percent_score_is_its_measure(nlp):
    extraction = extract_paper(_paper("Current models lag (e.g., Zorb-13B reaches only 5.9% qIoU on GlimParts)."), nlp)
    assert "qIoU" in _by_text(extraction, "METRIC") and "qIoU" not in _by_text(extraction, "METHOD")
    data_before_a_measure = extract_paper(_paper("GlimNet reaches 71.3% QuarkVQA accuracy on the hard split."), nlp)
    assert "QuarkVQA" not in _by_text(data_before_a_measure, "METRIC")


@pytest.mark.parametrize("abstract, metrics", [
    ("GlimOcc delivers better results in terms of RayQ and mQVE for occupancy.", {"RayQ", "mQVE"}),
    ("GlimOcc is better in terms of both GlimIoU, QVX and speed.", {"GlimIoU", "QVX"}),
    ("GlimSet beats older sets in terms of QRU density and coverage.", set()),  # the name says whose density
    ("In terms of Accuracy, RayQ and QVX outperform all previous baselines.", set()),  # a fronted phrase, then
    # the clause's subjects
    ("GlimNet is better in terms of both RayQ and QVX accuracy.", set()),  # whose accuracy
    ("GlimNet is better in terms of QRU's accuracy on held-out zorbs.", set()),
])
def test_names_a_result_is_weighed_in_are_measures(nlp, abstract, metrics):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC")) & {"RayQ", "mQVE", "GlimIoU", "QVX", "QRU"} \
        == metrics


@pytest.mark.parametrize(("word", "name"), [
    ("ViT-B/16", True), ("CIFAR-10/100", True), ("GlimNet-3", True),
    ("GPT-4/human", False), ("LLM/VLMs", False), ("GPR-", False),
    ("QUARK'17", True), ("GlimSet'24", True), ("Security'25", False), ("'25", False),
    ("GLIM_MINI", True), ("QuarkPT_LR", True), ("QuarkSet_2021", True), ("CO_2", False), ("F_1", False),
    ("V2_03", False),
    ("Multi_Scale", False), ("based_GLIMs", False), ("x_", False),
])
def test_name_shapes(word, name):
    from kg.extract.mentions import is_name

    assert is_name(word, frozenset()) is name


def test_a_name_that_modifies_a_noun_after_a_proposal_is_not_a_method(nlp):
    extraction = extract_paper(_paper(
        "We present the first study of scaling laws for QEHR foundation models. Our model is called "
        "Weighted Feature Mixing because it mixes features."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert "QEHR" not in methods
    assert methods["Weighted Feature Mixing"].role == "proposed"


def test_a_short_name_in_brackets_after_a_dataset_is_its_second_name(nlp):
    extraction = extract_paper(_paper(
        "We introduce the Concurrent Partial Interaction Dataset (QPHOI-120) for interaction recognition."), nlp)
    dataset = _by_text(extraction, "DATASET")["QPHOI-120"]
    assert dataset.role == "introduced" and dataset.long_form == "Concurrent Partial Interaction Dataset"
    assert "QPHOI-120" not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize(("abstract", "label", "role"), [
    ("Experiments on the Long Range Drone Imagery (LRDI) collection show gains. On the LRDI dataset our model "
     "halves the error.", "DATASET", "evaluated"),
    ("We present the Kitchen Object Scan Catalog (KOSC) for 3D reconstruction. The KOSC dataset holds 2,000 "
     "scanned objects.", "DATASET", "introduced"),
    ("We propose Relative Joint Agreement (RJA) to rate pose estimators. The RJA metric tracks human judgement.",
     "METRIC", None),
])
def test_a_definition_typed_only_by_its_verb_takes_the_type_a_later_head_gives(nlp, abstract, label, role):
    extraction = extract_paper(_paper(abstract), nlp)
    short = next(m for m in extraction.mentions if m.evidence.rule.startswith("acronym:short-form"))
    long = next(m for m in extraction.mentions if m.evidence.rule.startswith("acronym:long-form"))
    assert (short.label, short.role) == (label, role) and long.label == label
    assert not _by_text(extraction, "METHOD")


def test_a_cue_inside_a_longer_one_is_not_read_on_its_own(nlp):
    abstract = ("We built a tagger based on QuarkBERT and evaluated it on three corpora. "
                "Compared with QuarkDPO, our tagger is faster.")
    assert _role_of(nlp, "METHOD", "QuarkBERT", abstract) == "used"
    assert _role_of(nlp, "METHOD", "QuarkDPO", abstract) == "compared"
    assert "QuarkBERT" not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_benchmark_suites_are_datasets_and_their_scores_metrics(nlp):
    extraction = extract_paper(_paper("Experiments on VBench and T2I-CompBench show gains, with a drop of only 2.6% "
                                      "in GenEval score."), nlp)
    assert {"VBench", "T2I-CompBench"} <= set(_by_text(extraction, "DATASET"))
    assert "GenEval score" in _by_text(extraction, "METRIC") and "VBench" not in _by_text(extraction, "METRIC")


def test_an_ambiguous_dataset_name_counts_in_a_list_of_known_ones(nlp):
    datasets = _by_text(extract_paper(_paper("Results on ActivityNet, COIN and YouCook2 show gains. "
                                             "We flipped a coin."), nlp), "DATASET")
    assert "COIN" in datasets and datasets["COIN"].key == "coin" and "coin" not in datasets


_NOVEL_PART = ("We introduce QuarkGS, an architecture built on a novel Layered Spark Field (LSF). "
               "It is based on ResNet-50.")
_EMPLOYED_PART = ("We propose QuarkGEM for edge inference. QuarkGEM employs a Sparse Quark Router (SQR) to allocate "
                  "computation. We compare with Dense Quark Attention (DQA).")


@pytest.mark.parametrize(("abstract", "name", "role"), [
    (_NOVEL_PART, "LSF", "proposed"),  # a name used right after "a novel" is the paper's own
    (_NOVEL_PART, "ResNet-50", "used"),
    (_EMPLOYED_PART, "SQR", "proposed"),  # a part the proposed system employs
    (_EMPLOYED_PART, "DQA", "compared"),
])
def test_parts_of_the_papers_own_system_are_proposed_and_what_it_builds_on_is_used(nlp, abstract, name, role):
    assert _role_of(nlp, "METHOD", name, abstract) == role


@pytest.mark.parametrize(("abstract", "name", "role"), [
    ("We propose QuarkGEM, a detector. At inference time, QuarkGEM applies a Two-Pass Quark Blending (TPQB) "
     "scheme.", "TPQB", "proposed"),
    ("We propose QuarkGEM, a detector. To handle long inputs, QuarkGEM adopts a glim token pruner (GTP).", "GTP",
     "proposed"),
    ("We propose QuarkGEM, a detector. Specifically, QuarkGEM employs a Sparse Quark Router (SQR).", "SQR", "proposed"),
    # a name the field knows stays what it is, and a phrase that turns to other work opens no part of the paper's
    ("We propose QuarkGEM, a detector. Specifically, QuarkGEM incorporates Class Activation Mapping (CAM).", "CAM",
     "used"),
    ("We propose QuarkGEM, a detector. Typically, BarFormer uses a Dense Foo Aggregator (DFA).", "DFA", "used"),
    ("We propose QuarkGEM, a detector. In prior work, BarFormer uses a Dense Foo Aggregator (DFA).", "DFA", "used"),
])
def test_a_part_the_papers_system_uses_after_an_opening_phrase_is_its_own(nlp, abstract, name, role):
    assert _role_of(nlp, "METHOD", name, abstract) == role


@pytest.mark.parametrize(("abstract", "name", "role"), [
    ("We propose GlimRec for ranking. Our design builds upon two key modules: Layered Glim Pooling (LGP) "
     "and Folded Quark Routing (FQR).", "FQR", "proposed"),
    ("We propose GlimRec for ranking. Our design builds upon two key modules: Layered Glim Pooling (LGP) "
     "and Adaptive Mixed Offset Smoothing (AMOS).", "AMOS", "proposed"),  # letters a dataset also goes by
    ("We propose GlimRec for ranking. The proposed framework comprises three stages: (1) Quark Sampling (QS), (2) Glim "
     "Fusion (GF), and (3) a ranking head.", "GF", "proposed"),
    ("We propose GlimRec for ranking. The proposed design builds upon two key modules: Dynamic Glim "
     "Modeling (DGM) and Folded Quark Routing (FQR).", "FQR", "proposed"),
    # not a study's subject, nor what the system is compared with
    ("Ranking is hard. Our study compares two approaches: fine-tuning (GlimFlux, Quarkinsky) versus training from "
     "scratch.", "GlimFlux", "used"),
    ("We propose GlimRec. Our method is compared with three strong approaches: QuarkRank, FooRec and BarRec.",
     "FooRec", "compared"),
    # a comparison in a clause of its own leaves the parts the paper's
    ("We propose GlimRec. Our framework, which outperforms baselines, has two modules: Quark Sampling (QS) and Glim "
     "Fusion (GF).", "GF", "proposed"),
    ("We propose GlimRec for ranking. GlimRec employs an Adaptive Mixed Offset Smoothing (AMOS) module.", "AMOS",
     "proposed"),
])
def test_a_coined_name_listed_among_the_counted_parts_of_the_papers_system_is_its_own(nlp, abstract, name, role):
    assert _role_of(nlp, "METHOD", name, abstract) == role


def test_what_a_model_is_trained_on_is_a_dataset_and_what_it_is_trained_with_a_method(nlp):
    extraction = extract_paper(_paper("Trained on QuarkFake and fine-tuned on the Quark Child Speech (QCS) corpus "
                                      "collection, the detector is trained with QuarkLoss and built on QuarkNet."), nlp)
    assert {"QuarkFake", "QCS"} <= set(_by_text(extraction, "DATASET"))
    assert {"QuarkLoss", "QuarkNet"} <= set(_by_text(extraction, "METHOD"))


def test_a_derived_adjective_after_we_propose_is_not_a_name_but_may_stand_before_one(nlp):
    extraction = extract_paper(_paper("We propose a Mamba-based QSOD model, termed Quamba. We also propose a "
                                      "traffic-oriented Quark Scan Router (QSR)."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert "Mamba-based" not in methods and methods["Quamba"].role == "proposed"
    assert methods["QSR"].role == "proposed"


def test_lower_case_parts_listed_after_the_proposal_are_proposed(nlp):
    abstract = ("In this paper, we propose QuarkW. To weight captions, we propose two techniques: (i) non-parametric "
                "uniqueness and (ii) learning-based attention. We compare (1) running baselines and (2) "
                "established systems.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["non-parametric uniqueness"].role == "proposed" and "learning-based attention" in methods
    assert "established systems" not in methods and "running baselines" not in methods


def test_chain_of_thought_is_a_technique_the_paper_uses_or_beats(nlp):
    methods = _by_text(extract_paper(_paper("We apply chain-of-thought (CoT) prompting to glim puzzles and propose "
                                            "QuarkCoT, a novel framework."), nlp), "METHOD")
    assert methods["chain-of-thought"].role == methods["CoT"].role == "used"
    assert methods["QuarkCoT"].role == "proposed"
    paper = extract_paper(_paper("We propose QuarkCoT, a novel framework. QuarkCoT outperforms standard CoT "
                                 "prompting by 4.1% on GlimBench."), nlp)
    assert [(claim.method, claim.baseline) for claim in paper.claims] == [("QuarkCoT", "CoT prompting")]


@pytest.mark.parametrize("abstract", [
    "We fine-tune Glim on long chain-of-thought data and release it.",
    "Our corpus reuses prompts from the Zorb chain-of-thought (CoT) dataset for glim training.",
    "We distil Glim from chain-of-thought rationales written by a larger model.",
])
def test_a_technique_naming_the_data_it_wrote_is_no_method(nlp, abstract):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert not {"chain-of-thought", "CoT"} & set(methods)


def test_the_words_of_a_technique_before_the_data_it_wrote_name_nothing_else(nlp):
    extraction = extract_paper(_paper("We release conformal prediction data for glim ranking."), nlp)
    assert not any("conformal prediction" in m.text for m in extraction.mentions)


def test_a_technique_inside_a_longer_capitalised_name_is_left_to_that_name(nlp):
    methods = _by_text(extract_paper(_paper("In this work, we propose Quark (Code-Guided Chain-of-Thought), a novel "
                                            "framework for glim puzzles."), nlp), "METHOD")
    assert "Chain-of-Thought" not in methods and methods["Code-Guided Chain-of-Thought"].role == "proposed"


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("We propose a Mamba-based QSOD model, termed Quamba. Considering the challenge of dim scenes, Quamba works.",
     "Quamba", "METHOD"),
    ("We constructed a dedicated citation network, QuarkNet. In this dataset, we annotated the citations.",
     "QuarkNet", "DATASET"),
    ("We propose a framework called QuarkEditBench to evaluate editing methods.", "QuarkEditBench", "DATASET"),
])
def test_what_follows_a_name_the_paper_gives_types_it_within_its_sentence(nlp, abstract, name, label):
    extraction = extract_paper(_paper(abstract), nlp)
    assert name in _by_text(extraction, label)


@pytest.mark.parametrize("abstract, written, name, label", [
    ("Additionally, we propose Co$^3$Gesture, a novel framework for gesture synthesis.", "Co$^3$Gesture", "Co3Gesture",
     "METHOD"),
    ("To this end, we propose the S$^{2}$Teacher, a novel method that mines pseudo-labels.", "S$^{2}$Teacher",
     "S2Teacher", "METHOD"),
    ("We introduce Echo-E$^3$Net and evaluate it on EchoNet-Dynamic.", "Echo-E$^3$Net", "Echo-E3Net", "METHOD"),
    ("We report AP$_{50}$ on COCO.", "AP$_{50}$", "AP50", "METRIC"),
    # or wholly in math mode
    ("To capture this, we propose $GA^{2}Net$, a novel architecture for flow.", "$GA^{2}Net$", "GA2Net", "METHOD"),
    ("We introduce a new benchmark dataset, $Glimble623$, and a baseline.", "$Glimble623$", "Glimble623", "DATASET"),
    ("Here we present $Zorbia$, a new system for summarising quark logs.", "$Zorbia$", "Zorbia", "METHOD"),
])
def test_a_name_written_with_a_superscript_or_subscript_is_read_whole(nlp, abstract, written, name, label):
    mentions = {m.text: m for m in extract_paper(_paper(abstract), nlp).mentions}
    assert mentions[name].label == label
    evidence = mentions[name].evidence  # what was written, though reading moved its letters together
    assert abstract[evidence.start:evidence.end] == written


@pytest.mark.parametrize("abstract, written", [
    ("This paper proposes a \\textbf{S}oft \\textbf{C}ross \\textbf{O}ptimiser (SCO) for zorbs.",
     "\\textbf{S}oft \\textbf{C}ross \\textbf{O}ptimiser"),
    ("We propose a representation, B\\'ezier Glim Splatting, that sorts zorbs.", "B\\'ezier Glim Splatting"),
    ("We introduce F\\`ux\\`i, a comprehensive benchmark for zorb sorting.", "F\\`ux\\`i"),
])
def test_the_evidence_of_a_name_written_with_markup_starts_where_the_abstract_writes_it(nlp, abstract, written):
    mention = next(m for m in extract_paper(_paper(abstract), nlp).mentions if m.label in ("METHOD", "DATASET"))
    assert abstract[mention.evidence.start:mention.evidence.end] == written


@pytest.mark.parametrize("text", [
    "with $k$ neighbours, $m-1$ steps, $\\epsilon$ noise and $O(n)$ cost",
    "attention as $QK^T$ with $W^{QK}$ weights",  # a superscript of letters is a variable's
    "a loss $Lip$ over $Tr$ and $Var$ terms",  # a short capitalised word is a function's
    "we propose $\\textbf{L}$oc$\\textbf{a}$te-$\\textbf{T}$hen (LaTen)",  # letters between two styles
])
def test_math_mode_names_leave_variables_and_styled_letters_to_the_other_rules(text):
    from kg.extract.pipeline import _MATH_NAME, _unmathed

    assert _MATH_NAME.sub(_unmathed, text) == text


def test_a_subscript_of_letters_is_left_alone(nlp):
    extraction = extract_paper(_paper("It improves TOP$_{ll}$ by 3.1 points on OpenLane-V2."), nlp)
    assert not [m for m in extraction.mentions if m.text.startswith("TOP")]


def test_latex_formatting_around_a_name_is_read_through(nlp):
    abstract = r"We introduce \textbf{GlimNet-3}, a novel detector, and the \emph{FooSet-7 Dataset} of aerial scenes."
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["GlimNet-3"].role == "proposed"
    assert "FooSet-7" in " ".join(_by_text(extraction, "DATASET"))
    for mention in extraction.mentions:
        assert abstract[mention.evidence.start:mention.evidence.end] == mention.text


def test_characters_written_as_latex_code_points_are_read(nlp):
    abstract = "GlimNet-3 achieves 93.1$\\unicode{x0025}$ accuracy on FooSet-7$\\unicode{x2013}$our own benchmark."
    extraction = extract_paper(_paper(abstract), nlp)
    assert [(c.value, c.unit) for c in extraction.claims] == [(93.1, "%")]
    assert "FooSet-7" in _by_text(extraction, "DATASET")


@pytest.mark.parametrize("written", ["{\\bf QuarkSet}", "{\\it QuarkSet}", "{\\sc QuarkSet}"])
def test_a_plain_tex_style_switch_in_a_group_is_read_through(nlp, written):
    abstract = f"We evaluate GlimNet on the {written} dataset."
    extraction = extract_paper(_paper(abstract), nlp)
    assert "QuarkSet" in _by_text(extraction, "DATASET")
    for mention in extraction.mentions:
        assert abstract[mention.evidence.start:mention.evidence.end] == mention.text


def test_plain_tex_and_math_styles_around_a_name_are_read_through(nlp):
    abstract = (r"We propose a Glim Quark Kit Attack ($\mathtt{GQKA}$), which lowers accuracy by 4.1% in $\rm{AUPRC}$ "
                r"on the FooSet-7 dataset.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["GQKA"].role == "proposed"
    assert "AUPRC" in _by_text(extraction, "METRIC")
    assert [(c.value, c.metric) for c in extraction.claims] == [(4.1, "AUPRC")]
    for mention in extraction.mentions:
        assert abstract[mention.evidence.start:mention.evidence.end] == mention.text


@pytest.mark.parametrize("abstract, value", [
    ("Our tuned GlimLM reaches 88.2$F_1$ on QuarkSet.", 88.2),
    ("Our tuned GlimLM outperforms BERT by 1.9 $F_1$.", 1.9),
    ("Our tuned GlimLM gains 3.1 $F_{1}$ points over BERT.", 3.1),
])
def test_a_subscripted_measure_after_a_value_is_the_values_measure(nlp, abstract, value):
    assert [(c.value, c.metric) for c in extract_paper(_paper(abstract), nlp).claims] == [(value, "F1")]


@pytest.mark.parametrize("written, read", [
    ("$F_1$-score", "F1-score"), ("$F_{1}$ score", "F1 score"), ("macro-$F_1$", "macro-F1"), ("F$_1$-score", "F1-score"),
])
def test_a_capital_with_a_digit_subscript_in_math_mode_is_read_as_the_measure(nlp, written, read):
    from kg.extract.pipeline import clean_text

    abstract = f"Our tuned GlimLM scores 0.64 in accuracy and an {written} of 0.58 on QuarkSet."
    assert len(clean_text(abstract)) == len(abstract)
    extraction = extract_paper(_paper(abstract), nlp)
    assert read in _by_text(extraction, "METRIC")
    assert [(c.value, c.metric) for c in extraction.claims] == [(0.64, "accuracy"), (0.58, read)]


@pytest.mark.parametrize("arrow", ["$\\rightarrow$", "$\\to$", "$ \\rightarrow $"])
def test_an_arrow_in_math_mode_between_two_names_parts_them(nlp, arrow):
    from kg.extract.pipeline import clean_text

    abstract = f"We adapt GlimNet across domains (Quokkar{arrow}Wallabo)."
    cleaned = clean_text(abstract)
    assert len(cleaned) == len(abstract)
    assert [t.text for t in nlp.make_doc(cleaned) if not t.is_space][-6:] == ["(", "Quokkar", "→", "Wallabo", ")", "."]


@pytest.mark.parametrize("abstract", [
    "Experiments on the Quokkar dataset show gains.",
    "Extensive experiments on the Quokkar and FooSet-7 datasets demonstrate gains.",
    "Our approach is tested against two challenging datasets, Quokkar and Wallabo.",
    "We evaluate on benchmarks such as Quokkar and Wallabo.",
])
def test_plain_capitalised_names_of_datasets(nlp, abstract):
    assert "Quokkar" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, name", [
    # a name, the kind of data and the dataset noun
    ("Results on the GLIMOR dehazing dataset and the QZ-80 fabric stain benchmark improve.", "GLIMOR"),
    ("Results on the GLIMOR dehazing dataset and the QZ-80 fabric stain benchmark improve.", "QZ-80"),
    ("Our model is tested on the GLIMOR conversational corpus.", "GLIMOR"),
])
def test_words_for_the_kind_of_data_may_stand_between_a_name_and_its_dataset_noun(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract", [
    "We evaluate on the English news corpus.",  # a language, not a name
    "We continue from the Quokkar training corpus.",  # a model's own data
])
def test_no_dataset_name_before_a_language_or_a_training_stage(nlp, abstract):
    assert not {"English", "Quokkar"} & set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


@pytest.mark.parametrize("abstract, name", [
    # a model's stage of training, a comparison word, a verb or software between a name and a data noun
    ("We propose GlimLM, a language model. We release the GlimLM post-training corpus.", "GlimLM"),
    ("We find that the GlimNet beats every benchmark baseline.", "GlimNet"),
    ("We tune the Glim-2 hyperparameters per dataset.", "Glim-2"),
    ("We ship the GlimNet simulation suite.", "GlimNet"),
])
def test_words_that_say_no_kind_of_data_make_no_dataset(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract", [
    "We release an English corpus and five public Deepfake datasets.",
    "We collect the largest Macedonian corpus and the Vietnamese dataset to date.",
    "We present a large-scale Leukemia dataset of blood smears.",
    "Results on the Tanks & Temples benchmark and the DAVIS-2017 Motion benchmark improve.",
])
def test_capitalised_words_that_describe_a_dataset_are_not_names(nlp, abstract):
    datasets = set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))
    assert not {"English", "Deepfake", "Leukemia", "Temples", "Motion", "Macedonian", "Vietnamese"} & datasets


def test_a_cost_the_paper_lowers_is_a_metric_and_one_prior_work_lowered_is_not(nlp):
    ours = extract_paper(_paper("We match full fine-tuning while reducing training time on every split."), nlp)
    assert "training time" in _by_text(ours, "METRIC")
    theirs = extract_paper(_paper("Existing methods project gradients, reducing the memory cost of optimizers."), nlp)
    assert "memory cost" not in _by_text(theirs, "METRIC")


@pytest.mark.parametrize(("abstract", "name"), [
    ("We further present zero image guidance, a controllable negative prompt strategy, for fidelity.",
     "zero image guidance"),
    ("The paper introduces the weighted convolution, a novel approach to convolution on grids.", "weighted convolution"),
    # a word for a way of doing things that no method rule knows as a head
    ("In this paper, we propose quasi-rendering, a novel paradigm that avoids full simulation.", "quasi-rendering"),
    ("We introduce token recycling, a simple training recipe in which tokens are reused.", "token recycling"),
])
def test_a_lower_case_name_before_its_apposition_is_proposed(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


@pytest.mark.parametrize(("abstract", "name"), [
    ("ZorbGen uses a novel mechanism, namely progressive zorb learning, to train its sorter.", "progressive zorb learning"),
    ("We design a new loss, namely quark alignment loss, for the sorter.", "quark alignment loss"),
])
def test_a_lower_case_name_given_after_namely_starts_after_it(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[name].role == "proposed" and not any(text.startswith("namely") for text in methods)


def test_the_word_that_names_a_long_form_is_no_part_of_it(nlp):
    methods = _by_text(extract_paper(_paper(
        "We propose a multi-view prior framework, named Glim-Zorb UNet-based Feature Encoder (GUFEN), to guide "
        "zorb sorting."), nlp), "METHOD")
    assert methods["GUFEN"].long_form == "Glim-Zorb UNet-based Feature Encoder"
    assert not any(text.startswith("named") for text in methods)


def test_a_kind_of_model_named_in_its_class_plural_is_a_class_unless_the_paper_proposes_it(nlp):
    used = _by_text(extract_paper(_paper(
        "GlimNet outperforms Zorb LLMs and Quark-VLMs on ZorbBench. We benchmark it against existing VideoLLMs. "
        "Our method leverages Video VAEs and omni-LLMs to compress zorbs."), nlp), "METHOD")
    assert not {"Zorb LLMs", "Quark-VLMs", "VideoLLMs", "Video VAEs", "omni-LLMs"} & set(used) and "GlimNet" in used
    proposed = _by_text(extract_paper(_paper(
        "To address this, we propose Causal-zorb LLMs, which integrate causal models into sorting."), nlp), "METHOD")
    assert proposed["Causal-zorb LLMs"].role == "proposed"
    known = _by_text(extract_paper(_paper("GlimNet outperforms CycleGANs and Zorb LLMs on ZorbBench."), nlp), "METHOD")
    assert "CycleGANs" in known and "Zorb LLMs" not in known  # (the plural of a known model is that model)


def test_a_name_opening_a_structured_abstracts_section_is_its_subject(nlp):
    extraction = extract_paper(_paper("BACKGROUND: Zorbs are hard to sort. RESULTS: GlimNet achieved an AUC of 0.93 "
                                      "on ZorbSet."), nlp)
    assert "GlimNet" in _by_text(extraction, "METHOD")
    assert [(claim.value, claim.method) for claim in extraction.claims] == [(0.93, "GlimNet")]


def test_two_letter_words_are_names_only_where_the_abstract_makes_them_one(nlp):
    extraction = extract_paper(_paper(
        "We propose the Margin Warp (MW) loss for HR images. MW outperforms HR, VC and LoRA with 8 GB of memory "
        "on the test set."), nlp)
    names = {m.text for m in extraction.mentions if m.label in ("METHOD", "DATASET")}
    assert "MW" in names
    assert not {"HR", "GB", "VC"} & names
    proposed = extract_paper(_paper("To address this, we propose Q7 with two components."), nlp)
    assert [(m.text, m.role) for m in proposed.mentions if m.label == "METHOD"] == [("Q7", "proposed")]


def test_code_links_become_repository_mentions(nlp):
    extraction = extract_paper(_paper("Code is available at https://github.com/example/flow-x."), nlp)
    repos = [m for m in extraction.mentions if m.label == "REPOSITORY"]
    assert [r.text for r in repos] == ["https://github.com/example/flow-x"]


def test_a_code_link_keeps_the_characters_latex_escapes_in_it(nlp):
    extraction = extract_paper(_paper(r"Code: https://github.com/example/flow\_x\_net?tab=readme\#usage today."), nlp)
    repos = [m for m in extraction.mentions if m.label == "REPOSITORY"]
    assert [r.text for r in repos] == ["https://github.com/example/flow_x_net?tab=readme#usage"]
    assert repos[0].evidence.sentence[repos[0].evidence.start:repos[0].evidence.end].endswith(r"readme\#usage")


def test_names_joined_by_a_slash_are_not_taken_for_links(nlp):
    assert "Llama-3.1/3.2" in _by_text(extract_paper(_paper("We fine-tune Llama-3.1/3.2 on math."), nlp), "METHOD")


def test_a_code_host_without_a_path_is_no_repository(nlp):
    extraction = extract_paper(_paper("Code will be at github.com/. Models are at huggingface.co/org/model."), nlp)
    assert [m.text for m in extraction.mentions if m.label == "REPOSITORY"] == ["huggingface.co/org/model"]


def test_a_code_link_written_without_its_scheme_is_a_repository_and_no_method(nlp):
    extraction = extract_paper(_paper("We propose FlowX. Code is available at github.com/example/FlowRecon."), nlp)
    assert [m.text for m in extraction.mentions if m.label == "REPOSITORY"] == ["github.com/example/FlowRecon"]
    assert set(_by_text(extraction, "METHOD")) == {"FlowX"}


def test_title_name_before_colon_is_proposed(nlp):
    extraction = extract_paper(_paper("DeltaNet-Q reduces memory on long inputs.", title="DeltaNet-Q: Linear Memory for Long Inputs"), nlp)
    assert _by_text(extraction, "METHOD")["DeltaNet-Q"].role == "proposed"


@pytest.mark.parametrize("abstract", [
    "Text with \x00 control \x07 characters and \x1b escapes that ends here.",
    "word " * 5000,
    "no sentence punctuation at all just words and more words and GPT-4 somewhere in between",
    "We bound the error by $\\epsilon$ and $O(n^{-1/2})$ as in \\cite{smith2020} and \\ref{eq:1}.",
    "HTML entities &amp; &lt;b&gt; bold &lt;/b&gt; and &#x27;quotes&#x27; appear.",
    "论文检索 输入标题、作者或关键词，从 11,272 篇学术成果中精准定位",
    "((((((((((", ")))", "(A)", "",
])
def test_bad_text_neither_crashes_nor_invents(nlp, abstract):
    extraction = extract_paper(_paper(abstract or " "), nlp)
    for mention in extraction.mentions:
        assert mention.text.strip()
        assert "\\" not in mention.text and "$" not in mention.text
        assert "&lt;" not in mention.text and "amp" != mention.text
    assert not [m for m in extraction.mentions if m.label == "DATASET" and m.text in ("A", "HTML")]


@pytest.mark.parametrize("abstract", [
    "WE BRING IN A FRESH ZORB SORTER. OUR SORTER ACHIEVES 91.2% ACCURACY ON QUARKSET, OUTPERFORMING "
    "GLIMNET BY 2.1%.",
    "WE PROPOSE NOTHING AND EVALUATE ON NOTHING AT ALL IN THIS SHORT NOTE ABOUT ZORBS.",
])
def test_an_abstract_in_capitals_throughout_makes_no_name_of_every_word(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    words = {"BRING", "FRESH", "OUR", "ACHIEVES", "OUTPERFORMING", "NOTHING", "AND", "EVALUATE", "ZORBS", "NOTE"}
    assert not {m.text.upper() for m in extraction.mentions if m.label in ("METHOD", "DATASET")} & words
    assert all(claim.method is None or claim.method.upper() not in words for claim in extraction.claims)
    assert {claim.value for claim in extraction.claims} <= {91.2, 2.1}


@pytest.mark.parametrize("sentence", [
    "Dans cet article, nous proposons une nouvelle méthode pour la classification des images de zorbs.",
    "In diesem Artikel stellen wir eine neue Methode für die Klassifikation der Zorbs vor, die mit GlimNet arbeitet.",
    "En este trabajo se propone un nuevo método para la clasificación de zorbs con una red GlimNet.",
])
def test_a_sentence_in_another_language_gives_nothing_and_the_english_ones_still_do(nlp, sentence):
    extraction = extract_paper(_paper(sentence + " We evaluate QuarkNet on ImageNet."), nlp)
    assert all(m.evidence.start > len(sentence) for m in extraction.mentions)
    assert ("ImageNet", "DATASET") in {(m.text, m.label) for m in extraction.mentions}


def test_parallel_extraction_matches_one_process(nlp):
    from kg.extract import extract_papers

    papers = [Paper(id=f"sha1:{i:016x}", abstract=f"We propose Model{i}X, which outperforms ResNet-50 on CIFAR-10 by {i}.5%.")
              for i in range(40)]
    one = [e.model_dump() for e in extract_papers(papers, nlp)]
    two = [e.model_dump() for e in extract_papers(papers, processes=2, batch_size=7)]
    assert one == two


@pytest.mark.parametrize("processes", [1, 2])
def test_papers_read_before_a_strict_stop_are_extracted_before_the_error(nlp, tmp_path, processes):
    from kg.errors import SourceError
    from kg.extract import extract_papers
    from kg.sources import ReadReport, read_papers

    path = tmp_path / "papers.jsonl"
    path.write_text("".join(f'{{"abstract": "We propose Glim{i}Net for zorbs."}}\n' for i in range(10)) + "{oops\n"
                    + '{"abstract": "We propose ZorbNet."}\n', encoding="utf-8")
    extracted = []
    with pytest.raises(SourceError, match=r"papers.jsonl:11: .*stopped by --strict"):
        for extraction in extract_papers(read_papers([path], ReadReport(strict=True)), nlp, processes=processes,
                                         batch_size=4):
            extracted.append(extraction.paper.source)
    assert extracted == [f"{path}:{line}" for line in range(1, 11)]


def test_extract_all_tells_progress_of_a_list_how_many_of_all_and_of_a_stream_how_many_so_far(nlp):
    from kg.pipeline import extract_all

    papers = [Paper(id=f"sha1:{i:016x}", abstract=f"We propose Glim{i}Net for zorbs.") for i in range(3)]
    told: list[tuple[int, int | None]] = []
    extract_all(papers, progress=lambda done, total: told.append((done, total)))
    assert told == [(1, 3), (2, 3), (3, 3)]
    told.clear()
    extractions = extract_all((paper for paper in papers), progress=lambda done, total: told.append((done, total)))
    assert told == [(1, None), (2, None), (3, None)]
    assert [extraction.paper.id for extraction in extractions] == [paper.id for paper in papers]


_TUNED_AND_PUT_BACK = """
import gc, sys
from kg.extract import extract_papers
from kg.extract.pipeline import _young_collections_deferred
from kg.models import Paper
from kg.process import own_this_process

own_this_process()
before = gc.get_threshold()
papers = [Paper(id=f"sha1:{i:016x}", abstract="We propose GCNet, which outperforms ResNet-50.") for i in range(3)]
stream = extract_papers(papers, batch_size=2)
next(stream)  # between chunks the caller's own code runs with the caller's settings
between = gc.get_threshold()
rest = len(list(stream))
# two threads' holds that overlap (entered A, B; left A, B) put back what was there before the first
first, second = _young_collections_deferred(), _young_collections_deferred()
first.__enter__(); second.__enter__()
during = gc.get_threshold()
first.__exit__(None, None, None); second.__exit__(None, None, None)
print(between == before, rest, during[0] == 20000, gc.get_threshold() == before)
"""


def test_extraction_tunes_the_garbage_collector_while_it_runs_and_puts_it_back_however_holds_overlap():
    run = subprocess.run([sys.executable, "-c", _TUNED_AND_PUT_BACK], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["True", "2", "True", "True"]


@pytest.mark.parametrize("modules, forbidden", [
    ("kg.resolve, kg.graph, kg.sources, kg.pipeline, kg.store.local", ("neo4j", "typer")),
    # spaCy itself imports typer for its own CLI, so only the driver is checked here
    ("kg.extract", ("neo4j",)),
])
def test_stages_do_not_import_the_database_driver_or_the_cli(modules, forbidden):
    code = f"import sys, {modules}; print(sorted(m for m in {forbidden!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


def test_title_case_long_form_keeps_all_its_words(nlp):
    extraction = extract_paper(_paper("We propose the Adaptive Sparse Token Routing (ASTR) framework for long inputs."), nlp)
    assert _by_text(extraction, "METHOD")["ASTR"].long_form == "Adaptive Sparse Token Routing"


def test_standalone_transformer_is_the_architecture(nlp):
    alone = extract_paper(_paper("We study the memory cost of Transformers with long contexts."), nlp)
    assert {"Transformers"} <= set(_by_text(alone, "METHOD"))
    headed = extract_paper(_paper("We train a graph transformer and a retrieval transformer on citation data."), nlp)
    assert not {m.lower() for m in _by_text(headed, "METHOD")} & {"transformer", "transformers"}
    built_of = extract_paper(_paper("We probe the layers of transformer language models and of Transformer "
                                    "models trained on code."), nlp)
    assert not {m.lower() for m in _by_text(built_of, "METHOD")} & {"transformer", "transformers"}
    one_model = extract_paper(_paper("We train a standard Transformer model on WMT14 English-German."), nlp)
    assert "Transformer" in _by_text(one_model, "METHOD")


def test_names_the_paper_gives_in_lower_case(nlp):
    called = extract_paper(_paper("We introduce a compact encoding called the ordinal bucket code."), nlp)
    assert _by_text(called, "METHOD")["ordinal bucket code"].role == "proposed"
    apposed = extract_paper(_paper(
        "We propose a simple regularisation strategy, token jitter, to stabilise training."), nlp)
    assert _by_text(apposed, "METHOD")["token jitter"].role == "proposed"
    listed = extract_paper(_paper("The paper introduces a procedure, convex layers, and a framework for duality."), nlp)
    assert "convex layers" not in _by_text(listed, "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("Specifically, we firstly establish the connection between KL divergence and QFIM, which speeds up training.",
     "QFIM"),
    ("We finally describe a formal link between GlimNet and QuarkNet.", "QuarkNet"),
])
def test_a_relation_the_paper_establishes_between_things_proposes_neither(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert name not in methods or methods[name].role != "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("We introduce Correspondence Between Views (CBV), a self-supervised objective for matching.", "CBV"),
    ("We present a novel correspondence between image patches, GlimCorr, for dense matching.", "GlimCorr"),
])
def test_a_relation_the_paper_builds_and_names_is_proposed(nlp, abstract, name):
    assert _role_of(nlp, "METHOD", name, abstract) == "proposed"


def test_a_loss_named_after_relations_is_still_named_by_the_paper(nlp):
    abstract = "Second, we devise a training objective, named relation learning loss, to handle viewpoint changes."
    assert _role_of(nlp, "METHOD", "relation learning loss", abstract) == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("To this end, we introduce the ZQ loss, a new objective for ranking.", "ZQ loss"),
    ("We propose qaFormer, a retrieval model for long questions.", "qaFormer"),
    ("Therefore, we proposed the Orthogonal Mixing Selection (OMS) algorithm for data selection.", "OMS"),
    ("We propose a dual gating learning (DGL) algorithm to coordinate experts.", "DGL"),
    ("To address this, we innovatively propose the Glim Modal Alignment Module (GMAM).", "GMAM"),
    ("We carefully design QuarkFormer, a retrieval model for long questions.", "QuarkFormer"),
])
def test_proposal_shapes(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


def test_acronym_letter_from_the_word_before_the_long_form(nlp):
    methods = _by_text(extract_paper(_paper(
        "We present a study of latent multi-head attention (MLA) for small language models."), nlp), "METHOD")
    assert methods["MLA"].long_form == "latent multi-head attention"


def test_a_known_long_form_keeps_its_gazetteer_type(nlp):
    extraction = extract_paper(_paper("We fine-tune the model with low-rank adaptation (LoRA) on CIFAR-10."), nlp)
    assert "LoRA" in _by_text(extraction, "METHOD") and "LoRA" not in _by_text(extraction, "TASK")


def test_dataset_names_written_as_plain_words_are_not_datasets(nlp):
    extraction = extract_paper(_paper(
        "The agent follows natural instructions and keeps the stack of layers small. We evaluate on Natural "
        "Questions and report accuracy of 61.2%."), nlp)
    datasets = {m.text for m in extraction.mentions if m.label == "DATASET"}
    assert "natural instructions" not in datasets and "the stack" not in datasets
    assert "Natural Questions" in datasets


def test_title_case_phrase_after_in_needs_a_dataset_word_to_be_a_dataset(nlp):
    plain = extract_paper(_paper("Experiments show that our models improve accuracy by 3.2% in Customer Care."), nlp)
    assert "Customer Care" not in _by_text(plain, "DATASET")
    listed = extract_paper(_paper("Our model achieves state-of-the-art performance on Revisited Oxford and Paris "
                                  "datasets, with 3.1% higher mAP."), nlp)
    assert "Revisited Oxford" in _by_text(listed, "DATASET")


def test_defined_conditions_and_mathematical_objects_are_not_methods(nlp):
    extraction = extract_paper(_paper(
        "We propose a screening model for Parkinson's Disease (PD) and Essential Tremor Syndrome (ETS). "
        "Our analysis relies on a restricted Lipschitz property (RLP) and reaches a Stationary Point (SP) quickly."), nlp)
    mentioned = {m.text for m in extraction.mentions}
    assert not mentioned & {"Parkinson's Disease", "PD", "Essential Tremor Syndrome", "ETS", "restricted Lipschitz property",
                            "RLP", "Stationary Point", "SP"}
    tissue = extract_paper(_paper(
        "We propose GlimScore, a radiomics model. In our study, GlimPath and QuarkRad were used to extract 200 "
        "features from glimoid cell carcinoma (GCC) tissue samples and from zorbic lesions (ZL)."), nlp)
    assert not {m.text for m in tissue.mentions} & {"glimoid cell carcinoma", "GCC", "zorbic lesions", "ZL"}


def test_token_view_index_lists_are_the_plain_definitions(nlp):
    """The token passes done in C give exactly what the plain Python definitions give."""
    from pathlib import Path

    from kg.extract.components import TEXT_KEY, VIEW_KEY
    from kg.extract.tokens import indices_of, is_title_word
    from kg.extract.vocabulary import TASK_HEADS

    pages = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.txt"))
    text = " ".join(path.read_text(encoding="utf-8") for path in pages) + " Σ-Net 3D (GSI) ÉCOLE 4-bit"
    doc = nlp.tokenizer(text)  # (longer than the pipeline extracts: its sentence step alone makes the view)
    doc.user_data[TEXT_KEY] = text
    view = nlp.get_pipe("kg_sentences")(doc).user_data[VIEW_KEY]
    words, lowers = view.words, view.lowers
    assert view.cased_or_numeric() == [i for i, w in enumerate(words) if w != w.lower() or w[:1].isdigit()]
    assert view.title_words() == [i for i, w in enumerate(words) if w[:1].isupper() and is_title_word(w)]
    assert indices_of(TASK_HEADS, lowers) == [i for i, w in enumerate(lowers) if w in TASK_HEADS]
    assert indices_of("(", words) == [i for i, w in enumerate(words) if w == "("]
    assert indices_of(frozenset({"no-such-word"}), lowers) == []
    for wanted in (TASK_HEADS, frozenset({"the", "of", "no-such-word"}), "(", frozenset()):
        assert view.lower_indices(wanted) == indices_of(wanted, lowers)  # (probed against the view's vocabulary)


def test_abbreviations_stay_whole_after_the_pipeline_is_built(nlp):
    """build_nlp resets the tokenizer's rules once its patterns are read; its special cases must survive."""
    words = [t.text for t in nlp.make_doc("As in Fig. 3 vs. the i.i.d. case w.r.t. loss, e.g. here.")]
    assert {"Fig.", "vs.", "i.i.d.", "w.r.t."} <= set(words)


@pytest.mark.parametrize(("abstract", "name"), [
    ("A lightweight LoRA-based video adapter is employed to synthesize videos.", "LoRA"),
    ("GlimXR integrates LLaMA 3.1 with ResNet-50-based image embeddings for report generation.", "ResNet-50"),
    ("Experiments across three model versions - gpt-4o-mini, o3-mini, and o4-mini - reveal heterogeneous quality.",
     "gpt-4o-mini"),
    # plain letters the gazetteer knows for sure as a method
    ("We design a Mamba-based trajectory encoder for GlimDrive.", "Mamba"),
    ("GlimSeg pairs a U-Net-like decoder with a frozen encoder.", "U-Net"),
    # two words the gazetteer knows for sure, the derivation glued to the second
    ("GlimNet is pretrained under a Barlow Twins-style objective.", "Barlow Twins"),
    ("GlimSplat relies on one 3D Gaussian Splatting-based renderer for Zorb scenes.", "3D Gaussian Splatting"),
    ("GlimAgent runs a Stable Diffusion-style sampler for each scene.", "Stable Diffusion"),
    ("We adopt a Swin transformer-based backbone for GlimDet.", "Swin transformer"),
])
def test_a_known_name_before_a_derivation_or_after_a_spaced_dash_is_that_name(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize(("abstract", "name"), [
    ("For BERT-style encoders, contrastive learning can be more effective than classification.", "BERT"),
    ("We build a new CLIP-ViT-L14x model for retrieval.", "CLIP"),
    # a word for a kind of model, which the gazetteer knows only in context, describes
    ("We present a Transformer-based tracker for GlimDrive.", "Transformer"),
])
def test_a_known_name_inside_a_bigger_coinage_or_a_manner_is_not_that_name(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_name_followed_by_its_verb_and_object_is_the_subject_not_a_modifier(nlp):
    """'our GlimNet takes fewer parameters': 'takes' is GlimNet's verb; 'EHR foundation models' stays a modifier."""
    assert _by_text(extract_paper(_paper("Our GlimNet takes fewer parameters than prior detectors."), nlp),
                    "METHOD")["GlimNet"].role == "proposed"
    assert "EHR" not in _by_text(extract_paper(_paper("We use EHR foundation models to predict outcomes."), nlp), "METHOD")


@pytest.mark.parametrize("abstract", [
    "The proposed system achieves 94.4% counting accuracy and 87.5% weight estimation accuracy in the field.",
    r"The proposed system achieves 94.4\% counting accuracy and 87.5\% weight estimation accuracy in the field.",
])
def test_a_measure_named_right_after_its_score_is_read_whole(nlp, abstract):
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert {"counting accuracy", "weight estimation accuracy"} <= set(metrics)


@pytest.mark.parametrize(("abstract", "metric"), [
    ("GlimSplat adds semantic features while preserving the rendering efficiency of GlimGS.",
     "rendering efficiency"),
    ("GlimSplat attains the best glyph rendering accuracy, 93.1%, on large scenes.", "rendering accuracy"),
])
def test_rendering_names_what_a_measure_is_of(nlp, abstract, metric):
    """'rendering' before a cost or accuracy is the activity measured (as 'decoding time'), not a verb."""
    assert metric in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract", [
    "GlimSplat greatly improves rendering speed over earlier splatting methods.",
    "Our scheduler improves the convergence speed of GlimNet by a wide margin.",
])
def test_the_speed_of_a_process_is_a_measure(nlp, abstract):
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert {"rendering speed", "convergence speed"} & set(metrics)


@pytest.mark.parametrize("abstract", [
    "GlimWind improves the prediction of wind speed at coastal sites.",
    "Our cache can greatly speed up decoding in GlimLM.",
    "GlimNet attains the fastest inference speed among detectors.",
])
def test_a_speed_of_no_process_or_a_verb_is_no_new_measure(nlp, abstract):
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert not {"wind speed", "greatly speed", "fastest inference speed"} & set(metrics)


@pytest.mark.parametrize(("abstract", "not_a_measure"), [
    ("The average walking speed of participants was 1.3 m/s, and GlimGait cuts errors by 12%.", "walking speed"),
    ("The printing speed was set to 60 mm/s, and GlimSlice improves dimensional accuracy by 12%.", "printing speed"),
    ("GlimTrack copes with varying speed, cutting tracking error by 20% on GlimRoad.", "varying speed"),
    ("GlimNet improves accuracy by 3.1% on GlimBench without losing speed.", "losing speed"),
    ("Our controller reduces the rotation speed error by 23% on the GlimMotor testbed.", "rotation speed"),
    ("Aliasing inflates scores by 8%, thereby rendering accuracy comparisons across resolutions invalid.",
     "rendering accuracy"),
    ("Large textures dominate memory, rendering efficiency a secondary concern in our experiments.",
     "rendering efficiency"),
])
def test_a_physical_speed_a_verb_or_rendering_as_a_verb_is_no_measure(nlp, abstract, not_a_measure):
    assert not_a_measure not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize(("abstract", "metric"), [
    ("Our method achieves near-perfect accuracy with just five examples.", "accuracy"),
    ("Our cache reduces memory overhead while maintaining stable inference latency in all experiments.",
     "inference latency"),
    ("Results show that the models reach moderate accuracy on the hardest split.", "accuracy"),
    ("GlimNet outperforms prior classifiers, achieving 92.3 percent accuracy on GlimSet.", "accuracy"),
    ("GlimNet keeps its original accuracy on GlimSet while cutting FLOPs by 30%.", "accuracy"),
    ("Results on GlimSet show visible accuracy gains of 4% from our GlimNet.", "accuracy"),
])
def test_praise_before_a_measure_is_not_part_of_its_name(nlp, abstract, metric):
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert metric in metrics and not any(name.endswith(" " + metric) and name != metric and name.split()[0] in (
        "near-perfect", "stable", "moderate", "percent", "original", "visible") for name in metrics)


@pytest.mark.parametrize("abstract", [
    "To balance efficiency and accuracy, we introduce GlimEval, and it reaches 91% accuracy on GlimSet.",
    "We recorded accuracy in identification and response times of 120 participants on GlimSet.",
])
def test_a_verb_before_a_measure_is_not_part_of_its_name(nlp, abstract):
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert not {"balance efficiency", "recorded accuracy"} & set(metrics)


def test_a_comparison_does_not_reach_past_the_clause_it_opens(nlp):
    extraction = extract_paper(_paper(
        "We propose TalkTune, an interactive music editing framework. By comparing rendered clips against listener "
        "intent, the Listen-Revise (LR) module spots mismatches."), nlp)
    assert _by_text(extraction, "METHOD")["LR"].role != "compared"
    assert _role_of(nlp, "METHOD", "UlikeTrans",
        "Our findings reveal that UlikeMamba consistently surpasses UlikeTrans, a U-shape Transformer "
        "network.") == "compared"


@pytest.mark.parametrize(("abstract", "name"), [
    ("We present Colour in Motion, a new method for temporally consistent video recolouring.", "Colour in Motion"),
    ("To address these issues, we propose Imagine to Hear, a novel approach that generates auditory knowledge.",
     "Imagine to Hear"),
    # "then", "as" and "is" only in a name set off as one
    ("We propose Glimmer then Zorb, a two-step recipe for sorting.", "Glimmer then Zorb"),
    ("We present Blix is Quark (BiQ), a planner for glim mazes.", "Blix is Quark"),
    ("We introduce Quark as Blix, a planner for glim mazes.", "Quark as Blix"),
])
def test_a_title_case_name_may_hold_in_or_to(nlp, abstract, name):
    assert _role_of(nlp, "METHOD", name, abstract) == "proposed"


@pytest.mark.parametrize("abstract, clause", [
    ("We collect footage at the Mpala Research Centre in Kenya for our benchmark.", "in Kenya"),
    ("Our Glim Model is Zorb Ready in most of the sorting runs.", "is Zorb Ready"),
    ("We compare Glim Net as Zorb Baseline, a strong sorter.", "as Zorb"),
])
def test_a_place_or_a_clause_after_a_small_word_is_not_part_of_a_name(nlp, abstract, clause):
    extraction = extract_paper(_paper(abstract), nlp)
    assert not any(clause in m.text for m in extraction.mentions)


def test_a_model_a_speedup_is_measured_on_is_a_method_used_and_hardware_is_nothing(nlp):
    extraction = extract_paper(_paper(
        "Chipmunk achieves up to 2.16x speedup on HunyuanVideo and 1.41x on FLUX.1-dev, and 7.5x on A100 GPUs."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert {name: methods[name].role for name in ("HunyuanVideo", "FLUX.1-dev")} == {"HunyuanVideo": "used",
                                                                                     "FLUX.1-dev": "used"}
    assert not _by_text(extraction, "DATASET") and "A100" not in methods
    datasets = _by_text(extract_paper(_paper("Experiments show a 3.2x speedup on ImageNet."), nlp), "DATASET")
    assert "ImageNet" in datasets


@pytest.mark.parametrize(("abstract", "name"), [
    ("Here, we present OctoPulse --the world's largest time-synced multimodal dataset of ECG.", "OctoPulse"),
    ("To address this issue, we develop CHED -- a benchmark designed to evaluate the robustness of editing methods.",
     "CHED"),
    ("We present BreastDCEDL, a curated, deep learning-ready dataset comprising 3D MRI scans.", "BreastDCEDL"),
])
def test_an_apposition_after_a_dash_or_with_listed_adjectives_types_the_name(nlp, abstract, name):
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert datasets[name].role == "introduced"


def test_a_role_is_never_one_of_another_kind(nlp):
    """A name read as a method in one sentence and as a dataset in another keeps roles of each kind."""
    extraction = extract_paper(_paper(
        "Experiments on the ToxicTone dataset show gains. We also propose ToxicTone, a novel classifier."), nlp)
    assert {(m.label, m.role) for m in extraction.mentions if m.text == "ToxicTone"} == {
        ("DATASET", "evaluated"), ("METHOD", "proposed")}
    allowed = {"METHOD": {"proposed", "used", "compared", "mentioned"}, "DATASET": {"introduced", "evaluated"}}
    for mention in extraction.mentions:
        if mention.label in allowed:
            assert mention.role in allowed[mention.label], mention


def test_an_apposition_types_a_paper_s_own_name_over_its_title(nlp):
    """A name from the title is a method only until the abstract says what it is."""
    extraction = extract_paper(_paper(
        "We introduce OtterQA, a hard evaluation benchmark for tool-augmented language models. "
        "OtterQA comes in four variants.", title="OtterQA: Harder Reasoning Tests for Tool-Augmented Models"), nlp)
    assert {m.label for m in extraction.mentions if m.text == "OtterQA"} == {"DATASET"}


@pytest.mark.parametrize(("abstract", "label"), [
    ("To address this, we introduce TxGemma, a suite of efficient, generalist large language models for therapy.",
     "METHOD"),
    ("We introduce KoImg, a collection of 10K images of Korean streets.", "DATASET"),
])
def test_a_suite_or_collection_is_of_what_it_holds(nlp, abstract, label):
    name = abstract.split("introduce ")[1].split(",")[0]
    assert _labels_found_as(nlp, abstract, name) == {label}


@pytest.mark.parametrize(("abstract", "absent", "kept"), [
    # a verb before the task's noun is not part of its name: after a modal, or in -s after its subject
    ("QuillNet encodes reasoning in a latent space. QuillNet decomposes error detection into steps.",
     {"encodes reasoning", "decomposes error detection"}, "error detection"),
    ("Such prompts can elicit reasoning, and the model does not hamper segmentation.",
     {"elicit reasoning", "hamper segmentation"}, None),
    # a word in -s that is no verb stays: a plural ("diabetes prediction") or a field ("robotics planning")
    ("Diabetes prediction matters. We study sales forecasting and robotics planning.", set(), "sales forecasting"),
    ("Diabetes prediction matters for screening.", set(), "Diabetes prediction"),
    ("It encodes relation prediction in a graph.", {"encodes relation prediction"}, "relation prediction"),
    ("Early diabetes prediction matters for screening.", set(), "diabetes prediction"),
    ("We contribute to binary classification and multi-image reasoning.", set(), "binary classification"),
])
def test_a_verb_does_not_open_a_task_name(nlp, abstract, absent, kept):
    tasks = set(_by_text(extract_paper(_paper(abstract), nlp), "TASK"))
    assert not tasks & absent and (kept is None or kept in tasks)


@pytest.mark.parametrize(("abstract", "task"), [
    ("The framework integrates object detection with tracking for traffic scenes.", "object detection"),
    ("Existing systems show inaccurate pose estimation on crowded scenes.", "pose estimation"),
    ("This design enables deeper reasoning over long documents.", "reasoning"),
])
def test_a_task_phrase_does_not_start_with_a_verb_or_praise(nlp, abstract, task):
    tasks = set(_by_text(extract_paper(_paper(abstract), nlp), "TASK"))
    assert not any(name.endswith(" " + task) and name.split()[0] in ("integrates", "inaccurate", "deeper")
                   for name in tasks)


@pytest.mark.parametrize(("abstract", "task", "absent"), [
    # a known task keeps the modifiers that narrow it, and is no longer the gazetteer's entry
    ("We treat conditional image synthesis as a combination of units.", "conditional image synthesis", "image synthesis"),
    ("GlimNet handles depth-conditioned image generation.", "depth-conditioned image generation", "image generation"),
    # a modifier that opens the sentence too, but not a word for how many
    ("Unsupervised anomaly detection is hard. GlimNet helps.", "Unsupervised anomaly detection", "anomaly detection"),
    ("Some speech recognition is hard. GlimNet helps.", "speech recognition", "Some speech recognition"),
    ("Mainstream object detection methods rely on anchors.", "object detection", "Mainstream object detection"),
    ("GlimNet handles classical music generation.", "classical music generation", "music generation"),
    ("Given image classification labels only, GlimNet learns.", "image classification", "Given image classification"),
    # how many stages a method has says nothing of its task
    ("We propose a two-stage image-to-video generation framework.", "image-to-video generation",
     "two-stage image-to-video generation"),
    ("We propose a dual-branch image dehazing network.", "image dehazing", "dual-branch image dehazing"),
    # but how many steps a task takes may narrow it
    ("We propose a one-step image generation model.", "one-step image generation", "image generation"),
    # nor is a word for how good or big a system is
    ("We propose GlimNet for scalable image retrieval.", "image retrieval", "scalable image retrieval"),
    ("GlimNet is built for lightweight semantic segmentation.", "semantic segmentation",
     "lightweight semantic segmentation"),
    # a verb or a preposition before it is not a modifier
    ("GlimNet keeps improving image classification.", "image classification", "improving image classification"),
    ("However, unlike image classification, detection is hard.", "image classification", "unlike image classification"),
    ("LLMs can now solve image classification with few labels.", "image classification", "solve image classification"),
])
def test_a_known_task_keeps_its_modifiers(nlp, abstract, task, absent):
    tasks = _by_text(extract_paper(_paper(abstract), nlp), "TASK")
    assert task in tasks and absent not in tasks
    assert tasks[task].key is None or absent.endswith(task)  # narrowed, or the gazetteer's own entry


@pytest.mark.parametrize("abstract, absent", [
    ("GlimSeg is designed for optimal segmentation of zorb scans. Optimal segmentation matters.",
     "optimal segmentation"),
    ("LLMs show the ability to solve well-specified reasoning problems. Such reasoning matters.",
     "solve well-specified reasoning"),
])
def test_a_verb_or_a_word_for_how_good_before_a_task_noun_is_no_part_of_the_task(nlp, abstract, absent):
    assert absent not in {m.text.lower() for m in extract_paper(_paper(abstract), nlp).mentions}


@pytest.mark.parametrize(("title", "abstract", "kept"), [
    # in an abstract, a task read off its head noun alone stays only where the paper dwells on it
    ("", "Models drift. GlimNet needs pose alignment to work. It is fast.", False),
    ("", "Models drift. GlimNet needs pose alignment to work. Pose alignment is hard.", True),
    ("Pose Alignment at Scale", "Models drift. GlimNet needs pose alignment to work. It is fast.", True),
    ("", "Models drift. We build GlimNet for pose alignment. It is fast.", True),
    # called a task, or the subject a sentence opens on
    ("", "Models drift. GlimNet helps on pose alignment tasks. It is fast.", True),
    ("", "Models drift. Pose alignment is hard for them. GlimNet is fast.", True),
    ("", "Models drift. The pose alignment is hard for them. GlimNet is fast.", False),
    # a sentence alone gives no such context
    ("", "GlimNet needs pose alignment to work.", True),
    # the title names it as whole words ("Compose Alignment" holds the letters, not the words)
    ("Compose Alignment at Scale", "Models drift. GlimNet needs pose alignment to work. It is fast.", False),
])
def test_a_task_read_off_its_head_noun_must_be_salient(nlp, title, abstract, kept):
    tasks = {name.lower() for name in _by_text(extract_paper(_paper(abstract, title=title or None), nlp), "TASK")}
    assert ("pose alignment" in tasks) is kept


def test_an_acronym_defined_in_a_bracket_without_a_space_is_read(nlp):
    extraction = extract_paper(_paper(
        "We design a reasoning template and employ Group Relative Policy Optimization(GRPO) to post-train the model, "
        "which surpasses the best ResNeXt-101(64x4d) in SO(3)."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["GRPO"].long_form == "Group Relative Policy Optimization"
    assert "Group Relative Policy" not in methods


@pytest.mark.parametrize(("abstract", "metric", "absent"), [
    ("Although the method increases inference time and storage requirements, it suits small deployments.",
     "inference time", None),
    ("The proposed method achieves 92% accuracy by aligning time series data with text.", "accuracy", "aligning time"),
])
def test_a_cost_the_method_changes_is_measured_and_time_series_is_not_a_time(nlp, abstract, metric, absent):
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert metric in metrics and absent not in metrics


@pytest.mark.parametrize(("abstract", "names"), [
    ("Our method is evaluated on two demanding datasets, Glimwire, known for its nested and multi-table layout, "
     "and Quarksum, which requires numerical reasoning.", {"Glimwire", "Quarksum"}),
    ("We propose a retrieval framework tailored for two benchmark tasks: MMDocIR and M2KR.", {"MMDocIR", "M2KR"}),
])
def test_datasets_listed_with_descriptions_or_after_benchmark_tasks(nlp, abstract, names):
    assert names <= set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


def test_a_new_item_with_its_own_head_noun_ends_a_dataset_list(nlp):
    extraction = extract_paper(_paper(
        "We introduce the largest clinical corpus, ClinText-SP, along with a clinical encoder language model, "
        "RigoBERTa Clinical."), nlp)
    assert not any(m.label == "DATASET" and m.text.startswith("RigoBERTa") for m in extraction.mentions)


def test_a_digit_inside_a_name_is_no_sign_of_reported_results(nlp):
    """'3D Gaussian methods ... reconstruction time': a limitation of prior work, not a measure the paper reports."""
    metrics = _by_text(extract_paper(_paper(
        "Recent 3D Gaussian methods are limited by heavy data requirements or prolonged reconstruction time."), nlp),
        "METRIC")
    assert "reconstruction time" not in metrics
    metrics = _by_text(extract_paper(_paper("Our renderer cuts reconstruction time to 10 s per scene."), nlp), "METRIC")
    assert "reconstruction time" in metrics


def test_a_task_word_in_ing_names_a_measure_and_a_verb_does_not(nlp):
    metrics = _by_text(extract_paper(_paper(
        "Experiments on two benchmarks show that VISTAR consistently improves reasoning accuracy."), nlp), "METRIC")
    assert "reasoning accuracy" in metrics
    metrics = _by_text(extract_paper(_paper("Experiments show that VISTAR helps improving accuracy."), nlp), "METRIC")
    assert "improving accuracy" not in metrics


def test_a_name_given_to_existing_work_is_not_proposed_and_a_named_benchmark_s_acronym_follows_it(nlp):
    assert _role_of(nlp, "METHOD", "LLaVA-HR",
        "We propose DPN. Its ability is also validated on the existing high-resolution MLLM called "
        "LLaVA-HR.") == "used"
    extraction = extract_paper(_paper(
        "We construct the first benchmark from existing video segmentation datasets, named In-Context Video Object "
        "Segmentation (IC-VOS)."), nlp)
    assert {m.text: (m.label, m.role) for m in extraction.mentions}["IC-VOS"] == ("DATASET", "introduced")


def test_a_name_a_stated_result_is_on_is_an_evaluated_dataset_with_its_short_year(nlp):
    extraction = extract_paper(_paper(
        "For instance, we enhance the model by an average of 9.1 points on ZEPH 24, 7.6 on QUOLL, and 9.6 on KAVIR."), nlp)
    assert {name: m.role for name, m in _by_text(extraction, "DATASET").items()} == {
        "ZEPH 24": "evaluated", "QUOLL": "evaluated", "KAVIR": "evaluated"}


def test_a_named_module_after_the_proposal_is_a_proposed_part(nlp):
    extraction = extract_paper(_paper(
        "The ZMX module is widely studied. We propose QuillNet, a network for dense prediction. "
        "The KVR-Shift module enhances the receptive field."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["KVR-Shift"].role == "proposed" and methods["ZMX"].role != "proposed"


def test_an_ambiguous_spelling_does_not_make_another_spelling_of_the_name_ambiguous(nlp):
    # "Llama" (the animal) and "MAP" (a map) are ambiguous entries; "LLaMA" and "mAP" are not
    extraction = extract_paper(_paper("Our detector improves mAP over prior work, and we distil it into LLaMA."), nlp)
    assert "mAP" in _by_text(extraction, "METRIC") and "LLaMA" in _by_text(extraction, "METHOD")


@pytest.mark.parametrize(("abstract", "name"), [
    ("We compare against Gemini 2.5 Flash on long documents.", "Gemini 2.5 Flash"),
    ("We compare against Claude Sonnet on long documents.", "Claude Sonnet"),
    ("We distil Qwen 3 1.7B for edge devices.", "Qwen 3 1.7B"),
    ("Models (LLaMA-2 7b, 70b, LLaMA-3 8b and GPT-4 Turbo) extract the entities.", "LLaMA-3 8b"),  # (a small b)
    ("We fine-tune Whisper Large v3 for air traffic control.", "Whisper Large v3"),
    ("We compare small VLM families (Llama 3.2 and Qwen 2.5VL).", "Qwen 2.5VL"),
    ("We compare against GPT-4.1 nano on long documents.", "GPT-4.1 nano"),
    ("We test OpenAI o3 mini, GlimLM and others on long documents.", "OpenAI o3 mini"),
    ("We find OpenAI o3 mini trailing the other models on GlimBench.", "OpenAI o3 mini"),
])
def test_a_release_tier_or_size_written_apart_is_part_of_a_model_s_name(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize(("abstract", "name"), [
    ("We use ResNet-50 mini batches of size 64.", "ResNet-50"),
    ("We use GPT-4 turbo mode for decoding.", "GPT-4"),
])
def test_a_small_letter_tier_before_a_noun_describes_the_noun(nlp, abstract, name):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD")) == {name}


@pytest.mark.parametrize(("abstract", "name"), [
    ("We fine-tune the Glim-3-8B Large Language Model (LLM) on court records.", "Glim-3-8B"),
    ("We evaluate GlimChat-7B Instruct on FooQA.", "GlimChat-7B Instruct"),
    ("We fine-tune the Quark-7B Large Vision-Language Model on our data.", "Quark-7B"),
])
def test_a_tier_word_opening_the_name_of_a_kind_is_not_the_model_s_tier(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize(("abstract", "name"), [
    ("We compare against Quark 3.5 Mini Instruct on long documents.", "Quark 3.5 Mini Instruct"),
    ("We fine-tune models such as Glim 2 7B Chat, Quark 3.5 Mini Instruct, and others.", "Quark 3.5 Mini Instruct"),
])
def test_a_name_of_release_tiers_only_takes_the_family_and_version_before_it(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert name in methods and "Mini Instruct" not in methods


def test_a_word_that_only_looks_like_a_name_is_not_taken_into_the_family(nlp):
    abstract = "Using Quark 3.5 Mini Instruct as the backbone, we train Zorb."
    assert "Quark 3.5 Mini Instruct" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_tier_after_a_bare_version_stays_as_it_was(nlp):
    assert "Mini Instruct" in _by_text(extract_paper(_paper("We compare with the 3.5 Mini Instruct."), nlp), "METHOD")


@pytest.mark.parametrize(("abstract", "name"), [
    ("We use the Glim- and Quark-aware Fusion module to merge the streams.", "Glim- and Quark-aware Fusion module"),
    ("We introduce a Glim- or Quark-guided Routing block.", "Glim- or Quark-guided Routing block"),
])
def test_a_word_left_hanging_on_its_hyphen_opens_the_name_it_shares(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_bare_capital_left_hanging_on_its_hyphen_is_no_part_of_a_name(nlp):
    methods = _by_text(extract_paper(_paper("We use an A- or Quark-guided Routing block."), nlp), "METHOD")
    assert not any(name.startswith("A-") for name in methods)


@pytest.mark.parametrize(("abstract", "name"), [
    ("We audited three T2I model outputs -- DALL-E-3, Midjourney-6.1, and others -- using 100 queries.", "Midjourney-6.1"),
    ("LLMs performed poorly, with Claude-3.5 and Claude-3.7 achieving only 30.2% and 40%.", "Claude-3.7"),
    ("Experiments on Mistral-v0.3 show that diversity matters.", "Mistral-v0.3"),
])
def test_a_known_model_s_name_hyphenated_to_a_version_is_a_model_it_uses(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "used"


@pytest.mark.parametrize(("abstract", "names", "role"), [
    ("We run a controlled evaluation, comparing two recent pipelines, ReadAgent and RAPTOR, on long documents.",
     {"ReadAgent", "RAPTOR"}, "compared"),
    ("Semi-supervised methods like UniMatchV2 rely on weak labels.", {"UniMatchV2"}, "used"),
])
def test_names_listed_after_a_plural_system_noun_are_methods(nlp, abstract, names, role):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert names <= set(methods) and {methods[name].role for name in names} == {role}


@pytest.mark.parametrize("abstract", [
    "Notes are mapped to two coding schemes (QCD-10 and ZNOMED) before training.",
    "We align the annotation schemes (GlimBank and ZorbNet) of both corpora.",
    "We deploy on three cloud solutions (QWS, Glimzure and ZCP) at once.",
])
def test_names_of_standards_or_services_listed_after_schemes_or_solutions_are_not_methods(nlp, abstract):
    assert not _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize(("abstract", "name"), [
    ("This paper describes our system, designed to detect emotions in text for ZemEval-2025 Task 11.",
     "ZemEval-2025 Task 11"),
    ("This work presents our participation in the QuokLLM 2025 challenge on biomedical entities.", "QuokLLM 2025"),
    # the year apart from the name, a proposal cue before it, "shared task" in lower case
    ("This paper presents our findings for ZemEval 2025 Task 2, a shared task on translation.", "ZemEval 2025 Task 2"),
    ("Our contribution to the ZemEval 2025 shared task 10 is described.", "ZemEval 2025 shared task 10"),
])
def test_a_shared_task_or_a_challenge_of_a_year_is_a_dataset(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert name in _by_text(extraction, "DATASET") and not _by_text(extraction, "METHOD")
    assert _by_text(extraction, "DATASET")[name].role == "evaluated"


@pytest.mark.parametrize("abstract", [
    "We propose PolyFusx task 1 and task 2 variants.",
    "We present TaskNex. TaskNex task 2 scores 0.9 F1.",
])
def test_a_method_before_a_numbered_task_stays_a_method(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert not _by_text(extraction, "DATASET") and _by_text(extraction, "METHOD")


def test_a_shared_task_the_paper_introduces_is_its_own(nlp):
    extraction = extract_paper(_paper("We introduce ZemEval-2025 Task 4: unlearning sensitive content."), nlp)
    assert _by_text(extraction, "DATASET")["ZemEval-2025 Task 4"].role == "introduced"


def test_a_name_known_as_two_kinds_is_the_one_its_context_allows(nlp):
    # MAE is a model (masked autoencoder) and a measure (mean absolute error); a result sentence reads the measure
    extraction = extract_paper(_paper("QuillNet outperforms previous methods by more than 22% in MAE on CityData."), nlp)
    assert "MAE" in _by_text(extraction, "METRIC") and "MAE" not in _by_text(extraction, "METHOD")
    defined = extract_paper(_paper(
        "Speech technologies such as Automatic Speech Recognition (ASR) matter. Our ASR system gains 5% in ASR."), nlp)
    assert "ASR" not in _by_text(defined, "METRIC")


def test_two_dataset_names_with_only_a_space_between_are_one_name(nlp):
    extraction = extract_paper(_paper("Experiments on UPMC Food-101, Hateful Memes and MM-IMDb show gains."), nlp)
    datasets = _by_text(extraction, "DATASET")
    assert "UPMC Food-101" in datasets and datasets["UPMC Food-101"].key is None and "Food-101" not in datasets


@pytest.mark.parametrize(("abstract", "metric", "absent"), [
    ("This paper introduces a conditioning technique, significantly improving the inference time of diffusion models.",
     "inference time", None),
    ("At test time, the model adapts to each input, enhancing throughput on long queries with 3 GPUs.",
     None, {"test time", "enhancing throughput"}),
])
def test_a_cost_the_paper_improves_is_a_measure_and_a_setting_is_not(nlp, abstract, metric, absent):
    metrics = set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))
    assert (metric is None or metric in metrics) and not (absent or set()) & metrics


@pytest.mark.parametrize(("abstract", "metric", "absent"), [
    # a quantity a stated change is a change of is measured, whatever its head
    ("GlimTok adapts Mistral, reducing token fertility by 25% on Basque.", "token fertility", None),
    ("This equates to 47% less encoding computation.", "encoding computation", None),
    ("GlimRL offers approximately 30 percent lower loss values than static schedules.", "loss values", None),
    # not a verb before it, nor a phrase with no quantity's head
    ("GlimThink reduces response length by 30%.", "response length", {"reduces response length"}),
    ("GlimThink improves downstream tasks by 3%.", None, {"downstream tasks"}),
])
def test_what_a_stated_change_changes_is_a_metric(nlp, abstract, metric, absent):
    metrics = set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))
    assert (metric is None or metric in metrics) and not (absent or set()) & metrics


def test_a_coined_name_may_open_with_a_digit(nlp):
    extraction = extract_paper(_paper(
        "In this paper, a 3D pyramidal neural network called 3DPyraNet is proposed, and 3D-CNNs are compared."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["3DPyraNet"].role == "proposed" and "3D-CNNs" not in methods


@pytest.mark.parametrize("abstract, name", [
    ("To address this, we propose glim2glam-zeroCon, a zero-shot diffusion-based method.", "glim2glam-zeroCon"),
    ("We propose glim2vec, a method that embeds quarks.", "glim2vec"),
])
def test_a_lower_case_coinage_of_the_this_to_that_shape_is_a_name(nlp, abstract, name):
    assert _role_of(nlp, "METHOD", name, abstract) == "proposed"


def test_rules_read_past_the_blanks_latex_markup_leaves(nlp):
    extraction = extract_paper(_paper(
        "We propose WebThinker. WebThinker integrates a \\textbf{Deep Web Explorer} module for search. "
        "We evaluate on   COCO and\n\nImageNet, achieving 45.2 mAP on COCO."), nlp)
    assert _by_text(extraction, "METHOD")["Deep Web Explorer module"].role == "proposed"
    assert {"COCO", "ImageNet"} <= set(_by_text(extraction, "DATASET"))
    assert [(c.value, c.dataset) for c in extraction.claims] == [(45.2, "COCO")]


def test_a_name_styled_letter_by_letter_reads_whole(nlp):
    extraction = extract_paper(_paper(
        "We propose \\textbf{S}elf-\\textbf{E}volving \\textbf{W}orkflow (SEW), a novel framework."), nlp)
    assert _by_text(extraction, "METHOD")["Self-Evolving Workflow"].long_form is None
    assert _by_text(extraction, "METHOD")["SEW"].long_form == "Self-Evolving Workflow"


def test_a_parts_noun_in_an_earlier_sentence_does_not_make_a_listed_method_proposed(nlp):
    extraction = extract_paper(_paper(
        "We propose QuillNet. Its modules help. Existing methods like UniMatchV2 rely on weak labels."), nlp)
    assert _by_text(extraction, "METHOD")["UniMatchV2"].role != "proposed"


def test_a_name_before_score_names_a_measure(nlp):
    extraction = extract_paper(_paper(
        "We propose an evaluation metric called the MAPLE score. The CLIP and BLIP alignment scores rise."), nlp)
    assert set(_by_text(extraction, "METRIC")) == {"MAPLE score"} and not _by_text(extraction, "METHOD")


def test_a_superscript_after_a_hyphenated_prefix_does_not_split_the_name():
    from kg.extract.pipeline import clean_text

    text = "3D-Net$^2$ and Co$^3$Gesture"
    cleaned = clean_text(text)
    assert len(cleaned) == len(text) and "3D-Net" in cleaned and "Co3Gesture" in cleaned


def test_a_name_with_an_escaped_underscore_reads_whole(nlp):
    from kg.extract.pipeline import clean_text

    text = "Evaluations on GlimSet, Quark1K, and GLIM\\_MINI validate it; code at github.com/org/fm\\_sam."
    cleaned = clean_text(text)
    assert len(cleaned) == len(text) and " GLIM_MINI " in cleaned and "github.com/org/fm\\_sam" in cleaned
    extraction = extract_paper(_paper(text), nlp)
    assert {"GlimSet", "Quark1K", "GLIM_MINI"} <= set(_by_text(extraction, "DATASET"))
    assert "github.com/org/fm_sam" in _by_text(extraction, "REPOSITORY")


def test_a_name_with_an_escaped_ampersand_reads_whole(nlp):
    from kg.extract.pipeline import clean_text

    text = "GlimSeg reaches 81.3\\% on J\\&F on the Zorb Q\\&A benchmark, and R \\& D teams use it."
    cleaned = clean_text(text)
    assert len(cleaned) == len(text) and " J&F " in cleaned and "Zorb Q&A  benchmark" in cleaned and "R  & D" in cleaned
    glued = clean_text("the GlimCo\\&Zorb's model (Q\\&A)")
    assert " GlimCo&Zorb's model" in glued and "( Q&A)" in glued  # what is glued to the word stays glued
    extraction = extract_paper(_paper(text), nlp)
    assert "J&F" in _by_text(extraction, "METRIC")
    assert [claim.metric for claim in extraction.claims] == ["J&F"]


def test_a_size_in_math_mode_reads_as_written_in_plain_text(nlp):
    from kg.extract.pipeline import clean_text

    text = "On ImageNet-$64\\times 64$ and $256 \\times 256$ crops."
    cleaned = clean_text(text)
    assert len(cleaned) == len(text) and "ImageNet-64x64" in cleaned and "256x256" in cleaned
    datasets = _by_text(extract_paper(_paper("Results on the ImageNet-$64\\times 64$ benchmark improve."), nlp), "DATASET")
    assert "ImageNet-64x64" in datasets


@pytest.mark.parametrize("written, read", [
    ("a $2×$ speedup", "a 2× speedup"),  # (BibTeX's "\\times" read as a sign, its dollars kept)
    ("$1.5× - 3×$ faster", "1.5× - 3× faster"),
])
def test_a_multiplication_sign_in_math_mode_reads_as_the_sign_after_its_number(written, read):
    from kg.extract.pipeline import clean_text

    cleaned = clean_text(written)
    assert len(cleaned) == len(written) and " ".join(cleaned.split()) == read


@pytest.mark.parametrize("written, read", [
    ("an error of 0.48{\\deg} (QuarkSet)", "an error of 0.48° (QuarkSet)"),
    ("values of 0.96{\\deg}C and 0.92\\textdegree C", "values of 0.96°C and 0.92°C"),
    ("within 5$^{\\circ}$ of it", "within 5° of it"),
    ("$360^\\circ$ videos", "360° videos"),
])
def test_a_degree_sign_in_latex_reads_as_the_sign_after_its_number(written, read):
    from kg.extract.pipeline import clean_text

    cleaned = clean_text(written)
    assert len(cleaned) == len(written) and " ".join(cleaned.split()) == read


@pytest.mark.parametrize("abstract, claims", [
    ("GlimNet tolerates errors in the initial pose estimate of up to 55{\\deg} in rotation.", []),
    ("GlimNet stays robust under random rotations of up to 45{\\deg}.", []),
    ("GlimNet reduces the angular error by up to 3{\\deg} on QuarkSet.", [(3.0, "decrease")]),
    ("GlimNet lowers the peak temperature by 180{\\deg}C.", [(180.0, "decrease")]),
])
def test_degrees_a_method_tolerates_are_no_result_and_a_temperature_is_no_view_angle(nlp, abstract, claims):
    extraction = extract_paper(_paper(abstract), nlp)
    assert [(claim.value, claim.direction) for claim in extraction.claims] == claims


def test_results_in_degrees_are_claims_and_a_view_angle_is_not(nlp):
    extraction = extract_paper(_paper(
        "GlimNet yields RMSE and MAE values of 0.96{\\deg}C and 0.92{\\deg}C, respectively. It reduces the angular "
        "error by 0.48\\textdegree on QuarkSet. It outperforms the state-of-the-art 360$^{\\circ}$ video generators."), nlp)
    assert [(claim.value, claim.metric, claim.direction) for claim in extraction.claims] == [
        (0.96, "RMSE", "absolute"), (0.92, "MAE", "absolute"), (0.48, "angular error", "decrease")]


def test_a_citation_glued_to_a_word_by_a_tie_leaves_the_word_alone(nlp):
    from kg.extract.pipeline import clean_text

    text = "We test GlimOOD on the OpenOOX benchmark~\\cite{yang2022openood} and in Sec.~\\ref{sec:exp}."
    cleaned = clean_text(text)
    assert len(cleaned) == len(text) and "cite" not in cleaned and "ref{" not in cleaned
    inside = "We test on the \\textbf{FooBench~\\cite{x}} dataset."
    assert clean_text(inside).split() == ["We", "test", "on", "the", "FooBench", "dataset."]
    datasets = _by_text(extract_paper(_paper(text), nlp), "DATASET")
    assert "OpenOOX" in datasets and datasets["OpenOOX"].role == "evaluated"


@pytest.fixture
def mention_rules_fail_on_explode(monkeypatch):
    """The mention rules raise on any abstract that says EXPLODE, as a bug in a rule would."""
    from kg.extract.mentions import MentionFinder

    real_call = MentionFinder.__call__

    def failing(self, doc, *args, **kwargs):
        if "EXPLODE" in doc.text:
            raise IndexError("list index out of range")
        return real_call(self, doc, *args, **kwargs)

    monkeypatch.setattr(MentionFinder, "__call__", failing)


def test_an_abstract_the_rules_fail_on_is_kept_without_facts_and_the_rest_go_through(mention_rules_fail_on_explode):
    from kg.extract import extract_papers

    papers = [Paper(id=f"sha1:{i:016x}", abstract=text, source=f"in.jsonl:{i + 1}")
              for i, text in enumerate(["We propose FooNet.", "We propose EXPLODE.", "We evaluate on ImageNet."])]
    extractions = list(extract_papers(papers, batch_size=2))
    assert [e.paper.id for e in extractions] == [p.id for p in papers]
    assert extractions[1].problem.startswith("extraction failed (IndexError") and not extractions[1].mentions
    assert extractions[0].problem is None and extractions[0].mentions and extractions[2].mentions


def test_a_failed_abstract_does_not_keep_its_batch_of_docs_alive(mention_rules_fail_on_explode):
    import gc

    from spacy.tokens import Doc

    from kg.extract import extract_papers

    papers = [Paper(id=f"sha1:{i:016x}", abstract="We propose EXPLODE." if i == 3 else f"We propose GlimNet{i}.")
              for i in range(20)]
    gc.collect()
    gc.disable()  # only reference counts free the Docs: a cycle through the error would keep them
    try:
        extractions = list(extract_papers(papers))
        alive = sum(1 for thing in gc.get_objects() if isinstance(thing, Doc))
    finally:
        gc.enable()
    assert [e.problem is not None for e in extractions].count(True) == 1 and alive == 0


def test_an_abstract_whose_claims_fail_is_kept_without_facts_and_the_rest_go_through(monkeypatch):
    from kg.extract import extract_papers
    from kg.extract import pipeline

    real_claims = pipeline.extract_claims

    def failing(text, *args, **kwargs):
        if "EXPLODE" in text:
            raise ValueError("no claim")
        return real_claims(text, *args, **kwargs)

    monkeypatch.setattr(pipeline, "extract_claims", failing)
    papers = [Paper(id=f"sha1:{i:016x}", abstract=text) for i, text in
              enumerate(["We propose FooNet.", "We propose EXPLODE.", "We evaluate on ImageNet."])]
    extractions = list(extract_papers(papers))
    assert [e.problem for e in extractions] == [None, "extraction failed (ValueError: no claim)", None]
    assert extractions[2].mentions


@Language.component("test_reads_broken_rule_data")
def _reads_broken_rule_data(doc):
    """A step that finds the rule data it reads broken, as every paper's step would."""
    raise RuleDataError("[KG510] zorb/datasets.jsonl:3: label 'DATSET' in datasets.jsonl, whose lines are all DATASET")


def test_broken_rule_data_met_while_extracting_stops_the_run_rather_than_failing_each_paper():
    from kg.extract import build_nlp

    nlp = build_nlp()
    nlp.add_pipe("test_reads_broken_rule_data")
    papers = [Paper(id=f"sha1:{i:016x}", abstract=f"We propose Glim{i}Net.") for i in range(3)]
    with pytest.raises(RuleDataError, match=r"^\[KG510\] zorb/datasets.jsonl:3: label 'DATSET'"):
        list(extract_papers(papers, nlp))
    with pytest.raises(RuleDataError, match=r"^\[KG510\] zorb/datasets.jsonl:3: "):
        extract_paper(papers[0], nlp)


def test_kg_build_names_the_paper_it_could_not_extract(tmp_path, mention_rules_fail_on_explode):
    import json

    from typer.testing import CliRunner

    from kg.cli import app

    records = tmp_path / "in.jsonl"
    records.write_text("\n".join(json.dumps({"key": f"k{i}", "abstract": text}) for i, text in enumerate(
        ["We propose FooNet, which outperforms ResNet-50 on ImageNet.", "We propose EXPLODE."])) + "\n")
    result = CliRunner().invoke(app, ["build", str(records), "--out", str(tmp_path / "out"), "--json", "--no-html"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["papers"] == 2 and summary["papers_unextracted"] == 1
    assert summary["extraction_problems"][0]["line"] == 2 and "IndexError" in summary["extraction_problems"][0]["message"]
    assert "IndexError" in summary["extraction_problems"][0]["reason"]
    assert summary["extraction_problems"][0]["outcome"] == "the paper is kept without extracted facts"
    assert summary["extraction_problems"][0]["kept"] is True
    assert "not extracted" in result.stderr and "in.jsonl:2" in result.stderr


def test_an_abstract_too_long_to_extract_is_named_so_and_the_next_is_extracted():
    nlp = shared_nlp()
    papers = [Paper(id="p1", abstract="We propose GlimNet. " * (nlp.max_length // 20 + 1)),
              Paper(id="p2", abstract="We propose QuarkNet, a model for zorb sorting.")]
    first, second = extract_papers(papers)
    assert nlp.max_length == 40_000  # (spaCy's own is a million: a text that long took minutes)
    assert re.fullmatch(r"abstract too long to extract \(40,0\d\d characters: the rules read texts of at most 40,000\)",
                        first.problem)
    assert not first.mentions and any(m.text == "QuarkNet" for m in second.mentions)


@pytest.mark.parametrize("abstract, absent, present", [
    # "A-to-B" before the noun it modifies is a direction, not a method's name
    ("We propose a novel technique for extrinsic Sensor-to-Vehicle calibration of multi-LiDAR systems called CaLiV.",
     "Sensor-to-Vehicle", "CaLiV"),
    ("We propose QuillNet and compare with text-to-JSON baselines on the benchmark.", "text-to-JSON", "QuillNet"),
])
def test_a_direction_before_its_noun_is_not_a_method(nlp, abstract, absent, present):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert absent not in methods and present in methods


@pytest.mark.parametrize("abstract, name", [
    ("We propose Text-to-Unlearn, a framework that erases concepts.", "Text-to-Unlearn"),
    ("We propose the Sketch-to-Scene network for 3D generation.", "Sketch-to-Scene"),
])
def test_a_name_written_as_a_direction_stays_a_name(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


@pytest.mark.parametrize("abstract, absent", [
    # a short form defined for a kind of data or a body is no method, whatever verb comes before it
    ("We propose QuillNet to segment the left ventricle from cardiac magnetic resonance (CMR) images.", "CMR"),
    ("We introduce QuillNet, a prompting framework that combines bird's-eye-view (BEV) images with object marks.",
     "BEV"),
    ("Images must comply with the standards of the International Civil Aviation Organization (ICAO), so we "
     "propose QuillNet.", "ICAO"),
    ("We propose QuillNet and leverage the International Civil Aviation Organization (ICAO) standard for checks.",
     "ICAO"),
    ("We propose QuillNet to fuse synthetic aperture radar (SAR) data and optical images.", "SAR"),
    ("Prior work relied on patents from the Quark Patent and Trademark Office (QPTO), so we propose QuillNet.", "QPTO"),
    ("Floating Quark Observers extend traditional Floating Quark Data (FQD), and we propose QuillNet.", "FQD"),
    ("We propose QuillNet, which fuses Floating Quark Data (FQD) with camera images.", "FQD"),
])
def test_a_short_form_for_data_or_a_body_is_not_a_method(nlp, abstract, absent):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert "QuillNet" in methods and absent not in methods


@pytest.mark.parametrize("abstract, name", [
    # a definition the paper proposes or uses stays a method, whatever noun follows it
    ("We propose Adaptive Mixup Sampling (AMS) data augmentation for training.", "AMS"),
    ("We apply Dynamic Mode Decomposition (DMD) analysis to the flow.", "DMD"),
    ("We use Joint Probabilistic Data Association (JPDA) for tracking.", "JPDA"),
    ("We propose a Cross-Modal Association (CMA) module.", "CMA"),
    ("We propose Learning from Noisy Quark Data (LNQD), a framework for robust training.", "LNQD"),
    ("We propose a solution named Random Glim plus Fake Data (RG+FD), which is private.", "RG+FD"),
    ("We propose the Glim Task Bureau (GTB) framework for multi-agent planning.", "GTB"),
    # letters the gazetteer knows as a dataset, proposed under a name of the paper's own
    ("We propose Contrastive Unit Alignment Distillation (CUAD), a framework for compression.", "CUAD"),
    ("We propose Primitive Patch Learning (PPL), which is simple.", "PPL"),  # not the perplexity
])
def test_a_short_form_defined_as_a_method_stays_one(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name, absent", [
    # capitalised words right before a dataset's name and its head noun are part of the name
    ("Using the Financial PhraseBank dataset, we evaluate how LLMs align with human sentiment labels.",
     "Financial PhraseBank", "PhraseBank"),
    ("QuillNet reaches 78.8% on the Spiking Speech Commands dataset.", "Spiking Speech Commands", "Speech Commands"),
    # a language before the name says which part of the data, not which dataset
    ("We fine-tune QuillNet on the Korean KoLCR dataset for reading comprehension.", "KoLCR", "Korean KoLCR"),
    # and so are capitalised words between the name and its head noun
    ("We evaluate on the NTIRE Low Light dataset and the LOL benchmark.", "NTIRE Low Light", "NTIRE"),
    ("QuillNet resolves 51% of the issues in the SWE-Bench Verified benchmark.", "SWE-Bench Verified", "SWE-Bench"),
])
def test_title_words_before_a_dataset_and_its_head_are_part_of_its_name(nlp, abstract, name, absent):
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert name in datasets and absent not in datasets


@pytest.mark.parametrize("abstract, short", [
    ("Quark Scene Reasoning (QSR), including spatial and temporal reasoning, is an important problem.", "QSR"),
    ("Quark Event Detection (QED) from recorded lectures is a challenging problem.", "QED"),
    ("Quark Emotion Recognition (QER) with visual features is an important task.", "QER"),
    ("Quark Caption Generation (QCG) under cross-modal consistency constraints is an important problem.", "QCG"),
    ("Multimodal Quark Retrieval (MQR), which includes text-to-image retrieval, is an important task.", "MQR"),
])
def test_a_task_definition_whose_next_words_only_resemble_a_data_verb_stays_a_task(nlp, abstract, short):
    assert _labels_found_as(nlp, abstract, short) == {"TASK"}


@pytest.mark.parametrize("abstract, short", [
    # a definition in small letters names a problem or concept even where it opens the sentence with a capital
    ("Video quality assessment (VQA) is essential for streaming. We introduce QuillNet for VQA, trained on "
     "larger VQA benchmarks.", "VQA"),
    ("Semi-supervised object detection (SSOD) reduces labelling. We propose QuillNet, which improves SSOD "
     "performance by 6%.", "SSOD"),
])
def test_a_task_defined_at_the_start_of_a_sentence_is_not_a_method_or_dataset(nlp, abstract, short):
    extraction = extract_paper(_paper(abstract), nlp)
    assert short not in _by_text(extraction, "METHOD") and short not in _by_text(extraction, "DATASET")
    assert "QuillNet" in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("Results on QA datasets and HOI benchmarks show that QuillNet generalises.", "QA"),
    ("Results on QA datasets and HOI benchmarks show that QuillNet generalises.", "HOI"),
])
def test_a_short_acronym_before_plural_datasets_is_their_kind(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, label, roles", [
    # names the paper gives are proposed (or introduced, for a dataset)
    # - a name after "our approach" is proposed
    ("This motivates our approach, Tamarin, which caches activations.", "METHOD", {"Tamarin": "proposed"}),
    # - a manuscript that introduces a name proposes it
    ("This manuscript introduces SARFormer for synthetic aperture radar images.", "METHOD", {"SARFormer": "proposed"}),
    # - a model size written apart is part of the name
    ("In this paper, we introduce Flash-VL 2B, a novel approach to vision-language models.", "METHOD",
     {"Flash-VL 2B": "proposed"}),
    # - a capitalised "Net" after a coined name is part of it
    ("We propose RT-X Net, a network for low-light enhancement.", "METHOD", {"RT-X Net": "proposed"}),
    # - a long form's head comes before its "for" phrase (two cases of one old test)
    ("To fill this gap, we introduce a novel Expert-Rated benchmark for Sketch-guided Layout Synthesis (ERSLS).",
     "DATASET", {"ERSLS": "introduced"}),
    ("We propose Mixture of Thoughts (MoT), a framework for routing.", "METHOD", {"MoT": "proposed"}),
    # - a name given to a dataset noun is an introduced dataset, one given to a network a proposed method
    ("We first present a comprehensive benchmark termed HAVEN for evaluating hallucinations of video models.",
     "DATASET", {"HAVEN": "introduced"}),
    ("We propose a lightweight network called GlimNet for detection.", "METHOD", {"GlimNet": "proposed"}),
    # - a new dataset in apposition is introduced
    ("We build TableQuest-2K, a new large-scale dataset of tables for question answering.", "DATASET",
     {"TableQuest-2K": "introduced"}),
    # - a lower-case name given to a mechanism may be followed by its purpose
    ("We propose QuarkBridge. QuarkBridge leverages an adaptive weighting mechanism named soft quark bias to guide "
     "knowledge collection.", "METHOD", {"soft quark bias": "proposed"}),
    # - named variants of the proposed method are proposed
    ("We propose FlexNet, a novel backbone. FlexNet-S and FlexNet-L reach 81.2% and 84.0% top-1 accuracy.", "METHOD",
     {"FlexNet-S": "proposed", "FlexNet-L": "proposed"}),
    # parts of the paper's own system are proposed, what it builds on is used
    # - enumerated parts of the proposal are proposed
    ("We present FooNet, a framework built from two components: (1) Sparse Token Routing, which selects tokens; "
     "and (2) Layer echo fusion, which merges layers. FooNet improves accuracy on CIFAR-10.", "METHOD",
     {"Sparse Token Routing": "proposed", "Layer echo fusion": "proposed"}),
    # - an enumerated part may be followed by its purpose, and open with a word that names nothing alone
    ("We propose GlimTutor, a tutor-pupil framework. The tutor trains the pupil with three zorb strategies: "
     "(1) Multi-scale zorb alignment to merge cues with text; (2) Quark-weighted agreement terms to favour confident "
     "outputs; (3) Adaptive masking to curb noise.", "METHOD",
     {"Multi-scale zorb alignment": "proposed", "Quark-weighted agreement terms": "proposed",
      "Adaptive masking": "proposed"}),
    # - so are its modes
    ("We propose GlimSat for mapping. It has two modes: (1) Data Glim Mode, where images are cleaned, and (2) "
     "Autonomous Zorb Mode, where prompts train a network.", "METHOD",
     {"Data Glim Mode": "proposed", "Autonomous Zorb Mode": "proposed"}),
    # - parts listed after the paper's own "modules" noun are proposed
    ("We propose GlimNeXt for skeleton sequence recognition. GlimNeXt has two core modules, the Pose "
     "Mimicker and the Single-Pass Pose Encoder.", "METHOD",
     {"Pose Mimicker": "proposed", "Single-Pass Pose Encoder": "proposed"}),
    # - a coined part the method works through is proposed
    ("We propose FOLIAGE, a physics-informed model of surface growth. FOLIAGE captures dynamic connectivity "
     "through Age Positional Encoding and gates messages with a learned energy.", "METHOD",
     {"Age Positional Encoding": "proposed"}),
    # - parts named after "we propose" and a part noun are proposed; what they are based on is used
    ("We propose two complementary encoders: the Generic Fusion Encoder (GFE) and the Sparse Fusion Encoder "
     "(SFE), both based on BERT.", "METHOD", {"GFE": "proposed", "SFE": "proposed", "BERT": "used"}),
    # - a listed part after an article is proposed and a known one is used
    ("We propose AvaFit, a framework for avatars. The framework consists of two key modules: (1) a Reciprocal "
     "Flow Rectifier, a prior-free correction strategy; and (2) a MobileNetV2 backbone with residual blocks.",
     "METHOD", {"Reciprocal Flow Rectifier": "proposed", "MobileNetV2": "used"}),
    # - a part named by what it is, however long the list before it runs, is proposed
    ("We propose GlimFuse, a zorb fusion model. GlimFuse consists of two key components: QuarkAdapt, which tunes "
     "both encoders jointly by tracking the order and the layout of the zorb tokens over time; and ZorbBoost, a "
     "hybrid attention module that sharpens zorb embeddings.", "METHOD", {"ZorbBoost": "proposed"}),
    ("We introduce GlimFly, a framework for zorb perception. Our approach has two key components: i) Zorb "
     "Activation Prior (ZAP), which finds active regions to lower "
     "the entropy of predictions; ii) GlimMix, a data-mixing strategy for source and target zorbs.", "METHOD",
     {"GlimMix": "proposed"}),
    ("We propose GlimFuse. GlimFuse has two components: QuarkEnc, a pretrained encoder; and ZorbBoost, a hybrid "
     "attention module.", "METHOD", {"ZorbBoost": "proposed"}),
    ("We propose GlimNet. Unlike existing detectors, GlimNet consists of three modules: QuarkEnc, which encodes; "
     "and ZorbBoost, a hybrid attention module.", "METHOD", {"ZorbBoost": "proposed"}),
    # - what a part of the paper's own is made from is no part of it but what the paper builds on: used, as the
    #   guidelines define it (an existing method it builds on or employs)
    ("We propose GlimNet. GlimNet has two components: a denoiser initialised from BlixDiff, a diffusion model "
     "fitted to large image collections, and a ranker.", "METHOD", {"BlixDiff": "used"}),
    ("We present ZorbSeg. ZorbSeg consists of three modules: an encoder adopted from QuarkEnc, a vision "
     "transformer, a fusion block and a decoder.", "METHOD", {"QuarkEnc": "used"}),
    # - parts of others' systems, or from prior work, are not the paper's own: with no cue that it uses them, a name
    #   no gazetteer knows is mentioned
    ("We propose GlimNet. Existing trackers typically consist of two modules: a detector initialised from QuarkDet, "
     "a detection model, and a matcher.", "METHOD", {"QuarkDet": "mentioned"}),
    ("We propose GlimNet, which builds on two components from prior work: QuarkAttn, a sparse attention module, "
     "and BlixNorm, a normalization layer.", "METHOD", {"QuarkAttn": "mentioned", "BlixNorm": "mentioned"}),
    ("We propose GlimNet. Existing pipelines typically consist of several modules, such as a detector; and "
     "QuarkTrack, a popular tracking module.", "METHOD", {"QuarkTrack": "mentioned"}),
    # names the paper builds on or reports results for are used
    # - a name a new system is based on is used
    ("We develop a BERT-based auto-marking system for essay evaluation.", "METHOD", {"BERT": "used"}),
    # - a known name a "-powered" or derived part is built on is used
    ("The pairs pass through a landmark detector and CLIP-powered entity selection.", "METHOD", {"CLIP": "used"}),
    # - a model a gain is stated for is its reference point: compared; a model a plain result is stated for is used
    ("On the AVHBench dataset, it improves accuracy by 6% for VideoLLaMX2 and 11% for video-SALMONX.", "METHOD",
     {"VideoLLaMX2": "compared", "video-SALMONX": "compared"}),
    ("On the AVHBench dataset, it reaches an accuracy of 61% for VideoLLaMX2.", "METHOD", {"VideoLLaMX2": "used"}),
    # - a dash after a proposed name opens an aside, not a derivation ("BERT-based" stays a derivation)
    ("We introduce MixiT -- the Mixing Transformer -- a simplified model. We develop a BERT-based parser.", "METHOD",
     {"MixiT": "proposed", "BERT": "used"}),
    # - a defined method a sentence starts by using is a tool, not the paper's own
    ("We study attacks on judges. Using the Greedy Quux Search (GQS) optimization method, we craft suffixes. "
     "We then introduce the Judge Shield Filter (JSF), a defence.", "METHOD", {"GQS": "used", "JSF": "proposed"}),
    # names the paper measures itself against are compared
    # - baselines listed with "such as" are compared
    ("We propose StreamTree. StreamTree outperforms strong baselines such as HoeffdingTree and KNNStream on ten "
     "streams.", "METHOD", {"HoeffdingTree": "compared", "KNNStream": "compared"}),
    # - models listed after a comparison are compared
    ("Through benchmarking against existing models such as ChemZERTa, TITAX, and NetTXR, our model wins.", "METHOD",
     {"ChemZERTa": "compared", "TITAX": "compared", "NetTXR": "compared"}),
])
def test_the_role_of_a_name(nlp, abstract, label, roles):
    """Each name's first mention as `label` has the role given."""
    found = _by_text(extract_paper(_paper(abstract), nlp), label)
    assert {name: found[name].role for name in roles} == roles


@pytest.mark.parametrize("abstract, name", [
    # what an item brings or is exposed to is no part ("robustness to noise")
    ("We propose GlimNet. Its design brings two gains: (1) Improved robustness to noise; (2) Faster convergence to "
     "optima.", "Faster convergence"),
    # what the paper reports is no part of its method
    ("We introduce GlimNet, a zorb model. Our contributions are: (1) Extensive experiments, which validate the "
     "design; (2) Theoretical analysis, which explains it.", "Extensive experiments"),
    ("We introduce GlimNet, a zorb model. Our contributions are: (1) Extensive Experiments: we test the "
     "zorb design; (2) Theoretical Analysis: we explain it.", "Theoretical Analysis"),
    # nor is one of the baselines a list compares
    ("We propose GlimNet. We compare three baseline strategies: (1) Random sampling to select zorbs; (2) Uncertainty "
     "sampling to select hard zorbs.", "Random sampling"),
    ("We introduce GlimNet, a zorb model. Our contributions are: (1) Empirical findings, which guide design; (2) "
     "Unified taxonomy, which orders prior zorb work.", "Unified taxonomy"),
    # nor are the kinds of fault a study lists
    ("We propose GlimCheck, a pipeline that finds four failure modes, including (1) glim grounding errors, (2) "
     "zorb overlap errors, and (3) quark logic errors.", "zorb overlap errors"),
])
def test_what_a_list_names_that_is_not_the_papers_part_is_not_proposed(nlp, abstract, name):
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, name)


def test_a_list_set_against_prior_work_by_the_papers_own_verb_names_its_parts(nlp):
    abstract = ("Unlike prior work, we introduce two components: (1) Adaptive masking, which hides noisy zorbs; (2) "
                "Quark smoothing, which evens out labels.")
    assert ("METHOD", "proposed") in _found_as(nlp, abstract, "Quark smoothing")


@pytest.mark.parametrize("abstract, present, absent", [
    # - an abstract cut off after a list word is read
    ("We propose Foo. Foo outperforms baselines in consistency, and", {"Foo"}, set()),
    # - a model after an acronym can be the verb ("GSF models ...")
    ("We build Win Coop (WC). Then, Gaussian Score Fusion (GSF) models the score distributions of both branches.",
     {"GSF"}, set()),
    # - a name right after a system noun is a method
    ("We compare prompting with the universal NER system GLiZER, fine-tuned on news.", {"GLiZER"}, set()),
    # - the module a title-case name heads is part of the name
    ("We propose QuillNet for underwater images. A Frequency Guided Fusion module integrates features.",
     {"Frequency Guided Fusion module"}, set()),
    # - a word styled letter by letter inside other markup reads whole
    ("We propose \\textbf{\\underline{R}}eason \\textbf{\\underline{o}}n \\textbf{\\underline{E}}xperiences (RoE), "
     "a framework.", {"Reason on Experiences"}, set()),
    # - a size written apart belongs to the model and does not break its list
    ("We evaluate QuarkLM-R1 32B, Llama 3 8B and GPT-4o on reasoning.", {"QuarkLM-R1 32B", "Llama 3 8B", "GPT-4o"},
     set()),
    # - model releases are methods with their versions, but a count after a name is no version
    ("Similarly, Quokka-13B-Instruct-v0.2 improved on the test set. We compare Gemini Pro 2.5 with BERT, "
     "which runs 3 times slower.", {"Quokka-13B-Instruct-v0.2", "Gemini Pro 2.5", "BERT"}, {"BERT 3"}),
    # - a quantity after a model's name is not its version
    ("Our model runs GPT-4 3 times faster than before.", {"GPT-4"}, {"GPT-4 3"}),
    # - names of settings are not methods
    ("Our model achieves superior QZSL and GQZSL performances on three datasets.", set(), {"QZSL", "GQZSL"}),
    # - a lone numbered reference is not a list of parts
    ("We propose a bound on the risk. Equation (1) Gives The Rate of convergence for convex losses.", set(),
     {"Gives The Rate"}),
    # - plural title-case families are not methods
    ("We introduce a novel taxonomy by classifying recent work on Conversational Agents around our proposed "
     "desideratum.", set(), {"Conversational Agents"}),
    # - a name after a closed list is not in it
    ("Methods like ChemZERTa, TITAX, and NetTXR, QuillNet-7 trains slowly on weak labels.", set(), {"QuillNet-7"}),
    # - generic classes are not methods
    ("Large language models (LLMs) and graph neural networks (GNNs) are popular. Federated learning (FL) "
     "keeps data local. We study LLMs and CNNs.", set(),
     {"LLMs", "LLM", "GNNs", "FL", "Federated learning", "CNNs", "large language models"}),
])
def test_names_read_as_methods_or_not(nlp, abstract, present, absent):
    methods = set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))
    assert present <= methods and not absent & methods


@pytest.mark.parametrize("abstract, present, absent", [
    # - a long list of plain words before a dataset noun names datasets
    ("Experiments on the Nordlund, Oxbridge, and NuScenes datasets show that GlimNet boosts recall by up to 17%.",
     {"Nordlund", "Oxbridge"}, set()),
    # - an unknown name listed with known datasets is a dataset
    ("Experiments on CIFAR-10, TinyBirds-200 and MNIST show consistent gains.", {"TinyBirds-200"}, set()),
    # - datasets listed in brackets after a dataset noun
    ("Experiments in real-world web environments (Mind2Web-Live, WebVoyager, and GAIA-web) show a 10% gain.",
     {"Mind2Web-Live", "WebVoyager", "GAIA-web"}, set()),
    # - a plain word named a dataset keeps its edition year
    ("On the Quarkland 2004 dataset, it reaches 91.2% accuracy.", {"Quarkland 2004"}, set()),
    # - and so does one listed with other data before a plural data noun
    ("Results on the Quarkland 2004 and Zorbento datasets show steady gains.", {"Quarkland 2004", "Zorbento"}, set()),
    # (a year and a count are no names: "In 2013 and 2014 datasets grew")
    ("In 2013 and 2014 datasets of Quarkland grew.", set(), {"2013", "2014"}),
    # - an ambiguous known dataset before its head noun is named alone
    ("Our model is trained with only 23K examples from the MATH dataset.", {"MATH"}, set()),
    # - names listed after other nouns are not datasets
    ("We compare with baselines including PG-77 and RouteNet-3 on our data.", set(), {"PG-77", "RouteNet-3"}),
    # - a theory after "in" is not a dataset
    ("We generate 12,310 questions grounded in Schwartz Value Theory and benchmark 16 models.", set(),
     {"Schwartz Value Theory"}),
    # - a number glued to a unit after a name is no edition
    ("We pretrain on the unlabeled dataset ZEPH. The ZEPH 23TB model wins.", set(), {"ZEPH 23"}),
    # - a count after a dataset name is no edition
    ("We evaluate on ZEPH 25 subjects and on QUOLL 24, where we gain 3 points.", {"QUOLL 24"}, {"ZEPH 25"}),
    # - a name for a kind of data before counted datasets is not a dataset
    ("Experiments on three publicly available QWSI datasets and on the QLRS2 and QLRS3 datasets show gains.",
     {"QLRS2", "QLRS3"}, {"QWSI"}),
    # - a name before a plain noun after "on" or "in" is a kind, not a dataset
    ("Experiments in QOSA patients over five years and on the QBird development set show gains, "
     "and results on QuarkSet validate the model.", {"QBird", "QuarkSet"}, {"QOSA"}),
    # - a name before a task noun is not an evaluation dataset
    ("Experiments show gains in QMDMT tasks and in Text-to-Graph generation on the FooSet-7 benchmark.",
     {"FooSet-7"}, {"QMDMT", "Text-to-Graph"}),
    # - a comma after a sentence's opening phrase lists nothing
    ("We propose Uni-Zest. On the CIFAR10 generation benchmark, Uni-Zest achieves an FID of 1.46. "
     "We also build a high-quality dataset, ChatZestData, for dialogue.", {"ChatZestData"}, {"Uni-Zest"}),
])
def test_names_read_as_datasets_or_not(nlp, abstract, present, absent):
    datasets = set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))
    assert present <= datasets and not absent & datasets


@pytest.mark.parametrize("abstract, present, absent", [
    # - measures named after "in terms of"
    ("Our method outperforms prior work in terms of decoding latency and retrieval quality on three benchmarks.",
     {"decoding latency", "retrieval quality"}, set()),
    # - a similarity or consistency compared is a metric
    ("Our model achieves higher cosine similarity and better temporal consistency.",
     {"cosine similarity", "temporal consistency"}, set()),
    # - an area under a curve is a metric
    ("We propose Area under the Cumulative Gain Curve (AUCGC) for ranking, and our model improves AUCGC by 4.1%.",
     {"Area under the Cumulative Gain Curve", "AUCGC"}, set()),
    # - a common measure with improvements in it is reported
    ("Models trained with rationales show large improvements in accuracy.", {"accuracy"}, set()),
    # - a known acronym defined with a plural of its long form keeps its sense
    ("The CNN had a higher area under the receiver operating characteristics (AUROC) for male patients.", {"AUROC"},
     set()),
    # - measures after comparatives
    ("On five datasets, our model achieves lower error and higher correlation than the baselines, "
     "at a larger total communication cost.", {"error", "correlation", "communication cost"}, set()),
    # - a cost keeps the word for its kind
    ("Experiments show that GlimNet achieves better results with reduced computational costs and lower memory "
     "overhead.", {"computational costs", "memory overhead"}, {"costs", "overhead"}),
    ("GlimNet achieves lower total cost than QuarkNet.", {"cost"}, {"total cost"}),
    # - measures a paper says it measures
    ("For each query, we measure accuracy, energy, latency, and power.", {"energy", "power"}, set()),
    # - a known measure named as a metric needs no reported result
    ("We find gaps with the expected calibration error metric. We value accuracy.", {"expected calibration error"},
     {"accuracy"}),
    # - a known measure of several words takes its modifier
    ("We evaluate model performance using answer accuracy, execution success rate and semantic error rate.",
     {"execution success rate", "semantic error rate"}, {"success rate", "error rate"}),
    # - plural rates are measures and rates of a setting are not
    ("Results show that QuarkFiT reduces hallucination rates at sparsity rates of 50%.", {"hallucination rates"},
     {"sparsity rates"}),
    # - resource requirements are a cost measure and user requirements are not
    ("We show that adapters match full fine-tuning while reducing training time and memory requirements. "
     "It edits an anchor frame to satisfy user requirements and reaches 90% accuracy.", {"memory requirements"},
     {"user requirements"}),
    # - coined measures and listed metrics are metrics
    ("Our model outperforms leading systems across four evaluation metrics: FooScore, BarMetric-2, and ROUGE. "
     "It also compares well on conventional ranking metrics like QDCG-5.", {"FooScore", "BarMetric-2", "ROUGE"},
     {"QDCG-5"}),
    # - names listed with a named measure are measures and with a plain word are not
    ("It improves Top-1, Top-5, and QTop-9 accuracy and lowers the RMSE and QRMSE-2 of depth "
     "while keeping accuracy and QuarkNet costs low.", {"QTop-9", "QRMSE-2"}, {"QuarkNet"}),
    # - verbs and praise before a measure are not part of it
    ("Chat models achieve near-zero accuracy on Seal-7, and a judge is used to classify error types; "
     "our tagger reports 91.2% test accuracy.", {"test accuracy"}, {"near-zero accuracy", "classify error"}),
    # - verbs and participles are not part of a measure
    ("Our predictor improves accuracy by 15% without increasing latency, and reaches 1.4x the "
     "measured throughput of the baseline.", {"latency", "throughput"}, {"increasing latency", "measured throughput"}),
    # - verdicts are not part of a measure
    ("Experiments show that our model outperforms prior work in terms of good efficiency and image quality.",
     {"efficiency"}, {"good efficiency"}),
    # - a name after a model version is not a score unit
    ("DeepSeek-R1 was slowest and Gemini 2.0 Flash-Thinking fastest, while our planner achieves 45.0 PDMS.",
     {"PDMS"}, {"Flash-Thinking"}),
    # - an acronym defined as something else is not the known one
    #   ("IS" is also the Inception Score; here the abstract defines it as instance selection)
    ("Instance selection (IS) reduces dataset size. We show that IS keeps 95% of the accuracy.", set(), {"IS"}),
    # - a measure that names a task is not reported
    ("Click-through rate (CTR) prediction is critical for advertising; our model improves AUC by 0.3%.", set(),
     {"CTR", "Click-through rate"}),
    # - background comparisons are not reported measures
    ("Segmentation models often suffer from decreased accuracy in fog.", set(), {"accuracy"}),
    # - words near a number that name no measure are not metrics
    ("After the update, the average rating of the chatbot increased from 5.88 to 6.42, and our "
     "method shows strong reasoning with a relative gain of 12% over time.", set(),
     {"of the chatbot", "relative", "reasoning", "over time"}),
])
def test_names_read_as_metrics_or_not(nlp, abstract, present, absent):
    metrics = set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))
    assert present <= metrics and not absent & metrics


@pytest.mark.parametrize("abstract, absent", [
    # - task phrases stop at verbs and adverbs
    ("Our module effectively matching features jointly optimizes channel matching. However ranking stays hard.",
     {"effectively matching", "jointly optimizes channel matching", "optimizes channel matching", "However ranking"}),
    # - task phrases do not start with verbs or praise
    ("The solver provides closed-form dual completion and shows powerful reasoning on hard cases.",
     {"provides closed-form dual completion", "powerful reasoning"}),
])
def test_phrases_not_read_as_tasks(nlp, abstract, absent):
    assert not absent & set(_by_text(extract_paper(_paper(abstract), nlp), "TASK"))


@pytest.mark.parametrize("abstract, label, names", [
    # - a named model family is a method, a plural class of models is not
    ("We evaluate LLMs from the Mistral and Qwen families and the GPT-4 family, and compare them to BERT.", "METHOD",
     {"Mistral", "Qwen", "GPT-4", "BERT"}),
    # - a name that modifies a noun after a use cue is not a method
    ("We use the LMDB format and the GlimNet-3 detector.", "METHOD", {"GlimNet-3"}),
    # - an acronym defined after a plural system noun is no listed method
    ("Intelligent Transportation Systems (ITS) manage traffic in cities.", "METHOD", set()),
    # - three dataset names in a row are one name
    ("Experiments on STAS CSU TCGA and COCO show gains.", "DATASET", {"STAS CSU TCGA", "COCO"}),
    # - a known resource, then what of it is measured, is one measure
    ("Our method reduces GPU memory usage by 40% on long videos.", "METRIC", {"GPU memory usage"}),
    # - a statistic named after its author is a measure
    ("Reliability was assessed with Cronbach's alpha and Fleiss Kappa; the Gini coefficient measured spread. "
     "Gen Alpha users and the Spurious Correlation problem are discussed.", "METRIC",
     {"Cronbach's alpha", "Fleiss Kappa", "Gini coefficient"}),
    # - a small parameter count a model keeps to is a cost it reports; a model's size in billions, a formula's
    #   parameters or a count without "only" are not
    ("GlimNet, with only 4M+ parameters, beats prior work.", "METRIC", {"parameters"}),
    ("QuarkNet holds fewer than 300K learnable parameters.", "METRIC", {"parameters"}),
    ("FooNet keeps to just 3.1 million parameters.", "METRIC", {"parameters"}),
    ("GlimLM has only 3B parameters. The formula has only 12 parameters. GlimNet has 4M parameters. We search "
     "architectures with fewer than 300K parameters.", "METRIC", set()),
])
def test_the_names_read_as_a_kind_are_exactly_these(nlp, abstract, label, names):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), label)) == names


@pytest.mark.parametrize("abstract, parts", [
    ("In this paper, we introduce two simple enhancements to prompt tuning: label-guided initialization and "
     "token-level dropout.", ["label-guided initialization", "token-level dropout"]),
    ("We crop the foreground, introducing two losses tailored to region-aware learning: cropped token "
     "contrast loss and cropped logit matching loss.", ["cropped token contrast loss", "cropped logit matching loss"]),
])
def test_lower_case_parts_a_proposal_counts_before_a_colon_are_proposed(nlp, abstract, parts):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert all(methods[part].role == "proposed" for part in parts)


@pytest.mark.parametrize("abstract", [
    # the list goes on into a clause: its items are descriptions, and the count does not match
    "We develop two enhancement strategies: supervised tuning with curated data and preference tuning with pairs.",
    # a part described with an article is no name
    "Our model introduces two modules: a retriever and a reader.",
    # three counted, two listed
    "We propose three components: feature replacement and style injection.",
    # the last item goes on into a clause, or an item is described: the list stops short of the count
    "We propose two modules: spatial attention and temporal attention to reduce the cost of video models.",
    "We propose two modules: cross-view attention, which aligns features across views.",
    # what a paper contributes is no part; one-word items are kinds, not names
    "We propose two contributions: theoretical analysis and empirical validation.",
    "We propose two variants: encoder-only and decoder-only.",
])
def test_a_counted_list_that_is_not_a_list_of_names_gives_none(nlp, abstract):
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions if m.evidence.rule == "part:counted-list"]


def test_a_known_name_ending_a_longer_coinage_of_the_paper_is_not_read_alone(nlp):
    abstract = "We propose BriGeS, a depth model. The fusion is further refined by our Attention Temperature Scaling technique."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Attention Temperature Scaling"].role == "proposed" and "Temperature Scaling" not in methods


@pytest.mark.parametrize("abstract, name", [
    ("We propose WebThinker, a deep research agent. It also employs an Autonomous Think-Search-and-Draft strategy.",
     "Autonomous Think-Search-and-Draft"),
    ("We propose DreamFuse, a fusion model. DreamFuse employs a Positional Affine mechanism to inject the size.",
     "Positional Affine"),
])
def test_a_coined_name_the_papers_own_system_employs_is_its_part(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


def test_a_measure_written_as_a_plural_acronym_is_the_measure(nlp):
    abstract = "Our model achieves height RMSEs of 1.2 m and 2.1 m, and lower FIDs than all baselines."
    assert {"RMSEs", "FIDs"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))


@pytest.mark.parametrize("abstract, name", [
    ("GlimNet has the best F1-scores on every split.", "F1-scores"),
    ("GlimNet has the best F1 scores on every split.", "F1 scores"),
    ("GlimNet raises Dice scores on every organ.", "Dice scores"),
])
def test_a_known_score_written_in_the_plural_is_the_measure(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract, name, found", [
    # a known method whose name is a plural is that method
    ("GlimFruit fits neural radiance fields per orchard zorb before counting.", "neural radiance fields", True),
    ("We cluster the zorb embeddings with Gaussian mixture models.", "Gaussian mixture models", True),
    # the plural of an architecture is a family, not one model
    ("We train vision transformers of four sizes on zorb images.", "vision transformers", False),
    # the plural names things of the method's kind, or ends a longer name
    ("For each zorb, we average the features of its k-nearest neighbors.", "k-nearest neighbors", False),
    ("Existing NeRFs struggle with zorb scenes.", "NeRFs", False),
    ("We build on relational graph convolutional networks for zorb graphs.", "graph convolutional networks", False),
    ("Zorb jets are tagged with boosted decision trees.", "decision trees", False),
    ("We fit Bayesian Gaussian mixture models to the zorbs.", "Gaussian mixture models", False),
])
def test_a_plural_is_a_known_method_only_where_the_plural_is_its_name(nlp, abstract, name, found):
    assert (name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")) == found


@pytest.mark.parametrize("abstract", [
    "Realistic 3D avatars serve AR/VR headsets in 2 settings.",
    "Such 3D assets matter for VR/AR in 2 domains.",
    "Egocentric 3D capture suits AR glasses in 2 ways.",
    # no number in the sentence but the count of dimensions
    "Realistic 3D full-body avatars hold great potential in AR, with uses ranging from commerce to telepresence.",
])
def test_letters_a_measure_shares_with_a_technology_are_no_measure_there(nlp, abstract):
    assert "AR" not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_measure_written_with_a_slash_beside_another_measure_stays_one(nlp):
    assert {"AR", "AP"} <= set(_by_text(extract_paper(_paper("GlimDet improves AR/AP by 2.1 points."), nlp), "METRIC"))


def test_a_two_letter_acronym_with_a_plural_s_is_not_read_as_a_measure(nlp):
    abstract = "dKV-Cache narrows the gap between ARs and DLMs in inference speed."
    assert "ARs" not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract", [
    "We evaluate the answers with LLM-as-a-Judge and find that Foo-7B is preferred.",
    "Our agent is trained with Multi-Agent Reinforcement Learning on a new simulator.",
    "Recent reasoning models rely on Reinforcement Learning with Verifiable Rewards to improve math skills.",
])
def test_evaluation_and_training_paradigms_written_in_title_case_are_no_methods(nlp, abstract):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert not {"LLM-as-a-Judge", "Multi-Agent Reinforcement Learning", "Reinforcement Learning with Verifiable Rewards"} & set(methods)


@pytest.mark.parametrize("abstract, measures", [
    ("Our deformations align with user intent, as measured by CLIP and GPTEval3D scores.", {"CLIP", "GPTEval3D"}),
    # the measure is the alignment, a name of its own, or 'score' is a verb
    ("Our method improves CLIP and BLIP alignment scores.", set()),
    ("It reaches an LO-RANSAC AUC score of 0.745.", set()),
    ("In extraction, Qwen3-1.7B scores 11.23 while Mistral-7B scores 30.5.", set()),
    ("Frontier models like OpenAI o4-mini and DeepSeek R1 score only around 60%.", set()),
    # models or benchmarks whose scores are meant, and 'scores' as a verb
    ("Llama-3 and Qwen2.5 scores drop sharply under noise.", set()),
    ("Our model improves AIME24 and AIME25 scores by 6.7 and 3.3 points.", set()),
    ("In contrast, Qwen2.5-72B scores an average of 61.2 on the suite.", set()),
    ("The system is ranked with real-time TrueSkill scores.", {"TrueSkill"}),
])
def test_names_listed_before_a_scores_noun_are_measures(nlp, abstract, measures):
    found = {m.text for m in extract_paper(_paper(abstract), nlp).mentions
             if m.label == "METRIC" and m.evidence.rule.startswith("shape:name+score")}
    assert found == measures


@pytest.mark.parametrize("abstract, name", [
    ("We propose FooNet, a segmentation model. BarNet employs a Cross Frame Memory Routing mechanism, which FooNet "
     "replaces.", "Cross Frame Memory Routing"),
    ("We propose FooNet, a video model. The prior SAM2 model, which employs a Cross Frame Memory Routing module, is "
     "slow.", "Cross Frame Memory Routing module"),
    ("We propose a new tracker that clearly outperforms BarNet on all benchmarks. BarNet employs a Gated Memory Unit "
     "to store states.", "Gated Memory Unit"),
])
def test_a_coined_name_another_system_employs_is_not_the_papers_part(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role != "proposed"


def test_a_version_word_before_a_known_name_does_not_make_a_new_name(nlp):
    methods = _by_text(extract_paper(_paper("We then distill our Pretrained Stable Diffusion model into a student."),
                                     nlp), "METHOD")
    assert "Stable Diffusion" in methods and "Pretrained Stable Diffusion" not in methods


def test_counted_plural_acronyms_are_things_not_measures(nlp):
    abstract = "We benchmark three commercial ASRs on accented speech and report the WER of each."
    assert "ASRs" not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_capitalised_describing_word_opens_a_dataset_name_before_its_head(nlp):
    abstract = "We annotate 1k image-caption pairs sampled from the New Yorker Caption Contest corpus."
    assert "New Yorker Caption Contest" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, name", [
    ("Our system achieved 2nd place in the WACV2026 QIPS High Dynamic Range Fusion Challenge.",
     "WACV2026 QIPS High Dynamic Range Fusion Challenge"),
    ("We use the Fast Fourier Transform to extract frequency features.", "Fast Fourier Transform"),
    ("We compare against Support Vector Machines and random forests.", "Support Vector Machines"),
])
def test_a_capitalised_describing_word_opens_a_longer_name(nlp, abstract, name):
    assert name in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


@pytest.mark.parametrize("abstract", [
    "We translate Modern Standard Arabic into English with Key Factors in mind.",
    "Our agent reaches New York in time.",
    "We compare with Fast Fourier ResNet features on COCO.",
])
def test_a_capitalised_describing_word_alone_before_one_word_opens_no_name(nlp, abstract):
    texts = {m.text for m in extract_paper(_paper(abstract), nlp).mentions}
    assert not {"Standard Arabic", "Key Factors", "New York", "Fast Fourier"} & texts


def test_the_number_of_a_known_measure_is_the_measure(nlp):
    abstract = "This design substantially reduces the number of trainable parameters while maintaining performance."
    assert "number of trainable parameters" in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract, name, label", [
    # a verb written capitalised opens no name
    ("We Propose Dynamic Token Pruning, which reduces FLOPs by 30% on ImageNet.", "Dynamic Token Pruning", "METHOD"),
    # a known dataset keeps its name
    ("We use the Standard Kinetics dataset.", "Kinetics", "DATASET"),
    ("We evaluate on the widely used and Popular ImageNet benchmark.", "ImageNet", "DATASET"),
    # 'number of' joins only a measure counted in units
    ("We measure the number of BLEU points gained on WMT14.", "BLEU", "METRIC"),
])
def test_capitalised_words_and_counts_leave_known_names_whole(nlp, abstract, name, label):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), label)


def test_a_title_case_definition_listed_after_a_kind_of_method_is_a_method(nlp):
    abstract = ("We define two main attack strategies: Selective Prompt Hijacking Attack (SPHA), which directly "
                "rewrites the hidden system prompt, and another one.")
    assert "Selective Prompt Hijacking Attack" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_names_listed_after_a_dash_are_a_list(nlp):
    abstract = ("This study compares four commercial clinical NLP systems - Amazon Comprehend Medical, Google "
                "Healthcare NLP and SparkNLP - for entity extraction.")
    assert "Amazon Comprehend Medical" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name, label", [
    ("We examine three steering methods -- GlimLa, zorb vectors, and quark offsets.", "GlimLa", "METHOD"),
    ("We evaluate GlimRO on two datasets -- ZorbRev, a revision task, and QuarkQA, a maths set -- and beyond.",
     "ZorbRev", "DATASET"),
])
def test_after_a_plural_head_a_dash_list_may_hold_items_in_small_letters(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


def test_a_dash_list_item_may_be_a_name_with_its_version(nlp):
    abstract = "We use three benchmarks -- ZorbQA 2.0, temporal probes, and QuarkBench -- in all runs."
    assert _labels_found_as(nlp, abstract, "ZorbQA 2.0") == {"DATASET"}


def test_a_dash_before_a_clause_on_names_opens_no_list_of_them(nlp):
    abstract = "We evaluate on five benchmarks -- GlimNet dominates on three, QuarkNet tops two, and ZorbNet fails."
    assert "DATASET" not in _labels_found_as(nlp, abstract, "GlimNet")


@pytest.mark.parametrize("abstract, name", [
    ("We evaluate on four benchmarks - DeepSeekMath-V3 leads on all four.", "DeepSeekMath-V3"),
    ("Experiments cover ten environments - PlanBot solves nine of them.", "PlanBot"),
    ("We report three metrics - RankNet still wins on two of them.", "RankNet"),
    ("A key challenge - Long Context Reasoning (LCR) - remains unsolved for models.", "Long Context Reasoning"),
])
def test_a_dash_before_a_new_clause_or_an_aside_opens_no_list(nlp, abstract, name):
    found = {(m.label, m.text) for m in extract_paper(_paper(abstract), nlp).mentions}
    assert ("DATASET", name) not in found and ("METRIC", name) not in found


@pytest.mark.parametrize(("abstract", "metric"), [
    ("The kNN-LM improves the perplexity for given text by accessing a large datastore.", "perplexity"),
    ("We find that text-derived steering consistently enhances multimodal accuracy across architectures.",
     "multimodal accuracy"),
    ("Our retrieval layer boosts the perplexity of small models.", "perplexity"),
    ("Combining the features with attention, the model improves detection accuracy and robustness.",
     "detection accuracy"),
    ("The weighted convolution reduces the loss and increases the test accuracy compared to standard convolution.",
     "test accuracy"),
])
def test_a_measure_a_finite_verb_of_change_acts_on_is_a_result_without_a_number(nlp, abstract, metric):
    assert metric in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract", [
    "This study introduces a deep learning approach that integrates transfer learning to enhance prediction accuracy.",
    "A drawback of reasoning models is their token usage, which increases computational cost and response time.",
    "Scaling laws enable predictable gains through systematic increases in model size and compute.",
    "Existing methods focus primarily on reducing the word error rate while ignoring lip-sync.",
    "Moderation across platforms is hard, leading to detection bias and to reduced accuracy.",
    "The model is slower due to its increased computational cost.",
    "Streaming comes at increased latency.",
    "Distribution shift degrades the accuracy of deployed models.",
])
def test_a_purpose_or_a_problem_does_not_make_a_common_word_a_measure(nlp, abstract):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METRIC") == {}


def test_a_participle_of_change_is_not_part_of_a_measures_name(nlp):
    metrics = _by_text(extract_paper(_paper(
        "We introduce a spiking method, resulting in decreased power consumption. On CIFAR-10 it reaches 95.1% "
        "accuracy."), nlp), "METRIC")
    assert "power consumption" in metrics and "decreased power consumption" not in metrics


@pytest.mark.parametrize(("abstract", "present"), [
    ("We evaluate the answers with metrics such as faithfulness, relevance and coherence.",
     {"faithfulness", "relevance", "coherence"}),
    ("We evaluate 17 LLMs across four dimensions: detoxification accuracy, fluency, content preservation, and "
     "sentiment polarity.", {"fluency", "content preservation", "sentiment polarity"}),
    ("We use established XAI metrics including Faithfulness, Sensitivity/Robustness, and Randomization.",
     {"Faithfulness", "Sensitivity/Robustness", "Randomization"}),
    ("We assess fairness with group metrics, including equality of odds and demographic parity.",
     {"equality of odds"}),
    ("Human evaluation is conducted with expert ratings of naturalness and consistency.",
     {"naturalness", "consistency"}),
    ("Outputs were scored along three criteria: fluency, adequacy, and coherence.", {"fluency", "adequacy", "coherence"}),
])
def test_the_examples_a_noun_of_measures_opens_are_measures(nlp, abstract, present):
    assert present <= set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))


@pytest.mark.parametrize(("abstract", "absent"), [
    ("Existing metrics like CLIP fail to capture structural inconsistencies.", {"CLIP", "CLIP fail"}),
    ("Existing evaluation metrics, such as CLIPScore, fail to capture the nuances of complex prompts.", {"fail"}),
    ("This paper solves the problem from three dimensions: knowledge acquisition, model compression, and "
     "computational optimization.", {"knowledge acquisition", "computational optimization"}),
    ("It computes several similarity metrics, including lexicographic, phonetic, and semantic ones to decide.",
     {"lexicographic", "phonetic", "semantic ones"}),
    ("We evaluate chart generation from three dimensions: Simple Text-to-Chart, Detailed Text-to-Chart, and "
     "Video-to-Chart tasks.", {"Simple Text-to-Chart", "Video-to-Chart tasks"}),
    ("The attention scores of most tokens and layers are sparse.", {"most tokens", "layers"}),
    ("Fairness auditing is hard, while metrics such as demographic parity and equal opportunity facilitate "
     "rigorous detection.", {"equal opportunity facilitate rigorous detection"}),
    ("Outcome measures: We assessed sensitivity and specificity.", {"We assessed sensitivity"}),
    ("We compare with metrics such as those used in prior work.", {"those used"}),
    ("We deploy privacy-preserving measures such as differential privacy, federated learning, and secure "
     "aggregation.", {"differential privacy", "secure aggregation"}),
    ("We assess MLLMs on four dimensions: object recognition, spatial understanding, temporal reasoning, and "
     "robustness.", {"object recognition", "spatial understanding", "temporal reasoning"}),
])
def test_a_list_that_is_no_list_of_measures_gives_none(nlp, abstract, absent):
    assert not absent & set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))


@pytest.mark.parametrize(("abstract", "present"), [
    ("Results demonstrate that dynamic illumination yields significant improvements in image contrast, sharpness, "
     "and background difference.", {"image contrast", "sharpness", "background difference"}),
    ("Our method outperforms existing approaches in terms of coherence, alignment, and realism in teaser generation.",
     {"coherence", "alignment", "realism"}),
    ("Experiments show that GlimSwap outperforms editing models in terms of both structural coherence and motion "
     "consistency.", {"structural coherence", "motion consistency"}),
])
def test_plain_noun_phrases_listed_with_a_measure_after_a_comparison_are_measures(nlp, abstract, present):
    assert present <= set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))


@pytest.mark.parametrize(("abstract", "absent"), [
    ("Experiments demonstrate substantial improvements in fairness and particularly in privacy.", {"particularly"}),
    ("LLMs outperform BERT-based models in accuracy and robustness, challenges persist in reliability.",
     {"challenges persist"}),
    ("It achieves the state-of-the-art performance in terms of content and style similarity.", {"content"}),
    ("It shows gains in terms of image quality, plug-and-play ability and generalization capability.",
     {"plug-and-play ability", "generalization capability"}),
    ("Experimental results demonstrate its advantages in reconstruction, navigation, and accuracy.",
     {"reconstruction", "navigation"}),
    ("We report accuracy and release code.", {"release code", "report accuracy"}),
    ("It surpasses others in speed, low light and heavy rain.", {"light", "heavy rain"}),
    ("Experiments show improvements in accuracy, inference and training.", {"inference", "training"}),
    ("Experiments show that it surpasses prior methods in terms of quantitative metrics and visual quality.",
     {"quantitative metrics"}),
    ("Results show that it improves performance in terms of prediction accuracy and explainability metrics.",
     {"explainability metrics"}),
    ("Experiments show that GlimIE improves schema extraction in terms of effectiveness and latency.",
     {"effectiveness"}),  # how well it works at all, no quality measured
])
def test_what_is_listed_with_a_measure_but_is_no_measure_is_left_out(nlp, abstract, absent):
    assert not absent & set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))


@pytest.mark.parametrize(("abstract", "measures"), [
    ("We find that glimming fewer views is favourable in terms of accuracy and memory footprint.",
     {"accuracy", "memory footprint"}),
    ("Our glimming proves favourable in terms of latency.", {"latency"}),
    ("We further show that GlimRAG answers better while reducing latency.", {"latency"}),  # a trade-off it reports
    ("While reducing latency, GlimRAG answers better.", {"latency"}),
    ("We find our glimming favourable in terms of accuracy, robustness to heavy sensor noise, throughput and "
     "latency.", {"accuracy", "robustness", "throughput", "latency"}),
    # someone else's work weighed is background, not a result the paper reports, and a survey's axes are no measures
    ("Such methods lag behind in terms of accuracy and suffer in terms of latency.", set()),
    ("Huge slides pose problems in terms of storage and latency.", set()),
    ("However, this approach is costly in terms of memory.", set()),
    ("To our knowledge, GlimSet is the largest in terms of modality diversity.", set()),
    ("We categorize existing methods in terms of architecture, supervision and efficiency.", set()),
    ("Existing proxies, while reducing search overhead, perform poorly.", set()),
])
def test_the_papers_own_work_weighed_in_common_words_reports_measures(nlp, abstract, measures):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC")) == measures


def test_a_title_case_name_ending_in_a_data_noun_is_what_its_apposition_says(nlp):
    abstract = ("To tackle these problems, we propose Federated Arena (fedarena), a fully automatic framework that "
                "lets all agents grade one another.")
    assert _found_as(nlp, abstract, "Federated Arena") == {("METHOD", "proposed")}
    assert _found_as(nlp, "We release the Visual Reasoning Corpus, a collection of parsed sentences.",
                     "Visual Reasoning Corpus") <= {("DATASET", "introduced")}


def test_an_acronym_listed_after_a_colon_among_a_proposals_parts_is_a_method_whatever_its_head(nlp):
    abstract = ("Specifically, we design three core modules to secure the stability of GLAR: coarse-to-fine blur "
                "estimation (CBE), frequency-matched contrast-preserving transform (FM-CPT), and SNR-guided deblurrer.")
    assert _found_as(nlp, abstract, "CBE") == {("METHOD", "proposed")}


@pytest.mark.parametrize(("abstract", "name"), [
    ("We compare fine-tuning across small VLM families (Llama 3.2, Llava 1.5, and Qwen 2.5VL).", "Llava 1.5"),
    ("This study covers SLMs, including instruct versions of Llama 3.2, Phi 4 Mini, Gemma 3, and Qwen.", "Phi 4 Mini"),
])
def test_a_capitalised_word_and_a_version_listed_beside_a_known_model_is_a_model(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"METHOD"}


def test_a_capitalised_word_and_a_number_beside_no_model_is_no_model(nlp):
    assert _found_as(nlp, "Table 2, Figure 3 and Section 4 show the results.", "Figure 3") == set()


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("It ranks second on the benchmark with Bad2 of 41.49% and Bad3 of 26.99%, while running at 21 FPS.", "Bad3",
     "METRIC"),
    ("We fine-tune pre-trained models YoloV8 and YoloV11 of 99.49% and 99.56% accuracies.", "YoloV11", "METHOD"),
])
def test_a_name_a_bare_score_is_stated_for_is_its_measure_unless_a_model(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


def test_a_name_after_a_named_measure_keeps_its_own_kind(nlp):
    abstract = "Our model reaches an accuracy on FooSet of 85.2% in the experiments."
    assert "METRIC" not in _labels_found_as(nlp, abstract, "FooSet")


@pytest.mark.parametrize(("abstract", "name", "labels"), [
    ("Our model surpasses StereoNet of 41.2%, while being faster.", "StereoNet", {"METHOD"}),
    ("StereoX achieves 35.2%, exceeding the prior best PSMNet of 38.1%.", "PSMNet", {"METHOD"}),
    ("It obtains gains on LongBench of 4.3 and on RULER of 2.1.", "RULER", {"DATASET", None}),
    ("We propose a framework composed of two modules, which targets two sub-problems: hand-object contact "
     "estimation (HOCE) and grasp synthesis (GS).", "HOCE", {"TASK", None}),
    ("We implement BERT, Python 3.10, and PyTorch 2.1 in our code.", "Python 3.10", {None}),
    ("We use SAM, Stage 1, and Stage 2 training.", "Stage 1", {None}),
    ("We present Multilingual Safety Bench, a framework for evaluating refusals of LLMs.", "Multilingual Safety Bench",
     {"DATASET", None}),
])
def test_names_the_score_list_and_apposition_rules_leave_alone(nlp, abstract, name, labels):
    found = _labels_found_as(nlp, abstract, name) or {None}
    assert found <= labels


@pytest.mark.parametrize(("abstract", "name"), [
    ("Phi 4, Gemma 3 and GPT-4o are compared.", "Phi 4"),
    ("We test (Foo 1, Bar 2, and GPT-4o) on it.", "Foo 1"),
    ("We evaluate GPT-4o and Foo 3", "Foo 3"),
])
def test_versioned_names_at_a_lists_edges_and_in_chains_are_models(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"METHOD"}


@pytest.mark.parametrize(("abstract", "name"), [
    ("We evaluate Qwen-R1 on AIME.", "Qwen-R1"),
    ("Our backbone is a ViT-B16 pretrained on ImageNet.", "ViT-B16"),
    # or a size
    ("Text encoders moved from CLIP to T5-XXL in recent diffusion models.", "T5-XXL"),
    ("For EVA-CLIP-E (4.4B), GlimPrune removes half of the FLOPs.", "EVA-CLIP-E"),
])
def test_a_known_models_name_a_hyphen_and_a_letter_version_is_its_release(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"METHOD"}


def test_a_measure_with_a_size_after_it_is_no_models_release(nlp):
    assert "METHOD" not in _labels_found_as(nlp, "GlimGen reaches an FID-S of 3.1 on ZorbSet.", "FID-S")
    # (unless the measure's letters are a model's too: "MAE-B and MAE-H checkpoints")
    assert _labels_found_as(nlp, "We compare MAE-B and MAE-H checkpoints on GlimSet.", "MAE-H") == {"METHOD"}


def test_a_known_model_in_a_bracketed_configuration_is_that_models_release(nlp):
    abstract = "A shallow DPN surpasses the best ResNeXt-101(64x4d) with 26% smaller model size."
    assert _found_as(nlp, abstract, "ResNeXt-101(64x4d)") == {("METHOD", "compared")}
    assert _found_as(nlp, "We rotate the cloud in SO(3) before training.", "SO(3)") == set()


def test_a_title_case_long_form_a_field_performs_in_is_a_task(nlp):
    abstract = ("Replay-based approaches have achieved strong results in Incremental Event Detection (IED). "
                "We propose GlimED for it.")
    assert _labels_found_as(nlp, abstract, "IED") == {"TASK"}


def test_a_defined_vehicle_is_no_method(nlp):
    abstract = ("Collecting data for safety-critical systems, such as Autonomous Vehicle (AV), is costly. "
                "We use Unmanned Aerial Vehicles (UAVs) to survey crops.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert not {"AV", "Autonomous Vehicle", "UAVs", "Unmanned Aerial Vehicles"} & set(methods)


def test_a_capital_v_version_after_a_known_model_is_part_of_its_name(nlp):
    abstract = "The study compares GPT-4o and Claude 3.5 Sonnet V2 with ResNet50 on brain scans."
    assert "Claude 3.5 Sonnet V2" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_model_with_its_sizes_in_a_glued_bracket_is_the_model(nlp):
    abstract = "GlimRL, applied to Qwen2.5-VL(3B and 7B), surpasses all baseline models, including LLaMA2(90B)."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {"Qwen2.5-VL", "LLaMA2(90B)"} <= set(methods)


@pytest.mark.parametrize("abstract, names", [
    ("We propose GlimRWKV-a decoupled multimodal framework.", {"GlimRWKV"}),
    ("We train it with three encoders-GlimNet, QuarkViT, and GlimCLIP-and show that it transfers.",
     {"GlimNet", "QuarkViT", "GlimCLIP"}),
    ("Outputs of two teachers-Glim-R1 and Quark-7B-on a shared corpus are distilled.", {"Glim-R1", "Quark-7B"}),
    ("We use GlimVe-as the word embedding of GlimNet.", {"GlimVe", "GlimNet"}),
])
def test_a_hyphen_written_for_a_dash_leaves_the_names_beside_it_whole(nlp, abstract, names):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD")) == names


@pytest.mark.parametrize("abstract, name", [
    ("We release a hands-on toolkit named GlimKit.", "GlimKit"),
    ("We propose Plug-and-Glim for retrieval.", "Plug-and-Glim"),
    ("We propose Zero-1-to-A for avatars.", "Zero-1-to-A"),
])
def test_a_hyphen_inside_a_name_stays(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_name_an_apposition_calls_a_model_is_a_method(nlp):
    abstract = ("We study driving. Central to our planner is ProFormer, a BEV encoder that refines proposals. "
                "We address this gap with DanceGlim, the first end-to-end diffusion framework for duets.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert "ProFormer" in methods and methods["DanceGlim"].role == "proposed"
    unlike = "Unlike Fisher GlimDA, the proposed method needs no matrix inverse."
    assert "GlimDA" not in _by_text(extract_paper(_paper(unlike), nlp), "METHOD")


def test_a_name_after_a_new_kind_of_method_opening_its_sentence_is_the_papers_own(nlp):
    abstract = ("We study domain shift. A new augmentation technique, Shuffle GlimMix (SGM), and a novel reweighting "
                "strategy are introduced. Then, a novel loss, Glim Margin Loss (GML), is added.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["SGM"].role == "proposed" and methods["GML"].role == "proposed"
    compared = "We compare with a new augmentation technique, Shuffle GlimMix (SGM), on PACS."
    assert _role_of(nlp, "METHOD", "SGM", compared) != "proposed"


@pytest.mark.parametrize("abstract, measure", [
    ("Unlike the conventional binary 0/1 accuracy reward, our fuzzy reward model gives nuanced incentives.", "accuracy"),
    ("We apply IoU-based duplicate removal and class consistency verification.", "IoU"),
    ("We then fine-tune GlimMo with an FID-based reward.", "FID"),
])
def test_a_measure_a_tool_is_built_on_is_no_reported_metric(nlp, abstract, measure):
    assert _labels_found_as(nlp, abstract, measure) == set()


def test_a_band_of_light_is_no_method_and_a_method_for_images_is_one(nlp):
    abstract = "Our model can render Glim-Wave Infrared (GWIR) and Zorb-Infrared (ZIR) from RGB frames."
    assert "METHOD" not in _labels_found_as(nlp, abstract, "GWIR")
    proposed = "We propose a Glim-Oriented Zorb Search Engine for Images (GZSEI) that finds quark photos."
    assert _labels_found_as(nlp, proposed, "GZSEI") == {"METHOD"}


def test_a_variety_of_a_language_before_a_data_noun_names_the_data(nlp):
    abstract = "We evaluate GlimMT on the Northern Swahili corpus and report BLEU."
    assert _labels_found_as(nlp, abstract, "Northern Swahili") == {"DATASET"}


def test_a_known_measure_before_a_task_head_is_no_task(nlp):
    abstract = "Then we run peak signal-to-noise ratio (PSNR) estimation on GlimCam frames."
    assert "TASK" not in _labels_found_as(nlp, abstract, "PSNR estimation")


def test_a_task_named_around_letters_may_head_a_kind_of_model(nlp):
    abstract = "Recent glim-to-quark (G2Q) generation models such as ZorbDiff are strong."
    tasks = _by_text(extract_paper(_paper(abstract), nlp), "TASK")
    assert {"glim-to-quark generation", "G2Q generation"} <= set(tasks)


def test_a_verb_of_attack_before_a_task_is_no_part_of_it(nlp):
    tasks = _by_text(extract_paper(_paper("Such glim images fool face recognition systems."), nlp), "TASK")
    assert set(tasks) == {"face recognition"}


def test_a_variety_of_a_language_is_no_method(nlp):
    abstract = ("Varieties with little data, such as Northern Swahili (NS) and Old Welsh, are hard for GlimMT. "
                "We adapt GlimMT to Old Welsh.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert not {"Northern Swahili", "NS", "Old Welsh"} & set(methods) and "GlimMT" in methods


def test_a_task_head_after_defined_letters_names_the_task_whole(nlp):
    abstract = ("Advances in glim-to-quark (G2Q) generation are fast. We address zorb-object interaction (ZOI) detection "
                "with GlimNet. G2Q models still fail on rare zorbs.")
    tasks = _by_text(extract_paper(_paper(abstract), nlp), "TASK")
    assert {"glim-to-quark generation", "G2Q generation", "zorb-object interaction detection", "ZOI detection"} <= set(tasks)
    assert tasks["ZOI detection"].long_form == "zorb-object interaction detection"
    assert not {"glim-to-quark", "G2Q", "zorb-object interaction", "ZOI"} & set(tasks)


@pytest.mark.parametrize("abstract, name", [
    ("We introduce Glim-of-Thought (GoT) reasoning, a new way to read weights first.", "GoT reasoning"),
    ("Then, to fix the rigid grid of Glim of Two (GOT) quantization, we propose ZorbQ.", "GOT quantization"),
    ("We integrate a Glim-Quark-Zorb (GQZ) classification model into the pipeline.", "GQZ classification"),
])
def test_a_technique_or_a_named_part_before_a_task_head_is_no_task(nlp, abstract, name):
    assert "TASK" not in _labels_found_as(nlp, abstract, name)


def test_letters_for_a_quality_of_data_are_no_task(nlp):
    abstract = "Detecting out-of-distribution (OOD) samples keeps glim sorters safe; OOD inputs are common."
    assert "TASK" not in _labels_found_as(nlp, abstract, "OOD")
    assert "TASK" not in _labels_found_as(nlp, abstract, "out-of-distribution")
    assert _labels_found_as(nlp, "GlimGuard improves OOD detection on ZorbNet.", "OOD detection") == {"TASK"}


def test_a_family_the_paper_introduces_under_a_plural_name_is_its_proposal(nlp):
    abstract = ("Here we introduce Glim Reasoning Models (GRMs), which are designed to reason before they "
                "score. GRMs improve accuracy by 4.1% on ZorbEval.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Glim Reasoning Models"].role == "proposed" and methods["GRMs"].role == "proposed"
    for other in ("Recently, Glim Reasoning Models (GRMs) have shown promise on ZorbEval.",
                  "We introduce large glim models (LGMs) to the task of quark sorting."):
        assert "METHOD" not in _labels_found_as(nlp, other, "GRMs" if "GRMs" in other else "LGMs")


@pytest.mark.parametrize("abstract, measure", [
    ("We keep the glim weights in 16-bit precision and the rest in 4-bit.", "precision"),
    ("Under bfloat16 precision, zorb accuracy varies by 9% between runs.", "precision"),
    ("Steered by a glim-aware cost function, the planner improves accuracy by 2.1% on ZorbNav.", "glim-aware cost"),
    ("Reading dense cost volumes, GlimMatch reduces the error by 12% on ZorbFlow.", "dense cost"),
    ("Tuned on the zorb error correction corpus, GlimFix raises F1 by 3 points.", "zorb error"),
])
def test_a_measure_word_that_only_qualifies_another_noun_is_no_metric(nlp, abstract, measure):
    assert "METRIC" not in _labels_found_as(nlp, abstract, measure)


def test_a_false_alarm_rate_is_one_measure(nlp):
    abstract = "On ZorbSet, GlimDet keeps its false alarm rate at 2.4% and its recall at 91%."
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert "false alarm rate" in metrics and "alarm rate" not in metrics


def test_precision_after_its_score_stays_a_metric(nlp):
    abstract = "GlimNet reaches 91.2% precision and 88.0% recall on the Zorb test split, in full."
    assert _labels_found_as(nlp, abstract, "precision") == {"METRIC"}


def test_a_measure_its_variants_are_based_on_stays_a_metric(nlp):
    abstract = "We show that ROUGE-based metrics alone are insufficient to judge summaries."
    assert _labels_found_as(nlp, abstract, "ROUGE") == {"METRIC"}


def test_a_defined_variant_of_a_known_measure_is_a_metric(nlp):
    abstract = ("We further introduce weighted SSIM (wSSIM) to measure fidelity inside object boundaries. "
                "We also train with the Gradient-Aware SSIM (GA-SSIM) loss.")
    assert _labels_found_as(nlp, abstract, "wSSIM") == {"METRIC"}
    assert "METRIC" not in _labels_found_as(nlp, abstract, "GA-SSIM")


def test_measures_listed_in_terms_of_keep_their_short_forms_and_modifiers(nlp):
    abstract = ("Against recent detectors, GlimDet shows clear gains in terms of hit probability (Ph), false alarm "
                "rate (Fa), and mean intersection over union (mIoU).")
    metrics = set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))
    assert {"hit probability", "false alarm rate", "mean intersection over union"} <= metrics
    assert "alarm rate" not in metrics


def test_a_result_in_brackets_ends_a_list_of_measures(nlp):
    abstract = "GlimFlux outperforms baselines in color (+3.18%), positional (+4.45%), and font accuracy (+3.81%)."
    assert "positional" not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_quality_named_with_its_measure_in_brackets_is_not_itself_a_metric(nlp):
    abstract = ("We demonstrate consistent improvements in text alignment (CLIP Score), fidelity (FID), and "
                "human-perceived quality (ImageReward).")
    metrics = set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))
    assert "FID" in metrics and not {"fidelity", "human-perceived quality"} & metrics


def test_the_parts_a_paper_lists_as_its_contributions_are_its_own(nlp):
    abstract = ("Current evaluation ignores deployability. We address this gap through two contributions: (1) GlimGen, "
                "an LLM-based framework that uses iterative feedback to generate templates, and (2) GlimEval-Set, a "
                "template benchmark of 153 real-world scenarios.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["GlimGen"].role == "proposed"
    assert _by_text(extraction, "DATASET")["GlimEval-Set"].role == "introduced"


def test_a_name_a_design_is_said_to_follow_is_a_method(nlp):
    assert _labels_found_as(nlp, "We implement a GlimAct-style interaction loop for agents.", "GlimAct") == {"METHOD"}
    assert _labels_found_as(nlp, "We probe GlimPT-style models on summaries.", "GlimPT") == set()


@pytest.mark.parametrize("abstract, phrase", [
    ("We compare finetuning versus zero-shot usage of GlimLM, reaching an accuracy of 80%.", "zero-shot usage"),
    ("GlimLM achieves orders-of-magnitude efficiency improvement with less time.", "orders-of-magnitude efficiency"),
    ("GlimNav predicts distances with a maximum of 60 cm error, better than the baselines.", "cm error"),
    ("Joint optimisation faces the sensitivity to the quality of initialization, so results degrade by 3%.",
     "sensitivity"),
    ("Existing benchmarks focus on factual recall, and our GlimBench improves accuracy by 3%.", "recall"),
    ("While outcome checks verify only final answers, Process Glim Models (PGMs) score each intermediate step.",
     "PGMs"),  # a short form before "score" as a verb
    ("These results show that decoupled glim error detection boosts fine-grained error detection in math.",
     "fine-grained error"),  # a measure before a task
    ("Experiments show that GlimDiff outperforms state-of-the-art methods in balancing human visual quality and "
     "machine vision accuracy, with 2.1 dB higher PSNR.", "balancing human visual quality"),  # an act
    ("Further analysis shows that GlimDebater shows better strategies in limiting time to important actions, "
     "winning 64% of debates.", "limiting time"),
    ("We present a cost-efficient system with the corresponding cost analysis, reducing cost by 40%.",
     "corresponding cost"),  # a pointer
])
def test_words_beside_a_measure_that_make_it_no_measure(nlp, abstract, phrase):
    assert phrase not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_measure_whose_letters_name_data_or_a_model_is_no_metric(nlp):
    abstract = "Using ASR data, we train an adapter for a CTC ASR model, improving WER by 3%."
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert "WER" in metrics and "ASR" not in metrics


def test_a_frame_rate_before_video_is_still_a_measure(nlp):
    assert "FPS" in _by_text(extract_paper(_paper("GlimGen achieves real-time 25 FPS video generation."), nlp), "METRIC")


def test_letters_before_a_map_name_no_measure(nlp):
    abstract = "GlimMap reaches 55.5% mAP in online HD map construction, and a lower HD of 3.2 mm on nuScenes."
    hd = [m for m in extract_paper(_paper(abstract), nlp).mentions if m.text == "HD"]
    assert [m.evidence.start for m in hd if m.label == "METRIC"] == [abstract.rindex("HD")]


def test_an_improved_map_is_no_mean_average_precision(nlp):
    abstract = ("With the improved depth map, our method significantly improves the feed-forward 3DGS across scenes, "
                "delivering consistently better rendering results. GlimSplat improves PSNR by 1.2 dB on ScanNet. "
                "GlimDepth produces better depth maps, improving AbsRel by 10%.")
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert "PSNR" in metrics and "depth map" not in metrics and "depth maps" not in metrics


def test_volume_and_surface_measures_of_a_segmentation_are_measures_not_the_papers_method(nlp):
    abstract = ("We propose GlimSeg, a cascaded network for zorb segmentation. Performance was measured by the relative "
                "volume difference (RVD) and the volumetric overlap error (VOE). The surface Dice of GlimSeg was 0.91.")
    extraction = extract_paper(_paper(abstract), nlp)
    metrics = _by_text(extraction, "METRIC")
    assert {"relative volume difference", "RVD", "volumetric overlap error", "VOE", "surface Dice"} <= set(metrics)
    assert set(_by_text(extraction, "METHOD")) == {"GlimSeg"}


def test_a_known_measure_keeps_its_modifier_before_usage(nlp):
    abstract = "GlimKV reduces maximum memory usage by 40% on long inputs."
    assert "maximum memory usage" in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_known_measures_letters_spelled_out_as_something_else_are_not_the_measure(nlp):
    abstract = ("We present a novel framework, FPS (Formal Problem-Solving), which uses proof environments. "
                "GlimDet runs at 30 FPS on a phone. We use YOLO (You Only Look Once) as the detector.")
    extraction = extract_paper(_paper(abstract), nlp)
    fps = [m for m in extraction.mentions if m.text == "FPS"]
    assert {m.label for m in fps if m.evidence.start < abstract.index("GlimDet")} != {"METRIC"}
    assert "YOLO" in _by_text(extraction, "METHOD")


def test_datasets_listed_after_we_construct_n_datasets_are_introduced(nlp):
    extraction = extract_paper(_paper("We construct two new datasets: GlimSet and GlumSet. GlimNet is evaluated on them."),
                               nlp)
    assert {m.role for m in extraction.mentions if m.label == "DATASET"} == {"introduced"}
    evaluated = extract_paper(_paper("We evaluate the proposed framework on two benchmarks: GlimSet and GlumSet."), nlp)
    assert {m.role for m in evaluated.mentions if m.label == "DATASET"} == {"evaluated"}


@pytest.mark.parametrize("abstract, names, role", [
    ("We apply a novel dataset, GlimMaturity, to study speech.", ["GlimMaturity"], "introduced"),
    ("We introduce new large-scale benchmarks, GlimCOCO and GlimScapes, for segmentation.",
     ["GlimCOCO", "GlimScapes"], "introduced"),
    ("We study associations by building the Glimmer dataset.", ["Glimmer"], "introduced"),
    ("Introducing the Multilingual Glim Questions Dataset (MGQD), we study bias.", ["MGQD"], "introduced"),
    # the same list and nouns, but data the paper calls someone's
    ("We evaluate on existing benchmarks, GlimCOCO and GlimScapes.", ["GlimCOCO", "GlimScapes"], "evaluated"),
])
def test_a_name_of_data_called_new_or_made_by_the_sentence_is_introduced(nlp, abstract, names, role):
    found = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert [found[name].role for name in names] == [role] * len(names)


@pytest.mark.parametrize("abstract, name, label, role", [
    ("GlimMoE gains 0.51% and 0.33% on LLaMA-MoE and Qwen-Zorb respectively.", "LLaMA-MoE", "METHOD", "used"),
    ("GlimMoE gains 0.51% and 0.33% on LLaMA-MoE and Qwen-Zorb respectively.", "Qwen-Zorb", "METHOD", "used"),
    # data named after a model, and a word after a model's name, stay what they were
    ("GlimKV gains 2.1% on Vicuna-Bench and LLaVA-QA90.", "Vicuna-Bench", "DATASET", "evaluated"),
    ("GlimKV gains 2.1% on Vicuna-Bench and LLaVA-QA90.", "LLaVA-QA90", "DATASET", "evaluated"),
])
def test_a_name_of_a_known_model_family_with_more_after_a_hyphen_is_a_model_results_are_on(nlp, abstract, name,
                                                                                          label, role):
    mention = {m.text: m for m in extract_paper(_paper(abstract), nlp).mentions}[name]
    assert (mention.label, mention.role) == (label, role)


def test_a_benchmark_named_in_brackets_is_a_dataset(nlp):
    abstract = "This report presents the first evaluation benchmark (named GlimEval), diagnosing GPT-4o's performance."
    assert _by_text(extract_paper(_paper(abstract), nlp), "DATASET")["GlimEval"].role == "introduced"


def test_a_registry_is_a_dataset_and_a_tier_after_a_hyphenated_version_is_part_of_the_name(nlp):
    abstract = ("Using pathology reports from the British Columbia Cancer Registry (BCCR), we compare GPT 3.5-Turbo "
                "with fine-tuned classifiers.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert "BCCR" in _by_text(extraction, "DATASET") and "GPT 3.5-Turbo" in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, name, label", [
    ("We report LPIPS (Learned Perceptual Image Patch Similarity) on FFHQ.", "LPIPS", "METRIC"),
    ("We evaluate summaries with ROUGE-based evaluation and human judgments on CNN/DailyMail.", "ROUGE", "METRIC"),
    ("We compare Claude 3.5-Sonnet with fine-tuned classifiers.", "Claude 3.5-Sonnet", "METHOD"),
    ("The agent runs a GlimAct-style process over tools.", "GlimAct", "METHOD"),
])
def test_names_the_narrower_rules_keep(nlp, abstract, name, label):
    assert label in _labels_found_as(nlp, abstract, name)


@pytest.mark.parametrize("abstract, name", [
    ("Unlike GlimNet, a strong baseline, our approach is simple.", "GlimNet"),
    ("A new baseline model, GlimNet, is used for comparison with our approach.", "GlimNet"),
    ("This survey reviews graph learning. We categorize existing contributions: (1) GlimNet, a graph model, and "
     "(2) GlumSet, a benchmark.", "GlimNet"),
    ("We apply IoU-guided efficient random optimization to the boxes.", "IoU"),
    ("We investigate addition ($0$ to $2^{64}$) and commutativity ($A+B=B+A$) using probing.", "A+B"),
])
def test_names_the_rules_do_not_take_as_the_papers_own_or_as_a_measure(nlp, abstract, name):
    found = _found_as(nlp, abstract, name)
    assert ("METHOD", "proposed") not in found and "METRIC" not in {label for label, _ in found}
    if name == "A+B":
        assert not found


@pytest.mark.parametrize("abstract, name, labels", [
    # letters a classic technique shares with other things are a method only where the abstract says so
    ("We propose GlimMR for MRF reconstruction of brain scans.", "MRF", set()),
    ("We segment the CCA in ultrasound images.", "CCA", set()),
    ("Features are fused by canonical correlation analysis (CCA) before classification.", "CCA", {"METHOD"}),
])
def test_the_short_forms_of_classic_techniques_need_support(nlp, abstract, name, labels):
    assert _labels_found_as(nlp, abstract, name) == labels


def test_each_dataset_a_list_item_names_is_introduced_whatever_its_description(nlp):
    abstract = "We construct two new datasets: GlimSet, built on news, and GlumSet, built on blogs."
    assert {m.role for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"} == {"introduced"}


@pytest.mark.parametrize("abstract, role", [
    ("To support this task, we introduce a new benchmark dataset, GlimSet623, derived from GlumSet.", "introduced"),
    ("We evaluate on a public benchmark dataset, GlimSet623, from prior work.", "evaluated"),
])
def test_a_dataset_set_off_by_a_comma_after_we_introduce_a_dataset_is_introduced(nlp, abstract, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "DATASET")["GlimSet623"].role == role


@pytest.mark.parametrize("abstract, read, written", [
    ("We present Quark$^2$, a compact detector for sonar images. Quark$^2$ outperforms GlimNet.",
     "Quark2", "Quark$^2$"),
    ("We propose \\textbf{GlimNet}, a detector for sonar images.", "GlimNet", "\\textbf{GlimNet}"),
])
def test_an_eval_record_names_a_styled_name_as_read_and_as_written(nlp, abstract, read, written):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper(abstract), nlp))
    assert [read, written] == next(group["names"] for group in record["methods"] if read in group["names"])


def test_an_eval_record_names_a_measure_with_the_score_written_after_it(nlp):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper("GlimGAN achieves an FID score of 16.2 on QuarkSet."), nlp))
    assert ["FID", "FID score"] in [group["names"] for group in record["metrics"]]
    assert {gain["metric"] for gain in record["gains"]} == {"FID"}


def test_an_eval_record_names_one_thing_the_gazetteer_knows_by_unlike_names_once(nlp):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper(
        "We train GlimNet on ImageNet-1K and evaluate it on ILSVRC-2012 again; the word error rate drops, and WER "
        "is reported."), nlp))
    assert [group["names"] for group in record["datasets"]] == [["ImageNet-1K", "ILSVRC-2012"]]
    assert [group["names"] for group in record["metrics"]] == [["word error rate", "WER"]]


@pytest.mark.parametrize("abstract, groups", [
    ("GlimNet reaches a top-1 accuracy of 81.2% on QuarkSet, and its accuracy holds on ZorbSet.",
     [["top-1 accuracy", "accuracy"]]),
    ("GlimNet reaches a mean Average Precision of 0.86 on QuarkSet, with a precision of 0.96 and a recall of 0.87.",
     [["mean Average Precision"], ["precision"], ["recall"]]),
])
def test_a_bare_measure_is_the_longer_one_it_ends_unless_that_one_is_a_measure_of_its_own(nlp, abstract, groups):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper(abstract), nlp))
    assert [group["names"] for group in record["metrics"]] == groups


def test_a_citation_beside_a_name_is_not_how_the_name_is_written(nlp):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper("We propose GlimNet~\\cite{foo}, a network for sonar images."), nlp))
    assert [group["names"] for group in record["methods"]] == [["GlimNet"]]


def test_a_plural_measure_a_claim_is_stated_in_is_the_metric_in_the_singular(nlp):
    from kg.evaluate import to_eval_record

    abstract = "Both approaches performed well with accuracies of 80% and 84%, and GlimNet keeps its accuracy."
    record = to_eval_record(extract_paper(_paper(abstract), nlp))
    assert [sorted(group["names"]) for group in record["metrics"]] == [["accuracy"]]
    assert {gain["metric"] for gain in record["gains"]} == {"accuracy"}


@pytest.mark.parametrize("abstract, measure", [
    ("GlimNet shows a 0.03 increase in c-index for survival prediction.", "c-index"),
    ("GlimCodec reduces the bit-rate by 12% at equal quality.", "bit-rate"),
    ("GlimASR lowers the word-error-rate by 12% on noisy speech.", "word-error-rate"),
])
def test_a_hyphened_word_ending_in_a_measure_head_that_a_claim_is_stated_in_is_a_metric(nlp, abstract, measure):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METRIC")[measure].evidence.rule == "claim:metric-phrase"


def test_plain_words_the_title_presents_and_parts_named_before_a_network_are_the_papers_own(nlp):
    abstract = ("We contribute a dataset and fine-tune encoders, which results in several Glim Pillars models. "
                "Glim Pillars models adapt to new domains.")
    titled = extract_paper(_paper(abstract, title="Glim Pillars: Knowledge Distillation for Emotions"), nlp)
    assert _by_text(titled, "METHOD")["Glim Pillars"].role == "proposed"
    staged = ("We propose a Two-Stage Glim Network (TSGN) for gestures. In the first stage, the Spatial Glim Pose "
              "Generation (SGPG) Network generates pose videos from audio.")
    assert _role_of(nlp, "METHOD", "SGPG", staged) == "proposed"
    topic = "Remote control benefits from sensors. One such area is Teleoperated Glimming (TG)."
    defined = extract_paper(_paper(topic, title="Teleoperated Glimming: a New Challenge for Detection"), nlp)
    assert all(m.role != "proposed" for m in defined.mentions if m.label == "METHOD")


def test_math_mode_numbers_and_plus_minus_are_cleaned_to_the_same_length():
    from kg.extract.pipeline import clean_text

    text = r"gains of $18.4$ points, a score of 69.13$\pm$10.71%, a Dice of $77.3 \pm 9.4$, and $\pmb{x}$ stays"
    cleaned = clean_text(text)
    assert len(cleaned) == len(text)
    assert " 18.4 " in cleaned and "±10.71%" in cleaned and r"\pmb{x}" in cleaned
    assert "$" not in cleaned[cleaned.index("Dice"):cleaned.index("and")] and "± 9.4" in cleaned


def test_a_percent_written_in_math_mode_keeps_its_unit(nlp):
    abstract = (r"GlimNet reaches an average success rate of 98.1$\%$ and an mAP50 of $88.94%$ on QuarkSet, and "
                r"improves FooEval (+10.2$\%$).")
    claims = extract_paper(_paper(abstract), nlp).claims
    assert {(claim.value, claim.unit) for claim in claims} == {(98.1, "%"), (88.94, "%"), (10.2, "%")}


def test_a_range_of_percentages_each_in_math_mode_is_cleaned_to_both():
    from kg.extract.pipeline import clean_text

    text = r"lowers the error by 3$\%$-5$\%$ on QuarkSet"
    cleaned = clean_text(text)
    assert len(cleaned) == len(text) and "3%" in cleaned and "-5%" in cleaned


def test_parts_a_proposal_consists_of_are_its_own(nlp):
    abstract = ("We present GlimFusion, a novel latent fusion model, consisting of a scale-aligned fusion strategy (SAF), "
                "a space glim module (SGM), and a latent cross-modal fusion module (LFM).")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("SAF", "SGM", "LFM")} == {"proposed"}


def test_a_version_with_its_size_or_kind_after_a_hyphen_is_part_of_the_name(nlp):
    abstract = "We analyze sparse models (Qwen 1.5-MoE, OLMoE) against dense models (Qwen 1.5-7B, LLaMA 3.1-70B)."
    assert {"Qwen 1.5-MoE", "Qwen 1.5-7B", "LLaMA 3.1-70B"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))


@pytest.mark.parametrize("abstract, name, absent", [
    ("We compare GlimNet against Swin Transformer-Huge on FooSet.", "Swin Transformer-Huge", "Swin"),
    ("GlimGen runs faster than Stable Diffusion-GlimRT on FooSet.", "Stable Diffusion-GlimRT", "Diffusion-GlimRT"),
    ("We prompt Gemini 2.0 Flash-Preview on FooSet.", "Gemini 2.0 Flash-Preview", "Flash-Preview"),
])
def test_a_variant_glued_onto_a_known_name_of_several_words_is_one_model(nlp, abstract, name, absent):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert name in methods and absent not in methods


@pytest.mark.parametrize("abstract, derived", [
    ("We use a Swin Transformer-based encoder.", "Swin Transformer-based"),
    ("We build a Swin Transformer-Based encoder for FooSet.", "Swin Transformer-Based"),
    ("We train a Llama 3.1-8B-based judge on FooSet.", "Llama 3.1-8B-based"),
])
def test_a_derivation_glued_onto_a_known_name_makes_no_variant_of_it(nlp, abstract, derived):
    assert derived not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_version_with_its_size_and_tier_after_hyphens_is_part_of_the_name(nlp):
    abstract = "We fine-tune Qwen 2.5-7B-Instruct, Llama 3.1-8B-Instruct and Qwen 2.5-3B-chat on FooSet."
    assert {"Qwen 2.5-7B-Instruct", "Llama 3.1-8B-Instruct", "Qwen 2.5-3B-chat"} <= set(
        _by_text(extract_paper(_paper(abstract), nlp), "METHOD"))


@pytest.mark.parametrize("title, abstract, name, label, role", [
    ("Deep GL-Track: An Enhanced Multi-Object Tracker",
     "This study introduces Deep GL-Track, a novel multi-object tracker with three enhancements.",
     "Deep GL-Track", "METHOD", "proposed"),
    ("ZD Lab: a Visual Prompting Laboratory for Segmentation",
     "To bridge this gap, we introduce ZD Lab, a comprehensive iterative framework for segmentation.",
     "ZD Lab", "METHOD", "proposed"),
    ("Glimmer-rs: A Low-Level Vision Library In Rust",
     "We present glimmer-rs, a high-performance vision library written entirely in native Rust.",
     "glimmer-rs", "METHOD", "proposed"),
    ("Glimverse++: Curated 3D Object Dataset with Quality Annotations",
     "This paper presents Glimverse++, a curated subset of a large 3D asset collection with expert annotations.",
     "Glimverse++", "DATASET", "introduced"),
])
def test_the_title_head_the_abstract_writes_is_one_name(nlp, title, abstract, name, label, role):
    found = extract_paper(_paper(abstract, title=title), nlp)
    assert _by_text(found, label)[name].role == role
    assert not [m.text for m in found.mentions if m.text != name and m.text in name]  # no part is a name of its own


def test_what_sits_at_the_core_of_the_papers_own_system_is_its_own(nlp):
    abstract = ("We propose GlimDrive, a novel framework for planning. Central to GlimDrive is GlimFormer, a BEV "
                "encoder that refines proposals. The core of DETR is the Hungarian Glimmer algorithm.")
    methods = _by_text(extract_paper(_paper(abstract, title="GlimDrive: Planning with Proposals"), nlp), "METHOD")
    assert methods["GlimFormer"].role == "proposed"
    assert methods["Hungarian Glimmer"].role != "proposed"  # the core of a system the field knows


@pytest.mark.parametrize("abstract, part", [
    # the paper's own system named by the abstract's proposal, not by a title
    ("We propose GlimNet, a colorization framework. Central to GlimNet is a Banded Gated Quark architecture.",
     "Banded Gated Quark"),
    ("We propose GlimNet, a framework. GlimNet introduces QuarkDetach, a mechanism for stable training.",
     "QuarkDetach"),
])
def test_a_part_at_the_core_of_or_introduced_by_the_proposed_system_is_its_own(nlp, abstract, part):
    assert _role_of(nlp, "METHOD", part, abstract) == "proposed"


def test_a_model_named_after_the_papers_own_proposal_is_its_own(nlp):
    abstract = ("We propose GLIM, a novel approach to train a step-level reward model. Then, we train GLIM-Reward "
                "model with a gated cross-attention layer.")
    assert _role_of(nlp, "METHOD", "GLIM-Reward", abstract) == "proposed"


@pytest.mark.parametrize("abstract, metrics", [
    ("The networks are compared using four main efficiency metrics: detection accuracy, peak memory, "
     "floating-point operations (FLOPs), and inference time.", {"peak memory", "inference time"}),
    ("The tool lets users evaluate explanations based on key properties such as faithfulness, plausibility, and "
     "complexity.", {"faithfulness", "plausibility", "complexity"}),
    ("The results validate its compliance with desirable conflict measurement properties such as non-negativity, "
     "symmetry, and boundedness.", set()),
    ("We measure it through activation tasks, analyzing its general properties such as semantic bias.", set()),
])
def test_measures_listed_with_their_short_forms_and_judged_properties_are_metrics(nlp, abstract, metrics):
    found = set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))
    assert metrics <= found
    assert not {"non-negativity", "symmetry", "boundedness", "semantic bias"} & found


@pytest.mark.parametrize("abstract, name, role", [
    # a part the proposed system, in the proposal's own sentence, brings in with "a"
    ("To address this, we propose Glim-QZ, an efficient model that employs a Sparse Blend of Quarks (SBQ) "
     "module to scale capacity.", "SBQ", "proposed"),
    # not a technique it leverages by name, nor a known one
    ("We propose GlimSeg, a framework that leverages Quark Role Labeling (QRL) to parse scenes.", "QRL", "used"),
    ("We propose GlimNet, a fusion model that adopts a Graph Attention Network (GAT) for fusion.", "GAT", "used"),
    ("Prior work relies on a model that employs a Sparse Quark Router (SQR).", "SQR", "used"),
    # nor what the field's systems, or a clause that "that" opens, bring in
    ("We propose GlimNet to replace pipelines that use a Zorb Ranking Stage (ZRS) for retrieval.", "ZRS", "used"),
    ("We propose GlimNet. Many agents rely on a planner that employs a Tree of Quark Thoughts (TQT) search.", "TQT",
     "used"),
    ("We propose GlimNet. Prior work has shown that employing a Quark Memory Bank (QMB) helps retrieval.", "QMB",
     "used"),
])
def test_a_part_the_proposed_system_brings_in_is_its_own(nlp, abstract, name, role):
    assert _role_of(nlp, "METHOD", name, abstract) == role


@pytest.mark.parametrize("abstract, metrics", [
    # a comma that closes the examples before the clause goes on, and an item's own bracketed measure name
    ("Key metrics, such as length, glim scores (Quark-Zorb Grade Level), quark richness, and zorb density, were "
     "computed.", {"length", "glim scores", "quark richness", "zorb density"}),
    ("Our model is ahead on metrics such as glim accuracy and quark quality, showing strong transfer.",
     {"glim accuracy", "quark quality"}),
    # not a list that goes on past the comma, nor kinds of measure listed as examples
    ("We evaluate across three dimensions: glimness and quarkness, zorb drift, and unsafe quark output.",
     set()),
    ("Standard metrics, including glim-level measures (GQS and TZ score) and quark-level metrics (QET and ZOP "
     "score), were compared.", set()),
    # nor other kinds' examples, processes, or the field's measures spoken of rather than reported in
    ("We benchmark GlimNet under dimensions such as width and depth, showing that deeper models transfer.", set()),
    ("We assess defensive measures such as glim filtering and quark masking, showing that both fail.", set()),
    ("Existing metrics, such as glim overlap and quark match, are known to miss paraphrases.", set()),
    ("Traditional metrics such as glim overlap and quark match, being surface-level, miss paraphrases.", set()),
    # a singular kind word ends a measure's own name and voids nothing
    ("We report metrics such as glim recall, quark precision, and zorb distance measure.",
     {"quark precision", "zorb distance measure"}),
])
def test_a_list_of_measures_ends_at_a_comma_the_clause_goes_on_from(nlp, abstract, metrics):
    found = set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))
    assert metrics <= found
    assert not {"glimness", "quarkness", "glim-level measures", "quark-level metrics", "width", "depth",
                "glim filtering", "quark masking", "glim overlap", "quark match"} & found


def test_a_measure_named_in_brackets_after_a_listed_one_is_a_measure_of_its_own(nlp):
    extraction = extract_paper(_paper("Key metrics, such as length, glim scores (Quark-Zorb Grade Level), and zorb "
                                      "density, were computed."), nlp)
    named = [m for m in extraction.mentions if m.text == "Quark-Zorb Grade Level"]
    assert [(m.label, m.long_form) for m in named] == [("METRIC", None)]  # one glim score, not all of them


def test_a_word_latex_styles_a_few_letters_at_a_time_reads_whole():
    from kg.extract.pipeline import clean_text

    text = (r"named $\textbf{G}$l$\textbf{i}$m-to-$\textbf{Lo}$ng $\textbf{P}$olicy ($\textbf{GiLoP}$), "
            r"$\textbf{R}$easoning like an $\textbf{ECON}$omist, methods-\texttt{CDA}, \textit{HoE}(Hier), $x + y$")
    cleaned = clean_text(text)
    assert len(cleaned) == len(text)
    for word in ("Glim-to-Long", "Policy", "GiLoP", "Reasoning", "ECONomist", " CDA", "HoE (", "$x + y$"):
        assert word in cleaned, word
    spans = r"a cost of $O(n)$\textbf{Net}$^2$ here"  # the dollars are those of the spans around the name
    assert clean_text(spans) == "a cost of $O(n)$        Net $^2$ here"
    accents = r"the Fr\'echet Inception Distance of B\'{e}zier curves"
    assert clean_text(accents) == "the   Fréchet Inception Distance of     Bézier curves"


@pytest.mark.parametrize("abstract, name, label, role", [
    ("To address these issues, we introduce PolarGlim and BurstGlim, two innovative datasets developed for "
     "polarization imaging.", "BurstGlim", "DATASET", "introduced"),
    ("We introduce GlimPaw and GlimPaw+, the first open datasets of zorb footprints.", "GlimPaw",
     "DATASET", "introduced"),
    ("Our hallucination detection model GLM-9 validates LLM responses against the context.", "GLM-9", "METHOD",
     "proposed"),
    # a plural data noun apposed with no lead word, then what describes it
    ("To test it, we create GlimBox and GlimBox-2K, benchmarks that span varied scenes.", "GlimBox-2K", "DATASET",
     "introduced"),
    # "specifically" opens a list as "namely" does
    ("We evaluate GlimNet on two datasets, specifically ZorbQuark and QuarkFusion.", "QuarkFusion", "DATASET",
     "evaluated"),
])
def test_a_list_of_names_an_apposition_counts_and_a_name_after_our_model_are_typed(nlp, abstract, name, label, role):
    assert _role_of(nlp, label, name, abstract) == role


@pytest.mark.parametrize("abstract", [
    "Unlike GlimNet and QuarkNet, benchmarks that test robustness remain scarce.",
    "Using GlimTool, datasets built from web crawls are cleaned.",
])
def test_a_plural_data_noun_after_a_fronted_phrase_types_none_of_its_names(nlp, abstract):
    assert not {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"}


@pytest.mark.parametrize("abstract, name, long_form", [
    ("To overcome these challenges, we introduce GToLa, a Glim-Adaptive Touch-Language framework.", "GToLa",
     "Glim-Adaptive Touch-Language"),
    ("To overcome these challenges, we introduce a Glim-Adaptive Touch-Language framework called GToLa.", "GToLa",
     "Glim-Adaptive Touch-Language"),
    ("We propose a pseudocode-style Glim Touch-Language Alignment method, named GToLA, for agents.", "GToLA",
     "Glim Touch-Language Alignment"),
])
def test_capitalised_words_in_apposition_or_naming_that_spell_the_name_are_its_long_form(nlp, abstract, name,
                                                                                           long_form):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert list(methods) == [name] and methods[name].long_form == long_form


def test_title_case_parts_a_proposal_includes_are_its_own(nlp):
    abstract = ("Specifically, we propose GlimEditor, a novel framework, which mainly includes Primary-view Sampler, "
                "Key-view Render, and Full-view Refiner. Primary-view Sampler samples the most salient view.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("Primary-view Sampler", "Key-view Render", "Full-view Refiner")} == {"proposed"}


def test_parts_after_a_paper_that_proposes_by_introducing_are_its_own(nlp):
    abstract = ("This paper addresses group fairness by introducing GLIM-FP, a novel framework. We focus on mitigating "
                "biases through three innovative components: (1) Cross-Layer Glim Fair Prompting (CGFP), which adjusts "
                "embeddings; (2) Glim Subspace Orthogonal Projection (GSOP), which removes bias; and (3) Fair-aware "
                "Glim Fusion (FGF), which balances client contributions. Our work presents an efficient solution.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("CGFP", "GSOP", "FGF")} == {"proposed"}


@pytest.mark.parametrize("abstract, name, label", [
    ("Visual language models face challenges when deployed in federated learning (FL) environments.", "FL", None),
    ("We keep SSIM and introduce a novel metric CGSS (Conceptual Glim Shift Score) to evaluate consistency.", "CGSS",
     "METRIC"),
])
def test_a_way_to_learn_is_no_dataset_and_a_bracketed_score_is_a_metric(nlp, abstract, name, label):
    assert {m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.text == name} == ({label} - {None})


def test_a_size_or_release_of_the_papers_own_model_is_its_own(nlp):
    abstract = ("We introduce Glim-Tool-N1, a series of tool-using models. Experiments show that Glim-Tool-N1-7B and "
                "Glim-Tool-N1-14B, built on Qwen2.5, outperform GPT-4o.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Glim-Tool-N1-7B"].role == methods["Glim-Tool-N1-14B"].role == "proposed"


def test_a_size_glued_to_the_papers_own_name_is_its_model_and_a_sample_count_after_it_is_data(nlp):
    abstract = ("We propose a product-unit glim network (PUGlim). On GlimSet, PUGlim34 achieves the highest accuracy "
                "of 84.89%. We also release PUGlim-350K, a large-scale dataset of glims.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["PUGlim34"].role == "proposed"
    assert "PUGlim-350K" not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, expected", [
    ("We find that these glim feature generators modestly improve accuracy of our classification model.", True),
    ("We aim to significantly improve accuracy of such glim models.", False),
])
def test_a_measure_a_plain_verb_of_change_acts_on_after_an_adverb_is_a_result(nlp, abstract, expected):
    assert ("accuracy" in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")) is expected


@pytest.mark.parametrize("title, abstract, name", [
    ("GlimNet b1.58 2B4T Technical Report",
     "We introduce GlimNet b1.58 2B4T, the first open-source native 1-bit language model at this scale.",
     "GlimNet b1.58 2B4T"),
    ("Llama 3 Technical Report", "In this work, we present Llama 3, the latest version of the family.", "Llama 3"),
])
def test_the_model_a_technical_report_names_is_the_papers_own(nlp, title, abstract, name):
    assert _by_text(extract_paper(_paper(abstract, title=title), nlp), "METHOD")[name].role == "proposed"


@pytest.mark.parametrize("abstract, label, name, absent_role", [
    ("Compared with our previous model GlimOld, GlimNew is faster.", "METHOD", "GlimOld", "proposed"),
    ("Key to this success is Glimformer, a module proposed by prior work.", "METHOD", "Glimformer", "proposed"),
    ("We compare GlimX, Alpha, Beta, Gamma, Delta, Epsilon and Zeta in two datasets.", "DATASET", "GlimX", None),
])
def test_earlier_own_models_others_cores_and_long_lists_are_not_read_as_new(nlp, abstract, label, name, absent_role):
    found = {(m.label, m.role) for m in extract_paper(_paper(abstract), nlp).mentions if m.text == name}
    assert not any(found_label == label and (absent_role is None or role == absent_role) for found_label, role in found)


@pytest.mark.parametrize("abstract", [
    "We evaluate whether LLMs understand object properties such as color, shape, and size.",
    "Adding more data does not necessarily improve accuracy in glim models.",
    "Existing glim detectors typically improve accuracy on clean data.",
])
def test_properties_of_objects_and_hedged_changes_name_no_measure(nlp, abstract):
    assert not _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_technical_reports_model_inside_a_longer_name_is_not_named_twice(nlp):
    extraction = extract_paper(_paper("In this work we present Glima 3 405B, a dense model.",
                                      title="Glima 3 Technical Report"), nlp)
    assert [(m.text, m.role) for m in extraction.mentions if m.label == "METHOD"] == [("Glima 3 405B", "proposed")]


@pytest.mark.parametrize("title, abstract, proposed", [
    ("Walrus: Large-Scale Multilingual ASR Model with Speech Data",
     "This paper reports on a large-scale speech recognition model, Walrus. Similar to earlier models, Walrus "
     "leverages a large model size. Through evaluations, Walrus achieved comparable performance.", True),
    ("Mafia: A Lightweight Party Game Platform with Voice Agents",
     "LLMs make hidden-role party games like Mafia more engaging. We propose a Mafia game system with TTS.", False),
])
def test_a_plain_title_word_the_abstract_uses_as_a_name_is_the_papers_own(nlp, title, abstract, proposed):
    word = title.split(":")[0]
    methods = _by_text(extract_paper(_paper(abstract, title=title), nlp), "METHOD")
    assert (word in methods and methods[word].role == "proposed") is proposed


@pytest.mark.parametrize("abstract, parts, absent", [
    ("We propose GlimGS. GlimGS incorporates the following innovations: Micro-glim Projection, which samples details; "
     "and Wavelet-based Glimming, which refines features.", ("Micro-glim Projection", "Wavelet-based Glimming"), ()),
    ("We propose GlimEdit. It splits the edit into two steps: Camera-aware Scene Filling and Pose-aware "
     "Video Filling.", ("Camera-aware Scene Filling", "Pose-aware Video Filling"), ()),
    ("We propose GlimCls. Using transfer learning techniques, we sort skin lesions into four categories: "
     "No-Lesion, Melanoma, Nevus, and Seborrheic Keratoses.", (), ("Seborrheic Keratoses",)),
])
def test_capitalised_parts_listed_after_a_word_for_parts_and_a_colon_are_the_papers_own(nlp, abstract, parts, absent):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert all(methods[name].role == "proposed" for name in parts)
    assert not any(name in methods and methods[name].role == "proposed" for name in absent)


def test_a_name_proposed_to_tackle_the_problem_just_set_out_is_the_papers_own(nlp):
    abstract = ("Source-free domain adaptation suffers from noisy pseudo-labels. To tackle this problem, Energy-Based "
                "Glim Refining (EBGR) is proposed for the task.")
    assert _role_of(nlp, "METHOD", "EBGR", abstract) == "proposed"


def test_a_plain_name_after_we_propose_a_new_kind_of_method_and_a_comma_is_the_papers_own(nlp):
    abstract = "In this paper, we propose a novel, labor-saving system, Glambda, designed to support recognition."
    assert _role_of(nlp, "METHOD", "Glambda", abstract) == "proposed"


def test_a_capitalised_word_before_a_later_mention_of_the_papers_own_name_makes_a_variant(nlp):
    abstract = ("To address these challenges, we propose a heterogeneous Mixture-of-Glimmers (MoG) approach. MoG supports "
                "two variants: (i) Soft MoG fuses all expert outputs; (ii) Sparse MoG activates experts sparsely.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["MoG"].role == methods["Soft MoG"].role == methods["Sparse MoG"].role == "proposed"


def test_a_pair_of_languages_is_no_name_but_a_dataset_named_with_a_plain_word_is(nlp):
    abstract = ("GlimSum is the first benchmark for code-switched summarization across Mandarin-English (EN-ZH) and "
                "Tamil-English (EN-TA). We also evaluate on Meta-Dataset.")
    names = {m.text for m in extract_paper(_paper(abstract), nlp).mentions}
    assert not names & {"Mandarin-English", "EN-ZH", "Tamil-English", "EN-TA"}
    assert "Meta-Dataset" in names


def test_a_decimal_release_before_dataset_is_part_of_the_datasets_name(nlp):
    abstract = "We evaluate GlimX on the GlimDrive 2.0 dataset, training on under 30 minutes of data."
    assert "GlimDrive 2.0" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_a_measure_at_a_cutoff_is_a_metric_with_the_long_form_its_letters_spell(nlp):
    abstract = ("GlimGraph achieves mean recall (mR@50) of 15.9 on three sets, and all models reach over 90% "
                "passItr@25. Write to team@example.org for the data. GlimViT outperforms DeiT@384 and Swin@224.")
    extraction = extract_paper(_paper(abstract), nlp)
    metrics = _by_text(extraction, "METRIC")
    assert metrics["mR@50"].long_form == "mean recall" and "passItr@25" in metrics
    assert "recall" not in metrics and not any("@example" in m.text for m in extraction.mentions)
    assert "DeiT@384" not in metrics and "Swin@224" not in metrics


def test_a_measure_defined_after_the_verb_that_reduces_it_is_a_metric(nlp):
    abstract = ("We identify three challenges: 1) capturing context, 2) reducing false alarm rates (FAR), and "
                "3) integrating workflows. GlimReview reduces FAR by 10%.")
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert metrics["FAR"].long_form == "false alarm rates" and "alarm rates" not in metrics


def test_the_noun_a_name_is_given_to_types_it_not_the_words_after_it(nlp):
    abstract = ("In this paper, we propose a novel generative model, named Glim Compositor, to address the challenge "
                "of few-shot extraction. We also propose a novel framework called GlimEditBench to evaluate editors. "
                "We introduce a new evaluation framework called GlimQA, a benchmark of 5,000 questions.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["Glim Compositor"].role == "proposed"
    assert {"GlimEditBench", "GlimQA"} <= set(_by_text(extraction, "DATASET"))


@pytest.mark.parametrize("title, abstract, name", [
    ("Sparse Glimmering Recurrent Learning for Efficient Event-based Object Detection",
     "Event cameras are fast. We introduce sparse glimmering recurrent learning, which reaches 92% activation sparsity.",
     "sparse glimmering recurrent learning"),
])
def test_the_titles_head_phrase_right_after_we_introduce_is_the_papers_own(nlp, title, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract, title=title), nlp), "METHOD")
    assert methods[name].role == "proposed"


def test_the_titles_head_phrase_keeps_the_short_form_it_is_given(nlp):
    title = "Sparse Glimmer Learning for Efficient Detection"
    abstract = "We introduce sparse glimmer learning (SGL), which reaches 92% sparsity. SGL runs on chips."
    methods = _by_text(extract_paper(_paper(abstract, title=title), nlp), "METHOD")
    assert methods["SGL"].role == "proposed" and methods["SGL"].long_form == "sparse glimmer learning"


@pytest.mark.parametrize("title, abstract, phrase", [
    ("Salient Object Detection in Traffic Scenes", "We present salient object detection, a study of traffic.",
     "salient object detection"),
    ("Semantic Answer Similarity for Evaluating QA Models",
     "We introduce semantic answer similarity, a cross-encoder metric for QA.", "semantic answer similarity"),
    ("Graph Neural Networks for Traffic Forecasting", "We propose graph neural networks, which model roads.",
     "graph neural networks"),
    ("GlimEval-2025 Task 5: Subject Tagging", "We present GlimEval-2025 Task 5, a shared task on tagging.",
     "GlimEval-2025 Task 5"),
])
def test_a_title_head_that_names_a_task_a_measure_a_class_or_an_event_is_no_method(nlp, title, abstract, phrase):
    extraction = extract_paper(_paper(abstract, title=title), nlp)
    assert not [m for m in extraction.mentions if m.text == phrase and m.label == "METHOD" and m.role == "proposed"]


@pytest.mark.parametrize("abstract, name", [
    ("We propose GlimDance, which works as two inpainting-based steps: Camera-aware Scene Inpainting and a "
     "refinement.", "Camera-aware Scene Inpainting"),
    ("We propose GlimTrack. Specifically, we introduce the Motion Mamba module into the tracker.", "Motion Mamba"),
])
def test_a_known_word_that_ends_a_capitalised_name_of_a_part_is_part_of_it(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert any(text.startswith(name) and m.role == "proposed" for text, m in methods.items())


@pytest.mark.parametrize("abstract, name, task", [
    ("We propose a Layered Quark Video Compression framework for codecs.",
     "Layered Quark Video Compression", None),
    ("We plug the masks into the Layered Glim Video Generation model.", "Layered Glim Video Generation", None),
    # one capitalised word before the task makes no name of it
    ("We propose an Unsupervised Video Compression framework for codecs.", None, "Video Compression"),
])
def test_a_known_task_inside_a_capitalised_name_before_a_system_noun_is_part_of_the_name(nlp, abstract, name, task):
    extraction = extract_paper(_paper(abstract), nlp)
    methods, tasks = _by_text(extraction, "METHOD"), _by_text(extraction, "TASK")
    assert (name is None or name in methods) and (task is None) == ("Video Compression" not in tasks)


@pytest.mark.parametrize("abstract, short, long_form", [
    ("Here we propose a Layered Quark Video Codec framework, LQViC, aiming at lower rates.", "LQViC",
     "Layered Quark Video Codec"),
    ("To overcome this, we propose GLIS, the first Glim-guided Label-free Image Synthesis method.", "GLIS",
     "Glim-guided Label-free Image Synthesis"),
])
def test_a_name_set_beside_the_words_that_spell_it_takes_them_as_its_long_form(nlp, abstract, short, long_form):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[short].long_form == long_form and long_form not in methods


def test_words_cut_short_of_a_capitalised_word_are_no_long_form(nlp):
    abstract = "We propose QUILT, the Quark Unified Interleaved Layer Tokens for Glim Face Anti-Spoofing Training."
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["QUILT"].long_form is None


def test_a_dataset_defined_with_its_long_form_and_used_stays_a_dataset(nlp):
    abstract = ("We propose GlimSeg for vessel segmentation. We use the Digital Retinal Images for Vessel Extraction "
                "(DRIVE) and CHASE datasets for training.")
    assert "DRIVE" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, task", [
    ("We fine-tune GlimMT models for Korean GEC and compare them against GPT-4.", "GEC"),
    ("We report results on German Summarization with GlimSum, reaching 40.1 ROUGE-L.", "Summarization"),
])
def test_a_known_task_after_a_language_stays_the_task(nlp, abstract, task):
    extraction = extract_paper(_paper(abstract), nlp)
    assert task in _by_text(extraction, "TASK") and task not in _by_text(extraction, "METHOD")


def test_a_title_head_given_an_alias_in_brackets_keeps_the_alias_as_its_short_form(nlp):
    title = "Dynamic Glimmer Prompts for Efficient Inference of Large Language Models"
    abstract = "We propose a task-agnostic method called Dynamic Glimmer Prompts (LLM-DGP). It reduces tokens by 40%."
    methods = _by_text(extract_paper(_paper(abstract, title=title), nlp), "METHOD")
    assert methods["LLM-DGP"].role == "proposed" and methods["LLM-DGP"].long_form == "Dynamic Glimmer Prompts"


def test_a_named_score_written_apart_is_the_known_measure(nlp):
    abstract = "GlimVision outperforms LVLM systems by up to 40.03% on average Bert-Score on GlimBehave."
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert metrics["Bert-Score"].key == "bertscore"


def test_the_unit_a_known_measure_is_taken_over_is_not_part_of_its_name(nlp):
    abstract = "Transcripts show an average per-line word error rate of 7.7% with GlimASR."
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert "word error rate" in metrics and "per-line word error rate" not in metrics
    assert "per-token latency" in _by_text(extract_paper(_paper("GlimKV reduces per-token latency by 35%."), nlp),
                                           "METRIC")


def test_what_the_titles_system_introduces_is_its_own_part(nlp):
    title = "GLIMDIFF: Disentangling Identity Features via Semantic Cues"
    abstract = ("Image features mix information. GLIMDIFF introduces NBGlim, a mechanism designed for feature "
                "disentanglement. Results show that GLIMDIFF improves mAP by 2%.")
    assert _by_text(extract_paper(_paper(abstract, title=title), nlp), "METHOD")["NBGlim"].role == "proposed"


@pytest.mark.parametrize("abstract, name, label", [
    ("Using this corpus, we train GlimF-Embed, an instruction-aware embedding model.", "GlimF-Embed", "METHOD"),
    ("In this paper, we propose Filter-Then-Score (FTS), a fine-tuning framework based on large language models.",
     "FTS", "METHOD"),
    ("This paper introduces GLIM-1, a high-quality, just-1k-scale safety dataset for reasoning models.", "GLIM-1",
     "DATASET"),
])
def test_coined_names_that_look_like_words_or_measures_keep_their_kind(nlp, abstract, name, label):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), label)


def test_a_known_measure_reported_in_the_plural_is_the_measure(nlp):
    abstract = "GlimTox reduces false positive rates by 12% on GlimToxic."
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert "false positive rates" in metrics and "positive rates" not in metrics


def test_a_known_measure_a_short_prefix_marks_is_a_measure(nlp):
    abstract = "GlimEmbed surpasses competitive baselines by 8.1% in p-MRR, and we plot features with t-SNE."
    extraction = extract_paper(_paper(abstract), nlp)
    assert "p-MRR" in _by_text(extraction, "METRIC") and "t-SNE" not in _by_text(extraction, "METRIC")


@pytest.mark.parametrize("abstract, name", [
    ("We address these limitations with GlimPRISM, a framework that aligns features.", "GlimPRISM"),
    ("We bridge this gap with GlimCLS, which learns labels from scratch.", "GlimCLS"),
    ("We address this with GlimPO-S, a stable variant.", "GlimPO-S"),
    ("We address these two challenges with GlimNet, a unified model.", "GlimNet"),
    ("We tackle the above limitations with GlimNet.", "GlimNet"),
])
def test_what_the_paper_meets_its_problem_with_is_its_own(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


@pytest.mark.parametrize("abstract", [
    "We apply our approach to the QUARK and GLIM reasoning tasks and find gains of up to 6 points of accuracy.",
    "Our pruned models obtain robustness to noise and take an important step towards GlimAI, cutting energy use.",
])
def test_what_the_papers_own_work_is_applied_to_is_not_proposed(nlp, abstract):
    roles = {m.role for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"}
    assert "proposed" not in roles


def test_the_problems_a_name_has_are_no_proposal_of_it(nlp):
    abstract = "We address the two issues with QuarkNet: its high cost and its weak recall."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert "QuarkNet" not in methods or methods["QuarkNet"].role != "proposed"


@pytest.mark.parametrize("abstract, kind", [
    ("To address this, we propose Glim-LUT, a novel learnable look-up table (LUT) framework for sharpening.", "LUT"),
    ("We introduce Quark-to-Glim (Q2G), a novel Multi-Agent Debate (MAD) framework that detects lies.", "MAD"),
    ("We propose Glim-3, a novel learnable look-up table (LUT) framework.", "LUT"),
])
def test_a_defined_name_in_the_apposition_of_a_new_one_is_its_kind(nlp, abstract, kind):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[kind].role == "used" and "proposed" in {m.role for m in methods.values()}


def test_a_part_listed_after_another_parts_bracket_is_no_kind_of_the_proposal(nlp):
    abstract = "We propose GlimNet, which has a Quark Fusion Module (QFM), a novel Glim Attention (GA), and a Foo Head."
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["GA"].role == "proposed"


def test_a_cue_word_inside_a_defined_name_governs_none_after_it(nlp):
    abstract = ("We introduce a Glimmer-Guided Quark Replay (GGQR) framework for gesture recognition. This framework "
                "comprises three components: Pseudo Feature Generation with Batch Glimmers (PFGBG), Variational "
                "Glimmer Replay (VGR) for old classes, and Truncated Quark-Entropy (TQE) for new classes.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("PFGBG", "VGR", "TQE")} == {"proposed"}


def test_a_cue_word_inside_a_rejected_long_form_still_counts(nlp):
    abstract = "Current alignment methods, including Reinforcement Learning from Human Feedback (RLHF), often fail."
    assert "Human Feedback" not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_long_form_listed_with_commas_is_one_name(nlp):
    abstract = "To avoid manual labels, we propose the Glimmer, Quark, and Fooling (GQF) strategy to build concepts."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Glimmer, Quark, and Fooling"].role == "proposed" and methods["GQF"].role == "proposed"
    assert "Glimmer" not in methods


def test_a_listed_long_form_the_paper_names_is_its_method(nlp):
    abstract = ("We propose a new solution. Our method, which we refer to as Mask, Glimmer and Quark (MGQ), trains a "
                "denoiser on synthetic data.")
    assert "Mask, Glimmer and Quark" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name, role", [
    ("Recent work uses Detection, Tracking, and Segmentation (DTS) pipelines for video.", "DTS", "used"),
    ("Plan, Glim, and Reflect (PGR) is a novel framework for web agents.", "PGR", "proposed"),
    ("Plan, Glim, and Reflect (PGR), a novel framework for web agents, is presented.", "PGR", "proposed"),
])
def test_a_listed_long_form_a_method_noun_or_a_proposal_follows_is_a_method(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("abstract", [
    "Science, Technology, Engineering, and Mathematics (STEM) benchmarks remain hard for small models.",
    "Science, Technology, Engineering, and Mathematics (STEM) education needs tutors that explain each step.",
    "Health, Safety, and Environment (HSE) compliance assessment demands real-time decisions.",
])
def test_a_list_of_fields_spelled_by_a_short_form_names_no_method_or_data(nlp, abstract):
    assert not extract_paper(_paper(abstract), nlp).mentions


@pytest.mark.parametrize("abstract, expected", [
    ("Experiments show that GlimNet achieves a favorable trade-off between accuracy and efficiency.", set()),
    ("Balancing accuracy and latency, GlimNet reaches state-of-the-art results on QuarkBench.", set()),
    ("GlimNet achieves a better balance, reaching 81.2% accuracy on QuarkBench.", {"accuracy"}),  # with its number
    ("Experiments show the trade-off between compression ratio and accuracy.", {"compression ratio"}),
    ("With a balanced loss, GlimNet improves recall on tail classes.", {"recall"}),  # no measure weighed
])
def test_a_common_measure_weighed_in_a_trade_off_is_no_reported_result(nlp, abstract, expected):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC")) == expected


@pytest.mark.parametrize("abstract, name", [
    ("We propose GlimPQ, a flexible and interpretable instance segmentation metric that redefines evaluation.",
     "GlimPQ"),
    ("We introduce Glim-Acc, a novel metric leveraging Vision-Language Models (VLMs) to assess editing.", "Glim-Acc"),
    ("We propose GlimEval, a family of interpretable metrics for video editing.", "GlimEval"),
])
def test_a_name_an_apposition_calls_a_metric_is_a_metric(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert name in _by_text(extraction, "METRIC") and name not in _by_text(extraction, "METHOD")


def test_a_metric_that_modifies_the_noun_after_it_heads_no_apposition(nlp):
    abstract = "We propose GlimML, a novel metric learning framework for image retrieval."
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["GlimML"].role == "proposed"


@pytest.mark.parametrize("abstract, role", [
    ("We evaluate GlimNet on the Reading, Writing, and Math (RWM) benchmarks.", "evaluated"),
    ("We introduce the Reading, Writing, and Math (RWM) benchmarks for tutors.", "introduced"),
])
def test_listed_benchmarks_the_paper_brings_in_or_evaluates_on_are_data(nlp, abstract, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "DATASET")["RWM"].role == role


def test_a_known_measure_one_small_letter_marks_is_a_measure(nlp):
    extraction = extract_paper(_paper("We report rFID and sAUC for all 3 models."), nlp)
    assert {"rFID", "sAUC"} <= set(_by_text(extraction, "METRIC"))  # "FID" is also "FiD" in other capitals


def test_a_result_stated_in_a_prefixed_measure_is_a_claim(nlp):
    claims = extract_paper(_paper("GlimAR achieves 3.41 rFID with 64 tokens."), nlp).claims
    assert [(c.value, c.metric) for c in claims] == [(3.41, "rFID")]


@pytest.mark.parametrize("abstract", [
    "GlimNet reaches 81.2% with an xLSTM backbone on the benchmark.",
    "GlimNet lowers the error to 3.1 i-MAE on the benchmark.",  # "MAE" also names a model
])
def test_a_prefixed_word_that_is_no_measure_variant_stays_out(nlp, abstract):
    assert not _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_stage_the_paper_defines_after_its_proposal_is_its_own(nlp):
    abstract = ("We propose GlimDiff, a training-free editing framework. The proposed Point Glimmer Model (PGM) then "
                "estimates multi-view optical flows during the Multi-view Glimmer Estimation Stage (MGES).")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["MGES"].role == "proposed"


def test_a_model_that_scores_a_value_is_still_the_model(nlp):
    abstract = "Even with ten documents, GPT-4.1 scores only 35.06%, showing that reasoning remains a challenge."
    assert "GPT-4.1" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_short_name_in_ing_listed_with_models_is_a_model(nlp):
    abstract = "We run experiments across text-to-video models, including Open-Sora, Pika, Luma, and Kling."
    assert "Kling" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_an_ambiguous_known_model_listed_after_a_model_noun_is_the_model(nlp):
    extraction = extract_paper(_paper("However, VLMs like Gemini struggle with the dynamics of scene graphs."), nlp)
    assert "Gemini" in _by_text(extraction, "METHOD")
    assert "Gemini" not in _by_text(extract_paper(_paper("The Gemini constellation is visible in winter."), nlp),
                                    "METHOD")


def test_ambiguous_known_models_listed_three_or_more_together_are_the_models(nlp):
    abstract = "We benchmark LLMs from different families, including Gemini, GPT, Llama, and Claude."
    assert {"Gemini", "GPT", "Llama", "Claude"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))
    two = _by_text(extract_paper(_paper("The Gemini and Claude constellations are visible in winter."), nlp), "METHOD")
    assert not {"Gemini", "Claude"} & set(two)
    places = extract_paper(_paper("We recruited patients at clinics in Texas, Wisconsin, and Cornell hospitals."), nlp)
    assert not [m for m in places.mentions if m.label == "DATASET"]


def test_the_names_of_a_list_ending_in_family_are_the_models(nlp):
    abstract = "Our evaluation across 15 MLLMs (e.g., GPT-4o, Gemma-3, and Qwen-2.5-VL family) shows gains."
    assert {"GPT-4o", "Gemma-3", "Qwen-2.5-VL"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))
    families = _by_text(extract_paper(_paper("We evaluate the Mistral and Qwen families on GlimQA."), nlp), "METHOD")
    assert {"Mistral", "Qwen"} <= set(families)


def test_names_before_a_series_of_other_things_are_not_models(nlp):
    extraction = extract_paper(_paper("All timings use the ZX-40 and ZX-80 series of accelerators."), nlp)
    assert not _by_text(extraction, "METHOD")
    models = extract_paper(_paper("We introduce GlimLM, a new member of the Qwen family of small chat models."),
                           nlp)
    assert "Qwen" in _by_text(models, "METHOD")
    far = extract_paper(_paper("We test the Qwen and Gemma families of open-weight instruction-tuned large language "
                               "models."), nlp)
    assert {"Qwen", "Gemma"} <= set(_by_text(far, "METHOD"))


def test_names_before_score_stay_measures_not_methods(nlp):
    methods = _by_text(extract_paper(_paper("We report QLIP and ZLIP alignment scores on GlimQA."), nlp), "METHOD")
    assert not {"QLIP", "ZLIP"} & set(methods)


@pytest.mark.parametrize("abstract", [
    "Our GlimNet outperforms Gemini by 8.33% in mean recall.",
    "GlimNet scores 4.1% higher than Gemini on GlimQA.",
    "We propose GlimNet. Compared to Gemini, GlimNet gains 3.2% on GlimQA.",
])
def test_an_ambiguous_known_model_a_result_is_measured_against_is_the_baseline(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["Gemini"].role == "compared"
    assert [claim.baseline for claim in extraction.claims] == ["Gemini"]


@pytest.mark.parametrize("abstract, name", [
    ("Fine-tuning Llama-2-7B on our data rather than Alpaca improves the win rate by 12%.", "Alpaca"),
    ("Training with RMSE rather than MAE reduces the peak error by 9%.", "MAE"),
])
def test_what_is_chosen_rather_than_something_else_is_no_baseline(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert name not in _by_text(extraction, "METHOD") and [claim.baseline for claim in extraction.claims] == [None]


@pytest.mark.parametrize("abstract, absent, label", [
    ("GlimGen achieves CLIP and BLIP scores above 0.30 on GlimCaps.", "BLIP", "METHOD"),
    ("We build on i-MAE and U-MAE to learn features, reaching 80% on GlimSet.", "i-MAE", "METRIC"),
])
def test_a_list_of_scores_and_a_models_letters_are_no_model_and_no_measure(nlp, abstract, absent, label):
    assert absent not in _by_text(extract_paper(_paper(abstract), nlp), label)


def test_a_phase_defined_outside_a_sentence_about_the_paper_is_not_its_own(nlp):
    abstract = ("We propose GlimNet, which reaches 90% accuracy on sleep data. Errors concentrate in the Rapid Glimmer "
                "Phase (RGP).")
    found = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert "RGP" not in found or found["RGP"].role != "proposed"


def test_a_known_measure_at_a_cutoff_stays_a_measure(nlp):
    metrics = _by_text(extract_paper(_paper("GlimNav reaches 95% SR@0.5 and 88.5% PCK@0.05 on GlimRoute."), nlp),
                       "METRIC")
    assert {"SR@0.5", "PCK@0.05"} <= set(metrics)


@pytest.mark.parametrize("abstract, name, label", [
    ("In this work, we propose a new metric, GLAS (Glim Latent Alignment Score).", "Glim Latent Alignment Score",
     "METRIC"),
    ("Using the Glim Robustness Score, their vulnerabilities were assessed.", "Glim Robustness Score", "METRIC"),
    ("We use GlimScore to rate summaries.", "GlimScore", "METRIC"),
    # unless the words after it say what else it is
    ("We introduce Adaptive Glim Score, a method that calibrates detectors.", "Adaptive Glim Score", "METHOD"),
    ("We propose the Glim Relevance Score method to reduce noise.", "Glim Relevance Score", "METHOD"),
    ("Using metrics like the Judgment Glim Robustness Index, vulnerabilities were assessed.",
     "Judgment Glim Robustness Index", "METRIC"),
    ("We build the Inverted Glim File Index to speed up search.", "Inverted Glim File Index", "METHOD"),
])
def test_a_name_ending_in_score_or_index_is_a_measure_unless_its_words_say_otherwise(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


def test_the_papers_own_earlier_work_is_used(nlp):
    abstract = ("We propose GlimBiS. The traditional binarization strategy is combined with our previous work, "
                "GlimBin, for joint adaptive binarization.")
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["GlimBin"].role == "used"


@pytest.mark.parametrize(("abstract", "name", "expected"), [
    ("We introduce a dedicated sparse network architecture. Specifically, GlimNet-Tiny reaches a mAP of 55.5% at "
     "32 fps, while GlimNet-Base attains 65.2% mAP.", "GlimNet-Base", {("METHOD", "proposed")}),
    ("We introduce a new medical language model. Glimmer-4.3 achieves state-of-the-art results on QuarkQA with "
     "87.1% accuracy.", "Glimmer-4.3", {("METHOD", "proposed")}),
    ("For the clinic data, prostate GTVX achieved a Dice score of 0.88.", "GTVX", set()),
    ("QuarkPert and GlimBert achieved 56% accuracy.", "GlimBert", set()),
    ("GlimNet reaches three stages of training.", "GlimNet", set()),
    ("Our QuarkNet reaches 71.2% accuracy on QuarkSet, whereas GlimNet achieves only 60.3%.", "GlimNet", set()),
    ("Previously, GlimNet achieved 45.2% accuracy on this task. We propose QuarkNet.", "GlimNet", set()),
    ("We propose QuarkNet. In contrast, GlimNet achieves only 61.2% mIoU.", "GlimNet", set()),
    ("We evaluate 12 models on QuarkBench. GlimNet achieves 45.2% accuracy, far below humans.", "GlimNet",
     {("METHOD", "mentioned")}),
    ("We propose QuarkNet for lesion segmentation. Notably, mDSC reached 0.915 on QuarkSet.", "mDSC",
     {("METRIC", None)}),  # a variant of a known measure
])
def test_a_name_no_rule_knows_that_attains_a_score_is_a_model(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize(("abstract", "name", "role"), [
    ("For lossy coding, we employ the MoP feature as guidance, leveraging a prior-guided Coarse-to-Glimmer "
     "Quantization (C2GQ) strategy with a predefined step.", "C2GQ", "proposed"),
    ("For lossy coding, we employ the MoP feature as guidance, leveraging the Coarse-to-Glimmer Quantization "
     "(C2GQ) strategy with a predefined step.", "C2GQ", "used"),
    ("To search the space, we use an Evolutionary Glimmer (EG) with small populations.", "EG", "used"),
    ("We show that detectors using a Glim-Pyramid Fusion (GPF) neck overfit to small objects.", "GPF", "used"),
    ("We revisit recent detectors built on a Sparse Cross-Glimmer Router (SCGR) and find them brittle.", "SCGR",
     "used"),
])
def test_an_acronym_the_paper_defines_for_a_thing_it_brings_in_with_a_is_its_own(nlp, abstract, name, role):
    assert _role_of(nlp, "METHOD", name, abstract) == role


@pytest.mark.parametrize(("abstract", "name", "expected"), [
    ("To fix this, we put forward two recipes: glimmer mixing with noisy zorbs (GMNZ), and a blix schedule. "
     "Results show that GMNZ helps.", "GMNZ", {("METHOD", "proposed")}),  # the "with" inside the long form
    ("To fill the masks, we work with Glimmer Blending (GB), a standard trick. GB is fast.", "GB",
     {("METHOD", "used")}),
])
def test_a_cue_inside_a_long_form_does_not_stand_before_it(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize(("abstract", "name", "expected"), [
    ("It achieves competitive results in audio-visual tasks like Active Glimmer Detection (AGD).", "AGD",
     {("TASK", None)}),
    ("The image codec is strong in Efficient Glimmer Compression (EGC).", "EGC", {("METHOD", "mentioned")}),
    ("We propose QuarkNet. On QuarkBench, Hierarchical Glimmer Reasoning (HGR) improves accuracy by 4.1%.", "HGR",
     {("METHOD", "mentioned")}),
])
def test_an_acronym_an_evaluation_cue_leads_to_with_a_task_head_is_a_task(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize(("abstract", "name"), [
    ("We evaluate three prompting strategies on the QuarkSet benchmark: Direct Glimmer Prompting (DGP) and "
     "Self-Check Glimmer Prompting (SCGP).", "SCGP"),
    ("To tackle the challenge, Glim Adaptive Planner (GAP) learns a latent world model of the scene.", "GAP"),
])
def test_an_acronym_defined_name_after_a_singular_data_noun_is_not_listed_data(nlp, abstract, name):
    assert "DATASET" not in _labels_found_as(nlp, abstract, name)


def test_acronym_defined_names_listed_after_benchmarks_like_are_datasets(nlp):
    abstract = ("The model performs well on benchmarks like the United States Glimmer Examination (USGE) and American "
                "Quartz Examination (AQE), with strong results in pediatrics.")
    assert _found_as(nlp, abstract, "USGE") == {("DATASET", "evaluated")}
    assert _found_as(nlp, abstract, "American Quartz Examination") == {("DATASET", "evaluated")}


def test_a_list_of_benchmarks_reads_past_the_scores_in_brackets_after_each(nlp):
    abstract = ("Training on these tasks boosts test performance on three benchmarks: GlimWorld (73% to 89%), "
                "Quartzcraft (55% to 64%), and InterGlim-SQL (75% to 79%).")
    assert _found_as(nlp, abstract, "InterGlim-SQL") == {("DATASET", "evaluated")}


def test_a_name_after_this_challenge_and_a_comma_is_not_listed_data(nlp):
    abstract = ("Rank tuning remains hard. To address this challenge, AutoGlim-LoRA (AG-LoRA) is proposed, which "
                "separates the signal from the noise.")
    assert _labels_found_as(nlp, abstract, "AG-LoRA") == {"METHOD"}


@pytest.mark.parametrize("abstract, kind", [
    ("To address the gap, we present GlimBank, a new question-answering (QA) dataset on polypharmacy.", "QA"),
    ("To address the gap, we present a new question-answering (QA) dataset, GlimBank, on polypharmacy.", "QA"),
    ("Long Quark Understanding (LQU) is a critical area for exploration in current LLMs. However, existing LQU "
     "benchmarks are costly. By pruning the well-known LQU benchmark GlimBench, we create MiniGlimBench.", "LQU"),
    ("Quark Relation Extraction (QuarkRE) involves identifying relations between entities. Experimental results on "
     "the benchmark QuarkRE dataset show that GlimNet excels.", "QuarkRE"),
])
def test_an_acronym_for_a_task_before_a_word_for_data_is_the_task_the_data_is_for(nlp, abstract, kind):
    mentions = extract_paper(_paper(abstract), nlp).mentions
    assert {m.label for m in mentions if m.text == kind} == {"TASK"}
    assert {m.text for m in mentions if m.label == "DATASET"} <= {"GlimBank", "GlimBench", "MiniGlimBench"}


@pytest.mark.parametrize("abstract", [
    "We propose GlimQA, the first large-scale ground-truth-based Question-Answer (QA) benchmark for VLMs. The "
    "benchmark is built by a QA generation pipeline.",
    "To address this, we construct a superior supervised fine-tuning (SFT) dataset that we use to train GlimCoder.",
    "Progress is constrained by the scarcity of publicly available supervised fine-tuning (SFT) datasets for code.",
])
def test_a_known_kind_of_data_defined_before_a_data_noun_names_no_dataset(nlp, abstract):
    datasets = {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"}
    assert not datasets & {"QA", "Question-Answer", "SFT", "supervised fine-tuning"}


def test_a_new_dataset_whose_letters_a_known_method_shares_stays_a_dataset(nlp):
    abstract = ("We introduce the Scientific Argument Mining (SAM) benchmark, with 5k annotated papers. GlimNet "
                "achieves 61.2% accuracy on SAM.")
    assert {m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.text == "SAM"} == {"DATASET"}


@pytest.mark.parametrize("abstract", [
    "Quark Scene Understanding (QSU) contains 5k annotated images. GlimNet gains 4% on the QSU benchmark.",
    "The Quark Scene Understanding (QSU) was collected from 30 hospitals. GlimNet gains 4% on the QSU dataset.",
    "Quark Scene Understanding (QSU) is hard. GlimNet gains 4% on QSU, a benchmark of 5k videos.",
    "Quark Scene Understanding (QSU) covers 12k street images from 40 cities. GlimNet gains 4% on QSU.",
    "Quark Scene Understanding (QSU) spans 40 cities. We evaluate GlimNet on QSU and improve mIoU by 2.1%.",
    "Quark Scene Understanding (QSU), containing 5K videos, is new. GlimNet improves accuracy on QSU by 3%.",
    "Quark Scene Understanding (QSU), which consists of 5K videos, is new. GlimNet gains 3% on QSU.",
    "Quark Scene Understanding (QSU) was carefully collected in 40 homes. GlimNet gains 3% on QSU.",
    "Quark Scene Understanding (QSU) collected from 40 homes is new. GlimNet gains 3% on QSU.",
])
def test_data_described_where_it_is_defined_or_by_an_apposition_stays_a_dataset(nlp, abstract):
    mentions = extract_paper(_paper(abstract), nlp).mentions
    assert {m.label for m in mentions if m.text == "QSU"} == {"DATASET"}


@pytest.mark.parametrize("abstract, name", [
    ("We evaluate GlimNet on the Glim Video Segmentation (GVS) dataset.", "GVS"),
    ("To tackle this, we propose a hierarchical and holistic video segmentation (H2VS) benchmark for MLLMs.", "H2VS"),
    ("We build a large-scale multi-modal visual grounding (MVG) benchmark for MLLMs.", "MVG"),
    ("We introduce a novel, comprehensive quark understanding (CQU) benchmark with 10K questions.", "CQU"),
    ("We introduce a 10K-sample MLLM-oriented quark understanding (QU) benchmark.", "QU"),
    ("We evaluate GlimNet on the long-form quark understanding (LQU) benchmark.", "LQU"),
])
def test_a_coined_or_proposed_name_before_a_word_for_data_stays_a_dataset(nlp, abstract, name):
    mentions = extract_paper(_paper(abstract), nlp).mentions
    assert {m.label for m in mentions if m.text == name} == {"DATASET"}


def test_a_name_the_title_presents_as_data_is_a_dataset_though_the_abstract_only_introduces_it(nlp):
    abstract = ("We introduce GLIMSET - Persona-driven Compilation of Web Entries, a large-scale synthetic collection "
                "of 212,406 records. We check the value of GLIMSET by fine-tuning the Qwen2-7B model on it.")
    extraction = extract_paper(_paper(abstract, title="GLIMSET: A synthetic profile dataset for probing memorization"),
                               nlp)
    assert {(m.label, m.role) for m in extraction.mentions if m.text == "GLIMSET"} == {("DATASET", "introduced")}
    defined = extract_paper(_paper("We release the Glim Forensics 2023 (GF2023) training and validation dataset, "
                                   "comprising one million images.", title="GF2023: The Glim Forensics 2023 Dataset"),
                            nlp)
    assert {m.label for m in defined.mentions if m.text in ("GF2023", "Glim Forensics 2023")} == {"DATASET"}
    method_paper = extract_paper(_paper(abstract.replace("a large-scale synthetic collection of 212,406 records",
                                                         "a framework"), title="GLIMSET: A Framework for Records"), nlp)
    assert {m.label for m in method_paper.mentions if m.text == "GLIMSET"} == {"METHOD"}


def test_a_name_the_title_presents_as_a_resource_is_a_dataset(nlp):
    extraction = extract_paper(_paper("To study over-refusal, we introduce GlimRefuse, with graded replies to "
                                      "borderline prompts, and tune three models on it.",
                                      title="GlimRefuse: A Resource for Calibrating Refusals in Chat Models"), nlp)
    assert {(m.label, m.role) for m in extraction.mentions if m.text == "GlimRefuse"} == {("DATASET", "introduced")}


@pytest.mark.parametrize("abstract, concept", [
    ("We propose GlimLift. Our method learns to pool the 3D points to a Bird's-Eye-View (BEV) plane.", "BEV"),
    ("Pre-trained video large language models (Video LLMs) exhibit remarkable reasoning capabilities.", "Video LLMs"),
    ("We propose GlimSearch. Specifically, we first leverage an LRM to generate deliberate thinking.", "LRM"),
    ("We introduce GlimAct, a state-of-the-art 7B VLA that can generate visual and action tokens.", "VLA"),
    ("However, the effectiveness of RL in social reasoning, particularly in Theory of Mind (ToM), remains "
     "unexplored. We show that GlimRL unlocks ToM reasoning in small LLMs.", "ToM"),
    # an effect a study estimates
    ("We use GlimRank to measure the Total Zorb Effect (TZE) of each reply.", "TZE"),
])
def test_a_class_of_models_or_a_concept_written_in_letters_is_no_method(nlp, abstract, concept):
    assert concept not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, device", [
    ("Existing approaches, such as inertial navigation, Glim Velocity Loggers (GVL), and acoustic methods, fail.",
     "GVL"),
    ("We use an event camera, namely a Glim Vision Sensor (GVS), to capture fast motion.", "GVS"),
    ("Images from the Quark Space Telescope (QST) are noisy; we propose GlimDenoise to clean them.", "QST"),
    ("Glim Reframing, a part of Quark Behavioral Therapy (QBT), helps people. We then use LLMs to improve QBT by "
     "simulating critical thinking.", "QBT"),
    ("Images from the Quark Deep Field Telescope (QDFT) are classified with GlimNet.", "QDFT"),
])
def test_a_device_or_a_therapy_defined_by_its_letters_is_no_method(nlp, abstract, device):
    assert device not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, model", [
    ("We propose a Glim Neural Receiver (GNR) that jointly learns channel estimation and decoding.", "GNR"),
    ("We propose the Quark Soft Sensor (QSS), a deep model that predicts load.", "QSS"),
    ("We introduce Zorb Reinforcement Therapy (ZRT), a policy-learning method for dosing.", "ZRT"),
    ("Results beat the Quark Scanner (QS) network on two sets.", "QS"),
])
def test_a_learned_or_proposed_device_stays_a_method(nlp, abstract, model):
    assert model in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, measure", [
    ("We calculated the inter-annotator agreement of GlimCorpus, which was 0.86.", "inter-annotator agreement"),
    ("We measure the lexical diversity of GlimGen outputs against QuarkGen.", "lexical diversity"),
])
def test_measures_of_annotation_and_text_are_known(nlp, abstract, measure):
    assert measure in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_factor_written_in_math_mode_keeps_the_measure_it_is_a_factor_of(nlp):
    extraction = extract_paper(_paper(
        "Compared to GlimGS, our method achieves a $41\\times$ reduction in storage and $9 \\times$ faster "
        "rasterization speed on complex scenes."), nlp)
    assert sorted((c.value, c.unit, c.metric) for c in extraction.claims) == [
        (9.0, "x", "rasterization speed"), (41.0, "x", "storage")]


def test_a_name_only_a_use_cue_typed_is_data_when_listed_with_known_datasets(nlp):
    abstract = "Our models adapt well when tuned to tasks such as CIFAR-10, QuarkSet, SVHN, and GlimCorpus."
    assert _found_as(nlp, abstract, "QuarkSet") == {("DATASET", "evaluated")}
    assert _found_as(nlp, abstract, "GlimCorpus") == {("DATASET", "evaluated")}


@pytest.mark.parametrize("abstract, name, found", [
    ("Experiments cover four tasks including Quark Response Selection, Humor Recognition, and Pun Detection.",
     "Humor Recognition", {("TASK", None)}),
    ("Experiments cover four tasks including Quark Response Selection, Humor Recognition, and Pun Detection.",
     "Quark Response Selection", set()),
    ("Models struggle on reasoning tasks such as Glim Consistency and Multi-quark Understanding.",
     "Glim Consistency", set()),
    ("It performs well on tasks like QUARK and GlimQA, and on the FooBench benchmark.", "QUARK", set()),
])
def test_names_listed_as_tasks_are_no_methods(nlp, abstract, name, found):
    assert _found_as(nlp, abstract, name) == found


@pytest.mark.parametrize("abstract", [
    "We propose GlimNet. GlimNet shows a 3.5% boost over QuarkNet on FooBench.",
    "We propose GlimNet. GlimNet improves accuracy by 3.5% over QuarkNet.",
    "We propose GlimNet. GlimNet improves accuracy by 3.5 points over the QuarkNet.",
])
def test_the_rival_after_a_margin_and_over_is_compared_and_the_baseline(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["QuarkNet"].role == "compared"
    assert [(c.value, c.method, c.baseline) for c in extraction.claims] == [(3.5, "GlimNet", "QuarkNet")]


@pytest.mark.parametrize("abstract, rivals", [
    ("We propose GlimSeg. It shows superior performance over both QuarkSeg and FooNeRF on two sets.",
     {"QuarkSeg", "FooNeRF"}),
    ("We propose GlimNet. It shows consistent performance improvements over FooT3 on ImageNet.", {"FooT3"}),
    ("We propose GlimNet. Deep models have shown improved performance over QuarkFit but lack robustness.",
     {"QuarkFit"}),
])
def test_a_name_over_which_performance_is_better_is_compared(nlp, abstract, rivals):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {name for name, mention in methods.items() if mention.role == "compared"} == rivals


def test_data_a_measure_is_better_over_is_evaluated(nlp):
    extraction = extract_paper(_paper(
        "We propose GlimNet. It achieves better accuracy over the QuarkSet and FooBench datasets."), nlp)
    assert {"QuarkSet", "FooBench"} <= set(_by_text(extraction, "DATASET"))
    assert not {"QuarkSet", "FooBench"} & set(_by_text(extraction, "METHOD"))


@pytest.mark.parametrize("abstract, rivals", [
    ("We propose GlimNet. It competes with efficient models such as QuarkVL and FooVL.", {"QuarkVL", "FooVL"}),
    ("We propose GlimNet. GlimNet competes favorably with QuarkNet.", {"QuarkNet"}),
])
def test_what_a_method_competes_with_is_compared(nlp, abstract, rivals):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {name for name, mention in methods.items() if mention.role == "compared"} == rivals


@pytest.mark.parametrize("abstract, role", [
    ("We propose GlimNet. GlimNet outperforms the widely used QuarkNet on FooSet.", "compared"),
    ("We propose GlimNet. GlimNet outperforms the more widely used QuarkNet on FooSet.", "compared"),
    ("We propose GlimLoss. Compared to the commonly used QuarkLoss, it better trades precision for recall.",
     "compared"),
    ("We propose GlimNet. We use the widely used QuarkNet as a backbone.", "used"),
])
def test_a_rival_described_as_widely_used_stays_the_rival(nlp, abstract, role):
    name = "QuarkLoss" if "QuarkLoss" in abstract else "QuarkNet"
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


def test_a_name_well_after_a_margin_over_something_is_no_rival(nlp):
    abstract = ("We propose GlimRec. It reaches 86.1% accuracy offline (+23.9% over baseline) and 25.3% GLR in "
                "online deployment.")
    assert "GLR" not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract", [
    "We build a corpus of posts. In our study, the model in which GlimBERTv2 outperformed with a micro-F1 of 0.78.",
    "We build a corpus of posts. Experiments show that GlimBERTv2 consistently outperforms QuarkNet.",
])
def test_a_name_that_outperforms_others_is_a_method(nlp, abstract):
    assert "GlimBERTv2" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract", [
    "We build a corpus of posts. In extensive experiments, GlimBERTv2 outperforms strong baselines.",
    "We build a corpus of posts. Across all benchmarks, GlimBERTv2 consistently outperforms strong baselines.",
    "We build a corpus of posts. On the held-out split, GlimBERTv2 reaches a micro-F1 of 0.78.",
])
def test_a_name_after_a_short_fronted_phrase_still_opens_its_clause(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert "GlimBERTv2" in _by_text(extraction, "METHOD")
    assert "GlimBERTv2" not in _by_text(extraction, "DATASET")


def test_a_name_after_a_contrast_that_outperforms_is_not_read_so(nlp):
    abstract = "We build a corpus of posts. Unlike earlier reports, GlimBERTv2 outperforms QuarkNet only on FooSet."
    assert "GlimBERTv2" not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_capitals_spelling_a_proposed_name_without_brackets_are_its_short_form(nlp):
    extraction = extract_paper(_paper(
        "We introduce a trainable sparse attention mechanism, Glim Mask Attention, which uses sparsity. GMA achieves "
        "this through two innovations. Studies show that GMA outperforms multi-head attention."), nlp)
    short = [m for m in extraction.mentions if m.text == "GMA"]
    assert short and {m.long_form for m in short} == {"Glim Mask Attention"}
    assert {m.role for m in short} == {"proposed"}


@pytest.mark.parametrize("abstract, names", [
    ("This benchmark encompasses 3 sub-datasets reflecting different real-world challenges: GLIM-Wiki, GLIM-News, "
     "and GLIM-Dial.", {"GLIM-Wiki", "GLIM-News", "GLIM-Dial"}),
    ("We use two datasets of increasing difficulty: GlimSet and QuarkSet.", {"GlimSet", "QuarkSet"}),
    ("The Glim dataset consists of two subsets: GLIM-A, with rich annotations, and GLIM-B.", {"GLIM-A", "GLIM-B"}),
    ("We propose two new benchmark datasets for the Quark dialect of Glim: QGlimRE, which contains 4,633 idioms, "
     "and QGlimRT, which comprises 171 regional items.", {"QGlimRE", "QGlimRT"}),
    ("Evaluated on three action subsets from GlimGym (GX-JUMP, GX-TURN, and GX-SALTO), QuarkPhys wins.",
     {"GX-JUMP", "GX-TURN", "GX-SALTO"}),
    ("We evaluate on three open datasets of regular structure (QuarkSeg), many organs (GLIMV) and lesions (FooPS).",
     {"QuarkSeg"}),
])
def test_names_after_a_described_count_of_datasets_and_a_colon_are_datasets(nlp, abstract, names):
    assert names <= set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


@pytest.mark.parametrize("abstract", [
    "We test GlimNet on 22 datasets across three different tasks: Multi-Glim Reasoning and Quark Understanding.",
    "We collect 5 datasets and propose a method with three stages: Multi-Glim Reasoning and Quark Understanding.",
])
def test_a_colon_list_of_something_else_after_datasets_is_no_dataset_list(nlp, abstract):
    assert not {"Multi-Glim Reasoning", "Quark Understanding"} & set(
        _by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


@pytest.mark.parametrize("abstract, names", [
    ("Existing methods for these tasks, such as GlimNet and QuarkNet, rely on handcrafted features.",
     {"GlimNet", "QuarkNet"}),
    ("Prior work on both tasks, including GlimNet, QuarkNet and FooNet, is slow.", {"GlimNet", "QuarkNet", "FooNet"}),
])
def test_methods_listed_after_the_tasks_they_are_for_stay_methods(nlp, abstract, names):
    assert names <= set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))


def test_names_listed_as_tasks_take_no_method_from_their_neighbours(nlp):
    abstract = "On tasks such as QuarkQA and FooQA, GlimNet achieves 85.1% accuracy."
    assert not {"QuarkQA", "FooQA"} & set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))


@pytest.mark.parametrize("abstract", [
    "GlimNet reaches an average accuracy of 85.3% over QuarkCorpus and FooSet.",
    "GlimNet attains an F1 of 0.91 over QuarkCorpus and FooSet.",
    "We annotate 12,000 key points over QuarkCorpus and FooSet.",
])
def test_a_score_or_a_count_before_over_is_no_margin(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert not {"QuarkCorpus", "FooSet"} & set(_by_text(extraction, "METHOD"))
    assert all(c.baseline is None for c in extraction.claims)


def test_each_value_of_a_listed_saving_over_listed_rivals_makes_them_compared(nlp):
    abstract = "GlimCodec yields bitrate savings of 15.9%, 22.4% and 8.5% over QuarkVTM, QuarkFM and FooRC."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {methods[name].role for name in ("QuarkVTM", "QuarkFM")} == {"compared"}


@pytest.mark.parametrize("abstract, role", [
    ("Two kinds of verifier exist: QuarkRM and GlimRM. Studies found that QuarkRM outperforms GlimRM. "
     "We propose FooReason, a search method.", "mentioned"),
    ("We propose GlimNet, a detector. Specifically, GlimNet-Lite consistently surpasses QuarkNet.", "proposed"),
])
def test_who_outperforms_is_the_papers_own_only_when_first_named_after_the_proposal(nlp, abstract, role):
    name = "QuarkRM" if role == "mentioned" else "GlimNet-Lite"
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


def test_capitals_spelling_a_proposed_name_do_not_join_it_when_they_name_a_rival(nlp):
    extraction = extract_paper(_paper(
        "We propose Glim Memory Alignment, a module for agents. Compared with GMA, a prior graph method, it is "
        "faster."), nlp)
    assert {(m.role, m.long_form) for m in extraction.mentions if m.text == "GMA"} == {("compared", None)}


@pytest.mark.parametrize("abstract, long_form, short", [
    ("Experiments using questions from the Glim Election Study (GES) show that our approach improves alignment.",
     "Glim Election Study", "GES"),
    ("We train our network on 43 neonatal scans provided by the Developing Glim Connectome Project (dGCP).",
     "Developing Glim Connectome Project", "dGCP"),
])
def test_a_survey_study_or_project_defined_with_letters_is_data(nlp, abstract, long_form, short):
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert {long_form, short} <= set(datasets)


@pytest.mark.parametrize("abstract, measure", [
    ("This iterative scheme markedly raises sorting accuracy, beating prior methods.", "sorting accuracy"),
    ("Experiments show that the decoding accuracy of GlimNet reaches 95%.", "decoding accuracy"),
    ("Experiments show that GlimLoc offers reliable glimming accuracy on FooSet.", "glimming accuracy"),
    ("GlimGS achieves superior quarking efficiency on FooSet.", "quarking efficiency"),
])
def test_an_activity_named_by_an_ing_word_is_part_of_its_measure(nlp, abstract, measure):
    assert measure in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_graded_ing_word_before_a_rate_is_a_setting_not_part_of_a_measure(nlp):
    metrics = _by_text(extract_paper(_paper(
        "GlimRecon achieves state-of-the-art results and accurate estimation under high foosampling rates."), nlp),
        "METRIC")
    assert "foosampling rates" not in metrics


def test_an_ing_word_acting_as_a_verb_or_describing_is_not_part_of_the_measure(nlp):
    metrics = _by_text(extract_paper(_paper(
        "Experiments show GlimNet keeps improving accuracy and lowers the existing error rate."), nlp), "METRIC")
    assert not {"improving accuracy", "existing error rate"} & set(metrics)


def test_an_apposition_naming_a_dataset_by_its_title_makes_the_name_data(nlp):
    abstract = ("To address the limitation, we introduce GLIMAL, the first 3D Multi-class Segmentation of the Whole "
                "Quark Lesions dataset, which broadens the coverage.")
    assert _found_as(nlp, abstract, "GLIMAL") == {("DATASET", "introduced")}


def test_a_known_model_whose_name_is_also_a_word_is_a_method_right_after_using(nlp):
    abstract = "Our experiments, conducted using Whisper on the GLIM-ARCTIC corpus, show lower word error rates."
    assert _found_as(nlp, abstract, "Whisper") == {("METHOD", "used")}


@pytest.mark.parametrize("abstract, names", [
    ("We test on three datasets with two proprietary LLMs (GlimGPT, QuarkChat).", {"GlimGPT", "QuarkChat"}),
    ("We evaluate on two datasets for three competitors (GlimNet, QuarkNet, FooNet).", {"GlimNet", "QuarkNet"}),
])
def test_a_bracketed_list_owned_by_another_noun_after_datasets_is_no_dataset_list(nlp, abstract, names):
    extraction = extract_paper(_paper(abstract), nlp)
    assert names <= set(_by_text(extraction, "METHOD")) and not names & set(_by_text(extraction, "DATASET"))


@pytest.mark.parametrize("abstract, name", [
    ("We perform an Ablation Study (AS) on QuarkBench to show the effect of each part.", "Ablation Study"),
    ("GlimNet was built by the Open Glim Initiative (OGI), a consortium of labs.", "Open Glim Initiative"),
])
def test_a_kind_of_study_or_a_programme_with_no_data_in_sight_is_no_dataset(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_a_model_name_that_is_also_a_word_is_no_method_before_its_noun(nlp):
    abstract = "Field images were captured using Falcon drones over three farms."
    assert "Falcon" not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_an_apposition_analysing_a_named_benchmark_keeps_the_name_a_method(nlp):
    abstract = "We present GlimEval, an Analysis of the QuarkQA benchmark, which reveals gaps in current models."
    assert "GlimEval" not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, wrong", [
    ("However, the rising error rate of QuarkNet reaches 12% on long inputs.", "rising error rate"),
    ("We mask patches to improve training efficiency, and GlimNet reaches 81.2% accuracy.", "training efficiency"),
])
def test_a_describing_participle_or_a_goal_is_not_part_of_a_measure(nlp, abstract, wrong):
    assert wrong not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_what_a_method_improves_upon_is_its_baseline_not_a_measure(nlp):
    extraction = extract_paper(_paper(
        "We propose GlimNet, a detector. GlimNet improves upon QuarkDet by 3.1% on FooQA."), nlp)
    assert _by_text(extraction, "METHOD")["QuarkDet"].role == "compared"
    assert [(c.value, c.metric, c.method, c.baseline) for c in extraction.claims] == [
        (3.1, None, "GlimNet", "QuarkDet")]


def test_a_benchmark_written_with_its_editions_year_is_one_name(nlp):
    abstract = "Extensive experiments on GlimSet, QUARK'17, and the FOO'24 dataset show gains; accepted at CVPR'25."
    datasets = set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))
    assert {"QUARK'17", "FOO'24"} <= datasets and "CVPR'25" not in datasets
    venue = extract_paper(_paper("This version extends our work presented at ECCV'24 with experiments on COCO."), nlp)
    assert not {"ECCV'24", "ECCV"} & {m.text for m in venue.mentions}


@pytest.mark.parametrize("abstract, name", [
    ("We evaluate GlimNet on the Cityscapes 3 dataset, where it improves mIoU by 3.1%.", "Cityscapes 3"),
    ("Our GlimNet detector is tested on the recent Cityscapes 3 benchmark.", "Cityscapes 3"),
    # a digit before a plural counts the datasets
    ("We evaluate GlimNet on Cityscapes 3 datasets.", "Cityscapes"),
])
def test_a_generation_number_before_a_dataset_noun_is_part_of_its_name(nlp, abstract, name):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET")) == {name}


@pytest.mark.parametrize("abstract, name", [
    ("We score GlimChat on MT-Bench 2 and find its answers longer.", "MT-Bench 2"),
    ("Scenes from ScanNet Plus, a richer release, train GlimNet.", "ScanNet Plus"),
    # not a list of counts after the name, nor a digit after a name ending in its own number
    ("We prompt GlimLM on GSM8K 8 and 16 shots.", "GSM8K"),
    ("GlimChat gains on MT-Bench 2 and 3 other suites.", "MT-Bench 2"),
    ("We run GlimNet on CIFAR-10 2 and ImageNet 1.", "CIFAR-10"),
])
def test_a_known_benchmarks_later_edition_is_a_name_of_its_own(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, name", [
    ("Our method ranks first on Cityscapes 2 benchmark tracks and improves F1 by 1.5%.", "Cityscapes"),
    ("Results on Cityscapes 4 dataset variants show a 2.2% gain in accuracy.", "Cityscapes"),
])
def test_a_digit_that_counts_what_follows_the_dataset_noun_is_no_generation(nlp, abstract, name):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET")) == {name}


def test_a_name_restating_a_method_whose_phrase_holds_a_dataset_noun_is_no_dataset(nlp):
    abstract = "We design a glim augmentation scheme for the first benchmark of its kind, namely GlimAug."
    assert "GlimAug" not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, role", [
    ("We present the first benchmark for Quark Glim Detection, i.e., QGD500, with 500 videos.", "introduced"),
    ("We build our own video benchmark, namely GlimVidBench, for assessing video models.", "introduced"),
    ("We evaluate on a public dataset for Quark Glim Detection, namely QGD500, with 500 videos.", "evaluated"),
])
def test_a_dataset_restated_by_name_after_i_e_or_namely_is_a_dataset(nlp, abstract, role):
    extraction = extract_paper(_paper(abstract), nlp)
    datasets = _by_text(extraction, "DATASET")
    name = "QGD500" if "QGD500" in abstract else "GlimVidBench"
    assert datasets[name].role == role
    assert name not in _by_text(extraction, "METHOD")


def test_what_a_set_of_things_is_restated_as_is_no_dataset(nlp):
    abstract = "This paper splits the map into a set of glim tokens, namely glim query bank (GQBank)."
    assert "GQBank" not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_a_dataset_written_with_its_release_is_one_name(nlp):
    extraction = extract_paper(_paper(
        "We release GlimVENT 2.0++, a synthetic corpus for retrieval that extends GlimVENT 2.0 (public events). "
        "GlimVENT 2.0++ improves QuarkNet on the GlimSet v2 and QuarkSet benchmarks, reaching 85.3 on QuarkSet 85.3."),
        nlp)
    datasets = _by_text(extraction, "DATASET")
    assert datasets["GlimVENT 2.0++"].role == "introduced"
    assert {"GlimVENT 2.0", "GlimSet v2", "QuarkSet"} <= set(datasets)
    assert "QuarkSet 85.3" not in datasets and "GlimVENT 2.0++" not in _by_text(extraction, "METHOD")
    scores = _by_text(extract_paper(_paper("GlimNet is evaluated on GlimSet 2.1, QuarkSet 3.4 and FooSet v2."), nlp),
                      "DATASET")
    assert {"GlimSet", "QuarkSet", "FooSet v2"} <= set(scores) and not {"GlimSet 2.1", "QuarkSet 3.4"} & set(scores)


def test_a_dataset_written_with_the_size_of_its_subset_in_a_list_is_one_name(nlp):
    datasets = set(_by_text(extract_paper(_paper(
        "GlimNet is evaluated on three benchmarks: GlimSet 60, FooSet 101 and QuarkSet."), nlp), "DATASET"))
    assert {"GlimSet 60", "QuarkSet", "FooSet 101"} == datasets
    datasets = set(_by_text(extract_paper(_paper("GlimNet is evaluated on GlimSet 60 times and on QuarkSet."), nlp),
                            "DATASET"))
    assert datasets == {"GlimSet", "QuarkSet"}
    scores = set(_by_text(extract_paper(_paper(
        "We evaluate GlimNet on GlimSet and QuarkSet, with top-1 accuracy (GlimSet 85, QuarkSet 78)."), nlp), "DATASET"))
    assert scores == {"GlimSet", "QuarkSet"}


@pytest.mark.parametrize("abstract, expected", [
    ("We curate two benchmark datasets named GLIM-CX and QUARK-PX for sentence retrieval.",
     {"GLIM-CX": "DATASET", "QUARK-PX": "DATASET"}),
    # a release of data and a method together, or a benchmark and a method named in turn
    ("We release GlimBench and QuarkFunnel to help research.", {"GlimBench": "DATASET", "QuarkFunnel": "METHOD"}),
    ("We propose a benchmark and a method, termed GlimBench and QuarkNav.",
     {"GlimBench": "DATASET", "QuarkNav": "METHOD"}),
])
def test_names_given_to_plural_data_are_all_data(nlp, abstract, expected):
    extraction = extract_paper(_paper(abstract), nlp)
    assert {m.text: m.label for m in extraction.mentions if m.text in expected} == expected


def test_a_short_form_a_digit_opens_is_defined_by_its_long_form(nlp):
    extraction = extract_paper(_paper("We use a 3D Morphable Glim Model (3DMGM) for each frame."), nlp)
    assert _by_text(extraction, "METHOD")["3DMGM"].long_form == "3D Morphable Glim Model"
    known = extract_paper(_paper("Recently, 3D Gaussian Splatting (3DGS) has emerged as a representation."), nlp)
    assert _by_text(known, "METHOD")["3DGS"].long_form == "3D Gaussian Splatting"


def test_a_lower_case_definition_before_plural_benchmarks_is_a_kind_of_data(nlp):
    for abstract, names in [
            ("Existing glim-quark (GQ) benchmarks fall short in evaluating GQ models, as we show.",
             {"GQ", "glim-quark"}),
            ("Existing 2D sketch-language (2D-SL) benchmarks are too narrow to judge 2D-SL models.",
             {"2D-SL", "2D sketch-language"})]:
        assert not names & set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


@pytest.mark.parametrize("abstract", [
    "We train an unpaired GAN model to translate one robotic arm to another.",
    "This paper proposes a GAN-based data augmentation method for faces.",
    "Samples come from a generative adversarial network trained on glim images.",
])
def test_a_generative_adversarial_network_is_a_class_of_models(nlp, abstract):
    assert not {m.lower() for m in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")} & {
        "gan", "generative adversarial network"}


@pytest.mark.parametrize("abstract, name", [
    ("To improve efficiency, we introduce entropy-guided glim decoding, which skips unneeded steps.",
     "entropy-guided glim decoding"),
    ("We propose perceptual quark similarity loss which measures structure between input and output.",
     "perceptual quark similarity loss"),
    ("We introduce contrastive glim consensus, which aligns the views.", "contrastive glim consensus"),
])
def test_a_lower_case_name_a_relative_clause_closes_after_the_proposal_is_proposed(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract", [
    "We introduce some learnable aggregation tokens, which are prepended to the input.",
    "We propose to use word associations, which have been shown to help.",
    "We introduce learnable glim biases, which further boost performance.",
    "We propose here sparse glim merging, which reduces the tokens.",
    "We propose self-supervised pretraining, which uses unlabeled data.",
])
def test_no_name_before_a_relative_clause_that_is_not_one(nlp, abstract):
    assert not _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_markdown_emphasis_around_a_name_is_read_through(nlp):
    extraction = extract_paper(_paper(
        "Our proposed **G**limmer to **Q**uark (GQ) framework has two parts. We also propose **Quark-PLUG**, a "
        "plug-and-play method. It runs **65x** faster than GlimNet, and 2**10 stays as written."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["GQ"].long_form == "Glimmer to Quark" and methods["GQ"].role == "proposed"
    assert methods["Quark-PLUG"].role == "proposed"
    assert [(c.value, c.unit) for c in extraction.claims] == [(65.0, "x")]


def test_markdown_cleaning_keeps_every_offset():
    from kg.extract.pipeline import clean_text

    for text in ("we propose **CK-Glim**, a method", "**L**earning to **P**lay", "a*b**c and 2**10"):
        assert len(clean_text(text)) == len(text)
    assert clean_text("a*b**c and 2**10") == "a*b**c and 2**10"


def test_names_written_with_unicode_hyphens_or_full_width_letters_are_the_names_at_their_offsets(nlp):
    abstract = "We fine-tune GlimNet\u201150 and ResNet\u201150 on \uff23\uff29\uff26\uff21\uff32-10 and report top\u20111 accuracy."
    extraction = extract_paper(_paper(abstract), nlp)
    found = {m.text: m for m in extraction.mentions}
    assert {"ResNet-50", "CIFAR-10", "top-1 accuracy"} <= set(found)
    evidence = found["CIFAR-10"].evidence
    assert abstract[evidence.start:evidence.end] == "\uff23\uff29\uff26\uff21\uff32-10"


def test_a_known_method_named_before_a_relative_clause_stays_known(nlp):
    extraction = extract_paper(_paper("We introduce low-rank adaptation, which injects trainable matrices."), nlp)
    mention = _by_text(extraction, "METHOD")["low-rank adaptation"]
    assert mention.role == "used" and mention.key == "lora"


def test_a_capitalised_name_opening_a_sentence_keeps_its_first_word(nlp):
    opened = extract_paper(_paper("Open Glim Tool is a novel web search tool that beats proprietary ones."), nlp)
    assert "Open Glim Tool" in _by_text(opened, "METHOD")
    for abstract in ("Generative Adversarial Network approaches such as StyleGAN2 provide two key benefits.",
                     "Although CNNs with Transformer models improve performance, they stay slow."):
        methods = set(_by_text(extract_paper(_paper(abstract), nlp), "METHOD"))
        assert not {"Adversarial Network", "CNNs with Transformer", "Although CNNs with Transformer"} & methods


def test_a_known_dataset_defined_before_plural_benchmarks_stays_a_dataset(nlp):
    abstract = ("Experiments on the general language understanding evaluation (GLUE) benchmarks show that GlimBERT "
                "improves accuracy by 1.2 points.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert "GLUE" in _by_text(extraction, "DATASET") and [c.dataset for c in extraction.claims] == ["GLUE"]


def test_a_capitalised_name_ending_in_question_answering_letters_keeps_them(nlp):
    abstract = "We introduce two novel legal benchmarks: Glim Exam QA and Quark Statute QA, and a CoT QA set."
    datasets = set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))
    assert {"Glim Exam QA", "Quark Statute QA"} <= datasets and not {"Glim Exam", "Quark Statute"} & datasets


@pytest.mark.parametrize("abstract, name", [
    ("Our approach improves worst group accuracy on CelebA and QuarkCo Birds as well as on FooSet.", "QuarkCo Birds"),
    ("GlimNet achieves an edit score of 70.1 on GlimRehab Video, and 69.4 on FooSet.", "GlimRehab Video"),
    ("Orsta achieves substantial gains on QUARK-Bench Core, with improvements of 2.1 points.", "QUARK-Bench Core"),
])
def test_a_coined_dataset_name_and_one_capitalised_word_before_the_list_goes_on_are_one_name(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, absent", [
    ("We evaluate GlimNet on GlimBench", set()),  # the name ends the text: nothing after it to read
    ("GlimSQL achieves 59.8% on QUARK Dev and 85.7% on FooSet, narrowing the gap.", {"QUARK Dev"}),
    ("We introduce a benchmark for evaluating models on QTM Knowledge, Reasoning, and Safety.", {"QTM Knowledge"}),
    ("This paper introduces a dataset named GLSA Emotion and Language Style Alignment Dataset.", {"GLSA Emotion"}),
])
def test_a_capitalised_word_after_a_dataset_name_stays_out_where_the_list_goes_on_with_words(nlp, abstract, absent):
    extraction = extract_paper(_paper(abstract), nlp)
    assert extraction.problem is None and extraction.mentions
    assert not absent & set(_by_text(extraction, "DATASET"))


@pytest.mark.parametrize("abstract, name", [
    ("Notably Glim Reasoning Bench measures the reasoning of models.", "Glim Reasoning Bench"),
    ("Moreover Glim Reasoning Bench contains many questions.", "Glim Reasoning Bench"),
    ("We propose GlimDet. Adaptive Glim Separation Loss ensures a consistent gap between known and unknown objects.",
     "Adaptive Glim Separation Loss"),
])
def test_a_sentence_opener_joins_the_name_after_it_only_when_it_is_a_plain_word(nlp, abstract, name):
    assert name in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


def test_a_lower_case_name_may_start_with_a_known_measure_or_task_word(nlp):
    abstract = "Additionally, we propose accuracy estimator, which enables tier selection without training."
    assert _found_as(nlp, abstract, "accuracy estimator") == {("METHOD", "proposed")}


def test_a_dimension_does_not_make_a_defined_task_title_case(nlp):
    abstract = "3D face reconstruction (3DFR) algorithms are based on specific assumptions."
    assert {"3D face reconstruction", "3DFR"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "TASK"))


@pytest.mark.parametrize("abstract, name", [
    ("We present GlimNet, a fast model equipped with a novel Quark-Down Compression paradigm that prunes tokens.",
     "Quark-Down Compression"),
    ("GlimFlow finds salient blobs using a novel Field of Quark Flow Directions built from the events.",
     "Field of Quark Flow Directions"),
])
def test_a_capitalised_name_after_a_novel_is_the_papers_own(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, absent", [
    ("We present GlimMotif, a novel Quark Motion Latent Diffusion model for motion.", "Quark Motion"),
    ("We propose a novel Quark-based Prompt learning framework (QPDrive) for driving.", "Quark-based Prompt"),
    ("In this paper, we propose GlimVLF, a novel Quark-Language Fusion solution for forgery detection.",
     "Quark-Language Fusion"),
])
def test_no_name_after_a_novel_where_the_name_goes_on_or_describes_the_one_before(nlp, abstract, absent):
    mentions = extract_paper(_paper(abstract), nlp).mentions
    assert absent not in {m.text for m in mentions}
    assert not [m.text for m in mentions if m.evidence.rule.endswith("+novel")]


@pytest.mark.parametrize("abstract, name", [
    ("To bridge this gap, we introduce GlimJudge, a suite of open-weight LLM judges ranging from 3B to 14B parameters.",
     "GlimJudge"),
    ("Building on the data, we develop GlimGPT, the first suite of open-source LLMs, designed to assist writing.",
     "GlimGPT"),
    ("Using GlimCap, we train GlimCLIP, a long-context biomedical VLM with a text encoder.", "GlimCLIP"),
])
def test_a_name_an_apposition_calls_language_models_is_a_proposed_method(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, name", [
    ("We introduce GlimBench, a collection of LLM prompts for red teaming.", "GlimBench"),
    ("GlimSet comprises GlimSet-QA, a collection of 1 136 questions generated by LLMs and checked by experts.",
     "GlimSet-QA"),
    ("We introduce GlimPrefs, a collection of human preferences over LLMs.", "GlimPrefs"),
    ("We introduce GlimLogs, a set of conversations between users and LLMs, collected online.", "GlimLogs"),
    ("We introduce GlimData, a collection of outputs from LLM judges.", "GlimData"),
    ("GlimSet comprises GlimSet-QA, a collection of questions generated by LLMs.", "GlimSet-QA"),
])
def test_language_models_that_only_modify_or_make_the_data_do_not_make_it_a_method(nlp, abstract, name):
    assert "METHOD" not in {label for label, _ in _found_as(nlp, abstract, name)}


@pytest.mark.parametrize("abstract, name", [
    ("To overcome these limitations, we propose Adaptive GlimQ-Skip, a novel framework for compression.",
     "Adaptive GlimQ-Skip"),
    ("Here, we propose Deep QS-TRD, a new automatic algorithm for detecting tree rings.", "Deep QS-TRD"),
])
def test_a_capitalised_word_before_a_coined_name_after_a_proposal_is_part_of_it(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, names", [
    ("We propose GlimNet for anomaly detection. GlimNet includes two plug-in modules, namely Quark Generation module "
     "and Cross Quark Induction module, which generate features.",
     ("Quark Generation module", "Cross Quark Induction module")),
    ("We propose GlimNet. GlimNet consists of two modules, namely Dual Path Quark Encoder (DPQE) and Sparse Quark "
     "Fusion Head (SQFH).", ("DPQE", "SQFH")),
])
def test_every_name_a_namely_list_of_parts_gives_is_proposed(nlp, abstract, names):
    for name in names:
        assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, name, role", [
    ("This paper introduces yet another attempt in this area, namely GlimCoder-Lite.", "GlimCoder-Lite", "proposed"),
    ("We propose Quark Distillation in the Wild, i.e., GlimQDW, the first framework to distill noisy data.", "GlimQDW",
     "proposed"),
    # what a study brings in is what it studies; a framework for evaluation is the paper's own
    ("This work presents an empirical study on one model family, namely GlimCoder-Lite.", "GlimCoder-Lite", "used"),
    ("To fill this gap, we propose a new evaluation framework, namely GlimCoder-Lite.", "GlimCoder-Lite", "proposed"),
    # far from the proposal, what 'i.e.' names is what the paper studies
    ("We present a systematic analysis of how the combination of the ReAct framework and decoding strategies "
     "(i.e., GlimCoder-Lite, QuarkDec) can influence the faithfulness of answers.", "GlimCoder-Lite", "used"),
])
def test_namely_right_after_a_proposal_names_it(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("METHOD", role)}


@pytest.mark.parametrize("abstract, name, role", [
    ("This paper presents an overview of the GLIM 2025 Image Denoising Challenge, highlighting the methods.",
     "GLIM 2025 Image Denoising Challenge", "introduced"),
    ("We introduce the team's solution to the QRTP Sign Production Challenge.", "QRTP Sign Production Challenge",
     "evaluated"),
    ("We present our submission to the QEA 2025 Shared Task on evaluating AI tutor responses.", "QEA 2025 Shared Task",
     "evaluated"),
    ("Our approach ranked first across all three subtasks of the GLIMCC 2025 Shared Task 7.",
     "GLIMCC 2025 Shared Task 7", "evaluated"),
    ("We evaluated GlimScene on the QCASE Challenge Task 1 datasets.", "QCASE Challenge Task 1", "evaluated"),
])
def test_a_challenge_or_shared_task_is_one_dataset_whatever_its_first_word_was_read_as(nlp, abstract, name, role):
    extraction = extract_paper(_paper(abstract), nlp)
    assert _found_as(nlp, abstract, name) == {("DATASET", role)}
    assert not [m.text for m in extraction.mentions if m.label == "METHOD"]


def test_a_challenge_is_the_same_dataset_as_its_bare_name_in_the_gold_format(nlp):
    from kg.evaluate import to_eval_record

    abstract = ("This work details the data behind the GlimReg Challenge. "
                "GlimReg builds upon earlier registration work and extends it.")
    datasets = to_eval_record(extract_paper(_paper(abstract), nlp))["datasets"]
    assert [sorted(group["names"]) for group in datasets] == [["GlimReg", "GlimReg Challenge"]]


@pytest.mark.parametrize("abstract, name, role", [
    ("Our solution ranked 1st on the test set of the 2025 4th QVUW Challenge MOSE Track.", "QVUW Challenge",
     "evaluated"),
    ("This paper presents the second Glim Continuous Speech Recognition Challenge (GCSRC 2024), which builds on the "
     "first.", "Glim Continuous Speech Recognition Challenge", "introduced"),
    ("We present the GlimCode 2025 Shared Task on clinical coding, which attracted 30 teams.",
     "GlimCode 2025 Shared Task", "introduced"),
    ("Our team participated in the GLARE 2024 Challenge organized by MICCAI and ranked second.",
     "GLARE 2024 Challenge", "evaluated"),
    ("We give an overview of our solution to the Glim4D Natural Language Queries Challenge, where we rank first.",
     "Glim4D Natural Language Queries Challenge", "evaluated"),
    ("We present the evaluation methodology and results of the GOP Challenge 2024, the sixth in a series.",
     "GOP Challenge 2024", "introduced"),
    # a participant's words outweigh an organiser's phrase in the same sentence
    ("Our team participated in the GLARE 2024 Challenge organized in conjunction with MICCAI.",
     "GLARE 2024 Challenge", "evaluated"),
    ("Our method achieved the best results of the QVUW 2024 Challenge.", "QVUW 2024 Challenge", "evaluated"),
    ("This paper presents an overview of the Glimmer Competition on essay scoring.", "Glimmer Competition",
     "introduced"),
    ("This work presents three different approaches to address the GlimEHR-QA 2025 Shared Task on answering.",
     "GlimEHR-QA 2025 Shared Task", "evaluated"),
])
def test_a_challenge_is_introduced_by_its_organisers_and_evaluated_by_its_participants(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("DATASET", role)}


@pytest.mark.parametrize("abstract, name", [
    ("We took part in the GLIM Detection Challenge 2025 and ranked second.", "GLIM Detection Challenge 2025"),
    ("We took part in the GLIM-XR Detection Challenge 2025.", "GLIM-XR Detection Challenge 2025"),
    ("Our team took part in the GLIM 2025 QRK Restoration Challenge.", "GLIM 2025 QRK Restoration Challenge"),
    ("Our entry ranked third in the QRKA Elbow CT Segmentation Challenge 2021.",
     "QRKA Elbow CT Segmentation Challenge 2021"),
])
def test_capital_letters_before_a_challenges_title_words_are_part_of_its_name(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("DATASET", "evaluated")}


@pytest.mark.parametrize("abstract, name", [
    ("Our team ranked first in the GLIM 2025 Efficient Super-Resolution Challenge.",
     "GLIM 2025 Efficient Super-Resolution Challenge"),
    ("Our team took part in the Zorb Image Captioning Challenge 2025.", "Zorb Image Captioning Challenge 2025"),
])
def test_a_known_task_inside_a_challenges_name_is_part_of_it_and_stays_a_task(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert _found_as(nlp, abstract, name) == {("DATASET", "evaluated")}
    assert [m.label for m in extraction.mentions if m.text in name and m.text != name] == ["TASK"]


@pytest.mark.parametrize("abstract, shorter", [
    ("The 2025 Image Captioning Challenge was held online.", "Image Captioning"),  # a year alone names nothing
    ("Our team took part in the Detection Challenge 2025.", "Detection Challenge 2025"),  # nothing before it
])
def test_a_challenge_grows_over_no_year_alone_nor_article(nlp, abstract, shorter):
    texts = {m.text for m in extract_paper(_paper(abstract), nlp).mentions}
    assert shorter in texts and not any(text.endswith(shorter) and text != shorter for text in texts)


def test_a_challenges_short_name_in_brackets_is_the_same_dataset(nlp):
    from kg.evaluate import to_eval_record

    abstract = "This paper presents the second Glim Continuous Speech Recognition Challenge (GCSRC 2024)."
    (group,) = to_eval_record(extract_paper(_paper(abstract), nlp))["datasets"]
    assert {"Glim Continuous Speech Recognition Challenge", "GCSRC 2024"} <= set(group["names"])


@pytest.mark.parametrize("abstract", [
    "We study a novel Cross-View Quark-Localization task where queries come from drones.",
    "This leads to a novel Quark Design Space that we explore.",
    "GlimFusion is a novel Quark-Language Fusion solution for retrieval.",
    "GlimFusion: a novel Quark-Language Fusion solution for retrieval.",
])
def test_no_method_after_a_novel_that_names_a_setting_or_describes_a_name(nlp, abstract):
    assert "Quark" not in " ".join(m.text for m in extract_paper(_paper(abstract), nlp).mentions)


@pytest.mark.parametrize("abstract, name", [
    ("We introduce GlimCorp, a large-scale LLM training corpus for medicine.", "GlimCorp"),
    ("We introduce GlimSet, a set of LLM evaluator outputs.", "GlimSet"),
])
def test_a_model_word_that_modifies_a_data_noun_leaves_the_name_data(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("DATASET", "introduced")}


def test_names_listed_after_a_comparison_are_not_the_proposed_methods_parts(nlp):
    abstract = ("We propose GlimNet with lightweight blocks, and we compare it with two recent detectors, namely "
                "QuarkDet and ZetaDet.")
    for name in ("QuarkDet", "ZetaDet"):
        assert "proposed" not in {role for _, role in _found_as(nlp, abstract, name)}


def test_a_known_challenge_keeps_its_gazetteer_key(nlp):
    (mention,) = [m for m in extract_paper(_paper("We evaluate on the Winograd Schema Challenge."), nlp).mentions
                  if m.label == "DATASET"]
    assert mention.text == "Winograd Schema Challenge" and mention.key == "wsc"


def test_a_challenge_is_not_joined_to_the_dataset_of_its_track(nlp):
    abstract = "Our solution ranked first in the QVUW Challenge COCO Track."
    assert {"QVUW Challenge", "COCO"} <= {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


@pytest.mark.parametrize("abstract, name", [
    ("We propose GlimHead for avatars. Our method builds on the QuarkPortrait framework and adds a detail module.",
     "QuarkPortrait"),
    ("We propose GlimTrack. Our method builds on the Simple Quark and Real-time Tracking (SQRT) framework, replacing "
     "the assignment.", "SQRT"),
])
def test_what_a_method_builds_on_is_used(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "used")}


@pytest.mark.parametrize("abstract, name", [
    ("We design a novel video description method based on a Mixture-of-Quark-Experts (MoQE) strategy that writes "
     "captions.", "MoQE"),
    ("We propose GlimNet for continual learning. The key components of our approach include Glim Prototype "
     "Adaptation (GPA), which refines and builds upon learned prototypes, and Quark Feedback (QF), which provides "
     "feedback.", "QF"),
])
def test_what_the_paper_bases_its_method_on_or_lists_after_a_built_on_clause_stays_its_own(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


def test_a_use_cue_still_types_the_next_listed_variant_after_its_lower_case_object(nlp):
    abstract = ("GlimNet-Lite combines two variants of GlimNet: GlimNet-Saccade, which uses an attention mechanism to "
                "skip most pixels of the image, and GlimNet-Squeeze, which introduces a compact backbone.")
    assert "GlimNet-Squeeze" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name, role", [
    ("In this work, we propose a point-level querying method that builds upon QuarkSplat's framework.", "QuarkSplat",
     "used"),
    ("We propose GlimDA. Specifically, we build upon Attracting and Quarking (AaQ), a widely adopted technique.",
     "AaQ", "used"),
    ("We propose GlimNet. GlimNet builds on a Glim Fusion Module (GFM), which merges features.", "GFM", "proposed"),
    ("We propose GlimNet, a scalable architecture built on a novel hierarchical Quark representation (HQR).", "HQR",
     "proposed"),
])
def test_building_on_a_name_makes_it_used_unless_it_is_brought_in_as_new(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("METHOD", role)}


@pytest.mark.parametrize("abstract, expected", [
    ("We propose QuarkNet. Compared with GlimNet, QuarkNet achieves 9.0% higher mIoU.",
     {"GlimNet": "compared", "QuarkNet": "proposed"}),
    ("Compared to the state of the art, GlimNet consistently improves accuracy by 2%.", {"GlimNet": "mentioned"}),
    ("We propose QuarkNet. Compared with A-Net, B-Net, and C-Net, our QuarkNet reduces the error by 3.2%.",
     {"A-Net": "compared", "B-Net": "compared", "C-Net": "compared", "QuarkNet": "proposed"}),
])
def test_the_subject_after_a_comparison_opening_its_sentence_is_no_rival(nlp, abstract, expected):
    extraction = extract_paper(_paper(abstract), nlp)
    assert {m.text: m.role for m in extraction.mentions if m.label == "METHOD"} == expected
    assert all(claim.baseline != name for claim in extraction.claims for name, role in expected.items()
               if role != "compared")


@pytest.mark.parametrize("abstract, method, baseline", [
    ("Compared to Gopher, Chinchilla improves accuracy by 2%.", "Chinchilla", "Gopher"),
    ("Compared to the state of the art, Chinchilla improves accuracy by 2%.", "Chinchilla", None),
])
def test_the_subject_after_a_comparison_opening_its_sentence_claims_the_gain(nlp, abstract, method, baseline):
    [claim] = extract_paper(_paper(abstract), nlp).claims
    assert (claim.method, claim.baseline) == (method, baseline)


@pytest.mark.parametrize("abstract, expected", [
    ("We introduce GlimPredict, a novel task in which a system forecasts translation quality.",
     {"GlimPredict": ("TASK", None)}),
    ("Thus, we introduce GOSCS (Glim Object Search in Cluttered Scenes), a new subfield of image retrieval.",
     {"GOSCS": ("TASK", None), "Glim Object Search in Cluttered Scenes": ("TASK", None)}),
    ("We propose GlimPlan, a novel task decomposition strategy for household robots.",
     {"GlimPlan": ("METHOD", "proposed")}),
    ("We propose GlimNet, a novel task-aware framework.", {"GlimNet": ("METHOD", "proposed")}),
    ("We propose GlimBench, a new task benchmark for agents.", {"GlimBench": ("DATASET", "introduced")}),
])
def test_a_name_an_apposition_calls_a_new_task_is_a_task(nlp, abstract, expected):
    extraction = extract_paper(_paper(abstract), nlp)
    assert {m.text: (m.label, m.role) for m in extraction.mentions if m.text in expected} == expected


@pytest.mark.parametrize("abstract, expected", [
    ("To bridge this gap, we propose GlimMosaic, a first-of-its-kind large-scale synthetic puzzle training data.",
     ("DATASET", "introduced")),
    ("We propose GlimData, a large-scale training data for reasoning.", ("DATASET", "introduced")),
    ("We present GlimStudio, a modular data and training framework for robot policies.",
     ("METHOD", "proposed")),
])
def test_a_name_an_apposition_calls_data_is_a_dataset(nlp, abstract, expected):
    [found] = [(m.label, m.role) for m in extract_paper(_paper(abstract), nlp).mentions if m.text.startswith("Glim")]
    assert found == expected


@pytest.mark.parametrize("abstract, role", [
    ("To fill this gap, we introduce a new benchmark GlimCheck with probing subtasks.", "introduced"),
    ("We release a large-scale dataset GlimCheck for figure checking.", "introduced"),
    ("We introduce a method evaluated on the benchmark GlimCheck.", "evaluated"),
    ("We use a public dataset GlimCheck for evaluation.", "evaluated"),
])
def test_a_name_right_after_the_noun_of_data_the_paper_brings_in_is_introduced(nlp, abstract, role):
    assert _found_as(nlp, abstract, "GlimCheck") == {("DATASET", role)}


def test_a_name_made_from_the_data_after_its_noun_is_not_that_data(nlp):
    abstract = "We construct a public benchmark GlimQA-derived test suite for agents."
    assert ("DATASET", "introduced") not in _found_as(nlp, abstract, "GlimQA")


@pytest.mark.parametrize("abstract, name, method", [
    ("Domain models outperform general embeddings, with GlimBERTv2 achieving the best ranking score (0.0712).",
     "GlimBERTv2", "GlimBERTv2"),
    ("All models gained from few-shot prompting, with GPT-NeoX reaching an F1 score of 0.74 on the binary task.",
     "GPT-NeoX", "GPT-NeoX"),
])
def test_the_model_with_which_a_result_is_attained_claims_it(nlp, abstract, name, method):
    extraction = extract_paper(_paper(abstract), nlp)
    assert (name, "METHOD", "used") in {(m.text, m.label, m.role) for m in extraction.mentions}
    assert [(claim.method, claim.baseline) for claim in extraction.claims] == [(method, None)]


def test_scores_in_brackets_do_not_end_a_list_of_datasets(nlp):
    abstract = ("GlimNet achieves new best results on Fashion-MNIST (98.1%), QuarkQA (94.4%), Foo-500 (99.8%), and "
                "BarBench-V5 (91.6%).")
    extraction = extract_paper(_paper(abstract), nlp)
    datasets = {m.text for m in extraction.mentions if m.label == "DATASET"}
    assert {"QuarkQA", "Foo-500", "BarBench-V5"} <= datasets
    assert {claim.value: claim.dataset for claim in extraction.claims}[91.6] == "BarBench-V5"


def test_an_enumerator_in_brackets_is_no_score_to_read_past(nlp):
    abstract = ("We introduce a framework that scores: (1) the recall of facts (measured by Glim Index (GI)) and (2) "
                "the depth of argument (measured by Quark Gain (QuarkGain)).")
    extraction = extract_paper(_paper(abstract), nlp)
    assert not [m for m in extraction.mentions if m.text == "QuarkGain" and m.label == "METHOD"]


@pytest.mark.parametrize("abstract, name, role", [
    ("We propose GlimNet, a lightweight network. In particular, the QuarkConv module, a frequency layer, keeps the "
     "model small.", "QuarkConv", "proposed"),
    ("Chatbots spread fast. In particular, LLM-based chatbots like BLOOM are popular. We propose QuarkGuard, a "
     "checker for chatbot answers.", "BLOOM", "mentioned"),
])
def test_a_linking_in_is_no_evaluation_cue(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


def test_in_before_a_plain_noun_phrase_stays_a_cue(nlp):
    from kg.extract.components import CUES_KEY
    doc = nlp("Raters agreed well in general medicine and in practice, as in general, the notes were clear.")
    in_cues = [doc[start].text.lower() + " " + doc[start + 1].text for kind, start, end in doc.user_data[CUES_KEY]
               if doc[start].lower_ == "in"]
    assert in_cues == ["in general"]


@pytest.mark.parametrize("abstract, name, role", [
    ("We propose GlimShow, a framework for dance videos. In GlimShow, a 3DQuark module places each dancer in the "
     "scene.", "3DQuark", "proposed"),
    ("We propose GlimMC, a lip-sync model. GlimMC encodes speech through the Glim-Aware Encoder.",
     "Glim-Aware Encoder", "proposed"),
    ("We propose GlimCLIP, a retrieval model. GlimCLIP is based on Quark-CLIP's QPS module.", "QPS", "used"),
    ("We propose GlimNet, a detector. GlimNet is initialised from a pretrained QuarkViT encoder.", "QuarkViT",
     "mentioned"),
    ("We propose GlimProto, a few-shot learner. We benchmark GlimProto against models such as the Matching Encoder.",
     "Matching Encoder", "compared"),
])
def test_a_named_part_in_a_sentence_about_the_papers_own_system_is_its_own(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("title, abstract, name, expected", [
    ("GlimCheck: Verifying Figures in Papers",
     "To fill this gap, we introduce a new benchmark GlimCheck with probing subtasks. The best model only reaches "
     "0.71 F1.", "GlimCheck", {("DATASET", "introduced")}),
    ("GlimPredict: Forecasting Translation Quality Before Translating",
     "We introduce GlimPredict, a novel task in which a system forecasts translation quality. Models that solve "
     "GlimPredict help editors.", "GlimPredict", {("TASK", None)}),
])
def test_what_the_abstract_calls_a_titled_name_outweighs_the_title(nlp, title, abstract, name, expected):
    extraction = extract_paper(_paper(abstract, title=title), nlp)
    assert {(m.label, m.role) for m in extraction.mentions if m.text == name} == expected


@pytest.mark.parametrize("abstract", [
    "More video results are available on our Project Page: https://glim.github.io/projects/glim.",
    "We also publish the Glim records through the Hugging Face datasets library for easy reuse.",
])
def test_several_words_listed_as_no_entity_are_never_a_name(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert not [m for m in extraction.mentions if m.text in ("Project Page", "Hugging Face")]


def test_a_subject_after_a_comparison_is_the_papers_own_only_by_name_or_our(nlp):
    abstract = ("We propose QuarkNet. Compared with FooNet, GlimNet improves accuracy by 2%, while QuarkNet improves "
                "accuracy by a further 5%.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")["GlimNet"].role != "proposed"
    assert {claim.value: claim.method for claim in extraction.claims} == {2.0: "GlimNet", 5.0: "QuarkNet"}


@pytest.mark.parametrize("abstract, value, method", [
    ("We propose QuarkNet. Baselines lag, with GlimNet achieving 40% accuracy on FooQA, whereas our model gains 9%.",
     9.0, "QuarkNet"),
    ("Models trained with GlimData achieving 45.1% accuracy on QuarkQA are released.", 45.1, None),
])
def test_what_a_result_is_stated_for_stays_in_its_clause(nlp, abstract, value, method):
    extraction = extract_paper(_paper(abstract), nlp)
    assert {claim.value: claim.method for claim in extraction.claims}[value] == method


@pytest.mark.parametrize("abstract, expected", [
    ("We assess detection (mAP) and segmentation (PQ, GQ, TQ) on Foggy QuarkCity.", {"GQ", "TQ"}),
    ("Metrics such as L1, L2, PSNR and SSIM are reported.", {"L1", "L2"}),
    ("Both the LR and HR tokenizations are kept.", set()),  # known letters that may mean something else
    ("It reaches a mean absolute error of 35.5 HU, SSIM of 0.84 and PSNR of 29.8 dB.", set()),  # a unit
    ("We propose a new model, R1 Translator, and report SSIM.", set()),
])
def test_two_letters_listed_with_a_known_measure_are_measures(nlp, abstract, expected):
    found = {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.evidence.rule.endswith("listed-measure")}
    assert found == expected


@pytest.mark.parametrize("plural, singular", [
    ("accuracies", "accuracy"), ("losses", "loss"), ("matches", "match"), ("caches", "cache"), ("meshes", "mesh"),
    ("pipelines", "pipeline"), ("analysis", "analysis"), ("series", "series"), ("corpus", "corpus"),
])
def test_a_plural_head_noun_is_read_by_its_singular(plural, singular):
    from kg.extract.vocabulary import singular_noun
    assert singular_noun(plural) == singular


def test_a_known_name_no_casing_makes_a_word_is_found_in_any_casing(nlp):
    from kg.extract.components import _any_casing_names_it
    assert _any_casing_names_it("LongBench") and _any_casing_names_it("DeepSeek-R1")
    assert not any(map(_any_casing_names_it, ("QuALITY", "ComplEx", "ReCoRD", "ZeRO", "STaR", "TuckER")))
    extraction = extract_paper(_paper("We evaluate GlimNet on Longbench and Imagenet with Deepseek-R1."), nlp)
    assert {"Longbench", "Imagenet"} <= set(_by_text(extraction, "DATASET"))
    assert "Deepseek-R1" in _by_text(extraction, "METHOD")
    words = extract_paper(_paper("Superpoint graphs are built first. We pool superpoint features from data of "
                                 "Shanghaitech University."), nlp)
    assert not {m.text for m in words.mentions} & {"Superpoint", "superpoint", "Shanghaitech"}
    # a form two known things share in other casings is left to the exact-case tables
    shared = extract_paper(_paper("We report results of GlimNet on the SUPERGLUE benchmark."), nlp)
    assert "SUPERGLUE" not in _by_text(shared, "METHOD")


def test_a_known_name_with_a_digit_is_found_written_in_capitals_but_not_as_a_plural_of_letters(nlp):
    extraction = extract_paper(_paper("GlimEdit attains an accuracy of 39.47 on GPT-4O-MINI and QWEN2.5-3B."), nlp)
    assert {"GPT-4O-MINI", "QWEN2.5-3B"} <= set(_by_text(extraction, "METHOD"))
    assert not {"GPT-4O-MINI", "QWEN2.5-3B"} & set(_by_text(extraction, "DATASET"))
    plural = extract_paper(_paper("We model the scene with 3D Gaussians (3DGs) and train GlimStream on them."), nlp)
    assert "3DGs" not in _by_text(plural, "METHOD")


def test_a_name_and_its_bracketed_short_form_before_a_dataset_noun_are_data(nlp):
    extraction = extract_paper(_paper(
        "We present EGlim, an extension of the widely used GlimForensics++ (GF++) dataset."), nlp)
    assert {"GlimForensics++", "GF++"} <= set(_by_text(extraction, "DATASET"))
    numeral = extract_paper(_paper("We use the Glim Information Mart for Intensive III (GIMIC-III) corpus."), nlp)
    assert "GIMIC-III" in _by_text(numeral, "DATASET") and "III" not in _by_text(numeral, "DATASET")


def test_a_short_name_at_a_rank_cut_is_a_measure_and_at_an_input_size_is_none(nlp):
    extraction = extract_paper(_paper("GlimNet gains +9.4 IR@10 and +6.3 TR@10 over QuarkNet."), nlp)
    assert {"IR@10", "TR@10"} <= set(_by_text(extraction, "METRIC"))
    assert [(c.value, c.metric) for c in extraction.claims] == [(9.4, "IR@10"), (6.3, "TR@10")]
    sizes = extract_paper(_paper("We fine-tune GlimT@384 on QuarkSet and report accuracy."), nlp)
    assert "GlimT@384" not in _by_text(sizes, "METRIC")


def test_a_list_the_noun_of_measures_closes_lists_measures_where_a_known_one_is_in_it(nlp):
    extraction = extract_paper(_paper(
        "We compare with GlimCy using F1 Score, Precision, Recall, Quark Rate, and Foo Overlap metrics."), nlp)
    assert {"Quark Rate", "Foo Overlap"} <= set(_by_text(extraction, "METRIC"))
    assert "Quark Rate" not in _by_text(extraction, "METHOD")
    metrics = _by_text(extract_paper(_paper(
        "We report perplexity, glim variance, quarkability, and foo coherence measures."), nlp), "METRIC")
    assert {"glim variance", "quarkability", "foo coherence"} <= set(metrics)


@pytest.mark.parametrize("abstract, kind", [
    ("GlimNet outperforms QuarkIR in PSNR, SSIM, LPIPS, and quark metrics.", "quark"),
    ("The evaluation covered accuracy, Macro-F1, and five glim-style metrics.", "five glim-style"),
    ("We study glim styles, quark shapes, and foo tones metrics.", "glim styles"),
])
def test_the_item_a_noun_of_measures_closes_may_name_their_kind_and_a_list_needs_a_known_measure(nlp, abstract, kind):
    assert kind not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract, name", [
    ("GlimNet runs efficiently on low-power edge devices such as the Quark Orin Nano.", "Quark Orin Nano"),
    ("We test the policy on robots, including the Foo Emika Arm, in two kitchens.", "Foo Emika Arm"),
    ("Posts were collected from platforms such as GlimTube and QuarkTok.", "GlimTube"),
    # past a bracketed aside, or after "namely" / "i.e."
    ("It runs on resource-constrained devices (embedded boards) such as Glim Pi and Quark Nano.", "Glim Pi"),
    ("It runs on one of the latest edge GPUs, namely Glim AGX Orin.", "Glim AGX Orin"),
    ("We deploy lightweight models on edge devices such as the GlimBoard Nano.", "GlimBoard Nano"),
    ("We test it on edge GPUs, i.e., GlimChip and QuarkChip.", "GlimChip"),
])
def test_names_listed_as_hardware_or_platforms_are_no_methods(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_known_model_listed_as_a_platform_stays_a_method(nlp):
    assert "ChatGPT" in _by_text(extract_paper(_paper("We ran the survey on platforms such as ChatGPT."), nlp),
                                 "METHOD")


def test_a_long_form_ending_in_a_data_noun_is_a_part_where_a_method_noun_follows_its_letters(nlp):
    extraction = extract_paper(_paper("We introduce a Glim Cycle Selective Scan (GCSS) module to fuse features."), nlp)
    assert _found_as(nlp, "We introduce a Glim Cycle Selective Scan (GCSS) module to fuse features.", "GCSS") \
        == {("METHOD", "proposed")}
    assert "GCSS" not in _by_text(extraction, "DATASET")
    assert not _by_text(extract_paper(_paper("The Quark Chest Scan (QCS) images were used."), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("We propose GlimBot, a mapping agent. Equipped with cameras and depth sensors, GlimBot maps rooms in real time.",
     "GlimBot"),
    ("Lightweight models designed for mobile devices, such as GlimMobile and QuarkLite, trade accuracy for speed.",
     "GlimMobile"),
    ("We compare against baselines optimised for GPUs, including QuarkNet and FooNet.", "QuarkNet"),
    ("On edge devices such as the GlimBoard, GlimNet achieves 30 FPS.", "GlimNet"),
])
def test_a_hardware_noun_that_opens_no_list_of_its_own_drops_no_method(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, not_a_metric", [
    ("We report FID, FVD, and GlimVidBench metrics.", "GlimVidBench"),
    ("We report top-1 accuracy, detection, and segmentation metrics on QuarkSet.", "detection"),
    ("GlimLM is evaluated with BLEU, automatic, and human metrics.", "automatic"),
    ("We report accuracy, F1, and R metrics.", "R"),
    ("GlimNet improves accuracy, tightens glim spread, and boosts quark fidelity metrics.", "boosts quark fidelity"),
    ("The score combines accuracy, glim drift, and energy measures how robust a model is.", "glim drift"),
    ("We report BLEU, Human, and ROUGE metrics.", "Human"),
])
def test_items_of_a_list_of_measures_must_read_as_measures(nlp, abstract, not_a_metric):
    assert not_a_metric not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_list_of_measures_before_measures_used_as_a_noun_subject(nlp):
    metrics = _by_text(extract_paper(_paper(
        "Evaluation with metrics such as perplexity, glim variance, and foo coherence measures validates the data."),
        nlp), "METRIC")
    assert {"glim variance", "foo coherence"} <= set(metrics)


def test_a_graded_ing_word_that_works_as_a_preposition_joins_no_measure(nlp):
    metrics = _by_text(extract_paper(_paper("Experiments show GlimNet performs best regarding accuracy on QuarkSet."),
                                     nlp), "METRIC")
    assert "regarding accuracy" not in metrics


def test_a_graded_ing_word_before_a_known_rate_names_the_measure(nlp):
    metrics = _by_text(extract_paper(_paper("GlimNet achieves a high glimming success rate of 71% on QuarkSet."), nlp),
                       "METRIC")
    assert "glimming success rate" in metrics


@pytest.mark.parametrize("abstract, kind", [
    ("We develop a Quark Fundus Images (QFI) model for glaucoma screening.", "Quark Fundus Images"),
    ("We propose a Quark Chest Scan (QCS) classifier for triage.", "Quark Chest Scan"),
])
def test_a_model_for_a_kind_of_data_is_no_part_named_by_the_data(nlp, abstract, kind):
    assert kind not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, measures", [
    ("Through extensive evaluations focusing on glim consistency, quark stability, and visual fidelity, we find that "
     "GlimSwap works.", {"glim consistency", "quark stability", "visual fidelity"}),
    ("We evaluate GlimNet on QuarkSet, assessing accuracy and glimness.", {"glimness"}),
    ("We propose an evaluation framework assessing Glimness, Quarkiness, and Fooness.",
     {"Glimness", "Quarkiness", "Fooness"}),
    ("GlimTrack not only outperforms prior trackers in accuracy and quarkiness but also runs in real time.",
     {"quarkiness"}),
])
def test_a_whole_list_of_qualities_the_papers_evaluation_judges_lists_measures(nlp, abstract, measures):
    assert measures <= set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))


@pytest.mark.parametrize("abstract, measures", [
    ("Our study sets out three metrics (glim continuity, zorb quality, quark persistence) that tie latent paths to "
     "fluency.", {"glim continuity", "zorb quality", "quark persistence"}),
    ("We evaluate GlimSum along three dimensions (glim similarity, quality, and factuality) on QuarkSet.",
     {"glim similarity", "quality", "factuality"}),
    # a bracket after the noun holds no list, one item, or items that are no measures
    ("We report the usual metrics (see Section 4) for GlimNet.", set()),
    ("We evaluate GlimNet across task dimensions (story writing, one-shot chat, and long dialogue).", set()),
])
def test_a_bracketed_list_after_a_noun_of_measures_lists_measures(nlp, abstract, measures):
    found = {m.text for m in extract_paper(_paper(abstract), nlp).mentions
             if m.label == "METRIC" and m.evidence.rule == "metric:listed"}
    assert found == measures


@pytest.mark.parametrize("abstract", [
    "Human annotations are crucial for assessing the glimness and quarkiness of mixed text.",
    "Our router has a selector jointly evaluating the aggregation and quark capacity of aggregators.",
    "We find LLMs can mimic evaluators in assessing glimness and quarkiness but struggle with fooness.",
    "For evaluating glim quality, we employ accuracy, F1, and quark recall.",
    "Our GlimNet, focusing on attention, tokenization, and glimness, is evaluated on QuarkSet.",
    "We evaluate GlimNet on QuarkSet, focusing on math, code, and glimness.",
    "We evaluate GlimNet on QuarkSet, assessing quarkiness and glimness improves quality.",
])
def test_qualities_an_evaluation_is_for_or_of_something_else_are_no_listed_measures(nlp, abstract):
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert not {"glimness", "quark capacity", "quarkiness but struggle", "glim quality", "math", "attention",
                "glimness improves quality"} & set(metrics)


def test_a_negation_before_a_measure_is_no_part_of_its_name(nlp):
    metrics = _by_text(extract_paper(_paper("GlimNet outperforms QuarkNet in terms of fidelity but not latency."), nlp),
                       "METRIC")
    assert "not latency" not in metrics


def test_a_word_of_likeness_before_a_measure_is_no_part_of_its_name(nlp):
    abstract = "Against QuarkNet-16, GlimNet reaches nearly equivalent Top-1 accuracy while using 80% fewer parameters."
    metrics = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert "Top-1 accuracy" in metrics and "equivalent Top-1 accuracy" not in metrics


@pytest.mark.parametrize("abstract", [
    "Quark tables leak rows. We design, train, and release GlimProbe, a one-pass auditing method.",
    "Quark tables leak rows. We propose and evaluate GlimProbe, a one-pass auditing method.",
    "Quark tables leak rows. We introduce and test GlimProbe for auditing tables.",
])
def test_a_proposal_verb_coordinated_with_others_still_proposes_its_object(nlp, abstract):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["GlimProbe"].role == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("We introduce Referring Glim and Quark (ReGQ), the first task to join quark search with glim grounding.", "ReGQ"),
    ("The challenge had two tracks: the low-light joint glimming and quarking (JGQ) task, and a detail track.", "JGQ"),
    ("Here we introduce the Glim Quark Search (GQS), a novel task where a system finds quarks.", "GQS"),
    ("We introduce the Glim Quark Planning (GQP) task, which generates plans from video.", "GQP"),
    ("We propose a practical glim quark learning (pGQL) task, where a large pre-trained model is deployed.", "pGQL"),
])
def test_letters_set_beside_a_task_name_a_task_not_a_method(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert name in _by_text(extraction, "TASK")
    assert name not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract", [
    "We propose Glim Quark Network (GQN), a framework built for the glim detection task.",
    "Models are compared on many tasks beyond typical glim quark model (GQM) tasks.",
    "Quark graphs store entities from different Glim Quark Graphs (GQGs), a critical retrieval task.",
])
def test_letters_near_a_task_word_that_do_not_name_it_are_not_a_task(nlp, abstract):
    assert not {"GQN", "GQM", "GQGs"} & set(_by_text(extract_paper(_paper(abstract), nlp), "TASK"))


def test_a_method_called_by_a_measure_like_name_is_a_method(nlp):
    extraction = extract_paper(_paper("To select samples, we propose a new sample scoring method called Glim-based Quark "
                                      "Score (GQS)."), nlp)
    assert "GQS" in _by_text(extraction, "METHOD") and "GQS" not in _by_text(extraction, "METRIC")
    measured = extract_paper(_paper("To evaluate the shapes, we introduce a distance method named part-aware glim "
                                    "distance (p-GD)."), nlp)
    assert "p-GD" not in _by_text(measured, "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("We propose GlimMani, a pipeline. For instance, when applied to QuarkLM on the Zorb/Code dataset, GlimMani keeps "
     "the original performance.", "GlimMani"),
    ("We propose GlimMani, a pipeline. When trained on the Zorb dataset, GlimMani keeps the original performance.",
     "GlimMani"),
    ("We introduce a model, GlimVid, for counting. The GlimCount dataset, the GlimVid model, and our code are "
     "available.", "GlimVid"),
])
def test_a_name_after_a_dataset_and_a_comma_that_is_not_listed_is_not_read_as_listed_data(nlp, abstract, name):
    rules = {m.evidence.rule for m in extract_paper(_paper(abstract), nlp).mentions if m.text == name}
    assert rules and not any("dataset-list" in rule for rule in rules)


@pytest.mark.parametrize("abstract", [
    "Here we introduce a fast and simple glim mixing framework, Quarkeleon, that weighs quark domains.",
    "We present a lightweight pipeline, Quarkeleon, which skips needless steps.",
])
def test_a_capitalised_word_set_after_what_the_paper_introduces_is_its_method(nlp, abstract):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["Quarkeleon"].role == "proposed"


def test_a_capitalised_word_after_a_baseline_the_paper_presents_is_not_its_method(nlp):
    extraction = extract_paper(_paper("We present a simple baseline, Quarkeleon, that employs leverage scores."), nlp)
    assert "Quarkeleon" not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("verb", ["optimizing", "retaining", "halving"])
def test_a_verb_before_a_known_measure_is_not_part_of_its_name(nlp, verb):
    metrics = _by_text(extract_paper(_paper(f"GlimNet achieves comparable accuracy while {verb} memory consumption."),
                                     nlp), "METRIC")
    assert "memory consumption" in metrics and f"{verb} memory consumption" not in metrics


def test_a_name_after_a_listed_name_and_its_short_aside_is_listed_with_it(nlp):
    extraction = extract_paper(_paper("GlimNet gets the top scores on Video-GLM (long), Video-GLMM "
                                      "(comprehension), Video-GLMU, and QuarkBench."), nlp)
    assert {"Video-GLM", "Video-GLMM", "Video-GLMU"} <= set(_by_text(extraction, "DATASET"))


def test_a_long_form_does_not_reach_back_into_a_quoted_title(nlp):
    extraction = extract_paper(_paper(
        'We present our solution for the "Quark Image Translation for Complex Layouts" competition at the 19th '
        'International Conference on Glim Analysis and Recognition (QIT25@GLIM2025).'), nlp)
    assert not any('"' in (m.text or "") or '"' in (m.long_form or "") for m in extraction.mentions)


def test_a_counting_problem_is_a_task(nlp):
    extraction = extract_paper(_paper("Repetitive glim counting remains hard in long videos."), nlp)
    assert "Repetitive glim counting" in _by_text(extraction, "TASK")


@pytest.mark.parametrize("abstract, name", [
    ("We propose GlimDet, a detector. On QuarkSet, GlimDet reaches 45.1 mAP.", "QuarkSet"),
    ("We propose GlimNet for question answering. Across QuarkQA, GlimNet improves exact match by 4.2 points.",
     "QuarkQA"),
])
def test_a_name_in_a_fronted_phrase_is_not_listed_with_the_subject_after_it(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract", [
    "We propose GlimNet, a sparse transformer. In earlier work, ZorbNet achieved 65.3% accuracy on QuarkSet.",
    "We propose GlimNet, a sparse transformer. On the other hand, ZorbNet achieves only 50.2% accuracy on QuarkSet.",
])
def test_a_model_scoring_in_others_work_is_not_the_papers_own(nlp, abstract):
    mention = _by_text(extract_paper(_paper(abstract), nlp), "METHOD").get("ZorbNet")
    assert mention is None or mention.role != "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("We propose Glim Quark Planner (GQP), a novel task decomposition framework for embodied agents.", "GQP"),
    ("We propose Glim Quark Routing (GQR), a novel task allocation algorithm for robot teams.", "GQR"),
    ("We further train GlimNet with an auxiliary Quark Ordering (QO) task, which improves accuracy.", "QO"),
    ("We design a Quark Contrastive Alignment (QCA) task as an auxiliary loss during fine-tuning.", "QCA"),
])
def test_letters_beside_a_task_word_that_is_a_system_or_a_training_device_are_not_a_task(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "TASK")


@pytest.mark.parametrize("abstract, name", [
    ("We propose a method called Glim Quark Score (GQS) to evaluate the faithfulness of summaries.", "GQS"),
    ("We propose a simple approach, named Glim Alignment Score (GAS), for assessing caption consistency.", "GAS"),
])
def test_a_measure_like_name_of_a_method_for_evaluating_stays_a_measure(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_data_set_beside_the_subject_of_a_while_clause_are_listed(nlp):
    extraction = extract_paper(_paper("While popular corpora, GlimCorp and QuarkCorp, contain only news text, our "
                                      "ZorbCorp covers social media."), nlp)
    assert {"GlimCorp", "QuarkCorp"} <= set(_by_text(extraction, "DATASET"))


@pytest.mark.parametrize("abstract, measure", [
    ("We propose GlimArm, a reaching controller. GlimArm reduces reaching time by 30% on a real robot.", "reaching time"),
    ("We propose GlimCell. GlimCell reduces the doubling time error by 12% on tumour cells.", "doubling time"),
])
def test_a_gerund_used_as_a_noun_still_names_its_measure(nlp, abstract, measure):
    assert measure in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_year_in_a_dataset_name_before_the_subject_does_not_make_it_others_work(nlp):
    extraction = extract_paper(_paper("In this work, we present a new unsupervised glim denoiser. On the Quark Clinic "
                                      "2016 low-dose dataset, GlimDN outperforms the leading method by 4.59 dB."), nlp)
    assert _by_text(extraction, "METHOD")["GlimDN"].role == "proposed"


def test_a_name_and_its_short_form_in_brackets_do_not_join_the_next_names_list(nlp):
    extraction = extract_paper(_paper("We map farm practices in vineyards from glim image time series (GITS) data "
                                      "from two glim feeds: Glimsat-2 (G2) and QuarkScope (QS)."), nlp)
    assert "Glimsat-2" not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("title, task", [
    ("GlimTeam at SemEval-2031 Task 11: Adapters for Quark Detection", "SemEval-2031 Task 11"),
    ("QuarkLab at the GLIM 2030 Shared Task: Zorb Tagging with Small Models", "GLIM 2030 Shared Task"),
])
def test_the_shared_task_a_system_title_names_is_the_data_its_results_are_on(nlp, title, task):
    extraction = extract_paper(_paper("We tune adapters for quark detection. Our system ranked 7th for Glimish and "
                                      "reached 61.2% F1 on the hidden split.", title=title), nlp)
    data = [m for m in extraction.mentions if m.label == "DATASET" and m.text == task]
    assert data and data[0].evidence.section == "title" and data[0].evidence.rule == "title:shared-task"
    assert [(c.value, c.dataset) for c in extraction.claims] == [(7.0, task), (61.2, task)]


def test_a_title_with_at_and_a_colon_names_no_shared_task_without_one(nlp):
    extraction = extract_paper(_paper("We study glim models at scale.", title="Looking at Glim Models: A Study"), nlp)
    assert not [m for m in extraction.mentions if m.evidence.rule == "title:shared-task"]


def test_an_item_opening_on_what_the_paper_does_is_not_a_name(nlp):
    extraction = extract_paper(_paper(
        "We study glim posts. Our work does three things: (1) Benchmarking QLMs with many prompt styles per subtask; "
        "(2) Evaluating LoRA tuning across every QLM part; and (3) a new distillation recipe for small models."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert "Benchmarking QLMs" not in methods and "Evaluating LoRA" not in methods and "LoRA" in methods


def test_a_coined_name_before_the_first_colon_is_not_a_team_at_a_shared_task(nlp):
    extraction = extract_paper(_paper("We present a sparse tagger. It reaches 88.1% F1 and ranked first.",
                                      title="ZorbNet: Winning at the Glim Challenge: A Sparse Tagger"), nlp)
    assert "ZorbNet" in _by_text(extraction, "METHOD")
    assert not [m for m in extraction.mentions if m.evidence.rule == "title:shared-task"]
    assert [c.method for c in extraction.claims] == ["ZorbNet", "ZorbNet"]


@pytest.mark.parametrize("title", ["Privacy at Every Step Is a Challenge: Auditing Glim Models",
                                   "Quantization at Low Bit-Widths Remains a Challenge: A Glim Study"])
def test_a_title_saying_something_is_a_challenge_names_no_shared_task(nlp, title):
    extraction = extract_paper(_paper("We quantize Glim to 4 bits. Accuracy drops by 3.1 points.", title=title), nlp)
    assert not [m for m in extraction.mentions if m.evidence.rule == "title:shared-task"]
    assert [c.dataset for c in extraction.claims] == [None]


def test_what_a_shared_task_system_costs_is_not_a_result_on_the_task(nlp):
    extraction = extract_paper(_paper("We tune adapters for quark detection. Our adapters cut trainable parameters by "
                                      "96% and shorten glim training time by 35%. Our system reached 61.2% F1.",
                                      title="GlimTeam at SemEval-2031 Task 4: Adapters for Quark Detection"), nlp)
    assert [(c.value, c.dataset) for c in extraction.claims] == [(96.0, None), (35.0, None),
                                                                 (61.2, "SemEval-2031 Task 4")]


def test_a_name_the_paper_gives_an_observed_effect_is_no_method(nlp):
    extraction = extract_paper(_paper(
        "Glim solvers keep their first answer when told it is wrong, a flaw that we call QUARK FADE. "
        "We also find a previously unseen phenomenon we term Lazy Glim Shift (LGS), wherein confidence drops. "
        "We propose GlimFix, which mitigates LGS."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert "GlimFix" in methods
    assert not {"QUARK FADE", "Lazy Glim Shift", "LGS"} & set(methods)


def test_a_strategy_the_paper_calls_by_name_is_still_its_method(nlp):
    extraction = extract_paper(_paper("We propose a two-stage scheme we call Glim Routing for quark parsing."), nlp)
    assert _by_text(extraction, "METHOD")["Glim Routing"].role == "proposed"


def test_a_bracket_of_title_case_words_holding_the_capitals_in_order_spells_the_name(nlp):
    extraction = extract_paper(_paper(
        "Here we put forward a scheme named GQT (Glim Case Quark and Iterative Tuning) for quark parsing. "
        "We also present GQS4 (Glim Quark 4D Splatting), a framework for compact scenes."), nlp)
    by_text = {m.text: m for m in extraction.mentions if m.label == "METHOD"}
    assert by_text["GQT"].long_form == "Glim Case Quark and Iterative Tuning"
    assert by_text["GQS4"].long_form == "Glim Quark 4D Splatting"
    assert "Glim Case Quark" not in by_text and "Iterative Tuning" not in by_text and "Glim Quark" not in by_text


def test_a_bracket_after_letters_that_spells_other_letters_is_no_long_form(nlp):
    extraction = extract_paper(_paper("We fine-tune GLQ (Vicuna Backbone Large) on our quark data."), nlp)
    assert not [m for m in extraction.mentions if m.long_form == "Vicuna Backbone Large"]


def test_letters_spelled_in_brackets_before_a_dataset_noun_name_data(nlp):
    extraction = extract_paper(_paper(
        "We study glim trends through analysis of posts using the G4QA (Glim for Quark Answers) dataset."), nlp)
    data = _by_text(extraction, "DATASET")
    assert data["G4QA"].role == "evaluated" and "G4QA" not in _by_text(extraction, "METHOD")


def test_letters_after_namely_that_spell_the_proposed_name_are_its_short_form(nlp):
    extraction = extract_paper(_paper(
        "To address these, we introduce Glim Human Reconstruction with Side Views, namely GHRIS, which consists "
        "of two parts."), nlp)
    methods = [m for m in extraction.mentions if m.label == "METHOD"]
    assert [m.long_form for m in methods if m.text == "GHRIS"] == ["Glim Human Reconstruction with Side Views"]
    assert "Glim Human Reconstruction with Side Views" not in {m.text for m in methods}


@pytest.mark.parametrize("text, measure, not_measure", [
    ("Our glim module also clearly raises quark detection accuracy on three sets.", "quark detection accuracy",
     "detection accuracy"),
    ("Experiments show that GlimNet improves temporal localization accuracy by a wide margin.", "temporal localization accuracy",
     "localization accuracy"),
    ("Experiments show that GlimNet drops the glim inputs that worsen estimation error.", "estimation error",
     "worsen estimation error"),
    ("Our run shows that GlimNet increases detection accuracy over the old model.", "detection accuracy",
     "increases detection accuracy"),
    ("Our runs show that GlimNet improves computer vision accuracy over the old model.", "vision accuracy",
     "computer vision accuracy"),
    ("Experiments show that GlimNet clearly improves 3D grounding accuracy on two sets.", "3D grounding accuracy",
     "grounding accuracy"),
    ("Experiments show that GlimNet cuts 2D localization error by half.", "2D localization error",
     "localization error"),
])
def test_a_measure_of_a_process_takes_the_word_that_says_what_is_processed(nlp, text, measure, not_measure):
    metrics = _by_text(extract_paper(_paper(text), nlp), "METRIC")
    assert measure in metrics and not_measure not in metrics


def test_a_measure_named_by_a_known_task_is_one_measure_and_the_task_stays(nlp):
    extraction = extract_paper(_paper("Our runs show that GlimNet improves object detection accuracy by 3.1%."), nlp)
    assert "object detection accuracy" in _by_text(extraction, "METRIC")
    assert "accuracy" not in _by_text(extraction, "METRIC")
    assert "object detection" in _by_text(extraction, "TASK")
    assert [c.metric for c in extraction.claims] == ["object detection accuracy"]


def test_a_treebank_is_data(nlp):
    extraction = extract_paper(_paper(
        "This paper introduces GLIM-Zorb-QT, the first openly released Quark Glim (QG) treebank of child speech. "
        "Focusing on the QSD treebank, we study how word boundaries shape parses."), nlp)
    data = _by_text(extraction, "DATASET")
    assert data["GLIM-Zorb-QT"].role == "introduced" and data["QSD"].role == "evaluated"
    assert "GLIM-Zorb-QT" not in _by_text(extraction, "METHOD")


def test_names_listed_after_a_noun_of_categories_are_no_methods(nlp):
    extraction = extract_paper(_paper(
        "We propose GlimCoder. Our new benchmark holds 1,203 clips sorted into seven categories, such as Glimlife, "
        "Quark Care, and Zorb Watching. We test on programming languages like Python, Glimpp, and Java, and "
        "GlimCoder wins. We compare against detectors for rare classes, such as GlimDet and ZorbDet."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert not {"Quark Care", "Zorb Watching", "Glimpp"} & set(methods)
    assert methods["GlimCoder"].role == "proposed"
    assert methods["GlimDet"].role == "compared" and methods["ZorbDet"].role == "compared"


def test_a_name_set_after_what_the_paper_proposes_to_model_with_is_its_own(nlp):
    proposed = extract_paper(_paper(
        "Unlike prior glim work, we propose to model quark triage with a hypothesis-driven zorb agent, GL-QDM, "
        "that asks for tests until it is sure."), nlp)
    assert _by_text(proposed, "METHOD")["GL-QDM"].role == "proposed"
    used = extract_paper(_paper("Here we propose to use one strong glim model, GlimNet, which is pretrained on quarks."), nlp)
    assert _by_text(used, "METHOD")["GlimNet"].role == "used"
    distilled = extract_paper(_paper(
        "Here we propose to distill a large glim teacher model, ZorbLM, into a small student."), nlp)
    assert _by_text(distilled, "METHOD")["ZorbLM"].role != "proposed"


@pytest.mark.parametrize("text, measure", [
    ("Experiments show that our adapters raise recognition accuracy on ZorbQA by 3.2%.", "recognition accuracy"),
    ("Experiments show GlimNet runs twice as fast, but detection accuracy drops by 1.2% on QuarkBench.",
     "detection accuracy"),
    ("Experiments show that larger glim batches hurt segmentation accuracy by 2%.", "segmentation accuracy"),
])
def test_a_verb_or_a_joining_word_before_a_measure_of_a_process_is_not_its_modifier(nlp, text, measure):
    extraction = extract_paper(_paper(text), nlp)
    assert measure in _by_text(extraction, "METRIC")
    assert all(c.metric in (None, measure) for c in extraction.claims)


def test_a_task_noun_after_a_task_and_a_measure_head_keeps_the_task(nlp):
    extraction = extract_paper(_paper("GlimNet improves speech recognition error detection by 4.2 F1 on ZorbQA."), nlp)
    assert "speech recognition error" not in _by_text(extraction, "METRIC")


def test_what_the_paper_calls_its_own_method_after_a_problem_noun_is_kept(nlp):
    extraction = extract_paper(_paper(
        "To mitigate this glim bias, we call our method GlimFix. We propose a learnable bias term QuarkReg that "
        "steadies training."), nlp)
    methods = _by_text(extraction, "METHOD")
    assert methods["GlimFix"].role == "proposed" and methods["QuarkReg"].role == "proposed"


def test_a_bracket_spelling_a_network_before_set_keeps_it_a_method(nlp):
    extraction = extract_paper(_paper("We use G2QN (Glim to Quark Network) set to default values as our backbone."),
                               nlp)
    assert "G2QN" in _by_text(extraction, "METHOD") and "G2QN" not in _by_text(extraction, "DATASET")


@pytest.mark.parametrize("abstract, name", [
    ("The clip track uses the GlimVD-QC, which contains 6,120 user generated clips.", "GlimVD-QC"),
    ("We build QuarkDB, which includes over 1.3 million pairs of scans.", "QuarkDB"),
    ("We release GlimTree-90M, comprising 91 million images of leaves.", "GlimTree-90M"),
    ("QuarkQA contains 12,040 questions about maps.", "QuarkQA"),
    ("We release GlimChem, which contains 12,400 molecules.", "GlimChem"),
])
def test_a_name_said_to_hold_a_count_of_things_is_data(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert name in _by_text(extraction, "DATASET")
    assert name not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("We adopt GlimNet-V2, which contains 12 transformer layers, as our encoder.", "GlimNet-V2"),
    ("We adopt GlimNet-V2, which comprises 3 lightweight modules, as our encoder.", "GlimNet-V2"),
    ("We use a dataset provided by GQRA, comprising 192 scans.", "GQRA"),
    ("We introduce QzSet, a dataset for Glim Stance Tagging, containing 7,020 posts.", "Glim Stance Tagging"),
    ("We use the QzSpeech corpus from the Glim Data Consortium, which contains about 70 hours of speech.",
     "Glim Data Consortium"),
    ("We propose GlimNet, which contains 3 transformers, and evaluate it on QuarkSet.", "GlimNet"),
    ("Our framework GlimFormer comprises 2 towers and 3 adapters.", "GlimFormer"),
    ("Patients were recruited at Zorb General Hospital, which covers 1.2 million residents.", "Zorb General Hospital"),
    ("We study records from Zorb General Hospital, which includes 5,000 patients.", "Zorb General Hospital"),
])
def test_what_a_model_holds_or_who_made_the_data_is_no_data(nlp, abstract, name):
    assert name not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, proposed, not_proposed", [
    ("Tests on two sets show our proposed glim-based sampler with quark and entropy learning (GlimQEL) serves as an "
     "effective plug-in.", "GlimQEL", None),
    ("Contrastive quark learning (CQL) is widely used. We propose GlimNet.", "GlimNet", "CQL"),
    ("Unlike earlier work, we propose online continual learning (OCL) for small devices.", None, "OCL"),
])
def test_a_learning_defined_by_letters_right_after_a_proposal_is_the_papers_own(nlp, abstract, proposed, not_proposed):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert proposed is None or methods[proposed].role == "proposed"
    assert not_proposed is None or not_proposed not in methods


@pytest.mark.parametrize("abstract, data", [
    ("We present GLIMMER, a framework for rating quark behaviour on two datasets: open-ended quark prompts (OQP) "
     "and Zorb Talk (ZT).", "OQP"),
    ("We evaluate GlimNet on two datasets: open-ended quark prompts (OQP) and Zorb Talk (ZT).", "OQP"),
])
def test_names_in_small_letters_listed_after_a_colon_of_data_are_data(nlp, abstract, data):
    extraction = extract_paper(_paper(abstract), nlp)
    assert data in _by_text(extraction, "DATASET") and data not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, method", [
    ("Our tests use two datasets: QuarkSet and GlimSet, and we adopt graph quark networks (GQN) as the backbone.",
     "GQN"),
    ("We compare on three datasets: GlimSet, QuarkSet and ZorbSet, and quark-guided glim tuning (QGT) wins on all.",
     "QGT"),
])
def test_a_method_defined_after_a_list_of_data_stays_out_of_it(nlp, abstract, method):
    assert method not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, measures", [
    ("GlimNet scores 6.9 on average in tri-axial metrics assessing glim consistency, quark preservation, and zorb "
     "quality.", {"glim consistency", "quark preservation", "zorb quality"}),
    ("We evaluate outputs on three criteria -- Glim Synchronization, Quark Readability, and Zorbness -- with two "
     "judges.", {"Glim Synchronization", "Quark Readability", "Zorbness"}),
    ("We define two metrics\u2014glim rate and quark recall\u2014to rate model behaviour.", {"glim rate", "quark recall"}),
])
def test_measures_listed_between_dashes_or_after_assessing_are_measures(nlp, abstract, measures):
    assert measures <= set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC"))


@pytest.mark.parametrize("abstract, not_measure", [
    ("Our glim suite offers many scoring metrics assessing key aspects of glim stories.", "key aspects"),
    ("Checking metrics -- assessing glim metrics as such -- matters for fair ranking.",
     "assessing glim metrics as such"),
    ("We solve the problem from three dimensions -- data, model, and training -- in turn.", "data"),
    ("We compare -- across all metrics -- GlimNet, QuarkNet, and ZorbNet on QuarkSet.", "QuarkNet"),
    ("We report metrics assessing GlimNet, QuarkNet, and ZorbNet on QuarkSet.", "QuarkNet"),
    ("We evaluate scaling GlimNet along three dimensions -- depth, width, and resolution -- on QuarkSet.", "width"),
    ("We evaluate how safety measures -- masks, distancing, and ventilation -- affect infection.", "masks"),
])
def test_words_after_a_dash_or_assessing_that_make_no_list_are_no_measures(nlp, abstract, not_measure):
    assert not_measure not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract, name", [
    ("Moreover, we design a simple strategy called Glim Proposal Refining and Mixing, which aligns region proposals.",
     "Glim Proposal Refining and Mixing"),
    ("We propose a module named Quark Pooling and Fusion, which merges features.", "Quark Pooling and Fusion"),
])
def test_a_given_name_joined_by_and_runs_to_where_the_clause_goes_on(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


@pytest.mark.parametrize("abstract, joined", [
    ("We compare against baselines called Glim Net and Quark Net, which fail.", "Glim Net and Quark Net"),
    ("We use a tool called Glim Search and Mistral to answer questions.", "Glim Search and Mistral"),
    ("We use two taggers called Glim Tagger and Zorbix, which work well.", "Glim Tagger and Zorbix"),
])
def test_two_names_given_together_stay_two(nlp, abstract, joined):
    assert joined not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("Next we examine every step and propose a plain but quick sample picking method Glim-Select for quark "
     "scoring.", "Glim-Select"),
    ("We study two glim views and propose an easy but strong fusion module ZorbFuse to merge them.", "ZorbFuse"),
])
def test_a_name_after_two_adjectives_joined_by_but_is_the_proposal(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


def test_a_clause_after_but_still_ends_the_proposal(nlp):
    abstract = "We study glim stages and propose heuristics, but Glim-Select remains slow on QuarkSet."
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, "Glim-Select")


@pytest.mark.parametrize("abstract, name", [
    ("Beyond this, we propose the earliest glim-driven quark planning model GlimPlan as a baseline on QuarkSet.",
     "GlimPlan"),
    ("For both gaps we propose an automatic quark generation pipeline ZorbGen that turns word puzzles into "
     "tables.", "ZorbGen"),
])
def test_a_task_describing_the_system_noun_is_no_earlier_name(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("Recent glim models such as Tiled ResNet-50 and QuarkRNN have improved recall.", "Tiled ResNet-50"),
    ("Our pipeline extends GlimField and runs Cascade YOLOv5 to draw quark boxes.", "Cascade YOLOv5"),
])
def test_a_known_model_after_one_capitalised_word_is_that_variant(nlp, abstract, name):
    variant = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name]
    assert variant.key is not None  # another's variant still merges with the model it runs


def test_the_paper_s_own_variant_of_a_known_model_is_a_model_of_its_own(nlp):
    variant = _by_text(extract_paper(_paper("We propose Density-Aware ResNet-50 for glim detection on FlorpSet."),
                                     nlp), "METHOD")["Density-Aware ResNet-50"]
    assert variant.role == "proposed" and variant.key is None


@pytest.mark.parametrize("abstract, name", [
    ("We compare GlimNet with Vanilla LSTM on QuarkSet.", "LSTM"),
    ("We compare GlimNet with Google BERT on QuarkSet.", "BERT"),
    ("We distil a Teacher ResNet-101 into GlimNet on QuarkSet.", "ResNet-101"),
    ("GlimNet keeps a Frozen CLIP encoder and trains on QuarkSet.", "CLIP"),
    ("We fine-tune GlimNet. Mamba layers replace attention in it.", "Mamba"),
])
def test_a_maker_a_describing_word_or_a_sentence_start_is_no_variant_word(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert name in methods and not any(other.endswith(" " + name) for other in methods)


@pytest.mark.parametrize("abstract, name, label", [
    ("Using the new taxonomy, we label a part of the e-COCO dataset by hand.", "e-COCO", "DATASET"),
    ("In glim tests, our GlimNet clearly outperforms p-BERT on QuarkSet.", "p-BERT", "METHOD"),
])
def test_a_small_letter_and_a_hyphen_before_a_known_name_make_a_name(nlp, abstract, name, label):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), label)


def test_a_small_letter_and_a_hyphen_before_other_capitals_make_no_name(nlp):
    extraction = extract_paper(_paper("GlimNet reads q-GLX and z-QRT levels as inputs from each quark sample."), nlp)
    assert not [m for m in extraction.mentions if m.text in ("q-GLX", "z-QRT")]


def test_a_rival_listed_with_a_named_measure_is_a_measure(nlp):
    abstract = "GlimCache renders sharper frames compared with rival caching schemes, judged by FID and GQIDX."
    extraction = extract_paper(_paper(abstract), nlp)
    assert "GQIDX" in _by_text(extraction, "METRIC") and "GQIDX" not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("Across many test settings, the proposed GLQ-VVC solution gains 0.6 dB in PSNR over the plain codec.", "GLQ-VVC"),
    ("This report describes our team's GLIM_Talk solution for the Quark Interaction Challenge.", "GLIM_Talk"),
])
def test_a_name_before_solution_is_a_method(nlp, abstract, name):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == "proposed"


@pytest.mark.parametrize("abstract, absent", [
    ("To use them well, we propose SGS-Quark, a Staged Glim Sampling framework for quark solvers that teach themselves.",
     "Staged Glim Sampling"),
    ("For this waste we propose QZ-EGE, an Early Glim Exit framework that skips layers on the road.", "Early Glim Exit"),
])
def test_capitalised_words_spelling_out_part_of_a_name_are_no_second_name(nlp, abstract, absent):
    assert absent not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, kind", [
    ("We present the final model GlimVerb, a page-wise Dual Quark model that adds label glosses.", "Dual Quark"),
    ("We present GlimSim, a Sequential Quark Carlo method for tracking zorbs.", "Sequential Quark Carlo"),
])
def test_the_known_kind_a_name_is_stays_a_method(nlp, abstract, kind):
    assert kind in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("To study such scenes, we introduce a Glim Street Image Dataset for Planning (GSIDP) built from panoramas.",
     "GSIDP"),
    ("We release the Open Quark Benchmarks for Glim Detection (OQBGD) to rank detectors.", "OQBGD"),
])
def test_a_long_form_whose_data_noun_comes_before_for_or_of_is_data(nlp, abstract, name):
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "DATASET")[name].role == "introduced" and name not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract, name", [
    ("To test them, we used scans from 412 people provided by the GLIM-300 competition.", "GLIM-300"),
    ("Our system came second in the Quark Gesture Scoring (QGS) competition.", "QGS"),
])
def test_a_name_before_competition_is_a_challenges_data(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, name, label", [
    ("We propose competition, a new scheme that sends each token to the glim expert that responds most.",
     "competition", "METHOD"),
    ("It began as an entry to a GLIMA competition held last spring and now runs daily.", "GLIMA", "DATASET"),
])
def test_competition_alone_or_after_a_is_no_challenge(nlp, abstract, name, label):
    found = _by_text(extract_paper(_paper(abstract), nlp), label)
    assert (name in found) == (label == "METHOD")


@pytest.mark.parametrize("abstract, rival", [
    ("Compared to QuarkNet, mAP increases by 3.4 points and FPS doubles on GlimSet.", "QuarkNet"),
    ("Compared with QuarkSeg, Dice improves by 2.1% on GlimSet.", "QuarkSeg"),
])
def test_a_rival_a_comma_parts_from_a_measure_stays_a_rival(nlp, abstract, rival):
    extraction = extract_paper(_paper(abstract), nlp)
    assert _by_text(extraction, "METHOD")[rival].role == "compared" and rival not in _by_text(extraction, "METRIC")


@pytest.mark.parametrize("abstract, name", [
    ("We propose to compress the open-vocabulary detection model QuarkDet by 4x.", "QuarkDet"),
    ("We propose a pruning scheme for the speech recognition model ZorbASR.", "ZorbASR"),
])
def test_a_model_the_proposal_works_on_is_not_proposed(nlp, abstract, name):
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, name)


def test_but_after_a_noun_opens_a_clause(nlp):
    abstract = "Prior work relies on a teacher but QuarkKD removes this need on GlimSet."
    assert ("METHOD", "used") not in _found_as(nlp, abstract, "QuarkKD")


@pytest.mark.parametrize("abstract", [
    "Our relaxation matches the QILP solution while running 40x faster.",
    "Each step stays close to the GLP solution of the relaxed problem.",
])
def test_a_problems_solution_is_no_method(nlp, abstract):
    assert not _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_capitalised_word_in_math_mode_is_a_name_only_where_the_text_names_with_it():
    from kg.extract.pipeline import clean_text

    assert "$Test$" in clean_text("Accuracy on $Test$ rises while $Train$ loss falls.")
    cleaned = clean_text("We propose a step-aware glim framework $Zorbia$. Later, $Zorbia$ beats QuarkNet.")
    assert "$" not in cleaned and cleaned.count("Zorbia") == 2


def test_names_before_competitions_in_the_plural_are_no_data(nlp):
    abstract = "All glim test sets we use come from the GLIMEVAL and QUARKEVAL competitions of past years."
    assert not _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract, name", [
    ("We propose an add-on that accelerates the image generation model QuarkDiff by 3x.", "QuarkDiff"),
    ("We present an attack which fools the object detection model QuarkDet on GlimSet.", "QuarkDet"),
])
def test_a_model_a_proposed_part_acts_on_is_not_proposed(nlp, abstract, name):
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, name)


@pytest.mark.parametrize("abstract, name", [
    ("We fit a Modified U-Net to QuarkSet and report Dice.", "U-Net"),
    ("We serve Ollama Llama-3 on a glim laptop to answer queries.", "Llama-3"),
])
def test_describing_words_and_hosts_make_no_variant(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert name in methods and not any(other.endswith(" " + name) for other in methods)


def test_a_method_long_form_with_a_data_noun_after_its_first_preposition_stays_a_method(nlp):
    abstract = "We propose Continual Pretraining on Glim Corpus for Clinical Quark (CPGCQ), a training recipe for notes."
    assert "CPGCQ" in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_body_before_competition_is_no_data(nlp):
    assert not _by_text(extract_paper(_paper("We won the QUARKA competition with GlimNet last year."), nlp), "DATASET")


def test_a_rival_listed_before_a_measure_stays_a_rival(nlp):
    abstract = "Compared with QuarkNet and MSE, our glim loss yields sharper images on GlimSet."
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["QuarkNet"].role == "compared"


def test_a_word_in_math_mode_a_sentence_calls_something_is_no_name():
    from kg.extract.pipeline import clean_text

    assert "$Consensus$" in clean_text("We reach a state we call $Consensus$, in which agents agree.")


@pytest.mark.parametrize("abstract", [
    "We verify the sampling efficiency on GlimBench-201 and the transfer to other tasks on QuarkBench-101.",
    "We verify the robustness of our method on GlimBench-201.",
])
def test_a_name_a_method_is_verified_on_is_an_evaluated_dataset(nlp, abstract):
    assert _found_as(nlp, abstract, "GlimBench-201") == {("DATASET", "evaluated")}


@pytest.mark.parametrize("abstract", [
    "Here we propose Glimscope, as the broadest quiz benchmark so far for vision-language models.",
    "We introduce Glimscope as a new and demanding benchmark for probing judges.",
])
def test_a_name_brought_in_as_a_benchmark_is_an_introduced_dataset(nlp, abstract):
    assert _found_as(nlp, abstract, "Glimscope") == {("DATASET", "introduced")}


@pytest.mark.parametrize("abstract, name", [
    ("We fine-tune GlimNet from an EfficientNet B4 backbone and compare it with QuarkNet.", "EfficientNet B4"),
    ("On QuarkSet, GlimNet outperforms DeepSeek R1 and Quark-7B.", "DeepSeek R1"),
])
def test_a_release_by_letter_and_number_written_apart_is_part_of_the_name(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"METHOD"}


def test_a_letter_and_number_no_release_of_the_family_stays_apart(nlp):
    abstract = "GlimNet trains QuarkNet with an L2 loss, and QuarkNet L2 penalties keep the weights small."
    assert "QuarkNet L2" not in {m.text for m in extract_paper(_paper(abstract), nlp).mentions}


def test_a_task_taken_as_a_benchmark_is_no_dataset(nlp):
    abstract = ("To assess it, we investigate Glimmed Segmentation (GS) as a new benchmark for rating "
                "upsampling methods.")
    assert "DATASET" not in _labels_found_as(nlp, abstract, "Glimmed Segmentation")


@pytest.mark.parametrize("abstract, name", [
    ("We propose a new prompting method for Glimmish Error Explanation (GEE) using large language models.",
     "Glimmish Error Explanation"),
    ("We propose a framework for Quark Image Forgery Localization (QIFL), which generalises to unseen forgeries.",
     "Quark Image Forgery Localization"),
])
def test_a_task_defined_after_a_method_for_is_what_the_method_is_for(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"TASK"}


@pytest.mark.parametrize("abstract, name", [
    ("We propose a method for Glim Quark Network (GQN) training on small devices.", "Glim Quark Network"),
    ("We propose a network for Quark Prediction through Glim Attention (QuarkPGA), which beats GlimNet.",
     "Quark Prediction through Glim Attention"),
    ("We propose a framework for ReliAble QuArk LoCalization (RAQALC), which beats GlimNet.",
     "ReliAble QuArk LoCalization"),
])
def test_a_coined_name_after_a_method_for_stays_the_method(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"METHOD"}


@pytest.mark.parametrize("verb, found", [("achieves", True), ("surpasses", True), ("streams", False)])
def test_a_plain_title_word_written_once_is_the_method_where_it_reaches_a_result(nlp, verb, found):
    title = "Glimmer: Real-Time Splatting of City-Scale Scenes on a Phone"
    abstract = ("Rendering city-scale scenes on mobile devices remains hard. We present a system that streams "
                f"splats from the cloud. Compared to existing solutions, Glimmer {verb} over 100x less data.")
    mentions = extract_paper(_paper(abstract, title=title), nlp).mentions
    assert (("METHOD", "proposed") in {(m.label, m.role) for m in mentions if m.text == "Glimmer"}) is found


def test_the_subject_after_a_fronted_comparison_with_an_unnamed_rival_is_not_compared(nlp):
    abstract = ("We study Glimmish error explanation. Compared to the former baseline, GlimLM shows a decrease "
                "of 27.5% in mislabelled error types.")
    assert ("METHOD", "compared") not in _found_as(nlp, abstract, "GlimLM")


@pytest.mark.parametrize("abstract, name", [
    ("We verify the protocol on GlimChain, a permissioned ledger, in constant gas.", "GlimChain"),
    ("Users can verify their identity on GlimPay without revealing biometrics.", "GlimPay"),
])
def test_a_system_a_proof_or_a_check_runs_on_is_no_dataset(nlp, abstract, name):
    assert "DATASET" not in _labels_found_as(nlp, abstract, name)


@pytest.mark.parametrize("abstract, name", [
    ("We use QuarkLM as the teacher and QuarkText as the training corpus.", "QuarkLM"),
    ("We use QuarkNet, as the most widely used benchmark model, for comparison.", "QuarkNet"),
    ("We propose Glim Segmentation (GS), as a novel benchmark task.", "Glim Segmentation"),
])
def test_a_name_taken_as_something_the_paper_does_not_present_is_no_introduced_dataset(nlp, abstract, name):
    assert ("DATASET", "introduced") not in _found_as(nlp, abstract, name)


@pytest.mark.parametrize("long_form", ["Stochastic Zorb Averaging", "Glim Data Augmentation", "Cross-Glim Attention",
                                       "Low-Rank Glim Adaptation", "Adaptive Glim Normalization"])
def test_a_technique_defined_after_a_method_for_stays_the_method(nlp, long_form):
    short = "".join(word[0] for word in long_form.replace("-", " ").split())
    abstract = f"We propose a method for {long_form} ({short}) of model weights. {short} improves accuracy by 2.1%."
    assert _labels_found_as(nlp, abstract, long_form) == {"METHOD"}


def test_a_title_word_that_exceeds_a_limit_is_not_the_method(nlp):
    title = "Chimera: Why Mixture-of-Experts Models Fail at Scale"
    abstract = ("We study why sparse models fail. Routing reaches only 40% load balance, and Chimera exceeds memory "
                "budgets on every device we test.")
    assert "Chimera" not in {m.text for m in extract_paper(_paper(abstract, title=title), nlp).mentions}


def test_names_listed_before_score_as_their_verb_are_all_models(nlp):
    abstract = "On GlimBench, frontier models like o4-mini and GPT-4o score only around 60%."
    assert {"o4-mini", "GPT-4o"} <= {m.text for m in extract_paper(_paper(abstract), nlp).mentions
                                     if m.label == "METHOD"}


@pytest.mark.parametrize("abstract, measure", [
    ("GlimNet reaches 71.3 Top 1 accuracy on ZorbSet.", "Top 1 accuracy"),
    ("GlimReID improves Rank-1 accuracy by 4% on ZorbReid.", "Rank-1 accuracy"),
    ("GlimNet achieves superior Top-K accuracy compared to existing methods.", "Top-K accuracy"),
    ("GlimTraj improves top-5 recall by 6% over ZorbViT.", "top-5 recall"),
    ("GlimSent improves 7-class accuracy by 2.6% on ZorbMOSI.", "7-class accuracy"),
    ("GlimFew improves 5-way 1-shot accuracy by 2.1% on ZorbImageNet.", "5-way 1-shot accuracy"),
    ("GlimNet achieves 85.2% Top 1 accuracy, surpassing QuarkNet.", "Top 1 accuracy"),
    ("GlimNet reduces the Top 5 error rate to 3.1%.", "Top 5 error rate"),
])
def test_a_cutoff_or_class_count_before_a_measure_is_part_of_its_name(nlp, abstract, measure):
    measures = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert list(measures) == [measure]


def test_a_count_before_a_measure_word_that_opens_another_noun_is_not_its_cutoff(nlp):
    measures = _by_text(extract_paper(_paper("We survey the top 10 precision agriculture platforms."), nlp), "METRIC")
    assert "top 10 precision" not in measures


def test_names_before_the_plural_of_what_they_are_are_not_datasets_named_later(nlp):
    abstract = "Our method outperforms GlimNet and QuarkNet, the strongest baselines across datasets."
    assert "GlimNet" not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract", [
    "Hence we propose Glim-Quark-CoT (a.k.a. GQ-CoT), a framework that builds quark supervision. "
    "GQ-CoT outperforms ZorbNet on GlimBench.",
    "We introduce Glimmer Quark Reasoning, a.k.a. GlimQR, a simple method for rule reasoning.",
])
def test_a_name_given_with_aka_is_another_name_of_the_same_method(nlp, abstract):
    from kg.evaluate import to_eval_record
    extraction = extract_paper(_paper(abstract), nlp)
    sentences = {m.evidence.sentence for m in extraction.mentions if m.label == "METHOD"}
    assert len([sentence for sentence in sentences if "a.k.a." in sentence]) == 1  # no sentence ends at "a.k.a."
    groups = [set(entity["names"]) for entity in to_eval_record(extraction)["methods"]]
    first, second = ("Glim-Quark-CoT", "GQ-CoT") if "CoT" in abstract else ("Glimmer Quark Reasoning", "GlimQR")
    assert any({first, second} <= names for names in groups)
    assert {m.role for m in extraction.mentions if m.text in (first, second)} == {"proposed"}


def test_names_listed_before_a_count_of_corpora_are_datasets(nlp):
    abstract = "For this purpose we build GlimNews and GlimNewsParallel, two multilingual glim-specific corpora."
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert {"GlimNews", "GlimNewsParallel"} <= set(datasets)


@pytest.mark.parametrize("abstract, name, label", [
    ("GlimFix lowers hallucination by 25.2 compared to ZorbDec on the CHAIR benchmark.", "CHAIR", "DATASET"),
    ("We report CHAIR on the QuarkBench benchmark.", "CHAIR", "METRIC"),
    ("GlimNet improves the BLEU benchmark scores of QuarkMT.", "BLEU", "METRIC"),
    ("GlimScore, a new metric, rates glim quality.", "GlimScore", "METRIC"),
])
def test_a_measure_name_before_one_benchmark_noun_names_the_benchmark(nlp, abstract, name, label):
    extraction = extract_paper(_paper(abstract), nlp)
    assert {m.label for m in extraction.mentions if m.text == name} == {label}


@pytest.mark.parametrize("abstract, measure", [
    ("GlimBot shows large gains in instruction-following accuracy over QuarkBot.",
     "instruction-following accuracy"),
    ("GlimPanda lifts Top-50 matching accuracy to 52% from 36%.", "Top-50 matching accuracy"),
])
def test_a_compound_measure_takes_a_noun_participle_modifier_and_a_cutoff(nlp, abstract, measure):
    extraction = extract_paper(_paper(abstract), nlp)
    assert measure in _by_text(extraction, "METRIC")
    assert not any(m.text.startswith("Top-") for m in extraction.mentions if m.label == "METHOD")


@pytest.mark.parametrize("abstract", [
    "GlimNet reaches near-ceiling accuracy on QuarkSet.",
    "Such systems face ever-increasing accuracy demands.",
])
def test_a_modifier_saying_how_is_not_part_of_a_measure(nlp, abstract):
    measures = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert not any("-" in name for name in measures)


@pytest.mark.parametrize("abstract, name, role", [
    ("In addition, a Dual MixUP scheme is designed in the latent space to separate hard glim samples.",
     "Dual MixUP", "proposed"),
    ("We propose GlimLoRA, which introduces Wide Glim LoRA, Mid-Span Glim LoRA, and Row-Wise LoRA.",
     "Mid-Span Glim LoRA", "proposed"),
    ("We propose GlimLoRA, which introduces Wide Glim LoRA, Mid-Span Glim LoRA, and Row-Wise LoRA.",
     "Wide Glim LoRA", "proposed"),
    ("We fine-tune Tiled ResNet-50 on GlimSet.", "Tiled ResNet-50", "used"),
])
def test_capitalised_words_before_a_known_name_name_a_variant_of_it(nlp, abstract, name, role):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[name].role == role


def test_a_maker_before_a_known_name_is_no_variant(nlp):
    abstract = "We compare GlimNet against Google Gemini and Vanilla LSTM."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert "Vanilla LSTM" not in methods and "LSTM" in methods


def test_a_defined_process_a_module_noun_follows_is_a_part(nlp):
    abstract = "We propose GlimNet. Finally, the features are fused in the Global Quark Processing (GQP) module."
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["GQP"].role == "proposed"


@pytest.mark.parametrize("abstract, name, label, role", [
    ("We introduce GlimSafe Attribution, a token-wise glim attribution framework.",
     "GlimSafe Attribution", "METHOD", "proposed"),
    ("We present QM Health, a large glim rumour dataset.", "QM Health", "DATASET", "introduced"),
    ("We present GSQuark Studio, a modular glim framework.", "GSQuark Studio", "METHOD", "proposed"),
])
def test_a_capitalised_word_before_an_apposition_belongs_to_the_name(nlp, abstract, name, label, role):
    extraction = extract_paper(_paper(abstract), nlp)
    (mention,) = [m for m in extraction.mentions if m.label in ("METHOD", "DATASET")]
    assert (mention.text, mention.label, mention.role) == (name, label, role)


def test_a_sentence_adverb_before_an_apposition_is_no_part_of_the_name(nlp):
    methods = _by_text(extract_paper(_paper("We compare with GlimNet Overall, a strong model."), nlp), "METHOD")
    assert list(methods) == ["GlimNet"]


@pytest.mark.parametrize("abstract, names", [
    ("Here we give a general way to speed up glim search, allowing the implementation of two "
     "faster algorithms: GLSD++ and QES++.", ["GLSD++", "QES++"]),
    ("Using this corpus, we fine-tune Zorbis and QuarkMed, resulting in two tuned clinical VLMs: Glim-QuarkMed "
     "and Med-Zorbis, both tuned for multi-image analysis.", ["Med-Zorbis"]),
    ("We propose two training-free unlearning methods via intervention and abstention respectively: Glim Adjust and "
     "Quark Space Detection.", ["Glim Adjust", "Quark Space Detection"]),
    ("We introduce GlimIP, a framework with two separate components: a Styling Adapter for style and a "
     "Keeping Adapter for identity.", ["Keeping Adapter"]),
])
def test_systems_listed_after_a_count_the_paper_brings_in_are_proposed(nlp, abstract, names):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert [methods[name].role for name in names] == ["proposed"] * len(names)


@pytest.mark.parametrize("abstract, names", [
    ("We propose a two-level ensemble that combines three state-of-the-art glim architectures: GlimNet, QuarkNet-101, "
     "and ZorbNet.", ["QuarkNet-101"]),
    ("We develop a glim framework, measuring its impact on four LLMs: Glim-70B-Instruct and Quark-13B-Chat.",
     ["Glim-70B-Instruct"]),
    ("We compare two strong methods: GlimA and GlimB.", ["GlimA", "GlimB"]),
])
def test_systems_listed_as_ready_made_or_studied_are_not_proposed(nlp, abstract, names):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert all(methods[name].role != "proposed" for name in names)


def test_a_defined_kind_named_after_it_stays_no_name(nlp):
    abstract = "We train the first glim reward model (GRM) called Zorb-Shepherd. Zorb-Shepherd beats QuarkRM."
    assert "GRM" not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract, name, role", [
    ("Recently, Sparse LoRA was proposed to reduce memory, but it suffers from drift.", "Sparse LoRA", "used"),
    ("We present Shared LoRA results on BlixSet.", "Shared LoRA", "used"),
    ("We introduce GlimNet, and Dual MixUp is used as augmentation.", "Dual MixUp", "used"),
    ("A Dual MixUP scheme is designed in the glim latent space.", "Dual MixUP", "proposed"),
    ("We propose GlimDiT, a Quark-Aware Diffusion Transformer for glim clouds.",
     "Quark-Aware Diffusion Transformer", "proposed"),
])
def test_a_variant_of_a_known_name_is_proposed_only_where_the_paper_brings_it_in(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


def test_a_ready_made_word_before_a_known_name_is_no_variant(nlp):
    methods = _by_text(extract_paper(_paper("We use Fine-Tuned BERT as a baseline."), nlp), "METHOD")
    assert "BERT" in methods and "Fine-Tuned BERT" not in methods


@pytest.mark.parametrize("abstract, measure, claimed", [
    ("GlimRet improves Top-1 retrieval accuracy by 4.2% on BlixSet.", "Top-1 retrieval accuracy",
     "Top-1 retrieval accuracy"),
    ("GlimNet delivers record-breaking accuracy on BlixSet, reaching 99.2%.", "accuracy", "accuracy"),
    ("GlimMat raises its glim-matching success rate by 6% on BlixMat.", "glim-matching success rate",
     "glim-matching success rate"),
])
def test_a_cutoff_joins_and_praise_leaves_a_compound_measure(nlp, abstract, measure, claimed):
    extraction = extract_paper(_paper(abstract), nlp)
    assert measure in _by_text(extraction, "METRIC")
    assert [claim.metric for claim in extraction.claims] == [claimed]


@pytest.mark.parametrize("abstract, label", [
    ("GlimVLM lowers hallucination on the CHAIR benchmark and the QuarkPOPE benchmark.", "DATASET"),
    ("GlimGen achieves a GlimScore of 62.1 on the GlimScore benchmark.", "METRIC"),
])
def test_a_measure_name_is_a_benchmark_only_before_its_benchmark_noun(nlp, abstract, label):
    labels = {m.label for m in extract_paper(_paper(abstract), nlp).mentions
              if m.text in ("CHAIR", "GlimScore")}
    assert labels == {label}


def test_a_part_noun_of_something_else_makes_no_part(nlp):
    abstract = "We propose GlimAgent. It is connected to the Electronic Health Record (EHR) module of the hospital."
    assert "EHR" not in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_names_listed_before_corpora_that_modify_a_noun_are_not_datasets(nlp):
    abstract = "We propose GlimMine and QuarkMine, two parallel corpora mining methods."
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET")) == set()


def test_a_name_given_whole_before_its_apposition_is_whole_where_written_again(nlp):
    abstract = ("We introduce GlimSafe Attribution, a token-wise glim attribution framework. "
                "In tests, GlimSafe Attribution achieves 91% accuracy on BlixSet.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert {m.text for m in extraction.mentions if m.label == "METHOD"} == {"GlimSafe Attribution"}
    assert [claim.method for claim in extraction.claims] == ["GlimSafe Attribution"]


def test_a_title_name_in_capitals_is_the_paper_s_own_method_as_the_abstract_spells_it(nlp):
    abstract = ("We introduce Zorbteller, a novel approach to story writing. Zorbteller joins two modules, the "
                "GLIMLINE and quark entity graph (QEG), that work with the writer. Zorbteller beats prior work, "
                "reaching a 71.5% win rate.")
    extraction = extract_paper(_paper(abstract, title="ZORBTELLER: A Plot Planner for Stories"), nlp)
    assert [claim.method for claim in extraction.claims] == ["Zorbteller"]


def test_a_sentence_adverb_glued_by_a_missing_full_stop_is_no_part_of_a_name(nlp):
    abstract = "Experiments were run on BlixSet Consequently, a new glim model is needed."
    assert "BlixSet" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_a_measure_name_before_scaling_names_a_technique_not_a_measure(nlp):
    abstract = "Inference time scaling gives GlimVLM longer reasoning, which we study on BlixSet."
    assert "Inference time" not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract, first, second, label", [
    ("We propose GlimNet (a.k.a. QuarkNet), a graph network for glim parsing.", "GlimNet", "QuarkNet", "METHOD"),
    ("Experiments on BlixSet (a.k.a. ZorbSet) show gains for GlimNet.", "BlixSet", "ZorbSet", "DATASET"),
    ("Our model, GlimNet (also known as QuarkNet), reaches 80% accuracy.", "GlimNet", "QuarkNet", "METHOD"),
])
def test_a_name_given_as_another_name_takes_the_type_of_the_first(nlp, abstract, first, second, label):
    mentions = {m.text: m for m in extract_paper(_paper(abstract), nlp).mentions}
    assert (mentions[second].label, mentions[second].long_form) == (label, first)


@pytest.mark.parametrize("abstract, kept", [
    ("Glim splatting methods often suffer from heavy GPU memory and disk space requirements on phones.", set()),
    ("Although the one-pass approach is fast, it suffers from a substantial storage cost of glims.", set()),
    # a cost with a number, or a later clause about the paper's own work, stays
    ("GlimNet cuts GPU memory by 40% compared to methods that suffer from high memory.", {"GPU memory"}),
    ("Existing methods suffer from drift, while GlimNet lowers GPU memory.", {"GPU memory"}),
])
def test_a_cost_named_as_the_burden_of_earlier_work_is_no_reported_measure(nlp, abstract, kept):
    measures = _by_text(extract_paper(_paper(abstract), nlp), "METRIC")
    assert {name for name in measures if name != "accuracy"} == kept


@pytest.mark.parametrize("abstract, short", [
    ("From the glim depth maps, a novel Minimum Bounding Glim Pixel (MBGP) method is proposed for area estimation.",
     "MBGP"),
    ("It joins the glim test step to a novel densely linked hidden Glim random field (dlHGRF) for structure.",
     "dlHGRF"),
])
def test_a_definition_called_new_is_the_papers_own(nlp, abstract, short):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[short].role == "proposed"


@pytest.mark.parametrize("abstract, names", [
    ("We propose GlimBench, a benchmark for code repair, and evaluate four LLMs: Zorb-7B, Blix-13B and Quark-70B.",
     ["Zorb-7B", "Blix-13B"]),
    ("We release a glim dataset and benchmark three models: ZorbNet, BlixNet and FlorpNet.", ["ZorbNet", "BlixNet"]),
    ("We propose GlimNet, which generalizes two classic algorithms: ZorbSort and BlixSort.", ["ZorbSort"]),
    ("We propose to distill three models: ZorbNet, BlixNet and FlorpNet, into one student.", ["ZorbNet"]),
])
def test_systems_listed_after_another_verb_than_the_proposal_are_not_proposed(nlp, abstract, names):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert all(methods[name].role != "proposed" for name in names)


@pytest.mark.parametrize("abstract, names", [
    ("Unlike existing glim approaches built on labels, we propose two self-supervised methods: GlimMask and "
     "QuarkDistill.", ["GlimMask", "QuarkDistill"]),
    ("Building on this corpus, we present two open-source models: GlimLM-7B and GlimLM-13B.", ["GlimLM-13B"]),
    ("To address this, we propose GlimVG, a new framework which integrates two core modules: ZorbAligner and "
     "BlixRefiner.", ["ZorbAligner", "BlixRefiner"]),
])
def test_systems_the_proposal_verb_itself_counts_are_proposed(nlp, abstract, names):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert [methods[name].role for name in names] == ["proposed"] * len(names)


@pytest.mark.parametrize("abstract, name, role", [
    ("Zhang et al. propose Gated LoRA, which routes tokens to adapters.", "Gated LoRA", "used"),
    ("Recent works introduce Sparse LoRA and Gated LoRA to reduce memory.", "Sparse LoRA", "used"),
    ("Recently, methods such as Sparse LoRA are designed to cut memory, yet they degrade accuracy.", "Sparse LoRA",
     "used"),
    ("In this paper, a Cascaded ResNet is proposed for fine-grained glim recognition.", "Cascaded ResNet", "proposed"),
    ("GlimDiff introduces Latent CutMix Mixing, an efficient technique for diversity.", "Latent CutMix",
     "proposed"),
])
def test_a_variant_is_the_papers_own_only_where_the_paper_brings_it_in(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("abstract, expected", [
    ("GlimNet achieves 45.1% mAP and 30% speedup over ZorbDet.", [(45.1, "absolute"), (30.0, "increase")]),
    ("GlimDet reaches 82.1% accuracy, 75.3% F1, and 12% latency reduction.",
     [(82.1, "absolute"), (75.3, "absolute"), (12.0, "decrease")]),
])
def test_a_singular_change_noun_is_the_last_values_own(nlp, abstract, expected):
    claims = extract_paper(_paper(abstract), nlp).claims
    assert [(claim.value, claim.direction) for claim in claims] == expected


def test_a_matrix_rank_before_a_measure_is_no_cutoff(nlp):
    assert "Rank-16 reconstruction error" not in _by_text(
        extract_paper(_paper("Our Rank-16 reconstruction error is 0.021 on GlimSet."), nlp), "METRIC")


def test_names_before_corpora_and_a_participle_are_datasets(nlp):
    abstract = "We release ZorbText and BlixWiki, two corpora annotated by linguists."
    assert {"ZorbText", "BlixWiki"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


@pytest.mark.parametrize("abstract, measure", [
    ("Existing methods suffer from drift, and the proposed GlimNet reduces inference time.", "inference time"),
    ("Existing Blix methods suffer from slow convergence, and GlimOpt achieves faster training time.",
     "training time"),
])
def test_a_cost_after_the_papers_own_system_is_reported_even_after_a_burden(nlp, abstract, measure):
    assert measure in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_definition_called_new_in_a_sentence_on_earlier_work_is_not_the_papers(nlp):
    abstract = "Prior work relies on a novel learnable Zorb Gate Unit (ZGU) for routing in GlimNet."
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["ZGU"].role != "proposed"


def test_parts_a_new_system_comprises_are_proposed(nlp):
    methods = _by_text(extract_paper(_paper("We propose GlimAgent, comprising two agents: ZorbPlanner and BlixActor."),
                                     nlp), "METHOD")
    assert [methods[name].role for name in ("ZorbPlanner", "BlixActor")] == ["proposed", "proposed"]


@pytest.mark.parametrize("abstract, name", [
    ("Here we propose Lopsided Glim 3DGS, a new framework that uses random glim artifacts.",
     "Lopsided Glim 3DGS"),
    ("We introduce two key innovations: Weighted Glim Cross-Entropy Loss, which balances instruction types.",
     "Weighted Glim Cross-Entropy Loss"),
    ("We propose a Conditional Residual Glim Quantized Variational Autoencoder for motion factors.",
     "Conditional Residual Glim Quantized Variational Autoencoder"),
    ("Second, we introduce the Twin Bargaining Glim U-Net, which fuses two views.", "Twin Bargaining Glim U-Net"),
])
def test_capitalised_words_read_as_a_name_before_a_known_one_open_one_name(nlp, abstract, name):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods[name].role == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("We propose Q-Glim R-CNN for ship detection. Q-Glim R-CNN delivers high accuracy on GlimSDD.", "Q-Glim R-CNN"),
    ("We introduce DA-Zorb ResNet-50, which adapts to new domains.", "DA-Zorb ResNet-50"),
])
def test_a_letter_joined_to_a_word_before_a_known_name_names_the_papers_variant(nlp, abstract, name):
    """"R-Glim R-CNN" is the paper's own detector, not the R-CNN it builds on."""
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


def test_a_coined_name_before_a_known_one_stays_a_name_of_its_own(nlp):
    methods = _by_text(extract_paper(_paper("We fine-tune GlimNet ResNet-50 on BlixSet."), nlp), "METHOD")
    assert {"GlimNet", "ResNet-50"} <= set(methods)


def test_a_title_naming_the_papers_system_overrides_data_a_gazetteer_knows_by_those_letters(nlp):
    abstract = "LSUN lowers the FID of GlimVAE tokens. LSUN can stand in for GlimVAE in tokenizers."
    extraction = extract_paper(_paper(abstract, title="LSUN: Light Sparse Upsampling Network for Glim Tokens"), nlp)
    assert _by_text(extraction, "METHOD")["LSUN"].role == "proposed" and "LSUN" not in _by_text(extraction, "DATASET")


@pytest.mark.parametrize("abstract, name", [
    ("We annotate the images with open-source tools such as ZorbLab, BlixLabel, and GlimLabel.", "ZorbLab"),
    ("Traditional toolkits, such as Zorbo and Blixo, are compared to GlimLM.", "Zorbo"),
])
def test_names_listed_after_a_word_for_tools_are_methods(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


@pytest.mark.parametrize("abstract", [
    "Office tools such as Excel and Word remain the most common way to store data.",
    "Libraries such as Wikipedia and Wikidata provide background knowledge.",
])
def test_plain_words_listed_after_tools_or_libraries_are_no_methods(nlp, abstract):
    assert not _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_the_second_of_two_coined_parts_a_cue_takes_shares_the_firsts_role(nlp):
    abstract = ("We propose GlimTalk++, a talking head method. Additionally, GlimTalk++ enhances robustness to noisy "
                "speech by integrating a Mouth Zorber and a Torso Blixer, which render matched faces.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert [methods[name].role for name in ("Mouth Zorber", "Torso Blixer")] == ["proposed", "proposed"]


def test_a_name_spelled_out_in_brackets_before_metric_is_a_measure_throughout(nlp):
    abstract = ("We introduce the Glim-IoU (Glim Intersection over Union) metric, which reads glim maps to "
                "expose shortcuts. We validate Glim-IoU on BlixSet. Glim-IoU uncovers hidden correlations.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert "Glim-IoU" in _by_text(extraction, "METRIC") and "Glim-IoU" not in _by_text(extraction, "METHOD")


@pytest.mark.parametrize(("abstract", "alias", "label"), [
    ("We propose GlimNet. GlimNet (aka Florp) outperforms QuarkNet on BlixSet.", "Florp", "METHOD"),
    ("We evaluate ZorbNet on BlixSet, also known as Quark Blix, and on QuarkSet.", "Quark Blix", "DATASET"),
])
def test_a_plain_capitalised_alias_of_a_typed_name_takes_its_type(nlp, abstract, alias, label):
    assert alias in _by_text(extract_paper(_paper(abstract), nlp), label)


@pytest.mark.parametrize(("title", "abstract"), [
    ("MNIST: Revisiting Classifier Networks", "We revisit classifier networks on MNIST. Deeper networks do not help."),
    ("ATIS: Attention-based Turn Intent System", "We propose ATIS, an intent system, and test it on the ATIS and "
                                                 "QuarkSNIPS corpora."),
])
def test_a_title_studying_models_on_data_or_data_named_in_the_abstract_keeps_the_gazetteer_dataset(nlp, title, abstract):
    extraction = extract_paper(_paper(abstract, title=title), nlp)
    assert title.split(":")[0] in _by_text(extraction, "DATASET")


@pytest.mark.parametrize(("abstract", "known"), [
    ("We propose GlimVQA for visual questions. It combines a Glim Region Encoder and a Transformer Decoder.",
     "Transformer Decoder"),
    ("We propose GlimQA for open-domain QA. It incorporates a Glim Retriever and a Wikipedia Dump.",
     "Wikipedia Dump"),
])
def test_a_known_part_coordinated_with_a_coined_one_is_not_the_papers(nlp, abstract, known):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert known not in methods or methods[known].role != "proposed"


@pytest.mark.parametrize("abstract", [
    "We propose ZDN (Zorb Distance Network) metric learning for face verification. ZDN reaches 99.1% on GlimFace.",
    "We propose GAM (Glim Attention Module) score fusion, which improves accuracy. GAM is lightweight.",
])
def test_a_bracketed_system_before_metric_learning_or_score_fusion_stays_a_method(nlp, abstract):
    extraction = extract_paper(_paper(abstract), nlp)
    assert not _by_text(extraction, "METRIC") and _by_text(extraction, "METHOD")


@pytest.mark.parametrize("abstract", [
    "GlimRD sets the best scores on two further datasets Glimeme and Quark16, with gains of 6.1% and 9.9%.",
    "GlimRD sets the best scores on the datasets Glimeme and Quark16.",
])
def test_names_right_after_a_plural_data_noun_are_datasets(nlp, abstract):
    assert {"Glimeme", "Quark16"} <= set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET"))


@pytest.mark.parametrize(("abstract", "label"), [
    ("Tests on benchmarks including MMLU, CHAIR and GSM8K show that GlimVLM errs less.", "DATASET"),
    ("Tests on benchmarks such as GSM8K and CHAIR show that GlimVLM errs less.", "DATASET"),
    # (a score in brackets after a data noun stays a measure)
    ("GlimDepth degrades in outdoor environments (MAE: 2.514m), unlike QuarkDepth.", "METRIC"),
])
def test_a_measures_letters_listed_among_benchmarks_name_a_benchmark(nlp, abstract, label):
    extraction = extract_paper(_paper(abstract), nlp)
    name = "CHAIR" if "CHAIR" in abstract else "MAE"
    assert name in _by_text(extraction, label)


def test_a_roman_numeral_after_a_datasets_name_is_its_edition(nlp):
    abstract = "Experiments on the GlimAct-60 and ZORB-MMD II datasets show the strength of QuarkNet."
    assert "ZORB-MMD II" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


def test_the_last_plain_name_listed_before_a_plural_data_noun_is_a_dataset(nlp):
    abstract = "We test GlimSpex in the ZorbCraft, ALFWorld and Blixshop environments."
    assert "Blixshop" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize(("abstract", "absent"), [
    ("On both datasets MAE and RMSE drop by 10%.", "MAE"),
    ("We evaluate on the subsets Easy and Hard.", "Easy"),
    ("We deploy the agent in Urban and Rural environments.", "Rural"),
])
def test_words_after_a_data_noun_are_no_datasets_without_a_coined_name_or_known_benchmark(nlp, abstract, absent):
    assert absent not in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize(("abstract", "kept", "absent"), [
    ("We introduce GlimNet (aka Florp) and QuarkNet, two compact encoders.", "QuarkNet", None),
    ("We propose GlimNet (aka Ours), trained on QuarkSet.", "GlimNet", "Ours"),
])
def test_an_alias_in_brackets_keeps_the_list_around_it(nlp, abstract, kept, absent):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert kept in methods and absent not in methods


@pytest.mark.parametrize(("abstract", "name"), [
    ("We evaluate on the benchmarks MMLU and CHAIR.", "CHAIR"),
    ("We evaluate on two sub-datasets GlimA and GlimB.", "GlimA"),
    ("We test in Atari and Zorbshop environments.", "Zorbshop"),
])
def test_names_after_a_data_noun_beside_a_known_or_coined_one_are_datasets(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize("abstract", [
    "We propose a new method, called glim-gated zorbing of low-rank adaptation (GazLoRA), for continual learning.",
    "Here we propose a new method, called glim-gated fusion of low-rank zorbing (GlimZorb), for lifelong learning.",
])
def test_a_name_in_brackets_after_the_words_a_proposed_method_is_called_is_proposed(nlp, abstract):
    name = "GazLoRA" if "GazLoRA" in abstract else "GlimZorb"
    assert ("METHOD", "proposed") in _found_as(nlp, abstract, name)


@pytest.mark.parametrize(("abstract", "name"), [
    ("We introduce a new task called glim zorb adaptation (GZA) for robots.", "GZA"),
    ("We build a planner named after the classic glim zorber (GZB) for robots.", "GZB"),
])
def test_a_name_in_brackets_after_a_naming_word_for_no_proposed_method_is_not_proposed(nlp, abstract, name):
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, name)


@pytest.mark.parametrize("abstract", [
    "We present a light framework for detection. The framework brings two new modules: 1) a Cross-View Zorbable "
    "Transformer (CVZT) for detection with strong accuracy, and 2) a Reference Glim-based Multi-Class Transformer (RGMCT) "
    "for trajectory prediction.",
    "We present GlimID, a general recognition model. GlimID introduces (i) Zorb Patch (ZP), a patch scheme that "
    "follows the size of each person, (ii) a masked quark model (MQM) trained on sequences of any length, and (iii) "
    "Quark Attention Head (QAH), a module that pools features around body parts.",
])
def test_a_cue_inside_an_earlier_item_of_a_numbered_list_does_not_type_a_later_one(nlp, abstract):
    name = "RGMCT" if "RGMCT" in abstract else "QAH"
    assert ("METHOD", "proposed") in _found_as(nlp, abstract, name)


def test_a_measures_letters_joined_before_a_data_noun_beside_a_known_benchmark_name_a_benchmark(nlp):
    abstract = "Experiments on CHAIR, GLIMBER, and POPE benchmarks show that QuarkNet reduces hallucination."
    assert "CHAIR" in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("On the GLIM benchmark QuarkNet gains 0.4m in minADE5 of pedestrians.", "minADE5", "METRIC"),
    ("QuarkNet gains (+1.2% in APr) on GLIM.", "APr", "METRIC"),
    ("QuarkNet gains 2.1% in ADE20 and 1.8% in Cityscapes.", "ADE20", "DATASET"),
])
def test_a_known_measure_with_a_cutoff_or_size_written_on_is_a_measure(nlp, abstract, name, label):
    assert label in _labels_found_as(nlp, abstract, name)


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("We evaluate on driving datasets, including GlimDrive and the rare-event-focused ZORDA, and on a car.",
     "ZORDA", "DATASET"),
    ("We evaluate on driving datasets, including GlimDrive and the challenging ZORDA.", "ZORDA", "DATASET"),
    ("We share the weights, the scripts and the full GlimMath dataset.", "GlimMath", "DATASET"),
])
def test_a_word_describing_the_last_item_of_a_dataset_list_keeps_it_in_the_list(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


@pytest.mark.parametrize(("abstract", "found"), [
    ("On a small robot, GlimTrack runs in real time at 13.2 fps.", True),
    ("GlimSkim reads a clip in a low-fps pass before a dense one.", False),
])
def test_frames_per_second_written_small_is_a_measure(nlp, abstract, found):
    assert ("fps" in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")) is found


@pytest.mark.parametrize(("abstract", "name", "dataset"), [
    ("Next, we build a varied Q&A dataset of 800 prompts for GlimBot.", "Q&A", False),
    ("We train GlimNet on a heavily augmented video-QA dataset.", "video-QA", False),
    ("We release the GLQA dataset of 500 questions.", "GLQA", True),
    ("We evaluate GlimNet on a new ZQA dataset of 500 questions.", "ZQA", True),
])
def test_a_known_tasks_letters_before_a_data_noun_after_an_indefinite_article_say_its_kind(nlp, abstract, name,
                                                                                          dataset):
    assert (name in _by_text(extract_paper(_paper(abstract), nlp), "DATASET")) is dataset


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("We evaluate on benchmarks including ZorbSet and QuarkSet, and the proposed GlimNet, which uses fewer "
     "parameters, wins.", "GlimNet", "METHOD"),
    ("We evaluate on datasets, including ZorbSet and the fine-tuned GlimNet-7B.", "GlimNet-7B", "METHOD"),
    ("We evaluate on datasets including ZorbSet and the open-source GlimLM.", "GlimLM", "METHOD"),
])
def test_a_word_describing_a_model_at_the_end_of_a_dataset_list_keeps_it_a_model(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


@pytest.mark.parametrize(("abstract", "absent"), [
    ("GlimDet reduces false positives (fps) by 20% compared with QuarkDet.", "fps"),
    ("GlimDet lowers the fps from 4.1 to 1.2 per image.", "fps"),
    ("In mAP, GlimDet and QuarkDet are tied on ZorbSet.", "GlimDet"),
    ("GlimDet reports 12 fps per image on ZorbSet.", "fps"),
    ("In APr, GlimDet beats QuarkDet by 4.0.", "GlimDet"),
    ("Measured by minADE5, GlimMotion outperforms QuarkPred.", "GlimMotion"),
])
def test_no_measure_where_a_small_unit_follows_no_number_or_a_name_follows_a_fronted_measure(nlp, abstract, absent):
    assert absent not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract", [
    "GlimNet improves AUC, and COCO and LVIS datasets confirm its robustness.",
    "In terms of AUC, COCO and LVIS datasets show the largest gains for GlimNet.",
])
def test_a_measure_before_a_clause_or_closing_an_opening_phrase_is_no_benchmark(nlp, abstract):
    assert "AUC" in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


@pytest.mark.parametrize("abstract", [
    "Experiments show that GlimNet (1) outperforms QuarkNet and (2) FlorpNet on ZorbSet.",
    "We (a) evaluate on ZorbSet against QuarkNet and (b) FlorpNet.",
])
def test_a_cue_of_an_earlier_item_still_types_a_bare_name_a_later_mark_continues(nlp, abstract):
    assert ("METHOD", "compared") in _found_as(nlp, abstract, "FlorpNet")


@pytest.mark.parametrize("abstract", [
    "We propose a detector for a model called zorbing (ZRB).",
    "We present an analysis of an algorithm called zorbing (ZRB).",
    "Smith et al. proposed a method called zorbing (ZRB), which we improve upon.",
])
def test_a_name_in_brackets_after_a_naming_word_for_what_is_not_the_proposal_is_not_proposed(nlp, abstract):
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, "ZRB")


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("We report two metrics (i.e.,PSNR/SSIM) and GlimSR gains 0.4 dB on ZorbSR.", "SSIM", "METRIC"),
    ("We release a new GLIM-QA dataset of 10K questions.", "GLIM-QA", "DATASET"),
    ("We evaluate on datasets including ZorbSet and the existing GlimNet.", "GlimNet", "METHOD"),
    ("We train GlimNet with Adam/SGD and test on Cityscapes/KITTI.", "KITTI", "DATASET"),
    ("Experiments cover datasets including Glimmo and the original Florpia, with a 3% gain.", "Florpia", "DATASET"),
    ("We evaluate on datasets such as Glimtext and the noisy FlorpNet.", "FlorpNet", "DATASET"),
    ("GlimDet reaches an fps of 72 on a Jetson board.", "fps", "METRIC"),
    ("GlimDet runs at 30 fps per camera stream.", "fps", "METRIC"),
    ("In APr, APc and APf, GlimDet beats QuarkDet by 2.1, 1.3 and 0.8 points on ZorbLVIS.", "APc", "METRIC"),
    ("We use the TIFA and GenEval benchmarks to test GlimGen.", "TIFA", "DATASET"),
])
def test_names_the_second_review_saw_misread_keep_their_type(nlp, abstract, name, label):
    assert label in _labels_found_as(nlp, abstract, name)


@pytest.mark.parametrize(("abstract", "label", "name"), [
    ("We fine-tune on glim-specific datasets (such as GLIMO v3.1, ZorbPix v3.1).", "DATASET", "ZorbPix v3.1"),
    ("We evaluate on benchmarks such as GlimQA v2, ZorbQA v1.1 and QuarkBench.", "DATASET", "ZorbQA v1.1"),
    ("We add off-the-shelf methods: Glim Anything v2 and ZorbGold.", "METHOD", "ZorbGold"),
])
def test_an_earlier_item_s_release_does_not_end_a_list(nlp, abstract, label, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), label)


def test_names_in_brackets_after_a_known_plural_kind_are_its_members_not_its_short_form(nlp):
    """'larger ResNet variants (ResNet101, ResNet152)': the bracket lists variants; no 'ResNet variants' node."""
    methods = _by_text(extract_paper(_paper(
        "GlimNet beats larger ResNet variants (ResNet101, ResNet152) with fewer glim layers."), nlp), "METHOD")
    assert "ResNet variants" not in methods
    assert {"ResNet101", "ResNet152"} <= set(methods) and methods["ResNet101"].long_form is None


@pytest.mark.parametrize("abstract, short", [
    ("We propose two GlimSeg variants (GlimSeg-S, GlimSeg-L) that improve mIoU by 1.1 on FlorpCity.", "GlimSeg-S"),
    ("We model the sequences with hidden Markov models (HMMs, widely used in speech) on FlorpSet.", "HMMs"),
])
def test_the_paper_s_own_or_an_aside_in_brackets_keeps_a_short_form(nlp, abstract, short):
    assert any(m.text == short and m.long_form for m in extract_paper(_paper(abstract), nlp).mentions)


@pytest.mark.parametrize("abstract, letters", [
    ("GlimGen trains a 9B-parameter AR video diffusion network for clips of 42K tokens.", "AR"),
    ("We test on the usual SR benchmark datasets GlimSet5 and GlimSet14 at 4x scale.", "SR"),
])
def test_ambiguous_measure_letters_before_a_model_or_data_noun_name_a_kind(nlp, abstract, letters):
    assert letters not in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_letters_a_result_is_stated_in_are_a_measure_even_when_defined_after_a_proposal(nlp):
    """'... while reducing the glim delay factor (GDF). ... GlimDec reduces GDF by 64%': the letters the result is
    stated in are the measure, not a second proposed method."""
    abstract = ("We propose GlimDec, a streaming decoder. By caching quark states, GlimDec captures long contexts "
                "while reducing the glim delay factor (GDF). Experiments show that GlimDec reduces GDF by 64% on "
                "FlorpSpeech.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert not {"GDF", "glim delay factor"} & set(_by_text(extraction, "METHOD"))
    assert "GDF" in _by_text(extraction, "METRIC")
    assert [c.method for c in extraction.claims if c.value == 64.0] != ["GDF"]


def test_a_defined_measure_a_result_is_stated_in_is_no_proposed_method(nlp):
    abstract = ("We present GlimPre, a decoder for structured output. GlimPre prunes the quark stack while reducing "
                "time per glim token (TPGT) by as much as 27% while raising throughput by 1.9x on GlimBench.")
    extraction = extract_paper(_paper(abstract), nlp)
    assert not {"TPGT", "time per glim token"} & set(_by_text(extraction, "METHOD"))
    assert all(c.method != "TPGT" for c in extraction.claims)


@pytest.mark.parametrize("abstract, name, expected", [
    ("Our method beats rival techniques in two simulated environments: (i) GlimWorld (ii) Zorb Pole.", "GlimWorld",
     {("DATASET", "evaluated")}),
    ("Our method beats rival techniques in two simulated environments: (i) GlimWorld (ii) Zorb Pole.", "Zorb Pole",
     {("DATASET", "evaluated")}),
    ("Results on two benchmarks: (i) GlimWorld (ii) ZorbPole.", "ZorbPole", {("DATASET", "evaluated")}),
    ("We propose three components: (i) GlimWorld (ii) Zorb Pole.", "Zorb Pole", {("METHOD", "proposed")}),
])
def test_items_marked_i_and_ii_after_a_data_noun_are_data(nlp, abstract, name, expected):
    """A list of environments or benchmarks names where the work is tested, though the sentence spoke of
    techniques before its colon; the same markers after the paper's own components still list its parts."""
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("We score the edits with FID, CLIP, DINO and GlimReward, and see a 6% gain.", "CLIP", {("METRIC", None)}),
    ("We score the edits with FID, CLIP, DINO and GlimReward, and see a 6% gain.", "DINO", {("METRIC", None)}),
    ("We evaluate GlimAD with several metrics (FID, CLIP, KID) on ZorbArt.", "CLIP", {("METRIC", None)}),
    # the model itself, where no known measure is listed beside it
    ("We use CLIP and DINO features with an FID-guided selection.", "CLIP", {("METHOD", "used")}),
    ("We compare CLIP, SigLIP and BLIP on GlimQA.", "CLIP", {("METHOD", "compared")}),
])
def test_a_model_listed_with_known_measures_names_its_score(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("Our models beat strong baselines on four datasets, including GlimRev, QuarkTweet, and SST.", "QuarkTweet",
     {("DATASET", "evaluated")}),
    ("GlimReID beats prior methods on three datasets, including GLIM-PEDES, ZorbReid and QUARK-PEDES.", "ZorbReid",
     {("DATASET", "evaluated")}),
    # models made from the data: the list after the data noun names the models
    ("We compare detectors trained on web-scale datasets, including GlimDet and ZorbDet.", "ZorbDet",
     {("METHOD", "used")}),
])
def test_a_model_noun_before_a_data_list_makes_it_a_model_list_only_when_the_models_are_made_from_the_data(
        nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("ZorbNet reaches SSIMs of 0.61 on QUARKDI, 0.66 on Blixball and 0.70 on ZB-EPFL.", "Blixball",
     {("DATASET", "evaluated")}),
    ("GlimSQL scores 81.3% on Florpider and 60.2% on QUARKBIRD at the small scale.", "Florpider",
     {("DATASET", "evaluated")}),
    # beside a dataset the gazetteer knows, too
    ("GlimMath scores 81.3% on Florpmath and 60.2% on GSM8K at the small scale.", "Florpmath",
     {("DATASET", "evaluated")}),
    # plain words a score is on, with no coined data name beside them, stay unread
    ("GlimNet scores 71.2% on Monday and 70.1% on Tuesday.", "Monday", set()),
])
def test_a_plain_word_a_score_is_on_beside_scores_on_coined_data_is_data(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    # items marked (i), (ii) after one data noun are parts or problems, not data
    ("Our framework introduces two modules to address the challenge: (i) Glim Router, which routes tokens, and "
     "(ii) Zorb Cache, which stores keys.", "Glim Router", {("METHOD", "proposed")}),
    ("We propose two losses tailored to the benchmark: (i) Glim Loss and (ii) Zorb Loss.", "Zorb Loss",
     {("METHOD", "proposed")}),
    # many words, or a letter joined to a word, before a known model the paper only uses describe it
    ("We fine-tune the Stanford Glim Hospital ClinicalBERT on discharge notes.", "ClinicalBERT", {("METHOD", "used")}),
    ("We adopt the Vision Foundation Model DINO as a frozen encoder for GlimSeg.", "DINO", {("METHOD", "used")}),
    ("We fine-tune an X-Ray ViT on chest radiographs and compare it with ResNet-50.", "ViT", {("METHOD", "used")}),
    ("GlimAgent outperforms RL-Tuned Llama-2 on ZorbBench.", "Llama-2", {("METHOD", "compared")}),
    # the paper's own letter-joined variant keeps its name where it is named again
    ("We introduce Q-Glim R-CNN, a detector for ships. Q-Glim R-CNN delivers high accuracy on GlimSDD.",
     "Q-Glim R-CNN", {("METHOD", "proposed")}),
    # a score's model in a list of tools, not of measures
    ("We evaluate GlimVL against CLIP and FID-guided baselines.", "CLIP", {("METHOD", "compared")}),
    ("We train GlimStyle with LPIPS, CLIP and DINO losses and report FID.", "CLIP", {("METHOD", "used")}),
    # what a bracket holds that is no short name
    ("We propose Glim Screening with Sparse Features (COVID-19) for chest scans.", "COVID-19", set()),
    ("We propose Glim Pruning with Dense Masks (Fig3) for efficient inference.", "Fig3", set()),
    # models made from data, however the sentence says so
    ("Large models optimized on web-scale datasets, including GlimLM and ZorbGPT, still fail on QuarkQA.", "GlimLM",
     {("METHOD", "used")}),
    ("Vision-language models that scale with web datasets, such as GlimVL and ZorbVLM, are brittle.", "GlimVL",
     {("METHOD", "used")}),
])
def test_the_new_list_bracket_and_variant_rules_keep_to_their_own_cases(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("We propose two modules that generalize across datasets: (i) Glim Router and (ii) Zorb Cache.", "Glim Router",
     {("METHOD", "proposed")}),
    ("GlimNet scores 0.66 on Average and 0.70 on ZB-EPFL.", "Average", set()),
    ("GlimNet scores 0.61 on Florpider and 0.70 on BERT.", "Florpider", set()),
    ("We propose Glim Transformer with Adaptive Tokens (WeChat) for detection.", "WeChat", set()),
    ("We propose Glim Transformer with Adaptive Tokens (TPUv4) for detection.", "TPUv4", set()),
])
def test_data_lists_and_short_names_need_their_own_marks(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("Our approach improves depth estimation over QZ-CycleGAN.", "QZ-CycleGAN", {("METHOD", "compared")}),
    ("GlimNet improves accuracy over ZorbNet by 3%.", "ZorbNet", {("METHOD", "compared")}),
    # data after "over" stays data
    ("GlimNet improves accuracy over five GlimBench tasks.", "GlimBench", {("DATASET", "evaluated")}),
])
def test_a_name_over_which_a_verb_improves_something_is_the_rival(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("We propose GlimQA, a two-agent QA framework over scanned forms.", "QA", set()),
    ("We probe a Conformer-based ASR system. The ASR model leans on stressed syllables.", "ASR", set()),
    ("The proposed QA model halves the contouring time.", "QA", set()),
    ("Unlike traditional SLAM systems, GlimSLAM copes with moving objects.", "SLAM", set()),
    # a coined word before the letters names the system
    ("We propose the GLIM-QA model for charts.", "GLIM-QA", {("METHOD", "proposed")}),
    ("We propose the ZorbQA model for charts.", "ZorbQA", {("METHOD", "proposed")}),
    ("We propose the Zorb-QA framework for legal documents.", "Zorb-QA", {("METHOD", "proposed")}),
    # after "a", a capitalised word before the letters says the kind too
    ("We train a Mandarin-ASR model on 10k hours of speech.", "Mandarin-ASR", set()),
    ("Our novel Glim-TTS model synthesizes expressive speech from text.", "Glim-TTS", {("METHOD", "proposed")}),
    ("We propose a novel Zorb-QA framework for legal documents.", "Zorb-QA", {("METHOD", "proposed")}),
])
def test_a_known_tasks_letters_before_a_system_noun_say_what_it_is_for(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("GlimAgent follows a ReAct-style loop over its tools.", "ReAct", {("METHOD", "used")}),
    # a task's letters before "-style" type no task
    ("We collect 4,200 VQA-style picture-question-reply triples for GlimBench.", "VQA", set()),
])
def test_a_design_said_to_follow_a_known_model_uses_it(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("We propose GLIMS, a synthesis framework. GLIMS contains four key modules, including ZorbExtractor to "
     "extract patterns, QuarkGenerator to generate points, and BlixEnhancer to refine paths.", "QuarkGenerator",
     {("METHOD", "proposed")}),
    ("We propose GLIMS. Our framework contains four components, including ZorbExtractor and QuarkGenerator.",
     "ZorbExtractor", {("METHOD", "proposed")}),
    ("We propose GlimS, a planner. The system comprises three modules, including ZorbBlock and QuarkBlock.",
     "QuarkBlock", {("METHOD", "proposed")}),
    ("We propose GlimS, a planner. GlimS contains four key modules including ZorbExtractor and BlixEnhancer.",
     "BlixEnhancer", {("METHOD", "proposed")}),
    # others' systems keep their parts, and so do parts taken from elsewhere
    ("We propose GLIMS, a synthesis framework. Existing pipelines comprise three modules, including ZorbExtractor, "
     "QuarkGenerator and BlixEnhancer.", "ZorbExtractor", {("METHOD", "used")}),
    ("We propose GlimS. GlimS replaces QuarkSys, which contains three modules, including ZorbParse and BlixRank.",
     "ZorbParse", {("METHOD", "used")}),
    ("We propose GlimS. In our experiments, the baseline comprises three modules, including ZorbParse and BlixRank.",
     "ZorbParse", {("METHOD", "used")}),
    ("We propose GlimS, a planner. GlimS comprises several off-the-shelf modules, including ZorbParse and BlixRank.",
     "ZorbParse", {("METHOD", "used")}),
    # the own system after a fronted phrase, an adverb or its first verb; a part's own clause
    ("We propose GlimS. Specifically, GlimS also comprises three modules, including ZorbExtractor and QuarkRouter.",
     "QuarkRouter", {("METHOD", "proposed")}),
    ("We propose GlimS. GlimS is built on BlixNet and contains three modules, including ZorbExtractor and "
     "QuarkRouter.", "ZorbExtractor", {("METHOD", "proposed")}),
    ("We propose GlimS. GlimS comprises three modules, including ZorbExtractor, whose weights are learned jointly, "
     "and QuarkRouter.", "ZorbExtractor", {("METHOD", "proposed")}),
    # another system's parts, or a part whose own clause says where it comes from
    ("We propose GlimS. GlimS adopts BlixNet and contains its three modules, including ZorbExtractor and QuarkHead.",
     "ZorbExtractor", {("METHOD", "used")}),
    ("We propose GlimS. GlimS comprises three modules, including ZorbExtractor, whose weights come from BlixNet, and "
     "QuarkHead.", "ZorbExtractor", {("METHOD", "used")}),
])
def test_parts_the_own_system_is_said_to_comprise_are_its_own(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    # each item of a list with what it is for
    ("We propose GLIMS, a synthesis framework. GLIMS contains four key modules: ZorbExtractor to extract "
     "patterns, QuarkGenerator to generate points, and BlixEnhancer to refine paths.", "BlixEnhancer",
     {("METHOD", "proposed")}),
    ("We evaluate on three benchmarks: GlimQA for reasoning, ZorbQA for retrieval and QuarkSum.", "QuarkSum",
     {("DATASET", "evaluated")}),
    ("We propose two dedicated architectures: G-Net for dual-hand recovery and QG-Net for joint reconstruction.",
     "QG-Net", {("METHOD", "proposed")}),
    ("We propose two networks: ZorbNet for hand pose estimation and QuarkNet for object tracking.", "QuarkNet",
     {("METHOD", "proposed")}),
    ("We design a glim method with two modules: Glim Prompting for long questions and Glim Answer Decoders.",
     "Glim Answer Decoders", {("METHOD", "proposed")}),
    # a verb's object, or a new clause, is no further item
    ("We propose ZorbA to unify detection and QuarkB.", "QuarkB", set()),
    ("We evaluate on datasets such as ZorbBench for reasoning, and GlimNet achieves the best score.", "GlimNet",
     {("METHOD", "used")}),
    # an item with words of its own after it, and parallel purposes without a colon
    ("We propose two modules: ZorbAlign for alignment and BlixFuse that fuses features.", "BlixFuse",
     {("METHOD", "proposed")}),
    ("We evaluate on three benchmarks: GlimQA for reasoning, ZorbMath for arithmetic and QuarkCode under a zero-shot "
     "protocol.", "QuarkCode", {("DATASET", "evaluated")}),
    ("We propose ZorbAlign for detection and QuarkSeg for segmentation.", "QuarkSeg", {("METHOD", "proposed")}),
    ("We propose ZorbA for hand pose estimation and QuarkB for shape recovery.", "QuarkB", {("METHOD", "proposed")}),
    ("We evaluate on three benchmarks: ZorbQA for reasoning, BlixVQA for perception, and FlorpNet consistently "
     "outperforms them.", "FlorpNet", set()),
])
def test_a_list_reads_past_what_each_item_is_for(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("We introduce GlimPatrick, a benchmark drawn from the publicly available Florp17k skin-lesion dataset.",
     "Florp17k", {("DATASET", "evaluated")}),
    ("The existing Zorb-9 glim corpus is small.", "Zorb-9", {("DATASET", "evaluated")}),
    ("We introduce the new Florp17k skin dataset.", "Florp17k", {("DATASET", "introduced")}),
    ("We use the freely and publicly available Florp17k skin dataset.", "Florp17k", {("DATASET", "evaluated")}),
    # the letters of a kind of data are no name
    ("We evaluate on the publicly available RGBA video dataset.", "RGBA", set()),
    ("We evaluate on the publicly available GLIM dehazing dataset.", "GLIM", {("DATASET", "evaluated")}),
    ("We evaluate GlimNet on the new ASR transcript corpus collected from call centers.", "ASR", set()),
    ("We use the large-scale, challenging BlixMed radiology dataset.", "BlixMed", {("DATASET", "evaluated")}),
])
def test_words_that_describe_a_dataset_may_stand_between_the_and_its_name(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


def test_a_task_written_with_capitals_inside_is_known_in_any_case(nlp):
    found = extract_paper(_paper("We propose GlimSQL, a system for Text-to-SQL over bank records."), nlp)
    assert "Text-to-SQL" in _by_text(found, "TASK")


@pytest.mark.parametrize("abstract, phrase", [
    ("Under 40% label noise, GlimNet keeps its accuracy on QuarkSet.", "label noise"),  # a condition of the data
    ("GlimLM is pretrained by next-token prediction over web text.", "next-token prediction"),  # an objective
    ("Conversational AI has spread quickly in customer service.", "Conversational AI"),  # a field
    ("GlimNet warps features with optical flow between frames.", "optical flow"),  # a quantity a model computes
])
def test_conditions_objectives_fields_and_quantities_are_no_tasks(nlp, abstract, phrase):
    assert not {text for text in _by_text(extract_paper(_paper(abstract), nlp), "TASK") if phrase.lower() in text.lower()}


def test_estimating_a_quantity_is_a_task(nlp):
    found = _by_text(extract_paper(_paper("We study optical flow estimation from event cameras."), nlp), "TASK")
    assert "optical flow estimation" in found


@pytest.mark.parametrize("abstract, name, expected", [
    ("We propose GlimCIR for retrieval. GlimCIR is trained with a Text Glim-Consistency loss that aligns phrases.",
     "Text Glim-Consistency loss", {("METHOD", "proposed")}),
    ("We propose GlimGlyph for rendering. GlimGlyph learns via the Glyph-Aware Zorb Loss.", "Glyph-Aware Zorb Loss",
     {("METHOD", "proposed")}),
    # a known quantity's loss, and a known loss, are used
    ("We propose GlimCIR for retrieval. GlimCIR is trained with an extra KL-divergence loss.", "KL-divergence loss",
     {("METHOD", "used")}),
    ("We propose GlimCIR for retrieval. GlimCIR is trained with the InfoNCE loss.", "InfoNCE loss",
     {("METHOD", "used")}),
    ("We present ZorbSeg for segmentation. ZorbSeg is trained with an L1 loss on the residual.", "L1 loss",
     {("METHOD", "used")}),
    ("We present ZorbSeg for segmentation. ZorbSeg adopts the Quark Loss from prior work to stabilize training.",
     "Quark Loss", {("METHOD", "used")}),
])
def test_a_coined_loss_in_a_sentence_about_the_own_system_is_its_own(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


def test_a_measure_of_next_token_prediction_stays_whole(nlp):
    found = extract_paper(_paper("GlimLM improves next-token prediction accuracy by 2.3% on QuarkText."), nlp)
    assert "next-token prediction accuracy" in _by_text(found, "METRIC")


@pytest.mark.parametrize("abstract, name, expected", [
    ("We propose GlimFlow and its extension GlimFlow+, which adds a mesh head.", "GlimFlow+", {("METHOD", "proposed")}),
    ("We propose ZorbSeg. ZorbSeg and ZorbSeg++ both beat QuarkSeg on GlimCity.", "ZorbSeg++", {("METHOD", "proposed")}),
    # a known model's variant mark is no own variant
    ("We propose GlimNet. GlimNet beats DeepLabV3+ on QuarkSet.", "DeepLabV3+", {("METHOD", "compared")}),
])
def test_a_variant_mark_glued_to_the_proposed_name_is_its_own_variant(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, role", [
    ("We construct the Korean benchmark inter-ZQB, designed to evaluate bias in LLMs.", "inter-ZQB", "introduced"),
    ("We release the multilingual dataset ZorbSet-2 for evaluating detectors.", "ZorbSet-2", "introduced"),
    ("We also build the benchmark ZorbQA.", "ZorbQA", "introduced"),
    # presenting or describing 'the' benchmark may be of someone else's; a later verb's object is not made
    ("We present the benchmark ZorbQA.", "ZorbQA", "evaluated"),
    ("We construct a corpus, then test on the benchmark ZorbQA.", "ZorbQA", "evaluated"),
])
def test_a_name_after_the_data_noun_a_verb_of_making_governs_is_introduced(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("DATASET", role)}


@pytest.mark.parametrize("abstract, names", [
    ("We compare against Zorb3:8b and Glimma2:9b.", {"Zorb3:8b", "Glimma2:9b"}),
    ("As judges we use Quark2.5:32B and Blix3.2:3b.", {"Quark2.5:32B", "Blix3.2:3b"}),
])
def test_a_model_name_with_a_hub_size_tag_is_one_name(nlp, abstract, names):
    found = {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"}
    assert names <= found


def test_a_ratio_or_a_time_with_a_colon_is_no_name(nlp):
    assert not extract_paper(_paper("The ratio is 3:1 and the run starts at 10:30."), nlp).mentions


@pytest.mark.parametrize("abstract, names", [
    ("The questions are drawn from ZorbQA, GlimQA and QuarkQA.", {"ZorbQA", "GlimQA", "QuarkQA"}),
    ("We build an underwater dataset derived from ZTB180, with moving fish as targets.", {"ZTB180"}),
    ("Our corpus holds 9,000 documents collected from the Glim Health Registry.", {"Glim Health Registry"}),
])
def test_the_source_data_is_drawn_from_is_data(nlp, abstract, names):
    for name in names:
        assert _found_as(nlp, abstract, name) == {("DATASET", "evaluated")}


@pytest.mark.parametrize("abstract, name, label", [
    ("We use features derived from GlimNet.", "GlimNet", None),  # no data noun before the participle
    ("Test prompts sampled from GPT-4 outputs are used.", "GPT-4", "METHOD"),  # a known model stays one
])
def test_what_no_data_is_drawn_from_or_a_known_model_is_no_source_dataset(nlp, abstract, name, label):
    found = {m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.text == name}
    assert found == ({label} if label else set())


@pytest.mark.parametrize("abstract, names", [
    ("We study the QRT45 sonar and GlimFood-202 multimodal datasets.", {"QRT45", "GlimFood-202"}),
    ("Experiments on the QRT45 sonar, Zorb-7 audio and GlimFood-202 image benchmarks show gains.",
     {"QRT45", "Zorb-7", "GlimFood-202"}),
])
def test_names_listed_each_with_its_kind_before_a_plural_dataset_noun_are_datasets(nlp, abstract, names):
    for name in names:
        assert _found_as(nlp, abstract, name) == {("DATASET", "evaluated")}


def test_a_model_with_its_head_noun_before_a_listed_dataset_stays_a_model(nlp):
    assert _found_as(nlp, "We use the GlimNet encoder and ZorbSet image datasets.", "GlimNet") == {("METHOD", "used")}


@pytest.mark.parametrize("abstract, name", [
    ("Images drawn from QuarkGAN reach an FID of 12.3.", "QuarkGAN"),  # a generator
    ("Prompts are drawn from GlimLM during RL training.", "GlimLM"),
    ("Data are collected from ZorbSim and the QuarkBot robot platform.", "ZorbSim"),  # a simulator
])
def test_a_model_shaped_source_of_data_is_no_dataset(nlp, abstract, name):
    assert "DATASET" not in {m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.text == name}


@pytest.mark.parametrize("abstract, name", [
    ("We collect the benchmark ZorbQA and the corpus QuarkWeb as our evaluation data.", "ZorbQA"),
    ("We build the benchmark ZorbQA's harder variant by adversarial filtering.", "ZorbQA"),
])
def test_collecting_a_named_benchmark_or_building_its_variant_does_not_introduce_it(nlp, abstract, name):
    assert ("DATASET", "introduced") not in _found_as(nlp, abstract, name)


@pytest.mark.parametrize("abstract, name", [
    ("Compared with the SOTA Object Detection Challenge winners, GlimDet is 2x faster.", "Object Detection Challenge"),
    ("Our LLM Image Captioning Challenge submission ranked fifth.", "Image Captioning Challenge"),
])
def test_a_generic_capital_word_does_not_open_a_challenges_name(nlp, abstract, name):
    texts = {m.text for m in extract_paper(_paper(abstract), nlp).mentions}
    assert not any(text.endswith(name) and text != name for text in texts)


def test_model_names_before_a_plural_dataset_noun_stay_out_of_the_datasets(nlp):
    labels = {m.text: m.label for m in extract_paper(
        _paper("We train GlimNet on the ZorbNet teacher and QuarkNet student datasets."), nlp).mentions}
    assert labels.get("ZorbNet") != "DATASET" and labels.get("QuarkNet") != "DATASET"


def test_styled_text_between_math_spans_keeps_the_texts_length():
    from kg.extract.pipeline import clean_text

    for text in ("$x$ \\textbf{GlimNet} $y$ ok", "$\\alpha$ \\textbf{Glim} $ b$"):
        assert len(clean_text(text)) == len(text)


@pytest.mark.parametrize("abstract, name, role", [
    ("Lastly, we develop a specialised thermal small object dataset, GlimScene-TSO.", "GlimScene-TSO", "introduced"),
    ("Here we propose a big coral reef segmentation dataset, ZorbReef8K, which includes 8,000 photos.",
     "ZorbReef8K", "introduced"),
    ("We introduce a vast synthetic bilingual bird call dataset, QuarkCall.", "QuarkCall", "introduced"),
    ("We evaluate on a public dataset, ZorbSonar-1.", "ZorbSonar-1", "evaluated"),
])
def test_a_name_set_after_the_noun_of_data_the_paper_makes_is_introduced(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("DATASET", role)}


@pytest.mark.parametrize("abstract, role", [
    ("Our study further provides a new dataset GlimLoom for pattern design.", "introduced"),
    ("This work provides a public dataset GlimLoom.", "evaluated"),  # nothing says it is new
])
def test_providing_a_new_dataset_introduces_it(nlp, abstract, role):
    assert _found_as(nlp, abstract, "GlimLoom") == {("DATASET", role)}


def test_inline_math_delimiters_keep_the_texts_length():
    from kg.extract.pipeline import clean_text

    for text in ("up to \\(12.47\\%\\) over", "about \\(\\sim40\\%\\) less", "by \\(\\Delta\\) and \\(N\\) items"):
        assert len(clean_text(text)) == len(text)


def test_names_listed_before_novel_metrics_are_metrics(nlp):
    abstract = "We rely on GlimST and ZORBVIST, novel text-free metrics that rate stories."
    assert _found_as(nlp, abstract, "GlimST") == _found_as(nlp, abstract, "ZORBVIST") == {("METRIC", None)}


@pytest.mark.parametrize("abstract, name, found", [
    ("With this filter, we build the Zorb-45K post-training dataset.", "Zorb-45K",
     {("DATASET", "introduced")}),  # a size names data, whatever stage it is for
    ("We build the Zorb-7B post-training dataset.", "Zorb-7B", {("METHOD", "proposed")}),  # a model's size
])
def test_a_sized_name_before_a_training_stage_and_a_dataset_noun_is_data(nlp, abstract, name, found):
    assert _found_as(nlp, abstract, name) == found


@pytest.mark.parametrize("abstract", [
    "Prior work provides a new dataset GlimPrior, on which we test our detector.",
    "The organizers provide a new dataset GlimShared for the shared task.",
])
def test_a_new_dataset_someone_else_provides_is_not_introduced(nlp, abstract):
    name = abstract.split("dataset ")[1].split()[0].rstrip(",.")
    assert ("DATASET", "introduced") not in _found_as(nlp, abstract, name)


@pytest.mark.parametrize("abstract", [
    "For GlimNet and QuarkNet, new metrics were computed to compare their outputs.",
    "Using GlimNet and QuarkNet, new datasets for rare languages are generated automatically.",
])
def test_names_in_a_fronted_phrase_are_no_apposition_of_the_clauses_subject(nlp, abstract):
    labels = {m.label for m in extract_paper(_paper(abstract), nlp).mentions if m.text in ("GlimNet", "QuarkNet")}
    assert labels <= {"METHOD"}


def test_a_model_name_sized_by_its_context_is_no_dataset(nlp):
    labels = {m.label for m in extract_paper(_paper("The GlimLM-32K pretraining corpus holds long files."), nlp).mentions}
    assert "DATASET" not in labels


@pytest.mark.parametrize("text, cleaned", [
    ("we propose Glim\\(^2\\)Net, which", "Glim2Net"),  # a script glued to the name stays with it
    ("we propose \\(\\Delta\\)ConvGlim to", "ConvGlim"),  # a sign before a name keeps the name
])
def test_inline_math_glued_to_a_name_keeps_the_name_whole(text, cleaned):
    from kg.extract.pipeline import clean_text

    assert cleaned in clean_text(text).split() and len(clean_text(text)) == len(text)


def test_the_papers_own_variant_of_a_known_model_keeps_no_key_of_the_model_at_a_later_mention(nlp):
    abstract = ("We propose Braided LoRA, a new LoRA variant with one shared matrix. "
                "Notably, Braided LoRA needs a quarter of the weights of LoRA.")
    keys = {m.key for m in extract_paper(_paper(abstract), nlp).mentions if m.text == "Braided LoRA"}
    assert keys == {None}  # its own node, not merged into LoRA's


def test_a_known_models_letters_given_to_the_papers_new_data_name_the_data(nlp):
    abstract = "We introduce BERT, a dataset of 9,000 questions. On BERT, current models fail."
    mentions = [m for m in extract_paper(_paper(abstract), nlp).mentions if m.text == "BERT"]
    assert {(m.label, m.role, m.key) for m in mentions} == {("DATASET", "introduced", None)}


@pytest.mark.parametrize("abstract, role", [
    ("We use BERT, a strong encoder, for tagging.", "used"),
    ("We introduce BERT, a new model for text.", "proposed"),  # a model introduced under its own letters
])
def test_a_known_model_apposed_as_a_model_stays_the_model(nlp, abstract, role):
    assert _found_as(nlp, abstract, "BERT") == {("METHOD", role)}


@pytest.mark.parametrize("abstract, found", [
    ("Here we introduce BERT (Boundary Estimation with Ranked Tokens), a training-free framework.",
     {("METHOD", "proposed", None)}),  # the paper's own method under a known model's letters
    ("We fine-tune BERT (Bidirectional Encoder Representations from Transformers) on the data.",
     {("METHOD", "used", "bert")}),  # the known model, spelled out
    ("We fine-tuned BERT (Bangla Entity Recognition Tagger) models. We also built a tool.",
     {("METHOD", "used", "bert")}),  # a proposal later in the abstract is not this name's
])
def test_a_known_models_letters_spelled_out_anew_by_the_papers_proposal_name_its_own_method(nlp, abstract, found):
    mentions = [m for m in extract_paper(_paper(abstract), nlp).mentions if m.text == "BERT"]
    assert {(m.label, m.role, m.key) for m in mentions} == found


def test_a_proposal_after_a_known_model_does_not_redefine_it_as_data(nlp):
    abstract = "Older work used BERT, a dataset of short texts, for tagging. We then build a tool for tagging."
    assert {m.key for m in extract_paper(_paper(abstract), nlp).mentions if m.text == "BERT"} == {"bert"}


@pytest.mark.parametrize("abstract, name", [
    ("This paper describes a joint project involving researchers at Glimford University, and staff at the "
     "Zorb Gallery, Florp County, in which we tracked the eyes of visitors.",
     "Glimford University"),
    ("A first test with six teachers of the National Institute for Blix Studies (NIBS) showed the tool is clear "
     "and easy to use.", "NIBS"),  # nor its letters
])
def test_an_organisation_is_no_method(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == set()


@pytest.mark.parametrize("abstract", [
    "Recent state-of-the-art approach ZorbPGD has shown better transfer by using diffusion purification.",
    "The strongest approach ZorbPGD relies on diffusion purification.",
])
def test_a_name_right_after_an_approach_is_a_method(nlp, abstract):
    assert _labels_found_as(nlp, abstract, "ZorbPGD") == {"METHOD"}


@pytest.mark.parametrize("abstract, task", [
    ("We target high-fidelity novel view synthesis from sparse inputs with GlimSplat.", "novel view synthesis"),
    ("GlimSeg brings high-quality semantic segmentation to small drones.", "semantic segmentation"),
])
def test_a_word_for_how_good_the_output_is_does_not_narrow_a_task(nlp, abstract, task):
    tasks = {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "TASK"}
    assert tasks == {task}


@pytest.mark.parametrize("abstract, expected", [
    ("We test GlimNet on Kodak and McMaster.", {"Kodak", "McMaster"}),  # one of them no plain word
    ("We study opioid use on Texas and Wisconsin farms.", set()),  # two plain capitalised words: places
])
def test_two_known_datasets_each_also_a_word_listed_after_on_are_datasets(nlp, abstract, expected):
    found = {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"}
    assert found == expected


def test_a_lower_case_series_name_with_digits_opens_a_challenge_s_name(nlp):
    abstract = "Using a German report dataset and the q4z2 Zorb Challenge dataset, we show that small LLMs do well."
    assert {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"} \
        == {"q4z2 Zorb Challenge"}


def test_names_of_goals_a_system_should_satisfy_are_no_parts_of_it(nlp):
    abstract = ("To this end, we bring process reward models into GlimRS; we hold that a good one should satisfy "
                "two objectives: Step Agreement, keeping scores coherent across partial outputs, and Taste "
                "Agreement, matching partial outputs to human taste.")
    assert _found_as(nlp, abstract, "Step Agreement") == set() and _found_as(nlp, abstract, "Taste Agreement") == set()


@pytest.mark.parametrize("abstract, expected", [
    ("Here we investigate Intra-Layer Zorbing (ILZ), a narrower approach that loops over "
     "chosen layers only.", {("METHOD", "mentioned")}),  # not called new: a method studied
    ("Here we put forward Intra-Layer Zorbing (ILZ), a narrower approach that loops over "
     "chosen layers only.", {("METHOD", "proposed")}),
    ("Glimmer Zorbing (GZ), an approach that loops over chosen layers, is popular.",
     {("METHOD", "mentioned")}),
    ("Glimmer Zorbing (GZ) is a technique that doctors use to remove small lesions.", set()),  # a copula: defined
])
def test_a_definition_a_comma_apposition_calls_an_approach_is_a_method(nlp, abstract, expected):
    short = abstract[abstract.index("(") + 1:abstract.index(")")]
    assert _found_as(nlp, abstract, short) == expected


@pytest.mark.parametrize("abstract, name, expected", [
    ("Here we look at a novel wavelet-based approach (Glim-VAE) whose codes are Haar terms.",
     "Glim-VAE", {("METHOD", "proposed")}),
    ("Earlier, a sparse approach (ZorbNet) was tried.", "ZorbNet", {("METHOD", "mentioned")}),
    ("The recently proposed Glimming Transformer (GloX) adds a gate to attention.", "GloX", {("METHOD", "mentioned")}),
    ("We build a small video agent (Glim-7B) for long clips.", "Glim-7B", {("METHOD", "used")}),  # a checkpoint
])
def test_a_name_alone_in_brackets_after_a_method_noun_is_a_method(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


@pytest.mark.parametrize("abstract, name, role", [
    ("As in earlier work, our agent is trained with learning from blix feedback (LBF), a standard recipe. Our agent, "
     "GlimPilot, raises task success by 9% over plain tuning.", "LBF", "used"),
    ("We pit our approach against florp sampling with glim heat (FSGH) and find it cuts repetition by 22%.", "FSGH",
     "compared"),
])
def test_the_cue_before_a_definition_decides_when_the_nearest_is_inside_its_long_form(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("METHOD", role)}


@pytest.mark.parametrize("abstract, dataset", [
    ("We present our entry to the r2d2 Zorb Speech Recognition Challenge and cut WER by 9%.",
     "r2d2 Zorb Speech Recognition Challenge"),  # a known task inside: the whole name, and no failed extraction
    ("We fine-tune a bert2bert Zorb Challenge baseline and improve ROUGE by 1.3.", "Zorb Challenge"),  # a model kind
])
def test_a_challenge_named_after_a_lower_case_word_with_digits(nlp, abstract, dataset):
    extraction = extract_paper(_paper(abstract), nlp)
    assert extraction.problem is None
    assert {m.text for m in extraction.mentions if m.label == "DATASET"} == {dataset}


@pytest.mark.parametrize("abstract, name", [
    ("We test our segmenter on the Glimford Hospital dataset and obtain a Dice of 0.91.", "Glimford Hospital"),
    ("Results on the University of Florp benchmark show that our model lifts accuracy by 3.3%.", "University of Florp"),
])
def test_data_named_for_an_organisation_stays_data(nlp, abstract, name):
    assert _labels_found_as(nlp, abstract, name) == {"DATASET"}


@pytest.mark.parametrize("abstract", [
    "We read 2M questions posted on StackOverflow and Reddit between 2015 and 2022 to see how people seek help.",
    "Our bot was deployed on Reddit and StackOverflow for three months, answering 12k questions.",
])
def test_two_known_datasets_that_are_also_places_people_write_are_no_data_outside_a_test(nlp, abstract):
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"]


@pytest.mark.parametrize("abstract, label", [
    ("Here we introduce GLIMENV: Glim Migration Across Zorbs, a new benchmark built to test LLMs on code "
     "moves.", "DATASET"),
    ("Here we introduce GLIMENV: Glim Migration Across Zorbs, a new method for moving code.", "METHOD"),
])
def test_a_name_and_its_title_case_subtitle_take_the_apposition_s_kind_together(nlp, abstract, label):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper(abstract), nlp), "k")
    kind = "datasets" if label == "DATASET" else "methods"
    assert [sorted(entity["names"]) for entity in record[kind]] == [["GLIMENV", "Glim Migration Across Zorbs"]]


@pytest.mark.parametrize("abstract, role", [
    ("GlimDepth keeps its encoder fixed and learns just a specially designed Gated Zorb Low-Rank Adapter (GZ-LoRA) "
     "per task.", "proposed"),
    ("GlimDepth keeps its encoder fixed and learns just a widely used Gated Zorb Low-Rank Adapter (GZ-LoRA) "
     "per task.", "used"),
])
def test_a_definition_specially_designed_here_is_the_paper_s_own(nlp, abstract, role):
    assert _found_as(nlp, abstract, "GZ-LoRA") == {("METHOD", role)}


@pytest.mark.parametrize("abstract, name, role", [
    ("Here we look again at Blix Attention Pooling (BAP), a technique once made for speech, and carry it over to "
     "long documents.", "BAP", "mentioned"),
    ("A previously proposed alignment technique (BlixAlign) is carried over to many languages.", "BlixAlign",
     "mentioned"),
    ("We introduce ZorbBench and test a novel reasoning model (QuarkThink) released by a large lab on it.",
     "QuarkThink", "mentioned"),
])
def test_a_method_the_paper_studies_or_others_released_is_not_its_own(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("METHOD", role)}


@pytest.mark.parametrize("abstract", [
    "We apply the Glimford University framework for ethical review to our annotation process.",
    "We follow the National Institute for Zorb Health approach to de-identification before training.",
])
def test_an_organisation_before_a_method_noun_is_still_no_method(nlp, abstract):
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions
                if m.label == "METHOD" and ("University" in m.text or "Institute" in m.text)]


def test_two_known_datasets_that_are_also_words_need_no_test_word_when_results_are_on_them(nlp):
    found = {m.text for m in extract_paper(_paper("Our denoiser gains 0.4 dB PSNR on Kodak and McMaster."), nlp).mentions
             if m.label == "DATASET"}
    assert found == {"Kodak", "McMaster"}


@pytest.mark.parametrize("abstract, name, role", [
    ("This study offers a novel fusion approach (GlimFuse) for joining depth and colour features.", "GlimFuse",
     "proposed"),  # no "we" needed
    ("Beyond accuracy, Glim Zorbing (GZ), a technique we introduce for denoising, halves latency on ZorbAudio.", "GZ",
     "proposed"),  # the apposition says the paper made it
])
def test_a_method_the_paper_presents_without_we_or_in_its_apposition_is_its_own(nlp, abstract, name, role):
    assert _found_as(nlp, abstract, name) == {("METHOD", role)}


@pytest.mark.parametrize("abstract, expected", [
    ("We study toxicity in coding communities on Reddit and StackOverflow over five years.", set()),
    ("We test on Spider and BIRD, in which users pose questions over relational databases.", {"Spider", "BIRD"}),
])
def test_a_pair_of_known_datasets_that_are_also_words_needs_results_and_no_sign_of_a_forum(nlp, abstract, expected):
    assert {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"} == expected


def test_a_new_method_in_brackets_said_to_be_introduced_in_the_passive_is_the_paper_s_own(nlp):
    abstract = "A novel smoothing method (GlimSmooth) is introduced to curb overfitting on small data."
    assert _found_as(nlp, abstract, "GlimSmooth") == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, expected", [
    ("We check GlimNet on a public dataset for focus measurement, GlimSEE, holding clips of people at desks.",
     {("DATASET", "evaluated")}),
    ("We study the dataset bias problem, ZorbNet, with care.", set()),  # no data phrase before the name
])
def test_a_name_set_between_commas_after_a_data_phrase_is_that_data(nlp, abstract, expected):
    name = "GlimSEE" if "GlimSEE" in abstract else "ZorbNet"
    assert _found_as(nlp, abstract, name) == expected


def test_what_we_refer_to_as_a_defined_name_is_the_paper_s_own(nlp):
    abstract = "Our loop mixes two small teachers; we refer to it as Glim Zorbing over Blix Frames (GZBF)."
    assert _found_as(nlp, abstract, "GZBF") == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, expected", [
    ("Results on public datasets like Glimgle and Zorbora show that the model cuts cost.", {"Glimgle", "Zorbora"}),
    ("Tests on corpora such as Glimgle, Quarkle and Zorbora with three seeds show gains.",
     {"Glimgle", "Quarkle", "Zorbora"}),
    ("We test on datasets like Glimgle and Zorbora tasks.", {"Glimgle"}),  # a word the noun after it narrows
    ("A dataset such as Glimgle or Zorbora is often used for this.", {"Glimgle", "Zorbora"}),  # a singular verb
])
def test_the_last_capitalised_word_of_a_data_list_before_its_verb_is_data_too(nlp, abstract, expected):
    assert {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"} == expected


@pytest.mark.parametrize("abstract, expected", [
    ("We train on the One Billion Glim Benchmark and test on it.", {"One Billion Glim Benchmark"}),
    ("Using the Two Hundred Zorbs Corpus from a newspaper, we assess models.", {"Two Hundred Zorbs Corpus"}),
    ("One Glim Dataset was used.", {"Glim Dataset"}),  # a sentence's first word may only count
    ("Section Two Glim Dataset tells how it was collected.", {"Glim Dataset"}),  # a part of the paper, then the name
    ("On the Glim Eight Benchmark, GlimNet reaches 91% accuracy.", {"Glim Eight Benchmark"}),  # a count inside
    ("We test on Three Zorb Corpora from the web.", {"Zorb Corpora"}),  # a count of the data
])
def test_a_count_in_words_opening_a_data_name_stays_on_it(nlp, abstract, expected):
    assert {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"} == expected


@pytest.mark.parametrize("abstract", ["Then we build a Glim-optimal classifier with adjusted logits.",
                                      "We propose a Zorb-consistent loss for the student.",
                                      "We build a Plovix-robust detector for the street scenes."])
def test_a_name_with_an_adjective_after_its_hyphen_is_a_description(nlp, abstract):
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"]


def test_a_name_with_a_capitalised_adjective_after_its_hyphen_stays_a_name(nlp):
    abstract = "We introduce Zorb-Optimal, a new optimiser for training with large batches."
    assert _found_as(nlp, abstract, "Zorb-Optimal") == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, name, expected", [
    ("We propose Florp Compression (FLC), a new method. Notably, the Zorb-40B-FLC scores 68.2 on GlimBench.",
     "Zorb-40B-FLC", {("METHOD", "proposed")}),
    ("We propose Glim Local Coding (GLC), a new method. Our Zorb-GLC outperforms Quark-GLC on GlimBench.",
     "Quark-GLC", {("METHOD", "compared")}),  # the rival the paper's method improves on
    ("We propose Florp Compression (FLC). We build the Zorb-FLC dataset of 3K samples to train it.",
     "Zorb-FLC", {("DATASET", "introduced")}),
    ("We propose GLC. Baselines include Zorb-40B-SFT and Zorb-40B-GLC, which score 61% and 64%.",
     "Zorb-40B-GLC", {("METHOD", "mentioned")}),  # earlier work, named in a result's sentence
    ("We propose GLC. We start from the public Zorb-7B-GLC checkpoint.", "Zorb-7B-GLC", {("METHOD", "mentioned")}),
    ("We propose GLC. Zorb-13B-GLC, brought in by Lee (2023), reaches 55.0% on GlimMath.", "Zorb-13B-GLC",
     {("METHOD", "mentioned")}),  # cited work
])
def test_a_model_named_with_the_proposed_method_after_its_hyphen_is_the_paper_s_own(nlp, abstract, name, expected):
    assert _found_as(nlp, abstract, name) == expected


def test_a_known_error_then_rate_is_one_measure_in_mentions_and_claims(nlp):
    extraction = extract_paper(_paper("More real images cut the classification error rate by 50% on GlimSet."), nlp)
    assert {m.text for m in extraction.mentions if m.label == "METRIC"} == {"classification error rate"}
    assert [c.metric for c in extraction.claims] == ["classification error rate"]


def test_a_known_hyphenated_name_written_with_spaces_is_still_known(nlp):
    abstract = "We sample the Glim model with classifier free guidance after a Short Time Fourier Transform."
    extraction = extract_paper(_paper(abstract), nlp)
    assert {(m.text, m.evidence.rule.split("+")[0]) for m in extraction.mentions if m.label == "METHOD"} == {
        ("classifier free guidance", "gaz:method"), ("Short Time Fourier Transform", "gaz:method")}


def test_a_known_measure_ending_in_a_particle_is_not_matched_as_a_spaced_verb(nlp):
    extraction = extract_paper(_paper("We prune heads to speed up inference of GlimNet by 2x."), nlp)
    assert "speed up" not in {m.text for m in extraction.mentions}


@pytest.mark.parametrize("abstract, short, expected", [
    ("We build and share a Large-scale Glim Financial (LGFin) question answering benchmark of 1,595 pairs.",
     "LGFin", {("DATASET", "introduced")}),
    ("We test on a private glim zorb lesion (GZL) segmentation dataset and on public scans.", "GZL", set()),  # a kind
    ("Existing Medical Glim (MG) question answering datasets are small and noisy.", "MG", set()),  # a kind: a plural
    ("The Open Zorb (OZ) object detection challenge remains largely unsolved.", "OZ", set()),  # a challenge: a problem
    ("We propose Zorb Adaptive Pruning (ZAP) for image classification benchmark settings.", "ZAP",
     {("METHOD", "proposed")}),  # what the method is for
    ("We apply Zorb Token Merging (ZTM) to a Glim segmentation benchmark and report mIoU.", "ZTM", {("METHOD", "used")}),
])
def test_a_definition_followed_by_its_task_and_a_data_noun_names_data(nlp, abstract, short, expected):
    assert _found_as(nlp, abstract, short) == expected


@pytest.mark.parametrize("abstract", [
    "We focus on Malay-English (BM-EN) and Tamil-German (TA-DE) and evaluate leading models on them.",
    "We focus on Malay-English (BM-EN) and Gujarati-Zulu (GU-ZU) and evaluate leading models on them.",
])
def test_a_language_pair_defined_with_letters_is_no_method(nlp, abstract):
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"]


@pytest.mark.parametrize("abstract, short, expected", [
    ("We propose a Bayesian-Gaussian (BG) mixture model for finding anomalies.", "BG", {("METHOD", "proposed")}),
    ("We present the Arabic-Glimish (AGL) dataset, a collection of 50k dialect sentences.", "AGL",
     {("DATASET", "introduced")}),
])
def test_words_that_end_like_languages_and_a_named_pair_s_data_stay_names(nlp, abstract, short, expected):
    assert _found_as(nlp, abstract, short) == expected


@pytest.mark.parametrize("abstract, name", [
    ("We join two small teachers in one loop. We refer to the resulting procedure as Glim Zorb Tuning (GZT).", "GZT"),
    ("We refer to the combined method as GlimMix, and test it on ZorbSet.", "GlimMix"),
    ("We refer to the resulting estimator as GlimEst.", "GlimEst"),
])
def test_what_we_refer_to_the_resulting_method_as_is_the_paper_s_own(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, expected", [
    ("Prior attacks leave terse outputs, giving poor results on GlimLM-based evaluation.", set()),
    ("We report results on ZorbSet-derived splits with GlimNet.", {"ZorbSet"}),  # data made from that data
    ("GlimNet gains 3.2% accuracy on ZorbSet-based splits.", {"ZorbSet"}),  # data noun after the derivation
    ("Results on ZorbSet-like synthetic data show that GlimNet generalises.", {"ZorbSet"}),
])
def test_a_name_before_a_manner_derivation_is_no_data_results_are_on(nlp, abstract, expected):
    assert {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"} == expected


def test_names_of_database_software_after_databases_are_no_data(nlp):
    abstract = "We store embeddings in vector databases such as Glimvus and Zorbstore for fast retrieval."
    assert not [m for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "DATASET"]


@pytest.mark.parametrize("abstract", ["We evaluate several commercial ASRs on the GlimSpeech benchmark.",
                                      "Various ASRs are compared on QuarkSpeech."])
def test_letters_counted_in_the_plural_after_a_count_word_are_systems_not_a_measure(nlp, abstract):
    assert "ASRs" not in {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METRIC"}


@pytest.mark.parametrize("abstract", [
    "We perform feature fusion in decoder layers to recover fine spatial detail.",  # a known name with "in"
    "We study self consistency between the depth maps of adjacent frames.",  # two plain words, an unsure name
    "Historians have long studied the fall of the Roman empire from its letters.",  # data named by two plain words
    "We add a high resolution network branch that keeps fine detail in the decoder.",  # ends in a common noun
    "We tune the plan with the cross entropy method and a learned world model.",  # two plain words, in small letters
])
def test_prose_is_not_read_as_a_known_hyphenated_name_written_with_spaces(nlp, abstract):
    assert not extract_paper(_paper(abstract), nlp).mentions


@pytest.mark.parametrize("abstract, name", [
    ("As in prior work, we refer to the model as ZorbNet and use it as our backbone.", "ZorbNet"),
    ("Following Lee et al., we refer to this technique as QuarkCut.", "QuarkCut"),
])
def test_what_we_refer_to_a_model_as_after_prior_work_is_not_the_paper_s_own(nlp, abstract, name):
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, name)


def test_a_known_one_word_model_with_a_size_in_small_letters_is_that_model(nlp):
    extraction = extract_paper(_paper("We fine-tune ELECTRA-small, ByT5-base, BERT-base-uncased and Flan-T5-xl on "
                                      "GlimSet, and the Alpaca-small instruction subset."), nlp)
    assert {m.text for m in extraction.mentions if m.label == "METHOD"} == {
        "ELECTRA-small", "ByT5-base", "BERT-base-uncased", "Flan-T5-xl"}  # (not a name that is also data)


def test_a_variant_glued_to_a_known_name_keeps_its_place_after_latex_blanks(nlp):
    abstract = "We build \\textbf{GlimNet} on Llama3-base models and reach 95% accuracy on ZorbSet."
    rules = {m.text: m.evidence.rule for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"}
    assert rules["Llama3-base"].startswith("gaz:method") and "on" not in rules


def test_the_last_capitalised_word_of_a_method_list_before_its_verb_is_a_method_too(nlp):
    abstract = "Pruning techniques such as Kelbrin and Stavoro remain popular for small models."
    assert {m.text for m in extract_paper(_paper(abstract), nlp).mentions if m.label == "METHOD"} == {
        "Kelbrin", "Stavoro"}


def test_others_who_refer_to_a_result_as_x_name_no_proposal(nlp):
    abstract = "Practitioners often tune BERT on Glim data and refer to the resulting model as GlimBERT; we instead use Zorb."
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, "GlimBERT")


@pytest.mark.parametrize("abstract, role", [
    ("Here, we introduce the Zorb Switch (Lee et al., 2020) to glim parsing.", "used"),
    ("We introduce the Zorb Switch [12] into the glim task.", "used"),
    ("We introduce the Zorb Switch (Lee and Kim, 2021) into the glim task.", "used"),
    ("We introduce the Zorb Switch (ZS), a routing layer, into the glim task.", "proposed"),
    ("We introduce the Zorb Switch (see Section 3), a routing layer, into the glim task.", "proposed"),
    ("We introduce the Zorb Switch (Lee, 2021) into the glim task.", "used"),
    ("We present the Zorb Switch (Glim 2024) for the glim task.", "proposed"),  # an edition, not a citation
    ("We present the Zorb Switch (Lee et al., 2024), our new layer for the glim task.", "proposed"),
    ("We propose a new Zorb Switch [12] for the glim task.", "proposed"),
])
def test_a_name_cited_as_it_is_brought_in_is_not_the_papers_own(nlp, abstract, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["Zorb Switch"].role == role


@pytest.mark.parametrize("abstract, name, label", [
    ("Much recent work is in Multimodal Glim-Aware Sentiment Analysis (MGSA) across many languages.",
     "MGSA", "TASK"),
    ("Zorb models do well in Open-Set Glim Entity Linking (OGEL) in our tests.", "OGEL", "TASK"),
    ("Our layer works with fixed backbones or with Zorb Neural Architecture Search (ZNAS) in the loop.",
     "ZNAS", "METHOD"),
    ("Much recent work is in Efficient Glim Image Compression (EGIC) across many codecs.", "EGIC", "METHOD"),
    ("Our method builds on Rotational Glim Graph Embedding (RGGE) and helps on the Florp-KG dataset.", "RGGE", "METHOD"),
    ("Experiments on Light Glim Collaborative Filtering (LGCF) show that it trails others.", "LGCF", "METHOD"),
])
def test_a_defined_name_an_evaluation_cue_governs_that_ends_in_a_known_task_is_a_task(nlp, abstract, name, label):
    assert {found[0] for found in _found_as(nlp, abstract, name)} == {label}


@pytest.mark.parametrize("abstract, name", [
    ("We tested GlimNet on concept classification for Acute Glim Failure (AGF) support therapies.", "AGF"),
    ("Hand tracking has uses in Augmented Glim Reality (AGR), gaming and robotics.", "AGR"),
    ("Here we present a scheduler for Glim-Quark-Zoom (GQZ) cameras on city streets.", "GQZ"),
    ("We introduce GlimINR, a framework for volume reconstruction using Zorb-Swept Continuous-Wave (ZSCW) radar.",
     "ZSCW"),
    ("We map public datasets across sonar kinds, including Side Glim Sonar (SGS) and Quark Echo Sounder (QES).",
     "QES"),
])
def test_a_defined_condition_reality_or_camera_is_no_method(nlp, abstract, name):
    assert _found_as(nlp, abstract, name) == set()


@pytest.mark.parametrize("abstract, role", [
    ("We propose GlimAnimate for dance videos. A novel GlimPoseAdapter binds identity and motion at each step.",
     "proposed"),
    ("We propose GlimAnimate for dance videos. A lightweight GlimPoseAdapter binds identity and motion.", None),
    ("A novel GlimPoseAdapter was proposed by Lee et al. for pose transfer.", None),
])
def test_a_sentence_opening_on_a_novel_coined_thing_that_acts_proposes_it(nlp, abstract, role):
    roles = {found_role for label, found_role in _found_as(nlp, abstract, "GlimPoseAdapter") if label == "METHOD"}
    assert roles == ({role} if role else set())


def test_a_defined_device_a_participle_follows_is_still_a_device(nlp):
    assert _found_as(nlp, "We fuse data from Glim Zorb Quark (GZQ) sensors mounted on the roof.", "GZQ") == set()


def test_a_defined_part_that_only_works_on_a_devices_data_is_still_a_method(nlp):
    abstract = "We propose GlimDet, which uses a Pillar Scatter Glim (PSG) lidar backbone to reach 71% AP."
    assert ("METHOD", "proposed") in _found_as(nlp, abstract, "PSG")


def test_a_defined_camera_a_method_noun_follows_or_a_learned_one_is_still_a_method(nlp):
    abstract = "We propose a Glim Neural Camera (GNC) pipeline for low-light capture."
    assert {label for label, _ in _found_as(nlp, abstract, "GNC")} == {"METHOD"}


def test_a_defined_condition_an_apposition_calls_a_learned_system_is_a_method(nlp):
    abstract = "We develop Zorb Stroke (ZS), a deep learning system that ranks glim scans."
    assert _found_as(nlp, abstract, "ZS") == {("METHOD", "proposed")}


@pytest.mark.parametrize("abstract, name, found", [
    ("To this end, we label the moves of 974 glim scenes - a dataset that we name GlimAct.", "GlimAct",
     {("DATASET", "introduced")}),
    ("We build a corpus, which we call QuarkText, of 12k zorb reports.", "QuarkText", {("DATASET", "introduced")}),
    ("Next, we define a measure, which we call Quark Peak Stability, that scores zorbs.",
     "Quark Peak Stability", {("METRIC", None)}),
    ("We share the collected data as QuarkKult - the first native Glim culture dataset.", "QuarkKult",
     {("DATASET", "introduced")}),
    ("We propose a tracker that we call GlimNet for zorb tracking.", "GlimNet", {("METHOD", "proposed")}),
    ("We collect a corpus that we refer to as GlimPile for zorb tagging.", "GlimPile", {("DATASET", "introduced")}),
])
def test_a_name_a_clause_gives_or_a_spaced_dash_apposes_takes_the_noun_it_names(nlp, abstract, name, found):
    assert _found_as(nlp, abstract, name) == found


@pytest.mark.parametrize("abstract, role", [
    ("In this paper, a zorb cross-layer optimization (ZCLO) framework is proposed to align glims.", "proposed"),
    ("In this paper, a Zorb Cross-Layer Optimization (ZCLO) method is proposed to align glims.", "proposed"),
    ("In this paper, a Zorb Cross-Layer Optimization (ZCLO) is proposed to align glims.", "proposed"),
])
def test_a_definition_and_its_noun_said_to_be_proposed_in_this_paper_are_its_own(nlp, abstract, role):
    assert _found_as(nlp, abstract, "ZCLO") == {("METHOD", role)}


def test_classical_signal_and_estimation_algorithms_are_known_methods(nlp):
    abstract = ("We smooth the zorb maps with a Gabor filter, find lines with the Hough transform and refine the "
                "poses by bundle adjustment, then calibrate scores with Platt scaling.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert {"Gabor filter", "Hough transform", "bundle adjustment", "Platt scaling"} <= set(methods)
    methods = _by_text(extract_paper(_paper("We track points with Lucas–Kanade and denoise by median filtering."), nlp),
                       "METHOD")
    assert {"Lucas–Kanade", "median filtering"} <= set(methods)


@pytest.mark.parametrize("abstract, role", [
    ("In order to exploit the glim cues of zorb frames, Hybrid Glim-Zorb Aggregation (HGZA) is proposed to fuse them.",
     "proposed"),
    ("To train GlimCAD, a three-stage scheme Progressive Glim Tuning (PGT) is proposed to refine it.", "proposed"),
    ("In order to effectively use zorb cues, the Hybrid Glim Zorb Aggregation (HGZA) is proposed here.", "proposed"),
])
def test_a_definition_said_to_be_proposed_for_a_purpose_the_sentence_opens_on_is_the_papers_own(nlp, abstract, role):
    short = abstract.split("(")[1].split(")")[0]
    assert _found_as(nlp, abstract, short) == {("METHOD", role)}


@pytest.mark.parametrize("abstract", [
    "To this day, Quark Beam Pruning (QBP) is proposed as the default decoder.",
    "To some extent, Quark Beam Pruning (QBP) is proposed to cut cost, but accuracy drops.",
    "To cope with drift, Quark Beam Pruning (QBP) is proposed in the literature, but it is slow.",
    "To speed up decoding, Quark Beam Pruning (QBP) is proposed by Zhang and Li, but it diverges.",
])
def test_a_passive_proposal_after_an_opener_that_is_no_purpose_or_credited_is_not_the_papers_own(nlp, abstract):
    assert ("METHOD", "proposed") not in _found_as(nlp, abstract, "QBP")


@pytest.mark.parametrize("second", ["a Quark Adapter [12]", "a Quark Adapter from prior work"])
def test_a_paired_part_cited_or_from_elsewhere_keeps_its_own_role(nlp, second):
    abstract = f"We propose GlimPaint. It uses a Zorb Adapter for style control and {second} for identity."
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["Quark Adapter"].role == "used"


@pytest.mark.parametrize("sentence", ["The GlimZorb Adapter (Lee et al., 2022) is replaced by a lighter map.",
                                      "Unlike the GlimZorb Adapter, GLAVIR needs no voxel grid.",
                                      "Previous work introduced the GlimZorb Adapter, which ignores geometry."])
def test_a_coined_part_cited_or_set_apart_from_this_work_is_not_its_own(nlp, sentence):
    methods = _by_text(extract_paper(_paper("We propose GLAVIR. " + sentence), nlp), "METHOD")
    assert methods["GlimZorb Adapter"].role != "proposed"


def test_two_parts_each_with_its_article_and_purpose_share_the_proposed_role(nlp):
    abstract = ("We introduce GlimIP, a new framework that splits these goals over two dedicated components: "
                "a Zorb Adapter for stylistic control and a Quark Adapter for identity upkeep.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["Zorb Adapter"].role == methods["Quark Adapter"].role == "proposed"


@pytest.mark.parametrize("abstract, name", [
    ("We propose GLAVIR. The GlimZorb Adapter maps voxels into a prior.", "GlimZorb Adapter"),
    ("Firstly, we design a QuarkAgent Block that predicts a shift for each glim.", "QuarkAgent Block"),
    ("We propose GLAVIR, which uses the AutoZorb Module to map voxels.", "AutoZorb Module"),
])
def test_a_coined_name_and_its_capitalised_part_noun_are_one_name(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METHOD")


def test_a_coined_part_named_after_the_proposal_is_the_papers_own(nlp):
    abstract = "We propose GLAVIR. The GlimZorb Adapter maps voxels into a prior."
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")["GlimZorb Adapter"].role == "proposed"


def test_a_coined_name_before_two_part_nouns_keeps_its_own_span(nlp):
    methods = _by_text(extract_paper(_paper("We adopt the QuickZorb Block module for speed."), nlp), "METHOD")
    assert "QuickZorb Block module" not in methods


def test_names_before_backbone_are_methods(nlp):
    methods = _by_text(extract_paper(_paper("Our method helps recognition for both GlimBase and ZorbGaitV2 backbones, "
                                            "and for the QuarkNet backbone."), nlp), "METHOD")
    assert {"GlimBase", "ZorbGaitV2", "QuarkNet"} <= set(methods)
    assert {methods[name].role for name in ("GlimBase", "ZorbGaitV2", "QuarkNet")} == {"used"}


@pytest.mark.parametrize("abstract, name, role", [
    ("Tests with both ViT-B/16 and GlimViT-B/16 backbones show gains on FlorpRetrieval.", "GlimViT-B/16", "used"),
    ("We propose GlimDet. Our GlimNet backbone is light.", "GlimNet", "proposed"),
])
def test_a_backbone_is_used_unless_the_paper_calls_it_its_own(nlp, abstract, name, role):
    assert _by_text(extract_paper(_paper(abstract), nlp), "METHOD")[name].role == role


@pytest.mark.parametrize("abstract, found", [
    ("We plug GlimGen into popular radiance-field models, which include ZorbNeRF and QuarkNeRF.",
     {"ZorbNeRF", "QuarkNeRF"}),
    ("We release a glim benchmark that includes 14,897 ZORB documents and 1,595 questions.", set()),
    ("Our corpora, which include ZORB and Glimmer posts, are large.", set()),
])
def test_names_a_plural_head_says_it_includes_are_listed_under_it(nlp, abstract, found):
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    datasets = _by_text(extract_paper(_paper(abstract), nlp), "DATASET")
    assert found <= set(methods) and "ZORB" not in datasets and "Glimmer" not in datasets


@pytest.mark.parametrize(("abstract", "name", "label"), [
    ("Experiments on the QRUR, GLID, and SGD datasets show steady gains.", "SGD", "DATASET"),
    ("Experiments on the QRUR and SGD corpora show steady gains.", "SGD", "DATASET"),
    ("Our agent also carries over to the SGD dataset.", "SGD", "DATASET"),
    # the known method it is, where no data noun closes its list
    ("We train GlimNet with SGD on the QRUR and GLID datasets.", "SGD", "METHOD"),
    ("We compare SGD and Adam on the QRUR datasets.", "SGD", "METHOD"),
    ("We run the SGD benchmarks on four GPUs.", "SGD", "METHOD"),  # runs of a method
    ("We release our BERT, RoBERTa, and T5 corpora.", "T5", "METHOD"),  # known models' own data
    ("We freeze the BERT, and QRUR datasets are used for tuning.", "BERT", "METHOD"),  # a clause, not a list
    ("We build the BERT dataset generation pipeline.", "BERT", "METHOD"),  # the noun heads more words
    ("We pretrain on the BERT corpus and Wikipedia.", "BERT", "METHOD"),  # a known model's training data
    ("The GPT-4 dataset holds 52k instructions.", "GPT-4", "METHOD"),  # data a known model made, no name of its own
    ("We compare on the GPT-4 and Human datasets of replies.", "GPT-4", "METHOD"),  # no coined name beside it
])
def test_a_known_method_s_letters_listed_before_a_data_noun_name_data(nlp, abstract, name, label):
    assert _labels_found_as(nlp, abstract, name) == {label}


@pytest.mark.parametrize("abstract, name, with_head", [
    ("Our sampler runs twice as fast as the Glim-Zorb algorithm on long inputs.", "Glim-Zorb", "Glim-Zorb algorithm"),
    ("We propose GlimNet. GlimNet outperforms the QuarkFormer model on sonar images.", "QuarkFormer",
     "QuarkFormer model"),
])
def test_an_eval_record_names_a_method_with_the_head_noun_written_after_it(nlp, abstract, name, with_head):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper(abstract), nlp))
    assert [name, with_head] in [group["names"] for group in record["methods"]]


def test_an_eval_record_adds_no_head_noun_the_abstract_does_not_write_after_the_name(nlp):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper("We propose GlimNet. GlimNet outperforms QuarkFormer on sonar."), nlp))
    assert ["QuarkFormer"] in [group["names"] for group in record["methods"]]


@pytest.mark.parametrize("abstract", [
    "GlimDet is tested on benchmarks like nuScenes and Zorbmo.",
    "Scores rise on three benchmarks, including nuScenes, Zorbmo, and QuarkDrive.",
])
def test_a_known_benchmark_written_in_lower_case_first_keeps_the_list_it_opens(nlp, abstract):
    assert _by_text(extract_paper(_paper(abstract), nlp), "DATASET")["Zorbmo"].role == "evaluated"


@pytest.mark.parametrize("abstract, names", [
    ("GlimNet is trained on the Zorbania and public QUARK-7 datasets.", {"Zorbania", "QUARK-7"}),
    ("Scores rise on the GlimSet and real-world QUARK-7 datasets.", {"GlimSet", "QUARK-7"}),
])
def test_a_word_saying_what_kind_of_data_one_listed_name_is_keeps_the_list(nlp, abstract, names):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "DATASET")) == names


@pytest.mark.parametrize("abstract, method", [
    ("We propose Quark$^2$, a compact detector. Quark$^2$ improves accuracy by 3.2% over GlimNet.", "Quark$^2$"),
    ("We propose \\textbf{Quark}, a compact detector. \\textbf{Quark} improves accuracy by 3.2% over GlimNet.",
     "Quark"),
])
def test_an_eval_records_gain_names_its_method_as_the_page_writes_its_math(nlp, abstract, method):
    from kg.evaluate import to_eval_record

    record = to_eval_record(extract_paper(_paper(abstract), nlp))
    assert [(gain["value"], gain["method"], gain["baseline"]) for gain in record["gains"]] == [(3.2, method, "GlimNet")]


def test_a_sentence_longer_than_any_abstract_writes_is_cut_near_a_comma(nlp):
    from kg.extract.components import LONGEST_SENTENCE

    clause = "the glim zorb quark blix model reads the page"  # nine words, then a comma
    text = ", ".join([clause] * 90) + " and GlimNet improves accuracy by 3% on ZorbSet."
    extraction = extract_paper(_paper(text), nlp)
    doc = nlp(text)
    lengths = [len(sentence) for sentence in doc.sents]
    assert len(lengths) > 1 and max(lengths) <= LONGEST_SENTENCE
    assert all(doc[sentence.start - 1].text == "," for sentence in list(doc.sents)[1:])
    assert [(claim.value, claim.dataset) for claim in extraction.claims] == [(3.0, "ZorbSet")]


def test_a_run_of_signs_with_no_word_in_it_is_blanked_and_the_text_around_it_read(nlp):
    from kg.extract.pipeline import clean_text

    text = "We propose GlimNet " + "(" * 40 + " and evaluate it on the ZorbSet dataset. " + "$^\\" * 30
    cleaned = clean_text(text)
    assert len(cleaned) == len(text) and "(" not in cleaned and "$" not in cleaned
    assert clean_text("accuracy of 81.2% (+3.4%), see [12]--[15].") == "accuracy of 81.2% (+3.4%), see [12]--[15]."
    found = extract_paper(_paper(text), nlp)
    assert _by_text(found, "METHOD")["GlimNet"].role == "proposed" and "ZorbSet" in _by_text(found, "DATASET")


def test_a_defined_framework_named_with_a_measure_it_uses_is_the_proposed_method(nlp):
    abstract = ("This paper proposes a glim compression framework using Zorb Rate (GZR). GZR outperforms existing "
                "methods on QuarkSet.")
    methods = _by_text(extract_paper(_paper(abstract), nlp), "METHOD")
    assert methods["GZR"].role == "proposed" and "glim compression framework using Zorb Rate" in methods


def test_letters_of_a_known_measure_defined_as_another_name_keep_none_of_its_key(nlp):
    from kg.evaluate import to_eval_record

    extraction = extract_paper(_paper("Our GlimNet yields a higher angular correlation coefficient (ACC) on QuarkSet. "
                                      "It also has improved accuracy over ZorbNet."), nlp)
    assert {m.text: m.key for m in extraction.mentions if m.label == "METRIC"} == {
        "angular correlation coefficient": None, "ACC": None, "accuracy": "accuracy"}
    assert ["accuracy"] in [group["names"] for group in to_eval_record(extraction)["metrics"]]


@pytest.mark.parametrize("abstract, names", [
    ("GlimNet gains 0.202, 0.139, and 0.117 in Pearson, Spearman, and Kendall-Tau coefficients, respectively.",
     {"Pearson", "Spearman", "Kendall-Tau"}),
    ("GlimNet is evaluated on QuarkSet with Pearson and Spearman correlations.", {"Pearson", "Spearman"}),
    ("We study how Glim and Zorb correlations shape quark sorting.", set()),  # (no measure's names)
])
def test_names_listed_before_the_noun_of_measures_they_share_are_measures(nlp, abstract, names):
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC")) == names


@pytest.mark.parametrize("abstract, name", [
    ("We propose a new metric, the Agent with Tools Success Rate (ATSR), for glim agents.", "ATSR"),
    ("We report the Model Based Similarity Score (MBSS), and GlimNet improves MBSS by 3.1 points on QuarkSet.", "MBSS"),
])
def test_a_measure_named_with_a_capitalised_method_noun_in_it_stays_a_measure(nlp, abstract, name):
    assert name in _by_text(extract_paper(_paper(abstract), nlp), "METRIC")


def test_a_standard_deviation_in_brackets_is_no_model(nlp):
    extraction = extract_paper(_paper("GlimNet reached a mean Dice of 0.85 (SD 3.5) on QuarkSet."), nlp)
    assert "SD 3.5" not in _by_text(extraction, "METHOD")


def test_a_list_whose_last_name_is_a_known_measure_alone_still_shares_the_noun(nlp):
    abstract = "GlimNet gains 0.202, 0.139, and 0.117 in Pearson, Spearman, and Kendall Tau coefficients, respectively."
    assert set(_by_text(extract_paper(_paper(abstract), nlp), "METRIC")) == {"Pearson", "Spearman", "Kendall Tau"}


def test_each_thread_extracts_with_a_pipeline_of_its_own():
    # the rule components keep what they read of a document while they read it: threads never share one
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:
        built = list(pool.map(lambda _: id(shared_nlp()), range(2), chunksize=1))
        built += list(pool.map(lambda _: id(shared_nlp()), range(2), chunksize=1))
    assert id(shared_nlp()) not in built and shared_nlp() is shared_nlp()


_GC_STATE = ("import gc; from kg.extract import extract_paper; from kg.models import Paper; {own}"
             "before = gc.get_threshold(); "
             "extract_paper(Paper(id='p', abstract='We propose GlimNet, which beats QuarkNet by 2% on ZorbSet.')); "
             "print(gc.get_freeze_count() > 0, gc.get_threshold() == before)")


@pytest.mark.parametrize("own, expected", [
    ("", "False True"),  # a library caller's interpreter is left as it was
    ("from kg.process import own_this_process; own_this_process(); ", "True True"),  # the command's is tuned
])
def test_extraction_tunes_the_interpreter_only_in_a_process_the_program_owns(own, expected):
    run = subprocess.run([sys.executable, "-c", _GC_STATE.format(own=own)], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == expected.split()
