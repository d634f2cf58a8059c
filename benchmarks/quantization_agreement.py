"""How far int8 encoder states drift from fp32 on this CPU, with and without `reduce_range`.

The shipped reader's int8 scores differ between machines (README), and onnxruntime documents
`reduce_range` (7-bit weights) for CPUs without VNNI. Before the next export uses it, this
measures what it changes on the base MiniLM encoder (not the fine-tuned one, whose fp32 export
is not kept): token-state cosine against the fp32 export on the first documents of the shared
test split, one onnxruntime thread. Needs the `train` extra (torch, to export).

    HF_HUB_OFFLINE=1 .venv-train/bin/python benchmarks/quantization_agreement.py [--docs 40]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import numpy as np
import onnxruntime as ort
from onnxruntime.quantization import QuantType, quantize_dynamic
from tokenizers import Tokenizer
from transformers import BertModel

from kg_pipeline.core.inputs.io import read_documents_jsonl
from kg_pipeline.core.verifier.reader_training import default_base_model, export_encoder

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = ROOT.parent / "shared" / "data" / "redocred_triples" / "documents.jsonl"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--max-tokens", type=int, default=256)
    args = ap.parse_args()
    base = Path(default_base_model(ROOT / ".kg_data"))
    work = Path(tempfile.mkdtemp(prefix="kg_quant_"))
    enc = BertModel.from_pretrained(str(base), add_pooling_layer=False)
    export_encoder(enc, work / "fp32.onnx")
    variants = {"int8": False, "int8 reduce_range": True}
    for name, reduce in variants.items():
        quantize_dynamic(
            str(work / "fp32.onnx"),
            str(work / f"{name}.onnx"),
            per_channel=True,
            weight_type=QuantType.QInt8,
            reduce_range=reduce,
        )
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    sessions = {
        n: ort.InferenceSession(str(work / f"{n}.onnx"), options) for n in ["fp32", *variants]
    }
    tokenizer = Tokenizer.from_file(str(base / "tokenizer.json"))
    texts = [d.text for d in read_documents_jsonl(DOCUMENTS)][: args.docs]
    found: dict[str, list[np.ndarray]] = {n: [] for n in variants}
    for text in texts:
        ids = np.array([tokenizer.encode(text).ids[: args.max_tokens]], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": 0 * ids}
        ref = sessions["fp32"].run(None, feed)[0][0]
        for n in variants:
            out = sessions[n].run(None, feed)[0][0]
            norms = np.linalg.norm(out, axis=-1) * np.linalg.norm(ref, axis=-1)
            found[n].append((out * ref).sum(-1) / norms)
    print(f"{len(texts)} documents, at most {args.max_tokens} tokens, base encoder {base.name}")
    for n, cosines in found.items():
        c = np.concatenate(cosines)
        print(f"{n:<18} token cosine to fp32: mean {c.mean():.5f}, 1st percentile "
              f"{np.percentile(c, 1):.4f}, min {c.min():.4f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
