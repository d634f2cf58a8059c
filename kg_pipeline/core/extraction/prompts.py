"""Versioned extraction prompts.

The prompt is part of what an extracted candidate *is*: the same chunk under a different prompt
is a different proposal. So every candidate records `PROMPT_VERSION`, the cache key includes it,
and any change to the wording below must bump it.

What the prompt insists on, and why:
- the vocabulary (entity types, predicates with definitions and direction templates) is passed
  in, so the model proposes edges the validator can recognise instead of free-text relations;
- every relationship carries a verbatim evidence quote, because the validator locates it in the
  document and a paraphrase cannot be located;
- negation, modality and time are reported as fields, never flattened: "Aster may acquire Beacon"
  must not come back as the same edge as "Aster acquired Beacon";
- the model may only connect entities named in the text; it must not invent intermediate or
  placeholder entities to make the graph look connected.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from kg_pipeline.core.models import Vocabulary

PROMPT_VERSION = "kg-extract-v1"
"""Bump on any change to the text or schema below: cached replies are keyed by it."""

MAX_GLEANING_PASSES = 3
"""A gleaning pass re-asks for missed relationships; more than a few only buys repetition."""

POLARITIES = ("positive", "negative")
MODALITIES = ("asserted", "speculative", "conditional")

_NULLABLE_STRING: dict[str, Any] = {"type": ["string", "null"]}

RESPONSE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["entities", "relationships"],
    "properties": {
        "entities": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["name", "type", "description"],
                "properties": {
                    "name": {"type": "string"},
                    "type": _NULLABLE_STRING,
                    "description": _NULLABLE_STRING,
                },
            },
        },
        "relationships": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": [
                    "source_entity",
                    "target_entity",
                    "relationship_type",
                    "evidence_span",
                    "description",
                    "polarity",
                    "modality",
                    "time",
                ],
                "properties": {
                    "source_entity": {"type": "string"},
                    "target_entity": {"type": "string"},
                    "relationship_type": {"type": "string"},
                    "evidence_span": {"type": "string"},
                    "description": _NULLABLE_STRING,
                    "polarity": {"type": "string", "enum": list(POLARITIES)},
                    "modality": {"type": "string", "enum": list(MODALITIES)},
                    "time": _NULLABLE_STRING,
                },
            },
        },
    },
}
"""The reply schema, in the subset of JSON Schema that strict structured outputs accept."""

RESPONSE_SCHEMA_NAME = "kg_extraction"

_SYSTEM = """\
You read a passage and list the relationships it states between named entities, for a \
knowledge graph whose every edge is later checked against the passage word for word.

Entity types you may use: {entity_types}. If no listed type fits an entity, give null as its \
type rather than inventing one.

Relationship types you may use. Write relationship_type exactly as the label before the colon. \
The template fixes the direction: source_entity fills {{s}} and target_entity fills {{o}}.
{predicates}

Rules:
1. Report only what the passage itself states. Background knowledge about the entities does \
not count, and neither does a guess about what is probably true.
2. Both ends of a relationship must be entities named in the passage. Write each name as it \
appears in the passage (keep hyphens, accents and capitals). Never create an intermediate, \
generic or placeholder entity to link two others; if the passage does not name both ends, \
leave the relationship out.
3. evidence_span is copied character for character from the passage: the shortest contiguous \
stretch (usually one sentence or clause) that states the relationship. No paraphrase, no \
ellipsis, no joining of separate sentences.
4. Keep what qualifies the statement. If the passage denies the relationship, report it with \
polarity "negative". If it is only possible, planned, expected, reported or rumoured ("may", \
"plans to", "reportedly"), use modality "speculative"; if it depends on a condition ("if", \
"unless", "subject to"), use modality "conditional"; otherwise "asserted". If the passage limits \
when it held (a date, a period, "until 2019"), put that wording in time; otherwise null.
5. Check the direction against the template before answering. For a symmetric type either \
direction is the same relationship: report it once.
6. If no listed relationship type fits what the passage says, leave that statement out rather \
than forcing it into the nearest type.

