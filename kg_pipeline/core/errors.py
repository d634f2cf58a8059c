"""The one exception root of kg_pipeline: the CLI catches `KgPipelineError` and exits 2.

Each subclass also derives from the builtin it always was, so existing `except ValueError`
callers keep working:

    KgPipelineError
    ├── InputError(ValueError)          core.models: bad input, naming the file and record
    ├── ParseError(ValueError)          core.extraction.parsing: a reply in no known format
    ├── AuditorOutputError(ValueError)  core.validation.auditor: a reply breaking its contract
    └── LLMCallError(RuntimeError)      core.extraction.client: a request that failed for good
"""

from __future__ import annotations


class KgPipelineError(Exception):
    """Something the pipeline can explain in one line; the message names what and where."""
