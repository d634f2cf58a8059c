"""A negation before ", and its ..." or ", and <past verb>" governs its own clause or verb
phrase (docs/validation_trials.md, "a negation before ', and its ...' governs its own clause" and
"... ', and <past verb>' governs its own verb phrase"): the second one states the relation
unnegated; a negation inside it still rejects."""

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


# A second verb phrase after ", and" (a past verb in "-ed"): docs/validation_trials.md, "a
# negation before ', and <past verb>' governs its own verb phrase".
judge_dates = demo_judge({"Tomas Reyl": "PER", "Brask": "LOC", "1884": "TIME"})

SECOND_VERB = [
    ("Tomas Reyl never returned to the game, and died in 1884.", "date of death", "1884"),
    ("Tomas Reyl never played again, and died in Brask.", "place of death", "Brask"),
]
NEGATED_VERB = [
    ("Tomas Reyl returned to the game, and never died in 1884.", "date of death", "1884"),
    ("Tomas Reyl did not die in Brask.", "place of death", "Brask"),
]


@pytest.mark.parametrize(("text", "p", "o"), SECOND_VERB)
def test_a_negation_of_the_first_verb_does_not_reach_the_second(text: str, p: str, o: str) -> None:
    v = judge_dates(text, "Tomas Reyl", p, o)
    assert Reason.NEGATED not in v.reasons and v.decision != Decision.REJECT, v.stages


@pytest.mark.parametrize(("text", "p", "o"), NEGATED_VERB)
def test_a_negated_second_verb_still_rejects(text: str, p: str, o: str) -> None:
    v = judge_dates(text, "Tomas Reyl", p, o)
    assert v.decision == Decision.REJECT and Reason.NEGATED in v.reasons, v.stages
