"""Checks returned with the validation multi-asset, one partition at a time.

They are declared as check specs on the multi-asset (a spec can only name one of its outputs),
so each runs in the step that produced the partition and reads nothing but that partition's
data, plus, for the prune-ratio baseline, earlier partitions' materialisation metadata.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from statistics import fmean

import dagster as dg

from kg_pipeline.core.models import Candidate, Decision, Document, ParseMode, Reason, Verdict
from kg_pipeline.core.quality.expectations import SuiteResult
from kg_pipeline.core.quality.verdict_columns import Conservation
from kg_pipeline.core.validation.evidence import evidence_endpoint_problem
from kg_pipeline.core.validation.resolution import DocumentIndex

PRUNED = dg.AssetKey("pruned_triples")
REJECTED = dg.AssetKey("rejected_edges")
REVIEW = dg.AssetKey("review_queue")

EVIDENCE_VERBATIM = "evidence_spans_are_verbatim"
EVIDENCE_MENTIONS = "evidence_spans_mention_both_endpoints"
CONSERVATION = "every_candidate_has_one_decision"
PRUNED_EXPECTATIONS = "pruned_triples_meet_expectations"
CANDIDATE_EXPECTATIONS = "candidate_table_meets_expectations"
PARSE_FALLBACK = "parse_fallback_rate_is_low"
AUDITOR_RATES = "auditor_failure_rates_are_low"
PRUNE_RATIO = "prune_ratio_is_within_baseline"
REJECTED_EXPECTATIONS = "rejected_edges_meet_expectations"
REVIEW_EXPECTATIONS = "review_queue_meets_expectations"

"""The clean readings: the same `degraded` property as the validator's parse stage."""
AUDITOR_STAGE = "auditor"


def _spec(
    name: str, asset: dg.AssetKey, severity: dg.AssetCheckSeverity, why: str
) -> dg.AssetCheckSpec:
    blocking = severity == dg.AssetCheckSeverity.ERROR
    return dg.AssetCheckSpec(
        name,
        asset=asset,
        description=why,
        blocking=blocking,
        metadata={"severity": severity.value, "blocking": blocking},
    )


ERROR, WARN = dg.AssetCheckSeverity.ERROR, dg.AssetCheckSeverity.WARN

VALIDATION_CHECK_SPECS: list[dg.AssetCheckSpec] = [
    _spec(
        EVIDENCE_VERBATIM,
        PRUNED,
        ERROR,
        "Every accepted edge's evidence span is its document's text at the stored offsets, "
        "so each published edge can be shown in its source.",
    ),
    _spec(
        EVIDENCE_MENTIONS,
        PRUNED,
        ERROR,
        "Every accepted edge's evidence span holds a mention of its subject and of its object "
        "(name or alias): a verbatim sentence about something else is not support.",
    ),
    _spec(
        CONSERVATION,
        PRUNED,
        ERROR,
        "Candidates = accepted + rejected + review, id by id: no candidate is lost or "
        "decided twice, so the ledger and the queue are complete.",
    ),
    _spec(
        PRUNED_EXPECTATIONS,
        PRUNED,
        ERROR,
        "Great Expectations suite on the accepted table: endpoints and node ids present, "
        "ACCEPT only, known reason codes, confidence in 0..1, offsets inside the document.",
    ),
    _spec(
        CANDIDATE_EXPECTATIONS,
        PRUNED,
        WARN,
        "Great Expectations suite on the candidate table validation read: ids present and "
        "unique, document named, endpoints non-null. Bad records are still decided (REJECT).",
    ),
    _spec(
        PARSE_FALLBACK,
        PRUNED,
        WARN,
        "Share of candidates whose parse_mode is not strict/imported (repaired JSON, "
        "unconstrained retry, failed chunk) stays under the threshold.",
    ),
    _spec(
        AUDITOR_RATES,
        PRUNED,
        WARN,
        "The evidence auditor's invalid-output and retry rates stay under their thresholds "
        "(passes, saying so, when no auditor is configured).",
    ),
    _spec(
        PRUNE_RATIO,
        REJECTED,
        WARN,
        "The share of candidates rejected stays near its trailing baseline over earlier "
        "partitions (read from their materialisation metadata).",
    ),
    _spec(
        REJECTED_EXPECTATIONS,
        REJECTED,
        WARN,
        "Great Expectations suite on the ledger: REJECT only, at least one known reason each, "
        "endpoints present unless the record itself was unusable, offsets and confidence valid.",
    ),
    _spec(
        REVIEW_EXPECTATIONS,
        REVIEW,
        WARN,
        "Great Expectations suite on the review queue: REVIEW only, at least one known reason "
        "each, endpoints present, offsets and confidence valid.",
    ),
]


