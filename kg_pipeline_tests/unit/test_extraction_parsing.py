"""Reply parsing: each mode, the repairs, hyphenated names, and independence between replies."""

from __future__ import annotations

import json

import pytest

from kg_pipeline.core.extraction.parsing import (
    PARSE_JSON,
    PARSE_REPAIRED,
    PARSE_TRIPLE_LINES,
    PARSE_TUPLES,
    ParseError,
    parse_reply,
)

REL = {
    "source_entity": "Jean-Paul Sartre",
    "target_entity": "Paris",
    "relationship_type": "place of birth",
    "evidence_span": "Jean-Paul Sartre was born in Paris.",
    "description": None,
    "polarity": "positive",
    "modality": "asserted",
    "time": "1905",
}
REL2 = {
    **REL,
    "target_entity": "Kestrel-Vale Ltd",
    "relationship_type": "employer",
    "evidence_span": "He never worked for Kestrel-Vale Ltd.",
    "polarity": "negative",
    "time": None,
}
GOOD = json.dumps(
    {
        "entities": [{"name": "Jean-Paul Sartre", "type": "PER", "description": None}],
        "relationships": [REL, REL2],
    }  # fmt: skip
)


def test_strict_json() -> None:
    result = parse_reply(GOOD)
    assert result.mode == PARSE_JSON
    assert not result.degraded and result.repairs == []
    assert [r.target_entity for r in result.relationships] == ["Paris", "Kestrel-Vale Ltd"]
    assert result.relationships[0].source_entity == "Jean-Paul Sartre"
    assert result.relationships[0].time == "1905"
    assert result.relationships[1].polarity == "negative"
    assert result.entities[0].type == "PER"


def test_code_fence_with_prose_is_repaired_and_flagged() -> None:
    result = parse_reply(f"Sure! Here it is:\n```json\n{GOOD}\n```\nAnything else?")
    assert result.mode == PARSE_REPAIRED and result.degraded
    assert "code_fence" in result.repairs
    assert len(result.relationships) == 2


def test_prose_around_bare_json_is_extracted() -> None:
    result = parse_reply(f"The relationships are: {GOOD} Hope that helps.")
    assert result.mode == PARSE_REPAIRED
    assert "extracted" in result.repairs
    assert len(result.relationships) == 2


def test_trailing_commas() -> None:
    text = GOOD.replace('"time": null}', '"time": null,}').replace("}]}", "},]}")
    assert text != GOOD
    result = parse_reply(text)
    assert result.mode == PARSE_REPAIRED
    assert "trailing_comma" in result.repairs
    assert len(result.relationships) == 2


def test_comma_inside_a_string_is_not_touched() -> None:
    rel = {**REL, "evidence_span": "Sartre, born in Paris,]"}
    text = json.dumps({"entities": [], "relationships": [rel]}).replace("}]}", "},]}")
    result = parse_reply("```json\n" + text + "\n```")
    assert "trailing_comma" in result.repairs
    assert result.relationships[0].evidence_span == "Sartre, born in Paris,]"


def test_truncated_keeps_only_complete_relationships() -> None:
    cut = GOOD.index("Kestrel-Vale Ltd.") + 5  # inside the second relationship's quote
    result = parse_reply(GOOD[:cut])
    assert result.mode == PARSE_REPAIRED and result.truncated
    assert [r.target_entity for r in result.relationships] == ["Paris"]
    assert result.relationships[0].evidence_span == REL["evidence_span"]


def test_truncated_before_any_relationship_reads_as_empty_and_truncated() -> None:
    cut = GOOD.index('"relationships"') + len('"relationships": [{"source_en')
    result = parse_reply(GOOD[:cut])
    assert result.truncated
    assert result.relationships == []


