"""Records the desk passes between its queries, its pages and the export."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from kg_pipeline.core.store import LoggedDecision


class Ledger(StrEnum):
    """Which table an item page reads: the open review queue or the rejected-edge ledger."""

    QUEUE = "queue"
    REJECTED = "rejected"


class Tier(StrEnum):
    """The validation tier whose outcome sent an item to review or to the ledger.

    Named after the stages a verdict records; `verifier` is kept for the neural verifier tier,
    so its items filter apart from the score's as soon as its stage appears in verdicts.
    """

    STRUCTURE = "structure"
    VOCABULARY = "vocabulary"
    ENDPOINTS = "endpoints"
    SUPPORT = "support"
    SCORE = "score"
    VERIFIER = "verifier"
    AUDITOR = "auditor"
    REVIEWER = "reviewer"
    OTHER = "other"


# Stage name in a verdict's `stages` -> tier shown on the desk.
STAGE_TIER: dict[str, Tier] = {
    "structure": Tier.STRUCTURE,
    "vocabulary": Tier.VOCABULARY,
    "endpoints": Tier.ENDPOINTS,
    "support": Tier.SUPPORT,
    "decision": Tier.SCORE,
    "verifier": Tier.VERIFIER,
    "auditor": Tier.AUDITOR,
    "review": Tier.REVIEWER,
}


class ItemStatus(StrEnum):
    """`pending`: a reviewer decided, the next publication has not yet honoured it."""

    OPEN = "open"
    PENDING = "pending"


class SortKey(StrEnum):
    CONFIDENCE_DESC = "-confidence"
    CONFIDENCE_ASC = "confidence"
    PREDICATE = "predicate"
    PARTITION_DESC = "-partition"
    CANDIDATE = "candidate"


class DeskFilter(BaseModel):
    """The selection a page shows and a bulk decision acts on (from the query string)."""

    ledger: Ledger = Ledger.QUEUE
    status: ItemStatus = ItemStatus.OPEN
    partition: str | None = None
    predicate: str | None = None
    reason: str | None = None
    tier: Tier | None = None
    min_confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    max_confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    sort: SortKey = SortKey.CONFIDENCE_DESC

    def query_params(self) -> dict[str, str]:
        """The filter as query-string values (without the ledger, which is in the path)."""
        out: dict[str, str] = {}
        for key in ("status", "partition", "predicate", "reason", "tier", "sort"):
            value = getattr(self, key)
            if value is not None and value != DeskFilter.model_fields[key].default:
                out[key] = str(value)
        for key in ("min_confidence", "max_confidence"):
            value = getattr(self, key)
            if value is not None:
                out[key] = f"{value:g}"
        return out


class ItemRow(BaseModel):
    """One line of the queue or the ledger."""

    partition: str
    candidate_id: str
    doc_id: str | None
    subject: str | None
    predicate: str | None
    object: str | None
    reasons: list[str]
    confidence: float
    tier: Tier
    has_evidence: bool
    acceptable: bool
    """An evidence span and both endpoints resolved: what publishing an accepted edge needs."""
    status: ItemStatus
    decision: str | None = None
    reviewer: str | None = None


class Segment(BaseModel):
    """A run of document text and the marks on it; the template escapes `text`."""

    text: str
    marks: list[str] = Field(default_factory=list)


class Sibling(BaseModel):
    """Another candidate read from the same sentence, wherever it ended."""

    partition: str
    candidate_id: str
    subject: str | None
    predicate: str | None
    object: str | None
    outcome: str
    confidence: float
    ledger: Ledger | None


class Decided(BaseModel):
    candidate_id: str
    input_hash: str
    decision: str
    reviewer: str
    reason: str
    decided_at: datetime


class HistoryEntry(BaseModel):
    """One decision of an item's history; `same_input` False: made before a re-validation."""

    decision: LoggedDecision
    same_input: bool


class ItemDetail(BaseModel):
    row: ItemRow
    input_hash: str
    stages: list[dict[str, Any]]
    evidence_span: str | None
    evidence_start: int | None
    evidence_end: int | None
    raw_candidate: dict[str, Any]
    validated_at: datetime | None
    decided: Decided | None
    revision: str | None
    current_revision: str | None
    current_partition: str | None
    passage: list[Segment]
    passage_start: int
    passage_end: int
    document_length: int
    mentions_found: dict[str, bool]
    siblings: list[Sibling]
    history: list[HistoryEntry] = Field(default_factory=list)
    can_accept: bool
    accept_blocker: str | None
