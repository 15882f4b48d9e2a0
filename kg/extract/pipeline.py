"""The extraction pipeline: a blank English spaCy pipeline plus paper-kg's rules.

No statistical model is loaded or downloaded: tokenizer rules, a sentencizer, the
gazetteer lookup, the cue matcher and the mention rules. ``extract_papers`` streams
Extraction records; with ``processes > 1`` it splits the input across worker
processes that each build the pipeline once (spaCy's own ``n_process`` moves Docs
between processes and is slower than one process for cheap rule pipelines).
"""

from __future__ import annotations

import gc
import multiprocessing
import re
import signal
import string
import sys
import threading
import unicodedata
from collections import deque
from contextlib import contextmanager
from typing import Iterable, Iterator, Optional, Sequence

import spacy
from pydantic import BaseModel, ConfigDict, TypeAdapter
from spacy.language import Language

from kg.extract import components  # noqa: F401  (registers the factories)
from kg.errors import RuleDataError
from kg.extract.claims import extract_claims, load_rules
from kg.extract.components import MENTIONS_KEY, TEXT_KEY, TITLE_KEY, TITLE_MENTIONS_KEY, VIEW_KEY
from kg.extract.lexicon import known_measures, measure_variant_keys
from kg.extract.mentions import name_key, strongest_roles
from kg.extract.tokens import Found, TokenView, capitalised_word
from kg.extract.vocabulary import MEASURE_HEADS, METRIC_HEADS, METRIC_MODIFIER_STOP, singular_noun
from kg.extract.tokenizer import customise_tokenizer
from kg.models import Claim, Evidence, Extraction, Mention, Paper, stronger_role
from kg.process import HeldSetting, own_this_process, process_owned

_CODE_HOSTS = ("github.com", "gitlab.com", "huggingface.co", "bitbucket.org")
# A code link, with or without its scheme ("github.com/org/repo" is written bare in many abstracts).
# Its path starts with a character a path can start with, so "github.com/." ending a sentence is no repository.
_CODE_URL = re.compile(rf"(?:https?://|(?<![\w/.@-]))(?:www\.)?(?:{'|'.join(map(re.escape, _CODE_HOSTS))})"
                       r"/+[^\s<>()\[\]{}\"',;./][^\s<>()\[\]{}\"',;]*", re.I)
# A character LaTeX escapes inside a link ("github.com/org/fm\_sam", "./repo\#usage"): the link has it bare.
_ESCAPED_IN_LINK = re.compile(r"\\([_#%&~$])")
# Characters that only confuse sentence splitting and matching; offsets are kept by replacing, never deleting.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# Characters that write a plain one another way, one for one so offsets stay: Unicode's hyphens ("ResNet\u201150",
# "top\u20111") and full-width letters, digits and signs, which East Asian typing gives.
_PLAIN_FORMS = str.maketrans({0x2010: "-", 0x2011: "-", **{code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}})


# The longest text extracted: some twenty times the longest of the 13,108 corpus abstracts (1,985 characters). A
# record far longer is a whole paper or files run together, and some rules compare each name with every other one,
# so its cost grows faster than its length (40,000 characters take 2 s, 80,000 take 23 s): it is kept without facts
# and named instead of stalling a run.
MOST_CHARACTERS_EXTRACTED = 40_000


def build_nlp() -> Language:
    """A fresh pipeline built from the rule data shipped with the package. Broken rule data raises RuleDataError
    here, before any paper is read: it would fail every paper alike."""
    load_rules()  # (the claim rules, read by every paper's last step)
    nlp = spacy.blank("en")
    nlp.max_length = MOST_CHARACTERS_EXTRACTED
    customise_tokenizer(nlp)
    nlp.add_pipe("kg_sentences")
    nlp.add_pipe("kg_gazetteer")
    nlp.add_pipe("kg_cues")
    nlp.add_pipe("kg_mentions")
    # Tokenizing the gazetteer and cue patterns above leaves thousands of entries in the tokenizer's
    # cache, and with them every later document tokenizes about a fifth slower (measured on the
    # arXiv corpus); setting the rules again empties the cache and keeps every rule as it was.
    nlp.tokenizer.rules = nlp.tokenizer.rules
    return nlp


def shared_nlp() -> Language:
    """This thread's pipeline, built once per thread: the rule components keep what they read of a
    document while they read it, so two threads never share one (nor should callers share one
    they built across threads). In a process the program owns (`kg.process`), the
    pipeline's many long-lived objects are moved out of the garbage collector's reach
    (gc.freeze), which otherwise rescans them over and over."""
    nlp = getattr(_THIS_THREAD, "nlp", None)
    if nlp is None:
        nlp = _THIS_THREAD.nlp = build_nlp()
        if process_owned():
            gc.collect()
            gc.freeze()
    return nlp


_THIS_THREAD = threading.local()


_FORMAT_COMMANDS = (r"\\(?:textbf|textit|textsc|texttt|textrm|textsf|emph|underline|mathbf|mathrm|mathtt|mathsf|mathit|"
                    r"text|rm|bf)")
# LaTeX that only formats a name ("\textbf{Open-HyperMotionX Dataset}"), alone or as the whole of a math span
# ("$\textbf{Recon}$"; dollars that belong to the spans around it stay): the name stays, the markup is blanked.
_LATEX_FORMAT = re.compile(r"(\$ ?)?" + _FORMAT_COMMANDS + r"\{([^{}]*)\}(?(1) ?\$)")
# A word whose letters are styled a few at a time ("$\textbf{S}$h$\textbf{o}$rt-to-$\textbf{Lo}$ng"): one
# styled piece or more, glued to plain letters.
_STYLED_PIECE = r"(?:\$" + _FORMAT_COMMANDS + r"\{[A-Za-z]{1,4}\}\$|" + _FORMAT_COMMANDS + r"\{[A-Za-z]{1,4}\})"
_STYLED_WORD = re.compile(r"(?<![\w$}])(?=[A-Za-z\-]*" + _STYLED_PIECE + r")(?:[A-Za-z\-]|" + _STYLED_PIECE
                          + r")+(?<=[A-Za-z}$])(?=[^\w{]|$)")
_STYLED_MARKUP = re.compile(r"\$?" + _FORMAT_COMMANDS + r"\{([A-Za-z]{1,4})\}\$?")


def _inside_math(match: re.Match) -> bool:
    """Whether the match opens inside a math span (an odd number of dollars before it): a dollar it starts with
    closes that span, and belongs to it."""
    return match.string.count("$", 0, match.start()) % 2 == 1


_GLUED_PIECE = re.compile(r"[A-Za-z]" + _STYLED_PIECE + "|" + _STYLED_PIECE + "[A-Za-z]")


def _styled_word(match: re.Match) -> str:
    """The word's letters together, blanks before them so the length stays. Only where a styled piece is glued
    to a letter: "methods-\\texttt{CDA}" and "\\textit{HoE}(...)" are names styled whole."""
    if not _GLUED_PIECE.search(match.group()) or (match.group().startswith("$") and _inside_math(match)):
        return match.group()  # (a dollar that closes an earlier span is no piece's)
    return _STYLED_MARKUP.sub(r"\1", match.group()).rjust(len(match.group()))


