"""The validator's fast paths give exactly what the plain code they replace gives."""

from __future__ import annotations

import gc
import random
from datetime import UTC, datetime
from typing import Any

import pytest

from kg_pipeline.core.models import (
    Candidate,
    Decision,
    DecisionTier,
    Document,
    ParseMode,
    Reason,
    StageOutcome,
    StageResult,
    Verdict,
)
from kg_pipeline.core.validation.grounding.clauses import _read_clause, read_clause
from kg_pipeline.core.validation.grounding.framing import blank
from kg_pipeline.core.validation.grounding.pairing import closest_pair
from kg_pipeline.core.validation.grounding.quotes import locate_quote
from kg_pipeline.core.validation.policy import (
    Calibration,
    FactKeys,
    Facts,
    Rivals,
    default_calibration,
    score_features,
    table_keys,
)
from kg_pipeline.core.validation.resolution import DocumentIndex, Mention
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline.core.validation.work import construct_trusted


def _same_instance(a: Any, b: Any) -> None:
    assert type(a) is type(b)
    assert list(a.__dict__.items()) == list(b.__dict__.items())  # order too: it is dump order
    assert a.__pydantic_fields_set__ == b.__pydantic_fields_set__
    assert a.__pydantic_extra__ == b.__pydantic_extra__
    assert a.__pydantic_private__ == b.__pydantic_private__
    assert a.model_dump_json() == b.model_dump_json()


def test_construct_trusted_is_model_construct_for_a_stage_outcome() -> None:
    values = dict(stage="support", outcome=StageResult.FAIL, reasons=[Reason.NEGATED],
                  detail={"cues": ["negation:not"], "window": [0, 12]})  # fmt: skip
    _same_instance(
        construct_trusted(StageOutcome, dict(values)), StageOutcome.model_construct(**values)
    )


def test_construct_trusted_is_model_construct_for_a_verdict() -> None:
    stage = StageOutcome.model_construct(stage="decision", outcome=StageResult.REJECTED)
    values: dict[str, Any] = {name: None for name in Verdict.model_fields}
    values.update(candidate_id="c", doc_id="d", subject="A", predicate="p", object="B",
                  decision=Decision.REJECT, reasons=[Reason.WEAK_IMPLICATION], confidence=0.1,
                  flipped=False, stages=[stage], extractor="jsonl", parse_mode=ParseMode.STRICT,
                  validator_version="v", input_hash="h", doc_content_hash="x",
                  validated_at=datetime(2026, 1, 1, tzinfo=UTC), raw_candidate={"a": 1},
                  features={"f": 1.0}, tier=DecisionTier.SCORE)  # fmt: skip
    _same_instance(construct_trusted(Verdict, dict(values)), Verdict.model_construct(**values))


@pytest.mark.parametrize("model", [StageOutcome, Verdict])
def test_construct_trusted_is_only_for_plain_models(model: type[Any]) -> None:
    """What the shortcut skips must not exist on the models it builds."""
    assert not model.model_config.get("extra")
    assert model.__pydantic_post_init__ is None and not model.__pydantic_root_model__
    assert all(f.alias is None and f.validation_alias is None for f in model.model_fields.values())


def test_construct_trusted_wants_every_field() -> None:
    with pytest.raises(TypeError):
        construct_trusted(StageOutcome, {"stage": "x", "outcome": StageResult.PASS})


