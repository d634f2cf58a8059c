"""Publishing a partition: the plan computed up front, then one idempotent transaction.

Every row has a deterministic id and a re-run writes only what differs, so re-publishing an
unchanged partition changes nothing (timestamps and the `runs` row included). Derived state
(current document revisions, evidence status, edge status and confidence) is recomputed from what
the partitions hold, never from the order they were published in.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite

from kg_pipeline.core.models import Decision, Document, Verdict, utc_now
from kg_pipeline.core.store import schema as tables
from kg_pipeline.core.store.engine import Database, chunks, edge_id, lock_key, row_id
from kg_pipeline.core.store.schema import LOCK_GRAPH, LOCK_PARTITION


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
    changed: bool = True
    content_digest: str = ""


@dataclass
class _Plan:
    """Everything a partition should hold, computed before the transaction starts."""

    partition: str
    docs: dict[str, Document]
    nodes: dict[str, tuple[str, str | None]]
    edges: dict[str, dict[str, Any]]
    evidence: dict[str, dict[str, Any]]
    rejected: dict[str, dict[str, Any]]
    review: dict[str, dict[str, Any]]
    counts: dict[str, int] = field(default_factory=dict)


def publish_partition(
    db: Database,
    partition: str,
    documents: Iterable[Document],
    verdicts: Iterable[Verdict],
    run_id: str = "",
) -> PublishResult:
    """Make the partition hold exactly these documents and verdicts, in one transaction."""
    plan = _plan(partition, list(documents), list(verdicts))
    now = utc_now()
    with db.write_transaction() as conn:
        db.advisory_lock(conn, LOCK_PARTITION, lock_key(partition))
        # Phase 1: rows only this partition owns, and inserts that ignore conflicts.
        touched_docs = _replace_partition_documents(conn, plan)
        _insert_revisions(db, conn, plan, now)
        _insert_nodes(db, conn, plan, now)
        _insert_edges(db, conn, plan, now)
        existing = _existing_evidence(conn, partition)
        new_ids = sorted(set(plan.evidence) - set(existing))
        for chunk in chunks(new_ids):
            conn.execute(
                sa.insert(tables.evidence_table),
                [{**plan.evidence[e], "published_at": now} for e in chunk],
            )
        review_status = _review_status(conn, plan)
        for table, rows in (
            (tables.rejected_table, plan.rejected),
            (tables.review_table, plan.review),
        ):
            if table is tables.review_table:
                rows = {c: {**r, "status": review_status[c]} for c, r in rows.items()}
            _replace_ledger(conn, table, partition, rows)
        # Phase 2: shared, derived state, one publisher at a time.
        db.advisory_lock(conn, LOCK_GRAPH, 0)
        history = {
            e
            for e, (doc_id, doc_hash, _) in existing.items()
            if e not in plan.evidence
            and doc_id in plan.docs
            and doc_hash != plan.docs[doc_id].content_hash
        }
        stale = sorted(set(existing) - set(plan.evidence) - history)
        affected_edges = {existing[e][2] for e in stale}
        affected_edges |= {plan.evidence[e]["edge_id"] for e in new_ids}
        for chunk in chunks(stale):
            conn.execute(
                sa.delete(tables.evidence_table).where(
                    tables.evidence_table.c.evidence_id.in_(chunk)
                )
            )
        superseded, status_edges = _refresh_documents(conn, sorted(touched_docs), now)
        _refresh_edges(conn, sorted(affected_edges | status_edges))
        digest = _content_digest(plan)
        changed = _record_run(conn, plan, run_id, now, digest)
        return PublishResult(
            nodes=_count(conn, tables.nodes_table),
            edges_active=_count(conn, tables.edges_table, tables.edges_table.c.status == "active"),
            evidence_current=_count(
                conn, tables.evidence_table, tables.evidence_table.c.status == "current"
            ),
            inserted_evidence=len(new_ids),
            removed_evidence=len(stale),
            superseded_evidence=superseded,
            rejected=len(plan.rejected),
            review_open=sum(1 for s in review_status.values() if s == "open"),
            changed=changed,
            content_digest=digest,
        )


def _insert_ignore(
    db: Database, conn: sa.Connection, table: sa.Table, rows: list[dict[str, Any]]
) -> None:
    """Insert rows whose key may already exist (another partition may have written it).

    Rows arrive sorted by key, so concurrent publishers take unique-index locks in the same
    order and cannot deadlock on each other.
    """
    if not rows:
        return
    if db.dialect in ("postgresql", "sqlite"):
        insert = postgresql.insert if db.dialect == "postgresql" else sqlite.insert
        for chunk in chunks(rows):
            conn.execute(insert(table).on_conflict_do_nothing(), list(chunk))
        return
    keys = [c.name for c in table.primary_key.columns]
    for row in rows:
        where = [table.c[k] == row[k] for k in keys]
        if conn.execute(sa.select(*table.primary_key.columns).where(*where)).first() is None:
            conn.execute(sa.insert(table).values(**row))


def _replace_partition_documents(conn: sa.Connection, plan: _Plan) -> set[str]:
    """Record which revision of each document this partition holds; return every doc id
    whose current revision may have changed."""
    table = tables.partition_documents
    existing = {
        r.doc_id: r.content_hash
        for r in conn.execute(
            sa.select(table.c.doc_id, table.c.content_hash).where(
                table.c.partition == plan.partition
            )
        )
    }
    wanted = {d: doc.content_hash for d, doc in plan.docs.items()}
    gone = sorted(d for d in existing if existing[d] != wanted.get(d))
    for chunk in chunks(gone):
        conn.execute(
            sa.delete(table).where(table.c.partition == plan.partition, table.c.doc_id.in_(chunk))
        )
    new = sorted(d for d in wanted if existing.get(d) != wanted[d])
    for chunk in chunks(new):
        conn.execute(
            sa.insert(table),
            [{"partition": plan.partition, "doc_id": d, "content_hash": wanted[d]} for d in chunk],
        )
    return set(existing) | set(wanted)


def _insert_revisions(db: Database, conn: sa.Connection, plan: _Plan, now: datetime) -> None:
    rows = [
        {
            "doc_id": doc.doc_id,
            "content_hash": doc.content_hash,
            "partition": plan.partition,
            "text": doc.text,
            "first_seen": now,
        }
        for doc in sorted(plan.docs.values(), key=lambda d: (d.doc_id, d.content_hash))
    ]
    _insert_ignore(db, conn, tables.document_revisions, rows)


def _insert_nodes(db: Database, conn: sa.Connection, plan: _Plan, now: datetime) -> None:
    rows = [
        {"entity_id": e, "name": name, "entity_type": etype, "first_seen": now}
        for e, (name, etype) in sorted(plan.nodes.items())
    ]
    _insert_ignore(db, conn, tables.nodes_table, rows)


def _insert_edges(db: Database, conn: sa.Connection, plan: _Plan, now: datetime) -> None:
    rows = [
        {**row, "status": "active", "first_published": now} for _, row in sorted(plan.edges.items())
    ]
    _insert_ignore(db, conn, tables.edges_table, rows)


def _existing_evidence(conn: sa.Connection, partition: str) -> dict[str, tuple[str, str, str]]:
    t = tables.evidence_table
    return {
        r.evidence_id: (r.doc_id, r.doc_content_hash, r.edge_id)
        for r in conn.execute(
            sa.select(t.c.evidence_id, t.c.doc_id, t.c.doc_content_hash, t.c.edge_id).where(
                t.c.partition == partition
            )
        )
    }


def accept_blocker(row: dict[str, Any]) -> str | None:
    """Why a queue or ledger row could not be published as accepted, or None when it could.

    Publishing needs a located evidence span and both endpoints resolved to entities; ledger
    rows keep the stages, and the endpoints stage passes exactly when both were resolved.
    """
    if row.get("evidence_span") is None or row.get("evidence_start") is None:
        return "no evidence span: publishing an accepted edge needs one"
    stages = row.get("stages")
    stages = json.loads(stages) if isinstance(stages, str) else stages or []
    if not any(s.get("stage") == "endpoints" and s.get("outcome") == "pass" for s in stages):
        return "an endpoint was not resolved in the source: no entity to publish"
    return None


def _review_status(conn: sa.Connection, plan: _Plan) -> dict[str, str]:
    """`decided` when the latest decision on exactly this input is one publication can honour
    (a REJECT, or an ACCEPT of a publishable item), else `open`."""
    log = tables.review_log
    latest: dict[tuple[str, str], tuple[int, str]] = {}
    ids = sorted(plan.review)
    for chunk in chunks(ids):
        for r in conn.execute(
            sa.select(log.c.id, log.c.candidate_id, log.c.input_hash, log.c.decision).where(
                log.c.candidate_id.in_(chunk)
            )
        ):
            key = (r.candidate_id, r.input_hash)
            if key not in latest or r.id > latest[key][0]:
                latest[key] = (r.id, r.decision)
    out: dict[str, str] = {}
    for c, row in plan.review.items():
        found = latest.get((c, row["input_hash"]))
        honourable = found is not None and (
            found[1] == Decision.REJECT.value or accept_blocker(row) is None
        )
        out[c] = "decided" if honourable else "open"
    return out


def _replace_ledger(
    conn: sa.Connection,
    table: sa.Table,
    partition: str,
    rows: dict[str, dict[str, Any]],
) -> None:
    """Rows equal but for their validation time are kept as they are (first time wins)."""
    existing = {
        r["candidate_id"]: dict(r)
        for r in conn.execute(sa.select(table).where(table.c.partition == partition)).mappings()
    }

    def same(old: dict[str, Any], new: dict[str, Any]) -> bool:
        return all(old[k] == v for k, v in new.items() if k != "validated_at")

    replace = sorted(
        c for c, row in rows.items() if c not in existing or not same(existing[c], row)
    )
    gone = sorted(set(existing) - set(rows))
    for chunk in chunks(sorted({*gone, *(c for c in replace if c in existing)})):
        conn.execute(
            sa.delete(table).where(table.c.partition == partition, table.c.candidate_id.in_(chunk))
        )
    for chunk in chunks(replace):
        conn.execute(sa.insert(table), [rows[c] for c in chunk])


def _refresh_documents(
    conn: sa.Connection, doc_ids: list[str], now: datetime
) -> tuple[int, set[str]]:
    """Current revision = the one the latest partition holds; evidence status follows.

    Returns how many evidence rows became superseded and the edges whose evidence changed.
    """
    superseded = 0
    edges: set[str] = set()
    pd, ev, docs = tables.partition_documents, tables.evidence_table, tables.documents_table
    for chunk in chunks(doc_ids):
        held: dict[str, tuple[str, str]] = {}
        for r in conn.execute(
            sa.select(pd.c.doc_id, pd.c.partition, pd.c.content_hash).where(pd.c.doc_id.in_(chunk))
        ):
            if r.doc_id not in held or r.partition > held[r.doc_id][0]:
                held[r.doc_id] = (r.partition, r.content_hash)
        stored = {
            r.doc_id: r
            for r in conn.execute(
                sa.select(docs.c.doc_id, docs.c.content_hash, docs.c.partition).where(
                    docs.c.doc_id.in_(chunk)
                )
            )
        }
        for doc_id in chunk:
            if doc_id not in held:
                continue  # no partition holds it any more: keep its last known revision
            partition, current = held[doc_id]
            old = stored.get(doc_id)
            if old is None or (old.content_hash, old.partition) != (current, partition):
                text = conn.execute(
                    sa.select(tables.document_revisions.c.text).where(
                        tables.document_revisions.c.doc_id == doc_id,
                        tables.document_revisions.c.content_hash == current,
                    )
                ).scalar_one()
                values = {
                    "content_hash": current,
                    "partition": partition,
                    "text": text,
                    "updated_at": now,
                }
                if old is None:
                    conn.execute(sa.insert(docs).values(doc_id=doc_id, **values))
                else:
                    conn.execute(sa.update(docs).where(docs.c.doc_id == doc_id).values(**values))
            to_current = sa.and_(
                ev.c.doc_id == doc_id,
                ev.c.doc_content_hash == current,
                ev.c.status != "current",
            )
            to_superseded = sa.and_(
                ev.c.doc_id == doc_id,
                ev.c.doc_content_hash != current,
                ev.c.status != "superseded",
            )
            for where, status in ((to_current, "current"), (to_superseded, "superseded")):
                changed = conn.execute(
                    sa.update(ev).where(where).values(status=status).returning(ev.c.edge_id)
                ).all()
                edges.update(r.edge_id for r in changed)
                if status == "superseded":
                    superseded += len(changed)
    return superseded, edges


def _refresh_edges(conn: sa.Connection, edge_ids: list[str]) -> None:
    """An edge is active while current evidence supports it.

    Its confidence is that of its best current evidence, or once superseded of its best
    evidence ever: a function of the evidence alone, whatever order partitions came in.
    """
    ev = tables.evidence_table

    def best(*where: Any) -> Any:
        return (
            sa.select(sa.func.max(ev.c.confidence))
            .where(ev.c.edge_id == tables.edges_table.c.edge_id, *where)
            .scalar_subquery()
        )

    best_current = best(ev.c.status == "current")
    for chunk in chunks(edge_ids):
        conn.execute(
            sa.update(tables.edges_table)
            .where(tables.edges_table.c.edge_id.in_(chunk))
            .values(
                status=sa.case((best_current.is_(None), "superseded"), else_="active"),
                confidence=sa.func.coalesce(best_current, best(), tables.edges_table.c.confidence),
            )
        )


def _record_run(conn: sa.Connection, plan: _Plan, run_id: str, now: datetime, digest: str) -> bool:
    """Keep the `runs` row of the run that last changed the partition's content."""
    old = conn.execute(
        sa.select(tables.runs_table.c.content_digest).where(
            tables.runs_table.c.partition == plan.partition
        )
    ).first()
    if old is not None and old.content_digest == digest:
        return False
    conn.execute(
        sa.delete(tables.runs_table).where(tables.runs_table.c.partition == plan.partition)
    )
    conn.execute(
        sa.insert(tables.runs_table).values(
            partition=plan.partition,
            run_id=run_id,
            published_at=now,
            counts=json.dumps(plan.counts, sort_keys=True),
            content_digest=digest,
        )
    )
    return True


