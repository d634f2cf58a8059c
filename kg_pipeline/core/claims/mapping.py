"""Map each claim to its most specific supporting passage, or say why none supports it.

Deterministic and lexical on purpose: every decision is a count of words found or missing, so the
rationale can name them and a reviewer can check it. Passages are source sentences and short runs
of adjacent sentences, always cut from the original text, so a returned passage is verbatim at its
offsets by construction. Matching is case-, space- and quote-insensitive because some sources are
lowercased and tokenised ("it 's", "$ 160 million").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from pydantic import BaseModel, ConfigDict

from kg_pipeline.core.claims.models import (
    Claim,
    ClaimItem,
    ClaimMapping,
    ClaimSource,
    ClaimStatus,
    ItemAudit,
    ItemCoverage,
    MappingConfidence,
)
from kg_pipeline.core.claims.splitting import (
    STOPWORDS,
    split_claims,
    split_sentences,
    wordlist,
)


class MappingConfig(BaseModel):
    """Thresholds of the deterministic mapper (tuned on WiCE dev; see docs/claim_audit.md)."""

    model_config = ConfigDict(frozen=True)

    mapped_threshold: float = 0.4
    """Weighted share of the claim's content words a passage must contain to support it."""
    high_threshold: float = 0.9
    conflict_context: float = 0.6
    """Share of the rest of the claim a passage must match before a mismatch in it (a number, a
    date, a negation, an antonym) counts as a contradiction rather than as a different topic."""
    max_window: int = 3
    """Longest run of adjacent source sentences considered as one passage."""
    specificity_margin: float = 0.03
    """A shorter passage wins when its score is within this margin of a longer one's."""
    critical_weight: float = 1.0
    """Extra weight of names and numbers, the words a hallucination usually changes."""
    require_critical: bool = True
    """A claim whose name or number is missing from its passage is never MAPPED."""
    split_enumerations: bool = True
    negation_context: float = 0.8
    """Polarity is compared only when the passage matches this much of the claim."""
    critical_scope: str = "source"
    """Where a claim's names and numbers must be found for MAPPED: 'passage' or 'source'."""


DEFAULT_CONFIG = MappingConfig()


# ---------------------------------------------------------------------------------------------
# Verbatim search, insensitive to case, whitespace and quote style, returning original offsets.

_FOLD_PAIRS = {"``": '"', "''": '"', "--": "-"}
_FOLD_CHARS = {
    "’": "'",
    "‘": "'",
    "`": "'",
    "´": "'",
    "“": '"',
    "”": '"',
    "„": '"',
    "–": "-",
    "—": "-",
    "‑": "-",
    "…": "...",
    "\u00a0": " ",
}


@dataclass(frozen=True)
class FoldedText:
    text: str
    starts: list[int]
    ends: list[int]


@lru_cache(maxsize=256)
def fold(text: str) -> FoldedText:
    """Lowercase, drop whitespace, unify quotes and dashes; keep each char's original extent."""
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i, n = 0, len(text)
    while i < n:
        pair = text[i : i + 2]
        if pair in _FOLD_PAIRS:
            out.append(_FOLD_PAIRS[pair])
            starts.append(i)
            ends.append(i + 2)
            i += 2
            continue
        ch = _FOLD_CHARS.get(text[i], text[i])
        if not ch.isspace():
            for c in ch.lower():
                out.append(c)
                starts.append(i)
                ends.append(i + 1)
        i += 1
    return FoldedText("".join(out), starts, ends)


def locate_verbatim(text: str, quote: str, *, near: int = 0) -> tuple[int, int] | None:
    """Offsets of `quote` in `text` (insensitive to case, spacing and quote style), or None.

    `text[start:end]` is then the exact original wording; the occurrence closest to `near` wins.
    """
    needle = fold(quote).text
    if not needle:
        return None
    hay = fold(text)
    best: tuple[int, int] | None = None
    pos = hay.text.find(needle)
    while pos != -1:
        span = (hay.starts[pos], hay.ends[pos + len(needle) - 1])
        if best is None or abs(span[0] - near) < abs(best[0] - near):
            best = span
        pos = hay.text.find(needle, pos + 1)
    return best


# ---------------------------------------------------------------------------------------------
# Tokens.

