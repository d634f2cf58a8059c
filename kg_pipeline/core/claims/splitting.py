"""Deterministic atomic-claim splitting with exact offsets into the generated text.

Rules, not a parser: sentences first, then coordinated clauses, then enumerations. Every split keeps
character offsets so an auditor can highlight exactly the words a claim stands on. The sentence
splitter is `kg_pipeline.core.text.sentences.split_sentences` (re-exported here); its lenient mode
cuts sources into candidate passages, including lowercased and tokenised text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg_pipeline.core.claims.models import Claim, ClaimKind
from kg_pipeline.core.text.sentences import Span, split_sentences, strip_span


def wordlist(text: str) -> list[str]:
    """Whitespace-separated words of a literal: keeps long word lists readable."""
    return text.split()


_BULLET = re.compile(r"^(?:[-*•·]+|\(?\d{1,2}[.)]|\(?[a-z]\))\s+")
_WORD = re.compile(r"\w+(?:[-'’.]\w+)*", re.UNICODE)

# A line that only announces the text ("Here is a summary of the passage:") asserts nothing.
_PREAMBLE = re.compile(
    r"^(?:here\s+is|here's|here\s+are|below\s+is|the\s+following\s+is|sure|certainly)\b.*"
    r"(?:summary|summarized|summarised|overview|passage|article|text)\b.*[:.]?$|^\w[\w\s]{0,40}:$",
    re.IGNORECASE,
)

_CLAUSE_CONJUNCTIONS = (
    "and",
    "but",
    "while",
    "whereas",
    "although",
    "though",
    "yet",
    "so",
    "and then",
    "and also",
    "and was",
    "as well as",
)
# ", <conj> " followed by at least this many words is a coordinated clause, not a list tail.
_MIN_CLAUSE_WORDS = 3
_CLAUSE_SPLIT = re.compile(
    r"\s*;\s*"
    r"|,\s+(?=(?:" + "|".join(re.escape(c) for c in _CLAUSE_CONJUNCTIONS) + r")\s)"
    r"|,\s+(?=(?:with|having|including|making|leading|resulting|according)\s)"
    r"|\s+(?=and\s+(?:he|she|they|it|we|i)\s)",
    re.IGNORECASE,
)
_LEADING_SUBORDINATE = re.compile(
    r"(?:while|although|though|whereas|despite|after|before|since|when|because|once|following)\b",
    re.IGNORECASE,
)
_ENUM_MARKERS = re.compile(
    r"\b(?:including|includes|include|included|such as|like|namely|are|were|was|is|as)\s+"
    r"|:\s*",
    re.IGNORECASE,
)
_LIST_STOP_WORDS = frozenset(
    wordlist("""
        is was were are has have had will would can could should did does do said says in on
        at for from with by to into during after before since who which that whose as were
        being
        """)
)
_MAX_ITEM_WORDS = 6

STOPWORDS = frozenset(
    wordlist("""
        a an the and or but if then else of at by for with about against between into through
        during before after above below to from up down in out on off over under again further
        once here there when where why how all any both each few more most other some such
        only own same so than too very s t can will just don should now i me my myself we our
        ours ourselves you your yours yourself yourselves he him his himself she her hers
        herself it its itself they them their theirs themselves what which who whom whose this
        that these those am is are was were be been being have has had having do does did
        doing would could might must shall may also as while whereas although though yet
        because until unless upon via per its onto within whether one's let lets us said says
        say since across still already however just even well many much several various often
        currently later including among along toward towards despite instead rather thus
        therefore like according become became becomes into onto whose whom whereby there's
        it's that's able per cent
        """)
)
"""Function words; negators (not, no, never...) are deliberately absent: they carry polarity."""


def _has_content(text: str) -> bool:
    return any(ch.isalnum() for ch in text)


def has_content_words(text: str) -> bool:
    """Whether a span asserts anything checkable (a word that is not a function word)."""
    return any(w.lower() not in STOPWORDS for w in _WORD.findall(text))


def _words(text: str, start: int, end: int) -> list[re.Match[str]]:
    return list(_WORD.finditer(text, start, end))


def _clause_spans(text: str, start: int, end: int) -> list[Span]:
    """Cut a sentence at coordinating conjunctions and semicolons, keeping the conjunction with
    the clause it introduces (its words belong to that claim)."""
    cuts: list[tuple[int, int]] = []  # (end of the left clause, start of the right one)
    left = start
    # "While X, Y": the fronted subordinate clause is a claim of its own. Not "If X, Y": a
    # condition cut from its consequence would turn it into an unconditional claim.
    lead = _LEADING_SUBORDINATE.match(text, start, end)
    if lead:
        comma = text.find(",", lead.end(), end)
        if (
            comma != -1
            and len(_words(text, start, comma)) >= _MIN_CLAUSE_WORDS
            and len(_words(text, comma + 1, end)) >= _MIN_CLAUSE_WORDS
        ):
            cuts.append((comma, comma + 1))
            left = comma + 1
    for match in _CLAUSE_SPLIT.finditer(text, start, end):
        right_words = _words(text, match.end(), end)
        left_words = _words(text, left, match.start())
        if len(right_words) < _MIN_CLAUSE_WORDS + 1 or len(left_words) < _MIN_CLAUSE_WORDS:
            continue
        is_semicolon = ";" in text[match.start() : match.end()]
        if not is_semicolon and _ends_enumeration(text, left, match.start(), match.end(), end):
            continue
        cuts.append((match.start(), match.end()))
        left = match.end()
    spans: list[Span] = []
    left = start
    for left_end, right_start in cuts:
        spans.append(Span(*strip_span(text, left, left_end)))
        left = right_start
    spans.append(Span(*strip_span(text, left, end)))
    return [sp for sp in spans if _has_content(text[sp.start : sp.end])]


def _ends_enumeration(text: str, left: int, cut: int, right: int, end: int) -> bool:
    """ ", and X" closes a list ("A, B, and C") when the left part has a comma-separated run of
    short items and what follows the conjunction is short."""
    segment = text[left:cut]
    if not re.search(r",(?!\d)", segment):
        return False
    last_items = [p.strip() for p in re.split(r",(?!\d)", segment)[1:]]
    if not all(0 < len(_WORD.findall(p)) <= _MAX_ITEM_WORDS for p in last_items):
        return False
    tail_words = _WORD.findall(text[right:end])
    return len(tail_words) <= _MAX_ITEM_WORDS + 3


@dataclass(frozen=True)
class _Enumeration:
    items: list[Span]


def _find_enumeration(text: str, start: int, end: int) -> _Enumeration | None:
    """Find "A, B(,) and/or C" with at least three short items inside a clause."""
    segments: list[Span] = []
    pos = start
    for comma in re.finditer(r",(?!\d)", text[start:end]):
        segments.append(Span(pos, start + comma.start()))
        pos = start + comma.end()
    segments.append(Span(pos, end))
    if len(segments) < 2:
        return None
    for first in range(len(segments) - 1):
        mids: list[Span] = []
        j = first + 1
        last: Span | None = None
        while j < len(segments):
            seg_start, seg_end = strip_span(text, segments[j].start, segments[j].end)
            seg_text = text[seg_start:seg_end]
            conj = re.match(r"(?:and|or)\s+", seg_text, re.IGNORECASE)
            inner = re.search(r"\s(?:and|or)\s", seg_text, re.IGNORECASE)
            if conj:
                last = _cut_item(text, seg_start + conj.end(), seg_end, mids)
                break
            n_words = len(_WORD.findall(seg_text))
            if inner and n_words <= 2 * _MAX_ITEM_WORDS + 1:
                before = Span(*strip_span(text, seg_start, seg_start + inner.start()))
                if 0 < len(_WORD.findall(text[before.start : before.end])) <= _MAX_ITEM_WORDS:
                    mids.append(before)
                    last = _cut_item(text, seg_start + inner.end(), seg_end, mids)
                break
            if not 0 < n_words <= _MAX_ITEM_WORDS or _has_stop_word(seg_text):
                break
            mids.append(Span(seg_start, seg_end))
            j += 1
        if last is None or not mids:
            continue
        kinds = {_capitalised(text, m) for m in [*mids, last]}
        if len(kinds) != 1:
            continue  # "in Kabul, Afghanistan, killing ... and wounding ..." is not a list
        head = _first_item(text, segments[first], mids)
        if head is None:
            continue
        items = [head, *mids, last]
        if len(items) >= 3 and all(_has_content(text[i.start : i.end]) for i in items):
            return _Enumeration(items=items)
    return None


def _has_stop_word(segment: str) -> bool:
    return any(
        w.lower() in ("is", "was", "were", "are", "has", "have", "had", "said")
        for w in _WORD.findall(segment)
    )


def _capitalised(text: str, span: Span) -> bool:
    """Whether the span names something (a capitalised word or a number)."""
    return any(
        w[:1].isupper() or w[:1].isdigit() for w in _WORD.findall(text[span.start : span.end])
    )


def _first_item(text: str, segment: Span, mids: list[Span]) -> Span | None:
    seg_start, seg_end = strip_span(text, segment.start, segment.end)
    words = _words(text, seg_start, seg_end)
    if not words:
        return None
    if all(_capitalised(text, m) for m in mids):
        # Walk back over the trailing run of capitalised words ("Grateful Dead").
        k = len(words)
        while k > 0 and (words[k - 1].group()[:1].isupper() or words[k - 1].group()[:1].isdigit()):
            k -= 1
        if k < len(words):
            return Span(words[k].start(), words[-1].end())
    markers = list(_ENUM_MARKERS.finditer(text, seg_start, seg_end))
    if markers:
        begin = markers[-1].end()
        if len(_words(text, begin, seg_end)) <= _MAX_ITEM_WORDS:
            return Span(*strip_span(text, begin, seg_end)) if begin < seg_end else None
    width = max(len(_WORD.findall(text[m.start : m.end])) for m in mids)
    take = min(width, len(words))
    return Span(words[len(words) - take].start(), words[-1].end())


def _cut_item(text: str, start: int, end: int, mids: list[Span]) -> Span:
    """The last list item: stop where the clause goes on ("A, B and C were ...")."""
    words = _words(text, start, end)
    if not words:
        return Span(start, start)
    proper = all(_capitalised(text, m) for m in mids)
    width = max(len(_WORD.findall(text[m.start : m.end])) for m in mids) if mids else 3
    kept = [words[0]]
    for w in words[1:]:
        token = w.group()
        if token.lower() in _LIST_STOP_WORDS:
            break
        if proper and not (token[:1].isupper() or token[:1].isdigit() or token in ("of", "the")):
            break
        if not proper and len(kept) >= width + 1:
            break
        kept.append(w)
    return Span(kept[0].start(), kept[-1].end())


def _is_preamble(sentence: str) -> bool:
    return bool(_PREAMBLE.match(sentence.strip())) and len(_WORD.findall(sentence)) <= 14


def split_claims(generated_text: str, *, split_enumerations: bool = True) -> list[Claim]:
    """Atomic claims of a generated text, in reading order, ids `c1`, `c2`, ..."""
    claims: list[Claim] = []
    sentence_index = 0
    for sentence in split_sentences(generated_text):
        s_start, s_end = sentence.start, sentence.end
        bullet = _BULLET.match(generated_text[s_start:s_end])
        if bullet:
            s_start += bullet.end()
        sentence_text = generated_text[s_start:s_end]
        if not has_content_words(sentence_text) or _is_preamble(sentence_text):
            continue
        clauses = _clause_spans(generated_text, s_start, s_end)
        for clause in clauses:
            if not has_content_words(generated_text[clause.start : clause.end]):
                continue
            kind = ClaimKind.SENTENCE if len(clauses) == 1 else ClaimKind.CLAUSE
            enumeration = (
                _find_enumeration(generated_text, clause.start, clause.end)
                if split_enumerations
                else None
            )
            if enumeration is None:
                claims.append(
                    Claim(
                        claim_id=f"c{len(claims) + 1}",
                        text=generated_text[clause.start : clause.end],
                        start=clause.start,
                        end=clause.end,
                        kind=kind,
                        sentence_index=sentence_index,
                        context_start=clause.start,
                        context_end=clause.end,
                    )
                )
                continue
            prefix = generated_text[clause.start : enumeration.items[0].start]
            suffix = generated_text[enumeration.items[-1].end : clause.end]
            for item in enumeration.items:
                body = generated_text[item.start : item.end]
                text = re.sub(r"\s+", " ", f"{prefix}{body}{suffix}").strip()
                claims.append(
                    Claim(
                        claim_id=f"c{len(claims) + 1}",
                        text=text,
                        start=item.start,
                        end=item.end,
                        kind=ClaimKind.ENUMERATION_ITEM,
                        sentence_index=sentence_index,
                        context_start=clause.start,
                        context_end=clause.end,
                    )
                )
        sentence_index += 1
    return claims
