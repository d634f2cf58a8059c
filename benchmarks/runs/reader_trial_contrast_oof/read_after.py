"""What the five-fold trial's reader read, looked at after the trial was measured and decided
nothing (docs/verifier_trials.md, "Read after the five-fold trial"). Files kept in git only:

1. Re-DocRED rows that three recipes scored out of fold with the same document folds (1 and 2):
   13 epochs (`reader_trial`), the shipped 20 epochs (`reader_trial20`) and this trial's 13
   epochs with the read contrast batches (`fold-1`, `fold-2` here): AUC, the highest logit, and
   the share of SUPPORTED among the top-scored rows.
2. The contrast rows this trial's folds 1-4 scored out of fold: logits of plain assertions
   against the UNSUPPORTED kinds.
3. Step 1's text (contrast text neither the trial's reader nor its fusion saw), the rows the
   reader tier decided or held: how many plain assertions and UNSUPPORTED candidates each reader
   scores above a probability, for the trial's reader and the shipped one (`measured/step1/`,
   the verdicts `trial.sh measure` wrote, cut to the fields read here).

    .venv/bin/python benchmarks/runs/reader_trial_contrast_oof/read_after.py
"""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

HERE = Path(__file__).resolve().parent
RUNS = HERE.parent
CONTRAST = RUNS.parents[1] / "kg_pipeline" / "demo" / "contrast" / "candidates.jsonl"


def _rows(path: Path) -> list[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def _scores(run: str, folds: tuple[int, ...]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for k in folds:
        for r in _rows(RUNS / run / f"fold-{k}" / "oof_scores.jsonl.gz"):
            out[r["candidate_id"]] = r
    return out


def redocred_recipes() -> None:
    runs = {
        "13 epochs": _scores("reader_trial", (1, 2)),
        "20 epochs (shipped recipe)": _scores("reader_trial20", (1, 2)),
        "13 epochs + read contrast": _scores("reader_trial_contrast_oof", (1, 2)),
    }
    common = set.intersection(
        *({c for c in scores if c.startswith("redocred")} for scores in runs.values())
    )
    print(f"1. Re-DocRED rows scored out of fold by all three (folds 1-2): {len(common):,}")
    print(f"   {'recipe':<28} {'AUC':>6} {'max logit':>9} {'SUPPORTED in top 1,000':>23}")
    for name, scores in runs.items():
        rows = [scores[c] for c in sorted(common)]
        y = np.array([r["label"] == "SUPPORTED" for r in rows])
        z = np.array([r["logit"] for r in rows])
        top = np.argsort(-z)[:1000]
        print(f"   {name:<28} {roc_auc_score(y, z):>6.3f} {z.max():>9.1f} {y[top].mean():>23.3f}")


def contrast_out_of_fold() -> None:
    rows = [
        r
        for k in (1, 2, 3, 4)
        for r in _rows(HERE / f"fold-{k}" / "oof_scores.jsonl.gz")
        if r["doc_id"].startswith("contrast")
    ]
    plain = np.array([r["logit"] for r in rows if r["kind"] == "assertion"])
    framed = np.array([r["logit"] for r in rows if r["label"] == "UNSUPPORTED"])
    auc = roc_auc_score([1] * len(plain) + [0] * len(framed), np.r_[plain, framed])
    print(f"\n2. Contrast rows of folds 1-4, out of fold: {len(plain):,} plain assertions, "
          f"{len(framed):,} UNSUPPORTED; AUC {auc:.3f}")  # fmt: skip
    for name, z in (("plain", plain), ("UNSUPPORTED", framed)):
        q = np.percentile(z, [10, 50, 90])
        print(f"   {name:<12} logit 10th/50th/90th percentile: "
              f"{q[0]:.1f} / {q[1]:.1f} / {q[2]:.1f}")  # fmt: skip
    for t in (10, 15, 20):
        print(f"   logit > {t}: {(plain > t).sum():,} plain, {(framed > t).sum():,} UNSUPPORTED")


def step_one() -> None:
    labels = {}
    with open(CONTRAST, encoding="utf-8") as fh:
        for line in fh:
            c = json.loads(line)
            labels[c["candidate_id"]] = (c["label"], c["kind"])
    print("\n3. Step 1's text, candidates the reader scored and the rules did not settle:")
    for who in ("candidate", "shipped"):
        rows = [
            r
            for r in _rows(HERE / "measured" / "step1" / f"{who}.jsonl.gz")
            if r["verifier_score"] is not None and r["tier"] != "rules"
        ]
        plain = [r for r in rows if labels[r["candidate_id"]][1] == "assertion"]
        framed = [r for r in rows if labels[r["candidate_id"]][0] == "UNSUPPORTED"]
        accepted = sum(r["decision"] == "ACCEPT" for r in plain)
        print(f"   {who} reader: {len(plain)} plain ({accepted} accepted), "
              f"{len(framed)} UNSUPPORTED")  # fmt: skip
        for t in (0.5, 0.9, 0.99):
            above = [r for r in framed if r["verifier_score"] > t]
            kinds = Counter(labels[r["candidate_id"]][1] for r in above)
            share = sum(r["verifier_score"] > t for r in plain) / max(len(plain), 1)
            print(f"     score > {t}: {share:.1%} of plain, {len(above)} UNSUPPORTED "
                  f"{dict(kinds.most_common())}")  # fmt: skip


if __name__ == "__main__":
    redocred_recipes()
    contrast_out_of_fold()
    step_one()
