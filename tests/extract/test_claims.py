"""Claim rules: what counts as a claimed result, what it is about, and what is only a setting."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

from kg.errors import RuleDataError
from kg.extract import extract_paper
from kg.extract.claims import _alternation, _factored, _scored_measure_names, extract_claims, load_rules, rules_from_text
from kg.models import Evidence, Mention, Paper


def mention(text: str, surface: str, label: str, role: str | None = None, occurrence: int = 0) -> Mention:
    """A mention of `surface` in `text` (its n-th occurrence), as the mention extractor would give it."""
    starts = [m.start() for m in re.finditer(re.escape(surface), text)]
    start = starts[occurrence]
    return Mention(
        text=surface,
        label=label,
        role=role,
        evidence=Evidence(sentence=text, start=start, end=start + len(surface), rule="test", confidence=1.0),
    )


def claims_of(text: str, mentions: list[Mention] | None = None, sentences: list[tuple[int, int]] | None = None):
    return extract_claims(text, sentences if sentences is not None else [(0, len(text))], mentions or [])


def pipeline_claims(text: str):
    """Claims of a whole abstract, with the mentions the full pipeline finds in it."""
    return extract_paper(Paper(id="sha1:t", abstract=text)).claims


def claim_metrics(text: str) -> set[str | None]:
    """The measures of an abstract's claims; there must be claims."""
    claims = pipeline_claims(text)
    assert claims
    return {claim.metric for claim in claims}


def metric_mentions(text: str) -> set[str]:
    """The names of the measures the full pipeline finds in an abstract."""
    return {m.text for m in extract_paper(Paper(id="sha1:t", abstract=text)).mentions if m.label == "METRIC"}


def summary(text: str, mentions: list[Mention] | None = None) -> list[tuple[float, str | None, str]]:
    return [(c.value, c.unit, c.direction) for c in claims_of(text, mentions)]


# ------------------------------------------------------------------ what counts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # increase over a baseline
        ("Compared to FooNet, our BarNet improves accuracy by 2.4% on CityData.", [(2.4, "%", "increase")]),
        ("GlimNet outperforms the strongest baseline by +1.9% in mean IoU.", [(1.9, "%", "increase")]),
        ("Our approach yields an improvement of 0.6% over prior work.", [(0.6, "%", "increase")]),
        # decrease / reduction of a cost
        ("Our pruning scheme reduces FLOPs by 40% with negligible loss.", [(40.0, "%", "decrease")]),
        ("The layout needs 35% less GPU memory than dense attention.", [(35.0, "%", "decrease")]),
        ("It brings a 62% reduction in inference latency.", [(62.0, "%", "decrease")]),
        ("The compressed model is 12x smaller than the teacher.", [(12.0, "x", "decrease")]),
        # absolute scores
        ("QuillNet achieves 85.3% top-1 accuracy on the validation split.", [(85.3, "%", "absolute")]),
        ("The tagger reaches an F1 score of 91.4 on the test set.", [(91.4, None, "absolute")]),
        ("Our detector attains 47.5AP on the detection benchmark.", [(47.5, None, "absolute")]),
        ("The method requires only 8% of the memory of full fine-tuning.", [(8.0, "%", "absolute")]),
        # multipliers
        ("Decoding becomes 2.5x faster than autoregressive sampling.", [(2.5, "x", "increase")]),
        ("The kernel delivers a 28.6× speedup on long sequences.", [(28.6, "x", "increase")]),
        ("Training runs 3.2 times faster on a single GPU.", [(3.2, "x", "increase")]),
        ("The solver is an order of magnitude faster than interior-point codes.", [(10.0, "x", "increase")]),
        ("The new cache nearly doubles the throughput of the server.", [(2.0, "x", "increase")]),
        ("Sharing the codebook cuts the index size in half.", [(50.0, "%", "decrease")]),
        # points and percentage points
        ("The reranker improves BLEU by 1.7 points over the base system.", [(1.7, "points", "increase")]),
        ("It raises recall by 4.1 pp on rare classes.", [(4.1, "points", "increase")]),
        ("Accuracy grows by 2 percentage points with the new loss.", [(2.0, "points", "increase")]),
        ("GlimNet surpasses the previous best by 2.58 absolute percentage points in AUC.", [(2.58, "points", "increase")]),
        ("GlimNet is 5 absolute points higher than the baseline on QuarkSet.", [(5.0, "points", "increase")]),
        ("GlimNet reaches an AUC value of 0.967 on QuarkSet.", [(0.967, None, "absolute")]),
        # scientific notation
        ("The optimiser achieves a residual error of 2.5e-8 on the Rosenbrock function.", [(2.5e-8, None, "absolute")]),
        # range: the lower bound
        ("Distillation yields a 12%-18% improvement in F1.", [(12.0, "%", "increase")]),
        ("The cache reduces latency by 3x-7x across workloads.", [(3.0, "x", "decrease")]),
        # rank
        ("Our entry ranks 2nd on the public leaderboard of the shared task.", [(2.0, None, "absolute")]),
        ("The system won first place in the challenge.", [(1.0, None, "absolute")]),
        # from A to B: only B is the claim
        ("The curriculum raises the success rate from 41.2% to 57.9%.", [(57.9, "%", "absolute")]),
        ("The curriculum raises the success rate from roughly 41% to 58%.", [(58.0, "%", "absolute")]),
        ("GlimNet cuts the glitch rate from around 17% to 4% on QuarkSet.", [(4.0, "%", "absolute")]),
        ("Hit rates range from about 41% to 58% across the splits.", [(41.0, "%", "absolute")]),
        ("GlimNet raises the hit rate from only 12% to 61.5% on QuarkSet.", [(61.5, "%", "absolute")]),
        ("On GlimKG, GlimNet achieves an MRR of 0.521 and Hit@10 of 0.680.", [(0.521, None, "absolute"),
                                                                            (0.68, None, "absolute")]),
        ("GlimNet achieves mean recall (mR@50) of 15.9, 13.1, and 11.7 on the three splits.",
         [(15.9, None, "absolute"), (13.1, None, "absolute"), (11.7, None, "absolute")]),
        ("Accuracy improved from 82.48% to 89.74%, 66.24% to 78.88%, and 70.1% to 75.3% on the three tasks.",
         [(89.74, "%", "absolute"), (78.88, "%", "absolute"), (75.3, "%", "absolute")]),
        # one claim per number, lists share their cue
        ("It improves accuracy by 3.1%, 2.2% and 0.4% on the three splits.", [(3.1, "%", "increase"), (2.2, "%", "increase"), (0.4, "%", "increase")]),
        ("The model reaches mAP of 61.2/63.0% on the two splits.", [(61.2, "%", "absolute"), (63.0, "%", "absolute")]),
        # bare scores listed after their measure; never a year, never the spread after a plus-minus
        ("MPFNet achieves accuracies of 0.811, 0.924, and 0.857 on the three sets.",
         [(0.811, None, "absolute"), (0.924, None, "absolute"), (0.857, None, "absolute")]),
        ("It reaches a BLEU of 31.2, 28.4 and 2024 in total.", [(31.2, None, "absolute"), (28.4, None, "absolute")]),
        ("It reaches an AUC of 0.92 $\\pm$ 0.03 on the cohort.", [(0.92, None, "absolute")]),
        ("It reaches an AUROC of 88.15% +/- 1.72% and a recall of 71.4% +- 3.05%.", [(88.15, "%", "absolute"),
                                                                                  (71.4, "%", "absolute")]),
        ("The decoder reaches a PSNR of 27.3+-1.44 dB on the probes.", [(27.3, None, "absolute")]),
        ("It reaches an AUROC of 88.15% +/− 1.72% and a recall of 71.4% +– 3.05%.", [(88.15, "%", "absolute"),
                                                                                   (71.4, "%", "absolute")]),
        # a list of scores goes on past the spread of each
        ("It reaches a DSC of 0.731 +/- 0.052 for the lungs, 0.862 +/- 0.031 for the heart and 0.688+-0.07 for the aorta.",
         [(0.731, None, "absolute"), (0.862, None, "absolute"), (0.688, None, "absolute")]),
        ("It reaches a Dice of 73.1 ± 5.2 for the lungs and 86.2 ± 3.1 for the heart.",
         [(73.1, None, "absolute"), (86.2, None, "absolute")]),
        # nor the level of a confidence interval, nor its bounds
        ("The model achieved an AUC of 0.91 (95% CI: 0.90-0.92) on the cohort.", [(0.91, None, "absolute")]),
        ("It reaches a sensitivity of 91.2% (95% confidence interval 88.1-93.5%).", [(91.2, "%", "absolute")]),
        # a measure written out in words
        ("The classifier achieved an area under the ROC curve of 0.86 on the cohort.", [(0.86, None, "absolute")]),
        # every value listed before a unit stated once takes it
        ("Mixing texts yields 1.0, 1.3 and 2.5 percentage points improvement across tasks.",
         [(1.0, "points", "increase"), (1.3, "points", "increase"), (2.5, "points", "increase")]),
        # a sum is no gain
        ("We prove that autocorrelations up to order 3r + 3 always suffice, and so does n + 1.", []),
        ("GlimDet improves ResNet-50 + 2.1 AP and QuarkNet-B + 1.8 AP.", [(2.1, "points", "increase"),
                                                                      (1.8, "points", "increase")]),
        # a score reached "with" is a result, not a condition
        ("The network delivers gains with 72.44% Dice score on the scans.", [(72.44, "%", "increase")]),
        # a measure's name, then ':' or '=' states a score
        ("The VLM scored lower (F1: 81.02%, weighted F1: 41.18%) than the CNN.",
         [(81.02, "%", "absolute"), (41.18, "%", "absolute")]),
        ("The probe gives AUC = 0.91 on held-out patients.", [(0.91, None, "absolute")]),
        # or its name, then its verb of being; not when the score is another's, the best so far
        ("With the glim head added, the zorb accuracy of the Glim screen is 71.4%.", []),
        ("With the glim head added, the zorb accuracy is 71.4% on QuarkSet.", [(71.4, "%", "absolute")]),
        ("Over all Zorb slices its Dice was 0.64, and its glim score was 0.59.",
         [(0.64, None, "absolute"), (0.59, None, "absolute")]),
        ("GlimNet reaches 92.0%, while the previous best accuracy was 88.5%.", [(92.0, "%", "absolute")]),
        ("Our solver is fast, whereas the current SOTA accuracy is around 75% on Zorb.", []),
        ("Annotators agree often: human accuracy is 96% on QuarkQA.", []),
        ("The learning rate is 0.001 and the batch size is 64.", []),
        # nor a change in the measure, which the change rules read, nor a goal or a setting
        ("With the glim head added, the gain in accuracy is 3.1% on QuarkSet.", [(3.1, "%", "increase")]),
        ("With the glim head added, the drop in zorb accuracy is 3% on QuarkSet.", [(3.0, "%", "decrease")]),
        ("For the Zorb robot the target accuracy is 90%, the minimum accuracy was 70%.", []),
        ("Before fine-tuning on QuarkSet the training loss is 0.5.", []),
        ("On the Zorb labels the inter-annotator agreement score is 0.81.", []),
        # words that say so only in the measure's own noun phrase
        ("With the glim head added, its expected calibration error is 0.031 on QuarkSet.", [(0.031, None, "absolute")]),
        ("With our training scheme, GlimNet's zorb accuracy is 91.2% on QuarkSet.", [(91.2, "%", "absolute")]),
        # "%p": percentage points
        ("GlimPrune shows up to 23.88%p higher accuracy than QuarkPrune.", [(23.88, "points", "increase")]),
        ("GlimSeg improves panoptic quality by 9.4% points on ZorbCity.", [(9.4, "points", "increase")]),
        ("GlimLM pushes the score to 80.5% (7.7% point absolute improvement).",
         [(80.5, "%", "absolute"), (7.7, "points", "increase")]),
        # any known measure's short name then "of", "=" or ":" states a score; not a change from a value, nor a
        # channel's condition
        ("GlimSeg achieves a DSC of 0.837 and an HD95 of 2.1 on the scans.", [(0.837, None, "absolute"),
                                                                           (2.1, None, "absolute")]),
        ("GlimFX improves the sound, with FAD 0.79 to 0.74 (+6.33%).", [(6.33, "%", "increase")]),
        ("Under a channel with an SNR of 20 dB, GlimCom lowers the MSE by 4.5.", [(4.5, "points", "decrease")]),
        # nor a setting a score is read at, nor someone else's value, nor a word that shares the letters
        ("GlimOOD achieves a TPR of 0.47 at an FPR of 0.01 on QuarkSet.", [(0.47, None, "absolute")]),
        ("GlimPose reaches 75.1 AP on QuarkPose, measured at OKS = 0.5.", [(75.1, None, "absolute")]),
        ("GlimSeg is compared with a baseline DSC of 0.801 on the scans.", []),
        ("Our tutor reaches a kid of 5 within minutes.", []),
        # but a result given "with" is one
        ("Our model leads, with an MPJPE of 41.2 mm on QuarkPose.", [(41.2, None, "absolute")]),
        # "8+%": at least 8%
        ("We achieve an average absolute improvement of 8+% across four models.", [(8.0, "%", "increase")]),
        # from A to B after a change word, without a unit or a named measure
        ("Skipping layers resulted in an improvement from 69.24 to 71.29 on the test set.", [(71.29, None, "absolute")]),
        # LaTeX escapes and multiplication signs written as commands
        ("Our method lowers the error rate by 4.5\\% on average.", [(4.5, "%", "decrease")]),
        ("We obtain up to 1.8$\\times$ acceleration at equal quality.", [(1.8, "x", "increase")]),
        ("We obtain up to 1.8${\\times}$ acceleration at equal quality.", [(1.8, "x", "increase")]),
        ("We obtain up to 1.8${\\times }$ acceleration at equal quality.", [(1.8, "x", "increase")]),
        # a superlative names the measure of a score, even after a comparison; the best gain stays a gain
        ("QuillNet outperforms prior work (highest PSNR of 23.7 dB and the lowest KID of 0.112 on CityData).",
         [(23.7, None, "absolute"), (0.112, None, "absolute")]),
        ("QuillNet shows the best improvement of 3.1% on CityData.", [(3.1, "%", "increase")]),
        # a named measure "of" a percentage after a verb that reports it
        ("Results show FooNet leads with a macro-F1 of 61.53% for NER.", [(61.53, "%", "absolute")]),
        # a bare change in a metric is in its points
        ("QuillNet lowers FID by up to 8.9 compared to training with flow matching.", [(8.9, "points", "decrease")]),
        # a result written in math mode is read; other math stays blank
        ("FooNet gains $8.6\\%$ on CityData. It runs $2 \\times$ faster at $\\epsilon=0.5$.",
         [(8.6, "%", "increase"), (2.0, "x", "increase")]),
        # a score named in math mode, and a correlation's usual symbols
        ("Our regressor reaches $R^2 = 0.80$ on the held-out farms.", [(0.8, None, "absolute")]),
        ("Our regressor reaches $R^{2} = 0.80$ on the held-out farms.", [(0.8, None, "absolute")]),
        ("Predicted scores reach a test correlation of $\\rho = 0.826$ with citations.", [(0.826, None, "absolute")]),
        ("The agreement reaches a Kappa coefficient of 99.62e-2 on the test scenes.", [(0.9962, None, "absolute")]),
        # a change counted in points written with a hyphen, before the word for the change
        ("FooNet achieves a 27-point improvement over the previous state of the art.", [(27.0, "points", "increase")]),
        ("It stays effective, with only a 2.2-point drop in MRR@10.", [(2.2, "points", "decrease")]),
        ("FooNet yields 3-point gains on a 10-point scale for coherence.", [(3.0, "points", "increase")]),
        # a factor in words, hyphenated or as one word
        ("FooNet achieves over a twofold increase in generation speed.", [(2.0, "x", "increase")]),
        ("FooNet yields a ten-fold reduction in memory.", [(10.0, "x", "decrease")]),
        # a range is read at its lower end, like "3-5%": changes stay changes, scores stay scores
        ("FooNet improves accuracy, with gains ranging from 3.18% to 8.95% across datasets.", [(3.18, "%", "increase")]),
        ("FooNet reached Dice scores ranging from 88.7% to 92.9% on the test set.", [(88.7, "%", "absolute")]),
        # (at its lower end however written)
        ("FooNet reached BLEU scores ranging from 0.767 to 0.456 on the test set.", [(0.456, None, "absolute")]),
        ("FooNet attains WER ranging from 5.1% to 7.3% on LibriSpeech.", [(5.1, "%", "absolute")]),
        ("FooNet achieves accuracy (ranging from 80% to 90%) on all tasks.", [(80.0, "%", "absolute")]),
        ("FooNet yields consistent gains (ranging from 1.2% to 3.4%) on all datasets.", [(1.2, "%", "increase")]),
        ("It improves accuracy from 60% to 70% on CityData.", [(70.0, "%", "absolute")]),
        ("GlimNet speeds up decoding by 1.4$\\times$ - 3.2$\\times$ on Zorb.", [(1.4, "x", "increase")]),
        ("GlimNet speeds up decoding by 1.4${\\times}$ - 3.2${\\times}$ on Zorb.", [(1.4, "x", "increase")]),
        ("GlimNet speeds up decoding by 1.4$ \\times $ - 3.2$ \\times $ on Zorb.", [(1.4, "x", "increase")]),
        # a score in a physical unit, after the score's name and a verb claiming it
        ("StereoFoo achieves an EPE of 2.64 px and a depth MAE of 2.55 mm on the test split.",
         [(2.64, None, "absolute"), (2.55, None, "absolute")]),
    ],
)
def test_claims_found(text, expected):
    assert summary(text) == expected


@pytest.mark.parametrize(("abstract", "expected"), [
    ("GlimNet reaches an AUC value of 0.967 on QuarkSet.", [(0.967, "AUC")]),
    ("GlimNet yields RMSE and MAE values of 0.96 and 0.92, respectively.", [(0.96, "RMSE"), (0.92, "MAE")]),
    ("GlimNet obtains RMSE and MAE values of 0.96 and 0.92 on ZorbSet.", [(0.96, "RMSE"), (0.92, "MAE")]),
    ("GlimNet achieves Frechet Inception Distance (FID) values of 1.46 and 1.38.", [(1.46, "FID"), (1.38, "FID")]),
])
def test_a_measure_named_with_the_word_value_is_the_measure(nlp, abstract, expected):
    claims = extract_paper(Paper(id="t", abstract=abstract), nlp).claims
    assert [(claim.value, claim.metric) for claim in claims] == expected


@pytest.mark.parametrize(("abstract", "expected"), [
    ("FooNet outperforms prior methods by $\\sim10\\%$ in remote sensing.", [(10.0, "%", "increase")]),
    ("FooNet beats the state of the art by $\\geq 59.46\\%$ under one protocol.", [(59.46, "%", "increase")]),
    ("FooNet is $\\approx 120 \\times$ faster than the next fastest model.", [(120.0, "x", "increase")]),
])
def test_a_number_in_math_after_a_hedge_or_a_bound_is_read(nlp, abstract, expected):
    claims = extract_paper(Paper(id="t", abstract=abstract), nlp).claims
    assert [(claim.value, claim.unit, claim.direction) for claim in claims] == expected


def test_a_claims_text_reads_as_written_where_markup_was_blanked_out(nlp):
    claims = extract_paper(Paper(id="t", abstract="FooNet achieves a $2.5\\times$ speedup on CityData."), nlp).claims
    assert [claim.text for claim in claims] == ["2.5× speedup"]
    claims = extract_paper(Paper(id="t", abstract="FooNet improves top-1 accuracy by $4.1$ points."), nlp).claims
    assert [claim.text for claim in claims] == ["improves top-1 accuracy by 4.1 points"]
    for abstract in ("FooNet improves accuracy by\n3.5% on CityData.", "FooNet improves accuracy\n    by  3.2%."):
        claim = extract_paper(Paper(id="t", abstract=abstract), nlp).claims[0]  # as written: offsets select it exactly
        assert abstract[claim.evidence.start:claim.evidence.end] == claim.text


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Compared to FooNet, our BarNet improves accuracy by 2.4% on CityData.", "claim:gain-over"),
        ("Our pruning scheme reduces FLOPs by 40% with negligible loss.", "claim:reduction"),
        ("QuillNet achieves 85.3% top-1 accuracy on the validation split.", "claim:absolute-score"),
        ("Decoding becomes 2.5x faster than autoregressive sampling.", "claim:speedup"),
        ("Our entry ranks 2nd on the public leaderboard of the shared task.", "claim:rank"),
        ("The curriculum raises the success rate from 41.2% to 57.9%.", "claim:from-to"),
        ("Sharing the codebook cuts the index size in half.", "claim:word-multiplier"),
    ],
)
def test_rule_ids(text, rule):
    mentions = []
    if "FooNet" in text:
        mentions = [mention(text, "FooNet", "METHOD", "compared"), mention(text, "BarNet", "METHOD", "proposed")]
    (claim,) = claims_of(text, mentions)
    assert claim.evidence.rule == rule
    assert 0.0 < claim.evidence.confidence <= 1.0


# ------------------------------------------------------------------ what is not a claim


@pytest.mark.parametrize(
    "text",
    [
        "We train on sequences of up to 624K tokens.",  # problem size
        "We fine-tune the encoder with 10% of the labels.",  # setting
        "When we remove 50% of the FLOPs, the model still converges.",  # operating point
        "When we prune 30% of the channels and 20% of the heads, training is stable.",
        "We test three sparsity rates (25%, 37.5%, and 50%) on every model.",
        "Our 7B model is trained on 1.2M images collected in 2021.",  # sizes and years
        "The algorithm converges at a rate of O(\\epsilon^{-3.5}) under mild assumptions.",  # bound
        "The iteration complexity is $O(n^{2.5} \\log n)$ for dense inputs.",
        "We run 12 experiments on 5 datasets covering 3 tasks.",  # counts
        "Prior work [12, 13] studied this problem in 2019 \\cite{smith2020}.",  # citations
        "ResNet-50, GPT-4o and Phi2-2.7B are evaluated on CIFAR-10 and ImageNet-1K.",  # names with digits
        "Images are resized to 224x224 and split with 5-fold cross-validation.",
        "The encoder uses 3 x 3 convolutions and a 4-bit quantiser with $\\lambda = 0.5$.",
        "Lesions occupy 4.8% of the image area in this collection.",
        "The cohort moved from 69 to 71 patients in the second round.",  # from A to B with no change word or measure
        "We fine-tune with 10% labels and 5% noise.",  # "with" before a setting, not a score
        "Sparsity: 50% of the heads are removed before training.",  # a colon after a setting word
        "The memory budget is kept under a 20% cache size for all runs.",
        "Results are reported in Table 3 and Figure 2 of Section 4.1.",
        "We report AP(50) and mAP(0.5) for all detectors.",
        "Annotators rated each summary on a 5-point Likert scale.",  # a scale, not a change in points
        "We set $k = 5$ and $\\lambda = 0.1$ in all experiments.",  # settings in math mode
        "It is robust for noise levels ranging from 10% to 50% in all runs.",  # a range of settings
        "It works for compression ratios ranging from 4x to 380x.",
        "Gains ranging from -1% to 3% are seen across tasks.",  # a range that crosses zero has no direction
        "FooNet runs under 24 GB of memory on one card.",  # a budget, even in a measure's unit
        "FooNet needs a memory of 24 GB to train.",
        "The images span 1024-2048 px on their long side.",  # a size in pixels
        "We obtain strong grasps for objects at a distance of 30 cm.",  # the condition a result holds at
        "The GlimCam set spans 40 minutes (31,200 frames at 13 FPS) of two drills.",  # how the data was taken
        "Both glim streams were synchronised at 25fps.",
        "Most glim clips are annotated at 5 FPS to keep the labels dense.",
        "Each quark sequence was labelled at 10 fps by two raters.",
        "The glim clips were captured at up to 60 fps with a handheld rig.",  # a hedge does not make it a speed
        "The quark sequences were recorded at about 30 fps.",
        "GlimNet is trained from only 2% to 6% of the labels.",  # a budget, not a change
    ],
)
def test_settings_sizes_and_names_are_not_claims(text):
    assert claims_of(text) == []


def test_frames_rendered_at_a_hedged_rate_are_a_speed_reached():
    assert summary("GlimNet renders 4K frames at up to 90 fps.") == [(90.0, None, "absolute")]


def test_other_side_of_a_comparison_is_not_a_claim():
    assert summary("The gain is as large as 10.7% (97.3% vs. 86.6%) on the hardest split.") == [
        (10.7, "%", "increase"),
        (97.3, "%", "absolute"),
    ]


def test_condition_inside_a_when_clause_is_skipped_but_the_result_kept():
    text = "Notably, the accuracy drop is only 0.1% when we remove 52% of the parameters."
    assert summary(text) == [(0.1, "%", "decrease")]


# ------------------------------------------------------------------ attribution


def test_gain_over_named_baseline_with_dataset_and_metric():
    text = "Compared to FooNet, our BarNet improves accuracy by 2.4% on CityData."
    mentions = [
        mention(text, "FooNet", "METHOD", "compared"),
        mention(text, "BarNet", "METHOD", "proposed"),
        mention(text, "accuracy", "METRIC"),
        mention(text, "CityData", "DATASET", "evaluated"),
    ]
    (claim,) = claims_of(text, mentions)
    assert (claim.method, claim.baseline, claim.dataset, claim.metric) == ("BarNet", "FooNet", "CityData", "accuracy")


def test_two_numbers_in_one_sentence_get_their_own_datasets():
    text = "Against KiloVLM, our ZephyrVL shows gains of 2.1% in HalluBench and 140 points on PercepTest."
    mentions = [
        mention(text, "KiloVLM", "METHOD", "compared"),
        mention(text, "ZephyrVL", "METHOD", "proposed"),
        mention(text, "HalluBench", "DATASET", "evaluated"),
        mention(text, "PercepTest", "DATASET", "evaluated"),
    ]
    first, second = claims_of(text, mentions)
    assert (first.value, first.unit, first.dataset, first.method, first.baseline) == (2.1, "%", "HalluBench", "ZephyrVL", "KiloVLM")
    assert (second.value, second.unit, second.dataset, second.method, second.baseline) == (140.0, "points", "PercepTest", "ZephyrVL", "KiloVLM")


def test_respectively_pairs_numbers_with_baselines():
    text = "TriNet surpasses FooNet and BazNet by 3.1% and 2.2%, respectively."
    mentions = [
        mention(text, "TriNet", "METHOD", "proposed"),
        mention(text, "FooNet", "METHOD", "compared"),
        mention(text, "BazNet", "METHOD", "compared"),
    ]
    assert [(c.value, c.baseline) for c in claims_of(text, mentions)] == [(3.1, "FooNet"), (2.2, "BazNet")]


def test_a_measure_moving_from_one_score_to_another_is_its_new_score():
    text = ("TriNet surpasses prior models on the dubbing split, with GWER 16.1% to 3.4% (+78.9%), GSIM 71.2% to "
            "84.3% (+18.4%) and a lower cost.")
    values = [(c.value, c.unit, c.direction) for c in claims_of(text, [mention(text, "TriNet", "METHOD", "proposed")])]
    assert (3.4, "%", "absolute") in values and (84.3, "%", "absolute") in values
    assert not {16.1, 71.2} & {value for value, _, _ in values}
    for ranged, lower_end in (("TriNet reaches accuracies of 71% to 84% across the folds.", 71.0),
                              ("TriNet is better, while GlimNet scores GWER 8% to 12% across speakers.", 8.0)):
        assert [c.value for c in claims_of(ranged, [mention(ranged, "TriNet", "METHOD", "proposed")])] == [lower_end]
    setting = "Compared with prior models, TriNet stays robust for SNR 0 to 20 dB on ZorbSet."
    assert claims_of(setting, [mention(setting, "TriNet", "METHOD", "proposed")]) == []


