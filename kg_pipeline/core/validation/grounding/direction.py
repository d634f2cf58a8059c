"""Direction: whether the words linking a pairing's mentions state the predicate's template (or
one of its phrasings, roles or possessive wordings) forward or reversed, after whatever only
describes a mention ("X, a club owned by Y", "X is a market town in Y")."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.cues import (
    STOPWORDS,
    SUBJECT_PRONOUNS,
    TIME,
    TITLE_OF_ADDRESS,
)
from kg_pipeline.core.validation.grounding.descriptions import (
    ARTICLES,
    AS_VERBS,
    COPULAS,
    MAX_DESCRIBING_WORDS,
    MAX_EXTRA_TEMPLATE_WORDS,
    MAX_OBJECT_DESCRIBING_WORDS,
    PERFECT,
    RELATIVES,
    describes_first,
    describing,
    describing_word,
    is_participle,
    object_described,
    reduced_middle,
    renamed_at,
    without_office,
)
from kg_pipeline.core.validation.grounding.framing import strip_relative
from kg_pipeline.core.validation.grounding.nouns import (
    MAX_NOUN_MODIFIERS,
    NOUN_MODIFIERS,
    OWN_PREPOSITION,
    joined_as_direction,
    premodified_direction,
    role_nouns,
)
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.grounding.places import name_shape
from kg_pipeline.core.validation.resolution import DocumentIndex

# -- direction ----------------------------------------------------------------------------------
_TEMPLATE_CACHE: dict[str, tuple[tuple[str, ...], bool] | None] = {}

_NOUN_PREPOSITIONS = frozenset({"of", "at", "for", "with", "in"})
"""What ends a nominal wording's middle ("a member of", "a town in")."""
_PREPOSITIONS = _NOUN_PREPOSITIONS | frozenset({"by", "to", "from", "on", "into", "as"})


_NAME = r"(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’.-]*"
_PLACE_BEFORE_AGENT = re.compile(rf"\s(?:in|at)\s+(?:the\s+)?{_NAME}\s*,?\s+(?=by\s*$)")
"""A place phrase right before the "by" of an agent that ends the link ("founded in Halvik in
1962 by": the time phrase is dropped first)."""
_AS_BEFORE_PREPOSITION = re.compile(
    r"(?:\s+(?:part-time|full-time|[a-z]+ly))?\s+as\s+(?:(?:a|an|the)\s+)?"
    r"(?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*\s+(?=(?:for|at|with)\s*$)"
)
"""What someone was, between a verb and the preposition that ends the link: "worked as a
surveyor for", "works part-time as an engineer for", "played as a winger for" read as "worked
for", "works for", "played for" (lower-case words only: no name inside)."""
_PLACE_BEFORE_DATE = re.compile(
    rf"\s(?:in|at)\s+(?:the\s+)?{_NAME}(?:\s*,\s*(?:the\s+)?{_NAME}){{0,2}}\s*,?\s+(?=(?:on|in)\s*$)"
)
"""A place phrase right before the preposition of a date that ends the link ("born in Ostmere,
Tarrow County, on")."""
_COORDINATE = re.compile(rf"^\s+and\s+(?:{_NAME}|(?:his|her|their)\s+[a-z][\w-]*)\s+(?=[a-z])")
"""A second subject coordinated with the first mention: " and Tom Wrenfield", " and her
husband"; the verb follows it in lower case."""
_BIRTH_BEFORE_KIN = re.compile(
    r"^(?:\s*,\s*(?:who|which)\b[^,;()]*,)?\s+(?:was|is)\s+born\b[^;()]*?"
    r"(?=,\s+(?:the|a|an)\s+(?:[a-z][\w-]*\s+){0,2}(?:son|daughter|child)\s+of\b[^,;()]*$)"
)
"""A birth clause between a person and an apposition naming their parent: "X was born in
Greyhallow on 12 May 2001, the son of Y" (the apposition describes the one born)."""
_CLAUSE_OPENING = re.compile(r"(?:^|,)\s*(?:(?:the|The)\s+)?$")
"""What may stand before a mention that is its clause's subject: nothing, or a comma."""


_PARTICIPLE_SUPPLEMENT = re.compile(
    r"^\s*,\s*(?:[a-z]+ly\s+)?([a-z]+)\s+(?:by|in|at|on|from|for|as|with|to|under|near|after|"
    r"during|since)\s[^,;()]*,(?=\s+[a-z])"
)
"""A reduced relative clause on the first mention, closed by a comma before the link goes on:
"X, founded by Z in 1887, becomes a subsidiary of Y" (a participle and its preposition, no
comma inside)."""


_COMPARISON_ASIDE = re.compile(
    r"^\s*,\s*(?:(?:much|very)\s+)?(?:like|unlike|as\s+with|along\s+with|together\s+with)\s"
    r"[^,;()]*,(?=\s+[a-z])",
    re.IGNORECASE,
)
"""A comparison or companion set off by commas after the first mention: "X, like Hollin Cross,
lies in Y", "X, together with Z, founded Y"."""


def _without_asides(link: str) -> str:
    """The link without a participial supplement on the first mention, then without a
    comparison aside: the verb after them is the first mention's, as after a relative clause
    ("X, who was founded by Z, is ...")."""
    m = _PARTICIPLE_SUPPLEMENT.match(link)
    if m is not None and is_participle(m.group(1)):
        link = " " + link[m.end() :]
    m = _COMPARISON_ASIDE.match(link)
    return link if m is None else " " + link[m.end() :]


