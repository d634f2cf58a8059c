"""The object named first in the subject's description: "Ada Quellin (born 13 March 1963) is a
Valdorian skeleton racer" (her nationality), "Song of Orsby is a 1936 Valdorian film" (its year);
and a work's year in parentheses after its name, "Song of Orsby (1936)". An encyclopedia's first
sentence, a review or a filmography states such facts this way, with no wording between the two
names; a predicate says which it is (`described_as`)."""

from __future__ import annotations

import re

from kg_pipeline.core.models import DescribedAs
from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.clauses import sentence_framed
from kg_pipeline.core.validation.grounding.descriptions import describing_word, is_participle
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.grounding.places import (
    CONSTITUENT_COUNTRIES,
    CONTINENTS,
    COUNTRIES,
    REGIONS,
)
from kg_pipeline.core.validation.resolution import DocumentIndex

_COPULA_ARTICLE = r"(?:\s*\([^()]*\),?)?\s+(?:is|was)\s+(?:an?|the)\s+"
_DESCRIPTION_OPENS = {
    DescribedAs.NATIONALITY: re.compile(
        _COPULA_ARTICLE + r"((?:(?:[a-z][a-z-]*|(?:1[5-9]|20)\d\d)\s+){0,2})"
    ),
    DescribedAs.YEAR: re.compile(_COPULA_ARTICLE),
}
"""What stands between the subject and the object when the object opens the subject's
description: a parenthesis at most (a life span, a gloss) and a comma after it, the copula, an
article, and before a nationality at most two describing words or a year ("former", "an
independent Valdorian record label", "a 2009 Valdorian drama film": `_before_nationality`)."""
_NOT_BEFORE_NATIONALITY = frozenset({"ethnic", "half", "part"})
"""Words that make what follows an ancestry, not a nationality ("an ethnic Valdorian")."""
_OBJECT = {
    DescribedAs.NATIONALITY: re.compile(r".+"),
    DescribedAs.YEAR: re.compile(r"\d{4}"),
}
"""What the object's mention must be: any name for a nationality, four digits for a year."""
_DESCRIPTION_GOES_ON = {
    DescribedAs.NATIONALITY: re.compile(r"(?!\s*[-\u2013\u2014]|\s+born\b)"),
    DescribedAs.YEAR: re.compile(r"\s+[^\W\d_]"),
}
"""What follows the object in a description that names it: not "-born" or " born" after a
nationality ("a Valdorian-born ...", "a Valdorian born, Kestish naturalised ..."), a word after a
year ("a 1936 film", not "the 1936-37 season")."""


def described_as_states(index: DocumentIndex, pairing: Pairing, kind: DescribedAs) -> bool:
    """Whether the object's mention opens the description of the subject in the document's
    first sentence as the `kind` it is: "X (1722 - 1802) was a Swedish chemist"."""
    if pairing.first_sentence != 0 or pairing.sentence_distance != 0:
        return False
    if not pairing.subject_first:
        return False
    text = index.text
    if kind == DescribedAs.COUNTRY:
        if not _a_state(text[pairing.object.start : pairing.object.end]):
            return False
        kind = DescribedAs.NATIONALITY  # a thing's country is named as a person's nationality is
    opens = _DESCRIPTION_OPENS[kind].fullmatch(text, pairing.subject.end, pairing.object.start)
    if opens is None:
        return False
    if kind == DescribedAs.NATIONALITY and not _before_nationality(opens.group(1).split()):
        return False
    if _OBJECT[kind].fullmatch(text, pairing.object.start, pairing.object.end) is None:
        return False
    return _DESCRIPTION_GOES_ON[kind].match(text, pairing.object.end) is not None


def _before_nationality(words: list[str]) -> bool:
    """Words before a nationality that only describe ("former", "retired", "independent",
    "2009"): no participle but "retired", nothing that withholds commitment ("alleged",
    "fictional") or makes it an ancestry ("ethnic")."""
    for word in words:
        if word.isdigit() or word == "retired":
            continue
        if word in _NOT_BEFORE_NATIONALITY or is_participle(word):
            return False
        if not describing_word(word.replace("-", "")):
            return False
    return True


