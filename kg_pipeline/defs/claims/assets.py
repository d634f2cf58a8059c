"""`claim_audit`: generated text of one ingestion date traced claim by claim to its sources."""

from pathlib import Path
from typing import Any, Literal

import dagster as dg

from kg_pipeline.core.claims.config import DEFAULT_CONFIG
from kg_pipeline.core.claims.descriptions import audit_descriptions
from kg_pipeline.core.claims.evaluation import iter_items
from kg_pipeline.core.claims.llm_mode import LLMClientAdapter, audit_item_llm
from kg_pipeline.core.claims.mapping import audit_item
from kg_pipeline.core.claims.models import ClaimAuditReport, ClaimItem, ItemAudit
from kg_pipeline.core.models import Candidate, Chunk, InputError
from kg_pipeline.defs.baselines import earlier_partition_keys, trailing_metadata
from kg_pipeline.defs.claims.checks import (
    CLAIMS_KEY,
    RATE_KEY,
    TRAILING_PARTITIONS,
    unmapped_rate_check_spec,
    unmapped_rate_result,
)
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings

CLAIM_AUDIT_KEY = dg.AssetKey("claim_audit")
CLAIMS_SUBFOLDER = "claims"


class ClaimAuditConfig(dg.Config):
    mode: Literal["deterministic", "llm"] = "deterministic"
    """'llm' needs the llm resource configured; its output is re-verified and retried once."""
    audit_descriptions: bool = True
    """Also audit the descriptions LLM extraction wrote against their chunks (in 'llm' mode that
    is one more call per description)."""


def partition_item_files(inbox_dir: str | Path, partition_key: str) -> list[Path]:
    return sorted((Path(inbox_dir) / partition_key / CLAIMS_SUBFOLDER).glob("*.jsonl"))


def description_metadata(report: ClaimAuditReport) -> dict[str, Any]:
    """`description_*` keys, only when the partition had LLM descriptions: the check and the
    baseline keep reading the inbox items' keys, so the two streams never mix."""
    audit = report.descriptions
    if audit is None:
        return {}
    totals = audit.report.totals
    return {
        "description_items": int(totals["items"]),
        "description_claims": dg.FloatMetadataValue(totals["claims"]),
        "description_mapped": dg.FloatMetadataValue(totals["mapped"]),
        "description_unmapped": dg.FloatMetadataValue(totals["unmapped"]),
        "description_conflict": dg.FloatMetadataValue(totals["conflict"]),
        "description_coverage_ratio": dg.FloatMetadataValue(totals["coverage_ratio"]),
        "description_unmapped_rate": dg.FloatMetadataValue(totals["unmapped_rate"]),
        "description_conflict_rate": dg.FloatMetadataValue(totals["conflict_rate"]),
        "description_items_for_review": dg.FloatMetadataValue(totals["items_for_review"]),
        "description_skipped": len(audit.skipped),
        "description_coverage": dg.MetadataValue.md(audit.report.markdown()),
    }


@dg.asset(
    key=CLAIM_AUDIT_KEY,
    partitions_def=daily_partitions,
    group_name="claims",
    kinds={"python"},
    check_specs=[unmapped_rate_check_spec(CLAIM_AUDIT_KEY)],
    description=(
        "Every atomic claim of the generated texts in <inbox>/<date>/claims/*.jsonl mapped to "
        "a verbatim source passage (MAPPED), or flagged UNMAPPED / CONFLICT; items with a "
        "flagged claim are listed for review. The descriptions LLM extraction wrote are audited "
        "against their chunks and reported apart (description_* metadata)."
    ),
)
def claim_audit(
    context: dg.AssetExecutionContext,
    config: ClaimAuditConfig,
    settings: PipelineSettings,
    llm: LLMResource,
    candidate_triples: list[Candidate],
    source_chunks: list[Chunk],
):
    files = partition_item_files(settings.inbox_dir, context.partition_key)
    if not files:
        context.log.warning(
            f"no claim items in {Path(settings.inbox_dir) / context.partition_key / 'claims'}"
        )
    if config.mode == "llm":
        if not llm.enabled:
            raise dg.Failure("claim_audit mode 'llm' needs the llm resource (OPENAI_BASE_URL)")
        client = LLMClientAdapter(llm.get_client())

        def run(item: ClaimItem) -> ItemAudit:
            return audit_item_llm(item, client, config=DEFAULT_CONFIG)
    else:

        def run(item: ClaimItem) -> ItemAudit:
            return audit_item(item, DEFAULT_CONFIG)

    audits: list[ItemAudit] = []
    seen: set[str] = set()
    for path in files:
        for item in iter_items(path):
            if item.item_id in seen:
                raise InputError(str(path), item.item_id, "duplicate item_id in this partition")
            seen.add(item.item_id)
            audits.append(run(item))
    report = ClaimAuditReport.from_audits(audits)
    if config.audit_descriptions:
        report.descriptions = audit_descriptions(candidate_triples, source_chunks, run)
        for skip in report.descriptions.skipped if report.descriptions else []:
            context.log.warning(f"description of {skip.candidate_id} not audited: {skip.reason}")
    totals = report.totals
    yield dg.Output(
        report,
        metadata={
            "files": [str(p) for p in files],
            "items": int(totals["items"]),
            CLAIMS_KEY: dg.FloatMetadataValue(totals["claims"]),
            "mapped": dg.FloatMetadataValue(totals["mapped"]),
            "unmapped": dg.FloatMetadataValue(totals["unmapped"]),
            "conflict": dg.FloatMetadataValue(totals["conflict"]),
            "coverage_ratio": dg.FloatMetadataValue(totals["coverage_ratio"]),
            RATE_KEY: dg.FloatMetadataValue(totals["unmapped_rate"]),
            "conflict_rate": dg.FloatMetadataValue(totals["conflict_rate"]),
            "items_for_review": dg.FloatMetadataValue(totals["items_for_review"]),
            "escalated_items": dg.FloatMetadataValue(totals["escalated_items"]),
            "mode": config.mode,
            "coverage": dg.MetadataValue.md(report.markdown()),
            **description_metadata(report),
        },
    )
    baseline = trailing_metadata(
        context.instance,
        CLAIM_AUDIT_KEY,
        earlier_partition_keys(daily_partitions, context.partition_key, TRAILING_PARTITIONS),
        RATE_KEY,
        nonzero_key=CLAIMS_KEY,
    )
    yield unmapped_rate_result(
        asset_key=CLAIM_AUDIT_KEY,
        rate=totals["unmapped_rate"],
        claims=int(totals["claims"]),
        baseline_rates=baseline,
    )
