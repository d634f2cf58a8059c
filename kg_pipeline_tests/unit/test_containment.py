"""Containment states a predicate `contained_in` a rank when the object is a place of that rank:
"X, a fishing town in Y" states `country` when the document (or the gazetteer) makes Y a
country, and says nothing when it does not; read forward only, and inside frames as any
wording is."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, InputError, Verdict, Vocabulary
from kg_pipeline.core.validation.grounding.descriptions import object_described
from kg_pipeline.core.validation.grounding.places import described_as_country
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P17": {"label": "country", "template": "{s} is in the country {o}",
                "contained_in": "country", "type_pairs": ["LOC-LOC", "ORG-LOC", "PER-LOC"]},
    }
)  # fmt: skip
TYPES = {"Solbrand": "LOC", "Estrulia": "LOC", "France": "LOC", "Pernwick Foods": "ORG",
         "Ada Venn": "PER"}  # fmt: skip
# Estrulia is invented: only this sentence makes it a country.
COUNTRY = "Lowmarch is one of the provinces of Estrulia. "


def judge(text: str, subject: str, obj: str, vocab: Vocabulary = VOCAB) -> Verdict:
    return judge_sentence(vocab, TYPES, text, subject, "country", obj)


def stated_as(v: Verdict) -> str | None:
    return support_detail(v, "stated_as")


@pytest.mark.parametrize(
    "sentence",
    [
        "Solbrand, a fishing port, lies in Estrulia.",
        "Solbrand is located in Estrulia.",
        "Solbrand, a market town in northern Estrulia, grew up around a ford.",
        "Solbrand is the largest port in Estrulia.",
        "Solbrand, a mountain town in the far north of Estrulia, sends out rescue teams.",
        "Solbrand, a dockyard town in the south-east of Estrulia, builds trawlers.",
    ],
)
def test_a_place_in_a_country_the_document_names_is_accepted(sentence: str) -> None:
    v = judge(COUNTRY + sentence, "Solbrand", "Estrulia")
    assert (v.decision, stated_as(v)) == (Decision.ACCEPT, "{s} in {o}")


def test_without_the_documents_word_for_it_the_place_is_no_country() -> None:
    # "Estrulia" might be a region: nothing in the text says it is a country.
    v = judge("Solbrand, a fishing port, lies in Estrulia.", "Solbrand", "Estrulia")
    assert v.decision != Decision.ACCEPT
    assert stated_as(v) is None


def test_a_gazetteer_country_needs_no_words() -> None:
    v = judge("Solbrand, a fishing port, lies in France.", "Solbrand", "France")
    assert (v.decision, stated_as(v)) == (Decision.ACCEPT, "{s} in {o}")


@pytest.mark.parametrize(
    "sentence",
    [
        "Solbrand may lie in Estrulia, though the treaty is unclear.",
        "Solbrand does not lie in Estrulia.",
        "Officials denied that Solbrand is in Estrulia.",
        "If the border moves, Solbrand will lie in Estrulia.",
        "Estrulia has an embassy in Solbrand.",
        "Solbrand's ferry to Estrulia leaves at noon.",
    ],
)
def test_framed_reversed_or_unrelated_containment_is_not_accepted(sentence: str) -> None:
    assert judge(COUNTRY + sentence, "Solbrand", "Estrulia").decision != Decision.ACCEPT


def test_an_organisation_is_in_a_country_where_it_is_registered_only() -> None:
    registered = judge(COUNTRY + "Pernwick Foods, registered in Estrulia, makes soup.",
                       "Pernwick Foods", "Estrulia")  # fmt: skip
    expanded = judge(COUNTRY + "Pernwick Foods expanded in Estrulia.", "Pernwick Foods",
                     "Estrulia")  # fmt: skip
    assert (registered.decision, stated_as(registered)) == (
        Decision.ACCEPT,
        "{s} registered in {o}",
    )
    assert stated_as(expanded) is None


def test_a_person_is_never_contained() -> None:
    v = judge(COUNTRY + "Ada Venn, a fisherman in Estrulia, mends nets.", "Ada Venn", "Estrulia")
    assert stated_as(v) is None


def test_a_template_that_names_the_rank_declares_it_and_the_field_overrides() -> None:
    by_template = parse_vocabulary(
        {"P17": {"label": "country", "template": "{s} is in the country {o}",
                 "type_pairs": ["LOC-LOC"]},
         "P30": {"label": "continent", "template": "{s} is on the continent {o}",
                 "type_pairs": ["LOC-LOC"]},
         "P495": {"label": "country of origin", "template": "{s} has the country of origin {o}",
                  "type_pairs": ["MISC-LOC"]}}
    )  # fmt: skip
    assert by_template.predicates["P17"].contained_in == "country"
    assert by_template.predicates["P30"].contained_in == "continent"
    assert by_template.predicates["P495"].contained_in is None
    v = judge(COUNTRY + "Solbrand, a fishing port, lies in Estrulia.", "Solbrand", "Estrulia",
              by_template)  # fmt: skip
    assert (v.decision, stated_as(v)) == (Decision.ACCEPT, "{s} in {o}")


def test_without_contained_in_containment_states_nothing() -> None:
    plain = parse_vocabulary(
        {"P17": {"label": "country", "template": "{s} is in the country {o}",
                 "contained_in": None, "type_pairs": ["LOC-LOC"]}}
    )  # fmt: skip
    v = judge(COUNTRY + "Solbrand, a fishing port, lies in Estrulia.", "Solbrand", "Estrulia",
              plain)  # fmt: skip
    assert stated_as(v) is None


def test_contained_in_names_a_rank_the_validator_knows() -> None:
    with pytest.raises(InputError, match="contained_in must be one of: country, continent"):
        parse_vocabulary({"P17": {"label": "country", "template": "{s} is in the country {o}",
                                  "contained_in": "province"}})  # fmt: skip


@pytest.mark.parametrize(
    ("text", "name", "country"),
    [
        ("Easterly Wold, one of the nine provinces of Dovrania, has a foundry.", "Dovrania", True),
        ("Felix became a citizen of Estravia in 1999.", "Estravia", True),
        ("Kaldoria's government fell.", "Kaldoria", True),
        ("Lowmarch is a coastal province in the south of Estrulia.", "Estrulia", True),
        ("Brevonia, a small country in the north, exports salt.", "Brevonia", True),
        ("Brenlow lies in the province of Upper Fennick.", "Upper Fennick", False),
        ("He left the Republic of Karelia in 1990.", "Karelia", False),
        ("The town is the capital of Urgut District.", "Urgut District", False),
        ("Merrowdale, the capital of Calvenia, is wet.", "Calvenia", False),
        # divisions a country is made of, and a border
        ("Tarnby, the most northerly province of Marevia, grows barley.", "Marevia", True),
        ("Kelsovia is divided into six provinces.", "Kelsovia", True),
        ("Ardmore lies in the county of Ostmarch, in the east of Estravel.", "Estravel", True),
        ("Halby is a port in Corran County, in the north of Orsenland.", "Orsenland", True),
        ("The town shares borders with Lowmarch.", "Lowmarch", False),
        ("Pellavia's nine counties each send a member.", "Pellavia", True),
        ("Cumbrel's county town is Carhaven.", "Cumbrel", False),
        ("The historic county of Wexmoor is wet.", "Wexmoor", False),
        ("The Dutch province of Limvar is flat.", "Limvar", False),
        ("The northern district of Dunmarrow is poor.", "Dunmarrow", False),
        ("The President of Orsenland spoke.", "Orsenland", False),
    ],
)
def test_a_country_by_the_documents_own_words(text: str, name: str, country: bool) -> None:
    start = text.index(name)
    assert described_as_country(text, [(start, start + len(name))]) is country


@pytest.mark.parametrize(
    ("link", "begins"),
    [
        ("a town in northern", 3),
        ("lies in the north of", 2),
        ("a port in the far south east of", 3),
        ("a member of the north of", None),  # only after "in"
    ],
)
def test_a_compass_describes_the_second_mention_after_in(link: str, begins: int | None) -> None:
    words = link.split()
    assert object_described(words, words) == begins
