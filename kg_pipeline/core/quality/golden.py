"""The golden set: labelled candidates the precision gate measures the production validator on.

A golden set is a folder holding `documents.jsonl` and `candidates.jsonl` in the formats of
`../shared/data` (candidates carry `label`, optionally `kind` and `split`). The bundled one is
twelve Re-DocRED test documents; `../shared/data/redocred_triples` with a split filter, or a
user's own labelled set in the same layout, work as they are.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from kg_pipeline.core.inputs.io import keep_split, read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Decision, Document, InputError, Verdict, Vocabulary
from kg_pipeline.core.quality.metrics import evaluation_report, is_positive
from kg_pipeline.core.validation.policy import PolicyConfig
from kg_pipeline.core.validation.validator import validate_candidates
from kg_pipeline.core.verifier.thresholds import precision_lower_bound

DOCUMENTS_FILE = "documents.jsonl"
CANDIDATES_FILE = "candidates.jsonl"


class GoldenSet(BaseModel):
    """Documents and labelled candidates, with where they came from and a fingerprint."""

    source: str
    split: str | None = None
    fingerprint: str
    """sha256 of the two files (and the split): which golden set an evaluation measured."""
    documents: list[Document]
    candidates: list[Candidate]

    def label_counts(self) -> dict[str, int]:
        return dict(Counter(c.label or "(none)" for c in self.candidates).most_common())

    def kind_counts(self) -> dict[str, int]:
        return dict(Counter(c.kind or "(none)" for c in self.candidates).most_common())


def load_golden_set(folder: str | Path, split: str | None = None) -> GoldenSet:
    """Read a golden set; with `split`, keep the documents of that split and their candidates.

    A golden set without a single labelled candidate is an input error: it cannot measure
    anything, and a gate fed by it would pass meaninglessly.
    """
    folder = Path(folder)
    docs_path, cands_path = folder / DOCUMENTS_FILE, folder / CANDIDATES_FILE
    for path in (docs_path, cands_path):
        if not path.is_file():
            raise InputError(str(path), None, "golden set file not found")
    docs = read_documents_jsonl(docs_path)
    cands = read_candidates_jsonl(cands_path)
    if split:
        docs, cands = keep_split(docs, cands, split, source=f"{docs_path} and {cands_path}")
    if not any(c.label is not None for c in cands):
        where = f" (split {split!r})" if split else ""
        raise InputError(str(cands_path), None, f"no candidate carries a `label`{where}")
    digest = hashlib.sha256()
    for path in (docs_path, cands_path):
        digest.update(path.read_bytes())
    digest.update((split or "").encode())
    return GoldenSet(
        source=str(folder),
        split=split or None,
        fingerprint=digest.hexdigest()[:16],
        documents=docs,
        candidates=cands,
    )


class GoldenEvaluation(BaseModel):
    """What the production validator did on the golden set, and the mistakes that matter."""

    source: str
    split: str | None = None
    fingerprint: str
    config: dict[str, Any]
    report: dict[str, Any]
    """`core.metrics.evaluation_report`: overall, by predicate, by kind, by deciding stage."""
    false_accepts: list[dict[str, Any]] = Field(default_factory=list)
    """Negatives the validator accepted: each one is a wrong edge it would publish."""

    @property
    def overall(self) -> dict[str, Any]:
        return dict(self.report["overall"])

    @property
    def accept_precision_lower_bound(self) -> float | None:
        """One-sided 95% Clopper-Pearson lower bound on ACCEPT precision: what the measured
        precision promises, given how few ACCEPTs it rests on."""
        accepted = int(self.overall["accepted"])
        if accepted == 0:
            return None
        correct = accepted - len(self.false_accepts)
        return round(precision_lower_bound(correct, accepted), 4)

    def predicate_precision(self) -> dict[str, dict[str, float | int | None]]:
        """ACCEPT precision and support per predicate, for comparing evaluations."""
        return {
            pred: {"precision": s["accept_precision"], "accepted": s["accepted"]}
            for pred, s in self.report["by_predicate"].items()
            if s["accepted"]
        }


def evaluate_golden_set(
    golden: GoldenSet, vocabulary: Vocabulary, config: PolicyConfig, use_verifier: bool = False
) -> GoldenEvaluation:
    """Run the production validator with the production policy (the neural tier too when
    production uses it); report and list false accepts."""
    verifier = None
    if use_verifier:
        from kg_pipeline.core.verifier.reader import DocumentReader

        verifier = DocumentReader.packaged()
    verdicts = validate_candidates(
        golden.documents, golden.candidates, vocabulary, config=config, verifier=verifier
    )
    return GoldenEvaluation(
        source=golden.source,
        split=golden.split,
        fingerprint=golden.fingerprint,
        config={**config.model_dump(), "verifier": verifier.version if verifier else None},
        report=evaluation_report(verdicts),
        false_accepts=false_accepts(verdicts),
    )


def false_accepts(verdicts: Iterable[Verdict]) -> list[dict[str, Any]]:
    return [
        {
            "candidate_id": v.candidate_id,
            "doc_id": v.doc_id,
            "subject": v.subject,
            "predicate": v.predicate,
            "object": v.object,
            "kind": v.kind,
            "confidence": round(v.confidence, 4),
            "evidence_span": v.evidence_span,
        }
        for v in verdicts
        if v.decision == Decision.ACCEPT and v.label is not None and not is_positive(v.label)
    ]


def _fmt(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}"


def groups_markdown(groups: dict[str, dict[str, Any]], limit: int = 40) -> str:
    """A table of per-group summaries (by predicate, kind or stage), largest groups first."""
    if not groups:
        return "_none_"
    lines = [
        "| group | candidates | accepted | ACCEPT precision | ACCEPT recall "
        "| REJECT precision | review rate |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    ranked = sorted(groups.items(), key=lambda kv: (-kv[1]["candidates"], kv[0]))
    for name, s in ranked[:limit]:
        lines.append(
            f"| {name.replace('|', '/')} | {s['candidates']} | {s['accepted']} "
            f"| {_fmt(s['accept_precision'])} | {_fmt(s['accept_recall'])} "
            f"| {_fmt(s['reject_precision'])} | {_fmt(s['review_rate'])} |"
        )
    if len(ranked) > limit:
        lines.append(f"| … {len(ranked) - limit} more | | | | | | |")
    return "\n".join(lines)
