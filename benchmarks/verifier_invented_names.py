"""Does the reader read the document, or recall the names? Its scores with the names invented.

A user's documents name companies, people and products no pretrained model has heard of. This
measures how much of the document reader's judgement survives when the entities of a test
document get invented names. For a seeded sample of test-split documents of `redocred_triples`,
every capitalised word of the names and aliases of the document's listed entities of types PER,
ORG, LOC and MISC is replaced by one invented word (two or three syllables), the same one
everywhere: in the document text and in every candidate's subject, object and aliases, so
repeated mentions and aliases stay one entity. Words that say what kind of thing an entity is
or when ("River", "University", months), roman numerals, single letters and capitalised
function words ("In", "A") stay, as do TIME and NUM entities and numbers. Then the reader scores
the candidates of the original and of the renamed documents, and the script compares its AUC
(overall, gold against reversed and against swapped_object) and its median logits by kind, on
the candidates scored both times.

    .venv/bin/python benchmarks/verifier_invented_names.py [--docs 40] [--seed 7] [--json]

About 1 CPU second per document and reading (two readings per document).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from sklearn.metrics import roc_auc_score

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Document
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import MODEL_DIR, DocumentReader, read_candidates

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_triples"
RENAMED_TYPES = frozenset({"PER", "ORG", "LOC", "MISC"})
KINDS = ("gold", "reversed", "swapped_object", "swapped_predicate", "unrelated_pair")

KIND_WORDS = frozenset(
    {
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December", "The", "River", "Lake", "Sea", "Bay", "Island",
        "Islands", "Mountain", "Mountains", "Valley", "Creek", "Glacier", "County", "District",
        "Province", "Region", "State", "States", "City", "Republic", "Empire", "Kingdom",
        "University", "College", "School", "Academy", "Museum", "Church", "Hospital", "Airport",
        "Park", "Street", "Square", "Party", "Army", "Council", "Committee", "Association",
        "League", "Corporation", "Company", "Records", "Orchestra", "Festival", "Award",
        "Awards", "Battle", "War", "Court", "Congress", "Union", "Division", "House", "National",
        "International", "Royal",
    }
)  # fmt: skip
"""Capitalised words that say what kind of thing an entity is, or when: text, not memory, so
they stay (the words most shared by `redocred_train`'s entity names)."""
FUNCTION_WORDS = frozenset(
    {
        "A", "An", "And", "As", "At", "By", "For", "From", "He", "Her", "His", "In", "Is", "It",
        "Its", "Of", "On", "Or", "She", "That", "Their", "They", "This", "To", "With",
    }
)  # fmt: skip
"""Capitalised words of titles ("In Utero") that also start sentences: renaming them would
rewrite the document's grammar, not its names."""
_SYLLABLES = ("ka", "lor", "ven", "mi", "tas", "dre", "no", "bel", "qua", "rin", "sto", "vel",
              "ar", "en", "ost", "ul", "sa", "tor", "mel", "gri")  # fmt: skip
_WORD = re.compile(r"[^\W\d_][\w'-]*")
_ROMAN = re.compile(r"[IVXLCDM]+")


def name_words(names: Iterable[str]) -> list[str]:
    """The words to replace: capitalised, alphabetic, at least two letters, not a kind word, a
    function word or a roman numeral; longest first, so no word replaces part of another."""
    words = {
        w
        for name in names
        for w in _WORD.findall(name)
        if len(w) > 1
        and w[0].isupper()
        and w not in KIND_WORDS
        and w not in FUNCTION_WORDS
        and not _ROMAN.fullmatch(w)
    }
    return sorted(words, key=lambda w: (-len(w), w))


def invented_word(rng: random.Random, taken: set[str]) -> str:
    """A pronounceable capitalised word of 2-3 syllables that is not in `taken`."""
    while True:
        word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()
        if word not in taken:
            taken.add(word)
            return word


def renamer(doc: Document, rng: random.Random) -> tuple[Callable[[str], str], dict[str, str]]:
    """The document's renaming (a function on text) and its word mapping. Word boundaries are
    the reader's own (`find_mentions`), so "Alger's" is a mention of Alger before and after."""
    entities = (doc.model_extra or {}).get("entities") or []
    names = [
        n
        for e in entities
        if e.get("type") in RENAMED_TYPES
        for n in [e.get("name") or "", *(e.get("aliases") or [])]
    ]
    words = name_words(names)
    if not words:
        return (lambda text: text), {}
    taken = set(_WORD.findall(doc.text)) | set(words)
    mapping = {w: invented_word(rng, taken) for w in words}
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(w) for w in words) + r")(?!\w)")
    return (lambda text: pattern.sub(lambda m: mapping[m.group(1)], text)), mapping


def renamed(
    doc: Document, cands: Sequence[Candidate], rng: random.Random
) -> tuple[Document, list[Candidate], dict[str, str]]:
    rename, mapping = renamer(doc, rng)
    new_doc = Document(doc_id=doc.doc_id, text=rename(doc.text))
    new_cands = [
        c.model_copy(
            update={
                "subject": rename(c.subject),
                "object": rename(c.object),
                "subject_aliases": [rename(a) for a in c.subject_aliases],
                "object_aliases": [rename(a) for a in c.object_aliases],
            }
        )
        for c in cands
    ]
    return new_doc, new_cands, mapping


