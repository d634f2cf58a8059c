"""Which argument types a chunk can supply, read cheaply and deterministically from its text.

The extraction prompt offers the predicates plausible for a chunk (issue 11). Word overlap ranks
them; this module adds a type filter on top: a predicate whose every (domain, range) pair needs a
type the chunk cannot supply is not offered (a chunk without a number gets no `population`, one
without a date no `date of birth`). The tests are deliberately generous, because a wrongly dropped
predicate is a relationship the model can no longer propose, while a wrongly kept one only costs
prompt tokens:

- TIME: a year (3-4 digits), a month or weekday name, a decade ("1990s") or "century";
- NUM: a digit, or a number word ("three", "hundred", "million");
- LOC: a place of the validator's gazetteer (countries, demonyms, regions, continents), or a
  capitalised name after a locative word ("in", "at", "near", "from");
- PER, ORG, MISC: a capitalised word that is not only the first word of a sentence.

Types the list does not name (a vocabulary's own) are assumed present.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from kg_pipeline.core.models import Predicate
from kg_pipeline.core.text.normalize import fold

GAZETTEER_PATH = Path(__file__).resolve().parents[1] / "validation" / "grounding" / "gazetteer.json"
"""Read as data (not imported: extraction sits below validation in the import layers)."""

DETECTED_TYPES = frozenset({"TIME", "NUM", "LOC", "PER", "ORG", "MISC"})
NAME_TYPES = frozenset({"PER", "ORG", "MISC"})

_MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December|"
    "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
_WEEKDAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
_TIME = re.compile(rf"\b(?:\d{{3,4}}|\d{{2,4}}s|{_MONTHS}|{_WEEKDAYS}|[Cc]entur(?:y|ies))\b")
"""Month and weekday names capitalised only: "may" and "march" are mostly not dates."""
_NUMBER_WORDS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
    "hundred|hundreds|thousand|thousands|million|millions|billion|billions|dozen|dozens"
)
_NUM = re.compile(rf"\d|\b(?:{_NUMBER_WORDS})\b", re.IGNORECASE)
_CAPITALISED = re.compile(r"\b[A-Z][\w'’.-]*")
_LOCATIVE = re.compile(
    r"\b(?:in|at|near|from|to|into|across|outside|inside)\s+"
    r"(?:the\s+)?[A-Z]"
)
_SENTENCE_OPENERS = frozenset('.!?:;\n"“(')


@lru_cache(maxsize=1)
def _places() -> re.Pattern[str]:
    data = json.loads(GAZETTEER_PATH.read_text(encoding="utf-8"))
    names = {fold(n) for key in ("countries", "regions", "continents") for n in data[key]}
    alternation = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n)
    return re.compile(rf"\b(?:{alternation})\b")


def _has_name(text: str) -> bool:
    """A capitalised word somewhere other than the start of a sentence (or a quote)."""
    for match in _CAPITALISED.finditer(text):
        before = text[max(0, match.start() - 8) : match.start()].rstrip(" \t")
        if before and before[-1] not in _SENTENCE_OPENERS:
            return True
    return False


def supplied_types(text: str) -> frozenset[str]:
    """The detectable types (`DETECTED_TYPES`) the chunk can supply as an argument."""
    found: set[str] = set()
    if _TIME.search(text):
        found.add("TIME")
    if _NUM.search(text):
        found.add("NUM")
    if _places().search(fold(text)) or _LOCATIVE.search(text):
        found.add("LOC")
    if _has_name(text):
        found |= NAME_TYPES
    return frozenset(found)


def _available(entity_type: str, supplied: frozenset[str]) -> bool:
    return entity_type not in DETECTED_TYPES or entity_type in supplied


def type_plausible(predicate: Predicate, supplied: frozenset[str]) -> bool:
    """Some (domain, range) pair of the predicate can be filled from the chunk (a predicate with
    no type pairs constrains nothing and is kept)."""
    if not predicate.type_pairs:
        return True
    return any(_available(s, supplied) and _available(o, supplied) for s, o in predicate.type_pairs)


def filter_by_types(predicates: Iterable[Predicate], text: str) -> list[Predicate]:
    """The predicates some of whose argument types the chunk can supply, order kept."""
    supplied = supplied_types(text)
    return [p for p in predicates if type_plausible(p, supplied)]
