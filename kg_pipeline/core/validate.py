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

import bisect
import gc
import re
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kg_pipeline.core.grounding import (
    Evidence,
    Pairing,
    between_signature,
    closest_pair,
    edge_words,
    locate_quote,
    lowercase_words,
    name_shape,
    parenthesis_slot,
    place_rank,
    read_clause,
    sentence_window,
    template_direction,
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
    utc_now,
)
from kg_pipeline.core.policy import (
    Calibration,
    Facts,
    PolicyConfig,
    Rivals,
    decide_by_score,
    default_calibration,
    hard_decision,
    score_features,
)
from kg_pipeline.core.resolution import DocumentIndex, KnownEntity, Mention, Resolution
from kg_pipeline.core.text import fold
from kg_pipeline.core.vocabulary import PredicateIndex

if TYPE_CHECKING:
    from kg_pipeline.core.auditor import EvidenceAuditor

VALIDATOR_VERSION = "kgv-2"
MAX_ENDPOINT_CHARS = 300
MAX_PREDICATE_CHARS = 120
MAX_RIVALS = 4
MAX_CACHED_DOCUMENTS = 64
"""Document indexes kept between candidates; candidates usually arrive grouped by document."""
"""Rival objects (subjects) compared per candidate: the nearest of the same type."""
_DEMONYM = re.compile(r"[A-Z][a-z]+(?:an|ian|ese|ish|ic|i|ch)")
_APPOSITION = re.compile(r",\s*")


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for a batch of candidates.

    Validation allocates millions of small objects and keeps them (works, stages, verdicts)
    until the batch ends, and creates no reference cycles; the collector would walk all of
    them again and again and find nothing, which cost about a third of the run time.
    Reference counting still frees everything as usual. A collector already paused by the
    caller is left paused.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@dataclass(slots=True)
class _Work:
    """Mutable state of one candidate while it moves through the stages."""

    cand: Candidate
    doc: Document | None
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
    facts: Facts | None = None
    rivals: Rivals | None = None
    doc_facts: _DocFacts | None = None
    explicit: bool = False
    decision: Decision | None = None
    confidence: float = 0.0
    decision_reasons: list[Reason] = field(default_factory=list)

    def record(
        self, stage: str, reasons: list[Reason], outcome: str | None = None, **detail: Any
    ) -> None:
        for r in reasons:
            if r not in self.reasons:
                self.reasons.append(r)
        # Not validated: the values are ours and already typed; validating ~5 stage records
        # per candidate would cost a sizeable share of the throughput budget.
        self.stages.append(
            StageOutcome.model_construct(
                stage=stage,
                outcome=outcome or ("fail" if reasons else "pass"),
                reasons=list(reasons),
                detail={k: v for k, v in detail.items() if v is not None},
            )
        )


@dataclass(frozen=True, slots=True)
class _EntityInfo:
    title: bool
    """The document is about this entity (its title, or its first words)."""
    demonym: bool
    place: int
    shape: str
    subject_tokens: frozenset[str]
    object_tokens: frozenset[str]


