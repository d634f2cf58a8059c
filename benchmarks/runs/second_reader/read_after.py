"""Read after the second-reader trial stopped (deciding nothing): how the second reader ranks
the rows it read on each set, from the kept rows (`fit.py`'s, gzipped beside this file); then,
as if each were the second reader, the readers of the earlier trials trained on both kinds of
text (their kept fold-1 scores, out of fold on Re-DocRED and contrast documents alike), on the
rows the shipped pipeline leaves in review in those documents.

    .venv/bin/python benchmarks/runs/second_reader/read_after.py
"""

from __future__ import annotations

import gzip
import json
import statistics
import sys
from pathlib import Path

from sklearn.metrics import roc_auc_score

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.policy import default_calibration
from kg_pipeline.core.validation.stages.verifier import left_in_review
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import DocumentReader
from kg_pipeline.core.verifier.thresholds import accept_threshold, precision_lower_bound

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from kept_scores import fold1, load  # noqa: E402  (benchmarks/runs/ is no package)

ROWS = Path(__file__).with_name("second_rows.jsonl.gz")
CONTRAST = Path("kg_pipeline/demo/contrast")
BOTH_TEXTS = (
    "reader_trial_contrast20",
    "reader_trial_contrast_half",
    "reader_trial_contrast_rivals",
)


def best_top(rows: list[tuple[float, int]]) -> tuple[float, int, int]:
    """(lower bound, rows, right) of the best set from the top down."""
    hits, best = 0, (0.0, 0, 0)
    for k, (_, label) in enumerate(sorted(rows, key=lambda r: -r[0]), start=1):
        hits += label
        best = max(best, (precision_lower_bound(hits, k), k, hits))
    return best


def contrast_left_in_review(ids: set[str]) -> dict[str, int]:
    """candidate id -> label (1 SUPPORTED) of the contrast candidates among `ids` that the
    shipped pipeline leaves in review with a span; one run over all of them (a verdict does not
    depend on what else the call holds)."""
    cands = [
        c for c in read_candidates_jsonl(CONTRAST / "candidates.jsonl") if c.candidate_id in ids
    ]
    docs_of = {c.doc_id for c in cands}
    docs = [d for d in read_documents_jsonl(CONTRAST / "documents.jsonl") if d.doc_id in docs_of]
    validator = Validator(
        load_vocabulary(DEMO_VOCABULARY), default_calibration(), verifier=DocumentReader.packaged()
    )
    works = validator.decide_all(docs, cands)
    return {
        c.candidate_id: int(c.label == "SUPPORTED")
        for c, w in zip(cands, works, strict=True)
        if left_in_review(w)
    }


def main() -> None:
    with gzip.open(ROWS, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    for name in ("calib", "redocred_train"):
        mine = sorted((r for r in rows if r["set"] == name), key=lambda r: -r["logit"])
        for key, who in (("logit", "second reader"), ("reader_logit", "shipped reader")):
            pos = [r[key] for r in mine if r["label"]]
            neg = [r[key] for r in mine if not r["label"]]
            auc = roc_auc_score([r["label"] for r in mine], [r[key] for r in mine])
            print(f"{name}, {who}: {len(pos)} SUPPORTED, {len(neg)} UNSUPPORTED, AUC "
                  f"{auc:.4f}, median logit {statistics.median(pos):+.2f} against "
                  f"{statistics.median(neg):+.2f}")  # fmt: skip
        best = best_top([(r["logit"], r["label"]) for r in mine])
        print(f"  the second reader's best set from the top: {best[2]} of {best[1]} right, "
              f"lower bound {best[0]:.4f}")  # fmt: skip
        wrong = [(k, r["kind"], r["logit"]) for k, r in enumerate(mine, 1) if not r["label"]]
        print("  its first UNSUPPORTED rows (rank, kind, logit):",
              ", ".join(f"{k} {kind} {z:.1f}" for k, kind, z in wrong[:6]))  # fmt: skip

    review = {r["candidate_id"]: r["label"] for r in rows if r["set"] == "redocred_train"}
    runs = {run: {r["candidate_id"]: r["logit"] for r in load(fold1(run))} for run in BOTH_TEXTS}
    review |= contrast_left_in_review({c for scores in runs.values() for c in scores})
    for run, scores in runs.items():
        sets = {
            name: [(scores[c], y) for c, y in review.items() if c in scores and c.startswith(p)]
            for name, p in (("redocred", "redocred"), ("contrast", "contrast"))
        }
        pooled = accept_threshold(
            [z for rs in sets.values() for z, _ in rs], [y for rs in sets.values() for _, y in rs]
        )
        print(f"{run} fold 1 as a second reader: pooled threshold {pooled.threshold}")
        for name, rs in sets.items():
            bound, n, right = best_top(rs)
            print(f"  {name}: {len(rs)} rows left in review, best set from the top {right} of "
                  f"{n} right, lower bound {bound:.4f}")  # fmt: skip


if __name__ == "__main__":
    main()
