"""Does reading the passage add to reading the whole document? Out of fold, by the bound.

The reader encodes the whole document once and reads every candidate from all of its endpoints'
mentions; a fact stated plainly in one sentence can read low there when the same names recur in
other sentences (on the contrast set's dev split, "X was born in Y." reads far higher alone than
inside its document). This reads each candidate twice more, with the fold model that never
trained on its document, from the passage the decision reads (the support stage's window: the
sentences joining the nearest mentions of the two endpoints, never the supplied quote):

- `passage`: the window's text encoded alone;
- `window`: the document encoded as always, but only the endpoints' mentions inside the window
  pooled, and only the window's tokens attended to (the same head, no retraining),

and fits the fusion with the feature logit on the same out-of-fold rows, six ways: `doc` (what
`calibrate` fits), `passage`, `window`, `max` (the larger of doc and passage), `doc+passage`,
`doc+window`.

Each gets its thresholds as `calibrate` chooses them (`fusion_folds`, logistic C=10,
`fusion_thresholds`: the one-sided 95% Clopper-Pearson lower bound); printed: the reader AUCs and,
per fusion, the pool's ACCEPT and REJECT counts chosen on every row (how these readings were
first compared, docs/verifier.md) and the sets the tier would deploy out of fold with the pool
chosen on the rows it decides (`ThresholdPool.REST`, what `calibrate` ships since 2026-12-04).
Then the contrast set's `--contrast` split (default dev; the test split stays held out): each
fusion, fitted on every row above, applied to the candidates the shipped calibration's fused
tier reads there (the shipped reader's document, passage and window logits), and what its
thresholds would decide for the plain assertions and for the UNSUPPORTED candidates. Passage
logits are cached beside each fold's scores (`fold-k/passage_scores.jsonl`).

    .venv/bin/python benchmarks/passage_reading.py --run .kg_data/reader_run3 --folds 0,1

Needs each fold's model in `RUN/fold-k/model` and its `oof_scores.jsonl`; the feature fit is
`benchmarks/fusion_forms.py`'s cache (fitted there first if missing, about 7 minutes).
"""

from __future__ import annotations

import argparse
import json
import warnings
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
from fusion_forms import cached_feature_fit
from sklearn.metrics import roc_auc_score

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Decision, Document
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.quality.calibration import (
    NEUTRAL,
    DeployedSets,
    ThresholdPool,
    deployed_sets,
    fusion_model,
    fusion_thresholds,
    out_of_fold_probabilities,
    reader_fusion_rows,
)
from kg_pipeline.core.validation.policy import TierThresholds, logit
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    DocumentReader,
    ReadRequest,
    find_mentions,
    read_reader_scores,
    request_for,
    type_index,
    without_overlap,
)

TRAIN = Path(__file__).resolve().parents[2] / "shared" / "data" / "redocred_train"
CONTRAST = Path(__file__).resolve().parents[1] / "kg_pipeline" / "demo" / "contrast"


def support_window(validator: Validator, doc: Document, cand: Candidate) -> tuple[int, int] | None:
    """The window the support stage pairs: the sentences joining the nearest mentions."""
    stages = validator.run_stages(doc, cand).stages
    window = next((s.detail.get("window") for s in stages if s.stage == "support"), None)
    return (window[0], window[1]) if window else None


def read_in_window(
    reader: DocumentReader, text: str, items: list[tuple[ReadRequest, tuple[int, int]]]
) -> list[float | None]:
    """The `window` reading: document states, mentions and attended tokens within the window."""
    states, tokens = reader.states(text)
    keys = reader.head.keys(states)
    out: list[float | None] = []
    for req, (a, b) in items:
        subj = [s for s in find_mentions(text, req.subject_names) if a <= s[0] and s[1] <= b]
        obj = [s for s in find_mentions(text, req.object_names) if a <= s[0] and s[1] <= b]
        ts = [t for t in (tokens.tokens(s) for s in subj) if t]
        to = [t for t in (tokens.tokens(s) for s in without_overlap(obj, subj)) if t]
        if not ts or not to:
            out.append(None)
            continue
        es = reader.head.entity(states, ts, type_index(req.subject_type))
        eo = reader.head.entity(states, to, type_index(req.object_type))
        idx = tokens.tokens((a, b))
        out.append(reader.head.logit(states[idx], keys[idx], es, eo, reader.relation(req.template)))
    return out


