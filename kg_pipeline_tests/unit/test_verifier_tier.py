"""The neural verifier tier inside the decision (issue 10): the tier each verdict records, the
rules-only path left as it was, hard rules that a reader score cannot overturn, and thresholds
chosen from the Clopper-Pearson lower bound rather than the point estimate."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Decision, DecisionTier, Reason, StageResult, Verdict
from kg_pipeline.core.paths import DEMO_GOLDEN_SET, DEMO_VOCABULARY
from kg_pipeline.core.quality.calibration import (
    FusionRow,
    ThresholdPool,
    _tier_thresholds,
    deployed_sets,
    fit_verifier_fusion,
    fusion_thresholds,
    reader_accept_threshold,
)
from kg_pipeline.core.validation.policy import (
    HARD_REJECT,
    HARD_REVIEW,
    TierThresholds,
    VerifierFusion,
    default_calibration,
)
from kg_pipeline.core.validation.policy import SecondReader as SecondReaderThreshold
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import DocumentReader, ReadRequest
from kg_pipeline.core.verifier.thresholds import accept_threshold, precision_lower_bound

CONTRAST = Path(__file__).resolve().parents[2] / "kg_pipeline" / "demo" / "contrast"
GOLDEN_DOCS = read_documents_jsonl(DEMO_GOLDEN_SET / "documents.jsonl")
GOLDEN_CANDS = read_candidates_jsonl(DEMO_GOLDEN_SET / "candidates.jsonl")


class ConstantReader:
    """A model that finds every statement supported (logit +12): the worst case for the rules."""

    version = scores_of = "constant-test-model"
    logit = 12.0

    def read(self, text: str, requests: Sequence[ReadRequest]) -> list[float | None]:
        return [self.logit] * len(requests)


def _validate(verifier: object | None, calibration=None) -> list[Verdict]:
    validator = Validator(
        load_vocabulary(DEMO_VOCABULARY),
        calibration or default_calibration(),
        verifier=verifier,  # type: ignore[arg-type]
    )
    return validator.validate(GOLDEN_DOCS, GOLDEN_CANDS)


@pytest.fixture(scope="module")
def rules_only() -> list[Verdict]:
    return _validate(None)


@pytest.fixture(scope="module")
def with_model() -> list[Verdict]:
    return _validate(DocumentReader.packaged())


def test_every_verdict_records_its_tier(
    rules_only: list[Verdict], with_model: list[Verdict]
) -> None:
    assert all(v.tier in {DecisionTier.RULES, DecisionTier.TEMPLATE, DecisionTier.SCORE}
               for v in rules_only)  # fmt: skip
    for v in rules_only:
        if v.tier == DecisionTier.RULES:
            assert any(r in HARD_REJECT or r in HARD_REVIEW for r in v.reasons) or any(
                r == Reason.EVIDENCE_NOT_VERBATIM for r in v.reasons
            )
    read = [v for v in with_model if v.tier == DecisionTier.VERIFIER]
    assert read, "the packaged model read no candidate of the golden set"
    version = DocumentReader.packaged().version
    for v in with_model:
        assert v.verifier_version == version
        assert v.cli_record()["tier"] == v.tier.value  # type: ignore[union-attr]
    for v in read:
        assert v.verifier_score is not None and 0.0 <= v.verifier_score <= 1.0
        stage = [s for s in v.stages if s.stage == "verifier"]
        assert len(stage) == 1 and stage[0].detail["model"] == version


def test_a_verdict_does_not_depend_on_what_else_the_run_holds(with_model: list[Verdict]) -> None:
    """An overnight run, a one-document partition and a re-run of a failed batch must decide a
    candidate alike: validated document by document, every verdict is the same."""
    validator = Validator(
        load_vocabulary(DEMO_VOCABULARY), default_calibration(), verifier=DocumentReader.packaged()
    )
    alone: dict[str, Verdict] = {}
    for doc in GOLDEN_DOCS:
        mine = [c for c in GOLDEN_CANDS if c.doc_id == doc.doc_id]
        alone |= {v.candidate_id: v for v in validator.validate([doc], mine)}
    assert len(alone) == len(with_model)
    for v in with_model:
        other = alone[v.candidate_id]
        assert (other.decision, other.confidence, other.verifier_score) == (
            v.decision,
            v.confidence,
            v.verifier_score,
        ), v.candidate_id
    assert any(v.verifier_score is not None for v in with_model)


def test_no_model_is_the_rules_and_score_path_unchanged(
    rules_only: list[Verdict], with_model: list[Verdict]
) -> None:
    for v in rules_only:
        record = v.cli_record()
        assert "tier" not in record and "verifier_score" not in record
        assert v.verifier_score is None and v.verifier_version is None
        assert all(s.stage != "verifier" for s in v.stages)
    # The tier only reads what the score tier decided: everything else is the same verdict.
    by_id = {v.candidate_id: v for v in rules_only}
    for v in with_model:
        if v.tier != DecisionTier.VERIFIER:
            old = by_id[v.candidate_id]
            assert (v.decision, v.reasons, v.confidence) == (
                old.decision,
                old.reasons,
                old.confidence,
            )
            assert v.tier == old.tier
        else:
            # The tier reads what the score decided, and what the rules held for want of
            # evidence alone; those it may only reject.
            old = by_id[v.candidate_id]
            held = old.tier == DecisionTier.RULES and old.reasons == [Reason.NO_EVIDENCE]
            assert old.tier == DecisionTier.SCORE or (held and v.decision == Decision.REJECT)


def _fused_on_the_model_alone(
    reader: ConstantReader, unevidenced: TierThresholds | None = None
) -> list[Verdict]:
    """The golden set validated with a fusion that reads the model's logit alone."""
    fusion = VerifierFusion(
        model_version=reader.version,
        feature_weight=0.0,
        verifier_weight=1.0,
        intercept=0.0,
        pooled=TierThresholds(accept=0.5, reject=0.01),
        unevidenced=unevidenced,
    )
    return _validate(reader, default_calibration().model_copy(update={"verifier": fusion}))


