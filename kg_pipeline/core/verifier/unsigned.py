"""Store the int8 encoder's weights as uint8, so that every x86 CPU computes the same scores.

`quantize_dynamic` writes signed int8 weights, and onnxruntime multiplies them with the uint8
activations by a u8 x s8 kernel. With AVX-512 VNNI (or AVX-VNNI) that kernel sums the products
in 32 bits; with plain AVX2 it pairs them in a 16-bit sum first (`vpmaddubsw`), which saturates
when two large products meet. So the same model gave other logits on another machine (median
difference 0.30, up to 5.4, on 6,457 training candidates of fold 0), while its thresholds were
chosen on the first machine's scores. onnxruntime runs u8 x u8 products with a kernel that sums
in 32 bits on every CPU. Shifting each weight and its zero point by 128 changes nothing in the
arithmetic ((w + 128) - (z + 128) = w - z), only the kernel that computes it.

Needs `onnx` (the `train` and `test` extras); the pipeline only runs the converted file.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from kg_pipeline.core.verifier.reader import ENCODER_FILE, META_FILE, package_version

UNSIGNED = "uint8 (each int8 weight and zero point + 128: the same products, summed in 32 bits)"


def unsigned_weights(model: Any) -> int:
    """Turn every int8 weight and weight zero point of the model's MatMulInteger nodes into
    uint8 in place; returns how many tensors changed. A tensor that anything else also reads
    is left alone (the shift would change that reader's arithmetic)."""
    import numpy as np
    import onnx
    from onnx import numpy_helper

    initializers = {t.name: t for t in model.graph.initializer}
    readers: dict[str, set[tuple[str, int]]] = {}
    for node in model.graph.node:
        for position, name in enumerate(node.input):
            readers.setdefault(name, set()).add((node.op_type, position))
    changed = 0
    for node in model.graph.node:
        if node.op_type != "MatMulInteger":
            continue
        for position in (1, 3):  # B and B's zero point
            if position >= len(node.input):
                continue
            tensor = initializers.get(node.input[position])
            if tensor is None or tensor.data_type != onnx.TensorProto.INT8:
                continue
            if readers[tensor.name] != {("MatMulInteger", position)}:
                continue
            shifted = numpy_helper.to_array(tensor).astype(np.int16) + 128
            tensor.CopyFrom(numpy_helper.from_array(shifted.astype(np.uint8), tensor.name))
            changed += 1
    return changed


def matmul_integer_model(b: Any, b_zero: Any, rows: int) -> Any:
    """One MatMulInteger of a uint8 input A (zero point 3) by the int8 weights `b`."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    k, n = b.shape
    graph = helper.make_graph(
        [helper.make_node("MatMulInteger", ["A", "B", "a_zero", "b_zero"], ["Y"])],
        "matmul_integer",
        [helper.make_tensor_value_info("A", TensorProto.UINT8, [rows, k])],
        [helper.make_tensor_value_info("Y", TensorProto.INT32, [rows, n])],
        [
            numpy_helper.from_array(b, "B"),
            numpy_helper.from_array(np.array(3, np.uint8), "a_zero"),
            numpy_helper.from_array(b_zero, "b_zero"),
        ],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    return model


def saturating_probe() -> tuple[Any, Any, Any]:
    """What tells the two kernels apart: a MatMulInteger whose neighbouring products overflow a
    16-bit sum (a row of 255s against columns of 127 and -128), its input, and the exact
    integer product. Returns (model, input, exact)."""
    import numpy as np

    rng = np.random.default_rng(0)
    b = rng.integers(-128, 128, (64, 16)).astype(np.int8)
    b[:, 0], b[:, 1] = 127, -128
    b_zero = rng.integers(-3, 4, 16).astype(np.int8)
    a = rng.integers(0, 256, (4, 64)).astype(np.uint8)
    a[0, :] = 255
    exact = (a.astype(np.int64) - 3) @ (b.astype(np.int64) - b_zero.astype(np.int64))
    return matmul_integer_model(b, b_zero, 4), a, exact


def integer_product(model: Any, a: Any) -> Any:
    """The model's output for input A, computed by onnxruntime on this CPU."""
    import numpy as np
    import onnxruntime as ort

    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return np.asarray(session.run(None, {"A": a})[0])


def convert_package(package_dir: Path) -> tuple[str, str]:
    """Convert a packaged reader's encoder in place; its `reader.json` records the version whose
    scores it reproduces (`scores_of`), so that thresholds chosen on that model's out-of-fold
    scores still apply. Returns the version before and after."""
    import onnx

    before = package_version(package_dir)
    path = package_dir / ENCODER_FILE
    model = onnx.load(str(path))
    if unsigned_weights(model) == 0:
        return before, before
    onnx.save(model, str(path))
    meta_path = package_dir / META_FILE
    meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
    meta["scores_of"] = meta.get("scores_of", before)
    meta["weights"] = UNSIGNED
    meta["encoder_sha256"] = hashlib.sha256(path.read_bytes()).hexdigest()
    meta_path.write_text(json.dumps(meta, indent=1) + "\n")
    return before, package_version(package_dir)


def main(argv: list[str] | None = None) -> int:
    """`python -m kg_pipeline.core.verifier.unsigned PACKAGE_DIR`"""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("package_dir", type=Path)
    before, after = convert_package(parser.parse_args(argv).package_dir)
    print(f"{before} -> {after}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
