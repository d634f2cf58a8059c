"""Measure the packaged neural verifier: quality on the shared test split, and speed.

Thresholds come only from the out-of-fold int8 scores of the held-out training documents
(`heldout_scores.jsonl` written by `kg-pipeline train-verifier`); the test split is scored once.

    .venv/bin/python benchmarks/verifier_benchmark.py --run .kg_data/verifier_run

Quality is the verifier alone (no rules, no feature tier): a candidate whose endpoint is not in
its document gets no score and counts as not accepted. Speed: passage building plus scoring, on
one core (the process is pinned to CPU 0), one ONNX thread; peak RSS of the whole process.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from sklearn.metrics import roc_auc_score

from kg_pipeline.core.verifier.model import MODEL_DIR, Verifier
from kg_pipeline.core.verifier.passage import PassageBuilder
from kg_pipeline.core.verifier.thresholds import (
    Threshold,
    accept_threshold,
    precision_lower_bound,
    reject_threshold,
)
from kg_pipeline.core.verifier.training import DEFAULT_HELDOUT_PREDICATES, load_redocred


def _rate(hits: int, n: int) -> float | None:
    return round(hits / n, 4) if n else None


def evaluate_at(
    rows: list[dict[str, Any]], accept: Threshold, reject: Threshold, positives: int
) -> dict[str, Any]:
    acc = [r for r in rows if accept.threshold is not None and r["score"] is not None
           and r["score"] >= accept.threshold]  # fmt: skip
    rej = [r for r in rows if reject.threshold is not None and r["score"] is not None
           and r["score"] <= reject.threshold]  # fmt: skip
    acc_ok = sum(r["label"] for r in acc)
    rej_ok = sum(1 - r["label"] for r in rej)
    return {
        "accepted": len(acc),
        "accept_precision": _rate(acc_ok, len(acc)),
        "accept_precision_lb95": round(precision_lower_bound(acc_ok, len(acc)), 4),
        "accept_recall": _rate(acc_ok, positives),
        "rejected_by_score": len(rej),
        "reject_precision": _rate(rej_ok, len(rej)),
        "undecided_share": _rate(len(rows) - len(acc) - len(rej), len(rows)),
        "false_accepts_by_kind": dict(
            sorted(_count(r["kind"] for r in acc if r["label"] == 0).items())
        ),
    }


def _count(values: Any) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for v in values:
        out[v] += 1
    return dict(out)


def _auc(rows: list[dict[str, Any]]) -> float | None:
    scored = [r for r in rows if r["score"] is not None]
    labels = {r["label"] for r in scored}
    if len(labels) < 2:
        return None
    return round(
        float(roc_auc_score([r["label"] for r in scored], [r["score"] for r in scored])), 4
    )


def quality(args: argparse.Namespace, verifier: Verifier) -> dict[str, Any]:
    run = Path(args.run)
    held = [json.loads(line) for line in (run / "heldout_scores.jsonl").read_text().splitlines()]
    hs, hl = [r["score"] for r in held], [r["label"] for r in held]
    thresholds = {
        "accept_lb": accept_threshold(hs, hl, 0.99, use_bound=True),
        "accept_point": accept_threshold(hs, hl, 0.99, use_bound=False),
        "accept_point_098": accept_threshold(hs, hl, 0.98, use_bound=False),
        "reject_lb": reject_threshold(hs, hl, 0.98, use_bound=True),
    }
    docs, candidates, vocabulary = load_redocred(args.test)
    candidates = [c for c in candidates if (c.model_extra or {}).get("split") == args.split]
    builder = PassageBuilder(vocabulary, verifier.max_chars)
    passages = [builder.build(docs[c.doc_id], c) for c in candidates]
    complete = [i for i, p in enumerate(passages) if p.complete]
    scores = verifier.score([passages[i].pair() for i in complete])
    by_index = dict(zip(complete, scores, strict=True))
    rows: list[dict[str, Any]] = [
        {
            "candidate_id": c.candidate_id,
            "kind": c.kind,
            "label": int(c.label == "SUPPORTED"),
            "predicate_id": (c.model_extra or {}).get("predicate_id"),
            "score": by_index.get(i),
        }
        for i, c in enumerate(candidates)
    ]
    with open(run / f"test_scores_{args.split}.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r | {"model_version": verifier.version}) + "\n")
    positives = sum(r["label"] for r in rows)
    held_preds = set(DEFAULT_HELDOUT_PREDICATES)
    unseen = [r for r in rows if r["predicate_id"] in held_preds]
    seen = [r for r in rows if r["predicate_id"] not in held_preds]
    report: dict[str, Any] = {
        "model_version": verifier.version,
        "heldout_oof": {"candidates": len(held), "auc": _auc(held)},
        "thresholds": {k: v.model_dump() for k, v in thresholds.items()},
        "test": {
            "candidates": len(rows),
            "positives": positives,
            "unscored_endpoint_missing": len(rows) - len(complete),
            "auc_scored": _auc(rows),
            "auc_by_kind_vs_gold": {
                kind: _auc([r for r in rows if r["kind"] in ("gold", kind)])
                for kind in ("reversed", "swapped_object", "swapped_predicate", "unrelated_pair")
            },
        },
    }
    for name, key in (("at_accept_lb", "accept_lb"), ("at_accept_point", "accept_point"),
                      ("at_accept_point_098", "accept_point_098")):  # fmt: skip
        report["test"][name] = evaluate_at(
            rows, thresholds[key], thresholds["reject_lb"], positives
        )
    report["unseen_predicates"] = {
        "predicates": sorted(held_preds),
        "candidates": len(unseen),
        "positives": sum(r["label"] for r in unseen),
        "auc": _auc(unseen),
        "auc_seen_predicates": _auc(seen),
        "at_accept_lb": evaluate_at(
            unseen,
            thresholds["accept_lb"],
            thresholds["reject_lb"],
            sum(r["label"] for r in unseen),
        ),
    }
    return report


def speed(args: argparse.Namespace, verifier: Verifier) -> dict[str, Any]:
    docs, candidates, vocabulary = load_redocred(args.test)
    pool = [c for c in candidates if (c.model_extra or {}).get("split") == args.split]
    batch = (pool * (args.n // len(pool) + 1))[: args.n]
    start_cpu, start = time.process_time(), time.perf_counter()
    builder = PassageBuilder(vocabulary, verifier.max_chars)
    passages = [builder.build(docs[c.doc_id], c) for c in batch]
    pairs = [p.pair() for p in passages if p.complete]
    built = time.perf_counter()
    verifier.score(pairs)
    end = time.perf_counter()
    return {
        "candidates": len(batch),
        "scored_pairs": len(pairs),
        "seconds": round(end - start, 2),
        "cpu_seconds": round(time.process_time() - start_cpu, 2),
        "passage_seconds": round(built - start, 2),
        "candidates_per_s": round(len(batch) / (end - start), 1),
        # On a shared machine wall time measures the neighbours; CPU time measures this code.
        "candidates_per_cpu_s": round(len(batch) / max(1e-9, time.process_time() - start_cpu), 1),
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "onnx_threads": 1,
        "pairs_per_call": 1,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--run", default=".kg_data/verifier_run")
    parser.add_argument("--model-dir", default=str(MODEL_DIR))
    parser.add_argument("--test", default="../shared/data/redocred_triples")
    parser.add_argument("--split", default="test")
    parser.add_argument("--n", type=int, default=3000, help="candidates for the speed run")
    parser.add_argument("--skip-quality", action="store_true")
    parser.add_argument("--skip-speed", action="store_true")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})
    verifier = Verifier(args.model_dir, threads=1)
    out: dict[str, Any] = {}
    if not args.skip_speed:
        out["speed"] = speed(args, verifier)
    if not args.skip_quality:
        out["quality"] = quality(args, verifier)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
