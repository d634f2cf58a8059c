"""The `claim_audit` asset: reads the partition's inbox folder, reports coverage, and warns when
the unmapped rate jumps above the trailing baseline read from the event log."""

from __future__ import annotations

import json
from pathlib import Path

import dagster as dg
import pytest

from kg_pipeline.core.claims.models import ClaimAuditReport
from kg_pipeline.defs.baselines import earlier_partition_keys
from kg_pipeline.defs.claims import defs as claims_defs
from kg_pipeline.defs.claims.assets import claim_audit
from kg_pipeline.defs.claims.checks import CHECK_NAME
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings

SOURCE = "The bridge opened in 1932. Its arch is 503 metres long. It carries eight lanes."
SUPPORTED = "The bridge opened in 1932 and its arch is 503 metres long."
INVENTED = "The bridge was painted pink by Banksy in 2001."


def _write(inbox: Path, day: str, texts: list[str]) -> None:
    folder = inbox / day / "claims"
    folder.mkdir(parents=True)
    with (folder / "answers.jsonl").open("w", encoding="utf-8") as handle:
        for i, text in enumerate(texts):
            record = {
                "item_id": f"{day}-{i}",
                "sources": [{"source_id": "doc", "text": SOURCE}],
                "generated_text": text,
            }
            handle.write(json.dumps(record) + "\n")


def _run(instance: dg.DagsterInstance, inbox: Path, day: str) -> dg.ExecuteInJobResult:
    # The upstream assets run too (claim_audit reads their candidates and chunks); with no
    # documents and no LLM they produce nothing, so only the inbox items are audited.
    return dg.materialize(
        [source_documents, source_chunks, candidate_triples, claim_audit],
        partition_key=day,
        instance=instance,
        resources={
            "settings": PipelineSettings(inbox_dir=str(inbox), data_dir=str(inbox.parent / "data")),
            "llm": LLMResource(),
        },
    )


def _check(result: dg.ExecuteInJobResult) -> dg.AssetCheckEvaluation:
    (evaluation,) = result.get_asset_check_evaluations()
    assert evaluation.check_name == CHECK_NAME
    assert evaluation.severity == dg.AssetCheckSeverity.WARN
    return evaluation


def test_claim_audit_reports_coverage_and_warns_on_drift(tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    _write(inbox, "2024-06-10", [SUPPORTED] * 4 + [INVENTED])
    _write(inbox, "2024-06-11", [SUPPORTED, INVENTED, INVENTED])
    _write(inbox, "2024-06-12", [SUPPORTED] * 5)
    with dg.DagsterInstance.ephemeral() as instance:
        first = _run(instance, inbox, "2024-06-10")
        assert first.success
        report = first.output_for_node("claim_audit")
        assert isinstance(report, ClaimAuditReport)
        assert report.totals["claims"] == 5.0
        assert report.totals["unmapped"] == 1.0
        assert [c.item_id for c in report.review] == ["2024-06-10-4"]
        (event,) = [
            e
            for e in first.get_asset_materialization_events()
            if e.materialization.asset_key == dg.AssetKey("claim_audit")
        ]
        metadata = event.materialization.metadata
        assert metadata["coverage_ratio"].value == pytest.approx(4 / 5)
        assert isinstance(metadata["unmapped"].value, float)
        assert "| 2024-06-10-4 | 1 | 0 | 1 | 0 | 0.00 |" in metadata["coverage"].value
        assert _check(first).passed  # no baseline yet

        second = _run(instance, inbox, "2024-06-11")
        evaluation = _check(second)
        assert not evaluation.passed  # 2/3 unmapped against a 1/5 baseline
        assert evaluation.metadata["baseline"].value == pytest.approx(1 / 5)
        assert evaluation.metadata["baseline_partitions"].value == 1

        third = _run(instance, inbox, "2024-06-12")
        evaluation = _check(third)
        assert evaluation.passed
        assert evaluation.metadata["baseline_partitions"].value == 2
        assert evaluation.metadata["baseline"].value == pytest.approx((1 / 5 + 2 / 3) / 2)


def test_empty_partition_materialises_with_a_passing_check(tmp_path: Path) -> None:
    with dg.DagsterInstance.ephemeral() as instance:
        result = _run(instance, tmp_path / "inbox", "2024-06-11")
        assert result.success
        assert result.output_for_node("claim_audit").totals["claims"] == 0.0
        assert _check(result).passed


def test_definitions_expose_the_asset_and_its_check() -> None:
    (asset,) = claims_defs.assets
    assert asset.key == dg.AssetKey("claim_audit")
    assert {spec.name for spec in asset.check_specs} == {CHECK_NAME}
    assert asset.partitions_def is not None
    assert earlier_partition_keys(daily_partitions, "2024-07-01", 2) == ["2024-06-30", "2024-06-29"]
