"""Reply cache: never pay twice for the same chunk.

Keyed by model, prompt version and chunk text hash (plus the vocabulary as the prompt shows it
and the number of gleaning passes, because both change what was asked). Raw replies are stored,
not parsed candidates, so a later parser improvement applies to cached replies without a call.

A reply that came back unusable (truncated at the length limit, unreadable after repair, a
refusal) is stored as a failure entry, with the fingerprint of the settings that produced it
(max tokens, wire format, temperature): the same question under the same settings would get the
same answer, so it is not paid for again unless those settings change or the caller asks to
retry failures. Transport failures (timeouts, refused connections, 5xx) are never stored.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
from pathlib import Path
from typing import Any, Protocol

from pydantic import BaseModel, Field, ValidationError

from kg_pipeline.core.extraction.client import Usage
from kg_pipeline.core.models import utc_now


class CachedReply(BaseModel):
    content: str
    wire_format: str
    finish_reason: str | None = None
    usage: Usage = Usage()


class CachedFailure(BaseModel):
    kind: str
    """An `LLMErrorKind` value (unusable-reply kinds only)."""
    error: str
    """Already redacted."""
    settings: str
    """Fingerprint of the request settings; another fingerprint makes the entry a miss."""
    reply_excerpt: str | None = None
    usage: Usage = Usage()


class CacheEntry(BaseModel):
    key: str
    model: str
    prompt_version: str
    text_hash: str
    vocabulary: str = ""
    gleaning: int = 0
    replies: list[CachedReply] = Field(default_factory=list)
    failure: CachedFailure | None = None
    created_at: str = Field(default_factory=lambda: utc_now().isoformat())


def cache_key(
    *,
    model: str,
    prompt_version: str,
    text_hash: str,
    vocabulary: str = "",
    gleaning: int = 0,
) -> str:
    payload = json.dumps(
        [model, prompt_version, text_hash, vocabulary, gleaning], ensure_ascii=False
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ReplyCache(Protocol):
    def get(self, key: str) -> CacheEntry | None: ...

    def put(self, entry: CacheEntry) -> None: ...


class NullCache:
    """No caching: every run pays for every chunk."""

    def get(self, key: str) -> CacheEntry | None:
        return None

    def put(self, entry: CacheEntry) -> None:
        return None


class DiskCache:
    """One JSON file per key under `root/<first two hex digits>/`; safe across threads and runs.

    Writes go to a temporary file renamed into place, so a crash never leaves half an entry; an
    unreadable entry is treated as a miss and overwritten.
    """

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)
        self.unreadable = 0
        self._lock = threading.Lock()

    def path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> CacheEntry | None:
        path = self.path(key)
        try:
            raw: Any = json.loads(path.read_text(encoding="utf-8"))
            entry = CacheEntry.model_validate(raw)
        except FileNotFoundError:
            return None
        except (OSError, ValueError, ValidationError):
            with self._lock:
                self.unreadable += 1
            return None
        return entry if entry.key == key else None

    def put(self, entry: CacheEntry) -> None:
        path = self.path(entry.key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(entry.model_dump_json(indent=1))
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def __len__(self) -> int:
        return sum(1 for _ in self.root.glob("*/*.json")) if self.root.is_dir() else 0
