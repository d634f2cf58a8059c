"""Fold 1's Re-DocRED rows out of fold, AUC of the gold cells against each kind of negative, for
each run's kept scores: where a reader trial's cost to Re-DocRED reading falls (docs/
verifier_trials.md, "Read after the three contrast trials"). Reading only; it decides nothing.

    .venv/bin/python benchmarks/runs/fold1_kinds.py [NAME=SCORES.jsonl.gz ...]
"""

from __future__ import annotations

import sys
from collections import Counter

from kept_scores import Row, fold1, load, redocred
from sklearn.metrics import roc_auc_score

RUNS = {
    "kept": "reader_trial20",
    "rerun": "reader_rerun20",
    "every": "reader_trial_contrast20",
    "half": "reader_trial_contrast_half",
    "second pass": "reader_trial_contrast_tune",
}


def redocred_rows(path: str) -> dict[str, Row]:
    return {r["candidate_id"]: r for r in redocred(load(path))}


def main(argv: list[str]) -> None:
    named = dict(arg.split("=", 1) for arg in argv)
    paths = {name: fold1(run) for name, run in RUNS.items()}
    runs = {name: redocred_rows(path) for name, path in {**paths, **named}.items()}
    first = next(iter(runs.values()))
    if any(set(r) != set(first) for r in runs.values()):
        raise SystemExit("the runs did not score the same Re-DocRED rows")
    gold = [k for k, r in first.items() if r["label"] == "SUPPORTED"]
    kinds = Counter(r["kind"] for r in first.values() if r["label"] != "SUPPORTED")
    print(f"| negatives | n | {' | '.join(runs)} |")
    print(f"|---|---:|{'---:|' * len(runs)}")
    for kind, n in sorted(kinds.items()):
        ids = gold + [
            k for k, r in first.items() if r["label"] != "SUPPORTED" and r["kind"] == kind
        ]
        aucs = [
            roc_auc_score(
                [run[i]["label"] == "SUPPORTED" for i in ids], [run[i]["logit"] for i in ids]
            )
            for run in runs.values()
        ]
        print(f"| {kind.replace('_', ' ')} | {n} | {' | '.join(f'{a:.3f}' for a in aucs)} |")


if __name__ == "__main__":
    main(sys.argv[1:])
