"""A nomination is not an award, a proposal word governs the object of its infinitive ("intends
to enter the X"), and the verb right after the subject of a relative clause on the first
mention is the relation's ("X, which Y is to publish"): each records its frame, so that no
reader's score can accept it; the plain twins are accepted, and a "would" later in the relative
clause frames nothing (docs/validation_trials.md, "On trial: a nomination, an intention over the
mention, a relative clause's future")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

TYPES = {
    "Brackmere Swifts": "ORG", "Marrowdale League": "ORG", "Ludo Benbrook": "PER",
    "Civic Medal": "MISC", "Winter Ledger": "MISC", "Quillfeather Press": "ORG",
    "Salt Orchard": "MISC", "Ines Valcourt": "PER",
}  # fmt: skip
AWARD = ("Ludo Benbrook", "award received", "Civic Medal")
LEAGUE = ("Brackmere Swifts", "league", "Marrowdale League")
PUBLISHER = ("Winter Ledger", "publisher", "Quillfeather Press")

judge = demo_judge(TYPES)


@pytest.mark.parametrize(
    ("text", "triple"),
    [
        ("The committee has nominated Ludo Benbrook for the Civic Medal.", AWARD),
        ("Ludo Benbrook was nominated for the Civic Medal.", AWARD),
        ("Ludo Benbrook, shortlisted for the Civic Medal, spoke first.", AWARD),
        ("The board intends to enter the Brackmere Swifts in the Marrowdale League.", LEAGUE),
        ("The board intends to enter the club's new women's side, the Brackmere Swifts, in the"
         " Marrowdale League next season.", LEAGUE),
        ("Her novel, Winter Ledger, which Quillfeather Press is to publish in May, is set in"
         " Kell.", PUBLISHER),
        ("Her novel, Winter Ledger, which Quillfeather Press will publish in May, is set in Kell.",
         PUBLISHER),
    ],
)  # fmt: skip
def test_the_frame_is_recorded(text: str, triple: tuple[str, str, str]) -> None:
    v = judge(text, *triple)
    assert v.decision != Decision.ACCEPT
    assert Reason.EMBEDDED_CLAIM in v.reasons, v.stages


@pytest.mark.parametrize(
    ("text", "triple"),
    [
        ("Ludo Benbrook received the Civic Medal.", AWARD),
        ("The Brackmere Swifts play in the Marrowdale League.", LEAGUE),
        ("Her novel, Winter Ledger, which Quillfeather Press published in May, is set in Kell.",
         PUBLISHER),
        ("Salt Orchard, which Ines Valcourt directed on a budget most television dramas would"
         " sniff at, is the best film of the year.", ("Salt Orchard", "director", "Ines Valcourt")),
    ],
)  # fmt: skip
def test_the_plain_twins_are_accepted(text: str, triple: tuple[str, str, str]) -> None:
    assert_accepted_forward(judge(text, *triple))
