"""Reading the clause that carries the relation: polarity, modality, conditionality and time
from the words that link the two mentions, then what frames the clause around them (a denied
report, an allegation, a question, a proposal, a condition before or after it: `framing`)."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from kg_pipeline.core.models import Modality, Polarity, Reason
from kg_pipeline.core.validation.grounding.cues import (
    CLAUSE_BREAK,
    CONDITIONAL,
    COORDINATED_CLAUSE,
    MAX_SCOPED_WORDS,
    NEGATION,
    NEGATION_IDIOM,
    NEW_SUBJECT,
    PARENTHETICAL,
    SENTENCE_CONDITION,
    SPECULATION,
    TIME,
)
from kg_pipeline.core.validation.grounding.framing import (
    Frame,
    FrameMemo,
    blank,
    holds_any_cue,
    opens_supplement,
    read_frame,
    strip_relative,
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
    frame: Frame | None = None
    """What frames the clause as something other than an assertion, if anything."""

    @property
    def asserted(self) -> bool:
        """Positive, asserted and unframed: the clause states the relation."""
        return (
            self.polarity == Polarity.POSITIVE
            and self.modality == Modality.ASSERTED
            and self.frame is None
        )

    def reasons(self) -> list[Reason]:
        """The reason codes the reading gives (none for a plain assertion)."""
        out: list[Reason] = []
        if self.polarity == Polarity.NEGATIVE:
            out.append(Reason.NEGATED)
        if self.frame is not None and self.frame.reason not in out:
            out.append(self.frame.reason)
        if self.modality == Modality.SPECULATIVE and not out:
            out.append(Reason.SPECULATIVE)
        elif self.modality == Modality.CONDITIONAL and Reason.CONDITIONAL not in out:
            out.append(Reason.CONDITIONAL)
        return out


# -- the clause ---------------------------------------------------------------------------------
_READINGS: WeakKeyDictionary[
    DocumentIndex, dict[tuple[tuple[int, int], tuple[int, int]], ClauseReading]
] = WeakKeyDictionary()
"""Readings per document and pair of mentions: many candidates of a document pair the same two
mentions (one per predicate, and a candidate's reverse), and the reading depends on the text
alone."""


_FRAME_MEMOS: WeakKeyDictionary[DocumentIndex, FrameMemo] = WeakKeyDictionary()
"""What each prefix, suffix and linking phrase of a document was read as (see `read_frame`)."""


def read_clause(index: DocumentIndex, pairing: Pairing) -> ClauseReading:
    """`_read_clause`, cached per document index and pair of mentions (do not mutate).

    The pair is unordered: the reading reads the text between, before and after the two mentions
    and never asks which one is the subject, so "A bought B" and its reverse share one."""
    cache = _READINGS.get(index)
    if cache is None:
        cache = _READINGS[index] = {}
    s = (pairing.subject.start, pairing.subject.end)
    o = (pairing.object.start, pairing.object.end)
    key = (s, o) if s <= o else (o, s)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _read_clause(index, pairing)
    return found


def _read_clause(index: DocumentIndex, pairing: Pairing) -> ClauseReading:
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
    sent = sents[pairing.first_sentence]
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
    blanks = _frame_blanks(index, sent.start, sent.end, pairing)
    raw_linking = blank(text, lo, hi, blanks)
    supplement = opens_supplement(raw_linking, text[last_end : sent.end])
    linking = strip_relative(raw_linking)
    if supplement:
        # "X, who never attended Y": the relative clause on the first mention is the clause
        # that links them, so its words are read (the comma before "who" breaks nothing).
        opener = CLAUSE_BREAK.match(linking)
        if opener is not None:
            linking = " " * opener.end() + linking[opener.end() :]
    read_linking = CLAUSE_BREAK.search(linking) is None
    if read_linking:
        linking = PARENTHETICAL.sub(lambda m: " " * len(m.group(0)), linking)
        linking = TIME.sub(lambda m: " " * len(m.group(0)), linking)
        linking = NEGATION_IDIOM.sub(lambda m: " " * len(m.group(0)), linking)
        if len(linking.split()) <= 2 * MAX_SCOPED_WORDS:
            governed = _governed(text[sent.start : first_start], linking)
            neg = _scoped(NEGATION, _after_contrast(_without_closed_clauses(governed)))
            if neg:
                polarity = Polarity.NEGATIVE
                cues += [f"negation:{c}" for c in neg]
            cond = _scoped(CONDITIONAL, governed)
            spec = _scoped(SPECULATION, governed)
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
    frame: Frame | None = None
    if polarity == Polarity.POSITIVE and modality == Modality.ASSERTED:
        frame = read_frame(
            text,
            sent.start,
            sent.end,
            first_start,
            last_end,
            linking if read_linking else "",
            blanks,
            _FRAME_MEMOS.setdefault(index, {}),
            supplement=supplement,
        )
        if frame is not None:
            cues.append(f"frame:{frame.label()}")
            if frame.reason == Reason.NEGATED:
                polarity = Polarity.NEGATIVE
            elif frame.reason == Reason.CONDITIONAL:
                modality = Modality.CONDITIONAL
            else:
                modality = Modality.SPECULATIVE
    return ClauseReading(
        polarity,
        modality,
        time_match.group(0) if time_match else None,
        cues,
        clause_start,
        clause_end,
        scoped=True,
        frame=frame,
    )


_BUT = re.compile(
    r"\bbut\b|\band\s+(?=(?:has|have|had|is|was|are|were)\b)"
    r"|,\s+and\s+(?=(?:its|their|his|her)\s|[a-z]+ed\b)",
    re.IGNORECASE,
)
_CLOSED_APPOSITION = re.compile(r"^\s*,\s*(?:a|an|the)\b[^,;()]*,(?=\s*\S)", re.IGNORECASE)
_CONCESSIVE = re.compile(
    r"^\W*(?:although|though|even though|while|whereas|because|since)\b", re.IGNORECASE
)


_CLOSED_RELATIVE = re.compile(r"(?<=[a-z] )(?:who|which)\b[^,;()]*,(?=\s*\S)")
"""A relative clause on a noun inside the link, closed by a comma before the link goes on:
"X, cast here as a widow who refuses to leave, gives ... in Y" (what the widow refuses is no
negation of X's part in Y). A relative clause the second mention ends ("X is the actress who
never starred in Y") is not closed before it, and its negation stands."""


_CLOSED_SUBORDINATE = re.compile(
    r"(?:(?<=[a-z] )|(?<=, ))(?:as|because|since|though|although|while|whereas|when)\s"
    r"[^,;()]*,(?=\s*\S)"
)
"""A subordinate clause inside the link, closed by a comma before the link goes on: "X, as his
neighbours never stop saying, lives in Y", "X, Y-born as the crowd never tires of reminding
him, plays for Z" (what the neighbours or the crowd never do negates nothing of X). One the
second mention ends ("X, though he never played for Y") is not closed before it."""


def _without_closed_clauses(linking: str) -> str:
    for pattern in (_CLOSED_RELATIVE, _CLOSED_SUBORDINATE):
        linking = pattern.sub(lambda m: " " * len(m.group(0)), linking)
    return linking


def _governed(opening: str, linking: str) -> str:
    """The linking words a negation, hedge or condition in them can govern, the rest blanked
    (offsets kept): not an apposition on the first mention closed before the second ("X, a
    ferryman who never won a race, founded Y"), nor what comes before a new clause's subject
    after a comma: ", for he died at Y", or, when the sentence opens with a concessive
    ("Although X does not sit on the committee, he was educated at Y"), ", he ..."."""
    m = _CLOSED_APPOSITION.match(linking)
    if m is not None:
        linking = " " * m.end() + linking[m.end() :]
    cuts = list(COORDINATED_CLAUSE.finditer(linking))
    if _CONCESSIVE.match(opening):
        cuts += NEW_SUBJECT.finditer(linking)
    if cuts:
        at = max(c.start() for c in cuts)
        linking = " " * at + linking[at:]
    return linking


def _after_contrast(linking: str) -> str:
    """The linking words after a contrastive "but", a second verb phrase ("and has") or a second
    clause whose subject is a possessed noun (", and its") or a second verb in "-ed" (", and
    died"): "not in A but in B" does not negate B, nor does "no longer lives in A and has moved
    back to B", nor "did not cut staff, and its head office remains in B", nor "never returned
    to the game, and died in B"."""
    parts = _BUT.split(linking)
    return parts[-1] if len(parts) > 1 and NEGATION.search(" ".join(parts[:-1])) else linking


def sentence_framed(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether any frame's cue stands in the pairing's sentence outside other names,
    parentheses and quotes (`holds_any_cue`)."""
    sent = index.sentences[pairing.first_sentence]
    blanks = _frame_blanks(index, sent.start, sent.end, pairing)
    return holds_any_cue(blank(index.text, sent.start, sent.end, blanks))


def _frame_blanks(
    index: DocumentIndex, start: int, end: int, pairing: Pairing
) -> list[tuple[int, int]]:
    """Spans whose words are not cues: other entities' names, parentheses and quotes. A
    parenthesis that holds both mentions is the clause's own sentence, not an aside ("(Corrects:
    an earlier version said wrongly that X had worked at Y.)")."""
    own = {(pairing.subject.start, pairing.subject.end), (pairing.object.start, pairing.object.end)}
    first = min(pairing.subject.start, pairing.object.start)
    last = max(pairing.subject.end, pairing.object.end)
    known = index.mention_starts
    spans: list[tuple[int, int]] = []
    for s, e, _ in known[bisect.bisect_left(known, (start, -1, -1)) :]:
        if s >= end:
            break
        if e <= end and (s, e) not in own:
            spans.append((s, e))
    spans += [
        (m.start(), m.end())
        for m in PARENTHETICAL.finditer(index.text, start, end)
        if not (m.start() <= first and last <= m.end())
    ]
    return spans


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