def _without_coordinate(index: DocumentIndex, pairing: Pairing, link: str) -> str:
    """The link without a second subject coordinated with the first mention ("X and Tom
    Wrenfield live in Y"), when the first mention opens its sentence or follows a comma; the
    link unchanged otherwise ("Rovers signed X and Y joined Z" says nothing of X)."""
    m = _COORDINATE.match(link)
    if m is None or "'" in m.group(0) or "’" in m.group(0):
        return link
    first = min(pairing.subject.start, pairing.object.start)
    sentence = index.sentences[pairing.first_sentence]
    if _CLAUSE_OPENING.search(index.text[sentence.start : first]) is None:
        return link
    return " " + link[m.end() :]


GAP = "{*}"
"""In a wording, room for a part: one to `MAX_GAP_PHRASE_WORDS` plain words ("{o} plays {*} in
{s}": "plays the lock-keeper's widow in")."""
_GAP_WORD = "*"


def template_middle(template: str) -> tuple[tuple[str, ...], bool] | None:
    """The folded words a template puts between its endpoints (a gap as "*"), and whether {s}
    comes first. None without a content word besides a gap, or with a gap first or last."""
    if template in _TEMPLATE_CACHE:
        return _TEMPLATE_CACHE[template]
    result: tuple[tuple[str, ...], bool] | None = None
    s_at, o_at = template.find("{s}"), template.find("{o}")
    if s_at != -1 and o_at != -1:
        lo, hi = sorted((s_at, o_at))
        parts = template[lo + 3 : hi].split(GAP)
        middle = tuple(
            word
            for k, part in enumerate(parts)
            for word in [*([_GAP_WORD] if k else []), *fold(part).split()]
        )
        content = any(w not in STOPWORDS and w != _GAP_WORD for w in middle)
        if content and middle[0] != _GAP_WORD and middle[-1] != _GAP_WORD:
            result = (middle, s_at < o_at)
    _TEMPLATE_CACHE[template] = result
    return result


ROLE_PREPOSITIONS = ("at", "for", "with", "of")


@lru_cache(maxsize=256)
def role_wordings(roles: tuple[str, ...]) -> tuple[str, ...]:
    """The wordings a predicate's role nouns are read as: "{s} midfielder at {o}", ..., or
    "{s} town in {o}" for a role that names its preposition (built once per list of roles,
    not once per candidate)."""
    return tuple(
        wording
        for role in roles
        for wording in (
            [f"{{s}} {role} {{o}}"]
            if OWN_PREPOSITION.search(role)
            else [f"{{s}} {role} {prep} {{o}}" for prep in ROLE_PREPOSITIONS]
        )
    )


_NOT_A_WORDING_WORD = STOPWORDS | PERFECT | RELATIVES | {*SUBJECT_PRONOUNS, "into"}


def names_a_wording_word(linking: str, wordings: Sequence[str]) -> bool:
    """Whether a word between two mentions shares its stem with a content word of the wordings
    (a template, phrasings, role nouns): "did not play for" with "plays for", "does not own"
    with "owns" (a common start of three letters or more, and of all but the last two letters of
    the shorter word). A negation that names no such word negates another clause."""
    own = {
        word
        for wording in wordings
        for word in fold(wording).split()
        if word.isalpha() and word not in _NOT_A_WORDING_WORD
    }
    return any(
        (common := len(os.path.commonprefix((word, w)))) >= 3
        and common >= min(len(word), len(w)) - 2
        for word in fold(linking).split()
        for w in own
    )


def stated_direction(
    index: DocumentIndex,
    pairing: Pairing,
    wordings: Sequence[str],
    roles: Sequence[str] = (),
) -> tuple[str | None, str | None]:
    """('forward' or 'reverse', the wording) for the first of `wordings` (a template, then its
    phrasings), then of the `roles`' wordings, that the words linking the mentions state;
    (None, None) when none does. A role is a noun, so only a description of the first mention
    may come before it ("X, a veteran midfielder for Y"), not any two words ("X married a
    midfielder at Y").

    A wording's middle ("is the parent organization of") must end right at the second mention
    (or at a description of it: "a member of the", "owned by the businesswoman"), in one
    sentence, with at most two extra words before it ("quickly acquired") or words that only
    describe the first mention (`describes_first`): a lone content word such as "country"
    between two places says nothing about which contains which, and "born in Saginaw,
    Michigan" does not state a birth in Michigan. A copula and participle ("is owned by") is
    also stated by the participle alone after such a description ("X, a club owned by Y"). The
    linking words are read once for all the wordings; with two participles that share an agent
    ("owned and run by Y"), once with each participle alone first (`_shared_agent_links`).
    """
    if pairing.sentence_distance != 0:
        return None, None
    lo, hi = pairing.between()
    link = index.text[lo:hi]
    for alone in _shared_agent_links(link):
        found = _stated_in(index, pairing, wordings, roles, alone)
        if found[0] is not None:
            return found
    return _stated_in(index, pairing, wordings, roles, link)


