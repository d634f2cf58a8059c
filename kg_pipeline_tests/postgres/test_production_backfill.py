"""A three-day backfill through `dagster-daemon run` on the PostgreSQL instance configuration.

Runs scripts/backfill_smoke.py, the same steps an operator takes (daemon, then
`dagster job backfill -j daily_ingestion --from ... --to ... --noprompt`), against the server
`make test` starts. The job runs with the in-process executor here (one process per run
instead of one per step: on a two-CPU machine that is 40 s instead of 80 s for the three days);
`python scripts/backfill_smoke.py` without `--executor` runs the production multiprocess one.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from kg_pipeline_tests.paths import REPO
from kg_pipeline_tests.production_support import pg_base_url

pytestmark = pytest.mark.postgres

SCRIPT = REPO / "scripts" / "backfill_smoke.py"


def test_three_day_backfill_completes_through_the_daemon() -> None:
    url = pg_base_url()
    done = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--pg-url",
            url,
            "--timeout",
            "600",  # three runs, each loading the verifier; a loaded CI machine needs the room
            "--executor",
            "in_process",
        ],
        capture_output=True,
        text=True,
        # The daemon and the queue are under test here, not the model: rules-only verdicts.
        env={**os.environ, "KG_USE_VERIFIER": "0"},
        timeout=720,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-6000:]
    assert "2024-06-10:SUCCESS, 2024-06-11:SUCCESS, 2024-06-12:SUCCESS" in output
    assert '"verbatim_failures": 0' in output
