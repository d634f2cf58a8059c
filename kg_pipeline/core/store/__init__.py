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

Reviewer decisions are an append-only log (`review_decision_log`): the latest decision per
(candidate, input hash) counts, and an ACCEPT the store could not publish is refused.

Modules, each importing only those above it: `schema` (tables, lock namespaces), `engine` (URLs,
engine, write transactions, locks), `migrations/` (Alembic; `upgrade_to_head`), `publish` (the
plan and the transaction), `review` (the decision log and what publication honours), `graph`
(`GraphStore`, which callers hold; `open_existing` for commands that only read). The names
below are re-exported so `from kg_pipeline.core.store import ...` keeps working.
"""

from kg_pipeline.core.store.engine import Database, edge_id, normalize_database_url
from kg_pipeline.core.store.graph import GraphStore, StoreNotFound, open_existing
from kg_pipeline.core.store.publish import PublishResult
from kg_pipeline.core.store.review import (
    DecidedFrom,
    LoggedDecision,
    ReviewCounts,
    ReviewError,
    ReviewOutcome,
    UnknownItem,
    apply_review_decisions,
    latest_rows,
    review_counts,
)
from kg_pipeline.core.store.schema import (
    LOCK_MIGRATIONS,
    document_revisions,
    documents_table,
    edges_table,
    evidence_table,
    metadata,
    nodes_table,
    partition_documents,
    rejected_table,
    review_log,
    review_table,
    runs_table,
)

__all__ = [
    "LOCK_MIGRATIONS",
    "Database",
    "DecidedFrom",
    "GraphStore",
    "LoggedDecision",
    "PublishResult",
    "ReviewCounts",
    "ReviewError",
    "ReviewOutcome",
    "StoreNotFound",
    "UnknownItem",
    "apply_review_decisions",
    "document_revisions",
    "documents_table",
    "edge_id",
    "edges_table",
    "evidence_table",
    "metadata",
    "nodes_table",
    "normalize_database_url",
    "open_existing",
    "partition_documents",
    "rejected_table",
    "latest_rows",
    "review_counts",
    "review_log",
    "review_table",
    "runs_table",
]
