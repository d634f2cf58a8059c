"""Fit the confidence model on labelled candidates (the golden set's dev split).

Only candidates that no hard rule settles are scored, so only they train the model. Weights
come from a logistic regression (scikit-learn); the ACCEPT threshold is the lowest score at
which precision on the fitting data still meets the target, the REJECT threshold the highest
score at which REJECT precision still meets its target. Both are conservative by construction
and must be re-checked on held-out data (`kg-pipeline evaluate --split test`).
"""

from __future__ import annotations

from collections.abc import Iterable

from kg_pipeline.core.metrics import is_positive, summarize
from kg_pipeline.core.models import Candidate, Document, Vocabulary
from kg_pipeline.core.policy import FEATURES, Calibration, hard_decision
from kg_pipeline.core.text import fold
from kg_pipeline.core.validate import Validator

NEUTRAL = Calibration(
    weights={}, intercept=0.0, accept_threshold=1.0, reject_threshold=0.0, fitted_on="neutral"
)
MIN_ACCEPTED = 20  # a threshold resting on fewer accepted candidates is noise


def learn_predicate_cues(
    documents: Iterable[Document], candidates: Iterable[Candidate], top: int = 12
) -> dict[str, list[str]]:
    """Words over-represented in the evidence of a predicate's labelled positives."""
    from collections import Counter

    docs = {d.doc_id: d for d in documents}
    per_pred: dict[str, Counter[str]] = {}
    background: Counter[str] = Counter()
    for c in candidates:
        if not c.evidence or not is_positive(c.label):
            continue
        words = set(fold(c.evidence).split()) - set(fold(f"{c.subject} {c.object}").split())
        words = {w for w in words if len(w) > 3 and not w.isdigit()}
        per_pred.setdefault(c.predicate, Counter()).update(words)
        background.update(words)
    total = sum(1 for c in candidates if c.evidence and is_positive(c.label)) or 1
    _ = docs
    cues: dict[str, list[str]] = {}
    for pred, counts in per_pred.items():
        n = sum(1 for _ in counts) and max(counts.values())
        scored = []
        for word, k in counts.items():
            if k < 2:
                continue
            share_pred = k / max(n, 1)
            share_all = background[word] / total
            if share_pred >= 0.2 and share_pred > 2.5 * share_all:
                scored.append((share_pred / share_all, word))
        cues[pred] = [w for _, w in sorted(scored, reverse=True)[:top]]
    return {k: v for k, v in cues.items() if v}


def fit_calibration(
    documents: list[Document],
    candidates: list[Candidate],
    vocabulary: Vocabulary,
    *,
    accept_precision: float = 0.99,
    reject_precision: float = 0.95,
    fitted_on: str = "",
) -> Calibration:
    from sklearn.linear_model import LogisticRegression

    cues = learn_predicate_cues(documents, candidates)
    probe = NEUTRAL.model_copy(update={"predicate_cues": cues})
    verdicts = Validator(vocabulary, probe).validate(documents, candidates)
    scored = [
        v for v in verdicts if v.label is not None and hard_decision(v.reasons, "HIGH") is None
    ]
    x = [[v.features.get(f, 0.0) for f in FEATURES] for v in scored]
    y = [1 if is_positive(v.label) else 0 for v in scored]
    model = LogisticRegression(C=1.0, max_iter=1000)
    model.fit(x, y)
    weights = {f: round(float(w), 4) for f, w in zip(FEATURES, model.coef_[0], strict=True)}
    calibration = Calibration(
        weights=weights,
        intercept=round(float(model.intercept_[0]), 4),
        accept_threshold=1.0,
        reject_threshold=0.0,
        accept_precision_target=accept_precision,
        reject_precision_target=reject_precision,
        fitted_on=fitted_on,
        predicate_cues=cues,
    )
    pairs = sorted(
        ((calibration.score(v.features), is_positive(v.label)) for v in scored), reverse=True
    )
    calibration.accept_threshold = _accept_threshold(pairs, accept_precision)
    calibration.reject_threshold = _reject_threshold(pairs, reject_precision)
    final = Validator(vocabulary, calibration).validate(documents, candidates)
    report = summarize(final)
    calibration.dev_report = {k: float(v) for k, v in report.items() if v is not None}
    return calibration


def _accept_threshold(pairs: list[tuple[float, bool]], target: float) -> float:
    """Lowest score whose accepted set (score >= it) still meets the precision target."""
    best = 1.0
    tp = 0
    for i, (score, positive) in enumerate(pairs, start=1):
        tp += positive
        nxt = pairs[i][0] if i < len(pairs) else -1.0
        if nxt == score:
            continue  # ties are accepted together
        if i >= MIN_ACCEPTED and tp / i >= target:
            best = score
    return round(best, 6)


def _reject_threshold(pairs: list[tuple[float, bool]], target: float) -> float:
    """Highest score whose rejected set (score <= it) still meets the REJECT precision target."""
    asc = sorted(pairs)
    best = 0.0
    tn = 0
    for i, (score, positive) in enumerate(asc, start=1):
        tn += not positive
        nxt = asc[i][0] if i < len(asc) else 2.0
        if nxt == score:
            continue
        if i >= MIN_ACCEPTED and tn / i >= target:
            best = score
    return round(best, 6)
