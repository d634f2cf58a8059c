"""What only describes a mention, so that the wording after it is still the mention's: "X, a
club owned by Y" (an article and describing words), "X is research director at Y" (a bare
title), "spent eleven years as", a description of the second mention ("owned by the
businesswoman Y"), a possessive apposition it renames ("owned by Greta's great-grandson, Y"),
a place or compass point inside it ("in a cottage in Y", "in the north of Y"). `direction`
reads its wordings through these."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from kg_pipeline.core.validation.grounding.cues import STOPWORDS
from kg_pipeline.core.validation.grounding.places import COMPASS_POINTS

MAX_EXTRA_TEMPLATE_WORDS = 2
MAX_DESCRIBING_WORDS = 4
MAX_OBJECT_DESCRIBING_WORDS = 3
COPULAS = frozenset({"is", "was", "are", "were"})
PERFECT = frozenset({"has", "have", "had"})
ARTICLES = frozenset({"a", "an", "the"})
RELATIVES = frozenset({"who", "that", "which"})
# Words that would make the description a clause or a phrase of its own ("the son of", "a club
# whose captain", "a man she met"): the describing words are none of these.
# fmt: off
_NOT_DESCRIBING = STOPWORDS | frozenset([
    # prepositions and conjunctions
    "about", "above", "across", "after", "against", "along", "among", "around", "before",
    "behind", "below", "beside", "between", "beyond", "but", "during", "into", "like", "near",
    "nor", "over", "since", "than", "through", "under", "until", "upon", "via", "within",
    "without",
    # negation, determiners, pronouns
    "also", "not", "never", "no", "this", "these", "those", "whose", "whom", "where", "when",
    "while", "he", "she", "it", "they", "we", "you", "i", "him", "them", "his", "her", "its",
    "their", "our", "my", "your",
    # auxiliaries and verbs of saying
    "has", "have", "had", "be", "been", "being", "do", "does", "did", "will", "would", "could",
    "should", "may", "might", "must", "can", "shall", "said", "says",
])
# Adjectives that withhold the writer's commitment ("a proposed subsidiary of Y", "the alleged
# owner", "a would-be member of"), or name a post not yet taken up ("the incoming chief
# executive of Y", "the next", "nominated"): a description made of them states nothing.
_UNCOMMITTED = frozenset([
    "alleged", "supposed", "putative", "purported", "reputed", "rumoured", "rumored", "proposed",
    "planned", "intended", "prospective", "potential", "possible", "presumed", "suspected",
    "expected", "future", "designate", "honorary", "called", "styled", "fictional", "fictitious",
    "imaginary", "hypothetical", "incoming", "next", "designated", "nominated",
])
# fmt: on


_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")
AS_VERBS = frozenset({"works", "worked", "serves", "served", "acts", "acted"})
"""Verbs that, with "as", link a mention to a description as a copula does."""


_TAKING_OFFICE = (
    ("sworn", "in", "as"), ("returned", "as"), ("re", "elected", "as"), ("elected", "as"),
    ("installed", "as"), ("appointed", "as"), ("named", "as"), ("confirmed", "as"),
    ("took", "over", "as"), ("takes", "over", "as"), ("taken", "over", "as"),
    ("take", "over", "as"),
)  # fmt: skip
"""Verbs of taking office that link a mention to a title as a copula does: "X was sworn in as
mayor of Y", "X took over as chairwoman of Y" ("re-elected" is folded to two words)."""


def office_taken(extra: Sequence[str], i: int = 0) -> int | None:
    """Where the title begins after a verb of taking office at `i` (`_TAKING_OFFICE`); None when
    none stands there."""
    for verb in _TAKING_OFFICE:
        if tuple(extra[i : i + len(verb)]) == verb:
            return i + len(verb)
    return None


def without_office(extra: Sequence[str]) -> Sequence[str]:
    """The words before a wording's middle without a verb of taking office that ends them ("was
    sworn in as" -> "was"): it links the mention to the title, as "is" does."""
    for verb in _TAKING_OFFICE:
        if len(extra) >= len(verb) and tuple(extra[len(extra) - len(verb) :]) == verb:
            return extra[: len(extra) - len(verb)]
    return extra


def describing_word(word: str) -> bool:
    """A plain word or a year ("a 2027 drama film"), not a preposition, pronoun, auxiliary,
    relative or negation."""
    return (word.isalpha() or _YEAR.fullmatch(word) is not None) and (
        word not in _NOT_DESCRIBING and word not in RELATIVES and word not in _UNCOMMITTED
    )


