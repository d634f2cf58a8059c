"""The published graph in SQL: nodes, edges, per-edge evidence, the ledger, the review queue.

One transaction per partition, idempotent: rows get deterministic ids, a re-run inserts only what
is new and deletes only what this partition no longer produces, so re-publishing an unchanged
partition changes nothing (timestamps included). A new revision of a document (same doc_id, new
content hash) supersedes the evidence of its old revision, which is kept as history; an edge stays
active while any current evidence supports it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from kg_pipeline.core.models import Decision, Document, Reason, StageOutcome, Verdict, utc_now

metadata = sa.MetaData()

documents_table = sa.Table(
    "documents",
    metadata,
    sa.Column("doc_id", sa.String(300), primary_key=True),
    sa.Column("content_hash", sa.String(64), nullable=False),
    sa.Column("partition", sa.String(32), nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
)
document_revisions = sa.Table(
    "document_revisions",
    metadata,
    sa.Column("doc_id", sa.String(300), primary_key=True),
    sa.Column("content_hash", sa.String(64), primary_key=True),
    sa.Column("partition", sa.String(32), nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("first_seen", sa.DateTime(timezone=True), nullable=False),
)
nodes_table = sa.Table(
    "nodes",
    metadata,
    sa.Column("entity_id", sa.String(400), primary_key=True),
    sa.Column("name", sa.String(300), nullable=False),
    sa.Column("entity_type", sa.String(64)),
    sa.Column("first_seen", sa.DateTime(timezone=True), nullable=False),
    sa.Index("ix_nodes_name", "name"),
)
edges_table = sa.Table(
    "edges",
    metadata,
    sa.Column("edge_id", sa.String(32), primary_key=True),
    sa.Column("subject_id", sa.String(400), sa.ForeignKey("nodes.entity_id"), nullable=False),
    sa.Column("predicate", sa.String(200), nullable=False),
    sa.Column("predicate_id", sa.String(64)),
    sa.Column("object_id", sa.String(400), sa.ForeignKey("nodes.entity_id"), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),  # active | superseded
    sa.Column("confidence", sa.Float, nullable=False),
    sa.Column("first_published", sa.DateTime(timezone=True), nullable=False),
    sa.UniqueConstraint("subject_id", "predicate", "object_id", name="uq_edges_triple"),
    sa.Index("ix_edges_subject", "subject_id"),
    sa.Index("ix_edges_object", "object_id"),
    sa.Index("ix_edges_predicate", "predicate"),
)
evidence_table = sa.Table(
    "edge_evidence",
    metadata,
    sa.Column("evidence_id", sa.String(32), primary_key=True),
    sa.Column("edge_id", sa.String(32), sa.ForeignKey("edges.edge_id"), nullable=False),
    sa.Column("candidate_id", sa.String(300), nullable=False),
    sa.Column("doc_id", sa.String(300), nullable=False),
    sa.Column("doc_content_hash", sa.String(64), nullable=False),
    sa.Column("partition", sa.String(32), nullable=False),
    sa.Column("evidence_span", sa.Text, nullable=False),
    sa.Column("evidence_start", sa.Integer, nullable=False),
    sa.Column("evidence_end", sa.Integer, nullable=False),
    sa.Column("evidence_match", sa.String(16)),
    sa.Column("polarity", sa.String(16)),
    sa.Column("modality", sa.String(16)),
    sa.Column("time", sa.String(64)),
    sa.Column("confidence", sa.Float, nullable=False),
    sa.Column("extractor", sa.String(100)),
    sa.Column("model", sa.String(200)),
    sa.Column("prompt_version", sa.String(64)),
    sa.Column("status", sa.String(16), nullable=False),  # current | superseded
    sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
    sa.Index("ix_evidence_edge", "edge_id"),
    sa.Index("ix_evidence_doc", "doc_id"),
    sa.Index("ix_evidence_partition", "partition"),
)
rejected_table = sa.Table(
    "rejected_edges",
    metadata,
    sa.Column("partition", sa.String(32), primary_key=True),
    sa.Column("candidate_id", sa.String(300), primary_key=True),
    sa.Column("doc_id", sa.String(300)),
    sa.Column("subject", sa.Text),
    sa.Column("predicate", sa.Text),
    sa.Column("object", sa.Text),
    sa.Column("reasons", sa.Text, nullable=False),
    sa.Column("confidence", sa.Float, nullable=False),
    sa.Column("evidence_span", sa.Text),
    sa.Column("evidence_start", sa.Integer),
    sa.Column("evidence_end", sa.Integer),
    sa.Column("stages", sa.Text, nullable=False),
    sa.Column("raw_candidate", sa.Text, nullable=False),
    sa.Column("model", sa.String(200)),
    sa.Column("prompt_version", sa.String(64)),
    sa.Column("validator_version", sa.String(32)),
    sa.Column("input_hash", sa.String(64), nullable=False),
    sa.Column("validated_at", sa.DateTime(timezone=True), nullable=False),
    sa.Index("ix_rejected_doc", "doc_id"),
)
review_table = sa.Table(
    "review_queue",
    metadata,
    sa.Column("partition", sa.String(32), primary_key=True),
    sa.Column("candidate_id", sa.String(300), primary_key=True),
    sa.Column("doc_id", sa.String(300)),
    sa.Column("subject", sa.Text),
    sa.Column("predicate", sa.Text),
    sa.Column("object", sa.Text),
    sa.Column("reasons", sa.Text, nullable=False),
    sa.Column("confidence", sa.Float, nullable=False),
    sa.Column("evidence_span", sa.Text),
    sa.Column("evidence_start", sa.Integer),
    sa.Column("evidence_end", sa.Integer),
    sa.Column("stages", sa.Text, nullable=False),
    sa.Column("raw_candidate", sa.Text, nullable=False),
    sa.Column("input_hash", sa.String(64), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),  # open | decided
    sa.Column("validated_at", sa.DateTime(timezone=True), nullable=False),
)
review_decisions = sa.Table(
    "review_decisions",
    metadata,
    sa.Column("candidate_id", sa.String(300), primary_key=True),
    sa.Column("input_hash", sa.String(64), primary_key=True),
    sa.Column("decision", sa.String(16), nullable=False),  # ACCEPT | REJECT
    sa.Column("reviewer", sa.String(200), nullable=False),
    sa.Column("reason", sa.Text, nullable=False),
    sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
)
runs_table = sa.Table(
    "runs",
    metadata,
    sa.Column("partition", sa.String(32), primary_key=True),
    sa.Column("run_id", sa.String(64), nullable=False),
    sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("counts", sa.Text, nullable=False),
)


def _id(*parts: object) -> str:
    return hashlib.sha256("\x1f".join(map(str, parts)).encode()).hexdigest()[:32]


def edge_id(subject_id: str, predicate: str, object_id: str) -> str:
    return _id(subject_id, predicate, object_id)


@dataclass
class PublishResult:
    nodes: int
    edges_active: int
    evidence_current: int
    inserted_evidence: int
    removed_evidence: int
    superseded_evidence: int
    rejected: int
    review_open: int


class GraphStore:
    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = sa.create_engine(url, future=True)

    def create_schema(self) -> None:
        metadata.create_all(self.engine)

    def dispose(self) -> None:
        self.engine.dispose()

    # -- reviewer decisions ------------------------------------------------------------------
    def reviewer_decisions(self) -> dict[tuple[str, str], dict[str, Any]]:
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(review_decisions)).mappings().all()
        return {(r["candidate_id"], r["input_hash"]): dict(r) for r in rows}

    def record_review(
        self, candidate_id: str, decision: Decision, reviewer: str, reason: str
    ) -> dict[str, Any]:
        """Record a person's decision on an open review item; the next publication honours it."""
        if decision == Decision.REVIEW:
            raise ValueError("a reviewer decides ACCEPT or REJECT")
        with self.engine.begin() as conn:
            item = (
                conn.execute(
                    sa.select(review_table).where(review_table.c.candidate_id == candidate_id)
                )
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

    # -- publishing --------------------------------------------------------------------------
    def publish_partition(
        self,
        partition: str,
        documents: Iterable[Document],
        verdicts: Iterable[Verdict],
        run_id: str = "",
    ) -> PublishResult:
        docs = list(documents)
        verdicts = list(verdicts)
        now = utc_now()
        accepted = [v for v in verdicts if v.decision == Decision.ACCEPT]
        with self.engine.begin() as conn:
            superseded = self._upsert_documents(conn, partition, docs, now)
            for v in accepted:
                self._ensure_node(conn, v.subject_entity_id, v.subject, v.subject_type, now)
                self._ensure_node(conn, v.object_entity_id, v.object, v.object_type, now)
            wanted = {self._evidence_row(v, partition, now)["evidence_id"]: v for v in accepted}
            existing = {
                r.evidence_id
                for r in conn.execute(
                    sa.select(evidence_table.c.evidence_id).where(
                        evidence_table.c.partition == partition,
                        evidence_table.c.status == "current",
                    )
                )
            }
            stale = existing - set(wanted)
            if stale:
                conn.execute(
                    sa.delete(evidence_table).where(evidence_table.c.evidence_id.in_(stale))
                )
            inserted = 0
            for eid, v in wanted.items():
                if eid in existing:
                    continue
                row = self._evidence_row(v, partition, now)
                self._ensure_edge(conn, row["edge_id"], v, now)
                conn.execute(sa.insert(evidence_table).values(**row))
                inserted += 1
            self._refresh_edges(conn)
            rejected = [v for v in verdicts if v.decision == Decision.REJECT]
            review = [v for v in verdicts if v.decision == Decision.REVIEW]
            self._replace_ledger(conn, rejected_table, partition, rejected, review=False)
            self._replace_ledger(conn, review_table, partition, review, review=True)
            counts = {
                "accepted": len(accepted),
                "rejected": len(rejected),
                "review": len(review),
            }
            conn.execute(sa.delete(runs_table).where(runs_table.c.partition == partition))
            conn.execute(
                sa.insert(runs_table).values(
                    partition=partition,
                    run_id=run_id,
                    published_at=now,
                    counts=json.dumps(counts, sort_keys=True),
                )
            )
            result = PublishResult(
                nodes=conn.execute(
                    sa.select(sa.func.count()).select_from(nodes_table)
                ).scalar_one(),
                edges_active=conn.execute(
                    sa.select(sa.func.count())
                    .select_from(edges_table)
                    .where(edges_table.c.status == "active")
                ).scalar_one(),
                evidence_current=conn.execute(
                    sa.select(sa.func.count())
                    .select_from(evidence_table)
                    .where(evidence_table.c.status == "current")
                ).scalar_one(),
                inserted_evidence=inserted,
                removed_evidence=len(stale),
                superseded_evidence=superseded,
                rejected=len(rejected),
                review_open=len(review),
            )
        return result

    def _upsert_documents(
        self, conn: sa.Connection, partition: str, docs: list[Document], now: datetime
    ) -> int:
        superseded = 0
        for doc in docs:
            current = conn.execute(
                sa.select(documents_table.c.content_hash).where(
                    documents_table.c.doc_id == doc.doc_id
                )
            ).scalar_one_or_none()
            known_revision = conn.execute(
                sa.select(sa.func.count())
                .select_from(document_revisions)
                .where(
                    document_revisions.c.doc_id == doc.doc_id,
                    document_revisions.c.content_hash == doc.content_hash,
                )
            ).scalar_one()
            if not known_revision:
                conn.execute(
                    sa.insert(document_revisions).values(
                        doc_id=doc.doc_id,
                        content_hash=doc.content_hash,
                        partition=partition,
                        text=doc.text,
                        first_seen=now,
                    )
                )
            if current is None:
                conn.execute(
                    sa.insert(documents_table).values(
                        doc_id=doc.doc_id,
                        content_hash=doc.content_hash,
                        partition=partition,
                        text=doc.text,
                        updated_at=now,
                    )
                )
            elif current != doc.content_hash:
                conn.execute(
                    sa.update(documents_table)
                    .where(documents_table.c.doc_id == doc.doc_id)
                    .values(
                        content_hash=doc.content_hash,
                        partition=partition,
                        text=doc.text,
                        updated_at=now,
                    )
                )
                # Evidence read from the old revision no longer describes the document.
                superseded += conn.execute(
                    sa.update(evidence_table)
                    .where(
                        evidence_table.c.doc_id == doc.doc_id,
                        evidence_table.c.doc_content_hash != doc.content_hash,
                        evidence_table.c.status == "current",
                    )
                    .values(status="superseded")
                ).rowcount
        return superseded

    def _ensure_node(
        self,
        conn: sa.Connection,
        entity_id: str | None,
        name: str,
        entity_type: str | None,
        now: datetime,
    ) -> None:
        if entity_id is None:
            raise ValueError(f"accepted edge endpoint {name!r} has no entity id")
        exists = conn.execute(
            sa.select(nodes_table.c.entity_id).where(nodes_table.c.entity_id == entity_id)
        ).first()
        if not exists:
            conn.execute(
                sa.insert(nodes_table).values(
                    entity_id=entity_id, name=name, entity_type=entity_type, first_seen=now
                )
            )

    def _ensure_edge(self, conn: sa.Connection, eid: str, v: Verdict, now: datetime) -> None:
        exists = conn.execute(
            sa.select(edges_table.c.edge_id).where(edges_table.c.edge_id == eid)
        ).first()
        if not exists:
            conn.execute(
                sa.insert(edges_table).values(
                    edge_id=eid,
                    subject_id=v.subject_entity_id,
                    predicate=v.predicate,
                    predicate_id=v.predicate_id,
                    object_id=v.object_entity_id,
                    status="active",
                    confidence=v.confidence,
                    first_published=now,
                )
            )

    def _refresh_edges(self, conn: sa.Connection) -> None:
        """An edge is active while current evidence supports it; its confidence is the best."""
        best = (
            sa.select(sa.func.max(evidence_table.c.confidence))
            .where(
                evidence_table.c.edge_id == edges_table.c.edge_id,
                evidence_table.c.status == "current",
            )
            .scalar_subquery()
        )
        conn.execute(
            sa.update(edges_table).values(
                status=sa.case((best.is_(None), "superseded"), else_="active"),
                confidence=sa.func.coalesce(best, edges_table.c.confidence),
            )
        )

    def _evidence_row(self, v: Verdict, partition: str, now: datetime) -> dict[str, Any]:
        if v.evidence_start is None or v.evidence_end is None or v.evidence_span is None:
            raise ValueError(f"accepted candidate {v.candidate_id} has no evidence span")
        eid = edge_id(v.subject_entity_id or "", v.predicate, v.object_entity_id or "")
        return {
            "evidence_id": _id(
                eid,
                v.doc_id,
                v.doc_content_hash,
                v.candidate_id,
                v.evidence_start,
                v.evidence_end,
                round(v.confidence, 6),
            ),
            "edge_id": eid,
            "candidate_id": v.candidate_id,
            "doc_id": v.doc_id,
            "doc_content_hash": v.doc_content_hash,
            "partition": partition,
            "evidence_span": v.evidence_span,
            "evidence_start": v.evidence_start,
            "evidence_end": v.evidence_end,
            "evidence_match": v.evidence_match,
            "polarity": v.polarity.value if v.polarity else None,
            "modality": v.modality.value if v.modality else None,
            "time": v.time,
            "confidence": v.confidence,
            "extractor": v.extractor,
            "model": v.model,
            "prompt_version": v.prompt_version,
            "status": "current",
            "published_at": now,
        }

    def _replace_ledger(
        self,
        conn: sa.Connection,
        table: sa.Table,
        partition: str,
        verdicts: list[Verdict],
        review: bool,
    ) -> None:
        existing = {
            r.candidate_id: r
            for r in conn.execute(sa.select(table).where(table.c.partition == partition))
        }
        keep: set[str] = set()
        for v in verdicts:
            row: dict[str, Any] = {
                "partition": partition,
                "candidate_id": v.candidate_id,
                "doc_id": v.doc_id,
                "subject": v.subject,
                "predicate": v.predicate,
                "object": v.object,
                "reasons": json.dumps([r.value for r in v.reasons]),
                "confidence": v.confidence,
                "evidence_span": v.evidence_span,
                "evidence_start": v.evidence_start,
                "evidence_end": v.evidence_end,
                "stages": json.dumps([s.model_dump(mode="json") for s in v.stages]),
                "raw_candidate": json.dumps(v.raw_candidate, sort_keys=True, default=str),
                "input_hash": v.input_hash,
                "validated_at": v.validated_at,
            }
            if review:
                row["status"] = "open"
            else:
                row.update(
                    model=v.model,
                    prompt_version=v.prompt_version,
                    validator_version=v.validator_version,
                )
            keep.add(v.candidate_id)
            old = existing.get(v.candidate_id)
            if old is not None and old.input_hash == v.input_hash and old.reasons == row["reasons"]:
                continue  # unchanged: keep the row (and its first validation time) as it is
            conn.execute(
                sa.delete(table).where(
                    table.c.partition == partition, table.c.candidate_id == v.candidate_id
                )
            )
            conn.execute(sa.insert(table).values(**row))
        gone = set(existing) - keep
        if gone:
            conn.execute(
                sa.delete(table).where(
                    table.c.partition == partition, table.c.candidate_id.in_(gone)
                )
            )


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