_TOKEN = re.compile(
    r"(?P<neg>n['’]t\b)"
    r"|(?P<num>\d+(?:[.,]\d+)*(?:st|nd|rd|th)?)(?![^\W\d_])"
    r"|(?P<word>[^\W\d_]+?)(?=n['’]t\b)"
    r"|(?P<word2>[^\W\d_]+|\d+[^\W\d_]+\w*)"
    r"|(?P<pct>%)"
)
# Lexical negators too ("failed to progress" states the same as "did not progress").
_NEGATORS = frozenset(
    wordlist("""
        not no never none nobody nothing neither nor without cannot n't non fail fails failed
        unable refused refuses
        """)
)
_NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        wordlist("""
            zero one two three four five six seven eight nine ten eleven twelve thirteen
            fourteen fifteen sixteen seventeen eighteen nineteen twenty
            """)
    )
}
_NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70})
_NUMBER_WORDS.update({"eighty": 80, "ninety": 90, "dozen": 12, "hundred": 100})
_SCALES = {
    "thousand": 1e3,
    "million": 1e6,
    "millions": 1e6,
    "billion": 1e9,
    "billions": 1e9,
    "trillion": 1e12,
    "bn": 1e9,
}
_APPROX = frozenset(
    wordlist("""
        about around approximately roughly nearly almost some over more than under less
        estimated circa ca up
        """)
)
_MONTHS = {
    m: i
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for m in names
}
_WEEKDAYS = {
    d: i for i, d in enumerate(wordlist("monday tuesday wednesday thursday friday saturday sunday"))
}
_ANTONYM_PAIRS = [
    ("increase", "decrease"),
    ("increase", "decline"),
    ("increase", "fall"),
    ("increase", "drop"),
    ("rise", "fall"),
    ("rise", "decline"),
    ("rise", "drop"),
    ("gain", "loss"),
    ("gain", "lose"),
    ("win", "lose"),
    ("won", "lost"),
    ("victory", "defeat"),
    ("more", "less"),
    ("more", "fewer"),
    ("higher", "lower"),
    ("high", "low"),
    ("larger", "smaller"),
    ("largest", "smallest"),
    ("bigger", "smaller"),
    ("biggest", "smallest"),
    ("longest", "shortest"),
    ("oldest", "youngest"),
    ("older", "younger"),
    ("before", "after"),
    ("earlier", "later"),
    ("first", "last"),
    ("above", "below"),
    ("majority", "minority"),
    ("maximum", "minimum"),
    ("best", "worst"),
    ("positive", "negative"),
    ("accept", "reject"),
    ("approve", "reject"),
    ("allow", "ban"),
    ("allow", "prohibit"),
    ("buy", "sell"),
    ("bought", "sold"),
    ("alive", "dead"),
    ("open", "closed"),
    ("success", "failure"),
    ("succeed", "fail"),
    ("support", "oppose"),
    ("guilty", "innocent"),
    ("true", "false"),
    ("male", "female"),
    ("man", "woman"),
    ("men", "women"),
    ("husband", "wife"),
    ("son", "daughter"),
    ("father", "mother"),
    ("brother", "sister"),
    ("boy", "girl"),
    ("north", "south"),
    ("east", "west"),
    ("import", "export"),
    ("arrive", "depart"),
    ("entered", "left"),
    ("hired", "fired"),
    ("birth", "death"),
    ("born", "died"),
    ("public", "private"),
    ("domestic", "foreign"),
    ("cheap", "expensive"),
    ("rich", "poor"),
    ("future", "past"),
    ("always", "never"),
    ("all", "none"),
    ("confirmed", "denied"),
    ("legal", "illegal"),
    ("inside", "outside"),
]

_SUFFIXES = (
    "izations",
    "ization",
    "ational",
    "fulness",
    "iveness",
    "ousness",
    "ations",
    "ation",
    "ments",
    "ment",
    "ingly",
    "ings",
    "ing",
    "edly",
    "ness",
    "ies",
    "ied",
    "ers",
    "est",
    "ian",
    "ed",
    "er",
    "ly",
    "es",
    "s",
)


