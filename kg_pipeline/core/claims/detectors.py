"""Contradiction detectors: a number, date, negation or antonym that differs between a claim and
a passage that otherwise matches it, and swapped names."""

from __future__ import annotations

import re
from collections.abc import Callable

from kg_pipeline.core.claims.config import MappingConfig
from kg_pipeline.core.claims.lexicon import ANTONYMS, MONTHS, SCALES, WEEKDAYS
from kg_pipeline.core.claims.sources import Candidate, Sentence, bits, same_word
from kg_pipeline.core.claims.tokens import Token, number_class, numbers_equal

_RADIUS = 2


def _neighbours(tokens: list[Token], pos: int) -> set[str]:
    """Content words and numbers right around a token: what a number or a date is about."""
    return {
        t.stem
        for t in tokens[max(0, pos - _RADIUS) : pos + _RADIUS + 1]
        if t.pos != pos and t.kind == "word" and t.norm not in SCALES
    }


def _same_slot(claim_tokens: list[Token], c: Token, sentence: Sentence, p: Token) -> bool:
    return bool(_neighbours(claim_tokens, c.pos) & _neighbours(sentence.tokens, p.pos))


def _checkable(token: Token) -> bool:
    """Kinds of words whose replacement by another of the same kind is a contradiction."""
    return (
        token.kind == "number"
        or token.norm in MONTHS
        or token.norm in WEEKDAYS
        or (token.kind == "word" and token.stem in ANTONYMS)
    )


def _contradicts(claim: Token, other: Token, claim_numbers: list[Token]) -> bool:
    """Whether a passage token is a different value of the claim token's kind."""
    if claim.kind == "number":
        return (
            other.kind == "number"
            and number_class(other) == number_class(claim)
            and not any(numbers_equal(c, other) for c in claim_numbers)
        )
    for table in (MONTHS, WEEKDAYS):
        if claim.norm in table:
            return (
                other.norm in table
                and table[other.norm] != table[claim.norm]
                and (other.norm != "may" or other.capital)
            )
    return other.stem in ANTONYMS.get(claim.stem, frozenset())


def _negated_before(tokens: list[Token], positions: list[int]) -> bool:
    negators = [t.pos for t in tokens if t.kind == "negator"]
    return any(0 < h - n <= 2 for h in positions for n in negators)


def find_conflict(
    claim_text: str,
    claim_tokens: list[Token],
    content: list[Token],
    weights: list[float],
    candidate: Candidate,
    config: MappingConfig,
) -> tuple[str, float] | None:
    """Why the candidate passage contradicts the claim, with its context score, or None.

    A mismatch only counts in the same slot: the differing number, date or antonym must share a
    neighbouring word with the claim's ("budget of $170 million" against "budget of $ 160
    million"), so an unrelated number elsewhere in a long passage is no contradiction.
    """
    matched = set(bits(candidate.mask))

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
            elif token.norm in MONTHS or token.norm in WEEKDAYS:
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
                    if t.kind == "word" and any(same_word(t, c) for c in shared)
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
    candidate: Candidate,
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
        return [p.pos for p in sentence.tokens if p.kind == "word" and same_word(p, token)]

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
    sentence: Sentence,
    positions: Callable[[Token], list[int]],
) -> str | None:
    if same_word(first, second) or not 2 <= second.pos - first.pos <= 6:
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
