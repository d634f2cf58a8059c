"""`published_edges_have_no_dangling_or_duplicate`, on a store written by the real publisher."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import dagster as dg
import pytest
import sqlalchemy as sa

from kg_pipeline.core.inputs.inbox import read_partition_candidates, read_partition_documents
from kg_pipeline.core.models import Decision, Document, Verdict
from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline.core.store import GraphStore, edges_table, evidence_table
from kg_pipeline.core.validation.validator import validate_candidates
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.publishing.checks import check_graph_integrity


@pytest.fixture(scope="module")
def decided() -> tuple[list[Document], list[Verdict]]:
    folder = DEMO_INBOX / DEMO_PARTITION
    docs = read_partition_documents(folder)
    verdicts = validate_candidates(
        docs, read_partition_candidates(folder), load_vocabulary(DEMO_VOCABULARY)
    )
    assert any(v.decision == Decision.ACCEPT for v in verdicts)
    return docs, verdicts


@pytest.fixture
def store(tmp_path: Path, decided: tuple[list[Document], list[Verdict]]) -> GraphStore:
    """The demo partition published by the real publisher into a fresh SQLite file."""
    store = GraphStore(f"sqlite:///{tmp_path / 'graph.sqlite'}")
    store.create_schema()
    store.publish_partition(DEMO_PARTITION, *decided, run_id="r")
    return store


@contextmanager
def unguarded(store: GraphStore) -> Iterator[sqlite3.Connection]:
    """A plain sqlite3 connection (foreign keys off), the way a buggy writer could corrupt it."""
    path = store.engine.url.database
    assert path
    conn = sqlite3.connect(path)
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()


def _one_edge(store: GraphStore) -> dict:
    with store.engine.connect() as conn:
        return dict(
            conn.execute(sa.select(edges_table).where(edges_table.c.status == "active"))
            .mappings()
            .first()
            or {}
        )


def test_a_freshly_published_graph_passes(store: GraphStore) -> None:
    result = check_graph_integrity(store.engine)
    assert result.passed and result.severity == dg.AssetCheckSeverity.ERROR
    assert result.metadata["duplicate_edges"].value == 0


def test_an_edge_whose_node_is_gone_is_dangling(store: GraphStore) -> None:
    edge = _one_edge(store)
    with unguarded(store) as conn:
        conn.execute("DELETE FROM nodes WHERE entity_id = ?", (edge["object_id"],))
    result = check_graph_integrity(store.engine)
    assert not result.passed
    assert result.metadata["edges_missing_a_node"].value >= 1
    assert edge["edge_id"] in result.metadata["problems"].value


def test_an_active_edge_without_evidence_and_evidence_without_an_edge_are_dangling(
    store: GraphStore,
) -> None:
    edge = _one_edge(store)
    with unguarded(store) as conn:
        conn.execute(
            "UPDATE edge_evidence SET edge_id = 'no-such-edge' WHERE edge_id = ?",
            (edge["edge_id"],),
        )
    result = check_graph_integrity(store.engine)
    assert not result.passed
    assert result.metadata["active_edges_without_current_evidence"].value == 1
    assert result.metadata["current_evidence_without_active_edge"].value >= 1


def test_the_same_triple_under_two_labels_of_one_predicate_is_a_duplicate(
    store: GraphStore,
) -> None:
    edge = _one_edge(store)
    twin = {**edge, "edge_id": "twin", "predicate": edge["predicate"] + " (synonym)"}
    with store.engine.begin() as conn:
        conn.execute(sa.insert(edges_table).values(**twin))
        evidence = (
            conn.execute(
                sa.select(evidence_table).where(evidence_table.c.edge_id == edge["edge_id"])
            )
            .mappings()
            .first()
        )
        assert evidence is not None
        conn.execute(
            sa.insert(evidence_table).values(
                {**evidence, "evidence_id": "twin-ev", "edge_id": "twin", "candidate_id": "x"}
            )
        )
    result = check_graph_integrity(store.engine)
    assert not result.passed and result.metadata["duplicate_edges"].value == 1


def test_one_candidate_published_twice_in_a_partition_is_a_duplicate(store: GraphStore) -> None:
    edge = _one_edge(store)
    with store.engine.begin() as conn:
        evidence = (
            conn.execute(
                sa.select(evidence_table).where(evidence_table.c.edge_id == edge["edge_id"])
            )
            .mappings()
            .first()
        )
        assert evidence is not None
        conn.execute(sa.insert(evidence_table).values({**evidence, "evidence_id": "again"}))
    result = check_graph_integrity(store.engine)
    assert not result.passed and result.metadata["duplicate_evidence"].value == 1
