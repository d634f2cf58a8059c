"""`candidate_triples` with and without an LLM endpoint, materialised in process."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import dagster as dg

from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings
from kg_pipeline_tests.fake_openai_server import FakeOpenAIServer, ScriptedReply, relationships_json

PARTITION = "2024-06-11"
ASTER = "Aster-Nova Ltd acquired Beacon Corp in 2019."
REPLY = relationships_json(
    [
        {
            "source_entity": "Aster-Nova Ltd",
            "target_entity": "Beacon Corp",
            "relationship_type": "acquired",
            "evidence_span": ASTER,
            "description": None,
            "polarity": "positive",
            "modality": "asserted",
            "time": "2019",
        }
    ]
)


def make_inbox(tmp_path: Path) -> tuple[Path, Path]:
    folder = tmp_path / "inbox" / PARTITION
    (folder / "candidates").mkdir(parents=True, exist_ok=True)
    (folder / "aster.txt").write_text(ASTER)
    (folder / "broken.txt").write_text("A broken passage.")
    (folder / "candidates" / "upstream.jsonl").write_text(
        json.dumps(
            {
                "candidate_id": "up-1",
                "doc_id": "aster",
                "subject": "Aster-Nova Ltd",
                "predicate": "acquired",
                "object": "Beacon Corp",
                "extractor": "rebel",
            }  # fmt: skip
        )
        + "\n"
    )
    vocab = tmp_path / "vocabulary.json"
    vocab.write_text(json.dumps({"acq": {"label": "acquired", "template": "{s} acquired {o}"}}))
    return tmp_path / "inbox", vocab


def materialise(tmp_path: Path, llm: LLMResource) -> dg.ExecuteInProcessResult:
    inbox, vocab = make_inbox(tmp_path)
    settings = PipelineSettings(
        inbox_dir=str(inbox), vocabulary_path=str(vocab), data_dir=str(tmp_path / "data")
    )
    return dg.materialize(
        [source_documents, source_chunks, candidate_triples],
        partition_key=PARTITION,
        resources={"settings": settings, "llm": llm},
        instance=dg.DagsterInstance.ephemeral(),
    )


def metadata(result: dg.ExecuteInProcessResult) -> dict[str, Any]:
    (event,) = [
        e
        for e in result.get_asset_materialization_events()
        if e.asset_key == dg.AssetKey("candidate_triples")
    ]
    return {k: getattr(v, "value", v) for k, v in event.materialization.metadata.items()}


def test_without_llm_only_imported_candidates_flow(tmp_path: Path) -> None:
    result = materialise(tmp_path, LLMResource())
    candidates = result.output_for_node("candidate_triples")
    assert [c.candidate_id for c in candidates] == ["up-1"]
    meta = metadata(result)
    assert meta["candidates"] == 1 and meta["by_extractor"] == {"rebel": 1}
    assert not any(str(k).startswith("llm_") for k in meta)


def test_with_llm_extracts_caches_and_reports_cost(tmp_path: Path) -> None:
    with FakeOpenAIServer() as server:
        server.add_rule("Aster-Nova", ScriptedReply.ok(REPLY))
        server.add_rule("broken passage", ScriptedReply.server_error(503))
        llm = LLMResource(
            base_url=server.base_url, api_key="k", model="scripted-fake", max_retries=1
        )
        first = materialise(tmp_path, llm)
        sent = server.requests
        server.reset_log()
        second = materialise(tmp_path, llm)
        again = [r.last_user for r in server.log]

    candidates = first.output_for_node("candidate_triples")
    by_id = {c.candidate_id: c for c in candidates}
    assert set(by_id) == {"up-1", "aster#c0000-t000", "broken#c0000-failed"}
    assert by_id["aster#c0000-t000"].parse_mode == "strict"
    assert by_id["broken#c0000-failed"].input_problem
    meta = metadata(first)
    assert meta["llm_calls"] == 2 and meta["llm_cached_calls"] == 0
    assert meta["llm_retries"] == 1 and meta["llm_failed_chunks"] == 1
    assert meta["llm_prompt_tokens"] > 0 and meta["llm_completion_tokens"] > 0
    assert meta["llm_parse_mode_strict"] == 1
    assert meta["by_extractor"] == {"rebel": 1, "llm:scripted-fake": 2}
    assert sent == 3

    # The re-run asked only about the chunk that had failed.
    assert len(again) == 2 and all("broken passage" in text for text in again)
    meta2 = metadata(second)
    assert meta2["llm_cached_calls"] == 1 and meta2["llm_calls"] == 1


def test_asset_is_in_the_llm_pool() -> None:
    assert candidate_triples.op.pool == "llm"
