"""The neural verifier tier (issue 10): a fine-tuned MiniLM cross-encoder, run with onnxruntime.

`build_passage(document, candidate, vocabulary) -> Passage` gives the (hypothesis, passage) pair
and the passage's document span; `Verifier.packaged().score(pairs) -> list[float]` reads it.
Training (`training.py`) needs the `train` extra and is never imported from here.
"""

from kg_pipeline.core.verifier.model import Verifier
from kg_pipeline.core.verifier.passage import Passage, PassageBuilder, build_passage

__all__ = ["Passage", "PassageBuilder", "Verifier", "build_passage"]
