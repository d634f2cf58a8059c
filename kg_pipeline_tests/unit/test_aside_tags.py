"""A hedge or hearsay tag set off between two commas after the clause frames it as the
sentence's last segment does ("X worked at Y, critics allege, and left in 2001"); an aside that
opens with an article describes the second mention, and a place or a speaker's "she said" frames
nothing (docs/validation_trials.md, "On trial: a hedge or hearsay tag set off between commas")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

judge = demo_judge({"Oriel Fenwick": "PER", "Quist Marine": "ORG"})
EMPLOYER = ("Oriel Fenwick", "employer", "Quist Marine")


@pytest.mark.parametrize(
    "text",
    [
        "Oriel Fenwick worked at Quist Marine, critics allege, and left in 2001.",
        "Oriel Fenwick worked at Quist Marine, it is said, until 2001.",
        '"Oriel Fenwick worked at Quist Marine, it was claimed," she said.',
        "Oriel Fenwick worked at Quist Marine, locals say, for most of the 1990s.",
    ],
)
def test_a_tag_between_commas_frames_the_clause(text: str) -> None:
    v = judge(text, *EMPLOYER)
    assert v.decision != Decision.ACCEPT
    assert Reason.EMBEDDED_CLAIM in v.reasons


@pytest.mark.parametrize(
    "text",
    [
        "Oriel Fenwick worked at Quist Marine, a firm rumoured to be for sale, until 2001.",
        "Oriel Fenwick worked at Quist Marine, in Harrow, until 2001.",
        "Oriel Fenwick worked at Quist Marine, she said, until 2001.",
    ],
)
def test_other_asides_frame_nothing(text: str) -> None:
    assert_accepted_forward(judge(text, *EMPLOYER))
