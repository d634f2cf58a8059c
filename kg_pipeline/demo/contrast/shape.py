"""What a hand-written contrast document must be, as a list of problems rather than the first
exception: `build` refuses a set with any, and `scripts/check_contrast_batch.py` shows an author
all of a new batch's at once. A problem names a document and a candidate's number, never the
candidate's words, so an author can read it without learning what the validator decides."""

from __future__ import annotations

from collections import Counter
from typing import Any

from kg_pipeline.demo.contrast.record import FRAMINGS, Doc, holdout_number

KINDS = FRAMINGS | {"assertion", "table_repeated_name"}
TYPES = frozenset({"PER", "ORG", "LOC", "TIME", "NUM", "MISC"})


def document_problems(d: Doc, vocab: dict[str, dict[str, Any]]) -> list[str]:
    """One document on its own: names verbatim, kinds, labels, evidence, predicates."""
    found: list[str] = []
    text = d.text
    for name, etype in d.ents.items():
        if etype not in TYPES:
            found.append(f"{d.doc_id}: {name!r} has type {etype!r}")
        found += [
            f"{d.doc_id}: {a!r} is not verbatim in the text"
            for a in [name, *d.aliases.get(name, [])]
            if a not in text
        ]
    if any(c[4] == "table_repeated_name" for c in d.cands) and not _repeats_a_name(d):
        found.append(f"{d.doc_id}: table_repeated_name, but no first-column name repeats")
    for n, (s, p, o, label, kind, ev) in enumerate(d.cands, start=1):
        where = f"{d.doc_id}: candidate {n}"
        kind = kind.partition(":")[0]
        if kind not in KINDS:
            found.append(f"{where}: kind {kind!r}")
        if kind == "conflicting_revision" and d.revision != 2:
            found.append(f"{where}: conflicting_revision belongs in a revision 2 document")
        if p not in vocab:
            found.append(f"{where}: no predicate {p!r}")
        elif s not in d.ents or o not in d.ents:
            found.append(f"{where}: an endpoint is not in ents")
        elif f"{d.ents[s]}-{d.ents[o]}" not in vocab[p]["type_pairs"]:
            found.append(f"{where}: {p} does not take {d.ents[s]}-{d.ents[o]}")
        if label == "S" and (ev is None or not 0 <= ev < len(d.sentences)):
            found.append(f"{where}: a SUPPORTED candidate needs its sentence's index")
        elif label == "S" and ev is not None:
            sentence = d.sentences[ev]
            if not all(any(a in sentence for a in [x, *d.aliases.get(x, [])]) for x in (s, o)):
                found.append(f"{where}: its sentence does not name both endpoints")
        elif label == "U" and ev is not None:
            found.append(f"{where}: an UNSUPPORTED candidate takes None")
        elif label not in ("S", "U"):
            found.append(f"{where}: label {label!r}")
    return found


def batch_problems(
    docs: list[Doc], first: int, last: int, vocab: dict[str, dict[str, Any]]
) -> list[str]:
    """A new sealed batch: each document's problems, and what its documents owe each other
    (ids in range, a plain twin for every framing, a revision 1 for every revision 2 that states
    plainly what the revision calls wrong)."""
    found = [p for d in docs for p in document_problems(d, vocab)]
    plain = {
        (d.doc_id, s, p, o)
        for d in docs
        for s, p, o, label, kind, _ in d.cands
        if label == "S" and kind.partition(":")[0] == "assertion"
    }
    by_id = {d.doc_id: d for d in docs}
    for d in docs:
        number = holdout_number(d.doc_id)
        if number is None or not first <= number <= last:
            found.append(f"{d.doc_id}: id outside contrast-holdout-{first}..{last}")
        if d.split != "sealed":
            found.append(f"{d.doc_id}: split {d.split!r}, not 'sealed'")
        if d.table and not _repeats_a_name(d):  # the brief asks it of every new table
            found.append(f"{d.doc_id}: a table whose first column repeats no name")
        if d.revision == 2:
            old = by_id.get(d.supersedes or "")
            if old is None or old.revision != 1 or old.title != d.title:
                found.append(
                    f"{d.doc_id}: revision 2 must supersede a revision 1 of this batch "
                    "with the same title"
                )
        for n, (s, p, o, _, kind, _) in enumerate(d.cands, start=1):
            kind = kind.partition(":")[0]
            if kind == "conflicting_revision" and (d.supersedes or "", s, p, o) not in plain:
                found.append(f"{d.doc_id}: candidate {n}: conflicting_revision, but the revision "
                             "1 it supersedes does not state it plainly")  # fmt: skip
            elif kind == "reversed" and (d.doc_id, o, p, s) not in plain:
                found.append(f"{d.doc_id}: candidate {n}: reversed, but its own document "
                             "states no plain twin")  # fmt: skip
            elif kind in FRAMINGS - {"reversed"} and not any(
                (other, s, p, o) in plain for other in by_id if other != d.doc_id
            ):
                found.append(f"{d.doc_id}: candidate {n}: a framing with no plain twin "
                             "in another document")  # fmt: skip
    return found


def _repeats_a_name(d: Doc) -> bool:
    rows = Counter(s.split(" | ")[0] for s in d.sentences if " | " in s)
    return any(n > 1 for n in rows.values())
