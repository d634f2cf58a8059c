"""A life span in parentheses right after a name states a date of birth or death (docs/
validation_trials.md, "a life span states a date of birth or death"): the date after "born" or
"died", or, in the document's first sentence only, the dates either side of a dash; and the
place after "in" that follows the event's date ("the place in a life span"). A predicate
declares which event (`life_span`); a template that says "born" or "died" of a TIME or a place
declares it by default."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import (
    Candidate,
    Decision,
    Document,
    InputError,
    LifeEvent,
    Reason,
    Verdict,
)
from kg_pipeline.core.validation.stages.support import LIFE_SPAN
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P569": {"label": "date of birth", "template": "{s} was born on {o}",
                 "type_pairs": ["PER-TIME"]},
        "P570": {"label": "date of death", "template": "{s} died on {o}",
                 "type_pairs": ["PER-TIME"]},
    }
)  # fmt: skip
TYPES = {"Ada Quellin": "PER", "Ernst Varl": "PER", "13 March 1963": "TIME",
         "7 September 1722": "TIME", "28 August 1802": "TIME", "1911": "TIME", "1963": "TIME",
         "1971": "TIME", "August 20, 1920": "TIME", "Sept. 3, 1911": "TIME", "1830": "TIME",
         "1904": "TIME"}  # fmt: skip


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        ("Ada Quellin (born 13 March 1963 in Orsby) is a skeleton racer.",
         "Ada Quellin", "date of birth", "13 March 1963"),
        ("Ernst Varl (7 September 1722 – 28 August 1802) was a physician and chemist.",
         "Ernst Varl", "date of birth", "7 September 1722"),
        ("Ernst Varl (7 September 1722 – 28 August 1802) was a physician and chemist.",
         "Ernst Varl", "date of death", "28 August 1802"),
        ("Ada Quellin (died 1911) kept the mill at Orsby.", "Ada Quellin", "date of death", "1911"),
        # a date written month first holds a comma
        ("Ernst Varl (born August 20, 1920) was a physician.",
         "Ernst Varl", "date of birth", "August 20, 1920"),
        ("Ada Quellin (died Sept. 3, 1911, in Orsby) kept the mill.",
         "Ada Quellin", "date of death", "Sept. 3, 1911"),
        # a bare span after the first sentence, a lifetime long
        ("Ernst Varl built the mill. It passed to his widow, Ada Quellin (1830 – 1904).",
         "Ada Quellin", "date of birth", "1830"),
        ("Ernst Varl built the mill. It passed to his widow, Ada Quellin (1830 – 1904).",
         "Ada Quellin", "date of death", "1904"),
    ],
)  # fmt: skip
def test_a_life_span_states_its_dates(text: str, subject: str, predicate: str, obj: str) -> None:
    v = judge(text, subject, predicate, obj)
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == LIFE_SPAN


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        # the other date of the span
        ("Ernst Varl (7 September 1722 – 28 August 1802) was a physician and chemist.",
         "Ernst Varl", "date of birth", "28 August 1802"),
        ("Ada Quellin (born 13 March 1963 in Orsby) is a skeleton racer.",
         "Ada Quellin", "date of death", "13 March 1963"),
        # a bare span after the first sentence: as often a term of office
        ("The club has had nine chairmen. The longest serving was Ada Quellin (1963–1971).",
         "Ada Quellin", "date of birth", "1963"),
        # not right after the subject's name
        ("In 1963 the skeleton racer Ada Quellin (of Orsby) won her first medal.",
         "Ada Quellin", "date of birth", "1963"),
    ],
)  # fmt: skip
def test_what_a_life_span_does_not_state(text: str, subject: str, predicate: str, obj: str) -> None:
    v = judge(text, subject, predicate, obj)
    assert support_detail(v, "stated_as") != LIFE_SPAN
    assert v.decision != Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        ("Ada Quellin (born 13 March 1963 in Orsby) is a skeleton racer.",
         "date of death", "13 March 1963"),
        ("Ernst Varl (7 September 1722 – 28 August 1802) was a physician and chemist.",
         "date of birth", "28 August 1802"),
        ("Ernst Varl (7 September 1722 – 28 August 1802) was a physician and chemist.",
         "date of death", "7 September 1722"),
        ("Ernst Varl built the mill. It passed to his widow, Ada Quellin (1830 – 1904).",
         "date of death", "1830"),
    ],
)  # fmt: skip
def test_a_date_in_the_other_slot_is_contradicted(text: str, predicate: str, obj: str) -> None:
    subject = "Ada Quellin" if "Ada Quellin (" in text else "Ernst Varl"
    v = judge(text, subject, predicate, obj)
    assert v.decision == Decision.REJECT, v.stages
    assert Reason.CONTRADICTED_BY_SOURCE in v.reasons


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        # a term of office after the first sentence is no life span
        ("The club has had nine chairmen. The longest serving was Ada Quellin (1963–1971).",
         "date of death", "1963"),
        # its own slot
        ("Ada Quellin (born 13 March 1963 in Orsby) is a skeleton racer.",
         "date of birth", "13 March 1963"),
        # not in the parenthesis
        ("In 1963 the skeleton racer Ada Quellin (born 1971) won her first medal.",
         "date of death", "1963"),
    ],
)  # fmt: skip
def test_what_a_life_span_does_not_contradict(text: str, predicate: str, obj: str) -> None:
    v = judge(text, "Ada Quellin", predicate, obj)
    assert Reason.CONTRADICTED_BY_SOURCE not in v.reasons


def test_a_born_or_died_template_of_a_time_or_a_place_declares_its_event() -> None:
    assert VOCAB.predicates["P569"].life_span == LifeEvent.BIRTH
    assert VOCAB.predicates["P570"].life_span == LifeEvent.DEATH
    assert PLACES.predicates["P19"].life_span == LifeEvent.BIRTH
    assert PLACES.predicates["P20"].life_span == LifeEvent.DEATH
    other = parse_vocabulary(
        {"P1": {"label": "born to", "template": "{s} was born to {o}", "type_pairs": ["PER-PER"]}}
    )  # fmt: skip
    assert other.predicates["P1"].life_span is None


PLACES = parse_vocabulary(
    {
        "P19": {"label": "place of birth", "template": "{s} was born in {o}",
                "type_pairs": ["PER-LOC"]},
        "P20": {"label": "place of death", "template": "{s} died in {o}",
                "type_pairs": ["PER-LOC"]},
    }
)  # fmt: skip
PLACE_TYPES = {"Ada Quellin": "PER", "Orsby": "LOC", "Brask": "LOC", "Kell": "LOC"}


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        ("Ada Quellin (born 13 March 1963 in Orsby) is a skeleton racer.", "place of birth",
         "Orsby"),
        ("Ada Quellin (born in Orsby, 13 March 1963) is a skeleton racer.", "place of birth",
         "Orsby"),
        ("Ada Quellin (13 March 1903 in Orsby – 2 May 1971 in Brask) was a skeleton racer.",
         "place of birth", "Orsby"),
        ("Ada Quellin (13 March 1903, in Orsby – 2 May 1971, in Brask) was a skeleton racer.",
         "place of death", "Brask"),
        ("Ada Quellin (born 1903 in Orsby, died 1971 in Brask) was a skeleton racer.",
         "place of death", "Brask"),
    ],
)  # fmt: skip
def test_a_life_span_states_its_places(text: str, predicate: str, obj: str) -> None:
    v = judge_sentence(PLACES, PLACE_TYPES, text, "Ada Quellin", predicate, obj)
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == LIFE_SPAN


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        # the other event's place, a place that is not the first after "in", no "in" at all
        ("Ada Quellin (13 March 1903 in Orsby – 2 May 1971 in Brask) was a skeleton racer.",
         "place of death", "Orsby"),
        ("Ada Quellin (born 1963 in Kell near Orsby) is a skeleton racer.", "place of birth",
         "Orsby"),
        ("Ada Quellin (born 13 March 1963, Orsby) is a skeleton racer.", "place of birth",
         "Orsby"),
        ("Ada Quellin (born 1963; lives in Orsby) is a skeleton racer.", "place of birth",
         "Orsby"),
    ],
)  # fmt: skip
def test_what_a_life_span_does_not_place(text: str, predicate: str, obj: str) -> None:
    v = judge_sentence(PLACES, PLACE_TYPES, text, "Ada Quellin", predicate, obj)
    assert support_detail(v, "stated_as") != LIFE_SPAN
    assert v.decision != Decision.ACCEPT
    # one may be born and die in one town: a place in the other slot contradicts nothing
    assert Reason.CONTRADICTED_BY_SOURCE not in v.reasons


def test_life_span_is_declared_or_switched_off_and_checked() -> None:
    declared = parse_vocabulary(
        {"P1": {"label": "baptised on", "template": "{s} was baptised on {o}",
                "type_pairs": ["PER-TIME"], "life_span": "birth"},
         "P569": {"label": "date of birth", "template": "{s} was born on {o}",
                  "type_pairs": ["PER-TIME"], "life_span": None}}
    )  # fmt: skip
    assert declared.predicates["P1"].life_span == LifeEvent.BIRTH
    assert declared.predicates["P569"].life_span is None
    for wrong in ("baptism", ["birth"]):
        with pytest.raises(InputError, match="life_span must be one of: birth, death"):
            parse_vocabulary({"P1": {"label": "x", "template": "{s} x {o}", "life_span": wrong}})


def test_a_year_inside_its_full_date_is_read_for_a_life_span() -> None:
    """Re-DocRED names "1802" and "28 August 1802" as two entities: the year lies inside the
    full date, which names the same time (docs/validation_trials.md, "a year inside its full
    date, for a life span"); another entity's name still hides a mention elsewhere."""
    text = "Ernst Varl (7 September 1722 – 28 August 1802) was a physician and chemist."
    entities = [
        {"entity_id": "p", "name": "Ernst Varl", "type": "PER", "aliases": ["Ernst Varl"]},
        {"entity_id": "d", "name": "28 August 1802", "type": "TIME", "aliases": ["28 August 1802"]},
        {"entity_id": "y", "name": "1802", "type": "TIME", "aliases": ["1802"]},
    ]
    doc = Document(doc_id="d", text=text, entities=entities)

    def judged(predicate: str, obj: str) -> Verdict:
        cand = Candidate(candidate_id="c", doc_id="d", subject="Ernst Varl", predicate=predicate,
                         object=obj, subject_type="PER", object_type="TIME")  # fmt: skip
        return Validator(VOCAB).validate_one(doc, cand)

    assert_accepted_forward(judged("date of death", "1802"))
    assert judged("date of birth", "1802").decision != Decision.ACCEPT


SHAPE_TYPES = {**TYPES, "Ada Maroutian": "PER", "Kell": "LOC", "1820": "TIME", "1944": "TIME",
               "1880": "TIME", "1952": "TIME", "1919": "TIME"}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        # a comma before the parenthesis, a gloss in parentheses before it
        ("Sir Ada Quellin, (7 September 1722 – 28 August 1802) was a judge.", "date of death",
         "28 August 1802"),
        ("Ada Quellin (Valdorian: Ada Kvellin) (7 September 1722 – 28 August 1802) was a judge.",
         "date of birth", "7 September 1722"),
        # a living person's open span, in the first sentence
        ("Ada Quellin (1944–) is a Valdorian footballer.", "date of birth", "1944"),
        # a two-digit year ending the span, after the first sentence
        ("He was a judge. He was the son of Ada Quellin (1820 – 88) and her husband.",
         "date of birth", "1820"),
        # a place between the first date and the dash
        ("Ada Quellin (1830 in Kell – 1904) was a designer.", "date of death", "1904"),
        # a term of office after a semicolon does not hide the span before it
        ("Its chairman, Ada Quellin (1880-1952; president 1919-38), took the club up.",
         "date of birth", "1880"),
    ],
)  # fmt: skip
def test_life_span_shapes(text: str, predicate: str, obj: str) -> None:
    v = judge_sentence(VOCAB, SHAPE_TYPES, text, "Ada Quellin", predicate, obj)
    assert_accepted_forward(v)


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        # an open span after the first sentence may be a term of office
        ("The club has had nine chairmen. The present one is Ada Quellin (1944–).",
         "date of birth", "1944"),
        # a two-digit end year that makes no lifetime
        ("He was a judge. The chair passed to Ada Quellin (1820 – 28) after him.",
         "date of birth", "1820"),
        # the term of office after the semicolon
        ("Its chairman, Ada Quellin (1880-1952; president 1919-38), took the club up.",
         "date of birth", "1919"),
    ],
)  # fmt: skip
def test_life_span_shapes_that_state_nothing(text: str, predicate: str, obj: str) -> None:
    v = judge_sentence(VOCAB, SHAPE_TYPES, text, "Ada Quellin", predicate, obj)
    assert support_detail(v, "stated_as") != LIFE_SPAN
    assert v.decision != Decision.ACCEPT, v.stages


def test_the_spans_second_date_with_an_alias_later_in_the_sentence() -> None:
    """The span's dash is a clause break: the nearest pairing takes the later alias, and the
    span after the name before it must still be read."""
    text = "Ernst Varl (7 September 1722 – 28 August 1802) was a chemist, born as Ernst Warl."
    entities = [
        {"entity_id": "p", "name": "Ernst Varl", "type": "PER",
         "aliases": ["Ernst Varl", "Ernst Warl"]},
        {"entity_id": "d", "name": "28 August 1802", "type": "TIME", "aliases": ["28 August 1802"]},
    ]  # fmt: skip
    doc = Document(doc_id="d", text=text, entities=entities)
    cand = Candidate(candidate_id="c", doc_id="d", subject="Ernst Varl", predicate="date of death",
                     object="28 August 1802", subject_type="PER", object_type="TIME")  # fmt: skip
    v = Validator(VOCAB).validate_one(doc, cand)
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == LIFE_SPAN
