"""Closed sets as enums (issue 11): risk level and stage outcome round-trip unchanged."""

from __future__ import annotations

import argparse
import json

import pytest

from kg_pipeline.cli import validate as validate_cli
from kg_pipeline.core.models import Decision, Reason, RiskLevel, StageOutcome, StageResult
from kg_pipeline.core.validation.auditor import RISK_RULES, EvidenceAuditor
from kg_pipeline.core.validation.policy import PolicyConfig, hard_decision
from kg_pipeline.resources.settings import PipelineSettings


@pytest.mark.parametrize("level", list(RiskLevel))
def test_risk_level_round_trips(level: RiskLevel) -> None:
    assert RiskLevel(level.value) is level
    assert json.loads(json.dumps(level)) == level.value
    config = PolicyConfig.model_validate({"risk_level": level.value})
    assert config.risk_level is level
    assert PolicyConfig.model_validate_json(config.model_dump_json()) == config
    assert level in RISK_RULES  # the auditor has a rule for every level


def test_risk_level_values_are_the_ones_written_before() -> None:
    assert [r.value for r in RiskLevel] == ["HIGH", "MEDIUM"]


def test_settings_policy_and_auditor_take_the_enum() -> None:
    settings = PipelineSettings(risk_level=RiskLevel.MEDIUM)
    assert settings.policy_config().risk_level is RiskLevel.MEDIUM
    assert EvidenceAuditor(client=object(), risk_level="MEDIUM").risk_level is RiskLevel.MEDIUM  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="HIGH or MEDIUM"):
        EvidenceAuditor(client=object(), risk_level="LOW")  # type: ignore[arg-type]


def test_a_quote_not_verbatim_rejects_at_high_and_reviews_at_medium() -> None:
    reasons = [Reason.EVIDENCE_NOT_VERBATIM]
    assert hard_decision(reasons, RiskLevel.HIGH) == Decision.REJECT
    assert hard_decision(reasons, RiskLevel.MEDIUM) == Decision.REVIEW


def test_validate_risk_level_choices_come_from_the_enum() -> None:
    parser = argparse.ArgumentParser()
    validate_cli.register(parser.add_subparsers())
    base = ["validate", "--documents", "d", "--candidates", "c", "--out", "o"]
    assert parser.parse_args(base).risk_level is RiskLevel.HIGH
    assert parser.parse_args([*base, "--risk-level", "MEDIUM"]).risk_level is RiskLevel.MEDIUM
    with pytest.raises(SystemExit):
        parser.parse_args([*base, "--risk-level", "LOW"])


@pytest.mark.parametrize("result", list(StageResult))
def test_stage_result_round_trips(result: StageResult) -> None:
    stage = StageOutcome(stage="s", outcome=result.value)
    assert stage.outcome is result
    dumped = stage.model_dump_json()
    assert json.loads(dumped)["outcome"] == result.value
    assert StageOutcome.model_validate_json(dumped) == stage


def test_stage_result_values_are_what_the_stages_write() -> None:
    assert {r.value for r in StageResult} == {
        "pass", "fail", "review", "skip", "flag", "ACCEPT", "REJECT", "REVIEW",
    }  # fmt: skip
    assert [StageResult.of(d).value for d in Decision] == [d.value for d in Decision]
