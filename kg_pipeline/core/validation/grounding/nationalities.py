"""A nationality in the subject's description: "Ada Quellin (born 13 March 1963) is a Valdorian
skeleton racer". An encyclopedia's first sentence states a person's citizenship this way, with
no wording between the two names; a predicate says it is such a citizenship (`nationality`)."""

from __future__ import annotations

import re

from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex

_DESCRIPTION_OPENS = re.compile(
    r"(?:\s*\([^()]*\))?\s+(?:is|was)\s+(?:an?|the)\s+(?:(?:former|retired)\s+)?"
)
"""What stands between the subject and the object when the object opens the subject's
description: a parenthesis at most (the life span), the copula, an article, "former"."""
_NOT_A_NATIONALITY = re.compile(r"\s*[-\u2013\u2014]|\s+born\b")
"""What after the object says it is not the subject's nationality: "Valdorian-born", "Valdorian
born, Kestish naturalised"."""


def nationality_states(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether the object's mention opens the description of the subject in the document's
    first sentence: "X (1722 - 1802) was a Swedish chemist"."""
    if pairing.first_sentence != 0 or pairing.sentence_distance != 0:
        return False
    if not pairing.subject_first:
        return False
    text = index.text
    opens = _DESCRIPTION_OPENS.fullmatch(text, pairing.subject.end, pairing.object.start)
    if opens is None:
        return False
    return _NOT_A_NATIONALITY.match(text, pairing.object.end) is None
