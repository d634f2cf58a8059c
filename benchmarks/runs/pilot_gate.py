"""The pilot gate of the reader trials that read the contrast batches: fold 1's Re-DocRED rows out
of fold against the shipped recipe's fold 1, and its contrast rows, plain against UNSUPPORTED
(docs/verifier_trials.md). It prints the figures and the gate; a person reads them.

    .venv/bin/python benchmarks/runs/pilot_gate.py SCORES.jsonl.gz
"""

from __future__ import annotations

import sys

from kept_scores import SHIPPED_FOLD1, contrast, load, redocred
from sklearn.metrics import roc_auc_score


def main(path: str) -> None:
    trial = load(path)
    for name, rows in (("shipped recipe", load(SHIPPED_FOLD1)), ("trial", trial)):
        r = redocred(rows)
        auc = roc_auc_score([x["label"] == "SUPPORTED" for x in r], [x["logit"] for x in r])
        print(f"{name}: Re-DocRED fold 1, {len(r):,} rows, AUC {auc:.4f}")
    c = [x for x in contrast(trial) if x["kind"] == "assertion" or x["label"] == "UNSUPPORTED"]
    if c:  # a trial without the contrast batches has no contrast rows
        auc = roc_auc_score([x["kind"] == "assertion" for x in c], [x["logit"] for x in c])
        print(f"trial: contrast fold 1, {len(c):,} rows, plain against UNSUPPORTED, AUC {auc:.4f}")
        print("gate: Re-DocRED AUC >= the shipped recipe's - 0.010 and contrast AUC >= 0.95")


if __name__ == "__main__":
    main(sys.argv[1])
