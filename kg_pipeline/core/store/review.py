"""Reviewer decisions: an append-only log, honoured by the next publication.

Every decision is a new row of `review_decision_log` (who, when, why, the decision it follows,
and a snapshot of the candidate and document revision it was made on); none is updated or
deleted. The latest row per (candidate, input hash) is the one that counts, so a decision made
on an input that was re-validated since (new hash) no longer applies. An ACCEPT the store could
not publish (no evidence span, an endpoint not resolved) is refused when it is recorded, so it
can never sit "pending" for ever.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

import sqlalchemy as sa
from pydantic import BaseModel

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.models import Decision, Reason, StageOutcome, StageResult, Verdict, utc_now
from kg_pipeline.core.store.engine import Database
from kg_pipeline.core.store.publish import accept_blocker
from kg_pipeline.core.store.schema import (
    partition_documents,
    rejected_table,
    review_log,
    review_table,
)


class ReviewError(KgPipelineError, ValueError):
    """A decision the store refuses (one it could not publish, an ambiguous id)."""


class UnknownItem(KgPipelineError, KeyError):
    """No such item in the queue or the ledger."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class DecidedFrom(StrEnum):
    """Where a decision was made: on an open review item, or on a rejection (an overturn)."""

    QUEUE = "queue"
    REJECTED = "rejected"


class LoggedDecision(BaseModel):
    """One row of the decision log (without its snapshot)."""

    id: int
    candidate_id: str
    input_hash: str
    partition: str
    ledger: DecidedFrom
    decision: Decision
    reviewer: str
    reason: str
    decided_at: datetime
    previous_id: int | None = None


class ReviewOutcome(BaseModel):
    """What `record_review` / `overturn_rejection` appended, and the decision it follows."""

    recorded: LoggedDecision
    previous: LoggedDecision | None = None


def _logged(row: Any) -> LoggedDecision:
    m = row._mapping if hasattr(row, "_mapping") else row
    return LoggedDecision(**{k: m[k] for k in LoggedDecision.model_fields})


def latest_rows() -> sa.Subquery:
    """The log restricted to the decision that counts per (candidate, input hash)."""
    ids = sa.select(sa.func.max(review_log.c.id)).group_by(
        review_log.c.candidate_id, review_log.c.input_hash
    )
    return sa.select(review_log).where(review_log.c.id.in_(ids)).subquery("latest_decision")


def reviewer_decisions(db: Database) -> dict[tuple[str, str], dict[str, Any]]:
    """The decision that counts per (candidate id, input hash): what publication honours."""
    latest = latest_rows()
    with db.engine.connect() as conn:
        rows = conn.execute(sa.select(latest)).mappings().all()
    return {(r["candidate_id"], r["input_hash"]): dict(r) for r in rows}


def decision_history(
    db: Database, candidate_id: str, input_hash: str | None = None
) -> list[LoggedDecision]:
    """Every decision on a candidate (on one input, when given), oldest first."""
    query = sa.select(review_log).where(review_log.c.candidate_id == candidate_id)
    if input_hash is not None:
        query = query.where(review_log.c.input_hash == input_hash)
    with db.engine.connect() as conn:
        return [_logged(r) for r in conn.execute(query.order_by(review_log.c.id))]


def _item(
    conn: sa.Connection, table: sa.Table, candidate_id: str, partition: str | None
) -> dict[str, Any]:
    where = [table.c.candidate_id == candidate_id]
    if partition:
        where.append(table.c.partition == partition)
    items = conn.execute(sa.select(table).where(*where)).mappings().all()
    name = "the review queue" if table is review_table else "the rejected-edge ledger"
    if not items:
        at = f" of partition {partition}" if partition else ""
        raise UnknownItem(f"candidate {candidate_id!r} is not in {name}{at}")
    if len(items) > 1:
        found = ", ".join(sorted(i["partition"] for i in items))
        raise ReviewError(
            f"candidate {candidate_id!r} is in {name} of several partitions ({found}): "
            "name the partition"
        )
    return dict(items[0])


def _append(
    db: Database,
    table: sa.Table,
    candidate_id: str,
    decision: Decision,
    reviewer: str,
    reason: str,
    partition: str | None,
) -> ReviewOutcome:
    if decision not in (Decision.ACCEPT, Decision.REJECT):
        raise ReviewError("a reviewer decides ACCEPT or REJECT")
    if not reviewer.strip() or not reason.strip():
        raise ReviewError("a decision needs the reviewer's name and a reason")
    ledger = DecidedFrom.QUEUE if table is review_table else DecidedFrom.REJECTED
    with db.write_transaction() as conn:
        item = _item(conn, table, candidate_id, partition)
        if decision == Decision.ACCEPT:
            blocker = accept_blocker(item)
            if blocker is not None:
                raise ReviewError(
                    f"cannot accept {candidate_id!r}: {blocker}; reject it, or fix the "
                    "candidate at its source and re-run the partition"
                )
        previous_row = conn.execute(
            sa.select(review_log)
            .where(
                review_log.c.candidate_id == candidate_id,
                review_log.c.input_hash == item["input_hash"],
            )
            .order_by(review_log.c.id.desc())
            .limit(1)
        ).first()
        previous = _logged(previous_row) if previous_row is not None else None
        revision = conn.execute(
            sa.select(partition_documents.c.content_hash).where(
                partition_documents.c.partition == item["partition"],
                partition_documents.c.doc_id == item["doc_id"],
            )
        ).scalar()
        row = {
            "candidate_id": candidate_id,
            "input_hash": item["input_hash"],
            "partition": item["partition"],
            "ledger": ledger.value,
            "decision": decision.value,
            "reviewer": reviewer.strip(),
            "reason": reason.strip(),
            "decided_at": utc_now(),
            "previous_id": previous.id if previous else None,
            "doc_id": item["doc_id"],
            "doc_content_hash": revision,
            "subject": item["subject"],
            "predicate": item["predicate"],
            "object": item["object"],
            "evidence_span": item["evidence_span"],
            "raw_candidate": item["raw_candidate"],
        }
        key = conn.execute(sa.insert(review_log).values(**row)).inserted_primary_key
        assert key is not None  # an autoincrement id, on every dialect we support
        new_id = int(key[0])
        if table is review_table:
            conn.execute(
                sa.update(review_table)
                .where(
                    review_table.c.partition == item["partition"],
                    review_table.c.candidate_id == candidate_id,
                )
                .values(status="decided")
            )
    return ReviewOutcome(recorded=_logged({**row, "id": new_id}), previous=previous)


