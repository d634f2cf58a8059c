"""The verifier's passage builder: marks, bounds and document offsets (no model needed)."""

from __future__ import annotations

from kg_pipeline.core.models import Candidate, Document, Predicate, Vocabulary
from kg_pipeline.core.verifier.contrast import contrast_examples, reframe, single_sentence
from kg_pipeline.core.verifier.passage import GAP, PassageBuilder, build_passage

VOCAB = Vocabulary(
    predicates={
        "P19": Predicate(
            predicate_id="P19", label="place of birth", template="{s} was born in {o}"
        ),
        "P710": Predicate(
            predicate_id="P710", label="participant", template="{o} is a participant in {s}"
        ),
    }
)


def _cand(subject: str, predicate: str, obj: str, **extra: object) -> Candidate:
    return Candidate(
        candidate_id="c1", doc_id="d1", subject=subject, predicate=predicate, object=obj, **extra
    )


def test_nearest_mentions_marked_and_span_verbatim() -> None:
    text = (
        "Ada Lovelace wrote notes. Lovelace was born in London in 1815. "
        "Many years later, a conference was held in Paris."
    )
    doc = Document(doc_id="d1", text=text)
    cand = _cand("Ada Lovelace", "place of birth", "London", subject_aliases=["Lovelace"])
    p = build_passage(doc, cand, VOCAB)
    assert p.hypothesis == "Ada Lovelace was born in London"
    assert p.text == "[S] Lovelace [/S] was born in [O] London [/O] in 1815."
    assert text[p.start : p.end] == "Lovelace was born in London in 1815."
    assert p.subject_span is not None and text[slice(*p.subject_span)] == "Lovelace"
    assert p.object_span is not None and text[slice(*p.object_span)] == "London"
    assert p.complete


def test_template_direction_and_predicate_id_lookup() -> None:
    doc = Document(doc_id="d1", text="Jo Bloggs competed at the 1998 Games.")
    cand = _cand("1998 Games", "participant", "Jo Bloggs", predicate_id="P710")
    assert build_passage(doc, cand, VOCAB).hypothesis == "Jo Bloggs is a participant in 1998 Games"
    # Without a vocabulary the label is used as is.
    assert build_passage(doc, cand).hypothesis == "1998 Games participant Jo Bloggs"


def test_case_insensitive_only_when_no_exact_mention() -> None:
    text = "THE ACME CORP was founded in Leeds. Acme Corp grew."
    doc = Document(doc_id="d1", text=text)
    cand = _cand("Acme Corp", "place of birth", "Leeds")
    p = build_passage(doc, cand, VOCAB)
    # The exact mention exists (second sentence), so the upper-case one is not a mention.
    exact = text.index("Acme Corp")
    assert p.subject_span == (exact, exact + len("Acme Corp"))
    doc2 = Document(doc_id="d2", text="THE ACME CORP was founded in Leeds.")
    p2 = build_passage(doc2, _cand("Acme Corp", "place of birth", "Leeds"), VOCAB)
    assert p2.subject_span == (4, 13)
    assert "[S] ACME CORP [/S]" in p2.text


def test_word_boundaries_and_missing_endpoint() -> None:
    doc = Document(doc_id="d1", text="Germany is large. A German team won.")
    p = build_passage(doc, _cand("German team", "place of birth", "Germans"), VOCAB)
    assert p.object_span is None and not p.complete
    assert "[O]" not in p.text


def test_far_apart_mentions_give_two_bounded_segments() -> None:
    filler = " ".join(f"Sentence number {i} says nothing at all about anyone." for i in range(20))
    text = f"Mary Smith was a painter. {filler} She was born in Dublin, the capital."
    doc = Document(doc_id="d1", text=text)
    p = PassageBuilder(VOCAB, max_chars=200).build(
        doc, _cand("Mary Smith", "place of birth", "Dublin")
    )
    assert len(p.segments) == 2 and GAP in p.text
    assert "[S] Mary Smith [/S]" in p.text and "[O] Dublin [/O]" in p.text
    for start, end in p.segments:
        assert end - start <= 100
        segment = text[start:end]
        assert segment == segment.strip()
        stripped = p.text.replace("[S] ", "").replace(" [/S]", "")
        assert segment in stripped.replace("[O] ", "").replace(" [/O]", "")
    assert (p.start, p.end) == (p.segments[0][0], p.segments[1][1])


def test_long_single_sentence_is_clipped_around_both_mentions() -> None:
    words = " ".join(["word"] * 150)
    text = f"{words} Anna Berg was born in Oslo {words}."
    doc = Document(doc_id="d1", text=text)
    p = PassageBuilder(VOCAB, max_chars=120).build(
        doc, _cand("Anna Berg", "place of birth", "Oslo")
    )
    assert len(p.segments) == 1
    assert p.end - p.start <= 120
    assert "[S] Anna Berg [/S] was born in [O] Oslo [/O]" in p.text
    assert not text[p.start : p.end].startswith("ord")  # cut at a word break


def test_evidence_quote_is_never_read() -> None:
    doc = Document(doc_id="d1", text="Tom Hale lives in Bonn. Tom Hale was born in Ulm.")
    a = build_passage(doc, _cand("Tom Hale", "place of birth", "Ulm"), VOCAB)
    b = build_passage(
        doc, _cand("Tom Hale", "place of birth", "Ulm", evidence="Tom Hale lives in Bonn."), VOCAB
    )
    assert a == b


def test_synthetic_frames_keep_marks_and_only_single_sentences() -> None:
    import random

    text = "[S] Lovelace [/S] was born in [O] London [/O] in 1815."
    assert single_sentence(text)
    assert not single_sentence("A [S] b [/S] c. Then [O] d [/O] e.")
    framed = reframe(text, "{A} denied that {x}.", random.Random(0))
    assert framed.endswith("denied that [S] Lovelace [/S] was born in [O] London [/O] in 1815.")
    pairs = contrast_examples([("h", text)] * 200, 0.5, 0.2, seed=3)
    assert {label for _, _, label, _ in pairs} == {0, 1}
    assert all("[S] Lovelace [/S]" in p for _, p, _, _ in pairs)
    assert pairs == contrast_examples([("h", text)] * 200, 0.5, 0.2, seed=3)
