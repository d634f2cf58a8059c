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

from kg_pipeline.core.extraction.bounds import ReplyBounds, bounded_schema, reply_bounds
from kg_pipeline.core.extraction.cache import (
    CachedFailure,
    CachedReply,
    CacheEntry,
    NullCache,
    ReplyCache,
    cache_key,
)
from kg_pipeline.core.extraction.client import (
    Completion,
    LLMCallError,
    LLMClient,
    LLMErrorKind,
    Usage,
)
from kg_pipeline.core.extraction.labels import NULL_WORDS, clean_type, modality_of, polarity_of
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
    RESPONSE_SCHEMA_NAME,
    build_messages,
    entity_types,
    estimate_tokens,
    gleaning_messages,
    plausible_predicates,
    predicate_subset_fingerprint,
    system_prompt,
    vocabulary_fingerprint,
)
from kg_pipeline.core.models import Candidate, Chunk, ParseMode, Predicate, Vocabulary
from kg_pipeline.core.text.normalize import fold

log = logging.getLogger(__name__)

FAILED_PARSE_MODE = ParseMode.FAILED


class ExtractionFailure(BaseModel):
    chunk_id: str
    doc_id: str
    stage: str
    """`llm_call` (the endpoint never gave a usable reply), `parse` (the reply was unreadable),
    `prompt` (the prompt cannot fit the context; nothing was sent) or `internal`."""
    error: str
    kind: LLMErrorKind | None = None
    from_cache: bool = False
    """A failure recorded on an earlier run for the same question and settings (not re-asked)."""
    status: int | None = None
    requests: int = 0
    retries: int = 0
    reply_excerpt: str | None = None
    reply_bounds: str | None = None
    """The schema bounds the request carried (`ReplyBounds.label()`)."""


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
    """Replies read only by repairing a cut-off JSON document (replayed replies; a live reply
    cut at the length limit is a failure of kind `truncated` instead)."""
    failures_by_kind: dict[str, int] = Field(default_factory=dict)
    cached_failures: int = 0
    """Failed chunks answered from a cached failure entry, without a request."""
    skipped_items: int = 0
    duplicates_dropped: int = 0
    gleaning_errors: int = 0
    parse_modes: dict[str, int] = Field(default_factory=dict)
    """Replies by the mode that read them."""
    wire_formats: dict[str, int] = Field(default_factory=dict)
    """Replies by the wire format that produced them (cached replies included)."""
    reply_bounds: list[ReplyBounds] = Field(default_factory=list)
    """The distinct schema bounds sent (one per predicate subset's longest label)."""
    wall_seconds: float = 0.0

    def metadata(self) -> dict[str, Any]:
        """Flat numbers for Dagster metadata; the two dictionaries stay dictionaries."""
        flat: dict[str, Any] = self.model_dump(
            exclude={"parse_modes", "wire_formats", "failures_by_kind", "reply_bounds"}
        )
        flat["reply_bounds"] = "; ".join(b.label() for b in self.reply_bounds)
        for kind, count in sorted(self.failures_by_kind.items()):
            flat[f"failed_{kind}"] = count
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
                input_problem=(
                    f"extraction failed for chunk {f.chunk_id} ({f.kind or f.stage}): {f.error}"
                ),
                **({"reply_bounds": f.reply_bounds} if f.reply_bounds else {}),
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
    bounds: ReplyBounds | None = None


def _charge(outcome: _Outcome, paid: Completion | LLMCallError) -> None:
    """Count what one call cost, whether it produced a reply or an error."""
    outcome.calls += 1
    outcome.requests += paid.requests
    outcome.retries += paid.retries
    outcome.fallbacks += paid.wire_format_fallbacks
    outcome.prompt_tokens += paid.usage.prompt_tokens
    outcome.completion_tokens += paid.usage.completion_tokens