_SPELLING = ((re.compile(r"tre(s?)$"), r"ter\1"), (re.compile(r"our(s?)$"), r"or\1"))
_SPELLING_ISE = re.compile(r"is(e|es|ed|ing|ation|ations)$")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper: enough to match 'publisher'/'publishing' and British/American
    spellings ('metres'/'meters', 'organised'/'organized'), not a linguist."""
    if len(word) > 5:
        for pattern, repl in _SPELLING:
            word = pattern.sub(repl, word)
        word = _SPELLING_ISE.sub(r"iz\1", word)
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    # "approve"/"approved", "make"/"making": drop a final silent e.
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


_ANTONYMS: dict[str, frozenset[str]] = {}
for _a, _b in _ANTONYM_PAIRS:
    for _x, _y in ((_a, _b), (_b, _a)):
        _ANTONYMS[stem(_x)] = _ANTONYMS.get(stem(_x), frozenset()) | {stem(_y)}


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    norm: str
    stem: str
    pos: int
    start: int
    end: int
    kind: str  # word | number | negator | stop
    value: float | None = None
    capital: bool = False
    """Capitalised and not the first token: a name (or a month, a title)."""
    approx: bool = False
    initial_capital: bool = False


def _number_value(raw: str) -> float | None:
    core = re.sub(r"(?:st|nd|rd|th)$", "", raw)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", core):
        core = core.replace(",", "")
    core = core.replace(",", ".") if core.count(",") == 1 and "." not in core else core
    try:
        return float(core)
    except ValueError:
        return None


def tokenize(text: str) -> list[Token]:
    """Tokens with kinds, values for numbers (scaled by a following 'million'), and offsets."""
    raw: list[tuple[str, str, int, int]] = []
    for m in _TOKEN.finditer(text):
        group = m.lastgroup or "word"
        raw.append((group, m.group(), m.start(), m.end()))
    tokens: list[Token] = []
    for i, (group, value, start, end) in enumerate(raw):
        lower = value.lower()
        prev = raw[i - 1][1].lower() if i > 0 else ""
        prev2 = raw[i - 2][1].lower() if i > 1 else ""
        approx = prev in _APPROX or prev2 in _APPROX
        capital = value[:1].isupper() and i > 0
        initial_capital = value[:1].isupper() and i == 0
        if group == "neg" or lower in _NEGATORS:
            tokens.append(Token(value, "not", "not", i, start, end, "negator"))
            continue
        if group == "pct":
            tokens.append(Token(value, "percent", "percent", i, start, end, "word"))
            continue
        number: float | None = None
        if group == "num":
            number = _number_value(value)
        elif lower in _NUMBER_WORDS and lower not in ("one",):
            number = float(_NUMBER_WORDS[lower])
        if number is not None:
            nxt = raw[i + 1][1].lower() if i + 1 < len(raw) else ""
            scaled = number * _SCALES.get(nxt, 1.0)
            norm = f"{scaled:g}"
            tokens.append(Token(value, norm, norm, i, start, end, "number", scaled, True, approx))
            continue
        norm = "percent" if lower == "cent" and prev == "per" else lower
        kind = "stop" if norm in STOPWORDS or len(norm) == 1 else "word"
        if lower == "may" and capital:
            kind = "word"  # the month, not the modal
        tokens.append(
            Token(
                value, norm, stem(norm), i, start, end, kind, None, capital, False, initial_capital
            )
        )
    return tokens


def _number_class(token: Token) -> str:
    """Years only contradict years, and counts only counts ("in 2018" vs "9 people" is no clash)."""
    value = token.value
    if (
        value is not None
        and value == int(value)
        and 1000 <= value <= 2100
        and re.fullmatch(r"\d{4}", token.text)
    ):
        return "year"
    return "quantity"


def _numbers_equal(claim: Token, other: Token) -> bool:
    a, b = claim.value, other.value
    if a is None or b is None:
        return False
    if a == b:
        return True
    if b == 0 or "year" in (_number_class(claim), _number_class(other)):
        return False  # a year is exact: 2018 is not "about" 2019
    tolerance = 0.1 if claim.approx else 0.005
    if abs(a - b) / abs(b) <= tolerance:
        return True
    # "$181.7 million" for 181,674,817: equal after rounding to the claim's precision.
    digits = len(re.sub(r"\D", "", claim.text.split(".")[0].lstrip("0"))) or 1
    if a >= 1 and b >= 1:
        magnitude = 10 ** (int(math.log10(b)) + 1 - digits - _decimals(claim.text))
        return magnitude >= 1 and round(b / magnitude) * magnitude == a
    return False


def _decimals(raw: str) -> int:
    match = re.search(r"\.(\d+)", raw)
    return len(match.group(1)) if match else 0


# ---------------------------------------------------------------------------------------------
# Source index.


@dataclass
class _Sentence:
    source_id: str
    index: int
    start: int
    end: int
    tokens: list[Token]
    stems: frozenset[str]
    prefixes: dict[str, list[str]]
    numbers: list[Token]


@dataclass
class SourceIndex:
    """Sentences of every source of one item, with what the matcher needs precomputed."""

    sources: dict[str, ClaimSource]
    sentences: list[_Sentence] = field(default_factory=list)

    @classmethod
    def build(cls, sources: list[ClaimSource]) -> SourceIndex:
        index = cls(sources={s.source_id: s for s in sources})
        for source in sources:
            for i, span in enumerate(split_sentences(source.text, lenient=True)):
                tokens = tokenize(source.text[span.start : span.end])
                stems = frozenset(t.stem for t in tokens if t.kind in ("word", "stop"))
                prefixes: dict[str, list[str]] = {}
                for s in stems:
                    if len(s) >= 5:
                        prefixes.setdefault(s[:5], []).append(s)
                numbers = [t for t in tokens if t.kind == "number"]
                index.sentences.append(
                    _Sentence(
                        source.source_id, i, span.start, span.end, tokens, stems, prefixes, numbers
                    )
                )
        return index


def _word_in(token: Token, sentence: _Sentence) -> bool:
    if token.stem in sentence.stems:
        return True
    if len(token.stem) >= 5:
        for candidate in sentence.prefixes.get(token.stem[:5], ()):
            common = len(_common_prefix(candidate, token.stem))
            if common >= 0.8 * min(len(candidate), len(token.stem)):
                return True
    return False


def _common_prefix(a: str, b: str) -> str:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return a[:n]


def _same_word(a: Token, b: Token) -> bool:
    if a.stem == b.stem:
        return True
    if len(a.stem) >= 5 and len(b.stem) >= 5 and a.stem[:5] == b.stem[:5]:
        common = len(_common_prefix(a.stem, b.stem))
        return common >= 0.8 * min(len(a.stem), len(b.stem))
    return False


def _matches(token: Token, sentence: _Sentence) -> bool:
    if token.kind == "number":
        return any(_numbers_equal(token, other) for other in sentence.numbers) or (
            token.norm in sentence.stems
        )
    return _word_in(token, sentence)


# ---------------------------------------------------------------------------------------------
# Mapping one claim.


@dataclass
class _Candidate:
    sentences: list[_Sentence]
    mask: int
    score: float

    @property
    def source_id(self) -> str:
        return self.sentences[0].source_id

    @property
    def start(self) -> int:
        return self.sentences[0].start

    @property
    def end(self) -> int:
        return self.sentences[-1].end


def _is_critical(token: Token) -> bool:
    return token.kind == "number" or token.capital


def _bits(mask: int) -> list[int]:
    out = []
    i = 0
    while mask:
        if mask & 1:
            out.append(i)
        mask >>= 1
        i += 1
    return out


def _describe(tokens: list[Token], bits: list[int]) -> str:
    words = []
    for b in bits:
        if tokens[b].text not in words:
            words.append(tokens[b].text)
    return ", ".join(f"'{w}'" for w in words[:8])


def _mapping(
    item_id: str,
    claim: Claim,
    status: ClaimStatus,
    confidence: MappingConfidence,
    rationale: str,
    index: SourceIndex,
    passage: tuple[str, int, int] | None = None,
    score: float | None = None,
) -> ClaimMapping:
    source_id, p_start, p_end = passage if passage else (None, None, None)
    text = index.sources[source_id].text[p_start:p_end] if passage else None  # type: ignore[index]
    return ClaimMapping(
        item_id=item_id,
        claim_id=claim.claim_id,
        claim_text=claim.text,
        claim_start=claim.start,
        claim_end=claim.end,
        status=status,
        confidence=confidence,
        source_id=source_id,
        passage=text,
        passage_start=p_start,
        passage_end=p_end,
        rationale=rationale,
        score=None if score is None else round(score, 4),
    )


_RADIUS = 2


def _neighbours(tokens: list[Token], pos: int) -> set[str]:
    """Content words and numbers right around a token: what a number or a date is about."""
    return {
        t.stem
        for t in tokens[max(0, pos - _RADIUS) : pos + _RADIUS + 1]
        if t.pos != pos and t.kind == "word" and t.norm not in _SCALES
    }


def _same_slot(claim_tokens: list[Token], c: Token, sentence: _Sentence, p: Token) -> bool:
    return bool(_neighbours(claim_tokens, c.pos) & _neighbours(sentence.tokens, p.pos))


def _checkable(token: Token) -> bool:
    """Kinds of words whose replacement by another of the same kind is a contradiction."""
    return (
        token.kind == "number"
        or token.norm in _MONTHS
        or token.norm in _WEEKDAYS
        or (token.kind == "word" and token.stem in _ANTONYMS)
    )


def _contradicts(claim: Token, other: Token, claim_numbers: list[Token]) -> bool:
    """Whether a passage token is a different value of the claim token's kind."""
    if claim.kind == "number":
        return (
            other.kind == "number"
            and _number_class(other) == _number_class(claim)
            and not any(_numbers_equal(c, other) for c in claim_numbers)
        )
    for table in (_MONTHS, _WEEKDAYS):
        if claim.norm in table:
            return (
                other.norm in table
                and table[other.norm] != table[claim.norm]
                and (other.norm != "may" or other.capital)
            )
    return other.stem in _ANTONYMS.get(claim.stem, frozenset())


