"""Which rows the fusion's pooled thresholds are chosen on, and what the deployed sets certify.

The fused score's thresholds are a predicate's own where its out-of-fold rows meet a bound, and
pooled otherwise. `ThresholdPool.ALL` (what `calibrate` has shipped) chooses the pooled ones on
every row; `ThresholdPool.REST` on the rows they decide (per side, those of the predicates
without a threshold of their own). For each, under several assignments of documents to the
fusion's folds, this prints the pooled thresholds, and the ACCEPT and REJECT sets as the tier
would deploy them on the out-of-fold rows (whichever threshold decides a row), with each set's
own one-sided 95% Clopper-Pearson lower bound; the decisions add the REJECTs of rows no span
joins (the same under all). Under each assignment a `rest_line` row: `rest`, but with a
fusion line of their own for the predicates without any threshold of their own. `rest_acc` /
`rest_rej`: the deployed sets' rows of predicates
without a threshold of their own on that side (what a vocabulary of other predicates gets),
with their precision.

    .venv/bin/python benchmarks/threshold_pools.py --reader-scores RUN/oof_scores.jsonl

It ends with the rows the pooled ACCEPT decides under `rest` (seed 13), ranked by the fused
score: where their first false candidates sit, what the score tier's own ACCEPT decides on the
rows of predicates without a fused ACCEPT (the verifier stage lets it stand there unless the
fused score REJECTs), the deployed sets' precision by reader fold and over resampled documents,
which predicates fill their top 500, and, grouped by the candidate's
object type (`object_type` in the candidates file), what an ACCEPT and a REJECT chosen on each
group's own rows would certify (a pool per type, between predicate and everything else).

The feature model is refitted on `redocred_train` first, or read from `--cache` (shared with
`benchmarks/fusion_forms.py`).
"""

from __future__ import annotations

import json
import random
import warnings
from collections import Counter, defaultdict
from pathlib import Path

from fusion_forms import DATA, cached_feature_fit, fusion_args, out_of_fold_rows

from kg_pipeline.core.inputs.io import read_candidates_jsonl
from kg_pipeline.core.quality.calibration import (
    SEED,
    DeployedSets,
    FusionRow,
    ThresholdPool,
    deployed_sets,
    fit_verifier_fusion,
    fusion_model,
    fusion_out_of_fold,
    fusion_thresholds,
)
from kg_pipeline.core.validation.policy import TierThresholds
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.thresholds import (
    accept_threshold,
    precision_lower_bound,
    reject_threshold,
)


def _pooled_side(
    predicate: str, side: str, pooled: TierThresholds, own: dict[str, TierThresholds]
) -> bool:
    """Whether the pool decides this predicate's `side` (`fusion_thresholds` fills a side a
    predicate has no threshold of its own for with the pool's)."""
    return predicate not in own or getattr(own[predicate], side) == getattr(pooled, side)


def _deployed_on(
    keep: list[int],
    predicates: list[str],
    scores: list[float],
    labels: list[int],
    pooled: TierThresholds,
    own: dict[str, TierThresholds],
) -> DeployedSets:
    """`deployed_sets` on the rows `keep` indexes."""
    return deployed_sets(
        [predicates[i] for i in keep], [scores[i] for i in keep], [labels[i] for i in keep],
        pooled, own,
    )  # fmt: skip


def _pooled_rows(
    side: str,
    predicates: list[str],
    scores: list[float],
    labels: list[int],
    pooled: TierThresholds,
    own: dict[str, TierThresholds],
) -> DeployedSets:
    """The deployed sets on the rows the pooled threshold of `side` decides."""
    keep = [i for i, p in enumerate(predicates) if _pooled_side(p, side, pooled, own)]
    return _deployed_on(keep, predicates, scores, labels, pooled, own)