def describes_first(extra: Sequence[str], apposed: bool = False, bare: bool = False) -> bool:
    """Whether the words before a wording's middle only describe the first mention:
    "(is|was|has been) a logistics software company", then the middle at once or after a relative
    pronoun and at most two more words ("who plays for", "which was founded by")."""
    i = 1 if extra and extra[0] in RELATIVES else 0  # "(X,) which is a town in"
    linked = True
    if i < len(extra) and extra[i] in COPULAS:
        i += 1
    elif len(extra) > i + 1 and extra[i] in PERFECT and extra[i + 1] == "been":
        i += 2  # "has been a salaried employee of"
    elif len(extra) > i + 1 and extra[i] in AS_VERBS and extra[i + 1] == "as":
        i += 2  # "works as a clerk for"
    elif (spent := _spent_as(extra, i)) is not None:
        i = spent  # "spent eleven years as finance director of"
    elif (office := office_taken(extra, i)) is not None:
        i = office  # "(X, who) took over as chairwoman of"
    elif i:
        return False
    else:
        linked = apposed
    if (office := office_taken(extra, i)) is not None:
        i = office  # "X was sworn in as mayor of", "X has been appointed as head of"
    if bare and linked and (i == len(extra) or extra[i] not in ARTICLES):
        # No article after a copula or a comma: "X is research director at Y", "X, chief
        # geologist at Y", "X has been chief executive of Y" (at most two describing words,
        # then the middle's noun).
        rest = extra[i:]
        return len(rest) <= 2 and describing(rest)
    if i >= len(extra) or extra[i] not in ARTICLES:
        return False
    if i == len(extra) - 1:
        return True  # "(X,) a midfielder at", "X has been a midfielder with"
    start = i = i + 1
    while i < len(extra) and i - start < MAX_DESCRIBING_WORDS and describing_word(extra[i]):
        i += 1
    if i == start:
        return False
    i = _second_noun_end(extra, i)
    if i == len(extra):
        return True
    return extra[i] in RELATIVES and len(extra) - i - 1 <= MAX_EXTRA_TEMPLATE_WORDS


def _second_noun_end(extra: Sequence[str], i: int) -> int:
    """Where a second description coordinated by "and" ends ("a market town and civil parish
    in"): an optional article and one to `MAX_DESCRIBING_WORDS` describing words, or nothing
    when the wording's own noun is the second ("a singer and [a member of]"); `i` itself when
    no "and" follows."""
    if i >= len(extra) or extra[i] != "and":
        return i
    j = i + 1
    if j == len(extra):
        return j
    if extra[j] in ARTICLES:
        j += 1
    k = j
    while k < len(extra) and k - j < MAX_DESCRIBING_WORDS and describing_word(extra[k]):
        k += 1
    return k if k > j else i


_SPENT = frozenset({"spent", "spends", "spend"})
_SPENT_FILLERS = frozenset({"a", "an", "the", "of", "most"})
MAX_SPENT_WORDS = 4


def _spent_as(extra: Sequence[str], i: int) -> int | None:
    """Where the title begins after "spent <a duration> as" ("spent eleven years as", "spent
    most of the 1950s as"): the verb, one to `MAX_SPENT_WORDS` words that are numbers,
    describing words or "a", "the", "of", "most" (no negation, modal, pronoun or preposition
    such as "with"), then "as"; None otherwise."""
    if i >= len(extra) or extra[i] not in _SPENT:
        return None
    for k in range(i + 2, min(len(extra), i + 2 + MAX_SPENT_WORDS)):
        if extra[k] == "as":
            between = extra[i + 1 : k]
            ok = all(w[:2].isdigit() or describing_word(w) or w in _SPENT_FILLERS for w in between)
            return k + 1 if ok else None
    return None


_NEXT_WORD = re.compile(r"\s*([\w'’-]*)")


def ends_phrase(text: str, end: int, heads: frozenset[str] = frozenset()) -> bool:
    """Whether a name ending at `end` ends its noun phrase: punctuation, the end of the text, a
    function word, a verb-shaped word ("-ed", "-s") or one of `heads` ("the X album") follows,
    not a word it modifies ("a Y Mandopop rock band", "Y's Xbox One retrospective")."""
    m = _NEXT_WORD.match(text, end)
    word = m.group(1) if m is not None else ""
    if not word or word in ("'s", "’s"):
        return True  # "Canadian rapper Drake's debut": the name ends its phrase as the owner
    if not word[0].islower():
        return False
    return (
        word in _NOT_DESCRIBING
        or word in RELATIVES
        or word in heads
        or word.endswith("ed")
        or (word.endswith("s") and not word.endswith(("ss", "us", "is")))
    )


def is_participle(word: str) -> bool:
    return word.endswith(("ed", "en")) or word in ("born", "set")


