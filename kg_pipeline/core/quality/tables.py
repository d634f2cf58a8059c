"""Candidates and verdicts as pandas tables, the shape expectation suites read.

An empty or blank endpoint is written as a missing value: a triple without a subject has no
subject, whatever string stood in for it. Reasons are joined with `|` so one column holds them
and a regular expression can check every code against the `Reason` enum.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pandas as pd

from kg_pipeline.core.models import Candidate, Document, Verdict

REASON_SEPARATOR = "|"
CANDIDATE_COLUMNS = (
    "candidate_id",
    "doc_id",
    "subject",
    "predicate",
    "object",
    "extractor",
    "parse_mode",
    "doc_known",
    "input_problem",
)
VERDICT_COLUMNS = (
    "candidate_id",
    "doc_id",
    "subject",
    "predicate",
    "object",
    "subject_entity_id",
    "object_entity_id",
    "decision",
    "reasons",
    "n_reasons",
    "input_rejected",
    "confidence",
    "evidence_span",
    "evidence_start",
    "evidence_end",
    "doc_length",
    "parse_mode",
)

CANDIDATE_TYPES = {"doc_known": "bool"}
VERDICT_TYPES = {
    "evidence_start": "Int64",
    "evidence_end": "Int64",
    "doc_length": "Int64",
    "n_reasons": "int64",
    "confidence": "float64",
    "input_rejected": "bool",
}
"""Column dtypes, shared with the frames built from stored columns (`verdict_columns`)."""


def _value(text: str | None) -> str | None:
    return text if text is not None and text.strip() else None


def candidates_frame(
    candidates: Iterable[Candidate], documents: Iterable[Document]
) -> pd.DataFrame:
    known = {d.doc_id for d in documents}
    rows: list[dict[str, Any]] = [
        {
            "candidate_id": _value(c.candidate_id),
            "doc_id": _value(c.doc_id),
            "subject": _value(c.subject),
            "predicate": _value(c.predicate),
            "object": _value(c.object),
            "extractor": c.extractor,
            "parse_mode": c.parse_mode,
            "doc_known": c.doc_id in known,
            "input_problem": c.input_problem,
        }
        for c in candidates
    ]
    frame = pd.DataFrame(rows, columns=list(CANDIDATE_COLUMNS))
    return frame.astype(CANDIDATE_TYPES)


# Reasons that say the record itself was unusable: such a row may lack endpoints.
INPUT_REASONS = frozenset({"MALFORMED", "EMPTY_ENDPOINT", "EXTRACTION_FAILED"})


def verdicts_frame(verdicts: Iterable[Verdict], documents: Iterable[Document]) -> pd.DataFrame:
    lengths = {d.doc_id: len(d.text) for d in documents}
    rows: list[dict[str, Any]] = []
    for v in verdicts:
        reasons = [str(r) for r in v.reasons]
        rows.append(
            {
                "candidate_id": _value(v.candidate_id),
                "doc_id": _value(v.doc_id),
                "subject": _value(v.subject),
                "predicate": _value(v.predicate),
                "object": _value(v.object),
                "subject_entity_id": v.subject_entity_id,
                "object_entity_id": v.object_entity_id,
                "decision": str(v.decision),
                "reasons": REASON_SEPARATOR.join(reasons),
                "n_reasons": len(reasons),
                "input_rejected": bool(INPUT_REASONS.intersection(reasons)),
                "confidence": v.confidence,
                "evidence_span": v.evidence_span,
                "evidence_start": v.evidence_start,
                "evidence_end": v.evidence_end,
                "doc_length": lengths.get(v.doc_id),
                "parse_mode": v.parse_mode,
            }
        )
    frame = pd.DataFrame(rows, columns=list(VERDICT_COLUMNS))
    return frame.astype(VERDICT_TYPES)
