"""The validation step: a partition's candidates, read from a stored table, validated in bounded
batches into three Parquet verdict tables; every check computed from those tables' columns.

Why: the step's memory follows the batch, not the partition. With `ParquetIOManager` the step is
handed a `TableRef` on the candidate table and hands back `TableRef`s on the verdict files it
wrote (copied into place in chunks); with any other I/O manager (Dagster's default, in tests) the
candidates arrive as records and the outputs go back as records, through the same code.
"""

import tempfile
from pathlib import Path

import dagster as dg

from kg_pipeline.core.models import Candidate, Decision, Document
from kg_pipeline.core.quality import verdict_columns as columns
from kg_pipeline.core.quality.expectations import candidate_suite, run_suite, verdict_suite
from kg_pipeline.core.quality.partition import (
    PartitionTables,
    candidate_table,
    validate_partition,
)
from kg_pipeline.core.quality.reporting import counts_markdown, sample_markdown
from kg_pipeline.core.quality.tableref import TableRef
from kg_pipeline.core.validation.auditor import ChatClientAdapter, EvidenceAuditor
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.baselines import earlier_partition_keys, trailing_metadata
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.defs.validation import checks
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.io_manager import ParquetIOManager, table_input
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings
from kg_pipeline.web.links import desk_url
from kg_pipeline.web.models import Ledger


@dg.multi_asset(
    outs={
        "pruned_triples": dg.AssetOut(
            description="Accepted triples: what the source text supports, with evidence.",
            kinds={"python"},
        ),
        "rejected_edges": dg.AssetOut(
            description="The ledger: every rejected candidate with its reasons and stages.",
            kinds={"python"},
        ),
        "review_queue": dg.AssetOut(
            description="Candidates a person must decide.",
            kinds={"python"},
        ),
    },
    ins={"candidate_triples": dg.AssetIn(dagster_type=table_input(Candidate))},
    partitions_def=daily_partitions,
    group_name="validation",
    check_specs=checks.VALIDATION_CHECK_SPECS,
)
def validation(
    context: dg.AssetExecutionContext,
    settings: PipelineSettings,
    graph_store: GraphStoreResource,
    llm: LLMResource,
    source_documents: list[Document],
    candidate_triples: TableRef | list[Candidate],
):
    """Every candidate through the stages; each ends in exactly one of the three outputs.

    The partition's checks are computed here and returned with its materialisation, so they
    judge exactly the data this run produced; the blocking ones keep `published_graph` from
    running when they fail.
    """
    with tempfile.TemporaryDirectory(prefix="kg-validation-") as scratch:
        candidates = candidate_table(candidate_triples, Path(scratch))
        tables = _validate(
            context, settings, graph_store, llm, source_documents, candidates, Path(scratch)
        )
        results = _checks(context, settings, source_documents, candidates, tables)
        # Handles when the I/O manager stores them (copied in chunks, never decoded);
        # records for any other I/O manager, which pickles or keeps what it is given.
        by_ref = isinstance(context.resources.io_manager, ParquetIOManager)
        yield from _outputs(context, settings, llm, candidates, tables, by_ref)
        yield from results


def _validate(
    context: dg.AssetExecutionContext,
    settings: PipelineSettings,
    graph_store: GraphStoreResource,
    llm: LLMResource,
    documents: list[Document],
    candidates: TableRef,
    scratch: Path,
) -> PartitionTables:
    vocabulary = load_vocabulary(settings.vocabulary_path)
    config = settings.policy_config()
    store = graph_store.get_store()
    try:
        decisions = store.reviewer_decisions()
    finally:
        store.dispose()
    client = llm.get_client() if llm.enabled else None
    auditor = (
        EvidenceAuditor(ChatClientAdapter(client), risk_level=config.risk_level, model=llm.model)
        if client is not None
        else None
    )
    try:
        # Documents sharded over worker processes (one per core unless `validation_workers` /
        # KG_VALIDATION_WORKERS says otherwise; one with the auditor), merged in input order,
        # each batch appended to the three files as it comes back.
        tables = validate_partition(
            documents,
            candidates,
            vocabulary,
            scratch,
            decisions=decisions,
            on_problem=lambda cid, problems: context.log.warning(f"{cid}: {'; '.join(problems)}"),
            workers=settings.validation_workers,
            batch_candidates=settings.validation_batch_candidates,
            config=config,
            auditor=auditor,
            use_verifier=settings.use_verifier,
        )
    finally:
        if client is not None:
            client.close()
    stream = tables.stats
    context.log.info(
        f"validated {stream.candidates} candidates of {stream.documents} documents in "
        f"{stream.batches} batches on {stream.workers} worker process(es)"
    )
    return tables


def _prune_ratio(tables: PartitionTables, total: int) -> float:
    return len(tables.rejected) / total if total else 0.0


