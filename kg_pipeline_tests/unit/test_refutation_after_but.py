"""A next clause that calls the one before false withholds it after ", but" as after a
semicolon, a colon or a dash (docs/validation_trials.md, "a refutation after ', but'"): the
ninety-ninth blind batch's "X's pleadings name Y as the owner of Z, but that is mistaken"."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import demo_judge

judge = demo_judge({"Kessick Athletic": "ORG", "Ruud Amsel": "PER"})


@pytest.mark.parametrize(
    "text",
    [
        "The pleadings name Ruud Amsel as the owner of Kessick Athletic, but that is mistaken: "
        "the club has been owned by a trust since 2016.",
        "Ruud Amsel owns Kessick Athletic, but this proved untrue.",
        "Ruud Amsel owns Kessick Athletic; that is wrong.",
    ],
)
def test_a_clause_called_false_by_the_next_is_not_accepted(text: str) -> None:
    v = judge(text, "Kessick Athletic", "owned by", "Ruud Amsel")
    assert v.decision != Decision.ACCEPT, v.stages
    assert Reason.EMBEDDED_CLAIM in v.reasons


@pytest.mark.parametrize(
    "text",
    [
        "Ruud Amsel owns Kessick Athletic, but that is not the whole story.",
        "Ruud Amsel owns Kessick Athletic, but the ground is leased.",
    ],
)
def test_a_next_clause_that_calls_nothing_false_leaves_it(text: str) -> None:
    v = judge(text, "Kessick Athletic", "owned by", "Ruud Amsel")
    assert v.decision == Decision.ACCEPT, v.stages
