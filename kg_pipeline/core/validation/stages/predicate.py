"""Stage 2, vocabulary: the predicate resolved (labels, ids, synonyms, inverse labels flipped
and recorded) and the endpoint types checked against its domain and range."""

from __future__ import annotations

from typing import Any

from kg_pipeline.core.models import (
    Reason,
)
from kg_pipeline.core.validation.vocabulary import PredicateIndex
from kg_pipeline.core.validation.work import Work


def check_predicate(w: Work, predicates: PredicateIndex) -> bool:
    """Stage 2: the predicate is known (an inverse label flipped and recorded) and the endpoint
    types fit its domain and range. True when this settles the candidate."""
    match = predicates.resolve(w.predicate_label)
    if match is None:
        w.record("vocabulary", [Reason.UNKNOWN_PREDICATE], predicate=w.predicate_label)
        return True
    pred = match.predicate
    w.predicate_id = pred.predicate_id
    if match.flipped:
        # An inverse label states the same fact the other way round: flip, and say so.
        w.subject, w.object = w.object, w.subject
        w.subject_type, w.object_type = w.object_type, w.subject_type
        w.subject_aliases, w.object_aliases = w.object_aliases, w.subject_aliases
        w.flipped = True
    original = w.predicate_label
    w.predicate_label = pred.label
    reasons: list[Reason] = []
    detail_types: dict[str, Any] = {}
    if pred.type_pairs and w.subject_type and w.object_type:
        pairs = match.type_pairs
        if (w.subject_type, w.object_type) not in pairs:
            reasons.append(Reason.TYPE_MISMATCH)
        detail_types = {
            "types": f"{w.subject_type}-{w.object_type}",
            "inverse_fits": (w.object_type, w.subject_type) in pairs,
        }
    w.record(
        "vocabulary",
        reasons,
        predicate=pred.label,
        predicate_id=pred.predicate_id,
        matched_via=match.via,
        original_predicate=original if original != pred.label else None,
        flipped=w.flipped or None,
        **detail_types,
    )
    return bool(reasons)
