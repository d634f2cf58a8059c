"""An apposition with a possessive is its own clause ("X, Y's chief executive, told staff that
... would ..."): the main clause's verb frames nothing in it. A name before a role noun states
the role ("X, the Kellby Rovers midfielder,", "Kellby Rovers goalkeeper X"), and an object-first
hyphened wording ("the Kellby-based X") likewise; so does joining as a role ("X joined Y as
chief executive"). A post not yet taken up ("the incoming chief executive of Y") states no
employer."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Verdict
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P54": {"label": "member of sports team", "template": "{s} is a member of {o}",
                "phrasings": ["{s} plays for {o}"], "roles": ["goalkeeper", "midfielder", "scorer"],
                "type_pairs": ["PER-ORG"]},
        "P108": {"label": "employer", "template": "{s} is employed by {o}",
                 "roles": ["chief executive", "manager"], "type_pairs": ["PER-ORG"]},
        "P159": {"label": "headquarters location", "template": "{s} has its headquarters in {o}",
                 "phrasings": ["{o}-based {s}"], "type_pairs": ["ORG-LOC"]},
        "P102": {"label": "member of political party", "template": "{s} is a member of {o}",
                 "type_pairs": ["PER-ORG"]},
    }
)  # fmt: skip
TYPES = {"Ada Venn": "PER", "Kellby Rovers": "ORG", "Lisk Mill": "ORG", "Kellby": "LOC",
         "Green Party": "ORG", "Green Alliance": "ORG"}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        # the main clause's verb does not frame the apposition
        ("Ada Venn, Lisk Mill's chief executive, told staff that the plant would stay open.",
         "Ada Venn", "employer", "Lisk Mill"),
        ("Ada Venn, Lisk Mill's chief executive, will retire in June.", "Ada Venn", "employer",
         "Lisk Mill"),
        ("Ada Venn, Lisk Mill's chief executive, denied the report.", "Ada Venn", "employer",
         "Lisk Mill"),
        # a name before a role noun, in an apposition or right before the holder
        ("Ada Venn, the Kellby Rovers midfielder, was back on Sunday.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
        ("Ada Venn, the Kellby Rovers goalkeeper who saved twice, left.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
        ("Kellby Rovers goalkeeper Ada Venn went off injured.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
        ("The former Lisk Mill manager Ada Venn spoke.", "Ada Venn", "employer", "Lisk Mill"),
        ("Ada Venn, a former Lisk Mill chief executive, will retire.", "Ada Venn", "employer",
         "Lisk Mill"),
        ("Ada Venn, Kellby Rovers' long-serving goalkeeper, is in talks with another club.",
         "Ada Venn", "member of sports team", "Kellby Rovers"),
        ("Ada Venn, Kellby Rovers' leading scorer, left.", "Ada Venn", "member of sports team",
         "Kellby Rovers"),
        # an object-first hyphened wording
        ("Lisk Mill, the Kellby-based rope maker, may be sold.", "Lisk Mill",
         "headquarters location", "Kellby"),
        ("The Kellby-based Lisk Mill was sold.", "Lisk Mill", "headquarters location", "Kellby"),
    ],
)  # fmt: skip
def test_an_apposition_and_a_premodified_noun_state_the_relation(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    v = judge(text, subject, predicate, obj)
    assert_accepted_forward(v)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        # a noun's own complement, a modifier that is no modifier of a role, a role not next to
        # the name, a frame before the apposition
        ("Ada Venn, the Kellby Rovers player of the year, left.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
        ("Ada Venn, Lisk Mill's next chief executive, will start in June.", "Ada Venn",
         "employer", "Lisk Mill"),
        ("Ada Venn, the Kellby Rovers fan and goalkeeper, left.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
        ("Ada Venn, the would-be Kellby Rovers goalkeeper, left.", "Ada Venn",
         "member of sports team", "Kellby Rovers"),
        ("Reports that Ada Venn, Lisk Mill's chief executive, had resigned were denied.",
         "Ada Venn", "employer", "Lisk Mill"),
    ],
)  # fmt: skip
def test_what_a_premodified_noun_does_not_state(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    assert judge(text, subject, predicate, obj).decision != Decision.ACCEPT


@pytest.mark.parametrize("word", ["incoming", "next", "designated", "nominated"])
def test_a_post_not_yet_taken_up_states_no_employer(word: str) -> None:
    text = f"Ada Venn, the {word} chief executive of Lisk Mill, spoke on Monday."
    assert judge(text, "Ada Venn", "employer", "Lisk Mill").decision != Decision.ACCEPT


@pytest.mark.parametrize("word", ["new", "former", "outgoing", "acting", "interim"])
def test_a_post_held_now_or_before_states_the_employer(word: str) -> None:
    text = f"Ada Venn, the {word} chief executive of Lisk Mill, spoke on Monday."
    assert_accepted_forward(judge(text, "Ada Venn", "employer", "Lisk Mill"))


def test_a_relative_clause_in_another_sentence_is_read() -> None:
    # the nearest mentions ("Lisk Mill, the Kellby rope maker") state nothing; the relative
    # clause two sentences on does
    text = (
        "Dunhallow bought Lisk Mill, the Kellby rope maker, on Monday. It keeps its name. "
        "Lisk Mill, which has its headquarters in Kellby, keeps all 300 jobs."
    )
    v = judge(text, "Lisk Mill", "headquarters location", "Kellby")
    assert v.decision == Decision.ACCEPT, v.stages
    assert support_detail(v, "stated_elsewhere") is not None


@pytest.mark.parametrize(
    ("text", "predicate", "decision"),
    [
        ("Ada Venn joined Lisk Mill as chief executive on 1 September.", "employer",
         Decision.ACCEPT),
        ("Ada Venn, who joined Kellby Rovers as a goalkeeper in 2019, left.",
         "member of sports team", Decision.ACCEPT),
        # the role must be the predicate's; "joined" alone says no kind; a frame governs it
        ("Ada Venn joined Kellby Rovers as manager.", "member of sports team", Decision.REVIEW),
        ("Ada Venn joined Kellby Rovers in 2019.", "member of sports team", Decision.REVIEW),
        ("Ada Venn would have joined Kellby Rovers as a goalkeeper.", "member of sports team",
         Decision.REVIEW),
    ],
)  # fmt: skip
def test_joining_as_a_role(text: str, predicate: str, decision: Decision) -> None:
    obj = "Lisk Mill" if predicate == "employer" else "Kellby Rovers"
    assert judge(text, "Ada Venn", predicate, obj).decision == decision


@pytest.mark.parametrize(
    ("text", "obj", "decision"),
    [
        ("Ada Venn joined the Green Party in 2011.", "Green Party", Decision.ACCEPT),
        # the name does not say its kind; a frame governs it
        ("Ada Venn joined the Green Alliance in 2011.", "Green Alliance", Decision.REVIEW),
        ("Ada Venn may have joined the Green Party.", "Green Party", Decision.REVIEW),
    ],
)  # fmt: skip
def test_joining_an_organisation_whose_name_says_its_kind(
    text: str, obj: str, decision: Decision
) -> None:
    assert judge(text, "Ada Venn", "member of political party", obj).decision == decision
