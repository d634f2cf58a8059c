"""A work named in its maker's possessive: "Jean Genet's The Balcony", "Aguilera's 2002 single
"Beautiful"", "Dickens's novel Bleak House". The possessive says whose work it is, not which
kind of maker (author, director, performer), so only a predicate that calls the object a work
of the subject reads it (`possessive_work`)."""

from __future__ import annotations

import re

from kg_pipeline.core.validation.grounding.descriptions import describing_word, ends_phrase
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex

# fmt: off
WORK_NOUNS = frozenset([
    "work", "works", "masterpiece", "classic", "hit", "debut",
    # writing
    "novel", "novella", "book", "story", "play", "poem", "essay", "memoir", "memoirs",
    "biography", "autobiography", "treatise", "trilogy", "saga", "epic", "drama", "comedy",
    "tragedy", "screenplay", "libretto", "anthology", "collection", "comic", "manga",
    # screen and stage
    "film", "movie", "documentary", "series", "show", "sitcom", "musical", "ballet", "opera",
    "operetta",
    # music
    "album", "single", "song", "track", "record", "ep", "symphony", "concerto", "sonata",
    "suite", "oratorio", "requiem", "mass", "cantata", "composition", "score", "ballad", "aria",
    "hymn",
    # art and games
    "painting", "sculpture", "portrait", "fresco", "mural", "game",
])
# fmt: on
"""What a word before or after a work's name may say it is: "Dickens's novel Bleak House",
"Parton's 1977 Here You Come Again album"."""

_POSSESSIVE_TO_WORK = re.compile(
    r"['’]s?\s+(?:(?:1[5-9]|20)\d\d\s+)?((?:[a-z][a-z-]*\s+){0,3})[\"“‘']?"
)
"""From the maker's name to the work's: the possessive, a year, at most three lower-case words
("2002 single", "first novel", "early play"), an opening quotation mark."""
_CLOSING_QUOTE = re.compile(r"[\"”’']?")


def possessive_work_direction(index: DocumentIndex, pairing: Pairing) -> str | None:
    """'forward' when the subject's mention is the possessive maker of the object's ("{s}'s
    {o}"), 'reverse' when the object's is the subject's; None when neither, or when the work's
    name does not end its phrase ("Rare's 2015 Xbox One retrospective compilation")."""
    if pairing.sentence_distance != 0:
        return None
    text = index.text
    first, second = sorted((pairing.subject, pairing.object), key=lambda m: m.start)
    m = _POSSESSIVE_TO_WORK.fullmatch(text, first.end, second.start)
    if m is None:
        return None
    words = m.group(1).split()
    if words and (words[-1] not in WORK_NOUNS or not all(map(describing_word, words))):
        return None
    quote = _CLOSING_QUOTE.match(text, second.end)
    if not ends_phrase(text, quote.end() if quote else second.end, WORK_NOUNS):
        return None
    return "forward" if first.start == pairing.subject.start else "reverse"
