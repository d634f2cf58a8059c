"""The staged validator: one function the assets and the CLI both call.

Stages run in order and each records its outcome: structure, vocabulary (predicate, inverse
flip, domain/range types), endpoints (found in the source, canonical ids, ambiguity), source
support (verbatim evidence with offsets, clause polarity/modality/time, direction), the decision
(hard rules, then calibrated confidence) and, when an LLM auditor is configured, the audit of
what the score left undecided. Every candidate yields exactly one Verdict.

A candidate's quote is checked (a quote that is not in the source is EVIDENCE_NOT_VERBATIM) and
shown as its evidence span, but nothing else depends on it: the endpoints are paired, the clause
read and the confidence computed from the document alone, so a decision is the same with or
without the quote. (In Re-DocRED only true triples carry a quote; scoring it would be a leak.)
"""

from __future__ import annotations

import gc
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from kg_pipeline.core.models import (
    Candidate,
    Decision,
    DecisionTier,
    Document,
    Reason,
    StageResult,
    Verdict,
    Vocabulary,
    record_hash,
    utc_now,
)
from kg_pipeline.core.validation.auditor import AuditOutcome, EvidenceAuditor
from kg_pipeline.core.validation.features import DocFacts
from kg_pipeline.core.validation.grounding import supporting_span
from kg_pipeline.core.validation.policy import (
    Calibration,
    PolicyConfig,
    decide_by_score,
    default_calibration,
    hard_decision,
    score_features,
    thresholds,
)
from kg_pipeline.core.validation.resolution import DocumentIndex
from kg_pipeline.core.validation.stages.endpoints import check_endpoints
from kg_pipeline.core.validation.stages.predicate import check_predicate
from kg_pipeline.core.validation.stages.structure import check_structure
from kg_pipeline.core.validation.stages.support import check_support
from kg_pipeline.core.validation.stages.verifier import Reader, VerifierTier
from kg_pipeline.core.validation.vocabulary import PredicateIndex
from kg_pipeline.core.validation.work import Work, construct_trusted
from kg_pipeline.core.verifier.reader import SECOND_MODEL_DIR, DocumentReader

VALIDATOR_VERSION = "kgv-2"
MAX_CACHED_DOCUMENTS = 64
"""Document indexes kept between candidates; candidates usually arrive grouped by document."""


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for a batch of candidates.

    Validation allocates millions of small objects and keeps them (works, stages, verdicts)
    until the batch ends, and creates no reference cycles; the collector would walk all of
    them again and again and find nothing, which cost about a third of the run time.
    Reference counting still frees everything as usual. A collector already paused by the
    caller is left paused.

    On resuming, what is alive goes straight to the oldest generation (`gc.freeze()` then
    `gc.unfreeze()`): otherwise the next allocation would scan the whole batch as young objects
    once more, ~7% of the run time, to find nothing. Cycles made anywhere in the process before
    that point are still collected, by the next full collection instead of a young one. Skipped
    when the process keeps objects frozen itself (a pre-fork server), which unfreezing would undo.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            if gc.get_freeze_count() == 0:
                gc.freeze()
                gc.unfreeze()
            gc.enable()