def test_lightrag_tuples_current_format() -> None:
    text = (
        "entity<|#|>Jean-Paul Sartre<|#|>person<|#|>A philosopher.\n"
        "entity<|#|>Paris<|#|>location<|#|>A city.\n"
        "relation<|#|>Jean-Paul Sartre<|#|>Paris<|#|>place of birth<|#|>Born there.\n"
        "<|COMPLETE|>"
    )
    result = parse_reply(text)
    assert result.mode == PARSE_TUPLES and result.degraded
    rel = result.relationships[0]
    assert (rel.source_entity, rel.relationship_type, rel.target_entity) == (
        "Jean-Paul Sartre",
        "place of birth",
        "Paris",
    )
    assert rel.description == "Born there."
    assert {e.name: e.type for e in result.entities}["Paris"] == "location"


def test_lightrag_tuples_legacy_format() -> None:
    text = (
        '("entity"<|>"ASTER"<|>"organization"<|>"A company.")##\n'
        '("relationship"<|>"ASTER"<|>"BEACON"<|>"Aster bought Beacon."<|>"acquired"<|>8)##\n'
        "<|COMPLETE|>"
    )
    result = parse_reply(text)
    assert result.mode == PARSE_TUPLES
    rel = result.relationships[0]
    assert (rel.source_entity, rel.relationship_type, rel.target_entity) == (
        "ASTER",
        "acquired",
        "BEACON",
    )


def test_triple_lines_keep_hyphens_inside_names() -> None:
    text = (
        "Here are the triples:\n"
        "1. Jean-Paul Sartre - place of birth - Paris\n"
        "- Coca-Cola Company | headquarters location | Atlanta\n"
        "* Kestrel-Vale Ltd -> owned by -> Orrin Labs\n"
    )
    result = parse_reply(text)
    assert result.mode == PARSE_TRIPLE_LINES
    got = [(r.source_entity, r.relationship_type, r.target_entity) for r in result.relationships]
    assert got == [
        ("Jean-Paul Sartre", "place of birth", "Paris"),
        ("Coca-Cola Company", "headquarters location", "Atlanta"),
        ("Kestrel-Vale Ltd", "owned by", "Orrin Labs"),
    ]


def test_ambiguous_triple_line_is_skipped_and_reported() -> None:
    result = parse_reply("Saint - Denis - located in - France\nAster - acquired - Beacon")
    assert [r.source_entity for r in result.relationships] == ["Aster"]
    assert any("ambiguous" in p for p in result.problems)


def test_items_missing_fields_are_reported_not_invented() -> None:
    text = json.dumps({"relationships": [REL, {"source_entity": "A", "target_entity": "B"}]})
    result = parse_reply(text)
    assert len(result.relationships) == 1
    assert result.problems == ["relationship 1: missing source, target or type"]


def test_txt2kg_style_array_is_read() -> None:
    text = json.dumps([{"subject": "Aster", "predicate": "acquired", "object": "Beacon"}])
    result = parse_reply(text)
    assert result.mode == PARSE_JSON
    assert result.relationships[0].relationship_type == "acquired"


@pytest.mark.parametrize(
    "text",
    ["", "   ", "I could not find any relationships in this passage.", '{"entities": [{"na'],
)
def test_unreadable_replies_raise(text: str) -> None:
    with pytest.raises(ParseError):
        parse_reply(text)


def test_json_of_the_wrong_shape_raises() -> None:
    with pytest.raises(ParseError, match="no relationships list"):
        parse_reply('{"answer": "none"}')


def test_a_fallback_for_one_reply_changes_nothing_for_the_next() -> None:
    first = parse_reply("Aster - acquired - Beacon")
    second = parse_reply(GOOD)
    third = parse_reply(f"```json\n{GOOD}\n```")
    fourth = parse_reply(GOOD)
    assert first.mode == PARSE_TRIPLE_LINES
    assert second.mode == PARSE_JSON and second.repairs == []
    assert third.mode == PARSE_REPAIRED
    assert fourth.mode == PARSE_JSON and fourth.repairs == []
