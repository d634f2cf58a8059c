"""A relative clause on the first mention is the writer's, whatever frames the clause around it
(docs/validation_trials.md, "a relative clause on the first mention is the writer's"): council
minutes' "The clerk reported that the trustees of X, which was founded by Y, had given notice"
state who founded X. The relative clause's own hedge still holds it, and an apposition after a
comma may be a verb's second object ("offered X, the chair of Y"), so the frame before it
still governs it."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

judge = demo_judge(
    {"Orsby Institute": "ORG", "Ada Reyl": "PER", "Pellam Bank": "ORG", "Greyfen Foods": "ORG"}
)


@pytest.mark.parametrize(
    ("text", "s", "p", "o"),
    [
        ("The clerk reported that the trustees of the Orsby Institute, which was founded by Ada "
         "Reyl, had given notice.", "Orsby Institute", "founded by", "Ada Reyl"),
        ("Members asked whether Greyfen Foods, which is owned by Pellam Bank, would close the "
         "mill.", "Greyfen Foods", "owned by", "Pellam Bank"),
    ],
)  # fmt: skip
def test_a_relative_clause_inside_a_framed_sentence_is_stated(
    text: str, s: str, p: str, o: str
) -> None:
    assert_accepted_forward(judge(text, s, p, o))


@pytest.mark.parametrize(
    ("text", "s", "p", "o"),
    [
        # the relative clause's own hedge
        ("The clerk reported that Greyfen Foods, which is said to be owned by Pellam Bank, had "
         "closed.", "Greyfen Foods", "owned by", "Pellam Bank"),
        # an apposition that is the offer's second object
        ("She said she had offered Ada Reyl, the chair of the Orsby Institute, a post.",
         "Orsby Institute", "chairperson", "Ada Reyl"),
    ],
)  # fmt: skip
def test_what_frames_the_relative_clause_or_an_apposition_still_holds(
    text: str, s: str, p: str, o: str
) -> None:
    v = judge(text, s, p, o)
    assert v.decision != Decision.ACCEPT, v.stages
    assert Reason.EMBEDDED_CLAIM in v.reasons or Reason.SPECULATIVE in v.reasons, v.reasons
