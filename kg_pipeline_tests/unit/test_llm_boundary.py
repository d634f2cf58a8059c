"""The LLM boundary against the scripted loopback server (issue 11): every failure named by its
kind, only a rejected field downgrades the wire format, a cut-off reply is never repaired nor
paid for twice, the settings are one model, and an echoed key reaches no output."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import traceback
from pathlib import Path

import pytest

from kg_pipeline.core.extraction import DiskCache, extract_candidates
from kg_pipeline.core.extraction.client import (
    LLMCallError,
    LLMErrorKind,
    OpenAIChatClient,
    classify,
    redact,
)
from kg_pipeline.core.extraction.prompts import estimate_tokens, plausible_predicates
from kg_pipeline.core.extraction.settings import LLMSettings
from kg_pipeline.core.models import Candidate, Chunk, ParseMode, Reason
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.vocabulary import load_vocabulary, parse_vocabulary
from kg_pipeline_tests.fake_openai_server import FakeOpenAIServer, ScriptedReply
from kg_pipeline_tests.unit.test_auditor import DOC as AUDIT_DOC
from kg_pipeline_tests.unit.test_auditor import FLAT
from kg_pipeline_tests.unit.test_auditor import VOCAB as AUDIT_VOCAB
from kg_pipeline_tests.unit.test_auditor import candidates as audit_candidates

KEY = "sk-live-3f9a7c1e5b2d4a6f8e0c"
SCHEMA = {"type": "object", "properties": {"x": {"type": "string"}}}
VOCAB = parse_vocabulary(
    {"predicates": {"hq": {"label": "headquarters location", "template": "{s} is based in {o}"}}}
)


def client(server: FakeOpenAIServer, **kwargs: object) -> OpenAIChatClient:
    options: dict[str, object] = {"base_url": server.base_url, "model": "scripted-fake",
                                  "api_key": KEY, "timeout": 1.0, "max_retries": 0,
                                  "backoff_base": 0.01}  # fmt: skip
    options.update(kwargs)
    return OpenAIChatClient(**options)  # type: ignore[arg-type]


def failure(server: FakeOpenAIServer, reply: ScriptedReply, **kwargs: object) -> LLMCallError:
    server.push(reply)
    with pytest.raises(LLMCallError) as caught:
        client(server, **kwargs).complete([{"role": "user", "content": "hi"}],
                                          response_schema=SCHEMA)  # fmt: skip
    return caught.value


# -- one test per error kind --------------------------------------------------------------------


def test_context_overflow_is_named_and_downgrades_nothing() -> None:
    with FakeOpenAIServer() as server:
        exc = failure(server, ScriptedReply.context_overflow())
        assert exc.kind == LLMErrorKind.CONTEXT_OVERFLOW and "context size" in str(exc)
        assert (exc.requests, exc.wire_format_fallbacks, server.requests) == (1, 0, 1)


def test_only_a_rejected_field_downgrades_the_wire_format() -> None:
    with FakeOpenAIServer(reject_response_formats={"json_schema"}) as server:
        reply = client(server).complete([{"role": "user", "content": "hi"}],
                                        response_schema=SCHEMA)  # fmt: skip
        assert (reply.wire_format, reply.wire_format_fallbacks) == ("json_object", 1)
        assert [r.response_format for r in server.log] == ["json_schema", "json_object"]


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        (ScriptedReply.failing(400, "messages: role 'x' unknown"), LLMErrorKind.BAD_REQUEST),
        (
            ScriptedReply.failing(401, "invalid api key", "authentication_error"),
            LLMErrorKind.AUTHENTICATION,
        ),  # fmt: skip
        (ScriptedReply.rate_limited(0), LLMErrorKind.RATE_LIMIT),
        (ScriptedReply.server_error(503), LLMErrorKind.SERVER_ERROR),
        (ScriptedReply.ok('{"x": "cut', finish_reason="length"), LLMErrorKind.TRUNCATED),
        (ScriptedReply(refusal="I can't help with that."), LLMErrorKind.REFUSAL),
    ],
)
def test_each_http_failure_has_its_kind(reply: ScriptedReply, kind: LLMErrorKind) -> None:
    with FakeOpenAIServer() as server:
        exc = failure(server, reply)
        assert exc.kind == kind, str(exc)
        assert exc.wire_format_fallbacks == 0


def test_timeout_and_refused_connection_have_their_kinds() -> None:
    with FakeOpenAIServer() as server:
        assert failure(server, ScriptedReply.slow("{}", 2.0), timeout=0.3).kind == "timeout"
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    dead = OpenAIChatClient(base_url=f"http://127.0.0.1:{port}/v1", model="m", max_retries=0)
    with pytest.raises(LLMCallError) as caught:
        dead.complete([{"role": "user", "content": "hi"}])
    assert caught.value.kind == LLMErrorKind.CONNECTION


def test_classify_reads_the_body_of_a_400() -> None:
    llama = '{"error": {"type": "exceed_context_size_error", "message": "request (10175 tokens)"}}'
    assert classify(400, llama) == LLMErrorKind.CONTEXT_OVERFLOW
    assert classify(400, '{"code": "context_length_exceeded"}') == LLMErrorKind.CONTEXT_OVERFLOW
    rejected = 'response_format type must be one of "text" or "json_object"'
    assert classify(400, rejected) == LLMErrorKind.REJECTED_FIELD
    assert classify(400, "bad messages") == LLMErrorKind.BAD_REQUEST
    assert LLMErrorKind.TIMEOUT.transport and not LLMErrorKind.TRUNCATED.transport
    assert LLMErrorKind.TRUNCATED.unusable_reply and not LLMErrorKind.CONTEXT_OVERFLOW.transport


# -- parse modes ---------------------------------------------------------------------------------


def test_parse_modes_degraded_and_the_legacy_json_spelling() -> None:
    assert [m for m in ParseMode if m.degraded] == [
        ParseMode.JSON_REPAIRED, ParseMode.TUPLE_LINES, ParseMode.TRIPLE_LINES,
        ParseMode.IMPORTED_FALLBACK,
    ]  # fmt: skip
    old = Candidate(candidate_id="c", doc_id="d", parse_mode="json")  # written before issue 11
    assert old.parse_mode == ParseMode.STRICT and not old.parse_mode.degraded
    with pytest.raises(ValueError):
        Candidate(candidate_id="c", doc_id="d", parse_mode="repaired")  # never written


# -- truncation is cached, not re-asked ---------------------------------------------------------


def test_a_truncated_reply_is_not_asked_again_unless_retry_failed(tmp_path: Path) -> None:
    chunks = [
        Chunk(chunk_id="d#c0", doc_id="d", index=0, start=0, end=9, text="Aster is based in Oslo.")
    ]
    cache = DiskCache(tmp_path / "cache")
    with FakeOpenAIServer(default=ScriptedReply.ok('{"relationships": [{"sou',
                                                   finish_reason="length")) as server:  # fmt: skip
        first = extract_candidates(chunks, VOCAB, client(server, max_tokens=12), cache)
        assert server.requests == 1
        again = extract_candidates(chunks, VOCAB, client(server, max_tokens=12), cache)
        assert server.requests == 1  # the same question under the same settings: not re-asked
        other = extract_candidates(chunks, VOCAB, client(server, max_tokens=64), cache)
        assert server.requests == 2  # other settings: another question
        forced = extract_candidates(chunks, VOCAB, client(server, max_tokens=64), cache,
                                    retry_failed=True)  # fmt: skip
        assert server.requests == 3
    for result in (first, again, other, forced):
        (f,) = result.failures
        assert f.kind == LLMErrorKind.TRUNCATED and not result.candidates
    assert again.failures[0].from_cache and again.stats.cached_failures == 1
    (placeholder,) = again.failure_candidates()
    assert placeholder.parse_mode == ParseMode.FAILED and "truncated" in str(
        placeholder.input_problem
    )


def test_a_transport_failure_is_asked_again(tmp_path: Path) -> None:
    chunks = [Chunk(chunk_id="d#c0", doc_id="d", index=0, start=0, end=9, text="Aster in Oslo.")]
    cache = DiskCache(tmp_path / "cache")
    with FakeOpenAIServer(default=ScriptedReply.server_error(500)) as server:
        extract_candidates(chunks, VOCAB, client(server), cache)
        extract_candidates(chunks, VOCAB, client(server), cache)
        assert server.requests == 2


# -- prompts fit the context ---------------------------------------------------------------------


def test_the_prompt_offers_plausible_predicates_and_fits_the_context(tmp_path: Path) -> None:
    vocab = load_vocabulary(DEMO_VOCABULARY)
    text = "Aster Holdings, headquartered in Rotterdam, was founded in 1998 by Jan de Vries."
    chunks = [Chunk(chunk_id="a#c0", doc_id="a", index=0, start=0, end=len(text), text=text)]
    offered = plausible_predicates(vocab, text)
    assert 0 < len(offered) < len(vocab.predicates)
    assert "headquarters location" in [p.label for p in offered[:5]]
    with FakeOpenAIServer() as server:
        fitted = extract_candidates(chunks, vocab, client(server), context_tokens=2048,
                                    max_tokens=96)  # fmt: skip
        (record,) = server.log
        assert not fitted.failures
        too_small = extract_candidates(chunks, vocab, client(server), context_tokens=300,
                                       max_tokens=96)  # fmt: skip
        assert server.requests == 1  # refused before sending
    (f,) = too_small.failures
    assert f.kind == LLMErrorKind.CONTEXT_OVERFLOW and "context size (300 tokens)" in f.error
    assert record.response_format == "json_schema"
    assert estimate_tokens([{"role": "user", "content": "x" * 300}], None) == 108


# -- one settings model ---------------------------------------------------------------------------


def test_one_settings_model_with_the_key_masked() -> None:
    settings = LLMSettings.from_env({"OPENAI_BASE_URL": "http://127.0.0.1:1/v1",
                                     "OPENAI_API_KEY": KEY, "KG_LLM_MODEL": "m",
                                     "KG_LLM_MAX_TOKENS": "12", "KG_LLM_TIMEOUT": "7",
                                     "KG_LLM_WIRE_FORMAT": "prompt_json"})  # fmt: skip
    built = settings.client()
    assert (built.max_tokens, built.timeout, built.wire_format) == (12, 7.0, "prompt_json")
    assert KEY not in repr(settings) + settings.describe() + settings.masked_key()
    with pytest.raises(ValueError):
        LLMSettings.from_env({"KG_LLM_WIRE_FORMAT": "xml"})


# -- secrets never leave ---------------------------------------------------------------------------


def test_an_echoed_key_is_redacted_from_errors_and_tracebacks() -> None:
    assert redact(f"Bearer {KEY}!", [KEY]) == "Bearer [REDACTED]!"
    with FakeOpenAIServer() as server:
        exc = failure(server, ScriptedReply.failing(401, "bad key", "authentication_error",
                                                    echo_authorization=True))  # fmt: skip
    shown = "".join(traceback.format_exception(exc))
    assert "[REDACTED]" in str(exc) and KEY not in shown


def _run_cli(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).parent / "kg-pipeline"
    entry = [str(script)] if script.exists() else [
        sys.executable, "-c", "import sys; from kg_pipeline.cli import main; sys.exit(main())"
    ]  # fmt: skip
    return subprocess.run([*entry, *args], env=env, capture_output=True, text=True, timeout=120)


def test_an_echoed_key_appears_in_no_output_of_extract_or_validate_audit(tmp_path: Path) -> None:
    docs = tmp_path / "documents.jsonl"
    docs.write_text(json.dumps(AUDIT_DOC.model_dump()) + "\n")
    vocab = tmp_path / "vocabulary.json"
    vocab.write_text(
        json.dumps({p.predicate_id: p.model_dump() for p in AUDIT_VOCAB.predicates.values()})
    )
    cands = tmp_path / "cands.jsonl"
    cands.write_text("".join(c.model_dump_json() + "\n" for c in audit_candidates()))
    calibration = tmp_path / "flat.json"
    calibration.write_text(FLAT.model_dump_json())
    echo = ScriptedReply.failing(403, "forbidden", "permission_error", echo_authorization=True)
    with FakeOpenAIServer(default=echo) as server:
        env = {**{k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "KG_LLM"))},
               "OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": KEY,
               "KG_LLM_MODEL": "scripted-fake", "KG_LLM_MAX_RETRIES": "0",
               "KG_LLM_CACHE_DIR": str(tmp_path / "cache")}  # fmt: skip
        out = tmp_path / "out.jsonl"
        extracted = _run_cli(["extract", "--documents", str(docs), "--vocabulary", str(vocab),
                              "--out", str(out)], env)  # fmt: skip
        sent = server.requests
        verdicts = tmp_path / "verdicts.jsonl"
        audited = _run_cli(["validate", "--audit", "--documents", str(docs), "--candidates",
                            str(cands), "--vocabulary", str(vocab), "--out", str(verdicts),
                            "--calibration", str(calibration)], env)  # fmt: skip
        assert sent >= 1 and server.requests > sent  # both paths met the echoing server
    written = [p.read_text() for p in tmp_path.rglob("*") if p.is_file()]
    shown = extracted.stderr + extracted.stdout + audited.stderr + audited.stdout
    assert KEY not in shown + "".join(written)
    assert "[REDACTED]" in out.read_text()  # the echo happened, and was caught
    records = [json.loads(x) for x in out.read_text().splitlines()]
    assert {r["parse_mode"] for r in records} == {"failed"}
    assert all("(authentication)" in r["input_problem"] for r in records)
    assert audited.returncode == 0, audited.stderr
    routed = [json.loads(x) for x in verdicts.read_text().splitlines()]
    assert any(v["reasons"] == ["AUDITOR_UNAVAILABLE"] for v in routed), routed
    assert "[REDACTED]" in verdicts.read_text()


def test_an_unreachable_auditor_routes_to_review_as_unavailable() -> None:
    from kg_pipeline.core.validation.auditor import ChatClientAdapter, EvidenceAuditor
    from kg_pipeline.core.validation.validator import Validator

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    dead = OpenAIChatClient(base_url=f"http://127.0.0.1:{port}/v1", model="m", max_retries=0)
    validator = Validator(AUDIT_VOCAB, FLAT, auditor=EvidenceAuditor(ChatClientAdapter(dead)))
    verdicts = validator.validate([AUDIT_DOC], audit_candidates())
    assert {tuple(v.reasons) for v in verdicts} == {(Reason.AUDITOR_UNAVAILABLE,)}
    assert validator.stats["auditor_unavailable_batches"] == 1
    assert validator.stats["auditor_invalid_batches"] == 0


def test_a_401_in_the_claim_audit_ends_in_an_escalated_record_not_a_traceback() -> None:
    from kg_pipeline.core.claims.llm_mode import LLMClientAdapter, audit_item_llm
    from kg_pipeline_tests.unit.test_claims_llm_mode import ITEM

    refused = ScriptedReply.failing(401, "no", "authentication_error", echo_authorization=True)
    with FakeOpenAIServer(default=refused) as server:
        audit = audit_item_llm(ITEM, LLMClientAdapter(client(server)))
        assert server.requests == 1  # a refused call is not re-asked
    assert audit.escalated and audit.mode == "llm-escalated"
    assert any("(authentication)" in e for e in audit.validation_errors)
    assert KEY not in audit.model_dump_json()


def test_llm_check_prints_the_settings_masked_and_names_a_failure(tmp_path: Path) -> None:
    ok = ScriptedReply.ok('{"ok": true}')
    with FakeOpenAIServer(script=[ok, ScriptedReply.context_overflow()]) as server:
        env = {**{k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "KG_LLM"))},
               "OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": KEY,
               "KG_LLM_MODEL": "scripted-fake", "KG_LLM_MAX_RETRIES": "0",
               "KG_LLM_MAX_TOKENS": "333"}  # fmt: skip
        good = _run_cli(["llm", "check"], env)
        bad = _run_cli(["llm", "check"], env)
    assert good.returncode == 0, good.stderr
    assert "max tokens 333" in good.stdout and "request    ok" in good.stdout
    assert bad.returncode == 1 and "failed (context_overflow)" in bad.stderr
    assert KEY not in good.stdout + good.stderr + bad.stdout + bad.stderr