def _stated_in(
    index: DocumentIndex,
    pairing: Pairing,
    wordings: Sequence[str],
    roles: Sequence[str],
    link: str,
) -> tuple[str | None, str | None]:
    """`stated_direction` for the linking words `link` (the text's, or one participle of two
    that share an agent)."""
    second = max(pairing.subject, pairing.object, key=lambda m: m.start)
    if _POSSESSIVE.match(link) or _POSSESSIVE.match(index.text, second.end):
        # "X's father was born in Z", "X works for Z's subsidiary": a mention owns what the
        # clause is about, unless the possessive is the wording ("X's father, Z").
        return possessive_direction(index, pairing, wordings, roles)
    if name_shape(index.text[second.start : second.end]):
        # "X was born in Ostmere on 9 August 1994": the place is not part of the date's link
        link = _PLACE_BEFORE_DATE.sub(" ", link)
    link = _without_coordinate(index, pairing, link)
    link = _without_asides(link)
    born = _BIRTH_BEFORE_KIN.match(link)
    if born is not None:
        link = link[born.end() :]
    words, cased = link_words(link)
    # the link without what someone was ("worked as a surveyor for" -> "worked for"), read
    # when the link itself states no wording (a role may be that noun: "as an engineer at")
    as_less = _AS_BEFORE_PREPOSITION.sub(" ", link)
    words_as = link_words(as_less)[0] if as_less != link else None
    described = object_described(words, cased)
    if described is None:
        described = renamed_at(words, cased, link)
    apposed = link.lstrip().startswith(",")
    # a comma that opens the link and nothing closes: what follows may be a new clause
    opened = apposed and link.count(",") == 1
    listed = _COMMA_BEFORE_SECOND.search(link) is not None
    # which linking words are written with a capital (names; not a count), for the gap inside
    # a wording; None when the folded and the written words do not align one to one
    named = (
        frozenset(i for i, w in enumerate(cased) if not (w.islower() or w.isdigit()))
        if len(cased) == len(words)
        else None
    )
    lead: list[str] | None = None
    opening: list[str] | None = None
    strict_from = len(wordings)
    for n, wording in enumerate([*wordings, *role_wordings(tuple(roles))]):
        strict = n >= strict_from
        shape = _linking_middle(wording)
        if shape is None:
            continue
        middle, s_first_in_template = shape
        if listed and _bare(middle) and tuple(words[-len(middle) :]) == middle:
            continue  # "Gideon Marsh, Chairman, Brannoch Rovers": a sign-off, not "X chairman Y"
        if _states(words, middle, strict, described, apposed, named, opened) or (
            words_as is not None and not strict and _states(words_as, middle, False, None)
        ):
            forward = pairing.subject_first == s_first_in_template
            return ("forward" if forward else "reverse"), wording
        if lead is None:
            lead = _fronted_lead(index, pairing)
        if lead and _fronted(lead, middle, strict):
            # "Born in Y, X ...", "A lifelong member of the Y, X ...": the participle's or the
            # noun's object first, the mention it describes second.
            forward = pairing.subject_first != s_first_in_template
            return ("forward" if forward else "reverse"), wording
        if opening is None:
            opening = _specifying_opening(index, pairing)
        if opening and _specifies(opening, middle):
            # "The capital of Y is X", "The mayor of Y, X, said": the role named first.
            forward = pairing.subject_first != s_first_in_template
            return ("forward" if forward else "reverse"), wording
    found = _object_relative(index, pairing, link, wordings)
    if found[0] is not None:
        return found
    found = premodified_direction(index, pairing, wordings, roles)
    if found[0] is not None:
        return found
    found = joined_as_direction(index, pairing, roles)
    if found[0] is not None:
        return found
    return possessive_direction(index, pairing, wordings, roles)


_SHARED_AGENT = re.compile(r"\b([a-z]+)\s+and\s+([a-z]+)\s+(?=by\b)")
_IRREGULAR_PARTICIPLES = frozenset(
    {"run", "built", "made", "held", "kept", "led", "sold", "bought"}
)
"""Participles that `is_participle` ("-ed", "-en", "born", "set") does not know."""


def _shared_agent_links(link: str) -> list[str]:
    """The link with one of two participles that share an agent: "owned and run by Y" read as
    "owned by Y" and as "run by Y" (each holds of the first mention); none when the link has no
    such pair."""
    m = _SHARED_AGENT.search(link)
    if m is None or not all(
        is_participle(w) or w in _IRREGULAR_PARTICIPLES for w in (m.group(1), m.group(2))
    ):
        return []
    return [link[: m.start()] + m.group(k) + " " + link[m.end() :] for k in (1, 2)]


_LYING = frozenset({"lies", "lay", "lie", "located", "situated", "is", "was", "sits", "stands"})
"""What may stand alone before "in" when a place is said to lie in another ("X is located in")."""