# Plain TeX's style switch inside a group ("{\\rm GlimNet}", "{\\bf QuarkSet}"): the words, the markup blanked.
_PLAIN_TEX_STYLE = re.compile(r"\{\\(?:rm|bf|it|sf|tt|em|sc)\s+([^{}\\$]*)\}")


# A capital with a digit for its subscript in math mode, as measures and norms are written ("$F_1$-score", "an
# $L_{2}$ loss", "macro-$F_1$"): the letter and the digit together, glued to the word they are glued to.
_SUBSCRIPTED_CAPITAL = re.compile(r"\$([A-Z])_\{?(\d)\}?\$")


def _subscript_written_out(match: re.Match) -> str:
    """'F1' in place of '$F_1$', next to what it is glued to or written beside: the word or mark after it
    ('$F_1$-score', 'the $F_1$ score', 'accuracy, $F_1$, and', '$F_1$/EM'), else what comes before ('macro-$F_1$',
    '1.9 $F_1$ points', a blank after a number glued to it: '88.2$F_1$'); blanks fill the rest."""
    written = match.group(1) + match.group(2)
    text = match.string
    before = text[match.start() - 1:match.start()]
    after = text[match.end():match.end() + 1]
    glued_after = after.isalnum() or after in ("-", "/", "=")
    beside_after = after in (",", ";", ")", ":") or (after == " " and text[match.end() + 1:match.end() + 2].isalpha())
    glued_before = before in ("-", "/") or before.isalpha()
    value_before = text[:match.start()].rstrip()[-1:].isdigit()
    if glued_after or (beside_after and not glued_before and not value_before):
        return written.rjust(len(match.group()))
    if before.isdigit() or before == ".":
        return (" " + written).ljust(len(match.group()))
    return written.ljust(len(match.group()))


# A character written as its code point ("1$\unicode{x0025}$", "tasks$\unicode{x2013}$our"): the character, then blanks.
_LATEX_UNICODE = re.compile(r"\$?\\unicode\{x([0-9A-Fa-f]{4})\}\$?")


# A citation or cross-reference, with the tie before it ("benchmark~\\cite{yang2022}"): blanked, so the word
# before it stands alone.
_LATEX_CITE = re.compile(r"~?\\(?:cite[tp]?|citeauthor|ref|eqref)\{[^{}]*\}")


# An arrow alone in math mode between two names or two values ("GlimSet$\\rightarrow$QuarkSet", "En$\\to$De",
# "5.7% $\\rightarrow$ 25.4%"): the arrow, blanks around it, so the words on either side stand alone.
_LATEX_ARROW = re.compile(r"\$\s*\\(?:rightarrow|longrightarrow|Rightarrow|to)\s*\$")


# "69.13$\\pm$10.71": the plus-minus sign, so the spread after it is read as one.
_LATEX_PLUS_MINUS = re.compile(r"\$?\\pm(?![A-Za-z])\$?")


# A number in math mode ("improvements of $12.6$ and $3.2$ points", "$+3.8\\%$", "$77.3 \\pm 9.4$", "$2.5\\times$",
# "by $\\sim 10\\%$", "$\\geq 59.46\\%$", a range "$1.5\\times - 3\\times$"): the number, its dollars blanked (a factor's
# "\\times", and a hedge or bound before it, written as the sign it stands for).
_LATEX_NUMBER = re.compile(r"\$\s*(?:\\(?:sim|approx|geq|leq|ge|le)(?![A-Za-z])\s*(?:\\[!,;:]\s*)?)?"
                           r"[+\-]?\d+(?:\.\d+)?\s*(?:\\pm\s*\d+(?:\.\d+)?\s*)?(?:\\?%|\\times(?![A-Za-z])|×)?\+?\s*"
                           r"(?:(?:-{1,2}|\u2013|\\sim(?![A-Za-z])|~)\s*\d+(?:\.\d+)?\s*(?:\\?%|\\times(?![A-Za-z])|×)?\+?\s*)?"
                           r"\$")  # (also a range "$2.58\\%\\sim 9.84\\%$", a bound "$90\\%+$", a BibTeX "$2×$")
# LaTeX's other delimiters of inline math, "\\(" and "\\)": read as dollars, so its numbers and names are read as
# theirs are.
_INLINE_MATH = re.compile(r"\\\(([^$]*?)\\\)([A-Za-z0-9]*)")


def _dollar_math(match: re.Match) -> str:
    """'\\(10.61\\%\\)' as ' $10.61\\%$ '; a script glued to a word ('Glim\\(^2\\)Net', 'mAP\\(_{50}\\)') stays glued to
    it, the two blanks go after."""
    if match.group(1).lstrip()[:1] in ("^", "_") and (
            match.group(2) or match.string[match.start() - 1:match.start()].isalnum()):
        return "$" + match.group(1) + "$" + match.group(2) + "  "
    return " $" + match.group(1) + "$ " + match.group(2)


# A percent sign alone in math mode after a number written outside it: "+10.2$\\%$".
_LATEX_PERCENT_AFTER = re.compile(r"(?<=\d)\$\\%\$")
# An escaped percent sign after a number: "5.1\\% over" reads as "5.1 %" (a blank for the backslash), and one after the
# blanks of markup taken away ("$\\textbf{5.1}$\\%") is glued to the number, blanks after it (not "4.3\\%p", nor a
# pair "2.01\\%/1.27\\%").
_ESCAPED_PERCENT = re.compile(r"(?<=\d)(\s*)\\%(?![A-Za-z/])")
_MATH_SPACE = re.compile(r"\\[!,;:]")
_MATH_SIGNS = re.compile(r"\\(sim|approx|geq|leq|ge|le|times)(?![A-Za-z])")
_SIGN_OF = {"sim": "~", "approx": "\u2248", "geq": "\u2265", "ge": "\u2265", "leq": "\u2264", "le": "\u2264",
            "times": "\u00d7"}


def _unwrapped_number(match: re.Match) -> str:
    """The number without its dollars, a factor's "\\times" and a hedge's or bound's "\\sim", "\\geq" as the signs
    they stand for, blanks after each so the length stays."""
    written = _MATH_SPACE.sub("  ", match.group().replace("$", " "))  # "$\\sim\\!50\\%$": a thin space, blanked
    return _MATH_SIGNS.sub(lambda sign: _SIGN_OF[sign.group(1)].ljust(len(sign.group())), written)


# A degree sign after a number ("0.48{\\deg}", "0.67\\textdegree C", "360$^{\\circ}$", "$5^\\circ$"): the sign glued to the
# number, with the C or F of a temperature, blanks after ("0.96°C", "360° videos").
_LATEX_DEGREE = re.compile(r"(?P<math>\$\s*)?(?<![\d.])(?P<number>\d+(?:\.\d+)?)\s?(?:\{\\deg\}|\\textdegree(?![A-Za-z])|"
                           r"(?(math)\^\{?\\circ\}?\s*\$|\$\^\{?\\circ\}?\$))(?:\s?(?P<scale>[CF])(?![A-Za-z]))?")


def _degrees(match: re.Match) -> str:
    """The number and its degree sign, blanks after, the length kept."""
    return (match.group("number") + "°" + (match.group("scale") or "")).ljust(len(match.group()))


