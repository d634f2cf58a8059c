import dagster as dg

from kg_pipeline.core.models import Candidate, Decision, Document, Verdict
from kg_pipeline.core.policy import PolicyConfig
from kg_pipeline.core.reporting import reason_counts, reasons_markdown, sample_markdown
from kg_pipeline.core.store import apply_review_decisions
from kg_pipeline.core.validate import validate_candidates
from kg_pipeline.core.vocabulary import load_vocabulary
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.settings import PipelineSettings


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
)
def validation(
    context: dg.AssetExecutionContext,
    settings: PipelineSettings,
    graph_store: GraphStoreResource,
    source_documents: list[Document],
    candidate_triples: list[Candidate],
):
    """Every candidate through the stages; each ends in exactly one of the three outputs."""
    vocabulary = load_vocabulary(settings.vocabulary_path)
    verdicts = validate_candidates(
        source_documents,
        candidate_triples,
        vocabulary,
        config=PolicyConfig(risk_level=settings.risk_level),
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
    total = len(candidate_triples)
    yield dg.Output(
        by[Decision.ACCEPT],
        output_name="pruned_triples",
        metadata={
            "accepted": len(by[Decision.ACCEPT]),
            "accept_rate": dg.FloatMetadataValue(
                len(by[Decision.ACCEPT]) / total if total else 0.0
            ),
        },
    )
    yield dg.Output(
        by[Decision.REJECT],
        output_name="rejected_edges",
        metadata={
            "rejected": len(by[Decision.REJECT]),
            "prune_ratio": dg.FloatMetadataValue(
                len(by[Decision.REJECT]) / total if total else 0.0
            ),
            "rejected_by_reason": dg.MetadataValue.json(reason_counts(by[Decision.REJECT])),
            "reasons": dg.MetadataValue.md(reasons_markdown(by[Decision.REJECT])),
            "sample": dg.MetadataValue.md(sample_markdown(by[Decision.REJECT])),
        },
    )
    yield dg.Output(
        by[Decision.REVIEW],
        output_name="review_queue",
        metadata={
            "review": len(by[Decision.REVIEW]),
            "review_rate": dg.FloatMetadataValue(
                len(by[Decision.REVIEW]) / total if total else 0.0
            ),
            "reasons": dg.MetadataValue.md(reasons_markdown(by[Decision.REVIEW])),
        },
    )
