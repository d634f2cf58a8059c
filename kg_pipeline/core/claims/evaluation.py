"""Score the audit against the labelled shared sets (FaithBench, WiCE) with balanced accuracy.

Balanced accuracy because both sets are skewed (WiCE test is 31% SUPPORTED, FaithBench 59%
hallucinated) and the FaithBench paper anchors detectors on it (~50% on its hard cases).
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from kg_pipeline.core.claims.config import DEFAULT_CONFIG, MappingConfig
from kg_pipeline.core.claims.mapping import audit_item
from kg_pipeline.core.claims.models import ClaimItem, ClaimStatus, ItemAudit
from kg_pipeline.core.models import InputError

# FaithBench categories counted as a hallucination: the "unwanted" ones, as `hallucinated_unwanted`.
HALLUCINATED = frozenset({"CONFLICT", "UNMAPPED", "UNWANTED_UNTYPED"})
NOT_HALLUCINATED = frozenset({"SUPPORTED", "BENIGN", "QUESTIONABLE"})


def iter_items(path: str | Path) -> Iterator[ClaimItem]:
    """Items of a JSONL file; a bad line raises InputError naming the file and line."""
    path = Path(path)
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise InputError(str(path), None, f"cannot read items: {exc.strerror or exc}") from exc
    with handle:
        for line_no, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(str(path), line_no, f"not JSON: {exc.msg}") from exc
            if not isinstance(record, dict):
                raise InputError(str(path), line_no, "expected a JSON object")
            try:
                yield ClaimItem.model_validate(record)
            except ValidationError as exc:
                problem = "; ".join(
                    f"{'.'.join(str(p) for p in err['loc']) or 'record'}: {err['msg']}"
                    for err in exc.errors()
                )
                raise InputError(str(path), record.get("item_id", line_no), problem) from exc


def balanced_accuracy(gold: list[bool], predicted: list[bool]) -> dict[str, Any]:
    """Balanced accuracy with the confusion counts behind it (None when a class is absent)."""
    tp = sum(g and p for g, p in zip(gold, predicted, strict=True))
    fn = sum(g and not p for g, p in zip(gold, predicted, strict=True))
    tn = sum(not g and not p for g, p in zip(gold, predicted, strict=True))
    fp = sum(not g and p for g, p in zip(gold, predicted, strict=True))
    tpr = tp / (tp + fn) if tp + fn else None
    tnr = tn / (tn + fp) if tn + fp else None
    bacc = (tpr + tnr) / 2 if tpr is not None and tnr is not None else None
    return {
        "n": len(gold),
        "balanced_accuracy": None if bacc is None else round(bacc, 4),
        "tpr": None if tpr is None else round(tpr, 4),
        "tnr": None if tnr is None else round(tnr, 4),
        "tp": tp,
        "fn": fn,
        "tn": tn,
        "fp": fp,
    }


def _flagged(audit: ItemAudit) -> bool:
    return any(m.status != ClaimStatus.MAPPED for m in audit.mappings)


def _labels(item: ClaimItem) -> dict[str, Any]:
    labels = getattr(item, "labels", None)
    return labels if isinstance(labels, dict) else {}


def evaluate_wice(pairs: list[tuple[ClaimItem, ItemAudit]]) -> dict[str, Any] | None:
    """Item level: gold SUPPORTED against PARTIALLY/NOT; predicted SUPPORTED when every claim
    is MAPPED."""
    rows = [(i, a) for i, a in pairs if "claim_label" in _labels(i)]
    if not rows:
        return None
    gold = [_labels(i)["claim_label"] == "SUPPORTED" for i, _ in rows]
    predicted = [not _flagged(a) for _, a in rows]
    by_label: dict[str, dict[str, Any]] = {}
    for (item, _), pred in zip(rows, predicted, strict=True):
        entry = by_label.setdefault(
            _labels(item)["claim_label"], {"n": 0, "predicted_supported": 0}
        )
        entry["n"] += 1
        entry["predicted_supported"] += int(pred)
    return {
        "item_level": {"positive": "SUPPORTED (vs partially/not supported)"}
        | balanced_accuracy(gold, predicted),
        "by_gold_label": by_label,
    }


def _sentence_flags(audit: ItemAudit, start: int, end: int) -> bool | None:
    overlapping = [m for m in audit.mappings if m.claim_start < end and m.claim_end > start]
    if not overlapping:
        return None
    return any(m.status != ClaimStatus.MAPPED for m in overlapping)


def evaluate_faithbench(pairs: list[tuple[ClaimItem, ItemAudit]]) -> dict[str, Any] | None:
    """Item level on `hallucinated_unwanted`; sentence level on the labelled summary sentences
    (a sentence is predicted hallucinated when any claim overlapping it is not MAPPED)."""
    rows = [(i, a) for i, a in pairs if "hallucinated_unwanted" in _labels(i)]
    if not rows:
        return None
    gold = [bool(_labels(i)["hallucinated_unwanted"]) for i, _ in rows]
    predicted = [_flagged(a) for _, a in rows]
    s_gold: list[bool] = []
    s_pred: list[bool] = []
    without_claim = 0
    for item, audit in rows:
        for sentence in _labels(item).get("sentences", []):
            label = sentence.get("label_any_annotator")
            if label not in HALLUCINATED and label not in NOT_HALLUCINATED:
                continue
            flag = _sentence_flags(audit, sentence["start"], sentence["end"])
            if flag is None:
                without_claim += 1  # e.g. a preamble line: nothing asserted, predicted clean
                flag = False
            s_gold.append(label in HALLUCINATED)
            s_pred.append(flag)
    return {
        "item_level": {"positive": "hallucinated_unwanted"} | balanced_accuracy(gold, predicted),
        "sentence_level": {"positive": "CONFLICT/UNMAPPED/UNWANTED_UNTYPED (any annotator)"}
        | balanced_accuracy(s_gold, s_pred)
        | {"sentences_without_claim": without_claim},
        "stored_detector_predictions": _stored_detectors([i for i, _ in rows], gold),
    }


def _stored_detectors(items: list[ClaimItem], gold: list[bool]) -> dict[str, Any]:
    """Item-level balanced accuracy of the detector outputs FaithBench ships in `meta`
    (score >= 0.5 read as "consistent"), for a same-items comparison with the ~50% anchor."""
    names: Counter[str] = Counter()
    for item in items:
        meta = getattr(item, "meta", None) or {}
        names.update((meta.get("detector_predictions") or {}).keys())
    out: dict[str, Any] = {}
    for name in sorted(names):
        g: list[bool] = []
        p: list[bool] = []
        for item, label in zip(items, gold, strict=True):
            value = ((getattr(item, "meta", None) or {}).get("detector_predictions") or {}).get(
                name
            )
            if isinstance(value, int | float):
                g.append(label)
                p.append(value < 0.5)
        out[name] = balanced_accuracy(g, p)["balanced_accuracy"]
    return out


def evaluate(
    items: Iterable[ClaimItem],
    *,
    config: MappingConfig = DEFAULT_CONFIG,
    auditor: Any = None,
) -> dict[str, Any]:
    """Audit every item (deterministically unless `auditor(item) -> ItemAudit` is given) and
    report on whichever labelled sets are present."""
    started = time.perf_counter()
    pairs: list[tuple[ClaimItem, ItemAudit]] = []
    for item in items:
        audit = auditor(item) if auditor is not None else audit_item(item, config)
        pairs.append((item, audit))
    statuses = Counter(m.status.value for _, a in pairs for m in a.mappings)
    confidences = Counter(m.confidence.value for _, a in pairs for m in a.mappings)
    report: dict[str, Any] = {
        "items": len(pairs),
        "claims": sum(len(a.mappings) for _, a in pairs),
        "status_counts": dict(statuses),
        "confidence_counts": dict(confidences),
        "items_needing_review": sum(a.coverage.needs_review for _, a in pairs),
        "config": config.model_dump(),
    }
    wice = evaluate_wice(pairs)
    if wice is not None:
        report["wice"] = wice
    faithbench = evaluate_faithbench(pairs)
    if faithbench is not None:
        report["faithbench"] = faithbench
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report
