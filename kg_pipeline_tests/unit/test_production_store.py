"""The graph store in production: Alembic-managed schema and concurrent publishers.

Every PostgreSQL test runs in a database of its own on the server `make test` starts.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from kg_pipeline.core.quality.summary import verbatim_failures
from kg_pipeline.core.store import GraphStore, metadata
from kg_pipeline.core.store.migrations import alembic_config, current_revisions, head_revisions
from kg_pipeline_tests.paths import REPO
from kg_pipeline_tests.production_support import (
    fresh_pg_database,
    row_counts,
    snapshot,
    synthetic_partition,
)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'graph.sqlite'}"
        return
    with fresh_pg_database("kg_store") as pg:
        yield pg


def test_migrations_build_exactly_the_declared_tables(url: str) -> None:
    store = GraphStore(url)
    store.create_schema()
    with store.engine.connect() as conn:
        assert current_revisions(conn) == head_revisions() == {"0003"}
        assert compare_metadata(MigrationContext.configure(conn), metadata) == []
        indexes = {
            table: {ix["name"] for ix in sa.inspect(conn).get_indexes(table)}
            for table in ("nodes", "edges", "edge_evidence", "rejected_edges", "review_queue")
        }
    assert {"ix_edges_subject", "ix_edges_object", "ix_edges_predicate"} <= indexes["edges"]
    assert {"ix_evidence_edge", "ix_evidence_doc", "ix_evidence_partition"} <= indexes[
        "edge_evidence"
    ]
    assert "ix_nodes_name" in indexes["nodes"]
    assert "ix_rejected_doc" in indexes["rejected_edges"]

    # At head, create_schema (run whenever a run opens the store) only reads the version.
    statements: list[str] = []
    sa.event.listen(
        store.engine, "before_cursor_execute", lambda *a: statements.append(a[2]), named=False
    )
    store.create_schema()
    writes = ("CREATE", "ALTER", "DROP", "INSERT", "UPDATE", "DELETE")
    assert statements and not [s for s in statements if s.lstrip().upper().startswith(writes)]
    assert len(statements) <= 4, statements
    store.dispose()


def test_downgrade_to_base_and_back(url: str) -> None:
    store = GraphStore(url)
    store.create_schema()
    with store.write_transaction() as conn:
        command.downgrade(alembic_config(conn), "base")
    with store.engine.connect() as conn:
        assert set(sa.inspect(conn).get_table_names()) <= {"alembic_version"}
    store.create_schema()
    docs, verdicts = synthetic_partition("2024-06-11", n_docs=2, per_doc=10)
    store.publish_partition("2024-06-11", docs, verdicts)
    assert verbatim_failures(store) == []
    store.dispose()


def test_a_graph_made_before_migrations_is_adopted(url: str) -> None:
    """`metadata.create_all` of the first schema (no alembic_version) upgrades in place."""
    store = GraphStore(url)
    with store.write_transaction() as conn:
        command.upgrade(alembic_config(conn), "0001")
        conn.execute(sa.text("DROP TABLE alembic_version"))
        conn.execute(
            sa.text(
                "INSERT INTO documents (doc_id, content_hash, partition, text, updated_at) "
                "VALUES ('d', 'h', '2024-06-01', 'x', :t)"
            ),
            {"t": datetime(2024, 6, 1, tzinfo=UTC)},
        )
    store.create_schema()
    with store.engine.connect() as conn:
        assert current_revisions(conn) == head_revisions()
        held = conn.execute(sa.text("SELECT partition, doc_id FROM partition_documents")).all()
    assert [tuple(r) for r in held] == [("2024-06-01", "d")]
    store.dispose()


def test_the_alembic_command_line_migrates_kg_database_url(tmp_path: Path) -> None:
    db = tmp_path / "cli.sqlite"
    env = {**os.environ, "KG_DATABASE_URL": f"sqlite:///{db}"}
    ini = REPO / "kg_pipeline" / "core" / "store" / "migrations" / "alembic.ini"
    alembic = [sys.executable, "-m", "alembic", "-c", str(ini)]
    subprocess.run([*alembic, "upgrade", "head"], env=env, check=True, capture_output=True)
    out = subprocess.run(
        [*alembic, "current"], env=env, check=True, capture_output=True, text=True
    ).stdout
    assert "0003 (head)" in out


def _in_threads(n: int, fn: Callable[[int], Any]) -> None:
    """Run fn(0..n-1) in threads released at the same moment; re-raise the first error."""
    barrier = threading.Barrier(n)
    errors: list[BaseException] = []

    def run(i: int) -> None:
        try:
            barrier.wait()
            fn(i)
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    if errors:
        raise errors[0]


PARTITIONS = ["2024-06-01", "2024-06-02", "2024-06-03", "2024-06-04"]


def _partition(i: int) -> tuple[str, list[Any], list[Any]]:
    """Same documents and entities in every partition, a new revision each day."""
    key = PARTITIONS[i % len(PARTITIONS)]
    docs, verdicts = synthetic_partition(
        key, n_docs=12, per_doc=80, revision=i % len(PARTITIONS), entities=60
    )
    return key, docs, verdicts


def test_concurrent_publishes_equal_publishing_one_by_one(url: str, tmp_path: Path) -> None:
    """Partitions sharing documents, nodes and edges, published at once (and one of them twice
    at once): no deadlock, no duplicate, and the same graph as publishing them in order.

    PostgreSQL runs the partition-local work concurrently; SQLite queues the writers."""
    stores = [GraphStore(url) for _ in range(len(PARTITIONS) + 1)]
    stores[0].create_schema()
    # An earlier day already holds every node and edge, as in steady state: the publishers do
    # not queue behind each other's new nodes and really overlap.
    warm_up = synthetic_partition("2024-05-31", n_docs=12, per_doc=80, revision=99, entities=60)
    stores[0].publish_partition("2024-05-31", *warm_up, run_id="warm-up")
    plans = [_partition(i) for i in range(len(PARTITIONS))]
    plans.append(plans[2])  # the same partition twice, concurrently
    _in_threads(len(plans), lambda i: stores[i].publish_partition(*plans[i], run_id=f"t{i}"))
    concurrent = snapshot(stores[0], stable_only=True)
    counts = row_counts(stores[0])
    for s in stores:
        s.dispose()
    # Every day holds a new revision of each document: only the last day's evidence is current.
    assert counts["documents"] == 12
    assert counts["partition_documents"] == 12 * (len(PARTITIONS) + 1)

    with contextlib.ExitStack() as stack:
        if url.startswith("sqlite"):
            seq_url = f"sqlite:///{tmp_path / 'sequential.sqlite'}"
        else:
            seq_url = stack.enter_context(fresh_pg_database("kg_seq"))
        seq = GraphStore(seq_url)
        seq.create_schema()
        seq.publish_partition("2024-05-31", *warm_up, run_id="warm-up")
        for key, docs, verdicts in plans[: len(PARTITIONS)]:
            seq.publish_partition(key, docs, verdicts, run_id="sequential")
        assert snapshot(seq, stable_only=True) == concurrent
        assert verbatim_failures(seq) == []
        seq.dispose()
