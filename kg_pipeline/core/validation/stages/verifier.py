"""The neural verifier tier (issue 10): reads what the hard rules and the template left open.

Runs after every candidate of a call has been through the rules and the feature score, so the
model sees one batch (length-sorted inside `Verifier`). Its logit is fused with the feature
score's logit by the `VerifierFusion` in the calibration and the fused probability is held to
thresholds chosen on held-out training documents. It never reads a candidate a hard rule or the
template settled, so it cannot turn a rule's REJECT or REVIEW into ACCEPT. One exception, and
only towards REJECT: a candidate held for review for no reason but NO_EVIDENCE (both endpoints
occur, no span joins them; about a sixth of Re-DocRED's candidates) is read too, and rejected
when the fusion's own `unevidenced` threshold says so.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Protocol

from kg_pipeline.core.models import Decision, DecisionTier, Reason, StageResult, Vocabulary
from kg_pipeline.core.validation.policy import VerifierFusion, decide_by_fusion
from kg_pipeline.core.validation.work import Work
from kg_pipeline.core.verifier.passage import Passage, PassageBuilder


class Scorer(Protocol):
    """What the tier needs of a model: `Verifier` is one."""

    version: str
    max_chars: int

    def logits(self, pairs: Sequence[tuple[str, str]]) -> list[float]: ...


class VerifierTier:
    """Passages, one batched model call, then the fused decision of each pending candidate."""

    def __init__(
        self, scorer: Scorer, vocabulary: Vocabulary, fusion: VerifierFusion | None
    ) -> None:
        self.scorer = scorer
        self.vocabulary = vocabulary
        self.fusion = fusion
        self.version = scorer.version
        if fusion is None:
            warnings.warn(
                "the calibration has no verifier fusion: verifier scores are recorded, "
                "decisions stay with the feature score",
                stacklevel=2,
            )
        elif fusion.model_version != scorer.version:
            warnings.warn(
                f"calibration fitted for {fusion.model_version}, packaged model is "
                f"{scorer.version}: rerun `kg-pipeline calibrate --verifier-holdout`",
                stacklevel=2,
            )

    def passage(self, builder: PassageBuilder, w: Work) -> Passage | None:
        """The pair the model reads: the work's endpoints (after an inverse flip) and its
        predicate's template."""
        if w.doc is None:
            return None
        predicate = self.vocabulary.predicates.get(w.predicate_id or "")
        cand = w.cand.model_copy(
            update={
                "subject": w.subject,
                "object": w.object,
                "subject_aliases": w.subject_aliases,
                "object_aliases": w.object_aliases,
                "predicate": predicate.label if predicate else w.predicate_label,
            }
        )
        return builder.build(w.doc, cand, predicate)

    def reads_unevidenced(self) -> bool:
        """Unfitted (calibration collects their scores) or fitted with a threshold for them."""
        return self.fusion is None or (
            self.fusion.unevidenced is not None and self.fusion.unevidenced.reject is not None
        )

    def run(self, works: Sequence[Work]) -> None:
        """Score every work the score tier decided (the rules and the template are final), and
        those held only for NO_EVIDENCE when the fusion can reject them."""
        unevidenced = self.reads_unevidenced()
        pending = [
            w for w in works if w.tier == DecisionTier.SCORE or (unevidenced and is_unevidenced(w))
        ]
        if not pending:
            return
        builder = PassageBuilder(self.vocabulary, self.scorer.max_chars)
        read: list[tuple[Work, Passage]] = []
        for w in pending:
            p = self.passage(builder, w)
            if p is not None and p.complete:
                read.append((w, p))
        logits = self.scorer.logits([p.pair() for _, p in read])
        for (w, p), z in zip(read, logits, strict=True):
            if w.tier == DecisionTier.SCORE:
                self.apply(w, p, z)
            else:
                self.apply_unevidenced(w, p, z)

    def _read(self, w: Work, passage: Passage, verifier_logit: float) -> dict[str, object]:
        """Record the model's reading on the work; the details every verifier stage shows."""
        w.verifier_logit = verifier_logit
        w.verifier_score = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, verifier_logit))))
        return {
            "model": self.version,
            "score": round(w.verifier_score, 4),
            "feature_confidence": round(w.confidence, 4),
            "passage_start": passage.start,
            "passage_end": passage.end,
        }

    def apply_unevidenced(self, w: Work, passage: Passage, verifier_logit: float) -> None:
        """REJECT below the `unevidenced` threshold; otherwise the rules' REVIEW stands."""
        detail = self._read(w, passage, verifier_logit)
        thresholds = self.fusion.unevidenced if self.fusion is not None else None
        if self.fusion is None or thresholds is None or thresholds.reject is None:
            w.record("verifier", [], outcome=StageResult.SKIP, **detail)
            return
        fused = self.fusion.fuse(w.confidence, verifier_logit)
        if fused > thresholds.reject:
            w.record("verifier", [], outcome=StageResult.REVIEW, fused=round(fused, 4), **detail)
            return
        reasons = [Reason.WEAK_IMPLICATION]
        w.record("verifier", reasons, outcome=StageResult.FAIL, fused=round(fused, 4), **detail)
        w.decision, w.confidence, w.decision_reasons = Decision.REJECT, fused, reasons
        w.tier = DecisionTier.VERIFIER

    def apply(self, w: Work, passage: Passage, verifier_logit: float) -> None:
        feature_confidence = w.confidence
        detail = self._read(w, passage, verifier_logit)
        if self.fusion is None:
            w.record("verifier", [], outcome=StageResult.SKIP, **detail)
            return
        fused = self.fusion.fuse(feature_confidence, verifier_logit)
        decision, reasons = decide_by_fusion(fused, w.predicate_label, self.fusion)
        if (
            w.decision == Decision.ACCEPT
            and self.fusion.thresholds_for(w.predicate_label).accept is None
            and decision != Decision.REJECT
        ):
            # No fused ACCEPT threshold met its bound for this predicate: the score tier's own
            # ACCEPT stands, unless the verifier contradicts it.
            w.record("verifier", [], outcome=StageResult.PASS, fused=round(fused, 4), **detail)
            return
        if decision == Decision.ACCEPT and w.evidence is None:
            # An edge is published with the passage its decision read; none, no edge.
            decision, reasons = Decision.REVIEW, [Reason.LOW_CONFIDENCE]
        if decision == Decision.REJECT and w.decision == Decision.ACCEPT:
            decision, reasons = Decision.REVIEW, [Reason.LOW_CONFIDENCE]  # the tiers disagree
        outcome = {Decision.ACCEPT: StageResult.PASS, Decision.REJECT: StageResult.FAIL}.get(
            decision, StageResult.REVIEW
        )
        w.record("verifier", reasons, outcome=outcome, fused=round(fused, 4), **detail)
        w.decision, w.confidence, w.decision_reasons = decision, fused, reasons
        w.tier = DecisionTier.VERIFIER


def is_unevidenced(w: Work) -> bool:
    """Held for review by the rules for no reason but NO_EVIDENCE."""
    return (
        w.tier == DecisionTier.RULES
        and w.decision == Decision.REVIEW
        and w.reasons == [Reason.NO_EVIDENCE]
    )
