"""Optional LLM mode: a model splits and maps the claims, a program checks every word it cites.

The model may invent quotes even while auditing, so nothing it returns is trusted as such: each
claim's span must occur in the generated text and each passage in the named source (both
case-, space- and quote-insensitively, then re-cut from the original text at the found offsets).
An invalid reply is retried once with the validation errors in the prompt (through the shared
`complete_validated`); a second invalid reply, or a failed call, escalates the item to review with
the deterministic audit as a flagged fallback.
"""

from __future__ import annotations

import json
from typing import Any, Protocol

from kg_pipeline.core.claims.config import DEFAULT_CONFIG, MappingConfig
from kg_pipeline.core.claims.mapping import audit_item
from kg_pipeline.core.claims.models import (
    Claim,
    ClaimItem,
    ClaimKind,
    ClaimMapping,
    ClaimStatus,
    ItemAudit,
    ItemCoverage,
    MappingConfidence,
)
from kg_pipeline.core.claims.splitting import split_claims
from kg_pipeline.core.claims.tokens import locate_verbatim
from kg_pipeline.core.extraction.client import LLMCallError, TextChatAdapter
from kg_pipeline.core.extraction.structured import StructuredOutputError, complete_validated
from kg_pipeline.core.text.fences import unwrap_fenced_reply
from kg_pipeline.core.text.sentences import split_sentences

PROMPT_VERSION = "claim-audit-v1"
MAX_ATTEMPTS = 2


class ChatClient(Protocol):
    """The one call the LLM mode needs; any OpenAI-compatible client can be wrapped into it."""

    def complete(
        self, messages: list[dict[str, str]], *, response_format: dict[str, Any] | None = None
    ) -> str: ...


def LLMClientAdapter(client: Any) -> TextChatAdapter:  # noqa: N802 - reads as a class
    """The extraction client as a `ChatClient`."""
    return TextChatAdapter(client, schema_name="claims")


MAX_CLAIMS = 40
"""Claims one reply may list: a bound a grammar-constrained server honours (`maxItems`)."""

RESPONSE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["claims"],
    "properties": {
        "claims": {
            "type": "array",
            "maxItems": MAX_CLAIMS,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": [
                    "claim_text",
                    "span",
                    "status",
                    "source_id",
                    "passage",
                    "confidence",
                    "rationale",
                ],
                "properties": {
                    "claim_text": {"type": "string", "maxLength": 400},
                    "span": {"type": "string", "maxLength": 400},
                    "status": {"enum": ["MAPPED", "UNMAPPED", "CONFLICT"]},
                    "source_id": {"type": ["string", "null"], "maxLength": 200},
                    "passage": {"type": ["string", "null"], "maxLength": 600},
                    "confidence": {"enum": ["HIGH", "MEDIUM", "LOW"]},
                    "rationale": {"type": "string", "maxLength": 300},
                },
            },
        }
    },
}

_SYSTEM = (
    "You are an evidence auditor. You take a text that a model wrote and the documents it was "
    "supposed to rely on, break the text into atomic factual claims, and tie every claim to the "
    "exact words of a document that back it up or contradict it. You copy document words "
    "character for character and never reword them. You reply with one JSON object and nothing "
    "else."
)

_TASK = """\
What to do:
1. Break the TEXT into atomic claims: each states exactly one checkable fact (a quantity, a \
date, a property of something, a relation between two named things, a cause, an event). A \
sentence with two facts gives two claims; a list of three items gives three claims. Leave out \
what asserts nothing checkable: greetings, remarks about the text itself ("Here is a summary"), \
pure opinion.
2. For each claim write `claim_text`, the fact as a sentence that stands on its own, and `span`, \
the shortest piece of the TEXT that expresses it, copied exactly (same characters, same \
punctuation). Together the spans must touch every sentence of the TEXT that asserts a fact.
3. Decide `status` by reading the DOCUMENTS only, never your own knowledge:
   - MAPPED: a passage states this fact itself, not just something on the same topic.
   - CONFLICT: a passage says something incompatible: another number or date, another person \
or place, the negation, or the two parties in swapped roles.
   - UNMAPPED: no passage states it. Do not stretch a vague passage into support.
4. For MAPPED and CONFLICT give `source_id` and `passage`: the smallest run of words of that \
document that carries the evidence, copied exactly. For UNMAPPED both are null.
5. `confidence`: HIGH when the passage says it outright, MEDIUM when a small step of inference \
is needed, LOW when the link is weak. `rationale`: one short sentence on why.

A program will look up every `span` in the TEXT and every `passage` in its document. One quote \
that cannot be found, one unknown source_id or one value outside the lists above rejects the \
whole reply.

Reply with exactly this JSON shape:
{"claims": [{"claim_text": "...", "span": "...", "status": "MAPPED|UNMAPPED|CONFLICT", \
"source_id": "... or null", "passage": "... or null", "confidence": "HIGH|MEDIUM|LOW", \
"rationale": "..."}]}"""


