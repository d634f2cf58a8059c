"""`OpenAIChatClient` against a real HTTP server on 127.0.0.1 playing scripted replies."""

from __future__ import annotations

import threading
import time
from email.utils import formatdate

import pytest

from kg_pipeline.core.extraction.client import (
    WIRE_JSON_OBJECT,
    WIRE_JSON_SCHEMA,
    WIRE_PROMPT,
    LLMCallError,
    OpenAIChatClient,
    parse_retry_after,
)
from kg_pipeline.core.extraction.prompts import RESPONSE_SCHEMA
from kg_pipeline_tests.fake_openai_server import EMPTY_REPLY, FakeOpenAIServer, ScriptedReply

MESSAGES = [{"role": "system", "content": "sys"}, {"role": "user", "content": "Aster passage"}]


def make_client(server: FakeOpenAIServer, **kwargs: object) -> OpenAIChatClient:
    options: dict[str, object] = {
        "base_url": server.base_url,
        "model": "scripted-fake",
        "api_key": "test-key",
        "timeout": 2.0,
        "max_retries": 2,
        "backoff_base": 0.01,
    }
    options.update(kwargs)
    return OpenAIChatClient(**options)  # type: ignore[arg-type]


def test_good_reply_carries_usage_and_wire_format() -> None:
    with FakeOpenAIServer(script=[ScriptedReply.ok(EMPTY_REPLY)]) as server:
        reply = make_client(server).complete(MESSAGES, response_schema=RESPONSE_SCHEMA)
        record = server.log[0]
    assert reply.content == EMPTY_REPLY
    assert reply.wire_format == WIRE_JSON_SCHEMA
    assert reply.usage.prompt_tokens > 0 and reply.usage.completion_tokens > 0
    assert (reply.requests, reply.retries) == (1, 0)
    assert record.temperature == 0.0
    assert record.model == "scripted-fake"
    assert record.response_format == "json_schema"
    assert record.auth_present


def test_429_honours_retry_after() -> None:
    script = [ScriptedReply.rate_limited(1), ScriptedReply.ok(EMPTY_REPLY)]
    with FakeOpenAIServer(script=script) as server:
        started = time.perf_counter()
        reply = make_client(server).complete(MESSAGES)
        elapsed = time.perf_counter() - started
        gap = server.log[1].at - server.log[0].at
        assert server.requests == 2
    assert reply.retries == 1 and reply.requests == 2
    # Backoff alone would wait ~0.01 s: the wait came from Retry-After.
    assert elapsed >= 0.95 and gap >= 0.9


def test_500_is_retried_then_succeeds() -> None:
    script = [
        ScriptedReply.server_error(500),
        ScriptedReply.server_error(503),
        ScriptedReply.ok("{}"),
    ]
    with FakeOpenAIServer(script=script) as server:
        reply = make_client(server).complete(MESSAGES)
        assert server.requests == 3
    assert reply.retries == 2 and reply.content == "{}"


def test_persistent_500_fails_loudly_after_the_retry_budget() -> None:
    with FakeOpenAIServer(default=ScriptedReply.server_error(500)) as server:
        with pytest.raises(LLMCallError) as info:
            make_client(server, max_retries=2).complete(MESSAGES)
        assert server.requests == 3
    assert info.value.status == 500
    assert (info.value.requests, info.value.retries) == (3, 2)


def test_reply_slower_than_the_timeout_is_retried_then_fails() -> None:
    with FakeOpenAIServer(default=ScriptedReply.slow(EMPTY_REPLY, 1.5)) as server:
        started = time.perf_counter()
        with pytest.raises(LLMCallError, match="timed out") as info:
            make_client(server, timeout=0.3, max_retries=1).complete(MESSAGES)
        elapsed = time.perf_counter() - started
        assert server.requests == 2
    assert info.value.retries == 1
    assert elapsed < 1.5  # the client gave up; it did not wait for the slow reply


def test_timeout_then_success() -> None:
    script = [ScriptedReply.slow(EMPTY_REPLY, 1.0), ScriptedReply.ok(EMPTY_REPLY)]
    with FakeOpenAIServer(script=script) as server:
        reply = make_client(server, timeout=0.3).complete(MESSAGES)
    assert reply.retries == 1 and reply.content == EMPTY_REPLY


def test_client_error_is_not_retried() -> None:
    with FakeOpenAIServer(default=ScriptedReply(status=401, error="bad key")) as server:
        with pytest.raises(LLMCallError, match="HTTP 401") as info:
            make_client(server).complete(MESSAGES)
        assert server.requests == 1
    assert "test-key" not in str(info.value)


def test_rejected_json_schema_falls_back_per_request() -> None:
    with FakeOpenAIServer(reject_response_formats={"json_schema"}) as server:
        client = make_client(server)
        first = client.complete(MESSAGES, response_schema=RESPONSE_SCHEMA)
        second = client.complete(MESSAGES, response_schema=RESPONSE_SCHEMA)
        formats = [(r.response_format, r.status) for r in server.log]
    assert first.wire_format == second.wire_format == WIRE_JSON_OBJECT
    assert first.wire_format_fallbacks == 1 and first.retries == 0
    # The second request starts from the schema again: the downgrade did not persist.
    assert formats == [("json_schema", 400), ("json_object", 200)] * 2


def test_server_rejecting_every_response_format_gets_prompt_only_json() -> None:
    with FakeOpenAIServer(reject_response_formats={"json_schema", "json_object"}) as server:
        reply = make_client(server).complete(MESSAGES, response_schema=RESPONSE_SCHEMA)
        assert server.log[-1].response_format is None
    assert reply.wire_format == WIRE_PROMPT and reply.wire_format_fallbacks == 2


def test_fixed_wire_format_does_not_fall_back() -> None:
    with FakeOpenAIServer(reject_response_formats={"json_schema"}) as server:
        with pytest.raises(LLMCallError, match="HTTP 400"):
            make_client(server, wire_format="json_schema").complete(
                MESSAGES, response_schema=RESPONSE_SCHEMA
            )
        assert server.requests == 1


def test_concurrency_limit_bounds_requests_in_flight() -> None:
    with FakeOpenAIServer(latency=0.15) as server:
        client = make_client(server, concurrency=2)
        threads = [threading.Thread(target=client.complete, args=(MESSAGES,)) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert server.requests == 6
        assert server.peak_in_flight == 2


def test_unreachable_server_fails_with_connection_error() -> None:
    server = FakeOpenAIServer()
    url = server.base_url
    server.stop()  # the port is now closed
    client = OpenAIChatClient(base_url=url, model="m", max_retries=1, backoff_base=0.01)
    with pytest.raises(LLMCallError, match="connection failed") as info:
        client.complete(MESSAGES)
    assert info.value.retries == 1


def test_parse_retry_after_forms() -> None:
    assert parse_retry_after({"retry-after": "3"}) == 3.0
    assert parse_retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    date = formatdate(1_000_010, usegmt=True)
    assert parse_retry_after({"retry-after": date}, now=1_000_000) == pytest.approx(10.0)
    assert parse_retry_after({"retry-after": "soon"}) is None
    assert parse_retry_after({}) is None


def test_repr_never_shows_the_key() -> None:
    client = OpenAIChatClient(base_url="http://127.0.0.1:9/v1", model="m", api_key="sk-secret")
    assert "sk-secret" not in repr(client)
