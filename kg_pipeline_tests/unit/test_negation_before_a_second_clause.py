"""A negation before ", and its ..." governs its own clause (docs/validation_trials.md, "a
negation before ', and its ...' governs its own clause"): the second clause, whose subject is a
possessed noun, states the relation unnegated; a negation inside that clause still rejects."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import demo_judge

judge = demo_judge({"Greyfen Foods": "ORG", "Pellam Bank": "ORG", "Brask": "LOC"})

SECOND_CLAUSE = [
    "Greyfen Foods did not cut staff numbers last year, and its head office remains in Brask.",
    "Greyfen Foods has not paid a dividend for two years, and its headquarters are in Brask.",
]

NEGATED = [
    "Greyfen Foods cut staff numbers last year, and its head office is no longer in Brask.",
    "Greyfen Foods did not cut staff numbers, and its head office is not in Brask.",
    "Greyfen Foods is not headquartered in Brask.",
]


@pytest.mark.parametrize("text", SECOND_CLAUSE)
def test_a_negation_of_the_first_clause_does_not_reach_the_second(text: str) -> None:
    v = judge(text, "Greyfen Foods", "headquarters location", "Brask")
    assert Reason.NEGATED not in v.reasons and v.decision != Decision.REJECT, v.stages


@pytest.mark.parametrize("text", NEGATED)
def test_a_negation_in_the_clause_that_states_it_still_rejects(text: str) -> None:
    v = judge(text, "Greyfen Foods", "headquarters location", "Brask")
    assert v.decision == Decision.REJECT and Reason.NEGATED in v.reasons, v.stages
