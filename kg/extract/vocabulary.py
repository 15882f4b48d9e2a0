"""The words the mention rules share: the head nouns that say what a phrase names (a dataset, a method, a measure,
a task, a concept) and the words a name or a task phrase never starts with.

Rule-specific word lists stay beside their rule in mentions.py; these are read by many rules, by the claim
rules and by the pipeline.
"""

from __future__ import annotations

import re

DATASET_HEADS = frozenset("""dataset datasets benchmark benchmarks corpus corpora suite testbed bench collection
challenge leaderboard database set arena environment environments registry subset subsets sub-datasets
sub-benchmarks treebank treebanks""".split())
METHOD_HEADS = frozenset("""model models framework frameworks method methods network networks architecture
architectures algorithm algorithms module modules approach approaches system pipeline agent agents mechanism
strategy loss optimizer optimiser layer layers block blocks encoder decoder transformer technique scheme
estimator detector classifier tokenizer policy objective regularizer regularization attention backbone backbones""".split())
# Words that give a name what follows them: "a benchmark termed X", "a framework named X".
NAMING_PARTICIPLES = frozenset({"called", "named", "dubbed", "termed", "coined", "entitled"})

PLURAL_CLASS_HEADS = frozenset("""models methods networks approaches architectures frameworks algorithms systems
techniques agents""".split())
METRIC_HEADS = frozenset("""score scores metric metrics distance divergence accuracy error rate ratio index
similarity precision recall curve""".split())
# Heads of defined terms that name a condition, a property or a physical or mathematical object,
# never a method: "Mild Cognitive Impairment (MCI)", "strong data processing inequality (SDPI)".
CONCEPT_HEADS = frozenset("""disease diseases disorder disorders impairment syndrome inequality inequalities
convexity smoothness continuity theorem lemma conjecture property properties particle particles point
points record records pathology tomography imaging intelligence observation vision view development theory
hypothesis x-ray processing injury injuries cancer cancers tumor tumors tumour tumours infection infections
carcinoma carcinomas glioma gliomas lesion lesions melanoma lymphoma leukemia sarcoma fibrosis pneumonia dementia
vehicle vehicles communication communications failure failures sepsis diabetes hypertension retinopathy edema
stroke arrhythmia fracture fractures epilepsy autism asthma arthritis sclerosis anemia degeneration reality
effect effects""".split())
TASK_HEADS = frozenset("""recognition detection segmentation classification estimation generation translation
summarization summarisation retrieval answering tracking prediction forecasting reconstruction synthesis
captioning parsing completion localization localisation alignment understanding super-resolution inpainting
denoising editing grounding unlearning reasoning planning navigation manipulation tagging labeling labelling
matching registration restoration deblurring dehazing clustering ranking recommendation compression
quantization pruning verification extraction identification diagnosis adaptation counting""".split())
# Words that may start a task phrase only when nothing better precedes; they never begin one alone.
TASK_STOP = frozenset("""the a an of for and or in on to with by we our is are be this that these those their its
such as from novel new existing current previous prior most many various different efficient effective robust
accurate improved better best state-of-the-art sota strong challenging difficult key important standard typical
traditional conventional general generic popular common downstream several multiple both each all any other some same
via using based large small high low fast real-world practical accurate reliable recent modern which while
whereas where when how what it they them can may also further achieve achieves improve improves enable enables
perform performs performance tasks task problem problems setting settings scenarios approach approaches
method methods model models framework study studies paper work results benchmark benchmarks dataset datasets
demonstrate show shows address addresses tackle tackles propose proposes present presents introduce
like over across after before during under between among into through toward towards within without against
beyond than upon have has had make makes made motivate motivated proposed superior top prevalent predefined
improvement improvements techniques particular overall higher lower final initial then successful subsequent
straightforward specific simplified additional provide provides optimize optimizes used poor powerful limited
stronger weaker diverse predominant learnable one two three four five six reflect reflects analyze analyzes
garnered increasing trained coherent focused advanced complex static direct interpretive textual shallow
enhanced enhance enhances facilitate facilitates support supports require requires""".split())
CLAUSE_BOUNDARIES = frozenset(""". ; which that while whereas but where when although though thereby thus hence
whose whom because since if unless""".split()) | {"we"}
METRIC_COMPOUND_HEADS = frozenset("""accuracy time cost rate rates usage consumption overhead latency throughput
error efficiency requirements speed""".split())
# Heads after which an -ing word is an activity ("decoding time"), not a verb ("improving accuracy").
METRIC_ACTIVITY_HEADS = frozenset("time cost overhead consumption usage latency throughput requirements speed".split())
# Modifiers that make a measure-shaped phrase a setting ("sparsity rates", "dropout rate") or no measure at all.
METRIC_MODIFIER_STOP = frozenset("""sparsity reduction request dropout masking pruning mask drop mixing
high higher low lower better worse good best top overall average mean total
significant substantial competitive comparable superior strong poor reduced improved increased limited
computational minimal negligible little less more much same between should first highest lowest measure
magnitude approximate expected irregular generalization expectation sampling learning whose their its
over under per at within without similar equivalent extended real baseline same good either strong relative absolute
microsecond millisecond near-zero zero perfect remarkable impressive excellent classify predict evaluate compute
calculate minimize minimise maximize maximise reduce improve increase decrease optimize optimise boost enhance
incur near-perfect near-human near-lossless near-constant near-saturation human-level on-par greater faster slower
shorter longer longest smaller larger consistent stable exceptional extraordinary considerable notable satisfactory
acceptable affordable reasonable tolerable appropriate meaningful valuable commendable dramatic massive marginal
minor moderate extensive thorough insufficient excessive exorbitant expensive prohibitive unprecedented
undiminished decisive stark strict stringent simple slow wrong bad clear fair valid optimal maximal minimum possible
guaranteed achievable demonstrated resulting given some only no extra ultra-low ensure maintain degrade employ
generate invest resolve accept corresponding respective percent original visible intermediate dual annual balance
recorded moderated having being not also even still just both than""".split())
# Last words of a phrase that names a measure: "inference time", "memory footprint", "answer accuracy".
MEASURE_HEADS = frozenset("""accuracy error errors time cost costs latency throughput overhead consumption usage
efficiency speed speedup speed-up performance quality fidelity explainability perplexity parameters likelihood
log-likelihood loss diversity realism stability robustness recall precision f1 bleu rouge auc map iou psnr ssim fid
score scores rate rates distance memory energy power runtime flops correlation footprint bandwidth storage metric
metrics coverage similarity consistency completeness coherence agreement preference satisfaction""".split())


# Words that say how a measure is averaged, written before it: "mean Dice score", "macro-F1".
AVERAGING_WORDS = ("mean", "average", "averaged", "macro", "micro", "weighted")


def singular_noun(word: str) -> str:
    """A plural noun's singular, by its ending alone: 'accuracies' -> 'accuracy', 'losses' -> 'loss', 'matches' ->
    'match', 'caches' -> 'cache', 'kappas' -> 'kappa'; 'bias', 'corpus', 'analysis' and 'series' stay."""
    if word in ("series", "species"):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "xes")) or _CONSONANT_CHES.search(word):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is", "ias")) and len(word) > 3:
        return word[:-1]
    return word


_CONSONANT_CHES = re.compile(r"[^aeiou]ches$")  # "matches", "branches"; not "caches", "niches"

# Words that, glued on after a hyphen, derive a description from a name ("T5-based", "DETR-like"): a name with one
# of them is no variant of the name.
DERIVATIONS = frozenset("""based like style driven guided specific enhanced inspired initialized initialised
pretrained trained powered derived assisted aided family type series""".split())
