"""Short forms and the long forms they abbreviate: "Low-Rank Adaptation (LoRA)" and "FPS (Formal Problem-Solving)".

The long form before a bracketed short form is found the way Schwartz and Hearst (2003) find it, the shortest run
of words whose letters spell the short form from its end, then widened to the whole name a title-case run gives
and narrowed where the letters came from a clause rather than a name. What a pair names, and its role, is for the
mention rules to decide.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from kg.extract.lexicon import known_lower_names
from kg.extract.tokens import TokenView, indices_of, is_title_word
from kg.extract.vocabulary import NAMING_PARTICIPLES, PLURAL_CLASS_HEADS, TASK_STOP

# Words that join the words of a name: "Abstraction and Reasoning Corpus", "Learning to Rank".
NAME_CONNECTORS = frozenset({"for", "of", "then", "and", "the", "to", "in", "on", "with", "&"})


# What marks a word as coined: a capital after a small letter, two capitals together, or a digit ("GlimNet",
# "GLIM", "Zorb2").
COINED_MARK = re.compile(r"[a-z][A-Z]|[A-Z]{2}|[0-9]")


@lru_cache(maxsize=200_000)
def short_form_shaped(text: str) -> bool:
    """'LoRA', 'GPT-4o', 'mAP': two or more capitals among its letters, as a short form has."""
    letters = [ch for ch in text if ch.isalpha()]
    return len(letters) >= 2 and sum(ch.isupper() for ch in letters) >= 2


def schwartz_hearst(short: str, words: list[str]) -> Optional[int]:
    """Index into words where the long form of `short` starts, or None (Schwartz & Hearst, 2003)."""
    short_chars = [ch.lower() for ch in short if ch.isalnum()]
    if len(short_chars) < 2 or not any(map(str.isalpha, short_chars)):
        return None  # a digit may open it, as in "3D Gaussian Splatting (3DGS)"
    long_text = " ".join(words).lower()
    s_index, l_index = len(short_chars) - 1, len(long_text) - 1
    while s_index >= 0:
        char = short_chars[s_index]
        while l_index >= 0 and (long_text[l_index] != char or (
                s_index == 0 and l_index > 0 and long_text[l_index - 1].isalnum())):
            l_index -= 1
        if l_index < 0:
            return None
        l_index -= 1
        s_index -= 1
    start_char = l_index + 1
    position = 0
    for index, word in enumerate(words):
        if position <= start_char < position + len(word) + 1:
            return index
        position += len(word) + 1
    return None


def initials_spell(short: str, words: list[str]) -> Optional[int]:
    """Where the words before a short form start whose initials spell its letters exactly, or None: each word gives
    its initial, or a hyphen-joined one the initials of its parts ("look-up" L and U, or "Coarse-to-fine" C).
    Schwartz-Hearst's shortest match may instead take several letters from one word."""
    letters = [ch.lower() for ch in short if ch.isalpha()]
    reach = {0}  # how many of the last letters the words from `start` on can spell
    for start in range(len(words) - 1, -1, -1):
        parts = [part for part in words[start].split("-") if part]
        if not parts:
            return None
        spellings = {(parts[0][0].lower(),), tuple(part[0].lower() for part in parts)}
        reach = {done + len(spelling) for done in reach for spelling in spellings
                 if letters[len(letters) - done - len(spelling):len(letters) - done] == list(spelling)
                 and done + len(spelling) <= len(letters)}
        if len(letters) in reach:
            return start
        if not reach:
            return None
    return None


def capitals_spell(short: str, words: list[str]) -> Optional[int]:
    """Where a title-case name starts whose capitalised words' initials spell the short form, the lower-case words
    between them passed over ("Glim-field Adjustment based Quark Module" for GAQM), or None."""
    letters = [ch.lower() for ch in short if ch.isalpha()]
    if not words or not words[-1][:1].isupper():
        return None
    done = 0
    for start in range(len(words) - 1, -1, -1):
        word = words[start]
        if not word[:1].isalpha():
            return None
        if word[:1].islower():
            continue
        done += 1
        if done > len(letters) or letters[len(letters) - done] != word[0].lower():
            return None
        if done == len(letters):
            return start
    return None


