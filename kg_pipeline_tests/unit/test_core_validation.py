"""The stages on small hand-made inputs, each outcome checked where it is decided."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg_pipeline.core.models import (
    Candidate,
    Decision,
    Document,
    InputError,
    Modality,
    Polarity,
    Reason,
    Verdict,
    Vocabulary,
)
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary, parse_vocabulary
from kg_pipeline_tests.paths import REDOCRED

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


def judge(subject: str, predicate: str, obj: str, **kw: object) -> Verdict:
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


@pytest.mark.parametrize(("st", "ot"), [("ORG", "ORG"), ("ORG", None), (None, "org")])
def test_one_name_without_a_difference_of_type_is_a_self_loop(
    st: str | None, ot: str | None
) -> None:
    v = judge("Aster", "acquired", "aster", st=st, ot=ot)
    assert v.decision == Decision.REJECT and v.reasons == [Reason.SELF_LOOP]


def test_two_entities_sharing_a_name_go_to_review_not_a_self_loop() -> None:
    """The language Swedish and the country's adjective Swedish are two entities (the types
    keep them apart, as `canonical_entity_id` does); the name cannot tell their mentions apart,
    so a person decides."""
    v = judge("Aster", "acquired", "Aster", st="ORG", ot="PER")
    assert v.decision == Decision.REVIEW
    assert Reason.AMBIGUOUS_ENTITY in v.reasons and Reason.SELF_LOOP not in v.reasons
    structure = next(s for s in v.stages if s.stage == "structure")
    assert "share a name but not a type" in structure.detail["problems"][0]


def test_endpoints_found_through_normalisation_keep_original_offsets() -> None:
    v = judge("Jane Roe", "birthplace", "zurich", st="PER", ot="LOC")
    assert v.predicate == "place of birth"
    endpoints = next(s for s in v.stages if s.stage == "endpoints")
    assert endpoints.detail["object_match"] == "normalized"
    assert "Zürich" in (v.evidence_span or "")


def test_shared_vocabulary_loads_as_is(tmp_path: Path) -> None:
    shared = REDOCRED / "predicates.json"
    if not shared.exists():
        pytest.skip("shared data not present")
    vocab = load_vocabulary(shared)
    assert len(vocab.predicates) == 96
    assert vocab.predicates["P19"].template == "{s} was born in {o}"
    assert ("PER", "LOC") in vocab.predicates["P19"].type_pairs


# -- scope of negation and modality ------------------------------------------------------------
WIKI = Document(
    doc_id="w1",
    text=(
        "Aster was not only a carrier but also a builder, and Aster acquired Beacon in 1990. "
        "In May 2010 Aster acquired Cobalt. Officers are not usually allowed in the clubs. "
        "Aster acquired Delta, which never made a profit. "
        "Aster, which may have been founded earlier, acquired Ember."
    ),
)


def judge_wiki(obj: str) -> Verdict:
    cand = Candidate(candidate_id="w", doc_id="w1", subject="Aster", predicate="acquired",
                     object=obj, subject_type="ORG", object_type="ORG")  # fmt: skip
    return Validator(VOCAB).validate_one(WIKI, cand)


@pytest.mark.parametrize("obj", ["Beacon", "Cobalt", "Delta", "Ember"])
def test_cues_that_do_not_govern_the_relation_are_ignored(obj: str) -> None:
    v = judge_wiki(obj)
    assert Reason.NEGATED not in v.reasons, v.stages
    assert Reason.SPECULATIVE not in v.reasons, v.stages
    assert v.polarity == Polarity.POSITIVE and v.modality == Modality.ASSERTED


def test_cross_sentence_pairs_have_no_clause_reading() -> None:
    doc = Document(doc_id="x", text="Aster is not small. It later acquired the firm Beacon.")
    cand = Candidate(candidate_id="x", doc_id="x", subject="Aster", predicate="acquired",
                     object="Beacon", subject_type="ORG", object_type="ORG")  # fmt: skip
    v = Validator(VOCAB).validate_one(doc, cand)
    assert Reason.NEGATED not in v.reasons and v.polarity is None


def test_reversed_needs_the_template_words_not_one_shared_word() -> None:
    vocab = parse_vocabulary(
        {"P17": {"label": "country", "template": "{s} is in the country {o}",
                 "type_pairs": ["LOC-LOC"]}}
    )  # fmt: skip
    doc = Document(doc_id="r", text="Europe has Ruritania, a small country in the north.")
    cand = Candidate(candidate_id="r", doc_id="r", subject="Ruritania", predicate="country",
                     object="Europe", subject_type="LOC", object_type="LOC")  # fmt: skip
    v = Validator(vocab).validate_one(doc, cand)
    assert Reason.REVERSED not in v.reasons
    assert v.decision != Decision.ACCEPT or v.features.get("template_forward") != 1.0


# -- phrasings: other wordings read like the template -------------------------------------------
PHRASED = parse_vocabulary(
    {"P54": {"label": "member of sports team", "template": "{s} is a member of the sports team {o}",
             "phrasings": ["{s} plays for {o}", "{s} signed for {o}"], "type_pairs": ["PER-ORG"]}}
)  # fmt: skip


def judge_phrased(text: str, subject: str, obj: str, vocab: Vocabulary = PHRASED) -> Verdict:
    doc = Document(doc_id="p", text=text)
    cand = Candidate(candidate_id="p", doc_id="p", subject=subject,
                     predicate="member of sports team", object=obj, subject_type="PER",
                     object_type="ORG")  # fmt: skip
    return Validator(vocab).validate_one(doc, cand)


def test_a_phrasing_stated_forward_accepts_and_says_which_wording() -> None:
    v = judge_phrased("Ada Venn has signed for Orrin Rovers.", "Ada Venn", "Orrin Rovers")
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert support.detail["stated_as"] == "{s} signed for {o}"
    assert support.detail["direction"] == "forward"
    # The feature model was fitted on the template alone: a phrasing does not set its feature.
    assert v.features["template_forward"] == 0.0


def test_a_phrasing_stated_the_other_way_round_rejects() -> None:
    v = judge_phrased("Orrin Rovers plays for Ada Venn.", "Ada Venn", "Orrin Rovers")
    assert v.decision == Decision.REJECT and Reason.REVERSED in v.reasons, v.stages


def test_without_the_phrasing_the_same_sentence_is_not_stated() -> None:
    bare = parse_vocabulary(
        {"P54": {"label": "member of sports team",
                 "template": "{s} is a member of the sports team {o}", "type_pairs": ["PER-ORG"]}}
    )  # fmt: skip
    v = judge_phrased("Ada Venn plays for Orrin Rovers.", "Ada Venn", "Orrin Rovers", bare)
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert support.detail.get("stated_as") is None and v.tier != "template"


def test_a_framed_phrasing_is_not_accepted() -> None:
    v = judge_phrased(
        "Word in the stands is that Ada Venn plays for Orrin Rovers.", "Ada Venn", "Orrin Rovers"
    )
    assert v.decision != Decision.ACCEPT and Reason.EMBEDDED_CLAIM in v.reasons, v.stages


def test_a_phrasing_after_a_description_of_the_subject_is_stated() -> None:
    v = judge_phrased(
        "Ada Venn is a left-footed defender who plays for Orrin Rovers.", "Ada Venn", "Orrin Rovers"
    )
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    v = judge_phrased("Orrin Rovers is a club that plays for Ada Venn.", "Ada Venn", "Orrin Rovers")
    assert v.decision == Decision.REJECT and Reason.REVERSED in v.reasons, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn is the sister of a striker who plays for Orrin Rovers.",  # another person
        "Ada Venn met a coach who plays for Orrin Rovers.",  # no copula-and-article description
        "Ada Venn is a fan whose brother plays for Orrin Rovers.",  # a relative of its own
        "Ada Venn is a defender who they say now plays for Orrin Rovers.",  # more than two words
    ],
)
def test_words_that_do_more_than_describe_the_subject_state_nothing(text: str) -> None:
    v = judge_phrased(text, "Ada Venn", "Orrin Rovers")
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert support.detail.get("stated_as") is None and v.tier != "template", v.stages


def test_an_article_before_the_second_mention_is_not_part_of_the_link() -> None:
    v = judge_phrased("Ada Venn signed for the Orrin Rovers.", "Ada Venn", "Orrin Rovers")
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    # Only one article, right before the mention: "for the club of" states nothing.
    v = judge_phrased(
        "Ada Venn signed for the reserves of Orrin Rovers.", "Ada Venn", "Orrin Rovers"
    )
    assert v.tier != "template", v.stages


ROLES = parse_vocabulary(
    {"P54": {"label": "member of sports team", "template": "{s} is a member of the sports team {o}",
             "roles": ["midfielder"], "type_pairs": ["PER-ORG"]}}
)  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn is a midfielder at Orrin Rovers.",
        "Ada Venn, a veteran midfielder for Orrin Rovers, scored twice.",
        "Ada Venn has been a midfielder with Orrin Rovers since 2019.",
    ],
)
def test_a_role_at_the_second_mention_states_it(text: str) -> None:
    v = judge_phrased(text, "Ada Venn", "Orrin Rovers", ROLES)
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages


def test_a_role_is_read_like_any_phrasing() -> None:
    # framed, reversed, or the role of someone else: never accepted by the template path
    v = judge_phrased("Ada Venn may be a midfielder at Orrin Rovers.", "Ada Venn", "Orrin Rovers",
                      ROLES)  # fmt: skip
    assert v.decision != Decision.ACCEPT, v.stages
    v = judge_phrased("Orrin Rovers is a midfielder at Ada Venn.", "Ada Venn", "Orrin Rovers",
                      ROLES)  # fmt: skip
    assert v.decision == Decision.REJECT and Reason.REVERSED in v.reasons, v.stages
    v = judge_phrased("Ada Venn married a midfielder at Orrin Rovers.", "Ada Venn", "Orrin Rovers",
                      ROLES)  # fmt: skip
    assert v.tier != "template", v.stages


def test_a_role_must_be_a_noun() -> None:
    with pytest.raises(InputError, match="role"):
        parse_vocabulary(
            {"P54": {"label": "team", "template": "{s} in {o}", "roles": ["{s} striker"],
                     "type_pairs": ["PER-ORG"]}}
        )  # fmt: skip


FOUNDERS = parse_vocabulary(
    {"P112": {"label": "founded by", "template": "{s} was founded by {o}",
              "phrasings": ["{s} founded by {o}"], "type_pairs": ["ORG-PER"]}}
)  # fmt: skip


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("Founded by Ada Venn in 2011, Orrin Tools builds lathes.", True),
        ("Founded by Ada Venn, Orrin Tools builds lathes.", True),
        ("Founded by Ada Venn in March 2011, Orrin Tools builds lathes.", True),
        # the participle describes someone else, or more than a time phrase comes between
        ("Founded by Ada Venn, the guild backs Orrin Tools.", False),
        ("Founded by Ada Venn in Kellby, Orrin Tools builds lathes.", False),
        ("A firm founded by Ada Venn, Orrin Tools builds lathes.", False),
    ],
)
def test_a_fronted_agentive_participle_states_the_mention_after_it(text: str, stated: bool) -> None:
    doc = Document(doc_id="f", text=text)
    cand = Candidate(candidate_id="f", doc_id="f", subject="Orrin Tools", predicate="founded by",
                     object="Ada Venn", subject_type="ORG", object_type="PER")  # fmt: skip
    v = Validator(FOUNDERS).validate_one(doc, cand)
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert (support.detail.get("direction") == "forward") is stated, v.stages
    if stated:
        assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    # the endpoints swapped: the participle's agent is the founder, so this reads reversed
    swapped = Candidate(candidate_id="g", doc_id="f", subject="Ada Venn", predicate="founded by",
                        object="Orrin Tools", subject_type="ORG", object_type="PER")  # fmt: skip
    w = Validator(FOUNDERS).validate_one(doc, swapped)
    assert (Reason.REVERSED in w.reasons) is stated, w.stages


OWNERS = parse_vocabulary(
    {"P127": {"label": "owned by", "template": "{s} is owned by {o}",
              "type_pairs": ["ORG-PER", "ORG-ORG"]}}
)  # fmt: skip


def judge_owned(text: str, subject: str = "Orrin Tools", obj: str = "Ada Venn") -> Verdict:
    doc = Document(doc_id="o", text=text)
    cand = Candidate(candidate_id="o", doc_id="o", subject=subject, predicate="owned by",
                     object=obj, subject_type="ORG", object_type="PER")  # fmt: skip
    return Validator(OWNERS).validate_one(doc, cand)


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        # a copula and participle, stated by the participle after a description of the first
        ("Orrin Tools, a lathe maker owned by Ada Venn, opened in 2011.", True),
        ("Orrin Tools is a small firm owned by Ada Venn.", True),
        # a description of the second mention between the middle and it
        ("Orrin Tools is owned by the retired engineer Ada Venn.", True),
        ("Orrin Tools, the workshop owned by the businesswoman Ada Venn, opened in 2011.", True),
        # no description before the participle, or more than a description
        ("Orrin Tools, owned by Ada Venn, opened in 2011.", False),
        ("Orrin Tools beat a firm owned by Ada Venn.", False),
        ("Orrin Tools is a rival of a firm owned by Ada Venn.", False),
        ("Orrin Tools is owned by the brother of Ada Venn.", False),
    ],
)
def test_a_reduced_participle_and_a_described_second_mention(text: str, stated: bool) -> None:
    v = judge_owned(text)
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert (support.detail.get("direction") == "forward") is stated, v.stages
    assert (v.tier == "template") is stated, v.stages
    if stated:  # the same words read the other way round
        w = judge_owned(text, subject="Ada Venn", obj="Orrin Tools")
        assert Reason.REVERSED in w.reasons, w.stages


@pytest.mark.parametrize(
    "text",
    [
        "Orrin Tools's parent is owned by Ada Venn.",
        "Orrin Tools' parent is owned by Ada Venn.",
        "Orrin Tools, whose parent is owned by Ada Venn, opened in 2011.",
    ],
)
def test_a_possessive_or_whose_makes_the_first_mention_the_owner_not_the_subject(
    text: str,
) -> None:
    v = judge_owned(text)
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert support.detail.get("stated_as") is None and v.tier != "template", v.stages


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        # a time phrase inside the link is not part of it
        ("Orrin Tools is owned since 2015 by Ada Venn.", True),
        ("Orrin Tools is owned from March 1990 by Ada Venn.", True),
        ("Orrin Tools is owned in the summer of 2019 by Ada Venn.", True),
        # an apposition on the first mention is not part of it
        ("Orrin Tools, the oldest lathe maker in Kellby, is owned by Ada Venn.", True),
        ("Orrin Tools, its rival, is owned by Ada Venn.", True),
        # an adverb in -ly between the middle's words, unless it hedges or limits
        ("Orrin Tools is wholly owned by Ada Venn.", True),
        ("Orrin Tools is nominally owned by Ada Venn.", False),
        ("Orrin Tools was formerly owned by Ada Venn.", False),
        # a year among a description's words
        ("Orrin Tools is a 1990 spin-off owned by Ada Venn.", True),
        # a possessive after the second mention: the clause is about what it owns
        ("Orrin Tools is owned by Ada Venn's family trust.", False),
        # capitalised words after an article are a name, not a description of the mention
        ("Orrin Tools is owned by The Venn Trust, Ada Venn.", False),
    ],
)
def test_what_the_link_leaves_out(text: str, stated: bool) -> None:
    v = judge_owned(text)
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert (support.detail.get("direction") == "forward") is stated, v.stages


SIBLINGS = parse_vocabulary(
    {"P3373": {"label": "sibling", "template": "{s} is a sibling of {o}", "symmetric": True,
               "phrasings": ["{s} brother of {o}"], "type_pairs": ["PER-PER"]}}
)  # fmt: skip


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("Rafe Tamm is the brother of Elias Tamm.", True),
        ("Rafe Tamm is no brother of Elias Tamm.", False),
    ],
)
def test_no_before_a_wording_states_nothing(text: str, stated: bool) -> None:
    doc = Document(doc_id="b", text=text)
    cand = Candidate(candidate_id="b", doc_id="b", subject="Rafe Tamm", predicate="sibling",
                     object="Elias Tamm", subject_type="PER", object_type="PER")  # fmt: skip
    v = Validator(SIBLINGS).validate_one(doc, cand)
    assert (v.tier == "template") is stated, v.stages


def test_a_reduced_participle_is_read_inside_its_frame() -> None:
    v = judge_owned("Orrin Tools, a firm reportedly owned by Ada Venn, opened in 2011.")
    assert v.decision != Decision.ACCEPT, v.stages


SPOUSES = parse_vocabulary(
    {"P26": {"label": "spouse", "template": "{s} is the spouse of {o}", "symmetric": True,
             "phrasings": ["{s} married to {o}"], "type_pairs": ["PER-PER"]}}
)  # fmt: skip


@pytest.mark.parametrize(
    "text", ["Ada Venn is married to Orrin Hale.", "Orrin Hale is married to Ada Venn."]
)
def test_a_symmetric_predicate_stated_either_way_round_is_stated(text: str) -> None:
    doc = Document(doc_id="m", text=text)
    cand = Candidate(candidate_id="m", doc_id="m", subject="Ada Venn", predicate="spouse",
                     object="Orrin Hale", subject_type="PER", object_type="PER")  # fmt: skip
    v = Validator(SPOUSES).validate_one(doc, cand)
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    assert Reason.REVERSED not in v.reasons
    # The feature model never read a symmetric predicate's direction.
    assert v.features["template_forward"] == 0.0


# -- quotes: located, never scored -------------------------------------------------------------
def test_quote_of_non_contiguous_sentences_is_located() -> None:
    text = "Bee is a paper in the U.S. It is sold in Reno. The Bee is owned by Aster Holdings."
    doc = Document(doc_id="q", text=text)
    quote = "Bee is a paper in the U.S. The Bee is owned by Aster Holdings."
    cand = Candidate(candidate_id="q", doc_id="q", subject="Bee", predicate="acquired by",
                     object="Aster Holdings", subject_type="ORG", object_type="ORG",
                     evidence=quote)  # fmt: skip
    v = Validator(VOCAB).validate_one(doc, cand)
    assert Reason.EVIDENCE_NOT_VERBATIM not in v.reasons
    assert v.evidence_start == 0 and v.evidence_end == len(text)


def test_a_quote_changes_no_decision_and_no_score() -> None:
    with_quote = judge("Aster", "acquired", "Beacon", evidence="Aster acquired Beacon in 2019.")
    without = judge("Aster", "acquired", "Beacon")
    assert with_quote.decision == without.decision
    assert with_quote.confidence == without.confidence
    scored = {k: v for k, v in with_quote.features.items() if not k.startswith("quote_")}
    assert scored == without.features


# -- entities that share a name ----------------------------------------------------------------
def test_homonyms_of_different_types_are_not_ambiguous() -> None:
    entities = [
        {"entity_id": 0, "name": "Paris", "type": "PER", "aliases": ["Paris"]},
        {"entity_id": 1, "name": "Paris", "type": "LOC", "aliases": ["Paris"]},
        {"entity_id": 2, "name": "Jane Roe", "type": "PER", "aliases": ["Jane Roe"]},
    ]
    doc = Document(doc_id="h", text="Jane Roe was born in Paris.", entities=entities)
    cand = Candidate(candidate_id="h", doc_id="h", subject="Jane Roe", predicate="place of birth",
                     object="Paris", subject_type="PER", object_type="LOC")  # fmt: skip
    assert Reason.AMBIGUOUS_ENTITY not in Validator(VOCAB).validate_one(doc, cand).reasons
    twins = [*entities[1:], {"entity_id": 3, "name": "Paris", "type": "LOC", "aliases": ["Paris"]}]
    doc2 = Document(doc_id="h", text="Jane Roe was born in Paris.", entities=twins)
    assert Reason.AMBIGUOUS_ENTITY in Validator(VOCAB).validate_one(doc2, cand).reasons
