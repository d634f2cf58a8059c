"""Stage 1, structure: what can be said of a candidate before reading the vocabulary or the
document."""

from __future__ import annotations

from kg_pipeline.core.models import (
    Document,
    Reason,
)
from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.work import Work

MAX_ENDPOINT_CHARS = 300
MAX_PREDICATE_CHARS = 120


def check_structure(w: Work, doc: Document | None) -> bool:
    """Stage 1: the record parses, endpoints are non-empty and not too long, no self loop, the
    document is known. True when this settles the candidate."""
    cand = w.cand
    if cand.input_problem:
        # A chunk the extractor could not get through is a failed extraction, not bad input.
        reason = Reason.EXTRACTION_FAILED if cand.parse_mode == "failed" else Reason.MALFORMED
        w.record("structure", [reason], problem=cand.input_problem)
        return True
    reasons: list[Reason] = []
    problems: list[str] = []
    for name, value, limit in (
        ("subject", w.subject, MAX_ENDPOINT_CHARS),
        ("predicate", w.predicate_label, MAX_PREDICATE_CHARS),
        ("object", w.object, MAX_ENDPOINT_CHARS),
    ):
        if not value and name == "predicate":
            # Not an endpoint: the source (e.g. GraphRAG) states no relationship type.
            reasons.append(Reason.UNKNOWN_PREDICATE)
            problems.append("no predicate: the source states no relationship type")
        elif not value:
            reasons.append(Reason.EMPTY_ENDPOINT)
            problems.append(f"{name} is empty")
        elif len(value) > limit:
            reasons.append(Reason.MALFORMED)
            problems.append(f"{name} longer than {limit} characters")
    if w.subject and fold(w.subject) == fold(w.object):
        types = {t.upper() for t in (w.subject_type, w.object_type) if t}
        if len(types) == 2:
            # Two entities that share a name ("Swedish" the language and the adjective of the
            # country): not merged blindly, and no tier can tell their mentions apart.
            reasons.append(Reason.AMBIGUOUS_ENTITY)
            problems.append(
                f"subject and object share a name but not a type ({w.subject_type}, "
                f"{w.object_type}): two entities the name alone cannot tell apart"
            )
        else:
            reasons.append(Reason.SELF_LOOP)
            problems.append("subject and object are the same entity")
    if doc is None:
        reasons.append(Reason.UNKNOWN_DOCUMENT)
        where = cand.source_ref or f"candidate {cand.candidate_id}"
        problems.append(f"{where}: doc_id {cand.doc_id!r} is not among the documents")
    w.record("structure", list(dict.fromkeys(reasons)), problems=problems or None)
    return bool(reasons)
