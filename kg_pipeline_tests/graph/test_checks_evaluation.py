"""The golden set, its evaluation and the checks returned with it."""

from __future__ import annotations

import json
from pathlib import Path

import dagster as dg
import pytest

from kg_pipeline.core.models import InputError
from kg_pipeline.core.paths import DEMO_GOLDEN_SET, DEMO_VOCABULARY
from kg_pipeline.core.quality.golden import (
    GoldenEvaluation,
    evaluate_golden_set,
    load_golden_set,
)
from kg_pipeline.core.validation.policy import PolicyConfig
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.evaluation import checks
from kg_pipeline.resources.settings import PipelineSettings


@pytest.fixture(scope="module")
def production() -> GoldenEvaluation:
    """The bundled golden set under the production policy, exactly as the asset runs it."""
    settings = PipelineSettings()
    golden = load_golden_set(settings.golden_set_dir, settings.golden_set_split or None)
    return evaluate_golden_set(
        golden, load_vocabulary(settings.vocabulary_path), settings.policy_config()
    )


def _evaluation(accepted: int, false: int, by_predicate: dict | None = None) -> GoldenEvaluation:
    precision = (accepted - false) / accepted if accepted else None
    return GoldenEvaluation(
        source="crafted",
        fingerprint="x",
        config={},
        report={
            "overall": {"accepted": accepted, "accept_precision": precision},
            "by_predicate": by_predicate or {},
        },
        false_accepts=[
            {"candidate_id": f"n{i}", "subject": "A", "predicate": "p", "object": "B"}
            for i in range(false)
        ],
    )


# -- golden_set -------------------------------------------------------------------------------
def test_bundled_golden_set_loads_with_labels_kinds_and_a_fingerprint() -> None:
    golden = load_golden_set(DEMO_GOLDEN_SET)
    assert len(golden.documents) == 12 and len(golden.candidates) == 840
    assert golden.label_counts() == {"UNSUPPORTED": 420, "SUPPORTED": 420}
    assert "foreign_object" in golden.kind_counts()
    assert golden.fingerprint == load_golden_set(DEMO_GOLDEN_SET).fingerprint
    assert golden.fingerprint != load_golden_set(DEMO_GOLDEN_SET, split="test").fingerprint


def test_split_filter_keeps_that_splits_documents_and_candidates(tmp_path: Path) -> None:
    docs = [
        {"doc_id": "a", "split": "dev", "text": "Ann lives in Oslo."},
        {"doc_id": "b", "split": "test", "text": "Bo lives in Rome."},
    ]
    cands = [
        {"candidate_id": "1", "doc_id": "a", "subject": "Ann", "predicate": "residence",
         "object": "Oslo", "label": "SUPPORTED"},
        {"candidate_id": "2", "doc_id": "b", "subject": "Bo", "predicate": "residence",
         "object": "Rome", "label": "SUPPORTED"},
    ]  # fmt: skip
    (tmp_path / "documents.jsonl").write_text("\n".join(json.dumps(d) for d in docs))
    (tmp_path / "candidates.jsonl").write_text("\n".join(json.dumps(c) for c in cands))
    golden = load_golden_set(tmp_path, split="test")
    assert [d.doc_id for d in golden.documents] == ["b"]
    assert [c.candidate_id for c in golden.candidates] == ["2"]


def test_a_golden_set_without_labels_is_an_input_error(tmp_path: Path) -> None:
    (tmp_path / "documents.jsonl").write_text(json.dumps({"doc_id": "a", "text": "Ann."}))
    (tmp_path / "candidates.jsonl").write_text(
        json.dumps({"candidate_id": "1", "doc_id": "a", "subject": "A", "object": "B"})
    )
    with pytest.raises(InputError, match="no candidate carries a `label`"):
        load_golden_set(tmp_path)
    with pytest.raises(InputError, match="not found"):
        load_golden_set(tmp_path / "missing")