# A size in math mode ("ImageNet-$64\\times 64$", "$256 \\times 256$"): written "64x64", as names and sizes are.
_LATEX_SIZE = re.compile(r"\$\s*(\d+)\s*\\times\s*(\d+)\s*\$")


def _unformatted(match: re.Match) -> str:
    """The formatted words in place of the markup, blanks where the markup was. Where the markup styles only
    the first letters of a word ("\\textbf{C}ross-source"), the letters move next to the rest of the word, so
    the name reads whole; elsewhere they keep their offsets."""
    content = match.group(2)
    if match.group(1) and _inside_math(match):
        # "$O(n)$\\textbf{Net}$^2$": the dollars close and open spans of their own; only the markup goes
        return "$" + " " * (match.start(2) - match.start() - 1) + content + " " * (match.end() - match.end(2) - 1) + "$"
    following = match.string[match.end():match.end() + 1]
    if following.isalnum() and 0 < len(content.strip()) <= 4 and content.strip().replace("-", "").isalnum():
        return content.strip().rjust(len(match.group()))
    return _group_in_place(match, 2)


def _group_in_place(match: re.Match, group: int) -> str:
    """The group's text where it stands in the match, blanks in place of the rest."""
    return " " * (match.start(group) - match.start()) + match.group(group) + " " * (match.end() - match.end(group))


# A name with a superscript or subscript in math mode: "Co$^3$Gesture", "S$^{2}$Teacher", "E-ViM$^3$".
# (A subscript of letters is a variable's or a measure's, "TOP$_{ll}$": left as it is.)
_SCRIPTED_NAME = re.compile(r"(?<![\w$\\\-])([A-Za-z][\w\-]*)\$(?:\^\{?([A-Za-z0-9]{1,3})|_\{?([0-9]{1,3}))\}?\$"
                            r"([A-Za-z0-9][\w\-]*)?")


# A letter LaTeX accents inside a word ("Fr\'echet", "B\'{e}zier", "M\"obius", "espa\~nol"): the accented letter,
# the word's letters together and blanks before them so the length stays.
_ACCENTED_WORD = re.compile(r"(?<![\\\w])[A-Za-z]*(?:\\['\"`^~]\{?[A-Za-z]\}?[A-Za-z]*)+")
_ACCENT = re.compile(r"\\(['\"`^~])\{?([A-Za-z])\}?")
_COMBINING = {"'": "\u0301", "`": "\u0300", '"': "\u0308", "^": "\u0302", "~": "\u0303"}


def _accented(match: re.Match) -> str:
    """The word with its accented letters composed ("Fréchet"), blanks before it so the length stays."""
    word = _ACCENT.sub(lambda mark: unicodedata.normalize("NFC", mark.group(2) + _COMBINING[mark.group(1)]),
                       match.group())
    return word.rjust(len(match.group()))


def _unscripted(match: re.Match) -> str:
    """The name written out ("Co3Gesture"), blanks before it so the length stays."""
    return "".join(part or "" for part in match.groups()).rjust(len(match.group()))


# A name written wholly in math mode, set off by blanks or punctuation ("$Audible623$", "$TA^{2}Net$"): the name. Not
# a variable ("$x$", "$m-1$", "$QK^T$", "$W^{QK}$": one letter, or a superscript of letters), nor the letters between
# two math-mode styles ("$\\textbf{L}$oc$\\textbf{a}$te").
_MATH_NAME = re.compile(r"(?:^|(?<=[\s(\[,;:]))\$([A-Za-z][A-Za-z0-9\-]*?)(?:\^\{?(\d{1,3})\}?([A-Za-z0-9\-]*))?"
                        r"\$(?![\w$\\])")


def _unmathed(match: re.Match, named_words: frozenset[str] = frozenset()) -> str:
    """The name written out as _unscripted writes it, or the math left as it was."""
    written = _unscripted(match)
    name = written.lstrip()
    named = sum(ch.isalpha() for ch in name) >= 2 and len(name) >= 3
    shaped = any(ch.isupper() or ch.isdigit() for ch in name[1:]) or name in named_words
    return written if named and shaped else match.group()


def _math_words_named(text: str) -> frozenset[str]:
    """'We introduce $Zorbia$, a ...': capitalised words in math mode the text names something with, wherever else
    it writes them (not 'accuracy on $Test$', a variable's or a split's)."""
    return frozenset(match.group(1) for match in _MATH_NAME.finditer(text)
                     if match.group(2) is None and len(match.group(1)) >= 4 and capitalised_word(match.group(1)) and (
                         _APPOSITION_AFTER.match(text, match.end())
                         or _NAMING_BEFORE.search(text, max(0, match.start() - 80), match.start())))


_APPOSITION_AFTER = re.compile(r"\s*,\s*(?:a|an)\s")
_NAMING_BEFORE = re.compile(r"\bwe\s+(?:\w+\s+)?(?:propose|introduce|present|develop|design)\s+(?:[\w\-]+,?\s+){0,6}$",
                            re.I)


# Markdown emphasis ("we propose **CK-Glim**, a ..."): the words, their asterisks blanked. A word whose letters are
# emphasised a few at a time ("**L**earning to **P**lay") has its letters moved together, blanks before them.
_MARKDOWN_STYLED_WORD = re.compile(r"(?<![\w*])(?=[A-Za-z\-]*\*\*[A-Za-z]{1,4}\*\*[A-Za-z])"
                                   r"(?:[A-Za-z\-]|\*\*[A-Za-z]{1,4}\*\*)+(?![\w*])")
_MARKDOWN_EMPHASIS = re.compile(r"(?<![\w*])\*\*(?=[^\s*])([^*\n]{1,80}?)(?<=[^\s*])\*\*(?![\w*])")


def _escaped_inside_a_word(sign: str) -> re.Pattern:
    r"""A word with `sign` escaped by LaTeX inside it ("GLIM\_MINI", "Q\&A"; `sign` is one no pattern reads
    specially, "_" or "&"), not inside a link, which keeps its escapes for the link rule."""
    return re.compile(r"(?<![\w\\/.@-])[A-Za-z0-9][\w\-]*(?:\\" + sign + r"[A-Za-z0-9][\w\-]*)+")


# A word with an underscore LaTeX escapes: the word as written bare, a blank before it.
_ESCAPED_UNDERSCORE_WORD = _escaped_inside_a_word("_")


def _unescaped_underscores(match: re.Match) -> str:
    return match.group().replace("\\_", "_").rjust(len(match.group()))


# LaTeX's escaped ampersand: inside a word ("Q\\&A", "Glim\\&Zorb") the word is read whole; alone, the sign.
_ESCAPED_AMPERSAND_WORD = _escaped_inside_a_word("&")
_ESCAPED_AMPERSAND = re.compile(r"\\&")


def _unescaped_ampersands(match: re.Match, text: str) -> str:
    """The word with its ampersands unescaped, the freed space where it parts words rather than a word and what is
    glued to it: after it before a space ("the Glim Q&A  benchmark" keeps its name), before it elsewhere ("AT&T's",
    "(Q&A)")."""
    word = match.group().replace("\\&", "&")
    spaced_after = match.end() == len(text) or text[match.end()].isspace()
    return word.ljust(len(match.group())) if spaced_after else word.rjust(len(match.group()))