def _negated_before(tokens: list[Token], positions: list[int]) -> bool:
    negators = [t.pos for t in tokens if t.kind == "negator"]
    return any(0 < h - n <= 2 for h in positions for n in negators)


def _conflict(
    claim_text: str,
    claim_tokens: list[Token],
    content: list[Token],
    weights: list[float],
    candidate: _Candidate,
    config: MappingConfig,
) -> tuple[str, float] | None:
    """Why the candidate passage contradicts the claim, with its context score, or None.

    A mismatch only counts in the same slot: the differing number, date or antonym must share a
    neighbouring word with the claim's ("budget of $170 million" against "budget of $ 160
    million"), so an unrelated number elsewhere in a long passage is no contradiction.
    """
    matched = set(_bits(candidate.mask))

    def context_without(excluded: set[int]) -> float:
        rest = [i for i in range(len(content)) if i not in excluded]
        denom = sum(weights[i] for i in rest)
        return sum(weights[i] for i in rest if i in matched) / denom if denom else 0.0

    claim_numbers = [t for t in content if t.kind == "number"]
    for i, token in enumerate(content):
        if i in matched or not _checkable(token):
            continue
        found = next(
            (
                p
                for sentence in candidate.sentences
                for p in sentence.tokens
                if _contradicts(token, p, claim_numbers)
                and _same_slot(claim_tokens, token, sentence, p)
            ),
            None,
        )
        if found is None:
            continue
        ctx = context_without({i})
        if ctx >= config.conflict_context:
            if token.kind == "number":
                what = f"the claim says {token.text} where the passage gives {found.text}"
            elif token.norm in _MONTHS or token.norm in _WEEKDAYS:
                what = f"the claim's date says {token.text} where the passage says {found.text}"
            else:
                what = f"the claim says '{token.text}' where the passage says '{found.text}'"
            return what, ctx
    # Negation: the polarity of the claim against the passage, on the words they share.
    if candidate.score >= config.negation_context:
        shared = [content[i] for i in matched if content[i].kind == "word"]
        claim_negated = _negated_before(claim_tokens, [t.pos for t in shared])
        passage_negated = any(
            _negated_before(
                s.tokens,
                [
                    t.pos
                    for t in s.tokens
                    if t.kind == "word" and any(_same_word(t, c) for c in shared)
                ],
            )
            for s in candidate.sentences
        )
        if claim_negated != passage_negated:
            if claim_negated:
                reason = "the claim is negated but the passage states it positively"
            else:
                reason = "the passage negates what the claim states positively"
            return reason, candidate.score
    # Swapped roles: "A beat B" against "B beat A".
    swap = _swapped(claim_text, claim_tokens, content, matched, candidate)
    if swap is not None and candidate.score >= config.negation_context:
        return swap, candidate.score
    return None


