"""Embedded claims (issue 10): a clause that states the predicate's template forward is accepted
only when nothing frames it as something else. Each framed sentence has a plain twin that must
still be accepted, so a rule that blocks everything fails here. Sentences written for this file
(names invented); none comes from the contrast set."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Candidate, Decision, Document, Reason, Verdict
from kg_pipeline.core.validation.grounding import framing
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary

VOCAB = parse_vocabulary(
    {
        "entity_types": ["ORG", "PER", "LOC"],
        "predicates": {
            "emp": {"label": "employer", "template": "{s} is employed by {o}",
                    "type_pairs": ["PER-ORG"]},
            "own": {"label": "owned by", "template": "{s} is owned by {o}",
                    "type_pairs": ["ORG-ORG"]},
            "born": {"label": "place of birth", "template": "{s} was born in {o}",
                     "type_pairs": ["PER-LOC"]},
            "sp": {"label": "spouse", "template": "{s} is married to {o}",
                   "type_pairs": ["PER-PER"]},
        },
    }
)  # fmt: skip

TYPES = {
    "employer": ("PER", "ORG"),
    "owned by": ("ORG", "ORG"),
    "place of birth": ("PER", "LOC"),
    "spouse": ("PER", "PER"),
}


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    st, ot = TYPES[predicate]
    doc = Document(
        doc_id="d",
        text=text,
        entities=[
            {"entity_id": "s", "name": subject, "type": st, "aliases": [subject]},
            {"entity_id": "o", "name": obj, "type": ot, "aliases": [obj]},
        ],
    )
    cand = Candidate(
        candidate_id="c",
        doc_id="d",
        subject=subject,
        predicate=predicate,
        object=obj,
        subject_type=st,
        object_type=ot,
    )
    return Validator(VOCAB).validate_one(doc, cand)


E, P, B = "employer", "owned by", "place of birth"
PLAIN = [
    ("Ivo Renk is employed by Salt Harbour Ferries.", "Ivo Renk", E, "Salt Harbour Ferries"),
    ("Lumen Dairy is owned by Corwin Foods.", "Lumen Dairy", P, "Corwin Foods"),
    ("Hana Brell was born in Tolvik.", "Hana Brell", B, "Tolvik"),
]
# (sentence, subject, predicate, object, the reason that must stop it)
FRAMED = [
    # verbs of denial, before and after the clause; a report shown false; a retracted statement
    ("The ferry line denies that Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("Stories that Lumen Dairy is owned by Corwin Foods were dismissed by the mayor.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("The suggestion that Hana Brell was born in Tolvik proved to be untrue.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("It is not true that Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("A blog wrongly stated that Hana Brell was born in Tolvik.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("Once printed: Hana Brell was born in Tolvik; that turned out to be a mistake.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    # allegations and rumours
    ("Union leaders alleged Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("Lumen Dairy is owned by Corwin Foods, a rival insists.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Supposedly, Hana Brell was born in Tolvik.", "Hana Brell", B, "Tolvik",
     Reason.EMBEDDED_CLAIM),
    ("Word on the quayside is that Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("The talk among the farmers was that Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    # hearsay idioms: "<legend, tradition, story ...> has it", "the story goes", "according to
    # legend"
    ("Family tradition has it that Hana Brell was born in Tolvik.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("Hana Brell was born in Tolvik, so the story goes.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("Folklore says Hana Brell was born in Tolvik.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("According to local legend, Hana Brell was born in Tolvik.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    # a that-complement governed by a verb no list holds: reported, not asserted
    ("Old guidebooks murmur that Hana Brell was born in Tolvik.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("It is muttered in the harbour bars that Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("The brochure states that Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Old guidebooks murmur that the seafaring Hana Brell was born in Tolvik.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    # ... after a title of address ("moved that Cllr X be elected")
    ("Cllr Oddie moved that Dr Ivo Renk be employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    # ... after "our", "my" or "your" and a description
    ("Old guidebooks murmur that our seafaring Hana Brell was born in Tolvik.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("Talk in the harbour bars has it Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    # ... after an article ("state that the X was founded by ...")
    ("Some guidebooks state that the Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    # ... after a description without an article, when a verb of saying governs "that"
    ("A correction: the old almanac said that local girl Hana Brell was born in Tolvik, but "
     "she was in fact born at sea.", "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("The ferry guide reported that senior engineer Ivo Renk is employed by Salt Harbour "
     "Ferries.", "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    # a that-complement whose first mention renames the noun before it
    ("A stall on the quay handed out leaflets saying that the town's dairy, Lumen Dairy, is "
     "owned by Corwin Foods.", "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    # ... a capitalised office ("that the Mayor, X,")
    ("It is also alleged, in a leaflet left on the quay, that the Harbour Master, Ivo Renk, is "
     "employed by Salt Harbour Ferries.", "Ivo Renk", E, "Salt Harbour Ferries",
     Reason.EMBEDDED_CLAIM),
    # a reported clause without "that"
    ("The ferry guide says Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    # ... by a plural or first person verb of saying, believing or hearing
    ("People on the quay say Lumen Dairy is owned by Corwin Foods these days.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Dockers reckon Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Many believe Hana Brell was born in Tolvik.", "Hana Brell", B, "Tolvik",
     Reason.EMBEDDED_CLAIM),
    ("I think Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("We hear Ivo Renk is employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("Brokers suggest Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    # ... or by a tag after it: a report, or a hedge standing alone
    ("Lumen Dairy is owned by Corwin Foods, they say.", "Lumen Dairy", P, "Corwin Foods",
     Reason.EMBEDDED_CLAIM),
    ("Lumen Dairy is owned by Corwin Foods, I am told.", "Lumen Dairy", P, "Corwin Foods",
     Reason.EMBEDDED_CLAIM),
    ("Ivo Renk is employed by Salt Harbour Ferries, says a man in the Anchor.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("Hana Brell was born in Tolvik, apparently.", "Hana Brell", B, "Tolvik",
     Reason.SPECULATIVE),
    ("Lumen Dairy is almost certainly owned by Corwin Foods.", "Lumen Dairy", P,
     "Corwin Foods", Reason.SPECULATIVE),
    # ... or by a later clause that calls it someone's story, or by an inference
    ("Lumen Dairy is owned by Corwin Foods -- that, at least, is the theory.", "Lumen Dairy", P,
     "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Lumen Dairy is owned by Corwin Foods, or at least that is what the sign on the gate says.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Ivo Renk must have been employed by Salt Harbour Ferries.", "Ivo Renk", E,
     "Salt Harbour Ferries", Reason.SPECULATIVE),
    # a next clause that denies the statement by pointing back at it
    ("Lumen Dairy is owned by Corwin Foods, a radio host said, but the dairy denied it.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Hana Brell was born in Tolvik, one almanac says; her biographer rejects that claim.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    ("Ivo Renk is said to be employed by Salt Harbour Ferries.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.SPECULATIVE),
    # questions, direct and reported
    ("Was Hana Brell born in Tolvik?", "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    # the question mark inside one sentence (a quiz and its answer in one item of a list)
    ("Quiz: was Hana Brell born in Tolvik or in Lisk? answer on page 14.", "Hana Brell", B,
     "Tolvik", Reason.EMBEDDED_CLAIM),
    ("Nobody could say whether Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    # proposals, plans, offers, talks, pending deals, the future
    ("Corwin Foods proposed that Lumen Dairy be owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("A plan under which Lumen Dairy is owned by Corwin Foods was drafted.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Lumen Dairy is to be owned by Corwin Foods, pending a vote.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Ivo Renk will be employed by Salt Harbour Ferries next spring.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    ("Ivo Renk and Salt Harbour Ferries are negotiating a contract.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    # nouns of a step toward it, with an infinitive (a bill, a motion, an attempt, ...)
    ("A bill to have Lumen Dairy owned by Corwin Foods is before parliament.",
     "Lumen Dairy", P, "Corwin Foods", Reason.EMBEDDED_CLAIM),
    ("Attempts to get Ivo Renk employed by Salt Harbour Ferries came to nothing.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.EMBEDDED_CLAIM),
    # counterfactuals
    ("Hana Brell would have been born in Tolvik but for a storm.",
     "Hana Brell", B, "Tolvik", Reason.EMBEDDED_CLAIM),
    # conditions, leading and trailing, and inverted
    ("Unless the sale fails, Lumen Dairy is owned by Corwin Foods from May.",
     "Lumen Dairy", P, "Corwin Foods", Reason.CONDITIONAL),
    ("Ivo Renk is employed by Salt Harbour Ferries as long as the route runs.",
     "Ivo Renk", E, "Salt Harbour Ferries", Reason.CONDITIONAL),
    ("Were the court to agree, Lumen Dairy is owned by Corwin Foods.",
     "Lumen Dairy", P, "Corwin Foods", Reason.CONDITIONAL),
    # modal speculation and hedges
    ("Perhaps Hana Brell was born in Tolvik.", "Hana Brell", B, "Tolvik", Reason.SPECULATIVE),
    ("It is unclear that Hana Brell was born in Tolvik.", "Hana Brell", B, "Tolvik",
     Reason.SPECULATIVE),
    # "no" as a determiner
    ("Lumen Dairy is no longer owned by Corwin Foods.", "Lumen Dairy", P, "Corwin Foods",
     Reason.NEGATED),
    # a clause-initial negator
    ("Neither is Lumen Dairy owned by Corwin Foods.", "Lumen Dairy", P, "Corwin Foods",
     Reason.NEGATED),
]  # fmt: skip


@pytest.mark.parametrize(("text", "s", "p", "o"), PLAIN)
def test_plain_statements_are_accepted(text: str, s: str, p: str, o: str) -> None:
    v = judge(text, s, p, o)
    assert v.decision == Decision.ACCEPT, (v.reasons, v.stages)


@pytest.mark.parametrize(("text", "s", "p", "o", "reason"), FRAMED)
def test_framed_clauses_are_never_accepted_and_say_why(
    text: str, s: str, p: str, o: str, reason: Reason
) -> None:
    v = judge(text, s, p, o)
    assert v.decision != Decision.ACCEPT, v.stages
    assert reason in v.reasons, (v.reasons, v.stages)


@pytest.mark.parametrize(
    "text",
    [
        "Hana Brell, who never liked the sea, was born in Tolvik.",
        "Hana Brell was born in Tolvik, although she did not grow up there.",
        "Hana Brell was born in Tolvik; reports that she moved away were denied.",
        # a denial of something else, and "word" that reports nothing
        "Hana Brell was born in Tolvik, but she rejected the offer of a house there.",
        "Hana Brell was born in Tolvik, and the word is out.",
        "Hana Brell was born in Tolvik, as the parish register has it.",
        # "for as long as" says how long, not whether
        "Hana Brell was born in Tolvik, a town her family has farmed for as long as anyone knows.",
    ],
)
def test_a_negation_or_frame_elsewhere_in_the_sentence_does_not_block(text: str) -> None:
    v = judge(text, "Hana Brell", B, "Tolvik")
    assert v.decision == Decision.ACCEPT, (v.reasons, v.stages)


@pytest.mark.parametrize(
    "text",
    [
        # a governor that commits the writer to the complement, or a presupposing subordinator
        "The parish register shows that Hana Brell was born in Tolvik.",
        "It is true that Hana Brell was born in Tolvik.",
        "Her biographer established that Hana Brell was born in Tolvik.",
        "Now that the records are open, we know that Hana Brell was born in Tolvik.",
        "Given that Hana Brell was born in Tolvik, the town is proud of her.",
        "The parish register shows that the young Hana Brell was born in Tolvik.",
        # "that" as a determiner: its noun is no description of the mention
        "It was that spring Hana Brell was born in Tolvik.",
        "The parish register shows that local girl Hana Brell was born in Tolvik.",
        "The parish register shows that our own Hana Brell was born in Tolvik.",
        "The parish register shows that Dr Hana Brell was born in Tolvik.",
        # a verb of hearing inside a phrase that commits the writer
        "We were thrilled to hear that Hana Brell was born in Tolvik.",
        # a hedge that tags another clause, and a neutral attribution
        "Hana Brell was born in Tolvik and sailed for Orm in 1931, or possibly 1932.",
        "Hana Brell was born in Tolvik, the parish register says.",
        "Hana Brell was born in Tolvik, and that is why the town keeps her portrait.",
        "The parish register shows that the Harbour Master, Hana Brell, was born in Tolvik.",
    ],
)
def test_a_that_complement_the_writer_commits_to_is_asserted(text: str) -> None:
    v = judge(text, "Hana Brell", B, "Tolvik")
    assert Reason.EMBEDDED_CLAIM not in v.reasons, v.stages
    assert v.decision == Decision.ACCEPT, (v.reasons, v.stages)


def test_a_committed_complement_before_an_apposition_is_asserted() -> None:
    text = (
        "A stall on the quay handed out records showing that the town's dairy, Lumen Dairy, is "
        "owned by Corwin Foods."
    )
    v = judge(text, "Lumen Dairy", P, "Corwin Foods")
    assert v.decision == Decision.ACCEPT, (v.reasons, v.stages)


def test_a_reported_complement_names_its_governor() -> None:
    v = judge("Old guidebooks murmur that Hana Brell was born in Tolvik.", "Hana Brell", B,
              "Tolvik")  # fmt: skip
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert support.detail["frame"] == "report"
    assert "frame:report@prefix:murmur that" in support.detail["cues"]


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        # a fronted participle describes the subject after it
        ("Born in Tolvik, Hana Brell sang in the harbour choir.", True),
        ("Born in Tolvik on 3 May 1950, Hana Brell sang in the harbour choir.", True),
        ("Born in Tolvik, a fishing port in the north, Hana Brell sang in the choir.", True),
        # ... not someone named after it
        ("Born in Tolvik, the brother of Hana Brell sang in the harbour choir.", False),
        ("Born in Tolvik, Hana Brell's father sang in the harbour choir.", False),
    ],
)
def test_a_fronted_participle_states_the_subject_after_it(text: str, accepted: bool) -> None:
    v = judge(text, "Hana Brell", B, "Tolvik")
    assert (v.decision == Decision.ACCEPT) is accepted, v.stages


NEARER = "Ivo Renk and Salt Harbour Ferries were in the news again."


@pytest.mark.parametrize(
    ("second", "accepted"),
    [
        # the nearest mentions state nothing; the next sentence does
        ("Ivo Renk is employed by Salt Harbour Ferries.", True),
        # ... unless it frames or reverses the statement, or another sentence does
        ("Critics claim Ivo Renk is employed by Salt Harbour Ferries.", False),
        ("Salt Harbour Ferries is employed by Ivo Renk.", False),
        (
            "Ivo Renk is employed by Salt Harbour Ferries. Salt Harbour Ferries is employed by "
            "Ivo Renk.",
            False,
        ),
        (
            "Ivo Renk is employed by Salt Harbour Ferries. Perhaps Ivo Renk is employed by Salt "
            "Harbour Ferries.",
            False,
        ),
    ],
)
def test_a_statement_beside_nearer_mentions_is_read(second: str, accepted: bool) -> None:
    v = judge(f"{NEARER} {second}", "Ivo Renk", E, "Salt Harbour Ferries")
    assert (v.decision == Decision.ACCEPT) is accepted, v.stages
    if accepted:  # the span is the sentence that states it, not the nearer mentions
        assert v.evidence_span == second, v.evidence_span


def test_not_a_but_b_does_not_negate_b() -> None:
    text = "Hana Brell was born not in Ostra but in Tolvik."
    v = judge(text, "Hana Brell", B, "Tolvik")
    assert Reason.NEGATED not in v.reasons and v.decision != Decision.REJECT, v.stages
    twin = judge("Hana Brell was not born in Tolvik.", "Hana Brell", B, "Tolvik")
    assert twin.decision == Decision.REJECT and Reason.NEGATED in twin.reasons


def test_a_frame_word_inside_another_entity_name_is_not_a_cue() -> None:
    text = "Ivo Renk, a singer with Rumour Records, is employed by Salt Harbour Ferries."
    doc_entities = [
        {"entity_id": "s", "name": "Ivo Renk", "type": "PER", "aliases": ["Ivo Renk"]},
        {"entity_id": "o", "name": "Salt Harbour Ferries", "type": "ORG",
         "aliases": ["Salt Harbour Ferries"]},
        {"entity_id": "r", "name": "Rumour Records", "type": "ORG", "aliases": ["Rumour Records"]},
    ]  # fmt: skip
    doc = Document(doc_id="d", text=text, entities=doc_entities)
    cand = Candidate(
        candidate_id="c", doc_id="d", subject="Ivo Renk", predicate=E,
        object="Salt Harbour Ferries", subject_type="PER", object_type="ORG",
    )  # fmt: skip
    v = Validator(VOCAB).validate_one(doc, cand)
    assert Reason.EMBEDDED_CLAIM not in v.reasons, v.stages


def test_the_frame_is_recorded_on_the_support_stage() -> None:
    v = judge("Critics claim that Hana Brell was born in Tolvik.", "Hana Brell", B, "Tolvik")
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert support.detail["frame"] == "allegation"
    assert any(c.startswith("frame:allegation@prefix") for c in support.detail["cues"])


def test_the_lexicon_is_data_loaded_once_and_every_reason_is_a_reason_code() -> None:
    first = framing._lexicon()
    assert framing._lexicon() is first
    assert set(first.reasons.values()) <= {r.value for r in Reason}
    assert {"denial", "allegation", "rumour", "question", "proposal", "modal"} <= set(
        first.patterns
    )


@pytest.mark.parametrize(
    ("text", "s", "p", "o"),
    [
        # a cleft whose focus is a prepositional phrase asserts its clause
        ("It was in a fisherman's cottage that Hana Brell was born in Tolvik.", "Hana Brell", B,
         "Tolvik"),
        ("It was in the spring of that year that Hana Brell was born in Tolvik.", "Hana Brell", B,
         "Tolvik"),
        # an emotive factive: the writer is glad of what is so
        ("We were delighted to hear that Ivo Renk is employed by Salt Harbour Ferries.",
         "Ivo Renk", E, "Salt Harbour Ferries"),
        # a declared interest in an agenda item proposes nothing
        ("Cllr Ivo Renk declared a personal interest in item 4 as he is employed by Salt Harbour "
         "Ferries.", "Ivo Renk", E, "Salt Harbour Ferries"),
        # "will" before a verb of continuing states what holds now
        ("Lumen Dairy will remain owned by Corwin Foods.", "Lumen Dairy", P, "Corwin Foods"),
        ("Ivo Renk is married to Hana Brell.", "Ivo Renk", "spouse", "Hana Brell"),
        # the quotation before "said X" is X's, and frames nothing about X
        ("'We intend that the ferries keep running,' said Ivo Renk, who is employed by Salt "
         "Harbour Ferries.", "Ivo Renk", E, "Salt Harbour Ferries"),
    ],
)  # fmt: skip
def test_forms_that_only_look_like_frames_frame_nothing(text: str, s: str, p: str, o: str) -> None:
    v = judge(text, s, p, o)
    assert Reason.EMBEDDED_CLAIM not in v.reasons, v.stages
    assert Reason.SPECULATIVE not in v.reasons, v.stages


@pytest.mark.parametrize(
    ("text", "s", "p", "o"),
    [
        ("It is often said that Hana Brell was born in Tolvik.", "Hana Brell", B, "Tolvik"),
        ("We hear that Ivo Renk is employed by Salt Harbour Ferries.", "Ivo Renk", E,
         "Salt Harbour Ferries"),
        ("Ivo Renk has an interest in being employed by Salt Harbour Ferries.", "Ivo Renk", E,
         "Salt Harbour Ferries"),
        ("Lumen Dairy will be owned by Corwin Foods.", "Lumen Dairy", P, "Corwin Foods"),
        # forms the exemptions above uncovered on read contrast text, each a frame of its own
        ("It was on this bench that Ivo Renk asked Hana Brell to marry him.", "Ivo Renk",
         "spouse", "Hana Brell"),
        ("We were sorry to hear that the sale of Lumen Dairy to Corwin Foods now waits only on "
         "the minister's signature.", "Lumen Dairy", P, "Corwin Foods"),
    ],
)  # fmt: skip
def test_the_twins_of_those_forms_stay_framed(text: str, s: str, p: str, o: str) -> None:
    v = judge(text, s, p, o)
    assert v.decision != Decision.ACCEPT, v.stages
    assert Reason.EMBEDDED_CLAIM in v.reasons, (v.reasons, v.stages)
