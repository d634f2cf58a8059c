"""Endpoint resolution: find each endpoint in its document and give it a canonical id.

Matching goes exact, then normalised (case, whitespace, punctuation, diacritics folded), then
fuzzy (rapidfuzz), and every mention keeps offsets into the original text. A fuzzy match is
recorded as such: it may point the way, but it is weaker evidence than the name itself.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from functools import cached_property

from rapidfuzz import fuzz

from kg_pipeline.core.models import Document
from kg_pipeline.core.text.normalize import fold, fold_with_map
from kg_pipeline.core.text.sentences import Span, sentence_spans

FUZZY_MIN_SCORE = 92.0
FUZZY_MIN_LENGTH = 6


@dataclass(frozen=True, slots=True)
class Mention:
    start: int
    end: int
    match: str  # "exact", "normalized", "fuzzy"
    score: float = 100.0


@dataclass(slots=True)
class KnownEntity:
    """An entity the document itself lists (Re-DocRED documents carry `entities`)."""

    index: int
    key: str
    name: str
    type: str | None
    aliases: tuple[str, ...]
    folded: frozenset[str]
    mentions: list[Mention]


@dataclass(slots=True)
class Resolution:
    name: str
    entity_id: str
    mentions: list[Mention]
    ambiguous_with: list[str] = field(default_factory=list)
    best_match: str | None = field(init=False)
    """The strongest way a mention was found (exact, normalized, fuzzy), None when none was;
    set once, since the document index hands the same resolution to many candidates."""

    def __post_init__(self) -> None:
        self.best_match = min(
            (m.match for m in self.mentions), key=_MATCH_ORDER.__getitem__, default=None
        )

    @property
    def found(self) -> bool:
        return bool(self.mentions)


_MATCH_ORDER = {"exact": 0, "normalized": 1, "fuzzy": 2}


def canonical_entity_id(name: str, entity_type: str | None) -> str:
    """Same folded name and same type: same entity, across documents. Types keep
    homonyms apart (Paris the city and Paris the person are two ids)."""
    return f"{(entity_type or 'ENTITY').upper()}:{fold(name)}"


class DocumentIndex:
    """Per-document lookups, built once and reused by every candidate of the document."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.text = doc.text
        self._mention_cache: dict[str, list[Mention]] = {}
        self._resolution_cache: dict[tuple[tuple[str, ...], str | None], Resolution] = {}

    @cached_property
    def sentences(self) -> list[Span]:
        """The document's own sentence list when it has one that tiles the text, else split."""
        given = getattr(self.doc, "sentences", None)
        if isinstance(given, list) and given and all(isinstance(s, str) for s in given):
            spans: list[Span] = []
            pos = 0
            for sentence in given:
                sentence = sentence.strip()
                at = self.text.find(sentence, pos) if sentence else -1
                if at == -1:
                    break
                spans.append(Span(at, at + len(sentence)))
                pos = at + len(sentence)
            else:
                return spans
        return sentence_spans(self.text)

    @cached_property
    def _sentence_starts(self) -> list[int]:
        return [s.start for s in self.sentences]

    @cached_property
    def folded(self) -> tuple[str, list[int]]:
        return fold_with_map(self.text)

    @cached_property
    def known_entities(self) -> dict[str, set[str]]:
        """folded alias -> entity keys, from an `entities` list shipped with the document."""
        index: dict[str, set[str]] = {}
        for ent in self.entities:
            for alias in ent.folded:
                index.setdefault(alias, set()).add(ent.key)
        return index

    @cached_property
    def entities(self) -> list[KnownEntity]:
        """The document's own entity list (`entities: [{entity_id, name, type, aliases}]`),
        each with its mentions; empty when the document carries none."""
        out: list[KnownEntity] = []
        raw = getattr(self.doc, "entities", None)
        if not isinstance(raw, list):
            return out
        for ent in raw:
            if not isinstance(ent, dict) or not isinstance(ent.get("name"), str):
                continue
            aliases = [ent["name"], *(a for a in ent.get("aliases") or [] if isinstance(a, str))]
            aliases = [a for a in dict.fromkeys(aliases) if a.strip()]
            if not aliases:
                continue
            mentions: dict[tuple[int, int], Mention] = {}
            for alias in aliases:
                for m in self.find(alias):
                    mentions.setdefault((m.start, m.end), m)
            etype = ent.get("type") if isinstance(ent.get("type"), str) else None
            out.append(
                KnownEntity(
                    index=len(out),
                    key=f"{etype or ''}#{ent.get('entity_id', ent['name'])}",
                    name=ent["name"],
                    type=etype,
                    aliases=tuple(aliases),
                    folded=frozenset(fold(a) for a in aliases),
                    mentions=sorted(mentions.values(), key=lambda m: m.start),
                )
            )
        return out

    @cached_property
    def entities_by_alias(self) -> dict[str, list[KnownEntity]]:
        """folded alias -> the known entities with that alias, in document order."""
        index: dict[str, list[KnownEntity]] = {}
        for ent in self.entities:
            for alias in ent.folded:
                index.setdefault(alias, []).append(ent)
        return index

    @cached_property
    def mention_starts(self) -> list[tuple[int, int, int]]:
        """(start, end, entity index) of every known entity mention, sorted by start."""
        return sorted((m.start, m.end, e.index) for e in self.entities for m in e.mentions)

    def entity_for(self, names: list[str], entity_type: str | None) -> KnownEntity | None:
        """The one known entity an endpoint names, or None.

        Identity is checked before aliases are merged: the name must pick out exactly one known
        entity of the endpoint's type; two entities sharing a name are never merged blindly.
        """
        for name in names:
            key = fold(name)
            if not key:
                continue
            hits = self.entities_by_alias.get(key, [])
            if entity_type and len(hits) > 1:
                hits = [e for e in hits if e.type == entity_type]
            if len(hits) == 1 and (not entity_type or hits[0].type in (None, entity_type)):
                return hits[0]
            if hits:
                return None
        return None

    def sentence_of(self, offset: int) -> int:
        return max(0, bisect.bisect_right(self._sentence_starts, offset) - 1)

    def find(self, name: str) -> list[Mention]:
        if name in self._mention_cache:
            return self._mention_cache[name]
        mentions = self._find_exact(name) or self._find_normalized(name) or self._find_fuzzy(name)
        self._mention_cache[name] = mentions
        return mentions

    def _find_exact(self, name: str) -> list[Mention]:
        if not name:
            return []
        # str.find, not a regex per name: same non-overlapping, leftmost matches, no compile.
        text = self.text
        out = []
        pos = text.find(name)
        while pos != -1:
            end = pos + len(name)
            if _word_bounded(text, pos, end):
                out.append(Mention(pos, end, "exact"))
            pos = text.find(name, end)
        return out

    def _find_normalized(self, name: str) -> list[Mention]:
        key = fold(name)
        if not key:
            return []
        folded, index = self.folded
        out = []
        start = folded.find(key)
        while start != -1:
            end = start + len(key)
            if _word_bounded(folded, start, end):
                out.append(Mention(index[start], index[end - 1] + 1, "normalized"))
            start = folded.find(key, start + 1)
        return out

    def _find_fuzzy(self, name: str) -> list[Mention]:
        key = fold(name)
        if len(key) < FUZZY_MIN_LENGTH:
            return []
        folded, index = self.folded
        res = fuzz.partial_ratio_alignment(key, folded, score_cutoff=FUZZY_MIN_SCORE)
        if res is None:
            return []
        start, end = res.dest_start, res.dest_end
        # Snap to whole words so the mention is a readable span of the original text.
        while start > 0 and folded[start - 1] != " ":
            start -= 1
        while end < len(folded) and folded[end] != " ":
            end += 1
        matched = folded[start:end]
        if abs(len(matched) - len(key)) > max(2, len(key) // 5):
            return []
        score = fuzz.ratio(key, matched)
        if score < FUZZY_MIN_SCORE:
            return []
        return [Mention(index[start], index[end - 1] + 1, "fuzzy", score)]

    def resolve(self, names: list[str], entity_type: str | None) -> Resolution:
        """All mentions of the endpoint under its name and the aliases given with it.

        Many candidates of a document name the same endpoint: the same names and type get the
        same (cached) Resolution back, which callers must not modify.
        """
        key = (tuple(names), entity_type)
        found = self._resolution_cache.get(key)
        if found is None:
            found = self._resolution_cache[key] = self._resolve(names, entity_type)
        return found

    def _resolve(self, names: list[str], entity_type: str | None) -> Resolution:
        primary = names[0]
        mentions: dict[tuple[int, int], Mention] = {}
        for alias in dict.fromkeys(n for n in names if n and n.strip()):
            for m in self.find(alias):
                mentions.setdefault((m.start, m.end), m)
        ambiguous: list[str] = []
        known = self.known_entities.get(fold(primary))
        if known and len(known) > 1 and entity_type:
            # Entities that share a name but not a type are different things, not an ambiguity.
            typed = {k for k in known if k.split("#", 1)[0] in ("", entity_type)}
            known = typed or known
        if known and len(known) > 1:
            ambiguous = sorted(known)
        return Resolution(
            name=primary,
            entity_id=canonical_entity_id(primary, entity_type),
            mentions=sorted(mentions.values(), key=lambda m: m.start),
            ambiguous_with=ambiguous,
        )


def _word_bounded(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    first, last = text[start], text[end - 1]
    return not ((first.isalnum() and before.isalnum()) or (last.isalnum() and after.isalnum()))