def _count(conn: sa.Connection, table: sa.Table, *where: Any) -> int:
    return int(
        conn.execute(sa.select(sa.func.count()).select_from(table).where(*where)).scalar_one()
    )


def _plan(partition: str, docs: list[Document], verdicts: list[Verdict]) -> _Plan:
    """The partition's rows, or a ValueError naming what cannot be published."""
    by_id: dict[str, Document] = {}
    for doc in docs:
        if doc.doc_id in by_id and by_id[doc.doc_id].content_hash != doc.content_hash:
            raise ValueError(f"partition {partition}: two revisions of document {doc.doc_id!r}")
        by_id[doc.doc_id] = doc
    seen: set[str] = set()
    for v in verdicts:
        if v.candidate_id in seen:
            raise ValueError(f"partition {partition}: candidate {v.candidate_id!r} decided twice")
        seen.add(v.candidate_id)
    accepted = [v for v in verdicts if v.decision == Decision.ACCEPT]
    nodes: dict[str, tuple[str, str | None]] = {}
    edges: dict[str, dict[str, Any]] = {}
    evidence: dict[str, dict[str, Any]] = {}
    for v in accepted:
        cited = by_id.get(v.doc_id)
        if cited is None:
            raise ValueError(
                f"partition {partition}: accepted candidate {v.candidate_id} cites document "
                f"{v.doc_id!r}, which the partition does not hold"
            )
        if v.doc_content_hash and v.doc_content_hash != cited.content_hash:
            raise ValueError(
                f"partition {partition}: accepted candidate {v.candidate_id} was validated "
                f"against another revision of {v.doc_id!r}"
            )
        for entity, name, etype in (
            (v.subject_entity_id, v.subject, v.subject_type),
            (v.object_entity_id, v.object, v.object_type),
        ):
            if entity is None:
                raise ValueError(f"accepted edge endpoint {name!r} has no entity id")
            if entity not in nodes or (name, etype or "") < (
                nodes[entity][0],
                nodes[entity][1] or "",
            ):
                nodes[entity] = (name, etype)
        row = _evidence_row(v, partition, cited.content_hash)
        evidence[row["evidence_id"]] = row
        eid = row["edge_id"]
        if eid not in edges or v.confidence > edges[eid]["confidence"]:
            edges[eid] = {
                "edge_id": eid,
                "subject_id": v.subject_entity_id,
                "predicate": v.predicate,
                "predicate_id": v.predicate_id,
                "object_id": v.object_entity_id,
                "confidence": v.confidence,
            }
    rejected = {
        v.candidate_id: _ledger_row(v, partition, review=False)
        for v in verdicts
        if v.decision == Decision.REJECT
    }
    review = {
        v.candidate_id: _ledger_row(v, partition, review=True)
        for v in verdicts
        if v.decision == Decision.REVIEW
    }
    counts = {"accepted": len(accepted), "rejected": len(rejected), "review": len(review)}
    return _Plan(partition, by_id, nodes, edges, evidence, rejected, review, counts)


