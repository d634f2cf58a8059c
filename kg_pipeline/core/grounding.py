"""Source support: locate evidence verbatim and read the clause that carries the relation.

Offsets always point into the original document text. Polarity, modality, conditionality and
time are read from the clause between and around the two endpoint mentions, never from the
document at large: "Aster did not buy Beacon; Aster bought Cobalt" negates only the first edge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz

from kg_pipeline.core.models import Modality, Polarity
from kg_pipeline.core.resolution import DocumentIndex, Mention
from kg_pipeline.core.text import fold, sentence_spans

QUOTE_FUZZY_MIN_SCORE = 95.0
MAX_WINDOW_SENTENCES = 3

_NEGATION = re.compile(
    r"\b(?:not|never|no longer|neither|nor|cannot|denied|denies|deny|refused|refuses|"
    r"failed to|fails to|rather than|instead of)\b|n't\b",
    re.IGNORECASE,
)
_SPECULATION = re.compile(
    r"\b(?:may|might|could|possibly|perhaps|probably|likely|unlikely|reportedly|"
    r"allegedly|rumou?red|speculated|plans? to|planned to|planning to|intends? to|"
    r"expected to|considering|considers|proposed|proposes|potential|potentially|"
    r"is said to|are said to|was said to|believed to|thought to|aims? to|seeks? to|"
    r"talks? to|in talks|negotiat\w+)\b",
    re.IGNORECASE,
)
_CONDITIONAL = re.compile(
    r"\b(?:if|unless|provided that|providing that|subject to|in case|in the event|"
    r"on condition|conditional on|pending)\b",
    re.IGNORECASE,
)
_MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
)
_TIME = re.compile(
    rf"\b(?:{_MONTH}\s+\d{{1,2}},\s+\d{{4}}|\d{{1,2}}\s+{_MONTH}\s+\d{{4}}|{_MONTH}\s+\d{{4}}|"
    r"(?:1[5-9]|20)\d{2}s?)\b"
)
# Clause boundaries: a semicolon, or a comma/dash followed by a connective that starts a clause.
_CLAUSE_BREAK = re.compile(
    r";|\s[–—-]\s|,\s+(?=(?:but|while|whereas|although|though|however|and\s+(?:he|she|it|they)"
    r"|which|who)\b)",
    re.IGNORECASE,
)


@dataclass(slots=True)
class Evidence:
    start: int
    end: int
    match: str  # "exact", "normalized", "fuzzy", "window"
    score: float

    def span(self, text: str) -> str:
        return text[self.start : self.end]


@dataclass(slots=True)
class ClauseReading:
    polarity: Polarity
    modality: Modality
    time: str | None
    cues: list[str]
    start: int
    end: int


def locate_quote(index: DocumentIndex, quote: str) -> Evidence | None:
    """Find a quoted evidence span: exact, then normalised, then fuzzy (score recorded).

    A multi-sentence quote whose sentences are not contiguous in the document is located
    sentence by sentence; the evidence then spans from the first to the last of them.
    """
    quote = quote.strip()
    if not quote:
        return None
    found = _locate_piece(index, quote)
    if found is not None:
        return found
    pieces = [quote[s.start : s.end] for s in sentence_spans(quote)]
    if len(pieces) < 2:
        return None
    located = [_locate_piece(index, p) for p in pieces]
    if any(p is None for p in located):
        return None
    parts = [p for p in located if p is not None]
    worst = max(parts, key=lambda e: ("exact", "normalized", "fuzzy").index(e.match))
    return Evidence(
        min(p.start for p in parts),
        max(p.end for p in parts),
        worst.match,
        min(p.score for p in parts),
    )


def _locate_piece(index: DocumentIndex, quote: str) -> Evidence | None:
    text = index.text
    pos = text.find(quote)
    if pos != -1:
        return Evidence(pos, pos + len(quote), "exact", 100.0)
    key = fold(quote)
    if not key:
        return None
    folded, mapping = index.folded
    pos = folded.find(key)
    if pos != -1:
        return Evidence(mapping[pos], mapping[pos + len(key) - 1] + 1, "normalized", 100.0)
    if len(key) < 12:
        return None
    res = fuzz.partial_ratio_alignment(key, folded, score_cutoff=QUOTE_FUZZY_MIN_SCORE)
    if res is None or res.dest_end <= res.dest_start:
        return None
    return Evidence(mapping[res.dest_start], mapping[res.dest_end - 1] + 1, "fuzzy", res.score)


@dataclass(slots=True)
class Pairing:
    subject: Mention
    object: Mention
    sentence_distance: int
    char_distance: int


def closest_pair(
    index: DocumentIndex,
    subjects: list[Mention],
    objects: list[Mention],
    within: tuple[int, int] | None = None,
) -> Pairing | None:
    """The subject and object mentions closest together (fewest sentences, then characters)."""
    best: Pairing | None = None
    for s in subjects:
        if within and not (within[0] <= s.start and s.end <= within[1]):
            continue
        s_sent = index.sentence_of(s.start)
        for o in objects:
            if within and not (within[0] <= o.start and o.end <= within[1]):
                continue
            if o.start < s.end and s.start < o.end:
                continue  # overlapping mentions are one phrase, not two endpoints
            gap = max(o.start - s.end, s.start - o.end, 0)
            pairing = Pairing(s, o, abs(index.sentence_of(o.start) - s_sent), gap)
            if best is None or (pairing.sentence_distance, pairing.char_distance) < (
                best.sentence_distance,
                best.char_distance,
            ):
                best = pairing
    return best


def sentence_window(index: DocumentIndex, pairing: Pairing) -> Evidence | None:
    """The sentences from the first endpoint mention to the last, if close enough."""
    if pairing.sentence_distance >= MAX_WINDOW_SENTENCES:
        return None
    first = index.sentence_of(min(pairing.subject.start, pairing.object.start))
    last = index.sentence_of(max(pairing.subject.start, pairing.object.start))
    sents = index.sentences
    if not sents:
        return None
    return Evidence(sents[first].start, sents[last].end, "window", 0.0)


def read_clause(index: DocumentIndex, pairing: Pairing) -> ClauseReading:
    """Polarity, modality and time of the clause linking the two mentions.

    The clause runs from the nearest clause boundary before the first mention to the nearest
    one after the second, inside the sentence(s) holding them.
    """
    text = index.text
    first_start = min(pairing.subject.start, pairing.object.start)
    last_end = max(pairing.subject.end, pairing.object.end)
    sents = index.sentences
    sent_start = sents[index.sentence_of(first_start)].start if sents else 0
    sent_end = sents[index.sentence_of(last_end - 1)].end if sents else len(text)
    start = sent_start
    for m in _CLAUSE_BREAK.finditer(text, sent_start, first_start):
        start = m.end()
    end = sent_end
    m_after = _CLAUSE_BREAK.search(text, last_end, sent_end)
    if m_after:
        end = m_after.start()
    # The mentions themselves may contain cue words ("Never Let Me Go"): blank them out.
    clause = _blank(text, start, end, [pairing.subject, pairing.object])
    time_match = _TIME.search(clause)
    # Dates are read before cue words so the month "May" is not taken for the modal "may".
    clause = _TIME.sub(lambda m: " " * len(m.group(0)), clause)
    cues: list[str] = []
    polarity = Polarity.POSITIVE
    modality = Modality.ASSERTED
    neg = _NEGATION.findall(clause)
    if neg:
        polarity = Polarity.NEGATIVE
        cues += [f"negation:{c.strip().lower()}" for c in neg]
    cond = _CONDITIONAL.findall(clause)
    spec = _SPECULATION.findall(clause)
    if cond:
        modality = Modality.CONDITIONAL
        cues += [f"conditional:{c.lower()}" for c in cond]
    elif spec:
        modality = Modality.SPECULATIVE
        cues += [f"speculative:{c.lower()}" for c in spec]
    return ClauseReading(
        polarity, modality, time_match.group(0) if time_match else None, cues, start, end
    )


def _blank(text: str, start: int, end: int, mentions: list[Mention]) -> str:
    chars = list(text[start:end])
    for m in mentions:
        for i in range(max(m.start, start), min(m.end, end)):
            chars[i - start] = " "
    return "".join(chars)