@pytest.mark.parametrize("text, value, metric", [
    ("Glim tuning improved performance on a zorb task from a baseline score of 58.1 to 62.5.", 62.5, "baseline score"),
    ("GlimNet raises it from an accuracy of 71% to 80% on QuarkSet.", 80.0, "accuracy"),
])
def test_a_move_from_a_named_score_of_one_value_to_another_is_its_new_score(text, value, metric):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == [(value, metric)]


def test_a_setting_from_a_pool_of_one_count_to_another_is_no_score():
    assert not pipeline_claims("We grow GlimNet's input from a pool of 10 to 20 images.")  # (both sides: no claim)


def test_prices_in_brackets_around_a_result_are_no_math_that_hides_it():
    text = "The GlimNet interface ($0.08) also reduced costs by 98.1% compared to the average ($4.2)."
    assert [(c.value, c.text) for c in pipeline_claims(text)] == [(98.1, "reduced costs by 98.1%")]
    assert [c.value for c in pipeline_claims("GlimNet is $\\sim$5% better on QuarkSet.")] == [5.0]  # (math, then 5%)


def test_a_score_in_brackets_after_compared_systems_named_by_their_kind_is_theirs():
    text = "TriNet gains 1.4 points over unpruned glim models (88.1%) on ZorbSet."
    values = [c.value for c in claims_of(text, [mention(text, "TriNet", "METHOD", "proposed")])]
    assert values == [1.4]


def test_a_margin_in_brackets_after_compared_systems_named_by_their_kind_is_the_papers():
    text = "TriNet reaches 91.2% accuracy on ZorbSet, a gain over comparable models (3.1 points)."
    values = [c.value for c in claims_of(text, [mention(text, "TriNet", "METHOD", "proposed")])]
    assert 3.1 in values


def test_rivals_named_after_i_e_or_e_g_are_the_baselines():
    text = "TriNet outperforms two strong rivals, i.e., FooNet and BazNet, by 3.2% and 4.7% in MRR, respectively."
    mentions = [mention(text, "TriNet", "METHOD", "proposed"), mention(text, "FooNet", "METHOD", "compared"),
                mention(text, "BazNet", "METHOD", "compared")]
    assert [(c.value, c.baseline) for c in claims_of(text, mentions)] == [(3.2, "FooNet"), (4.7, "BazNet")]
    text = "TriNet outperforms two strong rivals, i.e, FooNet and BazNet, by 3.2% and 4.7% in MRR, respectively."
    mentions = [mention(text, "TriNet", "METHOD", "proposed"), mention(text, "FooNet", "METHOD", "compared"),
                mention(text, "BazNet", "METHOD", "compared")]
    assert [c.baseline for c in claims_of(text, mentions)] == ["FooNet", "BazNet"]  # the abbreviation's dot left out
    text = "TriNet outperforms strong rivals (e.g., FooNet) by 3.2 points in MRR."
    mentions = [mention(text, "TriNet", "METHOD", "proposed"), mention(text, "FooNet", "METHOD", "compared")]
    assert [(c.value, c.baseline) for c in claims_of(text, mentions)] == [(3.2, "FooNet")]


@pytest.mark.parametrize("text, baseline", [
    # the model a plug-in method improves is what its gain is over
    ("GlimTune improves accuracy by 6% for FooLLaMA2 and 11% for BarSALMON.", ["FooLLaMA2", "BarSALMON"]),
    ("With GlimTune we enhance FooLLaMA2 by 9.1 points on a hard split.", ["FooLLaMA2"]),
    # a result of a model is that model's, not a gain over it
    ("The attack reaches an ASR of 68% for FooLLaMA2.", [None]),
    # the paper's own method is no reference point, nor a model far from the verb
    ("We boost GlimTune by 3 points with a better loss.", [None]),
    # a comparison's own reference point comes first; a model 'for' names must follow it at once; an absolute
    # score after 'boosts' is no gain over the model
    ("Compared to BarSALMON, GlimTune improves accuracy by 3% for FooLLaMA2.", ["BarSALMON"]),
    ("GlimTune improves accuracy by 3% for long videos, while FooLLaMA2 degrades.", [None]),
    ("GlimTune boosts FooLLaMA2 accuracy to 78%.", [None]),
])
def test_a_gain_for_a_model_or_a_model_the_method_enhances_is_over_it(text, baseline):
    mentions = [mention(text, "GlimTune", "METHOD", "proposed")] if "GlimTune" in text else []
    mentions += [mention(text, name, "METHOD", "used") for name in ("FooLLaMA2", "BarSALMON") if name in text]
    assert [c.baseline for c in claims_of(text, mentions)] == baseline


@pytest.mark.parametrize("text, baselines", [
    # each value's own comparison, not the one the value before it made
    ("GlimGS is 98x faster than FooNet, 4x faster than BazNet and 2.5x faster than QuxNet.",
     [(98.0, "FooNet"), (4.0, "BazNet"), (2.5, "QuxNet")]),
    ("TriNet improves F1 by 1.5 points over FooNet and 2.1 points over BazNet.", [(1.5, "FooNet"), (2.1, "BazNet")]),
    ("TriNet shows 5.1% higher mAP on the ZorbSet benchmark than FooNet, 3.7% higher mAP than BazNet, and 2.9% "
     "higher mAP than QuxNet.", [(5.1, "FooNet"), (3.7, "BazNet"), (2.9, "QuxNet")]),  # (however far the first)
    # nor a score the sentence gives after another value's comparison
    ("TriNet gains 3.1% over FooNet, reaching 81.2% on the test split.", [(3.1, "FooNet"), (81.2, None)]),
    ("TriNet gains 3.1% over FooNet and reaches 81.2% on the test split.", [(3.1, "FooNet"), (81.2, None)]),
    # a value with no comparison of its own shares the one before it
    ("TriNet is 2x faster than FooNet and 3% more accurate.", [(2.0, "FooNet"), (3.0, "FooNet")]),
    ("TriNet reduces latency by 35% over FooNet and raises throughput by 2x.", [(35.0, "FooNet"), (2.0, "FooNet")]),
])
def test_each_value_is_over_the_model_its_own_comparison_names(text, baselines):
    mentions = [mention(text, n, "METHOD", "compared") for n in ("FooNet", "BazNet", "QuxNet") if n in text]
    assert [(c.value, c.baseline) for c in claims_of(text, mentions)] == baselines


@pytest.mark.parametrize("abstract, scores", [
    # a score in a measure the mention rules name from its shape, and one in math mode
    ("The regressor achieved a GQZ of 1.93 on the held-out farms.", [(1.93, "GQZ")]),
    ("The fitted regressor gets an $R^2$ of 0.61 and a GQZ of 1.93.", [(0.61, "R^2"), (1.93, "GQZ")]),
    ("GlimTrack beats the camera-only baseline, with an aQOTA of 0.694.", [(0.694, "aQOTA")]),
    ("GlimGen gets a 2x speedup while preserving a PSNR of up to 31.5.", [(2.0, "speedup"), (31.5, "PSNR")]),
    ("GlimGen gets a 2x speedup while keeping a PSNR of up to 31.5.", [(2.0, "speedup"), (31.5, "PSNR")]),
    # not the setting a result is taken at
    ("Our system reaches a BLEU of 31.5 at a GlimLAAL of 1520.3.", [(31.5, "BLEU")]),
])
def test_a_score_in_a_measure_named_before_it_is_absolute(abstract, scores):
    claims = pipeline_claims(abstract)
    assert [(c.value, c.metric) for c in claims] == scores
    assert {c.direction for c in claims if c.unit != "x"} == {"absolute"}


def test_several_baselines_without_pairing_give_no_baseline():
    text = "TriNet outperforms FooNet, BazNet and QuxNet by 4%."
    mentions = [mention(text, n, "METHOD", "compared") for n in ("FooNet", "BazNet", "QuxNet")]
    mentions.append(mention(text, "TriNet", "METHOD", "proposed"))
    (claim,) = claims_of(text, mentions)
    assert claim.baseline is None
    assert claim.method == "TriNet"


def test_generic_baselines_are_null():
    text = "Our approach improves over previous methods by 5.2% on average."
    (claim,) = claims_of(text)
    assert claim.baseline is None and claim.method is None


def test_our_method_falls_back_to_the_papers_main_proposed_method():
    text = "We propose LoomNet, a sparse router. LoomNet is simple. Experiments show that our method reduces latency by 31%."
    first_end = text.index(".") + 1
    second_end = text.index(".", first_end) + 1
    sentences = [(0, first_end), (first_end + 1, second_end), (second_end + 1, len(text))]
    mentions = [mention(text, "LoomNet", "METHOD", "proposed", i) for i in range(2)]
    (claim,) = claims_of(text, mentions, sentences)
    assert claim.method == "LoomNet"
    assert claim.metric == "latency"


def test_acronym_preferred_over_its_long_form_for_the_method():
    text = "Our Sparse Mixture Router (SMR) lowers memory use by 20%."
    long_form = mention(text, "Sparse Mixture Router", "METHOD", "proposed")
    acronym = Mention(text="SMR", label="METHOD", role="proposed", long_form="Sparse Mixture Router",
                      evidence=Evidence(sentence=text, start=text.index("SMR"), end=text.index("SMR") + 3, rule="test", confidence=1.0))
    (claim,) = claims_of(text, [long_form, acronym])
    assert claim.method == "SMR"


@pytest.mark.parametrize("abstract, dataset", [
    # the one dataset the abstract names, before the result: what the result is on
    ("We evaluate GlimNet on the SBVQA benchmark. Mixing speech and text boosts it to 78.85%.", "SBVQA"),
    ("We evaluate GlimNet on the Speech-Based Visual Question Answering (SBVQA) benchmark. On SBVQA, GlimNet "
     "is strong. Mixing speech and text boosts it to 78.85%.", "SBVQA"),
    # two datasets, a dataset named only after the result, a result over several datasets, a multiple: no dataset
    ("We evaluate GlimNet on SBVQA and on the VQAv2 benchmark. Mixing speech and text boosts it to 78.85%.", None),
    ("Mixing speech and text boosts it to 78.85%. We evaluate GlimNet on the SBVQA benchmark.", None),
    ("We evaluate GlimNet on the SBVQA benchmark. It gains 3.5% on three other benchmarks.", None),
    ("We evaluate GlimNet on the SBVQA benchmark. It needs 50x fewer steps.", None),
    # a result naming its measure but no dataset is on it too, unless the measure is a cost
    ("We evaluate GlimNet on the SBVQA benchmark. Mixing speech and text lifts its accuracy to 78.85%.", "SBVQA"),
    ("We evaluate GlimNet on the SBVQA benchmark. Mixing speech and text cuts its inference time by 35%.", None),
    ("We evaluate GlimNet on the SBVQA benchmark. Pruning shrinks its model size by 35%.", None),
])
def test_a_result_naming_no_dataset_is_on_the_only_dataset_named_before_it(abstract, dataset):
    (claim,) = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claim.dataset == dataset


@pytest.mark.parametrize("abstract, pairs", [
    ("GlimNet brings clear gains in recall and F1, of 2.4% and 5.1% respectively.",
     [(2.4, "recall"), (5.1, "F1")]),
    ("Against QuarkDet, the AP and AP75 of GlimDet rise by 1.2% and 3.3%, respectively.",
     [(1.2, "AP"), (3.3, "AP75")]),
    ("GlimNet holds its accuracy and trims FLOPs and model size, by as much as 41% and 27% respectively.",
     [(41.0, "FLOPs"), (27.0, "model size")]),
])
def test_values_closed_by_respectively_pair_in_order_with_the_measures_listed_before(abstract, pairs):
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert [(c.value, c.metric) for c in claims] == pairs


@pytest.mark.parametrize("abstract, pairs", [
    ("The mean score of BERT, RoBERTa, and GPT-4 was 71.0%, 66.0%, and 64.0%, respectively.",
     [(71.0, "BERT", None), (66.0, "RoBERTa", None), (64.0, "GPT-4", None)]),
    ("We tune BERT and RoBERTa on GLUE and SQuAD, and they reach 77.4% and 74.9% respectively.",
     [(77.4, None, "GLUE"), (74.9, None, "SQuAD")]),
    # the list nearest the values is the one they pair with; a list of more names than values pairs with none
    ("In terms of precision and recall, BERT and RoBERTa obtain 88.1% and 84.3%, respectively.",
     [(88.1, "BERT", None), (84.3, "RoBERTa", None)]),
    # a word naming the values, then a comma, before "respectively"
    ("Tested on GlimQA and ZorbBench, the Quark planner shows 2.17% and 5.02% gains, respectively.",
     [(2.17, None, "GlimQA"), (5.02, None, "ZorbBench")]),
])
def test_values_closed_by_respectively_pair_with_the_methods_or_datasets_listed_nearest(abstract, pairs):
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert [(c.value, c.method, c.dataset) for c in claims] == pairs


