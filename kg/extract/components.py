"""paper-kg's spaCy components, registered once here.

``kg_cues`` marks role cue phrases ("we propose", "outperforms", "experiments on")
from ``data/patterns/cues.jsonl`` into ``doc.user_data["kg:cues"]`` as (kind, start,
end) tuples (Span objects for every "on" and "with" would cost more than the rules); ``kg_mentions`` turns
gazetteer hits, cues and name shapes into typed mentions stored in
``doc.user_data["kg:mentions"]``. ``kg_gazetteer`` looks the gazetteers up (exact
case and lower case) into ``doc.user_data["kg:gazetteer"]``: one PhraseMatcher pass per
case and plain tuples, where two stock ``span_ruler`` components spent most of their
time building, sorting and storing Span objects.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import compress
from operator import not_
from typing import Iterable, Optional

import numpy
from spacy.attrs import IDX, LENGTH, SENT_START
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from kg.extract.acronyms import schwartz_hearst, short_form_shaped
from kg.extract.lexicon import GazetteerEntry, load_lexicon
from kg.extract.mentions import GAZETTEER_KEY, GAZETTEER_OTHERS_KEY, SCORE_NAME, MentionFinder, name_key
from kg.extract.tokens import TokenView, indices_of, is_title_word, slices, token_bounds
from kg.extract.vocabulary import DERIVATIONS

MENTIONS_KEY = "kg:mentions"
TITLE_MENTIONS_KEY = "kg:title-mentions"
TITLE_KEY = "kg:title"
VIEW_KEY = "kg:view"
TEXT_KEY = "kg:text"
CUES_KEY = "kg:cues"


def expand_cue(row: dict) -> list[str]:
    """A cue row's word sequence as phrases: [["we"], ["", "further"], ["propose"]] -> "we propose", ..."""
    phrases = [""]
    for slot in row["sequence"]:
        phrases = [f"{p} {w}".strip() for p in phrases for w in slot]
    return sorted(set(phrases))


_COUNTED_HEADS = frozenset({"rate", "error", "ratio", "distance", "coefficient", "score"})
_CAPITALS = re.compile(r"^[A-Z][A-Z0-9]+[A-Z]$")  # three or more: "ARs", "SRs" name models and reviews too


def _any_casing_names_it(pattern: str) -> bool:
    """A known name long or marked enough that another casing of it is still the name ("Deepseek-R1", "Longbench",
    "Imagenet", "GPT-4O" for DeepSeek-R1, LongBench, ImageNet, GPT-4o): a capital and a digit among three letters or
    more, or mixed case and a hyphen or eight letters. Short names are left out, as other casings of many of them are
    words ("QuALITY", "ComplEx", "ReCoRD")."""
    letters = sum(ch.isalpha() for ch in pattern)
    if " " in pattern:
        return False
    if letters >= 3 and any(ch.isdigit() for ch in pattern) and any(ch.isupper() for ch in pattern):
        return True  # a digit among its letters makes no word in any casing ("GPT-4O-MINI", "Yolov8", "math500")
    return _MIXED_CASE.search(pattern) is not None and (letters >= 8 or "-" in pattern)


_MIXED_CASE = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]")
_PLAIN_VERSION = re.compile(r"^\d+(?:\.\d+)*$")


_COMMON_HEADS = frozenset({"network", "networks", "transformer", "transformers", "model", "models", "method", "layer",
                           "block", "module", "encoder", "decoder", "architecture", "framework"})
_SIZE_WORDS = frozenset({"tiny", "mini", "small", "base", "medium", "large", "huge", "giant", "xl", "xxl"})
_PARTICLES = frozenset({"up", "out", "off", "down", "in", "over", "on"})
_SMALL_WORDS = frozenset({"in", "of", "to", "for", "and", "or", "with", "on", "the", "a", "an", "from", "as", "by", "at"})


