"""The shipped gazetteers and stoplists are well-formed, large enough and mutually consistent.

Extraction trusts these files blindly (span ids become canonical keys), so every
structural promise the README makes is checked here against the real files.
"""

from __future__ import annotations

import json
import re
import shutil
from collections import defaultdict
from pathlib import Path

import pytest
import spacy

from kg.errors import RuleDataError
from kg.extract.lexicon import read_lexicon

DATA = Path(__file__).resolve().parents[2] / "kg" / "extract" / "data"
GAZETTEERS = DATA / "gazetteers"
STOPLISTS = DATA / "stoplists"

LABEL_OF_FILE = {
    "methods.jsonl": "METHOD",
    "datasets.jsonl": "DATASET",
    "metrics.jsonl": "METRIC",
    "tasks.jsonl": "TASK",
}
FILE_OF_LABEL = {label: name for name, label in LABEL_OF_FILE.items()}
MIN_IDS = {"METHOD": 550, "DATASET": 550, "METRIC": 170, "TASK": 200}
KINDS = {
    "METHOD": {"model", "architecture", "algorithm", "optimizer", "loss", "technique"},
    "DATASET": {"dataset", "benchmark", "environment", "suite"},
}
ALLOWED_KEYS = {"label", "pattern", "id", "case", "ambiguous", "standalone", "variant_of", "kind", "scored_as"}
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SPACY_KEYS = ("label", "pattern", "id")


def _load(name: str) -> list[dict]:
    rows = []
    path = GAZETTEERS / name
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        assert line.strip(), f"{name}:{lineno}: blank line"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:  # pragma: no cover - failure path
            pytest.fail(f"{name}:{lineno}: not JSON: {exc}")
        assert isinstance(row, dict), f"{name}:{lineno}: not an object"
        rows.append(row)
    return rows


def _stoplist(name: str) -> list[str]:
    lines = (STOPLISTS / name).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


@pytest.fixture(scope="module")
def gazetteers() -> dict[str, list[dict]]:
    return {LABEL_OF_FILE[name]: _load(name) for name in LABEL_OF_FILE}


@pytest.fixture(scope="module")
def all_rows(gazetteers) -> list[dict]:
    return [row for rows in gazetteers.values() for row in rows]


def _index(rows: list[dict]) -> dict[str, str]:
    return {row["pattern"]: row["id"] for row in rows}


@pytest.mark.parametrize("name", sorted(LABEL_OF_FILE))
def test_every_line_is_a_valid_record(name):
    label = LABEL_OF_FILE[name]
    for lineno, row in enumerate(_load(name), 1):
        where = f"{name}:{lineno}"
        assert set(row) <= ALLOWED_KEYS, f"{where}: unknown keys {set(row) - ALLOWED_KEYS}"
        for key in SPACY_KEYS:
            assert isinstance(row.get(key), str) and row[key].strip(), f"{where}: missing {key}"
        assert row["label"] == label, f"{where}: label {row['label']} in {name}"
        assert row["pattern"] == row["pattern"].strip(), f"{where}: padded pattern"
        assert SLUG.match(row["id"]) and row["id"].isascii(), f"{where}: bad id {row['id']!r}"
        if "case" in row:
            assert row["case"] == "lower", f"{where}: case must be 'lower'"
        if "ambiguous" in row:
            assert row["ambiguous"] is True, f"{where}: ambiguous must be true when present"
        if "standalone" in row:
            assert row["standalone"] is True and row.get("ambiguous") is True, \
                f"{where}: standalone must be true and only on ambiguous forms"
        if "kind" in row:
            assert row["kind"] in KINDS.get(label, set()), f"{where}: kind {row['kind']!r}"
        if "variant_of" in row:
            assert row["variant_of"] != row["id"], f"{where}: variant of itself"


def _out_of_order(name: str, keys: list[tuple]) -> list[str]:
    """Each line that sorts before the line above it, with the first line it belongs before."""
    messages = []
    for index in range(1, len(keys)):
        if keys[index] < keys[index - 1]:
            before = next(at for at, key in enumerate(keys) if key > keys[index])
            messages.append(f"{name}:{index + 1}: {keys[index]} belongs before line {before + 1} {keys[before]}")
    return messages


