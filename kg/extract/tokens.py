"""What the mention rules read: a Doc as plain Python arrays (TokenView), and the records they pass along.

The rules touch each token several times, so a Doc is read once into lists of words, lower-cased words,
character offsets and sentence ranges; a cue phrase the cue matcher marked is a Cue, and a mention found on
the way is a Found (token offsets, label, role, rule) until the pipeline turns it into a pydantic Mention.
Beside them: the word-shape tests every rule asks (is_title_word, capitalised_word) and the index helpers that
let a rule visit only the tokens that can start it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress
from operator import itemgetter, ne, or_
from typing import NamedTuple, Optional

import numpy
from spacy.attrs import IDX, LENGTH, SENT_START
from spacy.tokens import Doc


@dataclass(frozen=True)
class Found:
    """One mention before it becomes a pydantic record."""

    start: int  # token index
    end: int
    label: Optional[str]
    role: Optional[str]
    rule: str
    confidence: float
    key: Optional[str] = None
    long_form: Optional[str] = None
    text: Optional[str] = None


_FOUND_FIELDS = frozenset(Found.__dataclass_fields__)


def replace(item: Found, **changes) -> Found:
    """dataclasses.replace for a Found, without its per-call field introspection: every
    mention is copied several times on its way through the rules."""
    if not _FOUND_FIELDS.issuperset(changes):
        raise TypeError(f"Found has no field {sorted(set(changes) - _FOUND_FIELDS)}")
    copy = object.__new__(Found)
    fields = copy.__dict__
    fields.update(item.__dict__)
    fields.update(changes)
    return copy


class Cue(NamedTuple):
    """A cue phrase in the Doc (a tuple: some twenty are made per abstract)."""

    start: int
    end: int
    kind: str
    first: str  # lower-cased first word
    text: str


def token_bounds(idx: numpy.ndarray, length: numpy.ndarray) -> tuple[list[int], list[int]]:
    """Token start and end offsets as plain lists from spaCy's IDX and LENGTH columns."""
    return idx.tolist(), (idx + length).tolist()


def slices(text: str, starts: list[int], ends: list[int]) -> list[str]:
    """text[start:end] for each pair (map keeps the loop in C: it runs on every token)."""
    return list(map(text.__getitem__, map(slice, starts, ends)))


def indices_of(wanted: str | frozenset[str], words: list[str], vocabulary: Optional[frozenset[str]] = None) -> list[int]:
    """Indices of the words equal to `wanted` (a word or a set of words), in order: the rules
    visit only the tokens that can start them instead of testing every token. `vocabulary`: the distinct
    words of `words`, where the caller keeps them: a set of words is then probed against it, not every token."""
    if isinstance(wanted, str):
        return positions(wanted, words)
    # a hash probe per token, in C (with a vocabulary, one per word of the smaller set); most abstracts hold few
    # of the words
    present = wanted.intersection(words if vocabulary is None else vocabulary)
    if not present:
        return []
    if len(present) == 1:
        return positions(next(iter(present)), words)
    return sorted(index for word in present for index in positions(word, words))


def positions(word: str, words: list[str]) -> list[int]:
    """Indices of `word` in `words` (list.index runs the scan in C)."""
    found, index = [], -1
    try:
        while True:
            index = words.index(word, index + 1)
            found.append(index)
    except ValueError:
        return found


def capitalised_word(word: str) -> bool:
    """'Birds', 'Standard': one capital, then small letters only."""
    return word.isalpha() and word[:1].isupper() and word[1:].islower()


@lru_cache(maxsize=200_000)
def is_title_word(word: str) -> bool:
    """'Dual', 'Down-Sampling', 'ImageNet', 'ResNet50': a capital first, a small letter after it, and only letters,
    digits and hyphens."""
    return len(word) > 1 and word[0].isupper() and any(ch.islower() for ch in word[1:]) \
        and word.replace("-", "").isalnum()


_FIRST_CHARACTER = itemgetter(slice(0, 1))
_HYPHEN_THEN_BLANKS = re.compile(r"-\s{2,}")


