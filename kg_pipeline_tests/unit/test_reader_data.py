"""What the document reader is trained on: closed-world documents from the training split and
synthetic one-sentence examples (no model needed)."""

from __future__ import annotations

import random
import re
from collections import Counter

from kg_pipeline.core.models import Candidate, Document
from kg_pipeline.core.verifier.contrast import reframe, single_sentence
from kg_pipeline.core.verifier.reader import find_mentions, names_of, without_overlap
from kg_pipeline.core.verifier.reader_data import (
    KIND_WORDS,
    framed_examples,
    invent_names,
    labelled_examples,
    reader_examples,
    short_documents,
)
from kg_pipeline.core.verifier.reader_training import _length_groups

TEXT = "Ada Lovelace wrote notes. Lovelace was born in London in 1815. She died in Marylebone."
DOC = Document(
    doc_id="d1",
    text=TEXT,
    sentences=[
        "Ada Lovelace wrote notes.",
        "Lovelace was born in London in 1815.",
        "She died in Marylebone.",
    ],
    entities=[
        {"entity_id": 0, "name": "Ada Lovelace", "type": "PER", "aliases": ["Lovelace"]},
        {"entity_id": 1, "name": "London", "type": "LOC", "aliases": []},
        {"entity_id": 2, "name": "Marylebone", "type": "LOC", "aliases": []},
        {"entity_id": 3, "name": "Paris", "type": "LOC", "aliases": []},  # not in the text
    ],
)


def _cand(cid: str, s: int, o: int, pid: str, label: str, sent: list[int]) -> Candidate:
    names = {0: ("Ada Lovelace", ["Lovelace"]), 1: ("London", []), 2: ("Marylebone", [])}
    return Candidate(
        candidate_id=cid, doc_id="d1", subject=names[s][0], object=names[o][0],
        subject_aliases=names[s][1], object_aliases=names[o][1], predicate=pid,
        subject_type="PER" if s == 0 else "LOC", object_type="PER" if o == 0 else "LOC",
        label=label, kind="gold" if label == "SUPPORTED" else "swapped_object",
        predicate_id=pid, subject_entity_id=s, object_entity_id=o, evidence_sent_ids=sent,
    )  # fmt: skip


CANDS = [
    _cand("g1", 0, 1, "P19", "SUPPORTED", [1]),
    _cand("g2", 0, 2, "P20", "SUPPORTED", [0, 2]),
    _cand("n1", 0, 2, "P19", "UNSUPPORTED", []),
]


def test_mentions_are_whole_words_exact_first_and_never_shared() -> None:
    assert find_mentions(TEXT, names_of("Ada Lovelace", ["Lovelace"])) == [(0, 12), (26, 34)]
    assert find_mentions("ada lovelace", ("Ada Lovelace",)) == [(0, 12)]  # no exact one
    assert find_mentions("Adams", ("Ada",)) == []
    assert names_of("Ada Lovelace", ["Lovelace", " ", "Ada Lovelace"]) == (
        "Ada Lovelace", "Lovelace",
    )  # fmt: skip
    subj = find_mentions("New York and York", ("New York",))
    assert without_overlap(find_mentions("New York and York", ("York",)), subj) == [(13, 17)]


def test_documents_are_closed_world_with_the_candidates_negatives_marked() -> None:
    (ex,) = reader_examples([DOC], CANDS).values()
    assert ex.closed_world and sorted(ex.entities) == [0, 1, 2]  # Paris has no mention
    assert ex.entities[0] == ([(0, 12), (26, 34)], "PER")
    assert ex.golds == {(0, 1, "P19"), (0, 2, "P20")}
    assert ex.hard == {(0, 2, "P19")}


def test_one_sentence_examples_balance_framed_and_plain_and_read_the_sentence() -> None:
    many = [_cand(f"g{i}", 0, 1, "P19", "SUPPORTED", [1]) for i in range(400)]
    out = framed_examples({"d1": DOC}, many, {"d1"}, 0.3, 0.3, seed=3, rate_invented=0.5)
    kinds = Counter(e.kind for e in out)
    assert set(kinds) == {"framed", "plain", "framed_invented", "plain_invented"}
    labels = Counter(e.cells[0][3] for e in out)
    assert 0.8 < labels[0] / labels[1] < 1.25  # a short text is no cue either way
    for e in out:
        (s, o, pid, label) = e.cells[0]
        assert (s, o, pid) == (0, 1, "P19") and label == (0 if e.kind.startswith("framed") else 1)
        assert e.cells[1:] == [(1, 0, "P19", 0)]  # its reverse is a negative
        assert not e.closed_world and single_sentence(e.text)
        for spans, _ in e.entities.values():
            assert spans and all(e.text[a:b] for a, b in spans)
        if e.kind.endswith("invented"):
            assert "Lovelace" not in e.text and "London" not in e.text and "1815" in e.text
        else:
            assert "Lovelace was born in London" in e.text or "lovelace" in e.text.lower()
    assert out == framed_examples({"d1": DOC}, many, {"d1"}, 0.3, 0.3, seed=3, rate_invented=0.5)
    assert framed_examples({"d1": DOC}, many, set(), 0.3, 0.3, seed=3) == []  # training docs only
    # Evidence that is not one sentence is never framed.
    assert framed_examples({"d1": DOC}, [CANDS[1]] * 50, {"d1"}, 0.5, 0.5, seed=1) == []


