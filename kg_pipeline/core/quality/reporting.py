"""Small summaries of verdicts for run metadata and the command line."""

from __future__ import annotations

from collections import Counter

from kg_pipeline.core.models import Verdict


def reason_counts(verdicts: list[Verdict]) -> dict[str, int]:
    counts: Counter[str] = Counter(r.value for v in verdicts for r in v.reasons)
    return dict(counts.most_common())


def reasons_markdown(verdicts: list[Verdict]) -> str:
    return counts_markdown(reason_counts(verdicts))


def counts_markdown(counts: dict[str, int]) -> str:
    """Reason counts as a Markdown table (from records or from a stored `reasons` column)."""
    if not counts:
        return "_none_"
    lines = ["| reason | candidates |", "|---|---:|"]
    lines += [f"| {reason} | {n} |" for reason, n in counts.items()]
    return "\n".join(lines)


def _cell(text: str | None, limit: int = 120) -> str:
    text = (text or "").replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def sample_markdown(verdicts: list[Verdict], n: int = 10) -> str:
    if not verdicts:
        return "_none_"
    lines = ["| candidate | triple | reasons | evidence |", "|---|---|---|---|"]
    for v in verdicts[:n]:
        triple = _cell(f"{v.subject} — {v.predicate} → {v.object}", 80)
        reasons = ", ".join(r.value for r in v.reasons)
        lines.append(f"| {v.candidate_id} | {triple} | {reasons} | {_cell(v.evidence_span)} |")
    return "\n".join(lines)
