"""The facts the policy scores, computed per document and cached: sentence words, distances
between entity mentions, the apposition hierarchy, entity shape and place, rival readings.

`policy.score_features` turns a candidate's `Facts` and `Rivals` into the features it weighs;
this module computes them from the document index, next to the `Facts` they fill."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from operator import itemgetter

from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding import (
    COUNTRY_RANK,
    Pairing,
    Placed,
    between_signature,
    closest_placed,
    described_as_country,
    edge_words,
    lowercase_words,
    name_shape,
    parenthesis_slot,
    place,
    place_rank,
)
from kg_pipeline.core.validation.policy import (
    FactKeys,
    Facts,
    Rivals,
)
from kg_pipeline.core.validation.resolution import (
    DocumentIndex,
    KnownEntity,
    Mention,
    Resolution,
)

MAX_RIVALS = 4
"""Rival objects (subjects) compared per candidate: the nearest of the same type."""
_DEMONYM = re.compile(r"[A-Z][a-z]+(?:an|ian|ese|ish|ic|i|ch)")
_APPOSITION = re.compile(r",\s*")


@dataclass(frozen=True, slots=True)
class EntityInfo:
    title: bool
    """The document is about this entity (its title, or its first words)."""
    demonym: bool
    place: int
    shape: str
    subject_tokens: frozenset[str]
    object_tokens: frozenset[str]


class DocFacts:
    """Per-document caches: entity pair facts and distances, the apposition hierarchy."""

    def __init__(self, index: DocumentIndex) -> None:
        self.index = index
        self.pairs: dict[tuple[int, int], tuple[Facts, Pairing] | None] = {}
        self.dists: dict[tuple[int, int], tuple[int, int]] = {}
        self._pairings: dict[tuple[int, int], Pairing | None] = {}
        self._placed: dict[int, list[Placed]] = {}
        self._edges: dict[tuple[int, int], tuple[str, str]] = {}
        self._sentence_words: dict[int, frozenset[str]] = {}
        self._span_words: dict[tuple[int, int], frozenset[str]] = {}
        self._entity_sentences: dict[int, frozenset[int]] = {}
        self._info: dict[int, EntityInfo] = {}
        self.base_cache: dict[tuple[int, str, str | None, str | None], float] = {}
        """Base scores of rival readings; lives and dies with the Facts it is keyed on."""
        self._rows: dict[tuple[int, str | None], list[tuple[int, tuple[int, int]]]] = {}
        self._hierarchy: set[tuple[int, int]] | None = None
        self._rivals: dict[tuple[int, int], Rivals] = {}
        self.endpoints: dict[tuple[int, str | None], tuple[Resolution, KnownEntity]] = {}
        """The support stage's entity per endpoint resolution (see `support.endpoint_entity`)."""
        title = getattr(index.doc, "title", None)
        self.title = fold(title) if isinstance(title, str) else ""

    def sentence_words(self, k: int) -> frozenset[str]:
        words = self._sentence_words.get(k)
        if words is None:
            sents = self.index.sentences
            words = (
                lowercase_words(self.index.text[sents[k].start : sents[k].end])
                if sents
                else (frozenset())
            )
            self._sentence_words[k] = words
        return words

    def span_words(self, first: int, last: int) -> frozenset[str]:
        """The words of a pairing across sentences: all of them up to three sentences apart,
        else the first and the last; once per span, since many pairings share one."""
        key = (first, last)
        words = self._span_words.get(key)
        if words is None:
            span = range(first, last + 1) if last - first < 3 else (first, last)
            words = frozenset()
            for k in span:
                words |= self.sentence_words(k)
            self._span_words[key] = words
        return words

    def entity_sentences(self, ent: KnownEntity) -> frozenset[int]:
        if ent.index < 0:
            return frozenset(self.index.sentence_of(m.start) for m in ent.mentions)
        found = self._entity_sentences.get(ent.index)
        if found is None:
            found = frozenset(self.index.sentence_of(m.start) for m in ent.mentions)
            self._entity_sentences[ent.index] = found
        return found

    def placed(self, ent: KnownEntity) -> list[Placed]:
        """An entity's mentions, each with its sentence; once per known entity."""
        if ent.index < 0:
            return place(self.index, ent.mentions)
        found = self._placed.get(ent.index)
        if found is None:
            found = self._placed[ent.index] = place(self.index, ent.mentions)
        return found

    def pairing(self, a: KnownEntity, b: KnownEntity) -> Pairing | None:
        """`closest_pair` of a's mentions (as subject) with b's, once per ordered pair of known
        entities: the pair's facts and the distance rows both need it."""
        if a.index < 0 or b.index < 0:
            return closest_placed(self.index, self.placed(a), self.placed(b))
        key = (a.index, b.index)
        if key in self._pairings:
            return self._pairings[key]
        found = closest_placed(self.index, self.placed(a), self.placed(b))
        self._pairings[key] = found
        return found

    def edge_words(self, m: Mention) -> tuple[str, str]:
        """`edge_words` around a mention, once per mention: it ends many pairings."""
        key = (m.start, m.end)
        found = self._edges.get(key)
        if found is None:
            found = self._edges[key] = edge_words(self.index.text, m)
        return found

    def distance(self, a: KnownEntity, b: KnownEntity) -> tuple[int, int]:
        key = (a.index, b.index)
        cacheable = a.index >= 0 and b.index >= 0
        if cacheable and key in self.dists:
            return self.dists[key]
        pairing = self.pairing(a, b)
        dist = (pairing.sentence_distance, pairing.char_distance) if pairing else (99, 1 << 30)
        if cacheable:
            self.dists[key] = dist
            self.dists[(b.index, a.index)] = dist
        return dist

    @property
    def hierarchy(self) -> set[tuple[int, int]]:
        """(inner, outer) entity pairs from appositions "A, B" ("Springfield, Illinois"),
        closed transitively, so "A, B, C" places A inside C as well."""
        if self._hierarchy is None:
            text = self.index.text
            edges: set[tuple[int, int]] = set()
            ms = self.index.mention_starts
            for (_, a_end, a), (b_start, _, b) in zip(ms, ms[1:], strict=False):
                if a != b and _APPOSITION.fullmatch(text, a_end, b_start):
                    edges.add((a, b))
            closure = set(edges)
            grew = True
            while grew:
                grew = False
                for a, b in list(closure):
                    for c, d in edges:
                        if b == c and a != d and (a, d) not in closure:
                            closure.add((a, d))
                            grew = True
            self._hierarchy = closure
        return self._hierarchy

    def info(self, ent: KnownEntity) -> EntityInfo:
        """Entity-level facts, computed once per known entity."""
        found = self._info.get(ent.index) if ent.index >= 0 else None
        if found is None:
            words = fold(ent.name).split()
            found = EntityInfo(
                title=bool(self.title and self.title in ent.folded)
                or any(m.start <= 4 for m in ent.mentions[:1]),
                demonym=any(_DEMONYM.fullmatch(a) for a in ent.aliases),
                place=self._place(ent),
                shape=name_shape(ent.name),
                subject_tokens=frozenset(f"s:{t}" for t in words),
                object_tokens=frozenset(f"o:{t}" for t in words),
            )
            if ent.index >= 0:
                self._info[ent.index] = found
        return found

    def _place(self, ent: KnownEntity) -> int:
        """The gazetteer's rank, else a country when the document calls the place one (an
        invented country in hand-written text: "one of the nine provinces of Dovrania")."""
        rank = place_rank(ent.aliases)
        if rank or ent.type not in ("LOC", None):
            return rank
        spans = [(m.start, m.end) for m in ent.mentions]
        return COUNTRY_RANK if described_as_country(self.index.text, spans) else 0

    def facts(self, s: KnownEntity, o: KnownEntity) -> tuple[Facts, Pairing] | None:
        key = (s.index, o.index)
        cacheable = s.index >= 0 and o.index >= 0
        if cacheable and key in self.pairs:
            return self.pairs[key]
        result = self._facts(s, o)
        if cacheable:
            self.pairs[key] = result
        return result

    def _facts(self, s: KnownEntity, o: KnownEntity) -> tuple[Facts, Pairing] | None:
        index = self.index
        pairing = self.pairing(s, o)
        if pairing is None:
            return None
        text = index.text
        lo, hi = pairing.between()
        between = text[lo:hi]
        f = Facts(
            sentence_distance=pairing.sentence_distance,
            char_gap=pairing.char_distance,
            subject_first=pairing.subject_first,
            commas_between=between.count(","),
        )
        f.cosentences = len(self.entity_sentences(s) & self.entity_sentences(o))
        first, last = pairing.first_sentence, pairing.last_sentence
        if pairing.sentence_distance == 0:
            f.sig, f.sig2 = between_signature(between)
            ms = index.mention_starts
            i = bisect.bisect_left(ms, (lo, -1, -1))
            n = 0
            while i < len(ms) and ms[i][0] < hi:
                if ms[i][1] <= hi and ms[i][2] not in (s.index, o.index):
                    n += 1
                i += 1
            f.entities_between = n
            f.words = self.sentence_words(first)
        else:
            f.sig = f.sig2 = "xsent"
            f.words = self.span_words(first, last)
        bs, as_ = self.edge_words(pairing.subject)
        bo, ao = self.edge_words(pairing.object)
        s_info, o_info = self.info(s), self.info(o)
        f.tokens = frozenset((f"bs:{bs}", f"as:{as_}", f"bo:{bo}", f"ao:{ao}")) | (
            s_info.subject_tokens | o_info.object_tokens
        )
        f.paren_slot = parenthesis_slot(text, s.mentions, o.mentions)
        f.title_subject, f.title_object = s_info.title, o_info.title
        f.subject_demonym, f.object_demonym = s_info.demonym, o_info.demonym
        f.subject_place, f.object_place = s_info.place, o_info.place
        f.subject_shape, f.object_shape = s_info.shape, o_info.shape
        f.subject_mentions = len(s.mentions)
        f.object_mentions = len(o.mentions)
        if s.index >= 0 and o.index >= 0:
            hierarchy = self.hierarchy
            if (s.index, o.index) in hierarchy:
                f.hierarchy = 1
            elif (o.index, s.index) in hierarchy:
                f.hierarchy = -1
        own = (pairing.sentence_distance, pairing.char_distance)
        skip = (s.index, o.index)
        # Rows are sorted nearest first, so the entities nearer than this pairing are a prefix.
        nearer_objects = _nearer_than(self.row(s, o.type), own)
        nearer_subjects = _nearer_than(self.row(o, s.type), own)
        f.object_rank = sum(1 for k, _ in nearer_objects if k not in skip)
        f.subject_rank = sum(1 for k, _ in nearer_subjects if k not in skip)
        if o_info.place:
            f.object_place_rank = sum(
                1
                for k, _ in nearer_objects
                if k not in skip and self.info(index.entities[k]).place == o_info.place
            )
        f.keys = FactKeys.of(f)  # last: the Facts is complete and read-only from here on
        return f, pairing

    def row(self, anchor: KnownEntity, etype: str | None) -> list[tuple[int, tuple[int, int]]]:
        """Distances from an entity to every known entity of a type, nearest first."""
        key = (anchor.index, etype)
        if anchor.index >= 0 and key in self._rows:
            return self._rows[key]
        found = sorted(
            (
                (e.index, self.distance(anchor, e))
                for e in self.index.entities
                if e.type == etype and e.mentions and e.index != anchor.index
            ),
            key=_ROW_DISTANCE,
        )
        if anchor.index >= 0:
            self._rows[key] = found
        return found

    def rivals(self, s: KnownEntity, o: KnownEntity) -> Rivals:
        """The rival readings of a pair; cached, since candidates share pairs (read-only)."""
        if s.index < 0 or o.index < 0:
            return Rivals()
        key = (s.index, o.index)
        found = self._rivals.get(key)
        if found is None:
            found = self._rivals[key] = self._find_rivals(s, o)
        return found

    def _find_rivals(self, s: KnownEntity, o: KnownEntity) -> Rivals:
        rivals = Rivals()
        rev = self.facts(o, s)
        rivals.reverse = rev[0] if rev else None
        for side in ("objects", "subjects"):
            anchor, kept = (s, o) if side == "objects" else (o, s)
            group = getattr(rivals, side)
            for k, _ in self.row(anchor, kept.type)[: MAX_RIVALS + 1]:
                if k == kept.index or len(group) == MAX_RIVALS:
                    continue
                e = self.index.entities[k]
                got = self.facts(s, e) if side == "objects" else self.facts(e, o)
                if got is not None:
                    group.append(got[0])
        return rivals


_ROW_DISTANCE = itemgetter(1)
"""The distance of a row entry (entity index, distance): a C key function, since rows are sorted
and searched often."""


def _nearer_than(
    row: list[tuple[int, tuple[int, int]]], dist: tuple[int, int]
) -> list[tuple[int, tuple[int, int]]]:
    """The entries of a row (sorted nearest first) strictly nearer than `dist`."""
    return row[: bisect.bisect_left(row, dist, key=_ROW_DISTANCE)]
