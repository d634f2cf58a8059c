"""The validation multi-asset's checks: each fails on a crafted bad input, passes on a good one."""

from __future__ import annotations

from dataclasses import dataclass

import dagster as dg
import pytest

from kg_pipeline.core.inputs.inbox import read_partition_candidates, read_partition_documents
from kg_pipeline.core.models import (
    Candidate,
    Decision,
    Document,
    ParseMode,
    Reason,
    StageOutcome,
    Verdict,
)
from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline.core.quality.expectations import candidate_suite, run_suite, verdict_suite
from kg_pipeline.core.quality.tables import candidates_frame, verdicts_frame
from kg_pipeline.core.validation.validator import validate_candidates
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.baselines import earlier_partition_keys, trailing_metadata
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION, daily_partitions
from kg_pipeline.defs.validation import checks


@dataclass
class Demo:
    documents: list[Document]
    candidates: list[Candidate]
    verdicts: list[Verdict]

    def decided(self, decision: Decision) -> list[Verdict]:
        return [v for v in self.verdicts if v.decision == decision]


@pytest.fixture(scope="module")
def demo() -> Demo:
    folder = DEMO_INBOX / DEMO_PARTITION
    docs = read_partition_documents(folder)
    cands = read_partition_candidates(folder)
    verdicts = validate_candidates(docs, cands, load_vocabulary(DEMO_VOCABULARY))
    assert {v.decision for v in verdicts} == set(Decision), "the demo shows all three outcomes"
    return Demo(docs, cands, verdicts)


def _with_evidence(demo: Demo) -> list[Verdict]:
    """Accepted verdicts, or (should the validator accept none) evidenced ones relabelled."""
    accepted = demo.decided(Decision.ACCEPT)
    if accepted:
        return accepted
    evidenced = [v for v in demo.verdicts if v.evidence_span and v.subject_entity_id]
    return [v.model_copy(update={"decision": Decision.ACCEPT, "reasons": []}) for v in evidenced]


# -- evidence_spans_are_verbatim (ERROR, blocking) --------------------------------------------
def test_verbatim_passes_on_the_validators_spans(demo: Demo) -> None:
    result = checks.check_evidence_verbatim(demo.documents, _with_evidence(demo))
    assert result.passed and result.severity == dg.AssetCheckSeverity.ERROR
    assert result.check_name == checks.EVIDENCE_VERBATIM


def test_verbatim_fails_on_a_shifted_span_a_missing_document_and_another_revision(
    demo: Demo,
) -> None:
    good = _with_evidence(demo)[0]
    assert good.evidence_start is not None and good.evidence_end is not None
    shifted = good.model_copy(
        update={
            "candidate_id": "shifted",
            "evidence_start": good.evidence_start + 1,
            "evidence_end": good.evidence_end + 1,
        }
    )
    orphan = good.model_copy(update={"candidate_id": "orphan", "doc_id": "nowhere"})
    stale = good.model_copy(update={"candidate_id": "stale", "doc_content_hash": "0" * 64})
    result = checks.check_evidence_verbatim(demo.documents, [good, shifted, orphan, stale])
    assert not result.passed
    assert result.metadata["not_verbatim"].value == 3
    table = result.metadata["failures"].value
    assert "shifted" in table and "orphan" in table and "stale" in table


# -- every_candidate_has_one_decision (ERROR, blocking) ---------------------------------------
def test_conservation_passes_when_every_candidate_is_decided_once(demo: Demo) -> None:
    result = checks.check_conservation(
        demo.candidates,
        demo.decided(Decision.ACCEPT),
        demo.decided(Decision.REJECT),
        demo.decided(Decision.REVIEW),
    )
    assert result.passed
    assert result.metadata["candidates"].value == len(demo.candidates)


def test_conservation_fails_on_a_lost_a_duplicated_or_a_misfiled_candidate(demo: Demo) -> None:
    rejected, review = demo.decided(Decision.REJECT), demo.decided(Decision.REVIEW)
    lost = checks.check_conservation(demo.candidates, [], rejected[1:], review)
    assert not lost.passed and lost.metadata["lost"].value >= 1
    twice = checks.check_conservation(demo.candidates, [], rejected, [*review, rejected[0]])
    assert not twice.passed and twice.metadata["extra_or_duplicated"].value == 1
    everything = demo.decided(Decision.ACCEPT) + rejected + review
    misfiled = checks.check_conservation(demo.candidates, [], everything, [])
    assert not misfiled.passed and misfiled.metadata["in_wrong_table"].value == len(review) + len(
        demo.decided(Decision.ACCEPT)
    )