def test_a_span_of_how_many_things_is_no_result():
    abstract = "GlimNet lifts zorb accuracy by 2% to 5% from 3 to 9 views."
    assert [c.value for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == [2.0]


@pytest.mark.parametrize("abstract", [
    "We measure accuracy and latency; the small and base variants of GlimNet reach 71.2% and 75.8%, respectively.",
    "GlimNet achieves BLEU, chrF and COMET gains of 1.2 and 0.8 points, respectively.",
    "We report precision, recall and F1; GlimNet improves them by 2.0% and 1.5% respectively on the two datasets.",
    "Although accuracy and recall are standard, for the small and large models GlimNet gains 1.3% and 2.6%, "
    "respectively.",
])
def test_values_closed_by_respectively_take_no_measures_from_a_list_that_is_not_theirs(abstract):
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claims and all(c.metric is None for c in claims)


def test_values_closed_by_respectively_after_baselines_pair_with_the_baselines_not_as_methods():
    abstract = "GlimNet improves Dice and HD95, outperforming U-Net and nnU-Net by 2.2% and 1.4%, respectively."
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert [(c.value, c.metric, c.baseline) for c in claims] == [(2.2, None, "U-Net"), (1.4, None, "nnU-Net")]


@pytest.mark.parametrize("second", [
    "On a held-out cohort from a second hospital, sensitivity improves by 6.2%.",
    "In real-robot experiments, the success rate rises by 21%.",
    "In a human study, adequacy improves by 9%.",
    "GlimNet also improves accuracy by 2.0% on an internal benchmark from our industry partner.",
    "In transfer to downstream tasks, GlimNet improves average F1 by 2.2%.",
    "GlimNet reduces GFLOPs by 38%.",
    "GlimNet reduces power consumption by 19%.",
    "GlimNet improves decoding speedup by 35% over speculative decoding.",
])
def test_a_result_elsewhere_or_a_cost_is_not_put_on_the_only_dataset(second):
    claims = extract_paper(Paper(id="p", abstract="We evaluate GlimNet on the GlimSet benchmark. " + second)).claims
    assert claims and all(c.dataset is None for c in claims)


@pytest.mark.parametrize("second", [
    "GlimNet outperforms strong baselines, BERT and RoBERTa, by 3.1 and 2.2 points, respectively.",
    "GlimNet improves upon BERT and RoBERTa by 3.1 and 2.2 points, respectively.",
    "When plugged into BERT and RoBERTa, it yields gains of 3.1 and 2.2 points, respectively.",
])
def test_methods_that_are_beaten_improved_or_used_are_not_paired_as_the_values_methods(second):
    claims = extract_paper(Paper(id="p", abstract="We propose GlimNet for zorb parsing. " + second)).claims
    assert claims and not {c.method for c in claims} & {"BERT", "RoBERTa"}


@pytest.mark.parametrize("second", [
    "GlimNet improves accuracy and F1 on GlimQA by 3.1% and 2.0%, respectively.",
    "Accuracy and F1 of our GlimNet improve by 3.1% and 2.0%, respectively.",
    "In accuracy and F1, GlimNet improves by 3.1% and 2.0%, respectively.",
    "On GlimQA, GlimNet improves accuracy, $F_1$, and BLEU by 1.9%, 2.1%, and 0.8%, respectively.",
])
def test_one_name_between_measures_and_their_values_does_not_part_them(second):
    claims = extract_paper(Paper(id="p", abstract="We propose GlimNet for zorb parsing. " + second)).claims
    metrics = [c.metric.lower() for c in claims]
    assert metrics[:2] == ["accuracy", "f1"]


@pytest.mark.parametrize("abstract, value", [
    ("GlimSolver reduces the median error from 12 to 7 pixels.", 7.0),
    ("GlimSolver increases the number of solved puzzles from 12 to 31 puzzles.", 31.0),
])
def test_a_change_from_one_count_to_another_is_a_result(abstract, value):
    assert value in [c.value for c in extract_paper(Paper(id="p", abstract=abstract)).claims]


@pytest.mark.parametrize("abstract", [
    "Heavy lifting from 2 to 8 GPUs slows GlimNet down.",
    "GlimLift lifts 2D keypoints from 17 to 32 joints.",  # "lift" is too often no result: pose lifting, loads
])
def test_lifting_states_no_change(abstract):
    assert not extract_paper(Paper(id="p", abstract=abstract)).claims


@pytest.mark.parametrize("second", [
    "GlimNet outperforms other methods on this dataset by 4.1% in accuracy.",
    "GlimNet achieves 88.1% accuracy and improves downstream retrieval by 3.1%.",
    "Using transfer learning, our GlimNet classifier attains 91.2% accuracy.",
    "GlimCache improves the cache hit rate by 8.1%.",
])
def test_a_result_on_the_only_dataset_keeps_it_whatever_else_the_sentence_says(second):
    abstract = "We introduce GlimQA, a dataset for zorb question answering. " + second
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claims[0].dataset == "GlimQA"


@pytest.mark.parametrize("second, methods", [
    ("GlimAdapter, when plugged into BERT and RoBERTa, yields 81.2% and 83.5% accuracy respectively.", None),
    ("Plugging GlimNet into BERT and RoBERTa yields gains of 2.1 and 3.4 points, respectively.", None),
    ("BERT and RoBERTa reach 78.1% and 79.4% accuracy, respectively.", ["BERT", "RoBERTa"]),
])
def test_methods_pair_with_values_as_their_subjects_only(second, methods):
    claims = extract_paper(Paper(id="p", abstract="We propose GlimNet for zorb parsing. " + second)).claims
    if methods is None:
        assert claims and not {c.method for c in claims} & {"BERT", "RoBERTa"}
    else:
        assert [c.method for c in claims] == methods


def test_values_closed_by_respectively_after_a_dataset_they_are_on_take_it():
    abstract = "We propose GlimNet. GlimNet, trained on GlimQA and QuarkQA, reaches 71.2% and 68.4% on SQuAD respectively."
    assert {c.dataset for c in extract_paper(Paper(id="p", abstract=abstract)).claims} == {"SQuAD"}


@pytest.mark.parametrize("second", [
    "Accuracy and F1 of GlimNet on GlimQA improve by 3.1% and 2.0%, respectively.",
    "Precision and recall of both the small and large models rise by 3.1% and 2.0%, respectively.",
])
def test_measures_keep_their_values_across_a_phrase(second):
    claims = extract_paper(Paper(id="p", abstract="We propose GlimNet for zorb parsing. " + second)).claims
    assert [c.metric.lower() for c in claims] in (["accuracy", "f1"], ["precision", "recall"])


def test_a_change_by_a_value_from_one_count_to_another_is_a_result():
    claims = extract_paper(Paper(id="p", abstract="GlimNet reduces the error by 40% from 12 to 7 pixels.")).claims
    assert 7.0 in [c.value for c in claims]


@pytest.mark.parametrize("abstract", [
    "We release GlimEval, a benchmark of 3k summaries. GlimScore attains a Kendall correlation of 0.62 with human "
    "judgments.",
    "We introduce GlimQA, a benchmark. GPT-4 reaches only 41.2% accuracy, showing it is an extremely hard benchmark.",
    "We introduce GlimQA, a dataset of notes. In the internal validation cohort, GlimNet reaches an AUROC of 0.91.",
    "We introduce GlimSeg, a dataset of scans. Though fit only on synthetic data, GlimNet reaches a Dice score "
    "of 0.86.",
])
def test_what_the_only_dataset_describes_itself_with_is_not_elsewhere(abstract):
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claims and claims[0].dataset == abstract.split(",")[0].split()[-1]


@pytest.mark.parametrize("abstract, values", [
    ("Trained on our corpus, the GlimBERT model results in an accuracy of 86.1%.", [86.1]),
    ("Plugged into the Glim pipeline, our retriever leads to an average accuracy of 0.612 on QuarkQA.", [0.612]),
    # what a design costs is no result
    ("Each scene needs millions of glim splats, resulting in about 2 GB of memory.", []),
])
def test_a_score_a_method_leads_to_or_results_in_is_stated(abstract, values):
    assert [c.value for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == values


def test_our_method_is_the_one_the_title_names_when_the_abstract_names_none():
    title = "GlimClean: Training Dynamics-based Label Cleaning for Entity Recognition"
    abstract = "Label noise hurts entity recognition. Our method improves F1 by 3.18% over strong baselines."
    (claim,) = extract_paper(Paper(id="p", title=title, abstract=abstract)).claims
    assert claim.method == "GlimClean"
    (untitled,) = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert untitled.method is None


def test_a_single_name_listed_among_contributions_states_the_results():
    abstract = ("We make two contributions: (1) GlimNet, a lightweight zorb detector; (2) a new training recipe. "
                "It improves accuracy by 4.5% on ZorbBench.")
    (claim,) = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claim.method == "GlimNet"


def test_a_listed_system_states_the_results():
    abstract = ("We make two contributions: (1) Blix Retriever, which indexes zorb documents; (2) Quark Reader, which "
                "answers questions. Blix Retriever reaches 71.3% exact match on ZorbQA.")
    (claim,) = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claim.method == "Blix Retriever"


def test_a_listed_part_of_an_unnamed_method_does_not_state_its_results():
    abstract = ("We propose a new zorb tracker built in two stages: (1) Quark Frame Sampling, which picks frames; "
                "(2) Blix Track Fusion, which merges tracks. Our method improves MOTA by 4.2% on ZorbTrack.")
    extraction = extract_paper(Paper(id="p", abstract=abstract))
    assert {m.text for m in extraction.mentions if m.role == "proposed"} >= {"Quark Frame Sampling", "Blix Track Fusion"}
    (claim,) = extraction.claims
    assert claim.method is None


@pytest.mark.parametrize("title, abstract, method", [
    # the title's method over a part the abstract names more often
    ("GlimChanger: Zorb Change Detection with Semantic Cues",
     "We propose GlimChanger, built on a Semantic Zorb Network (SZN). The SZN aligns features, and the SZN "
     "fuses them. The model surpasses all benchmark methods, achieving an F1 score of 91.35% on ZorbCD.", "GlimChanger"),
    # a tool word inside a compound does not make the title a tool's
    ("GlimNet: Environment-Aware Zorb Detection",
     "We propose GlimNet, built on a Blix Fusion Module (BFM). The BFM fuses cues, and the BFM aligns them. "
     "Our approach achieves 91.2% F1 on ZorbDet.", "GlimNet"),
    # the abstract's longer form of the title's name is the one its results are stated for
    ("GlimProver: Zorb Proofs at Scale",
     "We propose GlimProver-v1, trained with a Zorb Curriculum (ZC). ZC orders the proofs, and ZC grows "
     "them. GlimProver-v1 then reaches 56.7% accuracy on ZorbF2F.", "GlimProver-v1"),
    # a title that leads with a toolkit leaves the results to the model the abstract proposes
    ("GlimKit: An Open Zorb Toolkit for Speech Recognition",
     "We present GlimKit. With it we develop ZorbASR, a new recognizer, and we propose ZorbASR as a "
     "baseline. ZorbASR is small. The model achieves a WER of 5.2%.", "ZorbASR"),
])
def test_the_method_a_title_leads_with_states_the_results_of_the_model(title, abstract, method):
    (claim,) = extract_paper(Paper(id="p", title=title, abstract=abstract)).claims
    assert claim.method == method


@pytest.mark.parametrize(("abstract", "metric"), [
    # a share of people or judgements right after the number is what the number measures, and a metric
    ("The model reaches 89.3 percent agreement with aggregated resident perceptions.", "agreement"),
    ("GlimGen wins by achieving 33.6% human preference, compared to 6.2% for the baseline.", "human preference"),
    ("In our study, GlimTutor raised user satisfaction to 88% after 8 rounds.", "user satisfaction"),
    # a measure 'of' a math-mode variable set to the number
    ("GlimCite achieves a test correlation of $\\rho = 0.826$ on 900K papers.", "test correlation"),
])
def test_a_share_named_after_the_number_is_its_measure(abstract, metric):
    extraction = extract_paper(Paper(id="p", abstract=abstract))
    assert extraction.claims[0].metric == metric
    assert metric in {m.text for m in extraction.mentions if m.label == "METRIC"}


def test_what_a_clause_after_the_number_keeps_is_not_the_measure():
    (claim,) = extract_paper(Paper(id="p", abstract="It reduces inference latency by 13.56% while maintaining accuracy.")).claims
    assert claim.metric == "inference latency"


def test_a_noun_of_change_is_not_the_verb_that_names_a_measure():
    (claim,) = extract_paper(Paper(id="p", abstract="On public data, this improvement rises to 4.5%.")).claims
    assert claim.metric is None


@pytest.mark.parametrize("text, metric", [
    ("We find FID drops by 10% on CelebA.", "FID"),
    ("We observe BLEU increases by 2.1 points.", "BLEU"),
    ("Experiments demonstrate accuracy gains of 3.1% on MMLU.", "accuracy"),
    ("Our model beats UNet by 4.58%, providing an IoU of 93.58%.", "IoU"),
    ("StableMotion offers a speedup of 200x over prior work.", "speedup"),
    ("We report an F1 of 90.1 on ZorbQA.", "F1"),
    ("GlimNet reports an accuracy of 90.1% on QuarkSet.", "accuracy"),
    ("GlimNet improves report generation METEOR by 1.5% on QuarkRad.", "report generation METEOR"),  # the noun stays
    ("GlimNet reports top-1 accuracy of 84.1% on QuarkSet.", "top-1 accuracy"),
    ("Across tasks, reporting accuracy of 81.5% on QuarkSet, GlimNet leads.", "accuracy"),
    ("In prior work, ZNet reported accuracy of 85.3% on QuarkSet.", "accuracy"),  # the name that reports it
])
def test_the_verb_that_reports_a_result_is_not_part_of_its_measure(text, metric):
    assert claim_metrics(text) == {metric}


def test_the_words_that_join_a_score_to_the_one_before_are_not_part_of_its_measure():
    claims = pipeline_claims("GlimASR cuts the WER by 2.4% on Zorb, as well as Glim scores of 51.5 on Quark.")
    assert [(c.value, c.metric) for c in claims] == [(2.4, "WER"), (51.5, "Glim scores")]
    for letters in ("AS", "OR"):  # (not the letters of a name)
        (claim,) = pipeline_claims(f"GlimNet reaches {letters} accuracy of 91.5% on Zorb.")
        assert claim.metric == f"{letters} accuracy"


@pytest.mark.parametrize("text, metric", [
    ("DADU reaches a high accuracy of 98% on the held-out data.", "accuracy"),
    ("The method reduces both model parameters by 50% compared with the baseline.", "model parameters"),
    ("Our tracker improves higher order tracking accuracy by 1.22% over the Kalman filter.",
     "higher order tracking accuracy"),
    ("Our system reached a top performance score of 65.56 in the shared task.", "performance score"),
])
def test_a_word_that_grades_the_result_is_not_part_of_its_measure(text, metric):
    assert metric in claim_metrics(text)


def test_measures_listed_before_values_pair_with_them_in_order():
    text = "Siamese-Diffusion boosts SANet's mDice and mIoU by 3.6% and 4.4% on the Polyps."
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == [(3.6, "mDice"), (4.4, "mIoU")]


def test_datasets_listed_before_values_pair_with_them_and_are_no_measure():
    claims = pipeline_claims("We improve accuracy on CIFAR-10 and ImageNet by 2.1% and 1.3%.")
    assert [(c.value, c.metric, c.dataset) for c in claims] == [(2.1, "accuracy", "CIFAR-10"),
                                                               (1.3, "accuracy", "ImageNet")]


@pytest.mark.parametrize("text, metric", [
    ("GtG 2.0 shows up to a 35% improvement in Average Precision on the GraspNet-1Billion benchmark.",
     "Average Precision"),
    ("Our detector improves mean average precision by 3.3% on COCO.", "mean average precision"),
    ("Our method improves average accuracy by 2.7% on CIFAR-100.", "accuracy"),
])
def test_a_measure_of_its_own_keeps_its_whole_name_and_a_kind_of_one_does_not(text, metric):
    assert claim_metrics(text) == {metric}


@pytest.mark.parametrize("text, pairs", [
    ("Our method improves accuracy by 3.1% and pixel accuracy by 2.0% on ADE20K.",
     [(3.1, "accuracy"), (2.0, "pixel accuracy")]),
    ("It reduces the error by 12% and the mean squared error by 8%.", [(12.0, "error"), (8.0, "mean squared error")]),
    ("Pruning reduces the size of the model by 50% while keeping accuracy.", [(50.0, "size of the model")]),
])
def test_a_measure_written_on_its_own_is_not_read_as_a_longer_one_nearby(text, pairs):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == pairs


@pytest.mark.parametrize("text, pairs", [
    ("Our model reduces MAE by 12% and RMSE by 9% on the test set.", [(12.0, "MAE"), (9.0, "RMSE")]),
    ("PF3Det improves NDS by 1.19% and mAP by 2.42% on the nuScenes dataset.", [(1.19, "NDS"), (2.42, "mAP")]),
    ("Our retriever improves Hits@1 by 1.6% and F1 by 4.7% on WebQSP.", [(1.6, "Hits@1"), (4.7, "F1")]),
    ("It improves mAP by 2.1% and NDS by 3.4%, reaching 70.2%.", [(2.1, "mAP"), (3.4, "NDS"), (70.2, "mAP")]),
])
def test_values_each_written_after_their_own_measure_and_by_keep_it(text, pairs):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == pairs


@pytest.mark.parametrize("text, pairs", [
    ("Our system can reduce recalls by 31.7% and radiologist workload by 43.8% in screening.",
     [(31.7, "recalls"), (43.8, "radiologist workload")]),
    ("It reduces latency by 10% and improves accuracy by 5% over the baseline.", [(10.0, "latency"), (5.0, "accuracy")]),
    ("Training boosts adversarial robustness by 53.50% and mitigates class imbalances by 5.73%.",
     [(53.5, "adversarial robustness"), (5.73, "class imbalances")]),
])
def test_a_value_after_an_earlier_one_with_a_phrase_of_its_own_and_by_takes_that_phrase(text, pairs):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == pairs


@pytest.mark.parametrize("text, wrong", [
    ("Compared to DeepSeek-R1, it further improves by +0.84 XCOMET.", "improves"),
    ("It beats GPT-4 by 3.1% and outperforming the baseline YOLOv10s by 4 percentage points.", "outperforming"),
])
def test_a_rival_or_a_verb_before_by_is_no_measure(text, wrong):
    assert not any(metric and wrong in metric for metric in claim_metrics(text))


def test_a_dataset_listed_with_measures_is_never_one():
    assert "MMLU" not in claim_metrics("It improves accuracy on MMLU and F1 by 2.1% and 3.4%.")


def test_a_value_with_its_own_dataset_is_not_paired_with_an_earlier_list():
    claims = pipeline_claims("It improves accuracy on CIFAR-10 and ImageNet by 2.1%, and 1.3% on SVHN.")
    assert {c.value: c.dataset for c in claims}[1.3] == "SVHN"


def test_a_model_the_result_is_over_is_no_measure():
    text = "KD-SSP obtains a consistency increase over the base image segmentation model of 12.5% on UAVid."
    assert not any(metric and "model" in metric for metric in claim_metrics(text))


def test_a_known_model_that_improves_is_not_the_measure():
    text = "Our augmentation helps segmentation models: UNet improves by 1.52% on ISIC2018."
    assert "UNet" not in claim_metrics(text)


def test_a_rate_in_frames_per_second_is_its_own_measure_not_the_next_clauses():
    text = "On edge devices, CFIS-YOLO delivers 135 FPS, reduces power consumption to 17.3% of the original."
    metrics = {claim.value: claim.metric for claim in pipeline_claims(text)}
    assert metrics[135.0] == "FPS"
    assert metrics[17.3] == "power consumption"


def test_metric_phrase_is_read_from_the_sentence_when_no_mention_is_near():
    text = "The protocol achieves a 30% saving in communication overhead per round."
    (claim,) = claims_of(text)
    assert claim.metric == "communication overhead"
    assert claim.direction == "decrease"


def test_evidence_offsets_point_at_the_claim_text():
    text = "Intro sentence here. Our method improves F1 by 3.5 points on the news split, and runs 2x faster."
    sentences = [(0, 20), (21, len(text))]
    claims = claims_of(text, [], sentences)
    assert [c.value for c in claims] == [3.5, 2.0]
    for claim in claims:
        assert text[claim.evidence.start:claim.evidence.end] == claim.text
        assert claim.evidence.sentence == text[21:]
        assert claim.text.strip() == claim.text and claim.text


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize(
    "text",
    [
        "Our\x00 model\x07 improves\x1b accuracy by 3%\x0c.",  # control characters
        "our model improves accuracy by 3% it also runs on phones and tablets without any cloud access",  # no punctuation
        "Scores: &lt;5&gt; &amp; 10&#37; and &#8211; improves accuracy by 3% &nbsp;",  # HTML entities
    ],
)
def test_bad_input_keeps_the_real_claim_only(text):
    assert [(c.value, c.unit) for c in claims_of(text)] == [(3.0, "%")]


@pytest.mark.parametrize(
    "text",
    [
        "Unser Modell wurde 2019 mit 15 Datensätzen trainiert.",
        "我们的方法在 3 个数据集上进行了实验。",
        "Модель обучена на 12 наборах данных в 2020 году.",
        "",
        "   \n\t ",
        "%%% xx ×× 10^999999 1e999999 9" * 50,
    ],
)
def test_non_english_empty_and_garbage_invent_nothing(text):
    assert claims_of(text) == []


def test_sentence_offsets_outside_the_text_do_not_crash():
    text = "It improves accuracy by 3%."
    assert [c.value for c in extract_claims(text, [(-5, 3), (10, 10), (0, 10_000)], [])] == [3.0]


def test_very_long_sentence_is_read_to_its_end():
    # Patterns that backtrack over the whole clause would make this hang; it must simply finish.
    text = "word " * 20_000 + "and the model improves accuracy by 3% overall"
    assert [(c.value, c.unit) for c in claims_of(text)] == [(3.0, "%")]


def test_a_sentence_of_more_numbers_than_results_are_written_in_is_a_table_read_for_no_claim():
    table = "GlimNet scores " + ", ".join(f"{50 + i * 0.1:.1f}%" for i in range(80)) + " on ZorbSet."
    assert claims_of(table) == []
    listed = "GlimNet improves accuracy by " + ", ".join(f"{1 + i * 0.1:.1f}%" for i in range(12)) + " on ZorbSet."
    assert len(claims_of(listed)) == 12


# ------------------------------------------------------------------ rule data


def test_shipped_rules_load():
    rules = load_rules()
    assert rules.confidence["claim:gain"] > 0


# A build in a process of its own, counting the reads of the claim rules: the claims and the Metric nodes'
# lower_is_better both come from the file.
COUNTED_BUILD = """
import pathlib, sys
reads = []
read_text = pathlib.Path.read_text

def counted(self, *args, **kwargs):
    if self.name == "claims.json":
        reads.append(self)
    return read_text(self, *args, **kwargs)

pathlib.Path.read_text = counted
from kg.pipeline import build
_, graph = build([pathlib.Path(sys.argv[1])], pathlib.Path(sys.argv[2]), html=False)
print(len(reads), graph.nodes["metric:fid"]["lower_is_better"])
"""


def test_a_build_reads_the_claim_rules_once(tmp_path):
    import os
    import subprocess
    import sys

    source = tmp_path / "glimnet.jsonl"
    source.write_text(json.dumps({"arxiv_id": "2402.00077", "title": "GlimNet", "abstract":
                                  "We propose GlimNet, which reaches a FID of 3.2 on ZorbSet."}) + "\n", encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", COUNTED_BUILD, str(source), str(tmp_path / "out")],
                          capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(root)})
    assert done.returncode == 0, done.stderr
    assert done.stdout == "1 True\n"


@pytest.mark.parametrize(("raw", "says"), [
    ("{", "[KG502] claim rules broken-claims.json:1: not valid JSON (Expecting property name enclosed in double "
          "quotes)"),
    ("{}", "[KG503] claim rules broken-claims.json: missing key 'units'"),
    ('{"units": 3}', "[KG503] claim rules broken-claims.json: units must be a JSON object mapping each name to a list "
                     "of patterns, not the number 3"),
    ("[]", "[KG503] claim rules broken-claims.json: the file must be a JSON object of named lists, not an array"),
])
def test_broken_rule_data_is_a_rule_data_error(raw, says):
    with pytest.raises(RuleDataError) as refused:
        rules_from_text(raw, "broken-claims.json")
    assert str(refused.value).startswith(says + ":")


def _shipped_rule_text() -> str:
    return resources.files("kg.extract").joinpath("data", "patterns", "claims.json").read_text(encoding="utf-8")


def test_a_pattern_that_does_not_compile_is_named_with_its_key_and_line():
    raw = _shipped_rule_text()
    line = raw[:raw.index('"pps?"')].count("\n") + 1
    broken = raw.replace('"pps?",', '"pps?", "per(cent",', 1)
    with pytest.raises(RuleDataError) as refused:
        rules_from_text(broken, "claims.json")
    index = json.loads(broken)["units"]["points"].index("per(cent")
    assert str(refused.value) == (f"[KG504] claim rules claims.json:{line}: units.points[{index}] 'per(cent' is "
                                  "no regular expression (missing ), unterminated subpattern at position 3): fix the "
                                  "pattern or restore the file")


@pytest.mark.parametrize(("change", "says"), [
    (lambda rules: rules.__setitem__("increse_before", rules.pop("increase_before")),
     "unknown key 'increse_before' (did you mean 'increase_before'?)"),
    (lambda rules: rules["units"].__setitem__("%", "percent"),
     'units.% must be a list of patterns, not a string "percent"'),
    (lambda rules: rules["units"].__setitem__("pct", ["pct"]),
     "units: unit 'pct' is none a claim has: use %, points, x"),
    (lambda rules: rules["score_verbs"].append(""), "score_verbs[{}] is an empty pattern"),
    (lambda rules: rules["score_verbs"].append(["reaches"]),
     "score_verbs[{}] must be a pattern (a string), not an array"),
    (lambda rules: rules["word_multipliers"].__setitem__("twice", [2, "times", "increase"]),
     'word_multipliers.twice must be [number, unit, direction] such as [2, "x", "increase"] (unit one of %, points, x; '
     'direction increase or decrease), not an array [2, "times", "increase"]'),
    (lambda rules: rules["confidence"].__setitem__("claim:gain", "0.8"),
     'confidence.claim:gain must be a number from 0 to 1, not a string "0.8"'),
    (lambda rules: rules["metric_phrase"].__setitem__("after", "(?P<m>\\w+)"),
     "metric_phrase.after must be a list of patterns, not a string"),
    (lambda rules: rules["confidence"].__setitem__("claim:gain-overr", rules["confidence"].pop("claim:gain-over")),
     "confidence: 'claim:gain-overr' is no claim rule (did you mean 'claim:gain-over'?)"),
    (lambda rules: rules["confidence"].pop("claim:rank"), "confidence gives no confidence for claim:rank"),
])
def test_a_rule_of_the_wrong_shape_is_named_not_read_as_another(change, says):
    rules = json.loads(_shipped_rule_text())
    change(rules)
    with pytest.raises(RuleDataError) as refused:
        rules_from_text(json.dumps(rules), "claims.json")
    expected = says.format(len(rules["score_verbs"]) - 1)
    assert str(refused.value) == f"[KG503] claim rules claims.json: {expected}: fix the entry or restore the file"


def test_every_claim_carries_a_rule_claims_json_gives_a_confidence(seed_build):
    from kg.extract.claims import CLAIM_RULES
    from kg.pipeline import read_extractions

    rules = {claim.evidence.rule.split("+")[0] for extraction in read_extractions(seed_build[2] / "extractions.jsonl")
             for claim in extraction.claims}
    assert rules and rules <= CLAIM_RULES == set(load_rules().confidence)


# ------------------------------------------------------------------ through the real pipeline


def test_claims_through_the_spacy_pipeline(nlp):
    abstract = (
        "We propose GlimmerNet, a lightweight detector for aerial scenes. "
        "GlimmerNet improves mean average precision by 3.4% while running 2.1x faster than the previous best detector. "
        "The training set holds 40K images from 2022."
    )
    extraction = extract_paper(Paper(id="sha1:test", abstract=abstract), nlp)
    assert [(c.value, c.unit, c.direction) for c in extraction.claims] == [(3.4, "%", "increase"), (2.1, "x", "increase")]
    for claim in extraction.claims:
        assert abstract[claim.evidence.start:claim.evidence.end] == claim.text


@pytest.mark.parametrize(("text", "metric"), [
    ("It exceeds other VLMs (Claude-3-Opus weighted F1: 25.54%, Gemini-2 weighted F1: 6.17%).", "weighted F1"),
    ("The kernel improves quality while achieving dramatic speedups of 6~300x on large inputs.", "speedups"),
    ("Independence between passages brings a gain of up to 56.2% in factual correctness.", "factual correctness"),
    # a number's phrase leaves out words that name no measure
    ("QuillNet brings over 40% relative improvements on widely-used datasets.", None),
    ("QuillNet improves training speed by a factor of up to 9x.", "training speed"),
])
def test_the_measure_of_a_claim_leaves_out_models_and_praise(text, metric):
    claims = claims_of(text)
    assert claims and all(claim.metric == metric for claim in claims)


def test_the_respective_metrics_of_numbers_name_no_measure():
    claims = pipeline_claims("On the standard QuarkNet-18, our model preserves this edge with respective "
                             "metrics of 71.32% and 52.7%.")
    assert [(c.value, c.metric) for c in claims] == [(71.32, None), (52.7, None)]


def test_a_change_another_number_states_is_not_the_first_number_s_measure():
    claims = pipeline_claims("QuillNet lowers transport costs by 1,000x with an accuracy drop of only 0.5pp.")
    assert [(c.value, c.metric) for c in claims] == [(1000.0, "transport costs"), (0.5, "accuracy")]


def test_a_bare_score_before_a_named_measure_is_a_claim_in_it(nlp):
    extraction = extract_paper(Paper(id="sha1:test", abstract=(
        "Our planner achieves 45.0 PDMS on NAVSIM with 2 GPUs, and it improves recall by +2.1 IDF1.")), nlp)
    summary = [(c.value, c.unit, c.direction, c.metric) for c in extraction.claims]
    assert (45.0, None, "absolute", "PDMS") in summary
    assert not any(value == 2.0 for value, *_ in summary)


@pytest.mark.parametrize(("text", "expected"), [
    ("Synthetic UDA obtains the same segmentation quality of 85 mIoU on Cityscapes.", [(85.0, None, "absolute", "mIoU")]),
    ("It reaches high image quality (41.2 AP and 34.09 PSNR) on mobile devices.",
     [(41.2, None, "absolute", "AP"), (34.09, None, "absolute", "PSNR")]),
    ("The detector outperforms the state of the art by 1.6 mAP while reducing inference time by 14%.",
     [(1.6, "points", "increase", "mAP"), (14.0, "%", "decrease", "inference time")]),
])
def test_a_number_written_in_a_metric_is_a_score_in_that_metric(text, expected):
    assert [(c.value, c.unit, c.direction, c.metric) for c in claims_of(text)] == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("The resulting maps are 30 times finer than previous global products.", (30.0, "x", "increase")),
    ("The new encoder is 3 times smaller than the baseline.", (3.0, "x", "decrease")),
    ("The decoder reconstructs point clouds, achieving a Chamfer loss of 0.013 on the test set.", (0.013, None, "absolute")),
    ("Our method achieves a Chamfer distance of 0.005 on ShapeNet.", (0.005, None, "absolute")),
])
def test_comparatives_and_losses_state_results(text, expected):
    assert summary(text) == [expected]


def test_up_to_is_a_hedge_not_a_change_word():
    text = "ELVA matches encoder-based models while reducing FLOPs by up to 95% and inference latency by 92%."
    assert [(c.value, c.direction, c.metric) for c in claims_of(text)] == [(95.0, "decrease", "FLOPs"), (92.0, "decrease", "inference latency")]
    assert summary("Comparisons show that PartField is up to 20% more accurate than recent methods.") == [
        (20.0, "%", "increase")]
    assert summary("Accuracy went up by 3%.") == [(3.0, "%", "increase")]


def test_the_model_a_verb_credits_with_a_number_is_its_method():
    text = "In our tests, GPT-4 achieves 40% accuracy while our GlimNet reaches 55%."
    mentions = [mention(text, "GPT-4", "METHOD", "compared"), mention(text, "GlimNet", "METHOD", "proposed")]
    assert [(c.value, c.method) for c in claims_of(text, mentions)] == [(40.0, "GPT-4"), (55.0, "GlimNet")]
    text = "Tools like Claude-3 and GPT-4o achieve only 17.1% and 6.3% accuracy, respectively."
    mentions = [mention(text, "Claude-3", "METHOD", "used"), mention(text, "GPT-4o", "METHOD", "used")]
    assert [(c.value, c.method) for c in claims_of(text, mentions)] == [(17.1, "Claude-3"), (6.3, "GPT-4o")]
    text = "Compared to PromptIR, DSwinIR achieves a 0.66 dB and 1.04 dB improvement, respectively."
    mentions = [mention(text, "PromptIR", "METHOD", "compared"), mention(text, "DSwinIR", "METHOD", "proposed")]
    assert {c.method for c in claims_of(text, mentions)} == {"DSwinIR"}


def test_a_score_in_brackets_after_a_model_is_that_model_s():
    text = "ResNet50 achieved the best performance (F1: 91.35%), followed by BiomedCLIP (F1: 88.68%)."
    mentions = [mention(text, "ResNet50", "METHOD", "used"), mention(text, "BiomedCLIP", "METHOD", "used")]
    assert [(c.value, c.method) for c in claims_of(text, mentions)] == [(91.35, "ResNet50"), (88.68, "BiomedCLIP")]


def test_rather_than_is_not_a_comparison():
    assert summary("We keep 5% rather than 10% of the data.") == []


def test_a_threshold_in_a_metric_is_not_a_score():
    assert claims_of("More than 90% of the referrals were found, each exceeding 0.5 IoU.") == []



@pytest.mark.parametrize("text", [
    "Patients with reduced ejection fraction (LVEF < 50%) were included.",
    "We enrolled 300 patients with an ejection fraction below 40% and 120 controls.",
])
def test_a_threshold_that_picks_the_people_studied_is_not_a_result(text):
    assert not pipeline_claims(text)


@pytest.mark.parametrize("text, value", [
    ("Among 200 patients with tumours, QuarkScan detected lesions with accuracy above 92%.", 92.0),
    ("Patients with QuarkCard-assisted reading reached a sensitivity over 90%.", 90.0),
])
def test_a_result_in_a_known_measure_after_a_group_of_people_is_still_a_result(text, value):
    """The threshold that picks people is on what they have (ejection fraction), not on a known measure of a result."""
    assert [c.value for c in pipeline_claims(text)] == [value]


def test_a_gain_on_a_group_of_people_is_still_a_result():
    claims = pipeline_claims("QuarkCard improves accuracy on patients with stents by more than 5%.")
    assert [(c.value, c.unit, c.direction) for c in claims] == [(5.0, "%", "increase")]


# ------------------------------------------------------------------ compiled alternations

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_factored_alternations_find_what_the_plain_ones_find():
    """Every word list of the shipped rules, grouped by first character, matches at the same
    places as the plain longest-first alternation, on the example pages and on the words themselves."""
    data = json.loads(resources.files("kg.extract").joinpath("data", "patterns", "claims.json").read_text("utf-8"))
    pages = " ".join(path.read_text(encoding="utf-8") for path in sorted(EXAMPLES.glob("*.txt")))
    checked = 0
    for name, words in data.items():
        if not isinstance(words, list) or name == "rank_patterns":
            continue
        ordered = sorted(words, key=len, reverse=True)
        factored = _factored(ordered)
        if factored is None:
            continue
        text = pages + " " + " ".join(re.sub(r"[\\()?*+\[\]|{}^$]", "", word) for word in words)
        for flags in (0, re.I):
            plain = re.compile(rf"\b(?:{'|'.join(ordered)})\b", flags)
            grouped = re.compile(rf"\b(?:{factored})\b", flags)
            assert [m.span() for m in grouped.finditer(text)] == [m.span() for m in plain.finditer(text)], name
        checked += 1
    assert checked >= 10


def test_alternations_read_with_or_without_case_group_first_letters_that_differ_only_in_case():
    """Where the pattern's case is known, words whose first letters differ only in case are factored too: under
    IGNORECASE in one group, read with case in a group each. Either way the alternation finds the same words at
    the same places as the plain one, on the example pages and on the shipped lists that have such words."""
    assert _factored(["About", "above", "AB"], ignore_case=True) == "A(?:bout|bove|B)"
    assert _factored(["About", "above", "AB"], ignore_case=False) == "A(?:bout|B)|a(?:bove)"
    data = json.loads(resources.files("kg.extract").joinpath("data", "patterns", "claims.json").read_text("utf-8"))
    lists = {"score_words_before": data["score_words_before"], "measure_units": data["measure_units"],
             "scored measure names": _scored_measure_names()}
    pages = " ".join(path.read_text(encoding="utf-8") for path in sorted(EXAMPLES.glob("*.txt")))
    for name, words in lists.items():
        ordered = sorted(words, key=len, reverse=True)
        assert _factored(ordered) is None, name  # (the lists this test is for)
        text = pages + " " + " ".join(re.sub(r"[\\()?*+\[\]|{}^$]", "", word) for word in words)
        for ignore_case, flags in ((True, re.I), (False, 0)):
            plain = re.compile(rf"\b(?P<word>{'|'.join(ordered)})", flags)
            grouped = re.compile(rf"\b(?P<word>{_factored(ordered, ignore_case)})", flags)
            assert [m.span("word") for m in grouped.finditer(text)] == [m.span("word") for m in plain.finditer(text)], \
                (name, ignore_case)


@pytest.mark.parametrize("words", [
    ["(?:a|b)c", "d"],      # starts with a group
    ["s?peed", "x"],        # a quantified first character
    ["ab|cd", "e"],         # a top-level bar
    ["About", "above"],     # first characters that differ only in case
])
def test_alternations_grouping_could_change_stay_plain(words):
    assert _factored(sorted(words, key=len, reverse=True)) is None
    assert _alternation(words) == "|".join(sorted(words, key=len, reverse=True))


def test_the_top_of_a_rating_scale_after_a_slash_is_not_a_result():
    def values(text):
        return [c.value for c in pipeline_claims(text)]

    assert values("Human raters give QuarkTTS MOS scores of 4.3/5.0 and 8/10.") == [4.3, 8.0]
    assert values("QuarkGAN achieves 2.06/0.32 IS/LPIPS on the QuarkSet dataset.") == [2.06, 0.32]


@pytest.mark.parametrize("text", [
    "QuarkDet improves mAP by up to 2.01%/1.27% in 3D object detection.",
    "QuarkDet improves mAP by up to 2.01\\%/1.27\\% in 3D object detection.",
])
def test_slashed_values_each_written_with_a_percent_are_each_a_result(text):
    assert [(c.value, c.unit) for c in pipeline_claims(text)] == [(2.01, "%"), (1.27, "%")]