def capitals_inside_spell(short: str, words: list[str]) -> Optional[int]:
    """Where a name starts whose capitals, some of them inside its words, are exactly the short form's
    ("GLimmer Temporal rEsidual Learning" for GLTEL), or None. Schwartz-Hearst's shortest match may take the short
    form's letters from the small letters of the last words instead."""
    wanted = capitals_of(short)
    if len(wanted) < 3:
        return None
    found = None
    for start in range(len(words) - 1, -1, -1):
        capitals = capitals_of("".join(words[start:]))
        if not wanted.endswith(capitals):
            break
        if capitals == wanted and words[start][:1].isupper():
            found = start
    if found is None or not any(ch.isupper() for word in words[found:] for ch in word[1:]):
        return None
    if sum(word.islower() for word in words[found:]) > 2 or not _CLAUSE_LINKS.isdisjoint(words[found + 1:]):
        return None  # "Glimmer quark-Reusing decomposed steps to greatly accelerate SAM (GRSAM)", "Glim with grouped
        # Multi-Head Attention (GMHA)": a clause's words
    return found


# Words that join a clause's parts, never a name's ("and" and "of" join names too: "Probing and Mitigation").
_CLAUSE_LINKS = frozenset({"with", "to", "into", "via", "by", "uses", "using"})


def capitals_of(text: str) -> str:
    """The capital letters of a text, which a coined name and its spelling-out share: "QUIPE", "QUark Inverse
    Parameter Editing"."""
    return "".join(ch for ch in text if ch.isupper())


def spelled_out_after(view: TokenView) -> list[tuple[int, str]]:
    """Short forms followed by their long form in brackets, "FPS (Formal Problem-Solving)": the initials of the
    bracketed title-case words spell the letters before it. (index of the short form, long form)"""
    out = []
    for i in indices_of("(", view.words):
        short = view.word(i - 1)
        if i == 0 or not short_form_shaped(short):
            continue
        close = view.closing_bracket(i, reach=8)
        words = view.words[i + 1:close] if close is not None else []
        parts = [part for word in words for part in word.split("-") if part]
        initials = "".join(part[0] for part in parts if part[:1].isupper())
        if len(words) >= 2 and all(part[:1].isupper() or part in NAME_CONNECTORS for part in parts) and (
                initials == capitals_of(short) or capitals_of("".join(parts)) == capitals_of(short)):
            out.append((i - 1, " ".join(words)))  # (or all its capitals: "GLADE (GLimmer Anomaly DEtector)")
    return out


# Where a long form cannot reach back past: a clause's punctuation, or a quotation's end ('the "Glim Quark Task"
# competition at the Zorb Conference (ZC)': the quoted title is not part of the long form).
_WINDOW_BREAKS = frozenset({",", ";", ":", "(", ")", ".", '"', "\u201c", "\u201d", "''", "``"})
_LATEX_FREE = re.compile(r"[^{}$\\]*").fullmatch


