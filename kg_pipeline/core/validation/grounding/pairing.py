"""The closest pairing of a subject and an object mention, never across a clause break, and
the sentence window around it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg_pipeline.core.validation.grounding.cues import CLAUSE_BREAK
from kg_pipeline.core.validation.grounding.quotes import Evidence
from kg_pipeline.core.validation.resolution import DocumentIndex, Mention

MAX_WINDOW_SENTENCES = 3


# -- pairing ------------------------------------------------------------------------------------
@dataclass(slots=True)
class Pairing:
    subject: Mention
    object: Mention
    sentence_distance: int
    char_distance: int
    first_sentence: int
    """The sentence of the mention that comes first in the text."""
    last_sentence: int
    """The sentence of the mention that comes last (the same one for a same-sentence pair)."""

    @property
    def subject_first(self) -> bool:
        return self.subject.start < self.object.start

    def between(self) -> tuple[int, int]:
        lo = min(self.subject.end, self.object.end)
        hi = max(self.subject.start, self.object.start)
        return (lo, hi) if hi > lo else (lo, lo)


Placed = tuple[Mention, int]
"""A mention and the index of its sentence."""


def place(index: DocumentIndex, mentions: list[Mention]) -> list[Placed]:
    """Each mention with its sentence."""
    sentence_of = index.sentence_of
    return [(m, sentence_of(m.start)) for m in mentions]


def closest_pair(
    index: DocumentIndex,
    subjects: list[Mention],
    objects: list[Mention],
    within: tuple[int, int] | None = None,
) -> Pairing | None:
    """The subject and object mentions closest together: fewest sentences, then not separated
    by a clause boundary ("A did not buy B; A bought C" pairs A with C in the second clause),
    then fewest characters."""
    if within:
        subjects = [s for s in subjects if within[0] <= s.start and s.end <= within[1]]
        objects = [o for o in objects if within[0] <= o.start and o.end <= within[1]]
    return closest_placed(index, place(index, subjects), place(index, objects))


_PARENTHESIS = re.compile(r"\([^()]*\)")
"""A parenthesis: a break inside one ("X (1924 – 2005) was a French actor") separates nothing
outside it."""


def same_sentence_pairings(
    index: DocumentIndex, subjects: list[Placed], objects: list[Placed]
) -> list[Pairing]:
    """Every pairing of a subject and an object mention within one sentence and one clause
    (no clause break between them, but for the one that opens a relative clause on the first:
    "X, which is headquartered in Y", or one inside a parenthesis between them), in text order:
    where a document may state the relation once, whichever mentions stand closest."""
    out: list[Pairing] = []
    text = index.text
    for s, s_sent in subjects:
        for o, o_sent in objects:
            if s_sent != o_sent or (o.start < s.end and s.start < o.end):
                continue
            lo, hi = (s.end, o.start) if s.start < o.start else (o.end, s.start)
            between = text[lo:hi]
            if "(" in between:
                between = _PARENTHESIS.sub(lambda m: " " * len(m.group(0)), between)
            found = CLAUSE_BREAK.search(between)
            if found is not None and (
                found.start() != 0 or CLAUSE_BREAK.search(between, found.end()) is not None
            ):
                continue
            out.append(Pairing(s, o, 0, hi - lo, s_sent, s_sent))
    out.sort(key=lambda p: (min(p.subject.start, p.object.start), p.char_distance))
    return out


_OPEN_PARENTHESIS = re.compile(r",?\s*(?:\([^()]*\)\s*)?\([^()]*")
"""From a name to a mention inside the parenthesis that opens after it (or after a gloss in
parentheses there): "X (13 January 1924 – ", "X, (April 23, 1837 – "."""


def parenthesis_pairings(
    index: DocumentIndex, subjects: list[Placed], objects: list[Placed]
) -> list[Pairing]:
    """Every pairing of a subject mention with an object mention inside the parenthesis right
    after it, whatever clause breaks the parenthesis holds (a life span's dash): where a life
    span or a work's year states the relation."""
    out: list[Pairing] = []
    text = index.text
    for s, s_sent in subjects:
        for o, o_sent in objects:
            if (
                s_sent == o_sent
                and o.start > s.end
                and _OPEN_PARENTHESIS.fullmatch(text, s.end, o.start)
            ):
                out.append(Pairing(s, o, 0, o.start - s.end, s_sent, s_sent))
    return out


def closest_placed(
    index: DocumentIndex, subjects: list[Placed], objects: list[Placed]
) -> Pairing | None:
    """`closest_pair` of mentions already placed in their sentences (the per-document caches
    place each entity's mentions once, not once per pair of entities)."""
    best: Pairing | None = None
    best_key = (1 << 30, 1, 1 << 30)
    text = index.text
    for s, s_sent in subjects:
        for o, o_sent in objects:
            if o.start < s.end and s.start < o.end:
                continue  # overlapping mentions are one phrase, not two endpoints
            gap = o.start - s.end if o.start >= s.end else s.start - o.end
            sd = o_sent - s_sent
            if sd < 0:
                sd = -sd
            if sd > best_key[0] or (sd == best_key[0] and best_key[1] == 0 and gap >= best_key[2]):
                continue
            crosses = 0
            if sd == 0:
                lo, hi = (s.end, o.start) if s.start < o.start else (o.end, s.start)
                crosses = 1 if CLAUSE_BREAK.search(text, lo, hi) else 0
            key = (sd, crosses, gap)
            if key < best_key:
                best_key = key
                first, last = (s_sent, o_sent) if s.start < o.start else (o_sent, s_sent)
                best = Pairing(s, o, sd, gap, first, last)
    return best


def sentence_window(index: DocumentIndex, pairing: Pairing) -> Evidence | None:
    """The sentences from the first endpoint mention to the last, if close enough."""
    if pairing.sentence_distance >= MAX_WINDOW_SENTENCES:
        return None
    sents = index.sentences
    if not sents:
        return None
    return Evidence(
        sents[pairing.first_sentence].start, sents[pairing.last_sentence].end, "window", 0.0
    )


# -- evidence that supports the edge ------------------------------------------------------------
def covers_pairing(evidence: Evidence, pairing: Pairing) -> bool:
    """Whether a span holds both mentions the decision paired."""
    return all(
        evidence.start <= m.start and m.end <= evidence.end
        for m in (pairing.subject, pairing.object)
    )


def holds_each_endpoint(
    start: int, end: int, subjects: list[Mention], objects: list[Mention]
) -> bool:
    """Whether the span start..end holds a mention of the subject and one of the object."""
    return any(start <= m.start and m.end <= end for m in subjects) and any(
        start <= m.start and m.end <= end for m in objects
    )


MAX_ANTECEDENT_SENTENCES = 2
_PRONOUN = re.compile(r"\b(?:he|she|it|they|him|her|his|hers|its|their|them)\b", re.IGNORECASE)


def supporting_span(
    index: DocumentIndex, evidence: Evidence, subjects: list[Mention], objects: list[Mention]
) -> Evidence | None:
    """The span to show for an edge supported by `evidence`: itself when it names both
    endpoints; when it names one and refers to the other by a pronoun ("It was started by
    Jane Roe"), the span widened back to the sentence that names it (at most two sentences
    back); otherwise None, since the quote is not evidence for this edge."""
    start, end = evidence.start, evidence.end
    if holds_each_endpoint(start, end, subjects, objects):
        return evidence
    if not _PRONOUN.search(index.text, start, end):
        return None
    first = index.sentence_of(start)
    lowest = (
        index.sentences[max(0, first - MAX_ANTECEDENT_SENTENCES)].start
        if index.sentences
        else start
    )
    for group in (subjects, objects):
        if any(start <= m.start and m.end <= end for m in group):
            continue
        before = [m.start for m in group if lowest <= m.start and m.end <= start]
        if not before:
            return None
        start = min(start, index.sentences[index.sentence_of(max(before))].start)
    return Evidence(start, end, evidence.match, evidence.score)
