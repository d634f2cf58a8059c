"""Chat-completions clients: the real one for any OpenAI-compatible server, and a replayer.

The retry loop is ours, not the `openai` package's (it is built with `max_retries=0`), so that
every retry is counted in the partition's cost metadata and Retry-After is honoured visibly.

Wire format: a JSON schema through `response_format` where the server accepts it; where it is
rejected (an HTTP 400/422 whose body names the rejected field), the same request goes again with
a weaker format, down to plain JSON instructions in the prompt (which every format carries
anyway). Any other failure is classified (`LLMErrorKind`) and never downgrades anything: a prompt
over the context is not a rejected `response_format`.

Secrets: every error message passes through `redact` with the key before it is stored or raised,
and errors are raised `from None`, so a server that echoes the key in its error body cannot copy
it into a record, a log line or a traceback. The format that produced each
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
from collections.abc import Callable, Iterable, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any, TypedDict

from pydantic import BaseModel

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.models import WireFormat

log = logging.getLogger(__name__)

WIRE_JSON_SCHEMA = WireFormat.JSON_SCHEMA
WIRE_JSON_OBJECT = WireFormat.JSON_OBJECT
WIRE_PROMPT = WireFormat.PROMPT_JSON
WIRE_FORMATS = (WIRE_JSON_SCHEMA, WIRE_JSON_OBJECT, WIRE_PROMPT)
WIRE_SETTINGS = ("auto", *(str(w) for w in WIRE_FORMATS))

RETRIABLE_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
FORMAT_REJECTED_STATUS = frozenset({400, 422})


class LLMErrorKind(StrEnum):
    """Why a request produced no usable reply; each kind is handled differently."""

    CONTEXT_OVERFLOW = "context_overflow"
    """The prompt (plus the reply budget) does not fit the model's context; nothing ran."""
    REJECTED_FIELD = "rejected_field"
    """The server refused a request field (e.g. `response_format`): the only downgrade cue."""
    BAD_REQUEST = "bad_request"
    AUTHENTICATION = "authentication"
    RATE_LIMIT = "rate_limit"
    SERVER_ERROR = "server_error"
    TIMEOUT = "timeout"
    CONNECTION = "connection"
    TRUNCATED = "truncated"
    """The reply stopped at the length limit (`finish_reason: length`); never repaired."""
    INVALID_REPLY = "invalid_reply"
    """The reply could not be read, even after repair."""
    REFUSAL = "refusal"

    @property
    def transport(self) -> bool:
        """Failures of the way there, not of the answer: asked again on the next run."""
        return self in _TRANSPORT

    @property
    def unusable_reply(self) -> bool:
        """The model answered and the answer is unusable: cached, not paid for twice."""
        return self in _UNUSABLE


_TRANSPORT = frozenset(
    {
        LLMErrorKind.RATE_LIMIT,
        LLMErrorKind.SERVER_ERROR,
        LLMErrorKind.TIMEOUT,
        LLMErrorKind.CONNECTION,
    }
)
_UNUSABLE = frozenset({LLMErrorKind.TRUNCATED, LLMErrorKind.INVALID_REPLY, LLMErrorKind.REFUSAL})

_CONTEXT_MARKERS = (
    "exceed_context_size",
    "context_length_exceeded",
    "context size",
    "context length",
    "context window",
    "maximum context",
)
_FIELD_MARKERS = ("response_format", "json_schema", "json_object", "schema", "grammar")


def classify(status: int | None, body: str) -> LLMErrorKind:
    """One HTTP failure, by status and (for 400/422, where only the body tells) its body."""
    text = body.casefold()
    if status in FORMAT_REJECTED_STATUS or status == 413:
        if any(marker in text for marker in _CONTEXT_MARKERS):
            return LLMErrorKind.CONTEXT_OVERFLOW
        if status == 413:
            return LLMErrorKind.CONTEXT_OVERFLOW
        if any(marker in text for marker in _FIELD_MARKERS):
            return LLMErrorKind.REJECTED_FIELD
        return LLMErrorKind.BAD_REQUEST
    if status in (401, 403):
        return LLMErrorKind.AUTHENTICATION
    if status == 429:
        return LLMErrorKind.RATE_LIMIT
    if status in (408, 504):
        return LLMErrorKind.TIMEOUT
    if status is not None and (status >= 500 or status in RETRIABLE_STATUS):
        return LLMErrorKind.SERVER_ERROR
    return LLMErrorKind.BAD_REQUEST


REDACTED = "[REDACTED]"


def redact(text: str, secrets: Iterable[str]) -> str:
    """`text` with every occurrence of every non-empty secret replaced by a marker."""
    for secret in secrets:
        if secret and secret != "EMPTY":
            text = text.replace(secret, REDACTED)
    return text


Message = dict[str, str]


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0


class Completion(BaseModel):
    """One reply, with what it cost and how it was obtained."""

    content: str
    model: str
    wire_format: str = str(WIRE_PROMPT)
    finish_reason: str | None = None
    usage: Usage = Usage()
    requests: int = 1
    """HTTP requests sent for this reply: 1 + retries + wire-format fallbacks."""
    retries: int = 0
    wire_format_fallbacks: int = 0


