"""Audit the descriptions an LLM writes while extracting, against the chunk it was shown.

A description ("Farrow Group owns Aster Holdings through a 2015 merger") is generated text like
any answer: it can add facts the chunk never states. Each one becomes a `ClaimItem` whose only
source is its chunk, so the ordinary audit maps its claims to verbatim passages of that chunk, and
the chunk's offset places every passage in the document as well.

Only relationship descriptions are audited: extraction keeps each entity's type on the
candidate but not its description (see `core/extraction/extractor.py`). Candidates from other
extractors (the inbox's `candidates/*.jsonl`) carry no model-written text and are left out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from kg_pipeline.core.claims.config import DEFAULT_CONFIG
from kg_pipeline.core.claims.mapping import audit_item
from kg_pipeline.core.claims.models import (
    ClaimAuditReport,
    ClaimItem,
    ClaimSource,
    DescriptionAudit,
    DescriptionItem,
    DescriptionPassage,
    DescriptionSkip,
    ItemAudit,
)
from kg_pipeline.core.models import Candidate, Chunk

ITEM_PREFIX = "desc:"
LLM_EXTRACTOR_PREFIX = "llm"


def item_id_for(candidate_id: str) -> str:
    return f"{ITEM_PREFIX}{candidate_id}"


def has_llm_description(candidate: Candidate) -> bool:
    """Model-written, non-empty and tied to a chunk: the descriptions this audit is about."""
    return (
        candidate.extractor.startswith(LLM_EXTRACTOR_PREFIX)
        and bool(candidate.description and candidate.description.strip())
        and bool(candidate.chunk_id)
    )


def description_items(
    candidates: Iterable[Candidate], chunks: Iterable[Chunk]
) -> tuple[list[DescriptionItem], list[DescriptionSkip]]:
    """One item per LLM description (source: its chunk, verbatim); the rest, with a reason."""
    by_id = {chunk.chunk_id: chunk for chunk in chunks}
    items: list[DescriptionItem] = []
    skipped: list[DescriptionSkip] = []
    seen: set[str] = set()
    for cand in candidates:
        if not has_llm_description(cand):
            continue
        assert cand.description is not None and cand.chunk_id is not None
        chunk = by_id.get(cand.chunk_id)
        if chunk is None or cand.candidate_id in seen:
            reason = (
                "chunk not among this partition's chunks"
                if chunk is None
                else "duplicate candidate_id"
            )
            skipped.append(
                DescriptionSkip(
                    candidate_id=cand.candidate_id, chunk_id=cand.chunk_id, reason=reason
                )
            )
            continue
        seen.add(cand.candidate_id)
        items.append(
            DescriptionItem(
                item_id=item_id_for(cand.candidate_id),
                sources=[ClaimSource(source_id=chunk.chunk_id, text=chunk.text)],
                generated_text=cand.description,
                candidate_id=cand.candidate_id,
                doc_id=chunk.doc_id,
                chunk_id=chunk.chunk_id,
                chunk_start=chunk.start,
                extractor=cand.extractor,
                triple=(cand.subject, cand.predicate, cand.object),
            )
        )
    return items, skipped


def document_passages(item: DescriptionItem, audit: ItemAudit) -> list[DescriptionPassage]:
    """Each cited passage at its document offsets (chunk start + offset in the chunk)."""
    return [
        DescriptionPassage(
            item_id=item.item_id,
            claim_id=m.claim_id,
            candidate_id=item.candidate_id,
            doc_id=item.doc_id,
            chunk_id=item.chunk_id,
            status=m.status,
            doc_start=item.chunk_start + m.passage_start,
            doc_end=item.chunk_start + m.passage_end,
        )
        for m in audit.mappings
        if m.passage_start is not None and m.passage_end is not None
    ]


def audit_descriptions(
    candidates: Iterable[Candidate],
    chunks: Iterable[Chunk],
    run: Callable[[ClaimItem], ItemAudit] | None = None,
) -> DescriptionAudit | None:
    """Audit every LLM description with `run` (deterministic by default); None when there is
    no such description, so a partition without LLM extraction reports exactly as before."""
    items, skipped = description_items(candidates, chunks)
    if not items and not skipped:
        return None
    audit = run if run is not None else (lambda item: audit_item(item, DEFAULT_CONFIG))
    audits: list[ItemAudit] = []
    passages: list[DescriptionPassage] = []
    for item in items:
        result = audit(item)
        audits.append(result)
        passages.extend(document_passages(item, result))
    return DescriptionAudit(
        report=ClaimAuditReport.from_audits(audits), passages=passages, skipped=skipped
    )
