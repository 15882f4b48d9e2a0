"""Extraction: Paper records in, Extraction records (mentions, claims, evidence) out.

The pipeline (and spaCy with it) is imported when one of its names is first asked for, so the rule data
readers (`kg.extract.lexicon`) serve resolution without the cost of loading spaCy.
"""

from __future__ import annotations

__all__ = ["build_nlp", "extract_paper", "extract_papers"]


def __getattr__(name: str):
    if name in __all__:
        from kg.extract import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module 'kg.extract' has no attribute {name!r}")
