"""The gate end to end: blocking checks keep `published_graph` from running in the same run.

Each test materialises the whole graph for the demo partition, golden set included, on an
ephemeral instance with the graph in a real SQLite file.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import dagster as dg
import pytest
import sqlalchemy as sa

from kg_pipeline.core.models import Decision, DecisionTier, Verdict
from kg_pipeline.core.paths import DEMO_GOLDEN_SET
from kg_pipeline.core.quality import partition
from kg_pipeline.core.quality.parquet import spec_for
from kg_pipeline.core.store import GraphStore
from kg_pipeline.definitions import defs
from kg_pipeline.defs.evaluation.assets import golden_set, golden_set_evaluation
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.publishing.assets import published_graph
from kg_pipeline.defs.validation.assets import validation
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings

ASSETS = [
    source_documents,
    source_chunks,
    candidate_triples,
    validation,
    golden_set,
    golden_set_evaluation,
    published_graph,
]
PUBLISHED = dg.AssetKey("published_graph")

# check name -> (asset, severity, blocking)
EXPECTED_CHECKS = {
    "evidence_spans_are_verbatim": ("pruned_triples", "ERROR", True),
    "every_candidate_has_one_decision": ("pruned_triples", "ERROR", True),
    "pruned_triples_meet_expectations": ("pruned_triples", "ERROR", True),
    "golden_set_precision_meets_target": ("golden_set_evaluation", "ERROR", True),
    "published_edges_have_no_dangling_or_duplicate": ("published_graph", "ERROR", True),
    "candidate_table_meets_expectations": ("pruned_triples", "WARN", False),
    "parse_fallback_rate_is_low": ("pruned_triples", "WARN", False),
    "auditor_failure_rates_are_low": ("pruned_triples", "WARN", False),
    "prune_ratio_is_within_baseline": ("rejected_edges", "WARN", False),
    "rejected_edges_meet_expectations": ("rejected_edges", "WARN", False),
    "review_queue_meets_expectations": ("review_queue", "WARN", False),
    "predicate_precision_has_not_dropped": ("golden_set_evaluation", "WARN", False),
}


def run(
    inbox: Path,
    tmp_path: Path,
    instance: dg.DagsterInstance | None = None,
    **settings: Any,
) -> dg.ExecuteInProcessResult:
    return dg.materialize(
        ASSETS,
        partition_key=DEMO_PARTITION,
        resources={
            # The gate is under test, not the model: rules-only unless a test says otherwise.
            "settings": PipelineSettings(
                inbox_dir=str(inbox),
                data_dir=str(tmp_path / "data"),
                **{"use_verifier": False, **settings},
            ),
            "graph_store": GraphStoreResource(
                database_url=f"sqlite:///{tmp_path / 'graph.sqlite'}"
            ),
            "llm": LLMResource(),
        },
        instance=instance or dg.DagsterInstance.ephemeral(),
        raise_on_error=False,
    )


def checks_of(result: dg.ExecuteInProcessResult) -> dict[str, dg.AssetCheckEvaluation]:
    return {e.check_name: e for e in result.get_asset_check_evaluations()}


def materialized(result: dg.ExecuteInProcessResult) -> set[str]:
    return {
        e.asset_key.to_user_string()
        for e in result.get_asset_materialization_events()
        if e.asset_key is not None
    }


def published_evidence(tmp_path: Path) -> int:
    if not (tmp_path / "graph.sqlite").exists():
        return 0
    store = GraphStore(f"sqlite:///{tmp_path / 'graph.sqlite'}")
    store.create_schema()
    with store.engine.connect() as conn:
        return conn.execute(sa.text("SELECT count(*) FROM edge_evidence")).scalar_one()


def test_definitions_hold_every_check_with_its_severity_and_the_job_runs_the_gate() -> None:
    definitions = defs()
    graph = definitions.get_repository_def().asset_graph
    specs = {key.name: graph.get_check_spec(key) for key in graph.asset_check_keys}
    for name, (asset, severity, blocking) in EXPECTED_CHECKS.items():
        spec = specs[name]
        assert spec.asset_key.to_user_string() == asset, name
        assert spec.metadata["severity"] == severity, name
        assert spec.blocking is blocking, name
        assert spec.description, name
    assert dg.AssetKey("golden_set_evaluation") in graph.get(PUBLISHED).parent_keys
    # The job that publishes also runs the golden-set gate and every blocking check.
    job_graph = definitions.resolve_job_def("daily_ingestion").asset_layer.asset_graph
    assert {"golden_set", "golden_set_evaluation", "published_graph"} <= {
        k.to_user_string() for k in job_graph.executable_asset_keys
    }
    in_job = {k.name for k in job_graph.asset_check_keys}
    assert {n for n, (_, _, blocking) in EXPECTED_CHECKS.items() if blocking} <= in_job


def clean_golden_set(folder: Path) -> Path:
    """The bundled golden set without the negatives a validator can mistake for facts.

    Only positives and `foreign_object` negatives (whose object is not in the text) remain, so
    every ACCEPT is right whatever the validator's current accuracy: a golden set on which the
    default 0.99 target is met by construction.
    """
    folder.mkdir()
    shutil.copy(DEMO_GOLDEN_SET / "documents.jsonl", folder / "documents.jsonl")
    lines = (DEMO_GOLDEN_SET / "candidates.jsonl").read_text(encoding="utf-8").splitlines()
    keep = [
        line
        for line in lines
        if json.loads(line)["label"] == "SUPPORTED" or json.loads(line)["kind"] == "foreign_object"
    ]
    (folder / "candidates.jsonl").write_text("\n".join(keep) + "\n", encoding="utf-8")
    return folder


def test_a_passing_gate_publishes_and_a_warning_does_not_block(
    demo_inbox: Path, tmp_path: Path
) -> None:
    instance = dg.DagsterInstance.ephemeral()
    # Earlier partitions pruned far more: the prune-ratio warning fires, publication goes on.
    for day in ("2024-06-08", "2024-06-09", "2024-06-10"):
        instance.report_runless_asset_event(
            dg.AssetMaterialization("rejected_edges", partition=day, metadata={"prune_ratio": 0.95})
        )
    golden = clean_golden_set(tmp_path / "golden")
    result = run(demo_inbox, tmp_path, instance, golden_set_dir=str(golden))
    assert result.success
    evaluations = checks_of(result)
    assert set(EXPECTED_CHECKS) <= set(evaluations)
    for name, (_, severity, _) in EXPECTED_CHECKS.items():
        assert evaluations[name].severity.value == severity, name
    failed = {n for n, e in evaluations.items() if not e.passed}
    assert failed == {"prune_ratio_is_within_baseline"}
    assert "published_graph" in materialized(result)
    accepted = result.output_for_node("validation", "pruned_triples")
    assert published_evidence(tmp_path) == len(accepted)
    evaluation = result.output_for_node("golden_set_evaluation")
    assert evaluation.overall["accepted"] > 0 and not evaluation.false_accepts
    shown = result.asset_materializations_for_node("golden_set_evaluation")[0].metadata
    assert "calibration_out_of_fold" not in shown  # rules only: no fused thresholds at work


def test_with_the_model_the_evaluation_shows_what_its_thresholds_certified(
    demo_inbox: Path, tmp_path: Path
) -> None:
    result = run(demo_inbox, tmp_path, use_verifier=True)
    assert result.success
    assert checks_of(result)["golden_set_precision_meets_target"].passed
    accepted = result.output_for_node("validation", "pruned_triples")
    assert any(v.tier == DecisionTier.VERIFIER for v in accepted)
    # Beside the golden set's figures: what the calibration's thresholds decided together on
    # the documents they were chosen on, each set at its bound.
    shown = result.asset_materializations_for_node("golden_set_evaluation")[0].metadata
    fitted = shown["calibration_out_of_fold"].value
    assert isinstance(fitted, dict) and fitted["threshold_pool"] == "rest"
    assert fitted["deployed_accepted"] > 0 and fitted["deployed_accept_lower_bound"] >= 0.99
    assert fitted["deployed_rejected"] > 0 and fitted["deployed_reject_lower_bound"] >= 0.98


def test_precision_below_target_stops_publication_in_the_same_run(
    demo_inbox: Path, tmp_path: Path
) -> None:
    result = run(demo_inbox, tmp_path, accept_threshold=0.0)
    assert not result.success
    gate = checks_of(result)["golden_set_precision_meets_target"]
    assert not gate.passed and gate.severity == dg.AssetCheckSeverity.ERROR
    assert gate.metadata["accept_precision"].value < 0.99
    done = materialized(result)
    assert "published_graph" not in done
    assert {"pruned_triples", "rejected_edges", "review_queue", "golden_set_evaluation"} <= done
    assert published_evidence(tmp_path) == 0


def test_a_failing_validation_check_stops_publication_in_the_same_run(
    demo_inbox: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_stream = partition.stream_validate
    spec = spec_for(Verdict)

    def corrupting_stream(*args: Any, **kwargs: Any) -> Any:
        """Damages one accepted span after validation: the check must catch it."""
        damaged = False
        for result in real_stream(*args, **kwargs):
            accepted = result.payload[Decision.ACCEPT.value]
            if not damaged and accepted.num_rows:
                verdicts = spec.from_table(accepted)
                span = verdicts[0].evidence_span or ""
                verdicts[0] = verdicts[0].model_copy(update={"evidence_span": span[::-1] + "!"})
                payload = {**result.payload, Decision.ACCEPT.value: spec.to_table(verdicts)}
                result = dataclasses.replace(result, payload=payload)
                damaged = True
            yield result

    monkeypatch.setattr(partition, "stream_validate", corrupting_stream)
    golden = clean_golden_set(tmp_path / "golden")
    result = run(demo_inbox, tmp_path, golden_set_dir=str(golden))
    assert not result.success
    evaluations = checks_of(result)
    assert not evaluations["evidence_spans_are_verbatim"].passed
    assert evaluations["golden_set_precision_meets_target"].passed  # only validation failed
    assert "published_graph" not in materialized(result)
    assert published_evidence(tmp_path) == 0
