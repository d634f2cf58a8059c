"""Peak memory of the Dagster validation step: the `validation` multi-asset materialised through
`dg.materialize` with the Parquet I/O manager, on a generated partition of N candidates.

Why: `scale_benchmark.py` measures the core driver (`stream_validate` + `VerdictSink`); this one
measures the step as Dagster runs it, inputs loaded by the I/O manager and outputs stored by it,
so a step that holds the partition (records in, lists out) shows up here and not there.

The shared Re-DocRED sample is replicated with fresh document and candidate ids (as
`scale_benchmark.py` does) and written, document by document, straight into the I/O manager's
folder as the `source_documents` and `candidate_triples` partitions (by this process); the run
then materialises only the three validation outputs, reading the upstream assets from those
files. The step runs in a fresh child process; this process samples the RSS of that child and
all its descendants (the validation workers) from /proc every 0.1 s.

    nice -n 10 .venv/bin/python benchmarks/asset_memory_benchmark.py --candidates 100000

Works with any version of the asset that reads its inputs through the I/O manager, so the same
script measures the code before and after a change (`PYTHONPATH=<checkout>`).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_triples"
PARTITION = "2024-06-11"
sys.path.insert(0, str(Path(__file__).resolve().parent))


def write_partition(data: Path, base: Path, target: int) -> tuple[int, int]:
    """The replicated sample as the two upstream Parquet files; returns (documents, candidates)."""
    from scale_benchmark import replicated_groups

    from kg_pipeline.core.models import Candidate, Document
    from kg_pipeline.core.quality.parquet import TableWriter

    (base / "source_documents").mkdir(parents=True)
    (base / "candidate_triples").mkdir(parents=True)
    docs = cands = 0
    with (
        TableWriter(str(base / "source_documents" / f"{PARTITION}.parquet"), Document) as dw,
        TableWriter(str(base / "candidate_triples" / f"{PARTITION}.parquet"), Candidate) as cw,
    ):
        pending_docs: list[Any] = []
        pending_cands: list[Any] = []
        for group in replicated_groups(data, target):
            pending_docs.append(group.document)
            pending_cands.extend(group.candidates)
            if len(pending_cands) >= 20_000:
                dw.write(pending_docs)
                cw.write(pending_cands)
                docs, cands = docs + len(pending_docs), cands + len(pending_cands)
                pending_docs, pending_cands = [], []
        dw.write(pending_docs)
        cw.write(pending_cands)
        docs, cands = docs + len(pending_docs), cands + len(pending_cands)
    return docs, cands


def run_child(args: argparse.Namespace) -> int:
    import dagster as dg

    from kg_pipeline.defs.extraction.assets import candidate_triples
    from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
    from kg_pipeline.defs.validation.assets import validation
    from kg_pipeline.resources.graph_store import GraphStoreResource
    from kg_pipeline.resources.io_manager import ParquetIOManager
    from kg_pipeline.resources.llm import LLMResource
    from kg_pipeline.resources.settings import PipelineSettings

    work = Path(args.child_out)
    base = work / "intermediates"
    started = time.perf_counter()
    result = dg.materialize(
        [source_documents, source_chunks, candidate_triples, validation],
        selection=["pruned_triples", "rejected_edges", "review_queue"],
        partition_key=PARTITION,
        resources={
            "settings": PipelineSettings(
                vocabulary_path=str(args.data / "predicates.json"),
                data_dir=str(work / "data"),
                use_verifier=False,
                validation_workers=args.workers,
            ),
            "graph_store": GraphStoreResource(database_url=f"sqlite:///{work / 'graph.sqlite'}"),
            "llm": LLMResource(),
            "io_manager": ParquetIOManager(base_url=str(base)),
        },
        instance=dg.DagsterInstance.ephemeral(),
        raise_on_error=False,
    )
    elapsed = time.perf_counter() - started
    from scale_benchmark import process_cpu_seconds

    cpu = process_cpu_seconds()
    rows = {}
    import pyarrow.parquet as pq

    for name in ("pruned_triples", "rejected_edges", "review_queue"):
        path = base / name / f"{PARTITION}.parquet"
        meta = pq.ParquetFile(path).metadata if path.exists() else None
        rows[name] = {
            "rows": meta.num_rows if meta else None,
            "row_groups": meta.num_row_groups if meta else None,
        }
    checks = {e.check_name: e.passed for e in result.get_asset_check_evaluations()}
    print(
        json.dumps(
            {
                "success": result.success,
                "materialize_s": round(elapsed, 2),
                "cpu_s": round(cpu, 2),
                "outputs": rows,
                "checks": checks,
            }
        )
    )
    return 0 if result.success else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--candidates", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=1, help="validation worker processes")
    parser.add_argument("--child-out", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_out:
        return run_child(args)
    with tempfile.TemporaryDirectory(prefix="kg_asset_mem_") as tmp:
        # The inputs are written here, so the child's peak is the validation step alone.
        docs, cands = write_partition(args.data, Path(tmp) / "intermediates", args.candidates)
        cmd = [sys.executable, __file__, "--child-out", tmp, "--data", str(args.data)]
        cmd += ["--candidates", str(args.candidates), "--workers", str(args.workers)]
        from scale_benchmark import run_sampled

        run = run_sampled(cmd)
    lines = run["out"].strip().splitlines()
    child = json.loads(lines[-1]) if lines else {}
    row = {
        "candidates": cands,
        "workers": args.workers,
        "documents": docs,
        "peak_tree_rss_mib": round(run["peak_bytes"] / 2**20, 1),
        "process_wall_s": round(run["wall"], 2),
        "load_before": round(run["load_before"], 2),
        "load_after": round(run["load_after"], 2),
        "returncode": run["returncode"],
        **child,
    }
    print(json.dumps(row, indent=1))
    return int(run["returncode"])


if __name__ == "__main__":
    raise SystemExit(main())
