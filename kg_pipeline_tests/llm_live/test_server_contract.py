"""What llama.cpp's server does at the edges the LLM boundary must tell apart.

These talk to the server directly over HTTP, so they hold whatever the project's client does:
they pin the facts docs/llm_live.md records and that the boundary's error kinds rest on.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from kg_pipeline_tests.llm_live.conftest import HttpReply, LlamaServer, http

pytestmark = pytest.mark.llm_live

BOUNDED_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["cities"],
    "properties": {
        "cities": {
            "type": "array",
            "maxItems": 3,
            "items": {"type": "string", "maxLength": 24},
        }
    },
}


def chat(server: LlamaServer, messages: list[dict[str, str]], **body: Any) -> HttpReply:
    payload = {"model": server.model, "messages": messages, "temperature": 0, **body}
    return http("POST", f"{server.v1}/chat/completions", payload)


def test_the_shipped_gemma_template_is_applied(llama_server: LlamaServer) -> None:
    """The GGUF has no chat template; `--chat-template-file` supplies Gemma's turns."""
    messages = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Name a city."},
    ]
    response = http("POST", f"{llama_server.url}/apply-template", {"messages": messages})
    assert response.status == 200, response.text
    prompt = response.json()["prompt"]
    assert "<start_of_turn>user\nBe brief.\n\nName a city.<end_of_turn>\n" in prompt
    assert prompt.endswith("<start_of_turn>model\n")
    assert "<start_of_turn>system" not in prompt  # Gemma has no system role


def test_json_schema_reply_is_a_complete_document_within_its_bounds(
    llama_server: LlamaServer,
) -> None:
    """A bounded schema turns into a grammar that can only produce a complete document."""
    response = chat(
        llama_server,
        [{"role": "user", "content": "List cities in California as JSON."}],
        max_tokens=96,
        response_format={
            "type": "json_schema",
            "json_schema": {"name": "cities", "schema": BOUNDED_SCHEMA, "strict": True},
        },
    )
    assert response.status == 200, response.text
    choice = response.json()["choices"][0]
    assert choice["finish_reason"] == "stop"
    data = json.loads(choice["message"]["content"])
    assert set(data) == {"cities"}
    assert len(data["cities"]) <= 3
    assert all(isinstance(c, str) and len(c) <= 24 for c in data["cities"])


def test_max_tokens_cuts_the_reply_with_finish_reason_length(llama_server: LlamaServer) -> None:
    response = chat(
        llama_server,
        [{"role": "user", "content": "Count from one to one hundred in words."}],
        max_tokens=8,
    )
    assert response.status == 200, response.text
    body = response.json()
    assert body["choices"][0]["finish_reason"] == "length"
    assert body["usage"]["completion_tokens"] == 8


def test_prompt_over_the_context_is_a_400_that_names_the_context(
    llama_server: LlamaServer,
) -> None:
    """The same status as a rejected request field: only the body tells them apart."""
    before = llama_server.decodes()
    words = " ".join(f"word{i}" for i in range(llama_server.context * 2))
    response = chat(llama_server, [{"role": "user", "content": words}], max_tokens=8)
    assert response.status == 400
    error = response.json()["error"]
    assert error["type"] == "exceed_context_size_error"
    assert "exceeds the available context size" in error["message"]
    assert error["n_ctx"] == llama_server.context and error["n_prompt_tokens"] > error["n_ctx"]
    assert llama_server.decodes() == before  # refused before the model ran


def test_a_rejected_response_format_is_a_400_of_another_kind(llama_server: LlamaServer) -> None:
    response = chat(
        llama_server,
        [{"role": "user", "content": "Hi"}],
        max_tokens=4,
        response_format={"type": "no_such_format"},
    )
    assert response.status == 400
    error = response.json()["error"]
    assert error["type"] == "invalid_request_error"
    assert "context" not in error["message"]


def test_the_servers_counters_move_with_each_completion(llama_server: LlamaServer) -> None:
    before, tasks = llama_server.metrics(), llama_server.tasks_started()
    response = chat(llama_server, [{"role": "user", "content": "Say yes."}], max_tokens=4)
    assert response.status == 200
    after = llama_server.metrics()
    assert after["n_decode_total"] > before["n_decode_total"]
    assert after["tokens_predicted_total"] >= before["tokens_predicted_total"] + 1
    assert llama_server.tasks_started() == tasks + 1
