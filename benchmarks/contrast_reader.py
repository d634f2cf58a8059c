"""How the reader alone reads the hand-written contrast set: its raw logits, no rules, no fusion.

`scripts/check_contrast_set.py` shows what the validator decides; this shows why a plain
assertion stays in review: where the reader's logit sits for the set's plain statements
(SUPPORTED, kind `assertion`) against its framed and wrong ones (UNSUPPORTED), per model, so a
candidate model can be compared with the shipped one before anything is packaged. Each model
reads three times: the whole document, as the tier reads it (`document`); the passage the
decision reads, alone (`passage`: the support stage's window, the sentences joining the nearest
mentions of the two endpoints); and the document with only the window's mentions and tokens
read (`window`, as `benchmarks/passage_reading.py` defines it). The default split is dev,
which whoever works on the reader may read; the test split stays held out. `--split` repeats
(the splits pooled); `sealed` reads the batches not yet measured, for their one measurement.

    .venv/bin/python benchmarks/contrast_reader.py [--split dev|test|holdout|sealed ...]
        [--model-dir DIR ...]

A few CPU seconds per model.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from passage_reading import support_window, window_readings
from sklearn.metrics import roc_auc_score

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.quality.calibration import NEUTRAL
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    MODEL_DIR,
    DocumentReader,
    read_candidates,
)

CONTRAST = Path(__file__).resolve().parents[1] / "kg_pipeline" / "demo" / "contrast"


def _present(rows: list[dict[str, Any]], logits: dict[str, float | None]) -> list[float]:
    return [z for r in rows if (z := logits.get(r["candidate_id"])) is not None]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("dev", "test", "holdout", "sealed"), action="append",
                    default=None, help="repeatable, pooled (default: dev)")  # fmt: skip
    ap.add_argument("--model-dir", type=Path, action="append", default=None,
                    help="a packaged reader (repeatable; default: the shipped one)")  # fmt: skip
    args = ap.parse_args(argv)
    docs = {d.doc_id: d for d in read_documents_jsonl(CONTRAST / "documents.jsonl")}
    cands = read_candidates_jsonl(CONTRAST / "candidates.jsonl")
    splits = args.split or ["dev"]
    cands = [c for c in cands if getattr(c, "split", None) in splits]
    vocab = load_vocabulary(DEMO_VOCABULARY)
    validator = Validator(vocab, NEUTRAL)
    windows: dict[str, tuple[int, int]] = {}
    for c in cands:
        if window := support_window(validator, docs[c.doc_id], c):
            windows[c.candidate_id] = window
    predicate_of = {c.candidate_id: c.predicate for c in cands}
    print(
        f"contrast set, split {'+'.join(splits)}: {len(cands)} candidates, "
        f"{len(windows)} with a window"
    )
    print(f"{'model':<22} {'reading':<9} {'scored':>6} {'plain median':>12} {'plain > 0':>9} "
          f"{'unsup median':>12} {'unsup > 0':>9} {'AUC':>6}")  # fmt: skip
    by_predicate: dict[str, dict[str, list[float]]] = {}
    for model_dir in args.model_dir or [MODEL_DIR]:
        reader = DocumentReader(model_dir)
        rows = read_candidates(reader, docs, cands, vocab)
        plain = [r for r in rows if r["label"] == "SUPPORTED" and r["kind"] == "assertion"]
        unsup = [r for r in rows if r["label"] == "UNSUPPORTED"]
        alone, within = window_readings(reader, docs, cands, windows, vocab)
        readings = {
            "document": ([r["logit"] for r in plain], [r["logit"] for r in unsup]),
            "passage": (_present(plain, alone), _present(unsup, alone)),
            "window": (_present(plain, within), _present(unsup, within)),
        }
        for name, (zp, zu) in readings.items():
            auc = roc_auc_score([1] * len(zp) + [0] * len(zu), zp + zu)
            print(f"{reader.version:<22} {name:<9} {len(zp) + len(zu):>6} "
                  f"{statistics.median(zp):>12.2f} {sum(z > 0 for z in zp):>4}/{len(zp):<4} "
                  f"{statistics.median(zu):>12.2f} {sum(z > 0 for z in zu):>4}/{len(zu):<4} "
                  f"{auc:>6.3f}")  # fmt: skip
        per: dict[str, list[float]] = defaultdict(list)
        for r in plain:
            per[predicate_of[r["candidate_id"]]].append(r["logit"])
        by_predicate[reader.version] = per
    print("\nplain assertions, median document logit by predicate (n)")
    versions = list(by_predicate)
    predicates = sorted({p for per in by_predicate.values() for p in per})
    print(f"{'predicate':<50} " + " ".join(f"{v:>20}" for v in versions))
    for p in predicates:
        cells = []
        for v in versions:
            zs = by_predicate[v].get(p, [])
            cells.append(f"{statistics.median(zs):+8.2f} ({len(zs):>2})" if zs else "-")
        print(f"{p:<50} " + " ".join(f"{c:>20}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
