"""Evidence that supports the edge: an accepted verdict's span must hold a mention of each
endpoint, found the way the validator finds them (name, the candidate's aliases, the document's
own aliases for the entity; exact, normalised, then fuzzy). A quote that is some other sentence
of the document is not evidence for the edge, however verbatim it is.

Read by the blocking asset check `evidence_spans_mention_both_endpoints` and by tests; it
recomputes mentions from the document rather than trusting what the verdict says about itself.
"""

from __future__ import annotations

from typing import Any

from kg_pipeline.core.models import Document, Verdict
from kg_pipeline.core.validation.grounding import holds_each_endpoint
from kg_pipeline.core.validation.resolution import DocumentIndex, Mention


def _aliases(raw: dict[str, Any] | None, role: str) -> list[str]:
    values = (raw or {}).get(f"{role}_aliases") or []
    return [a for a in values if isinstance(a, str) and a.strip()]


def endpoint_mentions(
    index: DocumentIndex, name: str, aliases: list[str], entity_type: str | None
) -> list[Mention]:
    """Every mention of one endpoint: its names as given, plus the document's own entity."""
    found = {(m.start, m.end): m for m in index.resolve([name, *aliases], entity_type).mentions}
    known = index.entity_for([name], entity_type)
    if known is not None:
        for m in known.mentions:
            found.setdefault((m.start, m.end), m)
    return sorted(found.values(), key=lambda m: m.start)


def evidence_endpoint_problem(
    doc: Document | None, v: Verdict, index: DocumentIndex | None = None
) -> str | None:
    """Why an accepted verdict's evidence span does not mention both endpoints, or None."""
    if doc is None:
        return f"document {v.doc_id!r} not among this partition's documents"
    if v.evidence_start is None or v.evidence_end is None:
        return "no evidence span or offsets"
    index = index or DocumentIndex(doc)
    raw = v.raw_candidate if isinstance(v.raw_candidate, dict) else None
    s_alias, o_alias = _aliases(raw, "subject"), _aliases(raw, "object")
    if v.flipped:  # an inverse label was flipped: the raw record names them the other way
        s_alias, o_alias = o_alias, s_alias
    subjects = endpoint_mentions(index, v.subject, s_alias, v.subject_type)
    objects = endpoint_mentions(index, v.object, o_alias, v.object_type)
    if holds_each_endpoint(v.evidence_start, v.evidence_end, subjects, objects):
        return None
    span = (v.evidence_span or "")[:60]
    missing = [
        role
        for role, ms in (("subject", subjects), ("object", objects))
        if not any(v.evidence_start <= m.start and m.end <= v.evidence_end for m in ms)
    ]
    return f"span {span!r} does not mention the {' or the '.join(missing)}"