def _rate(num: int, den: int) -> float:
    return num / den if den else 0.0


# -- blocking --------------------------------------------------------------------------------
def verbatim_problem(doc: Document | None, v: Verdict) -> str | None:
    """Why an accepted verdict's evidence is not its document's text at its offsets, or None."""
    if doc is None:
        return f"document {v.doc_id!r} not among this partition's documents"
    if v.doc_content_hash and v.doc_content_hash != doc.content_hash:
        return "validated against another revision of the document"
    if v.evidence_span is None or v.evidence_start is None or v.evidence_end is None:
        return "no evidence span or offsets"
    if not 0 <= v.evidence_start < v.evidence_end <= len(doc.text):
        return f"offsets {v.evidence_start}..{v.evidence_end} outside 0..{len(doc.text)}"
    found = doc.text[v.evidence_start : v.evidence_end]
    if found != v.evidence_span:
        return f"text at the offsets is {found[:60]!r}, span is {v.evidence_span[:60]!r}"
    return None


def _problems_table(problems: dict[str, str]) -> str:
    """The first 20 failing candidates as Markdown; `|` in a message would break the table."""
    return "\n".join(
        ["| candidate | problem |", "|---|---|"]
        + [f"| {cid} | {p.replace('|', '/')} |" for cid, p in list(problems.items())[:20]]
    )


def check_evidence_verbatim(
    documents: Sequence[Document], accepted: Iterable[Verdict]
) -> dg.AssetCheckResult:
    """Blocking: `accepted` may be a list or a stored table's records, read once."""
    docs = {d.doc_id: d for d in documents}
    problems: dict[str, str] = {}
    checked = 0
    for v in accepted:
        checked += 1
        if p := verbatim_problem(docs.get(v.doc_id), v):
            problems[v.candidate_id] = p
    table = _problems_table(problems)
    return dg.AssetCheckResult(
        asset_key=PRUNED,
        check_name=EVIDENCE_VERBATIM,
        passed=not problems,
        severity=ERROR,
        description=(
            f"{checked} accepted spans verbatim at their offsets"
            if not problems
            else f"{len(problems)} of {checked} accepted spans are not verbatim at their offsets"
        ),
        metadata={
            "accepted_checked": checked,
            "not_verbatim": len(problems),
            "verbatim_share": dg.FloatMetadataValue(1.0 - _rate(len(problems), checked)),
            "failures": dg.MetadataValue.md(table if problems else "_none_"),
        },
    )


def check_evidence_mentions(
    documents: Sequence[Document], accepted: Iterable[Verdict]
) -> dg.AssetCheckResult:
    """Blocking: each accepted span mentions both endpoints (resolved as the validator does)."""
    docs = {d.doc_id: d for d in documents}
    indexes: dict[str, DocumentIndex] = {}
    problems: dict[str, str] = {}
    checked = 0
    for v in accepted:
        checked += 1
        doc = docs.get(v.doc_id)
        index = None
        if doc is not None:
            index = indexes.get(v.doc_id) or indexes.setdefault(v.doc_id, DocumentIndex(doc))
        problem = evidence_endpoint_problem(doc, v, index)
        if problem:
            problems[v.candidate_id] = problem
    table = _problems_table(problems)
    return dg.AssetCheckResult(
        asset_key=PRUNED,
        check_name=EVIDENCE_MENTIONS,
        passed=not problems,
        severity=ERROR,
        description=(
            f"{checked} accepted spans mention both endpoints"
            if not problems
            else f"{len(problems)} of {checked} accepted spans miss an endpoint"
        ),
        metadata={
            "accepted_checked": checked,
            "missing_endpoint": len(problems),
            "failures": dg.MetadataValue.md(table if problems else "_none_"),
        },
    )


