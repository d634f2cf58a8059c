"""The hand-written contrast set (kg_pipeline/demo/contrast): its own consistency, and the promise
that the validator accepts none of its UNSUPPORTED candidates on the test split and on the
holdout split (written by other authors, never read by the rules' authors)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Decision
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.demo.contrast.build import build, vocabulary_by_label
from kg_pipeline.demo.contrast.record import FRAMINGS
from kg_pipeline.demo.contrast.shape import TYPES

CONTRAST = Path(__file__).resolve().parents[2] / "kg_pipeline" / "demo" / "contrast"

SPLITS = ("dev", "test", "holdout")
LABELS = {"SUPPORTED", "UNSUPPORTED"}
KINDS = FRAMINGS | {"assertion", "table_repeated_name", "other"}
# Kinds the current rules already never accept on the test split: a regression guard.
NEVER_ACCEPTED_TODAY = {
    "negated", "counterfactual", "proposal", "plan", "offer", "talks", "pending_deal",
    "conditional_leading", "conditional_trailing", "reversed", "question",
}  # fmt: skip


def _jsonl(name: str) -> list[dict[str, Any]]:
    with (CONTRAST / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


DOCS = _jsonl("documents.jsonl")
CANDS = _jsonl("candidates.jsonl")
DOC_BY_ID = {d["doc_id"]: d for d in DOCS}


def test_jsonl_files_are_what_the_source_builds() -> None:
    docs, cands = build()
    assert docs == DOCS and cands == CANDS


def test_documents_are_well_formed_and_aliases_verbatim() -> None:
    assert len({d["doc_id"] for d in DOCS}) == len(DOCS)
    for d in DOCS:
        assert d["split"] in {*SPLITS, "sealed"}
        assert d["title"] and d["sentences"]
        assert d["text"] in (" ".join(d["sentences"]), "\n".join(d["sentences"]))
        ids = [e["entity_id"] for e in d["entities"]]
        assert len(set(ids)) == len(ids)
        for e in d["entities"]:
            assert e["type"] in TYPES, (d["doc_id"], e)
            assert e["name"] in e["aliases"]
            for alias in e["aliases"]:
                assert alias in d["text"], (d["doc_id"], alias)


def test_candidates_follow_the_shared_schema_and_vocabulary() -> None:
    vocab = vocabulary_by_label()
    assert len({c["candidate_id"] for c in CANDS}) == len(CANDS)
    for c in CANDS:
        doc = DOC_BY_ID[c["doc_id"]]
        assert c["split"] == doc["split"], c["candidate_id"]
        assert c["label"] in LABELS and c["kind"] in KINDS, c["candidate_id"]
        ents = {e["name"]: e for e in doc["entities"]}
        subj, obj = ents[c["subject"]], ents[c["object"]]
        assert (c["subject_type"], c["object_type"]) == (subj["type"], obj["type"])
        assert c["subject_aliases"] == subj["aliases"] and c["object_aliases"] == obj["aliases"]
        pred = vocab[c["predicate"]]
        assert f"{c['subject_type']}-{c['object_type']}" in pred["type_pairs"], c["candidate_id"]
        assert c["statement"] == pred["template"].format(s=c["subject"], o=c["object"])


def test_evidence_is_a_verbatim_sentence_naming_both_endpoints() -> None:
    for c in CANDS:
        doc = DOC_BY_ID[c["doc_id"]]
        if c["label"] == "UNSUPPORTED":
            assert c["evidence"] is None and c["evidence_sent_ids"] == [], c["candidate_id"]
            continue
        (k,) = c["evidence_sent_ids"]
        assert c["evidence"] == doc["sentences"][k] and c["evidence"] in doc["text"]
        for aliases in (c["subject_aliases"], c["object_aliases"]):
            assert any(a in c["evidence"] for a in aliases), c["candidate_id"]


def test_labels_follow_kinds_and_every_framing_has_its_plain_twin() -> None:
    by_id = {c["candidate_id"]: c for c in CANDS}
    for c in CANDS:
        if c["kind"] == "assertion":
            assert c["label"] == "SUPPORTED", c["candidate_id"]
        if c["kind"] in FRAMINGS:
            assert c["label"] == "UNSUPPORTED", c["candidate_id"]
            twin = by_id[c["pair_of"]]
            assert twin["label"] == "SUPPORTED" and twin["kind"] == "assertion"
            assert twin["split"] == c["split"]
            fact = (twin["subject"], twin["predicate"], twin["object"])
            if c["kind"] == "reversed":  # swapped endpoints of a fact its own document states
                assert (c["object"], c["predicate"], c["subject"]) == fact
                assert twin["doc_id"] == c["doc_id"]
            else:  # the same fact, stated plainly in another document
                assert (c["subject"], c["predicate"], c["object"]) == fact
                assert twin["doc_id"] != c["doc_id"]


def test_splits_are_by_document_and_about_40_60() -> None:
    docs_of = {s: {d["doc_id"] for d in DOCS if d["split"] == s} for s in SPLITS}
    assert not docs_of["dev"] & docs_of["test"]
    n = Counter(c["split"] for c in CANDS)
    assert 0.35 <= n["dev"] / (n["dev"] + n["test"]) <= 0.45
    # the holdout split is its own authors' documents, and as large as the test split
    assert all(d.startswith("contrast-holdout-") for d in docs_of["holdout"])
    # a sealed batch is built and checked for shape, but no test reads what the rules decide
    sealed = {d["doc_id"] for d in DOCS if d["split"] == "sealed"}
    assert all(d.startswith("contrast-holdout-") for d in sealed)
    assert n["holdout"] >= n["test"]


def test_tables_repeat_names_and_revisions_conflict() -> None:
    for d in DOCS:
        if any(c["doc_id"] == d["doc_id"] and c["kind"] == "table_repeated_name" for c in CANDS):
            rows = [s.split(" | ")[0] for s in d["sentences"] if " | " in s]
            assert max(Counter(rows).values()) >= 2, d["doc_id"]
    revised = [d for d in DOCS if d.get("revision") == 2]
    assert revised
    for d in revised:
        old = DOC_BY_ID[d["supersedes"]]
        assert old["title"] == d["title"] and old["split"] == d["split"]
        assert old.get("revision") == 1
    for c in CANDS:
        if c["kind"] == "conflicting_revision":
            doc = DOC_BY_ID[c["doc_id"]]
            assert doc.get("revision") == 2
            assert DOC_BY_ID[c["pair_of"].rsplit("-c", 1)[0]]["doc_id"] == doc["supersedes"]


def test_counts_per_kind_split_and_label() -> None:
    assert len(CANDS) >= 240
    assert len({c["predicate"] for c in CANDS}) >= 6
    supported = sum(c["label"] == "SUPPORTED" for c in CANDS) / len(CANDS)
    # About half: every framing has its plain twin; the later batches hold more plain
    # assertions than framings (about 58%), so the share drifts up and may reach 0.60.
    assert 0.40 <= supported <= 0.60
    per = Counter((c["kind"], c["split"]) for c in CANDS)
    for kind in FRAMINGS | {"table_repeated_name"}:
        assert per[(kind, "dev")] >= 2 and per[(kind, "test")] >= 3, kind
    harmless = [c for c in CANDS if c.get("note") == "harmless_negation"]
    assert {c["split"] for c in harmless} >= set(SPLITS)
    per_holdout = Counter(c["kind"] for c in CANDS if c["split"] == "holdout")
    for kind in FRAMINGS - {"conflicting_revision"}:
        assert per_holdout[kind] >= 4, kind
    assert per_holdout["assertion"] >= 150
    assert all(c["label"] == "SUPPORTED" for c in harmless)


def _verdicts(split: str) -> list[tuple[Any, Decision]]:
    docs = [d for d in read_documents_jsonl(CONTRAST / "documents.jsonl")]
    cands = [c for c in read_candidates_jsonl(CONTRAST / "candidates.jsonl")]
    keep = [c for c in cands if getattr(c, "split", None) == split]
    verdicts = Validator(load_vocabulary(DEMO_VOCABULARY)).validate(docs, keep)
    assert [v.candidate_id for v in verdicts] == [c.candidate_id for c in keep]
    return [(c, v.decision) for c, v in zip(keep, verdicts, strict=True)]


@pytest.fixture(scope="module")
def test_split_verdicts() -> list[tuple[Any, Decision]]:
    return _verdicts("test")


def test_framings_the_rules_already_read_are_never_accepted(
    test_split_verdicts: list[tuple[Any, Decision]],
) -> None:
    accepted = [
        c.candidate_id
        for c, d in test_split_verdicts
        if c.kind in NEVER_ACCEPTED_TODAY and d == Decision.ACCEPT
    ]
    assert accepted == []


def test_no_unsupported_candidate_is_accepted_on_the_test_split(
    test_split_verdicts: list[tuple[Any, Decision]],
) -> None:
    accepted = [
        (c.candidate_id, c.kind)
        for c, d in test_split_verdicts
        if c.label == "UNSUPPORTED" and d == Decision.ACCEPT
    ]
    assert accepted == []


@pytest.mark.xfail(
    strict=False,
    reason="issue 10 asks for >= 90% of plain assertions accepted; 3 of 69 were when this set "
    "was written, 7 of 69 with the embedded-claim reading (without the verifier, or with "
    "reader-7fb732cd64e5), 8 with reader-c338f1a28b6a, 14 (13 without the verifier) with "
    "the vocabulary's phrasings, 18 once the template path read articles, symmetric "
    "predicates and seven more phrasings, 33 with everyday wordings read from this split's "
    "misses (2026-12-05; since then it is no longer blind, the holdout split is): the reader "
    "reads most of the rest below zero in their documents (docs/verifier.md)",
)
def test_most_plain_assertions_are_accepted_on_the_test_split(
    test_split_verdicts: list[tuple[Any, Decision]],
) -> None:
    plain = [d for c, d in test_split_verdicts if c.kind == "assertion"]
    assert sum(d == Decision.ACCEPT for d in plain) >= 0.9 * len(plain)


@pytest.fixture(scope="module")
def holdout_verdicts() -> list[tuple[Any, Decision]]:
    return _verdicts("holdout")


# Each accept a blind batch found was read and mended by grammar (docs/validation_trials.md,
# from "Hearsay idioms" to "A frame before an apposition"); the batches measured since are blind for
# those forms only.
def test_no_unsupported_candidate_is_accepted_on_the_holdout_split(
    holdout_verdicts: list[tuple[Any, Decision]],
) -> None:
    assert not [c for c, d in holdout_verdicts if c.label == "UNSUPPORTED" and d == Decision.ACCEPT]


@pytest.mark.xfail(
    strict=False,
    reason="issue 10 asks for >= 90% of plain assertions accepted on held-out text; each batch "
    "measured once blind: 2,577 of 6,061 over batches 3-99 (2026-12-08), the read split "
    "3,655 of 6,230, most by the template path: the fused score holds the rest "
    "(README, docs/results.md)",
)
def test_most_plain_assertions_are_accepted_on_the_holdout_split(
    holdout_verdicts: list[tuple[Any, Decision]],
) -> None:
    plain = [d for c, d in holdout_verdicts if c.kind == "assertion"]
    assert sum(d == Decision.ACCEPT for d in plain) >= 0.9 * len(plain)
