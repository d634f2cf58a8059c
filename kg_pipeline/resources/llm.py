"""The LLM endpoint as a Dagster resource, and the same settings from the environment outside it.

An empty `base_url` means "not configured": extraction is skipped and only imported candidates
flow. The API key is passed in (as `dg.EnvVar("OPENAI_API_KEY")` by the Definitions), never read
here at import time, and never logged or shown in a repr.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import dagster as dg
from pydantic import Field

from kg_pipeline.core.extraction.client import OpenAIChatClient

OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1"


class LLMResource(dg.ConfigurableResource):
    """An OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM, Ollama, llama.cpp)."""

    base_url: str = Field(default="", description="e.g. http://127.0.0.1:8000/v1; empty = off")
    api_key: str = Field(
        default="", repr=False, description="Wire with dg.EnvVar('OPENAI_API_KEY')."
    )
    model: str = Field(default="", description="Model name; part of the reply cache key.")
    temperature: float = 0.0
    timeout: float = Field(default=60.0, description="Seconds per request before it is retried.")
    max_retries: int = Field(default=4, description="Retries on 429, 5xx and timeouts.")
    concurrency: int = Field(default=4, description="Requests in flight at once.")
    gleaning: int = Field(default=0, description="Extra passes asking for missed relationships.")
    wire_format: str = Field(
        default="auto", description="auto, json_schema, json_object or prompt_json."
    )
    max_tokens: int | None = None

    @property
    def enabled(self) -> bool:
        return bool(self.base_url.strip())

    def get_client(self) -> OpenAIChatClient:
        if not self.enabled:
            raise ValueError("LLM endpoint not configured: set base_url (OPENAI_BASE_URL)")
        return OpenAIChatClient(
            base_url=self.base_url.strip(),
            api_key=self.api_key,
            model=self.model,
            temperature=self.temperature,
            timeout=self.timeout,
            max_retries=self.max_retries,
            concurrency=self.concurrency,
            wire_format=self.wire_format,
            max_tokens=self.max_tokens,
        )

    def describe(self) -> str:
        """For logs: where and what, never the key."""
        return f"{self.model or '?'} at {self.base_url or '(not configured)'}"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> LLMResource:
        """Settings for use outside Dagster, read when called.

        OPENAI_BASE_URL, OPENAI_API_KEY, KG_LLM_MODEL, KG_LLM_CONCURRENCY, and optionally
        KG_LLM_TIMEOUT, KG_LLM_MAX_RETRIES, KG_LLM_GLEANING, KG_LLM_WIRE_FORMAT. With a key but
        no base URL, the OpenAI API itself is meant.
        """
        env = os.environ if environ is None else environ
        api_key = env.get("OPENAI_API_KEY", "")
        base_url = env.get("OPENAI_BASE_URL", "").strip()
        if not base_url and api_key:
            base_url = OPENAI_DEFAULT_BASE_URL

        def number(name: str, default: float, kind: type = int) -> float:
            raw = env.get(name, "").strip()
            if not raw:
                return default
            try:
                return kind(raw)
            except ValueError as exc:
                raise ValueError(f"{name} must be a number, not {raw!r}") from exc

        return cls(
            base_url=base_url,
            api_key=api_key,
            model=env.get("KG_LLM_MODEL", "").strip(),
            concurrency=int(number("KG_LLM_CONCURRENCY", 4)),
            timeout=float(number("KG_LLM_TIMEOUT", 60.0, float)),
            max_retries=int(number("KG_LLM_MAX_RETRIES", 4)),
            gleaning=int(number("KG_LLM_GLEANING", 0)),
            wire_format=env.get("KG_LLM_WIRE_FORMAT", "auto").strip() or "auto",
        )
