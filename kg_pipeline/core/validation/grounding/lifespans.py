"""A life span in parentheses right after a name: "Willi Schneider (born 13 March 1963 in
Mediaș)", "Ernst Nicolai (7 September 1722 - 28 August 1802)", "Ada Quill (died 1911)". It is how
a biography, an obituary or a programme note states a person's dates and places, and no wording
between the two mentions says it. A predicate names the event its object is the date or the
place of (`life_span`)."""

from __future__ import annotations

import re

from kg_pipeline.core.models import LifeEvent
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex

_SPAN_OPEN = re.compile(r",?\s*\(([^()]{4,160})\)")
"""The parenthesis that opens right after the name (or its comma), and what it holds."""
_GLOSS = re.compile(r",?\s*\([^()]*\)")
"""A parenthesis before the span, which glosses the name ("(Arabic: ...) (1979 – 2006)")."""
_DATE = r"(?:[A-Z][a-z]+\.?\s+\d{1,2},\s*)?[^,;()]*?\d{3,4}"
"""A date: words up to a year ("13 March 1963", "c. 1840", "1911"), or a month, a day and a
comma before it ("August 20, 1920")."""
_MARKED = {
    LifeEvent.BIRTH: re.compile(rf"\bborn\s+(?:on\s+)?({_DATE})\b"),
    LifeEvent.DEATH: re.compile(rf"\bdied\s+(?:on\s+)?({_DATE})\b"),
}
"""A date the parenthesis names with its event: "born 13 March 1963", "died 1911" (not "b." or
"d.", which a sentence splitter may take for a full stop)."""
_GLOSSED = r"^\s*(?:[^;]*;\s*)??"
"""What may open a span's parenthesis before its dates: a gloss and a semicolon, tried only when
the dates do not stand first ("Persian: ...; 1900 – 1980", but "1880-1952; president 1919-38"
is read at its start)."""
_BARE_SPAN = re.compile(
    _GLOSSED + r"([^;–—]*?\d{3,4})[^;–—\d]*?\s*[–—-]\s*([^;–—]*?\d{3,4}|\d{2})\b"
)
"""Two dates joined by a dash ("7 September 1722 – 28 August 1802"), after a gloss and a
semicolon at most ("Persian: ...; 1 May 1900 – 2 June 1980"); a place may follow the first
("1859 in London – 1932"), and the second may be a year's last two digits ("1820 – 88")."""
_OPEN_SPAN = re.compile(_GLOSSED + r"([^;–—]*?\d{3,4})\s*[–—-]\s*$")
"""A span a living person's name opens with: the birth date and a dash ("1944-")."""


_PLACED_SPAN = re.compile(
    _GLOSSED + r"[^;–—]*?(\d{3,4})(,?\s+in\s+)?[^;–—]*?(?:\s[–—-]\s|[–—])"
    r"[^;–—]*?(\d{3,4})(,?\s+in\s+)?"
)
"""A bare span with places: "18 December 1931 in Y – 10 November 1991 in Z" (each "in" may be
missing); split at a spaced or long dash, since a hyphen joins names ("Russian Federation-")."""
_EVENT_IN = {
    LifeEvent.BIRTH: re.compile(r"\bborn\s+in\s+"),
    LifeEvent.DEATH: re.compile(r"\bdied\s+in\s+"),
}
"""The place right after its event: "born in Y, 1963"."""
_IN_AFTER_DATE = re.compile(r",?\s+in\s+")
"""What joins a marked date to its place: "born 13 March 1963 in Y"."""
_YEAR = re.compile(r"\d{3,4}")
_END_YEAR = re.compile(r"\d{2,4}")
"""The year that ends a span, its century perhaps left out ("1820 – 88")."""
_LIFETIME_YEARS = (20, 110)
"""How many years apart a bare span's ends lie when it is a lifetime, not a term of office."""


