"""`GraphStore`, the one object callers hold: a database plus its schema, publishing and review."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.models import Decision, Document, Verdict
from kg_pipeline.core.store import publish, review
from kg_pipeline.core.store.engine import Database, normalize_database_url
from kg_pipeline.core.store.migrations import upgrade_to_head
from kg_pipeline.core.store.publish import PublishResult
from kg_pipeline.core.store.review import LoggedDecision, ReviewOutcome


class GraphStore(Database):
    def create_schema(self) -> None:
        """Bring the schema to the newest Alembic revision (a no-op check when it is there)."""
        upgrade_to_head(self)

    def reviewer_decisions(self) -> dict[tuple[str, str], dict[str, Any]]:
        """The latest decision per (candidate id, input hash): what publication honours."""
        return review.reviewer_decisions(self)

    def record_review(
        self,
        candidate_id: str,
        decision: Decision,
        reviewer: str,
        reason: str,
        partition: str | None = None,
    ) -> ReviewOutcome:
        """Append a decision on a review-queue item; returns it and the one it follows."""
        return review.record_review(self, candidate_id, decision, reviewer, reason, partition)

    def overturn_rejection(
        self, partition: str, candidate_id: str, reviewer: str, reason: str
    ) -> ReviewOutcome:
        """Append an ACCEPT on a rejected edge; the next publication publishes it."""
        return review.overturn_rejection(self, partition, candidate_id, reviewer, reason)

    def decision_history(
        self, candidate_id: str, input_hash: str | None = None
    ) -> list[LoggedDecision]:
        return review.decision_history(self, candidate_id, input_hash)

    def publish_partition(
        self,
        partition: str,
        documents: Iterable[Document],
        verdicts: Iterable[Verdict],
        run_id: str = "",
    ) -> PublishResult:
        """Make the partition hold exactly these documents and verdicts, in one transaction."""
        return publish.publish_partition(self, partition, documents, verdicts, run_id)


class StoreNotFound(KgPipelineError, FileNotFoundError):
    """A command that only reads was pointed at a graph store that does not exist."""


def open_existing(url: str) -> GraphStore:
    """The store at `url` for a command that reads: never created as a side effect.

    A missing SQLite file, a file that holds no graph, or a server that refuses the connection
    is a `StoreNotFound` naming where it looked; an existing graph at an older schema revision
    is migrated (what any pipeline run would do first).
    """
    url = normalize_database_url(url)
    shown = sa.make_url(url).render_as_string(hide_password=True)
    if url.startswith("sqlite"):
        path = sa.make_url(url).database
        if not path or path == ":memory:" or not Path(path).is_file():
            raise StoreNotFound(
                f"no graph store at {path or url}: run the pipeline first (`make demo`), or "
                "point --database-url / KG_DATABASE_URL / --data-dir at an existing one"
            )
    store = GraphStore(url)
    try:
        with store.engine.connect() as conn:
            tables = set(sa.inspect(conn).get_table_names())
    except sa.exc.OperationalError as exc:
        store.dispose()
        raise StoreNotFound(f"cannot open the graph store {shown}: {exc.orig}") from exc
    if "runs" not in tables:
        store.dispose()
        raise StoreNotFound(f"{shown} holds no kg_pipeline graph (no `runs` table)")
    store.create_schema()
    return store
