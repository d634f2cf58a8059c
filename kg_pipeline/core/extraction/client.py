"""Chat-completions clients: the real one for any OpenAI-compatible server, and a replayer.

The retry loop is ours, not the `openai` package's (it is built with `max_retries=0`), so that
every retry is counted in the partition's cost metadata and Retry-After is honoured visibly.

Wire format: a JSON schema through `response_format` where the server accepts it; where it is
rejected (HTTP 400/422), the same request goes again with a weaker format, down to plain JSON
instructions in the prompt (which every format carries anyway). The format that produced each
reply is recorded on it. The downgrade is per request: the next request starts from the top
again, so one rejection never silently weakens the rest of a run.
"""

from __future__ import annotations

import email.utils
import json
import logging
import random
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from kg_pipeline.core.errors import KgPipelineError

log = logging.getLogger(__name__)

WIRE_JSON_SCHEMA = "json_schema"
WIRE_JSON_OBJECT = "json_object"
WIRE_PROMPT = "prompt_json"
WIRE_FORMATS = (WIRE_JSON_SCHEMA, WIRE_JSON_OBJECT, WIRE_PROMPT)
WIRE_SETTINGS = ("auto", WIRE_JSON_SCHEMA, WIRE_JSON_OBJECT, WIRE_PROMPT)

RETRIABLE_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
FORMAT_REJECTED_STATUS = frozenset({400, 422})

Message = dict[str, str]


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0


class Completion(BaseModel):
    """One reply, with what it cost and how it was obtained."""

    content: str
    model: str
    wire_format: str = WIRE_PROMPT
    finish_reason: str | None = None
    usage: Usage = Usage()
    requests: int = 1
    """HTTP requests sent for this reply: 1 + retries + wire-format fallbacks."""
    retries: int = 0
    wire_format_fallbacks: int = 0


class LLMCallError(KgPipelineError, RuntimeError):
    """A request that failed for good; carries the counts so failures still show their cost."""

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        requests: int = 1,
        retries: int = 0,
        wire_format_fallbacks: int = 0,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.requests = requests
        self.retries = retries
        self.wire_format_fallbacks = wire_format_fallbacks


class LLMClient(ABC):
    """What the extractor needs from a model endpoint."""

    model: str
    concurrency: int = 1

    @abstractmethod
    def complete(
        self,
        messages: list[Message],
        *,
        response_schema: dict[str, Any] | None = None,
        schema_name: str = "reply",
    ) -> Completion:
        """Return the reply or raise LLMCallError; never return an empty reply silently."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release connections; optional."""


def parse_retry_after(headers: Any, *, now: float | None = None) -> float | None:
    """Seconds to wait from `retry-after-ms` or `Retry-After` (seconds or an HTTP date)."""
    if headers is None:
        return None
    raw_ms = headers.get("retry-after-ms")
    if raw_ms:
        try:
            return max(0.0, float(raw_ms) / 1000.0)
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


