"""A work named in its maker's possessive states a predicate that calls the object a work of the
subject (docs/validation_trials.md, "the two narrower readings, judged by a blind batch"):
"Jean Genet's The Balcony", "Dickens's novel Bleak House"."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, InputError, Verdict
from kg_pipeline.core.validation.stages.support import POSSESSIVE_WORK
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import assert_accepted_forward, judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P800": {"label": "notable work", "template": "{o} is a notable work of {s}",
                 "type_pairs": ["PER-MISC"]},
        "P50": {"label": "author", "template": "{o} is the author of {s}",
                "type_pairs": ["MISC-PER"]},
    }
)  # fmt: skip
TYPES = {"Ada Quellin": "PER", "Ernst Varl": "PER", "Song of Orsby": "MISC"}


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


@pytest.mark.parametrize(
    "text",
    [
        "The film adapts Ada Quellin's Song of Orsby and two of her plays.",
        "It drew comparisons to Ada Quellin's 1936 single “Song of Orsby”.",
        "It is based on Ada Quellin's autobiographical novel Song of Orsby.",
        "It was included on Ada Quellin's 1977 Song of Orsby album.",
        "The studio filmed Ada Quellin' Song of Orsby in 1950.",
        "Ada Quellin's Song of Orsby reached number one.",
        "Ada Quellin's Song of Orsby was reissued in 1950.",
    ],
)
def test_the_makers_possessive_states_a_notable_work(text: str) -> None:
    v = judge(text, "Ada Quellin", "notable work", "Song of Orsby")
    assert_accepted_forward(v)
    assert support_detail(v, "stated_as") == POSSESSIVE_WORK


@pytest.mark.parametrize(
    "text",
    [
        # not a kind of work, or a phrase of its own, between the names
        "It recalls Ada Quellin's character in Song of Orsby.",
        "They praised Ada Quellin's part in Song of Orsby.",
        "It recalls Ada Quellin's friend Song of Orsby.",
        # a comma: a list, not a possessive
        "Ada Quellin's, Song of Orsby's and Ernst Varl's entries won.",
        # the name modifies what follows: the work is the compilation
        "It was included in Ada Quellin's 2015 Song of Orsby retrospective compilation.",
        "It was included in Ada Quellin's Song of Orsby Deluxe Edition.",
    ],
)
def test_what_does_not_state_a_notable_work(text: str) -> None:
    v = judge(text, "Ada Quellin", "notable work", "Song of Orsby")
    assert support_detail(v, "stated_as") != POSSESSIVE_WORK
    assert v.decision != Decision.ACCEPT, v.stages


def test_the_work_in_the_possessive_is_read_reversed() -> None:
    v = judge("It was Song of Orsby's Ada Quellin who sang.", "Ada Quellin", "notable work",
              "Song of Orsby")  # fmt: skip
    assert v.decision != Decision.ACCEPT
    assert support_detail(v, "direction") == "reverse"


@pytest.mark.parametrize(
    "text",
    [
        "Critics deny that Ada Quellin's Song of Orsby was ever staged.",
        "If Ada Quellin's novel Song of Orsby is found, it will be published.",
    ],
)
def test_a_framed_possessive_is_not_accepted(text: str) -> None:
    v = judge(text, "Ada Quellin", "notable work", "Song of Orsby")
    assert v.decision != Decision.ACCEPT, v.stages


def test_only_a_predicate_that_calls_the_object_a_work_reads_it() -> None:
    """The possessive names no kind of maker: "Ada Quellin's Song of Orsby" may be her film."""
    assert VOCAB.predicates["P800"].possessive_work
    assert not VOCAB.predicates["P50"].possessive_work
    v = judge("The film adapts Ada Quellin's Song of Orsby.", "Song of Orsby", "author",
              "Ada Quellin")  # fmt: skip
    assert support_detail(v, "stated_as") != POSSESSIVE_WORK
    off = parse_vocabulary(
        {"P800": {"label": "notable work", "template": "{o} is a notable work of {s}",
                  "type_pairs": ["PER-MISC"], "possessive_work": False}}
    )  # fmt: skip
    assert not off.predicates["P800"].possessive_work
    with pytest.raises(InputError, match="possessive_work must be true or false"):
        parse_vocabulary(
            {"P800": {"label": "notable work", "template": "{o} is a notable work of {s}",
                      "type_pairs": ["PER-MISC"], "possessive_work": "yes"}}
        )  # fmt: skip