# -- Great Expectations suites ----------------------------------------------------------------
def test_suites_pass_on_the_demo_tables(demo: Demo) -> None:
    assert run_suite(
        "candidates", candidates_frame(demo.candidates, demo.documents), candidate_suite()
    ).success
    for decision in Decision:
        table = _with_evidence(demo) if decision == Decision.ACCEPT else demo.decided(decision)
        result = run_suite(
            decision.value, verdicts_frame(table, demo.documents), verdict_suite(decision)
        )
        assert result.success, result.markdown()


def test_candidate_suite_lists_duplicate_ids_and_missing_endpoints(demo: Demo) -> None:
    bad = [
        *demo.candidates[:3],
        demo.candidates[0],
        demo.candidates[1].model_copy(update={"candidate_id": "blank", "subject": "  "}),
    ]
    result = run_suite("candidates", candidates_frame(bad, demo.documents), candidate_suite())
    failing = result.markdown()
    assert not result.success
    assert "ExpectColumnValuesToBeUnique(column='candidate_id')" in failing
    assert "ExpectColumnValuesToNotBeNull(column='subject')" in failing
    check = checks.check_suite(
        result, checks.PRUNED, checks.CANDIDATE_EXPECTATIONS, dg.AssetCheckSeverity.WARN
    )
    assert not check.passed and check.severity == dg.AssetCheckSeverity.WARN
    assert check.metadata["failed_expectations"].value == 2
    assert "ExpectColumnValuesToBeUnique" in check.metadata["failing"].value


def test_pruned_suite_names_every_broken_column(demo: Demo) -> None:
    good = _with_evidence(demo)[0]
    # model_copy does not validate: these are the records a bug upstream could produce.
    broken = good.model_copy(
        update={
            "candidate_id": "broken",
            "confidence": 1.5,
            "decision": "MAYBE",
            "object": "",
            "object_entity_id": None,
            "reasons": ["NOT_A_REASON"],
            "evidence_end": 10**7,
        }
    )
    result = run_suite(
        "pruned", verdicts_frame([good, broken], demo.documents), verdict_suite(Decision.ACCEPT)
    )
    failing = {f.expectation.split("(")[0] + ":" + f.note for f in result.failures}
    assert not result.success
    assert "ExpectColumnValuesToBeBetween:confidence within 0..1" in failing
    assert any(f.startswith("ExpectColumnValuesToBeInSet:Decision enum") for f in failing)
    assert "ExpectColumnValuesToMatchRegex:every reason code is a Reason" in failing
    assert "ExpectColumnValuesToNotBeNull:non-null endpoint" in failing
    assert "ExpectColumnValuesToNotBeNull:a published edge needs both nodes" in failing
    assert "ExpectColumnPairValuesAToBeGreaterThanB:offsets within the document" in failing


def test_ledger_and_queue_suites_fail_on_reasonless_or_misfiled_rows(demo: Demo) -> None:
    rejected = demo.decided(Decision.REJECT)
    silent = rejected[0].model_copy(update={"candidate_id": "silent", "reasons": []})
    result = run_suite(
        "rejected",
        verdicts_frame([*rejected, silent], demo.documents),
        verdict_suite(Decision.REJECT),
    )
    assert [f.note for f in result.failures] == ["a REJECT always says why"]

    review = demo.decided(Decision.REVIEW)
    misfiled = review[0].model_copy(
        update={"candidate_id": "misfiled", "decision": Decision.ACCEPT}
    )
    result = run_suite(
        "review",
        verdicts_frame([*review, misfiled], demo.documents),
        verdict_suite(Decision.REVIEW),
    )
    assert [f.note for f in result.failures] == ["Decision enum; this table holds REVIEW only"]
    assert "'ACCEPT'" in result.failures[0].sample


def test_rejected_suite_allows_missing_endpoints_only_on_unusable_records(demo: Demo) -> None:
    rejected = demo.decided(Decision.REJECT)[0]
    malformed = rejected.model_copy(
        update={"candidate_id": "m", "subject": "", "reasons": [Reason.MALFORMED]}
    )
    assert run_suite(
        "rejected", verdicts_frame([malformed], demo.documents), verdict_suite(Decision.REJECT)
    ).success
    hollow = malformed.model_copy(update={"reasons": [Reason.TYPE_MISMATCH]})
    assert not run_suite(
        "rejected", verdicts_frame([hollow], demo.documents), verdict_suite(Decision.REJECT)
    ).success


