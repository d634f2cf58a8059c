"""What each fusion certifies out of fold, deployed, and what the shipped calibration's thresholds
decide on today's out-of-fold rows (docs/verifier_trials.md, "the stepped fusion on the shipped
reader's five folds").

The rows are `fusion_forms.py`'s: the feature model refitted by document fold with today's rules
(kept in --cache), the reader's out-of-fold logits as given. For the line and the steps, fitted
on those rows with thresholds on the rows they decide (`--threshold-pool rest`, as `calibrate`),
it prints the pooled and per-predicate ACCEPT and REJECT sets summed; then the shipped fusion
(`kg_pipeline/core/validation/calibration.json`) applied to the same rows, with the precision and
one-sided 95% Clopper-Pearson lower bound of what it accepts and rejects.

    for k in 0 1 2 3 4; do gunzip -c benchmarks/runs/reader_trial20/fold-$k/oof_scores.jsonl.gz
    done > /tmp/run7/oof_scores.jsonl
    .venv/bin/python benchmarks/fusion_oof_sets.py --reader-scores /tmp/run7/oof_scores.jsonl
"""

from __future__ import annotations

import warnings
from collections import Counter

from fusion_forms import fit_stepped, fusion_args, out_of_fold_rows

from kg_pipeline.core.models import Decision
from kg_pipeline.core.quality.calibration import ThresholdPool, fit_verifier_fusion
from kg_pipeline.core.validation.policy import DEFAULT_CALIBRATION, Calibration, VerifierFusion
from kg_pipeline.core.verifier.thresholds import precision_lower_bound


def _deployed(fusion: VerifierFusion) -> tuple[int, int]:
    """The ACCEPT and REJECT rows its pooled and per-predicate thresholds decided when fitted."""
    tiers = [fusion.pooled, *fusion.per_predicate.values()]
    accepts = sum(t.accept_n or 0 for t in tiers if t.accept is not None)
    rejects = sum(t.reject_n or 0 for t in tiers if t.reject is not None)
    return accepts, rejects


def _share(right: int, n: int) -> str:
    if n == 0:
        return "0"
    return f"{n} at {right / n:.4f} (bound {precision_lower_bound(right, n):.4f})"


def main() -> int:
    args = fusion_args(__doc__.splitlines()[0]).parse_args()
    warnings.simplefilter("ignore")  # the fusions are fitted for the run's own model version
    rows, _, versions = out_of_fold_rows(args.reader_scores, args.cache)
    plain = [r._replace(rival_margin=None) for r in rows]
    pool = ThresholdPool.REST
    line = fit_verifier_fusion(plain, ",".join(sorted(versions)), pool=pool)
    for name, fusion in (("line", line), ("steps", fit_stepped(plain, line, pool))):
        accepts, rejects = _deployed(fusion)
        print(f"{name:>6}: deployed ACCEPT {accepts}, REJECT {rejects} "
              f"(pooled ACCEPT {fusion.pooled.accept_n or 0})")  # fmt: skip
    shipped = Calibration.model_validate_json(DEFAULT_CALIBRATION.read_text()).verifier
    if shipped is None:
        print("the shipped calibration has no fusion")
        return 0
    decided: Counter[tuple[str, str, int]] = Counter()
    for r in rows:
        if r.unevidenced:
            continue
        tier = "own" if r.predicate in shipped.per_predicate else "pooled"
        decision = shipped.thresholds_for(r.predicate).decide(
            shipped.fuse(r.feature_confidence, r.verifier_logit)
        )
        decided[(tier, decision.value, r.label)] += 1
    for tier in ("own", "pooled", "all"):
        tiers = ("own", "pooled") if tier == "all" else (tier,)

        def count(decision: Decision, label: int, tiers: tuple[str, ...] = tiers) -> int:
            return sum(decided[(t, decision.value, label)] for t in tiers)

        a_right, a_wrong = count(Decision.ACCEPT, 1), count(Decision.ACCEPT, 0)
        r_right, r_wrong = count(Decision.REJECT, 0), count(Decision.REJECT, 1)
        print(f"shipped thresholds, {tier:>6} rows: ACCEPT {_share(a_right, a_right + a_wrong)}; "
              f"REJECT {_share(r_right, r_right + r_wrong)}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
