"""Turning loose source fields into a validated Paper, the same way for every reader."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Optional

from pydantic import ValidationError

from kg.models import Paper, json_kind, shown
from kg.sources._text import clean_text, normalise_date, to_int, year_of
from kg.sources.identity import normalise_arxiv_id, normalise_doi, arxiv_from_doi, paper_id, recognise_ids

if TYPE_CHECKING:
    from kg.sources import ReadReport

_AUTHOR_SPLIT_AND = re.compile(r"\s+and\s+", re.IGNORECASE)


def load_rules(name: str) -> dict[str, Any]:
    """Load a JSON rule file shipped in kg/sources/data."""
    with resources.files("kg.sources").joinpath("data", name).open("r", encoding="utf-8") as handle:
        return json.load(handle)


@lru_cache(maxsize=1)
def field_names() -> dict[str, tuple[str, ...]]:
    """Canonical field -> accepted source names (already normalised with ``field_key``)."""
    rules = load_rules("field_names.json")
    return {name: tuple(field_key(alias) for alias in aliases) for name, aliases in rules.items() if not name.startswith("_")}


@lru_cache(maxsize=1)
def placeholder_abstracts() -> frozenset[str]:
    """The placeholders a source writes for a missing abstract ("[No abstract available]"), as
    ``placeholder_key`` compares them."""
    return frozenset(placeholder_key(text) for text in load_rules("placeholder_abstracts.json")["placeholders"])


def placeholder_key(text: str) -> str:
    """The text case folded, its whitespace collapsed, brackets around it and full stops after it set aside."""
    return " ".join(text.split()).casefold().strip("[](){}<> ").rstrip(". ")


def is_placeholder_abstract(text: str) -> bool:
    """Whether an abstract is only a placeholder for a missing one, as a whole: such records are no papers to read,
    and several sharing one would be taken for one paper (their ids hash the abstract)."""
    key = placeholder_key(text)
    return not key or key in placeholder_abstracts()


def field_key(name: object) -> str:
    """Compare field names without case, spaces or punctuation: abstractText == abstract_text, and a spreadsheet's
    "Author(s)" == authors, "Pub. Year" == pubyear."""
    return _NOT_A_LETTER.sub("", str(name).lower())


_NOT_A_LETTER = re.compile(r"[\W_]+")  # (letters and digits of any script stay)


def first_filled(pairs: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """A record from (name, value) pairs where a name given twice keeps its first value that says something:
    {"abstract": "...", "abstract": null}, a CSV column named twice, "Abstract": "" before "abstract"."""
    record: dict[str, Any] = {}
    for name, value in pairs:
        if record.get(name) in (None, ""):
            record[name] = value
    return record


def normalised_fields(record: Mapping[str, Any]) -> dict[str, Any]:
    """The record keyed by ``field_key``; the first spelling of a field with a value wins ("Abstract": "" gives way
    to a later "abstract")."""
    return first_filled((field_key(name), value) for name, value in record.items())


def first_field(fields: Mapping[str, Any], canonical: str) -> Any:
    """First non-empty value among a canonical field's accepted names."""
    for alias in field_names()[canonical]:
        value = fields.get(alias)
        if value not in (None, "", [], {}):
            return value
    return None


def has_field(names: Iterable[str], canonical: str) -> bool:
    """True when one of ``names`` is an accepted spelling of ``canonical``."""
    accepted = set(field_names()[canonical])
    return any(field_key(name) in accepted for name in names)


def given_name_first(name: str) -> str:
    """'Last, First' or 'Last, First, Jr' written first name first ('Müller, Jörg' -> 'Jörg Müller', 'van Berg,
    Hana, Jr.' -> 'Hana van Berg Jr.'), as every source gives its authors, so one person is one spelling whatever
    file named them; other names as written: an organisation's ('University of X, Department of Y', 'Glim, Inc.'),
    and two names a comma parts ('Berg, H. & Lind, I.')."""
    parts = [part.strip() for part in name.split(",")]
    if len(parts) == 3 and _NAME_SUFFIX.fullmatch(parts[1]) and not _NAME_SUFFIX.fullmatch(parts[2]):
        parts = [parts[0], parts[2], parts[1]]  # ("Berg, Jr., Hana")
    if len(parts) not in (2, 3) or not parts[0] or not parts[1] or (len(parts) == 3 and not _NAME_SUFFIX.fullmatch(
            parts[2])) or _NAME_SUFFIX.fullmatch(parts[1]) or _NOT_A_GIVEN_NAME.fullmatch(parts[1]):
        return name
    words = [(word, False) for word in parts[0].split()] + [(word, True) for word in parts[1].split()]
    if any(word[:1].islower() and (given or not _particle(word)) for word, given in words):
        return name  # ("University of X": a word in small letters that is no particle of a family name)
    return " ".join([parts[1], parts[0], *parts[2:]])


def _particle(word: str) -> bool:
    return word.lower() in _NAME_PARTICLES or word.lower().startswith(("d'", "l'"))  # ("van", "de", "d'Arc")


