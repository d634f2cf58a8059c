"""Ways to fuse the feature score with the reader's logit, fitted on the same out-of-fold rows
and measured on documents nobody fitted on.

- `linear`: a logistic model of the two logits (what `kg-pipeline calibrate` fits).
- `rivals`: the same with the reader's rival margin as a third input (`calibrate
  --with-rivals`; only when the scores carry margins). Measured twice on the sets: as the tier
  reads (the rival objects are every entity the document's candidates name) and, as a stress,
  `rivals_alone`: every candidate read as if its document named no other entity, the case of
  an extractor that never names the right object.
- `steps`: gradient-boosted trees, each on one input and non-decreasing in both (scikit-learn's
  `HistGradientBoostingClassifier` with `interaction_cst` and `monotonic_cst`): a sum of two
  rising step functions, free to bend where a line cannot (at the top of the reader's range).

Both get their thresholds the same way (`fusion_thresholds`: the one-sided 95% Clopper-Pearson
lower bound on the fusion's out-of-fold scores, by document fold) and the same REJECT threshold
for candidates no span joins. Printed per form: what the bound certifies out of fold, then
the shared test split of `redocred_triples` and, when built, the 420 unseen Re-DocRED test
documents (`benchmarks/build_unseen_redocred.py`), validated with the given reader.

    .venv/bin/python benchmarks/fusion_forms.py --reader-scores RUN/oof_scores.jsonl \
        --model-dir RUN/fold-0/model
    .venv/bin/python benchmarks/fusion_forms.py --reader-scores RUN/oof_scores.jsonl --oof-only

`--oof-only` stops after the out-of-fold figures (no model needed: a fold whose model was not
kept can still be compared), with the REJECTs of candidates no span joins (`no_span`), which
count among the decisions `calibrate` reports. With rival margins it also prints the stress on
the training documents themselves: each fusion fold's model applied to the margin a candidate
would have if its document named no other entity, the ACCEPTs and their precision at the
pooled threshold, for the margin as it is and capped at 0 (a penalty for a likelier rival,
no bonus for weak ones).

The pooled thresholds are chosen on every row (`--threshold-pool all`, the default here: the
reader comparisons in docs/verifier.md were made by that count); `calibrate` has chosen them on
the rows they decide since 2026-12-04 (`rest`, docs/validation.md), and so does this with
`--threshold-pool rest`.

The feature model is refitted on `redocred_train` first (about 7 minutes; kept in --cache).
"""

from __future__ import annotations

import argparse
import pickle
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import PrivateAttr

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Document, Vocabulary
from kg_pipeline.core.quality.calibration import (
    FUSION_FOLDS,
    SEED,
    FeatureFit,
    FusionRow,
    ThresholdPool,
    fit_feature_model,
    fit_verifier_fusion,
    fusion_folds,
    fusion_model,
    fusion_out_of_fold,
    fusion_thresholds,
    reader_fusion_rows,
)
from kg_pipeline.core.quality.metrics import summarize
from kg_pipeline.core.validation.policy import Calibration, VerifierFusion, logit
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    RIVAL_FLOOR,
    DocumentReader,
    Named,
    Reading,
    ReadRequest,
    read_reader_scores,
)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
UNSEEN = Path(".kg_data/unseen_redocred")


class SteppedFusion(VerifierFusion):
    """The boosted fusion, held as the fitted scikit-learn model (a benchmark, not a release)."""

    _model: Any = PrivateAttr(default=None)

    def fused_logit(
        self, feature_confidence: float, verifier_logit: float, rival_margin: float | None = None
    ) -> float:
        x = np.array([[logit(feature_confidence), verifier_logit]])
        return float(self._model.decision_function(x)[0])


class Unrivalled:
    """A reader that reads every candidate as if its document's candidates named nothing else."""

    def __init__(self, reader: DocumentReader) -> None:
        self.reader = reader
        self.version, self.scores_of = reader.version, reader.scores_of

    def read(self, text: str, requests: Sequence[ReadRequest]) -> list[float | None]:
        return self.reader.read(text, requests)

    def read_rivalled(
        self, text: str, requests: Sequence[ReadRequest], named: Sequence[Named]
    ) -> list[Reading | None]:
        return self.reader.read_rivalled(text, requests, [])


