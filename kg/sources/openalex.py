"""OpenAlex work records: one work, a list, a ``results`` page, or JSON Lines of works.

OpenAlex does not ship abstracts as text; ``abstract_inverted_index`` maps each
word to its positions, and the abstract is those words put back in order.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Mapping, Optional

from kg.models import Paper
from kg.sources._records import build_paper
from kg.sources._text import clean_text, opens_as, without_markup
from kg.sources.identity import normalise_arxiv_id
from kg.sources.jsonl import iter_json_records

if TYPE_CHECKING:
    from kg.sources import ReadReport

FORMAT = "openalex"


def detect(head: bytes, path: Path) -> bool:
    """JSON that carries OpenAlex's abstract index or work ids."""
    return opens_as(head, "json") and (b'"abstract_inverted_index"' in head or b'"https://openalex.org/W' in head)


def read(path: Path, report: "ReadReport") -> Iterator[Paper]:
    """Yield one Paper per work that has an abstract index and is not retracted."""
    for line, work in iter_json_records(path, report):
        paper = _paper(work, path, line, report)
        if paper is not None:
            yield paper


def rebuild_abstract(inverted_index: Mapping[str, Any]) -> str:
    """Put the words of an abstract_inverted_index back in position order."""
    positioned: list[tuple[int, str]] = []
    for word, positions in inverted_index.items():
        for position in positions if isinstance(positions, list) else ():
            if type(position) is int:  # (not true, which is an int to isinstance)
                positioned.append((position, word))
    return " ".join(word for _, word in sorted(positioned))


def _paper(work: Mapping[str, Any], path: Path, line: int, report: "ReadReport") -> Optional[Paper]:
    openalex_url = work.get("id") if isinstance(work.get("id"), str) else None
    key = openalex_url.rsplit("/", 1)[-1] if openalex_url else None
    label = f"work {key}" if key else "work"
    inverted_index = work.get("abstract_inverted_index")
    if not isinstance(inverted_index, Mapping) or not inverted_index:
        report.problem(str(path), line, f"{label} has no abstract (abstract_inverted_index is empty)", "skipped")
        return None
    if work.get("is_retracted") is True:
        report.problem(str(path), line, f"{label} is retracted (is_retracted)", "skipped")
        return None
    ids = work.get("ids") if isinstance(work.get("ids"), Mapping) else {}
    authorships = work.get("authorships") if isinstance(work.get("authorships"), list) else []
    authors = tuple(
        name
        for name in (clean_text(_mapping(item.get("author")).get("display_name")) for item in authorships
                     if isinstance(item, Mapping))
        if name
    )
    return build_paper(
        report,
        path,
        line,
        abstract=without_markup(rebuild_abstract(inverted_index), heading=True),
        title=_plain(work.get("title") or work.get("display_name")),
        key=key,
        arxiv_id=ids.get("arxiv") or _arxiv_from_locations(work),
        doi=work.get("doi") or ids.get("doi"),
        date=work.get("publication_date"),
        year=work.get("publication_year"),
        url=_landing_page(work) or openalex_url,
        authors=authors,
        authors_count=len(authorships) or None,
        org=_first_institution(authorships),
        what=label,
    )


def _plain(title: Any) -> Any:
    """A title without the HTML OpenAlex writes in some ("<i>GlimNet</i>: ...", "CO<sub>2</sub>"), so that it
    agrees with the same paper's title from another source; a value of another kind is left for the checks."""
    return without_markup(title) if isinstance(title, str) else title


def _mapping(value: Any) -> Mapping[str, Any]:
    """A JSON object where the schema puts one, else an empty one: a work's fields of the wrong type are as if
    missing."""
    return value if isinstance(value, Mapping) else {}


def _locations(work: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    locations = work.get("locations")
    found = [work.get("primary_location")] + (locations if isinstance(locations, list) else [])
    return [location for location in found if isinstance(location, Mapping)]


def _arxiv_from_locations(work: Mapping[str, Any]) -> Optional[str]:
    for location in _locations(work):
        arxiv_id = normalise_arxiv_id(location.get("landing_page_url")) or normalise_arxiv_id(location.get("pdf_url"))
        if arxiv_id:
            return arxiv_id
    return None


def _landing_page(work: Mapping[str, Any]) -> Optional[str]:
    for location in _locations(work):
        if isinstance(location.get("landing_page_url"), str):
            return location["landing_page_url"]
    return None


def _first_institution(authorships: list[Any]) -> Optional[str]:
    """The first author's first institution: the closest OpenAlex has to an organisation."""
    for item in authorships[:1]:
        institutions = item.get("institutions") if isinstance(item, Mapping) else None
        for institution in institutions if isinstance(institutions, list) else []:
            if isinstance(institution, Mapping) and isinstance(institution.get("display_name"), str):
                return institution["display_name"]
    return None
