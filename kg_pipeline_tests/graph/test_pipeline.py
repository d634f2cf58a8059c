"""The whole asset graph materialised in process, on the demo partition and on bad inputs."""

from __future__ import annotations

import json
from pathlib import Path

import dagster as dg
import pytest
import sqlalchemy as sa

from kg_pipeline.core.models import Decision, Reason, Verdict
from kg_pipeline.core.quality.summary import verbatim_failures
from kg_pipeline.core.store import GraphStore
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.publishing.assets import published_graph
from kg_pipeline.defs.validation.assets import validation
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings

ASSETS = [source_documents, source_chunks, candidate_triples, validation, published_graph]


def run_graph(
    inbox: Path, tmp_path: Path, raise_on_error: bool = True, llm: LLMResource | None = None
) -> dg.ExecuteInProcessResult:
    data_dir = tmp_path / "data"
    return dg.materialize(
        ASSETS,
        partition_key=DEMO_PARTITION,
        resources={
            "settings": PipelineSettings(inbox_dir=str(inbox), data_dir=str(data_dir)),
            "graph_store": GraphStoreResource(
                database_url=f"sqlite:///{tmp_path / 'graph.sqlite'}"
            ),
            "llm": llm or LLMResource(),
        },
        instance=dg.DagsterInstance.ephemeral(),
        raise_on_error=raise_on_error,
    )


def _verdicts(result: dg.ExecuteInProcessResult) -> dict[str, Verdict]:
    out: dict[str, Verdict] = {}
    for name in ("pruned_triples", "rejected_edges", "review_queue"):
        for v in result.output_for_node("validation", name):
            assert v.candidate_id not in out, f"{v.candidate_id} decided twice"
            out[v.candidate_id] = v
    return out


def test_demo_partition_end_to_end(demo_inbox: Path, tmp_path: Path) -> None:
    result = run_graph(demo_inbox, tmp_path)
    assert result.success
    docs = result.output_for_node("source_documents")
    chunks = result.output_for_node("source_chunks")
    candidates = result.output_for_node("candidate_triples")
    assert len(docs) == 7
    assert all(
        docs_by.text[c.start : c.end] == c.text
        for c in chunks
        for docs_by in docs
        if docs_by.doc_id == c.doc_id
    )
    verdicts = _verdicts(result)
    # Conservation: every candidate ends in exactly one of the three outputs.
    assert sorted(verdicts) == sorted(c.candidate_id for c in candidates)
    decisions = {d: sum(v.decision == d for v in verdicts.values()) for d in Decision}
    assert all(decisions[d] > 0 for d in Decision), decisions

    # Specific decisions on the project's own Aster document.
    assert verdicts["aster-01"].decision == Decision.ACCEPT
    assert verdicts["aster-02"].decision == Decision.ACCEPT and verdicts["aster-02"].flipped
    assert (verdicts["aster-02"].subject, verdicts["aster-02"].object) == (
        "Beacon Labs",
        "Aster Holdings",
    )
    assert verdicts["aster-03"].decision == Decision.REVIEW
    assert Reason.SPECULATIVE in verdicts["aster-03"].reasons
    assert verdicts["aster-04"].decision == Decision.REJECT
    assert Reason.NEGATED in verdicts["aster-04"].reasons
    assert Reason.CONDITIONAL in verdicts["aster-05"].reasons
    assert verdicts["aster-05"].decision != Decision.ACCEPT
    assert Reason.REVERSED in verdicts["aster-07"].reasons
    assert Reason.EVIDENCE_NOT_VERBATIM in verdicts["aster-08"].reasons
    assert verdicts["aster-10"].reasons == [Reason.ENTITY_NOT_IN_SOURCE]
    # An invented entity is never accepted.
    foreign = [v for v in verdicts.values() if v.kind == "foreign_object"]
    assert foreign and all(v.decision == Decision.REJECT for v in foreign)

    # The published graph: accepted edges with verbatim evidence, ledger and queue.
    store = GraphStore(f"sqlite:///{tmp_path / 'graph.sqlite'}")
    assert verbatim_failures(store) == []
    with store.engine.connect() as conn:
        n_evidence = conn.execute(sa.text("SELECT count(*) FROM edge_evidence")).scalar_one()
        n_rejected = conn.execute(sa.text("SELECT count(*) FROM rejected_edges")).scalar_one()
        n_review = conn.execute(sa.text("SELECT count(*) FROM review_queue")).scalar_one()
        reasons = conn.execute(
            sa.text("SELECT reasons FROM rejected_edges WHERE candidate_id = 'aster-04'")
        ).scalar_one()
    assert (n_evidence, n_rejected, n_review) == (
        decisions[Decision.ACCEPT],
        decisions[Decision.REJECT],
        decisions[Decision.REVIEW],
    )
    assert "NEGATED" in json.loads(reasons)


