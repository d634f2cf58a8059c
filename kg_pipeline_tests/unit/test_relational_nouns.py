"""The template path's nouns: a possessive that names a relation ("X's father, Z"), a noun
phrase fronted before the mention it describes ("A lifelong member of the Y, X ..."), a place
noun ("X, a market town in Y"), a supplement's main clause, and a framed nearer pairing."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Candidate, Decision, Document, Reason, Verdict
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P22": {"label": "father", "template": "{o} is the father of {s}",
                "phrasings": ["{s}'s father {o}", "{o} the father of {s}"],
                "type_pairs": ["PER-PER"]},
        "P3373": {"label": "sibling", "template": "{s} is a sibling of {o}", "symmetric": True,
                  "phrasings": ["{s}'s sister {o}", "{s}'s brother {o}"],
                  "type_pairs": ["PER-PER"]},
        "P108": {"label": "employer", "template": "{s} is employed by {o}",
                 "roles": ["geologist"], "type_pairs": ["PER-ORG"]},
        "P102": {"label": "member of political party",
                 "template": "{s} is a member of the political party {o}",
                 "phrasings": ["{s} a member of {o}"], "type_pairs": ["PER-ORG"]},
        "P69": {"label": "educated at", "template": "{s} was educated at {o}",
                "phrasings": ["{s} attended {o}"], "roles": ["graduate"],
                "type_pairs": ["PER-ORG"]},
        "P131": {"label": "located in", "template": "{s} is located in {o}",
                 "roles": ["town in"], "type_pairs": ["LOC-LOC", "PER-LOC"]},
        "P19": {"label": "place of birth", "template": "{s} was born in {o}",
                "phrasings": ["{s} born in {o}"], "type_pairs": ["PER-LOC"]},
        "P551": {"label": "residence", "template": "{s} lives in {o}",
                 "type_pairs": ["PER-LOC"]},
    }
)  # fmt: skip
TYPES = {
    "Ada Venn": "PER", "Ben Venn": "PER", "Tom Hale": "PER", "Kolvey Mining": "ORG",
    "Green Party": "ORG", "Orrin College": "ORG", "Kellby": "LOC", "Brennmoor": "LOC",
}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


def direction(v: Verdict) -> str | None:
    return support_detail(v, "direction")


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn's father, Ben Venn, kept the lock for forty years.",
        "Ada Venn's late father, the ferryman Ben Venn, kept the lock.",
        "Ada Venn's father is Ben Venn.",
        "Ben Venn, Ada Venn's father, kept the lock for forty years.",
        "Ben Venn, who kept the lock, is Ada Venn's father.",
        "Ben Venn, the father of Ada Venn, kept the lock.",
    ],
)
def test_a_possessive_noun_states_the_relation_it_names(text: str) -> None:
    v = judge(text, "Ada Venn", "father", "Ben Venn")
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    swapped = judge(text, "Ben Venn", "father", "Ada Venn")
    assert swapped.decision == Decision.REJECT and Reason.REVERSED in swapped.reasons


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn's father was born in Brennmoor and later met Ben Venn.",
        "Ada Venn's alleged father, Ben Venn, kept the lock.",
        "Ada Venn's father's friend, Ben Venn, kept the lock.",
        "Ben Venn, Ada Venn's father's friend, kept the lock.",
        "Ben Venn visited Ada Venn's father.",
    ],
)
def test_a_possessive_that_names_something_else_states_nothing(text: str) -> None:
    v = judge(text, "Ada Venn", "father", "Ben Venn")
    assert direction(v) is None and v.tier != "template", v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn and her brother, Ben Venn, grew up in Kellby.",
        "Ben Venn, Ada Venn's younger brother, grew up in Kellby.",
        "Ada Venn's elder brother, Ben Venn, grew up in Kellby.",
    ],
)
def test_a_symmetric_possessive_is_stated_either_way(text: str) -> None:
    for subject, obj in (("Ada Venn", "Ben Venn"), ("Ben Venn", "Ada Venn")):
        v = judge(text, subject, "sibling", obj)
        assert v.decision == Decision.ACCEPT, v.stages


def test_a_role_is_read_after_the_possessive_of_its_organisation() -> None:
    v = judge("Kolvey Mining's chief geologist, Ada Venn, studied rocks.", "Ada Venn",
              "employer", "Kolvey Mining")  # fmt: skip
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages


def test_a_framed_possessive_is_not_accepted() -> None:
    v = judge("Reports that Ben Venn is Ada Venn's father were denied.", "Ada Venn", "father",
              "Ben Venn")  # fmt: skip
    assert v.decision != Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("A lifelong member of the Green Party, Ada Venn sat on the council.", True),
        ("A member of the Green Party, Ada Venn sat on the council.", True),
        ("A proposed member of the Green Party, Ada Venn sat on the council.", False),
        ("A critic of the Green Party, Ada Venn sat on the council.", False),
        ("Member of the Green Party, Ada Venn sat on the council.", False),
    ],
)
def test_a_fronted_noun_phrase_states_the_mention_after_it(text: str, stated: bool) -> None:
    v = judge(text, "Ada Venn", "member of political party", "Green Party")
    assert (v.decision == Decision.ACCEPT) is stated, v.stages


def test_a_fronted_role_states_the_mention_after_it() -> None:
    v = judge("A graduate of Orrin College, Ada Venn joined the bank.", "Ada Venn",
              "educated at", "Orrin College")  # fmt: skip
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages


@pytest.mark.parametrize(
    ("text", "subject", "stated"),
    [
        ("Kellby, a market town in Brennmoor, has a mill.", "Kellby", True),
        ("Kellby, which is a town in Brennmoor, has a mill.", "Kellby", True),
        # a place noun is read after a description of the first mention only
        ("Ada Venn visited a town in Brennmoor.", "Ada Venn", False),
        ("Kellby sent a team to a town in Brennmoor.", "Kellby", False),
    ],
)
def test_a_place_noun_names_its_own_preposition(text: str, subject: str, stated: bool) -> None:
    v = judge(text, subject, "located in", "Brennmoor")
    assert (direction(v) == "forward") is stated, v.stages


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("Ada Venn, who was born in Kellby, will open the fair.", True),
        # a frame inside the supplement, or before its head, still frames it
        ("Ada Venn, who may have been born in Kellby, will open the fair.", False),
        ("Critics claim that Ada Venn, who was born in Kellby, will open the fair.", False),
        # no supplement: the suffix is the clause's own
        ("Ada Venn was born in Kellby, reports that were later denied say.", False),
    ],
)
def test_a_supplement_ends_at_its_comma(text: str, accepted: bool) -> None:
    v = judge(text, "Ada Venn", "place of birth", "Kellby")
    assert (v.decision == Decision.ACCEPT) is accepted, v.stages


def test_a_framed_nearer_pairing_does_not_hide_a_plain_statement() -> None:
    text = (
        "Tom Hale met Ada Venn in Kellby. "
        "Had the floods not come, Ada Venn would have been born in Kellby. "
        "Ada Venn lives in Kellby with her two sons."
    )
    v = judge(text, "Ada Venn", "residence", "Kellby")
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    assert v.evidence_span == "Ada Venn lives in Kellby with her two sons."


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Ada Venn, who attended Orrin College, taught herself to code.", Decision.ACCEPT),
        ("Ada Venn, who never attended Orrin College or any other, taught herself to code.",
         Decision.REJECT),
        ("Ada Venn, who allegedly attended Orrin College, taught herself to code.",
         Decision.REVIEW),
    ],
)  # fmt: skip
def test_a_relative_clause_that_links_the_mentions_is_read(text: str, decision: Decision) -> None:
    v = judge(text, "Ada Venn", "educated at", "Orrin College")
    assert v.decision == decision, v.stages


OWNED = parse_vocabulary(
    {
        "P127": {"label": "owned by", "template": "{s} is owned by {o}",
                 "phrasings": ["{s} owned by {o}", "{o} owns {s}", "{o} owned {s}"],
                 "type_pairs": ["ORG-ORG", "ORG-PER"]},
        "P50": {"label": "author", "template": "{s} is written by {o}",
                "phrasings": ["{o} wrote {s}"], "type_pairs": ["MISC-PER"]},
        "P108": {"label": "employer", "template": "{s} is employed by {o}",
                 "roles": ["geologist", "clerk"], "type_pairs": ["PER-ORG"]},
    }
)  # fmt: skip
OWNED_TYPES = {"Kolvey Mining": "ORG", "Ashmoral Holdings": "ORG", "Ada Venn": "PER",
               "Brenholt Mill": "ORG", "The Long Amen": "MISC", "Lisk Trust": "ORG"}  # fmt: skip


def judge_owned(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(OWNED, OWNED_TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Kolvey Mining, which Ashmoral Holdings has owned outright since 1987, grew.",
         Decision.ACCEPT),
        ("Kolvey Mining, a pit that Ashmoral Holdings owned until 1990, grew.", Decision.ACCEPT),
        # the endpoints the other way round
        ("Ashmoral Holdings, which Kolvey Mining has owned since 1987, grew.", Decision.REJECT),
        # a modal, a negation or a second object in the clause
        ("Kolvey Mining, which Ashmoral Holdings may have owned, grew.", Decision.REVIEW),
        ("Kolvey Mining, which Ashmoral Holdings never owned, grew.", Decision.REVIEW),
        ("Kolvey Mining, which Ashmoral Holdings owns a stake in, grew.", Decision.REVIEW),
    ],
)  # fmt: skip
def test_an_object_relative_clause_states_its_verb(text: str, decision: Decision) -> None:
    v = judge_owned(text, "Kolvey Mining", "owned by", "Ashmoral Holdings")
    assert v.decision == decision, v.stages


def test_an_apposition_may_head_the_clause_without_a_relative_pronoun() -> None:
    v = judge_owned("The Long Amen, the memoir Ada Venn wrote over one summer, sold well.",
                    "The Long Amen", "author", "Ada Venn")  # fmt: skip
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("Kolvey Mining has its head office in Stellmouth and is owned by Ada Venn.", True),
        ("Kolvey Mining bought three pits and has been owned by Ada Venn since 1990.", True),
        # "and" joins something else to the first mention: the owner's object is not it
        ("Brenholt Mill, founded by Kolvey Mining and owned by Ada Venn, closed.", False),
        ("Brenholt Mill, founded by Kolvey Mining itself and owned by Ada Venn, closed.", False),
    ],
)
def test_a_second_verb_phrase_of_the_first_mention(text: str, stated: bool) -> None:
    v = judge_owned(text, "Kolvey Mining", "owned by", "Ada Venn")
    assert (v.decision == Decision.ACCEPT) is stated, v.stages


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("Ada Venn, chief geologist at Kolvey Mining, studied the seams.", True),
        ("Ada Venn is senior geologist at Kolvey Mining.", True),
        ("Ada Venn worked as a clerk for the Lisk Trust.", True),
        # no comma and no copula: the words before the title are a verb phrase
        ("Ada Venn married geologist at Kolvey Mining.", False),
    ],
)
def test_a_job_title_may_go_without_its_article(text: str, stated: bool) -> None:
    obj = "Lisk Trust" if "Lisk" in text else "Kolvey Mining"
    v = judge_owned(text, "Ada Venn", "employer", obj)
    assert (v.decision == Decision.ACCEPT) is stated, v.stages


TEAMS = parse_vocabulary(
    {"P54": {"label": "member of sports team", "template": "{s} is a member of {o}",
             "phrasings": ["{s} plays for {o}"], "type_pairs": ["PER-ORG"]},
     "P112": {"label": "founded by", "template": "{s} was founded by {o}",
              "phrasings": ["{o} founded {s}"], "type_pairs": ["ORG-PER"]}}
)  # fmt: skip


def test_an_alias_inside_another_name_is_not_read_as_a_statement() -> None:
    text = ("Matteo Brannock plays in Quenby. His sister, Renata Brannock, already plays for "
            "Harrowmere Athletic.")  # fmt: skip
    doc = Document(doc_id="d", text=text, entities=[
        {"entity_id": 0, "name": "Matteo Brannock", "type": "PER",
         "aliases": ["Matteo Brannock", "Brannock"]},
        {"entity_id": 1, "name": "Renata Brannock", "type": "PER", "aliases": ["Renata Brannock"]},
        {"entity_id": 2, "name": "Harrowmere Athletic", "type": "ORG",
         "aliases": ["Harrowmere Athletic"]},
    ])  # fmt: skip
    matteo = Candidate(candidate_id="m", doc_id="d", subject="Matteo Brannock",
                       predicate="member of sports team", object="Harrowmere Athletic",
                       subject_type="PER", object_type="ORG",
                       subject_aliases=["Brannock"])  # fmt: skip
    v = Validator(TEAMS).validate_one(doc, matteo)
    assert v.tier != "template" and v.decision != Decision.ACCEPT, v.stages
    renata = matteo.model_copy(update={"candidate_id": "r", "subject": "Renata Brannock",
                                       "subject_aliases": []})  # fmt: skip
    assert Validator(TEAMS).validate_one(doc, renata).decision == Decision.ACCEPT


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("It was not Ada Venn who founded Kolvey Mining; she came later.", True),
        ("It was never Ada Venn who founded Kolvey Mining.", True),
        ("It was not until 1990 that Ada Venn founded Kolvey Mining.", False),
    ],
)
def test_a_negated_cleft_denies_its_focus(text: str, negated: bool) -> None:
    doc = Document(doc_id="d", text=text)
    cand = Candidate(candidate_id="c", doc_id="d", subject="Kolvey Mining",
                     predicate="founded by", object="Ada Venn", subject_type="ORG",
                     object_type="PER")  # fmt: skip
    v = Validator(TEAMS).validate_one(doc, cand)
    assert (Reason.NEGATED in v.reasons) is negated, v.stages
    assert (v.decision == Decision.REJECT) is negated, v.stages


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("The will is valid only if Ada Venn was a clerk for the Lisk Trust.", Reason.CONDITIONAL),
        ("The bank pays out unless Ada Venn worked as a clerk for the Lisk Trust.",
         Reason.CONDITIONAL),
        ("A draft agreement under which Ada Venn would become a clerk for the Lisk Trust has "
         "been drawn up.", Reason.EMBEDDED_CLAIM),
    ],
)  # fmt: skip
def test_a_condition_or_deal_inside_the_sentence_frames_the_clause(
    text: str, reason: Reason
) -> None:
    v = judge_owned(text, "Ada Venn", "employer", "Lisk Trust")
    assert v.decision == Decision.REVIEW and reason in v.reasons, v.stages


def test_a_duration_is_not_a_condition() -> None:
    v = judge_owned("The firm has grown for as long as Ada Venn has been a clerk for the Lisk "
                    "Trust.", "Ada Venn", "employer", "Lisk Trust")  # fmt: skip
    assert Reason.CONDITIONAL not in v.reasons, v.stages


def test_records_that_show_still_commit_the_writer() -> None:
    v = judge_owned("Records show that Ada Venn worked as a clerk for the Lisk Trust.",
                    "Ada Venn", "employer", "Lisk Trust")  # fmt: skip
    assert v.decision == Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn was born in Kellby and has been a clerk for the Lisk Trust since 2001.",
        "Ada Venn, Tom Hale's sister, worked as a clerk for the Lisk Trust.",
    ],
)
def test_a_perfect_second_verb_phrase_and_a_possessive_apposition(text: str) -> None:
    v = judge_owned(text, "Ada Venn", "employer", "Lisk Trust")
    assert v.decision == Decision.ACCEPT, v.stages


def test_a_perfect_after_and_needs_the_first_mention_as_its_subject() -> None:
    v = judge_owned("Brenholt Mill was bought by Kolvey Mining and has owned Ada Venn since.",
                    "Ada Venn", "owned by", "Kolvey Mining")  # fmt: skip
    assert v.decision != Decision.ACCEPT, v.stages


_CLERK = "worked as a clerk for the Lisk Trust"


@pytest.mark.parametrize(
    "text",
    [
        # a frame before an apposition, or before an aside after "that"
        pytest.param(f"Asked whether his daughter, Ada Venn, had {_CLERK}, he laughed.",
                     id="question-before-apposition"),
        pytest.param(f"They allege that, while inspecting the pits, Ada Venn {_CLERK}.",
                     id="that-before-aside"),
        # a source's description of the mention
        pytest.param("A diary item described Ada Venn as a clerk for the Lisk Trust; in fact "
                     "she never was.", id="described-as"),
        pytest.param("Ada Venn is often described as a clerk for the Lisk Trust.",
                     id="is-described-as"),
        pytest.param("The register lists Ada Venn as a clerk for the Lisk Trust.",
                     id="lists-as"),
        # an inscription, and a next clause that finds no such record
        pytest.param(f"A brass plaque records that Ada Venn {_CLERK}.", id="records-that"),
        pytest.param(f"The plaque says Ada Venn {_CLERK}, but the archivist said the registers "
                     "list no such clerk.", id="no-such"),
        # lore, and no record of it
        pytest.param("Local lore has long made Ada Venn a clerk for the Lisk Trust.", id="lore"),
        pytest.param(f"Ada Venn {_CLERK}, but no record of it survives.", id="no-record"),
        # a frame before a possessive and an apposition; the claim called false after an aside
        pytest.param(f"His team claimed that Tom Hale's sister, the archivist Ada Venn, {_CLERK}.",
                     id="that-possessive-apposition"),
        pytest.param(f"Ada Venn {_CLERK}, the charity now under inquiry, but the trustees said "
                     "on Friday that the claim was false.", id="aside-then-claim-false"),
    ],
)  # fmt: skip
def test_a_framed_clause_is_an_embedded_claim(text: str) -> None:
    v = judge_owned(text, "Ada Venn", "employer", "Lisk Trust")
    assert v.decision == Decision.REVIEW and Reason.EMBEDDED_CLAIM in v.reasons, v.stages


@pytest.mark.parametrize(
    "text",
    [
        # "that" with a possessive governs only a clause it opens; a plain clause after it is not
        # reported, and a false account of something else refutes nothing here
        f"Tom Hale's sister, Ada Venn, {_CLERK}.",
        f"Ada Venn {_CLERK}, but the trustees said that the story about her pay was exaggerated.",
    ],
)
def test_what_is_not_framed_stays_plain(text: str) -> None:
    v = judge_owned(text, "Ada Venn", "employer", "Lisk Trust")
    assert v.decision == Decision.ACCEPT, v.stages
