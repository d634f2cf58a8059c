"""The Parquet I/O manager on a local folder: what each step stores, and what the next reads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import dagster as dg
import pyarrow.parquet as pq

from kg_pipeline.core.models import Candidate, Decision, Document, Verdict
from kg_pipeline.core.quality.parquet import MODEL_KEY, read_records
from kg_pipeline.core.quality.tableref import TableRef
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.publishing.assets import published_graph
from kg_pipeline.defs.validation.assets import validation
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.io_manager import ParquetIOManager
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings

ASSETS = [source_documents, source_chunks, candidate_triples, validation, published_graph]


def materialize_on_parquet(
    assets: list[Any], inbox: Path, tmp_path: Path, store: Path, **settings: Any
) -> dg.ExecuteInProcessResult:
    """The demo partition with the Parquet I/O manager on the folder `store`."""
    return dg.materialize(
        assets,
        partition_key=DEMO_PARTITION,
        resources={
            "settings": PipelineSettings(inbox_dir=str(inbox), data_dir=str(tmp_path), **settings),
            "graph_store": GraphStoreResource(
                database_url=f"sqlite:///{tmp_path / 'graph.sqlite'}"
            ),
            "llm": LLMResource(),
            "io_manager": ParquetIOManager(base_url=str(store)),
        },
        instance=dg.DagsterInstance.ephemeral(),
    )


def test_tables_are_stored_as_parquet_and_read_back(demo_inbox: Path, tmp_path: Path) -> None:
    store = tmp_path / "intermediates"
    result = materialize_on_parquet(ASSETS, demo_inbox, tmp_path, store)
    assert result.success
    files = {p.relative_to(store).as_posix() for p in store.rglob("*") if p.is_file()}
    assert files == {
        f"{name}/{DEMO_PARTITION}.parquet"
        for name in (
            "source_documents",
            "source_chunks",
            "candidate_triples",
            "pruned_triples",
            "rejected_edges",
            "review_queue",
        )
    }
    # Each file names its record model and holds what the step produced, record for record.
    for name, (node, output), model in (
        ("source_documents", ("source_documents", "result"), Document),
        ("candidate_triples", ("candidate_triples", "result"), Candidate),
    ):
        path = store / name / f"{DEMO_PARTITION}.parquet"
        assert pq.read_schema(path).metadata[MODEL_KEY] == model.__name__.encode()
        produced = result.output_for_node(node, output)
        assert produced and read_records(str(path)) == produced
    # The validation step wrote its tables itself and handed over handles (on its scratch
    # files, gone with the step): the stored copies hold every row the step counted.
    handed = result.output_for_node("validation", "review_queue")
    assert isinstance(handed, TableRef) and handed.model == "Verdict"
    path = store / "review_queue" / f"{DEMO_PARTITION}.parquet"
    assert pq.read_schema(path).metadata[MODEL_KEY] == Verdict.__name__.encode()
    stored = read_records(str(path))
    assert len(stored) == len(handed) > 0
    assert {v.decision for v in stored} == {Decision.REVIEW}
    # Columns the checks read directly, without building records.
    rejected = pq.read_table(
        store / "rejected_edges" / f"{DEMO_PARTITION}.parquet", columns=["decision", "reasons"]
    )
    assert rejected.num_rows > 0 and set(rejected.column("decision").to_pylist()) == {"REJECT"}
    mats = result.asset_materializations_for_node("published_graph")
    assert mats and mats[0].metadata["edges_active"].value > 0
