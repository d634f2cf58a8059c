"""Run the validator on the hand-written contrast set and print what it decides, by kind.

    .venv/bin/python scripts/check_contrast_set.py [--split dev|test|holdout] [--no-model] [--out F]
        [--calibration FILE] [--from-doc contrast-holdout-N]

Prints, per split and kind: candidates, SUPPORTED, and ACCEPT / REJECT / REVIEW counts, then
every UNSUPPORTED candidate that was ACCEPTed (the promise is that there are none) with the
sentence the decision read, and the REJECTs by the tier that decided them with how many were
SUPPORTED. The set itself: kg_pipeline/demo/contrast/README.md.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from pathlib import Path

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Decision, Verdict
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.policy import load_calibration
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import DocumentReader
from kg_pipeline.demo.contrast.record import HOLDOUT_PREFIX, holdout_number

CONTRAST = Path(__file__).resolve().parents[1] / "kg_pipeline" / "demo" / "contrast"
# dev: read by whoever writes the rules; test: written with dev, read since; holdout: written by
# another author and never read by the rules' authors (kg_pipeline/demo/contrast/README.md).
SPLITS = ("dev", "test", "holdout")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--split",
        choices=(*SPLITS, "sealed"),
        default=None,
        help="default: dev, test and holdout (a sealed batch only when named: it is measured "
        "once, when it is unsealed)",
    )
    ap.add_argument("--out", type=Path, default=None, help="also write verdicts JSONL here")
    ap.add_argument("--no-model", action="store_true", help="rules and feature score only")
    ap.add_argument("--calibration", type=Path, default=None, help="default: the shipped one")
    ap.add_argument(
        "--from-doc",
        type=_holdout_number,
        default=None,
        metavar="ID",
        help="only holdout documents numbered from this one on (contrast-holdout-1061: the "
        "batches written after a model was trained), across the splits named",
    )
    args = ap.parse_args()

    docs = read_documents_jsonl(CONTRAST / "documents.jsonl")
    cands = read_candidates_jsonl(CONTRAST / "candidates.jsonl")
    splits = [args.split] if args.split else list(SPLITS)
    reader = None if args.no_model else DocumentReader.packaged()
    calibration = load_calibration(args.calibration) if args.calibration else None
    validator = Validator(load_vocabulary(DEMO_VOCABULARY), calibration, verifier=reader)
    all_verdicts: list[Verdict] = []
    for split in splits:
        keep = [
            c
            for c in cands
            if getattr(c, "split", None) == split and _from(c.doc_id, args.from_doc)
        ]
        verdicts = validator.validate(docs, keep)
        all_verdicts.extend(verdicts)
        table: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
        for c, v in zip(keep, verdicts, strict=True):
            table[(c.kind or "", c.label or "")][v.decision.value] += 1
        print(f"\n== split {split}: {len(keep)} candidates")
        print(f"{'kind':<22} {'label':<12} {'n':>4} {'ACCEPT':>7} {'REJECT':>7} {'REVIEW':>7}")
        for (kind, label), n in sorted(table.items()):
            total = sum(n.values())
            print(
                f"{kind:<22} {label:<12} {total:>4} {n['ACCEPT']:>7} {n['REJECT']:>7} "
                f"{n['REVIEW']:>7}"
            )
        bad = [
            (c, v)
            for c, v in zip(keep, verdicts, strict=True)
            if c.label == "UNSUPPORTED" and v.decision == Decision.ACCEPT
        ]
        sup = [c for c in keep if c.label == "SUPPORTED"]
        acc_sup = sum(
            1
            for c, v in zip(keep, verdicts, strict=True)
            if c.label == "SUPPORTED" and v.decision == Decision.ACCEPT
        )
        print(f"UNSUPPORTED accepted: {len(bad)}; SUPPORTED accepted: {acc_sup}/{len(sup)}")
        # Which tier rejects, and how often wrongly: the rules read the text, the score and the
        # reader were fitted on Wikipedia and meet invented names here.
        rejected: dict[str, Counter[str]] = defaultdict(Counter)
        for c, v in zip(keep, verdicts, strict=True):
            if v.decision == Decision.REJECT:
                rejected[v.tier.value if v.tier else "none"][c.label or ""] += 1
        print(
            "REJECT by tier: "
            + (
                "; ".join(
                    f"{tier} {sum(n.values())} ({n['SUPPORTED']} SUPPORTED)"
                    for tier, n in sorted(rejected.items())
                )
                or "none"
            )
        )
        for c, v in bad:
            print(f"  {c.candidate_id} [{c.kind}] {v.evidence_span!r}")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with args.out.open("w", encoding="utf-8") as fh:
            for v in all_verdicts:
                fh.write(json.dumps(v.cli_record(), ensure_ascii=False, default=str) + "\n")
    return 0


def _holdout_number(doc_id: str) -> int:
    number = holdout_number(doc_id)
    if number is None:
        raise argparse.ArgumentTypeError(f"{doc_id!r} is no holdout id ({HOLDOUT_PREFIX}N)")
    return number


def _from(doc_id: str, first: int | None) -> bool:
    """Whether `doc_id` is a holdout document numbered `first` or later (always, if None)."""
    if first is None:
        return True
    number = holdout_number(doc_id)
    return number is not None and number >= first


if __name__ == "__main__":
    raise SystemExit(main())
