"""Reading the clause that carries the relation: polarity, modality, conditionality and time,
only from the words that link the two mentions (plus a sentence-initial condition)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg_pipeline.core.models import Modality, Polarity
from kg_pipeline.core.validation.grounding.cues import (
    CLAUSE_BREAK,
    CONDITIONAL,
    MAX_SCOPED_WORDS,
    NEGATION,
    NEGATION_IDIOM,
    PARENTHETICAL,
    SENTENCE_CONDITION,
    SPECULATION,
    TIME,
)
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex


@dataclass(slots=True)
class ClauseReading:
    polarity: Polarity | None
    modality: Modality | None
    time: str | None
    cues: list[str]
    start: int
    end: int
    scoped: bool
    """True when one sentence carries both endpoints, so the reading means something."""


# -- the clause ---------------------------------------------------------------------------------
def read_clause(index: DocumentIndex, pairing: Pairing) -> ClauseReading:
    """Polarity, modality and time of the words that link the two mentions.

    Only a same-sentence pairing is read. A cue counts when it lies between the mentions, in the
    same clause, outside parentheses and quotes and within `MAX_SCOPED_WORDS` words of an
    endpoint; a condition also counts when the sentence opens with one ("If ..., A bought B").
    Time is taken from the whole clause, since dates often sit after the object.
    """
    text = index.text
    lo, hi = pairing.between()
    if pairing.sentence_distance != 0:
        return ClauseReading(None, None, None, [], lo, hi, scoped=False)
    sents = index.sentences
    sent = sents[index.sentence_of(min(pairing.subject.start, pairing.object.start))]
    first_start = min(pairing.subject.start, pairing.object.start)
    last_end = max(pairing.subject.end, pairing.object.end)
    clause_start = sent.start
    for m in CLAUSE_BREAK.finditer(text, sent.start, first_start):
        clause_start = m.end()
    clause_end = sent.end
    m_after = CLAUSE_BREAK.search(text, last_end, sent.end)
    if m_after:
        clause_end = m_after.start()
    time_match = TIME.search(_blank_mentions(text, clause_start, clause_end, pairing))
    cues: list[str] = []
    polarity = Polarity.POSITIVE
    modality = Modality.ASSERTED
    linking = text[lo:hi]
    if CLAUSE_BREAK.search(linking) is None:
        linking = PARENTHETICAL.sub(lambda m: " " * len(m.group(0)), linking)
        linking = TIME.sub(lambda m: " " * len(m.group(0)), linking)
        linking = NEGATION_IDIOM.sub(lambda m: " " * len(m.group(0)), linking)
        if len(linking.split()) <= 2 * MAX_SCOPED_WORDS:
            neg = _scoped(NEGATION, linking)
            if neg:
                polarity = Polarity.NEGATIVE
                cues += [f"negation:{c}" for c in neg]
            cond = _scoped(CONDITIONAL, linking)
            spec = _scoped(SPECULATION, linking)
            if cond:
                modality = Modality.CONDITIONAL
                cues += [f"conditional:{c}" for c in cond]
            elif spec:
                modality = Modality.SPECULATIVE
                cues += [f"speculative:{c}" for c in spec]
    if modality == Modality.ASSERTED:
        opening = text[sent.start : first_start]
        head = SENTENCE_CONDITION.match(opening)
        if head and "," in opening[head.end() :]:
            modality = Modality.CONDITIONAL
            cues.append(f"conditional:{head.group(0).strip().lower()}")
    return ClauseReading(
        polarity,
        modality,
        time_match.group(0) if time_match else None,
        cues,
        clause_start,
        clause_end,
        scoped=True,
    )


def _scoped(pattern: re.Pattern[str], linking: str) -> list[str]:
    """Cues in the linking words that are near enough to an endpoint to govern the relation."""
    out: list[str] = []
    n_words = len(linking.split())
    for m in pattern.finditer(linking):
        before = len(linking[: m.start()].split())
        after = n_words - len(linking[: m.end()].split())
        if min(before, after) <= MAX_SCOPED_WORDS:
            out.append(" ".join(m.group(0).lower().split()))
    return out


def _blank_mentions(text: str, start: int, end: int, pairing: Pairing) -> str:
    chars = list(text[start:end])
    for m in (pairing.subject, pairing.object):
        for i in range(max(m.start, start), min(m.end, end)):
            chars[i - start] = " "
    return "".join(chars)
