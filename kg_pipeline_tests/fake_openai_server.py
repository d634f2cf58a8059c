"""A real HTTP server on 127.0.0.1 that speaks chat-completions and plays scripted replies.

It is not a model: every reply is written by the test (or by the `echo` responder, which copies
the passage's first sentence back), and responses say so in `system_fingerprint`. It exists so
that the client is exercised over the real HTTP path: status codes, headers such as Retry-After,
timeouts, keep-alive and concurrency.

    python -m kg_pipeline_tests.fake_openai_server --port 8099 --latency 0.5
"""

from __future__ import annotations

import argparse
import json
import re
import socket
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

FINGERPRINT = "fake-openai-server:scripted-not-a-model"
EMPTY_REPLY = '{"entities": [], "relationships": []}'


@dataclass
class ScriptedReply:
    """One scripted HTTP response to a chat-completions request."""

    content: str | None = EMPTY_REPLY
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    error: str = "scripted error"
    delay: float = 0.0
    finish_reason: str = "stop"
    error_type: str = "scripted_error"
    echo_authorization: bool = False
    """Copy the request's Authorization header into the error message (a careless proxy)."""
    refusal: str | None = None

    @classmethod
    def failing(cls, status: int, message: str, error_type: str = "invalid_request_error",
                *, echo_authorization: bool = False) -> ScriptedReply:  # fmt: skip
        return cls(status=status, error=message, error_type=error_type,
                   echo_authorization=echo_authorization)  # fmt: skip

    @classmethod
    def context_overflow(cls, n_prompt: int = 10175, n_ctx: int = 2048) -> ScriptedReply:
        """llama.cpp's reply to a prompt over the context (docs/llm_live.md)."""
        message = (
            f"request ({n_prompt} tokens) exceeds the available context size ({n_ctx} tokens), "
            "try increasing it"
        )
        return cls.failing(400, message, "exceed_context_size_error")

    @classmethod
    def ok(cls, content: str, *, finish_reason: str = "stop", delay: float = 0.0) -> ScriptedReply:
        return cls(content=content, finish_reason=finish_reason, delay=delay)

    @classmethod
    def rate_limited(cls, retry_after: float | str = 1) -> ScriptedReply:
        value = str(retry_after if not isinstance(retry_after, float) else f"{retry_after:g}")
        return cls(status=429, headers={"Retry-After": value}, error="rate limited (scripted)")

    @classmethod
    def server_error(cls, status: int = 500) -> ScriptedReply:
        return cls(status=status, error="internal error (scripted)")

    @classmethod
    def slow(cls, content: str, delay: float) -> ScriptedReply:
        return cls(content=content, delay=delay)


def relationships_json(
    relationships: Iterable[dict[str, Any]], entities: Iterable[dict[str, Any]] = ()
) -> str:
    return json.dumps({"entities": list(entities), "relationships": list(relationships)})


def fenced(text: str) -> str:
    return f"Here is the extraction:\n```json\n{text}\n```\n"


def truncated(text: str, keep: int) -> str:
    """The first `keep` characters, as a reply cut off by a token limit would be."""
    return text[:keep]


@dataclass
class RequestRecord:
    path: str
    model: str | None
    temperature: float | None
    response_format: str | None
    auth_present: bool
    status: int
    last_user: str
    at: float


Responder = Callable[[dict[str, Any]], ScriptedReply]


def _messages_text(body: dict[str, Any]) -> str:
    parts = []
    for message in body.get("messages") or []:
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, str):
            parts.append(content)
    return "\n".join(parts)


def _last_user(body: dict[str, Any]) -> str:
    for message in reversed(body.get("messages") or []):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            return content if isinstance(content, str) else ""
    return ""


_PASSAGE = re.compile(r"<<<PASSAGE\n(.*?)\nPASSAGE>>>", re.DOTALL)


def echo_responder(body: dict[str, Any]) -> ScriptedReply:
    """Copies the passage's first sentence back as the evidence of one 'scripted' relationship
    between its first and last words. Only for load tests: it knows nothing about the text."""
    text = _messages_text(body)
    match = _PASSAGE.search(text)
    passage = match.group(1) if match else _last_user(body)
    sentence = re.split(r"(?<=[.!?])\s+", passage.strip(), maxsplit=1)[0]
    words = re.findall(r"\w[\w-]*", sentence)
    if len(words) < 2:
        return ScriptedReply.ok(EMPTY_REPLY)
    rel = {
        "source_entity": words[0],
        "target_entity": words[-1],
        "relationship_type": "scripted",
        "evidence_span": sentence,
        "description": "scripted echo, not a model judgment",
        "polarity": "positive",
        "modality": "asserted",
        "time": None,
    }
    return ScriptedReply.ok(relationships_json([rel]))


