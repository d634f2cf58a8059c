"""Publishing to a real SQLite file and a real PostgreSQL: idempotent, revision-aware."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from kg_pipeline.core.models import Candidate, Decision, Document, Reason, Verdict
from kg_pipeline.core.quality.summary import verbatim_failures
from kg_pipeline.core.store import GraphStore, apply_review_decisions
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.production_support import snapshot

VOCAB = parse_vocabulary(
    {"predicates": {"acq": {"label": "acquired", "template": "{s} acquired {o}"}}}
)


def verdicts_for(doc: Document, pairs: list[tuple[str, str, str]]):
    cands = [
        Candidate(candidate_id=cid, doc_id=doc.doc_id, subject=s, predicate="acquired", object=o)
        for cid, s, o in pairs
    ]
    return Validator(VOCAB).validate([doc], cands)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[GraphStore]:
    url = (
        f"sqlite:///{tmp_path / 'g.sqlite'}"
        if request.param == "sqlite"
        else request.getfixturevalue("pg_url")
    )
    s = GraphStore(url)
    s.create_schema()
    yield s
    s.dispose()


def counts(store: GraphStore) -> dict[str, int]:
    with store.engine.connect() as conn:
        return {
            t: conn.execute(sa.text(f"SELECT count(*) FROM {t}")).scalar_one()
            for t in ("nodes", "edges", "edge_evidence", "rejected_edges", "review_queue")
        }


def test_republishing_changes_nothing_and_revisions_supersede(store: GraphStore) -> None:
    v1 = Document(doc_id="news", text="Aster acquired Beacon. Aster acquired Cobalt.")
    first = verdicts_for(
        v1, [("c1", "Aster", "Beacon"), ("c2", "Aster", "Cobalt"), ("c3", "Aster", "Nowhere Ltd")]
    )
    assert [v.decision for v in first] == [Decision.ACCEPT, Decision.ACCEPT, Decision.REJECT]
    store.publish_partition("2024-06-11", [v1], first)
    before = counts(store)
    assert before["edges"] == 2 and before["rejected_edges"] == 1
    result = store.publish_partition("2024-06-11", [v1], first)
    assert counts(store) == before
    assert result.inserted_evidence == 0 and result.removed_evidence == 0

    # A second document supports the Beacon edge too: one edge, two pieces of evidence.
    other = Document(doc_id="blog", text="Everyone knows Aster acquired Beacon.")
    store.publish_partition("2024-06-12", [other], verdicts_for(other, [("b1", "Aster", "Beacon")]))
    assert counts(store)["edges"] == 2 and counts(store)["edge_evidence"] == 3

    # A corrected revision of `news` drops Cobalt: that edge loses its only support.
    v2 = Document(doc_id="news", text="Aster acquired Beacon. Aster did not acquire Cobalt.")
    result = store.publish_partition(
        "2024-06-13", [v2], verdicts_for(v2, [("c1", "Aster", "Beacon")])
    )
    assert result.superseded_evidence == 2
    with store.engine.connect() as conn:
        status: dict[str, str] = dict(
            conn.execute(
                sa.text(
                    "SELECT n.name, e.status FROM edges e JOIN nodes n ON n.entity_id = e.object_id"
                )
            ).all()
        )
        history = conn.execute(
            sa.text("SELECT count(*) FROM edge_evidence WHERE status = 'superseded'")
        ).scalar_one()
    assert status == {"Beacon": "active", "Cobalt": "superseded"}
    assert history == 2
    assert verbatim_failures(store) == []


def test_reviewer_decision_is_honoured_on_the_next_publication(store: GraphStore) -> None:
    doc = Document(doc_id="d", text="Aster may acquire Beacon, people familiar said.")
    verdicts = verdicts_for(doc, [("r1", "Aster", "Beacon")])
    assert verdicts[0].decision == Decision.REVIEW
    store.publish_partition("2024-06-11", [doc], verdicts)
    with pytest.raises(KeyError):
        store.record_review("nope", Decision.ACCEPT, "ana", "checked the filing")
    store.record_review("r1", Decision.ACCEPT, "ana", "the filing confirms it")
    again = apply_review_decisions(
        verdicts_for(doc, [("r1", "Aster", "Beacon")]), store.reviewer_decisions()
    )
    assert again[0].decision == Decision.ACCEPT
    assert again[0].stages[-1].detail["reviewer"] == "ana"
    store.publish_partition("2024-06-11", [doc], again)
    assert counts(store)["edge_evidence"] == 1 and counts(store)["review_queue"] == 0


# -- revisions, re-runs and history, with verdicts built by hand (independent of the validator) --


def accepted(doc: Document, cid: str, subject: str, obj: str, confidence: float = 0.9) -> Verdict:
    span = f"{subject} acquired {obj}"
    start = doc.text.index(span)
    return Verdict(
        candidate_id=cid,
        doc_id=doc.doc_id,
        subject=subject,
        predicate="acquired",
        object=obj,
        subject_entity_id=f"ORG:{subject.lower()}",
        object_entity_id=f"ORG:{obj.lower()}",
        decision=Decision.ACCEPT,
        confidence=confidence,
        evidence_span=span,
        evidence_start=start,
        evidence_end=start + len(span),
        input_hash=f"{cid}:{doc.content_hash[:8]}",
        doc_content_hash=doc.content_hash,
    )


def not_accepted(doc: Document, cid: str, decision: Decision) -> Verdict:
    return Verdict(
        candidate_id=cid,
        doc_id=doc.doc_id,
        subject="Aster",
        predicate="acquired",
        object="Nowhere",
        decision=decision,
        reasons=[
            Reason.ENTITY_NOT_IN_SOURCE if decision == Decision.REJECT else Reason.SPECULATIVE
        ],
        confidence=0.1,
        input_hash=f"{cid}:{doc.content_hash[:8]}",
        doc_content_hash=doc.content_hash,
    )


NEWS_V1 = Document(doc_id="news", text="Aster acquired Beacon. Aster acquired Cobalt.")
NEWS_V2 = Document(doc_id="news", text="Aster acquired Beacon. Aster did not buy Cobalt.")


def edge_status(store: GraphStore) -> dict[str, str]:
    with store.engine.connect() as conn:
        return dict(
            conn.execute(
                sa.text(
                    "SELECT n.name, e.status FROM edges e JOIN nodes n ON n.entity_id = e.object_id"
                )
            ).all()
        )


def publish_v1(store: GraphStore, partition: str = "2024-06-11") -> None:
    store.publish_partition(
        partition,
        [NEWS_V1],
        [
            accepted(NEWS_V1, "c1", "Aster", "Beacon"),
            accepted(NEWS_V1, "c2", "Aster", "Cobalt"),
            not_accepted(NEWS_V1, "c3", Decision.REJECT),
            not_accepted(NEWS_V1, "c4", Decision.REVIEW),
        ],
        run_id="v1",
    )


def publish_v2(store: GraphStore, partition: str = "2024-06-13") -> None:
    store.publish_partition(
        partition, [NEWS_V2], [accepted(NEWS_V2, "c1", "Aster", "Beacon", 0.8)], run_id="v2"
    )


def test_rerunning_an_older_partition_does_not_roll_a_revision_back(store: GraphStore) -> None:
    publish_v1(store)
    publish_v2(store)
    after_v2 = snapshot(store)
    assert edge_status(store) == {"Beacon": "active", "Cobalt": "superseded"}
    publish_v1(store)  # a backfill re-runs the older day
    assert snapshot(store) == after_v2  # every table, times and run ids included
    with store.engine.connect() as conn:
        current = conn.execute(sa.text("SELECT content_hash FROM documents")).scalar_one()
    assert current == NEWS_V2.content_hash


def test_final_graph_does_not_depend_on_publish_order(store: GraphStore, tmp_path: Path) -> None:
    publish_v2(store)
    publish_v1(store)
    other = GraphStore(f"sqlite:///{tmp_path / 'forward.sqlite'}")
    other.create_schema()
    publish_v1(other)
    publish_v2(other)
    assert snapshot(store, stable_only=True) == snapshot(other, stable_only=True)
    other.dispose()


def test_correcting_a_document_in_place_keeps_the_old_evidence_as_history(
    store: GraphStore,
) -> None:
    publish_v1(store)
    publish_v2(store, partition="2024-06-11")  # same day, corrected file
    assert edge_status(store) == {"Beacon": "active", "Cobalt": "superseded"}
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.text("SELECT candidate_id, status FROM edge_evidence ORDER BY status, candidate_id")
        ).all()
        ledger = conn.execute(sa.text("SELECT count(*) FROM rejected_edges")).scalar_one()
    assert [tuple(r) for r in rows] == [
        ("c1", "current"),
        ("c1", "superseded"),
        ("c2", "superseded"),
    ]
    assert ledger == 0  # the corrected day no longer has that rejected candidate
    assert verbatim_failures(store) == []


def test_an_edge_keeps_the_evidence_of_every_document(store: GraphStore) -> None:
    blog = Document(doc_id="blog", text="As reported, Aster acquired Beacon in May.")
    publish_v1(store)
    store.publish_partition("2024-06-12", [blog], [accepted(blog, "b1", "Aster", "Beacon", 0.95)])
    publish_v2(store)
    with store.engine.connect() as conn:
        evidence = conn.execute(
            sa.text(
                "SELECT doc_id, status FROM edge_evidence ev JOIN nodes n ON n.entity_id = "
                "(SELECT object_id FROM edges e WHERE e.edge_id = ev.edge_id) "
                "WHERE n.name = 'Beacon' ORDER BY doc_id, status"
            )
        ).all()
        confidence = conn.execute(
            sa.text("SELECT confidence FROM edges WHERE status = 'active'")
        ).scalar_one()
    assert [tuple(r) for r in evidence] == [
        ("blog", "current"),
        ("news", "current"),
        ("news", "superseded"),
    ]
    assert confidence == pytest.approx(0.95)


def test_a_document_dropped_from_a_partition_takes_its_evidence_along(store: GraphStore) -> None:
    publish_v1(store)
    store.publish_partition("2024-06-11", [], [])
    assert edge_status(store) == {"Beacon": "superseded", "Cobalt": "superseded"}
    assert counts(store)["edge_evidence"] == 0
    assert counts(store)["rejected_edges"] == counts(store)["review_queue"] == 0


def test_a_decided_review_item_stays_decided_when_republished(store: GraphStore) -> None:
    publish_v1(store)
    store.record_review("c4", Decision.REJECT, "ana", "no such company")
    before = snapshot(store)
    publish_v1(store)  # the same verdicts, decision not applied (e.g. an old run retried)
    assert snapshot(store) == before


def test_unpublishable_input_is_refused_before_anything_is_written(store: GraphStore) -> None:
    publish_v1(store)
    before = snapshot(store)
    twice = [
        accepted(NEWS_V1, "c1", "Aster", "Beacon"),
        not_accepted(NEWS_V1, "c1", Decision.REJECT),
    ]
    with pytest.raises(ValueError, match="decided twice"):
        store.publish_partition("2024-06-11", [NEWS_V1], twice)
    with pytest.raises(ValueError, match="does not hold"):
        store.publish_partition("2024-06-11", [], [accepted(NEWS_V1, "c1", "Aster", "Beacon")])
    assert snapshot(store) == before