def _swapped(
    claim_text: str,
    claim_tokens: list[Token],
    content: list[Token],
    matched: set[int],
    candidate: _Candidate,
) -> str | None:
    """Two names of the claim around a shared word, in the opposite order in the passage."""
    if len(candidate.sentences) != 1:
        return None
    sentence = candidate.sentences[0]
    names = [
        i
        for i, t in enumerate(content)
        if i in matched and t.kind == "word" and (t.capital or t.initial_capital)
    ]

    def positions(token: Token) -> list[int]:
        return [p.pos for p in sentence.tokens if p.kind == "word" and _same_word(p, token)]

    for a_index, i in enumerate(names):
        for j in names[a_index + 1 :]:
            first, second = content[i], content[j]
            reason = _swapped_pair(
                claim_text, claim_tokens, content, matched, first, second, sentence, positions
            )
            if reason is not None:
                return reason
    return None


def _swapped_pair(
    claim_text: str,
    claim_tokens: list[Token],
    content: list[Token],
    matched: set[int],
    first: Token,
    second: Token,
    sentence: _Sentence,
    positions: Callable[[Token], list[int]],
) -> str | None:
    if _same_word(first, second) or not 2 <= second.pos - first.pos <= 6:
        return None
    # "A, the manager of B" and "B's manager A" are the same fact in another order.
    gap = claim_tokens[first.pos + 1 : second.pos]
    if any(t.norm in ("of", "s") for t in gap) or re.search(
        r"[,;:(]", claim_text[first.end : second.start]
    ):
        return None
    between = [
        t
        for k, t in enumerate(content)
        if k in matched and first.pos < t.pos < second.pos and not t.capital
    ]
    if not between:
        return None
    p1, p2 = positions(first), positions(second)
    if not p1 or not p2:
        return None
    lo, hi = p2[0], p1[-1]
    if lo >= hi:
        return None
    # Reversed only if every shared word between the names sits between them the other way
    # round, none also the claim's way round, and a passive "by" is on both sides or neither.
    if not all(any(lo < q < hi for q in positions(b)) for b in between):
        return None
    if any(any(p1[0] < q < p2[-1] for q in positions(b)) for b in between):
        return None
    claim_by = any(t.norm == "by" for t in gap)
    passage_by = any(p.norm == "by" for p in sentence.tokens if lo < p.pos < hi)
    if claim_by != passage_by:
        return None
    return (
        f"the passage has '{second.text}' and '{first.text}' the other way round around "
        f"'{between[0].text}'"
    )


