"""One settings model for every LLM path: `extract`, `validate --audit`, `audit-claims --mode llm`
and the Dagster resource read the same variables with the same defaults.

| variable | field | default |
|---|---|---|
| OPENAI_BASE_URL | base_url | "" (off; the OpenAI API when only a key is set) |
| OPENAI_API_KEY | api_key (SecretStr, never shown) | "" |
| KG_LLM_MODEL | model | "" |
| KG_LLM_CONCURRENCY | concurrency | 4 |
| KG_LLM_TIMEOUT | timeout (seconds per request) | 60 |
| KG_LLM_MAX_RETRIES | max_retries (429, 5xx, timeouts, refused connections) | 4 |
| KG_LLM_WIRE_FORMAT | wire_format | auto |
| KG_LLM_MAX_TOKENS | max_tokens (reply budget; every request carries it) | 3072 |
| KG_LLM_CONTEXT_TOKENS | context_tokens (the server's context; prompts are fitted to it) | unset |
| KG_LLM_GLEANING | gleaning | 0 |
| KG_LLM_TEMPERATURE | temperature | 0 |
| KG_LLM_CACHE_DIR | cache_dir | .kg_data/llm_cache |
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from kg_pipeline.core.extraction.client import OpenAIChatClient

OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_CACHE_DIR = Path(".kg_data") / "llm_cache"
DEFAULT_MAX_TOKENS = 3072
"""The reply budget; the extraction schema's bounds are derived from it (`bounds.py`: 3072 is the
smallest budget that still allows six relationships, with 40-character names and 80-character
evidence, counted at one token per character; 1024 allows two). A model that loops stops here
instead of at the timeout."""

WireFormatSetting = Literal["auto", "json_schema", "json_object", "prompt_json"]


def _env(name: str) -> AliasChoices:
    return AliasChoices(name, name.lower())


class LLMSettings(BaseSettings):
    """The endpoint and how to talk to it; `from_env()` reads the variables when called."""

    model_config = SettingsConfigDict(
        env_ignore_empty=True, populate_by_name=True, extra="ignore", frozen=True
    )

    base_url: str = Field(default="", validation_alias=_env("OPENAI_BASE_URL"))
    api_key: SecretStr = Field(default=SecretStr(""), validation_alias=_env("OPENAI_API_KEY"))
    model: str = Field(default="", validation_alias=_env("KG_LLM_MODEL"))
    concurrency: int = Field(default=4, ge=1, validation_alias=_env("KG_LLM_CONCURRENCY"))
    timeout: float = Field(default=60.0, gt=0, validation_alias=_env("KG_LLM_TIMEOUT"))
    max_retries: int = Field(default=4, ge=0, validation_alias=_env("KG_LLM_MAX_RETRIES"))
    wire_format: WireFormatSetting = Field(
        default="auto", validation_alias=_env("KG_LLM_WIRE_FORMAT")
    )
    max_tokens: int = Field(
        default=DEFAULT_MAX_TOKENS, ge=1, validation_alias=_env("KG_LLM_MAX_TOKENS")
    )
    context_tokens: int | None = Field(
        default=None, ge=64, validation_alias=_env("KG_LLM_CONTEXT_TOKENS")
    )
    gleaning: int = Field(default=0, ge=0, validation_alias=_env("KG_LLM_GLEANING"))
    temperature: float = Field(default=0.0, ge=0, validation_alias=_env("KG_LLM_TEMPERATURE"))
    cache_dir: Path = Field(default=DEFAULT_CACHE_DIR, validation_alias=_env("KG_LLM_CACHE_DIR"))

    @model_validator(mode="after")
    def _openai_when_only_a_key(self) -> LLMSettings:
        if not self.base_url.strip() and self.api_key.get_secret_value():
            object.__setattr__(self, "base_url", OPENAI_DEFAULT_BASE_URL)
        object.__setattr__(self, "base_url", self.base_url.strip())
        object.__setattr__(self, "model", self.model.strip())
        return self

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> LLMSettings:
        """From `environ` (default: the process environment), read now, not at import."""
        if environ is None:
            return cls()
        names = {
            str(choice)
            for field in cls.model_fields.values()
            if isinstance(field.validation_alias, AliasChoices)
            for choice in field.validation_alias.choices
        }
        values = {k: v for k, v in environ.items() if k in names and v.strip()}
        return cls.model_validate(values)

    @property
    def enabled(self) -> bool:
        return bool(self.base_url)

    @property
    def secrets(self) -> tuple[str, ...]:
        key = self.api_key.get_secret_value()
        return (key,) if key else ()

    def masked_key(self) -> str:
        key = self.api_key.get_secret_value()
        if not key:
            return "(none)"
        return f"{key[:3]}...({len(key)} characters)" if len(key) > 8 else "***"

    def describe(self) -> str:
        """For logs and `llm check`: where and what, never the key."""
        return (
            f"{self.model or '?'} at {self.base_url or '(not configured)'} (timeout "
            f"{self.timeout:g}s, retries {self.max_retries}, wire format {self.wire_format}, "
            f"max tokens {self.max_tokens}, context {self.context_tokens or 'unknown'}, "
            f"concurrency {self.concurrency})"
        )

    def client(self) -> OpenAIChatClient:
        """The one client every LLM path uses. Raises ValueError when not configured."""
        if not self.enabled:
            raise ValueError("LLM endpoint not configured: set OPENAI_BASE_URL (and KG_LLM_MODEL)")
        return OpenAIChatClient(
            base_url=self.base_url,
            api_key=self.api_key.get_secret_value(),
            model=self.model,
            temperature=self.temperature,
            timeout=self.timeout,
            max_retries=self.max_retries,
            concurrency=self.concurrency,
            wire_format=self.wire_format,
            max_tokens=self.max_tokens,
        )
