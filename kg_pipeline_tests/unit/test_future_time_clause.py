"""A time clause in the present tense is a future (docs/validation_trials.md, '"before X becomes
part of Y" is a future'): "before", "until" or "till" opening the clause, its verb in the present,
frames it (review); the same clause in the past narrates what happened."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import demo_judge

judge = demo_judge(
    {"Orrin Smokehouse": "ORG", "Dunmore Retail Group": "ORG", "Tomas Reyl": "PER",
     "Harrow Athletic": "ORG"}
)  # fmt: skip

PARENT = ("Orrin Smokehouse", "parent organization", "Dunmore Retail Group")
TEAM = ("Tomas Reyl", "member of sports team", "Harrow Athletic")

TO_COME = [
    ("The deal still needs clearance from the regulator before the Orrin Smokehouse becomes "
     "part of Dunmore Retail Group.", PARENT),
    ("Nothing is settled until Tomas Reyl signs for Harrow Athletic.", TEAM),
    ("The paperwork must be filed till Tomas Reyl formally joins Harrow Athletic.", TEAM),
]  # fmt: skip

NARRATED = [
    ("The family ran it for decades before the Orrin Smokehouse became part of Dunmore Retail "
     "Group.", PARENT),
    ("He trained with them for a month before Tomas Reyl signed for Harrow Athletic.", TEAM),
]  # fmt: skip


@pytest.mark.parametrize(("text", "triple"), TO_COME)
def test_a_present_tense_time_clause_is_held_as_a_future(
    text: str, triple: tuple[str, str, str]
) -> None:
    v = judge(text, *triple)
    assert v.decision == Decision.REVIEW and Reason.EMBEDDED_CLAIM in v.reasons, v.stages


@pytest.mark.parametrize(("text", "triple"), NARRATED)
def test_a_past_tense_time_clause_is_narrated(text: str, triple: tuple[str, str, str]) -> None:
    v = judge(text, *triple)
    assert v.decision == Decision.ACCEPT, v.stages