def _unemphasised(text: str) -> str:
    """The text with markdown's emphasis marks blanked, a word emphasised a piece at a time read whole; the length
    stays."""
    text = _MARKDOWN_STYLED_WORD.sub(lambda match: match.group().replace("*", "").rjust(len(match.group())), text)
    return _MARKDOWN_EMPHASIS.sub(lambda match: "  " + match.group(1) + "  ", text)


# LaTeX's tie, a space that does not break, glued between words: "method~(OOD)", "the~Glim dataset",
# "\textbf{Glim}~(GQ)", "GlimNet~2" (not "~5x" after a space, which says "about", nor a range, "1.3x~1.7x", "3~5").
_TIED_SPACE = re.compile(r"(?<=[A-Za-z0-9.,)}%])~(?=[(A-Za-z])|(?<=[A-Za-z.])(?<![0-9][xX×])~(?=[0-9])")


# Words that carry the grammar of French, Spanish, Portuguese, Italian and German sentences and are no English
# words: a sentence with more of them than of English's is in another language, where the rules, written for
# English, can only invent ("nous proposons une nouvelle méthode pour la classification" is no task).
_FOREIGN_WORDS = frozenset("""le la les des une du est sont nous pour dans avec sur cette ces qui que pas
el los las del por para con una es son nosotros este esta estos que se lo
os das uma com são em não
il gli della delle degli nel nella sono questo questa che
der die das und ist sind wir ein eine einer mit für auf dem den nicht wird werden""".split())
_ENGLISH_WORDS = frozenset("""the of and to in is are we our this that with for on by a an as from be it which
these their its can has have was were or at""".split())
_OTHER_LANGUAGE_SENTENCE = re.compile(r"[^.!?。]+[.!?。]*")


def _blank_if_not_english(match: re.Match) -> str:
    words = [word.strip(",;:()\"'") for word in match.group().lower().split()]
    foreign = sum(word in _FOREIGN_WORDS for word in words)
    english = sum(word in _ENGLISH_WORDS for word in words)
    return " " * len(match.group()) if foreign >= 3 and foreign > 2 * english else match.group()


_WITHOUT_CAPITALS = str.maketrans("", "", string.ascii_uppercase)
_WITHOUT_SMALL_LETTERS = str.maketrans("", "", string.ascii_lowercase)


def _shouted(text: str) -> bool:
    """An abstract written in capitals throughout ("WE BRING IN A ZORB SORTER ..."): its capitals say nothing of what
    is a name, and read as they stand they would make every word one. It is read in small letters."""
    upper = len(text) - len(text.translate(_WITHOUT_CAPITALS))  # (counted in C: this runs on every abstract)
    lower = len(text) - len(text.translate(_WITHOUT_SMALL_LETTERS))
    return upper >= 40 and upper >= 4 * lower


# A run of signs with no letter, digit or space in it, longer than any markup or number writes ("((((...",
# "$^\\$^\\...", a line of dashes): it says nothing, and the tokenizer splits such a run one sign at a time, in
# quadratic time.
_PUNCTUATION_RUN = re.compile(r"[^\w\s]{32,}")


def clean_text(text: str) -> str:
    """Same length as the input, so character offsets stay valid for the original abstract (a word LaTeX or
    markdown styles letter by letter, or LaTeX writes with a superscript or wholly in math mode, is the exception: its
    letters move together, a few characters from where they were)."""
    text = _CONTROL.sub(" ", text).translate(_PLAIN_FORMS)
    text = _PUNCTUATION_RUN.sub(lambda match: " " * len(match.group()), text)
    if _shouted(text):
        text = "".join(char.lower() if len(char.lower()) == 1 else char for char in text)
    if len(_FOREIGN_WORDS.intersection(text.split())) >= 3:  # (a cheap test first: most abstracts have none)
        text = _OTHER_LANGUAGE_SENTENCE.sub(_blank_if_not_english, text)
    if "~" in text:
        text = _TIED_SPACE.sub(" ", text)
    if "**" in text:
        text = _unemphasised(text)
    if "\\(" in text:
        text = _INLINE_MATH.sub(_dollar_math, text)
    if "\\" in text and ("deg" in text or "circ" in text):
        text = _LATEX_DEGREE.sub(_degrees, text)
    if "$" in text:
        text = _LATEX_PERCENT_AFTER.sub("%   ", text)  # first: "3$\\%$-5$\\%$" is two percentages, not "$-5$"
        text = _LATEX_NUMBER.sub(_unwrapped_number, text)
        text = _SCRIPTED_NAME.sub(_unscripted, text)
        text = _SUBSCRIPTED_CAPITAL.sub(_subscript_written_out, text)
        named_words = _math_words_named(text)
        text = _MATH_NAME.sub(lambda match: _unmathed(match, named_words), text)
        text = _LATEX_SIZE.sub(lambda match: f"{match.group(1)}x{match.group(2)}".ljust(len(match.group())), text)
    if "\\" in text:
        text = _LATEX_PLUS_MINUS.sub(lambda match: "±".rjust(len(match.group())), text)
        text = _LATEX_ARROW.sub(lambda match: "→".center(len(match.group())), text)
        text = _LATEX_CITE.sub(lambda match: " " * len(match.group()), text)
        text = _ACCENTED_WORD.sub(_accented, text)
        text = _ESCAPED_UNDERSCORE_WORD.sub(_unescaped_underscores, text)
        if "\\&" in text:
            text = _ESCAPED_AMPERSAND_WORD.sub(lambda match: _unescaped_ampersands(match, text), text)
            text = _ESCAPED_AMPERSAND.sub(" &", text)
        if "{" in text:
            text = _STYLED_WORD.sub(_styled_word, text)
        for _ in range(3):  # "\\textbf{\\emph{1.46}}": markup inside markup, from the inside out
            unformatted = _LATEX_FORMAT.sub(_unformatted, text)
            if unformatted == text:
                break
            text = unformatted
        if "{" in text:
            text = _PLAIN_TEX_STYLE.sub(lambda match: _group_in_place(match, 1), text)
        text = _LATEX_UNICODE.sub(lambda match: chr(int(match.group(1), 16)).ljust(len(match.group())), text)
        if "$" in text:  # a number whose markup inside math mode is gone now: "$\\text{11.83}\\%$"
            text = _LATEX_NUMBER.sub(_unwrapped_number, text)
        text = _ESCAPED_PERCENT.sub(lambda match: "%".ljust(len(match.group())) if match.group(1) else " %", text)
    return text


def extract_paper(paper: Paper, nlp: Optional[Language] = None) -> Extraction:
    """One paper's Extraction (with this thread's pipeline unless `nlp` is given)."""
    nlp = nlp or shared_nlp()
    return next(_extract_batch([paper], nlp))