def _spaced_form(pattern: str, label: str) -> Optional[tuple[str, bool]]:
    """A known name written with its hyphens as spaces, which many abstracts do ("Glim-Query Attention" as "Glim
    Query Attention"), and whether it is to be matched only as written; not where a piece is a letter or holds a
    digit ("R-CNN", "k-means", "GPT-4"), whose hyphen is part of the name."""
    if "-" not in pattern:
        return None
    pieces = re.split(r"[ -]", pattern)
    if not all(piece.isalpha() and len(piece) >= 2 for piece in pieces) or pieces[-1].lower() in _PARTICLES \
            or (label != "TASK" and any(piece.lower() in _SMALL_WORDS for piece in pieces)):
        return None  # (nor "speed-up", a verb spaced; nor "Fusion-in-Decoder": "fusion in decoder layers" is prose, as
        # a task's "text to speech" is not)
    if label in ("DATASET", "METHOD") and len(pieces) == 2 and not all(
            any(ch.isupper() for ch in piece) for piece in pieces):
        # two words, not both with a capital: "the Roman empire", "cross entropy", "arXiv year" are prose too ("Office
        # Home", "Mistral Nemo" are not); a method's written with capitals is a name ("Expectation Maximization")
        return (" ".join(piece[:1].upper() + piece[1:] for piece in pieces), True) if label == "METHOD" else None
    # as written where the name ends in a common noun: "a high resolution network branch" is prose, "High Resolution
    # Network" a name
    return pattern.replace("-", " "), pieces[-1].lower() in _COMMON_HEADS


def _read_as_a_word(doc: Doc, start: int, end: int) -> bool:
    """Whether another casing of a known name reads as a word there: all lower case ("superpoint features"), or a
    capitalised word that opens a sentence or a capitalised phrase ("Superpoint graphs are ...", "Shanghaitech
    University"); a digit or a hyphen keeps the name ("llama-2-7b", "Deepseek-R1")."""
    text = doc[start:end].text
    if len(text) > 2 and text[-1] == "s" and text[:-1].isupper():
        return True  # capitals with a plural "s": other letters' plural ("3D Gaussians (3DGs)" for 3DGS)
    if any(ch.isdigit() or ch == "-" for ch in text):
        return False
    if text.islower():
        return True
    title_case = text[:1].isupper() and text[1:].islower()
    return title_case and (doc[start].is_sent_start or (end < len(doc) and doc[end].text[:1].isupper()))


