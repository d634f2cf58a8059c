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
from kg_pipeline.demo.contrast.record import FRAMINGS, Doc

KINDS = FRAMINGS | {"assertion", "table_repeated_name"}
TYPES = {"PER", "ORG", "LOC", "TIME", "NUM", "MISC"}


def problems(docs: list[Doc], first: int, last: int) -> list[str]:
    vocab = vocabulary_by_label()
    found: list[str] = []
    plain = {
        (d.doc_id, s, p, o)
        for d in docs
        for s, p, o, label, kind, _ in d.cands
        if label == "S" and kind.partition(":")[0] == "assertion"
    }
    by_id = {d.doc_id: d for d in docs}
    for d in docs:
        number = d.doc_id.removeprefix("contrast-holdout-")
        if not (number.isdigit() and first <= int(number) <= last):
            found.append(f"{d.doc_id}: id outside contrast-holdout-{first}..{last}")
        if d.split != "sealed":
            found.append(f"{d.doc_id}: split {d.split!r}, not 'sealed'")
        text = ("\n" if d.table else " ").join(d.sentences)
        for name, etype in d.ents.items():
            if etype not in TYPES:
                found.append(f"{d.doc_id}: {name!r} has type {etype!r}")
            found += [
                f"{d.doc_id}: {a!r} is not verbatim in the text"
                for a in [name, *d.aliases.get(name, [])]
                if a not in text
            ]
        if d.table and not any(
            n > 1 for n in Counter(r.split(" | ")[0] for r in d.sentences).values()
        ):
            found.append(f"{d.doc_id}: a table whose first column repeats no name")
        if d.revision == 2:
            old = by_id.get(d.supersedes or "")
            if old is None or old.revision != 1 or old.title != d.title:
                found.append(f"{d.doc_id}: revision 2 must supersede a revision 1 of this batch "
                             "with the same title")  # fmt: skip
        for n, (s, p, o, label, kind, ev) in enumerate(d.cands, start=1):
            where = f"{d.doc_id}: candidate {n}"
            kind = kind.partition(":")[0]
            if kind not in KINDS:
                found.append(f"{where}: kind {kind!r}")
            if kind == "reversed" and (d.doc_id, o, p, s) not in plain:
                found.append(f"{where}: reversed, but its own document states no plain twin")
            elif kind in FRAMINGS - {"reversed"} and not any(
                (other, s, p, o) in plain for other in by_id if other != d.doc_id
            ):
                found.append(f"{where}: a framing with no plain twin in another document")
            if kind == "conflicting_revision" and d.revision != 2:
                found.append(f"{where}: conflicting_revision belongs in a revision 2 document")
            if label == "S" and ev is not None and 0 <= ev < len(d.sentences):
                sentence = d.sentences[ev]
                for name in (s, o):
                    if not any(a in sentence for a in [name, *d.aliases.get(name, [])]):
                        found.append(f"{where}: its sentence does not name an endpoint")
            if p not in vocab:
                found.append(f"{where}: no predicate {p!r}")
            elif s not in d.ents or o not in d.ents:
                found.append(f"{where}: an endpoint is not in ents")
            elif f"{d.ents[s]}-{d.ents[o]}" not in vocab[p]["type_pairs"]:
                found.append(f"{where}: {p} does not take {d.ents[s]}-{d.ents[o]}")
            if label == "S" and (ev is None or not 0 <= ev < len(d.sentences)):
                found.append(f"{where}: a SUPPORTED candidate needs its sentence's index")
            elif label == "U" and ev is not None:
                found.append(f"{where}: an UNSUPPORTED candidate takes None")
            elif label not in ("S", "U"):
                found.append(f"{where}: label {label!r}")
    return found


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
    found = problems(docs, args.first, args.last)
    print("\n".join(found) or "shape OK")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
