"""`review` and `summary`: working the review queue and reading the published graph."""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys

import sqlalchemy as sa

from kg_pipeline.core.models import Decision
from kg_pipeline.core.store import GraphStore, review_table
from kg_pipeline.core.summary import graph_summary
from kg_pipeline.resources.graph_store import resolve_database_url


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("review", help="list the review queue or decide an item")
    p.add_argument("--database-url", default=None, help="default: KG_DATABASE_URL, else SQLite")
    p.add_argument("--data-dir", default=".kg_data")
    sub = p.add_subparsers(dest="review_command", required=True)
    ls = sub.add_parser("list", help="open review items")
    ls.add_argument("--partition", default=None)
    ls.add_argument("--limit", type=int, default=50)
    ls.set_defaults(func=run_list)
    for verb, decision in (("accept", Decision.ACCEPT), ("reject", Decision.REJECT)):
        d = sub.add_parser(verb, help=f"{verb} a candidate; the next publication honours it")
        d.add_argument("candidate_id")
        d.add_argument("--reason", required=True, help="why (kept in the ledger)")
        d.add_argument("--reviewer", default=None, help="who (default: the login name)")
        d.set_defaults(func=run_decide, decision=decision)

    s = subparsers.add_parser("summary", help="what a partition published, rejected, queued")
    s.add_argument("--partition", required=True)
    s.add_argument("--database-url", default=None)
    s.add_argument("--data-dir", default=".kg_data")
    s.set_defaults(func=run_summary)


def _store(args: argparse.Namespace) -> GraphStore:
    store = GraphStore(resolve_database_url(args.database_url, args.data_dir))
    store.create_schema()
    return store


def run_list(args: argparse.Namespace) -> int:
    store = _store(args)
    query = sa.select(review_table).where(review_table.c.status == "open")
    if args.partition:
        query = query.where(review_table.c.partition == args.partition)
    with store.engine.connect() as conn:
        rows = conn.execute(query.limit(args.limit)).mappings().all()
    for r in rows:
        line = {
            k: r[k]
            for k in ("partition", "candidate_id", "subject", "predicate", "object", "confidence")
        }
        line["reasons"] = json.loads(r["reasons"])
        line["evidence_span"] = r["evidence_span"]
        print(json.dumps(line, ensure_ascii=False))
    return 0


def run_decide(args: argparse.Namespace) -> int:
    store = _store(args)
    try:
        row = store.record_review(
            args.candidate_id, args.decision, args.reviewer or getpass.getuser(), args.reason
        )
    except KeyError as exc:
        print(f"error: {exc.args[0]}", file=sys.stderr)
        return 2
    print(json.dumps(row, default=str))
    return 0


def run_summary(args: argparse.Namespace) -> int:
    store = _store(args)
    print(graph_summary(store, args.partition, _run_counts(args.partition)))
    return 0


def _run_counts(partition: str) -> dict[str, int]:
    """Counts that live only in the Dagster run (chunks), read from DAGSTER_HOME when set."""
    home = os.environ.get("DAGSTER_HOME")
    if not home or not os.path.isdir(home):
        return {}
    import dagster as dg

    counts: dict[str, int] = {}
    wanted = (
        ("source_chunks", "chunks", "chunks"),
        ("claim_audit", "claims", "generated claims audited"),
        ("claim_audit", "unmapped", "  UNMAPPED"),
        ("claim_audit", "conflict", "  CONFLICT"),
    )
    with dg.DagsterInstance.get() as instance:
        for asset, key, label in wanted:
            records = instance.fetch_materializations(
                dg.AssetRecordsFilter(dg.AssetKey(asset), asset_partitions=[partition]), limit=1
            ).records
            mat = records[0].asset_materialization if records else None
            value = mat.metadata.get(key) if mat else None
            if value is not None:
                counts[label] = int(value.value)  # type: ignore[arg-type]
    return counts
