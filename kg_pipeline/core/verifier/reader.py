"""The document reader: a fine-tuned MiniLM that reads a whole document once and scores every
candidate of it against its predicate's template. onnxruntime, tokenizers and numpy only.

Why a document and not a passage per candidate: most Re-DocRED relations are stated or implied
across sentences, and one encoder pass per document costs what one pass per candidate did for a
single candidate. The encoder's token states are pooled over each endpoint's mentions (no marks
are inserted, so the encoding depends on the document alone, never on which candidates arrived
with it); a pair-specific attention over the tokens gives the context the pair is read in; the
predicate is read as text, its direction template with X and Y for the endpoints, through the
same encoder. So a predicate no training document used still gets a reading of its words.

Each window of a document and each template is one model call of its own: dynamic int8
quantisation takes its activation scales from the whole input tensor, so a shared call would
make a score depend on its neighbours.
"""

from __future__ import annotations

import bisect
import gzip
import hashlib
import json
import math
import re
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from kg_pipeline.core.models import Candidate, Document, InputError, Vocabulary

MODEL_DIR = Path(__file__).resolve().parent / "model"
SECOND_MODEL_DIR = Path(__file__).resolve().parent / "second_model"
"""Where a second reader would ship: a model trained on other text (the contrast set's read
batches) that reads again what the fused tier leaves in review, loaded only when the calibration
names one (`VerifierFusion.second_reader`). None ships; the one trial stopped
(docs/verifier_trials.md, "a second reader")."""
ENCODER_FILE = "reader.int8.onnx"
HEAD_FILE = "reader_head.npz"
META_FILE = "reader.json"
TYPES: tuple[str, ...] = ("UNK", "PER", "ORG", "LOC", "TIME", "NUM", "MISC")
"""Entity types the reader knows (Re-DocRED's); anything else, or none, reads as UNK."""
WINDOW = 510
"""Body tokens per encoder call (512 with [CLS] and [SEP]); longer documents are read in
overlapping windows and each token keeps the state of the window it is most central in."""
STRIDE = 256
RIVAL_FLOOR = -5.0
"""A rival every reading has, at odds of about 1 in 150: a candidate whose document names no
other entity reads as one whose rivals are all weak, never as one without a margin. Chosen
on fold 0's out-of-fold documents among none, -5, 0 and +5 (docs/verifier_trials.md)."""


def type_index(value: str | None) -> int:
    return TYPES.index(value) if value in TYPES else 0


def template_text(template: str | None, label: str) -> str:
    """What the reader reads of a predicate: its direction template with X for the subject and
    Y for the object; a vocabulary without a template gives the label between them."""
    if template and "{s}" in template and "{o}" in template:
        return template.replace("{s}", "X").replace("{o}", "Y")
    return f"X {label} Y"


def windows(n: int, size: int = WINDOW, stride: int = STRIDE) -> list[tuple[int, int]]:
    """[a, b) ranges of body tokens, covering n tokens."""
    if n <= size:
        return [(0, n)]
    out: list[tuple[int, int]] = []
    a = 0
    while True:
        b = min(a + size, n)
        out.append((a, b))
        if b == n:
            return out
        a += stride


def window_owner(n: int, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """For each body token, (window index, position in it) of the window it is most central
    in; ties go to the earlier window."""
    best: list[tuple[int, int, int]] = [(-1, 0, 0)] * n
    for w, (a, b) in enumerate(spans):
        for t in range(a, b):
            centrality = min(t - a, b - 1 - t)
            if centrality > best[t][0]:
                best[t] = (centrality, w, t - a)
    return [(w, i) for _, w, i in best]


def names_of(name: str, aliases: Iterable[str] = ()) -> tuple[str, ...]:
    """An endpoint's distinct names, longest first (a shorter alias inside a longer mention is
    not another mention)."""
    seen: dict[str, None] = {}
    for value in [*aliases, name]:
        value = value.strip()
        if value:
            seen.setdefault(value, None)
    return tuple(sorted(seen, key=lambda v: (-len(v), v)))


def find_mentions(text: str, names: Sequence[str]) -> list[tuple[int, int]]:
    """Whole-word mentions of any of the names: exact ones, or case-insensitive ones when there
    is no exact one."""
    for flags in (0, re.IGNORECASE):
        found: list[tuple[int, int]] = []
        for name in names:
            pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)", flags)
            for m in pattern.finditer(text):
                span = (m.start(), m.end())
                if not any(s < span[1] and span[0] < e for s, e in found):
                    found.append(span)
        if found:
            return sorted(found)
    return []