def window_readings(
    reader: DocumentReader,
    docs: dict[str, Document],
    cands: Sequence[Candidate],
    windows: dict[str, tuple[int, int]],
    vocabulary: Any,
) -> tuple[dict[str, float | None], dict[str, float | None]]:
    """The `passage` and `window` logits of each candidate with a window (by candidate id),
    each document encoded once for all its window readings."""
    by_doc: dict[str, list[Candidate]] = defaultdict(list)
    for c in cands:
        if c.candidate_id in windows:
            by_doc[c.doc_id].append(c)
    alone: dict[str, float | None] = {}
    within: dict[str, float | None] = {}
    for doc_id, group in by_doc.items():
        text = docs[doc_id].text
        items = [(request_for(c, vocabulary), windows[c.candidate_id]) for c in group]
        for c, (req, (a, b)) in zip(group, items, strict=True):
            alone[c.candidate_id] = reader.read(text[a:b], [req])[0]
        for c, z in zip(group, read_in_window(reader, text, items), strict=True):
            within[c.candidate_id] = z
    return alone, within


def passage_scores(run: Path, fold: int, vocabulary: Any) -> dict[str, dict[str, float]]:
    """Each labelled candidate of the fold's documents read from its window: `passage` and
    `window` logits by candidate id."""
    path = run / f"fold-{fold}" / "passage_scores.jsonl"
    if path.exists():
        got: dict[str, dict[str, float]] = {"passage": {}, "window": {}}
        with open(path, encoding="utf-8") as fh:
            for r in map(json.loads, fh):
                for key in got:
                    if r.get(key) is not None:
                        got[key][r["candidate_id"]] = r[key]
        return got
    folds = json.loads((run / "folds.json").read_text(encoding="utf-8"))
    docs = {d.doc_id: d for d in read_documents_jsonl(TRAIN / "documents.jsonl")
            if folds.get(d.doc_id) == fold}  # fmt: skip
    cands = [c for c in read_candidates_jsonl(TRAIN / "candidates.jsonl")
             if c.doc_id in docs and c.label is not None]  # fmt: skip
    validator = Validator(vocabulary, NEUTRAL)
    by_window: dict[tuple[str, int, int], list[Any]] = defaultdict(list)
    for cand in cands:
        window = support_window(validator, docs[cand.doc_id], cand)
        if window:
            by_window[(cand.doc_id, *window)].append(cand)
    reader = DocumentReader(run / f"fold-{fold}" / "model")
    out: dict[str, dict[str, float]] = {"passage": {}, "window": {}}
    in_doc: dict[str, list[tuple[Any, tuple[int, int]]]] = defaultdict(list)
    for (doc_id, start, end), group in by_window.items():
        text = docs[doc_id].text[start:end]
        requests = [request_for(c, vocabulary) for c in group]
        for cand, z in zip(group, reader.read(text, requests), strict=True):
            if z is not None:
                out["passage"][cand.candidate_id] = z
        in_doc[doc_id] += [(c, (start, end)) for c in group]
    for doc_id, items in in_doc.items():
        spans = [(request_for(c, vocabulary), span) for c, span in items]
        for (cand, _), z in zip(items, read_in_window(reader, docs[doc_id].text, spans),
                                strict=True):  # fmt: skip
            if z is not None:
                out["window"][cand.candidate_id] = z
    with open(path, "w", encoding="utf-8") as fh:
        for cid in sorted(set(out["passage"]) | set(out["window"])):
            row: dict[str, Any] = {"candidate_id": cid, "model": reader.version}
            row |= {key: out[key].get(cid) for key in out}
            fh.write(json.dumps(row) + "\n")
    return out


