"""A three-day backfill with every intermediate on an S3-compatible server, steps in processes.

moto's S3 server runs on 127.0.0.1 inside the test; `KG_INTERMEDIATES_URL` points the Parquet
I/O manager at a bucket there (endpoint and credentials through `dg.EnvVar`). The daily job
runs on a real DagsterInstance (storage on PostgreSQL, in a temporary DAGSTER_HOME) with the
multiprocess executor, so each step is its own process and reads what the previous step wrote
only from the object store; the graph is on PostgreSQL. The same three days through the local
default (Parquet under the instance's storage folder) publish the same graph.
"""

from __future__ import annotations

import io
import shutil
import socket
from collections.abc import Callable, Iterator
from pathlib import Path

import boto3
import dagster as dg
import pytest
import sqlalchemy as sa
from moto.server import ThreadedMotoServer

from kg_pipeline.core.paths import DEMO_INBOX
from kg_pipeline.core.quality.parquet import read_records
from kg_pipeline.core.store import GraphStore
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline_tests.production_support import fresh_pg_database, snapshot

# Every step is a fresh process that imports Dagster and the project: slow on a loaded machine.
pytestmark = [pytest.mark.postgres, pytest.mark.timeout(2400)]

DAYS = ["2024-06-10", "2024-06-11", "2024-06-12"]
BUCKET = "kg-intermediates"


def daily_job() -> dg.JobDefinition:
    """The production code location's job, rebuilt in every step process from the
    environment (reconstructable: a module-level function)."""
    from kg_pipeline.definitions import defs

    return defs().resolve_job_def("daily_ingestion")


def daily_job_local_default() -> dg.JobDefinition:
    """The same job with the I/O manager's local default. A second function, not the first
    one again: Dagster caches a reconstructed job by its pointer, with the resources the
    environment gave it then."""
    from kg_pipeline.definitions import defs
    from kg_pipeline.resources.io_manager import ParquetIOManager

    base = defs()
    return dg.Definitions(
        assets=base.assets,
        asset_checks=base.asset_checks,
        jobs=base.jobs,
        resources={**(base.resources or {}), "io_manager": ParquetIOManager()},
    ).resolve_job_def("daily_ingestion")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def s3_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    port = _free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    for var, value in {
        "AWS_ACCESS_KEY_ID": "kg-test-key",
        "AWS_SECRET_ACCESS_KEY": "kg-test-secret",
        "AWS_REGION": "us-east-1",
    }.items():
        monkeypatch.setenv(var, value)
    boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1").create_bucket(Bucket=BUCKET)
    try:
        yield endpoint
    finally:
        server.stop()


def _instance(home: Path, storage_url: str) -> dg.DagsterInstance:
    home.mkdir(parents=True)
    (home / "dagster.yaml").write_text(
        f"storage:\n  postgres:\n    postgres_url: {storage_url}\ntelemetry:\n  enabled: false\n"
    )
    return dg.DagsterInstance.from_config(str(home))


def _backfill(
    instance: dg.DagsterInstance, executor: str, job: Callable[[], dg.JobDefinition] = daily_job
) -> list[dg.ExecuteJobResult]:
    results = []
    for day in DAYS:
        result = dg.execute_job(
            dg.reconstructable(job),
            instance=instance,
            tags={"dagster/partition": day},
            run_config={"execution": {"config": {executor: {}}}},
        )
        assert result.success, [
            e.message for e in result.all_events if e.event_type_value == "STEP_FAILURE"
        ]
        results.append(result)
    return results


def _step_pids(instance: dg.DagsterInstance, run_id: str) -> set[int]:
    return {
        r.dagster_event.pid
        for r in instance.all_logs(run_id, of_type=dg.DagsterEventType.STEP_START)
        if r.dagster_event is not None and r.dagster_event.pid is not None
    }


def test_backfill_through_s3_publishes_the_same_graph_as_local(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, s3_server: str
) -> None:
    inbox = tmp_path / "inbox"
    for day in DAYS:
        shutil.copytree(DEMO_INBOX / DEMO_PARTITION, inbox / day)
    monkeypatch.setenv("KG_INBOX_DIR", str(inbox))
    monkeypatch.setenv("KG_VALIDATION_WORKERS", "2")
    # Where intermediates live is under test, not the model: rules-only verdicts on both sides.
    monkeypatch.setenv("KG_USE_VERIFIER", "0")
    graphs: dict[str, dict[str, list[tuple[object, ...]]]] = {}
    with (
        fresh_pg_database("kg_s3_dagster") as s3_storage,
        fresh_pg_database("kg_s3_graph") as s3_graph,
        fresh_pg_database("kg_local_dagster") as local_storage,
        fresh_pg_database("kg_local_graph") as local_graph,
    ):
        # -- on the object store, one process per step ------------------------------------
        monkeypatch.setenv("KG_DATABASE_URL", s3_graph)
        monkeypatch.setenv("KG_INTERMEDIATES_URL", f"s3://{BUCKET}/kg")
        monkeypatch.setenv("KG_S3_ENDPOINT_URL", s3_server)
        home = tmp_path / "home_s3"
        monkeypatch.setenv("DAGSTER_HOME", str(home))
        with _instance(home, s3_storage) as instance:
            runs = _backfill(instance, "multiprocess")
            for result in runs:
                # every step ran in a process of its own
                steps = instance.all_logs(result.run_id, of_type=dg.DagsterEventType.STEP_SUCCESS)
                assert len(_step_pids(instance, result.run_id)) == len(steps) > 3
        assert not (home / "storage").exists() or not any((home / "storage").rglob("*.parquet"))
        s3 = boto3.client("s3", endpoint_url=s3_server, region_name="us-east-1")
        keys = {o["Key"] for o in s3.list_objects_v2(Bucket=BUCKET)["Contents"]}
        for day in DAYS:
            for asset in (
                "source_documents",
                "source_chunks",
                "candidate_triples",
                "pruned_triples",
                "rejected_edges",
                "review_queue",
            ):
                assert f"kg/{asset}/{day}.parquet" in keys, (asset, day, sorted(keys))
        body = s3.get_object(Bucket=BUCKET, Key=f"kg/rejected_edges/{DAYS[0]}.parquet")["Body"]
        rejected = read_records(io.BytesIO(body.read()))  # a boto body cannot seek
        assert rejected and all(v.decision == "REJECT" for v in rejected)  # type: ignore[attr-defined]
        store = GraphStore(s3_graph)
        try:
            graphs["s3"] = snapshot(store, stable_only=True)
        finally:
            store.dispose()

        # -- the local default: Parquet under the instance's storage folder ---------------
        monkeypatch.delenv("KG_INTERMEDIATES_URL")
        monkeypatch.delenv("KG_S3_ENDPOINT_URL")
        monkeypatch.setenv("KG_DATABASE_URL", local_graph)
        home = tmp_path / "home_local"
        monkeypatch.setenv("DAGSTER_HOME", str(home))
        with _instance(home, local_storage) as instance:
            _backfill(instance, "in_process", daily_job_local_default)
        assert (home / "storage" / "parquet" / "pruned_triples" / f"{DAYS[1]}.parquet").exists()
        store = GraphStore(local_graph)
        try:
            graphs["local"] = snapshot(store, stable_only=True)
            with store.engine.connect() as conn:
                published = conn.execute(sa.text("SELECT count(*) FROM runs")).scalar_one()
        finally:
            store.dispose()
    assert published == len(DAYS)
    assert graphs["s3"]["edges"], "the demo partition publishes edges"
    assert graphs["s3"] == graphs["local"]