class GazetteerMarker:
    """Gazetteer lookup: {(start, end): (label, id or None)} for every known name in the Doc.

    Where several entries match the same tokens, the exact-case table wins over the
    lower-case one, and within a table the entry a SpanRuler would list first (by the
    hashes of label and id, the order spaCy sorts Spans in) wins, so the choice is the
    one the span_ruler components made. Names no casing turns into a word are matched
    in any casing last ("Longbench").
    """

    def __init__(self, nlp: Language, entries: Iterable[GazetteerEntry]):
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.any_case = PhraseMatcher(nlp.vocab, attr="LOWER")
        strings = nlp.vocab.strings
        grouped: dict[tuple[bool, str], list[str]] = {}
        any_case: dict[str, list[str]] = {}  # known names matched in any casing, where no exact-case entry matched
        keys_of_form: dict[str, set[str]] = {}  # the things each lower-cased form names
        self.entry_of: dict[int, tuple[tuple[int, int], tuple[str, Optional[str]]]] = {}
        # known names of several words by their last word, for a variant glued onto it ("Swin Transformer-Huge")
        # (the words of a lower-case entry compared lower-cased)
        self.by_last_word: dict[str, list[tuple[tuple[str, ...], str, bool]]] = {}
        # known one-token model names, for a size glued on in small letters ("ELECTRA-small", "Glimformer-base")
        self.sized_names: set[str] = set()
        for entry in entries:
            if entry.label == "METHOD" and " " not in entry.pattern and not entry.ambiguous \
                    and entry.kind in ("model", "architecture"):
                self.sized_names.add(entry.pattern)  # (not a name that is also a word or data: "Alpaca-small" split)
            if entry.label in ("METHOD", "DATASET") and " " in entry.pattern:
                *leading, last = (entry.pattern.lower() if entry.lower else entry.pattern).split(" ")
                self.by_last_word.setdefault(last, []).append((tuple(leading), entry.label, entry.lower))
            match_key = repr((entry.label, entry.id))
            grouped.setdefault((entry.lower, match_key), []).append(entry.pattern)
            keys_of_form.setdefault(entry.pattern.lower(), set()).add(match_key)
            if entry.label == "METRIC" and not entry.lower and _CAPITALS.match(entry.pattern):
                grouped[entry.lower, match_key].append(entry.pattern + "s")  # "RMSEs", "FIDs": the measure, reported more than once
            spaced = None if entry.ambiguous else _spaced_form(entry.pattern, entry.label)
            if spaced is not None:  # "Grouped Query Attention", "cross entropy loss"
                text, as_written = spaced
                grouped.setdefault((entry.lower and not as_written, match_key), []).append(text)
            words = re.split(r"[ -]", entry.pattern)
            if entry.label == "METRIC" and len(words) > 1 and words[-1].lower() in _COUNTED_HEADS:
                grouped[entry.lower, match_key].append(entry.pattern + "s")  # "false positive rates", "F1-scores"
            if entry.label == "METRIC" and " " not in entry.pattern and SCORE_NAME.search(entry.pattern):
                named = entry.pattern[:-len("Score")].lower()  # "Bert-Score", "CLIP score": a named score written apart
                grouped.setdefault((True, match_key), []).extend(f"{named}{gap}score" for gap in ("-", " "))
            if not entry.lower and entry.label in ("METHOD", "DATASET") and _any_casing_names_it(entry.pattern):
                any_case.setdefault(match_key, []).append(entry.pattern)
            rank = (strings.add(entry.label), strings.add(entry.id) if entry.id else 0)
            self.entry_of[strings.add(match_key)] = (rank, (entry.label, entry.id or None))
        for (lower, match_key), patterns in grouped.items():
            (self.lower if lower else self.exact).add(match_key, [nlp.make_doc(p) for p in patterns])
        for match_key, patterns in any_case.items():
            # (not a form two known things share in other casings: "SuperGLUE", "SuperGlue")
            patterns = [p for p in patterns if len(keys_of_form[p.lower()]) == 1]
            if patterns:
                self.any_case.add(match_key, [nlp.make_doc(p) for p in patterns])

    def __call__(self, doc: Doc) -> Doc:
        hits: dict[tuple[int, int], tuple[str, Optional[str]]] = {}
        others: dict[tuple[int, int], list[tuple[tuple[int, int], tuple[str, Optional[str]]]]] = {}
        for matcher in (self.exact, self.lower, self.any_case):
            best: dict[tuple[int, int], tuple[tuple[int, int], tuple[str, Optional[str]]]] = {}
            for match_id, start, end in matcher(doc):
                if matcher is self.any_case and _read_as_a_word(doc, start, end):
                    continue  # ("superpoint features": the word, not SuperPoint)
                entry = self.entry_of[match_id]
                if (start, end) not in best or entry[0] < best[start, end][0]:
                    if (start, end) in best:
                        others.setdefault((start, end), []).append(best[start, end])
                    best[start, end] = entry
                else:
                    others.setdefault((start, end), []).append(entry)
            for span, entry in best.items():
                if span in hits:  # the exact-case table won; the lower-case table's kind stays an option
                    others.setdefault(span, []).append(entry)
                else:
                    hits[span] = entry[1]
        for span, label in self._glued_variants(doc):
            hits.setdefault(span, (label, None))
        doc.user_data[GAZETTEER_KEY] = hits
        # the other kinds a name may be ("MAE": a model or a measure), for the mention rules to fall back on
        doc.user_data[GAZETTEER_OTHERS_KEY] = {
            span: [hit for _, hit in sorted(entries) if hit[0] != hits[span][0]] for span, entries in others.items()}
        return doc

    def _glued_variants(self, doc: Doc) -> list[tuple[tuple[int, int], str]]:
        """'Swin Transformer-Huge', 'Gemini 2.0 Flash-Preview', 'Stable Diffusion-GlimRT': a known name of several
        words with a variant glued onto its last word, which the tokenizer keeps in one token ("-Huge": a capital or
        a digit after the hyphen; not "Swin Transformer-based", a derivation). A variant of its own, unkeyed."""
        view = doc.user_data.get(VIEW_KEY)
        # the spans are the Doc's, as the matchers' are: the view's words only where its positions are the same
        words = view.words if view is not None and view.doc_words else [token.text for token in doc]
        out = []
        for index in [index for index, word in enumerate(words) if "-" in word]:
            word = words[index]
            head, _, size = word.rpartition("-")
            if size in ("cased", "uncased"):
                head, _, size = head.rpartition("-")  # "Glimformer-base-uncased"
            if size in _SIZE_WORDS and head in self.sized_names:
                out.append(((index, index + 1), "METHOD"))  # "ELECTRA-small", "Flan-T5-xl": a known model at one of
                continue  # its sizes
            for hyphen in [at for at, ch in enumerate(word) if ch == "-"]:  # ("Faster R-CNN-FPN": the last word
                head, variant = word[:hyphen], word[hyphen + 1:]  # of the name may hold a hyphen)
                if not (variant[:1].isupper() or variant[:1].isdigit()) or _PLAIN_VERSION.match(head) \
                        or variant.lower() in DERIVATIONS:
                    continue  # "Swin Transformer-Based": a derivation; "Llama 3.1-70B": a release, read by the mentions
                for form in (head,) if head == head.lower() else (head, head.lower()):
                    for leading, label, lower in self.by_last_word.get(form, ()):
                        start = index - len(leading)
                        written = words[start:index] if start >= 0 else []
                        if tuple(w.lower() for w in written) == leading if lower else tuple(written) == leading:
                            out.append(((start, index + 1), label))
        return out


