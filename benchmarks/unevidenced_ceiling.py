"""Could the reader accept what the rules hold for NO_EVIDENCE alone?

A candidate whose endpoints are three or more sentences apart has no passage of at most three
sentences to publish and goes to review as `NO_EVIDENCE` (or is rejected by the reader's own
REJECT threshold for them). On the shared test split they are 968 candidates, 559 of them true:
a fifth of the true triples no ACCEPT can reach. This reads the same kind of candidate out of
fold on `redocred_train` (the kept folds' scores, `benchmarks/runs/reader_trial20/`) and prints
what one-sided 95% lower-bound thresholds on the reader's logit would certify: ACCEPT at 0.99
(and 0.98, for scale), REJECT at 0.98, and where the first UNSUPPORTED candidates rank.

    .venv/bin/python benchmarks/unevidenced_ceiling.py [--run benchmarks/runs/reader_trial20]

About 10 CPU seconds (the stages run once over the folds' documents; no model is loaded).
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.quality.calibration import stage_candidates
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import read_reader_scores
from kg_pipeline.core.verifier.thresholds import accept_threshold, reject_threshold

HERE = Path(__file__).resolve().parent
TRAIN = HERE.parents[1] / "shared" / "data" / "redocred_train"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", type=Path, default=HERE / "runs" / "reader_trial20")
    args = ap.parse_args(argv)
    scores: dict[str, float] = {}
    oof_docs: set[str] = set()
    for path in sorted(args.run.glob("fold-*/oof_scores.jsonl.gz")):
        read = read_reader_scores(path)
        fold_scores, fold_docs = read.logits, read.documents
        scores.update(fold_scores)
        oof_docs |= fold_docs
    docs = [d for d in read_documents_jsonl(TRAIN / "documents.jsonl") if d.doc_id in oof_docs]
    cands = [c for c in read_candidates_jsonl(TRAIN / "candidates.jsonl") if c.doc_id in oof_docs]
    kind = {c.candidate_id: c.kind for c in cands}
    staged = stage_candidates(docs, cands, load_vocabulary(DEMO_VOCABULARY))
    held = [(u.candidate_id, u.label) for u in staged.unevidenced if u.candidate_id in scores]
    logits = [scores[cid] for cid, _ in held]
    labels = [label for _, label in held]
    print(f"{len(oof_docs)} out-of-fold documents; held for NO_EVIDENCE alone: {len(held)} "
          f"({sum(labels)} SUPPORTED)")  # fmt: skip
    for name, t in (
        ("ACCEPT at 0.99", accept_threshold(logits, labels, 0.99)),
        ("ACCEPT at 0.98", accept_threshold(logits, labels, 0.98)),
        ("REJECT at 0.98", reject_threshold(logits, labels, 0.98)),
    ):
        shown = "none certified" if t.threshold is None else (
            f"logit {t.threshold:+.2f}: {t.n} candidates, precision {t.precision:.4f}, "
            f"lower bound {t.lower_bound:.4f}"
        )  # fmt: skip
        print(f"  {name}: {shown}")
    ranked = sorted(held, key=lambda h: -scores[h[0]])
    errors = [i + 1 for i, (_, label) in enumerate(ranked) if label == 0]
    print(f"  first UNSUPPORTED at ranks {errors[:8]} (a 0.99 bound needs 299 in a row)")
    kinds = Counter(kind[cid] for cid, label in ranked[:500] if label == 0)
    print(f"  UNSUPPORTED in the top 500, by kind: {dict(kinds)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
