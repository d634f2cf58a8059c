"""Initial graph schema: documents and revisions, nodes, edges, evidence, ledger, review queue.

The schema `metadata.create_all` produced before migrations existed; such databases are stamped
at this revision and upgraded from here.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _ledger_columns() -> list[sa.Column]:
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


def upgrade() -> None:
    op.create_table(
        "documents",
        sa.Column("doc_id", sa.String(300), primary_key=True),
        sa.Column("content_hash", sa.String(64), nullable=False),
        sa.Column("partition", sa.String(32), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "document_revisions",
        sa.Column("doc_id", sa.String(300), primary_key=True),
        sa.Column("content_hash", sa.String(64), primary_key=True),
        sa.Column("partition", sa.String(32), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("first_seen", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "nodes",
        sa.Column("entity_id", sa.String(400), primary_key=True),
        sa.Column("name", sa.String(300), nullable=False),
        sa.Column("entity_type", sa.String(64)),
        sa.Column("first_seen", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_nodes_name", "nodes", ["name"])
    op.create_table(
        "edges",
        sa.Column("edge_id", sa.String(32), primary_key=True),
        sa.Column("subject_id", sa.String(400), sa.ForeignKey("nodes.entity_id"), nullable=False),
        sa.Column("predicate", sa.String(200), nullable=False),
        sa.Column("predicate_id", sa.String(64)),
        sa.Column("object_id", sa.String(400), sa.ForeignKey("nodes.entity_id"), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("confidence", sa.Float, nullable=False),
        sa.Column("first_published", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("subject_id", "predicate", "object_id", name="uq_edges_triple"),
    )
    op.create_index("ix_edges_subject", "edges", ["subject_id"])
    op.create_index("ix_edges_object", "edges", ["object_id"])
    op.create_index("ix_edges_predicate", "edges", ["predicate"])
    op.create_table(
        "edge_evidence",
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
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_evidence_edge", "edge_evidence", ["edge_id"])
    op.create_index("ix_evidence_doc", "edge_evidence", ["doc_id"])
    op.create_index("ix_evidence_partition", "edge_evidence", ["partition"])
    op.create_table(
        "rejected_edges",
        *_ledger_columns(),
        sa.Column("model", sa.String(200)),
        sa.Column("prompt_version", sa.String(64)),
        sa.Column("validator_version", sa.String(32)),
        sa.Column("input_hash", sa.String(64), nullable=False),
        sa.Column("validated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_rejected_doc", "rejected_edges", ["doc_id"])
    op.create_table(
        "review_queue",
        *_ledger_columns(),
        sa.Column("input_hash", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("validated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "review_decisions",
        sa.Column("candidate_id", sa.String(300), primary_key=True),
        sa.Column("input_hash", sa.String(64), primary_key=True),
        sa.Column("decision", sa.String(16), nullable=False),
        sa.Column("reviewer", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "runs",
        sa.Column("partition", sa.String(32), primary_key=True),
        sa.Column("run_id", sa.String(64), nullable=False),
        sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("counts", sa.Text, nullable=False),
    )


def downgrade() -> None:
    for table in (
        "runs",
        "review_decisions",
        "review_queue",
        "rejected_edges",
        "edge_evidence",
        "edges",
        "nodes",
        "document_revisions",
        "documents",
    ):
        op.drop_table(table)
