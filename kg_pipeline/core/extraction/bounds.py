"""Reply-schema bounds derived from the reply budget, so a grammar-constrained reply always closes.

A server that turns the JSON schema into a grammar (llama.cpp's `json-schema-to-grammar`) honours
`maxItems` (the item rule is repeated at most that many times), `maxLength` (the `char` rule is
repeated at most that many times between the quotes) and `enum` (an alternation of literals). A
model that fills every array to `maxItems` and every string to `maxLength` - Gemma 3 270M, a base
model, does - then writes the *maximal instance* of the schema. If that instance is longer than
`max_tokens`, the reply is cut at the length limit and nothing is read from it. So the bounds are
chosen from the budget: the largest plan whose maximal instance fits.

Counting (no tokenizer here, so deliberately pessimistic): one token per character of the compact
serialisation (strings at their `maxLength`, enums at their longest member, keys and punctuation
character by character), plus one token at every place the grammar allows whitespace (llama.cpp's
`space` rule follows every `{ [ , :` and precedes `] }`): a model that pretty-prints spends about
one newline-and-indent token there. Not counted, and named `truncated` by the length-limit check
if a model ever does it: whitespace runs of several tokens at one place (the grammar allows up to
22 characters), and `\\uXXXX` escapes (six characters for one of `maxLength`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

POLARITIES = ("positive", "negative")
MODALITIES = ("asserted", "speculative", "conditional")

MAX_RELATIONSHIPS = 6
MAX_ENTITIES = 12

STRING_TIERS: tuple[tuple[int, int, int], ...] = (
    (120, 240, 120),
    (80, 160, 60),
    (60, 120, 40),
    (40, 80, 24),
)
"""(name, evidence, note) characters, most generous first; a note is `time` or a description.
The last tier is the least the plan search accepts before it gives up relationships."""
FLOOR_TIERS: tuple[tuple[int, int, int], ...] = ((32, 64, 0), (24, 48, 0), (16, 32, 0))
"""Tighter still, for one relationship only, when a budget cannot afford the tiers above."""

_STRUCTURAL = frozenset("{}[],:")


class ReplyBounds(BaseModel):
    """The bounds one request's schema carries, and what its worst case costs."""

    model_config = ConfigDict(frozen=True)

    max_tokens: int | None
    """The reply budget the bounds were derived from (None: no budget, the widest bounds)."""
    relationships: int
    entities: int
    name_chars: int
    evidence_chars: int
    note_chars: int
    worst_case_tokens: int
    """Tokens of the schema's maximal instance, counted as the module docstring says."""

    @property
    def fits(self) -> bool:
        """False when even the smallest plan exceeds the budget (the reply may be cut)."""
        return self.max_tokens is None or self.worst_case_tokens <= self.max_tokens

    def label(self) -> str:
        """Compact, for candidate records and logs."""
        budget = "none" if self.max_tokens is None else str(self.max_tokens)
        return (
            f"relationships<={self.relationships} entities<={self.entities} "
            f"name<={self.name_chars} evidence<={self.evidence_chars} note<={self.note_chars} "
            f"worst_case={self.worst_case_tokens}/{budget}"
        )


def _string(max_chars: int) -> dict[str, Any]:
    return {"type": "string", "maxLength": max_chars}


def _nullable(max_chars: int) -> dict[str, Any]:
    return {"type": ["string", "null"], "maxLength": max_chars}


def bounded_schema(
    bounds: ReplyBounds, labels: Sequence[str] = (), entity_types: Sequence[str] = ()
) -> dict[str, Any]:
    """The reply schema under `bounds`; `labels` and `entity_types` (when given) are closed sets.

    Relationships come first so that a reply stopped early has spent its tokens on them.
    """
    relationship_type: dict[str, Any] = (
        {"type": "string", "enum": list(labels)} if labels else _string(bounds.name_chars)
    )
    entity_type: dict[str, Any] = (
        {"type": ["string", "null"], "enum": [*entity_types, None]}
        if entity_types
        else _nullable(bounds.name_chars)
    )
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["relationships", "entities"],
        "properties": {
            "relationships": {
                "type": "array",
                "maxItems": bounds.relationships,
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": [
                        "source_entity",
                        "relationship_type",
                        "target_entity",
                        "evidence_span",
                        "polarity",
                        "modality",
                        "time",
                        "description",
                    ],
                    "properties": {
                        "source_entity": _string(bounds.name_chars),
                        "relationship_type": relationship_type,
                        "target_entity": _string(bounds.name_chars),
                        "evidence_span": _string(bounds.evidence_chars),
                        "polarity": {"type": "string", "enum": list(POLARITIES)},
                        "modality": {"type": "string", "enum": list(MODALITIES)},
                        "time": _nullable(bounds.note_chars),
                        "description": _nullable(bounds.note_chars),
                    },
                },
            },
            "entities": {
                "type": "array",
                "maxItems": bounds.entities,
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["name", "type", "description"],
                    "properties": {
                        "name": _string(bounds.name_chars),
                        "type": entity_type,
                        "description": _nullable(bounds.note_chars),
                    },
                },
            },
        },
    }


