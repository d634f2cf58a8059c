"""Locating a quoted evidence span verbatim: exact, then normalised, then fuzzy (score kept);
a quote of non-contiguous sentences is located piece by piece."""

from __future__ import annotations

from dataclasses import dataclass
from weakref import WeakKeyDictionary

from rapidfuzz import fuzz

from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.text.sentences import split_at_boundaries
from kg_pipeline.core.validation.resolution import DocumentIndex

QUOTE_FUZZY_MIN_SCORE = 95.0


@dataclass(slots=True, frozen=True)
class Evidence:
    """Frozen: `locate_quote` hands the same instance to every candidate of a document."""

    start: int
    end: int
    match: str  # "exact", "normalized", "fuzzy", "window"
    score: float

    def span(self, text: str) -> str:
        return text[self.start : self.end]


# -- quotes -------------------------------------------------------------------------------------
_LOCATED: WeakKeyDictionary[DocumentIndex, dict[str, Evidence | None]] = WeakKeyDictionary()
"""Quotes located per document: candidates of a document often share one (a Re-DocRED evidence
set backs several triples), and a quote that is not verbatim is searched fuzzily through the
whole document."""


def locate_quote(index: DocumentIndex, quote: str) -> Evidence | None:
    """`_locate_quote`, cached per document index and quote (do not mutate the result)."""
    cache = _LOCATED.get(index)
    if cache is None:
        cache = _LOCATED[index] = {}
    if quote in cache:
        return cache[quote]
    found = cache[quote] = _locate_quote(index, quote)
    return found


def _locate_quote(index: DocumentIndex, quote: str) -> Evidence | None:
    """Find a quoted evidence span: exact, then normalised, then fuzzy (score recorded).

    A quote made of sentences that are not contiguous in the document (an evidence set that skips
    a sentence) is located piece by piece, joining neighbouring pieces greedily; the evidence then
    runs from the first piece to the last and is as weak as its weakest piece.
    """
    quote = quote.strip()
    if not quote:
        return None
    found = _locate_piece(index, quote)
    if found is not None:
        return found
    # Split at every sentence-like boundary, abbreviations included ("the U.S. The Bee"):
    # a piece that is too short to be located alone is joined to its neighbour.
    pieces = [p for p in split_at_boundaries(quote) if p.strip()]
    parts = _greedy_parts(index, pieces, min_words=1) if len(pieces) > 1 else None
    if parts is None:
        # Sentences joined without a boundary the splitter recognises ("Drew. four months",
        # "(1831 – 1906) Rudolph"): match runs of at least MIN_PIECE_WORDS words, in order.
        parts = _greedy_parts(index, quote.split(" "), min_words=MIN_PIECE_WORDS)
    if not parts:
        return None
    order = ("exact", "normalized", "fuzzy")
    worst = max(parts, key=lambda e: order.index(e.match))
    return Evidence(
        min(p.start for p in parts),
        max(p.end for p in parts),
        worst.match,
        min(p.score for p in parts),
    )


MIN_PIECE_WORDS = 3


def _greedy_parts(index: DocumentIndex, units: list[str], min_words: int) -> list[Evidence] | None:
    """Cover `units` left to right with the longest runs found in the document, each run after
    the previous one; None if some stretch cannot be found or a run is too short."""
    parts: list[Evidence] = []
    i = 0
    n = len(units)
    while i < n:
        for j in range(n, i, -1):
            if (i == 0 and j == n) or (j - i < min_words and j < n):
                continue
            piece = " ".join(units[i:j]).strip()
            if not piece:
                continue
            hit = _locate_piece(index, piece, fuzzy=False)
            if hit is not None and (not parts or hit.start >= parts[-1].end):
                parts.append(hit)
                i = j
                break
        else:
            return None
    return parts if len(parts) > 1 else None


def _locate_piece(index: DocumentIndex, quote: str, fuzzy: bool = True) -> Evidence | None:
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
    if len(key) < 12 or not fuzzy:
        return None
    res = fuzz.partial_ratio_alignment(key, folded, score_cutoff=QUOTE_FUZZY_MIN_SCORE)
    if res is None or res.dest_end <= res.dest_start:
        return None
    return Evidence(mapping[res.dest_start], mapping[res.dest_end - 1] + 1, "fuzzy", res.score)