@lru_cache(maxsize=1024)
def reduced_middle(middle: tuple[str, ...]) -> tuple[str, ...] | None:
    """A middle of a copula and a past participle without its copula ("is owned by" -> "owned
    by"): stated after a description of the first mention ("X, a club owned by Y")."""
    if len(middle) >= 2 and middle[0] in COPULAS and is_participle(middle[1]):
        return middle[1:]
    return None


def describing(words: Sequence[str]) -> bool:
    """Whether every word only describes a mention (`describing_word`)."""
    return all(describing_word(w) for w in words)


def object_described(words: Sequence[str], cased: Sequence[str] | None = None) -> int | None:
    """Where a description of the second mention begins in the linking words, if they end in one:
    an article and at most `MAX_OBJECT_DESCRIBING_WORDS` describing words ("owned by the
    businesswoman Y", "a member of the Y"); None when they do not. `cased`: the same words as
    written; a capitalised one is a name ("born in The Bronx, New York City"), not a
    description."""
    nested = _nested_place_at(words, cased)
    if nested is not None:
        return nested
    compass = _compass_at(words)
    if compass is not None:
        return None if _names_among_last(cased, len(words) - compass) else compass
    for n in range(MAX_OBJECT_DESCRIBING_WORDS + 1):
        at = len(words) - 1 - n
        if at < 0:
            return None
        if words[at] in ARTICLES:
            if _names_among_last(cased, n + 1):
                return None
            return at if describing(words[at + 1 :]) else None
    return None


_COMPASS = frozenset(COMPASS_POINTS)
_COMPASS_ADJECTIVES = frozenset({
    "northern", "southern", "eastern", "western", "central", "northeastern", "northwestern",
    "southeastern", "southwestern",
})  # fmt: skip
_COMPASS_NOUNS = _COMPASS | frozenset({"northeast", "northwest", "southeast", "southwest",
                                       "centre", "center", "heart", "interior"})  # fmt: skip
POSSESSIVE_PRONOUNS = frozenset({"his", "her", "their", "its"})


def renamed_at(words: Sequence[str], cased: Sequence[str], link: str) -> int | None:
    """Where a possessive apposition that the second mention renames begins ("owned by Greta's
    great-grandson, Y", "the property of his granddaughter, Y", "belongs to the founder's
    granddaughter, Y"): a possessor ("<Name>'s", "the <noun>'s", or his|her|their|its), at
    most three describing words, and a comma right before the mention; None otherwise."""
    if not link.rstrip().endswith(","):
        return None
    n = len(words)
    for k in range(1, MAX_OBJECT_DESCRIBING_WORDS + 1):
        at = n - k - 1
        if at < 0 or not describing(words[at + 1 :]):
            return None
        if words[at] in POSSESSIVE_PRONOUNS:
            return at
        if words[at] == "s" and at >= 1:
            if at >= 2 and words[at - 2] == "the" and cased[at - 1].islower():
                return at - 2  # "the founder's"
            if cased[at - 1][:1].isupper():
                return at - 1  # "Greta's"
            return None
    return None


def _nested_place_at(words: Sequence[str], cased: Sequence[str] | None) -> int | None:
    """Where a place that lies in the second mention begins, after "in": "in an old rope works
    in Y", "in a cottage in Y" (an article, at most four describing words, "in"); what is in
    it is in Y. None otherwise, or when a word of it is a name."""
    n = len(words)
    if n < 4 or words[-1] != "in":
        return None
    for at in range(n - 3, max(0, n - 3 - MAX_DESCRIBING_WORDS) - 1, -1):
        if words[at] in ARTICLES:
            if at == 0 or words[at - 1] != "in" or not describing(words[at + 1 : n - 1]):
                return None
            return None if _names_among_last(cased, n - at - 1) else at
    return None


def _names_among_last(cased: Sequence[str] | None, k: int) -> bool:
    """Whether one of the last `k` words as written has a capital: a name, not a description."""
    return cased is not None and any(w != w.lower() for w in cased[max(0, len(cased) - k) :])


def _compass_at(words: Sequence[str]) -> int | None:
    """Where a compass description of the second mention begins, after "in": "in northern Y",
    "in the (far) north of Y", "in the south east of Y" (folded from "south-east") place the
    first mention in Y as "in Y" does; None otherwise."""
    n = len(words)
    if n >= 2 and words[-1] in _COMPASS_ADJECTIVES:
        at = n - 1
        if words[at - 1] in _COMPASS:  # "north eastern"
            at -= 1
        return at if at > 0 and words[at - 1] == "in" else None
    if n < 4 or words[-1] != "of" or words[-2] not in _COMPASS_NOUNS:
        return None
    at = n - 2
    if words[at] in _COMPASS and words[at - 1] in _COMPASS:  # "south east of"
        at -= 1
    if words[at - 1] == "far":
        at -= 1
    if at >= 2 and words[at - 1] == "the" and words[at - 2] == "in":
        return at - 1
    return None
