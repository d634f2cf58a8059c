"""The drift check of the claim audit: unmapped rate against its trailing baseline.

The baseline comes from earlier partitions' materialisation metadata in the instance's event
log, so the check never reloads old partitions' data.
"""

from __future__ import annotations

from statistics import mean
from typing import Any

import dagster as dg

CHECK_NAME = "unmapped_rate_vs_trailing_baseline"
TRAILING_PARTITIONS = 7
"""How many earlier daily partitions make the baseline."""
MAX_INCREASE = 0.10
"""Warn when the unmapped rate exceeds the trailing mean by more than this (absolute)."""
RATE_KEY = "unmapped_rate"
CLAIMS_KEY = "claims"


def unmapped_rate_check_spec(asset_key: dg.AssetKey) -> dg.AssetCheckSpec:
    return dg.AssetCheckSpec(
        CHECK_NAME,
        asset=asset_key,
        description=(
            f"WARN when the share of UNMAPPED claims exceeds the mean of the previous "
            f"{TRAILING_PARTITIONS} partitions by more than {MAX_INCREASE:.0%} (drift in the "
            "generator, the retrieval or the sources)."
        ),
    )


def unmapped_rate_result(
    *,
    asset_key: dg.AssetKey,
    rate: float,
    claims: int,
    baseline_rates: dict[str, float],
) -> dg.AssetCheckResult:
    metadata: dict[str, Any] = {
        "unmapped_rate": dg.FloatMetadataValue(rate),
        "claims": claims,
        "baseline_partitions": len(baseline_rates),
        "max_increase": dg.FloatMetadataValue(MAX_INCREASE),
    }
    passed = True
    if claims == 0:
        description = "No claims in this partition: nothing to compare."
    elif not baseline_rates:
        description = "No earlier partition with claims yet: this one starts the baseline."
    else:
        baseline = mean(baseline_rates.values())
        limit = baseline + MAX_INCREASE
        metadata["baseline"] = dg.FloatMetadataValue(baseline)
        metadata["limit"] = dg.FloatMetadataValue(limit)
        passed = rate <= limit
        description = (
            f"Unmapped rate {rate:.1%} against a trailing mean of {baseline:.1%} over "
            f"{len(baseline_rates)} partition(s); warn above {limit:.1%}."
        )
    return dg.AssetCheckResult(
        asset_key=asset_key,
        check_name=CHECK_NAME,
        passed=passed,
        severity=dg.AssetCheckSeverity.WARN,
        metadata=metadata,
        description=description,
    )
