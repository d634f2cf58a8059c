"""The packaged int8 verifier: loads with onnxruntime + tokenizers only, and reads a passage."""

from __future__ import annotations

import hashlib
import sys

import pytest

from kg_pipeline.core.models import Candidate, Document, Predicate, Vocabulary
from kg_pipeline.core.verifier import Verifier, build_passage
from kg_pipeline.core.verifier.model import MODEL_DIR, MODEL_FILE

VOCAB = Vocabulary(
    predicates={
        "P19": Predicate(
            predicate_id="P19", label="place of birth", template="{s} was born in {o}"
        ),
        "P17": Predicate(predicate_id="P17", label="country", template="{s} is in the country {o}"),
    }
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier.packaged()


def _pair(text: str, subject: str, predicate: str, obj: str) -> tuple[str, str]:
    doc = Document(doc_id="d", text=text)
    cand = Candidate(candidate_id="c", doc_id="d", subject=subject, predicate=predicate, object=obj)
    return build_passage(doc, cand, VOCAB, max_chars=Verifier.packaged().max_chars).pair()


def test_package_is_small_and_versioned(verifier: Verifier) -> None:
    size = sum(p.stat().st_size for p in MODEL_DIR.iterdir() if p.is_file())
    assert size <= 30 * 1024 * 1024
    digest = hashlib.sha256((MODEL_DIR / MODEL_FILE).read_bytes()).hexdigest()
    assert verifier.version == "verifier-" + digest[:12]
    assert Verifier.packaged() is verifier
    assert "torch" not in sys.modules and "transformers" not in sys.modules


def test_supported_statement_scores_above_unrelated(verifier: Verifier) -> None:
    supported = _pair(
        "Maria Keller is a Swiss painter. Keller was born in Basel in 1962 and studied in Paris.",
        "Maria Keller",
        "place of birth",
        "Basel",
    )
    unrelated = _pair(
        "Maria Keller is a Swiss painter. Her brother later opened a bakery in Basel.",
        "Maria Keller",
        "place of birth",
        "Basel",
    )
    located = _pair("Lyon is a large city in France, on the Rhone.", "Lyon", "country", "France")
    s_sup, s_unrel, s_loc = verifier.score([supported, unrelated, located])
    assert s_sup > s_unrel
    assert s_sup > 0.5 and s_loc > 0.5
    assert all(0.0 <= s <= 1.0 for s in (s_sup, s_unrel, s_loc))


def test_a_pairs_score_does_not_depend_on_the_other_pairs() -> None:
    """Dynamic int8 quantisation takes its scales from the whole input: batched, a pair's score
    moved with its neighbours. Read alone, it is the same in any call, order or company."""
    pairs = [
        _pair(
            f"Person {i} Smith was born in Town {i}. Later, Person {i} Smith moved away"
            + " and lived far from there" * (i % 4),
            f"Person {i} Smith",
            "place of birth",
            f"Town {i}",
        )
        for i in range(12)
    ]
    verifier = Verifier.packaged()
    forward = verifier.score(pairs)
    assert verifier.score(pairs[::-1])[::-1] == forward
    assert [verifier.score([p])[0] for p in pairs] == forward
    assert verifier.score(pairs[5:9]) == forward[5:9]
    assert len(set(forward)) > 1  # the pairs differ, and so do their scores
    assert verifier.score([]) == []