def extract_papers(papers: Iterable[Paper], nlp: Optional[Language] = None, processes: int = 1,
                   batch_size: int = 256, bounded_memory: bool = False) -> Iterator[Extraction]:
    """Stream an Extraction per Paper, in input order; when reading the papers raises, the papers read before are
    extracted and yielded first.

    Args:
        papers: the records to read.
        nlp: a pipeline from build_nlp (this thread's when omitted: see shared_nlp).
        processes: worker processes; each builds its own pipeline and takes chunks of batch_size papers.
        batch_size: papers per chunk.
        bounded_memory: wrap each chunk in spaCy's memory zone, so a very long stream does not
            grow the string store without end; it costs about a fifth of the speed.
    """
    if processes <= 1:
        nlp = nlp or shared_nlp()
        for chunk in _chunks(papers, batch_size):
            yield from _extract_chunk(chunk, bounded_memory, nlp)
        return
    # This process is one of the workers. The pool's processes are kept supplied (one chunk
    # running and one waiting each) and this process extracts a chunk itself whenever they
    # are, so the split follows their actual speeds. Workers get only the texts and send back
    # JSON (pickling pydantic records costs more than extracting them); results are yielded
    # in input order. The pool reads answers on a thread of this process, which waited up to
    # 5 ms for the interpreter lock at every read while this process extracted; a shorter
    # switch interval keeps the workers from stalling on a full pipe.
    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    shared_nlp()  # (broken rule data stops the run here, once, before any worker starts; forked workers inherit it)
    with _SWITCH_SOONER.held():
        yield from _extract_in_parallel(context, papers, processes, batch_size, bounded_memory)


_SWITCH_SOONER = HeldSetting(sys.getswitchinterval, sys.setswitchinterval, lambda interval: min(interval, 0.0005))


def _extract_in_parallel(context, papers: Iterable[Paper], processes: int, batch_size: int,
                         bounded_memory: bool) -> Iterator[Extraction]:
    with _pool_deaf_to_ctrl_c(context, processes - 1) as pool:
        pending: deque = deque()
        in_pool: deque = deque()
        chunks = _chunks(papers, batch_size)
        stopped: Optional[Exception] = None
        while True:
            try:
                chunk = next(chunks)
            except StopIteration:
                break
            except Exception as exc:  # reading stopped (--strict): the chunks read before it still come out first
                stopped = exc
                break
            while in_pool and in_pool[0].ready():
                in_pool.popleft()
            if len(in_pool) < 2 * (processes - 1):
                texts = [(paper.abstract, paper.title) for paper in chunk]
                answer = pool.apply_async(_worker_extract, (texts, bounded_memory))
                in_pool.append(answer)
                pending.append((chunk, answer))
            else:
                pending.append(_extract_chunk(chunk, bounded_memory))
            while pending and (isinstance(pending[0], list) or pending[0][1].ready()):
                yield from _received(pending.popleft())
        while pending:
            yield from _received(pending.popleft())
        if stopped is not None:
            raise stopped


def _chunks(papers: Iterable[Paper], size: int) -> Iterator[list[Paper]]:
    """The papers in lists of `size`. When reading them stops with an error (a bad record under --strict), the
    papers read before it come out first, then the error: they are extracted and written, not lost with their chunk."""
    iterator = iter(papers)
    chunk: list[Paper] = []
    while True:
        try:
            paper = next(iterator)
        except StopIteration:
            break
        except Exception:
            if chunk:
                yield chunk
            raise
        chunk.append(paper)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _pool_deaf_to_ctrl_c(context, workers: int):
    """A pool whose workers ignore Ctrl-C, which a terminal sends to the whole process group: the parent alone
    stops, and ends them as it leaves the pool. Ignored while they are made (not from their start-up on), no
    worker is born between the signal and its start-up, and neither half stops the other half-way."""
    if threading.current_thread() is not threading.main_thread():  # (signals are set from the main thread only)
        return context.Pool(workers, initializer=_warm_worker)
    ignoring = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return context.Pool(workers, initializer=_warm_worker)
    finally:
        signal.signal(signal.SIGINT, ignoring)


def _warm_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # (the pool ends its workers with it: they stop at once)
    own_this_process()  # (a worker process is extraction's own)
    try:
        shared_nlp()
    except RuleDataError:  # (a pool restarts a worker whose start fails, without end: the worker's first chunk
        pass  # raises the error again, and the pool hands it to the caller)


def _extract_chunk(chunk: list[Paper], bounded_memory: bool, nlp: Optional[Language] = None) -> list[Extraction]:
    nlp = nlp or shared_nlp()
    with _young_collections_deferred():
        if bounded_memory:
            with nlp.memory_zone():
                return list(_extract_batch(chunk, nlp))
        return list(_extract_batch(chunk, nlp))


@contextmanager
def _young_collections_deferred() -> Iterator[None]:
    """Collect young objects less often while a chunk is extracted. The rules make hundreds of thousands
    of short-lived objects per chunk, few of them in reference cycles; at Python's default threshold
    (700 allocations) the collector ran every few sentences and took about a tenth of the time."""
    with _YOUNG_COLLECTIONS_DEFERRED.held():
        yield


_YOUNG_THRESHOLD = 20_000
_YOUNG_COLLECTIONS_DEFERRED = HeldSetting(gc.get_threshold, lambda thresholds: gc.set_threshold(*thresholds),
                                          lambda thresholds: (max(thresholds[0], _YOUNG_THRESHOLD), *thresholds[1:]))


