"""Folding and tokenising claim and source text: case-, space- and quote-insensitive matching
with offsets back into the original, tokens with stems and number values."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from kg_pipeline.core.claims.lexicon import APPROX, NEGATORS, NUMBER_WORDS, SCALES, stem
from kg_pipeline.core.claims.splitting import (
    STOPWORDS,
)

_FOLD_PAIRS = {"``": '"', "''": '"', "--": "-"}


_FOLD_CHARS = {
    "’": "'",
    "‘": "'",
    "`": "'",
    "´": "'",
    "“": '"',
    "”": '"',
    "„": '"',
    "–": "-",
    "—": "-",
    "‑": "-",
    "…": "...",
    "\u00a0": " ",
}


@dataclass(frozen=True)
class FoldedText:
    text: str
    starts: list[int]
    ends: list[int]


@lru_cache(maxsize=256)
def fold(text: str) -> FoldedText:
    """Lowercase, drop whitespace, unify quotes and dashes; keep each char's original extent."""
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i, n = 0, len(text)
    while i < n:
        pair = text[i : i + 2]
        if pair in _FOLD_PAIRS:
            out.append(_FOLD_PAIRS[pair])
            starts.append(i)
            ends.append(i + 2)
            i += 2
            continue
        ch = _FOLD_CHARS.get(text[i], text[i])
        if not ch.isspace():
            for c in ch.lower():
                out.append(c)
                starts.append(i)
                ends.append(i + 1)
        i += 1
    return FoldedText("".join(out), starts, ends)


def locate_verbatim(text: str, quote: str, *, near: int = 0) -> tuple[int, int] | None:
    """Offsets of `quote` in `text` (insensitive to case, spacing and quote style), or None.

    `text[start:end]` is then the exact original wording; the occurrence closest to `near` wins.
    """
    needle = fold(quote).text
    if not needle:
        return None
    hay = fold(text)
    best: tuple[int, int] | None = None
    pos = hay.text.find(needle)
    while pos != -1:
        span = (hay.starts[pos], hay.ends[pos + len(needle) - 1])
        if best is None or abs(span[0] - near) < abs(best[0] - near):
            best = span
        pos = hay.text.find(needle, pos + 1)
    return best


_TOKEN = re.compile(
    r"(?P<neg>n['’]t\b)"
    r"|(?P<num>\d+(?:[.,]\d+)*(?:st|nd|rd|th)?)(?![^\W\d_])"
    r"|(?P<word>[^\W\d_]+?)(?=n['’]t\b)"
    r"|(?P<word2>[^\W\d_]+|\d+[^\W\d_]+\w*)"
    r"|(?P<pct>%)"
)


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    norm: str
    stem: str
    pos: int
    start: int
    end: int
    kind: str  # word | number | negator | stop
    value: float | None = None
    capital: bool = False
    """Capitalised and not the first token: a name (or a month, a title)."""
    approx: bool = False
    initial_capital: bool = False


def _number_value(raw: str) -> float | None:
    core = re.sub(r"(?:st|nd|rd|th)$", "", raw)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", core):
        core = core.replace(",", "")
    core = core.replace(",", ".") if core.count(",") == 1 and "." not in core else core
    try:
        return float(core)
    except ValueError:
        return None


def tokenize(text: str) -> list[Token]:
    """Tokens with kinds, values for numbers (scaled by a following 'million'), and offsets."""
    raw: list[tuple[str, str, int, int]] = []
    for m in _TOKEN.finditer(text):
        group = m.lastgroup or "word"
        raw.append((group, m.group(), m.start(), m.end()))
    tokens: list[Token] = []
    for i, (group, value, start, end) in enumerate(raw):
        lower = value.lower()
        prev = raw[i - 1][1].lower() if i > 0 else ""
        prev2 = raw[i - 2][1].lower() if i > 1 else ""
        approx = prev in APPROX or prev2 in APPROX
        capital = value[:1].isupper() and i > 0
        initial_capital = value[:1].isupper() and i == 0
        if group == "neg" or lower in NEGATORS:
            tokens.append(Token(value, "not", "not", i, start, end, "negator"))
            continue
        if group == "pct":
            tokens.append(Token(value, "percent", "percent", i, start, end, "word"))
            continue
        number: float | None = None
        if group == "num":
            number = _number_value(value)
        elif lower in NUMBER_WORDS and lower not in ("one",):
            number = float(NUMBER_WORDS[lower])
        if number is not None:
            nxt = raw[i + 1][1].lower() if i + 1 < len(raw) else ""
            scaled = number * SCALES.get(nxt, 1.0)
            norm = f"{scaled:g}"
            tokens.append(Token(value, norm, norm, i, start, end, "number", scaled, True, approx))
            continue
        norm = "percent" if lower == "cent" and prev == "per" else lower
        kind = "stop" if norm in STOPWORDS or len(norm) == 1 else "word"
        if lower == "may" and capital:
            kind = "word"  # the month, not the modal
        tokens.append(
            Token(
                value, norm, stem(norm), i, start, end, kind, None, capital, False, initial_capital
            )
        )
    return tokens


def number_class(token: Token) -> str:
    """Years only contradict years, and counts only counts ("in 2018" vs "9 people" is no clash)."""
    value = token.value
    if (
        value is not None
        and value == int(value)
        and 1000 <= value <= 2100
        and re.fullmatch(r"\d{4}", token.text)
    ):
        return "year"
    return "quantity"


def numbers_equal(claim: Token, other: Token) -> bool:
    a, b = claim.value, other.value
    if a is None or b is None:
        return False
    if a == b:
        return True
    if b == 0 or "year" in (number_class(claim), number_class(other)):
        return False  # a year is exact: 2018 is not "about" 2019
    tolerance = 0.1 if claim.approx else 0.005
    if abs(a - b) / abs(b) <= tolerance:
        return True
    # "$181.7 million" for 181,674,817: equal after rounding to the claim's precision.
    digits = len(re.sub(r"\D", "", claim.text.split(".")[0].lstrip("0"))) or 1
    if a >= 1 and b >= 1:
        magnitude = 10 ** (int(math.log10(b)) + 1 - digits - _decimals(claim.text))
        return magnitude >= 1 and bool(round(b / magnitude) * magnitude == a)
    return False


def _decimals(raw: str) -> int:
    match = re.search(r"\.(\d+)", raw)
    return len(match.group(1)) if match else 0
