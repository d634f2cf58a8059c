"""The drift check of the claim audit: unmapped rate against its trailing baseline.

The baseline comes from earlier partitions' materialisation metadata in the instance's event
log, so the check never reloads old partitions' data.
"""

from __future__ import annotations

from datetime import datetime, timedelta
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


def earlier_partition_keys(
    partition_key: str, fmt: str = "%Y-%m-%d", window: int = TRAILING_PARTITIONS
) -> list[str]:
    day = datetime.strptime(partition_key, fmt)
    return [(day - timedelta(days=i)).strftime(fmt) for i in range(1, window + 1)]


def trailing_rates(
    instance: dg.DagsterInstance, asset_key: dg.AssetKey, partition_keys: list[str]
) -> dict[str, float]:
    """Latest recorded unmapped rate per earlier partition that had claims."""
    if not partition_keys:
        return {}
    result = instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=asset_key, asset_partitions=partition_keys),
        limit=len(partition_keys) * 10,
    )
    rates: dict[str, float] = {}
    seen: set[str] = set()
    for record in result.records:  # newest first
        materialization = record.asset_materialization
        if materialization is None or materialization.partition is None:
            continue
        partition = materialization.partition
        if partition in seen:
            continue
        seen.add(partition)
        metadata = materialization.metadata
        rate = metadata.get(RATE_KEY)
        claims = metadata.get(CLAIMS_KEY)
        if rate is None or claims is None or not claims.value:
            continue
        rates[partition] = float(rate.value)  # type: ignore[arg-type]
    return rates


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
    if claims == 0:
        return dg.AssetCheckResult(
            asset_key=asset_key,
            check_name=CHECK_NAME,
            passed=True,
            severity=dg.AssetCheckSeverity.WARN,
            metadata=metadata,
            description="No claims in this partition: nothing to compare.",
        )
    if not baseline_rates:
        return dg.AssetCheckResult(
            asset_key=asset_key,
            check_name=CHECK_NAME,
            passed=True,
            severity=dg.AssetCheckSeverity.WARN,
            metadata=metadata,
            description="No earlier partition with claims yet: this one starts the baseline.",
        )
    baseline = mean(baseline_rates.values())
    limit = baseline + MAX_INCREASE
    metadata["baseline"] = dg.FloatMetadataValue(baseline)
    metadata["limit"] = dg.FloatMetadataValue(limit)
    passed = rate <= limit
    return dg.AssetCheckResult(
        asset_key=asset_key,
        check_name=CHECK_NAME,
        passed=passed,
        severity=dg.AssetCheckSeverity.WARN,
        metadata=metadata,
        description=(
            f"Unmapped rate {rate:.1%} against a trailing mean of {baseline:.1%} over "
            f"{len(baseline_rates)} partition(s); warn above {limit:.1%}."
        ),
    )