def _candidates_file(inbox: Path) -> Path:
    return inbox / DEMO_PARTITION / "candidates" / "candidates.jsonl"


def test_malformed_and_orphan_candidates_are_rejected_by_name(
    demo_inbox: Path, tmp_path: Path
) -> None:
    path = _candidates_file(demo_inbox)
    lines = path.read_text().splitlines()
    n_before = len(lines)
    lines.insert(3, '{"candidate_id": "broken", "doc_id": ')
    lines.append(
        json.dumps(
            {
                "candidate_id": "orphan",
                "doc_id": "no-such-doc",
                "subject": "A",
                "predicate": "country",
                "object": "B",
            }
        )
    )
    path.write_text("\n".join(lines) + "\n")
    result = run_graph(demo_inbox, tmp_path)
    verdicts = _verdicts(result)
    assert len(verdicts) == n_before + 2
    broken = verdicts[f"{path}:4"]
    assert broken.decision == Decision.REJECT and broken.reasons == [Reason.MALFORMED]
    assert f"{path}:4" in broken.stages[0].detail["problem"]
    orphan = verdicts["orphan"]
    assert orphan.decision == Decision.REJECT and Reason.UNKNOWN_DOCUMENT in orphan.reasons
    assert f"{path}:{n_before + 2}" in orphan.stages[0].detail["problems"][0]
    assert "no-such-doc" in orphan.stages[0].detail["problems"][0]


def test_empty_document_stops_the_run_naming_file_and_record(
    demo_inbox: Path, tmp_path: Path
) -> None:
    (demo_inbox / DEMO_PARTITION / "blank.txt").write_text("  \n")
    result = run_graph(demo_inbox, tmp_path, raise_on_error=False)
    assert not result.success
    message = _failure_message(result)
    assert "blank.txt" in message and "doc_id blank" in message and "empty document" in message
    assert not (tmp_path / "graph.sqlite").exists() or _published_rows(tmp_path) == 0


def test_non_utf8_file_stops_the_run_naming_the_file(demo_inbox: Path, tmp_path: Path) -> None:
    (demo_inbox / DEMO_PARTITION / "latin1.txt").write_bytes("Café Zürich".encode("latin-1"))
    result = run_graph(demo_inbox, tmp_path, raise_on_error=False)
    assert not result.success
    message = _failure_message(result)
    assert "latin1.txt" in message and "not UTF-8" in message


def _failure_message(result: dg.ExecuteInProcessResult) -> str:
    failures = [e for e in result.all_events if e.event_type_value == "STEP_FAILURE"]
    assert failures
    return str(failures[0].step_failure_data.error)


def _published_rows(tmp_path: Path) -> int:
    store = GraphStore(f"sqlite:///{tmp_path / 'graph.sqlite'}")
    store.create_schema()
    with store.engine.connect() as conn:
        return conn.execute(sa.text("SELECT count(*) FROM edge_evidence")).scalar_one()


@pytest.mark.parametrize("run_twice", [True])
def test_rerun_is_idempotent(demo_inbox: Path, tmp_path: Path, run_twice: bool) -> None:
    run_graph(demo_inbox, tmp_path)
    store = GraphStore(f"sqlite:///{tmp_path / 'graph.sqlite'}")
    tables = ["nodes", "edges", "edge_evidence", "rejected_edges", "review_queue", "documents"]

    def snapshot() -> dict[str, list[tuple]]:
        with store.engine.connect() as conn:
            return {
                t: sorted(tuple(map(str, r)) for r in conn.execute(sa.text(f"SELECT * FROM {t}")))
                for t in tables
            }

    first = snapshot()
    run_graph(demo_inbox, tmp_path)
    assert snapshot() == first
