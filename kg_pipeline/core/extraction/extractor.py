"""Chunk-by-chunk candidate extraction through an `LLMClient`, with a reply cache.

Every chunk ends in exactly one of two places: its candidates (possibly none, counted as an empty
chunk) or a failure record with the error. A failure never turns into a silent empty result, and
one chunk's failure never stops the others.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from pydantic import BaseModel, Field

from kg_pipeline.core.extraction.cache import (
    CachedReply,
    CacheEntry,
    NullCache,
    ReplyCache,
    cache_key,
)
from kg_pipeline.core.extraction.client import Completion, LLMCallError, LLMClient
from kg_pipeline.core.extraction.parsing import (
    ParsedRelationship,
    ParseError,
    ParseResult,
    parse_reply,
    relationship_fields,
)
from kg_pipeline.core.extraction.prompts import (
    MAX_GLEANING_PASSES,
    PROMPT_VERSION,
    RESPONSE_SCHEMA,
    RESPONSE_SCHEMA_NAME,
    build_messages,
    gleaning_messages,
    system_prompt,
    vocabulary_fingerprint,
)
from kg_pipeline.core.models import Candidate, Chunk, Vocabulary
from kg_pipeline.core.text.normalize import fold

log = logging.getLogger(__name__)

FAILED_PARSE_MODE = "failed"

_POLARITY = {
    "positive": "positive",
    "affirmed": "positive",
    "affirmative": "positive",
    "true": "positive",
    "negative": "negative",
    "negated": "negative",
    "denied": "negative",
    "false": "negative",
}
_MODALITY = {
    "asserted": "asserted",
    "assertion": "asserted",
    "factual": "asserted",
    "certain": "asserted",
    "speculative": "speculative",
    "possible": "speculative",
    "hypothetical": "speculative",
    "planned": "speculative",
    "reported": "speculative",
    "uncertain": "speculative",
    "conditional": "conditional",
}
_NULLS = {"", "null", "none", "n/a", "unknown"}


class ExtractionFailure(BaseModel):
    chunk_id: str
    doc_id: str
    stage: str
    """`llm_call` (the endpoint never gave a usable reply) or `parse` (the reply was unreadable)."""
    error: str
    status: int | None = None
    requests: int = 0
    retries: int = 0
    reply_excerpt: str | None = None


class ExtractionStats(BaseModel):
    chunks: int = 0
    unique_chunks: int = 0
    """Distinct (model, prompt, text) keys: identical chunk texts are asked once."""
    calls: int = 0
    """Completions requested from the endpoint (main and gleaning passes), cached ones excluded."""
    cached_calls: int = 0
    """Completions served from the cache instead of the endpoint."""
    requests: int = 0
    """HTTP requests sent, including retries and wire-format fallbacks."""
    retries: int = 0
    wire_format_fallbacks: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    failed_chunks: int = 0
    empty_chunks: int = 0
    candidates: int = 0
    degraded_candidates: int = 0
    """Candidates read through repaired JSON or a line format."""
    truncated_replies: int = 0
    skipped_items: int = 0
    duplicates_dropped: int = 0
    gleaning_errors: int = 0
    parse_modes: dict[str, int] = Field(default_factory=dict)
    """Replies by the mode that read them."""
    wire_formats: dict[str, int] = Field(default_factory=dict)
    """Replies by the wire format that produced them (cached replies included)."""
    wall_seconds: float = 0.0

    def metadata(self) -> dict[str, Any]:
        """Flat numbers for Dagster metadata; the two dictionaries stay dictionaries."""
        flat: dict[str, Any] = self.model_dump(exclude={"parse_modes", "wire_formats"})
        flat["wall_seconds"] = round(self.wall_seconds, 3)
        for mode, count in sorted(self.parse_modes.items()):
            flat[f"parse_mode_{mode}"] = count
        return flat


class ExtractionResult(BaseModel):
    candidates: list[Candidate] = Field(default_factory=list)
    failures: list[ExtractionFailure] = Field(default_factory=list)
    stats: ExtractionStats = Field(default_factory=ExtractionStats)
    model: str = ""
    prompt_version: str = PROMPT_VERSION

    def failure_candidates(self) -> list[Candidate]:
        """One placeholder per failed chunk, so the failure reaches the ledger downstream.

        Each carries `input_problem` and `parse_mode="failed"`; a validator can reject it with
        EXTRACTION_FAILED instead of the chunk silently producing nothing.
        """
        return [
            Candidate(
                candidate_id=f"{f.chunk_id}-failed",
                doc_id=f.doc_id,
                chunk_id=f.chunk_id,
                extractor=f"llm:{self.model}",
                parse_mode=FAILED_PARSE_MODE,
                model=self.model,
                prompt_version=self.prompt_version,
                input_problem=f"extraction failed for chunk {f.chunk_id} ({f.stage}): {f.error}",
            )
            for f in self.failures
        ]


class _Outcome(BaseModel):
    """What one distinct chunk text produced: readable replies, or a failure."""

    replies: list[CachedReply] = Field(default_factory=list)
    parsed: list[ParseResult] = Field(default_factory=list)
    from_cache: bool = False
    failure: ExtractionFailure | None = None
    calls: int = 0
    requests: int = 0
    retries: int = 0
    fallbacks: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    gleaning_error: str | None = None


def _record(outcome: _Outcome, completion: Completion) -> CachedReply:
    outcome.calls += 1
    outcome.requests += completion.requests
    outcome.retries += completion.retries
    outcome.fallbacks += completion.wire_format_fallbacks
    outcome.prompt_tokens += completion.usage.prompt_tokens
    outcome.completion_tokens += completion.usage.completion_tokens
    return CachedReply(
        content=completion.content,
        wire_format=completion.wire_format,
        finish_reason=completion.finish_reason,
        usage=completion.usage,
    )


def _fail(chunk: Chunk, stage: str, error: str, **extra: Any) -> ExtractionFailure:
    return ExtractionFailure(chunk_id=chunk.chunk_id, doc_id=chunk.doc_id, stage=stage,
                             error=error, **extra)  # fmt: skip


def _parse_main(chunk: Chunk, reply: CachedReply) -> ParseResult | ExtractionFailure:
    excerpt = reply.content[:300]
    try:
        parsed = parse_reply(reply.content)
    except ParseError as exc:
        note = " (reply cut off: finish_reason=length)" if reply.finish_reason == "length" else ""
        return _fail(chunk, "parse", f"{exc}{note}", reply_excerpt=excerpt)
    if parsed.truncated and not parsed.relationships:
        return _fail(
            chunk,
            "parse",
            "reply truncated before any complete relationship",
            reply_excerpt=excerpt,
        )
    return parsed


def _triple_key(rel: ParsedRelationship) -> tuple[str, ...]:
    return (
        fold(rel.source_entity),
        fold(rel.relationship_type),
        fold(rel.target_entity),
        (rel.polarity or "").casefold(),
        (rel.modality or "").casefold(),
    )


class _Run:
    def __init__(
        self,
        vocabulary: Vocabulary,
        client: LLMClient,
        cache: ReplyCache,
        gleaning: int,
    ) -> None:
        self.vocabulary = vocabulary
        self.client = client
        self.cache = cache
        self.gleaning = gleaning
        self.fingerprint = vocabulary_fingerprint(vocabulary)
        self.system = system_prompt(vocabulary)

    def key(self, chunk: Chunk) -> str:
        return cache_key(
            model=self.client.model,
            prompt_version=PROMPT_VERSION,
            text_hash=chunk.text_hash,
            vocabulary=self.fingerprint,
            gleaning=self.gleaning,
        )

    def process(self, key: str, chunk: Chunk) -> _Outcome:
        try:
            return self._process(key, chunk)
        except Exception as exc:  # one chunk's bug must not sink the partition, nor hide
            log.exception("extraction of %s failed unexpectedly", chunk.chunk_id)
            return _Outcome(failure=_fail(chunk, "internal", f"{type(exc).__name__}: {exc}"))

    def _process(self, key: str, chunk: Chunk) -> _Outcome:
        entry = self.cache.get(key)
        if entry is not None and entry.replies:
            outcome = _Outcome(replies=entry.replies, from_cache=True)
            for i, reply in enumerate(entry.replies):
                parsed = _parse_main(chunk, reply)
                if isinstance(parsed, ExtractionFailure):
                    if i == 0:
                        return _Outcome(failure=parsed)
                    break
                outcome.parsed.append(parsed)
            return outcome

        outcome = _Outcome()
        messages = build_messages(chunk.text, self.vocabulary, system=self.system)
        try:
            completion = self.client.complete(
                messages, response_schema=RESPONSE_SCHEMA, schema_name=RESPONSE_SCHEMA_NAME
            )
        except LLMCallError as exc:
            outcome.calls += 1
            outcome.requests += exc.requests
            outcome.retries += exc.retries
            outcome.fallbacks += exc.wire_format_fallbacks
            outcome.failure = _fail(
                chunk, "llm_call", str(exc), status=exc.status, requests=exc.requests,
                retries=exc.retries,
            )  # fmt: skip
            return outcome
        reply = _record(outcome, completion)
        parsed = _parse_main(chunk, reply)
        if isinstance(parsed, ExtractionFailure):
            parsed.requests, parsed.retries = outcome.requests, outcome.retries
            outcome.failure = parsed
            return outcome
        outcome.replies.append(reply)
        outcome.parsed.append(parsed)

        seen = {_triple_key(r) for r in parsed.relationships}
        complete = True
        for _ in range(self.gleaning):
            messages = gleaning_messages(messages, reply.content)
            try:
                completion = self.client.complete(
                    messages, response_schema=RESPONSE_SCHEMA, schema_name=RESPONSE_SCHEMA_NAME
                )
            except LLMCallError as exc:
                outcome.calls += 1
                outcome.requests += exc.requests
                outcome.retries += exc.retries
                outcome.gleaning_error = f"gleaning call failed: {exc}"
                complete = False
                break
            reply = _record(outcome, completion)
            try:
                glean = parse_reply(reply.content)
            except ParseError as exc:
                outcome.gleaning_error = f"gleaning reply unreadable: {exc}"
                complete = False
                break
            outcome.replies.append(reply)
            outcome.parsed.append(glean)
            new = {_triple_key(r) for r in glean.relationships} - seen
            if not new:
                break  # nothing missed: further passes would only repeat
            seen |= new
        if not complete:
            # Not cached, so the next run completes it; the main pass's candidates still count.
            log.warning("chunk %s: %s", chunk.chunk_id, outcome.gleaning_error)
            return outcome
        entry = CacheEntry(
            key=key,
            model=self.client.model,
            prompt_version=PROMPT_VERSION,
            text_hash=chunk.text_hash,
            vocabulary=self.fingerprint,
            gleaning=self.gleaning,
            replies=outcome.replies,
        )
        try:
            self.cache.put(entry)
        except OSError as exc:  # a full disk must not throw away a reply already paid for
            log.warning("chunk %s: reply not cached: %s", chunk.chunk_id, exc)
        return outcome


def _normalise(value: str | None, table: dict[str, str]) -> str | None:
    if value is None or value.strip().casefold() in _NULLS:
        return None
    return table.get(value.strip().casefold(), value.strip().casefold())


def _clean_type(value: str | None) -> str | None:
    if value is None or value.strip().casefold() in _NULLS:
        return None
    return value.strip()


def _candidates_for(
    chunk: Chunk, outcome: _Outcome, model: str, stats: ExtractionStats
) -> list[Candidate]:
    types: dict[str, str] = {}
    for parsed in outcome.parsed:
        for ent in parsed.entities:
            ent_type = _clean_type(ent.type)
            if ent_type:
                types.setdefault(fold(ent.name), ent_type)
    out: list[Candidate] = []
    seen: set[tuple[str, ...]] = set()
    for pass_no, (parsed, reply) in enumerate(zip(outcome.parsed, outcome.replies, strict=False)):
        for rel in parsed.relationships:
            key = _triple_key(rel)
            if key in seen:
                stats.duplicates_dropped += 1
                continue
            seen.add(key)
            extra: dict[str, Any] = {"wire_format": reply.wire_format, "extraction_pass": pass_no}
            if rel.time and rel.time.strip().casefold() not in _NULLS:
                extra["time"] = rel.time.strip()
            if parsed.repairs:
                extra["parse_repairs"] = list(parsed.repairs)
            out.append(
                Candidate(
                    candidate_id=f"{chunk.chunk_id}-t{len(out):03d}",
                    doc_id=chunk.doc_id,
                    chunk_id=chunk.chunk_id,
                    **relationship_fields(rel, types),
                    polarity=_normalise(rel.polarity, _POLARITY),
                    modality=_normalise(rel.modality, _MODALITY),
                    extractor=f"llm:{model}",
                    parse_mode=parsed.mode,
                    model=model,
                    prompt_version=PROMPT_VERSION,
                    **extra,
                )
            )
            if parsed.degraded:
                stats.degraded_candidates += 1
    return out


def extract_candidates(
    chunks: Sequence[Chunk],
    vocabulary: Vocabulary,
    client: LLMClient,
    cache: ReplyCache | None = None,
    *,
    concurrency: int | None = None,
    gleaning: int = 0,
) -> ExtractionResult:
    """Ask the model about every chunk, at most `concurrency` at a time; see module docstring."""
    started = time.perf_counter()
    gleaning = max(0, min(gleaning, MAX_GLEANING_PASSES))
    run = _Run(vocabulary, client, cache if cache is not None else NullCache(), gleaning)
    workers = max(1, concurrency or client.concurrency)

    keys = [run.key(chunk) for chunk in chunks]
    first: dict[str, Chunk] = {}
    for key, chunk in zip(keys, chunks, strict=True):
        first.setdefault(key, chunk)
    outcomes: dict[str, _Outcome] = {}
    if first:
        with ThreadPoolExecutor(max_workers=min(workers, len(first))) as pool:
            futures = {key: pool.submit(run.process, key, chunk) for key, chunk in first.items()}
            outcomes = {key: future.result() for key, future in futures.items()}

    stats = ExtractionStats(chunks=len(chunks), unique_chunks=len(first))
    parse_modes: Counter[str] = Counter()
    wire_formats: Counter[str] = Counter()
    for outcome in outcomes.values():
        stats.calls += outcome.calls
        stats.requests += outcome.requests
        stats.retries += outcome.retries
        stats.wire_format_fallbacks += outcome.fallbacks
        stats.prompt_tokens += outcome.prompt_tokens
        stats.completion_tokens += outcome.completion_tokens
        stats.gleaning_errors += outcome.gleaning_error is not None
        if outcome.from_cache:
            stats.cached_calls += len(outcome.replies)
        for parsed in outcome.parsed:
            parse_modes[parsed.mode] += 1
            stats.truncated_replies += parsed.truncated
            stats.skipped_items += len(parsed.problems)
        for reply in outcome.replies[: len(outcome.parsed)]:
            wire_formats[reply.wire_format] += 1
        if outcome.failure is not None:
            parse_modes[FAILED_PARSE_MODE] += 1

    result = ExtractionResult(model=client.model)
    for key, chunk in zip(keys, chunks, strict=True):
        outcome = outcomes[key]
        if outcome.failure is not None:
            failure = outcome.failure.model_copy(
                update={"chunk_id": chunk.chunk_id, "doc_id": chunk.doc_id}
            )
            result.failures.append(failure)
            log.warning("chunk %s: %s failed: %s", chunk.chunk_id, failure.stage, failure.error)
            continue
        candidates = _candidates_for(chunk, outcome, client.model, stats)
        if not candidates:
            stats.empty_chunks += 1
        result.candidates.extend(candidates)

    stats.failed_chunks = len(result.failures)
    stats.candidates = len(result.candidates)
    stats.parse_modes = dict(sorted(parse_modes.items()))
    stats.wire_formats = dict(sorted(wire_formats.items()))
    stats.wall_seconds = time.perf_counter() - started
    result.stats = stats
    return result