def test_one_sentence_examples_read_the_other_entities_named_as_wrong_endpoints() -> None:
    text = "Lovelace was born in London and studied in Marylebone."
    doc = DOC.model_copy(update={"text": text, "sentences": [text]})
    many = [_cand(f"g{i}", 0, 1, "P19", "SUPPORTED", [0]) for i in range(60)]
    out = framed_examples({"d1": doc}, many, {"d1"}, 0.5, 0.5, seed=5, rate_invented=0.0)
    assert out
    for e in out:
        assert len(e.entities) == 3  # Paris is not in the sentence
        spans, etype = e.entities[2]
        assert etype == "LOC" and all(e.text[a:b] == "Marylebone" for a, b in spans)
        # Marylebone is neither where she was born nor born in London, framed or not.
        assert (0, 2, "P19", 0) in e.cells and (2, 1, "P19", 0) in e.cells
    # A rival that is itself gold for the pair is not made a negative.
    golds = [*many, _cand("g2", 0, 2, "P19", "SUPPORTED", [1])]
    for e in framed_examples({"d1": doc}, golds, {"d1"}, 0.5, 0.5, seed=5, rate_invented=0.0):
        assert not any(c[:3] == (0, 2, "P19") and c[3] == 0 for c in e.cells)


def test_invented_names_are_consistent_and_keep_kind_words() -> None:
    text = "The Lovelace Academy in London hired Ada Lovelace in May 1840."
    new, mapping = invent_names(
        text, ["Ada Lovelace", "Lovelace Academy", "London"], random.Random(1)
    )
    assert set(mapping) == {"Ada", "Lovelace", "London"} and "Academy" in KIND_WORDS
    assert new.count(mapping["Lovelace"]) == 2 and "Academy" in new and "May 1840" in new
    assert "Lovelace" not in new and "London" not in new


def test_frames_embed_one_sentence() -> None:
    framed = reframe(
        "Lovelace was born in London in 1815.", "{A} denied that {x}.", random.Random(0)
    )
    assert framed.endswith("denied that Lovelace was born in London in 1815.")
    assert reframe("The team won.", "Is it true that {x}?", random.Random(0)) == (
        "Is it true that the team won?"
    )
    assert not single_sentence("A b c. Then d e.")


def test_rare_predicates_are_drawn_more_often_and_common_ones_as_before() -> None:
    common = [_cand(f"g{i}", 0, 1, "P19", "SUPPORTED", [1]) for i in range(200)]
    rare = [_cand(f"r{i}", 0, 1, "P20", "SUPPORTED", [1]) for i in range(5)]
    plain = framed_examples({"d1": DOC}, common + rare, {"d1"}, 0.2, 0.2, seed=4)
    boosted = framed_examples({"d1": DOC}, common + rare, {"d1"}, 0.2, 0.2, seed=4,
                              per_predicate=50, max_boost=8.0)  # fmt: skip

    def by_predicate(out: list) -> Counter:
        return Counter(e.cells[0][2] for e in out)

    # P20 has 5 sentences, fewer than 50: drawn 8 times (the cap) instead of once.
    assert by_predicate(boosted)["P20"] > 3 * max(1, by_predicate(plain)["P20"])
    assert 0.7 < by_predicate(boosted)["P19"] / by_predicate(plain)["P19"] < 1.3
    # A predicate with as many sentences as asked for is drawn once: no predicate boosted, the
    # same examples as with the option off (the same random draws too).
    assert plain == framed_examples({"d1": DOC}, common + rare, {"d1"}, 0.2, 0.2, seed=4,
                                    per_predicate=5)  # fmt: skip


LONG = [
    "Ada Lovelace wrote notes on the engine.",
    "Lovelace was born in London in 1815.",
    "Her mother moved the family to Marylebone.",
    "Lovelace met Charles Babbage in London.",
    "Babbage showed Lovelace his engine.",
    "She died in Marylebone in 1852.",
    "Babbage was born in London as well.",
    "The notes were printed in London.",
    "Lovelace is remembered in London and in Marylebone.",
    "Babbage died in London.",
]
LONG_DOC = Document(
    doc_id="d2",
    text=" ".join(LONG),
    sentences=LONG,
    entities=[
        {"entity_id": 0, "name": "Ada Lovelace", "type": "PER", "aliases": ["Lovelace", "She"]},
        {"entity_id": 1, "name": "London", "type": "LOC", "aliases": []},
        {"entity_id": 2, "name": "Marylebone", "type": "LOC", "aliases": []},
        {"entity_id": 4, "name": "Charles Babbage", "type": "PER", "aliases": ["Babbage"]},
        {"entity_id": 5, "name": "1815", "type": "TIME", "aliases": []},
    ],
)
_NAMES = {0: "Ada Lovelace", 1: "London", 2: "Marylebone", 4: "Charles Babbage", 5: "1815"}