def test_the_validator_gives_every_field_in_declared_order() -> None:
    """What construct_trusted relies on: the validator's verdicts and stage records hold their
    fields in the models' order, as model_construct would have put them."""
    vocab = parse_vocabulary(
        {"predicates": {"acq": {"label": "acquired", "template": "{s} acquired {o}"}}}
    )
    doc = Document(doc_id="d", text="Aster acquired Beacon in 2019. Aster did not acquire Cobalt.")
    cands = [
        Candidate(candidate_id=f"c{i}", doc_id=doc_id, subject="Aster", predicate=p, object=o,
                  evidence=quote)  # type: ignore[arg-type]
        for i, (doc_id, p, o, quote) in enumerate([
            ("d", "acquired", "Beacon", "Aster acquired Beacon in 2019."),
            ("d", "acquired", "Cobalt", None),
            ("d", "sold", "Beacon", None),
            ("x", "acquired", "Beacon", None),
        ])
    ]  # fmt: skip
    verdicts = Validator(vocab).validate([doc], cands)
    assert len(verdicts) == 4
    for v in verdicts:
        assert list(v.__dict__) == list(Verdict.model_fields)
        assert v.__pydantic_fields_set__ == set(Verdict.model_fields)
        for stage in v.stages:
            assert list(stage.__dict__) == list(StageOutcome.model_fields)