def test_a_hard_rule_is_never_overturned_by_a_high_verifier_score(
    rules_only: list[Verdict],
) -> None:
    verdicts = _fused_on_the_model_alone(ConstantReader())
    ruled = {v.candidate_id: v for v in rules_only if v.tier == DecisionTier.RULES}
    assert sum(v.decision == Decision.REJECT for v in ruled.values()) > 50
    assert sum(v.decision == Decision.REVIEW for v in ruled.values()) > 10
    for v in verdicts:
        hard = any(r in HARD_REJECT or r in HARD_REVIEW for r in v.reasons)
        if v.candidate_id in ruled or hard:
            assert v.decision != Decision.ACCEPT, v.candidate_id
            assert v.decision == ruled[v.candidate_id].decision
            assert v.tier == DecisionTier.RULES
    # ...while everything the score tier held is accepted by this model (the test has teeth),
    # unless it has no passage to publish.
    flipped = [v for v in verdicts if v.tier == DecisionTier.VERIFIER]
    assert flipped and all(
        v.decision == Decision.ACCEPT or v.evidence_span is None for v in flipped
    )


def test_thresholds_come_from_the_lower_bound_not_the_point_estimate() -> None:
    # 1,000 held-out scores: the top 500 true, one false, then 90% true, then all false.
    rng = random.Random(7)
    labels = [1] * 500 + [0] + [int(rng.random() < 0.9) for _ in range(199)] + [0] * 300
    scores = [1.0 - i / 1000 for i in range(len(labels))]
    chosen = _tier_thresholds(scores, labels, 0.99, 0.98)
    by_point = accept_threshold(scores, labels, 0.99, use_bound=False)
    assert chosen.accept is not None and by_point.threshold is not None
    assert chosen.accept > by_point.threshold  # the margin costs ACCEPTs
    assert chosen.accept_lower_bound is not None and chosen.accept_lower_bound >= 0.99
    assert chosen.accept_precision is not None
    hits = round(chosen.accept_precision * chosen.accept_n)
    assert precision_lower_bound(hits, chosen.accept_n) == pytest.approx(chosen.accept_lower_bound)
    # One more candidate below the threshold would break the bound.
    below = [s for s in scores if s < chosen.accept]
    nxt = scores.index(below[0]) + 1
    assert precision_lower_bound(sum(labels[:nxt]), nxt) < 0.99 or labels[nxt - 1] == 0
    # REJECT from below, by the bound of its precision too.
    assert chosen.reject is not None and chosen.reject_lower_bound is not None
    assert chosen.reject_lower_bound >= 0.98 and chosen.reject <= scores[699]


