"""Place rank from a small gazetteer (`gazetteer.json`, loaded once) and the shape of date-like
names. The one piece of world knowledge the validator carries."""

from __future__ import annotations

import json
import re
from pathlib import Path

from kg_pipeline.core.models import PlaceRank
from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.cues import MONTH

GAZETTEER_PATH = Path(__file__).with_name("gazetteer.json")


def _gazetteer() -> dict[str, frozenset[str]]:
    """Sovereign states (and a few former ones) with their demonyms; first-level divisions of the
    countries Wikipedia writes most about; continents and wider regions; the countries within a
    sovereign state. It refines the NER type LOC ("is this place a country?"), the way a
    vocabulary's domain/range refines a predicate; it never says which country anything is in."""
    data = json.loads(GAZETTEER_PATH.read_text(encoding="utf-8"))
    kinds = ("countries", "regions", "continents", "constituent_countries")
    return {k: frozenset(fold(n) for n in data[k]) for k in kinds}


_PLACES = _gazetteer()
COUNTRIES = _PLACES["countries"]
REGIONS = _PLACES["regions"]
CONTINENTS = _PLACES["continents"]
CONSTITUENT_COUNTRIES = _PLACES["constituent_countries"]
"""Countries within a sovereign state ("England", "Scottish"): a person's nationality, but no
thing's country."""


COUNTRY_RANK = 2
CONTINENT_RANK = 3


def place_rank(names: tuple[str, ...] | list[str]) -> int:
    """3 for a continent or a wider region, 2 a country, 1 a first-level region, 0 otherwise
    (or unknown)."""
    folded = [fold(n) for n in names]
    if any(n in CONTINENTS for n in folded):
        return CONTINENT_RANK
    if any(n in COUNTRIES for n in folded):
        return COUNTRY_RANK
    if any(n in REGIONS for n in folded):
        return 1
    return 0


COMPASS_POINTS = ("north", "south", "east", "west")
_COMPASS = rf"(?:{'|'.join(COMPASS_POINTS)})(?:[\s-]?(?:east|west))?"
# What the document says around a mention of a place that makes it a country: "Y's capital",
# "a citizen of Y", "one of the nine provinces of Y" (not "the provinces of Y and Z", which names
# provinces), "the most northerly province of Y", "a province in the north of Y", "the county of
# Z, in the east of Y"; "Y's government", "Y's six provinces" (not "Y's county town"), "Y, a
# small country", "Y is divided into nine provinces". Read only for places the gazetteer does not
# rank.
# Lower case only: "the Republic of Karelia" is a name, not a description of Karelia. Not
# "capital of": on `redocred_train` it names cities and districts too ("the old capital of
# Heian-kyō"); nor titles ("the President of the United States", where the gazetteer misses the
# article), which would move the feature score on Wikipedia text it was fitted on, nor "borders
# with Y" ("It shares borders with Shinkafi", a district, in the unseen Re-DocRED documents).
_DIVISION_NOUNS = (("province", "provinces"), ("county", "counties"), ("shire", "shires"),
                   ("canton", "cantons"))  # fmt: skip
"""Divisions only a country (or a first-level region, which the gazetteer ranks) is made of; not
districts or wards, which towns have too."""
_ONE_DIVISION = "|".join(one for one, _ in _DIVISION_NOUNS)
_NAMED_DIVISION = "|".join(one.capitalize() for one, _ in _DIVISION_NOUNS)
_DIVISION_PLURAL = "|".join(many for _, many in _DIVISION_NOUNS)
_RANKING = r"(?:most\s+[\w-]+|(?!west\b)[\w-]{2,}est|first|second|third|fourth|fifth|only|other)"
"""A superlative, ordinal or "only" before a division: "the most northerly province of Y" is one
of Y's provinces, where "the historic county of Y" or "the Dutch province of Y" is Y itself."""
_COUNTRY_BEFORE = re.compile(
    r"(?:\bcitizens?|\bnationals?|\b(?:country|kingdom|republic|nation|principality)"
    r"|\bone\s+of\s+(?:the|its)\s+(?:[\w-]+\s+){0,2}?provinces"
    r"|\b(?:a|an)\s+(?:[\w-]+\s+){0,3}?province"
    rf"|\bthe\s+(?:[\w-]+\s+){{0,2}}?{_RANKING}\s+(?:[\w-]+\s+){{0,2}}?"
    rf"(?:{_ONE_DIVISION}|{_DIVISION_PLURAL})"
    rf"|\bprovince\s+in\s+the\s+(?:far\s+)?{_COMPASS})\s+of\s+(?:the\s+)?$"
    # a named division, then where in the place it lies: "the county of Ostmarch, in the east
    # of Y", "Corran County, in the north of Y"
    rf"|\b(?:(?:{_ONE_DIVISION})\s+of\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
    rf"|[A-Z][\w'’-]*\s+(?:{_NAMED_DIVISION})),?\s+in\s+the\s+(?:far\s+)?"
    rf"{_COMPASS}\s+of\s+$"
)
_LONGER_NAME = re.compile(r"\s+[A-Z]")
"""A capitalised word right after the mention: it is part of a longer name ("Urgut District")."""
_COUNTRY_AFTER = re.compile(
    r"(?:['’]s\s+(?:capital|government|parliament|president|prime\s+minister|king|queen"
    rf"|constitution|(?:[\w-]+\s+){{0,2}}?(?:{_DIVISION_PLURAL}))\b"
    r"|,?\s+(?:is\s+)?(?:a|the)\s+(?:[\w-]+\s+){0,2}?country\b"
    r"|\s+(?:is|was)\s+(?:now\s+)?divided\s+into\s+(?:[\w-]+\s+){0,2}?"
    rf"(?:{_DIVISION_PLURAL}|regions|states|departments)\b)"
)
_DIVISION_NAME = re.compile(
    r"\b(?:district|region|province|county|oblast|state|prefecture|governorate|department"
    r"|municipality|shire|canton)$",
    re.IGNORECASE,
)
"""A name that ends in a division's word ("Urgut District", "the Region") is no country."""
_AROUND = 80


def described_as_country(text: str, spans: list[tuple[int, int]]) -> bool:
    """Whether the document calls a place a country around one of its mentions (`spans`): what
    lets an invented country, which no gazetteer knows, rank as one."""
    return any(
        _LONGER_NAME.match(text, end) is None
        and _DIVISION_NAME.search(text, start, end) is None
        and (
            _COUNTRY_BEFORE.search(text, max(0, start - _AROUND), start) is not None
            or _COUNTRY_AFTER.match(text, end, end + _AROUND) is not None
        )
        for start, end in spans
    )


RANKS = {PlaceRank.COUNTRY: COUNTRY_RANK, PlaceRank.CONTINENT: CONTINENT_RANK}
"""The `place_rank` a predicate's `contained_in` names."""

# What states where an organisation lies: where it is registered or based ("X expanded in Y"
# says nothing of the kind). A place's own containment ("X lies in Y", "X, a fishing town in Y")
# is read by `direction.states_containment`.
REGISTERED_WORDINGS = (
    "{s} registered in {o}",
    "{s} based in {o}",
    "{s} headquartered in {o}",
    "{s} incorporated in {o}",
)


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
