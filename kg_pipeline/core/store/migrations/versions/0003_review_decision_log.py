"""Review decisions become an append-only log with a snapshot of what was decided.

`review_decisions` kept one row per (candidate, input) and a second decision replaced the first,
so the history was lost. `review_decision_log` appends every decision (who, when, why, which
decision it follows) with the partition, the ledger it was made from, the document revision and
the raw candidate; the latest row per (candidate, input) is the one that counts.

Existing decisions are copied over with the best snapshot the store still has: the queue row or
the ledger row made on the same input, else the published evidence (no raw candidate then).

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

_LEDGER_COLUMNS = ("partition", "doc_id", "subject", "predicate", "object", "evidence_span")


def _old_decisions() -> sa.TableClause:
    return sa.table(
        "review_decisions",
        *(sa.column(c) for c in ("candidate_id", "input_hash", "decision", "reviewer")),
        sa.column("reason"),
        sa.column("decided_at", sa.DateTime(timezone=True)),
    )


def _ledger(name: str) -> sa.TableClause:
    return sa.table(
        name,
        sa.column("candidate_id"),
        sa.column("input_hash"),
        sa.column("raw_candidate"),
        *(sa.column(c) for c in _LEDGER_COLUMNS),
    )


def _snapshot(conn: sa.Connection, candidate_id: str, input_hash: str) -> dict[str, Any]:
    """Where the decided item is now: queue, ledger, else its published evidence."""
    pd = sa.table("partition_documents", *map(sa.column, ("partition", "doc_id", "content_hash")))
    for name, ledger in (("review_queue", "queue"), ("rejected_edges", "rejected")):
        t = _ledger(name)
        row = conn.execute(
            sa.select(t)
            .where(t.c.candidate_id == candidate_id, t.c.input_hash == input_hash)
            .order_by(t.c.partition.desc())
        ).first()
        if row is not None:
            revision = conn.execute(
                sa.select(pd.c.content_hash).where(
                    pd.c.partition == row.partition, pd.c.doc_id == row.doc_id
                )
            ).scalar()
            return {
                **{c: getattr(row, c) for c in _LEDGER_COLUMNS},
                "raw_candidate": row.raw_candidate,
                "doc_content_hash": revision,
                "ledger": ledger,
            }
    ev = sa.table(
        "edge_evidence",
        *map(sa.column, ("candidate_id", "partition", "doc_id", "doc_content_hash")),
        sa.column("evidence_span"),
    )
    row = conn.execute(
        sa.select(ev).where(ev.c.candidate_id == candidate_id).order_by(ev.c.partition.desc())
    ).first()
    if row is not None:
        return {
            "partition": row.partition,
            "doc_id": row.doc_id,
            "doc_content_hash": row.doc_content_hash,
            "evidence_span": row.evidence_span,
            "ledger": "queue",
        }
    return {"partition": "", "ledger": "queue"}


def upgrade() -> None:
    log = op.create_table(
        "review_decision_log",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("candidate_id", sa.String(300), nullable=False),
        sa.Column("input_hash", sa.String(64), nullable=False),
        sa.Column("partition", sa.String(32), nullable=False),
        sa.Column("ledger", sa.String(16), nullable=False),
        sa.Column("decision", sa.String(16), nullable=False),
        sa.Column("reviewer", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("previous_id", sa.Integer, sa.ForeignKey("review_decision_log.id")),
        sa.Column("doc_id", sa.String(300)),
        sa.Column("doc_content_hash", sa.String(64)),
        sa.Column("subject", sa.Text),
        sa.Column("predicate", sa.Text),
        sa.Column("object", sa.Text),
        sa.Column("evidence_span", sa.Text),
        sa.Column("raw_candidate", sa.Text),
    )
    assert log is not None
    op.create_index(
        "ix_review_log_candidate", "review_decision_log", ["candidate_id", "input_hash"]
    )
    op.create_index("ix_review_log_partition", "review_decision_log", ["partition"])
    conn = op.get_bind()
    old = _old_decisions()
    for d in conn.execute(sa.select(old).order_by(old.c.decided_at, old.c.candidate_id)).all():
        snap = _snapshot(conn, d.candidate_id, d.input_hash)
        if snap["ledger"] == "rejected" and d.decision == "REJECT":
            snap["ledger"] = "queue"  # a queue decision already published to the ledger
        conn.execute(
            sa.insert(log).values(
                candidate_id=d.candidate_id,
                input_hash=d.input_hash,
                decision=d.decision,
                reviewer=d.reviewer,
                reason=d.reason,
                decided_at=d.decided_at,
                **snap,
            )
        )
    op.drop_table("review_decisions")


def downgrade() -> None:
    old = op.create_table(
        "review_decisions",
        sa.Column("candidate_id", sa.String(300), primary_key=True),
        sa.Column("input_hash", sa.String(64), primary_key=True),
        sa.Column("decision", sa.String(16), nullable=False),
        sa.Column("reviewer", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
    )
    assert old is not None
    conn = op.get_bind()
    log = sa.table(
        "review_decision_log",
        *map(sa.column, ("id", "candidate_id", "input_hash", "decision", "reviewer", "reason")),
        sa.column("decided_at", sa.DateTime(timezone=True)),
    )
    latest = (
        sa.select(sa.func.max(log.c.id)).group_by(log.c.candidate_id, log.c.input_hash).subquery()
    )
    rows = conn.execute(
        sa.select(
            log.c.candidate_id, log.c.input_hash, log.c.decision, log.c.reviewer, log.c.reason,
            log.c.decided_at,
        ).where(log.c.id.in_(sa.select(latest)))
    ).mappings().all()  # fmt: skip
    if rows:
        conn.execute(sa.insert(old), [dict(r) for r in rows])
    op.drop_index("ix_review_log_partition", table_name="review_decision_log")
    op.drop_index("ix_review_log_candidate", table_name="review_decision_log")
    op.drop_table("review_decision_log")
