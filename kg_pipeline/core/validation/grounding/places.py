"""Place rank from a small gazetteer (`gazetteer.json`, loaded once) and the shape of date-like
names. The one piece of world knowledge the validator carries."""

from __future__ import annotations

import json
import re
from pathlib import Path

from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.cues import MONTH

GAZETTEER_PATH = Path(__file__).with_name("gazetteer.json")


def _gazetteer() -> dict[str, frozenset[str]]:
    """Sovereign states (and a few former ones) with their demonyms; first-level divisions of the
    countries Wikipedia writes most about; continents and wider regions. It refines the NER type
    LOC ("is this place a country?"), the way a vocabulary's domain/range refines a predicate; it
    never says which country anything is in."""
    data = json.loads(GAZETTEER_PATH.read_text(encoding="utf-8"))
    return {k: frozenset(fold(n) for n in data[k]) for k in ("countries", "regions", "continents")}


_PLACES = _gazetteer()
COUNTRIES = _PLACES["countries"]
REGIONS = _PLACES["regions"]
CONTINENTS = _PLACES["continents"]


def place_rank(names: tuple[str, ...] | list[str]) -> int:
    """3 for a continent or a wider region, 2 a country, 1 a first-level region, 0 otherwise
    (or unknown)."""
    folded = [fold(n) for n in names]
    if any(n in CONTINENTS for n in folded):
        return 3
    if any(n in COUNTRIES for n in folded):
        return 2
    if any(n in REGIONS for n in folded):
        return 1
    return 0


_DATE_SHAPES = (
    (
        "day",
        re.compile(rf"(?:{MONTH}\s+\d{{1,2}},?\s+\d{{3,4}}|\d{{1,2}}\s+{MONTH},?\s+\d{{3,4}})"),
    ),
    ("month", re.compile(rf"{MONTH},?\s+\d{{3,4}}")),
    ("decade", re.compile(r"(?:the\s+)?(?:early\s+|mid-?\s*|late\s+)?\d{3}0s")),
    ("year", re.compile(r"\d{3,4}")),
)


def name_shape(name: str) -> str:
    """The shape of a date-like name (day, month, decade, year), else ''."""
    name = name.strip()
    for shape, pattern in _DATE_SHAPES:
        if pattern.fullmatch(name):
            return shape
    return ""
