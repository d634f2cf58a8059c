"""Rebuild the demo corpus shipped in `kg_pipeline/demo/` from `../shared/data`.

The Re-DocRED sample is taken as it is (documents and their labelled candidates); the small
"Aster" document and its candidates are the project's own, written to show negation, modality,
conditionals and inverse predicates, which Re-DocRED does not annotate.

    python scripts/build_demo_corpus.py [--shared ../shared/data]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "kg_pipeline" / "demo"
PARTITION = "2024-06-11"
INBOX_DOCS = [
    "redocred-dev-0001",
    "redocred-dev-0008",
    "redocred-dev-0015",
    "redocred-dev-0043",
    "redocred-dev-0076",
    "redocred-dev-0153",
]
GOLDEN_SPLIT = "test"
GOLDEN_COUNT = 12  # the first N test documents: held out from tuning, like the report split

ASTER_TEXT = (
    "Aster Holdings is a logistics company based in Rotterdam. "
    "Beacon Labs is owned by Aster Holdings, which bought it in 2019. "
    "Aster Holdings may acquire Cobalt Systems next year, according to people familiar with "
    "the talks. "
    "Aster Holdings did not acquire Delta Freight; the deal collapsed in 2021. "
    "If regulators approve, Aster Holdings will take over Ember Rail. "
    "Farrow Group is the parent organization of Aster Holdings."
)
ASTER_CANDIDATES = [
    (
        "aster-01",
        "Beacon Labs",
        "owned by",
        "Aster Holdings",
        "Beacon Labs is owned by Aster Holdings, which bought it in 2019.",
    ),
    (
        "aster-02",
        "Aster Holdings",
        "owner of",
        "Beacon Labs",
        "Beacon Labs is owned by Aster Holdings",
    ),
    (
        "aster-03",
        "Cobalt Systems",
        "owned by",
        "Aster Holdings",
        "Aster Holdings may acquire Cobalt Systems next year",
    ),
    (
        "aster-04",
        "Delta Freight",
        "owned by",
        "Aster Holdings",
        "Aster Holdings did not acquire Delta Freight",
    ),
    (
        "aster-05",
        "Ember Rail",
        "owned by",
        "Aster Holdings",
        "If regulators approve, Aster Holdings will take over Ember Rail.",
    ),
    (
        "aster-06",
        "Aster Holdings",
        "parent organization",
        "Farrow Group",
        "Farrow Group is the parent organization of Aster Holdings.",
    ),
    (
        "aster-07",
        "Farrow Group",
        "parent organization",
        "Aster Holdings",
        "Farrow Group is the parent organization of Aster Holdings.",
    ),
    (
        "aster-08",
        "Aster Holdings",
        "headquarters location",
        "Rotterdam",
        "Aster Holdings is a logistics company headquartered in Rotterdam.",
    ),
    ("aster-09", "Beacon Labs", "owned by", "Aster Holdings", None),
    (
        "aster-10",
        "Aster Holdings",
        "owned by",
        "Gideon Capital",
        "Gideon Capital owns Aster Holdings.",
    ),
]
ASTER_TYPES = {"Rotterdam": "LOC"}
# Generated text to audit against the Aster document: one supported claim, one that conflicts
# (the year), one the source does not contain, and one that drops the "not".
ASTER_SUMMARY = (
    "Aster Holdings is a logistics company based in Rotterdam. "
    "It bought Beacon Labs in 2018. "
    "Aster Holdings employs 4,000 people. "
    "Aster Holdings acquired Delta Freight."
)


def _jsonl(path: Path, rows: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data")
    args = parser.parse_args()
    src = args.shared / "redocred_triples"
    docs = [json.loads(line) for line in (src / "documents.jsonl").open(encoding="utf-8")]
    cands = [json.loads(line) for line in (src / "candidates.jsonl").open(encoding="utf-8")]

    inbox = DEMO / "inbox" / PARTITION
    inbox_docs = [d for d in docs if d["doc_id"] in INBOX_DOCS]
    inbox_docs.append(
        {
            "doc_id": "aster-holdings",
            "title": "Aster Holdings",
            "text": ASTER_TEXT,
            "source": {"dataset": "kg_pipeline demo (project's own text)"},
        }
    )
    _jsonl(inbox / "documents.jsonl", inbox_docs)
    inbox_cands = [c for c in cands if c["doc_id"] in INBOX_DOCS]
    for cid, s, p, o, ev in ASTER_CANDIDATES:
        inbox_cands.append(
            {
                "candidate_id": cid,
                "doc_id": "aster-holdings",
                "subject": s,
                "predicate": p,
                "object": o,
                "subject_type": ASTER_TYPES.get(s, "ORG"),
                "object_type": ASTER_TYPES.get(o, "ORG"),
                "evidence": ev,
                "extractor": "demo",
            }
        )
    _jsonl(inbox / "candidates" / "candidates.jsonl", inbox_cands)
    _jsonl(
        inbox / "claims" / "items.jsonl",
        [
            {
                "item_id": "aster-summary",
                "sources": [{"source_id": "aster-holdings", "text": ASTER_TEXT}],
                "generated_text": ASTER_SUMMARY,
            }
        ],
    )

    golden_ids = [d["doc_id"] for d in docs if d["split"] == GOLDEN_SPLIT][:GOLDEN_COUNT]
    golden = DEMO / "golden_set"
    _jsonl(golden / "documents.jsonl", [d for d in docs if d["doc_id"] in golden_ids])
    _jsonl(golden / "candidates.jsonl", [c for c in cands if c["doc_id"] in golden_ids])

    vocab = json.loads((src / "predicates.json").read_text("utf-8"))
    # The project's additions: inverse labels, so "owner of" is flipped to "owned by" openly.
    vocab["P127"]["inverse"] = "owner of"
    vocab["P127"]["synonyms"] = ["belongs to"]
    vocab["P749"]["inverse"] = "parent organization of"
    vocab["P749"]["synonyms"] = ["subsidiary of"]
    (DEMO / "vocabulary.json").write_text(json.dumps(vocab, indent=1, ensure_ascii=False), "utf-8")
    print(
        f"inbox: {len(inbox_docs)} documents, {len(inbox_cands)} candidates; "
        f"golden set: {len(golden_ids)} documents"
    )


if __name__ == "__main__":
    main()
