"""Six demo wordings from the read batches' misses (docs/validation_trials.md, "Six wordings from
the read batches' misses"): a title that is the object ("X, now Mayor of Y", "X, who became
Rector of Y"), a bank or a river a place stands on, "part of" a group, an album that came out on
a label. Each stated plainly is accepted; framed, negated or reversed it is not."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, demo_judge

judge = demo_judge(
    {
        "Hadrian Quilliam": "PER", "Mayor of Brennock": "MISC", "Pellam Road": "LOC",
        "River Sarn": "LOC", "Lintwick": "LOC", "Pellmark Records": "ORG",
        "Velmstead Holdings": "ORG", "Lantern Hours": "MISC", "Bluevane Records": "ORG",
    }
)  # fmt: skip

TITLE = ("Hadrian Quilliam", "position held", "Mayor of Brennock")
BANK = ("Pellam Road", "located in or next to body of water", "River Sarn")
RIVER = ("Lintwick", "located in or next to body of water", "River Sarn")
PARENT = ("Pellmark Records", "parent organization", "Velmstead Holdings")
LABEL = ("Lantern Hours", "record label", "Bluevane Records")

PLAIN = [
    ("Among the firm's apprentices was Hadrian Quilliam, now Mayor of Brennock.", TITLE),
    ("Hadrian Quilliam, who became Mayor of Brennock in May, opened the fete.", TITLE),
    ("Pellam Road stands on the north bank of the River Sarn, so bring a coat.", BANK),
    ("The ground at Pellam Road, on the left bank of the River Sarn, floods most winters.", BANK),
    ("Lintwick stands on the River Sarn, twelve miles above the estuary.", RIVER),
    ("Pellmark Records, part of Velmstead Holdings since 2015, had its best year.", PARENT),
    ("Pellmark Records has been part of Velmstead Holdings since 2015.", PARENT),
    ("Her fourth album, Lantern Hours, came out on Bluevane Records last month.", LABEL),
]

FRAMED = [
    ("It is rumoured that Hadrian Quilliam became Mayor of Brennock after a recount.", TITLE),
    ("Hadrian Quilliam never became Mayor of Brennock, though he stood twice.", TITLE),
    ("Hadrian Quilliam would have become Mayor of Brennock had he stood.", TITLE),
    ("If the council agrees, Pellam Road stands on the north bank of the River Sarn.", BANK),
    ("Pellmark Records is not part of Velmstead Holdings, whatever the Courier says.", PARENT),
    ("Reports that Pellmark Records is now part of Velmstead Holdings were denied.", PARENT),
    ("Pellmark Records could be part of Velmstead Holdings by the spring.", PARENT),
    ("Velmstead Holdings, part of Pellmark Records since 2015, had its best year.", PARENT),
    ("Lantern Hours was meant to come out on Bluevane Records, but the deal fell through.", LABEL),
]


@pytest.mark.parametrize(("text", "triple"), PLAIN)
def test_a_plain_statement_is_accepted(text: str, triple: tuple[str, str, str]) -> None:
    assert_accepted_forward(judge(text, *triple))


@pytest.mark.parametrize(("text", "triple"), FRAMED)
def test_a_framed_negated_or_reversed_statement_is_not(
    text: str, triple: tuple[str, str, str]
) -> None:
    assert judge(text, *triple).decision != Decision.ACCEPT