class OpenAIChatClient(LLMClient):
    """Any server speaking chat-completions: OpenAI, Azure, vLLM, Ollama, llama.cpp, LM Studio."""

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str = "",
        temperature: float = 0.0,
        timeout: float = 60.0,
        max_retries: int = 4,
        concurrency: int = 4,
        wire_format: str = "auto",
        max_tokens: int | None = None,
        backoff_base: float = 0.5,
        backoff_max: float = 20.0,
        max_retry_after: float = 120.0,
    ) -> None:
        import openai  # imported here so the package imports without touching the network stack

        if not base_url:
            raise ValueError("base_url is required (e.g. http://127.0.0.1:8000/v1)")
        if not model:
            raise ValueError("model is required (KG_LLM_MODEL)")
        if wire_format not in WIRE_SETTINGS:
            raise ValueError(f"wire_format must be one of {WIRE_SETTINGS}, not {wire_format!r}")
        if concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        self.model = model
        self.base_url = base_url
        self.temperature = temperature
        self.timeout = timeout
        self.max_retries = max(0, max_retries)
        self.concurrency = concurrency
        self.wire_format = wire_format
        self.max_tokens = max_tokens
        self.backoff_base = backoff_base
        self.backoff_max = backoff_max
        self.max_retry_after = max_retry_after
        self._openai = openai
        # Local servers need no key but the package insists on one; "EMPTY" is the usual
        # placeholder. The key is held only by the openai client and never logged.
        self._client = openai.OpenAI(
            base_url=base_url,
            api_key=api_key or "EMPTY",
            timeout=timeout,
            max_retries=0,
        )
        self._slots = threading.BoundedSemaphore(concurrency)

    def __repr__(self) -> str:
        return f"OpenAIChatClient(base_url={self.base_url!r}, model={self.model!r})"

    def close(self) -> None:
        self._client.close()

    def _formats(self, response_schema: dict[str, Any] | None) -> list[str]:
        if response_schema is None:
            return [WIRE_PROMPT]
        if self.wire_format == "auto":
            return list(WIRE_FORMATS)
        return [self.wire_format]

    def _request_kwargs(
        self, wire: str, response_schema: dict[str, Any] | None, schema_name: str
    ) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"model": self.model, "temperature": self.temperature}
        if self.max_tokens:
            kwargs["max_tokens"] = self.max_tokens
        if wire == WIRE_JSON_SCHEMA and response_schema is not None:
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": schema_name, "schema": response_schema, "strict": True},
            }
        elif wire == WIRE_JSON_OBJECT:
            kwargs["response_format"] = {"type": "json_object"}
        return kwargs

    def _backoff(self, retry: int) -> float:
        delay = min(self.backoff_max, self.backoff_base * (2**retry))
        return float(delay * (0.5 + random.random() / 2))

    def complete(
        self,
        messages: list[Message],
        *,
        response_schema: dict[str, Any] | None = None,
        schema_name: str = "reply",
    ) -> Completion:
        openai = self._openai
        formats = self._formats(response_schema)
        fmt_index = 0
        retries = requests = fallbacks = 0
        while True:
            wire = formats[fmt_index]
            kwargs = self._request_kwargs(wire, response_schema, schema_name)
            requests += 1
            delay: float | None = None
            try:
                with self._slots:
                    response = self._client.chat.completions.create(
                        messages=messages,  # type: ignore[arg-type]
                        **kwargs,
                    )
            except openai.APIStatusError as exc:
                status = exc.status_code
                if (
                    status in FORMAT_REJECTED_STATUS
                    and "response_format" in kwargs
                    and fmt_index + 1 < len(formats)
                ):
                    log.warning(
                        "server rejected response_format %s (HTTP %s); retrying this request "
                        "with %s",
                        wire,
                        status,
                        formats[fmt_index + 1],
                    )
                    fmt_index += 1
                    fallbacks += 1
                    continue
                if status not in RETRIABLE_STATUS or retries >= self.max_retries:
                    raise LLMCallError(
                        f"HTTP {status}: {_short(exc)}",
                        status=status,
                        requests=requests,
                        retries=retries,
                        wire_format_fallbacks=fallbacks,
                    ) from exc
                after = parse_retry_after(exc.response.headers)
                delay = (
                    min(after, self.max_retry_after)
                    if after is not None
                    else self._backoff(retries)
                )
                reason = f"HTTP {status}"
            except openai.APITimeoutError as exc:
                if retries >= self.max_retries:
                    raise LLMCallError(
                        f"timed out after {self.timeout:g}s",
                        requests=requests,
                        retries=retries,
                        wire_format_fallbacks=fallbacks,
                    ) from exc
                delay, reason = self._backoff(retries), "timeout"
            except openai.APIConnectionError as exc:
                if retries >= self.max_retries:
                    raise LLMCallError(
                        f"connection failed: {_short(exc)}",
                        requests=requests,
                        retries=retries,
                        wire_format_fallbacks=fallbacks,
                    ) from exc
                delay, reason = self._backoff(retries), "connection error"
            except openai.APIError as exc:
                raise LLMCallError(
                    f"unusable reply: {_short(exc)}",
                    requests=requests,
                    retries=retries,
                    wire_format_fallbacks=fallbacks,
                ) from exc
            else:
                return self._completion(response, wire, requests, retries, fallbacks)
            retries += 1
            log.info("%s from %s; retry %d in %.2fs", reason, self.base_url, retries, delay)
            time.sleep(delay)

    def _completion(
        self, response: Any, wire: str, requests: int, retries: int, fallbacks: int
    ) -> Completion:
        if not getattr(response, "choices", None):
            raise LLMCallError(
                "reply has no choices",
                requests=requests,
                retries=retries,
                wire_format_fallbacks=fallbacks,
            )
        choice = response.choices[0]
        content = choice.message.content if choice.message is not None else None
        usage = getattr(response, "usage", None)
        return Completion(
            content=content or "",
            model=getattr(response, "model", None) or self.model,
            wire_format=wire,
            finish_reason=choice.finish_reason,
            usage=Usage(
                prompt_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
                completion_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
            ),
            requests=requests,
            retries=retries,
            wire_format_fallbacks=fallbacks,
        )