def test_200_of_200_true_is_not_enough_for_a_0_99_bound() -> None:
    scores = [1.0 - i / 1000 for i in range(200)]
    labels = [1] * 200
    assert accept_threshold(scores, labels, 0.99, use_bound=False).threshold == scores[-1]
    assert accept_threshold(scores, labels, 0.99).threshold is None  # the bound is 0.985


def test_fusion_fits_per_predicate_only_with_enough_positives() -> None:
    rng = random.Random(3)
    rows = []
    for i in range(3000):
        pred = "common" if i % 3 else "rare"
        label = int(rng.random() < 0.5)
        z = (2.5 if label else -2.5) + rng.gauss(0, 1.0)
        rows.append((f"d{i % 60}", pred, 0.5, z, label))
    fusion = fit_verifier_fusion(rows, "m")
    assert fusion.verifier_weight > 0 and fusion.model_version == "m"
    assert set(fusion.per_predicate) == {"common", "rare"}  # 500 positives each at least
    few = [r for r in rows if r[1] == "common"] + [r for r in rows if r[1] == "rare"][:40]
    assert set(fit_verifier_fusion(few, "m").per_predicate) == {"common"}
    # Every row belongs to a predicate with thresholds of its own: the pool decides nothing, so
    # it is chosen on nothing; chosen on every row, it would meet its bound.
    assert fusion.pooled.accept is None and fusion.pooled.reject is None
    t = fit_verifier_fusion(rows, "m", pool=ThresholdPool.ALL).pooled
    assert t.accept is not None and t.accept_lower_bound is not None
    assert t.accept_lower_bound >= 0.99


def test_contrast_set_unsupported_never_accepted_with_the_model() -> None:
    docs = read_documents_jsonl(CONTRAST / "documents.jsonl")
    cands = [
        c for c in read_candidates_jsonl(CONTRAST / "candidates.jsonl")
        if getattr(c, "split", None) == "test"
    ]  # fmt: skip
    verdicts = Validator(
        load_vocabulary(DEMO_VOCABULARY), verifier=DocumentReader.packaged()
    ).validate(docs, cands)
    wrong = [
        (c.candidate_id, c.kind)
        for c, v in zip(cands, verdicts, strict=True)
        if c.label == "UNSUPPORTED" and v.decision == Decision.ACCEPT
    ]
    assert wrong == []


def test_calibration_records_the_model_it_was_fitted_for() -> None:
    fusion = default_calibration().verifier
    assert fusion is not None, "calibration.json has no verifier fusion"
    reader = DocumentReader.packaged()
    assert fusion.model_version in {reader.version, reader.scores_of}
    for t in [fusion.pooled, *fusion.per_predicate.values()]:
        # Every threshold the file holds was chosen by its bound (None: no threshold met it).
        assert t.accept is None or (t.accept_lower_bound or 0.0) >= 0.99
        assert t.reject is None or (t.reject_lower_bound or 0.0) >= 0.98
    # ...and what they decide together, out of fold, meets the same bounds.
    report = fusion.report
    assert report["deployed_accepted"] == 0 or report["deployed_accept_lower_bound"] >= 0.99
    assert report["deployed_rejected"] == 0 or report["deployed_reject_lower_bound"] >= 0.98
    # Fitted on a whole fold's out-of-fold scores at least (100 of the 500 training documents;
    # a document none of whose candidates the tier reads adds no row).
    assert json.loads(fusion.model_dump_json())["report"]["heldout_documents"] >= 95


