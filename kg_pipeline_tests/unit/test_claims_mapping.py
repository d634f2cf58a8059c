"""Claim-to-passage mapping: verbatim passages at their offsets, and the three statuses."""

from __future__ import annotations

from kg_pipeline.core.claims.config import MappingConfig
from kg_pipeline.core.claims.mapping import audit_item, map_claim
from kg_pipeline.core.claims.models import (
    Claim,
    ClaimItem,
    ClaimKind,
    ClaimSource,
    ClaimStatus,
    ItemCoverage,
)
from kg_pipeline.core.claims.sources import SourceIndex
from kg_pipeline.core.claims.tokens import locate_verbatim

POSEIDON = (
    "poseidon ( film ) . poseidon grossed $ 181,674,817 at the worldwide box office on a budget "
    "of $ 160 million .\nthe film was directed by wolfgang petersen . it 's a remake of a 1972 "
    "film ."
)


def _claim(text: str) -> Claim:
    return Claim(
        claim_id="c1",
        text=text,
        start=0,
        end=len(text),
        kind=ClaimKind.SENTENCE,
        sentence_index=0,
        context_start=0,
        context_end=len(text),
    )


def _map(claim: str, source: str = POSEIDON, **config: object):
    index = SourceIndex.build([ClaimSource(source_id="src", text=source)])
    mapping = map_claim("item", _claim(claim), index, MappingConfig(**config))
    if mapping.passage is not None:
        # The passage is always the original text at its offsets, never a normalised copy.
        assert source[mapping.passage_start : mapping.passage_end] == mapping.passage
        assert mapping.source_id == "src"
    return mapping


def test_locate_verbatim_ignores_case_spacing_and_quote_style() -> None:
    source = "the star said : `` it 's a film , '' and left ."
    span = locate_verbatim(source, "It's a film, \"")
    assert span is not None
    assert source[span[0] : span[1]] == "it 's a film , ''"
    assert locate_verbatim(source, "it is a film") is None
    assert locate_verbatim(source, "   ") is None


def test_locate_verbatim_prefers_the_occurrence_nearest_the_hint() -> None:
    text = "A cat sat. A dog ran. A cat sat."
    assert locate_verbatim(text, "a cat sat", near=20) == (22, 31)
    assert locate_verbatim(text, "a cat sat") == (0, 9)


def test_paraphrase_against_a_tokenised_lowercased_source_is_mapped() -> None:
    mapping = _map("Poseidon grossed $181,674,817 worldwide on a $160 million budget.")
    assert mapping.status == ClaimStatus.MAPPED
    assert "181,674,817" in mapping.passage
    assert mapping.passage.startswith("poseidon grossed")
    assert "wolfgang" not in mapping.passage  # the most specific passage, not the whole source


def test_rounded_number_is_the_same_number() -> None:
    assert _map("Poseidon grossed about $181.7 million worldwide.").status == ClaimStatus.MAPPED


def test_number_mismatch_is_a_conflict() -> None:
    mapping = _map("Poseidon was made on a budget of $170 million.")
    assert mapping.status == ClaimStatus.CONFLICT
    assert "170" in mapping.rationale and "160" in mapping.rationale
    assert "$ 160 million" in mapping.passage


def test_unrelated_number_elsewhere_is_no_conflict() -> None:
    source = "The museum opened in 1990 and has 12 rooms. In 2018 it had 9 new guides."
    mapping = _map("The museum, which has twelve rooms, opened in 1990.", source)
    assert mapping.status == ClaimStatus.MAPPED


def test_negation_is_a_conflict_both_ways() -> None:
    source = "The board did not approve the merger with Acme in March."
    positive = _map("The board approved the merger with Acme in March.", source)
    assert positive.status == ClaimStatus.CONFLICT
    assert "negat" in positive.rationale
    source2 = "The board approved the merger with Acme in March."
    negative = _map("The board never approved the merger with Acme in March.", source2)
    assert negative.status == ClaimStatus.CONFLICT


def test_swapped_entities_are_a_conflict() -> None:
    source = "Chelsea beat Arsenal in the final at Wembley."
    mapping = _map("Arsenal beat Chelsea in the final at Wembley.", source)
    assert mapping.status == ClaimStatus.CONFLICT
    assert "other way round" in mapping.rationale
    passive = _map("Arsenal were beaten by Chelsea in the final at Wembley.", source)
    assert passive.status != ClaimStatus.CONFLICT


def test_changed_month_and_antonym_are_conflicts() -> None:
    source = "Sales of the drink decreased sharply in March 2019, the company said."
    assert _map("Sales of the drink decreased sharply in May 2019.", source).status == (
        ClaimStatus.CONFLICT
    )
    assert _map("Sales of the drink increased sharply in March 2019.", source).status == (
        ClaimStatus.CONFLICT
    )


def test_invented_claim_is_unmapped_without_a_passage() -> None:
    mapping = _map("The film won three Academy Awards including Best Picture.")
    assert mapping.status == ClaimStatus.UNMAPPED
    assert mapping.passage is None and mapping.source_id is None
    assert "Academy" in mapping.rationale


def test_missing_name_keeps_a_claim_unmapped_even_with_high_overlap() -> None:
    mapping = _map("The film was directed by Steven Spielberg.")
    assert mapping.status != ClaimStatus.MAPPED


def test_multi_source_item_maps_to_the_right_source_and_counts_coverage() -> None:
    item = ClaimItem(
        item_id="i1",
        sources=[
            ClaimSource(source_id="a", text="The bridge opened in 1932. It spans the harbour."),
            ClaimSource(source_id="b", text="Its arch is 503 metres long."),
        ],
        generated_text=(
            "The bridge opened in 1932, and its arch is 503 meters long. "
            "It was painted pink by Banksy."
        ),
    )
    audit = audit_item(item)
    statuses = [m.status for m in audit.mappings]
    assert statuses == [ClaimStatus.MAPPED, ClaimStatus.MAPPED, ClaimStatus.UNMAPPED]
    assert [m.source_id for m in audit.mappings[:2]] == ["a", "b"]
    assert audit.coverage == ItemCoverage(
        item_id="i1",
        total=3,
        mapped=2,
        unmapped=1,
        conflict=0,
        coverage_ratio=2 / 3,
        needs_review=True,
        review_claim_ids=["c3"],
    )
    for m in audit.mappings:
        assert item.generated_text[m.claim_start : m.claim_end]


def test_text_without_claims_is_fully_covered() -> None:
    item = ClaimItem(
        item_id="i2",
        sources=[ClaimSource(source_id="a", text="Anything.")],
        generated_text="Here is a summary of the article:",
    )
    audit = audit_item(item)
    assert audit.mappings == []
    assert audit.coverage.coverage_ratio == 1.0 and not audit.coverage.needs_review


def test_a_different_year_is_never_mapped() -> None:
    from kg_pipeline.core.claims.mapping import audit_item as _audit
    from kg_pipeline.core.claims.models import ClaimItem, ClaimSource

    item = ClaimItem(
        item_id="y",
        sources=[
            ClaimSource(
                source_id="s", text="Beacon Labs is owned by Aster, which bought it in 2019."
            )
        ],
        generated_text="Aster bought Beacon Labs in 2018.",
    )
    statuses = {m.status for m in _audit(item).mappings}
    assert "MAPPED" not in statuses
