"""Validation of a partition of any size: bounded batches of documents, in worker processes.

Why: `Validator.validate` holds every verdict of a partition (with its stages, features and raw
candidate) until the end, and uses one core. Here documents and their candidates arrive as
groups, are cut into batches of a bounded number of candidates, validated by a pool of worker
processes (each builds its `Validator` once, in the pool initializer) and handed back one batch
at a time, in input order, whatever the number of workers. The caller writes each batch out
(Parquet row groups, JSON lines) and lets it go, so memory follows the largest batch and the
number of batches in flight, not the partition.

Determinism: batches are cut from the input alone, results are merged in submission order and
every verdict of a run carries the run's one `validated_at`, so the output is identical for 1
or N workers. With an LLM auditor, validation runs in this process (one client, whose calls
are the slow part anyway).

Conservation is checked on the whole while streaming: each batch's verdict ids must be exactly
its candidates' ids, and the totals and decision counts are kept in `StreamStats`.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from multiprocessing import get_context
from typing import Any, Generic, TypeVar

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.models import Candidate, Decision, Document, Verdict, Vocabulary, utc_now
from kg_pipeline.core.validation.auditor import EvidenceAuditor
from kg_pipeline.core.validation.policy import Calibration, PolicyConfig
from kg_pipeline.core.validation.validator import Validator

WORKERS_ENV = "KG_VALIDATION_WORKERS"
BATCH_CANDIDATES = 2_000
"""Candidates per batch (a batch holds whole documents, so one large document may exceed it)."""

P = TypeVar("P")

Encoder = Callable[[list[Verdict]], P]
"""Turns a batch's verdicts into what crosses back from a worker (e.g. Arrow tables). Must be
a module-level function: it is pickled to the workers."""


class ConservationError(KgPipelineError):
    """A batch came back with verdicts that are not exactly its candidates."""


@dataclass
class DocumentGroup:
    """One document (None when candidates name a document that is not there) and its candidates."""

    document: Document | None
    candidates: list[Candidate]


@dataclass
class Batch:
    index: int
    documents: list[Document]
    candidates: list[Candidate]


@dataclass
class BatchResult(Generic[P]):
    """One batch's verdicts, as the encoder made them, with what conservation needs."""

    index: int
    candidates: int
    decisions: dict[str, int]
    payload: P
    stats: dict[str, float] = field(default_factory=dict)


@dataclass
class StreamStats:
    """Counts kept while streaming, so the whole partition is checked without holding it."""

    candidates: int = 0
    verdicts: int = 0
    batches: int = 0
    documents: int = 0
    workers: int = 1
    decisions: Counter[str] = field(default_factory=Counter)
    duplicate_ids: int = 0
    validator: dict[str, float] = field(default_factory=dict)
    _seen: set[int] = field(default_factory=set, repr=False)

    def see_ids(self, ids: Iterable[str]) -> None:
        """Remember every candidate id as 8 bytes of its hash (a million ids: tens of MB)."""
        for cid in ids:
            key = int.from_bytes(hashlib.blake2b(cid.encode(), digest_size=8).digest(), "big")
            if key in self._seen:
                self.duplicate_ids += 1
            else:
                self._seen.add(key)

    @property
    def conserved(self) -> bool:
        return self.candidates == self.verdicts == sum(self.decisions.values())

    def as_dict(self) -> dict[str, Any]:
        return {
            "candidates": self.candidates,
            "verdicts": self.verdicts,
            "batches": self.batches,
            "documents": self.documents,
            "workers": self.workers,
            "duplicate_candidate_ids": self.duplicate_ids,
            **{d.value.lower(): self.decisions.get(d.value, 0) for d in Decision},
        }