def _record(outcome: _Outcome, completion: Completion) -> CachedReply:
    _charge(outcome, completion)
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
    if reply.finish_reason == "length":  # cut off: never repaired into candidates
        return _fail(chunk, "llm_call", "reply truncated at the length limit (finish_reason="
                     "length)", kind=LLMErrorKind.TRUNCATED, reply_excerpt=excerpt)  # fmt: skip
    try:
        parsed = parse_reply(reply.content)
    except ParseError as exc:
        return _fail(chunk, "parse", str(exc), kind=LLMErrorKind.INVALID_REPLY,
                     reply_excerpt=excerpt)  # fmt: skip
    if parsed.truncated and not parsed.relationships:
        return _fail(
            chunk,
            "parse",
            "reply truncated before any complete relationship",
            kind=LLMErrorKind.INVALID_REPLY,
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


class _Question(BaseModel):
    """What one chunk is asked: its predicate subset, prompt and schema, and the cache key."""

    key: str
    messages: list[dict[str, str]]
    schema_: dict[str, Any] = Field(alias="schema")
    bounds: ReplyBounds
    estimate: int
    overflow: str | None = None


class _Run:
    def __init__(
        self,
        vocabulary: Vocabulary,
        client: LLMClient,
        cache: ReplyCache,
        gleaning: int,
        *,
        context_tokens: int | None = None,
        max_tokens: int | None = None,
        retry_failed: bool = False,
    ) -> None:
        self.vocabulary = vocabulary
        self.client = client
        self.cache = cache
        self.gleaning = gleaning
        self.context_tokens = context_tokens
        self.max_tokens = max_tokens or 0
        self.retry_failed = retry_failed
        self.fingerprint = vocabulary_fingerprint(vocabulary)
        self.settings = client.settings_fingerprint()
        self._subsets: dict[str, tuple[str, dict[str, Any], ReplyBounds]] = {}

    def _system(self, predicates: list[Predicate]) -> tuple[str, str, dict[str, Any], ReplyBounds]:
        """System prompt, schema and bounds of one predicate subset, built once per run."""
        subset = predicate_subset_fingerprint(predicates)
        if subset not in self._subsets:
            labels = [p.label for p in predicates]
            types = entity_types(self.vocabulary, predicates)
            bounds = reply_bounds(self.max_tokens, labels, types)
            system = system_prompt(self.vocabulary, predicates,
                                   max_relationships=bounds.relationships)  # fmt: skip
            self._subsets[subset] = (system, bounded_schema(bounds, labels, types), bounds)
        return subset, *self._subsets[subset]

    def _ask(self, chunk: Chunk, predicates: list[Predicate]
             ) -> tuple[str, list[dict[str, str]], dict[str, Any], ReplyBounds]:  # fmt: skip
        subset, system, schema, bounds = self._system(predicates)
        messages = build_messages(chunk.text, self.vocabulary, system=system)
        return subset, messages, schema, bounds

    def _fits(self, chunk: Chunk, predicates: list[Predicate]) -> bool:
        if not self.context_tokens:
            return True
        _, messages, schema, _ = self._ask(chunk, predicates)
        return estimate_tokens(messages, schema) + self.max_tokens <= self.context_tokens

    def question(self, chunk: Chunk) -> _Question:
        predicates = plausible_predicates(
            self.vocabulary, chunk.text, fits=lambda ps: self._fits(chunk, ps)
        )
        subset, messages, schema, bounds = self._ask(chunk, predicates)
        estimate = estimate_tokens(messages, schema)
        overflow = None
        if self.context_tokens and estimate + self.max_tokens > self.context_tokens:
            overflow = (
                f"prompt of about {estimate} tokens (with one predicate) plus max_tokens "
                f"{self.max_tokens} exceeds the context size ({self.context_tokens} tokens); "
                "not sent"
            )
        key = cache_key(
            model=self.client.model,
            prompt_version=PROMPT_VERSION,
            text_hash=chunk.text_hash,
            vocabulary=f"{self.fingerprint}:{subset}:{bounds.label()}",
            gleaning=self.gleaning,
        )
        return _Question(key=key, messages=messages, schema=schema, bounds=bounds,
                         estimate=estimate, overflow=overflow)  # fmt: skip

    def process(self, question: _Question, chunk: Chunk) -> _Outcome:
        try:
            outcome = self._process(question, chunk)
        except Exception as exc:  # one chunk's bug must not sink the partition, nor hide
            log.exception("extraction of %s failed unexpectedly", chunk.chunk_id)
            outcome = _Outcome(failure=_fail(chunk, "internal", f"{type(exc).__name__}: {exc}"))
        outcome.bounds = question.bounds
        if outcome.failure is not None:
            outcome.failure.reply_bounds = question.bounds.label()
        return outcome

    def _from_cache(self, chunk: Chunk, entry: CacheEntry) -> _Outcome | None:
        if entry.failure is not None:
            if self.retry_failed or entry.failure.settings != self.settings:
                return None
            f = entry.failure
            return _Outcome(
                from_cache=True,
                failure=_fail(chunk, "llm_call", f.error, kind=LLMErrorKind(f.kind),
                              reply_excerpt=f.reply_excerpt, from_cache=True),
            )  # fmt: skip
        if not entry.replies:
            return None
        outcome = _Outcome(replies=entry.replies, from_cache=True)
        for i, reply in enumerate(entry.replies):
            parsed = _parse_main(chunk, reply)
            if isinstance(parsed, ExtractionFailure):
                if i == 0:
                    return _Outcome(failure=parsed, from_cache=True)
                break
            outcome.parsed.append(parsed)
        return outcome

    def _remember_failure(self, question: _Question, chunk: Chunk, failure: ExtractionFailure,
                          usage: Completion | LLMCallError | None) -> None:  # fmt: skip
        """An unusable reply is stored, so the same question is not paid for again."""
        if failure.kind is None or not failure.kind.unusable_reply:
            return
        cached = CachedFailure(
            kind=str(failure.kind),
            error=failure.error,
            settings=self.settings,
            reply_excerpt=failure.reply_excerpt,
            usage=usage.usage if usage is not None else Usage(),
        )
        self._put(question, chunk, [], cached)

    def _put(self, question: _Question, chunk: Chunk, replies: list[CachedReply],
             failure: CachedFailure | None = None) -> None:  # fmt: skip
        entry = CacheEntry(
            key=question.key,
            model=self.client.model,
            prompt_version=PROMPT_VERSION,
            text_hash=chunk.text_hash,
            vocabulary=self.fingerprint,
            gleaning=self.gleaning,
            replies=replies,
            failure=failure,
        )
        try:
            self.cache.put(entry)
        except OSError as exc:  # a full disk must not throw away a reply already paid for
            log.warning("chunk %s: reply not cached: %s", chunk.chunk_id, exc)

    def _call(self, messages: list[dict[str, str]], schema: dict[str, Any],
              outcome: _Outcome) -> Completion | LLMCallError:  # fmt: skip
        try:
            return self.client.complete(
                messages, response_schema=schema, schema_name=RESPONSE_SCHEMA_NAME
            )
        except LLMCallError as exc:
            _charge(outcome, exc)
            return exc

    def _process(self, question: _Question, chunk: Chunk) -> _Outcome:
        entry = self.cache.get(question.key)
        if entry is not None:
            cached = self._from_cache(chunk, entry)
            if cached is not None:
                return cached
        outcome = _Outcome()
        if question.overflow is not None:
            outcome.failure = _fail(chunk, "prompt", question.overflow,
                                    kind=LLMErrorKind.CONTEXT_OVERFLOW, requests=0)  # fmt: skip
            return outcome

        messages = question.messages
        completion = self._call(messages, question.schema_, outcome)
        if isinstance(completion, LLMCallError):
            exc = completion
            outcome.failure = _fail(
                chunk, "llm_call", str(exc), kind=exc.kind, status=exc.status,
                requests=exc.requests, retries=exc.retries, reply_excerpt=exc.reply_excerpt,
            )  # fmt: skip
            self._remember_failure(question, chunk, outcome.failure, exc)
            return outcome
        reply = _record(outcome, completion)
        parsed = _parse_main(chunk, reply)
        if isinstance(parsed, ExtractionFailure):
            parsed.requests, parsed.retries = outcome.requests, outcome.retries
            outcome.failure = parsed
            self._remember_failure(question, chunk, parsed, completion)
            return outcome
        outcome.replies.append(reply)
        outcome.parsed.append(parsed)

        seen = {_triple_key(r) for r in parsed.relationships}
        for _ in range(self.gleaning):
            messages = gleaning_messages(messages, reply.content)
            completion = self._call(messages, question.schema_, outcome)
            if isinstance(completion, LLMCallError):
                outcome.gleaning_error = f"gleaning call failed: {completion}"
                break
            reply = _record(outcome, completion)
            glean = _parse_main(chunk, reply)
            if isinstance(glean, ExtractionFailure):
                outcome.gleaning_error = f"gleaning reply unusable: {glean.error}"
                break
            outcome.replies.append(reply)
            outcome.parsed.append(glean)
            new = {_triple_key(r) for r in glean.relationships} - seen
            if not new:
                break  # nothing missed: further passes would only repeat
            seen |= new
        if outcome.gleaning_error is not None:
            # Not cached, so the next run completes it; the main pass's candidates still count.
            log.warning("chunk %s: %s", chunk.chunk_id, outcome.gleaning_error)
            return outcome
        self._put(question, chunk, outcome.replies)
        return outcome


def _candidates_for(
    chunk: Chunk, outcome: _Outcome, model: str, stats: ExtractionStats
) -> list[Candidate]:
    types: dict[str, str] = {}
    for parsed in outcome.parsed:
        for ent in parsed.entities:
            ent_type = clean_type(ent.type)
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
            if outcome.bounds is not None:
                extra["reply_bounds"] = outcome.bounds.label()
            if rel.time and rel.time.strip().casefold() not in NULL_WORDS:
                extra["time"] = rel.time.strip()
            if parsed.repairs:
                extra["parse_repairs"] = list(parsed.repairs)
            out.append(
                Candidate(
                    candidate_id=f"{chunk.chunk_id}-t{len(out):03d}",
                    doc_id=chunk.doc_id,
                    chunk_id=chunk.chunk_id,
                    **relationship_fields(rel, types),
                    polarity=polarity_of(rel.polarity),
                    modality=modality_of(rel.modality),
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
    context_tokens: int | None = None,
    max_tokens: int | None = None,
    retry_failed: bool = False,
) -> ExtractionResult:
    """Ask the model about every chunk, at most `concurrency` at a time; see module docstring.

    `context_tokens` (the server's context) and `max_tokens` (the reply budget) bound the prompt:
    predicates are offered per chunk, most plausible first, as many as fit; a chunk whose prompt
    cannot fit even so fails as `context_overflow` without a request. `retry_failed` asks again
    for chunks whose reply was cached as unusable.
    """
    started = time.perf_counter()
    gleaning = max(0, min(gleaning, MAX_GLEANING_PASSES))
    run = _Run(
        vocabulary,
        client,
        cache if cache is not None else NullCache(),
        gleaning,
        context_tokens=context_tokens,
        max_tokens=max_tokens,
        retry_failed=retry_failed,
    )
    workers = max(1, concurrency or client.concurrency)

    questions = [run.question(chunk) for chunk in chunks]
    keys = [q.key for q in questions]
    first: dict[str, tuple[_Question, Chunk]] = {}
    for question, chunk in zip(questions, chunks, strict=True):
        first.setdefault(question.key, (question, chunk))
    outcomes: dict[str, _Outcome] = {}
    if first:
        with ThreadPoolExecutor(max_workers=min(workers, len(first))) as pool:
            futures = {key: pool.submit(run.process, *qc) for key, qc in first.items()}
            outcomes = {key: future.result() for key, future in futures.items()}

    stats = ExtractionStats(chunks=len(chunks), unique_chunks=len(first))
    parse_modes: Counter[str] = Counter()
    wire_formats: Counter[str] = Counter()
    failure_kinds: Counter[str] = Counter()
    bounds = {o.bounds.label(): o.bounds for o in outcomes.values() if o.bounds is not None}
    stats.reply_bounds = [bounds[label] for label in sorted(bounds)]
    for outcome in outcomes.values():
        stats.calls += outcome.calls
        stats.requests += outcome.requests
        stats.retries += outcome.retries
        stats.wire_format_fallbacks += outcome.fallbacks
        stats.prompt_tokens += outcome.prompt_tokens
        stats.completion_tokens += outcome.completion_tokens
        stats.gleaning_errors += outcome.gleaning_error is not None
        if outcome.from_cache:
            stats.cached_calls += max(1, len(outcome.replies))
        for parsed in outcome.parsed:
            parse_modes[parsed.mode] += 1
            stats.truncated_replies += parsed.truncated
            stats.skipped_items += len(parsed.problems)
        for reply in outcome.replies[: len(outcome.parsed)]:
            wire_formats[reply.wire_format] += 1
        if outcome.failure is not None:
            parse_modes[FAILED_PARSE_MODE] += 1
            failure_kinds[str(outcome.failure.kind or outcome.failure.stage)] += 1
            stats.cached_failures += outcome.failure.from_cache

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
    stats.failures_by_kind = dict(sorted(failure_kinds.items()))
    stats.wall_seconds = time.perf_counter() - started
    result.stats = stats
    return result
