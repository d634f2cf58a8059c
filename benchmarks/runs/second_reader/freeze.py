"""The contrast set as of a commit, its splits renamed for the second-reader trial: `train` (the
dev split and the read holdout batches up to contrast-holdout-1100), `calib` (the read holdout
batches from 1101 on, where the trial's threshold is chosen), `test` and `sealed` as they are.

    python benchmarks/runs/second_reader/freeze.py COMMIT DIR
"""

from __future__ import annotations

import json
import re
import subprocess
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


def main(commit: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    path = "kg_pipeline/demo/contrast/"
    docs = subprocess.run(
        ["git", "show", f"{commit}:{path}documents.jsonl"], check=True, capture_output=True
    ).stdout.decode()
    with open(out / "documents.jsonl", "w", encoding="utf-8") as fh:
        for line in docs.splitlines():
            doc = json.loads(line)
            fh.write(json.dumps({**doc, "split": split_of(doc)}, ensure_ascii=False) + "\n")
    cands = subprocess.run(
        ["git", "show", f"{commit}:{path}candidates.jsonl"], check=True, capture_output=True
    ).stdout
    (out / "candidates.jsonl").write_bytes(cands)


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]))
