"""The neural verifier tier (issue 10): the document reader reads what the hard rules and the
template left open.

Runs after every candidate of a call has been through the rules and the feature score, and asks
the reader once per document. The reader's logit is fused with the feature score's logit by the
`VerifierFusion` in the calibration (with the reader's rival margin when it was fitted with
one: how the candidate's object reads against every other entity the document's candidates
name, for the same subject and predicate), and the fused probability is held to thresholds
chosen on out-of-fold training documents. It never reads a candidate a hard rule or the template
settled, so it cannot turn a rule's REJECT or REVIEW into ACCEPT. One exception, and only
towards REJECT: a candidate held for review for no reason but NO_EVIDENCE (both endpoints
occur, no span of at most three sentences joins them, or only one across a table's rows; about
a sixth of Re-DocRED's candidates) is read too, and rejected when the reader's own
`unevidenced` threshold says so. A fusion fitted with `reader_accept` also accepts a candidate
the tier reads whose reader logit alone clears that threshold. A fusion with a `second_reader`
has what it leaves in review, with an evidence span, read again by a second model trained on
other text, and accepts what that model's logit certifies; the second reader never rejects.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Protocol

from kg_pipeline.core.models import Decision, DecisionTier, Reason, StageResult, Vocabulary
from kg_pipeline.core.validation.policy import VerifierFusion, decide_by_fusion
from kg_pipeline.core.validation.work import Work
from kg_pipeline.core.verifier.reader import Named, Reading, ReadRequest, names_of, template_text


class Reader(Protocol):
    """What the tier needs of a model: `DocumentReader` is one."""

    version: str
    scores_of: str
    """The version whose scores it computes: its own, or the one it was converted from."""

    def read(self, text: str, requests: Sequence[ReadRequest]) -> list[float | None]: ...

    def read_rivalled(
        self, text: str, requests: Sequence[ReadRequest], named: Sequence[Named]
    ) -> list[Reading | None]: ...


class VerifierTier:
    """One reader call per document, then the fused decision of each pending candidate."""

    def __init__(
        self,
        reader: Reader,
        vocabulary: Vocabulary,
        fusion: VerifierFusion | None,
        second: Reader | None = None,
    ) -> None:
        """`second`: the second reader; without a `second_reader` threshold in the fusion its
        logits are recorded and decide nothing (what fitting that threshold reads)."""
        self.reader = reader
        self.second = second
        self.vocabulary = vocabulary
        self.fusion = fusion
        self.version = reader.version
        chosen_for = fusion.second_reader.model_version if fusion and fusion.second_reader else None
        if second is not None and chosen_for not in {None, second.version, second.scores_of}:
            raise ValueError(
                f"second-reader threshold chosen for {chosen_for}, packaged second reader is "
                f"{second.version}"
            )
        if fusion is None:
            warnings.warn(
                "the calibration has no verifier fusion: reader scores are recorded, "
                "decisions stay with the feature score",
                stacklevel=2,
            )
        elif fusion.model_version not in {reader.version, reader.scores_of}:
            warnings.warn(
                f"calibration fitted for {fusion.model_version}, packaged model is "
                f"{reader.version}: rerun `kg-pipeline calibrate --reader-scores ...`",
                stacklevel=2,
            )

    def request(self, w: Work) -> ReadRequest:
        """The candidate as the reader reads it: its endpoints after an inverse flip, their
        names and types, and the words of its predicate's template."""
        predicate = self.vocabulary.predicates.get(w.predicate_id or "")
        return ReadRequest(
            subject_names=names_of(w.subject, w.subject_aliases),
            object_names=names_of(w.object, w.object_aliases),
            template=template_text(
                predicate.template if predicate else None,
                predicate.label if predicate else w.predicate_label,
            ),
            subject_type=w.subject_type,
            object_type=w.object_type,
        )

    def reads_unevidenced(self) -> bool:
        """Unfitted (calibration collects their scores) or fitted with a threshold for them."""
        return self.fusion is None or (
            self.fusion.unevidenced is not None and self.fusion.unevidenced.reject is not None
        )

    def run(self, works: Sequence[Work]) -> None:
        """Read every work the score tier decided (the rules and the template are final), and
        those held only for NO_EVIDENCE when the fusion can reject them. Rival objects are
        every entity the document's candidates in this call name, decided or not."""
        unevidenced = self.reads_unevidenced()
        rivals = self.fusion is not None and self.fusion.reads_rivals
        by_doc: dict[tuple[str, str], list[Work]] = {}
        named: dict[tuple[str, str], list[Named]] = {}
        for w in works:
            if w.doc is None:
                continue
            key = (w.doc.doc_id, w.doc.content_hash)
            if rivals:
                named.setdefault(key, []).extend(
                    (
                        Named(names_of(w.subject, w.subject_aliases), w.subject_type),
                        Named(names_of(w.object, w.object_aliases), w.object_type),
                    )
                )
            if w.tier == DecisionTier.SCORE or (unevidenced and is_unevidenced(w)):
                by_doc.setdefault(key, []).append(w)
        for key, group in by_doc.items():
            text = group[0].doc.text if group[0].doc else ""
            requests = [self.request(w) for w in group]
            if rivals:
                readings = self.reader.read_rivalled(text, requests, named[key])
            else:
                logits = self.reader.read(text, requests)
                readings = [None if z is None else Reading(z) for z in logits]
            for w, r in zip(group, readings, strict=True):
                if r is None:
                    continue
                if w.tier == DecisionTier.SCORE:
                    self.apply(w, r.logit, r.rival_margin)
                else:
                    self.apply_unevidenced(w, r.logit)
            if self.second is not None:
                again = [w for w in group if left_in_review(w)]
                if again:
                    second = self.second.read(text, [self.request(w) for w in again])
                    for w, z in zip(again, second, strict=True):
                        if z is not None:
                            self.apply_second(w, z)

    def _read(self, w: Work, reader_logit: float) -> dict[str, object]:
        """Record the model's reading on the work; the details every verifier stage shows."""
        w.verifier_logit = reader_logit
        w.verifier_score = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, reader_logit))))
        return {
            "model": self.version,
            "score": round(w.verifier_score, 4),
            "logit": round(reader_logit, 4),
            "feature_confidence": round(w.confidence, 4),
        }

    def apply_unevidenced(self, w: Work, reader_logit: float) -> None:
        """REJECT at or below the `unevidenced` threshold on the reader's own logit (these have
        no feature score); otherwise the rules' REVIEW stands."""
        detail = self._read(w, reader_logit)
        thresholds = self.fusion.unevidenced if self.fusion is not None else None
        if thresholds is None or thresholds.reject is None:
            w.record("verifier", [], outcome=StageResult.SKIP, **detail)
            return
        if reader_logit > thresholds.reject:
            w.record("verifier", [], outcome=StageResult.REVIEW, **detail)
            return
        reasons = [Reason.WEAK_IMPLICATION]
        w.record("verifier", reasons, outcome=StageResult.FAIL, **detail)
        w.decision, w.decision_reasons = Decision.REJECT, reasons
        w.confidence = min(w.confidence, w.verifier_score or 0.0)
        w.tier = DecisionTier.VERIFIER

    def apply(self, w: Work, reader_logit: float, rival_margin: float | None = None) -> None:
        feature_confidence = w.confidence
        detail = self._read(w, reader_logit)
        if rival_margin is not None:
            detail["rival_margin"] = round(rival_margin, 4)
        if self.fusion is None:
            w.record("verifier", [], outcome=StageResult.SKIP, **detail)
            return
        fused = self.fusion.fuse(feature_confidence, reader_logit, rival_margin)
        decision, reasons = decide_by_fusion(fused, w.predicate_label, self.fusion)
        confidence = fused
        alone = self.fusion.reader_accept
        if alone is not None and alone.decide(reader_logit) == Decision.ACCEPT:
            # The reader's logit alone clears a threshold its own out-of-fold rows certified.
            decision, reasons = Decision.ACCEPT, []
            detail["reader_accept"] = True
            confidence = max(fused, alone.accept_lower_bound or 0.0)
        if (
            w.decision == Decision.ACCEPT
            and self.fusion.thresholds_for(w.predicate_label).accept is None
            and decision != Decision.REJECT
        ):
            # No fused ACCEPT threshold met its bound for this predicate: the score tier's own
            # ACCEPT stands, unless the reader contradicts it.
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
        w.decision, w.confidence, w.decision_reasons = decision, confidence, reasons
        w.tier = DecisionTier.VERIFIER

    def apply_second(self, w: Work, second_logit: float) -> None:
        """ACCEPT at or above the second reader's threshold; otherwise the REVIEW stands."""
        assert self.second is not None
        detail = {"model": self.second.version, "logit": round(second_logit, 4)}
        threshold = self.fusion.second_reader if self.fusion is not None else None
        if threshold is None:
            w.record("second_reader", [], outcome=StageResult.SKIP, **detail)
            return
        if second_logit < threshold.accept:
            w.record("second_reader", [], outcome=StageResult.REVIEW, **detail)
            return
        w.record("second_reader", [], outcome=StageResult.PASS, **detail)
        w.decision, w.decision_reasons = Decision.ACCEPT, []
        w.confidence = max(w.confidence, threshold.accept_lower_bound or 0.0)


def left_in_review(w: Work) -> bool:
    """What the second reader reads: left in review by the fused tier, with a span to publish."""
    return (
        w.tier == DecisionTier.VERIFIER and w.decision == Decision.REVIEW and w.evidence is not None
    )


def is_unevidenced(w: Work) -> bool:
    """Held for review by the rules for no reason but NO_EVIDENCE."""
    return (
        w.tier == DecisionTier.RULES
        and w.decision == Decision.REVIEW
        and w.reasons == [Reason.NO_EVIDENCE]
    )
