"""Publishing to a real SQLite file and a real PostgreSQL: idempotent, revision-aware."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from kg_pipeline.core.models import Candidate, Decision, Document
from kg_pipeline.core.store import GraphStore, apply_review_decisions
from kg_pipeline.core.summary import verbatim_failures
from kg_pipeline.core.validate import Validator
from kg_pipeline.core.vocabulary import parse_vocabulary

VOCAB = parse_vocabulary(
    {"predicates": {"acq": {"label": "acquired", "template": "{s} acquired {o}"}}}
)


def verdicts_for(doc: Document, pairs: list[tuple[str, str, str]]):
    cands = [
        Candidate(candidate_id=cid, doc_id=doc.doc_id, subject=s, predicate="acquired", object=o)
        for cid, s, o in pairs
    ]
    return Validator(VOCAB).validate([doc], cands)


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> GraphStore:
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
        status = dict(
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