def _long(cid: str, s: int, o: int, pid: str, label: str, sent: list[int]) -> Candidate:
    return Candidate(
        candidate_id=cid, doc_id="d2", subject=_NAMES[s], object=_NAMES[o], predicate=pid,
        label=label, predicate_id=pid, subject_entity_id=s, object_entity_id=o,
        evidence_sent_ids=sent,
    )  # fmt: skip


LONG_CANDS = [
    _long("b1", 0, 1, "P19", "SUPPORTED", [1]),  # Lovelace born in London: sentence 1
    _long("d1", 0, 2, "P20", "SUPPORTED", [5]),  # died in Marylebone: sentence 5
    _long("b2", 4, 1, "P19", "SUPPORTED", [6]),  # Babbage born in London: sentence 6
    _long("d2", 4, 1, "P20", "SUPPORTED", [9]),  # Babbage died in London: sentence 9
    _long("x1", 0, 5, "P569", "SUPPORTED", []),  # no evidence sentence
    _long("n1", 0, 2, "P19", "UNSUPPORTED", []),
]


def _skeleton(text: str) -> str:
    """Every capitalised word as N: a renamed window and its source read alike."""
    return re.sub(r"\b[A-Z][\w'-]*", "N", text)


def _window_of(text: str) -> range:
    found = [
        range(lo, lo + size)
        for size in range(1, len(LONG) + 1)
        for lo in range(len(LONG) - size + 1)
        if _skeleton(" ".join(LONG[lo : lo + size])) == _skeleton(text)
    ]
    assert len(found) == 1, text
    return found[0]


def test_short_documents_rename_every_name_and_keep_facts_stated_inside_them() -> None:
    docs = {"d2": LONG_DOC}
    shorts = short_documents(docs, LONG_CANDS, {"d2"}, per_document=12, seed=3)
    assert len(shorts) >= 10 and {ex.kind for ex in shorts} == {"short_invented"}
    golds = {(c.subject_entity_id, c.object_entity_id, c.predicate_id): c.evidence_sent_ids
             for c in LONG_CANDS if c.label == "SUPPORTED"}  # fmt: skip
    for ex in shorts:
        window = _window_of(ex.text)
        assert 3 <= len(window) <= 8 and ex.closed_world
        assert not any(w in ex.text for w in ("Lovelace", "London", "Marylebone", "Babbage"))
        assert ("1815" in ex.text) == (1 in window)  # TIME names are not renamed
        present = set(ex.entities)
        for cell, ids in golds.items():
            both = cell[0] in present and cell[1] in present
            stated = bool(ids) and all(i in window for i in ids)
            assert (cell in ex.golds) == (both and stated), (cell, window)
            assert (cell in ex.unknown) == (both and not stated), (cell, window)
        assert ((0, 2, "P19") in ex.hard) == ({0, 2} <= present)
        assert ex.golds
    windows_seen = {_window_of(ex.text) for ex in shorts}
    assert len(windows_seen) > 3  # windows vary in place and length
    again = short_documents(docs, LONG_CANDS, {"d2"}, per_document=12, seed=3)
    assert [ex.text for ex in again] == [ex.text for ex in shorts]
    assert short_documents(docs, LONG_CANDS, set(), per_document=12, seed=3) == []
    assert short_documents(docs, LONG_CANDS, {"d2"}, per_document=0, seed=3) == []


def test_a_fact_is_positive_in_one_window_and_unknown_in_another() -> None:
    shorts = short_documents({"d2": LONG_DOC}, LONG_CANDS, {"d2"}, per_document=20, seed=5)
    died = (0, 2, "P20")  # stated in sentence 5 only
    assert any(died in ex.golds for ex in shorts)
    assert any(died in ex.unknown for ex in shorts)


def test_a_labelled_set_counts_its_labelled_candidates_only() -> None:
    other = DOC.model_copy(update={"doc_id": "d2"})
    doc = DOC.model_copy(update={"split": "holdout"})  # type: ignore[arg-type]
    conflicting = _cand("c1", 0, 1, "P19", "UNSUPPORTED", [])
    (ex,) = labelled_examples([doc, other], [*CANDS, conflicting], splits=("holdout",))
    assert ex.kind == "labelled" and not ex.closed_world and not ex.others_share
    # g1 and c1 label the same cell both ways: left out; nothing unlabelled becomes a negative.
    assert ex.cells == [(0, 2, "P19", 0), (0, 2, "P20", 1)]
    assert set(ex.entities) == {0, 1, 2}  # Paris is not in the text
    assert [e.doc_id for e in labelled_examples([doc, other], CANDS)] == ["labelled-d1"]


def test_padded_calls_group_texts_of_similar_length() -> None:
    lengths = [40, 300, 35, 250, 90, 45]
    groups = _length_groups([10, 11, 12, 13, 14, 15], lengths)
    assert groups == [[12, 10, 15], [14], [13, 11]]