_NAME_SUFFIX = re.compile(r"(?:Jr|Sr|Jnr|Snr)\.?|II|III|IV|V|VI|2nd|3rd|4th", re.I)
_NAME_PARTICLES = frozenset({"van", "von", "der", "den", "de", "del", "della", "degli", "di", "da", "das", "dos",
                             "du", "la", "le", "lo", "ten", "ter", "te", "bin", "ibn", "al", "el", "y", "zu", "af",
                             "av", "mac", "st.", "e"})
_NOT_A_GIVEN_NAME = re.compile(r"(?:Inc|Ltd|LLC|Corp|Co|GmbH|AG|plc|S\.?A|B\.?V|L\.?P|et\s+al)\.?", re.I)


def split_authors(value: Any) -> tuple[str, ...]:
    """Author names from a list of strings, a list of {name} objects, or one string; a name written last name
    first ("Bo, Ann; Cy, Dee", "Berg, H.") is turned first name first."""
    if value is None:
        return ()
    if isinstance(value, str):
        text = value.strip()
        if ";" in text:
            parts = [given_name_first(part) for part in text.split(";")]
        elif _AUTHOR_SPLIT_AND.search(text):
            parts = [given_name_first(part) for part in _AUTHOR_SPLIT_AND.split(text)]  # ("Berg, H. and Lind, I.")
        elif "," in text and all(len(part.split()) >= 2 for part in text.split(",")):
            parts = text.split(",")  # "Jin Kim, Byunghwee Lee"; "Smith, J." stays one name
        else:
            parts = [given_name_first(text)]
        return tuple(name for name in (clean_text(part) for part in parts) if name)
    if isinstance(value, Mapping):
        name = _author_name(value)
        return (name,) if name else ()
    if isinstance(value, (list, tuple)):
        names = []
        for item in value:
            name = clean_text(given_name_first(item)) if isinstance(item, str) \
                else _author_name(item) if isinstance(item, Mapping) else None
            if name:
                names.append(name)
        return tuple(names)
    return ()


def _author_name(author: Mapping[str, Any]) -> Optional[str]:
    fields = normalised_fields(author)
    for key in ("name", "displayname", "fullname", "rawauthorname"):
        if isinstance(fields.get(key), str):
            return clean_text(fields[key])
    parts = [fields.get(key) for key in ("given", "first", "firstname", "family", "last", "lastname")]
    joined = " ".join(part for part in parts if isinstance(part, str))
    return clean_text(joined)


