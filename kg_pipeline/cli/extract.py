"""`extract` and `import`: candidates from an OpenAI-compatible endpoint or another extractor.

`extract` reads its endpoint through `LLMSettings` (OPENAI_BASE_URL, OPENAI_API_KEY,
KG_LLM_MODEL, KG_LLM_MAX_TOKENS, ...: the same settings the Dagster resource and `validate
--audit` take), so the CLI and the assets make the same calls and share the same reply cache.
Every chunk ends in its candidates or in one EXTRACTION_FAILED placeholder in `--out`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from kg_pipeline.cli.output import plural
from kg_pipeline.core.extraction import DiskCache, NullCache, extract_candidates
from kg_pipeline.core.extraction.importers import (
    IMPORT_FORMATS,
    import_candidates,
    map_predicates,
)
from kg_pipeline.core.extraction.settings import DEFAULT_CACHE_DIR, LLMSettings
from kg_pipeline.core.inputs.io import read_documents_jsonl, write_jsonl
from kg_pipeline.core.models import Candidate, InputError
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.text.chunking import chunk_document
from kg_pipeline.core.validation.vocabulary import PredicateIndex, load_vocabulary

__all__ = ["DEFAULT_CACHE_DIR", "register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "extract",
        help="propose candidates from documents through an OpenAI-compatible endpoint",
        description="Endpoint from OPENAI_BASE_URL, OPENAI_API_KEY, KG_LLM_MODEL, "
        "KG_LLM_CONCURRENCY (optional: KG_LLM_TIMEOUT, KG_LLM_MAX_RETRIES, KG_LLM_GLEANING, "
        "KG_LLM_WIRE_FORMAT, KG_LLM_MAX_TOKENS, KG_LLM_CONTEXT_TOKENS, KG_LLM_CACHE_DIR); "
        "see `kg-pipeline llm check`.",
    )
    p.add_argument("--documents", required=True, type=Path, help="documents JSONL")
    p.add_argument("--out", required=True, type=Path, help="candidates JSONL to write")
    p.add_argument(
        "--vocabulary",
        type=Path,
        default=None,
        help="vocabulary JSON (default: predicates.json beside the documents, else the demo's)",
    )
    p.add_argument("--chunk-max-chars", type=int, default=1200)
    p.add_argument("--chunk-overlap-chars", type=int, default=200)
    p.add_argument(
        "--failures",
        type=Path,
        default=None,
        help="failed chunks JSONL (default: <out>.failures.jsonl)",
    )
    p.add_argument("--cache-dir", type=Path, default=None, help="reply cache directory")
    p.add_argument("--no-cache", action="store_true", help="ask the endpoint for every chunk")
    p.add_argument("--gleaning", type=int, default=None, help="extra passes (default env, 0)")
    p.add_argument(
        "--retry-failed",
        action="store_true",
        help="ask again for chunks whose reply was cached as unusable (truncated, invalid)",
    )
    p.add_argument("--strict", action="store_true", help="exit 1 if any chunk failed")
    p.set_defaults(func=run_extract)

    p = subparsers.add_parser("import", help="read another extractor's output as candidates")
    p.add_argument("--format", required=True, choices=IMPORT_FORMATS)
    p.add_argument("input", type=Path, metavar="IN", help="file (or GraphRAG output folder)")
    p.add_argument("--out", required=True, type=Path, help="candidates JSONL to write")
    p.add_argument("--doc-id", default=None, help="document id when the input names none")
    p.add_argument(
        "--vocabulary",
        type=Path,
        default=DEMO_VOCABULARY,
        help="vocabulary the source's relationship names are mapped onto (default: the demo's)",
    )
    p.set_defaults(func=run_import)


def _vocabulary_path(args: argparse.Namespace) -> Path:
    if args.vocabulary:
        path: Path = args.vocabulary
    else:
        beside = args.documents.parent / "predicates.json"
        path = beside if beside.exists() else DEMO_VOCABULARY
    if not path.is_file():
        raise InputError(str(path), None, "vocabulary not found (pass --vocabulary)")
    return path


def _candidate_record(cand: Candidate) -> dict[str, object]:
    return cand.model_dump(mode="json", exclude_none=True)


def run_extract(args: argparse.Namespace) -> int:
    llm = LLMSettings.from_env()
    if not llm.enabled:
        print(
            "error: no endpoint configured: set OPENAI_BASE_URL (and KG_LLM_MODEL)",
            file=sys.stderr,
        )
        return 2
    if args.gleaning is not None:
        llm = llm.model_copy(update={"gleaning": args.gleaning})
    try:
        client = llm.client()
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    vocabulary = load_vocabulary(_vocabulary_path(args))
    documents = read_documents_jsonl(args.documents)
    overlap = args.chunk_overlap_chars
    if overlap >= args.chunk_max_chars:
        overlap = args.chunk_max_chars // 4
    chunks = [c for doc in documents for c in chunk_document(doc, args.chunk_max_chars, overlap)]
    cache = NullCache() if args.no_cache else DiskCache(args.cache_dir or llm.cache_dir)
    try:
        result = extract_candidates(
            chunks,
            vocabulary,
            client,
            cache,
            concurrency=llm.concurrency,
            gleaning=llm.gleaning,
            context_tokens=llm.context_tokens,
            max_tokens=llm.max_tokens,
            retry_failed=args.retry_failed,
        )
    finally:
        client.close()

    failures_path: Path = args.failures or args.out.with_name(args.out.name + ".failures.jsonl")
    records = [*result.candidates, *result.failure_candidates()]
    write_jsonl(args.out, [_candidate_record(c) for c in records])
    write_jsonl(failures_path, [f.model_dump(mode="json") for f in result.failures])
    s = result.stats
    print(
        f"extract: {len(documents)} documents, {s.chunks} chunks, {llm.describe()}\n"
        f"  calls {s.calls} (cached {s.cached_calls}, retries {s.retries}, HTTP requests "
        f"{s.requests}, wire-format fallbacks {s.wire_format_fallbacks})\n"
        f"  tokens: prompt {s.prompt_tokens}, completion {s.completion_tokens}\n"
        f"  candidates {s.candidates} (from degraded parses {s.degraded_candidates}) -> "
        f"{args.out}\n"
        f"  failed chunks {s.failed_chunks} ({_kinds(s.failures_by_kind)}; cached failures "
        f"{s.cached_failures}) -> EXTRACTION_FAILED records in {args.out}, details in "
        f"{failures_path}; empty chunks {s.empty_chunks}\n"
        f"  parse modes {json.dumps(s.parse_modes)}; wire formats {json.dumps(s.wire_formats)}\n"
        f"  reply schema bounds (worst case within max tokens): "
        f"{'; '.join(b.label() for b in s.reply_bounds) or 'none'}\n"
        f"  {s.wall_seconds:.2f}s",
        file=sys.stderr,
    )
    if result.failures and not result.candidates:
        print("error: nothing extracted: every chunk failed", file=sys.stderr)
        return 1
    if result.failures and args.strict:
        return 1
    return 0


def _kinds(kinds: dict[str, int]) -> str:
    return ", ".join(f"{k} {n}" for k, n in kinds.items()) or "none"


def run_import(args: argparse.Namespace) -> int:
    index = PredicateIndex(load_vocabulary(args.vocabulary))
    candidates = import_candidates(args.format, args.input, doc_id=args.doc_id)
    mapping = map_predicates(candidates, index.vocabulary_name)
    write_jsonl(args.out, [_candidate_record(c) for c in candidates])
    docs = len({c.doc_id for c in candidates})
    print(
        f"import: {plural(len(candidates), 'candidate')} from {plural(docs, 'document')} "
        f"({args.format}) -> {args.out}",
        file=sys.stderr,
    )
    print(
        f"  predicates onto {args.vocabulary}: {mapping.mapped:,} renamed (original kept as "
        f"source_predicate), {mapping.unchanged:,} as written, "
        f"{mapping.unmapped_total:,} did not map",
        file=sys.stderr,
    )
    if mapping.unmapped:
        names = ", ".join(f"{n} ({c:,})" for n, c in mapping.unmapped.most_common(10))
        more = len(mapping.unmapped) - 10
        print(
            f"  not in the vocabulary: {names}"
            + (f" and {more:,} more" if more > 0 else "")
            + "; validation rejects them as UNKNOWN_PREDICATE (add a synonym to map one)",
            file=sys.stderr,
        )
    if untyped := mapping.without_predicate:
        print(
            f"  note: {plural(untyped, 'candidate has', 'candidates have')} no predicate (the "
            "source format states none); validation rejects them as UNKNOWN_PREDICATE",
            file=sys.stderr,
        )
    return 0