def check_conservation(
    candidates: Sequence[Candidate],
    accepted: Sequence[Verdict],
    rejected: Sequence[Verdict],
    review: Sequence[Verdict],
) -> dg.AssetCheckResult:
    tables = {Decision.ACCEPT: accepted, Decision.REJECT: rejected, Decision.REVIEW: review}
    return conservation_result(Conservation.of_records(candidates, tables))


def conservation_result(
    found: Conservation, stream: Mapping[str, int] | None = None
) -> dg.AssetCheckResult:
    """Blocking. `stream`: what streaming counted (candidates in, verdicts out, duplicate ids),
    which must agree with the tables too."""
    n_acc, n_rej, n_rev = (found.counts[d] for d in Decision)
    stream_ok = stream is None or stream["candidates"] == stream["verdicts"] == found.candidates
    metadata: dict[str, dg.RawMetadataValue] = {
        "candidates": found.candidates,
        "accepted": n_acc,
        "rejected": n_rej,
        "review": n_rev,
        "lost": len(found.lost),
        "extra_or_duplicated": len(found.extra),
        "in_wrong_table": len(found.misplaced),
        "lost_ids": dg.MetadataValue.text(", ".join(found.lost[:50]) or "-"),
        "extra_ids": dg.MetadataValue.text(", ".join(found.extra[:50]) or "-"),
        "wrong_table_ids": dg.MetadataValue.text(", ".join(found.misplaced[:50]) or "-"),
    }
    if stream is not None:
        metadata.update({f"stream_{k}": v for k, v in stream.items()})
    return dg.AssetCheckResult(
        asset_key=PRUNED,
        check_name=CONSERVATION,
        passed=found.passed and stream_ok,
        severity=ERROR,
        description=(
            f"{found.candidates} candidates = {n_acc} accepted + {n_rej} rejected + {n_rev} review"
        ),
        metadata=metadata,
    )


# -- expectation suites ----------------------------------------------------------------------
def check_suite(
    result: SuiteResult,
    asset: dg.AssetKey,
    check_name: str,
    severity: dg.AssetCheckSeverity,
) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(
        asset_key=asset,
        check_name=check_name,
        passed=result.success,
        severity=severity,
        description=(
            f"{result.evaluated} expectations met on {result.rows} rows"
            if result.success
            else f"{len(result.failures)} of {result.evaluated} expectations failed "
            f"on {result.rows} rows"
        ),
        metadata={
            "rows": result.rows,
            "expectations": result.evaluated,
            "failed_expectations": len(result.failures),
            "failing": dg.MetadataValue.md(result.markdown()),
        },
    )


# -- warnings --------------------------------------------------------------------------------
def check_parse_fallback(
    candidates: Sequence[Candidate], accepted: Sequence[Verdict], max_rate: float
) -> dg.AssetCheckResult:
    modes = Counter(c.parse_mode for c in candidates)
    return parse_fallback_result(modes, sum(v.parse_mode.degraded for v in accepted), max_rate)


def parse_fallback_result(
    modes: Counter[ParseMode], accepted_degraded: int, max_rate: float
) -> dg.AssetCheckResult:
    """From the candidates' parse modes (records or the stored `parse_mode` column)."""
    total = sum(modes.values())
    degraded = sum(n for mode, n in modes.items() if mode.degraded)
    rate = _rate(degraded, total)
    return dg.AssetCheckResult(
        asset_key=PRUNED,
        check_name=PARSE_FALLBACK,
        passed=rate <= max_rate,
        severity=WARN,
        description=f"{degraded} of {total} candidates from a degraded parse "
        f"(limit {max_rate:.0%})",
        metadata={
            "parse_fallback_rate": dg.FloatMetadataValue(rate),
            "max_rate": dg.FloatMetadataValue(max_rate),
            "degraded_candidates": degraded,
            "degraded_accepted": accepted_degraded,
            "by_parse_mode": dg.MetadataValue.json(dict(modes.most_common())),
        },
    )


