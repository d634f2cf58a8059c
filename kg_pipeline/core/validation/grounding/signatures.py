"""The word shapes the confidence model reads around a pairing: the words linking the mentions,
the word at each edge of a mention, the common words of a passage, and where an object sits in
a parenthesis after the subject ("Name (born 1 May 1950 in Town)"). Features, not rules: no
decision is made here."""

from __future__ import annotations

import re

from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.cues import MONTHS, WORD
from kg_pipeline.core.validation.resolution import Mention


def between_signature(text: str) -> tuple[str, str]:
    """Two coarse shapes of the words linking the mentions, digits and months normalised.

    The first keeps up to two words ("in", "born (", ","), the second the first word and the last
    two, which is what distinguishes "X (born 1950)" from "X, a town in Y".
    """
    tokens = [_norm_token(t) for t in fold(text).split()]
    paren = "(" if "(" in text else ""
    comma = "," if "," in text else ""
    if not tokens:
        stripped = text.strip()
        first = "adj" + (stripped[:1] if stripped else "")
        return first, first
    short = " ".join(tokens) + paren + comma if len(tokens) <= 2 else "long"
    long = f"{tokens[0]}..{' '.join(tokens[-2:])}{paren}"
    return short, long


def _norm_token(token: str) -> str:
    if token.isdigit():
        return "D"
    if token in MONTHS:
        return "M"
    return token


def lowercase_words(text: str) -> frozenset[str]:
    """Common words of a passage (capitalised names excluded): the vocabulary of cue words."""
    return frozenset(w.lower() for w in WORD.findall(text) if not w[0].isupper())


def edge_words(text: str, mention: Mention) -> tuple[str, str]:
    """The folded word just before and just after a mention ('' at the edges)."""
    before = fold(text[max(0, mention.start - 30) : mention.start]).split()
    after = fold(text[mention.end : mention.end + 30]).split()
    return (_norm_token(before[-1]) if before else ""), (_norm_token(after[0]) if after else "")


_DASH = re.compile(r"\s[–—-]\s|[–—]")


def parenthesis_slot(text: str, subjects: list[Mention], objects: list[Mention]) -> int:
    """Where an object sits in a parenthesis opened right after a subject mention.

    Wikipedia opens an article with "Name (born 1 May 1950 in Town)" or "Name (1920 – 1992)":
    1 = before the dash (or after "born"), 2 = after the dash, 0 = not in such a parenthesis.
    """
    for s in subjects:
        head = text[s.end : s.end + 4]
        opened = head.find("(")
        if opened == -1 or head[:opened].strip():
            continue
        start = s.end + opened + 1
        close = text.find(")", start, start + 160)
        end = close if close != -1 else min(len(text), start + 160)
        for o in objects:
            if start <= o.start and o.end <= end:
                dash = _DASH.search(text, start, end)
                if dash is not None and dash.start() < o.start:
                    return 2
                return 1
    return 0
