"""A verb of taking office links a name to its title as "is" does ("X was sworn in as mayor of
Y", "X took over as chairwoman of Y"), and the demo vocabulary's wordings of the same trial
(joining a team, a composer's score, a screenplay, a "-born" birthplace, a sequel that
"follows", a place "governed by" its council); the same words framed, negated or reversed are
not accepted (docs/validation_trials.md, "On trial: taking office as a title, and joining")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

TYPES = {
    "Edith Marrow": "PER", "Harrowdene": "LOC", "Ludmila Fark": "PER",
    "Ostrevian Competition Authority": "ORG", "Corin Vell": "PER", "Pellam Works": "ORG",
    "Tomas Reddle": "PER", "Brackwater Athletic": "ORG", "Low Tide": "MISC",
    "Ines Varro": "PER", "Osterlind": "LOC", "The Salt Ledger": "MISC", "Ferrymen": "MISC",
    "Lunmoor": "LOC", "Lunmoor County Council": "ORG",
}  # fmt: skip
MAYOR = ("Harrowdene", "head of government", "Edith Marrow")

judge = demo_judge(TYPES)


@pytest.mark.parametrize(
    "text",
    [
        "Edith Marrow was sworn in as mayor of Harrowdene on Tuesday night.",
        "Edith Marrow was returned as Mayor of Harrowdene in the early hours of Friday.",
        "Edith Marrow was sworn in on Monday as mayor of Harrowdene.",
        "Edith Marrow, who was re-elected as mayor of Harrowdene in May, opened the depot.",
    ],
)
def test_a_title_taken_up_is_held(text: str) -> None:
    assert_accepted_forward(judge(text, *MAYOR))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Edith Marrow will be sworn in as mayor of Harrowdene on Tuesday.",
         Reason.EMBEDDED_CLAIM),
        ("Edith Marrow was not returned as mayor of Harrowdene.", Reason.NEGATED),
        ("Edith Marrow is expected to be sworn in as mayor of Harrowdene.", Reason.SPECULATIVE),
        ("If Edith Marrow is returned as mayor of Harrowdene, the depot will close.",
         Reason.CONDITIONAL),
    ],
)  # fmt: skip
def test_a_title_not_yet_or_never_taken_up_is_not_accepted(text: str, reason: Reason) -> None:
    v = judge(text, *MAYOR)
    assert v.decision != Decision.ACCEPT
    assert reason in v.reasons


def test_taking_over_as_a_chair_or_a_role() -> None:
    assert_accepted_forward(judge(
        "Ludmila Fark, who took over as chairwoman of the Ostrevian Competition Authority on"
        " 1 March, spoke first.", "Ostrevian Competition Authority", "chairperson", "Ludmila Fark"
    ))  # fmt: skip
    assert_accepted_forward(judge(
        "Corin Vell took over as chief executive of Pellam Works in May.", "Corin Vell",
        "employer", "Pellam Works",
    ))  # fmt: skip
    hoped = judge("Corin Vell hopes to take over as chief executive of Pellam Works in May.",
                  "Corin Vell", "employer", "Pellam Works")  # fmt: skip
    assert hoped.decision != Decision.ACCEPT


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("Tomas Reddle joined Brackwater Athletic on a two-year contract in July.",
         "Tomas Reddle", "member of sports team", "Brackwater Athletic"),
        ("Ines Varro's score for Low Tide was recorded in a single week.", "Low Tide",
         "composer", "Ines Varro"),
        ("Ines Varro's screenplay for Low Tide won the festival prize.", "Low Tide",
         "screenwriter", "Ines Varro"),
        ("The Osterlind-born Ines Varro trained as an architect.", "Ines Varro",
         "place of birth", "Osterlind"),
        ("The Salt Ledger follows Ferrymen, her debut.", "The Salt Ledger", "follows",
         "Ferrymen"),
        ("Lunmoor is governed by Lunmoor County Council, which meets at Shire Hall.", "Lunmoor",
         "legislative body", "Lunmoor County Council"),
    ],
)  # fmt: skip
def test_the_trial_s_demo_wordings(text: str, subject: str, predicate: str, obj: str) -> None:
    assert_accepted_forward(judge(text, subject, predicate, obj))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Tomas Reddle almost joined Brackwater Athletic in July.", Reason.NEGATED),
        ("Tomas Reddle would have joined Brackwater Athletic had the fee been lower.",
         Reason.EMBEDDED_CLAIM),
        ("Tomas Reddle is expected to join Brackwater Athletic in July.", Reason.SPECULATIVE),
    ],
)  # fmt: skip
def test_joining_framed_is_not_accepted(text: str, reason: Reason) -> None:
    v = judge(text, "Tomas Reddle", "member of sports team", "Brackwater Athletic")
    assert v.decision != Decision.ACCEPT
    assert reason in v.reasons


def test_a_team_that_joined_a_player_is_reversed() -> None:
    v = judge("Brackwater Athletic joined Tomas Reddle in July.", "Tomas Reddle",
              "member of sports team", "Brackwater Athletic")  # fmt: skip
    assert v.decision == Decision.REJECT
    assert Reason.REVERSED in v.reasons