def form_inputs(
    f: np.ndarray, d: np.ndarray, p: np.ndarray, w: np.ndarray
) -> dict[str, np.ndarray]:
    """Each fusion's inputs from the feature logit and the document, passage and window
    readings, one row per candidate."""
    return {
        "doc": np.column_stack([f, d]),
        "passage": np.column_stack([f, p]),
        "window": np.column_stack([f, w]),
        "max": np.column_stack([f, np.maximum(d, p)]),
        "doc+passage": np.column_stack([f, d, p]),
        "doc+window": np.column_stack([f, d, w]),
    }


class Certified(NamedTuple):
    """What one fusion certifies out of fold, and the thresholds it would ship."""

    pool_all: tuple[int, int]
    """The pool's ACCEPT and REJECT counts chosen on every row (how these readings were first
    compared, docs/verifier.md)."""
    deployed: DeployedSets
    """The sets the tier deploys with the pool of the rest (what `calibrate` ships)."""
    pooled: TierThresholds
    own: dict[str, TierThresholds]


def certified(x: np.ndarray, y: np.ndarray, docs: list[str], preds: list[str]) -> Certified:
    """A logistic fusion of `x`, thresholded out of fold both ways (`Certified`)."""
    oof = [float(v) for v in out_of_fold_probabilities(x, y, docs, fusion_model)]
    labels = [int(v) for v in y]
    pooled, _ = fusion_thresholds(preds, oof, labels, pool=ThresholdPool.ALL)
    rest, own = fusion_thresholds(preds, oof, labels, pool=ThresholdPool.REST)
    deployed = deployed_sets(preds, oof, labels, rest, own)
    return Certified((pooled.accept_n, pooled.reject_n), deployed, rest, own)


class ContrastRow(NamedTuple):
    """A contrast candidate the shipped fused tier reads, with the inputs each form fuses."""

    predicate: str
    supported: bool
    feature: float
    document: float
    passage: float
    window: float


def contrast_rows(split: str) -> list[ContrastRow]:
    """The contrast split's candidates that the shipped calibration's fused tier reads, with the
    shipped reader's three readings (a reading that finds no mention keeps the document's)."""
    docs = {d.doc_id: d for d in read_documents_jsonl(CONTRAST / "documents.jsonl")}
    cands = [
        c
        for c in read_candidates_jsonl(CONTRAST / "candidates.jsonl")
        if getattr(c, "split", None) == split
    ]
    vocab = load_vocabulary(DEMO_VOCABULARY)
    reader = DocumentReader.packaged()
    verdicts = Validator(vocab, verifier=reader).validate(list(docs.values()), cands)
    fused: dict[str, tuple[Candidate, dict[str, Any]]] = {}
    windows: dict[str, tuple[int, int]] = {}
    for cand, verdict in zip(cands, verdicts, strict=True):
        detail = {s.stage: s.detail for s in verdict.stages}
        read, window = detail.get("verifier", {}), detail.get("support", {}).get("window")
        if "fused" in read and window:
            fused[cand.candidate_id] = cand, read
            windows[cand.candidate_id] = (window[0], window[1])
    alone, within = window_readings(reader, docs, cands, windows, vocab)
    rows = []
    for cid, (cand, read) in fused.items():
        z = float(read["logit"])
        a, w = alone[cid], within[cid]
        rows.append(
            ContrastRow(
                cand.predicate, cand.label == "SUPPORTED", logit(float(read["feature_confidence"])),
                z, z if a is None else a, z if w is None else w,
            )
        )  # fmt: skip
    return rows


