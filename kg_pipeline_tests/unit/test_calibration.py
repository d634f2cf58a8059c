"""The confidence model: what it may look at, how it is fitted, what ships."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Decision, Document, Reason, Vocabulary
from kg_pipeline.core.quality import calibration as calibrate
from kg_pipeline.core.quality.metrics import is_positive
from kg_pipeline.core.validation.policy import (
    DEFAULT_CALIBRATION,
    FEATURES,
    Facts,
    default_calibration,
    load_calibration,
)
from kg_pipeline.core.validation.validator import Validator, withhold_evidence
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.thresholds import precision_lower_bound


def _dev(
    redocred: Path, n_docs: int | None = None
) -> tuple[list[Document], list[Candidate], Vocabulary]:
    docs = [
        d
        for d in read_documents_jsonl(redocred / "documents.jsonl")
        if getattr(d, "split", None) == "dev"
    ]
    docs = docs[:n_docs] if n_docs else docs
    keep = {d.doc_id for d in docs}
    cands = [c for c in read_candidates_jsonl(redocred / "candidates.jsonl") if c.doc_id in keep]
    return docs, cands, load_vocabulary(redocred / "predicates.json")


def test_no_scored_feature_looks_at_the_quote() -> None:
    assert not [f for f in FEATURES if "quote" in f or "evidence_match" in f]
    assert not [f for f in default_calibration().weights if "quote" in f]
    assert not [name for name in Facts.__dataclass_fields__ if "quote" in name]


def test_shipped_calibration_was_fitted_on_the_training_split_only() -> None:
    shipped = json.loads(DEFAULT_CALIBRATION.read_text(encoding="utf-8"))
    # Fitted on redocred_train; the shared redocred_triples set is where figures are reported.
    assert "redocred_train" in shipped["fitted_on"]
    assert "redocred_triples" not in shipped["fitted_on"]
    assert "redocred_train" in shipped["verifier"]["fitted_on"]
    assert shipped["tables"] and shipped["cues"] and shipped["weights"]
    assert 0.0 < shipped["reject_threshold"] < shipped["accept_threshold"] < 1.0
    # The thresholds met their targets on out-of-fold dev scores, not only in sample.
    report = shipped["dev_report"]
    assert report["oof_scored_accept_precision"] >= shipped["accept_precision_target"]
    assert report["oof_scored_reject_precision"] >= shipped["reject_precision_target"]


def test_threshold_search_meets_the_target_with_ties_kept_together() -> None:
    pairs = [(0.99, True)] * 70 + [(0.9, False)] + [(0.9, True)] * 9 + [(0.5, False)] * 20
    pairs.sort(reverse=True)
    assert calibrate._accept_threshold(pairs, 0.99, use_bound=False) == 0.99
    assert calibrate._accept_threshold(pairs, 0.98, use_bound=False) == 0.9
    asc = [(0.01, False)] * 70 + [(0.2, True)] + [(0.6, True)] * 10
    assert calibrate._reject_threshold(asc, 0.98, use_bound=False) == 0.2
    assert calibrate._reject_threshold(asc, 0.999, use_bound=False) == 0.01


def test_feature_thresholds_come_from_the_lower_bound_counting_each_candidate_once() -> None:
    # 400 correct at the top, one error, 600 more correct, then 90% correct.
    rng = random.Random(11)
    labels = [True] * 400 + [False] + [True] * 600 + [rng.random() < 0.9 for _ in range(1000)]
    pairs = [(1.0 - i / 10_000, y) for i, y in enumerate(labels)]
    point = calibrate._accept_threshold(pairs, 0.99, use_bound=False)
    bound = calibrate._accept_threshold(pairs, 0.99)
    assert bound > point  # the bound costs ACCEPTs
    n = sum(s >= bound for s, _ in pairs)
    hits = sum(y for s, y in pairs if s >= bound)
    assert precision_lower_bound(hits, n) >= 0.99
    # The same candidates scored by three fold assignments are still one sample of each.
    tripled = sorted(pairs * 3, reverse=True)
    assert calibrate._accept_threshold(tripled, 0.99, runs=3) == bound
    assert calibrate._accept_threshold(tripled, 0.99, runs=1) <= bound


def test_tables_are_smoothed_towards_the_base_rate() -> None:
    def row(sig: str, label: int) -> calibrate.Row:
        facts = Facts(sentence_distance=0, sig=sig)
        return calibrate.Row("c", "d", "p", "A", "B", facts, calibrate.Rivals(), label)

    rows = [row("once", 1)] + [row("often", 1)] * 10 + [row("x", 0)] * 11
    table = calibrate.learn_tables(rows)["sig"]
    assert 0 < table["p|S|once"] < table["p|S|often"]


def test_fit_on_a_few_documents(redocred: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(calibrate, "OOF_SEEDS", (13,))
    monkeypatch.setattr(calibrate, "MIN_ACCEPTED", 10)
    docs, cands, vocab = _dev(redocred, 12)
    fitted = calibrate.fit_feature_model(docs, cands, vocab, fitted_on="test").calibration
    assert fitted.tables["dir"] and fitted.weights
    assert 0.0 <= fitted.reject_threshold < fitted.accept_threshold <= 1.0
    assert fitted.dev_report["scored_candidates"] > 100
    verdicts = Validator(vocab, fitted).validate(docs, cands)
    assert all(0.0 <= v.confidence <= 1.0 for v in verdicts)


def test_the_fusion_reuses_the_feature_fit_out_of_fold_scores(
    redocred: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`calibrate --reader-scores` hands the feature fit's staged candidates and out-of-fold
    confidences to the fusion rather than running the stages and folds again; the rows must be
    those the fusion would compute on its own."""
    monkeypatch.setattr(calibrate, "OOF_SEEDS", (calibrate.SEED, 21))
    monkeypatch.setattr(calibrate, "MIN_ACCEPTED", 10)
    docs, cands, vocab = _dev(redocred, 12)
    fit = calibrate.fit_feature_model(docs, cands, vocab)
    rng = random.Random(5)
    scores = {c.candidate_id: rng.uniform(-4, 4) for c in cands if c.doc_id != docs[0].doc_id}
    reused = calibrate.reader_fusion_rows(fit.staged, scores, feature_oof=fit.oof)
    fresh = calibrate.reader_fusion_rows(calibrate.stage_candidates(docs, cands, vocab), scores)
    assert reused == fresh
    assert {r.doc_id for r in reused} <= {c.doc_id for c in cands} - {docs[0].doc_id}
    assert any(not r.unevidenced for r in reused) and any(r.unevidenced for r in reused)
    unscored = {c.candidate_id for c in cands} - set(scores)
    assert not unscored & {r.candidate_id for r in reused}


