"""`review` and `summary`: working the review queue and reading the published graph.

Every command here reads an existing store and never creates one: a missing SQLite file is an
error naming the path. `review serve` starts the review desk (kg_pipeline.web) over the same
store; `review export` writes reviewer decisions as labelled candidates plus the documents they
were made on.
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from kg_pipeline.cli.output import plural, table
from kg_pipeline.core.models import Decision
from kg_pipeline.core.quality.summary import check_partition_key, graph_summary
from kg_pipeline.core.store import (
    GraphStore,
    ReviewOutcome,
    UnknownItem,
    normalize_database_url,
    open_existing,
    review_table,
)
from kg_pipeline.resources.graph_store import default_database_url

DEFAULT_PORT = 8765
EVIDENCE_WIDTH = 60
NAME_WIDTH = 28


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("review", help="list the review queue or decide an item")
    p.add_argument("--database-url", default=None, help="default: KG_DATABASE_URL, else SQLite")
    p.add_argument("--data-dir", default=".kg_data")
    sub = p.add_subparsers(dest="review_command", required=True)
    ls = sub.add_parser("list", help="review items as a table (or --json for the full records)")
    ls.add_argument("--partition", default=None, help="only this partition (YYYY-MM-DD)")
    ls.add_argument("--predicate", default=None, help="only this predicate")
    ls.add_argument("--reason", default=None, help="only items with this reason code")
    ls.add_argument(
        "--status", choices=("open", "pending"), default="open",
        help="open items (default), or decided ones pending publication",
    )  # fmt: skip
    ls.add_argument("--limit", type=int, default=50, help="rows to show (0: all)")
    ls.add_argument("--json", action="store_true", help="one full JSON record per line")
    _store_flags(ls)
    ls.set_defaults(func=run_list)
    for verb, decision in (("accept", Decision.ACCEPT), ("reject", Decision.REJECT)):
        d = sub.add_parser(verb, help=f"{verb} a candidate; the next publication honours it")
        d.add_argument("candidate_id")
        d.add_argument("--reason", required=True, help="why (kept in the decision log)")
        d.add_argument("--reviewer", default=None, help="who (default: the login name)")
        d.add_argument("--partition", default=None, help="needed when several partitions hold it")
        _store_flags(d)
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
    s.add_argument("--partition", required=True, help="the partition's date, YYYY-MM-DD")
    s.add_argument("--database-url", default=None)
    s.add_argument("--data-dir", default=".kg_data")
    s.set_defaults(func=run_summary)


def _store_flags(p: argparse.ArgumentParser) -> None:
    """Accept the store flags after the subcommand too, without hiding ones given before it."""
    p.add_argument("--database-url", default=argparse.SUPPRESS, help="default: KG_DATABASE_URL")
    p.add_argument("--data-dir", default=argparse.SUPPRESS)


def _url(args: argparse.Namespace) -> str:
    """--database-url, else KG_DATABASE_URL, else <data-dir>/graph.sqlite (nothing created)."""
    explicit = args.database_url or os.environ.get("KG_DATABASE_URL")
    return normalize_database_url(explicit or default_database_url(args.data_dir))


def _store(args: argparse.Namespace) -> GraphStore:
    return open_existing(_url(args))


def _cut(text: Any, width: int) -> str:
    """One line of at most `width` characters, for a table cell."""
    flat = " ".join(str(text).split()) if text is not None else "–"
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def run_list(args: argparse.Namespace) -> int:
    """The queue as the desk shows it (same filters, latest decisions), as a table or JSON."""
    from kg_pipeline.web.models import DeskFilter, ItemStatus, Ledger, SortKey
    from kg_pipeline.web.queries import select_items

    if args.partition:
        check_partition_key(args.partition)
    store = _store(args)
    flt = DeskFilter(
        ledger=Ledger.QUEUE,
        status=ItemStatus(args.status),
        partition=args.partition,
        predicate=args.predicate,
        reason=args.reason,
        sort=SortKey.CONFIDENCE_DESC,
    )
    rows, _ = select_items(store, flt)
    shown = rows if args.limit <= 0 else rows[: args.limit]
    note = f"showing {len(shown)} of {plural(len(rows), args.status + ' item')}"
    if len(shown) < len(rows):
        note += " (--limit 0 shows all)"
    if args.json:
        for record in _full_records(store, [(r.partition, r.candidate_id) for r in shown]):
            print(json.dumps(record, ensure_ascii=False, default=str))
        print(note, file=sys.stderr)
        store.dispose()
        return 0
    spans = {
        (r["partition"], r["candidate_id"]): r["evidence_span"]
        for r in _full_records(store, [(r.partition, r.candidate_id) for r in shown])
    }
    headers = ["partition", "candidate", "subject", "predicate", "object", "conf", "reasons"]
    headers.append("evidence")  # every column left-aligned: conf is always 0.000-wide
    lines = [
        [
            r.partition,
            r.candidate_id,
            _cut(r.subject, NAME_WIDTH),
            _cut(r.predicate, NAME_WIDTH),
            _cut(r.object, NAME_WIDTH),
            f"{r.confidence:.3f}",
            ",".join(r.reasons),
            _cut(spans.get((r.partition, r.candidate_id)), EVIDENCE_WIDTH),
        ]
        for r in shown
    ]
    if lines:
        print(table(headers, lines, left=len(headers)))
    print(note)
    store.dispose()
    return 0


def _full_records(store: GraphStore, keys: list[tuple[str, str]]) -> list[dict[str, Any]]:
    """The queue rows of `keys`, in that order, JSON columns decoded."""
    t = review_table
    found: dict[tuple[str, str], dict[str, Any]] = {}
    with store.engine.connect() as conn:
        for partition in sorted({p for p, _ in keys}):
            ids = [c for p, c in keys if p == partition]
            for start in range(0, len(ids), 500):
                for r in conn.execute(
                    sa.select(t).where(
                        t.c.partition == partition, t.c.candidate_id.in_(ids[start : start + 500])
                    )
                ).mappings():
                    record = dict(r)
                    for key in ("reasons", "stages", "raw_candidate"):
                        record[key] = json.loads(record[key])
                    found[(r["partition"], r["candidate_id"])] = record
    return [found[k] for k in keys if k in found]


def _follow_up(partition: str) -> str:
    return (
        "The graph does not reflect it yet: re-run the partition's validation and publication, "
        f"e.g.\n  dagster asset materialize -m kg_pipeline.definitions --select '*published_graph'"
        f" --partition {partition}\n(`make demo` for the demo partition; the schedule or a "
        "backfill does it too)."
    )


def run_decide(args: argparse.Namespace) -> int:
    """Append a decision; an ACCEPT on a rejected edge (not queued) overturns the rejection."""
    if args.partition:
        check_partition_key(args.partition)
    store = _store(args)
    reviewer = args.reviewer or getpass.getuser()
    try:
        outcome = store.record_review(
            args.candidate_id, args.decision, reviewer, args.reason, partition=args.partition
        )
        what = f"{args.decision.value} of {args.candidate_id}"
    except UnknownItem:
        if args.decision != Decision.ACCEPT:
            raise
        partition = args.partition or _ledger_partition(store, args.candidate_id)
        if partition is None:
            raise
        outcome = store.overturn_rejection(partition, args.candidate_id, reviewer, args.reason)
        what = f"ACCEPT of {args.candidate_id} (overturns its rejection)"
    finally:
        store.dispose()
    print(_describe(outcome, what))
    print(_follow_up(outcome.recorded.partition))
    return 0


def _ledger_partition(store: GraphStore, candidate_id: str) -> str | None:
    from kg_pipeline.core.store import rejected_table

    with store.engine.connect() as conn:
        found = (
            conn.execute(
                sa.select(rejected_table.c.partition).where(
                    rejected_table.c.candidate_id == candidate_id
                )
            )
            .scalars()
            .all()
        )
    return found[0] if len(found) == 1 else None


def _describe(outcome: ReviewOutcome, what: str) -> str:
    d = outcome.recorded
    lines = [
        f"recorded {what} in partition {d.partition} by {d.reviewer} "
        f"(decision #{d.id}, {d.decided_at:%Y-%m-%d %H:%M:%S} UTC): {d.reason}"
    ]
    p = outcome.previous
    if p is not None:
        lines.append(
            f"it follows decision #{p.id}: {p.decision.value} by {p.reviewer} at "
            f"{p.decided_at:%Y-%m-%d %H:%M:%S} UTC ({p.reason}); both stay in the log, "
            "the latest counts"
        )
    return "\n".join(lines)


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
                    "decision_id": item["decision_id"],
                    "previous_decision_id": item["previous_id"],
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
    partition = check_partition_key(args.partition)
    store = _store(args)
    home = os.environ.get("DAGSTER_HOME") or None
    try:
        print(graph_summary(store, partition, _run_counts(partition, home), _home_line(home)))
    finally:
        store.dispose()
    return 0


def _home_line(home: str | None) -> str:
    if home is None:
        return "DAGSTER_HOME not set: chunk and claim-audit counts live in the Dagster instance"
    return home if os.path.isdir(home) else f"{home} (no such folder)"


def _run_counts(partition: str, home: str | None) -> dict[str, int | str]:
    """Counts that live only in the Dagster run (chunks, the claim audit), from DAGSTER_HOME;
    when they cannot be read, why, so the summary prints the line anyway."""
    labels = {
        ("source_chunks", "chunks"): "chunks",
        ("claim_audit", "claims"): "generated claims audited",
        ("claim_audit", "unmapped"): "  UNMAPPED",
        ("claim_audit", "conflict"): "  CONFLICT",
    }
    if home is None or not os.path.isdir(home):
        why = "unknown (DAGSTER_HOME not set)" if home is None else "unknown (no DAGSTER_HOME)"
        return {"chunks": why, "generated claims audited": why}
    import dagster as dg

    counts: dict[str, int | str] = {}
    with dg.DagsterInstance.get() as instance:
        for (asset, key), label in labels.items():
            records = instance.fetch_materializations(
                dg.AssetRecordsFilter(dg.AssetKey(asset), asset_partitions=[partition]), limit=1
            ).records
            mat = records[0].asset_materialization if records else None
            value = mat.metadata.get(key) if mat else None
            if value is not None:
                counts[label] = int(value.value)  # type: ignore[arg-type]
            elif not label.startswith(" "):
                counts[label] = f"not recorded in {home} for {partition}"
    return counts
