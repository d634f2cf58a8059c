"""Scoring with the packaged int8 ONNX verifier: onnxruntime and tokenizers only, no torch.

The model is loaded once per process (`Verifier.packaged()`); batches are length-sorted so that
padding stays small, and scores come back in the caller's order, independent of batching.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from kg_pipeline.core.verifier.passage import DEFAULT_MAX_CHARS

MODEL_DIR = Path(__file__).resolve().parent / "model"
MODEL_FILE = "verifier.int8.onnx"


class Verifier:
    """Reads (hypothesis, passage) pairs; `score` returns P(passage supports hypothesis)."""

    def __init__(
        self,
        model_dir: str | Path = MODEL_DIR,
        threads: int = 1,
        batch_size: int = 32,
        max_length: int | None = None,
    ) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model_dir = Path(model_dir)
        onnx_path = model_dir / MODEL_FILE
        if not onnx_path.exists():
            raise FileNotFoundError(f"no verifier model at {onnx_path}")
        meta_path = model_dir / "verifier.json"
        meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
        self.max_length = int(max_length or meta.get("max_length", 112))
        self.max_chars = int(meta.get("max_chars", DEFAULT_MAX_CHARS))
        """Passage bound the model was trained with: build passages with the same."""
        self.batch_size = batch_size
        self.version = "verifier-" + hashlib.sha256(onnx_path.read_bytes()).hexdigest()[:12]
        """Recorded with each verdict: the hash of the ONNX file that produced the score."""
        self._tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(self.max_length, strategy="longest_first")
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = ort.InferenceSession(
            str(onnx_path), options, providers=["CPUExecutionProvider"]
        )
        self._inputs = {i.name for i in self._session.get_inputs()}

    _packaged: Verifier | None = None
    _lock = threading.Lock()

    @classmethod
    def packaged(cls) -> Verifier:
        """The shipped model, loaded once per process."""
        with cls._lock:
            if cls._packaged is None:
                cls._packaged = cls()
            return cls._packaged

    def logits(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        if not pairs:
            return []
        encodings = self._tokenizer.encode_batch([(h, p) for h, p in pairs])
        # Sorted by length, then by the text itself: the batches depend on the set of pairs,
        # never on the order they came in.
        order = sorted(range(len(encodings)), key=lambda i: (len(encodings[i].ids), pairs[i]))
        out = [0.0] * len(encodings)
        for k in range(0, len(order), self.batch_size):
            chunk = order[k : k + self.batch_size]
            width = max(len(encodings[i].ids) for i in chunk)
            ids = np.zeros((len(chunk), width), dtype=np.int64)
            types = np.zeros((len(chunk), width), dtype=np.int64)
            mask = np.zeros((len(chunk), width), dtype=np.int64)
            for row, i in enumerate(chunk):
                enc = encodings[i]
                n = len(enc.ids)
                ids[row, :n] = enc.ids
                types[row, :n] = enc.type_ids
                mask[row, :n] = 1
            feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
            result = self._session.run(None, {k: v for k, v in feeds.items() if k in self._inputs})[
                0
            ]
            for row, i in enumerate(chunk):
                out[i] = float(result[row].reshape(-1)[0])
        return out

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """Probabilities in input order, the same whatever that order is. Dynamic int8 sets
        activation scales per batch, so a pair scored alone can differ slightly (~1e-2)."""
        return [1.0 / (1.0 + math.exp(-x)) for x in self.logits(pairs)]
