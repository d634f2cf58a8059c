"""The stages on small hand-made inputs, each outcome checked where it is decided."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg_pipeline.core.models import Candidate, Decision, Document, Modality, Polarity, Reason
from kg_pipeline.core.validate import Validator
from kg_pipeline.core.vocabulary import load_vocabulary, parse_vocabulary

VOCAB = parse_vocabulary(
    {
        "entity_types": ["ORG", "PER", "LOC"],
        "predicates": {
            "acq": {"label": "acquired", "template": "{s} acquired {o}", "inverse": "acquired by",
                    "type_pairs": ["ORG-ORG"]},
            "born": {"label": "place of birth", "template": "{s} was born in {o}",
                     "type_pairs": ["PER-LOC"], "synonyms": ["birthplace"]},
        },
    }
)  # fmt: skip

TEXT = (
    "Aster acquired Beacon in 2019. Aster may acquire Cobalt. Aster did not acquire Delta; "
    "Aster acquired Ember. If the board agrees, Aster acquired Fenwick. "
    "Jane Roe was born in Zürich. Gideon acquired Aster."
)
DOC = Document(doc_id="d1", text=TEXT)


def judge(subject: str, predicate: str, obj: str, **kw: object) -> object:
    types = {"subject_type": kw.pop("st", "ORG"), "object_type": kw.pop("ot", "ORG")}
    cand = Candidate(
        candidate_id="c",
        doc_id="d1",
        subject=subject,
        predicate=predicate,
        object=obj,
        **types,
        **kw,
    )  # type: ignore[arg-type]
    return Validator(VOCAB).validate_one(DOC, cand)


def test_explicit_statement_is_accepted_with_verbatim_evidence() -> None:
    v = judge("Aster", "acquired", "Beacon", evidence="Aster acquired Beacon in 2019.")
    assert v.decision == Decision.ACCEPT
    assert TEXT[v.evidence_start : v.evidence_end] == v.evidence_span
    assert v.time == "2019" and v.polarity == Polarity.POSITIVE


def test_negation_is_read_from_the_clause_not_the_document() -> None:
    negated = judge("Aster", "acquired", "Delta")
    assert negated.decision == Decision.REJECT and Reason.NEGATED in negated.reasons
    same_sentence_other_clause = judge("Aster", "acquired", "Ember")
    assert Reason.NEGATED not in same_sentence_other_clause.reasons
    assert same_sentence_other_clause.decision == Decision.ACCEPT


def test_modality_and_conditionals_are_never_accepted() -> None:
    spec = judge("Aster", "acquired", "Cobalt")
    assert spec.modality == Modality.SPECULATIVE and spec.decision == Decision.REVIEW
    cond = judge("Aster", "acquired", "Fenwick")
    assert cond.modality == Modality.CONDITIONAL and cond.decision != Decision.ACCEPT


def test_inverse_predicate_is_flipped_and_recorded() -> None:
    v = judge("Beacon", "acquired by", "Aster")
    assert v.flipped and (v.subject, v.predicate, v.object) == ("Aster", "acquired", "Beacon")
    vocab_stage = next(s for s in v.stages if s.stage == "vocabulary")
    assert vocab_stage.detail["flipped"] is True and vocab_stage.detail["matched_via"] == "inverse"
    assert v.decision == Decision.ACCEPT


def test_reversed_direction_against_the_template() -> None:
    v = judge("Aster", "acquired", "Gideon")
    assert Reason.REVERSED in v.reasons and v.decision == Decision.REJECT


@pytest.mark.parametrize(
    ("subject", "predicate", "obj", "kw", "reason"),
    [
        ("Aster", "acquired", "Hollow Corp", {}, Reason.ENTITY_NOT_IN_SOURCE),
        ("Aster", "sued", "Beacon", {}, Reason.UNKNOWN_PREDICATE),
        ("Aster", "acquired", "aster", {}, Reason.SELF_LOOP),
        ("", "acquired", "Beacon", {}, Reason.EMPTY_ENDPOINT),
        ("Aster", "place of birth", "Beacon", {}, Reason.TYPE_MISMATCH),
        ("Aster", "acquired", "Beacon", {"evidence": "Aster bought Beacon in 2019."},
         Reason.EVIDENCE_NOT_VERBATIM),
    ],
)  # fmt: skip
def test_each_stage_rejects_with_its_reason(
    subject: str, predicate: str, obj: str, kw: dict, reason: Reason
) -> None:
    v = judge(subject, predicate, obj, **kw)
    assert v.decision == Decision.REJECT
    assert reason in v.reasons


def test_endpoints_found_through_normalisation_keep_original_offsets() -> None:
    v = judge("Jane Roe", "birthplace", "zurich", st="PER", ot="LOC")
    assert v.predicate == "place of birth"
    endpoints = next(s for s in v.stages if s.stage == "endpoints")
    assert endpoints.detail["object_match"] == "normalized"
    assert "Zürich" in (v.evidence_span or "")


def test_shared_vocabulary_loads_as_is(tmp_path: Path) -> None:
    shared = Path(__file__).resolve().parents[2] / "shared/data/redocred_triples/predicates.json"
    if not shared.exists():
        pytest.skip("shared data not present")
    vocab = load_vocabulary(shared)
    assert len(vocab.predicates) == 96
    assert vocab.predicates["P19"].template == "{s} was born in {o}"
    assert ("PER", "LOC") in vocab.predicates["P19"].type_pairs
