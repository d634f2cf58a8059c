"""The Dagster instance configurations, loaded as the webserver and daemon load them, running the
demo partition: the local SQLite default and the production one on dagster-postgres, with the
graph itself on PostgreSQL through KG_DATABASE_URL.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import dagster as dg
import pytest

from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.publishing.assets import published_graph
from kg_pipeline.defs.validation.assets import validation
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings
from kg_pipeline_tests.paths import REPO

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