def _line_of_their_own(rows: list[FusionRow], oof: list[float], seed: int) -> str:
    """`rest`, but the rows of predicates without any threshold of their own get a fusion line
    of their own (fitted and thresholded on those rows only, by the same document folds): the
    deployed sets, the own predicates' decisions as under `rest`."""
    predicates, labels = [r.predicate for r in rows], [r.label for r in rows]
    pooled, own = fusion_thresholds(predicates, oof, labels, pool=ThresholdPool.REST)
    mine = [i for i, p in enumerate(predicates) if p in own]
    d = deployed_sets(
        [predicates[i] for i in mine], [oof[i] for i in mine], [labels[i] for i in mine],
        pooled, own,
    )  # fmt: skip
    rest = [r for r in rows if r.predicate not in own]
    _, y, line = fusion_out_of_fold(rest, fusion_model, seed)
    a = accept_threshold([float(v) for v in line], [int(v) for v in y], 0.99)
    r = reject_threshold([float(v) for v in line], [int(v) for v in y], 0.98)
    acc, acc_ok = d.accept_n + a.n, d.accept_correct + a.correct
    rej, rej_ok = d.reject_n + r.n, d.reject_correct + r.correct
    return (f"accept {acc} (lb {precision_lower_bound(acc_ok, acc):.4f}), reject {rej} "
            f"(lb {precision_lower_bound(rej_ok, rej):.4f}); the rest's own line: accept {a.n}, "
            f"reject {r.n} of {len(rest)} rows")  # fmt: skip


def _score_accepts(
    rows: list[FusionRow],
    oof: list[float],
    pooled: TierThresholds,
    own: dict[str, TierThresholds],
    feature_accept: float,
) -> str:
    """What the score tier's own ACCEPT decides where the fusion has no ACCEPT: rows at or
    above the feature model's threshold that the fused score does not REJECT (the verifier
    stage lets those stand). That threshold was chosen on every predicate's rows."""
    predicates, labels = [r.predicate for r in rows], [r.label for r in rows]
    accepted = [
        i
        for i, r in enumerate(rows)
        if own.get(r.predicate, pooled).accept is None and r.feature_confidence >= feature_accept
    ]
    fused = _deployed_on(accepted, predicates, oof, labels, pooled, own)
    n = len(accepted) - fused.reject_n
    ok = sum(labels[i] for i in accepted) - (fused.reject_n - fused.reject_correct)
    return (f"the score tier's own ACCEPT (>= {feature_accept:.4f}) where the fusion has none: "
            f"{n} rows, {ok} true (lb {precision_lower_bound(ok, n):.4f})")  # fmt: skip


def _by_document(
    rows: list[FusionRow],
    oof: list[float],
    pooled: TierThresholds,
    own: dict[str, TierThresholds],
    folds: Path,
) -> str:
    """The deployed sets' precision by reader fold (`folds.json` beside the scores), and the
    5th percentile of the deployed REJECT precision over 2,000 resamplings of whole documents:
    the Clopper-Pearson bound treats candidates as independent, and a document's are not."""
    fold_of = json.loads(folds.read_text()) if folds.exists() else {}
    predicates, labels = [r.predicate for r in rows], [r.label for r in rows]
    by_fold: dict[str, list[int]] = defaultdict(list)
    by_doc: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by_fold[str(fold_of.get(r.doc_id, "?"))].append(i)
        by_doc[r.doc_id].append(i)
    lines = []
    for f, idx in sorted(by_fold.items()):
        d = _deployed_on(idx, predicates, oof, labels, pooled, own)
        lines.append(f"  reader fold {f}: accept {d.accept_n} at {d.accept_precision:.4f}, "
                     f"reject {d.reject_n} at {d.reject_precision:.4f}")  # fmt: skip
    per_doc = {
        doc: _deployed_on(idx, predicates, oof, labels, pooled, own) for doc, idx in by_doc.items()
    }
    docs, rng, draws = sorted(per_doc), random.Random(SEED), []
    for _ in range(2000):
        picked = [per_doc[d] for d in rng.choices(docs, k=len(docs))]
        rejected = sum(d.reject_n for d in picked)
        draws.append(sum(d.reject_correct for d in picked) / max(rejected, 1))
    draws.sort()
    lines.append(f"  deployed REJECT precision over resampled documents: 5th percentile "
                 f"{draws[100]:.4f}, median {draws[1000]:.4f}")  # fmt: skip
    return "the deployed sets by reader fold:\n" + "\n".join(lines)