# -- parse_fallback_rate_is_low (WARN) --------------------------------------------------------
def test_parse_fallback_rate(demo: Demo) -> None:
    good = checks.check_parse_fallback(demo.candidates, [], max_rate=0.05)
    assert good.passed and good.metadata["parse_fallback_rate"].value == 0.0
    degraded = [
        c.model_copy(update={"parse_mode": ParseMode.JSON_REPAIRED}) if i % 4 == 0 else c
        for i, c in enumerate(demo.candidates)
    ]
    bad = checks.check_parse_fallback(degraded, [], max_rate=0.05)
    assert not bad.passed and bad.severity == dg.AssetCheckSeverity.WARN
    assert bad.metadata["by_parse_mode"].value["json_repaired"] == len(demo.candidates[::4])


# -- auditor_failure_rates_are_low (WARN) -----------------------------------------------------
def _audited(v: Verdict, invalid: bool = False, retried: bool = False) -> Verdict:
    stage = StageOutcome(
        stage="auditor",
        outcome="review" if invalid else "pass",
        reasons=[Reason.AUDITOR_INVALID_OUTPUT] if invalid else [],
        detail={"retries": 1 if retried else 0},
    )
    reasons = [*v.reasons, Reason.AUDITOR_INVALID_OUTPUT] if invalid else v.reasons
    return v.model_copy(update={"stages": [*v.stages, stage], "reasons": reasons})


def test_auditor_rates_pass_and_say_so_when_no_auditor_is_configured(demo: Demo) -> None:
    result = checks.check_auditor_rates(demo.verdicts, 0.02, 0.1)
    assert result.passed and result.metadata["auditor_configured"].value is False
    assert "not configured" in (result.description or "")


def test_auditor_rates_fail_on_invalid_output_or_retries(demo: Demo) -> None:
    calm = [_audited(v) for v in demo.verdicts[:100]]
    assert checks.check_auditor_rates(calm, 0.02, 0.1).passed
    invalid = [_audited(v, invalid=i < 10) for i, v in enumerate(demo.verdicts[:100])]
    result = checks.check_auditor_rates(invalid, 0.02, 0.1)
    assert not result.passed and result.metadata["auditor_invalid_output_rate"].value == 0.1
    retried = [_audited(v, retried=i < 20) for i, v in enumerate(demo.verdicts[:100])]
    result = checks.check_auditor_rates(retried, 0.02, 0.1)
    assert not result.passed and result.metadata["auditor_retry_rate"].value == 0.2


# -- prune_ratio_is_within_baseline (WARN) ----------------------------------------------------
def test_prune_ratio_against_its_trailing_baseline() -> None:
    assert checks.check_prune_ratio(0.5, {"2024-06-10": 0.1}, 0.15, 3, 7).passed  # no baseline
    history = {"2024-06-08": 0.10, "2024-06-09": 0.14, "2024-06-10": 0.12}
    assert checks.check_prune_ratio(0.20, history, 0.15, 3, 7).passed
    drift = checks.check_prune_ratio(0.50, history, 0.15, 3, 7)
    assert not drift.passed and drift.severity == dg.AssetCheckSeverity.WARN
    assert drift.metadata["baseline"].value == pytest.approx(0.12)


def test_baseline_reads_earlier_partitions_metadata_from_the_instance() -> None:
    instance = dg.DagsterInstance.ephemeral()
    for day, ratio in (("2024-06-05", 0.9), ("2024-06-09", 0.2), ("2024-06-10", 0.3)):
        instance.report_runless_asset_event(
            dg.AssetMaterialization(checks.REJECTED, partition=day, metadata={"prune_ratio": ratio})
        )
    # A later partition and an older re-materialisation must not leak into the baseline.
    instance.report_runless_asset_event(
        dg.AssetMaterialization(
            checks.REJECTED, partition="2024-06-12", metadata={"prune_ratio": 1.0}
        )
    )
    earlier = earlier_partition_keys(daily_partitions, DEMO_PARTITION, 3)
    assert earlier == ["2024-06-10", "2024-06-09", "2024-06-08"]
    history = trailing_metadata(instance, checks.REJECTED, earlier, "prune_ratio")
    assert history == {"2024-06-10": 0.3, "2024-06-09": 0.2}
    assert earlier_partition_keys(daily_partitions, "2024-06-02", 7) == ["2024-06-01"]
