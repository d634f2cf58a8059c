"""Evaluation against labelled candidates: what a precision gate and a dashboard need."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from typing import Any

from kg_pipeline.core.models import Candidate, Decision, Document, Verdict

POSITIVE_LABELS = frozenset({"SUPPORTED", "TRUE", "POSITIVE", "1", "YES"})


def is_positive(label: str | None) -> bool:
    return (label or "").strip().upper() in POSITIVE_LABELS


def _ratio(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


def summarize(verdicts: list[Verdict]) -> dict[str, Any]:
    labelled = [v for v in verdicts if v.label is not None]
    acc = [v for v in labelled if v.decision == Decision.ACCEPT]
    rej = [v for v in labelled if v.decision == Decision.REJECT]
    rev = [v for v in labelled if v.decision == Decision.REVIEW]
    pos = [v for v in labelled if is_positive(v.label)]
    acc_tp = sum(is_positive(v.label) for v in acc)
    rej_tn = sum(not is_positive(v.label) for v in rej)
    return {
        "candidates": len(labelled),
        "positives": len(pos),
        "accepted": len(acc),
        "rejected": len(rej),
        "review": len(rev),
        "accept_precision": _ratio(acc_tp, len(acc)),
        "accept_recall": _ratio(acc_tp, len(pos)),
        "reject_precision": _ratio(rej_tn, len(rej)),
        "reject_recall": _ratio(rej_tn, len(labelled) - len(pos)),
        "review_rate": _ratio(len(rev), len(labelled)),
    }


def _grouped(
    verdicts: list[Verdict], key: Callable[[Verdict], str | None]
) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[Verdict]] = defaultdict(list)
    for v in verdicts:
        k = key(v)
        if k is not None:
            groups[k].append(v)
    return {k: summarize(vs) for k, vs in sorted(groups.items())}


def evaluation_report(verdicts: Iterable[Verdict]) -> dict[str, Any]:
    """Overall, by predicate, by kind (when present) and by the stage whose reason decided."""
    verdicts = [v for v in verdicts if v.label is not None]
    report: dict[str, Any] = {"overall": summarize(verdicts)}
    report["by_predicate"] = _grouped(verdicts, lambda v: v.predicate or "(none)")
    if any(v.kind for v in verdicts):
        report["by_kind"] = _grouped(verdicts, lambda v: v.kind)
    report["by_deciding_stage"] = _grouped(verdicts, deciding_stage)
    reasons: dict[str, dict[str, int]] = defaultdict(lambda: {"positive": 0, "negative": 0})
    for v in verdicts:
        for r in v.reasons:
            reasons[r.value]["positive" if is_positive(v.label) else "negative"] += 1
    report["reasons_by_label"] = dict(sorted(reasons.items()))
    return report


def deciding_stage(v: Verdict) -> str:
    """The first stage that failed or flagged the candidate, else 'decision' (the score)."""
    for stage in v.stages:
        if stage.outcome in ("fail", "review") and stage.reasons:
            return stage.stage
    return "decision"


def integrity_report(
    documents: Iterable[Document], candidates: list[Candidate], verdicts: list[Verdict]
) -> dict[str, Any]:
    """The invariants a release is gated on, counted rather than assumed: one verdict per
    candidate, accepted spans verbatim at their offsets, no invented entity accepted."""
    text = {d.doc_id: d.text for d in documents}
    ids = [v.candidate_id for v in verdicts]
    not_verbatim = [
        v.candidate_id
        for v in verdicts
        if v.decision == Decision.ACCEPT
        and (
            v.evidence_span is None
            or v.evidence_start is None
            or v.evidence_end is None
            or text.get(v.doc_id, "")[v.evidence_start : v.evidence_end] != v.evidence_span
        )
    ]
    return {
        "candidates": len(candidates),
        "verdicts": len(verdicts),
        "one_verdict_per_candidate": sorted(ids) == sorted(c.candidate_id for c in candidates),
        "accepted_not_verbatim": len(not_verbatim),
        "foreign_object_accepted": sum(
            1 for v in verdicts if v.kind == "foreign_object" and v.decision == Decision.ACCEPT
        ),
    }
