"""A nationality right before a person's role and name states their citizenship
(docs/validation_trials.md, "a nationality before a person's role and name"): "a mixtape by
Canadian rapper Drake", as the first sentence's "X is a Y footballer" does."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Verdict
from kg_pipeline.core.validation.stages.support import NATIONALITY_BEFORE_NAME
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P27": {"label": "country of citizenship", "template": "{s} is a citizen of {o}",
                "type_pairs": ["PER-LOC"]},
        "P17": {"label": "country", "template": "{s} is in the country {o}",
                "type_pairs": ["ORG-LOC"]},
    }
)  # fmt: skip
TYPES = {"Ada Quellin": "PER", "Ernst Varl": "PER", "Orsby Mills": "ORG", "Valdorian": "LOC",
         "Kestish": "LOC", "Hungarian": "LOC", "Michigan": "LOC", "Texan": "LOC",
         "Kellby": "LOC"}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("The tour was a mixtape by Valdorian rapper Ada Quellin and a friend.", "Valdorian"),
        ("The club signed the Hungarian footballer Ada Quellin in May.", "Hungarian"),
        ("It was sung by Kestish singer and actress Ada Quellin.", "Kestish"),
        ("The record label signed Valdorian dance-pop singer Ada Quellin.", "Valdorian"),
        ("The album is by the Valdorian recording artist Ada Quellin.", "Valdorian"),
    ],
)  # fmt: skip
def test_a_nationality_before_a_role_and_name_states_a_citizenship(text: str, obj: str) -> None:
    v = judge(text, "Ada Quellin", "country of citizenship", obj)
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == NATIONALITY_BEFORE_NAME


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        # the work is the nation's, not the person
        ("It is a Valdorian film starring Ada Quellin and Ernst Varl.", "Valdorian"),
        ("It is a Valdorian team coached by Ada Quellin.", "Valdorian"),
        # a hedge, a possessive, a comma, another name between
        ("Police named the alleged Valdorian spy Ada Quellin.", "Valdorian"),
        ("The Valdorian team's coach Ada Quellin resigned.", "Valdorian"),
        ("The first Valdorian astronaut, Ada Quellin, flew in 1961.", "Valdorian"),
        ("A Valdorian rapper Ernst Varl and Ada Quellin met.", "Valdorian"),
        # a region, not a country
        ("The Michigan senator Ada Quellin spoke.", "Michigan"),
        ("The Texan painter Ada Quellin died.", "Texan"),
        ("The Kellby poet Ada Quellin died.", "Kellby"),
        # the subject before the nationality
        ("Ada Quellin met the Valdorian rapper Ernst Varl.", "Valdorian"),
    ],
)  # fmt: skip
def test_what_does_not_state_a_citizenship(text: str, obj: str) -> None:
    v = judge(text, "Ada Quellin", "country of citizenship", obj)
    assert support_detail(v, "stated_as") != NATIONALITY_BEFORE_NAME
    assert v.decision != Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "It was not a mixtape by Valdorian rapper Ada Quellin.",
        "Critics claim the mixtape was by Valdorian rapper Ada Quellin.",
        "If the mixtape is by Valdorian rapper Ada Quellin, it will sell.",
    ],
)
def test_a_framed_nationality_is_not_accepted(text: str) -> None:
    assert judge(text, "Ada Quellin", "country of citizenship", "Valdorian").decision != (
        Decision.ACCEPT
    )


def test_only_a_predicate_that_declares_a_nationality_reads_it() -> None:
    v = judge("It was built by Valdorian textile maker Orsby Mills.", "Orsby Mills", "country",
              "Valdorian")  # fmt: skip
    assert support_detail(v, "stated_as") != NATIONALITY_BEFORE_NAME