class CueMarker:
    """Phrase lookup on lower-cased tokens: one hash probe per token, whatever the number of cues."""

    def __init__(self, nlp: Language, rows: list[dict]):
        self.matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
        by_id: dict[str, list[str]] = {}
        for row in rows:
            by_id.setdefault(row["id"], []).extend(expand_cue(row))
        for cue_id, phrases in sorted(by_id.items()):
            self.matcher.add(cue_id, list(nlp.tokenizer.pipe(sorted(set(phrases)))))

    def __call__(self, doc: Doc) -> Doc:
        strings = doc.vocab.strings
        view = doc.user_data.get(VIEW_KEY)
        if view is None or view.doc_n != len(doc):
            view = TokenView(doc, doc.user_data.get(TEXT_KEY))
        cues = []
        for match_id, doc_start, doc_end in self.matcher(doc):
            span = view.from_doc(doc_start, doc_end)
            if span is None:
                continue
            start, end = span
            if view.words[start][:1].isupper() and not view.is_sent_start(start) and view.lowers[start] not in ("we", "our"):
                continue  # 'Training' in 'Dual-Aware Training' is part of a name, not the verb
            if strings[match_id] == "PROPOSE" and view.lowers[end - 1] in _FINDING_VERBS and _relates_things(view, end):
                continue  # "we establish the connection between KL divergence and FIM": a finding, not a proposal
            if end - start == 1 and view.lowers[start] == "in" and (view.lower(end) in _LINKING_AFTER_IN or (
                    view.lower(end) in _LINKING_BEFORE_A_COMMA and view.lower(end + 1) == ",")
                    or (view.lower(end), view.lower(end + 1)) == ("other", "words")):
                continue  # "In particular, the X module ...": a linking phrase, not where something is evaluated
            cues.append((strings[match_id], start, end))
        doc.user_data[CUES_KEY] = _outermost(sorted(cues, key=lambda c: (c[1], c[2])))
        return doc


def _relates_things(view: TokenView, end: int) -> bool:
    """Whether a verb's object is a relation between things written in small letters ("the connection between",
    "a formal link between"), which names what the paper shows, not something it builds."""
    noun = end + (view.lower(end) in ("a", "an", "the"))
    if view.words[noun:noun + 1] and view.words[noun] not in _RELATIONS:
        if view.lower(noun) in ("novel", "new"):
            return False  # "a novel correspondence between patches, GlimCorr": something the paper builds
        noun += 1  # one word may qualify it: "a formal link"
    return view.word(noun) in _RELATIONS and view.lower(noun + 1) in ("between", "among", "to", "with")


