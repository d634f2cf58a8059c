"""Records that cross a boundary: files, assets, the database, the CLI.

Every candidate triple ends as exactly one `Verdict`; the verdict keeps the raw candidate and the
outcome of every stage so the rejected-edge ledger can explain itself without re-running anything.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from kg_pipeline.core.errors import KgPipelineError


class Decision(StrEnum):
    ACCEPT = "ACCEPT"
    REJECT = "REJECT"
    REVIEW = "REVIEW"


class DecisionTier(StrEnum):
    """The tier whose outcome settled a verdict (issue 10): hard rules, the template's own
    words, the feature score, the neural verifier (fused with the score), the LLM auditor, or
    a reviewer."""

    RULES = "rules"
    TEMPLATE = "template"
    SCORE = "score"
    VERIFIER = "verifier"
    AUDITOR = "auditor"
    REVIEWER = "reviewer"


class Reason(StrEnum):
    """Reason codes. Extend, never collapse: each names one test a candidate failed."""

    MALFORMED = "MALFORMED"
    UNKNOWN_DOCUMENT = "UNKNOWN_DOCUMENT"
    EMPTY_ENDPOINT = "EMPTY_ENDPOINT"
    SELF_LOOP = "SELF_LOOP"
    UNKNOWN_PREDICATE = "UNKNOWN_PREDICATE"
    TYPE_MISMATCH = "TYPE_MISMATCH"
    ENTITY_NOT_IN_SOURCE = "ENTITY_NOT_IN_SOURCE"
    AMBIGUOUS_ENTITY = "AMBIGUOUS_ENTITY"
    NO_EVIDENCE = "NO_EVIDENCE"
    EVIDENCE_NOT_VERBATIM = "EVIDENCE_NOT_VERBATIM"
    NEGATED = "NEGATED"
    NEGATION_NEARBY = "NEGATION_NEARBY"
    """A negation governs the clause that joins the two mentions, but no wording of the
    predicate links them: something about the two is denied, not necessarily this relation
    ("X did not seek a term in the Y primary" for X's party), so a person reads it."""
    SPECULATIVE = "SPECULATIVE"
    CONDITIONAL = "CONDITIONAL"
    EMBEDDED_CLAIM = "EMBEDDED_CLAIM"
    """The clause is framed as a denied report, allegation, rumour, question, proposal, plan,
    future or counterfactual, not asserted (issue 10)."""
    REVERSED = "REVERSED"
    WEAK_IMPLICATION = "WEAK_IMPLICATION"
    CONTRADICTED_BY_SOURCE = "CONTRADICTED_BY_SOURCE"
    AUDITOR_PRUNE = "AUDITOR_PRUNE"
    AUDITOR_INVALID_OUTPUT = "AUDITOR_INVALID_OUTPUT"
    AUDITOR_UNAVAILABLE = "AUDITOR_UNAVAILABLE"
    """The auditor's endpoint could not be reached or refused the call (not a bad answer)."""
    PARSE_FALLBACK = "PARSE_FALLBACK"
    LOW_CONFIDENCE = "LOW_CONFIDENCE"
    REVIEWER_REJECTED = "REVIEWER_REJECTED"
    EXTRACTION_FAILED = "EXTRACTION_FAILED"


class Polarity(StrEnum):
    POSITIVE = "positive"
    NEGATIVE = "negative"


class Modality(StrEnum):
    ASSERTED = "asserted"
    SPECULATIVE = "speculative"
    CONDITIONAL = "conditional"


class ParseMode(StrEnum):
    """How a candidate's record was read; everything but the clean paths is a degraded reading.

    `json` is what the extractor wrote before issue 11; records carrying it are read as strict.
    """

    STRICT = "strict"
    JSON_REPAIRED = "json_repaired"
    TUPLE_LINES = "tuple_lines"
    TRIPLE_LINES = "triple_lines"
    IMPORTED = "imported"
    IMPORTED_FALLBACK = "imported_fallback"
    FAILED = "failed"

    @property
    def degraded(self) -> bool:
        """Shared by the validator's parse stage and the parse-fallback check."""
        return self not in _CLEAN_PARSE_MODES

    @classmethod
    def read(cls, value: object) -> object:
        """Legacy spellings onto members; anything else is left for pydantic to judge."""
        return cls.STRICT if value == "json" else value


_CLEAN_PARSE_MODES = frozenset({ParseMode.STRICT, ParseMode.IMPORTED, ParseMode.FAILED})


class RiskLevel(StrEnum):
    """How much support a relationship needs: HIGH, explicit statement only (a quote that is not
    verbatim rejects); MEDIUM, strong implication allowed (such a quote goes to review)."""

    HIGH = "HIGH"
    MEDIUM = "MEDIUM"


class PlaceRank(StrEnum):
    """A place's rank as the validator reads it (the gazetteer, or the document's own words for
    a country). A predicate's `contained_in` names one: containment ("X lies in Y") states it
    when the object is a place of that rank."""

    COUNTRY = "country"
    CONTINENT = "continent"


class LifeEvent(StrEnum):
    """Which date of a life span ("X (born 13 March 1963)", "X (1722 - 1802)") a predicate's
    object is: its `life_span`."""

    BIRTH = "birth"
    DEATH = "death"


class DescribedAs(StrEnum):
    """What of the subject the object is when it opens the subject's description in a document's
    first sentence ("X is a German skeleton racer", "X is a 1936 British film"): a predicate's
    `described_as`. A nationality is read of anyone; a country only of a thing ("Capcom is a
    Japanese video game developer"), since a person's nationality is a citizenship, not a
    country of theirs."""

    NATIONALITY = "nationality"
    COUNTRY = "country"
    YEAR = "year"


class StageResult(StrEnum):
    """What a validation stage recorded (`StageOutcome.outcome`): a check's pass/fail/review,
    a skipped or flagged stage, or, for the decision and review stages, the decision itself
    (upper case, as `Decision` writes it)."""

    PASS = "pass"
    FAIL = "fail"
    REVIEW = "review"
    SKIP = "skip"
    FLAG = "flag"
    """Recorded but not decisive (a degraded parse: PARSE_FALLBACK)."""
    ACCEPTED = "ACCEPT"
    REJECTED = "REJECT"
    HELD_FOR_REVIEW = "REVIEW"

    @classmethod
    def of(cls, decision: Decision) -> StageResult:
        """The decision and review stages record the decision they reached."""
        return cls(decision.value)


class WireFormat(StrEnum):
    """How a reply's JSON shape was asked for, strongest first (`replay`: recorded, not asked)."""

    JSON_SCHEMA = "json_schema"
    JSON_OBJECT = "json_object"
    PROMPT_JSON = "prompt_json"
    REPLAY = "replay"


def content_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# What json.dumps(record, sort_keys=True, ensure_ascii=False, default=str) would build on every
# call; made once, since the validator hashes one record per candidate.
_HASH_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, default=str)


