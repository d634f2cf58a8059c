"""`GraphStore`, the one object callers hold: a database plus its schema, publishing and review."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kg_pipeline.core.models import Decision, Document, Verdict
from kg_pipeline.core.store import publish, review
from kg_pipeline.core.store.engine import Database
from kg_pipeline.core.store.migrations import upgrade_to_head
from kg_pipeline.core.store.publish import PublishResult


class GraphStore(Database):
    def create_schema(self) -> None:
        """Bring the schema to the newest Alembic revision (a no-op check when it is there)."""
        upgrade_to_head(self)

    def reviewer_decisions(self) -> dict[tuple[str, str], dict[str, Any]]:
        return review.reviewer_decisions(self)

    def record_review(
        self, candidate_id: str, decision: Decision, reviewer: str, reason: str
    ) -> dict[str, Any]:
        """Record a person's decision on an open review item; the next publication honours it."""
        return review.record_review(self, candidate_id, decision, reviewer, reason)

    def publish_partition(
        self,
        partition: str,
        documents: Iterable[Document],
        verdicts: Iterable[Verdict],
        run_id: str = "",
    ) -> PublishResult:
        """Make the partition hold exactly these documents and verdicts, in one transaction."""
        return publish.publish_partition(self, partition, documents, verdicts, run_id)
