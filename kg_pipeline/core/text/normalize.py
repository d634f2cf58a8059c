"""Normalisation for comparison: `fold`, and `fold_with_map` whose offsets point back into the
original text, because evidence must point into the document exactly as it was stored.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

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
