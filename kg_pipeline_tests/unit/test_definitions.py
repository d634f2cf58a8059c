import dagster as dg

from kg_pipeline.definitions import defs


def test_definitions_load_with_the_whole_asset_graph() -> None:
    definitions = defs()
    repo = definitions.get_repository_def()
    keys = {k.to_user_string() for k in repo.asset_graph.get_all_asset_keys()}
    assert {
        "source_documents",
        "source_chunks",
        "candidate_triples",
        "pruned_triples",
        "rejected_edges",
        "review_queue",
        "published_graph",
    } <= keys
    assert definitions.resolve_job_def("daily_ingestion") is not None


def test_published_graph_depends_on_the_three_validation_outputs() -> None:
    graph = defs().get_repository_def().asset_graph
    parents = {k.to_user_string() for k in graph.get(dg.AssetKey("published_graph")).parent_keys}
    assert {"pruned_triples", "rejected_edges", "review_queue", "source_documents"} <= parents


def test_the_daily_job_covers_ingestion_to_publication_and_the_claim_audit() -> None:
    definitions = defs()
    job = definitions.resolve_job_def("daily_ingestion")
    selected = {k.to_user_string() for k in job.asset_layer.selected_asset_keys}
    assert {
        "source_documents",
        "candidate_triples",
        "pruned_triples",
        "golden_set_evaluation",
        "published_graph",
        "claim_audit",
    } <= selected
