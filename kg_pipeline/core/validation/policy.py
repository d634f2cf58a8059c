"""Decision policy: hard rules first, then a calibrated confidence with two thresholds.

Hard rules settle what the text settles (an invented entity, a negated clause, a reversed edge).
What remains is scored from the evidence: facts about how the text links the two endpoints
(`Facts`), turned into features by tables learned on the golden set's dev split (how often a
predicate holds for a given word pattern, direction, type pair, ...), combined by a logistic
model. Everything the score needs at run time ships in one JSON file (`kg-pipeline calibrate`
writes it), evaluated in plain Python. The ACCEPT threshold is chosen on out-of-fold dev scores
to meet the ACCEPT precision target with a margin; the REJECT threshold likewise; between them,
REVIEW.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, Field

from kg_pipeline.core.models import Decision, Reason, RiskLevel

DEFAULT_CALIBRATION = Path(__file__).with_name("calibration.json")

# Quote features are recorded on the verdict but deliberately never scored, and no fact below
# depends on whether the candidate came with a quote: in Re-DocRED only positives carry one, so
# a model that looked at quotes would learn the data set, not the text.
TABLES: tuple[str, ...] = (
    "dir",
    "sig",
    "sig2",
    "gsig",
    "types",
    "title",
    "orank",
    "srank",
    "dist",
    "hier",
    "dem",
    "paren",
    "country",
    "shape",
    "prank",
)
FEATURES: tuple[str, ...] = (
    *(f"t_{t}" for t in TABLES),
    "cue_max",
    "cue_min",
    "cue_sum",
    "same_sentence",
    "adjacent_sentence",
    "far_sentence",
    "cosentences",
    "char_gap",
    "entities_between",
    "commas_between",
    "title_subject",
    "title_object",
    "object_rank",
    "subject_rank",
    "subject_mentions",
    "object_mentions",
    "endpoint_fuzzy",
    "template_forward",
    "evidence_sum",
    "margin_reverse",
    "has_reverse",
    "margin_object",
    "has_object_rivals",
    "margin_subject",
    "has_subject_rivals",
    "auditor_preserve",
)
AUDITOR_PRESERVE_WEIGHT = 3.0
"""Log-odds an auditor PRESERVE adds. Not fitted (the dev split was not run through an LLM):
a prior, stated in `calibration.json` and overridable there."""


@dataclass(slots=True)
class Facts:
    """What the text says about one (subject, object) pairing, independent of the predicate."""

    sentence_distance: int = 99
    char_gap: int = 10_000
    subject_first: bool = True
    cosentences: int = 0
    entities_between: int = 0
    commas_between: int = 0
    sig: str = "none"
    sig2: str = "none"
    words: frozenset[str] = frozenset()
    tokens: frozenset[str] = frozenset()
    """Edge words around the mentions and words of the endpoint names, prefixed by role."""
    title_subject: bool = False
    title_object: bool = False
    subject_rank: int = 0
    object_rank: int = 0
    hierarchy: int = 0
    """+1 when the text's appositions place the subject inside the object ("A, B"), -1 reverse."""
    subject_demonym: bool = False
    object_demonym: bool = False
    subject_place: int = 0
    object_place: int = 0
    """3 a continent, 2 a country, 1 a first-level region (state, province), 0 other/unknown."""
    object_place_rank: int = 0
    """Entities of the object's place rank (countries, say) nearer the subject than the object."""
    subject_shape: str = ""
    object_shape: str = ""
    """Date shape of a name: day, month, decade, year, or '' when it is not a date."""
    paren_slot: int = 0
    """The object inside a parenthesis right after a subject mention: 1 before a dash or after
    "born" ("X (born 1950", "X (1920 –"), 2 after the dash ("– 1992)"), 0 elsewhere."""
    subject_mentions: int = 0
    object_mentions: int = 0
    extra: dict[str, float] = field(default_factory=dict)
    keys: FactKeys | None = field(default=None, repr=False, compare=False)
    """`FactKeys.of(self)`, set by `DocFacts` once it has filled in every field: the Facts it
    hands out are shared by candidates and never changed afterwards. None elsewhere."""