def _alone_out_of_fold(rows: list[FusionRow], cap: float | None, pool: ThresholdPool) -> str:
    """The line with the margin, fitted by fusion fold as `calibrate` does; the pooled ACCEPT
    threshold from its out-of-fold scores; then the same fold models on the no-rival margin."""
    y = np.array([r.label for r in rows])
    folds = np.array(fusion_folds([r.doc_id for r in rows]))
    z = np.array([r.verifier_logit for r in rows])
    margin = np.array([float(r.rival_margin or 0.0) for r in rows])
    alone = z - RIVAL_FLOOR
    if cap is not None:
        margin, alone = np.minimum(margin, cap), np.minimum(alone, cap)
    f = np.array([logit(r.feature_confidence) for r in rows])
    x, x_alone = np.c_[f, z, margin], np.c_[f, z, alone]
    read, lone = np.zeros(len(y)), np.zeros(len(y))
    for k in range(FUSION_FOLDS):
        held = folds == k
        model = fusion_model().fit(x[~held], y[~held])
        read[held] = model.predict_proba(x[held])[:, 1]
        lone[held] = model.predict_proba(x_alone[held])[:, 1]
    pooled, _ = fusion_thresholds([r.predicate for r in rows], list(map(float, read)),
                                  [int(v) for v in y], pool=pool)  # fmt: skip
    if pooled.accept is None:
        return "no ACCEPT threshold"
    a, b = read >= pooled.accept, lone >= pooled.accept
    return (f"as read {int(a.sum())} accepted at {y[a].mean():.4f}; no rival named "
            f"{int(b.sum())} at {y[b].mean():.4f}")  # fmt: skip


def _stepped_model() -> Any:
    from sklearn.ensemble import HistGradientBoostingClassifier

    return HistGradientBoostingClassifier(
        max_iter=150,
        learning_rate=0.05,
        min_samples_leaf=50,
        early_stopping=False,
        monotonic_cst=[1, 1],
        interaction_cst=[[0], [1]],
        random_state=SEED,
    )


def fit_stepped(
    rows: list[FusionRow], linear: VerifierFusion, pool: ThresholdPool
) -> SteppedFusion:
    read = [r._replace(rival_margin=None) for r in rows if not r.unevidenced]
    x, y, oof = fusion_out_of_fold(read, _stepped_model)
    pooled, per_predicate = fusion_thresholds(
        [r.predicate for r in read], [float(v) for v in oof], [int(v) for v in y], pool=pool
    )
    fusion = SteppedFusion(
        model_version=linear.model_version,
        feature_weight=0.0,
        verifier_weight=0.0,
        intercept=0.0,
        pooled=pooled,
        per_predicate=per_predicate,
        unevidenced=linear.unevidenced,
        fitted_on="benchmarks/fusion_forms.py",
    )
    fusion._model = _stepped_model().fit(x, y)
    return fusion


_LOADED: dict[Path, FeatureFit] = {}


def cached_feature_fit(cache: Path, train: Path, vocabulary: Vocabulary) -> FeatureFit:
    """The feature model fitted on `train` by document fold, kept in `cache` (the slow part),
    and unpickled once per process however many times it is asked for."""
    cached = cache / "feature_fit.pkl"
    if cached in _LOADED:
        return _LOADED[cached]
    if cached.exists():
        fit: FeatureFit = pickle.loads(cached.read_bytes())
        _LOADED[cached] = fit
        return fit
    fit = fit_feature_model(
        read_documents_jsonl(train / "documents.jsonl"),
        read_candidates_jsonl(train / "candidates.jsonl"),
        vocabulary,
        fitted_on=str(train),
    )
    cache.mkdir(parents=True, exist_ok=True)
    cached.write_bytes(pickle.dumps(fit))
    _LOADED[cached] = fit
    return fit


