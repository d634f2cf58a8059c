"""Extraction throughput against a chat-completions server with a fixed latency.

Starts the scripted loopback server (`kg_pipeline_tests.fake_openai_server`, in its own process,
so its threads do not share this process's GIL or memory) unless `--base-url` names another, then:

1. for each concurrency, extracts N distinct chunks with no cache and prints wall time against
   the ideal (calls x latency / concurrency) and peak memory;
2. checks the issue's bar: 200 single-chunk documents, settings from the environment variables
   with KG_LLM_CONCURRENCY=16, finish within 1.5 x the ideal;
3. re-runs a cached extraction and reads the server's own request counter to show it sent none.

    .venv/bin/python benchmarks/extraction_benchmark.py --chunks 400 --concurrency 1,8,32

The server's replies are scripted (an echo of each passage's first sentence), not model output:
this measures the pipeline's overhead and concurrency, not extraction quality.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
import urllib.request
from pathlib import Path
from typing import Any

from kg_pipeline.core.extraction import DiskCache, NullCache, OpenAIChatClient, extract_candidates
from kg_pipeline.core.models import Document, Vocabulary
from kg_pipeline.core.text.chunking import chunk_document
from kg_pipeline.core.validation.vocabulary import load_vocabulary, parse_vocabulary
from kg_pipeline.resources.llm import LLMResource

REPO = Path(__file__).resolve().parents[1]
REDOCRED_VOCABULARY = REPO.parent / "shared" / "data" / "redocred_triples" / "predicates.json"
MODEL = "scripted-fake"


def documents(n: int, prefix: str) -> list[Document]:
    """Distinct single-sentence-pair documents, so no two chunks share a cache key."""
    return [
        Document(
            doc_id=f"{prefix}-{i:05d}",
            text=f"Company {prefix} {i} acquired Target {i} Ltd in {1990 + i % 30}. "
            f"Target {i} Ltd was founded in Oslo by Person {i}.",
        )
        for i in range(n)
    ]


def start_server(latency: float) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kg_pipeline_tests.fake_openai_server",
            "--port",
            "0",
            "--latency",
            str(latency),
            "--mode",
            "echo",
        ],  # fmt: skip
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if " at http" not in line:
        proc.kill()
        raise SystemExit(f"server did not start: {line!r}")
    return proc, line.split(" at ", 1)[1].split()[0]


def server_requests(base_url: str) -> int | None:
    try:
        with urllib.request.urlopen(f"{base_url}/_stats", timeout=5) as response:
            return int(json.load(response)["requests"])
    except Exception:  # another server without the test-only counter
        return None


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KiB


def run(
    chunks_docs: list[Document],
    vocabulary: Vocabulary,
    client: OpenAIChatClient,
    cache: Any,
    concurrency: int,
    trace: bool = False,
) -> dict[str, Any]:
    chunks = [c for doc in chunks_docs for c in chunk_document(doc)]
    if trace:
        tracemalloc.start()
    started = time.perf_counter()
    result = extract_candidates(chunks, vocabulary, client, cache, concurrency=concurrency)
    wall = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1] if trace else 0
    if trace:
        tracemalloc.stop()
    return {
        "chunks": len(chunks),
        "concurrency": concurrency,
        "calls": result.stats.calls,
        "cached_calls": result.stats.cached_calls,
        "requests": result.stats.requests,
        "failed": result.stats.failed_chunks,
        "candidates": result.stats.candidates,
        "wall_s": round(wall, 3),
        "peak_traced_mb": round(peak / 2**20, 2) if trace else None,
        "peak_rss_mb": round(peak_rss_mb(), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=400)
    parser.add_argument("--concurrency", default="1,8,32", help="comma-separated")
    parser.add_argument("--latency", type=float, default=0.5, help="server latency, seconds")
    parser.add_argument("--base-url", default=None, help="use this server instead")
    parser.add_argument("--bar-documents", type=int, default=200)
    parser.add_argument("--bar-concurrency", type=int, default=16)
    parser.add_argument("--skip-bar", action="store_true")
    parser.add_argument("--vocabulary", type=Path, default=None)
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    parser.add_argument(
        "--tracemalloc",
        action="store_true",
        help="also trace Python allocations (slows the client ~3x per request; skews wall time)",
    )
    args = parser.parse_args(argv)

    if args.vocabulary or REDOCRED_VOCABULARY.exists():
        vocabulary = load_vocabulary(args.vocabulary or REDOCRED_VOCABULARY)
    else:
        vocabulary = parse_vocabulary(
            {"acq": {"label": "acquired", "template": "{s} acquired {o}"}}
        )
    proc = None
    base_url = args.base_url
    if base_url is None:
        proc, base_url = start_server(args.latency)
    report: dict[str, Any] = {"latency_s": args.latency, "base_url": base_url, "runs": []}
    print(f"server {base_url}, latency {args.latency}s, {len(vocabulary.predicates)} predicates")
    print(f"{'chunks':>6} {'conc':>4} {'calls':>5} {'wall s':>8} {'ideal s':>8} {'ratio':>6} "
          f"{'traced MB':>9} {'rss MB':>7} {'failed':>6}")  # fmt: skip
    try:
        # Warm-up, untimed: the first request pays for importing the openai resource modules.
        warm = OpenAIChatClient(base_url=base_url, model=MODEL, timeout=30)
        run(documents(1, "warm-up"), vocabulary, warm, NullCache(), 1)
        warm.close()
        for concurrency in [int(c) for c in args.concurrency.split(",")]:
            client = OpenAIChatClient(
                base_url=base_url, model=MODEL, concurrency=concurrency, timeout=30
            )
            row = run(
                documents(args.chunks, f"c{concurrency}"),
                vocabulary,
                client,
                NullCache(),
                concurrency,
                args.tracemalloc,
            )
            client.close()
            row["ideal_s"] = round(row["calls"] * args.latency / concurrency, 3)
            row["ratio"] = round(row["wall_s"] / row["ideal_s"], 3) if row["ideal_s"] else None
            report["runs"].append(row)
            traced = "-" if row["peak_traced_mb"] is None else f"{row['peak_traced_mb']:.2f}"
            print(f"{row['chunks']:>6} {concurrency:>4} {row['calls']:>5} {row['wall_s']:>8.2f} "
                  f"{row['ideal_s']:>8.2f} {row['ratio']:>6.3f} {traced:>9} "
                  f"{row['peak_rss_mb']:>7.1f} {row['failed']:>6}", flush=True)  # fmt: skip

        if not args.skip_bar:
            env = {
                "OPENAI_BASE_URL": base_url,
                "KG_LLM_MODEL": MODEL,
                "KG_LLM_CONCURRENCY": str(args.bar_concurrency),
            }
            llm = LLMResource.from_env(env)
            client = llm.get_client()
            docs = documents(args.bar_documents, "bar")
            with tempfile.TemporaryDirectory() as tmp:
                cache = DiskCache(tmp)
                bar = run(docs, vocabulary, client, cache, llm.concurrency, args.tracemalloc)
                before = server_requests(base_url)
                again = run(docs, vocabulary, client, DiskCache(tmp), llm.concurrency)
                after = server_requests(base_url)
            client.close()
            ideal = bar["calls"] * args.latency / llm.concurrency
            bar.update(ideal_s=round(ideal, 3), ratio=round(bar["wall_s"] / ideal, 3))
            bar["passed"] = bar["chunks"] == args.bar_documents and bar["wall_s"] <= 1.5 * ideal
            rerun = {
                "calls": again["calls"],
                "cached_calls": again["cached_calls"],
                "wall_s": again["wall_s"],
                "server_requests_during_rerun": (
                    None if before is None or after is None else after - before
                ),
            }
            report["bar"] = bar
            report["cached_rerun"] = rerun
            verdict = "PASS" if bar["passed"] else "FAIL"
            print(
                f"bar: {args.bar_documents} single-chunk documents, KG_LLM_CONCURRENCY="
                f"{args.bar_concurrency}: {bar['wall_s']:.2f}s vs ideal {ideal:.2f}s "
                f"(x{bar['ratio']:.3f}; limit x1.5) {verdict}; failed {bar['failed']}"
            )
            print(
                f"cached re-run: calls {rerun['calls']}, cached {rerun['cached_calls']}, "
                f"server saw {rerun['server_requests_during_rerun']} requests, "
                f"{rerun['wall_s']:.2f}s"
            )
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=10)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    return 0 if report.get("bar", {}).get("passed", True) else 1


if __name__ == "__main__":
    sys.exit(main())
