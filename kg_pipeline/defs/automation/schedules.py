"""The overnight schedule: yesterday's ingestion date, once the day is over."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import dagster as dg

from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.defs.jobs import ingestion_job
from kg_pipeline.resources.settings import PipelineSettings

OVERNIGHT_CRON = "0 2 * * *"
"""02:00 UTC: late files of the previous day have had two hours to land."""


@dg.schedule(
    name="overnight_ingestion",
    cron_schedule=OVERNIGHT_CRON,
    execution_timezone="UTC",
    job=ingestion_job,
    default_status=dg.DefaultScheduleStatus.STOPPED,
    description="Yesterday's partition of daily_ingestion at 02:00 UTC (stopped until turned on).",
)
def overnight_ingestion(
    context: dg.ScheduleEvaluationContext, settings: PipelineSettings
) -> dg.RunRequest | dg.SkipReason:
    """Yesterday's partition, not the one that `build_schedule_from_partitioned_job` picks.

    The partitions end one day ahead (`end_offset=1`, so files landing today can be run by the
    sensor), which makes the built-in partitioned schedule request *today's* partition. The run
    key is the partition, so a tick is never launched twice. A day whose inbox folder is missing
    or empty is skipped: publishing it would empty that partition of the graph.
    """
    tick = context.scheduled_execution_time or datetime.now(UTC)
    partition = (tick.astimezone(UTC) - timedelta(days=1)).strftime("%Y-%m-%d")
    if not daily_partitions.has_partition_key(partition):
        return dg.SkipReason(f"{partition} is not a partition of daily_ingestion")
    folder = settings.partition_folder(partition)
    if not folder.is_dir() or not any(p.is_file() for p in folder.rglob("*")):
        return dg.SkipReason(f"no files in {folder}")
    return dg.RunRequest(
        run_key=partition,
        partition_key=partition,
        tags={"kg/trigger": "overnight_schedule"},
    )
