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
import re
from collections.abc import Sequence
from typing import Any

from kg_pipeline.core.extraction.argtypes import filter_by_types
from kg_pipeline.core.extraction.bounds import (
    MAX_RELATIONSHIPS,
    bounded_schema,
    reply_bounds,
)
from kg_pipeline.core.models import Predicate, Vocabulary
from kg_pipeline.core.text.normalize import fold

PROMPT_VERSION = "kg-extract-v3"
"""Bump on any change to the text or schema below: cached replies are keyed by it.
v2: bounded reply schema (relationships first), predicates chosen per chunk.
v3: schema bounds derived from the reply budget (`bounds.py`), entity types as an enum,
predicates filtered by the argument types a chunk can supply."""

MAX_GLEANING_PASSES = 3
"""A gleaning pass re-asks for missed relationships; more than a few only buys repetition."""

CHARS_PER_TOKEN = 3.0
"""Prompt-size estimate before sending: deliberately low (most tokenizers average ~4 characters
per English token), so that an estimate that fits leaves room for the real count."""
MESSAGE_OVERHEAD_TOKENS = 8


def response_schema(labels: Sequence[str] = ()) -> dict[str, Any]:
    """The reply schema with the widest bounds (no reply budget); see `bounds.reply_bounds` for
    the bounds a request under a budget carries."""
    return bounded_schema(reply_bounds(None, labels), labels)


RESPONSE_SCHEMA: dict[str, Any] = response_schema()
"""The schema with any relationship type allowed (the per-chunk one lists the offered labels)."""

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
{{"relationships": [{{"source_entity": str, "relationship_type": str, "target_entity": str,
   "evidence_span": str, "polarity": "positive"|"negative",
   "modality": "asserted"|"speculative"|"conditional", "time": str|null,
   "description": str|null}}],
 "entities": [{{"name": str, "type": str|null, "description": str|null}}]}}
At most {max_relationships} relationships. If the passage states no relationship of a listed \
type, answer {{"relationships": [], "entities": []}}.

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
{"relationships": [], "entities": []}."""


def _predicate_line(label: str, template: str | None, definition: str | None, extra: str) -> str:
    parts = [f"- {label}:"]
    if template:
        parts.append(f'"{template}"')
    if definition:
        parts.append(f"- {definition}")
    if extra:
        parts.append(f"({extra})")
    return " ".join(parts)


def _ordered(predicates: Sequence[Predicate]) -> list[Predicate]:
    return sorted(predicates, key=lambda p: p.label.casefold())


def render_predicates(vocabulary: Vocabulary, predicates: Sequence[Predicate] | None = None) -> str:
    lines: list[str] = []
    chosen = vocabulary.predicates.values() if predicates is None else predicates
    for pred in _ordered(list(chosen)):
        notes: list[str] = []
        if pred.type_pairs:
            pairs = sorted({f"{s}->{o}" for s, o in pred.type_pairs})
            notes.append("source->target types " + ", ".join(pairs))
        if pred.symmetric:
            notes.append("symmetric")
        template = pred.template or f"{{s}} {pred.label} {{o}}"
        lines.append(_predicate_line(pred.label, template, pred.definition, "; ".join(notes)))
    return "\n".join(lines)


def entity_types(
    vocabulary: Vocabulary, predicates: Sequence[Predicate] | None = None
) -> list[str]:
    """The types the offered predicates allow (all listed types when every predicate is offered)."""
    if predicates is None and vocabulary.entity_types:
        return list(vocabulary.entity_types)
    chosen = vocabulary.predicates.values() if predicates is None else predicates
    allowed = {t for p in chosen for pair in p.type_pairs for t in pair}
    if vocabulary.entity_types and predicates is not None:
        return [t for t in vocabulary.entity_types if t in allowed] or list(vocabulary.entity_types)
    return sorted(allowed)


def system_prompt(
    vocabulary: Vocabulary,
    predicates: Sequence[Predicate] | None = None,
    *,
    max_relationships: int = MAX_RELATIONSHIPS,
) -> str:
    """`max_relationships` is the bound the request's schema carries (`ReplyBounds`)."""
    types = entity_types(vocabulary, predicates)
    return _SYSTEM.format(
        entity_types=", ".join(types) if types else "(none listed; give null)",
        predicates=render_predicates(vocabulary, predicates),
        max_relationships=max_relationships,
    )