def map_claim(
    item_id: str, claim: Claim, index: SourceIndex, config: MappingConfig = DEFAULT_CONFIG
) -> ClaimMapping:
    """Exactly one status for one claim, with the passage and a rationale naming the words."""
    # A claim copied word for word from a source is its own most specific passage.
    for source in index.sources.values():
        span = locate_verbatim(source.text, claim.text)
        if span is not None and len(fold(claim.text).text) >= 12:
            return _mapping(
                item_id,
                claim,
                ClaimStatus.MAPPED,
                MappingConfidence.HIGH,
                "The claim occurs verbatim in the source.",
                index,
                (source.source_id, *span),
                1.0,
            )
    claim_tokens = tokenize(claim.text)
    content = [t for t in claim_tokens if t.kind in ("word", "number")]
    if not content:
        return _mapping(
            item_id,
            claim,
            ClaimStatus.UNMAPPED,
            MappingConfidence.LOW,
            "The claim has no content word to trace.",
            index,
        )
    sentences = index.sentences
    masks = []
    for sentence in sentences:
        mask = 0
        for i, token in enumerate(content):
            if _matches(token, sentence):
                mask |= 1 << i
        masks.append(mask)
    n = max(len(sentences), 1)
    weights = []
    for i, token in enumerate(content):
        df = sum(1 for m in masks if m >> i & 1)
        weight = math.log((n + 1) / (df + 1)) + 1.0
        weights.append(weight * (config.critical_weight if _is_critical(token) else 1.0))
    total = sum(weights)

    def score_of(mask: int) -> float:
        return sum(weights[i] for i in _bits(mask)) / total

    candidates: list[_Candidate] = []
    for i in range(len(sentences)):
        mask = 0
        for k in range(config.max_window):
            j = i + k
            if j >= len(sentences) or sentences[j].source_id != sentences[i].source_id:
                break
            if k > 0 and masks[j] == 0:
                break  # a passage does not reach across a sentence that shares no word
            mask |= masks[j]
            candidates.append(_Candidate(sentences[i : j + 1], mask, score_of(mask)))
    anywhere = 0
    for m in masks:
        anywhere |= m
    if not candidates:
        return _mapping(
            item_id,
            claim,
            ClaimStatus.UNMAPPED,
            MappingConfidence.HIGH,
            "The sources are empty.",
            index,
        )
    best_score = max(c.score for c in candidates)
    best = min(
        (c for c in candidates if c.score >= best_score - config.specificity_margin),
        key=lambda c: (len(c.sentences), -c.score, c.start),
    )
    # The best passage for context may also be the one that contradicts the claim.
    ranked = sorted(candidates, key=lambda c: (-c.score, len(c.sentences)))[:5]
    for candidate in [best, *[c for c in ranked if c is not best]]:
        conflict = _conflict(claim.text, claim_tokens, content, weights, candidate, config)
        if conflict is not None:
            reason, ctx = conflict
            confidence = (
                MappingConfidence.HIGH
                if ctx >= 0.85
                else MappingConfidence.MEDIUM
                if ctx >= 0.7
                else MappingConfidence.LOW
            )
            where = _where(candidate)
            return _mapping(
                item_id,
                claim,
                ClaimStatus.CONFLICT,
                confidence,
                f"The passage ({where}) matches {ctx:.0%} of the claim's context but {reason}.",
                index,
                (candidate.source_id, candidate.start, candidate.end),
                candidate.score,
            )
    matched = set(_bits(best.mask))
    missing = [i for i in range(len(content)) if i not in matched]
    missing_critical = [i for i in missing if _is_critical(content[i])]
    absent = [i for i in missing if not anywhere >> i & 1]
    where = _where(best)
    if config.critical_scope == "source":
        missing_critical = [i for i in missing_critical if i in absent]
    if best.score >= config.mapped_threshold and not (config.require_critical and missing_critical):
        if best.score >= config.high_threshold and len(best.sentences) == 1:
            confidence = MappingConfidence.HIGH
        elif best.score >= (config.mapped_threshold + config.high_threshold) / 2:
            confidence = MappingConfidence.MEDIUM
        else:
            confidence = MappingConfidence.LOW
        rationale = f"The passage ({where}) contains {best.score:.0%} of the claim's content words"
        rationale += f"; not found: {_describe(content, missing)}." if missing else "."
        return _mapping(
            item_id,
            claim,
            ClaimStatus.MAPPED,
            confidence,
            rationale,
            index,
            (best.source_id, best.start, best.end),
            best.score,
        )
    confidence = (
        MappingConfidence.HIGH
        if best.score < 0.4 or (absent and any(_is_critical(content[i]) for i in absent))
        else MappingConfidence.MEDIUM
        if best.score < config.mapped_threshold - 0.1
        else MappingConfidence.LOW
    )
    rationale = f"No passage supports the claim: the closest ({where}) covers {best.score:.0%}"
    if missing_critical:
        rationale += f" and lacks {_describe(content, missing_critical)}"
    if absent:
        rationale += f"; in no source at all: {_describe(content, absent)}"
    return _mapping(
        item_id, claim, ClaimStatus.UNMAPPED, confidence, rationale + ".", index, None, best.score
    )


def _where(candidate: _Candidate) -> str:
    first, last = candidate.sentences[0].index, candidate.sentences[-1].index
    span = f"sentence {first + 1}" if first == last else f"sentences {first + 1}-{last + 1}"
    return f"source '{candidate.source_id}', {span}"


def audit_item(item: ClaimItem, config: MappingConfig = DEFAULT_CONFIG) -> ItemAudit:
    """Split an item's generated text into claims and map every one of them."""
    claims = split_claims(item.generated_text, split_enumerations=config.split_enumerations)
    index = SourceIndex.build(item.sources)
    mappings = [map_claim(item.item_id, claim, index, config) for claim in claims]
    return ItemAudit(
        item_id=item.item_id,
        claims=claims,
        mappings=mappings,
        coverage=ItemCoverage.from_mappings(item.item_id, mappings),
    )
