"""The Dagster instance configurations, loaded as the webserver and daemon load them, running the
demo partition: the local SQLite default and the production one on dagster-postgres, with the
graph itself on PostgreSQL through KG_DATABASE_URL.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import dagster as dg
import pytest
import sqlalchemy as sa

from kg_pipeline.core.store import GraphStore
from kg_pipeline.core.summary import verbatim_failures
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.publishing.assets import published_graph
from kg_pipeline.defs.validation.assets import validation
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings
from kg_pipeline_tests.test_production_support import fresh_pg_database, row_counts, snapshot

REPO = Path(__file__).resolve().parents[1]
ASSETS = [source_documents, source_chunks, candidate_triples, validation, published_graph]


def materialize_demo(
    instance: dg.DagsterInstance, inbox: Path, data_dir: Path
) -> dg.ExecuteInProcessResult:
    return dg.materialize(
        ASSETS,
        partition_key=DEMO_PARTITION,
        instance=instance,
        resources={
            "settings": PipelineSettings(inbox_dir=str(inbox), data_dir=str(data_dir)),
            "graph_store": GraphStoreResource(data_dir=str(data_dir)),  # KG_DATABASE_URL
            "llm": LLMResource(),
        },
    )


def load_instance(home: Path, config: Path, monkeypatch: pytest.MonkeyPatch) -> dg.DagsterInstance:
    home.mkdir(parents=True, exist_ok=True)
    shutil.copy(config, home / "dagster.yaml")
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    return dg.DagsterInstance.from_config(str(home))


def llm_pool_limit(instance: dg.DagsterInstance) -> int:
    return instance.event_log_storage.get_concurrency_info("llm").slot_count


def test_local_sqlite_instance_runs_the_demo(
    demo_inbox: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KG_DATABASE_URL", raising=False)
    instance = load_instance(tmp_path / "home", REPO / "dagster.yaml", monkeypatch)
    try:
        assert type(instance.run_storage).__name__ == "SqliteRunStorage"
        assert type(instance.run_coordinator).__name__ == "QueuedRunCoordinator"
        assert instance.run_retries_enabled and instance.run_retries_max_retries == 1
        assert materialize_demo(instance, demo_inbox, tmp_path / "data").success
        assert (tmp_path / "home" / "history" / "runs.db").exists()
        assert (tmp_path / "data" / "graph.sqlite").exists()
        assert llm_pool_limit(instance) == 4  # pools.default_limit bounds `llm`
    finally:
        instance.dispose()


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
