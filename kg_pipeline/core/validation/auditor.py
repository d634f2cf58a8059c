"""The evidence auditor: an LLM second opinion on what the deterministic stages left undecided.

Only candidates that reached the score and landed between the thresholds (REVIEW with
LOW_CONFIDENCE) are audited; everything else is already settled by the text. They are grouped
by document and sent in batches of 20 to 30 relationships with a risk level (HIGH: explicit
support only; MEDIUM: strong implication allowed). The reply is validated before anything is
taken from it: every input id exactly once, no new ids, verdict PRESERVE or PRUNE, a removal
reason from the closed list for PRUNE, and for PRESERVE an evidence quote found verbatim in the
source. An invalid reply is retried once with the validation errors in the prompt; a second
invalid reply sends the whole batch to REVIEW as AUDITOR_INVALID_OUTPUT; an endpoint that
cannot be reached (or refuses the call: authentication, rate limit, timeout, server error, a
prompt over its context) sends it to REVIEW as AUDITOR_UNAVAILABLE.

The auditor decides nothing itself: it returns one `AuditOutcome` per audited candidate and the
validator applies it through the policy. A valid PRESERVE adds the `auditor_preserve` feature to
the confidence (a prior weight, see `policy.AUDITOR_PRESERVE_WEIGHT`) and, if that lifts the score
over the ACCEPT threshold, the auditor's verbatim quote becomes the evidence span. A valid PRUNE
rejects with AUDITOR_PRUNE and the auditor's reason (NO_EVIDENCE, WEAK_IMPLICATION,
ENTITY_NOT_IN_SOURCE, CONTRADICTED_BY_SOURCE). The candidate's own quote is never shown to the
auditor: it would tell the model what the extractor wanted to hear (and in Re-DocRED, which
candidates are true).

Core code: no Dagster. The client is anything with `complete(messages, *, response_format)`;
`ChatClientAdapter` wraps the extraction package's `OpenAIChatClient` (or its replayer).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.extraction.client import LLMCallError, TextChatAdapter
from kg_pipeline.core.extraction.structured import StructuredOutputError, complete_validated
from kg_pipeline.core.models import Decision, Document, Reason, RiskLevel
from kg_pipeline.core.text.fences import unwrap_fenced_reply
from kg_pipeline.core.validation.grounding import Evidence, locate_quote
from kg_pipeline.core.validation.resolution import DocumentIndex
from kg_pipeline.core.validation.work import Work

PROMPT_VERSION = "evidence-auditor-v1"
MIN_BATCH = 20
MAX_BATCH = 30
MAX_SOURCE_CHARS = 12_000
REMOVAL_REASONS: dict[str, Reason] = {
    "NO_EVIDENCE": Reason.NO_EVIDENCE,
    "WEAK_IMPLICATION": Reason.WEAK_IMPLICATION,
    "ENTITY_NOT_IN_SOURCE": Reason.ENTITY_NOT_IN_SOURCE,
    "CONTRADICTED_BY_SOURCE": Reason.CONTRADICTED_BY_SOURCE,
}
Message = dict[str, str]


class AuditClient(Protocol):
    """What the auditor needs from a chat model: messages in, reply text out.

    `response_format` is the JSON schema the reply should follow, for servers that can enforce
    one; the reply is validated here whatever the server did with it.
    """

    def complete(
        self, messages: list[Message], *, response_format: dict[str, Any] | None = None
    ) -> str: ...


def ChatClientAdapter(client: Any) -> TextChatAdapter:  # noqa: N802 - reads as a class
    """The extraction client as an `AuditClient`."""
    return TextChatAdapter(client, schema_name="evidence_audit")


EVIDENCE_MAX_CHARS = 300
"""Longest quote a reply may carry: a supporting sentence, not a paragraph."""
SUMMARY_MAX_CHARS = 300


def response_schema(ids: Sequence[str] = ()) -> dict[str, Any]:
    """The reply's JSON schema; with the batch's ids it is bounded (each id from the batch,
    exactly one item per id, strings with a maximum length), so a grammar-constrained server
    cannot invent ids or write without end inside a string."""
    item_id: dict[str, Any] = {"type": "string"}
    audits: dict[str, Any] = {"type": "array"}
    if ids:
        item_id = {"type": "string", "enum": list(ids)}
        audits = {"type": "array", "minItems": len(ids), "maxItems": len(ids)}
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["audits", "audit_summary"],
        "properties": {
            "audits": {
                **audits,
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["id", "verdict", "evidence", "removal_reason"],
                    "properties": {
                        "id": item_id,
                        "verdict": {"type": "string", "enum": ["PRESERVE", "PRUNE"]},
                        "evidence": {
                            "type": ["string", "null"],
                            "maxLength": EVIDENCE_MAX_CHARS,
                        },
                        "removal_reason": {
                            "type": ["string", "null"],
                            "enum": [*REMOVAL_REASONS, None],
                        },
                    },
                },
            },
            "audit_summary": {"type": "string", "maxLength": SUMMARY_MAX_CHARS},
        },
    }


RESPONSE_SCHEMA: dict[str, Any] = response_schema()
"""The unbounded shape (documentation, tests); each request sends `response_schema(ids)`."""

SYSTEM_PROMPT = """\
You are an evidence auditor for a knowledge-graph pipeline. An upstream extractor proposed \
relationships between entities of one source text. Decide, for each relationship, whether the \
source text itself supports it. You remove unsupported edges; you never add new ones.

