"""A table row read by its header: the row's first cell is the subject, the cell under one of
the predicate's `columns` the object. A row without a header, a framed row or caption, another
predicate's role in the row, or the object inside a cell's other words states nothing."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, InputError, Reason, Verdict
from kg_pipeline.core.text.sentences import sentence_spans
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P54": {"label": "member of sports team", "template": "{s} is a member of {o}",
                "roles": ["goalkeeper", "forward"], "columns": ["club"],
                "type_pairs": ["PER-ORG"]},
        "P108": {"label": "employer", "template": "{s} is employed by {o}",
                 "roles": ["manager"], "columns": ["employer"], "type_pairs": ["PER-ORG"]},
        "P19": {"label": "place of birth", "template": "{s} was born in {o}",
                "columns": ["birthplace"], "type_pairs": ["PER-LOC"]},
    }
)  # fmt: skip
TYPES = {"Ada Venn": "PER", "Tom Hale": "PER", "Kellby Rovers": "ORG", "Lisk Town": "ORG",
         "Kellby": "LOC", "Rui Sand": "PER"}  # fmt: skip

REGISTER = "\n".join(
    [
        "Winter transfer register",
        "Player | Club | Position | Registration",
        "Ada Venn | Lisk Town | forward | released 29 January",
        "Ada Venn | Kellby Rovers | forward | registered 30 January",
        "Tom Hale | Kellby Rovers | manager | appointed 2 January",
        "Rui Sand | Lisk Town | goalkeeper | registration pending clearance",
    ]
)


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


def test_each_row_of_a_table_is_a_sentence() -> None:
    text = "A caption. Another.\nName | Club\nAda Venn | Kellby Rovers\nThe end."
    spans = [text[s.start : s.end] for s in sentence_spans(text)]
    rows = ["Name | Club", "Ada Venn | Kellby Rovers"]
    assert spans == ["A caption.", "Another.", *rows, "The end."]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        (REGISTER, "Ada Venn", "member of sports team", "Kellby Rovers"),
        # a key cell that names the column, then the value
        ("Player | Record | Detail\nAda Venn | birthplace | Kellby\nAda Venn | club | "
         "Kellby Rovers, from 1 September 2025", "Ada Venn", "place of birth", "Kellby"),
        ("Player | Record | Detail\nAda Venn | birthplace | Kellby\nAda Venn | club | "
         "Kellby Rovers, from 1 September 2025", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        # a header that ends with the column's name
        ("Name | Previous club | Born\nAda Venn | Kellby Rovers | 1990\nTom Hale | Lisk Town | "
         "1988", "Ada Venn", "member of sports team", "Kellby Rovers"),
    ],
)  # fmt: skip
def test_a_row_under_a_header_states_the_column(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    v = judge(text, subject, predicate, obj)
    assert_accepted_forward(v)
    assert str(support_detail(v, "stated_as")).startswith("column")


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        # a pending registration, a row's end; another predicate's role in the row
        (REGISTER, "Rui Sand", "member of sports team", "Lisk Town"),
        (REGISTER, "Ada Venn", "member of sports team", "Lisk Town"),
        (REGISTER, "Tom Hale", "member of sports team", "Kellby Rovers"),
        # no header: the first line is a row
        ("Ada Venn | Kellby Rovers | forward\nTom Hale | Lisk Town | forward", "Tom Hale",
         "member of sports team", "Lisk Town"),
        # a column that is not the predicate's; the object inside a cell's other words
        ("Name | Club | Movement\nAda Venn | Lisk Town | transfer from Kellby Rovers\n"
         "Tom Hale | Lisk Town | free", "Ada Venn", "member of sports team", "Kellby Rovers"),
        ("Name | Employer | Club\nAda Venn | Lisk Town | Kellby Rovers\nTom Hale | Lisk Town | "
         "Kellby Rovers", "Ada Venn", "employer", "Kellby Rovers"),
        # a caption that frames the table
        ("Proposed signings\nName | Club | Position\nAda Venn | Kellby Rovers | forward\n"
         "Tom Hale | Lisk Town | forward", "Ada Venn", "member of sports team", "Kellby Rovers"),
    ],
)  # fmt: skip
def test_what_a_table_row_does_not_state(text: str, subject: str, predicate: str, obj: str) -> None:
    assert judge(text, subject, predicate, obj).decision != Decision.ACCEPT


SEASONS = "Name | Club | Season\nAda Venn | Lisk Town | 2023\nTom Hale | Kellby Rovers | 2021"


@pytest.mark.parametrize(
    "text",
    [
        SEASONS,
        # rows apart, and the pair read across three rows
        SEASONS + "\nRui Sand | Lisk Town | 2020",
        "Name | Club | Season\nAda Venn | Lisk Town | 2023\nRui Sand | Lisk Town | 2020\n"
        "Tom Hale | Kellby Rovers | 2021",
    ],
)
def test_a_pair_in_two_rows_of_a_table_is_stated_by_no_passage(text: str) -> None:
    """ "Ada Venn | Lisk Town" over "Tom Hale | Kellby Rovers" says nothing of Ada Venn and
    Kellby Rovers, however near the names stand: no tier may accept it."""
    v = judge(text, "Ada Venn", "member of sports team", "Kellby Rovers")
    assert Reason.NO_EVIDENCE in v.reasons, v.stages
    assert v.decision != Decision.ACCEPT


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        # one row: its own cells
        (SEASONS, "Lisk Town"),
        # a caption over the table is no row of it
        ("Kellby Rovers squad\nName | Position | Born\nAda Venn | forward | 1990\n"
         "Tom Hale | goalkeeper | 1988", "Kellby Rovers"),
        # a sentence after the table states the pair
        (SEASONS + "\nAda Venn joined Kellby Rovers in 2024.", "Kellby Rovers"),
    ],
)  # fmt: skip
def test_a_row_a_caption_or_a_sentence_is_a_passage(text: str, obj: str) -> None:
    v = judge(text, "Ada Venn", "member of sports team", obj)
    assert Reason.NO_EVIDENCE not in v.reasons, v.stages


def test_columns_must_be_a_list_of_strings() -> None:
    with pytest.raises(InputError, match="columns must be a list of strings, got a string"):
        parse_vocabulary({"P54": {"label": "member of sports team", "columns": "club"}})
