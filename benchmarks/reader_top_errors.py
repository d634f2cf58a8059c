"""The reader's most confident errors: the first UNSUPPORTED candidates of a scores file, ranked
by the reader's logit alone, with their kind and triple, to see what sets the ACCEPT bound.

    .venv/bin/python benchmarks/reader_top_errors.py --scores RUN/fold-0/oof_scores.jsonl [--n 12]

With several `--scores` files (readers of the same documents) and `--mean OUT`, it writes their
per-candidate mean logit instead, in the same format, for `benchmarks/fusion_fold_noise.py`
(labelled with the first file's model, which `reader_fusion_rows` does not read).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from kg_pipeline.core.inputs.io import read_candidates_jsonl

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


def _rows(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scores", type=Path, action="append", required=True)
    ap.add_argument("--n", type=int, default=12)
    ap.add_argument("--mean", type=Path, help="write the files' mean logit here")
    ap.add_argument("--candidates", type=Path, default=DATA / "redocred_train/candidates.jsonl")
    args = ap.parse_args()

    if args.mean:
        files = [{r["candidate_id"]: r for r in _rows(p)} for p in args.scores]
        with args.mean.open("w", encoding="utf-8") as out:
            for cid, first in files[0].items():
                logits = [f[cid]["logit"] for f in files if cid in f]
                if len(logits) < len(files) or any(z is None for z in logits):
                    continue
                row = {k: v for k, v in first.items() if k != "rival_margin"}
                row["logit"] = sum(logits) / len(logits)
                out.write(json.dumps(row) + "\n")
        return 0

    cands = {c.candidate_id: c for c in read_candidates_jsonl(args.candidates)}
    for path in args.scores:
        rows = sorted((r for r in _rows(path) if r["logit"] is not None),
                      key=lambda r: -float(r["logit"]))  # fmt: skip
        print(path)
        errors = [(i, r) for i, r in enumerate(rows, 1) if r["label"] != "SUPPORTED"]
        for rank, r in errors[: args.n]:
            c = cands[str(r["candidate_id"])]
            print(f"  {rank:>6} {float(r['logit']):7.2f} {str(r['kind']):<18} "
                  f"{c.subject[:32]!r} | {c.predicate[:32]} | {c.object[:32]!r}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
