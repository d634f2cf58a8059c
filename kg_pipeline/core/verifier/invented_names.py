"""Training pairs whose endpoint names are replaced by invented ones, so the model reads the text.

Measured on 1,500 pairs of the shared test split (`benchmarks/verifier_invented_names.py`):
give both endpoints invented names, keeping the words that say what kind of thing an entity is
("River", "University", months), and the packaged verifier's AUC falls from 0.88 to 0.61; 298 of
813 true pairs score a logit above 3, 11 do with invented names. Much of what it "reads" is what
it already knows about Berlin or the Baltic Sea, which a user's own documents (new companies,
people, products) do not share. A share of training pairs with invented names leaves the
passage's words as the only evidence.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

from kg_pipeline.core.verifier.passage import (
    OBJECT_CLOSE,
    OBJECT_OPEN,
    SUBJECT_CLOSE,
    SUBJECT_OPEN,
)

KIND_WORDS = frozenset(
    {
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December", "The", "River", "Lake", "Sea", "Bay", "Island",
        "Islands", "Mountain", "Mountains", "Valley", "Creek", "Glacier", "County", "District",
        "Province", "Region", "State", "States", "City", "Republic", "Empire", "Kingdom",
        "University", "College", "School", "Academy", "Museum", "Church", "Hospital", "Airport",
        "Park", "Street", "Square", "Party", "Army", "Council", "Committee", "Association",
        "League", "Corporation", "Company", "Records", "Orchestra", "Festival", "Award",
        "Awards", "Battle", "War", "Court", "Congress", "Union", "Division", "House", "National",
        "International", "Royal",
    }
)  # fmt: skip
"""Capitalised words that say what kind of thing an entity is, or when: text, not memory, so
they stay. Chosen from the words most shared by `redocred_train`'s entity names."""

_SYLLABLES = ("ka", "lor", "ven", "mi", "tas", "dre", "no", "bel", "qua", "rin", "sto", "vel",
              "ar", "en", "ost", "ul", "sa", "tor", "mel", "gri")  # fmt: skip
_MARKED = re.compile(
    "|".join(
        re.escape(o) + r"\s*(.*?)\s*" + re.escape(c)
        for o, c in ((SUBJECT_OPEN, SUBJECT_CLOSE), (OBJECT_OPEN, OBJECT_CLOSE))
    )
)
_WORD = re.compile(r"[^\W\d_][\w'-]*")


def name_words(passage: str, names: Iterable[str] = ()) -> list[str]:
    """The words to replace: capitalised, alphabetic, not a kind word, from the marked mentions
    and the endpoints' names; longest first, so that no word replaces part of another."""
    spans = [m.group(1) or m.group(2) or "" for m in _MARKED.finditer(passage)]
    words = {
        w
        for text in [*spans, *names]
        for w in _WORD.findall(text)
        if w[0].isupper() and w not in KIND_WORDS
    }
    return sorted(words, key=lambda w: (-len(w), w))


def invented_word(rng: random.Random, taken: set[str]) -> str:
    """A pronounceable capitalised word of 2-3 syllables that is not in `taken`."""
    while True:
        word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()
        if word not in taken:
            taken.add(word)
            return word


def with_invented_names(
    hypothesis: str, passage: str, names: Iterable[str], rng: random.Random
) -> tuple[str, str]:
    """(hypothesis, passage) with every name word replaced by one invented word, the same one
    wherever it occurs in either text, so aliases and repeated mentions stay consistent."""
    words = name_words(passage, names)
    if not words:
        return hypothesis, passage
    taken = set(_WORD.findall(hypothesis + " " + passage))
    mapping = {w: invented_word(rng, taken) for w in words}
    pattern = re.compile(r"(?<![\w'-])(" + "|".join(re.escape(w) for w in words) + r")(?![\w'-])")
    return (
        pattern.sub(lambda m: mapping[m.group(1)], hypothesis),
        pattern.sub(lambda m: mapping[m.group(1)], passage),
    )


__all__ = ["KIND_WORDS", "name_words", "with_invented_names"]