_YEAR_PARENTHESIS_OPENS = re.compile(r"[\"”’']?\s*\(\s*(?:[^()]*;\s*)?")
"""From the end of a work's name to its year: a closing quotation mark, the parenthesis, a gloss
and a semicolon at most ("Lotus (2012)", "“Red” (2012)", "X (French: ...; 1873)")."""
_YEAR_PARENTHESIS_CLOSES = re.compile(r"\s*(?:[–—-]\s*\d{2,4}\s*)?\)")
"""After the year: the parenthesis closes, or the year a run ended and then it closes ("May to
December (1989 – 94)")."""


def year_in_parentheses(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether the object's mention is the year in the parenthesis right after the subject's name
    ("Lotus (2012)"). The caller keeps people out: after a person's name it is a life span."""
    if pairing.sentence_distance != 0 or not pairing.subject_first:
        return False
    text = index.text
    if _YEAR_PARENTHESIS_OPENS.fullmatch(text, pairing.subject.end, pairing.object.start) is None:
        return False
    if _OBJECT[DescribedAs.YEAR].search(text, pairing.object.start, pairing.object.end) is None:
        return False
    return _YEAR_PARENTHESIS_CLOSES.match(text, pairing.object.end) is not None


_ROLE_BEFORE_NAME = re.compile(r"\s+((?:[a-z][a-z-]*\s+){1,4})")
"""From a nationality to the name it describes: one to four lower-case words and nothing else
("Canadian rapper Drake", "Mexican singer and actress X"); a comma, a possessive or a capital
ends the reading."""
_UNCOMMITTED_BEFORE = re.compile(r"\b(?:alleged|suspected|supposed|purported|reputed|would-be)\s+$")
"""A hedge right before the nationality: "the alleged Y spy X"."""
_DEMONYM_SHAPE = re.compile(r"[A-Z][a-z]+(?:an|ese|ish|ch|i)")
"""A demonym of a country no gazetteer knows ("Valdorian", "Kestish")."""


def nationality_before_name(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether the object's mention is a nationality right before the subject's role and name in
    the same sentence, "a mixtape by Canadian rapper Drake", and no frame's cue stands anywhere
    in the sentence: the clause that holds the phrase is not read, so any cue withholds it."""
    if pairing.sentence_distance != 0 or pairing.subject_first:
        return False
    text = index.text
    m = _ROLE_BEFORE_NAME.fullmatch(text, pairing.object.end, pairing.subject.start)
    if m is None or not _a_role(m.group(1).split()):
        return False
    if _UNCOMMITTED_BEFORE.search(text, 0, pairing.object.start) is not None:
        return False
    if not _nationality(text[pairing.object.start : pairing.object.end]):
        return False
    return not sentence_framed(index, pairing)


def _a_role(words: list[str]) -> bool:
    """Describing words that end in a noun: not "film starring", "team coached by", "alleged"."""
    if words[0] == "and" or words[-1] == "and":
        return False
    last = words[-1]
    if is_participle(last) or last.endswith(("ing", "ly")):
        return False
    return all(w == "and" or describing_word(w.replace("-", "")) for w in words)


def _nationality(name: str) -> bool:
    """A country or its demonym the gazetteer knows, or a demonym-shaped word that names no
    first-level division or continent ("Michigan senator", "Bavarian painter")."""
    folded = fold(name)
    if folded in COUNTRIES:
        return True
    if folded in REGIONS or folded in CONTINENTS or not _DEMONYM_SHAPE.fullmatch(name):
        return False
    return not any(folded.startswith(region[: max(4, len(region) - 2)]) for region in REGIONS)


def _a_state(name: str) -> bool:
    """Not a country within a sovereign state: "an English band" names no `country` of a band's
    (the training split never labels one so: the state is the United Kingdom)."""
    return fold(name) not in CONSTITUENT_COUNTRIES
