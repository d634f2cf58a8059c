"""Check the shape of one hand-written contrast batch before it is committed sealed: what
`kg_pipeline_tests/unit/test_contrast_set.py` asks of every document and candidate (ids in the
batch's range, the `sealed` split, names verbatim, known kinds, type pairs, the sentence that
states a SUPPORTED candidate naming both endpoints, a plain twin for every framing, repeated
names in tables, a revision that keeps its title). It runs no validator, so an author may run
it without reading what the validator decides; problems name a document and a candidate's
number, not its words.

    .venv/bin/python scripts/check_contrast_batch.py holdout_bp 1341 1354
"""

from __future__ import annotations

import argparse
import importlib
from collections import Counter

from kg_pipeline.demo.contrast.build import vocabulary_by_label
from kg_pipeline.demo.contrast.record import Doc
from kg_pipeline.demo.contrast.shape import batch_problems


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("module", help="the batch's module in kg_pipeline/demo/contrast (holdout_bp)")
    ap.add_argument("first", type=int)
    ap.add_argument("last", type=int)
    args = ap.parse_args()
    module = importlib.import_module(f"kg_pipeline.demo.contrast.{args.module}")
    docs: list[Doc] = getattr(module, args.module.upper())
    cands = [c for d in docs for c in d.cands]
    print(f"{len(docs)} documents, {len(cands)} candidates", dict(Counter(c[3] for c in cands)))
    print("kinds:", dict(Counter(c[4] for c in cands)))
    print("predicates:", len({c[1] for c in cands}))
    found = batch_problems(docs, args.first, args.last, vocabulary_by_label())
    print("\n".join(found) or "shape OK")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
