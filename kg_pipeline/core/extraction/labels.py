"""The words a model writes for polarity, modality and entity types, read as the validator's.

Models answer "affirmed", "denied", "hypothetical" or "N/A"; the candidate records keep one
closed vocabulary so the support stage reads every extractor alike.
"""

from __future__ import annotations

_POLARITY = {
    "positive": "positive",
    "affirmed": "positive",
    "affirmative": "positive",
    "true": "positive",
    "negative": "negative",
    "negated": "negative",
    "denied": "negative",
    "false": "negative",
}
_MODALITY = {
    "asserted": "asserted",
    "assertion": "asserted",
    "factual": "asserted",
    "certain": "asserted",
    "speculative": "speculative",
    "possible": "speculative",
    "hypothetical": "speculative",
    "planned": "speculative",
    "reported": "speculative",
    "uncertain": "speculative",
    "conditional": "conditional",
}
NULL_WORDS = {"", "null", "none", "n/a", "unknown"}


def _normalise(value: str | None, table: dict[str, str]) -> str | None:
    if value is None or value.strip().casefold() in NULL_WORDS:
        return None
    return table.get(value.strip().casefold(), value.strip().casefold())


def polarity_of(value: str | None) -> str | None:
    return _normalise(value, _POLARITY)


def modality_of(value: str | None) -> str | None:
    return _normalise(value, _MODALITY)


def clean_type(value: str | None) -> str | None:
    if value is None or value.strip().casefold() in NULL_WORDS:
        return None
    return value.strip()