@pytest.mark.parametrize("name", sorted(LABEL_OF_FILE))
def test_lines_are_sorted_by_label_id_pattern(name):
    keys = [(row["label"], row["id"], row["pattern"]) for row in _load(name)]
    assert _out_of_order(name, keys) == []


def test_an_unsorted_line_is_named_with_the_line_it_belongs_before():
    keys = [("DATASET", "glimset", "GlimSet"), ("DATASET", "quarkset", "QuarkSet"), ("DATASET", "zorbset", "ZorbSet"),
            ("DATASET", "lumaset", "LumaSet")]
    assert _out_of_order("datasets.jsonl", keys) == [
        "datasets.jsonl:4: ('DATASET', 'lumaset', 'LumaSet') belongs before line 2 ('DATASET', 'quarkset', 'QuarkSet')"]


def test_minimum_distinct_ids(gazetteers):
    for label, minimum in MIN_IDS.items():
        ids = {row["id"] for row in gazetteers[label]}
        assert len(ids) >= minimum, f"{label}: {len(ids)} ids < {minimum}"


def _where(label: str, lineno: int) -> str:
    return f"{FILE_OF_LABEL[label]}:{lineno}"


def _duplicate_patterns(label: str, rows: list[dict]) -> list[str]:
    first_line: dict[str, int] = {}
    messages = []
    for lineno, row in enumerate(rows, 1):
        first = first_line.setdefault(row["pattern"], lineno)
        if first != lineno:
            messages.append(f"{_where(label, lineno)}: duplicate pattern {row['pattern']!r} (id {row['id']!r}), first "
                            f"on line {first} (id {rows[first - 1]['id']!r})")
    return messages


def _any_case_forms_reaching_another_id(label: str, rows: list[dict]) -> list[str]:
    lines_of: dict[str, list[int]] = defaultdict(list)
    for lineno, row in enumerate(rows, 1):
        lines_of[row["pattern"].lower()].append(lineno)
    return [f"{_where(label, lineno)}: {row['pattern']!r} (id {row['id']!r}) matches in any case, and so reaches line "
            f"{other} {rows[other - 1]['pattern']!r} (id {rows[other - 1]['id']!r})"
            for lineno, row in enumerate(rows, 1) if row.get("case") == "lower"
            for other in lines_of[row["pattern"].lower()] if rows[other - 1]["id"] != row["id"]]


def _variants_of_no_id(label: str, rows: list[dict]) -> list[str]:
    ids = {row["id"] for row in rows}
    return [f"{_where(label, lineno)}: {row['id']!r} is a variant of {row['variant_of']!r}, which is no id of the file"
            for lineno, row in enumerate(rows, 1) if "variant_of" in row and row["variant_of"] not in ids]


def _ids_of_two_families_or_kinds(label: str, rows: list[dict]) -> list[str]:
    first_line: dict[str, int] = {}
    messages = []
    for lineno, row in enumerate(rows, 1):
        first = rows[first_line.setdefault(row["id"], lineno) - 1]
        if (row.get("variant_of"), row.get("kind")) != (first.get("variant_of"), first.get("kind")):
            messages.append(f"{_where(label, lineno)}: id {row['id']!r} has variant_of {row.get('variant_of')!r} and "
                            f"kind {row.get('kind')!r}, but line {first_line[row['id']]} has "
                            f"{first.get('variant_of')!r} and {first.get('kind')!r}")
    return messages


def _forms_shared_across_labels_not_ambiguous(gazetteers: dict[str, list[dict]]) -> list[str]:
    lines_of: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for label, rows in gazetteers.items():
        for lineno, row in enumerate(rows, 1):
            lines_of[row["pattern"]].append((label, lineno))
    return [f"{_where(label, lineno)}: {form!r} is not ambiguous, but also a form of "
            + ", ".join(_where(other, other_line) for other, other_line in lines if other != label)
            for form, lines in lines_of.items() if len({label for label, _ in lines}) > 1
            for label, lineno in lines if not gazetteers[label][lineno - 1].get("ambiguous")]