def contrast_decisions(model: Any, cert: Certified, rows: list[ContrastRow], x: np.ndarray) -> str:
    """What a fusion (`model`, fitted on every training row) decides for the contrast rows
    (`x`: their inputs, in the order the model was fitted on) with its shipped thresholds."""
    probs = model.predict_proba(x)[:, 1]
    tally: Counter[tuple[bool, Decision]] = Counter(
        (r.supported, cert.own.get(r.predicate, cert.pooled).decide(float(p)))
        for r, p in zip(rows, probs, strict=True)
    )
    plain = sum(r.supported for r in rows)
    return (
        f"plain {tally[(True, Decision.ACCEPT)]}/{plain} accepted, "
        f"{tally[(True, Decision.REJECT)]} rejected; UNSUPPORTED "
        f"{tally[(False, Decision.ACCEPT)]}/{len(rows) - plain} accepted"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", type=Path, required=True)
    ap.add_argument("--folds", default="0,1,2")
    ap.add_argument("--cache", type=Path, default=Path(".kg_data/fusion_forms"))
    ap.add_argument("--contrast", choices=("dev", "test", "none"), default="dev")
    args = ap.parse_args()
    warnings.simplefilter("ignore")
    vocabulary = load_vocabulary(TRAIN / "predicates.json")
    fit = cached_feature_fit(args.cache, TRAIN, vocabulary)
    doc: dict[str, float] = {}
    passage: dict[str, float] = {}
    window: dict[str, float] = {}
    for k in (int(f) for f in args.folds.split(",")):
        doc.update(read_reader_scores(args.run / f"fold-{k}" / "oof_scores.jsonl").logits)
        read = passage_scores(args.run, k, vocabulary)
        passage.update(read["passage"])
        window.update(read["window"])
    rows = [r for r in reader_fusion_rows(fit.staged, doc, feature_oof=fit.oof)
            if not r.unevidenced]  # fmt: skip
    y = np.array([r.label for r in rows])
    f = np.array([logit(r.feature_confidence) for r in rows])
    d = np.array([r.verifier_logit for r in rows])
    p = np.array([passage.get(r.candidate_id, r.verifier_logit) for r in rows])
    w = np.array([window.get(r.candidate_id, r.verifier_logit) for r in rows])
    n_passage = sum(r.candidate_id in passage for r in rows)
    n_window = sum(r.candidate_id in window for r in rows)
    print(f"{len({r.doc_id for r in rows})} documents, {len(rows)} rows the score decides; "
          f"read from a passage {n_passage}, in a window {n_window} "
          "(the rest keep the document logit)")  # fmt: skip
    print(
        f"AUC: feature {roc_auc_score(y, f):.3f}, document {roc_auc_score(y, d):.3f}, "
        f"passage {roc_auc_score(y, p):.3f}, window {roc_auc_score(y, w):.3f}"
    )
    docs = [r.doc_id for r in rows]
    preds = [r.predicate for r in rows]
    forms = form_inputs(f, d, p, w)
    print(f"{'fusion':>12} {'ACCEPT':>7} {'REJECT':>7} {'deployed ACCEPT':>15} {'REJECT':>7}")
    fits: dict[str, Certified] = {}
    for name, x in forms.items():
        fits[name] = c = certified(x, y, docs, preds)
        print(f"{name:>12} {c.pool_all[0]:>7} {c.pool_all[1]:>7} {c.deployed.accept_n:>15} "
              f"{c.deployed.reject_n:>7}", flush=True)  # fmt: skip
    if args.contrast == "none":
        return 0
    rows_c = contrast_rows(args.contrast)
    cf, cd, cp, cw = (np.array([getattr(r, k) for r in rows_c])
                      for k in ("feature", "document", "passage", "window"))  # fmt: skip
    inputs = form_inputs(cf, cd, cp, cw)
    print(f"contrast set, split {args.contrast}: {len(rows_c)} candidates the fused tier reads")
    for name, x in forms.items():
        model = fusion_model().fit(x, y)
        print(f"{name:>12} {contrast_decisions(model, fits[name], rows_c, inputs[name])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