def record_hash(record: dict[str, Any]) -> str:
    """Stable hash of a JSON-able record, used as the ledger's input hash."""
    payload = _HASH_ENCODER.encode(record)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:32]


def utc_now() -> datetime:
    return datetime.now(UTC)


class Document(BaseModel):
    """A source document. Unknown fields from the input are kept (`extra="allow"`)."""

    model_config = ConfigDict(extra="allow")

    doc_id: str
    text: str
    content_hash: str = ""
    source_path: str | None = None

    def model_post_init(self, __context: Any) -> None:
        if not self.content_hash:
            self.content_hash = content_hash(self.text)


class Chunk(BaseModel):
    chunk_id: str
    doc_id: str
    index: int
    start: int
    end: int
    text: str

    @property
    def text_hash(self) -> str:
        return content_hash(self.text)


class Candidate(BaseModel):
    """A proposed triple, from an LLM or an upstream extractor. Not yet a fact."""

    model_config = ConfigDict(extra="allow")

    candidate_id: str
    doc_id: str
    subject: str = ""
    predicate: str = ""
    object: str = ""
    subject_type: str | None = None
    object_type: str | None = None
    evidence: str | None = None
    label: str | None = None
    kind: str | None = None
    subject_aliases: list[str] = Field(default_factory=list)
    object_aliases: list[str] = Field(default_factory=list)
    description: str | None = None
    polarity: str | None = None
    modality: str | None = None
    chunk_id: str | None = None
    extractor: str = "jsonl"
    parse_mode: ParseMode = ParseMode.IMPORTED
    model: str | None = None
    prompt_version: str | None = None
    source_ref: str | None = None
    """Where the record came from (`file:line`), so an error can name it."""
    input_problem: str | None = None
    """Set when the input record could not be read as a candidate."""
    raw_record: dict[str, Any] | None = None

    @field_validator("parse_mode", mode="before")
    @classmethod
    def _legacy_parse_mode(cls, value: Any) -> Any:
        return ParseMode.read(value)


class Vocabulary(BaseModel):
    """Loaded vocabulary; see `core.vocabulary` for parsing."""

    predicates: dict[str, Predicate]
    entity_types: list[str] = Field(default_factory=list)


