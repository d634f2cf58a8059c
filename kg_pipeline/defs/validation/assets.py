import dagster as dg

from kg_pipeline.core.models import Candidate, Decision, Document, Verdict
from kg_pipeline.core.quality.expectations import candidate_suite, run_suite, verdict_suite
from kg_pipeline.core.quality.reporting import reason_counts, reasons_markdown, sample_markdown
from kg_pipeline.core.quality.tables import candidates_frame, verdicts_frame
from kg_pipeline.core.store import apply_review_decisions
from kg_pipeline.core.validation.auditor import ChatClientAdapter, EvidenceAuditor
from kg_pipeline.core.validation.streaming import validate_all
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.baselines import earlier_partition_keys, trailing_metadata
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.defs.validation import checks
from kg_pipeline.resources.graph_store import GraphStoreResource
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
    candidate_triples: list[Candidate],
):
    """Every candidate through the stages; each ends in exactly one of the three outputs.

    The partition's checks are computed here and returned with its materialisation, so they
    judge exactly the data this run produced; the blocking ones keep `published_graph` from
    running when they fail.
    """
    vocabulary = load_vocabulary(settings.vocabulary_path)
    config = settings.policy_config()
    client = llm.get_client() if llm.enabled else None
    auditor = (
        EvidenceAuditor(ChatClientAdapter(client), risk_level=config.risk_level, model=llm.model)
        if client is not None
        else None
    )
    try:
        # Documents sharded over worker processes (one per core unless `validation_workers` /
        # KG_VALIDATION_WORKERS says otherwise; one with the auditor), merged in input order.
        verdicts, stream = validate_all(
            source_documents,
            candidate_triples,
            vocabulary,
            config=config,
            auditor=auditor,
            workers=settings.validation_workers,
            use_verifier=settings.use_verifier,
        )
    finally:
        if client is not None:
            client.close()
    context.log.info(
        f"validated {stream.candidates} candidates of {stream.documents} documents in "
        f"{stream.batches} batches on {stream.workers} worker process(es)"
    )
    store = graph_store.get_store()
    try:
        verdicts = apply_review_decisions(verdicts, store.reviewer_decisions())
    finally:
        store.dispose()
    for v in verdicts:
        for stage in v.stages:
            if stage.stage == "structure" and stage.detail.get("problems"):
                context.log.warning(f"{v.candidate_id}: {'; '.join(stage.detail['problems'])}")
    by: dict[Decision, list[Verdict]] = {d: [] for d in Decision}
    for v in verdicts:
        by[v.decision].append(v)
    accepted, rejected, review = by[Decision.ACCEPT], by[Decision.REJECT], by[Decision.REVIEW]
    total = len(candidate_triples)

    def rate(n: int) -> dg.FloatMetadataValue:
        return dg.FloatMetadataValue(n / total if total else 0.0)

    prune_ratio = len(rejected) / total if total else 0.0
    window = settings.prune_ratio_baseline_partitions
    earlier = earlier_partition_keys(daily_partitions, context.partition_key, window)
    history = trailing_metadata(context.instance, checks.REJECTED, earlier, "prune_ratio")
    results = [
        checks.check_evidence_verbatim(source_documents, accepted),
        checks.check_evidence_mentions(source_documents, accepted),
        checks.check_conservation(candidate_triples, accepted, rejected, review),
        checks.check_suite(
            run_suite(
                "pruned", verdicts_frame(accepted, source_documents), verdict_suite(Decision.ACCEPT)
            ),
            checks.PRUNED,
            checks.PRUNED_EXPECTATIONS,
            checks.ERROR,
        ),
        checks.check_suite(
            run_suite(
                "candidates",
                candidates_frame(candidate_triples, source_documents),
                candidate_suite(),
            ),
            checks.PRUNED,
            checks.CANDIDATE_EXPECTATIONS,
            checks.WARN,
        ),
        checks.check_parse_fallback(candidate_triples, accepted, settings.parse_fallback_rate_max),
        checks.check_auditor_rates(
            verdicts, settings.auditor_invalid_output_rate_max, settings.auditor_retry_rate_max
        ),
        checks.check_prune_ratio(
            prune_ratio,
            history,
            settings.prune_ratio_tolerance,
            settings.prune_ratio_min_baseline,
            window,
        ),
        checks.check_suite(
            run_suite(
                "rejected",
                verdicts_frame(rejected, source_documents),
                verdict_suite(Decision.REJECT),
            ),
            checks.REJECTED,
            checks.REJECTED_EXPECTATIONS,
            checks.WARN,
        ),
        checks.check_suite(
            run_suite(
                "review", verdicts_frame(review, source_documents), verdict_suite(Decision.REVIEW)
            ),
            checks.REVIEW,
            checks.REVIEW_EXPECTATIONS,
            checks.WARN,
        ),
    ]
    yield dg.Output(
        accepted,
        output_name="pruned_triples",
        metadata={
            "candidates": total,
            "accepted": len(accepted),
            "accept_rate": rate(len(accepted)),
            "parse_fallback_rate": rate(
                sum(c.parse_mode.degraded for c in candidate_triples)
            ),
            "sample": dg.MetadataValue.md(sample_markdown(accepted)),
            "auditor": dg.MetadataValue.text(llm.describe() if auditor else "not configured"),
            "validation_workers": stream.workers,
            "validation_batches": stream.batches,
            **{k: dg.FloatMetadataValue(float(v)) for k, v in stream.validator.items()},
        },
    )
    yield dg.Output(
        rejected,
        output_name="rejected_edges",
        metadata={
            "candidates": total,
            "rejected": len(rejected),
            "prune_ratio": dg.FloatMetadataValue(prune_ratio),
            "review_desk": dg.MetadataValue.url(
                desk_url(settings.review_desk_url, Ledger.REJECTED, context.partition_key)
            ),
            "rejected_by_reason": dg.MetadataValue.json(reason_counts(rejected)),
            "reasons": dg.MetadataValue.md(reasons_markdown(rejected)),
            "sample": dg.MetadataValue.md(sample_markdown(rejected)),
        },
    )
    yield dg.Output(
        review,
        output_name="review_queue",
        metadata={
            "candidates": total,
            "review": len(review),
            "review_rate": rate(len(review)),
            "review_desk": dg.MetadataValue.url(
                desk_url(settings.review_desk_url, Ledger.QUEUE, context.partition_key)
            ),
            "reasons": dg.MetadataValue.md(reasons_markdown(review)),
            "sample": dg.MetadataValue.md(sample_markdown(review)),
        },
    )
    yield from results
