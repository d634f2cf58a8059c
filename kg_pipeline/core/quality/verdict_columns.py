"""What the validation checks need, read from stored tables' columns instead of records.

Why: the checks judge a whole partition (conservation, one verdict per candidate, rates,
expectation suites) but must not need the partition's records in memory. Each figure here is
the same as the one computed from lists (`Conservation.of_records`, `tables.verdicts_frame`,
...), from the columns that figure needs; JSON columns (`reasons`, `stages`) are parsed only
where a row can matter.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from kg_pipeline.core.models import Candidate, Decision, Document, ParseMode, Reason, Verdict
from kg_pipeline.core.quality.parquet import spec_for
from kg_pipeline.core.quality.tableref import TableRef
from kg_pipeline.core.quality.tables import (
    CANDIDATE_COLUMNS,
    CANDIDATE_TYPES,
    INPUT_REASONS,
    REASON_SEPARATOR,
    VERDICT_COLUMNS,
    VERDICT_TYPES,
)


@dataclass
class Conservation:
    """Candidates against verdicts, id by id (multisets), and rows filed under another decision."""

    candidates: int
    counts: dict[Decision, int]
    lost: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    misplaced: list[str] = field(default_factory=list)

    @property
    def verdicts(self) -> int:
        return sum(self.counts.values())

    @property
    def passed(self) -> bool:
        return (
            not self.lost
            and not self.extra
            and not self.misplaced
            and self.verdicts == self.candidates
        )

    @classmethod
    def of_ids(
        cls, candidate_ids: Sequence[str], tables: Mapping[Decision, tuple[list[str], list[str]]]
    ) -> Conservation:
        """From id lists: `tables` maps a decision to (candidate ids, decisions) of its table."""
        wanted = Counter(candidate_ids)
        got = Counter(cid for ids, _ in tables.values() for cid in ids)
        misplaced = [
            cid
            for decision, (ids, decided) in tables.items()
            for cid, d in zip(ids, decided, strict=True)
            if d != decision.value
        ]
        return cls(
            candidates=len(candidate_ids),
            counts={d: len(ids) for d, (ids, _) in tables.items()},
            lost=sorted((wanted - got).elements()),
            extra=sorted((got - wanted).elements()),
            misplaced=misplaced,
        )

    @classmethod
    def of_records(
        cls, candidates: Sequence[Candidate], tables: Mapping[Decision, Sequence[Verdict]]
    ) -> Conservation:
        return cls.of_ids(
            [c.candidate_id for c in candidates],
            {
                d: ([v.candidate_id for v in vs], [v.decision.value for v in vs])
                for d, vs in tables.items()
            },
        )

    @classmethod
    def of_tables(cls, candidates: TableRef, tables: Mapping[Decision, TableRef]) -> Conservation:
        """Sorted id columns compared in Arrow; Python sets only when they differ."""
        wanted = candidates.columns(["candidate_id"]).column("candidate_id").combine_chunks()
        columns = {d: t.columns(["candidate_id", "decision"]) for d, t in tables.items()}
        got = pa.concat_arrays(
            [c for t in columns.values() for c in t.column("candidate_id").chunks]
            or [pa.array([], pa.string())]
        )
        same_ids = len(wanted) == len(got) and _all(
            pc.equal(
                pc.take(wanted, pc.array_sort_indices(wanted)),
                pc.take(got, pc.array_sort_indices(got)),
            )
        )
        in_place = all(_all(pc.equal(t.column("decision"), d.value)) for d, t in columns.items())
        if same_ids and in_place:
            return cls(candidates=len(wanted), counts={d: t.num_rows for d, t in columns.items()})
        return cls.of_ids(
            wanted.to_pylist(),
            {
                d: (t.column("candidate_id").to_pylist(), t.column("decision").to_pylist())
                for d, t in columns.items()
            },
        )


def _all(mask: pa.Array | pa.ChunkedArray) -> bool:
    """Every value true (an empty column is)."""
    return bool(pc.all(mask).as_py() in (True, None))


def _reasons(raw: str | None) -> list[str]:
    return [str(r) for r in json.loads(raw)] if raw else []


def reason_counts(table: TableRef) -> dict[str, int]:
    """Reason codes over a verdict table (as `reporting.reason_counts` on its records)."""
    counts: Counter[str] = Counter()
    for batch in table.iter_batches(["reasons"]):
        for raw in batch.column("reasons").to_pylist():
            counts.update(_reasons(raw))
    return dict(counts.most_common())


def parse_modes(table: TableRef) -> Counter[ParseMode]:
    """How many rows of a candidate or verdict table came from each parse mode."""
    counts = table.columns(["parse_mode"]).column("parse_mode").value_counts()
    return Counter(
        {ParseMode(str(item["values"])): int(item["counts"]) for item in counts.to_pylist()}
    )


def possibly_audited(tables: Iterable[TableRef]) -> Iterator[Verdict]:
    """Verdicts that may have met the auditor (an `auditor` stage or its invalid-output reason);
    only those rows are built as records, so `check_auditor_rates` sees what it counts."""
    spec = spec_for(Verdict)
    marker = Reason.AUDITOR_INVALID_OUTPUT.value
    for table in tables:
        for batch in table.iter_batches():
            stages = batch.column("stages").to_pylist()
            reasons = batch.column("reasons").to_pylist()
            keep = [
                i
                for i, (s, r) in enumerate(zip(stages, reasons, strict=True))
                if (s and '"auditor"' in s) or (r and marker in r)
            ]
            if keep:
                yield from spec.iter_batches([batch.take(pa.array(keep, pa.int64()))])


def _blank_to_none(values: list[Any]) -> list[Any]:
    return [v if v is not None and v.strip() else None for v in values]


def verdicts_frame(table: TableRef, documents: Iterable[Document]) -> pd.DataFrame:
    """`tables.verdicts_frame` of a stored verdict table, from its scalar columns."""
    lengths = {d.doc_id: len(d.text) for d in documents}
    names = [c for c in VERDICT_COLUMNS if c not in ("reasons", "n_reasons", "input_rejected")]
    names = [c for c in names if c != "doc_length"] + ["reasons"]
    cols = table.columns(names)
    data: dict[str, list[Any]] = {c: cols.column(c).to_pylist() for c in names}
    reasons = [_reasons(r) for r in data.pop("reasons")]
    for name in ("candidate_id", "doc_id", "subject", "predicate", "object"):
        data[name] = _blank_to_none(data[name])
    data["reasons"] = [REASON_SEPARATOR.join(r) for r in reasons]
    data["n_reasons"] = [len(r) for r in reasons]
    data["input_rejected"] = [bool(INPUT_REASONS.intersection(r)) for r in reasons]
    data["doc_length"] = [lengths.get(d) for d in cols.column("doc_id").to_pylist()]
    data["parse_mode"] = [ParseMode(m) for m in data["parse_mode"]]
    frame = pd.DataFrame({c: data[c] for c in VERDICT_COLUMNS}, columns=list(VERDICT_COLUMNS))
    return frame.astype(VERDICT_TYPES)


def candidates_frame(table: TableRef, documents: Iterable[Document]) -> pd.DataFrame:
    """`tables.candidates_frame` of a stored candidate table, from its scalar columns."""
    known = {d.doc_id for d in documents}
    names = [c for c in CANDIDATE_COLUMNS if c != "doc_known"]
    cols = table.columns(names)
    data: dict[str, list[Any]] = {c: cols.column(c).to_pylist() for c in names}
    data["doc_known"] = [d in known for d in data["doc_id"]]
    for name in ("candidate_id", "doc_id", "subject", "predicate", "object"):
        data[name] = _blank_to_none(data[name])
    data["parse_mode"] = [ParseMode(m) for m in data["parse_mode"]]
    frame = pd.DataFrame({c: data[c] for c in CANDIDATE_COLUMNS}, columns=list(CANDIDATE_COLUMNS))
    return frame.astype(CANDIDATE_TYPES)