class _DocFacts:
    """Per-document caches: entity pair facts and distances, the apposition hierarchy."""

    def __init__(self, index: DocumentIndex) -> None:
        self.index = index
        self.pairs: dict[tuple[int, int], tuple[Facts, Pairing] | None] = {}
        self.dists: dict[tuple[int, int], tuple[int, int]] = {}
        self._sentence_words: dict[int, frozenset[str]] = {}
        self._entity_sentences: dict[int, frozenset[int]] = {}
        self._info: dict[int, _EntityInfo] = {}
        self.base_cache: dict[tuple[int, str, str | None, str | None], float] = {}
        """Base scores of rival readings; lives and dies with the Facts it is keyed on."""
        self._rows: dict[tuple[int, str | None], list[tuple[int, tuple[int, int]]]] = {}
        self._hierarchy: set[tuple[int, int]] | None = None
        self._rivals: dict[tuple[int, int], Rivals] = {}
        title = getattr(index.doc, "title", None)
        self.title = fold(title) if isinstance(title, str) else ""

    def sentence_words(self, k: int) -> frozenset[str]:
        words = self._sentence_words.get(k)
        if words is None:
            sents = self.index.sentences
            words = (
                lowercase_words(self.index.text[sents[k].start : sents[k].end])
                if sents
                else (frozenset())
            )
            self._sentence_words[k] = words
        return words

    def entity_sentences(self, ent: KnownEntity) -> frozenset[int]:
        if ent.index < 0:
            return frozenset(self.index.sentence_of(m.start) for m in ent.mentions)
        found = self._entity_sentences.get(ent.index)
        if found is None:
            found = frozenset(self.index.sentence_of(m.start) for m in ent.mentions)
            self._entity_sentences[ent.index] = found
        return found

    def distance(self, a: KnownEntity, b: KnownEntity) -> tuple[int, int]:
        key = (a.index, b.index)
        cacheable = a.index >= 0 and b.index >= 0
        if cacheable and key in self.dists:
            return self.dists[key]
        pairing = closest_pair(self.index, a.mentions, b.mentions)
        dist = (pairing.sentence_distance, pairing.char_distance) if pairing else (99, 1 << 30)
        if cacheable:
            self.dists[key] = dist
            self.dists[(b.index, a.index)] = dist
        return dist

    @property
    def hierarchy(self) -> set[tuple[int, int]]:
        """(inner, outer) entity pairs from appositions "A, B" ("Springfield, Illinois"),
        closed transitively, so "A, B, C" places A inside C as well."""
        if self._hierarchy is None:
            text = self.index.text
            edges: set[tuple[int, int]] = set()
            ms = self.index.mention_starts
            for (_, a_end, a), (b_start, _, b) in zip(ms, ms[1:], strict=False):
                if a != b and _APPOSITION.fullmatch(text, a_end, b_start):
                    edges.add((a, b))
            closure = set(edges)
            grew = True
            while grew:
                grew = False
                for a, b in list(closure):
                    for c, d in edges:
                        if b == c and a != d and (a, d) not in closure:
                            closure.add((a, d))
                            grew = True
            self._hierarchy = closure
        return self._hierarchy

    def info(self, ent: KnownEntity) -> _EntityInfo:
        """Entity-level facts, computed once per known entity."""
        found = self._info.get(ent.index) if ent.index >= 0 else None
        if found is None:
            words = fold(ent.name).split()
            found = _EntityInfo(
                title=bool(self.title and self.title in ent.folded)
                or any(m.start <= 4 for m in ent.mentions[:1]),
                demonym=any(_DEMONYM.fullmatch(a) for a in ent.aliases),
                place=place_rank(ent.aliases),
                shape=name_shape(ent.name),
                subject_tokens=frozenset(f"s:{t}" for t in words),
                object_tokens=frozenset(f"o:{t}" for t in words),
            )
            if ent.index >= 0:
                self._info[ent.index] = found
        return found

    def facts(self, s: KnownEntity, o: KnownEntity) -> tuple[Facts, Pairing] | None:
        key = (s.index, o.index)
        cacheable = s.index >= 0 and o.index >= 0
        if cacheable and key in self.pairs:
            return self.pairs[key]
        result = self._facts(s, o)
        if cacheable:
            self.pairs[key] = result
        return result

    def _facts(self, s: KnownEntity, o: KnownEntity) -> tuple[Facts, Pairing] | None:
        index = self.index
        pairing = closest_pair(index, s.mentions, o.mentions)
        if pairing is None:
            return None
        text = index.text
        lo, hi = pairing.between()
        between = text[lo:hi]
        f = Facts(
            sentence_distance=pairing.sentence_distance,
            char_gap=pairing.char_distance,
            subject_first=pairing.subject_first,
            commas_between=between.count(","),
        )
        f.cosentences = len(self.entity_sentences(s) & self.entity_sentences(o))
        first = index.sentence_of(min(pairing.subject.start, pairing.object.start))
        last = index.sentence_of(max(pairing.subject.start, pairing.object.start))
        if pairing.sentence_distance == 0:
            f.sig, f.sig2 = between_signature(between)
            ms = index.mention_starts
            i = bisect.bisect_left(ms, (lo, -1, -1))
            n = 0
            while i < len(ms) and ms[i][0] < hi:
                if ms[i][1] <= hi and ms[i][2] not in (s.index, o.index):
                    n += 1
                i += 1
            f.entities_between = n
            f.words = self.sentence_words(first)
        else:
            f.sig = f.sig2 = "xsent"
            span = range(first, last + 1) if last - first < 3 else (first, last)
            words: frozenset[str] = frozenset()
            for k in span:
                words |= self.sentence_words(k)
            f.words = words
        bs, as_ = edge_words(text, pairing.subject)
        bo, ao = edge_words(text, pairing.object)
        s_info, o_info = self.info(s), self.info(o)
        f.tokens = frozenset((f"bs:{bs}", f"as:{as_}", f"bo:{bo}", f"ao:{ao}")) | (
            s_info.subject_tokens | o_info.object_tokens
        )
        f.paren_slot = parenthesis_slot(text, s.mentions, o.mentions)
        f.title_subject, f.title_object = s_info.title, o_info.title
        f.subject_demonym, f.object_demonym = s_info.demonym, o_info.demonym
        f.subject_place, f.object_place = s_info.place, o_info.place
        f.subject_shape, f.object_shape = s_info.shape, o_info.shape
        f.subject_mentions = len(s.mentions)
        f.object_mentions = len(o.mentions)
        if s.index >= 0 and o.index >= 0:
            hierarchy = self.hierarchy
            if (s.index, o.index) in hierarchy:
                f.hierarchy = 1
            elif (o.index, s.index) in hierarchy:
                f.hierarchy = -1
        own = (pairing.sentence_distance, pairing.char_distance)
        skip = (s.index, o.index)
        # Rows are sorted nearest first, so the entities nearer than this pairing are a prefix.
        nearer_objects = _nearer_than(self.row(s, o.type), own)
        nearer_subjects = _nearer_than(self.row(o, s.type), own)
        f.object_rank = sum(1 for k, _ in nearer_objects if k not in skip)
        f.subject_rank = sum(1 for k, _ in nearer_subjects if k not in skip)
        if o_info.place:
            f.object_place_rank = sum(
                1
                for k, _ in nearer_objects
                if k not in skip and self.info(index.entities[k]).place == o_info.place
            )
        return f, pairing

    def row(self, anchor: KnownEntity, etype: str | None) -> list[tuple[int, tuple[int, int]]]:
        """Distances from an entity to every known entity of a type, nearest first."""
        key = (anchor.index, etype)
        if anchor.index >= 0 and key in self._rows:
            return self._rows[key]
        found = sorted(
            (
                (e.index, self.distance(anchor, e))
                for e in self.index.entities
                if e.type == etype and e.mentions and e.index != anchor.index
            ),
            key=_row_distance,
        )
        if anchor.index >= 0:
            self._rows[key] = found
        return found

    def rivals(self, s: KnownEntity, o: KnownEntity) -> Rivals:
        """The rival readings of a pair; cached, since candidates share pairs (read-only)."""
        if s.index < 0 or o.index < 0:
            return Rivals()
        key = (s.index, o.index)
        found = self._rivals.get(key)
        if found is None:
            found = self._rivals[key] = self._find_rivals(s, o)
        return found

    def _find_rivals(self, s: KnownEntity, o: KnownEntity) -> Rivals:
        rivals = Rivals()
        rev = self.facts(o, s)
        rivals.reverse = rev[0] if rev else None
        for side in ("objects", "subjects"):
            anchor, kept = (s, o) if side == "objects" else (o, s)
            group = getattr(rivals, side)
            for k, _ in self.row(anchor, kept.type)[: MAX_RIVALS + 1]:
                if k == kept.index or len(group) == MAX_RIVALS:
                    continue
                e = self.index.entities[k]
                got = self.facts(s, e) if side == "objects" else self.facts(e, o)
                if got is not None:
                    group.append(got[0])
        return rivals


