"""The words that change what a clause asserts: negation, speculation, conditions, time,
clause breaks. Read by `clauses` (and `pairing`, which never pairs across a clause break)."""

from __future__ import annotations

import re

MAX_SCOPED_WORDS = 25
"""A cue farther than this many words from an endpoint does not scope over the relation."""


NEGATION = re.compile(
    r"\b(?:not|never|no longer|cannot|denied|denies|deny|refused|refuses|failed to|fails to|"
    r"rather than|instead of)\b|n't\b|"
    r"\b(?:almost|nearly|all\s+but)\s+(?:bought|acquired|purchased|joined|signed|won|became|married|"
    r"merged|elected|appointed|named|hired|recruited|moved|relocated)\b",
    re.IGNORECASE,
)
"""Words that deny the relation, a near miss of a verb that makes one among them: "nearly
bought", "almost joined", "all but signed" say it did not happen. A near miss of losing or
leaving ("nearly lost their goalkeeper, X") says the relation held, and "nearly 300 staff" says
nothing of it."""


# "not only ... but also", "whether or not", "not long after", "not until", "if not": the word
# is there but the relation is not denied.
NEGATION_IDIOM = re.compile(
    r"\bnot\s+(?:only|just|merely|long|until|least|far|to be confused)\b|\bwhether or not\b|"
    r"\bif not\b",
    re.IGNORECASE,
)


# Modal verbs are matched in lower case only: "May" in Wikipedia is nearly always the month.
SPECULATION = re.compile(
    r"\b(?:may|might|could)\b(?!\s+(?:also)\b)|"
    r"\b(?:possibly|perhaps|probably|reportedly|allegedly|rumou?red|speculated|potentially|"
    r"conceivably|hypothetically|theoretically|almost certainly|arguably|must have|"
    r"plans? to|planned to|planning to|intends? to|intended to|expected to|proposed to|"
    r"is said to|are said to|was said to|were said to|believed to|thought to|"
    r"in talks|negotiating|considering|considers|seeks? to|aims? to)\b"
)


CONDITIONAL = re.compile(
    r"\b(?:if|unless|provided that|providing that|subject to|in case|in the event|"
    r"on condition|conditional on|conditionally|pending)\b",
    re.IGNORECASE,
)


SENTENCE_CONDITION = re.compile(
    r"^\W*(?:if|unless|provided that|providing that|in the event|should)\b", re.IGNORECASE
)


MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"

TITLE_OF_ADDRESS = (
    r"(?:the\s+)?(?:Rev(?:erend|d)?|Canon|Dr|Sir|Dame|Professor|Prof|Captain|Capt|Cllr"
    r"|Councillor|Mr|Mrs|Ms|Miss|Lord|Lady)\.?"
)
"""A title of address before a name ("the Reverend", "Dr", "Cllr"), not kin words ("Sister" may
be one): read past before a second mention and after "that"."""


TIME = re.compile(
    rf"\b(?:{MONTH}\s+\d{{1,2}},\s+\d{{4}}|\d{{1,2}}\s+{MONTH}\s+\d{{4}}|{MONTH}\s+\d{{4}}|"
    rf"{MONTH}\s+\d{{1,2}}|"
    r"(?:1[5-9]|20)\d{2}s?)\b"
)


# Clause boundaries: a semicolon, or a comma/dash followed by a connective that starts a clause.
CLAUSE_BREAK = re.compile(
    r";|\s[–—]\s|,\s+(?=(?:but|while|whereas|although|though|however|and\s+(?:he|she|it|they)"
    r"|which|who|where|when)\b)",
    re.IGNORECASE,
)


PARENTHETICAL = re.compile(r"\([^()]*\)|\"[^\"]*\"|“[^”]*”")


WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


MONTHS = frozenset(
    [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ]
)


SUBJECT_PRONOUNS = ("he", "she", "they", "it", "we")
"""Pronouns that open a clause of their own as its subject (", for he died at Y", "After meeting
X, he wrote Y")."""
_SUBJECT = "|".join(SUBJECT_PRONOUNS)
NEW_SUBJECT = re.compile(rf",\s+(?:{_SUBJECT})\b", re.IGNORECASE)
"""A comma and a subject pronoun: a new clause's subject."""
COORDINATED_CLAUSE = re.compile(rf",\s+(?:for|so|yet)\s+(?:{_SUBJECT})\b", re.IGNORECASE)
"""A comma, "for", "so" or "yet" and a subject pronoun: a coordinated clause of its own."""


STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "by",
        "with",
        "from",
        "is",
        "was",
        "are",
        "were",
        "be",
        "been",
        "as",
        "and",
        "or",
        "its",
        "his",
        "her",
        "their",
        "s",
        "o",
    ]
)
