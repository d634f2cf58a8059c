"""Checks returned with `golden_set_evaluation`: the precision gate and its drift warning."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import dagster as dg

from kg_pipeline.core.quality.golden import GoldenEvaluation

EVALUATION = dg.AssetKey("golden_set_evaluation")
PRECISION_GATE = "golden_set_precision_meets_target"
PREDICATE_DRIFT = "predicate_precision_has_not_dropped"
PREDICATE_PRECISION_KEY = "accept_precision_by_predicate"
FINGERPRINT_KEY = "golden_set_fingerprint"

EVALUATION_CHECK_SPECS: list[dg.AssetCheckSpec] = [
    dg.AssetCheckSpec(
        PRECISION_GATE,
        asset=EVALUATION,
        description="Golden-set ACCEPT precision of the production validator and policy is at "
        "least the target; nothing is published from a configuration that admits wrong edges. "
        "No ACCEPT at all (precision undefined) fails too: the gate cannot vouch for anything.",
        blocking=True,
        metadata={"severity": "ERROR", "blocking": True},
    ),
    dg.AssetCheckSpec(
        PREDICATE_DRIFT,
        asset=EVALUATION,
        description="No predicate's golden-set ACCEPT precision fell by more than the tolerance "
        "since the previous evaluation (predicates with too few ACCEPTs are not compared).",
        blocking=False,
        metadata={"severity": "WARN", "blocking": False},
    ),
]


def _false_accepts_markdown(rows: list[dict[str, Any]], n: int = 15) -> str:
    if not rows:
        return "_none_"
    lines = ["| candidate | kind | triple | evidence |", "|---|---|---|---|"]
    for r in rows[:n]:
        triple = f"{r['subject']} — {r['predicate']} → {r['object']}".replace("|", "/")
        evidence = (r.get("evidence_span") or "").replace("|", "/").replace("\n", " ")[:140]
        lines.append(f"| {r['candidate_id']} | {r.get('kind') or ''} | {triple} | {evidence} |")
    return "\n".join(lines)


def check_precision_gate(
    evaluation: GoldenEvaluation, target: float, min_accepted: int
) -> dg.AssetCheckResult:
    overall = evaluation.overall
    accepted = int(overall["accepted"])
    precision = overall["accept_precision"]
    true_accepts = accepted - len(evaluation.false_accepts)
    # The bound the thresholds were chosen by, so the gate and `calibrate` speak alike.
    lower = evaluation.accept_precision_lower_bound
    if accepted < min_accepted or precision is None:
        passed = False
        why = (
            f"only {accepted} golden-set candidates accepted ({min_accepted} needed): "
            "precision is undefined or meaningless, so the gate cannot vouch for what is published"
        )
    else:
        passed = precision >= target
        why = (
            f"ACCEPT precision {precision:.4f} ({true_accepts}/{accepted}) "
            f"{'meets' if passed else 'is below'} the target {target} "
            f"(one-sided 95% lower bound {lower:.3f} from {accepted} ACCEPTs)"
        )
    return dg.AssetCheckResult(
        asset_key=EVALUATION,
        check_name=PRECISION_GATE,
        passed=passed,
        severity=dg.AssetCheckSeverity.ERROR,
        description=why,
        metadata={
            "accept_precision": dg.FloatMetadataValue(precision),
            "target": dg.FloatMetadataValue(target),
            "accepted": accepted,
            "false_accepts": len(evaluation.false_accepts),
            "min_accepted": min_accepted,
            "accept_precision_lower_95": dg.FloatMetadataValue(lower),
            "false_accept_sample": dg.MetadataValue.md(
                _false_accepts_markdown(evaluation.false_accepts)
            ),
            "golden_set": dg.MetadataValue.text(
                f"{evaluation.source}" + (f" split={evaluation.split}" if evaluation.split else "")
            ),
        },
    )


def previous_predicate_precision(
    instance: dg.DagsterInstance, run_id: str, fingerprint: str | None = None, lookback: int = 20
) -> tuple[dict[str, Any] | None, str | None]:
    """Per-predicate precision of the latest evaluation from another run (metadata only).

    With a fingerprint, only an evaluation of the same golden set counts: precision measured
    on different labels is not a trend.
    """
    records = instance.fetch_materializations(EVALUATION, limit=lookback).records
    for record in records:
        if record.run_id == run_id or record.asset_materialization is None:
            continue
        metadata = record.asset_materialization.metadata
        seen = metadata.get(FINGERPRINT_KEY)
        if fingerprint and seen is not None and seen.value != fingerprint:
            continue
        entry = metadata.get(PREDICATE_PRECISION_KEY)
        if entry is not None and isinstance(entry.value, dict):
            label = f"run {record.run_id[:8]}, partition {record.partition_key or '-'}"
            return dict(entry.value), label
    return None, None


def check_predicate_drift(
    current: Mapping[str, Mapping[str, Any]],
    previous: Mapping[str, Mapping[str, Any]] | None,
    previous_label: str | None,
    max_drop: float,
    min_accepted: int,
) -> dg.AssetCheckResult:
    if previous is None:
        return dg.AssetCheckResult(
            asset_key=EVALUATION,
            check_name=PREDICATE_DRIFT,
            passed=True,
            severity=dg.AssetCheckSeverity.WARN,
            description="no previous evaluation to compare with",
            metadata={"compared_predicates": 0, "previous_evaluation": "-"},
        )
    drops: dict[str, dict[str, float]] = {}
    compared = 0
    for pred, now in current.items():
        before = previous.get(pred)
        if before is None or now.get("precision") is None or before.get("precision") is None:
            continue
        if min(int(now.get("accepted") or 0), int(before.get("accepted") or 0)) < min_accepted:
            continue
        compared += 1
        drop = float(before["precision"]) - float(now["precision"])
        if drop > max_drop:
            drops[pred] = {"before": before["precision"], "now": now["precision"]}
    table = "\n".join(
        ["| predicate | before | now |", "|---|---:|---:|"]
        + [f"| {p} | {d['before']:.3f} | {d['now']:.3f} |" for p, d in sorted(drops.items())]
    )
    return dg.AssetCheckResult(
        asset_key=EVALUATION,
        check_name=PREDICATE_DRIFT,
        passed=not drops,
        severity=dg.AssetCheckSeverity.WARN,
        description=(
            f"{len(drops)} of {compared} compared predicates lost more than {max_drop:.0%} "
            f"precision since {previous_label}"
            if drops
            else f"{compared} predicates compared with {previous_label}; none dropped"
        ),
        metadata={
            "compared_predicates": compared,
            "dropped_predicates": len(drops),
            "max_drop": dg.FloatMetadataValue(max_drop),
            "previous_evaluation": dg.MetadataValue.text(previous_label or "-"),
            "drops": dg.MetadataValue.md(table if drops else "_none_"),
        },
    )
