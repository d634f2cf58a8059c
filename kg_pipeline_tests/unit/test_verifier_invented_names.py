"""Training pairs with invented endpoint names: every name word replaced consistently, the
rest of the text (kind words, dates, the template) untouched."""

from __future__ import annotations

import random

from kg_pipeline.core.verifier.invented_names import name_words, with_invented_names

HYPOTHESIS = "Alt Reddevitz is located in or next to the body of water Baltic Sea"
PASSAGE = (
    "The Reddevitz Höft is part of the German [O] Baltic Sea [/O] island of Rügen. At its "
    "eastern end lies [S] Alt Reddevitz [/S], founded on 3 May 1290. Reddevitz has a harbour."
)
NAMES = ("Alt Reddevitz", "Baltic Sea")


def test_name_words_come_from_marked_mentions_and_names_not_kind_words() -> None:
    assert name_words(PASSAGE, NAMES) == ["Reddevitz", "Baltic", "Alt"]
    assert name_words("no marks here", ()) == []


def test_every_occurrence_gets_the_same_invented_word_in_both_texts() -> None:
    hyp, text = with_invented_names(HYPOTHESIS, PASSAGE, NAMES, random.Random(1))
    for word in ("Reddevitz", "Baltic", "Alt "):
        assert word not in hyp and word not in text
    # "Sea", the month, the year, the template and the unnamed words stay.
    assert hyp.endswith(" Sea") and "is located in or next to the body of water" in hyp
    assert "3 May 1290" in text and "Rügen" in text and "German" in text
    subject = hyp.split(" is located")[0]
    assert f"[S] {subject} [/S]" in text
    invented = subject.split()[1]  # the word that replaced "Reddevitz", everywhere
    assert text.count(invented) == 3 and hyp.count(invented) == 1
    assert text.count("[S]") == 1 and text.count("[O]") == 1


def test_same_seed_same_pair_and_no_invented_word_is_already_in_the_text() -> None:
    a = with_invented_names(HYPOTHESIS, PASSAGE, NAMES, random.Random(5))
    assert a == with_invented_names(HYPOTHESIS, PASSAGE, NAMES, random.Random(5))
    before = (HYPOTHESIS + " " + PASSAGE).split()
    after = (a[0] + " " + a[1]).split()
    for word in set(before) - {"Alt", "Reddevitz", "Baltic"}:
        assert after.count(word) == before.count(word), word


def test_a_word_inside_a_longer_word_is_not_replaced() -> None:
    hyp, text = with_invented_names(
        "Alt is a member of Altona", "[S] Alt [/S] joined [O] Altona [/O].", (), random.Random(2)
    )
    left, right = hyp.split(" is a member of ")
    assert f"[S] {left} [/S]" in text and f"[O] {right} [/O]" in text
    assert left != right and "Alt" not in text
