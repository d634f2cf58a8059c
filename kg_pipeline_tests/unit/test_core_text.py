from kg_pipeline.core.models import Document
from kg_pipeline.core.text.chunking import chunk_document
from kg_pipeline.core.text.normalize import fold, fold_with_map
from kg_pipeline.core.text.sentences import sentence_spans


def test_sentences_keep_offsets_and_skip_abbreviations() -> None:
    text = "Dr. Smith met Mr. Jones in the U.S. in 1990. They founded Acme Inc. in 1991!  Done."
    spans = sentence_spans(text)
    sentences = [text[s.start : s.end] for s in spans]
    assert sentences[0] == "Dr. Smith met Mr. Jones in the U.S. in 1990."
    assert sentences[-1] == "Done."


def test_fold_map_points_back_into_the_original() -> None:
    text = "Mehmet Çetingöz — born in  İstanbul."
    folded, index = fold_with_map(text)
    assert folded == fold(text)
    pos = folded.find("cetingoz")
    assert text[index[pos] : index[pos + len("cetingoz") - 1] + 1] == "Çetingöz"


def test_chunks_are_sentence_aligned_overlapping_and_exact() -> None:
    sentences = [f"Sentence number {i} talks about Aster and Beacon." for i in range(30)]
    doc = Document(doc_id="d", text=" ".join(sentences))
    chunks = chunk_document(doc, max_chars=300, overlap_chars=100)
    assert len(chunks) > 3
    for c in chunks:
        assert doc.text[c.start : c.end] == c.text
        assert c.text.startswith("Sentence") and c.text.endswith(".")
        assert len(c.text) <= 300
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert b.start < a.end, "consecutive chunks overlap"
        assert b.start > a.start, "chunking always advances"
    assert chunks[-1].end == len(doc.text)
