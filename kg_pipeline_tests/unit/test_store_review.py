"""The append-only decision log against a real SQLite file (and PostgreSQL: see
kg_pipeline_tests/postgres/test_store_review_postgres.py, which runs these same tests there)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command

from kg_pipeline.core.models import Candidate, Decision, Document
from kg_pipeline.core.store import (
    GraphStore,
    ReviewError,
    UnknownItem,
    apply_review_decisions,
    review_counts,
    review_log,
)
from kg_pipeline.core.store.migrations import alembic_config, current_revisions, head_revisions
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary

VOCAB = parse_vocabulary({"p": {"label": "acquired", "template": "{s} acquired {o}"}})
P = "2024-06-11"
DOC = Document(
    doc_id="d",
    text="Aster may acquire Beacon. Aster acquired Cobalt. Aster bought shares of Dune, "
    "people said. Nothing about Zeta here.",
)
CANDIDATES = {"maybe": "Beacon", "sure": "Cobalt", "weak": "Dune", "ghost": "Nowhere"}


def validate() -> list:
    cands = [
        Candidate(candidate_id=cid, doc_id="d", subject="Aster", predicate="acquired", object=o)
        for cid, o in CANDIDATES.items()
    ]
    return Validator(VOCAB).validate([DOC], cands)


def run_partition(store: GraphStore) -> dict[str, Decision]:
    """What a scheduled run does: validate, honour the decisions, publish."""
    verdicts = apply_review_decisions(validate(), store.reviewer_decisions())
    store.publish_partition(P, [DOC], verdicts)
    return {v.candidate_id: v.decision for v in verdicts}


@pytest.fixture
def url(tmp_path: Path) -> Iterator[str]:
    yield f"sqlite:///{tmp_path / 'g.sqlite'}"


@pytest.fixture
def store(url: str) -> Iterator[GraphStore]:
    s = GraphStore(url)
    s.create_schema()
    yield s
    s.dispose()


def published(store: GraphStore) -> set[str]:
    with store.engine.connect() as conn:
        return set(conn.execute(sa.text("SELECT candidate_id FROM edge_evidence")).scalars())


def test_decisions_append_and_the_latest_counts(store: GraphStore) -> None:
    first = run_partition(store)
    assert first == {
        "maybe": Decision.REVIEW,
        "sure": Decision.ACCEPT,
        "weak": Decision.REVIEW,
        "ghost": Decision.REJECT,
    }
    assert review_counts(store, P).model_dump() == {
        "queued": 2, "open": 2, "pending": 0, "overturns_pending": 0,
    }  # fmt: skip
    one = store.record_review("maybe", Decision.REJECT, "bo", "a plan, not a deal")
    assert one.previous is None and one.recorded.partition == P
    two = store.record_review("maybe", Decision.ACCEPT, "ana", "the filing confirms it")
    assert two.previous is not None and two.previous.id == one.recorded.id
    assert two.previous.decision == Decision.REJECT and two.previous.reviewer == "bo"
    assert two.recorded.previous_id == one.recorded.id
    history = store.decision_history("maybe")
    assert [(d.decision, d.reviewer, d.reason) for d in history] == [
        (Decision.REJECT, "bo", "a plan, not a deal"),
        (Decision.ACCEPT, "ana", "the filing confirms it"),
    ]
    with store.engine.connect() as conn:
        snap = conn.execute(sa.select(review_log).where(review_log.c.id == two.recorded.id)).one()
    assert snap.doc_id == "d" and snap.doc_content_hash == DOC.content_hash
    assert json.loads(snap.raw_candidate)["object"] == "Beacon" and snap.ledger == "queue"
    assert review_counts(store, P).pending == 1 and review_counts(store, P).open == 1

    assert run_partition(store)["maybe"] == Decision.ACCEPT  # ana's ACCEPT, not bo's REJECT
    assert "maybe" in published(store)
    assert review_counts(store, P).model_dump() == {
        "queued": 1, "open": 1, "pending": 0, "overturns_pending": 0,
    }  # fmt: skip
    with pytest.raises(UnknownItem, match="not in the review queue"):
        store.record_review("nope", Decision.ACCEPT, "ana", "x")
    with pytest.raises(ReviewError, match="reason"):
        store.record_review("weak", Decision.REJECT, "ana", "  ")


def test_an_accept_the_store_cannot_publish_is_refused(store: GraphStore) -> None:
    """The old bug: an ACCEPT without an evidence span was recorded and stayed pending."""
    doc = Document(doc_id="n", text="Aster is a firm. Beacon is a shop.")
    verdict = validate()[0].model_copy(
        update={
            "candidate_id": "bare",
            "doc_id": "n",
            "evidence_span": None,
            "evidence_start": None,
            "evidence_end": None,
            "input_hash": "bare-hash",
            "doc_content_hash": doc.content_hash,
        }
    )
    store.publish_partition(P, [doc], [verdict])
    with pytest.raises(ReviewError, match="no evidence span"):
        store.record_review("bare", Decision.ACCEPT, "ana", "I know it")
    with store.engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(review_log)).scalar() == 0
    store.record_review("bare", Decision.REJECT, "ana", "not stated")
    assert review_counts(store, P).pending == 1


def test_an_overturned_rejection_is_published_and_an_unresolved_one_refused(
    store: GraphStore,
) -> None:
    # `weak` rejected by a reviewer lands in the ledger; the overturn brings it back.
    run_partition(store)
    store.record_review("weak", Decision.REJECT, "bo", "shares are not the company")
    assert run_partition(store)["weak"] == Decision.REJECT
    with store.engine.connect() as conn:
        reasons = conn.execute(
            sa.text("SELECT reasons FROM rejected_edges WHERE candidate_id = 'weak'")
        ).scalar_one()
    assert "REVIEWER_REJECTED" in json.loads(reasons)
    outcome = store.overturn_rejection(P, "weak", "ana", "a majority stake, per the filing")
    assert outcome.previous is not None and outcome.previous.decision == Decision.REJECT
    assert outcome.recorded.ledger.value == "rejected"
    assert review_counts(store, P).overturns_pending == 1
    decided = run_partition(store)
    assert decided["weak"] == Decision.ACCEPT and "weak" in published(store)
    assert review_counts(store, P).overturns_pending == 0

    with pytest.raises(ReviewError, match="no evidence span|endpoint"):
        store.overturn_rejection(P, "ghost", "ana", "trust me")
    with pytest.raises(UnknownItem):
        store.overturn_rejection(P, "sure", "ana", "already published")


def test_a_decision_applies_to_its_input_only(store: GraphStore) -> None:
    run_partition(store)
    store.record_review("maybe", Decision.ACCEPT, "ana", "confirmed")
    edited = [
        v.model_copy(update={"input_hash": "edited"}) if v.candidate_id == "maybe" else v
        for v in validate()
    ]
    again = apply_review_decisions(edited, store.reviewer_decisions())
    assert {v.candidate_id: v.decision for v in again}["maybe"] == Decision.REVIEW


def test_upgrade_from_0002_keeps_the_decisions(url: str) -> None:
    """A store at 0002 with decisions (queue, overturn, already published) upgrades to 0003."""
    store = GraphStore(url)
    store.create_schema()
    verdicts = validate()
    store.publish_partition(P, [DOC], verdicts)
    with store.write_transaction() as conn:
        command.downgrade(alembic_config(conn), "0002")  # the graph as 0002 held it
    by_id = {v.candidate_id: v for v in verdicts}
    when = datetime(2024, 6, 12, 9, 30, tzinfo=UTC)
    old = sa.table(
        "review_decisions",
        *map(sa.column, ("candidate_id", "input_hash", "decision", "reviewer", "reason")),
        sa.column("decided_at", sa.DateTime(timezone=True)),
    )
    with store.write_transaction() as conn:
        conn.execute(
            sa.insert(old),
            [
                {"candidate_id": "maybe", "input_hash": by_id["maybe"].input_hash,
                 "decision": "ACCEPT", "reviewer": "ana", "reason": "filing", "decided_at": when},
                {"candidate_id": "ghost", "input_hash": by_id["ghost"].input_hash,
                 "decision": "ACCEPT", "reviewer": "bo", "reason": "overturn", "decided_at": when},
                {"candidate_id": "sure", "input_hash": by_id["sure"].input_hash,
                 "decision": "ACCEPT", "reviewer": "cy", "reason": "gone", "decided_at": when},
            ],
        )  # fmt: skip
    store.create_schema()
    with store.engine.connect() as conn:
        assert current_revisions(conn) == head_revisions() == {"0003"}
        assert not sa.inspect(conn).has_table("review_decisions")
        rows = {r.candidate_id: r for r in conn.execute(sa.select(review_log))}
    assert set(rows) == {"maybe", "ghost", "sure"}
    assert rows["maybe"].ledger == "queue" and rows["maybe"].reviewer == "ana"
    assert json.loads(rows["maybe"].raw_candidate)["object"] == "Beacon"
    assert rows["maybe"].doc_content_hash == DOC.content_hash
    assert rows["ghost"].ledger == "rejected"  # an overturn made on the desk before 0003
    assert rows["sure"].partition == P and rows["sure"].raw_candidate is None  # published
    stamp = rows["maybe"].decided_at
    assert (stamp if stamp.tzinfo else stamp.replace(tzinfo=UTC)) == when
    assert store.reviewer_decisions()[("maybe", by_id["maybe"].input_hash)]["decision"] == (
        "ACCEPT"
    )
    assert run_partition(store)["maybe"] == Decision.ACCEPT
    # And back: the latest decision per input survives a downgrade.
    with store.write_transaction() as conn:
        command.downgrade(alembic_config(conn), "0002")
    with store.engine.connect() as conn:
        back = conn.execute(sa.text("SELECT candidate_id, reviewer FROM review_decisions")).all()
    assert sorted(map(tuple, back)) == [("ghost", "bo"), ("maybe", "ana"), ("sure", "cy")]
    store.dispose()
