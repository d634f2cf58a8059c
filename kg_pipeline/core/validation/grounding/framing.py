"""Embedded claims: is the clause that carries the relation asserted, or framed as something else?

A clause is an assertion only when nothing frames it as a report that is denied or shown false,
an allegation or rumour, a question, a proposal, plan, offer, talks or pending deal, a future or
counterfactual, a hedge, or a condition (before or after it). The frame can sit in three places
around the two mentions, and each place has its own grammar:

- the **linking words** between the mentions (the verb phrase: "plans to join", "would have
  been owned by", "is alleged to");
- the **prefix** before the first mention: a governing verb or noun with nothing but its
  complement between it and the clause ("Critics allege that", "Reports that", "A proposal to
  make", "It is not true that", "Nor is"), or a hedge or frame noun in an introductory phrase
  ("Reportedly, ...", "Under a proposal from its board, ..."), or a leading condition
  ("If ...", "Should ...", "Had ..."), or a "that" right before it whose governor does not
  commit the writer to the clause ("Profiles say that ...", but not "Records show that ...");
- the **suffix** after the last mention, up to the next clause break: a predicate that judges
  the clause ("... were denied", "... turned out to be false", "... is pending approval"),
  a trailing condition ("... if ...", "... provided ..."), a trailing attribution ("..., or so
  his agent claims"), or a next clause that calls it wrong ("; this was wrong") or denies it
  by pointing back at it ("..., but the firm rejected that account").

A negation elsewhere in the sentence ("X, who did not attend, was born in Z") frames nothing.
The words are data (`framing.json`), loaded once; this module holds the grammar.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kg_pipeline.core.models import Reason
from kg_pipeline.core.validation.grounding.cues import TITLE_OF_ADDRESS

LEXICON_PATH = Path(__file__).with_name("framing.json")
MAX_PREFIX_WORDS = 25
"""A governing word farther than this from the first mention does not frame the clause."""
MAX_ATTRIBUTION_WORDS = 8
"""A trailing ", critics allege" segment is short; a longer one is a clause of its own."""


@dataclass(frozen=True, slots=True)
class Frame:
    """What frames a clause: the family of the cue, the cue itself, and where it sat."""

    family: str
    cue: str
    where: str

    @property
    def reason(self) -> Reason:
        return Reason(_lexicon().reasons[self.family])

    def label(self) -> str:
        return f"{self.family}@{self.where}:{self.cue}"


@dataclass(frozen=True, slots=True)
class _Lexicon:
    reasons: dict[str, str]
    patterns: dict[str, re.Pattern[str]]
    exempt: dict[str, re.Pattern[str]]


def _compile(phrases: list[str], lowercase_only: bool) -> re.Pattern[str]:
    body = "|".join(p.replace(" ", r"\s+") for p in sorted(phrases, key=len, reverse=True))
    flags = 0 if lowercase_only else re.IGNORECASE
    return re.compile(rf"(?<![\w'’-])(?:{body})(?![\w-])", flags)


@lru_cache(maxsize=1)
def _lexicon() -> _Lexicon:
    raw = json.loads(LEXICON_PATH.read_text(encoding="utf-8"))
    lower = set(raw.get("lowercase_only", []))
    patterns = {name: _compile(words, name in lower) for name, words in raw["families"].items()}
    exempt = {name: _compile(words, name in lower) for name, words in raw.get("exempt", {}).items()}
    reasons = dict(raw["reasons"])
    for family in reasons.values():
        Reason(family)  # a typo in the data file fails at load, not on some later candidate
    return _Lexicon(reasons, patterns, exempt)


def _p(name: str) -> re.Pattern[str]:
    return _lexicon().patterns[name]


def _cues(family: str, segment: str) -> list[re.Match[str]]:
    """The family's cues in `segment`, but for those inside one of its exempt phrases ("declared
    an interest in" holds the proposal cue "interest in" and proposes nothing)."""
    found = list(_p(family).finditer(segment))
    exempt = _lexicon().exempt.get(family)
    if exempt is None or not found:
        return found
    spans = [m.span() for m in exempt.finditer(segment)]
    return [m for m in found if not any(a <= m.start() and m.end() <= b for a, b in spans)]


@lru_cache(maxsize=1)
def _negated_report() -> re.Pattern[str]:
    """A negated reporting verb and its complementizer ("did not say that"), compiled once:
    built from two families, it would otherwise be formatted and looked up per clause."""
    return re.compile(
        rf"(?:{_p('negator').pattern})(?:\s+\w+){{0,4}}?\s+(?:{_p('reporting_verb').pattern})"
        rf"(?:\s+\w+){{0,3}}?\s+(?:that|whether|if)\b",
        re.IGNORECASE,
    )


@lru_cache(maxsize=1)
def _report_noun_complement() -> re.Pattern[str]:
    """A report noun and its complementizer ("the claim that"), compiled once."""
    return re.compile(rf"(?:{_p('report_noun').pattern}){_NOUN_COMPLEMENT_GAP}", re.IGNORECASE)