class _Findings(BaseModel):
    """An Extraction without its Paper: what a worker process sends back, as JSON."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    mentions: tuple[Mention, ...] = ()
    claims: tuple[Claim, ...] = ()
    problem: Optional[str] = None


def _worker_extract(texts: list[tuple[str, Optional[str]]], bounded_memory: bool) -> list[str | Extraction]:
    """Extract (abstract, title) pairs; each result as the JSON of its findings, or the record
    itself in the rare case it has no JSON form."""
    papers = [Paper(id="", abstract=abstract, title=title) for abstract, title in texts]
    out: list[str | Extraction] = []
    for extraction in _extract_chunk(papers, bounded_memory):
        try:
            out.append(extraction.model_dump_json(exclude={"paper"}))
        except ValueError:
            out.append(extraction)
    return out


def _received(entry) -> list[Extraction]:
    """Results in input order: this process's own list, or a worker's answer joined to its Papers."""
    if isinstance(entry, list):
        return entry
    chunk, answer = entry
    out = []
    for paper, result in zip(chunk, answer.get()):
        if isinstance(result, Extraction):
            out.append(result.model_copy(update={"paper": paper}))
        else:
            findings = _Findings.model_validate_json(result)
            out.append(Extraction(paper=paper, mentions=findings.mentions, claims=findings.claims,
                                  problem=findings.problem))
    return out


def _extract_batch(papers: list[Paper], nlp: Language) -> Iterator[Extraction]:
    """One Extraction per paper. An abstract the rules fail on gives an Extraction with its `problem` set
    and no facts: the paper stays, and the papers after it are read (nlp.pipe would stop at the error). Broken
    rule data (RuleDataError) is no paper's problem: it stops the run.

    Each stage runs over a few dozen abstracts before the next one starts, so that the tables a stage reads
    (the tokenizer's, the matchers') stay in the processor's caches: a paper at a time through all stages
    ran about a seventh slower on the corpus."""
    for first in range(0, len(papers), _STAGE_BATCH):
        yield from _extract_stage_by_stage(papers[first:first + _STAGE_BATCH], nlp)


_STAGE_BATCH = 64


def _extract_stage_by_stage(papers: list[Paper], nlp: Language) -> Iterator[Extraction]:
    # each entry a Doc, or the failed Extraction of its paper (its problem as text: holding the error itself would
    # keep the whole batch alive through the error's traceback)
    docs: list = []
    for paper in papers:
        try:
            text = clean_text(paper.abstract)
            if len(text) > nlp.max_length:  # no abstract is this long: a whole paper, or files run together
                docs.append(Extraction(paper=paper, problem=f"abstract too long to extract ({len(text):,} characters: "
                                                            f"the rules read texts of at most {nlp.max_length:,})"))
                continue
            doc = nlp.make_doc(text)
            doc.user_data[TITLE_KEY] = paper.title or ""
            doc.user_data[TEXT_KEY] = text
            docs.append(doc)
        except RuleDataError:
            raise  # (broken rule data fails every paper alike: the run stops, naming the file)
        except Exception as exc:  # noqa: BLE001 (any failure on one abstract)
            docs.append(_failed(paper, exc))
    for _, component in nlp.pipeline:
        for index, (paper, doc) in enumerate(zip(papers, docs)):
            if not isinstance(doc, Extraction):
                try:
                    docs[index] = component(doc)
                except RuleDataError:
                    raise
                except Exception as exc:  # noqa: BLE001 (any failure of the rules on one abstract)
                    docs[index] = _failed(paper, exc)
    for paper, doc in zip(papers, docs):
        if isinstance(doc, Extraction):
            yield doc
            continue
        try:
            extraction = _extraction_from_doc(paper, doc)
        except RuleDataError:
            raise
        except Exception as exc:  # noqa: BLE001
            extraction = _failed(paper, exc)
        yield extraction


def _failed(paper: Paper, error: Exception) -> Extraction:
    return Extraction(paper=paper, problem=f"extraction failed ({type(error).__name__}: {error})")


_MENTIONS = TypeAdapter(list[Mention])


# What a title calls a tool, a test or data rather than a model: the results are then a model's the abstract names.
_TOOL_TITLE = re.compile(r"^\s*(?:(?:a|an|the)\s+)?(?:(?!(?:framework|method|model|approach|network|from|across|for|"
                         r"with|of|and)\b)[\w\-]+\s+){0,3}?(?<![\w\-])(?:toolkit|library|platform|benchmark|dataset|"
                         r"corpus|suite|arena|leaderboard|simulator|testbed|survey)s?(?![\w\-])\s*(?:for|of|to|on|with|in|"
                         r"and|:|$)|^\s*benchmarking\b", re.I)


def _titled_proposal(head: str, mentions: Sequence[Mention]) -> Optional[str]:
    """The proposed method a title leads with before its colon ("GlimChanger: Change Detection from ..."), also
    named in the abstract: the paper's own system, whose results "the model" and "our approach" state, whatever
    part the abstract names more often."""
    head = head.strip()
    if not head or len(head.split()) > 3:
        return None
    folded = head.casefold()  # "ZORBTELLER: ..." over the abstract's "Zorbteller"
    return next((m.text for m in mentions if m.label == "METHOD" and m.role == "proposed"
                 and m.text.casefold() == folded), None)


def _extraction_from_doc(paper: Paper, doc) -> Extraction:
    found: list[Found] = doc.user_data.get(MENTIONS_KEY, [])
    view: TokenView = doc.user_data.get(VIEW_KEY) or TokenView(doc)
    best_roles = strongest_roles(found)
    rows = []
    for item in found:
        if item.label is None:
            continue  # a candidate no rule typed is no mention (one slipping through must not cost the paper its facts)
        sent = view.sent_of[item.start]
        role = item.role
        if item.label in ("METHOD", "DATASET"):
            role = _strongest(role, [best_roles.get((item.label, name_key(item.text))),
                                     best_roles.get((item.label, name_key(item.long_form))) if item.long_form else None])
        start = view.starts[item.start]
        if paper.abstract[start:start + 1] != view.text[start:start + 1]:  # letters cleaning moved together
            while start > 0 and view.text[start - 1] == " " and not paper.abstract[start - 1].isspace():
                start -= 1  # back over the markup blanked before them, to where the abstract writes the name:
                # "\textbf{S}oft", "B\'ezier"
        rows.append({"text": item.text, "label": item.label, "role": role, "key": item.key, "long_form": item.long_form,
                     "evidence": {"sentence": view.sentence_text(sent), "start": start,
                                  "end": view.ends[item.end - 1], "rule": item.rule,
                                  "confidence": round(item.confidence, 3)}})
    sentences = [view.sentence_chars(i) for i in range(len(view.sent_ranges))]
    text = view.text
    lowered = text.lower()  # scanning for a link costs more than the rest of the records; most abstracts name no host
    links = _CODE_URL.finditer(text) if any(host in lowered for host in _CODE_HOSTS) else ()
    for match in links:
        written = match.group(0).rstrip(".")
        start, end = match.start(), match.start() + len(written)
        sentence = next((text[a:b] for a, b in sentences if a <= start < b), text)
        rows.append({"text": _ESCAPED_IN_LINK.sub(r"\1", written), "label": "REPOSITORY", "evidence": {
            "sentence": sentence, "start": start, "end": end, "rule": "url:code-host", "confidence": 0.95}})
    mentions = _MENTIONS.validate_python(rows)  # one validation call for all: a record at a time costs a quarter more
    title_names = doc.user_data.get(TITLE_MENTIONS_KEY, ())
    title = doc.user_data.get(TITLE_KEY) or ""
    title_head, colon, title_description = title.partition(":")
    title_method = next((name.text for name in title_names if name.label == "METHOD" and name.role == "proposed"), None) \
        or (_titled_proposal(title_head, mentions) if colon else None)
    claims = [_named_measure_only(claim) for claim in extract_claims(
        text, sentences, mentions, title_method, title_is_a_tool=_TOOL_TITLE.search(title_description) is not None)]
    named_measures = {m.text.lower() for m in mentions if m.label == "METRIC"}
    defined_measures = {m.long_form.lower() for m in mentions if m.label == "METRIC" and m.long_form}
    claims = [_without_an_averaging_word(_without_a_generic_score(claim, named_measures), defined_measures)
              for claim in claims]
    claims = [_as_written(claim, paper.abstract) for claim in claims]
    shared_task = next((name.text for name in title_names if name.rule == "title:shared-task"), None)
    if shared_task is not None:
        claims = [_in_the_shared_task(claim, shared_task) for claim in claims]
    mentions, claims = _measures_not_methods(text, mentions, claims)
    mentions = _baselines_are_compared(mentions, claims) + _claim_metrics(text, mentions, claims)
    for name in title_names:
        mentions.append(Mention(text=name.text, label=name.label, role=name.role, long_form=name.long_form,
                                evidence=Evidence(sentence=title, start=name.start, end=name.end, rule=name.rule,
                                                  confidence=0.6, section="title")))
    return Extraction(paper=paper, mentions=tuple(mentions), claims=tuple(claims))


# What a system costs rather than scores: "cut trainable parameters by 96%", "memory use falls by 50%".
_COST_MEASURE = re.compile(r"\b(?:parameters?|params|time|memory|latency|energy|power|costs?|flops|speed|throughput|"
                           r"runtime|size|storage|overhead|gpu)\b", re.I)


def _in_the_shared_task(claim: Claim, task: str) -> Claim:
    """A system paper's result that names no dataset is on the shared task its title names ("GlimTeam at SemEval-2025
    Task 4: ..." and "ranking second among the teams"); not a multiple, nor a change in what the system costs."""
    if claim.dataset is not None or claim.unit == "x" or _COST_MEASURE.search(f"{claim.metric or ''} {claim.text}"):
        return claim
    evidence = claim.evidence.model_copy(update={"rule": claim.evidence.rule + "+title-task"})
    return claim.model_copy(update={"dataset": task, "evidence": evidence})