class FakeOpenAIServer:
    """Start with `with FakeOpenAIServer(...) as server:`; point clients at `server.base_url`.

    Reply selection, in order: a rejected `response_format` type gets HTTP 400; then the first
    rule whose text occurs in the request's last user message (its replies are used in order,
    the last one repeating); then the queued script; then `default`.
    """

    def __init__(
        self,
        *,
        latency: float = 0.0,
        script: Sequence[ScriptedReply] = (),
        default: ScriptedReply | Responder | None = None,
        reject_response_formats: Iterable[str] = (),
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.latency = latency
        self.default = default or ScriptedReply.ok(EMPTY_REPLY)
        self.reject_response_formats = set(reject_response_formats)
        self._script: list[ScriptedReply] = list(script)
        self._rules: list[tuple[str, list[ScriptedReply]]] = []
        self._lock = threading.Lock()
        self.log: list[RequestRecord] = []
        self.in_flight = 0
        self.peak_in_flight = 0
        self._httpd = ThreadingHTTPServer((host, port), _make_handler(self))
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def requests(self) -> int:
        """Chat-completion requests received (every attempt, whatever its status)."""
        with self._lock:
            return len(self.log)

    def push(self, *replies: ScriptedReply) -> None:
        with self._lock:
            self._script.extend(replies)

    def add_rule(self, text: str, *replies: ScriptedReply) -> None:
        with self._lock:
            self._rules.append((text, list(replies)))

    def reset_log(self) -> None:
        with self._lock:
            self.log.clear()
            self.peak_in_flight = 0

    def start(self) -> FakeOpenAIServer:
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def choose(self, body: dict[str, Any]) -> ScriptedReply:
        fmt = body.get("response_format")
        fmt_type = fmt.get("type") if isinstance(fmt, dict) else None
        if fmt_type in self.reject_response_formats:
            return ScriptedReply(
                status=400,
                error=f"response_format type '{fmt_type}' is not supported (scripted)",
                error_type="invalid_request_error",
            )
        text = _last_user(body)
        with self._lock:
            for needle, replies in self._rules:
                if needle in text and replies:
                    return replies.pop(0) if len(replies) > 1 else replies[0]
            if self._script:
                return self._script.pop(0)
        return self.default(body) if callable(self.default) else self.default


def _make_handler(server: FakeOpenAIServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body leave in one write, flushed per request, and Nagle is off: otherwise
        # delayed ACKs add ~40 ms to every reply and distort latency measurements.
        wbufsize = 1 << 16

        def setup(self) -> None:
            super().setup()
            self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib name
            return None

        def _send(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
            data = json.dumps(payload).encode("utf-8")
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test); nothing to tell it

        def do_GET(self) -> None:  # noqa: N802 - stdlib name
            if self.path.rstrip("/").endswith("/_stats"):
                # Not part of the OpenAI protocol: lets a benchmark in another process read the
                # counters the tests read directly.
                with server._lock:
                    stats = {"requests": len(server.log), "peak_in_flight": server.peak_in_flight}
                self._send(200, stats, {})
            elif self.path.rstrip("/").endswith("/models"):
                self._send(
                    200,
                    {"object": "list", "data": [{"id": "scripted-fake", "object": "model"}]},
                    {},
                )
            else:
                self._send(404, {"error": {"message": "not found"}}, {})

        def do_POST(self) -> None:  # noqa: N802 - stdlib name
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._send(404, {"error": {"message": f"no route {self.path}"}}, {})
                return
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                body = None
            if not isinstance(body, dict):
                self._send(400, {"error": {"message": "body is not a JSON object"}}, {})
                return
            reply = server.choose(body)
            fmt = body.get("response_format")
            with server._lock:
                server.log.append(
                    RequestRecord(
                        path=self.path,
                        model=body.get("model"),
                        temperature=body.get("temperature"),
                        response_format=fmt.get("type") if isinstance(fmt, dict) else None,
                        auth_present=bool(self.headers.get("Authorization")),
                        status=reply.status,
                        last_user=_last_user(body)[:200],
                        at=time.time(),
                    )
                )
                server.in_flight += 1
                server.peak_in_flight = max(server.peak_in_flight, server.in_flight)
            try:
                time.sleep(server.latency + reply.delay)
            finally:
                with server._lock:
                    server.in_flight -= 1
            if reply.status != 200:
                message = reply.error
                if reply.echo_authorization:
                    message += f" (received Authorization: {self.headers.get('Authorization')})"
                error = {"message": message, "type": reply.error_type, "param": None}
                self._send(reply.status, {"error": error}, reply.headers)
                return
            content = reply.content or ""
            prompt_chars = len(_messages_text(body))
            self._send(
                200,
                {
                    "id": f"chatcmpl-scripted-{uuid.uuid4().hex[:12]}",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": body.get("model") or "scripted-fake",
                    "system_fingerprint": FINGERPRINT,
                    "choices": [
                        {
                            "index": 0,
                            "message": {
                                "role": "assistant",
                                "content": content if reply.refusal is None else None,
                                "refusal": reply.refusal,
                            },
                            "finish_reason": reply.finish_reason,
                        }
                    ],
                    # Approximate counts (4 characters a token): the server has no tokenizer.
                    "usage": {
                        "prompt_tokens": prompt_chars // 4,
                        "completion_tokens": len(content) // 4,
                        "total_tokens": prompt_chars // 4 + len(content) // 4,
                    },
                },
                reply.headers,
            )

    return Handler


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--latency", type=float, default=0.0, help="seconds added to each reply")
    parser.add_argument(
        "--mode",
        choices=["echo", "empty"],
        default="echo",
        help="echo: one scripted relationship quoting the first sentence; empty: no relationships",
    )
    parser.add_argument(
        "--reject-json-schema", action="store_true", help="answer response_format json_schema 400"
    )
    args = parser.parse_args(argv)
    server = FakeOpenAIServer(
        latency=args.latency,
        default=echo_responder if args.mode == "echo" else ScriptedReply.ok(EMPTY_REPLY),
        reject_response_formats={"json_schema"} if args.reject_json_schema else (),
        port=args.port,
    )
    print(
        f"fake OpenAI server (scripted replies, not a model) at {server.base_url} "
        f"latency={args.latency:g}s mode={args.mode}",
        flush=True,
    )
    try:
        server._httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server._httpd.server_close()
    print(f"served {server.requests} requests", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
