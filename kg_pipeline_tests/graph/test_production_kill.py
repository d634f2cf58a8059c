"""SIGKILL a process in the middle of `publish_partition`, on SQLite and on PostgreSQL.

A child process publishes a large partition (9,000 verdicts) over a graph that already holds
another partition and an older revision of the same documents. A hook inside the child stops it
after a few thousand evidence rows have been written inside the transaction, tells the parent,
and waits; the parent checks the transaction is really open (PostgreSQL: `idle in transaction`
in pg_stat_activity; SQLite: the rollback journal exists), kills the child with SIGKILL, and
then checks that the graph is exactly as before, that a re-run completes the partition, and
that the result equals a clean run's, row for row (times and run ids aside).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from kg_pipeline.core.quality.summary import verbatim_failures
from kg_pipeline.core.store import GraphStore
from kg_pipeline_tests.production_support import (
    fresh_pg_database,
    snapshot,
    synthetic_partition,
)

BEFORE = "2024-06-10"
TARGET = "2024-06-11"
SIZE = {"n_docs": 30, "per_doc": 300}
PAUSE_AFTER_EVIDENCE_BATCHES = 5
APP_NAME = "kg_kill_child"


def publish_before(store: GraphStore) -> None:
    """The state the killed run must leave alone: a smaller, older revision of the corpus."""
    docs, verdicts = synthetic_partition(BEFORE, n_docs=40, per_doc=60, revision=1)
    store.publish_partition(BEFORE, docs, verdicts, run_id="before")


def publish_target(store: GraphStore, run_id: str) -> str:
    docs, verdicts = synthetic_partition(TARGET, revision=2, **SIZE)
    return store.publish_partition(TARGET, docs, verdicts, run_id=run_id).content_digest


def child(url: str, marker: str) -> None:
    """Publish TARGET, but stop inside the transaction and wait to be killed."""
    store = GraphStore(url)
    batches = 0

    def pause(conn: sa.Connection, cursor: object, statement: str, *args: object) -> None:
        nonlocal batches
        if statement.lstrip().upper().startswith("INSERT INTO EDGE_EVIDENCE"):
            batches += 1
            if batches == PAUSE_AFTER_EVIDENCE_BATCHES:
                Path(marker).write_text(json.dumps({"pid": os.getpid(), "batches": batches}))
                time.sleep(120)

    sa.event.listen(store.engine, "after_cursor_execute", pause)
    publish_target(store, run_id="killed")
    Path(marker + ".committed").write_text("the transaction committed: the test is broken")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def urls(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """A URL for the graph that gets killed, and one for the clean run."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'killed.sqlite'}", f"sqlite:///{tmp_path / 'clean.sqlite'}"
        return
    with fresh_pg_database("kg_kill") as killed, fresh_pg_database("kg_clean") as clean:
        yield f"{killed}?application_name={APP_NAME}", clean


def assert_transaction_open(url: str) -> None:
    if url.startswith("sqlite"):
        journal = Path(url.removeprefix("sqlite:///") + "-journal")
        assert journal.exists() and journal.stat().st_size > 0, "no write transaction open"
        return
    engine = sa.create_engine(url.split("?")[0])
    with engine.connect() as conn:
        states = (
            conn.execute(
                sa.text(
                    "SELECT state FROM pg_stat_activity "
                    "WHERE application_name = :app AND datname = current_database()"
                ),
                {"app": APP_NAME},
            )
            .scalars()
            .all()
        )
    engine.dispose()
    assert "idle in transaction" in states, states


def test_kill_during_publish_leaves_previous_state_and_rerun_completes(
    urls: tuple[str, str], tmp_path: Path
) -> None:
    killed_url, clean_url = urls
    store = GraphStore(killed_url)
    store.create_schema()
    publish_before(store)
    before = snapshot(store)

    marker = tmp_path / "paused.json"
    proc = subprocess.Popen(
        [sys.executable, __file__, killed_url, str(marker)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 90
        while not marker.exists():
            if proc.poll() is not None:
                raise AssertionError(f"child exited early: {proc.communicate()}")
            if time.monotonic() > deadline:
                raise AssertionError("child never reached the middle of publishing")
            time.sleep(0.05)
        time.sleep(0.2)  # let the marker's writer reach its sleep
        assert_transaction_open(killed_url)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL
    assert not Path(str(marker) + ".committed").exists()

    # Nothing of the killed transaction is visible; the previous state is intact.
    store.dispose()
    store = GraphStore(killed_url)
    assert snapshot(store) == before

    # The re-run completes the partition and equals a clean run of the same history.
    rerun_digest = publish_target(store, run_id="rerun")
    clean = GraphStore(clean_url)
    clean.create_schema()
    publish_before(clean)
    clean_digest = publish_target(clean, run_id="clean")
    assert rerun_digest == clean_digest
    assert snapshot(store, stable_only=True) == snapshot(clean, stable_only=True)
    with store.engine.connect() as conn:
        runs: dict[str, str] = dict(
            conn.execute(sa.text("SELECT partition, run_id FROM runs")).all()
        )
    assert runs == {BEFORE: "before", TARGET: "rerun"}
    assert verbatim_failures(store) == []
    store.dispose()
    clean.dispose()


if __name__ == "__main__":
    child(sys.argv[1], sys.argv[2])