def _as_written(claim: Claim, abstract: str) -> Claim:
    """The claim's text is the abstract's own, exactly what its evidence offsets select; where cleaning blanked out
    markup inside it ("$2.5\\times$ speedup" read as " 2.5×       speedup"), single-spaced: "2.5× speedup"."""
    if abstract[claim.evidence.start:claim.evidence.end] == claim.text:
        return claim
    return claim.model_copy(update={"text": " ".join(claim.text.split())})


def _strongest(role: Optional[str], others: list[Optional[str]]) -> Optional[str]:
    for other in others:
        role = stronger_role(role, other)
    return role


# A claim's measure becomes a metric unless it is plainly the sentence's subject or setting
# ("most attributes", "previous SoTA", "inference").
_NOT_A_MEASURE_START = frozenset({"of", "in", "on", "for", "to", "by", "with", "at", "from", "over", "than", "and", "or"})
_NOT_A_MEASURE_VERBS = frozenset({"reducing", "increasing", "improving", "decreasing", "boosting", "lowering",
                                  "raising", "achieving", "reaching", "maintaining", "preserving", "using",
                                  "reveal", "reveals", "reduces", "increases", "improves", "lowers", "cuts", "boosts",
                                  "raises", "decreases", "saves", "uses", "requires", "needs", "halves", "doubles"})
_NOT_A_MEASURE = re.compile(r"^(most|previous|prior|other|all|some|several|many|the|our|its|their)\b|\bsota\b|^inference$",
                            re.I)


def _may_open_a_measure(first: str) -> bool:
    """Whether a phrase's first (lower-case) word may open a measure's name: not a preposition or a verb."""
    return first not in _NOT_A_MEASURE_START and first not in _NOT_A_MEASURE_VERBS


def _reads_as_measure(phrase: str) -> bool:
    """'peak memory usage', 'MFU', 'ASR-1': a measure; 'of the chatbot', 'relative', 'reasoning',
    'reducing costs': the words near a number that name no measure."""
    if _NOT_A_MEASURE.search(phrase):
        return False
    words = phrase.split()
    first, head = words[0].lower(), words[-1].lower()
    if not _may_open_a_measure(first) or len(first) == 1:
        return False
    if len(words) == 1 and phrase.isalpha() and phrase[:1].isupper() and phrase[1:].islower() \
            and phrase.lower() not in known_measures() and phrase.lower() not in MEASURE_HEADS:
        return False  # "gains in German and Korean": a capitalised word, not a measure's name
    if any(ch.isupper() or ch.isdigit() for ch in phrase) or phrase.lower().startswith("number of "):
        return True  # a named measure, or a count
    one = singular_noun(head)  # "accuracies", "errors"
    # "c-index", "bit-rate", "word-error-rate"; not "learning-rate" or "mask-ratio", settings
    modifier, _, joined_head = one.rpartition("-")
    modifiers = modifier.split("-")
    return head in MEASURE_HEADS or one in MEASURE_HEADS or (
        joined_head in METRIC_HEADS and all(part.isalpha() for part in modifiers)
        and modifiers[0] not in METRIC_MODIFIER_STOP and modifiers[-1] not in METRIC_MODIFIER_STOP)


# Heads of quantities a change is stated in, beyond the measure heads: "reducing token fertility by 25%",
# "47% less encoding computation", "25 percent lower penalty values", "5x fewer de-noising steps".
_CHANGED_QUANTITY_HEADS = frozenset({"tokens", "length", "lengths", "complexity", "size", "sizes", "count", "counts",
                                     "ratings", "fertility", "computation", "computations", "variance", "values",
                                     "steps", "calls", "queries", "iterations", "epochs", "flops", "macs"})


def _changed_quantity(phrase: str) -> bool:
    """What a stated change is a change of, named in two or three plain words ending in a quantity's head."""
    words = phrase.split()
    return 2 <= len(words) <= 3 and phrase.islower() and all(w.replace("-", "").isalpha() for w in words) \
        and words[-1] in _CHANGED_QUANTITY_HEADS and _may_open_a_measure(words[0]) and not _NOT_A_MEASURE.search(phrase)


# What follows a measure's name before its value: "BPCER of 0.09%", "gFID 1.61"; or before a change in it,
# for a name without digits ("improving APLS by 1.9%", "reducing gFID from 6.18"; not "improves InternVL2-76B by 5.8%").
_NUMBER_AFTER = re.compile(r"(?: of| =| at)? \$?[+-]?\d")
_CHANGE_AFTER = re.compile(r"(?: \([A-Za-z][\w\-]{0,15}\)|\))?(?: of| =| at| by| from)?"
                           r"(?: (?:up to|as much as|about|around|nearly|approximately|almost|over|more than))? \$?[+-]?\d")


def _stated_in(measure: str, sentence: str) -> bool:
    """Whether a number follows the measure's name in the sentence (a change too, for a name without digits)."""
    after = _NUMBER_AFTER if any(ch.isdigit() for ch in measure) else _CHANGE_AFTER
    at = sentence.find(measure)
    while at >= 0:
        if after.match(sentence, at + len(measure)):
            return True
        at = sentence.find(measure, at + 1)
    return False


def _measures_not_methods(text: str, mentions: list[Mention],
                          claims: list[Claim]) -> tuple[list[Mention], list[Claim]]:
    """A name only its shape made a method (not the paper's own), which a result is stated in ('achieving
    an average BPCER of 0.09%') wherever the abstract names it, is the measure: neither a method nor the
    baseline the result is over ('We compare against FooDet ... PlugX improves FooDet by 2.1%' keeps FooDet)."""
    if not any(claim.metric for claim in claims):
        return mentions, claims
    methods: dict[str, list[Mention]] = {}
    for mention in mentions:
        if mention.label == "METHOD":  # not a dataset: "an accuracy on FooQA of 85.2%" names the benchmark
            methods.setdefault(name_key(mention.text), []).append(mention)
    measured = {name_key(claim.metric) for claim in claims if claim.metric and name_key(claim.metric) in methods
                and _stated_in(claim.metric, claim.evidence.sentence)}
    shaped = {key for key in measured if all(_typed_by_shape_alone(m) for m in methods[key])}
    if not shaped:
        return mentions, claims
    shaped_only = {key for key in shaped if all(_CHANGE_AFTER.match(text, m.evidence.end)
                                                or m.evidence.rule.startswith(("acronym:short-form", "acronym:long-form"))
                                                for m in methods[key])}
    named_elsewhere = shaped - shaped_only  # a method the abstract also names as such: not the measure
    spelled_out = {name_key(m.long_form) for m in mentions
                   if m.label == "METHOD" and m.long_form and name_key(m.text) in shaped_only}
    mentions = [m for m in mentions if not (m.label == "METHOD" and (
        name_key(m.text) in shaped_only or (m.long_form and name_key(m.long_form) in shaped_only)
        or (name_key(m.text) in spelled_out and m.evidence.rule.startswith("acronym:long-form"))))]
    claims = [claim.model_copy(update={field: None for field in ("method", "baseline", "dataset", "metric")
                                       if getattr(claim, field) and name_key(getattr(claim, field)) in (
                                           named_elsewhere if field == "metric" else shaped_only)})
              for claim in claims]
    return mentions, claims


