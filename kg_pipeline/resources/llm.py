"""The LLM endpoint as a Dagster resource, built from the one settings model (`LLMSettings`).

An empty `base_url` means "not configured": extraction is skipped and only imported candidates
flow. The API key is passed in (as `dg.EnvVar("OPENAI_API_KEY")` by the Definitions), never read
here at import time, and never logged or shown in a repr.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import dagster as dg
from pydantic import Field, SecretStr

from kg_pipeline.core.extraction.client import OpenAIChatClient
from kg_pipeline.core.extraction.settings import (
    DEFAULT_CACHE_DIR,
    DEFAULT_MAX_TOKENS,
    OPENAI_DEFAULT_BASE_URL,
    LLMSettings,
)

__all__ = ["OPENAI_DEFAULT_BASE_URL", "LLMResource"]


class LLMResource(dg.ConfigurableResource):
    """An OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM, Ollama, llama.cpp).

    Same fields and defaults as `LLMSettings`, which does the work (`settings()`).
    """

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
    max_tokens: int = Field(default=DEFAULT_MAX_TOKENS, description="Reply budget per request.")
    context_tokens: int | None = Field(
        default=None, description="The server's context; prompts are fitted to it when set."
    )
    cache_dir: str = Field(default=str(DEFAULT_CACHE_DIR), description="Reply cache directory.")

    @property
    def enabled(self) -> bool:
        return bool(self.base_url.strip() or self.api_key)

    def settings(self) -> LLMSettings:
        return LLMSettings.model_validate(
            {
                **self.model_dump(exclude={"api_key", "cache_dir"}),
                "api_key": SecretStr(self.api_key),
                "cache_dir": Path(self.cache_dir),
            }
        )

    def get_client(self) -> OpenAIChatClient:
        return self.settings().client()

    def describe(self) -> str:
        """For logs: where and what, never the key."""
        return self.settings().describe()

    @classmethod
    def from_settings(cls, settings: LLMSettings) -> LLMResource:
        values = settings.model_dump(exclude={"api_key", "cache_dir"})
        return cls(
            **values,
            api_key=settings.api_key.get_secret_value(),
            cache_dir=str(settings.cache_dir),
        )

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> LLMResource:
        """Settings for use outside Dagster, read when called (see `LLMSettings`)."""
        return cls.from_settings(LLMSettings.from_env(environ))
