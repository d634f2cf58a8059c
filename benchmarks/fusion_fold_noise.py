"""How much the fusion's certified sets move with the assignment of documents to its folds.

`calibrate` chooses the fusion's thresholds on out-of-fold probabilities from one assignment of
the held-out documents to 5 fusion folds (`fusion_folds`, seed `SEED`). Another assignment
gives each row a probability from slightly different fits, which reorders the top of the
ranking, so the set the 95% lower bound certifies moves although nothing else changed. This
prints, for the same reader scores, the pooled line's certified ACCEPT / REJECT sets under
several assignments, and under the feature model's three assignments pooled (each candidate
counted once in the bound, as `fit_feature_model` chooses its own thresholds): the noise a
comparison of two readers by these counts has to clear.

    .venv/bin/python benchmarks/fusion_fold_noise.py --reader-scores RUN/oof_scores.jsonl

The feature model is refitted on `redocred_train` first, or read from `--cache` (shared with
`benchmarks/fusion_forms.py`).
"""

from __future__ import annotations

import warnings

from fusion_forms import fusion_args, out_of_fold_rows

from kg_pipeline.core.quality.calibration import (
    OOF_SEEDS,
    SEED,
    fusion_model,
    fusion_out_of_fold,
)
from kg_pipeline.core.verifier.thresholds import accept_threshold, reject_threshold


def main() -> int:
    ap = fusion_args(__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1,2,3,4,5", help="assignments besides SEED")
    args = ap.parse_args()
    warnings.simplefilter("ignore")
    fused, covered, _ = out_of_fold_rows(args.reader_scores, args.cache)
    rows = [r for r in fused if not r.unevidenced]
    labels = [r.label for r in rows]

    def oof(seed: int) -> list[float]:
        return [float(p) for p in fusion_out_of_fold(rows, fusion_model, seed)[2]]

    print(f"{len(covered)} documents, {len(rows)} rows the fusion reads")
    print(f"{'assignment':>22} {'accept':>8} {'threshold':>9} {'reject':>8} {'threshold':>9}")
    seeds = [SEED] + [int(s) for s in args.seeds.split(",") if s and int(s) != SEED]
    by_seed = {seed: oof(seed) for seed in sorted(set(seeds) | set(OOF_SEEDS))}
    for seed in seeds:
        a = accept_threshold(by_seed[seed], labels, 0.99)
        r = reject_threshold(by_seed[seed], labels, 0.98)
        name = f"seed {seed}" + (" (calibrate)" if seed == SEED else "")
        print(f"{name:>22} {a.n:>8} {a.threshold or float('nan'):>9.4f} "
              f"{r.n:>8} {r.threshold or float('nan'):>9.4f}")  # fmt: skip
    runs = len(OOF_SEEDS)
    pooled = [p for seed in OOF_SEEDS for p in by_seed[seed]]
    a = accept_threshold(pooled, labels * runs, 0.99, runs=runs)
    r = reject_threshold(pooled, labels * runs, 0.98, runs=runs)
    name = "pooled " + ",".join(str(s) for s in OOF_SEEDS)
    print(f"{name:>22} {a.n / runs:>8.0f} {a.threshold or float('nan'):>9.4f} "
          f"{r.n / runs:>8.0f} {r.threshold or float('nan'):>9.4f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