def auc(pairs: Sequence[tuple[int, float]]) -> float | None:
    if len({y for y, _ in pairs}) < 2:
        return None
    return round(float(roc_auc_score([y for y, _ in pairs], [s for _, s in pairs])), 4)


def median(values: Sequence[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def compare(rows_a: Sequence[dict[str, Any]], rows_b: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """AUCs and medians on the candidates both readings scored."""
    a = {r["candidate_id"]: r for r in rows_a}
    b = {r["candidate_id"]: r for r in rows_b}
    both = [i for i in a if i in b]
    out: dict[str, Any] = {
        "scored_original": len(a),
        "scored_invented": len(b),
        "scored_both": len(both),
    }
    for name, rows in (("original", a), ("invented", b)):
        pairs = [(int(rows[i]["label"] == "SUPPORTED"), rows[i]["logit"]) for i in both]
        kind_of = {i: rows[i]["kind"] for i in both}
        logits = {k: [rows[i]["logit"] for i in both if kind_of[i] == k] for k in KINDS}
        out[name] = {
            "auc": auc(pairs),
            **{
                f"auc_gold_vs_{k}": auc(
                    [p for p, i in zip(pairs, both, strict=True) if kind_of[i] in ("gold", k)]
                )
                for k in ("reversed", "swapped_object")
            },
            "median_logit": {k: median(v) for k, v in logits.items()},
            "n": {k: len(v) for k, v in logits.items()},
            "gold_above_0": sum(z > 0 for z in logits["gold"]),
        }
    return out


def render(report: dict[str, Any]) -> str:
    o, i = report["original"], report["invented"]
    lines = [
        f"model {report['model_version']}; {report['documents']} test documents (seed "
        f"{report['seed']}), {report['candidates']} candidates, {report['words_renamed']} name "
        "words renamed",
        f"scored: {report['scored_original']} original, {report['scored_invented']} invented, "
        f"{report['scored_both']} both (compared on these)",
        "",
        f"{'':40}{'original':>10}{'invented':>10}",
    ]
    rows: list[tuple[str, Any, Any]] = [
        ("AUC", o["auc"], i["auc"]),
        ("AUC gold vs reversed", o["auc_gold_vs_reversed"], i["auc_gold_vs_reversed"]),
        ("AUC gold vs swapped_object", o["auc_gold_vs_swapped_object"],
         i["auc_gold_vs_swapped_object"]),
        (f"gold with logit > 0 (of {o['n']['gold']})", o["gold_above_0"], i["gold_above_0"]),
    ]  # fmt: skip
    rows += [
        (f"median logit {k} (n={o['n'][k]})", o["median_logit"][k], i["median_logit"][k])
        for k in KINDS
    ]
    lines += [f"{name:40}{str(a):>10}{str(b):>10}" for name, a, b in rows]
    ex = report["example"]
    lines += ["", f"example ({ex['doc_id']}):", f"  original: {ex['original']}"]
    lines += [f"  invented: {ex['invented']}"]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", type=Path, default=MODEL_DIR)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--split", default="test")
    parser.add_argument("--docs", type=int, default=40, help="documents sampled (0: all)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    docs = {d.doc_id: d for d in read_documents_jsonl(args.data / "documents.jsonl")}
    vocab = load_vocabulary(args.data / "predicates.json")
    by_doc: dict[str, list[Candidate]] = {}
    for c in read_candidates_jsonl(args.data / "candidates.jsonl"):
        if (c.model_extra or {}).get("split") == args.split:
            by_doc.setdefault(c.doc_id, []).append(c)
    sample = sorted(by_doc)
    random.Random(args.seed).shuffle(sample)
    sample = sorted(sample[: args.docs] if args.docs else sample)
    rng = random.Random(args.seed)
    new_docs: dict[str, Document] = {}
    originals: list[Candidate] = []
    invented: list[Candidate] = []
    words = 0
    for doc_id in sample:
        new_doc, new_cands, mapping = renamed(docs[doc_id], by_doc[doc_id], rng)
        new_docs[doc_id] = new_doc
        originals += by_doc[doc_id]
        invented += new_cands
        words += len(mapping)
    reader = DocumentReader(args.model_dir)
    report: dict[str, Any] = {
        "model_version": reader.version,
        "documents": len(sample),
        "seed": args.seed,
        "candidates": len(originals),
        "words_renamed": words,
        **compare(
            read_candidates(reader, docs, originals, vocab),
            read_candidates(reader, new_docs, invented, vocab),
        ),
        "example": {
            "doc_id": sample[0],
            "original": docs[sample[0]].text[:240],
            "invented": new_docs[sample[0]].text[:240],
        },
    }
    print(json.dumps(report, indent=1) if args.json else render(report))


if __name__ == "__main__":
    main()
