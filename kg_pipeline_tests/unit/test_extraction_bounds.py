"""Reply-schema bounds derived from the reply budget (issue 11): the worst case fits."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

from kg_pipeline.core.extraction.bounds import (
    MAX_ENTITIES,
    MAX_RELATIONSHIPS,
    ReplyBounds,
    bounded_schema,
    count_tokens,
    maximal_instance,
    reply_bounds,
)
from kg_pipeline.core.extraction.cache import NullCache
from kg_pipeline.core.extraction.client import Completion, LLMClient
from kg_pipeline.core.extraction.extractor import extract_candidates
from kg_pipeline.core.models import Chunk, ParseMode, Predicate, Vocabulary

LABELS = ["headquarters location", "country of citizenship", "founded by"]
TYPES = ["LOC", "MISC", "NUM", "ORG", "PER", "TIME"]
BUDGETS = [400, 512, 600, 768, 1024, 1500, 2048, 3000, 4096, 8192]


@pytest.mark.parametrize("max_tokens", BUDGETS)
def test_the_maximal_instance_of_a_schema_built_for_n_tokens_fits_in_n(max_tokens: int) -> None:
    bounds = reply_bounds(max_tokens, LABELS, TYPES)
    instance = maximal_instance(bounds, LABELS, TYPES)
    schema = bounded_schema(bounds, LABELS, TYPES)
    jsonschema.validate(instance, schema)  # it is an instance of the schema sent
    compact = json.dumps(instance, ensure_ascii=False, separators=(",", ":"))
    spaced = json.dumps(instance, ensure_ascii=False, separators=(", ", ": "))
    # One token per character, even with a space wherever the grammar allows whitespace.
    assert len(compact) <= bounds.worst_case_tokens <= max_tokens
    assert len(spaced) <= max_tokens
    assert bounds.fits and bounds.relationships >= 1


def test_the_maximal_instance_is_maximal() -> None:
    """One more item or character anywhere breaks the schema, so nothing longer is admitted."""
    bounds = reply_bounds(2048, LABELS, TYPES)
    schema = bounded_schema(bounds, LABELS, TYPES)
    instance = maximal_instance(bounds, LABELS, TYPES)
    longer = json.loads(json.dumps(instance))
    longer["relationships"].append(longer["relationships"][0])
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(longer, schema)
    longer = json.loads(json.dumps(instance))
    longer["relationships"][0]["evidence_span"] += "x"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(longer, schema)
    longer = json.loads(json.dumps(instance))
    longer["relationships"][0]["relationship_type"] = "not offered"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(longer, schema)


def test_counting_adds_a_token_per_whitespace_place_outside_strings() -> None:
    assert count_tokens({"a": ["x", "y"]}) == len('{"a":["x","y"]}') + 6  # { : [ , ] }
    assert count_tokens({"a": "{[,:]}"}) == len('{"a":"{[,:]}"}') + 3


def test_bounds_grow_with_the_budget_and_are_recorded() -> None:
    previous = None
    for max_tokens in BUDGETS:
        bounds = reply_bounds(max_tokens, LABELS, TYPES)
        assert bounds.max_tokens == max_tokens
        assert f"/{max_tokens}" in bounds.label()
        if previous is not None:
            assert bounds.worst_case_tokens >= previous.worst_case_tokens
        previous = bounds
    assert previous is not None and previous.relationships == MAX_RELATIONSHIPS


def test_without_a_budget_the_widest_bounds() -> None:
    bounds = reply_bounds(None, LABELS, TYPES)
    assert (bounds.relationships, bounds.entities) == (MAX_RELATIONSHIPS, MAX_ENTITIES)
    assert bounds.fits and "/none" in bounds.label()


def test_a_budget_too_small_for_one_relationship_sends_the_smallest_plan_marked() -> None:
    bounds = reply_bounds(12, LABELS, TYPES)
    assert bounds.relationships == 1 and bounds.entities == 0
    assert not bounds.fits and bounds.worst_case_tokens > 12


def test_longer_labels_cost_more() -> None:
    short = reply_bounds(None, ["p"], TYPES)
    long = reply_bounds(None, ["a much longer relationship label"], TYPES)
    assert long.worst_case_tokens > short.worst_case_tokens


def test_predicates_and_entity_types_are_enums() -> None:
    schema = bounded_schema(reply_bounds(1024, LABELS, TYPES), LABELS, TYPES)
    rel = schema["properties"]["relationships"]["items"]["properties"]
    ent = schema["properties"]["entities"]["items"]["properties"]
    assert rel["relationship_type"]["enum"] == LABELS
    assert ent["type"]["enum"] == [*TYPES, None]
    free = bounded_schema(reply_bounds(1024), (), ())
    assert (
        "enum"
        not in free["properties"]["relationships"]["items"]["properties"]["relationship_type"]
    )


def test_bounds_are_a_frozen_model() -> None:
    bounds = reply_bounds(1024, LABELS, TYPES)
    assert ReplyBounds.model_validate(bounds.model_dump()) == bounds


class SchemaRecorder(LLMClient):
    """Answers with the maximal instance of whatever schema it is sent, as Gemma does."""

    model = "recorder"

    def __init__(self) -> None:
        self.schemas: list[dict[str, Any]] = []

    def complete(
        self,
        messages: list[dict[str, str]],
        *,
        response_schema: dict[str, Any] | None = None,
        schema_name: str = "reply",
    ) -> Completion:
        assert response_schema is not None
        self.schemas.append(response_schema)
        rel = response_schema["properties"]["relationships"]
        props = rel["items"]["properties"]
        filled = {
            "source_entity": "A" * props["source_entity"]["maxLength"],
            "relationship_type": props["relationship_type"]["enum"][0],
            "target_entity": "B" * props["target_entity"]["maxLength"],
            "evidence_span": "e" * props["evidence_span"]["maxLength"],
            "polarity": "positive",
            "modality": "conditional",
            "time": None,
            "description": None,
        }
        rels = [{**filled, "target_entity": f"{i}" + filled["target_entity"][1:]}
                for i in range(rel["maxItems"])]  # fmt: skip
        reply = {"relationships": rels, "entities": []}
        return Completion(content=json.dumps(reply), model=self.model, wire_format="json_schema",
                          finish_reason="stop")  # fmt: skip


def test_the_extractor_sends_budget_bounds_and_records_them() -> None:
    vocab = Vocabulary(
        predicates={
            "employer": Predicate(
                predicate_id="P108", label="employer", type_pairs=[("PER", "ORG")]
            )
        },
        entity_types=["PER", "ORG"],
    )
    text = "Ann Lee works for Acme Corp as an employer."
    chunk = Chunk(chunk_id="d#c0000", doc_id="d", index=0, start=0, end=len(text), text=text)
    client = SchemaRecorder()
    result = extract_candidates([chunk], vocab, client, NullCache(), max_tokens=1024)
    expected = reply_bounds(1024, ["employer"], ["PER", "ORG"])
    [schema] = client.schemas
    assert schema["properties"]["relationships"]["maxItems"] == expected.relationships == 2
    assert [c.parse_mode for c in result.candidates] == [ParseMode.STRICT] * 2
    assert {getattr(c, "reply_bounds", None) for c in result.candidates} == {expected.label()}
    assert result.stats.reply_bounds == [expected]
    assert result.stats.metadata()["reply_bounds"] == expected.label()
