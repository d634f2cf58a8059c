"""The object that opens the subject's description in the document's first sentence states the
predicate that is `described_as` what it is there (docs/validation_trials.md, "X is a German
skeleton racer states a citizenship", "X is a 1936 British film states a publication date"): a
nationality, a thing's country, a year; and a work's year in parentheses after its name ("a
work's year in parentheses after its name"). A template that says "citizen", "in the country",
or "published" of a TIME, declares it."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import (
    Candidate,
    Decision,
    DescribedAs,
    Document,
    InputError,
    Verdict,
)
from kg_pipeline.core.validation.stages.support import DESCRIBED, YEAR_AFTER_NAME
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P27": {"label": "country of citizenship", "template": "{s} is a citizen of {o}",
                "type_pairs": ["PER-LOC"]},
        "P17": {"label": "country", "template": "{s} is in the country {o}",
                "type_pairs": ["ORG-LOC", "MISC-LOC", "PER-LOC"]},
        "P577": {"label": "publication date", "template": "{s} was published in {o}",
                 "type_pairs": ["MISC-TIME", "PER-TIME"]},
        "P571": {"label": "inception", "template": "{s} was founded in {o}",
                 "type_pairs": ["ORG-TIME"]},
        "P159": {"label": "headquarters location", "template": "{s} has its headquarters in {o}",
                 "type_pairs": ["ORG-LOC"]},
    }
)  # fmt: skip
TYPES = {"Ada Quellin": "PER", "Ernst Varl": "PER", "Orsby Mills": "ORG", "Valdorian": "LOC",
         "Kestish": "LOC", "Song of Orsby": "MISC", "1936": "TIME", "1937": "TIME",
         "1904": "TIME", "English": "LOC", "Scottish": "LOC"}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("Ada Quellin (born 13 March 1963 in Orsby) is a Valdorian skeleton racer.",
         "Ada Quellin", "Valdorian"),
        ("Ernst Varl (7 September 1722 – 28 August 1802) was a Kestish physician and chemist.",
         "Ernst Varl", "Kestish"),
        ("Ernst Varl is a former Valdorian footballer who played as a goalkeeper.",
         "Ernst Varl", "Valdorian"),
    ],
)  # fmt: skip
def test_a_nationality_opening_the_description_states_a_citizenship(
    text: str, subject: str, obj: str
) -> None:
    v = judge(text, subject, "country of citizenship", obj)
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == DESCRIBED


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # born there, not a citizen by these words
        ("Ada Quellin (born 1963) is a Valdorian-born Kestish skeleton racer.",
         "Ada Quellin", "Valdorian"),
        ("Ernst Varl is a Valdorian born, Kestish naturalised footballer.", "Ernst Varl",
         "Valdorian"),
        # not the first word of the description
        ("Ada Quellin is a skeleton racer from a Valdorian family.", "Ada Quellin", "Valdorian"),
        # not the document's first sentence
        ("The season opened in March. Ernst Varl is a Valdorian footballer.", "Ernst Varl",
         "Valdorian"),
        # not a description of the subject
        ("Ernst Varl married a Valdorian painter.", "Ernst Varl", "Valdorian"),
    ],
)  # fmt: skip
def test_what_does_not_state_a_citizenship(text: str, subject: str, obj: str) -> None:
    v = judge(text, subject, "country of citizenship", obj)
    assert support_detail(v, "stated_as") != DESCRIBED
    assert v.decision != Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Ada Quellin is not a Valdorian skeleton racer.",
        "It is alleged that Ada Quellin is a Valdorian skeleton racer.",
        "If Ada Quellin is a Valdorian skeleton racer, she may not compete.",
    ],
)
def test_a_framed_description_is_not_accepted(text: str) -> None:
    assert judge(text, "Ada Quellin", "country of citizenship", "Valdorian").decision != (
        Decision.ACCEPT
    )


def test_only_a_predicate_that_declares_it_reads_a_nationality() -> None:
    text = "Orsby Mills is a Valdorian textile maker."
    v = judge(text, "Orsby Mills", "headquarters location", "Valdorian")
    assert support_detail(v, "stated_as") != DESCRIBED


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Orsby Mills is a Valdorian textile maker founded in 1904.", "Orsby Mills"),
        ("Song of Orsby is a Valdorian film directed by Ernst Varl.", "Song of Orsby"),
    ],
)  # fmt: skip
def test_a_things_description_names_its_country(text: str, subject: str) -> None:
    """docs/validation_trials.md: "the two narrower readings, judged by a blind batch"."""
    v = judge(text, subject, "country", "Valdorian")
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == DESCRIBED


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a person's nationality is a citizenship, not a country of theirs
        ("Ada Quellin is a Valdorian skeleton racer.", "Ada Quellin", "Valdorian"),
        # a country within a sovereign state names no thing's country
        ("Orsby Mills is an English textile maker.", "Orsby Mills", "English"),
        ("Orsby Mills is a Scottish textile maker.", "Orsby Mills", "Scottish"),
    ],
)  # fmt: skip
def test_what_does_not_name_a_things_country(text: str, subject: str, obj: str) -> None:
    v = judge(text, subject, "country", obj)
    assert support_detail(v, "stated_as") != DESCRIBED
    assert v.decision != Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Song of Orsby is a 1936 Valdorian film directed by Ernst Varl.",
        "Song of Orsby (Valdorian: Orsbyn laulu) was a 1936 novel by Ada Quellin.",
    ],
)
def test_a_year_opening_the_description_states_a_publication_date(text: str) -> None:
    v = judge(text, "Song of Orsby", "publication date", "1936")
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == DESCRIBED


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        # a span of years, not a year
        ("Song of Orsby is a 1936-37 serial in the Orsby Gazette.", "1936"),
        # not the first word of the description
        ("Song of Orsby is a Valdorian film of 1936.", "1936"),
        # not the document's first sentence
        ("The studio closed in 1950. Song of Orsby is a 1936 Valdorian film.", "1936"),
    ],
)
def test_what_does_not_state_a_publication_date(text: str, obj: str) -> None:
    v = judge(text, "Song of Orsby", "publication date", obj)
    assert support_detail(v, "stated_as") != DESCRIBED
    assert v.decision != Decision.ACCEPT, v.stages


def test_a_template_declares_what_the_description_names_and_the_field_overrides() -> None:
    assert VOCAB.predicates["P27"].described_as == DescribedAs.NATIONALITY
    assert VOCAB.predicates["P577"].described_as == DescribedAs.YEAR
    assert VOCAB.predicates["P17"].described_as == DescribedAs.COUNTRY
    assert VOCAB.predicates["P159"].described_as is None
    assert VOCAB.predicates["P571"].described_as is None
    off = parse_vocabulary(
        {"P27": {"label": "country of citizenship", "template": "{s} is a citizen of {o}",
                 "type_pairs": ["PER-LOC"], "described_as": None}}
    )  # fmt: skip
    assert off.predicates["P27"].described_as is None
    with pytest.raises(InputError, match="described_as must be one of: nationality, country, year"):
        parse_vocabulary(
            {"P27": {"label": "citizenship", "template": "{s} is a citizen of {o}",
                     "type_pairs": ["PER-LOC"], "described_as": "yes"}}
        )  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "It is taken from her seventh studio album, Song of Orsby (1936).",
        "Song of Orsby (1936) is the third novel in the cycle.",
        "Her best-known records are “Song of Orsby” (1936) and “Lanterns” (1938).",
        "She produced two sitcoms, Song of Orsby (1936 – 39) and Lanterns (1940 – 41).",
        "Song of Orsby (Valdorian: Orsbylied; 1936) was her first film.",
    ],
)
def test_a_works_year_in_parentheses_after_its_name_states_its_publication_date(
    text: str,
) -> None:
    v = judge(text, "Song of Orsby", "publication date", "1936")
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == YEAR_AFTER_NAME


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a person's parenthesis is a life span; a year not first; a year that goes on
        ("Ada Quellin (1936) wrote the songs.", "Ada Quellin", "1936"),
        ("Song of Orsby (remastered 1936) is an album.", "Song of Orsby", "1936"),
        ("Song of Orsby (1936 reissue) is an album.", "Song of Orsby", "1936"),
        ("Song of Orsby (1904, reissued 1936) is an album.", "Song of Orsby", "1936"),
    ],
)
def test_what_a_parenthesis_does_not_date(text: str, subject: str, obj: str) -> None:
    v = judge(text, subject, "publication date", obj)
    assert support_detail(v, "stated_as") != YEAR_AFTER_NAME
    assert v.decision != Decision.ACCEPT, v.stages


def test_a_comma_after_the_parenthesis_and_a_dash_inside_it() -> None:
    """A comma may follow the parenthesis; the span's dash does not part the name before it from
    the description when a later alias takes the nearest pairing ("a break inside a parenthesis
    between the mentions, and a comma before the description")."""
    v = judge("Ada Quellin (born June 8, 1959), is a Valdorian former basketball player.",
              "Ada Quellin", "country of citizenship", "Valdorian")  # fmt: skip
    assert_accepted_forward(v)
    text = "Ernst Varl (7 September 1722 – 28 August 1802) was a Kestish actor, born Ernst Warl."
    entities = [
        {"entity_id": "p", "name": "Ernst Varl", "type": "PER",
         "aliases": ["Ernst Varl", "Ernst Warl"]},
        {"entity_id": "k", "name": "Kestish", "type": "LOC", "aliases": ["Kestish"]},
    ]  # fmt: skip
    doc = Document(doc_id="d", text=text, entities=entities)
    cand = Candidate(candidate_id="c", doc_id="d", subject="Ernst Varl",
                     predicate="country of citizenship", object="Kestish", subject_type="PER",
                     object_type="LOC")  # fmt: skip
    v = Validator(VOCAB).validate_one(doc, cand)
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == DESCRIBED


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("Orsby Mills is an independent Valdorian record label.", "Orsby Mills", "country"),
        ("Song of Orsby is a 1936 Valdorian drama film.", "Song of Orsby", "country"),
        ("Ada Quellin is a retired professional Valdorian cyclist.", "Ada Quellin",
         "country of citizenship"),
    ],
)  # fmt: skip
def test_describing_words_may_stand_before_the_nationality(
    text: str, subject: str, predicate: str
) -> None:
    """docs/validation_trials.md: "describing words before the nationality in a description"."""
    v = judge(text, subject, predicate, "Valdorian")
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == DESCRIBED


@pytest.mark.parametrize(
    "text",
    [
        "Ada Quellin is an ethnic Valdorian singer.",
        "Ada Quellin is an alleged Valdorian spy.",
        "Ada Quellin is a fictional Valdorian detective.",
        "Ada Quellin is a well known local Valdorian singer.",
    ],
)
def test_what_stands_before_the_nationality_may_withhold_it(text: str) -> None:
    v = judge(text, "Ada Quellin", "country of citizenship", "Valdorian")
    assert support_detail(v, "stated_as") != DESCRIBED
    assert v.decision != Decision.ACCEPT, v.stages
