"""Predicates offered by the argument types a chunk can supply (issue 11, `argtypes`)."""

from __future__ import annotations

import pytest

from kg_pipeline.core.extraction.argtypes import filter_by_types, supplied_types, type_plausible
from kg_pipeline.core.extraction.prompts import plausible_predicates
from kg_pipeline.core.models import Predicate, Vocabulary


def pred(label: str, *pairs: tuple[str, str], pid: str | None = None) -> Predicate:
    return Predicate(predicate_id=pid or label, label=label, type_pairs=list(pairs))


BIRTH_DATE = pred("date of birth", ("PER", "TIME"))
POPULATION = pred("population", ("LOC", "NUM"))
HEADQUARTERS = pred("headquarters location", ("ORG", "LOC"))
EMPLOYER = pred("employer", ("PER", "ORG"))
UNTYPED = pred("related to")
VOCAB = Vocabulary(
    predicates={p.label: p for p in (BIRTH_DATE, POPULATION, HEADQUARTERS, EMPLOYER, UNTYPED)},
    entity_types=["LOC", "MISC", "NUM", "ORG", "PER", "TIME"],
)


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        ("Marie Curie was born in 1867.", {"TIME", "NUM", "PER"}, {"LOC"}),
        ("She joined Acme Corp in March.", {"TIME", "ORG"}, {"NUM"}),
        ("the committee may march on.", set(), {"TIME", "NUM", "PER", "LOC"}),
        ("Its population is three hundred.", set(), {"PER", "LOC", "TIME"}),
        ("Aster moved to Rotterdam.", {"LOC", "PER"}, {"NUM"}),
        ("A French writer.", {"LOC"}, {"TIME", "NUM"}),  # a demonym from the gazetteer
        ("They met in the 1990s.", {"TIME", "NUM"}, set()),
    ],
)
def test_supplied_types(text: str, present: set[str], absent: set[str]) -> None:
    found = supplied_types(text)
    assert present <= found, found
    assert not absent & found, found


def test_a_sentence_initial_capital_is_not_a_name() -> None:
    assert "PER" not in supplied_types("It rained. Then it stopped.")
    assert "PER" in supplied_types("It rained on Tuesday in Oslo.")


def test_a_predicate_is_kept_when_any_of_its_type_pairs_can_be_filled() -> None:
    both = pred("located in", ("PER", "TIME"), ("ORG", "LOC"))
    assert type_plausible(both, frozenset({"ORG", "LOC"}))
    assert not type_plausible(BIRTH_DATE, frozenset({"PER", "ORG", "MISC"}))
    assert type_plausible(UNTYPED, frozenset())
    assert type_plausible(pred("custom", ("GENE", "GENE")), frozenset())  # undetected types


def test_filter_by_types_keeps_the_order() -> None:
    kept = filter_by_types([EMPLOYER, BIRTH_DATE, UNTYPED, HEADQUARTERS], "Ann works at Acme.")
    assert kept == [EMPLOYER, UNTYPED, HEADQUARTERS]  # "at Acme": a locative name


def test_plausible_predicates_drop_what_the_chunk_cannot_supply_and_keep_the_ranking() -> None:
    text = "Ann Lee, born in Leeds, is an employer of note at Acme and its headquarters location."
    chosen = plausible_predicates(VOCAB, text)
    labels = [p.label for p in chosen]
    assert "date of birth" not in labels and "population" not in labels  # no date, no number
    assert labels[:2] == ["headquarters location", "employer"]  # most shared words first


def test_a_chunk_no_predicate_fits_gets_the_whole_vocabulary() -> None:
    tiny = Vocabulary(predicates={"date of birth": BIRTH_DATE}, entity_types=["PER", "TIME"])
    assert plausible_predicates(tiny, "nothing here") == [BIRTH_DATE]