def build_messages(item: ClaimItem) -> list[dict[str, str]]:
    """The prompt: instructions as system, the text and the documents as delimited data."""
    documents = "\n\n".join(
        f'<document source_id="{s.source_id}">\n{s.text}\n</document>' for s in item.sources
    )
    user = (
        f"TEXT (to audit):\n<text>\n{item.generated_text}\n</text>\n\n"
        f"DOCUMENTS:\n{documents}\n\n{_TASK}"
    )
    return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": user}]


def _parse(reply: str) -> tuple[Any, list[str]]:
    """The reply as JSON; a fenced block is accepted and noted, anything else is an error."""
    notes: list[str] = []
    text = reply.strip()
    fenced = unwrap_fenced_reply(text, strict_lines=False)
    if fenced is not None:
        text = fenced
        notes.append("reply wrapped in a code fence")
    try:
        return json.loads(text), notes
    except json.JSONDecodeError as exc:
        raise ValueError(f"reply is not valid JSON ({exc.msg} at char {exc.pos})") from exc


def validate_reply(
    item: ClaimItem, reply: str
) -> tuple[list[Claim], list[ClaimMapping], list[str]]:
    """Check a reply against the item; return claims, mappings and notes, or raise ValueError
    listing every problem (the list goes back to the model on the retry)."""
    try:
        data, notes = _parse(reply)
    except ValueError as exc:
        raise ValueError(str(exc)) from exc
    if not isinstance(data, dict) or not isinstance(data.get("claims"), list):
        raise ValueError('the reply must be a JSON object with a "claims" array')
    sources = {s.source_id: s for s in item.sources}
    text = item.generated_text
    sentences = split_sentences(text)
    errors: list[str] = []
    claims: list[Claim] = []
    mappings: list[ClaimMapping] = []
    cursor = 0
    for n, raw in enumerate(data["claims"], start=1):
        where = f"claims[{n - 1}]"
        if not isinstance(raw, dict):
            errors.append(f"{where} is not an object")
            continue
        claim_text = raw.get("claim_text")
        span_text = raw.get("span")
        status = raw.get("status")
        confidence = raw.get("confidence")
        source_id = raw.get("source_id")
        passage = raw.get("passage")
        rationale = raw.get("rationale")
        problems: list[str] = []
        if not isinstance(claim_text, str) or not claim_text.strip():
            problems.append("claim_text must be a non-empty string")
        if not isinstance(rationale, str):
            problems.append("rationale must be a string")
        if status not in ClaimStatus.__members__:
            problems.append(f"status {status!r} is not one of MAPPED, UNMAPPED, CONFLICT")
        if confidence not in MappingConfidence.__members__:
            problems.append(f"confidence {confidence!r} is not one of HIGH, MEDIUM, LOW")
        span = None
        if not isinstance(span_text, str) or not span_text.strip():
            problems.append("span must be a non-empty string")
        else:
            span = locate_verbatim(text, span_text, near=cursor)
            if span is None:
                problems.append(f"span {span_text[:80]!r} does not occur in the TEXT")
        passage_span = None
        if status in ("MAPPED", "CONFLICT"):
            if source_id not in sources:
                problems.append(f"source_id {source_id!r} is not one of {sorted(sources)}")
            elif not isinstance(passage, str) or not passage.strip():
                problems.append(f"a {status} claim needs a passage")
            else:
                passage_span = locate_verbatim(sources[source_id].text, passage)
                if passage_span is None:
                    problems.append(
                        f"passage {passage[:80]!r} does not occur in document {source_id!r}"
                    )
        elif status == "UNMAPPED" and (passage is not None or source_id is not None):
            problems.append("an UNMAPPED claim must have null source_id and passage")
        if problems:
            errors.extend(f"{where}: {p}" for p in problems)
            continue
        assert span is not None
        cursor = span[0]
        sentence_index = next((i for i, s in enumerate(sentences) if s.start <= span[0] < s.end), 0)
        claim = Claim(
            claim_id=f"c{len(claims) + 1}",
            text=str(claim_text).strip(),
            start=span[0],
            end=span[1],
            kind=ClaimKind.LLM,
            sentence_index=sentence_index,
            context_start=span[0],
            context_end=span[1],
        )
        claims.append(claim)
        passage_fields: dict[str, Any] = {}
        if passage_span is not None:
            source_text = sources[str(source_id)].text
            passage_fields = {
                "source_id": source_id,
                "passage": source_text[passage_span[0] : passage_span[1]],
                "passage_start": passage_span[0],
                "passage_end": passage_span[1],
            }
        mappings.append(
            ClaimMapping(
                item_id=item.item_id,
                claim_id=claim.claim_id,
                claim_text=claim.text,
                claim_start=claim.start,
                claim_end=claim.end,
                status=ClaimStatus(str(status)),
                confidence=MappingConfidence(str(confidence)),
                rationale=str(rationale),
                mode="llm",
                validation_errors=list(notes),
                **passage_fields,
            )
        )
    # Coverage: every sentence the deterministic splitter finds a claim in must be touched.
    claim_sentences = {c.sentence_index for c in split_claims(text)}
    uncovered = [
        text[s.start : s.end]
        for i, s in enumerate(sentences)
        if i in claim_sentences and not any(c.start < s.end and c.end > s.start for c in claims)
    ]
    if not errors and uncovered:
        errors.append(
            "no claim covers these sentences of the TEXT: "
            + "; ".join(repr(u[:80]) for u in uncovered[:5])
        )
    if errors:
        raise ValueError("; ".join(errors[:20]))
    return claims, mappings, notes