@pytest.mark.parametrize("text, metric", [
    ("QuarkLoop induces a 5.0% absolute drop in pass@1 within ten loops.", "pass@1"),
    ("QuarkNet cuts peak memory consumption during training by 15%.", "peak memory consumption"),
    ("QuarkSplat cuts points by 35% without compromising image quality.", "points"),
    ("On the GlimSet-7 task, we raise the best score without augmentations from 21.5% to 42.5%.", None),
])
def test_the_condition_a_measure_is_taken_under_is_not_its_name(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


@pytest.mark.parametrize("text, metric", [
    ("QuarkNet achieves superior recognition accuracies of 83.7% and 76.7% on two sets.", "recognition accuracy"),
    ("QuarkNet reaches a competitive driving score of 70.1 on GlimRoute.", "driving score"),
])
def test_praise_before_a_measure_is_not_its_name(text, metric):
    assert {c.metric for c in pipeline_claims(text)} == {metric}


@pytest.mark.parametrize("text, metric", [
    ("QuarkAlg improves the competitive ratio by 12%.", "competitive ratio"),
    ("QuarkNet reduces the time before failure by 30%.", "time before failure"),
    ("QuarkNet reduces the number of steps until convergence by 40%.", "number of steps until convergence"),
])
def test_words_that_belong_to_a_measure_name_stay_in_it(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


def test_each_number_in_a_list_takes_the_dataset_it_is_on():
    claims = pipeline_claims("QuarkNet improves accuracy by 3.2% on CIFAR-10, 2.1% on CIFAR-100 and 1.5% on ImageNet.")
    assert [(c.value, c.dataset) for c in claims] == [(3.2, "CIFAR-10"), (2.1, "CIFAR-100"), (1.5, "ImageNet")]


@pytest.mark.parametrize("text", [
    "QuarkNet gains +4.1 on CIFAR-10, +7.1 on CIFAR-100, and a +12.9 improvement on ImageNet.",
    "QuarkNet achieves a 4.1% improvement on CIFAR-10, a 7.1% gain on CIFAR-100 and a 12.9% boost on ImageNet.",
])
def test_a_number_whose_change_noun_is_on_a_dataset_takes_that_dataset(text):
    assert [(c.value, c.dataset) for c in pipeline_claims(text)] == [
        (4.1, "CIFAR-10"), (7.1, "CIFAR-100"), (12.9, "ImageNet")]


def test_a_change_over_a_baseline_named_for_a_dataset_is_not_on_that_dataset():
    claims = pipeline_claims("On COCO, GlimDet reaches 52.1 AP, a 3.4 improvement over the ImageNet-pretrained "
                             "baseline.")
    assert [(c.value, c.dataset) for c in claims if c.value == 3.4] == [(3.4, "COCO")]


def test_later_numbers_of_a_list_share_the_unit_stated_once():
    claims = pipeline_claims("Our tuning raises accuracy by an average of 9.1 points on GSM8K, 7.6 on GPQA, and 9.6 "
                             "on LiveCodeBench in 2024.")
    assert [(c.value, c.unit, c.direction, c.dataset) for c in claims] == [
        (9.1, "points", "increase", "GSM8K"), (7.6, "points", "increase", "GPQA"),
        (9.6, "points", "increase", "LiveCodeBench")]


def test_a_second_result_in_the_shape_of_the_first_is_kept_and_a_bare_number_after_and_is_not():
    def values(text):
        return [(c.value, c.unit) for c in pipeline_claims(text)]

    assert values("QuarkNet needs only 14.7% of its FLOPs and 15.9% of its parameters.") == [(14.7, "%"), (15.9, "%")]
    assert (0.24, "%") not in values("QuarkNet outperforms prior methods by 27% on accuracy and 0.24 on MAE.")


def test_a_measure_named_right_before_its_number_is_its_metric():
    claims = pipeline_claims("The QuarkGAT model achieved a precision of 0.9744, recall of 0.9818 and F1-score of "
                             "0.8801.")
    assert [c.metric for c in claims] == ["precision", "recall", "F1-score"]


def test_a_score_inside_nested_latex_markup_is_read():
    claims = pipeline_claims("QuillNet achieves a top-1 accuracy of \\textbf{\\emph{81.5}} on CityData.")
    assert [(c.value, c.direction) for c in claims] == [(81.5, "absolute")]


@pytest.mark.parametrize("text", ["We report the best of 5 runs for every model.",
                                  "Our entry was the best of 12 submitted systems."])
def test_the_best_of_a_count_is_no_score(text):
    assert claims_of(text) == []


def test_a_number_after_math_is_read_and_the_math_is_not():
    claims = claims_of("We achieve an accuracy of $\\sim$ 92.1 $\\pm$ 0.3 on CityData.")
    assert [(c.value, c.text) for c in claims] == [(92.1, "accuracy of $\\sim$ 92.1")]


@pytest.mark.parametrize("text, expected", [
    ("Fine-tuning on comprehension tasks gives higher knowledge retention rates (48%) than translation (17%) and "
     "text-to-JSON conversion (20%).", ["knowledge retention rates"] * 3),
    ("GlimNet reaches 81.2% accuracy, and Grok-2 (67.2%) and FooNet (65.6%) trail it.", ["accuracy"] * 3),
    ("GlimNet reduces FLOPs by 95% and inference latency by 92%.", ["FLOPs", "inference latency"]),
])
def test_a_number_that_names_no_measure_continues_the_sentence_s_last_measure(text, expected):
    assert [c.metric for c in pipeline_claims(text)] == expected


def test_a_change_word_after_a_conjunction_belongs_to_the_next_number():
    claims = pipeline_claims("GlimNet improves accuracy by 3.1% and cuts latency by 2.0x.")
    assert [(c.value, c.direction, c.metric) for c in claims] == [(3.1, "increase", "accuracy"),
                                                                  (2.0, "decrease", "latency")]


@pytest.mark.parametrize("text, expected", [
    ("Our method achieves a more than 57.0% parameter and FLOPs reduction.", [(57.0, "%", "decrease")]),
    ("The mosaics georeference real world positions with a mean absolute error of 20 cm.", [(20.0, None, "absolute")]),
    ("The robot localizes itself with a mean position error of 2 cm in all rooms.", [(2.0, None, "absolute")]),
])
def test_change_nouns_after_a_list_and_scores_in_physical_units(text, expected):
    assert [(c.value, c.unit, c.direction) for c in pipeline_claims(text)] == expected


def test_a_score_after_a_bracketed_acronym_of_its_measure():
    claims = pipeline_claims("Our approach achieves an area under the curve (AUC) of 0.85 on chest X-rays.")
    assert [(c.value, c.direction, c.metric, c.text) for c in claims] == [(0.85, "absolute", "AUC", "(AUC) of 0.85")]


def test_a_rating_scale_is_not_what_a_gain_is_measured_in():
    (claim,) = pipeline_claims("FooNet yields 3-point gains on a 10-point scale for coherence.")
    assert claim.metric is None


def test_a_method_named_before_a_range_is_not_its_measure():
    (claim,) = pipeline_claims("The improvement over BERT ranges from 2% to 5% across tasks.")
    assert (claim.value, claim.direction, claim.metric, claim.baseline) == (2.0, "increase", None, "BERT")


@pytest.mark.parametrize("text, expected", [
    # a measure named right after each number is that number's, not the one the list ends with
    ("RCAlign achieves a performance gain (4.3% NDS and 8.4% mAP) over RCBEVDet.", [(4.3, "NDS"), (8.4, "mAP")]),
    ("We achieve 96.2% accuracy, 97.17% precision and 95.9% recall on the test set.",
     [(96.2, "accuracy"), (97.17, "precision"), (95.9, "recall")]),
    # a modal or auxiliary before the verb of change is not part of the measure
    ("With synthetic data, Rank-1 accuracy could be increased by up to 13% over real data alone.",
     [(13.0, "Rank-1 accuracy")]),
    # the word for a measure after its name is not part of the name; a class of measures keeps it
    ("ZorbRAG attains 31% relative improvements in the Panel-as-a-Referee metric over FooSearch.",
     [(31.0, "Panel-as-a-Referee")]),
    ("IDI achieves a 26% improvement in fairness metrics.", [(26.0, "fairness metrics")]),
])
def test_what_each_number_of_a_sentence_measures(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


def test_a_known_model_that_improves_by_a_number_is_not_its_measure():
    text = ("We propose TrimR. On four benchmarks, the reasoning runtime of QwQ-32B and DeepSeek-R1-Distill-Qwen-32B is "
            "improved by up to 70% with negligible impact on accuracy.")
    assert [c.metric for c in pipeline_claims(text)] != ["DeepSeek-R1-Distill-Qwen-32B"]


def test_a_name_proposed_as_a_metric_is_the_measure_its_results_are_in():
    text = ("We propose intelligence per watt (IPW), task accuracy divided by unit of power, as a metric for assessing "
            "local inference. From 2023 to 2025, IPW improved 5.3x.")
    extraction = extract_paper(Paper(id="sha1:t", abstract=text))
    assert {m.label for m in extraction.mentions if m.text == "IPW"} == {"METRIC"}
    assert [(c.value, c.metric) for c in extraction.claims] == [(5.3, "IPW")]


@pytest.mark.parametrize("text, expected", [
    # a share of a resource a claimed result needs is a claim, after "using only" or "with just" too
    ("RaDeR achieves comparable performance while using only 2.5% of the training data.", [(2.5, "%", "absolute")]),
    ("FooNet achieves similar accuracy with just 0.01% of the compute.", [(0.01, "%", "absolute")]),
    ("GlimNet matches full fine-tuning using only about 8% of the trainable parameters.", [(8.0, "%", "absolute")]),
    ("GlimNet matches full fine-tuning using only ~8% of the trainable parameters.", [(8.0, "%", "absolute")]),
    # but the share a model is trained on, with no result claimed, is a setting
    ("We trained the CoIDO scorer using only 20 percent of randomly sampled data.", []),
    ("We trained the GlimNet scorer using only about 20% of the data.", []),
])
def test_a_result_reached_with_only_a_share_of_a_resource(text, expected):
    assert [(c.value, c.unit, c.direction) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    # the share a result is reached with, after a result stated before it, is not a second result
    ("FooNet reaches 75.1% accuracy on ImageNet using only 10% of the labels.", [(75.1, "accuracy")]),
    # running experiments is no result
    ("We perform experiments using only 10% of the labeled data on Cityscapes.", []),
    # the measure is not the prepositional phrase after it, nor a kind of measure
    ("We propose FooNet. The accuracy of the model is improved by 5.2%.", [(5.2, "accuracy")]),
    # a measure that is also a method's acronym keeps its claims
    ("We propose DYNAC, a decoder. DYNAC reduces RTF by 81% compared to AR decoding.", [(81.0, "RTF")]),
])
def test_guards_on_claims_near_new_rules(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, metric", [
    ("Embedding PST into ResNet-50 boosts ImageNet top-1 accuracy by 6.5%.", "top-1 accuracy"),
    ("Our TDM reaches a MobileSAM mIoU of 0.7421 on the test split.", "mIoU"),
    # a measure's own qualifier stays: the capitals are not a benchmark's or a model's name
    ("RelatE cuts GPU memory usage by 22% compared to RotatE.", "GPU memory usage"),
    ("Our model reaches a Rank-1 accuracy of 56.2%.", "Rank-1 accuracy"),
])
def test_a_benchmark_or_model_named_before_a_known_measure_is_not_part_of_it(text, metric):
    assert claim_metrics(text) == {metric}
    assert metric in metric_mentions(text)


@pytest.mark.parametrize("text, metric", [
    ("Glimmer reaches a METEOR score of 0.31 on the test split.", "METEOR"),
    ("Glimmer reaches a ROUGE-L score of 0.42 on the test split.", "ROUGE-L"),
    ("Glimmer and Quark obtain mAUC scores of 71.5% and 70.2%.", "mAUC"),
    ("Glimmer raises the recall score by 3.1%.", "recall"),
    ("Glimmer reaches a mIoU score of 41.2 and a BLEU score of 30.1.", {"mIoU", "BLEU"}),
    ("Glimmer reaches a Dice score of 0.81.", "Dice score"),
    ("Glimmer improves the pass@1 performance by 5.1%.", "pass@1"),
    ("Glimmer improves AUROC performance by 2.3% over Quark.", "AUROC"),
    ("Glimmer improves F1 performance by 2.3%.", "F1"),
    ("Glimmer reaches Recall@10 scores of 61.2%.", "Recall@10"),
    # "score" as part of a measure's own name, or the score of a scoring model, stays
    ("Glimmer reaches an F1 score of 0.61.", "F1 score"),
    ("Glimmer reaches a weighted F1-score of 0.61.", "weighted F1-score"),
    ("Glimmer reaches an Inception Score of 9.1.", "Inception Score"),
    ("Glimmer improves the HPSv2 score by 5%.", "HPSv2 score"),
])
def test_score_or_performance_after_a_measure_only_says_a_value_follows(text, metric):
    assert claim_metrics(text) == (metric if isinstance(metric, set) else {metric})


@pytest.mark.parametrize("text, expected", [
    ("Our model achieves 2.06/0.32 IS/LPIPS on the test set.", {(2.06, "IS"), (0.32, "LPIPS")}),
    ("Our model reaches PSNR/SSIM of 31.2/0.91 on Set5.", {(31.2, "PSNR"), (0.91, "SSIM")}),
    ("Our model achieves 2.06/0.32 IS/LPIPS.", {(2.06, "IS"), (0.32, "LPIPS")}),
    ("Our model reaches 12.3/45.6 FID/IS on ImageNet.", {(12.3, "FID"), (45.6, "IS")}),
    ("Our model reaches PSNR/SSIM: 31.2/0.91 on Set5.", {(31.2, "PSNR"), (0.91, "SSIM")}),
    ("On Set5, our model achieves PSNR/SSIM of 31.2/0.91, LPIPS/DISTS of 0.12/0.08.",
     {(31.2, "PSNR"), (0.91, "SSIM"), (0.12, "LPIPS"), (0.08, "DISTS")}),
])
def test_slashed_values_pair_with_slashed_measures_in_order(text, expected):
    assert {(claim.value, claim.metric) for claim in pipeline_claims(text)} == expected


@pytest.mark.parametrize("text, metric", [
    # a title-case name after "improvement on" is the benchmark, not the measure
    ("We propose GLD. It gains a +35.6 improvement on Multistep Arithmetic over SFT.", None),
    ("We propose GLD. It gains a +35.6 improvement on the Multistep Arithmetic task over SFT.", None),
    ("We propose GLD. It gains a +35.6 improvement on the MATH benchmark over SFT.", None),
    ("Our model yields a 2.0% improvement on the HD95 metric.", "HD95"),
    ("Our approach yields a 3.1% improvement on accuracy over the baseline.", "accuracy"),
    # a comparative or a qualifier alone names no measure; "of" does not start one
    ("Many examples yield approximately 30% or greater improvement on MATH500.", None),
    ("Notably, our approach yields a 2% overall improvement on MMMU-PRO.", None),
    ("CRM improves generalization, with up to 9.94 points of accuracy gain on RewardBench.", "accuracy"),
])
def test_what_a_gain_is_on_or_how_it_is_qualified_is_not_its_measure(text, metric):
    assert claim_metrics(text) == {metric}


@pytest.mark.parametrize("text, metric", [
    ("QuarkDet raises accuracy on the remaining images by 3.8% over the baseline.", "accuracy"),
    ("QuarkGen reduces FID for glim image prediction by at least 14%.", "FID"),
    ("QuarkJudge increases correlation on held-out questions by more than 20 points.", "correlation"),
    # no measure before the scope: what is cut stays the phrase read before
    ("QuarkAct reduces reliance on zorb judges by more than 80%.", "zorb judges"),
    # a generic word before the scope names no measure
    ("QuarkAV improves performance in noisy rooms by over 70%.", None),
])
def test_a_measure_changed_on_some_cases_is_that_measure_not_the_cases(text, metric):
    assert claim_metrics(text) == {metric}


def test_a_gain_in_points_after_a_percentage_score_is_in_that_score():
    claims = pipeline_claims("GLIM-DET reaches a mean Average Precision (mAP@0.5) of 68.3%, outperforming the "
                             "baseline BarNet7s by 6 percentage points.")
    assert {(c.value, c.unit, c.metric) for c in claims} == {(68.3, "%", "mAP@0.5"), (6.0, "points", "mAP@0.5")}


@pytest.mark.parametrize("text, metric", [
    ("Our technique reduces the input token sequence length on average by 27% on both tasks.",
     "input token sequence length"),
    # a bare 'score' or 'this score' names no measure
    ("Reports enabled us to improve this score significantly to 99.61%.", None),
])
def test_a_measure_changed_on_average_and_a_bare_score(text, metric):
    assert claim_metrics(text) == {metric}


def test_a_gain_in_points_with_a_measure_of_its_own_after_it_keeps_none_of_the_score_before():
    claims = pipeline_claims("Our agent reaches a success rate of 64.1%, with a 12.3 point gain over ReAct in the "
                             "helpfulness ratings.")
    assert {c.value: c.metric for c in claims}[12.3] != "success rate"


def test_a_change_with_its_two_ends_in_brackets_gives_the_score_it_reached():
    claims = claims_of("GlimMix yields improvements of 7.3% (79.4% to 86.7%) on PACS.")
    assert sorted((c.value, c.direction) for c in claims) == [(7.3, "increase"), (86.7, "absolute")]


def test_a_range_in_brackets_that_is_not_the_change_before_it_stays_a_range():
    claims = claims_of("GlimMix yields improvements of 3.0% (15% to 20% across seeds) on PACS.")
    assert 20.0 not in {c.value for c in claims}


def test_a_leaderboard_place_is_not_part_of_the_measure_after_it():
    assert claim_metrics("We achieved a first place AUC score of 89.4 on the GlimTrack challenge.") >= {"AUC"}


def test_each_value_stated_in_its_own_measure_keeps_it():
    claims = pipeline_claims("Our method improves by up to 51.87% in AURC, 9.14% in AUROC, and 32.42% in FPR95.")
    assert [(c.value, c.metric) for c in claims] == [(51.87, "AURC"), (9.14, "AUROC"), (32.42, "FPR95")]


def test_values_paired_with_a_list_of_measures_keep_the_pairing():
    claims = pipeline_claims("Our method improves by 2.1% and 35.4% in BLEU-4 and METEOR scores, respectively.")
    assert [(c.value, c.metric) for c in claims] == [(2.1, "BLEU-4"), (35.4, "METEOR")]


@pytest.mark.parametrize("text, expected", [
    ("Our method reduces WER by 2.1% (10.5% to 8.4%) on LibriSpeech.", [(2.1, "decrease"), (8.4, "absolute")]),
    ("GlimNet shows 19% and 8% relative improvement over NTP.", [(19.0, "increase"), (8.0, "increase")]),
    ("Our method achieves average performance gains of $18.4$ and $4.1$ points over baselines.",
     [(18.4, "increase"), (4.1, "increase")]),
    ("GlimNet reaches a macro F1-score of 69.13$\\pm$10.71%, beating random selection (59.30$\\pm$10.13%).",
     [(69.13, "absolute")]),
])
def test_values_read_in_lists_brackets_and_math_mode(text, expected):
    assert sorted((c.value, c.direction) for c in pipeline_claims(text)) == sorted(expected)


@pytest.mark.parametrize("text, metric", [
    ("Between 2019 and 2023, accuracy rose by 5% with GlimNet.", "accuracy"),
    ("GlimNet surpasses point-wise methods by a significant margin of 9.45%.", None),
    ("Our method improves place recognition recall of 91.2% on Pitts30k.", "place recognition recall"),
])
def test_the_measure_of_a_value_is_neither_its_verb_nor_a_margin(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


def test_a_table_number_before_a_listed_value_is_no_result():
    claims = pipeline_claims("Our method improves accuracy by 3% in Table 2 and 5% in GlimBench.")
    assert sorted(c.value for c in claims) == [3.0, 5.0]


def test_a_year_before_to_and_a_value_is_no_range():
    claims = pipeline_claims("Neutral content fell from 54.8% in 2020 to 39.8% in 2024 after GlimNet's release.")
    assert all(claim.value < 1000 for claim in claims)


@pytest.mark.parametrize("text, metric", [
    ("GlimNet excels in both speed and accuracy, where GlimNet is 98 x faster than GlimBase.", None),
    ("GlimNet achieves a 4x faster inference time than GlimBase.", "inference time"),
    ("GlimNet reaches an mAP@50 of 0.975 on the GlimSet benchmark.", "mAP@50"),
])
def test_a_value_faster_is_in_no_other_measure_and_an_ap_at_a_threshold_states_a_score(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


def test_a_score_in_decibels_after_with_is_a_result_not_a_setting():
    claims = pipeline_claims("GlimNet achieves the best results on the GlimSet dataset with 63.258 dB PSNR overall.")
    assert [(c.value, c.metric) for c in claims] == [(63.258, "PSNR")]
    assert not pipeline_claims("We train GlimNet with 20 dB SNR noise on GlimSet.")


def test_a_value_in_brackets_after_a_name_is_that_names_result():
    claims = pipeline_claims("GlimNet achieves state-of-the-art results across datasets, including CIFAR-10 (+0.45%), "
                             "CIFAR-100 (+0.48%), and ImageNet-1K (+1.6%).")
    assert [(c.value, c.dataset) for c in claims] == [(0.45, "CIFAR-10"), (0.48, "CIFAR-100"), (1.6, "ImageNet-1K")]
    scores = pipeline_claims("On the GlimSet dataset, GlimNet achieved the best scores: CIDEr (0.857), METEOR (0.726), "
                             "and ROUGE-L (0.705).")
    assert [(c.value, c.metric) for c in scores] == [(0.857, "CIDEr"), (0.726, "METEOR"), (0.705, "ROUGE-L")]


@pytest.mark.parametrize("text, expected", [
    ("We train GlimNet with 40% SSIM loss weight on GlimSet.", []),
    ("GlimNet is 3x faster than GlimBase with higher inference accuracy.", [(3.0, None)]),
])
def test_a_loss_weight_is_no_score_and_faster_keeps_no_accuracy(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


def test_each_value_in_a_list_keeps_the_dataset_named_right_after_it_by_in():
    claims = pipeline_claims("GlimFlow achieves speed-ups of 4.53x in GlimSet, 5.32x in AFHQ, and 2.96x in CelebA.")
    assert [(c.value, c.dataset) for c in claims] == [(4.53, "GlimSet"), (5.32, "AFHQ"), (2.96, "CelebA")]


@pytest.mark.parametrize("text, expected", [
    ("GlimNet predicts new model weaknesses with a 55% success rate on GlimSet.", [(55.0, "success rate")]),
    ("We train GlimNet with a 10% dropout rate on GlimSet.", []),
])
def test_with_a_score_states_a_result_and_with_a_setting_does_not(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


def test_what_a_gain_is_over_is_not_its_measure():
    text = "GlimVS achieves absolute top-1 gains over CLIP zero-shot of up to 21.44% on CIFAR-100."
    assert "CLIP zero-shot" not in claim_metrics(text)


def test_a_share_of_the_time_is_no_measure_of_time():
    assert "time" not in claim_metrics("GlimLoc places itself within 15 meters of the true position 88% of the time, "
                                       "and within 40 meters 99% of the time on new terrain.")
    assert "time" in claim_metrics("GlimX cuts 60% of the time required for training.")


def test_a_bracketed_range_after_what_improved_is_read_from_its_start_to_its_end():
    text = "GlimAgent improves performance across GlimWorld (73% to 89%) and GlimCraft (55% to 64%)."
    assert sorted(c.value for c in pipeline_claims(text)) == [64.0, 89.0]


def test_every_value_in_the_bracket_after_a_dataset_is_on_that_dataset():
    text = ("GlimAgents achieves state-of-the-art performance on Foo-QA (71.0%, +5.8% over previous SOTA), "
            "QuarkSchema subset (68.2%, +2.7%), and TGIF-QA (82.3%, +0.9%).")
    on = {c.value: c.dataset for c in pipeline_claims(text)}
    assert on == {71.0: "Foo-QA", 5.8: "Foo-QA", 68.2: "QuarkSchema", 2.7: "QuarkSchema", 82.3: "TGIF-QA",
                  0.9: "TGIF-QA"}


def test_a_measure_with_its_short_form_in_brackets_is_the_measure_of_the_number_after():
    text = ("On GlimLung, our method achieves a classification accuracy (ACC) of 91.96%, a sensitivity (SEN) of "
            "92.04%, and an area under the curve (AUC) of 93.00%.")
    assert {c.value: c.metric for c in pipeline_claims(text)} == {91.96: "ACC", 92.04: "sensitivity", 93.0: "AUC"}


@pytest.mark.parametrize("text, metric", [
    ("With a glim loss, GlimNet cuts the model size from 640MB to 95MB with no drop in quark retrieval quality.",
     "model size"),
    ("GlimNet lowers the latency from 80 ms to 21 ms while it keeps accuracy on QuarkSet.", "latency"),
])
def test_a_measure_changed_from_one_value_to_another_is_the_measure_of_both(text, metric):
    assert claim_metrics(text) == {metric}


@pytest.mark.parametrize("text", [
    "GlimNet improves accuracy from 5.7% {} 25.4% on QuarkSet.",
    "Under noise levels of 10% {} 50%, the accuracy of GlimNet stays above 80%.",
    "Quantizing GlimNet from 16 {} 4 bits keeps 98% of its accuracy.",
])
def test_an_arrow_between_two_values_reads_as_to(text):
    def read(written):
        return [(c.value, c.unit, c.direction, c.metric) for c in pipeline_claims(text.format(written))]
    assert read("\u2192") == read("to") == read("$\\rightarrow$")


@pytest.mark.parametrize("text, value", [
    ("Our method improves robustness, and remains stable as the label noise ratio grows (20% to 80%).", 20.0),
    ("Our enhanced detector is evaluated across occlusion levels (10% to 50%) on GlimCity.", 10.0),
])
def test_a_bracketed_range_of_settings_is_no_change(text, value):
    assert [c.value for c in pipeline_claims(text)] == [value]


def test_a_value_later_in_a_bracket_after_a_dataset_is_not_on_it():
    text = "GlimNet is pretrained on ImageNet (and then reaches 85.2% on CIFAR-10 after fine-tuning)."
    assert [c.dataset for c in pipeline_claims(text)] == ["CIFAR-10"]


def test_a_measure_closing_a_bracket_of_several_is_not_the_next_numbers():
    assert claim_metrics("GlimMT reports two metrics (BLEU, METEOR): 32.1 and 28.4.") == {None}


@pytest.mark.parametrize("text, expected", [
    ("GlimNet achieves accuracy rates of 96.41% and 92.40% on GlimSet and GlimBench.", {"accuracy"}),
    ("GlimNet reached macro F1 scores of 0.744 on GlimSet.", {"macro F1"}),
    ("GlimNet lowers the error rates by 3% on GlimSet.", {"error rates"}),
    ("GlimNet raises the success rate by 12% on GlimSet.", {"success rate"}),
    ("GlimNet reaches an F1 score of 81.2 on GlimSet.", {"F1 score"}),
    ("Both approaches performed similarly well, with accuracies of 80% and 84%.", {"accuracy"}),
    ("GlimNet reaches top-1 accuracies of 80.2% on GlimSet.", {"top-1 accuracy"}),
])
def test_a_known_measure_counted_in_rates_or_scores_is_that_measure(text, expected):
    assert claim_metrics(text) == expected


def test_a_measure_a_claim_names_in_the_singular_is_the_metric_mention_as_written():
    extraction = extract_paper(Paper(id="sha1:x", abstract="Both approaches did well, with accuracies of 80% and 84%."))
    assert [(m.text, m.evidence.rule) for m in extraction.mentions if m.label == "METRIC"] == [
        ("accuracies", "claim:metric-phrase")]


@pytest.mark.parametrize("text, expected", [
    ("GlimNet processes a 4K image in under 1 ms using a single GPU.", [1.0]),
    ("GlimNet achieves less than 100ms latency across devices.", [100.0]),
    ("GlimNet answers with a latency of just 195 milliseconds, surpassing human speakers.", [195.0]),
    ("When the latency is under 20 ms, the accuracy of GlimNet drops.", []),
    ("Users perceive delays below 100 ms as instantaneous, so GlimNet targets this regime.", []),
    ("We evaluate GlimNet under 50 ms and 100 ms latency constraints on GlimSet.", []),
    ("GlimNet achieves 92.1% accuracy with a per-frame budget of under 50 ms.", [92.1]),
    ("For budgets under 50 ms, we prune GlimNet.", []),
    ("Users tolerate delays of under 100 ms.", []),
    ("GlimNet is evaluated in under 5 ms latency settings.", []),
    ("Responses must arrive in under 100 ms.", []),
    ("GlimNet meets real-time constraints and runs in under 8 ms per frame.", [8.0]),  # a condition in another clause
])
def test_the_little_time_a_method_takes_is_a_result_unless_a_condition(text, expected):
    assert [c.value for c in pipeline_claims(text) if c.direction == "absolute"] == expected


@pytest.mark.parametrize("text, expected", [
    ("GlimNet classifies patients as hypertensive (75.7% validation accuracy).", [(75.7, "validation accuracy")]),
    ("GlimNet classifies images (84.3% zero-shot accuracy).", [(84.3, "zero-shot accuracy")]),
    ("We demonstrate 3 failure modes of GlimNet.", []),
    ("We demonstrate that incorporating just 10% GlimData during training helps.", []),
])
def test_a_score_stated_in_brackets_with_a_qualified_accuracy_is_a_result(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    ("GlimNet also improves +4.01 Glimfer on CAD generation on GlimABC.", [(4.01, None)]),
    ("It enhances throughput by 25% and boosts batch size by 60% without increasing memory consumption.",
     [(25.0, "throughput"), (60.0, "batch size")]),
    ("Accuracy also improves by 3.2% on GlimQA.", [(3.2, "Accuracy")]),
    ("Memory usage also drops by 35% while latency stays flat.", [(35.0, "Memory usage")]),
    ("Distillation further improves by 2.3 points on average.", [(2.3, None)]),
    ("It still improves by 1.3 points.", [(1.3, None)]),
    ("GlimNet retains an accuracy of 91.2% after pruning.", [(91.2, "accuracy")]),
    ("The episode reward also increases by 20% on GlimAtari.", [(20.0, "episode reward")]),
    ("The preservation score improves by 4.2 points over the baseline.", [(4.2, "preservation score")]),
    ("Peak memory even decreases by 20% without increasing latency.", [(20.0, "Peak memory")]),
])
def test_the_words_before_a_change_name_its_measure_only_when_they_are_one(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


def test_each_score_with_its_measure_is_on_the_dataset_named_after_it():
    text = "GlimNet achieves 70.6% mIoU on GlimCity and 73.6% mIoU on QuarkVid test datasets."
    mentions = [Mention(text=name, label=label, evidence=Evidence(sentence=text, start=text.index(name, at),
                                                                    end=text.index(name, at) + len(name), rule="t",
                                                                    confidence=1.0))
                for name, label, at in (("mIoU", "METRIC", 0), ("GlimCity", "DATASET", 0), ("mIoU", "METRIC", 40),
                                        ("QuarkVid", "DATASET", 0))]
    assert [(c.value, c.dataset) for c in claims_of(text, mentions)] == [(70.6, "GlimCity"), (73.6, "QuarkVid")]


@pytest.mark.parametrize("text, expected", [
    ("GlimSeg achieves an IoU of 0.91 for cars and 0.78 for pedestrians.", [(0.91, "IoU"), (0.78, "IoU")]),
    ("GlimNet reaches an F1 score of 0.91 for addition, 0.78 for substitution, and 0.70 for punctuation.",
     [(0.91, "F1 score"), (0.78, "F1 score"), (0.7, "F1 score")]),
    ("GlimNet reaches an accuracy of 91.2% on GlimA and 78.5% on GlimB.", [(91.2, "accuracy"), (78.5, "accuracy")]),
    ("GlimNet reaches an IoU of 0.91 on GlimA and 2024 on GlimB.", [(0.91, "IoU")]),
    ("GlimNet achieved an AUC of 0.91 on the test set and 45 of the 50 tumors were detected.", [(0.91, "AUC")]),
    ("GlimNet reaches an RMSE of 1.12 on GlimA and 0.87 on GlimB.", [(1.12, "RMSE"), (0.87, "RMSE")]),
    ("GlimNet reaches an F1 of 0.82 on GlimA and 0.79 on GlimB without any threshold tuning.",
     [(0.82, "F1"), (0.79, "F1")]),
    ("GlimNet gets a BLEU score of 27.3 on the test set and 0.5 on the held-out set.", [(27.3, "BLEU")]),
    ("GlimNet reaches a mAP of 0.62 at an IoU threshold of 0.5 and 0.41 at 0.75.", [(0.62, "mAP")]),
    ("GlimNet achieves 81.2% accuracy at a Zorb threshold of 50% on QuarkSet.", [(81.2, "accuracy")]),
    ("GlimNet lifts recall at thresholds of 30% and 60% on QuarkSet.", []),
    ("On ZorbBench, GlimNet obtains 67.3% mAP at a threshold of 50% and 52.1% mAP at a threshold of 75%.",
     [(67.3, "mAP"), (52.1, "mAP")]),
    ("GlimNet sets a record on ZorbBench with 61.2%, 63.8% AP on its two splits.", [(61.2, "AP"), (63.8, "AP")]),
    ("GlimLayout-S has an inference time of 6.7 ms a frame on a Z4 card.", [(6.7, "inference time")]),
    ("GlimNet runs with a latency of 12 ms on a Q100 card.", [(12.0, "latency")]),
    ("GlimNet reaches 91% accuracy under a latency of 20 ms.", [(91.0, "accuracy")]),
    ("Prior zorb systems have a latency of 300 ms on a Q100 card.", []),
    ("GlimNet reaches an accuracy of 0.93 on the test set, 0.91 on the validation set, and 0.05 for the "
     "significance level.", [(0.93, "accuracy"), (0.91, "accuracy")]),
])
def test_scores_listed_after_a_score_with_its_measure_are_in_that_measure(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text", ["GlimRL improves upon QuarkPO by 6.03% on average.",
                                  "GlimRL improves over QuarkPO by 6.03% on average."])
def test_what_a_result_improves_upon_is_not_its_measure(text):
    (claim,) = claims_of(text, [mention(text, "GlimRL", "METHOD", "proposed"), mention(text, "QuarkPO", "METHOD")])
    assert claim.metric is None and claim.baseline == "QuarkPO"


def test_a_cutoff_written_apart_from_its_measure_is_no_result():
    text = ("We observe that GlimIndex beats strong search baselines, with a mean gain of 8.4 points "
            "in recall @ 20 and 7.9 points in NDCG @ 20.")
    assert sorted(c.value for c in extract_paper(Paper(id="x", abstract=text)).claims) == [7.9, 8.4]


@pytest.mark.parametrize("text, values", [
    ("GlimR1 reaches 43.1% on QuarkMath, outperforming QuarkR-1.5B's 33.86%.", [43.1]),
    ("GlimSeg achieves a median DSC of 75%, significantly surpassing QuarkNet's 45%.", [75.0]),
    ("Our model's 85.2% accuracy beats every baseline.", [85.2]),
    ("GlimNet's 92.1% top-1 accuracy on FooSet beats all baselines.", [92.1]),
    ("GlimMamba matches the top-performing previous model's 99.8% accuracy on FooSet.", [99.8]),
])
def test_a_score_another_system_owns_is_not_a_result(text, values):
    assert [c.value for c in claims_of(text)] == values


@pytest.mark.parametrize("text, values", [
    ("GlimGAN achieves FIDs of 2.86 and 4.09 on the two benchmarks.", [2.86, 4.09]),
    ("GlimNet yields MAEs of 5.38 on QuarkSet.", [5.38]),
    ("The Glim and Quark models reach AUROCs of 0.871 and 0.753, respectively.", [0.871, 0.753]),
    ("GlimNet records SSIMs of 0.693 on FooSet and 0.725 on BarSet.", [0.693, 0.725]),
    ("The GlimCare system reported ADEs of 312 patients from FooSet.", []),  # a count of what the plural names
    ("GlimNet reaches FIDs of 2.86 across tasks.", [2.86]),
    ("GlimNet reaches AUCs of 91 versus 85 for QuarkNet.", [91.0]),
    ("Unlike cars with braking distances of about 70 meters, trains need longer ranges.", []),  # a setting
])
def test_a_score_stated_in_a_measure_named_in_the_plural_is_a_result(text, values):
    assert [c.value for c in pipeline_claims(text)] == values


@pytest.mark.parametrize("text, expected", [
    ("GlimNet reaches an AUC of 0.85, an absolute improvement of 0.19 over QuarkNet.",
     [(0.85, None, "absolute"), (0.19, None, "increase")]),
    ("GlimNet brings a reduction of 0.4 in the error rate.", [(0.4, None, "decrease")]),
    ("This leads to an increase of 3 layers in depth.", []),  # a count
    ("This requires an increase of 3 in the number of layers.", []),
    ("GlimNet gives a speedup of 3 over QuarkNet.", [(3.0, "x", "increase")]),
    ("GlimNet gives an average gain of 5 and 10 points on FooSet and BarSet, respectively.",
     [(5.0, "points", "increase"), (10.0, "points", "increase")]),  # the list states its unit once
    (r"GlimNet achieves a speedup of 6.5$\times$-9.29$\times$ for rendering.", []),  # its unit is in the math
])
def test_a_bare_number_after_a_noun_of_change_is_a_change(text, expected):
    assert [(c.value, c.unit, c.direction) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, values", [
    ("GlimAR achieves 2.9 FID, outperforming QuarkAR (3.3 FID) and FooAR (3.05 FID).", [2.9]),
    ("GlimNet reaches 87.0% accuracy, significantly outperforming Quark (58.3%), Foo (49.6%) and Bar (40.1%).", [87.0]),
    ("GlimNet surpasses Quark-7B by 2.1% on FooBench (71.3%).", [2.1, 71.3]),  # its own score on the data
    ("On FooBench, Quark-72B (85.7%) and Glim-7B (80.1%) lead the open models.", [85.7, 80.1]),  # no comparison
    ("It cuts the energy cost by more than an order of magnitude (23.9x).", [10.0, 23.9]),  # no name before "("
    ("GlimAR reaches 2.9 FID, outperforming Quark 3 (3.3 FID) and the strong iGlim (4.1 FID).", [2.9]),
    ("GlimNet outperforms the strongest baseline QuarkNet (85.1% vs. 80.2%) on FooBench.", [85.1]),  # its own first
    ("Compared with QuarkNet, our GlimNet (87.1%) sets a new state of the art.", [87.1]),
    ("GlimNet outperforms prior methods, and our largest model GlimNet-XL (87.1%) sets a new record.", [87.1]),
    ("GlimNet reaches 90.3%, outperforming the previous state-of-the-art model QuarkNet (85.1%).", [90.3]),
    ("GlimNet reaches 90.3%, outperforming QuarkNet and FooNet (80.2%).", [90.3]),
    ("GlimNet (88.2%) vs. QuarkNet (85.1%) on QuarkBench shows the gain.", [88.2]),
    # the bracket glued to the name, a comma in the words before the names, a longer list
    ("GlimNet reaches 90.3%, outperforming strong rivals such as Quark-7B(85.1%).", [90.3]),
    ("GlimNet reaches 27.5% pass@1, far outperforming open agents, including Quark-4o (18.6%), Zorb-R1(14.4%) "
     "and Blorp (20.2%).", [27.5]),
    ("On FooBench, Quark-72B(85.7%) leads the open models.", [85.7]),  # no comparison
    # a comma that closes a phrase, not one before a list opener, leads to no compared names
    ("Compared with existing detectors, GlimDet (85.1%) is far more accurate on ZorbDet.", [85.1]),
    ("GlimNet outperforms previous methods, notably improving GlimScore (85.1%) on ZorbQA.", [85.1]),
])
def test_a_bracketed_score_of_a_compared_system_is_not_a_result(text, values):
    assert [c.value for c in pipeline_claims(text)] == values


@pytest.mark.parametrize("text, expected", [
    ("Including a context snippet raised recall by about 0.12 on average.", [(0.12, None, "increase", "recall")]),
    ("GlimSeg improved F1 score by up to 0.10 over QuarkSeg.", [(0.1, None, "increase", "F1 score")]),
    ("GlimMT improves BLEU scores by 0.8 on QuarkNews.", [(0.8, None, "increase", "BLEU")]),
    ("GlimMT improves BLEU by 0.8 on QuarkNews.", [(0.8, None, "increase", "BLEU")]),
    ("GlimNet improves top-1 accuracy by 1.2 on QuarkSet.", [(1.2, "points", "increase", "top-1 accuracy")]),
    ("GlimSeg improves mIoU scores by 7.99 for foreground segmentation.", [(7.99, "points", "increase", "mIoU")]),
    ("Re-ranking increases runtime by roughly a factor of 5.", [(5.0, "x", "increase", "runtime")]),
])
def test_a_bare_change_of_a_known_measure_after_by_is_a_result(text, expected):
    assert [(c.value, c.unit, c.direction, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    # the noun of a change, "in" or "of" a measure of up to four words, then "of" the number
    ("GlimTraj yields a considerable decrease in minimum Average Displacement Error of up to 31.9%.",
     [(31.9, "decrease")]),
    ("We see a moderate reduction of success rates of up to 15%.", [(15.0, "decrease")]),
    # the peak after a change is the same change
    ("GlimPrune reduces computational costs (by 41 percent on average and up to 61 percent).",
     [(41.0, "decrease"), (61.0, "decrease")]),
    ("GlimPrune reduces tokens by an average of 30%, and up to 70%, while keeping accuracy.",
     [(30.0, "decrease"), (70.0, "decrease")]),
])
def test_a_change_said_by_its_noun_or_before_its_peak_gives_the_number_its_direction(text, expected):
    assert [(c.value, c.direction) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, direction", [
    ("GlimGen improves FID by 2.7 points on ZorbSet.", "decrease"),
    ("GlimASR gives 42.3% WER improvements over QuarkASR.", "decrease"),
    ("GlimGen achieves 27.4% better LPIPS on ZorbSet.", "decrease"),
    ("GlimNet improves RMSE by 12% on ZorbSet.", "decrease"),
    ("GlimNet shows 8.48% improvements in EPE performance on ZorbSet.", "decrease"),
    ("GlimGen outperforms these approaches by approximately 16.3% in Fréchet Inception Distance.", "decrease"),
    ("GlimServe improves latency by 30% over QuarkServe.", "decrease"),
    # a measure where more is better, and a rise said as one, keep their direction
    ("GlimNet improves accuracy by 2.1% on ZorbSet.", "increase"),
    ("Without the prior, WER increases by 2.1% on ZorbSet.", "increase"),
    ("GlimNet improves accuracy per class by 2.1% on ZorbSet.", "increase"),  # (the measure's head, not "per")
])
def test_an_improvement_in_a_measure_where_lower_is_better_is_its_fall(text, direction):
    """'improves FID by 2.7 points' was a rise of FID: a leaderboard of its results put the worst first."""
    assert [c.direction for c in pipeline_claims(text)] == [direction]


@pytest.mark.parametrize("text, metric", [
    ("GlimVid improves the encoder, achieving leading Top-1 accuracy of 77.2% on ZorbSet.", "Top-1 accuracy"),
    ("GlimVid needs only 1.8% additional learnable parameters on ZorbSet.", "learnable parameters"),
    ("GlimVid achieves this with only 1.1% extra FLOPs on ZorbSet.", "FLOPs"),
])
def test_a_word_that_ranks_or_adds_to_a_measure_is_no_part_of_its_name(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


@pytest.mark.parametrize("text, expected", [
    ("GlimDet gives a 9.3 mAP@0.5 improvement over QuarkDet.", [(9.3, None, "increase", "mAP@0.5")]),
    ("GlimDet gains +2.4 AP@0.5:0.95 on ZorbSet.", [(2.4, "points", "increase", "AP@0.5:0.95")]),
    ("GlimDet reaches 45.2 mAP50 on ZorbSet.", [(45.2, None, "absolute", "mAP50")]),
])
def test_the_cutoff_written_onto_a_measure_after_a_number_is_the_measures(text, expected):
    """'a 9.3 mAP@0.5 improvement' gave no result at all: its "@0.5" stood between the measure and the change."""
    assert [(c.value, c.unit, c.direction, c.metric) for c in pipeline_claims(text)] == expected


def test_a_bare_change_before_a_list_of_numbers_keeps_the_lists_unit():
    text = "On ArXiv, GlimSum boosts FactCC and SummaC by 19.2 and 9.7 points, respectively."
    assert sorted((c.value, c.unit) for c in pipeline_claims(text)) == [(9.7, "points"), (19.2, "points")]


@pytest.mark.parametrize("text, expected", [
    # a bare number a score verb states on a named benchmark is a score there
    ("GlimNet further sees high-resolution inputs, achieving 83.2 on QuarkVQA and 34.5 on Glim-Pro.",
     [(83.2, "QuarkVQA"), (34.5, "Glim-Pro")]),
    ("GlimNet reaches 68.2 on the QuarkQA benchmark.", [(68.2, "QuarkQA")]),
    # and so is one a score verb states in a measure written after it, with no unit
    ("GlimNet reaches 91.2 accuracy on QuarkQA.", [(91.2, "QuarkQA")]),
    ("GlimNet achieves 83.8 Top 1 accuracy on QuarkQA scene classification.", [(83.8, "QuarkQA")]),
    ("On average GlimNet attains 0.874 in accuracy on QuarkQA.", [(0.874, "QuarkQA")]),
    ("GlimNet was trained for 20 on QuarkQA.", []),  # no score verb
    ("GlimNet achieves 3000 on QuarkQA.", []),  # a whole number in thousands is a count, no score
    ("GlimNet reaches 40 on A100 GPUs.", []),  # no dataset named after "on"
])
def test_a_bare_score_on_a_named_benchmark_or_in_a_measure_is_a_result(text, expected):
    assert [(c.value, c.dataset) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    ("Zorb tuning lets GlimNet reach 0.951 in precision.", [(0.951, "precision")]),
    ("Zorb tuning lets GlimNet reach 0.951 In precision.", [(0.951, "precision")]),
    ("Zorb tuning lets GlimNet reach 0.951 in terms of precision.", [(0.951, "precision")]),
    # a change after the measure is no score in it
    ("Under Zorb noise GlimNet achieves 3 in precision drop.", []),
    ("Under Zorb noise GlimNet achieves 0.93 in terms of precision gain.", []),
])
def test_a_bare_score_in_a_measure_named_after_in_is_in_that_measure(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


def test_the_dataset_before_a_while_clause_is_still_its_results():
    claims = pipeline_claims("Experiments on the QuarkQA dataset show that GlimNet is accurate, while reducing memory "
                             "usage by more than 50% compared to previous methods.")
    assert [(c.value, c.dataset) for c in claims] == [(50.0, "QuarkQA")]


def test_a_measure_in_a_clause_after_the_scores_is_not_theirs():
    claims = pipeline_claims("GlimNet achieves scores of 61.7 on QuarkMMU and 36.8 on GlimVision, while maintaining "
                             "lower cost.")
    assert [(c.value, c.metric) for c in claims] == [(61.7, None), (36.8, None)]


@pytest.mark.parametrize("text, values", [
    # how much larger a dataset is than others is its size, not a result
    ("We present GlimSet, a dataset of 230K 3D assets -- 70 times larger than existing datasets.", []),
    ("The QuarkRGB dataset contains 6,500 image pairs, 8x larger than existing polarization datasets.", []),
    ("GlimNet yields 2x larger gains than prior methods.", [2.0]),
    ("GlimNet achieves a reward 2.5x larger than baselines on standard benchmarks.", [2.5]),
    ("GlimNet yields a gain 2x larger than on previous benchmarks.", [2.0]),
    ("GlimSet is 10x smaller than existing datasets.", []),
])
def test_how_much_larger_a_dataset_is_is_no_result(text, values):
    assert [c.value for c in pipeline_claims(text)] == values


@pytest.mark.parametrize("text, expected", [
    ("Our experiments demonstrate classification accuracies of 90.20% for guards and 75.80% for animals.",
     [(90.2, "%"), (75.8, "%")]),
    ("Experiments show an accuracy of 91.3% on QuarkBeets.", [(91.3, "%")]),
])
def test_a_score_the_results_demonstrate_or_show_is_read(text, expected):
    assert [(c.value, c.unit) for c in pipeline_claims(text)] == expected


def test_a_range_of_single_digits_in_brackets_is_no_score():
    claims = pipeline_claims("Quality is demonstrated with BLEU (1-4), CIDEr and ROUGE-L, rated on a scale (1-5).")
    assert not claims


@pytest.mark.parametrize("text", [
    "Figure 3 shows the accuracy of 12 models on QuarkBench.",
    "Few-shot demonstrations raise the accuracy of 4 open LLMs on GlimMath.",
    "Experiments on GlimSet show that FooNet requires a recall of 0.8 to be clinically useful.",
])
def test_a_count_or_a_requirement_after_a_showing_verb_states_no_score(text):
    assert not pipeline_claims(text)


def test_a_bracketed_range_a_change_is_by_stays_a_change():
    claims = pipeline_claims("GlimNet improves BLEU by (1-3) points over QuarkNet on FooSet.")
    assert [(c.value, c.direction) for c in claims] == [(1.0, "increase")]


@pytest.mark.parametrize("text, metric", [
    ("Glimmer achieves up to 1.7x end-to-end speedup over Quark.", "end-to-end speedup"),
    ("Glimmer yields a 12.5 times inference speedup.", "inference speedup"),
    ("Glimmer achieves 2.4x training speedups.", "training speedup"),
    ("Glimmer achieves a 2.4x speedup.", "speedup"),
])
def test_a_speedup_keeps_the_stage_it_speeds_up(text, metric):
    assert claim_metrics(text) == {metric}


@pytest.mark.parametrize("text, metric", [
    ("Glimmer gives a 1.7x end-to-end training speedup.", "end-to-end training speedup"),
    ("Glimmer gives a 3x inference-time speedup.", "inference-time speedup"),
    ("Glimmer gives a 2x decoding speed-up.", "decoding speed-up"),
    # a word of degree is no stage of the work that is sped up
    ("Glimmer achieves a 2.4x significant speedup.", "speedup"),
])
def test_a_speedup_keeps_up_to_two_stage_words(text, metric):
    assert claim_metrics(text) == {metric}
    assert metric in metric_mentions(text)


@pytest.mark.parametrize("text, expected", [
    ("QuarkVL reaches only 41.3 on the exact-match metric.", [(41.3, "exact-match")]),
    ("GlimVL achieves 41.3 on the accuracy metric, while QuarkVL scores 22.8 on the same metric.",
     [(41.3, "accuracy"), (22.8, "accuracy")]),
    # a measure named after "metric" is not the word before it (and no bare score is read there)
    ("GlimTrack achieves 61.5 on the tracking metric OWTA.", []),
    ("GlimTrack achieves 61.5 on the tracking metric, OWTA.", []),
    # words that say which metric, not what it measures
    ("GlimVL achieves 41.3 on a new metric.", []),
    ("GlimVL achieves 41.3 on the metric.", []),
    ("GlimVL achieves 41.3 on the primary metric.", []),
    # a measure the sentence names already is not replaced by one named later
    ("GlimVL improves the F1 score by 2.1 points on the robustness measure.", [(2.1, "F1 score")]),
])
def test_a_bare_score_on_a_named_metric_is_in_that_metric(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    ("GlimMesh can generate a 600-vertex mesh in just 2.4 seconds.", [2.4]),
    ("GlimTurbo renders a panorama within 0.55 seconds.", [0.55]),
    ("GlimSplat refines its model step by step, each step taking only 0.31 seconds.", [0.31]),
    # a time that is a condition or an amount of data is no result
    ("GlimNet is fit on under 20 minutes of speech.", []),
    ("A scan recorded in under 6 minutes yields sharp images.", []),
])
def test_the_little_time_a_method_takes_to_produce_is_its_result(text, expected):
    assert [c.value for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    # "up to" after a verb that states a score hedges the score: no rise
    ("GlimNet achieves up to 86% accuracy on QuarkSet.", [(86.0, "%", "absolute")]),
    ("GlimNet achieves up to 0.86 F1 on QuarkSet.", [(0.86, None, "absolute")]),
    ("GlimNet reaches an accuracy of up to 91% on QuarkSet.", [(91.0, "%", "absolute")]),
    # a margin, a speedup or a change verb keeps its direction
    ("GlimNet yields up to an additional 8 points on QuarkSet.", [(8.0, "points", "increase")]),
    ("GlimNet achieves up to 1.5x more accepted tokens.", [(1.5, "x", "increase")]),
    ("GlimNet improves accuracy by up to 5%.", [(5.0, "%", "increase")]),
    # a rival or a change the sentence names makes it a margin
    ("GlimNet achieves up to 12% over QuarkNet on QuarkSet.", [(12.0, "%", "increase")]),
    ("GlimNet outperforms QuarkNet, achieving up to 12% on QuarkSet.", [(12.0, "%", "increase")]),
    ("GlimNet attains up to 12 points over QuarkNet.", [(12.0, "points", "increase")]),
])
def test_up_to_after_a_score_verb_is_a_hedge(text, expected):
    assert [(c.value, c.unit, c.direction) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    ("GlimNet achieves 0.91 mean Dice score on QuarkSet.", [(0.91, "Dice score")]),
    ("GlimNet achieves up to 0.86 macro F1-score on QuarkSet.", [(0.86, "F1-score")]),
    ("GlimNet achieves 0.86 macro-F1 on QuarkSet.", [(0.86, "macro-F1")]),
    ("GlimNet achieves 0.86 macro F1 and 0.91 mean Dice on QuarkSet.", [(0.86, "macro F1"), (0.91, "Dice")]),
])
def test_a_bare_score_before_an_averaged_measure_is_a_result(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, expected", [
    ("GlimNet shows a 0.1-point degradation in character error rate on QuarkSet.", "character error rate"),
    ("GlimNet shows a 2% drop in task success rate.", "task success rate"),
])
def test_a_measure_read_after_in_keeps_its_counting_noun(text, expected):
    assert [c.metric for c in pipeline_claims(text)] == [expected]


