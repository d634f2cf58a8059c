"""A sentence written inside parentheses (a correction note, an editor's aside) is read as any
sentence: its frame words count when the parenthesis holds both mentions, while a parenthesis
beside the clause is still an aside (docs/validation_trials.md, "The seventy-ninth batch's
accept")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason, Verdict
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

TYPES = {"Oriel Fenwick": "PER", "Quist Marine": "ORG"}

_judge = demo_judge(TYPES)


def judge(text: str) -> Verdict:
    return _judge(text, "Oriel Fenwick", "employer", "Quist Marine")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("(Corrects second paragraph: an earlier version of this story said wrongly that Oriel"
         " Fenwick had worked at Quist Marine.)", Reason.EMBEDDED_CLAIM),
        ("(Oriel Fenwick never worked at Quist Marine.)", Reason.NEGATED),
        ("(Rumour has it that Oriel Fenwick worked at Quist Marine.)", Reason.EMBEDDED_CLAIM),
    ],
)  # fmt: skip
def test_a_framed_clause_inside_parentheses_is_not_accepted(text: str, reason: Reason) -> None:
    v = judge(text)
    assert v.decision != Decision.ACCEPT
    assert reason in v.reasons


@pytest.mark.parametrize(
    "text",
    [
        "(Oriel Fenwick worked at Quist Marine from 1990 to 2001.)",
        "Brannock named a new chief. (Oriel Fenwick worked at Quist Marine until May.) She"
        " starts in June.",
        # an aside beside the clause is still no cue: its "not" and "said" are about a yard
        "Oriel Fenwick worked at Quist Marine (not, as often said, at Tarn Yard) for thirty years.",
    ],
)
def test_a_plain_clause_inside_or_beside_parentheses_is_accepted(text: str) -> None:
    assert_accepted_forward(judge(text))