def _row_distance(item: tuple[int, tuple[int, int]]) -> tuple[int, int]:
    return item[1]


def _nearer_than(
    row: list[tuple[int, tuple[int, int]]], dist: tuple[int, int]
) -> list[tuple[int, tuple[int, int]]]:
    """The entries of a row (sorted nearest first) strictly nearer than `dist`."""
    return row[: bisect.bisect_left(row, dist, key=_row_distance)]


class Validator:
    """Holds what is shared across candidates: vocabulary index, calibration, document indexes."""

    def __init__(
        self,
        vocabulary: Vocabulary,
        calibration: Calibration | None = None,
        config: PolicyConfig | None = None,
        auditor: EvidenceAuditor | None = None,
    ) -> None:
        self.vocabulary = vocabulary
        self.predicates = PredicateIndex(vocabulary)
        self.calibration = calibration or default_calibration()
        self.config = config or PolicyConfig()
        self.auditor = auditor
        self._indexes: OrderedDict[tuple[str, str], tuple[DocumentIndex, _DocFacts]] = OrderedDict()
        self.stats: dict[str, float] = {}

    def validate(
        self, documents: Iterable[Document], candidates: Iterable[Candidate]
    ) -> list[Verdict]:
        docs = {d.doc_id: d for d in documents}
        works: list[_Work] = []
        with _gc_paused():
            for c in candidates:
                w = self.run_stages(docs.get(c.doc_id), c)
                self.decide(w)
                # The score is settled: let go of what it was computed from (the document's
                # caches among it), so the LRU of document indexes bounds what stays in memory.
                w.facts = w.rivals = w.doc_facts = None
                works.append(w)
        if self.auditor is not None:
            self.stats.update(self.auditor.audit(self, works))
        with _gc_paused():
            return [self.verdict(w) for w in works]

    def validate_one(self, doc: Document | None, cand: Candidate) -> Verdict:
        w = self.run_stages(doc, cand)
        self.decide(w)
        if self.auditor is not None:
            self.stats.update(self.auditor.audit(self, [w]))
        return self.verdict(w)

    def document_index(self, doc: Document) -> DocumentIndex:
        return self._index(doc)[0]

    def _index(self, doc: Document) -> tuple[DocumentIndex, _DocFacts]:
        key = (doc.doc_id, doc.content_hash)
        found = self._indexes.get(key)
        if found is None:
            index = DocumentIndex(doc)
            found = self._indexes[key] = (index, _DocFacts(index))
            if len(self._indexes) > MAX_CACHED_DOCUMENTS:
                self._indexes.popitem(last=False)
        else:
            self._indexes.move_to_end(key)
        return found

    def run_stages(self, doc: Document | None, cand: Candidate) -> _Work:
        """Every stage up to the decision; the facts the score needs are kept on the work."""
        w = _Work(
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
        if cand.parse_mode not in ("strict", "imported", "failed"):
            w.record("parse", [Reason.PARSE_FALLBACK], outcome="flag", parse_mode=cand.parse_mode)
        settled = self._structure(w, doc)
        if not settled:
            settled = self._vocabulary(w)
        if not settled and doc is not None:
            index, doc_facts = self._index(doc)
            resolutions = self._endpoints(w, index)
            if resolutions is not None:
                self._support(w, index, doc_facts, *resolutions)
        return w

    # -- stage 1 -----------------------------------------------------------------------------
    def _structure(self, w: _Work, doc: Document | None) -> bool:
        cand = w.cand
        if cand.input_problem:
            # A chunk the extractor could not get through is a failed extraction, not bad input.
            reason = Reason.EXTRACTION_FAILED if cand.parse_mode == "failed" else Reason.MALFORMED
            w.record("structure", [reason], problem=cand.input_problem)
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
        detail_types: dict[str, Any] = {}
        if pred.type_pairs and w.subject_type and w.object_type:
            pairs = set(pred.type_pairs)
            if (w.subject_type, w.object_type) not in pairs:
                reasons.append(Reason.TYPE_MISMATCH)
            detail_types = {
                "types": f"{w.subject_type}-{w.object_type}",
                "inverse_fits": (w.object_type, w.subject_type) in pairs,
            }
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
        ambiguous = {r.name: list(r.ambiguous_with) for r in (subj, obj) if r.ambiguous_with}
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
    def _support(
        self,
        w: _Work,
        index: DocumentIndex,
        doc_facts: _DocFacts,
        subj: Resolution,
        obj: Resolution,
    ) -> None:
        reasons: list[Reason] = []
        quote = (w.cand.evidence or "").strip()
        located: Evidence | None = None
        if quote:
            located = locate_quote(index, quote)
            if located is None:
                reasons.append(Reason.EVIDENCE_NOT_VERBATIM)
            else:
                # Recorded for the ledger, never scored (see the module docstring).
                w.features["quote_located"] = 1.0
                w.features["quote_fuzzy"] = 1.0 if located.match == "fuzzy" else 0.0
        s_ent = _endpoint_entity(index, subj, w.subject_type)
        o_ent = _endpoint_entity(index, obj, w.object_type)
        got = doc_facts.facts(s_ent, o_ent)
        if got is None:
            reasons.append(Reason.NO_EVIDENCE)
            w.record("support", reasons, quote_found=located is not None if quote else None)
            return
        facts, pairing = got
        w.facts = facts
        w.doc_facts = doc_facts
        w.rivals = doc_facts.rivals(s_ent, o_ent)
        window = sentence_window(index, pairing)
        if window is None:
            reasons.append(Reason.NO_EVIDENCE)
        w.evidence = located or window
        clause = read_clause(index, pairing)
        w.polarity, w.modality, w.time = clause.polarity, clause.modality, clause.time
        if clause.polarity == Polarity.NEGATIVE:
            reasons.append(Reason.NEGATED)
        if clause.modality == Modality.SPECULATIVE:
            reasons.append(Reason.SPECULATIVE)
        elif clause.modality == Modality.CONDITIONAL:
            reasons.append(Reason.CONDITIONAL)
        pred = self.vocabulary.predicates.get(w.predicate_id or "")
        direction = None
        if pred is not None and pred.template and not pred.symmetric:
            direction = template_direction(index, pairing, pred.template)
        if direction == "reverse":
            reasons.append(Reason.REVERSED)
        w.explicit = (
            direction == "forward"
            and clause.polarity == Polarity.POSITIVE
            and clause.modality == Modality.ASSERTED
            and w.features.get("endpoint_exact") == 1.0
        )
        w.features["template_forward"] = 1.0 if direction == "forward" else 0.0
        w.record(
            "support",
            reasons,
            evidence_match=w.evidence.match if w.evidence else None,
            evidence_score=round(w.evidence.score, 1) if w.evidence else None,
            quote_found=(located is not None) if quote else None,
            window=[window.start, window.end] if window else None,
            sentence_distance=pairing.sentence_distance,
            polarity=clause.polarity.value if clause.polarity else None,
            modality=clause.modality.value if clause.modality else None,
            scoped=clause.scoped,
            time=clause.time,
            cues=clause.cues or None,
            direction=direction,
        )

    # -- decision ----------------------------------------------------------------------------
    def features_for(self, w: _Work, calibration: Calibration | None = None) -> dict[str, float]:
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

    def decide(self, w: _Work) -> None:
        """Hard rules, then the template's own words, then the calibrated score."""
        decision = hard_decision(w.reasons, self.config.risk_level)
        scored = self.features_for(w)
        w.features.update(scored)
        confidence = self.calibration.score(w.features) if scored else 0.0
        extra: list[Reason] = []
        if decision is None and w.explicit:
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

    def verdict(self, w: _Work) -> Verdict:
        assert w.decision is not None
        decision, confidence = w.decision, w.confidence
        reasons = list(w.reasons) + [r for r in w.decision_reasons if r not in w.reasons]
        w.record(
            "decision",
            [] if decision == Decision.ACCEPT else [r for r in reasons if r not in w.reasons],
            outcome=decision.value,
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
        return Verdict.model_construct(
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
            features=w.features,
            label=cand.label,
            kind=cand.kind,
            validated_at=utc_now(),
        )


def _endpoint_entity(
    index: DocumentIndex, resolution: Resolution, entity_type: str | None
) -> KnownEntity:
    """The document's own entity for an endpoint (its mentions merged with the candidate's),
    or a stand-alone entity made of the candidate's mentions when the document lists none."""
    names = [resolution.name]
    known = index.entity_for(names, entity_type)
    if known is not None:
        extra = {(m.start, m.end) for m in resolution.mentions} - {
            (m.start, m.end) for m in known.mentions
        }
        if not extra:
            return known
        mentions: list[Mention] = sorted(
            [*known.mentions, *(m for m in resolution.mentions if (m.start, m.end) in extra)],
            key=lambda m: m.start,
        )
        return KnownEntity(-1, known.key, known.name, known.type, known.aliases, known.folded,
                           mentions)  # fmt: skip
    return KnownEntity(
        index=-1,
        key=resolution.entity_id,
        name=resolution.name,
        type=entity_type,
        aliases=(resolution.name,),
        folded=frozenset({fold(resolution.name)}),
        mentions=resolution.mentions,
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
) -> list[Verdict]:
    return Validator(vocabulary, calibration, config, auditor).validate(documents, candidates)
