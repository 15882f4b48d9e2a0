"""Small builders for resolution tests: papers with named mentions, nothing else."""

from __future__ import annotations

from typing import Optional

import pytest

from kg.models import Claim, Evidence, Extraction, Mention, Paper


def evidence(text: str = "s", rule: str = "test") -> Evidence:
    return Evidence(sentence=text, start=0, end=len(text), rule=rule, confidence=0.9)


def mention(label: str, text: str, long_form: Optional[str] = None, key: Optional[str] = None,
            role: Optional[str] = None, rule: str = "test") -> Mention:
    return Mention(text=text, label=label, long_form=long_form, key=key, role=role, evidence=evidence(text, rule))


def paper(paper_id: str, *mentions: Mention, claims: tuple[Claim, ...] = ()) -> Extraction:
    return Extraction(paper=Paper(id=paper_id, abstract=f"abstract of {paper_id}", title=paper_id),
                      mentions=tuple(mentions), claims=claims)


@pytest.fixture
def build():
    """paper-builder fixture: build(id, (LABEL, text[, long_form]), ...)."""

    def _build(paper_id: str, *rows) -> Extraction:
        return paper(paper_id, *(mention(*row) for row in rows))

    return _build
