"""How fast could a shallower or shorter-input verifier read? Speed only, on one core.

Issue 10 asks the model tier for 300 candidates per second on one core; the packaged MiniLM (6
layers, inputs of up to 112 tokens) reads about 45. This script keeps the packaged recipe (int8
per-channel dynamic quantisation, one ONNX thread, one pair per call) and cuts the trained
model's encoder to its first 6, 4, 3 or 2 layers and its inputs to 112, 80 or 64 tokens, then
times each on the same test-split pairs. The cut models are not retrained, so their scores mean
nothing: this measures the speed a retrained student of that shape would have, before anyone
spends the hours to train one.

Needs the training extra (torch, transformers, onnx) and a trained run folder:

    HF_HUB_OFFLINE=1 .venv-train/bin/python benchmarks/verifier_depth_speed.py \
        --model .kg_data/verifier_run3/final

About 3 minutes.
"""

from __future__ import annotations

import argparse
import copy
import os
import tempfile
import time
from pathlib import Path

import numpy as np

from kg_pipeline.core.verifier.passage import DEFAULT_MAX_CHARS
from kg_pipeline.core.verifier.training import build_examples, load_redocred

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_triples"


def export_int8(model: object, out_dir: Path, name: str) -> Path:
    """The packaged export recipe (opset 17, then per-channel dynamic int8) for any depth."""
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    ids = torch.tensor([[101, 1037, 102, 1038, 102]])
    fp32, int8 = out_dir / f"{name}.onnx", out_dir / f"{name}.int8.onnx"
    inputs = ("input_ids", "attention_mask", "token_type_ids")
    with torch.no_grad():
        torch.onnx.export(
            model,
            (ids, torch.ones_like(ids), torch.zeros_like(ids)),
            str(fp32),
            input_names=list(inputs),
            output_names=["logits"],
            dynamic_axes={n: {0: "batch", 1: "sequence"} for n in inputs},
            opset_version=17,
            dynamo=False,
        )
    quantize_dynamic(str(fp32), str(int8), per_channel=True, weight_type=QuantType.QInt8)
    return int8


def pairs_per_cpu_second(onnx_path: Path, encodings: list) -> float:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    session = ort.InferenceSession(str(onnx_path), options, providers=["CPUExecutionProvider"])
    started = time.process_time()
    for enc in encodings:
        session.run(
            None,
            {
                "input_ids": np.array([enc.ids], dtype=np.int64),
                "attention_mask": np.ones((1, len(enc.ids)), dtype=np.int64),
                "token_type_ids": np.array([enc.type_ids], dtype=np.int64),
            },
        )
    return len(encodings) / (time.process_time() - started)


def main() -> None:
    from tokenizers import Tokenizer
    from transformers import AutoModelForSequenceClassification

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True, help="a trained `final/` folder")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--pairs", type=int, default=600)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
    docs, candidates, vocabulary = load_redocred(args.data)
    test = [c for c in candidates if (c.model_extra or {}).get("split") == "test"]
    examples = build_examples(docs, test, vocabulary, DEFAULT_MAX_CHARS)
    pairs = [(e.hypothesis, e.passage) for e in examples[: args.pairs]]
    tokenizer = Tokenizer.from_file(str(args.model / "tokenizer.json"))
    tokenizer.no_padding()
    trained = AutoModelForSequenceClassification.from_pretrained(args.model).eval()
    print(f"{len(pairs)} test pairs, one ONNX thread, one pair per call, int8")
    print("layers  max tokens  mean tokens  pairs per CPU-second  int8 MB")
    with tempfile.TemporaryDirectory() as tmp:
        for layers in (6, 4, 3, 2):
            cut = copy.deepcopy(trained)
            cut.bert.encoder.layer = cut.bert.encoder.layer[:layers]
            cut.config.num_hidden_layers = layers
            onnx_path = export_int8(cut, Path(tmp), f"layers{layers}")
            for max_tokens in (112, 80, 64):
                tokenizer.enable_truncation(max_tokens, strategy="longest_first")
                encodings = tokenizer.encode_batch(pairs)
                mean = sum(len(e.ids) for e in encodings) / len(encodings)
                speed = pairs_per_cpu_second(onnx_path, encodings)
                size = onnx_path.stat().st_size / 1e6
                print(f"{layers:>6}  {max_tokens:>10}  {mean:>11.1f}  {speed:>20.1f}  {size:>7.1f}")


if __name__ == "__main__":
    main()