class LowReader(ConstantReader):
    """A model that finds no statement supported (logit -12)."""

    version = scores_of = "low-test-model"
    logit = -12.0


def test_held_for_no_evidence_alone_the_model_may_reject_but_never_accept(
    rules_only: list[Verdict],
) -> None:
    unevidenced = {
        v.candidate_id
        for v in rules_only
        if v.tier == DecisionTier.RULES
        and v.decision == Decision.REVIEW
        and v.reasons == [Reason.NO_EVIDENCE]
    }
    assert unevidenced  # the golden set holds some: the test has teeth
    for reader in (LowReader(), ConstantReader()):
        verdicts = {
            v.candidate_id: v for v in _fused_on_the_model_alone(reader, TierThresholds(reject=0.0))
        }
        for cid in unevidenced:
            v = verdicts[cid]
            if isinstance(reader, LowReader):
                assert (v.decision, v.tier) == (Decision.REJECT, DecisionTier.VERIFIER), cid
                assert v.reasons == [Reason.NO_EVIDENCE, Reason.WEAK_IMPLICATION]
            else:
                assert (v.decision, v.tier) == (Decision.REVIEW, DecisionTier.RULES), cid
        # Every other rules decision is untouched.
        for old in rules_only:
            if old.tier == DecisionTier.RULES and old.candidate_id not in unevidenced:
                assert verdicts[old.candidate_id].decision == old.decision


def test_unevidenced_rows_get_a_reject_threshold_and_no_accept() -> None:
    rng = random.Random(5)
    rows: list[tuple[str, str, float, float, int, bool]] = []
    for i in range(4000):
        label = int(rng.random() < 0.5)
        z = (2.5 if label else -2.5) + rng.gauss(0, 1.0)
        rows.append((f"d{i % 80}", "p", 0.5, z, label, i % 4 == 0))
    fusion = fit_verifier_fusion(rows, "m")
    t = fusion.unevidenced
    assert t is not None and t.accept is None and t.reject is not None
    assert t.reject_lower_bound is not None and t.reject_lower_bound >= 0.98
    assert fusion.report["unevidenced_read"] == 1000
    # The fusion itself is fitted on the other rows only: the same fit without them.
    alone = fit_verifier_fusion([r for r in rows if not r[5]], "m")
    assert alone.verifier_weight == pytest.approx(fusion.verifier_weight)
    assert alone.unevidenced is None


def test_a_fusion_reads_rival_margins_only_when_fitted_on_them() -> None:
    rng = random.Random(11)
    rows = []
    for i in range(3000):
        label = int(rng.random() < 0.5)
        z = (1.5 if label else -1.5) + rng.gauss(0, 1.5)
        margin = (2.0 if label else -2.0) + rng.gauss(0, 1.5)  # informative beyond z
        rows.append(FusionRow(f"d{i % 60}", "p", 0.5, z, label, False, f"c{i}", margin))
    with_rivals = fit_verifier_fusion(rows, "m")
    without = fit_verifier_fusion([r._replace(rival_margin=None) for r in rows], "m")
    assert with_rivals.reads_rivals and (with_rivals.rival_weight or 0.0) > 0.1
    assert not without.reads_rivals and without.rival_weight is None
    accepted = "deployed_accepted"  # the margin carries signal
    assert with_rivals.report[accepted] > without.report[accepted]
    with pytest.raises(ValueError, match="rival margin"):
        with_rivals.fuse(0.5, 1.0)
    assert without.fuse(0.5, 1.0) == without.fuse(0.5, 1.0, 3.0)  # ignored when not fitted


