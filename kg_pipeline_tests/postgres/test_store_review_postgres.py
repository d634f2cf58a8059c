"""The decision log's tests on PostgreSQL: the same functions as the SQLite ones, each in a
database of its own on the server `KG_TEST_PG_URL` points at (marker `postgres`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kg_pipeline_tests.production_support import fresh_pg_database
from kg_pipeline_tests.unit.test_store_review import (  # noqa: F401 - collected here too
    store,
    test_a_decision_applies_to_its_input_only,
    test_an_accept_the_store_cannot_publish_is_refused,
    test_an_overturned_rejection_is_published_and_an_unresolved_one_refused,
    test_decisions_append_and_the_latest_counts,
    test_upgrade_from_0002_keeps_the_decisions,
)

pytestmark = pytest.mark.postgres


@pytest.fixture
def url() -> Iterator[str]:
    with fresh_pg_database("kg_review_log") as pg:
        yield pg