# Words that make "in" a linking phrase: "in particular", "in addition"; the others only before a comma ("In
# general, ...", not "evaluators in general medicine"), and "in other words".
_LINKING_AFTER_IN = frozenset({"particular", "addition", "contrast"})
_LINKING_BEFORE_A_COMMA = frozenset({"summary", "short", "general", "practice", "turn", "fact", "sum", "essence",
                                     "brief", "conclusion", "total", "parallel"})
_RELATIONS = frozenset({"connection", "connections", "relationship", "relationships", "link", "links", "equivalence",
                        "correspondence", "duality", "relation", "relations"})
# Proposal verbs that may report a finding instead ("we establish the connection between ...").
_FINDING_VERBS = frozenset({"establish", "established", "describe", "described", "derive", "derived", "formulate",
                            "formulated", "present", "presented"})


def _outermost(cues: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Cues not inside a longer one: the "on" of "based on" is not a second cue of its own (an evaluation)."""
    if len(cues) < 2:
        return cues
    kept, reach = [], (-1, -1)  # the span reaching furthest right so far
    for cue in sorted(cues, key=lambda c: (c[1], -c[2])):
        if cue[2] > reach[1]:
            reach = (cue[1], cue[2])
        elif (cue[1], cue[2]) != reach:
            continue
        kept.append(cue)
    return sorted(kept, key=lambda c: (c[1], c[2]))


# "T5-based", "DETR-like": the name, then the derivation, so rulers see the name.
_NAME_THEN_DERIVATION = (r"^([A-Z][A-Za-z0-9.+]*(?:-[A-Za-z0-9.+]+)*)"  # "T5", "ResNet-50", "GPT-4o"
                         rf"(-(?:{'|'.join(sorted(DERIVATIONS))}))$")
# a capital inside a word, or a digit (not "Multi-Prototype")
_DERIVED = re.compile(r"(?=.*(?:[A-Za-z0-9][A-Z]|\d))" + _NAME_THEN_DERIVATION)


# "splatting-based" after "Gaussian": the second word of a two-word name, in small letters, then the derivation.
_LOWER_WORD_THEN_DERIVATION = re.compile(rf"^([a-z][a-z0-9]+)(-(?:{'|'.join(sorted(DERIVATIONS))}))$")
# "Mamba-based", "U-Net-like": a name of plain letters the gazetteer knows for sure as a method, then the derivation
# (a word such as "Transformer-based" or "Graph-based" describes a kind of model and stays whole).
_DERIVED_FROM_ANY = re.compile(_NAME_THEN_DERIVATION)


@lru_cache(maxsize=1)
def _plain_method_names() -> frozenset[str]:
    return frozenset(entry.pattern for entry in load_lexicon().entries
                     if entry.label == "METHOD" and not entry.ambiguous and " " not in entry.pattern)


@lru_cache(maxsize=1)
def _two_word_method_names() -> frozenset[str]:
    """As written, or lower-cased where the gazetteer matches the name in any case ("Gaussian splatting")."""
    return frozenset(entry.pattern.lower() if entry.lower else entry.pattern for entry in load_lexicon().entries
                     if entry.label == "METHOD" and not entry.ambiguous and entry.pattern.count(" ") == 1)


def _derived(word: str, before: str) -> Optional[re.Match]:
    """The name and its derivation, where the name has a shape of its own or the gazetteer knows it for sure,
    alone or with the word before it ("a Zorb Twins-style loss")."""
    match = _DERIVED.match(word)
    if match is None and before[:1].isupper() and (lower := _LOWER_WORD_THEN_DERIVATION.match(word)):
        return lower if f"{before} {lower.group(1)}".lower() in _two_word_method_names() else None
    if match is None and (match := _DERIVED_FROM_ANY.match(word)) and match.group(1) not in _plain_method_names():
        pair = f"{before} {match.group(1)}"
        if pair not in _two_word_method_names() and pair.lower() not in _two_word_method_names():
            return None
    return match


# "Radiance Fields(NeRF": an acronym defined in a bracket opened without a space before it (the tokenizer has
# already split off the closing one). Other glued brackets ("ResNeXt-101(64x4d)", "SO(3)") stay part of the word.
_OPEN_INSIDE = re.compile(r"^([A-Za-z][^()\[\]]*[a-z])\(([A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*)$")


# "Qwen2.5-VL(3B and 7B)": a model, then the sizes it comes in, in a bracket opened without a space. (With the
# bracket closed at once, "LLaMA2(90B)" reads as one checkpoint and stays whole.)
_SIZES_INSIDE = re.compile(r"^([A-Za-z][^()\[\]]*[A-Za-z0-9])\((\d+(?:\.\d+)?[BMK])$")


# "we propose ModRWKV-a decoupled framework", "DINOv2, and OpenCLIP-and show": a hyphen written for a dash between a
# name (capitals or digits after its first letter) and the next word of the sentence; "three encoders-DINO, DINOv2":
# one between a plural noun and the first name it lists. (The tokenizer splits such a hyphen after a bracket; whether
# the word before it is a name needs the whole word.)
_DASHED_ON = re.compile(r"^(.+?[A-Za-z0-9])(-)(a|an|and|as|on|the|which|that|where|whose|namely|with|for|to|or|is|are"
                        r"|was|we|our|its|their|while)$")
_DASHED_BEFORE = re.compile(r"^([a-z]{2,}(?<![suia])s)(-)([A-Z].*)$")


def _dashed(word: str) -> Optional[re.Match]:
    if word.islower() and word.replace("-", "").isalpha():
        return None  # small letters and hyphens only ("self-supervised"): no name on either side of a hyphen
    if match := _DASHED_BEFORE.match(word):
        return match
    match = _DASHED_ON.match(word)
    name = match.group(1) if match else ""
    return match if any(ch.isupper() or ch.isdigit() for ch in name[1:]) else None


def _name_with_full_stop(word: str, next_word: str) -> bool:
    """'HiRes-50K.' at the end of a sentence: the name, then the full stop."""
    return (len(word) > 3 and word[-1] == "." and word.count(".") == 1 and word[-2].isalnum()
            and any(ch.isupper() or ch.isdigit() for ch in word[:-1]) and (not next_word or next_word[:1].isupper()))


_NOT_A_START = numpy.uint64(2**64 - 1)  # SENT_START -1 as the uint64 from_array takes
_CLOSERS = frozenset({")", "]", '"', "”", "'"})
_SENTENCE_END = frozenset({".", "!", "?", "…", "。", "！", "？"})


@Language.component("kg_sentences", assigns=["token.is_sent_start", "doc.user_data"])
def split_sentences(doc: Doc) -> Doc:
    """Sentence starts after . ! ? and brackets split off words an infix left them glued to.

    Works on arrays rather than Token objects: on abstracts it is several times faster
    than the stock sentencizer, which matters because it runs on every token. The
    arrays it reads are kept as the TokenView the mention rules use.
    """
    text = doc.user_data.get(TEXT_KEY)
    if text is None:
        text = doc.text
    starts, ends = _bounds(doc)
    words = slices(text, starts, ends)
    # only words with a bracket, hyphen or full stop can be glued: the others are left out in C (isalnum); each
    # pattern is tried only on the words with what it needs (most are lower-case hyphenated words: "self-supervised")
    glued = [i for i in compress(range(len(words)), map(not_, map(str.isalnum, words)))
             if len(w := words[i]) > 1 and (w[-1] in ")]." or w[0] in "([" or "-" in w or "(" in w) and (
        (w[-1] in ")]" and w.count("(") < w.count(")")) or (w[0] in "([" and w.count(")") < w.count("("))
        or (w[-1] == "." and _name_with_full_stop(w, words[i + 1] if i + 1 < len(words) else ""))
        or ("-" in w and ((("A" <= w[0] <= "Z" or (i and words[i - 1][:1].isupper()))
                           and _derived(w, words[i - 1] if i else "")) or _dashed(w)))
        or ("(" in w and (_OPEN_INSIDE.match(w)
                          or (_SIZES_INSIDE.match(w) and i + 1 < len(words) and words[i + 1] != ")"))))]
    if glued:
        with doc.retokenize() as retokenizer:
            for i in glued:
                w = words[i]
                derived = _derived(w, words[i - 1] if i else "")
                opened = _OPEN_INSIDE.match(w) or _SIZES_INSIDE.match(w)
                dashed = _dashed(w) if "-" in w else None
                if derived:
                    parts = [derived.group(1), w[len(derived.group(1)):]]
                elif dashed:
                    parts = list(dashed.groups())
                elif opened:
                    parts = [opened.group(1), "(", opened.group(2)]
                else:
                    parts = [w[:-1], w[-1]] if w[-1] in ")]." else [w[0], w[1:]]
                retokenizer.split(doc[i], parts, heads=[(doc[i], part) for part in range(len(parts))])
        starts, ends = _bounds(doc)
        words = slices(text, starts, ends)
    two_word = _two_word_short_forms(words)
    if two_word:
        with doc.retokenize() as retokenizer:
            for i in two_word:
                retokenizer.merge(doc[i:i + 2])
        starts, ends = _bounds(doc)
        words = slices(text, starts, ends)
    sentence_starts = [0] if words else []
    resume = 0
    for i in indices_of(_SENTENCE_END, words):
        if i < resume:
            continue
        i += 1
        while i < len(words) and (words[i] in _SENTENCE_END or words[i] in _CLOSERS):
            i += 1
        if i < len(words):
            sentence_starts.append(i)
        resume = i
    sentence_starts = _with_long_sentences_cut(sentence_starts, words)
    flags = numpy.full((len(words), 1), _NOT_A_START, dtype="uint64")
    flags[sentence_starts, 0] = 1
    doc.from_array([SENT_START], flags)
    doc.user_data[VIEW_KEY] = TokenView.from_parts(text, starts, ends, words, sentence_starts)
    return doc


# Tokens past which a sentence is cut (at a comma, semicolon or colon near the end when there is one): the rules
# read a sentence from each name in it, and no abstract's sentence comes near this length (the longest of the
# 13,108 corpus abstracts has 255 tokens); text with no full stop for pages would cost them quadratic time.
LONGEST_SENTENCE = 512
_CUT_AFTER = frozenset({",", ";", ":"})


def _with_long_sentences_cut(starts: list[int], words: list[str]) -> list[int]:
    if not words or all(end - start <= LONGEST_SENTENCE for start, end in zip(starts, starts[1:] + [len(words)])):
        return starts
    cut: list[int] = []
    for start, end in zip(starts, starts[1:] + [len(words)]):
        cut.append(start)
        while end - cut[-1] > LONGEST_SENTENCE:
            window_end = cut[-1] + LONGEST_SENTENCE
            after = next((at + 1 for at in range(window_end - 1, window_end - 64, -1) if words[at] in _CUT_AFTER),
                         window_end)
            cut.append(after)
    return cut


def _two_word_short_forms(words: list[str]) -> list[int]:
    """Where a short form written in two words starts, in its brackets and wherever the abstract uses it again:
    "Glimmer Fusion Quark Network (GFQ Net)", "Zorb Large Language Model (ZB LLM)". One token each, they pair with
    their long form as one-word short forms do. The second word must be spelled by the long form's last words
    (a head cut short, "Net" for "Network", or initials) and the first by the words before them, so a bracketed
    place or aside ("National Park (North Zorbia)") stays two words."""
    pairs = set()
    for i in indices_of("(", words):
        if i + 3 >= len(words) or words[i + 3] != ")" or i < 2:
            continue
        first, second = words[i + 1], words[i + 2]
        if not short_form_shaped(first) or not (is_title_word(second) or short_form_shaped(second)) \
                or not second.isalpha():
            continue
        window = []
        for word in reversed(words[max(0, i - 10):i]):
            if not word[:1].isalnum():
                break
            window.insert(0, word)
        cut = _spelled_by_last_words(second, window)
        if cut is not None and cut > 0 and schwartz_hearst(first, window[:cut]) is not None:
            pairs.add((first, second))
    if not pairs:
        return []
    return [i for i in range(len(words) - 1) if (words[i], words[i + 1]) in pairs]


def _spelled_by_last_words(second: str, window: list[str]) -> Optional[int]:
    """Where the words that the second word of a short form stands for start: the last word when it starts with it
    ("Net", "Network") or the last words whose initials are its capitals ("LLM", "Large Language Model")."""
    if window and window[-1].lower().startswith(second.lower()):
        return len(window) - 1
    capitals = [ch for ch in second if ch.isupper()]
    if len(capitals) >= 2 and len(window) >= len(capitals) and all(
            word[:1] == capital for word, capital in zip(window[-len(capitals):], capitals)):
        return len(window) - len(capitals)
    return None


def _bounds(doc: Doc) -> tuple[list[int], list[int]]:
    array = doc.to_array([IDX, LENGTH])
    return token_bounds(array[:, 0], array[:, 1])


@Language.factory("kg_gazetteer", assigns=["doc.user_data"])
def make_kg_gazetteer(nlp: Language, name: str) -> GazetteerMarker:
    return GazetteerMarker(nlp, load_lexicon().entries)


@Language.factory("kg_cues", assigns=["doc.user_data"], requires=["token.is_sent_start"])
def make_kg_cues(nlp: Language, name: str) -> CueMarker:
    return CueMarker(nlp, load_lexicon().cue_patterns)


class MentionComponent:
    def __init__(self, finder: MentionFinder):
        self.finder = finder

    def __call__(self, doc: Doc) -> Doc:
        view = doc.user_data.get(VIEW_KEY)
        if view is None or view.doc_n != len(doc):  # kg_sentences did not run, or a later step retokenized
            view = TokenView(doc, doc.user_data.get(TEXT_KEY))
            doc.user_data[VIEW_KEY] = view
        title = doc.user_data.get(TITLE_KEY, "")
        found = self.finder(doc, title, view, doc.user_data.get(CUES_KEY, []))
        doc.user_data[MENTIONS_KEY] = found
        doc.user_data[TITLE_MENTIONS_KEY] = self.finder.title_only_names(title, view.text, found)
        return doc


@Language.factory("kg_mentions", assigns=["doc.user_data"], requires=["token.is_sent_start"])
def make_kg_mentions(nlp: Language, name: str) -> MentionComponent:
    lexicon = load_lexicon()
    # an exact-case entry is ambiguous in its own spelling only: "Llama" (the animal) is, "LLaMA" is not
    ambiguous = frozenset((e.label, e.pattern.lower() if e.lower else e.pattern) for e in lexicon.entries if e.ambiguous)
    method_forms = frozenset(e.pattern.lower() for e in lexicon.entries if e.label == "METHOD")
    # "Neural Radiance Fields", "Gaussian Mixture Models": plurals that are the name of one method; a plural of an
    # architecture ("vision transformers", "ResNets") or of an ambiguous name stays a family
    plural_names = frozenset(e.pattern.lower() for e in lexicon.entries
                             if e.label == "METHOD" and e.pattern.endswith("s") and e.pattern[:-1].lower() in method_forms
                             and e.kind != "architecture" and not e.ambiguous)
    standalone = frozenset((e.label, e.pattern.lower()) for e in lexicon.entries if e.standalone)
    long_forms: dict[str, set[str]] = {}
    for entry in lexicon.entries:  # (or one word written in any case, "accuracy": what letters defined as something
        # else, "angular correlation coefficient (ACC)", are not)
        if " " in entry.pattern.strip() or (entry.lower and entry.pattern.isalpha() and len(entry.pattern) > 3):
            long_forms.setdefault(entry.id, set()).add(name_key(entry.pattern))
    measure_forms = frozenset(e.pattern for e in lexicon.entries if e.label == "METRIC" and not e.lower)
    exact_methods = frozenset(e.pattern for e in lexicon.entries if e.label == "METHOD" and not e.lower)
    loose_methods = frozenset(e.pattern.lower() for e in lexicon.entries if e.label == "METHOD" and e.lower)
    # "MAE" names a measure and a model in the same letters; "FID" and the model "FiD" differ in case
    measures_named_as_methods = frozenset(form for form in measure_forms
                                          if form in exact_methods or form.lower() in loose_methods)
    return MentionComponent(MentionFinder(lexicon.generic_methods, lexicon.not_entities, ambiguous, method_forms,
                                          standalone, {key: frozenset(forms) for key, forms in long_forms.items()},
                                          measure_forms, measures_named_as_methods, plural_names))
