"""Sentence-aware chunking with overlap.

Chunks never cut a sentence (unless one sentence alone exceeds the budget) and each chunk keeps
its character offsets in the document, so anything extracted from a chunk can be located in the
document it came from.
"""

from __future__ import annotations

from kg_pipeline.core.models import Chunk, Document
from kg_pipeline.core.text.sentences import Span, sentence_spans


def chunk_document(doc: Document, max_chars: int = 1200, overlap_chars: int = 200) -> list[Chunk]:
    if max_chars <= 0 or overlap_chars < 0 or overlap_chars >= max_chars:
        raise ValueError("need max_chars > overlap_chars >= 0")
    sentences = _bounded(sentence_spans(doc.text), max_chars)
    chunks: list[Chunk] = []
    i = 0
    while i < len(sentences):
        j = i
        while j + 1 < len(sentences) and sentences[j + 1].end - sentences[i].start <= max_chars:
            j += 1
        start, end = sentences[i].start, sentences[j].end
        chunks.append(
            Chunk(
                chunk_id=f"{doc.doc_id}#c{len(chunks):04d}",
                doc_id=doc.doc_id,
                index=len(chunks),
                start=start,
                end=end,
                text=doc.text[start:end],
            )
        )
        if j + 1 >= len(sentences):
            break
        # Step back over trailing sentences that fit in the overlap budget, always advancing.
        k = j + 1
        while k - 1 > i and end - sentences[k - 1].start <= overlap_chars:
            k -= 1
        i = k
    return chunks


def _bounded(spans: list[Span], max_chars: int) -> list[Span]:
    """Cut any sentence longer than the budget at whitespace so no chunk exceeds it."""
    out: list[Span] = []
    for span in spans:
        start = span.start
        while span.end - start > max_chars:
            out.append(Span(start, start + max_chars))
            start += max_chars
        out.append(Span(start, span.end))
    return out
