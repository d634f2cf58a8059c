"""The packaged document reader: loads with onnxruntime + tokenizers only, reads a document once
and scores each candidate of it; a score is a function of the document and the candidate."""

from __future__ import annotations

import hashlib
import sys

import numpy as np
import pytest

from kg_pipeline.core.verifier.reader import (
    ENCODER_FILE,
    HEAD_FILE,
    MODEL_DIR,
    RIVAL_FLOOR,
    WINDOW,
    DocumentReader,
    Named,
    ReadRequest,
    read_candidates,
    template_text,
    window_owner,
    windows,
)

BORN = template_text("{s} was born in {o}", "place of birth")
COUNTRY = template_text("{s} is in the country {o}", "country")


def _req(
    subject: str, obj: str, template: str = BORN, st: str = "PER", ot: str = "LOC"
) -> ReadRequest:
    return ReadRequest((subject,), (obj,), template, st, ot)


@pytest.fixture(scope="module")
def reader() -> DocumentReader:
    return DocumentReader.packaged()


def test_package_is_small_and_versioned(reader: DocumentReader) -> None:
    size = sum(p.stat().st_size for p in MODEL_DIR.iterdir() if p.is_file())
    assert size <= 30 * 1024 * 1024
    digest = hashlib.sha256(
        (MODEL_DIR / ENCODER_FILE).read_bytes() + (MODEL_DIR / HEAD_FILE).read_bytes()
    ).hexdigest()
    assert reader.version == "reader-" + digest[:12]
    assert DocumentReader.packaged() is reader
    assert "torch" not in sys.modules and "transformers" not in sys.modules


@pytest.mark.xfail(
    strict=True,
    reason="reader-c338f1a28b6a reads 'Keller was born in Basel' at -1.98 and the brother's "
    "bakery in Zurich at -1.72 (reader-7fb732cd64e5 read Basel highest); a known weakness on "
    "short hand-written text, docs/verifier.md 'Packaged: 20 epochs'. Strict: a reader that "
    "passes again must drop this mark.",
)
def test_a_stated_fact_reads_above_an_unstated_one(reader: DocumentReader) -> None:
    text = (
        "Maria Keller is a Swiss painter. Keller was born in Basel in 1962 and studied in Paris. "
        "Her brother later opened a bakery in Zurich."
    )
    born, studied, brother = reader.read(
        text,
        [
            ReadRequest(("Maria Keller", "Keller"), ("Basel",), BORN, "PER", "LOC"),
            ReadRequest(("Maria Keller", "Keller"), ("Paris",), BORN, "PER", "LOC"),
            ReadRequest(("Maria Keller", "Keller"), ("Zurich",), BORN, "PER", "LOC"),
        ],
    )
    assert born is not None and studied is not None and brother is not None
    assert born > studied and born > brother


def test_a_city_reads_in_its_country_not_in_its_river(reader: DocumentReader) -> None:
    (lyon,) = reader.read("Lyon is a large city in France, on the Rhone.",
                          [_req("Lyon", "France", COUNTRY, "LOC", "LOC")])  # fmt: skip
    (rhone,) = reader.read("Lyon is a large city in France, on the Rhone.",
                           [_req("Lyon", "Rhone", COUNTRY, "LOC", "LOC")])  # fmt: skip
    assert lyon is not None and rhone is not None and lyon > rhone


def test_an_object_is_read_against_the_others_the_document_names(reader: DocumentReader) -> None:
    text = "Lyon is a large city in France, on the Rhone."
    france, rhone = (
        _req("Lyon", "France", COUNTRY, "LOC", "LOC"),
        _req("Lyon", "Rhone", COUNTRY, "LOC", "LOC"),
    )
    named = [Named(("Lyon",), "LOC"), Named(("France",), "LOC"), Named(("Rhone",), "LOC")]
    a, b = reader.read_rivalled(text, [france, rhone], named)
    assert a is not None and b is not None
    assert [a.logit, b.logit] == reader.read(text, [france, rhone])
    # Each is the other's one rival, beside the floor every reading has.
    assert a.rival_margin == pytest.approx(a.logit - np.logaddexp(RIVAL_FLOOR, b.logit), abs=1e-3)
    assert b.rival_margin == pytest.approx(b.logit - np.logaddexp(RIVAL_FLOOR, a.logit), abs=1e-3)
    assert a.rival_margin > 0 > b.rival_margin
    # Nothing else named: the floor alone. Another spelling of the object itself (the same
    # mentions) and a name the text lacks are no rivals.
    (alone,) = reader.read_rivalled(text, [france], [])
    assert alone is not None and alone.rival_margin == pytest.approx(a.logit - RIVAL_FLOOR)
    same = [Named(("France", "French Republic"), "LOC"), Named(("Paris",), "LOC")]
    assert reader.read_rivalled(text, [france], same) == [alone]