@dataclass(slots=True)
class FactKeys:
    """The parts of a pairing's table keys that depend on its `Facts` alone: a table key is
    "predicate|" + one of these (types and country also name the endpoint types), gsig is one
    as it is. A Facts is scored with many predicates and as many candidates' rival, so
    `DocFacts` computes these once per Facts instead of formatting 15 keys per score. Not
    frozen: a frozen dataclass sets each field through object.__setattr__, 3% of the run."""

    dir: str
    sig: str
    sig2: str
    gsig: str
    title: str
    orank: str
    srank: str
    dist: str
    hier: str
    dem: str
    paren: str
    places: str
    """Country's key after the subject type: "subject place|object place"."""
    prank: str
    shape: str

    @classmethod
    def of(cls, f: Facts) -> FactKeys:
        # Positional, in field order, and no min()/int() calls: this runs once per Facts, and
        # keyword arguments to a 14-field __init__ cost a third of it. `{b:d}` formats a bool
        # as int(b) does; `x if x < 2 else 2` is min(x, 2) for an int.
        sf = "S" if f.subject_first else "O"
        sig = f"{sf}|{f.sig}"
        d, o, s, p = f.sentence_distance, f.object_rank, f.subject_rank, f.object_place_rank
        return cls(
            sf + ("|1" if d == 0 else "|0"),  # dir
            sig,  # sig
            f"{sf}|{f.sig2}",  # sig2
            sig,  # gsig
            f"{f.title_subject:d}|{f.title_object:d}",  # title
            f"{o if o < 2 else 2}",  # orank
            f"{s if s < 2 else 2}",  # srank
            f"{d if d < 3 else 3}",  # dist
            f"{f.hierarchy}",  # hier
            f"{f.subject_demonym:d}|{f.object_demonym:d}",  # dem
            f"{f.paren_slot}",  # paren
            f"{f.subject_place}|{f.object_place}",  # places
            f"{f.object_place}|{p if p < 2 else 2}",  # prank
            f"{f.subject_shape}|{f.object_shape}",  # shape
        )


def fact_keys(f: Facts) -> FactKeys:
    """The Facts' own keys: those `DocFacts` stored on it when it finished it, else computed
    (a Facts built elsewhere may still be changing, so nothing is stored on it here)."""
    return f.keys if f.keys is not None else FactKeys.of(f)


def table_keys(predicate: str, f: Facts, st: str | None, ot: str | None) -> dict[str, str]:
    """The key each learned table is looked up with; one definition for fitting and scoring."""
    k = fact_keys(f)
    p = predicate + "|"
    return {
        "dir": p + k.dir,
        "sig": p + k.sig,
        "sig2": p + k.sig2,
        "gsig": k.gsig,
        "types": f"{p}{st}|{ot}",
        "title": p + k.title,
        "orank": p + k.orank,
        "srank": p + k.srank,
        "dist": p + k.dist,
        "hier": p + k.hier,
        "dem": p + k.dem,
        "paren": p + k.paren,
        "country": f"{p}{st}|{k.places}",
        "prank": p + k.prank,
        "shape": p + k.shape,
    }


def cue_tokens(f: Facts) -> frozenset[str]:
    return f.words | f.tokens


class TierThresholds(BaseModel):
    """ACCEPT at or above, REJECT at or below, on the fused probability; either may be None
    when no threshold met its target's lower bound on the held-out scores."""

    accept: float | None = None
    reject: float | None = None
    accept_n: int = 0
    accept_precision: float | None = None
    accept_lower_bound: float | None = None
    reject_n: int = 0
    reject_precision: float | None = None
    reject_lower_bound: float | None = None

    def decide(self, score: float) -> Decision:
        """ACCEPT first, then REJECT, else REVIEW: the one reading of these thresholds that
        the tier and the out-of-fold reports of what it deploys share."""
        if self.accept is not None and score >= self.accept:
            return Decision.ACCEPT
        if self.reject is not None and score <= self.reject:
            return Decision.REJECT
        return Decision.REVIEW