class TokenView:
    """Plain-Python arrays of a Doc: token texts, character offsets and sentences.

    The rules touch each token several times; reading spaCy Token objects each time
    costs more than the whole tokenizer, so everything is read once with to_array.
    """

    def __init__(self, doc: Doc, text: Optional[str] = None):
        array = doc.to_array([IDX, LENGTH, SENT_START]).astype("int64")
        text = text if text is not None else doc.text  # doc.text re-joins every token: pass the source text
        starts, ends = token_bounds(array[:, 0], array[:, 1])
        is_start = array[:, 2] == 1
        if len(is_start):
            is_start[0] = True
        self._fill(text, starts, ends, slices(text, starts, ends), numpy.flatnonzero(is_start).tolist())

    @classmethod
    def from_parts(cls, text: str, starts: list[int], ends: list[int], words: list[str],
                   sentence_starts: list[int]) -> TokenView:
        """A view from arrays already read (by kg_sentences), without reading the Doc again."""
        view = cls.__new__(cls)
        view._fill(text, starts, ends, words, sentence_starts)
        return view

    def _fill(self, text: str, starts: list[int], ends: list[int], words: list[str],
              sentence_starts: list[int]) -> None:
        self.doc_n = len(words)
        self._view_of: Optional[dict[int, int]] = None
        if any(map(str.isspace, words)):  # in C: a pattern over the text to rule it out first costs ten times more
            # Runs of blanks (left where LaTeX markup was, or line breaks) are tokens of their own in the Doc;
            # the rules read past them ("a \textbf{Glim Path Planner} module"), so the view leaves them out.
            kept = [index for index, word in enumerate(words) if not word.isspace()]
            self._view_of = {index: position for position, index in enumerate(kept)}
            following = [0] * (len(words) + 1)  # the view position of the first kept token at or after each index
            following[len(words)] = len(kept)
            for index in range(len(words) - 1, -1, -1):
                following[index] = self._view_of.get(index, following[index + 1])
            sentence_starts = sorted({following[start] for start in sentence_starts if following[start] < len(kept)})
            starts, ends, words = [starts[i] for i in kept], [ends[i] for i in kept], [words[i] for i in kept]
            if sentence_starts and sentence_starts[0] != 0:
                sentence_starts = [0] + sentence_starts
        self.text, self.n = text, len(words)
        self._cased: Optional[list[int]] = None
        self._title: Optional[list[int]] = None
        self._lower_case: Optional[frozenset[str]] = None
        self._lower_vocabulary: Optional[frozenset[str]] = None
        self.starts = starts
        self.ends = ends
        self.words = words
        if "Σ" not in text:  # without it lower-casing is context-free: each word alone gives the same result
            self.lowers = list(map(str.lower, words))
        else:  # capital sigma lower-cases by its neighbours, so lower the text as a whole where offsets allow
            lowered = text.lower()
            if len(lowered) == len(text):
                self.lowers = slices(lowered, starts, ends)
            else:  # a few characters ("İ") change length when lower-cased
                self.lowers = [w.lower() for w in words]
        self.sent_ranges = list(zip(sentence_starts, sentence_starts[1:] + [self.n]))
        self.sent_of = [0] * self.n
        for number, (first, last) in enumerate(self.sent_ranges):
            if number:
                self.sent_of[first:last] = [number] * (last - first)

    def cased_or_numeric(self) -> list[int]:
        """Tokens with a capital letter or a leading digit: the only ones that can be name-shaped (is_name).
        Worked out once per Doc, in C (map and compress), since it runs over every token."""
        if self._cased is None:
            words = self.words
            self._cased = list(compress(range(self.n), map(or_, map(ne, words, self.lowers),
                                                          map(str.isdigit, map(_FIRST_CHARACTER, words)))))
        return self._cased

    def lower_case_words(self) -> frozenset[str]:
        """The words the abstract writes in lower case: a capitalised one among them is a plain word
        ("Memory", "Control"), not a name. Worked out once per Doc."""
        if self._lower_case is None:
            self._lower_case = frozenset(compress(self.words, map(str.__eq__, self.words, self.lowers)))
        return self._lower_case

    def lower_indices(self, wanted: str | frozenset[str]) -> list[int]:
        """indices_of over the lower-cased words. The rules look up a dozen sets of a few words each in every
        abstract: each is probed against the abstract's distinct words (worked out once per Doc), not every token."""
        if self._lower_vocabulary is None:
            self._lower_vocabulary = frozenset(self.lowers)
        return indices_of(wanted, self.lowers, self._lower_vocabulary)

    def title_words(self) -> list[int]:
        """Tokens shaped like a word of a title-case name ("Dual", "Down-Sampling"): capitalised, so
        among cased_or_numeric. Worked out once per Doc."""
        if self._title is None:
            words = self.words
            self._title = [i for i in self.cased_or_numeric() if is_title_word(words[i])]
        return self._title

    def from_doc(self, start: int, end: int) -> Optional[tuple[int, int]]:
        """A Doc span (start, end) as view positions, or None when it holds only blanks."""
        if self._view_of is None:
            return start, end
        inside = [self._view_of[i] for i in range(start, end) if i in self._view_of]
        return (inside[0], inside[-1] + 1) if inside else None

    @property
    def doc_words(self) -> bool:
        """Whether the view's positions are the Doc's (no blank token was left out)."""
        return self._view_of is None

    def keyed_by_view(self, by_span: dict[tuple[int, int], object]) -> dict:
        """A dict keyed by Doc spans, keyed by view positions instead (the same dict when no blank was left out)."""
        if self._view_of is None:
            return by_span
        out = {}
        for (start, end), value in by_span.items():
            span = self.from_doc(start, end)
            if span is not None:
                out.setdefault(span, value)
        return out

    def closing_bracket(self, opening: int, reach: int) -> Optional[int]:
        """The index of the ")" that closes the "(" at `opening`, at most `reach` tokens on, or None."""
        for index in range(opening + 1, min(self.n, opening + reach + 1)):
            if self.words[index] == ")":
                return index
        return None

    def opening_bracket(self, closing: int, reach: int, floor: int = 0) -> Optional[int]:
        """The index of the "(" before the ")" at `closing`, at most `reach` tokens back and not before `floor`, or
        None."""
        for index in range(closing - 1, max(floor, closing - reach) - 1, -1):
            if self.words[index] == "(":
                return index
        return None

    def span_text(self, start: int, end: int) -> str:
        text = self.text[self.starts[start]:self.ends[end - 1]]
        if self._view_of is not None and end - start > 1:
            # a blank run the view skipped is one space in a name, none after a hyphen ("Self-\\textbf{E}volving")
            return " ".join(_HYPHEN_THEN_BLANKS.sub("-", text).split())
        return text

    def sentence_start(self, index: int) -> int:
        return self.sent_ranges[self.sent_of[index]][0]

    def sentence_chars(self, sent: int) -> tuple[int, int]:
        first, last = self.sent_ranges[sent]
        return self.starts[first], self.ends[last - 1]

    def sentence_text(self, sent: int) -> str:
        start, end = self.sentence_chars(sent)
        return self.text[start:end]

    def word(self, index: int) -> str:
        return self.words[index] if 0 <= index < self.n else ""

    def lower(self, index: int) -> str:
        return self.lowers[index] if 0 <= index < self.n else ""

    def is_sent_start(self, index: int) -> bool:
        return self.sentence_start(index) == index