def test_no_duplicate_patterns_and_one_id_per_pattern(gazetteers):
    assert [message for label, rows in gazetteers.items() for message in _duplicate_patterns(label, rows)] == []


def test_case_insensitive_forms_never_reach_another_id(gazetteers):
    assert [message for label, rows in gazetteers.items()
            for message in _any_case_forms_reaching_another_id(label, rows)] == []


def test_variant_of_points_to_an_existing_id(gazetteers):
    assert [message for label, rows in gazetteers.items() for message in _variants_of_no_id(label, rows)] == []


def test_a_measure_a_model_is_scored_as_is_a_known_measure(gazetteers):
    measures = {row["id"] for row in gazetteers["METRIC"]}
    scored = [row for rows in gazetteers.values() for row in rows if "scored_as" in row]
    assert scored and all(row["label"] == "METHOD" and row["scored_as"] in measures for row in scored)


@pytest.mark.parametrize("subset, benchmark", [("GPQA Diamond", "gpqa"), ("AlpacaEval 2.0", "alpacaeval")])
def test_a_subset_or_a_new_version_of_a_benchmark_is_its_variant_not_it(gazetteers, subset, benchmark):
    """Results on the subset or the new version were merged into the benchmark's own, where they are not comparable."""
    row = next(row for row in gazetteers["DATASET"] if row["pattern"] == subset)
    assert row["id"] != benchmark and row.get("variant_of") == benchmark


def test_every_id_has_one_variant_of_and_kind(gazetteers):
    assert [message for label, rows in gazetteers.items() for message in _ids_of_two_families_or_kinds(label, rows)] \
        == []


def test_a_form_shared_across_labels_is_ambiguous_everywhere(gazetteers):
    assert _forms_shared_across_labels_not_ambiguous(gazetteers) == []


def test_what_breaks_a_house_rule_is_named_by_file_and_line_and_the_line_it_clashes_with():
    glim = {"label": "DATASET", "pattern": "GlimSet", "id": "glimset", "kind": "dataset"}
    datasets = [glim, {**glim, "pattern": "glimset", "case": "lower", "id": "glim-set"}, {**glim, "id": "glimset-2"},
                {**glim, "pattern": "GlimSet-S", "variant_of": "zorbset"}]
    assert _duplicate_patterns("DATASET", datasets) == [
        "datasets.jsonl:3: duplicate pattern 'GlimSet' (id 'glimset-2'), first on line 1 (id 'glimset')"]
    assert _any_case_forms_reaching_another_id("DATASET", datasets) == [
        "datasets.jsonl:2: 'glimset' (id 'glim-set') matches in any case, and so reaches line 1 'GlimSet' (id "
        "'glimset')",
        "datasets.jsonl:2: 'glimset' (id 'glim-set') matches in any case, and so reaches line 3 'GlimSet' (id "
        "'glimset-2')"]
    assert _variants_of_no_id("DATASET", datasets) == [
        "datasets.jsonl:4: 'glimset' is a variant of 'zorbset', which is no id of the file"]
    assert _ids_of_two_families_or_kinds("DATASET", datasets) == [
        "datasets.jsonl:4: id 'glimset' has variant_of 'zorbset' and kind 'dataset', but line 1 has None and 'dataset'"]
    metrics = [{"label": "METRIC", "pattern": "GlimSet", "id": "glim-score"}]
    assert _forms_shared_across_labels_not_ambiguous({"DATASET": datasets[:1], "METRIC": metrics}) == [
        "datasets.jsonl:1: 'GlimSet' is not ambiguous, but also a form of metrics.jsonl:1",
        "metrics.jsonl:1: 'GlimSet' is not ambiguous, but also a form of datasets.jsonl:1"]


