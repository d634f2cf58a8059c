"""The staged validator: one function the assets and the CLI both call.

Stages run in order and each records its outcome: structure, vocabulary (predicate, inverse
flip, domain/range types), endpoints (found in the source, canonical ids, ambiguity), source
support (verbatim evidence with offsets, clause polarity/modality/time, direction), then the
decision (hard rules, then calibrated confidence). Every candidate yields exactly one Verdict.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any
from dataclasses import dataclass, field

from kg_pipeline.core.grounding import (
    Evidence,
    Pairing,
    closest_pair,
    locate_quote,
    read_clause,
    sentence_window,
)
from kg_pipeline.core.models import (
    Candidate,
    Decision,
    Document,
    Modality,
    Polarity,
    Reason,
    StageOutcome,
    Verdict,
    Vocabulary,
    record_hash,
)
from kg_pipeline.core.policy import (
    Calibration,
    PolicyConfig,
    decide_by_score,
    default_calibration,
    hard_decision,
)
from kg_pipeline.core.resolution import DocumentIndex, Resolution
from kg_pipeline.core.text import fold
from kg_pipeline.core.vocabulary import PredicateIndex

VALIDATOR_VERSION = "kgv-1"
MAX_ENDPOINT_CHARS = 300
MAX_PREDICATE_CHARS = 120
_STOPWORDS = frozenset(
    "a an the of in on at to for by with from is was are were be been as and or its his her "
    "their s o".split()
)


@dataclass(slots=True)
class _Work:
    """Mutable state of one candidate while it moves through the stages."""

    cand: Candidate
    subject: str
    object: str
    subject_type: str | None
    object_type: str | None
    subject_aliases: list[str]
    object_aliases: list[str]
    predicate_label: str
    predicate_id: str | None = None
    flipped: bool = False
    reasons: list[Reason] = field(default_factory=list)
    stages: list[StageOutcome] = field(default_factory=list)
    features: dict[str, float] = field(default_factory=dict)
    evidence: Evidence | None = None
    polarity: Polarity | None = None
    modality: Modality | None = None
    time: str | None = None
    subject_id: str | None = None
    object_id: str | None = None

    def record(
        self, stage: str, reasons: list[Reason], outcome: str | None = None, **detail: Any
    ) -> None:
        self.reasons.extend(r for r in reasons if r not in self.reasons)
        self.stages.append(
            StageOutcome(
                stage=stage,
                outcome=outcome or ("fail" if reasons else "pass"),
                reasons=reasons,
                detail={k: v for k, v in detail.items() if v is not None},
            )
        )


class Validator:
    """Holds what is shared across candidates: vocabulary index, calibration, document indexes."""

    def __init__(
        self,
        vocabulary: Vocabulary,
        calibration: Calibration | None = None,
        config: PolicyConfig | None = None,
    ) -> None:
        self.vocabulary = vocabulary
        self.predicates = PredicateIndex(vocabulary)
        self.calibration = calibration or default_calibration()
        self.config = config or PolicyConfig()
        self._cues = {k: frozenset(v) for k, v in self.calibration.predicate_cues.items()}
        self._indexes: dict[str, DocumentIndex] = {}

    def validate(
        self, documents: Iterable[Document], candidates: Iterable[Candidate]
    ) -> list[Verdict]:
        docs = {d.doc_id: d for d in documents}
        return [self.validate_one(docs.get(c.doc_id), c) for c in candidates]

    def _index(self, doc: Document) -> DocumentIndex:
        key = f"{doc.doc_id}@{doc.content_hash}"
        index = self._indexes.get(key)
        if index is None:
            index = self._indexes[key] = DocumentIndex(doc)
        return index

    def validate_one(self, doc: Document | None, cand: Candidate) -> Verdict:
        w = _Work(
            cand=cand,
            subject=cand.subject.strip(),
            object=cand.object.strip(),
            subject_type=cand.subject_type,
            object_type=cand.object_type,
            subject_aliases=list(cand.subject_aliases),
            object_aliases=list(cand.object_aliases),
            predicate_label=cand.predicate.strip(),
        )
        if cand.parse_mode not in ("strict", "imported"):
            w.record("parse", [Reason.PARSE_FALLBACK], outcome="flag", parse_mode=cand.parse_mode)
        settled = self._structure(w, doc)
        if not settled:
            settled = self._vocabulary(w)
        if not settled and doc is not None:
            index = self._index(doc)
            resolutions = self._endpoints(w, index)
            if resolutions is not None:
                self._support(w, index, *resolutions)
        return self._decide(w, doc)

    # -- stage 1 -----------------------------------------------------------------------------
    def _structure(self, w: _Work, doc: Document | None) -> bool:
        cand = w.cand
        if cand.input_problem:
            w.record("structure", [Reason.MALFORMED], problem=cand.input_problem)
            return True
        reasons: list[Reason] = []
        problems: list[str] = []
        for name, value, limit in (
            ("subject", w.subject, MAX_ENDPOINT_CHARS),
            ("predicate", w.predicate_label, MAX_PREDICATE_CHARS),
            ("object", w.object, MAX_ENDPOINT_CHARS),
        ):
            if not value:
                reasons.append(Reason.EMPTY_ENDPOINT)
                problems.append(f"{name} is empty")
            elif len(value) > limit:
                reasons.append(Reason.MALFORMED)
                problems.append(f"{name} longer than {limit} characters")
        if w.subject and fold(w.subject) == fold(w.object):
            reasons.append(Reason.SELF_LOOP)
            problems.append("subject and object are the same entity")
        if doc is None:
            reasons.append(Reason.UNKNOWN_DOCUMENT)
            where = cand.source_ref or f"candidate {cand.candidate_id}"
            problems.append(f"{where}: doc_id {cand.doc_id!r} is not among the documents")
        w.record("structure", list(dict.fromkeys(reasons)), problems=problems or None)
        return bool(reasons)

    # -- stage 2 -----------------------------------------------------------------------------
    def _vocabulary(self, w: _Work) -> bool:
        match = self.predicates.resolve(w.predicate_label)
        if match is None:
            w.record("vocabulary", [Reason.UNKNOWN_PREDICATE], predicate=w.predicate_label)
            return True
        pred = match.predicate
        w.predicate_id = pred.predicate_id
        if match.flipped:
            # An inverse label states the same fact the other way round: flip, and say so.
            w.subject, w.object = w.object, w.subject
            w.subject_type, w.object_type = w.object_type, w.subject_type
            w.subject_aliases, w.object_aliases = w.object_aliases, w.subject_aliases
            w.flipped = True
        original = w.predicate_label
        w.predicate_label = pred.label
        reasons: list[Reason] = []
        type_fit = 0.5
        if pred.type_pairs and w.subject_type and w.object_type:
            pairs = set(pred.type_pairs)
            forward = (w.subject_type, w.object_type) in pairs
            backward = (w.object_type, w.subject_type) in pairs
            if forward:
                type_fit = 1.0
            else:
                reasons.append(Reason.TYPE_MISMATCH)
                type_fit = 0.0
            w.features["type_pair_share"] = 1.0 / len(pairs) if forward else 0.0
            detail_types: dict[str, Any] = {
                "types": f"{w.subject_type}-{w.object_type}",
                "inverse_fits": backward,
            }
        else:
            detail_types = {}
        w.features["type_fit"] = type_fit
        w.record(
            "vocabulary",
            reasons,
            predicate=pred.label,
            predicate_id=pred.predicate_id,
            matched_via=match.via,
            original_predicate=original if original != pred.label else None,
            flipped=w.flipped or None,
            **detail_types,
        )
        return bool(reasons)

    # -- stage 3 -----------------------------------------------------------------------------
    def _endpoints(self, w: _Work, index: DocumentIndex) -> tuple[Resolution, Resolution] | None:
        subj = index.resolve([w.subject, *w.subject_aliases], w.subject_type)
        obj = index.resolve([w.object, *w.object_aliases], w.object_type)
        w.subject_id, w.object_id = subj.entity_id, obj.entity_id
        reasons: list[Reason] = []
        missing = [r.name for r in (subj, obj) if not r.found]
        if missing:
            reasons.append(Reason.ENTITY_NOT_IN_SOURCE)
        ambiguous = {r.name: r.ambiguous_with for r in (subj, obj) if r.ambiguous_with}
        if ambiguous:
            reasons.append(Reason.AMBIGUOUS_ENTITY)
        matches = [r.best_match for r in (subj, obj) if r.found]
        w.features["endpoint_exact"] = 1.0 if matches and all(m == "exact" for m in matches) else 0
        w.features["endpoint_fuzzy"] = 1.0 if "fuzzy" in matches else 0.0
        w.record(
            "endpoints",
            reasons,
            subject_id=subj.entity_id,
            object_id=obj.entity_id,
            subject_match=subj.best_match,
            object_match=obj.best_match,
            not_found=missing or None,
            ambiguous=ambiguous or None,
        )
        if missing:
            return None
        return subj, obj

    # -- stage 4 -----------------------------------------------------------------------------
    def _support(self, w: _Work, index: DocumentIndex, subj: Resolution, obj: Resolution) -> None:
        reasons: list[Reason] = []
        quote = (w.cand.evidence or "").strip()
        evidence: Evidence | None = None
        pairing: Pairing | None = None
        if quote:
            evidence = locate_quote(index, quote)
            if evidence is None:
                reasons.append(Reason.EVIDENCE_NOT_VERBATIM)
            else:
                w.features["quote_located"] = 1.0
                w.features["quote_fuzzy"] = 1.0 if evidence.match == "fuzzy" else 0.0
                pairing = closest_pair(
                    index, subj.mentions, obj.mentions, within=(evidence.start, evidence.end)
                )
                w.features["quote_has_both"] = 1.0 if pairing else 0.0
        if pairing is None:
            pairing = closest_pair(index, subj.mentions, obj.mentions)
        if pairing is None:
            reasons.append(Reason.NO_EVIDENCE)
            w.record("support", reasons, quote_found=evidence is not None)
            return
        if evidence is None and Reason.EVIDENCE_NOT_VERBATIM not in reasons:
            evidence = sentence_window(index, pairing)
            if evidence is None:
                reasons.append(Reason.NO_EVIDENCE)
        w.evidence = evidence
        self._pair_features(w, index, pairing)
        clause = read_clause(index, pairing)
        w.polarity, w.modality, w.time = clause.polarity, clause.modality, clause.time
        if clause.polarity == Polarity.NEGATIVE:
            reasons.append(Reason.NEGATED)
        if clause.modality == Modality.SPECULATIVE:
            reasons.append(Reason.SPECULATIVE)
        elif clause.modality == Modality.CONDITIONAL:
            reasons.append(Reason.CONDITIONAL)
        direction = self._direction(w, index, pairing)
        if direction == "reverse":
            reasons.append(Reason.REVERSED)
        w.record(
            "support",
            reasons,
            evidence_match=evidence.match if evidence else None,
            evidence_score=round(evidence.score, 1) if evidence else None,
            sentence_distance=pairing.sentence_distance,
            polarity=clause.polarity.value,
            modality=clause.modality.value,
            time=clause.time,
            cues=clause.cues or None,
            direction=direction,
        )

    def _pair_features(self, w: _Work, index: DocumentIndex, pairing: Pairing) -> None:
        w.features["same_sentence"] = 1.0 if pairing.sentence_distance == 0 else 0.0
        w.features["adjacent_sentence"] = 1.0 if pairing.sentence_distance == 1 else 0.0
        w.features["char_gap"] = min(pairing.char_distance, 400) / 400.0
        lo = min(pairing.subject.end, pairing.object.end)
        hi = max(pairing.subject.start, pairing.object.start)
        between = index.text[lo:hi] if hi > lo else ""
        w.features["mentions_between"] = min(between.count(","), 4) / 4.0
        title = getattr(index.doc, "title", None)
        w.features["title_subject"] = (
            1.0
            if title and fold(title) in (fold(w.subject), *map(fold, w.subject_aliases))
            else 0.0
        )
        cues = self._cues.get(w.predicate_label)
        if cues:
            sents = index.sentences
            first = index.sentence_of(min(pairing.subject.start, pairing.object.start))
            last = index.sentence_of(max(pairing.subject.start, pairing.object.start))
            window = index.text[sents[first].start : sents[last].end] if sents else ""
            words = set(fold(window).split())
            w.features["predicate_cue"] = 1.0 if words & cues else 0.0

    def _direction(self, w: _Work, index: DocumentIndex, pairing: Pairing) -> str | None:
        """Compare the text between the mentions with the predicate's direction template."""
        pred = self.vocabulary.predicates.get(w.predicate_id or "")
        if pred is None or not pred.template or pred.symmetric:
            return None
        words = _template_words(pred.template)
        if not words:
            return None
        lo = min(pairing.subject.end, pairing.object.end)
        hi = max(pairing.subject.start, pairing.object.start)
        between = set(fold(index.text[lo:hi]).split()) if hi > lo else set()
        if not words <= between:
            return None
        s_first = pairing.subject.start < pairing.object.start
        t_first = pred.template.index("{s}") < pred.template.index("{o}")
        verdict = "forward" if s_first == t_first else "reverse"
        if verdict == "forward":
            w.features["template_forward"] = 1.0
        return verdict

    # -- decision ----------------------------------------------------------------------------
    @staticmethod
    def _explicit(w: _Work) -> bool:
        f = w.features
        return (
            f.get("template_forward") == 1.0
            and f.get("same_sentence") == 1.0
            and f.get("endpoint_exact") == 1.0
            and w.polarity == Polarity.POSITIVE
            and w.modality == Modality.ASSERTED
        )

    def _decide(self, w: _Work, doc: Document | None) -> Verdict:
        decision = hard_decision(w.reasons, self.config.risk_level)
        confidence = self.calibration.score(w.features) if w.features else 0.0
        reasons = list(w.reasons)
        if decision is None and self._explicit(w):
            # The clause states the predicate's own template, forward, about these endpoints.
            decision = Decision.ACCEPT
            confidence = max(confidence, self.calibration.accept_threshold)
        if decision is None:
            decision, extra = decide_by_score(confidence, self.calibration, self.config)
            reasons.extend(extra)
        elif decision == Decision.REJECT:
            confidence = min(confidence, self.calibration.reject_threshold)
        w.record(
            "decision",
            [] if decision == Decision.ACCEPT else [r for r in reasons if r not in w.reasons],
            outcome=decision.value,
            confidence=round(confidence, 4),
        )
        ev = w.evidence
        text = doc.text if doc else ""
        cand = w.cand
        raw = cand.raw_record if cand.raw_record is not None else cand.model_dump(mode="json")
        return Verdict(
            candidate_id=cand.candidate_id,
            doc_id=cand.doc_id,
            subject=w.subject,
            predicate=w.predicate_label,
            object=w.object,
            predicate_id=w.predicate_id,
            subject_type=w.subject_type,
            object_type=w.object_type,
            subject_entity_id=w.subject_id,
            object_entity_id=w.object_id,
            decision=decision,
            reasons=reasons,
            confidence=confidence,
            evidence_span=ev.span(text) if ev else None,
            evidence_start=ev.start if ev else None,
            evidence_end=ev.end if ev else None,
            evidence_match=ev.match if ev else None,
            evidence_score=ev.score if ev else None,
            polarity=w.polarity,
            modality=w.modality,
            time=w.time,
            flipped=w.flipped,
            stages=w.stages,
            extractor=cand.extractor,
            parse_mode=cand.parse_mode,
            model=cand.model,
            prompt_version=cand.prompt_version,
            validator_version=VALIDATOR_VERSION,
            input_hash=record_hash(raw),
            doc_content_hash=doc.content_hash if doc else "",
            raw_candidate=raw,
            features=dict(w.features),
            label=cand.label,
            kind=cand.kind,
        )


_TEMPLATE_CACHE: dict[str, frozenset[str]] = {}


def _template_words(template: str) -> frozenset[str]:
    words = _TEMPLATE_CACHE.get(template)
    if words is None:
        core = re.sub(r"\{[so]\}", " ", template)
        words = frozenset(w for w in fold(core).split() if w not in _STOPWORDS)
        _TEMPLATE_CACHE[template] = words
    return words


def validate_candidates(
    documents: Iterable[Document],
    candidates: Iterable[Candidate],
    vocabulary: Vocabulary,
    calibration: Calibration | None = None,
    config: PolicyConfig | None = None,
) -> list[Verdict]:
    return Validator(vocabulary, calibration, config).validate(documents, candidates)
