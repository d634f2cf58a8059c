"""Evidence that supports the edge (issue 10): the span stored for an accepted edge is the passage
the decision read and mentions both endpoints; an unrelated quote is never shown as support; the
blocking check `evidence_spans_mention_both_endpoints` fails on a bad span and passes on the
demo partition."""

from __future__ import annotations

import dagster as dg

from kg_pipeline.core.inputs.inbox import read_partition_candidates, read_partition_documents
from kg_pipeline.core.models import Candidate, Decision, Document, Verdict
from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline.core.validation.auditor import AuditOutcome
from kg_pipeline.core.validation.evidence import evidence_endpoint_problem
from kg_pipeline.core.validation.grounding import Evidence
from kg_pipeline.core.validation.policy import PolicyConfig
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary, parse_vocabulary
from kg_pipeline.defs.validation import checks

VOCAB = parse_vocabulary(
    {
        "entity_types": ["ORG", "PER", "LOC"],
        "predicates": {
            "born": {"label": "place of birth", "template": "{s} was born in {o}",
                     "type_pairs": ["PER-LOC"]},
            "own": {"label": "owned by", "template": "{s} is owned by {o}",
                    "type_pairs": ["ORG-ORG"], "inverse": "owns"},
        },
    }
)  # fmt: skip
UNRELATED = "The harbour froze over in the winter of 1963."
STATES = "Mira Olsen was born in Vessby."
TEXT = f"{UNRELATED} {STATES} Mira Olsen later moved to Kirkeby."
DOC = Document(doc_id="d", text=TEXT)


def judge(quote: str | None, doc: Document = DOC, **kw: str) -> Verdict:
    fields = {"subject": "Mira Olsen", "predicate": "place of birth", "object": "Vessby",
              "subject_type": "PER", "object_type": "LOC", **kw}  # fmt: skip
    cand = Candidate(candidate_id="c", doc_id=doc.doc_id, evidence=quote, **fields)  # type: ignore[arg-type]
    return Validator(VOCAB).validate_one(doc, cand)


def test_an_unrelated_quote_is_never_the_evidence_span() -> None:
    v = judge(UNRELATED)
    assert v.decision == Decision.ACCEPT
    assert v.evidence_span == STATES
    assert TEXT[v.evidence_start : v.evidence_end] == STATES
    (support,) = [s for s in v.stages if s.stage == "support"]
    assert support.detail["quote_found"] is True
    assert support.detail["quote_covers_pair"] is False
    assert evidence_endpoint_problem(DOC, v) is None


def test_a_quote_holding_both_mentions_is_kept_as_the_span() -> None:
    v = judge(STATES)
    assert v.decision == Decision.ACCEPT and v.evidence_span == STATES
    wider = f"{STATES} Mira Olsen later moved to Kirkeby."
    v2 = judge(wider)
    assert v2.evidence_span == wider
    assert evidence_endpoint_problem(DOC, v2) is None


def test_the_decision_and_span_do_not_depend_on_the_quote() -> None:
    with_quote, without = judge(UNRELATED), judge(None)
    assert (with_quote.decision, with_quote.evidence_span) == (
        without.decision,
        without.evidence_span,
    )


def test_a_span_missing_an_endpoint_is_named_by_the_problem() -> None:
    v = judge(STATES)
    start = TEXT.index(UNRELATED)
    bad = v.model_copy(
        update={
            "evidence_span": UNRELATED,
            "evidence_start": start,
            "evidence_end": start + len(UNRELATED),
        }
    )
    problem = evidence_endpoint_problem(DOC, bad)
    assert problem is not None and "subject" in problem and "object" in problem
    half = TEXT.index("Mira Olsen later")
    only_subject = v.model_copy(
        update={"evidence_span": TEXT[half:], "evidence_start": half, "evidence_end": len(TEXT)}
    )
    problem = evidence_endpoint_problem(DOC, only_subject)
    assert problem is not None and "object" in problem and "subject" not in problem


def test_aliases_and_flipped_inverse_labels_count_as_mentions() -> None:
    text = "Corwin Foods owns the Lumen Dairy brand. Lumen sells cheese."
    doc = Document(doc_id="d2", text=text)
    v = judge(
        None,
        doc,
        subject="Corwin Foods",
        predicate="owns",
        object="Lumen Dairy",
        subject_type="ORG",
        object_type="ORG",
    )
    assert v.flipped and v.subject == "Lumen Dairy"
    assert evidence_endpoint_problem(doc, v) is None
    # A span holding only the short alias "Lumen" mentions the dairy when the candidate says so.
    alias_start = text.index("Lumen sells")
    doc3 = Document(doc_id="d3", text="Corwin Foods bought it. Lumen is owned by Corwin Foods.")
    v3 = judge(
        None,
        doc3,
        subject="Lumen Dairy",
        predicate="owned by",
        object="Corwin Foods",
        subject_type="ORG",
        object_type="ORG",
    )
    assert alias_start > 0
    raw = {**(v3.raw_candidate or {}), "subject_aliases": ["Lumen"]}
    at = doc3.text.index("Lumen is")
    span = doc3.text[at:]
    v3 = v3.model_copy(
        update={"raw_candidate": raw, "evidence_span": span, "evidence_start": at,
                "evidence_end": len(doc3.text)}
    )  # fmt: skip
    assert evidence_endpoint_problem(doc3, v3) is None