def _retried(stage_detail: Mapping[str, object]) -> bool:
    retries = stage_detail.get("retries")
    attempts = stage_detail.get("attempts")
    return bool(
        stage_detail.get("retried")
        or (isinstance(retries, int) and retries > 0)
        or (isinstance(attempts, int) and attempts > 1)
    )


def check_auditor_rates(
    verdicts: Iterable[Verdict], invalid_max: float, retry_max: float
) -> dg.AssetCheckResult:
    """Audited = went through an `auditor` stage or carries AUDITOR_INVALID_OUTPUT.

    The auditor records a stage named `auditor`; a retry shows as `retried: true`,
    `retries > 0` or `attempts > 1` in its detail; output still invalid after the retry gives
    AUDITOR_INVALID_OUTPUT (the batch goes to review).
    """
    audited = [
        v
        for v in verdicts
        if Reason.AUDITOR_INVALID_OUTPUT in v.reasons
        or any(s.stage == AUDITOR_STAGE for s in v.stages)
    ]
    if not audited:
        return dg.AssetCheckResult(
            asset_key=PRUNED,
            check_name=AUDITOR_RATES,
            passed=True,
            severity=WARN,
            description="auditor not configured: no candidate went through an auditor stage",
            metadata={"auditor_configured": False, "audited": 0},
        )
    invalid = sum(Reason.AUDITOR_INVALID_OUTPUT in v.reasons for v in audited)
    retried = sum(
        any(s.stage == AUDITOR_STAGE and _retried(s.detail) for s in v.stages) for v in audited
    )
    invalid_rate, retry_rate = _rate(invalid, len(audited)), _rate(retried, len(audited))
    return dg.AssetCheckResult(
        asset_key=PRUNED,
        check_name=AUDITOR_RATES,
        passed=invalid_rate <= invalid_max and retry_rate <= retry_max,
        severity=WARN,
        description=f"{len(audited)} audited: invalid output {invalid_rate:.1%} "
        f"(limit {invalid_max:.0%}), retried {retry_rate:.1%} (limit {retry_max:.0%})",
        metadata={
            "auditor_configured": True,
            "audited": len(audited),
            "auditor_invalid_output_rate": dg.FloatMetadataValue(invalid_rate),
            "auditor_unavailable": sum(Reason.AUDITOR_UNAVAILABLE in v.reasons for v in audited),
            "auditor_retry_rate": dg.FloatMetadataValue(retry_rate),
            "invalid_output_max": dg.FloatMetadataValue(invalid_max),
            "retry_max": dg.FloatMetadataValue(retry_max),
        },
    )


def check_prune_ratio(
    ratio: float,
    history: Mapping[str, float],
    tolerance: float,
    min_baseline: int,
    window: int,
) -> dg.AssetCheckResult:
    metadata: dict[str, dg.RawMetadataValue] = {
        "prune_ratio": dg.FloatMetadataValue(ratio),
        "baseline_partitions": len(history),
        "baseline_window": window,
        "tolerance": dg.FloatMetadataValue(tolerance),
        "history": dg.MetadataValue.json(dict(sorted(history.items()))),
    }
    if len(history) < min_baseline:
        return dg.AssetCheckResult(
            asset_key=REJECTED,
            check_name=PRUNE_RATIO,
            passed=True,
            severity=WARN,
            description=f"no baseline yet: {len(history)} of the {window} earlier partitions "
            f"materialised, {min_baseline} needed",
            metadata={**metadata, "baseline_established": False},
        )
    baseline = fmean(history.values())
    gap = ratio - baseline
    return dg.AssetCheckResult(
        asset_key=REJECTED,
        check_name=PRUNE_RATIO,
        passed=abs(gap) <= tolerance,
        severity=WARN,
        description=f"prune ratio {ratio:.3f} vs baseline {baseline:.3f} over "
        f"{len(history)} partitions (tolerance ±{tolerance:.2f})",
        metadata={
            **metadata,
            "baseline_established": True,
            "baseline": dg.FloatMetadataValue(baseline),
            "deviation": dg.FloatMetadataValue(gap),
        },
    )