@lru_cache(maxsize=1)
def _next_clause_denial() -> re.Pattern[str]:
    """A next clause that denies the one before it by pointing back at it (", but the firm
    rejected that account", "; his family disputes this"), compiled once."""
    return re.compile(
        rf"^\s*(?:;|:|\s[–—]|,)\s*(?:but|however|yet)?[\s,]*(?:[\w'’-]+\s+){{0,4}}?"
        rf"(?:{_p('denial').pattern})\s+(?:{_p('report_anaphor').pattern})",
        re.IGNORECASE,
    )


# -- the grammar --------------------------------------------------------------------------------
_STRONG_BREAK = re.compile(r";|:\s|\s[–—]\s")
_CLAUSE_END = re.compile(
    r";|:\s|\s[–—]\s|,\s+(?=(?:but|while|whereas|although|though|however|and\s+(?:he|she|it|"
    r"they)|which|who|whose|whom|where|when)\b)",
    re.IGNORECASE,
)
_RELATIVE = re.compile(r"^\s*,\s*(?:who|which|whose|whom)\b[^,;()]*,\s*", re.IGNORECASE)
_SUPPLEMENT = re.compile(r"^\s*,\s*(?:who|which|whose|whom|a|an|the)\b", re.IGNORECASE)
_COORDINATION = re.compile(r"^[\s,&]*(?:and|&|with|,)?[\s,]*$", re.IGNORECASE)
_OBJECT_RELATIVE = re.compile(r"^\s*,?\s*(?:which|that|whom)\s*$", re.IGNORECASE)
"""The linking words of a relative clause whose subject is the second mention: "X, which Y"."""
_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
_QUESTION_END = re.compile(r"\?[\s\"'”’)\]]*$")
_QUESTION_AFTER = re.compile(r"[^.!;]*\?")
"""A question mark after the last mention, before the clause is closed ("was X born in Y or in
Z? Answer on page 14." as one sentence)."""
_LEAD = re.compile(r"^[\W_]*(\w+(?:\s+\w+)?)")
_NOUN_COMPLEMENT_GAP = r"(?:(?:\s+\w+){0,2}?|\s+\w+ing(?:\s+[\w'’-]+){0,5}?)\s+(?:that|whether)\b"
"""What may stand between a report noun and its "that": at most two words ("the claim by
Y that"), or a participle and at most five more ("the story doing the rounds in the ward
that")."""
_JUDGED = re.compile(
    r"\b(?:is|are|was|were|be|been|being|remains?|remained)\s+(?:\w+ly\s+)?"
    r"(?:denied|rejected|refuted|disputed|dismissed|disproved|debunked|retracted|contested|"
    r"contradicted|corrected|unconfirmed|unproven|unverified|doubtful|uncertain|unclear|"
    r"speculative|rumou?red|alleged|proposed|planned|pending|awaiting|under\s+discussion)\b|"
    r"\b(?:(?:proved|proven|shown|found|turned\s+out|seems?|appears?)\s+to\s+be|"
    r"(?:is|are|was|were|be|been))\s+(?:\w+\s+)?(?:false|untrue|wrong|incorrect|mistaken|"
    r"baseless|unfounded|groundless|fabricated|a\s+hoax|a\s+myth|an\s+error|a\s+mistake)\b|"
    r"\b(?:have|has|had)\s+circulated\b|\bpending\b|\bawait(?:s|ing)\b|\byet\s+to\s+be\b|"
    r"\bwait(?:s|ing)?\s+(?:only\s+|still\s+)?(?:on|for)\b",
    re.IGNORECASE,
)
_NO_SUCH = re.compile(
    r"^\s*(?:;|:|\s[–—]|,)\s*(?:but|however|yet)\b[^.;]*?\bno\s+(?:such\b|(?:[\w'’-]+\s+)"
    r"{0,2}?(?:records?|evidence|proof|documents?|traces?|registers?|certificates?)\b)",
    re.IGNORECASE,
)
"""A next clause that denies or unsettles the one before: "no such" person, place or record,
or no record, evidence or proof of it ("..., but no baptismal record survives")."""
_FALSE = (
    r"(?:was|is|were|are|proved|turned\s+out\s+to\s+be|ha(?:s|ve)\s+been\s+shown\s+to\s+be)\s+"
    r"(?:\w+\s+)?(?:false|untrue|wrong|incorrect|mistaken|baseless|an\s+error|a\s+mistake"
    r"|not\s+true)\b"
)
_NEXT_CLAUSE_FALSE = re.compile(
    r"^\s*(?:;|:|\s[–—]|,(?=\s*but\b))\s*(?:but\s+)?(?:this|that|it|which|they|these|those|"
    r"the\s+claims?|"
    r"the\s+reports?)\s+"
    rf"(?:\w+\s+){{0,2}}?{_FALSE}",
    re.IGNORECASE,
)
_LATER_CLAUSE_FALSE = re.compile(
    r"(?:,|;|:|\s[–—])\s*(?:but|however|yet)\b,?\s+(?:[^.;,]*?\b(?:said|says|stated|insisted"
    r"|found|ruled|confirmed|added)\b(?:\s+[^.;,]*?)?\s+that\s+)?"
    r"the\s+(?:claim|report|story|allegation|rumou?r|suggestion|account)s?\s+"
    rf"(?:\w+\s+){{0,2}}?{_FALSE}",
    re.IGNORECASE,
)
"""A later clause of the sentence, after any comma (an apposition may stand between), that calls
the claim false, with or without someone saying so ("..., but the ethics officer said on Friday
that the claim was false")."""
_LATER_CLAUSE_HEARSAY = re.compile(
    r"(?:,|;|:|\s[–—]|\s--?\s)\s*(?:or\s+)?(?:at\s+least\s+)?(?:so\s+)?(?:that|this)"
    r"(?:,\s*at\s+least,)?"
    r"\s+(?:is|was)\s+(?:at\s+least\s+)?(?:the\s+(?:theory|story|rumou?r|claim|talk|gossip|"
    r"word|legend|idea)|what\s+(?:[\w'’-]+\s+){0,5}?(?:says?|said|claims?|claimed|believes?|"
    r"believed|thinks?|thought|reckons?|tells?|told|hopes?|hoped))\b",
    re.IGNORECASE,
)
"""A later clause that points back at the statement as someone's story ("-- that, at least, is
the theory", ", or at least that is what the sign says"): the writer does not assert it."""
_DASH = r"\s(?:--?|[–—])\s"
"""A dash that sets a clause off: " -- ", " - ", an en or em dash, spaced."""
_CLOSING = r"[\s.!?\"'’”)]*$"
"""What may close a sentence after its last word: stops, quotes, brackets."""
_TAG_END = re.compile(_CLOSING)
_DASH_TAIL = re.compile(rf"{_DASH}\s*((?:(?!\s--?\s)[^–—])*?){_CLOSING}")
"""The last segment of a sentence set off by a dash, read as a last comma's segment is ("... --
a claim both firms deny")."""
_BREAK = re.compile(rf",|;|:\s|{_DASH}")
MAX_TAKEN_BACK_GAP = 4
"""Words of the statement's own clause that may stand between its second mention and a clause
that takes it back ("in 2011", "since last spring")."""
_TAKEN_BACK = re.compile(
    rf"(?:,|{_DASH})\s*(?:"
    r"(?P<future>or\s+(?:soon\s+|shortly\s+)?(?:will|shall)\b)"
    r"|which\s+(?:[\w'’-]+\s+){1,4}?(?:has\s+|have\s+|had\s+)?(?:den(?:y|ies|ied)|refut(?:e|es|ed))"
    rf"(?={_CLOSING}|\s*[,;])"
    rf"|which\s+(?:\w+\s+){{0,2}}?{_FALSE}"
    r")",
    re.IGNORECASE,
)
"""What, right after the statement's first break, takes it back: a correction into a promise
(", or will once the paperwork clears", "-- or soon will be"), a relative whose object is the
statement and whose subject denies it (", which the club denies": ", which denies any
wrongdoing" is the object's own clause), or one that calls it false (", which is untrue").
`_BREAK` finds that first break: a later one belongs to another clause."""
_COMPLEMENT = re.compile(r"(?:\s+\S+){0,3}?\s+(?:that|whether|if)\b", re.IGNORECASE)
MAX_GOVERNING_GAP = 2
"""Words a frame verb, noun or adverb may stand before the first mention and still govern it."""
_NOT_A_NOUN = r"(?!(?:near|in|at|on|of|for|with|from|by|to|into|beside|behind|and|or|but)\b)"
_INFINITIVE_OBJECT = re.compile(
    r"^\s+to\s+[a-z][\w-]*"  # "to enter"
    rf"(?:\s+(?:the|a|an|its|his|her|their)(?:\s+{_NOT_A_NOUN}[a-z][\w'’-]*){{0,4}})?\s*$"
)
""""to", a verb and at most an article or possessive and four words of its noun right before
the mention: an infinitive whose object the mention is, governed by the proposal word before it
("intends to enter the X", "plans to sign X", "intends to enter the new women's side, the X")."""
MAX_INTRO_WORDS = 7
"""An introductory phrase ("Reportedly,", "Under a proposal from its board,") is short; a
longer first segment is a clause of its own ("Plans to raise it can be traced to 1990, when")."""
_FUTURE_OR_MODAL = re.compile(r"\b(?:will|would|shall|'ll|is\s+to|are\s+to)\b")
_WOULD = re.compile(r"\bwould\b((?:\s+\w+){0,2})")
_WHETHER = re.compile(r"\bwhether\b", re.IGNORECASE)
_REPORT_COMPLEMENT = re.compile(r"\s+(?:that|to)\b")
_PENDING = re.compile(r"pending|wait|yet|proposed|planned")
_TO_MARRY = re.compile(r"^\s*to\s+marry\b", re.IGNORECASE)
"""Right after the second mention: "X asked Y to marry him" proposes the marriage."""
_OR_SO = re.compile(r"\bor\s+so\b", re.IGNORECASE)
_FOR_BEFORE = re.compile(r"\bfor\s+$", re.IGNORECASE)
_DESCRIBING = (
    r"(?:describ|portray|characteri[sz]|bill|label|list|identifi|identify|refer(?:r)?)"
    r"(?:e|es|ed|ing|s)?(?:\s+to)?"
)
_DESCRIBED_PASSIVE = re.compile(
    rf"\b(?:is|are|was|were|been|being)\s+(?:\w+\s+)?({_DESCRIBING})\s+as\b", re.IGNORECASE
)
_DESCRIBING_VERB = re.compile(rf"\b({_DESCRIBING})\s+(?:[\w'’-]+\s+){{0,2}}$", re.IGNORECASE)
_AS_FIRST = re.compile(r"^\s*as\b", re.IGNORECASE)
_INNER_CONDITION = re.compile(
    r"\b((?:only\s+|even\s+|(?<!as\s))if|unless|provided(?:\s+that)?|providing(?:\s+that)?|"
    r"(?<!for\s)as\s+long\s+as|(?<!for\s)so\s+long\s+as|on\s+condition\s+that|in\s+case|"
    r"assuming(?:\s+that)?|supposing(?:\s+that)?)\s+(?:[\w'’-]+\s+){0,2}$",
    re.IGNORECASE,
)
"""A conditional subordinator at most two words before the first mention."""
_INVERTED_SHOULD = re.compile(r"\bshould\s+$", re.IGNORECASE)
"""An inverted condition inside the sentence: "... the ferry link should X become a subsidiary
of Y" ("should" before a subject is never the modal, which follows its subject)."""
_DEAL_RELATIVE = re.compile(r"\b(?:(?:under|by|through)\s+which|whereby)\s+(?:[\w'’-]+\s+){0,2}$",
                            re.IGNORECASE)  # fmt: skip