class ThresholdPool(StrEnum):
    """Which rows the pooled thresholds are chosen on."""

    ALL = "all"
    """Every row, those of predicates with a threshold of their own included: the pooled bound
    is then of a set the tier never deploys (docs/validation.md, "The pool of the rest")."""
    REST = "rest"
    """Per side, the rows of the predicates without a threshold of their own on that side: the
    rows the pooled threshold decides, so every threshold certifies its own rows."""
    DEPLOYED = "deployed"
    """Per side, the loosest threshold at which the set as deployed (the predicates' own
    decisions and the rest's at the pooled threshold) meets the bound."""


class SecondReader(BaseModel):
    """A second reader's ACCEPT threshold on its own logit, for candidates the fused tier leaves
    in review: a model trained on other text than the shipped reader (short documents with
    invented names) reads them again, and accepts at or above `accept`. It never rejects."""

    model_version: str
    """The second reader's version the threshold was chosen for."""
    accept: float
    """Its logit at or above which a candidate left in review is accepted."""
    accept_n: int = 0
    accept_precision: float | None = None
    accept_lower_bound: float | None = None
    fitted_on: str = ""
    report: dict[str, float] = Field(default_factory=dict)


class VerifierFusion(BaseModel):
    """A logistic fusion of the feature score's logit, the verifier's logit and, when fitted
    with them, its rival margin, with thresholds chosen where the one-sided 95% Clopper-Pearson
    lower bound meets the precision targets; per predicate where the held-out set had enough
    positives, pooled otherwise."""

    model_version: str
    """The verifier version the fusion and thresholds were fitted for (scores move with it)."""
    feature_weight: float
    verifier_weight: float
    intercept: float
    rival_weight: float | None = None
    """Weight of the reader's rival margin (`Reading.rival_margin`); None: fitted without it,
    and the tier does not read rivals."""
    pooled: TierThresholds
    per_predicate: dict[str, TierThresholds] = Field(default_factory=dict)
    """predicate label -> thresholds, for predicates with enough held-out positives."""
    unevidenced: TierThresholds | None = None
    """REJECT-only thresholds for candidates held only for NO_EVIDENCE: both endpoints occur,
    but no span joins them. The model may reject those; with no span to publish, never accept."""
    reader_accept: TierThresholds | None = None
    """An ACCEPT threshold on the reader's logit alone, chosen on the out-of-fold rows the
    fused thresholds leave unaccepted: a candidate at or above it is accepted whatever the
    fusion says. For a reader whose logits on some text (short documents with invented names)
    reach where Re-DocRED's never do, so that a fusion weighted by Re-DocRED does not hold them
    back; None: not fitted (`calibrate --reader-accept`)."""
    second_reader: SecondReader | None = None
    """A second reader for what the fusion leaves in review; None: none, as in every shipped
    calibration (tried once and stopped: docs/verifier_trials.md, "a second reader")."""
    threshold_pool: ThresholdPool = ThresholdPool.ALL
    """Which rows the pooled thresholds were chosen on; files written before the field existed
    were fitted on every row."""
    fitted_on: str = ""
    report: dict[str, float] = Field(default_factory=dict)

    @property
    def reads_rivals(self) -> bool:
        return self.rival_weight is not None

    def out_of_fold(self) -> dict[str, float | str]:
        """What its thresholds decide together on the documents they were chosen on: the
        figures an analytics owner compares with the golden set's."""
        keys = [k for k in self.report if k.startswith("deployed_")]
        return {"threshold_pool": self.threshold_pool.value} | {k: self.report[k] for k in keys}

    def fused_logit(
        self, feature_confidence: float, verifier_logit: float, rival_margin: float | None = None
    ) -> float:
        """The fusion before its sigmoid: ranks as `fuse` does, without saturating at 1.0."""
        z = (
            self.intercept
            + self.feature_weight * logit(feature_confidence)
            + self.verifier_weight * verifier_logit
        )
        if self.rival_weight is not None:
            if rival_margin is None:
                raise ValueError("this fusion was fitted with the reader's rival margin")
            z += self.rival_weight * rival_margin
        return z

    def fuse(
        self, feature_confidence: float, verifier_logit: float, rival_margin: float | None = None
    ) -> float:
        z = self.fused_logit(feature_confidence, verifier_logit, rival_margin)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def thresholds_for(self, predicate: str) -> TierThresholds:
        return self.per_predicate.get(predicate, self.pooled)


