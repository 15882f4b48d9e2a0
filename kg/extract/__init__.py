"""Extraction: Paper records in, Extraction records (mentions, claims, evidence) out."""

from kg.extract.pipeline import build_nlp, extract_paper, extract_papers

__all__ = ["build_nlp", "extract_paper", "extract_papers"]