def audit_item_llm(
    item: ClaimItem,
    client: ChatClient,
    *,
    config: MappingConfig = DEFAULT_CONFIG,
) -> ItemAudit:
    """Audit one item with the model; never returns an unverified quote."""
    errors: list[str] = []

    def reask(problem: str) -> str:
        return (
            f"Your reply was rejected by the validator: {problem}. Reply again with the complete "
            "corrected JSON object only; copy every span and passage exactly from the TEXT and "
            "DOCUMENTS."
        )

    def note(attempt: int, _sent: list[dict[str, str]], _reply: str, error: str | None) -> None:
        if error is not None:
            errors.append(f"attempt {attempt}: {error}")

    try:
        validated = complete_validated(
            client,
            build_messages(item),
            lambda reply: validate_reply(item, reply),
            schema=RESPONSE_SCHEMA,
            schema_name="claims",
            max_attempts=MAX_ATTEMPTS,
            reask=reask,
            on_attempt=note,
        )
    except StructuredOutputError:
        return _escalate(item, config, errors)
    except LLMCallError as exc:  # a failed call ends in a record, never a traceback
        return _escalate(item, config, [*errors, f"call failed ({exc.kind}): {exc}"])
    claims, mappings, _ = validated.value
    return ItemAudit(
        item_id=item.item_id,
        claims=claims,
        mappings=mappings,
        coverage=ItemCoverage.from_mappings(item.item_id, mappings),
        mode="llm",
        llm_attempts=validated.attempts,
        validation_errors=errors,
    )


def _escalate(item: ClaimItem, config: MappingConfig, errors: list[str]) -> ItemAudit:
    """Two invalid replies: keep the deterministic audit, flag every line, send it to review."""
    fallback = audit_item(item, config)
    note = "no valid LLM output (see validation_errors); deterministic fallback, escalated"
    mappings = [
        m.model_copy(
            update={
                "mode": "llm-escalated",
                "needs_review": True,
                "validation_errors": errors,
                "rationale": f"{m.rationale} [{note}]",
            }
        )
        for m in fallback.mappings
    ]
    coverage = ItemCoverage.from_mappings(item.item_id, mappings)
    coverage = coverage.model_copy(update={"needs_review": True})
    return ItemAudit(
        item_id=item.item_id,
        claims=fallback.claims,
        mappings=mappings,
        coverage=coverage,
        mode="llm-escalated",
        llm_attempts=MAX_ATTEMPTS,
        escalated=True,
        validation_errors=errors,
    )