def test_the_tier_reads_rivals_per_document_when_the_fusion_does() -> None:
    reader = DocumentReader.packaged()
    fusion = VerifierFusion(
        model_version=reader.version,
        feature_weight=1.0,
        verifier_weight=0.2,
        rival_weight=0.2,
        intercept=0.0,
        pooled=TierThresholds(accept=0.95, reject=0.05),
    )
    calibration = default_calibration().model_copy(update={"verifier": fusion})
    validator = Validator(load_vocabulary(DEMO_VOCABULARY), calibration, verifier=reader)
    whole = validator.validate(GOLDEN_DOCS, GOLDEN_CANDS)
    read = [v for v in whole if v.tier == DecisionTier.VERIFIER]
    assert read
    for v in read:
        (stage,) = [s for s in v.stages if s.stage == "verifier"]
        d = stage.detail
        expected = fusion.fuse(d["feature_confidence"], d["logit"], d["rival_margin"])
        assert d["fused"] == pytest.approx(expected, abs=2e-3), v.candidate_id
    # The rivals are the entities its own document's candidates name: document by document,
    # every verdict is the same.
    alone: dict[str, Verdict] = {}
    for doc in GOLDEN_DOCS:
        mine = [c for c in GOLDEN_CANDS if c.doc_id == doc.doc_id]
        alone |= {v.candidate_id: v for v in validator.validate([doc], mine)}
    for v in whole:
        assert (alone[v.candidate_id].decision, alone[v.candidate_id].confidence) == (
            v.decision,
            v.confidence,
        )


def _two_predicates() -> tuple[list[str], list[float], list[int]]:
    """`clean` is read well but its true and false candidates overlap in the middle; `messy`
    (no threshold of its own) is read at random, with a few true candidates among many."""
    rng = random.Random(12)
    predicates, scores, labels = [], [], []
    for pred, n, positives in (("clean", 4000, 0.5), ("messy", 1500, 0.018)):
        for _ in range(n):
            label = int(rng.random() < positives)
            score = rng.random() if pred == "messy" else rng.random() * 0.6 + 0.4 * label
            predicates.append(pred)
            scores.append(score)
            labels.append(label)
    return predicates, scores, labels


def test_the_deployed_sets_meet_their_bounds() -> None:
    predicates, scores, labels = _two_predicates()
    bounds = {}
    for pool in ThresholdPool:
        pooled, own = fusion_thresholds(predicates, scores, labels, pool=pool)
        assert set(own) == {"clean"}
        bounds[pool] = deployed_sets(predicates, scores, labels, pooled, own)
    # Chosen on every row, the pooled REJECT counts `clean`'s pure bottom but decides `messy`
    # only, while `clean` rejects to its own, looser threshold: together they fall below the
    # bound the pooled threshold was chosen by.
    assert bounds[ThresholdPool.ALL].reject_lower_bound < 0.98
    for pool in (ThresholdPool.REST, ThresholdPool.DEPLOYED):
        assert bounds[pool].accept_lower_bound >= 0.99
        assert bounds[pool].reject_lower_bound >= 0.98
    # The deployed sets certify at least what every threshold certifying its own rows does.
    assert bounds[ThresholdPool.DEPLOYED].reject_n >= bounds[ThresholdPool.REST].reject_n
    assert bounds[ThresholdPool.DEPLOYED].accept_n >= bounds[ThresholdPool.REST].accept_n


def test_a_threshold_given_other_decisions_bounds_them_together() -> None:
    scores = [1.0 - i / 1000 for i in range(200)]
    assert accept_threshold(scores, [1] * 200, 0.99).threshold is None  # 200 alone: 0.985
    joint = accept_threshold(scores, [1] * 200, 0.99, given=(300, 300))
    assert joint.threshold == scores[-1] and joint.n == 500
    assert joint.lower_bound == pytest.approx(precision_lower_bound(500, 500))
    # Errors already in the given set count against the new rows.
    assert accept_threshold(scores, [1] * 200, 0.99, given=(290, 300)).threshold is None


