"""Candidate extraction: from an OpenAI-compatible endpoint, or imported from another extractor.

Nothing here decides whether a triple is true; it only proposes candidates and records how each
was obtained (extractor, model, prompt version, wire format, parse mode) so that validation can
judge them and degraded paths stay visible.
"""

from kg_pipeline.core.extraction.cache import DiskCache, NullCache, ReplyCache, cache_key
from kg_pipeline.core.extraction.client import (
    Completion,
    LLMCallError,
    LLMClient,
    OpenAIChatClient,
    ReplayChatClient,
    Usage,
)
from kg_pipeline.core.extraction.extractor import (
    ExtractionFailure,
    ExtractionResult,
    ExtractionStats,
    extract_candidates,
)
from kg_pipeline.core.extraction.parsing import PARSE_MODES, ParseError, ParseResult, parse_reply
from kg_pipeline.core.extraction.prompts import PROMPT_VERSION

__all__ = [
    "PARSE_MODES",
    "PROMPT_VERSION",
    "Completion",
    "DiskCache",
    "ExtractionFailure",
    "ExtractionResult",
    "ExtractionStats",
    "LLMCallError",
    "LLMClient",
    "NullCache",
    "OpenAIChatClient",
    "ParseError",
    "ParseResult",
    "ReplayChatClient",
    "ReplyCache",
    "Usage",
    "cache_key",
    "extract_candidates",
    "parse_reply",
]
