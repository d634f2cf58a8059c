"""LLM mode: every span and passage re-verified, one retry with the error, then escalation.

The client here is a scripted in-process fake implementing the `ChatClient` protocol; its
replies are fixtures written for these tests, not model output.
"""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest

from kg_pipeline.core.claims.llm_mode import (
    RESPONSE_SCHEMA,
    LLMClientAdapter,
    audit_item_llm,
    build_messages,
)
from kg_pipeline.core.claims.models import ClaimItem, ClaimSource, ClaimStatus

SOURCE = (
    "poseidon ( film ) . poseidon grossed $ 181,674,817 at the worldwide box office on a budget "
    "of $ 160 million ."
)
ITEM = ClaimItem(
    item_id="fb-1",
    sources=[ClaimSource(source_id="source", text=SOURCE)],
    generated_text=(
        "Poseidon grossed $181,674,817 worldwide. It was shot in Malta on a $170 million budget."
    ),
)


class ScriptedClient:
    """Returns the scripted replies in order and records every request."""

    def __init__(self, replies: list[str]) -> None:
        self.replies = list(replies)
        self.calls: list[dict[str, Any]] = []

    def complete(
        self, messages: list[dict[str, str]], *, response_format: dict | None = None
    ) -> str:
        self.calls.append({"messages": messages, "response_format": response_format})
        return self.replies.pop(0)


def _reply(*claims: dict[str, Any]) -> str:
    return json.dumps({"claims": list(claims)})


GOOD = [
    {
        "claim_text": "Poseidon grossed $181,674,817 worldwide.",
        "span": "Poseidon grossed $181,674,817 worldwide",
        "status": "MAPPED",
        "source_id": "source",
        "passage": "Poseidon grossed $181,674,817 at the worldwide box office",
        "confidence": "HIGH",
        "rationale": "Same figure.",
    },
    {
        "claim_text": "Poseidon was shot in Malta.",
        "span": "It was shot in Malta",
        "status": "UNMAPPED",
        "source_id": None,
        "passage": None,
        "confidence": "HIGH",
        "rationale": "No location is given.",
    },
    {
        "claim_text": "Poseidon had a $170 million budget.",
        "span": "$170 million budget",
        "status": "CONFLICT",
        "source_id": "source",
        "passage": "on a budget of $160 million",
        "confidence": "HIGH",
        "rationale": "160, not 170.",
    },
]


def test_valid_reply_is_accepted_and_quotes_are_recut_from_the_original() -> None:
    client = ScriptedClient([_reply(*GOOD)])
    audit = audit_item_llm(ITEM, client)
    assert len(client.calls) == 1 and audit.llm_attempts == 1 and not audit.escalated
    assert client.calls[0]["response_format"]["json_schema"]["schema"] == RESPONSE_SCHEMA
    statuses = [m.status for m in audit.mappings]
    assert statuses == [ClaimStatus.MAPPED, ClaimStatus.UNMAPPED, ClaimStatus.CONFLICT]
    mapped, unmapped, conflict = audit.mappings
    # The model's casing and spacing differ from the tokenised source; the stored passage is
    # the source's own text at the offsets found.
    assert mapped.passage == "poseidon grossed $ 181,674,817 at the worldwide box office"
    assert SOURCE[mapped.passage_start : mapped.passage_end] == mapped.passage
    assert SOURCE[conflict.passage_start : conflict.passage_end] == "on a budget of $ 160 million"
    assert unmapped.passage is None
    for m in audit.mappings:
        assert m.mode == "llm"
        assert ITEM.generated_text[m.claim_start : m.claim_end] in ITEM.generated_text
    assert ITEM.generated_text[conflict.claim_start : conflict.claim_end] == "$170 million budget"
    assert audit.coverage.conflict == 1 and audit.coverage.needs_review


def test_invented_passage_is_retried_once_with_the_error() -> None:
    bad = [dict(GOOD[0], passage="Poseidon earned two hundred million dollars"), *GOOD[1:]]
    client = ScriptedClient([_reply(*bad), _reply(*GOOD)])
    audit = audit_item_llm(ITEM, client)
    assert len(client.calls) == 2 and audit.llm_attempts == 2 and not audit.escalated
    retry = client.calls[1]["messages"]
    assert retry[-2] == {"role": "assistant", "content": _reply(*bad)}
    assert "does not occur in document 'source'" in retry[-1]["content"]
    assert audit.validation_errors and "attempt 1" in audit.validation_errors[0]
    assert [m.status for m in audit.mappings][0] == ClaimStatus.MAPPED