# -- golden_set_precision_meets_target (ERROR, blocking) --------------------------------------
def test_precision_gate_passes_on_the_bundled_golden_set_with_the_default_policy(
    production: GoldenEvaluation,
) -> None:
    settings = PipelineSettings()
    assert settings.golden_set_precision_target == 0.99
    result = checks.check_precision_gate(
        production, settings.golden_set_precision_target, settings.golden_set_min_accepted
    )
    assert result.passed, result.description
    assert result.severity == dg.AssetCheckSeverity.ERROR
    assert result.metadata["accept_precision"].value >= 0.99
    # The bound beside it is the Clopper-Pearson one the thresholds were chosen by.
    lower = result.metadata["accept_precision_lower_95"].value
    assert lower == production.accept_precision_lower_bound
    assert lower is not None and lower < result.metadata["accept_precision"].value


def test_precision_gate_fails_below_target_and_when_nothing_is_accepted() -> None:
    assert checks.check_precision_gate(_evaluation(100, 0), 0.99, 1).passed
    assert checks.check_precision_gate(_evaluation(100, 1), 0.99, 1).passed
    below = checks.check_precision_gate(_evaluation(100, 2), 0.99, 1)
    assert not below.passed and "below the target" in (below.description or "")
    assert "n0" in below.metadata["false_accept_sample"].value
    undefined = checks.check_precision_gate(_evaluation(0, 0), 0.99, 1)
    assert not undefined.passed and "undefined" in (undefined.description or "")
    too_few = checks.check_precision_gate(_evaluation(3, 0), 0.99, 20)
    assert not too_few.passed


def test_a_threshold_override_that_admits_wrong_edges_misses_the_target() -> None:
    golden = load_golden_set(DEMO_GOLDEN_SET)
    loose = evaluate_golden_set(
        golden, load_vocabulary(DEMO_VOCABULARY), PolicyConfig(accept_threshold=0.0)
    )
    assert loose.false_accepts
    assert not checks.check_precision_gate(loose, 0.99, 1).passed


# -- predicate_precision_has_not_dropped (WARN) -----------------------------------------------
def test_predicate_drift() -> None:
    now = {"born": {"precision": 0.90, "accepted": 10}, "rare": {"precision": 0.0, "accepted": 1}}
    same = {"born": {"precision": 0.92, "accepted": 12}, "rare": {"precision": 1.0, "accepted": 2}}
    assert checks.check_predicate_drift(now, None, None, 0.05, 3).passed
    ok = checks.check_predicate_drift(now, same, "run x", 0.05, 3)
    assert ok.passed and ok.metadata["compared_predicates"].value == 1  # `rare`: too few
    before = {"born": {"precision": 1.0, "accepted": 10}}
    drop = checks.check_predicate_drift(now, before, "run x", 0.05, 3)
    assert not drop.passed and drop.severity == dg.AssetCheckSeverity.WARN
    assert "born" in drop.metadata["drops"].value


def test_previous_evaluation_is_read_from_metadata_of_another_run() -> None:
    instance = dg.DagsterInstance.ephemeral()
    assert checks.previous_predicate_precision(instance, "now") == (None, None)
    instance.report_runless_asset_event(
        dg.AssetMaterialization(
            checks.EVALUATION,
            partition="2024-06-10",
            metadata={checks.PREDICATE_PRECISION_KEY: {"born": {"precision": 1.0, "accepted": 5}}},
        )
    )
    previous, label = checks.previous_predicate_precision(instance, "now")
    assert previous == {"born": {"precision": 1.0, "accepted": 5}}
    assert label is not None and "2024-06-10" in label
    # An evaluation of another golden set is not a baseline for this one.
    instance.report_runless_asset_event(
        dg.AssetMaterialization(
            checks.EVALUATION,
            partition="2024-06-11",
            metadata={
                checks.PREDICATE_PRECISION_KEY: {"born": {"precision": 0.5, "accepted": 5}},
                checks.FINGERPRINT_KEY: "other",
            },
        )
    )
    assert checks.previous_predicate_precision(instance, "now", "mine")[0] == previous
    assert checks.previous_predicate_precision(instance, "now", "other")[0] == {
        "born": {"precision": 0.5, "accepted": 5}
    }
