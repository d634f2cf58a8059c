"""Streaming, sharded validation and the Parquet verdict tables it writes."""

from __future__ import annotations

import hashlib
import io
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Chunk, Decision, Document, Reason, Vocabulary
from kg_pipeline.core.quality.parquet import (
    VerdictSink,
    read_columns,
    read_records,
    table_model,
    verdict_tables,
    write_records,
)
from kg_pipeline.core.validation.streaming import (
    WORKERS_ENV,
    DocumentGroup,
    StreamStats,
    batches,
    default_workers,
    group_by_document,
    keep_verdicts,
    stream_validate,
    validate_all,
)
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary

AT = datetime(2024, 6, 11, 2, 0, tzinfo=UTC)


def _sample(redocred: Path, n_docs: int) -> tuple[list[Document], list[Candidate], Vocabulary]:
    docs = read_documents_jsonl(redocred / "documents.jsonl")[:n_docs]
    keep = {d.doc_id for d in docs}
    cands = [c for c in read_candidates_jsonl(redocred / "candidates.jsonl") if c.doc_id in keep]
    return docs, cands, load_vocabulary(redocred / "predicates.json")


def _write(
    tmp: Path,
    name: str,
    docs: list[Document],
    cands: list[Candidate],
    vocabulary: Vocabulary,
    workers: int,
) -> tuple[dict[str, str], StreamStats]:
    paths = {d: str(tmp / f"{name}_{d.value}.parquet") for d in Decision}
    stats = StreamStats()
    with VerdictSink(paths) as sink:  # type: ignore[arg-type]
        for result in stream_validate(
            group_by_document(docs, cands),
            vocabulary,
            encode=verdict_tables,
            workers=workers,
            batch_candidates=400,
            validated_at=AT,
            stats=stats,
        ):
            sink.write(result.payload)
    digests = {d.value: hashlib.sha256(Path(p).read_bytes()).hexdigest() for d, p in paths.items()}
    return digests, stats


def test_two_workers_write_byte_identical_verdicts_to_one(redocred: Path, tmp_path: Path) -> None:
    docs, cands, vocabulary = _sample(redocred, 24)
    one, stats_one = _write(tmp_path, "one", docs, cands, vocabulary, workers=1)
    two, stats_two = _write(tmp_path, "two", docs, cands, vocabulary, workers=2)
    assert one == two
    assert stats_two.workers == 2 and stats_two.batches > 2  # really sharded
    for stats in (stats_one, stats_two):
        assert stats.conserved and stats.candidates == len(cands) and stats.duplicate_ids == 0
    assert stats_one.decisions == stats_two.decisions

    # ... and they are the plain Validator's verdicts, field by field (time aside).
    expected = {v.candidate_id: v for v in Validator(vocabulary).validate(docs, cands)}
    stored = [v for d in Decision for v in read_records(str(tmp_path / f"two_{d.value}.parquet"))]
    assert len(stored) == len(expected)
    for v in stored:
        ref = expected[v.candidate_id]  # type: ignore[attr-defined]
        assert v.model_dump(exclude={"validated_at"}) == ref.model_dump(exclude={"validated_at"})
        assert v.validated_at == AT  # type: ignore[attr-defined]


def test_decisions_are_split_into_their_own_files(redocred: Path, tmp_path: Path) -> None:
    docs, cands, vocabulary = _sample(redocred, 6)
    _, stats = _write(tmp_path, "split", docs, cands, vocabulary, workers=1)
    for d in Decision:
        table = read_columns(str(tmp_path / f"split_{d.value}.parquet"), ["decision"])
        assert set(table.column("decision").to_pylist()) <= {d.value}
        assert table.num_rows == stats.decisions[d.value]