def test_read_candidates_gives_each_the_rivals_its_document_names(
    reader: DocumentReader,
) -> None:
    from kg_pipeline.core.models import Candidate, Document, Predicate, Vocabulary

    doc = Document(doc_id="d", text="Lyon is a large city in France, on the Rhone.")
    vocab = Vocabulary(predicates={"country": Predicate(predicate_id="country", label="country")})
    cands = [
        Candidate(candidate_id=f"c{i}", doc_id="d", subject="Lyon", predicate="country",
                  object=o, subject_type="LOC", object_type="LOC")
        for i, o in enumerate(("France", "Rhone", "Paris"))
    ]  # fmt: skip
    rows = read_candidates(reader, {"d": doc}, cands, vocab)
    assert [r["candidate_id"] for r in rows] == ["c0", "c1"]  # Paris does not occur
    plain = read_candidates(reader, {"d": doc}, cands, vocab, rivals=False)
    assert [r["logit"] for r in plain] == [r["logit"] for r in rows]
    assert all("rival_margin" not in r for r in plain)
    france, rhone = rows
    assert france["rival_margin"] == pytest.approx(
        france["logit"] - np.logaddexp(RIVAL_FLOOR, rhone["logit"]), abs=1e-3
    )


def test_an_endpoint_not_in_the_document_is_not_read(reader: DocumentReader) -> None:
    text = "Tom Hale was born in Ulm."
    out = reader.read(
        text, [_req("Tom Hale", "Berlin"), _req("Hal", "Ulm"), _req("tom hale", "Ulm")]
    )
    assert out[0] is None  # Berlin does not occur
    assert out[1] is None  # whole words only: "Hal" is not a mention inside "Hale"
    assert out[2] is not None  # case-insensitive when no exact mention exists
    assert reader.read(text, []) == []


def test_a_candidates_score_does_not_depend_on_the_others(reader: DocumentReader) -> None:
    """Dynamic int8 quantisation takes its scales from the whole input: the document is encoded
    in calls of its own, never with other text, and each candidate is read on its own row, so a
    candidate scores the same alone, in any order and in any company."""
    text = " ".join(
        f"Person {i} Smith was born in Town {i} and moved to City {i} in {1950 + i}."
        for i in range(8)
    )
    reqs = [_req(f"Person {i} Smith", f"Town {i}") for i in range(8)]
    reqs += [_req(f"Person {i} Smith", f"City {(i + 3) % 8}") for i in range(8)]
    forward = reader.read(text, reqs)
    assert all(z is not None for z in forward)
    assert reader.read(text, reqs[::-1])[::-1] == forward
    assert [reader.read(text, [r])[0] for r in reqs] == forward
    assert reader.read(text, reqs[5:9]) == forward[5:9]
    assert len(set(forward)) > 1


def test_a_long_document_is_read_in_windows(reader: DocumentReader) -> None:
    filler = " ".join(f"Item {i} was listed in the catalogue of the archive." for i in range(80))
    text = filler + " Greta Olsen was born in Tromso. " + filler
    states, tokens = reader.states(text)
    assert states.shape[0] > WINDOW  # more body tokens than one call takes
    span = (text.index("Tromso"), text.index("Tromso") + len("Tromso"))
    assert tokens.tokens(span)  # the mention's tokens are there
    (z,) = reader.read(text, [_req("Greta Olsen", "Tromso")])
    assert z is not None and reader.read(text, [_req("Greta Olsen", "Tromso")]) == [z]


def test_windows_cover_every_token_once_most_centrally() -> None:
    assert windows(10) == [(0, 10)]
    spans = windows(1200)
    assert spans[0] == (0, WINDOW) and spans[-1][1] == 1200
    assert all(b - a <= WINDOW for a, b in spans)
    owner = window_owner(1200, spans)
    assert len(owner) == 1200
    for t, (w, i) in enumerate(owner):
        a, b = spans[w]
        assert a + i == t and a <= t < b
        # no other window holds the token further from its edges
        best = min(t - a, b - 1 - t)
        assert all(min(t - a2, b2 - 1 - t) <= best for a2, b2 in spans if a2 <= t < b2)


def test_templates_read_as_words_with_x_and_y() -> None:
    assert template_text("{o} is a participant in {s}", "participant") == (
        "Y is a participant in X"
    )
    assert template_text(None, "founded by") == "X founded by Y"