def find_acronym_pairs(view: TokenView, not_entities: frozenset[str]) -> list[tuple[int, int, int]]:
    """(long start, long end, short index) for each 'Long Form (LF)' inside one sentence."""
    pairs = []
    words = view.words
    for i in indices_of("(", view.words):
        if i >= view.n - 2 or words[i + 2] not in (")", ",", ";") or _names_listed_in_bracket(words, i):
            continue
        if words[i + 2] == "," and words[i - 1] in _KINDS_LISTED and i + 4 < view.n \
                and (words[i + 3][:1].isupper() or words[i + 3][:1] in "-0123456789") \
                and words[i + 4] in (",", ")", "and", "or") and view.lower(i - 2) in known_lower_names():
            continue  # "deeper GlimRes variants (GlimRes50, GlimRes101)": a plural's members, not its short form
            # (not "hidden glim models (HGMs, widely used ...)", "(GATs, Velickovic et al.)", nor the paper's own
            # "GlimSeg variants (GlimSeg-S, GlimSeg-L)", short forms of a name no gazetteer knows)
        short = words[i + 1]
        coined = not short_form_shaped(short) and len(short) >= 3 and short[0].isupper() and short[1:].isalpha()
        if (not short_form_shaped(short) and not coined) or short in not_entities or not _LATEX_FREE(short):
            continue  # coined: "(Mugs)" after "MUlti-Granular Self-supervised learning"; not "(UCGM-{T,S})"
        sent_start = view.sentence_start(i)
        listed = _listed_long_form_start(words, i, sent_start, short)
        if listed is not None:
            pairs.append((listed, i, i + 1))
            continue
        window_start = max(sent_start, i - min(len(short) + 5, 2 * len(short) + 2))
        window = words[window_start:i]
        for offset in range(len(window) - 1, -1, -1):
            if window[offset] in _WINDOW_BREAKS and offset < len(window) - 1:
                window = window[offset + 1:]
                window_start += offset + 1
                break
        if not window:
            continue
        index = schwartz_hearst(short, window)
        if index is None and any(ch.isdigit() for ch in short):
            index = schwartz_hearst("".join(ch for ch in short if ch.isalpha()), window)  # D^3S, E2MC
        if index is None:
            continue
        spelled = initials_spell(short, window)
        if spelled is not None and spelled < index:
            index = spelled  # "pairwise ranking prompting (PRP)": each letter a word's, not two of "prompting"
        elif window[index][:1].islower():
            capitals = capitals_spell(short, window)
            if capitals is not None and capitals < index:
                index = capitals  # "Glim-field Adjustment based Quark Module (GAQM)": not from the "a" of "based"
        coined_from = capitals_inside_spell(short, window) if index > 0 else None
        if coined_from is not None and coined_from < index:
            index = coined_from  # "GLimmer Temporal rEsidual Learning (GLTEL)": not from the "t" of "rEsidual"
        long_start = window_start + index
        if long_start >= i:
            continue
        # Schwartz-Hearst keeps the shortest match; a title-case name goes on to the left:
        # "Dynamic Dual-Level Down-Sampling (D^3S)", not just "Down-Sampling".
        while long_start > sent_start and i - long_start < 8 and words[long_start][:1].isupper() \
                and is_title_word(words[long_start - 1]) and long_start - 1 != sent_start:
            long_start -= 1
        long_start = _with_moved_initial(view, short, long_start, i, sent_start)
        if words[long_start] in _NO_NAME_OPENERS:
            if words[long_start] in NAME_CONNECTORS and words[long_start] != "the" and long_start - 1 >= sent_start \
                    and is_title_word(words[long_start - 1]):
                long_start -= 1  # "Anchoring and Routing Testbed (ART)": the letter was the name's first word's
            else:
                continue  # "for feature representation (FR)", "as text through a ... framework": letters, no name
        long_text = view.span_text(long_start, i)
        if long_text == short or (i - long_start == 1 and len(short) > 2 and "-" not in long_text):
            continue
        if any((_CLAUSE_WORD.match(words[j]) and words[j + 1][:1].islower())
               or (words[j] in _CLAUSE_PARTICIPLES and words[j + 1] in _PARTICIPLE_OBJECT_LEAD)
               or (words[j] in _CLAUSE_PREPOSITION
                   and (words[j + 1] in _CLAUSE_OBJECT_LEAD or words[j + 1].endswith("ly")))
               for j in range(long_start, i - 1)):
            continue  # "GNE consistently outperforms both classical algorithms (GA, ...)": a clause, not a name
            # ("Less is More for Reasoning (LIMO)", "Seeing is Believing (SiB)": a capital after it, a name)
        if coined and i - long_start < 2:
            continue
        if long_start > sent_start and words[long_start][:1] == "-" \
                and view.starts[long_start] == view.ends[long_start - 1]:
            long_start -= 1  # "DRop-derived Intelligence For Glim analysis (DRIFG)": the word split off its derivation
        long_end = i - 1 if words[i - 1] in _CLOSING_QUOTES and i - 1 > long_start else i  # '"Batch Aggregation" (BA)'
        pairs.append((long_start, long_end, i + 1))
    return pairs


_CLOSING_QUOTES = frozenset({'"', "'", "''", "”", "’"})
_LIST_JOINERS = frozenset({",", "or"})  # with NAME_CONNECTORS ("and", "&", "of", ...)