Rules:
1. Judge only from the source text. Do not use world knowledge, common sense or what is \
usually true of such entities.
2. Read the "statement" of each relationship: it fixes the direction. A text that supports the \
reverse direction does not support the statement.
3. Risk level {risk}: {risk_rule}
4. Co-occurrence is not support. If the entities appear together but the text does not state \
this relationship type, PRUNE it.
5. Negated, hypothetical, planned or conditional statements ("did not", "may", "plans to", \
"if") do not support an asserted relationship.
6. For PRESERVE, copy into "evidence" the shortest exact passage of the source that supports \
the statement, character for character (same spelling, punctuation and spacing). Never \
paraphrase, shorten with "...", or join separate passages. No exact passage, no PRESERVE.
7. For PRUNE, give "removal_reason": NO_EVIDENCE (nothing in the text supports it), \
WEAK_IMPLICATION (only suggested, not stated), ENTITY_NOT_IN_SOURCE (an entity is not in the \
text) or CONTRADICTED_BY_SOURCE (the text says otherwise); quote the contradicting passage in \
"evidence" when there is one, else null.
8. Return every relationship id exactly once, and no other id.

Reply with one JSON object and nothing else:
{{"audits": [{{"id": "r1", "verdict": "PRESERVE" | "PRUNE", "evidence": "exact quote" | null, \
"removal_reason": null | "NO_EVIDENCE" | "WEAK_IMPLICATION" | "ENTITY_NOT_IN_SOURCE" | \
"CONTRADICTED_BY_SOURCE"}}], "audit_summary": "one or two sentences"}}"""

RISK_RULES: dict[RiskLevel, str] = {
    RiskLevel.HIGH: "PRESERVE only when the text states the relationship explicitly and "
    "unambiguously. Anything weaker is PRUNE with WEAK_IMPLICATION.",
    RiskLevel.MEDIUM: "PRESERVE when the text states the relationship or implies it so strongly "
    "that a careful reader would not doubt it; mere plausibility is WEAK_IMPLICATION.",
}


@dataclass(slots=True)
class AuditItem:
    """One relationship as the auditor sees it, with the work it came from."""

    rid: str
    work: Work
    statement: str


@dataclass(slots=True)
class Audit:
    verdict: str
    evidence: str | None
    reason: str | None


@dataclass(slots=True)
class AuditOutcome:
    """The auditor's conclusion on one candidate, for the validator to apply through the policy.

    `verdict` is PRESERVE, PRUNE or INVALID (no valid reply for its batch); `stage` is the
    detail the auditor's stage records (model, prompt version, risk level, attempts, ...)."""

    verdict: str
    stage: dict[str, Any]
    reason: Reason | None = None
    """For PRUNE: the removal reason from the closed list."""
    evidence: Evidence | None = None
    """For PRESERVE: the auditor's quote located in the source, if it was found."""


