"""A second subject coordinated with the first mention ("X and Tom Wrenfield live in Y", "X and
her husband lived in Y") is skipped before the wording is read, when the first mention opens
its clause; a parent named by a possessive ("X's daughter, Y") and "the child of", also after a
birth clause ("X was born in Kellby on 12 May 2001, the son of Y")."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Verdict
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P551": {"label": "residence", "template": "{s} resides in {o}",
                 "phrasings": ["{s} lives in {o}", "{s} live in {o}", "{s} lived in {o}"],
                 "type_pairs": ["PER-LOC"]},
        "P22": {"label": "father", "template": "{o} is the father of {s}",
                "phrasings": ["{o}'s son {s}", "{o}'s daughter {s}", "{s} the child of {o}",
                              "{s} the son of {o}"],
                "type_pairs": ["PER-PER"]},
    }
)  # fmt: skip
TYPES = {"Ada Venn": "PER", "Tom Hale": "PER", "Kellby": "LOC"}


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("Ada Venn and Tom Wrenfield live in Kellby.", "Ada Venn", "residence", "Kellby"),
        ("Ada Venn and her husband lived in Kellby until 1990.", "Ada Venn", "residence",
         "Kellby"),
        ("In 1964, Ada Venn and Tom Wrenfield lived in Kellby.", "Ada Venn", "residence",
         "Kellby"),
        ("Tom Hale's daughter, Ada Venn, trained as a chemist.", "Ada Venn", "father",
         "Tom Hale"),
        ("Tom Hale's son Ada Venn trained the horses.", "Ada Venn", "father", "Tom Hale"),
        ("Ada Venn, the fifth child of Tom Hale, chaired the fund.", "Ada Venn", "father",
         "Tom Hale"),
    ],
)  # fmt: skip
def test_a_coordinated_subject_and_a_parent(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    v = judge(text, subject, predicate, obj)
    assert_accepted_forward(v)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        # the first mention is an object of the clause before; a possessive; a hedge
        ("Rovers thanked Ada Venn and Tom Wrenfield live in Kellby.", "Ada Venn", "residence",
         "Kellby"),
        ("Ada Venn and Tom Wrenfield's son live in Kellby.", "Ada Venn", "residence", "Kellby"),
        ("Ada Venn and Tom Wrenfield may live in Kellby.", "Ada Venn", "residence", "Kellby"),
        # the child is the object: "Tom Hale's son" names Tom Hale's child, not his father
        ("Ada Venn's son, Tom Hale, trained the horses.", "Ada Venn", "father", "Tom Hale"),
    ],
)  # fmt: skip
def test_what_a_coordination_or_a_possessive_does_not_state(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    assert judge(text, subject, predicate, obj).decision != Decision.ACCEPT


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn was born in Kellby on 12 May 2001, the son of Tom Hale, a miner.",
        "Ada Venn, who has died aged 87, was born in Kellby, the second child of the blacksmith "
        "Tom Hale.",
        "Ada Venn was born in Kellby, a farming village, the eldest child of Tom Hale.",
    ],
)
def test_a_birth_clause_before_a_parent(text: str) -> None:
    assert_accepted_forward(judge(text, "Ada Venn", "father", "Tom Hale"))


def test_a_birth_clause_does_not_make_the_parent_the_child() -> None:
    v = judge("Ada Venn was born in Kellby, the son of Tom Hale.", "Tom Hale", "father", "Ada Venn")
    assert v.decision == Decision.REJECT
    assert support_detail(v, "direction") == "reverse"
