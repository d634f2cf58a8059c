"""Thresholds of the deterministic claim mapper, shared by the mapper and its detectors."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class MappingConfig(BaseModel):
    """Thresholds of the deterministic mapper (tuned on WiCE dev; see docs/claim_audit.md)."""

    model_config = ConfigDict(frozen=True)

    mapped_threshold: float = 0.4
    """Weighted share of the claim's content words a passage must contain to support it."""
    high_threshold: float = 0.9
    conflict_context: float = 0.6
    """Share of the rest of the claim a passage must match before a mismatch in it (a number, a
    date, a negation, an antonym) counts as a contradiction rather than as a different topic."""
    max_window: int = 3
    """Longest run of adjacent source sentences considered as one passage."""
    specificity_margin: float = 0.03
    """A shorter passage wins when its score is within this margin of a longer one's."""
    critical_weight: float = 1.0
    """Extra weight of names and numbers, the words a hallucination usually changes."""
    require_critical: bool = True
    """A claim whose name or number is missing from its passage is never MAPPED."""
    split_enumerations: bool = True
    negation_context: float = 0.8
    """Polarity is compared only when the passage matches this much of the claim."""
    critical_scope: str = "source"
    """Where a claim's names and numbers must be found for MAPPED: 'passage' or 'source'."""


DEFAULT_CONFIG = MappingConfig()
