"""A three-day backfill through the Dagster daemon, on PostgreSQL, from the command line.

What an operator does in production, on a throwaway instance:
1. a temporary DAGSTER_HOME holding deploy/dagster.postgres.yaml, its storage in a new
   PostgreSQL database, and the graph in another one (KG_DATABASE_URL); its tables and the
   `llm` pool created once, as on a first start (docs/operating.md);
2. `dagster-daemon run` on it;
3. `dagster job backfill -j daily_ingestion --from D1 --to D3 --noprompt`, which queues one run
   per day for the daemon;
4. wait until the three runs succeed, then read the graph back: each day published, every
   evidence span verbatim, the `llm` pool bounded.

The inbox is a temporary copy of the demo partition under each of the three dates, so the code
location is `kg_pipeline.definitions` with only its inbox folder moved (`smoke_definitions`
below, pointed at by the generated workspace.yaml).

    python scripts/backfill_smoke.py [--pg-url URL] [--timeout 150] [--keep]

PostgreSQL comes from --pg-url, else KG_TEST_PG_URL (`make test` exports it). Exit status 0 when
the backfill completed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import dagster as dg
import sqlalchemy as sa

REPO = Path(__file__).resolve().parents[1]
DAYS = ["2024-06-10", "2024-06-11", "2024-06-12"]
SMOKE_INBOX_ENV = "KG_SMOKE_INBOX"
SMOKE_EXECUTOR_ENV = "KG_SMOKE_EXECUTOR"


@dg.definitions
def smoke_definitions() -> dg.Definitions:
    """The production code location with its inbox moved to KG_SMOKE_INBOX.

    KG_SMOKE_EXECUTOR=in_process runs each run's steps in its run worker: on a small machine,
    a step subprocess each (the production default, `multiprocess`) costs more than the work.
    """
    from kg_pipeline.definitions import defs
    from kg_pipeline.resources.settings import PipelineSettings

    base = defs()
    resources = dict(base.resources or {})
    resources["settings"] = PipelineSettings(inbox_dir=os.environ[SMOKE_INBOX_ENV])
    in_process = os.environ.get(SMOKE_EXECUTOR_ENV, "multiprocess") == "in_process"
    return dg.Definitions(
        executor=dg.in_process_executor if in_process else None,
        assets=base.assets,
        asset_checks=base.asset_checks,
        jobs=base.jobs,
        schedules=base.schedules,
        sensors=base.sensors,
        resources=resources,
    )


def log(message: str) -> None:
    print(f"[backfill_smoke {time.strftime('%H:%M:%S')}] {message}", flush=True)


def create_database(server: sa.URL, name: str) -> str:
    admin = sa.create_engine(server.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    return server.set(database=name).render_as_string(hide_password=False)


def drop_database(server: sa.URL, name: str) -> None:
    admin = sa.create_engine(server.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def prepare(root: Path, server: sa.URL, suffix: str, executor: str) -> dict[str, str]:
    """DAGSTER_HOME, inbox, workspace and the environment the daemon and the CLI share."""
    home = root / "dagster_home"
    home.mkdir()
    shutil.copy(REPO / "deploy" / "dagster.postgres.yaml", home / "dagster.yaml")
    from kg_pipeline.core.paths import DEMO_INBOX
    from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION

    for day in DAYS:
        shutil.copytree(DEMO_INBOX / DEMO_PARTITION, root / "inbox" / day)
    (root / "workspace.yaml").write_text(
        "load_from:\n"
        "  - python_file:\n"
        f"      relative_path: {Path(__file__).resolve()}\n"
        "      attribute: smoke_definitions\n"
        f"      working_directory: {root}\n"
        "      location_name: kg_pipeline\n"
    )
    create_database(server, f"kg_smoke_dagster_{suffix}")
    graph_url = create_database(server, f"kg_smoke_graph_{suffix}")
    return {
        **os.environ,
        "DAGSTER_HOME": str(home),
        "DAGSTER_PG_HOST": server.host or "127.0.0.1",
        "DAGSTER_PG_PORT": str(server.port or 5432),
        "DAGSTER_PG_USER": server.username or "postgres",
        "DAGSTER_PG_PASSWORD": server.password or "",
        "DAGSTER_PG_DB": f"kg_smoke_dagster_{suffix}",
        "KG_DATABASE_URL": graph_url,
        SMOKE_INBOX_ENV: str(root / "inbox"),
        SMOKE_EXECUTOR_ENV: executor,
    }


def failed_steps(instance: dg.DagsterInstance, run_id: str) -> list[str]:
    """`step: message` for each failed step, to say why a day did not publish."""
    out = []
    for record in instance.all_logs(run_id, of_type=dg.DagsterEventType.STEP_FAILURE):
        event = record.dagster_event
        data = event.step_failure_data if event is not None else None
        message = data.error.message.strip().splitlines()[0] if data and data.error else "?"
        out.append(f"{record.step_key}: {message}")
    return out


def open_instance(env: dict[str, str]) -> dg.DagsterInstance:
    """The throwaway instance, from this process (its dagster.yaml reads the env)."""
    os.environ.update({k: v for k, v in env.items() if k.startswith(("DAGSTER_", "KG_"))})
    return dg.DagsterInstance.from_config(env["DAGSTER_HOME"])


def create_instance_tables(env: dict[str, str]) -> None:
    """Create the instance's tables before the daemon and the CLI start. On an empty database
    both would create them at once, and PostgreSQL lets one of them fail ("type event_logs
    already exists"); production runs `dagster instance migrate` once for the same reason."""
    open_instance(env).dispose()


def create_llm_pool(env: dict[str, str]) -> None:
    """Create the `llm` pool at its configured limit before any run claims it, as production's
    first start does (docs/operating.md): three runs claiming a pool that does not exist yet
    each insert it, and on PostgreSQL the losers' runs fail (dagster-io/dagster#33552)."""
    from kg_pipeline.defs.extraction.assets import LLM_POOL

    instance = open_instance(env)
    try:
        limit = instance.global_op_concurrency_default_limit
    finally:
        instance.dispose()
    dagster = Path(sys.executable).parent / "dagster"
    cmd = [str(dagster), "instance", "concurrency", "set", LLM_POOL, str(limit)]
    subprocess.run(cmd, env=env, check=True, capture_output=True)


def wait_for_runs(env: dict[str, str], backfill_id: str, deadline: float) -> list[dg.DagsterRun]:
    instance = open_instance(env)
    try:
        last = ""
        while True:
            runs = instance.get_runs(dg.RunsFilter(tags={"dagster/backfill": backfill_id}))
            latest: dict[str, dg.DagsterRun] = {}
            for r in sorted(runs, key=lambda r: int(r.tags.get("dagster/retry_number", "0"))):
                latest[r.tags.get("dagster/partition", "?")] = r  # a retry replaces its parent
            states = [f"{p}:{r.status.value}" for p, r in sorted(latest.items())]
            if ", ".join(states) != last:
                last = ", ".join(states)
                log(f"runs: {last or '-'}")
            if len(latest) == len(DAYS) and all(r.is_finished for r in latest.values()):
                for r in latest.values():
                    for failure in failed_steps(instance, r.run_id):
                        log(f"{r.tags.get('dagster/partition')} failed at {failure}")
                return list(latest.values())
            if time.monotonic() > deadline:
                raise TimeoutError(f"backfill not finished in time: {last}")
            time.sleep(1.0)
    finally:
        instance.dispose()


def check_graph(graph_url: str) -> dict[str, object]:
    from kg_pipeline.core.quality.summary import verbatim_failures
    from kg_pipeline.core.store import GraphStore

    store = GraphStore(graph_url)
    try:
        with store.engine.connect() as conn:
            published: dict[str, str] = dict(
                conn.execute(sa.text("SELECT partition, counts FROM runs")).all()
            )
            evidence = conn.execute(sa.text("SELECT count(*) FROM edge_evidence")).scalar_one()
        return {
            "published_partitions": sorted(published),
            "counts": {p: json.loads(c) for p, c in sorted(published.items())},
            "evidence_rows": evidence,
            "verbatim_failures": len(verbatim_failures(store)),
        }
    finally:
        store.dispose()


def stop_process_group(proc: subprocess.Popen[bytes]) -> None:
    """SIGTERM the daemon's process group (daemon, code server, run workers), then SIGKILL
    whatever is still there after 15 s."""
    group = proc.pid  # started with start_new_session: its own process group
    try:
        os.killpg(group, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        proc.poll()
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            break
        time.sleep(0.5)
    else:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(group, signal.SIGKILL)
    proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pg-url", default=os.environ.get("KG_TEST_PG_URL"))
    parser.add_argument("--timeout", type=float, default=150.0, help="seconds for the backfill")
    parser.add_argument("--keep", action="store_true", help="keep the databases and temp dir")
    parser.add_argument(
        "--executor",
        choices=["multiprocess", "in_process"],
        default="multiprocess",
        help="the job's executor (multiprocess is what production runs)",
    )
    args = parser.parse_args(argv)
    if not args.pg_url:
        parser.error("no PostgreSQL: pass --pg-url or set KG_TEST_PG_URL")
    from kg_pipeline.core.store import normalize_database_url

    server = sa.make_url(normalize_database_url(args.pg_url))
    suffix = uuid.uuid4().hex[:8]
    root = Path(tempfile.mkdtemp(prefix="kg_backfill_smoke_"))
    bin_dir = Path(sys.executable).parent
    started = time.monotonic()
    daemon: subprocess.Popen[bytes] | None = None
    ok = False
    try:
        env = prepare(root, server, suffix, args.executor)
        log(
            f"DAGSTER_HOME={env['DAGSTER_HOME']} (storage: database {env['DAGSTER_PG_DB']}), "
            f"executor {args.executor}"
        )
        create_instance_tables(env)
        create_llm_pool(env)
        daemon_log = (root / "daemon.log").open("wb")
        daemon = subprocess.Popen(
            [str(bin_dir / "dagster-daemon"), "run", "-w", str(root / "workspace.yaml")],
            cwd=root,
            env=env,
            stdout=daemon_log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log(f"dagster-daemon run started (pid {daemon.pid}, log {root / 'daemon.log'})")
        cli = [
            str(bin_dir / "dagster"),
            "job",
            "backfill",
            "-w",
            str(root / "workspace.yaml"),
            "-j",
            "daily_ingestion",
            "--from",
            DAYS[0],
            "--to",
            DAYS[-1],
            "--noprompt",
        ]
        log("$ " + " ".join(cli[:1] + [c if "/" not in c else Path(c).name for c in cli[1:]]))
        out = subprocess.run(cli, cwd=root, env=env, capture_output=True, text=True, check=False)
        match = re.search(r"Launched backfill job `([^`]+)`", out.stdout)
        if out.returncode != 0 or match is None:
            log(f"backfill command failed ({out.returncode}):\n{out.stdout}\n{out.stderr}")
            return 1
        backfill_id = match.group(1)
        log(f"backfill {backfill_id} queued {len(DAYS)} runs; waiting for the daemon")
        runs = wait_for_runs(env, backfill_id, started + args.timeout)
        failed = [r for r in runs if r.status != dg.DagsterRunStatus.SUCCESS]
        graph = check_graph(env["KG_DATABASE_URL"])
        log(f"graph: {json.dumps(graph)}")
        ok = (
            not failed and graph["published_partitions"] == DAYS and graph["verbatim_failures"] == 0
        )
        for r in failed:
            log(
                f"run {r.run_id} ({r.tags.get('dagster/partition')}) ended {r.status.value} "
                "(run retries may follow; the smoke does not wait for them)"
            )
        log(f"{'OK' if ok else 'FAILED'} in {time.monotonic() - started:.1f}s")
        return 0 if ok else 1
    finally:
        if daemon is not None:
            stop_process_group(daemon)
        if not ok:
            tail = (root / "daemon.log").read_text(errors="replace")[-4000:]
            log(f"daemon log tail:\n{tail}")
        if args.keep:
            log(f"kept {root} and databases kg_smoke_*_{suffix}")
        else:
            for name in (f"kg_smoke_dagster_{suffix}", f"kg_smoke_graph_{suffix}"):
                drop_database(server, name)
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
