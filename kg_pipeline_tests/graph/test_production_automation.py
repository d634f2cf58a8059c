"""The overnight schedule and the inbox sensor, evaluated as the daemon would."""

from __future__ import annotations

import json
import os
import shutil
import time
from datetime import UTC, datetime
from pathlib import Path

import dagster as dg
import pytest

from kg_pipeline.core.paths import DEMO_INBOX
from kg_pipeline.definitions import defs
from kg_pipeline.defs.automation import inbox_sensor, overnight_ingestion
from kg_pipeline.defs.automation.sensors import SETTLE_SECONDS
from kg_pipeline.resources.settings import PipelineSettings

DAY = "2024-06-11"


def age(path: Path, seconds: float = 3600) -> None:
    """Make every file under path look as if it landed a while ago."""
    then = time.time() - seconds
    for p in [path, *path.rglob("*")]:
        os.utime(p, (then, then))


@pytest.fixture
def inbox(tmp_path: Path) -> Path:
    root = tmp_path / "inbox"
    shutil.copytree(DEMO_INBOX / DAY, root / DAY)
    age(root)
    return root


def test_both_are_registered_and_stopped_by_default() -> None:
    repo = defs().get_repository_def()
    schedule = repo.get_schedule_def("overnight_ingestion")
    sensor = repo.get_sensor_def("inbox_sensor")
    assert schedule.job_name == sensor.job_name == "daily_ingestion"
    assert schedule.default_status == dg.DefaultScheduleStatus.STOPPED
    assert sensor.default_status == dg.DefaultSensorStatus.STOPPED
    assert schedule.cron_schedule == "0 2 * * *" and schedule.execution_timezone == "UTC"


def evaluate_schedule(inbox: Path, when: datetime) -> dg.RunRequest | dg.SkipReason:
    context = dg.build_schedule_context(
        scheduled_execution_time=when,
        resources={"settings": PipelineSettings(inbox_dir=str(inbox))},
    )
    result = overnight_ingestion(context)
    assert isinstance(result, dg.RunRequest | dg.SkipReason)
    return result


def test_schedule_requests_yesterdays_partition(inbox: Path) -> None:
    request = evaluate_schedule(inbox, datetime(2024, 6, 12, 2, 0, tzinfo=UTC))
    assert isinstance(request, dg.RunRequest)
    assert request.partition_key == DAY and request.run_key == DAY
    # The tick's time, not the wall clock, decides; a day with no files is skipped.
    skipped = evaluate_schedule(inbox, datetime(2024, 6, 13, 2, 0, tzinfo=UTC))
    assert isinstance(skipped, dg.SkipReason) and "2024-06-12" in (skipped.skip_message or "")


def evaluate_sensor(inbox: Path, cursor: str | None) -> dg.SensorResult:
    context = dg.build_sensor_context(
        cursor=cursor, resources={"settings": PipelineSettings(inbox_dir=str(inbox))}
    )
    result = inbox_sensor(context)
    assert isinstance(result, dg.SensorResult)
    return result


def test_sensor_requests_each_new_folder_state_once(inbox: Path) -> None:
    first = evaluate_sensor(inbox, None)
    assert [r.partition_key for r in first.run_requests or []] == [DAY]
    run_key = (first.run_requests or [])[0].run_key
    assert run_key is not None and run_key.startswith(f"{DAY}:")

    # Re-evaluation with the cursor: nothing new, no request.
    again = evaluate_sensor(inbox, first.cursor)
    assert not again.run_requests
    assert again.cursor == first.cursor

    # Files land in a new date folder: that partition, and only it.
    new_day = inbox / "2024-06-12"
    (new_day / "candidates").mkdir(parents=True)
    (new_day / "note.txt").write_text("Aster Holdings acquired Beacon Labs in 2021.")
    (new_day / "candidates" / "c.jsonl").write_text("")
    age(new_day)
    second = evaluate_sensor(inbox, again.cursor)
    assert [r.partition_key for r in second.run_requests or []] == ["2024-06-12"]
    assert json.loads(second.cursor or "{}").keys() == {DAY, "2024-06-12"}

    # A file still being written waits for the next tick; then the folder is requested again.
    fresh = new_day / "late.txt"
    fresh.write_text("Beacon Labs was founded in 2015.")
    waiting = evaluate_sensor(inbox, second.cursor)
    assert not waiting.run_requests and "still landing" in str(waiting.skip_reason)
    assert time.time() - fresh.stat().st_mtime < SETTLE_SECONDS
    age(new_day)
    third = evaluate_sensor(inbox, waiting.cursor)
    assert [r.partition_key for r in third.run_requests or []] == ["2024-06-12"]
    assert (third.run_requests or [])[0].run_key != (second.run_requests or [])[0].run_key

    # A lost cursor gives the same run keys, which the daemon never launches twice.
    replay = evaluate_sensor(inbox, None)
    assert {r.run_key for r in replay.run_requests or []} == {
        run_key,
        (third.run_requests or [])[0].run_key,
    }


def test_sensor_ignores_what_is_not_a_partition(inbox: Path) -> None:
    for name in ("notes", "2024-13-45", "1999-01-01", "2999-01-01"):
        (inbox / name).mkdir()
        (inbox / name / "doc.txt").write_text("text")
    (inbox / "2024-06-12").mkdir()  # empty folder
    (inbox / "2024-06-13").mkdir()
    (inbox / "2024-06-13" / ".upload.txt").write_text("hidden")
    (inbox / "2024-06-13" / "doc.txt.part").write_text("partial")
    age(inbox)
    result = evaluate_sensor(inbox, None)
    assert [r.partition_key for r in result.run_requests or []] == [DAY]
    missing = evaluate_sensor(inbox / "nowhere", None)
    assert not missing.run_requests
