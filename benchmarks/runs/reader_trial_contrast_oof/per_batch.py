"""The five-fold reader trial's step 1, batch by batch: plain assertions and UNSUPPORTED
candidates accepted in each holdout batch, for the candidate and the shipped product.

    .venv/bin/python benchmarks/runs/reader_trial_contrast_oof/per_batch.py CANDIDATE SHIPPED

CANDIDATE and SHIPPED are `scripts/check_contrast_set.py --out` files of the same splits. Kept
beside the trial because a session's scratch files do not outlive it (docs/verifier_trials.md)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from kg_pipeline.core.inputs.io import read_candidates_jsonl
from kg_pipeline.demo.contrast import build

CONTRAST = Path(build.__file__).parent


def batches() -> dict[str, str]:
    """doc_id -> the module that holds it (one module per batch, one author each)."""
    return {d.doc_id: name for name, docs in build.HOLDOUT_BATCHES.items() for d in docs}


def decisions(path: Path) -> dict[str, str]:
    with path.open(encoding="utf-8") as fh:
        return {r["candidate_id"]: r["decision"] for r in map(json.loads, fh)}


def main() -> int:
    candidate, shipped = (decisions(Path(p)) for p in sys.argv[1:3])
    if set(candidate) != set(shipped):
        raise SystemExit("the two files hold different candidates: run the same splits")
    of = batches()
    rows: dict[str, Counter[str]] = {}
    for c in read_candidates_jsonl(CONTRAST / "candidates.jsonl"):
        if c.candidate_id not in candidate:
            continue
        batch = of.get(c.doc_id, c.split or "?")
        n = rows.setdefault(batch, Counter())
        plain = c.label == "SUPPORTED" and c.kind == "assertion"
        n["plain"] += plain
        n["unsup"] += c.label == "UNSUPPORTED"
        for who, got in (("cand", candidate), ("ship", shipped)):
            accepted = got[c.candidate_id] == "ACCEPT"
            n[f"{who}_plain"] += plain and accepted
            n[f"{who}_unsup"] += c.label == "UNSUPPORTED" and accepted
    print(f"{'batch':<14}{'plain':>6}{'cand':>6}{'ship':>6}{'unsup':>7}{'cand':>6}{'ship':>6}")
    total: Counter[str] = Counter()
    for batch, n in sorted(rows.items()):
        total.update(n)
        print(
            f"{batch:<14}{n['plain']:>6}{n['cand_plain']:>6}{n['ship_plain']:>6}"
            f"{n['unsup']:>7}{n['cand_unsup']:>6}{n['ship_unsup']:>6}"
        )
    n = total
    print(
        f"{'all':<14}{n['plain']:>6}{n['cand_plain']:>6}{n['ship_plain']:>6}"
        f"{n['unsup']:>7}{n['cand_unsup']:>6}{n['ship_unsup']:>6}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