@pytest.mark.parametrize(
    "stoplist, label",
    [("generic_methods.txt", "METHOD"), ("generic_datasets.txt", "DATASET"), ("generic_metrics.txt", "METRIC")],
)
def test_generic_words_are_never_gazetteer_patterns(gazetteers, stoplist, label):
    generic = {word.lower() for word in _stoplist(stoplist)}
    clashes = sorted(row["pattern"] for row in gazetteers[label] if row["pattern"].lower() in generic)
    assert not clashes, f"{label} patterns listed as generic in {stoplist}: {clashes}"


def test_paradigms_and_classes_are_in_the_generic_method_stoplist():
    generic = set(_stoplist("generic_methods.txt"))
    required = {
        "llm", "llms", "large language model", "vlm", "mllm", "cnn", "cnns", "gnn", "gnns", "dnn", "rnn",
        "moe", "mixture of experts", "transformer-based models", "diffusion models", "federated learning",
        "knowledge distillation", "reinforcement learning", "rlhf", "rag", "peft", "qat", "dro",
        "optimal transport", "kl divergence", "wasserstein distance", "token pruning",
        "contrastive learning", "self-supervised learning", "baseline", "model", "framework",
        "state-of-the-art",
    }
    assert not required - generic, f"missing: {sorted(required - generic)}"
    assert len(generic) >= 200


@pytest.mark.parametrize(
    "name", ["generic_methods.txt", "generic_datasets.txt", "generic_metrics.txt", "not_entities.txt"]
)
def test_stoplists_are_clean(name):
    words = _stoplist(name)
    assert words, f"{name} is empty"
    assert len(words) == len(set(words)), f"{name} has duplicates"
    assert words == sorted(words), f"{name} is not sorted"
    if name.startswith("generic_"):
        assert all(word == word.lower() for word in words), f"{name} must be lower case"


def test_not_entities_never_block_a_confident_gazetteer_form(all_rows):
    not_entities = set(_stoplist("not_entities.txt"))
    for word in ("However", "We", "Our", "Table", "Figure", "GitHub", "January", "AI", "SOTA", "GPU", "LiDAR", "China", "English"):
        assert word in not_entities
    clashes = sorted(
        (row["label"], row["pattern"]) for row in all_rows
        if row["pattern"] in not_entities and not row.get("ambiguous")
    )
    assert not clashes, f"unambiguous gazetteer forms listed as non-entities: {clashes}"


def test_span_ruler_validates_every_pattern(all_rows):
    nlp = spacy.blank("en")
    exact = nlp.add_pipe("span_ruler", name="gaz_exact", config={"validate": True, "spans_key": "gaz_exact"})
    lower = nlp.add_pipe(
        "span_ruler", name="gaz_lower",
        config={"validate": True, "spans_key": "gaz_lower", "phrase_matcher_attr": "LOWER"},
    )
    stripped = [{key: row[key] for key in SPACY_KEYS} for row in all_rows]
    exact.add_patterns([p for p, row in zip(stripped, all_rows) if row.get("case") != "lower"])
    lower.add_patterns([p for p, row in zip(stripped, all_rows) if row.get("case") == "lower"])
    assert len(exact) + len(lower) == len(all_rows)


@pytest.fixture(scope="module")
def ruler_nlp(all_rows):
    nlp = spacy.blank("en")
    exact = nlp.add_pipe("span_ruler", name="gaz_exact", config={"spans_key": "gaz"})
    lower = nlp.add_pipe(
        "span_ruler", name="gaz_lower",
        config={"spans_key": "gaz_lower", "phrase_matcher_attr": "LOWER"},
    )
    exact.add_patterns([{k: r[k] for k in SPACY_KEYS} for r in all_rows if r.get("case") != "lower"])
    lower.add_patterns([{k: r[k] for k in SPACY_KEYS} for r in all_rows if r.get("case") == "lower"])
    return nlp


