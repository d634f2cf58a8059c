"""Adverbs between a mention and a participle wording, and near misses. An adverb in "-ly" among
a participle's auxiliaries ("is now wholly owned by", "has been formally twinned with") leaves the
wording stated, unless it hedges ("potentially") or says the relation is hearsay or appearance
("reputedly", "nominally", "ostensibly"); a near miss of a verb that makes a relation ("nearly
bought", "almost joined") denies it, while a near miss of losing it ("nearly lost their
goalkeeper") and a near count ("nearly 300 staff") do not."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason, Verdict
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import judge_sentence, support_detail

VOCAB = parse_vocabulary(
    {
        "P127": {"label": "owned by", "template": "{s} is owned by {o}",
                 "phrasings": ["{s} owned by {o}", "{s} bought by {o}", "{o} bought {s}"],
                 "type_pairs": ["ORG-ORG"]},
        "P54": {"label": "member of sports team", "template": "{s} plays for {o}",
                "phrasings": ["{s} signed for {o}", "{s} joined {o}"],
                "roles": ["goalkeeper"], "type_pairs": ["PER-ORG"]},
        "P190": {"label": "sister city", "template": "{s} is twinned with {o}",
                 "phrasings": ["{s} twinned with {o}"], "symmetric": True,
                 "type_pairs": ["LOC-LOC"]},
    }
)  # fmt: skip
TYPES = {
    "Kessick Freight": "ORG", "Greywick Holdings": "ORG", "Tobiah Renshaw": "PER",
    "Sallow Athletic": "ORG", "Haddlestow": "LOC", "Millbray": "LOC",
}  # fmt: skip


def owned(text: str, subject: str = "Kessick Freight", obj: str = "Greywick Holdings") -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, "owned by", obj)


@pytest.mark.parametrize(
    "text",
    [
        "Kessick Freight has been wholly owned by Greywick Holdings since 2011.",
        "Kessick Freight is now wholly owned by Greywick Holdings.",
        "Kessick Freight, which is now wholly owned by Greywick Holdings, ships coal.",
        "Kessick Freight closed its depot in 1968 and is currently owned by Greywick Holdings.",
    ],
)
def test_an_adverb_among_the_auxiliaries_leaves_the_wording_stated(text: str) -> None:
    v = owned(text)
    assert v.decision == Decision.ACCEPT and v.tier == "template", v.stages
    assert support_detail(v, "direction") == "forward", v.stages
    w = owned(text, subject="Greywick Holdings", obj="Kessick Freight")
    assert Reason.REVERSED in w.reasons, w.stages


def test_an_adverb_before_a_twinning_participle() -> None:
    v = judge_sentence(VOCAB, TYPES, "Haddlestow has been formally twinned with Millbray since "
                       "1962.", "Haddlestow", "sister city", "Millbray")  # fmt: skip
    assert v.decision == Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Kessick Freight has been nominally owned by Greywick Holdings since 2011.",
        "Kessick Freight is now nominally owned by Greywick Holdings.",
        "Kessick Freight was potentially owned by Greywick Holdings.",
    ],
)
def test_a_hedging_adverb_is_not_skipped(text: str) -> None:
    assert owned(text).decision != Decision.ACCEPT


@pytest.mark.parametrize(
    ("text", "frame"),
    [
        ("Kessick Freight is nominally owned by Greywick Holdings.", "allegation"),
        ("Kessick Freight is ostensibly owned by Greywick Holdings.", "allegation"),
        ("Kessick Freight is putatively owned by Greywick Holdings.", "allegation"),
        ("Kessick Freight is reputedly owned by Greywick Holdings.", "rumour"),
        ("Greywick Holdings reputedly bought Kessick Freight in 2011.", "rumour"),
        ("Greywick Holdings notionally bought Kessick Freight in 2011.", "allegation"),
    ],
)
def test_an_adverb_of_hearsay_or_appearance_frames_the_clause(text: str, frame: str) -> None:
    v = owned(text)
    assert v.decision == Decision.REVIEW and Reason.EMBEDDED_CLAIM in v.reasons, v.stages
    assert support_detail(v, "frame") == frame, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Kessick Freight is undoubtedly owned by Greywick Holdings.",
        "Kessick Freight is officially owned by Greywick Holdings.",
        "Greywick Holdings evidently bought Kessick Freight in 2011.",
    ],
)
def test_an_adverb_that_vouches_for_the_clause_leaves_it_stated(text: str) -> None:
    assert owned(text).decision == Decision.ACCEPT, owned(text).stages


@pytest.mark.parametrize(
    "text",
    [
        "Kessick Freight was nearly bought by Greywick Holdings in 2019.",
        "Greywick Holdings almost bought Kessick Freight in 2019.",
        "Kessick Freight was very nearly bought by Greywick Holdings.",
    ],
)
def test_a_near_miss_denies_the_relation(text: str) -> None:
    v = owned(text)
    assert v.decision == Decision.REJECT and Reason.NEGATED in v.reasons, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Sallow Athletic nearly lost their goalkeeper, Tobiah Renshaw, to a rival in August.",
        "Tobiah Renshaw, who nearly left the game at nineteen, signed for Sallow Athletic.",
    ],
)
def test_a_near_miss_of_losing_does_not_deny(text: str) -> None:
    v = judge_sentence(VOCAB, TYPES, text, "Tobiah Renshaw", "member of sports team",
                       "Sallow Athletic")  # fmt: skip
    assert Reason.NEGATED not in v.reasons, v.stages


def test_a_near_count_does_not_deny() -> None:
    v = owned("Kessick Freight, which employs nearly 300 people, is owned by Greywick Holdings.")
    assert v.decision == Decision.ACCEPT, v.stages


def test_a_hedge_reads_as_speculation() -> None:
    v = owned("Kessick Freight is potentially owned by Greywick Holdings, the filing suggests.")
    assert v.decision == Decision.REVIEW and Reason.SPECULATIVE in v.reasons, v.stages
