"""Validation at scale: wall time, candidates/s per core and peak RSS of the whole process tree.

The shared Re-DocRED sample (120 documents, 8,503 candidates) is replicated with fresh document
and candidate ids up to each partition size, generated lazily document by document, and
validated by `stream_validate` with 1 and 2 worker processes; verdicts are written as Parquet
row groups (accepted / rejected / review) into a temporary folder, as the asset does. Each run
is a fresh child process; this process samples the RSS of that child and all its descendants
from /proc every 0.1 s. The verdict files of 1 and N workers are compared byte for byte.

    nice -n 15 .venv/bin/python benchmarks/scale_benchmark.py \\
        --sizes 100000,1000000 --workers 1,2 --json docs/img/scale.json --plot docs/img/scale.png

The machine may be shared: the 1-minute load average before and after each run is recorded
beside its figures. `--plot` needs matplotlib (`pip install -e ".[bench]"`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_triples"
PAGE = os.sysconf("SC_PAGE_SIZE")


# -- the child: one run ---------------------------------------------------------------------
def replicated_groups(data: Path, target: int) -> Iterator[Any]:
    """The sample's documents with their candidates, copy after copy, until `target`."""
    from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
    from kg_pipeline.core.validation.streaming import DocumentGroup

    docs = read_documents_jsonl(data / "documents.jsonl")
    cands = read_candidates_jsonl(data / "candidates.jsonl")
    by_doc: dict[str, list[Any]] = {}
    for c in cands:
        by_doc.setdefault(c.doc_id, []).append(c)
    emitted, copy = 0, 0
    while emitted < target:
        suffix = f"#r{copy}"
        for doc in docs:
            group = by_doc.get(doc.doc_id, [])[: target - emitted]
            if not group:
                continue
            yield DocumentGroup(
                doc.model_copy(update={"doc_id": doc.doc_id + suffix}),
                [
                    c.model_copy(
                        update={
                            "doc_id": c.doc_id + suffix,
                            "candidate_id": c.candidate_id + suffix,
                        }
                    )
                    for c in group
                ],
            )
            emitted += len(group)
            if emitted >= target:
                return
        copy += 1


def process_cpu_seconds() -> float:
    """CPU of this process and of its reaped workers: what the run cost, whatever else the
    machine was doing (wall time on a shared machine is mostly waiting for a core)."""
    return sum(
        u.ru_utime + u.ru_stime
        for u in (
            resource.getrusage(resource.RUSAGE_SELF),
            resource.getrusage(resource.RUSAGE_CHILDREN),
        )
    )


def run_child(args: argparse.Namespace) -> int:
    from kg_pipeline.core.models import Decision
    from kg_pipeline.core.quality.parquet import VerdictSink, verdict_tables
    from kg_pipeline.core.validation.streaming import StreamStats, stream_validate
    from kg_pipeline.core.validation.vocabulary import load_vocabulary

    vocabulary = load_vocabulary(args.data / "predicates.json")
    out = Path(args.child_out)
    paths = {d: str(out / f"{d.value.lower()}.parquet") for d in Decision}
    stats = StreamStats()
    started = time.perf_counter()
    with VerdictSink(paths) as sink:  # type: ignore[arg-type]
        for result in stream_validate(
            replicated_groups(args.data, args.candidates),
            vocabulary,
            encode=verdict_tables,
            workers=args.workers,
            batch_candidates=args.batch,
            validated_at=datetime(2024, 6, 11, tzinfo=UTC),
            stats=stats,
        ):
            sink.write(result.payload)
    elapsed = time.perf_counter() - started
    cpu = process_cpu_seconds()
    digest = hashlib.sha256()
    for d in Decision:
        digest.update(Path(paths[d]).read_bytes())
    print(
        json.dumps(
            {
                "elapsed": elapsed,
                "cpu": cpu,
                "stats": stats.as_dict(),
                "conserved": stats.conserved,
                "sha256": digest.hexdigest(),
            }
        )
    )
    return 0 if stats.conserved and stats.candidates == args.candidates else 1


# -- the parent: sampling the tree ----------------------------------------------------------
def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        tree.setdefault(ppid, []).append(int(entry))
    return tree


