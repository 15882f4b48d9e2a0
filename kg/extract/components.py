"""paper-kg's spaCy components, registered once here.

``kg_cues`` marks role cue phrases ("we propose", "outperforms", "experiments on")
from ``data/patterns/cues.jsonl`` into ``doc.user_data["kg:cues"]`` as (kind, start,
end) tuples (Span objects for every "on" and "with" would cost more than the rules); ``kg_mentions`` turns
gazetteer hits, cues and name shapes into typed mentions stored in
``doc.user_data["kg:mentions"]``. The gazetteers run as two stock ``span_ruler``
components (exact case and lower case) added by ``pipeline.build_nlp``.
"""

from __future__ import annotations

import re

import numpy
from spacy.attrs import IDX, LENGTH, SENT_START
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from kg.extract.lexicon import load_lexicon
from kg.extract.mentions import MentionFinder, TokenView, name_key

MENTIONS_KEY = "kg:mentions"
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
        cues = []
        for match_id, start, end in self.matcher(doc):
            first = doc[start]
            if first.text[:1].isupper() and not first.is_sent_start and first.lower_ not in ("we", "our"):
                continue  # 'Training' in 'Dual-Aware Training' is part of a name, not the verb
            cues.append((strings[match_id], start, end))
        doc.user_data[CUES_KEY] = sorted(cues, key=lambda c: (c[1], c[2]))
        return doc


# "T5-based", "DETR-like": the name, then the derivation, so rulers see the name.
_DERIVED = re.compile(r"^([A-Z][A-Za-z0-9.+]*[A-Z0-9][A-Za-z0-9.+]*)(-(?:based|like|style|driven|guided|specific|"
                      r"enhanced|inspired|initialized|initialised|pretrained|trained|family|type|series))$")


def _name_with_full_stop(word: str, next_word: str) -> bool:
    """'HiRes-50K.' at the end of a sentence: the name, then the full stop."""
    return (len(word) > 3 and word[-1] == "." and word.count(".") == 1 and word[-2].isalnum()
            and any(ch.isupper() or ch.isdigit() for ch in word[:-1]) and (not next_word or next_word[:1].isupper()))


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
    offsets = doc.to_array([IDX, LENGTH]).tolist()
    words = [text[start:start + length] for start, length in offsets]
    glued = [i for i, w in enumerate(words) if len(w) > 1 and (w[-1] in ")]." or w[0] in "([" or "-" in w) and (
        (w[-1] in ")]" and w.count("(") < w.count(")")) or (w[0] in "([" and w.count(")") < w.count("("))
        or _name_with_full_stop(w, words[i + 1] if i + 1 < len(words) else "") or _DERIVED.match(w))]
    if glued:
        with doc.retokenize() as retokenizer:
            for i in glued:
                w = words[i]
                derived = _DERIVED.match(w)
                if derived:
                    parts = [derived.group(1), w[len(derived.group(1)):]]
                else:
                    parts = [w[:-1], w[-1]] if w[-1] in ")]." else [w[0], w[1:]]
                retokenizer.split(doc[i], parts, heads=[(doc[i], 0), (doc[i], 1)])
        offsets = doc.to_array([IDX, LENGTH]).tolist()
        words = [text[start:start + length] for start, length in offsets]
    sentence_starts = [0] if words else []
    previous_end = False
    for i, word in enumerate(words):
        if previous_end and word not in _SENTENCE_END and word not in _CLOSERS:
            sentence_starts.append(i)
            previous_end = False
        if word in _SENTENCE_END:
            previous_end = True
    flags = numpy.full(len(words), -1, dtype="int64")
    flags[sentence_starts] = 1
    doc.from_array([SENT_START], flags.astype("uint64").reshape(-1, 1))
    doc.user_data[VIEW_KEY] = TokenView.from_parts(doc, text, offsets, words, sentence_starts)
    return doc


@Language.factory("kg_cues", assigns=["doc.user_data"], requires=["token.is_sent_start"])
def make_kg_cues(nlp: Language, name: str) -> CueMarker:
    return CueMarker(nlp, load_lexicon().cue_patterns)


class MentionComponent:
    def __init__(self, finder: MentionFinder):
        self.finder = finder

    def __call__(self, doc: Doc) -> Doc:
        view = doc.user_data.get(VIEW_KEY)
        if view is None or view.n != len(doc):  # kg_sentences did not run, or a later step retokenized
            view = TokenView(doc, doc.user_data.get(TEXT_KEY))
            doc.user_data[VIEW_KEY] = view
        doc.user_data[MENTIONS_KEY] = self.finder(doc, doc.user_data.get(TITLE_KEY, ""), view,
                                                  doc.user_data.get(CUES_KEY, []))
        return doc


@Language.factory("kg_mentions", assigns=["doc.user_data"], requires=["token.is_sent_start"])
def make_kg_mentions(nlp: Language, name: str) -> MentionComponent:
    lexicon = load_lexicon()
    ambiguous = frozenset((e.label, e.pattern.lower()) for e in lexicon.entries if e.ambiguous)
    method_forms = frozenset(e.pattern.lower() for e in lexicon.entries if e.label == "METHOD")
    standalone = frozenset((e.label, e.pattern.lower()) for e in lexicon.entries if e.standalone)
    long_forms: dict[str, set[str]] = {}
    for entry in lexicon.entries:
        if " " in entry.pattern.strip():
            long_forms.setdefault(entry.id, set()).add(name_key(entry.pattern))
    return MentionComponent(MentionFinder(lexicon.generic_methods, lexicon.not_entities, ambiguous, method_forms,
                                          standalone, {key: frozenset(forms) for key, forms in long_forms.items()}))
