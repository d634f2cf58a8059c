"""Read after the second-reader trial stopped (deciding nothing): how the second reader ranks
the rows it read on each set, from the kept rows (`fit.py`'s, gzipped beside this file).

    .venv/bin/python benchmarks/runs/second_reader/read_after.py
"""

from __future__ import annotations

import gzip
import json
import statistics
from pathlib import Path

from kg_pipeline.core.verifier.thresholds import precision_lower_bound

ROWS = Path(__file__).with_name("second_rows.jsonl.gz")


def auc(pos: list[float], neg: list[float]) -> float:
    """Share of (SUPPORTED, UNSUPPORTED) pairs ranked right, ties half."""
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def main() -> None:
    with gzip.open(ROWS, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    for name in ("calib", "redocred_train"):
        mine = sorted((r for r in rows if r["set"] == name), key=lambda r: -r["logit"])
        for key, who in (("logit", "second reader"), ("reader_logit", "shipped reader")):
            pos = [r[key] for r in mine if r["label"]]
            neg = [r[key] for r in mine if not r["label"]]
            print(f"{name}, {who}: {len(pos)} SUPPORTED, {len(neg)} UNSUPPORTED, AUC "
                  f"{auc(pos, neg):.4f}, median logit {statistics.median(pos):+.2f} against "
                  f"{statistics.median(neg):+.2f}")  # fmt: skip
        hits, best = 0, (0.0, 0, 0)
        for k, r in enumerate(mine, start=1):
            hits += r["label"]
            best = max(best, (precision_lower_bound(hits, k), k, hits))
        print(f"  the second reader's best set from the top: {best[2]} of {best[1]} right, "
              f"lower bound {best[0]:.4f}")  # fmt: skip
        wrong = [(k, r["kind"], r["logit"]) for k, r in enumerate(mine, 1) if not r["label"]]
        print("  its first UNSUPPORTED rows (rank, kind, logit):",
              ", ".join(f"{k} {kind} {z:.1f}" for k, kind, z in wrong[:6]))  # fmt: skip


if __name__ == "__main__":
    main()
