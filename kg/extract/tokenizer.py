"""Tokenizer rules that keep scientific names, scores and multipliers whole.

spaCy's English defaults split CIFAR-10-style names on hyphens and slashes and cut
"ImageNet-1K" before its unit-like suffix; model names such as Phi2-2.7B, GPT-4o,
ViT-B/16 or mAP@0.5 must stay one token for the rulers to see them.
"""

from __future__ import annotations

import re

from spacy.lang.tokenizer_exceptions import emoticons
from spacy.language import Language
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

from kg.extract.acronyms import COINED_MARK
from kg.extract.lexicon import known_lower_names

# A whole token that is a name: letters/digits joined by - _ . / @ + (CIFAR-10, Phi2-2.7B, ViT-B/16, Hutch++,
# mAP@0.5, BLEU-4, Llama-3.1-8B) but not ending in a sentence dot.
_NAME = r"[A-Za-z][A-Za-z0-9]*(?:[-_/@][A-Za-z0-9]+|\.[0-9][A-Za-z0-9]*)+\+{0,2}|[A-Za-z][A-Za-z0-9]*\+\+"
# Numbers written as a unit: 3.07e-20, 1.5x, 28.6×, 2.5M, 7B.
_NUMBER = r"[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+|[x×]|[KMBT])"
# Two all-capital names joined by a slash are two names ("CER/WER", "PSNR/SSIM"), and so are two coined or known
# names ("MNIST/Fashion-MNIST", "Adam/SGD"; _token_match below), split by an infix; a size or a variant after the
# slash stays on its name ("ViT-B/16", "CIFAR-10/100", "BERT-Base/Large"), and so do plain words ("Coarse/Fine").
_PAIR_OF_ACRONYMS = r"(?![A-Z]{2,}/[A-Z]{2,}$)"
TOKEN_MATCH = re.compile(rf"^{_PAIR_OF_ACRONYMS}(?:{_NAME}|{_NUMBER})$")


def _token_match(text: str):
    """A name kept whole, unless it is two names joined by a slash."""
    slash = text.find("/")
    return None if slash >= 0 and _two_names_at_a_slash(text, slash) else TOKEN_MATCH.match(text)


def _two_names_at_a_slash(text: str, slash: int) -> bool:
    """'MNIST/Fashion-MNIST', 'Adam/SGD', 'Precision/Recall': the words on either side of the slash are each a coined
    name (a capital inside, two capitals or a digit) or a known one; not 'Coarse/Fine', 'BERT-Base/Large', 'ViT-B/16',
    nor anything in a web address."""
    if slash < 2 or _ADDRESS.search(text):
        return False
    before = _HALF_BEFORE.search(text, 0, slash).group()
    after = _HALF_AFTER.match(text, slash + 1).group()
    if not (_CAPITALISED_HALF.fullmatch(after) and before[-2:].isalpha() and before[:1].isupper()):
        return False
    return all(COINED_MARK.search(half) or half.lower() in known_lower_names() for half in (before, after))

# Digits that end a name (letters, then up to four digits): the units pattern must not split what follows them.
_NOT_AFTER_NAME_DIGITS = r"(?<=[0-9])(?<![A-Za-z][0-9])(?<![A-Za-z][0-9]{2})(?<![A-Za-z][0-9]{3})(?<![A-Za-z][0-9]{4})"

# Abbreviations common in abstracts that must not end a sentence.
ABBREVIATIONS = ("al.", "et al.", "w.r.t.", "i.i.d.", "approx.", "resp.", "cf.", "Fig.", "Figs.", "Eq.", "Eqs.",
                 "Sec.", "Tab.", "vs.", "etc.", "viz.", "e.g", "i.e", "a.k.a.", "No.", "Dr.", "Prof.")


# Words that open a sentence and hardly ever end a name: a dot glued before one ends a sentence.
_SENTENCE_OPENERS = ("In", "We", "Our", "The", "This", "These", "To", "However", "Specifically", "Extensive",
                     "Experiments", "Experimental", "Furthermore", "Moreover", "Finally", "Additionally", "Therefore",
                     "Concretely", "Meanwhile", "Code", "It", "Existing", "Through", "Based", "By")


def _outside_addresses(finditer):
    """A slash splits two names only ("BERT/RoBERTa", "Adam/SGD", not "Coarse/Fine"), and never a web address or a
    path ("github.com/glim/Zorb-Net")."""
    def infix_finditer(text: str):
        for match in finditer(text):
            if match.group() == "/" and not _two_names_at_a_slash(text, match.start()) \
                    and not _TWO_ACRONYMS.search(text, max(0, match.start() - 2), match.end() + 2):
                continue
            yield match
    return infix_finditer


_ADDRESS = re.compile(r"://|www\.|\w\.(?:com|org|net|io|edu|ai|gov|html?)\b")
_HALF_BEFORE = re.compile(r"[A-Za-z0-9\-]*$")
_HALF_AFTER = re.compile(r"[A-Za-z0-9\-]*")
_TWO_ACRONYMS = re.compile(r"[A-Z]{2}/[A-Z]{2}")
_CAPITALISED_HALF = re.compile(r"[A-Z][A-Za-z]{2}[A-Za-z0-9\-]*")


