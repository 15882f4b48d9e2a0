"""Every record that flows between paper-kg's stages.

sources -> Paper; extract -> Extraction (Mentions, Claims with Evidence);
resolve -> Entity; graph/store/export consume those. Keeping them in one module
means the JSON Schema in ``schemas/`` describes the whole pipeline.
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterable, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, computed_field, field_validator

EntityLabel = Literal["METHOD", "DATASET", "METRIC", "TASK", "REPOSITORY"]
MethodRole = Literal["proposed", "used", "compared", "mentioned"]
DatasetRole = Literal["introduced", "evaluated"]
Role = Literal["proposed", "used", "compared", "mentioned", "introduced", "evaluated"]
Direction = Literal["increase", "decrease", "absolute"]
ClaimUnit = Literal["%", "points", "x"]

# When one paper gives a name several roles, the strongest wins (GUIDELINES: proposed > compared > used > mentioned).
ROLE_STRENGTH: dict[Optional[str], int] = {"proposed": 4, "introduced": 4, "compared": 3, "used": 2, "evaluated": 2,
                                           "mentioned": 1, None: 0}


def stronger_role(a: Optional[str], b: Optional[str]) -> Optional[str]:
    return b if ROLE_STRENGTH.get(b, 0) > ROLE_STRENGTH.get(a, 0) else a


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Paper(_Record):
    """One abstract with whatever metadata its source gave; never invented."""

    id: str = Field(description="arxiv:<id>, doi:<doi>, else sha1:<16 hex of the normalised abstract (and title, "
                                "for a paper whose abstract an earlier one of another title has)>")
    abstract: str
    title: Optional[str] = None
    key: Optional[str] = Field(None, description="the record's own id or key in its source")
    arxiv_id: Optional[str] = Field(None, description="bare, as 2401.01234 (no prefix, URL or version); any spelling "
                                                      "of an arXiv id is stored so, other text as given")
    doi: Optional[str] = Field(None, description="lower case without resolver prefix, as 10.1145/abc; any spelling of "
                                                 "a DOI is stored so, other text as given")
    date: Optional[str] = Field(None, description="as precise as the source: YYYY-MM-DD, YYYY-MM, or a partial date such as 'Nov 9'")
    year: Optional[int] = None
    url: Optional[str] = None
    authors: tuple[str, ...] = ()
    authors_count: Optional[int] = None
    org: Optional[str] = None
    upvotes: Optional[int] = None
    source: Optional[str] = Field(None, description="file:line the record was read from")

    # A Paper built in code is as safe to extract and write as one a reader made: control characters and lone
    # surrogates (a JSON escape such as "\ud800" gives one, and no UTF-8 output can write it; XML holds no control
    # character) are dropped, as the readers drop them, and an arXiv id or DOI in any spelling is stored as the
    # readers store it.
    @field_validator("id", "abstract", "title", "key", "date", "url", "org", "source")
    @classmethod
    def _writable_text(cls, value: Optional[str]) -> Optional[str]:
        return value if value is None else without_control_characters(value)

    @field_validator("authors")
    @classmethod
    def _writable_authors(cls, names: tuple[str, ...]) -> tuple[str, ...]:
        if not CONTROL_CHARACTERS.search("".join(names)):  # (one search for all the names: most papers have none)
            return names
        return tuple(without_control_characters(name) for name in names)

    @field_validator("arxiv_id", "doi")
    @classmethod
    def _bare_id(cls, value: Optional[str], info: ValidationInfo) -> Optional[str]:
        if value is None:
            return None
        from kg.sources.identity import normalise_arxiv_id, normalise_doi  # (kg.sources imports this module)

        text = without_control_characters(value)
        return (normalise_arxiv_id if info.field_name == "arxiv_id" else normalise_doi)(text) or text


# C0/C1 control characters other than whitespace, the BOM, and lone surrogates (a JSON escape such as "\ud800"
# makes one): what the readers drop from every text, and a Paper built in code drops too. Whitespace controls (tab,
# newline, form feed, ...) stay.
CONTROL_CHARACTERS = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x84\x86-\x9f\ufeff\ud800-\udfff]")


def without_control_characters(text: str) -> str:
    return CONTROL_CHARACTERS.sub("", text)


class Problem(_Record):
    """A record that could not be used, and why: counted, reported, skipped; or one read all the same with something
    repaired (``kept``), reported so the user can mend the file but not counted among the skipped."""

    file: str
    line: Optional[int] = None
    reason: str = Field(description="what is wrong with the record ('malformed JSON line (...)')")
    outcome: Optional[str] = Field(None, description="what became of it ('line skipped', 'read as U+FFFD')")
    stage: Literal["read", "extract", "resolve", "load"] = "read"
    kept: bool = False

    @computed_field  # type: ignore[prop-decorator]
    @property
    def message(self) -> str:
        """The reason and the outcome joined, as the CLI prints them (written out, never read in)."""
        return f"{self.reason}; {self.outcome}" if self.outcome else self.reason


def shown(value: Any, width: int = 40) -> str:
    """A parsed value as the file writes it, cut short: enough to find it."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= width else text[:width - 3] + "..."