def test_two_invalid_replies_escalate_to_review_with_the_flagged_fallback() -> None:
    client = ScriptedClient(["not json at all", _reply(dict(GOOD[1], status="MAYBE"))])
    audit = audit_item_llm(ITEM, client)
    assert len(client.calls) == 2
    assert audit.escalated and audit.mode == "llm-escalated"
    assert "not valid JSON" in client.calls[1]["messages"][-1]["content"]
    assert any("'MAYBE'" in e for e in audit.validation_errors)
    assert audit.mappings, "the deterministic fallback still audits every claim"
    assert all(m.needs_review and m.mode == "llm-escalated" for m in audit.mappings)
    assert audit.coverage.needs_review
    for m in audit.mappings:
        if m.passage is not None:
            assert SOURCE[m.passage_start : m.passage_end] == m.passage


RULE_VIOLATIONS = [
    (0, {"confidence": "CERTAIN"}, "'CERTAIN' is not one of HIGH, MEDIUM, LOW"),
    (2, {"source_id": "wikipedia"}, "source_id 'wikipedia' is not one of ['source']"),
    (2, {"passage": None}, "a CONFLICT claim needs a passage"),
    (1, {"span": "It was shot in Sicily"}, "does not occur in the TEXT"),
    (1, {"passage": "poseidon ( film )", "source_id": "source"}, "must have null source_id"),
]


@pytest.mark.parametrize(("index", "change", "message"), RULE_VIOLATIONS)
def test_each_rule_violation_is_named_in_the_retry(
    index: int, change: dict[str, Any], message: str
) -> None:
    claims = [dict(c, **change) if i == index else c for i, c in enumerate(GOOD)]
    client = ScriptedClient([_reply(*claims), _reply(*GOOD)])
    audit = audit_item_llm(ITEM, client)
    assert audit.llm_attempts == 2 and not audit.escalated
    assert message in client.calls[1]["messages"][-1]["content"]
    assert f"claims[{index}]" in client.calls[1]["messages"][-1]["content"]


def test_a_sentence_left_without_claim_is_an_error() -> None:
    client = ScriptedClient([_reply(GOOD[0]), _reply(*GOOD)])
    audit = audit_item_llm(ITEM, client)
    assert audit.llm_attempts == 2
    assert "no claim covers" in client.calls[1]["messages"][-1]["content"]


def test_fenced_json_is_accepted_but_noted() -> None:
    client = ScriptedClient(["```json\n" + _reply(*GOOD) + "\n```"])
    audit = audit_item_llm(ITEM, client)
    assert audit.llm_attempts == 1
    assert all("code fence" in " ".join(m.validation_errors) for m in audit.mappings)


def test_prompt_carries_the_text_and_documents_as_data() -> None:
    messages = build_messages(ITEM)
    assert [m["role"] for m in messages] == ["system", "user"]
    user = messages[1]["content"]
    assert ITEM.generated_text in user
    assert '<document source_id="source">' in user and SOURCE in user
    for word in ("MAPPED", "UNMAPPED", "CONFLICT", "HIGH", "MEDIUM", "LOW", "copied exactly"):
        assert word in user
    # Written for this project, not pasted from the seed prompt.
    assert (
        "precise claim extraction and evidence mapping engine" not in user + messages[0]["content"]
    )


def test_adapter_wraps_the_project_client() -> None:
    seen: dict[str, Any] = {}

    class FakeProjectClient:
        def complete(self, messages, *, response_schema=None, schema_name="reply"):
            seen.update(messages=messages, schema=response_schema, name=schema_name)
            return SimpleNamespace(content=_reply(*GOOD))

    adapter = LLMClientAdapter(FakeProjectClient())
    audit = audit_item_llm(ITEM, adapter)
    assert audit.llm_attempts == 1
    assert seen["schema"] == RESPONSE_SCHEMA and seen["name"] == "claims"
