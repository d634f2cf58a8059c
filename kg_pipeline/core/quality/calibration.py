"""Fit the confidence model on labelled candidates (the golden set's dev split).

Only candidates that no hard rule settles reach the score, so only they train it. Three layers,
all fitted here and shipped in one JSON file:

1. Tables: for each predicate and each coarse fact about the pairing (direction, the words that
   link the mentions, type pair, title entity, distance, apposition hierarchy, ...), the smoothed
   log-odds that a candidate with that fact is SUPPORTED, relative to the base rate. Unseen keys
   and unseen predicates are neutral (0).
2. Cue words: words of the passage and of the endpoint names that signal a predicate, kept only
   when seen in several documents, so that names of one article are not learned as cues.
3. A logistic regression (scikit-learn) over the table and cue features, numeric facts and the
   margins against rival readings. It is trained on out-of-fold table features (documents are
   split into folds), so it learns how far to trust a table, not how well a table remembers
   its own training rows.

Thresholds are chosen on out-of-fold scores of the whole pipeline (tables and regression refitted
without the held-out documents): the ACCEPT threshold is the lowest score at which out-of-fold
precision still meets the target plus a margin, the REJECT threshold the highest score at which
REJECT precision meets its (stricter) target. They must be re-checked on held-out data
(`kg-pipeline evaluate --split test`).
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from kg_pipeline.core.models import (
    Candidate,
    Decision,
    Document,
    Reason,
    RiskLevel,
    Vocabulary,
)
from kg_pipeline.core.quality.metrics import is_positive, summarize
from kg_pipeline.core.validation.policy import (
    FEATURES,
    TABLES,
    Calibration,
    Facts,
    Rivals,
    ThresholdPool,
    TierThresholds,
    VerifierFusion,
    cue_tokens,
    hard_decision,
    logit,
    score_features,
    table_keys,
)
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.work import Work
from kg_pipeline.core.verifier.thresholds import (
    accept_threshold,
    precision_lower_bound,
    reject_threshold,
)

NEUTRAL = Calibration(
    weights={}, intercept=0.0, accept_threshold=1.0, reject_threshold=0.0, fitted_on="neutral"
)
MIN_ACCEPTED = 60
"""A threshold resting on fewer decided candidates is noise."""
FOLDS = 5
TABLE_SMOOTHING = 3.0
"""Pseudo-counts at the base rate: a key seen once moves the log-odds only a little."""
CUE_MIN_DOCS = 2
CUE_MIN_COUNT = 3
CUE_MIN_LOG_ODDS = 0.7
SEED = 13
OOF_SEEDS = (13, 21, 34)


@dataclass(slots=True)
class Row:
    """One labelled candidate that reached the score."""

    candidate_id: str
    doc_id: str
    predicate: str
    subject_type: str | None
    object_type: str | None
    facts: Facts
    rivals: Rivals
    label: int


def learn_tables(rows: Sequence[Row]) -> dict[str, dict[str, float]]:
    """Smoothed log-odds of SUPPORTED per table key, relative to the base rate of `rows`."""
    if not rows:
        return {}
    base = min(max(sum(r.label for r in rows) / len(rows), 0.02), 0.98)
    logit_base = math.log(base / (1 - base))
    counts: dict[str, dict[str, list[int]]] = {t: defaultdict(lambda: [0, 0]) for t in TABLES}
    for r in rows:
        for name, key in table_keys(r.predicate, r.facts, r.subject_type, r.object_type).items():
            cell = counts[name][key]
            cell[0] += r.label
            cell[1] += 1
    tables: dict[str, dict[str, float]] = {}
    for name, cells in counts.items():
        out: dict[str, float] = {}
        for key, (pos, n) in cells.items():
            q = (pos + TABLE_SMOOTHING * base) / (n + TABLE_SMOOTHING)
            value = math.log(q / (1 - q)) - logit_base
            if abs(value) >= 0.01:
                out[key] = round(value, 3)
        tables[name] = out
    return tables


def learn_cues(rows: Sequence[Row]) -> dict[str, dict[str, float]]:
    """Per predicate, words whose presence shifts the odds of SUPPORTED, seen in several
    documents (so an article's own names are not learned) and often enough to trust."""
    seen: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    docs: dict[tuple[str, str], set[str]] = defaultdict(set)
    pos: Counter[str] = Counter()
    neg: Counter[str] = Counter()
    for r in rows:
        (pos if r.label else neg)[r.predicate] += 1
        for token in cue_tokens(r.facts):
            key = (r.predicate, token)
            seen[key][r.label] += 1
            docs[key].add(r.doc_id)
    cues: dict[str, dict[str, float]] = defaultdict(dict)
    # Sorted, so that a refit on the same rows writes the same file (tokens come from sets).
    for (pred, token), (n_neg, n_pos) in sorted(seen.items()):
        if n_pos + n_neg < CUE_MIN_COUNT or len(docs[(pred, token)]) < CUE_MIN_DOCS:
            continue
        lo = math.log((n_pos + 0.5) / (pos[pred] + 1)) - math.log((n_neg + 0.5) / (neg[pred] + 1))
        if abs(lo) >= CUE_MIN_LOG_ODDS:
            cues[pred][token] = round(lo, 3)
    return dict(cues)


def learn_predicate_cues(
    documents: Iterable[Document], candidates: Iterable[Candidate], vocabulary: Vocabulary
) -> dict[str, dict[str, float]]:
    """Cue words per predicate learned from labelled candidates (see `learn_cues`)."""
    return learn_cues(stage_candidates(list(documents), candidates, vocabulary).rows)


class Unevidenced(NamedTuple):
    """A labelled candidate the rules hold for NO_EVIDENCE alone: no feature score reads it,
    the reader may still reject it."""

    candidate_id: str
    doc_id: str
    predicate: str
    label: int


class Staged(NamedTuple):
    """Labelled candidates after one pass of the stages, which is the slow part of fitting:
    the feature model and the reader fusion both start from it."""

    rows: list[Row]
    """Those the feature score decides."""
    unevidenced: list[Unevidenced]


def stage_candidates(
    documents: list[Document], candidates: Iterable[Candidate], vocabulary: Vocabulary
) -> Staged:
    """Run the stages once over the labelled candidates; keep those the score would decide
    and those held for want of evidence only."""
    validator = Validator(vocabulary, NEUTRAL)
    docs = {d.doc_id: d for d in documents}
    rows: list[Row] = []
    unevidenced: list[Unevidenced] = []
    for cand in candidates:
        if cand.label is None:
            continue
        w = validator.run_stages(docs.get(cand.doc_id), cand)
        if w.reasons == [Reason.NO_EVIDENCE] and not w.explicit:
            label = int(is_positive(cand.label))
            unevidenced.append(
                Unevidenced(cand.candidate_id, cand.doc_id, w.predicate_label, label)
            )
            continue
        row = _score_row(w, cand)
        if row is not None:
            rows.append(row)
    return Staged(rows, unevidenced)


def _score_row(w: Work, cand: Candidate) -> Row | None:
    """The candidate as the feature score reads it, or None when a hard rule or the template
    settles it (or it never reached a pairing)."""
    if w.facts is None or w.rivals is None or w.explicit:
        return None
    if hard_decision(w.reasons, RiskLevel.HIGH) is not None:
        return None
    return Row(
        candidate_id=cand.candidate_id,
        doc_id=cand.doc_id,
        predicate=w.predicate_label,
        subject_type=w.subject_type,
        object_type=w.object_type,
        facts=w.facts,
        rivals=w.rivals,
        label=1 if is_positive(cand.label) else 0,
    )


def _folds(rows: Sequence[Row], k: int, seed: int) -> list[int]:
    docs = sorted({r.doc_id for r in rows})
    random.Random(seed).shuffle(docs)
    fold_of = {d: i % k for i, d in enumerate(docs)}
    return [fold_of[r.doc_id] for r in rows]


def _matrix(calibration: Calibration, rows: Sequence[Row]) -> list[list[float]]:
    out = []
    for r in rows:
        f = score_features(
            calibration, r.predicate, r.facts, r.subject_type, r.object_type, r.rivals
        )
        out.append([f.get(name, 0.0) for name in FEATURES])
    return out


def _tables_only(rows: Sequence[Row]) -> Calibration:
    return NEUTRAL.model_copy(update={"tables": learn_tables(rows), "cues": learn_cues(rows)})


def _oof_matrix(rows: Sequence[Row], seed: int) -> list[list[float]]:
    """Features of every row computed with tables learned without the row's documents."""
    folds = _folds(rows, FOLDS, seed)
    x: list[list[float]] = [[] for _ in rows]
    for k in range(FOLDS):
        inside = [r for r, f in zip(rows, folds, strict=True) if f != k]
        held = [i for i, f in enumerate(folds) if f == k]
        if not held:
            continue
        matrix = _matrix(_tables_only(inside), [rows[i] for i in held])
        for i, vec in zip(held, matrix, strict=True):
            x[i] = vec
    return x


def _fit_model(rows: Sequence[Row], seed: int) -> Calibration:
    """Tables on all rows; regression on out-of-fold table features."""
    from sklearn.linear_model import LogisticRegression

    model = LogisticRegression(C=0.5, max_iter=5000)
    model.fit(_oof_matrix(rows, seed), [r.label for r in rows])
    calibration = _tables_only(rows)
    calibration.weights = {
        f: round(float(w), 4)
        for f, w in zip(FEATURES, model.coef_[0], strict=True)
        if f != "auditor_preserve" and abs(float(w)) > 1e-6
    }
    calibration.intercept = round(float(model.intercept_[0]), 4)
    return calibration


def out_of_fold_scores(rows: Sequence[Row], seed: int = SEED) -> list[float]:
    """Scores of every row from a pipeline fitted without the row's documents."""
    folds = _folds(rows, FOLDS, seed + 1)
    scores = [0.0] * len(rows)
    for k in range(FOLDS):
        inside = [r for r, f in zip(rows, folds, strict=True) if f != k]
        held = [i for i, f in enumerate(folds) if f == k]
        if not held or not inside:
            continue
        calibration = _fit_model(inside, seed)
        for i, vec in zip(held, _matrix(calibration, [rows[i] for i in held]), strict=True):
            scores[i] = calibration.score(dict(zip(FEATURES, vec, strict=True)))
    return scores


class FeatureFit(NamedTuple):
    """The fitted feature model with what it was fitted from, so that the reader fusion reuses
    the staged candidates and their out-of-fold scores instead of computing them again."""

    calibration: Calibration
    staged: Staged
    oof: list[float]
    """Out-of-fold confidence of each of `staged.rows` (fold assignment `SEED`)."""


def fit_feature_model(
    documents: list[Document],
    candidates: Iterable[Candidate],
    vocabulary: Vocabulary,
    *,
    accept_precision: float = 0.99,
    reject_precision: float = 0.98,
    accept_margin: float = 0.0,
    use_bound: bool = True,
    fitted_on: str = "",
) -> FeatureFit:
    """Tables, weights and thresholds from labelled candidates (see the module docstring),
    returned with the staged candidates and their out-of-fold scores."""
    staged = stage_candidates(documents, candidates, vocabulary)
    rows = staged.rows
    if len(rows) < 2 * MIN_ACCEPTED or len({r.label for r in rows}) < 2:
        raise ValueError(
            f"need at least {2 * MIN_ACCEPTED} labelled candidates of both labels that reach "
            f"the score; got {len(rows)}"
        )
    # Out-of-fold scores under several fold assignments, pooled: one split of 40 documents
    # into 5 folds is a noisy basis for a threshold.
    pairs: list[tuple[float, bool]] = []
    by_seed: dict[int, list[float]] = {}
    for seed in OOF_SEEDS:
        by_seed[seed] = out_of_fold_scores(rows, seed)
        pairs.extend(zip(by_seed[seed], (bool(r.label) for r in rows), strict=True))
    pairs.sort(reverse=True)
    calibration = _fit_model(rows, SEED)
    calibration.accept_precision_target = accept_precision
    calibration.reject_precision_target = reject_precision
    runs = len(OOF_SEEDS)
    calibration.accept_threshold = _accept_threshold(
        pairs, min(1.0, accept_precision + accept_margin), runs, use_bound
    )
    calibration.reject_threshold = _reject_threshold(pairs, reject_precision, runs, use_bound)
    rule = (
        "where the one-sided 95% Clopper-Pearson lower bound of out-of-fold precision meets "
        if use_bound
        else "where the point estimate of out-of-fold precision meets "
    )
    calibration.fitted_on = fitted_on
    calibration.notes = {
        "thresholds": (
            f"chosen {rule}each target (accept {accept_precision} + margin {accept_margin}, "
            f"reject {reject_precision}; {FOLDS} document folds, {runs} fold assignments)"
        ),
        "auditor_preserve_weight": "prior, not fitted: no LLM verdicts on the dev split",
        "quotes": "never scored: only positives carry a quote in Re-DocRED",
    }
    oof_report = _oof_report(pairs, calibration)
    final = Validator(vocabulary, calibration).validate(documents, candidates)
    report: dict[str, Any] = summarize(final)
    calibration.dev_report = {
        **{f"in_sample_{k}": float(v) for k, v in report.items() if v is not None},
        **{f"oof_{k}": float(v) for k, v in oof_report.items()},
        "scored_candidates": float(len(rows)),
    }
    return FeatureFit(calibration, staged, by_seed[SEED])


def _oof_report(pairs: list[tuple[float, bool]], calibration: Calibration) -> dict[str, float]:
    acc = [p for s, p in pairs if s >= calibration.accept_threshold]
    rej = [p for s, p in pairs if s <= calibration.reject_threshold]
    runs = len(OOF_SEEDS)
    out = {
        "scored_accepted": round(len(acc) / runs, 1),
        "scored_rejected": round(len(rej) / runs, 1),
    }
    if acc:
        out["scored_accept_precision"] = round(sum(acc) / len(acc), 4)
        out["scored_accept_lower_bound"] = round(
            precision_lower_bound(sum(acc), len(acc), runs=runs), 4
        )
    if rej:
        out["scored_reject_precision"] = round(1 - sum(rej) / len(rej), 4)
        out["scored_reject_lower_bound"] = round(
            precision_lower_bound(len(rej) - sum(rej), len(rej), runs=runs), 4
        )
    return out


def _accept_threshold(
    pairs: list[tuple[float, bool]], target: float, runs: int = 1, use_bound: bool = True
) -> float:
    """Lowest score whose accepted set (score >= it) still meets the precision target; 1.0 when
    none does. `runs`: fold assignments that each scored every candidate once."""
    t = accept_threshold(
        [s for s, _ in pairs],
        [int(p) for _, p in pairs],
        target,
        use_bound=use_bound,
        min_n=MIN_ACCEPTED,
        runs=runs,
    )
    return 1.0 if t.threshold is None else t.threshold


def _reject_threshold(
    pairs: list[tuple[float, bool]], target: float, runs: int = 1, use_bound: bool = True
) -> float:
    """Highest score whose rejected set (score <= it) still meets the REJECT precision target;
    0.0 when none does."""
    t = reject_threshold(
        [s for s, _ in pairs],
        [int(p) for _, p in pairs],
        target,
        use_bound=use_bound,
        min_n=MIN_ACCEPTED,
        runs=runs,
    )
    return 0.0 if t.threshold is None else t.threshold


MIN_PREDICATE_POSITIVES = 30
"""A predicate gets its own verifier thresholds only with this many held-out positives."""
FUSION_FOLDS = 5


def _side_thresholds(
    side: str, scores: Sequence[float], labels: Sequence[int], target: float,
    given: tuple[int, int] = (0, 0),
) -> dict[str, Any]:  # fmt: skip
    """One side's `TierThresholds` fields, where the one-sided 95% Clopper-Pearson lower bound
    meets its target (with `given`: together with rows other thresholds already decide)."""
    choose = accept_threshold if side == "accept" else reject_threshold
    t = choose(scores, labels, target, given=given)
    return {
        side: t.threshold,
        f"{side}_n": t.n,
        f"{side}_precision": t.precision,
        f"{side}_lower_bound": t.lower_bound,
    }


def _tier_thresholds(
    scores: Sequence[float], labels: Sequence[int], accept: float, reject: float
) -> TierThresholds:
    """Thresholds where the one-sided 95% Clopper-Pearson lower bound meets each target."""
    return TierThresholds(
        **_side_thresholds("accept", scores, labels, accept),
        **_side_thresholds("reject", scores, labels, reject),
    )


class FusionRow(NamedTuple):
    """One labelled candidate the verifier tier reads, scored out of fold."""

    doc_id: str
    predicate: str
    feature_confidence: float
    verifier_logit: float
    label: int
    unevidenced: bool = False
    """Held by the rules for NO_EVIDENCE only: a REJECT threshold of their own, on the reader's
    logit alone (they have no feature score, `feature_confidence` is 0), never fitted on."""
    candidate_id: str = ""
    rival_margin: float | None = None
    """The reader's rival margin out of fold (`Reading.rival_margin`), where the scores carry it
    (never for unevidenced rows: their threshold reads the logit alone)."""


def reader_fusion_rows(
    staged: Staged,
    reader_scores: dict[str, float],
    *,
    feature_oof: Sequence[float] | None = None,
    feature_model: Calibration | None = None,
    seed: int = SEED,
    rival_margins: dict[str, float] | None = None,
) -> list[FusionRow]:
    """Every labelled candidate the tier reads, with both of its scores out of fold: the
    feature confidence from a feature model fitted without the candidate's document
    (`feature_oof`, as `fit_feature_model` computed it; refitted by document fold here when
    absent; or from `feature_model` when that never saw these documents), the reader's logit
    from a fold model that never read it (`reader_scores`, by candidate id), and its rival
    margin when `rival_margins` are given."""
    margins = rival_margins or {}
    scored = staged.rows
    if feature_model is not None:
        oof = [
            feature_model.score(dict(zip(FEATURES, x, strict=True)))
            for x in _matrix(feature_model, scored)
        ]
    elif feature_oof is not None:
        oof = list(feature_oof)
    else:
        oof = out_of_fold_scores(scored, seed)
    rows = [
        FusionRow(
            r.doc_id,
            r.predicate,
            conf,
            reader_scores[r.candidate_id],
            r.label,
            False,
            r.candidate_id,
            margins.get(r.candidate_id),
        )  # fmt: skip
        for r, conf in zip(scored, oof, strict=True)
        if r.candidate_id in reader_scores
    ]
    unevidenced = [
        FusionRow(u.doc_id, u.predicate, 0.0, z, u.label, True, u.candidate_id)
        for u in staged.unevidenced
        if (z := reader_scores.get(u.candidate_id)) is not None
    ]
    return rows + unevidenced


def fusion_folds(doc_ids: Sequence[str], seed: int = SEED) -> list[int]:
    """The fusion's document fold of each row: its out-of-fold scores choose the thresholds.
    `seed` picks another assignment (`benchmarks/fusion_fold_noise.py` measures how much the
    certified sets move with it); `calibrate` uses `SEED`."""
    docs = sorted(set(doc_ids))
    random.Random(seed).shuffle(docs)
    fold_of = {d: i % FUSION_FOLDS for i, d in enumerate(docs)}
    return [fold_of[d] for d in doc_ids]


def fusion_model() -> Any:
    """The fusion: a logistic line through a few inputs on thousands of rows, so lightly
    regularised. `calibrate` fits it, and the benchmarks that measure other forms beside it."""
    from sklearn.linear_model import LogisticRegression

    return LogisticRegression(C=10.0)


def fusion_out_of_fold(
    rows: Sequence[FusionRow], make_model: Callable[[], Any], seed: int = SEED
) -> tuple[Any, Any, Any]:
    """Each row's inputs (`fusion_inputs`) and label, and the probability a fusion fitted on
    the other document folds gives it: what the thresholds are chosen on."""
    import numpy as np

    x = fusion_inputs(rows)
    y = np.array([r.label for r in rows])
    return x, y, out_of_fold_probabilities(x, y, [r.doc_id for r in rows], make_model, seed)


def fusion_inputs(rows: Sequence[FusionRow]) -> Any:
    """The feature logit and the reader's logit of each row, and its rival margin when every
    row has one (the fusion reads rivals only when it was fitted on them all)."""
    import numpy as np

    rivals = bool(rows) and all(r.rival_margin is not None for r in rows)
    return np.array(
        [
            [logit(r.feature_confidence), r.verifier_logit]
            + ([float(r.rival_margin or 0.0)] if rivals else [])
            for r in rows
        ]
    )


def out_of_fold_probabilities(
    x: Any, y: Any, doc_ids: Sequence[str], make_model: Callable[[], Any], seed: int = SEED
) -> Any:
    """Each row's probability from a model fitted on the other fusion document folds, whatever
    the inputs (`x`, one row per candidate)."""
    import numpy as np

    folds = np.array(fusion_folds(doc_ids, seed))
    oof = np.zeros(len(y))
    for k in range(FUSION_FOLDS):
        test = folds == k
        if test.any() and len(set(y[~test])) == 2:
            oof[test] = make_model().fit(x[~test], y[~test]).predict_proba(x[test])[:, 1]
    return oof


class DeployedSets(NamedTuple):
    """What the thresholds decide out of fold, whichever threshold decides each row."""

    accept_n: int
    accept_correct: int
    accept_lower_bound: float
    reject_n: int
    reject_correct: int
    reject_lower_bound: float

    @property
    def accept_precision(self) -> float:
        return self.accept_correct / max(self.accept_n, 1)

    @property
    def reject_precision(self) -> float:
        return self.reject_correct / max(self.reject_n, 1)


def deployed_sets(
    predicates: Sequence[str],
    scores: Sequence[float],
    labels: Sequence[int],
    pooled: TierThresholds,
    per_predicate: dict[str, TierThresholds],
    reader_accepted: Sequence[bool] | None = None,
) -> DeployedSets:
    """The ACCEPT and REJECT sets the tier would deploy on these rows, and each set's own
    bound: the pooled bound covers the rows it was chosen on, which need not be these.
    `reader_accepted`: rows `reader_accept` accepts whatever the fused score says."""
    acc = rej = acc_ok = rej_ok = 0
    alone = reader_accepted or [False] * len(scores)
    for pred, score, label, ra in zip(predicates, scores, labels, alone, strict=True):
        decision = Decision.ACCEPT if ra else per_predicate.get(pred, pooled).decide(score)
        if decision == Decision.ACCEPT:
            acc, acc_ok = acc + 1, acc_ok + label
        elif decision == Decision.REJECT:
            rej, rej_ok = rej + 1, rej_ok + 1 - label
    return DeployedSets(
        acc, acc_ok, precision_lower_bound(acc_ok, acc), rej, rej_ok,
        precision_lower_bound(rej_ok, rej),
    )  # fmt: skip


def fusion_thresholds(
    predicates: Sequence[str],
    scores: Sequence[float],
    labels: Sequence[int],
    accept_precision: float = 0.99,
    reject_precision: float = 0.98,
    pool: ThresholdPool = ThresholdPool.REST,
) -> tuple[TierThresholds, dict[str, TierThresholds]]:
    """A predicate's own thresholds on out-of-fold fused scores where it has
    `MIN_PREDICATE_POSITIVES` and its own rows meet a bound, and pooled ones for the rest,
    chosen on the rows `pool` names (a predicate's side without its own falls to the pool)."""
    targets = {"accept": accept_precision, "reject": reject_precision}
    by_pred: dict[str, list[int]] = defaultdict(list)
    for i, predicate in enumerate(predicates):
        by_pred[predicate].append(i)
    own: dict[str, TierThresholds] = {}
    for pred, idx in sorted(by_pred.items()):
        if sum(labels[i] for i in idx) < MIN_PREDICATE_POSITIVES:
            continue
        t = _tier_thresholds(
            [scores[i] for i in idx], [labels[i] for i in idx], accept_precision, reject_precision
        )
        if t.accept is not None or t.reject is not None:
            own[pred] = t
    # What the predicates' own thresholds decide (nothing pooled yet): the `deployed` pool is
    # chosen so that these and its own decisions together meet the bound.
    decided = deployed_sets(predicates, scores, labels, TierThresholds(), own)
    sides: dict[str, Any] = {}
    for side, target in targets.items():
        rest = list(range(len(scores)))
        given = (0, 0)
        if pool != ThresholdPool.ALL:
            rest = [i for i, p in enumerate(predicates) if getattr(own.get(p), side, None) is None]
        if pool == ThresholdPool.DEPLOYED:
            given = (getattr(decided, f"{side}_correct"), getattr(decided, f"{side}_n"))
        sides |= _side_thresholds(
            side, [scores[i] for i in rest], [labels[i] for i in rest], target, given
        )
    pooled = TierThresholds(**sides)
    # A side whose bound the predicate's own examples cannot meet falls back to the pool.
    per_predicate = {
        pred: t.model_copy(
            update={
                k: getattr(pooled, k)
                for side in ("accept", "reject")
                if getattr(t, side) is None
                for k in TierThresholds.model_fields
                if k.startswith(side)
            }
        )
        for pred, t in own.items()
    }
    return pooled, per_predicate


def reader_accept_threshold(
    logits: Sequence[float],
    labels: Sequence[int],
    fused_accepts: Sequence[bool],
    accept_precision: float = 0.99,
) -> TierThresholds:
    """An ACCEPT threshold on the reader's logit alone, chosen on the rows the fused thresholds
    do not accept (`fused_accepts` False), where the lower bound of those it decides meets the
    target: the rows it would decide certify it, as the `rest` pool's do."""
    rest = [i for i, fused in enumerate(fused_accepts) if not fused]
    t = accept_threshold([logits[i] for i in rest], [labels[i] for i in rest], accept_precision)
    return TierThresholds(
        accept=t.threshold,
        accept_n=t.n,
        accept_precision=t.precision,
        accept_lower_bound=t.lower_bound,
    )


def fit_verifier_fusion(
    all_rows: Sequence[tuple[str, str, float, float, int] | FusionRow],
    model_version: str,
    *,
    accept_precision: float = 0.99,
    reject_precision: float = 0.98,
    fitted_on: str = "",
    pool: ThresholdPool = ThresholdPool.REST,
    reader_accept: bool = False,
) -> VerifierFusion:
    """Logistic fusion of (feature logit, verifier logit[, rival margin]) on held-out documents;
    thresholds on its out-of-fold (by document) probabilities, from the precision lower bound.
    The rival margin is an input when every row carries one. Unevidenced
    rows get a REJECT threshold on the reader's logit alone (the fusion never saw them).
    `reader_accept`: an ACCEPT threshold on the reader's logit alone as well
    (`reader_accept_threshold`), and the deployed sets are those of both."""
    typed = [FusionRow(*r) for r in all_rows]
    rows = [r for r in typed if not r.unevidenced]
    if len({r.label for r in rows}) < 2:
        raise ValueError("the verifier fusion needs held-out candidates of both labels")
    x, y, oof = fusion_out_of_fold(rows, fusion_model)
    model = fusion_model().fit(x, y)
    scores = [float(v) for v in oof]
    labels = [int(v) for v in y]
    predicates = [r.predicate for r in rows]
    pooled, per_predicate = fusion_thresholds(
        predicates, scores, labels, accept_precision, reject_precision, pool
    )
    alone: TierThresholds | None = None
    reader_accepted: list[bool] | None = None
    if reader_accept:
        fused_accepts = [
            per_predicate.get(p, pooled).decide(sc) == Decision.ACCEPT
            for p, sc in zip(predicates, scores, strict=True)
        ]
        logits = [r.verifier_logit for r in rows]
        alone = reader_accept_threshold(logits, labels, fused_accepts, accept_precision)
        reader_accepted = [
            not fused and alone.decide(z) == Decision.ACCEPT
            for fused, z in zip(fused_accepts, logits, strict=True)
        ]
    deployed = deployed_sets(predicates, scores, labels, pooled, per_predicate, reader_accepted)
    held = [r for r in typed if r.unevidenced]
    unevidenced: TierThresholds | None = None
    if held:
        t = reject_threshold(
            [r.verifier_logit for r in held], [r.label for r in held], reject_precision
        )
        unevidenced = TierThresholds(
            reject=t.threshold,
            reject_n=t.n,
            reject_precision=t.precision,
            reject_lower_bound=t.lower_bound,
        )
    report = {
        "heldout_documents": float(len({r.doc_id for r in rows})),
        "heldout_candidates_read": float(len(rows)),
        "heldout_positives": float(sum(labels)),
        "pooled_accepted": float(pooled.accept_n),
        "pooled_accept_precision": pooled.accept_precision or 0.0,
        "pooled_accept_lower_bound": pooled.accept_lower_bound or 0.0,
        "pooled_rejected": float(pooled.reject_n),
        "pooled_reject_precision": pooled.reject_precision or 0.0,
        "pooled_reject_lower_bound": pooled.reject_lower_bound or 0.0,
        "deployed_accepted": float(deployed.accept_n),
        "deployed_accept_precision": deployed.accept_precision,
        "deployed_accept_lower_bound": deployed.accept_lower_bound,
        "deployed_rejected": float(deployed.reject_n),
        "deployed_reject_precision": deployed.reject_precision,
        "deployed_reject_lower_bound": deployed.reject_lower_bound,
        "unevidenced_read": float(len(held)),
        "unevidenced_rejected": float(unevidenced.reject_n if unevidenced else 0),
    }
    if alone is not None:
        report |= {
            "reader_accepted": float(alone.accept_n),
            "reader_accept_precision": alone.accept_precision or 0.0,
            "reader_accept_lower_bound": alone.accept_lower_bound or 0.0,
        }
    return VerifierFusion(
        model_version=model_version,
        feature_weight=float(model.coef_[0][0]),
        verifier_weight=float(model.coef_[0][1]),
        rival_weight=float(model.coef_[0][2]) if x.shape[1] > 2 else None,
        intercept=float(model.intercept_[0]),
        pooled=pooled,
        per_predicate=per_predicate,
        unevidenced=unevidenced,
        reader_accept=alone,
        threshold_pool=pool,
        fitted_on=fitted_on,
        report=report,
    )


__all__ = [
    "NEUTRAL",
    "Row",
    "FeatureFit",
    "Staged",
    "Unevidenced",
    "fit_feature_model",
    "FusionRow",
    "fit_verifier_fusion",
    "fusion_folds",
    "fusion_model",
    "fusion_inputs",
    "fusion_out_of_fold",
    "out_of_fold_probabilities",
    "fusion_thresholds",
    "DeployedSets",
    "deployed_sets",
    "ThresholdPool",
    "reader_accept_threshold",
    "reader_fusion_rows",
    "learn_cues",
    "learn_predicate_cues",
    "learn_tables",
    "out_of_fold_scores",
    "stage_candidates",
]
