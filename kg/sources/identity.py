"""Paper ids that depend only on content (the README's "The graph" table gives the rule).

``arxiv:<id>`` when an arXiv id is known, else ``doi:<doi>``, else ``sha1:`` and
16 hex of the normalised abstract (and of the title key, for a paper that shares its
abstract with an earlier one of another title). The same paper read from two sources (an arXiv
URL in one, ``arXiv:2401.01234v2`` in the other) must get the same id, so every
spelling is normalised here and nowhere else.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from typing import Optional

_NEW_STYLE = r"\d{4}\.\d{4,5}"
_OLD_STYLE = r"[a-zA-Z][a-zA-Z\-]*(?:\.[A-Za-z]{2})?/\d{7}"
_ARXIV_ID = re.compile(
    r"^(?:arxiv\s*:\s*|oai:arxiv\.org:)?"  # (arXiv's OAI identifiers: its feeds' guids and ids)
    r"(?:https?://(?:www\.|export\.)?arxiv\.org/(?:abs|pdf|html|format)/)?"
    rf"(?P<id>{_NEW_STYLE}|{_OLD_STYLE})"
    r"(?:v\d+)?(?:\.pdf)?/?$",
    re.IGNORECASE,
)
_DOI_PREFIX = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi\.org/|doi\s*:\s*)", re.IGNORECASE)
_DOI = re.compile(r"^10\.\d{4,9}/\S+$")
_ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(?P<id>.+)$", re.IGNORECASE)


def normalise_arxiv_id(value: object) -> Optional[str]:
    """Return the bare arXiv id (no prefix, URL or version) or None if it is not one.

    Args:
        value: "2401.01234", "arXiv:2401.01234v2", "https://arxiv.org/abs/2401.01234v2",
            "https://arxiv.org/pdf/2401.01234.pdf", "oai:arXiv.org:2401.01234v1", "hep-th/9901001", ...
    """
    if value is None:
        return None
    match = _ARXIV_ID.match(str(value).strip())
    if not match:
        return None
    arxiv_id = match.group("id")
    if "/" in arxiv_id:  # old style: archive names are lower case
        archive, number = arxiv_id.split("/", 1)
        arxiv_id = f"{archive.lower()}/{number}"
    return arxiv_id


def normalise_doi(value: object) -> Optional[str]:
    """Return the lower-cased DOI without resolver prefix, or None if it is not one."""
    if value is None:
        return None
    doi = _DOI_PREFIX.sub("", str(value).strip()).strip()
    if not _DOI.match(doi):
        return None
    return doi.rstrip(".,;").lower()


def recognise_ids(value: object) -> tuple[Optional[str], Optional[str]]:
    """Find an arXiv id or a DOI in a record's id, key or url field.

    Returns:
        (arxiv_id, doi), either or both None. An arXiv DOI (10.48550/arXiv.X) counts as arXiv id X.
    """
    arxiv_id = normalise_arxiv_id(value)
    if arxiv_id:
        return arxiv_id, None
    doi = normalise_doi(value)
    if doi:
        return arxiv_from_doi(doi), doi
    return None, None


def arxiv_from_doi(doi: Optional[str]) -> Optional[str]:
    """arXiv's own DOIs name the preprint: 10.48550/arxiv.2401.01234 is arXiv 2401.01234."""
    if not doi:
        return None
    match = _ARXIV_DOI.match(doi)
    return normalise_arxiv_id(match.group("id")) if match else None


def paper_id_named(text: object) -> Optional[str]:
    """The graph id an arXiv id or DOI a person typed names, however it is written ("1706.03762v5",
    "arXiv:1706.03762", an arXiv or doi.org URL, "10.1145/XYZ"), or None when the text is neither."""
    arxiv_id, doi = recognise_ids(text)
    return paper_id(arxiv_id, doi, "") if arxiv_id or doi else None


def normalise_abstract(abstract: str) -> str:
    """The text that the sha1 id hashes: NFKC, whitespace collapsed, case-folded."""
    return " ".join(unicodedata.normalize("NFKC", abstract).split()).casefold()


