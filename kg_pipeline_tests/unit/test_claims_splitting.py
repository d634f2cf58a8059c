"""Atomic-claim splitting: every claim is anchored at exact offsets in the generated text."""

from __future__ import annotations

import pytest

from kg_pipeline.core.claims.models import Claim, ClaimKind
from kg_pipeline.core.claims.splitting import split_claims
from kg_pipeline.core.text.sentences import split_sentences


def _assert_anchored(text: str, claims: list[Claim]) -> None:
    for claim in claims:
        span = text[claim.start : claim.end]
        assert span and span == span.strip()
        assert claim.context_start <= claim.start < claim.end <= claim.context_end
        if claim.kind == ClaimKind.ENUMERATION_ITEM:
            assert span in claim.text
        else:
            assert span == claim.text


def test_sentences_respect_abbreviations_initials_and_decimals() -> None:
    text = "J. R. R. Tolkien met Mr. Smith in the U.S. on Monday. It cost 3.5 dollars. Done!"
    sentences = [text[s.start : s.end] for s in split_sentences(text)]
    assert sentences == [
        "J. R. R. Tolkien met Mr. Smith in the U.S. on Monday.",
        "It cost 3.5 dollars.",
        "Done!",
    ]


def test_lenient_mode_splits_lowercased_tokenised_sources() -> None:
    source = "poseidon ( film ) . it 's a film about a ship .\nthe end came soon ."
    strict = split_sentences(source)
    lenient = [source[s.start : s.end] for s in split_sentences(source, lenient=True)]
    assert lenient == ["poseidon ( film ) .", "it 's a film about a ship .", "the end came soon ."]
    assert len(strict) == 2  # only the line break splits in strict mode


def test_coordinated_clauses_become_separate_claims() -> None:
    text = "IS has claimed responsibility for the attack, while the Taliban has denied involvement."
    claims = split_claims(text)
    assert [text[c.start : c.end] for c in claims] == [
        "IS has claimed responsibility for the attack",
        "while the Taliban has denied involvement.",
    ]
    assert {c.kind for c in claims} == {ClaimKind.CLAUSE}
    _assert_anchored(text, claims)


def test_semicolon_and_fronted_subordinate_clause() -> None:
    text = (
        "While there were no reports of injuries, phone lines were cut in the area; "
        "schools were evacuated as a precaution."
    )
    claims = split_claims(text)
    assert [text[c.start : c.end] for c in claims] == [
        "While there were no reports of injuries",
        "phone lines were cut in the area",
        "schools were evacuated as a precaution.",
    ]
    _assert_anchored(text, claims)


def test_enumeration_items_are_claims_with_their_clause() -> None:
    text = (
        "In 1969 he promoted a concert. Performers included Canned Heat, Grateful Dead, "
        "and Santana."
    )
    claims = split_claims(text)
    assert claims[0].text == "In 1969 he promoted a concert."
    items = claims[1:]
    assert [text[c.start : c.end] for c in items] == ["Canned Heat", "Grateful Dead", "Santana"]
    assert [c.text for c in items] == [
        "Performers included Canned Heat.",
        "Performers included Grateful Dead.",
        "Performers included Santana.",
    ]
    assert all(c.kind == ClaimKind.ENUMERATION_ITEM and c.sentence_index == 1 for c in items)
    assert [c.claim_id for c in claims] == ["c1", "c2", "c3", "c4"]
    _assert_anchored(text, claims)


def test_lowercase_enumeration_keeps_the_shared_predicate() -> None:
    text = "Apples, pears and plums were sold at the market."
    claims = split_claims(text)
    assert [c.text for c in claims] == [
        "Apples were sold at the market.",
        "pears were sold at the market.",
        "plums were sold at the market.",
    ]
    _assert_anchored(text, claims)


def test_commas_inside_numbers_do_not_split() -> None:
    text = "UKIP spent £2,956,737, while the Tories spent £2,980,815 on the campaign."
    claims = split_claims(text)
    spans = [text[c.start : c.end] for c in claims]
    assert spans == ["UKIP spent £2,956,737", "while the Tories spent £2,980,815 on the campaign."]


def test_a_place_and_a_participle_are_not_a_list() -> None:
    text = "Militants attacked a hospital in Kabul, Afghanistan, killing many and wounding over 50."
    claims = split_claims(text)
    assert all(c.kind != ClaimKind.ENUMERATION_ITEM for c in claims)
    _assert_anchored(text, claims)


def test_preamble_and_bullets_are_not_claims() -> None:
    text = (
        "Here is a concise summary of the passage:\n\n"
        "- The museum opened in 1990.\n"
        "- It has twelve rooms."
    )
    claims = split_claims(text)
    assert [text[c.start : c.end] for c in claims] == [
        "The museum opened in 1990.",
        "It has twelve rooms.",
    ]
    _assert_anchored(text, claims)


@pytest.mark.parametrize(
    "text",
    [
        ' The film "Poseidon" grossed $181,674,817 at the worldwide box office, with a budget.',
        "Gary Locke, the interim manager, signed a three-year contract with the club, having "
        "joined as an assistant to Allan Johnston. Locke took over in February.",
        'Arnold was a writer for the "Reader", "San Diego Magazine", the "Los Angeles '
        'Times" and numerous other publications; he also engineered a comeback.',
    ],
)
def test_offsets_are_exact_on_mixed_text(text: str) -> None:
    claims = split_claims(text)
    assert claims
    _assert_anchored(text, claims)
    starts = [c.start for c in claims]
    assert starts == sorted(starts)
