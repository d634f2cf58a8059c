"""Records of the claim-to-source audit: what goes in, one mapping per claim, coverage per item.

Every claim ends with exactly one status; the mapping carries the verbatim passage and its offsets
so a reader (or a check) can verify it without re-running the audit.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator


class ClaimStatus(StrEnum):
    MAPPED = "MAPPED"
    UNMAPPED = "UNMAPPED"
    CONFLICT = "CONFLICT"


class MappingConfidence(StrEnum):
    HIGH = "HIGH"
    MEDIUM = "MEDIUM"
    LOW = "LOW"


class ClaimKind(StrEnum):
    SENTENCE = "sentence"
    CLAUSE = "clause"
    ENUMERATION_ITEM = "enumeration_item"
    LLM = "llm"
    """Extracted by the model; `generated_text[start:end]` is the span it quoted for the claim."""


class ClaimSource(BaseModel):
    """One source document of an item; unknown fields (e.g. WiCE `sentences`) are kept."""

    model_config = ConfigDict(extra="allow")

    source_id: str
    text: str


class ClaimItem(BaseModel):
    """Generated text and the sources it must be traceable to; labels and meta ride along."""

    model_config = ConfigDict(extra="allow")

    item_id: str
    sources: list[ClaimSource]
    generated_text: str

    @model_validator(mode="after")
    def _unique_source_ids(self) -> ClaimItem:
        ids = [s.source_id for s in self.sources]
        if len(ids) != len(set(ids)):
            raise ValueError(f"duplicate source_id in item {self.item_id!r}: {ids}")
        return self


class Claim(BaseModel):
    """An atomic claim anchored in the generated text.

    `generated_text[start:end]` is the exact span the claim stands on. For sentences and clauses it
    equals `text`; for an enumeration item it is the item itself, and `text` restores the rest of
    its clause (`context_start:context_end`) so the claim can be checked on its own.
    """

    claim_id: str
    text: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    kind: ClaimKind
    sentence_index: int = Field(ge=0)
    context_start: int = Field(ge=0)
    context_end: int = Field(ge=0)


class ClaimMapping(BaseModel):
    """The audit line of one claim (the `audit-claims` output contract, plus explanation)."""

    item_id: str
    claim_id: str
    claim_text: str
    claim_start: int
    claim_end: int
    status: ClaimStatus
    confidence: MappingConfidence
    source_id: str | None = None
    passage: str | None = None
    passage_start: int | None = None
    passage_end: int | None = None
    rationale: str
    score: float | None = None
    """Weighted share of the claim's content words found in the passage (deterministic mode)."""
    mode: str = "deterministic"
    needs_review: bool = False
    """True when the mapping itself is not trustworthy (e.g. LLM output failed validation twice)."""
    validation_errors: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _passage_consistent(self) -> ClaimMapping:
        has_passage = self.passage is not None
        if has_passage != (self.source_id is not None) or has_passage != (
            self.passage_start is not None and self.passage_end is not None
        ):
            raise ValueError("passage, source_id and passage offsets must be set together")
        if self.status == ClaimStatus.MAPPED and not has_passage:
            raise ValueError("a MAPPED claim needs its passage")
        return self

    def cli_record(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class ItemCoverage(BaseModel):
    item_id: str
    total: int
    mapped: int
    unmapped: int
    conflict: int
    coverage_ratio: float
    """mapped / total; 1.0 for an item with no factual claim (nothing to trace)."""
    needs_review: bool
    review_claim_ids: list[str] = Field(default_factory=list)

    @classmethod
    def from_mappings(cls, item_id: str, mappings: list[ClaimMapping]) -> ItemCoverage:
        total = len(mappings)
        mapped = sum(m.status == ClaimStatus.MAPPED for m in mappings)
        unmapped = sum(m.status == ClaimStatus.UNMAPPED for m in mappings)
        conflict = sum(m.status == ClaimStatus.CONFLICT for m in mappings)
        review = [m.claim_id for m in mappings if m.status != ClaimStatus.MAPPED or m.needs_review]
        return cls(
            item_id=item_id,
            total=total,
            mapped=mapped,
            unmapped=unmapped,
            conflict=conflict,
            coverage_ratio=mapped / total if total else 1.0,
            needs_review=bool(review),
            review_claim_ids=review,
        )


class ItemAudit(BaseModel):
    item_id: str
    claims: list[Claim]
    mappings: list[ClaimMapping]
    coverage: ItemCoverage
    mode: str = "deterministic"
    llm_attempts: int = 0
    escalated: bool = False
    """LLM output failed validation twice; the mappings are the deterministic fallback, flagged."""
    validation_errors: list[str] = Field(default_factory=list)


class ClaimAuditReport(BaseModel):
    """One audit run over many items (a partition, a file): the asset's output."""

    mappings: list[ClaimMapping]
    coverage: list[ItemCoverage]
    review: list[ItemCoverage]
    """Items with an UNMAPPED or CONFLICT claim, or whose mapping could not be trusted."""
    totals: dict[str, float]
    descriptions: DescriptionAudit | None = None
    """The extraction descriptions audited against their chunks, kept apart from the items above
    (their totals, not these, feed the unmapped-rate check); None when there were none."""

    @classmethod
    def from_audits(cls, audits: list[ItemAudit]) -> ClaimAuditReport:
        coverage = [a.coverage for a in audits]
        total = sum(c.total for c in coverage)
        mapped = sum(c.mapped for c in coverage)
        unmapped = sum(c.unmapped for c in coverage)
        conflict = sum(c.conflict for c in coverage)
        totals = {
            "items": float(len(audits)),
            "claims": float(total),
            "mapped": float(mapped),
            "unmapped": float(unmapped),
            "conflict": float(conflict),
            "coverage_ratio": mapped / total if total else 1.0,
            "unmapped_rate": unmapped / total if total else 0.0,
            "conflict_rate": conflict / total if total else 0.0,
            "items_for_review": float(sum(c.needs_review for c in coverage)),
            "escalated_items": float(sum(a.escalated for a in audits)),
        }
        return cls(
            mappings=[m for a in audits for m in a.mappings],
            coverage=coverage,
            review=[c for c in coverage if c.needs_review],
            totals=totals,
        )

    def markdown(self, limit: int = 20) -> str:
        """Coverage table of the items for review first, for the asset's metadata."""
        rows = sorted(self.coverage, key=lambda c: (c.coverage_ratio, c.item_id))[:limit]
        lines = [
            "| item | claims | mapped | unmapped | conflict | coverage |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for c in rows:
            lines.append(
                f"| {c.item_id} | {c.total} | {c.mapped} | {c.unmapped} | {c.conflict} "
                f"| {c.coverage_ratio:.2f} |"
            )
        if len(self.coverage) > limit:
            lines.append(f"| ... {len(self.coverage) - limit} more | | | | | |")
        return "\n".join(lines)


class DescriptionItem(ClaimItem):
    """A description an LLM wrote while extracting a candidate, with the chunk it must rest on
    as the only source; the anchor fields let a mapping be traced back to candidate and document.
    """

    candidate_id: str
    doc_id: str
    chunk_id: str
    chunk_start: int = Field(ge=0)
    """Offset of the chunk in its document: a passage at `p` in the chunk is at `chunk_start + p`
    in the document."""
    extractor: str
    triple: tuple[str, str, str]


class DescriptionPassage(BaseModel):
    """Where the passage of one description claim sits in the document, not just in the chunk."""

    item_id: str
    claim_id: str
    candidate_id: str
    doc_id: str
    chunk_id: str
    status: ClaimStatus
    doc_start: int = Field(ge=0)
    doc_end: int = Field(ge=0)


class DescriptionSkip(BaseModel):
    """An LLM description that could not be audited, and why (it is reported, never dropped)."""

    candidate_id: str
    chunk_id: str | None
    reason: str


class DescriptionAudit(BaseModel):
    """The audit of one partition's extraction descriptions, separate from the inbox items."""

    report: ClaimAuditReport
    passages: list[DescriptionPassage] = Field(default_factory=list)
    """One per MAPPED or CONFLICT claim, in the order of `report.mappings`."""
    skipped: list[DescriptionSkip] = Field(default_factory=list)


ClaimAuditReport.model_rebuild()
