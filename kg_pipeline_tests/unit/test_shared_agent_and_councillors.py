"""Two participles that share an agent ("owned and run by Y"), a councillor's party in
parentheses ("Cllr X (Verdant Alliance)") and the demo wordings of the same trial (an owner
named as such, a league position, a completed signing, an affiliation); the same forms framed,
negated, reversed or without a councillor's title are not accepted (docs/validation_trials.md,
"On trial: two participles with one agent, a councillor's party, five wordings")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

TYPES = {
    "Lisk Haulage": "ORG", "Conrad Weth": "PER", "Anselm Prodger": "PER",
    "Verdant Alliance": "ORG", "Ambrel Wharf": "LOC", "Brannock Hydraulics": "ORG",
    "Farrowby Athletic": "ORG", "Oskeldt Combination": "ORG", "Niall Harkaway": "PER",
    "Brennock Athletic": "ORG", "Brennock Rowing Club": "ORG", "Kellmar Federation": "ORG",
}  # fmt: skip
OWNER = ("Lisk Haulage", "owned by", "Conrad Weth")
PARTY = ("Anselm Prodger", "member of political party", "Verdant Alliance")

judge = demo_judge(TYPES)


@pytest.mark.parametrize(
    ("text", "triple"),
    [
        ("Lisk Haulage, owned and run by Conrad Weth since 2009, moved to Station Yard.", OWNER),
        ("Lisk Haulage was founded and owned by Conrad Weth until 2019.", OWNER),
        ("Present: Cllr Anselm Prodger (Verdant Alliance) and six other members.", PARTY),
        ("Present: Councillor Anselm Prodger (Verdant Alliance), in the chair.", PARTY),
        ("Brannock Hydraulics, the owner of Ambrel Wharf, said work would begin soon.",
         ("Ambrel Wharf", "owned by", "Brannock Hydraulics")),
        ("Farrowby Athletic sit third in the Oskeldt Combination with six games to go.",
         ("Farrowby Athletic", "league", "Oskeldt Combination")),
        ("Brennock Athletic have completed the signing of Niall Harkaway.",
         ("Niall Harkaway", "member of sports team", "Brennock Athletic")),
        ("Brennock Rowing Club is affiliated to the Kellmar Federation.",
         ("Brennock Rowing Club", "member of", "Kellmar Federation")),
    ],
)  # fmt: skip
def test_the_new_forms_are_accepted(text: str, triple: tuple[str, str, str]) -> None:
    assert_accepted_forward(judge(text, *triple))


@pytest.mark.parametrize(
    ("text", "triple", "reason"),
    [
        ("Lisk Haulage was never owned and run by Conrad Weth.", OWNER, Reason.NEGATED),
        ("Lisk Haulage would have been owned and run by Conrad Weth had the sale gone through.",
         OWNER, Reason.EMBEDDED_CLAIM),
        ("Conrad Weth was owned and run by Lisk Haulage.", OWNER, Reason.REVERSED),
        ("Brannock Hydraulics hopes to become the owner of Ambrel Wharf.",
         ("Ambrel Wharf", "owned by", "Brannock Hydraulics"), Reason.EMBEDDED_CLAIM),
    ],
)  # fmt: skip
def test_the_same_forms_framed_are_not_accepted(
    text: str, triple: tuple[str, str, str], reason: Reason
) -> None:
    v = judge(text, *triple)
    assert v.decision != Decision.ACCEPT
    assert reason in v.reasons


def test_a_parenthesis_without_a_councillors_title_says_nothing_of_a_party() -> None:
    v = judge("Anselm Prodger (Verdant Alliance) spoke to the press.", *PARTY)
    assert v.decision != Decision.ACCEPT
