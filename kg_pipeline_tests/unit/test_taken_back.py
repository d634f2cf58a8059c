"""A later clause that takes the statement back. The writer states "X is owned by Y" and then
turns it into a promise (", or will once the paperwork clears"), someone's fear or guess (", the
unions fear"), or a statement someone denies or calls false (", which both firms deny",
"-- a claim both firms deny", ", which is untrue"). "All but signed" is a near miss. Each
sentence has a twin that must still be accepted: a relative clause on the object (", which
employs 300 people", ", which denies any wrongdoing"), and an attribution the writer repeats
(", the company said"; ", as the club had hoped" says that it came about), and a clause
after a later break, which takes back something else. A hedge or hearsay tag standing alone
after the clause (", seemingly.", ", on paper.", ", by all accounts.") frames it too; a hedge word
that opens a longer segment (", likely buyers of ...") does not."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason, Verdict
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P127": {"label": "owned by", "template": "{s} is owned by {o}",
                 "phrasings": ["{s} owned by {o}", "{o} bought {s}"], "type_pairs": ["ORG-ORG"]},
        "P54": {"label": "member of sports team", "template": "{s} plays for {o}",
                "phrasings": ["{s} signed for {o}", "{s} joined {o}"], "type_pairs": ["PER-ORG"]},
    }
)  # fmt: skip
TYPES = {
    "Kessick Freight": "ORG", "Greywick Holdings": "ORG", "Tobiah Renshaw": "PER",
    "Sallow Athletic": "ORG",
}  # fmt: skip


def owned(text: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, "Kessick Freight", "owned by", "Greywick Holdings")


def signed(text: str) -> Verdict:
    return judge_sentence(
        VOCAB, TYPES, text, "Tobiah Renshaw", "member of sports team", "Sallow Athletic"
    )


@pytest.mark.parametrize(
    ("text", "frame"),
    [
        ("Kessick Freight is owned by Greywick Holdings, or soon will be.", "future"),
        (
            "Kessick Freight is owned by Greywick Holdings -- or will be, once regulators agree.",
            "future",
        ),
        ("Kessick Freight is owned by Greywick Holdings, the unions fear.", "report"),
        ("Kessick Freight is owned by Greywick Holdings, shareholders hoped.", "report"),
        ("Kessick Freight is owned by Greywick Holdings, many suspect.", "report"),
        ("Kessick Freight is owned by Greywick Holdings, which both firms deny.", "denial"),
        ("Kessick Freight is owned by Greywick Holdings, which Greywick has denied.", "denial"),
        ("Kessick Freight is owned by Greywick Holdings, which is untrue.", "denial"),
        ("Kessick Freight is owned by Greywick Holdings -- a claim both firms deny.", "allegation"),
        ("Kessick Freight is owned by Greywick Holdings — a claim both firms deny.", "allegation"),
    ],
)
def test_a_later_clause_that_takes_the_statement_back_frames_it(text: str, frame: str) -> None:
    v = owned(text)
    assert v.decision == Decision.REVIEW and Reason.EMBEDDED_CLAIM in v.reasons, v.stages
    assert support_detail(v, "frame") == frame, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Tobiah Renshaw has signed for Sallow Athletic, or will do once the league approves it.",
        "Tobiah Renshaw signed for Sallow Athletic -- or will, once his medical is done.",
    ],
)
def test_a_signing_corrected_into_a_promise_is_not_accepted(text: str) -> None:
    v = signed(text)
    assert v.decision == Decision.REVIEW and support_detail(v, "frame") == "future", v.stages


def test_all_but_signed_is_a_near_miss() -> None:
    v = signed("Tobiah Renshaw all but signed for Sallow Athletic in August.")
    assert v.decision == Decision.REJECT and Reason.NEGATED in v.reasons, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Kessick Freight is owned by Greywick Holdings, which employs 300 people.",
        "Kessick Freight is owned by Greywick Holdings, which denies any wrongdoing.",
        "Kessick Freight is owned by Greywick Holdings, the company said.",
        "Kessick Freight is owned by Greywick Holdings, as the unions had hoped.",
        "Kessick Freight is owned by Greywick Holdings, which will close the depot.",
        "Kessick Freight is owned by Greywick Holdings; a rival said pay would fall, which the "
        "firm denies.",
        "Kessick Freight is owned by Greywick Holdings and has a depot in Harl, which is wrong "
        "about nothing.",
    ],
)
def test_a_clause_on_the_object_or_a_repeated_attribution_leaves_it_stated(text: str) -> None:
    v = owned(text)
    assert v.decision == Decision.ACCEPT, v.stages


def test_all_but_one_player_is_no_near_miss() -> None:
    v = signed("Tobiah Renshaw, like all but one of the squad, signed for Sallow Athletic.")
    assert Reason.NEGATED not in v.reasons, v.stages


@pytest.mark.parametrize(
    ("tag", "frame"),
    [
        ("seemingly", "modal"),
        ("most likely", "modal"),
        ("in all likelihood", "modal"),
        ("for all we know", "modal"),
        ("on paper", "modal"),
        ("in name only", "modal"),
        ("it is said", "report"),
        ("so they say", "report"),
        ("by all accounts", "report"),
    ],
)
def test_a_hedge_or_hearsay_standing_alone_after_the_clause_frames_it(tag: str, frame: str) -> None:
    v = owned(f"Kessick Freight is owned by Greywick Holdings, {tag}.")
    assert v.decision == Decision.REVIEW, v.stages
    assert support_detail(v, "frame") == frame, v.stages


@pytest.mark.parametrize(
    "text",
    [
        # a hedge word opening a longer segment
        "Kessick Freight is owned by Greywick Holdings, likely buyers of the Harl depot.",
        # tags left asserted by choice (docs/validation_trials.md)
        "Kessick Freight is owned by Greywick Holdings, officially.",
        "Kessick Freight is owned by Greywick Holdings, it was confirmed.",
    ],
)
def test_a_hedge_in_a_longer_segment_or_an_asserting_tag_frames_nothing(text: str) -> None:
    assert owned(text).decision == Decision.ACCEPT, owned(text).stages


@pytest.mark.parametrize(
    ("text", "frame"),
    [
        ("Kessick Freight is owned by Greywick Holdings, it is rumoured.", "rumour"),
        (
            "Kessick Freight is owned by Greywick Holdings, a link that remains unconfirmed.",
            "rumour",
        ),
        (
            "Kessick Freight is owned by Greywick Holdings, a link that is alleged by the unions.",
            "allegation",
        ),
        (
            "Kessick Freight is owned by Greywick Holdings, a link that was denied on Friday.",
            "denial",
        ),
    ],
)
def test_a_predicate_judging_the_clause_names_what_it_calls_it(text: str, frame: str) -> None:
    v = owned(text)
    assert v.decision == Decision.REVIEW and Reason.EMBEDDED_CLAIM in v.reasons, v.stages
    assert support_detail(v, "frame") == frame, v.stages
