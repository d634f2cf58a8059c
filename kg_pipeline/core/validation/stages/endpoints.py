"""Stage 3, endpoints: each endpoint found in the document (exact, normalised, fuzzy) and
resolved to a canonical entity; a name several known entities share goes to review."""

from __future__ import annotations

from kg_pipeline.core.models import (
    Reason,
)
from kg_pipeline.core.validation.resolution import DocumentIndex, Resolution
from kg_pipeline.core.validation.work import Work


def check_endpoints(w: Work, index: DocumentIndex) -> tuple[Resolution, Resolution] | None:
    """Stage 3: both endpoints found in the document, with canonical ids; their resolutions, or
    None when one is missing."""
    subj = index.resolve([w.subject, *w.subject_aliases], w.subject_type)
    obj = index.resolve([w.object, *w.object_aliases], w.object_type)
    w.subject_id, w.object_id = subj.entity_id, obj.entity_id
    reasons: list[Reason] = []
    missing = [r.name for r in (subj, obj) if not r.found]
    if missing:
        reasons.append(Reason.ENTITY_NOT_IN_SOURCE)
    ambiguous = {r.name: list(r.ambiguous_with) for r in (subj, obj) if r.ambiguous_with}
    if ambiguous:
        reasons.append(Reason.AMBIGUOUS_ENTITY)
    matches = [r.best_match for r in (subj, obj) if r.found]
    w.features["endpoint_exact"] = 1.0 if matches and all(m == "exact" for m in matches) else 0
    w.features["endpoint_fuzzy"] = 1.0 if "fuzzy" in matches else 0.0
    w.record(
        "endpoints",
        reasons,
        subject_id=subj.entity_id,
        object_id=obj.entity_id,
        subject_match=subj.best_match,
        object_match=obj.best_match,
        not_found=missing or None,
        ambiguous=ambiguous or None,
    )
    if missing:
        return None
    return subj, obj