def _evidence_row(v: Verdict, partition: str, doc_hash: str) -> dict[str, Any]:
    """The evidence row, its id a hash of its whole content and its partition."""
    if v.evidence_start is None or v.evidence_end is None or v.evidence_span is None:
        raise ValueError(f"accepted candidate {v.candidate_id} has no evidence span")
    eid = edge_id(v.subject_entity_id or "", v.predicate, v.object_entity_id or "")
    row: dict[str, Any] = {
        "edge_id": eid,
        "candidate_id": v.candidate_id,
        "doc_id": v.doc_id,
        "doc_content_hash": doc_hash,
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
    }
    row["evidence_id"] = row_id(json.dumps(row, sort_keys=True, default=str))
    row["status"] = "current"  # provisional: recomputed from the document's current revision
    return row


def _ledger_row(v: Verdict, partition: str, review: bool) -> dict[str, Any]:
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
        "stages": json.dumps([s.model_dump(mode="json") for s in v.stages], sort_keys=True),
        "raw_candidate": json.dumps(v.raw_candidate, sort_keys=True, default=str),
        "input_hash": v.input_hash,
        "validated_at": v.validated_at,
    }
    if not review:
        row.update(
            model=v.model, prompt_version=v.prompt_version, validator_version=v.validator_version
        )
    return row


def _content_digest(plan: _Plan) -> str:
    """A digest of what publishing decides for the partition, blind to times and run ids.

    Review statuses are left out: a reviewer changes them between publications.
    """

    def ledger(rows: dict[str, dict[str, Any]]) -> list[list[Any]]:
        return [
            [
                c,
                row_id(
                    json.dumps({k: v for k, v in r.items() if k != "validated_at"}, default=str)
                ),
            ]
            for c, r in sorted(rows.items())
        ]

    payload = {
        "documents": sorted((d, doc.content_hash) for d, doc in plan.docs.items()),
        "evidence": sorted(plan.evidence),
        "rejected": ledger(plan.rejected),
        "review": ledger(plan.review),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
