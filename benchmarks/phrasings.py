"""What each predicate's template and phrasings state on labelled documents, as the validator reads
them: how often the words linking a candidate's endpoints state each wording forward (which
accepts when the clause is asserted and both endpoints are named exactly) or reversed (which
rejects), against the candidate's label.

A wording is sound on a split when it states no UNSUPPORTED candidate forward and no SUPPORTED
one reversed. The shipped vocabulary keeps only phrasings sound on `redocred_train` (the rule
and the figures: docs/validation.md, "Phrasings"); `--split test` reads the shared test split
for the report, never to choose.

    .venv/bin/python benchmarks/phrasings.py [--split train|test] [--vocabulary FILE] [--examples N]

About 20 CPU seconds on the training split (no model: the reader plays no part in direction).
"""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from pathlib import Path

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.quality.calibration import NEUTRAL
from kg_pipeline.core.quality.metrics import is_positive
from kg_pipeline.core.validation.grounding.direction import role_wordings
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
SPLITS = {"train": DATA / "redocred_train", "test": DATA / "redocred_triples"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=sorted(SPLITS), default="train")
    ap.add_argument("--vocabulary", type=Path, default=DEMO_VOCABULARY)
    ap.add_argument("--examples", type=int, default=3, help="unsound matches shown per wording")
    args = ap.parse_args(argv)
    folder = SPLITS[args.split]
    docs = read_documents_jsonl(folder / "documents.jsonl")
    cands = [c for c in read_candidates_jsonl(folder / "candidates.jsonl") if c.label is not None]
    if args.split == "test":
        cands = [c for c in cands if getattr(c, "split", None) == "test"]
        docs = [d for d in docs if d.doc_id in {c.doc_id for c in cands}]
    vocabulary = load_vocabulary(args.vocabulary)
    verdicts = Validator(vocabulary, NEUTRAL).validate(docs, cands)
    text = {d.doc_id: d.text for d in docs}

    counts: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    unsound: dict[tuple[str, str], list[str]] = defaultdict(list)
    for cand, verdict in zip(cands, verdicts, strict=True):
        support = next((s for s in verdict.stages if s.stage == "support"), None)
        wording = support.detail.get("stated_as") if support else None
        if support is None or wording is None:
            continue
        direction = support.detail["direction"]
        positive = is_positive(cand.label)
        key = (verdict.predicate_id or "", wording)
        counts[key][f"{direction} {'+' if positive else '-'}"] += 1
        counts[key][verdict.decision.value] += 1
        if (direction == "forward") != positive:
            window = support.detail.get("window") or [0, 0]
            passage = " ".join(text[cand.doc_id][window[0] : window[1]].split())
            unsound[key].append(f"{cand.candidate_id} ({cand.kind}): {passage[:160]}")

    print(f"split {args.split}: {len(cands)} labelled candidates, {len(docs)} documents")
    head = ("predicate", "wording", "fwd +", "fwd -", "rev -", "rev +", "ACCEPT", "REJECT", "sound")
    print(f"{head[0]:<10} {head[1]:<44} " + " ".join(f"{h:>6}" for h in head[2:]))
    templates = {p.template for p in vocabulary.predicates.values()}
    for (pid, wording), n in sorted(counts.items()):
        kind = "" if wording in templates else " (phrasing)"
        sound = "NO" if (pid, wording) in unsound else "yes"
        cells = [n["forward +"], n["forward -"], n["reverse -"], n["reverse +"]]
        cells += [n["ACCEPT"], n["REJECT"]]
        print(f"{pid:<10} {(wording + kind)[:44]:<44} " + " ".join(f"{c:>6}" for c in cells)
              + f" {sound:>6}")  # fmt: skip
    never = [
        (pid, ph)
        for pid, p in sorted(vocabulary.predicates.items())
        for ph in [*p.phrasings, *role_wordings(tuple(p.roles))]
        if (pid, ph) not in counts
    ]
    print(f"phrasings stated nowhere in this split: {len(never)}")
    for key, rows in sorted(unsound.items()):
        print(f"unsound: {key[0]} {key[1]!r}: {len(rows)}")
        for row in rows[: args.examples]:
            print(f"    {row}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
