"""How much of the reader's logit is a prior per predicate rather than a reading of the text.

The reader's logit is (pair vector . relation vector) / sqrt(d) + a bias, and both the vector
and the bias are computed from the predicate's filled template. The bias is the same for every
candidate of a predicate, so it is a learned prior, and the logit without it is the logit minus
it: this prints it beside how many true
training triples the predicate has, the logit of a few explicit one-sentence statements with and
without it, and, with --oof, the out-of-fold AUC of fold 0's model with and without it.

    .venv/bin/python benchmarks/reader_template_bias.py [--oof]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from scipy.stats import spearmanr
from sklearn.metrics import roc_auc_score

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.quality.metrics import is_positive
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    DocumentReader,
    ReadRequest,
    read_candidates,
    template_text,
)

TRAIN = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_train"
RUN = Path(".kg_data/reader_run")
STATEMENTS = [
    ("Brightmoor Analytics was founded by Anselm Roak in 2011.", "Brightmoor Analytics",
     "Anselm Roak", "founded by"),
    ("Microsoft was founded by Bill Gates in 1975.", "Microsoft", "Bill Gates", "founded by"),
    ("Boeing is headquartered in Chicago.", "Boeing", "Chicago", "headquarters location"),
    ("Cora Blythe works for Corran Group.", "Cora Blythe", "Corran Group", "employer"),
    ("Anna Berg was born in Basel.", "Anna Berg", "Basel", "place of birth"),
    ("Chicago is a city in the United States.", "Chicago", "United States", "country"),
]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=TRAIN)
    ap.add_argument("--run", type=Path, default=RUN, help="train-verifier output (for --oof)")
    ap.add_argument("--oof", action="store_true", help="also fold 0's AUC with and without")
    args = ap.parse_args(argv)
    vocab = load_vocabulary(args.data / "predicates.json")
    cands = read_candidates_jsonl(args.data / "candidates.jsonl")
    golds = Counter(c.predicate for c in cands if is_positive(c.label))
    reader = DocumentReader.packaged()
    print(f"model {reader.version}")
    templates = {p.label: template_text(p.template, p.label) for p in vocab.predicates.values()}
    rows = sorted(
        (golds.get(label, 0), reader.relation(t)[1], label) for label, t in templates.items()
    )
    rho = spearmanr([g for g, _, _ in rows], [b for _, b, _ in rows]).statistic
    print(f"\ntemplate bias against true training triples, {len(rows)} predicates: "
          f"Spearman {rho:.2f}; the five with most and fewest:")  # fmt: skip
    for g, b, label in rows[::-1][:5] + rows[:5]:
        print(f"  {label:<50} {g:>6,} true  bias {b:+.2f}")
    print("\nexplicit one-sentence statements: logit with the bias / without")
    for text, s, o, pred in STATEMENTS:
        z = reader.read(text, [ReadRequest((s,), (o,), templates[pred])])[0]
        if z is not None:
            bias = reader.relation(templates[pred])[1]
            print(f"  {z:+7.2f} / {z - bias:+7.2f}  ({pred}) {text}")
    if args.oof:
        folds = json.loads((args.run / "folds.json").read_text(encoding="utf-8"))
        docs = {d.doc_id: d for d in read_documents_jsonl(args.data / "documents.jsonl")}
        held = [c for c in cands if folds.get(c.doc_id) == 0]
        fold_reader = DocumentReader(args.run / "fold-0" / "model")
        label_of = {c.candidate_id: int(is_positive(c.label)) for c in held}
        pred_of = {c.candidate_id: c.predicate for c in held}
        scored = read_candidates(fold_reader, docs, held, vocab)
        y = [label_of[r["candidate_id"]] for r in scored]
        z = [r["logit"] for r in scored]
        z0 = [
            r["logit"] - fold_reader.relation(templates[pred_of[r["candidate_id"]]])[1]
            for r in scored
        ]
        print(f"\nfold 0 out of fold, {len(y):,} candidates: AUC {roc_auc_score(y, z):.3f} "
              f"with the bias, {roc_auc_score(y, z0):.3f} without")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
