"""The published graph in SQL: nodes, edges, per-edge evidence, the ledger, the review queue.

Publishing a partition is one transaction and idempotent. Every row has a deterministic id and
a re-run writes only what differs, so re-publishing an unchanged partition changes nothing
(timestamps and the `runs` row included). Derived state is recomputed from what the partitions
hold, never from the order they were published in:
- a document's current revision is the one held by the latest partition that has the document;
  evidence read from any other revision is `superseded` (kept as history), and an edge is
  `active` while any current evidence supports it, so an edge several documents support keeps
  all its evidence;
- re-running an older partition after a newer revision was published changes nothing.

A killed publish leaves the previous state: the transaction never commits. On PostgreSQL,
publishes of different partitions run concurrently: an advisory lock per partition serialises
re-runs of one partition, and a second advisory lock is taken only for the short phase that
recomputes shared state (documents, evidence status, edges). On SQLite the write transaction
starts with BEGIN IMMEDIATE, so writers queue instead of failing half-way.

The schema is managed by Alembic (`kg_pipeline/core/migrations`); a change to the tables below
needs a new revision there (`test_production_store` checks they agree).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import zlib
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite

from kg_pipeline.core.models import Decision, Document, Reason, StageOutcome, Verdict, utc_now

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"

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
partition_documents = sa.Table(
    "partition_documents",
    metadata,
    sa.Column("partition", sa.String(32), primary_key=True),
    sa.Column("doc_id", sa.String(300), primary_key=True),
    sa.Column("content_hash", sa.String(64), nullable=False),
    sa.Index("ix_partition_documents_doc", "doc_id"),
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
    sa.Index("ix_review_doc", "doc_id"),
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
    sa.Column("run_id", sa.String(64), nullable=False),  # the run that last changed the partition
    sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("counts", sa.Text, nullable=False),
    sa.Column("content_digest", sa.String(64)),  # what the partition holds; equal = same content
)

# Advisory-lock namespaces (PostgreSQL two-key form: namespace, key).
_LOCK_PARTITION = 0x4B47_0001
_LOCK_GRAPH = 0x4B47_0002
LOCK_MIGRATIONS = 0x4B47_0003
_CHUNK = 500
_SQLITE_BUSY_TIMEOUT_S = 300.0


def _id(*parts: object) -> str:
    return hashlib.sha256("\x1f".join(map(str, parts)).encode()).hexdigest()[:32]


def edge_id(subject_id: str, predicate: str, object_id: str) -> str:
    return _id(subject_id, predicate, object_id)


def _lock_key(text: str) -> int:
    """A signed 32-bit key for pg_advisory_xact_lock(int, int)."""
    value = zlib.crc32(text.encode())
    return value - (1 << 32) if value >= (1 << 31) else value


def _chunks(items: Sequence[Any], size: int = _CHUNK) -> Iterator[Sequence[Any]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def normalize_database_url(url: str) -> str:
    """`postgresql://` means psycopg (v3) under SQLAlchemy 2.1; we ship psycopg2."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix) and importlib.util.find_spec("psycopg") is None:
            return "postgresql+psycopg2://" + url.removeprefix(prefix)
    return url


def _configure_sqlite(engine: sa.Engine) -> None:
    """Real transactions on SQLite: BEGIN for every transaction (DDL included), foreign keys on.

    pysqlite's legacy mode starts a transaction only before DML, which leaves DDL and the reads
    before the first write outside it. `sqlite_begin` on a connection's execution options picks
    the BEGIN mode (IMMEDIATE for writers, so they wait their turn on the file lock).
    """

    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA foreign_keys = ON")

    @sa.event.listens_for(engine, "begin")
    def _begin(conn: sa.Connection) -> None:
        mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")


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