def logit(p: float, eps: float = 1e-6) -> float:
    p = min(1.0 - eps, max(eps, p))
    return math.log(p / (1.0 - p))


class Calibration(BaseModel):
    """Fitted tables, weights and thresholds; `fitted_on` says which data produced them."""

    weights: dict[str, float]
    intercept: float
    accept_threshold: float = Field(ge=0.0, le=1.0)
    reject_threshold: float = Field(ge=0.0, le=1.0)
    accept_precision_target: float = 0.99
    reject_precision_target: float = 0.95
    fitted_on: str = "hand-set defaults"
    dev_report: dict[str, float] = Field(default_factory=dict)
    tables: dict[str, dict[str, float]] = Field(default_factory=dict)
    """table name -> key -> log-odds of SUPPORTED relative to the base rate (dev, smoothed)."""
    cues: dict[str, dict[str, float]] = Field(default_factory=dict)
    """predicate label -> word -> log-odds: words of the passage that signal the predicate."""
    predicate_cues: dict[str, list[str]] = Field(default_factory=dict)
    """Kept for older calibration files; superseded by `cues`."""
    auditor_preserve_weight: float = AUDITOR_PRESERVE_WEIGHT
    notes: dict[str, str] = Field(default_factory=dict)
    verifier: VerifierFusion | None = None
    """The neural tier's fusion and thresholds (`kg-pipeline calibrate --verifier-holdout`)."""

    def score(self, features: dict[str, float]) -> float:
        """Logistic score over the fitted weights; unscored features (quotes) are ignored."""
        get = features.get
        z = self.intercept + self.auditor_preserve_weight * get("auditor_preserve", 0.0)
        for name, weight in self.weights.items():
            if name != "auditor_preserve":
                z += weight * get(name, 0.0)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def encode(
        self, predicate: str, facts: Facts, st: str | None, ot: str | None
    ) -> dict[str, float]:
        """The table and cue features of one (predicate, pairing)."""
        return predicate_tables(self, predicate).encode(facts, st, ot)

    def base_of(self, predicate: str, facts: Facts, st: str | None, ot: str | None) -> float:
        """`base_score(encode(...))` without building the feature dict (rivals need only it)."""
        return predicate_tables(self, predicate).base(facts, st, ot)

    @staticmethod
    def base_score(encoded: dict[str, float]) -> float:
        """Naive sum of the evidence log-odds: cheap, used to compare a candidate with rivals."""
        return sum(map(encoded.__getitem__, _TABLE_FEATURES)) + 5.0 * encoded["cue_sum"]


_TABLE_FEATURES: tuple[str, ...] = tuple(f"t_{t}" for t in TABLES)
_KEYED_FEATURES: tuple[str, ...] = tuple(f"t_{t}" for t in table_keys("", Facts(), None, None))
"""The table features in `table_keys` order (TABLES lists shape before prank): the order
`encode` has always written them in, and the order `base` adds them in."""
_EMPTY: dict[str, float] = {}


