"""The inbox sensor: a run for a date folder when files land in it or change."""

from __future__ import annotations

import hashlib
import json
import re
import time
from pathlib import Path

import dagster as dg

from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.defs.jobs import ingestion_job
from kg_pipeline.resources.settings import PipelineSettings

DATE_FOLDER = re.compile(r"\d{4}-\d{2}-\d{2}")
SETTLE_SECONDS = 60.0
"""A folder whose newest file is younger than this is still being written: wait a tick."""
IGNORED_SUFFIXES = (".tmp", ".part", ".partial", ".crdownload")


def folder_fingerprint(folder: Path) -> tuple[str, float] | None:
    """A digest of every file's relative name, size and mtime, and the newest mtime.

    Names, sizes and mtimes (not contents) keep a tick cheap on a large inbox; a rewrite that
    keeps both size and mtime is the one change it cannot see. Hidden and partial files are
    skipped. None when the folder holds no file.
    """
    entries = []
    newest = 0.0
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder)
        if not path.is_file() or any(part.startswith(".") for part in rel.parts):
            continue
        if path.name.endswith(IGNORED_SUFFIXES):
            continue
        try:
            stat = path.stat()
        except FileNotFoundError:  # moved away while we looked: the next tick sees the result
            continue
        entries.append([rel.as_posix(), stat.st_size, stat.st_mtime_ns])
        newest = max(newest, stat.st_mtime)
    if not entries:
        return None
    digest = hashlib.sha256(json.dumps(entries).encode()).hexdigest()[:16]
    return digest, newest


@dg.sensor(
    name="inbox_sensor",
    job=ingestion_job,
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.STOPPED,
    description="Requests the partition of an inbox date folder when its files land or change.",
)
def inbox_sensor(
    context: dg.SensorEvaluationContext, settings: PipelineSettings
) -> dg.SensorResult:
    """One run per new state of a date folder, never two for the same state.

    The cursor maps each partition to the fingerprint it was last requested for; the run key
    is `<partition>:<fingerprint>`, so even a lost cursor cannot launch a duplicate. Folders
    that are not a partition of the job (bad names, dates out of range) are ignored.
    """
    inbox = Path(settings.inbox_dir)
    seen: dict[str, str] = json.loads(context.cursor) if context.cursor else {}
    requests: list[dg.RunRequest] = []
    waiting: list[str] = []
    now = time.time()
    folders = sorted(p for p in inbox.iterdir() if p.is_dir()) if inbox.is_dir() else []
    for folder in folders:
        partition = folder.name
        if not DATE_FOLDER.fullmatch(partition) or not daily_partitions.has_partition_key(
            partition
        ):
            continue
        fingerprint = folder_fingerprint(folder)
        if fingerprint is None:
            continue
        digest, newest = fingerprint
        if seen.get(partition) == digest:
            continue
        if now - newest < SETTLE_SECONDS:
            waiting.append(partition)
            continue
        seen[partition] = digest
        requests.append(
            dg.RunRequest(
                run_key=f"{partition}:{digest}",
                partition_key=partition,
                tags={"kg/trigger": "inbox_sensor", "kg/inbox_fingerprint": digest},
            )
        )
    cursor = json.dumps(seen, sort_keys=True)
    if requests:
        return dg.SensorResult(run_requests=requests, cursor=cursor)
    reason = f"still landing: {', '.join(waiting)}" if waiting else f"nothing new in {inbox}"
    return dg.SensorResult(skip_reason=reason, cursor=cursor)