def _hits(nlp, text: str) -> set[tuple[str, str, str]]:
    doc = nlp(text)
    spans = list(doc.spans["gaz"]) + list(doc.spans["gaz_lower"])
    return {(span.label_, span.text, span.id_) for span in spans}


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "We fine-tune ResNet50 and ViT-B/16 on ImageNet-1K and report top-1 accuracy.",
            {("METHOD", "ResNet50", "resnet-50"), ("METHOD", "ViT-B/16", "vit-b-16"),
             ("DATASET", "ImageNet-1K", "imagenet-1k"), ("METRIC", "top-1 accuracy", "top-1-accuracy")},
        ),
        (
            "A Vision Transformer trained with AdamW improves mIoU on ADE20K for semantic segmentation.",
            {("METHOD", "Vision Transformer", "vit"), ("METHOD", "AdamW", "adamw"),
             ("METRIC", "mIoU", "miou"), ("DATASET", "ADE20K", "ade20k"),
             ("TASK", "semantic segmentation", "semantic-segmentation")},
        ),
        (
            "Compared with GPT-4o and Llama-3-8B, our model raises accuracy on GSM8K and pass@1 on HumanEval today.",
            {("METHOD", "GPT-4o", "gpt-4o"), ("METHOD", "Llama-3-8B", "llama-3-8b"),
             ("METRIC", "pass@1", "pass-at-1"), ("DATASET", "HumanEval", "humaneval"),
             ("METRIC", "accuracy", "accuracy"), ("DATASET", "GSM8K", "gsm8k")},
        ),
        (
            "Word error rate on LibriSpeech drops for speech recognition with wav2vec 2.0.",
            {("METRIC", "Word error rate", "wer"), ("DATASET", "LibriSpeech", "librispeech"),
             ("TASK", "speech recognition", "speech-recognition"), ("METHOD", "wav2vec 2.0", "wav2vec-2")},
        ),
    ],
)
def test_gazetteers_find_names_in_running_text(ruler_nlp, text, expected):
    hits = _hits(ruler_nlp, text)
    assert expected <= hits, f"missing {expected - hits}"


def test_generic_words_in_running_text_are_not_methods(ruler_nlp):
    text = "Large language models and graph neural networks use knowledge distillation and federated learning."
    methods = {hit for hit in _hits(ruler_nlp, text) if hit[0] == "METHOD"}
    assert methods == set()


def test_named_entities_and_their_aliases(gazetteers):
    methods = _index(gazetteers["METHOD"])
    family = {row["id"]: row.get("variant_of") for row in gazetteers["METHOD"]}
    assert methods["ViT"] == methods["Vision Transformer"] == "vit"
    assert methods["ResNet-50"] == methods["ResNet50"] == "resnet-50"
    assert family["resnet-50"] == "resnet"
    assert family["llama-3-8b"] == "llama-3"
    assert family["vicuna-7b"] == family["vicuna-13b"] == "vicuna"
    assert methods["GPT-4o"] == "gpt-4o" and family["gpt-4o"] is None
    assert methods["Phi-2"] == methods["Phi2"] == "phi-2"
    for name, key in [("MS COCO", "ms-coco"), ("CIFAR10", "cifar-10"), ("ETTh1", "etth1"),
                      ("VQAv2", "vqa-v2"), ("WMT14 En-De", "wmt14-en-de")]:
        assert _index(gazetteers["DATASET"])[name] == key
    metrics = _index(gazetteers["METRIC"])
    assert metrics["mAP@0.5"] == metrics["mAP50"] == "map-50"
    assert metrics["BLEU-4"] == metrics["BLEU4"] == "bleu-4"
    assert metrics["P@1"] == "precision-at-1"


