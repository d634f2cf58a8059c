"""One validated-completion path for every LLM caller that needs a structured answer.

Send the messages with the output's JSON schema; check the reply (a pydantic model, then the
caller's own checks, e.g. "every quote is in the source"); on failure ask once more with the
errors appended to the conversation; after the last attempt raise `StructuredOutputError`
carrying the attempts, every error and the last reply. A failed call (`LLMCallError`, already
classified and redacted) is not re-asked here: it propagates, so the caller can tell "the
endpoint failed" from "the model answered badly".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel, ValidationError

from kg_pipeline.core.errors import KgPipelineError

T = TypeVar("T")
Message = dict[str, str]


class TextClient(Protocol):
    def complete(
        self, messages: list[Message], *, response_format: dict[str, Any] | None = None
    ) -> str: ...


class StructuredOutputError(KgPipelineError, ValueError):
    """Every attempt's reply failed validation; carries what the caller needs to route it."""

    def __init__(self, errors: list[str], attempts: int, last_reply: str) -> None:
        super().__init__("; ".join(errors[-1:]) or "no valid reply")
        self.errors = errors
        self.attempts = attempts
        self.last_reply = last_reply


@dataclass
class Validated(Generic[T]):
    value: T
    attempts: int
    reply: str
    errors: list[str] = field(default_factory=list)
    """Validation errors of the earlier attempts (empty when the first reply was valid)."""


def default_reask(problem: str) -> str:
    return (
        f"Your reply was rejected by the validator: {problem}. Reply again with the complete "
        "corrected JSON object only."
    )


def response_format_for(schema: dict[str, Any], name: str) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": True}}


def complete_validated(
    client: TextClient,
    messages: list[Message],
    validate: Callable[[str], T],
    *,
    schema: dict[str, Any] | type[BaseModel] | None = None,
    schema_name: str = "reply",
    max_attempts: int = 2,
    reask: Callable[[str], str] = default_reask,
    on_attempt: Callable[[int, list[Message], str, str | None], None] | None = None,
) -> Validated[T]:
    """`validate(reply)` returns the value or raises ValueError (pydantic's included).

    `schema` is a JSON schema or a pydantic model (whose schema is sent). `on_attempt(attempt,
    messages, reply, error)` lets a caller log each exchange.
    """
    if isinstance(schema, type) and issubclass(schema, BaseModel):
        schema = schema.model_json_schema()
    response_format = response_format_for(schema, schema_name) if schema is not None else None
    errors: list[str] = []
    reply = ""
    for attempt in range(1, max_attempts + 1):
        reply = client.complete(messages, response_format=response_format)
        try:
            value = validate(reply)
        except (ValueError, ValidationError) as exc:
            problem = str(exc)
            errors.append(problem)
            if on_attempt is not None:
                on_attempt(attempt, messages, reply, problem)
            messages = [
                *messages,
                {"role": "assistant", "content": reply},
                {"role": "user", "content": reask(problem)},
            ]
            continue
        if on_attempt is not None:
            on_attempt(attempt, messages, reply, None)
        return Validated(value=value, attempts=attempt, reply=reply, errors=errors)
    raise StructuredOutputError(errors, max_attempts, reply)


def model_validator_for(model: type[BaseModel]) -> Callable[[str], Any]:
    """A `validate` for `complete_validated` that only checks the reply against `model`."""
    return model.model_validate_json
