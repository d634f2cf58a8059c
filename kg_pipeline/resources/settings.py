"""Where the pipeline reads and writes, and the knobs an operator may turn."""

from __future__ import annotations

from pathlib import Path

import dagster as dg
from pydantic import Field

from kg_pipeline.core.models import RiskLevel
from kg_pipeline.core.paths import DEMO_GOLDEN_SET, DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline.core.validation.policy import PolicyConfig
from kg_pipeline.core.validation.streaming import BATCH_CANDIDATES


class PipelineSettings(dg.ConfigurableResource):
    """Paths and validation settings shared by every stage."""

    inbox_dir: str = str(DEMO_INBOX)
    vocabulary_path: str = str(DEMO_VOCABULARY)
    data_dir: str = ".kg_data"
    chunk_max_chars: int = 1200
    chunk_overlap_chars: int = 200
    risk_level: RiskLevel = RiskLevel.HIGH
    """HIGH: only explicit support is accepted; MEDIUM: strong implication is allowed."""
    accept_threshold: float | None = Field(
        default=None,
        description="Overrides the calibrated ACCEPT threshold, in production and in the "
        "golden-set evaluation alike (so the precision gate judges what is published).",
    )
    reject_threshold: float | None = Field(
        default=None, description="Overrides the calibrated REJECT threshold."
    )
    use_verifier: bool = Field(
        default=True,
        description="Run the neural verifier tier (issue 10) after the hard rules; False: "
        "the rules and the feature score alone, as `kg-pipeline validate --no-model`.",
    )
    validation_workers: int | None = Field(
        default=None,
        description="Worker processes validating a partition (KG_VALIDATION_WORKERS; None: "
        "one per core). Verdicts are identical for any number.",
    )
    validation_batch_candidates: int = Field(
        default=BATCH_CANDIDATES,
        ge=1,
        description="Candidates per validation batch (whole documents each): the unit of "
        "work, of memory and of one Parquet row group in the verdict tables.",
    )

    review_desk_url: str = Field(
        default="http://127.0.0.1:8765",
        description="Where reviewers reach the review desk (KG_REVIEW_DESK_URL); the "
        "review_queue and rejected_edges metadata link there.",
    )

    # -- golden set and the precision gate --------------------------------------------------
    golden_set_dir: str = Field(
        default=str(DEMO_GOLDEN_SET),
        description="Folder with documents.jsonl and labelled candidates.jsonl.",
    )
    golden_set_split: str = Field(
        default="", description="Keep only records whose `split` is this (empty: all)."
    )
    golden_set_precision_target: float = Field(
        default=0.99, ge=0.0, le=1.0, description="Minimum golden-set ACCEPT precision."
    )
    golden_set_min_accepted: int = Field(
        default=1,
        ge=1,
        description="Golden-set ACCEPTs needed before precision means anything; fewer fails.",
    )

    # -- warning thresholds -----------------------------------------------------------------
    prune_ratio_tolerance: float = Field(
        default=0.15, description="Largest absolute gap between prune ratio and its baseline."
    )
    prune_ratio_baseline_partitions: int = Field(
        default=7, ge=1, description="Earlier partitions the baseline looks back over."
    )
    prune_ratio_min_baseline: int = Field(
        default=3, ge=1, description="Earlier materialised partitions needed for a baseline."
    )
    parse_fallback_rate_max: float = Field(
        default=0.05, description="Largest share of candidates from a degraded parse."
    )
    auditor_invalid_output_rate_max: float = Field(
        default=0.02, description="Largest share of audited candidates with invalid output."
    )
    auditor_retry_rate_max: float = Field(
        default=0.10, description="Largest share of audited candidates whose batch was retried."
    )
    predicate_precision_max_drop: float = Field(
        default=0.05, description="Largest per-predicate precision drop from the last evaluation."
    )
    predicate_precision_min_accepted: int = Field(
        default=3, ge=1, description="ACCEPTs a predicate needs before its precision is compared."
    )

    def partition_folder(self, partition: str) -> Path:
        return Path(self.inbox_dir) / partition

    def policy_config(self) -> PolicyConfig:
        """The production decision policy; the golden-set evaluation uses the same one."""
        return PolicyConfig(
            risk_level=self.risk_level,
            accept_threshold=self.accept_threshold,
            reject_threshold=self.reject_threshold,
        )