def test_decisions_do_not_depend_on_quotes(redocred: Path) -> None:
    """In Re-DocRED only true triples carry a quote: a decision that used it would be a leak.
    With every quote withheld, every decision must stay the same, except where the quote was
    itself the problem (EVIDENCE_NOT_VERBATIM)."""
    docs, cands, vocab = _dev(redocred)
    validator = Validator(vocab)
    with_quotes = validator.validate(docs, cands)
    without = Validator(vocab).validate(docs, withhold_evidence(cands))
    changed = [
        (a.candidate_id, a.decision, b.decision)
        for a, b in zip(with_quotes, without, strict=True)
        if (a.decision, round(a.confidence, 9)) != (b.decision, round(b.confidence, 9))
        and Reason.EVIDENCE_NOT_VERBATIM not in a.reasons
    ]
    assert changed == []
    accepted = [v for v in with_quotes if v.decision == Decision.ACCEPT]
    assert accepted and sum(is_positive(v.label) for v in accepted) / len(accepted) >= 0.97


def test_calibration_files_are_read_once(tmp_path: Path) -> None:
    copy = tmp_path / "c.json"
    copy.write_text(DEFAULT_CALIBRATION.read_text(encoding="utf-8"), encoding="utf-8")
    assert load_calibration(copy) is load_calibration(copy)
