"""`review` and `summary`: working the review queue and reading the published graph.

`review serve` starts the review desk (kg_pipeline.web) over the same store; `review export`
writes reviewer decisions as labelled candidates plus the documents they were made on.
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
from pathlib import Path

import sqlalchemy as sa

from kg_pipeline.core.models import Decision
from kg_pipeline.core.quality.summary import graph_summary
from kg_pipeline.core.store import GraphStore, review_table
from kg_pipeline.resources.graph_store import resolve_database_url

DEFAULT_PORT = 8765


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
    sv = sub.add_parser("serve", help="the review desk: a web page over the queue and the ledger")
    sv.add_argument("--host", default="127.0.0.1", help="loopback by default; any other address "
                    "needs KG_REVIEWER_TOKEN in the environment")  # fmt: skip
    sv.add_argument("--port", type=int, default=DEFAULT_PORT)
    _store_flags(sv)
    sv.set_defaults(func=run_serve)
    ex = sub.add_parser("export", help="decided items as labelled candidates (+ their documents)")
    ex.add_argument("--out", type=Path, required=True, help="candidates JSONL to write")
    ex.add_argument(
        "--documents-out", type=Path, default=None,
        help="documents JSONL to write (default: <out>.documents.jsonl beside --out)",
    )  # fmt: skip
    ex.add_argument("--partition", default=None, help="only decisions on this partition's items")
    _store_flags(ex)
    ex.set_defaults(func=run_export)

    s = subparsers.add_parser("summary", help="what a partition published, rejected, queued")
    s.add_argument("--partition", required=True)
    s.add_argument("--database-url", default=None)
    s.add_argument("--data-dir", default=".kg_data")
    s.set_defaults(func=run_summary)


def _store_flags(p: argparse.ArgumentParser) -> None:
    """Accept the store flags after the subcommand too, without hiding ones given before it."""
    p.add_argument("--database-url", default=argparse.SUPPRESS, help="default: KG_DATABASE_URL")
    p.add_argument("--data-dir", default=argparse.SUPPRESS)


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


def run_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from kg_pipeline.web.app import create_app
    from kg_pipeline.web.security import TOKEN_ENV, is_loopback, reviewer_token

    token = reviewer_token()
    if not is_loopback(args.host) and token is None:
        print(
            f"error: refusing to serve on {args.host}, which is not loopback, without a reviewer "
            f"token: set {TOKEN_ENV} in the environment (every request will then need it)",
            file=sys.stderr,
        )
        return 2
    store = _store(args)
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"review desk: http://{host}:{args.port}/queue", flush=True)
    config = uvicorn.Config(
        create_app(store, token=token),
        host=args.host,
        port=args.port,
        log_level="warning",
        server_header=False,
        proxy_headers=False,
    )
    uvicorn.Server(config).run()
    store.dispose()
    return 0


def run_export(args: argparse.Namespace) -> int:
    """Labelled candidates (SUPPORTED for accept, UNSUPPORTED for reject) and their documents.

    One document revision per doc_id (a documents file cannot hold two): decisions made on an
    older revision than the newest one exported are left out and counted.
    """
    from kg_pipeline.web.queries import decided_items, document_revision

    store = _store(args)
    items = decided_items(store, args.partition)
    newest: dict[str, tuple[str, str]] = {}
    for item in items:
        doc, revision = item["doc_id"], item["revision"]
        if doc is None or revision is None:
            continue
        if doc not in newest or item["partition"] > newest[doc][0]:
            newest[doc] = (item["partition"], revision)
    out_docs = args.documents_out or args.out.with_name(args.out.stem + ".documents.jsonl")
    written, skipped, labels = 0, 0, {"SUPPORTED": 0, "UNSUPPORTED": 0}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for item in items:
            doc = item["doc_id"]
            if doc not in newest or newest[doc][1] != item["revision"]:
                skipped += 1
                continue
            label = "SUPPORTED" if item["decision"] == Decision.ACCEPT.value else "UNSUPPORTED"
            labels[label] += 1
            record = {
                **item["candidate"],
                "label": label,
                "kind": "reviewed",
                "review": {
                    "decision": item["decision"],
                    "reviewer": item["reviewer"],
                    "reason": item["reason"],
                    "decided_at": item["decided_at"].isoformat(),
                    "partition": item["partition"],
                    "document_revision": item["revision"],
                },
            }
            fh.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
            written += 1
    with out_docs.open("w", encoding="utf-8") as fh:
        for doc, (partition, revision) in sorted(newest.items()):
            text = document_revision(store, doc, revision)
            if text is None:
                continue
            line = {"doc_id": doc, "text": text, "content_hash": revision, "partition": partition}
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    summary = {
        "candidates": written,
        **labels,
        "documents": len(newest),
        "left_out_older_revision": skipped,
        "candidates_file": str(args.out),
        "documents_file": str(out_docs),
    }
    print(json.dumps(summary))
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
