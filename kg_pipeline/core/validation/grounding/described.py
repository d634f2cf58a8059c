"""The object named first in the subject's description: "Ada Quellin (born 13 March 1963) is a
Valdorian skeleton racer" (her nationality), "Song of Orsby is a 1936 Valdorian film" (its year);
and a work's year in parentheses after its name, "Song of Orsby (1936)". An encyclopedia's first
sentence, a review or a filmography states such facts this way, with no wording between the two
names; a predicate says which it is (`described_as`)."""

from __future__ import annotations

import re

from kg_pipeline.core.models import DescribedAs
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex

_COPULA_ARTICLE = r"(?:\s*\([^()]*\),?)?\s+(?:is|was)\s+(?:an?|the)\s+"
_DESCRIPTION_OPENS = {
    DescribedAs.NATIONALITY: re.compile(_COPULA_ARTICLE + r"(?:(?:former|retired)\s+)?"),
    DescribedAs.YEAR: re.compile(_COPULA_ARTICLE),
}
"""What stands between the subject and the object when the object opens the subject's
description: a parenthesis at most (a life span, a gloss) and a comma after it, the copula, an
article, "former" before a nationality."""
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
    if _DESCRIPTION_OPENS[kind].fullmatch(text, pairing.subject.end, pairing.object.start) is None:
        return False
    if _OBJECT[kind].fullmatch(text, pairing.object.start, pairing.object.end) is None:
        return False
    return _DESCRIPTION_GOES_ON[kind].match(text, pairing.object.end) is not None


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