""""A draft agreement under which X would become ...": the clause is the deal's content."""
_NEGATED_CLEFT = re.compile(
    r"(?:^|[.;:]\s*)\s*it\s+(?:is|was|has\s+been|had\s+been)\s+(?:not|never)\s*$", re.IGNORECASE
)
"""A cleft whose focus is the first mention, negated: "It was not X who founded Y" denies it
("It was not until 1990 that X ..." ends in "until 1990 that", not here)."""
_THAT_END = re.compile(r"\b(?i:that)\s*$")
_POSSESSOR_BEFORE_NOUN = re.compile(
    r"\b(?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*['’]s\s+(?=[a-z][\w-]*\s*$)"
)
"""A named possessor before the noun the mention renames ("offered Voss's wife, the councillor
X, ..."): the frame word governs the noun phrase, so the possessor is not counted as a gap."""
_RENAMING = re.compile(r"\s*(?:(?:a|an|the)\s+(?:[\w'’-]+\s+){0,4})?")
"""What may stand between a comma and a mention that renames the noun before the comma: nothing,
or a description ("alleging that Morrow's husband, the maritime lawyer X, ...", "the Wexmoor
councillor X")."""
_THAT_TAIL = re.compile(
    r"\b(?i:that)[\s\"'“‘]*(?:(?:a|an|the|his|her|its|their|our|my|your"
    r"|[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}['’]s)\s+(?:[A-Za-z][a-z'’-]*\s+){0,3})?"
    rf"(?:{TITLE_OF_ADDRESS}\s+)?$"
)
""""that", then what may stand before the complement's first mention: a description after an
article or possessive, its words in either case ("that the shipping magnate X", "that the Mayor,
X,"), or a title of address ("that Cllr X")."""


