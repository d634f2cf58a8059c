"""Reading an extraction reply, from the strictest reading to the most lenient.

Order: strict JSON, then repaired JSON (code fence, surrounding prose, trailing commas,
truncation), then line formats (LightRAG `<|#|>` tuples, "A - rel - B" lines). The mode that
succeeded is returned with the result and recorded on every candidate: a repaired or line-format
reading is a degraded path and must stay visible downstream.

Each reply is parsed on its own, by a pure function: a fallback needed for one reply cannot leak
into the reading of the next (the Context-Aware RAG lesson in the seeds).
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import BaseModel, Field

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.models import ParseMode
from kg_pipeline.core.text.fences import find_fenced_block
from kg_pipeline.core.text.normalize import fold

PARSE_JSON = ParseMode.STRICT
PARSE_REPAIRED = ParseMode.JSON_REPAIRED
PARSE_TUPLES = ParseMode.TUPLE_LINES
PARSE_TRIPLE_LINES = ParseMode.TRIPLE_LINES
PARSE_MODES = (PARSE_JSON, PARSE_REPAIRED, PARSE_TUPLES, PARSE_TRIPLE_LINES)
"""The modes a reply can be read in; `ParseMode.degraded` says which are fallbacks."""


class ParseError(KgPipelineError, ValueError):
    """The reply could not be read in any supported format."""


class ParsedEntity(BaseModel):
    name: str
    type: str | None = None
    description: str | None = None


class ParsedRelationship(BaseModel):
    source_entity: str
    target_entity: str
    relationship_type: str
    evidence_span: str | None = None
    description: str | None = None
    polarity: str | None = None
    modality: str | None = None
    time: str | None = None


def relationship_fields(rel: ParsedRelationship, types: dict[str, str]) -> dict[str, Any]:
    """A parsed relationship as `Candidate` fields, endpoint types taken from the entities parsed
    with it (by folded name): what the extractor and the LightRAG importer both build."""
    return {
        "subject": rel.source_entity,
        "predicate": rel.relationship_type,
        "object": rel.target_entity,
        "subject_type": types.get(fold(rel.source_entity)),
        "object_type": types.get(fold(rel.target_entity)),
        "evidence": rel.evidence_span,
        "description": rel.description,
    }


class ParseResult(BaseModel):
    mode: ParseMode
    entities: list[ParsedEntity] = Field(default_factory=list)
    relationships: list[ParsedRelationship] = Field(default_factory=list)
    repairs: list[str] = Field(default_factory=list)
    """Repairs the JSON needed: code_fence, extracted, trailing_comma, truncated."""
    problems: list[str] = Field(default_factory=list)
    """Items that were read but skipped (missing fields, ambiguous lines)."""

    @property
    def degraded(self) -> bool:
        return self.mode.degraded

    @property
    def truncated(self) -> bool:
        return "truncated" in self.repairs


def parse_reply(text: str) -> ParseResult:
    """Read one reply. Raises ParseError, naming what was tried, when nothing can be read."""
    if not text or not text.strip():
        raise ParseError("empty reply")
    stripped = text.strip()
    try:
        obj = json.loads(stripped)
    except json.JSONDecodeError:
        pass
    else:
        return _from_json(obj, PARSE_JSON, [])

    body, repairs = _strip_fence(stripped)
    if body.lstrip()[:1] in ("{", "[") or _JSON_START.search(body):
        repaired = _repair_json(body, repairs)
        if repaired is not None:
            obj, repairs = repaired
            return _from_json(obj, PARSE_REPAIRED, repairs)
        if body.lstrip()[:1] in ("{", "["):
            # A reply that starts as JSON and cannot be repaired is not re-read as lines: the
            # line readers would split JSON fragments into nonsense triples.
            raise ParseError("reply looks like JSON but could not be parsed or repaired")

    result = _parse_tuples(body)
    if result is not None:
        return result
    result = _parse_triple_lines(body)
    if result is not None:
        return result
    raise ParseError("reply is neither JSON, LightRAG tuples nor 'A - relation - B' lines")


# --- JSON ---------------------------------------------------------------------------------

_JSON_START = re.compile(r'[{\[]\s*(?:"|\]|\}|\{)')


def _strip_fence(text: str) -> tuple[str, list[str]]:
    body = find_fenced_block(text)
    if body is None:
        return text, []
    return body.strip(), ["code_fence"]


def _repair_json(text: str, repairs: list[str]) -> tuple[Any, list[str]] | None:
    repairs = list(repairs)
    match = _JSON_START.search(text)
    start = match.start() if match else 0
    if start > 0:
        repairs.append("extracted")
    body = text[start:]
    decoder = json.JSONDecoder()
    try:
        obj, end = decoder.raw_decode(body)
        if body[end:].strip() and "extracted" not in repairs:
            repairs.append("extracted")
        return obj, repairs
    except json.JSONDecodeError:
        pass
    no_commas = _remove_trailing_commas(body)
    if no_commas != body:
        try:
            obj, end = decoder.raw_decode(no_commas)
            if body[end:].strip() and "extracted" not in repairs:
                repairs.append("extracted")
            return obj, [*repairs, "trailing_comma"]
        except json.JSONDecodeError:
            pass
    closed = _close_truncated(no_commas)
    if closed is not None:
        extra = ["trailing_comma"] if no_commas != body else []
        return closed, [*repairs, *extra, "truncated"]
    return None


def _string_step(ch: str, escape: bool) -> tuple[bool, bool]:
    """One character read inside a JSON string: (still inside the string, next one escaped)."""
    if escape:
        return True, False
    if ch == "\\":
        return True, True
    return ch != '"', False


def _remove_trailing_commas(text: str) -> str:
    out: list[str] = []
    in_str = escape = False
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if in_str:
            out.append(ch)
            in_str, escape = _string_step(ch, escape)
        elif ch == '"':
            in_str = True
            out.append(ch)
        elif ch == ",":
            j = i + 1
            while j < n and text[j].isspace():
                j += 1
            if j < n and text[j] in "}]":
                i += 1
                continue
            out.append(ch)
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def _close_truncated(text: str) -> Any | None:
    """Cut a truncated reply back to its last complete element and close what is open.

    Keeping only complete elements means a relationship cut off mid-way is dropped whole, never
    kept with a half-written name or evidence quote.
    """
    stack: list[str] = []
    in_str = escape = False
    cuts: list[tuple[int, tuple[str, ...]]] = []
    for i, ch in enumerate(text):
        if in_str:
            in_str, escape = _string_step(ch, escape)
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            stack.append(ch)
            if ch == "[":
                cuts.append((i + 1, tuple(stack)))
        elif ch in "}]":
            if not stack:
                break
            stack.pop()
            cuts.append((i + 1, tuple(stack)))
            if not stack:
                break
    if not stack and not in_str:
        return None  # balanced: not a truncation problem
    for pos, open_stack in reversed(cuts[-200:]):
        if not open_stack:
            continue
        closing = "".join("}" if c == "{" else "]" for c in reversed(open_stack))
        candidate = _remove_trailing_commas(text[:pos].rstrip().rstrip(",") + closing)
        try:
            return json.loads(candidate)
        except json.JSONDecodeError:
            continue
    return None


_REL_KEYS = ("relationships", "relations", "triples", "edges", "relationship")
_ENT_KEYS = ("entities", "nodes")
_SOURCE_KEYS = ("source_entity", "source", "subject", "head", "src", "from")
_TARGET_KEYS = ("target_entity", "target", "object", "tail", "tgt", "to")
_TYPE_KEYS = ("relationship_type", "relation", "predicate", "type", "relationship", "label")
_EVIDENCE_KEYS = ("evidence_span", "evidence", "quote", "evidence_quote", "source_text")


def _first(item: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = item.get(key)
        if value is None:
            continue
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            text = str(value).strip()
            if text:
                return text
    return None


def _from_json(obj: Any, mode: ParseMode, repairs: list[str]) -> ParseResult:
    entities_raw: Any = []
    if isinstance(obj, dict):
        rel_key = next((k for k in _REL_KEYS if k in obj), None)
        if rel_key is None:
            if all(k in obj for k in ("subject", "predicate", "object")):
                relationships_raw: Any = [obj]
            else:
                keys = ", ".join(sorted(map(str, obj))[:8]) or "none"
                raise ParseError(f"JSON reply has no relationships list (keys: {keys})")
        else:
            relationships_raw = obj[rel_key]
        ent_key = next((k for k in _ENT_KEYS if k in obj), None)
        entities_raw = obj.get(ent_key, []) if ent_key else []
    elif isinstance(obj, list):
        relationships_raw = obj
    else:
        raise ParseError(f"JSON reply is a {type(obj).__name__}, not an object or a list")
    if relationships_raw is None:
        relationships_raw = []
    if not isinstance(relationships_raw, list):
        raise ParseError("JSON reply's relationships is not a list")

    result = ParseResult(mode=mode, repairs=repairs)
    for i, item in enumerate(entities_raw if isinstance(entities_raw, list) else []):
        if isinstance(item, dict) and (name := _first(item, ("name", "entity_name", "id"))):
            result.entities.append(
                ParsedEntity(
                    name=name,
                    type=_first(item, ("type", "entity_type", "label")),
                    description=_first(item, ("description", "entity_description")),
                )
            )
        elif isinstance(item, str) and item.strip():
            result.entities.append(ParsedEntity(name=item.strip()))
        else:
            result.problems.append(f"entity {i}: no name")
    for i, item in enumerate(relationships_raw):
        rel = _relationship_from_json(item)
        if rel is None:
            result.problems.append(f"relationship {i}: missing source, target or type")
        else:
            result.relationships.append(rel)
    return result


def _relationship_from_json(item: Any) -> ParsedRelationship | None:
    if isinstance(item, list) and len(item) == 3 and all(isinstance(x, str) for x in item):
        s, p, o = (x.strip() for x in item)
        if s and p and o:
            return ParsedRelationship(source_entity=s, relationship_type=p, target_entity=o)
        return None
    if not isinstance(item, dict):
        return None
    source = _first(item, _SOURCE_KEYS)
    target = _first(item, _TARGET_KEYS)
    rtype = _first(item, _TYPE_KEYS)
    if not (source and target and rtype):
        return None
    return ParsedRelationship(
        source_entity=source,
        target_entity=target,
        relationship_type=rtype,
        evidence_span=_first(item, _EVIDENCE_KEYS),
        description=_first(item, ("description", "relationship_description")),
        polarity=_first(item, ("polarity",)),
        modality=_first(item, ("modality",)),
        time=_first(item, ("time", "date", "temporal")),
    )


# --- line formats -------------------------------------------------------------------------

TUPLE_DELIMITERS = ("<|#|>", "<|>")
_COMPLETION_MARKERS = re.compile(r"<\|COMPLETE\|>|<\|complete\|>")


def tuple_records(text: str) -> tuple[str | None, list[tuple[int, list[str]]]]:
    """The delimiter in use and each tuple record as (record number, cleaned fields)."""
    delimiter = next((d for d in TUPLE_DELIMITERS if d in text), None)
    if delimiter is None:
        return None, []
    body = _COMPLETION_MARKERS.sub("\n", text)
    out: list[tuple[int, list[str]]] = []
    for n, record in enumerate(re.split(r"\n|##", body), start=1):
        record = record.strip()
        if not record:
            continue
        if record.startswith("(") and record.endswith(")"):
            record = record[1:-1]
        out.append((n, [_clean_field(f) for f in record.split(delimiter)]))
    return delimiter, out


def _clean_field(value: str) -> str:
    value = value.strip()
    for _ in range(2):
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'`":
            value = value[1:-1].strip()
    return value


def read_tuple(fields: list[str]) -> ParsedEntity | ParsedRelationship:
    """One LightRAG tuple record; ValueError says what is wrong with it."""
    kind = fields[0].casefold() if fields else ""
    if kind == "entity":
        if len(fields) < 3 or not fields[1]:
            raise ValueError("entity record needs name and type")
        return ParsedEntity(
            name=fields[1],
            type=fields[2] or None,
            description=fields[3] if len(fields) > 3 and fields[3] else None,
        )
    if kind == "relation":
        # Current LightRAG: relation, source, target, keywords, description[, evidence].
        if len(fields) < 4 or not all(fields[1:4]):
            raise ValueError("relation record needs source, target and keywords")
        return ParsedRelationship(
            source_entity=fields[1],
            target_entity=fields[2],
            relationship_type=fields[3],
            description=fields[4] if len(fields) > 4 and fields[4] else None,
            evidence_span=fields[5] if len(fields) > 5 and fields[5] else None,
        )
    if kind == "relationship":
        # Older LightRAG: relationship, source, target, description, keywords[, strength].
        keywords = fields[4] if len(fields) > 4 else ""
        if len(fields) < 5 or not (fields[1] and fields[2] and keywords):
            raise ValueError("relationship record needs source, target, description, keywords")
        return ParsedRelationship(
            source_entity=fields[1],
            target_entity=fields[2],
            relationship_type=keywords,
            description=fields[3] or None,
        )
    raise ValueError(f"unrecognised record kind {fields[0][:20]!r}" if fields else "empty record")


def _parse_tuples(text: str) -> ParseResult | None:
    """LightRAG tuple lines, current (`<|#|>`) and older (`("entity"<|>...)##`) spellings."""
    delimiter, records = tuple_records(text)
    if delimiter is None:
        return None
    result = ParseResult(mode=PARSE_TUPLES)
    for n, fields in records:
        if len(fields) < 2:
            continue  # prose around the tuples
        try:
            item = read_tuple(fields)
        except ValueError as exc:
            result.problems.append(f"tuple {n}: {exc}")
            continue
        if isinstance(item, ParsedEntity):
            result.entities.append(item)
        else:
            result.relationships.append(item)
    if not result.relationships and not result.entities:
        return None
    return result


# Separators need whitespace on both sides, so the hyphen in "Jean-Paul" or "Kestrel-Vale" is
# never a separator; an arrow or a pipe is one with or without spaces.
_TRIPLE_SPLIT = re.compile(r"\s+[-–—]{1,2}>?\s+|\s*(?:->|→|\|)\s*")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")


def _parse_triple_lines(text: str) -> ParseResult | None:
    """`Subject - relation - Object` lines (also `->`, `|`, en/em dash separators)."""
    result = ParseResult(mode=PARSE_TRIPLE_LINES)
    for n, raw in enumerate(text.splitlines(), start=1):
        line = _BULLET.sub("", raw).strip()
        if not line:
            continue
        if line[0] in "([" and line[-1] in ")]":
            line = line[1:-1].strip()
        parts = [_clean_field(p) for p in _TRIPLE_SPLIT.split(line)]
        if len(parts) < 3:
            continue  # prose, a heading: not a triple line
        if len(parts) > 3 or not all(parts):
            result.problems.append(f"line {n}: ambiguous, {len(parts)} parts")
            continue
        subject, relation, obj = parts
        result.relationships.append(
            ParsedRelationship(
                source_entity=subject,
                relationship_type=relation,
                target_entity=obj.rstrip(".;"),
            )
        )
    if not result.relationships:
        return None
    return result
