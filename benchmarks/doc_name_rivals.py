"""Out-of-fold readings whose rival margin takes its rivals from the document's own text, not from
the entities the candidates name (docs/verifier_trials.md, "Explored: rivals from the document's own
names"): every name-like span (runs of capitalised words, joined by "of", "de", "the" and the like;
dates and years), read untyped as the object of the candidate's subject and template, less any that
overlaps the candidate's endpoints. The margin then depends on the document and the candidate only.
Writes rows `calibrate --reader-scores --with-rivals` reads.

    .venv/bin/python benchmarks/doc_name_rivals.py --run .kg_data/reader_run7 --folds 0,3,4 \\
        --out .kg_data/doc_rivals/oof_rivals.jsonl

Each fold is read by its own model (RUN/fold-K/model), so every reading is out of fold.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import numpy as np

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    RIVAL_FLOOR,
    DocumentReader,
    Named,
    _DocumentPass,
    request_for,
)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_train"

_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|"
          r"December)")  # fmt: skip
_CAP = r"[A-Z][\w'’.&-]*"
_JOIN = r"(?:of|de|la|le|del|della|der|den|van|von|da|di|du|the|and|for|on|upon|am|im)"
NAME = re.compile(
    rf"\b(?:\d{{1,2}} {_MONTH} \d{{4}}|{_MONTH} \d{{1,2}}, \d{{4}}|{_MONTH} \d{{4}}|\d{{4}}"
    rf"|{_CAP}(?:\s+(?:{_JOIN}\s+)*{_CAP})*)"
)
# Capitalised function words that open sentences: not names.
_NOT_NAMES = frozenset(
    [
        "The",
        "A",
        "An",
        "In",
        "On",
        "At",
        "He",
        "She",
        "It",
        "They",
        "His",
        "Her",
        "Its",
        "Their",
        "This",
        "That",
        "These",
        "Those",
        "There",
        "After",
        "Before",
        "During",
        "When",
        "While",
        "As",
        "By",
        "For",
        "From",
        "With",
        "Since",
        "Although",
        "Though",
        "However",
        "Despite",
        "Its",
        "We",
        "I",
        "You",
        "Our",
        "Your",
        "One",
        "Two",
        "Three",
        "Following",
        "Prior",
        "Upon",
        "Under",
        "Over",
        "Between",
        "Among",
        "Into",
        "Of",
        "And",
        "But",
        "Or",
        "If",
        "So",
        "Then",
        "Also",
        "Both",
        "Each",
        "Other",
        "Many",
        "Most",
        "Some",
    ]
)


def text_names(text: str) -> list[Named]:
    seen: dict[str, None] = {}
    for m in NAME.finditer(text):
        name = m.group(0).strip(" .,'’")
        words = name.split()
        while words and words[0] in _NOT_NAMES:
            words = words[1:]
        name = " ".join(words)
        if name and name not in _NOT_NAMES:
            seen.setdefault(name, None)
    return [Named((n,), None) for n in seen]


def _overlaps(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> bool:
    return any(x[0] < y[1] and y[0] < x[1] for x in a for y in b)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", type=Path, required=True, help="holds folds.json and fold models")
    ap.add_argument("--folds", default="0,3,4")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--data", type=Path, default=DATA)
    args = ap.parse_args()
    fold_of = json.loads((args.run / "folds.json").read_text())
    vocabulary = load_vocabulary(args.data / "predicates.json")
    all_docs = read_documents_jsonl(args.data / "documents.jsonl")
    cands_of: dict[str, list[Candidate]] = {}
    for c in read_candidates_jsonl(args.data / "candidates.jsonl"):
        cands_of.setdefault(c.doc_id, []).append(c)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        for fold in (int(f) for f in args.folds.split(",")):
            reader = DocumentReader(args.run / f"fold-{fold}" / "model")
            docs = {d.doc_id: d for d in all_docs if fold_of.get(d.doc_id) == fold}
            n = 0
            for doc_id, doc in docs.items():
                cands = cands_of.get(doc_id, [])
                if not cands:
                    continue
                reading = _DocumentPass(reader, doc.text)
                names = text_names(doc.text)
                for c in cands:
                    req = request_for(c, vocabulary)
                    z = reading.logit(req)
                    if z is None:
                        continue
                    subj, own = reading.found(req.subject_names), reading.object_spans(req)
                    catalogue = {
                        e.names: e for e in names if not _overlaps(reading.found(e.names), subj)
                    }
                    table = reading.rivals(req, catalogue)
                    rivals = [RIVAL_FLOOR] + [
                        v for spans, v in table.values() if not _overlaps(spans, own)
                    ]
                    margin = z - float(np.logaddexp.reduce(np.array(rivals)))
                    row = {"candidate_id": c.candidate_id, "doc_id": doc_id, "logit": z,
                           "rival_margin": margin, "label": c.label, "kind": c.kind,
                           "predicate_id": (c.model_extra or {}).get("predicate_id"),
                           "model": reader.version}  # fmt: skip
                    fh.write(json.dumps(row) + "\n")
                    n += 1
            print(f"fold {fold}: {len(docs)} documents, {n} candidates read by {reader.version}",
                  flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