class Predicate(BaseModel):
    predicate_id: str
    label: str
    template: str | None = None
    phrasings: list[str] = Field(default_factory=list)
    """Other wordings that state the fact as plainly as the template ("{s} plays for {o}"),
    read the same way: forward and asserted accepts, reversed rejects."""
    roles: list[str] = Field(default_factory=list)
    """Nouns for the first endpoint's job or place at the second ("midfielder"), read as the
    wordings "{s} <role> at|for|with|of {o}" after a description of the first mention only."""
    definition: str | None = None
    symmetric: bool = False
    type_pairs: list[tuple[str, str]] = Field(default_factory=list)
    synonyms: list[str] = Field(default_factory=list)
    inverse: str | None = None
    """Label of a predicate that states the same fact with subject and object swapped."""
    contained_in: PlaceRank | None = None
    """The predicate says the subject lies in a place of this rank ("country"): "X lies in Y"
    and "X, a town in Y" state it when the document's Y is such a place."""
    columns: list[str] = Field(default_factory=list)
    """Table headers whose column holds the object for the row's first cell, the subject
    ("club" for `member of sports team`): a row under such a header states the predicate."""
    address_of: list[str] = Field(default_factory=list)
    """Entity types whose postal address after their name ("Name, Street, Town") states the
    predicate with the town as the object: a directory entry's headquarters ("ORG"), a letter
    writer's residence ("PER")."""
    life_span: LifeEvent | None = None
    """The date of a life span in parentheses after the subject's name that states the predicate
    with that date as the object (a date of birth's "birth")."""
    possessive_work: bool = False
    """The object is a work of the subject's, so the maker's possessive before the work's name
    ("Jean Genet's The Balcony", "Dickens's novel Bleak House") states the predicate."""
    described_as: DescribedAs | None = None
    """What of the subject the object is when it opens the subject's description in the
    document's first sentence and so states the predicate ("X (born 1963) is a German skeleton
    racer": a citizenship's nationality; "X is a 1936 British film": a publication year)."""


Vocabulary.model_rebuild()


class StageOutcome(BaseModel):
    stage: str
    outcome: StageResult
    reasons: list[Reason] = Field(default_factory=list)
    detail: dict[str, Any] = Field(default_factory=dict)


class Verdict(BaseModel):
    """The decision on one candidate, with everything needed to explain and publish it."""

    candidate_id: str
    doc_id: str
    subject: str
    predicate: str
    object: str
    predicate_id: str | None = None
    subject_type: str | None = None
    object_type: str | None = None
    subject_entity_id: str | None = None
    object_entity_id: str | None = None
    decision: Decision
    reasons: list[Reason] = Field(default_factory=list)
    confidence: float = Field(ge=0.0, le=1.0)
    evidence_span: str | None = None
    evidence_start: int | None = None
    evidence_end: int | None = None
    evidence_match: str | None = None
    evidence_score: float | None = None
    polarity: Polarity | None = None
    modality: Modality | None = None
    time: str | None = None
    flipped: bool = False
    stages: list[StageOutcome] = Field(default_factory=list)
    extractor: str = "jsonl"
    parse_mode: ParseMode = ParseMode.IMPORTED
    model: str | None = None
    prompt_version: str | None = None
    validator_version: str = ""
    input_hash: str = ""
    doc_content_hash: str = ""
    validated_at: datetime = Field(default_factory=utc_now)
    raw_candidate: dict[str, Any] = Field(default_factory=dict)
    features: dict[str, float] = Field(default_factory=dict)
    """The evidence features the confidence was computed from."""
    label: str | None = None
    kind: str | None = None
    tier: DecisionTier | None = None
    """The tier that decided (None on verdicts written before issue 10)."""
    verifier_score: float | None = None
    verifier_version: str | None = None
    """The neural verifier's probability and model version, when it read the candidate."""

    @field_validator("parse_mode", mode="before")
    @classmethod
    def _legacy_parse_mode(cls, value: Any) -> Any:
        return ParseMode.read(value)

    def cli_record(self) -> dict[str, Any]:
        """The `kg-pipeline validate` line: the DESIGN contract plus the explanation."""
        record: dict[str, Any] = {
            "candidate_id": self.candidate_id,
            "decision": self.decision.value,
            "reasons": [r.value for r in self.reasons],
            "confidence": round(self.confidence, 4),
        }
        if self.decision == Decision.ACCEPT:
            record.update(
                evidence_span=self.evidence_span,
                evidence_start=self.evidence_start,
                evidence_end=self.evidence_end,
            )
        record.update(
            doc_id=self.doc_id,
            subject=self.subject,
            predicate=self.predicate,
            object=self.object,
            flipped=self.flipped,
            polarity=self.polarity.value if self.polarity else None,
            modality=self.modality.value if self.modality else None,
            evidence_match=self.evidence_match,
            stages=[s.model_dump(mode="json") for s in self.stages],
        )
        if self.verifier_version is not None:  # absent with --no-model: output as before
            record.update(
                tier=self.tier.value if self.tier else None,
                verifier_score=self.verifier_score,
                verifier_version=self.verifier_version,
            )
        if self.decision != Decision.ACCEPT and self.evidence_span is not None:
            record.update(
                evidence_span=self.evidence_span,
                evidence_start=self.evidence_start,
                evidence_end=self.evidence_end,
            )
        return record


class InputError(KgPipelineError, ValueError):
    """Bad input, always naming the file and the record so an operator can find it."""

    def __init__(self, path: str, record: str | int | None, problem: str) -> None:
        where = f"{path}" if record is None else f"{path} (record {record})"
        super().__init__(f"{where}: {problem}")
        self.path = path
        self.record = record
        self.problem = problem