class LLMCallError(KgPipelineError, RuntimeError):
    """A request that failed for good; carries its kind and counts so failures show their cost.

    The message must already be redacted: it is what records, logs and tracebacks show.
    """

    def __init__(
        self,
        message: str,
        *,
        kind: LLMErrorKind = LLMErrorKind.SERVER_ERROR,
        status: int | None = None,
        requests: int = 1,
        retries: int = 0,
        wire_format_fallbacks: int = 0,
        usage: Usage | None = None,
        reply_excerpt: str | None = None,
        wire_format: str | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.status = status
        self.requests = requests
        self.retries = retries
        self.wire_format_fallbacks = wire_format_fallbacks
        self.usage = usage or Usage()
        self.reply_excerpt = reply_excerpt
        self.wire_format = wire_format


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

    def settings_fingerprint(self) -> str:
        """What besides the prompt shapes a reply (max tokens, format, temperature): a cached
        unusable reply holds only for the same settings."""
        return ""


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
        self._secrets = tuple(x for x in (api_key,) if x)

    def __repr__(self) -> str:
        return f"OpenAIChatClient(base_url={self.base_url!r}, model={self.model!r})"

    def close(self) -> None:
        self._client.close()

    def settings_fingerprint(self) -> str:
        return json.dumps([self.max_tokens, str(self.wire_format), self.temperature])

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

        def fail(message: str, kind: LLMErrorKind, status: int | None = None) -> LLMCallError:
            return LLMCallError(
                self.redact(message),
                kind=kind,
                status=status,
                requests=requests,
                retries=retries,
                wire_format_fallbacks=fallbacks,
                wire_format=str(formats[fmt_index]),
            )

        while True:
            wire = formats[fmt_index]
            kwargs = self._request_kwargs(wire, response_schema, schema_name)
            requests += 1
            delay: float | None = None
            error: LLMCallError | None = None
            try:
                with self._slots:
                    response = self._client.chat.completions.create(
                        messages=messages,  # type: ignore[arg-type]
                        **kwargs,
                    )
            except openai.APIStatusError as exc:
                status = exc.status_code
                body = _body_text(exc)
                kind = classify(status, body)
                if (
                    kind == LLMErrorKind.REJECTED_FIELD
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
                if not kind.transport or retries >= self.max_retries:
                    error = fail(f"HTTP {status} ({kind}): {_short(body)}", kind, status)
                else:
                    after = parse_retry_after(exc.response.headers)
                    delay = (
                        min(after, self.max_retry_after)
                        if after is not None
                        else self._backoff(retries)
                    )
                    reason = f"HTTP {status}"
            except openai.APITimeoutError:
                if retries >= self.max_retries:
                    error = fail(f"timed out after {self.timeout:g}s", LLMErrorKind.TIMEOUT)
                else:
                    delay, reason = self._backoff(retries), "timeout"
            except openai.APIConnectionError as exc:
                if retries >= self.max_retries:
                    cause = exc.__cause__ or exc
                    error = fail(
                        f"connection failed: {_short(cause)} ({self.base_url})",
                        LLMErrorKind.CONNECTION,
                    )
                else:
                    delay, reason = self._backoff(retries), "connection error"
            except openai.APIError as exc:
                error = fail(f"unusable reply: {_short(exc)}", LLMErrorKind.INVALID_REPLY)
            else:
                return self._completion(response, wire, requests, retries, fallbacks)
            if error is not None:
                raise error from None  # the SDK's exception holds the raw body: not chained
            retries += 1
            log.info("%s from %s; retry %d in %.2fs", reason, self.base_url, retries, delay)
            time.sleep(delay or 0.0)

    def redact(self, text: str) -> str:
        return redact(text, self._secrets)

    def _completion(
        self, response: Any, wire: str, requests: int, retries: int, fallbacks: int
    ) -> Completion:
        counts = _Counts(requests=requests, retries=retries, wire_format_fallbacks=fallbacks)
        if not getattr(response, "choices", None):
            raise LLMCallError("reply has no choices", kind=LLMErrorKind.INVALID_REPLY, **counts)
        choice = response.choices[0]
        message = choice.message
        content = (message.content if message is not None else None) or ""
        raw_usage = getattr(response, "usage", None)
        usage = Usage(
            prompt_tokens=int(getattr(raw_usage, "prompt_tokens", 0) or 0),
            completion_tokens=int(getattr(raw_usage, "completion_tokens", 0) or 0),
        )
        refusal = getattr(message, "refusal", None) if message is not None else None
        if refusal:
            raise LLMCallError(
                self.redact(f"the model refused: {_short(str(refusal))}"),
                kind=LLMErrorKind.REFUSAL, usage=usage, wire_format=str(wire), **counts,
            )  # fmt: skip
        if choice.finish_reason == "length":
            raise LLMCallError(
                f"reply truncated at the length limit (finish_reason=length, "
                f"{usage.completion_tokens} completion tokens, max_tokens {self.max_tokens})",
                kind=LLMErrorKind.TRUNCATED,
                usage=usage,
                reply_excerpt=self.redact(content[:300]),
                wire_format=str(wire),
                **counts,
            )
        return Completion(
            content=content,
            model=getattr(response, "model", None) or self.model,
            wire_format=str(wire),
            finish_reason=choice.finish_reason,
            usage=usage,
            **counts,
        )


class _Counts(TypedDict):
    requests: int
    retries: int
    wire_format_fallbacks: int


def _body_text(exc: Any) -> str:
    """The error body as text (for classification); callers redact before showing it."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict | list):
        return json.dumps(body, ensure_ascii=False)
    if body:
        return str(body)
    response = getattr(exc, "response", None)
    try:
        return str(response.text) if response is not None else str(exc)
    except Exception:  # a streamed or closed body: the exception's own text will do
        return str(exc)


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


def _short(exc: BaseException | str, limit: int = 300) -> str:
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