def test_brief_names_are_covered(gazetteers):
    required = {
        "METHOD": "resnet resnet-50 vit deit swin convnext bert roberta t5 gpt-2 gpt-3 gpt-4 gpt-4o llama "
                  "llama-2 llama-3 llama-3-8b mistral-7b mixtral qwen qwen2-vl phi-2 gemma vicuna-7b vicuna-13b "
                  "llava llava-1-5 blip-2 instructblip flamingo clip siglip dino dinov2 sam mae simclr moco byol "
                  "u-net yolo yolov8 detr faster-r-cnn mask-r-cnn nerf 3dgs stable-diffusion ddpm ddim vae "
                  "mamba s4 lstm gru transformer gcn gat graphsage gin word2vec glove elmo xgboost lightgbm "
                  "random-forest svm adam adamw sgd lora qlora dpo ppo grpo dqn sac td3 maml fedavg fedprox "
                  "scaffold dropout batch-norm layer-norm",
        "DATASET": "imagenet imagenet-1k cifar-10 cifar-100 ms-coco pascal-voc cityscapes ade20k kitti nuscenes "
                   "glue superglue sst-2 mnli squad gsm8k math mmbench mme pope seed-bench mmmu vqa-v2 gqa "
                   "textvqa scienceqa mmlu hellaswag ai2-arc truthfulqa humaneval mbpp big-bench librispeech "
                   "common-voice atari mujoco d4rl meta-world cora citeseer pubmed-graph ogb etth1 femnist leaf "
                   "wmt14 movielens",
        "METRIC": "accuracy top-1-accuracy f1 macro-f1 precision recall map map-50 ap50 miou iou dice bleu "
                  "bleu-4 rouge-l meteor cider spice bertscore perplexity fid inception-score kid lpips psnr "
                  "ssim clip-score wer cer eer auc auroc auprc mrr ndcg hits-at-k recall-at-k precision-at-1 "
                  "mae mse rmse mape chamfer-distance ade fde success-rate latency throughput flops parameters "
                  "memory-footprint inference-time training-time energy-consumption pass-at-1 exact-match",
        "TASK": "image-classification object-detection semantic-segmentation visual-place-recognition "
                "micro-expression-recognition super-resolution machine-translation question-answering "
                "named-entity-recognition sentiment-analysis text-summarization speech-recognition "
                "graph-anomaly-detection link-prediction node-classification",
    }
    for label, names in required.items():
        ids = {row["id"] for row in gazetteers[label]}
        missing = sorted(set(names.split()) - ids)
        assert not missing, f"{label} missing {missing}"


@pytest.mark.parametrize(("name", "first", "second"), [
    # related but different problems or measures: one entry each, so they never share a node
    ("tasks.jsonl", "intent detection", "slot filling"),
    ("tasks.jsonl", "task-oriented dialogue", "dialogue state tracking"),
    ("tasks.jsonl", "text-to-video generation", "video synthesis"),
    ("tasks.jsonl", "image-to-image translation", "neural style transfer"),
    ("tasks.jsonl", "pose estimation", "keypoint detection"),
    ("tasks.jsonl", "model compression", "network pruning"),
    ("tasks.jsonl", "hate speech detection", "offensive language detection"),
    ("tasks.jsonl", "re-ranking", "learning to rank"),
    ("tasks.jsonl", "web navigation", "gui agents"),
    ("metrics.jsonl", "energy consumption", "energy efficiency"),
])
def test_different_things_are_different_entries(name, first, second):
    id_of = {row["pattern"].lower(): row["id"] for row in _load(name)}
    assert id_of[first] != id_of[second]


# ------------------------------------------------------------------ what loading refuses


@pytest.fixture
def data_copy(tmp_path) -> Path:
    """A copy of the shipped rule data, for a test to break."""
    shutil.copytree(DATA, tmp_path / "data")
    return tmp_path / "data"


def _added(data: Path, path: str, *lines: str) -> tuple[Path, int]:
    """The file with the lines added at its end, and the number of the last."""
    file = data / path
    text = file.read_text(encoding="utf-8") + "".join(line + "\n" for line in lines)
    file.write_text(text, encoding="utf-8")
    return file, text.count("\n")


def _refusal(data: Path) -> str:
    with pytest.raises(RuleDataError) as refused:
        read_lexicon(data)
    return str(refused.value)


GLIMSET = '{"label": "DATASET", "pattern": "GlimSet", "id": "glimset", "kind": "dataset"'
GLIMNET = '{"label": "METHOD", "pattern": "GlimNet", "id": "glimnet", "kind": "model"'


