""" "As if" compares a manner and sets no condition, and a fronted participle may name its agent
with an article and a description ("Founded in 1887 by the wool merchant Y, X ..."); a real
condition, a frame before the participle and a participle that only describes someone else are
still not accepted (docs/validation_trials.md, "On trial: 'as if' is no condition, and a
fronted participle's described agent")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

TYPES = {
    "Salt Orchard": "MISC", "Nadia Ferreol": "PER", "Brightwater Mills": "ORG",
    "Tobias Renwick": "PER", "Lakeline Ferries": "ORG", "Quayle Trust": "ORG",
}  # fmt: skip
DIRECTOR = ("Salt Orchard", "director", "Nadia Ferreol")
FOUNDER = ("Brightwater Mills", "founded by", "Tobias Renwick")
OWNER = ("Lakeline Ferries", "owned by", "Quayle Trust")

judge = demo_judge(TYPES)


@pytest.mark.parametrize(
    ("text", "triple"),
    [
        ("Nadia Ferreol directed Salt Orchard as if she had all the time in the world.",
         DIRECTOR),
        ("Founded in 1887 by the wool merchant Tobias Renwick, Brightwater Mills employs 600"
         " people.", FOUNDER),
        ("Owned by the Quayle Trust, Lakeline Ferries runs two boats on the lake.", OWNER),
    ],
)  # fmt: skip
def test_accepted(text: str, triple: tuple[str, str, str]) -> None:
    assert_accepted_forward(judge(text, *triple))


@pytest.mark.parametrize(
    ("text", "triple", "reason"),
    [
        ("Nadia Ferreol will direct Salt Orchard if the money comes through.", DIRECTOR,
         Reason.CONDITIONAL),
        ("Nadia Ferreol directed Salt Orchard, if the credits are to be believed.", DIRECTOR,
         Reason.CONDITIONAL),
    ],
)  # fmt: skip
def test_not_accepted(text: str, triple: tuple[str, str, str], reason: Reason) -> None:
    v = judge(text, *triple)
    assert v.decision != Decision.ACCEPT
    assert reason in v.reasons


@pytest.mark.parametrize(
    "text",
    [
        # words that are not a description stand between the participle and the name
        "Owned by the same family as the Quayle Trust, Lakeline Ferries runs two boats.",
        # a hedge before the participle
        "Reportedly owned by the Quayle Trust, Lakeline Ferries runs two boats on the lake.",
    ],
)
def test_only_a_participle_and_a_described_agent_are_read(text: str) -> None:
    assert judge(text, *OWNER).decision != Decision.ACCEPT