@dataclass(slots=True)
class AuditStats:
    candidates: int = 0
    audited: int = 0
    batches: int = 0
    calls: int = 0
    retries: int = 0
    invalid_batches: int = 0
    unavailable_batches: int = 0
    call_errors: int = 0
    preserved: int = 0
    pruned: int = 0
    accepted_after_audit: int = 0
    errors: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, float]:
        per_k = 1000.0 * self.calls / self.candidates if self.candidates else 0.0
        return {
            "auditor_candidates_seen": float(self.candidates),
            "auditor_audited": float(self.audited),
            "auditor_batches": float(self.batches),
            "auditor_calls": float(self.calls),
            "auditor_calls_per_1000_candidates": round(per_k, 2),
            "auditor_retries": float(self.retries),
            "auditor_retry_rate": round(self.retries / self.batches, 4) if self.batches else 0.0,
            "auditor_invalid_batches": float(self.invalid_batches),
            "auditor_invalid_rate": (
                round(self.invalid_batches / self.batches, 4) if self.batches else 0.0
            ),
            "auditor_call_errors": float(self.call_errors),
            "auditor_unavailable_batches": float(self.unavailable_batches),
            "auditor_preserved": float(self.preserved),
            "auditor_pruned": float(self.pruned),
            "auditor_accepted": float(self.accepted_after_audit),
        }


class AuditorOutputError(KgPipelineError, ValueError):
    """The reply broke the output contract; the message lists every problem found."""


def plan_batches(n: int, max_batch: int = MAX_BATCH) -> list[int]:
    """Batch sizes for `n` relationships: as few batches as the maximum allows, sizes balanced
    (45 -> 23 + 22), so no batch is a small remainder when `n` >= 20."""
    if n <= 0:
        return []
    count = math.ceil(n / max_batch)
    base, extra = divmod(n, count)
    return [base + 1] * extra + [base] * (count - extra)