def _longest(values: Sequence[str], default_chars: int) -> str:
    return max(values, key=len) if values else "x" * default_chars


def _filled_or_null(chars: int) -> str | None:
    """A nullable string's costlier value: `null` (4) beats `""` and `"x"` (2, 3)."""
    return "x" * chars if chars + 2 > 4 else None


def maximal_instance(
    bounds: ReplyBounds, labels: Sequence[str] = (), entity_types: Sequence[str] = ()
) -> dict[str, Any]:
    """The longest document `bounded_schema` admits: what a model that fills everything writes."""
    relationship = {
        "source_entity": "x" * bounds.name_chars,
        "relationship_type": _longest(labels, bounds.name_chars),
        "target_entity": "x" * bounds.name_chars,
        "evidence_span": "x" * bounds.evidence_chars,
        "polarity": _longest(POLARITIES, 0),
        "modality": _longest(MODALITIES, 0),
        "time": _filled_or_null(bounds.note_chars),
        "description": _filled_or_null(bounds.note_chars),
    }
    entity_type: str | None = _filled_or_null(bounds.name_chars)
    if entity_types:
        closed: list[str | None] = [*entity_types, None]
        entity_type = max(closed, key=lambda v: len(json.dumps(v, ensure_ascii=False)))
    entity = {
        "name": "x" * bounds.name_chars,
        "type": entity_type,
        "description": _filled_or_null(bounds.note_chars),
    }
    return {
        "relationships": [dict(relationship) for _ in range(bounds.relationships)],
        "entities": [dict(entity) for _ in range(bounds.entities)],
    }


def count_tokens(document: Any) -> int:
    """Worst-case tokens of writing `document`: compact characters plus whitespace places."""
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    places = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in _STRUCTURAL:
            places += 1
    return len(text) + places


def _plans() -> list[tuple[int, int, tuple[int, int, int]]]:
    """(relationships, entities, tier), most preferred first: more relationships before longer
    strings, then entities (their types) before none."""
    plans: list[tuple[int, int, tuple[int, int, int]]] = []
    for rels in range(MAX_RELATIONSHIPS, 0, -1):
        for tier in STRING_TIERS:
            for ents in dict.fromkeys((min(2 * rels, MAX_ENTITIES), rels, 0)):
                plans.append((rels, ents, tier))
    plans.extend((1, 0, tier) for tier in FLOOR_TIERS)
    return plans


_PLANS = _plans()


def _bounds(
    max_tokens: int | None, plan: tuple[int, int, tuple[int, int, int]],
    labels: Sequence[str], entity_types: Sequence[str],
) -> ReplyBounds:  # fmt: skip
    rels, ents, (name, evidence, note) = plan
    draft = ReplyBounds(
        max_tokens=max_tokens, relationships=rels, entities=ents, name_chars=name,
        evidence_chars=evidence, note_chars=note, worst_case_tokens=0,
    )  # fmt: skip
    cost = count_tokens(maximal_instance(draft, labels, entity_types))
    return draft.model_copy(update={"worst_case_tokens": cost})


def reply_bounds(
    max_tokens: int | None, labels: Sequence[str] = (), entity_types: Sequence[str] = ()
) -> ReplyBounds:
    """The most generous plan whose maximal instance fits `max_tokens` (see module docstring).

    Without a budget, the widest plan. When nothing fits, the smallest plan, marked `fits=False`:
    the request is still sent, and a reply cut at the limit is named `truncated`.
    """
    if not max_tokens:
        return _bounds(None, _PLANS[0], labels, entity_types)
    for plan in _PLANS:
        bounds = _bounds(max_tokens, plan, labels, entity_types)
        if bounds.worst_case_tokens <= max_tokens:
            return bounds
    return _bounds(max_tokens, _PLANS[-1], labels, entity_types)
