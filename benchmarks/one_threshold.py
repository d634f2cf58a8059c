"""What one ACCEPT threshold over every predicate would certify on the shipped fused score, beside
the shipped per-predicate and pooled thresholds, out of fold (docs/verifier_trials.md, "one
threshold over every predicate"). Explores; decides nothing.

The rows are `fusion_forms.py`'s (the feature model refitted by document fold with today's rules,
the five folds' reader logits); the fusion is the shipped one, so its weights saw these rows.

    for k in 0 1 2 3 4; do gunzip -c benchmarks/runs/reader_trial20/fold-$k/oof_scores.jsonl.gz
    done > /tmp/run7/oof_scores.jsonl
    .venv/bin/python benchmarks/one_threshold.py --reader-scores /tmp/run7/oof_scores.jsonl
"""

from __future__ import annotations

import warnings

from fusion_forms import fusion_args, out_of_fold_rows

from kg_pipeline.core.models import Decision
from kg_pipeline.core.validation.policy import DEFAULT_CALIBRATION, Calibration
from kg_pipeline.core.verifier.thresholds import precision_lower_bound


def _largest_prefix(labels: list[int], target: float) -> int:
    """How many rows from the top the largest set whose lower bound meets `target` holds."""
    best = right = 0
    for n, label in enumerate(labels, 1):
        right += label
        if precision_lower_bound(right, n) >= target:
            best = n
    return best


def main() -> int:
    args = fusion_args(__doc__.splitlines()[0]).parse_args()
    warnings.simplefilter("ignore")
    rows, _, _ = out_of_fold_rows(args.reader_scores, args.cache)
    shipped = Calibration.model_validate_json(DEFAULT_CALIBRATION.read_text()).verifier
    if shipped is None:
        print("the shipped calibration has no fusion")
        return 0
    read = [r for r in rows if not r.unevidenced]
    scored = sorted(
        ((shipped.fuse(r.feature_confidence, r.verifier_logit), r) for r in read),
        key=lambda pair: -pair[0],
    )
    accepted = [
        r for p, r in scored if shipped.thresholds_for(r.predicate).decide(p) == Decision.ACCEPT
    ]
    right = sum(r.label for r in accepted)
    print(f"rows read by the fusion: {len(scored)}, true {sum(r.label for _, r in scored)}")
    print(f"shipped thresholds: ACCEPT {len(accepted)} at {right / max(1, len(accepted)):.4f} "
          f"(bound {precision_lower_bound(right, len(accepted)):.4f})")  # fmt: skip
    n = _largest_prefix([r.label for _, r in scored], 0.99)
    right = sum(r.label for _, r in scored[:n])
    print(f"one threshold ({scored[n - 1][0]:.5f}): ACCEPT {n} at {right / n:.4f} "
          f"(bound {precision_lower_bound(right, n):.4f})")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
