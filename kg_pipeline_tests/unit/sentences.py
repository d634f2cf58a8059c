"""Validate one candidate against one hand-written sentence, for the tests of what the template
path and the framing reader read: a vocabulary, the entity types of the names the tests use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kg_pipeline.core.models import Candidate, Decision, Document, Verdict, Vocabulary
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary


def judge_sentence(
    vocabulary: Vocabulary, types: dict[str, str], text: str, subject: str, predicate: str, obj: str
) -> Verdict:
    doc = Document(doc_id="d", text=text)
    cand = Candidate(candidate_id="c", doc_id="d", subject=subject, predicate=predicate,
                     object=obj, subject_type=types[subject], object_type=types[obj])  # fmt: skip
    return Validator(vocabulary).validate_one(doc, cand)


def demo_judge(types: dict[str, str]) -> Callable[[str, str, str, str], Verdict]:
    """`judge_sentence` with the demo vocabulary and `types` bound: judge(text, subject,
    predicate, object)."""
    vocabulary = load_vocabulary(DEMO_VOCABULARY)

    def judge(text: str, subject: str, predicate: str, obj: str) -> Verdict:
        return judge_sentence(vocabulary, types, text, subject, predicate, obj)

    return judge


def support_detail(verdict: Verdict, key: str) -> Any:
    """What the support stage recorded under `key` ("direction", "stated_as", ...)."""
    (support,) = [s for s in verdict.stages if s.stage == "support"]
    return support.detail.get(key)


def assert_accepted_forward(verdict: Verdict) -> None:
    """ACCEPT, with the relation read in the candidate's direction (not merely scored)."""
    assert verdict.decision == Decision.ACCEPT, verdict.stages
    assert support_detail(verdict, "direction") == "forward", verdict.stages