def _a_lifetime(born: str, died: str) -> bool:
    """Whether the last years of the two dates lie a lifetime apart ("1830" and "1904"; "1820"
    and "88" in the first's century)."""
    first, last = _YEAR.findall(born), _END_YEAR.findall(died)
    if not first or not last:
        return False
    end = int(last[-1])
    if len(last[-1]) == 2:
        end += int(first[-1]) // 100 * 100
    years = end - int(first[-1])
    return _LIFETIME_YEARS[0] <= years <= _LIFETIME_YEARS[1]


def _span(index: DocumentIndex, pairing: Pairing) -> re.Match[str] | None:
    """The parenthesis after the subject mention (or after a gloss in parentheses there) that
    holds the object mention."""
    text, obj = index.text, pairing.object
    starts = [pairing.subject.end]
    gloss = _GLOSS.match(text, pairing.subject.end)
    if gloss is not None:
        starts.append(gloss.end())
    for start in starts:
        m = _SPAN_OPEN.match(text, start)
        if m is not None and m.start(1) <= obj.start and obj.end <= m.end(1):
            return m
    return None


def _slot(span: re.Match[str], pairing: Pairing, event: LifeEvent) -> tuple[int, int] | None:
    """The text span of the `event` date in the life span (`_span`), if it names one."""
    inner, at = span.group(1), span.start(1)
    marked = _MARKED[event].search(inner)
    if marked is not None:
        return (at + marked.start(1), at + marked.end(1))
    bare = _BARE_SPAN.match(inner)
    if bare is None:
        opened = _OPEN_SPAN.match(inner)
        if opened is None or event != LifeEvent.BIRTH or pairing.first_sentence != 0:
            return None
        return (at + opened.start(1), at + opened.end(1))
    if not (pairing.first_sentence == 0 or _a_lifetime(bare.group(1), bare.group(2))):
        return None
    group = 1 if event == LifeEvent.BIRTH else 2
    return (at + bare.start(group), at + bare.end(group))


def _holds(slot: tuple[int, int] | None, pairing: Pairing) -> bool:
    return slot is not None and slot[0] <= pairing.object.start and pairing.object.end <= slot[1]


def _place_start(span: re.Match[str], pairing: Pairing, event: LifeEvent) -> int | None:
    """Where the `event` place of the life span (`_span`) starts, if it names one: right after
    "in" that follows the event's date ("born 1963 in Y", "1931 in Y – 1991 in Z") or after
    "born in" / "died in" ("born in Y, 1963")."""
    inner, at = span.group(1), span.start(1)
    named = _EVENT_IN[event].search(inner)
    if named is not None:
        return at + named.end()
    marked = _MARKED[event].search(inner)
    if marked is not None:
        joined = _IN_AFTER_DATE.match(inner, marked.end(1))
        return at + joined.end() if joined is not None else None
    bare = _PLACED_SPAN.match(inner)
    group = 2 if event == LifeEvent.BIRTH else 4
    if bare is None or bare.group(group) is None:
        return None
    if not (pairing.first_sentence == 0 or _a_lifetime(bare.group(1), bare.group(3))):
        return None
    return at + bare.end(group)


def life_span_states(index: DocumentIndex, pairing: Pairing, event: LifeEvent) -> bool:
    """Whether the object mention lies in the `event` date of the life span that opens right
    after the subject mention, or is its place. A bare span ("1722 - 1802") is read in the
    document's first sentence, and elsewhere only when its years lie a lifetime apart: after a
    name in a list, a short one is as often a term of office."""
    span = _span(index, pairing)
    return span is not None and _states(span, pairing, event)


def _states(span: re.Match[str], pairing: Pairing, event: LifeEvent) -> bool:
    return (
        _holds(_slot(span, pairing, event), pairing)
        or _place_start(span, pairing, event) == pairing.object.start
    )


def life_span_contradicts(index: DocumentIndex, pairing: Pairing, event: LifeEvent) -> bool:
    """Whether that life span puts the object mention in the other event's date and not in the
    `event` one: "X (born 13 March 1963)" asked as X's date of death."""
    span = _span(index, pairing)
    if span is None:
        return False
    other = LifeEvent.DEATH if event == LifeEvent.BIRTH else LifeEvent.BIRTH
    return _holds(_slot(span, pairing, other), pairing) and not _states(span, pairing, event)
