"""Map each claim to its most specific supporting passage, or say why none supports it.

Deterministic and lexical on purpose: every decision is a count of words found or missing, so the
rationale can name them and a reviewer can check it. Passages are source sentences and short runs
of adjacent sentences, always cut from the original text, so a returned passage is verbatim at its
offsets by construction. Matching is case-, space- and quote-insensitive because some sources are
lowercased and tokenised ("it 's", "$ 160 million").
"""

from __future__ import annotations

import math

from kg_pipeline.core.claims.config import DEFAULT_CONFIG, MappingConfig
from kg_pipeline.core.claims.detectors import find_conflict
from kg_pipeline.core.claims.models import (
    Claim,
    ClaimItem,
    ClaimMapping,
    ClaimStatus,
    ItemAudit,
    ItemCoverage,
    MappingConfidence,
)
from kg_pipeline.core.claims.sources import Candidate, SourceIndex, bits, matches
from kg_pipeline.core.claims.splitting import (
    split_claims,
)
from kg_pipeline.core.claims.tokens import Token, fold, locate_verbatim, tokenize


def _is_critical(token: Token) -> bool:
    return token.kind == "number" or token.capital


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
            if matches(token, sentence):
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
        return sum(weights[i] for i in bits(mask)) / total

    candidates: list[Candidate] = []
    for i in range(len(sentences)):
        mask = 0
        for k in range(config.max_window):
            j = i + k
            if j >= len(sentences) or sentences[j].source_id != sentences[i].source_id:
                break
            if k > 0 and masks[j] == 0:
                break  # a passage does not reach across a sentence that shares no word
            mask |= masks[j]
            candidates.append(Candidate(sentences[i : j + 1], mask, score_of(mask)))
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
        conflict = find_conflict(claim.text, claim_tokens, content, weights, candidate, config)
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
    matched = set(bits(best.mask))
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


def _where(candidate: Candidate) -> str:
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
