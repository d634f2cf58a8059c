"""The demo on a PostgreSQL-backed Dagster instance (deploy/dagster.postgres.yaml), twice."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import dagster as dg
import pytest
import sqlalchemy as sa

from kg_pipeline.core.quality.summary import verbatim_failures
from kg_pipeline.core.store import GraphStore
from kg_pipeline_tests.graph.test_production_instance import (
    llm_pool_limit,
    load_instance,
    materialize_demo,
)
from kg_pipeline_tests.paths import REPO
from kg_pipeline_tests.production_support import fresh_pg_database, row_counts, snapshot

pytestmark = pytest.mark.postgres


@pytest.fixture
def pg_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """DAGSTER_PG_* for a fresh instance database, KG_DATABASE_URL for a fresh graph one."""
    with fresh_pg_database("kg_dagster") as dagster_url, fresh_pg_database("kg_graph") as graph:
        url = sa.make_url(dagster_url)
        monkeypatch.setenv("DAGSTER_PG_HOST", url.host or "127.0.0.1")
        monkeypatch.setenv("DAGSTER_PG_PORT", str(url.port or 5432))
        monkeypatch.setenv("DAGSTER_PG_USER", url.username or "postgres")
        monkeypatch.setenv("DAGSTER_PG_PASSWORD", url.password or "")
        monkeypatch.setenv("DAGSTER_PG_DB", url.database or "")
        monkeypatch.setenv("KG_DATABASE_URL", graph)
        # The PostgreSQL instance is under test; the SQLite demo test runs the model tier.
        monkeypatch.setenv("KG_USE_VERIFIER", "0")
        yield graph


def test_postgres_instance_runs_the_demo_twice_and_the_graph_does_not_change(
    pg_env: str, demo_inbox: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    instance = load_instance(
        tmp_path / "home", REPO / "deploy" / "dagster.postgres.yaml", monkeypatch
    )
    try:
        assert type(instance.run_storage).__name__ == "PostgresRunStorage"
        assert type(instance.event_log_storage).__name__ == "PostgresEventLogStorage"
        assert type(instance.schedule_storage).__name__ == "PostgresScheduleStorage"
        assert type(instance.run_coordinator).__name__ == "QueuedRunCoordinator"
        assert instance.run_retries_enabled and instance.run_retries_max_retries == 2
        assert instance.run_monitoring_enabled

        first = materialize_demo(instance, demo_inbox, tmp_path / "data")
        assert first.success
        store = GraphStore(pg_env)
        assert store.dialect == "postgresql"
        counts, content = row_counts(store), snapshot(store)
        assert counts["edge_evidence"] > 0 and counts["rejected_edges"] > 0
        assert counts["review_queue"] > 0 and counts["runs"] == 1
        assert verbatim_failures(store) == []

        second = materialize_demo(instance, demo_inbox, tmp_path / "data")
        assert second.success
        # Every table, every column: timestamps, run ids and the runs row included.
        assert row_counts(store) == counts
        assert snapshot(store) == content
        with store.engine.connect() as conn:
            run_id = conn.execute(sa.text("SELECT run_id FROM runs")).scalar_one()
        assert run_id == first.run_id  # the run that last changed the partition
        store.dispose()

        # The runs and their events are in PostgreSQL, and the `llm` pool is bounded.
        runs = instance.get_runs(dg.RunsFilter(statuses=[dg.DagsterRunStatus.SUCCESS]))
        assert {r.run_id for r in runs} == {first.run_id, second.run_id}
        event = instance.get_latest_materialization_event(dg.AssetKey("published_graph"))
        assert event is not None and event.run_id == second.run_id
        assert llm_pool_limit(instance) == 2
    finally:
        instance.dispose()