def test_a_score_of_a_known_measure_is_named_by_the_whole_known_name():
    claims = pipeline_claims("GlimNet achieves an overall Quadratic Weighted Kappa score of 0.384 on QuarkSet.")
    assert [(c.value, c.metric) for c in claims] == [(0.384, "Quadratic Weighted Kappa")]


@pytest.mark.parametrize("text, expected", [
    ("GlimNet achieves a mean Average Precision of 40.1 and a precision score of 52.3.",
     [(40.1, "mean Average Precision"), (52.3, "precision")]),
    ("GlimNet gains 2.1% in retrieval accuracy scores on QuarkSet.", [(2.1, "retrieval accuracy")]),
])
def test_a_score_is_named_by_a_longer_known_measure_only_where_that_one_holds_it(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


def test_the_dataset_after_a_spread_is_the_one_the_value_is_on():
    claims = pipeline_claims("GlimSeg improves Dice by 2.4% ± 0.5% on QuarkSet and 1.1% +/- 0.3% on QuarkSet-Hard.")
    assert [(c.value, c.dataset) for c in claims] == [(2.4, "QuarkSet"), (1.1, "QuarkSet-Hard")]


def test_a_frame_rate_reached_is_a_result_and_one_recorded_at_is_not():
    claims = pipeline_claims("Clips were captured at 25 fps, and GlimTrack runs at 48 fps on a laptop GPU.")
    assert [(c.value, c.metric) for c in claims] == [(48.0, "fps")]


def test_a_frame_rate_of_frames_processed_is_a_result():
    claims = pipeline_claims("GlimTrack processes 720p frames at 48 FPS on a laptop GPU.")
    assert [(c.value, c.metric) for c in claims] == [(48.0, "FPS")]


def test_a_list_of_scores_goes_on_past_a_spread_with_its_unit():
    claims = pipeline_claims("GlimNet reaches a PSNR of 31.4 ± 0.3 dB on QuarkSet and 28.7 ± 0.4 dB on GlimSet.")
    assert [c.value for c in claims] == [31.4, 28.7]


def test_a_measure_between_two_numbers_goes_with_the_number_after_it_too():
    claims = pipeline_claims("On COCO, our GlimDet reaches 52.1 AP, a 3.4 improvement over the baseline.")
    assert [(c.value, c.metric) for c in claims] == [(52.1, "AP"), (3.4, "AP")]


def test_each_value_in_a_list_is_in_the_measure_named_right_after_it():
    claims = pipeline_claims("Our GlimNet improves by up to 51.87% in QURC, 9.14% in AUROC, and 32.42% in FPR95 over "
                             "the baselines.")
    assert [(c.value, c.metric) for c in claims] == [(51.87, "QURC"), (9.14, "AUROC"), (32.42, "FPR95")]


def test_a_value_joined_to_the_measure_after_it_is_read_with_that_one():
    claims = pipeline_claims("The gains reach 6.01 points in F1, 8.06 in F2, and 3.11 in mAP.")
    assert [(c.value, c.metric) for c in claims] == [(6.01, "F1"), (8.06, "F2"), (3.11, "mAP")]


@pytest.mark.parametrize("text, value", [
    ("GlimBot does well overall, ranking second among 31 entries.", 2.0),
    ("Our system ranked 3rd in the shared task.", 3.0),
    ("GlimDet was ranked first in a quark detection contest.", 1.0),
    ("GlimSeg was ranked 1st place at the Quark Challenge.", 1.0),
])
def test_a_place_stated_with_ranked_or_ranking_is_a_claim(text, value):
    assert [(c.value, c.unit) for c in pipeline_claims(text)] == [(value, None)]


def test_models_ranked_by_a_measure_claim_no_place():
    assert not pipeline_claims("Models ranked by accuracy differ from those ranked by speed.")


@pytest.mark.parametrize("text", [
    "GlimRank performs re-ranking first, then filters passages with a verifier.",
    "A cross-encoder is used for re-ranking top candidates from a sparse retriever.",
    "Documents ranked top by the retriever are passed to the reader.",
    "The model learns from ranking second-order interactions between features.",
])
def test_ranked_or_ranking_before_an_ordinal_that_states_no_place_claims_nothing(text):
    assert not pipeline_claims(text)


@pytest.mark.parametrize("text, value, metric", [
    ("Our method improves MRR@10: 0.351 to 0.402 on QuarkSet.", 0.402, "MRR@10"),
    ("It improves accuracy: 71.2 to 74.5 on GlimSet.", 74.5, "accuracy"),
])
def test_a_change_stated_after_a_colon_from_one_value_to_another_keeps_the_end_value(text, value, metric):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == [(value, metric)]


def test_a_bound_stated_after_a_colon_is_no_change():
    assert not pipeline_claims("We report a lower bound: 0.3 to 0.5.")


@pytest.mark.parametrize("text", [
    "We raise the temperature: 0.5 to 1.0 in all runs.",
    "We vary the increase factor: 2 to 8.",
    "Performance improves with scale: 10 to 100 layers.",
])
def test_a_setting_after_a_colon_is_no_change(text):
    assert not pipeline_claims(text)


@pytest.mark.parametrize("text, metric", [
    ("GlimNet achieves a reduction rate of 45.2% on QuarkSet.", "reduction rate"),
    ("GlimNet achieves an error reduction rate of 30% over QuarkNet.", "error reduction rate"),
    ("GlimNet achieves a noise reduction ratio of 12.5 dB on QuarkSet.", "noise reduction ratio"),
])
def test_a_measure_named_by_the_noun_of_a_change_keeps_it(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


@pytest.mark.parametrize("text, pairs", [
    ("Against QuarkCL, GlimCL gains up to 1.4% in mean accuracy and 2.7% in glimness under the class-split setup.",
     [(1.4, "mean accuracy"), (2.7, "glimness")]),
    ("GlimCL lifts scores by 3.3% in recall, 4.1% in zorb fidelity and 0.9% in quarkness over QuarkCL.",
     [(3.3, "recall"), (4.1, "zorb fidelity"), (0.9, "quarkness")]),
])
def test_values_each_followed_by_in_and_a_measure_of_their_own_keep_it(text, pairs):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == pairs


@pytest.mark.parametrize("text, not_metric", [
    ("GlimCL gains 4% in real-world glim tasks and 6% in quark scenes on QuarkSet.", "quark scenes"),
    ("GlimCL gains 3% in accuracy and 5% in quark segmentation over QuarkCL.", "quark segmentation"),
])
def test_settings_and_tasks_after_in_are_no_measures_of_their_own(text, not_metric):
    assert not_metric not in {c.metric for c in pipeline_claims(text)}


@pytest.mark.parametrize("text, kept", [
    ("GlimDet improves mAP by 2.3% in daytime and 4.1% in nighttime, and 1.2% in recall.", "mAP"),
    ("GlimCL gains 2.1% in accuracy, 3.4% in math and 5.6% in coding.", "accuracy"),
    ("Gains of 2.1% in accuracy and 3.3% in generalization are observed on GlimSet.", "accuracy"),
])
def test_subgroups_and_skills_after_in_take_no_measure_of_their_own(text, kept):
    metrics = [c.metric for c in pipeline_claims(text)]
    assert metrics[:2] == [kept, kept]


def test_performance_after_in_is_no_measure_of_its_own():
    claims = pipeline_claims("GlimNet improves by 2.1% in accuracy and 3.5% in downstream performance.")
    assert [c.metric for c in claims] == ["accuracy", "accuracy"]


@pytest.mark.parametrize("text, value", [
    ("GlimNet yields a $3.5 \\times - 9.4 \\times$ latency reduction over QuarkNet.", 3.5),
    ("GlimNet yields a $3.5\\times$-$9.4\\times$ latency reduction over QuarkNet.", 3.5),
    ("GlimNet outperforms QuarkNet by $2.6\\%$ -- $20.3\\%$ on GlimSet.", 2.6),
])
def test_a_range_written_in_math_mode_keeps_its_lower_end(text, value):
    assert [c.value for c in pipeline_claims(text)] == [value]


@pytest.mark.parametrize("text, pairs", [
    ("GlimRecon achieves 2.314 and 6.207 Chamfer distance on GlimSet and QuarkSet.",
     [(2.314, "Chamfer distance", "GlimSet"), (6.207, "Chamfer distance", "QuarkSet")]),
    ("GlimGen reaches 3.12, 4.05 and 6.71 FID on GlimSet, QuarkSet and ZorbSet.",
     [(3.12, "FID", "GlimSet"), (4.05, "FID", "QuarkSet"), (6.71, "FID", "ZorbSet")]),
])
def test_bare_scores_listed_before_one_measure_are_each_in_it(text, pairs):
    assert [(c.value, c.metric, c.dataset) for c in pipeline_claims(text)] == pairs


@pytest.mark.parametrize("text, value", [
    ("GlimTalk renders talking heads, achieving up to 117 frames per second.", 117),
    ("On a phone, GlimSplat runs at up to 90 FPS.", 90),
])
def test_a_frame_rate_reached_is_a_score_however_written(text, value):
    claims = pipeline_claims(text)
    assert [(c.value, c.direction) for c in claims] == [(value, "absolute")]


@pytest.mark.parametrize("text", [
    "Networks fed event frames captured at 50 and 100 FPS outperform QuarkNet.",
    "The clips were captured at up to 60 frames per second.",
])
def test_a_frame_rate_data_was_taken_at_is_no_claim(text):
    assert not pipeline_claims(text)


@pytest.mark.parametrize("text, unit", [
    ("GlimNet brings a gain of +0.11 in Spearman correlation over QuarkNet.", None),
    ("GlimNet improves SSIM on GlimSet (+0.61 over QuarkNet).", None),
    ("GlimNet improves BLEU on GlimSet (+2.4 over QuarkNet).", "points"),
    ("GlimNet improves top-1 accuracy (+0.4) over QuarkNet.", "points"),
])
def test_a_signed_change_below_one_is_on_the_scores_own_scale_only_for_a_measure_from_0_to_1(text, unit):
    assert [c.unit for c in pipeline_claims(text)] == [unit]


@pytest.mark.parametrize("text, direction", [
    ("GlimNet outperforms QuarkNet on GlimSet with an F1 score of 0.79.", "absolute"),
    ("GlimNet outperforms QuarkNet on GlimSet with a Dice coefficient of 91.4%.", "absolute"),
    ("GlimNet outperforms QuarkNet on GlimSet and QuarkSet with an accuracy of 64.3% and 51.7% respectively.",
     "absolute"),
    ("GlimNet outperforms QuarkNet in five of six cases by a mean accuracy of 7%.", "increase"),
    ("GlimNet outperforms QuarkNet with an accuracy margin of 2.1%.", "increase"),
])
def test_a_score_named_after_a_beating_verb_is_the_score_reached(text, direction):
    assert {c.direction for c in pipeline_claims(text)} == {direction}


@pytest.mark.parametrize("text, metric", [
    ("Fine-tuning GlimTutor on real lessons doubles student talk time.", "student talk time"),
    ("GlimNet nearly doubles performance on GlimSet over QuarkNet.", None),
])
def test_a_multiplier_word_before_a_measure_without_an_article_is_a_claim(text, metric):
    claims = pipeline_claims(text)
    assert [(c.value, c.unit, c.direction) for c in claims] == [(2, "x", "increase")]
    assert claims[0].metric == metric


@pytest.mark.parametrize("text", [
    "We train GlimNet in double precision on QuarkSet.",
    "GlimNet uses double precision arithmetic for the solver.",
    "The kernel achieves high double precision throughput.",
    "Each query is processed twice at inference time.",
    "Doubling dropout rate in the last layer reduces overfitting.",
    "We double annotation time to obtain cleaner labels.",
])
def test_double_precision_or_a_setting_multiplied_is_no_claim(text):
    assert not pipeline_claims(text)


@pytest.mark.parametrize("text, values", [
    ("GlimNet improves accuracy on QuarkA (+0.4), QuarkB (+1.2) and QuarkC (+2.3).",
     [(0.4, "points", "accuracy"), (1.2, "points", "accuracy"), (2.3, "points", "accuracy")]),
    ("GlimNet changes accuracy by +1.2  -0.4 and +0.8 on three splits.",
     [(1.2, "points", "accuracy"), (0.8, "points", "accuracy")]),
])
def test_a_run_of_signed_changes_keeps_one_unit_and_measure(text, values):
    assert [(c.value, c.unit, c.metric) for c in pipeline_claims(text)] == values


@pytest.mark.parametrize("text", [
    "GlimNet achieves 72.1 and 3.4 accuracy and ECE on QuarkA.",
    "GlimRet achieves 1, 5 and 10 Recall@K of 45%, 70% and 80% on QuarkRet.",
])
def test_bare_numbers_before_a_list_of_measures_or_a_cutoff_share_no_measure(text):
    assert not [c for c in pipeline_claims(text) if c.value in (72.1, 3.4, 1, 5, 10)]


def test_a_spelled_out_frame_rate_change_is_in_frames_not_points():
    claims = pipeline_claims("GlimTrack improves throughput by 12 frames per second over QuarkTrack.")
    assert [(c.value, c.unit) for c in claims] == [(12, None)]


def test_frames_generated_at_a_rate_by_a_method_are_its_speed():
    claims = pipeline_claims("Thanks to distillation, frames are generated at 45 FPS by GlimDiff, compared to 3 FPS for "
                             "QuarkDiff.")
    assert [(c.value, c.direction) for c in claims][:1] == [(45, "absolute")]


@pytest.mark.parametrize("text", [
    "GlimNet outperforms QuarkNet by an average absolute top-1 accuracy of 6% on ZorbSet.",
    "GlimNet outperforms QuarkNet in terms of accuracy of 3.2% on ZorbSet.",
    "GlimNet outperforms QuarkNet by significant margins, e.g., accuracy of 3.2% on ZorbSet.",
    "GlimNet outperforms QuarkNet with an average relative accuracy of 6%.",
])
def test_a_margin_named_as_a_score_after_a_beating_verb_stays_a_rise(text):
    assert {c.direction for c in pipeline_claims(text)} == {"increase"}


@pytest.mark.parametrize("text, metric", [
    ("GlimNet achieves an average accuracy of 81.2% on GlimSet.", "accuracy"),
    ("GlimNet improves overall F1 by 3% on GlimSet.", "F1"),
    ("GlimNet achieves an average precision of 81.2% on GlimSet.", "average precision"),
    ("GlimNet lowers the average displacement error by 3% on GlimSet.", "average displacement error"),
])
def test_a_claim_is_in_the_measure_an_average_is_taken_of_unless_the_average_names_it(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


@pytest.mark.parametrize("text, value", [
    ("With TensorRT, GlimLane attains a processing speed of 41.7 FPS on an embedded board.", 41.7),
    ("GlimCam maintains an average processing rate of 27 frames per second on a laptop.", 27),
])
def test_a_speed_named_before_a_frame_rate_is_the_speed_reached(text, value):
    assert [(c.value, c.direction) for c in pipeline_claims(text)] == [(value, "absolute")]


def test_a_frame_rate_a_system_runs_at_is_no_speed_named():
    assert not pipeline_claims("The clips are recorded at a frame rate of 30 FPS.")


def test_an_overall_measure_the_abstract_defines_keeps_its_name():
    claims = pipeline_claims("GlimPoint achieves 93.8% overall accuracy (OA) and 91.2% mean accuracy (mAcc) on ZorbNet40.")
    assert claims[0].metric == "overall accuracy"


@pytest.mark.parametrize("text", [
    "GlimNet attains 80.2% accuracy using a frame rate of 2 FPS.",
    "GlimVid achieves state-of-the-art results on ZorbK400 with a sampling rate of 4 fps.",
    "GlimPose achieves an AP of 75.1 given a frame rate of 10 FPS.",
])
def test_a_frame_rate_the_input_is_taken_at_is_no_speed_reached(text):
    assert not [c for c in pipeline_claims(text) if c.value in (2, 4, 10)]


@pytest.mark.parametrize("text, expected", [
    ("GlimScan lowers zorb exposure by a factor of 12 in trials.", [(12.0, "x", "decrease", "zorb exposure")]),
    ("QuarkNet cuts zorb parsing errors by about a factor of nine.",
     [(9.0, "x", "decrease", "zorb parsing errors")]),
    ("GlimGen cuts the count of zorb updates by a factor of two.", [(2.0, "x", "decrease", "count of zorb updates")]),
])
def test_a_change_by_a_factor_is_a_multiple_of_any_measure_with_the_number_in_words_or_digits(text, expected):
    assert [(c.value, c.unit, c.direction, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text", [
    "The zorb maps are downsampled by a factor of 4 before fusion.",
    "A factor of two separates the two groups of raters.",
    "QuarkNet improves zorb accuracy by a factor of two-thirds of its gap.",
])
def test_a_factor_with_no_change_verb_or_a_fraction_is_no_claim(text):
    assert not [c for c in pipeline_claims(text) if c.unit == "x"]


@pytest.mark.parametrize("text, expected", [
    ("QuarkNet outperforms prior models, with +9.4% on GlimSet.", [(9.4, "%", "increase", "GlimSet")]),
    ("QuarkNet sets a new state of the art on zorb tasks (e.g., with +6.1% on GlimSet and +2.2% on ZorbSet).",
     [(6.1, "%", "increase", "GlimSet"), (2.2, "%", "increase", "ZorbSet")]),
])
def test_a_signed_change_after_with_is_a_gain_not_a_setting(text, expected):
    assert [(c.value, c.unit, c.direction, c.dataset) for c in pipeline_claims(text)] == expected


def test_a_signed_share_of_more_data_after_with_stays_a_setting():
    assert not pipeline_claims("We train QuarkNet with +10% more data than GlimNet.")


@pytest.mark.parametrize("text, expected", [
    ("Glim models keep strong performance under these shifts (macro F1 of 0.713), so they do not memorise.",
     [(0.713, None, "macro F1")]),
    ("GlimNet performs best (an accuracy of 91.2%).", [(91.2, "%", "accuracy")]),
])
def test_a_measure_and_its_score_as_a_whole_aside_in_brackets_is_a_score(text, expected):
    assert [(c.value, c.unit, c.metric) for c in pipeline_claims(text) if c.direction == "absolute"] == expected


def test_a_setting_in_brackets_without_a_measure_name_is_no_score():
    assert not pipeline_claims("We keep samples above a threshold (confidence of 0.9).")


@pytest.mark.parametrize("text", [
    "To reduce cost, each zorb map is pooled by a factor of 2.",
    "Our improved pipeline downsamples zorb images by a factor of 4.",
    "The learning rate is reduced by a factor of 10 when validation loss plateaus.",
    "We increase the batch size by a factor of 8 for training.",
    "When the number of agents increases by a factor of 4, GlimNet still converges.",
    "Existing methods, such as QuarkNet, cut the memory bill by a factor of two but lose accuracy.",
])
def test_a_factor_set_by_the_authors_or_changed_by_others_is_no_claim(text):
    assert not [c for c in pipeline_claims(text) if c.unit == "x"]


@pytest.mark.parametrize("text, value, direction", [
    ("Denoising with GlimNet can further reduce the zorb exposure by a factor of 14 in trials.", 14.0, "decrease"),
    ("We raise decoding throughput by a factor of 6 with no loss in quality.", 6.0, "increase"),
    ("GlimNet runs fast, reducing the memory by a factor of 5 compared to QuarkNet.", 5.0, "decrease"),
])
def test_a_factor_a_result_verb_states_is_a_claim(text, value, direction):
    assert [(c.value, c.unit, c.direction) for c in pipeline_claims(text)] == [(value, "x", direction)]


@pytest.mark.parametrize("text", [
    "We propose GlimNet. We stress-test it with +15% label noise injected into GlimSet.",
    "The zorb system is run with +20% load.",
])
def test_a_signed_share_of_a_resource_after_with_stays_a_setting(text):
    assert not pipeline_claims(text)


def test_a_signed_change_after_with_before_a_measure_is_a_gain():
    claims = pipeline_claims("GlimSeg improves segmentation, with +3.2 mIoU on ZorbCity.")
    assert [(c.value, c.direction, c.metric) for c in claims] == [(3.2, "increase", "mIoU")]


@pytest.mark.parametrize("text", [
    "Detections are counted as correct at a fixed overlap (IoU of 0.5) on ZorbDet.",
    "The previous best system (a BLEU of 31.2) is outperformed by GlimMT.",
    "We select the operating point (a recall of 0.9) for deployment.",
    "GlimNet performs well (chance accuracy of 25%).",
])
def test_a_threshold_or_anothers_score_in_brackets_is_no_score(text):
    assert not pipeline_claims(text)


@pytest.mark.parametrize("text, metric", [
    ("GlimLLM substantially reduces zorb refusals (up to 18%) against earlier systems.", "zorb refusals"),
    ("Zorb discriminators markedly improve output readability (from 31.5% to 77.9%).", "output readability"),
    ("The concise prompt clearly enhances brevity (+12.37 pp) on GlimBench.", "brevity"),
])
def test_what_a_change_verb_acts_on_is_the_measure_of_a_value_set_after_it_in_brackets(text, metric):
    assert {c.metric for c in pipeline_claims(text)} == {metric}


def test_a_setting_the_authors_lower_names_no_measure_for_a_value_in_brackets():
    claims = pipeline_claims("We lower the learning rate (from 0.3 to 0.03) for the zorb stage.")
    assert all(c.metric is None for c in claims)


def test_a_participle_before_a_noun_is_no_verb_of_change_for_a_value_in_brackets():
    claims = pipeline_claims("GlimFOD predicts zorb maps from a reduced set of zorb probes (25% of the usual count).")
    assert all(c.metric != "zorb probes" for c in claims)


def test_a_hedged_value_in_brackets_after_a_lowering_verb_is_a_decrease():
    claims = pipeline_claims("GlimLLM substantially reduces zorb refusals (up to 18%) against earlier systems.")
    assert [(c.value, c.direction) for c in claims] == [(18.0, "decrease")]


@pytest.mark.parametrize("text, expected", [
    ("We reduce zorb memory usage by a factor of 4.", [(4.0, "decrease")]),
    ("GlimNet improves accuracy and reduces latency by a factor of 2.", [(2.0, "decrease")]),
    ("GlimNet reduces latency by a factor of 3 and memory by a factor of 2.", [(3.0, "decrease"), (2.0, "decrease")]),
    ("Zorb inference time is reduced by a factor of 3 with GlimNet.", [(3.0, "decrease")]),
    ("Each stage of GlimNet reduces the spatial resolution by a factor of 2.", []),
    ("By reducing the input resolution by a factor of 4, GlimNet runs in real time.", []),
])
def test_a_factor_reads_the_verb_nearest_it_and_leaves_what_the_design_sets(text, expected):
    assert [(c.value, c.direction) for c in pipeline_claims(text) if c.unit == "x"] == expected


@pytest.mark.parametrize("text, value", [
    ("GlimNet leads with +6.1% pass rate over QuarkNet.", 6.1),
    ("GlimNet leads with +9.4% while using half the parameters.", 9.4),
])
def test_a_signed_gain_after_with_needs_no_known_word_after_it(text, value):
    assert [(c.value, c.direction) for c in pipeline_claims(text)] == [(value, "increase")]


def test_a_score_in_brackets_after_beating_a_rival_is_the_winners():
    claims = pipeline_claims("GlimNet outperforms QuarkNet on GlimSet (an F1 of 0.82).")
    assert [(c.value, c.direction, c.method) for c in claims] == [(0.82, "absolute", "GlimNet")]


def test_a_score_a_selection_is_made_at_is_no_result():
    assert not pipeline_claims("The best threshold is selected on GlimVal (IoU of 0.7).")


@pytest.mark.parametrize("text, expected", [
    ("GlimNet reduces latency and increases throughput (up to 40%).", [("throughput", "increase")]),
    ("GlimNet cuts costs and boosts throughput (up to 40%).", [("throughput", "increase")]),
    ("GlimNet improves upon prior work (+2.1%) on QuarkSet.", [(None, "increase")]),
    ("We further lower the learning rate (from 0.3 to 0.03) after warm-up.", [(None, "absolute")]),
])
def test_the_measure_in_brackets_is_a_plain_object_of_the_verb_nearest_it(text, expected):
    assert [(c.metric, c.direction) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text", [
    "GlimNet rivals zorb models roughly 30 times larger.",
    "GlimNet nearly matches zorb models 40X larger on glim coding.",
    "GlimMed beats QuarkVL-70B, which holds 35 times more parameters.",
    "Tuning with GlimR1 even tops the strongest 10x size zorb model.",
    "GlimLM outperforms models more than twice its size on ZorbQA.",
])
def test_the_size_of_what_is_compared_is_no_result(text):
    assert not [c for c in pipeline_claims(text) if c.unit == "x"]


def test_a_ceiling_or_bound_a_result_is_measured_against_is_no_result():
    text = "GlimLaw reaches 81% accuracy, surpassing the 72% ceiling set by experienced reviewers."
    assert [c.value for c in pipeline_claims(text)] == [81.0]


@pytest.mark.parametrize("text", [
    "Zorb models tuned on GlimData reach 2-4x larger gains under GlimRL.",
    "GlimServe delivers 2x larger throughput than QuarkServe.",
])
def test_a_result_larger_by_a_multiple_stays_a_result(text):
    assert [(c.value, c.unit) for c in pipeline_claims(text)] == [(2.0, "x")]


@pytest.mark.parametrize("text", [
    "GlimNet achieves a 3x larger effective receptive field than QuarkNet on GlimSeg.",
    "GlimTrain supports 4x larger batch sizes on one GPU than QuarkTrain.",
    "GlimGraph handles 10x larger graphs than QuarkGNN.",
    "GlimNet yields errors 3x larger than prior zorb methods.",
    "GlimNet achieves 2-4x larger performance gains than QuarkNet on GlimBench.",
])
def test_a_quantity_the_method_itself_reaches_larger_by_a_multiple_stays_a_result(text):
    assert [c.unit for c in pipeline_claims(text)] == ["x"]


@pytest.mark.parametrize("text", [
    "GlimNet-1B outperforms QuarkLM-7B, a model 7 times larger, on GlimQA.",
    "GlimNet outperforms 30x larger models on GlimBench.",
    "GlimNet surpasses QuarkLM despite QuarkLM having 12x more weights.",
    "GlimData is 10x larger than existing zorb corpora.",
    "Unlike GlimSet, our glim corpus is 30 times larger, with 9,000 pairs.",
    "GlimEMU matches the gains of zorb encoders whose hidden dimension is six times larger.",
    "QuarkNet rivals zorb methods fed by a 12 times larger glim generator.",
    "The glim dialogues are then expanded to a 7 times larger scale (60k turns).",
])
def test_a_model_or_dataset_larger_by_a_multiple_is_a_size(text):
    assert not [c for c in pipeline_claims(text) if c.unit == "x"]


@pytest.mark.parametrize("abstract, expected", [
    # a result given as the example of what a sentence says
    ("Our attack fools most zorb guards, e.g., an accuracy of 91.5% and 88% on QuarkA and QuarkB.",
     [(91.5, "%", "absolute"), (88.0, "%", "absolute")]),
    # bare gains listed after the first, then what they are for
    ("With GlimCut, three detectors saw mAP gains of 1.4, 2.2, and 0.8 for QuarkA, QuarkB, and QuarkC, respectively.",
     [(1.4, None, "increase"), (2.2, None, "increase"), (0.8, None, "increase")]),
    # bare scores listed with the set each is on in brackets
    ("GlimCap reaches CIDEr scores of 1.102 (ZorbCaps) and 0.987 (QuarkCaps).",
     [(1.102, None, "absolute"), (0.987, None, "absolute")]),
    # what a list of numbers counts is no result
    ("GlimNet shows an increase of 2, 4 and 8 layers over the zorb stack.", []),
    ("GlimNet shows an increase of 2 to 4 layers.", []),
    ("We study an increase of 2, 4, and 8 for the number of zorb heads.", []),
    ("We use a gain of 0.5, 1.0, and 2.0 for the zorb controller.", []),
    # a value after an aside that a threshold or a count follows is no score
    ("GlimNet achieves an F1 of 0.81 (ZorbQA) and 0.5 as the decision threshold.", [(0.81, None, "absolute")]),
    # another's score, or a target, given as an example is no result of the paper's
    ("Prior zorb detectors are strong, e.g., an accuracy of 88% reported by Quark et al.", []),
    ("We stop our training at a target, e.g., an accuracy of 90%, to save compute.", []),
    ("We find that GlimLM is far from perfect, e.g., an accuracy of 62% on ZorbMath.", []),
    # an aside that says the value is no result
    ("GlimNet reaches an AUROC of 0.82 (GlimSet) and 0.5 (chance level).", [(0.82, None, "absolute")]),
    # what the authors simulate, or the places of a table, are no results
    ("We simulate a drop of 0.1, 0.3 and 0.5 in zorb accuracy.", []),
    ("GlimNet yields drops of 12, 8 and 5 in Layers 1, 2 and 3.", []),
])
def test_listed_and_exemplified_results(abstract, expected):
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert [(c.value, c.unit, c.direction) for c in claims] == expected


@pytest.mark.parametrize("abstract, method", [
    # the agent of a passive result verb after the value
    ("We benchmark zorb parsers on QuarkBench. The best WER of 0.141 is attained by GPT-4o.", "GPT-4o"),
    # a result verb's letters inside a measure's name are no verb: the subject before the verb is the method
    ("We present GlimSet, a zorb corpus. Our tuned BioBERT model reached a Zorb-score of 0.71 on GlimSet.", "BioBERT"),
])
def test_the_model_a_result_is_stated_for_is_its_method(abstract, method):
    (claim,) = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claim.method == method


@pytest.mark.parametrize("abstract, method", [
    # a name a preposition, a comparison verb or another method's "with" brings in is no subject
    ("We propose GlimNet. Applying GlimNet to BERT yields a Zorb-score of 0.82.", "GlimNet"),
    ("We propose GlimNet. GlimNet outperforms BERT by reaching a zorb accuracy of 93.7%.", "GlimNet"),
    ("We propose GlimNet. GlimNet with a ResNet-50 backbone achieves a top-1 accuracy of 79.4%.", "GlimNet"),
    # nor is the model an opening "with our X," hands the result to
    ("We propose GlimNet. With our GlimNet, BERT obtains a Zorb-score of 0.77.", "GlimNet"),
    # a passive's agent in another clause is not the agent of this value
    ("We propose GlimNet. GlimNet reaches 91.2% accuracy and the prior best was reached by ResNet-50.", "GlimNet"),
])
def test_a_name_the_sentence_brings_in_does_not_take_the_result(abstract, method):
    (claim,) = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert claim.method == method


@pytest.mark.parametrize("abstract, expected", [
    # a score word an error or ranking measure names after a percentage states that score
    ("Our glim detector acquired 41.5% log loss, 92.7% AUC and 85.3% F1 score on ZorbSet.",
     [(41.5, "log loss", "absolute"), (92.7, "AUC", "absolute"), (85.3, "F1 score", "absolute")]),
    ("GlimSpeech obtains 12.5% WER on QuarkTalk.", [(12.5, "WER", "absolute")]),
    # values listed with their measures share the change noun after the last
    ("Experiments show 9% MRR and 12% NDCG@10 improvements for GlimRet on BlixRet.",
     [(9.0, "MRR", "increase"), (12.0, "NDCG@10", "increase")]),
    ("GlimRet brings 9% accuracy, 3% recall and 12% F1 gains over QuarkRet.",
     [(9.0, "accuracy", "increase"), (3.0, "recall", "increase"), (12.0, "F1", "increase")]),
    # (not a score whose own gain follows it in the list)
    ("GlimRet sets a new best in glim retrieval (38.2% of R@100, +4.4% gain).",
     [(38.2, "R@100", "absolute"), (4.4, "R@100", "increase")]),
    # an error rate of the input is a condition, no result
    ("We evaluate GlimSLU on speech transcripts with 20% WER from QuarkASR.", []),
])
def test_scores_named_after_their_values_and_listed_on(abstract, expected):
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert [(c.value, c.metric, c.direction) for c in claims] == expected


@pytest.mark.parametrize(("abstract", "expected"), [
    # a verb of beating before the measure is no part of its name
    ("GlimNet surpasses an accuracy of 93% on BlixSet.", [(93.0, "accuracy", "absolute")]),
    ("Our best GlimNet exceeds a mean IoU of 61.2% on BlixSet.", [(61.2, "mean IoU", "absolute")]),
    # measures listed before "metrics by" pair with the values in order
    ("Results show that GlimGen lowers FID and KID metrics by 14.2% and 26.9% on average, and more.",
     [(14.2, "FID", "decrease"), (26.9, "KID", "decrease")]),
    # a unit after the last of listed values, in a change in a measure, is all of theirs
    ("GlimAgent achieves improvements in success rate of 9.1, 1.3, and 9.2 points on ZorbWeb, QuarkWeb and "
     "BlixWeb, respectively.",
     [(9.1, "success rate", "increase"), (1.3, "success rate", "increase"), (9.2, "success rate", "increase")]),
    ("GlimNet brings a reduction in memory usage of 35%.", [(35.0, "memory usage", "decrease")]),
    # and so do names before the correlations they share, not the last name with the noun
    ("GlimNet improves the Pearson and Spearman correlations by 3.1 and 2.2 points on BlixSTS.",
     [(3.1, "Pearson", "increase"), (2.2, "Spearman", "increase")]),
    # the next value's own measure may end in a known measure's letters, also after a LaTeX percent
    (r"GlimNet cuts training time by up to 28\%, inference FLOPs by 61\%, and latency by 39\%.",
     [(28.0, "training time", "decrease"), (61.0, "inference FLOPs", "decrease"), (39.0, "latency", "decrease")]),
    # (a rival named by small words and a class's letters is no measure)
    ("GlimSeg outperforms QuarkSeg by 5%, and the strongest prompted VLM by 2.2% on BlixSeg.",
     [(5.0, None, "increase"), (2.2, None, "increase")]),
])
def test_measure_names_lose_verbs_and_list_words(abstract, expected):
    claims = extract_paper(Paper(id="p", abstract=abstract)).claims
    assert [(c.value, c.metric, c.direction) for c in claims] == expected
    if "points" in abstract:
        assert {c.unit for c in claims} == {"points"}


@pytest.mark.parametrize(("abstract", "expected"), [
    ("On BlixSet, GlimNet reaches an error rate of 1.93%, beating the strongest earlier fusion model, which had an "
     "error rate of 2.48%.", [1.93]),
    ("GlimNet reaches 81.2% accuracy, outperforming QuarkNet, which achieved 78.5% accuracy.", [81.2]),
    # (the model no variant beats is the one that wins)
    ("Neither variant outperforms the tuned GlimNet, which achieves 55.2% accuracy on BlixSet.", [55.2]),
])
def test_a_score_a_relative_clause_gives_the_rival_is_no_result(abstract, expected):
    assert [c.value for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == expected


@pytest.mark.parametrize(("abstract", "expected"), [
    ("GlimRet reaches 61.2% and 80.4% precision and recall on BlixSet.", ["precision", "recall"]),
    ("GlimRet reaches 61.2% and 80.4% Top-1 and Top-5 accuracy on BlixSet.", ["Top-1 accuracy", "Top-5 accuracy"]),
    ("GlimRet reaches 61.2% and 80.4% Top-1 and Top-5 retrieval accuracy.",
     ["Top-1 retrieval accuracy", "Top-5 retrieval accuracy"]),
    # (datasets after the values are no measures)
    ("GlimRet reaches 61.2% and 80.4% on BlixSet and QuarkSet.", [None, None]),
])
def test_values_listed_before_as_many_measures_pair_with_them_in_order(abstract, expected):
    assert [c.metric for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == expected


@pytest.mark.parametrize(("abstract", "metric"), [
    # a coined name after a verb of beating and an article is a rival, not a measure
    ("Our model exceeds the GlimNet-B of 80.1% on ZorbSet.", None),
])
def test_a_rival_after_a_verb_of_beating_and_an_article_is_no_measure(abstract, metric):
    assert [c.metric for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == [metric]


@pytest.mark.parametrize("abstract", [
    "None of the baselines outperform GlimNet, which achieves 90.1% accuracy on ZorbSet.",
    "The smaller models cannot outperform GlimNet-L, which attains 84.0% on ZorbSet.",
    "Competing methods rarely surpass our GlimNet, which obtains 92.3% on ZorbSet.",
    "The baseline doesn't outperform our ZorbNet, which achieves 61.2% on GlimSet.",
    "Our GlimNet beats earlier glim parsers clearly, which yields an improvement of 5.2% in accuracy.",
    "Our model surpasses all baselines, which achieves 88.3% accuracy on the Quark dataset.",
    "GlimNet is trained over 200 epochs, which achieves 91.3% top-1 accuracy on the Quark dataset.",
])
def test_a_relative_clause_about_the_papers_own_result_keeps_its_value(abstract):
    assert len(extract_paper(Paper(id="p", abstract=abstract)).claims) == 1


@pytest.mark.parametrize(("abstract", "expected"), [
    # a measure of its own keeps its name where the last one listed has a head
    ("GlimSeg reaches 81.5% and 70.2% mIoU and pixel accuracy on the QuarkCity dataset.",
     ["mIoU", "pixel accuracy"]),
    ("GlimASR attains 4.1% and 5.2% CER and word error rate for QuarkSpeech.", ["CER", "word error rate"]),
    # a plural data noun before a measure is no part of its name
    ("On all three benchmarks FID improves by 12%.", ["FID"]),
])
def test_listed_measures_keep_their_own_names(abstract, expected):
    assert [c.metric for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == expected


@pytest.mark.parametrize(("abstract", "values"), [
    # the rival's score after "over", after "which yields"
    ("GlimNet improves over QuarkNet, which achieved 85.0% accuracy on BlixSet.", []),
    ("GlimNet outperforms QuarkNet, which yields 85.0% accuracy on BlixSet.", []),
    # a denial elsewhere in the sentence leaves the comparison standing
    ("Not surprisingly, GlimNet outperforms BlixNet, which achieved 85.0% on BlixSet.", []),
    ("GlimNet fails rarely and clearly outperforms BlixNet, which achieved 85.0% on BlixSet.", []),
    # a singular head before a plural modifier is still the rival
    ("GlimNet outperforms the class of models, which achieves 85.0% on BlixSet.", []),
    # a change the clause reports is the paper's
    ("Our model is more robust than QuarkNet under noise, which yields 6.3% higher accuracy.", [6.3]),
])
def test_a_rivals_score_in_a_relative_clause_is_dropped_in_more_frames(abstract, values):
    assert [c.value for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == values


@pytest.mark.parametrize(("abstract", "expected"), [
    ("GlimNet attains 76.3% and 93.1% Top-1 and top-5 accuracy on BlixNet-1K.", ["Top-1 accuracy", "top-5 accuracy"]),
    ("GlimDet reaches 3.1% and 12.4% error and miss rates on Zorb-Ped.", ["error rates", "miss rates"]),
    ("The fraction of tasks solved rises by 12% with GlimAgent.", ["tasks solved"]),
])
def test_shared_heads_and_data_nouns_inside_a_measures_name(abstract, expected):
    assert [c.metric for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == expected


@pytest.mark.parametrize(("abstract", "values"), [
    # a denial right before the comparison, of several words or with "neither ... nor"
    ("We propose GlimNet. No prior method outperforms GlimNet, which achieves 85.2% accuracy on Zorb-QA.", [85.2]),
    ("We propose GlimNet. Neither QuarkNet nor BlixNet outperforms GlimNet, which achieves 85.2% on Zorb-QA.",
     [85.2]),
    # "over" that compares nothing, and a rival named with "by"
    ("We propose GlimNet. GlimNet pools features over the entire video, which achieves 61.3% accuracy on Zorb-Act.",
     [61.3]),
    ("We propose GlimNet. GlimNet surpasses the model released by Florp Labs, which achieved 70.1% on Zorb-QA.", []),
    # a change word after a rival's own figure keeps it the rival's
    ("We propose GlimNet. GlimNet outperforms QuarkNet, which has 40% more parameters, on Zorb-QA.", []),
])
def test_a_relative_clause_after_a_comparison_in_a_third_round_of_frames(abstract, values):
    assert [c.value for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == values


@pytest.mark.parametrize(("abstract", "expected"), [
    ("GlimEdge lifts cost efficiency by 1.7x through reaching 2.4x server throughput.",
     [(1.7, "increase"), (2.4, "increase")]),
    ("GlimKV leads to a 5.1X throughput over plain decoding.", [(5.1, "increase")]),
    # (a share of a rate is a setting, not a gain)
    ("At 90% throughput, GlimEdge keeps latency low.", []),
])
def test_a_multiple_of_a_rate_is_a_gain_in_it(abstract, expected):
    assert [(c.value, c.direction) for c in extract_paper(Paper(id="p", abstract=abstract)).claims] == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("GlimBot runs at 7.5 Hz on a small board.", [(7.5, None)]),
    ("The system reaches an inference speed of 12.5 Hz on one laptop.", [(12.5, "inference speed")]),
    ("Slow rhythms, chiefly the Glim band (0.5-2 Hz) and the Zorb band (5-9 Hz), mattered most.", []),
    ("The glim signals were sampled at 250 Hz by two sensors.", []),
])
def test_a_rate_in_hertz_a_system_runs_at_is_a_result_a_band_is_not(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text", [
    "GlimRoute improves efficiency by 14% over the strongest rival routers.",
    "Zorber brings 2.6 times higher efficiency than QuarkNet.",
])
def test_efficiency_alone_is_the_measure_a_change_is_stated_in(text):
    assert claim_metrics(text) == {"efficiency"}


@pytest.mark.parametrize("text", [
    "Signals were low-pass filtered at 40 Hz and classified with GlimEEG.",
    "IMU data are collected at 100 Hz and fed to GlimIMU.",
    "The camera captures images at 30 Hz and GlimDet processes them in real time.",
    "All policies run at 10 Hz, following prior work.",
    "Inference at 30 Hz is required for deployment in cars.",
    "GlimNet is robust to vibrations up to 100 Hz.",
])
def test_a_rate_in_hertz_a_sensor_a_filter_or_a_setting_has_is_no_result(text):
    assert not pipeline_claims(text)


@pytest.mark.parametrize(("text", "found"), [
    ("The system is running at 5 Hz on a phone.", True),
    ("GlimSLAM reaches a tracking speed of 40 Hz on a laptop.", True),
    ("Our control loop runs at 500 Hz.", False),
    ("The LiDAR operates at 10 Hz and the cameras stream video.", False),
    ("The legacy QuarkSLAM runs at 5 Hz, while GlimSLAM is faster.", False),
])
def test_a_rate_in_hertz_is_a_result_only_as_a_speed_or_what_a_system_runs_at(text, found):
    assert bool(pipeline_claims(text)) is found


@pytest.mark.parametrize("text, expected", [
    ("GlimPose beats prior methods by -0.63 EPE on GlimPose-3D and -2.48 MAE on ZorbCrowd.",
     [(0.63, None, "EPE"), (2.48, None, "MAE")]),
    ("GlimGen helps dance synthesis (-3.41 FID) on every split.", [(3.41, None, "FID")]),
    ("GlimSeg yields stable masks (for instance -2.634 HD on GlimHeart).", [(2.634, None, "HD")]),
    ("Removing the glim module costs -1.2 mIoU on GlimCity.", [(1.2, "points", "mIoU")]),
])
def test_a_value_with_a_minus_before_a_named_measure_is_a_drop_in_it(text, expected):
    """A drop in an error measure is on the measure's own scale; one in a score out of a hundred is in points."""
    assert [(c.value, c.unit, c.metric) for c in pipeline_claims(text)] == expected
    assert {c.direction for c in pipeline_claims(text)} == {"decrease"}


@pytest.mark.parametrize("text", [
    "The two ratings correlate weakly, with r = -0.42 across raters.",
    "Scores fall by a margin of -0.3 on the log scale for GlimNet.",
    "GlimLink keeps the received power over a floor of -72 dB indoors.",
    "GlimAmp reaches -47.26 dBc of leakage into the next band.",
])
def test_a_negative_value_without_a_measure_after_it_is_no_result(text):
    assert not pipeline_claims(text)


def test_the_text_of_a_drop_written_with_a_minus_names_its_measure():
    claims = pipeline_claims("GlimPose beats prior methods by -0.63 EPE on GlimPose-3D.")
    assert [c.text for c in claims] == ["-0.63 EPE"]


def test_a_score_with_its_change_in_brackets_is_in_the_measure_after_the_bracket():
    claims = pipeline_claims("Experiments show that GlimSAM obtains 61.7 (+2.3) mIoU on GlimCOCO-20i, "
                             "66.4 (+1.8 relative) mIoU on ZorbPASCAL-5i.")
    assert [(c.value, c.unit, c.direction, c.metric) for c in claims] == [
        (61.7, None, "absolute", "mIoU"), (2.3, "points", "increase", "mIoU"),
        (66.4, None, "absolute", "mIoU"), (1.8, "points", "increase", "mIoU")]
    assert [c.text for c in claims][1::2] == ["+2.3", "+1.8"]


@pytest.mark.parametrize("text, expected", [
    ("GlimDet reaches an mAP 0.75 of 64.2% on GlimTeeth.", [(64.2, "%", "mAP")]),
    ("GlimDet reaches an mAP 0.75 of 0.642 and mAP 0.9 of 0.418 for glim detection.",
     [(0.642, None, "mAP"), (0.418, None, "mAP")]),
])
def test_a_threshold_between_a_measure_and_its_score_is_no_result(text, expected):
    """'mAP 0.5 of 71.5%': 0.5 is the overlap the measure is taken at; the score comes after 'of'."""
    assert [(c.value, c.unit, c.metric) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text", [
    "The learned metric shows -0.42 Pearson correlation with rater scores on GlimEval.",
    "Our approach achieves -0.15 R2 on the GlimHousing regression benchmark.",
    "GlimVAE achieves -84.1 log-likelihood on GlimOmniglot.",
    "The mixtures have an average of -5.0 SDR before separation on GlimSep.",
    "The intercept of the fitted line is -2.1 BLEU for short inputs.",
    "The detection confidence offset is -0.2 mAP per frame of delay on GlimStream.",
])
def test_a_negative_score_a_slope_or_an_offset_is_no_drop(text):
    """Correlations, R2, likelihoods and signal ratios have negative scores of their own; a slope is no result."""
    assert not [c for c in pipeline_claims(text) if c.direction == "decrease"]


def test_the_second_end_of_a_range_of_drops_is_not_read_alone():
    assert [c.value for c in pipeline_claims("Our method yields -1.5 to -2.0 mIoU when the backbone is frozen.")
            if c.value == 2.0] == []


@pytest.mark.parametrize("text", [
    "With a larger crop (+128 pixels) mIoU increases by 0.8 on GlimCity.",
    "With longer context (+512 tokens) EM improves on GlimQA.",
])
def test_a_setting_added_in_brackets_is_no_gain_in_the_measure_after_it(text):
    assert not [c for c in pipeline_claims(text) if c.value in (128.0, 512.0)]


@pytest.mark.parametrize("text, expected", [
    ("GlimSeg achieves 61.7 (+2.3) and 48.2 (+0.9) mIoU on GlimCOCO and GlimCity respectively.",
     [(2.3, "mIoU", "GlimCOCO"), (0.9, "mIoU", "GlimCity")]),
    ("GlimSR reaches 32.4 (+0.3) PSNR on GlimSet5 and 0.91 (+0.01) SSIM.",
     [(32.4, "PSNR", None), (0.3, "PSNR", None), (0.91, "SSIM", None), (0.01, "SSIM", None)]),
    ("GlimSeg reaches 40.5 (-0.45) FID on the GlimFaces benchmark.",
     [(40.5, "FID", "GlimFaces"), (0.45, "FID", "GlimFaces")]),
])
def test_scores_with_changes_in_brackets_keep_their_own_measures(text, expected):
    assert [(c.value, c.metric, c.dataset) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, metric", [
    ("Pages without errors rose by 17% after applying GlimOCR on GlimDocs.", "Pages without errors"),
    ("The number of episodes without intervention grew by 31% with GlimPilot on ZorbDrive.",
     "episodes without intervention"),
])
def test_what_is_counted_keeps_its_without(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


def test_a_measure_after_in_and_small_words_is_the_value_s_own():
    """'0.87% in liver SSIM': what the value is in, after a word or two saying of what, not the measure before."""
    claims = pipeline_claims("GlimReg lifts scores by over 9.42% in small vessel Dice, 2.76% in liver Dice, "
                             "and 0.87% in liver SSIM over the strongest rival.")
    assert [(c.value, c.metric) for c in claims] == [(9.42, "Dice"), (2.76, "Dice"), (0.87, "SSIM")]


@pytest.mark.parametrize("text, expected", [
    ("QuarkNet gets Dice 0.91 of 3 organs on GlimAbdomen.", [(0.91, "Dice")]),
    ("GlimNet reaches an F1 88.1 of 5 runs on GlimQA.", [(88.1, "F1")]),
    ("GlimSR reaches a PSNR of 31.2 (+0.4) and 0.91 (+0.01) SSIM on GlimSet5.",
     [(31.2, "PSNR"), (0.4, "PSNR"), (0.91, "SSIM"), (0.01, "SSIM")]),
    ("GlimSeg reaches 58.9 (+1.6 pts) mIoU on GlimCOCO.", [(58.9, "mIoU"), (1.6, "mIoU")]),
    ("GlimSeg reaches 58.9 (+1.6 over ZorbSeg) mIoU on GlimCOCO.", [(58.9, "mIoU"), (1.6, "mIoU")]),
    ("GlimFlow lowers the loss (-0.12 NLL) on GlimCIFAR.", [(0.12, "NLL")]),
    ("GlimAug improves accuracies without augmentation by 3.1% on FlorpCIFAR.", [(3.1, "accuracy")]),
])
def test_counts_after_a_score_notes_in_brackets_and_plural_measures_read_right(text, expected):
    assert [(c.value, c.metric) for c in pipeline_claims(text)] == expected


def test_a_drop_per_unit_after_a_measure_is_no_result():
    assert not pipeline_claims("The detection confidence offset is -0.2 mAP per frame of delay on GlimStream.")


def test_a_change_in_a_measure_defined_by_its_letters_is_in_those_letters():
    """'reducing time per glim token (TPGT) by up to 40%': the measure is the letters, not a measure named later."""
    claims = pipeline_claims("GlimPre prunes the quark stack, reducing time per glim token (TPGT) by as much as 27% "
                             "while raising throughput by 1.9x on GlimBench.")
    assert [(c.value, c.metric) for c in claims] == [(27.0, "TPGT"), (1.9, "throughput")]


@pytest.mark.parametrize("text, metric", [
    ("GlimAdapt improves ZorbNet (ZN) by 2.1 points on GlimSet.", None),
    ("GlimCache reduces memory (GB) by 30% on GlimBench.", None),
    ("GlimBoost improves accuracy on GlimSet (GS) by 2% over prior work.", "accuracy"),
    ("We accelerate the Zorb Gating Unit (ZGU) by 2.3x on GlimBench.", None),
    ("Our approach improves visual glim answering (VGA) by 3.2% on BlixVQA.", None),
    ("GlimDet lowers the Glim Error Rate (GER) by 12% on QuarkSet.", "GER"),
])
def test_letters_in_brackets_are_the_measure_only_where_they_spell_one(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


@pytest.mark.parametrize("text, methods", [
    ("We find that GlimNetV2 outperforms all rival backbones on QuarkSet, achieving an accuracy of 88.4%.",
     ["GlimNetV2"]),
    ("Without any tuning, a single QuarkLM model attains fair results, yielding a recall of 0.64.", ["QuarkLM"]),
    # "scoring" is a noun here, not the verb whose subject states the result
    ("We propose GlimTAL, a prompting scheme. Our findings show that GlimTAL improves QuarkLM's scoring skill, "
     "reaching gains as high as 17.5% over a plain baseline.", ["GlimTAL"]),
])
def test_a_participle_after_a_comma_states_the_result_of_the_verbs_subject_before_it(text, methods):
    assert [c.method for c in pipeline_claims(text)] == methods


@pytest.mark.parametrize("text, methods", [
    # names set beside the kind of thing they are, as the verb's subject
    ("Even the strongest reasoning models, GPT-4o, o1, and DeepSeek-R1, achieve only 45.8%, 31.1%, and 17.8% "
     "accuracy, respectively.", ["GPT-4o", "o1", "DeepSeek-R1"]),
    ("Even the best model, OpenAI o4-mini, achieves only 23.6% accuracy on GlimBench.", ["o4-mini"]),
    # (a name a comma closes is no subject without the kind before it, nor one set beside what is beaten)
    ("Compared to GPT-4o, achieves 23.6% accuracy on GlimBench.", [None]),
    ("Compared to the base model, QuarkLM, achieves 45.1% accuracy on GlimBench.", [None]),
    ("GlimNet outperforms the strongest baseline, QuarkBERT, achieving 92.1% F1 on ZorbSet.", [None]),
    ("It surpasses the state-of-the-art method, QuarkBERTa, reaching 81.0% accuracy.", [None]),
    # (a word of comparing that governs something else is no sign of a rival)
    ("Across over 30 tasks the strongest model, GlimNet, reaches 91.2% accuracy on ZorbSet.", ["GlimNet"]),
])
def test_names_in_apposition_to_their_kind_are_the_subject_of_the_verb_after_them(text, methods):
    assert [c.method for c in pipeline_claims(text)] == methods


@pytest.mark.parametrize("text, expected", [
    ("GlimNet achieves gains of +2.9 in Recall@5 and +6.6 in mAP over strong baselines.",
     [(2.9, None), (6.6, None)]),
    ("GlimR reaches a +4.2 improvement on GlimAIME.", [(4.2, None)]),
    ("Readers using GlimAid were slower (+12 seconds, on average).", [(12.0, None)]),
    # straight before a score's name, or before the data it is on, a change is in the score's points
    ("GlimNet beats prior methods by +0.7 mAP on GlimCOCO.", [(0.7, "points")]),
    ("GlimVL delivers scores of +3.3 on QuarkStar and +5.9 on ZorbD.", [(3.3, "points"), (5.9, "points")]),
])
def test_a_signed_number_is_in_points_only_where_nothing_else_follows_it(text, expected):
    assert [(c.value, c.unit) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, methods", [
    # the earlier verb is a passive, a noun, or another clause comes between: the participle is not its subject's
    ("BERT is outperformed by GlimNet on QuarkQA, achieving 91.5% accuracy.", [None]),
    ("GlimNet extends BERT's reach to QuarkQA, achieving 81.0% accuracy.", [None]),
    ("GlimNet breaks the BERT record on FlorpQA, reaching 93.1 F1.", [None]),
    ("GlimNet outperforms BERT on FlorpQA, and ZorbNet lags behind, reaching only 60.2%.", [None]),
])
def test_a_participle_is_not_given_to_a_passive_a_noun_or_an_earlier_clause(text, methods):
    assert [c.method for c in pipeline_claims(text)] == methods


@pytest.mark.parametrize("text", [
    "The speedup of GlimOpt on each dataset is 4 times larger than that of ZorbOpt.",
    "On smaller datasets 3x larger gains are observed for GlimAug over ZorbAug.",
    "GlimGAN achieves a 3x larger generator throughput than ZorbGAN.",
    "The throughput of our model is 3x larger than that of ZorbServe.",
])
def test_a_result_that_only_mentions_data_stays_a_result_larger_by_a_multiple(text):
    assert [c.unit for c in pipeline_claims(text)] == ["x"]


@pytest.mark.parametrize("text, expected", [
    # a unit's letters that open a score's name, and an adjective before a score, keep the points
    ("GlimNet improves by +4.4 M-F1 and +3.1 in-domain accuracy on QuarkQA.", [(4.4, "points"), (3.1, "points")]),
    ("GlimNet gains +2.2 average accuracy on QuarkQA.", [(2.2, "points")]),
    ("GlimNet brings a +1.9 average improvement on QuarkQA.", [(1.9, None)]),
])
def test_a_signed_number_before_a_scores_name_keeps_its_points(text, expected):
    assert [(c.value, c.unit) for c in pipeline_claims(text)] == expected


@pytest.mark.parametrize("text, units", [
    ("The improvement per dimension is 3x larger for GlimNet.", ["x"]),
    ("GlimGAN shows 3x larger generator gains than ZorbGAN.", ["x"]),
    ("Our dataset, which is 5x larger than GlimSet, holds 9k pairs.", []),
])
def test_a_multiple_is_a_size_only_where_no_result_is_spoken_of(text, units):
    assert [c.unit for c in pipeline_claims(text)] == units


@pytest.mark.parametrize("text", [
    "BERT exceeds ZorbLM on QuarkQA and GlimNet improves further, reaching 90.0% accuracy.",
    "GlimNet outperforms BERT on QuarkQA though ZorbNet is close, reaching 88.0%.",
])
def test_a_participle_after_another_clause_is_not_the_first_subjects(text):
    assert [c.method for c in pipeline_claims(text)] == [None]


@pytest.mark.parametrize("text, baselines", [
    # the model a method is added to, when a verb improves it: its rival in the claim
    ("We propose Zorb. Zorb improves LLaVA-1.5 answer accuracy by 2.7%.", ["LLaVA-1.5"]),
    ("We propose Zorb. Zorb lets us improve the mean score of BERT and RoBERTa by 6% and 9%, respectively.",
     ["BERT", "RoBERTa"]),
    ("We propose Zorb. Zorb boosts BERT and RoBERTa by 6% and 9%, respectively.", ["BERT", "RoBERTa"]),
    # 'for' a listed model, in order
    ("We observe gains of 2.1, 3.0 and 1.5 for BERT, GPT-2 and RoBERTa, respectively.", ["BERT", "GPT-2", "RoBERTa"]),
    # "improves upon" names the rival however far the number
    ("GlimMix improves upon offline DPO and online DPO by 4.4% on average on GlimEval.", ["DPO"]),
    ("ZorbTune improves the performance of BERT, RoBERTa and DeBERTa by 8%, 10% and 12%, respectively.",
     ["BERT", "RoBERTa", "DeBERTa"]),
    ("ZorbTune improves accuracy of BERT by 3%.", ["BERT"]),
    # the second value is another model's; values per dataset pair with no model; a gerund subject is no verb
    ("ZorbTune improves BERT by 3% and RoBERTa by 4%.", ["BERT", None]),
    ("ZorbTune improves the accuracy of BERT and RoBERTa by 3% on Zorb and 4% on Blix.", [None, None]),
    ("Improving CLIP alignment improves retrieval recall by 5%.", [None]),
    ("We find that improving CLIP alignment improves recall by 5% on GlimRet.", [None]),
    # a name that only modifies the model stands between; words that are no measure before "of"
    ("GlimAdapter improves LLaVA-1.5 with CLIP features by 4.1% on GlimVQA.", ["LLaVA-1.5"]),
    ("GlimAdapter improves accuracy because of BERT features by 3%.", [None]),
    ("GlimRPC improves decoding throughput of GPT-4o by 1.4x.", ["GPT-4o"]),
    ("GlimAug boosts top-1 accuracy of ResNet-50 by 2.3% on ImageNet.", ["ResNet-50"]),
    ("GlimTune keeps improving Llama-2 and improves it by 3.1% on ZorbMath.", ["Llama-2"]),
    # another clause's value, a second model's value, a gerund subject before a verb of change
    ("GlimPrune improves BERT whereas RoBERTa drops by 2% on ZorbGLUE.", [None]),
    ("GlimAug improves LLaVA-1.5 on ZorbBench and GPT-4o on BlixBench by 3.4% and 2.1%.", [None, None]),
    ("We find that enhancing BERT with GlimAug reduces error by 3% on ZorbQA.", [None]),
])
def test_the_model_a_verb_improves_is_the_baseline(text, baselines):
    assert [c.baseline for c in pipeline_claims(text)] == baselines


@pytest.mark.parametrize("text, metrics", [
    ("We propose GlimNet. GlimNet improves by 3.2% over ZorbNet on GlimSet.", [None]),
    ("We propose GlimNet. GlimNet improves by 3.2% on Zorb, and recall rises by 1.1%.", [None, "recall"]),
    ("We propose GlimSeg. In terms of mIoU, GlimSeg improves by 3.2% over BlixSeg.", ["mIoU"]),
    # a measure's name that runs words together stays the measure
    ("Our reranker improves PassRate by 7% on ZorbCode.", ["PassRate"]),
    # measures the rules typed as methods stay measures
    ("GlimNet reduces RTF by 81%.", ["RTF"]),
])
def test_a_coined_system_that_improves_is_not_the_measure(text, metrics):
    assert [c.metric for c in pipeline_claims(text)] == metrics


@pytest.mark.parametrize("text, metrics", [
    ("GlimNet achieves a 2.5x speedup in response speed.", ["response speed"]),
    ("GlimNet gives a 1.7 times speed-up in overall decoding time.", ["overall decoding time"]),
    ("GlimDiT gives a 3x speedup in mean time cost for each step.", ["mean time cost"]),
    # where the speed-up is, not what it is in
    ("GlimNet gives a 2.9x speed-up in the warm-up stage.", ["speed-up"]),
    ("GlimCache achieves a 3x speedup in latency-sensitive applications.", ["speedup"]),
    ("GlimCache achieves a 3x speedup in the time to first token.", ["speedup"]),
    ("GlimCache achieves 2x speedups in both latency and throughput.", ["speedup"]),
    ("GlimCache achieves a 2x speedup in runtime.", ["runtime"]),
    ("GlimServe achieves a 3x speedup in first-token latency.", ["first-token latency"]),
    ("GlimServe achieves a 3x speedup in training time of large models.", ["training time"]),
])
def test_a_speedup_in_a_measure_of_pace_is_in_that_measure(text, metrics):
    assert [c.metric for c in pipeline_claims(text)] == metrics


@pytest.mark.parametrize("text, value", [
    ("ZorbJ-7B beats the earlier judge by $ \\textbf{4.8}$\\% on GlimEval.", 4.8),  # a blank inside the dollars
    ("GlimAttack reaches up to $ \\textbf{63.25%}$ on QuarkBench.", 63.25),
    ("GlimNet raises top-1 recall by $\\text{7.46}\\%$ on QuarkSet.", 7.46),  # styled inside math mode
])
def test_a_value_styled_inside_math_mode_is_read_with_its_percent(text, value):
    assert (value, "%") in [(c.value, c.unit) for c in pipeline_claims(text)]


def test_an_escaped_percent_after_styled_markup_keeps_the_rival_after_it():
    (claim,) = pipeline_claims("Our GlimNet improves recall by $\\textbf{5.1}$\\% over ZorbNet.")
    assert (claim.value, claim.unit, claim.baseline) == (5.1, "%", "ZorbNet")


def test_a_verb_of_acceleration_stays_out_of_the_measure_after_an_earlier_value():
    claims = pipeline_claims("GlimNet improves recall by 3% and accelerates decoding by 2.1x.")
    assert [(c.value, c.metric) for c in claims] == [(3.0, "recall"), (2.1, "decoding")]


def test_the_noun_score_is_no_verb_between_a_subject_and_its_value():
    (claim,) = pipeline_claims("We study detectors. GlimNet reaches an NDCG score of 0.8731 on ZorbSet.")
    assert (claim.value, claim.method) == (0.8731, "GlimNet")


@pytest.mark.parametrize("text, owners", [
    ("Glimma2 achieved the top mean F1 of 0.913, followed by ZorbLM-32B with an F1 of 0.894.",
     {0.913: "Glimma2", 0.894: "ZorbLM-32B"}),
    ("Glimma2 achieved the top mean F1 of 0.913, followed by ZorbLM-32B and QuarkLM-7B with macro-F1 scores of 0.894 "
     "and 0.836, respectively.", {0.913: "Glimma2", 0.894: "ZorbLM-32B", 0.836: "QuarkLM-7B"}),
])
def test_values_after_followed_by_belong_to_the_names_it_brings_in(text, owners):
    assert {c.value: c.method for c in pipeline_claims(text)} == owners


def test_a_rivals_scores_written_right_after_its_name_are_its_own():
    claims = pipeline_claims("Results show that GlimNet beats the other models, achieving a recall of 77.3%, "
                             "compared to ZorbViT 71.2% and 70.4%, respectively.")
    owners = {c.value: (c.method, c.baseline) for c in claims}
    assert (owners[71.2], owners[70.4]) == (("ZorbViT", None), ("ZorbViT", None))
    assert owners[77.3][1] == "ZorbViT"


def test_a_rivals_scores_after_with_are_its_own():
    claims = pipeline_claims("GlimNet reaches a 94.3% AUC score and 93.4% accuracy, compared to ZorbNet with a "
                             "92.3% AUC score and 91.5% accuracy on FlorpSet.")
    owners = {c.value: (c.method, c.baseline) for c in claims}
    assert (owners[92.3], owners[91.5]) == (("ZorbNet", None), ("ZorbNet", None))
    assert owners[94.3] == ("GlimNet", "ZorbNet")


def test_a_rivals_score_named_by_its_measure_after_with_is_its_own():
    claims = pipeline_claims("GlimNet reaches an F1 of 86.1, compared with BlixNet with an F1 of 84.2 on ZorbSet.")
    assert {c.value: (c.method, c.baseline) for c in claims} == {86.1: ("GlimNet", "BlixNet"), 84.2: ("BlixNet", None)}


def test_a_margin_after_a_rival_s_score_is_not_the_rival_s():
    claims = pipeline_claims("GlimNet reaches 81.0% accuracy compared to ZorbNet with 76.5%, a difference of 4.5 points.")
    assert [c.method for c in claims if c.value == 4.5] == ["GlimNet"]


def test_a_share_of_a_resource_after_compared_to_x_with_is_not_x_s_score():
    claims = pipeline_claims("Our method reaches similar accuracy compared to ZorbNet with only 35% of its weights.")
    assert [(c.method, c.baseline) for c in claims if c.value == 35.0] == [(None, "ZorbNet")]


def test_a_later_clauses_own_subject_keeps_its_value_from_an_earlier_verbs_subject():
    claims = pipeline_claims("In our study, GPT-4o attains a mean score of 0.61, and our GlimMix approach raises "
                             "ZorbLM performance by 27 percent.")
    assert {c.value: c.method for c in claims} == {0.61: "GPT-4o", 27.0: "GlimMix"}


@pytest.mark.parametrize("text, value, method", [
    ("GlimNet surpasses ZorbNet-B by 3.1% top-1 accuracy, and QuarkNet-L by 2.4%.", 2.4, "GlimNet"),  # a second rival
    ("We study detectors. GlimNet achieves 84.1% top-1 accuracy on FlorpSet, and beats QuarkNet-L by 2.4%.", 2.4,
     "GlimNet"),
    ("We study judges. FlorpLM-70B attains 81.2% on GlimQA, and with QuarkLM-13B as a judge 79.5%.", 79.5,
     "FlorpLM-70B"),
])
def test_a_name_after_a_comma_and_that_is_no_clauses_subject_leaves_the_value_with_the_first_subject(
        text, value, method):
    assert {c.value: c.method for c in pipeline_claims(text)}[value] == method


@pytest.mark.parametrize("text", [
    "Our pipeline applies GlimSeg followed by ZorbRefine, improving Dice by 4.2% on QuarkCT.",
    "Pretraining with GlimNet-2 followed by ZorbNet-3 distillation improves AUC by 3.2%.",
])
def test_followed_by_in_a_recipe_gives_no_owner_to_a_gain(text):
    assert all(c.method not in ("ZorbRefine", "ZorbNet-3") for c in pipeline_claims(text))


def test_a_word_for_an_accelerator_is_part_of_the_measure():
    (claim,) = pipeline_claims("GlimSched improves accelerator utilization by 14% on FlorpCluster.")
    assert claim.metric == "accelerator utilization"


@pytest.mark.parametrize("text, value, baseline", [
    ("GlimNet yields gains of up to \\(12.47\\%\\) over ZorbNet.", 12.47, "ZorbNet"),  # LaTeX's \( \) math
    ("GlimNet yields gains of up to 12.47\\% over ZorbNet.", 12.47, "ZorbNet"),  # an escaped percent sign
])
def test_an_escaped_or_inline_math_percent_keeps_the_rival_after_it(text, value, baseline):
    (claim,) = pipeline_claims(text)
    assert (claim.value, claim.unit, claim.baseline) == (value, "%", baseline)


def test_a_range_written_with_escaped_percent_signs_gives_its_lower_bound():
    claims = pipeline_claims("Glim error rates ranged from 2.04\\% to 6.81\\% overall.")
    assert [(c.value, c.unit) for c in claims] == [(2.04, "%")]


def test_percentage_points_written_with_an_escaped_sign_stay_points():
    (claim,) = pipeline_claims("GlimNet gives a +2.6\\%p recall gain on ZorbSet.")
    assert (claim.value, claim.unit, claim.metric) == (2.6, "points", "recall")


def test_a_value_after_by_and_a_result_after_to_in_math_mode_stay_two_claims():
    claims = pipeline_claims("GlimNet improves accuracy by $3.2\\%$ to $84.6\\%$ on ZorbSet.")
    assert {(c.value, c.direction) for c in claims} == {(3.2, "increase"), (84.6, "absolute")}


@pytest.mark.parametrize("text, value", [
    ("GlimNet reaches a depth RMSE of 0.387m on ZorbDepth.", 0.387),  # metres glued on
    ("In the end, GlimGen renders one 4K frame in 2.5s on a single GPU.", 2.5),  # seconds glued on
])
def test_a_value_with_a_unit_of_length_or_time_glued_on_is_a_result(text, value):
    assert value in [c.value for c in pipeline_claims(text)]


@pytest.mark.parametrize("text", ["Since the 1990s, parsers have improved.", "We train on 7B tokens of text."])
def test_a_decade_or_a_size_glued_to_letters_is_no_result(text):
    assert not pipeline_claims(text)


def test_values_listed_alone_in_brackets_go_with_the_datasets_the_sentence_lists_in_order():
    claims = pipeline_claims("Our tests on the GlimQA, ZorbQA and BlixQA benchmarks with three LLMs show that the two "
                             "steps bring gains in recall (+1.5%, +3.25%, +2.75%) over the prior best model.")
    assert {(c.value, c.dataset) for c in claims} == {(1.5, "GlimQA"), (3.25, "ZorbQA"), (2.75, "BlixQA")}


def test_values_in_brackets_that_do_not_match_the_listed_datasets_in_number_keep_no_dataset():
    claims = pipeline_claims("Our tests on the GlimQA, ZorbQA and BlixQA benchmarks with three LLMs show that the two "
                             "steps bring gains in recall (+1.5%, +3.25%) over the prior best model.")
    assert {c.dataset for c in claims} == {None}


def test_a_change_in_brackets_after_a_score_is_in_the_score_s_measure():
    (score, change) = pipeline_claims("Our GlimTune raises the average Jaccard similarity from 0.284 to 0.367 "
                                      "(+29.2%, p < 0.01) on held-out pairs.")
    assert (change.value, change.metric) == (29.2, score.metric) and score.metric == "Jaccard similarity"


@pytest.mark.parametrize("text, metric", [
    ("Our GlimAcc achieves over a 20× increase in energy efficiency but also better quality.", "energy efficiency"),
    ("Our GlimAcc achieves a 30% reduction in retrieval calls without any loss in quality.", "retrieval calls"),
])
def test_a_measure_after_a_change_ends_before_but_or_without(text, metric):
    assert claim_metrics(text) == {metric}


def test_a_result_before_data_named_only_later_is_on_the_one_dataset_named_so_far():
    claims = pipeline_claims("We release GlimSet, a set of 4,000 hard questions. The best model reaches only 14.2% "
                             "accuracy on it. Prior models also run on the ZorbQA and BlixQA benchmarks.")
    assert [(c.value, c.dataset) for c in claims] == [(14.2, "GlimSet")]


def test_a_change_in_parameter_count_is_on_no_dataset():
    claims = pipeline_claims("We release GlimSet, a set of 4,000 hard questions. A small GlimNet cuts the parameter "
                             "count by 61.5%.")
    assert [(c.value, c.dataset) for c in claims] == [(61.5, None)]


@pytest.mark.parametrize("text", [
    "Across the GlimQA, ZorbQA and BlixQA benchmarks, our model lifts precision, recall and F1 (+1.5%, +3.2%, +2.7%).",
    "We test on the GlimVQA and ZorbVQA benchmarks, where the 7B and 13B variants gain accuracy (+2.2%, +3.1%).",
    "We train on the GlimWiki and ZorbWeb corpora and test zero-shot, observing gains in accuracy (+2.0%, +1.1%).",
])
def test_values_in_brackets_go_with_a_nearer_list_or_not_with_data_trained_on(text):
    assert {c.dataset for c in pipeline_claims(text)} == {None}


def test_the_measure_before_on_and_a_name_and_from_is_what_rises():
    claims = pipeline_claims("GlimRec improves NDCG@10 on FlorpRec from 0.412 to 0.455 (10.4% relative gain).")
    assert {c.metric for c in claims} == {"NDCG@10"}


def test_data_trained_on_is_not_the_one_dataset_when_the_test_data_is_named_later():
    claims = pipeline_claims("We train GlimNet on the synthetic GlimSynth dataset. It reaches 91% accuracy on real "
                             "images. More tests on the ZorbReal and BlixReal benchmarks confirm that it generalises.")
    assert [(c.value, c.dataset) for c in claims] == [(91.0, None)]


@pytest.mark.parametrize("text, value", [
    ("Training on GlimSet lifts model accuracy (e.g., 61.5% → 74.25% for ZorbLM).", 74.25),
    ("Training on GlimSet lifts model accuracy (e.g., 61.5% $\\rightarrow$ 74.25% for ZorbLM).", 74.25),
    ("On GlimSeg, QuarkNet moves the DSC: 0.711 → 0.765.", 0.765),  # a labelled score, no unit
    ("GlimNet improves accuracy (5.7% → 25.4% on QuarkSet).", 25.4),  # no "from" needed
])
def test_an_arrow_between_two_values_reads_as_from_one_to_the_other(text, value):
    assert [(c.value, c.direction) for c in pipeline_claims(text)] == [(value, "absolute")]


def test_values_in_brackets_keep_their_datasets_past_an_aside_with_commas():
    claims = pipeline_claims("On the GlimQA and ZorbQA benchmarks, our model, though smaller, lifts accuracy "
                             "(+2.1%, +3.4%).")
    assert [(c.value, c.dataset) for c in claims] == [(2.1, "GlimQA"), (3.4, "ZorbQA")]


@pytest.mark.parametrize("text", [
    "When the labelled fraction grows 1% → 10%, ZorbSSL closes the gap to full supervision.",
    "In the ablation, the dropout rate 0.1 → 0.5 has little effect on BLEU.",
    "Cutting the weights 16 → 4 bits keeps accuracy stable on ZorbSet.",
])
def test_an_arrow_between_settings_is_no_result(text):
    assert not [c for c in pipeline_claims(text) if c.direction == "absolute"]


def test_scores_listed_each_with_its_measure_keep_the_last_without_a_result_verb():
    claims = pipeline_claims("GlimAI had 81% recall, 64% specificity, and 73% NPV.")
    assert [(c.value, c.metric) for c in claims] == [(81.0, "recall"), (64.0, "specificity"), (73.0, "NPV")]


def test_a_second_margin_over_another_rival_after_and_is_a_result_too():
    claims = pipeline_claims("GlimNet lifts mAP by 6.25 over the plain baseline and 8.75 over the joint baseline.")
    assert [c.value for c in claims] == [6.25, 8.75]


def test_values_in_brackets_after_a_list_of_settings_keep_no_dataset():
    claims = pipeline_claims("On the GlimA and GlimB benchmarks, our method lifts accuracy in the zero-shot and "
                             "few-shot settings (+2.1%, +3.4%).")
    assert {c.dataset for c in claims} == {None}


def test_an_arrow_after_a_fraction_of_answers_reads_as_a_result():
    claims = pipeline_claims("The fraction of made-up answers drops 23.5% → 9.1% with ZorbCheck.")
    assert [(c.value, c.direction) for c in claims] == [(9.1, "absolute")]


def test_a_listed_item_that_is_a_clause_is_no_score():
    assert [c.value for c in pipeline_claims("In the survey, 88% recall, 63% prefer our tool, and 77% would use "
                                             "it again.")] == [88.0]


def test_a_second_margin_is_not_read_across_a_later_measure_s_margin():
    claims = pipeline_claims("GlimTag lifts F1 by 1.9 over ZorbNER and 2.5 over BlixNER and also cuts latency by 30%.")
    assert all(c.metric != "latency" for c in claims if c.value == 2.5)


@pytest.mark.parametrize("text, metric", [
    ("GlimFormer gives a 6.1% gain over QuarkFormer with comparable model size.", None),
    ("GlimCache beats QuarkCache by over 40% at an equal compression ratio.", None),
    ("GlimFormer gives a 6.1% gain in model size over QuarkFormer.", "model size"),
])
def test_a_measure_held_equal_is_no_measure_of_the_gain(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


@pytest.mark.parametrize("text, values", [
    ("GlimSeg reaches 89.9% Dice on ZorbSet, which exceeds the previous SOTA of 88.6%.", [89.9]),
    ("GlimSeg reaches 89.9% Dice on ZorbSet, surpassing the prior best result of 88.6%.", [89.9]),
    ("GlimSeg reaches 89.9% Dice, beating the state of the art of 88.6%.", [89.9]),
    ("Our approach surpasses the SOTA of 91.2% on ZorbSet.", []),
    ("GlimNet outperforms the strongest baseline of 71.2% on ZorbQA.", []),
    ("GlimNet outperforms the previous best F1 of 88.6 on ZorbQA.", []),
    ("GlimSeg surpasses the previous best by 1.3% on ZorbSet.", [1.3]),  # the margin over it is the paper's
])
def test_the_earlier_best_a_result_beats_is_not_a_result(text, values):
    assert [c.value for c in pipeline_claims(text)] == values


@pytest.mark.parametrize("text, directions", [
    ("GlimMoE raises the F1 score by 1.4 points over QuarkNet and 2.2 points over ZorbNet.", ["increase", "increase"]),
    ("GlimRec raises the NDCG score by 3.1% over ZorbRec and 2.7% over QuarkRec.", ["increase", "increase"]),
    ("GlimMoE scores 71.2% on ZorbSet and 69.4% on QuarkSet.", ["absolute", "absolute"]),
    # a score of its own after the margin stays a score
    ("GlimNet improves the macro-F1 score by 1.4 points, with accuracy of 91.3% on ZorbSet.", ["increase", "absolute"]),
    ("GlimMT raises the BLEU score by 2.1 points over ZorbMT, i.e., 36.4 BLEU on QuarkMT.", ["increase", "absolute"]),
    ("GlimNet raises the F1 score by 1.4 points to 78.4% on ZorbSet and 80.1% on QuarkSet.", ["increase", "absolute"]),
    # "score by" with no number after it is no measure of a margin: "the F1 score by GlimNet"
    ("Although recall drops slightly, the F1 score by GlimNet is 2.1 points over ZorbNet.", ["absolute"]),
])
def test_a_score_noun_before_by_names_the_measure_not_a_score(text, directions):
    assert [c.direction for c in pipeline_claims(text)] == directions


@pytest.mark.parametrize("text, metric", [
    ("GlimSeg gains 2.8% over ZorbSeg in terms of the Glim-weighted Intersection over Union on QuarkSet.",
     "Glim-weighted Intersection over Union"),
    ("GlimSeg beats ZorbSeg by 2.8% in terms of accuracy over five runs.", "accuracy"),
    ("GlimSeg beats ZorbSeg by 3.2% in terms of Intersection over Union (IoU).", "Intersection over Union"),
    ("GlimSeg beats ZorbSeg by 2.3% in terms of accuracy over union-find baselines.", "accuracy"),
])
def test_a_measure_named_with_over_in_it_is_read_whole(text, metric):
    assert [c.metric for c in pipeline_claims(text)] == [metric]


@pytest.mark.parametrize("sentence, values", [
    ("GlimNet reaches 91,2 % on QuarkSet and beats ZorbNet by 2,1 %.", [91.2, 2.1]),
    ("GlimNet scores 61,37% BLEU-4 on QuarkSet.", [61.37]),
    ("GlimNet is trained on 1,200 samples and reaches 81.5% on QuarkSet.", [81.5]),
])
def test_a_comma_written_for_a_decimal_point_before_a_percentage_is_one(sentence, values):
    from kg.extract import extract_paper
    from kg.models import Paper

    extraction = extract_paper(Paper(id="sha1:00000000000000c1", abstract=sentence))
    assert [claim.value for claim in extraction.claims] == values


def test_a_score_is_not_on_a_dataset_named_in_a_clause_of_its_own_after_it():
    text = ("We show scalability on the high-resolution QuarkSet dataset achieving reasonable reconstruction quality "
            "with a classification accuracy of 60.8% and are the first to sort zorbs on the full ImageNet-1K dataset, "
            "where GlimNet reaches 23.6%.")
    assert [(c.value, c.dataset) for c in pipeline_claims(text)][:1] == [(60.8, "QuarkSet")]


def test_a_score_on_a_place_no_rule_reads_borrows_no_other_scores_dataset():
    text = ("Most notably, we achieve 56.05 mIoU on SUN-RGBD segmentation, 88.3 RMSE on Void's depth "
            "completion, and 83.8 Top 1 accuracy on NYUv2 scene classification.")
    assert [(c.value, c.dataset) for c in pipeline_claims(text)] == [(56.05, "SUN-RGBD"), (88.3, None),
                                                                     (83.8, "NYUv2")]


@pytest.mark.parametrize("text, direction", [
    ("GlimNet reduces the cost by up to 49.8% on QuarkSet and 42.2% on ZorbSet.", "decrease"),
    ("GlimNet reduces error rates by up to 20% on Quark and 50% on Zorb compared to ZorbNet.", "decrease"),
    ("GlimNet improves accuracy by up to 4.8% on QuarkSet and 2.2% on ZorbSet.", "increase"),
])
def test_a_value_after_one_hedged_with_up_to_shares_the_change_the_verb_names(text, direction):
    assert [c.direction for c in pipeline_claims(text)] == [direction, direction]


@pytest.mark.parametrize("text, dataset", [
    ("We propose GlimNet, which reaches 85.3% top-1 accuracy and is the new state of the art on ImageNet.", "ImageNet"),
    ("GlimNet obtains 71.2% accuracy and was evaluated on QuarkSet.", "QuarkSet"),
])
def test_a_clause_after_a_score_names_its_place_when_none_is_named_before_it(text, dataset):
    assert [c.dataset for c in pipeline_claims(text)] == [dataset]


@pytest.mark.parametrize("text, value, direction", [
    ("GlimNet yields an increase in performance of $2.58\\%\\sim 9.84\\%$ on QuarkSet.", 2.58, "increase"),
    ("GlimNet yields a decrease in token consumption of $90\\%+$ on QuarkSet.", 90.0, "decrease"),
])
def test_a_range_or_a_bound_written_in_math_mode_is_one_result(text, value, direction):
    assert [(c.value, c.direction) for c in pipeline_claims(text)] == [(value, direction)]


def test_each_margin_in_brackets_after_a_name_the_method_beats_is_over_that_name():
    text = "GlimAgent leads on QuarkBench, surpassing both ZorbLLM (by 23.9%) and GPT-4 (by 15.3%)."
    assert [(c.value, c.baseline) for c in pipeline_claims(text)] == [(23.9, "ZorbLLM"), (15.3, "GPT-4")]


@pytest.mark.parametrize("text", [
    "GlimRet leads on QuarkQA, outperforming DPR by 3.1 points and BM25 by 5.6 points.",
    "On QuarkQA, GlimRet outperforms the ZorbRet baseline by 3.1 points and BM25 by about 5.6 points.",
])
def test_each_margin_right_after_a_name_the_method_beats_is_over_that_name(text):
    assert [(c.value, c.baseline) for c in pipeline_claims(text)][-1] == (5.6, "BM25")


@pytest.mark.parametrize("text, baseline", [
    ("ZorbCache keeps quality (e.g., a 2.01 times speedup for Wan2.1) on long videos.", "Wan2.1"),
    ("The method gives a 3.1% improvement for ResNet-50 on QuarkSet.", "ResNet-50"),
])
def test_a_change_named_between_a_value_and_the_model_it_is_for_leaves_that_model_the_baseline(text, baseline):
    assert [c.baseline for c in pipeline_claims(text)] == [baseline]


@pytest.mark.parametrize("text", [
    "Our approach can improve the win rate of Quill-8B-Instruct from 19.5 to 48.3 on ZorbArena.",
    "GlimTune improves Quill-8B-Instruct from 47.5% to 48.3% on ZorbSet.",
])
def test_the_model_whose_measure_a_method_moves_from_one_value_to_another_is_the_baseline(text):
    assert [(c.value, c.baseline) for c in pipeline_claims(text)] == [(48.3, "Quill-8B-Instruct")]


def test_margins_listed_after_the_names_they_beat_go_with_them_in_order():
    text = "GlimNet leads on QuarkSet with 76.6% mAP, surpassing DPR and BM25 by 8.2% and 12.9% mAP, respectively."
    assert [(c.value, c.baseline) for c in pipeline_claims(text)][1:] == [(8.2, "DPR"), (12.9, "BM25")]


@pytest.mark.parametrize("text, index, direction", [
    ("GlimNet reduces the error rate by up to 18% on QuarkSet, i.e., 4.1 points of accuracy.", 1, "increase"),
    ("GlimNet reduces the cost by up to 49.8% on QuarkSet and 42.2% on ZorbSet.", 1, "decrease"),
])
def test_only_a_value_listed_right_after_one_hedged_by_up_to_shares_its_verb(text, index, direction):
    assert pipeline_claims(text)[index].direction == direction


def test_a_score_is_not_on_a_dataset_a_clause_of_another_subject_names_after_it():
    text = "GlimNet reaches 85.3% top-1 accuracy and we release QuarkSet, a new benchmark for zorb sorting."
    assert [c.dataset for c in pipeline_claims(text)] == [None]


def test_every_value_listed_after_one_hedged_by_up_to_shares_the_verb():
    text = "GlimNet reduces the error by up to 12.5% on QuarkSet, 8.4% on ZorbSet and 6.1% on GlimBench."
    assert [c.direction for c in pipeline_claims(text)] == ["decrease"] * 3