def record_review(
    db: Database,
    candidate_id: str,
    decision: Decision,
    reviewer: str,
    reason: str,
    partition: str | None = None,
) -> ReviewOutcome:
    """Append a decision on a review-queue item; the next publication honours the latest one.

    Raises `UnknownItem` when the candidate is not queued (in `partition`, when given) and
    `ReviewError` for an ACCEPT the store could not publish or an id queued in several
    partitions without `partition`.
    """
    return _append(db, review_table, candidate_id, decision, reviewer, reason, partition)


def overturn_rejection(
    db: Database, partition: str, candidate_id: str, reviewer: str, reason: str
) -> ReviewOutcome:
    """Append an ACCEPT on a rejected edge; the next publication publishes it (if the
    validator still rejects exactly this input, the reviewer's ACCEPT wins)."""
    return _append(db, rejected_table, candidate_id, Decision.ACCEPT, reviewer, reason, partition)


def verdict_publishable(v: Verdict) -> bool:
    """What `publish_partition` needs of an accepted verdict: a located span and both
    endpoints found in the source (an unresolved name still gets a provisional entity id)."""
    return (
        v.evidence_span is not None
        and v.evidence_start is not None
        and v.evidence_end is not None
        and v.subject_entity_id is not None
        and v.object_entity_id is not None
        and any(s.stage == "endpoints" and s.outcome == "pass" for s in v.stages)
    )


def apply_review_decisions(
    verdicts: list[Verdict], decisions: dict[tuple[str, str], dict[str, Any]]
) -> list[Verdict]:
    """Honour reviewers: the latest decision on the exact input (same hash) applies.

    On a REVIEW verdict both ACCEPT and REJECT apply; on a REJECT verdict an ACCEPT (an
    overturned rejection) applies. An ACCEPT applies only to a verdict that can be published.
    """
    out: list[Verdict] = []
    for v in verdicts:
        d = decisions.get((v.candidate_id, v.input_hash))
        decided = Decision(d["decision"]) if d is not None else None
        applies = decided is not None and (
            (v.decision == Decision.REVIEW and decided == Decision.REJECT)
            or (
                v.decision in (Decision.REVIEW, Decision.REJECT)
                and decided == Decision.ACCEPT
                and verdict_publishable(v)
            )
        )
        if d is None or decided is None or not applies:
            out.append(v)
            continue
        stage = StageOutcome(
            stage="review",
            outcome=StageResult.of(decided),
            reasons=[] if decided == Decision.ACCEPT else [Reason.REVIEWER_REJECTED],
            detail={
                "reviewer": d["reviewer"],
                "reason": d["reason"],
                "decided_at": str(d["decided_at"]),
                "decision_id": d.get("id"),
                "validator_decision": v.decision.value,
            },
        )
        reasons = [] if decided == Decision.ACCEPT else [*v.reasons, Reason.REVIEWER_REJECTED]
        out.append(
            v.model_copy(
                update={"decision": decided, "reasons": reasons, "stages": [*v.stages, stage]}
            )
        )
    return out


class ReviewCounts(BaseModel):
    """A partition's review items as the latest decisions leave them."""

    queued: int
    open: int
    pending: int
    """Decided (latest decision honourable) and not yet honoured by a publication."""
    overturns_pending: int
    """Rejections a reviewer accepted, not yet published."""


def review_counts(db: Database, partition: str) -> ReviewCounts:
    latest = latest_rows()
    counts = {"queued": 0, "open": 0, "pending": 0, "overturns_pending": 0}
    with db.engine.connect() as conn:
        q = review_table
        for r in conn.execute(
            sa.select(q.c.evidence_span, q.c.evidence_start, q.c.stages, latest.c.decision)
            .select_from(_join_latest(q, latest))
            .where(q.c.partition == partition)
        ).mappings():
            counts["queued"] += 1
            honourable = r["decision"] == Decision.REJECT.value or (
                r["decision"] == Decision.ACCEPT.value and accept_blocker(dict(r)) is None
            )
            counts["pending" if honourable else "open"] += 1
        t = rejected_table
        counts["overturns_pending"] = int(
            conn.execute(
                sa.select(sa.func.count())
                .select_from(_join_latest(t, latest))
                .where(t.c.partition == partition, latest.c.decision == Decision.ACCEPT.value)
            ).scalar_one()
        )
    return ReviewCounts(**counts)


def _join_latest(table: sa.Table, latest: sa.Subquery) -> sa.Join:
    return table.outerjoin(
        latest,
        sa.and_(
            latest.c.candidate_id == table.c.candidate_id,
            latest.c.input_hash == table.c.input_hash,
        ),
    )