def main() -> int:
    ap = fusion_args(__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1,2,3,4,5", help="assignments besides SEED")
    ap.add_argument("--with-rivals", action="store_true", help="the rival margin as an input")
    args = ap.parse_args()
    warnings.simplefilter("ignore")
    fused, covered, versions = out_of_fold_rows(
        args.reader_scores, args.cache, with_rivals=args.with_rivals
    )
    object_type = {
        c.candidate_id: c.object_type
        for c in read_candidates_jsonl(DATA / "redocred_train" / "candidates.jsonl")
    }
    no_span = fit_verifier_fusion(fused, ",".join(sorted(versions))).unevidenced
    no_span_n = no_span.reject_n if no_span else 0
    rows = [r for r in fused if not r.unevidenced]
    labels = [r.label for r in rows]
    predicates = [r.predicate for r in rows]
    print(f"{len(covered)} documents, {len(rows)} rows the fusion reads, "
          f"{no_span_n} no-span REJECTs")  # fmt: skip
    head = ("assignment", "pool", "acc_at", "rej_at", "own", "accept", "acc_prec", "acc_lb",
            "reject", "rej_prec", "rej_lb", "decisions", "rest_acc", "prec", "rest_rej",
            "prec")  # fmt: skip
    print(" ".join(f"{h:>10}" for h in head))
    seeds = [SEED] + [int(s) for s in args.seeds.split(",") if s and int(s) != SEED]
    for seed in seeds:
        oof = [float(p) for p in fusion_out_of_fold(rows, fusion_model, seed)[2]]
        for pool in ThresholdPool:
            pooled, own = fusion_thresholds(predicates, oof, labels, pool=pool)
            d = deployed_sets(predicates, oof, labels, pooled, own)
            rest = {side: _pooled_rows(side, predicates, oof, labels, pooled, own)
                    for side in ("accept", "reject")}  # fmt: skip
            cells = (
                f"seed {seed}", pool.value, pooled.accept or float("nan"),
                pooled.reject or float("nan"), len(own), d.accept_n,
                d.accept_precision, d.accept_lower_bound, d.reject_n, d.reject_precision,
                d.reject_lower_bound, d.accept_n + d.reject_n + no_span_n,
                rest["accept"].accept_n, rest["accept"].accept_precision,
                rest["reject"].reject_n, rest["reject"].reject_precision,
            )  # fmt: skip
            print(" ".join(f"{c:>10.4f}" if isinstance(c, float) else f"{c:>10}"
                           for c in cells), flush=True)  # fmt: skip
        print(f"{'':>10} {'rest_line':>10} {_line_of_their_own(rows, oof, seed)}", flush=True)
        if seed == SEED:
            for pool in ThresholdPool:
                pooled, own = fusion_thresholds(predicates, oof, labels, pool=pool)
                for pred, t in sorted(own.items()):
                    print(f"    {pool.value}: {pred[:48]:<48} accept {t.accept or float('nan'):.4f}"
                          f" ({t.accept_n}) reject {t.reject or float('nan'):.4f}"
                          f" ({t.reject_n})")  # fmt: skip
            pooled, own = fusion_thresholds(predicates, oof, labels, pool=ThresholdPool.REST)
            ranked = sorted(
                (i for i, p in enumerate(predicates) if _pooled_side(p, "accept", pooled, own)),
                key=lambda i: -oof[i],
            )
            first = [(n, predicates[i]) for n, i in enumerate(ranked[:1000], 1) if not labels[i]]
            print(f"the pool's rows ({len(ranked)}): first errors (rank, predicate) {first[:6]}")
            train = DATA / "redocred_train"
            feature = cached_feature_fit(
                args.cache, train, load_vocabulary(train / "predicates.json")
            ).calibration.accept_threshold
            print(_score_accepts(rows, oof, pooled, own, feature))
            print(_by_document(rows, oof, pooled, own, args.reader_scores.parent / "folds.json"))
            top = Counter(predicates[i] for i in ranked[:500]).most_common(5)
            print(f"  top 500 by predicate: {top}")
            by_type: dict[str, list[int]] = {}
            for i in ranked:
                by_type.setdefault(str(object_type.get(rows[i].candidate_id)), []).append(i)
            for kind, idx in sorted(by_type.items(), key=lambda kv: -len(kv[1])):
                a = accept_threshold([oof[i] for i in idx], [labels[i] for i in idx], 0.99)
                r = reject_threshold([oof[i] for i in idx], [labels[i] for i in idx], 0.98)
                true = sum(labels[i] for i in idx)
                print(f"  object type {kind:>5}: {len(idx):>6} rows, {true:>5} true; "
                      f"ACCEPT {a.n:>4}, REJECT {r.n:>4}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
