"""Thresholds on verifier scores with a statistical margin, chosen on out-of-fold scores only.

ACCEPT at the lowest score where the one-sided 95% Clopper-Pearson lower bound on the precision
of everything at or above it meets the target; REJECT likewise from below. The point estimate is
reported beside the bound, never used to choose.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel
from scipy.stats import beta


def precision_lower_bound(hits: int, n: int, confidence: float = 0.95, runs: int = 1) -> float:
    """One-sided Clopper-Pearson lower bound on a proportion hits/n. `runs`: each candidate was
    scored that many times (repeated fold assignments) and counts once."""
    hits, n = round(hits / runs), round(n / runs)
    if n == 0 or hits == 0:
        return 0.0
    return float(beta.ppf(1.0 - confidence, hits, n - hits + 1))


class Threshold(BaseModel):
    threshold: float | None
    """None when no threshold meets the target on these scores."""
    n: int
    correct: int
    precision: float | None
    lower_bound: float | None


def accept_threshold(
    scores: Sequence[float],
    labels: Sequence[int],
    target: float = 0.99,
    confidence: float = 0.95,
    use_bound: bool = True,
    min_n: int = 1,
    runs: int = 1,
    given: tuple[int, int] = (0, 0),
) -> Threshold:
    """The lowest t such that {score >= t} has precision (or its lower bound) >= target.
    `given`: (correct, n) of rows other thresholds already decide on this side; the target is
    then met by those and {score >= t} together, and `n`, `precision` and the bound are theirs."""
    pairs = sorted(zip(scores, labels, strict=True), key=lambda x: -x[0])
    best = Threshold(threshold=None, n=0, correct=0, precision=None, lower_bound=None)
    hits, n0 = given
    for i, (score, label) in enumerate(pairs, start=1):
        hits += int(label == 1)
        if i < len(pairs) and pairs[i][0] == score:
            continue  # ties: a threshold takes all of them or none
        n = n0 + i
        lb = precision_lower_bound(hits, n, confidence, runs)
        value = lb if use_bound else hits / n
        if n >= min_n and value >= target:
            best = Threshold(threshold=score, n=n, correct=hits, precision=hits / n, lower_bound=lb)
    return best


def reject_threshold(
    scores: Sequence[float],
    labels: Sequence[int],
    target: float = 0.98,
    confidence: float = 0.95,
    use_bound: bool = True,
    min_n: int = 1,
    runs: int = 1,
    given: tuple[int, int] = (0, 0),
) -> Threshold:
    """The highest t such that {score <= t} holds negatives at precision (bound) >= target.
    `given`: (negatives, n) already rejected by other thresholds, as for `accept_threshold`."""
    flipped = accept_threshold(
        [-s for s in scores],
        [1 - y for y in labels],
        target,
        confidence,
        use_bound,
        min_n,
        runs,
        given,
    )
    if flipped.threshold is None:
        return flipped
    return flipped.model_copy(update={"threshold": -flipped.threshold})
