"""A nationality that opens the subject's description in the document's first sentence states a
citizenship (docs/validation_trials.md, "X is a German skeleton racer states a citizenship"). A
predicate declares it (`nationality`); a template that says "citizen" declares it by default."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, InputError, Verdict
from kg_pipeline.core.validation.stages.support import NATIONALITY
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
         "Kestish": "LOC"}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("Ada Quellin (born 13 March 1963 in Orsby) is a Valdorian skeleton racer.",
         "Ada Quellin", "Valdorian"),
        ("Ernst Varl (7 September 1722 – 28 August 1802) was a Kestish physician and chemist.",
         "Ernst Varl", "Kestish"),
        ("Ernst Varl is a former Valdorian footballer who played as a goalkeeper.",
         "Ernst Varl", "Valdorian"),
    ],
)  # fmt: skip
def test_a_nationality_opening_the_description_states_a_citizenship(
    text: str, subject: str, obj: str
) -> None:
    v = judge(text, subject, "country of citizenship", obj)
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == NATIONALITY


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # born there, not a citizen by these words
        ("Ada Quellin (born 1963) is a Valdorian-born Kestish skeleton racer.",
         "Ada Quellin", "Valdorian"),
        ("Ernst Varl is a Valdorian born, Kestish naturalised footballer.", "Ernst Varl",
         "Valdorian"),
        # not the first word of the description
        ("Ada Quellin is a skeleton racer from a Valdorian family.", "Ada Quellin", "Valdorian"),
        # not the document's first sentence
        ("The season opened in March. Ernst Varl is a Valdorian footballer.", "Ernst Varl",
         "Valdorian"),
        # not a description of the subject
        ("Ernst Varl married a Valdorian painter.", "Ernst Varl", "Valdorian"),
    ],
)  # fmt: skip
def test_what_does_not_state_a_citizenship(text: str, subject: str, obj: str) -> None:
    v = judge(text, subject, "country of citizenship", obj)
    assert support_detail(v, "stated_as") != NATIONALITY
    assert v.decision != Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Ada Quellin is not a Valdorian skeleton racer.",
        "It is alleged that Ada Quellin is a Valdorian skeleton racer.",
        "If Ada Quellin is a Valdorian skeleton racer, she may not compete.",
    ],
)
def test_a_framed_description_is_not_accepted(text: str) -> None:
    assert judge(text, "Ada Quellin", "country of citizenship", "Valdorian").decision != (
        Decision.ACCEPT
    )


def test_only_a_predicate_that_declares_it_reads_a_nationality() -> None:
    text = "Orsby Mills is a Valdorian textile maker."
    v = judge(text, "Orsby Mills", "country", "Valdorian")
    assert support_detail(v, "stated_as") != NATIONALITY


def test_a_citizen_template_declares_it_and_the_field_overrides() -> None:
    assert VOCAB.predicates["P27"].nationality is True
    assert VOCAB.predicates["P17"].nationality is False
    off = parse_vocabulary(
        {"P27": {"label": "country of citizenship", "template": "{s} is a citizen of {o}",
                 "type_pairs": ["PER-LOC"], "nationality": False}}
    )  # fmt: skip
    assert off.predicates["P27"].nationality is False
    with pytest.raises(InputError, match="nationality must be true or false"):
        parse_vocabulary(
            {"P27": {"label": "citizenship", "template": "{s} is a citizen of {o}",
                     "type_pairs": ["PER-LOC"], "nationality": "yes"}}
        )  # fmt: skip
