"""Helpers shared by the production tests: private PostgreSQL databases, graph snapshots, and a
synthetic partition large enough that publishing it takes a while.

Each test that needs PostgreSQL gets its own database on the server `make test` starts
(KG_TEST_PG_URL), so these tests never touch `kg_test` and can run beside other suites.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import pytest
import sqlalchemy as sa

from kg_pipeline.core.models import Decision, Document, Modality, Polarity, Reason, Verdict
from kg_pipeline.core.store import GraphStore, metadata, normalize_database_url

VOLATILE_COLUMNS = {
    "updated_at",
    "first_seen",
    "first_published",
    "published_at",
    "validated_at",
    "decided_at",
    "run_id",
}
"""Columns that name a time or a run: equal content, different wall clock."""


def pg_base_url() -> str:
    url = os.environ.get("KG_TEST_PG_URL")
    if not url:
        pytest.skip("KG_TEST_PG_URL not set (make test starts PostgreSQL and sets it)")
    return normalize_database_url(url)


@contextmanager
def fresh_pg_database(prefix: str) -> Iterator[str]:
    """A new, empty database on the test server, dropped afterwards."""
    base = sa.make_url(pg_base_url())
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    admin = sa.create_engine(base.set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def snapshot(store: GraphStore, *, stable_only: bool = False) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, sorted; `stable_only` drops times and run ids."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    with store.engine.connect() as conn:
        for table in [
            *metadata.sorted_tables,
            sa.table("alembic_version", sa.column("version_num")),
        ]:
            rows = conn.execute(sa.select(table)).mappings().all()
            out[table.name] = sorted(
                tuple(
                    (k, str(v))
                    for k, v in sorted(r.items())
                    if not (stable_only and k in VOLATILE_COLUMNS)
                )
                for r in rows
            )
    return out


def row_counts(store: GraphStore) -> dict[str, int]:
    with store.engine.connect() as conn:
        return {
            t.name: conn.execute(sa.select(sa.func.count()).select_from(t)).scalar_one()
            for t in metadata.sorted_tables
        }


def synthetic_partition(
    partition: str, n_docs: int, per_doc: int, revision: int = 0, entities: int = 400
) -> tuple[list[Document], list[Verdict]]:
    """Documents with `per_doc` sentences each and one verdict per sentence.

    Sentence k of document d states `E<a> acquired E<b>`; entities repeat across documents and
    partitions (so partitions share nodes and edges) and every accepted span is verbatim at its
    offsets. Seven in ten verdicts are accepted, two rejected, one sent to review.
    """
    docs: list[Document] = []
    verdicts: list[Verdict] = []
    when = datetime(2024, 6, 1, tzinfo=UTC)
    for d in range(n_docs):
        sentences = []
        for k in range(per_doc):
            a, b = (d * 7 + k) % entities, (d * 13 + k * 3 + 1) % entities
            sentences.append(f"Company E{a} acquired company E{b} (r{revision}).")
        text = " ".join(sentences)
        doc = Document(doc_id=f"doc-{d:04d}", text=text)
        docs.append(doc)
        offset = 0
        for k, sentence in enumerate(sentences):
            a, b = (d * 7 + k) % entities, (d * 13 + k * 3 + 1) % entities
            start = text.index(sentence, offset)
            offset = start + len(sentence)
            kind = k % 10
            decision = (
                Decision.ACCEPT if kind < 7 else Decision.REJECT if kind < 9 else Decision.REVIEW
            )
            verdicts.append(
                Verdict(
                    candidate_id=f"{partition}-{d:04d}-{k:05d}",
                    doc_id=doc.doc_id,
                    subject=f"E{a}",
                    predicate="acquired",
                    object=f"E{b}",
                    predicate_id="P127",
                    subject_type="ORG",
                    object_type="ORG",
                    subject_entity_id=f"ORG:e{a}",
                    object_entity_id=f"ORG:e{b}",
                    decision=decision,
                    reasons=[]
                    if decision == Decision.ACCEPT
                    else [Reason.NEGATED]
                    if decision == Decision.REJECT
                    else [Reason.SPECULATIVE],
                    confidence=0.5 + (k % 50) / 100,
                    evidence_span=sentence,
                    evidence_start=start,
                    evidence_end=start + len(sentence),
                    evidence_match="exact",
                    polarity=Polarity.POSITIVE,
                    modality=Modality.ASSERTED,
                    validator_version="test",
                    input_hash=f"h-{d}-{k}-{revision}",
                    doc_content_hash=doc.content_hash,
                    validated_at=when,
                    raw_candidate={"n": k},
                )
            )
    return docs, verdicts
