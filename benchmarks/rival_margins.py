"""Would the verifier's rival margins let the fusion certify ACCEPTs? A measurement, not a feature.

The fusion reads two numbers per candidate: the feature score and the verifier's logit. The
labelled errors at the top of the fused score are mostly `swapped_object` candidates ("Bohumin is
in Poland" beside "Bohumin is in the Czech Republic"). This script adds what the verifier says
about a candidate's rivals in the same document and predicate: the best other object for the same
subject, the best other subject for the same object, and the reverse candidate, each as
(own logit - best rival's logit, has rival). It refits the logistic fusion with them, by document
fold on the 100 held-out training documents (where thresholds are chosen), and applies the fit to
the shared test split (reported, never chosen on).

Reads the verifier scores that `benchmarks/verifier_benchmark.py` writes into the run folder
(`heldout_scores.jsonl`, `test_scores_test.jsonl`), so run that first:

    .venv/bin/python benchmarks/verifier_benchmark.py --run .kg_data/verifier_run3 --skip-speed
    .venv/bin/python benchmarks/rival_margins.py --run .kg_data/verifier_run3

About 2 minutes on one core (the rules and the feature score only; no model call).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import DecisionTier
from kg_pipeline.core.quality.metrics import is_positive
from kg_pipeline.core.validation.policy import default_calibration, logit
from kg_pipeline.core.validation.stages.verifier import is_unevidenced
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.thresholds import accept_threshold, reject_threshold
from kg_pipeline.core.verifier.training import TrainConfig, split_documents

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
FOLDS = 5
SEED = 13
TOPS = (100, 200, 300, 400, 600, 800)
FEATURE_SETS = {
    "fusion as shipped (feature, verifier)": ["feature", "verifier"],
    "+ object rivals": ["feature", "verifier", "object_margin", "has_object_rival"],
    "+ object and subject rivals": [
        "feature", "verifier", "object_margin", "has_object_rival",
        "subject_margin", "has_subject_rival",
    ],
    "+ object, subject and reverse rivals": [
        "feature", "verifier", "object_margin", "has_object_rival",
        "subject_margin", "has_subject_rival", "reverse_margin", "has_reverse",
    ],
}  # fmt: skip


def read_scores(path: Path) -> dict[str, float]:
    """candidate_id -> verifier logit, for the candidates the model could read."""
    out = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        if row["score"] is not None:
            out[row["candidate_id"]] = logit(row["score"])
    return out


def rows_for(data_dir: Path, keep: Any, scores: dict[str, float]) -> list[dict[str, Any]]:
    """One row per labelled candidate the verifier tier reads, with its rival margins."""
    docs = read_documents_jsonl(data_dir / "documents.jsonl")
    cands = [c for c in read_candidates_jsonl(data_dir / "candidates.jsonl") if keep(c)]
    wanted = {c.doc_id for c in cands}
    calibration = default_calibration().model_copy(update={"verifier": None})
    validator = Validator(load_vocabulary(data_dir / "predicates.json"), calibration)
    works = validator.decide_all([d for d in docs if d.doc_id in wanted], cands)
    by_group: dict[tuple[str, str | None], list[tuple[str, str, float]]] = defaultdict(list)
    for w in works:
        if w.cand.candidate_id in scores:
            key = (w.cand.doc_id, w.predicate_id)
            by_group[key].append((w.subject.lower(), w.object.lower(), scores[w.cand.candidate_id]))
    rows = []
    for w in works:
        own = scores.get(w.cand.candidate_id)
        if own is None or not w.cand.label:
            continue
        if w.tier != DecisionTier.SCORE or is_unevidenced(w):
            continue  # only what the fusion decides; unevidenced rows are REJECT-only
        s, o = w.subject.lower(), w.object.lower()
        group = by_group[(w.cand.doc_id, w.predicate_id)]
        rivals = {
            "object": [v for rs, ro, v in group if rs == s and ro != o],
            "subject": [v for rs, ro, v in group if ro == o and rs != s],
            "reverse": [v for rs, ro, v in group if rs == o and ro == s],
        }
        row = {
            "doc_id": w.cand.doc_id,
            "label": int(is_positive(w.cand.label)),
            "feature": logit(w.confidence),
            "verifier": own,
        }
        for name, values in rivals.items():
            row[f"{name}_margin"] = own - max(values) if values else 0.0
            row[f"has_{name}_rival" if name != "reverse" else "has_reverse"] = float(bool(values))
        rows.append(row)
    return rows


def top_errors(scores: list[float], labels: list[int]) -> dict[str, Any]:
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    return {
        "errors_in_top": {n: sum(1 - labels[i] for i in order[:n]) for n in TOPS},
        "first_errors_at_rank": [k + 1 for k, i in enumerate(order) if not labels[i]][:5],
        "largest_accept_with_bound_099": accept_threshold(scores, labels, 0.99).n,
        "largest_reject_with_bound_098": reject_threshold(scores, labels, 0.98).n,
    }


def measure(held: list[dict[str, Any]], test: list[dict[str, Any]], cols: list[str]) -> Any:
    x = np.array([[r[c] for c in cols] for r in held])
    y = np.array([r["label"] for r in held])
    doc_ids = sorted({r["doc_id"] for r in held})
    random.Random(SEED).shuffle(doc_ids)
    fold_of = {d: i % FOLDS for i, d in enumerate(doc_ids)}
    folds = np.array([fold_of[r["doc_id"]] for r in held])
    oof = np.zeros(len(held))
    for k in range(FOLDS):
        model = LogisticRegression(C=10.0, max_iter=1000).fit(x[folds != k], y[folds != k])
        oof[folds == k] = model.predict_proba(x[folds == k])[:, 1]
    model = LogisticRegression(C=10.0, max_iter=1000).fit(x, y)
    held_scores, held_labels = [float(v) for v in oof], [int(v) for v in y]
    reject = reject_threshold(held_scores, held_labels, 0.98)
    test_scores = model.predict_proba(np.array([[r[c] for c in cols] for r in test]))[:, 1]
    test_labels = [r["label"] for r in test]
    rejected = [i for i, s in enumerate(test_scores) if reject.threshold is not None
                and s <= reject.threshold]  # fmt: skip
    return {
        "weights": dict(zip(cols, (round(float(v), 3) for v in model.coef_[0]), strict=True)),
        "heldout_out_of_fold": top_errors(held_scores, held_labels),
        "test": top_errors([float(v) for v in test_scores], test_labels),
        "test_at_heldout_reject_threshold": {
            "rejected": len(rejected),
            "precision": round(sum(1 - test_labels[i] for i in rejected) / len(rejected), 4)
            if rejected
            else None,
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run", type=Path, required=True, help="verifier run folder")
    parser.add_argument("--train", type=Path, default=DATA / "redocred_train")
    parser.add_argument("--test", type=Path, default=DATA / "redocred_triples")
    args = parser.parse_args()
    train_docs = [d.doc_id for d in read_documents_jsonl(args.train / "documents.jsonl")]
    _, held_docs = split_documents(train_docs, TrainConfig.holdout_docs, TrainConfig.seed)
    held = rows_for(
        args.train,
        lambda c: c.doc_id in held_docs,
        read_scores(args.run / "heldout_scores.jsonl"),
    )
    test = rows_for(
        args.test,
        lambda c: (c.model_extra or {}).get("split") == "test",
        read_scores(args.run / "test_scores_test.jsonl"),
    )
    report: dict[str, Any] = {"heldout_rows": len(held), "test_rows": len(test)}
    for name, cols in FEATURE_SETS.items():
        report[name] = measure(held, test, cols)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
