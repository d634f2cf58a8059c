"""Readings by a noun that names the relation, for the template path (`direction`): a name
before a role noun ("X, the Kellby Rovers midfielder,", "Kellby Rovers goalkeeper X", "the
Ostmere-based X"), joining as a role ("X joined Y as chief executive"), and a name that says
its kind ("X joined the Commonweal Party"). "Joined" alone says neither which kind of
organisation was joined nor in what capacity; the role or the name does. The modifiers a role
may carry are shared with the possessive reading ("X's long-serving goalkeeper")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from kg_pipeline.core.text.normalize import fold
from kg_pipeline.core.validation.grounding.cues import STOPWORDS
from kg_pipeline.core.validation.grounding.pairing import Pairing
from kg_pipeline.core.validation.resolution import DocumentIndex

# Words that may stand between the possessive and its noun without changing what it names.
# fmt: off
NOUN_MODIFIERS = frozenset([
    "younger", "elder", "older", "eldest", "youngest", "late", "only", "twin", "former", "first",
    "second", "third", "chief", "senior", "junior", "head", "assistant", "deputy", "principal",
    "lead", "managing", "veteran", "new", "current", "longtime", "long", "serving", "standing",
    "time", "one", "leading", "top", "regular", "choice",
])
# fmt: on
MAX_NOUN_MODIFIERS = 2

OWN_PREPOSITION = re.compile(r"\s(?:at|for|with|of|in)$")
"""A role that names its own preposition ("town in": a place, not a job) is read with it only."""


# -- a name before a role noun ("X, the Corlington Rovers midfielder", "Y goalkeeper X") --------
_APPOSED_ARTICLE = re.compile(r"^\s*,\s*(?:the|a|an)\s+((?:[a-z][\w'’-]*\s+){0,2})$")
"""An apposition on the first mention opened by an article, at most two words before the name
that modifies its noun: ", the", ", a former"."""
_BARE_LINK = re.compile(r"^\s+(?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*\s+$")
"""Lower-case words only between a name and the name its noun describes: " goalkeeper "."""
_ROLE_END = re.compile(
    r"[\s-]*(?:[,.;:)\]]|$|(?:who|whose|since|for|from|in|at|on|and|until|after|before|during|"
    r"when)\b)",
    re.IGNORECASE,
)
"""What may follow a premodified role: the end of the phrase or a clause or phrase that
describes the holder ("the Civic Renewal Party councillor for Grauwick"), not a noun's own
complement ("the Premier League player of the year")."""
_PREMODIFIED = re.compile(r"\{o\}-([a-z][\w-]*)\s+\{s\}")
"""A wording written object-first with a hyphen: "{o}-based {s}"."""


@lru_cache(maxsize=256)
def premodified_heads(
    wordings: tuple[str, ...], roles: tuple[str, ...]
) -> tuple[tuple[tuple[str, ...], bool, str], ...]:
    """(folded head, whether it is hyphened to the name, the wording) for every role ("{o}
    midfielder {s}") and every wording written "{o}-based {s}" (once per vocabulary entry)."""
    out: list[tuple[tuple[str, ...], bool, str]] = []
    for wording in wordings:
        m = _PREMODIFIED.fullmatch(wording.strip())
        if m is not None:
            out.append((tuple(fold(m.group(1)).split()), True, wording))
    return (*out, *role_nouns(roles, "{{o}} {role} {{s}}"))


def role_nouns(roles: Sequence[str], shape: str) -> list[tuple[tuple[str, ...], bool, str]]:
    """(folded role, False: the object owns or names it, the role written in `shape`) for every
    role read as a noun of the object ("{o} midfielder {s}", "{o}'s midfielder {s}"); a role
    that names its own preposition ("town in") is not."""
    return [
        (tuple(fold(role).split()), False, shape.format(role=role))
        for role in roles
        if OWN_PREPOSITION.search(role) is None
    ]


def premodified_direction(
    index: DocumentIndex,
    pairing: Pairing,
    wordings: Sequence[str],
    roles: Sequence[str] = (),
) -> tuple[str | None, str | None]:
    """('forward' or 'reverse', the wording) when one mention's name modifies a noun that
    describes the other: a role ("X, the Corlington Rovers midfielder,", "Pellinford Athletic
    goalkeeper X") or a hyphened wording ("X, the Ostmere-based maker", "the Ostmere-based
    X"). The noun phrase is an apposition on the first mention, opened by an article, or
    stands right before the second; the role comes right after the name, with at most two of
    a possessive role's modifiers, and ends its phrase (`_ROLE_END`)."""
    heads = premodified_heads(tuple(wordings), tuple(roles))
    if not heads or pairing.sentence_distance != 0:
        return None, None
    first, second = sorted((pairing.subject, pairing.object), key=lambda m: m.start)
    lo, hi = pairing.between()
    link = index.text[lo:hi]
    apposed = _APPOSED_ARTICLE.match(link)
    if apposed is not None and all(w in NOUN_MODIFIERS for w in fold(apposed.group(1)).split()):
        holder = first  # "X, the Y midfielder": the noun after the second name describes X
        wording = _head_after_name(
            index.text[second.end : index.sentences[pairing.first_sentence].end], heads
        )
    elif _BARE_LINK.match(link) or (link.startswith("-") and _BARE_LINK.match(" " + link[1:])):
        holder = second  # "Y goalkeeper X": the noun between the names describes X
        wording = _head_between_names(link, heads)
    else:
        return None, None
    if wording is None:
        return None, None
    forward = holder.start == pairing.subject.start
    return ("forward" if forward else "reverse"), wording


def _head_after_name(tail: str, heads: tuple[tuple[tuple[str, ...], bool, str], ...]) -> str | None:
    """The wording whose head follows the name: "-based ...", or a role (after at most two
    modifiers) that ends its phrase."""
    words = fold(tail).split()
    for head, hyphened, wording in heads:
        if hyphened:
            if re.match("-" + r"\W+".join(head) + r"\b", tail, re.IGNORECASE):
                return wording
        elif _role_at(tail, words, head, MAX_NOUN_MODIFIERS, modifiers_only=True):
            return wording
    return None


def _role_at(
    text: str, words: list[str], head: tuple[str, ...], max_lead: int, modifiers_only: bool
) -> bool:
    """Whether the role `head` stands among `words` (the folded words `text` opens with) after
    at most `max_lead` of them (only a role's modifiers when `modifiers_only`) and ends its
    phrase there (`_ROLE_END`)."""
    for lead in range(max_lead + 1):
        if (
            tuple(words[lead : lead + len(head)]) == head
            and (not modifiers_only or all(w in NOUN_MODIFIERS for w in words[:lead]))
            and _ROLE_END.match(text, _end_of_words(text, lead + len(head)))
        ):
            return True
    return False


def _head_between_names(
    link: str, heads: tuple[tuple[tuple[str, ...], bool, str], ...]
) -> str | None:
    """The wording whose head is the whole link, after at most two modifiers."""
    words = fold(link).split()
    for head, hyphened, wording in heads:
        n_mod = len(words) - len(head)
        if (
            hyphened == link.startswith("-")
            and 0 <= n_mod <= MAX_NOUN_MODIFIERS
            and tuple(words[n_mod:]) == head
            and all(w in NOUN_MODIFIERS for w in words[:n_mod])
        ):
            return wording
    return None


_JOINED = re.compile(
    r"^(?:\s*,\s*who)?\s+(?:(?:has|had|later|then|also|soon)\s+)*joined\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""The link of "X joined Y" (", who joined", "has joined the")."""


def _joined(index: DocumentIndex, pairing: Pairing) -> bool:
    """Whether the subject, first and in the object's sentence, "joined" it."""
    if pairing.sentence_distance != 0 or not pairing.subject_first:
        return False
    lo, hi = pairing.between()
    return _JOINED.match(index.text[lo:hi]) is not None


_AS_ROLE = re.compile(
    r"\s+as\s+(?:(?:a|an|the|its|his|her|their)\s+)?((?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*)",
    re.IGNORECASE,
)
"""What follows the organisation joined: "as chief executive", "as a trainee accountant"."""


def joined_as_direction(
    index: DocumentIndex, pairing: Pairing, roles: Sequence[str] = ()
) -> tuple[str | None, str | None]:
    """('forward', "{s} joined {o} as <role>") when the subject joined the object as one of
    the predicate's roles ("X joined Y as editor-at-large", "X joined Y as a junior
    designer"); (None, None) otherwise: "joined" alone does not say whether Y is a firm, a club
    or a party, the role does. Forward only: the one who joins comes first."""
    if not roles or not _joined(index, pairing):
        return None, None
    sentence = index.sentences[pairing.first_sentence]
    tail = index.text[pairing.object.end : sentence.end]
    m = _AS_ROLE.match(tail)
    if m is None:
        return None, None
    words = fold(m.group(1)).split()  # at most four: "as a trainee accountant"
    for role in roles:
        head = tuple(fold(role).split())
        if _role_at(tail[m.start(1) :], words, head, MAX_NOUN_MODIFIERS + 1, modifiers_only=False):
            return "forward", f"{{s}} joined {{o}} as {role}"
    return None, None


def kind_named_direction(
    index: DocumentIndex, pairing: Pairing, label: str
) -> tuple[str | None, str | None]:
    """('forward', the link read) when the subject joined the object, or the object follows
    the subject after "of" or in parentheses ("X of the Civic Reform Party", "X (Valdorian
    Progress Party)"), and the object's name ends with the last word of the predicate's label
    ("Party" for `member of political party`): the name says which kind of organisation it
    is, which "joined", "of" or a parenthesis alone do not. For a party, a parenthesis after a
    person named with a councillor's title says it too, whatever the party's name ("Cllr X
    (Verdant Alliance)": in minutes, the member's party). (None, None) otherwise; forward
    only."""
    kind = fold(label).split()[-1:] if label else []
    if not kind or kind[0] in STOPWORDS:
        return None, None
    name = fold(index.text[pairing.object.start : pairing.object.end]).split()
    named = len(name) >= 2 and name[-1] == kind[0]
    councillor = (
        kind[0] == "party"
        and _COUNCILLOR_BEFORE.search(index.text, 0, pairing.subject.start) is not None
    )
    if not (named or councillor):
        return None, None
    if named and _joined(index, pairing):
        return "forward", "{s} joined {o}"
    if pairing.sentence_distance != 0 or not pairing.subject_first:
        return None, None
    lo, hi = pairing.between()
    link = _KIND_LINK.match(index.text[lo:hi])
    if link is None:
        return None, None
    if link.group(1) is not None:  # a parenthesis the object closes
        closed = index.text.startswith(")", pairing.object.end)
        return ("forward", "{s} ({o})") if closed else (None, None)
    return ("forward", "{s} of {o}") if named else (None, None)


_COUNCILLOR_BEFORE = re.compile(r"\b(?:Cllrs?\.?|Councill?ors?)\s+$")
"""A councillor's title right before a name: "Cllr", "Cllr.", "Councillor"."""
_KIND_LINK = re.compile(r"^(?:\s+of\s+(?:the\s+)?|\s*(\()\s*(?:the\s+)?)$", re.IGNORECASE)
"""The links a name that says its kind makes a statement of: "X of the Y Party", "X (Y Party)"."""


def _end_of_words(text: str, n: int) -> int:
    """The offset in `text` right after its first `n` folded words."""
    end = 0
    for m in _WORD_RUNS.finditer(text):
        if n == 0:
            break
        end, n = m.end(), n - 1
    return end


_WORD_RUNS = re.compile(r"[^\W_]+")
