"""The one exception root of kg_pipeline: the CLI catches `KgPipelineError` and exits 2.

Each subclass also derives from the builtin it always was, so existing `except ValueError`
callers keep working:

    KgPipelineError
    ├── InputError(ValueError)             core.models: bad input, naming file and record
    ├── PartitionKeyError(ValueError)      core.quality.summary: a key that is not a date
    ├── TableFormatError                   core.quality.parquet: Parquet of no known model
    ├── ConservationError                  core.validation.streaming: verdicts != candidates
    ├── AuditorOutputError(ValueError)     core.validation.auditor: a reply off its contract
    ├── ParseError(ValueError)             core.extraction.parsing: a reply in no known format
    ├── StructuredOutputError(ValueError)  core.extraction.structured: no valid reply
    ├── LLMCallError(RuntimeError)         core.extraction.client: a request failed for good
    ├── ReviewError(ValueError)            core.store.review: a decision the store refuses
    ├── UnknownItem(KeyError)              core.store.review: no such review item
    └── StoreNotFound(FileNotFoundError)   core.store.graph: no graph database there
"""

from __future__ import annotations


class KgPipelineError(Exception):
    """Something the pipeline can explain in one line; the message names what and where."""