def states_containment(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether the words linking the mentions say the first (the subject) lies in the second:
    "X lies in Y", "X is located in northern Y", "X, a fishing town in Y", "X is the largest
    port in Y", "X, the capital of Y". Forward only, in one sentence; the clause around it is
    read elsewhere, as for any wording. For a predicate whose object's rank says the rest
    ("country": only a country's name makes "X lies in Y" a statement of it)."""
    if pairing.sentence_distance != 0 or not pairing.subject_first:
        return False
    lo, hi = pairing.between()
    link = index.text[lo:hi]
    if _POSSESSIVE.match(link) or _POSSESSIVE.match(index.text, pairing.object.end):
        return False
    words, cased = link_words(link)
    described = object_described(words, cased)
    apposed = link.lstrip().startswith(",")
    for ends in [words] if described is None else [words, words[:described]]:
        if not ends or ends[-1] not in ("in", "of"):
            continue
        head = ends[:-1]
        if any(w in _NOT_EXTRA for w in head):
            continue
        if ends[-1] == "in" and len(head) <= 2 and all(w in _LYING for w in head):
            return True  # "X lies in", "X is located in", "X in"
        if head and describes_first(head, apposed):
            return True  # "X, a fishing town in", "X, the capital of"
    return False


# -- object relative clauses ("X, which Y has owned since 1987") ----------------------------------
_RELATIVE_LINK = re.compile(
    r"^\s*,?\s*(?:(?:(?:a|an|the)\s+(?:[a-z][\w'’-]*\s+){0,4}?)?(?:which|that|whom)"
    r"|(?:a|an|the)\s+(?:[a-z][\w'’-]*\s+){0,3}?[a-z][\w'’-]*)\s*$"
)
"""The link from the head of an object relative clause to its subject: ", which", " that",
", whom", ", a small studio that", or an apposition alone (", the memoir" + "Y wrote")."""
_RELATIVE_AUX = frozenset({"has", "have", "had", "once", "also", "still", "later", "first"})
"""What may stand before the verb of the clause: never a modal, a negation or a hedge."""
_AFTER_VERB = frozenset([
    "in", "on", "at", "since", "from", "during", "with", "for", "until", "before", "after",
    "when", "though", "although", "because", "as", "by", "over", "outright", "jointly",
    "together", "last", "this", "once", "himself", "herself", "itself", "themselves", "alone",
])  # fmt: skip
"""What may follow the verb: a time, place or manner, not a second object ("which Y owns a
stake in")."""
_VERB_TAIL = re.compile(r"[\w'’-]+|[^\w\s]")


def _object_relative(
    index: DocumentIndex, pairing: Pairing, link: str, wordings: Sequence[str]
) -> tuple[str | None, str | None]:
    """('forward' or 'reverse', the wording) when the first mention heads a relative clause
    whose subject is the second and whose verb is a wording's verb with the head as its object:
    "X, which Y has owned outright since 1987," states "{o} owns {s}" read as "Y owned X";
    "the memoir Y wrote" after an apposition likewise. Only the auxiliaries of
    `_RELATIVE_AUX` and "-ly" adverbs outside `_KEPT_ADVERBS` may stand before the verb, so a
    modal, negation or hedge ("which Y may have owned", "which Y never owned") states nothing;
    the verb must end the clause or be followed by a time, place or manner word."""
    if _RELATIVE_LINK.match(link) is None or _POSSESSIVE.match(link):
        return None, None
    first, second = sorted((pairing.subject, pairing.object), key=lambda m: m.start)
    sentence = index.sentences[index.sentence_of(second.start)]
    tail = [t.lower() for t in _VERB_TAIL.findall(index.text[second.end : sentence.end])]
    i = 0
    while i < len(tail) and (tail[i] in _RELATIVE_AUX or _skippable(tail[i])):
        i += 1
    for wording in wordings:
        shape = _linking_middle(wording)
        if shape is None:
            continue
        middle, s_first = shape
        if middle[0] in COPULAS | ARTICLES | PERFECT or middle[-1] in _PREPOSITIONS:
            continue  # a copula, a noun or a preposition: not a verb and its object
        if tuple(tail[i : i + len(middle)]) != middle:
            continue
        after = tail[i + len(middle)] if i + len(middle) < len(tail) else "."
        if after.isalnum() and after not in _AFTER_VERB and not _skippable(after):
            continue
        # The head is the verb's object: the wording's slot after its middle.
        head_is_subject = first.start == pairing.subject.start
        forward = head_is_subject != s_first
        return ("forward" if forward else "reverse"), wording
    return None, None


_COMMA_BEFORE_SECOND = re.compile(r",\s*$")


def _bare(middle: tuple[str, ...]) -> bool:
    """A middle of content words only ("chairman", "prime minister", "starring"): between two
    names it states the wording only when no comma closes it right before the second name."""
    return all(w not in STOPWORDS for w in middle)


_SPECIFYING_LINK = re.compile(r"^\s*(?:is|was|has\s+been|had\s+been|,)\s*$", re.IGNORECASE)


def _specifying_opening(index: DocumentIndex, pairing: Pairing) -> list[str]:
    """The folded words that open the sentence before the first mention (a time phrase
    dropped), when the link to the second is a copula ("The capital of Y is X") or a comma
    whose apposition closes right after the second mention ("The mayor of Y, X, said"); else
    none. Read once for all the wordings."""
    lo, hi = pairing.between()
    link = _LINK_TIME.sub(" ", index.text[lo:hi])
    if _SPECIFYING_LINK.match(link) is None:
        return []
    if "," in link and not index.text.startswith(",", max(pairing.subject.end, pairing.object.end)):
        return []
    return fold(_LINK_TIME.sub(" ", _before_first(index, pairing))).split()


MAX_SPECIFYING_WORDS = 3


def _specifies(opening: list[str], middle: tuple[str, ...]) -> bool:
    """Whether the sentence opens with a nominal wording's middle ending in "of" after "the" and
    at most `MAX_SPECIFYING_WORDS` describing words: "the capital of", "the long-serving mayor
    of" (the wording's copula, perfect and article dropped: "is the father of" -> "father of")."""
    at = 0
    while at < len(middle) and middle[at] in COPULAS | PERFECT | ARTICLES:
        at += 1
    core = middle[at:]
    if len(core) < 2 or core[-1] != "of" or len(opening) < len(core) + 1:
        return False
    if tuple(opening[-len(core) :]) != core:
        return False
    head = opening[: -len(core)]
    return head[0] == "the" and len(head) - 1 <= MAX_SPECIFYING_WORDS and describing(head[1:])


def _fronted(lead: list[str], middle: tuple[str, ...], strict: bool) -> bool:
    """Whether the words that open the sentence are a wording's middle fronted before the
    mention it describes: a participle and its preposition ("Founded by", "Born in"), or a
    noun phrase ending in the middle's noun and preposition ("A lifelong member of the", "A
    graduate of"), an article and at most `MAX_DESCRIBING_WORDS` describing words before it."""
    participle = reduced_middle(middle) or middle
    if not strict and len(participle) == 2 and is_participle(participle[0]):
        # "Founded by Y, X", or with the agent described: "Owned by the Y Trust, X", "Founded
        # by the wool merchant Y, X" (an article and at most three describing words)
        if lead[:2] != list(participle):
            return False
        agent = lead[2:]
        return not agent or (
            agent[0] in ARTICLES
            and len(agent) - 1 <= MAX_OBJECT_DESCRIBING_WORDS
            and describing(agent[1:])
        )
    core = middle[1:] if middle and middle[0] in COPULAS else middle
    if core and core[0] in ARTICLES:
        core = core[1:]
    elif not strict:
        return False  # a verb ("plays for"), not a noun: "Plays for Y, X" is not English
    if len(core) < 2 or core[-1] not in _NOUN_PREPOSITIONS:
        return False
    words = lead[:-1] if lead[-1] in ARTICLES else lead
    if len(words) < len(core) + 1 or tuple(words[-len(core) :]) != core:
        return False
    head = words[: -len(core)]
    return head[0] in ARTICLES and len(head) - 1 <= MAX_DESCRIBING_WORDS and describing(head[1:])


# -- possessive wordings ("X's father, Z") --------------------------------------------------------
_POSSESSIVE_WORDING = re.compile(r"\{([so])\}['’]s\s+([^{}]+?)\s+\{[so]\}")
"""A wording whose first endpoint owns the noun: "{s}'s father {o}", "{o}'s goalkeeper {s}"."""


@lru_cache(maxsize=1024)
def _linking_middle(wording: str) -> tuple[tuple[str, ...], bool] | None:
    """`template_middle` of a wording read in the words between the mentions; None for a
    possessive wording, which `possessive_direction` reads (once per wording, not per pairing)."""
    if _POSSESSIVE_WORDING.fullmatch(wording):
        return None
    return template_middle(wording)


_AND_PRONOUN = re.compile(r"\s*and\s+(?:his|her|their)\s+", re.IGNORECASE)
_WHOSE = re.compile(r"\s*,\s*whose\s+", re.IGNORECASE)
"""A relative possessive on the first mention: "X, whose father, Y," reads as "X's father, Y"."""
_POSSESSIVE_TAIL = re.compile(
    r"(?:['’]s|(?<=s)['’])\s+([^,;:.()\[\]'’]*?)\s*(?=[,;:.)]|\s+and\b|$)"
)
"""The noun a second mention owns, after "'s" or a plural's bare apostrophe ("Kellby Rovers'
goalkeeper")."""
_COPULA_ONLY = ((), ("is",), ("was",))


@lru_cache(maxsize=256)
def possessive_nouns(
    wordings: tuple[str, ...], roles: tuple[str, ...]
) -> tuple[tuple[tuple[str, ...], bool, str], ...]:
    """(folded noun, whether the owner is {s}, the wording) for every possessive wording and
    every role read as one ("{o}'s goalkeeper {s}": the club's goalkeeper is its player)."""
    out: list[tuple[tuple[str, ...], bool, str]] = []
    for wording in wordings:
        m = _POSSESSIVE_WORDING.fullmatch(wording.strip())
        if m is not None:
            out.append((tuple(fold(m.group(2)).split()), m.group(1) == "s", wording))
    return (*out, *role_nouns(roles, "{{o}}'s {role} {{s}}"))


def possessive_direction(
    index: DocumentIndex,
    pairing: Pairing,
    wordings: Sequence[str],
    roles: Sequence[str] = (),
) -> tuple[str | None, str | None]:
    """('forward' or 'reverse', the wording) when one mention owns a noun that names the other:
    "X's father, Z", "X and his wife, Z" and "X, whose father, Z" (the first mention owns it),
    "Z, X's younger sister," and "Z is X's father" (the second does), the noun being a
    possessive wording's ("{s}'s father {o}") or a role's, with at most two modifiers before it
    ("elder", "late", "chief"); (None, None) otherwise. Anything else after the possessive
    ("X's father was born in Z") states nothing."""
    nouns = possessive_nouns(tuple(wordings), tuple(roles))
    if not nouns:
        return None, None
    first, second = sorted((pairing.subject, pairing.object), key=lambda m: m.start)
    lo, hi = pairing.between()
    link = index.text[lo:hi]
    opener = _POSSESSIVE.match(link) or _AND_PRONOUN.match(link) or _WHOSE.match(link)
    if opener is not None:
        owner = first
        words, cased = link_words(link[opener.end() :])
        described = object_described(words, cased)
        if described is not None:
            words = words[:described]
        if words and words[-1] in COPULAS:
            words = words[:-1]  # "X's father is Z"
    else:
        if tuple(fold(strip_relative(link)).split()) not in _COPULA_ONLY:
            return None, None
        sentence = index.sentences[index.sentence_of(second.start)]
        tail = _POSSESSIVE_TAIL.match(index.text[: sentence.end], second.end)
        if tail is None:
            return None, None
        owner = second
        words = fold(tail.group(1)).split()
    owned = _owned_noun(words, nouns)
    if owned is None:
        return None, None
    owner_is_s, wording = owned
    forward = (owner.start == pairing.subject.start) == owner_is_s
    return ("forward" if forward else "reverse"), wording


def _owned_noun(
    words: Sequence[str], nouns: Sequence[tuple[tuple[str, ...], bool, str]]
) -> tuple[bool, str] | None:
    """(whether the owner is {s}, the wording) of the first possessive noun (`possessive_nouns`)
    that the folded `words` end with, after at most `MAX_NOUN_MODIFIERS` of `NOUN_MODIFIERS`."""
    for noun, owner_is_s, wording in nouns:
        n = len(noun)
        if (
            len(words) >= n
            and tuple(words[-n:]) == noun
            and len(words) - n <= MAX_NOUN_MODIFIERS
            and all(w in NOUN_MODIFIERS for w in words[:-n])
        ):
            return owner_is_s, wording
    return None


_POSSESSED_BEFORE = re.compile(
    r"(?:(?<![\w'’-])(?:its|their|his|her)|\bthe\s+[a-z]+['’]s)\s+([^,;:.()]+?),\s*$",
    re.IGNORECASE,
)
"""A noun possessed by a pronoun or by "the <noun>'s", set off by a comma right before the
second mention: "its chairwoman, X", "the group's chief executive, X"."""


def possessed_apposition(
    index: DocumentIndex,
    pairing: Pairing,
    wordings: Sequence[str],
    roles: Sequence[str] = (),
) -> str | None:
    """'forward' or 'reverse' when the second mention renames a noun that a possessive right
    before it owns and that noun is a possessive wording's or a role's, read with the first
    mention as the owner ("Y denied a report that its chairwoman, X, was leaving": the
    chairwoman of Y); None otherwise. Whom the pronoun means is assumed, not resolved: the
    reading only tells the support stage that a negation around the pair need not deny it."""
    first, second = sorted((pairing.subject, pairing.object), key=lambda m: m.start)
    lo = max(first.end, second.start - 80)
    m = _POSSESSED_BEFORE.search(index.text[lo : second.start])
    if m is None:
        return None
    owned = _owned_noun(fold(m.group(1)).split(), possessive_nouns(tuple(wordings), tuple(roles)))
    if owned is None:
        return None
    return "forward" if (first.start == pairing.subject.start) == owned[0] else "reverse"


_NOT_EXTRA = frozenset({"whose", "no"})
"""Words that, before a wording's middle, make it someone else's or deny it."""
_POSSESSIVE = re.compile(r"['’](?:s\b|\s)")
"""Matched at a position (`match`), so anchored there without "^"."""
_APPOSITION = re.compile(
    r"^\s*,\s*(?:a|an|the|his|her|its|their|(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,3}['’]s)"
    r"\b[^,;()]*,\s*",
    re.IGNORECASE,
)
"""An apposition on the first mention: a description ("X, a retired judge,") or a relation to
someone named ("X, Whitlock's husband,")."""
_LINK_TIME = re.compile(
    rf"\b(?:in|since|from|during|on)\s+(?:(?:early|late|mid)[\s-]+|the\s+(?:spring|summer|"
    rf"autumn|fall|winter)\s+of\s+)?(?:{TIME.pattern})"
    rf"|\b(?:in|since|during)\s+the\s+(?:spring|summer|autumn|fall|winter)\b"
    rf"|\bon\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
    rf"|\b(?:(?:since|during)\s+)?(?:this|last|earlier\s+this|later\s+that)\s+"
    rf"(?:week|month|year|season|spring|summer|autumn|fall|winter)\b(?!['’])",
    re.IGNORECASE,
)


def link_words(link: str) -> tuple[list[str], list[str]]:
    """The folded words that link two mentions, and the same words as written, without what is
    not part of the link: a relative clause or an apposition on the first mention ("X, who did
    not attend, was born in Z"; "X, a retired judge, is married to Z") and time phrases
    ("founded in 1994 by") and a place right before an agent ("founded in Halvik by")."""
    link = strip_relative(link)
    m = _APPOSITION.match(link)
    if m is not None and link[m.end() :].strip():
        # (not when it is the whole link: "X, a ground that belongs to the founder's
        # granddaughter, Y" describes X and then renames what it belongs to)
        link = link[m.end() :]
    link = _PLACE_BEFORE_AGENT.sub(" ", _LINK_TIME.sub(" ", link))
    link = _HONORIFIC_END.sub(" ", _TIME_POSSESSIVE_END.sub(" the ", link))
    return fold(link).split(), _WORD_TOKENS.findall(link)


_TIME_POSSESSIVE_END = re.compile(
    r"\s(?:this|last|next|that)\s+(?:year|season|month|week)['’]s\s*$", re.IGNORECASE
)
"""A time's possessive right before the second mention, read as its article: "won this year's
Y" as "won the Y"."""


_HONORIFIC_END = re.compile(rf"\s{TITLE_OF_ADDRESS}\s*$")
"""A title of address right before the second mention: "founded by the Reverend Y", "married to
Dr Y" read as "founded by Y", "married to Y" (not kin words: "Sister" may be one)."""


_WORD_TOKENS = re.compile(r"\w+")


# What may stand between a fronted participle's agent and the mention it describes: a time
# phrase and the comma that closes the participle ("Founded by Y in 2011, X ...").
_FRONTED_LINK = re.compile(
    r"\s*(?:,\s*(?:a|an|the)\s[^,;()]*)?"  # an apposition on the participle's object
    r"(?:(?:in|since|from|during|on)\s+(?:(?:early|late|mid)\s+)?"
    r"(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?\d{4}\s*)?"
    r"(?:(?:in|at|on)\s+(?:a|an|the)\s[^,;()]*)?,\s*$"  # where: "in a converted boathouse"
)


def _fronted_lead(index: DocumentIndex, pairing: Pairing) -> list[str]:
    """The folded words that open the sentence before the first mention, when only a time
    phrase (or an apposition on the first mention) and a comma come between the two mentions;
    else none. A wording whose middle is a participle and its preposition and equals them is a
    fronted participle: "Founded by Y in 2011, X builds ..." states "X founded by Y", "Born in
    Y, X ..." states "X born in Y", the participle's object first, the mention it describes
    second. Read once for all the wordings."""
    lo, hi = pairing.between()
    if _FRONTED_LINK.match(index.text[lo:hi]) is None:
        return []
    # a time phrase inside the participle's phrase: "Founded in 1952 by Y, X ..."
    return fold(_LINK_TIME.sub(" ", _before_first(index, pairing))).split()


def _before_first(index: DocumentIndex, pairing: Pairing) -> str:
    """The text that opens the first mention's sentence, up to the mention."""
    first = min(pairing.subject.start, pairing.object.start)
    return index.text[index.sentences[index.sentence_of(first)].start : first]


def _states(
    words: Sequence[str],
    middle: tuple[str, ...],
    strict: bool,
    described: int | None,
    apposed: bool = False,
    named: frozenset[int] | None = None,
    opened: bool = False,
) -> bool:
    """Whether the linking words state a wording's middle: at once, before a description of the
    second mention, or (a copula and participle) as the participle alone after a description of
    the first mention. `apposed`: the link opens with a comma (an apposition on the first
    mention may then go without an article: "X, chief geologist at Y"). `named`: the positions
    of words written with a capital (none may stand in a wording's gap); None: no gap.
    `opened`: no second comma closes the opening one (`_new_subject`)."""
    ends = [words] if described is None else [words, words[:described]]
    if any(_links(w, middle, strict, apposed, named, opened) for w in ends):
        return True
    reduced = reduced_middle(middle)
    return reduced is not None and any(_links(w, reduced, True, apposed) for w in ends)


# Adverbs that limit, hedge or deny what they modify: never skipped inside a middle.
# fmt: off
_KEPT_ADVERBS = frozenset([
    "hardly", "scarcely", "barely", "rarely", "formerly", "previously", "wrongly", "falsely",
    "mistakenly", "erroneously", "incorrectly", "supposedly", "allegedly", "reportedly",
    "apparently", "possibly", "probably", "presumably", "seemingly", "likely", "unlikely",
    "purportedly", "ostensibly", "nominally", "nearly", "potentially", "conceivably",
    "hypothetically", "theoretically", "provisionally", "tentatively",
])
# fmt: on


MAX_GAP_WORDS = 3
"""Words that may stand between a wording's verb and its preposition ("plays rugby for")."""
MAX_NOUN_ADJECTIVES = 2
"""Describing words between a nominal wording's article and its noun ("a lifelong member of")."""


def _middle_at(
    words: Sequence[str], middle: tuple[str, ...], named: frozenset[int] | None = None
) -> int | None:
    """Where `middle` begins if `words` end with it, an adverb in "-ly" allowed between two of
    its words ("is wholly owned by"); None if they do not end with it. With `named` (the
    positions of words written with a capital), a middle of a verb and its preposition may also
    hold up to `MAX_GAP_WORDS` plain words between the two ("plays rugby for", "played four
    seasons for", "studied public health at"), none of them a name."""
    i = len(words)
    for n, word in enumerate(reversed(middle)):
        if word == _GAP_WORD:
            # the part: plain words up to the middle's word before the gap
            i = _gap_start(words, i, middle[len(middle) - n - 2], named)
            if i < 0:
                return None
            continue
        i -= 1
        if n > 0:
            if named is not None and n == len(middle) - 1 >= 2 and word in ARTICLES:
                # "a lifelong member of", "the former parent company of": describing words
                # between a nominal wording's article and its noun
                i = _back_to(words, i, word, MAX_NOUN_ADJECTIVES, named, _adjective)
            if named is not None and n == 1 and len(middle) == 2 and middle[1] in _PREPOSITIONS:
                i = _back_to(words, i, word, MAX_GAP_WORDS, named, _gap_word)
            while i >= 0 and words[i] != word and _skippable(words[i]):
                i -= 1
        if i < 0 or words[i] != word:
            return None
    return i


MAX_GAP_PHRASE_WORDS = 6
_GAP_PHRASE_WORDS = frozenset({"a", "an", "the", "of", "s"})


def _gap_start(words: Sequence[str], end: int, before: str, named: frozenset[int] | None) -> int:
    """Where a wording's gap begins when the words before position `end` are one to
    `MAX_GAP_PHRASE_WORDS` plain words (articles, "of", a possessive's "s", describing words, a
    count: "made 143 appearances for"; no name) preceded by `before`, the wording's word before
    the gap; -1 otherwise, and when the written words are not known (`named` None), since a
    name may not stand in a gap."""
    if named is None:
        return -1
    for start in range(end - 1, max(end - MAX_GAP_PHRASE_WORDS, 1) - 1, -1):
        word = words[start]
        if start in named or not (
            word in _GAP_PHRASE_WORDS or word.isdigit() or describing_word(word)
        ):
            return -1
        if words[start - 1] == before:
            return start
    return -1


def _back_to(
    words: Sequence[str],
    i: int,
    word: str,
    limit: int,
    named: frozenset[int],
    allowed: Callable[[Sequence[str], int], bool],
) -> int:
    """Where `word` stands if at most `limit` words that `allowed` accepts, none of them
    written with a capital, stand between it and position `i + 1`; else `i`."""
    j = i
    while j >= 0 and i - j < limit and words[j] != word and j not in named and allowed(words, j):
        j -= 1
    return j if j >= 0 and words[j] == word else i


def _adjective(words: Sequence[str], j: int) -> bool:
    return describing_word(words[j])


def _gap_word(words: Sequence[str], j: int) -> bool:
    """A sport, position, subject or duration between a verb and its preposition: a describing
    word, or "in"/"on" ("in midfield", "on the wing", "the" only after them)."""
    word = words[j]
    if word == "the":
        return j > 0 and words[j - 1] in ("in", "on")
    return word in ("in", "on") or describing_word(word)


def _skippable(word: str) -> bool:
    return word.endswith("ly") and word.isalpha() and word not in _KEPT_ADVERBS


def _links(
    words: Sequence[str],
    middle: tuple[str, ...],
    strict: bool = False,
    apposed: bool = False,
    named: frozenset[int] | None = None,
    opened: bool = False,
) -> bool:
    """Whether `words` (the link between two mentions) state `middle`: it closes the gap ("born
    in Saginaw, Michigan" does not say born in Michigan), after at most two extra words or a
    description of the first mention."""
    extra = _middle_at(words, middle, None if strict else named)
    if extra is None or any(w in _NOT_EXTRA for w in words[:extra]):
        # "X, whose father was born in Z" is the father's birthplace; "X is no brother of Z"
        return False
    if opened and extra and _new_subject(words[0], 0 in (named or ()), middle):
        return False
    if strict:
        # A job title may go without its article ("X is research director at Y"), a
        # participle may not ("X is nominally owned by Y").
        bare = not is_participle(middle[0])
        if describes_first(words[:extra], apposed, bare):
            return True
        if not bare and _relative_auxiliaries(words[:extra]):
            return True  # "X, which has been owned by Y" (a template's participle alone)
        # "X was born in Z and has been a clerk for Y": the title in a second verb phrase.
        head = words[:extra]
        k = _last_and(head)
        return (
            0 < k < len(head) - 1
            and head[k + 1] in COPULAS | PERFECT | AS_VERBS
            and describes_first(head[k + 1 :], False, bare)
        )
    if "and" in words[:extra]:
        # "founded by X and owned by Y": X is not what is owned; only a second verb phrase
        # of the first mention's own ("X ... and is owned by Y") states it, or a description
        # of it with two nouns ("X is a market town and civil parish in the county of Y").
        return _coordinated(words[:extra], middle) or describes_first(words[:extra])
    return (
        sum(not _skippable(w) for w in without_office(words[:extra])) <= MAX_EXTRA_TEMPLATE_WORDS
        or describes_first(words[:extra])
        or (is_participle(middle[0]) and _relative_auxiliaries(words[:extra]))
    )


def _new_subject(first: str, capital: bool, middle: tuple[str, ...]) -> bool:
    """Whether the first word after an unclosed comma that opens the link begins the wording's
    own subject: a subject pronoun or a name ("After meeting X, Phillips wrote Y", "..., he
    wrote Y"), before a wording that is no participle phrase ("X, a club owned by Y")."""
    if is_participle(middle[0]) and len(middle) > 1:
        return False
    return first in SUBJECT_PRONOUNS or capital


def _relative_auxiliaries(extra: Sequence[str]) -> bool:
    """Whether the words before a participle wording are a relative pronoun and its auxiliaries
    ("X, which has been owned by Y", "X, who has long been employed by Y"): a copula or
    "has|had|have been", "now", "long", "still" or "also" among them."""
    if not extra or extra[0] not in RELATIVES:
        return False
    return _auxiliaries(extra[1:]) in _COPULA_OR_BEEN


def _auxiliaries(words: Sequence[str]) -> tuple[str, ...]:
    """`words` without the adverbs that may stand among a participle's auxiliaries ("is now
    wholly owned by", "has been formally twinned with"); hedging ones stay (`_KEPT_ADVERBS`)."""
    return tuple(w for w in words if w not in _COPULA_ADVERBS and not _skippable(w))


_COPULA_OR_BEEN = (("is",), ("was",), ("are",), ("were",), ("has", "been"), ("had", "been"),
                   ("have", "been"))  # fmt: skip
"""What stands before a participle or a noun as a copula does."""
_AUXILIARY = (*_COPULA_OR_BEEN, ("has",), ("have",), ("had",))
"""What may stand after "and" before a participle of the first mention's second verb phrase."""


_COPULA_ADVERBS = frozenset({"now", "still", "also", "since", "later", "long"})
"""Adverbs that may stand between a second verb phrase's copula and its noun ("and is now a")."""


def _last_and(words: Sequence[str]) -> int:
    """Where the last "and" stands in `words`, or -1."""
    for i in range(len(words) - 1, -1, -1):
        if words[i] == "and":
            return i
    return -1


def _coordinated(extra: Sequence[str], middle: tuple[str, ...]) -> bool:
    """Whether the middle is the second of two verb phrases that share the first mention as
    subject: "X has its head office in Z and is owned by Y", "X was born in Z and plays for Y".
    The words after the last "and" are a copula (or "has been") before a participle, or nothing
    before a finite verb; something must stand before "and" ("founded by X and owned by Y"
    says the owner of what X founded)."""
    k = _last_and(extra)
    if k <= 0:
        return False
    tail = tuple(extra[k + 1 :])
    if is_participle(middle[0]):
        return _auxiliaries(tail) in _AUXILIARY  # "and is owned by", "and is now owned by"
    if middle[0] in ARTICLES:
        # "and is now a subsidiary of", "and has been a subsidiary of": a copula and a noun
        head = next((k for k in (1, 2) if tail[:k] in _COPULA_OR_BEEN), 0)
        return head > 0 and all(w in _COPULA_ADVERBS for w in tail[head:])
    return not tail and middle[0] not in COPULAS


def template_direction(index: DocumentIndex, pairing: Pairing, template: str) -> str | None:
    """'forward' or 'reverse' when the words linking the mentions state the template
    (`stated_direction` with the template alone)."""
    return stated_direction(index, pairing, (template,))[0]
