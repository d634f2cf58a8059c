"""Word lists the claim matcher reads (`lexicon.json`, loaded once): negators, number words and
scales, approximators, months, weekdays, antonym pairs, suffixes; and the light stemmer."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

LEXICON_PATH = Path(__file__).with_name("lexicon.json")
_DATA = json.loads(LEXICON_PATH.read_text(encoding="utf-8"))

# Lexical negators too ("failed to progress" states the same as "did not progress").
NEGATORS = frozenset(_DATA["negators"])
NUMBER_WORDS: dict[str, int] = {w: int(v) for w, v in _DATA["number_words"].items()}
SCALES: dict[str, float] = {w: float(v) for w, v in _DATA["scales"].items()}
APPROX = frozenset(_DATA["approximators"])
MONTHS = {m: i for i, names in enumerate(_DATA["months"]) for m in names}
WEEKDAYS = {d: i for i, d in enumerate(_DATA["weekdays"])}
_ANTONYM_PAIRS = [(a, b) for a, b in _DATA["antonym_pairs"]]
_SUFFIXES = tuple(_DATA["suffixes"])


_SPELLING = ((re.compile(r"tre(s?)$"), r"ter\1"), (re.compile(r"our(s?)$"), r"or\1"))


_SPELLING_ISE = re.compile(r"is(e|es|ed|ing|ation|ations)$")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper: enough to match 'publisher'/'publishing' and British/American
    spellings ('metres'/'meters', 'organised'/'organized'), not a linguist."""
    if len(word) > 5:
        for pattern, repl in _SPELLING:
            word = pattern.sub(repl, word)
        word = _SPELLING_ISE.sub(r"iz\1", word)
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    # "approve"/"approved", "make"/"making": drop a final silent e.
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


ANTONYMS: dict[str, frozenset[str]] = {}
for _a, _b in _ANTONYM_PAIRS:
    for _x, _y in ((_a, _b), (_b, _a)):
        ANTONYMS[stem(_x)] = ANTONYMS.get(stem(_x), frozenset()) | {stem(_y)}
