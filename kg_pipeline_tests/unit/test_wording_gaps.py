"""A wording of a verb and its preposition read with plain words between the two ("plays rugby
for", "studied public health at"); a wording that ends in "in" read through a place that lies
in the second mention ("has its headquarters in an old rope works in Y"); the second mention
renamed by a possessive apposition ("owned by Greta's grandson, Y"); a nominal second verb
phrase ("... and is now a subsidiary of Y"); a title of office after a copula at once."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Verdict
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import judge_sentence

VOCAB = parse_vocabulary(
    {
        "P54": {"label": "member of sports team", "template": "{s} is a member of {o}",
                "phrasings": ["{s} plays for {o}", "{s} played for {o}", "{s} signed for {o}",
                              "{o} signed {s}"],
                "type_pairs": ["PER-ORG"]},
        "P69": {"label": "educated at", "template": "{s} was educated at {o}",
                "phrasings": ["{s} studied at {o}"], "type_pairs": ["PER-ORG"]},
        "P159": {"label": "headquarters location", "template": "{s} has its headquarters in {o}",
                 "type_pairs": ["ORG-LOC"]},
        "P551": {"label": "residence", "template": "{s} resides in {o}",
                 "phrasings": ["{s} lives in {o}"], "type_pairs": ["PER-LOC"]},
        "P127": {"label": "owned by", "template": "{s} is owned by {o}",
                 "phrasings": ["{s} owned by {o}", "{s} belongs to {o}",
                               "{o} completed its purchase of {s}"],
                 "type_pairs": ["ORG-PER", "ORG-ORG"]},
        "P749": {"label": "parent organization", "template": "{o} is the parent of {s}",
                 "phrasings": ["{s} a subsidiary of {o}"], "type_pairs": ["ORG-ORG"]},
        "P108": {"label": "employer", "template": "{s} is employed by {o}",
                 "phrasings": ["{s} taught at {o}"], "roles": ["chief executive", "ranger"],
                 "type_pairs": ["PER-ORG"]},
        "P569": {"label": "date of birth", "template": "{s} was born on {o}",
                 "phrasings": ["{s} born in {o}"], "type_pairs": ["PER-TIME"]},
        "P102": {"label": "member of political party", "template": "{s} is a member of {o}",
                 "phrasings": ["{s} a member of {o}"], "roles": ["leader"],
                 "type_pairs": ["PER-ORG"]},
        "P488": {"label": "chairperson", "template": "{o} is the chairperson of {s}",
                 "phrasings": ["{o} chair of {s}"], "type_pairs": ["ORG-PER"]},
    }
)  # fmt: skip
TYPES = {"Ada Venn": "PER", "Tom Hale": "PER", "Kellby Rovers": "ORG", "Orrin College": "ORG",
         "Lisk Pictures": "ORG", "Kellby": "LOC", "Lisk Mill": "ORG",
         "Dunhallow Group": "ORG", "9 August 1994": "TIME", "1948": "TIME",
         "Green Party": "ORG"}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("Ada Venn plays rugby for Kellby Rovers.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        ("Ada Venn plays in midfield for Kellby Rovers.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        ("Ada Venn played on the wing for Kellby Rovers.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        ("Ada Venn played four seasons for Kellby Rovers.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        ("Ada Venn studied public health at Orrin College.", "Ada Venn", "educated at",
         "Orrin College"),
        ("Lisk Pictures has its headquarters in an old rope works in Kellby.", "Lisk Pictures",
         "headquarters location", "Kellby"),
        ("Ada Venn lives in a slate cottage in Kellby.", "Ada Venn", "residence", "Kellby"),
        ("Lisk Mill is now owned by Greta's great-grandson, Ada Venn, who opened it.",
         "Lisk Mill", "owned by", "Ada Venn"),
        ("Lisk Mill, a ground that still belongs to the founder's granddaughter, Ada Venn, "
         "is open.", "Lisk Mill", "owned by", "Ada Venn"),
        ("Lisk Mill was started by Tom Hale in 1871 and is now a subsidiary of the Dunhallow "
         "Group.", "Lisk Mill", "parent organization", "Dunhallow Group"),
        ("Ada Venn has been chief executive of Lisk Mill since 2015.", "Ada Venn", "employer",
         "Lisk Mill"),
        # adjectives inside a nominal wording; a place phrase before a date
        ("Ada Venn, a lifelong member of the Green Party, stood in 1974.", "Ada Venn",
         "member of political party", "Green Party"),
        ("Ada Venn was born in Kellby on 9 August 1994.", "Ada Venn", "date of birth",
         "9 August 1994"),
        ("Ada Venn was born in Kellby, Brennmoor, in 1948.", "Ada Venn", "date of birth", "1948"),
        # a relative clause's auxiliaries before a participle; a chair, the person the object
        ("Lisk Mill, which has been owned by Ada Venn since the spring, makes rope.",
         "Lisk Mill", "owned by", "Ada Venn"),
        ("Ada Venn, who has long been employed by Lisk Mill, spoke.", "Ada Venn", "employer",
         "Lisk Mill"),
        ("Ada Venn, chair of Lisk Mill, said so.", "Lisk Mill", "chairperson", "Ada Venn"),
        # a completed purchase; a party's leader; years spent as a title
        ("The Dunhallow Group has completed its purchase of Lisk Mill.", "Lisk Mill", "owned by",
         "Dunhallow Group"),
        ("Ada Venn, leader of the Green Party, spoke.", "Ada Venn", "member of political party",
         "Green Party"),
        ("Ada Venn spent eleven years as chief executive of Lisk Mill.", "Ada Venn", "employer",
         "Lisk Mill"),
        ("Ada Venn spent most of the 1950s as a ranger with Lisk Mill.", "Ada Venn", "employer",
         "Lisk Mill"),
        # teaching (with the subject taught), a club signing a player
        ("Ada Venn taught history at Orrin College until 1999.", "Ada Venn", "employer",
         "Orrin College"),
        ("Kellby Rovers signed the goalkeeper Ada Venn in July.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
    ],
)  # fmt: skip
def test_a_gap_in_the_wording_and_a_place_inside_a_place(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    v = judge(text, subject, predicate, obj)
    assert v.decision == Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        # an article, a pronoun, a name or a negation in the gap; a gap longer than three words
        ("Ada Venn signed a petition for Kellby Rovers.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        ("Ada Venn played with him for Kellby Rovers.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        ("Ada Venn studied with Tom Hale at Orrin College.", "Ada Venn", "educated at",
         "Orrin College"),
        ("Ada Venn played never for Kellby Rovers.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        ("Ada Venn studied Tom Hale's papers at Orrin College.", "Ada Venn", "educated at",
         "Orrin College"),
        ("The agreement would make Lisk Mill a subsidiary of the Dunhallow Group.", "Lisk Mill",
         "parent organization", "Dunhallow Group"),
        # an uncommitted adjective inside a nominal wording; a place after the date's preposition
        ("Ada Venn, a proposed member of the Green Party, stood in 1974.", "Ada Venn",
         "member of political party", "Green Party"),
        ("Ada Venn was born on a farm in Kellby in 1948.", "Ada Venn", "date of birth", "1948"),
        # a purchase not completed; a day spent with someone is no title
        ("The Dunhallow Group has agreed to complete its purchase of Lisk Mill.", "Lisk Mill",
         "owned by", "Dunhallow Group"),
        ("Ada Venn never spent a day as chief executive of Lisk Mill.", "Ada Venn", "employer",
         "Lisk Mill"),
        ("Ada Venn spent the day with Tom Hale as chief executive of Lisk Mill.", "Ada Venn",
         "employer", "Lisk Mill"),
        # the chair of someone's committee makes neither the other's chair
        ("Lisk Mill, chair of Ada Venn's committee, met.", "Lisk Mill", "chairperson",
         "Ada Venn"),
        ("Ada Venn played four long cold seasons for Kellby Rovers.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
        # a place near the object, or a named place, is not a place inside it
        ("Ada Venn lives in a cottage near Kellby.", "Ada Venn", "residence", "Kellby"),
        ("Ada Venn lives in the Brennmoor valley in Kellby.", "Ada Venn", "residence", "Kellby"),
        # the possessive apposition must rename the second mention, right before it
        ("Lisk Mill is owned by Greta's husband, and Ada Venn runs it.", "Lisk Mill",
         "owned by", "Ada Venn"),
        ("Lisk Mill was sold by Greta's grandson, Ada Venn.", "Lisk Mill", "owned by",
         "Ada Venn"),
        # "and" before a noun needs a copula of the first mention's own
        ("Lisk Mill was founded by Tom Hale and a subsidiary of the Dunhallow Group.",
         "Lisk Mill", "parent organization", "Dunhallow Group"),
    ],
)  # fmt: skip
def test_what_the_gap_and_the_nested_place_do_not_read(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    v = judge(text, subject, predicate, obj)
    assert v.decision != Decision.ACCEPT, v.stages