class EvidenceAuditor:
    """Audits REVIEW-after-score candidates in validated batches; see the module docstring."""

    def __init__(
        self,
        client: AuditClient,
        *,
        risk_level: RiskLevel | str = RiskLevel.HIGH,
        max_batch: int = MAX_BATCH,
        model: str | None = None,
    ) -> None:
        if risk_level not in set(RiskLevel):
            raise ValueError(f"risk_level must be HIGH or MEDIUM, not {risk_level!r}")
        if not MIN_BATCH <= max_batch <= MAX_BATCH:
            raise ValueError(f"max_batch must be within {MIN_BATCH}-{MAX_BATCH}")
        self.client = client
        self.risk_level = RiskLevel(risk_level)
        self.max_batch = max_batch
        self.model = model or str(getattr(client, "model", "") or "") or None
        self.log: list[dict[str, Any]] = []
        """Every call: prompt, raw reply and validation outcome, for replay and debugging."""

    # -- selection and batching ----------------------------------------------------------------
    @staticmethod
    def eligible(w: Work) -> bool:
        return (
            w.decision == Decision.REVIEW
            and w.doc is not None
            and w.decision_reasons == [Reason.LOW_CONFIDENCE]
        )

    def audit(
        self,
        works: Sequence[Work],
        document_index: Callable[[Document], DocumentIndex],
        statement: Callable[[Work], str],
    ) -> tuple[list[tuple[Work, AuditOutcome]], AuditStats]:
        """One outcome per eligible candidate, in batch order, and the call statistics."""
        stats = AuditStats(candidates=len(works))
        outcomes: list[tuple[Work, AuditOutcome]] = []
        by_doc: dict[str, list[Work]] = {}
        for w in works:
            if self.eligible(w):
                assert w.doc is not None
                by_doc.setdefault(w.doc.doc_id, []).append(w)
        for doc_works in by_doc.values():
            start = 0
            for size in plan_batches(len(doc_works), self.max_batch):
                batch = doc_works[start : start + size]
                outcomes += self._audit_batch(batch, document_index, statement, stats)
                start += size
        return outcomes, stats

    # -- one batch -------------------------------------------------------------------------------
    def _audit_batch(
        self,
        batch: list[Work],
        document_index: Callable[[Document], DocumentIndex],
        statement: Callable[[Work], str],
        stats: AuditStats,
    ) -> list[tuple[Work, AuditOutcome]]:
        doc = batch[0].doc
        assert doc is not None
        index = document_index(doc)
        items = [AuditItem(f"r{i}", w, statement(w)) for i, w in enumerate(batch, start=1)]
        messages = self.messages(doc.text, items)
        stats.batches += 1
        stats.audited += len(items)
        result: dict[str, Audit] | None = None
        problem = ""
        attempts = 0
        unavailable = False
        ids = [i.rid for i in items]

        def logged(attempt: int, sent: list[Message], reply: str, error: str | None) -> None:
            nonlocal attempts
            attempts = attempt
            stats.calls += 1
            stats.retries += attempt > 1
            entry: dict[str, Any] = {"attempt": attempt, "messages": sent, "reply": reply}
            self.log.append(entry if error is None else {**entry, "error": error})

        try:
            validated = complete_validated(
                self.client,
                messages,
                lambda reply: validate_reply(reply, ids, index),
                schema=response_schema(ids),
                schema_name="evidence_audit",
                reask=lambda problem: retry_prompt(problem, len(items)),
                on_attempt=logged,
            )
            result = validated.value
        except StructuredOutputError as exc:
            problem = str(exc)
        except LLMCallError as exc:  # the message is already redacted by the client
            stats.calls += 1
            stats.retries += attempts > 0
            attempts += 1
            stats.call_errors += 1
            problem = f"call failed ({exc.kind}): {exc}"
            unavailable = not exc.kind.unusable_reply
            self.log.append({"attempt": attempts, "messages": messages, "error": problem})
        except Exception as exc:  # noqa: BLE001 - any failed call routes the batch to review
            stats.calls += 1
            attempts += 1
            stats.call_errors += 1
            problem = f"call failed: {type(exc).__name__}"
            unavailable = True
            self.log.append({"attempt": attempts, "messages": messages, "error": problem})
        if result is None:
            stats.errors.append(problem)
            detail = {**self._stage(attempts), "problem": problem[:500]}
            if unavailable:  # the endpoint failed, not the model: not an invalid answer
                stats.unavailable_batches += 1
                return [(item.work, AuditOutcome("UNAVAILABLE", detail)) for item in items]
            stats.invalid_batches += 1
            return [(item.work, AuditOutcome("INVALID", detail)) for item in items]
        return [
            (item.work, self._outcome(index, result[item.rid], stats, attempts)) for item in items
        ]

    def messages(self, text: str, items: list[AuditItem]) -> list[Message]:
        source = _source_excerpt(text, [i.work for i in items])
        entities: dict[str, dict[str, Any]] = {}
        relationships = []
        for item in items:
            w = item.work
            for name, etype in ((w.subject, w.subject_type), (w.object, w.object_type)):
                entities.setdefault(name, {"name": name, "type": etype})
            relationships.append(
                {
                    "id": item.rid,
                    "source_entity": w.subject,
                    "relationship_type": w.predicate_label,
                    "target_entity": w.object,
                    "statement": item.statement,
                }
            )
        user = (
            f"Risk level: {self.risk_level}\n\n"
            f"Source text:\n<<<SOURCE\n{source}\nSOURCE>>>\n\n"
            f"Entities:\n{json.dumps(list(entities.values()), ensure_ascii=False)}\n\n"
            f"Proposed relationships ({len(items)}):\n"
            f"{json.dumps(relationships, ensure_ascii=False, indent=0)}"
        )
        system = SYSTEM_PROMPT.format(risk=self.risk_level, risk_rule=RISK_RULES[self.risk_level])
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]

    # -- outcomes ----------------------------------------------------------------------------------
    def _stage(self, attempts: int) -> dict[str, Any]:
        return {
            "model": self.model,
            "prompt_version": PROMPT_VERSION,
            "risk_level": self.risk_level,
            "attempts": attempts,
            "retried": attempts > 1,
        }

    def _outcome(
        self, index: DocumentIndex, audit: Audit, stats: AuditStats, attempts: int
    ) -> AuditOutcome:
        detail = {**self._stage(attempts), "verdict": audit.verdict, "evidence": audit.evidence}
        if audit.verdict == "PRUNE":
            stats.pruned += 1
            reason = REMOVAL_REASONS[audit.reason or "NO_EVIDENCE"]
            return AuditOutcome("PRUNE", detail, reason=reason)
        stats.preserved += 1
        return AuditOutcome("PRESERVE", detail, evidence=locate_quote(index, audit.evidence or ""))