class PredicateTables:
    """One predicate's slice of a calibration's tables and cues, keyed without the predicate:
    what `encode` and `base_of` look up, with a Facts' `FactKeys` as they are."""

    __slots__ = (*TABLES, "cues", "cue_words")

    def __init__(
        self, own: dict[str, dict[str, float]], gsig: dict[str, float], cues: dict[str, float]
    ) -> None:
        """`own`: table name -> the key after "predicate|" -> value."""
        self.dir = own.get("dir", _EMPTY)
        self.sig = own.get("sig", _EMPTY)
        self.sig2 = own.get("sig2", _EMPTY)
        self.gsig = gsig
        self.types = own.get("types", _EMPTY)
        self.title = own.get("title", _EMPTY)
        self.orank = own.get("orank", _EMPTY)
        self.srank = own.get("srank", _EMPTY)
        self.dist = own.get("dist", _EMPTY)
        self.hier = own.get("hier", _EMPTY)
        self.dem = own.get("dem", _EMPTY)
        self.paren = own.get("paren", _EMPTY)
        self.country = own.get("country", _EMPTY)
        self.prank = own.get("prank", _EMPTY)
        self.shape = own.get("shape", _EMPTY)
        self.cues = cues
        self.cue_words = frozenset(cues)

    def _cue_values(self, facts: Facts) -> list[float]:
        # Sorted: a float sum over a set would depend on the process's hash seed.
        cues = self.cues
        return [cues[w] for w in sorted(self.cue_words & facts.words)] + [
            cues[w] for w in sorted(self.cue_words & facts.tokens)
        ]

    def _table_values(self, facts: Facts, st: str | None, ot: str | None) -> tuple[float, ...]:
        """Each table's value for the pairing, in `table_keys` order (`_KEYED_FEATURES`)."""
        k = fact_keys(facts)
        return (
            self.dir.get(k.dir, 0.0),
            self.sig.get(k.sig, 0.0),
            self.sig2.get(k.sig2, 0.0),
            self.gsig.get(k.gsig, 0.0),
            self.types.get(f"{st}|{ot}", 0.0),
            self.title.get(k.title, 0.0),
            self.orank.get(k.orank, 0.0),
            self.srank.get(k.srank, 0.0),
            self.dist.get(k.dist, 0.0),
            self.hier.get(k.hier, 0.0),
            self.dem.get(k.dem, 0.0),
            self.paren.get(k.paren, 0.0),
            self.country.get(f"{st}|{k.places}", 0.0),
            self.prank.get(k.prank, 0.0),
            self.shape.get(k.shape, 0.0),
        )

    def encode(self, facts: Facts, st: str | None, ot: str | None) -> dict[str, float]:
        """`Calibration.encode`: the features in `table_keys` order, then the cues."""
        out = dict(zip(_KEYED_FEATURES, self._table_values(facts, st, ot), strict=True))
        vals = self._cue_values(facts) if self.cues else []
        out["cue_max"] = max(vals) if vals else 0.0
        out["cue_min"] = min(vals) if vals else 0.0
        out["cue_sum"] = sum(vals) / 5.0
        return out

    def base(self, facts: Facts, st: str | None, ot: str | None) -> float:
        """`Calibration.base_of`: the table values added in `table_keys` order, then the cues
        of the words, then those of the tokens (each group in sorted order)."""
        total = sum(self._table_values(facts, st, ot))
        cues = self.cues
        if cues:
            total += sum(map(cues.__getitem__, sorted(self.cue_words & facts.words)))
            total += sum(map(cues.__getitem__, sorted(self.cue_words & facts.tokens)))
        return total


class _TableIndex:
    """A calibration's tables split by predicate, for one (tables, cues) pair of objects.

    Built once per pair and kept in `_INDEXES` under the two objects' ids; the index holds both
    objects, so neither id can be reused by another object while it is kept. A calibration
    copied with other tables or cues (`model_copy(update=...)`, as fitting does per fold) has
    other ids and gets its own index. What it cannot see is a table edited in place: tables are
    read-only once a Calibration holds them (fitting builds new ones and replaces them)."""

    def __init__(self, tables: dict[str, dict[str, float]], cues: dict[str, dict[str, float]]):
        self.tables = tables
        self.cues = cues
        self.by_head: dict[str, dict[str, dict[str, float]]] = {}
        """Text before a key's first "|" -> table name -> the rest of the key -> value."""
        for name, table in tables.items():
            if name == "gsig":  # the one table not keyed by predicate
                continue
            for key, value in table.items():
                head, bar, rest = key.partition("|")
                if bar:
                    self.by_head.setdefault(head, {}).setdefault(name, {})[rest] = value
        self.predicates: dict[str, PredicateTables] = {}

    def of(self, predicate: str) -> PredicateTables:
        found = self.predicates.get(predicate)
        if found is None:
            if "|" in predicate:  # its keys' first "|" is inside the predicate: look them up
                prefix = predicate + "|"
                own = {
                    name: {k[len(prefix) :]: v for k, v in t.items() if k.startswith(prefix)}
                    for name, t in self.tables.items()
                }
            else:
                own = self.by_head.get(predicate, {})
            found = self.predicates[predicate] = PredicateTables(
                own, self.tables.get("gsig", _EMPTY), self.cues.get(predicate) or {}
            )
        return found