def test_input_is_read_only_as_fast_as_it_is_validated(redocred: Path) -> None:
    """At most 2 x workers batches are in flight: the generator is not drained ahead."""
    docs, cands, vocabulary = _sample(redocred, 30)
    groups = list(group_by_document(docs, cands))
    pulled = 0

    def source() -> Iterator[DocumentGroup]:
        nonlocal pulled
        for g in groups:
            pulled += 1
            yield g

    results = stream_validate(
        source(), vocabulary, encode=keep_verdicts, workers=2, batch_candidates=1
    )
    first = next(results)
    # one batch per document here; 4 in flight plus the one that filled the window
    assert first.index == 0 and pulled <= 5 < len(groups)
    rest = list(results)
    assert [r.index for r in rest] == list(range(1, len(groups)))


def test_batches_keep_documents_whole(redocred: Path) -> None:
    docs, cands, _ = _sample(redocred, 10)
    cut = list(batches(group_by_document(docs, cands), max_candidates=50))
    assert sum(len(b.candidates) for b in cut) == len(cands)
    for b in cut:
        assert {c.doc_id for c in b.candidates} <= {d.doc_id for d in b.documents}
    assert [b.index for b in cut] == list(range(len(cut)))


def test_candidates_of_a_missing_document_still_get_one_verdict_each(redocred: Path) -> None:
    docs, cands, vocabulary = _sample(redocred, 3)
    orphan = cands[0].model_copy(update={"candidate_id": "orphan-1", "doc_id": "no-such-doc"})
    verdicts, stats = validate_all(docs, [*cands, orphan], vocabulary, workers=1)
    assert stats.conserved and len(verdicts) == len(cands) + 1
    (lost,) = [v for v in verdicts if v.candidate_id == "orphan-1"]
    assert lost.decision == Decision.REJECT and Reason.UNKNOWN_DOCUMENT in lost.reasons


def test_duplicate_candidate_ids_are_counted_across_batches(redocred: Path) -> None:
    docs, cands, vocabulary = _sample(redocred, 4)
    dup = cands[0].model_copy()  # same id, same document, in the last batch
    stats = StreamStats()
    list(
        stream_validate(
            group_by_document(docs[1:], cands[1:]),
            vocabulary,
            encode=keep_verdicts,
            workers=1,
            batch_candidates=10,
            stats=stats,
        )
    )
    assert stats.duplicate_ids == 0
    list(
        stream_validate(
            [DocumentGroup(docs[0], [cands[0]]), DocumentGroup(docs[0], [dup])],
            vocabulary,
            encode=keep_verdicts,
            workers=1,
            batch_candidates=1,
            stats=stats,
        )
    )
    assert stats.duplicate_ids == 1 and stats.conserved


def test_workers_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(WORKERS_ENV, "3")
    assert default_workers() == 3
    monkeypatch.setenv(WORKERS_ENV, "zero")
    with pytest.raises(KgPipelineError, match=WORKERS_ENV):
        default_workers()
    monkeypatch.setenv(WORKERS_ENV, "0")
    with pytest.raises(KgPipelineError, match="at least 1"):
        default_workers()
    monkeypatch.delenv(WORKERS_ENV)
    assert default_workers() >= 1


def test_every_record_table_round_trips_and_encodes_deterministically() -> None:
    doc = Document(doc_id="d1", text="Ada was born in London.", source_path="a.txt", lang="en")
    chunk = Chunk(chunk_id="d1#0", doc_id="d1", index=0, start=0, end=23, text=doc.text)
    cand = Candidate(
        candidate_id="c1",
        doc_id="d1",
        subject="Ada",
        predicate="place of birth",
        object="London",
        subject_aliases=["Ada Lovelace"],
        raw_record={"candidate_id": "c1", "nested": {"x": [1, 2]}},
        split="dev",
    )
    for records in ([doc], [chunk], [cand]):
        first, second = io.BytesIO(), io.BytesIO()
        write_records(first, records, type(records[0]))
        write_records(second, records, type(records[0]))
        assert first.getvalue() == second.getvalue()
        first.seek(0)
        assert read_records(first) == records
    assert table_model([doc, doc]) is Document
    assert table_model([doc, chunk]) is None and table_model([]) is None
    assert table_model([{"doc_id": "d1"}]) is None