def abstract_key(abstract: str) -> str:
    """An abstract's letters and digits, case and accents aside: the same abstract however a source writes it (a
    BibTeX entry's "Fr\\'echet" read as "Fréchet", a CSV cell's line breaks, PubMed's section headings "METHODS:"
    that an arXiv copy of the abstract leaves out), to find one paper's records."""
    return title_key(_SECTION_HEADING.sub(" ", abstract))


# A structured abstract's heading, as PubMed writes it: words in capitals and a colon, opening the abstract or a
# sentence ("BACKGROUND:", "MATERIALS AND METHODS:", "DESIGN, SETTING, AND PARTICIPANTS:").
_SECTION_HEADING = re.compile(r"(?:^|(?<=[.!?)\]])\s)\s*[A-Z]{2,}(?:,? (?:[A-Z]{2,}|AND|OR|&))*:(?=\s)")


def title_key(title: Optional[str]) -> str:
    """A title's letters and digits, case and accents aside: the same title however a source writes it
    ("GlimNet: Fast" = "glimnet -- fast", "Fr\\'echet" = "Fréchet"); '' for no title."""
    return _NOT_A_LETTER_OR_DIGIT.sub("", unicodedata.normalize("NFKD", title or "").casefold())


_NOT_A_LETTER_OR_DIGIT = re.compile(r"[\W_]+")  # (\w is what str.isalnum takes, and "_")


def titles_differ(first: Optional[str], second: Optional[str]) -> bool:
    """Whether two titles name two papers: both given and neither the other's start once spelling is set aside
    (a source that cuts a title short, or drops its subtitle, still names the same paper)."""
    return title_keys_differ(title_key(first), title_key(second))


def title_keys_differ(a: str, b: str) -> bool:
    """`titles_differ` of two titles' keys."""
    return bool(a and b) and not (a.startswith(b) or b.startswith(a))


def paper_id(arxiv_id: Optional[str], doi: Optional[str], abstract: str, title: Optional[str] = None) -> str:
    """Return the paper's graph id: arxiv:<id>, else doi:<doi>, else sha1:<16 hex>.

    Args:
        arxiv_id: any spelling of an arXiv id, or None.
        doi: any spelling of a DOI, or None.
        abstract: the abstract text; only used when neither id is usable.
        title: hashed with the abstract, only to tell apart a paper whose abstract an earlier one of
            another title has (see ``titles_differ``).
    """
    arxiv = normalise_arxiv_id(arxiv_id)
    if arxiv:
        return f"arxiv:{arxiv}"
    clean_doi = normalise_doi(doi)
    if clean_doi:
        arxiv = arxiv_from_doi(clean_doi)
        return f"arxiv:{arxiv}" if arxiv else f"doi:{clean_doi}"
    return _abstract_id(normalise_abstract(abstract), title_key(title))


def _abstract_id(normalised_abstract: str, told_apart_by: str) -> str:
    """The sha1: id of a normalised abstract, and of a title key when one tells it apart."""
    content = normalised_abstract + (f"\n{told_apart_by}" if told_apart_by else "")
    digest = hashlib.sha1(content.encode("utf-8")).hexdigest()
    return f"sha1:{digest[:16]}"


def earlier_paper_ids(paper_id_now: str, doi: Optional[str], abstract: Optional[str],
                      title: Optional[str] = None) -> list[str]:
    """The ids a paper known as `paper_id_now` has when read with less metadata, which an earlier build may have
    given it: its DOI's when it now has an arXiv id, and those of its abstract, alone and with its title (a record
    with neither id); never `paper_id_now` itself. A sha1 id is only a candidate: a paper of another title with the
    same abstract may hold it (see ``titles_differ``)."""
    ids = []
    clean_doi = normalise_doi(doi)
    if paper_id_now.startswith("arxiv:") and clean_doi and not arxiv_from_doi(clean_doi):
        ids.append(f"doi:{clean_doi}")
    if abstract:
        normalised = normalise_abstract(abstract)  # (once for both: a load asks this of every paper)
        ids += [_abstract_id(normalised, ""), _abstract_id(normalised, title_key(title))]
    return [earlier for earlier in dict.fromkeys(ids) if earlier != paper_id_now]