class TextChatAdapter:
    """An `LLMClient` seen as `complete(messages, *, response_format=None) -> str`.

    The auditor and the claim audit need only the reply text; they validate it themselves.
    `response_format` may be a bare JSON schema or an OpenAI `{"type": "json_schema", ...}`
    block; either way the client decides which wire format the server accepts.
    """

    def __init__(self, client: LLMClient, schema_name: str = "reply") -> None:
        self.client = client
        self.schema_name = schema_name
        self.model = str(getattr(client, "model", "") or "")
        self.wire_formats: list[str] = []

    def complete(
        self, messages: list[dict[str, str]], *, response_format: dict[str, Any] | None = None
    ) -> str:
        schema = response_format
        if response_format and response_format.get("type") == "json_schema":
            schema = response_format.get("json_schema", {}).get("schema")
        reply = self.client.complete(messages, response_schema=schema, schema_name=self.schema_name)
        self.wire_formats.append(str(getattr(reply, "wire_format", "")))
        return str(reply.content)


def _short(exc: Exception, limit: int = 300) -> str:
    text = " ".join(str(exc).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


Reply = str | Completion | Exception
Responder = Callable[[list[Message]], Reply]


class ReplayChatClient(LLMClient):
    """Replays recorded replies, in order or chosen by a function of the messages.

    For tests and for re-running a recorded session offline; it never contacts a server.
    """

    def __init__(
        self,
        replies: Sequence[Reply] | Responder,
        *,
        model: str = "replay",
        wire_format: str = "replay",
        concurrency: int = 1,
    ) -> None:
        self.model = model
        self.wire_format = wire_format
        self.concurrency = concurrency
        self._responder: Responder | None = replies if callable(replies) else None
        self._queue: list[Reply] = [] if callable(replies) else list(replies)
        self._lock = threading.Lock()
        self.calls = 0
        self.seen: list[list[Message]] = []

    @classmethod
    def from_jsonl(cls, path: str | Path, *, model: str = "replay") -> ReplayChatClient:
        """One recorded reply per line: `{"content": ..., "wire_format"?, "usage"?}`."""
        replies: list[Reply] = []
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                record.setdefault("model", model)
                replies.append(Completion.model_validate(record))
        return cls(replies, model=model)

    def complete(
        self,
        messages: list[Message],
        *,
        response_schema: dict[str, Any] | None = None,
        schema_name: str = "reply",
    ) -> Completion:
        with self._lock:
            self.calls += 1
            self.seen.append(messages)
            if self._responder is not None:
                reply: Reply = self._responder(messages)
            elif self._queue:
                reply = self._queue.pop(0)
            else:
                raise LLMCallError("replay exhausted: no recorded reply left")
        if isinstance(reply, Exception):
            raise reply
        if isinstance(reply, Completion):
            return reply
        return Completion(content=reply, model=self.model, wire_format=self.wire_format)
