"""Does this CPU compute the reader's int8 products as the machine that chose its thresholds did?

Two measurements, printed:

1. The kernel alone: `unsigned.saturating_probe`, a 64-long row of 255s against columns of 127
   and -128, whose neighbouring products overflow a 16-bit sum. Signed weights (what
   `quantize_dynamic` writes) and the same weights stored unsigned, each against the exact
   integer product. On AVX2 without VNNI the signed one is off.
2. A model against the scores another machine wrote: `--scores` (an `oof_scores.jsonl`, or .gz)
   rescored here by `--model-dir`, once as it is and once converted to unsigned weights (in a
   temporary copy); the |difference| in logits, median, 95th percentile and largest.

    .venv/bin/python benchmarks/int8_kernel_agreement.py \
        --scores benchmarks/runs/reader_trial/fold-0/oof_scores.jsonl.gz \
        --model-dir .kg_data/trial_model_signed

Needs `onnx` (test extra). The model directory must hold the model that wrote the scores.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

import numpy as np

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import DocumentReader, read_candidates, read_reader_scores
from kg_pipeline.core.verifier.unsigned import (
    convert_package,
    integer_product,
    saturating_probe,
    unsigned_weights,
)

TRAIN = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_train"


def kernel_errors() -> tuple[int, int]:
    """Largest |result - exact| of the saturating product, signed and unsigned weights."""
    model, a, exact = saturating_probe()
    signed = int(np.abs(integer_product(model, a) - exact).max())
    unsigned_weights(model)
    return signed, int(np.abs(integer_product(model, a) - exact).max())


def score_differences(scores: Path, model_dir: Path) -> dict[str, list[float]]:
    stored = read_reader_scores(scores).logits
    docs = {d.doc_id: d for d in read_documents_jsonl(TRAIN / "documents.jsonl")}
    cands = [
        c for c in read_candidates_jsonl(TRAIN / "candidates.jsonl") if c.candidate_id in stored
    ]
    vocabulary = load_vocabulary(TRAIN / "predicates.json")
    out: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        unsigned = Path(tmp) / "model"
        shutil.copytree(model_dir, unsigned)
        convert_package(unsigned)
        for name, folder in (("as given", model_dir), ("unsigned", unsigned)):
            rows = read_candidates(DocumentReader(folder), docs, cands, vocabulary)
            diff = np.abs([r["logit"] - stored[r["candidate_id"]] for r in rows])
            out[name] = [len(rows), *np.percentile(diff, [50, 95, 100]).tolist()]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scores", type=Path, default=None)
    ap.add_argument("--model-dir", type=Path, default=None)
    args = ap.parse_args()
    signed, unsigned = kernel_errors()
    print(
        f"kernel: largest |error| of a saturating product: signed {signed:,}, unsigned {unsigned}"
    )
    if args.scores and args.model_dir:
        head = f"{'weights':<10} {'scored':>7} {'median':>8} {'p95':>8} {'largest':>8}"
        print(head)
        for name, (n, median, p95, largest) in score_differences(
            args.scores, args.model_dir
        ).items():
            print(f"{name:<10} {int(n):>7,} {median:>8.4f} {p95:>8.4f} {largest:>8.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
