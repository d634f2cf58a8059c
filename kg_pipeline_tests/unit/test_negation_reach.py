"""How far a negation between the mentions reaches: not into an apposition on the first mention
closed before the second, nor into a subordinate clause closed inside the link, not across a new
clause after a comma ("for he", or "he" after a leading concessive), not past a second verb
phrase ("and has"). Each such sentence was REJECTED as NEGATED before; the relation is then read
as any other clause would be."""

from __future__ import annotations

import pytest

from kg_pipeline.core.models import Decision, Reason, Verdict
from kg_pipeline.core.validation.vocabulary import parse_vocabulary
from kg_pipeline_tests.unit.sentences import judge_sentence

VOCAB = parse_vocabulary(
    {
        "P112": {"label": "founded by", "template": "{s} was founded by {o}",
                 "phrasings": ["{o} founded {s}"], "type_pairs": ["ORG-PER"]},
        "P551": {"label": "residence", "template": "{s} resides in {o}",
                 "phrasings": ["{s} lives in {o}", "{s} lived in {o}"],
                 "type_pairs": ["PER-LOC"]},
        "P20": {"label": "place of death", "template": "{s} died in {o}",
                "phrasings": ["{s} died at {o}"], "type_pairs": ["PER-LOC"]},
    }
)  # fmt: skip
TYPES = {"Ada Venn": "PER", "Lisk Oar Club": "ORG", "Kellby": "LOC"}


def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
    return judge_sentence(VOCAB, TYPES, text, subject, predicate, obj)


def test_a_closed_apposition_keeps_its_negation() -> None:
    v = judge("Ada Venn, a ferryman who never won a race in his life, founded the Lisk Oar Club.",
              "Lisk Oar Club", "founded by", "Ada Venn")  # fmt: skip
    assert v.decision == Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("Ada Venn did not live to see the title, for he died at Kellby in 1951.",
         "place of death"),
        ("Although Ada Venn does not sit on the committee, he lives in Kellby.", "residence"),
        ("Ada Venn, who no longer lives in Lisk and has moved back to Kellby, spoke.",
         "residence"),
        # a subordinate clause closed inside the link: someone else's "never"
        ("Ada Venn, as his neighbours never stop saying, lives in Kellby.", "residence"),
        ("Ada Venn, Lisk-born as the harbour crowd never tires of reminding him, died at "
         "Kellby.", "place of death"),
    ],
)  # fmt: skip
def test_a_negation_of_another_clause_rejects_nothing(text: str, predicate: str) -> None:
    v = judge(text, "Ada Venn", predicate, "Kellby")
    assert Reason.NEGATED not in v.reasons, v.stages


@pytest.mark.parametrize(
    "text",
    [
        "Ada Venn, a painter who never lived in Kellby, left.",
        "Ada Venn does not live in Kellby, he said.",
        "Although Ada Venn was born in Lisk, he does not live in Kellby.",
        "Ada Venn no longer lives in Lisk and has not lived in Kellby.",
        "Ada Venn, as far as anyone knows, never lived in Kellby.",
        "Ada Venn, as expected, does not live in Kellby.",
    ],
)
def test_a_negation_of_the_relation_still_rejects(text: str) -> None:
    v = judge(text, "Ada Venn", "residence", "Kellby")
    assert v.decision == Decision.REJECT and Reason.NEGATED in v.reasons, v.stages


def test_a_negation_of_another_clause_does_not_hide_a_plain_statement_elsewhere() -> None:
    # the nearest mentions sit in a negated clause that holds no wording of the predicate
    text = (
        "Ada Venn, who taught at the village school for forty years, lived in Kellby. "
        "Ada Venn never left Kellby."
    )
    v = judge(text, "Ada Venn", "residence", "Kellby")
    assert v.decision == Decision.ACCEPT, v.stages


@pytest.mark.parametrize(
    "text", ["Ada Venn never lived in Kellby.", "Ada Venn did not live in Kellby."]
)
def test_a_negated_wording_still_rejects(text: str) -> None:
    v = judge(text, "Ada Venn", "residence", "Kellby")
    assert v.decision == Decision.REJECT and Reason.NEGATED in v.reasons, v.stages


def test_a_negation_that_names_no_wording_goes_to_review() -> None:
    """Rejected as NEGATED until a negation had to negate a word of the predicate's wordings
    (docs/validation_trials.md, "A negation rejects only a wording it negates"): what she never
    had was a house outside Kellby."""
    v = judge("Her archive shows that Ada Venn has never had a house outside Kellby.", "Ada Venn",
              "residence", "Kellby")  # fmt: skip
    assert v.decision == Decision.REVIEW and v.reasons == [Reason.NEGATION_NEARBY], v.stages
