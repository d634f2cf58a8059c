"""A postal address after a name states where it is based or lives, for a predicate whose
`address_of` names the name's type: a directory entry's headquarters, a letter writer's
residence. An address that does not open the sentence, that another clause continues, or
that belongs to a type the predicate does not name states nothing."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, InputError, Verdict
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence

VOCAB = parse_vocabulary(
    {
        "P159": {"label": "headquarters location", "template": "{s} has its headquarters in {o}",
                 "address_of": ["ORG"], "type_pairs": ["ORG-LOC"]},
        "P551": {"label": "residence", "template": "{s} resides in {o}",
                 "address_of": ["PER"], "type_pairs": ["PER-LOC", "ORG-LOC"]},
    }
)  # fmt: skip
TYPES = {"Pellam Bank": "ORG", "Walter Penrose": "PER", "Marrowby": "LOC", "Kessby": "LOC"}


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("Pellam Bank plc, 40 Market Street, Marrowby: savings, mortgages and business lending.",
         "Pellam Bank", "headquarters location"),
        ("Pellam Bank, Halden House, Marrowby. Savings and loans.", "Pellam Bank",
         "headquarters location"),
        ("Pellam Bank, Unit 4, Weir Road Studios, Marrowby — savings and loans.", "Pellam Bank",
         "headquarters location"),
        ("Yours faithfully, Walter Penrose, Gorse Lane, Marrowby.", "Walter Penrose",
         "residence"),
    ],
)  # fmt: skip
def test_a_postal_address_after_the_name(text: str, subject: str, predicate: str) -> None:
    assert_accepted_forward(judge(text, subject, predicate, "Marrowby"))


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        # the address does not open the sentence
        ("The rival of Pellam Bank, Market Street, Marrowby: savings.", "Pellam Bank",
         "headquarters location"),
        # another clause continues after the town
        ("Pellam Bank, Market Street, Marrowby, may close in May.", "Pellam Bank",
         "headquarters location"),
        # no street or building between the name and the town
        ("Pellam Bank, Kessby, Marrowby: savings.", "Pellam Bank", "headquarters location"),
        # a court report's "of", not an address line
        ("Walter Penrose, 52, of Gorse Lane, Marrowby, was fined.", "Walter Penrose",
         "residence"),
        # an organisation's address is not its residence: `address_of` names people only
        ("Pellam Bank, Market Street, Marrowby: savings.", "Pellam Bank", "residence"),
    ],
)  # fmt: skip
def test_what_an_address_does_not_state(text: str, subject: str, predicate: str) -> None:
    assert judge(text, subject, predicate, "Marrowby").decision != Decision.ACCEPT


def test_address_of_must_be_a_list_of_strings() -> None:
    with pytest.raises(InputError, match="address_of must be a list of strings, got a string"):
        parse_vocabulary({"P159": {"label": "headquarters location", "address_of": "ORG"}})
