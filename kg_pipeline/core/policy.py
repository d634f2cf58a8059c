"""Decision policy: hard rules first, then a calibrated confidence with two thresholds.

Hard rules settle what the text settles (an invented entity, a negated clause, a reversed edge).
What remains is scored from the evidence by a logistic model whose weights and thresholds are
fitted on the golden set's dev split (`kg-pipeline calibrate`) and shipped as a JSON file. The
ACCEPT threshold is the lowest score at which dev precision still meets the ACCEPT target; the
REJECT threshold likewise for REJECT precision; what falls between goes to REVIEW.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from pydantic import BaseModel, Field

from kg_pipeline.core.models import Decision, Reason

DEFAULT_CALIBRATION = Path(__file__).with_name("calibration.json")

# Quote features are recorded but deliberately not scored: in Re-DocRED only positives carry a
# quote, so a model that scored quote presence would learn the data set, not the text.
FEATURES: tuple[str, ...] = (
    "endpoint_exact",
    "endpoint_fuzzy",
    "same_sentence",
    "adjacent_sentence",
    "char_gap",
    "template_forward",
    "predicate_cue",
    "type_fit",
    "type_pair_share",
    "mentions_between",
    "title_subject",
    "auditor_preserve",
)


class Calibration(BaseModel):
    """Fitted weights and thresholds; `fitted_on` says which data produced them."""

    weights: dict[str, float]
    intercept: float
    accept_threshold: float = Field(ge=0.0, le=1.0)
    reject_threshold: float = Field(ge=0.0, le=1.0)
    accept_precision_target: float = 0.99
    reject_precision_target: float = 0.95
    fitted_on: str = "hand-set defaults"
    dev_report: dict[str, float] = Field(default_factory=dict)
    predicate_cues: dict[str, list[str]] = Field(default_factory=dict)
    """Words that, learned from evidence sentences of labelled positives, signal a predicate."""

    def score(self, features: dict[str, float]) -> float:
        z = self.intercept + sum(self.weights.get(k, 0.0) * v for k, v in features.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def default_calibration() -> Calibration:
    return load_calibration(DEFAULT_CALIBRATION)


def load_calibration(path: str | Path) -> Calibration:
    return Calibration.model_validate(json.loads(Path(path).read_text(encoding="utf-8")))


class PolicyConfig(BaseModel):
    risk_level: str = "HIGH"
    """HIGH: explicit support only; MEDIUM: strong implication allowed."""
    accept_threshold: float | None = None
    """Overrides the calibrated ACCEPT threshold (e.g. to trade precision for recall)."""
    reject_threshold: float | None = None


def decide_by_score(
    confidence: float, calibration: Calibration, config: PolicyConfig
) -> tuple[Decision, list[Reason]]:
    accept_at = (
        config.accept_threshold
        if config.accept_threshold is not None
        else calibration.accept_threshold
    )
    reject_at = (
        config.reject_threshold
        if config.reject_threshold is not None
        else calibration.reject_threshold
    )
    if confidence >= accept_at:
        return Decision.ACCEPT, []
    if confidence <= reject_at:
        return Decision.REJECT, [Reason.WEAK_IMPLICATION]
    return Decision.REVIEW, [Reason.LOW_CONFIDENCE]


# Reasons that reject outright, and those that send a candidate to a person, per risk level.
HARD_REJECT: frozenset[Reason] = frozenset(
    {
        Reason.MALFORMED,
        Reason.UNKNOWN_DOCUMENT,
        Reason.EMPTY_ENDPOINT,
        Reason.SELF_LOOP,
        Reason.UNKNOWN_PREDICATE,
        Reason.TYPE_MISMATCH,
        Reason.ENTITY_NOT_IN_SOURCE,
        Reason.REVERSED,
        Reason.NEGATED,
        Reason.CONTRADICTED_BY_SOURCE,
        Reason.REVIEWER_REJECTED,
        Reason.EXTRACTION_FAILED,
    }
)


def hard_decision(reasons: list[Reason], risk_level: str) -> Decision | None:
    """The decision the hard reasons force, or None to let the score decide."""
    if any(r in HARD_REJECT for r in reasons):
        return Decision.REJECT
    if Reason.EVIDENCE_NOT_VERBATIM in reasons:
        return Decision.REJECT if risk_level == "HIGH" else Decision.REVIEW
    review = {
        Reason.AMBIGUOUS_ENTITY,
        Reason.SPECULATIVE,
        Reason.CONDITIONAL,
        Reason.AUDITOR_INVALID_OUTPUT,
        Reason.NO_EVIDENCE,
    }
    if any(r in review for r in reasons):
        return Decision.REVIEW
    return None
