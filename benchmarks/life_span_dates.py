"""Would a life span reject the birth and death dates it contradicts? (docs/validation_trials.md,
"Explored, not built: a date of birth or death that the life span contradicts".)

For each `date of birth` / `date of death` candidate: the parenthesis right after a name of the
subject ("X (3 May 1950 - 1 June 2001)", "X (born 3 May 1950 in Y)"), the date in the
predicate's slot, and whether the candidate's object is inside it or holds it ("match"), shares
only its year ("same year"), or neither ("other": what the rule would reject). Counted by label
and by the decision a verdict file records for the candidate.

    .venv/bin/kg-pipeline validate --documents D/documents.jsonl --candidates D/candidates.jsonl \
        --out VERDICTS.jsonl
    .venv/bin/python benchmarks/life_span_dates.py D VERDICTS.jsonl [--split test]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

_DASH = r"\s*[–—-]\s*"
_BORN = re.compile(r"\bborn\s+(?:on\s+)?([^,;)]*?\d{3,4})")
_SPAN = re.compile(rf"\s*(?:[^;]*?;\s*)?([^;–—]*?\d{{3,4}}){_DASH}([^;]*?\d{{3,4}})")
_YEAR = re.compile(r"\d{3,4}")


def slot_date(text: str, names: list[str], predicate: str) -> str | None:
    """The date the life span after a name of the subject gives for `predicate`, if any."""
    for name in sorted(set(names), key=len, reverse=True):
        m = re.search(re.escape(name) + r"(?:\s+\w+)?\s*\(([^()]{4,120})\)", text)
        if m is None:
            continue
        inner = m.group(1)
        born, span = _BORN.search(inner), _SPAN.match(inner)
        if predicate == "date of birth":
            return born.group(1) if born else (span.group(1) if span else None)
        return span.group(2) if span else None
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", type=Path, help="a folder with documents.jsonl and candidates.jsonl")
    ap.add_argument("verdicts", type=Path)
    ap.add_argument("--split", default=None)
    args = ap.parse_args()
    decided = {}
    with args.verdicts.open(encoding="utf-8") as fh:
        for line in fh:
            v = json.loads(line)
            decided[v["candidate_id"]] = v["decision"]
    with (args.data / "documents.jsonl").open(encoding="utf-8") as fh:
        texts = {d["doc_id"]: d["text"] for d in map(json.loads, fh)}
    counts: Counter[tuple[str, str, str]] = Counter()
    with (args.data / "candidates.jsonl").open(encoding="utf-8") as fh:
        for c in map(json.loads, fh):
            if c["predicate"] not in ("date of birth", "date of death"):
                continue
            if c["candidate_id"] not in decided or (args.split and c["split"] != args.split):
                continue
            date = slot_date(texts[c["doc_id"]], c["subject_aliases"], c["predicate"])
            if date is None:
                continue
            objects = c["object_aliases"] or [c["object"]]
            if any(o in date or date in o for o in objects):
                how = "match"
            elif set(_YEAR.findall(date)) & {y for o in objects for y in _YEAR.findall(o)}:
                how = "same year"
            else:
                how = "other"
            counts[(how, c["label"], decided[c["candidate_id"]])] += 1
    for (how, label, decision), n in sorted(counts.items()):
        print(f"{how:<10} {label:<12} {decision:<7} {n:>5}")


if __name__ == "__main__":
    main()