def _two_kinds_of_text() -> list[FusionRow]:
    """Long documents, four rows in five, whose reader logits stay near zero and say little
    beside a telling feature score, and short ones whose true candidates the reader scores far
    above anything the long ones reach while their feature score is at the floor: the fusion,
    weighted by the long ones, accepts few of the short ones."""
    rng = random.Random(21)
    rows = []
    for i in range(6000):
        label = int(rng.random() < 0.5)
        if i % 5:
            z = (0.3 if label else -0.3) + rng.gauss(0, 2.0)
            conf = min(0.99, max(0.01, 0.5 + (0.3 if label else -0.3) + rng.gauss(0, 0.12)))
        else:
            z = (14.0 if label else -10.0) + rng.gauss(0, 2.0)
            conf = 0.001
        rows.append(FusionRow(f"d{i % 120}", "p", conf, z, label, candidate_id=f"c{i}"))
    return rows


def test_a_reader_accept_threshold_certifies_the_rows_the_fusion_leaves() -> None:
    rows = _two_kinds_of_text()
    plain = fit_verifier_fusion(rows, "m")
    assert plain.reader_accept is None and "reader_accepted" not in plain.report
    fusion = fit_verifier_fusion(rows, "m", reader_accept=True)
    alone = fusion.reader_accept
    assert alone is not None and alone.accept is not None and alone.reject is None
    assert alone.accept_lower_bound is not None and alone.accept_lower_bound >= 0.99
    # The fused thresholds are the same fit's; the new threshold only adds accepts, those of
    # its own rows, and the two sets together still meet the bound.
    assert fusion.pooled == plain.pooled and fusion.per_predicate == plain.per_predicate
    assert alone.accept_n > 300
    added = fusion.report["deployed_accepted"] - plain.report["deployed_accepted"]
    assert added == alone.accept_n == fusion.report["reader_accepted"]
    assert fusion.report["deployed_accept_lower_bound"] >= 0.99
    # Nothing the long documents hold reaches it.
    assert max(r.verifier_logit for i, r in enumerate(rows) if i % 5) < alone.accept
    assert alone.decide(alone.accept) == Decision.ACCEPT
    assert alone.decide(alone.accept - 1e-6) != Decision.ACCEPT


def test_a_reader_accept_threshold_is_chosen_without_the_fused_accepts() -> None:
    # 400 true rows at the top; a false one above them all that the fusion accepts already
    # does not count against them.
    logits = [50.0] + [30.0 - i / 100 for i in range(400)] + [-5.0] * 100
    labels = [0] + [1] * 400 + [0] * 100
    fused = [True] + [False] * 500
    t = reader_accept_threshold(logits, labels, fused)
    assert t.accept == logits[400] and t.accept_n == 400 and t.accept_precision == 1.0
    assert t.accept_lower_bound == pytest.approx(precision_lower_bound(400, 400))
    # Left to it, the false row at the top sinks the bound of every set; 199 true rows alone
    # cannot meet it.
    assert reader_accept_threshold(logits, labels, [False] * 501).accept is None
    assert reader_accept_threshold(logits[:200], labels[:200], fused[:200]).accept is None


class MiddleReader(ConstantReader):
    """Sure enough for most fusions, not for the threshold on its logit alone below."""

    logit = 8.0


