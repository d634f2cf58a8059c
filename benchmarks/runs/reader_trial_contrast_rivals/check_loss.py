"""`train-verifier --extra-rivals` changes nothing when it is off, and adds finite rival terms with
a gradient when it is on: `_loss` of the code at REF (before the change) and of this checkout,
on three Re-DocRED training documents and three read contrast documents, with the model's dropout
off so that the two must meet exactly. Needs the `train` extra; about a minute.

    HF_HUB_OFFLINE=1 .venv-train/bin/python \\
        benchmarks/runs/reader_trial_contrast_rivals/check_loss.py 19ecf89
"""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import torch
from tokenizers import Tokenizer

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.verifier import reader_training as new
from kg_pipeline.core.verifier.reader_data import LABELLED, labelled_examples, reader_examples

MODULE = "kg_pipeline/core/verifier/reader_training.py"


def load_old(ref: str) -> object:
    source = subprocess.run(["git", "show", f"{ref}:{MODULE}"], capture_output=True, check=True)
    path = Path(tempfile.mkdtemp()) / "old_reader_training.py"
    path.write_bytes(source.stdout)
    spec = importlib.util.spec_from_file_location("old_reader_training", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def main(ref: str) -> None:
    old: object = load_old(ref)
    torch.manual_seed(0)
    base = new.default_base_model()
    docs, cands, vocab = new.load_redocred("../shared/data/redocred_train")
    templates = {pid: new.template_text(p.template, p.label) for pid, p in vocab.predicates.items()}
    pids = sorted(templates)
    pindex = {p: i for i, p in enumerate(pids)}
    tok = Tokenizer.from_file(str(Path(base) / "tokenizer.json"))
    tok.no_truncation()
    tok.no_padding()
    held = new.DEFAULT_HELDOUT_PREDICATES
    trained = torch.tensor([0.0 if p in held else 1.0 for p in pids])
    model = new._model_class()(base)
    model.eval()  # no dropout: the two losses must meet exactly
    rv, rb = model.relations([tok.encode(templates[p]).ids for p in pids])
    ids = sorted(docs)[:3]
    read = reader_examples([docs[d] for d in ids], [c for c in cands if c.doc_id in ids])
    folder = Path("kg_pipeline/demo/contrast")
    cdocs = [d for d in read_documents_jsonl(folder / "documents.jsonl") if d.split == "holdout"]
    ccands = list(read_candidates_jsonl(folder / "candidates.jsonl"))
    examples = [read[d] for d in ids] + labelled_examples(cdocs[:40], ccands)[:3]
    off = new.ReaderConfig(data_dir="", out_dir="")
    on = new.ReaderConfig(data_dir="", out_dir="", extra_rivals=True)
    before = old.ReaderConfig(data_dir="", out_dir="")  # type: ignore[attr-defined]
    worst = 0.0
    for ex in examples:
        tokens = new._Tokens(tok, ex)
        args = (model, ex, tokens, rv, rb, pindex, trained)
        a = old._loss(*args, before, random.Random(1))  # type: ignore[attr-defined]
        b = new._loss(*args, off, random.Random(1))
        off_loss = float(b.detach())
        worst = max(worst, abs(float(a.detach()) - off_loss))
        if ex.kind == LABELLED:
            c = new._loss(*args, on, random.Random(1))
            model.zero_grad()
            c.backward(retain_graph=True)
            grad = sum(float(p.grad.abs().sum()) for p in model.parameters() if p.grad is not None)
            supported = sum(label for *_, label in ex.cells)
            on_loss = float(c.detach())
            print(f"{ex.doc_id}: off {off_loss:.4f}, on {on_loss:.4f} "
                  f"({supported} SUPPORTED cells), gradient {grad:.3g}")  # fmt: skip
            assert torch.isfinite(c) and on_loss > off_loss and grad > 0
    print(f"largest difference, {ref} against this checkout with the change off: {worst}")
    assert worst == 0.0


if __name__ == "__main__":
    main(sys.argv[1])
