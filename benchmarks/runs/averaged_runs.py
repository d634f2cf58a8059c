"""Two runs of one reader recipe, their logits averaged: fold 1's Re-DocRED rows out of fold
(docs/verifier_trials.md, "Read: two runs of the shipped recipe averaged"). For each reading, the
AUC and the largest set from the top (bottom) whose one-sided 95% Clopper-Pearson lower bound on
precision meets 0.99 (0.98), on the logit alone. It decides nothing.

    .venv/bin/python benchmarks/runs/averaged_runs.py [RUN_A RUN_B]   # default: the two fold-1 runs
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from kept_scores import fold1, load, redocred
from sklearn.metrics import roc_auc_score

from kg_pipeline.core.verifier.thresholds import accept_threshold, reject_threshold


def main(run_a: str, run_b: str) -> None:
    a = {r["candidate_id"]: r for r in redocred(load(fold1(run_a)))}
    b = {r["candidate_id"]: r for r in redocred(load(fold1(run_b)))}
    ids = sorted(a.keys() & b.keys())
    labels = [int(a[i]["label"] == "SUPPORTED") for i in ids]
    readings: dict[str, Callable[[str], float]] = {
        run_a: lambda i: a[i]["logit"],
        run_b: lambda i: b[i]["logit"],
        "mean": lambda i: (a[i]["logit"] + b[i]["logit"]) / 2,
        "lower": lambda i: min(a[i]["logit"], b[i]["logit"]),
    }
    print(f"{len(ids):,} rows scored by both")
    print(f"{'reading':<16} {'AUC':>7} {'ACCEPT certified':>17} {'REJECT certified':>17}")
    for name, read in readings.items():
        scores = [read(i) for i in ids]
        print(
            f"{name:<16} {roc_auc_score(labels, scores):>7.4f} "
            f"{accept_threshold(scores, labels, 0.99).n:>17,} "
            f"{reject_threshold(scores, labels, 0.98).n:>17,}"
        )


if __name__ == "__main__":
    main(*(sys.argv[1:3] if len(sys.argv) > 2 else ("reader_trial20", "reader_rerun20")))
