"""The verifier's input: (hypothesis, passage) for a candidate and its document.

Shared by training and inference, so both read exactly the same text. The passage is the run of
sentences joining the nearest mentions of subject and object, with every mention of either
endpoint marked; the hypothesis is the predicate's direction template filled with the two names.
The candidate's `evidence` quote is never read: in Re-DocRED only true triples carry one.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from kg_pipeline.core.models import Candidate, Document, Predicate, Vocabulary
from kg_pipeline.core.text.sentences import sentence_spans

SUBJECT_OPEN, SUBJECT_CLOSE = "[S]", "[/S]"
OBJECT_OPEN, OBJECT_CLOSE = "[O]", "[/O]"
GAP = " ... "
DEFAULT_MAX_CHARS = 360
"""About 85 word pieces of English: with the hypothesis it fits the model's 112 tokens."""


class Passage(BaseModel):
    """What the verifier reads, and where in the document it came from."""

    model_config = ConfigDict(frozen=True)

    hypothesis: str
    text: str
    """The passage with mentions marked; segments joined by `GAP` when the two are far apart."""
    start: int
    end: int
    """Character span in the document covering every segment (`document.text[start:end]`)."""
    segments: tuple[tuple[int, int], ...]
    """The document spans the passage text was built from, in order (1 or 2)."""
    subject_span: tuple[int, int] | None
    object_span: tuple[int, int] | None
    """The pair of mentions the passage joins (document offsets), None when not found."""

    @property
    def complete(self) -> bool:
        """Both endpoints found: only then is the score a reading of the pair."""
        return self.subject_span is not None and self.object_span is not None

    def pair(self) -> tuple[str, str]:
        return (self.hypothesis, self.text)


@dataclass(slots=True)
class _DocIndex:
    text: str
    starts: list[int]
    spans: list[tuple[int, int]]
    mentions: dict[tuple[str, ...], list[tuple[int, int]]] = field(default_factory=dict)


def fill_template(predicate: Predicate | None, label: str, subject: str, obj: str) -> str:
    """The statement the candidate makes, direction explicit when the vocabulary has a template."""
    template = predicate.template if predicate is not None else None
    if template:
        return template.replace("{s}", subject).replace("{o}", obj)
    return f"{subject} {predicate.label if predicate else label} {obj}"


def find_predicate(candidate: Candidate, vocabulary: Vocabulary | None) -> Predicate | None:
    """The vocabulary entry by id (an extra `predicate_id` field, or the predicate itself), then
    by label or synonym, case-insensitively."""
    if vocabulary is None:
        return None
    extra = candidate.model_extra or {}
    for key in (extra.get("predicate_id"), candidate.predicate):
        if isinstance(key, str) and key in vocabulary.predicates:
            return vocabulary.predicates[key]
    wanted = candidate.predicate.strip().lower()
    for predicate in vocabulary.predicates.values():
        if predicate.label.lower() == wanted or wanted in (s.lower() for s in predicate.synonyms):
            return predicate
    return None


def _names(name: str, aliases: Iterable[str]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for value in [*aliases, name]:
        value = value.strip()
        if value:
            seen.setdefault(value, None)
    return tuple(sorted(seen, key=lambda v: (-len(v), v)))


def _find(text: str, names: tuple[str, ...], flags: int) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    for name in names:
        pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)", flags)
        for m in pattern.finditer(text):
            span = (m.start(), m.end())
            # Longest names come first: a shorter alias inside a longer mention is not another.
            if not any(s < span[1] and span[0] < e for s, e in found):
                found.append(span)
    return sorted(found)