def read_frame(
    text: str,
    sent_start: int,
    sent_end: int,
    first_start: int,
    last_end: int,
    linking: str,
    blanks: list[tuple[int, int]],
    memo: FrameMemo | None = None,
    supplement: bool = False,
) -> Frame | None:
    """The frame around the clause whose mentions span `first_start..last_end` of one sentence.

    `linking` is the text between the two mentions with parentheses, dates and relative clauses
    already blanked (see `strip_relative`); `blanks` are spans (other entity mentions,
    parentheses, quotes) whose words must not count as cues (an organisation called "Rumour
    Records" frames nothing).

    `memo` (one per document) keeps what each prefix, suffix and linking phrase was read as:
    the pairings of one sentence share them, and each reading is a pure function of its words
    (and of whether the linking words are future or modal, for a "once" condition).

    `supplement`: the link opens a supplement on the first mention (`opens_supplement`), so the
    suffix is read only up to the comma that closes it.
    """
    sentence = blank(text, sent_start, sent_end, blanks)
    rel_first, rel_last = first_start - sent_start, last_end - sent_start
    prefix, suffix = sentence[:rel_first], sentence[rel_last:]
    attribution = _INVERTED_ATTRIBUTION.search(text, sent_start, first_start)
    if attribution is not None:
        # "'We are proud,' said X, chair of Y": what X said is the quotation before the verb;
        # X and what follows are the writer's, whatever the quotation's words frame ("'... we
        # intend that it should go on,' said X": X intends nothing about being chair).
        prefix = ""
    if supplement:
        # "X, who was born in Y, will introduce the film": the clause is a supplement on the
        # first mention, closed by the next comma; what follows is the main clause's.
        cut = suffix.find(",")
        if cut != -1:
            suffix = suffix[:cut]
    if _QUESTION_END.search(sentence) or _QUESTION_AFTER.match(sentence, rel_last):
        return Frame("question", "?", "sentence")
    future = _FUTURE_OR_MODAL.search(linking) is not None
    found = _memoized(memo, _frame_in_linking, linking, future)
    if found is not None and found.family == "future":
        # "X will join Y if ...": the condition, not the tense, is what a reviewer must settle.
        cond = _memoized(memo, _frame_in_suffix, suffix, future)
        if cond is not None and cond.family == "condition":
            found = cond
    if found is None:
        found = _described_as(prefix, linking)
    if found is None and _WOULD.search(linking) and _DEAL_RELATIVE.search(prefix):
        # "would" is narrative ("which would become its largest mill") unless the clause is
        # what a deal, plan or agreement provides: "an agreement under which X would become".
        found = Frame("proposal", "under which ... would", "prefix")
    if found is None:
        found = _memoized(memo, _frame_in_prefix, prefix, future)
    if found is None:
        found = _would_before(prefix)
    if found is None:
        found = _future_time_clause(prefix, linking)
    if found is None:
        found = _memoized(memo, _frame_in_suffix, suffix, future)
    if found is None and not supplement and _COORDINATION.match(linking):
        # "A and B are in talks": when the mentions are coordinated, the verb comes after them.
        head = _CLAUSE_END.split(suffix, maxsplit=1)[0]
        found = _memoized(memo, _frame_in_linking, head, future)
        if found is not None:
            found = Frame(found.family, found.cue, "suffix")
    if found is None and _OBJECT_RELATIVE.match(linking):
        # "X, which Y is to publish": the second mention is the subject of a relative clause on
        # the first, and the verb group right after it is the relation's (not what a later
        # clause of the relative says: "... on a budget most dramas would sniff at").
        head = _CLAUSE_END.split(suffix, maxsplit=1)[0]
        found = _memoized(memo, _frame_in_linking, _first_words(head, 3), future)
        if found is not None:
            found = Frame(found.family, found.cue, "suffix")
    return found


