"""`validate`, `evaluate` and `calibrate`: the validator on files, outside Dagster."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from kg_pipeline.core.inputs.io import (
    keep_split,
    read_candidates_jsonl,
    read_documents_jsonl,
    write_jsonl,
)
from kg_pipeline.core.models import Candidate, Document, Verdict
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.quality.calibration import fit_calibration
from kg_pipeline.core.quality.metrics import evaluation_report, integrity_report
from kg_pipeline.core.validation.policy import DEFAULT_CALIBRATION, PolicyConfig, load_calibration
from kg_pipeline.core.validation.validator import Validator, withhold_evidence
from kg_pipeline.core.validation.vocabulary import load_vocabulary


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
    p.add_argument(
        "--withhold-evidence",
        action="store_true",
        help="drop every candidate's quote before validating (shows what decisions owe to "
        "the text alone)",
    )


def _add_audit(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--audit",
        action="store_true",
        help="send what the score leaves to REVIEW to the evidence auditor (LLM at "
        "OPENAI_BASE_URL / KG_LLM_MODEL, key from OPENAI_API_KEY)",
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("validate", help="decide every candidate; one JSON line each")
    _add_inputs(p)
    _add_audit(p)
    p.add_argument("--out", required=True, type=Path, help="verdicts JSONL")
    p.set_defaults(func=run_validate)

    p = subparsers.add_parser("evaluate", help="validate labelled candidates; print a report")
    _add_inputs(p)
    _add_audit(p)
    p.set_defaults(func=run_evaluate)

    p = subparsers.add_parser("calibrate", help="fit confidence tables, weights and thresholds")
    _add_inputs(p)
    p.add_argument("--accept-precision", type=float, default=0.99)
    p.add_argument(
        "--accept-margin",
        type=float,
        default=0.0,
        help="added to the ACCEPT precision target when choosing the threshold on dev",
    )
    p.add_argument(
        "--reject-precision",
        type=float,
        default=0.98,
        help="REJECT precision target of the score path (stricter than the 0.95 bar: the "
        "threshold rests on few dev candidates)",
    )
    p.add_argument("--out", type=Path, default=DEFAULT_CALIBRATION)
    p.set_defaults(func=run_calibrate)


def _vocabulary_path(args: argparse.Namespace) -> Path:
    if args.vocabulary:
        return Path(args.vocabulary)
    beside = Path(args.candidates).parent / "predicates.json"
    return beside if beside.exists() else DEMO_VOCABULARY


def load_inputs(args: argparse.Namespace) -> tuple[list[Document], list[Candidate]]:
    docs = read_documents_jsonl(args.documents)
    cands = read_candidates_jsonl(args.candidates)
    if args.split:
        docs, cands = keep_split(docs, cands, args.split)
    if getattr(args, "withhold_evidence", False):
        cands = withhold_evidence(cands)
    return docs, cands


def _auditor(args: argparse.Namespace) -> Any:
    if not getattr(args, "audit", False):
        return None
    from kg_pipeline.core.extraction.client import OpenAIChatClient
    from kg_pipeline.core.validation.auditor import ChatClientAdapter, EvidenceAuditor

    base_url = os.environ.get("OPENAI_BASE_URL", "").strip() or (
        "https://api.openai.com/v1" if os.environ.get("OPENAI_API_KEY") else ""
    )
    model = os.environ.get("KG_LLM_MODEL", "").strip()
    if not base_url or not model:
        raise SystemExit(
            "error: --audit needs OPENAI_BASE_URL (or OPENAI_API_KEY) and KG_LLM_MODEL"
        )
    client = OpenAIChatClient(
        base_url=base_url, model=model, api_key=os.environ.get("OPENAI_API_KEY", "")
    )
    return EvidenceAuditor(ChatClientAdapter(client), risk_level=args.risk_level)


def run_verdicts(
    args: argparse.Namespace,
    docs: list[Document] | None = None,
    cands: list[Candidate] | None = None,
) -> tuple[list[Verdict], dict[str, float]]:
    if docs is None or cands is None:
        docs, cands = load_inputs(args)
    calibration = load_calibration(args.calibration) if args.calibration else None
    config = PolicyConfig(risk_level=args.risk_level, accept_threshold=args.accept_threshold)
    validator = Validator(
        load_vocabulary(_vocabulary_path(args)), calibration, config, _auditor(args)
    )
    verdicts = validator.validate(docs, cands)
    return verdicts, validator.stats


def run_validate(args: argparse.Namespace) -> int:
    verdicts, stats = run_verdicts(args)
    write_jsonl(args.out, [v.cli_record() for v in verdicts])
    counts = Counter(v.decision.value for v in verdicts)
    print(
        f"{len(verdicts)} candidates: {counts['ACCEPT']} accepted, {counts['REJECT']} rejected, "
        f"{counts['REVIEW']} to review -> {args.out}",
        file=sys.stderr,
    )
    if stats:
        print(json.dumps(stats), file=sys.stderr)
    return 0


def run_evaluate(args: argparse.Namespace) -> int:
    docs, cands = load_inputs(args)
    verdicts, stats = run_verdicts(args, docs, cands)
    if not any(v.label is not None for v in verdicts):
        print("error: no candidate carries a `label`", file=sys.stderr)
        return 2
    report: dict[str, Any] = {
        "evidence_withheld": bool(args.withhold_evidence),
        "integrity": integrity_report(docs, cands, verdicts),
        **evaluation_report(verdicts),
    }
    if stats:
        report["auditor"] = stats
    print(json.dumps(report, indent=1))
    return 0


def run_calibrate(args: argparse.Namespace) -> int:
    docs, cands = load_inputs(args)
    calibration = fit_calibration(
        docs,
        cands,
        load_vocabulary(_vocabulary_path(args)),
        accept_precision=args.accept_precision,
        accept_margin=args.accept_margin,
        reject_precision=args.reject_precision,
        fitted_on=f"{args.candidates}" + (f" split={args.split}" if args.split else ""),
    )
    args.out.write_text(calibration.model_dump_json(indent=1) + "\n", encoding="utf-8")
    print(json.dumps(calibration.dev_report, indent=1))
    return 0
