from pathlib import Path
from typing import Any

import dagster as dg

from kg_pipeline.core.extraction import DiskCache, extract_candidates
from kg_pipeline.core.inputs.inbox import read_partition_candidates
from kg_pipeline.core.models import Candidate, Chunk
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.defs.ingestion.partitions import daily_partitions
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings

LLM_CACHE_DIR = "llm_cache"
LLM_POOL = "llm"
"""The concurrency pool of the steps that call the LLM endpoint (its limit: dagster.yaml)."""


@dg.asset(partitions_def=daily_partitions, group_name="extraction", kinds={"python"}, pool=LLM_POOL)
def candidate_triples(
    context: dg.AssetExecutionContext,
    settings: PipelineSettings,
    llm: LLMResource,
    source_chunks: list[Chunk],
) -> dg.Output[list[Candidate]]:
    """Candidate triples: proposals to be judged, not facts.

    Candidates supplied beside the documents (`candidates/*.jsonl`) are imported as they are.
    When an LLM endpoint is configured, every chunk is also sent to it (replies cached under the
    data directory, so a re-run or backfill of an unchanged partition makes no call); a chunk
    that fails becomes a placeholder candidate carrying the error, so it reaches the ledger.
    """
    folder = settings.partition_folder(context.partition_key)
    candidates = read_partition_candidates(folder)
    metadata: dict[str, Any] = {"chunks_seen": len(source_chunks)}
    if llm.enabled:
        context.log.info(f"extracting {len(source_chunks)} chunks with {llm.describe()}")
        client = llm.get_client()
        try:
            result = extract_candidates(
                source_chunks,
                load_vocabulary(settings.vocabulary_path),
                client,
                DiskCache(Path(settings.data_dir) / LLM_CACHE_DIR),
                concurrency=llm.concurrency,
                gleaning=llm.gleaning,
                context_tokens=llm.context_tokens,
                max_tokens=llm.max_tokens,
            )
        finally:
            client.close()
        for failure in result.failures:
            context.log.warning(f"chunk {failure.chunk_id}: {failure.stage}: {failure.error}")
        candidates.extend(result.candidates)
        candidates.extend(result.failure_candidates())
        stats = result.stats
        metadata.update({f"llm_{k}": v for k, v in stats.metadata().items()})
        metadata["llm_parse_modes"] = dg.MetadataValue.json(stats.parse_modes)
        metadata["llm_wire_formats"] = dg.MetadataValue.json(stats.wire_formats)
        metadata["llm_model"] = llm.model
        metadata["llm_prompt_version"] = result.prompt_version
    by_extractor: dict[str, int] = {}
    for cand in candidates:
        by_extractor[cand.extractor] = by_extractor.get(cand.extractor, 0) + 1
    malformed = sum(1 for c in candidates if c.input_problem)
    return dg.Output(
        candidates,
        metadata={
            "candidates": len(candidates),
            "malformed_records": malformed,
            "by_extractor": dg.MetadataValue.json(by_extractor),
            **metadata,
        },
    )
