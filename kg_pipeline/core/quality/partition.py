"""A partition validated from a stored candidate table into three stored verdict tables.

Why: the validation step must not hold the partition. Candidates are read one row group at a
time and grouped by document, validated in bounded batches by `stream_validate` (worker
processes, input order), the reviewers' decisions are applied batch by batch, and each batch is
appended to the accepted / rejected / review Parquet files as one row group per decision. What
stays in memory is the batches in flight, the documents, the reviewers' decisions and one
8-byte hash per candidate id (`StreamStats`, for duplicates over the whole partition).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pyarrow as pa
import pyarrow.compute as pc

from kg_pipeline.core.models import Candidate, Decision, Document, Verdict, Vocabulary
from kg_pipeline.core.quality.parquet import VerdictSink, spec_for, verdict_tables, write_records
from kg_pipeline.core.quality.tableref import TableRef
from kg_pipeline.core.store import apply_review_decisions
from kg_pipeline.core.validation.streaming import (
    BATCH_CANDIDATES,
    DocumentGroup,
    StreamStats,
    stream_validate,
    workers_for,
)

ReviewDecisions = dict[tuple[str, str], dict[str, Any]]
ProblemLog = Callable[[str, list[str]], None]
REORDER_SLICE = 2_000
"""Rows per record slice when a non-contiguous candidate table is read reordered."""


@dataclass
class PartitionTables:
    """The three verdict tables of a partition and what streaming counted."""

    tables: dict[Decision, TableRef]
    stats: StreamStats

    @property
    def accepted(self) -> TableRef:
        return self.tables[Decision.ACCEPT]

    @property
    def rejected(self) -> TableRef:
        return self.tables[Decision.REJECT]

    @property
    def review(self) -> TableRef:
        return self.tables[Decision.REVIEW]


def candidate_table(candidates: TableRef | Sequence[Candidate], folder: Path) -> TableRef:
    """A handle on the candidates: as given, or a list written to `folder` first (the step runs
    with an I/O manager that hands over records, e.g. Dagster's default in tests)."""
    if isinstance(candidates, TableRef):
        return candidates
    path = folder / "candidates.parquet"
    write_records(str(path), list(candidates), Candidate)
    return TableRef.of(str(path))


def doc_ids_contiguous(candidates: TableRef) -> bool:
    """Whether each document's candidates are one run of rows (the inbox and the extractor
    write them so); read from the `doc_id` column alone."""
    if candidates.rows < 2:
        return True
    ids = candidates.columns(["doc_id"]).column("doc_id").combine_chunks()
    changes = pc.sum(pc.not_equal(ids.slice(1), ids.slice(0, len(ids) - 1))).as_py() or 0
    return bool(changes + 1 == pc.count_distinct(ids).as_py())


def _reordered(candidates: TableRef) -> Iterator[Candidate]:
    """Candidates grouped by document (first-appearance order, then input order). The table is
    read whole as Arrow columns: memory follows the partition's columnar size, not records."""
    table = pa.concat_tables(candidates.iter_batches())
    codes = table.column("doc_id").combine_chunks().dictionary_encode().indices
    order = pc.sort_indices(
        pa.table({"doc": codes, "row": pa.array(range(table.num_rows), pa.int64())}),
        sort_keys=[("doc", "ascending"), ("row", "ascending")],
    )
    table = table.take(order)
    spec = spec_for(Candidate)
    for start in range(0, table.num_rows, REORDER_SLICE):
        yield from spec.iter_batches([table.slice(start, REORDER_SLICE)])


def document_groups(
    documents: Sequence[Document], candidates: TableRef, *, contiguous: bool | None = None
) -> Iterator[DocumentGroup]:
    """The groups `group_by_document` makes of lists, from a stored table: documents in the
    order candidates first name them, then documents no candidate names."""
    docs = {d.doc_id: d for d in documents}
    if contiguous is None:
        contiguous = doc_ids_contiguous(candidates)
    records: Iterator[Candidate] = (
        candidates.iter_records() if contiguous else _reordered(candidates)
    )
    seen: set[str] = set()
    current: list[Candidate] = []
    for cand in records:
        if current and cand.doc_id != current[0].doc_id:
            seen.add(current[0].doc_id)
            yield DocumentGroup(docs.get(current[0].doc_id), current)
            current = []
        current.append(cand)
    if current:
        seen.add(current[0].doc_id)
        yield DocumentGroup(docs.get(current[0].doc_id), current)
    for doc_id, doc in docs.items():
        if doc_id not in seen:
            yield DocumentGroup(doc, [])


def apply_decisions_to_tables(
    tables: dict[str, pa.Table], decisions: ReviewDecisions, decided_ids: set[str]
) -> dict[str, pa.Table]:
    """A batch's tables with the reviewers' decisions honoured (`apply_review_decisions`).

    Most batches hold no decided candidate and pass through as Arrow. In one that does, the
    rejected and review rows are decoded, decided and re-encoded; rows moved to ACCEPT follow
    the batch's own accepted rows."""
    reject, review = Decision.REJECT.value, Decision.REVIEW.value
    touched = any(
        cid in decided_ids
        for d in (reject, review)
        for cid in tables[d].column("candidate_id").to_pylist()
    )
    if not touched:
        return tables
    spec = spec_for(Verdict)
    verdicts = [*spec.from_table(tables[reject]), *spec.from_table(tables[review])]
    decided = verdict_tables(apply_review_decisions(verdicts, decisions))
    accept = Decision.ACCEPT.value
    return {
        accept: pa.concat_tables([tables[accept], decided[accept]]).combine_chunks(),
        reject: decided[reject],
        review: decided[review],
    }


def structure_problems(tables: dict[str, pa.Table]) -> Iterator[tuple[str, list[str]]]:
    """(candidate id, problems) of the structure stage, read from the `stages` JSON column
    (only rows whose JSON names problems are parsed)."""
    for table in tables.values():
        ids = table.column("candidate_id").to_pylist()
        for cid, raw in zip(ids, table.column("stages").to_pylist(), strict=True):
            if not raw or '"problems":[' not in raw:
                continue
            for stage in json.loads(raw):
                problems = (stage.get("detail") or {}).get("problems")
                if stage.get("stage") == "structure" and problems:
                    yield cid, list(problems)


def validate_partition(
    documents: Sequence[Document],
    candidates: TableRef,
    vocabulary: Vocabulary,
    folder: Path,
    *,
    decisions: ReviewDecisions | None = None,
    on_problem: ProblemLog | None = None,
    workers: int | None = None,
    batch_candidates: int = BATCH_CANDIDATES,
    **kwargs: Any,
) -> PartitionTables:
    """Validate `candidates` batch by batch into `folder`/{accept,reject,review}.parquet.

    `kwargs` go to `stream_validate` (config, auditor, use_verifier, validated_at). No more
    workers than batches: a partition smaller than one batch is validated in this process."""
    decisions = decisions or {}
    decided_ids = {cid for cid, _ in decisions}
    workers = workers_for(workers, candidates.rows, batch_candidates)
    stats = StreamStats()
    paths = {d: str(folder / f"{d.value.lower()}.parquet") for d in Decision}
    sinks: dict[Decision, str | IO[bytes]] = {d: p for d, p in paths.items()}
    with VerdictSink(sinks) as sink:
        for result in stream_validate(
            document_groups(documents, candidates),
            vocabulary,
            encode=verdict_tables,
            stats=stats,
            workers=workers,
            batch_candidates=batch_candidates,
            **kwargs,
        ):
            tables = apply_decisions_to_tables(result.payload, decisions, decided_ids)
            if on_problem is not None:
                for cid, problems in structure_problems(tables):
                    on_problem(cid, problems)
            sink.write(tables)
    return PartitionTables({d: TableRef.of(paths[d]) for d in Decision}, stats)