_INDEXES: dict[tuple[int, int], _TableIndex] = {}
MAX_TABLE_INDEXES = 8
"""Indexes kept: one per calibration in use; fitting makes ~100 in turn, each used for a while."""


def predicate_tables(calibration: Calibration, predicate: str) -> PredicateTables:
    """The predicate's slice of the calibration's tables, indexed once per (tables, cues)."""
    tables, cues = calibration.tables, calibration.cues
    index = _INDEXES.get((id(tables), id(cues)))
    if index is None:
        if len(_INDEXES) >= MAX_TABLE_INDEXES:
            _INDEXES.clear()
        index = _INDEXES[(id(tables), id(cues))] = _TableIndex(tables, cues)
    return index.of(predicate)


@dataclass(slots=True)
class Rivals:
    """Facts of the readings a candidate competes with in its own document: the same pair the
    other way round, and the same subject (object) with every other entity of the object's
    (subject's) type. A swapped object rarely beats the true one on the text's evidence."""

    reverse: Facts | None = None
    objects: list[Facts] = field(default_factory=list)
    subjects: list[Facts] = field(default_factory=list)


def score_features(
    calibration: Calibration,
    predicate: str,
    facts: Facts,
    st: str | None,
    ot: str | None,
    rivals: Rivals,
    cache: dict[tuple[int, str, str | None, str | None], float] | None = None,
) -> dict[str, float]:
    """Every scored feature of a candidate: tables, cues, numeric facts, rival margins.

    `cache` maps (id of a rival's Facts, predicate, types) to its base score. It must not
    outlive those Facts (ids are reused): the validator keeps one per document, beside them.
    """
    tables = predicate_tables(calibration, predicate)
    out = tables.encode(facts, st, ot)
    own = calibration.base_score(out)
    out["evidence_sum"] = _squash(own)
    out.update(numeric_features(facts))

    def base(f: Facts, a: str | None, b: str | None) -> float:
        if cache is None:
            return tables.base(f, a, b)
        key = (id(f), predicate, a, b)
        value = cache.get(key)
        if value is None:
            value = cache[key] = tables.base(f, a, b)
        return value

    if rivals.reverse is not None:
        out["margin_reverse"] = _squash(own - base(rivals.reverse, ot, st))
        out["has_reverse"] = 1.0
    for name, flag, group in (
        ("margin_object", "has_object_rivals", rivals.objects),
        ("margin_subject", "has_subject_rivals", rivals.subjects),
    ):
        if group:
            out[name] = _squash(own - max(base(f, st, ot) for f in group))
            out[flag] = 1.0
    return out


def _squash(x: float) -> float:
    return max(-8.0, min(8.0, x)) / 4.0


def numeric_features(f: Facts) -> dict[str, float]:
    return {
        "same_sentence": 1.0 if f.sentence_distance == 0 else 0.0,
        "adjacent_sentence": 1.0 if f.sentence_distance == 1 else 0.0,
        "far_sentence": 1.0 if f.sentence_distance >= 3 else 0.0,
        "cosentences": min(f.cosentences, 3) / 3.0,
        "char_gap": math.log1p(min(f.char_gap, 5000)) / 6.0,
        "entities_between": min(f.entities_between, 5) / 5.0,
        "commas_between": min(f.commas_between, 4) / 4.0,
        "title_subject": float(f.title_subject),
        "title_object": float(f.title_object),
        "object_rank": min(f.object_rank, 3) / 3.0,
        "subject_rank": min(f.subject_rank, 3) / 3.0,
        "subject_mentions": math.log1p(f.subject_mentions) / 3.0,
        "object_mentions": math.log1p(f.object_mentions) / 3.0,
    }


def default_calibration() -> Calibration:
    return load_calibration(DEFAULT_CALIBRATION)


