"""A pronoun or a name right after an unclosed comma is the verb's own subject, not the first
mention's (docs/validation_trials.md, "A pronoun or a name right after an unclosed comma is a new
subject"): "After meeting X, Phillips wrote Y" does not state that X wrote Y. An apposition, a
relative clause or an adverb after the comma still links the first mention to the verb."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

judge = demo_judge({"Richard Nixon": "PER", "The Emerging Majority": "MISC"})

NEW_SUBJECT = [
    "While working on the campaign of Richard Nixon, Phillips wrote The Emerging Majority.",
    "After meeting Richard Nixon, Kevin Phillips wrote The Emerging Majority.",
    "After meeting Richard Nixon, he wrote The Emerging Majority.",
]
SAME_SUBJECT = [
    "Richard Nixon wrote The Emerging Majority.",
    "Richard Nixon, a lawyer, wrote The Emerging Majority.",
    "Richard Nixon, who later wrote The Emerging Majority, died in 1994.",
]


@pytest.mark.parametrize("text", NEW_SUBJECT)
def test_a_new_subject_after_a_comma_states_nothing_of_the_first_mention(text: str) -> None:
    v = judge(text, "The Emerging Majority", "author", "Richard Nixon")
    assert v.decision != Decision.ACCEPT, v.stages


@pytest.mark.parametrize("text", SAME_SUBJECT)
def test_the_first_mention_stays_the_subject_otherwise(text: str) -> None:
    assert_accepted_forward(judge(text, "The Emerging Majority", "author", "Richard Nixon"))
