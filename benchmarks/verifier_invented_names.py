"""Does the verifier read the passage, or recall the names? Scores with the endpoints renamed.

A user's documents name companies, people and products no pretrained model has heard of. This
measures how much of the verifier's judgement survives when both endpoints of a test-split pair
get invented names (`core/verifier/invented_names.py`: every capitalised name word replaced by
one invented word wherever it occurs in the hypothesis and the passage; kind words such as
"River" or "University", months and numbers kept). It also prints how the model scores the
project's hand-written contrast set, whose names are all invented.

    .venv/bin/python benchmarks/verifier_invented_names.py [--model-dir DIR]

About 1 minute per 1,000 pairs on one core.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from sklearn.metrics import roc_auc_score

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.invented_names import with_invented_names
from kg_pipeline.core.verifier.model import MODEL_DIR, Verifier
from kg_pipeline.core.verifier.passage import PassageBuilder
from kg_pipeline.core.verifier.training import build_examples, load_redocred

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_triples"
CONTRAST = Path(__file__).resolve().parents[1] / "kg_pipeline" / "demo" / "contrast"


def _medians(groups: dict[str, list[float]]) -> dict[str, Any]:
    return {k: {"n": len(v), "median_logit": round(statistics.median(v), 2)}
            for k, v in sorted(groups.items())}  # fmt: skip


def test_split(verifier: Verifier, data: Path, n: int, seed: int) -> dict[str, Any]:
    docs, candidates, vocabulary = load_redocred(data)
    test = [c for c in candidates if (c.model_extra or {}).get("split") == "test"]
    rows = [
        (e.kind, (e.hypothesis, e.passage), e.names)
        for e in build_examples(docs, test, vocabulary, verifier.max_chars)
    ]
    random.Random(seed).shuffle(rows)
    rows = rows[:n]
    rng = random.Random(seed)
    renamed = [with_invented_names(h, p, names, rng) for _, (h, p), names in rows]
    original = verifier.logits([pair for _, pair, _ in rows])
    invented = verifier.logits(renamed)
    labels = [int(kind == "gold") for kind, _, _ in rows]
    by_kind: dict[str, dict[str, list[float]]] = {"original": defaultdict(list),
                                                  "invented": defaultdict(list)}  # fmt: skip
    for (kind, _, _), a, b in zip(rows, original, invented, strict=True):
        by_kind["original"][kind].append(a)
        by_kind["invented"][kind].append(b)
    gold = [i for i, y in enumerate(labels) if y]
    return {
        "pairs": len(rows),
        "auc_original_names": round(float(roc_auc_score(labels, original)), 4),
        "auc_invented_names": round(float(roc_auc_score(labels, invented)), 4),
        "true_pairs_with_logit_above_3": {
            "original": sum(original[i] > 3 for i in gold),
            "invented": sum(invented[i] > 3 for i in gold),
            "of": len(gold),
        },
        "by_kind_original": _medians(by_kind["original"]),
        "by_kind_invented": _medians(by_kind["invented"]),
    }


def contrast_set(verifier: Verifier) -> dict[str, Any]:
    """The hand-written set (invented names throughout): logits by split, kind and label."""
    docs = {d.doc_id: d for d in read_documents_jsonl(CONTRAST / "documents.jsonl")}
    builder = PassageBuilder(load_vocabulary(DEMO_VOCABULARY), verifier.max_chars)
    groups: dict[str, list[float]] = defaultdict(list)
    keys, pairs = [], []
    for c in read_candidates_jsonl(CONTRAST / "candidates.jsonl"):
        passage = builder.build(docs[c.doc_id], c)
        if passage.complete:
            keys.append(f"{(c.model_extra or {}).get('split')} {c.kind} {c.label}")
            pairs.append(passage.pair())
    for key, value in zip(keys, verifier.logits(pairs), strict=True):
        groups[key].append(value)
    return _medians(groups)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", type=Path, default=MODEL_DIR)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--pairs", type=int, default=1500, help="test-split pairs sampled")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    verifier = Verifier(args.model_dir)
    report = {
        "model_version": verifier.version,
        "test_split": test_split(verifier, args.data, args.pairs, args.seed),
        "contrast_set": contrast_set(verifier),
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