def _blank_char_by_char(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> str:
    """The plain definition `blank` implements."""
    chars = list(text[start:end])
    for lo, hi in spans:
        for i in range(max(lo, start), min(hi, end)):
            if not chars[i - start].isspace():
                chars[i - start] = "E"
    return "".join(chars)


def test_blank_matches_its_plain_definition_on_overlapping_spans() -> None:
    rng = random.Random(7)
    for _ in range(5000):
        text = "".join(rng.choice("ab \t\u00a0\n,é") for _ in range(rng.randint(0, 25)))
        start = rng.randint(0, len(text))
        end = rng.randint(start, len(text))
        spans = []
        for _ in range(rng.randint(0, 4)):
            lo = rng.randint(-3, len(text) + 3)
            spans.append((lo, rng.randint(lo - 2, len(text) + 5)))
        assert blank(text, start, end, spans) == _blank_char_by_char(text, start, end, spans)


def test_a_quote_is_located_once_per_document() -> None:
    index = DocumentIndex(Document(doc_id="d", text="Aster acquired Beacon. Beacon grew."))
    first = locate_quote(index, "Aster acquired  Beacon.")
    assert first is not None and first.match == "normalized"
    assert locate_quote(index, "Aster acquired  Beacon.") is first
    assert locate_quote(index, "Cobalt acquired Beacon.") is None
    other = DocumentIndex(Document(doc_id="e", text="Beacon grew. Aster acquired Beacon."))
    found = locate_quote(other, "Aster acquired  Beacon.")
    assert found is not None and found.start == 13  # per document, never shared


@pytest.mark.parametrize(
    "text",
    [
        "Critics allege that Aster did not acquire Beacon in 2019.",
        "If the board agrees, Aster may acquire Beacon (a rival), or so Cobalt claims.",
        "Aster, which Cobalt founded, acquired Beacon; this was wrong.",
        "Did Aster acquire Beacon?",
    ],
)
def test_a_clause_reads_the_same_with_the_mentions_swapped(text: str) -> None:
    """Why read_clause may share one reading between a pairing and its reverse."""
    index = DocumentIndex(Document(doc_id="d", text=text))
    a, b = (Mention(text.index(n), text.index(n) + len(n), "exact") for n in ("Aster", "Beacon"))
    forward, reverse = closest_pair(index, [a], [b]), closest_pair(index, [b], [a])
    assert forward is not None and reverse is not None
    assert _read_clause(index, forward) == _read_clause(index, reverse)
    assert read_clause(index, reverse) is read_clause(index, forward)


def test_the_collector_resumes_and_a_callers_frozen_objects_stay_frozen() -> None:
    vocab = parse_vocabulary({"predicates": {"acq": {"label": "acquired"}}})
    doc = Document(doc_id="d", text="Aster acquired Beacon.")
    cand = Candidate(candidate_id="c", doc_id="d", subject="Aster", predicate="acquired",
                     object="Beacon")  # fmt: skip
    validator = Validator(vocab)
    assert gc.isenabled()
    validator.validate([doc], [cand])
    assert gc.isenabled() and gc.get_freeze_count() == 0
    # A pre-fork server keeps its start-up objects out of every collection. The freeze count is
    # no measure of that: frozen objects still die by reference counting (a cache entry replaced),
    # so the test asks whether one object the caller froze is still outside every generation.
    startup_object: list[object] = [doc]
    gc.freeze()
    try:
        validator.validate([doc], [cand])
        assert gc.isenabled() and gc.get_freeze_count() > 0
        assert not any(o is startup_object for o in gc.get_objects())  # still frozen
    finally:
        gc.unfreeze()
    assert any(o is startup_object for o in gc.get_objects())  # the probe can see an unfrozen one
    gc.disable()
    try:
        validator.validate([doc], [cand])
        assert not gc.isenabled()  # paused by the caller: left paused
    finally:
        gc.enable()


def _plain_table_keys(predicate: str, f: Facts, st: str | None, ot: str | None) -> dict[str, str]:
    """`table_keys` as it was written before `FactKeys`."""
    same = f.sentence_distance == 0
    sf = "S" if f.subject_first else "O"
    return {
        "dir": f"{predicate}|{sf}|{int(same)}",
        "sig": f"{predicate}|{sf}|{f.sig}",
        "sig2": f"{predicate}|{sf}|{f.sig2}",
        "gsig": f"{sf}|{f.sig}",
        "types": f"{predicate}|{st}|{ot}",
        "title": f"{predicate}|{int(f.title_subject)}|{int(f.title_object)}",
        "orank": f"{predicate}|{min(f.object_rank, 2)}",
        "srank": f"{predicate}|{min(f.subject_rank, 2)}",
        "dist": f"{predicate}|{min(f.sentence_distance, 3)}",
        "hier": f"{predicate}|{f.hierarchy}",
        "dem": f"{predicate}|{int(f.subject_demonym)}|{int(f.object_demonym)}",
        "paren": f"{predicate}|{f.paren_slot}",
        "country": f"{predicate}|{st}|{f.subject_place}|{f.object_place}",
        "prank": f"{predicate}|{f.object_place}|{min(f.object_place_rank, 2)}",
        "shape": f"{predicate}|{f.subject_shape}|{f.object_shape}",
    }


def _plain_encode(
    cal: Calibration, predicate: str, f: Facts, st: str | None, ot: str | None
) -> dict[str, float]:
    """`Calibration.encode` as it was written before the per-predicate tables."""
    out = {
        f"t_{name}": cal.tables.get(name, {}).get(key, 0.0)
        for name, key in table_keys(predicate, f, st, ot).items()
    }
    cues = cal.cues.get(predicate)
    vals = (
        [cues[w] for w in sorted(cues.keys() & f.words)]
        + [cues[w] for w in sorted(cues.keys() & f.tokens)]
        if cues
        else []
    )
    out["cue_max"] = max(vals) if vals else 0.0
    out["cue_min"] = min(vals) if vals else 0.0
    out["cue_sum"] = sum(vals) / 5.0
    return out


def _plain_base(
    cal: Calibration, predicate: str, f: Facts, st: str | None, ot: str | None
) -> float:
    """`Calibration.base_of` as it was written before the per-predicate tables."""
    total = 0.0
    for name, key in table_keys(predicate, f, st, ot).items():
        table = cal.tables.get(name)
        if table:
            total += table.get(key, 0.0)
    cues = cal.cues.get(predicate)
    if cues:
        total += sum(map(cues.__getitem__, sorted(cues.keys() & f.words)))
        total += sum(map(cues.__getitem__, sorted(cues.keys() & f.tokens)))
    return total


def _random_facts(rng: random.Random, cal: Calibration) -> Facts:
    sigs = [k.split("|", 1)[1] for k in cal.tables["gsig"]]
    words = sorted({w for cues in cal.cues.values() for w in cues})
    return Facts(
        sentence_distance=rng.choice([0, 0, 1, 2, 5]),
        subject_first=rng.random() < 0.6,
        sig=rng.choice(sigs),
        sig2=rng.choice(sigs),
        words=frozenset(rng.sample(words, 30)) | {"the"},
        tokens=frozenset(rng.sample(words, 5)),
        title_subject=rng.random() < 0.3,
        title_object=rng.random() < 0.3,
        subject_rank=rng.randint(0, 4),
        object_rank=rng.randint(0, 4),
        hierarchy=rng.choice([-1, 0, 1]),
        subject_demonym=rng.random() < 0.2,
        object_demonym=rng.random() < 0.2,
        subject_place=rng.randint(0, 3),
        object_place=rng.randint(0, 3),
        object_place_rank=rng.randint(0, 3),
        subject_shape=rng.choice(["", "year", "day"]),
        paren_slot=rng.randint(0, 2),
    )


def test_predicate_tables_look_up_what_the_full_keys_do() -> None:
    shipped = default_calibration()
    # A predicate with "|" in its label (its keys' first "|" is its own) and one no table knows.
    odd = {
        name: {**table, **{"a|b|" + k.split("|", 1)[1]: 0.5 for k in list(table)[:40]}}
        for name, table in shipped.tables.items()
    }
    cal = shipped.model_copy(update={"tables": odd, "cues": {**shipped.cues, "a|b": {"the": 1}}})
    rng = random.Random(3)
    predicates = [*sorted(shipped.cues)[:20], "a|b", "a", "unknown predicate"]
    types = [None, "PER", "LOC", "ORG", "TIME", "MISC"]
    for _ in range(3000):
        f = _random_facts(rng, cal)
        if rng.random() < 0.5:
            f.keys = FactKeys.of(f)
        p, st, ot = rng.choice(predicates), rng.choice(types), rng.choice(types)
        assert table_keys(p, f, st, ot) == _plain_table_keys(p, f, st, ot)
        assert cal.encode(p, f, st, ot) == _plain_encode(cal, p, f, st, ot)
        assert cal.base_of(p, f, st, ot) == _plain_base(cal, p, f, st, ot)


def test_a_calibration_copied_with_other_tables_scores_with_its_own() -> None:
    """The per-predicate tables are indexed per tables object: a copy never reads the
    original's index, nor the original the copy's."""
    cal = default_calibration()
    f = Facts(sentence_distance=0, sig="in", sig2="in", words=frozenset({"born"}))
    rival = Facts(sentence_distance=1, sig="xsent", sig2="xsent")
    rivals = Rivals(reverse=rival, objects=[rival])
    before = score_features(cal, "place of birth", f, "PER", "LOC", rivals)
    doubled = {n: {k: 2 * v for k, v in t.items()} for n, t in cal.tables.items()}
    copy = cal.model_copy(update={"tables": doubled})
    scored = score_features(copy, "place of birth", f, "PER", "LOC", rivals)
    assert scored["t_sig"] == 2 * before["t_sig"] != 0.0
    assert scored["margin_reverse"] != before["margin_reverse"]
    assert score_features(cal, "place of birth", f, "PER", "LOC", rivals) == before
    no_cues = cal.model_copy(update={"cues": {}})
    assert score_features(no_cues, "place of birth", f, "PER", "LOC", rivals)["cue_max"] == 0.0
    assert before["cue_max"] != 0.0


def test_keys_of_a_facts_built_outside_doc_facts_follow_its_fields() -> None:
    """Only DocFacts stores keys on a Facts (once complete); elsewhere they are recomputed."""
    cal = default_calibration()
    f = Facts(sentence_distance=0, sig="in")
    first = cal.encode("place of birth", f, "PER", "LOC")["t_sig"]
    f.sig = "xsent"
    assert cal.encode("place of birth", f, "PER", "LOC")["t_sig"] != first
    assert f.keys is None
