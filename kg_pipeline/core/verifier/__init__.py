"""The neural verifier tier (issue 10): a fine-tuned MiniLM document reader, run with onnxruntime.

`DocumentReader.packaged().read(text, requests)` scores every candidate of a document in one
encoder pass; `read_candidates(...)` does it for labelled files. Training (`reader_training.py`)
needs the `train` extra and is never imported from here.
"""

from kg_pipeline.core.verifier.reader import (
    DocumentReader,
    ReadRequest,
    read_candidates,
    request_for,
)

__all__ = ["DocumentReader", "ReadRequest", "read_candidates", "request_for"]
