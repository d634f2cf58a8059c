"""A denial does not reject the role that a possessive apposition names (docs/validation_trials.md,
"A denial does not reject the role that a possessive apposition names"). "Y denied a report that
its chairwoman, X, was leaving" denies the leaving and presupposes the chair: the candidate goes
to a person (`NEGATION_NEARBY`, never accepted). The pair read the other way round, a possessed
noun that is no wording of the predicate, and a negated wording still reject."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import demo_judge

judge = demo_judge(
    {
        "Pellam Bank": "ORG", "Tomas Reyl": "PER", "Ada Reyl": "PER", "Harrow Athletic": "ORG",
        "Greyfen Foods": "ORG", "Brask Courier": "ORG",
    }
)  # fmt: skip

PRESUPPOSED = [
    ("Pellam Bank denied a report that its chairwoman, Ada Reyl, was about to retire.",
     "Pellam Bank", "chairperson", "Ada Reyl"),
    ("Harrow Athletic have denied reports in the Brask Courier that their manager, Tomas Reyl, "
     "is to leave in the summer.", "Tomas Reyl", "employer", "Harrow Athletic"),
    ("Greyfen Foods denied reports that the group's chief executive, Ada Reyl, had resigned.",
     "Ada Reyl", "employer", "Greyfen Foods"),
    ("Tomas Reyl denied that he still owns Greyfen Foods, saying it had passed to his daughter, "
     "Ada Reyl, in 2021.", "Tomas Reyl", "child", "Ada Reyl"),
]  # fmt: skip

STILL_REJECTED = [
    # the pair the other way round: the daughter is not the father's parent
    ("Tomas Reyl denied that he still owns Greyfen Foods, saying it had passed to his daughter, "
     "Ada Reyl, in 2021.", "Ada Reyl", "child", "Tomas Reyl"),
    # the possessed noun is no chairperson's: what is denied is the chair
    ("Pellam Bank did not make the chairwoman's post over to its auditor, Ada Reyl.",
     "Pellam Bank", "chairperson", "Ada Reyl"),
    # no apposition: the relation itself is negated
    ("Tomas Reyl never worked for Harrow Athletic, his manager, Ada Reyl, said.",
     "Tomas Reyl", "employer", "Harrow Athletic"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "s", "p", "o"), PRESUPPOSED)
def test_a_denial_around_a_possessive_apposition_goes_to_review(
    text: str, s: str, p: str, o: str
) -> None:
    v = judge(text, s, p, o)
    assert v.decision == Decision.REVIEW and Reason.NEGATION_NEARBY in v.reasons, v.stages
    assert Reason.NEGATED not in v.reasons


@pytest.mark.parametrize(("text", "s", "p", "o"), STILL_REJECTED)
def test_other_negations_still_reject(text: str, s: str, p: str, o: str) -> None:
    v = judge(text, s, p, o)
    assert v.decision == Decision.REJECT, v.stages
