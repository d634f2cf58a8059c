"""A plain-text account of one published partition, read back from the graph database."""

from __future__ import annotations

import json
from collections import Counter

import sqlalchemy as sa

from kg_pipeline.core.store import (
    GraphStore,
    document_revisions,
    evidence_table,
    partition_documents,
    rejected_table,
    review_table,
    runs_table,
)


def verbatim_failures(store: GraphStore, partition: str | None = None) -> list[str]:
    """Evidence rows whose span is not the document text at the stored offsets."""
    query = (
        sa.select(
            evidence_table.c.evidence_id,
            evidence_table.c.evidence_span,
            evidence_table.c.evidence_start,
            evidence_table.c.evidence_end,
            document_revisions.c.text,
        )
        .join(
            document_revisions,
            sa.and_(
                document_revisions.c.doc_id == evidence_table.c.doc_id,
                document_revisions.c.content_hash == evidence_table.c.doc_content_hash,
            ),
            isouter=True,
        )
        .where(evidence_table.c.status == "current")
    )
    if partition:
        query = query.where(evidence_table.c.partition == partition)
    bad = []
    with store.engine.connect() as conn:
        for r in conn.execute(query):
            if r.text is None or r.text[r.evidence_start : r.evidence_end] != r.evidence_span:
                bad.append(r.evidence_id)
    return bad


def graph_summary(
    store: GraphStore, partition: str, run_counts: dict[str, int] | None = None
) -> str:
    """`run_counts` adds what only the orchestrator knows (e.g. chunks)."""
    with store.engine.connect() as conn:
        run = (
            conn.execute(sa.select(runs_table).where(runs_table.c.partition == partition))
            .mappings()
            .first()
        )
        if run is None:
            return f"partition {partition}: nothing published yet"
        counts = json.loads(run["counts"])
        docs = conn.execute(
            sa.select(sa.func.count())
            .select_from(partition_documents)
            .where(partition_documents.c.partition == partition)
        ).scalar_one()
        evidence = conn.execute(
            sa.select(evidence_table.c.edge_id).where(
                evidence_table.c.partition == partition, evidence_table.c.status == "current"
            )
        ).all()
        rejected_reasons: Counter[str] = Counter()
        for (reasons,) in conn.execute(
            sa.select(rejected_table.c.reasons).where(rejected_table.c.partition == partition)
        ):
            rejected_reasons.update(json.loads(reasons))
        review_reasons: Counter[str] = Counter()
        for (reasons,) in conn.execute(
            sa.select(review_table.c.reasons).where(review_table.c.partition == partition)
        ):
            review_reasons.update(json.loads(reasons))
    bad = verbatim_failures(store, partition)
    total = counts["accepted"] + counts["rejected"] + counts["review"]
    lines = [
        f"partition {partition} (run {run['run_id'] or '-'})",
        f"  documents:  {docs}",
        *(f"  {k + ':':<11} {v}" for k, v in (run_counts or {}).items() if k == "chunks"),
        f"  candidates: {total}",
        f"  accepted:   {counts['accepted']} "
        f"({len({e for (e,) in evidence})} distinct edges, "
        f"{len(evidence) - len(bad)}/{len(evidence)} evidence spans verbatim at their offsets)",
        f"  rejected:   {counts['rejected']}",
    ]
    lines += [f"    {reason:<24} {n}" for reason, n in rejected_reasons.most_common()]
    lines.append(f"  review:     {counts['review']}")
    lines += [f"    {reason:<24} {n}" for reason, n in review_reasons.most_common()]
    lines += [f"  {k}: {v}" for k, v in (run_counts or {}).items() if k != "chunks"]
    lines.append(f"  database:   {store.engine.url.render_as_string(hide_password=True)}")
    return "\n".join(lines)