def _source_excerpt(text: str, works: list[Work]) -> str:
    """The document, or for a long one the passages around the batch's evidence windows."""
    if len(text) <= MAX_SOURCE_CHARS:
        return text
    spans = sorted(
        (max(0, w.evidence.start - 300), min(len(text), w.evidence.end + 300))
        for w in works
        if w.evidence is not None
    )
    merged: list[tuple[int, int]] = []
    for lo, hi in spans:
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    excerpt = "\n[...]\n".join(text[lo:hi] for lo, hi in merged)
    return excerpt[: MAX_SOURCE_CHARS * 2] or text[:MAX_SOURCE_CHARS]


def retry_prompt(problem: str, n: int) -> str:
    return (
        "Your reply could not be used:\n"
        f"{problem}\n"
        f"Reply again with the complete JSON object for all {n} relationships (each id exactly "
        "once, no other ids), following the rules. Evidence must be copied exactly from the "
        "source text."
    )


def validate_reply(reply: str, ids: list[str], index: DocumentIndex) -> dict[str, Audit]:
    """Parse and check a reply against the output contract; raise with every problem found."""
    problems: list[str] = []
    body = reply.strip()
    fenced = unwrap_fenced_reply(body, strict_lines=True)
    if fenced is not None:
        body = fenced  # a Markdown fence is packaging, not a repair of the JSON
    try:
        data = json.loads(body)
    except json.JSONDecodeError as exc:
        raise AuditorOutputError(f"the reply is not valid JSON ({exc.msg})") from exc
    audits = data.get("audits") if isinstance(data, dict) else None
    if not isinstance(audits, list):
        raise AuditorOutputError('the reply must be an object with an "audits" list')
    wanted = set(ids)
    seen: dict[str, Audit] = {}
    for n, entry in enumerate(audits, start=1):
        if not isinstance(entry, dict):
            problems.append(f"audits[{n}] is not an object")
            continue
        rid = entry.get("id")
        if not isinstance(rid, str) or rid not in wanted:
            problems.append(f"audits[{n}] has id {rid!r}, which is not an input id")
            continue
        if rid in seen:
            problems.append(f"id {rid} appears more than once")
            continue
        verdict = entry.get("verdict")
        evidence = entry.get("evidence")
        reason = entry.get("removal_reason")
        if verdict not in ("PRESERVE", "PRUNE"):
            problems.append(f"{rid}: verdict {verdict!r} is not PRESERVE or PRUNE")
            continue
        if evidence is not None and not isinstance(evidence, str):
            problems.append(f"{rid}: evidence must be a string or null")
            continue
        if verdict == "PRUNE" and reason not in REMOVAL_REASONS:
            problems.append(
                f"{rid}: removal_reason {reason!r} is not one of {', '.join(REMOVAL_REASONS)}"
            )
            continue
        if verdict == "PRESERVE" and not (evidence or "").strip():
            problems.append(f"{rid}: PRESERVE needs an evidence quote")
            continue
        if evidence and evidence.strip():
            found = locate_quote(index, evidence)
            if found is None or found.match not in ("exact", "normalized"):
                problems.append(f"{rid}: evidence {evidence[:80]!r} is not found verbatim")
                continue
        seen[rid] = Audit(verdict, evidence, reason if verdict == "PRUNE" else None)
    missing = [rid for rid in ids if rid not in seen and not _mentioned(rid, problems)]
    if missing:
        problems.append(f"missing ids: {', '.join(missing)}")
    if problems:
        raise AuditorOutputError("; ".join(problems))
    return seen


def _mentioned(rid: str, problems: list[str]) -> bool:
    return any(p.startswith(f"{rid}:") for p in problems)
