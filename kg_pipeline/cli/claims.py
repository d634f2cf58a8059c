"""`audit-claims` and `evaluate-claims`: the claim-to-source audit on files, outside Dagster."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from itertools import islice
from pathlib import Path
from typing import Any

from kg_pipeline.cli.output import plural
from kg_pipeline.core.claims.config import DEFAULT_CONFIG
from kg_pipeline.core.claims.evaluation import evaluate, iter_items
from kg_pipeline.core.claims.llm_mode import LLMClientAdapter, audit_item_llm
from kg_pipeline.core.claims.mapping import audit_item
from kg_pipeline.core.claims.models import ClaimAuditReport, ClaimItem, ItemAudit
from kg_pipeline.core.inputs.io import atomic_output, write_jsonl
from kg_pipeline.core.models import InputError

MODES = ("deterministic", "llm")


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "audit-claims", help="map every claim of generated text to a source passage; JSONL out"
    )
    p.add_argument("--items", required=True, type=Path, help="items JSONL")
    p.add_argument("--out", required=True, type=Path, help="one JSON line per claim")
    p.add_argument("--mode", choices=MODES, default="deterministic")
    p.add_argument("--coverage", type=Path, default=None, help="also write per-item coverage")
    p.set_defaults(func=run_audit)

    p = subparsers.add_parser(
        "evaluate-claims", help="audit labelled items (FaithBench, WiCE); print a JSON report"
    )
    p.add_argument("--items", required=True, type=Path, help="labelled items JSONL")
    p.add_argument("--split", choices=("dev", "test"), default=None)
    p.add_argument("--limit", type=int, default=None, help="first N items (after --split)")
    p.add_argument("--mode", choices=MODES, default="deterministic")
    p.set_defaults(func=run_evaluate)


def _auditor(mode: str) -> Callable[[ClaimItem], ItemAudit]:
    if mode == "deterministic":
        return lambda item: audit_item(item, DEFAULT_CONFIG)
    from kg_pipeline.core.extraction.settings import LLMSettings

    settings = LLMSettings.from_env()  # the same settings `extract` and `validate --audit` read
    if not settings.enabled:
        raise InputError(
            "OPENAI_BASE_URL", None, "--mode llm needs an endpoint (set OPENAI_BASE_URL)"
        )
    client = LLMClientAdapter(settings.client())
    return lambda item: audit_item_llm(item, client, config=DEFAULT_CONFIG)


def _selected(args: argparse.Namespace) -> Iterator[ClaimItem]:
    items: Iterator[ClaimItem] = iter_items(args.items)
    split = getattr(args, "split", None)
    if split:
        items = (i for i in items if getattr(i, "split", None) == split)
    limit = getattr(args, "limit", None)
    if limit is not None:
        if limit < 0:
            raise InputError(str(args.items), None, "--limit must not be negative")
        items = islice(items, limit)
    return items


def run_audit(args: argparse.Namespace) -> int:
    audit = _auditor(args.mode)
    audits: list[ItemAudit] = []
    seen: set[str] = set()
    # Written under a temporary name and renamed on success: a bad record leaves no partial file.
    with atomic_output(args.out) as out:
        for item in _selected(args):
            if item.item_id in seen:
                raise InputError(str(args.items), item.item_id, "duplicate item_id")
            seen.add(item.item_id)
            result = audit(item)
            audits.append(result)
            for mapping in result.mappings:
                out.write(json.dumps(mapping.cli_record(), ensure_ascii=False) + "\n")
    report = ClaimAuditReport.from_audits(audits)
    if args.coverage:
        write_jsonl(args.coverage, [c.model_dump(mode="json") for c in report.coverage])
    totals = _display_totals(report.totals)
    print(json.dumps({"out": str(args.out), **totals}))
    print(
        f"audit-claims: {plural(totals['items'], 'item')}, {plural(totals['claims'], 'claim')}: "
        f"{totals['mapped']:,} mapped, {totals['unmapped']:,} unmapped, "
        f"{totals['conflict']:,} conflicting; {plural(totals['items_for_review'], 'item')} "
        f"to review -> {args.out}",
        file=sys.stderr,
    )
    return 0


_RATE_KEYS = ("coverage_ratio", "unmapped_rate", "conflict_rate")


def _display_totals(totals: dict[str, float]) -> dict[str, Any]:
    """Counts as integers, rates rounded to 4 places (the files keep the exact values)."""
    return {k: round(v, 4) if k in _RATE_KEYS else int(v) for k, v in totals.items()}


def run_evaluate(args: argparse.Namespace) -> int:
    items = list(_selected(args))
    if not items:
        where = f" with split {args.split!r}" if args.split else ""
        raise InputError(str(args.items), None, f"no items{where}")
    auditor = None if args.mode == "deterministic" else _auditor(args.mode)
    report = evaluate(items, config=DEFAULT_CONFIG, auditor=auditor)
    report = {"items_file": str(args.items), "split": args.split, "mode": args.mode} | report
    json.dump(report, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0
