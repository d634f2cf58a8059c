"""The desk's reads and its one extra write, in SQLAlchemy Core with bound parameters only.

Reads go against the store's own tables (`kg_pipeline.core.store`); decisions go through
`GraphStore.record_review` (queue) and `GraphStore.overturn_rejection` (ledger), which append to
the decision log; the latest decision per (candidate, input) is the one shown and counted.
Filtering by reason and tier needs the JSON columns (`reasons`, `stages`), so the partition is
narrowed in SQL and the rest in Python over light rows: fine for tens of thousands of items per
selection.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from kg_pipeline.core.models import Decision
from kg_pipeline.core.store import (
    GraphStore,
    document_revisions,
    documents_table,
    edges_table,
    evidence_table,
    latest_rows,
    nodes_table,
    partition_documents,
    rejected_table,
    review_table,
)
from kg_pipeline.web.highlight import (
    Span,
    find_mention,
    passage_window,
    segments,
    sentence_bounds,
)
from kg_pipeline.web.models import (
    STAGE_TIER,
    Decided,
    DeskFilter,
    HistoryEntry,
    ItemDetail,
    ItemRow,
    ItemStatus,
    Ledger,
    Sibling,
    SortKey,
    Tier,
)

FACETS = ("partition", "predicate", "reason", "tier", "status")


def _table(ledger: Ledger) -> sa.Table:
    return review_table if ledger == Ledger.QUEUE else rejected_table


def tier_of(stages: list[dict[str, Any]]) -> Tier:
    """A reviewer if one decided; else the first stage that did not pass and gave a reason;
    else the score (the decision stage) when only it held the candidate back."""
    failing = [s for s in stages if str(s.get("outcome", "")).lower() not in ("pass", "skip")]
    if any(s.get("stage") == "review" for s in failing):
        return Tier.REVIEWER
    for stage in failing:
        if stage.get("reasons"):
            return STAGE_TIER.get(str(stage.get("stage")), Tier.OTHER)
    return STAGE_TIER.get(str(failing[-1].get("stage")), Tier.OTHER) if failing else Tier.OTHER


def _decisions_join(table: sa.Table, latest: sa.Subquery) -> Any:
    """The items with the latest decision on exactly their input (same hash), if any."""
    return table.outerjoin(
        latest,
        sa.and_(
            latest.c.candidate_id == table.c.candidate_id,
            latest.c.input_hash == table.c.input_hash,
        ),
    )


def _endpoints_resolved(stages: list[dict[str, Any]]) -> bool:
    return any(s.get("stage") == "endpoints" and s.get("outcome") == "pass" for s in stages)


def _row(r: Any, ledger: Ledger) -> ItemRow:
    """A queue item is pending when its latest decision is one publication can honour; a
    ledger item when its latest decision is an ACCEPT (an overturn)."""
    stages = json.loads(r.stages)
    acceptable = r.evidence_span is not None and _endpoints_resolved(stages)
    if ledger == Ledger.QUEUE:
        pending = r.decision == Decision.REJECT.value or (
            r.decision == Decision.ACCEPT.value and acceptable
        )
    else:
        pending = r.decision == Decision.ACCEPT.value
    status = ItemStatus.PENDING if pending else ItemStatus.OPEN
    return ItemRow(
        partition=r.partition,
        candidate_id=r.candidate_id,
        doc_id=r.doc_id,
        subject=r.subject,
        predicate=r.predicate,
        object=r.object,
        reasons=json.loads(r.reasons),
        confidence=float(r.confidence),
        tier=tier_of(stages),
        has_evidence=r.evidence_span is not None,
        acceptable=acceptable,
        status=status,
        decision=r.decision if status == ItemStatus.PENDING else None,
        reviewer=r.reviewer if status == ItemStatus.PENDING else None,
    )


def _base_rows(conn: sa.Connection, flt: DeskFilter, partition: bool) -> list[ItemRow]:
    t, d = _table(flt.ledger), latest_rows()
    query = sa.select(
        t.c.partition,
        t.c.candidate_id,
        t.c.doc_id,
        t.c.subject,
        t.c.predicate,
        t.c.object,
        t.c.reasons,
        t.c.confidence,
        t.c.stages,
        t.c.evidence_span,
        d.c.decision,
        d.c.reviewer,
    ).select_from(_decisions_join(t, d))
    if partition and flt.partition:
        query = query.where(t.c.partition == flt.partition)
    return [_row(r, flt.ledger) for r in conn.execute(query)]


def _keep(row: ItemRow, flt: DeskFilter, skip: str | None = None) -> bool:
    checks = {
        "status": row.status == flt.status,
        "partition": flt.partition is None or row.partition == flt.partition,
        "predicate": flt.predicate is None or row.predicate == flt.predicate,
        "reason": flt.reason is None or flt.reason in row.reasons,
        "tier": flt.tier is None or row.tier == flt.tier,
    }
    if flt.min_confidence is not None and row.confidence < flt.min_confidence:
        return False
    if flt.max_confidence is not None and row.confidence > flt.max_confidence:
        return False
    return all(ok for name, ok in checks.items() if name != skip)


def _sorted(rows: list[ItemRow], key: SortKey) -> list[ItemRow]:
    ident = [(r.partition, r.candidate_id) for r in rows]
    order = sorted(range(len(rows)), key=lambda i: ident[i])
    rows = [rows[i] for i in order]
    if key == SortKey.CONFIDENCE_DESC:
        return sorted(rows, key=lambda r: -r.confidence)
    if key == SortKey.CONFIDENCE_ASC:
        return sorted(rows, key=lambda r: r.confidence)
    if key == SortKey.PREDICATE:
        return sorted(rows, key=lambda r: r.predicate or "")
    if key == SortKey.PARTITION_DESC:
        return sorted(rows, key=lambda r: r.partition, reverse=True)
    return sorted(rows, key=lambda r: r.candidate_id)


def select_items(store: GraphStore, flt: DeskFilter) -> tuple[list[ItemRow], dict[str, Counter]]:
    """The filtered, sorted selection and, per facet, counts under the other filters."""
    with store.engine.connect() as conn:
        everywhere = _base_rows(conn, flt, partition=False)
    counts: dict[str, Counter] = {}
    for facet in FACETS:
        counter: Counter = Counter()
        for row in everywhere:
            if not _keep(row, flt, skip=facet):
                continue
            if facet == "reason":
                counter.update(row.reasons)
            else:
                counter[str(getattr(row, facet) or "")] += 1
        counts[facet] = counter
    return _sorted([r for r in everywhere if _keep(r, flt)], flt.sort), counts


def _document(conn: sa.Connection, partition: str, doc_id: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {"text": "", "revision": None, "current": None, "current_partition": None}
    if doc_id is None:
        return out
    pd, rev, docs = partition_documents, document_revisions, documents_table
    revision = conn.execute(
        sa.select(pd.c.content_hash).where(pd.c.partition == partition, pd.c.doc_id == doc_id)
    ).scalar()
    current = conn.execute(
        sa.select(docs.c.content_hash, docs.c.partition, docs.c.text).where(docs.c.doc_id == doc_id)
    ).first()
    if current is not None:
        out.update(current=current.content_hash, current_partition=current.partition)
    if revision is not None:
        out["revision"] = revision
        out["text"] = conn.execute(
            sa.select(rev.c.text).where(rev.c.doc_id == doc_id, rev.c.content_hash == revision)
        ).scalar_one()
    elif current is not None:
        out["text"] = current.text
    return out


def _names(raw: dict[str, Any], role: str, name: str | None) -> list[str]:
    names = [name or ""]
    aliases = raw.get(f"{role}_aliases")
    if isinstance(aliases, list):
        names += [a for a in aliases if isinstance(a, str)]
    return names


def get_item(store: GraphStore, ledger: Ledger, partition: str, candidate_id: str) -> ItemDetail:
    """One item with its passage cut into highlighted segments; KeyError when absent."""
    t = _table(ledger)
    d = latest_rows()
    with store.engine.connect() as conn:
        r = conn.execute(
            sa.select(
                *(c for c in t.c if c.name != "status"),
                d.c.decision,
                d.c.reviewer,
                d.c.reason.label("decision_reason"),
                d.c.decided_at,
            )
            .select_from(_decisions_join(t, d))
            .where(t.c.partition == partition, t.c.candidate_id == candidate_id)
        ).first()
        if r is None:
            raise KeyError(candidate_id)
        doc = _document(conn, partition, r.doc_id)
        siblings_raw = _sibling_rows(conn, partition, r.doc_id, candidate_id)
    row = _row(r, ledger)
    stages = json.loads(r.stages)
    raw = json.loads(r.raw_candidate)
    text: str = doc["text"]
    spans: list[Span] = []
    evidence: tuple[int, int] | None = None
    if r.evidence_start is not None and r.evidence_end is not None:
        evidence = (int(r.evidence_start), int(r.evidence_end))
        spans.append((evidence[0], evidence[1], "evidence"))
    window = next((s["detail"].get("window") for s in stages if s.get("stage") == "support"), None)
    near = evidence or (tuple(window) if isinstance(window, list) and len(window) == 2 else None)
    found: dict[str, bool] = {}
    for role, name in (("subject", r.subject), ("object", r.object)):
        at = find_mention(text, _names(raw, role, name), near)  # type: ignore[arg-type]
        found[role] = at is not None
        if at is not None:
            spans.append((at[0], at[1], role))
    lo, hi = passage_window(text, spans)
    anchor = near or ((min(s for s, _, _ in spans), max(e for _, e, _ in spans)) if spans else None)
    siblings: list[Sibling] = []
    if anchor is not None and text:
        s_lo, s_hi = sentence_bounds(text, anchor[0], anchor[1])
        sentence = text[s_lo:s_hi].casefold()
        for sib in siblings_raw:
            start, end = sib.pop("evidence_start"), sib.pop("evidence_end")
            if start is not None and end is not None:
                inside = start < s_hi and end > s_lo
            else:
                inside = all(
                    (sib[k] or "").casefold() in sentence and sib[k] for k in ("subject", "object")
                )
            if inside:
                siblings.append(Sibling(**sib))
    decided = None
    if r.decision is not None:
        decided = Decided(
            candidate_id=candidate_id,
            input_hash=r.input_hash,
            decision=r.decision,
            reviewer=r.reviewer,
            reason=r.decision_reason,
            decided_at=r.decided_at,
        )
    endpoints_ok = _endpoints_resolved(stages)
    blocker = None
    if r.evidence_span is None:
        blocker = "no evidence span: publishing an accepted edge needs one"
    elif not endpoints_ok:
        blocker = "an endpoint was not resolved in the source: no entity to publish"
    return ItemDetail(
        row=row,
        input_hash=r.input_hash,
        stages=stages,
        evidence_span=r.evidence_span,
        evidence_start=r.evidence_start,
        evidence_end=r.evidence_end,
        raw_candidate=raw,
        validated_at=r.validated_at,
        decided=decided,
        revision=doc["revision"],
        current_revision=doc["current"],
        current_partition=doc["current_partition"],
        passage=segments(text, lo, hi, spans),
        passage_start=lo,
        passage_end=hi,
        document_length=len(text),
        mentions_found=found,
        siblings=siblings,
        history=_history(store, candidate_id, r.input_hash),
        can_accept=blocker is None,
        accept_blocker=blocker,
    )


def _sibling_rows(
    conn: sa.Connection, partition: str, doc_id: str | None, candidate_id: str
) -> list[dict[str, Any]]:
    """Every other candidate of the document in this partition: queued, rejected, published."""
    if doc_id is None:
        return []
    out: list[dict[str, Any]] = []
    for ledger in (Ledger.QUEUE, Ledger.REJECTED):
        t = _table(ledger)
        for r in conn.execute(
            sa.select(
                t.c.candidate_id,
                t.c.subject,
                t.c.predicate,
                t.c.object,
                t.c.confidence,
                t.c.evidence_start,
                t.c.evidence_end,
            ).where(
                t.c.partition == partition, t.c.doc_id == doc_id, t.c.candidate_id != candidate_id
            )
        ):
            out.append(
                {
                    **r._asdict(),
                    "partition": partition,
                    "outcome": "REVIEW" if ledger == Ledger.QUEUE else "REJECT",
                    "ledger": ledger,
                }
            )
    ev, e = evidence_table, edges_table
    subj, obj = nodes_table.alias("subj"), nodes_table.alias("obj")
    for r in conn.execute(
        sa.select(
            ev.c.candidate_id,
            subj.c.name.label("subject"),
            e.c.predicate,
            obj.c.name.label("object"),
            ev.c.confidence,
            ev.c.evidence_start,
            ev.c.evidence_end,
        )
        .select_from(
            ev.join(e, e.c.edge_id == ev.c.edge_id)
            .join(subj, subj.c.entity_id == e.c.subject_id)
            .join(obj, obj.c.entity_id == e.c.object_id)
        )
        .where(ev.c.partition == partition, ev.c.doc_id == doc_id)
    ):
        out.append({**r._asdict(), "partition": partition, "outcome": "ACCEPT", "ledger": None})
    return sorted(out, key=lambda s: (s["evidence_start"] is None, s["evidence_start"] or 0))


def partitions(store: GraphStore) -> list[str]:
    with store.engine.connect() as conn:
        found: set[str] = set()
        for t in (review_table, rejected_table):
            found |= set(conn.execute(sa.select(t.c.partition).distinct()).scalars())
    return sorted(found, reverse=True)


def _history(store: GraphStore, candidate_id: str, input_hash: str) -> list[HistoryEntry]:
    """Every decision on the candidate, newest first; those on another input are marked."""
    return [
        HistoryEntry(decision=d, same_input=d.input_hash == input_hash)
        for d in reversed(store.decision_history(candidate_id))
    ]


def decided_items(store: GraphStore, partition: str | None) -> list[dict[str, Any]]:
    """The decision that counts per (candidate, input), with the snapshot the log took of the
    candidate and document revision it was made on (the live tables are not searched)."""
    d = latest_rows()
    query = sa.select(d).order_by(d.c.decided_at, d.c.id)
    if partition:
        query = query.where(d.c.partition == partition)
    out: list[dict[str, Any]] = []
    with store.engine.connect() as conn:
        for dec in conn.execute(query):
            raw = json.loads(dec.raw_candidate) if dec.raw_candidate else {}
            candidate = {"candidate_id": dec.candidate_id, **_candidate(raw, dec)}
            out.append(
                {
                    "candidate": candidate,
                    "decision": dec.decision,
                    "reviewer": dec.reviewer,
                    "reason": dec.reason,
                    "decided_at": dec.decided_at,
                    "decision_id": dec.id,
                    "previous_id": dec.previous_id,
                    "partition": dec.partition,
                    "doc_id": dec.doc_id,
                    "revision": dec.doc_content_hash,
                }
            )
    return out


_CANDIDATE_KEYS: Sequence[str] = (
    "candidate_id", "doc_id", "subject", "predicate", "object", "subject_type", "object_type",
    "evidence", "subject_aliases", "object_aliases", "predicate_id", "statement", "polarity",
    "modality", "extractor", "model", "prompt_version",
)  # fmt: skip


def _candidate(raw: dict[str, Any], found: Any) -> dict[str, Any]:
    """The shared candidate format: the raw candidate's fields, else the stored row's."""
    out = {k: raw[k] for k in _CANDIDATE_KEYS if raw.get(k) not in (None, [], "")}
    mapping = found._mapping
    for key in ("doc_id", "subject", "predicate", "object", "subject_type", "object_type"):
        if key not in out and mapping.get(key) is not None:
            out[key] = mapping[key]
    if "evidence" not in out and mapping.get("evidence_span"):
        out["evidence"] = mapping["evidence_span"]
    return out


def document_revision(store: GraphStore, doc_id: str, revision: str) -> str | None:
    with store.engine.connect() as conn:
        return conn.execute(
            sa.select(document_revisions.c.text).where(
                document_revisions.c.doc_id == doc_id,
                document_revisions.c.content_hash == revision,
            )
        ).scalar()


def as_text(value: datetime | None) -> str:
    return value.isoformat() if value is not None else ""
