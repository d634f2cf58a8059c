"""A postal address after a name: "Pellam Bank plc, 40 Market Street, Marrowby: savings and
loans" (a business directory entry) or "Yours faithfully, Walter Penrose, Gorse Lane, Marrowby."
(a letter's signature) says where the name is based or lives, which no wording between the two
names can say. A predicate names the entity types whose address states it (`address_of`)."""

from __future__ import annotations

import re

from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex

_STREET = (
    r"(?:Road|Street|Lane|Row|Quay|Terrace|Steps|Way|Square|Place|Avenue|Hill|Wharf|Yard|Close"
    r"|Parade|Drive|Court|Mews|Walk|Crescent|Gardens|House|Studios|Buildings|Chambers|Arcade)"
)
"""The last word of a street or a building in an address ("Tanyard Lane", "Halden House")."""
_SEGMENT = (
    r"(?:(?:(?:Unit|Flat|Suite)\s+\d+[A-Za-z]?|\d+[A-Za-z]?(?:-\d+)?)\s+)?"
    rf"(?:[A-Z][\w'’-]*\s+){{1,3}}{_STREET}"
    r"|(?:Unit|Flat|Suite)\s+\d+[A-Za-z]?"
)
_ADDRESS_LINK = re.compile(
    r"(?:\s+(?:Ltd|Limited|plc|PLC|LLP|Inc))?\.?,\s+"
    rf"(?:(?:{_SEGMENT}),\s+){{1,3}}"
)
"""What stands between the name and its town: an optional company suffix, then one to three
address segments, each closed by a comma ("Ltd, Unit 4, Weir Road Studios, ")."""
_LINE_START = re.compile(
    r"\s*(?:(?:Yours\s+(?:faithfully|sincerely|truly)|From|Contact|Address)\s*[,:]\s*)?"
    r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Cllr|Councillor|Revd|Rev|the\s+Reverend)\.?\s+)?"
)
"""What may stand before the name in the sentence: a letter's closing, a title of address."""
_TOWN_END = re.compile(r"\s*(?:[:;.—–]|\s-\s|$)")
"""The town closes the address: the sentence ends, or a colon, dash or semicolon opens the
entry's description."""


def address_line(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether the sentence opens with the subject's name and its postal address, whose last
    part is the object: "Name, Street, Town" (forward only: the subject is the name)."""
    if pairing.sentence_distance != 0 or not pairing.subject_first:
        return False
    text = index.text
    sentence = index.sentences[pairing.first_sentence]
    lead = _LINE_START.match(text, sentence.start, pairing.subject.start)
    if lead is None or lead.end() != pairing.subject.start:
        return False
    lo, hi = pairing.between()
    link = _ADDRESS_LINK.match(text, lo, hi)
    if link is None or link.end() != hi:
        return False
    return _TOWN_END.match(text, pairing.object.end, sentence.end) is not None
