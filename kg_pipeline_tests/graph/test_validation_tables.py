"""The validation step on stored tables: Parquet row groups per batch, checks from columns that
agree with the list versions, and a conservation failure that still blocks publication."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow.parquet as pq
import pytest

from kg_pipeline.core.inputs.inbox import read_partition_candidates, read_partition_documents
from kg_pipeline.core.models import Candidate, Decision, Document, Verdict
from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline.core.quality import partition, reporting, tables, verdict_columns
from kg_pipeline.core.quality.parquet import spec_for, write_records
from kg_pipeline.core.quality.partition import (
    PartitionTables,
    candidate_table,
    document_groups,
    validate_partition,
)
from kg_pipeline.core.quality.tableref import TableRef
from kg_pipeline.core.store import apply_review_decisions
from kg_pipeline.core.store.review import verdict_publishable
from kg_pipeline.core.validation.streaming import group_by_document, validate_all
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.validation import checks
from kg_pipeline.defs.validation.assets import validation
from kg_pipeline_tests.graph.test_checks_gate import checks_of, clean_golden_set, materialized, run
from kg_pipeline_tests.graph.test_parquet_io import materialize_on_parquet

AT = datetime(2024, 6, 11, 2, 0, tzinfo=UTC)
OUTPUTS = {
    "pruned_triples": Decision.ACCEPT,
    "rejected_edges": Decision.REJECT,
    "review_queue": Decision.REVIEW,
}


@dataclasses.dataclass
class Demo:
    documents: list[Document]
    candidates: list[Candidate]
    verdicts: list[Verdict]
    stored: PartitionTables
    candidate_ref: TableRef

    def decided(self, decision: Decision) -> list[Verdict]:
        return [v for v in self.verdicts if v.decision == decision]


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Demo:
    folder = DEMO_INBOX / DEMO_PARTITION
    docs, cands = read_partition_documents(folder), read_partition_candidates(folder)
    vocabulary = load_vocabulary(DEMO_VOCABULARY)
    out = tmp_path_factory.mktemp("demo_tables")
    ref = candidate_table(cands, out)
    stored = validate_partition(
        docs, ref, vocabulary, out, workers=1, batch_candidates=60, validated_at=AT
    )
    verdicts, _ = validate_all(docs, cands, vocabulary, workers=1, validated_at=AT)
    return Demo(docs, cands, verdicts, stored, ref)


def test_the_stored_tables_hold_the_list_paths_verdicts_in_several_row_groups(demo: Demo) -> None:
    for decision in Decision:
        ref = demo.stored.tables[decision]
        assert ref.read_records() == demo.decided(decision), decision
        assert ref.row_groups() > 1, decision
    assert demo.stored.stats.conserved and demo.stored.stats.batches > 1


def test_documents_are_grouped_as_the_list_path_groups_them(demo: Demo) -> None:
    expected = [
        (g.document.doc_id if g.document else None, [c.candidate_id for c in g.candidates])
        for g in group_by_document(demo.documents, demo.candidates)
    ]
    for contiguous in (True, False):
        got = [
            (g.document.doc_id if g.document else None, [c.candidate_id for c in g.candidates])
            for g in document_groups(demo.documents, demo.candidate_ref, contiguous=contiguous)
        ]
        assert got == expected


def test_shuffled_candidates_are_regrouped_by_document(demo: Demo, tmp_path: Path) -> None:
    shuffled = list(demo.candidates)
    random.Random(7).shuffle(shuffled)
    ref = candidate_table(shuffled, tmp_path)
    assert not partition.doc_ids_contiguous(ref)
    got = [[c.candidate_id for c in g.candidates] for g in document_groups(demo.documents, ref)]
    expected = [
        [c.candidate_id for c in g.candidates] for g in group_by_document(demo.documents, shuffled)
    ]
    assert got == expected


def test_checks_from_columns_agree_with_the_list_versions(demo: Demo) -> None:
    stored = demo.stored
    lists = {d: demo.decided(d) for d in Decision}
    for decision, ref in stored.tables.items():
        pd.testing.assert_frame_equal(
            verdict_columns.verdicts_frame(ref, demo.documents),
            tables.verdicts_frame(lists[decision], demo.documents),
        )
        assert verdict_columns.reason_counts(ref) == reporting.reason_counts(lists[decision])
    pd.testing.assert_frame_equal(
        verdict_columns.candidates_frame(demo.candidate_ref, demo.documents),
        tables.candidates_frame(demo.candidates, demo.documents),
    )
    assert verdict_columns.parse_modes(demo.candidate_ref) == Counter(
        c.parse_mode for c in demo.candidates
    )
    by_list = checks.check_conservation(demo.candidates, *lists.values())
    by_columns = checks.conservation_result(
        verdict_columns.Conservation.of_tables(demo.candidate_ref, stored.tables)
    )
    assert by_list.passed and by_columns.passed
    assert by_list.metadata == by_columns.metadata
    accepted = lists[Decision.ACCEPT]
    for check in (checks.check_evidence_verbatim, checks.check_evidence_mentions):
        assert check(demo.documents, accepted) == check(
            demo.documents, stored.accepted.iter_records()
        )
    assert checks.check_auditor_rates(demo.verdicts, 0.02, 0.1) == checks.check_auditor_rates(
        verdict_columns.possibly_audited(stored.tables.values()), 0.02, 0.1
    )
    assert checks.check_parse_fallback(demo.candidates, accepted, 0.05) == (
        checks.parse_fallback_result(
            verdict_columns.parse_modes(demo.candidate_ref),
            sum(v.parse_mode.degraded for v in accepted),
            0.05,
        )
    )


def test_conservation_from_columns_names_lost_extra_and_misfiled_ids(
    demo: Demo, tmp_path: Path
) -> None:
    accepted, rejected, review = (demo.decided(d) for d in Decision)
    damaged = {
        Decision.ACCEPT: accepted,
        Decision.REJECT: [*rejected[1:], rejected[0]],  # a duplicate follows below
        Decision.REVIEW: [*review[1:], rejected[0]],  # review[0] lost, a REJECT misfiled
    }
    refs = {}
    for decision, verdicts in damaged.items():
        path = tmp_path / f"{decision.value}.parquet"
        write_records(str(path), verdicts, Verdict)
        refs[decision] = TableRef.of(str(path))
    by_columns = verdict_columns.Conservation.of_tables(demo.candidate_ref, refs)
    by_list = verdict_columns.Conservation.of_records(demo.candidates, damaged)
    assert by_columns == by_list and not by_columns.passed
    assert by_columns.lost == [review[0].candidate_id]
    assert by_columns.extra == [rejected[0].candidate_id]
    assert by_columns.misplaced == [rejected[0].candidate_id]


def test_the_asset_writes_row_groups_and_reads_candidates_as_a_handle(
    demo_inbox: Path, tmp_path: Path
) -> None:
    store = tmp_path / "intermediates"
    result = materialize_on_parquet(
        [source_documents, source_chunks, candidate_triples, validation],
        demo_inbox,
        tmp_path,
        store,
        validation_batch_candidates=60,
        validation_workers=1,
    )
    assert result.success
    candidates = read_partition_candidates(demo_inbox / DEMO_PARTITION)
    seen: list[str] = []
    for name, decision in OUTPUTS.items():
        path = store / name / f"{DEMO_PARTITION}.parquet"
        meta = pq.ParquetFile(path).metadata
        assert meta.num_row_groups > 1, name
        decided = pq.read_table(path, columns=["candidate_id", "decision"])
        assert set(decided.column("decision").to_pylist()) <= {decision.value}
        seen.extend(decided.column("candidate_id").to_pylist())
    assert sorted(seen) == sorted(c.candidate_id for c in candidates)
    inputs = [
        e.event_specific_data.input_name  # type: ignore[union-attr]
        for e in result.all_events
        if e.event_type_value == "STEP_INPUT" and e.step_key == "validation"
    ]
    assert "candidate_triples" in inputs
    evaluations = checks_of(result)
    assert evaluations[checks.CONSERVATION].passed
    assert evaluations[checks.CONSERVATION].metadata["stream_candidates"].value == len(candidates)


def _dropping(real: Any) -> Any:
    """`stream_validate` that loses one review row of the first batch after its own check."""

    def stream(*args: Any, **kwargs: Any) -> Iterator[Any]:
        dropped = False
        for result in real(*args, **kwargs):
            review = result.payload[Decision.REVIEW.value]
            if not dropped and review.num_rows:
                payload = {**result.payload, Decision.REVIEW.value: review.slice(1)}
                result = dataclasses.replace(result, payload=payload)
                dropped = True
            yield result

    return stream


def test_a_conservation_failure_found_in_the_columns_blocks_publication(
    demo_inbox: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(partition, "stream_validate", _dropping(partition.stream_validate))
    golden = clean_golden_set(tmp_path / "golden")
    result = run(demo_inbox, tmp_path, golden_set_dir=str(golden))
    assert not result.success
    conservation = checks_of(result)[checks.CONSERVATION]
    assert not conservation.passed and conservation.metadata["lost"].value == 1
    assert "published_graph" not in materialized(result)


def test_spec_round_trip_keeps_the_payload_encoding(demo: Demo) -> None:
    """The reviewer path re-encodes decoded rows: the same bytes for unchanged verdicts."""
    spec = spec_for(Verdict)
    table = spec.to_table(demo.decided(Decision.REVIEW))
    assert spec.to_table(spec.from_table(table)).equals(table)


def test_reviewer_decisions_are_applied_batch_by_batch(demo: Demo, tmp_path: Path) -> None:
    review = demo.decided(Decision.REVIEW)
    publishable = [
        v for v in demo.verdicts if v.decision != Decision.ACCEPT and verdict_publishable(v)
    ]
    assert publishable, "the demo has a non-accepted verdict a reviewer may accept"
    decided = {
        (v.candidate_id, v.input_hash): {
            "decision": decision.value,
            "reviewer": "ana",
            "reason": "checked the source",
            "decided_at": "2024-06-12T09:00:00+00:00",
            "id": i,
        }
        for i, (v, decision) in enumerate(
            [(review[-1], Decision.REJECT), *((p, Decision.ACCEPT) for p in publishable[:2])]
        )
    }
    ref = candidate_table(demo.candidates, tmp_path)
    stored = validate_partition(
        demo.documents,
        ref,
        load_vocabulary(DEMO_VOCABULARY),
        tmp_path,
        decisions=decided,
        workers=1,
        batch_candidates=60,
        validated_at=AT,
    )
    expected = apply_review_decisions(demo.verdicts, decided)
    for decision, table in stored.tables.items():
        got = sorted(table.read_records(), key=lambda v: v.candidate_id)
        want = sorted((v for v in expected if v.decision == decision), key=lambda v: v.candidate_id)
        assert got == want, decision
    assert sum(a.decision != b.decision for a, b in zip(expected, demo.verdicts, strict=True)) >= 2