def _checks(
    context: dg.AssetExecutionContext,
    settings: PipelineSettings,
    documents: list[Document],
    candidates: TableRef,
    tables: PartitionTables,
) -> list[dg.AssetCheckResult]:
    """Every check from the stored tables: columns, or records one row group at a time."""
    accepted, rejected, review = tables.accepted, tables.rejected, tables.review
    window = settings.prune_ratio_baseline_partitions
    earlier = earlier_partition_keys(daily_partitions, context.partition_key, window)
    history = trailing_metadata(context.instance, checks.REJECTED, earlier, "prune_ratio")
    accepted_degraded = sum(n for m, n in columns.parse_modes(accepted).items() if m.degraded)
    return [
        checks.check_evidence_verbatim(documents, accepted.iter_records()),
        checks.check_evidence_mentions(documents, accepted.iter_records()),
        checks.conservation_result(
            columns.Conservation.of_tables(candidates, tables.tables),
            {
                "candidates": tables.stats.candidates,
                "verdicts": tables.stats.verdicts,
                "duplicate_candidate_ids": tables.stats.duplicate_ids,
            },
        ),
        checks.check_suite(
            run_suite(
                "pruned",
                columns.verdicts_frame(accepted, documents),
                verdict_suite(Decision.ACCEPT),
            ),
            checks.PRUNED,
            checks.PRUNED_EXPECTATIONS,
            checks.ERROR,
        ),
        checks.check_suite(
            run_suite(
                "candidates", columns.candidates_frame(candidates, documents), candidate_suite()
            ),
            checks.PRUNED,
            checks.CANDIDATE_EXPECTATIONS,
            checks.WARN,
        ),
        checks.parse_fallback_result(
            columns.parse_modes(candidates), accepted_degraded, settings.parse_fallback_rate_max
        ),
        checks.check_auditor_rates(
            columns.possibly_audited([accepted, rejected, review]),
            settings.auditor_invalid_output_rate_max,
            settings.auditor_retry_rate_max,
        ),
        checks.check_prune_ratio(
            _prune_ratio(tables, len(candidates)),
            history,
            settings.prune_ratio_tolerance,
            settings.prune_ratio_min_baseline,
            window,
        ),
        checks.check_suite(
            run_suite(
                "rejected",
                columns.verdicts_frame(rejected, documents),
                verdict_suite(Decision.REJECT),
            ),
            checks.REJECTED,
            checks.REJECTED_EXPECTATIONS,
            checks.WARN,
        ),
        checks.check_suite(
            run_suite(
                "review",
                columns.verdicts_frame(review, documents),
                verdict_suite(Decision.REVIEW),
            ),
            checks.REVIEW,
            checks.REVIEW_EXPECTATIONS,
            checks.WARN,
        ),
    ]


def _outputs(
    context: dg.AssetExecutionContext,
    settings: PipelineSettings,
    llm: LLMResource,
    candidates: TableRef,
    tables: PartitionTables,
    by_ref: bool,
):
    accepted, rejected, review = tables.accepted, tables.rejected, tables.review
    stream = tables.stats
    total = len(candidates)

    def rate(n: int) -> dg.FloatMetadataValue:
        return dg.FloatMetadataValue(n / total if total else 0.0)

    def value(ref: TableRef) -> object:
        return ref if by_ref else ref.read_records()

    degraded = sum(n for m, n in columns.parse_modes(candidates).items() if m.degraded)
    rejected_reasons = columns.reason_counts(rejected)
    yield dg.Output(
        value(accepted),
        output_name="pruned_triples",
        metadata={
            "candidates": total,
            "accepted": len(accepted),
            "accept_rate": rate(len(accepted)),
            "parse_fallback_rate": rate(degraded),
            "sample": dg.MetadataValue.md(sample_markdown(accepted.head(10))),
            "auditor": dg.MetadataValue.text(llm.describe() if llm.enabled else "not configured"),
            "validation_workers": stream.workers,
            "validation_batches": stream.batches,
            **{k: dg.FloatMetadataValue(float(v)) for k, v in stream.validator.items()},
        },
    )
    yield dg.Output(
        value(rejected),
        output_name="rejected_edges",
        metadata={
            "candidates": total,
            "rejected": len(rejected),
            "prune_ratio": dg.FloatMetadataValue(_prune_ratio(tables, total)),
            "review_desk": dg.MetadataValue.url(
                desk_url(settings.review_desk_url, Ledger.REJECTED, context.partition_key)
            ),
            "rejected_by_reason": dg.MetadataValue.json(rejected_reasons),
            "reasons": dg.MetadataValue.md(counts_markdown(rejected_reasons)),
            "sample": dg.MetadataValue.md(sample_markdown(rejected.head(10))),
        },
    )
    yield dg.Output(
        value(review),
        output_name="review_queue",
        metadata={
            "candidates": total,
            "review": len(review),
            "review_rate": rate(len(review)),
            "review_desk": dg.MetadataValue.url(
                desk_url(settings.review_desk_url, Ledger.QUEUE, context.partition_key)
            ),
            "reasons": dg.MetadataValue.md(counts_markdown(columns.reason_counts(review))),
            "sample": dg.MetadataValue.md(sample_markdown(review.head(10))),
        },
    )