@pytest.mark.parametrize(("file", "lines", "says"), [
    ("datasets", ['{"label": "METRIC", "pattern": "GlimScore", "id": "glim-score"}'],
     "[KG510] {}: label 'METRIC' in datasets.jsonl, whose lines are all DATASET"),
    ("datasets", ['{"label": "DATSET", "pattern": "GlimSet", "id": "glimset", "kind": "dataset"}'],
     "[KG510] {}: label 'DATSET' in datasets.jsonl, whose lines are all DATASET"),
    ("datasets", ['{"label": ["DATASET"], "pattern": "GlimSet", "id": "glimset"}'],
     '[KG510] {}: label ["DATASET"] in datasets.jsonl, whose lines are all DATASET'),
    ("datasets", [GLIMSET + ', "ambigous": true}'], "[KG510] {}: unknown field 'ambigous' (did you mean 'ambiguous'?)"),
    ("datasets", ['{"label": "DATASET", "pattern": "GlimSet", "id": "glimset", "kindd": "dataset"}'],
     "[KG510] {}: unknown field 'kindd' (did you mean 'kind'?)"),
    ("datasets", [GLIMSET + ', "case": "Lower"}'],
     '[KG510] {}: case \'Lower\': write "case": "lower" for a form that matches in any case, or leave it out'),
    ("datasets", [GLIMSET + ', "case": true}'],
     '[KG510] {}: case true: write "case": "lower" for a form that matches in any case, or leave it out'),
    ("datasets", [GLIMSET + ', "ambiguous": false}'],
     '[KG510] {}: ambiguous false: write "ambiguous": true, or leave it out'),
    ("methods", [GLIMNET + ', "standalone": true}'],
     '[KG510] {}: standalone is for ambiguous forms: add "ambiguous": true'),
    ("datasets", ['{"label": "DATASET", "pattern": "GlimSet", "id": "Glim Set", "kind": "dataset"}'],
     "[KG510] {}: id 'Glim Set' is not a key: small letters and digits in words joined by '-' ('ms-coco', "
     "'llama-3-1-8b')"),
    ("datasets", ['{"label": "DATASET", "pattern": "GlimSet", "kind": "dataset"}'], "[KG510] {}: missing field 'id'"),
    ("datasets", ['{"label": "DATASET", "pattern": [{"LOWER": "glimset"}], "id": "glimset", "kind": "dataset"}'],
     "[KG510] {}: pattern must be the name as written (a string), not an array (a spaCy token pattern is not read "
     "here)"),
    ("datasets", ['{"label": "DATASET", "pattern": "GlimSet ", "id": "glimset", "kind": "dataset"}'],
     "[KG510] {}: pattern 'GlimSet ' is empty or has blanks around it"),
    ("methods", [GLIMNET.replace('"model"', '"modle"') + "}"],
     "[KG510] {}: kind 'modle' is none of model, architecture, algorithm, optimizer, loss, technique"),
    ("metrics", ['{"label": "METRIC", "pattern": "GlimScore", "id": "glim-score", "kind": "loss"}'],
     "[KG510] {}: kind 'loss' on a METRIC line, which has no kind"),
    ("datasets", [GLIMSET + ', "variant_of": "zorbset"}'],
     "[KG511] {}: variant_of 'zorbset' names no id of datasets.jsonl"),
    ("methods", [GLIMNET + ', "scored_as": "glim-score"}'],
     "[KG511] {}: scored_as 'glim-score' names no id of metrics.jsonl"),
    ("datasets", [GLIMSET + "}", '{"label": "DATASET", "pattern": "GlimSet", "id": "glimset-2", "kind": "dataset"}'],
     "[KG512] {}: pattern 'GlimSet' is already on line {} (id 'glimset'): a form names one thing, so keep one of the "
     "lines"),
    ("datasets", [GLIMSET + "}", '{"label": "DATASET", "pattern": "glimset", "id": "glim-set", "kind": "dataset", '
                                 '"case": "lower"}'],
     "[KG512] {}: pattern 'glimset' (id 'glim-set') and 'GlimSet' on line {} (id 'glimset') are one form in small "
     "letters, and one matches in any case: the form would name two things"),
    ("datasets", [GLIMSET + "}", GLIMSET.replace('"dataset"', '"benchmark"').replace("GlimSet", "GlimBench") + "}"],
     "[KG513] {}: id 'glimset' has variant_of null and kind 'benchmark', but null and 'dataset' on line {}: every line "
     "of one id carries the same"),
    ("datasets", ['["DATASET", "GlimSet", "glimset"]'], "[KG502] {}: expected a JSON object, not an array"),
    ("datasets", [GLIMSET], "[KG502] {}: not valid JSON (Expecting ',' delimiter)"),
])
def test_a_broken_gazetteer_line_stops_loading_with_its_file_and_line(data_copy, file, lines, says):
    path, last = _added(data_copy, f"gazetteers/{file}.jsonl", *lines)
    assert _refusal(data_copy) == says.format(f"{path}:{last}", last - 1)