def customise_tokenizer(nlp: Language) -> None:
    tokenizer = nlp.tokenizer
    infixes = [p for p in nlp.Defaults.infixes
               if "(?:-|–|—|--|---|——|~)" not in p and r"[+\-\*^](?=[0-9-])" not in p]
    infixes = [p.replace("[:<>=/]", "[:<>=]") for p in infixes]
    # Dashes other than the hyphen separate words: "Training (DAT)—a lightweight".
    infixes.append(r"(?<=[^\s])(?:—|–|--)(?=[^\s])")
    # A hyphen written for a dash after a closing bracket: "Decoding (AVCD)-a novel ...", but not
    # "(HU)-based" or "(H&E)-stained", which join the bracket to their word.
    infixes.append(r"(?<=[A-Za-z0-9])\)(?=—|–|--|-(?:[aA]|[aA]n|[tT]he|which|that|where|whose|namely)\b)")
    infixes.append(r"(?<=\))-(?=(?:[aA]|[aA]n|[tT]he|which|that|where|whose|namely)\b)")
    # An arrow between two names, a transfer from one to the other: "GlimSet->QuarkSet", "En→De" (not "En<->De").
    infixes.append(r"(?<=[A-Za-z0-9])(?:->|→)(?=[A-Za-z0-9])")
    # A comma glued between a closing bracket and the next word: "Glim Quark Theory (GQT),a framework".
    infixes.append(r"(?<=[A-Za-z0-9]\)),(?=[A-Za-z])")
    # Glued sentences ("tasks.Therefore") still split on a dot between a lower-case word and a capital.
    infixes.append(r"(?<=[a-z]{2})\.(?=[A-Z][a-z])")
    # and after a name or a bracket, on a dot before a word that opens sentences ("long CoT.In this work",
    # "(ETM).Concretely"), where "GBA.Height" and "Abs.Rel" stay whole.
    infixes.append(r"(?<=[A-Za-z0-9)\]])\.(?=(?:" + "|".join(_SENTENCE_OPENERS) + r")(?![\w-]))")
    infixes.append(r"(?<=[A-Z]{2})/(?=[A-Z]{2})")
    infixes.append(r"(?<=[A-Za-z]{2})/(?=[A-Z][A-Za-z]{2}[A-Za-z0-9\-]*$)")
    # a name given its value with "=" glued on: "R^2=0.8", "F1=0.91", "κ=0.81" read as the name, "=", the value
    # (a "<" or ">" may be part of an arrow, "En<->De", and stays)
    infixes.append(r"(?<=[A-Za-z0-9^\u0370-\u03ff])=(?=[0-9.])")
    # A bracket glued to the word before it opens a bracket all the same: "module(GZM)", "Zorb-4o(May release)",
    # "Glim-R1(14.49%)"; not a plural's ending, a single digit or a configuration after a number, which are part of
    # the word: "model(s)", "SE(3)", "GlimNeXt-50(32x4d)".
    infixes.append(r"(?<=[A-Za-z0-9][A-Za-z])\((?=[A-Za-z0-9])(?!(?:s|es|[0-9])$)")
    infixes.append(r"(?<=[A-Za-z0-9][0-9])\((?=[A-Za-z]|[0-9]+\.[0-9]+$)")
    tokenizer.infix_finditer = _outside_addresses(compile_infix_regex(infixes).finditer)
    # An enumerator glued to the item it numbers ("innovations: 1)Group Residual ...") is a token of its own.
    tokenizer.prefix_search = compile_prefix_regex(list(nlp.Defaults.prefixes) + [r"[1-9]\)(?=[A-Z])"]).search
    # A unit right after a number is split off ("5km", "2.5M"), but not from a name ending in a size: Flickr30K,
    # YFCC100M and GSM8K are names, and so are they after a bracket ("(GSM8K and"), where no token_match is tried.
    suffixes = [_NOT_AFTER_NAME_DIGITS + p[len("(?<=[0-9])"):] if p.startswith("(?<=[0-9])(?:km|") else p
                for p in nlp.Defaults.suffixes] + [r"(?<=[0-9])%", r"(?<=[0-9][A-Z])\.", r"(?<=-[A-Z])\.", r"(?<=\))\$"]
    # The last three: a full stop after a size or a variant letter ends the sentence ("LLaDA 8B.", "ViT-B."), and a
    # dollar closing math mode after a bracket is no part of the bracket ("$Grammar BenchMark (KoGEM)$").
    tokenizer.suffix_search = compile_suffix_regex(suffixes).search
    tokenizer.token_match = _token_match
    # Emoticons are rare in abstracts and brackets common: "(RGC):" is a bracket and a colon, "(Section 8)" a number
    # in brackets, not "):" or "8)" read as a smiley (a real smiley splits into its marks).
    tokenizer.rules = {text: tokens for text, tokens in tokenizer.rules.items() if text not in emoticons}
    for abbreviation in ABBREVIATIONS:
        if " " in abbreviation:
            continue
        tokenizer.add_special_case(abbreviation, [{"ORTH": abbreviation}])
