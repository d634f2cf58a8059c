"""The demo vocabulary's wordings for predicates that had none but the template (a film's cast,
an award, a mayor, a capital, a founding year, a subsidiary, a child, a league), titles before a
name and an obituary's survivors, and the grammar that reads them (the role named first,
"whose", a place before the agent, what someone was, a party named after "of", a part or a
duration inside a wording, a speaker named after a quotation, a title of address, a factive
verb), in new sentences as a user's text would state them; the same facts framed, reversed,
conditioned by an inverted "should", signed off ("X, Chairman, Y") or still being sold are not
accepted."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, InputError, Reason, Verdict
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.vocabulary import load_vocabulary, parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence

VOCAB = load_vocabulary(DEMO_VOCABULARY)
TYPES = {
    "Mira Toller": "PER", "The Glass Orchard": "MISC", "Jonah Pell": "PER",
    "Ashworth Medal": "MISC", "Rosa Quint": "PER", "Dunhollow": "LOC", "Vellan": "LOC",
    "Orbury": "LOC", "Larch Mutual": "ORG", "1908": "TIME", "Tessel Rail": "ORG",
    "Garnet Group": "ORG", "Ines Marle": "PER", "Paul Marle": "PER", "Hobbs Town": "ORG",
    "Western Combination": "ORG", "River Tam": "LOC", "Gull Bay": "LOC",
    "Civic Reform Party": "ORG", "Civic Union": "ORG", "Winter at Corrow": "MISC",
}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


def assert_accepted_or_not(verdict: Verdict, accepted: bool) -> None:
    if accepted:
        assert_accepted_forward(verdict)
    else:
        assert verdict.decision != Decision.ACCEPT


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("Mira Toller starred in The Glass Orchard, a film shot on the coast.",
         "The Glass Orchard", "cast member", "Mira Toller"),
        ("Jonah Pell received the Ashworth Medal in 2011.", "Jonah Pell", "award received",
         "Ashworth Medal"),
        ("Rosa Quint has been mayor of Dunhollow since 2019.", "Dunhollow",
         "head of government", "Rosa Quint"),
        ("Vellan, whose capital is Orbury, lies on the eastern plain.", "Vellan", "capital",
         "Orbury"),
        ("Larch Mutual was founded in 1908 by two weavers.", "Larch Mutual", "inception", "1908"),
        ("Tessel Rail is a subsidiary of Garnet Group.", "Garnet Group", "subsidiary",
         "Tessel Rail"),
        ("Ines Marle, the daughter of Paul Marle, runs the shop.", "Paul Marle", "child",
         "Ines Marle"),
        ("Hobbs Town play in the Western Combination.", "Hobbs Town", "league",
         "Western Combination"),
    ],
)  # fmt: skip
def test_a_plain_statement_in_the_new_wordings(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    assert_accepted_forward(judge(text, subject, predicate, obj))


def test_the_subsidiary_named_first_is_reversed() -> None:
    v = judge("Tessel Rail is a subsidiary of Garnet Group.", "Tessel Rail", "subsidiary",
              "Garnet Group")  # fmt: skip
    assert v.decision == Decision.REJECT
    assert Reason.REVERSED in v.reasons


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("Jonah Pell would have received the Ashworth Medal had the jury met.", "Jonah Pell",
         "award received", "Ashworth Medal"),
        ("The board will sell the depot should Tessel Rail become a subsidiary of Garnet Group.",
         "Garnet Group", "subsidiary", "Tessel Rail"),
        ("Mira Toller may star in The Glass Orchard next spring.", "The Glass Orchard",
         "cast member", "Mira Toller"),
        ("Reports that Jonah Pell received the Ashworth Medal were denied by the jury.",
         "Jonah Pell", "award received", "Ashworth Medal"),
        ("Rosa Quint has never been mayor of Dunhollow.", "Dunhollow", "head of government",
         "Rosa Quint"),
    ],
)  # fmt: skip
def test_the_same_facts_framed_are_not_accepted(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    assert judge(text, subject, predicate, obj).decision != Decision.ACCEPT


def test_a_river_flows_one_way() -> None:
    """`mouth of the watercourse` is not symmetric in the demo vocabulary (Re-DocRED's
    `predicates.json` says it is): the sea a river flows into does not flow into the river."""
    text = "The River Tam rises in the Fell Hills and flows into Gull Bay."
    assert_accepted_forward(judge(text, "River Tam", "mouth of the watercourse", "Gull Bay"))
    backward = judge(text, "Gull Bay", "mouth of the watercourse", "River Tam")
    assert backward.decision == Decision.REJECT
    assert Reason.REVERSED in backward.reasons


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        # the role named first
        ("The capital of Vellan is Orbury.", "Vellan", "capital", "Orbury"),
        ("Since 2019 the mayor of Dunhollow has been Rosa Quint.", "Dunhollow",
         "head of government", "Rosa Quint"),
        ("The mayor of Dunhollow, Rosa Quint, opened the fair.", "Dunhollow",
         "head of government", "Rosa Quint"),
        # "whose" as a possessive
        ("Ines Marle, whose father, Paul Marle, kept the shop, spoke first.", "Ines Marle",
         "father", "Paul Marle"),
        # a place before the agent
        ("Larch Mutual was founded in Orbury in 1908 by Paul Marle.", "Larch Mutual",
         "founded by", "Paul Marle"),
    ],
)  # fmt: skip
def test_the_role_named_first_whose_and_a_place_before_the_agent(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    assert_accepted_forward(judge(text, subject, predicate, obj))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("The mayor of Dunhollow is not Rosa Quint.", "Dunhollow", "head of government",
         "Rosa Quint"),
        ("The capital of Vellan's largest province is Orbury.", "Vellan", "capital", "Orbury"),
        ("The mayor of Dunhollow, Rosa Quint and Ines Marle met.", "Dunhollow",
         "head of government", "Rosa Quint"),
        ("Is the capital of Vellan still Orbury?", "Vellan", "capital", "Orbury"),
    ],
)  # fmt: skip
def test_the_role_named_first_needs_a_plain_copula_or_a_closed_apposition(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    assert judge(text, subject, predicate, obj).decision != Decision.ACCEPT


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("Garnet Group chairperson Rosa Quint spoke first.", "Garnet Group", "chairperson",
         "Rosa Quint"),
        ("Garnet Group's chairman, Paul Marle, will step down.", "Garnet Group", "chairperson",
         "Paul Marle"),
        ("Dunhollow mayor Rosa Quint cut the ribbon.", "Dunhollow", "head of government",
         "Rosa Quint"),
        ("Paul Marle is survived by his daughter, Ines Marle.", "Paul Marle", "child",
         "Ines Marle"),
    ],
)  # fmt: skip
def test_a_title_before_a_name_and_a_survivor(
    text: str, subject: str, predicate: str, obj: str
) -> None:
    assert_accepted_forward(judge(text, subject, predicate, obj))


def test_a_survivor_only_hoped_for_is_not_accepted() -> None:
    v = judge("Paul Marle may be survived by his daughter, Ines Marle.", "Paul Marle", "child",
              "Ines Marle")  # fmt: skip
    assert v.decision != Decision.ACCEPT


def test_a_sign_off_is_not_a_title_read_backwards() -> None:
    """ "Name, Title, Organisation" is a sign-off: the bare title between commas states nothing
    either way (read as "X chairman Y" it would reject a true chairperson as reversed)."""
    v = judge("Rosa Quint, Chairman, Garnet Group", "Garnet Group", "chairperson", "Rosa Quint")
    assert v.decision != Decision.REJECT


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("Paul Marle has worked as a legal adviser for Garnet Group since 2001.", True),
        ("Paul Marle works part-time as an engineer for Garnet Group.", True),
        ("Paul Marle never worked as an adviser for Garnet Group.", False),
        ("Paul Marle may work as an adviser for Garnet Group next year.", False),
    ],
)
def test_what_someone_was_inside_a_wording(text: str, accepted: bool) -> None:
    assert_accepted_or_not(judge(text, "Paul Marle", "employer", "Garnet Group"), accepted)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("Her rival, Paul Marle of the Civic Reform Party, conceded.", True),
        ("Present: Cllr Paul Marle (Civic Reform Party), in the chair.", True),
        ("Paul Marle, a critic of the Civic Reform Party, conceded.", False),
        ("Paul Marle (left) and the Civic Reform Party", False),
    ],
)
def test_a_party_named_after_of_or_in_parentheses(text: str, accepted: bool) -> None:
    v = judge(text, "Paul Marle", "member of political party", "Civic Reform Party")
    assert_accepted_or_not(v, accepted)


def test_of_a_name_that_does_not_say_the_kind_states_nothing() -> None:
    v = judge("Paul Marle of the Civic Union conceded.", "Paul Marle",
              "member of political party", "Civic Union")  # fmt: skip
    assert v.decision != Decision.ACCEPT


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("Rosa Quint plays the lock-keeper's widow in Winter at Corrow with restraint.", True),
        ("The prize went to Rosa Quint, who plays the widow of a keeper in Winter at Corrow.",
         True),
        ("Rosa Quint and Paul Marle both star in Winter at Corrow.", True),
        ("Rosa Quint never plays the widow in Winter at Corrow.", False),
        ("Rosa Quint may play the widow in Winter at Corrow.", False),
        ("Rosa Quint plays Paul Marle's widow in Winter at Corrow.", False),  # a name in the gap
    ],
)  # fmt: skip
def test_a_wording_with_room_for_a_part(text: str, accepted: bool) -> None:
    assert_accepted_or_not(judge(text, "Winter at Corrow", "cast member", "Rosa Quint"), accepted)


@pytest.mark.parametrize("phrasing", ["{o} {*} in {s}", "{o} {*} plays {s}", "{o} plays {*} {s}"])
def test_a_gap_is_no_content_word_and_never_at_an_edge(phrasing: str) -> None:
    with pytest.raises(InputError, match="no content word"):
        parse_vocabulary({"P1": {"label": "x", "template": "{s} x {o}", "phrasings": [phrasing]}})


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj", "accepted"),
    [
        ("Rosa Quint spent nine years as a route planner at Tessel Rail.", "Rosa Quint",
         "employer", "Tessel Rail", True),
        ("Rosa Quint might have spent nine years at Tessel Rail.", "Rosa Quint", "employer",
         "Tessel Rail", False),
        ("Jonah Pell played four seasons for Hobbs Town.", "Jonah Pell",
         "member of sports team", "Hobbs Town", True),
        ("Jonah Pell has made 143 appearances for Hobbs Town.", "Jonah Pell",
         "member of sports team", "Hobbs Town", True),
        ("Jonah Pell never played a game for Hobbs Town.", "Jonah Pell",
         "member of sports team", "Hobbs Town", False),
        ("Tessel Rail has its headquarters in the old granary at Orbury.", "Tessel Rail",
         "headquarters location", "Orbury", True),
        ("Paul Marle sits on the district council for the Civic Union.", "Paul Marle",
         "member of political party", "Civic Union", True),
        ("Paul Marle may stand for the Civic Union next year.", "Paul Marle",
         "member of political party", "Civic Union", False),
        ("Ines Marle read law at Larch Mutual.", "Ines Marle", "educated at", "Larch Mutual",
         True),
        ("Tessel Rail has been owned since 1990 by Garnet Group.", "Tessel Rail", "owned by",
         "Garnet Group", True),
        ("Larch Mutual was started in 1908 by Ines Marle.", "Larch Mutual", "founded by",
         "Ines Marle", True),
    ],
)  # fmt: skip
def test_a_career_a_club_a_seat_a_party_a_school_an_owner(
    text: str, subject: str, predicate: str, obj: str, accepted: bool
) -> None:
    assert_accepted_or_not(judge(text, subject, predicate, obj), accepted)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("Tessel Rail was bought by Garnet Group in 2019.", True),
        ("Tessel Rail is being bought by Garnet Group.", False),
        ("Tessel Rail was being sold to Garnet Group when the bank failed.", False),
    ],
)  # fmt: skip
def test_a_sale_in_progress_is_not_ownership(text: str, accepted: bool) -> None:
    assert_accepted_or_not(judge(text, "Tessel Rail", "owned by", "Garnet Group"), accepted)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("'We are proud of the yard,' said Ines Marle, chair of Garnet Group.", True),
        ("\u201cWe are proud of the yard,\u201d says Ines Marle, chair of Garnet Group.", True),
        ("Analysts said Ines Marle, chair of Garnet Group, would resign.", False),
        ("Her lawyer, Paul Marle, said Ines Marle, chair of Garnet Group, was away.", False),
        ("'Nonsense,' said Ines Marle, who may become chair of Garnet Group.", False),
    ],
)  # fmt: skip
def test_the_speaker_named_after_a_quotation_is_the_writers(text: str, accepted: bool) -> None:
    assert_accepted_or_not(judge(text, "Garnet Group", "chairperson", "Ines Marle"), accepted)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("Larch Mutual was founded by the Reverend Ines Marle.", True),
        ("Larch Mutual was founded by Dr Ines Marle.", True),
        ("Larch Mutual was never founded by Canon Ines Marle.", False),
    ],
)  # fmt: skip
def test_a_title_of_address_before_the_second_name(text: str, accepted: bool) -> None:
    assert_accepted_or_not(judge(text, "Larch Mutual", "founded by", "Ines Marle"), accepted)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("The Mayor reminded members that Ines Marle works for Garnet Group.", True),
        ("Critics pointed out that Ines Marle works for Garnet Group.", True),
        ("Older readers will remember that Ines Marle worked for Garnet Group.", True),
        ("Critics claimed that Ines Marle works for Garnet Group.", False),
        ("A notice in the paper reported that Ines Marle works for Garnet Group.", False),
    ],
)  # fmt: skip
def test_a_factive_verb_commits_the_writer_to_its_clause(text: str, accepted: bool) -> None:
    assert_accepted_or_not(judge(text, "Ines Marle", "employer", "Garnet Group"), accepted)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("Shot with a cast of largely unknown players, Winter at Corrow was made by Garnet Group.",
         True),
        ("It is unknown whether Winter at Corrow was made by Garnet Group.", False),
        ("Whether Winter at Corrow was made by Garnet Group remains unknown.", False),
    ],
)  # fmt: skip
def test_unknown_describing_a_noun_is_no_hedge(text: str, accepted: bool) -> None:
    verdict = judge(text, "Winter at Corrow", "production company", "Garnet Group")
    assert_accepted_or_not(verdict, accepted)


def test_a_times_possessive_before_the_name_is_its_article() -> None:
    text = "Jonah Pell has won this year's Ashworth Medal."
    assert_accepted_or_not(judge(text, "Jonah Pell", "award received", "Ashworth Medal"), True)
    text = "Jonah Pell may win next year's Ashworth Medal."
    assert_accepted_or_not(judge(text, "Jonah Pell", "award received", "Ashworth Medal"), False)


@pytest.mark.parametrize(
    ("text", "rejected"),
    [
        ("Rosa Quint, cast as a widow who refuses to leave, is superb in Winter at Corrow.",
         False),
        ("Rosa Quint is the actress who never starred in Winter at Corrow.", True),
        ("Rosa Quint never starred in Winter at Corrow.", True),
    ],
)  # fmt: skip
def test_a_negation_inside_a_closed_relative_clause_negates_nothing_else(
    text: str, rejected: bool
) -> None:
    verdict = judge(text, "Winter at Corrow", "cast member", "Rosa Quint")
    assert (verdict.decision == Decision.REJECT) is rejected


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        # a participle and its phrase on the first mention, closed by a comma: the verb after
        # it is the first mention's
        ("Tessel Rail, founded by Ines Marle in 1908, is a subsidiary of Garnet Group.", True),
        ("Tessel Rail, based in Orbury since 1990, became a subsidiary of Garnet Group.", True),
        # the phrase is not closed before the link goes on, or frames what follows
        ("Tessel Rail, founded by Ines Marle in Orbury, Vellan, is a subsidiary of Garnet Group.",
         False),
        ("Tessel Rail, rumoured for months, is to become a subsidiary of Garnet Group.", False),
        ("Tessel Rail, founded by Ines Marle in 1908, may become a subsidiary of Garnet Group.",
         False),
    ],
)  # fmt: skip
def test_a_participle_on_the_first_mention_leaves_the_verb_after_it(
    text: str, accepted: bool
) -> None:
    verdict = judge(text, "Garnet Group", "subsidiary", "Tessel Rail")
    assert_accepted_or_not(verdict, accepted)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj", "accepted"),
    [
        # a town named beside the one it is twinned with, the noun owned by the second
        ("The choir is back from Orbury, Dunhollow's twin town, where it sang twice.",
         "Dunhollow", "sister city", "Orbury", True),
        ("A party came from Orbury, Dunhollow's sister city, by ferry.", "Dunhollow",
         "sister city", "Orbury", True),
        ("The choir is back from Orbury, Dunhollow's main rival, where it sang twice.",
         "Dunhollow", "sister city", "Orbury", False),
        # a comparison set off by commas after the first mention: the verb is still its
        ("Dunhollow, like Orbury, lies in Vellan.", "Dunhollow",
         "located in the administrative territorial entity", "Vellan", True),
        ("Tessel Rail, unlike its rivals, is a subsidiary of Garnet Group.", "Garnet Group",
         "subsidiary", "Tessel Rail", True),
        ("Tessel Rail, like its rivals, may become a subsidiary of Garnet Group.", "Garnet Group",
         "subsidiary", "Tessel Rail", False),
    ],
)  # fmt: skip
def test_a_twin_town_beside_its_twin_and_a_comparison_aside(
    text: str, subject: str, predicate: str, obj: str, accepted: bool
) -> None:
    assert_accepted_or_not(judge(text, subject, predicate, obj), accepted)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj", "accepted"),
    [
        # a description of the first mention with two nouns coordinated by "and"
        ("Dunhollow is a market town and civil parish in the county of Vellan.", "Dunhollow",
         "located in the administrative territorial entity", "Vellan", True),
        ("Dunhollow is a market town and borough in the province of Vellan.", "Dunhollow",
         "located in the administrative territorial entity", "Vellan", True),
        ("Ines Marle, a singer and a member of the Civic Reform Party, spoke first.",
         "Ines Marle", "member of political party", "Civic Reform Party", True),
        # "and" that opens another clause with its own subject states nothing of the first
        ("Dunhollow is a market town and Orbury is in the county of Vellan.", "Dunhollow",
         "located in the administrative territorial entity", "Vellan", False),
    ],
)  # fmt: skip
def test_a_description_with_two_nouns(
    text: str, subject: str, predicate: str, obj: str, accepted: bool
) -> None:
    assert_accepted_or_not(judge(text, subject, predicate, obj), accepted)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj", "accepted"),
    [
        # a time phrase inside a participle's phrase, fronted or not, and a place after its agent
        ("Published this month by Garnet Group, Winter at Corrow follows a ferryman's widow.",
         "Winter at Corrow", "publisher", "Garnet Group", True),
        ("Winter at Corrow, published last year by Garnet Group, is a quiet book.",
         "Winter at Corrow", "publisher", "Garnet Group", True),
        ("Founded in 1908 by Ines Marle in a converted boathouse, Larch Mutual now employs 300.",
         "Larch Mutual", "founded by", "Ines Marle", True),
        ("Tessel Rail has been controlled since last month by Garnet Group.", "Tessel Rail",
         "owned by", "Garnet Group", True),
        # a book still to come, and a time's possessive (the name's article, not a time phrase)
        ("To be published next month by Garnet Group, Winter at Corrow follows a widow.",
         "Winter at Corrow", "publisher", "Garnet Group", False),
        ("Jonah Pell may win this year's Ashworth Medal.", "Jonah Pell", "award received",
         "Ashworth Medal", False),
    ],
)  # fmt: skip
def test_a_time_phrase_inside_a_participles_phrase(
    text: str, subject: str, predicate: str, obj: str, accepted: bool
) -> None:
    assert_accepted_or_not(judge(text, subject, predicate, obj), accepted)
