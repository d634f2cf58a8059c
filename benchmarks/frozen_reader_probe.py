"""Can the shipped reader's own vectors tell a plain assertion from a framed one on hand-written
text, without retraining the encoder? A probe, measured once (docs/verifier_trials.md, "Read
after the five-fold trial"), deciding nothing.

For every candidate of the contrast set's `holdout` split (plain assertions against UNSUPPORTED
framings), the packaged reader's pair vector, the template's relation vector and their product
(what its logit is the scaled sum of) are the features of a logistic probe, fitted with whole
batches held out (five groups of batches: each probe is scored on authors it never read). Printed:
AUC over all rows and over the rows the rules and the template path leave to the reader (as the
shipped validator decides them), beside the shipped logit's AUC on those rows, and how many plain
assertions the probe would accept there at an out-of-fold precision of 0.99, 0.98 and 0.95.

    .venv/bin/python benchmarks/frozen_reader_probe.py      # about 3 minutes on two cores
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import GroupKFold
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Vocabulary
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    DocumentReader,
    _DocumentPass,
    request_for,
    type_index,
)
from kg_pipeline.demo.contrast.build import HOLDOUT_BATCHES

CONTRAST = Path(__file__).resolve().parents[1] / "kg_pipeline" / "demo" / "contrast"


def features(
    reader: DocumentReader, vocabulary: Vocabulary, text: str, cands: list[Candidate]
) -> list[tuple[str, np.ndarray, float]]:
    """(candidate id, [pair vector, relation vector, product], logit) of each candidate whose
    endpoints the reader finds."""
    reading = _DocumentPass(reader, text)
    out = []
    for c in cands:
        req = request_for(c, vocabulary)
        subj, obj = reading.found(req.subject_names), reading.object_spans(req)
        es = reading.entity(subj, type_index(req.subject_type)) if subj else None
        eo = reading.entity(obj, type_index(req.object_type)) if obj else None
        if es is None or eo is None:
            continue
        pv = reader.head.pair_vectors(reading.states, reading.keys, es, eo[None])[0]
        rv, rb = reader.relation(req.template)
        logit = float((pv * rv).sum() / math.sqrt(reader.head.d_pair) + rb)
        out.append((c.candidate_id, np.concatenate([pv, rv, pv * rv]), logit))
    return out


def main() -> None:
    docs = {d.doc_id: d for d in read_documents_jsonl(CONTRAST / "documents.jsonl")}
    cands = [
        c
        for c in read_candidates_jsonl(CONTRAST / "candidates.jsonl")
        if (c.model_extra or {}).get("split") == "holdout"
        and (c.kind == "assertion" or c.label == "UNSUPPORTED")
    ]
    batch_of = {d.doc_id: name for name, batch in HOLDOUT_BATCHES.items() for d in batch}
    reader = DocumentReader.packaged()
    vocabulary = load_vocabulary(DEMO_VOCABULARY)
    validator = Validator(vocabulary, verifier=reader)
    verdicts = validator.validate(docs.values(), cands)
    reach = {v.candidate_id for v in verdicts if v.tier not in ("rules", "template")}
    by_doc: dict[str, list[Candidate]] = {}
    for c in cands:
        by_doc.setdefault(c.doc_id, []).append(c)
    rows = [
        row
        for doc_id, group in by_doc.items()
        for row in features(reader, vocabulary, docs[doc_id].text, group)
    ]
    by_id = {c.candidate_id: c for c in cands}
    x = np.stack([f for _, f, _ in rows])
    y = np.array([by_id[i].kind == "assertion" for i, _, _ in rows], dtype=int)
    z = np.array([logit for _, _, logit in rows])
    groups = np.array([batch_of[by_id[i].doc_id] for i, _, _ in rows])
    left = np.array([i in reach for i, _, _ in rows])
    print(f"{len(y):,} candidates ({y.sum():,} plain) from {len(set(groups))} batches; "
          f"{left.sum():,} left to the reader ({y[left].sum():,} plain); shipped logit AUC "
          f"there {roc_auc_score(y[left], z[left]):.3f}")  # fmt: skip
    for c_reg in (0.01, 0.1):
        oof = np.zeros(len(y))
        for train, test in GroupKFold(5).split(x, y, groups):
            probe = make_pipeline(StandardScaler(), LogisticRegression(C=c_reg, max_iter=2000))
            oof[test] = probe.fit(x[train], y[train]).decision_function(x[test])
        s, t = oof[left], y[left]
        order = np.argsort(-s)
        hits = np.cumsum(t[order])
        precision = hits / np.arange(1, len(s) + 1)
        print(f"probe C={c_reg}: AUC {roc_auc_score(y, oof):.3f} on all, "
              f"{roc_auc_score(t, s):.3f} on those left to the reader")  # fmt: skip
        for target in (0.99, 0.98, 0.95):
            ok = np.flatnonzero(precision >= target)
            k = int(ok.max()) + 1 if len(ok) else 0
            plain = int(hits[k - 1]) if k else 0
            print(f"  out-of-fold precision >= {target}: {plain} of {t.sum():,} plain, "
                  f"{k - plain} UNSUPPORTED")  # fmt: skip


if __name__ == "__main__":
    main()