class Validator:
    """Holds what is shared across candidates: vocabulary index, calibration, document indexes."""

    def __init__(
        self,
        vocabulary: Vocabulary,
        calibration: Calibration | None = None,
        config: PolicyConfig | None = None,
        auditor: EvidenceAuditor | None = None,
        verifier: Reader | None = None,
        second_verifier: Reader | None = None,
    ) -> None:
        """`verifier`: the neural tier's model (`DocumentReader.packaged()`); None runs the
        rules and the feature score alone, exactly as before the tier existed.
        `second_verifier`: the second reader; by default the packaged one when the calibration
        has a threshold for it and `verifier` is given."""
        self.vocabulary = vocabulary
        self.predicates = PredicateIndex(vocabulary)
        self.calibration = calibration or default_calibration()
        self.config = config or PolicyConfig()
        self.auditor = auditor
        fusion = self.calibration.verifier
        if verifier is not None and second_verifier is None and fusion and fusion.second_reader:
            second_verifier = DocumentReader.packaged(SECOND_MODEL_DIR)
        self.verifier_tier = (
            VerifierTier(verifier, vocabulary, fusion, second_verifier)
            if verifier is not None
            else None
        )
        self._indexes: OrderedDict[tuple[str, str], tuple[DocumentIndex, DocFacts]] = OrderedDict()
        self.stats: dict[str, float] = {}

    def validate(
        self, documents: Iterable[Document], candidates: Iterable[Candidate]
    ) -> list[Verdict]:
        works = self.decide_all(documents, candidates)
        self._audit(works)
        with _gc_paused():
            return [self.verdict(w) for w in works]

    def decide_all(
        self, documents: Iterable[Document], candidates: Iterable[Candidate]
    ) -> list[Work]:
        """Every stage and tier but the auditor, for a whole call (the reader reads each
        document once)."""
        docs = {d.doc_id: d for d in documents}
        works: list[Work] = []
        with _gc_paused():
            for c in candidates:
                w = self.run_stages(docs.get(c.doc_id), c)
                self.decide(w)
                # The score is settled: let go of what it was computed from (the document's
                # caches among it), so the LRU of document indexes bounds what stays in memory.
                w.facts = w.rivals = w.doc_facts = None
                works.append(w)
        if self.verifier_tier is not None:
            self.verifier_tier.run(works)
        return works

    def validate_one(self, doc: Document | None, cand: Candidate) -> Verdict:
        w = self.run_stages(doc, cand)
        self.decide(w)
        if self.verifier_tier is not None:
            self.verifier_tier.run([w])
        self._audit([w])
        return self.verdict(w)

    def _audit(self, works: list[Work]) -> None:
        """Ask the auditor, then apply each of its outcomes through the policy."""
        if self.auditor is None:
            return
        outcomes, stats = self.auditor.audit(works, self.document_index, self.statement)
        for w, outcome in outcomes:
            if self.apply_audit(w, outcome):
                stats.accepted_after_audit += 1
        self.stats.update(stats.as_dict())

    def apply_audit(self, w: Work, outcome: AuditOutcome) -> bool:
        """INVALID goes to review, PRUNE rejects, PRESERVE rescores and may accept on the
        auditor's verbatim quote. Returns whether the candidate was accepted."""
        if outcome.verdict in ("INVALID", "UNAVAILABLE"):
            routed = (
                Reason.AUDITOR_UNAVAILABLE
                if outcome.verdict == "UNAVAILABLE"
                else Reason.AUDITOR_INVALID_OUTPUT
            )
            w.record("auditor", [routed], outcome=StageResult.REVIEW, **outcome.stage)
            w.decision = Decision.REVIEW
            w.decision_reasons = [routed]
            w.tier = DecisionTier.AUDITOR
            return False
        if outcome.verdict == "PRUNE":
            assert outcome.reason is not None
            w.record("auditor", [Reason.AUDITOR_PRUNE, outcome.reason], StageResult.FAIL,
                     **outcome.stage)  # fmt: skip
            w.decision = Decision.REJECT
            w.decision_reasons = []
            w.confidence = min(w.confidence, self.calibration.reject_threshold)
            w.tier = DecisionTier.AUDITOR
            return False
        w.features["auditor_preserve"] = 1.0
        confidence = self.calibration.score(w.features)
        accept_at, _ = thresholds(self.calibration, self.config)
        # The auditor's quote becomes the edge's evidence: it must mention both endpoints
        # (a pronoun's quote is widened to the sentence naming it), else it supports nothing.
        evidence = (
            supporting_span(self.document_index(w.doc), outcome.evidence, *w.endpoint_mentions)
            if outcome.evidence is not None and w.endpoint_mentions is not None and w.doc
            else None
        )
        accepted = confidence >= accept_at and evidence is not None
        w.record(
            "auditor",
            [],
            outcome=StageResult.PASS if accepted else StageResult.REVIEW,
            **outcome.stage,
            confidence=round(confidence, 4),
        )
        w.confidence = confidence
        if accepted:
            w.decision = Decision.ACCEPT
            w.decision_reasons = []
            w.evidence = evidence
            w.tier = DecisionTier.AUDITOR
        return accepted

    def statement(self, w: Work) -> str:
        """The candidate as a sentence: the predicate's template filled in, else its label."""
        pred = self.vocabulary.predicates.get(w.predicate_id or "")
        if pred is not None and pred.template:
            return pred.template.replace("{s}", w.subject).replace("{o}", w.object)
        return f"{w.subject} {w.predicate_label} {w.object}"

    def document_index(self, doc: Document) -> DocumentIndex:
        return self._index(doc)[0]

    def _index(self, doc: Document) -> tuple[DocumentIndex, DocFacts]:
        key = (doc.doc_id, doc.content_hash)
        found = self._indexes.get(key)
        if found is None:
            index = DocumentIndex(doc)
            found = self._indexes[key] = (index, DocFacts(index))
            if len(self._indexes) > MAX_CACHED_DOCUMENTS:
                self._indexes.popitem(last=False)
        else:
            self._indexes.move_to_end(key)
        return found

    def run_stages(self, doc: Document | None, cand: Candidate) -> Work:
        """Every stage up to the decision; the facts the score needs are kept on the work."""
        w = Work(
            cand=cand,
            doc=doc,
            subject=cand.subject.strip(),
            object=cand.object.strip(),
            subject_type=cand.subject_type,
            object_type=cand.object_type,
            subject_aliases=list(cand.subject_aliases),
            object_aliases=list(cand.object_aliases),
            predicate_label=cand.predicate.strip(),
        )
        if cand.parse_mode.degraded:
            w.record("parse", [Reason.PARSE_FALLBACK], outcome=StageResult.FLAG,
                     parse_mode=cand.parse_mode)  # fmt: skip
        settled = check_structure(w, doc)
        if not settled:
            settled = check_predicate(w, self.predicates)
        if not settled and doc is not None:
            index, doc_facts = self._index(doc)
            resolutions = check_endpoints(w, index)
            if resolutions is not None:
                check_support(w, self.vocabulary, index, doc_facts, *resolutions)
        return w

    # -- decision ----------------------------------------------------------------------------
    def features_for(self, w: Work, calibration: Calibration | None = None) -> dict[str, float]:
        """The scored features of a candidate that reached the score (empty otherwise)."""
        if w.facts is None or w.rivals is None:
            return {}
        return score_features(
            calibration or self.calibration,
            w.predicate_label,
            w.facts,
            w.subject_type,
            w.object_type,
            w.rivals,
            w.doc_facts.base_cache if calibration is None and w.doc_facts else None,
        )

    def decide(self, w: Work) -> None:
        """Hard rules, then the template's own words, then the calibrated score."""
        decision = hard_decision(w.reasons, self.config.risk_level)
        scored = self.features_for(w)
        w.features.update(scored)
        confidence = self.calibration.score(w.features) if scored else 0.0
        extra: list[Reason] = []
        tier = DecisionTier.RULES if decision is not None else DecisionTier.SCORE
        if decision is None and w.explicit:
            tier = DecisionTier.TEMPLATE
            # The clause states the predicate's own template, forward, about these endpoints.
            decision = Decision.ACCEPT
            confidence = max(confidence, self.calibration.accept_threshold)
        if decision is None:
            decision, extra = decide_by_score(confidence, self.calibration, self.config)
        elif decision == Decision.REJECT:
            confidence = min(confidence, self.calibration.reject_threshold)
        elif decision == Decision.REVIEW:
            confidence = min(confidence, self.calibration.accept_threshold)
        w.decision, w.confidence, w.decision_reasons = decision, confidence, extra
        w.tier = tier

    def verdict(self, w: Work) -> Verdict:
        assert w.decision is not None
        decision, confidence = w.decision, w.confidence
        reasons = list(w.reasons) + [r for r in w.decision_reasons if r not in w.reasons]
        w.record(
            "decision",
            [] if decision == Decision.ACCEPT else [r for r in reasons if r not in w.reasons],
            outcome=StageResult.of(decision),
            confidence=round(confidence, 4),
        )
        doc = w.doc
        ev = w.evidence
        text = doc.text if doc else ""
        cand = w.cand
        raw = cand.raw_record if cand.raw_record is not None else cand.model_dump(mode="json")
        # Not validated: every value is the validator's own and already typed; validating
        # the nested stages, features and raw record again would cost ~10% of throughput.
        # The bounds that matter (confidence in 0..1) are asserted here and checked downstream.
        assert 0.0 <= confidence <= 1.0, confidence
        return construct_trusted(
            Verdict,
            {  # every field, in the order Verdict declares them
                "candidate_id": cand.candidate_id,
                "doc_id": cand.doc_id,
                "subject": w.subject,
                "predicate": w.predicate_label,
                "object": w.object,
                "predicate_id": w.predicate_id,
                "subject_type": w.subject_type,
                "object_type": w.object_type,
                "subject_entity_id": w.subject_id,
                "object_entity_id": w.object_id,
                "decision": decision,
                "reasons": reasons,
                "confidence": confidence,
                "evidence_span": ev.span(text) if ev else None,
                "evidence_start": ev.start if ev else None,
                "evidence_end": ev.end if ev else None,
                "evidence_match": ev.match if ev else None,
                "evidence_score": ev.score if ev else None,
                "polarity": w.polarity,
                "modality": w.modality,
                "time": w.time,
                "flipped": w.flipped,
                "stages": w.stages,
                "extractor": cand.extractor,
                "parse_mode": cand.parse_mode,
                "model": cand.model,
                "prompt_version": cand.prompt_version,
                "validator_version": VALIDATOR_VERSION,
                "input_hash": record_hash(raw),
                "doc_content_hash": doc.content_hash if doc else "",
                "validated_at": utc_now(),
                "raw_candidate": raw,
                "features": w.features,
                "label": cand.label,
                "kind": cand.kind,
                "tier": w.tier,
                "verifier_score": w.verifier_score,
                "verifier_version": self.verifier_tier.version if self.verifier_tier else None,
            },
        )


def withhold_evidence(candidates: Iterable[Candidate]) -> list[Candidate]:
    """Copies without their quotes: evaluating on these shows what the decisions owe to the
    text alone (a Re-DocRED quote is itself a label: only true triples carry one)."""
    out = []
    for c in candidates:
        raw = dict(c.raw_record) if c.raw_record is not None else None
        if raw is not None and "evidence" in raw:
            raw["evidence"] = None
        out.append(c.model_copy(update={"evidence": None, "raw_record": raw}))
    return out


def validate_candidates(
    documents: Iterable[Document],
    candidates: Iterable[Candidate],
    vocabulary: Vocabulary,
    calibration: Calibration | None = None,
    config: PolicyConfig | None = None,
    auditor: EvidenceAuditor | None = None,
    verifier: Reader | None = None,
) -> list[Verdict]:
    return Validator(vocabulary, calibration, config, auditor, verifier).validate(
        documents, candidates
    )