_QUOTE_CLOSE = "'\"’”"
_INVERTED_ATTRIBUTION = re.compile(
    rf"(?:[,.!?]\s*[{_QUOTE_CLOSE}]|[{_QUOTE_CLOSE}]\s*,)\s*"
    r"(?:said|says|added|adds|explained|explains|insisted|insists|recalled|recalls)\s+$"
)
"""A verb of saying after a closing quotation mark, right before the first mention: the
speaker named after the words quoted ("'...,' said X"), not a clause reported."""


FrameMemo = dict[tuple[str, str, bool], Frame | None]
"""(reader, words, future) -> the frame the reader found in the words: see `read_frame`."""


def _first_words(text: str, n: int) -> str:
    """`text` up to the end of its `n`-th word."""
    words = list(_WORDS.finditer(text))
    return text[: words[n - 1].end()] if len(words) > n else text


def _memoized(
    memo: FrameMemo | None,
    read: Callable[[str, bool], Frame | None],
    words: str,
    future: bool,
) -> Frame | None:
    if memo is None:
        return read(words, future)
    key = (read.__name__, words, future)
    if key in memo:
        return memo[key]
    found = memo[key] = read(words, future)
    return found


_TIME_CLAUSE_LEAD = re.compile(
    r"\b(before|until|till)\s+(?:(?:the|a|an|its|their|his|her|our)\s+)?$", re.IGNORECASE
)
"""A time clause opened right before the first mention (an article or possessive between)."""
_PRESENT_VERB = re.compile(r"^\s*(?:[a-z]+ly\s+)?((?!was\b)[a-z]+[^\Ws]s|is|has|does)\b")
"""A present-tense verb first in the linking words (a third person in "-s", not "was"; "is",
"has", "does"), an adverb in "-ly" before it at most."""


def _future_time_clause(prefix: str, linking: str) -> Frame | None:
    """ "... needs clearance before X becomes part of Y": a time clause in the present tense
    speaks of what is still to come ("before X became part of Y" narrates it)."""
    lead = _TIME_CLAUSE_LEAD.search(prefix)
    verb = _PRESENT_VERB.match(linking)
    if lead is None or verb is None:
        return None
    return Frame("future", f"{lead.group(1).lower()} ... {verb.group(1)}", "prefix")


_WOULD_BEFORE = re.compile(r"\bwould\s+((?:[\w'’-]+\s+){1,2})$", re.IGNORECASE)


def _would_before(prefix: str) -> Frame | None:
    """ "would" and a verb right before the first mention, which that verb's clause holds: "an
    agreement that would make X the parent company of Y", "the deal would see X join Y". Not
    narrative "would" ("would later make X ...")."""
    m = _WOULD_BEFORE.search(prefix)
    if m is None or _p("narrative_would").search(m.group(1)):
        return None
    return Frame("modal", "would", "prefix")


def opens_supplement(link: str, after: str = "") -> bool:
    """Whether the words between two mentions open a relative clause or an apposition on the
    first ("X, who was born in", "X, a club owned by") that is not closed before the second.
    `after`, the text right after the second mention: a bare comma before a name that owns a
    noun ("X, Y's chief executive, told ...") opens an apposition too, not a coordination."""
    if _POSSESSIVE_AFTER.match(after) and link.strip() == ",":
        return True
    m = _SUPPLEMENT.match(link)
    return m is not None and "," not in link[m.end() :]


_POSSESSIVE_AFTER = re.compile(r"['’]s?\s")


def strip_relative(linking: str) -> str:
    """The linking words with a relative clause on the first mention blanked: "X, who did not
    attend, was born in Z" links X and Z by "was born in"."""
    m = _RELATIVE.match(linking)
    if m is None:
        return linking
    return " " * m.end() + linking[m.end() :]


_NON_SPACE = re.compile(r"\S")


