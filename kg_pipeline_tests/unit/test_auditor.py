"""The evidence auditor over the real HTTP path: `OpenAIChatClient` talking to the loopback
server in `fake_openai_server.py`, which plays replies scripted here (it is not a model)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from kg_pipeline.core.extraction.client import OpenAIChatClient
from kg_pipeline.core.models import Candidate, Decision, Document, Reason, Verdict
from kg_pipeline.core.validation.auditor import (
    AuditorOutputError,
    ChatClientAdapter,
    EvidenceAuditor,
    plan_batches,
    response_schema,
    validate_reply,
)
from kg_pipeline.core.validation.policy import Calibration
from kg_pipeline.core.validation.resolution import DocumentIndex
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.fake_openai_server import FakeOpenAIServer, ScriptedReply

VOCAB = parse_vocabulary(
    {
        "predicates": {
            "hq": {"label": "headquarters location", "template": "{s} has its headquarters in {o}",
                   "type_pairs": ["ORG-LOC"]},
            "founder": {"label": "founded by", "template": "{s} was founded by {o}",
                        "type_pairs": ["ORG-PER"]},
        }
    }
)  # fmt: skip
TEXT = (
    "Aster Holdings is a logistics company based in Rotterdam. It was started by Jane Roe in "
    "2001. Beacon Labs sells sensors in Lyon."
)
DOC = Document(doc_id="d1", text=TEXT)
# Every candidate that reaches the score lands at 0.5, between the thresholds: REVIEW, so the
# auditor sees it; a PRESERVE (+3 log-odds) lifts it to 0.95, over the ACCEPT threshold.
FLAT = Calibration(weights={}, intercept=0.0, accept_threshold=0.9, reject_threshold=0.1)
QUOTE_R1 = "Aster Holdings is a logistics company based in Rotterdam."
QUOTE_R3 = "It was started by Jane Roe in 2001."


def candidates() -> list[Candidate]:
    rows = [
        ("c1", "Aster Holdings", "headquarters location", "Rotterdam", "ORG", "LOC"),
        ("c2", "Beacon Labs", "headquarters location", "Rotterdam", "ORG", "LOC"),
        ("c3", "Aster Holdings", "founded by", "Jane Roe", "ORG", "PER"),
    ]
    return [
        Candidate(candidate_id=c, doc_id="d1", subject=s, predicate=p, object=o,
                  subject_type=st, object_type=ot)
        for c, s, p, o, st, ot in rows
    ]  # fmt: skip


def reply(*audits: dict[str, Any]) -> ScriptedReply:
    return ScriptedReply.ok(json.dumps({"audits": list(audits), "audit_summary": "scripted"}))


def keep(rid: str, quote: str) -> dict[str, Any]:
    return {"id": rid, "verdict": "PRESERVE", "evidence": quote, "removal_reason": None}


def prune(rid: str, reason: str = "NO_EVIDENCE") -> dict[str, Any]:
    return {"id": rid, "verdict": "PRUNE", "evidence": None, "removal_reason": reason}


GOOD = reply(keep("r1", QUOTE_R1), prune("r2"), keep("r3", QUOTE_R3))


def run(server: FakeOpenAIServer) -> tuple[dict[str, Verdict], dict[str, float], EvidenceAuditor]:
    client = OpenAIChatClient(
        base_url=server.base_url, model="scripted-fake", timeout=2.0, max_retries=0
    )
    auditor = EvidenceAuditor(ChatClientAdapter(client), risk_level="HIGH")
    validator = Validator(VOCAB, FLAT, auditor=auditor)
    verdicts = validator.validate([DOC], candidates())
    return {v.candidate_id: v for v in verdicts}, validator.stats, auditor


def test_each_request_sends_a_schema_bounded_by_its_batch() -> None:
    """A grammar-constrained server can write only the batch's ids, one item each, and quotes
    of bounded length: the schema sent is checked against replies it must and must not allow."""
    import jsonschema

    sent: list[dict[str, Any]] = []

    def responder(body: dict[str, Any]) -> ScriptedReply:
        sent.append(body["response_format"]["json_schema"]["schema"])
        return GOOD

    with FakeOpenAIServer(default=responder) as server:
        verdicts, _, _ = run(server)
    assert verdicts["c1"].decision == Decision.ACCEPT
    assert sent == [response_schema(["r1", "r2", "r3"])]
    schema = sent[0]
    good = json.loads(GOOD.content or "")
    jsonschema.validate(good, schema)
    invented = {**good, "audits": [*good["audits"][:2], {**good["audits"][2], "id": "r9"}]}
    missing = {**good, "audits": good["audits"][:2]}
    long_quote = {
        **good,
        "audits": [{**good["audits"][0], "evidence": "x" * 301}, *good["audits"][1:]],
    }
    for bad in (invented, missing, long_quote):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(bad, schema)


def test_valid_reply_is_applied() -> None:
    with FakeOpenAIServer(script=[GOOD]) as server:
        verdicts, stats, _ = run(server)
        record = server.log[0]
    assert record.temperature == 0.0 and record.response_format == "json_schema"
    assert (stats["auditor_calls"], stats["auditor_retries"], stats["auditor_batches"]) == (1, 0, 1)
    kept = verdicts["c1"]
    assert kept.decision == Decision.ACCEPT
    assert kept.evidence_span == QUOTE_R1
    assert TEXT[kept.evidence_start : kept.evidence_end] == QUOTE_R1
    assert kept.features["auditor_preserve"] == 1.0 and kept.confidence >= 0.9
    pruned = verdicts["c2"]
    assert pruned.decision == Decision.REJECT
    assert pruned.reasons[-2:] == [Reason.AUDITOR_PRUNE, Reason.NO_EVIDENCE]
    assert verdicts["c3"].decision == Decision.ACCEPT
    stage = next(s for s in kept.stages if s.stage == "auditor")
    assert stage.detail["prompt_version"] and stage.detail["risk_level"] == "HIGH"
    assert stats["auditor_calls_per_1000_candidates"] == pytest.approx(1000 / 3, abs=0.01)


def test_invalid_reply_is_retried_with_the_error_then_applied() -> None:
    missing_r3 = reply(keep("r1", QUOTE_R1), prune("r2"))
    with FakeOpenAIServer(script=[missing_r3, GOOD]) as server:
        verdicts, stats, auditor = run(server)
        retry_prompt = server.log[1].last_user
    assert (stats["auditor_calls"], stats["auditor_retries"]) == (2, 1)
    assert stats["auditor_invalid_batches"] == 0
    assert "missing ids: r3" in retry_prompt
    # The retry carries the conversation: the bad reply, then the error.
    second = auditor.log[1]["messages"]
    assert [m["role"] for m in second] == ["system", "user", "assistant", "user"]
    assert verdicts["c1"].decision == Decision.ACCEPT
    assert verdicts["c2"].decision == Decision.REJECT
    stage = next(s for s in verdicts["c1"].stages if s.stage == "auditor")
    assert stage.detail["retried"] is True and stage.detail["attempts"] == 2


def test_invalid_twice_sends_the_batch_to_review() -> None:
    new_id = reply(keep("r1", QUOTE_R1), prune("r2"), prune("r3"), prune("r9"))
    with FakeOpenAIServer(script=[new_id, new_id]) as server:
        verdicts, stats, _ = run(server)
        assert server.requests == 2
    assert (stats["auditor_calls"], stats["auditor_invalid_batches"]) == (2, 1)
    for v in verdicts.values():
        assert v.decision == Decision.REVIEW
        assert Reason.AUDITOR_INVALID_OUTPUT in v.reasons
        stage = next(s for s in v.stages if s.stage == "auditor")
        assert "r9" in stage.detail["problem"]


def test_quote_not_in_the_source_is_invalid() -> None:
    paraphrase = reply(
        keep("r1", "Aster Holdings is headquartered in Rotterdam."), prune("r2"), prune("r3")
    )
    with FakeOpenAIServer(script=[paraphrase, paraphrase]) as server:
        verdicts, stats, _ = run(server)
        retry_prompt = server.log[1].last_user
    assert "not found verbatim" in retry_prompt
    assert stats["auditor_invalid_batches"] == 1
    assert all(v.decision == Decision.REVIEW for v in verdicts.values())
    assert all(Reason.AUDITOR_INVALID_OUTPUT in v.reasons for v in verdicts.values())


def test_failed_call_sends_the_batch_to_review() -> None:
    with FakeOpenAIServer(script=[ScriptedReply.server_error(500)]) as server:
        verdicts, stats, _ = run(server)
    assert stats["auditor_call_errors"] == 1
    # The endpoint failed, not the model: routed as unavailable, not as an invalid answer.
    assert all(Reason.AUDITOR_UNAVAILABLE in v.reasons for v in verdicts.values())


def test_only_undecided_candidates_are_audited_in_batches_of_20_to_30() -> None:
    assert plan_batches(45) == [23, 22]
    assert plan_batches(30) == [30]
    assert plan_batches(61) == [21, 20, 20]
    assert plan_batches(7) == [7]
    names = [f"Site {chr(65 + i // 26)}{chr(65 + i % 26)}" for i in range(45)]
    text = " ".join(f"{n} lies near Aster Holdings." for n in names) + " Gideon Corp is in Oslo."
    doc = Document(doc_id="big", text=text)
    vocab = parse_vocabulary(
        {"predicates": {"near": {"label": "located near", "template": "{s} lies beside {o}"}}}
    )
    cands = [
        Candidate(candidate_id=f"n{i}", doc_id="big", subject=n, predicate="located near",
                  object="Aster Holdings")
        for i, n in enumerate(names)
    ] + [
        # Settled without the auditor: the object is not in the text.
        Candidate(candidate_id="x", doc_id="big", subject="Gideon Corp",
                  predicate="located near", object="Atlantis")
    ]  # fmt: skip

    def prune_all(body: dict[str, Any]) -> ScriptedReply:
        user = body["messages"][-1]["content"]
        ids = sorted(set(re.findall(r'"id": "(r\d+)"', user)), key=lambda r: int(r[1:]))
        return reply(*(prune(i, "WEAK_IMPLICATION") for i in ids))

    with FakeOpenAIServer(default=prune_all) as server:
        client = OpenAIChatClient(base_url=server.base_url, model="m", max_retries=0)
        validator = Validator(vocab, FLAT, auditor=EvidenceAuditor(ChatClientAdapter(client)))
        verdicts = validator.validate([doc], cands)
        assert server.requests == 2
    assert validator.stats["auditor_audited"] == 45
    assert validator.stats["auditor_calls_per_1000_candidates"] == pytest.approx(
        1000 * 2 / 46, abs=0.01
    )
    by_id = {v.candidate_id: v for v in verdicts}
    assert by_id["x"].reasons == [Reason.ENTITY_NOT_IN_SOURCE]
    assert all(by_id[f"n{i}"].decision == Decision.REJECT for i in range(45))
    assert Reason.WEAK_IMPLICATION in by_id["n0"].reasons


@pytest.mark.parametrize(
    ("payload", "problem"),
    [
        ("not json", "not valid JSON"),
        ('{"audits": [{"id": "r1", "verdict": "KEEP", "evidence": null}]}', "not PRESERVE"),
        ('{"audits": [{"id": "r1", "verdict": "PRUNE", "removal_reason": "MAYBE"}]}',
         "removal_reason"),
        ('{"audits": [{"id": "r1", "verdict": "PRESERVE", "evidence": null}]}',
         "needs an evidence"),
        ('{"audits": [{"id": "r1", "verdict": "PRUNE", "removal_reason": "NO_EVIDENCE"}, '
         '{"id": "r1", "verdict": "PRUNE", "removal_reason": "NO_EVIDENCE"}]}',
         "more than once"),
    ],
)  # fmt: skip
def test_output_contract(payload: str, problem: str) -> None:
    with pytest.raises(AuditorOutputError, match=problem):
        validate_reply(payload, ["r1"], DocumentIndex(DOC))


def test_fenced_json_is_accepted() -> None:
    body = '{"audits": [{"id": "r1", "verdict": "PRUNE", "removal_reason": "NO_EVIDENCE"}]}'
    fenced = f"```json\n{body}\n```"
    assert validate_reply(fenced, ["r1"], DocumentIndex(DOC))["r1"].verdict == "PRUNE"