def test_an_auditor_quote_without_both_endpoints_does_not_accept() -> None:
    # A low ACCEPT threshold, so the auditor's PRESERVE alone would accept: only the quote decides.
    validator = Validator(VOCAB, config=PolicyConfig(accept_threshold=0.5))
    cand = Candidate(
        candidate_id="c", doc_id="d", subject="Mira Olsen", predicate="place of birth",
        object="Vessby", subject_type="PER", object_type="LOC",
    )  # fmt: skip
    w = validator.run_stages(DOC, cand)
    validator.decide(w)
    start = TEXT.index(UNRELATED)
    unrelated = Evidence(start, start + len(UNRELATED), "exact", 100.0)
    outcome = AuditOutcome(verdict="PRESERVE", stage={}, evidence=unrelated)
    w.decision = Decision.REVIEW
    assert validator.apply_audit(w, outcome) is False
    assert w.decision == Decision.REVIEW
    s_at = TEXT.index(STATES)
    good = AuditOutcome(
        verdict="PRESERVE", stage={}, evidence=Evidence(s_at, s_at + len(STATES), "exact", 100.0)
    )
    assert validator.apply_audit(w, good) is True
    assert w.evidence is not None and w.evidence.span(TEXT) == STATES


def _demo_accepted() -> tuple[list[Document], list[Verdict]]:
    folder = DEMO_INBOX / "2024-06-11"
    docs = read_partition_documents(folder)
    verdicts = Validator(load_vocabulary(DEMO_VOCABULARY)).validate(
        docs, read_partition_candidates(folder)
    )
    return docs, [v for v in verdicts if v.decision == Decision.ACCEPT]


def test_the_blocking_check_passes_on_the_demo_and_fails_on_a_bad_span() -> None:
    docs, accepted = _demo_accepted()
    assert accepted
    good = checks.check_evidence_mentions(docs, accepted)
    assert good.passed and good.severity == dg.AssetCheckSeverity.ERROR
    assert good.check_name == checks.EVIDENCE_MENTIONS
    # Move one accepted span onto a sentence of its document that names neither endpoint.
    doc = next(d for d in docs if d.doc_id == accepted[0].doc_id)
    first = accepted[0]
    other = next(
        (s, e)
        for s, e in _sentences(doc.text)
        if first.subject not in doc.text[s:e] and first.object not in doc.text[s:e]
    )
    bad = first.model_copy(
        update={
            "evidence_span": doc.text[other[0] : other[1]],
            "evidence_start": other[0],
            "evidence_end": other[1],
        }
    )
    failed = checks.check_evidence_mentions(docs, [bad, *accepted[1:]])
    assert not failed.passed
    assert failed.metadata["missing_endpoint"].value == 1
    # The verbatim check alone would have let it through: the span is the text at its offsets.
    assert checks.check_evidence_verbatim(docs, [bad]).passed


def test_the_check_is_declared_blocking_on_pruned_triples() -> None:
    (spec,) = [s for s in checks.VALIDATION_CHECK_SPECS if s.name == checks.EVIDENCE_MENTIONS]
    assert spec.asset_key == checks.PRUNED and spec.blocking


def _sentences(text: str) -> list[tuple[int, int]]:
    from kg_pipeline.core.text.sentences import sentence_spans

    return [(s.start, s.end) for s in sentence_spans(text)]


def test_an_auditor_quote_with_a_pronoun_is_widened_to_the_naming_sentence() -> None:
    text = "Mira Olsen grew up by the sea. She was born in Vessby. The harbour froze in 1963."
    doc = Document(doc_id="p", text=text)
    validator = Validator(VOCAB, config=PolicyConfig(accept_threshold=0.5))
    cand = Candidate(
        candidate_id="c", doc_id="p", subject="Mira Olsen", predicate="place of birth",
        object="Vessby", subject_type="PER", object_type="LOC",
    )  # fmt: skip
    w = validator.run_stages(doc, cand)
    validator.decide(w)
    w.decision = Decision.REVIEW
    quote = "She was born in Vessby."
    at = text.index(quote)
    outcome = AuditOutcome("PRESERVE", {}, evidence=Evidence(at, at + len(quote), "exact", 100.0))
    assert validator.apply_audit(w, outcome) is True
    assert w.evidence is not None
    assert w.evidence.span(text) == "Mira Olsen grew up by the sea. She was born in Vessby."