class GraphStore:
    def __init__(self, url: str) -> None:
        self.url = normalize_database_url(url)
        connect_args: dict[str, Any] = {}
        if self.url.startswith("sqlite"):
            connect_args["timeout"] = _SQLITE_BUSY_TIMEOUT_S
        self.engine = sa.create_engine(self.url, connect_args=connect_args)
        self.dialect = self.engine.dialect.name
        if self.dialect == "sqlite":
            _configure_sqlite(self.engine)

    # -- schema ------------------------------------------------------------------------------
    def create_schema(self) -> None:
        """Bring the schema to the newest Alembic revision (a no-op check when it is there)."""
        from kg_pipeline.core.migrations import upgrade_to_head

        upgrade_to_head(self)

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def write_transaction(self) -> Iterator[sa.Connection]:
        """One transaction that writes; on SQLite it holds the write lock from its first read."""
        with self.engine.connect() as conn:
            if self.dialect == "sqlite":
                conn = conn.execution_options(sqlite_begin="IMMEDIATE")
            with conn.begin():
                yield conn

    def advisory_lock(self, conn: sa.Connection, namespace: int, key: int) -> None:
        """PostgreSQL transaction-scoped lock; SQLite's IMMEDIATE transaction already excludes."""
        if self.dialect == "postgresql":
            conn.execute(
                sa.text("SELECT pg_advisory_xact_lock(:ns, :key)"), {"ns": namespace, "key": key}
            )

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
        with self.write_transaction() as conn:
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
        """Make the partition hold exactly these documents and verdicts, in one transaction."""
        plan = _plan(partition, list(documents), list(verdicts))
        now = utc_now()
        with self.write_transaction() as conn:
            self.advisory_lock(conn, _LOCK_PARTITION, _lock_key(partition))
            # Phase 1: rows only this partition owns, and inserts that ignore conflicts.
            touched_docs = self._replace_partition_documents(conn, plan)
            self._insert_revisions(conn, plan, now)
            self._insert_nodes(conn, plan, now)
            self._insert_edges(conn, plan, now)
            existing = self._existing_evidence(conn, partition)
            new_ids = sorted(set(plan.evidence) - set(existing))
            for chunk in _chunks(new_ids):
                conn.execute(
                    sa.insert(evidence_table),
                    [{**plan.evidence[e], "published_at": now} for e in chunk],
                )
            review_status = self._review_status(conn, plan)
            for table, rows in ((rejected_table, plan.rejected), (review_table, plan.review)):
                if table is review_table:
                    rows = {c: {**r, "status": review_status[c]} for c, r in rows.items()}
                self._replace_ledger(conn, table, partition, rows)
            # Phase 2: shared, derived state, one publisher at a time.
            self.advisory_lock(conn, _LOCK_GRAPH, 0)
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
            for chunk in _chunks(stale):
                conn.execute(
                    sa.delete(evidence_table).where(evidence_table.c.evidence_id.in_(chunk))
                )
            superseded, status_edges = self._refresh_documents(conn, sorted(touched_docs), now)
            self._refresh_edges(conn, sorted(affected_edges | status_edges))
            digest = _content_digest(plan)
            changed = self._record_run(conn, plan, run_id, now, digest)
            return PublishResult(
                nodes=_count(conn, nodes_table),
                edges_active=_count(conn, edges_table, edges_table.c.status == "active"),
                evidence_current=_count(conn, evidence_table, evidence_table.c.status == "current"),
                inserted_evidence=len(new_ids),
                removed_evidence=len(stale),
                superseded_evidence=superseded,
                rejected=len(plan.rejected),
                review_open=sum(1 for s in review_status.values() if s == "open"),
                changed=changed,
                content_digest=digest,
            )

    def _insert_ignore(
        self, conn: sa.Connection, table: sa.Table, rows: list[dict[str, Any]]
    ) -> None:
        """Insert rows whose key may already exist (another partition may have written it).

        Rows arrive sorted by key, so concurrent publishers take unique-index locks in the same
        order and cannot deadlock on each other.
        """
        if not rows:
            return
        if self.dialect in ("postgresql", "sqlite"):
            insert = postgresql.insert if self.dialect == "postgresql" else sqlite.insert
            for chunk in _chunks(rows):
                conn.execute(insert(table).on_conflict_do_nothing(), list(chunk))
            return
        keys = [c.name for c in table.primary_key.columns]
        for row in rows:
            where = [table.c[k] == row[k] for k in keys]
            if conn.execute(sa.select(*table.primary_key.columns).where(*where)).first() is None:
                conn.execute(sa.insert(table).values(**row))

    def _replace_partition_documents(self, conn: sa.Connection, plan: _Plan) -> set[str]:
        """Record which revision of each document this partition holds; return every doc id
        whose current revision may have changed."""
        table = partition_documents
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
        for chunk in _chunks(gone):
            conn.execute(
                sa.delete(table).where(
                    table.c.partition == plan.partition, table.c.doc_id.in_(chunk)
                )
            )
        new = sorted(d for d in wanted if existing.get(d) != wanted[d])
        for chunk in _chunks(new):
            conn.execute(
                sa.insert(table),
                [
                    {"partition": plan.partition, "doc_id": d, "content_hash": wanted[d]}
                    for d in chunk
                ],
            )
        return set(existing) | set(wanted)

    def _insert_revisions(self, conn: sa.Connection, plan: _Plan, now: datetime) -> None:
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
        self._insert_ignore(conn, document_revisions, rows)

    def _insert_nodes(self, conn: sa.Connection, plan: _Plan, now: datetime) -> None:
        rows = [
            {"entity_id": e, "name": name, "entity_type": etype, "first_seen": now}
            for e, (name, etype) in sorted(plan.nodes.items())
        ]
        self._insert_ignore(conn, nodes_table, rows)

    def _insert_edges(self, conn: sa.Connection, plan: _Plan, now: datetime) -> None:
        rows = [
            {**row, "status": "active", "first_published": now}
            for _, row in sorted(plan.edges.items())
        ]
        self._insert_ignore(conn, edges_table, rows)

    def _existing_evidence(
        self, conn: sa.Connection, partition: str
    ) -> dict[str, tuple[str, str, str]]:
        t = evidence_table
        return {
            r.evidence_id: (r.doc_id, r.doc_content_hash, r.edge_id)
            for r in conn.execute(
                sa.select(t.c.evidence_id, t.c.doc_id, t.c.doc_content_hash, t.c.edge_id).where(
                    t.c.partition == partition
                )
            )
        }

    def _review_status(self, conn: sa.Connection, plan: _Plan) -> dict[str, str]:
        """`decided` when a reviewer decided on exactly this input, else `open`."""
        decided: set[tuple[str, str]] = set()
        ids = sorted(plan.review)
        for chunk in _chunks(ids):
            decided |= {
                (r.candidate_id, r.input_hash)
                for r in conn.execute(
                    sa.select(review_decisions.c.candidate_id, review_decisions.c.input_hash).where(
                        review_decisions.c.candidate_id.in_(chunk)
                    )
                )
            }
        return {
            c: "decided" if (c, row["input_hash"]) in decided else "open"
            for c, row in plan.review.items()
        }

    def _replace_ledger(
        self,
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
        for chunk in _chunks(sorted({*gone, *(c for c in replace if c in existing)})):
            conn.execute(
                sa.delete(table).where(
                    table.c.partition == partition, table.c.candidate_id.in_(chunk)
                )
            )
        for chunk in _chunks(replace):
            conn.execute(sa.insert(table), [rows[c] for c in chunk])

    def _refresh_documents(
        self, conn: sa.Connection, doc_ids: list[str], now: datetime
    ) -> tuple[int, set[str]]:
        """Current revision = the one the latest partition holds; evidence status follows.

        Returns how many evidence rows became superseded and the edges whose evidence changed.
        """
        superseded = 0
        edges: set[str] = set()
        pd, ev, docs = partition_documents, evidence_table, documents_table
        for chunk in _chunks(doc_ids):
            held: dict[str, tuple[str, str]] = {}
            for r in conn.execute(
                sa.select(pd.c.doc_id, pd.c.partition, pd.c.content_hash).where(
                    pd.c.doc_id.in_(chunk)
                )
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
                        sa.select(document_revisions.c.text).where(
                            document_revisions.c.doc_id == doc_id,
                            document_revisions.c.content_hash == current,
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
                        conn.execute(
                            sa.update(docs).where(docs.c.doc_id == doc_id).values(**values)
                        )
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

    def _refresh_edges(self, conn: sa.Connection, edge_ids: list[str]) -> None:
        """An edge is active while current evidence supports it.

        Its confidence is that of its best current evidence, or once superseded of its best
        evidence ever: a function of the evidence alone, whatever order partitions came in.
        """
        ev = evidence_table

        def best(*where: Any) -> Any:
            return (
                sa.select(sa.func.max(ev.c.confidence))
                .where(ev.c.edge_id == edges_table.c.edge_id, *where)
                .scalar_subquery()
            )

        best_current = best(ev.c.status == "current")
        for chunk in _chunks(edge_ids):
            conn.execute(
                sa.update(edges_table)
                .where(edges_table.c.edge_id.in_(chunk))
                .values(
                    status=sa.case((best_current.is_(None), "superseded"), else_="active"),
                    confidence=sa.func.coalesce(best_current, best(), edges_table.c.confidence),
                )
            )

    def _record_run(
        self, conn: sa.Connection, plan: _Plan, run_id: str, now: datetime, digest: str
    ) -> bool:
        """Keep the `runs` row of the run that last changed the partition's content."""
        old = conn.execute(
            sa.select(runs_table.c.content_digest).where(runs_table.c.partition == plan.partition)
        ).first()
        if old is not None and old.content_digest == digest:
            return False
        conn.execute(sa.delete(runs_table).where(runs_table.c.partition == plan.partition))
        conn.execute(
            sa.insert(runs_table).values(
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
    row["evidence_id"] = _id(json.dumps(row, sort_keys=True, default=str))
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
            [c, _id(json.dumps({k: v for k, v in r.items() if k != "validated_at"}, default=str))]
            for c, r in sorted(rows.items())
        ]

    payload = {
        "documents": sorted((d, doc.content_hash) for d, doc in plan.docs.items()),
        "evidence": sorted(plan.evidence),
        "rejected": ledger(plan.rejected),
        "review": ledger(plan.review),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


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
