"""The graph store's tables, and the advisory-lock namespaces that guard them.

Imported by the engine, the publisher, the review queue and the Alembic migrations alike, so none
of them imports another to learn the schema. A change to the tables below needs a new revision in
`kg_pipeline/core/store/migrations` (`test_production_store` checks they agree).
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

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


def _ledger_columns() -> list[sa.Column[Any]]:
    """The columns the rejected-edge ledger and the review queue share, in their order."""
    return [
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
    ]


rejected_table = sa.Table(
    "rejected_edges",
    metadata,
    *_ledger_columns(),
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
    *_ledger_columns(),
    sa.Column("input_hash", sa.String(64), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),  # open | decided
    sa.Column("validated_at", sa.DateTime(timezone=True), nullable=False),
    sa.Index("ix_review_doc", "doc_id"),
)
review_log = sa.Table(
    "review_decision_log",
    metadata,
    # Append-only: a decision is never updated or deleted; the latest id per
    # (candidate_id, input_hash) is the one that counts (`review.latest_decisions`).
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("candidate_id", sa.String(300), nullable=False),
    sa.Column("input_hash", sa.String(64), nullable=False),
    sa.Column("partition", sa.String(32), nullable=False),
    sa.Column("ledger", sa.String(16), nullable=False),  # queue | rejected: where it was decided
    sa.Column("decision", sa.String(16), nullable=False),  # ACCEPT | REJECT
    sa.Column("reviewer", sa.String(200), nullable=False),
    sa.Column("reason", sa.Text, nullable=False),
    sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("previous_id", sa.Integer, sa.ForeignKey("review_decision_log.id")),
    # A snapshot of what was decided on, so the export never searches the live tables. NULL only
    # on decisions migrated from 0002 whose item had already left the queue and the ledger.
    sa.Column("doc_id", sa.String(300)),
    sa.Column("doc_content_hash", sa.String(64)),
    sa.Column("subject", sa.Text),
    sa.Column("predicate", sa.Text),
    sa.Column("object", sa.Text),
    sa.Column("evidence_span", sa.Text),
    sa.Column("raw_candidate", sa.Text),
    sa.Index("ix_review_log_candidate", "candidate_id", "input_hash"),
    sa.Index("ix_review_log_partition", "partition"),
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
LOCK_PARTITION = 0x4B47_0001
LOCK_GRAPH = 0x4B47_0002
LOCK_MIGRATIONS = 0x4B47_0003
