import dagster as dg

from kg_pipeline.core.inputs.inbox import read_partition_documents
from kg_pipeline.core.models import Chunk, Document
from kg_pipeline.core.text.chunking import chunk_document
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.resources.settings import PipelineSettings


@dg.asset(partitions_def=daily_partitions, group_name="ingestion", kinds={"python"})
def source_documents(
    context: dg.AssetExecutionContext, settings: PipelineSettings
) -> dg.Output[list[Document]]:
    """Documents that landed in the inbox folder of this ingestion date."""
    folder = settings.partition_folder(context.partition_key)
    docs = read_partition_documents(folder)
    if not docs:
        context.log.warning(f"no documents in {folder}")
    return dg.Output(
        docs,
        metadata={
            "inbox_folder": str(folder),
            "documents": len(docs),
            "characters": sum(len(d.text) for d in docs),
        },
    )


@dg.asset(partitions_def=daily_partitions, group_name="ingestion", kinds={"python"})
def source_chunks(
    settings: PipelineSettings, source_documents: list[Document]
) -> dg.Output[list[Chunk]]:
    """Sentence-aware chunks with overlap; each keeps its offsets in the document."""
    chunks = [
        chunk
        for doc in source_documents
        for chunk in chunk_document(doc, settings.chunk_max_chars, settings.chunk_overlap_chars)
    ]
    return dg.Output(chunks, metadata={"chunks": len(chunks)})
