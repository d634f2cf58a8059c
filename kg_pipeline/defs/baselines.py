"""Trailing baselines for drift checks, read from earlier partitions' metadata.

A drift check compares this partition with the ones before it; it reads their recorded
materialisation metadata from the instance's event log and never loads their data.
"""

from collections.abc import Sequence

import dagster as dg


def earlier_partition_keys(
    partitions_def: dg.TimeWindowPartitionsDefinition, key: str, n: int
) -> list[str]:
    """The n partition keys before `key`, most recent first (fewer near the first partition)."""
    keys: list[str] = []
    first = partitions_def.start.timestamp()
    start = partitions_def.time_window_for_partition_key(key).start.timestamp()
    while len(keys) < n and start > first:
        prev = partitions_def.get_partition_key_for_timestamp(start - 1)
        keys.append(prev)
        start = partitions_def.time_window_for_partition_key(prev).start.timestamp()
    return keys


def trailing_metadata(
    instance: dg.DagsterInstance,
    asset_key: dg.AssetKey,
    partition_keys: Sequence[str],
    metadata_key: str,
    *,
    nonzero_key: str | None = None,
) -> dict[str, float]:
    """A float from the latest materialisation of each given partition.

    With `nonzero_key`, a partition whose value for that key is missing or zero (say, no claims
    that day) is left out of the baseline rather than counted as a rate of zero.
    """
    values: dict[str, float] = {}
    for key in partition_keys:
        records = instance.fetch_materializations(
            dg.AssetRecordsFilter(asset_key=asset_key, asset_partitions=[key]), limit=1
        ).records
        for record in records:
            mat = record.asset_materialization
            entry = mat.metadata.get(metadata_key) if mat else None
            if entry is None or not isinstance(entry.value, (int, float)):
                continue
            if nonzero_key is not None:
                gate = mat.metadata.get(nonzero_key) if mat else None
                if gate is None or not gate.value:
                    continue
            values[key] = float(entry.value)
    return values
