"""A report noun governs its "that" clause across a participial phrase ("the story doing the
rounds in the ward that X ..."), and a next clause calls the statement false through a plural
subject ("...; they are wrong"); a later clause that calls someone else wrong, and an
attribution that keeps the statement, frame nothing (docs/validation_trials.md, "The
eighty-seventh batch's two accepts")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

judge = demo_judge({
    "Hollis Brandt": "PER", "Salt Ledger": "MISC", "Petra Holloway": "PER",
    "Kessmark Greens": "ORG",
})  # fmt: skip
PRODUCER = ("Salt Ledger", "producer", "Hollis Brandt")
PARTY = ("Petra Holloway", "member of political party", "Kessmark Greens")


@pytest.mark.parametrize(
    ("text", "triple"),
    [
        ("As for the story doing the rounds in Harbour ward that Mayor Petra Holloway is a"
         " member of the Kessmark Greens, I leave it to her to confirm or deny.", PARTY),
        ("The story going round the ward that Mayor Petra Holloway is a member of the Kessmark"
         " Greens is news to her.", PARTY),
        ("Several listings name Hollis Brandt as the producer of Salt Ledger; they are wrong.",
         PRODUCER),
        ("Old guides credit Hollis Brandt as the producer of Salt Ledger; these were mistaken.",
         PRODUCER),
    ],
)  # fmt: skip
def test_the_report_is_held(text: str, triple: tuple[str, str, str]) -> None:
    v = judge(text, *triple)
    assert v.decision != Decision.ACCEPT
    assert Reason.EMBEDDED_CLAIM in v.reasons


@pytest.mark.parametrize(
    ("text", "triple"),
    [
        ("Hollis Brandt is the producer of Salt Ledger; the critics were wrong to doubt him.",
         PRODUCER),
        ("Petra Holloway is a member of the Kessmark Greens, and has been since 2019.", PARTY),
    ],
)  # fmt: skip
def test_a_plain_statement_is_accepted(text: str, triple: tuple[str, str, str]) -> None:
    assert_accepted_forward(judge(text, *triple))
