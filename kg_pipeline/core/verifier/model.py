"""Scoring with the packaged int8 ONNX verifier: onnxruntime and tokenizers only, no torch.

The model is loaded once per process (`Verifier.packaged()`). Each pair is read on its own: dynamic
int8 quantisation sets its activation scales from the whole input tensor, so a pair read in a
batch takes a score that depends on its neighbours (up to 5 logits apart, 0.1 at the median, on
the shared test split). Alone, a pair's score is a function of the pair, whatever run, partition
or call it arrives in; on one core it is as fast as batches of 32 (no padding to compute).
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
        """One model call per pair, so that a score never depends on the other pairs."""
        out = []
        for enc in self._tokenizer.encode_batch([(h, p) for h, p in pairs]):
            feeds = {
                "input_ids": np.array([enc.ids], dtype=np.int64),
                "attention_mask": np.ones((1, len(enc.ids)), dtype=np.int64),
                "token_type_ids": np.array([enc.type_ids], dtype=np.int64),
            }
            result = self._session.run(None, {k: v for k, v in feeds.items() if k in self._inputs})
            out.append(float(result[0].reshape(-1)[0]))
        return out

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """Probabilities in input order; each depends on its own pair only."""
        return [1.0 / (1.0 + math.exp(-x)) for x in self.logits(pairs)]