_LOADED: dict[str, tuple[float, Calibration]] = {}


def load_calibration(path: str | Path) -> Calibration:
    """Parsed once per file version: the tables are large enough that re-reading them per
    validation call would cost more than validating a small partition."""
    path = Path(path)
    mtime = path.stat().st_mtime
    cached = _LOADED.get(str(path))
    if cached and cached[0] == mtime:
        return cached[1]
    calibration = Calibration.model_validate(json.loads(path.read_text(encoding="utf-8")))
    _LOADED[str(path)] = (mtime, calibration)
    return calibration


class PolicyConfig(BaseModel):
    risk_level: RiskLevel = RiskLevel.HIGH
    """HIGH: explicit support only; MEDIUM: strong implication allowed."""
    accept_threshold: float | None = None
    """Overrides the calibrated ACCEPT threshold (e.g. to trade precision for recall)."""
    reject_threshold: float | None = None


def thresholds(calibration: Calibration, config: PolicyConfig) -> tuple[float, float]:
    """(ACCEPT at or above, REJECT at or below): the calibrated ones unless the config overrides."""
    accept_at = (
        config.accept_threshold
        if config.accept_threshold is not None
        else calibration.accept_threshold
    )
    reject_at = (
        config.reject_threshold
        if config.reject_threshold is not None
        else calibration.reject_threshold
    )
    return accept_at, reject_at


def decide_by_fusion(
    fused: float, predicate: str, fusion: VerifierFusion
) -> tuple[Decision, list[Reason]]:
    """The verifier tier's decision on a candidate no hard rule settled."""
    decision = fusion.thresholds_for(predicate).decide(fused)
    if decision == Decision.ACCEPT:
        return decision, []
    if decision == Decision.REJECT:
        return decision, [Reason.WEAK_IMPLICATION]
    return decision, [Reason.LOW_CONFIDENCE]


def decide_by_score(
    confidence: float, calibration: Calibration, config: PolicyConfig
) -> tuple[Decision, list[Reason]]:
    accept_at, reject_at = thresholds(calibration, config)
    if confidence >= accept_at:
        return Decision.ACCEPT, []
    if confidence <= reject_at:
        return Decision.REJECT, [Reason.WEAK_IMPLICATION]
    return Decision.REVIEW, [Reason.LOW_CONFIDENCE]


# Reasons that reject outright, and those that send a candidate to a person, per risk level.
HARD_REJECT: frozenset[Reason] = frozenset(
    {
        Reason.MALFORMED,
        Reason.UNKNOWN_DOCUMENT,
        Reason.EMPTY_ENDPOINT,
        Reason.SELF_LOOP,
        Reason.UNKNOWN_PREDICATE,
        Reason.TYPE_MISMATCH,
        Reason.ENTITY_NOT_IN_SOURCE,
        Reason.REVERSED,
        Reason.NEGATED,
        Reason.CONTRADICTED_BY_SOURCE,
        Reason.AUDITOR_PRUNE,
        Reason.REVIEWER_REJECTED,
        Reason.EXTRACTION_FAILED,
    }
)
HARD_REVIEW: frozenset[Reason] = frozenset(
    {
        Reason.AMBIGUOUS_ENTITY,
        Reason.SPECULATIVE,
        Reason.CONDITIONAL,
        Reason.EMBEDDED_CLAIM,
        Reason.NEGATION_NEARBY,
        Reason.AUDITOR_INVALID_OUTPUT,
        Reason.AUDITOR_UNAVAILABLE,
        Reason.NO_EVIDENCE,
    }
)


def hard_decision(reasons: list[Reason], risk_level: RiskLevel) -> Decision | None:
    """The decision the hard reasons force, or None to let the score decide."""
    if any(r in HARD_REJECT for r in reasons):
        return Decision.REJECT
    if Reason.EVIDENCE_NOT_VERBATIM in reasons:
        return Decision.REJECT if risk_level == RiskLevel.HIGH else Decision.REVIEW
    if any(r in HARD_REVIEW for r in reasons):
        return Decision.REVIEW
    return None
