"""The contrast set's shape check (`kg_pipeline/demo/contrast/shape.py`): what it finds in a
batch an author got wrong, since `build` refuses a set on it and an author reads only its list."""

from __future__ import annotations

from kg_pipeline.demo.contrast.build import vocabulary_by_label
from kg_pipeline.demo.contrast.record import Doc, holdout_number
from kg_pipeline.demo.contrast.shape import batch_problems, document_problems


def _plain(doc_id: str = "contrast-holdout-9001", split: str = "sealed") -> Doc:
    return Doc(
        doc_id,
        split,
        "Quarrow notes",
        ["Ilse Varn was born in Quarrow.", "Varn later moved away."],
        {"Ilse Varn": "PER", "Quarrow": "LOC"},
        [("Ilse Varn", "place of birth", "Quarrow", "S", "assertion", 0)],
        aliases={"Ilse Varn": ["Varn"]},
    )


def test_a_well_formed_document_has_no_problems() -> None:
    assert document_problems(_plain(), vocabulary_by_label()) == []


def test_each_broken_field_is_named_with_the_document_and_candidate_number() -> None:
    doc = _plain()
    doc.aliases = {"Ilse Varn": ["I. Varn"]}
    doc.ents["Quarrow"] = "CITY"
    doc.cands = [
        ("Ilse Varn", "place of birth", "Quarrow", "U", "assertion", 0),
        ("Ilse Varn", "no such predicate", "Quarrow", "U", "rumour", None),
        ("Ilse Varn", "place of birth", "Quarrow", "S", "gossip", 1),
    ]
    found = document_problems(doc, vocabulary_by_label())
    assert "contrast-holdout-9001: 'I. Varn' is not verbatim in the text" in found
    assert "contrast-holdout-9001: 'Quarrow' has type 'CITY'" in found
    assert "contrast-holdout-9001: candidate 1: an UNSUPPORTED candidate takes None" in found
    assert "contrast-holdout-9001: candidate 2: no predicate 'no such predicate'" in found
    assert "contrast-holdout-9001: candidate 3: kind 'gossip'" in found
    assert "contrast-holdout-9001: candidate 3: its sentence does not name both endpoints" in found


def test_a_batch_owes_framings_a_plain_twin_in_another_document_and_ids_in_range() -> None:
    framed = _plain("contrast-holdout-9002")
    framed.sentences = ["Some say Ilse Varn was born in Quarrow."]
    framed.aliases = {}
    framed.cands = [("Ilse Varn", "place of birth", "Quarrow", "U", "rumour", None)]
    vocab = vocabulary_by_label()
    alone = batch_problems([framed], 9001, 9002, vocab)
    assert alone == [
        "contrast-holdout-9002: candidate 1: a framing with no plain twin in another document"
    ]
    assert batch_problems([_plain(), framed], 9001, 9002, vocab) == []
    assert batch_problems([_plain(split="holdout")], 9002, 9003, vocab) == [
        "contrast-holdout-9001: id outside contrast-holdout-9002..9003",
        "contrast-holdout-9001: split 'holdout', not 'sealed'",
    ]


def test_a_revision_calls_wrong_only_what_its_revision_1_states_plainly() -> None:
    first = _plain()
    first.revision = 1
    second = _plain("contrast-holdout-9002")
    second.revision, second.supersedes = 2, first.doc_id
    second.sentences = ["An earlier version said Ilse Varn was born in Quarrow; she was not.",
                        "Varn was born in Ostby."]  # fmt: skip
    second.ents["Ostby"] = "LOC"
    second.cands = [
        ("Ilse Varn", "place of birth", "Quarrow", "U", "conflicting_revision", None),
        ("Ilse Varn", "place of birth", "Ostby", "S", "assertion", 1),
    ]
    vocab = vocabulary_by_label()
    assert batch_problems([first, second], 9001, 9002, vocab) == []
    first.cands = []  # revision 1 no longer states the fact its revision calls wrong
    assert (
        "contrast-holdout-9002: candidate 1: conflicting_revision, but the revision 1 it "
        "supersedes does not state it plainly"
    ) in batch_problems([first, second], 9001, 9002, vocab)


def test_holdout_numbers_are_read_only_from_holdout_ids() -> None:
    assert holdout_number("contrast-holdout-1061") == 1061
    assert holdout_number("contrast-test-3") is None
    assert holdout_number("contrast-holdout-x1") is None
