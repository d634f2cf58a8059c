"""The mutable record of one candidate while it moves through the stages, and how a stage
records its outcome on it. Stages, features, the auditor's outcomes and the decision all read and
write this one record; none of them imports another to learn its shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from kg_pipeline.core.models import (
    Candidate,
    Decision,
    DecisionTier,
    Document,
    Modality,
    Polarity,
    Reason,
    StageOutcome,
    StageResult,
)
from kg_pipeline.core.validation.grounding import (
    Evidence,
)
from kg_pipeline.core.validation.policy import (
    Facts,
    Rivals,
)
from kg_pipeline.core.validation.resolution import Mention

if TYPE_CHECKING:
    from kg_pipeline.core.validation.features import DocFacts

M = TypeVar("M", bound=BaseModel)


def construct_trusted(cls: type[M], values: dict[str, Any]) -> M:
    """`cls.model_construct(**values)` for values that give every field in the order the model
    declares them, none validated.

    The same instance (the same `__dict__`, every field marked set) without model_construct's
    per-field alias and default lookups: with ~5 stage records and a verdict per candidate,
    those cost ~5% of the validator's time. Only for plain models (no aliases, extra fields or
    post-init); tests hold StageOutcome and Verdict, and the validator's field order, to that.
    """
    if len(values) != len(cls.__pydantic_fields__):
        raise TypeError(f"{cls.__name__}: every field must be given, got {sorted(values)}")
    m = cls.__new__(cls)
    object.__setattr__(m, "__dict__", values)
    object.__setattr__(m, "__pydantic_fields_set__", set(values))
    object.__setattr__(m, "__pydantic_extra__", None)
    object.__setattr__(m, "__pydantic_private__", None)
    return m


@dataclass(slots=True)
class Work:
    """Mutable state of one candidate while it moves through the stages."""

    cand: Candidate
    doc: Document | None
    subject: str
    object: str
    subject_type: str | None
    object_type: str | None
    subject_aliases: list[str]
    object_aliases: list[str]
    predicate_label: str
    predicate_id: str | None = None
    flipped: bool = False
    reasons: list[Reason] = field(default_factory=list)
    stages: list[StageOutcome] = field(default_factory=list)
    features: dict[str, float] = field(default_factory=dict)
    evidence: Evidence | None = None
    endpoint_mentions: tuple[list[Mention], list[Mention]] | None = None
    """Every mention of the subject and of the object the support stage found: an evidence
    span is shown only if it holds one of each."""
    polarity: Polarity | None = None
    modality: Modality | None = None
    time: str | None = None
    subject_id: str | None = None
    object_id: str | None = None
    facts: Facts | None = None
    rivals: Rivals | None = None
    doc_facts: DocFacts | None = None
    explicit: bool = False
    decision: Decision | None = None
    confidence: float = 0.0
    decision_reasons: list[Reason] = field(default_factory=list)
    tier: DecisionTier | None = None
    """The tier whose outcome is the decision so far (rules, template, score, verifier...)."""
    verifier_score: float | None = None
    verifier_logit: float | None = None

    def record(
        self, stage: str, reasons: list[Reason], outcome: StageResult | None = None, **detail: Any
    ) -> None:
        for r in reasons:
            if r not in self.reasons:
                self.reasons.append(r)
        # Not validated: the values are ours and already typed; validating ~5 stage records
        # per candidate would cost a sizeable share of the throughput budget.
        self.stages.append(
            construct_trusted(
                StageOutcome,
                {
                    "stage": stage,
                    "outcome": outcome or (StageResult.FAIL if reasons else StageResult.PASS),
                    "reasons": list(reasons),
                    "detail": {k: v for k, v in detail.items() if v is not None},
                },
            )
        )
