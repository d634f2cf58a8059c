"""The reader's int8 weights stored unsigned: products summed in 32 bits on every CPU, so the
scores its thresholds were chosen on are the scores every machine computes."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from kg_pipeline.core.verifier.reader import (
    ENCODER_FILE,
    META_FILE,
    MODEL_DIR,
    DocumentReader,
    ReadRequest,
)
from kg_pipeline.core.verifier.unsigned import (
    integer_product,
    matmul_integer_model,
    saturating_probe,
    unsigned_weights,
)


def test_unsigned_weights_give_the_exact_integer_products() -> None:
    """Rows of 255 against columns of 127 and -128: two neighbouring products exceed a 16-bit
    sum, where the u8 x s8 kernel of a CPU without VNNI saturates. Unsigned, the result is the
    exact product on any CPU."""
    model, a, exact = saturating_probe()
    assert unsigned_weights(model) == 2
    weights = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    assert weights["B"].dtype == np.uint8 and weights["b_zero"].dtype == np.uint8
    assert (integer_product(model, a) == exact).all()
    assert unsigned_weights(model) == 0  # converted once


def test_a_weight_that_something_else_reads_is_left_signed() -> None:
    b = np.ones((8, 4), np.int8)
    model = matmul_integer_model(b, np.zeros(4, np.int8), 2)
    model.graph.node.append(helper.make_node("Cast", ["B"], ["B32"], to=TensorProto.INT32))
    model.graph.output.append(helper.make_tensor_value_info("B32", TensorProto.INT32, [8, 4]))
    assert unsigned_weights(model) == 1  # the zero point only
    weights = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    assert weights["B"].dtype == np.int8


def test_the_packaged_reader_is_unsigned_and_its_hash_is_recorded() -> None:
    model = onnx.load(str(MODEL_DIR / ENCODER_FILE))
    initializers = {t.name: t.data_type for t in model.graph.initializer}
    weights = [n.input[1] for n in model.graph.node if n.op_type == "MatMulInteger"]
    assert weights and all(initializers[w] == TensorProto.UINT8 for w in weights)
    meta = json.loads((MODEL_DIR / META_FILE).read_text())
    reader = DocumentReader.packaged()
    # A reader converted after its thresholds were chosen names the model it reproduces;
    # one exported unsigned is its own.
    assert reader.scores_of == meta.get("scores_of", reader.version)
    encoder = (MODEL_DIR / ENCODER_FILE).read_bytes()
    assert meta["encoder_sha256"] == hashlib.sha256(encoder).hexdigest()
    assert "uint8" in meta["weights"]


def test_the_unsigned_reader_scores_alike_on_one_or_two_threads() -> None:
    text = "Anselm Roak founded Brightmoor Analytics in Wenmouth in 2011."
    request = ReadRequest(("Brightmoor Analytics",), ("Anselm Roak",), "X was founded by Y")
    one = DocumentReader(threads=1).read(text, [request])[0]
    two = DocumentReader(threads=2).read(text, [request])[0]
    assert one is not None and two == pytest.approx(one, abs=1e-4)