def build_messages(
    text: str,
    vocabulary: Vocabulary,
    *,
    title: str | None = None,
    system: str | None = None,
) -> list[dict[str, str]]:
    """`system` lets a run render the prompt once per predicate subset instead of per chunk."""
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


def estimate_tokens(messages: Sequence[dict[str, str]], schema: dict[str, Any] | None) -> int:
    """A cautious prompt-token estimate, for refusing a prompt that cannot fit (no tokenizer).

    The schema counts because a server may put it (or its grammar) into the prompt.
    """
    chars = sum(len(m.get("content", "")) for m in messages)
    if schema is not None:
        chars += len(json.dumps(schema, separators=(",", ":")))
    return int(chars / CHARS_PER_TOKEN) + MESSAGE_OVERHEAD_TOKENS * len(messages)


_WORD = re.compile(r"[^\W_]{3,}")
_STOP = frozenset(
    [
        "the",
        "and",
        "for",
        "with",
        "from",
        "that",
        "this",
        "was",
        "were",
        "has",
        "have",
        "its",
        "his",
        "her",
        "their",
        "which",
        "who",
        "whom",
        "into",
        "onto",
        "than",
        "then",
        "also",
        "been",
        "being",
        "are",
        "not",
        "any",
        "all",
        "per",
        "via",
    ]
)


def _words(text: str) -> set[str]:
    """Folded content words, cut to 6 letters: a crude stem ("headquartered" ~ "headquarters")."""
    return {w[:6] for w in _WORD.findall(fold(text)) if w not in _STOP}


def _cue_words(pred: Predicate) -> set[str]:
    template = (pred.template or "").replace("{s}", " ").replace("{o}", " ")
    return _words(" ".join([pred.label, template, *pred.synonyms]))


def plausible_predicates(vocabulary: Vocabulary, text: str, *, fits: Any = None) -> list[Predicate]:
    """The predicates worth offering for one chunk, most plausible first.

    Plausible = some (domain, range) pair of the predicate can be filled from the chunk
    (`argtypes`: no `date of birth` without a date), and then ranked by shared words with the
    predicate's label, template or synonyms (a chunk about a headquarters gets `headquarters
    location`, not `cast member`). When `fits` (a function of a predicate list) is given, the
    least plausible are dropped until it holds; with no cue at all, every type-plausible
    predicate is offered (and trimmed the same way). A chunk no predicate's types fit is offered
    the whole vocabulary, as before the filter.
    """
    words = _words(text)
    preds = filter_by_types(vocabulary.predicates.values(), text) or list(
        vocabulary.predicates.values()
    )
    scored = [(len(_cue_words(p) & words), p) for p in preds]
    cued = [(n, p) for n, p in scored if n > 0] or scored
    cued.sort(key=lambda item: (-item[0], item[1].label.casefold()))
    chosen = [p for _, p in cued]
    if fits is not None:
        while len(chosen) > 1 and not fits(chosen):
            chosen.pop()
    return chosen


def predicate_subset_fingerprint(predicates: Sequence[Predicate]) -> str:
    """Part of the cache key: the same chunk offered other predicates is another question."""
    labels = sorted(p.predicate_id for p in predicates)
    return hashlib.sha256(json.dumps(labels).encode("utf-8")).hexdigest()[:16]


def vocabulary_fingerprint(vocabulary: Vocabulary) -> str:
    """Hash of what the prompt shows of the vocabulary: a changed vocabulary is a changed prompt."""
    payload = json.dumps(
        {"types": entity_types(vocabulary), "predicates": render_predicates(vocabulary)},
        sort_keys=True,
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:16]
