"""Which revision each partition holds, and a content digest per published partition.

A document's current revision is the one its latest partition holds, so re-running an older
partition (a backfill) no longer rolls a corrected document back. `runs.content_digest` lets a
re-run that changes nothing leave the `runs` row as it was.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "partition_documents",
        sa.Column("partition", sa.String(32), primary_key=True),
        sa.Column("doc_id", sa.String(300), primary_key=True),
        sa.Column("content_hash", sa.String(64), nullable=False),
    )
    op.create_index("ix_partition_documents_doc", "partition_documents", ["doc_id"])
    # Best knowledge for graphs published before this revision: the current revisions, then the
    # partition where each older revision was first seen. The next publish of a partition
    # rewrites its rows exactly.
    op.execute(
        "INSERT INTO partition_documents (partition, doc_id, content_hash) "
        "SELECT partition, doc_id, content_hash FROM documents"
    )
    op.execute(
        "INSERT INTO partition_documents (partition, doc_id, content_hash) "
        "SELECT r.partition, r.doc_id, MIN(r.content_hash) FROM document_revisions r "
        "WHERE NOT EXISTS (SELECT 1 FROM partition_documents p "
        "WHERE p.partition = r.partition AND p.doc_id = r.doc_id) "
        "GROUP BY r.partition, r.doc_id"
    )
    op.add_column("runs", sa.Column("content_digest", sa.String(64)))
    op.create_index("ix_review_doc", "review_queue", ["doc_id"])


def downgrade() -> None:
    op.drop_index("ix_review_doc", table_name="review_queue")
    with op.batch_alter_table("runs") as batch:
        batch.drop_column("content_digest")
    op.drop_index("ix_partition_documents_doc", table_name="partition_documents")
    op.drop_table("partition_documents")
