"""Deterministic validation throughput: 100,000 Re-DocRED candidates on one core.

The shared Re-DocRED sample (120 documents, 8,503 candidates) is replicated until it holds the
requested number of candidates. Every replica gets its own document ids, so nothing computed for
one copy of a document (indexes, entity pair facts) is reused for another: the figure is what
new documents cost, not a cache hit rate. No LLM auditor, no database: the stages and the score.

    .venv/bin/python benchmarks/validation_benchmark.py            # 100,000 candidates
    .venv/bin/python benchmarks/validation_benchmark.py --candidates 20000 --tracemalloc

Prints candidates per second (validation only, input parsing excluded), peak RSS of the process
and, with --tracemalloc, the peak of Python allocations during validation (slower run).
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import resource
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Document
from kg_pipeline.core.validation.policy import default_calibration
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_triples"


def replicate(
    docs: list[Document], cands: list[Candidate], target: int
) -> tuple[list[Document], list[Candidate]]:
    """Copies of the sample with fresh document and candidate ids, until `target` candidates."""
    out_docs: list[Document] = []
    out_cands: list[Candidate] = []
    copy = 0
    while len(out_cands) < target:
        suffix = f"#r{copy}"
        out_docs.extend(d.model_copy(update={"doc_id": d.doc_id + suffix}) for d in docs)
        for c in cands:
            if len(out_cands) == target:
                break
            out_cands.append(
                c.model_copy(
                    update={"doc_id": c.doc_id + suffix, "candidate_id": c.candidate_id + suffix}
                )
            )
        copy += 1
    return out_docs, out_cands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--candidates", type=int, default=100_000)
    parser.add_argument(
        "--tracemalloc", action="store_true", help="also trace Python allocations (slower)"
    )
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
    docs = read_documents_jsonl(args.data / "documents.jsonl")
    cands = read_candidates_jsonl(args.data / "candidates.jsonl")
    vocabulary = load_vocabulary(args.data / "predicates.json")
    calibration = default_calibration()
    docs, cands = replicate(docs, cands, args.candidates)
    gc.collect()
    if args.tracemalloc:
        tracemalloc.start()
    validator = Validator(vocabulary, calibration)
    started, cpu_started = time.perf_counter(), time.process_time()
    verdicts = validator.validate(docs, cands)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    traced_peak = tracemalloc.get_traced_memory()[1] if args.tracemalloc else None
    if args.tracemalloc:
        tracemalloc.stop()
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert len(verdicts) == len(cands), "exactly one verdict per candidate"
    decisions = Counter(v.decision.value for v in verdicts)
    print(f"python {platform.python_version()} on {platform.machine()}, one core")
    print(f"candidates:        {len(cands):,} ({len({d.doc_id for d in docs}):,} documents)")
    print(f"validation time:   {elapsed:.1f} s wall, {cpu:.1f} s CPU")
    print(f"throughput:        {len(cands) / elapsed:,.0f} candidates/s wall clock")
    print(f"                   {len(cands) / cpu:,.0f} candidates/s of CPU time")
    print(f"peak RSS:          {rss_kib / 1024:,.0f} MiB (whole process, inputs included)")
    if traced_peak is not None:
        print(
            f"traced peak:       {traced_peak / 2**20:,.0f} MiB "
            "(Python allocations while validating)"
        )
    print("decisions:         " + ", ".join(f"{k} {v:,}" for k, v in sorted(decisions.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