def blank(text: str, start: int, end: int, blanks: list[tuple[int, int]]) -> str:
    """text[start:end] with the letters of every blank span replaced, offsets kept.

    Every non-space character of a blank span becomes "E"; the spans may overlap, so they are
    taken in order of start and each blanks only what the ones before it did not reach.
    """
    out: list[str] = []
    pos = start
    for lo, hi in sorted(blanks):
        lo, hi = max(lo, pos), min(hi, end)
        if lo >= hi:
            continue
        out.append(text[pos:lo])
        out.append(_NON_SPACE.sub("E", text[lo:hi]))
        pos = hi
    out.append(text[pos:end])
    return "".join(out)


_ANY_FAMILY = (
    "denial", "falsity", "allegation", "rumour", "report_tail", "modal_tail", "stance_tail",
    "question", "proposal", "future", "modal", "modal_aux", "counterfactual", "condition_lead",
    "condition_trail", "report_noun", "reporting_bare", "negator",
)  # fmt: skip


def holds_any_cue(segment: str) -> bool:
    """Whether any frame's cue stands anywhere in `segment`, its grammar unread: the strict
    reading for a pair that a noun phrase states ("a mixtape by Y rapper X"), whose clause is
    whichever clause holds the phrase."""
    return any(_cues(family, segment) for family in _ANY_FAMILY)


def _cue_words(text: str) -> str:
    """A cue as a frame records it: lower case, one space between its words."""
    return " ".join(text.lower().split())


def _first(family: str, segment: str, where: str) -> Frame | None:
    cues = _cues(family, segment)
    if not cues:
        return None
    return Frame(_family_name(family), _cue_words(cues[0].group(0)), where)


def _family_name(family: str) -> str:
    return {
        "falsity": "denial",
        "modal_aux": "modal",
        "condition_lead": "condition",
        "condition_trail": "condition",
    }.get(family, family)


def _frame_in_linking(linking: str, future: bool = False) -> Frame | None:
    """Cues in the verb phrase that links the mentions (`future` plays no part here)."""
    if _CLAUSE_END.search(linking):
        return None
    for family in ("counterfactual", "allegation", "rumour", "proposal", "future", "modal"):
        found = _first(family, linking, "linking")
        if found is not None:
            if family == "allegation" and not _allegation_form(linking):
                continue
            return found
    m = _WOULD.search(linking)
    if m and not _p("narrative_would").search(m.group(1)):
        return Frame("modal", "would", "linking")
    if _WHETHER.search(linking):
        return Frame("question", "whether", "linking")
    return None


def _allegation_form(linking: str) -> bool:
    """'claimed' links a clause only as a report ("claimed that", "is claimed to"), not in
    "claimed the title"; the other allegation words always report."""
    m = _p("allegation").search(linking)
    while m is not None:
        word = m.group(0).lower()
        if not word.startswith("claim"):
            return True
        if _REPORT_COMPLEMENT.match(linking[m.end() :]):
            return True
        m = _p("allegation").search(linking, m.end())
    return False


def _frame_in_prefix(prefix: str, future: bool) -> Frame | None:
    """A governing word right before the clause, a hedge in an introductory phrase, or a
    leading condition. `future`: the linking words are future or modal ("once" then leads a
    condition)."""
    start = 0
    for m in _STRONG_BREAK.finditer(prefix):
        start = m.end()
    clause = prefix[start:]
    lead = _LEAD.match(clause)
    if lead is not None:
        head = lead.group(1).lower()
        if _p("clause_negator").match(head):
            return Frame("negation", head.split()[0], "prefix")
        cond = _p("condition_lead").match(head)
        if cond is not None:
            return Frame("condition", cond.group(0).lower(), "prefix")
        if head.split()[0] == "once" and future:
            return Frame("condition", "once", "prefix")
    if _NEGATED_CLEFT.search(clause):
        return Frame("negation", "not", "prefix")  # "It was not X who founded Y"
    segments = clause.split(",")
    near = segments[-1]
    words = _WORDS.findall(near)
    if len(words) > MAX_PREFIX_WORDS:
        near = near[-sum(len(w) + 1 for w in words[-MAX_PREFIX_WORDS:]) - 1 :]
    found = _governing(near) or _reported_complement(near) or _inner_condition(near)
    if found is None and len(segments) >= 2 and _RENAMING.fullmatch(near):
        # "alleging that the regatta's sponsor, X, ...", "Asked whether his daughter, X, had
        # ...": the mention renames the noun before the comma, and what governs that noun's
        # clause governs it.
        found = _that_complement(segments[-2] + " ") or _governing(
            _POSSESSOR_BEFORE_NOUN.sub("", segments[-2]) + " "
        )
        if found is None and len(segments) >= 3 and _THAT_END.search(segments[-3]):
            # "allege that, while inspecting bogs, X was ...": an aside between "that" and
            # the clause it opens.
            found = _that_complement(segments[-3] + " ")
    if found is not None:
        return found
    if len(segments) == 2 and len(_WORDS.findall(near)) <= MAX_GOVERNING_GAP:
        intro = segments[0]
        if (
            len(_WORDS.findall(intro)) <= MAX_INTRO_WORDS
            and not _p("concessive").search(intro)
            and not _p("condition_lead").match(intro.strip())
        ):
            for family in ("modal", "rumour", "allegation", "proposal"):
                found = _first(family, intro, "intro")
                if found is not None:
                    return found
    return None