def json_error_detail(exc: ValueError | RecursionError) -> str:
    """What stopped the JSON decoder, as a message's brackets say it: where the text broke ("Expecting value, column
    3"), arrays nested past the stack, or a number too long for it to convert (without Python's advice)."""
    if isinstance(exc, json.JSONDecodeError):  # ("Unterminated string starting at" says where itself)
        return f"{exc.msg} column {exc.colno}" if exc.msg.endswith(" at") else f"{exc.msg}, column {exc.colno}"
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    found = re.search(r"value has (\d+) digits", str(exc))
    return f"a number of {int(found.group(1)):,} digits, too long to read" if found else str(exc)


def json_line_problem(exc: ValueError | RecursionError) -> str:
    """Why a line of a JSON Lines file (papers, gold) could not be decoded, as its Problem gives the reason."""
    return "JSON nested too deeply" if isinstance(exc, RecursionError) else f"malformed JSON line ({json_error_detail(exc)})"


def json_kind(value: Any) -> str:
    """What JSON value a parsed one was, as a message names it: "an array", "the number 12.5", "null"."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {shown(value)}"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list) else "an object"


def file_and_line(source: str) -> tuple[str, Optional[int]]:
    """A paper's `source` ('file:line', or a file or id alone) as its file and line."""
    file, _, line = source.rpartition(":")
    return (file, int(line)) if file and line.isdigit() else (source, None)


def skipped_count(problems: Iterable[Problem]) -> int:
    """Problems that cost their record or file; one whose line was repaired and read is no skip."""
    return sum(1 for problem in problems if not problem.kept)


class Evidence(_Record):
    """Where a fact came from: a fact without evidence is a bug."""

    sentence: str = Field(description="the sentence as the rules read it: markup such as LaTeX blanked out ('40 %' for "
                                      "'40\\%'), so it may differ from the abstract's own characters, which the "
                                      "offsets index")
    start: int = Field(ge=0, description="character offset in the abstract as given (in the title when section is "
                                         "'title'); a task named with the noun after its letters ('CTR prediction') "
                                         "points at the letters")
    end: int = Field(ge=0)
    rule: str
    confidence: float = Field(ge=0.0, le=1.0)
    section: Literal["abstract", "title"] = Field(
        "abstract", description="the text the sentence and offsets are in: a name only the title gives is read there")


class Mention(_Record):
    """A name found in one abstract, typed and with its role in that paper."""

    text: str
    label: EntityLabel
    role: Optional[Role] = None
    key: Optional[str] = Field(None, description="canonical key when a gazetteer knew the name")
    long_form: Optional[str] = Field(None, description="expansion given in the text, e.g. 'Hierarchical Group Attention' for HGA")
    evidence: Evidence


class Claim(_Record):
    """A quantitative result the abstract claims."""

    value: float
    unit: Optional[ClaimUnit] = None
    direction: Direction
    text: str
    metric: Optional[str] = None
    dataset: Optional[str] = None
    method: Optional[str] = None
    baseline: Optional[str] = None
    evidence: Evidence


class Extraction(_Record):
    """Everything extraction found in one paper."""

    paper: Paper
    mentions: tuple[Mention, ...] = ()
    claims: tuple[Claim, ...] = ()
    problem: Optional[str] = Field(None, description="why extraction failed on this abstract; the paper is kept "
                                                     "without extracted facts")


class Entity(_Record):
    """One real-world thing after resolution: one graph node."""

    id: str = Field(description="'method:' / 'dataset:' / 'metric:' / 'task:' + canonical key, or a repository URL")
    label: EntityLabel
    name: str
    key: str
    aliases: tuple[str, ...] = ()
    papers: int = 0
    variant_of: Optional[str] = Field(None, description="id of the family entity for a size or checkpoint variant")


RECORD_MODELS: dict[str, type[BaseModel]] = {
    "paper": Paper,
    "problem": Problem,
    "evidence": Evidence,
    "mention": Mention,
    "claim": Claim,
    "extraction": Extraction,
    "entity": Entity,
}
