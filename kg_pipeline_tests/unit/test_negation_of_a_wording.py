"""A negation rejects only a wording it negates (docs/validation_trials.md, "A negation rejects
only a wording it negates"). When no word of the predicate's wordings links the two mentions, the
negation denies something else about them and the candidate goes to a person
(`NEGATION_NEARBY`, never accepted); a wording negated, in any tense, rejects."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import demo_judge

judge = demo_judge(
    {
        "Tomas Reyl": "PER", "Harrow Athletic": "ORG", "Civic Party": "ORG", "Ostmere": "LOC",
        "Pellam Bank": "ORG", "Greyfen Foods": "ORG", "Brask": "LOC",
    }
)  # fmt: skip

OTHER_CLAUSE = [
    # the negation is of a term sought, a prison stormed, a view held: not of the relation
    ("Tomas Reyl did not seek a second term in the Civic Party primary.",
     "Tomas Reyl", "member of political party", "Civic Party"),
    ("Pellam Bank was not stormed by depositors after the crash of 1931 in Brask.",
     "Pellam Bank", "country", "Brask"),
    ("Tomas Reyl, who does not regard himself as a Harrow Athletic man, left after a year.",
     "Tomas Reyl", "member of sports team", "Harrow Athletic"),
]  # fmt: skip

NEGATED_WORDING = [
    ("Tomas Reyl never played for Harrow Athletic.",
     "Tomas Reyl", "member of sports team", "Harrow Athletic"),
    ("Tomas Reyl did not play for Harrow Athletic.",
     "Tomas Reyl", "member of sports team", "Harrow Athletic"),
    ("Tomas Reyl is not a member of the Civic Party.",
     "Tomas Reyl", "member of political party", "Civic Party"),
    ("Pellam Bank does not own Greyfen Foods.", "Greyfen Foods", "owned by", "Pellam Bank"),
    ("Greyfen Foods is not owned by Pellam Bank.", "Greyfen Foods", "owned by", "Pellam Bank"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "s", "p", "o"), OTHER_CLAUSE)
def test_a_negation_of_another_clause_goes_to_review(text: str, s: str, p: str, o: str) -> None:
    v = judge(text, s, p, o)
    assert v.decision == Decision.REVIEW and Reason.NEGATION_NEARBY in v.reasons, v.stages
    assert Reason.NEGATED not in v.reasons


@pytest.mark.parametrize(("text", "s", "p", "o"), NEGATED_WORDING)
def test_a_negated_wording_rejects(text: str, s: str, p: str, o: str) -> None:
    v = judge(text, s, p, o)
    assert v.decision == Decision.REJECT and Reason.NEGATED in v.reasons, v.stages