@pytest.mark.parametrize(
    ("reader", "accepted"), [(ConstantReader(), True), (MiddleReader(), False)]
)
def test_the_tier_accepts_on_the_reader_alone_only_above_its_threshold(
    reader: ConstantReader, accepted: bool, rules_only: list[Verdict]
) -> None:
    fusion = VerifierFusion(
        model_version=reader.version,
        feature_weight=0.0,
        verifier_weight=0.0,
        intercept=-5.0,  # the fused score alone never accepts
        pooled=TierThresholds(accept=0.5, reject=None),
        reader_accept=TierThresholds(accept=10.0, accept_n=900, accept_lower_bound=0.993),
    )
    verdicts = _validate(reader, default_calibration().model_copy(update={"verifier": fusion}))
    ruled = {v.candidate_id: v for v in rules_only if v.tier == DecisionTier.RULES}
    read = [v for v in verdicts if v.tier == DecisionTier.VERIFIER]
    assert read
    for v in verdicts:
        if v.candidate_id in ruled:
            assert v.decision == ruled[v.candidate_id].decision  # the rules stay final
    on_reader = [v for v in read if v.decision == Decision.ACCEPT]
    if accepted:
        # every candidate the tier read, unless it has no passage to publish
        assert on_reader and all(v.confidence >= 0.993 for v in on_reader)
        assert all(v.decision == Decision.ACCEPT or v.evidence_span is None for v in read)
    else:
        assert not on_reader


class SecondReader(ConstantReader):
    version = scores_of = "second-test-model"


def _second_run(second: ConstantReader, threshold: SecondReaderThreshold | None) -> list[Verdict]:
    """The golden set through a fusion that accepts nothing, rejects at or below 0.2 and leaves
    the rest in review, with `second` reading again at `threshold` (None: none fitted)."""
    reader = MiddleReader()
    fusion = VerifierFusion(
        model_version=reader.version,
        feature_weight=1.0,
        verifier_weight=0.0,
        intercept=0.0,
        pooled=TierThresholds(accept=None, reject=0.2),
        second_reader=threshold,
    )
    return Validator(
        load_vocabulary(DEMO_VOCABULARY),
        default_calibration().model_copy(update={"verifier": fusion}),
        verifier=reader,  # type: ignore[arg-type]
        second_verifier=second,  # type: ignore[arg-type]
    ).validate(GOLDEN_DOCS, GOLDEN_CANDS)


@pytest.mark.parametrize(("accept_at", "accepts"), [(10.0, True), (13.0, False), (None, False)])
def test_a_second_reader_accepts_only_what_the_fusion_leaves_in_review(
    accept_at: float | None, accepts: bool
) -> None:
    second = SecondReader()
    threshold = (
        None
        if accept_at is None
        else SecondReaderThreshold(
            model_version=second.version, accept=accept_at, accept_lower_bound=0.991
        )
    )
    alone = _second_run(SecondReader(), None)
    left = [
        v.candidate_id
        for v in alone
        if v.tier == DecisionTier.VERIFIER
        and v.decision == Decision.REVIEW
        and v.evidence_span is not None
    ]
    assert left and any(v.decision == Decision.REJECT for v in alone)  # both kinds in the run
    both = _second_run(second, threshold)
    changed = 0
    for old, new in zip(alone, both, strict=True):
        read = [s for s in new.stages if s.stage == "second_reader"]
        if old.candidate_id not in left:
            # the rules, the template, the fusion's REJECT, no span: not read, not changed
            assert not read
            assert (new.decision, new.confidence, new.tier) == (
                old.decision,
                old.confidence,
                old.tier,
            )
            continue
        # read once, its logit and model recorded whether or not it decides
        assert len(read) == 1
        assert read[0].detail == {"model": "second-test-model", "logit": 12.0}
        if accepts:
            assert new.decision == Decision.ACCEPT and new.confidence >= 0.991
            assert new.tier == DecisionTier.VERIFIER and read[0].outcome == StageResult.PASS
            changed += 1
        else:
            assert (new.decision, new.confidence) == (old.decision, old.confidence)
    assert changed == (len(left) if accepts else 0)


def test_a_second_reader_threshold_chosen_for_another_model_is_refused() -> None:
    threshold = SecondReaderThreshold(model_version="another-model", accept=1.0)
    with pytest.raises(ValueError, match="chosen for another-model"):
        _second_run(SecondReader(), threshold)
