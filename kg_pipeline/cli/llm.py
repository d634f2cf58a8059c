"""`kg-pipeline llm check`: what the LLM settings resolve to, and one small bounded request.

The same `LLMSettings` that `extract`, `validate --audit` and `audit-claims --mode llm` read;
the key is shown masked. Exit 0 when the endpoint answered, 1 when the request failed (its error
kind named), 2 when nothing is configured.
"""

from __future__ import annotations

import argparse
import sys
import time

from kg_pipeline.core.extraction.client import LLMCallError
from kg_pipeline.core.extraction.settings import LLMSettings

CHECK_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["ok"],
    "properties": {"ok": {"type": "boolean"}},
}
CHECK_MAX_TOKENS = 16


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("llm", help="the LLM endpoint settings")
    sub = p.add_subparsers(dest="llm_command", required=True)
    check = sub.add_parser(
        "check", help="print the resolved settings (key masked) and send one small request"
    )
    check.add_argument("--no-request", action="store_true", help="print the settings only")
    check.set_defaults(func=run_check)


def run_check(args: argparse.Namespace) -> int:
    settings = LLMSettings.from_env()
    print(f"endpoint   {settings.base_url or '(not configured: set OPENAI_BASE_URL)'}")
    print(f"model      {settings.model or '(not set: KG_LLM_MODEL)'}")
    print(f"key        {settings.masked_key()}")
    print(
        f"timeout {settings.timeout:g}s, retries {settings.max_retries}, "
        f"concurrency {settings.concurrency}, wire format {settings.wire_format}, "
        f"max tokens {settings.max_tokens}, context {settings.context_tokens or 'unknown'}, "
        f"cache {settings.cache_dir}"
    )
    if not settings.enabled:
        return 2
    if args.no_request:
        return 0
    client = settings.client()
    client.max_tokens = CHECK_MAX_TOKENS  # a check, not a job: bounded whatever is configured
    started = time.perf_counter()
    try:
        reply = client.complete(
            [{"role": "user", "content": 'Reply with the JSON object {"ok": true}.'}],
            response_schema=CHECK_SCHEMA,
            schema_name="check",
        )
    except LLMCallError as exc:
        print(f"request    failed ({exc.kind}): {exc}", file=sys.stderr)
        return 1
    finally:
        client.close()
    print(
        f"request    ok in {time.perf_counter() - started:.2f}s: wire format "
        f"{reply.wire_format}, finish {reply.finish_reason}, tokens {reply.usage.prompt_tokens}"
        f"+{reply.usage.completion_tokens}, reply {client.redact(reply.content[:80])!r}"
    )
    return 0
