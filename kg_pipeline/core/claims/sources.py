"""The source index of one item: its sentences with stems, prefixes and numbers precomputed,
candidate passages (runs of adjacent sentences), and the word matching the mapper and the
detectors share."""

from __future__ import annotations

from dataclasses import dataclass, field

from kg_pipeline.core.claims.models import (
    ClaimSource,
)
from kg_pipeline.core.claims.tokens import Token, numbers_equal, tokenize
from kg_pipeline.core.text.sentences import split_sentences


@dataclass
class Sentence:
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
    sentences: list[Sentence] = field(default_factory=list)

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
                    Sentence(
                        source.source_id, i, span.start, span.end, tokens, stems, prefixes, numbers
                    )
                )
        return index


def _word_in(token: Token, sentence: Sentence) -> bool:
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


def same_word(a: Token, b: Token) -> bool:
    if a.stem == b.stem:
        return True
    if len(a.stem) >= 5 and len(b.stem) >= 5 and a.stem[:5] == b.stem[:5]:
        common = len(_common_prefix(a.stem, b.stem))
        return common >= 0.8 * min(len(a.stem), len(b.stem))
    return False


def matches(token: Token, sentence: Sentence) -> bool:
    if token.kind == "number":
        return any(numbers_equal(token, other) for other in sentence.numbers) or (
            token.norm in sentence.stems
        )
    return _word_in(token, sentence)


@dataclass
class Candidate:
    sentences: list[Sentence]
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


def bits(mask: int) -> list[int]:
    out = []
    i = 0
    while mask:
        if mask & 1:
            out.append(i)
        mask >>= 1
        i += 1
    return out