def without_overlap(
    spans: list[tuple[int, int]], taken: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """`spans` minus those overlapping `taken`, unless that leaves none: a mention of one
    endpoint never counts for the other as well."""
    free = [s for s in spans if not any(t[0] < s[1] and s[0] < t[1] for t in taken)]
    return free or spans


class TokenMap:
    """Character spans to body-token indices (the tokens between [CLS] and [SEP])."""

    def __init__(self, offsets: Sequence[tuple[int, int]]) -> None:
        body = list(offsets[1:-1])
        self._keep = [i for i, (a, b) in enumerate(body) if b > a]
        self._starts = [body[i][0] for i in self._keep]
        self._ends = [body[i][1] for i in self._keep]

    def tokens(self, span: tuple[int, int]) -> list[int]:
        s, e = span
        lo = bisect.bisect_right(self._ends, s)
        out = []
        for j in range(lo, len(self._keep)):
            if self._starts[j] >= e:
                break
            out.append(self._keep[j])
        return out


@dataclass(frozen=True, slots=True)
class ReadRequest:
    """One candidate as the reader sees it."""

    subject_names: tuple[str, ...]
    object_names: tuple[str, ...]
    template: str
    """`template_text(...)`: the predicate's words with X and Y."""
    subject_type: str | None = None
    object_type: str | None = None


@dataclass(frozen=True, slots=True)
class Named:
    """An entity a document's candidates name, as a rival object: its names and type."""

    names: tuple[str, ...]
    type: str | None = None


@dataclass(frozen=True, slots=True)
class Reading:
    """A candidate's logit and how it stands against the other objects the reader could give
    its subject and predicate."""

    logit: float
    rival_margin: float | None = None
    """None when read without rivals (`DocumentReader.read`); else `logit` minus the
    log-sum-exp of the logits of the same subject and template with every other entity named
    (`Named`) and of `RIVAL_FLOOR`: low when the document reads another object as likelier.
    Swapped objects are the reader's commonest confident error."""


def _gelu(x: np.ndarray) -> np.ndarray:
    from scipy.special import erf

    return 0.5 * x * (1.0 + erf(x / math.sqrt(2.0)))


def _logsumexp(x: np.ndarray, axis: int) -> np.ndarray:
    m = x.max(axis=axis, keepdims=True)
    return (m + np.log(np.exp(x - m).sum(axis=axis, keepdims=True))).squeeze(axis)


class ReaderHead:
    """The layers after the encoder, in numpy; `reader_training.ReaderModel` is its twin in
    torch and the export checks that the two agree."""

    def __init__(self, weights: dict[str, np.ndarray]) -> None:
        self.w = {k: v.astype(np.float32) for k, v in weights.items()}
        self.d_pair = int(self.w["pair.3.weight"].shape[0])

    def _linear(self, name: str, x: np.ndarray) -> np.ndarray:
        return x @ self.w[f"{name}.weight"].T + self.w[f"{name}.bias"]

    def relation(self, pooled: np.ndarray) -> tuple[np.ndarray, float]:
        """A template's mean-pooled encoder states -> (relation vector, bias)."""
        r = self._linear("rel.2", _gelu(self._linear("rel.0", pooled)))
        return r, float(self._linear("rel_bias", pooled)[0])

    def entity(self, states: np.ndarray, mentions: list[list[int]], etype: int) -> np.ndarray:
        means = np.stack([states[t].mean(0) for t in mentions])
        return _logsumexp(means, 0) + self.w["types.weight"][etype]

    def keys(self, states: np.ndarray) -> np.ndarray:
        """The attention keys of a document's tokens (once per document)."""
        return self._linear("att_k", states)

    def pair_vectors(
        self, states: np.ndarray, keys: np.ndarray, es: np.ndarray, eos: np.ndarray
    ) -> np.ndarray:
        """One subject's state against each row of `eos` (object states): each pair read in the
        context it attends to, as the vector its relation is scored against."""
        subject = np.broadcast_to(es, eos.shape)
        q = self._linear("att_q", np.concatenate([subject, eos], -1))
        scores = q @ keys.T / math.sqrt(keys.shape[-1])
        scores -= scores.max(-1, keepdims=True)
        a = np.exp(scores)
        a /= a.sum(-1, keepdims=True)
        c = a @ states
        zs = np.tanh(self._linear("head_s", np.concatenate([subject, c], -1)))
        zo = np.tanh(self._linear("head_o", np.concatenate([eos, c], -1)))
        hidden = _gelu(self._linear("pair.0", np.concatenate([zs, zo, zs * zo], -1)))
        return self._linear("pair.3", hidden)

    def logit(
        self,
        states: np.ndarray,
        keys: np.ndarray,
        es: np.ndarray,
        eo: np.ndarray,
        relation: tuple[np.ndarray, float],
    ) -> float:
        """One candidate: its subject and object states, read in the context their pair
        attends to, against the relation vector. One row at a time, so that the arithmetic of
        a candidate never depends on what else is read with it."""
        pv = self.pair_vectors(states, keys, es, eo[None])[0]
        rv, rb = relation
        return float((pv * rv).sum() / math.sqrt(self.d_pair) + rb)

    def rival_logits(
        self,
        states: np.ndarray,
        keys: np.ndarray,
        es: np.ndarray,
        eos: np.ndarray,
        relation: tuple[np.ndarray, float],
    ) -> np.ndarray:
        """`logit` for one subject against many objects (rows of `eos`) at once: the rivals of
        a subject and predicate. The head is memory-bound one row at a time, so rows share
        each weight read; a batch is fixed by the document and its candidates' names, so its
        rounding is too."""
        rv, rb = relation
        pv = self.pair_vectors(states, keys, es, eos)
        return np.asarray(pv @ rv / math.sqrt(self.d_pair) + rb, dtype=np.float64)


def package_version(model_dir: Path) -> str:
    """`reader-` and the first 12 hex of the sha256 of the encoder and head files."""
    files = (model_dir / ENCODER_FILE).read_bytes() + (model_dir / HEAD_FILE).read_bytes()
    return "reader-" + hashlib.sha256(files).hexdigest()[:12]


class DocumentReader:
    """`read(text, requests)`: one logit per request (None where an endpoint is not found)."""

    def __init__(self, model_dir: str | Path = MODEL_DIR, threads: int = 1) -> None:
        import onnxruntime as ort
        from threadpoolctl import ThreadpoolController
        from tokenizers import Tokenizer

        model_dir = Path(model_dir)
        onnx_path = model_dir / ENCODER_FILE
        if not onnx_path.exists():
            raise FileNotFoundError(f"no reader model at {onnx_path}")
        head_path = model_dir / HEAD_FILE
        self.version = package_version(model_dir)
        """Recorded with each verdict: the hash of the encoder and head that produced it."""
        meta_path = model_dir / META_FILE
        self.meta: dict[str, Any] = json.loads(meta_path.read_text()) if meta_path.exists() else {}
        self.scores_of = str(self.meta.get("scores_of", self.version))
        """The version whose scores this model reproduces: itself, or the model it was converted
        from without changing its numbers (`unsigned.py`); thresholds fitted for either apply."""
        with np.load(head_path) as npz:
            self.head = ReaderHead({k: npz[k] for k in npz.files})
        self._tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.no_truncation()
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = ort.InferenceSession(
            str(onnx_path), options, providers=["CPUExecutionProvider"]
        )
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._relations: dict[str, tuple[np.ndarray, float]] = {}
        self.threads = threads
        self._blas = ThreadpoolController()
        """The head's products are small: numpy's BLAS, left to start a thread per core, spends
        more on waking them than on the sums (measured: 2.7 times the CPU on one core, and more
        in worker processes that share the cores). It gets the reader's thread count too."""

    _packaged: dict[Path, DocumentReader] = {}
    _lock = threading.Lock()

    @classmethod
    def packaged(cls, model_dir: Path = MODEL_DIR) -> DocumentReader:
        """A shipped model (the reader, or `SECOND_MODEL_DIR`), loaded once per process."""
        with cls._lock:
            if model_dir not in cls._packaged:
                cls._packaged[model_dir] = cls(model_dir)
            return cls._packaged[model_dir]

    def _encode(self, ids: list[int]) -> np.ndarray:
        x = np.array([ids], dtype=np.int64)
        feeds = {
            "input_ids": x,
            "attention_mask": np.ones_like(x),
            "token_type_ids": np.zeros_like(x),
        }
        out = self._session.run(None, {k: v for k, v in feeds.items() if k in self._inputs})
        return np.asarray(out[0][0], dtype=np.float32)

    def states(self, text: str) -> tuple[np.ndarray, TokenMap]:
        """Body-token states of a document, window by window, and its token map."""
        enc = self._tokenizer.encode(text)
        ids = enc.ids
        cls, body, sep = ids[0], ids[1:-1], ids[-1]
        spans = windows(len(body))
        outs = [self._encode([cls, *body[a:b], sep])[1:-1] for a, b in spans]
        if len(outs) == 1:
            states = outs[0]
        else:
            owner = window_owner(len(body), spans)
            states = np.stack([outs[w][i] for w, i in owner])
        return states, TokenMap(enc.offsets)

    def relation(self, template: str) -> tuple[np.ndarray, float]:
        """A template's relation vector, computed once per process."""
        cached = self._relations.get(template)
        if cached is None:
            ids = self._tokenizer.encode(template).ids
            cached = self.head.relation(self._encode(ids).mean(0))
            self._relations[template] = cached
        return cached

    def read(self, text: str, requests: Sequence[ReadRequest]) -> list[float | None]:
        """One logit per request, None where an endpoint has no mention in `text`."""
        if not requests:
            return []
        with self._blas.limit(limits=self.threads, user_api="blas"):
            reading = _DocumentPass(self, text)
            return [reading.logit(req) for req in requests]

    def read_rivalled(
        self, text: str, requests: Sequence[ReadRequest], named: Sequence[Named]
    ) -> list[Reading | None]:
        """Each request's logit and its rival margin (`Reading`), None where an endpoint has no
        mention in `text`. `named`: the entities the document's candidates name, the rival
        objects each subject and predicate are read with."""
        if not requests:
            return []
        with self._blas.limit(limits=self.threads, user_api="blas"):
            reading = _DocumentPass(self, text)
            catalogue: dict[tuple[str, ...], Named] = {}
            for e in named:
                catalogue.setdefault(e.names, e)  # the first type given for a name stands
            out: list[Reading | None] = []
            for req in requests:
                z = reading.logit(req)
                if z is None:
                    out.append(None)
                    continue
                own = reading.object_spans(req)
                rivals = [RIVAL_FLOOR] + [
                    v
                    for names, (spans, v) in reading.rivals(req, catalogue).items()
                    if names != req.object_names and spans != own  # not the object, however spelt
                ]
                out.append(Reading(z, z - float(np.logaddexp.reduce(np.array(rivals)))))
            return out


RivalTable = dict[tuple[str, ...], tuple[list[tuple[int, int]], float]]
"""A subject and template's rivals: object name -> (its mentions, logit)."""


class _DocumentPass:
    """One document's encoder states and what the head derives from them, for one call:
    mentions, entity states and logits are computed once however many requests share them."""

    def __init__(self, reader: DocumentReader, text: str) -> None:
        self.reader = reader
        self.text = text
        self.states, self.tokens = reader.states(text)
        self.keys = reader.head.keys(self.states)
        self._mentions: dict[tuple[str, ...], list[tuple[int, int]]] = {}
        self._entities: dict[tuple[tuple[tuple[int, int], ...], int], np.ndarray | None] = {}
        self._logits: dict[ReadRequest, float | None] = {}
        self._rivals: dict[tuple[Any, ...], RivalTable] = {}

    def found(self, names: tuple[str, ...]) -> list[tuple[int, int]]:
        if names not in self._mentions:
            self._mentions[names] = find_mentions(self.text, names)
        return self._mentions[names]

    def object_spans(self, req: ReadRequest) -> list[tuple[int, int]]:
        """The object's mentions, less any inside the subject's."""
        return without_overlap(self.found(req.object_names), self.found(req.subject_names))

    def entity(self, spans: list[tuple[int, int]], etype: int) -> np.ndarray | None:
        key = (tuple(spans), etype)
        if key not in self._entities:
            toks = [t for t in (self.tokens.tokens(s) for s in spans) if t]
            self._entities[key] = (
                self.reader.head.entity(self.states, toks, etype) if toks else None
            )
        return self._entities[key]

    def rivals(self, req: ReadRequest, catalogue: dict[tuple[str, ...], Named]) -> RivalTable:
        """Every named entity found in the text, other than the subject, read as the object of
        the request's subject and template: name -> (its mentions, logit). Once per subject,
        subject type and template in a call."""
        key = (req.subject_names, req.subject_type, req.template)
        if key not in self._rivals:
            subj = self.found(req.subject_names)
            es = self.entity(subj, type_index(req.subject_type)) if subj else None
            found: list[tuple[tuple[str, ...], list[tuple[int, int]], np.ndarray]] = []
            for e in catalogue.values() if es is not None else ():
                if e.names == req.subject_names:
                    continue
                spans = without_overlap(self.found(e.names), subj)
                eo = self.entity(spans, type_index(e.type)) if spans else None
                if eo is not None:
                    found.append((e.names, spans, eo))
            table: RivalTable = {}
            if found and es is not None:
                logits = self.reader.head.rival_logits(
                    self.states,
                    self.keys,
                    es,
                    np.stack([eo for _, _, eo in found]),
                    self.reader.relation(req.template),
                )
                for (names, spans, _), v in zip(found, logits, strict=True):
                    table[names] = (spans, float(v))
            self._rivals[key] = table
        return self._rivals[key]

    def logit(self, req: ReadRequest) -> float | None:
        if req not in self._logits:
            subj = self.found(req.subject_names)
            obj = self.object_spans(req)
            es = self.entity(subj, type_index(req.subject_type)) if subj else None
            eo = self.entity(obj, type_index(req.object_type)) if obj else None
            self._logits[req] = (
                None
                if es is None or eo is None
                else self.reader.head.logit(
                    self.states, self.keys, es, eo, self.reader.relation(req.template)
                )
            )
        return self._logits[req]


def predicate_id(candidate: Candidate) -> str:
    """The vocabulary id a candidate names: its `predicate_id` field, else its predicate."""
    return str((candidate.model_extra or {}).get("predicate_id") or candidate.predicate)


def request_for(candidate: Candidate, vocabulary: Vocabulary) -> ReadRequest:
    """A candidate read as it stands: for out-of-fold scores and benchmarks. The validator
    builds its requests from the work after the vocabulary stage, which flips an inverse label
    (Re-DocRED's vocabulary has none, so the two read its candidates alike)."""
    pred = vocabulary.predicates.get(predicate_id(candidate))
    return ReadRequest(
        names_of(candidate.subject, candidate.subject_aliases),
        names_of(candidate.object, candidate.object_aliases),
        template_text(pred.template if pred else None, pred.label if pred else candidate.predicate),
        candidate.subject_type,
        candidate.object_type,
    )


def named_in(candidates: Iterable[Candidate]) -> list[Named]:
    """Every endpoint the candidates name, in order: a document's rival objects."""
    return [
        Named(names_of(name, aliases), etype)
        for c in candidates
        for name, aliases, etype in (
            (c.subject, c.subject_aliases, c.subject_type),
            (c.object, c.object_aliases, c.object_type),
        )
    ]


def read_candidates(
    reader: DocumentReader,
    documents: dict[str, Document],
    candidates: Sequence[Candidate],
    vocabulary: Vocabulary,
    *,
    rivals: bool = True,
) -> list[dict[str, Any]]:
    """The reader's logit (and rival margin, unless `rivals` is off) for each candidate whose
    endpoints both occur, one call per document (its rivals: every entity its candidates name):
    rows of candidate id, document, logit, rival margin, label, kind and predicate id."""
    by_doc: dict[str, list[Candidate]] = {}
    for cand in candidates:
        by_doc.setdefault(cand.doc_id, []).append(cand)
    rows = []
    for doc_id, cands in by_doc.items():
        text, requests = documents[doc_id].text, [request_for(c, vocabulary) for c in cands]
        readings: list[Reading | None] = (
            reader.read_rivalled(text, requests, named_in(cands))
            if rivals
            else [None if z is None else Reading(z) for z in reader.read(text, requests)]
        )
        for c, r in zip(cands, readings, strict=True):
            if r is not None:
                row: dict[str, Any] = {
                    "candidate_id": c.candidate_id,
                    "doc_id": doc_id,
                    "logit": r.logit,
                    "label": c.label,
                    "kind": c.kind,
                    "predicate_id": predicate_id(c),
                }
                if r.rival_margin is not None:
                    row["rival_margin"] = r.rival_margin
                rows.append(row)
    return rows


def _score_rows(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """The rows `read_candidates` wrote (`oof_scores.jsonl`, or the same gzipped), numbered."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            try:
                row = json.loads(line)
            except ValueError as exc:
                raise InputError(str(path), f"line {n}", f"not a reader score row: {exc}") from exc
            if not isinstance(row, dict):
                raise InputError(str(path), f"line {n}", "not a reader score row: not an object")
            yield n, row


class ReaderScores(NamedTuple):
    """What a file of out-of-fold reader scores holds, read in one pass."""

    logits: dict[str, float]
    """Candidate id -> the reader's logit."""
    documents: set[str]
    """The documents the file scored."""
    versions: set[str]
    """The model versions that scored them (rows without a `model` field name none)."""
    rival_margins: dict[str, float]
    """Candidate id -> rival margin, for the rows that carry one (none in files written before
    the reader read rivals)."""


def read_reader_scores(path: Path) -> ReaderScores:
    """The rows `read_candidates` wrote (`oof_scores.jsonl`, or the same gzipped)."""
    out = ReaderScores({}, set(), set(), {})
    for n, row in _score_rows(path):
        try:
            cid = str(row["candidate_id"])
            out.logits[cid] = float(row["logit"])
            out.documents.add(str(row["doc_id"]))
            if row.get("rival_margin") is not None:
                out.rival_margins[cid] = float(row["rival_margin"])
        except (ValueError, KeyError, TypeError) as exc:
            raise InputError(str(path), f"line {n}", f"not a reader score row: {exc}") from exc
        if row.get("model") is not None:
            out.versions.add(str(row["model"]))
    return out