def tree_rss(root: int) -> int:
    """Resident bytes of `root` and every descendant."""
    tree = _children()
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        todo.extend(tree.get(pid, []))
        try:
            with open(f"/proc/{pid}/statm") as f:
                total += int(f.read().split()[1]) * PAGE
        except (OSError, IndexError, ValueError):
            continue
    return total


def run_sampled(cmd: list[str]) -> dict[str, Any]:
    """Run `cmd` as a child, sampling its process tree's RSS every 0.1 s until it exits."""
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    peak = 0
    while proc.poll() is None:
        peak = max(peak, tree_rss(proc.pid))
        time.sleep(0.1)
    return {
        "out": proc.stdout.read() if proc.stdout else "",
        "returncode": proc.returncode,
        "peak_bytes": peak,
        "wall": time.perf_counter() - started,
        "load_before": load_before,
        "load_after": os.getloadavg()[0],
    }


def measure(args: argparse.Namespace, size: int, workers: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="kg_scale_") as tmp:
        cmd = [
            sys.executable,
            __file__,
            "--child-out",
            tmp,
            "--data",
            str(args.data),
            "--candidates",
            str(size),
            "--child-workers",
            str(workers),
            "--batch",
            str(args.batch),
        ]
        run = run_sampled(cmd)
        out = run["out"]
        if run["returncode"] != 0:
            raise SystemExit(f"run {size}/{workers} failed ({run['returncode']}): {out}")
        child = json.loads(out.strip().splitlines()[-1])
    row = {
        "candidates": size,
        "workers": workers,
        "validation_s": round(child["elapsed"], 2),
        "process_wall_s": round(run["wall"], 2),
        "candidates_per_s": round(size / child["elapsed"], 1),
        "candidates_per_s_per_core": round(size / child["elapsed"] / workers, 1),
        "cpu_s": round(child["cpu"], 2),
        "candidates_per_cpu_s": round(size / child["cpu"], 1),
        "peak_tree_rss_mib": round(run["peak_bytes"] / 2**20, 1),
        "load_before": round(run["load_before"], 2),
        "load_after": round(run["load_after"], 2),
        "sha256": child["sha256"],
        "decisions": {k: child["stats"][k] for k in ("accept", "reject", "review")},
        "conserved": child["conserved"],
    }
    print(json.dumps(row), flush=True)
    return row


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    for workers in sorted({r["workers"] for r in rows}):
        mine = sorted((r for r in rows if r["workers"] == workers), key=lambda r: r["candidates"])
        xs = [r["candidates"] for r in mine]
        left.plot(xs, [r["validation_s"] for r in mine], marker="o", label=f"{workers} worker(s)")
        right.plot(
            xs, [r["peak_tree_rss_mib"] for r in mine], marker="o", label=f"{workers} worker(s)"
        )
    for ax, title, unit in (
        (left, "wall time", "seconds"),
        (right, "peak RSS, whole process tree", "MiB"),
    ):
        ax.set_xscale("log")
        ax.set_xlabel("candidates in the partition")
        ax.set_ylabel(unit)
        ax.set_title(title)
        ax.grid(True, alpha=0.3)
        ax.legend()
    right.axhline(1024, color="grey", linestyle="--", linewidth=1)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--batch", type=int, default=2000, help="candidates per batch")
    parser.add_argument("--json", type=Path, default=None, help="append rows to this JSON file")
    parser.add_argument("--plot", type=Path, default=None, help="PNG of time and memory")
    parser.add_argument("--plot-only", action="store_true", help="plot --json, run nothing")
    parser.add_argument("--child-out", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--child-workers", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--candidates", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_out:
        args.workers = args.child_workers
        return run_child(args)
    rows: list[dict[str, Any]] = []
    if args.json and args.json.exists():
        rows = json.loads(args.json.read_text())
    if not args.plot_only:
        for size in (int(s) for s in args.sizes.split(",")):
            for workers in (int(w) for w in args.workers.split(",")):
                row = measure(args, size, workers)
                rows = [r for r in rows if (r["candidates"], r["workers"]) != (size, workers)] + [
                    row
                ]
                if args.json:
                    args.json.parent.mkdir(parents=True, exist_ok=True)
                    args.json.write_text(json.dumps(rows, indent=1) + "\n")
            same = {r["sha256"] for r in rows if r["candidates"] == size}
            print(f"{size:,} candidates: verdict files identical across workers: {len(same) == 1}")
    if args.plot:
        plot(rows, args.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