@pytest.mark.parametrize(("line", "says"), [
    ('{"id": "CONTRAST", "sequence": [["we"], ["contrast"]]}',
     "[KG520] {}: cue id 'CONTRAST' is none the mention rules read; known: PROPOSE, PROPOSE_AFTER, USE, COMPARE, EVAL, "
     "TRAIN_ON (see data/patterns/README.md)"),
    ('{"id": "USE", "sequence": [["we"], "use"]}',
     "[KG520] {}: a cue holds 'id' and 'sequence' (a list of word lists), and nothing else"),
    ('{"id": "USE", "sequence": [["we"], ["use"]], "note": "glim"}',
     "[KG520] {}: a cue holds 'id' and 'sequence' (a list of word lists), and nothing else"),
    ('{"id": "USE", "sequence": [["", "we"], [""]]}',
     "[KG520] {}: every slot of the cue may be left out, so it would match nothing"),
])
def test_a_broken_cue_stops_loading_with_its_file_and_line(data_copy, line, says):
    path, last = _added(data_copy, "patterns/cues.jsonl", line)
    assert _refusal(data_copy) == says.format(f"{path}:{last}")


@pytest.mark.parametrize("path", ["gazetteers/tasks.jsonl", "stoplists/not_entities.txt", "patterns/cues.jsonl"])
def test_a_missing_rule_file_stops_loading_with_its_name(data_copy, path):
    (data_copy / path).unlink()
    assert _refusal(data_copy).startswith(f"[KG501] {data_copy / path} cannot be read (")


def test_every_kind_of_cue_is_read_by_the_mention_rules():
    from kg.extract.lexicon import CUE_KINDS

    rules = (Path(__file__).resolve().parents[2] / "kg" / "extract" / "mentions.py").read_text(encoding="utf-8")
    assert [kind for kind in CUE_KINDS if f'"{kind}"' not in rules] == []


def test_the_curated_aliases_key_every_name_as_the_gazetteers_do():
    import yaml

    from kg.resolve import normalise_name

    ids: dict[tuple[str, str], set[str]] = defaultdict(set)
    for name, label in (("methods", "METHOD"), ("datasets", "DATASET"), ("metrics", "METRIC"), ("tasks", "TASK")):
        for row in _load(f"{name}.jsonl"):
            if isinstance(row["pattern"], str):
                ids[(label, normalise_name(row["pattern"]))].add(row["id"])
    curated = yaml.safe_load((Path(__file__).resolve().parents[2] / "kg" / "data" / "curated_aliases.yaml")
                             .read_text(encoding="utf-8"))
    disagree = [(label, key, spelling, sorted(ids[(label, normalise_name(spelling))]))
                for label, keys in curated.items() for key, spellings in keys.items() for spelling in spellings
                if ids.get((label, normalise_name(spelling))) and key not in ids[(label, normalise_name(spelling))]]
    assert disagree == []
