import dagster as dg

from kg_pipeline.core.models import Document, Verdict
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.defs.publishing import checks
from kg_pipeline.resources.graph_store import GraphStoreResource


@dg.asset(
    partitions_def=daily_partitions,
    group_name="publishing",
    kinds={"sqlite", "postgres"},
    # Not read, only waited for: its blocking precision check must pass in the same run.
    deps=["golden_set_evaluation"],
    check_specs=checks.PUBLISHING_CHECK_SPECS,
)
def published_graph(
    context: dg.AssetExecutionContext,
    graph_store: GraphStoreResource,
    source_documents: list[Document],
    pruned_triples: list[Verdict],
    rejected_edges: list[Verdict],
    review_queue: list[Verdict],
) -> dg.MaterializeResult:
    """Accepted edges, their evidence, the ledger and the review queue, in one transaction.

    Runs only after the partition's blocking checks (evidence verbatim, conservation, accepted
    table expectations, golden-set precision) passed; then checks the graph it wrote.
    """
    store = graph_store.get_store()
    try:
        result = store.publish_partition(
            context.partition_key,
            source_documents,
            [*pruned_triples, *rejected_edges, *review_queue],
            run_id=context.run.run_id,
        )
        integrity = checks.check_graph_integrity(store.engine)
    finally:
        store.dispose()
    return dg.MaterializeResult(
        metadata={
            "database": dg.MetadataValue.text(
                store.engine.url.render_as_string(hide_password=True)
            ),
            "edges_active": result.edges_active,
            "nodes": result.nodes,
            "evidence_current": result.evidence_current,
            "inserted_evidence": result.inserted_evidence,
            "removed_evidence": result.removed_evidence,
            "superseded_evidence": result.superseded_evidence,
            "rejected": result.rejected,
            "review_open": result.review_open,
        },
        check_results=[integrity],
    )