def default_workers() -> int:
    """`KG_VALIDATION_WORKERS` when set, else the cores this process may run on."""
    raw = os.environ.get(WORKERS_ENV, "").strip()
    if raw:
        try:
            value = int(raw)
        except ValueError as exc:
            raise KgPipelineError(f"{WORKERS_ENV} must be an integer, not {raw!r}") from exc
        if value < 1:
            raise KgPipelineError(f"{WORKERS_ENV} must be at least 1, not {value}")
        return value
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def workers_for(workers: int | None, candidates: int, batch_candidates: int) -> int:
    """No more workers than batches: a small partition is validated here, without a pool."""
    workers = default_workers() if workers is None else workers
    return max(1, min(workers, -(-candidates // max(batch_candidates, 1))))


def group_by_document(
    documents: Iterable[Document], candidates: Iterable[Candidate]
) -> Iterator[DocumentGroup]:
    """Groups of in-memory lists: documents in the order candidates first name them, each
    document's candidates in input order, then documents no candidate names."""
    docs = {d.doc_id: d for d in documents}
    by_doc: dict[str, list[Candidate]] = {}
    for c in candidates:
        by_doc.setdefault(c.doc_id, []).append(c)
    for doc_id, cands in by_doc.items():
        yield DocumentGroup(docs.get(doc_id), cands)
    for doc_id, doc in docs.items():
        if doc_id not in by_doc:
            yield DocumentGroup(doc, [])


def batches(groups: Iterable[DocumentGroup], max_candidates: int) -> Iterator[Batch]:
    """Whole documents per batch, cut when a batch reaches `max_candidates`."""
    docs: list[Document] = []
    cands: list[Candidate] = []
    index = 0
    for group in groups:
        if group.document is not None:
            docs.append(group.document)
        cands.extend(group.candidates)
        if len(cands) >= max_candidates:
            yield Batch(index, docs, cands)
            index += 1
            docs, cands = [], []
    if docs or cands:
        yield Batch(index, docs, cands)


# -- the worker side ------------------------------------------------------------------------
_WORKER: dict[str, Any] = {}


def _init_worker(
    vocabulary: Vocabulary,
    calibration: Calibration | None,
    config: PolicyConfig | None,
    validated_at: datetime,
    encode: Encoder[Any],
    use_verifier: bool = False,
) -> None:
    """Pool initializer: one Validator per worker process, kept for all its batches."""
    _WORKER.update(
        validator=Validator(vocabulary, calibration, config, verifier=_verifier(use_verifier)),
        validated_at=validated_at,
        encode=encode,
    )


def _verifier(use: bool) -> Any:
    """The packaged document reader (one per process), or None for rules and score alone."""
    if not use:
        return None
    from kg_pipeline.core.verifier.reader import DocumentReader

    return DocumentReader.packaged()


def _run_batch(
    validator: Validator, batch: Batch, validated_at: datetime, encode: Encoder[P]
) -> BatchResult[P]:
    verdicts = validator.validate(batch.documents, batch.candidates)
    ids = Counter(v.candidate_id for v in verdicts)
    if len(verdicts) != len(batch.candidates) or ids != Counter(
        c.candidate_id for c in batch.candidates
    ):
        raise ConservationError(
            f"batch {batch.index}: {len(batch.candidates)} candidates gave "
            f"{len(verdicts)} verdicts with other ids"
        )
    for v in verdicts:
        # One time for the whole run: the verdicts are identical for any number of workers.
        v.validated_at = validated_at
    decisions = Counter(v.decision.value for v in verdicts)
    return BatchResult(
        batch.index, len(batch.candidates), dict(decisions), encode(verdicts), validator.stats
    )


def _worker_batch(batch: Batch) -> BatchResult[Any]:
    return _run_batch(_WORKER["validator"], batch, _WORKER["validated_at"], _WORKER["encode"])


def keep_verdicts(verdicts: list[Verdict]) -> list[Verdict]:
    """The identity encoder: verdicts cross back as they are (pickled)."""
    return verdicts


def stream_validate(
    groups: Iterable[DocumentGroup],
    vocabulary: Vocabulary,
    *,
    encode: Encoder[P],
    calibration: Calibration | None = None,
    config: PolicyConfig | None = None,
    auditor: EvidenceAuditor | None = None,
    workers: int | None = None,
    batch_candidates: int = BATCH_CANDIDATES,
    validated_at: datetime | None = None,
    stats: StreamStats | None = None,
    use_verifier: bool = False,
) -> Iterator[BatchResult[P]]:
    """Validate group after group; yield each batch's result in input order.

    At most `2 * workers` batches are in flight, so the input is read only as fast as it is
    validated. `stats` (pass your own to read it afterwards) counts everything that went
    through; a batch whose verdicts do not match its candidates raises `ConservationError`.
    """
    stats = stats if stats is not None else StreamStats()
    workers = default_workers() if workers is None else max(1, workers)
    if auditor is not None:
        workers = 1  # one client, in this process; the auditor's calls dominate its time
    stats.workers = workers
    at = validated_at or utc_now()
    todo = batches(groups, batch_candidates)

    def account(result: BatchResult[P]) -> BatchResult[P]:
        stats.batches += 1
        stats.verdicts += sum(result.decisions.values())
        stats.decisions.update(result.decisions)
        stats.validator = dict(result.stats)
        return result

    def admit(batch: Batch) -> Batch:
        stats.candidates += len(batch.candidates)
        stats.documents += len(batch.documents)
        stats.see_ids(c.candidate_id for c in batch.candidates)
        return batch

    if workers == 1:
        validator = Validator(vocabulary, calibration, config, auditor, _verifier(use_verifier))
        for batch in todo:
            yield account(_run_batch(validator, admit(batch), at, encode))
        return

    # The parent validates a share of the batches itself (every `workers`-th), so `workers`
    # processes run on `workers` cores: a pool of `workers - 1`, and no third process idling
    # between pickling batches out and results back. Its batches run while it waits on the
    # pool, so both stay busy. spawn, not fork: the caller may hold threads (a Dagster step
    # does), and a forked child of a threaded process can deadlock.
    local = Validator(vocabulary, calibration, config, None, _verifier(use_verifier))
    pool = ProcessPoolExecutor(
        max_workers=workers - 1,
        mp_context=get_context("spawn"),
        initializer=_init_worker,
        initargs=(vocabulary, calibration, config, at, encode, use_verifier),
    )
    pending: deque[_Slot[P]] = deque()

    def resolve_front() -> BatchResult[P]:
        """The oldest result; while the pool still works on it, run this process's batches."""
        while True:
            front = pending[0]
            if front.result is None and front.batch is not None:
                front.result = _run_batch(local, front.batch, at, encode)
            if front.result is not None:
                pending.popleft()
                return front.result
            assert front.future is not None
            if not front.future.done():
                mine = next((x for x in pending if x.batch is not None and x.result is None), None)
                if mine is not None and mine.batch is not None:
                    mine.result = _run_batch(local, mine.batch, at, encode)
                    continue
            pending.popleft()
            return front.future.result()

    try:
        for batch in todo:
            admit(batch)
            if batch.index % workers == workers - 1:
                pending.append(_Slot(batch=batch))
            else:
                pending.append(_Slot(future=pool.submit(_worker_batch, batch)))
            while len(pending) >= 2 * workers:
                yield account(resolve_front())
        while pending:
            yield account(resolve_front())
    finally:
        for slot in pending:
            if slot.future is not None:
                slot.future.cancel()
        pool.shutdown(wait=True, cancel_futures=True)


@dataclass
class _Slot(Generic[P]):
    """One batch in flight: submitted to the pool (`future`), or this process's own (`batch`,
    then `result` once run)."""

    future: Future[BatchResult[Any]] | None = None
    batch: Batch | None = None
    result: BatchResult[P] | None = None


def validate_all(
    documents: Sequence[Document],
    candidates: Sequence[Candidate],
    vocabulary: Vocabulary,
    **kwargs: Any,
) -> tuple[list[Verdict], StreamStats]:
    """Every verdict as one list (small partitions, tests): the same path, collected."""
    stats = StreamStats()
    verdicts: list[Verdict] = []
    batch_candidates = kwargs.pop("batch_candidates", BATCH_CANDIDATES)
    workers = workers_for(kwargs.pop("workers", None), len(candidates), batch_candidates)
    for result in stream_validate(
        group_by_document(documents, candidates),
        vocabulary,
        encode=keep_verdicts,
        stats=stats,
        workers=workers,
        batch_candidates=batch_candidates,
        **kwargs,
    ):
        verdicts.extend(result.payload)
    return verdicts, stats
