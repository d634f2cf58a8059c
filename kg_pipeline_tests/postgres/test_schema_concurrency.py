"""Several runs opening one PostgreSQL graph at once: one migrates, the others wait."""

from __future__ import annotations

import pytest

from kg_pipeline.core.store import GraphStore
from kg_pipeline.core.store.migrations import current_revisions, head_revisions
from kg_pipeline_tests.unit.test_production_store import _in_threads

pytestmark = pytest.mark.postgres


def test_concurrent_schema_creation_on_postgres(pg_url: str) -> None:
    stores = [GraphStore(pg_url) for _ in range(4)]
    _in_threads(4, lambda i: stores[i].create_schema())
    with stores[0].engine.connect() as conn:
        assert current_revisions(conn) == head_revisions()
    for s in stores:
        s.dispose()