class PassageBuilder:
    """Builds passages, caching each document's sentences and mentions (one builder per batch)."""

    def __init__(self, vocabulary: Vocabulary | None = None, max_chars: int = DEFAULT_MAX_CHARS):
        self.vocabulary = vocabulary
        self.max_chars = max_chars
        self._docs: dict[tuple[str, int], _DocIndex] = {}

    def _index(self, document: Document) -> _DocIndex:
        key = (document.doc_id, hash(document.text))
        index = self._docs.get(key)
        if index is None:
            if len(self._docs) > 256:
                self._docs.clear()
            spans = [(s.start, s.end) for s in sentence_spans(document.text)] or [
                (0, len(document.text))
            ]
            index = _DocIndex(document.text, [s for s, _ in spans], spans)
            self._docs[key] = index
        return index

    def mentions(self, document: Document, names: tuple[str, ...]) -> list[tuple[int, int]]:
        """Exact mentions of any of the names; case-insensitive only when there is none."""
        index = self._index(document)
        found = index.mentions.get(names)
        if found is None:
            found = _find(index.text, names, 0) or _find(index.text, names, re.IGNORECASE)
            index.mentions[names] = found
        return found

    def build(
        self, document: Document, candidate: Candidate, predicate: Predicate | None = None
    ) -> Passage:
        predicate = predicate or find_predicate(candidate, self.vocabulary)
        hypothesis = fill_template(
            predicate, candidate.predicate, candidate.subject, candidate.object
        )
        index = self._index(document)
        subj = self.mentions(document, _names(candidate.subject, candidate.subject_aliases))
        obj = self.mentions(document, _names(candidate.object, candidate.object_aliases))
        # An endpoint's mention never counts for the other endpoint as well.
        obj_free = [o for o in obj if not any(s[0] < o[1] and o[0] < s[1] for s in subj)]
        obj = obj_free or obj
        s_span, o_span = self._nearest(index, subj, obj)
        anchors = [a for a in (s_span, o_span) if a is not None]
        if not anchors:
            first = index.spans[0]
            segments = [self._clip(index, first, first[0], first[0])]
        else:
            segments = self._segments(index, anchors)
        text = GAP.join(_mark(index.text, seg, subj, obj, s_span, o_span) for seg in segments)
        return Passage(
            hypothesis=hypothesis,
            text=text,
            start=segments[0][0],
            end=segments[-1][1],
            segments=tuple(segments),
            subject_span=s_span,
            object_span=o_span,
        )

    def _sentence(self, index: _DocIndex, pos: int) -> int:
        return max(0, bisect.bisect_right(index.starts, pos) - 1)

    def _nearest(
        self, index: _DocIndex, subj: list[tuple[int, int]], obj: list[tuple[int, int]]
    ) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
        if not subj or not obj:
            return (subj[0] if subj else None, obj[0] if obj else None)
        best: tuple[int, int, tuple[int, int], tuple[int, int]] | None = None
        o_sents = [self._sentence(index, o[0]) for o in obj]
        for s in subj:
            s_sent = self._sentence(index, s[0])
            for o, o_sent in zip(obj, o_sents, strict=True):
                gap = max(o[0] - s[1], s[0] - o[1], 0)
                key = (abs(s_sent - o_sent), gap, s, o)
                if best is None or key[:2] < best[:2]:
                    best = key
        assert best is not None
        return best[2], best[3]

    def _segments(
        self, index: _DocIndex, anchors: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        lo = min(a[0] for a in anchors)
        hi = max(a[1] for a in anchors)
        first = index.spans[self._sentence(index, lo)]
        last = index.spans[self._sentence(index, hi - 1)]
        cover = (first[0], last[1])
        if cover[1] - cover[0] <= self.max_chars:
            return [cover]
        if hi - lo <= self.max_chars:
            return [self._clip(index, cover, lo, hi)]
        a, b = sorted(anchors)
        half = self.max_chars // 2
        sa = index.spans[self._sentence(index, a[0])]
        sb = index.spans[self._sentence(index, b[0])]
        return [self._clip(index, sa, a[0], a[1], half), self._clip(index, sb, b[0], b[1], half)]

    def _clip(
        self, index: _DocIndex, within: tuple[int, int], lo: int, hi: int, size: int | None = None
    ) -> tuple[int, int]:
        """A window of at most `size` characters of `within` around [lo, hi), at word breaks."""
        size = size or self.max_chars
        if within[1] - within[0] <= size:
            return within
        pad = max(0, (size - (hi - lo)) // 2)
        start = max(within[0], lo - pad)
        end = min(within[1], max(hi, start + size))
        start = max(within[0], min(start, end - size))
        text = index.text
        while start > within[0] and start < lo and not text[start - 1].isspace():
            start += 1
        while end < within[1] and end > hi and not text[end].isspace():
            end -= 1
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        return (start, end)


def _mark(
    text: str,
    segment: tuple[int, int],
    subj: list[tuple[int, int]],
    obj: list[tuple[int, int]],
    s_span: tuple[int, int] | None,
    o_span: tuple[int, int] | None,
) -> str:
    """The segment's text with each mention inside it wrapped; no two marks overlap."""
    start, end = segment
    chosen: list[tuple[int, int, str]] = []
    ranked = [(s, "S") for s in ([s_span] if s_span else [])]
    ranked += [(o, "O") for o in ([o_span] if o_span else [])]
    ranked += [(s, "S") for s in subj] + [(o, "O") for o in obj]
    for span, role in ranked:
        if span[0] < start or span[1] > end:
            continue
        if any(c[0] < span[1] and span[0] < c[1] for c in chosen):
            continue
        chosen.append((span[0], span[1], role))
    out: list[str] = []
    pos = start
    for s, e, role in sorted(chosen):
        opening, closing = (
            (SUBJECT_OPEN, SUBJECT_CLOSE) if role == "S" else (OBJECT_OPEN, OBJECT_CLOSE)
        )
        out += [text[pos:s], opening, " ", text[s:e], " ", closing]
        pos = e
    out.append(text[pos:end])
    return "".join(out)


def build_passage(
    document: Document,
    candidate: Candidate,
    vocabulary: Vocabulary | None = None,
    predicate: Predicate | None = None,
    max_chars: int = DEFAULT_MAX_CHARS,
) -> Passage:
    """One passage; use a `PassageBuilder` for many candidates of the same documents."""
    return PassageBuilder(vocabulary, max_chars).build(document, candidate, predicate)
