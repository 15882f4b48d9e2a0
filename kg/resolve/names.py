"""Name normalisation that knows how papers spell things.

Two spellings get the same *form key* when a reader would never doubt they name the
same thing: case, accents (Týr = Tyr, and in LaTeX: Fr\\'echet = Fréchet), British -isation
(localisation = localization), "squared" and "square" in a measure (mean squared error), Unicode dashes,
sub/superscripts, spaces and hyphens (Llama 3 = LLaMA-3 = Llama3), Greek letters spelled out, a
leading "the", a trailing "dataset"/"benchmark" on a dataset, and the plural of an acronym (GNNs).
What tells things apart is kept: letters and version marks (DINOv2, GPT-4o), numbers
(ImageNet-1K, ResNet-50), and a separator between two numbers (Llama-3-8B is not
Llama-38B; GPT-3.5 is not GPT-35).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

GREEK = {
    "α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "ϵ": "epsilon",
    "ζ": "zeta", "η": "eta", "θ": "theta", "κ": "kappa", "λ": "lambda", "μ": "mu", "µ": "mu",
    "ν": "nu", "ξ": "xi", "π": "pi", "ρ": "rho", "σ": "sigma", "τ": "tau", "φ": "phi", "ϕ": "phi",
    "χ": "chi", "ψ": "psi", "ω": "omega",
}
_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"), "-")
_QUOTES = dict.fromkeys(map(ord, "\"'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u00b4^*\u2020\u2021"), None)

# LaTeX accents as abstracts keep them: Fr\'echet, Fr\'{e}chet, {\"o}, G\"odel -> the bare letter.
_LATEX_ACCENT = re.compile(r"\{?\\[`'\"^~=.]\{?([A-Za-z])\}?\}?")
_POSSESSIVE = re.compile(r"(?<=[A-Za-z])['\u2019]s\b")
_LEADING_WORDS = re.compile(r"^(?:the|our|a|an)\s+", re.IGNORECASE)
_EDGE_PUNCT = " \t\n.,;:!?"
_BRACKETS = (("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"))

# Words that only say what kind of thing a name is. A dataset loses them outright, and an event's word
# ("challenge", "shared task") only where the bare name is used too; the others lose them only when what
# is left is clearly a name (BERT model, BLEU score), because "diffusion model" is not "diffusion".
GENERIC_SUFFIXES = {
    "DATASET": ("dataset", "datasets", "data set", "data sets", "benchmark", "benchmarks", "corpus",
                "corpora", "suite", "benchmark suite", "benchmark dataset", "dataset suite", "challenge",
                "competition", "shared task"),
    "METHOD": ("model", "models", "method", "framework", "architecture", "algorithm", "approach",
               "network", "networks", "module", "baseline"),
    "METRIC": ("score", "scores", "metric", "measure"),
    "TASK": ("task", "tasks", "problem"),
}

_EVENT_SUFFIXES = frozenset({"challenge", "competition", "shared task"})

_SEPARATORS = re.compile(r"[\s\-_/.:·,&]+")
_DIGIT_SEP_DIGIT = re.compile(r"(?<=\d)(?:\s*[\-_/]\s*|\s+)(?=\d)")
_DIGIT_DOT_DIGIT = re.compile(r"(?<=\d)\.(?=\d)")
_POINT_ZERO = re.compile(r"(?<=\d)(?:\.0)+(?![\d.])")  # ("2.0.0" is 2 as "2.0" is; "2.1.0" is 2.1)


def fold_accents(text: str) -> str:
    """The text without its accents, Unicode's or LaTeX's (Fréchet, Fr\\'echet -> Frechet), and in one script form
    (the ligature ﬁ -> fi); case is kept."""
    if "\\" in text:
        text = _LATEX_ACCENT.sub(r"\1", text)
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def has_words(text: str, words: str) -> bool:
    """Whether every one of `words` stands in `text` as a whole word, in any order, case and accents aside:
    "frechet inception" and "GlimNet distance" are in "Fréchet Inception Distance for GlimNet", "Net" is not in
    "GlimNet"."""
    folded = fold_accents(text)
    wanted = fold_accents(words).split()
    return bool(wanted) and all(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", folded, re.IGNORECASE) is not None
                                for word in wanted)


def clean_surface(text: str) -> str:
    """The text as a reader sees it: one script form, one dash, no decoration or quotes."""
    text = "".join(GREEK.get(ch, ch) for ch in fold_accents(text))
    text = text.translate(_DASHES).translate(_QUOTES)
    text = _strip_unbalanced(" ".join(text.split()).strip(_EDGE_PUNCT))
    while True:
        stripped = _LEADING_WORDS.sub("", text)
        if stripped == text or not stripped:
            break
        text = stripped
    return text


def _strip_unbalanced(text: str) -> str:
    """Drop brackets left over from the sentence ("(GAT" -> "GAT") but keep "Llama 3 (Meta)"."""
    changed = True
    while changed and text:
        changed = False
        for opening, closing in _BRACKETS:
            if text.startswith(opening) and text.count(opening) > text.count(closing):
                text, changed = text[1:].strip(_EDGE_PUNCT), True
            elif text.endswith(closing) and text.count(closing) > text.count(opening):
                text, changed = text[:-1].strip(_EDGE_PUNCT), True
            elif text.startswith(opening) and text.endswith(closing) and text.count(opening) == 1 \
                    and text.count(closing) == 1:
                text, changed = text[1:-1].strip(_EDGE_PUNCT), True
    return text


def is_name_like(text: str) -> bool:
    """True for tokens that look coined (BERT, ResNet, T5, DINOv2), not for plain words."""
    text = text.strip()
    if not text:
        return False
    if any(ch.isdigit() for ch in text):
        return True
    letters = [ch for ch in text if ch.isalpha()]
    if len(letters) >= 2 and all(ch.isupper() for ch in letters):
        return True
    return any(ch.isupper() for ch in text[1:])


def is_acronym(text: str) -> bool:
    """Short forms whose meaning a long form in brackets pins down (GAT, HGA, MoECs)."""
    text = clean_surface(text)
    if not text or " " in text or len(text) > 12:
        return False
    upper = sum(ch.isupper() for ch in text)
    return upper >= 2 and upper * 2 >= sum(ch.isalpha() for ch in text)


def singular_acronym(text: str) -> str:
    """GNNs -> GNN, ViTs -> ViT, LLMs -> LLM; SQuAD, ResNets and FLOPS are left alone."""
    words = text.split(" ")
    last = words[-1]
    if len(last) >= 3 and last.endswith("s") and last[-2].isupper() and sum(ch.isupper() for ch in last) >= 2:
        words[-1] = last[:-1]
    return " ".join(words)


def strip_generic_suffix(text: str, label: str) -> tuple[str, bool]:
    """Drop a trailing kind-word; the flag says the rest is certainly the same name."""
    lowered = text.lower()
    for suffix in sorted(GENERIC_SUFFIXES.get(label, ()), key=len, reverse=True):
        if not lowered.endswith(" " + suffix) and not lowered.endswith("-" + suffix):
            continue
        rest = text[: -len(suffix) - 1].rstrip(" -")
        if not rest:
            continue
        if label == "DATASET":  # an event is its data only where the bare name is used too ("OncoReg")
            return rest, suffix not in _EVENT_SUFFIXES
        last = rest.split(" ")[-1]
        return rest, is_name_like(last)
    return text, True


def _folded(text: str) -> str:
    """Case folded, and British -isation as -ization: localisation = localization, summarisation."""
    return text.casefold().replace("isation", "ization")


def _squash(text: str) -> str:
    text = _folded(text)
    text = _POINT_ZERO.sub("", text)  # "Llama 3.0" is Llama 3, "FlowNet 2.0" FlowNet2 (not "3.05", nor "1.0.2")
    text = _DIGIT_DOT_DIGIT.sub("\x01", text)
    text = _DIGIT_SEP_DIGIT.sub("\x02", text)
    text = _SEPARATORS.sub("", text)
    return text.replace("\x01", ".").replace("\x02", "-")


@lru_cache(maxsize=200_000)
def form_key(text: str, label: str = "METHOD") -> str:
    """The key two spellings share exactly when they are the same name."""
    if label == "REPOSITORY":
        return repository_key(text)
    surface = clean_surface(text)
    for _ in range(2):
        stripped, certain = strip_generic_suffix(surface, label)
        if stripped == surface or not certain:
            break
        surface = stripped
    surface = singular_acronym(surface)
    key = _squash(surface) or _squash(clean_surface(text)) or text.casefold()
    # a measure's "squared" is its "square", however it is written: "Normalized Mean Squared Error",
    # "normalized mean square error", "MeanSquaredError"
    return key.replace("squared", "square") if label == "METRIC" else key


def candidate_keys(text: str, label: str) -> list[str]:
    """Keys this form may also have, taken only when another paper used that form.

    "Transformers" may be the plural of "Transformer", "Diffusion model" may be
    "Diffusion", "Pearson's correlation" may be "Pearson correlation"; none is certain
    on its own (Hermes is not a plural).
    """
    if label == "REPOSITORY":
        return []
    surface = clean_surface(text)
    candidates = []
    stripped, certain = strip_generic_suffix(surface, label)
    if not certain:
        candidates.append(form_key(stripped, label))
    words = surface.split(" ")
    stems = [_plural_stems(word) for word in words]
    for index, word_stems in enumerate(stems):  # "Scene Graphs Generation" may be "Scene Graph Generation"
        for stem in word_stems:
            candidates.append(form_key(" ".join(words[:index] + [stem] + words[index + 1:]), label))
    if sum(1 for word_stems in stems if word_stems) > 1:  # "Scene Graphs Generations"
        singular = [(word_stems or [word])[0] for word, word_stems in zip(words, stems)]
        candidates.append(form_key(" ".join(singular), label))
    if _POSSESSIVE.search(text):  # "Pearson's correlation" may be "Pearson correlation", or "Pearsons correlation"
        candidates.append(form_key(_POSSESSIVE.sub("", text), label))
    own = form_key(text, label)
    return sorted({c for c in candidates if c and c != own})


def _plural_stems(word: str) -> list[str]:
    """The singulars a word may have if it reads as a regular plural: "Transformers", "Graphs", "Queries" and
    "Movies" (query, movie); none for "Process", "Pegasus" or "GNNs" (left to the acronym rules)."""
    lowered = word.lower()
    if len(word) >= 4 and lowered.endswith("s") and not lowered.endswith(("ss", "us", "is", "ous")) \
            and word[-2].islower():
        return [word[:-3] + "y", word[:-1]] if lowered.endswith("ies") else [word[:-1]]
    return []


def near_long_form(written: str, known: str) -> bool:
    """Whether a paper's spelling-out of an acronym is a known spelling-out, written loosely.

    Loose writings that count: extra words in front, which is how a long form found in
    running text overreaches ("dynamic 3D Gaussian Splatting", "Task-Specific Group
    Relative Policy Optimization"); the same words with other endings, as many of them
    the same as not ("Low-Rank Adapters" for Low-Rank Adaptation, "Segmentation Anything
    Model" for Segment Anything Model); and a derivation at the end or one kind-of-network
    word inside ("neural field-based", "Residual Neural Network" for Residual Network); and
    the known words less the last, the head left to the reader ("text-to-image (T2I)" for
    text-to-image generation, "Segment Anything (SAM)" for Segment Anything Model). Words
    of other stems keep two meanings apart: "Mean Angle Error" is not Mean Absolute Error,
    "Proximal Gradient Descent" is not Projected Gradient Descent, and numbers must be equal.
    """
    theirs = _long_form_words(known)
    ours = _without_loose_words(_long_form_words(written), theirs)
    if not ours or not theirs:
        return False
    if len(ours) > len(theirs) and ours[-len(theirs):] == theirs:
        return True
    if len(ours) >= 2 and ours == theirs[:-1]:
        return True
    if len(ours) != len(theirs):
        return False
    same = sum(a == b for a, b in zip(ours, theirs))
    return same * 2 >= len(ours) and all(_same_stem(a, b) for a, b in zip(ours, theirs))


def _without_loose_words(ours: list[str], theirs: list[str]) -> list[str]:
    """A spelling-out less what adds nothing to the known one: a derivation at its end ("neural field-based" for
    neural field) and one kind-of-network word inside it ("Residual Neural Networks" for Residual Network)."""
    if len(ours) > 1 and ours[-1] in _DERIVATION_WORDS and theirs[-1:] != ours[-1:]:
        ours = ours[:-1]
    if len(ours) == len(theirs) + 1:
        for index, word in enumerate(ours[:-1]):
            if word in _NETWORK_KIND_WORDS and word not in theirs:
                return ours[:index] + ours[index + 1:]
    return ours


_DERIVATION_WORDS = frozenset({"based", "like", "style"})
_NETWORK_KIND_WORDS = frozenset({"neural", "deep", "artificial"})


def shortened_long_form(short: str, long: str) -> bool:
    """Whether one spelling-out keeps only some of another's words: "area under curve" of "Area Under the
    Receiver Operating Characteristic Curve", "win rates" of "length-controlled win rate"."""
    kept = set(_long_form_words(short)) - _FUNCTION_WORDS
    words = set(_long_form_words(long)) - _FUNCTION_WORDS
    return bool(kept) and len(kept) < len(words) and kept <= words


_FUNCTION_WORDS = frozenset({"a", "an", "the", "of", "for", "in", "on", "and", "with", "to", "by"})


def _same_stem(a: str, b: str) -> bool:
    """'adapter'/'adaptation', 'segment'/'segmentation', 'masked'/'mask'; not 'proximal'/'projected',
    'recursive'/'recurrent', 'faster'/'fast', or '100'/'10'."""
    if a == b:
        return True
    if any(ch.isdigit() for ch in a + b):
        return False
    return _stem(a) == _stem(b)


_STEM_ENDINGS = ("ations", "ation", "ings", "ing", "ers", "er", "ors", "or", "ed", "es", "s", "als", "al", "ives", "ive")


def _stem(word: str) -> str:
    """The word without one inflection or derivation ending, keeping at least five letters ('fast' stays)."""
    for ending in _STEM_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 5:
            return word[:-len(ending)]
    return word


def _long_form_words(text: str) -> list[str]:
    words = re.split(r"[\s\-_/]+", _folded(_POSSESSIVE.sub("", clean_surface(text))))
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words if w]


def repository_key(url: str) -> str:
    """One key per repository whatever the scheme, case of the host or trailing .git."""
    url = url.strip().rstrip("/.,;)")
    url = re.sub(r"^(?:https?://)?(?:www\.)?", "", url, flags=re.IGNORECASE)
    if url.lower().endswith(".git"):
        url = url[:-4]
    host, _, path = url.partition("/")
    return host.lower() + ("/" + path if path else "")


def slug(text: str) -> str:
    """A readable id part: lower case ascii words joined by hyphens (GPT-3.5 -> gpt-3.5). A plus is a word:
    TVQA+ and REINFORCE++ are not TVQA and REINFORCE."""
    text = clean_surface(text).casefold().replace("+", " plus ")
    text = _DIGIT_DOT_DIGIT.sub("\x01", text)
    text = re.sub(r"[^a-z0-9\x01]+", "-", text).strip("-")
    return text.replace("\x01", ".") or "x"
