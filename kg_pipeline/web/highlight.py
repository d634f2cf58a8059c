"""Server-side highlighting: document text cut into segments at span offsets.

The page never marks up document text as HTML; it renders each segment's text through Jinja's
autoescape inside a `<span>` whose classes name the marks. Hostile text stays text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from kg_pipeline.web.models import Segment

Span = tuple[int, int, str]
_SENTENCE_END = re.compile(r"[.!?][\"')\]]*\s+")


def segments(text: str, start: int, end: int, spans: Iterable[Span]) -> list[Segment]:
    """Cut `text[start:end]` at every span boundary; each piece lists the spans covering it."""
    start, end = max(0, start), min(len(text), end)
    clipped = [(max(s, start), min(e, end), m) for s, e, m in spans if s < e]
    clipped = [(s, e, m) for s, e, m in clipped if s < e]
    cuts = sorted({start, end, *(s for s, _, _ in clipped), *(e for _, e, _ in clipped)})
    out: list[Segment] = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        marks = sorted({m for s, e, m in clipped if s <= a and b <= e})
        if out and out[-1].marks == marks:
            out[-1] = Segment(text=out[-1].text + text[a:b], marks=marks)
        else:
            out.append(Segment(text=text[a:b], marks=marks))
    return out


def find_mention(
    text: str, names: Sequence[str], near: tuple[int, int] | None
) -> tuple[int, int] | None:
    """Where a name occurs (case-insensitive): inside `near` first, else closest to it.

    Verdicts keep resolved entity ids, not mention offsets, so the desk locates the mention the
    way a reader would; the page says when a name is not found verbatim.
    """
    folded = text.casefold()
    best: tuple[int, int, int] | None = None
    for name in names:
        needle = name.strip().casefold()
        if not needle or len(needle) != len(name.strip()):
            continue  # casefold changed the length: offsets would not map back
        pos = folded.find(needle)
        while pos >= 0:
            span = (pos, pos + len(needle))
            if near is None:
                distance = pos
            elif near[0] <= span[0] and span[1] <= near[1]:
                distance = -1
            else:
                distance = min(abs(pos - near[0]), abs(span[1] - near[1]))
            if best is None or (distance, -len(needle)) < (best[2], -(best[1] - best[0])):
                best = (span[0], span[1], distance)
            pos = folded.find(needle, pos + 1)
    return (best[0], best[1]) if best else None


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence(s) around `text[start:end]`, by a plain end-of-sentence rule."""
    left, right = 0, len(text)
    for m in _SENTENCE_END.finditer(text):
        if m.end() <= start:
            left = m.end()
        elif m.start() >= end:
            right = m.start() + 1
            break
    return left, right


def passage_window(text: str, spans: Sequence[Span], context: int = 320) -> tuple[int, int]:
    """The part of a long document worth showing: the spans plus context, cut at spaces."""
    if not spans:
        return 0, min(len(text), 2 * context + 400)
    lo = max(0, min(s for s, _, _ in spans) - context)
    hi = min(len(text), max(e for _, e, _ in spans) + context)
    if lo > 0:
        space = text.find(" ", lo)
        lo = space + 1 if 0 <= space < min(s for s, _, _ in spans) else lo
    if hi < len(text):
        space = text.rfind(" ", max(e for _, e, _ in spans), hi)
        hi = space if space > 0 else hi
    return lo, hi