def fusion_args(description: str) -> argparse.ArgumentParser:
    """The arguments every benchmark of the fusion on out-of-fold reader scores takes."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--reader-scores", type=Path, required=True)
    ap.add_argument("--cache", type=Path, default=Path(".kg_data/fusion_forms"))
    return ap


def out_of_fold_rows(
    reader_scores: Path, cache: Path, *, with_rivals: bool = False
) -> tuple[list[FusionRow], set[str], set[str]]:
    """The fusion's labelled rows for these reader scores, both scores out of fold as
    `calibrate` builds them (with the rival margin as a third input when `with_rivals`); the
    documents the scores cover; the models that wrote them."""
    train = DATA / "redocred_train"
    fit = cached_feature_fit(cache, train, load_vocabulary(train / "predicates.json"))
    read = read_reader_scores(reader_scores)
    margins = read.rival_margins if with_rivals else None
    rows = reader_fusion_rows(fit.staged, read.logits, feature_oof=fit.oof, rival_margins=margins)
    return rows, read.documents, read.versions


def _split(root: Path, split: str) -> tuple[list[Document], list[Candidate]]:
    docs = [
        d
        for d in read_documents_jsonl(root / "documents.jsonl")
        if (d.model_extra or {}).get("split") == split
    ]
    keep = {d.doc_id for d in docs}
    cands = [c for c in read_candidates_jsonl(root / "candidates.jsonl") if c.doc_id in keep]
    return docs, cands


def main() -> int:
    ap = fusion_args(__doc__.splitlines()[0])
    ap.add_argument("--model-dir", type=Path, help="the reader that scores the sets")
    ap.add_argument("--oof-only", action="store_true", help="out-of-fold figures only")
    ap.add_argument("--threshold-pool", choices=[v.value for v in ThresholdPool], default="all")
    args = ap.parse_args()
    pool = ThresholdPool(args.threshold_pool)
    if args.model_dir is None and not args.oof_only:
        ap.error("--model-dir is needed unless --oof-only")
    warnings.simplefilter("ignore")  # the fusions are fitted for the run's own model version

    train = DATA / "redocred_train"
    vocabulary = load_vocabulary(train / "predicates.json")
    fit = cached_feature_fit(args.cache, train, vocabulary)
    read = read_reader_scores(args.reader_scores)
    scores, covered, versions = read.logits, read.documents, read.versions
    margins = read.rival_margins
    rows = reader_fusion_rows(fit.staged, scores, feature_oof=fit.oof, rival_margins=margins)
    plain = [r._replace(rival_margin=None) for r in rows]
    reader = None if args.oof_only else DocumentReader(args.model_dir)
    version = reader.scores_of if reader else ",".join(sorted(versions)) or "?"
    linear = fit_verifier_fusion(plain, version, pool=pool)
    fusions: dict[str, VerifierFusion] = {
        "linear": linear,
        "steps": fit_stepped(plain, linear, pool),
    }
    if margins:
        fusions["rivals"] = fusions["rivals_alone"] = fit_verifier_fusion(rows, version, pool=pool)
    if reader is None:
        print(f"{len(covered)} documents, reader {version}, {len(rows)} rows")
        print(" ".join(f"{h:>10}" for h in ("form", "oof_accept", "oof_reject", "no_span")))
        for name, fusion in fusions.items():
            if name == "rivals_alone":
                continue
            no_span = fusion.unevidenced.reject_n if fusion.unevidenced else 0
            print(f"{name:>10} {fusion.pooled.accept_n:>10} {fusion.pooled.reject_n:>10} "
                  f"{no_span:>10}")  # fmt: skip
        if margins:
            print("stress out of fold: no rival named (margin = logit - floor)")
            read = [r for r in rows if not r.unevidenced]
            for cap in (None, 0.0):
                label = "" if cap is None else f" capped at {cap:g}"
                print(f"  margin{label}: {_alone_out_of_fold(read, cap, pool)}")
        return 0

    sets = {"test": _split(DATA / "redocred_triples", "test")}
    if (UNSEEN / "documents.jsonl").exists():
        sets["unseen"] = _split(UNSEEN, "test")
    head = ("form", "oof_accept", "oof_reject", "set", "accepted", "acc_prec", "acc_recall",
            "rejected", "rej_prec", "review")  # fmt: skip
    print(" ".join(f"{h:>10}" for h in head))
    for name, fusion in fusions.items():
        calibration: Calibration = fit.calibration.model_copy(update={"verifier": fusion})
        for set_name, (docs, cands) in sets.items():
            read_by = Unrivalled(reader) if name == "rivals_alone" else reader
            verdicts = Validator(vocabulary, calibration, verifier=read_by).validate(docs, cands)
            s = summarize(verdicts)
            cells = (name, fusion.pooled.accept_n, fusion.pooled.reject_n, set_name,
                     s["accepted"], s["accept_precision"], s["accept_recall"], s["rejected"],
                     s["reject_precision"], s["review_rate"])  # fmt: skip
            print(" ".join(f"{c:>10}" if not isinstance(c, float) else f"{c:>10.4f}"
                           for c in cells), flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