def build_paper(
    report: "ReadReport",
    path: Path | str,
    line: Optional[int],
    *,
    abstract: Any,
    title: Any = None,
    key: Any = None,
    arxiv_id: Any = None,
    doi: Any = None,
    date: Any = None,
    year: Any = None,
    url: Any = None,
    authors: tuple[str, ...] = (),
    authors_count: Optional[int] = None,
    org: Any = None,
    upvotes: Any = None,
    what: str = "record",
) -> Optional[Paper]:
    """Validate and identify one record; a record without an abstract becomes a Problem.

    Ids found in ``key`` or ``url`` count when no explicit arXiv id or DOI is given.
    """
    text = clean_text(abstract)
    if text is None:
        report.problem(str(path), line, f"{what} has an empty abstract", "skipped")
        return None
    if is_placeholder_abstract(text):
        report.problem(str(path), line, f"{what} has a placeholder for an abstract ({shown(text)})", "skipped")
        return None
    key_text = clean_text(key)
    url_text = clean_text(url)
    arxiv = normalise_arxiv_id(arxiv_id)
    clean_doi = normalise_doi(doi)
    for candidate in (key_text, url_text):
        if arxiv and clean_doi:
            break
        found_arxiv, found_doi = recognise_ids(candidate)
        arxiv = arxiv or found_arxiv
        clean_doi = clean_doi or found_doi
    arxiv = arxiv or arxiv_from_doi(clean_doi)
    clean_date = normalise_date(date)
    try:
        return Paper(
            id=paper_id(arxiv, clean_doi, text),
            abstract=text,
            title=clean_text(title),
            key=key_text,
            arxiv_id=arxiv,
            doi=clean_doi,
            date=clean_date,
            year=year_of(year) or year_of(clean_date),
            url=url_text,
            authors=authors,
            authors_count=authors_count if authors_count is not None else (len(authors) or None),
            org=clean_text(org),
            upvotes=to_int(upvotes),
            source=f"{path}:{line}" if line else str(path),
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        report.problem(str(path), line, f"{what} is not a valid paper ({'.'.join(map(str, first['loc']))}: {first['msg']})",
                       "skipped")
        return None


def paper_from_fields(record: Mapping[str, Any], report: "ReadReport", path: Path | str, line: Optional[int], what: str = "record") -> Optional[Paper]:
    """Map a JSON object or CSV row with any common field spelling to a Paper."""
    fields = normalised_fields(record)
    abstract = _longest_text(fields, "abstract")
    if abstract is None and not any(alias in fields for alias in field_names()["abstract"]):
        names = ", ".join(sorted(map(str, record.keys()))) or "none"
        report.problem(str(path), line, f"{what} has no abstract field (fields: {names})", "skipped")
        return None
    if abstract is not None and not isinstance(abstract, str):
        report.problem(str(path), line, f"{what} has an abstract that is not text ({json_kind(abstract)})",
                       "skipped")
        return None
    key = first_field(fields, "key")
    url = _first_url(fields)
    authors = split_authors(first_field(fields, "authors"))
    external_ids = first_field(fields, "external_ids")  # (Semantic Scholar's {"ArXiv": ..., "DOI": ...})
    external_fields = normalised_fields(external_ids) if isinstance(external_ids, Mapping) else {}
    arxiv_id = first_field(fields, "arxiv_id") or first_field(external_fields, "arxiv_id")
    if isinstance(arxiv_id, (int, float)) and not isinstance(arxiv_id, bool):
        # 2401.12340 read as a number is 2401.1234, another paper's id: no id at all is better than a wrong one
        report.problem(str(path), line, f"{what} gives its arXiv id as {json_kind(arxiv_id)}, not as text, and a "
                       "number loses an id's trailing zeros", "read without that id (write it in quotes)", kept=True)
        arxiv_id = None
    return build_paper(
        report,
        path,
        line,
        abstract=abstract,
        title=_text_or_none(first_field(fields, "title")),
        key=key if isinstance(key, (str, int)) else None,
        arxiv_id=arxiv_id,
        doi=first_field(fields, "doi") or first_field(external_fields, "doi"),
        date=_date_or_none(first_field(fields, "date")),
        year=first_field(fields, "year"),
        url=url,
        authors=authors,
        authors_count=to_int(first_field(fields, "authors_count")),
        org=_text_or_none(first_field(fields, "org")),
        upvotes=first_field(fields, "upvotes"),
        what=what,
    )


def _longest_text(fields: Mapping[str, Any], canonical: str) -> Any:
    """Of a field given under several accepted names ("Abstract Text" and "summary"), the longest text: an
    abstract is the long one. Not text, the first value, for the caller to reject."""
    texts = [fields[alias] for alias in field_names()[canonical] if isinstance(fields.get(alias), str) and fields[alias].strip()]
    return max(texts, key=len) if texts else first_field(fields, canonical)


def _first_url(fields: Mapping[str, Any]) -> Optional[str]:
    for alias in field_names()["url"]:
        value = fields.get(alias)
        if isinstance(value, str) and value.strip().lower().startswith(("http://", "https://")):
            return value.strip()
    return None


def _date_or_none(value: Any) -> Any:
    """A date as given, or the date of a CSL-JSON date object (Zotero's "issued": {"date-parts": [[2023, 5, 1]]},
    {"raw": "2023-05-01"} or {"literal": "Spring 2023"}) as text."""
    if not isinstance(value, Mapping):
        return _text_or_none(value)
    fields = normalised_fields(value)
    parts = fields.get("dateparts")
    first = parts[0] if isinstance(parts, list) and parts and isinstance(parts[0], list) else []
    numbers = [to_int(part) for part in first[:3]]  # (year, month, day; numbers or digit strings, "2023")
    if numbers and numbers[0] is not None:
        given = numbers[:numbers.index(None)] if None in numbers else numbers
        return "-".join([f"{given[0]:04d}"] + [f"{number:02d}" for number in given[1:]])
    return next((fields[key] for key in ("raw", "literal") if isinstance(fields.get(key), str)), None)


def _text_or_none(value: Any) -> Optional[str]:
    return value if isinstance(value, (str, int, float)) and not isinstance(value, bool) else None


class TaggedRecord:
    """The tagged values of one record of a line-tagged format (RIS, MEDLINE) as read so far, in file order.

    Each value is kept as the parts of its lines (a line without a tag adds one to the last value) and joined, by
    `joiner`, only when it is read: adding each line to a string copies all of it again, and a file of tens of
    thousands of wrapped lines then took minutes."""

    joiner = "\n"

    def __init__(self, line: int) -> None:
        self.line = line
        self._fields: list[tuple[str, list[str]]] = []

    def add(self, tag: str, value: str) -> None:
        self._fields.append((tag, [value]))

    def continue_value(self, text: str) -> None:
        """A line without a tag: more of the value above it."""
        if self._fields:
            self._fields[-1][1].append(text)

    def has(self, tag: str) -> bool:
        return any(given == tag for given, _ in self._fields)

    def first(self, *tags: str) -> Optional[str]:
        """The first value that says something among the tags, in the order asked: a tag given twice keeps its
        first (as a BibTeX field given twice does)."""
        for tag in tags:
            for given, parts in self._fields:
                if given == tag:
                    value = self.joiner.join(parts)
                    if clean_text(value):
                        return value
        return None

    def all(self, *tags: str) -> list[str]:
        """The values of the tags, in file order (author lines, one author each)."""
        return [self.joiner.join(parts) for given, parts in self._fields if given in tags]