def _described_as(prefix: str, linking: str) -> Frame | None:
    """A source's description of the mention rather than the writer's statement: "A diary item
    described X as a citizen of Y", "X is portrayed as the son of Y" (a report: who describes
    may be wrong, and often the next clause says so)."""
    m = _DESCRIBED_PASSIVE.search(linking)
    if m is not None:
        return Frame("report", _cue_words(m.group(1)) + " as", "linking")
    if _AS_FIRST.match(linking):
        m = _DESCRIBING_VERB.search(prefix)
        if m is not None:
            return Frame("report", _cue_words(m.group(1)) + " as", "prefix")
    return None


def _inner_condition(near: str) -> Frame | None:
    """A condition that opens the clause inside the sentence, not at its start: "The will is
    valid only if X was a citizen of Y", "... unless X joins Y" (not "for as long as")."""
    if _INVERTED_SHOULD.search(near):
        return Frame("condition", "should", "prefix")
    m = _INNER_CONDITION.search(near)
    if m is None:
        return None
    return Frame("condition", _cue_words(m.group(1)), "prefix")


def _governing(near: str) -> Frame | None:
    """Frames that govern the clause: a frame word followed by its complementizer ("denied
    that", "asked whether", "the claim that"), or right before the first mention ("Critics
    allege X ...", "accused X of", "Perhaps X ...", "a proposal to make X"). A frame word
    farther off belongs to some other phrase ("offers views of X", "unknown in his native X")."""
    negated = _negated_report().search(near)
    if negated is not None:
        return Frame("negated_report", _cue_words(negated.group(0)), "prefix")
    for family in (
        "denial",
        "falsity",
        "allegation",
        "rumour",
        "question",
        "proposal",
        "counterfactual",
        "modal",
        "modal_aux",
    ):
        for m in _cues(family, near):
            rest = near[m.end() :]
            if (
                _COMPLEMENT.match(rest)
                or len(_WORDS.findall(rest)) <= MAX_GOVERNING_GAP
                or (family == "proposal" and _INFINITIVE_OBJECT.match(rest))
            ):
                return Frame(_family_name(family), _cue_words(m.group(0)), "prefix")
    noun = _report_noun_complement().search(near)
    if noun is not None:
        return Frame("report", _cue_words(noun.group(0)), "prefix")
    return None


def _reported_complement(near: str) -> Frame | None:
    """A clause reported by what stands before it: a that-complement, or a verb of saying
    without "that"."""
    return _that_complement(near) or _bare_report(near)


_SAID_THAT_DESCRIBED = re.compile(r"\b(?i:that)\s+(?:[A-Za-z][\w'’.-]*\s+){1,3}$")
"""After "that", a description of the first mention without an article ("said that old boy X",
"reported that former pupil X"): read as a report only when a verb of saying governs "that"
(after "that" alone the words may be its noun: "that season X ...")."""


def _that_complement(near: str) -> Frame | None:
    """A clause that opens right after "that", or after "that" and a description of its first
    mention ("that the shipping magnate X"), is reported ("Profiles say that X ...", "It is
    whispered ... that X ..."), unless a factive or assertive word before it commits the writer
    ("records show that", "it is true that") or "that" ends a subordinator that presupposes its
    clause ("now that"). Whatever else governs it, known or not, makes it a report: the words
    that make a complement true are few, the ways of reporting one are not."""
    tail = _THAT_TAIL.search(near)
    if tail is None:
        described = _SAID_THAT_DESCRIBED.search(near)
        if described is None:
            return None
        verb = _WORDS.findall(near[: described.start()])[-1:]
        if not verb or not _p("reporting_bare").fullmatch(verb[0]):
            return None
        return Frame("report", f"{verb[0].lower()} that", "prefix")
    through_that = near[: tail.start() + len("that")]
    if any(m.end() == len(through_that) for m in _p("presupposing").finditer(through_that)):
        return None
    before = near[: tail.start()]
    if _p("factive").search(before):
        return None
    governor = _WORDS.findall(before)[-1:]
    return Frame("report", " ".join([*(w.lower() for w in governor), "that"]), "prefix")


def _bare_report(near: str) -> Frame | None:
    """A verb of saying or believing right before the clause, without "that" ("The booklet
    says X founded Y", "People say X ..."): reported as a that-complement is, unless the verb
    is part of a factive phrase ("thrilled to hear that X" commits the writer)."""
    last = None
    for m in _p("reporting_bare").finditer(near):
        last = m
    if last is None or len(_WORDS.findall(near[last.end() :])) > MAX_GOVERNING_GAP:
        return None
    if any(
        f.start() <= last.start() and last.end() <= f.end() for f in _p("factive").finditer(near)
    ):
        return None
    return Frame("report", last.group(0).lower(), "prefix")


