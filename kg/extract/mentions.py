"""From gazetteer hits, cue phrases and name shapes to typed mentions with roles.

The rules, in order: acronym definitions pair a long form with its short form
(Schwartz-Hearst); gazetteer hits type known names; name-shaped tokens no gazetteer
knows are typed by the word after them ("X dataset") or by the cue that governs
them ("we propose X", "outperforms X", "experiments on X"); a name typed anywhere in
the abstract is typed everywhere in it. Untyped names are dropped: precision first.

Map, in call order (a new name, cue phrase or claim wording is data, not code: kg/extract/data/*/README.md):
  MentionFinder.__call__(doc, title, view, cue_matches): one abstract, in the stages its comments number; each
    skips the tokens an earlier one `covered`, so an earlier stage's name wins.
    cues        filtered first (PROPOSE_AFTER kept only where it proposes: `proposed_after`)
    1           acronym definitions, typed by the head noun after them (head_label); then measures at a
                cutoff, the title's name after a proposal
    1b-1d       dataset phrases, enumerated and counted parts of the proposal, names the paper gives
    2           gazetteer hits, longest first; _gazetteer_hit_ok decides an ambiguous or standalone one
    2b          measure phrases: _metric_compounds, _in_terms_of, listed measures, statistics, budgets
    3-3d        name-shaped words no gazetteer knows, title-case phrases, a coined word after a proposal or
                before an apposition ("Timer, a dialogue agent")
    4           task phrases
    _type_and_role   types what is still untyped (head noun, apposition, governing cue: _governing_cue)
                and gives each METHOD and DATASET its role (_role, then the overrides after its call); ends
                with the alias passes, _prior_work_beaten and _propagate (a type agreed across the abstract;
                what nothing typed is dropped)
    post-passes  _challenge_names, _with_bracketed_long_forms; names widened (_with_edition, _with_version,
                _with_capitalised_modifier, ...); the _without_* filters, _named_variants; _salient_tasks and
                the title's name in the abstract
  MentionFinder.title_only_names: names written only in the title (called by components.MentionComponent).
  Then pipeline._extraction_from_doc: each name's strongest role in the abstract (strongest_roles), the claims
  (claims.py), and the passes that use them (a claim's baseline becomes `compared`).
Where a rule goes: a new way to find a name, in the stage that finds its kind; a wrong name, a `continue` in
that stage or a _without_* filter; a type or a role, _type_and_role and _role; a name cut short or too long,
the _with_* passes.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from functools import lru_cache
from operator import attrgetter
from typing import Callable, Container, Iterable, NamedTuple, Optional, Sequence

from spacy.tokens import Doc

from kg.extract.acronyms import (COINED_MARK, NAME_CONNECTORS, capitals_of, find_acronym_pairs, initials_spell,
                                  schwartz_hearst, short_form_shaped, spelled_out_after)
from kg.extract.lexicon import known_data_names, known_lower_names, known_measures, known_model_names, known_names, \
    known_task_letters, known_technique_keys, measures_named_by_models
from kg.extract.tokens import Cue, Found, TokenView, capitalised_word, indices_of, is_title_word, positions, replace
from kg.extract.vocabulary import (CLAUSE_BOUNDARIES, CONCEPT_HEADS, DATASET_HEADS, DERIVATIONS, MEASURE_HEADS,
                                   METHOD_HEADS, METRIC_ACTIVITY_HEADS, METRIC_COMPOUND_HEADS, METRIC_HEADS,
                                   METRIC_MODIFIER_STOP, NAMING_PARTICIPLES, PLURAL_CLASS_HEADS, TASK_HEADS, TASK_STOP,
                                   singular_noun)
from kg.models import ROLE_STRENGTH, stronger_role

# What experiments verify of a method, not a claim or a system a proof checks ("we verify the protocol on GlimChain").
_VERIFIED_QUALITY = (r"(?:effectiveness|efficiency|performance|superiority|generali[sz]ation|scalability|robustness|"
                     r"transferability|efficacy|feasibility|accuracy)\b")
EXPERIMENT_WORDS = re.compile(r"\b(experiment|evaluat|benchmark|dataset|corpus|results?\b|achiev|outperform|surpass|"
                              r"state-of-the-art|sota|accuracy|tested|test set|validat|"
                              rf"verif(?:y|ies|ied|ying)\s+(?:(?:the|its|our|their)\s+)?(?:[\w\-]+\s+)?{_VERIFIED_QUALITY})",
                              re.I)
_RESULT_NUMBER = re.compile(r"\d(?:\s?\\?%|×|x\b)")  # a result stated in percent or times (not "3 x 3")
# Words in -ing that name a task, not an act, before a measure: "reasoning accuracy", "ranking accuracy".
_ING_NOUNS = frozenset("""reasoning ranking matching tracking grounding parsing tagging counting planning editing
reading labeling labelling forecasting captioning rendering""".split())
_TIME_COMPOUNDS = frozenset("series step steps frame frames scale scales point points window windows domain".split())
_RESOURCES = frozenset("memory storage compute computing bandwidth data hardware resource energy power training gpu".split())
# What else a usage is measured of: "token usage", "tool usage", "cpu usage".
_USED_THINGS = frozenset("token tokens tool cpu gpu vram disk network api parameter".split())
# Verbs that change a measure: "without increasing latency" names latency, not "increasing latency".
_CHANGE_VERBS = frozenset("""increasing decreasing reducing improving lowering raising boosting maintaining preserving
minimizing minimising maximizing maximising sacrificing compromising incurring measured reported achieved observed
trained enhancing growing accelerating speeding cutting saving increased decreased reduced improved lowered raised
boosted enhanced degraded report measure""".split())
# Verbs that act on what follows them, not a kind of the measure after them: "in balancing visual quality and
# accuracy", "strategies in limiting time to important actions".
_ACTS_ON_AN_OBJECT = _CHANGE_VERBS | {"balancing", "limiting", "trading", "capturing", "achieving", "optimizing",
                                      "optimising", "retaining", "keeping", "ensuring", "attaining", "reaching",
                                      "exceeding", "surpassing", "halving", "doubling"}
# Of those, words that also name an activity as a noun: "cuts reaching time", "the doubling time".
_ALSO_NOUNS = frozenset({"reaching", "doubling", "halving"})
_HYPHENATED_MODIFIER = re.compile(r"^[a-z]+(?:-[a-z]+)+$")  # "test-set accuracy", "out-of-distribution accuracy"
# A number stated as such (not the digit of a name: "3D", "GPT-4o", "ResNet-50"), or words that report results.
METRIC_CONTEXT = re.compile(r"(?<![\w.\-])\d(?!\d*[Dd]\b)|\b(achiev|outperform|surpass|evaluat|measur|report|experiment|results?\b|"
                            r"(?:improvements?|gains?) in\b|"
                            r"state-of-the-art|speed-?up|while (?:maintaining|preserving|retaining)|"
                            r"without (?:sacrific|compromis|loss|degrad))", re.I)
_OWN_WORK = re.compile(r"\b(?:we|our|(?:the|this) (?:proposed )?(?:method|approach|framework|model|technique|paper|work))\b",
                       re.I)
_WHILE_CHANGING = re.compile(r"\bwhile (?:reducing|lowering|cutting|improving)\b", re.I)


def _reports_measures(sentence: str) -> bool:
    """Whether a sentence reports or weighs results, so that a common word in it ("accuracy", "latency") names a
    measure: a number, a word of evaluation, or a trade-off a result makes ("GlimRAG answers better while reducing
    latency"; not one set off by commas as a concession, "existing proxies, while reducing search overhead, perform
    poorly")."""
    if METRIC_CONTEXT.search(sentence):
        return True
    for match in _WHILE_CHANGING.finditer(sentence):
        if not (sentence[:match.start()].rstrip().endswith(",") and "," in sentence[match.end():]):
            return True
    return False


def _own_work_weighed_in_terms_of(view: TokenView, index: int) -> bool:
    """'We find glimming favourable in terms of accuracy', 'our model is lighter in terms of memory': the word at
    `index` follows "in terms of", and "we" or "our" comes before it in the sentence (not "To the best of our
    knowledge, X is the largest in terms of ...", nor "this approach is costly in terms of memory", someone else's,
    nor a survey's axes, "we categorize methods in terms of ..."; nor "the proposed X is lighter in terms of ...",
    which the held-out annotations do not count)."""
    start = view.sentence_start(index)
    terms = next((at for at in range(index - 1, max(start, index - 20) - 1, -1)
                  if view.lowers[at] == "terms" and view.lower(at - 1) == "in" and view.lower(at + 1) == "of"), None)
    if terms is None:
        return False
    before = view.lowers[start:terms - 1]
    if any(word.startswith(_SORTING_STEMS) for word in before):
        return False
    return any(word == "we" or (word == "our" and view.lower(start + at + 1) != "knowledge")
               for at, word in enumerate(before))


def _measures_reported_at(view: TokenView, sentence: str, index: int) -> bool:
    """Whether a common word at `index` of `sentence` names a measure: the sentence reports results, or the word is
    weighed "in terms of" for the paper's own work."""
    return _reports_measures(sentence) or _own_work_weighed_in_terms_of(view, index)


# Verbs a survey sorts work by: "we categorize methods in terms of ...", "we review ... in terms of ...".
_SORTING_STEMS = ("categor", "classif", "organi", "review", "survey", "describ", "discuss", "summar", "taxonom",
                  "characteri")


_COST_CHANGE = re.compile(r"\b(?:reduc|lower|cut|sav|decreas|increas|minimi[sz]|improv|accelerat)\w*", re.I)
GAZETTEER_KEY = "kg:gazetteer"  # doc.user_data key of kg_gazetteer's hits
GAZETTEER_OTHERS_KEY = "kg:gazetteer-others"  # the other kinds a hit's name is known as, in rank order

# (a size tag may close it, as model hubs write one: "Zorb3:8b", "Quark2.5:32B")
_ACRONYM_SHAPE = re.compile(r"^[A-Za-z][A-Za-z0-9\-+&./]*(?::\d+(?:\.\d+)?[BbMm])?$")
# A name with underscores: "GLIM_MINI", "QuarkSet_2021" (two capitals before the first, two characters or more after
# each: not a subscript such as "CO_2", "F_1", nor words joined such as "Multi_Scale", "based_GLIMs").
_UNDERSCORED_NAME = re.compile(r"^[A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*(?:_[A-Za-z0-9\-]{2,})+$")
_DIGIT_FIRST_NAME = re.compile(r"^\d[A-Z][A-Za-z0-9\-+]*[a-z][A-Za-z0-9\-+]*$")
_HAS_UPPER_INSIDE = re.compile(r"^.+[A-Z]")
_HAS_DIGIT = re.compile(r"\d")
_PLURAL_ACRONYM = re.compile(r"^[A-Z][A-Z0-9\-]*[A-Z0-9]s$")
_DERIVED_ADJECTIVE = re.compile(r"(?i:-(like|based|specific|trained|enhanced|driven|aware|guided|style|level|free|only|"
                                r"agnostic|wise|tuned|generated|centric|oriented|compatible|inspired|related)|"
                                r"-[a-z]{4,}ed)$|-[a-z]{3,}ed$|-(?:optimal|consistent|efficient|invariant|"
                                r"equivariant|robust|stable|preserving|sensitive|dependent|independent|"
                                r"friendly|native|faithful)$")  # ("Multi-Headed", "-aimed"; not "InF-Embed";
# "Glim-optimal" in small letters only: "Zorb-Optimal" is a name)
# Derivations that name what they are built on ("LoRA-based", "DETR-like"), split off the name by kg_sentences;
# "BERT-style" names a manner, not the model.
_DERIVED_FROM_NAME = frozenset({"-based", "-like", "-driven", "-guided", "-enhanced", "-inspired",
                                "-initialized", "-initialised", "-pretrained", "-trained", "-powered", "-derived",
                                "-assisted", "-aided"})
def _measure_as_a_tool(view: TokenView, end: int) -> bool:
    """'a binary 0/1 accuracy reward', 'IoU-guided efficient random optimization': a tool built on a measure
    (ending at `end`), not a result reported in it ('ROUGE-based metrics' and 'ROUGE-based evaluation' are); and
    'in 16-bit precision', the precision of arithmetic."""
    return view.lower(end) in _OBJECTIVE_NOUNS or (
        view.lower(end - 1) == "precision" and bool(_NUMBER_FORMAT.match(view.lower(end - 2)))) or (
        view.lower(end) in _DERIVED_FROM_NAME and end < view.n and view.starts[end] == view.ends[end - 1]
        and not _TOOL_NOUNS.isdisjoint(view.lowers[end + 1:min(end + 4, _clause_end(view, end + 1))]))


# A design said to follow a named one: "a ReAct-style loop", "a DETR-like decoder", "a Mamba-inspired block".
_LIKENESS_SUFFIXES = frozenset({"-style", "-like", "-inspired"})
# Nouns a measure's name does not modify: before them the letters name a task or a kind ("ASR data", "an ASR model",
# "HD maps").
_THINGS_A_MEASURE_DOES_NOT_NAME = frozenset({"scaling", "data", "model", "models", "system", "systems", "dataset",
                                             "datasets", "corpus", "corpora", "pipeline", "pipelines", "map", "maps",
                                             "glasses", "headset", "headsets", "device", "devices", "technology",
                                             "technologies", "application", "applications"})  # (not "25 FPS video")
# What a measure may be turned into for training rather than reported: "an accuracy reward", "an IoU penalty".
_OBJECTIVE_NOUNS = frozenset({"reward", "rewards", "penalty", "penalties", "regularizer", "regulariser", "objective",
                              "objectives"})
# Nouns a measure's word modifies without being measured: "a cost function", "cost volumes", "error correction".
_NOUNS_A_MEASURE_WORD_MODIFIES = frozenset({"function", "functions", "volume", "volumes", "correction", "corrections"})
# A number format names the precision of arithmetic, not a measure: "in 16-bit precision", "bfloat16 precision".
_NUMBER_FORMAT = re.compile(r"^(?:\d+(?:\.\d+)?-?bits?|b?f(?:p|loat)\d+|bf16|int\d+|half|mixed|full|single|double|"
                            r"arbitrary|numerical|floating-point)$")
# What a measure-based tool does, after "IoU-based", "FID-guided": it removes, selects or rewards, not evaluates.
_TOOL_NOUNS = _OBJECTIVE_NOUNS | {"loss", "losses", "removal", "filtering", "filter", "selection", "sampling",
                                  "matching", "assignment", "pruning", "weighting", "regularization", "optimization",
                                  "training", "guidance", "thresholding", "denoiser", "denoising"}
_YEARISH = re.compile(r"^(19|20)\d\d[a-z]?$")
_FORMULA = re.compile(r"\$?[A-Za-z](?:[+*/=^][A-Za-z0-9]|-[A-Za-z])+\$?")
_SHORT_YEAR = re.compile(r"^[12]\d$")  # "AIME 24": an edition by its year's last two digits
# Nouns an architecture's name modifies as a kind of thing built of it: "transformer models", "Transformer layers".
_BUILT_OF_AN_ARCHITECTURE = frozenset({"models", "layers", "layer", "blocks", "lms", "llms", "language", "hook",
                                       "features", "structures", "variants", "foundation", "families"})
# Words after which an architecture name stands alone: prepositions, quantifiers, plain adjectives.
_STANDALONE_LEAD = frozenset({"of", "for", "to", "on", "in", "with", "within", "into", "across", "over", "from", "by",
                              "under", "via", "than", "like", "each", "every", "vanilla", "standard", "plain", "original",
                              "(", ",", ";", ":"})
_NAMING_VERBS = NAMING_PARTICIPLES | {"call", "term", "name", "dub", "coin"}
_NAMING_PHRASES = frozenset({"referred to as", "denoted as", "abbreviated as"})  # "a detector, referred to as MoME"


def _is_naming_cue(text: str) -> bool:
    lowered = text.lower()
    return lowered.split()[-1] in _NAMING_VERBS or lowered in _NAMING_PHRASES or (
        lowered.endswith(" as") and " refer to " in lowered)  # "we refer to the resulting method as X"


def _naming_participle_before(view: TokenView, start: int) -> Optional[int]:
    """Where the naming verb before a name is: 'termed X' -> the index of 'termed'; 'referred to as X' -> 'referred';
    'named "X"' -> 'named'."""
    if view.word(start - 1) in _QUOTE_MARKS and view.lower(start - 2) in NAMING_PARTICIPLES:
        return start - 2
    if view.lower(start - 1) in NAMING_PARTICIPLES:
        return start - 1
    if view.lower(start - 1) == "as" and view.lower(start - 2) in ("denoted", "abbreviated"):
        return start - 2
    if view.lower(start - 1) == "as" and view.lower(start - 2) == "to" and view.lower(start - 3) == "referred":
        return start - 3
    if view.lower(start - 1) in _WE_NAMING_VERBS and view.lower(start - 2) == "we" \
            and view.lower(start - 3) in ("that", "which"):
        return start - 3  # "a dataset that we name X", "a benchmark, which we call X": the clause does the naming
    if view.lowers[max(0, start - 5):start] in (["that", "we", "refer", "to", "as"], ["which", "we", "refer", "to", "as"]):
        return start - 5  # "a corpus that we refer to as X"
    return None


_WE_NAMING_VERBS = frozenset({"name", "call", "term", "dub"})
# Nouns that, once proposed, are followed by the name in apposition: "a new training paradigm, X".
_APPOSITION_HEADS = frozenset({"paradigm", "solution", "variant", "criterion", "objective", "representation",
                               "formulation", "procedure", "recipe", "protocol", "family", "encoding", "embedding",
                               "operator", "kernel"}) | METHOD_HEADS
_INNER_CAPITAL = re.compile(r"^[a-z]{1,4}[A-Z][A-Za-z0-9]+$")  # ssToken, eBPF, iTransformer
# Lower-case names with a digit, given in apposition: "we propose s3, a lightweight framework", "zip2zip, a ..."
# (not a version after a name: "BitNet v2, a novel framework")
_LOWER_CODE_NAME = re.compile(r"^[a-z]+\d[a-z\d]*$")
# Words that introduce a list of the parts of a proposal (not of problems or findings).
_PART_WORDS = frozenset("""components component modules module stages steps innovations contributions techniques parts
units strategies mechanisms designs phases blocks elements ingredients improvements branches losses objectives approaches
pillars subsystems procedures operations schemes submodules tools modes""".split())
_GOAL_VERBS = frozenset({"satisfy", "satisfies", "meet", "meets", "fulfil", "fulfill", "fulfils", "fulfills"})
_PART_SUFFIXES = ("-phase", "-stage", "-step")  # "a three-phase structure:", "a two-stage pipeline:"
# A count a proposal gives its parts ("two key enhancements:"), and the nouns for parts it may count.
_COUNTS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
_COUNTED_PART_WORDS = (_PART_WORDS - {"contributions"}) | {"enhancements", "extensions", "functions", "modifications"}
_COUNT_WORDS = frozenset(_COUNTS)
_PLACE_PREPOSITIONS = frozenset({"across", "on", "in", "over", "among", "from", "by", "at", "under"})
_LIST_APPOSITION_LEADS = _COUNT_WORDS | {"the", "novel", "new"}  # (a plural head must follow: "X and Y, the first
# datasets of ...", "X and Y, novel reference-free metrics")
_PROPOSING = frozenset({"introducing", "proposing", "developing", "designing", "devising"})
_DIMENSION = re.compile(r"^[1-4]D$")  # "Omni-Scale 2D State Evolution"
_DIMENSION_IN_TEXT = re.compile(r"(?<![\w-])[1-4]D(?!\w)")  # "3D vision-language": small letters, whatever its "D"
# Words that end a task phrase read leftwards: a leading hyphen ("-specific pruning"), adverbs ("effectively
# matching"), a digit, or how a method is built ("a two-stage image-to-video generation framework", "dual-branch image
# dehazing"; "one-step image generation" and "multi-step reasoning" are tasks).
_NOT_A_TASK_WORD = re.compile(
    r"^-|ly$|^[^a-z]|^(?:one|two|three|four|five|single|dual|multi)-(?:stage|phase|stream|branch|tower)s?$")
_TASK_VERBS = frozenset("""enhance support improve enable boost facilitate advance own no not still extra precise simple
deceive deceives fool fools mislead misleads evade evades bypass bypasses compromise compromises
however lack require perform enhances supports improves enables boosts facilitates advances lacks requires performs
optimizes optimises achieves integrate integrates generate generates guide guides evaluate evaluates assess assesses
leverage leverages ensure ensures combine combines demonstrated develop develops refine refines incorporate incorporates
exhibit exhibits employ employs introduces investigate investigates identify identifies use uses conduct conducts
handle handles unify unifies reduce reduces learn learns balance balances demand demands thereby yet often although at
more deeper first next suboptimal inaccurate insufficient inefficient inadequate incomplete remarkable impressive
comparable significant genuine competitive sophisticated extensive innovative increased faster comprehensive
detailed solve solves tackle tackles address addresses optimal""".split())
_ENUMERATOR = re.compile(r"^(\d|i{1,3}|iv|v|vi{1,3}|[a-e])$", re.I)


# A title's first word before a colon, "for" or a dash: the name the paper may go by.
_TITLE_LEAD = re.compile(r"^\s*([A-Za-z][\w\-+.]*?)\s*(?::|\bfor\b|\s-\s|—|–)")
# The same before a colon or a spaced dash only: the title then names what the paper presents.
# (a colon the subtitle's capital follows at once ends the name too: "LR-IAD:Mask-Free Industrial ...")
_TITLE_NAME = re.compile(r"^\s*([A-Za-z][\w\-+.]*?)\s*(?::\s|:(?=[A-Z][a-z]|A\s)|\s[-\u2013\u2014]\s|\u2014)")
_TITLE_DATASET_WORDS = frozenset({"benchmark", "benchmarks", "dataset", "datasets", "corpus", "corpora", "testbed",
                                  "leaderboard", "arena", "treebank", "resource"})
_TITLE_METRIC_WORDS = frozenset({"metric", "metrics", "measure"})
# A lower-case word shaped like a verb after a title's plain name, the name its subject: "Whale leverages",
# "Whale achieved" (not "Werewolf game", "Kinetics Scaling Law").
_VERB_SHAPE = re.compile(r"^[a-z]{2,}(?:es|ed|s)$")


_SLASHED_WORD = re.compile(r"\S+/\S*")  # links, with or without a scheme ("hf.co/datasets/x"), and "a/b"
_HOST = re.compile(r"^(?:www\.)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.(?:com|org|net|io|ai|co|edu|gov|dev|app)$")


def _written(name: str, flags: int = re.I) -> re.Pattern:
    """The name as a word of its own: not inside a longer name ('QuillNet-Bench')."""
    return re.compile(rf"(?<![\w\-]){re.escape(name)}(?![\w\-]|\.\w)", flags)


def _writes(abstract: str, name: str) -> bool:
    """The abstract writes the name as a word of its own, outside code links ('github.com/x/QuillNet')."""
    if name.lower() not in abstract.lower():
        return False  # the common case, found without a pattern
    return _written(name).search(_SLASHED_WORD.sub(" ", abstract)) is not None


_SUBTITLE_BREAKS = frozenset({"for", "on", "in", "with", "of", "via", "from", "to", "by", "through", "using", "and",
                              "towards", "toward", "under", "without", "beyond", "across", "at"})


def _subtitle_head(subtitle: str) -> list[str]:
    """The words of a subtitle's head phrase, whole: 'A Benchmark for ...' -> ['a', 'benchmark'];
    'Robust Segmentation on Noisy Medical Datasets' -> ['robust', 'segmentation']."""
    words = []
    for word in subtitle.lower().split():
        word = word.strip(".,;:!?()[]\"'")
        if word in _SUBTITLE_BREAKS:
            break
        words.append(word)
    return words


def _coined_title_name(title: Optional[str]) -> Optional[re.Match]:
    """The match of a title's coined name before its colon or dash ("QuillNet: ..."), or None."""
    match = _TITLE_NAME.match(title or "")
    return match if match and _coined_shape(match.group(1)) else None


def _word_title_name(title: Optional[str], abstract: str) -> Optional[re.Match]:
    """A title's single capitalised word before its colon ("Sparfels: Fast Reconstruction ...", "Hydra: ..."): a
    name the paper gives what it presents. Not a word the abstract writes as a plain word ("Memory: ...", where
    the abstract speaks of memory), a word or subtitle that says what kind of paper this is ("Position: ...",
    "Alignment: A Survey of ..."), a common plural ("Conversations: ...") or a participle ("Rethinking: ...")."""
    match = _TITLE_NAME.match(title or "")
    if match is None:
        return None
    word = match.group(1)
    lowered = word.lower()
    plain = len(word) >= 4 and capitalised_word(word)
    plural = lowered.endswith(("ions", "ments", "ies", "ages"))  # (a coined "Sparfels" ends in an s too)
    participle = lowered.endswith("ing") and len(lowered) > 5
    kind_of_paper = lowered in _NOT_TITLE_NAMES or not _PAPER_KINDS.isdisjoint(_subtitle_head(title[match.end():]))
    prose = _SLASHED_WORD.sub(" ", abstract)  # (a link may hold the name: ".../datasets/anveshana")
    if not plain or plural or participle or kind_of_paper or re.search(rf"\b{re.escape(lowered)}\b", prose):
        return None
    return match


# What kind of paper a subtitle may say it is ("Alignment: A Survey of ..."), and, with other words that may open a
# title, what a title's first word may say instead of naming what the paper presents ("Position: ...").
_PAPER_KINDS = frozenset({"survey", "review", "tutorial", "perspective", "retrospective", "commentary", "editorial",
                          "overview", "primer", "position", "manifesto", "roadmap", "erratum", "corrigendum", "study",
                          "analysis", "investigation", "lessons", "comparison"})
_NOT_TITLE_NAMES = _PAPER_KINDS | {
    "poster", "demo", "demonstration", "keynote", "abstract", "preprint", "vision", "opinion", "report", "introduction",
    "rebuttal", "reproducibility", "replication", "note", "letter", "challenge", "workshop", "panel", "essay", "beyond",
    "towards", "toward", "revisited"}


def _subtitle_kind(subtitle: str) -> str:
    """The word of a subtitle's head phrase that says what the paper presents: its last ('A Sensor Dataset and
    Framework' is data, 'Mitigating Dataset Biases' is not), or the one before a word for a collection ('A
    Benchmark Suite', 'Benchmark Environments')."""
    head = _subtitle_head(subtitle)
    while len(head) > 1 and head[-1] in _COLLECTION_WORDS:
        head = head[:-1]
    return head[-1] if head else ""


_COLLECTION_WORDS = frozenset({"suite", "suites", "collection", "collections", "environment", "environments"})


# A subtitle that asks a question ("GlimDoc: Do LVLMs Read?"): where the abstract proposes no method ("we propose
# an all-MLP model"), the paper is a study, and the name before it is no method it presents.
_PROPOSES_IN_ABSTRACT = re.compile(r"\b(?:we|this\s+(?:paper|work|study))\s+(?:\w+ly\s+)?(?:propose|present|introduce|"
                                   r"develop|design)\w*\s+(?:(?!(?:benchmark|dataset|corpus|suite|collection)s?\b)"
                                   r"[\w\-]+\s+){0,6}?(?:method|model|framework|architecture|approach|algorithm|"
                                   r"network|technique|system|pipeline)s?\b", re.I)
_QUESTION_SUBTITLE = re.compile(r"\s*[:\-\u2013\u2014]?\s*(?:Do|Does|Did|Are|Is|Was|Were|Can|Could|How|What|Why|When|"
                                r"Should|Will|Would|Which|Where|Who|Has|Have)\b")


def _presented_kind(title: str, match: re.Match) -> tuple[str, Optional[str]]:
    """What a title's name (`match`, from _coined_title_name or _word_title_name) is, by the words after it or its
    own shape: a dataset ('BSBench: will your LLM ...'), a measure, else a method."""
    head = _subtitle_kind(title[match.end():])
    if head in _TITLE_DATASET_WORDS or _BENCH_NAME.search(match.group(1)):
        return "DATASET", "introduced"
    if head in _TITLE_METRIC_WORDS:
        return "METRIC", None
    return "METHOD", "proposed"


_TECHNICAL_REPORT = re.compile(r"^\s*(.+?):?\s+Technical Report\s*$", re.I)


def _without_article(words: list[str]) -> list[str]:
    """'The AI Scientist-v2: ...' names 'AI Scientist-v2'."""
    return words[1:] if words and words[0] in ("The", "A", "An") else words


def _named_in_title(word: str) -> bool:
    """A word of a name in a title: capitalised ('Registers') or coined ('LG-Track', 'b1.58')."""
    return is_title_word(word) or _coined_shape(word)


def _title_head_whole(view: TokenView, title: str, found: list[Found]) -> list[Found]:
    """The title's head before its colon, written as such in the abstract, is one name: the mentions rules found
    inside it are its parts ("Deep QX-Trace: A Refined ..." and "introduces Deep QX-Trace, a novel ...";
    "GQ Studio: ..." and "we introduce GQ Studio, a ... framework"), not names of their own. The model a technical
    report is about ("ZorbNet z2.4 3B6T Technical Report", "Qwen3 Technical Report") is the paper's own, known
    name or not, wherever the abstract writes it, and so is a mention that holds it ("Qwen3-8B")."""
    report = _TECHNICAL_REPORT.match(title)
    written = report.group(1) if report else title.split(":", 1)[0] if ":" in title else ""
    head = _without_article(written.split())
    named = [_named_in_title(word) for word in head]
    if not (1 if report else 2) <= len(head) <= 4 or not (any(named) if report else all(named)):
        return found
    width = len(head)
    out = list(found)
    for start in positions(head[0], view.words):
        end = start + width
        if view.words[start:end] != head:
            continue
        holding = [item for item in out if item.start <= start and end <= item.end and item.label == "METHOD"]
        if report and holding:
            out = [replace(item, role="proposed") if item in holding else item for item in out]
            continue
        parts = [item for item in out if start <= item.start and item.end <= end and (item.start, item.end) != (start, end)
                 and item.label in ("METHOD", "DATASET")]
        if not report and (not parts or all(item.key is not None for item in parts)):
            continue
        role = "proposed" if report else None
        for item in parts:
            role = stronger_role(role, item.role)
        first = parts[0] if parts else Found(start, end, "METHOD", None, "title:technical-report", 0.6)
        whole = replace(first, start=start, end=end, role=role, key=None, long_form=None,
                        label="METHOD" if report else first.label, rule=first.rule + "+title-head",
                        text=view.span_text(start, end))
        position = out.index(first) if parts else next((at for at, item in enumerate(out) if item.start > start), len(out))
        out = [item for item in out[:position] if item not in parts] + [whole] + [
            item for item in out[position:] if item not in parts]
    return out


def _named_variants(view: TokenView, found: list[Found], not_entities: frozenset[str]) -> list[Found]:
    """'MoA supports two variants: (i) Soft MoA achieves ...; (ii) Sparse MoA activates ...': a capitalised word
    within a sentence right before the paper's own one-word name makes a variant of its own, also the paper's."""
    own = {item.text for item in found if item.label == "METHOD" and item.role == "proposed" and item.text
           and item.end - item.start == 1}
    if not own:
        return found
    taken = {index for item in found for index in range(item.start, item.end)}
    first = {}  # each own name's first mention: the name itself, which stays
    for item in found:
        if item.text in own and item.end - item.start == 1:
            first.setdefault(item.text, item.start)
    out = []
    for item in found:
        before = item.start - 1
        if item.label == "METHOD" and item.end - item.start == 1 and item.text in own and before >= 0 \
                and item.start != first[item.text] and before not in taken and is_title_word(view.words[before]) \
                and not view.is_sent_start(before) and view.lowers[before] not in TASK_STOP \
                and view.words[before] not in not_entities and not _DERIVED_ADJECTIVE.search(view.words[before]) \
                and not view.word(before - 1)[:1].isupper():
            item = replace(item, start=before, key=None, role="proposed", rule=item.rule + "+variant",
                           text=view.span_text(before, item.end))
        out.append(item)
    return out


# Method heads naming one system: a title "XYZ: ... Decoder" presents the paper's own ("... Networks" a kind studied).
_SINGULAR_METHOD_HEADS = frozenset(head for head in METHOD_HEADS if not head.endswith("s") or head.endswith("ss"))


def _kind_of_the_name_after(view: TokenView, long_start: int, short_index: int) -> bool:
    """Whether a defined short form is followed by a naming verb and a capitalised name ("a quark reward model (QRM)
    called GlimJudge"): the definition says what kind of thing the name is."""
    if view.word(short_index + 1) != ")":
        return False
    at = short_index + 2
    at += view.word(at) == ","
    name = at + 1 + (view.word(at + 1) in _QUOTE_MARKS)  # 'called "GlimJudge"'
    if view.lower(at) not in NAMING_PARTICIPLES or not view.word(name)[:1].isupper() or view.lower(name) in TASK_STOP \
            or view.word(name).startswith(view.word(short_index)):
        return False  # (not "a Glim Network (GN) called GN-Large": a variant of the name the letters give)
    # the definition brings in what is named ("a ...", "the first ..."), not an object the naming may reach past:
    # "a baseline built upon the Glim Transformer (GT), named Quarker"
    lead = view.lowers[max(0, long_start - 3):long_start]
    return bool(lead) and (lead[-1] in ("a", "an") or lead[-2:] == ["the", "first"]
                           or (lead[-1] in ("novel", "new") and lead[-2:-1] in (["a"], ["an"])))


def _apposed_long_forms(view: TokenView, found: list[Found]) -> list[Found]:
    """'GRAFT, a Graph Retrieval Augmented Fine-Tuning method', 'a Graph Retrieval Augmented Fine-Tuning method
    called GRAFT': the capitalised words an apposition or a naming gives, when they spell the name, are its long
    form, not a second method."""
    names = {item.end: item for item in found if item.label == "METHOD" and item.end - item.start == 1}
    named = {item.start: item for item in names.values()}
    spelled: dict[int, Found] = {}  # the name's start -> the phrase that spells it
    for item in found:
        if item.end - item.start < 2 or not view.words[item.start][:1].isupper():
            continue
        lead = item.start - 2 if view.lowers[item.start - 2:item.start] == ["the", "first"] else item.start - 1
        name = names.get(lead - 1) if view.word(lead - 1) == "," \
            and view.lower(lead) in ("a", "an", "the") else None  # "GRAFT, a ...", "GRAFT, the first ..."
        naming = item.end
        headed = view.lower(naming) in METHOD_HEADS
        if headed:
            naming += 1  # "... Optimization method called GTOPO"
        if view.word(naming) == ",":
            naming += 1  # "... Tracking framework, named GlimFET"
        if name is None and (view.lower(naming) in NAMING_PARTICIPLES or view.lower(naming) == "namely"):
            name = named.get(naming + 1)  # ("Glim Human Reconstruction with Side Views, namely GHRIS, ...")
        elif name is None and headed and naming == item.end + 2 and view.word(naming + 1) in (",", "(", "."):
            name = named.get(naming)  # "a Layered Quark Glim Compression framework, LQGC, ..."
        if name is None or (view.word(item.end)[:1].isupper() and view.lower(item.end) not in METHOD_HEADS):
            continue  # (not a phrase cut short of its last words: "the Quark Unified Layer Tokens for Glim Face ...")
        letters = "".join(ch for ch in view.words[name.start] if ch.isalpha())  # "PD3": P and D spell it
        if sum(ch.isupper() for ch in letters) >= 2 and schwartz_hearst(letters, view.words[item.start:item.end]) == 0:
            spelled[name.start] = item
    if not spelled:
        return found
    phrases = {id(item) for item in spelled.values()}
    return [replace(item, long_form=spelled[item.start].text or view.span_text(spelled[item.start].start,
                                                                               spelled[item.start].end))
            if item.start in spelled and item.long_form is None and item.end - item.start == 1 else item
            for item in found if id(item) not in phrases]


# What sets a second name beside a first as the same thing: "GlimNet (a.k.a. QNet)", "GlimNet, also known as QNet".
_ALIAS_MARKS = (("(", "a.k.a."), (",", "a.k.a."), ("a.k.a.",), ("(", "aka"), (",", "aka"), ("(", "also", "known", "as"),
                (",", "also", "known", "as"), ("also", "known", "as"))
_ALIAS_MARK_ENDS = frozenset(marks[-1] for marks in _ALIAS_MARKS)  # the word right before a given alias


_DISCOURSE_WORDS = frozenset("""overall however moreover specifically additionally furthermore notably finally here then
thus also therefore hence instead again too alone only first second third last consequently similarly meanwhile
nevertheless nonetheless interestingly importantly subsequently conversely accordingly likewise besides otherwise
indeed still yet""".split())


def _with_apposed_title_word(view: TokenView, found: list[Found]) -> list[Found]:
    """'We introduce GlimSafe Attribution, a ... framework', 'QM Health, a ... dataset': a capitalised word between a
    name and the apposition that says what it is belongs to the name, which is what the apposition says."""
    starts = {item.start: item for item in found}
    merged: dict[int, Found] = {}
    dropped: set[int] = set()
    for item in found:
        end = item.end
        if item.label not in ("METHOD", "DATASET") or not item.rule.startswith("shape") or item.long_form \
                or not _PLAIN_TITLE_WORD.fullmatch(view.word(end)) or view.word(end) in known_names() \
                or view.word(end + 1) != "," or view.lower(end + 2) not in ("a", "an") \
                or view.lower(end) in TASK_STOP or view.lower(end) in _DISCOURSE_WORDS:
            continue  # (not "GlimNet Overall, a ...")
        head = _apposition_head(view, end + 1)
        if head is None or (head[0] not in METHOD_HEADS and head[0] not in DATASET_HEADS):
            continue
        label = "DATASET" if head[0] in DATASET_HEADS else "METHOD"
        role = item.role if label == item.label else "introduced" if item.role == "proposed" else \
            "proposed" if item.role == "introduced" else item.role
        merged[id(item)] = replace(item, end=end + 1, text=view.span_text(item.start, end + 1), label=label, role=role,
                                   rule=item.rule + "+apposed-title-word")
        if end in starts:
            dropped.add(id(starts[end]))
    if not merged:
        return found
    # the same name written again later ("GlimSafe Attribution achieves ...") is the whole name there too
    whole = {(view.span_text(item.start, item.end - 1), view.words[item.end - 1]): item for item in merged.values()}
    for item in found:
        named = whole.get((item.text or view.span_text(item.start, item.end), view.word(item.end)))
        if id(item) not in merged and named is not None and item.label in ("METHOD", "DATASET", None):
            merged[id(item)] = replace(item, end=item.end + 1, text=named.text, label=named.label,
                                       role=named.role if item.role in (None, "mentioned") else item.role,
                                       rule=item.rule + "+apposed-title-word")
            if item.end in starts:
                dropped.add(id(starts[item.end]))
    return [merged.get(id(item), item) for item in found if id(item) not in dropped]


def _with_title_words_before_known(view: TokenView, found: list[Found]) -> list[Found]:
    """'we propose Lopsided Glim 3DGS, a ...', 'Weighted Glim Cross-Entropy Loss, which ...': one or two
    capitalised words read as a name of their own right before a known name, with nothing between, are the first
    words of one name, the paper's own where they were; up to five, or a letter joined to a word, only where the
    paper proposes it ('Conditional Residual Glim Quantized Variational Autoencoder', 'DA-Zorb ResNet-50'; not
    'Stanford Glim Hospital ClinicalBERT' it uses, nor a description ending in a model noun)."""
    known_at = {item.start: item for item in found if item.label == "METHOD" and item.rule.startswith("gaz")}
    merged: dict[int, Found] = {}
    dropped: set[int] = set()
    for item in found:
        known = known_at.get(item.end)
        words = view.words[item.start:item.end]
        long_or_lettered = len(words) > 2 or any(not _TITLE_WORDS_JOINED.fullmatch(word) for word in words)
        if known is None or item.label != "METHOD" or not item.rule.startswith("shape") or item.long_form \
                or not 1 <= len(words) <= 5 or not all(_TITLE_WORDS_JOINED.fullmatch(word) or _LETTER_THEN_WORD.fullmatch(
                    word) for word in words) or (long_or_lettered and item.role != "proposed") \
                or view.lowers[item.end - 1] in METHOD_HEADS \
                or view.starts[known.start] != view.ends[item.end - 1] + 1:
            continue
        merged[id(item)] = replace(item, end=known.end, text=view.span_text(item.start, known.end),
                                   rule=item.rule + "+known-name-after")
        dropped.add(id(known))
    if not merged:
        return found
    return [merged.get(id(item), item) for item in found if id(item) not in dropped]


def _without_costs_suffered(view: TokenView, found: list[Found]) -> list[Found]:
    """'glim splatting methods suffer from heavy GPU memory use': a cost named as the burden of the
    work the paper starts from, in a sentence with no number, is no measure the paper reports with (its other
    mentions may still be)."""
    drop = set()
    for item in found:
        if item.label != "METRIC" or not _COST_WORDS.search(item.text or view.span_text(item.start, item.end)):
            continue
        first = view.sentence_start(item.start)
        before = view.lowers[first:item.start]
        burden = next((i for i in range(len(before) - 1, -1, -1) if before[i] in _BURDEN_VERBS), None)
        if burden is None or not _CLAUSE_TURNS.isdisjoint(before[burden:]) \
                or not _SMALL_COST_WORDS.isdisjoint(before[burden:]) \
                or any(_coined_shape(word) and not word.isupper()
                       for word in view.words[first + burden + 1:item.start]):
            continue  # (not "... suffer from drift, while GlimNet cuts memory", "..., and GlimNet reduces inference
            # time", nor "incurring minimal overhead", the paper's own small cost)
        if not _A_NUMBER.search(view.sentence_text(view.sent_of[item.start])):
            drop.add(id(item))
    return [item for item in found if id(item) not in drop] if drop else found


_COST_WORDS = re.compile(r"\b(?:memory|storage|cost|costs|overhead|latency|footprint|requirements?|consumption|"
                         r"complexity|time|flops|parameters)\b", re.I)
_BURDEN_VERBS = frozenset({"suffer", "suffers", "suffering", "suffered", "incur", "incurs", "incurring", "incurred",
                           "entail", "entails", "entailing", "burdened", "hampered", "hindered"})
_SMALL_COST_WORDS = frozenset({"minimal", "negligible", "little", "low", "lower", "no", "only", "marginal", "small",
                               "limited", "modest", "slight", "less", "reduced", "faster", "reduces", "reduce",
                               "lowers", "cuts", "saves"})
_CLAUSE_TURNS = frozenset({";", "while", "whereas", "but", "we", "our", "proposed", "this"})
_A_NUMBER = re.compile(r"(?<![A-Za-z\d.])\d+(?:[.,]\d+)?(?![A-Za-z\d])")  # "40%", "2.5", not "3DGS" or "3D"


@lru_cache(maxsize=200_000)
def _coined_shape(word: str) -> bool:
    """'TANGNN', 'LoC-LIC', 'ChatAnyone', 'Phi2': letters no dictionary word has."""
    return short_form_shaped(word) or any(ch.isdigit() for ch in word) or re.search(r"[a-z][A-Z]", word) is not None


class TitleName(NamedTuple):
    """A name read in the title, with its offsets there."""

    text: str
    label: str
    role: Optional[str]
    start: int
    end: int
    long_form: Optional[str] = None
    rule: str = "title:name"


# A system paper's title names the shared task it took part in: "GlimTeam at SemEval-2025 Task 4: ...", "QuarkLab at
# the GLIM 2024 Shared Task: ...", "ZorbNLP at the Quark Challenge: ...".
# The team is the words before the first colon ("ZorbNet: Winning at the Glim Challenge: ..." presents ZorbNet), and
# the task's words are capitalised and no verb or article: "Privacy at Every Step Is a Challenge: ..." names no task.
_SHARED_TASK_TITLE = re.compile(r"^[^\s:][^:]{0,60}? at (?:the )?(?P<task>[A-Z][\w\-]*"
                                r"(?:[ \-](?!(?:A|An|Is|Are|Was|Were|Remains?|Becomes?|Still)\b)[A-Z\d][\w\-]*){0,6}?"
                                r"[ \-](?:\d{4}[ \-])?(?:(?:Shared )?Task[ \-]?\d+[A-Za-z]?|Shared Task|Challenge))\s*:")


# Words that open a sentence without being part of a name right after them (beyond TASK_STOP's).
_UNNAMING_OPENERS = frozenset("""although though because besides despite unlike since once if whenever given following
hence thus therefore however moreover furthermore nevertheless nonetheless meanwhile instead overall then next still
yet also today now first second third here does do did can could should would will how what why who""".split())


def _names_with_what_follows(opener: str) -> bool:
    """Whether a sentence's capitalised first word belongs to the capitalised name after it: a plain word
    ("Generative", "Open", "Adaptive"), not a function word, an adverb ("Notably", "Moreover") or a participle
    ("Leveraging", "Regularized")."""
    lowered = opener.lower()
    return is_title_word(opener) and opener.isalpha() and lowered not in TASK_STOP \
        and lowered not in _UNNAMING_OPENERS and not lowered.endswith(("ly", "ed", "ing"))


# Words no lower-case name holds: determiners, counts, and the adverbs a proposal may put before its object ("we
# propose here ...").
_NOT_IN_A_NAME = frozenset({"a", "an", "the", "this", "these", "our", "some", "several", "two", "three", "to", "and",
                            "or", "that", "them", "it", "here", "herein", "also", "further", "then", "first", "next",
                            "finally", "instead"})
# "self-supervised pretraining", "contrastive learning": a paradigm, whoever proposes to use it.
_PARADIGM_MODIFIERS = frozenset({"self-supervised", "supervised", "unsupervised", "semi-supervised",
                                 "weakly-supervised", "contrastive", "adversarial", "federated", "continual",
                                 "curriculum", "multi-task", "transfer", "reinforcement", "meta", "in-context"})
_PARADIGM_HEADS = frozenset({"learning", "training", "pretraining", "pre-training", "fine-tuning", "finetuning"})


def _names_itself(view: TokenView, start: int, end: int) -> bool:
    """Whether the words start:end read as a name a paper coins: two to four plain lower-case words, not a plural
    ("some learnable tokens"), an -ing clause ("combining them"), nor a paradigm ("self-supervised pretraining")."""
    words = view.words[start:end]
    last = words[-1] if words else ""
    return 2 <= len(words) <= 4 and all(
        word == word.lower() and (word.isalpha() or "-" in word) and word not in TASK_STOP
        and word not in _NOT_IN_A_NAME for word in words) \
        and not (last.endswith("s") and not last.endswith(("ss", "us", "sis"))) \
        and not (words[0].endswith("ing") and "-" not in words[0]) \
        and not (len(words) == 2 and words[0] in _PARADIGM_MODIFIERS and last in _PARADIGM_HEADS)


def _lower_case_run_end(view: TokenView, first: int, limit: int, covered: Iterable[int] = ()) -> int:
    """Where a run of plain lower-case words from `first` (before `limit`) ends: the words of a name a paper gives
    in lower case ('weighted convolution'), up to a stop word, a clause boundary or a word another rule took."""
    end = first
    while end < min(view.n, limit) and view.words[end] == view.lowers[end] \
            and (view.words[end].isalpha() or "-" in view.words[end]) and view.lowers[end] not in TASK_STOP \
            and view.lowers[end] not in CLAUSE_BOUNDARIES and end not in covered:
        end += 1
    return end


_CUE_START = attrgetter("start")
# Cue(*fields) runs a Python-level __new__; tuple.__new__ builds the same named tuple in C (some twenty per abstract).
_new_tuple = tuple.__new__


# What a paper proposes to do with a thing of its own ("we propose to model X with a new agent, GlimDoc").
_FRAMING_VERBS = frozenset({"model", "address", "tackle", "solve", "formulate", "reformulate", "represent", "cast",
                            "frame", "treat", "handle", "approach"})


class GivenNames(NamedTuple):
    """Where names a paper gives begin: after a naming verb for a method (`called`), after one
    for something else (`weak`), or in apposition after a proposed noun."""

    apposed: frozenset[int]
    called: frozenset[int]
    weak: frozenset[int]

    @property
    def proposed(self) -> frozenset[int]:
        """Starts of names the paper gives to what it proposes."""
        return self.apposed | self.called


# "(GSI) models the distribution": 'models' is the verb when an article follows it.
_VERB_OBJECT_LEAD = frozenset({"the", "a", "an", "each", "how", "both", "their", "its", "this", "these"})
_MEASURE_NOUNS = frozenset({"metric", "metrics", "measure", "score", "scores"})
# finite forms ("improves", "reduced"): "to improve" is a purpose, "degrades" a problem; the plain form counts only
# after an adverb of degree (_BASE_CHANGE_VERB below)
_CHANGE_VERB = re.compile(r"(?:(?:improv|increas|enhanc|reduc|decreas|rais)(?:es|ed)|(?:boost|lower)(?:s|ed))$")
# the plain form, after an adverb of how much that its subject governs ("these features modestly improve accuracy";
# not "to significantly improve accuracy", "does not necessarily improve", "detectors typically improve")
_BASE_CHANGE_VERB = re.compile(r"(?:improv|increas|enhanc|reduc|decreas|rais)e$|(?:boost|lower)$")
_DEGREE_ADVERBS = frozenset({"significantly", "substantially", "considerably", "consistently", "modestly", "markedly",
                             "greatly", "dramatically", "notably", "slightly", "further", "remarkably"})
_HEDGES = frozenset({"not", "may", "might", "could", "can", "would", "should", "whether", "cannot"})
_NOT_A_MODIFIER = frozenset({"in", "of", "on", "for", "to", "and", "or", "with", "by", "at", "from", "as"})
# before the verb, these make it a purpose ("to enhance"), a problem ("which increases") or an adjective ("suffer
# from decreased accuracy", "with improved accuracy")
_NO_RESULT_SUBJECT = frozenset({"to", "which", "that", "it", "this", "from", "in", "with", "of", "by", "for", "on",
                                "at", "despite", "a", "an", "the", "its", "their"})


def _object_of_a_change(view: TokenView, start: int) -> bool:
    """'improves the perplexity', 'reduces the loss', 'enhances multimodal accuracy', 'these features modestly
    improve accuracy': a measure a verb of change acts on as a finding is a reported result, even without a
    number (not a purpose, 'to enhance accuracy', nor a problem, 'which increases computational cost')."""
    index = start - 1
    while index >= 0 and view.lowers[index] in _OBJECT_LEAD and start - index <= 2:
        index -= 1
    if index >= 2 and _BASE_CHANGE_VERB.match(view.lowers[index]) and view.lowers[index - 1] in _DEGREE_ADVERBS \
            and view.lowers[index - 2] not in _NO_RESULT_SUBJECT and view.lowers[index - 2] not in _HEDGES:
        return view.sent_of[index - 2] == view.sent_of[start]  # "these features modestly improve accuracy"
    if index >= 0 and not _CHANGE_VERB.match(view.lowers[index]) and start - index == 1 \
            and view.words[index].islower() and view.words[index].isalpha() and view.words[index] not in _NOT_A_MODIFIER:
        index -= 1  # one modifier between: "enhances multimodal accuracy"
    return index >= 1 and view.sent_of[index] == view.sent_of[start] and bool(_CHANGE_VERB.match(view.lowers[index])) \
        and view.lowers[index - 1] not in _NO_RESULT_SUBJECT
_NAME_CLOSERS = frozenset({",", ".", ";", ":", "(", "-", "\u2013", "\u2014", ""})
# After a name a naming verb gives, a clause may go on: "a simple variant called depth pruning to rank ...".
_CALLED_NAME_CLOSERS = frozenset({"to", "that", "which", "for"})
_PLURAL_DATASET_HEADS = frozenset({"datasets", "benchmarks", "corpora", "subsets", "sub-datasets", "sub-benchmarks"})
# Nouns a list (or an apposition) of datasets follows: "two new benchmarks: A and B", "a new benchmark dataset, X".
_DATA_LIST_HEADS = _PLURAL_DATASET_HEADS | {"dataset", "benchmark", "corpus"}
# The same for names defined with an acronym, but for a single benchmark, which may be the setting the methods
# listed after it run in ("on the X benchmark: Direct Answer Prompting (DAP), ...").
_ACRONYM_DATA_LIST_HEADS = _DATA_LIST_HEADS - {"benchmark"}
_QA_ACRONYM = re.compile(r"^[A-Z]{0,3}QA$")  # "QA", "VQA", "KBQA"
_KIND_ACRONYM = re.compile(r"^(?:[A-Z]{2,4}|[A-Z]&[A-Z])$")  # "QA", "HOI", "Q&A" before "datasets": a kind
# Words that count or describe datasets of one kind: "five public MRI datasets", "existing VPR benchmarks".
def _brought_in_as_one(view: TokenView, start: int) -> bool:
    """'the Zorb-QA framework', 'our novel Glim-TTS model', 'a novel Zorb-QA framework': a definite or own article,
    or a word that makes it new, a plain word or two before the name (not 'a Mandarin-ASR model', a kind)."""
    words = []
    for before in range(start - 1, max(-1, start - 4), -1):
        word = view.lowers[before]
        if word in ("the", "our", "this", "its"):
            return True
        if word in ("a", "an"):
            return not _NEW_WORDS.isdisjoint(words)
        if not word.isalpha():
            return False
        words.append(word)
    return False


def _letters_of_a_known_task(text: str, capitals_name: bool = False) -> bool:
    """'QA', 'Q&A', 'video-QA': a known task's letters, after a plain modifier's hyphen too, say what kind of thing
    the noun after them is for ("a hybrid QA framework", "the ASR model"), not its name. A coined word before the
    hyphen names it ("a new GLIM-QA dataset", "a ZorbMed-VQA set"); before a system noun after "the" or "our"
    (`capitals_name`) so does any capitalised word ("the Zorb-QA framework", "our Glim-TTS model"; not "a Med-VQA
    model", "a Mandarin-ASR model", kinds)."""
    lead, _, letters = text.rpartition("-")
    return bool(_KIND_ACRONYM.match(letters)) and (letters in known_task_letters() or "&" in letters) \
        and not COINED_MARK.search(lead) and not (capitals_name and lead[:1].isupper())


# What follows a name that opens a new clause rather than ending a list: "..., and GlimNet achieves the best score".
_VERBS_OF_A_NEW_CLAUSE = frozenset("""is are was were has have had can could will would may might achieves achieve
achieved shows show showed outperforms outperform outperformed yields yield performs perform reaches reach obtains
obtain attains improves improve surpasses remains leads ranks beats sets demonstrates generalizes exceeds delivers
also further""".split())


def _a_new_clauses_word(word: str) -> bool:
    """'achieves', 'consistently', 'ranks': a verb, or an adverb before one, after a name that begins a clause."""
    return word in _VERBS_OF_A_NEW_CLAUSE or (word.endswith("ly") and word.isalpha() and len(word) > 4)


def _capitalised_run_end(view: TokenView, start: int) -> int:
    """Where the capitalised words from `start` end: a listed name of one word or several."""
    end = start + 1
    while end < view.n and view.words[end][:1].isupper():
        end += 1
    return end


def _own_clause_after(view: TokenView, end: int) -> list[str]:
    """The words a listed name's own clause says of it: up to the next stop, or the aside a comma opens (', whose
    weights come from X,')."""
    words = view.lowers[end:end + 9]
    first = 1 if words[:1] == [","] else 0
    close = next((at for at in range(first, len(words)) if words[at] in (",", ";", ".")), len(words))
    return words[first:close]


def _purpose_then_joint(gap: list[str]) -> bool:
    """'for dual-hand recovery and', 'to extract patterns,': what one listed item is for, then the joint to the
    next ("two architectures: G-Net for ... and QG-Net for ...")."""
    joint = 2 if gap[-2:] == [",", "and"] else 1
    return 3 <= len(gap) <= 8 and gap[0] in ("for", "to") and gap[-1] in (",", "and", "or") \
        and all(word.replace("-", "").isalpha() for word in gap[1:-joint])


def _a_kind_of_data_by_its_task(view: TokenView, start: int, text: str) -> bool:
    """'a varied Q&A dataset', 'a heavily augmented video-QA dataset': letters of a known task that an indefinite
    article brings in before a data noun say what kind the data is."""
    if not _letters_of_a_known_task(text):
        return False
    for before in range(start - 1, max(view.sentence_start(start) - 1, start - 5), -1):
        if view.lowers[before] in ("a", "an"):
            return True
        if not view.words[before].replace("-", "").isalpha():
            return False
    return False


# Words that describe one dataset between "the" and its name: "the publicly available Florp17k skin dataset".
_DATASET_DESCRIBERS = frozenset("""public publicly available publicly-available freely open open-source existing
standard popular new recently released newly collected curated accessible well-known widely-used widely used in-house
private large-scale real-world challenging other common diverse representative""".split())
# What the letters before them and a data noun say the data is made of: "the RGBA video dataset", "an HDR image set".
_MEDIA_WORDS = frozenset("""video videos image images audio speech text point-cloud depth frame frames photo photos
transcript transcripts scan scans clip clips recording recordings imagery""".split())
_KIND_LEADS = frozenset("""two three four five six seven eight nine ten eleven twelve multiple several various diverse
many numerous public publicly available existing standard popular common other most different large-scale real-world
open-source widely-used heterogeneous representative challenging mainstream typical""".split())
# Composition words: "a combination of Token Transition Variation (TTV)" names a part, not a borrowed tool.
_WEAK_USE = frozenset({"via", "through", "using", "with", "combines", "combining", "combine", "incorporates",
                       "incorporating", "incorporate", "integrates", "integrating", "integrate", "models"})
EVAL_TYPING_CUES = frozenset({"on", "across", "in", "dataset", "datasets", "benchmark", "benchmarks", "corpus", "corpora"})
_LIST_WORDS = frozenset({",", "and", "or", "the", "(", ")", "e.g.", "i.e.", "including", "such", "as", "both", "public",
                         "standard", "popular", "widely-used", "challenging", "large-scale", "benchmark", "benchmarks",
                         "dataset", "datasets"})


def _described_in_brackets(view: TokenView, cue_end: int, item: Found) -> bool:
    """'experiments on histology prostate grading (SICAPv2) and ...': the name in brackets after a short
    description of what it holds, right after the cue."""
    between = view.lowers[cue_end:item.start]
    return 2 <= len(between) <= 5 and between[-1] == "(" and view.word(item.end) == ")" \
        and all(word.isalpha() and word not in TASK_STOP for word in between[:-1]) \
        and schwartz_hearst(view.words[item.start], view.words[cue_end:item.start - 1]) is None  # "(DD)": a definition


def _close_after(view: TokenView, cue_end: int, start: int) -> bool:
    """Only list material between "on" and the name: "on the X", "on X, Y and Z", "on X (98.1%), Y (94.4%) and Z"."""
    index = cue_end
    while index < start:
        word = view.words[index]
        if word == "(" and (close := _closing_score_bracket(view, index)) is not None and close < start:
            index = close + 1  # an earlier item's score
            continue
        if view.lowers[index] not in _LIST_WORDS and not is_name(word, frozenset()):
            return False
        index += 1
    return True


def _coined_alone(found: list[Found], index: int) -> bool:
    """Whether the word at `index` is taken only as a coined name of one word ("GlimZorb" before "UNet")."""
    return any((item.start, item.end) == (index, index + 1) and item.rule.startswith("shape:name") for item in found)


def _defined_names_listed_from(view: TokenView, index: int, sent_start: int) -> int:
    """Where the list of capitalised names, each with its letters in brackets, that runs up to `index` begins
    ("namely Glim Descent (GD), Zorb Sort (ZS), and Quark ..."), inside the sentence; `index` when fewer than two
    such names come before it."""
    at, defined = index, 0
    while at > max(sent_start, index - _LONGEST_DEFINED_LIST):  # (a few names with their letters and commas, not
        # a page of names walked from each)
        word = view.words[at - 1]
        if word == ")" and at >= 3 and view.words[at - 3] == "(" and view.words[at - 2][:1].isupper():
            at -= 3
            defined += 1
        elif word in (",", "and") or (is_title_word(word) and not view.is_sent_start(at - 1)):
            at -= 1
        else:
            break
    while at < index and view.words[at] in (",", "and"):
        at += 1
    return at if defined >= 2 else index


def _scores_between(view: TokenView, start: int, end: int) -> int:
    """How many tokens between `start` and `end` are bracketed scores."""
    count = 0
    for opening in indices_of("(", view.words[start:end]):
        close = _closing_score_bracket(view, start + opening)
        count += close - start - opening + 1 if close is not None else 0
    return count


def _closing_score_bracket(view: TokenView, opening: int) -> Optional[int]:
    """Where the bracket at `opening` closes when all it holds is a score, with a decimal point or a percent:
    "(98.1%)", "(55.24)"; not "(0.81 F1)", nor an enumerator, "(1)"."""
    scored = False
    for index in range(opening + 1, min(view.n, opening + 6)):
        word = view.words[index]
        if word == ")":
            return index if scored else None
        if not (word[:1].isdigit() or word in ("%", "/", "±", "-", ",")):
            return None
        scored = scored or word == "%" or word.endswith("%") or _DECIMAL.match(word) is not None
    return None


_PHRASE_BREAKS = frozenset({",", "and", "or", ".", ";", ":", "(", ")", "on", "of", "for", "with", "under", "when",
                            "while", "compared", "than", "to", "in", "across", "at", "by", "from", "as"})
_DATASET_TITLE_HEADS = frozenset({"Corpus", "Treebank", "Dataset", "Benchmark", "Corpora", "Bank"})
# Words a measure follows when a result is compared or counted in it: "fewer parameters", "lower error".
_MEASURE_LIST_LEADS = frozenset({"terms", "measure", "report", "in"})  # "in terms of", "we measure", "we report"
# What opens a list of the qualities an evaluation judges: "assessing A, B, and C", "focusing on A and B".
_JUDGED_LIST_LEADS = frozenset({"assessing", "evaluating", "focusing", "focused"})
_CLAUSE_SUBJECTS = frozenset({"we", "our", "it", "they", "this", "these", "which", "that", "he", "she", "i"})
# What "focusing on" a list of qualities follows when the list is what an evaluation judges: "evaluations focusing
# on A and B" (not "GlimNet, focusing on attention and sparsity").
_EVALUATION_NOUN = re.compile(r"^(?:evaluations?|assessments?|experiments?|analys[ie]s|studies|study)$")
_VERB_LIKE = re.compile(r"^[a-z]+(?<!s)s$")  # "diversity improves quality": a verb inside an item
# Nouns whose examples are measures ("metrics such as FooBLEU, BarF3, and QER"), and what opens the examples.
_QUALITY_KIND_NOUNS = frozenset({"properties", "aspects"})  # kinds whose examples count only when they are qualities
_MEASURE_KIND_NOUNS = frozenset({"metrics", "measures", "criteria", "dimensions"}) | _QUALITY_KIND_NOUNS
# What names measures of a kind, not a measure: "quantitative metrics", "explainability metrics".
_KINDS_OF_MEASURE = _MEASURE_KIND_NOUNS | {"metric", "measure", "indices"}
# (not "like": "conventional metrics like DCG" names a measure the paper discusses, not one it reports)
# kinds of measure only where the sentence judges something: "explanations evaluated on properties such as
# faithfulness", not "the physical properties of fluids, such as viscosity"
_MEASURE_PROPERTY_WORDS = frozenset({"measure", "measurement", "metric", "metrics", "mathematical", "theoretical",
                                     "formal", "axiomatic"})
_JUDGED_KIND_NOUNS = _MEASURE_KIND_NOUNS - {"metrics"}
_EXAMPLE_OPENERS = ((":",), ("including",), ("such", "as"), ("(", "e.g."), ("(", "e.g.", ","),
                    (",", "including"), (",", "such", "as"), (",", "e.g."), (",", "e.g.", ","), ("--",), ("\u2014",),
                    ("assessing",), ("measuring",), ("(",))
# Openers that say the words after them are examples only where they make a whole list ("metrics -- A, B, and C
# --", "metrics assessing A, B, and C").
_LIST_ONLY_OPENERS = frozenset({("--",), ("\u2014",), ("assessing",), ("measuring",)})
_AFTER_A_LIST = frozenset({".", ",", ";", ")", ":", "to", "for", "on", "in", "of", "with", "as", "across", "which",
                           "that", "while", "when", "and", "or", "from", "at", "by", "respectively"})
_JUDGING_WORD = re.compile(r"(?:evaluat|assess|measur|judg|rated$|ratings?$|scor|benchmark)")
# What a model can do, beside what it is measured in ("plug-and-play ability", "cross-domain generalization")
_CAPABILITY_NOUNS = frozenset({"ability", "abilities", "capability", "capabilities", "generalization",
                               "generalisation"})
_RATING_NOUNS = frozenset({"ratings", "scores", "scoring"})
_ADJECTIVE_ENDINGS = ("ic", "al", "ous", "ive")
_NOT_A_MEASURE_ITEM_HEADS = frozenset({"ones", "task", "tasks", "dataset", "datasets", "benchmark", "benchmarks",
                                       "model", "models", "method", "methods", "others"})
# What a model is able to do, listed as "dimensions" beside measures: skills, not measures.
_SKILL_NOUNS = frozenset({"understanding", "reasoning", "perception", "planning", "recognition", "decision-making",
                          "inference", "evaluation", "design", "training"})
_NOT_AN_ITEM_WORD = frozenset({"a", "an", "the", "this", "these", "their", "its", "our", "is", "are", "was", "were",
                               "be", "can", "may", "not", "etc", "e.g.", "i.e.", "often", "also", "still", "then",
                               "always", "never", "do", "does", "did"})
# Nouns of a quality a result can be better in: "consistency", "diversity", "relevance", "robustness", "fluency".
_QUALITY_ENDINGS = ("ity", "ness")  # "diversity", "robustness"
# Qualities with other endings; a word list, since "science", "finance" and "deployment" end alike.
_QUALITY_NOUNS = frozenset({"relevance", "coherence", "fluency", "consistency", "efficiency", "convergence",
                            "adherence", "transparency", "redundancy", "alignment", "agreement", "engagement",
                            "resilience", "faithfulness", "naturalness", "expressiveness"})
_IMPROVED_STEMS = ("outperform", "surpass", "improv", "boost", "enhanc", "superior", "exceed", "better")
_IMPROVED_WORDS = frozenset({"gain", "gains", "advantage", "advantages"})


# Plural nouns of measures, whose examples are measures and which no example may itself be.
_PLURAL_MEASURE_KINDS = frozenset({"metrics", "measures"})
# What may follow the comma that closes a list: "..., were computed", "..., showing ...", "..., which ...".
_CLAUSE_GOES_ON = re.compile(r"^(?:(?!being$)[a-z]+ing|were|was|which|while|where)$")


def _closes_reported_measures(view: TokenView, head: int, comma: int) -> bool:
    """Whether the comma after the last example closes a list of measures the paper reports in: after 'metrics'
    or 'measures' that are not the field's ('existing metrics, such as A and B, were ...'), before a clause that
    goes on ('..., were computed', '..., showing ...'), and with no example a process ('defensive measures such
    as glim filtering and quark masking, showing ...')."""
    if view.lower(head) not in _PLURAL_MEASURE_KINDS or view.lower(head - 1) in _PRIOR_WORK_WORDS \
            or not _CLAUSE_GOES_ON.match(view.lower(comma + 1)):
        return False
    return not any(word.endswith("ing") for word in view.lowers[head + 1:comma])


def _listed_measures(view: TokenView, covered: set[int]) -> list[Found]:
    """'metrics such as FooBLEU, BarF3, and QER', 'four dimensions: fluency, content preservation, and sentiment
    polarity': the examples a noun of measures opens are measures. The whole list must be a list of short noun
    phrases that ends where a clause may ('metrics like DCG is not ...' is a sentence about DCG, not a list)."""
    out: list[Found] = []
    lowers, words = view.lowers, view.words
    for index in view.lower_indices(_MEASURE_KIND_NOUNS | _RATING_NOUNS):
        rating = lowers[index] in _RATING_NOUNS  # "expert ratings of clarity and coherence": only qualities
        opener = ("of",) if rating and lowers[index + 1:index + 2] == ["of"] else None if rating else next(
            (o for o in _EXAMPLE_OPENERS if tuple(lowers[index + 1:index + 1 + len(o)]) == o), None)
        if opener is None or (lowers[index] in _JUDGED_KIND_NOUNS and not any(
                _JUDGING_WORD.match(word) for word in lowers[view.sentence_start(index):index] + [opener[0]])):
            continue  # "evaluates models across three dimensions: ...", not "solves the problem from three dimensions"
            # nor "privacy-preserving measures such as differential privacy"
        position, items, last, named = index + 1 + len(opener), [], False, {}
        while position < view.n and not last:
            if lowers[position] in ("and", "or"):
                position, last = position + 1, True  # ", and TER": the list's last item
            start = position
            while position < view.n and position - start < 5 and (
                    lowers[position] not in _PHRASE_BREAKS or (  # "equality of odds", "number of parameters"
                        lowers[position] == "of" and position > start and lowers[position + 1:position + 2]
                        and lowers[position + 1] not in _PHRASE_BREAKS and lowers[position + 1] not in _NOT_AN_ITEM_WORD)) \
                    and lowers[position] not in _NOT_AN_ITEM_WORD and view.sent_of[position] == view.sent_of[index] \
                    and (lowers[position] not in TASK_STOP or lowers[position] == "of" or (
                        position == start and lowers[position + 1:position + 2] == ["size"])) \
                    and lowers[position] not in CLAUSE_BOUNDARIES \
                    and any(ch.isalpha() for ch in words[position]) and not words[position].endswith("ly"):
                position += 1  # (not "we assessed ...", "those used", "equal opportunity facilitate ...")
            if position == start:
                break
            head = lowers[position - 1]
            if head in _NOT_A_MEASURE_ITEM_HEADS or head in _PLURAL_MEASURE_KINDS or (
                    position - start == 1 and lowers[start].endswith(_ADJECTIVE_ENDINGS)):
                items = []  # "similarity metrics, including lexicographic, phonetic, and semantic ones": kinds;
                break  # "three dimensions: Simple Text-to-Chart, ... and Video-to-Chart tasks": tasks
                # (and "metrics, including glim-level measures (A and B) and ...": kinds of measure)
            if head in _CAPABILITY_NOUNS or (head in TASK_HEADS and not _is_quality(head)) or head in _SKILL_NOUNS:
                items.append(None)  # "four dimensions: object recognition, temporal reasoning, and robustness":
            else:  # the tasks stay tasks, the quality is a measure
                items.append((start, position))
            if lowers[position:position + 1] == ["("]:
                closing = next((at for at in range(position + 2, min(position + 7, view.n))
                                if lowers[at] in ("(", ")", ",", "and", "or")), None)
                if closing is not None and lowers[closing] == ")":
                    if closing - position > 2 and items[-1] is not None \
                            and all(is_title_word(word) for word in words[position + 1:closing]):
                        named[position + 1, closing] = items[-1]  # "readability scores (Glim-Quark Grade Level)":
                        # the measure the item is read in, named
                    position = closing + 1  # "multiply-accumulate operations (MACs), and peak memory": the item's
                    # short form, or the name of its own measure
            if position < view.n and lowers[position] == "," and last and _closes_reported_measures(view, index, position):
                break  # "metrics, such as A, B, and C, were computed", "metrics such as A and B, showing ...": the
                # comma closes the examples (not "four dimensions: A, B and C, D, and E": the list goes on)
            if position < view.n and lowers[position] == "," and lowers[position + 1:position + 2] != ["e.g."]:
                position += 1
            elif position < view.n and lowers[position] == "/":
                position += 1  # "Sensitivity/Robustness": two measures, one item of the list
            elif position < view.n and lowers[position] in ("and", "or"):
                continue
            else:
                break
        if not items or (position < view.n and view.sent_of[position] == view.sent_of[index]
                         and lowers[position] not in _AFTER_A_LIST and lowers[position] != opener[0]):
            continue  # (a dash that opened the list may close it: "metrics -- A, B, and C -- show")
        if opener == ("(",):
            if len(items) < 2 or view.word(position) != ")" or not all(
                    item is not None and (_rated_quality(lowers[item[1] - 1])
                                          or lowers[item[1] - 1].endswith(("ence", "ance"))) for item in items):
                continue  # "three metrics (glim continuity, quark quality, zorb persistence)": a bracket holds a
            last = True  # whole list of measures, its close ending it as "and" would (not "metrics (see Section 4)",
            # nor "task dimensions (story writing, single turn, ...)", "design dimensions (glim augmentation and
            # normalization)": processes)
        if opener in _LIST_ONLY_OPENERS and (
                opener[0] in lowers[view.sentence_start(index):index]
                or not all(item is not None and _measure_like(lowers[item[1] - 1]) for item in items)):
            continue  # "we compare -- across all metrics -- A, B and C": the dash closes an aside; "metrics
            # assessing GlimNet, QuarkNet and ZorbNet", "dimensions -- depth, width and resolution --": no measures
        qualities = lowers[index] in _QUALITY_KIND_NOUNS
        if qualities and lowers[index - 1] in _MEASURE_PROPERTY_WORDS:
            continue  # "desirable conflict measurement properties such as non-negativity, symmetry": what a measure has
        if qualities and (not last or not all(
                item is None or _rated_quality(lowers[item[1] - 1]) for item in items)):
            continue  # qualities only, and a whole list of them: not "analyzing its general properties such as
            # semantic bias", nor "object properties such as color, shape, and size"
        if not last and opener in _LIST_ONLY_OPENERS:
            continue  # "metrics assessing key aspects", "metrics -- assessing metrics as such --": no list
        if not last:
            items = items[:1]  # "metrics, such as CLIPScore, fail to ...": no 'and' closed a list, one example
        if rating and not all(item is not None and _rated_quality(lowers[item[1] - 1]) for item in items):
            continue  # "the scores of most tokens"
        for start, end in filter(None, items):
            if any(i in covered for i in range(start, end)):
                continue
            covered.update(range(start, end))
            out.append(Found(start, end, "METRIC", None, "metric:listed", 0.6, text=view.span_text(start, end)))
        for (start, end), item in named.items():
            if item in items and not any(i in covered for i in range(start, end)):
                covered.update(range(start, end))  # a measure of its own, not another name of the listed one:
                # "Glim-Quark Grade Level" is one readability score among many
                out.append(Found(start, end, "METRIC", None, "metric:listed", 0.6, text=view.span_text(start, end)))
    return out


def _measures_listed_before_their_noun(view: TokenView, covered: set[int], found: list[Found]) -> list[Found]:
    """'using F1 Score, Precision, Glim Rate, and Quark Overlap metrics', 'BLEU, TER, and glim
    similarity metrics': a list the noun of measures closes, with a measure already known in it, lists measures.
    The last item is a measure only where its words say so (a title-case name, a measure's or a quality's head): in
    'PSNR, SSIM, and quark metrics' or 'accuracy, F1, and five glim-style metrics' it names a kind."""
    known = {(item.start, item.end) for item in found if item.label == "METRIC"}
    lowers, words = view.lowers, view.words
    out: list[Found] = []
    for index in view.lower_indices(_LISTING_MEASURE_NOUNS):
        if lowers[index] == "measures" and view.lower(index + 1) in _MEASURED_OBJECT_LEADS:
            continue  # "... and energy measures how robust a model is": a verb
        items, position, closed = [], index, False
        while position > 0:
            end, start = position, position
            while start > 0 and end - start < 4 and lowers[start - 1] not in _PHRASE_BREAKS \
                    and lowers[start - 1] not in _NOT_AN_ITEM_WORD and lowers[start - 1] not in CLAUSE_BOUNDARIES \
                    and view.sent_of[start - 1] == view.sent_of[index]:
                start -= 1
            if start == end:
                break
            items.append((start, end))
            before = lowers[start - 1] if start > 0 else ""
            if before in ("and", "or") and not closed and len(items) == 1:
                closed, position = True, start - 1 - (lowers[start - 2:start - 1] == [","])
            elif before == "," and closed:
                position = start - 1
            else:
                break
        if not closed or len(items) < 3:
            continue
        first_start, first_end = items[-1]
        first = next(((a, b) for a, b in known if b == first_end and first_start <= a), None)
        if first is None:
            items.pop()  # "using F1 Score": the list opens where a known measure does
        else:
            items[-1] = first
        if not any(item in known for item in items):
            continue
        for number, (start, end) in enumerate(items):
            if (start, end) in known or any(i in covered for i in range(start, end)) \
                    or any(ch.isdigit() for ch in words[start]) or lowers[start] in _COUNT_WORDS:
                continue
            if number == 0 and not (end - start > 1 and (all(word[:1].isupper() for word in words[start:end])
                                                         or lowers[end - 1] in MEASURE_HEADS
                                                         or _is_quality(lowers[end - 1]))):
                continue  # the item the noun closes: a measure only where its words say so, not a kind ("and
                # efficiency metrics") nor a benchmark's name ("FID, FVD, and GlimBench metrics")
            if not _reads_as_a_listed_measure(view, start, end):
                continue
            covered.update(range(start, end))
            out.append(Found(start, end, "METRIC", None, "metric:listed", 0.6, text=view.span_text(start, end)))
    return out


def _measures_sharing_their_noun(view: TokenView, covered: set[int]) -> list[Found]:
    """'in Pearson, Spearman, and Kendall-Tau coefficients', 'Pearson and Spearman correlations': names listed
    before the plural noun they share, each a known measure with that noun ('Pearson correlation') or alone."""
    out: list[Found] = []
    lowers, words = view.lowers, view.words
    for index in view.lower_indices(_SHARED_MEASURE_NOUNS):
        if index in covered:
            continue  # ("the Pearson and Spearman correlations": the last name and the noun read as one measure)
        items: list[tuple[int, int]] = []
        position = index
        while position > 0:
            start = position - 1
            if start > 0 and words[start - 1][:1].isupper() and lowers[start - 1] not in ("and", "or") \
                    and words[start - 1].isalpha():
                start -= 1  # (two words: "Kendall Tau")
            if not all(word[:1].isupper() for word in words[start:position]) or view.sent_of[start] != view.sent_of[index]:
                break
            items.append((start, position))
            before = lowers[start - 1] if start > 0 else ""
            if before in ("and", "or", ","):
                position = start - 1 - (before in ("and", "or") and lowers[start - 2:start - 1] == [","])
            else:
                break
        if len(items) < 2:
            continue
        measures = known_measures()
        names = [" ".join(words[a:b]) for a, b in items]
        if not all(name.lower().replace("-", " ") in measures or f"{name.lower()} correlation" in measures
                   for name in names):
            continue  # every name a known measure with the noun, or none is read so
        for (start, end), name in zip(items, names):
            if not any(at in covered for at in range(start, end)):
                covered.update(range(start, end))
                out.append(Found(start, end, "METRIC", None, "metric:shared-noun", 0.7, text=name))
    return out


_SHARED_MEASURE_NOUNS = frozenset({"correlations", "coefficients"})


_LISTING_MEASURE_NOUNS = frozenset({"metrics", "measures"})
_MEASURED_OBJECT_LEADS = frozenset({"how", "whether", "what", "which", "the", "a", "an", "its", "their", "this",
                                    "these"})


def _reads_as_a_listed_measure(view: TokenView, start: int, end: int) -> bool:
    """An item of a list of measures that may be one: one word only as a quality or a measure ('readability',
    'latency'; not 'detection', 'perceptual', 'Human') or in a name's shape ('GlimScore'); more words not ending in a
    task's noun ('... and segmentation quality' yes, 'image retrieval' no) nor led by a verb ('tightens glim
    spread')."""
    words, lowers = view.words[start:end], view.lowers[start:end]
    if end - start == 1:
        word = words[0]
        return len(word) > 1 and (_rated_quality(lowers[0]) or any(ch.isupper() or ch.isdigit() for ch in word[1:]))
    lead = lowers[0]
    verb_led = words[0].islower() and lead.endswith("s") and not lead.endswith("ss") and lead not in MEASURE_HEADS
    return lowers[-1] not in TASK_HEADS and not verb_led


def _is_quality(word: str) -> bool:
    """'fluency', 'diversity', 'robustness': a noun of a quality a result can be better in."""
    return word in _QUALITY_NOUNS or (len(word) > 5 and word.endswith(_QUALITY_ENDINGS))


# Nouns of how well something works at all, which name no quality a result is measured in ("in terms of
# effectiveness and efficiency": the second may be measured, the first is only praise).
_HOW_WELL_NOUNS = frozenset({"effectiveness", "usefulness", "goodness", "success"})


def _measure_like(word: str) -> bool:
    """A listed item's last word that names a measure or a quality: 'accuracy', 'rate', 'consistency',
    'preservation', 'readability', 'imitativeness' (not 'GlimNet', 'width', 'masks', 'skills')."""
    return _rated_quality(word) or (word.isalpha() and word.endswith(_LISTED_QUALITY_ENDINGS))


_LISTED_QUALITY_ENDINGS = ("ness", "ity", "tion", "ment", "ence", "ance")


def _rated_quality(word: str) -> bool:
    """What 'ratings of' and 'scores of' may name: a quality or a measure ('adequacy', 'accuracy')."""
    return _is_quality(word) or word in MEASURE_HEADS or (len(word) > 5 and word.endswith("cy"))


def _improved_before(view: TokenView, index: int) -> bool:
    """'outperforms existing methods in ...', 'significant improvements in ...': a comparison word shortly
    before `index` in the same clause."""
    first = max(view.sentence_start(index), index - 7)
    for position in range(index - 1, first - 1, -1):
        word = view.lowers[position]
        if word in CLAUSE_BOUNDARIES or word == ",":
            return False
        if word.startswith(_IMPROVED_STEMS) or word in _IMPROVED_WORDS:
            return True
    return False
# Last words of title-case phrases that never name a dataset, whatever cue precedes them
# ("grounded in Schwartz Value Theory").
_NOT_DATASET_HEADS = frozenset({"theory", "hypothesis", "principle", "law", "theorem", "model", "models", "framework",
                                "method", "algorithm", "learning", "network", "networks", "attention", "optimization"})
# Words that judge a measure rather than name it: "good efficiency", "strong performance".
_VERDICT_WORDS = frozenset({"good", "strong", "either", "high", "higher", "better", "best", "superior", "comparable",
                            "competitive", "excellent", "great", "poor", "low", "lower", "remarkable", "impressive"})
_COMPARATIVES = frozenset({"lower", "higher", "better", "worse", "smaller", "larger", "fewer", "less", "reduced",
                           "improved", "shorter", "lowest", "highest", "increased", "decreased"})
# Measures that stand alone after a comparative; others need a modifier ("solution quality").
_COMPARED_LEADS = _COMPARATIVES | {"%"}
_KINDLESS_COSTS = frozenset({"cost", "costs", "overhead", "overheads"})
_COST_KINDS = frozenset({"computational", "computation", "compute", "communication", "memory", "training", "inference",
                         "storage", "energy"})
_CORE_MEASURES = frozenset("""accuracy error latency throughput memory parameters flops perplexity recall precision
correlation cost energy power runtime map auc f1 bleu rouge""".split())
_LIST_INTRODUCERS = frozenset({"such as", "e.g.", "i.e.", "e.g", "i.e", "including", "namely"})
# What introduces examples of earlier work in a background sentence: "models such as X", "models like X".
_BACKGROUND_INTRODUCERS = frozenset({"such as", "e.g.", "e.g", "including", "like"})
_OWN_WORDS = frozenset({"we", "our", "us", "this", "here", "proposed"})
_PROPOSING_WORDS = frozenset({"propose", "proposes", "proposed", "present", "presents", "introduce", "introduces"})
_PAPER_NOUNS = frozenset({"paper", "work", "study", "article", "letter"})


def _says_what_the_paper_does(words: list[str]) -> bool:
    """'In this paper, a framework is proposed', 'we propose ...': not 'we investigate X' or 'to address this issue'."""
    return not _PROPOSING_WORDS.isdisjoint(words) or _names_this_paper(words)


def _names_this_paper(words: list[str]) -> bool:
    """'this paper', 'this work', 'this study' among the words."""
    return any(word == "this" and following in _PAPER_NOUNS for word, following in zip(words, words[1:]))


# Marks that set a name apart: 'we introduce "Glimmer"'.
_QUOTE_MARKS = frozenset({'"', "\u201c", "\u201d"})
_OBJECT_LEAD = frozenset({"a", "an", "the", "novel", "new", "simple", "general", "efficient", "our", "this", "two", "three",
                          "lightweight", "effective", "unified", "generalized", "generalised", "trainable", "first"})


def _own_work_before(view: TokenView, cue_start: int) -> bool:
    """'GEM employs a ...', 'our framework leverages a ...', 'it uses a ...', '... a model that employs a ...': the
    paper's own system is the subject of the use cue, so what it uses and names here is a part of it (after
    'that', only a part it brings in with 'a': not '... a framework that leverages Glim Role Labeling (GRL)')."""
    before = view.lower(cue_start - 1)
    if before in ("it", "which"):
        return True
    if before == "that":
        return view.lower(cue_start + 1) in ("a", "an") and not view.lower(cue_start).endswith("ing") \
            and _apposed_to_a_name(view, cue_start - 2)
    if before in METHOD_HEADS:
        return view.lower(cue_start - 2) in ("our", "the", "this")
    word = view.word(cue_start - 1)
    return _in_subject_place(view, cue_start - 1) and is_name(word, frozenset())


def _apposed_to_a_name(view: TokenView, head: int) -> bool:
    """'Glim-QZ, an efficient model that ...': the noun phrase ending at `head` is set beside a name, so what it
    does is what the named system does (not 'pipelines that use a ...', 'a planner that employs a ...')."""
    at = head
    while at >= 0 and head - at <= 5 and view.lower(at) not in ("a", "an") and view.word(at) not in (",", "(", ")") \
            and view.lower(at) not in CLAUSE_BOUNDARIES:
        at -= 1
    return at >= 2 and view.lower(at) in ("a", "an") and view.word(at - 1) == "," \
        and is_name(view.word(at - 2), frozenset())


def _in_subject_place(view: TokenView, index: int) -> bool:
    """A word that opens its sentence, or opens it after a short phrase of the paper's own steps and its comma ("At
    inference time, GlimNet applies ...", "To handle long inputs, GlimNet adopts ...", "Specifically, GlimNet employs
    ..."; not "Typically, BarNet uses ...", "In prior work, BarNet uses ...", background)."""
    start = view.sentence_start(index)
    if index == start:
        return True
    if view.word(index - 1) != "," or not 2 <= index - start <= 9 or "," in view.words[start:index - 1]:
        return False
    return view.lowers[start] in _ADVERBIAL_OPENERS and _BACKGROUND_WORDS.isdisjoint(view.lowers[start:index - 1])


# First words of a short phrase that can stand before the paper's system as a sentence's subject.
_ADVERBIAL_OPENERS = frozenset("""in at to during for on by with after before when through within across under upon
instead additionally moreover furthermore finally then first second third next here besides further meanwhile
specifically concretely technically accordingly overall unlike building inspired""".split())
# Words in such a phrase that turn to other work.
_BACKGROUND_WORDS = frozenset("""contrast prior previous previously existing recent recently traditional
conventional example instance comparison typically usually literature""".split())


def _bare_phrase_end(view: TokenView, at: int, stop: int) -> int:
    """The end of the run of up to five plain lower-case words from `at` (hyphenated ones too), before `stop`."""
    end = at
    while end < stop and end - at < 5 and view.words[end].islower() \
            and (view.words[end].isalpha() or "-" in view.words[end]) \
            and view.lowers[end] not in TASK_STOP and view.lowers[end] not in CLAUSE_BOUNDARIES:
        end += 1
    return end


# Words of a list's introduction that make its items others' ("three baseline strategies: (1) ...").
_OTHERS_LIST_WORDS = frozenset("""baseline baselines existing prior previous conventional traditional compare
compared""".split())
# Verbs that make such a list the paper's own again: "Unlike prior work, we introduce two components: (1) ...".
_OWN_LIST_VERBS = frozenset("""propose proposes introduce introduces present presents design designs develop develops
devise devises""".split())


def _plural_of_a_kind(view: TokenView, start: int, end: int) -> bool:
    """A plural name of one method used for things of its kind: 'existing NeRFs', 'random forests such as ...',
    'the Shapley values of the players', 'its k-nearest neighbors', 'a k-nearest neighbors graph'; or the tail of a
    longer name: 'relational graph convolutional networks', 'boosted decision trees'."""
    before, after = view.lower(start - 1), view.lower(end)
    if after in ("of", "such", "like", "including", "graph", "graphs") or before in _KIND_QUANTIFIERS:
        return True
    # any other word before it may be a modifier of a longer name ("boosted decision trees", "Bayesian Gaussian
    # mixture models", "double deep Q-networks"): only a function word, a verb of use or a clause's edge is not
    return start > 0 and not view.is_sent_start(start) and view.word(start - 1)[:1].isalnum() \
        and before not in TASK_STOP and before not in _USING_A_METHOD


# Verbs before a method's name that use it: "we fit Gaussian mixture models", "trained with random forests".
_USING_A_METHOD = frozenset("""use uses used using employ employs employed employing apply applies applied applying
adopt adopts adopted adopting fit fits fitted fitting train trains trained training leverage leverages leveraged
leveraging combine combines combined combining compare compares compared comparing outperform outperforms
outperformed outperforming replace replaces replaced replacing revisit revisits build builds built building
include includes included including extend extends extended extending""".split())
# Words before a plural that make it many things of a kind: "existing NeRFs", "various random forests".
_KIND_QUANTIFIERS = frozenset("""existing prior previous many most various several different these those such
other conventional traditional classical standard typical its their whose""".split())


def _purpose_follows(view: TokenView, end: int) -> bool:
    """'(2) Zorb-weighted label smoothing to focus on ...': an infinitive of purpose closes a listed part's name
    as a comma would; 'to the ...', 'to noise' or 'to 5' goes on with an object instead ('robustness to noise')."""
    return view.lower(end) == "to" and view.word(end + 1) in _PURPOSE_VERBS \
        and view.lowers[end - 1] not in _NO_PART_HEADS and view.lowers[end - 1] not in PLURAL_CLASS_HEADS


# Verbs a part's purpose opens with: "(1) Adaptive masking to limit ...".
_PURPOSE_VERBS = frozenset("""fuse focus limit capture reduce improve enhance align filter generate mitigate model learn
extract encode select refine guide preserve ensure handle address enable promote suppress integrate adapt balance
boost exploit leverage compute estimate predict remove merge aggregate identify detect locate alleviate prevent avoid
maintain stabilize stabilise accelerate compress combine bridge transfer distill distil retain emphasize emphasise
highlight incorporate inject calibrate correct denoise recover reconstruct synthesize synthesise encourage enforce
regularize regularise constrain optimize optimise reweight re-weight rank retrieve mine sample augment mix match unify
decouple disentangle separate steer curb favour favor propagate share reuse cache prune skip route weight smooth
sharpen amplify attenuate resolve decompose represent summarize summarise classify cluster""".split())
# Heads of a listed item that name who takes part or what the paper reports, not a part of its method.
_NO_PART_HEADS = frozenset("""users experts workers annotators humans participants evaluation evaluations analysis
analyses experiments approval consent baseline baselines code study studies encoders decoders planners ablation
ablations insights findings evidence justification release survey taxonomy comparison comparisons benchmarking
implementation library data feedback results robustness sensitivity exposure convergence generalization
generalisation scalability access efficiency performance""".split())


def _own_subject(view: TokenView, cue_start: int, cues: list[Cue], own_names) -> bool:
    """'we employ', 'It also employs', 'our model uses', 'GEM further uses' (GEM being what the paper proposes or
    its title names): the paper, or its system, is the subject of a use cue (one adverb may stand between). A
    baseline named as the subject ('BarNet employs ...', 'SAM2, which employs ...') is not."""
    before = cue_start - 1
    if view.lower(before) in _SUBJECT_ADVERBS or (view.lower(before).endswith("ly") and view.lower(before) != "only"):
        before -= 1
    if before < 0:
        return False
    word = view.lower(before)
    if word in ("we", "it"):
        return True
    if word in METHOD_HEADS:
        return view.lower(before - 1) in ("our", "the", "this")
    if not _in_subject_place(view, before) or not is_name(view.word(before), frozenset()):
        return False
    name = view.word(before)
    return name in own_names or any(  # named right after a proposal: "We introduce Pose-Aware SDF (PASDF), ..."
        cue.kind == "PROPOSE" and 0 < cue.end < before and name in _proposal_object(view, cue.end) for cue in cues)


def _proposal_object(view: TokenView, cue_end: int) -> list[str]:
    """The words that can name what a proposal cue proposes: up to twelve, within its sentence, and not past a word
    that turns to other work ("a new tracker that clearly outperforms BarNet")."""
    stop = min(cue_end + 12, view.sent_ranges[view.sent_of[cue_end - 1]][1])
    words = view.words[cue_end:stop]
    for at, lowered in enumerate(view.lowers[cue_end:stop]):
        if lowered in _TURNING_WORDS or lowered.startswith(("outperform", "surpass")):
            return words[:at]
    return words


_TURNING_WORDS = frozenset({"that", "which", "than", "over", "against", "versus", "vs", "vs.", "compared", "unlike"})


_SUBJECT_ADVERBS = frozenset({"also", "further", "then", "first", "next", "finally", "additionally", "moreover"})


_CORE_LEADS = (("central", "to"), ("key", "to"), ("core", "to"), ("at", "the", "core", "of"),
               ("at", "the", "heart", "of"), ("the", "core", "of"), ("the", "heart", "of"))
_CORE_VERBS = frozenset({"is", "are", "lies", "lie"})


def _at_the_core_of_own(view: TokenView, index: int, own_names: frozenset[str]) -> bool:
    """'Central to iQat is ZeFormer', 'The core of our approach is HMInterp', 'At the heart of our method are
    Kinetic Codes': what sits at the core of the paper's own system is its own part. The system is ours, this
    paper's method, or a name the title gives or the abstract proposes (not 'Key to this success is X', 'The core of
    DETR is X')."""
    first = view.sentence_start(index)
    lowers = view.lowers
    lead = next((lead for lead in _CORE_LEADS if tuple(lowers[first:first + len(lead)]) == lead), None)
    if lead is None:
        return False
    owner = first + len(lead)
    verb = next((position for position in range(owner + 1, min(owner + 5, index)) if lowers[position] in _CORE_VERBS),
                None)
    if verb is None or not _directly_after(view, verb + 1, index):
        return False
    if lowers[owner] == "our" or (lowers[owner] == "the" and lowers[owner + 1] == "proposed"):
        return True
    if lowers[owner] == "this":
        return view.lower(owner + 1) in METHOD_HEADS  # "Central to this framework is ...", not "this success"
    return verb == owner + 1 and view.words[owner] in own_names


# Verbs by which a system makes a part of its own: "ZORBIT introduces QXFreeze, a mechanism ...".
_OWN_PART_VERBS = frozenset({"introduces", "features", "devises", "designs", "proposes", "presents"})
# What a system does with a part it is built of: "GlimCLIP incorporates GlimFuser, a fusion module".
_TAKING_IN_VERBS = frozenset({"incorporates", "integrates", "includes", "comprises", "contains", "employs"})


def _introduced_by_own(view: TokenView, index: int, own_names: frozenset[str]) -> bool:
    """Whether the name at `index` is what the paper's own system introduces ("DIFFER introduces NBDetach, a
    mechanism designed for ..."), or takes in as a part the apposition calls one ("GlimCLIP incorporates GlimFuser,
    a fusion module that ..."; not "GlimCLIP uses ZorbNet, a pretrained backbone"): a part of the paper's own."""
    verb = index - 1
    while verb > 0 and view.lowers[verb] in _OBJECT_LEAD:
        verb -= 1
    subject = verb - 1 if view.lower(verb - 1) not in ("further", "also", "then") else verb - 2
    if subject < 0 or view.words[subject] not in own_names or not _directly_after(view, verb + 1, index):
        return False
    if view.lower(verb) in _OWN_PART_VERBS:
        return True
    apposed = _apposition_head(view, index + 1) if view.lower(verb) in _TAKING_IN_VERBS else None
    return apposed is not None and apposed[0] in _COMPONENT_HEADS


def _coined_long_form(long_form: str) -> bool:
    """'Coarse-to-Fine Quantization', 'Sparse Cross-Attention Router': starting with a capital, and hyphenated or of
    three words or more; two plain words ("Evolutionary Algorithm", "Vision Model") or lower-case ones name a kind."""
    words = long_form.split()
    return long_form[:1].isupper() and (len(words) >= 3 or "-" in long_form)


def _in_our_clause(view: TokenView, index: int) -> bool:
    """'we employ ..., leveraging', 'we design a method based on': "we" or "our" earlier in the sentence, with no
    word between that opens another clause ('We show that detectors using ...': the detectors' use, not ours)."""
    first = view.sentence_start(index)
    own = next((i for i in range(index - 1, first - 1, -1) if view.lowers[i] in ("we", "our")), None)
    if own is None or not _OTHER_CLAUSE_OPENERS.isdisjoint(view.lowers[own + 1:index]) \
            or not _OTHERS_WORK.isdisjoint(view.lowers[own + 1:index]):
        return False
    subject = view.lower(index - 1)  # "detectors built on", "those based on": the cue's own subject
    return not (subject in ("those", "ones") or (subject.isalpha() and _plural_noun(subject)))


_OTHER_CLAUSE_OPENERS = frozenset({"that", "which", "whether", "how", "where", "when", "while", "whereas", "although",
                                   "because", "since", "if", "who", "whose"})


def _directly_after(view: TokenView, cue_end: int, start: int) -> bool:
    """'we propose a novel X', 'a traffic-oriented X': only determiners and evaluative or derived adjectives
    between cue and name (a cue inside or after the name, as the "with" of 'mixing with noisy labels (MNL)', is not
    before it)."""
    return 0 <= start - cue_end <= 4 and all(w in _OBJECT_LEAD or (w.islower() and _DERIVED_ADJECTIVE.search(w))
                                        for w in view.lowers[cue_end:start])


def _we_bring_in(view: TokenView, cues: list[Cue], start: int) -> bool:
    """Whether 'we' (or 'I') propose, introduce or present what is named at `start`, right after the verb."""
    return any(cue.kind == "PROPOSE" and cue.first in ("we", "i") and _directly_after(view, cue.end, start)
               for cue in cues)


def _second_of_a_pair_after(view: TokenView, cue_end: int, start: int) -> bool:
    """'integrating a Mouth Zorber and a Torso Blixer': the second of two capitalised names a cue takes,
    each with its own article, stands where the first does."""
    if view.lower(start - 1) not in ("a", "an") or view.lower(start - 2) != "and":
        return False
    first_end = start - 2 - (view.word(start - 3) == ",")
    first = first_end
    while first > cue_end and is_title_word(view.words[first - 1]):
        first -= 1
    return first_end - first >= 2 and view.lower(first - 1) in ("a", "an") and _directly_after(view, cue_end, first)


def _pair_of_words(parts: list[str], not_entities: frozenset[str]) -> bool:
    """'Mandarin-English', 'Israeli-Palestinian': capitalised words that are no names, joined (not 'Meta-Dataset',
    whose last word says what it is, nor 'CUDA-Q')."""
    return all(part in not_entities and is_title_word(part) for part in parts) \
        and parts[-1].lower() not in DATASET_HEADS and parts[-1].lower() not in METHOD_HEADS


# A translation direction by ISO 639-1 codes ("EN-ZH", "de-en"): languages, not a name.
_LANGUAGE_CODES = "en|zh|de|fr|es|ja|ko|ru|ar|hi|pt|it|vi|th|tr|nl|ta|ms|id|ur|bn|sw|fa|he|pl|cs|ro|uk|el|fi|sv"
_LANGUAGE_PAIR = re.compile(rf"^(?i:{_LANGUAGE_CODES})-(?i:{_LANGUAGE_CODES})$")


@lru_cache(maxsize=200_000)
def is_name(text: str, not_entities: frozenset[str]) -> bool:
    """A word shaped like a coined name: MoCHA, pFedDB, GPT-4o, HTNet, VLA-Pruner, CIFAR-10, SHREC'17."""
    if len(text) > 3 and text[-3] == "'" and text[-2:].isdigit():
        text = text[:-3]  # an edition's year: "SHREC'17", "AIME'25" (not "CVPR'25", a venue the stoplist names)
    if len(text) < 2 or not text.isascii() or text in not_entities:
        return False
    if "_" in text:
        return bool(_UNDERSCORED_NAME.match(text))
    if not _ACRONYM_SHAPE.match(text):
        # "3DPyraNet", "4DGen": a coinage may open with a digit when several capitals follow ("3D", "4K" do not)
        return bool(_DIGIT_FIRST_NAME.match(text)) and sum(ch.isupper() for ch in text) >= 2 \
            and sum(ch.isalpha() for ch in text) >= 4 and not (text[-1] == "s" and text[-2].isupper()) \
            and "-to-" not in text  # not "3D-CNNs" (a class) or "2D-to-3D" (a direction)
    if "/" in text and _HOST.match(text.split("/", 1)[0]):
        return False  # "github.com/PeriodRecon": a link written without its scheme (not "Llama-3.1/3.2")
    if text[-1] == "-" or ("/" in text and any(
            (part.isalpha() and part.islower() and len(part) > 2) or _PLURAL_ACRONYM.match(part)
            for part in text.split("/"))):
        return False  # "GPR-", "GPT-4/human", "LLM/VLMs": a name cut short, or a name and a word
    if _YEARISH.match(text) or text.isdigit() or not any(ch.isalpha() for ch in text):
        return False
    if _FORMULA.fullmatch(text):
        return False  # "A+B", "B+A$", "x-y": single letters and operators, a formula's (LaTeX's) variables
    if text[0].isupper() or text[0].isdigit():
        if "-" in text and (_LANGUAGE_PAIR.match(text) or _pair_of_words(text.split("-"), not_entities)):
            return False  # a pair of languages: "Mandarin-English", "Hindi-English", "EN-ZH"
        if _HAS_UPPER_INSIDE.match(text) or _HAS_DIGIT.search(text):
            return True
        # Capitalised hyphenated coinages: Fisher-Forget, Chest-X-Ray
        return "-" in text and all(part[:1].isupper() for part in text.split("-") if part)
    if _TWO_COINAGE.match(text):
        return True  # a lower-first coinage of the "this to that" shape: word2vec, pix2pix-HD
    if _LETTER_THEN_ACRONYM.match(text):
        # one small letter, a hyphen, a known dataset's or model's letters: "e-SNLI", a variant of SNLI (not a gene or
        # a lab value, "c-MYC", "p-AKT"; a known measure's variant, "p-MRR", is left to the rule for prefixed measures)
        return text[2:] in known_names() and text[2:].lower() not in known_measures()
    # other lower-first coinages have an inner capital: pFedDB, iGPT, mT5
    return bool(_HAS_UPPER_INSIDE.match(text)) and sum(ch.isupper() for ch in text) >= 2 and "-" not in text[:2]


_PLACES_PEOPLE_WRITE = re.compile(r"\b(?:post(?:s|ed|ing)?|deploy(?:s|ed|ing)?|crawl\w*|scrap(?:e|ed|es|ing)|"
                                  r"forums?|threads?|comments?|communit(?:y|ies)|accounts?|cameras?)\b", re.I)
_RESULTS_OR_TRAINING = re.compile(r"\d|\b(?:experiment|evaluat|benchmark|result|test|state[- ]of[- ]the[- ]art|sota|"
                                  r"outperform|surpass|improv|gain|generali[sz]|comparison|train|fine-?tun|accura)",
                                  re.I)


def _plain_capitalised(text: str) -> bool:
    """'Spider', 'Cornell': a capitalised word that may be a plain word or a place (not 'BIRD', 'WikiQA')."""
    return text.isalpha() and text[:1].isupper() and text[1:].islower()


_LETTER_THEN_ACRONYM = re.compile(r"^[a-z]-[A-Z]{2,}[A-Za-z0-9]*$")
_TWO_COINAGE = re.compile(r"^[a-z]{2,}2[a-z]{2,}(?:-?\d+)?(?:-[A-Za-z][A-Za-z0-9]*)?$")  # letters, "2", letters


def _spells_a_measure(long_text: str) -> bool:
    """'Learned Perceptual Image Patch Similarity', 'Recall-Oriented Understudy for Gisting Evaluation': a long
    form with a measure's word spells out the measure (not 'Formal Problem-Solving')."""
    return any(word in MEASURE_HEADS or word in METRIC_HEADS or word in ("evaluation", "measure", "index")
               for word in re.split(r"[\s\-]+", long_text.lower()))


_INITIALS_ONLY = re.compile(r"(?:[A-Z]\.){2,}")


def _task_definitions(view: TokenView, found: list[Found]) -> list[tuple[str, str]]:
    """Short and long form keys of definitions left untyped whose long form ends in a task's head and whose verb
    does not describe data: "Scene-level Layout Parsing (SceneLP) involves predicting ...", not "Quark
    Scene Understanding (QSU) contains 5k annotated images"."""
    return [(name_key(item.text), name_key(item.long_form)) for item in found
            if item.label is None and item.long_form and item.text and item.rule.startswith("acronym:short-form")
            and item.long_form.split()[-1].rsplit("-", 1)[-1].lower() in _TASK_DEFINED_HEADS
            and not _definition_says_data(view, item.end)]


def _clause_verb_at(view: TokenView, at: int) -> int:
    """Where the verb of the clause after a name is: past its comma and a 'which' or 'that' ("X, which contains")."""
    if view.word(at) == ",":
        at += 1
    if view.lower(at) in ("which", "that"):
        at += 1
    return at


def _definition_says_data(view: TokenView, close: int) -> bool:
    """Whether the verb right after a definition's closing bracket (or its comma and 'which') says what data holds or
    how it was made: "(QSU) contains", "(QSU), comprising", "(QSU), which consists of", "(QSU) was carefully
    collected", "(QSU) collected from 40 homes"; not "(QSR), including ..." or "(QED) from recorded lectures"."""
    at = _clause_verb_at(view, close + 1)
    verb = view.lower(at)
    if verb in _HOLDS_VERBS or (verb in _MADE_AS_DATA and view.lower(at + 1) in ("from", "by", "in", "at", "with")):
        return True
    if verb == "includes" and at == close + 1:
        return True  # "(QSU) includes 5k clips", but not "(MQR), which includes text-to-image retrieval, is a task"
    if verb not in _BE_OR_HAVE:
        return False
    participle = at + 1
    if view.lower(participle) == "been":
        participle += 1  # "has been collected"
    if view.lower(participle).endswith("ly"):
        participle += 1  # "was carefully collected"
    return view.lower(participle) in _MADE_AS_DATA


_HOLDS_VERBS = frozenset({"contains", "comprises", "consists", "covers", "spans", "features", "contain", "comprise",
                          "consist", "cover", "span", "containing", "comprising", "consisting"})
_BE_OR_HAVE = frozenset({"is", "was", "are", "were", "has", "have"})
_MADE_AS_DATA = frozenset({"collected", "annotated", "recorded", "curated", "gathered", "compiled"})


_LOWER_TAIL = re.compile(r"-[a-z]+$")  # "MLLM-oriented", "10K-sample": a modifier, not a name


def _spells_a_name_before(view: TokenView, start: int, end: int) -> bool:
    """Whether the initials of the words from `start` to `end` spell a name (or a hyphen-joined part of one)
    written earlier in the sentence: "we propose KD-SSP, ... through Semantic Similarity Propagation"."""
    words = view.words[start:end]
    return len(words) >= 2 and any(
        initials_spell(part, words) == 0 for word in view.words[view.sentence_start(start):start]
        if short_form_shaped(word) for part in {word, *word.split("-")} if len(part) >= 2)


def _task_named_with_more_words(view: TokenView, gazetteer: dict, short: str, start: int, end: int,
                                next_word: str) -> bool:
    """Whether a long form the initials of its words gave, longer than Schwartz-Hearst's shortest match ("Active
    Domain Adaptation (ADA)", where "Adaptation" alone holds the letters), ends in a task ("Domain Adaptation"):
    the task, named in full."""
    words = view.words[start:end]
    if initials_spell(short, words) != 0 or not schwartz_hearst(short, words):
        return False
    return any(gazetteer.get((first, end), ("",))[0] == "TASK" or head_label(view, first, end, next_word) == "TASK"
               for first in range(start + 1, end))


_TASK_DEFINED_HEADS = TASK_HEADS | {"assessment", "counting", "search"}


def _opens_a_sentence_on_its_aim(view: TokenView, long_start: int, short_index: int) -> bool:
    """'Cross-domain glim learning (CDGL) aims to ...' opening a sentence: a problem the field sets itself, whatever
    its head noun ('learning', 'distillation', 'composition')."""
    opening = view.sentence_start(long_start)
    lead = [word for word in view.lowers[opening:long_start] if word not in ("the", "field", "of")]
    return not lead and view.lower(short_index + 2) in ("aims", "seeks") and view.lower(short_index + 3) == "to"


def _defines_a_task(view: TokenView, short_index: int, long_start: int) -> bool:
    """'X (Y) aims to ...', 'X (Y), which aims to ...', 'X (Y) is a challenging task that ...', 'the task of
    X (Y)', 'the X (Y) task': the definition of a problem."""
    after = view.lower(short_index + 2)
    if after in ("aims", "seeks", "refers", "targets") or after in ("task", "tasks", "problem") or (
            after == "," and view.lower(short_index + 3) in ("which", "that") and view.lower(short_index + 4) in (
                "aims", "seeks", "refers", "targets")) or (
            after == "," and view.lower(short_index + 3) == "where" and view.lower(short_index + 5) in ("goal", "aim")):
        return True  # "..., where the goal is to rank passages"
    if view.lower(long_start - 1) == "of" and view.lower(long_start - 2) in ("task", "problem"):
        return True
    if view.lower(long_start - 1) in ("in", "on") and view.lower(long_start - 2) in _PROGRESS_NOUNS:
        return True  # "strong performance in Streaming Entity Matching (SEM)", "recent advances in ..."
    if after in ("is", "has", "have", "remains", "based"):
        window = view.lowers[short_index + 3:short_index + 12]
        window = window[:window.index(".")] if "." in window else window
        # "... has achieved promising progress", "is a challenging task"; not "is a dataset that has driven progress"
        return not _TOPIC_WORDS.isdisjoint(window) and DATASET_HEADS.isdisjoint(window)
    return False


def _names_the_fields_problem(view: TokenView, short: str, short_index: int, long_start: int, long_end: int) -> bool:
    """A Title-Case definition ending in a task word that nothing else types: 'Video Scene Graph Generation (VSGG) is
    an important topic'. Not a technique ('Denoising Score Matching (DSM) is widely used', 'Knowledge-Augmented
    Generation (KAG) is a promising paradigm', 'X (Y), a framework that ...'), nor data ('Y contains 5k images')."""
    head = view.lowers[long_end - 1]
    if not view.words[long_end - 1][:1].isupper() or head in _TECHNIQUE_NAME_HEADS or view.lower(short_index + 2) in \
            METHOD_HEADS or any(word.endswith("-augmented") for word in view.lowers[long_start:long_end]):
        return False
    if _apposition_noun(view, short_index + 2) in METHOD_HEADS:
        return False
    window = view.lowers[short_index + 2:short_index + 12]
    window = window[:window.index(".")] if "." in window else window
    return _TECHNIQUE_WORDS.isdisjoint(window) and not _written_as_data(view, short, short_index)


# What a sentence says of a technique, not a problem: "X (Y) is a promising paradigm", "has been shown to improve".
_TECHNIQUE_WORDS = frozenset({"paradigm", "paradigms", "technique", "techniques", "approach", "approaches", "method",
                              "methods", "framework", "frameworks", "objective", "objectives", "strategy",
                              "strategies", "algorithm", "algorithms", "mechanism", "mechanisms", "improve",
                              "improves"})


def _written_as_data(view: TokenView, short: str, short_index: int) -> bool:
    """'Glim Scene Understanding (GSU) contains 5k images', '... on the GSU benchmark', '... on GSU, a benchmark of
    5k videos': a task's name the abstract uses for data (not 'GSU benchmarks' or 'a visual GSU benchmark', the
    task's)."""
    return _definition_says_data(view, short_index + 1) or any(
        word == short and ((view.lower(at + 1) in DATASET_HEADS and view.lower(at + 1) not in _PLURAL_DATASET_HEADS
                            and view.lower(at - 1) in ("the", "on", "of") and view.lower(at + 2) not in DATASET_HEADS)
                           or _apposition_noun(view, at + 1) in DATASET_HEADS)
        for at, word in enumerate(view.words))


_PREPOSITIONS = frozenset({"at", "to", "of", "in", "for", "with", "on", "across", "beyond", "by", "from", "over",
                           "under", "via", "without", "towards", "toward"})
# Heads of named measuring instruments: "System Usability Scale (SUS)", "Geriatric Depression Scale" ("index" is
# among the measure heads already).
_INSTRUMENT_HEADS = frozenset({"scale", "inventory", "questionnaire", "instrument"})
_TOPIC_WORDS = frozenset({"task", "problem", "progress"})
# What a field makes in a problem: "performance in", "advances in" a task.
_PROGRESS_NOUNS = frozenset({"performance", "progress", "advances", "advancements", "breakthroughs", "success"})


def _written_lower(view: TokenView, start: int, text: str) -> bool:
    """Whether a phrase is written in small letters; one that opens a sentence may have its first capital
    ("Street scene parsing (SSP) is ..."), and a dimension keeps its own ("3D face reconstruction")."""
    if view.is_sent_start(start) and text[:1].isupper():
        text = text[1:]
    if "D" in text:
        text = _DIMENSION_IN_TEXT.sub("", text)
    return text == text.lower()


_WAYS_TO_LEARN = frozenset({"learning", "training", "inference", "optimization", "optimisation"})


_JOINED_STEPS = frozenset({"then", "and", "or"})


def _evaluated_in_a_task(view: TokenView, end: int, next_word: str, known_task: bool = False) -> bool:
    """'competitive results in tasks like Active Speaker Detection (ASD)', 'a pivotal role in Text-Based Person
    Retrieval (TBPR) research', 'interest in Multimodal Glim Sentiment Analysis (MGSA)': a long form an evaluation cue
    governs that ends in a task's head or a task the gazetteer knows (`known_task`), and not followed by a method's
    noun ('the ... Generation (SMGA) Network') or a verb of its own ('On X, Hierarchical Preference Alignment (HPA)
    improves ...': a method)."""
    head = view.lowers[end - 1]
    acting = next_word in _NAME_VERBS or next_word in _ATTAINING_VERBS or next_word in _SUBJECT_ADVERBS \
        or next_word.endswith("ly") or bool(_CHANGE_VERB.match(next_word))  # "(HTR) consistently improves"
    return (head in TASK_HEADS or (known_task and head not in _TECHNIQUE_NAMING_TASKS)) \
        and head not in _TECHNIQUE_TASK_HEADS and next_word not in METHOD_HEADS and not acting


# Heads of known tasks that as often end a technique's name: "Zorb Architecture Search (ZAS)", "Rotational Glim
# Embedding (RGE)", "Light Glim Collaborative Filtering (LGCF)", "Universal Glim Attack (UGA)" (a "... Learning" is
# a paradigm, a task in the guidelines' terms).
_TECHNIQUE_NAMING_TASKS = frozenset({"search", "embedding", "embeddings", "filtering", "attack", "attacks"})


# Task heads that as often end a technique's name: "Vector Quantization (VQ)", "Efficient Learned Image Compression
# (ELIC)", "Attention Projection Layer Adaptation (APLA)".
_TECHNIQUE_TASK_HEADS = frozenset({"adaptation", "compression", "quantization", "pruning", "alignment", "clustering",
                                   "matching"})
# Of those, the ones that end a technique's name even where a sentence only introduces it ("Representation Alignment
# (REPA) has proven effective"); a Title-Case "... Adaptation (X)" or "... Clustering (X)" the field works on is
# mostly a problem ("Source-Free Domain Adaptation (SFDA)").
_TECHNIQUE_NAME_HEADS = _TECHNIQUE_TASK_HEADS - {"adaptation", "clustering"}


# Words that make a coefficient a weight a model learns or applies ("Learnable Fusion Coefficient (LFC)"), not a
# measure ("Intraclass Correlation Coefficient (ICC)", "Gini Coefficient (GC)"). Plural coefficients are what a
# model computes ("Mel-Frequency Cepstral Coefficients") and are never read as a measure.
_WEIGHT_WORDS = frozenset({"learnable", "learned", "adaptive", "dynamic", "fusion", "mixing", "weighting", "balance",
                           "balancing", "gating", "scaling", "attention", "regularization", "regularisation"})


def _data_noun_after_a_task(view: TokenView, at: int) -> Optional[str]:
    """'(GZFin) question answering benchmark': the data noun after the task a definition's data is for, which
    says what the letters name as the noun right after the bracket would."""
    position = at
    while position < min(view.n, at + 3) and view.words[position].replace("-", "").isalpha() \
            and view.words[position] == view.lowers[position] and view.lowers[position] not in DATASET_HEADS:
        if view.lowers[position] in TASK_STOP:
            return None  # "(ZAP) for image classification benchmark settings": what the method is for
        position += 1
    if position > at and view.lowers[position - 1] in TASK_HEADS and view.lower(position) in _ONE_DATASET_NOUNS \
            and (not view.word(position + 1).isalpha() or view.lower(position + 1) in _AFTER_A_DATA_NAME):
        return view.lowers[position]  # (not "... benchmark scores", what is measured on some benchmark)
    return None  # (nor a plural, a kind of data: "Open Glim (OG) question answering benchmarks"; nor "challenge", also
    # a problem: "the Open Zorb (OZ) detection challenge")


# Words that may follow a data name's noun: "... benchmark that", "... dataset of 3k clips", "... corpus, which"
_AFTER_A_DATA_NAME = frozenset({"that", "which", "of", "with", "for", "and", "to", "in", "on", "from", "containing",
                                "comprising", "consisting", "including", "covering", "built", "is", "was", "has"})


def head_label(view: TokenView, start: int, end: int, next_word: str) -> Optional[str]:
    """Type a long form by its head noun (last word) or the noun that follows the bracket.

    Title-case long forms are coined names (methods, unless their head says dataset or
    metric); lower-case ones name concepts or tasks.
    """
    head = view.lowers[end - 1]
    if "-" in head and head.rsplit("-", 1)[1] in METRIC_HEADS and _JOINED_STEPS.isdisjoint(head.split("-")):
        head = head.rsplit("-", 1)[1]  # "R-Precision (R-PREC)", "F-score"; not "Rank-Then-Score (RTS)", steps joined
    for index in range(start + 1, end - 1):  # "Expert-Rated benchmark for Sketch-guided Room Layout": head before "for"
        if view.lowers[index] in ("for", "of", "on") and (
                view.words[index - 1] == view.lowers[index - 1]
                or (view.lowers[index - 1] in _DATA_NAME_NOUNS
                    and not {"for", "of", "on", "from", "with"} & set(view.lowers[start:index - 1]))):
            head = view.lowers[index - 1]  # (a capitalised data noun too, before the first preposition: "Glim Image
            break  # Dataset for Exploration"; not "Continual Pretraining on Domain Corpus for ...")
    singular = head[:-1] if head.endswith("s") and head not in ("corpus", "loss") else head
    if {head, singular} & DATASET_HEADS:
        return "DATASET"
    text = view.span_text(start, end)
    if (next_word in DATASET_HEADS or next_word in _COMPETITION_NOUNS) and head not in _WAYS_TO_LEARN:
        # (not "in continual learning (CL) environments"; "the ... (GLAW) competition": a challenge's data)
        if head.rsplit("-", 1)[-1] in _TASK_DEFINED_HEADS and _written_lower(view, start, text) \
                and view.lower(start - 1) != "the":
            return "TASK"  # "a new chart-captioning (CC) dataset": the task the data is for (not "on the
            # long-form video understanding (LVU) benchmark", one benchmark)
        return "DATASET"  # "the Glim Video Segmentation (GVS) dataset": a coined name
    instrument = end - start > 1 and head in _INSTRUMENT_HEADS and view.lowers[end - 2] not in _PREPOSITIONS \
        and next_word not in METHOD_HEADS  # "System Usability Scale (SUS)", not "... Decoders at Scale (RADLADS)",
    # "Vision Models with Scale (VMS)" or "a Multi Scale (MS) module"
    statistic = head == "coefficient" and _WEIGHT_WORDS.isdisjoint(view.lowers[start:end - 1]) \
        and next_word not in METHOD_HEADS
    if head in METRIC_HEADS or instrument or statistic or next_word in ("score", "metric") or (
            singular in METRIC_HEADS
            and (not view.lower(start - 1).endswith("ing") or view.lower(start - 1) in _CHANGE_VERBS)):
        return "METRIC"  # "attack success rates (ASR)", "reducing false rejection rates (FRR)"; not "predicting
        # click-through rates (CTR)", a target
    if head in TASK_HEADS and _written_lower(view, start, text) and (next_word not in METHOD_HEADS or next_word in PLURAL_CLASS_HEADS
                                                         or next_word.endswith("s")):
        return "TASK"  # not "the magnification alignment (MAGA) mechanism", which names a method
    return None


def _listed_with_a_known_measure(view: TokenView, index: int, known_measure: Callable[[int], bool]) -> bool:
    """Whether the word at `index` is listed, one word to an item, with a measure the gazetteer knows for sure:
    "segmentation (PQ, RQ, SQ)" lists measures (not "R1 Translator", a name's first word, nor "CI/CD", nor "LR and
    HR", where the known letters may mean something else)."""
    if view.word(index + 1) not in (",", "and", ")", ".", ";", "") or view.word(index - 1)[:1].isdigit():
        return False  # (nor "35.5 HU", a unit)
    for step in (-2, 2):
        other = index
        while 0 <= other + step < view.n and view.word(other + step // 2) in (",", "and"):
            other += step
            if known_measure(other):
                return True
    return False


# Nouns after a list of names that make its items tools, not measures: "LPIPS, CLIP and DINO losses".
_NOUNS_FOR_TOOLS = frozenset("""loss losses feature features encoder encoders baseline baselines teacher teachers
embedding embeddings model models backbone backbones guidance""".split())


def _list_of_tools(view: TokenView, index: int) -> bool:
    """Whether the list of names the word at `index` stands in ends in a hyphen or a noun for tools ("CLIP and
    FID-guided baselines", "LPIPS, CLIP and DINO losses")."""
    end = index + 1
    while end < view.n and (view.lowers[end] in (",", "and", "or") or view.words[end][:1].isupper()):
        end += 1
    return view.word(end).startswith("-") or view.lower(end) in _NOUNS_FOR_TOOLS  # ("FID-guided" reads "FID",
    # "-guided")


def _gerund_as_a_noun(view: TokenView, index: int) -> bool:
    """Whether the -ing word at `index` names an activity, as a noun does, rather than acting as a verb: after a
    determiner or a verb of change ("the decoding accuracy", "improves grading accuracy"; not "improving accuracy",
    nor a participle that describes, "the existing accuracy", nor a goal, "to improve training efficiency"), or after
    a word that grades it ("reliable glimming accuracy", "superior quarking efficiency"; not a rate, which so
    graded is a setting: "under high foosampling rates"; nor a word that works as a preposition: "performs best
    regarding accuracy")."""
    before = view.lower(index - 1)
    graded = before in _GRADING_WORDS and view.lower(index + 1) not in ("rate", "rates") \
        and view.lowers[index] not in _PREPOSITIONAL_PARTICIPLES
    return view.lowers[index] not in _DESCRIBING_PARTICIPLES and (
        before in _GERUND_DETERMINERS or graded or _CHANGE_VERB.match(before) is not None)


_GERUND_DETERMINERS = frozenset({"the", "its", "their", "our", "his", "her", "whose"})
_PREPOSITIONAL_PARTICIPLES = frozenset({"regarding", "concerning", "considering", "including", "according", "during",
                                        "involving", "excluding", "using", "following", "comparing", "given"})
_GRADING_WORDS = _VERDICT_WORDS | {"reliable", "accurate", "robust", "higher", "lower", "improved", "enhanced"}
_DESCRIBING_PARTICIPLES = frozenset({"existing", "remaining", "resulting", "corresponding", "following", "underlying",
                                     "competing", "leading", "promising", "surprising", "challenging", "varying",
                                     "missing", "outstanding", "overwhelming", "rising", "declining", "diminishing",
                                     "degrading", "fluctuating", "encouraging", "striking", "compelling", "prevailing"})


# Words right before a tool a paper runs: "using Whisper", "employing Llama".
_USING_WORDS = frozenset({"using", "employing", "leveraging", "via", "utilizing", "utilising"})
# After the noun of what a paper proposes, the words that bring in what it is made of: a comma after them goes on
# with that list, not with the proposal's name.
_INGREDIENT_WORDS = _USING_WORDS | {"combining", "integrating", "incorporating", "built", "based"}


class MentionFinder:
    """Runs the rules over one Doc whose gazetteer and cue spans are already set."""

    def __init__(self, generic_methods: frozenset[str], not_entities: frozenset[str],
                 ambiguous: frozenset[tuple[str, str]] = frozenset(), method_forms: frozenset[str] = frozenset(),
                 standalone: frozenset[tuple[str, str]] = frozenset(),
                 long_forms: Optional[dict[str, frozenset[str]]] = None, measure_forms: frozenset[str] = frozenset(),
                 measures_named_as_methods: frozenset[str] = frozenset(), plural_names: frozenset[str] = frozenset()):
        self.method_forms = method_forms
        self.plural_names = plural_names  # lower-case plurals that name one method, not a family
        self.measure_forms = measure_forms  # exact-case spellings of known measures: "RMSE", "FLOPs"
        self.measures_named_as_methods = measures_named_as_methods  # "MAE": a measure's and a model's letters
        self.long_forms = long_forms or {}
        self.standalone = standalone
        self.generic = frozenset(w.lower() for w in generic_methods)
        self.not_entities = frozenset(not_entities)
        self.ambiguous = ambiguous
        self._part_starts: set[int] = set()
        self._first_proposal: Optional[int] = None
        self._cues: list[Cue] = []
        self._named_starts: frozenset[int] = frozenset()
        self._title_match: Optional[re.Match] = None
        self._title_name: Optional[str] = None
        self._title_data: Optional[str] = None
        self._title_head: Optional[str] = None
        self._current_others: dict[tuple[int, int], tuple] = {}  # the other kinds each gazetteer hit is known as

    def __call__(self, doc: Doc, title: str = "", view: Optional[TokenView] = None,
                 cue_matches: Iterable[tuple[str, int, int]] = ()) -> list[Found]:
        view = view or TokenView(doc)
        lowers, text, starts, ends = view.lowers, view.text, view.starts, view.ends
        cues = [_new_tuple(Cue, (start, end, kind, lowers[start], text[starts[start]:ends[end - 1]]))
                for kind, start, end in cue_matches]
        cues = [cue for cue in cues if not _naming_after_earlier_work(view, cue)]
        # "..., a novel X", "X is a new ...", and "X is proposed" in a sentence about this paper ("In this paper, a
        # ... model (DACM) is proposed"; not "FDK is developed based on KD", the field's)
        # ("ZorbNet is designed for images only" describes what exists: "designed" proposes only a new thing, "a ...")
        cues = [c for c in cues if not (c.kind == "PROPOSE_AFTER" and c.text.lower().endswith("designed")
                                        and not _brought_in_by_an_article(view, c.start))]
        passive = {c.start for c in cues if c.kind == "PROPOSE_AFTER" and c.first == "is"
                   and c.text.lower().split()[1] not in ("a", "an")}
        # (also past the noun after a name, "a glim sampling (GS) method is proposed", "a novel ZORB loss is
        # introduced", and past a name set apart with commas, "a training-free glim strategy, GZS, is proposed")
        after_a_noun = {start - 1 for start in passive if view.lower(start - 1) in _NAMED_THINGS_HEADS}
        set_apart = {start - 1 for start in passive if view.word(start - 1) == "," and view.word(start - 3) == ","
                     and view.lower(start - 4) in _NAMED_THINGS_HEADS}
        passive |= after_a_noun | set_apart
        self._passive_after = {start for start in passive
                               if _about_this_paper(view.lowers[slice(*view.sent_ranges[view.sent_of[start]])])
                               or (_answers_the_problem(view.lowers[view.sentence_start(start):start])
                                   and not _CREDITS_OTHERS.search(view.sentence_text(view.sent_of[start])))
                               or _opens_on_its_purpose(view, start)
                               or _goes_on_with_this_work(view, view.sent_of[start])}
        proposed_after = {c.start for c in cues if c.kind == "PROPOSE_AFTER" and c.start not in passive} \
            | self._passive_after
        gazetteer = view.keyed_by_view(self._gazetteer_hits(doc))
        title_names = self._title_names(title)
        self._title_match = _coined_title_name(title)
        self._title_name = self._title_match.group(1) if self._title_match else None
        self._title_data = name_key(self._title_name) if self._title_match and _presented_kind(
            title, self._title_match)[0] == "DATASET" else None  # "PANORAMA: A synthetic ... dataset"
        self._title_head = title.split(":", 1)[0].strip().lower() if title and ":" in title else None
        if self._title_name is not None and _subtitle_kind(title[self._title_match.end():]) in _SINGULAR_METHOD_HEADS:
            # "XQDD: Extra-Quick Glim Decoder for ...": the paper's own system, whatever data a gazetteer
            # knows by the same letters (not "MNIST: Revisiting Classifier Networks", a study of others' on the
            # data; nor where the letters head data: "on the XQDD and QuarkSet corpora")
            gazetteer = {span: hit for span, hit in gazetteer.items()
                         if hit[0] != "DATASET" or view.span_text(*span) != self._title_name
                         or not DATASET_HEADS.isdisjoint(view.lowers[span[1]:span[1] + 3])}
        found: list[Found] = []
        covered: set[int] = set()

        # 1. acronym definitions: Long Form (LF). A definition of a concept ("federated learning (FL)")
        # also tells us that its short form is not a name anywhere in this abstract.
        concept_forms: set[str] = set()
        redefined: set[str] = set()  # known acronyms this abstract defines as something else, or as a task's target
        for short_index, long_text in spelled_out_after(view):  # "FPS (Formal Problem-Solving)": not frames per
            hit = gazetteer.get((short_index, short_index + 1))  # second here ("ZOLO (Zoom Only, Look Once)" stays)
            if hit is not None and name_key(long_text) not in self.long_forms.get(hit[1], ()) \
                    and (hit[0] != "METRIC" or not _spells_a_measure(long_text)) \
                    and (hit[0] != "METHOD" or _we_bring_in(view, cues, short_index)):
                redefined.add(view.words[short_index])  # (a known method's letters only where the paper brings in
                # its own under them: "we introduce BERT (Boundary Estimation with Ranked Tokens)")
        for (start, end), (label, _) in gazetteer.items():
            if label == "METHOD" and end - start == 1 and _we_bring_in(view, cues, start) \
                    and (_apposition_head(view, end) or ("",))[0] in DATASET_HEADS:
                redefined.add(view.words[start])  # "we introduce GLIMNET, a dataset of ...": letters a known model
                # goes by, given to the paper's new data
        proposal_sents = [view.sent_of[c.start] for c in cues if c.kind == "PROPOSE" and (
            c.first in ("we", "paper", "work", "study") or c.text.lower() == "our proposed")]
        if not proposal_sents:  # "In this paper, a novel framework called X is proposed", "the proposal of X"
            proposal_sents = [sent for sent in range(len(view.sent_ranges))
                              if _PASSIVE_PROPOSAL.search(view.sentence_text(sent))][:1]
        first_proposal = min(proposal_sents) if proposal_sents else None
        # where the acronym-defined parts of the proposal may follow it: from the first sentence about the paper
        # that proposes ("This paper addresses ... by introducing X"), even when a later one also does
        own_parts_from = min(([first_proposal] if first_proposal is not None else []) + [
            view.sent_of[c.start] for c in cues if c.kind == "PROPOSE" and c.first != "our"
            and _about_this_paper(view.lowers[slice(*view.sent_ranges[view.sent_of[c.start]])])], default=None)
        enumerated_starts = self._enumerated_starts(view, first_proposal)
        for long_start, long_end, short_index in find_acronym_pairs(view, self.not_entities):
            short = view.words[short_index]
            if _kind_of_the_name_after(view, long_start, short_index):
                concept_forms.add(short)  # "the first glim reward model (GRM) called Zorb-Shepherd": the kind of
                covered.update(range(long_start, long_end))  # what the paper names, not a name
                covered.add(short_index)
                continue
            short_hit = gazetteer.get((short_index, short_index + 1))
            if short_hit is not None and short_hit[1] in known_technique_keys() \
                    and _names_what_it_yields(view, short_index + 2):
                covered.update(range(long_start, short_index + 1))  # "the Glim chain-of-thought (CoT) dataset": the
                continue  # data a technique wrote
            long_start = _known_long_form_start(gazetteer, short_hit, long_start, long_end)
            long_text = view.span_text(long_start, long_end)
            if _languages_joined(long_text) and view.lower(short_index + 2) not in METHOD_HEADS \
                    and view.lower(short_index + 2) not in DATASET_HEADS:
                concept_forms.add(short)  # "Tamil-English (TA-EN)": a language pair, the data's or a task's (not
                # "the Arabic-English (AREN) dataset", a name)
                covered.update(range(long_start, long_end))
                covered.add(short_index)
                continue
            if self._task_named_around_letters(view, gazetteer, cues, long_start, long_end, short_index):
                head = view.words[short_index + 2]  # "text-to-image (T2I) generation", "human-object interaction
                # (HOI) detection": the letters stand for what the task works on, and the task is named whole
                concept_forms.add(short)  # (alone, the letters name no thing: "T2I models", "the HOI"; the names
                # join the head the brackets stand before, while their evidence offsets stay the letters' and the
                # long form's own)
                covered.update(range(long_start, long_end))
                covered.update((short_index, short_index + 2))
                found.append(Found(long_start, long_end, "TASK", None, "acronym:long-form+task-head-after", 0.8,
                                   text=f"{long_text} {head}"))
                found.append(Found(short_index, short_index + 1, "TASK", None, "acronym:short-form+task-head-after",
                                   0.8, long_form=f"{long_text} {head}", text=f"{short} {head}"))
                continue
            next_word = view.lower(short_index + 2)
            if not _written_lower(view, long_start, long_text) and view.lowers[long_end - 1] not in METHOD_HEADS \
                    and not view.lowers[long_end - 1].endswith("ing"):  # (a lower-case one names a kind of data: "a
                # glim lesion (GL) segmentation set"; "Glim Token Merging (GTM)", "Zorb Transformer (ZT)": methods)
                next_word = _data_noun_after_a_task(view, short_index + 2) or next_word
            if next_word in ("score", "scores") and view.lower(short_index + 3) in _VERB_OBJECT_LEAD:
                next_word = ""  # "Process Reward Models (PRMs) score each step": a verb, not a measure's head
            label = head_label(view, long_start, long_end, next_word)
            if label == "METRIC" and any(view.words[at] in METHOD_HEADS and view.words[at + 1] in _MEANS_WORDS
                                         for at in range(long_start, long_end - 2)):  # (a noun in small letters
                # heads a name: not "the Agent with Tools Success Rate (ATSR)", "Model Based Similarity Score")
                label = "METHOD"  # "a ... condensation framework using Coding Rate (SCORE)": the framework, named by
                # its head noun, not the measure it uses
            if label == "METRIC" and _named_as_a_kind(view, long_start, METHOD_HEADS) and not any(
                    word.startswith(_ASSESSING_STEMS)
                    for word in view.lowers[slice(*view.sent_ranges[view.sent_of[long_start]])]):
                label = "METHOD"  # "a scoring method called Glim Quark Score (GQS)": what the method is called (not
                # "to evaluate the results, we introduce a method named glim distance (GD)": a measure)
            listed = "," in long_text  # "Health, Safety, and Environment (HSE)": the last word listed heads no name
            method_headed = next_word in METHOD_HEADS or singular_noun(next_word) in METHOD_HEADS  # "pipelines"
            cue = self._governing_cue(view, cues, long_start)
            if not method_headed and _names_a_data_source(view, long_start, long_end, cue):
                label = "DATASET"  # "questions from the Glim Election Study (GES)", "the Quark Connectome Project"
            if listed and not method_headed and next_word not in METRIC_HEADS and (
                    next_word not in DATASET_HEADS or (next_word in _PLURAL_DATASET_HEADS and cue is None)):
                label = None  # (nor does a kind of data: "Science, ..., and Mathematics (STEM) benchmarks", unless
                # the paper brings them in or evaluates on them)
            if label is None and long_end - long_start > 1 and view.words[long_end - 1] in self.measure_forms \
                    and ("METRIC", view.words[long_end - 1]) not in self.ambiguous and next_word not in METHOD_HEADS \
                    and _apposition_noun(view, short_index + 2) not in METHOD_HEADS:
                # (not "the Variance-Selective SSIM (VS-SSIM) loss", "MGIoU (...), a novel loss function")
                label = "METRIC"  # "masked SSIM (mSSIM)": a variant of a known measure is a measure
            if label == "TASK" and next_word in DATASET_HEADS and self._names_the_proposed_data(view, cue, long_start,
                                                                                          short_index + 3):
                label = "DATASET"  # "we propose a hierarchical and holistic video understanding (H2VU) benchmark"
            # a name the paper's own part of the abstract defines with no evaluation cue may be a new coinage
            coined_here = first_proposal is not None and view.sent_of[long_start] >= first_proposal and (
                cue is None or cue.kind == "PROPOSE")
            long_hit = gazetteer.get((long_start, long_end))
            # a method proposed under letters the gazetteer knows as something else: "we propose Controlling Quark
            # Models (CoQM), a framework ..." (not a known dataset introduced under a long form of its own)
            right_after_proposal = cue is not None and cue.kind == "PROPOSE" \
                and _directly_after(view, cue.end, long_start)
            proposed_here = right_after_proposal and long_hit is None and (
                label == "METHOD" or next_word in METHOD_HEADS
                or _PROCESS_NOUN.search(view.lowers[long_end - 1])  # "... Learning (PPL)"
                or _apposition_noun(view, short_index + 2) in METHOD_HEADS)
            # (or listed among the parts of the paper's own system: "our design builds upon two key modules: ... and
            # Folded Glim Routing (FGR)", letters a dataset also goes by)
            own_use = cue is not None and cue.kind == "USE" and (
                method_headed or _listed_among_own_parts(view, long_start))  # "... (FGR) module"
            sense = self._same_sense(short_hit, long_text, short if coined_here or own_use else "", proposed_here)
            if short_hit is not None and sense is None:
                redefined.add(short)
            if long_hit is None and label is None and _task_named_with_more_words(view, gazetteer, short, long_start,
                                                                                    long_end, next_word):
                label = "TASK"  # "Active Domain Adaptation (ADA)", "Chinese character recognition (CCR)"
            if long_hit is not None:
                label = long_hit[0]  # a known long form: "low-rank adaptation" is a method, whatever its head
            elif label == "TASK" and _listed_as_proposed_part(view, cues, long_start, after_colon=True):
                label = "METHOD"  # "we propose three modules ...: global-to-local shadow estimation (GSE), ...": a part
            elif label == "TASK" and right_after_proposal and view.lowers[long_end - 1] in _TECHNIQUE_TASK_HEADS:
                label = "METHOD"  # "we propose glim-rank adaptation (GRA)": what the paper does to a model, brought in
            gaz_hit = long_hit or sense
            gaz = gaz_hit[1] if gaz_hit and (label is None or gaz_hit[0] == label) else None
            rule_suffix = ""
            known_task_form = long_hit is None and (gaz_hit is None or (
                gaz_hit[0] == "DATASET" and not self.long_forms.get(gaz_hit[1])))  # "CVQA": a dataset's letters
            if known_task_form and ((view.lowers[long_end - 1] in _TASK_DEFINED_HEADS
                                     and METHOD_HEADS.isdisjoint(view.lowers[long_start:long_end]))
                                    or (_opens_a_sentence_on_its_aim(view, long_start, short_index)
                                        and view.lowers[long_end - 1] not in METHOD_HEADS)) \
                    and not (cue is not None and cue.kind == "PROPOSE" and cue.first != "our") \
                    and (_defines_a_task(view, short_index, long_start) or (
                        cue is None and label is None and not coined_here and gaz_hit is None and short_hit is None
                        and _names_the_fields_problem(view, short, short_index, long_start, long_end))):
                # "Gesture Fluency Assessment (GFA) aims to score ...", or a Title-Case problem the field works on
                # ("Video Scene Graph Generation (VSGG) is an important topic"): the task, not a method where "GFA
                # methods" work on it, nor a dataset where it names the task's data ("small GFA datasets")
                label, gaz = "TASK", None
                concept_forms.add(short)
            if gaz_hit is None and label is None and _named_as_a_kind(view, long_start, _PHENOMENON_NOUNS):
                # "This phenomenon has been termed as Noise-induced Coherence Drift (NCD)": an effect, not a method
                concept_forms.add(short)
                covered.update(range(long_start, long_end))
                covered.add(short_index)
                continue
            if gaz_hit is None and label is None and (
                    _named_as_a_kind(view, long_start, _NEW_TASK_NOUNS, after_colon=True)
                    or (_apposed_as_a_task(view, short_index)
                        and not (right_after_proposal and _a_training_task(view, short_index))
                        and not _an_auxiliary_task(view, long_start, short_index))):
                # "we introduce a new task: Cross-view Joint Grounding Transfer (C-JGT)", "Glim Search (GS), the first
                # task that ...", "we introduce the glim quarking (GQ) task" (not "In pre-training, we introduce the
                # Glim Mask Prediction (GMP) task": a training objective, the paper's method)
                label = "TASK"
                concept_forms.add(short)
            if label == "DATASET" and next_word in DATASET_HEADS and long_hit is None and short not in redefined \
                    and view.lowers[long_end - 1] not in DATASET_HEADS and (
                        self._is_generic(long_text) or self._is_generic(short)
                        or (short_hit is not None and short_hit[0] != "DATASET")
                        or (next_word in _PLURAL_DATASET_HEADS and short_hit is None
                            and _written_lower(view, long_start, long_text))):
                concept_forms.add(short)  # "a supervised fine-tuning (SFT) dataset", "Question-Answer (QA)
                covered.update(range(long_start, long_end))  # benchmarks", "3D vision-language (3D-VL) benchmarks": a
                # kind of data, not its name
                covered.add(short_index)
                continue
            apposed_noun = _apposition_noun(view, short_index + 2) if view.word(short_index + 1) == ")" else ""
            if label is None and gaz is None:
                plural = short.endswith("s") and view.lowers[long_end - 1].endswith("s") \
                    and (not short.endswith("ss") or apposed_noun in _MEASURE_NOUNS)
                # (a word in "ss" is no plural: "Glim Quark Loss (GQ Loss)", "Glim Single Pass (GlimPass)"; a measure
                # so named is left to the rules for measures: "Quark Sharpness (QSharpness), a measure of ...")
                class_noun = next_word in PLURAL_CLASS_HEADS and view.lower(short_index + 3) not in _VERB_OBJECT_LEAD
                long_head = view.lowers[long_end - 1]
                # a body or a place, unless a method's noun follows, its apposition calls it something built or it is
                # said to hold data (not "the Glim Task Bureau (GTB) framework", "we propose the Quark Agent
                # Laboratory (QAL), a framework ...", "the Zorb Laboratory (ZL), a simulation platform", "Zorb City
                # (ZC), which contains 5k street images")
                built = _apposed_as_built(view, short_index + 2)
                organisation = (long_head in _ORGANISATION_HEADS
                                or (_AN_ORGANISATION.search(long_text) and long_head not in METHOD_HEADS)
                                or (long_head in _PLACE_HEADS
                                    and (not next_word.isalpha() or next_word in _AFTER_A_PLACE))) \
                    and next_word not in METHOD_HEADS and next_word not in _BUILT_THING_NOUNS \
                    and not built and not _definition_says_data(view, short_index + 1)
                # a condition, unless its apposition calls it a learned model ("Glim Focal Lesion (GFL), a segmentation
                # network"), a part's noun follows ("the Glim Feature Processing (GFP) module"), or the paper proposes
                # it as something built ("we propose Glim Theory Net (GTN), a framework", "we propose a glim
                # communication (GC) system"; not "Glim Imaging (GI), a diagnostic tool", "we train a Glim Chest X-ray
                # (GCX) classifier", a classifier of a kind of data)
                part_named = next_word in _COMPONENT_HEADS and next_word != "unit" \
                    and view.lower(short_index + 3) != "of"  # (not "the ... (EHR) module of the hospital")
                concept = long_head in CONCEPT_HEADS and not part_named and not (
                    built in _NETWORK_HEADS or (right_after_proposal and built is not None)
                    or (cue is not None and cue.kind == "PROPOSE" and method_headed))
                # a device or a treatment, unless the paper proposes it, a method's noun follows, its apposition is
                # a method's or its words say it is learned ("a Glim Neural Receiver (GNR)", "Quark Soft Sensor")
                device_after = next_word in _DEVICE_HEADS and _ends_its_noun_phrase(view, short_index + 3)
                device = (long_head in _DEVICE_HEADS or device_after) and next_word not in METHOD_HEADS \
                    and not right_after_proposal \
                    and _LEARNED_WORDS.isdisjoint(view.lowers[long_start:long_end - 1]) and not (
                        (apposed_head := _apposition_head(view, short_index + 2)) is not None
                        and apposed_head[0] in METHOD_HEADS)
                # (a method's noun after the brackets makes a scan a part, "a Glim Selective Scan (GSS) module", not
                # images or video: "a Quark Fundus Images (QFI) model" is a model for a kind of data; "Glim-Wave
                # Infrared (GWIR)" is a band of light)
                data_kind = (long_head in _DATA_NOUNS and not (next_word in _COMPONENT_HEADS and long_head == "scan")
                             and view.lower(long_end - 2) not in _PREPOSITIONS  # ("glim tattoos in infrared (GTI)")
                             and (long_head != "data"
                                  or _kind_of_data(view, long_start, long_end, right_after_proposal))) \
                    or (next_word in _DATA_NOUNS and not _PROCESS_NOUN.search(view.lower(short_index + 3)))
                # "Reading, Writing, Listening, and Speaking (RWLS)": a list of fields or qualities, unless
                # the paper proposes it or a method's noun follows ("the Extract, Match, and Score (EMS) pipeline")
                listed_concept = listed and not method_headed and not (cue is not None and cue.kind == "PROPOSE") \
                    and (short_index + 2) not in proposed_after \
                    and _apposition_noun(view, short_index + 2) not in METHOD_HEADS \
                    and _LIST_NAMING_WORDS.isdisjoint(view.lowers[max(view.sentence_start(long_start), long_start - 3):
                                                                  long_start])
                if concept or device or data_kind or organisation or listed_concept:
                    # "thermal street camera (TSC) images": what kind of data; "the International Civil
                    # Aviation Organization (ICAO)": a body; neither is a method. A body's short form may
                    # still name its data later ("Indiana University (IU) ... the IU dataset").
                    if not organisation:
                        concept_forms.add(short)
                    covered.update(range(long_start, long_end))  # a defined concept: no rule may name it later
                    covered.add(short_index)
                    continue
                # (not a family the paper brings in under a name of its own: "we introduce Glim Reasoning Models
                # (GRMs), which ...")
                own_family = plural and not short.endswith("ss") and right_after_proposal \
                    and cue.first in ("we", "i") \
                    and all(word[:1].isupper() for word in view.words[long_start:long_end] if word.isalpha())
                generic = (plural and not own_family) or class_noun or self._is_generic(long_text) \
                    or self._is_generic(short, long_text)
                listed_after_data_colon = _after_a_colon_of_data(view, long_start) \
                    and _listed_after(view, long_start, _ACRONYM_DATA_LIST_HEADS)
                lower_concept = _written_lower(view, long_start, long_text) and (
                    cue is None or cue.kind not in ("PROPOSE", "USE", "COMPARE")
                    or not _directly_after(view, cue.end, long_start)
                    or view.lowers[long_end - 1] in TASK_HEADS or view.lowers[long_end - 1] in ("theory", "hypothesis")
                    or (view.lowers[long_end - 1] == "learning" and not (
                        right_after_proposal and not _ends_in_a_known_task(gazetteer, long_start, long_end)))) \
                    and not listed_after_data_colon
                coined_part = (lower_concept and not generic and first_proposal is not None
                               and view.sent_of[long_start] >= first_proposal and long_end - long_start >= 2
                               and view.lowers[long_end - 1] not in TASK_HEADS
                               and view.lowers[long_end - 1] not in ("learning", "theory", "hypothesis", "problem"))
                # "we propose a dual cross-attention learning (DCAL) algorithm": named by its head
                proposing = right_after_proposal and (cue.first != "our" or cue.text.lower().endswith("proposed"))
                apposed = _apposition_head(view, short_index + 2) if view.word(short_index + 1) == ")" else None
                headed = (proposing and ((next_word in METHOD_HEADS and next_word not in PLURAL_CLASS_HEADS)
                                         or (apposed is not None and apposed[0] in METHOD_HEADS))) \
                    or _names_a_proposed_method(view, long_start - 1)
                # "we propose a ... (DCAL) algorithm", "our proposed resolution routing (RERO) mechanism",
                # "we propose twin mentor-pupil training (TMPT), a framework that ..."
                if generic or (lower_concept and not coined_part and not headed):
                    concept_forms.add(short)
                    continue
                weak_use = cue is not None and cue.kind == "USE" and (
                    cue.text.lower() in _WEAK_USE or _own_work_before(view, cue.start))
                if listed_after_data_colon or (view.words[long_start][:1].isupper()
                                               and _listed_after(view, long_start, _ACRONYM_DATA_LIST_HEADS)):
                    label, rule_suffix = "DATASET", "+dataset-list"  # "benchmarks like the United States Medical
                    # Licensing Examination (USMLE) and ...", "a FER dataset, Dynamic Facial Expression in-the-Wild
                    # (DFEW)": what a list of data names is data
                elif (cue is None or weak_use) and (short_index + 2) not in proposed_after:
                    if own_parts_from is not None and (view.sent_of[long_start] > own_parts_from or (
                            weak_use and view.sent_of[long_start] == first_proposal)
                            or (cue is None and (long_start in enumerated_starts
                                                 or _listed_as_proposed_part(view, cues, long_start)))):
                        # ("through three contributions: (1) ...; (2) Glim Pyramid Network (GPN): ...": an item of
                        # the proposal's own list, however many cues its earlier items hold)
                        label, rule_suffix = "METHOD", "+after-proposal"  # a named part of what the paper proposes
                    else:
                        label = None if cue is None else "METHOD"  # untyped: typed later only if the abstract types it
                        rule_suffix = "" if cue is None else "+cue-typed"
                elif cue is not None and cue.kind == "EVAL" and (short_index + 2) not in proposed_after \
                        and _evaluated_in_a_task(view, long_end, next_word,
                                                 _ends_in_a_known_task(gazetteer, long_start, long_end)):
                    label, rule_suffix = "TASK", "+cue-typed+task-head"  # "results in tasks like Active Speaker
                    # Detection (ASD)": what a system is evaluated in is a problem, not a method
                elif cue is not None and cue.kind == "PROPOSE" and not headed \
                        and _purpose_of_a_method(view, long_start, short_index + 2):
                    label, rule_suffix = "TASK", "+cue-typed+purpose"  # "we propose a prompting method for Glim
                    # Error Explanation (GEE) using ...": what the method is for, not the method
                else:
                    label = "DATASET" if cue is not None and cue.kind == "TRAIN_ON" else "METHOD"
                    rule_suffix = "" if headed else "+cue-typed"
                if _after_metric_colon(view, long_start):
                    label, rule_suffix = "METRIC", "+metric-list"  # "we propose new measures: A and B (CAH)"
                elif _proposed_as_a_measure(view, short_index + 2):
                    label, rule_suffix = "METRIC", "+as-a-measure"  # "we propose intelligence per watt (IPW) ... as a metric"
            elif label is None:
                label = gaz_hit[0]
            if label == "METRIC" and next_word in TASK_HEADS:
                redefined.add(short)  # "click-through rate (CTR) prediction": the target of a task, not a measure
                continue
            if any(i in covered for i in range(long_start, long_end)) or short_index in covered:
                continue
            covered.update(range(long_start, long_end))
            covered.add(short_index)
            cues = _without_cues_inside(view, cues, long_start, long_end)
            found.append(Found(long_start, long_end, label, None, "acronym:long-form" + rule_suffix, 0.85,
                               key=gaz, text=long_text))
            found.append(Found(short_index, short_index + 1, label, None, "acronym:short-form" + rule_suffix, 0.85,
                               key=gaz, long_form=long_text, text=short))

        found.extend(self._measures_at_a_cutoff(view, covered, gazetteer))
        found.extend(self._title_head_after_proposal(view, cues, title, covered, gazetteer))

        # 1b. multi-word dataset names ending in their head noun: "NPS Chat Corpus", "Bio AMR Corpus"
        found.extend(self._dataset_phrases(view, covered))

        # 1c. the enumerated parts of what the paper proposes: "(1) Hierarchical Position Pruning, which ..."
        self._first_proposal = first_proposal
        self._cues = cues
        self._first_own_sentence: Optional[int] = None  # found on first use: few abstracts need it
        self._own_names: Optional[frozenset[str]] = None  # the same (see _own_system_names)
        self._part_starts = set(enumerated_starts)
        found.extend(self._enumerated_parts(view, covered, self._part_starts, gazetteer))
        for start, end in self._counted_parts(view, cues, covered, gazetteer):
            covered.update(range(start, end))
            self._part_starts.add(start)
            found.append(Found(start, end, "METHOD", None, "part:counted-list", 0.55, text=view.span_text(start, end)))

        # 1d. names the paper gives: "a representation called the strategic cluster graph",
        # "a simple augmentation strategy, local augmentation, ...", "a new paradigm, Glocal-IB"
        given = self._given_names(view, cues, frozenset(start for (start, _), (label, _) in gazetteer.items()
                                                        if label == "METHOD"))
        self._named_starts = given.proposed
        found.extend(self._lower_case_given_names(view, covered, given))

        # 2. gazetteer hits, longest first
        self._current_hits = [(a, b, lab) for (a, b), (lab, _) in gazetteer.items()]
        others = self._current_others = view.keyed_by_view(doc.user_data.get(GAZETTEER_OTHERS_KEY, {}))
        defined_shorts = {item.text for item in found if item.rule.startswith("acronym:short-form")}
        for (start, end), (label, key) in sorted(gazetteer.items(), key=lambda kv: (kv[0][0] - kv[0][1], kv[0][0])):
            if any(i in covered for i in range(start, end)) or (end - start == 1 and view.words[start] in redefined) \
                    or _inside_own_coinage(view, start, end) or (
                        label == "METRIC" and view.words[start] not in self.measure_forms and _unmeasured_plural(view, start)):
                continue
            if label == "METRIC" and _measure_as_a_tool(view, end):
                covered.update(range(start, end))  # nor a name of any other kind
                continue
            if self._ends_a_named_part(view, start, end, label, covered):
                continue  # left to the title-case phrase it ends

            scored_as = measures_named_by_models().get(view.span_text(start, end)) if label == "METHOD" else None
            if scored_as is not None and (not _listed_with_a_known_measure(view, start, lambda at: (
                    self._sure_measure_at(view, gazetteer, at) and not view.word(at + 1).startswith("-")))
                                          or _list_of_tools(view, start)):
                scored_as = None  # (not "FID-guided", nor "LPIPS, CLIP and DINO losses": tools, not the scores)
            data_noun_rule = None
            if scored_as is not None:
                label, key = "METRIC", scored_as  # "validated with FID, QLIP and ...": the model's score, listed
                # with other measures
            elif label == "METHOD" and key in known_technique_keys() and _names_what_it_yields(view, end):
                covered.update(range(start, end))  # "long chain-of-thought data", "CoT traces": the data the
                continue  # technique wrote (nor part of another name)
            elif label == "METHOD" and key in known_technique_keys() and _ends_a_bracketed_title_name(view, start, end):
                continue  # "(Code-Guided Chain-of-Thought)": a name of the paper's own, read whole by the title-case rule
            elif label == "METHOD" and _named_as_data(view, start, end):
                label, key, data_noun_rule = "DATASET", None, "gaz:method+data-noun"  # "the QRUR, GLID, and SGD
                # datasets": data that shares its letters with a known method
            elif not self._gazetteer_hit_ok(view, start, end, label):
                # "22% in MAE": not the model here, but the measure the same letters name (unless the abstract
                # defines the letters: "Automatic Speech Recognition (ASR)" stays the task it defines)
                label, key = next(((other, other_key) for other, other_key in others.get((start, end), ())
                                   if view.span_text(start, end) not in defined_shorts
                                   and self._gazetteer_hit_ok(view, start, end, other)), (None, None))
                if label is None:
                    continue
            if label == "METRIC" and (_a_named_benchmark(view, start, end) or (
                    end - start == 1 and view.words[start].isupper() and view.word(end) not in (":", "=", "(")
                    and not view.word(end)[:1].isdigit()
                    and view.words[start] not in known_task_letters()
                    and (_listed_after(view, start) or (
                        _coordinated_before(view, start) and view.lower(start - 1) in _LIST_CONTEXT_BEFORE
                        and not (view.word(end) == "," and _opens_the_sentence(view, end))))
                    and any(hit_label == "DATASET" and abs(hit_start - start) <= 12 and hit_start != start
                            for (hit_start, _), (hit_label, _) in gazetteer.items()))):
                # "on the GLIM benchmark", "benchmarks including MMLU, GLIM and GSM8K", "on GLIM, Zorb and POPE
                # benchmarks": the data a measure's letters name too, where listed beside a known benchmark (not "(MAE: 3.1m)", "on both datasets MAE and RMSE")
                covered.update(range(start, end))
                found.append(Found(start, end, "DATASET", None, "gaz:metric+named-benchmark", 0.7,
                                   text=view.span_text(start, end)))
                continue
            if label == "METRIC" and view.lower(end) in _THINGS_A_MEASURE_DOES_NOT_NAME:
                covered.update(range(start, end))  # "ASR data", "a CTC ASR model": letters a measure shares with
                continue  # a task, here not the measure (nor a name of its own)
            if label == "METRIC" and end - start == 1 and _RANK_CUTOFF.match(view.words[start]) \
                    and view.lower(end) in _RANKED_MEASURES:
                continue  # "top-5 recall": the cutoff joins the measure after it (below), no measure of its own
            if label == "METRIC" and view.lowers[start] in _RANKED_MEASURES:
                ranked = _ranked_from(view, start, end, covered)  # "Rank-1 accuracy", "Top 1 accuracy", "7-class accuracy"
                if ranked != start:
                    start, key = ranked, None  # another measure than the one the gazetteer matched ("top-10 accuracy"
                    # is no name of accuracy): its key is what its own words name
            if label == "METRIC" and start >= 2 and view.lowers[start - 2:start] == ["number", "of"] \
                    and view.words[end - 1].endswith("s") and start - 2 not in covered and start - 1 not in covered:
                start -= 2  # "the number of trainable parameters": the count is the measure
            covered.update(range(start, end))
            found.append(Found(start, end, label, None, data_noun_rule or (
                f"gaz:{label.lower()}" + ("+model-score" if scored_as else "")), 0.8, key=key,
                               text=view.span_text(start, end)))

        # 2b. compound cost and quality measures: "classification accuracy", "decoding time",
        # and what results are stated "in terms of"
        found.extend(self._metric_compounds(view, covered, found))
        found.extend(self._in_terms_of(view, covered, found))
        found.extend(_listed_measures(view, covered))
        found.extend(_measures_listed_before_their_noun(view, covered, found))
        found.extend(_measures_sharing_their_noun(view, covered))
        found.extend(_proposed_metrics(view, cues, covered))
        found.extend(self._compared_measures(view, covered))
        found.extend(self._prefixed_measures(view, covered))
        found.extend(_named_statistics(view, covered))
        found.extend(_parameter_budgets(view, covered))

        # 3. name-shaped words nobody knows
        proposal_ends = [cue.end for cue in cues if cue.kind == "PROPOSE" and cue.first != "our"]
        for index in view.cased_or_numeric():
            word = view.words[index]
            if index in covered:
                continue
            if not is_name(word, self.not_entities):
                configured = _CONFIGURED_NAME.match(word)
                if configured and configured.group(1).lower() in self.method_forms and view.word(index + 1) == ")" \
                        and index + 1 not in covered:
                    covered.update((index, index + 1))  # "ResNeXt-101(64x4d)": a known model in one configuration
                    found.append(Found(index, index + 2, "METHOD", None, "shape:name+release", 0.6,
                                       text=view.span_text(index, index + 2)))
                    continue
                if _DIGIT_LED_NAME.match(word) and word not in self.not_entities \
                        and view.lower(index + 1) in _TITLED_HEADS and view.lower(index - 1) in _NAME_LEADS:
                    covered.add(index)  # "the 7-Scenes dataset", "the 3D-FRONT dataset", "the 360Loc benchmark"
                    found.append(Found(index, index + 1, None, None, "shape:name", 0.5, text=word))
                continue
            if self._is_generic(word) or _PLURAL_ACRONYM.match(word) or word in concept_forms:
                continue
            if view.lower(index + 1) in ("'s", "’s") and (view.lower(index + 2) in _NAMED_RESULTS or (
                    view.lower(index + 3) in DATASET_HEADS and is_name(view.word(index + 2), self.not_entities)
                    and not _HAS_DIGIT.search(word))):
                continue  # "McDiarmid's inequality", "Hoeffding's lemma": a result named after a person; "QUARK's
                # GLIM-X dataset": whose the data is (not "Glim-CLIP's KPS module": a model and its part, nor
                # "GLIM-7B's QUARK-SFT dataset": a model's own data)
            if _DERIVED_ADJECTIVE.search(word) or self._inside_phrase(view, index):
                continue
            if view.lower(index + 1) in PLURAL_CLASS_HEADS and (index + 1) not in proposed_after:
                continue  # "GAD methods": a family of methods, not one
            if view.lower(index + 1) in _PLURAL_DATASET_HEADS and view.lower(index - 1) in _KIND_LEADS \
                    and not _after_a_listed_name(view, index):
                continue  # "four publicly available LiDAR datasets": a kind of data, not a named set (not "the
                # Zorbania and public QUARK-7 datasets": each word before the noun names one set)
            if view.lower(index + 1) in DATASET_HEADS and view.lower(index - 1) in ("a", "an") \
                    and view.word(index + 2) == "(":
                continue  # "a UAV-view dataset (GlimDrone2019)": the kind, then the set's name
            if _PHYSICAL_UNIT.match(word) and view.word(index - 1)[:1].isdigit():
                continue  # "a 1.5 MiB model": the unit of a number
            if view.lower(index + 1) == "score" and index + 1 not in covered and view.lower(index - 1) not in (
                    ",", "and", "or") and not view.is_sent_start(index) and _score_noun(view, index + 1):
                covered.update((index, index + 1))  # "the MAPLE score", "GPTEval3D score": a measure named after a name
                found.append(Found(index, index + 2, "METRIC", None, "shape:name+score", 0.55,
                                   text=view.span_text(index, index + 2)))
                continue
            if view.word(index + 1) == "scores" and index + 1 not in covered \
                    and view.lower(index - 1) not in (",", "and", "or") and not view.is_sent_start(index) \
                    and _score_noun(view, index + 1) and not _CHECKPOINT_SHAPE.search(word) \
                    and not self._release_of_known(word):
                covered.add(index)  # "real-time TrueSkill scores", "Char-BLEU scores of 96.37": the name's measure
                found.append(Found(index, index + 1, "METRIC", None, "shape:name+scores", 0.55, text=word))
                continue
            head = _list_head(view, index + 1)
            if head in ("score", "scores") and _names_listed_up_to(view, index + 1, head):
                covered.add(index)  # "as measured by QLIP and GlimEval3D scores": each name is a measure's
                found.append(Found(index, index + 1, "METRIC", None, "shape:name+score-list", 0.55, text=word))
                continue
            if head is not None and head not in _FAMILY_NOUNS:
                continue  # "QLIP and ZLIP alignment scores", "superior QSL and GQSL performances"
            if len(word) == 2 and word not in defined_shorts and (index + 1) not in proposed_after \
                    and view.lower(index + 1) not in METHOD_HEADS \
                    and not any(end <= index and _directly_after(view, end, index) for end in proposal_ends) \
                    and not (view.lower(index - 1) in _ITEM_LEADS and _listed_after(view, index, _METHOD_LIST_HEADS)) \
                    and not (view.lower(index - 1) in _ITEM_LEADS and word.isupper()
                             and _listed_after(view, index, _PLURAL_DATASET_HEADS)
                             and not _listed_with_a_known_measure(view, index, lambda at: (
                                 gazetteer.get((at, at + 1), ("",))[0] == "METRIC"))):
                if _listed_with_a_known_measure(view, index, lambda at: self._sure_measure_at(view, gazetteer, at)):
                    covered.add(index)  # "segmentation (PQ, RQ, SQ)": listed with a known measure, a measure
                    found.append(Found(index, index + 1, "METRIC", None, "shape:name+listed-measure", 0.55, text=word))
                continue  # "HR", "VC", "GB", "H4": two letters are a name only where the abstract makes them one
                # (or lists them with others: "classical algorithms (GA, DE, CMA-ES)", "three datasets (GLM, QRK,
                # and ZB)")
            covered.add(index)
            found.append(Found(index, index + 1, None, None, "shape:name", 0.5, text=word))

        # 3b. title-case phrases: "Dual Teacher", "Hierarchical Position Pruning" (typed by cues, heads or apposition)
        found.extend(self._title_case_phrases(view, covered))
        # 3b'. plain capitalised words named as datasets: "the Mixamo dataset", "datasets such as Flickr and Places"
        found.extend(self._title_words_as_datasets(view, covered))
        found.extend(_versioned_names_beside_models(view, covered, found))
        found.extend(self._title_words_as_methods(view, covered))

        # 3c. a capitalised word the paper names as its own: "we propose Mugs", "Hydra, a novel ..."
        for cue in cues:
            if cue.kind == "PROPOSE" and cue.first != "our":
                index = cue.end
                while index < view.n and view.lowers[index] in _OBJECT_LEAD:
                    index += 1
                if view.word(index) in _QUOTE_MARKS and view.word(index + 2) in _QUOTE_MARKS and (
                        _is_naming_cue(cue.text) or _apposition_head(view, index + 2) is not None
                        or view.lower(index + 3) in METHOD_HEADS or view.lower(index + 3) in DATASET_HEADS
                        or not (view.word(index + 1).isalpha() and view.word(index + 1)[1:].islower())):
                    index += 1  # 'we introduce "Glimmer", a framework ...', 'an attack called "Quarrel"', 'a "Glim"
                    # agent', '"glim2"': quotes set a name apart (a plain word needs more: not 'we introduce
                    # "Glimmering", a phenomenon ...', a term)
                named = next((at + 2 for at in range(index, min(index + 6, view.n - 2)) if view.word(at + 1) == ","
                              and view.lowers[at] in _APPOSITION_HEADS and view.word(at + 3) in (",", "(")), None)
                if named is not None and _presented_before(view, named):
                    index = named  # "we propose a novel, cost-aware system, Glimbda, designed to ..."
            elif cue.kind == "PROPOSE_AFTER":
                index = cue.start - 1
                if view.lower(index) in _NAMED_THINGS_HEADS:
                    continue  # "a GlimViM Block is designed": the noun of the name before it
            elif cue.first == "our" and cue.end == cue.start + 1 and view.lower(cue.end) in METHOD_HEADS \
                    and view.word(cue.end + 1) == "," and view.word(cue.end + 3) in (",", "(", "which", "that"):
                index = cue.end + 2  # "our approach, Chipmunk, which ..."
            else:
                continue
            if cue.kind == "PROPOSE" and 0 <= index < view.n and (index not in covered or _coined_alone(
                    found, index)) and self._names_a_variant(view, index, found):
                covered.add(index)
                continue
            if 0 <= index < view.n and index not in covered and (
                        is_title_word(view.words[index]) or _INNER_CAPITAL.match(view.words[index])
                        or ((_LOWER_CODE_NAME.match(view.words[index]) or view.lowers[index] == self._title_head)
                            and view.word(index + 1) in (",", ":", "(", *_QUOTE_MARKS)
                            and not view.word(index - 1)[:1].isupper())) \
                    and not view.is_sent_start(index) and view.lowers[index] not in TASK_STOP \
                    and view.words[index] not in self.not_entities and not self._is_generic(view.words[index]) \
                    and not _DERIVED_ADJECTIVE.search(view.words[index]) \
                    and not _opens_title_case_run(view, index):  # "a Mamba-based model" describes it
                covered.add(index)
                # the title's own name, as the words after its colon say: "Objaverse++: Curated 3D Object Dataset ..."
                label = "DATASET" if view.lowers[index] == self._title_head \
                    and _subtitle_kind(title.split(":", 1)[1]) in _TITLE_DATASET_WORDS else None
                found.append(Found(index, index + 1, label, None, "shape:coined-word", 0.5, text=view.words[index]))

        # 3d. a capitalised word an apposition says the kind of: "we then train Timer, a dialogue agent designed to ..."
        for index in view.title_words():
            if index in covered or view.word(index + 1) != "," or view.lower(index + 2) not in ("a", "an") \
                    or view.is_sent_start(index) or view.lowers[index] in TASK_STOP \
                    or view.lowers[index] in DATASET_HEADS or view.lowers[index] in METHOD_HEADS \
                    or view.words[index].endswith(("ing", "ian", "ese")) \
                    or view.words[index] in self.not_entities or self._is_generic(view.words[index]) \
                    or _DERIVED_ADJECTIVE.search(view.words[index]) or view.word(index - 1)[:1].isupper() \
                    or view.word(index - 1)[:1].isdigit() or (view.word(index - 2)[:1].isupper()
                                                              and view.lower(index - 1) in NAME_CONNECTORS):
                continue  # the last word of a longer name: "3D-Proj Guidance", "Generative AI for Autonomy"
            if view.lowers[index] in view.lower_case_words():
                continue  # "... Autonomy, a ...": a word the abstract also writes in lower case
            if _apposition_head(view, index + 1) is not None:
                covered.add(index)
                found.append(Found(index, index + 1, None, None, "shape:coined-word", 0.5, text=view.words[index]))

        # 4. task phrases ending in a task head noun
        found.extend(self._task_phrases(view, covered))
        typed = _with_bracketed_long_forms(view, _challenge_names(view, self._type_and_role(
            view, found, cues, proposed_after, title_names)))
        held = {i for item in typed for i in range(item.start, item.end)}
        own_variants = frozenset(  # "we introduce R-Glim R-CNN ... R-Glim R-CNN delivers": the paper's variant after
            variant.text for item in typed if item.label == "METHOD" and item.role == "proposed"  # its proposal too
            for variant in (_with_capitalised_modifier(view, item, held, self.not_entities),) if variant is not item) \
            | frozenset(item.text for item in typed if item.label == "METHOD" and item.role == "proposed" and item.text)
        out = [_with_edition(view, _with_title_words(view, _with_plain_part(view, item, self.not_entities, held),
                                                     self.not_entities)) if item.label == "DATASET" else
               _with_version(view, _with_family_before_tier(view, _with_suspended_prefix(
                   view, _with_capitalised_modifier(view, item, held, self.not_entities, own_variants)), held,
                   self.not_entities),
                   self.method_forms)
               if item.label == "METHOD" else
               _with_task_modifiers(view, item, held) if item.label == "TASK" and item.rule.startswith("gaz") else item
               for item in _joined_datasets(view, typed)]
        # "in the U.S., Bolivia and France": initials alone name a country, not data ("U.S. Census" does, and so do
        # initials a long form spells out: "United States Code (U.S.C.)")
        out = [item for item in out if (item.long_form and item.label == "DATASET")
               or not _INITIALS_ONLY.fullmatch(item.text or view.span_text(item.start, item.end))]
        out = _with_title_words_before_known(view, _with_apposed_title_word(view, _apposed_long_forms(view, out)))
        out = _named_variants(view, _title_head_whole(view, title, out), self.not_entities)
        out = _initials_of_earlier_names(_without_named_phenomena(view, _without_listed_categories(view, out)))
        out = _without_plural_classes(_without_costs_suffered(view, out))
        return _salient_tasks(view, title, out) + self._title_name_in_abstract(view, title, out)

    # -- helpers ----------------------------------------------------------------------

    def _names_a_variant(self, view: TokenView, index: int, found: list[Found]) -> bool:
        """'we propose Serial LoRA, a novel ...', 'we introduce Audio GlimQA, the first ...', 'we propose Adaptive
        GoGI-Skip, ...': a capitalised word before a name already found, right after a proposal and closed by a comma
        or bracket, names the paper's own variant, even a word that is no name alone. The two words replace the
        name's own mention (which `found` is changed to hold)."""
        word = view.words[index]
        if not is_title_word(word) or view.is_sent_start(index) or view.lowers[index] in TASK_STOP \
                or _DERIVED_ADJECTIVE.search(word) \
                or view.word(index + 2) not in _VARIANT_CLOSERS:
            return False
        at = next((i for i, item in enumerate(found) if item.start == index + 1 and item.end == index + 2
                   and item.label in (None, "METHOD", "DATASET")), None)
        # a class acronym no rule keeps is a base too: "we introduce Refract ICL, a novel ICL selection algorithm"
        if at is None and not (_is_acronym_word(view.word(index + 1)) and not any(
                item.start <= index + 1 < item.end for item in found)):
            return False
        text = view.span_text(index, index + 2)
        if self._is_generic(text):
            return False
        variant = Found(index, index + 2, None, None, "shape:variant-name", 0.5, text=text)
        if at is None:
            found.append(variant)
        else:
            found[at] = variant
        found[:] = [item for item in found if (item.start, item.end) != (index, index + 1)]  # "GlimZorb UNet": the
        # coined word is no name of its own beside the variant it opens
        return True

    def _same_sense(self, hit: Optional[tuple[str, Optional[str]]], long_text: str,
                    short: str = "", proposed: bool = False) -> Optional[tuple[str, Optional[str]]]:
        """A known acronym defined with another long form is another thing: 'Instance selection (IS)'
        is not the Inception Score; an ambiguous data or measure name the gazetteer knows no long form
        of ('CR'), or one the paper proposes under a name of its own ('we propose Controlling Glim Agents (CoGA), a
        framework'), is whatever the abstract defines it as ('Contrastive Ranking (CR)', not
        'customer reviews (CR)')."""
        if hit is None or hit[1] is None:
            return hit
        forms = self.long_forms.get(hit[1])
        if not forms and short and hit[0] in ("DATASET", "METRIC") and (proposed or self._ambiguous(hit[0], short)) \
                and long_text[:1].isupper() \
                and sum(word[:1].isupper() for word in long_text.split()) > 1:
            return None
        key = name_key(long_text)
        singular = key[:-1] if key.endswith("s") else key  # "receiver operating characteristics"
        if forms and not any(form in key or singular in form for form in forms):
            return None  # "long-short-term memory networks" still contains "long short-term memory"
        return hit

    @staticmethod
    def _gazetteer_hits(doc: Doc) -> dict[tuple[int, int], tuple[str, Optional[str]]]:
        """Hits from kg_gazetteer, else from span_ruler components writing to doc.spans["gaz"] and ["gaz_lower"]."""
        if GAZETTEER_KEY in doc.user_data:
            return doc.user_data[GAZETTEER_KEY]
        hits: dict[tuple[int, int], tuple[str, Optional[str]]] = {}
        for key in ("gaz", "gaz_lower"):
            if key in doc.spans:
                for span in doc.spans[key]:
                    hits.setdefault((span.start, span.end), (span.label_, span.id_ or None))
        return hits

    @staticmethod
    def _inside_phrase(view: TokenView, index: int) -> bool:
        """Dual-Level in 'Dynamic Dual-Level Down-Sampling' is a word of a longer title-case name."""
        word = view.words[index]
        if _HAS_DIGIT.search(word) or sum(ch.isupper() for ch in word) > word.count("-") + 1:
            return False
        for neighbour in (index - 1, index + 1):
            if not 0 <= neighbour < view.n:
                continue
            other = view.words[neighbour]
            if other[:1].isupper() and (("-" in other) or (other.isalpha() and not view.is_sent_start(neighbour))):
                return True
        return False

    def _in_proposed_data_list(self, view: TokenView, index: int) -> bool:
        """Whether the name at `index` is listed after "we construct/introduce ... <datasets or benchmarks> ...:", or
        set off by a comma right after one ("we introduce a new benchmark dataset, X, derived from ...")."""
        sentence_start = view.sentence_start(index)
        colon = index - 1 if view.word(index - 1) == "," and view.lower(index - 2) in _DATA_LIST_HEADS else next(
            (i for i in range(index - 1, max(sentence_start, index - 30) - 1, -1) if view.words[i] == ":"), None)
        if colon is None:
            return False
        head = next((i for i in range(colon - 1, max(sentence_start, colon - 6) - 1, -1)
                     if view.lowers[i] in _DATA_LIST_HEADS), None)
        opener = index - 2 if view.lower(index - 1) == "the" else index - 1
        if head is None or view.lower(opener) not in (":", ",", ";", "and", ")"):
            return False  # an item of the list, not a dataset one is made from ("... of the FTP benchmarks MiniF2F")
        return any(cue.kind == "PROPOSE" and cue.first in ("we", "i") and sentence_start <= cue.start
                   and head - 4 <= cue.end <= head and _PREPOSITIONS.isdisjoint(view.lowers[cue.end:head])
                   for cue in self._cues)

    def _in_proposed_method_list(self, view: TokenView, index: int) -> bool:
        """Whether the name at `index` opens or goes on a list after a count of systems and a colon in a sentence
        where the paper brings them in: "we propose two training-free methods: GlimA and GlimB", "this paper
        introduces a method ..., enabling two optimized algorithms: GlimA++ and QuarkB++", "..., resulting in two
        specialized models: GlimMed and QuarkMed" (not "we compare two strong baselines: X and Y")."""
        sentence_start = view.sentence_start(index)
        colon = next((i for i in range(index - 1, max(sentence_start, index - 20) - 1, -1) if view.words[i] == ":"),
                     None)
        if colon is None or ";" in view.words[colon + 1:index]:
            return False
        listed = all(word in (",", "and", "the", "a", "an") or word[:1].isupper() or any(ch.isdigit() for ch in word)
                     for word in view.words[colon + 1:index])
        if not listed and view.lowers[index - 2:index] not in (["and", "a"], ["and", "an"], [",", "a"], [",", "an"]):
            return False  # an item of the list, or one after another's words: "a Glim Adapter for X and a Quark ..."
        head = next((i for i in range(colon - 1, max(sentence_start, colon - 9) - 1, -1)
                     if view.lowers[i] in _METHOD_LIST_HEADS), None)  # ("two methods via A and B respectively:")
        if head is None or view.lowers[head] in ("baselines", "backbones") \
                or not all(word.isalpha() and word.islower() for word in view.words[head + 1:colon]):
            return False
        count = next((i for i in range(head - 1, max(sentence_start, head - 7) - 1, -1)
                      if view.lowers[i] in _COUNT_WORDS), None)
        if count is None or _COMPARISON_WORDS.search(view.sentence_text(view.sent_of[index])):
            return False
        if view.lowers[max(sentence_start, count - 2):count] in (["resulting", "in"], ["leading", "to"]) \
                or view.lower(count - 1) == "yielding" or view.lowers[count - 2:count] == ["implementation", "of"]:
            return True  # what the paper's work gives: "..., resulting in two specialized models: ..."
        verbs = [cue for cue in self._cues if cue.kind == "PROPOSE" and sentence_start <= cue.start < count and (
            cue.first in ("we", "paper", "work", "study", "i")
            or view.lower(cue.start - 1) in ("paper", "work", "study")
            or "we" in view.lowers[sentence_start:cue.start])]  # ("we establish ... and propose two ...")
        if not verbs:
            return False
        verb = verbs[-1]
        between = view.lowers[verb.end:count]
        if all(word in _OBJECT_LEAD for word in between):  # the verb takes the count itself: "we propose two
            return (_READY_MADE_WORDS - {"open-source"}).isdisjoint(view.lowers[count:head])  # training-free methods:"
        if not _READY_MADE_WORDS.isdisjoint(view.lowers[count:head]):
            return False  # (not "..., combining three state-of-the-art architectures: X, Y and Z")
        # or the apposition of what it brings in: "we introduce GlimIP, a framework with two components: ...", "we
        # propose GlimVG, a new framework which integrates two core modules: ..."
        if "," not in between or not _OTHERS_SYSTEMS.isdisjoint(between):
            return False
        apposition = between[between.index(",") + 1:]
        if apposition in (["comprising"], ["containing"], ["including"], ["consisting", "of"]):
            return True  # "we propose GlimAgent, comprising two agents: ..."
        if len(apposition) >= 2 and apposition[-1] in ("with", "comprising", "containing") \
                and apposition[-2] in METHOD_HEADS:
            return not any(word.endswith(("s", "ed")) and word not in METHOD_HEADS and word.isalpha()
                           for word in apposition[:-2])
        composed = apposition[-1:] and (apposition[-1] in _HAVING_PARTS or apposition[-2:] == ["consists", "of"])
        return bool(composed) and ("that" in apposition or "which" in apposition) \
            and any(word in METHOD_HEADS for word in apposition[:apposition.index("that" if "that" in apposition
                                                                                  else "which")])

    _APPOSED_NAME_ENDS = frozenset({"which", "that", "with", "for", "comprising", "containing", "consisting",
                                    "featuring"})
    _MAKING_VERBS = frozenset({"construct", "constructed", "build", "built", "create", "created", "curate", "curated",
                               "release", "released", "establish", "established"})  # (not "collect": one may collect
    # someone's benchmark)

    @staticmethod
    def _own_subject(view: TokenView, verb: int) -> bool:
        """Whether the verb's subject is the paper: "we", or "this/our work/paper/study", an adverb or two between."""
        at = verb - 1
        while at >= 0 and view.lowers[at] in ("also", "further", "additionally", "moreover", "then", "here"):
            at -= 1
        return view.lower(at) in ("we", "i") or (view.lower(at) in _OWN_WORK_NOUNS
                                                 and view.lower(at - 1) in ("this", "our", "the"))

    def _named_after_proposed_data(self, view: TokenView, index: int) -> bool:
        """Whether the name at `index` follows the noun of data the paper brings in, with only plain words between
        that noun and "we introduce a/an": "we introduce a new benchmark GlimCheck", "we release a large-scale
        dataset GlimSet" (not "we introduce a method evaluated on the benchmark GlimSet"); or "the" after a verb of
        making: "we construct the Korean benchmark ZorbQA" (not "we present the benchmark ZorbQA", which may be
        someone's)."""
        noun = index - 1
        if view.word(noun) == "," and view.lower(noun - 1) in _ONE_DATASET_HEADS \
                and (view.word(index + 1) in (".", ",", ";", "(", ":")
                     or view.lower(index + 1) in self._APPOSED_NAME_ENDS):
            noun -= 1  # "we develop a dedicated sonar dataset, ZorbSonar-1.": the name set after its noun
        if view.lower(noun) not in _DATA_LIST_HEADS or view.word(index + 1).startswith("-"):
            return False  # (not "a public benchmark GlimQA-derived suite": the data it is made from)
        article = next((i for i in range(noun - 1, max(view.sentence_start(index), noun - 6) - 1, -1)
                        if view.lowers[i] in _VERB_OBJECT_LEAD or view.lowers[i] in _PREPOSITIONS), None)
        if article is None or view.lowers[article] not in ("a", "an", "the") \
                or not all(word.replace("-", "").isalpha() for word in view.lowers[article + 1:noun]) \
                or (view.lowers[article] == "the" and view.word(index + 1) in ("'s", "’s")):
            return False  # (not "we build the benchmark ZorbQA's harder variant": the variant is new, not ZorbQA)
        if view.lower(article - 1) in ("provide", "provides") and view.lowers[article] in ("a", "an") \
                and not {"new", "novel"}.isdisjoint(view.lowers[article + 1:noun]) \
                and self._own_subject(view, article - 1):
            return True  # "our study further provides a new dataset GlimLoom" (not "provides a public dataset X", nor
            # "prior work provides a new dataset X")
        return any(cue.kind == "PROPOSE" and cue.first in ("we", "i") and cue.end == article and (
            view.lowers[article] != "the" or view.lowers[cue.end - 1] in self._MAKING_VERBS) for cue in self._cues)

    def _scored_measure_beside(self, view: TokenView, index: int) -> bool:
        """Whether another value in the sentence is stated "in" a known measure, as the one before `index` is:
        "up to 37.62% in AUPR, 6.05% in AUC" (a benchmark stands in such a run only among benchmarks)."""
        first, last = view.sent_ranges[view.sent_of[index]]
        return any(start != index and first <= start < last and label == "METRIC" and view.lower(start - 1) == "in"
                   and _after_score(view, start - 1) for start, _, label in self._current_hits)

    def _title_names(self, title: str) -> set[str]:
        if not title:
            return set()
        match = _TITLE_LEAD.match(title)
        return {match.group(1)} if match and _coined_shape(match.group(1)) else set()

    def _own_parts_after_colon(self, view: TokenView, index: int) -> bool:
        """'ZQT-VR incorporates the following innovations: Near-far Blending, which ...', 'our method employs
        a three-phase structure: Foundation Preservation ...': capitalised names listed after a colon that a
        word for parts opens, in a sentence about the paper's own work."""
        first = view.sentence_start(index)
        before = view.lowers[first:index]
        if ":" not in before:
            return False
        lead = index - 1  # an item of the list: right after the colon, a comma or a semicolon (and a numbering)
        while lead > first and (view.lowers[lead] in ("and", "(", ")") or _ENUMERATOR.match(view.words[lead])):
            lead -= 1
        if view.lowers[index - 1] == "and" and lead == index - 2:
            while lead > first and view.words[lead][:1].isupper():
                lead -= 1  # "two steps: Scene-aware Filling and Video-aware Filling": the name before "and" is one too
        if view.lowers[lead] not in (":", ";", ","):
            return False
        opening = before[:len(before) - 1 - before[::-1].index(":")]
        # the word for parts ends the phrase before the colon ("three key modules:", not "three components
        # grounded in the protocol:"; the contributions a paper lists are not all methods)
        if not any((word in _PART_WORDS or word.endswith(_PART_SUFFIXES)) and word != "contributions"
                   for word in opening[-3:]):
            return False
        if not _GOAL_VERBS.isdisjoint(opening[-4:]):
            return False  # "an ideal reward model should satisfy two objectives: Step Agreement, ...": goals to meet
        return not _OWN_WORDS.isdisjoint(opening) or (
            self._first_proposal is not None and view.sent_of[index] > self._first_proposal)

    def _title_name_in_abstract(self, view: TokenView, title: str, found: list[Found]) -> list[Found]:
        """The title's coined name where the abstract writes it and no rule typed it ("Just-Tone: ..." and
        "we propose Just-Tone: a method ..."): what the paper presents, as the title says. A plain capitalised
        word counts too where the abstract uses it as a name, again and again within sentences ("Heron: Large-Scale
        ... OCR model" and "a large-scale text recognition model, Heron. ... Heron achieved ...")."""
        name, title_match = self._title_name, self._title_match
        if name is None:
            title_match = _TITLE_NAME.match(title or "")
            plain = title_match.group(1) if title_match else ""
            written = positions(plain, view.words)
            within = [index for index in written if not view.is_sent_start(index)]
            acting = [index for index in written if _VERB_SHAPE.match(view.word(index + 1))]
            # once is enough where it beats others or reaches a result ("Compared to existing systems, Glimmer achieves ...")
            winning = any(view.lower(index + 1) in _RESULT_OF_A_NAME for index in within)
            if not is_title_word(plain) or not within or not acting or (len(written) < 2 and not winning) \
                    or plain.lower() in view.lower_case_words() or plain.lower() in TASK_STOP \
                    or _presented_kind(title, title_match)[0] != "METHOD":
                return []
            name = plain
        if not self._presentable(name):
            return []
        if name not in view.text:
            return []  # not written in the title's case
        key = name_key(name)
        if any(name_key(item.text) == key for item in found if item.text):
            return []
        taken = {index for item in found for index in range(item.start, item.end)}
        # in the title's own case: "chain-of-frames" in running text is the idea, "Chain-of-Frames" the name
        for match in _written(name, 0).finditer(_SLASHED_WORD.sub(lambda link: " " * len(link.group()), view.text)):
            start = bisect_left(view.starts, match.start())
            end = bisect_left(view.ends, match.end()) + 1
            if start >= view.n or end > view.n or view.starts[start] != match.start() \
                    or view.ends[end - 1] != match.end() or taken.intersection(range(start, end)):
                continue
            label, role = _presented_kind(title, title_match)
            return [Found(start, end, label, role, "title:name-in-abstract", 0.6, text=view.span_text(start, end))]
        return []

    def title_only_names(self, title: str, abstract: str, found: Iterable[Found]) -> list["TitleName"]:
        """The name a title gives what the paper presents ("ChatAnyone: Stylized Real-time Portrait Video
        Generation ...") when the abstract never writes it: the paper's own method, or the dataset or
        measure it introduces, as the words after the colon say. Only a coined shape or a single capitalised
        word before a colon or a spaced dash counts: "Bridging the Gap: ..." names nothing, nor does "Position:
        ...", which says what kind of paper it is."""
        shared = _SHARED_TASK_TITLE.match(title or "")
        if shared is not None:  # "GlimTeam at SemEval-2025 Task 4: ...": the team's name is no method, the task is data
            task = shared.group("task")
            if any(name_key(item.text) == name_key(task) for item in found if item.text) or _writes(abstract, task):
                return []
            return [TitleName(task, "DATASET", "evaluated", shared.start("task"), shared.end("task"),
                              rule="title:shared-task")]
        match = _coined_title_name(title)
        if match is None:
            match = _word_title_name(title, abstract)
            if match is None or match.group(1) in abstract:
                return []  # a plain word the abstract writes inside a name ("Llama-Krikri-8B") is that name's part
        name = match.group(1)
        if not self._presentable(name) or name.lower() in self.method_forms:
            return []  # "ChatGPT: Jack of All Trades": a known model the paper studies, not one it presents
        key = name_key(name)
        if any(name_key(item.text) == key for item in found if item.text) or _writes(abstract, name):
            return []
        label, role = _presented_kind(title, match)
        if label == "METHOD" and _QUESTION_SUBTITLE.match(title, match.end()) and title.rstrip().endswith("?") \
                and not _PROPOSES_IN_ABSTRACT.search(abstract):
            return []  # "GlimDoc: Do LVLMs Really Read Documents?" over "we study ...": a study's name, of a
            # benchmark or of nothing (not over "we propose an all-MLP model", the name of what it proposes)
        # "GLPS: ..." and "Our approach, named Graph-Linking Pose Search, ...": the long form the letters spell
        spelled = next((item.text for item in found if item.label == label and item.text and " " in item.text
                        and initials_spell(name, item.text.split()) == 0), None)
        return [TitleName(name, label, role, match.start(1), match.end(1), spelled)]

    def _presentable(self, name: str) -> bool:
        """Whether a title's coined name may be what the paper presents: no stoplisted, generic or plural name."""
        return name not in self.not_entities and not self._is_generic(name) and not _PLURAL_ACRONYM.match(name)

    def _holds_a_measure(self, word: str) -> bool:
        """'mDSC', 'AUPRC-w', 'HD95': a known measure's name with a letter before it or a variant after it (not
        'VideoMAE', a model built on another's name)."""
        core = _MEASURE_VARIANT.sub("", _MEASURE_PREFIX.sub("", word, count=1))
        return word in self.measure_forms or core in self.measure_forms

    def _release_of_known(self, word: str) -> bool:
        """'Claude-3.7', 'Midjourney-6.1', 'SPLADE-v3', 'Qwen-R1', 'T5-XXL': a known model's name, a hyphen, then a
        version or a size (only a model's name alone: data and measures are sized too, "GlimKG-L", "MAE-S")."""
        family, _, version = word.rpartition("-")
        if not family or family.lower() not in self.method_forms:
            return False
        if _SIZE_NAME.match(version) is not None:
            return family not in known_data_names() and (family.lower() not in known_measures()
                                                         or family in self.measures_named_as_methods)
        return _VERSION.match(version) is not None or _RELEASE_VERSION.match(version) is not None \
            or _LETTER_VERSION.match(version) is not None

    def _is_generic(self, text: str, spelled: Optional[str] = None) -> bool:
        """`spelled`: the long form a short form is defined by; where a word of it after the first gives
        the final S ("dynamic loss scheduling mechanism (DLS)"), the S is no plural's."""
        lowered = text.lower()
        if lowered in self.generic:
            return True
        plural = lowered.endswith("s") and not (
            spelled and text.endswith("S") and any(word[:1] in "sS" for word in spelled.split()[1:]))
        return plural and lowered[:-1] in self.generic

    def _gazetteer_hit_ok(self, view: TokenView, start: int, end: int, label: str) -> bool:
        text = view.span_text(start, end)
        if (label, text.lower()) in self.standalone:
            return self._standalone(view, start, end)
        if label == "METHOD" and self._is_generic(text):
            return False
        if label == "METHOD" and text.endswith("s") and text[:-1].lower() in self.method_forms \
                and (text.lower() not in self.plural_names or _plural_of_a_kind(view, start, end)):
            return False  # "vision transformers", "ViTs": a family, not one model
        if label == "METHOD" and _list_head(view, end) in _SCORE_NOUNS | {_SERIES_OF_THINGS}:
            return False  # "QLIP and ZLIP alignment scores" are measures; "the ZX-40 and ZX-80 series of chips" no models
        # a known name glued into a bigger coinage is not that name ("Mask-RCNN-X"), but one a spaced dash sets off
        # is ("versions - gpt-4o-mini, o3-mini"), and so is the name a derivation is built on ("LoRA-based")
        if (view.word(start - 1) == "-" and view.ends[start - 1] == view.starts[start]) or (
                view.word(end).startswith("-") and view.starts[end] == view.ends[end - 1]
                and view.word(end) != "->" and view.lower(end) not in _DERIVED_FROM_NAME
                and not (label == "METHOD" and view.lower(end) in _LIKENESS_SUFFIXES
                         and not _plural_noun(view.lower(end + 1)))):
            return False  # (nor is "a Zorb Twins-style objective", a design that follows it; "BERT-style encoders" are
            # a family)
        if label == "DATASET" and " " in text and text == text.lower() and view.lower(end) not in DATASET_HEADS:
            return False  # "natural instructions", "the stack": words, unless "... dataset" says otherwise
        if label == "METRIC" and text in _UNITS_AFTER_A_NUMBER and (
                not (view.word(start - 1)[-1:].isdigit() or view.word(start - 1) == "+"
                     or (view.lower(end) == "of" and view.word(end + 1)[:1].isdigit()))
                or (view.lower(end) == "per" and view.lower(end + 1) not in _FRAME_RATE_PER)):
            return False  # "at 13.2 fps", "an fps of 72" are frame rates; "false positives (fps)", "lowers fps
            # from ...", "12 fps per image" are not
        if label == "METRIC" and text.lower() == "sensitivity" and view.lower(end) == "to":
            return False  # "the sensitivity to the quality of initialisation": a property, not a measure
        if label == "METRIC" and _PLAIN_WORD_SENSE.get(text.lower(), frozenset()) & {view.lower(start - 1)}:
            return False  # "the ability to recall facts", "at runtime", "at inference time", "full precision"
        if label == "METRIC" and text.isalpha() and text.islower() and _weighed_in_a_trade_off(view, start, end) \
                and not _object_of_a_change(view, start):
            # "a favorable trade-off between accuracy and efficiency": a goal weighed, not a result (a measure of
            # more words, "compression ratio", is named as one even there)
            return False
        if label == "METRIC" and text == text.lower() and (" " not in text or view.lower(end) not in _MEASURE_NOUNS) \
                and not _measures_reported_at(view, view.sentence_text(view.sent_of[start]), start) \
                and not _object_of_a_change(view, start):
            return False  # a common word ("accuracy", "latency") is a metric only where results are reported,
            # or where the noun after it says so ("the mean localisation error metric")
        if not self._ambiguous(label, text):
            return True
        next_word = view.lower(end)
        if label == "DATASET" and next_word in DATASET_HEADS:
            return True
        if label == "METHOD" and (next_word in METHOD_HEADS or _names_a_release(view, end)):
            return True
        if label in ("METHOD", "DATASET") and self._listed_with_known(view, start, end, label):
            return True
        if label == "METHOD" and _listed_after(view, start, _MODEL_LIST_HEADS):
            return True  # "VLMs like Gemini", "models such as Mistral"
        if label == "METHOD" and end - start == 1 and text[:1].isupper() and text[1:].islower() \
                and view.lower(start - 1) in _USING_WORDS and next_word in _NAME_ENDS \
                and not self._current_others.get((start, end)) \
                and (_apposition_head(view, end) or ("",))[0] not in DATASET_HEADS:
            return True  # "conducted using Whisper on ...": a model run (not the letters "using MAE", nor a name also
            # known as data, nor one an apposition calls data, "via Glim, an instruction set", nor a word before
            # its noun, "using Falcon drones")
        if label == "METHOD" and text[:1].isupper() and not self._current_others.get((start, end)) and (
                (view.lower(start - 1) in _OUTPERFORMED_LEADS and view.lower(start - 2) != "rather") or (
                view.lower(start - 1) in ("to", "with") and view.lower(start - 2) in ("compared", "comparison"))):
            return True  # "outperforms Gemini by 8.33%", "compared to Claude": what a result is measured against
            # (not "rather than Alpaca", the data, nor a name also known as data or a measure: "than MAE")
        if label == "METRIC":
            if "/" in (view.word(start - 1), view.word(end)) and not any(
                    (other_start, other_end, "METRIC") in self._current_hits
                    for other_start, other_end in ((end + 1, end + 2), (start - 2, start - 1))):
                return False  # "AR/VR", "VR/AR": letters a measure shares, joined to a word that is none
            for at in range(end, min(end + 3, view.n)):
                word = view.lowers[at]
                if word in METHOD_HEADS or word in DATASET_HEADS or word in _MODEL_NOUNS:
                    return False  # "an AR video diffusion model", "SR benchmark datasets": letters naming a kind
                if not (word.isalpha() and view.words[at] == word) or word in _NOT_IN_A_COMPOUND \
                        or word.endswith("ly"):
                    break  # (not "71.2% SR outperforming prior agents", "92% ASR among open models")
            return _A_DIGIT.search(view.sentence_text(view.sent_of[start])) is not None  # (not the "3" of "3D")
        return False

    def _task_named_around_letters(self, view: TokenView, gazetteer: dict[tuple[int, int], tuple[str, Optional[str]]],
                                   cues: list[Cue], long_start: int, long_end: int, short_index: int) -> bool:
        """Whether a task's head follows the brackets of a defined acronym ("out-of-distribution (OOD) detection"),
        where neither the letters nor their long form are a known method, data or measure, nor a technique the
        field uses everywhere ("Chain-of-Thought (CoT) reasoning"). Not a technique's head ("Glim (GQ) quantization",
        "glim c-means (GCM) clustering"), nor a name a method's noun follows ("the Glim Quark (GQ) classification
        model", "the ... (GQ) tagging scheme"; "text-to-image (T2I) generation models" are of the task), nor what
        the paper brings in ("we introduce Glim-of-Thought (GoT) reasoning, a novel approach")."""
        head = view.word(short_index + 2)
        if view.word(short_index + 1) != ")" or head not in TASK_HEADS or head in _TECHNIQUE_TASK_HEADS \
                or view.lowers[long_end - 1] in METHOD_HEADS or _we_bring_in(view, cues, long_start):
            return False
        long_text = view.span_text(long_start, long_end)
        after = view.lower(short_index + 3)
        if after in METHOD_HEADS and not (after in ("model", "models") and _written_lower(view, long_start, long_text)):
            return False
        if self._is_generic(long_text) or self._is_generic(f"{long_text} {head}"):
            return False
        hits = (gazetteer.get((short_index, short_index + 1)), gazetteer.get((long_start, long_end)))
        known = {hit[0] for hit in hits if hit is not None}
        return known <= {"TASK"}

    def _sure_measure_at(self, view: TokenView, gazetteer: dict[tuple[int, int], tuple[str, Optional[str]]],
                         at: int) -> bool:
        """Whether the one word at `at` is a measure the gazetteer knows for sure (not a plain word as well)."""
        return gazetteer.get((at, at + 1), ("",))[0] == "METRIC" and not self._ambiguous("METRIC", view.words[at])

    def _ambiguous(self, label: str, text: str) -> bool:
        """Whether a known name may be a plain word here: an exact-case entry in its own spelling,
        a lower-case entry in any."""
        return (label, text) in self.ambiguous or (label, text.lower()) in self.ambiguous

    @staticmethod
    def _standalone(view: TokenView, start: int, end: int) -> bool:
        """'on Transformers', 'within transformers', 'two-layer transformer': the architecture
        itself, not the head of another name ('Swin Transformer', 'graph transformer')."""
        following = view.lower(end)
        if view.word(end).startswith("-") or following in DATASET_HEADS or following in _BUILT_OF_AN_ARCHITECTURE:
            return False  # "transformer language models", "Transformer layers": what is built of it, a kind
        if view.is_sent_start(start):
            return True
        previous = view.words[start - 1]
        lowered = view.lowers[start - 1]
        return lowered in _STANDALONE_LEAD or ("-" in previous and previous == lowered and previous[-1].isalpha()
                                               and not _DERIVED_ADJECTIVE.search(previous))  # not "flow-based transformers"

    def _listed_with_known(self, view: TokenView, start: int, end: int, label: str) -> bool:
        """'LLaMA3, Mistral, and Qwen2.5', 'COCO, COIN and Kinetics': an ambiguous name in a list of
        unambiguous ones of its kind, or a model in a list of three or more known ones ('Gemini, GPT, Llama, and
        Claude')."""
        same = sorted((s, e) for s, e, other_label in self._current_hits if other_label == label)

        def listed(left: tuple[int, int], right: tuple[int, int]) -> bool:
            gap = view.lowers[left[1]:right[0]]
            return left[1] <= right[0] and len(gap) <= 2 and all(w in (",", "and", "or", "(", ")") for w in gap)

        def neighbours(hit: tuple[int, int]) -> list[tuple[int, int]]:
            return [other for other in same if listed(other, hit) or listed(hit, other)]

        if any(not self._ambiguous(label, view.span_text(*other)) for other in neighbours((start, end))):
            return True
        if label == "DATASET":
            chain = sorted({(start, end), *neighbours((start, end))})
            sentence = view.sentence_text(view.sent_of[start])
            return len(chain) == 2 and view.lower(chain[0][0] - 1) in ("on", "across") \
                and not all(_plain_capitalised(view.span_text(*hit)) for hit in chain) \
                and not _PLACES_PEOPLE_WRITE.search(sentence) and bool(_RESULTS_OR_TRAINING.search(sentence))
            # "results on Spider and BIRD", "improves PSNR by 0.4 dB on Kodak and McMaster" (not "posted on Reddit
            # and StackOverflow": where people write, nor "images captured on Kodak and GoPro cameras"; nor "clinics in
            # Texas, Wisconsin, and Cornell": three places, not the three graph datasets)
        if label != "METHOD":
            return False
        chain, todo = {(start, end)}, [(start, end)]
        while todo and len(chain) < 3:
            for other in neighbours(todo.pop()):
                if other not in chain:
                    chain.add(other)
                    todo.append(other)
        return len(chain) >= 3

    def _title_head_after_proposal(self, view: TokenView, cues: list[Cue], title: str, covered: set[int],
                                   gazetteer: dict[tuple[int, int], tuple[str, Optional[str]]]) -> list[Found]:
        """The title's head phrase, a name there ("Sparse Convolutional Recurrent Learning for Efficient ..."), written
        in any case right after the paper says it introduces something ("We introduce sparse convolutional recurrent
        learning, which ...") is the paper's own method. Not a task ("Salient Object Detection in ..."), a measure, an
        event ("SemEval-2025 Task 5: ..."), a class of models ("Graph Neural Networks for ...") or a known name."""
        head = _title_head_phrase(title)
        last = head[-1].lower() if head else ""
        if not 2 <= len(head) <= 5 or not all(map(_named_in_title, head)) or last in TASK_HEADS \
                or last in DATASET_HEADS or last in METRIC_HEADS or last in PLURAL_CLASS_HEADS \
                or any(word.isdigit() or word.lower() in _EVENT_WORDS for word in head):
            return []
        phrase = " ".join(head)
        if self._is_generic(phrase) or phrase.lower() in self.method_forms:
            return []
        lowered = [word.lower() for word in head]
        for cue in cues:
            if cue.kind != "PROPOSE" or cue.first == "our":
                continue
            start = cue.end
            while view.lower(start) in ("a", "an", "the", "novel", "new"):
                start += 1
            end = start + len(head)
            if view.lowers[start:end] != lowered or covered.intersection(range(start, end)) or (start, end) in gazetteer \
                    or view.lower(end).isalpha():
                continue
            text = view.span_text(start, end)
            out = [Found(start, end, "METHOD", "proposed", "title:head-after-proposal", 0.6, text=text)]
            if view.word(end) == "(":  # its short form, where the bracket spells it ("... learning (SCRL)"); an alias
                # that does not, "called ... Prompts (LLM-DCP)", is the naming rules'
                if view.word(end + 2) != ")" or schwartz_hearst(view.word(end + 1), view.words[start:end]) != 0:
                    continue
                out.append(Found(end + 1, end + 2, "METHOD", "proposed", "title:head-after-proposal", 0.6,
                                 long_form=text, text=view.word(end + 1)))
                covered.add(end + 1)
            covered.update(range(start, end))
            return out
        return []

    def _prefixed_measures(self, view: TokenView, covered: set[int]) -> list[Found]:
        """'p-MRR', 'c-BLEU', 'rFID': a known measure in a variant a short lower-case prefix marks is a measure, where
        the sentence reports a number (not 'i-MAE', whose letters also name a model). Written unhyphened, the prefix is
        one letter and the measure all capitals ('rFID', 'pAUC'; not 'xLSTM' or 'iPhone')."""
        out = []
        for index in view.cased_or_numeric():
            word = view.words[index]
            prefix, hyphen, measure = word.partition("-")
            if not hyphen and len(word) >= 4 and word[0].islower() and word[1:].isupper() and word[1:].isalpha():
                prefix, measure = word[0], word[1:]
            elif not hyphen:
                continue
            if index not in covered and 1 <= len(prefix) <= 2 and prefix.isalpha() and prefix.islower() \
                    and measure in self.measure_forms and measure not in self.measures_named_as_methods \
                    and _HAS_DIGIT.search(view.sentence_text(view.sent_of[index])):
                covered.add(index)
                out.append(Found(index, index + 1, "METRIC", None, "metric:prefixed-variant", 0.6, text=word))
        return out

    def _measures_at_a_cutoff(self, view: TokenView, covered: set[int],
                              gazetteer: dict[tuple[int, int], tuple[str, Optional[str]]]) -> list[Found]:
        """A measure taken at a cutoff is a measure whatever its letters; in brackets after plain words its letters
        spell ("mean recall (mR@50)"), those words are its long form, and the measure they end in is no other. A
        model at an input size ("DeiT@384", "Swin@224") is no measure."""
        out = []
        if "@" not in view.text:
            return out
        for index, word in enumerate(view.words):
            if "@" not in word or index in covered or (index, index + 1) in gazetteer or not _AT_CUTOFF.match(word):
                continue
            stem, _, cutoff = word.partition("@")
            if stem not in self.measure_forms and (stem.lower() in self.method_forms or is_name(stem, self.not_entities)) \
                    and not _SMALL_CUTOFF.fullmatch(cutoff) or _YEARISH.match(cutoff):
                continue  # (a model at an input size: "DeiT@384"; "TR@10", "R@5" stay measures at a rank)
            long_start = None
            if view.word(index - 1) == "(" and view.word(index + 1) == ")":
                window_start = max(view.sentence_start(index), index - 6)
                window = view.words[window_start:index - 1]
                offset = schwartz_hearst(stem, window)
                if offset is not None and all(w.replace("-", "").isalpha() and w == w.lower() for w in window[offset:]) \
                        and window[-1] in MEASURE_HEADS and not covered.intersection(range(window_start + offset, index)):
                    long_start = window_start + offset
            long_text = None
            if long_start is not None:
                long_text = view.span_text(long_start, index - 1)
                covered.update(range(long_start, index - 1))
                out.append(Found(long_start, index - 1, "METRIC", None, "metric:at-cutoff+long-form", 0.7,
                                 text=long_text))
            covered.add(index)
            out.append(Found(index, index + 1, "METRIC", None, "metric:at-cutoff", 0.7, long_form=long_text, text=word))
        return out

    @staticmethod
    def _ends_a_named_part(view: TokenView, start: int, end: int, label: str, covered: set[int]) -> bool:
        """Whether a known one-word task or model ends a capitalised phrase that names something new ("two steps:
        Camera-aware Scene Inpainting and ...", "we introduce the Stride Transformer module"), or a longer known task
        stands inside one ("a Layered Quark Video Compression framework")."""
        before = start - 1
        if label == "TASK" and end - start >= 2 and _task_inside_a_title_case_name(view, start, end, covered):
            return True
        if end - start != 1 or label not in ("TASK", "METHOD") or before < 0 or before in covered \
                or not is_title_word(view.words[before]) or view.is_sent_start(before) \
                or not is_title_word(view.words[start]) or view.lowers[before] in TASK_STOP:
            return False
        if label == "TASK":  # (not "German Summarization": a language and the task)
            return before >= 1 and is_title_word(view.words[before - 1]) and before - 1 not in covered \
                and not view.is_sent_start(before - 1)
        return view.lower(end) in _NAMED_PART_HEADS

    def _title_case_phrases(self, view: TokenView, covered: set[int]) -> list[Found]:
        """Runs of capitalised words (joined by "for", "of", "with", "in", "to"), two words or more."""
        out = []
        resume = 0
        for index in view.title_words():
            if index < resume or index in covered or view.is_sent_start(index) or (
                    view.lowers[index] in TASK_STOP and not _describing_opener(view, index, covered)):
                continue
            end = index + 1
            first_in = None
            while end < view.n and end not in covered and end - index < 7:
                word = view.words[end]
                if is_title_word(word) and not view.is_sent_start(end):
                    end += 1
                elif (word in _TITLE_NAME_JOINERS or (word in _JOINERS_OF_A_SET_OFF_NAME
                                                       and view.lower(index - 1) in _NAMING_VERBS_BEFORE)) \
                        and end + 1 < view.n and is_title_word(view.words[end + 1]) and end + 1 not in covered:
                    if word in _JOINERS_OF_A_SET_OFF_NAME and first_in is None:
                        first_in = end
                    end += 2
                else:
                    break
            if first_in is not None and not _set_off_as_name(view, end):
                end = first_in  # "Mpala Research Centre in Kenya": a place, "Glim as Zorb": a clause, unless set off
                # as one name ("Geometry in Style, a ...", "Segment then Splat, a ...", "Less is More (...)")
            elif end - index >= 2 and end < view.n and end not in covered and _QA_ACRONYM.match(view.words[end]):
                end += 1  # "Bar Exam QA", "Glim Reasoning VQA": a question-answering set's name ends in its letters
            elif end - index >= 2 and view.lower(index - 1) in _NAMING_WORDS and view.lower(end) == "and" \
                    and end + 1 not in covered and _PLAIN_TITLE_WORD.fullmatch(view.word(end + 1)) \
                    and view.lowers[end - 1].endswith(_ACTION_NOUN_ENDINGS) \
                    and view.lower(end + 1).endswith(_ACTION_NOUN_ENDINGS) and view.lower(end + 2) in _AFTER_A_GIVEN_NAME:
                end += 2  # "a strategy called Glim Proposal Refining and Mixing, which ...": two steps joined name
                # one method (not "called Glim Search and Mistral", "Glim Tagger and Zorbix": two names)
            if end - index >= 2 and index >= 1 and view.is_sent_start(index - 1) and index - 1 not in covered \
                    and _names_with_what_follows(view.words[index - 1]):
                index -= 1  # "Generative Adversarial Network approaches", "Open Search Tool is ...": the sentence's
                # first word is the name's (not "Moreover", "Notably", "Does", "Leveraging")
            if end - index >= 2 and not _DERIVED_ADJECTIVE.search(view.words[end - 1]) \
                    and not _PLURAL_ACRONYM.match(view.words[index]):  # not "Graph Neural Network-based", "CNNs with X"
                text = view.span_text(index, end)
                if not self._is_generic(text) and view.lowers[end - 1] not in PLURAL_CLASS_HEADS:  # not "Conversational Agents"
                    covered.update(range(index, end))
                    out.append(Found(index, end, None, None, "shape:title-case", 0.5, text=text))
            resume = end
        return out

    def _given_names(self, view: TokenView, cues: list[Cue], known_starts: frozenset[int]) -> GivenNames:
        """Where a name the paper gives begins: after 'called', 'we term', ..., or after the
        comma that follows what the paper proposes ('we propose a new training paradigm, X'). `known_starts`: where
        known methods' names begin ('we introduce low-rank adaptation, which ...' names a known method, not a new
        one)."""
        apposed, named, weak = set(), set(), set()
        for cue in cues:
            if cue.kind != "PROPOSE" or cue.first == "our" or cue.text.lower().endswith("proposed"):
                continue
            if _is_naming_cue(cue.text):
                index = cue.end
                if view.lower(index) in ("this", "these", "it", "them", "such"):
                    continue  # "we term this phenomenon X": the name comes after what it names
                while index < view.n and view.lowers[index] in ("the", "a", "an"):
                    index += 1
                if index >= view.n:
                    continue
                if self._names_a_method(view, cue):
                    named.add(index)
                else:
                    weak.add(index)  # "a recent discovery, termed X": a name, but of what?
                continue
            named_first = self._name_after_proposal(view, cue.end)
            if named_first is not None and named_first not in known_starts:
                named.add(named_first)  # "we present zero image guidance, a controllable negative prompt strategy"
                continue
            sent_end = view.sent_ranges[view.sent_of[cue.start]][1]
            saw_head = False
            for index in range(cue.end, min(sent_end, cue.end + 14)):
                lower = view.lowers[index]
                if lower == "to" and index == cue.end and view.lower(index + 1) in _FRAMING_VERBS:
                    continue  # "we propose to model ... with a language agent, GlimDoc, that ..." (not "to distill a
                    # teacher model, ZorbLM, into ...": what is distilled, fine-tuned or extended is someone's)
                if lower in CLAUSE_BOUNDARIES or lower in ("and", "to", "(", ":"):
                    break
                if lower == ",":
                    if saw_head and any(word in _INGREDIENT_WORDS for word in view.lowers[cue.end:index]) \
                            and not view.word(index - 1).islower():
                        break  # "we propose a method leveraging GlimNet, SAM and YOLO": the list of what it uses
                        # goes on (not "a novel approach based on diffusion models, GlimDiff")
                    if saw_head and index + 1 < sent_end:
                        apposed.add(index + 1)
                    break
                saw_head = saw_head or lower in _APPOSITION_HEADS
        return GivenNames(frozenset(apposed), frozenset(named), frozenset(weak))

    @staticmethod
    def _name_after_proposal(view: TokenView, start: int) -> Optional[int]:
        """Where a lower-case name starts right after what proposes it, when the words after it say it names
        something: an apposition ('introduces the gated pooling, a novel approach to ...'), or a clause
        about it ('we introduce margin-guided sparse routing, which selectively drops ...')."""
        after_the = view.lower(start) == "the"
        if after_the:
            start += 1
        end = _lower_case_run_end(view, start + 1, start + 5)
        if end < start + 5 and view.word(end) == ",":
            head = _apposition_head(view, end)
            if (head is not None and head[0] in _APPOSITION_HEADS) or _apposed_kind_of_method(view, end):
                return start
        relative = end + 1 if view.word(end) == "," else end
        if not after_the and view.lower(relative) == "which" and _names_itself(view, start, end):
            return start
        return None

    @staticmethod
    def _names_a_method(view: TokenView, cue: Cue) -> bool:
        """'a lightweight method termed X', 'a two-step strategy we call X': what is named is a method."""
        index = cue.start - 1
        while index >= 0 and view.lowers[index] in (",", "which", "that", "we", "here"):
            index -= 1
        noun = view.lower(index)
        if _names_an_established(view, cue.start):
            return False  # "the existing low-latency MLLM called GlimVA-LT": named, but not by this paper
        return noun in _APPOSITION_HEADS or (noun.endswith("s") and noun[:-1] in _APPOSITION_HEADS)

    def _lower_case_given_names(self, view: TokenView, covered: set[int], given: GivenNames) -> list[Found]:
        """A lower-case name is taken only where the paper gives it, up to the punctuation that closes it."""
        out = []
        for given_at in sorted(given.apposed | given.called | given.weak):
            # "a novel mechanism, namely progressive zorb learning": the name starts after the word that gives it
            start = given_at + 1 if view.lowers[given_at] == "namely" else given_at
            first = view.lower(start)
            if first in _NAMING_VERBS or (first.endswith("ing") and "-" not in first):
                continue  # "exploring two variants", "called X": a verb, not a name
            end = _lower_case_run_end(view, start, start + 5, covered)
            closers = _NAME_CLOSERS | _CALLED_NAME_CLOSERS if given_at in given.called else _NAME_CLOSERS
            if end == start or end - start > 4 or view.lower(end) not in closers:
                continue
            text = view.span_text(start, end)
            if self._is_generic(text) or view.lowers[end - 1] in TASK_HEADS or (end - start == 1 and len(text) < 4):
                continue
            if given_at not in given.called and given_at not in given.weak and (
                    end - start < 2 or "and" in view.lowers[end:end + 3]):
                continue  # "a procedure, conic layers, and a framework": a list, not a name in apposition
            if given_at in given.weak and view.lowers[end - 1] not in METHOD_HEADS:
                continue  # named, but not as a method: "a vulnerability we term latent camouflage"
            label = head_label(view, start, end, view.lower(end))
            if label not in (None, "METHOD"):
                continue
            covered.update(range(start, end))
            out.append(Found(start, end, "METHOD", None, "given-name:lower-case", 0.55, text=text))
        return out

    @staticmethod
    def _enumerated_starts(view: TokenView, first_proposal: Optional[int]) -> set[int]:
        """Token indices just after '(1)', '(ii)' or '(b)' in a list of two or more items that comes
        at or after the sentence where the paper states what it proposes, and whose introduction
        says it lists parts ("three key components:", "through two innovations")."""
        words = view.words
        if first_proposal is None:  # "We address this gap through two contributions: (1) X, ...": the paper's own list
            first_proposal = next((view.sent_of[i] for i in view.lower_indices("contributions")
                                   if view.lower(i + 1) == ":" and {"we", "our"} & set(view.lowers[view.sentence_start(i):i])
                                   and _ESTABLISHED.isdisjoint(view.lowers[view.sentence_start(i):i])), None)
            if first_proposal is None:
                return set()
        markers = [i for i in indices_of("(", words) if i < view.n - 2 and words[i + 2] == ")"
                   and _ENUMERATOR.match(words[i + 1]) and view.sent_of[i] >= first_proposal]
        lists: list[list[int]] = []
        for i in markers:
            if words[i + 1].lower() in ("1", "i", "a") or not lists:
                lists.append([i])
            else:
                lists[-1].append(i)
        starts = set()
        for items in lists:
            if len(items) < 2:
                continue  # "(1)" alone is an equation or a footnote, not a list
            sent = view.sent_of[items[0]]
            intro_start = view.sent_ranges[sent - 1][0] if view.is_sent_start(items[0]) and sent > 0 \
                else view.sent_ranges[sent][0]
            intro = set(view.lowers[intro_start:items[0]])
            if view.lower(items[0] - 1) == ":" and _counted_data_noun(view, items[0] - 2):
                continue  # "... outperforms rival techniques in two environments: (i) GlimWorld (ii) ...": the list
                # names where the work is tested, whatever parts the sentence spoke of before
            if not intro & _PART_WORDS or (intro & _OTHERS_LIST_WORDS and not intro & _OWN_LIST_VERBS):
                continue  # "three key bottlenecks: (1) ...": a list of problems or findings; "we compare three
                # baseline strategies: (1) ...", "existing techniques fall into two groups: (1) ...": others' parts
            for i in items:  # "(1) a Mirrored Depth Corrector, a ... strategy": the article is not the name
                start = i + 4 if view.lower(i + 3) in ("a", "an", "the") and view.word(i + 4)[:1].isupper() else i + 3
                if start < view.n:
                    starts.add(start)
        return starts

    def _enumerated_parts(self, view: TokenView, covered: set[int], starts: set[int],
                          gazetteer: dict[tuple[int, int], tuple[str, Optional[str]]]) -> list[Found]:
        """A named part opens its item: a title-case name ("Dual Learning:"), a coined word
        ("DAREx-q,"), or a short capitalised phrase closed by punctuation ("Encoder-driven
        reconstruction, which ...")."""
        out = []
        for start in sorted(starts):
            first = view.words[start]
            if start not in covered and first.islower() and view.lowers[start] not in TASK_STOP:
                part = self._lower_case_part(view, covered, start)
                if part is not None:
                    covered.update(range(start, part))
                    out.append(Found(start, part, "METHOD", None, "part:enumerated", 0.55, text=view.span_text(start, part)))
                continue
            if start in covered or not first[:1].isupper() or view.lowers[start] in TASK_STOP:
                continue
            plain_opener = first in self.not_entities  # "Adaptive" names nothing alone, but may open a title-case
            # name, a step named by its gerund ("Hierarchical dense decoding") or one its purpose follows
            end = start + 1
            while end < view.n and end - start < 7 and end not in covered:
                word = view.words[end]
                if is_title_word(word) or is_name(word, self.not_entities) or _DIMENSION.match(word):
                    end += 1
                elif word in ("for", "of", "with") and end + 1 < view.n and (
                        is_title_word(view.words[end + 1]) or is_name(view.words[end + 1], self.not_entities)):
                    end += 2
                else:
                    break
            if end - start == 1 and not is_name(first, self.not_entities):
                end = start + 1  # "Encoder-driven reconstruction, which": up to the punctuation
                while end < view.n and end - start < 4 and view.words[end].isalpha() and view.words[end].islower() \
                        and view.lowers[end] not in TASK_STOP and view.lowers[end] not in CLAUSE_BOUNDARIES:
                    end += 1
                if end - start < 2 or (view.word(end) not in (",", ":", ";", "(", "-", "–", "—")
                                       and not _purpose_follows(view, end)):
                    continue
            if view.lowers[end - 1] in _NO_PART_HEADS or (
                    plain_opener and not is_title_word(view.word(start + 1)) and not view.lowers[end - 1].endswith("ing")
                    and not _purpose_follows(view, end)):
                continue  # "Extensive experiments, which ...", "Theoretical Analysis:", "Empirical findings, ...",
                # "Unified taxonomy, ...": what the paper reports
            text = view.span_text(start, end)
            if self._is_generic(text) or any(i in covered for i in range(start, end)) or _PLURAL_ACRONYM.match(text) \
                    or any(hit_start == start for hit_start, _ in gazetteer):
                continue  # a known name listed as a part is used, not proposed
            label = head_label(view, start, end, view.lower(end))
            if label == "TASK" and _purpose_follows(view, end):
                label = None  # "(1) Multi-scale zorb alignment to fuse ...": a step the method takes, not a task
            tail = view.lowers[end - 1].rsplit("-", 1)[-1]
            if label not in (None, "METHOD") or tail in DATASET_HEADS or \
                    set(view.lowers[end:end + 10]) & (DATASET_HEADS | {"metric", "collection"}):
                continue  # "(1) CSIST-100K, a publicly available benchmark dataset"
            covered.update(range(start, end))
            out.append(Found(start, end, "METHOD", None, "part:enumerated", 0.6, text=text))
        return out

    def _counted_parts(self, view: TokenView, cues: list[Cue], covered: set[int],
                       gazetteer: dict[tuple[int, int], tuple[str, Optional[str]]]) -> list[tuple[int, int]]:
        """The lower-case names of a proposal's parts, listed after a colon as many as the proposal counts:
        'we introduce two key enhancements to dataset distillation: caption-guided supervision and object-centric
        masking'. The count must match, so a list that goes on into a clause ('identity-specific embeddings to
        maintain ...') or a description ('a hierarchical retrieval mechanism that ...') names nothing."""
        out: list[tuple[int, int]] = []
        counts = view.lower_indices(_COUNT_WORDS) if ":" in view.text else ()
        if not counts:
            return out  # most abstracts count no parts before a colon
        verb_ends = {cue.end for cue in cues if cue.kind == "PROPOSE" and cue.first != "our"}
        for count_at in counts:
            proposed_here = any(count_at - 2 <= end <= count_at for end in verb_ends) or (
                view.lower(count_at - 1) in _PROPOSING and view.word(count_at - 2) == ","
                and "we" in view.lowers[view.sentence_start(count_at):count_at])  # "..., introducing two loss functions:"
            if not proposed_here:
                continue
            sentence_end = view.sent_ranges[view.sent_of[count_at]][1]
            part_at = next((i for i in range(count_at + 1, min(count_at + 4, sentence_end))
                            if view.lowers[i] in _COUNTED_PART_WORDS), None)
            colon = next((i for i in range(part_at + 1, min(part_at + 13, sentence_end)) if view.words[i] in (":", ";")),
                         None) if part_at is not None else None
            if colon is None or view.words[colon] != ":":
                continue
            items = self._listed_items(view, colon + 1, sentence_end)
            if len(items) != _COUNTS[view.lowers[count_at]] or any(end - start < 2 for start, end in items):
                continue  # a list that stops early, or an item of one word ("encoder-only"), names no parts
            for start, end in items:
                text = view.span_text(start, end)
                if self._is_generic(text) or any(hit_start == start for hit_start, _ in gazetteer) \
                        or any(i in covered for i in range(start, end)) or view.lowers[end - 1] in TASK_HEADS \
                        or head_label(view, start, end, view.lower(end)) not in (None, "METHOD"):
                    continue
                out.append((start, end))
        return out

    @staticmethod
    def _listed_items(view: TokenView, at: int, stop: int) -> list[tuple[int, int]]:
        """'A and B', 'A, B, and C' from `at`: short phrases of lower-case words, each (start, end); the list
        read so far when an item is no such phrase (then it cannot match a count)."""
        items: list[tuple[int, int]] = []
        while at < stop:
            end = _bare_phrase_end(view, at, stop)
            if end == at:
                return items + [(at, at)]  # "a ...", "one is ...": no bare name
            items.append((at, end))
            if view.lower(end) == "and" or (view.word(end) == "," and view.lower(end + 1) == "and"):
                at = end + (1 if view.lower(end) == "and" else 2)
                last = True
            elif view.word(end) == ",":
                at, last = end + 1, False
            else:
                return items
            if last:
                end = _bare_phrase_end(view, at, stop)
                return items + [(at, end)] if end > at and view.word(end) in (".", ",", ";", "(", "") else items + [(at, at)]
        return items

    def _lower_case_part(self, view: TokenView, covered: set[int], start: int) -> Optional[int]:
        """'(i) rule-based saliency and (ii) memory-based routing': an item that is a short
        noun phrase and nothing else is the part's name; the end, or None when the item says more."""
        end = start
        while end < view.n and end - start < 4 and end not in covered and view.words[end].islower() \
                and (view.words[end].isalpha() or "-" in view.words[end]) and view.lowers[end] not in TASK_STOP \
                and view.lowers[end] not in CLAUSE_BOUNDARIES:
            end += 1
        closes = view.word(end) in (",", ".", ";", ":") or (view.word(end) == "and" and view.word(end + 1) == "(")
        first = view.words[start]
        if end - start < 2 or not closes or view.word(end - 1).endswith("ing") or ("-" not in first and first.endswith(("ing", "ed"))):
            return None  # "hypothesising answers", "established systems", "open-sourced tools": no part's name
        text = view.span_text(start, end)
        if self._is_generic(text) or view.lowers[end - 1] in TASK_HEADS or view.lowers[end - 1] in DATASET_HEADS \
                or view.lowers[end - 1] in _FAULT_NOUNS:
            return None  # (nor a kind of fault: "(1) grounding errors, (2) ...", the failure modes a study finds)
        return end

    def _plain_word_name(self, view: TokenView, index: int) -> bool:
        """Whether a capitalised plain word ("Cellpose", "Mixamo") may be a name: no sentence opener, common
        word, language or nationality ("Italian", "Chinese")."""
        word = view.words[index]
        return word.isalpha() and word[1:].islower() and len(word) >= 3 and not view.is_sent_start(index) \
            and view.lowers[index] not in TASK_STOP and view.lowers[index] not in _DESCRIPTIVE_WORDS \
            and not word.endswith(("ian", "ese")) and word not in self.not_entities

    def _title_words_as_datasets(self, view: TokenView, covered: set[int]) -> list[Found]:
        """A capitalised word no other rule took, named a dataset by the noun after it or by the list it is in."""
        out = []
        for index in view.title_words():
            if index in covered or not self._plain_word_name(view, index):
                continue  # (asked first: most title words fail it, and the list around them need not be read)
            following = view.lower(index + 1)
            if following in _NAMING_DATASET_HEADS or (
                    (_YEARISH.match(following) or _DATA_VERSION.match(following))
                    and view.lower(index + 2) in _NAMING_DATASET_HEADS):
                named = True  # "the Flevoland 1989 dataset", "the Tulu V2 dataset": the edition comes with the name
            elif following in (",", "and", "or") or _aside_then(view, index + 1, (",", "and", "or")):
                named = _coordinated_before(view, index) or _listed_after(view, index) \
                    or _scored_on_beside_coined_data(view, index)
            elif _YEARISH.match(following) and view.lower(index + 2) in (",", "and", "or"):
                named = _listed_before_data(view, index)  # "the Glimton 2013 and ZorbSet datasets"
            elif following in _PLURAL_DATASET_HEADS or following == "environments":
                named = _last_of_names_listed(view, index)  # "in the GlimWorld, ZorbCraft and Blixshop environments"
            else:
                named = (following in (".", ")", ";") or _aside_then(view, index + 1, (".", ";"))
                         or _last_item_before_a_word(view, index)) and _listed_after(view, index)
            word = view.words[index]
            if not named or is_title_word(view.word(index - 1)) or is_name(view.word(index - 1), frozenset()) \
                    or view.lowers[index] in DATASET_HEADS or view.word(index - 1) == "&" \
                    or not {view.lower(index - 1), view.lower(index - 2)}.isdisjoint(_DESCRIBING):
                continue  # "a large-scale Leukemia dataset" describes; "Tanks & Temples", "DAVIS-2017 Motion" are longer names
            covered.add(index)
            out.append(Found(index, index + 1, "DATASET", None, "shape:title-word+dataset", 0.6, text=word))
        return out

    def _title_words_as_methods(self, view: TokenView, covered: set[int]) -> list[Found]:
        """A capitalised word listed among other names after a method noun: "segmentation methods such as
        GlimDist, Cellwise, and ZAM", "pruning techniques such as Random, QuarkPrune, and Zest"."""
        out = []
        for index in view.title_words():
            word = view.words[index]
            following = view.lower(index + 1)
            if index in covered or (following not in (",", "and", "or", ".", ")", ";") and not (
                        following in _LIST_CLOSING_WORDS and _named_neighbour(view, index, -1))
                                    and not _last_item_before_a_word(view, index)) \
                    or not self._plain_word_name(view, index) \
                    or view.lowers[index] in METHOD_HEADS or word.endswith("s") \
                    or (word.endswith("ing") and len(word) > 5) or self._is_generic(word):
                continue  # "CNNs and Transformers": kinds; "Mowing, Tillage": practices (not "Kling", a name)
            if view.lower(index - 1) not in _ITEM_LEADS or view.lowers[index] in view.lower_case_words() \
                    or not (_named_neighbour(view, index, -1) or _named_neighbour(view, index, 1)) \
                    or not _listed_after(view, index, _MODEL_LIST_HEADS):
                continue  # "Lasso Regression", "Gemini 2.0 Pro": the end of a longer name; "memory" elsewhere: a word
            covered.add(index)
            out.append(Found(index, index + 1, "METHOD", None, "shape:title-word+method-list", 0.55, text=word))
        return out

    def _dataset_phrases(self, view: TokenView, covered: set[int]) -> list[Found]:
        out = []
        for index in indices_of(_DATASET_TITLE_HEADS, view.words):
            if index in covered:
                continue
            start = index
            while start - 1 >= 0 and start - 1 not in covered and index - start < 5 \
                    and not view.is_sent_start(start) and (
                        is_title_word(view.words[start - 1]) or is_name(view.words[start - 1], frozenset())) \
                    and (view.lowers[start - 1] not in TASK_STOP or (
                        _opens_with_a_count(view, start - 1) and view.lowers[index] not in _PLURAL_DATASET_HEADS)):
                start -= 1  # (a count before a plural counts the data: "Three Glim Corpora")
            if start == index:
                continue
            end = index + 1
            covered.update(range(start, end))
            out.append(Found(start, end, "DATASET", None, "shape:dataset-phrase", 0.6, text=view.span_text(start, end)))
        return out

    def _in_terms_of(self, view: TokenView, covered: set[int], found: list[Found]) -> list[Found]:
        """'outperforms X in terms of pruning time and accuracy', 'we measure latency and energy':
        each measure named after it. In a list closed by 'and' that holds a measure, the plain noun phrases
        beside it are measures too ('improvements in edge fidelity, sharpness, and foreground separation')."""
        out = []
        lowers = view.lowers
        measured = {i for f in found if f.label == "METRIC" for i in range(f.start, f.end)}
        for index in view.lower_indices(_MEASURE_LIST_LEADS | _JUDGED_LIST_LEADS):
            if index == 0 or index >= view.n - 2:
                continue
            qualities = False  # whether quality nouns count ("coherence, diversity, and topic relevance")
            judged = lowers[index] in _JUDGED_LIST_LEADS  # only a whole list of measures, closed by "and"
            first_out, known_items = len(out), 0
            if judged:
                focusing = lowers[index] in ("focusing", "focused")
                position = index + 1 + focusing
                sentence_words = view.lowers[slice(*view.sent_ranges[view.sent_of[index]])]
                if (focusing and (lowers[index + 1] != "on" or not _EVALUATION_NOUN.match(lowers[index - 1]))) \
                        or not any(_JUDGING_WORD.match(word) for word in sentence_words) \
                        or lowers[index - 1] in ("for", "of", "in", "is", "are") \
                        or not _OWN_WORK.search(view.sentence_text(view.sent_of[index])):
                    continue  # no evaluation in the sentence, or not the paper's: "crucial for assessing the
                    # naturalness and ...", "a metric for assessing A and B", "GlimNet, focusing on A and B"
                if lowers[position] in ("the", "their", "its", "both"):
                    position += 1
                qualities = True
            elif lowers[index] == "terms" and lowers[index - 1] == "in" and lowers[index + 1] == "of":
                position = index + 2
                if not _measures_reported_at(view, view.sentence_text(view.sent_of[index]), position):
                    continue
                if lowers[position] == "both":
                    position += 1  # "in terms of both spatial fidelity and temporal smoothness"
            elif lowers[index] in ("measure", "report") and lowers[index - 1] in ("we", "and", "also"):
                position = index + 1  # "we measure accuracy, energy, latency, and power"
            elif lowers[index] == "in" and lowers[index + 1].isalpha() and view.words[index + 1] == lowers[index + 1] \
                    and lowers[index + 1] not in TASK_STOP and lowers[index + 1] not in _ACTS_ON_AN_OBJECT \
                    and _improved_before(view, index):
                position, qualities = index + 1, True  # "outperforms prior approaches in consistency and diversity"
            else:
                continue
            siblings, has_measure, closed = [], False, False
            while position < view.n:
                if view.lowers[position] in ("and", "or"):
                    position += 1  # ", and power"
                    closed = True
                if qualities and position > index + 1 and (view.lower(position).endswith("ing") or (
                        view.lower(position) in _CLAUSE_VERBS and view.word(position + 1)[:1].isalnum())):
                    break  # "... in weather simulation and removal, providing high-quality results", "..., and show
                    # reduced susceptibility": a new clause
                start = position
                if judged and lowers[start] in _CLAUSE_SUBJECTS:
                    siblings.append(None)  # "For evaluating implementation quality, we employ ...": a new clause
                    break
                while position < view.n and position - start < 4 and view.lowers[position] not in _PHRASE_BREAKS \
                        and (view.words[position].isalpha() or "-" in view.words[position]) \
                        and view.lowers[position] not in ("the", "a", "an", "their", "its", "both", "but", "yet"):
                    position += 1  # (not "assessing completeness and conciseness but struggle with ...")
                head = view.lowers[position - 1] if position > start else ""
                graded = start < position - 1 and view.lowers[start] in _VERDICT_WORDS
                while start < position - 1 and view.lowers[start] in _VERDICT_WORDS:
                    start += 1  # "good efficiency", "strong performance": the measure, not the verdict
                measure = head in MEASURE_HEADS or (qualities and _is_quality(head))
                if qualities and head in ("performance", "score", "scores", "improvement", "enhancement", "development",
                                          "environment", "environments", "settings"):
                    measure = False  # "improvement in downstream performance", "improvements in scores"
                if head in _KINDS_OF_MEASURE:
                    measure = False  # "in terms of both quantitative metrics and visual quality": a kind of measure
                shorter = next((f for f in found if f.label == "METRIC" and f.end == position and f.start == start + 1
                                and f.rule == "metric:compound"), None)
                if measure and shorter is not None and start not in covered and not qualities \
                        and not lowers[start].endswith(("ing", "ly")) and lowers[start] not in TASK_STOP:
                    found.remove(shorter)  # "in terms of ..., false alarm rate (Fa)": the measure whole, not "alarm rate"
                    covered.difference_update(range(shorter.start, shorter.end))
                if position > start and measure and not any(i in covered for i in range(start, position)) \
                        and (head != "performance" or position - start > 1):
                    covered.update(range(start, position))
                    out.append(Found(start, position, "METRIC", None, "metric:in-terms-of", 0.6,
                                     text=view.span_text(start, position)))
                    has_measure = True
                elif position > start and any(i in measured for i in range(start, position)):
                    has_measure = True  # a measure found before: "in accuracy and skill retention"
                    known_items += 1
                elif lowers[index] != "report" and lowers[index] != "measure" and not graded and position > start \
                        and position - start <= 3 and not any(i in covered for i in range(start, position)) \
                        and all(view.words[i] == view.lowers[i] and view.lowers[i] not in TASK_STOP
                                and not view.lowers[i].endswith(("ing", "ly")) and not _plural_modifier(view.lowers[i])
                                for i in range(start, position)) \
                        and (position - start > 1 or len(view.lowers[start]) > 3) \
                        and head not in _CAPABILITY_NOUNS and head not in _SKILL_NOUNS \
                        and head not in _KINDS_OF_MEASURE and head not in _HOW_WELL_NOUNS \
                        and (head not in TASK_HEADS or head in _QUALITY_NOUNS) and view.lower(position) != "of":
                    siblings.append((start, position))  # (not "challenges persist", "brings", "navigation", and
                    # not after "we report": "we report accuracy and release code")
                else:
                    siblings.append(None)  # not a plain noun phrase: the list holds other things too
                if view.word(position) == "(" and position > start:
                    close = view.closing_bracket(position, reach=4)
                    if close is not None and close > position + 1 and not measured.intersection(range(position, close)) \
                            and not any(ch.isdigit() for word in view.words[position + 1:close] for ch in word):
                        position = close + 1  # "detection probability (Pd), ...": past the item's short form (not
                        # past a result, "in color (+3.18%), ...", or the measure of a quality, "fidelity (FID)")
                if judged and closed:
                    break  # "..., and visual fidelity, we find ...": the list ends with its last item
                if position < view.n and view.lowers[position] in (",", "and", "or") and position - start > 0:
                    position += 1
                    closed = closed or view.lowers[position - 1] in ("and", "or")
                    continue
                break
            if judged and (not closed or siblings or len(out) - first_out + known_items < 2
                           or view.lower(position) == "of" or any(
                               _VERB_LIKE.match(word) for found_item in out[first_out:]
                               for word in view.lowers[found_item.start:found_item.end - 1])):
                for dropped in out[first_out:]:  # (each covered only here: none of its tokens was covered before)
                    covered.difference_update(range(dropped.start, dropped.end))
                del out[first_out:]  # "assessing the quality of ...": one measure, or a list with other things in it;
                # "evaluating the aggregation and domain capacity of aggregators": what a part of a method weighs
                continue
            if has_measure and closed and siblings and None not in siblings:
                for start, end in siblings:
                    if view.lower(end) in ("and", "or") and view.lower(end + 2) in MEASURE_HEADS:
                        continue  # "content and style similarity": a modifier of the measure after it
                    covered.update(range(start, end))
                    out.append(Found(start, end, "METRIC", None, "metric:in-terms-of+list", 0.55,
                                     text=view.span_text(start, end)))
        return out

    def _compared_measures(self, view: TokenView, covered: set[int]) -> list[Found]:
        """'lower error and higher correlation', 'fewer parameters', '52.7% parameters': a measure
        a result is compared or counted in."""
        out = []
        lowers, words = view.lowers, view.words
        for index in view.lower_indices(_COMPARED_LEADS):
            lead = lowers[index]
            if index >= view.n - 1 or (lead == "%" and lowers[index + 1] in _COMPARATIVES):
                continue  # "12% less memory" is read from "less"; "2B parameters" is a model's size, not a measure
            best = None
            for end in range(index + 2, min(view.n, index + 4) + 1):
                word = words[end - 1]
                if end - 1 in covered or lowers[end - 1] in _PHRASE_BREAKS or lowers[end - 1] in TASK_STOP \
                        or not (word.isalpha() or "-" in word) or (word != lowers[end - 1] and not is_name(word, frozenset())):
                    break
                head = lowers[end - 1]
                singular = head[:-1] if head.endswith("s") and head[:-1] in MEASURE_HEADS else head
                if singular in MEASURE_HEADS and (end - index > 2 or singular in _CORE_MEASURES) \
                        and word not in ("map", "maps"):
                    best = end  # (mAP written "map" is no measure: "less reliable than the saliency map")
            if best is None or view.sent_of[best - 1] != view.sent_of[index] or \
                    not _reports_measures(view.sentence_text(view.sent_of[index])):
                continue  # "models suffer from decreased accuracy": background, not a reported result
            start = index + 1
            while start < best - 1 and lowers[start] in METRIC_MODIFIER_STOP:
                start += 1  # "a larger total communication cost" reports the communication cost
            if best - start == 1 and lowers[start] in _KINDLESS_COSTS and lowers[start - 1] in _COST_KINDS:
                start -= 1  # "reduced computational costs": a cost is named by its kind (not "lower total cost")
            covered.update(range(start, best))
            out.append(Found(start, best, "METRIC", None, "metric:compared", 0.55, text=view.span_text(start, best)))
        return out

    def _metric_compounds(self, view: TokenView, covered: set[int], found: list[Found]) -> list[Found]:
        out = []
        by_start = {f.start: f for f in found if f.label == "METRIC" and f.end - f.start == 1}
        # a known measure of several words takes a modifier too: "semantic error rate", "execution success rate"
        by_last = {f.end - 1: f for f in found if f.label == "METRIC" and f.end - f.start >= 2}
        tasks_ending = {f.end: f for f in found if f.label == "TASK" and view.words[f.start:f.end] == view.lowers[
            f.start:f.end]}
        for index in view.lower_indices(METRIC_COMPOUND_HEADS):
            lower = view.lowers[index]
            if index == 0 or view.words[index] != lower:
                continue
            resource = by_last.get(index - 1) or by_start.get(index - 1)
            if resource is not None and (lower in METRIC_ACTIVITY_HEADS or (
                    lower in ("rate", "rates") and view.lowers[index - 1] == "error")) and resource.end == index \
                    and resource in found and index not in covered:
                found.remove(resource)  # "GPU memory usage": the known resource, then what of it is measured; a
                # known error, then its rate ("glim error rate")
                covered.add(index)
                out.append(Found(resource.start, index + 1, "METRIC", None, "metric:compound", 0.55,
                                 text=view.span_text(resource.start, index + 1)))
                continue
            known = by_last.get(index)
            prev = index - 1 if known is None else known.start - 1
            if prev < 0:
                continue
            task = tasks_ending.get(index)
            if known is None and task is not None and (index not in covered or index in by_start) \
                    and lower not in ("requirements", "usage") and view.lower(index + 1) not in TASK_HEADS and (
                    _measures_reported_at(view, view.sentence_text(view.sent_of[index]), task.start)
                    or _object_of_a_change(view, task.start)):
                if index in by_start and by_start[index] in found:
                    found.remove(by_start[index])
                covered.add(index)  # "improves glim reconstruction accuracy": the measure is named by its task, which
                first = _with_rank_cutoff(view, task.start, covered, by_start, found)  # stays a task
                out.append(Found(first, index + 1, "METRIC", None, "metric:compound", 0.55,
                                 text=view.span_text(first, index + 1)))
                continue
            modifier = view.lowers[prev]
            if lower == "speed" and (known is not None or modifier not in _TIMED_PROCESSES
                                     or view.lower(index + 1) in ("up", "ups") or view.lower(index + 1) in MEASURE_HEADS):
                continue  # "rendering speed", "convergence speed"; not "walking speed", "varying speed", "greatly speed
                # up", a word before a known speed ("fastest inference speed"), nor a speed's error
            if modifier == "rendering" and (view.lower(prev - 1) in _VERB_RENDERING_LEADS or (
                    view.lower(prev - 1) == "," and _object_then_its_state(view, index + 1))):
                continue  # "..., rendering accuracy comparisons invalid": the verb, making its object something (a
                # listed measure goes on: "fidelity, rendering speed, and memory")
            plain = view.words[prev].isalpha() or _HYPHENATED_MODIFIER.match(view.words[prev])
            if (prev in covered or modifier in TASK_STOP or modifier in METRIC_MODIFIER_STOP or not plain
                    or view.words[prev] != modifier or view.sent_of[prev] != view.sent_of[index]):
                continue
            if lower == "time" and (view.lower(index + 1) in _TIME_COMPOUNDS or view.lower(prev - 1) == "at"):
                continue  # "subsampling time series", "at test time": time is a modifier or a setting, not a measure
            if view.lower(index + 1) in TASK_HEADS or view.lower(index + 1) in _NOUNS_A_MEASURE_WORD_MODIFIES:
                continue  # "fine-grained error detection", "a glim-aware cost function": what a task or a tool works
                # on, not a measure
            if lower in ("requirements", "usage") and known is None and modifier not in _RESOURCES \
                    and modifier not in _USED_THINGS:
                continue  # "memory requirements" are a cost; "user requirements", "zero-shot usage" are not measures
            if "magnitude" in modifier or (modifier.startswith("per-") and known is not None) or (
                    _PHYSICAL_UNIT.match(view.words[prev]) and view.word(prev - 1)[:1].isdigit()):
                continue  # "orders-of-magnitude efficiency", "60 cm error", "per-line word error rate": a size or a
                # unit, not the measure's name
            if (modifier in _ACTS_ON_AN_OBJECT and not (modifier in _ALSO_NOUNS and _gerund_as_a_noun(view, prev))) or (
                    modifier.endswith("ing") and lower not in METRIC_ACTIVITY_HEADS and modifier not in _ING_NOUNS
                    and not _after_score(view, prev) and not _gerund_as_a_noun(view, prev)
                    and not _noun_then_participle(modifier)) or (
                    modifier.endswith("s") and not modifier.endswith("ss") and modifier not in ("gpus", "tokens")):
                continue  # "improving accuracy", "reduces error": a verb, not a measure ("94.4% counting accuracy" is one)
            if _plain_modifier(view, prev - 1) and prev - 1 not in covered and (
                    _after_score(view, prev - 1) or (_PROCESS_NOUN_END.search(modifier) and modifier not in _NOT_PROCESSES
                                                     and _opens_a_noun_phrase(view, prev - 1))):
                prev -= 1  # "87.5% weight estimation accuracy": right after its score, the measure's name is whole,
                # and so is one measured on a process of something: "glim detection accuracy"
            sentence = view.sentence_text(view.sent_of[index])
            if not _measures_reported_at(view, sentence, prev) and not (
                    lower in METRIC_ACTIVITY_HEADS and _COST_CHANGE.search(sentence) and _OWN_WORK.search(sentence)) \
                    and not _object_of_a_change(view, prev):
                continue  # a cost the paper itself lowers is a measure it reports: "we ... while reducing training time",
                # and so is one a verb of change acts on: "reduces refusal rates"
            if _DIMENSION.match(view.word(prev - 1)) and prev - 1 not in covered and prev < index:
                prev -= 1  # "3D grounding accuracy": the measure of the task in three dimensions
            prev = _with_rank_cutoff(view, prev, covered, by_start, found)
            if known is not None:
                found.remove(known)
            elif index in by_start:
                found.remove(by_start[index])
            elif index in covered:
                continue
            covered.update(range(prev, index + 1))
            out.append(Found(prev, index + 1, "METRIC", None, "metric:compound", 0.55, text=view.span_text(prev, index + 1)))
        return out

    def _task_phrases(self, view: TokenView, covered: set[int]) -> list[Found]:
        out = []
        for index in view.lower_indices(TASK_HEADS):
            lower = view.lowers[index]
            if index in covered or view.words[index] != lower:
                continue
            start = _modifiers_start(view, index, covered, 4)
            if start == index or "next-token" in view.lowers[start:index]:
                continue  # (not "next-token prediction", a training objective)
            out.append(Found(start, index + 1, "TASK", None, "task:head-noun", 0.55, text=view.span_text(start, index + 1)))
        return out

    # -- typing and roles -----------------------------------------------------------

    def _names_the_proposed_data(self, view: TokenView, cue: Optional[Cue], long_start: int, after_head: int) -> bool:
        """'we propose a large-scale, multi-modal visual grounding (MVG) benchmark': our proposal's object, so the
        new data's name, though its letters spell a task. Not where another name comes between ('we present
        GlimBank, a new question-answering (QA) dataset') or after ('a new ... (QA) dataset, GlimBank')."""
        if cue is None or cue.kind != "PROPOSE" or cue.first == "our" or long_start - cue.end > 8:
            return False
        between = view.words[cue.end:long_start]
        if any(word in (":", ";", ".", "(", ")") or (is_name(word, self.not_entities) and not _LOWER_TAIL.search(word))
               for word in between):
            return False
        named_after = view.lower(after_head) in (",", ":", "called", "named", "dubbed") and is_name(
            view.word(after_head + 1), self.not_entities)
        return not named_after

    def _governing_cue(self, view: TokenView, cues: list[Cue], index: int, max_distance: int = 18) -> Optional[Cue]:
        """The nearest cue before token `index` in the same clause."""
        best = None
        sent_start = view.sentence_start(index)
        listed_from = _defined_names_listed_from(view, index, sent_start) if index - sent_start > max_distance else index
        first = bisect_left(cues, max(sent_start, listed_from - max_distance - 8), key=_CUE_START)
        for cue in cues[first:]:
            if cue.end > index:
                break
            if cue.start < sent_start or cue.kind == "PROPOSE_AFTER" or (
                    index - cue.end > max_distance and index - cue.end - _scores_between(view, cue.end, index)
                    > max_distance and listed_from - cue.end > max_distance):
                continue  # (an earlier item's score is no distance: "on A (98.1%), B (94.4%), ... and E (91.6%)";
                # nor are earlier names listed with their letters: "namely Glim Descent (GD), ..., and Zorb Sort (ZS)")
            between = view.lowers[cue.end:index]
            if not CLAUSE_BOUNDARIES.isdisjoint(between) and _boundaries_between(view, cue.end, index) and not (
                    cue.kind == "PROPOSE" and cue.first == "we" and "we" not in between
                    and "." not in between and ";" not in between):
                continue
            if cue.kind in ("EVAL", "COMPARE", "TRAIN_ON") \
                    and _numbered_item_between(view, cue.end, index, described=True) \
                    and _numbered_item_between(view, sent_start, cue.start - 2):
                continue  # "two modules: 1) a GlimNet for detection with strong accuracy, and 2) a QuarkNet ...": a cue
                # inside an earlier item of a numbered list says nothing of a later one
            if cue.kind == "COMPARE" and _new_subject_between(view.words[cue.end:index]):
                continue  # "evaluating outputs against user expectations, the FR module ...": a new clause's subject
            if cue.kind == "COMPARE" and _after_a_fronted_comparison(view, cues, index):
                continue  # "Compared with GlimNet, QuarkNet achieves ...", "Compared to the former baseline, QuarkNet
                # shows ...": the main clause's subject, not a rival (nor of a rival word inside the comparison)
            if cue.kind == "COMPARE" and cue.text.lower().endswith(" with") and view.lower(cue.end) in _INSTRUMENT_LEADS:
                continue  # "competitive performance with a ResNet-50 backbone": what it runs with, not a rival
            if best is not None and (cue.start, cue.end) == (best.start, best.end) and best.kind == "USE" \
                    and cue.kind == "EVAL":
                continue  # "using X": a tool the paper uses, unless a dataset noun or the gazetteer says otherwise
            if best is not None and (cue.start, cue.end) == (best.start, best.end) and best.kind == "COMPARE" \
                    and cue.kind == "EVAL" and index - cue.end <= 3 and (
                        _after_a_margin(view, cue.start) or _after_a_comparison(view, cue.start)):
                continue  # "a 3.5% boost over X", "by 2.1 points over the X", "superior performance over both X and
                # Y": the rival a gain is measured against
            if best is not None and best.kind == "COMPARE" and cue.kind == "USE" and cue.text.lower() == "used" \
                    and _DESCRIBING_USE.issuperset(view.lowers[best.end:cue.start]):
                continue  # "outperforms the widely used X", "compared to the commonly used X": the rival, described
            if best is not None and cue.text.lower() in _LIST_INTRODUCERS and best.kind in ("COMPARE", "PROPOSE"):
                continue  # "baselines such as X": the list takes the role of what introduced it
            if best is not None and best.kind == "COMPARE" and cue.kind == "USE" and cue.text.lower() in _NOUN_CUES \
                    and cue.start - best.end <= 2:
                continue  # "benchmarking against existing models such as X": the models are what is compared
            if best is not None and best.kind == "PROPOSE" and cue.kind == "USE" and cue.text.lower() in _PART_NOUNS \
                    and cue.start - best.end <= 4 and all(w.isalpha() for w in view.lowers[best.end:cue.start]):
                continue  # "we propose two complementary encoders: X and Y": what is proposed, not what is used
            after_our = view.lower(cue.end) if cue.kind == "PROPOSE" and cue.first == "our" else None
            if after_our == "baseline":
                continue  # "outperforms our baseline X": the cue before decides
            if after_our in _EARLIER_WORDS:
                cue = cue._replace(kind="USE")  # "combined with our previous work, MEBin": earlier work, used
            elif after_our in _RIVAL_WORDS:
                cue = cue._replace(kind="COMPARE")  # "we outperform our predecessors of GlimV2, ...", "our baselines X
                # and Y are weaker": what this paper is compared with
            best = cue
        return best

    def _type_and_role(self, view: TokenView, found: list[Found], cues: list[Cue], proposed_after: set[int],
                       title_names: set[str]) -> list[Found]:
        experiment_sents: dict[int, bool] = {}  # filled on demand: few names need it

        def in_experiment(sent: int) -> bool:
            if sent not in experiment_sents:
                experiment_sents[sent] = bool(EXPERIMENT_WORDS.search(view.sentence_text(sent)))
            return experiment_sents[sent]

        # (a task that only says what a system noun's system does is no earlier name: "we propose the first
        # manipulation planning model X")
        found_starts = {f.start for f in found}
        describing = [(f.start, f.end) for f in found if f.label == "TASK" and f.rule.startswith(("task:", "gaz:task"))
                      and view.lower(f.end) in _SYSTEM_NOUNS and f.end + 1 in found_starts
                      and _PREPOSITIONS.isdisjoint(view.lowers[max(0, f.start - 3):f.start])
                      and _article_bringing_in(view, f.start)]
        # (not "we propose to compress the glim detection model X", "a scheme for the glim model X", "a plug-in that
        # speeds up the glim generation model X": the model the paper works on)
        starts = sorted((f.start, f.end) for f in found if not (
            f.label == "TASK" and any(start <= f.start and f.end <= end for start, end in describing)))
        # "85.1% mIoU on X": where a scored measure ends, a result does
        scored_measure_ends = {f.end for f in found if f.label == "METRIC" and _score_before(view, f.start)}
        dataset_ending_at = {f.end: f for f in found if f.label == "DATASET"}
        dataset_starts = frozenset(f.start for f in found if f.label == "DATASET")
        long_form_start = {f.text: f.start for f in found if f.rule.startswith("acronym:long-form")}
        out: list[Found] = []
        for item in found:
            text = item.text or view.span_text(item.start, item.end)
            if item.key is None and " " in text and text in self.not_entities:
                continue  # "our Project Page": words that look like a name and are none
            if item.key is None and item.label in (None, "METHOD") and _language_variety(item.long_form or text) \
                    and view.lower(item.end) not in METHOD_HEADS and view.lower(item.end) not in DATASET_HEADS:
                continue  # "Northern Swahili (NS)", "Old Welsh", "Standard American English": a language, no method
            if item.key is None and " " in text and item.label in (None, "METHOD") and _AN_ORGANISATION.search(text) \
                    and view.lower(item.end) not in DATASET_HEADS:
                continue  # "researchers at Glimford University", "the National Institute of Zorb": who, not what
                # (its data or its tool is named for it: "the Glimford Hospital dataset")
            if item.rule.startswith("shape:name") and item.label in (None, "METHOD") and item.key is None \
                    and "-to-" in text.lower() \
                    and item.start not in self._named_starts and _modifies_next(view, item.end) \
                    and view.lower(item.end) not in METHOD_HEADS:
                continue  # "MRI-to-CT translation", "Sensor-to-Vehicle calibration": a direction, not a name
            if item.rule.startswith(("shape:name", "shape:title-case")) and item.key is None and " " in text \
                    and _DANGLING_MODIFIER.search(text) and (
                        view.word(item.end)[:1].isupper() or view.lower(item.end) in ("on", "by", "upon")
                        or (view.word(item.end)[:1].isdigit() and not _PLAIN_NUMBER.fullmatch(view.word(item.end)))):
                continue  # "a Quark Prior and Glim Cue Based Unsupervised Image Denoising network", "Glim Attack
                # Strategies Based on ...", "Glim Enhanced 3D Net": words cut short of the noun or the words they
                # need, no name (a number alone is a version: "Glim Quark Guided 2")
            if item.key is None and item.rule.startswith(("shape:name", "shape:title-case", "part:enumerated")) \
                    and item.end - item.start > 1 and view.lowers[item.start] in _RESEARCH_GERUNDS \
                    and view.words[item.start][:1].isupper():
                continue  # "(1) Benchmarking VLMs with ...; (2) Evaluating LoRA fine-tuning ...": what the paper
                # does, not a name (a known name inside is found on its own)
            if item.label is None and item.key is None and item.rule.startswith("shape") \
                    and _listed_as_hardware(view, item.start, item.end):
                continue  # "edge devices such as the Glim Orin Nano", "robots, including the Quark Arm": hardware
                # and the places models run or post on, not a method
            label, role, rule, confidence = item.label, None, item.rule, item.confidence
            cue = self._governing_cue(view, cues, item.start)
            named_from = long_form_start.get(item.long_form, item.start) if item.long_form else item.start
            if cue is not None and named_from < item.start and cue.start >= named_from:
                cue = self._governing_cue(view, cues, named_from)  # "trained with learning from glim feedback (LGF)":
                # the cue before the definition, not a word inside its long form
            if cue is not None and cue.kind == "PROPOSE" and not self._object_of(view, cue, item, starts):
                cue = None
            cue_kind = cue.kind if cue is not None else None
            next_word = view.lower(item.end)
            passive_end = item.end if item.end in self._passive_after else item.end + 1 if (
                view.word(item.end) == ")" and item.end + 1 in self._passive_after) else None
            # "a framework that incorporates 3D Non-Local Blocks is proposed", "TimeSformer is proposed for ...":
            # not the name of what the paper proposes
            blocked = passive_end if passive_end is not None and (item.key is not None or (
                view.lower(item.start - 1) not in _PASSIVE_SUBJECT_LEADS and view.word(item.start - 1) != "(")) else -1
            after = (item.end in proposed_after and item.end != blocked) or (
                view.word(item.end) == ")" and item.end + 1 in proposed_after and item.end + 1 != blocked) \
                or item.start in self._named_starts
            if after and item.key is not None and _apposed_as_ready_made(view, item.end) and text not in title_names \
                    and not any(c.kind == "PROPOSE" and c.end == item.start for c in cues):
                after = False  # "transfer representations from CLIP, a large-scale pre-trained model": a known one
                # (not "we present GlimLM 3, a large-scale pretrained model family": what the paper presents)
            introduced_by_apposition = False
            head = None
            if label == "TASK" and item.rule.startswith("acronym") and cue is not None and cue.kind == "PROPOSE" \
                    and _directly_after(view, cue.end, long_form_start.get(item.long_form, item.start)
                                        if item.long_form else item.start) \
                    and _method_apposed_to_definition(view, item.end):
                label, rule = "METHOD", rule + "+apposition:method"  # "we propose leap glim prediction (L-GP), a
                # new decoding method": the words name a task, the apposition says the paper's is a method
            if label in (None, "METHOD") and not item.rule.startswith("gaz"):
                head = _apposition_head(view, item.end)
                if head is None and view.word(item.end) == ":" and item.end - item.start == 1 and not item.long_form \
                        and (subtitle_end := _title_case_run_end(view, item.end + 1)) > item.end + 1:
                    head = _apposition_head(view, subtitle_end)  # "GLIMENV: Glim Migration Across Zorbs, a new
                    if head is not None:  # benchmark ...": the name and its title-case subtitle are one thing
                        item = replace(item, long_form=view.span_text(item.end + 1, subtitle_end))
                if head is None and item.long_form and view.word(item.start - 1) == "(" and view.word(item.end) == ")":
                    head = _apposition_head(view, item.end + 1)  # "the Glim Quark Corpus (GQC), the largest ...
                    # dataset of scans": what the apposition says of the definition it says of its short form too
                named_start = long_form_start.get(item.long_form, item.start) if item.long_form else item.start
                named_as = _named_as(view, named_start)
                if _apposed_as_derived_data(view, item.end, dataset_starts):
                    label, rule = "DATASET", item.rule + "+apposition:derived-data"  # "GlimSet++, an extension of
                    introduced_by_apposition = after  # the popular GlimSet dataset": data made from data
                elif _introduced_as_a_task(view, named_start, item.end) or _apposed_as_a_new_task(view, item.end):
                    label, rule = "TASK", item.rule + "+new-task"  # "We introduce the task of Tactile Motion ..."
                elif named_as in DATASET_HEADS:
                    label, rule = "DATASET", item.rule + "+named:dataset"  # "a benchmark termed HAVEN"
                    introduced_by_apposition = True
                elif named_as is None and (restated := _restated_as_data(view, named_start)) is not None:
                    label, rule = "DATASET", item.rule + "+restated:dataset"  # "the first dataset for glim
                    # tracking, i.e., GT500": the name of what the words before describe
                    introduced_by_apposition = restated
                elif named_as in ("metric", "metrics", "measure", "score") or (
                        named_as is None and _after_a_new_measure_noun(view, named_start)
                        and (view.word(named_start - 1) != "," or (view.word(item.end) in ("(", ")", ",", ".")
                                                                     and not _opens_the_sentence(view, named_start - 1)))):
                    label, rule = "METRIC", item.rule + "+named:metric"  # "a metric called Per-Query Novelty (PQN)",
                    # "a novel metric, Glim Quark Concordance (GQC)"
                elif named_as in METHOD_HEADS and (head is None or head[0] in METHOD_HEADS) and not (
                        item.end - item.start == 1 and (_BENCH_NAME.search(text) or SCORE_NAME.search(text))):
                    label, rule = "METHOD", item.rule + "+named:method"  # "a novel generative model, named X, to
                    # address the challenge of ...": the noun named decides, not the words after the name (an
                    # apposition still does: "a framework called X, a benchmark of ...")
                elif label in (None, "METHOD") and _holds_counted_items(view, item.end) \
                        and view.lower(item.start - 1) not in ("for", "by", "from", "at") and not _LOWER_TAIL.search(text) \
                        and text.rsplit(" ", 1)[-1].lower() not in _ORGANISATION_HEADS:  # (not "a dataset for Glim
                    # Stance Tagging, containing ...", "a dataset provided by GQRA, comprising ...", "training
                    # Glim-agents, consisting of ...", "the Glim Data Consortium, which contains ...": what holds the
                    # count is named before)
                    label, rule = "DATASET", item.rule + "+holds-count"  # "the track uses GlimSet-V, which contains
                    introduced_by_apposition = after  # 6,120 annotated clips": a count of what it holds makes it data
                elif after:
                    sentence_end = view.sent_ranges[view.sent_of[item.start]][1]
                    apposition = set(view.lowers[item.end:min(item.end + 9, sentence_end)])
                    following = view.lowers[sentence_end:sentence_end + 3]
                    if following[:1] == ["this"] or following[:2] == ["in", "this"]:
                        apposition.add(following[-1] if following[0] == "in" else following[1])  # "X. In this dataset"
                    if item.end - item.start == 1 and _BENCH_NAME.search(text):
                        apposition.add("benchmark")  # "termed OctoNav-Bench": a coined benchmark name says what it is
                    if head is not None and head[0] in _APPOSED_MEASURES:
                        label, rule = "METRIC", item.rule + "+apposition:metric"  # "X, a novel metric leveraging ..."
                    elif head is not None and head[0] in METHOD_HEADS:
                        # "X, a novel framework for benchmark construction": the first head noun decides
                        # (a coined "...Score" stays a measure, whatever does the scoring)
                        if not (item.end - item.start == 1 and SCORE_NAME.search(text)):
                            label, rule = "METHOD", item.rule + "+apposition:method"
                    elif (apposition & DATASET_HEADS or (head is not None and head[0] in DATASET_HEADS)) \
                            and not item.rule.startswith("given-name"):
                        label, rule = "DATASET", item.rule + "+apposition:dataset"  # "X, a new large-scale dataset"
                    elif apposition & {"metric", "measure"}:
                        label, rule = "METRIC", item.rule + "+apposition:metric"  # "X, a theoretically grounded metric"
                elif head is not None and head[0] in _APPOSED_MEASURES and label is None:
                    label, rule = "METRIC", item.rule + "+apposition:metric"  # "GlimPQ, an interpretable ... metric"
                elif head is not None and head[0] in DATASET_HEADS:
                    label, rule = "DATASET", item.rule + "+apposition:dataset"  # "QZ-QA, the first bilingual benchmark"
                    introduced_by_apposition = head[1]
                elif head is None and (counted := _counted_apposition(view, item.end)) in DATASET_HEADS:
                    label, rule = "DATASET", item.rule + "+apposition:dataset"  # "X and Y, two new datasets for ..."
                elif head is None and counted in _APPOSED_MEASURES:
                    label, rule = "METRIC", item.rule + "+apposition:metric"  # "X and Y, novel reference-free metrics"
                elif head is not None and label is None and (item.rule == "shape:coined-word" or (
                        item.rule.startswith("acronym") and head[0] in METHOD_HEADS
                        and view.word(item.end + (view.word(item.end) == ")")) == ",")):
                    label, rule = "METHOD", item.rule + "+apposition:method"  # "results from Florp, an explainable model",
                    # "we study Glim Zorbing (GZ), an approach that ...": what the apposition calls a method (not
                    # "Glim Zorbing (GZ) is a technique ...", which often defines a field's or a clinic's own term)
                elif label is None and item.end - item.start == 1 and _BENCH_NAME.search(text):
                    label, rule = "DATASET", item.rule + "+bench-name"  # "XLRS-Bench", "LongBench"
            if label is None and view.word(item.start - 1) == "(" and view.word(item.end) == ")" \
                    and view.lower(item.start - 2) in DATASET_HEADS:
                label, rule = "DATASET", item.rule + "+dataset-in-brackets"  # "the ... Interaction Dataset (MPHOI-120)"
                named = dataset_ending_at.get(item.start - 1)
                if named is not None and not item.long_form:
                    item = replace(item, long_form=named.text or view.span_text(named.start, named.end))
            elif label is None and item.end - item.start == 1 and _set_after_a_data_phrase(view, item.start, item.end):
                label, rule = "DATASET", item.rule + "+apposed-to-data"  # "a public dataset for focus measurement,
                # GlimSEE, holding videos of ...": the name set after the phrase that says what data it is
            elif label is None and view.word(item.start - 1) == "(" and view.word(item.end) == ")" \
                    and view.lower(item.start - 2) in METHOD_HEADS and item.end - item.start == 1 \
                    and item.rule.startswith("shape:name") and not item.long_form and not _CHECKPOINT_SHAPE.search(text):
                label, rule = "METHOD", item.rule + "+method-in-brackets"  # "a wavelet-based approach (Glim-VAE)"
                # (not the letters a definition ends in, "an Unmanned Glim System (UGS)", nor a base model's checkpoint,
                # "a video agent (Glim-7B)")
                lead = next((at for at in range(item.start - 3, max(view.sentence_start(item.start), item.start - 9) - 1,
                             -1) if view.lowers[at] in _DETERMINERS or view.lowers[at] == "our"), None)
                phrase = view.lowers[lead:item.start] if lead is not None else []
                after = after or (lead is not None and (phrase[0] == "our" or _we_bring_in(view, cues, lead) or (
                    not {"novel", "new", "newly", "proposed"}.isdisjoint(phrase)
                    and _OTHERS_WORK_WORDS.isdisjoint(phrase) and view.lower(item.end + 1) not in _MADE_BY_OTHERS)))
                # "we explore a novel glim approach (X)", "a new glim network (X) is put forward", "our encoder
                # (X)": the paper's own (not "the recently proposed Glim Transformer (GT)", "a new reasoning model (X)
                # released by a lab", which names who made it right after)
            elif label is None and _listed_after(view, item.start) and view.lower(item.end) not in METHOD_HEADS:
                label, rule = "DATASET", item.rule + "+dataset-list"  # "benchmarks including QB-17, LongQuark, and ..."
                # (not "the GlimCount dataset, the GlimVid model, and the code": what its noun says)
            elif label is None and item.rule.startswith("shape:title-case") and (
                    _listed_as_proposed_part(view, cues, item.start) or self._own_parts_after_colon(view, item.start)):
                label, rule = "METHOD", item.rule + "+proposed-part"  # "we propose X, which includes Primary-view
                self._part_starts.add(item.start)  # Sampler, Key-view Render, and ...": the parts of the paper's own
            elif label is None and _presented_before(view, long_form_start.get(item.long_form, item.start)
                                                     if item.long_form else item.start):
                label, rule = "METHOD", item.rule + "+presented-before"  # "A new augmentation technique, Shuffle
                after = True  # PatchMix (SPM), and ... are introduced": the new thing the phrase before it presents
            elif label is None and item.end - item.start == 1 \
                    and (system_lead := _named_after_system_noun(view, item.start)) is not None:
                label, rule = "METHOD", item.rule + "+after-system-noun"  # "the lightweight NER system ZoNER"
                after = after or system_lead == "our"  # "our detection model HDM-2": the paper's own
            elif label is None and item.end - item.start == 1 and view.lower(item.start - 1) == "for" \
                    and (view.word(item.end) in (",", ".", ";", ")", "and", "or", "on", "in", "with", "")) and (
                        (view.word(item.start - 2)[-1:] in ("%", "x", "×") and view.word(item.start - 2)[:1].isdigit())
                        or (view.word(item.start - 2) == "%" and view.word(item.start - 3)[:1].isdigit())):
                label, rule = "METHOD", item.rule + "+result-for"  # "improves accuracy by 4% for BarVLM2": a model run
            elif label is None and not item.rule.startswith("acronym") and not _PLURAL_ACRONYM.match(text.split()[-1]) \
                    and (_listed_after(view, item.start, _METHOD_LIST_HEADS) or (
                        item.end - item.start == 1 and _coined_shape(text)
                        and _listed_after(view, item.start, _TOOL_LIST_HEADS))):
                label, rule = "METHOD", item.rule + "+method-list"  # "pipelines, ReadAgent and RAPTOR", "methods like X"
            elif label is None and item.rule.startswith("acronym:long-form") and _TITLE_CASE_NAME.match(text) \
                    and _listed_after(view, item.start, _METHOD_LIST_HEADS | {"strategies"}):
                # "two attack strategies: Comparative Undermining Attack (CUA), which ..., and ...": named systems
                label, rule = "METHOD", item.rule + "+method-list"
            elif label is None and (_listed_after(view, item.start, _METRIC_LIST_HEADS, _METRIC_LIST_OPENERS)
                                    or _names_a_score(view, text, item.end) or _indexed_measure(text)
                                    or (item.end - item.start == 1 and _named_in_terms_of(view, item.start))):
                label, rule = "METRIC", item.rule + "+metric-name"  # "metrics: AlignScore, ParaScore, and ROUGE"
            # "tasks such as Humor Recognition, Glim Consistency and GlimBench": kinds of problem, or the data that
            # poses them; no name listed there is a method by its shape
            task_listed = label is None and item.rule.startswith("shape") and _listed_as_tasks(view, item.start)
            if task_listed and item.end - item.start > 1 and view.lowers[item.end - 1] in TASK_HEADS:
                label, rule = "TASK", item.rule + "+task-list"
            if label is None:
                percent = view.word(item.start - 1) == "%"
                score_at = item.start - 2 if percent else item.start - 1
                if item.end - item.start == 1 and _DECIMAL.match(view.word(score_at).lstrip("+")) \
                        and not _PHYSICAL_UNIT.match(text) and not view.word(score_at - 1)[:1].isupper() \
                        and not (percent and next_word.isalpha() and next_word not in _ENDS_A_MEASURE_NAME):
                    label, rule = "METRIC", "shape:name+after-score"  # "achieves 45.0 PDMS", "only 5.9% gIoU"; not
                    # "Gemini 2.0 Flash-Thinking", nor "85.1% ZorbQA accuracy", the data a measure is taken on
                elif item.end - item.start > 1 and view.lowers[item.end - 1] in DATASET_HEADS:
                    apposed = _apposition_head(view, item.end)
                    if apposed is not None and apposed[0] in METHOD_HEADS and not any(
                            word.startswith(("evaluat", "benchmark", "assess", "test")) for word in
                            view.lowers[item.end:item.end + 10]):  # (not "X Bench, a framework for evaluating ...")
                        label, rule = "METHOD", "shape:title-case+apposition:method"  # "Decentralized Arena (dearena),
                        # a fully automated framework": what the apposition says it is, whatever its last word
                    else:
                        label, rule = "DATASET", "shape:title-case+dataset-head"  # "Penn Treebank Corpus"
                elif next_word in _PLURAL_DATASET_HEADS and _KIND_ACRONYM.match(text) \
                        and not _after_a_listed_name(view, item.start) and not _coordinated_before(view, item.end - 1):
                    pass  # "QA datasets", "HOI benchmarks": the kind of data, not a dataset's name
                elif next_word in DATASET_HEADS and next_word not in _PLURAL_DATASET_HEADS \
                        and _a_kind_of_data_by_its_task(view, item.start, text):
                    pass  # "a varied Q&A dataset", "a new video-QA dataset": what kind of data, not its name
                elif next_word in DATASET_HEADS or (next_word in _COMPETITION_NOUNS and _HAS_DIGIT.search(text)
                                                     and view.lower(item.start - 1) not in ("a", "an")) \
                        or (_YEARISH.match(view.word(item.end)) and view.lower(item.end + 1) in DATASET_HEADS) \
                        or _kind_then_dataset_noun(view, item.start, item.end) \
                        or _listed_with_kinds_before_datasets(view, item.start, item.end) \
                        or (_dataset_noun_past_brackets(view, item.start, item.end)
                            and not _ROMAN_NUMERAL.fullmatch(text)):
                    label, rule = "DATASET", "shape:name+dataset-head"  # "the EvalLLM 2025 challenge", "the GlimSet++
                    # (GS++) dataset"
                elif item.rule == "shape:name" and next_word in _COMPONENT_HEADS and next_word != "unit" \
                        and view.words[item.end][:1].isupper() and not view.word(item.end + 1)[:1].isupper() \
                        and item.end not in found_starts and view.lower(item.end + 1) not in _COMPONENT_HEADS \
                        and view.lower(item.end + 1) not in METHOD_HEADS:
                    item = replace(item, end=item.end + 1, text=view.span_text(item.start, item.end + 1))
                    text, next_word = item.text, view.lower(item.end)
                    label, rule = "METHOD", "shape:name+component"  # "the GlimZorb Adapter": a coined part, whole
                elif item.rule == "shape:title-case" and view.lowers[item.end - 1] in _COMPONENT_HEADS \
                        and view.lowers[item.end - 1] != "unit":  # not "Inertial Measurement Unit", "Hounsfield Unit"
                    label, rule = "METHOD", "shape:title-case+component"  # "the Multi-scale Texture Routing Block"
                elif (next_word in METHOD_HEADS or next_word in _LIKENESS_SUFFIXES) and _letters_of_a_known_task(
                        text, capitals_name=_brought_in_as_one(view, item.start)):
                    pass  # "a hybrid QA framework", "the proposed ASR model", "VQA-style triplets": what the thing
                    # is for or like, not its name
                elif (next_word in METHOD_HEADS and not (next_word in _DESIGN_HEADS
                                                         and _describes_the_name_before(view, item.start, item.end))
                      and not (next_word in ("backbone", "backbones") and self._release_of_known(text))) \
                        or (next_word == "solution" and _OWN_SOLUTION_LEADS.intersection(
                            view.lowers[max(view.sentence_start(item.start), item.start - 3):item.start])):
                    label, rule = "METHOD", "shape:name+method-head"  # ("the proposed GLQ-VVC solution", "our team's
                    # GLIM_Talk solution"; not "matches the QILP solution": what a problem's solver gives)
                elif item.rule == "shape:title-case" and view.lower(item.start - 1) == "novel" \
                        and view.lower(item.start - 2) in ("a", "an") and view.lower(item.start - 3) in _BRINGING_IN \
                        and next_word not in DATASET_HEADS and next_word not in _PROBLEM_NOUNS \
                        and _ends_its_phrase(view, item.end):
                    # "equipped with a novel Inside-Out Pruning paradigm": what the paper brings in (not "X, a
                    # novel Vision-Language Fusion solution", which describes X, nor "a novel ... Localization task")
                    label, rule, after = "METHOD", "shape:title-case+novel", True
                elif item.rule == "shape:name" and item.end - item.start == 1 and view.lower(item.start - 1) == "novel" \
                        and view.lower(item.start - 2) in ("a", "an") and view.is_sent_start(item.start - 2) \
                        and _VERB_SHAPE.match(next_word) and next_word.endswith("s") and next_word not in _NOT_VERBS \
                        and next_word not in ("was", "has", "is", "does") \
                        and not _CITATION.search(view.sentence_text(view.sent_of[item.start])):
                    # "A novel GlimPoseAdapter binds ...": a sentence that opens on a new coined thing doing something
                    label, rule, after = "METHOD", "shape:name+novel", True
                elif item.rule == "shape:title-case" and cue_kind is None and self._first_proposal is not None \
                        and view.sent_of[item.start] > self._first_proposal and _acts_as_subject(view, item.start, item.end) \
                        and view.text.find(text) >= view.starts[item.start]:  # its first mention, with no cue
                    label, rule = "METHOD", "shape:title-case+acting"  # "Recursive Gating balances local detail"
                elif item.end - item.start == 1 and _CHECKPOINT_SHAPE.search(text):
                    label, rule = "METHOD", "shape:name+checkpoint"  # "Mistral-7B-Instruct-v0.3": a model's release
                elif item.end - item.start == 1 and self._release_of_known(text):
                    label, rule = "METHOD", "shape:name+release"  # "Claude-3.7", "SigLIP-2", "Mistral-v0.3"
                elif next_word in ("score", "metric"):
                    label, rule = "METRIC", "shape:name+metric-head"
                elif self._named_after_proposed_data(view, item.start):
                    label, rule = "DATASET", "shape:name+data-head-before"  # "we introduce a new benchmark GlimCheck"
                elif after or text in title_names:
                    label, rule = "METHOD", "shape:name+proposed"
                elif (cue_kind == "COMPARE" or (cue_kind in ("PROPOSE", "USE") and not _modifies_next(view, item.end)
                                                and not _coordinated_before(view, item.end - 1))) \
                        and view.lowers[item.end - 1] not in CONCEPT_HEADS \
                        and not _names_a_score(view, text, item.end) \
                        and (next_word not in _KIND_OF_WORK or view.word(item.end + 1)[:1].isdigit()):
                    # (not "a wide range of HOI tasks", "NP-hard problems": a kind of problem)
                    # not "using Non-Linear Arithmetic Theory", nor "using QRSA, GLIM-XR-PNG and ZSRT datasets"
                    label, rule = "METHOD", f"shape:name+cue:{cue_kind.lower()}"
                elif item.rule == "shape:name" and item.end - item.start == 1 \
                        and _achieves_a_score(view, item.start, item.end) and not self._holds_a_measure(text):
                    # "Specifically, GlimNet-Tiny reaches a mAP of 55.5%": a name no rule knows that scores, in a
                    # sentence that compares with nothing, is a model; where the abstract proposes one, most often
                    # the paper's own (in a benchmark's abstract, one of those it tests)
                    label, rule = "METHOD", "shape:name+achieves"
                    after = after or (self._first_proposal is not None and not _set_in_other_work(view, item.start))
                elif item.rule == "shape:name" and item.end - item.start == 1 \
                        and _outperforms(view, item.start, item.end) and not self._holds_a_measure(text):
                    label, rule = "METHOD", "shape:name+outperforms"  # "in which GlimBERT outperformed with an F1 of"
                    # the paper's own where it is first named after the paper says what it proposes (not "Verifiers
                    # are of two types: QuarkRM and GlimRM ... the view that QuarkRM outperforms GlimRM")
                    after = after or (self._first_named_after_the_proposal(view, item.start)
                                      and not _set_in_other_work(view, item.start))
                elif item.rule == "shape:name" and item.end - item.start == 1 and _with_it_attaining(view, item):
                    label, rule = "METHOD", "shape:name+achieving"  # "with GlimNeXT achieving the best F1": a
                    # model a result is stated for
                elif item.rule == "shape:name" and _after_a_fronted_comparison(view, cues, item.start):
                    label, rule = "METHOD", "shape:name+after-comparison"  # "Compared with GlimNet, QuarkNet reduces
                    # ...": what the sentence measures against the rival; the paper's own only where the abstract
                    # proposes it by that name or says "our" (not another model compared in passing)
                    after = after or view.lower(item.start - 1) == "our" \
                        or view.words[item.start] in self._own_system_names(view, title_names)
                elif item.end - item.start == 1 and _stated_with_its_score(view, item.start, item.end) \
                        and not _MODEL_NAME_PART.search(text) and not _CHECKPOINT_SHAPE.search(text) \
                        and not self._release_of_known(text) and text.lower() not in self.method_forms:
                    label, rule = "METRIC", "shape:name+of-score"  # "... Miss2 of 33.62% and Miss4 of 18.05%"
                elif cue_kind == "EVAL" and item.rule == "shape:name" and item.end - item.start == 1 \
                        and _named_after_a_known_model(text) and next_word not in DATASET_HEADS:
                    label, rule = "METHOD", "shape:name+model-family"  # "0.51% on LLaMA-MoE and Qwen-MoE": a
                    # model of a known family the results are on, not data
                elif cue_kind == "EVAL" and cue.text.lower() == "on" and _speed_before(view, cue.start) and \
                        _close_after(view, cue.end, item.start):
                    label, rule = "METHOD", "shape:name+accelerated"  # "2.16x speedup on HunyuanVideo": the model sped up
                elif cue_kind == "EVAL" and cue.text.lower() == "in" and cue.end == item.start \
                        and view.lower(cue.start - 1) in _CHANGE_NOUNS and item.end - item.start == 1 \
                        and next_word not in MEASURE_HEADS and _measure_shaped(view.words[item.start], self.measure_forms):
                    label, rule = "METRIC", "shape:name+change-in"  # "a 12.5% increase in CTR": what the change is in
                elif cue_kind == "EVAL" and cue.text.lower() == "in" and cue.end == item.start \
                        and item.end - item.start == 1 and _after_score(view, cue.start) \
                        and _measure_shaped(view.words[item.start], self.measure_forms) \
                        and self._scored_measure_beside(view, item.start):
                    label, rule = "METRIC", "shape:name+scored-in"  # "37.62% in AUPR, 6.05% in AUC": as its neighbours
                elif cue_kind == "EVAL" and (in_experiment(view.sent_of[item.start]) or _score_before(view, cue.start)
                                             or cue.start in scored_measure_ends or (
                                                 cue.text.lower() == "on" and _opens_a_clause(view, cue.start)
                                                 and view.word(item.end) == "," and _RESULT_NUMBER.search(
                                                     view.sentence_text(view.sent_of[item.start])))) and \
                        cue.text.lower() in EVAL_TYPING_CUES and (_close_after(view, cue.end, item.start)
                                                                  or (cue.text.lower() in ("on", "across", "in")
                                                                      and _described_in_brackets(view, cue.end, item))) and \
                        view.lowers[item.end - 1] not in _NOT_DATASET_HEADS and \
                        next_word not in TASK_HEADS and next_word not in ("task", "tasks") and \
                        not _a_manner_not_data(view, item.end) and not _names_a_kind(view, item.end) and (
                            item.rule != "shape:title-case" or not DATASET_HEADS.isdisjoint(view.lowers[item.end:item.end + 4])):
                    label, rule = "DATASET", "shape:name+cue:eval"
                elif cue_kind == "TRAIN_ON" and _close_after(view, cue.end, item.start) and \
                        view.lowers[item.end - 1] not in _NOT_DATASET_HEADS and not _names_a_kind(view, item.end) \
                        and not (cue.text.lower().endswith(" from") and _MODEL_LIKE_END.search(text)):
                    label, rule = "DATASET", "shape:name+trained-on"  # "trained on DFDC": what a model learns from is data
                elif item.rule == "shape:name" and item.end - item.start == 1 and next_word in _LIKENESS_SUFFIXES \
                        and view.starts[item.end] == view.ends[item.end - 1] \
                        and not _plural_noun(view.lower(item.end + 1)) and not any(
                            hit_start == item.start and hit_label != "METHOD"
                            for hit_start, _, hit_label in self._current_hits):
                    # (not "VQA-style questions", a task's name; nor "GPT-style models", a family)
                    label, rule = "METHOD", "shape:name+likeness"  # "a ReAct-style loop", "a DETR-like decoder"
                elif item.rule == "shape:name" and head is not None and head[0] in METHOD_HEADS \
                        and view.word(item.end) == "," and (view.lower(item.end + 1) in ("a", "an")
                                                            or view.lowers[item.end + 1:item.end + 3] == ["the", "first"]) \
                        and head[0] in view.lowers[item.end + 2:_clause_end(view, item.end + 1)]:
                    # "Central to iQat is ZeFormer, a grid encoder"; "with DanceTogether, the first end-to-end diffusion
                    # framework" presents the paper's own (not "Unlike Fisher LDA, the proposed method")
                    label, rule = "METHOD", "shape:name+apposition:method"
                    after = after or head[1]
                elif item.rule == "shape:name" and view.word(item.start - 1) == "," and view.word(item.end) == "," \
                        and (view.lower(item.start - 2) in ("model", "models")
                             or view.lower(item.start - 2) in _MODEL_WORDS):
                    label, rule = "METHOD", "shape:name+model-apposition"  # "the best MLLM, Quark-2.5Pro, attains"
            if task_listed and label == "METHOD":
                label, rule = None, item.rule + "+task-listed"  # (a known dataset listed with it may still type it)
            if label in (None, "METHOD") and item.end - item.start == 1 and item.key is None \
                    and _names_a_shared_task(view, item.start, item.end, typed=label is not None):
                label, rule = "DATASET", "shape:name+shared-task"  # "our system for SemEval 2025 Task 2": its data
            if label in ("METHOD", "DATASET"):
                # a shared task a paper takes part in ("our system for SemEval 2025 Task 2") is evaluated on; one it
                # introduces ("We introduce QuarkEval-2025 Task 6") is its own
                organised = cue is not None and cue.kind == "PROPOSE" and _directly_after(view, cue.end, item.start)
                role = "evaluated" if rule.endswith("+shared-task") and not organised else \
                    "introduced" if introduced_by_apposition else \
                    "used" if rule.endswith(("+accelerated", "+result-for", "+achieving")) else \
                    self._role(view, item, text, label, cue, after, title_names, next_word,
                               long_form_start.get(item.long_form, item.start) if item.long_form else item.start)
                if role == "proposed" and label == "METHOD" and text.endswith("s") \
                        and text[:-1].lower() in self.method_forms and text not in title_names:
                    role = "used"  # "one of our ViTs": the paper's own runs of a known family, not a new method
                if role == "mentioned" and rule.endswith("+release"):
                    role = "used"  # a known model's release, like the known model itself
                if role == "mentioned" and rule.endswith("+acting"):
                    role = "proposed"  # a coined part acting in the paper's own description
                if role == "mentioned" and rule.endswith("+apposition:method") \
                        and self._listed_own_part(view, item.start, reach=40):
                    if not _part_from_elsewhere(view, item.start):
                        role = "proposed"  # "... consists of two components: GlimA, which ...; and GlimB, a fusion
                        # module" (the part named by what it is, so the list may run long before it)
                    elif _own_part_made_from(view, item.start):
                        role = "used"  # "GlimNet has two components: a denoiser initialised from BlixDiff, a
                        # diffusion model": what the paper's own part is made from, built on
                if label == "METHOD" and role in ("used", "mentioned") and item.key is None \
                        and self._in_proposed_method_list(view, item.start):
                    role = "proposed"  # "we propose two ... methods: GlimA and GlimB", "..., resulting in two
                    # specialized models: GlimMed and QuarkMed"
                if role == "mentioned" and rule.endswith(("+method-list", "+version-list")):
                    # "comparing two recent pipelines, ReadAgent and RAPTOR": listed systems are what the study runs;
                    # "QzNeXt consists of two key modules, the Pose Mirror and ...": parts of the paper's own
                    in_comparison = _COMPARISON_WORDS.search(view.sentence_text(view.sent_of[item.start]))
                    role = "proposed" if self._listed_own_part(view, item.start) else \
                        "compared" if in_comparison else "used"
                if cue_kind is not None and item.rule.startswith(("gaz", "acronym")):
                    rule = f"{rule}+cue:{cue_kind.lower()}"
                    confidence = min(0.95, confidence + 0.1)
                if label == "METHOD" and item.rule.startswith("gaz"):
                    if _after_a_fronted_comparison(view, cues, item.start):
                        rule += "+after-comparison"  # "Compared to Gopher, Chinchilla achieves ...": no rival
                    elif _with_it_attaining(view, item):
                        rule += "+achieving"  # "..., with GPT-NeoX achieving 45.2%": what the result is for
            end = item.end
            if label == "METHOD" and item.rule.startswith("shape") and (next_word == "loss" or (
                    next_word in ("module", "block") and item.end - item.start >= 2) or (
                    next_word == "net" and view.word(item.end)[:1].isupper())):
                # "the MW loss", "a Frequency Guided Fusion module", "RT-X Net": the head is part of the name
                end, text = end + 1, view.span_text(item.start, end + 1)
            out.append(replace(item, end=end, label=label, role=role, rule=rule, confidence=confidence, text=text))
        out = _plain_aliases(view, _coordinate(view, _typed_aliases(view, _bracketed_aliases(
            view, _with_roman_editions(view, out)))))
        return _propagate(_prior_work_beaten(view, out, cues),
                          self._title_data, _task_definitions(view, found), _OwnResults(view))

    @staticmethod
    def _object_of(view: TokenView, cue: Cue, item: Found, spans: list[tuple[int, int]]) -> bool:
        """Whether `item` is what the cue introduces: the first name after it, or one listed with it, or the
        name in brackets after the noun phrase it introduces ("a novel AIGT detection method (DP-Net)")."""
        if view.word(item.end) == ")" and _names_the_proposal(view, cue.end, item.start):
            return True
        if cue.text.lower() == "our" and not _PREPOSITIONS.isdisjoint(view.lowers[cue.end:item.start]) \
                and view.words[item.end - 1] not in _CHALLENGE_WORDS and _challenge_end(view, item.end) is None:
            return False  # "we apply our approach to the QuarkMath tasks": what it is applied to, not what it is
            # (a challenge the paper's submission is to is read as its data later)
        previous_end = cue.end
        # items read past each one's purpose only in a list a colon opens ("two architectures: A for X and B for Y")
        # or where the item has a purpose of its own ("A for X and B for Y"; not "ZorbA to unify detection and
        # QuarkB", the verb's object)
        listed = ":" in view.lowers[cue.end:item.start] or view.lower(item.end) in ("for", "to")
        for start, end in spans:
            if start >= item.start:
                break
            if start < cue.end:
                continue
            gap = view.lowers[previous_end:start]
            if listed and previous_end != cue.end and gap[:1] in (["for"], ["to"]) \
                    and all(w.replace("-", "").isalpha() for w in gap[1:]):
                continue  # a name inside an item's purpose ("A for hand pose estimation and B"): read past it
            if previous_end != cue.end and not all(w in _LIST_WORDS for w in gap) \
                    and not (listed and _purpose_then_joint(gap)):
                return False
            previous_end = end
        gap = view.lowers[previous_end:item.start]
        if previous_end == cue.end:
            return True
        return all(w in _LIST_WORDS for w in gap) or (
            listed and _purpose_then_joint(gap) and not _a_new_clauses_word(view.lower(item.end)))

    def _coined_part(self, view: TokenView, item: Found) -> bool:
        """No word of it a known method's, nor a word for data: 'Torso Blixer' (not 'Transformer Decoder', 'Tesseract
        Engine', 'Wikipedia Dump')."""
        words = view.lowers[item.start:item.end]
        return not any(word in self.method_forms for word in words) \
            and known_names().isdisjoint(view.words[item.start:item.end]) \
            and words[-1] not in DATASET_HEADS and words[-1] not in _DATA_NOUNS and words[-1] != "dump"

    def _own_system_names(self, view: TokenView, title_names: set[str]) -> frozenset[str]:
        """The names of the paper's own system: those of the title, and those the abstract proposes."""
        if self._own_names is None:  # found on first use: few abstracts need it
            self._own_names = frozenset(title_names).union(*(
                (word for word in _proposal_object(view, cue.end) if is_name(word, self.not_entities))
                for cue in self._cues if cue.kind == "PROPOSE" and cue.first in ("we", "i", "paper", "work")))
        return self._own_names

    def _own_system_named_before(self, view: TokenView, index: int, title_names: set[str]) -> bool:
        """Whether the sentence names the paper's own system before `index`."""
        return not self._own_system_names(view, title_names).isdisjoint(view.words[view.sentence_start(index):index])

    def _first_named_after_the_proposal(self, view: TokenView, index: int) -> bool:
        """Whether the name at `index` is first written in or after the sentence that says what the paper proposes."""
        first_named = view.words.index(view.words[index])
        return self._first_proposal is not None and view.sent_of[first_named] >= self._first_proposal

    def _in_background(self, view: TokenView, index: int) -> bool:
        """A sentence before the paper says what it does, and not about its own work: prior work named in
        passing."""
        sent = view.sent_of[index]
        if self._first_proposal is None or sent >= self._first_proposal:
            return False
        # and no sentence before it has said what the paper does: "In this paper, a framework is proposed. The
        # framework leverages models such as CLIP" speaks of the paper's own work before its "we"
        if not _OWN_WORDS.isdisjoint(view.lowers[slice(*view.sent_ranges[sent])]):
            return False
        if self._first_own_sentence is None:
            self._first_own_sentence = next(
                (earlier for earlier in range(self._first_proposal)
                 if _says_what_the_paper_does(view.lowers[slice(*view.sent_ranges[earlier])])), self._first_proposal)
        return sent <= self._first_own_sentence  # no sentence before it (this one may name others' proposals)

    @staticmethod
    def _first_written(view: TokenView, text: str, anchor: int) -> int:
        """Where a name is first written in the abstract, alone or in the plural ('GGNs' before 'each GGN layer')."""
        first = anchor
        for words in (text.split(), (text + "s").split()):
            for at in positions(words[0], view.words):
                if at >= first:
                    break
                if view.words[at + 1:at + len(words)] == words[1:]:
                    first = at
                    break
        return first

    def _after_the_proposal(self, view: TokenView, start: int, end: int) -> bool:
        """Whether the name is past the paper's first proposal: in a later sentence, or later in the proposing one
        as a part it names with an article and a part or method noun after it, or ending it ("we propose X, a
        network that ... through an Aperture-Aware Attention mechanism"), or whose initials spell a name before it
        ("we propose MCAF, ... through Multimodal Coarse-to-fine Attention Focusing"); not "X, a framework that
        combines Joint Embedding Predictive Architecture with ...", a technique it uses."""
        first = self._first_proposal
        if first is None or view.sent_of[start] < first:
            return False
        if view.sent_of[start] > first:
            return True
        if not any(cue.kind == "PROPOSE" and view.sent_of[cue.start] == first and cue.end < start
                   for cue in self._cues):
            return False
        part_noun = view.lower(end) in _COMPONENT_HEADS or view.lower(end) in METHOD_HEADS \
            or view.lowers[end - 1] in _COMPONENT_HEADS
        return (view.lower(start - 1) in ("a", "an") and part_noun) or _spells_a_name_before(view, start, end)

    def _listed_own_part(self, view: TokenView, start: int, reach: int = 20) -> bool:
        """'QzNeXt consists of two key modules, the Pose Mirror and ...': a name listed soon after the word for
        parts, once the paper has proposed its own, is one of them (not where a comparison comes between: 'GlimNet
        with lightweight blocks, compared with two detectors, namely ...')."""
        if self._first_proposal is None or view.sent_of[start] < self._first_proposal:
            return False
        before = view.lowers[max(view.sentence_start(start), start - reach):start]
        part = next((len(before) - 1 - at for at, word in enumerate(reversed(before)) if word in _PART_LIST_HEADS),
                    None)
        return part is not None and not _COMPARISON_WORDS.search(" ".join(before[part:]))

    def _own_part_including(self, view: TokenView, item: Found, cue: Cue, title_names: set[str]) -> bool:
        """A name listed with 'including' after the word for the parts the paper's own system is said to comprise,
        not one taken from elsewhere."""
        part = cue.start - 2 if view.lower(cue.start - 1) == "," else cue.start - 1
        return view.lower(part) in _PART_LIST_HEADS and self._listed_own_part(view, item.start) \
            and not _part_from_elsewhere(view, item.start) \
            and (_TAKEN_FROM - {"whose"}).isdisjoint(_own_clause_after(view, item.end)) \
            and self._own_system_composed(view, part, title_names)

    def _own_system_composed(self, view: TokenView, part: int, title_names: set[str]) -> bool:
        """'GlimS contains four key modules', 'Our framework contains four components': the paper's own system
        (a name it proposed, or 'our' or 'it' before the verb) is the subject of a verb of composition before the
        word for parts, in a sentence that speaks of no one else's (not 'Existing pipelines consist of modules')."""
        start = view.sentence_start(part)
        verb = next((at for at in range(part - 1, start - 1, -1) if view.lowers[at] in _COMPOSITION_VERBS), None)
        if verb is None or not _OTHERS_SYSTEMS.isdisjoint(view.lowers[start:part]) \
                or not _TAKEN_FROM.isdisjoint(view.lowers[verb:part]) or view.lower(verb + 1) in ("its", "their"):
            return False  # (nor "comprises several off-the-shelf modules", "pretrained modules": borrowed parts)
        first = max((at + 1 for at in range(start, verb) if view.lowers[at] == ","), default=start)  # "Specifically,"
        last = verb - 1 if view.lower(verb - 1) in ("also", "further", "then") else verb
        subject = view.lowers[first:last]
        own = self._own_system_names(view, title_names)
        return subject == ["it"] or (len(subject) in (2, 3) and subject[0] in ("our", "the", "this")
                                     and subject[-1] in _OWN_SYSTEM_NOUNS) \
            or (bool(subject) and view.words[first] in own and (len(subject) == 1 or subject[-1] == "and"))
        # ("GlimS is built on BlixNet and contains three modules": the own system, its second verb)

    def _restates_the_proposal(self, view: TokenView, cue: Cue) -> bool:
        """'namely' or 'i.e.' naming what the paper's own proposal cue just brought in, a few words before with no
        other cue between (not 'we present an analysis of how ... decoding strategies (i.e., X, Y)'), unless what
        it brings in is a study of something ('an empirical study on one model family, namely OLMo')."""
        sent_start = view.sentence_start(cue.start)
        before = [other for other in self._cues if sent_start <= other.start < cue.start
                  and not (other.kind == "EVAL" and other.end - other.start == 1)]  # ("an attempt in this area")
        between = view.lowers[before[-1].end:cue.start] if before else []
        studies = any(word in _STUDY_NOUNS and (at + 1 == len(between) or between[at + 1] in _STUDY_LINKS)
                      for at, word in enumerate(between))  # ("a new evaluation framework, namely X" is no study)
        return bool(before) and before[-1].kind == "PROPOSE" and before[-1].first != "our" and len(between) <= 8 \
            and not studies and not _COMPARISON_WORDS.search(" ".join(between))

    def _role(self, view: TokenView, item: Found, text: str, label: str, cue: Optional[Cue], after: bool,
              title_names: set[str], next_word: str, anchor: int) -> Optional[str]:
        """`anchor`: where the name is first written out (a short form's long form, else the item itself)."""
        kind = cue.kind if cue is not None else None
        if label == "DATASET":
            if kind == "PROPOSE" and cue.first != "our" and not cue.text.lower().endswith("proposed"):
                return "introduced"
            if self._title_name is not None and name_key(text) == name_key(self._title_name):
                return "introduced"  # "CoolBench: A Benchmark for ...": the dataset the title presents is the paper's
            if after and next_word in DATASET_HEADS:
                return "introduced"
            if item.start in self._part_starts and item.key is None:
                return "introduced"  # "two contributions: (1) IaCGen, ..., and (2) DPIaC-Eval, a ... benchmark"
            if item.key is None and self._in_proposed_data_list(view, item.start):
                return "introduced"  # "We construct two new datasets: FooSet and BarSet"
            if item.key is None and self._named_after_proposed_data(view, item.start):
                return "introduced"  # "we introduce a new benchmark GlimCheck"
            if item.key is None and _brought_in_as_new_data(view, anchor, item.end):
                return "introduced"  # "a novel dataset, GlimSet", "by building the Glimmer dataset"
            return "evaluated"
        if label == "METHOD" and next_word in ("backbone", "backbones") and not after and kind in (None, "EVAL", "USE") \
                and view.lower(item.start - 1) != "our" and item.end - item.start == 1:
            return "used"  # "with GlimBase and ZorbGait backbones": what the work runs on (not "our GlimNet backbone")
        if item.key is None and text.lower() == self._title_head and all(map(is_title_word, text.split())) \
                and (" " not in text or not item.rule.startswith("acronym")):
            # "Talos: A Multilingual Grading Model ...", "Emo Pillars: ...": plain words, but the name the title
            # presents (not a topic the abstract defines: "Teleoperated Driving: a New Challenge ...")
            return "proposed"
        if label == "METHOD" and item.rule.startswith("acronym") and _kind_in_apposition(view, anchor):
            return "used"  # "we propose GlimLUT, a novel learnable look-up table (LUT) framework": the kind of the
            # new system, not a second one
        if label == "METHOD" and item.rule.startswith("acronym") and item.key is None and _called_new(view, anchor) \
                and _EARLIER_WORK_WORDS.isdisjoint(view.lowers[view.sentence_start(anchor):anchor]) \
                and "work" not in view.lowers[view.sentence_start(anchor):anchor]:
            return "proposed"  # "a novel Minimum Bounding Glim Pixel (MBGP) method is proposed for ...", "with a novel
            # dense glim field (DGF)": what the paper calls new is its own
        if not _ESTABLISHED.isdisjoint(view.lowers[max(0, anchor - 2):anchor]) and not after and text not in title_names:
            return "used"  # "enhances traditional Multi-Path Grid Pooling (MPGP)", "the well-established SIMP method"
        if _derived_from(view, anchor) and text not in title_names:
            # "QPR+, a reinforcement of Quad Path Routing (QPR)": what the new one builds on
            return "mentioned" if self._in_background(view, item.start) else "used"
        if item.rule.startswith("acronym") and item.key is None and self._first_proposal is not None \
                and view.sent_of[item.start] > self._first_proposal and (
                    _bracketed_component(view, item.end)
                    or (item.long_form or text).split()[-1].lower() in _COMPONENT_HEADS
                    or ((item.long_form or text).split()[-1].lower() in _STEP_HEADS
                        and not _OWN_WORDS.isdisjoint(view.lowers[slice(*view.sent_ranges[view.sent_of[item.start]])]))):
            return "proposed"  # "The Feedback-Reflection (FR) module identifies ...", "The proposed ... during the
            # Multi-view Flow Estimation Stage (MFES)": a part of the paper's system (not "patients in the Mild
            # Cognitive Impairment Stage (MCIS)")
        if after and text not in title_names and _listed_as_backbones(view, item.end) and (
                item.key is not None or text.split("-")[0].lower() in self.method_forms or _CHECKPOINT_SHAPE.search(text)):
            return "used"  # "a framework comprising a novel DCT module, ViT-B16 and ResNet50 backbones"
        if label == "METHOD" and item.key is None and (
                _at_the_core_of_own(view, item.start, own := self._own_system_names(view, title_names))
                or _introduced_by_own(view, item.start, own) or _listed_among_own_parts(view, item.start)):
            return "proposed"  # "Central to iQat is ZeFormer, a grid encoder ...": a part of the paper's own
        if after or text in title_names or (item.start in self._part_starts and item.key is None):
            return "proposed"  # a listed part is the paper's own unless the field already knows the name
        if view.lower(item.end) in ("baseline", "baselines") and _OWN_BASELINE_WORDS.isdisjoint(
                view.lowers[max(view.sentence_start(item.start), item.start - 7):item.start]):
            return "compared"  # "compare their results to a fine-tuned ZorBERTa baseline" (not "our BERT baseline",
            # "we propose a simple yet effective RoBERTa baseline")
        if kind != "COMPARE" and text not in title_names \
                and _built_on_before(view, anchor, coined=item.key is None):
            return "used"  # "Our method builds on the Simple Online and Real-time Tracking (SORT) framework"
        if item.rule.endswith("+after-proposal") and (kind not in ("COMPARE", "USE") or (
                kind == "USE" and (cue.text.lower() in _WEAK_USE or _own_work_before(view, cue.start)))):
            if view.lower(anchor - 1) == "the" and kind == "USE" and cue.text.lower() not in _COMPOSITION_VERBS \
                    and view.words[anchor][:1].isupper() \
                    and view.word(anchor - 2) not in (")", ":") and not _ENUMERATOR.match(view.word(anchor - 2)) \
                    and (item.key is not None or not _own_work_before(view, cue.start)
                         or not _coined_long_form(item.long_form or text)):
                return "used"  # "integrates the Discrete Wavelet Transform (DWT)": a known tool, named as such
                # (not "Our approach incorporates the Scale Consistent Glim Encoder (SC-GE)": its own part)
            return "proposed"
        # "AGN captures connectivity through Age Positional Encoding", "Third, we employ a Variational Sinkhorn
        # Few-Shot Classifier": a coined part of the paper's own
        coined = item.rule.startswith("shape:title-case") or (
            item.rule.startswith("shape:name") and item.key is None and item.end - item.start >= 3)
        if coined and kind == "USE" and view.lower(item.start - 1) != "the" and (
                cue.text.lower() in _WEAK_USE
                or (view.lower(item.start - 1) in ("a", "an") and _own_subject(view, cue.start, self._cues, title_names))) \
                and self._after_the_proposal(view, item.start, item.end) \
                and (_directly_after(view, cue.end, item.start) or (
                    _second_of_a_pair_after(view, cue.end, item.start) and self._coined_part(view, item))) \
                and not view.words[item.end - 1].endswith("s"):
            return "proposed"
        # a checkpoint in brackets after a name: "MoCHA (Phi2-2.7B)" uses the checkpoint
        bracketed = view.word(item.start - 1) == "(" and view.word(item.end) == ")"
        if kind == "PROPOSE":
            if bracketed and item.long_form is None:
                # "a two-stage random alternating framework (TRA-PAN)": the name of what is proposed;
                # "MoCHA (Phi2-2.7B)", "a large language model (LLM)": a checkpoint, or a known name
                own_name = item.key is None and not _CHECKPOINT_SHAPE.search(text) and not self._release_of_known(text)
                return "proposed" if own_name and (_names_the_proposal(view, cue.end, item.start)
                                                   or _spells_out_what_is_called(view, cue, item.start)) else "used"
            if _is_naming_cue(cue.text) and _names_an_established(view, cue.start):
                return "used"  # "the existing low-latency MLLM called GlimVA-LT": named, but not by this paper
            if _cited_right_after(view, item.end) and {"new", "novel"}.isdisjoint(view.lowers[cue.end:item.start]):
                return "used"  # "we introduce the Glim Switch (Lee et al., 2020) into ...": someone else's, brought in
                # (not "we propose a new Florp Loss [12]")
            if view.word(item.end).startswith("-") and view.word(item.end).strip("-") \
                    and item.end < view.n and view.starts[item.end] == view.ends[item.end - 1]:
                return "used"  # "we develop a BERT-based system": the system is new, BERT is not ("X -- the ..." is X)
            if item.key is not None and text not in title_names and text.lower() != self._title_head:
                return "used"  # a name the field already knows is rarely what this paper proposes ("Llama 2: Open
                # Foundation ..." presents Llama 2; "Sculpting LoRA for ..." builds on LoRA)
            if text not in title_names and any(word.islower() and word not in _OBJECT_LEAD
                                               for word in view.words[cue.end:item.start]) \
                    and self._in_background(view, self._first_written(view, text, anchor)):
                return "used"  # "Glim models (GMs) have shown ... We propose a pipeline where a pretrained GM
                # scores ...": a name the background brought in, not what the proposal names ("we propose a
                # Fast GM framework" may still build its own on it)
            return "proposed"
        if kind == "COMPARE":
            return "compared"
        if label == "METHOD" and item.key is None and item.rule.startswith("shape") \
                and (text.split()[-1].lower() in _OWN_PART_NOUNS or next_word in _OWN_PART_NOUNS
                     or (_a_coined_loss(view, item, text, next_word))) \
                and self._first_proposal is not None and view.sent_of[item.start] > self._first_proposal \
                and _with_an_article(view, item.start) \
                and self._own_system_named_before(view, item.start, title_names) \
                and not _COMPARISON_WORDS.search(view.sentence_text(view.sent_of[item.start])):
            return "proposed"  # "GlimMC encodes speech through the Glim-Aware Encoder", "In GlimShow, a 3DQuark
            # module places ...": a named part, in a sentence about the paper's own system
        if (kind is None or (kind == "USE" and cue.text.lower() in _BACKGROUND_INTRODUCERS)) \
                and self._in_background(view, item.start):
            return "mentioned"  # "Large planning models (LPMs), such as Glim-o2 and Zorb-R3, demonstrate ..."
        if kind == "USE":
            if item.key is None and cue.text.lower() in ("namely", "i.e.", "i.e") \
                    and (self._listed_own_part(view, item.start) or self._restates_the_proposal(view, cue)):
                return "proposed"  # "X includes two plug-in modules, namely Pseudo-modality Generation module and ...",
                # "this paper introduces yet another attempt, namely Ling-Coder-Lite"
            if item.key is None and cue.text.lower() == "including" \
                    and self._own_part_including(view, item, cue, title_names):
                return "proposed"  # "GlimS contains four key modules, including ZorbExtractor to ..., ...": its parts
            if item.key is None and not set(view.lowers[cue.end:item.start]).isdisjoint(_NEW_WORDS) \
                    and _directly_after(view, cue.end, item.start):
                return "proposed"  # "built on a novel hierarchical representation (PH-3D)": the paper's own
            if item.rule.startswith("acronym") and item.key is None and view.lower(cue.end) in ("a", "an") \
                    and _directly_after(view, cue.end, anchor) and _coined_long_form(item.long_form or text) \
                    and (_in_our_clause(view, cue.start) or _own_subject(view, cue.start, self._cues, title_names)):
                return "proposed"  # "we ..., leveraging a mask-guided Fine-to-Coarse Hashing (F2CH) strategy",
                # "ZIP employs a Lean Cross-Scale Gate (LCSG)": a name the paper defines for a thing it brings
                # in with "a" is its own (a known one is "the")
            if item.key is None and cue.text.lower() in ("train", "trains") and cue.end == item.start \
                    and view.lower(cue.start - 1) in ("we", "then", "also", "further") \
                    and _apposition_head(view, item.end) is not None and not self._release_of_known(text):
                return "proposed"  # "We then train Pacer, a tutoring agent designed to ...": a model of the paper's own
            return "used"
        if item.rule.startswith("acronym") and item.key is None and kind is None and not after \
                and _defined_then_apposed_as_a_method(view, item, anchor) and not any(
                    cue.kind == "PROPOSE" and cue.first in ("we", "i") and cue.end <= anchor
                    and view.sent_of[cue.start] == view.sent_of[anchor] for cue in self._cues):
            return "mentioned"  # "we revisit Glim Zorbing (GZ), a technique designed for speech": an apposition that
            # says what a method is does not make it the paper's own (one calling it new does: "our", "a novel")
        if item.rule.startswith("acronym") and item.key is None and any(
                w in ("we", "our") for w in view.lowers[slice(*view.sent_ranges[view.sent_of[item.start]])]):
            # "Using the Greedy Coordinate Gradient (GCG) method, we craft ...", "with Coordinate Attention (CA)
            # mechanisms", "inherent in Fixed Step Grid (FSG) quantization": what the paper works with or on is a tool
            # ("with a novel ... (GLD) loss", "a detector with a Dual Fusion Module (DFM)" are its own)
            tool = kind == "EVAL" and _directly_after(view, cue.end, anchor) \
                and _NEW_WORDS.isdisjoint(view.lowers[cue.end:anchor]) \
                and (cue.text.lower() == "using" or not {"a", "an"} & set(view.lowers[cue.end:anchor]))
            return "used" if tool else "proposed"
        own_head = view.lowers[item.end - 1] in _COMPONENT_HEADS and (item.rule.startswith("shape:title-case") or (
            item.rule.startswith("shape:name") and item.end - item.start > 1 and view.words[item.end - 1][:1].isupper()))
        if kind is None and item.key is None and (next_word in _COMPONENT_HEADS or own_head) \
                and self._first_proposal is not None \
                and view.sent_of[item.start] > self._first_proposal and not item.rule.startswith("gaz") \
                and not (own_head and _set_apart_from_this_work(view, item)):
            return "proposed"  # "We propose RSRWKV ... The MVC-Shift module enhances ...": a named part of the paper's own
        if kind == "EVAL" and item.key is None and _named_after_a_known_model(text):
            return "used"  # "0.51% on LLaMA-MoE": a model of a known family the results are on, as a known one is
        return "used" if item.rule.startswith("gaz") else "mentioned"


_WORD_RUN = re.compile(r"[a-z0-9]+")
# What a method is built on exists before it (not what it is based on or relies on, which may be its own parts:
# "a novel method based on a Mixture-of-Multimodal-Experts (MoME) strategy", "X relies on ... (CAP)").
_BUILT_ON = frozenset({"build", "builds", "built", "building"})


def _listed_among_own_parts(view: TokenView, index: int) -> bool:
    """'Our design builds upon two key modules: Glim Pooling (GP) and Quark Routing (QR)': a name
    in the list a colon opens after the counted parts of the system a sentence about the paper's own work has."""
    start = view.sentence_start(index)
    lowers = view.lowers
    subject = start + 2 if view.lower(start + 1) == "proposed" else start + 1  # "our (proposed) approach"
    if lowers[start] not in ("our", "the", "this") or view.lower(subject) not in METHOD_HEADS \
            or (lowers[start] == "the" and view.lower(start + 1) != "proposed"):
        return False  # "Our approach ...", "The proposed framework ..." (not "Our study compares two approaches: ...")
    lead = index
    while lead > start and (view.lower(lead - 1) in ("a", "an", "the", ")") or _ENUMERATOR.match(view.word(lead - 1))
                            or (view.word(lead - 1) == "(" and _ENUMERATOR.match(view.word(lead)))):
        lead -= 1  # "(1) a ...", "ii) ..."
    if view.word(lead - 1) not in (":", ",", ";", "and"):
        return False  # a name inside an item's description ("a normalization inspired by the GlimGPT design")
    colon = next((at for at in range(index - 1, start, -1) if view.words[at] in (":", ";")), None)
    if colon is None or view.words[colon] != ":" or colon - start > 14:
        return False
    before = lowers[start:colon]
    main_clause = before[len(before) - before[::-1].index(","):] if "," in before else before
    if any(word.startswith(("compar", "outperform", "surpass", "baseline")) for word in main_clause) \
            or not _AGAINST_WORDS.isdisjoint(lowers[max(colon, lead - 4):lead]):
        return False  # "Our method is compared with three strong approaches: ...", "it is faster than A and B":
        # others', not its parts
    count = next((at for at, word in enumerate(before) if word in _COUNTS or word == "several"), None)
    return count is not None and not _PART_WORDS.isdisjoint(before[count + 1:count + 5])


_AGAINST_WORDS = frozenset({"than", "over", "against", "versus", "vs", "vs.", "compared"})


def _built_on_before(view: TokenView, start: int, coined: bool) -> bool:
    """'builds on the SORT framework', 'we build upon pretrained DiT': the name is what the sentence's method is
    built on, right after 'build(s|t|ing) on/upon' and its determiners (not 'built on a novel ...' or 'our ...',
    nor, for a name no gazetteer knows, 'builds on a Glim Fusion Module (GFM)', which brings in a part)."""
    lead = start
    while lead > 0 and start - lead < 4 and view.lowers[lead - 1] in _OBJECT_LEAD:
        lead -= 1
    if view.lower(lead - 1) not in ("on", "upon") or view.lower(lead - 2) not in _BUILT_ON:
        return False
    between = view.lowers[lead:start]
    return _NEW_WORDS.isdisjoint(between) and not (coined and between[:1] in (["a"], ["an"]))


def _after_metric_colon(view: TokenView, start: int) -> bool:
    """'new measures: Scaled Risk Utility and Policy Aware Geometric Mean (PAG)': a name in the list a
    colon opens after a plural noun for measures, in the same sentence."""
    return _list_opened_before(view, start, lambda at: view.lower(at) in _METRIC_LIST_HEADS or (
        view.lower(at) == "tools" and view.lower(at - 1) == "measurement") or (
        view.lower(at) in ("indicators", "indices") and view.lower(at - 1) == "evaluation")) is not None


def _list_opened_before(view: TokenView, start: int, opens: Callable[[int], bool]) -> Optional[int]:
    """Where the colon (or dash) is that opens the list a name at `start` stands in, after a word `opens` accepts,
    in the same sentence: "three new measurement tools--A (X), B (Y) and C (Z)". A dash after another word sets
    off an aside ("FC -- computed per frame -- and TD"), and the search goes on past it."""
    for index in range(start - 1, max(view.sentence_start(start), start - 20) - 1, -1):
        if view.lowers[index] in (".", ";"):
            return None
        if view.lowers[index] in (":", "--", "—", "–"):
            if opens(index - 1):
                return index
            if view.lowers[index] == ":":
                return None
    return None


def _unmeasured_plural(view: TokenView, start: int) -> bool:
    """Whether a measure's acronym with a plural s (not a known spelling of its own, as "FLOPs" is) names things,
    counted or qualifying a noun ("three commercial ASRs", "MAPs estimates"), not the measure ("RMSEs of 1.2 m")."""
    if not _PLURAL_ACRONYM.match(view.words[start]):
        return False
    counted = any(view.lower(i) in _COUNTING_WORDS for i in (start - 1, start - 2))
    return counted or view.lower(start + 1) in _MEASURED_THINGS


_COUNTING_WORDS = frozenset("two three four five six seven eight nine ten several multiple many various".split())
_MEASURED_THINGS = frozenset({"estimates", "systems", "models", "tools", "services"})  # "MAPs estimates"


# Words before a measure's name that make it a plain word: a verb ("to recall"), a time ("at runtime"), a
# number format ("full precision").
_PLAIN_WORD_SENSE = {
    "recall": frozenset({"to", "can", "cannot", "could", "not", "factual"}),
    "runtime": frozenset({"at", "during"}),
    "inference time": frozenset({"at", "during"}),
    "test time": frozenset({"at", "during"}),
    "precision": frozenset({"full", "half", "mixed", "single", "double", "low", "reduced", "arbitrary", "numerical",
                            "floating-point", "fp16", "fp32", "bf16", "lower", "higher-bit"}),
}


def _acts_as_subject(view: TokenView, start: int, end: int) -> bool:
    """A title-case phrase that opens its clause and is followed by a verb in the present: 'Cross-Patch Masking
    enhance(s) ...', ', while Hierarchical Pooling balances ...', 'Then, Foo Bar refines ...'."""
    opener = view.lower(start - 1)
    if not (view.is_sent_start(start) or opener in (",", "while", "and", "then", "finally", "first",
                                                    "second", "next", "additionally", "moreover", "furthermore")
            or (opener == "the" and (view.is_sent_start(start - 1) or view.lower(start - 2) in (",", "while", "and")))):
        return False
    clause = view.lowers[max(view.sentence_start(start), start - 4):start]
    if "contrast" in clause or "unlike" in clause or "whereas" in clause:
        return False  # "In contrast, Neural Painter requires paired data": another's
    if view.lower(end) == "and":  # "Depth-Texture Blending and Multi-View Dropout enhance ..."
        follow = end + 1
        while follow < len(view.words) and is_title_word(view.words[follow]):
            follow += 1
        if follow > end + 1:
            end = follow
    last = view.lower(end - 1)
    if last in _ORGANISATION_HEADS or last in _NOT_A_PART_HEADS:
        return False  # "Yale-New Haven Hospital demonstrates", "Source Code can be accessed"
    verb, following = view.lower(end), view.lower(end + 1)
    if not view.word(end).isalpha() or not view.word(end).islower() or not following[:1].isalnum() \
            or following in _AUXILIARIES or verb in METHOD_HEADS or verb in DATASET_HEADS \
            or verb in TASK_HEADS or verb in _PART_WORDS or verb in _NOT_VERBS:
        return False  # "Quark Overlap metrics.", "Scene Graph predictions are refined", "Semantic Entropy baselines"
    return (_plural_noun(verb) and len(verb) > 3) or verb in _SUBJECT_VERBS


# A proposal in the passive, in a sentence about this paper: "In this paper, a novel framework called X is
# proposed" (not "Meta-learning has been proposed", "This article presents the results of a pilot study").
_PASSIVE_PROPOSAL = re.compile(r"\b(?:in this|this|here,?\s+|herein,?\s+)(?:paper|work|study|letter|article)?\b.*\b"
                               r"(?:is|are|has been|have been)\s+(?:\w+\s+)?(?:proposed|introduced|developed|devised)\b",
                               re.I)
_PASSIVE_SUBJECT_LEADS = frozenset({"a", "an", "novel", "new", "named", "called", "termed", "dubbed", ",", "the"})


_ANSWERING = frozenset({"address", "tackle", "solve", "overcome", "mitigate", "alleviate", "bridge", "fill", "resolve"})
_ANSWERING_ING = frozenset((verb[:-1] if verb.endswith("e") else verb) + "ing" for verb in _ANSWERING)


# A sentence that names who else proposed it: "... is proposed by Lee et al.", "... in [5]", "in prior work".
_CREDITS_OTHERS = re.compile(r"\bet al\b|\[\d[\d,;\s\u2013-]*\]|\b(?:earlier|prior|previous|recent) (?:work|studies|study)\b",
                             re.I)


def _opens_on_its_purpose(view: TokenView, cue_start: int) -> bool:
    """'In order to exploit the cues, X (ABC) is proposed to ...', 'To train GlimCAD, a scheme ... (PGT) is proposed':
    a sentence opening on the purpose of what it says is proposed, with nothing after that credits others or turns
    against it (not 'To date, ...', 'To some extent, ...', '..., X is proposed in the literature, but ...')."""
    first, end = view.sent_ranges[view.sent_of[cue_start]]
    opening = view.lowers[first:cue_start]
    if opening[:3] == ["in", "order", "to"]:
        verb = opening[3:5]
    elif opening[:1] == ["to"]:
        verb = opening[1:3]
    else:
        return False
    if verb and verb[0].endswith("ly"):
        verb = verb[1:]  # "In order to fully use ..."
    return bool(verb) and verb[0].isalpha() and verb[0] not in _NOT_A_PURPOSE and not verb[0].endswith("ly") \
        and "," in opening and _AGAINST_OR_CREDITED.isdisjoint(view.lowers[cue_start:end]) \
        and not _CREDITS_OTHERS.search(view.sentence_text(view.sent_of[cue_start]))


_NOT_A_PURPOSE = frozenset({"date", "this", "that", "these", "some", "a", "an", "the", "our", "my", "illustrate",
                            "summarize", "summarise", "conclude", "be", "what", "which", "whom", "such"})
_AGAINST_OR_CREDITED = frozenset({"but", "however", "yet", "although", "though", "while", "whereas", "literature",
                                  "by", "many", "several", "various", "existing", "previous", "prior", "recent"})


def _answers_the_problem(words: list[str]) -> bool:
    """'To tackle this problem, X is proposed', 'Addressing these issues, the X is proposed': a sentence that
    answers the problem the abstract has just set out speaks of the paper's own work."""
    if len(words) > 3 and words[0] == "to" and words[1] in _ANSWERING:
        return words[2] in ("this", "these", "such")
    return len(words) > 2 and words[0] in _ANSWERING_ING and words[1] in ("this", "these", "such")


def _brought_in_by_an_article(view: TokenView, start: int) -> bool:
    """Whether the subject of the passive at `start` opens on "a" or "an", as a new thing does ("a light GlimViM
    Block is designed", "a training-free strategy, GZS, is designed"), or the sentence opens on this paper ("In this
    paper, GlimNet is designed to ..."); "ZorbNet is designed for images only" describes what exists."""
    first = view.sentence_start(start)
    if _names_this_paper(view.lowers[first:first + 4]):
        return True
    index = start - 1
    if view.word(index) == "," and view.word(index - 2) == ",":
        index -= 3  # past a name set apart with commas
    while index >= max(first, start - 8) and view.lowers[index] not in ("a", "an") \
            and (view.words[index][:1].isupper() or view.words[index].islower() and view.lowers[index] not in
                 _SUBJECT_BOUNDARIES):
        index -= 1
    return index >= first and view.lowers[index] in ("a", "an")


# Words a passive's subject does not reach back past: "In a study, ZorbNet is designed ...".
_SUBJECT_BOUNDARIES = frozenset({",", "in", "on", "for", "with", "of", "to", "from", "by", "unlike", "like", "and",
                                 "or", "but", "that", "which", "is", "are", "was", "were"})


def _goes_on_with_this_work(view: TokenView, sent: int) -> bool:
    """'Then, the X is proposed to ...', 'Moreover, a Y is introduced': a sentence opening on a step, or on more of
    the same bringing in something new, once an earlier one has spoken of the paper's own work, goes on with it."""
    start = view.sent_ranges[sent][0]
    if view.lower(start) in _STEP_OPENERS and view.word(start + 1) == ",":
        if "et al" in view.sentence_text(sent):
            return False  # (not "Then, X is proposed by Lee et al. to ...": someone else's step)
    else:
        opener = next((len(words) for words in _ADDITIVE_OPENERS if view.lowers[start:start + len(words)] == words
                       and view.word(start + len(words)) == ","), None)
        if opener is None or view.lower(start + opener + 1) not in ("a", "an", "the") \
                or _CITED_OR_SET_AGAINST.search(view.sentence_text(sent)):
            return False  # (not "Moreover, ZorbNet is proposed in [12], but ...", "Besides, X is designed for
            # images only": a point about others' work; more of the paper's own brings in a new thing: "a ...")
    for earlier in range(sent - 1, -1, -1):
        words = view.lowers[slice(*view.sent_ranges[earlier])]
        if _about_this_paper(words):
            return True
        if _PRIOR_WORK_WORDS.intersection(words):
            return False  # "Existing trackers have two flaws. First, X is proposed ...": the field's steps
    return False


# Openers that add a point rather than a step, and what makes the point someone else's work.
_ADDITIVE_OPENERS = (["moreover"], ["furthermore"], ["additionally"], ["besides"], ["further"], ["in", "addition"])
_CITATION = re.compile(r"\[\d|\bet al\b|\(\s*[A-Z][^()]*\d{4}\s*\)", re.I)  # "[4]", "Lee et al.", "(Lee, 2020)"
_CITED_OR_SET_AGAINST = re.compile(_CITATION.pattern + r"|\b(?:but|however|although|though|whereas|inspired)\b", re.I)


_PRIOR_WORK_WORDS = frozenset({"existing", "prior", "previous", "previously", "early", "earlier", "conventional",
                               "traditional"})


def _article_bringing_in(view: TokenView, start: int) -> bool:
    """Whether the noun phrase at `start` opens, past a few words that describe, on 'a', 'an' or 'our', or on 'the'
    right after a verb that brings something in ('we propose the first ...'; not 'that speeds up the ...')."""
    at = start - 1
    while at >= 0 and start - at <= 3 and view.words[at].isalpha() and view.words[at].islower() \
            and view.lowers[at] not in ("a", "an", "our", "the") and view.lowers[at] not in CLAUSE_BOUNDARIES:
        at -= 1
    return at >= 0 and (view.lowers[at] in ("a", "an", "our")
                        or (view.lowers[at] == "the" and view.lower(at - 1) in _BRINGING_IN))


def _describes_the_name_before(view: TokenView, start: int, end: int) -> bool:
    """'we propose QLF-Glim, a novel Quark-Language Fusion framework', 'QLF-Glim is a ...': capitalised words that
    spell out part of a name, not a second name (a coinage, 'a fine-tuned QuarkBERT-Base model', is one; and
    words the name's letters spell are its long form: 'GQLa, a Glim Quark-Language framework')."""
    if any(not _PLAIN_CAPITALISED.match(part) for word in view.words[start:end] for part in word.split("-") if part):
        return False
    at = start - 1
    while at >= 0 and start - at <= 4 and view.words[at].islower() and view.words[at].replace("-", "").isalpha() \
            and view.lowers[at] not in ("a", "an"):
        at -= 1
    if not (at >= 2 and view.lowers[at] in ("a", "an") and view.lowers[at - 1] in (",", ":", "is")):
        return False
    if view.lowers[at - 1] == "is" and not view.is_sent_start(at - 2):
        return False  # "Central to GlimNet is a Banded Quark architecture": a part, not what the name is
    name = view.words[at - 2]  # ("Furthermore, a Glim-Quark Attention mechanism is proposed" names one)
    initials = "".join(part[0] for word in view.words[start:end] for part in word.split("-") if part[:1].isupper())
    # the words spell part of the name ("HS-QuR, a Hierarchical Sampling framework"), not all of it (then they are its
    # long form), nor none of it ("GlimSim, a Sequential Monte Carlo method": the known kind it is)
    return is_name(name, frozenset()) and len(initials) >= 2 and initials in "".join(filter(str.isupper, name)) \
        and schwartz_hearst(name, view.words[start:end]) is None


# Words before a name and "solution" that make it the paper's own system, not a problem's answer.
_OWN_SOLUTION_LEADS = frozenset({"proposed", "our", "team's", "presented"})
# Heads of a design a name's apposition describes ("QLF-Glim, a Quark-Language Fusion framework"); a model's heads may
# name the kind of architecture it is ("GlimED, a page-wise Dual Glim model").
_DESIGN_HEADS = frozenset({"framework", "approach", "method", "pipeline", "strategy", "system", "scheme", "technique",
                           "mechanism"})
_PLAIN_CAPITALISED = re.compile(r"^(?:[A-Z][a-z]+|[a-z]+)$")  # "Fusion", "of": no coinage ("QuarkBERT", "3D")


_STEP_OPENERS = frozenset({"first", "firstly", "second", "secondly", "third", "thirdly", "then", "next", "finally",
                           "lastly", "subsequently", "afterwards", "afterward"})


def _about_this_paper(words: list[str]) -> bool:
    """'In this paper, ...', 'Here, ...', 'In this work we ...': a sentence about the paper's own work."""
    return "we" in words or "here" in words or "herein" in words or _names_this_paper(words)


_NAMED_RESULTS = frozenset({"inequality", "inequalities", "lemma", "theorem", "law", "conjecture", "constant",
                            "equation", "equations", "identity", "paradox", "principle", "bound"})
_NOT_A_PART_HEADS = frozenset({"hospital", "code", "center", "centre", "lab", "laboratory", "company", "inc",
                               "research", "face", "states", "kingdom", "union", "page", "website", "team"})
_AUXILIARIES = frozenset({"is", "are", "was", "were", "has", "have", "can", "could", "will", "would", "of", "from"})
_USED_PARTICIPLES = frozenset({"used", "employed", "adopted", "applied", "utilized", "utilised", "leveraged", "chosen"})
_NOT_VERBS = frozenset({"metrics", "analyses", "baselines", "attacks", "techniques", "series", "components",
                        "models", "scores", "results", "tasks", "settings", "experiments", "features", "values",
                        "errors", "losses", "layers", "tokens", "units", "terms", "methods", "images", "samples",
                        "signals", "agents", "tools", "scenarios", "strategies", "objectives", "benchmarks"})
_SUBJECT_VERBS = frozenset({"enhance", "improve", "capture", "enable", "allow", "further", "then", "helps",
                            "effectively", "adaptively", "dynamically", "explicitly", "jointly"})


def _listed_as_backbones(view: TokenView, end: int) -> bool:
    """Whether the list a name ends or continues closes on a noun for a backbone: "ViT-B16 and ResNet50 backbones"."""
    for index in range(end, min(end + 6, len(view.words))):
        word = view.lowers[index]
        if word in _BACKBONE_NOUNS:
            return True
        if word not in (",", "and", "or") and not view.words[index][:1].isupper() and not view.words[index][:1].isdigit():
            return False
    return False


_BACKBONE_NOUNS = frozenset({"backbone", "backbones", "encoder", "encoders"})
# A bare "over" is both an evaluation cue ("averaged over five datasets") and a comparing one; right after a margin
# it is the comparing one: "a 3.5% boost over X", "by 2.1 points over the X", "improvements of 23.2% over X".
_MARGIN_NOUNS = frozenset({"boost", "boosts", "increase", "increases", "margin", "margins", "lead", "speedup",
                           "speedups", "speed-up", "speed-ups"})
_MARGIN_NUMBER = re.compile(r"^[+\u00b1]?\d[\d.,]*(?:%|x|\u00d7)?$")
_SAVINGS = frozenset({"saving", "savings"})


def _after_a_margin(view: TokenView, index: int) -> bool:
    """Whether the word before `index` ends a margin: a noun a gain is named by, or a number a change states ("by",
    a plus sign or a gain's noun before it); not a score ("an accuracy of 85.3% over X") nor a count ("12,000 key
    points over X")."""
    before = view.lower(index - 1)
    if before in _MARGIN_NOUNS:
        return True
    number = index - 2 if before in ("%", "points", "point", "pp") else index - 1
    written = view.lower(number)
    if not _MARGIN_NUMBER.match(written):
        return False
    lead = view.lowers[max(view.sentence_start(number), number - 12):number]
    # ("savings of 15.9%, 22.5% and 8.5% over A, B and C")
    return written[0] == "+" or "by" in lead or not (_CHANGE_NOUNS.isdisjoint(lead) and _SAVINGS.isdisjoint(lead))


# Words between a comparing cue and a "used" that describes the rival: "than the most commonly used X"
_DESCRIBING_USE = frozenset({"the", "a", "an", "widely", "commonly", "most", "more", "frequently", "popularly",
                             "often", "conventionally", "traditionally", "generally", "broadly", "currently",
                             "previously", "standard", "popular"})


_ROMAN_NUMERAL = re.compile(r"[IVX]+")


# What a technique's written output is called: "chain-of-thought traces", "CoT annotations"
_YIELDED_TEXT_NOUNS = frozenset({"data", "dataset", "datasets", "corpus", "corpora", "traces", "trajectories",
                                 "annotations", "rationales"})


def _ends_a_bracketed_title_name(view: TokenView, start: int, end: int) -> bool:
    """Whether a capitalised known name ends the name in brackets a capitalised word opens: "Quark (Code-Guided
    Chain-of-Thought)" spells out the paper's own name (elsewhere a capitalised word before a known name makes
    its variant: "Latent CutMix")."""
    return all(word[:1].isupper() for word in view.words[start:end]) and view.word(end) == ")" \
        and is_title_word(view.word(start - 1)) and view.word(start - 2) == "("


def _names_what_it_yields(view: TokenView, end: int) -> bool:
    """Whether the noun after a technique's name (past its letters in brackets) is the text it yields."""
    after = end + 3 if view.word(end) == "(" and view.word(end + 2) == ")" else end
    return view.lower(after) in _YIELDED_TEXT_NOUNS


def _named_as_data(view: TokenView, start: int, end: int) -> bool:
    """Whether a known method's letters name data here, by the data noun that ends the phrase after them ("the QRB
    dataset", where QRB is no trained model's name), or after the list of names they close or open, where another
    name is coined and no known method's, or known data ("the ZORB, GLIM, and QRB datasets"). Not "the QRB
    benchmarks" (runs of a method), "the QRB dataset generation pipeline", "the BERT corpus" or "the BERT, RoBERTa,
    and T5 corpora" (what known models learn from), "the GlimLM and Human datasets", nor "we freeze the QRB,
    and ZorbSet datasets are used" (a clause, not a list)."""
    def member(word: str) -> bool:
        return word[:1].isupper() or word[:1].isdigit()

    def joint_end(at: int, step: int) -> int:  # past ",", "and", "or" and ", and" from `at`
        while view.word(at) in (",", "and", "or"):
            at += step
        return at

    members, commas = [], 0
    index = end
    while index < min(view.n, end + 14):
        after = joint_end(index, 1)
        if after > index and member(view.word(after)):
            commas += view.words[index:after].count(",")
            index = after
        if not member(view.word(index)) or index >= min(view.n, end + 14):
            break
        members.append(view.words[index])
        index += 1
    first = start
    while True:
        before = joint_end(first - 1, -1)
        if before == first - 1 or not member(view.word(before)):
            break
        commas += view.words[before + 1:first].count(",")
        members.append(view.words[before])
        first = before
    listed = bool(members)
    head = view.lower(index)
    if head not in (("datasets", "corpora") if listed else ("dataset",)) or view.lower(first - 1) not in ("the", "our"):
        return False
    following = view.word(index + 1)
    if following.isalpha() and following.lower() not in _AFTER_A_DATA_NOUN:
        return False  # "the QRB dataset generation pipeline": the noun heads more words
    if not listed:
        return view.span_text(start, end) not in known_model_names()  # (not "the GlimLM dataset", made by a model)
    if commas == 1 and len(members) == 1:
        return False  # "the QRB, and ZorbSet datasets are used": a clause after a comma, no list of two
    return any(name in known_data_names() or (_coined_shape(name) and name not in known_names()) for name in members)


# Words that may follow a data noun that ends its phrase: "the QRB dataset shows ...", "... dataset and ...".
_AFTER_A_DATA_NOUN = frozenset({"and", "or", "but", "to", "with", "for", "of", "from", "in", "on", "at", "by", "as",
                                "under", "using", "without", "that", "which", "where", "while", "whereas", "is", "are",
                                "was", "were", "has", "have", "had", "show", "shows", "showed", "demonstrate",
                                "demonstrates", "demonstrated", "reveal", "reveals", "contain", "contains",
                                "containing", "consisting", "comprising", "respectively", "confirm", "confirms",
                                "validate", "validates", "indicate", "indicates", "suggest", "suggests"})


def _dataset_noun_past_brackets(view: TokenView, start: int, end: int) -> bool:
    """Whether a dataset's noun, in the singular, follows a name and the short form in brackets beside it:
    "GlimSet++ (GS++) dataset" names data by both names (not "(MRI) datasets", a kind of data)."""
    if view.word(end) == ")" and view.word(start - 1) == "(":
        head = view.lower(end + 1)
    else:
        close = view.closing_bracket(end, reach=4) if view.word(end) == "(" else None
        head = view.lower(close + 1) if close is not None else ""
    return head in DATASET_HEADS and singular_noun(head) == head


def _after_a_comparison(view: TokenView, index: int) -> bool:
    """Whether a word that compares stands in the three words before `index`: "superior performance over",
    "consistent performance improvements over", "improves depth estimation over" (not "averaged over", "performance
    over five runs", nor "better accuracy over the A and B datasets", where what follows is data)."""
    if _COMPARING_WORDS.isdisjoint(view.lowers[max(view.sentence_start(index), index - 3):index]):
        return False
    for word in view.lowers[index + 1:index + 12]:
        if word in CLAUSE_BOUNDARIES or word in _FRONTING_PREPOSITIONS:
            break  # ("superior performance over A and B on two datasets": the data is another phrase's)
        if word in DATASET_HEADS:
            return False
    return True


_COMPARING_WORDS = frozenset({"superior", "better", "improved", "stronger", "improvement", "improvements",
                              "advantage", "advantages", "gains", "edge", "superiority", "improves", "improve",
                              "improving", "boosts", "boosting"})  # ("improves glim estimation over X")
_INSTRUMENT_LEADS = frozenset({"a", "an", "only", "just", "fewer", "less", "far", "much", "its", "our", "their"})
_OWN_BASELINE_WORDS = frozenset({"our", "we", "propose", "proposed", "present", "introduce", "new", "novel"})


_OTHERS_WORK_WORDS = frozenset({"recently", "previously", "prior", "earlier", "existing", "released", "published",
                                "by", "from", "last"})
_MADE_BY_OTHERS = frozenset({"released", "published", "proposed", "introduced", "developed", "from", "by"})
_DESIGNED_WORDS = frozenset({"designed", "tailored", "crafted", "built", "developed"})
_FOR_THIS_PURPOSE = frozenset({"specially", "specifically", "newly", "purposely", "carefully", "custom"})


def _called_new(view: TokenView, anchor: int) -> bool:
    """Whether the words right before a definition call it new: "a novel ...", "a new ...", "our novel ..."."""
    before = view.lowers[max(0, anchor - 3):anchor]
    if len(before) >= 2 and before[-1] in ("novel", "new") and before[-2] in ("a", "an", "our", "this"):
        return True
    if len(before) >= 2 and before[-1] in _DESIGNED_WORDS and before[-2] in _FOR_THIS_PURPOSE:
        return True  # "learning just the specially designed Glim Adapter (GA)": made for this paper
    return before[-3:-1] in (["a", "novel"], ["a", "new"]) and before[-1].isalpha() and before[-1] not in _ESTABLISHED


def _derived_from(view: TokenView, start: int) -> bool:
    """Whether the name at `start` is what something is derived from: "an extension of X", "a variant of the X",
    "which extends X"."""
    index = start - 1
    if view.lower(index) in ("the", "a", "an", "standard", "original", "vanilla", "classic", "classical"):
        index -= 1
    if view.lower(index) in _DERIVING_VERBS:
        return True
    return view.lower(index) == "of" and view.lower(index - 1) in _DERIVATION_NOUNS


_DERIVATION_NOUNS = frozenset({"extension", "extensions", "variant", "variants", "reinforcement", "generalization",
                               "generalisation", "adaptation", "modification", "enhancement", "refinement", "version",
                               "reformulation", "relaxation", "simplification", "improvement"})
_DERIVING_VERBS = frozenset({"extends", "extending", "extend", "generalizes", "generalises", "generalizing",
                             "generalising", "modifies", "modifying", "adapts", "adapting", "refines", "refining"})


def _named_as_a_kind(view: TokenView, start: int, kinds: frozenset[str], after_colon: bool = False) -> bool:
    """Whether the name at `start` is what a noun of `kinds` is called ("this phenomenon has been termed (as)
    X", "a new challenging problem called X"), or, with `after_colon`, follows that noun and a colon ("a new
    task: X"). Not "to address this challenge, we propose a method known as X": the noun before the verb decides."""
    sentence_start = view.sentence_start(start)
    before = view.lowers[max(sentence_start, start - 9):start]
    if after_colon and len(before) >= 2 and before[-1] == ":" and before[-2] in kinds:
        return True
    naming = next((i for i in range(len(before) - 1, -1, -1) if before[i] in _NAMING_WORDS), None)
    if naming is None or len(before) - naming > 3 or not all(
            word in _BETWEEN_NAMING_AND_NAME or view.words[start - len(before) + at][:1].isupper()
            for at, word in enumerate(before) if at > naming):
        return False  # (not "to mitigate this bias, we call our method X": the words after the verb say what is named)
    if before[naming] in ("term", "call") and (naming == 0 or before[naming - 1] not in _NAMING_SUBJECTS):
        return False  # "a learnable bias term GlimReg": a noun, not the verb
    noun = next((w for w in reversed(before[:naming]) if w not in _BETWEEN_NOUN_AND_NAMING), None)
    return noun in kinds


_ASSESSING_STEMS = ("evaluat", "measur", "assess", "quantif", "judg")


def _apposed_as_a_task(view: TokenView, short_index: int) -> bool:
    """Whether the letters in brackets at `short_index` are followed by "task" or set beside a phrase headed by it
    ("Glim Search (GS), the first task to ..."): the name is a problem the paper poses."""
    if view.word(short_index + 1) != ")":
        return False
    if view.lower(short_index + 2) == "task":
        return True  # (not "beyond typical glim (GM) tasks": tasks of a kind)
    if view.word(short_index + 2) != "," or view.lower(short_index + 3) not in ("a", "an", "the"):
        return False
    for position in range(short_index + 4, min(view.n, short_index + 8)):
        word = view.lowers[position]
        if word == "task":  # one the paper poses (not "(GQ), a critical retrieval task", said of the sentence)
            if any(after in METHOD_HEADS or after in DATASET_HEADS for after in view.lowers[position + 1:position + 3]):
                return False  # "(GQP), a novel task decomposition framework": "task" describes the system after it
            return not _NEW_WORDS.isdisjoint(view.lowers[short_index + 4:position]) \
                or "first" in view.lowers[short_index + 4:position]
        if not word.isalpha() or word in METHOD_HEADS or word in DATASET_HEADS or word in _APPOSITION_STOPS:
            return False  # "a framework for the ... task", "the first benchmark task": not the task itself
    return False


def _a_training_task(view: TokenView, short_index: int) -> bool:
    """Whether the task named at `short_index` is one a model is trained on, as its sentence says before it: "In
    pre-training, we introduce the Glim Mask Prediction (GMP) task" (not "a ... task, where a pre-trained model")."""
    return any(word.startswith(("pre-train", "pretrain")) or word == "objective"
               for word in view.lowers[view.sentence_start(short_index):short_index])


def _an_auxiliary_task(view: TokenView, long_start: int, short_index: int) -> bool:
    """Whether the task named from `long_start` to the letters at `short_index` is a device for training, as the
    words around the name say: "with an auxiliary Quark Ordering (QO) task", "a ... (QCA) task as an auxiliary loss"
    (not the name's own words: "the Glim Proxy Estimation (GPE) task")."""
    first = view.sentence_start(short_index)
    end = min(view.sent_ranges[view.sent_of[short_index]][1], short_index + 10)
    return not _TRAINING_DEVICE_WORDS.isdisjoint(view.lowers[first:long_start] + view.lowers[short_index + 1:end])


_TRAINING_DEVICE_WORDS = frozenset({"auxiliary", "pretext", "proxy"})


_BETWEEN_NOUN_AND_NAMING = frozenset({"has", "have", "been", "is", "was", "are", "were", "we", "that", "which",
                                      "as", ",", "often", "commonly", "also", "here", "hereafter"})
_NAMING_WORDS = frozenset({"termed", "called", "call", "term", "named", "dubbed", "coined", "known"})
_PLAIN_TITLE_WORD = re.compile(r"[A-Z][a-z]+")
_AFTER_A_GIVEN_NAME = frozenset({",", ".", ";", "(", "which", "that", "is"})
_ACTION_NOUN_ENDINGS = ("ing", "ion", "ment", "ance", "ence", "ure")
_BETWEEN_NAMING_AND_NAME = frozenset({"as", "the", "a", "an", '"', "\u201c", "'", "``", "*", "'s", "\u2019s"})
_NAMING_SUBJECTS = frozenset({"we", "they", "to", "i", "often", "also", "here", "commonly", "hereafter"})
_LIST_NAMING_WORDS = _NAMING_WORDS | {"refer", "referred"}  # "which we refer to as Mask, Inpaint and Denoise (MID)"
_PHENOMENON_NOUNS = frozenset({"phenomenon", "phenomena", "effect", "issue", "bias", "gap", "failure",
                               "behavior", "behaviour", "paradox", "limitation", "vulnerability", "flaw",
                               "pathology", "tendency"})
_NEW_TASK_NOUNS = frozenset({"task", "problem", "challenge"})


def _proposed_as_a_measure(view: TokenView, index: int) -> bool:
    """'We propose intelligence per watt (IPW), task accuracy divided by unit of power, as a metric for ...':
    the clause after a defined name says it is proposed as a measure."""
    if index >= len(view.words):
        return False
    end = min(view.sent_ranges[view.sent_of[index]][1], index + 14)
    for at in range(index, end - 2):
        if view.lowers[at] in ("with", "using", "via", "taking", "treating"):
            return False  # "(TIE) with attention entropy as a measure of uncertainty": the measure is another thing
        if view.lowers[at] in (";", "which", "that", "while", "and") and at > index:
            return False
        if view.lowers[at] == "as" and view.lowers[at + 1] in ("a", "an", "the"):
            noun = at + 2 if view.lower(at + 2) in _METRIC_NOUNS else at + 3
            if view.lower(noun) in _METRIC_NOUNS and (noun == at + 2 or view.lower(at + 2) in _GENERIC_METRIC_WORDS) \
                    and (view.lower(noun + 1) in _AFTER_A_METRIC_NOUN or view.lower(noun + 1) == "of"):
                return True  # not "trained as a metric learner"
    return False


_METRIC_NOUNS = frozenset({"metric", "measure", "score"})
_EVALUATION = re.compile(r"(?:evaluat|assess|judg)\w*", re.I)
# What may follow the noun of a measure the paper names: the sentence goes on, or the name comes.
_AFTER_A_METRIC_NOUN = frozenset({",", ".", ";", ":", "(", "that", "which", "to", "for", "and", "called", "named",
                                  "termed", "dubbed", "based", "with", "designed", "tailored", ""})
# Words that say what kind of measure it is, not which: "a new evaluation metric", "a composite metric".
_GENERIC_METRIC_WORDS = frozenset("""evaluation quantitative qualitative suitable specialized specialised composite
simple robust comprehensive automatic automated unified general principled reliable effective efficient single
holistic fine-grained interpretable objective novel new dedicated better proper standard alternative additional
complementary task-specific domain-specific""".split())


def _proposed_metrics(view: TokenView, cues: list["Cue"], covered: set[int]) -> list[Found]:
    """'we propose a groundedness metric ... to assess', 'for fine-grained evaluation, we introduce a graph-based
    CoT consistency metric': a measure the paper names for evaluation, in the words before the noun for a measure,
    right after the proposal. The evaluation is the measure's own: said before the proposal in its sentence or
    within a few words after the noun, not of the method ('a novel importance score for pruning, evaluated on')."""
    out = []
    for cue in cues:
        if cue.kind != "PROPOSE" or cue.first not in ("we", "paper", "work", "study"):
            continue
        index = cue.end
        while index < view.n and view.lowers[index] in _OBJECT_LEAD:
            index += 1
        start = index
        while index < view.n and index - start < 5 and view.lowers[index] not in _METRIC_NOUNS \
                and (view.words[index].isalpha() or "-" in view.words[index]) and view.lowers[index] not in TASK_STOP \
                and not view.lowers[index].endswith("ing") and view.lowers[index] not in ("forward", "out", "up"):
            index += 1
        if index == start or index >= view.n or view.lowers[index] not in _METRIC_NOUNS \
                or view.lower(index + 1) not in _AFTER_A_METRIC_NOUN \
                or _GENERIC_METRIC_WORDS.issuperset(view.lowers[start:index]) \
                or any(i in covered for i in range(start, index + 1)):
            continue  # "deep metric learning", "denoising score matching": the noun opens a compound
        sentence_start = view.sentence_start(cue.start)
        before = view.lowers[sentence_start:cue.start]
        after = []
        for word in view.lowers[index + 1:min(view.n, index + 9)]:
            if word in ("and", ",", ".", ";"):
                break  # "... score for global pruning and evaluate it": the method is evaluated, not by the score
            after.append(word)
        if not any(_EVALUATION.match(word) for word in before + after):
            continue  # "a novel importance score for global pruning", "a weight metric": tools of the method
        covered.update(range(start, index + 1))
        out.append(Found(start, index + 1, "METRIC", None, "metric:proposed", 0.6, text=view.span_text(start, index + 1)))
    return out


def _salient_tasks(view: TokenView, title: str, found: list[Found]) -> list[Found]:
    """Drop task phrases read off a head noun alone ('dynamic adaptation', 'pose alignment') unless the paper
    dwells on them: named in the title, named twice, named as what the work is 'for' or 'in', called a task
    ('pose alignment tasks'), or the subject a sentence opens on ('Pose alignment is ...'). A head noun
    names a task in about a quarter of its sentences; in those places, in two thirds of them. A text of a
    sentence or two (a snippet, not an abstract) gives no such context, and keeps them all."""
    if len(view.sent_ranges) < 3:
        return found
    counts = Counter(name_key(item.text) for item in found if item.label == "TASK")
    title_words = _spaced_words(title)
    return [item for item in found if item.label != "TASK" or not item.rule.startswith("task:head-noun")
            or counts[name_key(item.text)] > 1 or _spaced_words(item.text) in title_words
            or view.lower(item.start - 1) in ("for", "in") or view.lower(item.end) in _TASK_NOUNS
            or (item.start == view.sentence_start(item.start) and view.lower(item.end) in ("is", "has"))]


_TASK_NOUNS = frozenset({"task", "tasks", "problem", "problems"})


def _spaced_words(text: str) -> str:
    """'Scene-aware Text-to-Motion' -> ' scene aware text to motion ': words to find whole inside other text."""
    return f" {' '.join(_WORD_RUN.findall(text.lower()))} "


def _modifiers_start(view: TokenView, index: int, covered: set[int], most: int) -> int:
    """Where a task's name starts that ends at the noun `index`: up to `most` lower-case modifiers before it
    ("conditional image synthesis", "depth-conditioned image generation"), not a verb ("improving image
    classification", "can elicit reasoning") nor words another name holds."""
    sent_start = view.sentence_start(index)
    start = index
    while start - 1 >= sent_start and index - start < most:
        prev = start - 1
        word = view.words[prev]
        if view.lowers[prev] in TASK_STOP or prev in covered or not (word.isalpha() or "-" in word) \
                or _NOT_A_TASK_WORD.search(view.lowers[prev]) or view.lowers[prev] in _TASK_VERBS:
            break
        if word != view.lowers[prev] and not (prev == sent_start and word[1:].islower()):
            break
        start -= 1
    if start < index and view.lowers[start].endswith("ing") and view.lowers[start] not in ("learning", "reasoning"):
        start += 1  # "improving image classification": drop the verb
    elif start < index and (view.lower(start - 1) in _VERB_BEFORE or (
            _plural_modifier(view.lowers[start]) and _subject_before(view, start))):
        start += 1  # "can elicit reasoning", "QuillNet encodes relation prediction": a verb after its subject
    return start


def _with_task_modifiers(view: TokenView, item: Found, covered: set[int]) -> Found:
    """A known task with the modifiers that narrow it: 'conditional image synthesis', not 'image synthesis'
    (a narrower task than the gazetteer's, so no longer the gazetteer's entry). Only plain modifiers: no
    verb ('improving image classification', 'keeps', 'we treat'), no plural, no word for how common or plain a way
    is ('Mainstream object detection methods', 'vanilla image classification') or how good or big a system is
    ('scalable image retrieval'), at most two; the first word of the sentence may be capitalised ('Unsupervised
    anomaly detection is ...')."""
    start = item.start
    sent_start = view.sentence_start(item.start)
    while start - 1 >= sent_start and item.start - start < 2:
        prev = start - 1
        word, lower = view.words[prev], view.lowers[prev]
        opens_sentence = prev == sent_start and word[1:].islower()
        if (word != lower and not opens_sentence) or prev in covered or lower in TASK_STOP or lower in _TASK_VERBS \
                or not (word.isalpha() or "-" in word) or _NOT_A_TASK_WORD.search(lower) \
                or lower.endswith("ing") or (lower.endswith("s") and not lower.endswith(_NOT_PLURAL_ENDINGS)) \
                or (lower.endswith("ed") and "-" not in lower and lower not in _TASK_PARTICIPLES) \
                or lower in _NOT_TASK_MODIFIERS or lower.startswith(("more-", "most-")) \
                or (lower == "future" and _future_work(view, prev, item.end)) \
                or view.lower(prev - 1) in _SUBJECTS:
            break
        start = prev
    if start == item.start:
        return item
    return replace(item, start=start, key=None, text=view.span_text(start, item.end))


def _bracketed_component(view: TokenView, end: int) -> bool:
    """'Feedback-Reflection (FR) module', 'FR) module': a component noun right after a bracketed short form."""
    return (view.word(end) == ")" and view.lower(end + 1) in _BRACKETED_PART_HEADS) or (
        view.word(end) == "(" and view.word(end + 2) == ")" and view.lower(end + 3) in _BRACKETED_PART_HEADS)


# Singular nouns of systems a name may follow directly: "the lightweight NER system ZoNER", "the open LLM Qwen-7B".
_SYSTEM_NOUNS = frozenset({"model", "system", "framework", "method", "algorithm", "architecture", "network", "llm",
                           "vlm", "mllm", "lvlm", "detector", "tokenizer", "baseline", "agent", "pipeline", "backbone",
                           "encoder", "decoder", "optimizer", "toolkit", "library", "solver", "planner", "retriever",
                           "approach"})
_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "this", "each"})


def _clause_end(view: TokenView, start: int) -> int:
    """The index of the first comma, semicolon or full stop at or after `start` (the end of the view else)."""
    return next((i for i in range(start, view.n) if view.words[i] in (",", ";", ".")), view.n)


def _plural_noun(word: str) -> bool:
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


_PROPOSING_VERBS = frozenset({"propose", "introduce", "present", "develop", "design", "build"})


def _presented_before(view: TokenView, start: int) -> bool:
    """A name right after "a new <kind of method>," that opens its sentence (or a colon's list) or that "we
    propose": "A novel reweighting strategy, X, ...", "we propose a novel, labor-saving system, X, designed to"
    (not "we compare with a new baseline, X", whose verb says what X is)."""
    if view.word(start - 1) != "," or view.lower(start - 2) not in _APPOSITION_HEADS:
        return False
    for before in range(start - 3, max(-1, start - 9), -1):
        word = view.lowers[before]
        if word in ("a", "an"):
            proposed = view.lower(before - 1) in _PROPOSING_VERBS and view.lower(before - 2) == "we"
            # (after "we introduce" the thing is new whatever its adjectives: "we introduce a flexible data mixing
            # framework, Glimeleon, that ...")
            return (proposed or not _NEW_THING.isdisjoint(view.lowers[before + 1:start - 2])) \
                and "baseline" not in view.lowers[before + 1:start - 1] and (
                view.is_sent_start(before) or view.word(before - 1) in (":", ";")
                or (view.word(before - 1) == "," and view.is_sent_start(before - 2))  # "Then, a new ..."
                or proposed)
        if not (word.isalpha() or "-" in word or (word == "," and view.lower(before - 1) in _NEW_THING)) \
                or word in CLAUSE_BOUNDARIES:
            return False  # (a comma only after "novel": "we propose a novel, labor-saving system, X")
    return False


_EARLIER_WORDS = frozenset({"previous", "prior", "earlier", "original", "existing", "former", "baseline"})
# What "our" points to when it names what this paper is compared with, not what it proposes.
_RIVAL_WORDS = frozenset({"predecessor", "predecessors", "baselines"})


def _named_after_system_noun(view: TokenView, index: int) -> Optional[str]:
    """The determiner that opens, a few words before a name, the singular system noun right before it ('the open
    LLM X', 'our detection model X', 'a simple but efficient selection method X'), or None."""
    if view.lower(index - 1) not in _SYSTEM_NOUNS or view.lower(index + 1) in METHOD_HEADS:
        return None
    for before in range(index - 2, max(-1, index - 8), -1):
        word = view.lowers[before]
        if word in _DETERMINERS:
            return word
        if word == "our":  # "our detection model X" is the paper's own; "our previous model X" is not
            return "the" if _EARLIER_WORDS.intersection(view.lowers[before + 1:index]) else word
        if (word in _EARLIER_WORDS or word in ("recent", "current", "concurrent")) \
                and before == view.sentence_start(index):
            return "the"  # "Recent state-of-the-art approach X has shown ...": a phrase without its article
        if not (word.isalpha() or "-" in word) or (word in CLAUSE_BOUNDARIES and not _joins_two_adjectives(view, before)):
            return None
    return None


def _joins_two_adjectives(view: TokenView, index: int) -> bool:
    """Whether the 'but' at `index` joins two words right after an article ('a simple but efficient method'), inside
    one noun phrase, rather than opening a clause."""
    return view.lowers[index] == "but" and view.lower(index - 2) in ("a", "an") and view.lower(index - 1).isalpha() \
        and view.word(index + 1).isalpha() and view.word(index + 1).islower() \
        and view.lower(index + 1) not in CLAUSE_BOUNDARIES


def _boundaries_between(view: TokenView, start: int, end: int) -> bool:
    """Whether a clause boundary stands between `start` and `end`, not counting a 'but' inside a noun phrase."""
    return any(view.lowers[i] in CLAUSE_BOUNDARIES and not _joins_two_adjectives(view, i) for i in range(start, end))


_COMPARISON_WORDS = re.compile(r"\b(?:compar\w*|baselines?|versus|vs\.?|against)\b", re.I)
# Words that make listed systems others' (ready-made), and verbs by which a new system holds its listed parts.
_READY_MADE_WORDS = frozenset({"state-of-the-art", "sota", "popular", "widely-used", "well-known", "pretrained",
                               "pre-trained", "open-source", "off-the-shelf", "existing", "leading", "representative",
                               "mainstream", "commercial", "proprietary", "frontier", "standard", "baseline"})
# A digit in a sentence, other than that of a count of dimensions ("3D avatars hold potential in AR").
_A_DIGIT = re.compile(r"\d(?![Dd]\b)|\d(?<=\w\d)")


# How the name of data ends when it is made from a model's ("Vicuna-Bench", "GPT-Eval", "Llama-Instruct-Data").
_DATA_AFTER_A_MODEL = re.compile(r"(?:bench|benchmark|qa\d*|set|eval|data|dataset|corpus|test|arena)"
                            r"(?:[\s-]?v?\d+(?:\.\d+)*)?$", re.I)


def _named_after_a_known_model(text: str) -> bool:
    """'LLaMA-MoE', 'Qwen-Glim', 'LLaVA-3D': a known trained model's name as the field writes it, a hyphen, more of a
    name in capitals or digits: a model of that family (not 'Vicuna-Bench' or 'LLaVA-QA90', data named after one,
    nor 'CLIP-space', a word)."""
    family, _, rest = text.partition("-")
    return (rest[:1].isupper() or rest[:1].isdigit()) and len(family) >= 3 and family in _known_model_families() \
        and _DATA_AFTER_A_MODEL.search(text) is None


@lru_cache(maxsize=1)
def _known_model_families() -> frozenset[str]:
    return frozenset(name for name in known_model_names() if name.replace("-", "").isalpha())


_MAKING_GERUNDS = frozenset({"building", "constructing", "creating", "curating", "collecting", "compiling",
                             "releasing", "introducing"})


def _brought_in_as_new_data(view: TokenView, start: int, end: int) -> bool:
    """A name the sentence brings in as new data without a proposing verb the cue rules know: after "a novel
    dataset," or "new benchmarks, GlimA and" (the list the new noun heads), after a gerund of making ("by building
    the Glimmer dataset", "Introducing the Glim Questions Dataset (GQD)"), with its data noun after it there."""
    sentence_start = view.sentence_start(start)
    at = start - 1
    while at > sentence_start and (view.word(at) in (",", "and") or view.word(at)[:1].isupper()) \
            and view.lower(at) not in _DATA_LIST_HEADS:
        at -= 1  # back over the names listed before this one
    if view.lower(at) in _DATA_LIST_HEADS and view.word(at + 1) in (",", ":") and at + 1 < start:
        words = view.lowers[max(sentence_start, at - 4):at]
        if not _NEW_WORDS.isdisjoint(words) and _READY_MADE_WORDS.isdisjoint(words):
            return True  # "we apply a novel dataset, GlimMaturity", "new large-scale benchmarks, GlimA and GlimB"
    gerund = start - 2 if view.lower(start - 1) in ("the", "a", "our") else start - 1
    if view.lower(gerund) in _MAKING_GERUNDS and (view.lower(gerund - 1) == "by" or gerund == sentence_start):
        # "by building the Glimmer dataset", "Introducing the Glim Questions Dataset (GQD), we ...": the data noun
        # in the name (or its long form) or right after it
        return not _ONE_DATASET_HEADS.isdisjoint(view.lowers[start:end + 1])
    return False


def _apposed_as_ready_made(view: TokenView, end: int) -> bool:
    """', a large-scale pre-trained vision-language model': an apposition that says a name is ready-made (not ', a
    new pre-trained model', which the paper makes)."""
    if view.word(end) != "," or view.lower(end + 1) not in ("a", "an") or view.lower(end + 2) in ("novel", "new", "first"):
        return False
    words = view.lowers[end + 2:end + 7]
    return not _READY_MADE_WORDS.isdisjoint(words[:next((i for i, w in enumerate(words) if w in METHOD_HEADS), 5)])


_HAVING_PARTS = frozenset({"integrates", "comprises", "includes", "contains", "features", "incorporates", "has",
                           "employs"})
# Nouns for data after a defined short form: "bird's-eye-view (BEV) images", "synthetic aperture radar (SAR) data";
# not where a process noun follows ("Adaptive Mixup Sampling (AMS) data augmentation": a method).
_DATA_NOUNS = frozenset({"image", "images", "imagery", "video", "videos", "scan", "scans", "signal", "signals",
                         "infrared", "recordings", "volumes", "sequences", "modality", "modalities", "data"})
_PROCESS_NOUN = re.compile(r"(?:tion|sion|ing|ment|sis)$")


def _kind_of_data(view: TokenView, start: int, end: int, proposed: bool) -> bool:
    """Whether a long form ending in "data" names a kind of data ("traditional Floating Quark Data (FQD)"), not a way
    of making or using it ("Learning from Noisy Data (LND)", "a solution named Random Sampling plus Glim Data"); a long
    form `proposed` right after its cue is the paper's own."""
    return not proposed and _named_as(view, start) is None and _PREPOSITIONS.isdisjoint(view.lowers[start:end]) \
        and "plus" not in view.lowers[start:end]


# Heads of defined terms for instruments and treatments, or the noun right after one's short form: "Glim Vision
# Sensor (GVS)", "Quark Behavioral Therapy", "Zorb-Swept Continuous-Wave (ZSCW) radar".
_DEVICE_HEADS = frozenset("""therapy therapies logger loggers sensor sensors receiver receivers scanner scanners
microscope microscopes telescope telescopes satellite satellites camera cameras radar radars sonar sonars
sounder sounders lidar lidars""".split())
# Words that make a device's name a learned model's: "Neural Receiver", "Learned Scanner", "Soft Sensor".
_LEARNED_WORDS = frozenset({"neural", "learned", "learning", "soft", "learnable"})
# Heads of the names of places, which a short form may stand for too: "the Glim Valley National Park (GV Park)".
_PLACE_HEADS = frozenset({"park", "province", "county", "district", "city", "island", "valley", "basin",
                          "river", "lake", "sea", "ocean", "peninsula"})
# Words after a place's short form that leave it a place ("the Glim Valley (GV) in spring", "(GV), where ..."; not
# "the Glim Lake (GL) index", a name for a method).
_AFTER_A_PLACE = frozenset({"and", "or", "in", "at", "of", "to", "from", "over", "with", "is", "was", "are", "were",
                            "where", "which", "during", "for", "on", "near"})
# What an apposition may call a condition's name that makes it a learned model whoever brings it in: "Glim Focal
# Lesion (GFL), a segmentation network".
_NETWORK_HEADS = frozenset({"network", "networks", "model", "models", "architecture", "transformer", "encoder",
                            "decoder", "detector", "classifier"})
# Apposed nouns for something a paper builds, beside a method's heads: "the Glim Laboratory (GL), a platform ...".
_BUILT_THING_NOUNS = frozenset({"platform", "environment", "simulator", "testbed", "toolkit", "toolbox", "library",
                                "suite", "benchmark", "dataset", "engine", "tool"})


def _apposed_as_built(view: TokenView, after: int) -> Optional[str]:
    """The noun by which an apposition after a definition calls it something built, a method or a platform ("the
    Glim City (GC), a driving simulator", "Zorb Lesion (ZL), a segmentation network", "Zorb Stroke (ZS), a deep
    learning system"), or None."""
    if view.word(after) != "," or view.lower(after + 1) not in ("a", "an", "the", "our"):
        return None
    for index in range(after + 2, min(after + 8, view.n)):
        word = view.lowers[index]
        if word in METHOD_HEADS or word in _BUILT_THING_NOUNS:
            return word
        if not (word.isalpha() or "-" in word) or word in _PREPOSITIONS or word in CLAUSE_BOUNDARIES \
                or word in ("a", "an", "the") or (index > after + 2 and word.endswith(("ing", "ed"))
                                                  and word != "learning" and not view.words[index][:1].isupper()):
            return None  # (not "In Glim Pathology (GP), the introduction of vision models ...", "the Glim
            # Consortium (GC), the body maintaining the GlimSet dataset": the noun of another phrase)
    return None


# A body's name: "Glimford University", "the National Institute for Zorb Studies", "Department of Blix".
_AN_ORGANISATION = re.compile(r"\b(?:University|Museum|Hospital|Institute)$|"
                              r"\b(?:University|Institute|Department|College|Museum)\s+(?:of|for|in)\s")
_ORGANISATION_HEADS = frozenset({"organization", "organisation", "society", "committee", "consortium", "institute", "agency",
                                 "foundation", "council", "university", "administration", "conference", "workshop",
                                 "symposium", "centre", "center", "office", "department", "ministry", "commission",
                                 "bureau", "academy", "hospital", "clinic", "laboratory"})
# Words after which the next word is a verb: "can elicit reasoning", "does not encode reasoning".
_VERB_BEFORE = frozenset({"can", "may", "could", "will", "would", "should", "must", "cannot", "not", "does", "do",
                          "did"})
# Participles that narrow a task ("unsupervised anomaly detection"); other -ed words before one are verbs
# ("revolutionized code generation", "enabled GUI agents").
_TASK_PARTICIPLES = frozenset({"supervised", "unsupervised", "conditioned", "guided", "grounded", "constrained",
                               "unconstrained", "augmented", "structured", "unstructured", "imbalanced", "federated"})
# Words that never narrow a task: numbers, conjunctions, prepositions, adverbs, verdicts, how common or plain a way
# is, how good or big a system is ("eight anomaly detection", "but video generation", "unlike image classification",
# "since NLG", "mainstream object detection methods", "scalable image retrieval").
_NOT_TASK_MODIFIERS = frozenset("""one two three four five six seven eight nine ten eleven twelve but yet and or nor
same similar different prominent incorrect correct promise train test good better best poor general specific various
diverse new novel existing current standard typical traditional conventional popular challenging difficult key main
important critical downstream public since if because about unlike like hence even however thus therefore although
though unless until upon within without across among between beyond despite during except per than toward towards
versus whether once only just still so then mainstream vanilla naive modern recent nowadays given
off-the-shelf high-quality high-fidelity realistic accurate precise reliable
large-scale general-purpose scalable lightweight generalizable representative efficient effective robust flexible
powerful versatile comprehensive practical fundamental classic well-known widely-used contemporary
next-generation""".split())


def _future_work(view: TokenView, future: int, end: int) -> bool:
    """Whether "future" before a task is the time of work on it ("a baseline for future semi-supervised medical image
    segmentation", "future object detection models"), not a kind of the task ("future semantic segmentation", "future
    trajectory prediction")."""
    if view.lowers[end - 1] in _FORESEEING_HEADS:
        return False
    return view.lower(end) in _WORK_ON_A_TASK or (view.lower(future - 1) == "for"
                                                  and view.lower(future - 2) in _GROUNDWORK)


_FORESEEING_HEADS = frozenset({"prediction", "predictions", "forecasting", "forecast", "anticipation"})
_WORK_ON_A_TASK = frozenset("""research work works studies study models model methods frameworks framework systems
approaches applications directions efforts developments tools pipelines tasks""".split())
_GROUNDWORK = frozenset("""baseline baselines foundation foundations basis groundwork directions avenues insights
resource resources guidance implications opportunities""".split())


# Words after which a word is a verb, not a modifier: "we treat conditional image synthesis", "can enable".
_SUBJECTS = frozenset({"we", "they", "it", "which", "that", "who", "to"}) | _VERB_BEFORE
_NOT_PLURAL_ENDINGS = ("ss", "is", "us", "ics", "ous", "series", "species", "news", "lens", "gas", "ys", "as")


# Words a noun phrase opens after; after any other word, a word in -s is that word's verb ("noise hampers
# segmentation"), not a plural modifier ("for diabetes prediction", "the requirements classification").
_PHRASE_OPENERS = frozenset("""the a an for of in on to with by from and or as via at into about over under across
such our their its this these those both each between among than""".split())


_VERB_SUBJECTS = frozenset({"we", "they", "to", "i", "you"}) | _VERB_BEFORE


def _subject_before(view: TokenView, index: int) -> bool:
    """Whether the word before `index` may be a subject: a word that opens no noun phrase and, at the start of a
    sentence, a name ("QuillNet encodes ..."), not a capitalised adjective ("Early diabetes prediction")."""
    word, lower = view.word(index - 1), view.lower(index - 1)
    if index <= view.sentence_start(index) or not word.replace("-", "").isalnum() or lower in _PHRASE_OPENERS \
            or lower.endswith(("ing", "ed")) or view.lower(index - 2) in _VERB_SUBJECTS:
        return False  # "we study sales forecasting", "improving sales forecasting": the word before is the verb
    return not view.is_sent_start(index - 1) or is_name(word, frozenset()) or lower in ("it", "this", "they")


def _plural_modifier(word: str) -> bool:
    """A word in -s that may be a verb ('encodes'); 'robotics', 'physics', 'analysis' are not. Read as a verb only
    after a subject: 'diabetes prediction' and 'sales forecasting' are tasks."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(_NOT_PLURAL_ENDINGS)


_BRACKETED_NAME_GAP = frozenset({",", ";", ":", ".", "(", ")", "and", "or", "with", "which", "that", "the", "of", "to",
                                 "for", "existing", "popular", "standard", "conventional", "traditional", "original",
                                 "vanilla", "classic", "classical", "well-known", "widely", "state-of-the-art", "baseline"})


def _names_the_proposal(view: TokenView, cue_end: int, start: int) -> bool:
    """'we propose a two-stage random alternating framework (TRA-PAN)': a name in brackets right after the
    noun phrase a proposal opens with 'a', 'an', 'our' or 'the first' names what is proposed, as does one
    between the words and their head ('we present a glim-guided zorb (GlimZorb) framework'); not after 'the
    existing detection method (FooDet)', 'a plug-in for the popular tracking framework (ByteTrackX)' or 'modules
    (ResNet3D)'."""
    head = view.lower(start - 2)
    close = view.closing_bracket(start - 1, reach=4)
    if head not in METHOD_HEADS and close is not None and view.lower(close + 1) in METHOD_HEADS:
        head = view.lower(close + 1)
    between = view.lowers[cue_end:start - 1]
    if between[:2] == ["the", "first"]:
        between = between[1:]  # "we develop the first foundation model (PathoFM)"
    return view.word(start - 1) == "(" and head in METHOD_HEADS and not head.endswith("s") and 0 < len(between) <= 10 \
        and between[0] in ("a", "an", "our", "first", "novel", "new") and _BRACKETED_NAME_GAP.isdisjoint(between) \
        and _COMPARISON_WORDS.search(view.span_text(cue_end, start)) is None


def _numbered_item_between(view: TokenView, start: int, end: int, described: bool = False) -> bool:
    """'1)', '(ii)': the mark of an item of a numbered list between two tokens; with `described`, of an item an
    article or a name of several words opens, or a name its own purpose or apposition describes ('2) a Glim
    Transformer ...', '(iii) Quark Attention Head (QAH)', '(2) QuarkRank for reranking', '(2) ZorbTune, a recipe'; not
    '(2) FlorpNet' going on with the objects of a verb before)."""
    if ")" not in view.words[start + 1:end]:
        return False  # (no bracket closes between them, as most often: a test in C before the walk)
    return any(view.words[at + 1] == ")" and _ENUMERATOR.match(view.words[at])
               and (view.word(at - 1) == "(" or at == start or view.lower(at - 1) in (",", ";", ":", "and"))
               and (not described or view.lower(at + 2) in ("a", "an", "the")
                    or (view.word(at + 2)[:1].isupper() and view.word(at + 3)[:1].isupper())
                    or view.lower(at + 3) == "for" or (view.word(at + 3) == "," and view.lower(at + 4) in ("a", "an")))
               for at in range(start, end - 1))


def _spells_out_what_is_called(view: TokenView, cue: Cue, start: int) -> bool:
    """'we propose a new method, called glim-gated zorb fusion of glim adaptation (GZF-GA)': the name in brackets
    after the words a proposed method is called by names it too (not 'a method called X, built on the classic
    zorb transform (ZT)' nor 'a model named after the Glim Zorb (GZ)')."""
    if cue.text.lower() not in NAMING_PARTICIPLES or view.word(start - 1) != "(":
        return False
    words = view.lowers[cue.end:start - 1]
    return _names_a_proposed_method(view, cue.start) and 0 < len(words) <= 10 \
        and (_BRACKETED_NAME_GAP - {"of", "and", "with", "for", "to"}).isdisjoint(words)


def _names_a_proposed_method(view: TokenView, naming: int) -> bool:
    """'we propose a new method, called ...', 'we develop an approach named ...': the naming word at `naming`
    names a method the paper brings in (not 'a model named after ...', 'a task called ...')."""
    if view.lower(naming) not in NAMING_PARTICIPLES or view.lower(naming + 1) in ("after", "by"):
        return False
    named = naming - 2 if view.word(naming - 1) == "," else naming - 1
    if view.lower(named) not in METHOD_HEADS or view.lower(named).endswith("s"):
        return False
    first = max(view.sentence_start(naming), named - 6)
    before = view.span_text(first, named + 1)
    proposal = _PROPOSAL_BEFORE.search(before)
    if proposal is None:
        return False
    verb = first + len(before[:proposal.start()].split())
    subject = view.lowers[max(view.sentence_start(naming), verb - 4):verb]
    return _EARLIER_WORK_WORDS.isdisjoint(subject)  # (not "Smith et al. proposed a method called ...")


# A proposal that brings in, with an article and at most three describing words, the thing a naming word then names
# ("we propose a new method, called ..."; not "we propose a detector for a model called ...").
_PROPOSAL_BEFORE = re.compile(r"\b(?:propose[sd]?|introduce[sd]?|present[sd]?|develop(?:s|ed)?|design(?:s|ed)?)"
                              r"\s+(?:a|an)(?:\s+(?!(?:for|of|to|by|with|on|in|that|which|a|an|the)\b)[\w-]+){0,3}"
                              r"\s+[\w-]+\s*$", re.IGNORECASE)


def _with_an_article(view: TokenView, index: int) -> bool:
    """'the Glim-Aware Encoder', 'a 3DQuark module', 'an extra GlimConv layer': a name an article brings in, at
    most two plain words between, none calling it borrowed (not 'Quark-CLIP's KPS module', 'a pretrained QuarkViT
    encoder', nor one listed after a comma)."""
    for before in range(index - 1, max(-1, index - 4), -1):
        word = view.lowers[before]
        if word in ("a", "an", "the", "its", "our", "their"):
            return True
        if not word.isalpha() or word in _BORROWED_WORDS:
            return False
    return False


# Measures written small as a unit, which the same letters for other things may shadow.
_UNITS_AFTER_A_NUMBER = frozenset({"fps"})
# What a frame rate may be given per: "30 fps per camera stream", "120 fps per GPU".
_FRAME_RATE_PER = frozenset({"camera", "stream", "gpu", "device", "core", "node", "second"})
# Words that make a part another's: "a pretrained QuarkViT encoder", "the off-the-shelf GlimSeg module".
_BORROWED_WORDS = frozenset({"pretrained", "pre-trained", "existing", "off-the-shelf", "frozen", "standard",
                             "vanilla", "conventional", "original", "popular", "public", "open-source"})
# Heads of the parts a system is built from; a name given to one after the paper's proposal is the paper's own part.
_COMPONENT_HEADS = frozenset({"module", "block", "mechanism", "component", "unit", "branch", "layer", "adapter", "gate",
                              "router", "mixer"})
# The singular nouns that may follow a name before a passive proposal ("a GlimViM Block is proposed").
_NAMED_THINGS_HEADS = _SINGULAR_METHOD_HEADS | _COMPONENT_HEADS
# What a coined part of the paper's own system is called when a sentence about that system names it.
_OWN_PART_NOUNS = _COMPONENT_HEADS | {"encoder", "decoder"}
# Words in title case, hyphenated too: a coined loss's name before "loss" ("Glyph-Aware Zorb"; not "KL-divergence",
# a known quantity, nor "L1", "BCE", "Smooth-L1", short names of known losses).
_TITLE_CASE_WORDS = re.compile(r"[A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,})*(?: [A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,})*)*")


def _a_coined_loss(view: TokenView, item: Found, text: str, next_word: str) -> bool:
    """'a Text Glim-Consistency loss', 'the Glyph-Aware Zorb Loss': a loss named in title case, not taken from
    elsewhere ('the Quark Loss from prior work', 'its Zorb Loss')."""
    words = text.rsplit(" ", 1)
    name = words[0] if words[-1].lower() == "loss" and len(words) == 2 else text if next_word == "loss" else None
    end = item.end + (next_word == "loss")
    return name is not None and bool(_TITLE_CASE_WORDS.fullmatch(name)) \
        and view.lower(item.start - 1) not in ("its", "their") and "from" not in view.lowers[end:end + 4]
# What a defined name after the proposal ends in when, in a sentence about the paper's own system, it names one of its
# steps.
_STEP_HEADS = frozenset({"stage", "phase"})
# What a capitalised phrase that ends in a known model's name is when it names a part of its own: "the Motion Mamba
# module".
_NAMED_PART_HEADS = _COMPONENT_HEADS | {"technique", "strategy", "scheme", "operation", "operator"}


def _task_inside_a_title_case_name(view: TokenView, start: int, end: int, covered: set[int]) -> bool:
    """'a Layered Quark Video Compression framework', 'the Layered Glim Video Generation model': a known task
    written in capitals after two capitalised words and before the noun of a system ends a name (not 'Unsupervised
    Video Compression framework' with one word before, nor a task heading a sentence)."""
    if view.word(end) not in _WHOLE_NAME_HEADS or not all(is_title_word(word) for word in view.words[start:end]):
        return False  # (only before a lower-case noun: a capitalised one, "... Image Generation Model", is left
        # to the title-case reading as before)
    before = (start - 2, start - 1)
    return before[0] >= 0 and not covered.intersection(before) and all(
        is_title_word(view.words[index]) and not view.is_sent_start(index) and view.lowers[index] not in TASK_STOP
        for index in before)


# Nouns of a whole system that a capitalised name may stand before.
_WHOLE_NAME_HEADS = frozenset({"framework", "model", "system", "algorithm", "architecture", "network", "pipeline",
                               "method", "methodology", "approach"})


# After a bracketed short form, a network or coder names a part too: "the ... (SMGA) Network generates ...".
_BRACKETED_PART_HEADS = _COMPONENT_HEADS | {"network", "encoder", "decoder"}
# Words that mark what follows as the paper's own: "based on a novel ...", "built on our ...".
_NEW_WORDS = frozenset({"novel", "new", "our", "proposed"})
_DECIMAL = re.compile(r"^\d+\.\d+$")
# Parts of a model's name, not a measure's: "YoloV11 of 99.56%", "PSMNet of 38.1%", "Detectron2", "ConvNeXtTiny".
_MODEL_NAME_PART = re.compile(r"[vV]\d+(?:\.\d+)?$|Net|net\d|Former|former|BERT|GPT|LLM|tron|Tiny|Base|Large")
_SCORE_VALUE = re.compile(r"^\d+(?:\.\d+)?%?$")
_RIVAL_LEADS = frozenset({"than", "over", "vs", "vs.", "versus", "against", "across", "on"})  # "on RULER of 2.1": data
_COMPARING_STEMS = ("surpass", "outperform", "exceed", "beat", "compar")
_AFTER_A_SCORE = frozenset({",", ".", ";", "and", ")", "while", "on", "in", "at", "with", "for", "compared", "vs", "vs.",
                            ""})


def _achieves_a_score(view: TokenView, start: int, end: int) -> bool:
    """A name opening its clause (or a sibling size of one that does), a verb of attaining or improving, then a score
    in the same clause: "reaches a mAP of 55.5%", "attains 65.2% mAP", "improves Recall by 4.2%"; not in a sentence
    that contrasts or compares ("whereas GlimNet achieves only 60.3%", "Previously, GlimNet achieved ..."), nor what
    a verb of change acts on (the name after "improves")."""
    lead = view.lower(start - 1)
    first = view.sentence_start(start)
    family = view.words[start].rpartition("-")[0]
    sibling = lead in ("while", "and") and family and any(  # "GlimNet-Tiny reaches ..., while GlimNet-Base attains"
        word.rpartition("-")[0] == family for word in view.words[first:start - 1])
    if view.lower(end) not in _ATTAINING_VERBS or not (_leads_its_clause(view, start, _SUBJECT_LEADS) or sibling):
        return False
    if not _CONTRAST_WORDS.isdisjoint(view.lowers[first:start]):
        return False
    return any(_DECIMAL.match(word) or word.endswith("%") or (word[:1].isdigit() and view.word(i + 1) == "%")
               for i, word in enumerate(view.words[end + 1:min(_clause_end(view, end + 1), end + 12)], start=end + 1))


def _outperforms(view: TokenView, start: int, end: int) -> bool:
    """A name opening its clause, then a verb of beating others, an adverb perhaps between: "GlimNet consistently
    outperforms ...", "in which GlimBERT outperformed"; not a name listed with others ("A and B outperform"), nor
    one after a contrast ("Unlike earlier reports, GlimNet outperforms ...")."""
    verb = view.lower(end + 1) if view.lower(end) in _BEATING_ADVERBS else view.lower(end)
    return verb in _BEATING_VERBS and _leads_its_clause(view, start, _BEATING_SUBJECT_LEADS) \
        and _CONTRAST_WORDS.isdisjoint(view.lowers[view.sentence_start(start):start])


def _leads_its_clause(view: TokenView, start: int, leads: frozenset[str]) -> bool:
    """Whether the name at `start` opens its clause: right after one of `leads`, after the comma of a result
    adverb ("Specifically, GlimNet-Tiny reaches ..."), or after a structured abstract's heading ("RESULTS: GlimNet
    achieved ...")."""
    lead = view.lower(start - 1)
    return lead in leads or (lead == "," and (view.lower(start - 2) in _RESULT_ADVERBS
                                             or _after_a_fronted_phrase(view, start - 1))) \
        or (lead == ":" and _SECTION_HEADING_WORD.fullmatch(view.word(start - 2)) is not None)


# The last word of a structured abstract's heading before its colon: "RESULTS", "CONCLUSIONS", "FINDINGS".
_SECTION_HEADING_WORD = re.compile(r"[A-Z]{4,}")


def _after_a_fronted_phrase(view: TokenView, comma: int) -> bool:
    """Whether the comma at `comma` closes a short phrase opening the sentence on a preposition ("In extensive
    experiments, GlimNet ...", "Across all benchmarks, GlimNet ..."): the name after it is still the subject."""
    first = view.sentence_start(comma)
    return view.lower(first) in _SCENE_SETTING_LEADS and comma - first <= 10 \
        and "," not in view.lowers[first:comma]


def _set_in_other_work(view: TokenView, start: int) -> bool:
    """Whether what opens the sentence before the name at `start` sets it in others' work or apart from the paper's:
    "In earlier work, ZorbNet achieved ...", "On the other hand, ZorbNet reaches ...", "In 2021, ZorbNet ..." (not a
    year in a dataset's name: "On the Quark 2016 dataset, ZorbNet ...")."""
    before = view.lowers[view.sentence_start(start):start]
    return not (_EARLIER_WORDS | {"contrary", "concurrent"}).isdisjoint(before) \
        or any(word == "other" and following == "hand" for word, following in zip(before, before[1:])) \
        or any(_YEAR_WORD.match(word) and previous in ("in", "since", "until")
               for previous, word in zip(before, before[1:]))


_YEAR_WORD = re.compile(r"^(?:19|20)\d\d$")


def _set_apart_from_this_work(view: TokenView, item: Found) -> bool:
    """'The GlimZorb Adapter (Lee et al., 2022) ...', 'Unlike the GlimZorb Adapter, ...', 'Previous work introduced
    the GlimZorb Adapter': a part named with a citation, a contrast or earlier work is someone else's."""
    sentence = view.lowers[slice(*view.sent_ranges[view.sent_of[item.start]])]
    return _cited_right_after(view, item.end) or not _SET_APART_WORDS.isdisjoint(sentence) \
        or bool(_CREDITS_OTHERS.search(view.sentence_text(view.sent_of[item.start])))


# ("prior" alone may be the paper's own prior: "maps voxels into a prior")
_SET_APART_WORDS = (_PRIOR_WORK_WORDS - {"prior", "early"}) | {"unlike"}


def _cited_right_after(view: TokenView, end: int) -> bool:
    """Whether a citation follows the name ending at `end`: "(Lee et al., 2020)", "(Lee and Kim, 2021)", "(Lee,
    2020)", "[12]"; not a name's edition ("(Glim 2024)"), nor one the sentence goes on to call the paper's own
    ("X (Lee et al., 2024), our new framework")."""
    if view.word(end) == "[":
        close = end + 1
        while close < min(view.n, end + 8) and view.word(close) != "]":
            close += 1
        cited = view.word(end + 1)[:1].isdigit()
    elif view.word(end) == "(" and view.word(end + 1)[:1].isupper():
        close = view.closing_bracket(end, reach=12)
        inside = view.lowers[end + 1:close] if close is not None else []
        years = [i for i, word in enumerate(inside) if _YEAR_WORD.match(word)]
        cited = ("et" in inside and any(word.startswith("al") for word in inside)) \
            or (bool(years) and 0 < years[0] <= 5 and ("and" in inside or "&" in inside or inside[years[0] - 1] == ","))
    else:
        return False
    return cited and not (view.word(close + 1) == "," and view.lower(close + 2) in ("our", "a", "an")
                          and view.lower(close + 2 + (view.lower(close + 2) != "our")) in ("our", "new", "novel"))




# What a name that scores opens its clause after (a sentence's start, "the", "our"); one that beats others may
# also follow "that", "which" or "where" ("results show that GlimNet outperforms ...").
_SUBJECT_LEADS = frozenset({"", ".", "the", "our"})
_BEATING_SUBJECT_LEADS = _SUBJECT_LEADS | {"that", "which", "where"}


_MEASURE_PREFIX = re.compile(r"^[a-z](?=[A-Z])")  # "mDSC", "wF1"
_MEASURE_VARIANT = re.compile(r"(?:-[a-z]{1,2}|@\w{1,3}|\d+)$")  # "AUPRC-w", "HD95", "R@5"; not "IoU-Net"
# Adverbs after which a sentence reports the paper's own results: "Specifically, GlimNet-Tiny reaches ...".
_RESULT_ADVERBS = frozenset({"specifically", "notably", "remarkably", "finally", "moreover", "furthermore",
                             "additionally", "empirically", "experimentally", "concretely"})
# Words before a name that make what it attains another's: "In comparison to prior work, GlimNet achieves ..."
_CONTRAST_WORDS = frozenset({"whereas", "but", "however", "contrast", "comparison", "unlike", "reference",
                             "previously", "previous", "prior", "existing", "best", "baseline", "baselines"})
# Participles after "with" and a model that state its result: "..., with GlimNet achieving 45.2%".
_ATTAINING_PARTICIPLES = frozenset({"achieving", "reaching", "attaining", "obtaining", "scoring", "yielding",
                                    "outperforming", "surpassing"})


def _with_it_attaining(view: TokenView, item: Found) -> bool:
    """'..., with GlimNeXT achieving the best F1', 'with the GlimLM scoring 45.2%': the model a result is for (not
    data a model is trained with: 'models trained with GlimData achieving 45.1%')."""
    lead = item.start - 1 - (view.lower(item.start - 1) == "the")
    return view.lower(lead) == "with" and view.lower(item.end) in _ATTAINING_PARTICIPLES \
        and not view.lower(lead - 1).endswith(("trained", "tuned"))


_ATTAINING_VERBS = frozenset({"achieves", "achieved", "reaches", "reached", "attains", "attained", "obtains",
                              "obtained", "improves", "improved", "boosts", "boosted"})


def _stated_with_its_score(view: TokenView, start: int, end: int) -> bool:
    """'Miss2 of 33.62% and Miss4 of 18.05%': a name a bare score is stated for is that score's measure (not
    'FooSet of 60,000 images', a size, nor 'accuracy on FooSet of 85%', where the measure is named before)."""
    if view.lower(end) != "of" or not _SCORE_VALUE.match(view.word(end + 1)):
        return False
    after = end + 2 + (view.word(end + 2) == "%")
    before = view.lowers[max(view.sentence_start(start), start - 4):start]
    return view.lower(after) in _AFTER_A_SCORE and view.lower(start - 1) not in _RIVAL_LEADS \
        and not any(word in MEASURE_HEADS and word != "performance" or word.startswith(_COMPARING_STEMS)
                    for word in before)  # (not "surpasses StereoNet of 41.2%", "accuracy on FooSet of 85%")
# Units of size, time and compute after a number are not measures of quality: "1.5 MiB", "3.2 TFLOPs".
_PHYSICAL_UNIT = re.compile(r"^(?:[KMGTP]i?B|[kKMGT]?Hz|[mµn]?s|FPS|fps|[KMGTP]?FLOPs?|[KMGT]?MACs?|dB|mm|cm|km|kg)$")
# Verbs a method's name is the subject of ("GlimNet outperforms ..."), which a modified noun never is.
_NAME_VERBS = frozenset("""outperforms surpasses exceeds beats reduces lowers boosts enables allows learns uses
employs leverages exploits captures models combines integrates consists comprises contains requires yields
generates produces predicts provides offers delivers attains obtains reaches sets ranks runs scales adapts
extends builds relies operates works was were has had can could will would may might should must""".split())


# Verbs by which a name alone states what it achieved: a name the title gives is then the paper's method.
# (not "exceeds", as often a limit overrun: "... exceeds memory budgets")
_RESULT_OF_A_NAME = frozenset({"outperforms", "surpasses", "achieves", "attains"})


def _new_subject_between(words: list[str]) -> bool:
    """A comma, then an article or 'our', after plain words: the words after it open a new clause."""
    return any(word == "," and words[position + 1] in ("the", "a", "an", "our", "this", "these")
               and words[position - 1].isalpha() and words[position - 1].islower()
               for position, word in enumerate(words[1:-1], start=1))


def _after_a_fronted_comparison(view: TokenView, cues: list[Cue], index: int) -> bool:
    """Whether the name at `index` is the subject after a comparison opening its sentence."""
    first = bisect_left(cues, view.sentence_start(index), key=_CUE_START)
    return any(_subject_after_a_fronted_comparison(view, cue, index)
               for cue in cues[first:bisect_left(cues, index, key=_CUE_START)] if cue.kind == "COMPARE")


def _subject_after_a_fronted_comparison(view: TokenView, cue: Cue, index: int) -> bool:
    """Whether the name at `index` follows the comma that closes a comparison opening its sentence and leads on to a
    verb: "Compared with GlimNet, QuarkNet achieves ...", "Relative to A, B and C, our Glim consistently reduces ...";
    not a name listed after that comma ("Compared with A, B, and C, ...")."""
    if cue.first not in _FRONTING_COMPARISONS or cue.start - view.sentence_start(index) > 2:
        return False
    lead = index - (view.lower(index - 1) in ("our", "the"))
    if view.word(lead - 1) != "," or lead - 1 <= cue.end:
        return False
    position = index
    while position < min(view.n, index + 6) and (view.words[position][:1].isupper()
                                                 or view.words[position][:1].isdigit() or view.words[position] == "-"):
        position += 1
    verb = view.lower(position + 1) if view.lower(position).endswith("ly") else view.lower(position)
    return verb in _MAIN_CLAUSE_VERBS or (verb.isalpha() and verb.endswith("s") and not verb.endswith("ss"))


# First words of a comparison that can open a sentence ("Compared with ...", "In comparison to ...", "Relative to").
_FRONTING_COMPARISONS = frozenset({"compared", "comparison", "relative", "against"})
# Verbs a subject after such a comparison leads on to, besides the third person's "-s" forms.
_MAIN_CLAUSE_VERBS = frozenset(verb for verb in _ATTAINING_VERBS if verb.endswith("ed")) | {
    "reduced", "yielded", "delivered", "can", "could", "still", "also", "not", "only"}


_SPEED_WORDS = frozenset({"speedup", "speedups", "speed-up", "speed-ups", "acceleration", "faster", "throughput"})


def _speed_before(view: TokenView, index: int) -> bool:
    """Whether the word before `index` states a speed-up: "2.16x speedup", "1.41x", "3 times faster"."""
    before = view.word(index - 1)
    return view.lower(index - 1) in _SPEED_WORDS or (
        before[:1].isdigit() and before[-1:] in ("x", "×") and before[:-1].replace(".", "", 1).isdigit())


def _names_an_established(view: TokenView, verb: int) -> bool:
    """Whether the noun phrase a naming verb at `verb` follows calls the thing existing or earlier work
    ("the existing high-resolution MLLM called X", "our previous work named X"), within that phrase only
    ("the first benchmark from existing datasets, named X" is new), or says the name is the usual one
    ("commonly referred to as X", "also called X")."""
    if view.lower(verb - 1) in _USUAL_NAMING:
        return True
    for index in range(verb - 1, max(-1, verb - 7), -1):
        word = view.lowers[index]
        if word in _ESTABLISHED:
            return True
        if word in ("the", "a", "an", "this", "these", "from", "of", "on", "in", "with", ",", "and"):
            return False
    return False


# Nouns for the paper's own system, after "our", "the" or "this": "Our framework contains four components".
_OWN_SYSTEM_NOUNS = frozenset({"framework", "system", "model", "method", "approach", "pipeline", "architecture",
                               "network", "agent", "tool", "toolkit", "platform"})
# Verbs a system's own parts follow: "FooNet consists of the Adaptive Token Mixer (ATM) and ...".
_COMPOSITION_VERBS = frozenset({"consists", "consist", "comprises", "comprise", "comprising", "contains", "contain",
                                "includes", "include", "including", "composed"})
_USUAL_NAMING = frozenset({"commonly", "often", "usually", "generally", "widely", "sometimes", "typically",
                           "traditionally", "conventionally", "popularly"})  # not "also called": a second name


# Words that can follow the head of a noun phrase, and not a noun it modifies.
_HEAD_CLOSERS = frozenset({"with", "of", "for", "that", "which", "containing", "comprising", "covering", "featuring",
                           "consisting", "spanning", "including", "composed", "comprised"})
_COUNT = re.compile(r"^\d[\d,.]*$")  # "50,000", "1.4": a count in the phrase a name closes


def _introduced_as_a_task(view: TokenView, start: int, end: int) -> bool:
    """'the task of X', 'a new task, X, which ...', 'a novel task: X (Y)', 'a novel task called X': the name of a
    problem the paper poses, not of a method (not 'this new task, X combines ...', where X is a clause's subject,
    nor 'a framework for the segmentation task, named X', which names the framework)."""
    before = start - 1
    if view.lower(before) == "of":
        return view.lower(before - 1) in _NEW_TASK_NOUNS and view.lower(before - 2) in ("the", "new", "novel")
    if view.lower(before) in (",", ":"):
        noun = before - 1
        if not _ends_a_name(view, end):
            return False
    else:
        verb = _naming_participle_before(view, start)
        if verb is None or _named_as(view, start) is not None:
            return False  # ("a novel framework for the new task, named X": the framework)
        noun = verb - 2 if view.lower(verb - 1) == "," else verb - 1
    lead = view.lowers[max(0, noun - 3):noun]
    return view.lower(noun) in _NEW_TASK_NOUNS and not {"new", "novel"}.isdisjoint(lead) and "this" not in lead


def _past_a_bracketed_long_form(view: TokenView, index: int) -> Optional[int]:
    """Where the words after a name go on past the bracket opening at `index` ("NeoQA (News Events ...), a
    benchmark"), `index` itself where no bracket opens there, None where it does not close soon."""
    if view.word(index) != "(":
        return index
    close = view.closing_bracket(index, reach=16)
    return close + 1 if close is not None else None


def _apposed_as_a_new_task(view: TokenView, end: int) -> bool:
    """'GlimPredict, a novel task in which ...', 'GOSCS (Glim Object Search ...), a new subfield of ...': an
    apposition that calls the name a new problem, the noun ending its phrase (not 'X, a new task decomposition
    strategy', nor 'X, a novel task-aware framework')."""
    # a long form in brackets after its short form ends at its bracket
    index = _past_a_bracketed_long_form(view, end + (view.word(end) == ")"))
    return index is not None and view.word(index) == "," and view.lower(index + 1) in ("a", "an") \
        and view.lower(index + 2) in ("new", "novel") and view.lower(index + 3) in _APPOSED_TASK_NOUNS \
        and (view.lower(index + 4) in _PHRASE_ENDS or view.lower(index + 4).endswith("ing"))


_APPOSED_TASK_NOUNS = frozenset({"task", "problem", "subtask", "subfield"})
_TRADE_OFF_WORDS = frozenset({"trade-off", "trade-offs", "tradeoff", "tradeoffs", "balance", "balances", "balancing"})
_WEIGHED_BEFORE = frozenset({"and", "or", ",", "between", "of", "balancing", "balance", "balances"})
_WEIGHED_AFTER = frozenset({"and", "or", ",", "with", "against", "versus", "vs."})
_WEIGHED_ADJECTIVES = frozenset({"high", "higher", "better", "good", "strong", "competitive"})


def _weighed_in_a_trade_off(view: TokenView, start: int, end: int) -> bool:
    """'the best trade-off between accuracy and speed', 'balancing accuracy and efficiency', 'an accuracy and cost
    trade-off': a measure weighed against another (joined to it, or right after the weighing word) names no result,
    unless a number is given with it (not 'with a balanced loss, it improves recall')."""
    first, last = view.sent_ranges[view.sent_of[start]]
    before, after = view.lowers[max(first, start - 6):start], view.lowers[end:min(last, end + 4)]
    if _TRADE_OFF_WORDS.isdisjoint(before) and _TRADE_OFF_WORDS.isdisjoint(after):
        return False
    lead = start - 2 if view.lower(start - 1) in _WEIGHED_ADJECTIVES else start - 1  # "balancing high accuracy"
    if view.lower(lead) not in _WEIGHED_BEFORE and view.lower(end) not in _WEIGHED_AFTER:
        return False  # weighed against another: joined to it, or right after the weighing word
    return not any(_SCORE_VALUE.match(word) for word in before + after)


def _kind_in_apposition(view: TokenView, anchor: int) -> bool:
    """Whether the long form at `anchor` opens inside the apposition that calls a name just before it new: "GlimLUT,
    a novel learnable look-up table (LUT) framework", "Quark-to-Glim (Q2G), a new Multi-Agent Debate (MAD) framework"
    (not the parts listed in "consisting of a fusion strategy (SAF), a space glim module (SGM)")."""
    index = anchor - 1
    sentence_start = view.sentence_start(anchor)
    while index > sentence_start and anchor - index <= 3 and view.words[index].islower() \
            and view.lowers[index] not in ("a", "an") and view.lowers[index].replace("-", "").isalpha():
        index -= 1
    if index - 2 < sentence_start or view.lowers[index] not in ("a", "an") or view.word(index - 1) != "," \
            or _NEW_WORDS.isdisjoint(view.lowers[index + 1:anchor]):
        return False
    named = view.words[index - 2]  # a coined name, or the bracket closing its short form
    close = view.closing_bracket(anchor, reach=12)
    if close is not None and view.word(close + 1) == "," and view.lower(close + 2) in ("and", "or", "a", "an"):
        return False  # a part listed after another: "a Quark Module (QM), a novel Glim Head (GH), and a ..."
    return named == ")" or (named[:1].isupper() and any(ch.isupper() or ch.isdigit() for ch in named[1:]))


def _without_cues_inside(view: TokenView, cues: list[Cue], start: int, end: int) -> list[Cue]:
    """A cue word between capitalised words of a name is part of it ("Pseudo Feature Generation with Batch Glimmers
    (PFGBG), Variational Glimmer Replay (VGR)": no evaluation "with" the names after it). In a name in small letters
    ("data augmentation with noisy phonemes (DANP)") the word may still lead what follows, and is kept."""
    return [cue for cue in cues if not (start < cue.start < end - 1 and view.words[cue.start - 1][:1].isupper()
                                        and view.words[cue.end][:1].isupper())]


def _learned_from(view: TokenView, index: int) -> bool:
    """'a detector trained on a big corpus of scans', 'a transformer on a corpus': the noun at `index` is what a model
    learns from (a preposition after a training verb or a method noun, articles and plain adjectives between; not
    'results on a new dataset called X')."""
    for before in range(index - 1, max(-1, index - 4), -1):
        word = view.lowers[before]
        if word in ("on", "from", "in", "using", "over", "across"):
            learner = view.lower(before - 1)
            return learner in _TRAINING_VERBS or learner in METHOD_HEADS
        if not word.isalpha() or word in ("and", "or"):
            return False
    return False


_TRAINING_VERBS = frozenset({"trained", "pretrained", "pre-trained", "learned", "learnt", "fine-tuned", "finetuned",
                             "tuned", "fitted", "fit"})


def _named_as(view: TokenView, start: int, verb: Optional[int] = None) -> Optional[str]:
    """The noun a naming verb right before `start` names: "a comprehensive benchmark termed HAVEN" -> "benchmark"."""
    verb = _naming_participle_before(view, start) if verb is None else verb
    if verb is None:
        return None
    for index in range(verb - 1, max(-1, verb - 13), -1):
        word = view.lowers[index]
        if word in DATASET_HEADS and _learned_from(view, index):
            continue  # "a detector trained on a dataset of 1.2 million images, called X": the data is what the
            # thing named was trained on
        if (word in DATASET_HEADS or word in METHOD_HEADS or word in _MEASURE_NOUNS) and (
                index >= verb - 5 or view.lower(index + 1) in _HEAD_CLOSERS):
            return word  # further back, only a noun a phrase closes on: "a dataset with pixel-wise labels, named X",
            # "a corpus consisting of 9,000 clips with labels, called X"
        if not word.isalpha() and "-" not in word and not _COUNT.match(word) \
                and not (word in (",", "(") and index == verb - 1):
            return None  # a comma or a bracket may stand before the verb: "a benchmark ..., named X", "(named X)"
    return None


def _restated_as_data(view: TokenView, start: int) -> Optional[bool]:
    """Whether a restating word before `start` gives the name of one dataset the words before it describe: "the
    first dataset for glim tracking, i.e., GT500", "a corpus, namely GlimText" (not "a set of glim
    tokens, namely X": what the set holds is the kind). True where the paper's own or new words lead the
    noun ("our", "first"): the paper brings that dataset in; False where it names another; None where no dataset
    is restated."""
    if view.lower(start - 1) == "namely":
        at = start - 1
    elif view.word(start - 1) == "," and view.lower(start - 2) in ("i.e.", "i.e"):
        at = start - 2
    else:
        return None
    noun = next((index for index in range(at - 1, max(-1, at - 13), -1)
                 if view.lowers[index] in _ONE_DATASET_HEADS), None)
    if noun is None or _named_as(view, at + 1, verb=at) != view.lowers[noun]:
        return None
    sentence_start = view.sentence_start(noun)
    preposition = next((index for index in range(noun - 1, max(sentence_start - 1, noun - 5), -1)
                        if view.lowers[index] in _PREPOSITIONS), None)
    if preposition is not None and any(word in _APPOSITION_HEADS or word in ("baseline", "baselines")
                                       for word in view.lowers[max(sentence_start, preposition - 6):preposition]):
        return None  # (not "a tokenizer tailored to our corpus, namely X", "a baseline for the first benchmark of
        # its kind, i.e., X": the name restates the method the noun's phrase hangs on)
    return not _NEW_THING.isdisjoint(view.lowers[max(0, noun - 3):noun])


def _after_a_new_measure_noun(view: TokenView, start: int) -> bool:
    """'a novel metric, Glim Quark Concordance (GQC)', 'a new measure GQS': the name is the measure's the paper
    brings in, set right after the noun (after a comma, only a name set off by a bracket or punctuation is: not the
    subject of "Under a novel metric, GlimNet outperforms ...")."""
    at = start - 1 if view.word(start - 1) != "," else start - 2
    return view.lower(at) in ("metric", "measure") and not _NEW_THING.isdisjoint(view.lowers[max(0, at - 3):at])


# Small words a capitalised name may hold ("Learning to Rank", "Geometry in Style"); "in" only in a name set off
# as one ("Geometry in Style, a ..."), and "as", "then" and "is" only in a name set off as one right after the verb
# that presents it ("we propose Segment then Splat (...)", not "we compare Glim Net as Zorb Baseline, a ...").
_TITLE_NAME_JOINERS = frozenset({"for", "of", "with", "in", "to"})
_JOINERS_OF_A_SET_OFF_NAME = frozenset({"in", "as", "then", "is"})
_NAMING_VERBS_BEFORE = frozenset({"propose", "present", "introduce", "develop", "design", "call", "called", "named",
                                  "dubbed", "term", "termed", "coin", "coined"})


def _set_off_as_name(view: TokenView, end: int) -> bool:
    """Whether the words before `end` close as one name: a bracket, or an apposition ("X, a new method")."""
    return view.word(end) in ("(", ")") or (view.word(end) == "," and view.lower(end + 1) in ("a", "an", "the"))


def _after_score(view: TokenView, index: int) -> bool:
    """Whether the token right before `index` ends a score: "94.4 %", "0.87", "94.4\\%" (LaTeX)."""
    before = view.word(index - 1)
    return before == "%" or (before[:1].isdigit() and (before[-1:].isdigit() or before.endswith("\\%")))


_SCORE_UNITS = frozenset({"points", "point", "pp", "%", "x", "×"})


def _score_before(view: TokenView, index: int) -> bool:
    """Whether a stated result ends right before `index`: "9.1 points on AIME 24", "7.6 on X", "+3% on X"."""
    return _after_score(view, index) or (view.lower(index - 1) in _SCORE_UNITS and _after_score(view, index - 1))


# Narrower than _PROCESS_NOUN: no -ing, -ment or -sis word, nor "question" (-stion), opens a measure's two-word name.
# A computation whose speed is measured: "rendering speed", "convergence speed" (not a physical speed: "walking
# speed", "scanning speed", "sedimentation speed").
_TIMED_PROCESSES = frozenset("""inference rendering decoding encoding training finetuning fine-tuning convergence
response generation processing reasoning execution reconstruction registration optimization optimisation detection
tuning sampling retrieval search segmentation tracking prediction compression transcription synthesis learning
computation evaluation simulation annotation labeling labelling indexing matching serving editing planning
prefilling prefill denoising upsampling recognition tokenization parsing decompression mapping solving clustering
estimation verification localization classification translation query""".split())
# Words that end a noun compound read on to its head: "speedup over the baseline model" has none.
_NOT_IN_A_COMPOUND = frozenset("""over the a an in on for with of to than and or compared across at by from against
versus vs while when which that is are was were among between above below per as our their its this these those via
within under after before during into upon then also only all each every both such outperforming surpassing
matching exceeding beating achieving reaching using yielding obtaining showing compared improved reduced trained
evaluated tested measured reported computed averaged""".split())
# What comes before "rendering" used as a verb: "..., rendering X unreliable", "thereby rendering X".
_VERB_RENDERING_LEADS = frozenset({"thereby", "often", "potentially", "effectively"})
_THIRD_PERSON_VERBS = frozenset("""is was has does improves increases decreases drops rises remains reaches exceeds
falls grows doubles stays becomes gets""".split())


def _object_then_its_state(view: TokenView, at: int) -> bool:
    """After 'X, rendering <measure>': an article or a plural noun at `at` makes 'rendering' the verb ('..., rendering
    accuracy comparisons invalid', '..., rendering efficiency a secondary concern'); a verb, 'by', a number or the
    clause's end keep the measure ('..., rendering time is 12 ms')."""
    word = view.lower(at)
    return word in ("a", "an", "the") or (word.isalpha() and word.endswith("s") and not word.endswith("ss")
                                            and word not in _THIRD_PERSON_VERBS)
_PROCESS_NOUN_END = re.compile(r"(?:[^s]tion|sion)$")  # "detection", "fusion" (not the nouns below)
_NOT_PROCESSES = frozenset({"vision", "version", "precision", "dimension", "mission", "session", "television"})
# What may come right before a measure's two-word modifier ("the glim detection accuracy", "improves glim detection
# accuracy"): a word that opens a noun phrase, or a verb a measure is the object of (or a word that grades the
# measure: "higher glim retention rates").
_PHRASE_LEADS = frozenset({"the", "a", "an", "its", "their", "our", "his", "her", "this", "these", "of", "in", "on",
                           "for", "with", "by", ",", "(", ":", "and", "or", "as", "like", "including", "achieves",
                           "achieve", "achieving", "attains", "maintains", "preserves", "yields", "reaches",
                           "improving", "boosting", "enhancing", "raising", "increasing"})
_VERB_LEADS = frozenset({"to", "that", "which", "who", "can", "may", "might", "will", "would", "could", "should",
                         "must", "we", "they", "also", "not", "often", "further"})
_NOT_MODIFIERS = frozenset({"yet", "neither", "nor", "so", "both", "either", "as", "than", "then", "off", "up",
                            "decent", "maximum", "median", "max", "min"}) | CLAUSE_BOUNDARIES


def _opens_a_noun_phrase(view: TokenView, index: int) -> bool:
    """Whether the word at `index` reads as a noun or adjective in a measure's name, not as a verb before its object
    ("adapters raise ...", "that worsen ...") nor a word that joins clauses ("..., but detection accuracy drops"),
    with no tagger's help: the word before it opens a noun phrase, takes a measure as its object, or is another
    modifier, but not a subject."""
    word = view.lower(index)
    before = view.lower(index - 1)
    if (word.endswith("s") and not word.endswith("ss")) or word in _NOT_MODIFIERS:
        return False
    if before in _PHRASE_LEADS or before in METRIC_MODIFIER_STOP or _CHANGE_VERB.match(before) is not None:
        return True
    # another modifier before it ("plot hole detection rates"), but not a subject before a verb ("adapters raise
    # recognition accuracy", "we raise ...", "that worsen ...")
    return before not in _VERB_LEADS and not (before.endswith("s") and not before.endswith("ss"))


def _plain_modifier(view: TokenView, index: int) -> bool:
    """A lower-case noun that can open a measure's name ("weight" in "weight estimation accuracy")."""
    word = view.word(index)
    return word.isalpha() and word.islower() and word not in TASK_STOP and word not in METRIC_MODIFIER_STOP \
        and word not in _CHANGE_VERBS and not word.endswith(("ing", "ed", "ly"))


_KIND_OF_WORK = frozenset({"task", "tasks", "problem", "problems", "setting", "settings", "scenario", "scenarios"})


def _modifies_next(view: TokenView, end: int) -> bool:
    """'using LiDAR-inertial odometry', 'via a Chrome extension': a name right before a lower-case
    content word names what that word is of, not a method the paper uses."""
    following = view.word(end)
    if not (following.isalpha() and following.islower()) or following in TASK_STOP \
            or following in CLAUSE_BOUNDARIES or following in _NAME_VERBS:
        return False
    after = view.lower(end + 1)
    # "GlimNet takes fewer parameters": a word in -s with an object after it is the name's verb, not its noun
    return not (following.endswith("s") and not following.endswith("ss") and (
        after in _VERB_OBJECT_LEAD or after in _OBJECT_QUANTIFIERS or after[:1].isdigit()))


def _names_a_kind(view: TokenView, end: int) -> bool:
    """'in OSA patients', 'on PSC data': a name before a plain noun says what kind of thing that is,
    unless a dataset noun follows ('the X evaluation set') or the word is a participle ('X compared with')."""
    following, after = view.lower(end), view.lower(end + 1)
    if not _modifies_next(view, end) or following.endswith(("ed", "ing", "ly")) or following in _PHRASE_BREAKS \
            or following in _RESULT_VERBS or following in _PARTS_OF_A_SET:
        return False
    if any(w in DATASET_HEADS or w.rstrip("s") in DATASET_HEADS for w in view.lowers[end:end + 4]):
        return False  # "the MMEB multimodal embedding benchmark", "HO3Dv3 leaderboards"
    return after in _PHRASE_ENDS or not after[:1].isalnum()  # the noun ends the phrase: "in OSA patients over"


# Words that follow the end of a noun phrase.
_PHRASE_ENDS = _PHRASE_BREAKS | frozenset("""over during within without through via after before who which that
is are was were""".split())
# Verbs a dataset's name is the subject of in a result ("Experiments on X validate ...").
_RESULT_VERBS = frozenset("""validate validates demonstrate demonstrates show shows confirm confirms reveal reveals
indicate indicates verify verifies prove proves highlight highlights suggest suggests lead leads""".split())
# Verbs that open a clause of their own where a list of measures might go on: "..., and exhibit higher consistency".
_CLAUSE_VERBS = _RESULT_VERBS | frozenset("""exhibit exhibits achieve achieves provide provides maintain maintains
enable enables require requires outperform outperforms""".split())
# Nouns for a part of a dataset: "the SpokenWOZ test set", "TartanAir forest sequences".
_PARTS_OF_A_SET = frozenset("""test train training validation val dev development split splits subset subsets
sequence sequences scene scenes track tracks""".split())


# Only words that start an object: adverbs and "over", "only" follow plural nouns as often ("MLM calls significantly improve").
_OBJECT_QUANTIFIERS = frozenset({"fewer", "less"})


# Coined measure names: "BERTScore", "AlignScore", "CLIPScore".
SCORE_NAME = re.compile(r"[A-Za-z0-9]Score$")
_TITLE_CASE_SCORE = re.compile(r"^(?:[A-Z][\w\-]* )+(?:Score|Index)$")


def _names_a_score(view: TokenView, text: str, end: int) -> bool:
    """'AlignScore', 'Automatic Latent Alignment Score': a measure by its name, unless the words after it say what
    else it is ('Adaptive Confidence Score, a method that ...'); an '... Index' only in a sentence about measures
    ('metrics like the Judgment Robustness Index')."""
    if not (SCORE_NAME.search(text) if " " not in text else _TITLE_CASE_SCORE.match(text)):
        return False
    if text.endswith("Index"):
        sentence = view.lowers[slice(*view.sent_ranges[view.sent_of[end - 1]])]
        if _MEASURE_WORDS.isdisjoint(sentence):
            return False  # an index is as often a data structure ("the Inverted File Index") or a market's
    head = _apposition_head(view, end)
    return view.lower(end) not in METHOD_HEADS and (head is None or head[0] not in METHOD_HEADS)


_MEASURE_WORDS = frozenset({"metric", "metrics", "measure", "measures", "measured", "score", "scores"})
# A known measure's letters with a cutoff or a size written on: "minADE5", "APs", "APr" (capitals and digits alone
# are as often a dataset's or a marker's name: "ADE20", "CD8").
_INDEXED_MEASURE = re.compile(r"(?P<stem>(?:min|max)[A-Z]{2,5})\d{1,3}|(?P<sized>[A-Z]{2,4})[smlr]")


def _indexed_measure(text: str) -> bool:
    """'minADE5', 'APr': a known measure at a cutoff or on a size of object, not a name of its own."""
    match = _INDEXED_MEASURE.fullmatch(text)
    return match is not None and (match["stem"] or match["sized"]).lower() in known_measures() \
        and text not in known_names()


# Coined benchmark names: "XLRS-Bench", "LongBench", "MMBench" (not "bench" alone, nor "Benchmarking").
_BENCH_NAME = re.compile(r"[A-Za-z0-9][-_]?(?:Bench|BENCH)$")
# What an apposition may hold before its head noun: "X, the first large-scale benchmark", "X: a new suite".
_APPOSITION_STOPS = frozenset({",", ".", ";", ":", "(", ")", "for", "that", "which", "to", "of", "with", "and", "or",
                               "in", "on", "is", "are", "was", "we", "where", "while"})
_NEW_THING = frozenset({"our", "new", "novel", "first"})
_PLAIN_NUMBER = re.compile(r"\d+(?:\.\d+)*")
# A last word that describes a noun to come ("Weakly Supervised", "Geometry Enhanced", "Keyword-Guided"): a name
# ending in it is cut short of its head.
_DANGLING_MODIFIER = re.compile(r"(?:^|[\s-])(?:[Ss]upervised|[Uu]nsupervised|[Bb]ased|[Gg]uided|[Aa]ware|[Dd]riven|"
                                r"[Ee]nhanced|[Cc]onditioned|[Ii]nspired)$")
_ESTABLISHED = frozenset({"existing", "prior", "previous", "popular", "widely-used", "well-known", "established",
                          "standard", "conventional", "classic", "off-the-shelf", "well-established", "traditional",
                          "classical", "vanilla", "recently", "previously"})  # "the recently proposed AEB tracker"
_CONTAINER_HEADS = frozenset({"suite", "collection", "set", "family", "series"})
# Nouns for models that no method head spells: what "a family of efficient LLMs" holds
_MODEL_WORDS = frozenset({"llm", "llms", "vlm", "vlms", "mllm", "mllms", "lvlm", "lvlms", "lmm", "lmms", "slm", "slms",
                          "judge", "judges", "evaluator", "evaluators", "verifier", "verifiers"})
# Prepositions that link the head of a phrase to another noun: "preferences over LLMs", "outputs from LLM judges"
_LINKING_PREPOSITIONS = frozenset({"over", "between", "from", "by", "across", "among", "against", "about", "via",
                                   "through", "under", "within", "without"})


def _apposition_noun(view: TokenView, end: int) -> str:
    """_apposition_head's noun alone, or '' where no apposition follows."""
    apposed = _apposition_head(view, end)
    return apposed[0] if apposed else ""


def _apposed_kind_of_method(view: TokenView, comma: int) -> bool:
    """', a novel paradigm that ...', ', the first training recipe for ...': an apposition whose noun phrase ends in a
    word for a way of doing things, a method's head noun or one that `_apposition_head` leaves untyped ("paradigm",
    "recipe", "formulation"). What it follows is one thing: a plural ("simple changes, a recipe ...") is not."""
    article = view.lower(comma + 1)
    if article not in ("a", "an") and not (article == "the" and view.lower(comma + 2) in _NEW_THING):
        return False
    if view.lowers[comma - 1].endswith("s") and not view.lowers[comma - 1].endswith(("ss", "is", "us")):
        return False
    position = comma + 2
    while position < min(view.n, comma + 8) and view.lowers[position] not in _APPOSITION_STOPS:
        position += 1
    return position > comma + 2 and view.lowers[position - 1] in _APPOSITION_HEADS


# Nouns for data made from other data: "an extension of", "a curated subset of".
_DATA_DERIVATION_NOUNS = frozenset({"version", "extension", "subset", "variant", "expansion", "re-annotation", "split",
                                    "refinement", "reannotation"})


def _method_apposed_to_definition(view: TokenView, end: int) -> bool:
    """'leap glim prediction (L-GP), a new decoding method': an apposition after a definition (its long form
    ending at `end` before the bracket, or its short form before the closing bracket) heads on a method noun."""
    if view.word(end) == "(":
        close = view.closing_bracket(end, reach=4)
        if close is None:
            return False
        end = close
    if view.word(end) == ")":
        end += 1
    head = _apposition_head(view, end)
    if head is None or head[0] not in METHOD_HEADS:
        return False
    for word in view.lowers[end + 1:end + 12]:
        if word in METHOD_HEADS:
            return True
        if word in _TASK_LIKE_NOUNS:
            return False  # "(L-GP), a task unsolved by any single model": a task, whatever noun comes later
    return True


_TASK_LIKE_NOUNS = frozenset({"task", "tasks", "problem", "problems", "setting", "settings", "challenge",
                              "challenges"})


def _apposed_as_derived_data(view: TokenView, end: int, dataset_starts: frozenset[int]) -> bool:
    """'GlimSet++, a cleaned extension of the popular GlimSet (GS) dataset', 'Quark-U, a 2x larger version of
    QuarkSet': a name apposed as made from a dataset is a dataset (not 'GlimNet-v2, an enhanced version of GlimNet
    pretrained on QuarkSet', a model: the data ends no phrase that begins at 'of')."""
    if view.word(end) != "," or view.lower(end + 1) not in ("a", "an"):
        return False
    sentence_end = view.sent_ranges[view.sent_of[end]][1]
    for index in range(end + 2, min(end + 9, sentence_end - 1)):
        word = view.lowers[index]
        if word in _DATA_DERIVATION_NOUNS and view.lower(index + 1) == "of":
            start = index + 2 + (view.lower(index + 2) == "the")
            for at in range(start, min(start + 7, sentence_end)):
                if at in dataset_starts or view.lowers[at] in DATASET_HEADS:
                    return True
                if view.lowers[at] in _DERIVED_PHRASE_ENDS or view.lowers[at] in METHOD_HEADS:
                    return False  # "a version of GlimNet trained on ...", "a variant of the focal loss for ..."
            return False
        if not (word.isalpha() or "-" in word or word == "," or word[:1].isdigit()):
            return False
    return False


# Words that end the phrase after "a version of": what follows is said of it, not part of its name.
_DERIVED_PHRASE_ENDS = frozenset({",", "on", "to", "for", "with", "in", "by", "from", "that", "which", "using",
                                  "trained", "pretrained", "pre-trained", "fine-tuned", "finetuned", "tuned"})


def _purpose_of_a_method(view: TokenView, start: int, after: int) -> bool:
    """Whether the defined name from `start` is what a method is for: "a novel method for Glim Error Explanation
    (GEE) using ...", a task's words after "for" and a method's head noun, in plain capitals (not "a method for Glim
    Network (GN) training", "a framework for Glim Quark Localization (GlimQL)", "... for QuArk LoCalization (QALC)")."""
    before = start - 1 - (view.lower(start - 1) == "the")
    following = view.lower(after)
    short = view.word(after - 2)
    last = view.lowers[after - 4]
    return view.lower(before) == "for" and view.lower(before - 1) in METHOD_HEADS \
        and (following in _PHRASE_ENDS or following in _PURPOSE_GOES_ON or not following[:1].isalnum()) \
        and short.replace("-", "").isupper() and not any(_capital_inside(part) for word in view.words[start:after - 3]
                                                         for part in word.split("-")) \
        and last in _PROBLEM_HEADS


# Head nouns of a problem a method is for, never of a technique's own name ("Glim Data Augmentation", "Quark
# Attention", "Low-Rank Glim Adaptation" are methods).
_PROBLEM_HEADS = frozenset("""detection segmentation recognition classification localization localisation tracking
prediction forecasting estimation retrieval captioning answering summarization summarisation translation diagnosis
explanation assessment understanding reconstruction restoration navigation parsing tagging labeling labelling""".split())

_PURPOSE_GOES_ON = frozenset({"using", "with", "via", "by", "based", "from", "in", "on"})


def _capital_inside(word: str) -> bool:
    """'ReliAble', 'iDentification': a capital after a word's first letter, among small letters."""
    return any(ch.isupper() for ch in word[1:]) and any(ch.islower() for ch in word)


def _presented_as(view: TokenView, index: int) -> bool:
    """Whether the name before the "as" (or ", as") at `index` is what the paper presents: a presenting verb right
    before the name ("we introduce Glimscope as a ..."), and the name no task's words ("Glim Segmentation (GS) as a
    novel benchmark"; nor "we use QuarkLM as the teacher")."""
    end = index - 3 if view.word(index - 1) == ")" and view.word(index - 3) == "(" else index
    if view.lower(end - 1) in TASK_HEADS:
        return False
    start = end
    while start > max(0, end - 6) and (view.words[start - 1][:1].isupper() or view.words[start - 1][:1].isdigit()):
        start -= 1
    return start < end and view.lower(start - 1) in _PRESENTING_VERBS


_PRESENTING_VERBS = frozenset("""propose proposes introduce introduces present presents release releases construct
constructs build builds curate curates create creates develop develops position positions""".split())


_BE_FORMS = frozenset({"is", "are", "was", "were"})


def _defined_then_apposed_as_a_method(view: TokenView, item: "Found", anchor: int) -> bool:
    """'Glim Zorbing (GZ), a technique designed for ...': a definition (either of its forms) that a comma apposition
    calls a method without calling it new (not 'our design of Glim Tokens (GT), ...', nor one item of a list of
    definitions: 'a glim fusion strategy (GFS), a zorb module (ZM), and ...')."""
    end = item.end
    if view.word(end) == "(" and view.word(end + 2) == ")":
        end += 3  # the long form: past its short form
    elif view.word(end) == ")":
        end += 1
    if view.word(end) != "," or view.lower(end + 1) not in ("a", "an") or "(" in view.words[end + 1:end + 10] \
            or ("our" in view.lowers[max(0, anchor - 4):anchor]
                and _BE_FORMS.isdisjoint(view.lowers[max(0, anchor - 4):anchor])):
        return False  # (but "our baseline is Glim Zorbing (GZ), a classic algorithm")
    head = _apposition_head(view, end)
    return head is not None and head[0] in METHOD_HEADS and not head[1] \
        and _NEW_WORDS.isdisjoint(view.lowers[end + 1:end + 5]) \
        and {"we", "our", "here"}.isdisjoint(view.lowers[end + 1:end + 9])  # (not "an approach we develop for ...")


def _set_after_a_data_phrase(view: TokenView, start: int, end: int) -> bool:
    """'a public dataset for focus measurement, GlimSEE, holding ...': a name between commas right after a phrase
    headed by one data noun (its "for"/"of" words lower-case), going on with what the data holds or ending there."""
    if view.word(start - 1) != "," or not (view.word(end) in (".", ";") or (
            view.word(end) == "," and view.lower(end + 1) in _HOLDING_WORDS)):
        return False
    at = start - 2
    while at > start - 8 and at >= 0 and view.words[at].isalpha() and view.words[at].islower() \
            and view.lowers[at] not in _ONE_DATASET_HEADS:
        at -= 1
    return at >= 0 and view.lowers[at] in _ONE_DATASET_HEADS and view.lower(at - 1) not in ("the", "this") \
        and (at == start - 2 or view.lower(at + 1) in ("for", "of", "on"))


_HOLDING_WORDS = frozenset({"containing", "comprising", "holding", "consisting", "which", "that", "with", "featuring",
                            "including"})


def _title_case_run_end(view: TokenView, start: int) -> int:
    """Where a run of title-case words (and the small words inside a title: 'of', 'across') from `start` ends, or
    `start` when fewer than two such words open it."""
    end = start
    while end < view.n and (is_title_word(view.words[end]) or (
            end > start and view.lowers[end] in _TITLE_SMALL_WORDS and is_title_word(view.word(end + 1)))):
        end += 1
    return end if end - start >= 2 else start


_TITLE_SMALL_WORDS = frozenset({"of", "for", "across", "in", "on", "with", "and", "to", "via", "from", "the", "a"})


def _apposition_head(view: TokenView, end: int) -> Optional[tuple[str, bool]]:
    """The head noun of an apposition right after a name, and whether it presents something new:
    "AGHI-QA, the first large-scale benchmark for ..." -> ("benchmark", True). A bracketed
    long form between the two is skipped: "NeoQA (News Events ...), a benchmark"."""
    index = end + (view.word(end) in _QUOTE_MARKS)  # '"Glimmer", a framework'
    if _RELEASE.match(view.lower(index)) and view.word(index + 1) in (",", "("):
        index += 1  # "GlimSet 2.0, a dataset ...": the apposition is the released name's
    index = _past_a_bracketed_long_form(view, index)
    if index is None:
        return None
    separator = view.word(index)
    glued_article = separator.lstrip("-—–").lower()  # "EgoBrain --the world's first ... dataset"
    if separator[:1] in ("-", "—", "–") and glued_article in ("a", "an", "the", "our"):
        first, article = index + 1, glued_article
    elif separator in (",", ":", "—", "–", "--", "-", "is", "was") and view.lower(index + 1) in ("a", "an", "the", "our"):
        first, article = index + 2, view.lowers[index + 1]  # "QZMRI is the first Korean ... dataset" too
    elif (separator == "as" or (separator == "," and view.lower(index + 1) == "as")) \
            and view.lower(index + 1 + (separator == ",")) in ("a", "an", "the", "our") and _presented_as(view, index):
        # "we propose Glimscope, as the broadest benchmark", "we introduce Glimscope as a new benchmark"
        first = index + 2 + (separator == ",")
        article = view.lowers[first - 1]
    else:
        return None
    new_thing = article == "our"
    container: Optional[str] = None
    head: Optional[str] = None  # the last head noun of the phrase: "a multilingual agent benchmark in ..." is a benchmark
    position, reach = first, first + 9
    while position < min(view.n, reach):
        word = view.lowers[position]
        if word == "(" and head is None and view.word(position + 2) == ")" \
                and any(ch.isupper() for ch in view.word(position + 1)):
            position, reach = position + 3, reach + 3
            continue  # "a compositional chart question answering (CQA) benchmark": an acronym defined on the way
        if container is None and head is None and word in _CONTAINER_HEADS and view.lower(position + 1) == "of":
            container = word  # "TxGemma, a suite of efficient LLMs": what the suite holds names the thing, if it is named
            position += 2
            continue
        # "M-Judge, a suite of open-weight LLM judges": models (not "a set of LLM prompts", "an LLM training corpus",
        # "a collection of preferences over LLMs", "questions generated by LLMs")
        if word in _MODEL_WORDS and _ends_the_noun_phrase(view, position) \
                and _LINKING_PREPOSITIONS.isdisjoint(view.lowers[first:position]):
            word = "model"
        if word in DATASET_HEADS or word in METHOD_HEADS or (word.endswith("s") and word[:-1] in METHOD_HEADS) or (
                word in _APPOSED_MEASURES and _ends_a_measure_phrase(view, position)):
            # "X, a novel metric leveraging Vision-Language Models": a metric (not "a metric learning framework")
            if not (head in ("benchmark", "benchmarks") and view.lowers[position - 1] in (head, "benchmarking")):
                head = word  # but "a benchmark framework for ...", "a ... benchmarking system" is a benchmark
            position += 1
            continue
        if word == "data" and head is None and position > first and view.lower(position + 1) in _NAME_ENDS \
                and view.lower(position + 1) not in ("and", "or"):
            head = "dataset"  # "GlimMosaic, a large-scale synthetic puzzle training data." (not "a data and
            # training framework")
            position += 1
            continue
        if word == "benchmarking" and view.lower(position + 1) in METHOD_HEADS:
            head = "benchmark"
            position += 1
            continue
        if head is not None and (word in _APPOSITION_STOPS or word.endswith("ing")):
            break  # the phrase ended: "a framework leveraging ...", "a model for ..."
        following = view.lower(position + 1)
        if word == "," and view.lowers[position - 1] != article and following.replace("-", "").isalnum() \
                and following not in _APPOSITION_STOPS and following not in ("which", "who", "but", "as"):
            position += 1
            continue  # "the world's first open-source, spatially registered ... dataset", "a high-quality,
            # just-1k-scale safety dataset": adjectives in a row
        if word in ("and", "or") and head is None and following.isalpha() and following not in _APPOSITION_STOPS:
            position += 1
            continue  # "the largest and most diverse dataset": modifiers joined
        if word == "of" and head is None and view.word(position - 1)[:1].isupper() \
                and view.word(position - 2)[:1].isupper() \
                and (named_head := _titled_dataset_head(view, position + 1)) is not None:
            position, reach = named_head, max(reach, named_head + 1)
            continue  # "GLIMAL, the first 3D Multi-class Segmentation of the Whole Quark Lesions dataset": a title
        if word in _APPOSITION_STOPS:
            break
        new_thing = new_thing or word in _NEW_THING
        position += 1
    if head is not None:
        return head, new_thing
    return (container, new_thing) if container in DATASET_HEADS else None


def _titled_dataset_head(view: TokenView, start: int) -> Optional[int]:
    """Where a dataset noun ends the capitalised words of a title from `start` on ("the Whole Quark Lesions
    dataset"), or None; the caller asks for two title words before "of" (not "GlimEval, an Analysis of the
    QuarkQA benchmark", which analyses data)."""
    position = start + 1 if view.lower(start) == "the" else start
    while position < min(view.n, start + 7) and view.word(position)[:1].isupper() \
            and view.lowers[position] not in DATASET_HEADS:  # ("... Lesions Dataset": the head, capitalised)
        position += 1
    return position if position > start and view.lower(position) in DATASET_HEADS \
        and view.word(position - 1)[:1].isupper() else None


def _names_a_data_source(view: TokenView, start: int, end: int, cue: Optional[Cue]) -> bool:
    """Whether a long form names data a programme gathered, used as data here: "questions from the Glim Election
    Study (GES)", "scans provided by the Quark Connectome Project (QCP)"; not a kind of study ("an Ablation Study
    (AS)", "a User Study"), nor a programme named with no data in sight ("the Open Glim Initiative (OGI), a
    consortium")."""
    head = view.lowers[end - 1]
    if head not in _DATA_SOURCE_HEADS or (head in ("study", "survey") and view.lowers[end - 2] in _STUDY_KINDS):
        return False
    near = view.lowers[max(view.sentence_start(start), start - 6):start]
    return (cue is not None and cue.kind in ("EVAL", "TRAIN_ON")) or not _DATA_WORDS.isdisjoint(near) \
        or view.lower(end + 3) in DATASET_HEADS or view.lower(end + 3) == "data"


# Heads of long forms that name a collection of data gathered by a programme: "the Glim Values Survey (GVS)", "the
# Quark Neuroimaging Initiative (QNI)", "the Foo Cancer Registry (FCR)".
_DATA_SOURCE_HEADS = frozenset({"survey", "study", "project", "initiative", "registry", "cohort", "census"})
_STUDY_KINDS = frozenset({"user", "ablation", "pilot", "case", "human", "evaluation", "simulation", "controlled",
                          "comparative", "feasibility", "interview", "literature", "systematic", "empirical"})
_DATA_WORDS = frozenset({"data", "dataset", "datasets", "database", "questions", "records", "reports", "samples",
                         "scans", "images", "responses", "participants", "subjects", "cohorts"})


_APPOSED_MEASURES = frozenset({"metric", "metrics", "measure", "measures"})
# What brings in a thing of the paper's own before "a novel": "equipped with a novel ...", "introduces a novel ..."
# (not "This leads to a novel Design Space")
_BRINGING_IN = frozenset({"with", "using", "via", "through", "by", "introduce", "introduces", "introducing", "propose",
                          "proposes", "proposing", "present", "presents", "design", "designs", "develop", "develops",
                          "incorporate", "incorporates", "incorporating", "employ", "employs", "employing", "use",
                          "uses", "utilize", "utilizes", "adopt", "adopts", "leverage", "leverages", "leveraging",
                          "feature", "features", "featuring"})


def _ends_its_phrase(view: TokenView, end: int) -> bool:
    """Whether a name ends where its noun phrase does, at most one head noun before the clause goes on: not part of a
    longer name ("a novel Layered Texture Latent Flow model", "Marker-based Prompt learning framework"), nor
    the object of a participle ("a novel Bio-Inspired Loss composed ..." reads its name elsewhere)."""
    following, then = view.word(end), view.word(end + 1)
    return not following[:1].isupper() and not then[:1].isupper() and following.lower() not in _PARADIGM_HEADS \
        and not following.endswith("ed") and then.lower() not in METHOD_HEADS


def _ends_the_noun_phrase(view: TokenView, index: int) -> bool:
    """Whether the word at `index` is the last noun of its phrase: a stop word follows, or a participle opening a
    clause ("judges ranging from"), not a noun it modifies ("LLM judges", "LLM training corpus")."""
    following = view.lower(index + 1)
    return following in _APPOSITION_STOPS or following == "" or (
        following.endswith(("ing", "ed")) and view.lower(index + 2) in _CLAUSE_AFTER_PARTICIPLE)


_CLAUSE_AFTER_PARTICIPLE = _APPOSITION_STOPS | {"from", "by", "the", "a"}


def _ends_a_measure_phrase(view: TokenView, index: int) -> bool:
    """'a novel metric leveraging VLMs', 'a metric for captions': the measure ends its phrase; not 'a metric learning
    framework' or 'a measure space', where it modifies the noun after it."""
    following = view.lower(index + 1)
    return _ends_the_noun_phrase(view, index) or (following.endswith(("ing", "ed")) and following != "learning")


def _a_named_benchmark(view: TokenView, start: int, end: int) -> bool:
    """'on the GLIM benchmark': a measure's name before one dataset noun is the benchmark's name (not "the GLIM
    benchmark scores", "the GLIM benchmark results", nor "an accuracy benchmark")."""
    after = view.lower(end + 1)
    return view.lower(start - 1) == "the" and view.lower(end) in ("benchmark", "dataset") \
        and any(ch.isupper() for ch in view.words[start]) \
        and not (after in _BENCHMARK_RESULT_NOUNS or _noun_goes_on(view.word(end + 1)))


_BENCHMARK_RESULT_NOUNS = frozenset({"score", "scores", "result", "results", "performance", "numbers", "metric",
                                     "metrics", "rate", "rates", "accuracy"})


def _ends_a_plural_head(following: str) -> bool:
    """Whether the word after a plural noun leaves it the head of its phrase ("two corpora for ...", "two corpora."),
    not a modifier of a noun after it ("two parallel corpora mining methods")."""
    return not following.isalpha() or following in _PHRASE_ENDS or following in _AFTER_A_PLURAL_HEAD \
        or following.endswith("ed")  # "two corpora annotated by linguists"


_AFTER_A_PLURAL_HEAD = frozenset({"for", "of", "in", "with", "from", "covering", "spanning", "containing",
                                  "comprising", "that", "which", "and", "or", "built", "collected", "derived"})


# What opens a sentence with a phrase before its subject ("For X and Y, new metrics were ..."), and the verbs that
# make a plural noun after a list the subject of its own clause.
_FRONTING_WORDS = frozenset({"for", "using", "on", "with", "after", "when", "in", "by", "from", "to", "via", "through",
                             "applying", "given", "across", "under", "among", "beyond", "unlike", "like", "besides"})
_VERBS_AFTER_A_SUBJECT = frozenset({"is", "are", "was", "were", "be", "show", "shows", "showed", "have", "has", "can",
                                    "could", "will", "would", "reveal", "reveals", "indicate", "indicates", "predict",
                                    "predicts", "suggest", "suggests", "capture", "captures"})


def _subject_of_a_clause(view: TokenView, start: int) -> bool:
    """Whether a verb follows the noun phrase ending before `start` within a few words, before a comma or a relative
    word: 'new metrics were computed', 'new datasets for low-resource languages are generated' (not 'new metrics,
    and show ...', 'new metrics in which overlap is weighted')."""
    for word in view.lowers[start:start + 6]:
        if word in (",", ".", ";", ":", "which", "that", "who", "and", "to"):
            return False
        if word in _VERBS_AFTER_A_SUBJECT:
            return True
    return False


# What follows a plural data noun apposed with no lead word, so that it describes the names before it.
_BARE_PLURAL_APPOSITION_THEN = frozenset({"that", "which", "for", "covering", "spanning", "designed", "built",
                                          "constructed", "containing", "comprising"})


def _ends_its_noun_phrase(view: TokenView, index: int) -> bool:
    """Whether the noun before `index` ends its phrase: punctuation, a function word or a kind of data follows ("...
    radar.", "radar on", "radar data"), not another noun it only modifies ("a (GQZ) lidar backbone")."""
    word = view.lower(index)
    return not word.isalpha() or word in TASK_STOP or word in _DATA_NOUNS or word in _VERBS_AFTER_A_DEVICE \
        or word.endswith("ed")  # ("(GZQ) sensors mounted on ...")


# Verbs that may follow a device's name as the subject of a clause: "(GQZ) cameras capture ...".
_VERBS_AFTER_A_DEVICE = frozenset({"capture", "captures", "provide", "provides", "record", "records", "offer", "offers",
                                   "measure", "measures", "produce", "produces", "is", "are", "was", "were", "can",
                                   "could", "must", "should", "will", "would", "may", "might"})


def _in_a_fronted_phrase(view: TokenView, index: int) -> bool:
    """Whether the list of names holding `index` sits in a phrase the sentence opens with ("Unlike GlimNet and
    QuarkNet, ...", "Using GlimTool, ..."), not in the clause after it ("To test it, we create A and B, ...")."""
    first = view.sentence_start(index)
    start = index
    while start > first and (view.word(start - 1) in (",", "and") or view.word(start - 1)[:1].isupper()):
        start -= 1
    return view.lowers[first] in _FRONTING_WORDS and "," not in view.words[first:start]


def _counted_apposition(view: TokenView, end: int) -> Optional[str]:
    """The plural head of the apposition a list of names ending at or after `end` shares:
    "PolarSet and BurstSet, two innovative datasets developed for ..." -> "datasets"; "... and BurstSet+,
    the first public datasets of ..." -> "datasets"."""
    index = end  # past the rest of the list: commas, "and" and capitalised words only
    while index < min(view.n, end + 12) and not (view.word(index) == "," and view.lower(index + 1) in _LIST_APPOSITION_LEADS):
        if view.word(index) == "," and view.lower(index + 1) in _PLURAL_DATASET_HEADS \
                and view.lower(index + 2) in _BARE_PLURAL_APPOSITION_THEN and not _in_a_fronted_phrase(view, end - 1):
            return view.lowers[index + 1]  # "GlimBox and GlimBox-1K, benchmarks that span ...": no lead at all (not
            # "Unlike GlimNet and QuarkNet, benchmarks that ...": a fronted phrase, then the clause's subject)
        if view.word(index) not in (",", "and") and not view.word(index)[:1].isupper():
            return None
        index += 1
    if view.word(index) != "," or view.lower(index + 1) not in _LIST_APPOSITION_LEADS:
        return None
    new_lead = view.lower(index + 1) in ("new", "novel")
    if new_lead and view.lower(view.sentence_start(end)) in _FRONTING_WORDS:
        return None  # ("For GlimNet and QuarkNet, new metrics were computed": a fronted phrase, then the subject)
    lead_is_the = view.lower(index + 1) == "the"
    for position in range(index + 2, min(view.n, index + 6)):
        word = view.lowers[position]
        if (word in _PLURAL_DATASET_HEADS and _ends_a_plural_head(view.lower(position + 1))) or (
                word.endswith("s") and (word in DATASET_HEADS or word[:-1] in METHOD_HEADS)) or (
                word in ("metrics", "measures") and _ends_a_plural_head(view.lower(position + 1))):
            if new_lead and _subject_of_a_clause(view, position + 1):
                return None  # ("We compare A and B, new measures of entropy show ...": the next clause's subject)
            return word  # ("two multilingual corpora" too, not "two parallel corpora mining methods")
        if word in _APPOSITION_STOPS or word in _PLACE_PREPOSITIONS or word in ("of", "for", "between") or (
                lead_is_the and word.endswith("s") and not word.endswith(("ss", "us"))):
            return None  # ("GlimNet and QuarkNet, the strongest baselines across datasets": what they are comes first)
    return None


def _holds_counted_items(view: TokenView, end: int) -> bool:
    """'X, which contains 6,120 annotated clips', 'X, which comprises over 1.3 million image-text pairs', 'X contains
    18k instances': a name said to hold a number (in digits) of the units data comes in is data (not 'X contains 3
    transformers', 'X covers 1.2 million residents')."""
    at = _clause_verb_at(view, end + 1 if view.word(end) == ")" else end)
    collection = _apposed_collection_noun(view, end)
    if collection is not None:
        at = collection + 1  # "X, a large resource containing 12k prompts"
    if view.lower(at) not in _HOLDS_VERBS and view.lower(at) != "includes":
        return False
    at += 2 if view.lower(at + 1) == "of" else 1
    while view.lower(at) in _ROUGHLY:
        at += 1
    if not _HELD_COUNT.fullmatch(view.word(at)):
        return False
    following = view.lowers[at + 1:min(view.n, at + 6)]
    stop = next((i for i, word in enumerate(following) if not (word[:1].isalnum() or word == "-")), len(following))
    return any(word.rsplit("-", 1)[-1] in _DATA_UNITS for word in following[:stop])


def _apposed_collection_noun(view: TokenView, end: int) -> Optional[int]:
    """Where the noun of an apposition that calls a name a collection is ("X, a comprehensive resource containing
    ..."), or None."""
    if view.word(end) != "," or view.lower(end + 1) not in ("a", "an", "the"):
        return None
    return next((index for index in range(end + 2, min(end + 6, view.n))
                 if view.lowers[index] in _COLLECTION_NOUNS), None)


# Nouns for a body of data that say nothing of its kind until what it holds is counted: "a resource containing ...".
_COLLECTION_NOUNS = frozenset({"resource", "collection", "repository", "compilation", "archive"})
_ROUGHLY = frozenset({"over", "more", "than", "about", "approximately", "nearly", "around", "roughly", "almost",
                      "up", "to", "some", "~"})
_HELD_COUNT = re.compile(r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?[kKM]?")
# The units data is counted in: "6,120 clips", "1.3 million image-text pairs", "70 hours of speech".
_DATA_UNITS = frozenset("""images videos clips pairs samples instances examples questions answers sentences documents
hours recordings utterances dialogues conversations scans volumes tweets posts reviews articles papers scripts frames
annotations queries problems items entries records trajectories tokens words texts captions prompts scenes tasks
interviews transcripts facts photos photographs sequences shapes meshes paths molecules reports snippets files
speakers patients subjects participants volunteers cells graphs events minutes cases programs functions""".split())


_STATISTICS = frozenset({"alpha", "kappa", "tau", "rho", "coefficient", "correlation"})
_NOT_AUTHORS = frozenset({"generation", "the", "this", "our", "total", "sparse", "spurious", "distance", "partial"})


_EVENT_WORDS = frozenset({"task", "challenge", "track", "workshop", "competition", "shared"})
# Where a title's head ends before its subtitle: "Top-Down Compression: Revisit ...", "X - a study of ...".
_TITLE_HEAD_END = re.compile(r"\s*:\s|\s[-\u2013\u2014]\s|[?!]")


def _title_head_phrase(title: str) -> list[str]:
    """The words a title opens with up to its subtitle or first linking word, without an article: "Random Registers
    for Cross-Domain ..." -> ['Random', 'Registers']."""
    words = []
    for word in _TITLE_HEAD_END.split(title, 1)[0].split() if title else []:
        if word.lower() in _SUBTITLE_BREAKS:
            break
        words.append(word)
    return _without_article(words)


# A measure at a cutoff or threshold: "mR@50", "passItr@25", "Recall@10", "mAP@0.5:0.95" (not an e-mail address).
_SMALL_CUTOFF = re.compile(r"[1-9]\d?|100")  # a rank cut: 1 to 100
_AT_CUTOFF = re.compile(r"^[A-Za-z][A-Za-z\-]{0,11}@\d+(?:\.\d+)?(?::\d+(?:\.\d+)?)?$")


def _named_statistics(view: TokenView, covered: set[int]) -> list[Found]:
    """"Cronbach's alpha", "Fleiss' kappa", "Kendall's tau", "Kappa coefficient": a statistic named after its author or
    by its letter is a measure."""
    out = []
    for index in view.lower_indices(_STATISTICS):
        start = index - 1
        possessive = view.word(start) in ("'s", "'", "’s", "’")
        if possessive:
            start -= 1
        name = view.word(start)
        if start < 0 or not is_title_word(name) or "-" in name or view.is_sent_start(start) \
                or name.lower() in METHOD_HEADS or name.lower() in _STATISTICS - {"kappa"} \
                or any(i in covered for i in range(start, index + 1)):
            continue  # not "The Transformer correlation"; "Kappa coefficient" is one
        if not possessive and (view.lowers[index] == "correlation" or len(name) < 4 or name.lower() in _NOT_AUTHORS):
            continue  # "Spurious Correlation", "Gen Alpha": no author's statistic
        covered.update(range(start, index + 1))
        out.append(Found(start, index + 1, "METRIC", None, "metric:statistic", 0.6, text=view.span_text(start, index + 1)))
    return out


def _parameter_budgets(view: TokenView, covered: set[int]) -> list[Found]:
    """'with only 0.4M parameters', 'fewer than 300K learnable parameters', 'just 3.1 million parameters': a small
    parameter count a model keeps to is a cost the abstract reports, named by its noun alone (one measure, however
    the parameters are qualified). A count in billions is a language model's size ('only 3B parameters'), and one
    without 'only', 'just', 'merely', 'fewer than' or 'less than' just describes a model."""
    out = []
    for index in view.lower_indices(_PARAMETER_NOUNS):
        start = index - 1 if view.lower(index - 1) in _PARAMETER_KINDS else index
        count = start - 1
        if view.lower(count) in _COUNT_SCALES:
            count -= 1  # "3.1 million"
        written = view.lower(count).rstrip("+")  # "4M+"
        if not _SMALL_PARAMETER_COUNT.match(written) or (
                written[-1:].isdigit() and view.lower(count + 1) not in _COUNT_SCALES):
            continue  # ("12 parameters" of a formula; "3B parameters": a model's size)
        lead = count - 1 if view.lower(count - 1) in _BUDGET_WORDS else count - 2 if (
            view.lower(count - 1) == "than" and view.lower(count - 2) in ("fewer", "less")) else None
        if lead is None or (view.lower(lead - 1) == "with" and view.lower(lead - 2) in _MODEL_PLURALS) \
                or any(i in covered for i in range(start, index + 1)):
            continue  # ("architectures with fewer than 300K parameters": a bound a search or a filter sets)
        covered.update(range(start, index + 1))
        out.append(Found(index, index + 1, "METRIC", None, "metric:parameter-budget", 0.6, text=view.words[index]))
    return out


_PARAMETER_NOUNS = frozenset({"parameters", "params"})
_PARAMETER_KINDS = frozenset({"trainable", "learnable", "tunable", "additional", "extra"})


def _opens_with_a_count(view: TokenView, at: int) -> bool:
    """'the One Billion Glim Benchmark': a count in words that opens a name, after a small word (not a sentence's first
    word, nor one after a capitalised word: 'Section Two Glim Dataset' is a part of the paper, then a name)."""
    first = at
    while view.lower(first - 1) in _COUNTS_IN_WORDS:
        first -= 1
    return view.lowers[at] in _COUNTS_IN_WORDS and not view.is_sent_start(first) \
        and not view.word(first - 1)[:1].isupper()


_COUNTS_IN_WORDS = frozenset("one two three four five six seven eight nine ten twelve twenty fifty hundred thousand "
                             "million billion".split())
_COUNT_SCALES = frozenset({"million", "thousand", "k", "m"})
_SMALL_PARAMETER_COUNT = re.compile(r"^\d+(?:\.\d+)?[km]?$")  # "0.4M", "300K", "14k", "3.1" (before "million")
_BUDGET_WORDS = frozenset({"only", "just", "merely"})
_MODEL_PLURALS = frozenset({"models", "architectures", "networks", "variants", "candidates"})


# What may follow a listed name: the list's delimiters, or the end of its bracket or sentence.
_AFTER_A_LISTED_NAME = frozenset({",", "and", "or", ";", ")", "."})


def _with_plain_part(view: TokenView, item: Found, not_entities: frozenset[str], held: set[int]) -> Found:
    """'on FaceQ and ZorCo Plants as well as ...': a coined dataset name, then one capitalised word where the
    name's list or sentence goes on, is one name (a collection, then its part). Not a known name, a word the
    stoplist knows, nor a split ("BIRD Dev"), nor the first of several capitalised words a list goes on with
    ("TCM Knowledge, Reasoning, and Safety")."""
    end = item.end
    if end >= view.n or item.key is not None or not item.rule.startswith("shape:name") or end in held \
            or view.is_sent_start(end):
        return item
    word = view.words[end]
    after = end + 1
    if view.lower(after) == "as" and view.lower(after + 1) == "well":
        delimited = True
    else:
        delimited = view.word(after) in _AFTER_A_LISTED_NAME
        while view.word(after) in (",", "and", "or"):
            after += 1
        following = view.word(after)  # a plain capitalised word: the list goes on with words, not names
        delimited = delimited and not capitalised_word(following)
    if not delimited or not (len(word) > 2 and capitalised_word(word)) \
            or word in not_entities or word.lower() in TASK_STOP or word.lower() in _PARTS_OF_A_SET:
        return item
    return replace(item, end=end + 1, text=view.span_text(item.start, end + 1), rule=item.rule + "+part")


_CHALLENGE_WORDS = frozenset({"Challenge", "Competition"})
# Nouns that name data in a long form even when capitalised: "Glim Image Dataset for Exploration (GIDE)".
_DATA_NAME_NOUNS = frozenset({"dataset", "datasets", "benchmark", "benchmarks", "corpus", "corpora", "bench", "suite"})
# After a name, a noun that makes it a challenge's, as "challenge" does ("the GLIM-200 competition"); not a head noun
# elsewhere (a router its authors call "competition"), nor after "a" ("for a GLIMA competition": its host); a name
# without a digit before it is the body that runs it ("the QUARKA competition").
_COMPETITION_NOUNS = frozenset({"competition"})  # (one: "the Glim and Quark competitions" are series, not data)
# A participant's report: "our submission to", "one of the top-performing solutions to", "ranked second in"
_TAKING_PART = re.compile(r"\b(?:our|submissions?|participated|participate in|team|place|ranked|ranks|entry|one of "
                          r"the)\b|\b(?:solutions?|approach(?:es)?|systems?) (?:to|for)\b", re.I)
# Its organisers' report: "an overview of the ... Challenge", "the results of the BOP Challenge 2024"
_ORGANISERS_REPORT = re.compile(r"\boverview of the\b|\bresults of the\b|\b(?:we|was|were) organi[sz]ed\b|"
                                r"\borgani[sz]ed to\b", re.I)


def _challenge_end(view: TokenView, end: int) -> Optional[int]:
    """Where the name of a challenge or shared task that a name at ..end opens ends: 'NTIRE 2025 Image Denoising
    Challenge', 'SLRTP Sign Production Challenge', 'BEA 2025 Shared Task', with the year or task number that may
    close it ('RecSys Challenge 2023', 'DCASE Challenge Task 1', 'NLPCC 2025 Shared Task 7'); or None."""
    first = end + bool(_YEARISH.match(view.word(end)))
    for index in range(first, min(view.n, first + 6)):
        word = view.word(index)
        if word in _CHALLENGE_WORDS:
            index += 1
            index += bool(_YEARISH.match(view.word(index)))
            return _task_number_end(view, index) or index
        if word == "Shared" and view.word(index + 1) == "Task":
            return _task_number_end(view, index) or index + 2
        if not is_title_word(word) and not _HAS_UPPER_INSIDE.match(word):
            return None
    return None


# Words in capitals that name a kind, not an organiser or a series: "the SOTA Detection Challenge winners", "our
# LLM Image Captioning Challenge submission".
_GENERIC_CAPITALS = frozenset({"SOTA", "LLM", "LLMs", "VLM", "VLMs", "MLLM", "MLLMs", "LVLM", "LVLMs", "DNN", "CNN",
                               "GNN", "RL", "ML", "DL", "NLP", "CV", "SOTAs"})
# A word in capitals, maybe hyphenated: an organiser's or series' name ('GLIM', 'GLIM-XR', 'QRK2')
_CAPITALS_WORD = re.compile(r"^[A-Z][A-Z0-9]+(?:-[A-Za-z0-9]+)*$|^[a-z]+\d+[a-z]+\d+$")  # (or 'q4z2': a series;
# not 'seq2seq' or 'e2e', words for a kind of model)


def _challenge_lead(view: TokenView, start: int, taken: set[int]) -> int:
    """Where a challenge's name begins when capital-letter words no rule took come before its title-case words:
    'the GLIM-XR Detection Challenge 2025', 'the GLIM 2025 QRK Restoration Challenge' (the organiser, series or
    edition is part of the name), and a title-case word between two such words ('the QRK Elbow CT Segmentation
    Challenge'). Not an article or a capitalised sentence opener ('The', 'A')."""
    index = start
    while index - 1 >= 0 and index - 1 not in taken and start - index < 4 \
            and view.words[index - 1] not in _GENERIC_CAPITALS:
        word = view.words[index - 1]
        before = index - 2 >= 0 and index - 2 not in taken and _CAPITALS_WORD.match(view.words[index - 2])
        if _CAPITALS_WORD.match(word):
            index -= 1
        elif before and (_YEARISH.match(word) or (is_title_word(word) and _CAPITALS_WORD.match(view.words[index]))):
            index -= 2
        else:
            break
    return index


def _challenges_named_for_tasks(view: TokenView, items: list[Found]) -> list[Found]:
    """'the GLIM 2025 Efficient Super-Resolution Challenge', 'the Zorb Image Captioning Challenge 2025': a known
    task written in title case between a name and 'Challenge' is part of the challenge's name, which is also
    data; the task stays a task. The name before it: title-case words, words in capitals and years (not a year
    alone), not the sentence's first word unless in capitals ('Image Captioning Challenge' alone is not one)."""
    taken = {index for item in items for index in range(item.start, item.end)}
    out = []
    for item in items:
        if item.label != "TASK" or not item.rule.startswith("gaz") or view.word(item.end) not in _CHALLENGE_WORDS \
                or not all(word[:1].isupper() for word in view.words[item.start:item.end]):
            continue
        start = item.start
        while start - 1 >= 0 and start - 1 not in taken and item.start - start < 4 \
                and view.words[start - 1] not in _GENERIC_CAPITALS:
            word = view.words[start - 1]
            if _CAPITALS_WORD.match(word) or _YEARISH.match(word) \
                    or (is_title_word(word) and not view.is_sent_start(start - 1)):
                start -= 1
            else:
                break
        if not all(_YEARISH.match(word) for word in view.words[start:item.start]):  # ('the 2025 ... Challenge')
            out.append(Found(start, item.end, None, None, "shape:title-case+known-task", 0.5,
                             text=view.span_text(start, item.end)))
    return out


def _challenge_names(view: TokenView, items: list[Found]) -> list[Found]:
    """A challenge's data is a dataset, whatever its first word was read as ('NTIRE', proposed by 'This paper presents
    an overview of the NTIRE 2025 ... Challenge'): one mention, evaluated in a participant's report and introduced
    in its organisers' one."""
    if _CHALLENGE_WORDS.isdisjoint(view.words) and "Shared" not in view.words:
        return items  # (most abstracts name no challenge: two hash probes per word, in C)
    whole: dict[int, Found] = {}
    items = items + _challenges_named_for_tasks(view, items)
    for item in items:
        if item.label not in (None, "METHOD", "DATASET") or not (view.words[item.start][:1].isupper()
                                                                  or _CAPITALS_WORD.match(view.words[item.start])):
            continue
        # (a name may end in the word already: "the Kaggle Competition")
        end = item.end if view.words[item.end - 1] in _CHALLENGE_WORDS else _challenge_end(view, item.end)
        if end is None or any(other.start == item.start and other.end > item.end for other in items):
            continue
        sentence = view.sentence_text(view.sent_of[item.start])
        if _TAKING_PART.search(sentence):
            role = "evaluated"
        elif _ORGANISERS_REPORT.search(sentence):
            role = "introduced"
        else:  # "This paper presents the second ... Challenge (CNVSRC 2024)": what the paper presents is its own
            role = "introduced" if item.role in ("introduced", "proposed") else "evaluated"
        start = item.start
        if item.rule.startswith("shape:title-case"):
            start = _challenge_lead(view, item.start, {index for other in items if other is not item
                                                      for index in range(other.start, other.end)})
        # a known name read whole keeps its key ("Winograd Schema Challenge")
        grown = end != item.end or start != item.start
        whole[id(item)] = replace(item, start=start, end=end, label="DATASET", role=role,
                                  key=None if grown else item.key, long_form=None if grown else item.long_form,
                                  rule=item.rule + "+challenge", text=view.span_text(start, end))
    if not whole:
        return items
    for item in items:  # "the second ... Challenge (CNVSRC 2024)": the bracket's name is the challenge's short one
        challenge = next((named for named in whole.values() if named.end + 1 == item.start), None)
        if challenge is not None and view.word(challenge.end) == "(" and item.label in (None, "DATASET") \
                and ")" in view.words[item.end:item.end + 2]:
            whole[id(item)] = replace(item, label="DATASET", role=challenge.role, long_form=challenge.text)
    spans = [(key, item.start, item.end) for key, item in whole.items()]
    return [whole.get(id(item), item) for item in items if item.label == "TASK" or not any(
        start <= item.start and item.end <= end and key != id(item) for key, start, end in spans)]


def _joined_datasets(view: TokenView, items: list[Found]) -> list[Found]:
    """'UPMC Food-101', 'EuRoC MAV', 'NWPU RESISC45': dataset names with only a space between are one
    name (a collection, then its part or release), and not the dataset the later name alone is."""
    by_start = {item.start: item for item in items if item.label == "DATASET"}
    whole_of: dict[int, Found] = {}  # id of a run's first name -> the run as one mention
    inside: set[int] = set()  # ids of the later names of a run
    for item in sorted((item for item in items if item.label == "DATASET"), key=attrgetter("start")):
        if id(item) in inside:
            continue
        last, run = item, [item]
        while True:
            following = by_start.get(last.end)
            if following is None or view.text[view.ends[last.end - 1]:view.starts[following.start]] != " " \
                    or "+challenge" in last.rule:  # "the PVUW Challenge MOSE Track": the challenge, then its track
                break
            run.append(following)
            inside.add(id(following))
            last = following
        if len(run) > 1:
            roles = [part.role for part in run]
            whole_of[id(item)] = replace(item, end=last.end, key=None, long_form=None, rule=item.rule + "+joined",
                                         role="introduced" if "introduced" in roles else item.role,
                                         confidence=min(part.confidence for part in run),
                                         text=view.span_text(item.start, last.end))
    if not whole_of:
        return items
    return [whole_of.get(id(item), item) for item in items if id(item) not in inside]


def _known_long_form_start(gazetteer: dict, short_hit: Optional[tuple[str, Optional[str]]], long_start: int,
                           long_end: int) -> int:
    """Where a known acronym's long form starts when the letters matched words before it: 'Despite advances in
    3D Gaussian Splatting (3DGS)', 'dynamic 3D Gaussian Splatting (3DGS)' define 3DGS by its known long form; or
    when they matched only its end: the known long form of the letters is all of it."""
    if short_hit is None or short_hit[1] is None:
        return long_start
    whole = gazetteer.get((long_start, long_end))
    if whole is not None and whole[1] == short_hit[1]:
        return long_start  # the letters matched the known long form itself, not the words before it
    for start in range(long_start + 1, long_end):
        hit = gazetteer.get((start, long_end))
        if hit is not None and hit[1] == short_hit[1]:
            return start
    for start in range(long_start - 1, max(long_start - 6, 0) - 1, -1):
        hit = gazetteer.get((start, long_end))
        if hit is not None and hit[1] == short_hit[1]:
            return start  # 'the 95th percentile Glim distance (GD95)': the known long form the letters stand for,
            # words the letters do not spell included, not the shorter name they spell ('Glim distance')
    return long_start


_VARIANT_CLOSERS = frozenset({",", "(", ":", ";", "."})
_SHORT_ACRONYM = re.compile(r"[A-Z]{2,4}")
_CLASS_ACRONYM = re.compile(r"[A-Z]{2,6}[0-9]?")


def _measure_shaped(word: str, measure_forms: frozenset[str]) -> bool:
    """'CTR', 'NTA-IoU', 'AU-PRO': a short acronym, or one with a measure's name as a part (not 'JMASA', 'K&K',
    'SUN-397', 'TinyChart' or a measure's resource: 'a reduction in KV-Cache memory')."""
    return bool(_SHORT_ACRONYM.fullmatch(word)) or any(
        part in measure_forms or part in ("PRO", "AUC", "IoU") for part in word.split("-")[1:])


_CHANGE_NOUNS = frozenset({"increase", "increases", "improvement", "improvements", "gain", "gains", "boost", "boosts",
                           "drop", "drops", "decrease", "decreases", "reduction", "reductions", "rise", "uplift",
                           "lift", "degradation"})


def _is_acronym_word(word: str) -> bool:
    """'ICL', 'VLA', 'RAG': two to six capitals (a digit may follow)."""
    return bool(_CLASS_ACRONYM.fullmatch(word))


def _opens_title_case_run(view: TokenView, index: int) -> bool:
    """A capitalised word a name or another capitalised word follows, directly or over 'of' or 'is', or over 'and'
    when two capitalised words follow: the first word of a longer phrase ("novel Machine Learning (ML)
    methodologies", "a Visual RAG pipeline", "a Chain of Thought (CoT)-like method", "Positive and Negative Sample
    Reinforcement"), which other rules take whole or, when it is generic, not at all. Not a name for something:
    "Mosaic for Large Language Models", nor one of two: "Ramblings and Mutes"."""
    following = view.word(index + 1)
    if is_title_word(following) or is_name(following, frozenset()):
        return True
    if view.lower(index + 1) in ("of", "is", "&"):
        return is_title_word(view.word(index + 2))
    return view.lower(index + 1) == "and" and is_title_word(view.word(index + 2)) and (
        is_title_word(view.word(index + 3)) or is_name(view.word(index + 3), frozenset()))


# Words after "... metric" that end its phrase (not "metric learning", "score fusion").
_CLAUSE_WORDS_AFTER_A_NOUN = frozenset({"and", "or", "which", "that", "to", "for", "of", "is", "are", "was", "were",
                                        "with", "on", "in", "as", "by"})


def _with_bracketed_long_forms(view: TokenView, items: list[Found]) -> list[Found]:
    """'DACPO (Divide-And-Conquer Point Orientation)': the bracket spells the name out, so it is a
    second name of that thing, not a thing of its own (nor pieces of one)."""
    out = list(items)
    retyped: dict[str, Found] = {}
    for item in items:
        if item.label not in ("METHOD", "DATASET", "METRIC") or item.long_form:
            continue
        said = _spelled_out_as_said(view, item)
        if said is not None:
            item, opening, close = said
        elif item.end - item.start != 1 or view.word(item.end) not in ("(", ","):
            continue
        elif view.word(item.end) == ",":
            opening, close = item.end + 1, _end_of_spelled_apposition(view, item.start)
        else:
            opening, close = item.end + 1, view.closing_bracket(item.end, reach=13)
        if close is None:
            continue
        words = view.words[opening:close]
        if len(words) == 1 and all(part.isalpha() and part[1:].islower() for part in words[0].split("-")) \
                and "-" in words[0] and len(words[0]) > len(view.words[item.start]) + 3:
            words = words[0].split("-")  # "GliCo (Glim-and-Control)": one hyphenated word of words spells it out
            # too (not "GlimVision-LoRA (GV-LoRA)", the other way round, nor "GlimNet (GlimNet-131)", a variant)
        if len(words) < 2 or not short_form_shaped(view.words[item.start]) or not words[0][:1].isupper() \
                or (schwartz_hearst(view.words[item.start], words) != 0
                    and not _capitals_spell(view.words[item.start], words)
                    and not _capitals_in_order(view.words[item.start], words)):
            continue
        long_text = view.span_text(opening, close)
        label_before = item.label
        out = [other for other in out if not (item.end < other.start and other.end <= close)]
        position = next(at for at, other in enumerate(out) if other.start == item.start and other.label == item.label)
        apposed = _apposition_head(view, close + 1)
        if item.label == "METHOD" and (view.lowers[close - 1] in ("score", "metric", "measure")
                                       or view.lower(item.start - 1) in ("metric", "measure")
                                       or (view.lower(close + 1) in ("metric", "metrics", "score", "measure")
                                           and item.key is None and view.lowers[close - 1] not in METHOD_HEADS
                                           and (not view.word(close + 2).isalpha()
                                                or view.lower(close + 2) in _CLAUSE_WORDS_AFTER_A_NOUN))) \
                and (apposed is None or apposed[0] not in METHOD_HEADS):  # (not "X (... Score), a novel loss")
            item = replace(item, label="METRIC", role=None)  # "a novel metric TDSS (Topic Drift Stability Score)",
            # "the Glim-IoU (Glim Intersection over Union) metric"
        elif item.label == "METHOD" and item.key is None and view.lower(close + 1) in DATASET_HEADS \
                and view.lowers[close - 1] not in METHOD_HEADS:  # (not "G2QN (Glim to Quark Network) set to ...")
            item = replace(item, label="DATASET", role="introduced" if item.role == "proposed" else "evaluated",
                           rule=item.rule + "+dataset-head")  # "the G4Q (Glim for Quark) dataset": what its noun says
        out[position] = replace(item, long_form=long_text)
        out.insert(position, replace(item, start=opening, end=close, text=long_text, key=None,
                                     rule="acronym:long-form-after"))
        if item.label != label_before:
            retyped[item.text] = item
    # the name written again takes the type its bracket gave it, where only the abstract's other mentions typed it
    return [replace(other, label=retyped[other.text].label, role=retyped[other.text].role)
            if other.text in retyped and other.label != retyped[other.text].label and "+paper-type" in other.rule
            else other for other in out]


def _spelled_out_as_said(view: TokenView, item: Found) -> Optional[tuple[Found, int, int]]:
    """'GLIM, short for Graded Latent Inference Module, ...', 'GLIM (which stands for ...)': the words after the
    saying spell the name out. (The name, with a capitalised word after its letters taken in, "QUARK Pruning, short
    for ..."; where the long form opens; where it ends.)"""
    if item.end - item.start != 1:
        return None
    end = item.end
    if is_title_word(view.word(end)) and view.word(end + 1) in (",", "("):
        end += 1
    if view.word(end) not in (",", "("):
        return None
    saying = next((len(words) for words in _SPELLING_SAYINGS
                   if tuple(view.lowers[end + 1:end + 1 + len(words)]) == words), None)
    if saying is None:
        return None
    opening = end + 1 + saying
    close = next((at for at in range(opening + 1, min(opening + 13, view.n))
                  if view.words[at] in (",", ")", ".", ";") or view.lowers[at] in ("which", "that")), None)
    if close is None or close - opening < 2:
        return None  # ("GLIMR, short for Glimmer, and ...": one word is no spelling-out)
    if end > item.end:
        item = replace(item, end=end, text=view.span_text(item.start, end), key=None)
    return item, opening, close


# What a writer says before spelling a name out: "GLIM, short for ...", "GLIM, which stands for ...".
_SPELLING_SAYINGS = (("short", "for"), ("which", "stands", "for"), ("standing", "for"), ("stands", "for"))


def _capitals_spell(name: str, words: list[str]) -> bool:
    """Whether the capital letters of words written with capitals inside them spell a name's capitals: "QUIPE"
    and "QUark Inverse Parameter Editing", "GLADE" and "GLimmer Anomaly DEtector"."""
    return len(capitals_of(name)) >= 3 and any(_CAPITAL_INSIDE.search(word) for word in words) \
        and capitals_of("".join(words)) == capitals_of(name)


def _capitals_in_order(name: str, words: list[str]) -> bool:
    """Whether a bracket of title-case words spells a name loosely, its capitals taken in order from the words'
    initials ("GQT (Glim Case Quark and Iterative Tuning)", "GQS4 (Glim Quark 4D Splatting)"): title-case words
    in brackets right after letters seldom hold three of them in order by chance."""
    letters = capitals_of(name)
    if len(letters) < 3 or not all(is_title_word(word) or word in NAME_CONNECTORS or word[:1].isdigit()
                                   for word in words):
        return False
    initials = iter(part[0] for word in words for part in word.split("-") if part[:1].isupper())
    return all(letter in initials for letter in letters)


def _end_of_spelled_apposition(view: TokenView, name_at: int) -> Optional[int]:
    """Where the words that spell out a name in apposition end: "GLIMWIRE, GLIMmering With guIded REcolouring, a
    method" (capitals inside the words), "GLN, Graph Linked Network, a model", "QuarkEval, Quark-guided Evaluation
    framework for ..." (before a head noun the name does not spell). Candidates run from the shortest: before the
    first head noun, through it, up to the next comma; words whose capitals are exactly the name's win over words
    that only spell it loosely ("GLIMRA, Glim-Linked Re-ranker, a model")."""
    name = view.words[name_at]
    reach = range(name_at + 2, min(name_at + 13, view.n))
    comma = next((at for at in reach if view.words[at] == ","), None)
    head = next((at for at in reach if view.lowers[at] in METHOD_HEADS and (comma is None or at < comma)), None)
    ends = [at for at in (head, head + 1 if head is not None else None, comma) if at is not None and at - name_at >= 4]
    if comma in ends and _capitals_spell(name, view.words[name_at + 2:comma]):
        return comma
    spelled = [at for at in ends if _spelled_in_apposition(view, name_at, at)]
    exact = [at for at in spelled if capitals_of("".join(view.words[name_at + 2:at])) == capitals_of(name)]
    return (exact or spelled or [None])[0]


def _spelled_in_apposition(view: TokenView, name_at: int, close: int) -> bool:
    """'GLIMRA, Glim-Linked Re-ranker, a model that ...': capitalised words between the name's comma and `close`
    whose capitals appear in the name's, in the same order, and whose letters spell it; not a list ('GAN, Graph
    Attention Networks, and VAE'), which the words around it give away."""
    words = view.words[name_at + 2:close]
    capitals = capitals_of("".join(words))
    after = view.lower(close + 1) if view.word(close) == "," else view.lower(close)
    return view.word(name_at - 1) != "," and after not in ("and", "or", ",") and len(capitals) >= 2 \
        and all(word[:1].isupper() or word in NAME_CONNECTORS for word in words) \
        and _in_order(capitals, capitals_of(view.words[name_at])) \
        and schwartz_hearst(view.words[name_at], words) == 0


def _in_order(letters: str, within: str) -> bool:
    remaining = iter(within)
    return all(letter in remaining for letter in letters)


# "GLIMmering", "PsEudo": a capital past the first letter
_CAPITAL_INSIDE = re.compile(r"^[A-Z]+[a-z]+[A-Z]|^[A-Z]{2,}[a-z]")


# Nouns that end a list of names and say what the names are: model families ("the Zorb and Glim families": the names
# are models), or a score named after a model and a setting ("ZSL and GZSL performances"), whose names are no methods.
_SCORE_NOUNS = frozenset({"score", "scores"})
_FAMILY_NOUNS = frozenset({"family", "families", "series"})
_SERIES_OF_THINGS = "series of things"  # a family noun followed by "of" and no model noun
# What a family of models is said to be made of: "a family of open vision transformers", "of language models".
_FAMILY_MEMBER_NOUNS = frozenset({"models", "transformers", "networks", "lms", "llms", "vlms", "mllms", "classifiers",
                                  "detectors", "encoders", "backbones", "agents", "architectures", "checkpoints"})
_LIST_HEADS = _FAMILY_NOUNS | _SCORE_NOUNS | {"performance", "performances", "setting", "settings", "scenario", "scenarios"}


def _names_listed_up_to(view: TokenView, end: int, head: str) -> bool:
    """Whether names alone, one between each two list words, stand between `end` and the list's head noun, and the
    head is a noun: 'QLIP and GlimEval3D scores'; not 'QLIP and ZLIP alignment scores' (the measure is the
    alignment), 'an LO-RANSAC AUC score', 'CLIP Score' (a name of its own) or 'Qwen3-1.7B scores 11.23' (a verb)."""
    first = end - 1
    while first > 0 and (view.words[first - 1][:1].isupper() or view.lowers[first - 1] in (",", "and", "or")):
        first -= 1
    if view.lower(first - 1) not in ("by", "with", "using", "via", "(", "of", "as", "including", "like"):
        return False  # "improves AIME24 and AIME25 scores", "matches GPT-4o and Claude-3.5 scores": what was scored
    if "and" not in view.lowers[first:end] and "," not in view.lowers[first:end] and view.lower(end) not in (",", "and", "or"):
        return False  # one name: "Qwen2.5-72B scores an average of 61.2"
    index, after_name = end, True
    while index < view.n and view.lowers[index] != head:
        is_name_word = view.words[index][:1].isupper()
        if (is_name_word and after_name) or (not is_name_word and view.lowers[index] not in (",", "and", "or")):
            return False
        after_name = is_name_word
        index += 1
    return index < view.n and after_name and view.words[index] == head and _score_noun(view, index)


def _score_noun(view: TokenView, index: int) -> bool:
    """Whether 'score'/'scores' at `index` is the noun ('the MAPLE score', 'CLIP and GPTEval3D scores'), not the verb
    ('DeepSeek R1 score only 60%', 'Qwen2.5-72B scores an average of 61.2')."""
    return not view.word(index + 1)[:1].isdigit() and view.lower(index + 1) not in _SCORING_FOLLOWERS


def _scores_a_value(view: TokenView, index: int) -> bool:
    """Whether 'scores' at `index` is a verb with its value right after ('scores only 35.06%', 'scores 61.2')."""
    return not _score_noun(view, index) and any(view.word(after)[:1].isdigit() for after in range(index + 1, index + 4))


_SCORING_FOLLOWERS = frozenset({"a", "an", "the", "worse", "better", "only", "just", "around", "about", "approximately",
                                "nearly", "over", "below", "above", "up", "between", "highest", "lowest", "higher", "lower",
                                "well", "poorly", "best"})


def _list_head(view: TokenView, end: int) -> Optional[str]:
    """The noun of _LIST_HEADS that ends the list the name ending at `end` belongs to, if any
    ('the Zorb, Quill, and Glim families'); one lower-case word may come before it
    ('QLIP and ZLIP alignment scores'). 'Scores' as the verb of one name ends no list: 'GPT-4.1 scores only 35.06%'."""
    for index in range(end, min(view.n, end + 10)):
        word = view.lowers[index]
        if word == "family" and index != end:
            return None  # "GPT-4o, Gemma-3, and the Qwen-2.5-VL family": one family, the last name's
        if word in _FAMILY_NOUNS and view.lower(index + 1) == "of" \
                and _FAMILY_MEMBER_NOUNS.isdisjoint(view.lowers[index + 2:index + 9]):  # ("of lightweight models")
            return _SERIES_OF_THINGS  # "the ZX-40 and ZX-80 series of accelerators": a line of products, not models
        if word in _LIST_HEADS:
            if word == "score" and index > end and _scores_a_value(view, index):
                return None  # "Glim-4o and QuarkLM score only around 60%": the verb of the names listed before it
            return None if index == end and word in ("score", "scores") and _scores_a_value(view, index) \
                and not (view.lower(end - 2) in (",", "and", "or") and view.word(end - 3)[:1].isupper()) else word
            # (of one name, not of a list of them: "CLIP and BLIP scores above 0.30")
        following = view.lower(index + 1)
        if following in _LIST_HEADS and word.isalpha() and word == view.words[index] and word not in TASK_STOP \
                and view.lowers[index - 1] not in (",", "and", "or"):
            return following
        if word not in (",", "and", "or") and not view.words[index][:1].isupper():
            return None
    return None


_DESCRIBING = frozenset("""a an our new this these public synthetic real several multiple various two three four five
six seven eight nine ten""".split())
_NAMING_DATASET_HEADS = frozenset({"dataset", "datasets", "benchmark", "benchmarks", "corpus", "corpora"})


def _language_variety(text: str) -> bool:
    """'Finland Swedish', 'Old English', 'Standard American English': a variety of a language, named in capitalised
    words ending in the language (not 'English-Glim', nor 'Glim English Parser')."""
    words = text.split()
    return 2 <= len(words) <= 4 and words[-1].lower() in _LANGUAGES \
        and all(word.isalpha() and word[0].isupper() and word[1:].islower() for word in words)


def _languages_joined(text: str) -> bool:
    """'Tamil-English', 'English to German': languages joined into a pair."""
    parts = [part for part in re.split(r"[\s\-]+", text.lower()) if part not in ("to", "and")]
    return len(parts) >= 2 and all(part in _LANGUAGES for part in parts)


# Languages, which a pair of them names ("Tamil-English") and a dataset may be in.
_LANGUAGES = frozenset("""english chinese mandarin cantonese german french spanish italian portuguese russian
japanese korean arabic hindi bengali urdu turkish persian vietnamese thai indonesian malay dutch polish czech
swedish greek hebrew swahili amharic somali hausa yoruba igbo tamil telugu marathi nepali sinhala tagalog filipino
burmese khmer uzbek kazakh ukrainian romanian hungarian finnish danish norwegian catalan basque welsh irish latin
sanskrit hinglish slovak slovene slovenian croatian serbian bosnian bulgarian macedonian albanian estonian latvian
lithuanian icelandic gujarati punjabi kannada malayalam odia assamese zulu xhosa afrikaans tigrinya oromo kinyarwanda
javanese sundanese cebuano maori mongolian tibetan uyghur pashto kurdish azerbaijani georgian armenian belarusian
""".split())
# Capitalised words that say what a dataset is in or like, never what it is called: languages ("the English
# corpus", and any word ending like a language's name: "Macedonian", "Vietnamese") and descriptions ("Public").
_DESCRIPTIVE_WORDS = _LANGUAGES | frozenset("""multilingual european african asian american indian public synthetic
real medical clinical""".split())


# Capitalised words a number follows that name no model: "Python 3.10", "Stage 1", "Figure 2", "Table 3".
_NOT_MODEL_WORDS = frozenset("""Python PyTorch TensorFlow JAX CUDA Ubuntu Windows Android iOS Stage Figure Fig Table
Section Step Phase Version Level Task Track Round Part Chapter Appendix Eq Equation Type Class Category Experiment
Setting Group Case Day Week Year Layer Block Module Epoch Iteration Rule Theorem Lemma Grade Tier Season""".split())


def _versioned_names_beside_models(view: TokenView, covered: set[int], found: list[Found]) -> list[Found]:
    """'(Zorb 3.1, Quava 1.6, and Glim 2.5VL)', 'Zorb 3.1, Pho 4 Mini, Glim 3': a capitalised word and a version
    number, listed right beside a model already found (or one found so), is a model's release, though no gazetteer
    knows it."""
    model_ends = {f.end for f in found if f.label == "METHOD"}
    model_starts = {f.start for f in found if f.label == "METHOD"}
    candidates = []
    for index in view.title_words():
        version = index + 1
        if index in covered or version in covered or view.words[index] in _NOT_MODEL_WORDS \
                or not _VERSION.match(view.word(version)) or view.lower(version + 1) in _QUANTITY_WORDS:
            continue
        end = version + 1 + (view.word(version + 1) in _RELEASE_TIERS | _VARIANT_TIERS and version + 1 not in covered)
        listed_before = view.lower(index - 1) in _COORDINATORS or view.lower(index - 1) == "(" \
            or index == view.sentence_start(index)
        if listed_before and view.lower(end) in (",", "and", "or", ")", ";", ".", ""):
            candidates.append((index, end))
    out: list[Found] = []
    added = True
    while added:  # a chain: "(Foo 1, Bar 2, and GPT-4o)"
        added = False
        for index, end in candidates:
            if index in covered:
                continue
            before = index - 1
            while before >= 0 and view.lowers[before] in _COORDINATORS:
                before -= 1
            after = end
            while after < view.n and view.lowers[after] in _COORDINATORS:
                after += 1
            if (before + 1 in model_ends and before + 1 < index) or (after in model_starts and after > end):
                covered.update(range(index, end))
                model_ends.add(end)
                model_starts.add(index)
                out.append(Found(index, end, "METHOD", None, "shape:name+version-list", 0.55,
                                 text=view.span_text(index, end)))
                added = True
    return out


def _named_neighbour(view: TokenView, index: int, step: int) -> bool:
    """The list item next to `index` (before it with step -1, after it with 1) is a capitalised name."""
    position = index + step
    if view.lower(position) not in (",", "and", "or"):
        return False
    while 0 <= position < view.n and view.lowers[position] in (",", "and", "or", "the"):
        position += step
    word = view.word(position)
    return word[:1].isupper() and not view.is_sent_start(position) and view.lower(position) not in _LIST_WORDS


# Plural nouns whose listed members are kinds of content, not things a paper runs or evaluates on: "seven
# categories, such as Glimlife and Quark Care", "languages like Zorbish", "genres including Glim Drama".
_CATEGORY_NOUNS = frozenset({"categories", "classes", "genres", "emotions", "languages", "dialects", "topics",
                             "themes", "sectors", "industries", "professions", "occupations"})


def _without_listed_categories(view: TokenView, items: list[Found]) -> list[Found]:
    """Unknown names of common capitalised words listed after a noun of `_CATEGORY_NOUNS` name categories, so they
    are no methods (a known name keeps its kind, "languages such as Python", and so does a coined one: "detectors
    for rare classes, such as GlimDet")."""
    return [item for item in items if not (
        item.label in (None, "METHOD") and item.key is None and item.rule.startswith("shape:")
        and all(map(capitalised_word, view.words[item.start:item.end]))  # "Care", "Watching"; not "GlimDet"
        and view.lower(item.start - 1) in _ITEM_LEADS and _listed_after(view, item.start, _CATEGORY_NOUNS))]


def _without_plural_classes(items: list[Found]) -> list[Found]:
    """'VideoLLMs', 'omni-LLMs', 'Speech LLMs', 'Video VAEs': a kind of model named in the plural of its class is a
    class, not a method, as 'LLMs' alone is; unless the paper proposes it ('we propose Causal-aware LLMs') or
    spells it out as its own short form's long form; nor the plural of a known model ('BigGANs')."""
    spelled = {item.long_form for item in items if item.long_form}
    own = {item.text for item in items if item.label == "METHOD" and item.role == "proposed"}
    return [item for item in items if not (
        item.label == "METHOD" and item.key is None and item.text and _PLURAL_OF_A_CLASS.match(item.text)
        and item.text not in own and item.text not in spelled and not item.long_form
        and item.text[:-1] not in known_names())]


# A model class's plural written after a modifier: "VideoLLMs", "omni-LLMs", "Speech LLMs", "Med-VLMs", "Video VAEs".
_PLURAL_OF_A_CLASS = re.compile(r"^\S.*?(?:[\s\-]|(?<=[a-z]))(?:M?LLMs|LVLMs|VLMs|LMs|PLMs|VAEs|GANs|CNNs|GNNs|RNNs|DNNs|"
                                r"SSMs|MLPs)$")


def _without_named_phenomena(view: TokenView, items: list[Found]) -> list[Found]:
    """'a failure we term Glim Drift', 'a flaw that we call QUARK FADE': the paper names an effect it
    observed, which is no method, data, measure or task; nor is the name where the abstract repeats it."""
    phenomena = {item.text or view.span_text(item.start, item.end) for item in items
                 if item.label in (None, "METHOD") and item.key is None
                 and _named_as_a_kind(view, item.start, _PHENOMENON_NOUNS)}
    if not phenomena:
        return items
    return [item for item in items if not (item.label in (None, "METHOD") and item.key is None and (
        (item.text or view.span_text(item.start, item.end)) in phenomena or item.long_form in phenomena))]


def _initials_of_earlier_names(items: list[Found]) -> list[Found]:
    """'we introduce ... Glim Mask Attention, which ... GMA achieves': capitals that spell the words of a name the
    paper proposed before, with no brackets to define them, are its short form (one thing, not two)."""
    linked = {item.text for item in items if item.long_form} | {item.long_form for item in items if item.long_form}
    named = [item for item in items if item.label == "METHOD" and item.role == "proposed" and item.text
             and " " in item.text and item.text not in linked]
    out = []
    for item in items:
        text = item.text or ""
        if item.label == "METHOD" and item.role != "compared" and item.key is None and text not in linked \
                and text.isalpha() and text.isupper() and len(text) >= 3:
            words = next((name.text.split() for name in named if name.start < item.start
                          and initials_spell(text, name.text.split()) == 0), None)
            if words is not None:
                item = replace(item, long_form=" ".join(words), rule=item.rule + "+initials")
        out.append(item)
    return out


def _with_roman_editions(view: TokenView, items: list[Found]) -> list[Found]:
    """'the NTU-60 and ZORB-MMD II datasets': a Roman numeral after a dataset's name, before its noun or the end of
    a list item, is the edition the name goes with."""
    taken = {item.start for item in items}
    return [replace(item, end=item.end + 1, text=view.span_text(item.start, item.end + 1))
            if item.label == "DATASET" and item.key is None and _EDITION_NUMERAL.fullmatch(view.word(item.end))
            and item.end not in taken and (view.lower(item.end + 1) in DATASET_HEADS
                                           or view.word(item.end + 1) in (",", ")", ".", ";", "and"))
            else item for item in items]


_EDITION_NUMERAL = re.compile(r"I{2,3}|IV|VI{0,3}|IX|X")


def _typed_aliases(view: TokenView, items: list[Found]) -> list[Found]:
    """'GlimNet (a.k.a. QuarkNet)', 'BlixSet, also known as ZorbSet,': a name given as another name of one just
    typed is of its type, with its role, and names the same thing, as a short form does its long form."""
    ending_at = {item.end: item for item in items if item.label in ("METHOD", "DATASET")}
    out = []
    for item in items:
        if item.label in (None, "METHOD", "DATASET") and item.long_form is None \
                and view.lower(item.start - 1) in _ALIAS_MARK_ENDS:
            for marks in _ALIAS_MARKS:
                named = ending_at.get(item.start - len(marks))
                if named is not None and item.label in (None, named.label) \
                        and tuple(view.lowers[item.start - len(marks):item.start]) == marks:
                    item = replace(item, label=named.label, role=named.role or item.role, rule=item.rule + "+alias",
                                   long_form=named.text or view.span_text(named.start, named.end))
                    break
        out.append(item)
    return out


# What a bracket after a name holds that is no name for it: a venue's year, a figure or a table (chips: _HARDWARE).
_NOT_A_SHORT_NAME = re.compile(r".*(?:19|20)\d\d$|(?:fig|tab|sec|eq|app)\w*\d", re.I)


def _short_for(short: str, long: str) -> bool:
    """Whether a coined word can be the short name of a long one whose letters it need not spell: two of its
    capitals are, in order, initials of the long name's words ("(DeGAT)" for "Density-Aware Glim Transformer with
    Adaptive Tokens"); not a known name, a venue's year, a figure or a chip ("(NeurIPS2024)", "(Fig3)", "(TPUv4)")."""
    initials = [part[:1].lower() for part in re.split(r"[\s\-]+", long) if part and part.lower() not in NAME_CONNECTORS]
    capitals = [ch.lower() for ch in short if ch.isupper()]
    matched, at = 0, 0
    for capital in capitals:
        if capital in initials[at:]:
            at = initials.index(capital, at) + 1
            matched += 1
    spelled = re.search(".*".join(map(re.escape, capitals)), long.lower()) is not None  # "(AT2)" for "Attribution ..."
    return (matched >= 2 or (len(capitals) >= 2 and spelled)) and short[:1].lower() in initials \
        and short not in known_names() and not _NOT_A_SHORT_NAME.match(short) and not _HARDWARE.match(short)


def _plain_aliases(view: TokenView, items: list[Found]) -> list[Found]:
    """'GlimNet (aka Florp)': a plain capitalised word or two no rule took, given as another name of a typed one,
    right after its name (after the lists are read, which an alias inside brackets would break)."""
    taken = {index for item in items for index in range(item.start, item.end)}
    typed = {item.text: item for item in items if item.label in ("METHOD", "DATASET") and item.text}
    with_aliases = []
    for written in items:
        with_aliases.append(written)
        named = written if written.label in ("METHOD", "DATASET") else typed.get(written.text) \
            if written.label is None else None
        if named is None:
            continue
        for marks in _ALIAS_MARKS:
            start = written.end + len(marks)
            if tuple(view.lowers[written.end:start]) != marks or start in taken or not is_title_word(view.word(start)):
                continue
            end = start + 1
            while end < start + 3 and is_title_word(view.word(end)) and end not in taken:
                end += 1
            if view.word(end) in (")", ",", ".") and view.lowers[start] not in TASK_STOP \
                    and view.lowers[start] not in _SELF_REFERENCES:
                with_aliases.append(Found(start, end, named.label, named.role, "shape:title-word+alias", 0.55,
                                          long_form=named.text or view.span_text(named.start, named.end),
                                          text=view.span_text(start, end)))
            break
    return with_aliases


_SELF_REFERENCES = frozenset({"ours", "our", "it", "this", "they", "we"})


def _bracketed_aliases(view: TokenView, items: list[Found]) -> list[Found]:
    """'an Image-Depth Joint Fusion Method (QZRT-LX)': a coined name in brackets right after the unknown
    method it names is that method's short name, though its letters do not spell the long one."""
    ending_at = {item.end: item for item in items if item.label == "METHOD" and item.key is None
                 and item.rule.startswith("shape:") and item.end - item.start > 1}
    out = []
    for item in items:
        named = ending_at.get(item.start - 1)
        if named is not None and item.label is None and named.role == "proposed" and _coined_shape(item.text or "") \
                and item.rule.startswith("shape:name") and view.word(item.end) == ")" \
                and _short_for(item.text or "", named.text or view.span_text(named.start, named.end)):
            item = replace(item, label="METHOD")  # "we propose Glim Transformer with Adaptive Tokens (GT-AT)": the name
            # of what is proposed, though no rule typed it in its place
        if named is not None and item.label == "METHOD" and item.long_form is None and item.key is None \
                and item.end - item.start == 1 and item.rule.startswith("shape:name") \
                and "+checkpoint" not in item.rule and "+release" not in item.rule \
                and view.word(item.start - 1) == "(" and view.word(item.end) == ")":
            item = replace(item, long_form=named.text or view.span_text(named.start, named.end),
                           role=stronger_role(item.role, named.role), rule=item.rule + "+bracketed-alias")
        out.append(item)
    return out


def _names_a_shared_task(view: TokenView, start: int, end: int, typed: bool) -> bool:
    """'SemEval-2025 Task 11', 'SemEval 2025 Task 2', 'GlimEval 2024 shared task 12': a shared task's edition and
    number after the name at start..end. A name some rule already typed needs the year or "shared" to be read
    so ('PolyFuse task 1 and task 2 variants' is a method's)."""
    year = bool(_YEARISH.match(view.word(end))) or bool(re.search(r"(?:19|20)\d\d", view.span_text(start, end)))
    if _YEARISH.match(view.word(end)):
        end += 1
    if _task_number_end(view, end) is None:
        return False
    return year or view.lower(end) == "shared" or (not typed and view.word(end) == "Task")


def _task_number_end(view: TokenView, index: int) -> Optional[int]:
    """The end of a shared task's number at `index` ('Task 8', 'shared task 10'), or None."""
    if view.lower(index) == "shared":
        index += 1
    return index + 2 if view.lower(index) == "task" and view.word(index + 1).isdigit() else None


def _after_a_listed_name(view: TokenView, start: int) -> bool:
    """'the IN, UP, and KSC datasets', 'Mixamo and ScanRet datasets': a capitalised word, then list words, then
    the name at `start`."""
    index = start - 1 - (view.lower(start - 1) in _DATA_ITEM_MODIFIERS)  # "Zorbania and public QUARK-7 datasets"
    if view.lower(index) not in _COORDINATORS:
        return False
    while index > 0 and view.lower(index) in _COORDINATORS:
        index -= 1
    return view.word(index)[:1].isupper()


def _listed_before_data(view: TokenView, index: int) -> bool:
    """'the Glimton 2013 and ZorbSet datasets': a word with its edition, among names listed before a plural noun for
    data (a capitalised word and a year name an edition of data there, as they do before "dataset")."""
    position = index + 1
    while position < min(view.n, index + 14):
        word = view.words[position]
        if word not in (",", "and", "or") and not (word[:1].isupper() or word[:1].isdigit() or is_name(word, frozenset())):
            break
        position += 1
    return view.lower(position) in _PLURAL_DATASET_HEADS and view.word(position - 1) not in (",", "and", "or")


def _last_of_names_listed(view: TokenView, index: int) -> bool:
    """'the GlimWorld, ZorbCraft and Blixshop environments': the last of names joined before a plural noun, where one
    before it is coined."""
    if view.lower(index - 1) not in ("and", "or"):
        return False
    coined = False  # one of them a name no dictionary has (not "Urban and Rural", "Office, Warehouse and Factory")
    for position in range(index - 2, max(view.sentence_start(index) - 1, index - 10), -1):
        word = view.words[position]
        if word in (",", "and", "or"):
            continue
        if not (word[:1].isupper() or is_name(word, frozenset())):
            break
        coined = coined or (_coined_shape(word) and word.lower() not in known_measures()) or word in known_names()
    return coined


def _score_on_at(view: TokenView, index: int) -> bool:
    """Whether the name at `index` follows a score and 'on': '0.72 on X', '81.5% on X'."""
    if view.lower(index - 1) != "on":
        return False
    before = view.word(index - 2) if view.word(index - 2) != "%" else view.word(index - 3)
    return before[:1].isdigit() and before.replace(".", "", 1).isdigit()


def _scored_on_beside_coined_data(view: TokenView, index: int) -> bool:
    """'SSIMs of 0.61 on GLIMDI, 0.65 on Blixball and 0.70 on ZB-EPFL': a plain word a score is 'on', listed
    with other scores on names no dictionary has, is data as they are."""
    if not _score_on_at(view, index) or view.lowers[index] in _SPLITS_AND_CONDITIONS:
        return False
    start, end = view.sent_ranges[view.sent_of[index]]
    return any(_score_on_at(view, other) and _coined_shape(view.words[other])
               and (view.words[other] not in known_names() or view.words[other] in known_data_names())
               and not _HARDWARE.match(view.words[other])
               and view.lower(other + 1) not in _RUN_ON_THINGS
               for other in range(max(start, index - 12), min(end, index + 12)) if other != index)


# Nouns after a name a score is "on" that make it a model or a machine, not data: "on GlimLM outputs", "on A100 GPUs".
_RUN_ON_THINGS = frozenset("""gpu gpus cpu cpus tpu tpus outputs output generations model models features hardware
devices device cards chips""".split())
# Plain words a score can be "on" that name a split or a condition of data, not data: "0.66 on Average", "on Hard".
_SPLITS_AND_CONDITIONS = frozenset("""average overall mean test testing validation val train training dev easy medium
hard night day adversarial clean noisy real synthetic all both total""".split())
# Accelerators and chips, which a speed is "on" ("on A100", "on GTX1080", "on TPUv4").
_HARDWARE = re.compile(r"^(?:[A-Z]{1,4}\d{2,4}[A-Za-z]?|TPUv?\d+|[A-Z]{2,4}v\d+)$")


def _coordinated_before(view: TokenView, index: int) -> bool:
    """'the Glimamo and QuarkRet datasets': names joined by 'and' before one dataset noun."""
    if view.lower(index + 1) not in ("and", "or", ","):
        return False
    for position in range(index + 2, min(view.n, index + 10)):  # "the Fjordland, Bristol, and GlimScenes datasets"
        word = view.lowers[position]
        if word in _NAMING_DATASET_HEADS:
            return position - index > 2
        if word not in ("and", "or", ",") and not view.words[position][:1].isupper() and not (
                word in _DATA_ITEM_MODIFIERS and view.word(position + 1)[:1].isupper()):
            return False  # (a word may say what kind each is: "the Zorbania and real-world QUARK-7 datasets")
    return False


# Words before one name in a list of data that say what kind of data it is.
_DATA_ITEM_MODIFIERS = frozenset({"synthetic", "real", "real-world", "simulated", "public", "indoor", "outdoor"})


# Nouns that make a use cue ("backbones (i.e., A, B)") unless they are what the paper proposes.
_PART_NOUNS = frozenset({"backbone", "backbones", "encoder", "encoders", "decoder", "models"})
# Use cues that are nouns naming what follows ("models", "backbones"), not a verb of using.
_NOUN_CUES = _PART_NOUNS | {"llms"}
_DASHES = frozenset({"-", "--", "\u2013", "\u2014"})


_PLURAL_LIST_HEADS = PLURAL_CLASS_HEADS | _PLURAL_DATASET_HEADS | {"metrics", "measures"}


def _dash_list(view: TokenView, dash: int) -> bool:
    """Whether a spaced dash opens a list, not an aside or a new clause: names only ('systems - Amazon Comprehend
    Medical (AWS), Google Healthcare NLP (GC) and SparkNLP -'), two or more, up to a closing dash or the sentence's
    end; not 'four benchmarks - DeepSeekMath-V3 leads on all four'. Right after a plural head, items in small
    letters may come between the names ('three steering methods -- GlimLa, zorb vectors, and quark offsets')."""
    sentence_start, stop = view.sent_ranges[view.sent_of[dash]]
    names = 0
    index = dash + 1
    if view.lower(dash - 1) in _PLURAL_LIST_HEADS \
            and sum(word in _DASHES for word in view.lowers[sentence_start:dash]) % 2 == 0:  # (not a closing dash,
        # counting the spaced ones: "We compare -- across all metrics -- A, B and C")
        end = next((i for i in range(index, stop) if view.lowers[i] in _DASHES or view.words[i] in (".", ";")), stop)
        named = [i for i in range(index, end) if view.words[i][:1].isupper()
                 and (i == index or view.lowers[i - 1] in (",", "and", "or"))]  # the names that open an item
        separators = sum(1 for word in view.lowers[index:end] if word in (",", "and", "or"))

        def ends_its_item(i: int) -> bool:  # not "-- GlimNet dominates on three, ...": a clause, not an item
            while i + 1 < end and (view.words[i + 1][:1].isupper() or view.words[i + 1][:1].isdigit()):
                i += 1  # a name of several words: "Zorb EO-1 Glimmer", "ZorbQA 2.0"
            return i + 1 == end or view.words[i + 1] in (",", "and", "or", "(")

        if named and separators >= 2 and all(ends_its_item(i) for i in named):
            return True
    while index < stop and view.lowers[index] not in _DASHES and view.words[index] not in (".", ";"):
        word = view.words[index]
        if word == "(":  # a short form in brackets
            close = next((i for i in range(index + 1, min(index + 4, stop)) if view.words[i] == ")"), None)
            if close is None:
                return False
            index = close + 1
            continue
        if view.lowers[index] in (",", "and", "or"):
            index += 1
            continue
        if not (word[:1].isupper() or word[:1].isdigit()):
            return False
        names += 1
        while index + 1 < stop and (view.words[index + 1][:1].isupper() or view.words[index + 1][:1].isdigit()):
            index += 1  # a name of several words: "Amazon Comprehend Medical"
        index += 1
    return names >= 2


_LIST_OPENERS = frozenset({":", "(", "including", "e.g.", "e.g", "i.e.", "i.e", "namely", "specifically", "as",
                           "like"}) | _DASHES


def _listed_as_tasks(view: TokenView, start: int) -> bool:
    """Whether the name at `start` is listed after "tasks" that head their own phrase ("tasks such as A, B"), not
    after tasks some methods are for ("existing methods for these tasks, such as A and B")."""
    if not _listed_after(view, start, _TASK_LIST_HEADS):
        return False
    first = view.sentence_start(start)
    tasks = next((i for i in range(start - 1, first - 1, -1) if view.lowers[i] in _TASK_LIST_HEADS), None)
    return tasks is not None and not any(
        view.lowers[i] in ("for", "on", "of", "to") and view.lower(i - 1) in _WORK_NOUNS
        for i in range(max(first + 1, tasks - 4), tasks))


def _described_plural_head(view: TokenView, last: int) -> bool:
    """Whether the words up to `last` (a colon or a bracket follows) are a counted plural dataset noun and a short
    description of it: "three datasets covering different challenges", "two new benchmark datasets for the Quark
    dialect of Glim", "three action subsets from GlimGym"."""
    first = view.sentence_start(last)
    for index in range(last, max(first, last - 8) - 1, -1):
        word = view.lowers[index]
        if word in _PLURAL_DATASET_HEADS:
            follower = view.lower(index + 1)
            counted = any(w[:1].isdigit() or w in _COUNT_WORDS for w in view.lowers[max(first, index - 3):index])
            return counted and (follower.endswith(("ing", "ed")) or follower in _DESCRIBING_PREPOSITIONS)
        if word in _NOT_DESCRIBING or word in CLAUSE_BOUNDARIES or word in METHOD_HEADS or word in _WORK_NOUNS \
                or singular_noun(word) in METHOD_HEADS or _owns_a_list(view.words[index]):
            return False  # "three datasets with two proprietary LLMs (A, B)", "... for three competitors (A, B)"
    return False


def _owns_a_list(word: str) -> bool:
    """A capitalised plural ("LLMs", "GPUs") or a noun of rivals whose members a list after it names, or "by" before
    the maker of what is listed ("datasets generated by GlimSim (GlimSim-v2, QuarkSim)")."""
    return (len(word) > 2 and word[-1] == "s" and word[0].isupper() and word[-2].isupper()) \
        or word.lower() in ("competitors", "rivals", "by")


_DESCRIBING_PREPOSITIONS = frozenset({"of", "for", "from", "across", "in", "on", "with", "that", "which"})
# (not "we collect 5 datasets and propose a method with three stages: A, B", "22 datasets across three tasks: A, B":
# a list of something else)
_NOT_DESCRIBING = frozenset({",", ";", "(", ")", ":", "and", "or", "stages", "steps", "components", "parts", "phases",
                             "task", "tasks", "domains", "categories", "types", "settings", "scenarios", "modalities",
                             "languages", "aspects", "dimensions", "levels"})


def _closed_before(view: TokenView, comma: int, last_start: int) -> bool:
    """Whether the comma follows the last item of a list ('A, B, and C,'): what comes after it is not listed."""
    return view.lower(comma) == "," and view.lower(last_start - 1) in ("and", "or")


_FRONTING_PREPOSITIONS = frozenset({"on", "in", "across", "for", "at", "over", "from", "using", "with", "under", "to"})
# The same phrases where they set the scene for the subject after them ("Across all benchmarks, GlimNet ..."): not a
# purpose or an example ("To address this, X ...", "For instance, X ..."), nor a tool ("Using X, Y ...").
# Gerunds that open a statement of what a paper does, not a name: "(2) Evaluating LoRA fine-tuning across ...".
_RESEARCH_GERUNDS = frozenset({"benchmarking", "evaluating", "analyzing", "analysing", "investigating", "exploring",
                               "comparing", "studying", "assessing", "proposing", "introducing", "developing",
                               "designing", "building", "leveraging", "using", "applying", "extending", "demonstrating",
                               "providing", "releasing", "establishing", "conducting", "presenting", "revisiting"})
_SCENE_SETTING_LEADS = _FRONTING_PREPOSITIONS - {"for", "to", "using"} | {"through", "throughout", "after", "via"}


def _opens_a_clause(view: TokenView, index: int) -> bool:
    """Whether the word at `index` opens its sentence or a clause after a comma ("On FooSet, ...", "For instance, on
    FooSet, ..."), not a verb's complement ("builds on QuarkNet", "deployed on GlimPhone")."""
    return view.is_sent_start(index) or view.word(index - 1) == ","


def _opens_the_sentence(view: TokenView, comma: int) -> bool:
    """Whether the comma closes a phrase the sentence opens with a preposition or a purpose ("On the CIFAR10
    benchmark, ...", "To address this challenge, ...")."""
    first = view.sentence_start(comma)
    if view.word(first + 1) == "," and view.lowers[first] in _RESULT_ADVERBS:
        first += 2  # "Specifically, when trained on the X dataset, ..."
    elif view.lowers[first] == "for" and view.lower(first + 1) in ("instance", "example") and view.word(first + 2) == ",":
        first += 3  # "For instance, on the X benchmark, ..."
    # a clause lead only with a preposition before the comma ("When trained on the X dataset, ..."; not "While
    # popular corpora, A and B, contain ...", where the data are the clause's subject, listed)
    return (view.lowers[first] in _FRONTING_PREPOSITIONS or (
        view.lowers[first] in _FRONTING_CLAUSE_LEADS
        and not _FRONTING_PREPOSITIONS.isdisjoint(view.lowers[first + 1:comma]))) \
        and "," not in view.lowers[first:comma]


_FRONTING_CLAUSE_LEADS = frozenset({"when", "while", "after", "once", "if"})  # "When applied to the X dataset, Y ..."


_METRIC_LIST_HEADS = frozenset({"metric", "metrics", "measures", "rubrics"})
_TASK_LIST_HEADS = frozenset({"task", "tasks"})  # "tasks such as A, B and C", "four tasks: A and B"
_TITLE_CASE_NAME = re.compile(r"^[A-Z][\w\-]*(?: [A-Z][\w\-]*)+$")  # "Amazon Comprehend Medical", every word capitalised
_PART_LIST_HEADS = frozenset({"modules", "components", "blocks"})
# Words that set a listed part apart from the paper's own: others' systems ("Existing pipelines consist of several
# modules"), or what a part is taken or trained from ("a denoiser initialised from BlixDiff, a diffusion model").
_OTHERS_SYSTEMS = frozenset({"existing", "prior", "previous", "unlike", "conventional", "traditional", "typically",
                             "typical", "standard", "earlier"})
_TAKEN_FROM = frozenset({"from", "such", "whose", "pretrained", "pre-trained", "initialised", "initialized",
                         "fine-tuned", "finetuned", "adopted", "borrowed", "off-the-shelf"})


# Of those, the words right before a name that say a part is made from it: "a denoiser initialised from BlixDiff".
_MADE_FROM = _TAKEN_FROM - {"such", "whose"}


def _part_list_words(view: TokenView, start: int) -> Optional[tuple[list[str], list[str], list[str]]]:
    """(the clause that names the parts, the words from the parts' noun on, the words before the name) of the
    list of parts a name is in, lower-cased (capitalised words blanked), or None where no parts' noun is before it."""
    first = max(view.sentence_start(start), start - 40)
    words = view.words[first:start]
    lowers = [w.lower() if not w[:1].isupper() or first + at == view.sentence_start(start) else ""  # (not the "Prior"
              for at, w in enumerate(words)]  # of a part's own name: "Event Activation Prior")
    head = max((at for at, word in enumerate(lowers) if word in _PART_LIST_HEADS), default=None)
    if head is None:
        return None
    clause = lowers[max((at + 1 for at, word in enumerate(lowers[:head]) if word == ","), default=0):head]
    return clause, lowers[head:head + 5], lowers


def _part_from_elsewhere(view: TokenView, start: int) -> bool:
    """Whether a listed part belongs to others' systems ("Existing pipelines typically consist of several modules",
    "two components from prior work: ..."), or is what a part is taken from ("a denoiser initialised from BlixDiff,
    a diffusion model"): said in the clause that names the parts, or in the words right before the name."""
    listed = _part_list_words(view, start)
    if listed is None:
        return False
    clause, after_head, before = listed
    return not _OTHERS_SYSTEMS.isdisjoint(clause) or not _OTHERS_SYSTEMS.isdisjoint(after_head) \
        or "from" in after_head[:3] or not _TAKEN_FROM.isdisjoint(before[-3:])


def _own_part_made_from(view: TokenView, start: int) -> bool:
    """Whether a name is what one of the listed parts is made from ("GlimNet has two components: a denoiser
    initialised from BlixDiff"), in a list of parts no word gives to others' systems."""
    listed = _part_list_words(view, start)
    if listed is None:
        return False
    clause, after_head, before = listed
    return _OTHERS_SYSTEMS.isdisjoint(clause) and _OTHERS_SYSTEMS.isdisjoint(after_head) \
        and not _MADE_FROM.isdisjoint(before[-3:])


# A cutoff or a class count a measure is taken at is part of its name: "Top-K accuracy", "Rank-1 accuracy",
# "top-5 recall", "7-class accuracy" (written as one word, or "Top 1" as two).
_RANK_CUTOFF = re.compile(r"^(?:top|rank)-?(?:\d{1,3}|k|n)$", re.I)
_RANK_WORD = frozenset({"top", "rank"})
_CLASS_COUNT = re.compile(r"^(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)-(?:class|way)$", re.I)
_RANKED_MEASURES = frozenset({"accuracy", "recall", "precision", "error", "acc"})
_SHOTS = re.compile(r"^\d{1,3}-shot$", re.I)


def _ranked_from(view: TokenView, start: int, end: int, covered: set[int]) -> int:
    """Where a measure starts once the cutoff or class count written before it is read in."""
    before = view.word(start - 1)
    if start >= 2 and _SHOTS.match(before) and _CLASS_COUNT.match(view.word(start - 2)) \
            and not covered.intersection((start - 2, start - 1)):
        return start - 2  # "5-way 1-shot accuracy"
    if start >= 1 and start - 1 not in covered and (_RANK_CUTOFF.match(before) or _CLASS_COUNT.match(before)):
        return start - 1
    if start >= 2 and not covered.intersection((start - 2, start - 1)) and view.lower(start - 2) in _RANK_WORD \
            and re.fullmatch(r"\d{1,3}|[kK]", before) and not _noun_goes_on(view.word(end)):
        return start - 2  # ("Top 1 accuracy on", not "the top 10 precision agriculture platforms")
    return start


_RANKED_HEAD = re.compile(r"\b(?:accuracy|recall|precision|rate|acc)\b", re.I)


def _with_rank_cutoff(view: TokenView, start: int, covered: set[int], by_start: dict[int, Found],
                      found: list[Found]) -> int:
    """Where a compound measure starting at `start` starts once a rank cutoff before it is read in: "Top-50 matching
    accuracy", "Rank-1 re-identification accuracy" (a cutoff read as a measure of its own, "Top-1", gives way)."""
    cutoff = by_start.get(start - 1)
    if not _RANK_CUTOFF.match(view.word(start - 1)) or (
            view.lower(start - 1).startswith("rank") and not _RANKED_HEAD.search(view.span_text(start, start + 4))):
        return start  # (not "Rank-16 reconstruction error", a matrix rank)
    if start - 1 in covered and not (cutoff is not None and cutoff in found and cutoff.end == start):
        return start
    if cutoff is not None and cutoff in found:
        found.remove(cutoff)
    return start - 1


def _noun_then_participle(modifier: str) -> bool:
    """'instruction-following', 'decision-making': a noun and a participle in one word, an adjective naming what is
    measured (not 'ever-increasing', 'fast-growing', where the first part says how)."""
    first, _, last = modifier.rpartition("-")
    return bool(first) and first.isalpha() and last.endswith("ing") and first not in _HOW_WORDS \
        and last not in _PRAISING_PARTICIPLES  # (not "record-breaking", "industry-leading", "cost-saving")


_PRAISING_PARTICIPLES = frozenset({"leading", "breaking", "setting", "winning", "changing", "opening", "boosting",
                                   "saving", "beating", "defining", "enhancing", "improving", "competing"})
_HOW_WORDS = frozenset({"ever", "fast", "far", "long", "well", "never", "slow", "hard", "quick", "rapidly", "slowly",
                        "high", "low", "good", "best", "self", "non", "top", "better", "poor", "worse", "cross", "time",
                        "still", "all", "forward", "near", "co", "re", "pre", "post", "multi", "under", "over"})


def _noun_goes_on(word: str) -> bool:
    """Whether the word after a measure's name carries on a noun phrase ("precision agriculture", "recall
    candidates"): a plain lower-case word that is no function word, verb form or adverb."""
    return word.isalpha() and word.islower() and word not in _PHRASE_ENDS and word not in _NOT_NOUNS \
        and not word.endswith(("ing", "ly", "ed")) and word not in ("rate", "rates", "score", "scores")


_NOT_NOUNS = frozenset("among versus given despite relative respectively vs against whereas while but".split())


# Plural nouns of systems a list of named ones follows: "two recent pipelines, ReadAgent and RAPTOR".
_METHOD_LIST_HEADS = frozenset({"models", "methods", "pipelines", "baselines", "approaches", "frameworks", "architectures",
                                "systems", "algorithms", "agents", "detectors", "backbones", "encoders", "llms", "vlms",
                                "mllms", "lvlms", "lmms", "tokenizers", "optimizers", "techniques", "toolkits",
                                "classifiers", "solvers", "parsers", "retrievers"}) | _PART_LIST_HEADS
# Nouns whose examples are software only where the names are coined ("tools such as OpenCV and LabelImg", not
# "tools such as Excel and Word", "Arduino and Raspberry Pi").
_TOOL_LIST_HEADS = frozenset({"tools", "libraries", "packages"})
# What a phrase heads when its tasks are the ones some work is for: "existing methods for these tasks, such as X".
_WORK_NOUNS = frozenset({"methods", "method", "approaches", "approach", "baselines", "baseline", "models", "model",
                         "systems", "techniques", "algorithms", "solutions", "work", "works", "studies"})
# Words right before the rival a result is measured against: "outperforms Gemini", "than Mistral".
_OUTPERFORMED_LEADS = frozenset({"outperforms", "outperform", "outperforming", "outperformed", "surpasses",
                                 "surpass", "surpassing", "surpassed", "than", "versus", "vs", "vs."})
_BEATING_VERBS = frozenset(word for word in _OUTPERFORMED_LEADS
                            if word.endswith(("forms", "formed", "passes", "passed")))  # "outperforms", "surpassed"
_BEATING_ADVERBS = _DEGREE_ADVERBS | {"also", "even", "still", "clearly", "largely"}
# Nouns for existing models a list may name in plain words ("methods such as GlimDist, Cellwise"); not the parts
# or agents of a system, which plain words describe ("modules: Generation, Control, Memory").
_MODEL_LIST_HEADS = frozenset({"models", "methods", "baselines", "approaches", "frameworks", "architectures",
                               "algorithms", "detectors", "backbones", "encoders", "llms", "vlms", "mllms", "lvlms",
                               "lmms", "tokenizers", "optimizers", "techniques", "toolkits", "classifiers", "solvers",
                               "parsers", "retrievers"})  # (not "tools", "libraries": "tools such as Excel and Word")
# Nouns whose examples are hardware or the sites people post on: "devices such as X", "platforms like X".
_HARDWARE_LIST_HEADS = frozenset({"devices", "hardware", "robots", "sensors", "smartphones", "phones", "headsets",
                                  "gpus", "processors", "microcontrollers", "platforms"})
_HARDWARE_LIST_OPENERS = frozenset({"like", "including", "e.g.", "e.g", "i.e.", "i.e", ":", "namely"})
_LIST_FILLERS = frozenset({",", "and", "or", "the", "a", "an", "(", ")"})


def _listed_as_hardware(view: TokenView, start: int, end: int) -> bool:
    """'edge devices such as the Glim Orin Nano', 'robots (e.g., Quark Arm and FooBot)', 'models on edge devices such
    as GlimBoard': a name a noun of hardware or platforms opens a list for. Only after a word that opens a list (not
    'Equipped with depth sensors, GlimBot maps ...'), not where models are for the hardware ('models designed for
    mobile devices, such as GlimMobile': the models are listed), and not the subject after a fronted list ('On edge
    devices such as GlimBoard, GlimNet achieves ...')."""
    if view.word(start - 1) == "," and view.word(end).isalpha() and view.word(end).islower() \
            and view.lower(end) not in ("and", "or"):
        return False
    first = view.sentence_start(start)
    index = start - 1
    while index >= first and start - index <= 14:
        word = view.lowers[index]
        opener = word in _HARDWARE_LIST_OPENERS or (word == "as" and view.lower(index - 1) == "such")
        if opener:
            before = index - 2 if word == "as" else index - 1
            if view.lower(before) in (",", "("):
                before -= 1
            if view.lower(before) == ")":  # "devices (embedded boards) such as X": what the brackets describe
                opening = view.opening_bracket(before, reach=5, floor=first)
                before = opening - 1 if opening is not None else before
            if view.lower(before) not in _HARDWARE_LIST_HEADS:
                return False
            purpose = before - 1
            while purpose > first and before - purpose <= 3 and view.lowers[purpose] != "for":
                purpose -= 1  # "for mobile devices", "for resource-limited edge devices"
            return view.lowers[purpose] != "for" or _MODEL_LIST_HEADS.isdisjoint(
                view.lowers[max(first, purpose - 4):purpose])
        if word not in _LIST_FILLERS and not (view.words[index][:1].isupper() or any(ch.isdigit() for ch in word)):
            return False
        index -= 1
    return False


def _last_item_before_a_word(view: TokenView, index: int) -> bool:
    """'datasets such as Glimgle and Zorbora show ...': the last name of a list, ended by the sentence's verb rather
    than by punctuation; the name before the 'and' is a name too (not before a noun it describes: 'Zorbora tasks',
    nor a word the name may go on with: 'Needle in a Haystack')."""
    following = view.lower(index + 1)
    return view.lower(index - 1) in ("and", "or") and following.isalpha() and following == view.word(index + 1) \
        and following not in _NAME_GOES_ON and (not following.endswith("s") or following in ("is", "was", "has")) \
        and following not in TASK_HEADS and following not in METHOD_HEADS and _named_neighbour(view, index, -1)


# Words a capitalised name may go on with ("Needle in a Haystack", "Tower of Glim"): a list item before one may be
# only the start of its name
_NAME_GOES_ON = frozenset({"in", "of", "for", "on", "at", "to", "from", "the", "a", "an"})


def _a_manner_not_data(view: TokenView, end: int) -> bool:
    """'poor results on GlimLM-based evaluation': a derivation of manner after the name, and no data noun in the words
    after it ('results on ZorbSet-based splits', 'on ZorbSet-like synthetic data' are on that data)."""
    return view.lower(end) in _MANNER_DERIVATIONS and _DATA_WORDS_AFTER.isdisjoint(view.lowers[end + 1:end + 4])


_DATA_WORDS_AFTER = frozenset({"split", "splits", "benchmark", "benchmarks", "data", "dataset", "datasets", "set",
                               "sets", "subset", "subsets", "corpus", "corpora", "version", "versions", "variant",
                               "variants", "images", "samples", "tasks", "questions"})
# Derivations that make a name the manner of what follows: "poor results on GlimLM-based evaluation" are not results
# on data named GlimLM ("GlimSet-derived splits" are still that data's).
_MANNER_DERIVATIONS = frozenset({"-based", "-like", "-style", "-driven", "-guided", "-powered", "-assisted", "-aided",
                                 "-inspired", "-enhanced"})
_LIST_CLOSING_WORDS = frozenset({"on", "in", "across", "for", "under", "with", "to", "as"})  # "A and B on two datasets"
_ITEM_LEADS = frozenset({",", "and", "or", "(", ":", "as", "e.g.", "e.g", "i.e.", "i.e", "including", "like", "namely"})
_METRIC_LIST_OPENERS = _LIST_OPENERS - {"like"}  # "conventional ranking metrics like DCG": named in passing


def _kind_then_dataset_noun(view: TokenView, start: int, end: int) -> bool:
    """'we present the Geo-QIM caption dataset', 'the GLIMOR dehazing dataset', 'the QZ-80 fabric stain
    benchmark': a name, one or two plain words for the kind of data, and a singular noun for a dataset, after 'the'
    or 'our', a word or two that describe it between ('the publicly available Florp17k skin dataset'; not 'an RGBA
    video dataset': a dataset of RGBA videos)."""
    lead = start - 1
    while lead > start - 6 and (view.lower(lead) in _DATASET_DESCRIBERS or view.lower(lead) in ("and", ",")):
        lead -= 1
    if view.lower(lead) not in ("the", "our") or (
            _KIND_ACRONYM.match(view.word(start)) and (view.lower(end) in _MEDIA_WORDS
                                                       or view.word(start) in known_task_letters())):
        return False  # (not "the publicly available RGBA video dataset": a dataset of RGBA videos)
    at = end
    counted = bool(_SIZED_NAME.search(view.word(end - 1))) and not _MODEL_LIKE_END.search(view.word(end - 1))
    # "the Zorb-45K post-training dataset": a size names data (not "the GlimLM-32K pretraining corpus", a model's),
    while at < end + 2 and view.lower(at) not in _SINGULAR_DATASET_NOUNS and (  # whatever stage the data is for
            _data_kind_word(view.word(at)) or (counted and view.lower(at) in _TRAINING_STAGES)):
        at += 1
    return at > end and (view.lower(at) in _ONE_DATASET_HEADS or (at == end + 1 and view.lower(at) in
                                                                       _SINGULAR_DATASET_NOUNS))


_OWN_WORK_NOUNS = frozenset({"work", "paper", "study", "article", "letter", "report", "thesis"})
# A name ending in a count of items, as data is sized: "Zorb-45K", "GlimQA-1.2M" (not a model's "-7B").
_SIZED_NAME = re.compile(r"-\d+(?:\.\d+)?[KkM]$")


# How the names of generators, models, simulators and agents end: "QuarkGAN", "GlimLM", "ZorbSim", "GlimPolicy" (what
# data is "drawn from" under such a name is no dataset).
_MODEL_LIKE_END = re.compile(r"(?:GAN|LM|LLM|Net|Former|former|Diffusion|Sim|Policy|Bot|Agent|BERT|GPT|Model|Encoder)"
                             r"(?:[-\d.]+[\w.]*)?$")


def _listed_with_kinds_before_datasets(view: TokenView, start: int, end: int) -> bool:
    """'the QRT45 sonar and GlimFood-202 multimodal datasets': names listed after 'the' or 'our', each with a plain
    word or two for its kind of data, before one plural noun for datasets. Each name must have its kind word ('the
    QRT45 and GlimFood-202 image datasets' is left to the list rules)."""
    def kind_end(at: int) -> int:
        stop = at
        while stop < at + 2 and _data_kind_word(view.word(stop)):
            stop += 1
        return stop

    def name_at(at: int) -> Optional[int]:  # where a name at `at` ends: coined or title-case words ('QRKC Glim-101')
        stop = at
        while stop < at + 4 and (is_name(view.word(stop), frozenset()) or is_title_word(view.word(stop))):
            stop += 1
        return stop if stop > at else None

    first = start  # back over earlier members to the list's opening "the"/"our"
    while view.lower(first - 1) in ("and", ",") and _data_kind_word(view.word(first - 2)):
        at = first - 2
        while at > first - 4 and _data_kind_word(view.word(at - 1)):
            at -= 1
        lead = at - 1
        while lead > at - 5 and is_title_word(view.word(lead)) and not view.is_sent_start(lead):
            lead -= 1
        if lead == at - 1 and is_name(view.word(lead), frozenset()):
            lead -= 1
        if lead == at - 1:
            return False
        first = lead + 1
    if view.lower(first - 1) not in ("the", "our") or _MODEL_LIKE_END.search(view.span_text(start, end)):
        return False  # (not "the ZorbNet teacher and QuarkNet student datasets")
    at, members = end, 1
    while True:  # forward over later members to the plural noun
        stop = kind_end(at)
        if stop == at:
            return False
        if view.lower(stop) in _PLURAL_DATASET_HEADS:
            return members + (first < start) >= 2
        if view.lower(stop) not in ("and", ","):
            return False
        at = stop + 1 + (view.lower(stop) == "," and view.lower(stop + 1) == "and")
        name_end = name_at(at)
        if name_end is None or members > 4:
            return False
        at, members = name_end, members + 1


# The singular nouns of one dataset: after kind words ("the Glim dehazing dataset"; "the Zorb simulation suite", "the
# Glim wireless testbed" are software and hardware, not data), after a generation's digit, restated by a name.
_ONE_DATASET_HEADS = frozenset({"dataset", "benchmark", "corpus"})


def _data_kind_word(word: str) -> bool:
    """A plain lower-case word that can say what kind of data a dataset holds: 'caption', 'game-image', 'dehazing'
    (a task word may say it: "the ImageNet-64x64 generation benchmark"), but no model's head, no verb ('beats'),
    no word of comparison ('per', 'versus') and not the stage of training data is for ("the GlimLM training
    corpus" is the model's data)."""
    return word.replace("-", "").isalpha() and word.islower() and not word.endswith(("ed", "ly")) \
        and (not word.endswith("s") or word in _PLURAL_DATA_KINDS) and word not in METHOD_HEADS \
        and word not in _TRAINING_STAGES and word not in TASK_STOP and word not in _NO_DATA_KINDS


_TRAINING_STAGES = frozenset("""training pretraining pre-training post-training posttraining mid-training fine-tuning
finetuning tuning instruction-tuning alignment distillation warm-up warmup calibration""".split())
_NO_DATA_KINDS = frozenset("per versus vs every each all any at baseline scale size software simulation".split())
_PLURAL_DATA_KINDS = frozenset("news physics genomics analytics mathematics economics lyrics".split())


_SINGULAR_DATASET_NOUNS = _ONE_DATASET_HEADS | {"suite", "testbed"}
_ONE_DATASET_NOUNS = _SINGULAR_DATASET_NOUNS | {"treebank"}  # (what a definition's task phrase may end in)
# Plural nouns for systems a list after a dataset noun may be about instead: "detectors trained on datasets, including X".
# What comes before the first name of a list of data: "experiments on A, B and C benchmarks", "including A and B".
_LIST_CONTEXT_BEFORE = frozenset({"on", "across", "over", "including", "include", "includes", "like", "as", "the",
                                  "with", "use", "uses", "using", "adopt", "adopts", "from", "both"})
# Words that describe a model, not data: "and the distilled GlimNet", "and the proposed QuarkLM": the words that make
# a part another's, less those that describe data as well ("original", "standard"; nor do "recent", "larger"), and
# more ("proposed" too: the paper's own model or its own data, either).
_MODEL_DESCRIPTIONS = (_BORROWED_WORDS - {"standard", "original", "popular", "public"}) | {
    "proposed", "traditional", "distilled", "fine-tuned", "finetuned", "base", "strong", "state-of-the-art", "sota",
    "our", "trained", "quantized", "tuned", "improved", "enhanced", "compressed", "pruned"}
_MODEL_NOUNS = frozenset({"models", "detectors", "methods", "approaches", "systems", "networks", "baselines",
                          "architectures", "algorithms", "llms", "vlms", "mllms", "encoders", "backbones", "agents"})


# What makes a model out of data: "detectors trained on ... datasets", "encoders pre-trained with ... corpora".
_MADE_FROM_DATA = frozenset({"trained", "pretrained", "pre-trained", "fine-tuned", "finetuned", "learned", "learnt",
                             "built", "tuned", "distilled", "developed"})


def _models_made_from_the_data(words: list[str]) -> bool:
    """Whether a model noun before a data noun is made from that data ('detectors trained on web-scale datasets',
    'models fitted to large corpora', 'models that scale with web datasets', 'models for glim datasets'), so that
    a list after the data noun names models; not 'models ... across various datasets'."""
    at = next((i for i, word in enumerate(words) if word in _MODEL_NOUNS), None)
    if at is None:
        return False
    after = words[at + 1] if at + 1 < len(words) else ""
    return not _MADE_FROM_DATA.isdisjoint(words[at + 1:]) or after in ("that", "which", "for") or (
        after.endswith("ed") and after not in _EVALUATED_ON)


# Participles after a model noun that say where it was evaluated, not what made it: "models evaluated on ...".
_EVALUATED_ON = frozenset({"evaluated", "tested", "compared", "benchmarked", "assessed", "validated", "measured"})


def _aside_then(view: TokenView, at: int, words: tuple[str, ...]) -> bool:
    """'GlimWorld (73% to 89%), Quarkcraft (55% to 64%), and Zorbville (12%).': a bracketed aside at `at`, then one
    of `words` (a comma or a list word, or the full stop after the last name), so the name before it is read on
    the list as it would be without the aside."""
    if view.word(at) != "(":
        return False
    close = view.closing_bracket(at, reach=10)
    return close is not None and view.lower(close + 1) in words


def _ends_in_a_known_task(gazetteer: dict, start: int, end: int) -> bool:
    """Whether the words from `start` to `end` end in a task the gazetteer knows ("online continual learning")."""
    return any(gazetteer.get((first, end), ("",))[0] == "TASK" for first in range(start, end))


def _after_a_colon_of_data(view: TokenView, start: int) -> bool:
    """'on two datasets: open-ended quark prompts (OQP) and ...': a name in small letters in a list a plural noun for
    data opens with a colon may be data; not past the item an 'and' closed the list with ('datasets: A, B and C, and
    glim tuning (GT) wins': the list closed at C)."""
    colon = _list_opened_before(view, start, lambda at: view.lower(at) in _PLURAL_DATASET_HEADS)
    return colon is not None and view.lowers[colon] == ":" and "and" not in view.lowers[colon + 1:start - 1]


def _list_ends_on_its_own(view: TokenView, start: int) -> bool:
    """Whether the list of names from `start` on ends at punctuation or a joining word, not before a noun the names
    describe ("which include Glimmer and Zorbit posts")."""
    index = start + 1
    while index < view.n and (view.words[index][:1].isupper() or view.words[index][:1].isdigit()
                              or view.lowers[index] in (",", "and", "or", "-", "the", "both")):
        index += 1
    word = view.lower(index)
    return not word[:1].isalpha() or word in _AFTER_A_NAME or word in _CLAUSE_VERBS


_ENDS_A_MEASURE_NAME = frozenset({"and", "or", "for", "on", "in", "with", "at", "across", "while", "compared", "than",
                                  "over", "under", "respectively", "whereas", "but"})


def _named_in_terms_of(view: TokenView, start: int) -> bool:
    """Whether the name at `start` is what a result is weighed in: "better in terms of GlimIoU", "in terms of
    GlimIoU, mQV and QRS" (a list right after the phrase, of names and their joints only). Not where the list only
    says whose ("in terms of GLIM density", "... QRU's accuracy"), names data ("ZorbQA", "GlimBench"), or where a
    fronted phrase ends at a comma ("In terms of AUC, GlimNet and QuarkNet ...": the clause's subjects)."""
    if _DATA_NAME_END.search(view.word(start)):
        return False
    end = start + 1
    while end < min(view.n, start + _LONGEST_NAME_LIST) \
            and (view.word(end) in _NAME_LIST_JOINTS or _has_capital(view.word(end))):
        end += 1  # (a list of measures is short: a page of names is no list to read to its end from each name)
    while view.word(end - 1) in _NAME_LIST_JOINTS:
        end -= 1
    after = view.word(end)
    if after in ("'s", "\u2019s") or (after.isalpha() and after.islower() and after not in _ENDS_A_MEASURE_NAME):
        return False
    index = start - 1
    while index >= start - 12 and (view.word(index) in _NAME_LIST_JOINTS or _has_capital(view.word(index))):
        index -= 1
    if view.lowers[index - 2:index + 1] != ["in", "terms", "of"]:
        return False
    fronted = view.is_sent_start(index - 2)
    return not (fronted and "," in view.words[index + 1:start])


_NAME_LIST_JOINTS = frozenset({",", "and", "or", "both"})
# Tokens a list of names and their joints reaches at most, as the rules read it: a dozen names and their commas;
# and a list of names each defined with its letters in brackets ("Glim Descent (GD), Zorb Sort (ZS), ...").
_LONGEST_NAME_LIST = 24
_LONGEST_DEFINED_LIST = 64
_DATA_NAME_END = re.compile(r"(?:QA|Bench|BENCH|Set)$")


def _has_capital(word: str) -> bool:
    """A word with a capital in it, as names are written ("GlimIoU", "mQV", "QRS")."""
    return word[:1].isalpha() and word != word.lower()


_MEANS_WORDS = frozenset({"using", "with", "via", "through", "based"})  # "a framework using X", "a model based on X"


def _a_title_case_head(view: TokenView, index: int) -> bool:
    """Whether a list's noun is written as a word of a title inside the sentence ("A Survey Of Methods, Models And
    Applications"): a title's words, not a list of names after its noun ("methods, such as", "LLMs, such as")."""
    word = view.word(index)
    if not (word[:1].isupper() and word[1:].islower()) or view.is_sent_start(index):
        return False
    first = view.sentence_start(index)
    return any(view.words[at] in _CAPITALISED_SMALL_WORDS and not view.is_sent_start(at)
               for at in range(first, min(view.n, index + 12)))  # (not "Large Language Models, such as GPT-4")


# Small words a title capitalises and a sentence does not.
_CAPITALISED_SMALL_WORDS = frozenset({"Of", "And", "Or", "In", "For", "With", "On", "To", "From", "Via", "Into", "At"})


def _listed_after(view: TokenView, start: int, heads: frozenset[str] = DATASET_HEADS,
                     openers: frozenset[str] = _LIST_OPENERS) -> bool:
    """Whether the name at `start` is listed after one of `heads` (dataset nouns unless told): "datasets
    (e.g., A, B)", "benchmarks including A, B, and C", "datasets such as A", "two benchmarks: A and B"."""
    if _closed_before(view, start - 1, start - 2):
        return False  # "such as A, B, and C, LANTERN demonstrates": the list closed at C; a new clause begins
    index = start - 1
    skipped = False
    marked = False  # whether items marked "(ii)", "(b)" were read past: a list of places only after a counted noun
    aside = 0  # tokens of the asides read past, which do not count towards the distance
    first = view.sentence_start(start)
    while index >= first and start - index - aside <= (26 if skipped else 14):
        word = view.lowers[index]
        if word == "," and view.lower(index - 1) in heads and not _opens_the_sentence(view, index) \
                and not _a_title_case_head(view, index - 1):
            return True  # "two challenging datasets, Rotowire and Livesum" ("On the X benchmark, Y achieves", "To
            # address this challenge, X is proposed": no list)
        if word in ("include", "includes") and view.lower(index - 1) in ("which", "that"):
            before = index - 2 - (view.lower(index - 2) == ",")  # "NeRF architectures, which include A and B"
            return view.lower(before) in heads and not any(w[:1].isdigit() for w in view.words[index + 1:start]) \
                and _list_ends_on_its_own(view, start)
            # (not "a corpus that includes 20,000 glim reports": what it holds, counted; nor "corpora, which include
            # Glimmer and Zorbit posts": the names only say whose posts)
        if word in openers and (word not in _DASHES or _dash_list(view, index)):
            before = index - 1
            if word == "as":
                if view.lower(before) != "such":
                    return False
                before -= 1
            if view.lower(before) == ")":  # "three datasets (synthetic and real data) including A"
                opening = view.opening_bracket(before, reach=11)
                if opening is not None and before - opening > 2:  # a description, not a short form: "models (LLMs) such as"
                    before = opening - 1
            if (view.lower(before) == "," or view.lower(before) in _DASHES) and heads is DATASET_HEADS \
                    and _models_made_from_the_data(view.lowers[max(view.sentence_start(before), before - 8):before]):
                return False  # "detectors trained on web-scale datasets, including OWL-ViT2": the list is of detectors
                # (not "beats zorb baseline models on several datasets, including GlimRev, ...")
            if view.lower(before) in ("(", ",") or view.lower(before) in _DASHES:
                before -= 1  # "datasets (e.g., A)", "datasets, including A", "benchmarks--including A"
            if view.lower(before) in _LISTED_KINDS and view.lower(before - 1) in heads:
                before -= 1  # "two benchmark tasks: QZDocIR and G3KR"
            word = view.words[start]
            if heads is DATASET_HEADS and view.lower(before) == "tasks" and view.lower(before + 1) == "(" \
                    and not word[1:].islower() and (not word.isupper() or "-" in word):
                return True  # "recognition tasks (QVS256-Motion and Z-Birds)": benchmarks; "tasks (Math, Puzzle)",
                # "tasks (T2I, I2V)", "tasks (ASR, ST and SLU)": kinds of task
            if view.lowers[index] in (":", "(") and heads is DATASET_HEADS and view.lower(before) not in heads:
                return _described_plural_head(view, before)  # "3 sub-datasets reflecting real challenges: A, B"
            if marked and not _counted_data_noun(view, before):
                return False  # "two modules to address the challenge: (i) Glim Router, (ii) ...", "two modules that
                # generalize across datasets: (i) ...": parts
            return view.lower(before) in heads and not _a_title_case_head(view, before)
        if heads is DATASET_HEADS and word in _PLURAL_DATASET_HEADS and index + 1 <= start \
                and view.words[index + 1][:1].isupper() and view.words[index].islower() \
                and view.lowers[index + 1] not in known_measures() and _names_a_coined_item(view, index + 1):
            return True  # "two further datasets Glimeme and Quark16": the list right after its noun (not "on both
            # datasets MAE and RMSE drop", "the subsets Easy and Hard")
        if word == ")" and (opening := _aside_opening(view, index)) is not None:
            marked = marked or (opening == index - 2 and _ENUMERATOR.match(view.word(index - 1)) is not None
                                and not view.word(index - 1).isdigit())  # "(ii)", "(b)"
            aside += index - opening + 1  # an earlier item's short form or scores: "benchmarks like the United
            index = opening - 1  # States ... Examination (USMLE) and ...", "three benchmarks: ALFWorld (73% to
            continue  # 89%), Wordcraft (...)"
        if word not in (",", "and", "or", "the", "/") and not view.words[index][:1].isupper() \
                and not view.words[index][:1].isdigit() \
                and not (heads is DATASET_HEADS and view.words[index] in known_data_names()) and not (
                    _RELEASE_VERSION.match(word) and view.words[index - 1][:1].isupper()):  # an item's release: "A v2.0"
            # (a known benchmark may start in lower case: "benchmarks like nuScenes and Zorbmo")
            lead = next((at for at in range(index - 1, max(first - 1, index - 3), -1)
                         if not view.words[at][:1].islower() or view.lowers[at] == "the"), first) \
                if index + 1 == start else None  # (the words that describe an item stand right before it)
            if lead is not None and view.lowers[lead] == "the" and view.lower(lead - 1) in ("and", "or") \
                    and view.lower(start + 1) in (",", ".", ";", "as", "and", "") \
                    and view.words[lead + 1:index + 1] == [w for w in view.words[lead + 1:index + 1] if w.isalpha()
                                                           or w.replace("-", "").isalpha()] \
                    and not any(w in METHOD_HEADS or w in heads or w in _MODEL_NOUNS or w in _MODEL_DESCRIPTIONS
                                for w in view.lowers[lead + 1:index + 1]) \
                    and not _CHECKPOINT_SHAPE.search(view.words[start]):
                index = lead - 1  # "datasets, including GlimDrive and the rare-event-focused ZORDA": a word or two
                continue  # describing an item
            # "modules: GlimExtractor to extract patterns, QuarkGenerator for ...": each item with its purpose
            item = next((at for at in range(index - 1, max(first - 1, index - 8), -1)
                         if not view.words[at][:1].islower()), None) \
                if view.lower(index + 1) in (",", "and", "or") else None  # (an item's purpose ends at the next one)
            if item is not None and view.lowers[item + 1] in ("to", "for") \
                    and view.words[item][:1].isupper() \
                    and not _a_new_clauses_word(view.lower(_capitalised_run_end(view, start))) \
                    and all(w.replace("-", "").isalpha() and w not in METHOD_HEADS and w not in heads
                            for w in view.lowers[item + 1:index + 1]):
                skipped, index = True, item
                continue
            # "datasets, Rotowire, renowned for its complex schema, and Livesum": one item's description
            if skipped or view.lower(index + 1) != ",":
                return False
            comma = next((c for c in range(index - 1, max(0, index - 10), -1) if view.lowers[c] == ","), None)
            if comma is None or not view.words[comma - 1][:1].isupper() \
                    or any(w in METHOD_HEADS or w in heads for w in view.lowers[comma + 1:index + 1]):
                return False  # "corpus, ClinText-SP, along with a ... model, RigoBERTa": a new item, not a description
            skipped, index = True, comma - 1
            continue
        index -= 1
    return False


def _names_a_coined_item(view: TokenView, first: int) -> bool:
    """Whether the list of capitalised words from `first` holds a name no dictionary has ("Quark16", "GlimQA")."""
    for index in range(first, min(view.n, first + 9)):
        word = view.words[index]
        if word in (",", "and", "or"):
            continue
        if not word[:1].isupper():
            return False
        if _coined_shape(word) and word.lower() not in known_measures():
            return True
    return False


def _counted_data_noun(view: TokenView, at: int) -> bool:
    """A plural data noun the list after it is counted by: "in two environments:", "the following benchmarks:",
    "three public datasets:" (not "the challenge:", nor "two modules that generalize across datasets:")."""
    word = view.lower(at)
    if word not in DATASET_HEADS or not (word.endswith("s") or word == "corpora"):
        return False
    return any(view.lower(before) in _LIST_COUNTS or view.word(before).isdigit() for before in (at - 1, at - 2, at - 3)
               if before >= view.sentence_start(at))


_LIST_COUNTS = frozenset("""two three four five six seven eight nine ten several multiple following these""".split())


def _aside_opening(view: TokenView, closing: int) -> Optional[int]:
    """The opening bracket of a short aside that closes at `closing`: a short form or figures ("(USMLE)",
    "(73% to 89%)") or an item's marker ("(ii)"), not a description in words."""
    if view.word(closing - 2) == "(" and _ENUMERATOR.match(view.word(closing - 1)):
        return closing - 2
    for index in range(closing - 1, max(-1, closing - 9), -1):
        word = view.words[index]
        if word == "(":
            return index if index < closing - 1 else None
        if not (word[:1].isdigit() or word[:1].isupper() or word in _ASIDE_WORDS):
            return None
    return None


_ASIDE_WORDS = frozenset({"%", "to", "vs", "vs.", "and", ",", "-", "→"})


_LISTED_KINDS = frozenset({"tasks", "suites", "collections"})


_NAME_KEY_NOISE = re.compile(r"[\s\-_.]+")


def name_key(text: Optional[str]) -> str:
    """Two spellings of one name within an abstract: case, spaces, hyphens, dots and underscores aside."""
    return _name_key(text or "")


@lru_cache(maxsize=100_000)
def _name_key(text: str) -> str:
    return _NAME_KEY_NOISE.sub("", text.casefold())


_COORDINATORS = frozenset({",", "and", "or", "/", "&"})


def _a_fronted_list_goes_on(view: TokenView, end: int) -> bool:
    """'In APr, APc and APf, GlimDet beats ...': the names after the first fronted one go on to a comma that closes
    the opening phrase (not 'In mAP, GlimDet and QuarkDet are tied', where they are the clause's subjects)."""
    index = end
    while index < view.n and (view.lowers[index] in _COORDINATORS or view.words[index][:1].isupper()):
        if view.lowers[index] in ("and", "or"):
            following = index + 1
            while following < view.n and view.words[following][:1].isupper():
                following += 1
            return following > index + 1 and view.word(following) == ","
        index += 1
    return False


def _coordinate(view: TokenView, items: list[Found]) -> list[Found]:
    """An unknown name listed with known ones is one of them: 'CIFAR-10, GlimText and SVHN', 'Top-1, Top-2 and
    Top-3'. The list is read from its end too, where its head noun types the last name: 'QuarkX, GLIM-CXR and FooRay
    datasets'. A name only a use cue made a method is data when listed with a known dataset ('tuned to tasks
    such as CIFAR-10, QuarkSet and SVHN'), so is one a proposal cue made a method after a dataset the paper
    introduces ('we build two datasets, called GlimSet and QuarkSet'), and one a comparison made a rival is a
    measure when listed with a named one ('sharper compared with rival schemes, judged by FID and GQID')."""
    ordered = sorted(range(len(items)), key=lambda i: items[i].start)
    out = list(items)
    for position, i in list(enumerate(ordered)) + list(reversed(list(enumerate(ordered)))):
        item = out[i]
        if not item.rule.startswith("shape:name"):
            continue
        used_only = item.label == "METHOD" and item.role == "used" and item.rule == "shape:name+cue:use"
        proposed_only = item.label == "METHOD" and item.role == "proposed" and item.rule == "shape:name+cue:propose"
        compared_only = item.label == "METHOD" and item.role == "compared" and item.rule == "shape:name+cue:compare"
        if item.label is not None and not used_only and not proposed_only and not compared_only:
            continue
        for neighbour in (position - 1, position + 1):
            if not 0 <= neighbour < len(ordered):
                continue
            other = out[ordered[neighbour]]
            if used_only and (other.label != "DATASET" or other.key is None):
                continue
            if proposed_only and (other.label != "DATASET" or neighbour > position
                                  or not _named_as_plural_data(view, other.start)):
                continue  # "two new datasets, called GlimSet and QuarkSet": the second is what the first is (not
                # "we release GlimBench and QuarkNet", nor "a benchmark and a method, termed GlimBench and QuarkNet")
            if compared_only and (other.label != "METRIC" or other.start > item.start):
                continue  # "compared with rival schemes, judged by FID and GQID": a measure, whatever cue is before
                # (listed after the measure: "Compared with QuarkNet and MSE" lists rivals, a loss among them)
            if item.rule.endswith("+task-listed") and other.label != "DATASET":
                continue  # "on tasks such as QuarkQA and FooQA, GlimNet achieves": no method by its neighbour either
            if other.label not in ("METHOD", "DATASET") and not (
                    other.label == "METRIC" and (other.text or "").lower() != (other.text or "")):
                continue  # a named measure lists others ("Top-1, Top-2 and Top-3"); a plain word ("accuracy") does not
            first, last = (other.end, item.start) if other.end <= item.start else (item.end, other.start)
            if first < last and _VERSION.match(view.words[first]):
                first += 1  # "Qwen-R1 32B, Llama 3 8B": a name's size or version stands between it and the comma
            gap = view.lowers[first:last] if _acronym_aside(view, first, last) \
                else _without_short_asides(view.lowers[first:last])  # "Video-GLM (long), Video-GLMM (comprehension)"
            if other.end <= item.start and gap == [","] and _closed_before(view, first, other.start):
                continue  # "A, B, and C, LANTERN demonstrates": the list closed at C
            if item.end <= other.start and gap == [","] and _opens_the_sentence(view, first) \
                    and view.lower(other.end) not in _COORDINATORS:
                continue  # "On QuarkSet, GlimDet reaches 45.1 mAP": the comma closes the opening phrase, the name
                # after it is the clause's subject, not listed with the one before
            if other.end <= item.start and gap == [","] and other.label == "METRIC" and (
                    _opens_the_sentence(view, other.end) or view.lowers[view.sentence_start(other.start)] == "measured") \
                    and not _a_fronted_list_goes_on(view, item.end):
                continue  # "In APr, GlimDet beats QuarkDet": the measure closes the opening phrase; the name after
                # the comma is the clause's subject
            if compared_only and not ({"and", "or", "/", "&"} & set(gap)):
                continue  # "Compared to QuarkNet, mAP rises": a comma alone closes the comparison, no list
            if gap and len(gap) <= 2 and all(w in _COORDINATORS for w in gap):
                out[i] = replace(item, label=other.label, role=other.role, rule=item.rule + "+listed-with",
                                 confidence=0.55)
                break
    return _coordinated_roles(view, out)


def _without_short_asides(words: list[str]) -> list[str]:
    """The words between two listed names without a bracketed aside of up to three words right after the first:
    "QuarkBench (long), GlimBench" lists the two as "QuarkBench, GlimBench" does."""
    if len(words) >= 3 and words[0] == "(" and ")" in words[2:5]:
        return words[words.index(")", 2) + 1:]
    return words


def _acronym_aside(view: TokenView, first: int, last: int) -> bool:
    """Whether the words from `first` to `last` open with a bracketed short form ("Sentinel-2 (S2) and ..."): a
    name's letters, which the lists of data the aside rule reads past do not have."""
    return view.word(first) == "(" and view.word(first + 2) == ")" and first + 2 < last \
        and view.words[first + 1].isupper()


def _named_as_plural_data(view: TokenView, start: int) -> bool:
    """'two datasets, called GlimSet ...', 'benchmarks named GlimQA ...': a name a naming verb gives to data in the
    plural, so the names listed with it are data too."""
    at = start - 1
    if view.lower(at) not in _NAMING_VERBS:
        return False
    at -= 1 + (view.word(at - 1) == ",")
    word = view.lower(at)
    return (word.endswith("s") and word[:-1] in DATASET_HEADS) or word == "corpora"


def _coordinated_roles(view: TokenView, items: list[Found]) -> list[Found]:
    """'through Depth Rotary Encoding and Cost-Gated Path-Routing': two unknown names joined by 'and' after
    the same words are parts of one thing; where one is the paper's own, so is the other."""
    ordered = sorted((i for i in range(len(items)) if items[i].label == "METHOD"), key=lambda i: items[i].start)
    out = list(items)
    for a, b in zip(ordered, ordered[1:]):
        first, second = out[a], out[b]
        roles = {first.role, second.role}
        if first.key is not None or second.key is not None or roles not in ({"proposed", "used"},
                                                                             {"proposed", "mentioned"}):
            continue
        gap = view.lowers[first.end:second.start]
        joined = _joined_as_a_pair(view, first, second, gap)
        if joined is None or (roles == {"proposed", "mentioned"} and joined != "article"):
            continue  # (a part merely mentioned joins its proposed pair only where each has its article and purpose)
        used = b if second.role != "proposed" else a
        if out[used].rule.startswith(("shape:", "acronym:")):
            out[used] = replace(out[used], role="proposed", rule=out[used].rule + "+listed-with")
    return out


def _joined_as_a_pair(view: TokenView, first: Found, second: Found, gap: list[str]) -> Optional[str]:
    """How two names are joined: "plain" for 'X and Y', "article" for two parts each with its article and purpose
    ('a Glim Adapter for style and a Zorb Adapter for identity'), None for neither."""
    if gap and len(gap) <= 2 and all(w in _COORDINATORS for w in gap) and "and" in gap:
        return "plain"
    article = view.lower(first.start - 1)
    paired = article in ("a", "an") and len(gap) <= 8 and gap[-2:] in (["and", "a"], ["and", "an"]) \
        and gap[0] in ("for", "to", "that") and "," not in gap and "." not in gap \
        and first.end - first.start > 1 and second.end - second.start > 1 \
        and not _cited_right_after(view, second.end) and not _cited_right_after(view, first.end) \
        and _BROUGHT_FROM_ELSEWHERE.isdisjoint(view.lowers[second.end:second.end + 4])
    # (not "a GZ Network": a bare acronym; nor "a Zorb Vocoder [4]", "a Quark Adapter from prior work", "a Zorb
    # Vocoder that is pretrained on ...": someone else's)
    return "article" if paired else None


_BROUGHT_FROM_ELSEWHERE = frozenset({"from", "pretrained", "pre-trained", "existing", "off-the-shelf"})


_AFTER_A_NAME = frozenset({"and", "or", "on", "in", "with", "for", "by", "to", "at", "from", "as", "while", "than",
                           "which", "where"})
_NAME_ENDS = _AFTER_A_NAME | {"", ",", ".", ";", ":", "(", ")"}  # what may follow a name that ends its phrase


def _ends_a_name(view: TokenView, index: int) -> bool:
    """Whether the name could end before `index`: punctuation, a joining word, a dataset noun or the end ("AIME 24,",
    not the "25" of "MMLU 25 subjects")."""
    word = view.lower(index)
    return not word[:1].isalnum() or word in _AFTER_A_NAME or word in DATASET_HEADS


_TITLED_HEADS = frozenset({"dataset", "corpus", "benchmark", "collection", "treebank"})
# A name led by digits: "7-Scenes", "3D-FRONT", "360Loc", "360World" (not "3D", "10K", "3DGS", "3D-printing", nor a
# kind of data or model, "3D-MRI", "3D-CNN", "2D-Conv", "12-Lead").
_DIGIT_LED_NAME = re.compile(r"^\d+(?:[A-Za-z]{0,2}-(?:[A-Z]{4,}|[A-Z][a-z]{4,})|[A-Z][a-z][\w\-]*)$")
_NAME_LEADS = frozenset({"the", "on", "of", "and", ",", "(", "in", "from", "using"})


def _with_title_words(view: TokenView, item: Found, not_entities: frozenset[str]) -> Found:
    """'the Financial PhraseBank dataset', 'the Pulsed Sound Labels dataset': capitalised words right
    before a dataset's name and its head noun, inside a sentence, belong to the name (a language or a
    platform, 'the Korean LCR dataset', 'the Kaggle APTOS dataset', does not); so do capitalised words between
    the name and its head noun ('the NTIRE Low Light dataset')."""
    end = item.end
    while end < view.n and end - item.end < 3 and is_title_word(view.words[end]) and not view.is_sent_start(end) \
            and (view.lowers[end] not in TASK_STOP or view.lowers[end] in _DESCRIBING_OPENERS) \
            and view.words[end] not in not_entities:
        end += 1
    if end > item.end and view.lower(end) in _TITLED_HEADS:
        item = replace(item, end=end, text=view.span_text(item.start, end), rule=item.rule + "+title-words", key=None)
    if view.lower(item.end) not in _TITLED_HEADS:
        return item
    start, sentence_start = item.start, view.sentence_start(item.start)
    while start - 1 > sentence_start and item.start - start < 2:
        word = view.words[start - 1]
        # "New", "Large": not a name alone, but a new name's first word ("the Standard Kinetics dataset" is Kinetics)
        describing = item.key is None and view.lowers[start - 1] in _DESCRIBING_OPENERS
        if not capitalised_word(word) or (word in not_entities and not describing) \
                or (view.lowers[start - 1] in TASK_STOP and not describing):
            break
        start -= 1  # a describing word written capitalised is part of the name: "the North Quarter Meme Contest corpus"
    if start == item.start:
        return item
    rule = item.rule if item.rule.endswith("+title-words") else item.rule + "+title-words"
    return replace(item, start=start, text=view.span_text(start, item.end), rule=rule, key=None)


def _describing_opener(view: TokenView, index: int, covered: set[int]) -> bool:
    """'Low' in 'the NTIRE Low Light Enhancement Challenge', 'Fast' in 'Fast Fourier Transform': a describing word
    written capitalised inside a sentence opens the name of two or more capitalised words after it (not 'Standard
    Arabic', 'Key Factors'); a verb or a noun of the paper's own ('We Propose Dynamic Token Pruning') never does."""
    return view.lowers[index] in _DESCRIBING_OPENERS and view.words[index][1:].islower() and all(
        is_title_word(view.word(i)) and view.lower(i) not in TASK_STOP and i not in covered
        and not view.is_sent_start(i)
        for i in (index + 1, index + 2))


# Describing words (of the rule words that end a task phrase) that open names when written capitalised.
_DESCRIBING_OPENERS = frozenset("""low high fast large small new standard real-world real support model open common
general direct deep efficient robust dynamic static complex modern learnable diverse advanced simple key task enhanced
improved initial final textual shallow strong weak global local""".split())


def _with_edition(view: TokenView, item: Found) -> Found:
    """'SemEval-2010 Task 8', 'WMT 2014', 'SANCL 2012': the edition is part of a benchmark's name."""
    end = item.end
    text = item.text or view.span_text(item.start, item.end)
    if (_YEARISH.match(view.word(end)) or (_SHORT_YEAR.match(view.word(end)) and _ends_a_name(view, end + 1)
                                          and not view.text[view.ends[end]:view.ends[end] + 1].isalpha())) \
            and not re.search(r"\d{2,4}$", text):
        end += 1  # "WMT 2014", "AIME 24"
    elif (_DATA_VERSION.match(view.lower(end)) and view.lower(end + 1) in DATASET_HEADS) or (
            _GENERATION.match(view.word(end)) and view.lower(end + 1) in _ONE_DATASET_HEADS
            and not (_A_PLURAL_NOUN.match(view.lower(end + 2)) and view.lower(end + 2) not in _NOT_PLURAL)):
        end += 1  # "the Tulu V2 dataset", "the TartanDrive 2.0 dataset", "the GlimSet 2 benchmark" (not "GlimSet 2
        # benchmark tracks": the noun names what the digit counts)
    elif _RELEASE.match(view.lower(end)) and view.word(end + 1) in (",", ".", "(", ")", "and", "or", ";"):
        end += 1  # "GlimSet 2.0++, a synthetic corpus", "built on GlimSet 2.0 (...)", "GlimSet v2 and QuarkSet" (not
        # a score: "FIDs of GlimSet 2.1, QuarkSet 3.4")
    elif (_GENERATION.match(view.word(end)) or view.word(end) in _EDITION_WORDS) and item.rule.startswith("gaz") \
            and view.word(end + 1) in (",", ".", ";", ")", "and", "or") and not text[-1:].isdigit() \
            and not (view.word(end + 2)[:1].isdigit() and _A_PLURAL_NOUN.match(view.lower(end + 3))) \
            and view.starts[end] == view.ends[end - 1] + 1:
        end += 1  # "GlimEval 2 and ...", "ZorbQA Plus,": a known benchmark's later edition, its own data (not
        # "GlimEval 8 and 16 shots", a list of counts, nor "GlimSet-10 2, ...", a name ending in its own number)
    elif _SUBSET_SIZE.match(view.word(end)) and view.word(end + 1) in (",", ";", ")", "and", "or") \
            and not text[-1:].isdigit() and not _SUBSET_SIZE.match(view.word(end + 2)) \
            and MEASURE_HEADS.isdisjoint(view.lowers[max(view.sentence_start(item.start), item.start - 10):item.start]):
        end += 1  # "GlimSet 60, GlimSet 120 and ...", "Quark Context 59": a subset by its number of classes or items
        # (not a score: "accuracy (GlimSet 85, QuarkSet 78)", nor a count: "GlimSet 10 and 20 classes")
    end = _task_number_end(view, end) or end  # "SemEval-2010 Task 8", "GlimEval 2024 shared task 12"
    if end == item.end:
        return item
    return replace(item, end=end, text=view.span_text(item.start, end), rule=item.rule + "+edition", key=None)


# Words that name a later or harder edition of a known benchmark after its name ("ZorbQA Plus").
_EDITION_WORDS = frozenset({"Plus", "Pro", "Lite", "Verified", "Hard", "Extended"})
# A dataset's generation, one digit before a singular head noun ("GlimSet 2 dataset"; "GlimSet 3 datasets" counts them).
_GENERATION = re.compile(r"^[1-9]$")
_A_PLURAL_NOUN = re.compile(r"^[a-z][a-z\-]*[a-rt-z]s$")  # "tracks", "variants" (not "is", "was", "class")
_NOT_PLURAL = frozenset({"is", "was", "has", "does", "its", "this", "thus", "versus"})
# A version before a dataset's head noun, lower-cased: "V2", "v1.5", "2.4" ("the GlimSet 2.4 dataset").
_DATA_VERSION = re.compile(r"^(?:v\d{1,2}(?:\.\d{1,2})?|\d{1,2}\.\d{1,2})\+{0,2}$")
# A version that says it is a release without a head noun after it, lower-cased: "v2", "v1.5", "2.0", "2.1++" (not
# a number that may be a score: "2.1", "85.3").
_RELEASE = re.compile(r"^(?:v\d{1,2}(?:\.\d{1,2})?|\d{1,2}\.0|\d{1,2}(?:\.\d{1,2})?\+{1,2})$")


# A whole number of two or three digits, no year and no score: "60", "500".
_SUBSET_SIZE = re.compile(r"^[1-9]\d{1,2}$")
# A model release by its parts: a parameter count ("-7B", "-1.5B", "-340M") or a tuned variant ("-Instruct", "-Chat").
_CHECKPOINT_SHAPE = re.compile(r"[-_]\d+(?:\.\d+)?[BM](?:$|[-_])|[-_](?:Instruct|Chat)(?:$|[-_])")
# "Gemini Pro 2.5", "Flash-VL 2B", "Qwen 2.5VL", "GPT 4o"
_VERSION = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2}){0,2}(?:VL|o)?|\d{1,3}(?:\.\d{1,2})?[BMTb])$")
# Words that make the number after a name a quantity, not its version: "BERT 3 times", "GPT 2 layers".
_QUANTITY_WORDS = frozenset({"%", "times", "x", "×", "points", "pp", "layers", "epochs", "steps", "billion", "million",
                             "thousand", "k", "m", "b", "seconds", "hours", "minutes", "days", "gb", "mb", "/"})


def _names_a_release(view: TokenView, index: int) -> bool:
    """'Gemini 2.5', 'Claude Sonnet', 'Llama 2 7B': a version, tier or size after a name says it is a model's."""
    word = view.word(index)
    return (word in _RELEASE_TIERS or bool(_RELEASE_VERSION.match(word)) or bool(_VERSION.match(word))
            or _tiered_version(word)) and view.lower(index + 1) not in _QUANTITY_WORDS


# Words that open the name of a kind of model after a tier word: "Large Language Model", "Large Vision-Language ...".
_MODEL_KIND_WORDS = frozenset({"Language", "Vision", "Vision-Language", "Multimodal", "Multi-Modal", "Reasoning",
                               "Foundation", "Model", "Models", "LLM", "LLMs", "Visual", "Speech", "Audio"})


def _with_version(view: TokenView, item: Found, method_forms: frozenset[str]) -> Found:
    """'Gemini Pro 2.5', 'Llama 3', 'Qwen-R1 32B', 'Gemini 2.5 Flash', 'Qwen2.5 14B Instruct': a version,
    size or release tier written apart is part of a model's name; so is a release by letter and number the
    gazetteer knows joined by a hyphen ('Quark R1' for 'Quark-R1', but not the 'L2' of 'GlimNet L2 loss')."""
    text = item.text or view.span_text(item.start, item.end)
    if item.long_form or view.word(item.end - 1) != text.split()[-1]:
        return item
    end = item.end
    while end - item.end < 3:
        following = view.word(end)
        if following in _RELEASE_TIERS and view.word(end + 1) in _MODEL_KIND_WORDS:
            break  # "the Glim-3-8B Large Language Model": the tier word opens the name of a kind
        if following in _RELEASE_TIERS or _RELEASE_VERSION.match(following):
            end += 1  # "Claude Sonnet", "Whisper Large v3"
        elif item.key is not None and _small_letter_tier(view, end):
            end += 1  # "GPT-4o mini", "o3 mini,"
        elif following in _VARIANT_TIERS and (view.words[end - 1][-1:].isdigit() or view.words[end - 1] in _RELEASE_TIERS):
            end += 1  # "Phi-3 Vision", "Gemini 2.0 Flash Thinking", but not "CLIP Vision"
        elif _VERSION.match(following) and (not view.words[end - 1][-1:].isdigit() or _SIZE.match(following)) \
                and view.lower(end + 1) not in _QUANTITY_WORDS:
            end += 1  # "Llama 3", "Qwen 3 1.7B", but not the "3" of "GPT-4 3 times"
        elif end == item.end and not view.words[end - 1][-1:].isdigit() and _tiered_version(following):
            end += 1  # "GPT 3.5-Turbo"
        elif end == item.end and _LETTER_VERSION.match(following) \
                and f"{text}-{following}".lower() in method_forms:
            end += 1  # "Quark R1"
        else:
            break
    if end == item.end:
        return item
    # the family's gazetteer key no longer names it: "LLaMA 3.3 70B" is a model of its own, a variant of LLaMA
    return replace(item, end=end, text=view.span_text(item.start, end), rule=item.rule + "+version", key=None)


def _with_family_before_tier(view: TokenView, item: Found, held: set[int], not_entities: frozenset[str]) -> Found:
    """'Quark 3.5 Mini Instruct', 'Glim TTS Mini': a release tier never names a model alone, so a name made only
    of tiers takes the family and the version written before it (capitalised words and versions, up to three,
    that no other name holds; not a word that only looks like a name, nor a participle opening the sentence:
    "Using Quark 3.5 Mini", "Adopting Quark 3.5 Mini")."""
    text = item.text or view.span_text(item.start, item.end)
    if item.long_form or not all(word in _RELEASE_TIERS for word in text.split()):
        return item
    start = item.start
    while item.start - start < 3 and start - 1 not in held and not view.is_sent_start(start) \
            and view.word(start - 1) not in not_entities \
            and not (view.is_sent_start(start - 1) and view.lower(start - 1).endswith(("ing", "ed"))) and (
            _VERSION.match(view.word(start - 1)) or _NAME_WORD.match(view.word(start - 1))):
        start -= 1
    while start < item.start and not _NAME_WORD.match(view.words[start]):
        start += 1  # the family's name opens it, not a bare version ("the 3.5 Mini")
    if start == item.start:
        return item
    return replace(item, start=start, text=view.span_text(start, item.end), rule=item.rule + "+family", key=None)


# A word that may name a model family: a capital first, then letters, digits or hyphens ("Quark", "TTS", "Glim-2").
_NAME_WORD = re.compile(r"^[A-Z][A-Za-z0-9\-]*$")


def _with_suspended_prefix(view: TokenView, item: Found) -> Found:
    """'a Glim- and Quark-aware Fusion module': the word left hanging on its hyphen before "and" shares the
    name's second half, so the name starts with it."""
    if item.start < 2 or view.lowers[item.start - 1] not in ("and", "or") or "-" not in view.words[item.start] \
            or not _SUSPENDED_WORD.match(view.words[item.start - 2]):
        return item
    start = item.start - 2
    return replace(item, start=start, text=view.span_text(start, item.end), rule=item.rule + "+suspended-prefix")


def _with_capitalised_modifier(view: TokenView, item: Found, held: set[int], not_entities,
                               own_variants: frozenset[str] = frozenset()) -> Found:
    """'Tiled ResNet-50', 'Cascade YOLOv5': a known model's name written after one capitalised word inside a
    sentence is the name of a variant of it, the word included (not a maker's or a toolkit's name, 'Google Gemini',
    a word that only describes it, 'Vanilla LSTM', 'Frozen CLIP', a known name, 'Kinetics I3D', nor a verb,
    '(2) Evaluating LoRA ...')."""
    at = item.start - 1
    known = item.rule.startswith("gaz") or (item.end - item.start == 1 and item.rule.startswith("shape")
                                            and view.lowers[item.start] in known_lower_names())
    if not known or at < 1 or view.is_sent_start(at) or at in held:
        return item
    if not _variant_word(view, at, not_entities):
        return item
    if _variant_word(view, at - 1, not_entities) and at - 1 not in held and not view.is_sent_start(at - 1) \
            and at >= 2 and not _opens_before(view, at - 2):
        at -= 1  # "Wide Glim LoRA": two words of the variant's name
    elif _opens_before(view, at - 1):
        return item
    role = item.role
    if role in ("used", "mentioned") and _introduced_here(view, at, item.end):
        role = "proposed"  # "GlimLoRA introduces Wide Glim LoRA, ...", "a Dual MixUp scheme is designed"
    if role != "proposed" and any(_LETTER_THEN_WORD.fullmatch(view.words[i]) for i in range(at, item.start)):
        if view.span_text(at, item.end) not in own_variants:
            return item  # "an X-Ray ViT", "CT-Based U-Net", "RL-Tuned Llama-2": a description of a model used
        role = "proposed"
    own = role == "proposed" or view.span_text(at, item.end) in own_variants
    return replace(item, start=at, text=view.span_text(at, item.end), rule=item.rule + "+variant-word", role=role,
                   key=None if own else item.key)  # the paper's own variant is a model of its own ("we propose
    # Density-Aware GlimViT" is not GlimViT, nor is "Serial LoRA" where the paper proposed it before; a "Surrogate
    # ResNet-50" is still ResNet-50)


_TITLE_WORDS_JOINED = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)*")  # "Shared", "Mid-Level"
_INTRODUCING_FORMS = frozenset({"introduce", "introduces", "introducing", "propose", "proposes", "proposing", "design",
                                "designs", "designing", "develop", "develops", "developing", "present", "presents"})
_INTRODUCED_FORMS = frozenset({"introduced", "proposed", "designed", "developed", "presented"})
_EARLIER_WORK_WORDS = frozenset({"al.", "al", "recently", "recent", "prior", "previous", "existing", "such",
                                 "works", "studies", "researchers", "authors"})
_OWN_SUBJECT_WORDS = frozenset({"we", "our", "paper", "work", "study", "here"})


def _opens_before(view: TokenView, index: int) -> bool:
    """Whether the word at `index` keeps a variant's words from starting after it: a capitalised word (part of a
    longer name), except an article opening the sentence ("A Dual MixUp scheme ..."), or an opening mark."""
    word = view.word(index)
    if word in ("A", "An", "The") and view.is_sent_start(index):
        return False
    return word[:1].isupper() or word in (":", "(", '"', "“")


def _introduced_here(view: TokenView, start: int, end: int) -> bool:
    """Whether the name from `start` to `end` is what a verb of introducing brings in: right after it ("we design a
    novel Dual MixUp"), listed after it with other variants of the same name ("introduces Wide Glim LoRA,
    Narrow Glim LoRA, ..."), or said to be introduced after it and its head noun ("a Dual MixUp scheme is
    designed"; not "Sparse LoRA was proposed to ...", earlier work, nor "we present Shared LoRA results")."""
    known = view.words[end - 1]
    index = start - 1
    while index >= 0:
        if view.lowers[index] in ("a", "an", "the", "novel", "new"):
            index -= 1
        elif view.words[index] in (",", "and") and view.word(index - 1) == known and index - 1 >= 0:
            index -= 2  # past an earlier variant of the same name: its capitalised words
            while index >= 0 and view.words[index][:1].isupper() and view.lowers[index] not in _INTRODUCING_FORMS:
                index -= 1
        elif view.words[index] == "and" and view.word(index - 1) == ",":
            index -= 1  # ", and" before the last variant
        else:
            break
    first = view.sentence_start(start)
    sentence = view.lowers[first:start]
    if not _EARLIER_WORK_WORDS.isdisjoint(sentence) or view.word(end).startswith("-") \
            or view.words[end - 1].endswith("-based"):
        return False  # "Zhang et al. propose Gated LoRA", "methods such as Sparse LoRA are designed", "a Hybrid
        # ViT-based detector"
    if index >= 0 and view.lowers[index] in _INTRODUCING_FORMS:
        return (view.lower(end) in METHOD_HEADS or not _noun_goes_on(view.word(end))) \
            and (not _OWN_SUBJECT_WORDS.isdisjoint(view.lowers[first:index])
                 or view.lower(index - 1) == "which" or _coined_shape(view.word(index - 1)))
        # ("DiffGlim introduces Latent CutMix Augmentation": the paper's own system brings it in)
    if view.word(index) == "," and view.lower(index + 1) in ("a", "an") \
            and view.lower(index - 2) in _INTRODUCING_FORMS:
        return True  # "we propose GlimDiT, a Quark-Aware Diffusion Transformer": what the new one is
    after = end + (view.lower(end) in METHOD_HEADS)
    return view.lower(after) in ("is", "are") and view.lower(after + 1) in _INTRODUCED_FORMS \
        and view.lower(after + 2) != "by" and view.lowers[after + 2:after + 4] != ["for", "comparison"] \
        and _OTHERS_SYSTEMS.isdisjoint(sentence)


def _variant_word(view: TokenView, at: int, not_entities) -> bool:
    """A capitalised plain word that may name a variant of the known name after it (not a maker, a describing word,
    a known name, a verb, or a word the abstract also writes in small letters)."""
    word = view.words[at]
    return len(word) >= 3 and (_TITLE_WORDS_JOINED.fullmatch(word) or _LETTER_THEN_WORD.fullmatch(word)) \
        and word.lower() not in _NOT_A_VARIANT_WORD and word not in not_entities and not word.endswith("ing") \
        and word not in known_names() and word.lower() not in view.lower_case_words()


# A letter or two joined to a word, as variants are named: "R-Glim", "DA-Zorb" (not "Q-Former" alone: a known name).
_LETTER_THEN_WORD = re.compile(r"[A-Z]{1,2}-[A-Z][a-z]+")


# Makers and words that describe a model without naming a variant of it.
_NOT_A_VARIANT_WORD = frozenset("""google meta openai microsoft anthropic mistral alibaba apple amazon baidu tencent
huawei deepmind facebook salesforce stability cohere nvidia googles ultralytics torchvision sklearn keras pytorch
tensorflow huggingface timm chat model models vanilla standard current original baseline default plain classic
classical traditional conventional naive simple pretrained finetuned trained frozen pruned quantized quantised
distilled compressed teacher student lightweight huge large small tiny base modified custom compact stacked improved
enhanced adapted simplified siamese deep shallow caffe detectron darknet ollama groq together stanford vllm
transformers using via with and or the our their its fine-tuned pre-trained instruction-tuned open-source
off-the-shelf large-scale state-of-the-art""".split())


# A capitalised word left hanging on its hyphen: "Glim-", "Semantic-" (not a bare capital, "A- or T-pose").
_SUSPENDED_WORD = re.compile(r"^[A-Z][A-Za-z0-9]+-$")


def _small_letter_tier(view: TokenView, at: int) -> bool:
    """'GPT-4o mini', 'o3 mini,': a tier in small letters after a release number, where the name ends (a noun after
    the tier makes it an adjective: 'ResNet-50 mini batches', 'GPT-4 turbo mode')."""
    after = view.word(at + 1)
    return view.word(at) in _SMALL_LETTER_TIERS and _ENDS_IN_A_VERSION.search(view.words[at - 1]) is not None \
        and (not after.isalpha() or after.lower() in _TIER_FOLLOWERS or after.endswith("ing"))


# Tiers written in small letters, after a word ending in a release number, and the words that may follow such a name.
_SMALL_LETTER_TIERS = frozenset({"mini", "nano", "turbo"})
_ENDS_IN_A_VERSION = re.compile(r"\d[a-z]?$")
_TIER_FOLLOWERS = frozenset({"and", "or", "on", "in", "with", "for", "to", "as", "by", "at", "from", "is", "are", "was",
                             "were", "which", "that", "while", "than", "via", "under", "achieves", "outperforms",
                             "performs", "shows", "lags", "scores", "reaches", "obtains", "fails", "remains"})
# Release tiers a model family names its checkpoints by, written apart from the family's name.
_RELEASE_TIERS = frozenset("""Flash Pro Mini Nano Ultra Sonnet Opus Haiku Instruct Chat Turbo Lite Large Base Small
Medium Tiny Plus Max XL""".split())
# Variants named after a version or a tier only: "Qwen2.5 Coder", "Gemini 1.0 Advanced", "Phi-4 Multimodal".
_VARIANT_TIERS = frozenset("Thinking Vision Advanced Experimental Coder Multimodal Omni Math".split())
_TIERED_VERSION = re.compile(r"^\d+(?:\.\d+)?-(\w+)(?:-(\w+)){0,2}$")


def _tiered_version(word: str) -> bool:
    """'3.5-Turbo', '1.5-7B', '1.5-MoE', '3.2-3B-Instruct': a version and its release tier or size in one word."""
    match = _TIERED_VERSION.match(word)
    return match is not None and (match.group(1) in _RELEASE_TIERS or match.group(1) == "MoE"
                                  or _SIZE.match(match.group(1)) is not None) \
        and (match.group(2) or "").lower() not in DERIVATIONS  # (not "3.1-8B-based", a derivation)


_RELEASE_VERSION = re.compile(r"^[vV]\d+(?:\.\d+)?$")  # "Whisper Large v3", "Claude 3.5 Sonnet V2"
_CONFIGURED_NAME = re.compile(r"^([A-Za-z][\w.\-]*\w)\(([\w.\-]+)$")  # "ResNeXt-101(64x4d", its ")" split off
_LETTER_VERSION = re.compile(r"^[A-Z]\d{1,2}$")  # "Qwen-R1", "Kimi-K2": a release named by a letter and a number
# A model's size by its name or its letter ("E" for the largest of some families): "T5-XXL", "SAM-H", "EVA-CLIP-E".
_SIZE_NAME = re.compile(r"^(?:X{0,2}L|[BSMHGE]|Base|Large|Small|Tiny|Huge|Giant|Mini|Nano)$")
_SIZE = re.compile(r"^\d{1,3}(?:\.\d{1,2})?[BMTb]$")  # a parameter count: "1.7B", "340M", "7b"


# Words that say which version of a known model is meant, not a new name: "our Pretrained Stable Diffusion model".
_VERSION_WORDS = frozenset("""pretrained pre-trained fine-tuned finetuned modified adapted customized customised
extended original vanilla standard reimplemented re-implemented distilled quantized pruned frozen""".split())


def _inside_own_coinage(view: TokenView, start: int, end: int) -> bool:
    """A known name ending a longer title-case name the paper calls its own: 'our Attention Temperature Scaling
    technique' is one name, not Temperature Scaling (the title-case phrase rule reads it whole)."""
    lead = start
    while lead > 0 and lead > start - 3 and is_title_word(view.words[lead - 1]) and not view.is_sent_start(lead - 1) \
            and view.lowers[lead - 1] not in TASK_STOP and view.lowers[lead - 1] not in _VERSION_WORDS:
        lead -= 1
    return lead < start and view.lower(lead - 1) in ("our", "proposed") and view.lower(end) in METHOD_HEADS \
        and all(is_title_word(view.words[i]) for i in range(start, end))


_FAULT_NOUNS = frozenset({"error", "errors", "failure", "failures", "mistake", "mistakes", "fault", "faults",
                          "hallucination", "hallucinations", "bias", "biases"})
_PROBLEM_NOUNS = frozenset({"task", "tasks", "problem", "problems", "sub-problems", "subproblems", "setting", "settings",
                            "track", "tracks", "application", "applications", "scenario", "scenarios", "challenges",
                            "domains", "benchmarks", "datasets"})


def _listed_as_proposed_part(view: TokenView, cues: list[Cue], index: int, after_colon: bool = False) -> bool:
    """A name listed after the words for a proposal's parts or for the several things it proposes, later in the
    sentence that proposes it: 'this paper introduces a novel RAR method, which consists of two stages: Role
    Identity Activation (RIA) and ...' (too far from the verb for it to govern the name). With `after_colon`, the
    part word may come well before the colon that opens the list: 'we propose three key modules to guarantee X: A (a),
    B (b) and C (c)'. Not where established words come right before the last such word ('three classic
    algorithms: ...')."""
    sent_start = view.sentence_start(index)
    proposal = next((cue for cue in cues if cue.kind == "PROPOSE" and sent_start <= cue.start and cue.end <= index
                     and cue.first != "our"), None)
    if proposal is None or any(cue.kind not in ("PROPOSE", "PROPOSE_AFTER") and proposal.end <= cue.start < index
                               for cue in cues):
        return False  # (", a novel ..." describing the proposal does not end it)
    between = view.lowers[proposal.end:index]
    last_kind = max((at for at, word in enumerate(between) if word in _LISTED_PROPOSAL_WORDS), default=None)
    if last_kind is not None and not _ESTABLISHED_WORDS.isdisjoint(between[max(0, last_kind - 3):last_kind]):
        return False  # "we introduce a unified implementation of three classic algorithms: A (a), ...": not new
        # (the word nearest the list decides: "which, unlike previous approaches, comprises a ... module, ...")
    if after_colon and ":" in between:
        before_colon = between[:between.index(":")]
        parts = [at for at, word in enumerate(before_colon) if word in _LISTED_PROPOSAL_WORDS]
        if parts and _PROBLEM_NOUNS.isdisjoint(before_colon[parts[0]:]):
            return True  # (not "two modules, which target two sub-problems: hand-object contact estimation (HOCE)")
    made_of = next((at for at, word in enumerate(between) if word in _MADE_OF), None)
    if made_of is not None and _PROBLEM_NOUNS.isdisjoint(between[made_of:]):
        return True  # "we present X, ..., consisting of a depth-aware mixing strategy (DAMS), a ... module (QRM), ..."
        # (not "composed of two modules, which target two sub-problems: ...")
    return any(word in _LISTED_PROPOSAL_WORDS and view.lower(proposal.end + at + 1) in (":", "(", "including", "namely")
               for at, word in enumerate(between))


# What a paper presents when it studies something rather than proposes it ("an empirical study on one model family,
# namely X"), and the words that make the noun the head of its phrase ("a study of", not "an evaluation framework").
_STUDY_NOUNS = frozenset({"study", "analysis", "evaluation", "investigation", "survey", "comparison", "review",
                          "examination", "exploration"})
_STUDY_LINKS = frozenset({"of", "on", "in", "into", "across", "over", ",", "that", "which", "to"})
# Words for what the field already has: "three classic algorithms: ..." lists no proposal.
_ESTABLISHED_WORDS = _ESTABLISHED | {"baseline", "baselines"}
# Words for what a proposal lists: its parts, or the several things it proposes ("we introduce three new
# algorithms: A (a), B (b), and C (c)")
_LISTED_PROPOSAL_WORDS = _PART_WORDS | {"algorithms", "methods", "variants"}
_MADE_OF = frozenset({"consisting", "consists", "comprising", "comprises", "composed", "includes", "contains"})


def _typing_strength(item: Found) -> int:
    """Which evidence decides a name's type for the whole abstract: known names and
    definitions first, then heads and cues, and "on X" (the weakest hint) last."""
    if item.rule.startswith("acronym") and ("+cue-typed" in item.rule or "+after-proposal" in item.rule) \
            and "+apposition:" not in item.rule and "+named:" not in item.rule:
        return 2  # a definition typed only by the verb before it: "the BRIAR dataset" later says what it is
    if item.rule.startswith(("gaz", "acronym")):
        return 4
    if "+cue:eval" in item.rule:
        return 0
    if "head" in item.rule or "apposition" in item.rule or "+new-task" in item.rule:
        return 3
    if "proposed" in item.rule:
        return 2  # a name the paper gives is a method until a head noun or an apposition says what it is
    return 1


# A role kept when a name changes type: what a paper proposes as a method it introduces as a dataset.
_ROLE_ACROSS_TYPES = {("proposed", "DATASET"): "introduced", ("introduced", "METHOD"): "proposed"}


# Words that mark a list of names as earlier work ("existing approaches (SIDE, MIDQ)"), and the objects of a
# comparison that mean earlier work as a whole ("outperforms existing metrics", "outperforms the others").
_PRIOR_WORDS = frozenset({"existing", "prior", "previous", "state-of-the-art", "sota", "competing", "conventional",
                          "traditional"})  # not "mainstream LLMs (e.g., ...)": backbones the paper builds on
# Words between "we" and a use cue that make what is used others' ("We compare GlimNet against methods leveraging").
_OTHERS_WORK = _PRIOR_WORDS | {"compare", "against", "revisit", "benchmark", "evaluate", "study", "analyze", "analyse",
                               "baselines", "including"}
_PRIOR_OBJECTS = _PRIOR_WORDS | {"baselines", "baseline", "others", "competitors", "counterparts", "alternatives",
                                 "them", "these"}


def _prior_work_beaten(view: TokenView, items: list[Found], cues: list[Cue]) -> list[Found]:
    """Names listed as earlier work ('existing approaches (SIDE, MIDQ, STASIS) suffer from ...') are what the
    paper compares with when it claims to beat earlier work as a whole ('CIDRe outperforms existing metrics')."""
    if not any(cue.kind == "COMPARE" and not _PRIOR_OBJECTS.isdisjoint(view.lowers[cue.end:cue.end + 3]) for cue in cues):
        return items
    out = []
    for item in items:
        if item.label == "METHOD" and item.role in ("used", "mentioned"):
            window = view.lowers[max(view.sentence_start(item.start), item.start - 12):item.start]
            if not _PRIOR_WORDS.isdisjoint(window) and _listed_after(view, item.start, _MODEL_LIST_HEADS):
                item = replace(item, role="compared")
        out.append(item)
    return out


def _naming_after_earlier_work(view: TokenView, cue: Cue) -> bool:
    """'As in prior work, we refer to this technique as X', 'Following Lee et al., we refer to the model as X': the
    name others gave, which the sentence only uses."""
    if cue.kind != "PROPOSE" or " refer to " not in cue.text.lower():
        return False
    before = view.text[view.starts[view.sentence_start(cue.start)]:view.starts[cue.start]]
    return bool(_OTHERS_NAMING.search(before) or _FOLLOWING.match(before))


_FOLLOWING = re.compile(r"\s*(?:following|as\s+in)\b", re.I)
_OTHERS_NAMING = re.compile(r"\b(?:prior|previous|existing|earlier)\s+(?:work|studies|research|literature)|\bet\s+al\b|"
                            r"\[\d+|\(\d{4}\)", re.I)


class _OwnResults:
    """Whether a name stands in a sentence that states a result or a proposal and says nothing of earlier work
    ("Notably, Zorb-40B-GLC scores 68.2%"; not "Baselines include Zorb-40B-GLC", "we start from the public Zorb-7B-GLC
    checkpoint"); each sentence read once, and only when asked."""

    def __init__(self, view: TokenView):
        self.view = view
        self.by_sentence: dict[int, bool] = {}

    def __contains__(self, start: int) -> bool:
        sent = self.view.sent_of[start]
        if sent not in self.by_sentence:
            sentence = self.view.sentence_text(sent)
            self.by_sentence[sent] = bool(_A_RESULT_VALUE.search(sentence) or _WE_PROPOSE.search(sentence)) \
                and not _EARLIER_WORK.search(sentence)
        return self.by_sentence[sent]


_WE_PROPOSE = re.compile(r"\bwe\s+(?:propose|introduce|present)\b", re.I)
_A_RESULT_VALUE = re.compile(rf"{_RESULT_NUMBER.pattern}|\b\d+\.\d+\b")  # "61%", "3.1x", or a score: "68.2"
_EARLIER_WORK = re.compile(r"\b(?:prior\s+(?:work|art|methods?|approaches|models?|studies|research|systems?|state)|"
                           r"previous(?:ly)?|existing|earlier|baselines?|public(?:ly)?|released|original|open-source|"
                           r"initiali[sz]\w*|start(?:s|ing)?\s+(?:point|from)|builds?\s+(?:up)?on|et\s+al|unlike|"
                           r"in\s+contrast|(?:proposed|introduced|developed|presented)\s+(?:by|in)\b)|"
                           r"\(\d{4}\)|\[\d+", re.I)


def _propagate(found: list[Found], title_data: Optional[str] = None,
               task_definitions: Sequence[tuple[str, str]] = (), own_results_at: Container[int] = frozenset()
               ) -> list[Found]:
    """Type names the whole abstract agrees on; drop names nothing typed. `title_data`: the key of the name the
    title presents as data ("PANORAMA: A synthetic ... dataset"), a dataset where the abstract only introduces it.
    `task_definitions`: the keys of short and long forms defined, untyped, as a task would be. `own_results_at`:
    where the names stand whose sentence states a result of no earlier work."""
    label_of: dict[str, tuple[int, str]] = {}
    for item in found:
        if item.label is None:
            continue
        strength = _typing_strength(item)
        for name in filter(None, (item.text, item.long_form)):
            key = name_key(name)
            if key not in label_of or strength > label_of[key][0]:
                label_of[key] = (strength, item.label)
    title_best = label_of.get(title_data) if title_data is not None else None
    if title_best is not None and title_best[1] == "METHOD" and title_best[0] <= 2:
        label_of[title_data] = (3, "DATASET")  # typed only by "we introduce X": the data the title presents
    for item in found:  # a definition's long form takes the type its short form is given
        if item.long_form and item.label is not None and name_key(item.text) in label_of:
            short_best, long_key = label_of[name_key(item.text)], name_key(item.long_form)
            if long_key not in label_of or short_best[0] > label_of[long_key][0]:
                label_of[long_key] = short_best
    apposed = {name_key(item.text) for item in found if item.text and "+apposition:" in item.rule} \
        if task_definitions else set()
    for short, long_form in task_definitions:  # "Multi Table Reasoning (MTR) is ...; existing MTR benchmarks":
        best = label_of.get(short)  # the task the data is for
        if best is not None and best[1] == "DATASET" and best[0] <= 3 and short not in apposed:
            label_of[short] = label_of[long_form] = (4, "TASK")
    proposed = {name_key(name) for item in found if item.role == "proposed" and item.label == "METHOD"
                for name in filter(None, (item.text, item.long_form))}
    out = []
    for item in found:
        key = name_key(item.text or "")
        best = label_of.get(key)
        # "SparX-Swin-T", "we train SVIP-Reward model", "Tool-N1-7B", "On Galaxy10, PURe34 achieves ...": a named
        # variant of what the paper proposes is its own model, whatever the sentence made of it
        text = item.text or ""
        variant = item.key is None and item.rule.startswith("shape:name") and (
            item.label != "DATASET" or (text[-1:].isdigit() and "-" not in text)) \
            and _variant_of(text, proposed, any_part=item.label is None,
                            after_a_model=lambda: item.label == "METHOD" and item.role != "compared"
                            and text[:1].isupper() and (best is None or best[1] == "METHOD")
                            and item.start in own_results_at)
        if item.label is None and best is None and not variant:
            continue
        if best is not None and (item.label is None or (best[1] != item.label
                                                        and _typing_strength(item) < min(best[0], 4))):
            label = best[1]  # untyped, or typed more weakly than elsewhere in the abstract
            role = _ROLE_ACROSS_TYPES.get((item.role, label)) or (
                "mentioned" if label == "METHOD" else ("evaluated" if label == "DATASET" else None))
            item = replace(item, label=label, role=role, rule=item.rule + "+paper-type", confidence=0.45)
        if variant and item.label in (None, "METHOD", "DATASET") and item.role not in ("proposed", "introduced"):
            item = replace(item, label="METHOD", role="proposed", rule=item.rule + "+variant-of-proposed",
                           confidence=max(item.confidence, 0.6) if item.label else 0.6)
        out.append(item)
    return out


_DATA_SUFFIXES = frozenset({"data", "eval", "test", "train", "qa"})
# a count of samples ("-350K", "-6M"); a model's size has a B or more digits before the M ("-7B", "-125M")
_DATA_COUNT = re.compile(r"^(?:\d+(?:\.\d+)?[Kk]|\d(?:\.\d+)?[Mm])$")


def _variant_of(text: str, proposed: set[str], any_part: bool,
                after_a_model: Callable[[], bool] = lambda: False) -> bool:
    """A proposed name with a hyphenated part after it ('SparX-Swin-T', 'Tool-N1-7B'; not 'Retro-Search-er'), or
    where `after_a_model` says so after a model's name ('Zorb-40B-GLC': the model with the paper's method put in it),
    with `any_part` any part ('G-HMLC'), or a size or a variant's mark glued to it ('PURe34', 'GlimFlow+',
    'GlimToF*'). (`after_a_model` is asked last, where the last part is a proposed name: it may read the
    sentence.)"""
    glued = text.rstrip("0123456789")
    if glued != text and len(glued) > 2 and name_key(glued) in proposed:
        return True
    marked = text.rstrip("+*")
    if marked != text and len(text) - len(marked) <= 2 and len(marked) > 2 and name_key(marked) in proposed:
        return True
    last = text.rsplit("-", 1)[-1]
    if "-" not in text or last in ("er", "ers", "ed", "ing") or last.lower() in _DATA_SUFFIXES \
            or last.lower() in DATASET_HEADS or _DATA_COUNT.match(last):
        return False  # "ATT-Corpus", "X-Eval", "X-350K": data, not a model
    return any(name_key(text[:at]) in proposed for at, ch in enumerate(text) if ch == "-" and at > 2) \
        or (any_part and any(name_key(part) in proposed for part in text.split("-") if len(part) > 2)) \
        or (len(last) > 2 and last[:1].isupper() and name_key(last) in proposed and after_a_model())


def strongest_roles(found: Iterable[Found]) -> dict[tuple[Optional[str], str], str]:
    """The strongest role each (label, name) has anywhere in the abstract: a name read as a dataset
    in one sentence and as a method in another keeps a role of its own kind in each."""
    best: dict[tuple[Optional[str], str], str] = {}
    for item in found:
        for name in filter(None, (item.text, item.long_form)):
            key = (item.label, name_key(name))
            if ROLE_STRENGTH.get(item.role, 0) > ROLE_STRENGTH.get(best.get(key), 0):
                best[key] = item.role
    return best
