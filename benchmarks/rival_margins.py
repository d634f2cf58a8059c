"""Out-of-fold scores with the reader's rival margin, for a fold trained before the reader read
rivals: its own documents' candidates read again by its own model (`read_candidates`, which
now writes `rival_margin` beside `logit`), into a file `calibrate --reader-scores` and
`benchmarks/fusion_forms.py` read.

    .venv/bin/python benchmarks/rival_margins.py --run .kg_data/reader_run5 --fold 0 \\
        --model-dir benchmarks/runs/reader_trial20/fold-0/model --out RUN/fold-0/oof_rivals.jsonl

Prints how far the logits it wrote are from the fold's stored ones (`RUN/fold-K/oof_scores.jsonl`,
when there): the same model on another CPU moves them a little (docs/verifier.md, int8).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import DocumentReader, read_candidates, read_reader_scores

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_train"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", type=Path, required=True, help="holds folds.json")
    ap.add_argument("--fold", type=int, required=True)
    ap.add_argument("--model-dir", type=Path, help="default: RUN/fold-K/model")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--data", type=Path, default=DATA)
    args = ap.parse_args()
    fold_of = json.loads((args.run / "folds.json").read_text())
    docs = {
        d.doc_id: d
        for d in read_documents_jsonl(args.data / "documents.jsonl")
        if fold_of.get(d.doc_id) == args.fold
    }
    cands = [c for c in read_candidates_jsonl(args.data / "candidates.jsonl") if c.doc_id in docs]
    reader = DocumentReader(args.model_dir or args.run / f"fold-{args.fold}" / "model")
    rows = read_candidates(reader, docs, cands, load_vocabulary(args.data / "predicates.json"))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps({**row, "model": reader.version}) + "\n")
    print(f"fold {args.fold}: {len(docs)} documents, {len(rows)} candidates read by "
          f"{reader.version} -> {args.out}")  # fmt: skip
    stored = args.run / f"fold-{args.fold}" / "oof_scores.jsonl"
    if stored.exists():
        before = read_reader_scores(stored).logits
        diff = np.array([abs(r["logit"] - before[r["candidate_id"]]) for r in rows
                         if r["candidate_id"] in before])  # fmt: skip
        if len(diff):
            p95 = np.percentile(diff, 95)
            print(f"|logit - stored| over {len(diff)}: median {np.median(diff):.4f}, "
                  f"95th percentile {p95:.4f}, largest {diff.max():.4f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