def _tail_tag(segment: str) -> Frame | None:
    """A tag that the sentence's last comma sets off and that opens its segment: one that
    reports the clause (", they say", ", I am told", ", says a man in the pub") or, standing
    alone, hedges it: a word of the `modal` family (", apparently", ", likely") or a phrase of
    `modal_tail` (", it seems", ", on paper"). ", or possibly not" tags something else."""
    text = segment.lstrip()
    report = _p("report_tail").match(text)
    if report is not None:
        return Frame("report", _cue_words(report.group(0)), "suffix")
    modal = _p("modal").match(text) or _p("modal_tail").match(text)
    if modal is not None and _TAG_END.fullmatch(text, modal.end()):
        return Frame("modal", _cue_words(modal.group(0)), "suffix")
    stance = _p("stance_tail").match(text)
    if stance is not None and _TAG_END.fullmatch(text, stance.end()) and not _AS_FIRST.match(text):
        # ", the unions fear.", ", critics suggest.": someone's fear or guess, not the writer's
        # statement; ", as the club had hoped" says it came about.
        return Frame("report", _cue_words(stance.group(0)), "suffix")
    return None


_FIRST_ASIDE = re.compile(r"^\s*,(?!\s*(?:a|an|the)\b)\s*([^,]+?)\s*,", re.IGNORECASE)
"""The first segment after the clause that two commas set off, read as a tag like the last one
(", critics allege, and left in 2001"), unless it opens with an article: "Y, a firm rumoured to
be for sale, ..." describes Y."""


def _dash_tail(suffix: str, clause_end: re.Match[str] | None) -> list[str]:
    """The sentence's last segment after a dash, unless a clause ended before the dash (then
    the tail is another clause's)."""
    dash = _DASH_TAIL.search(suffix)
    if dash is None or (clause_end is not None and clause_end.start() < dash.start()):
        return []
    return [dash.group(1)]


def _taken_back(suffix: str) -> re.Match[str] | None:
    """`_TAKEN_BACK` at the suffix's first break, when only a few words of the same clause
    ("since 2011") stand before it: after "and has a depot in Harl", ", which" may be the
    depot's."""
    first_break = _BREAK.search(suffix)
    if first_break is None:
        return None
    before = [w.lower() for w in _WORDS.findall(suffix[: first_break.start()])]
    if len(before) > MAX_TAKEN_BACK_GAP or {"and", "but", "while", "or"} & set(before):
        return None
    return _TAKEN_BACK.match(suffix, first_break.start())


def _judged_family(word: str) -> str:
    """What a predicate judging the clause calls it, for the frame a reviewer reads: pending,
    a rumour ("is rumoured", "remains unconfirmed"), an allegation ("is alleged"), else denied
    or doubted. Every one of them is an EMBEDDED_CLAIM."""
    if _PENDING.search(word):
        return "proposal"
    for family in ("rumour", "allegation"):
        if _p(family).search(word):
            return family
    return "denial"


def _frame_in_suffix(suffix: str, future: bool) -> Frame | None:
    """A predicate judging the clause, a trailing condition or attribution, or a next clause
    that calls it wrong. `future`: as for `_frame_in_prefix`."""
    if _TO_MARRY.match(suffix):
        return Frame("proposal", "to marry", "suffix")
    m = _CLAUSE_END.search(suffix)
    head = suffix[: m.start()] if m else suffix
    judged = _JUDGED.search(head)
    if judged is not None:
        word = _cue_words(judged.group(0))
        return Frame(_judged_family(word), word, "suffix")
    for cond in _p("condition_trail").finditer(head):
        word = _cue_words(cond.group(0))
        if word.endswith("long as") and _FOR_BEFORE.search(head, 0, cond.start()):
            continue  # "a member for as long as anyone can remember": how long, not whether
        if word != "once" or future:
            return Frame("condition", word, "suffix")
        break
    if _OR_SO.search(head):
        return Frame("allegation", "or so", "suffix")
    aside = _FIRST_ASIDE.match(head)
    asides = [aside.group(1)] if aside is not None else []
    for tail in head.rsplit(",", 1)[1:] + _dash_tail(suffix, m) + asides:
        if len(_WORDS.findall(tail)) > MAX_ATTRIBUTION_WORDS:
            continue
        for family in ("allegation", "rumour", "denial"):  # ", critics allege"
            found = _first(family, tail, "suffix")
            if found is not None:
                return found
        tag = _tail_tag(tail)
        if tag is not None:
            return tag
    taken_back = _taken_back(suffix)
    if taken_back is not None:
        # "..., or will once the paperwork clears": the writer takes the statement back to a
        # promise; "..., which the club denies": the relative's object is the statement.
        family = "future" if taken_back.group("future") else "denial"
        return Frame(family, _cue_words(taken_back.group(0).lstrip(",;:-–— ")), "suffix")
    if m is not None:
        next_clause = suffix[m.start() :]
        nxt = _NEXT_CLAUSE_FALSE.match(next_clause)
        if nxt is not None:
            return Frame("denial", " ".join(nxt.group(0).lower().split()[-2:]), "suffix")
        denied = _next_clause_denial().match(next_clause)
        if denied is not None:
            return Frame("denial", " ".join(denied.group(0).lower().split()[-3:]), "suffix")
        if _NO_SUCH.match(next_clause):
            # "..., but the archivist said its registers list no such student"
            return Frame("denial", "but ... no such", "suffix")
    if _LATER_CLAUSE_FALSE.search(suffix):
        return Frame("denial", "but ... the claim was false", "suffix")
    hearsay = _LATER_CLAUSE_HEARSAY.search(suffix)
    if hearsay is not None:
        return Frame("report", " ".join(hearsay.group(0).lower().split()[-3:]), "suffix")
    return None
