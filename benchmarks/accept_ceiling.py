"""How far up each score can be trusted: errors at the top, and the largest certifiable ACCEPT.

Issue 10 chooses ACCEPT thresholds where the one-sided 95% Clopper-Pearson lower bound of
out-of-fold precision meets 0.99. That needs at least 299 accepts in a row without an error, or
473 with one. This script shows, for the candidates the verifier tier reads (those no rule or
template settled), how many labelled errors sit in the top n of each score: the feature score
alone, the packaged verifier alone, and their fusion (the calibration's weights). It does so on
the 100 training documents held out of the verifier's training (where thresholds are chosen)
and on the shared test split (reported, never chosen on).

    .venv/bin/python benchmarks/accept_ceiling.py

About 4 minutes on one core (the verifier reads some 10,000 pairs).
"""

from __future__ import annotations

import argparse
import json
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import DecisionTier
from kg_pipeline.core.quality.metrics import is_positive
from kg_pipeline.core.validation.policy import default_calibration
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.model import Verifier
from kg_pipeline.core.verifier.thresholds import accept_threshold
from kg_pipeline.core.verifier.training import TrainConfig, split_documents

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
TOPS = (100, 200, 300, 400, 600, 800, 1000)

Row = tuple[float, float, int]
"""(feature confidence, verifier logit, label) of one candidate the verifier tier read."""


def read_rows(data_dir: Path, keep: Callable[[Any], bool], verifier: Verifier) -> list[Row]:
    docs = [d for d in read_documents_jsonl(data_dir / "documents.jsonl")]
    cands = [c for c in read_candidates_jsonl(data_dir / "candidates.jsonl") if keep(c)]
    wanted = {c.doc_id for c in cands}
    docs = [d for d in docs if d.doc_id in wanted]
    # No fusion: the tier records its logit and leaves the score tier's decision alone.
    calibration = default_calibration().model_copy(update={"verifier": None})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        validator = Validator(
            load_vocabulary(data_dir / "predicates.json"), calibration, verifier=verifier
        )
    return [
        (w.confidence, w.verifier_logit, int(is_positive(w.cand.label)))
        for w in validator.decide_all(docs, cands)
        if w.tier == DecisionTier.SCORE and w.verifier_logit is not None and w.cand.label
    ]


def ceiling(rows: list[Row], score: Callable[[Row], float]) -> dict[str, Any]:
    scores = [score(r) for r in rows]
    labels = [r[2] for r in rows]
    order = sorted(range(len(rows)), key=lambda i: -scores[i])
    errors = {n: sum(1 - labels[i] for i in order[:n]) for n in TOPS if n <= len(rows)}
    bound = accept_threshold(scores, labels, 0.99, use_bound=True)
    point = accept_threshold(scores, labels, 0.99, use_bound=False)
    return {
        "errors_in_top": errors,
        "first_errors_at_rank": [k + 1 for k, i in enumerate(order) if not labels[i]][:5],
        "largest_accept_with_bound_099": bound.n,
        "largest_accept_with_point_099": point.n,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, default=DATA / "redocred_train")
    parser.add_argument("--test", type=Path, default=DATA / "redocred_triples")
    args = parser.parse_args()
    verifier = Verifier.packaged()
    fusion = default_calibration().verifier
    train_docs = [d.doc_id for d in read_documents_jsonl(args.train / "documents.jsonl")]
    _, held = split_documents(train_docs, TrainConfig.holdout_docs, TrainConfig.seed)
    sets = {
        "heldout_training_documents": read_rows(args.train, lambda c: c.doc_id in held, verifier),
        "test_split": read_rows(
            args.test, lambda c: (c.model_extra or {}).get("split") == "test", verifier
        ),
    }
    scores: dict[str, Callable[[Row], float]] = {
        "feature": lambda r: r[0],
        "verifier": lambda r: r[1],
    }
    if fusion is not None:
        scores["fused"] = lambda r: fusion.fused_logit(r[0], r[1])
    report: dict[str, Any] = {"model_version": verifier.version}
    for name, rows in sets.items():
        report[name] = {
            "candidates_read": len(rows),
            "positives": sum(r[2] for r in rows),
            **{s: ceiling(rows, f) for s, f in scores.items()},
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