def _listed_long_form_start(words: list[str], opening: int, sent_start: int, short: str) -> Optional[int]:
    """Where a long form listed with commas starts, its title-case words' capitals spelling the short form:
    "Fetch, Rank, and Merge (FRM)", "Glimmer, Financial Services, and Quarks (GFSQ)". The shortest match stops at
    a comma, so only the last word would be found."""
    letters = capitals_of(short)
    if len(letters) < 3 or len(letters) != sum(ch.isalpha() for ch in short):
        return None  # every letter a capital: not "LoRA", "GPT-4o"
    spelled, listed = "", False
    for index in range(opening - 1, max(sent_start, opening - 4 * len(letters)) - 1, -1):
        word = words[index]
        if word in _LIST_JOINERS or word in NAME_CONNECTORS:
            listed = listed or word == ","
            continue
        if not word[:1].isupper():
            return None
        spelled = capitals_of(word) + spelled
        if not letters.endswith(spelled):
            return None
        if spelled == letters:
            return index if listed else None
    return None


def _with_moved_initial(view: TokenView, short: str, long_start: int, end: int, sent_start: int) -> int:
    """'latent multi-head attention (MLA)': a capital of the short form that starts no word of the
    long form but starts the word before it names that word too (not just 'multi-head attention'); not a word that
    gives the name ('a framework, named Glim UNet-based Feature Encoder (GUFEN)')."""
    if long_start <= sent_start or not short.isupper():
        return long_start
    initials = {part[:1].lower() for w in view.lowers[long_start:end] for part in w.split("-") if part}
    missing = {ch.lower() for ch in short[1:] if ch.isalpha()} - initials
    previous = view.lowers[long_start - 1]
    if len(missing) == 1 and previous[:1] in missing and previous.isalpha() and previous not in TASK_STOP \
            and previous not in NAMING_PARTICIPLES and previous != "namely":
        return long_start - 1
    return long_start


# Plural nouns of a kind whose members a bracket lists: "variants (A, B)", "baselines (A, B)".
_KINDS_LISTED = PLURAL_CLASS_HEADS | frozenset({"variants", "baselines", "backbones", "detectors", "encoders",
                                                "versions", "checkpoints", "benchmarks", "datasets", "metrics"})


def _names_listed_in_bracket(words: list[str], opening: int) -> bool:
    """'(BERT, RoBERTa, DeBERTa-v3-base)', '(Tiny, Small, Base, Large)': three or more names in the bracket, none a
    version of the first, list things; the first is no short form of the words before it (unlike '(QAM, QAM-2)',
    '(MRD1, MRD2, MRD3)', '(GViT, NeurIPS)' or '(CLIP, Radford et al., 2021)')."""
    items, item = [], []
    for word in words[opening + 1:opening + 16]:
        if word in (",", "and", "or", ")"):
            if item:  # (", and" closes one item)
                items.append(item)
            item = []
            if word == ")":
                break
        else:
            item.append(word)
    else:
        return False  # no closing bracket near: not a list of names
    first = words[opening + 1].rstrip("0123456789")
    return len(items) >= 3 and all(len(part) == 1 and part[0][:1].isupper() for part in items) \
        and not any(part[0].startswith(first) for part in items[1:])


# Lower-case words no name opens with: a long form the letters found from one of them is part of a clause.
_NO_NAME_OPENERS = frozenset("""the a an and or of in on for as with via by to from through based using into at that
which while when where is are their its our""".split())
# Lower-case words no name is spelled with: adverbs of a claim ("consistently outperforms"), forms of "be",
# "both", "than" ("fully", "weakly" and "sparsely" do spell names: "weakly supervised ... (WS-VAD)").
_CLAUSE_WORD = re.compile(r"^(?:consistently|significantly|substantially|considerably|mainly|mostly|progressively|"
                          r"effectively|successfully|further|also|is|are|was|were|been|both|than|makes|proves)$")
# "using a synthetic dataset", "by systematically exploring": a clause ("regularization by denoising" is a name)
_CLAUSE_PREPOSITION = frozenset({"using", "by"})
_CLAUSE_OBJECT_LEAD = frozenset({"a", "an", "the", "their", "its", "our", "this", "these"})
# "models pre-trained on FooSet using ...", "a transformer designed for ...", "introducing a framework called ...":
# a clause about a name, so letters found across it spell no name (shorter long forms after it were found first);
# not "Glim Matching pre-trained model (GMM)", "Generative Pre-trained Transformer (GPT)"
_CLAUSE_PARTICIPLES = frozenset({"trained", "pre-trained", "pretrained", "designed", "introducing"})
_PARTICIPLE_OBJECT_LEAD = _CLAUSE_OBJECT_LEAD | {"on", "for", "with", "by", "to", "in"}
