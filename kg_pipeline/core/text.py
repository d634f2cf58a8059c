"""Text primitives shared by chunking, resolution and grounding: sentences and normalisation.

Everything returns character offsets into the original text, because evidence must point back
into the document exactly as it was stored.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

# A sentence ends at . ! ? (optionally followed by quotes/brackets) then whitespace and an
# upper-case letter, digit or opening quote. Common abbreviations and initials do not end one.
_BOUNDARY = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9])")
_ABBREVIATIONS = {
    "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "ft", "no", "vs", "etc", "inc",
    "ltd", "co", "corp", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
    "nov", "dec", "u.s", "u.k", "e.g", "i.e", "gen", "col", "lt", "sgt", "capt", "rev", "gov",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int


def sentence_spans(text: str) -> list[Span]:
    """Split into sentences; each span covers the sentence without surrounding whitespace."""
    spans: list[Span] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        end = match.start()
        prev_word = text[max(start, end - 12) : end].rsplit(None, 1)[-1] if end > start else ""
        token = prev_word.rstrip(".!?\"'”’)]").lower()
        if token in _ABBREVIATIONS or (len(token) == 1 and token.isalpha()):
            continue
        _append(spans, text, start, end)
        start = match.end()
    # Newlines separate paragraphs, headings and list items: treat blank-line breaks as ends.
    _append(spans, text, start, len(text))
    out: list[Span] = []
    for span in spans:
        out.extend(_split_paragraphs(text, span))
    return out


def _append(spans: list[Span], text: str, start: int, end: int) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append(Span(start, end))


def _split_paragraphs(text: str, span: Span) -> list[Span]:
    chunk = text[span.start : span.end]
    if "\n" not in chunk:
        return [span]
    parts: list[Span] = []
    offset = span.start
    for piece in re.split(r"(\n\s*\n|\n(?=\s*(?:[#*-]|\d+\.)\s))", chunk):
        if piece and piece.strip():
            _append(parts, text, offset, offset + len(piece))
        offset += len(piece)
    return parts


_ASCII_NON_WORD = re.compile(r"[^a-z0-9_]+")


@lru_cache(maxsize=1 << 16)
def fold(text: str) -> str:
    """Case, diacritics and punctuation folded, whitespace collapsed: for comparison only."""
    if text.isascii():
        # Same result as below, without visiting every character in Python.
        return " ".join(_ASCII_NON_WORD.sub(" ", text.lower()).split())
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"[^\w]+", " ", text.lower())
    return " ".join(text.split())


# A run of ASCII word characters, or one non-ASCII character (to be decomposed on its own).
_ASCII_WORD_RUN_OR_OTHER = re.compile(r"[A-Za-z0-9_]+|[^\x00-\x7f]")


def fold_with_map(text: str) -> tuple[str, list[int]]:
    """`fold(text)` plus, for each folded character, its offset in the original text.

    This is what lets a match found in normalised text be reported at original offsets.
    """
    chars: list[str] = []
    index: list[int] = []
    pending_space = False
    pos = 0
    # Runs of ASCII word characters are copied whole (lower-cased, one offset per character);
    # ASCII punctuation and spaces between matches only separate words. Non-ASCII characters
    # are decomposed one by one, as `fold` does.
    for m in _ASCII_WORD_RUN_OR_OTHER.finditer(text):
        i = m.start()
        if i > pos:
            pending_space = bool(chars)
        pos = m.end()
        piece = m.group(0)
        if piece.isascii():
            base = piece.lower()
            offsets: Iterable[int] = range(i, pos)
        else:
            decomposed = unicodedata.normalize("NFKD", piece)
            base = "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
            if not base or not all(c.isalnum() or c == "_" for c in base):
                pending_space = bool(chars)
                continue
            offsets = [i] * len(base)
        if pending_space:
            chars.append(" ")
            index.append(i)
            pending_space = False
        chars.append(base)
        index.extend(offsets)
    return "".join(chars), index
