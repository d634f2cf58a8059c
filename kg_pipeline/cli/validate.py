"""`validate`, `evaluate` and `calibrate`: the validator on files, outside Dagster."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from kg_pipeline.core.calibrate import fit_calibration
from kg_pipeline.core.io import read_candidates_jsonl, read_documents_jsonl, write_jsonl
from kg_pipeline.core.metrics import evaluation_report
from kg_pipeline.core.models import Candidate, Document, Verdict
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.policy import DEFAULT_CALIBRATION, PolicyConfig, load_calibration
from kg_pipeline.core.validate import validate_candidates
from kg_pipeline.core.vocabulary import load_vocabulary


def _add_inputs(p: argparse.ArgumentParser) -> None:
    p.add_argument("--documents", required=True, type=Path, help="documents JSONL")
    p.add_argument("--candidates", required=True, type=Path, help="candidates JSONL")
    p.add_argument(
        "--vocabulary",
        type=Path,
        default=None,
        help="vocabulary JSON (default: predicates.json beside the candidates, else the demo's)",
    )
    p.add_argument("--split", default=None, help="keep only records whose `split` is this")
    p.add_argument("--risk-level", choices=["HIGH", "MEDIUM"], default="HIGH")
    p.add_argument("--calibration", type=Path, default=None, help="calibration JSON")
    p.add_argument("--accept-threshold", type=float, default=None)


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("validate", help="decide every candidate; one JSON line each")
    _add_inputs(p)
    p.add_argument("--out", required=True, type=Path, help="verdicts JSONL")
    p.set_defaults(func=run_validate)

    p = subparsers.add_parser("evaluate", help="validate labelled candidates; print a report")
    _add_inputs(p)
    p.set_defaults(func=run_evaluate)

    p = subparsers.add_parser("calibrate", help="fit confidence weights and thresholds")
    _add_inputs(p)
    p.add_argument("--accept-precision", type=float, default=0.99)
    p.add_argument("--reject-precision", type=float, default=0.95)
    p.add_argument("--out", type=Path, default=DEFAULT_CALIBRATION)
    p.set_defaults(func=run_calibrate)


def _vocabulary_path(args: argparse.Namespace) -> Path:
    if args.vocabulary:
        return args.vocabulary
    beside = args.candidates.parent / "predicates.json"
    return beside if beside.exists() else DEMO_VOCABULARY


def load_inputs(args: argparse.Namespace) -> tuple[list[Document], list[Candidate]]:
    docs = read_documents_jsonl(args.documents)
    cands = read_candidates_jsonl(args.candidates)
    if args.split:
        docs = [d for d in docs if getattr(d, "split", None) == args.split]
        keep = {d.doc_id for d in docs}
        cands = [c for c in cands if c.doc_id in keep or getattr(c, "split", None) == args.split]
    return docs, cands


def run_verdicts(args: argparse.Namespace) -> list[Verdict]:
    docs, cands = load_inputs(args)
    calibration = load_calibration(args.calibration) if args.calibration else None
    config = PolicyConfig(risk_level=args.risk_level, accept_threshold=args.accept_threshold)
    return validate_candidates(
        docs, cands, load_vocabulary(_vocabulary_path(args)), calibration, config
    )


def run_validate(args: argparse.Namespace) -> int:
    verdicts = run_verdicts(args)
    write_jsonl(args.out, [v.cli_record() for v in verdicts])
    counts = Counter(v.decision.value for v in verdicts)
    print(
        f"{len(verdicts)} candidates: {counts['ACCEPT']} accepted, {counts['REJECT']} rejected, "
        f"{counts['REVIEW']} to review -> {args.out}",
        file=sys.stderr,
    )
    return 0


def run_evaluate(args: argparse.Namespace) -> int:
    verdicts = run_verdicts(args)
    if not any(v.label is not None for v in verdicts):
        print("error: no candidate carries a `label`", file=sys.stderr)
        return 2
    print(json.dumps(evaluation_report(verdicts), indent=1))
    return 0


def run_calibrate(args: argparse.Namespace) -> int:
    docs, cands = load_inputs(args)
    calibration = fit_calibration(
        docs,
        cands,
        load_vocabulary(_vocabulary_path(args)),
        accept_precision=args.accept_precision,
        reject_precision=args.reject_precision,
        fitted_on=f"{args.candidates}" + (f" split={args.split}" if args.split else ""),
    )
    args.out.write_text(calibration.model_dump_json(indent=1) + "\n", encoding="utf-8")
    print(json.dumps(calibration.dev_report, indent=1))
    return 0