def _typed_by_shape_alone(mention: Mention) -> bool:
    """A method only its shape, the letters it defines or a proposal nearby made one (no gazetteer name): what a
    result is stated in may show it to be a measure ("lowers the glim delay factor (GDF) ... cuts GDF by 57%")."""
    rule = mention.evidence.rule
    if mention.key is not None:
        return False
    if rule.startswith("shape:name"):
        return mention.role not in ("proposed", "introduced") or "+paper-type" in rule
    return rule.startswith(("acronym:short-form", "acronym:long-form")) and "+after-proposal" in rule


def _named_measure_only(claim: Claim) -> Claim:
    """'ImageNet top-1 accuracy', 'MobileSAM mIoU': the known measure that ends the phrase, without the benchmark
    or model named before it. Plain words before it stay ('attack success rate', 'one-step generation FID'), and so
    do a measure's own capitals ('GPU memory usage')."""
    if not claim.metric or " " not in claim.metric or claim.metric.lower() in known_measures():
        return claim
    words = claim.metric.split()
    for cut in range(1, len(words)):
        measure = " ".join(words[cut:])
        if measure.lower() in known_measures():
            if any(_NAME_INSIDE.search(word) and word.lower() not in known_measures() for word in words[:cut]):
                return claim.model_copy(update={"metric": measure})
            return claim
    return claim


def _without_an_averaging_word(claim: Claim, defined_measures: set[str]) -> Claim:
    """'an average accuracy of 81.2%', 'overall F1 improves by 3%': the measure is accuracy, F1, the average only how
    it was taken over the test sets; a measure whose name holds the word keeps it ('average precision'), and so does
    one the abstract defines as a measure of its own ('overall accuracy (OA)')."""
    written = claim.metric or ""
    match = _AVERAGE_BEFORE.match(written)
    if match is None:
        return claim
    key = known_measures().get(written.lower())
    own_name = key is not None and key not in measure_variant_keys()  # "average precision"
    if own_name or written.lower() in defined_measures or match.group(1).lower() not in known_measures():
        return claim
    return claim.model_copy(update={"metric": match.group(1)})


_AVERAGE_BEFORE = re.compile(r"(?:average|overall)\s+(.+)$", re.I)


def _without_a_generic_score(claim: Claim, named_measures: set[str]) -> Claim:
    """'a METEOR score of 0.34', 'pass@1 performance', 'F1 performance': the measure is METEOR, pass@1, F1; the word
    after it only says a value follows. "performance" never belongs to a measure's name, so any known or named measure
    loses it. "score" does belong to some: only a measure written as an abbreviation, at a cutoff, or as one word a
    measure ends in loses it ('mIoU scores', 'Recall@10 scores', 'precision scores'); a measure named in words keeps
    it ('Dice score', 'Inception Score'), and so do the F-scores, whose one capital makes no abbreviation ('F1 score',
    'macro F1-score'), and the scores of a model or benchmark that scores, whose names run small letters together or
    give a version ('HPSv2 score', 'GenEval score')."""
    written = claim.metric or ""
    measure = _GENERIC_SCORE.sub("", written)
    if measure == written:
        return claim
    plain_word = measure.isalpha() and measure in MEASURE_HEADS  # "precision", "recall" (not "dice", nor "f1")
    performance = written.lower().endswith("performance")
    if not (performance or _ABBREVIATED_MEASURE.match(measure) or plain_word or "@" in measure):
        return claim
    if measure.lower() in known_measures() or measure.lower() in named_measures:
        return claim.model_copy(update={"metric": measure})
    return claim


_GENERIC_SCORE = re.compile(r"[\s-](?:scores?|performance)$", re.I)
# Two capitals or more, no two small letters together and no small letter before a digit: METEOR, ROUGE-L, BLEU-4,
# mIoU, nDCG, CIDEr (not F1, Dice, HPSv2, GenEval).
_ABBREVIATED_MEASURE = re.compile(r"^(?=(?:[^A-Z]*[A-Z]){2})(?![^ ]*[a-z][a-z0-9])[A-Za-z0-9@\-]+$")


# "ImageNet", "MobileSAM", "RoBERTa", "GPT-4o": a benchmark's or a model's name; not a Title Word, and not the
# capitals of a measure's own qualifier ("GPU memory usage", "SER accuracy")
_NAME_INSIDE = re.compile(r"[a-z][A-Z]|^[A-Z]{2,}[A-Za-z]*-?\d")


def _claim_metrics(text: str, mentions: list[Mention], claims: list[Claim]) -> list[Mention]:
    """A measure a claim is stated in ("30% lower communication overhead") is a metric the paper reports."""
    known = {name_key(m.text) for m in mentions if m.label in ("METRIC", "DATASET")}  # a dataset is not a measure
    added = []
    for claim in claims:
        if not claim.metric or name_key(claim.metric) in known or not (_reads_as_measure(claim.metric) or (
                claim.direction in ("increase", "decrease") and _changed_quantity(claim.metric))):
            continue
        sentence_start = text.find(claim.evidence.sentence)
        written = next((form for form in _written_forms(claim.metric) if form in claim.evidence.sentence), None)
        if sentence_start < 0 or written is None:
            continue
        start = sentence_start + claim.evidence.sentence.find(written)
        known.add(name_key(claim.metric))
        added.append(Mention(text=written, label="METRIC", evidence=Evidence(
            sentence=claim.evidence.sentence, start=start, end=start + len(written), rule="claim:metric-phrase",
            confidence=round(min(claim.evidence.confidence, 0.7), 3))))
    return added


def _written_forms(metric: str) -> list[str]:
    """How a claim's measure may be written: as named, or in the plural it is named from ('accuracies')."""
    return [metric] + ([metric[:-1] + "ies"] if metric.endswith("y") else [])


def _baselines_are_compared(mentions: list[Mention], claims: list[Claim]) -> list[Mention]:
    """A named model that is the reference point of a claimed gain is a compared method."""
    baselines = {name_key(c.baseline) for c in claims if c.baseline}
    if not baselines:
        return mentions
    out = []
    for mention in mentions:
        if mention.label == "METHOD" and name_key(mention.text) in baselines and mention.role in ("used", "mentioned"):
            mention = mention.model_copy(update={"role": "compared"})
        out.append(mention)
    return out
