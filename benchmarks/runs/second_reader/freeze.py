"""Renames the splits of a frozen contrast set (written by `freeze_extra` in trial_steps.sh) for
the second-reader trial, in place: `train` (the dev split and the read holdout batches up to
contrast-holdout-1100), `calib` (the read holdout batches from 1101 on, where the trial's
threshold is chosen), `test` and `sealed` as they are. Running it again changes nothing.

    python benchmarks/runs/second_reader/freeze.py DIR
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

FIRST_CALIB = 1101


def split_of(doc: dict) -> str:
    split = doc.get("split")
    if split == "dev":
        return "train"
    if split == "holdout":
        number = int(re.search(r"(\d+)$", doc["doc_id"]).group(1))  # type: ignore[union-attr]
        return "train" if number < FIRST_CALIB else "calib"
    return str(split)


def main(folder: Path) -> None:
    path = folder / "documents.jsonl"
    docs = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    with open(path, "w", encoding="utf-8") as fh:
        for doc in docs:
            fh.write(json.dumps({**doc, "split": split_of(doc)}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