Answer with one JSON object and nothing else, no code fence and no commentary:
{{"entities": [{{"name": str, "type": str|null, "description": str|null}}],
 "relationships": [{{"source_entity": str, "target_entity": str, "relationship_type": str,
   "evidence_span": str, "description": str|null, "polarity": "positive"|"negative",
   "modality": "asserted"|"speculative"|"conditional", "time": str|null}}]}}
If the passage states no relationship of a listed type, answer \
{{"entities": [], "relationships": []}}.

Illustration of rule 4 only (its types are not your vocabulary): from "Orrin Labs may buy \
Kestrel-Vale Ltd, but it did not buy Tamsin Foods in 2021." the two relationships are \
(Orrin Labs, acquired, Kestrel-Vale Ltd, speculative, positive) and \
(Orrin Labs, acquired, Tamsin Foods, asserted, negative, time "2021"), each with its own clause \
as evidence_span.
"""

_USER = """\
Passage{title}:
<<<PASSAGE
{text}
PASSAGE>>>

List the relationships this passage states, as the JSON object described."""

_GLEAN = """\
Read the passage again. List only relationships of the listed types that the passage states \
and that your previous answer left out, under the same rules and in the same JSON form. Do not \
repeat relationships you already gave. If none were left out, answer \
{"entities": [], "relationships": []}."""


def _predicate_line(label: str, template: str | None, definition: str | None, extra: str) -> str:
    parts = [f"- {label}:"]
    if template:
        parts.append(f'"{template}"')
    if definition:
        parts.append(f"- {definition}")
    if extra:
        parts.append(f"({extra})")
    return " ".join(parts)


def render_predicates(vocabulary: Vocabulary) -> str:
    lines: list[str] = []
    for pred in sorted(vocabulary.predicates.values(), key=lambda p: p.label.casefold()):
        notes: list[str] = []
        if pred.type_pairs:
            pairs = sorted({f"{s}->{o}" for s, o in pred.type_pairs})
            notes.append("source->target types " + ", ".join(pairs))
        if pred.symmetric:
            notes.append("symmetric")
        template = pred.template or f"{{s}} {pred.label} {{o}}"
        lines.append(_predicate_line(pred.label, template, pred.definition, "; ".join(notes)))
    return "\n".join(lines)


def entity_types(vocabulary: Vocabulary) -> list[str]:
    if vocabulary.entity_types:
        return list(vocabulary.entity_types)
    return sorted(
        {t for p in vocabulary.predicates.values() for pair in p.type_pairs for t in pair}
    )


def system_prompt(vocabulary: Vocabulary) -> str:
    types = entity_types(vocabulary)
    return _SYSTEM.format(
        entity_types=", ".join(types) if types else "(none listed; give null)",
        predicates=render_predicates(vocabulary),
    )


def build_messages(
    text: str, vocabulary: Vocabulary, *, title: str | None = None, system: str | None = None
) -> list[dict[str, str]]:
    """`system` lets a run render the vocabulary once instead of once per chunk."""
    return [
        {"role": "system", "content": system if system is not None else system_prompt(vocabulary)},
        {
            "role": "user",
            "content": _USER.format(text=text, title=f" (from {title!r})" if title else ""),
        },
    ]


def gleaning_messages(previous: list[dict[str, str]], previous_reply: str) -> list[dict[str, str]]:
    """The conversation so far plus a request for what was missed."""
    return [
        *previous,
        {"role": "assistant", "content": previous_reply},
        {"role": "user", "content": _GLEAN},
    ]


def vocabulary_fingerprint(vocabulary: Vocabulary) -> str:
    """Hash of what the prompt shows of the vocabulary: a changed vocabulary is a changed prompt."""
    payload = json.dumps(
        {"types": entity_types(vocabulary), "predicates": render_predicates(vocabulary)},
        sort_keys=True,
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:16]
