"""The check returned with `published_graph`: the graph it wrote has no dangling or duplicate edge.

It reads the store after the partition's transaction, with set-based SQL (counts and a few
example ids), never the rows of other partitions into memory.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import dagster as dg
import sqlalchemy as sa

from kg_pipeline.core.store import edges_table, evidence_table, nodes_table

PUBLISHED = dg.AssetKey("published_graph")
GRAPH_INTEGRITY = "published_edges_have_no_dangling_or_duplicate"

PUBLISHING_CHECK_SPECS: list[dg.AssetCheckSpec] = [
    dg.AssetCheckSpec(
        GRAPH_INTEGRITY,
        asset=PUBLISHED,
        description="Every active edge has both nodes and current evidence, all current "
        "evidence belongs to an active edge, and no (subject, predicate, object) is stored "
        "twice, so a consumer never follows an edge to nothing or counts a fact twice.",
        blocking=True,
        metadata={"severity": "ERROR", "blocking": True},
    )
]

SAMPLE = 10


@dataclass
class GraphIntegrity:
    problems: dict[str, list[str]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not any(self.counts.values())


def _count_and_sample(conn: sa.Connection, query: sa.Select) -> tuple[int, list[str]]:
    sub = query.subquery()
    count = conn.execute(sa.select(sa.func.count()).select_from(sub)).scalar_one()
    sample = [str(r[0]) for r in conn.execute(sa.select(sub).limit(SAMPLE))] if count else []
    return int(count), sample


def graph_integrity(engine: sa.Engine) -> GraphIntegrity:
    e, n, ev = edges_table, nodes_table, evidence_table
    subject_node = sa.select(n.c.entity_id).where(n.c.entity_id == e.c.subject_id).exists()
    object_node = sa.select(n.c.entity_id).where(n.c.entity_id == e.c.object_id).exists()
    current_evidence = (
        sa.select(ev.c.evidence_id)
        .where(ev.c.edge_id == e.c.edge_id, ev.c.status == "current")
        .exists()
    )
    active_edge = (
        sa.select(e.c.edge_id).where(e.c.edge_id == ev.c.edge_id, e.c.status == "active").exists()
    )
    predicate = sa.func.coalesce(e.c.predicate_id, e.c.predicate)
    queries: dict[str, sa.Select] = {
        "edges_missing_a_node": sa.select(e.c.edge_id).where(
            e.c.status == "active", sa.or_(~subject_node, ~object_node)
        ),
        "active_edges_without_current_evidence": sa.select(e.c.edge_id).where(
            e.c.status == "active", ~current_evidence
        ),
        "current_evidence_without_active_edge": sa.select(ev.c.evidence_id).where(
            ev.c.status == "current", ~active_edge
        ),
        "duplicate_edges": sa.select(
            (e.c.subject_id + " " + predicate + " " + e.c.object_id).label("triple")
        )
        .where(e.c.status == "active")
        .group_by(e.c.subject_id, predicate, e.c.object_id)
        .having(sa.func.count() > 1),
        "duplicate_evidence": sa.select(
            (ev.c.partition + " " + ev.c.candidate_id).label("candidate")
        )
        .where(ev.c.status == "current")
        .group_by(ev.c.partition, ev.c.candidate_id)
        .having(sa.func.count() > 1),
    }
    out = GraphIntegrity()
    with engine.connect() as conn:
        for name, query in queries.items():
            out.counts[name], out.problems[name] = _count_and_sample(conn, query)
    return out


def check_graph_integrity(engine: sa.Engine) -> dg.AssetCheckResult:
    integrity = graph_integrity(engine)
    bad = {k: v for k, v in integrity.counts.items() if v}
    table = "\n".join(
        ["| problem | rows | examples |", "|---|---:|---|"]
        + [
            f"| {k} | {v} | {', '.join(integrity.problems[k])} |"
            for k, v in integrity.counts.items()
            if v
        ]
    )
    return dg.AssetCheckResult(
        asset_key=PUBLISHED,
        check_name=GRAPH_INTEGRITY,
        passed=integrity.ok,
        severity=dg.AssetCheckSeverity.ERROR,
        description="no dangling or duplicate edges"
        if integrity.ok
        else f"{sum(bad.values())} problem rows: " + ", ".join(f"{k}={v}" for k, v in bad.items()),
        metadata={
            **{k: v for k, v in integrity.counts.items()},
            "problems": dg.MetadataValue.md(table if bad else "_none_"),
        },
    )
