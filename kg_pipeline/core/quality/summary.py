"""A plain-text account of one published partition, read back from the graph database."""

from __future__ import annotations

import json
import re
from collections import Counter
from datetime import date

import sqlalchemy as sa

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.store import (
    GraphStore,
    document_revisions,
    evidence_table,
    partition_documents,
    rejected_table,
    review_counts,
    review_table,
    runs_table,
)


class PartitionKeyError(KgPipelineError, ValueError):
    """A partition key that is not a daily partition's date."""


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def check_partition_key(key: str) -> str:
    """The key itself when it is a real date written YYYY-MM-DD (the daily partitions' keys)."""
    try:
        if _DATE.fullmatch(key):
            date.fromisoformat(key)
            return key
    except ValueError:
        pass
    raise PartitionKeyError(
        f"partition {key!r} is not a date: partitions are days written YYYY-MM-DD, e.g. 2024-06-11"
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
    store: GraphStore,
    partition: str,
    run_counts: dict[str, int | str] | None = None,
    dagster_home: str | None = None,
) -> str:
    """`run_counts` adds what only the orchestrator knows (chunks, the claim audit): a value
    that is a string says why the count is unknown, so no line is silently dropped."""
    database = store.engine.url.render_as_string(hide_password=True)
    footer = [
        f"  database:   {database}",
        f"  dagster:    {dagster_home or 'DAGSTER_HOME not set'}",
    ]
    with store.engine.connect() as conn:
        run = (
            conn.execute(sa.select(runs_table).where(runs_table.c.partition == partition))
            .mappings()
            .first()
        )
        if run is None:
            return "\n".join([f"partition {partition}: nothing published yet", *footer])
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
    review = review_counts(store, partition)
    bad = verbatim_failures(store, partition)
    total = counts["accepted"] + counts["rejected"] + counts["review"]
    extra = dict(run_counts or {})
    lines = [
        f"partition {partition} (run {run['run_id'] or '-'})",
        f"  documents:  {docs}",
        f"  chunks:     {extra.pop('chunks', 'unknown (no Dagster run read)')}",
        f"  candidates: {total}",
        f"  accepted:   {counts['accepted']} "
        f"({len({e for (e,) in evidence})} distinct edges, "
        f"{len(evidence) - len(bad)}/{len(evidence)} evidence spans verbatim at their offsets)",
        f"  rejected:   {counts['rejected']}",
    ]
    lines += [f"    {reason:<24} {n}" for reason, n in rejected_reasons.most_common()]
    lines.append(f"  review:     {counts['review']}")
    lines += [f"    {reason:<24} {n}" for reason, n in review_reasons.most_common()]
    lines.append(f"  open review items:              {review.open}")
    lines.append(
        f"  decisions pending publication:  {review.pending + review.overturns_pending}"
        f" ({review.pending} on review items, {review.overturns_pending} overturned rejections)"
    )
    if review.pending + review.overturns_pending:
        lines.append(
            "    (re-run the partition's validation and publication so the graph reflects them)"
        )
    lines += [f"  {k}: {v}" for k, v in extra.items()]
    return "\n".join([*lines, *footer])
