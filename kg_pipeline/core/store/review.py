"""The review queue's decisions: recorded by a person, honoured by the next publication."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from kg_pipeline.core.models import Decision, Reason, StageOutcome, Verdict, utc_now
from kg_pipeline.core.store.engine import Database
from kg_pipeline.core.store.schema import review_decisions, review_table


def reviewer_decisions(db: Database) -> dict[tuple[str, str], dict[str, Any]]:
    with db.engine.connect() as conn:
        rows = conn.execute(sa.select(review_decisions)).mappings().all()
    return {(r["candidate_id"], r["input_hash"]): dict(r) for r in rows}


def record_review(
    db: Database, candidate_id: str, decision: Decision, reviewer: str, reason: str
) -> dict[str, Any]:
    """Record a person's decision on an open review item; the next publication honours it."""
    if decision == Decision.REVIEW:
        raise ValueError("a reviewer decides ACCEPT or REJECT")
    with db.write_transaction() as conn:
        item = (
            conn.execute(sa.select(review_table).where(review_table.c.candidate_id == candidate_id))
            .mappings()
            .first()
        )
        if item is None:
            raise KeyError(f"candidate {candidate_id!r} is not in the review queue")
        key = {"candidate_id": candidate_id, "input_hash": item["input_hash"]}
        conn.execute(sa.delete(review_decisions).filter_by(**key))
        row = {
            **key,
            "decision": decision.value,
            "reviewer": reviewer,
            "reason": reason,
            "decided_at": utc_now(),
        }
        conn.execute(sa.insert(review_decisions).values(**row))
        conn.execute(
            sa.update(review_table)
            .where(review_table.c.candidate_id == candidate_id)
            .values(status="decided")
        )
    return row


def apply_review_decisions(
    verdicts: list[Verdict], decisions: dict[tuple[str, str], dict[str, Any]]
) -> list[Verdict]:
    """Honour reviewers: a decision applies to the exact input it was made on (same hash)."""
    out: list[Verdict] = []
    for v in verdicts:
        d = decisions.get((v.candidate_id, v.input_hash))
        if d is None or v.decision != Decision.REVIEW:
            out.append(v)
            continue
        decided = Decision(d["decision"])
        if decided == Decision.ACCEPT and v.evidence_span is None:
            out.append(v)  # nothing to publish it with: it stays open
            continue
        stage = StageOutcome(
            stage="review",
            outcome=decided.value,
            reasons=[] if decided == Decision.ACCEPT else [Reason.REVIEWER_REJECTED],
            detail={
                "reviewer": d["reviewer"],
                "reason": d["reason"],
                "decided_at": str(d["decided_at"]),
            },
        )
        reasons = [] if decided == Decision.ACCEPT else [*v.reasons, Reason.REVIEWER_REJECTED]
        out.append(
            v.model_copy(
                update={"decision": decided, "reasons": reasons, "stages": [*v.stages, stage]}
            )
        )
    return out
