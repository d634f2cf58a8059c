"""Descriptions written by LLM extraction, audited against the chunk the model was shown.

The builder is tested on its own (supported, invented and negated descriptions; offsets in the
document), then the `claim_audit` asset with the real upstream assets and a scripted endpoint.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import dagster as dg
import pytest

from kg_pipeline.core.claims.descriptions import (
    audit_descriptions,
    description_items,
    has_llm_description,
)
from kg_pipeline.core.claims.evaluation import iter_items
from kg_pipeline.core.claims.mapping import audit_item
from kg_pipeline.core.claims.models import ClaimAuditReport, ClaimStatus
from kg_pipeline.core.models import Candidate, Chunk, Document
from kg_pipeline.defs.claims.assets import claim_audit
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings
from kg_pipeline_tests.fake_openai_server import FakeOpenAIServer, ScriptedReply, relationships_json

PREFACE = "The annual report was filed in March. It runs to forty pages. "
BODY = (
    "Aster Holdings is a logistics company based in Rotterdam. Beacon Labs is owned by Aster "
    "Holdings, which bought it in 2019. Aster Holdings did not acquire Delta Freight; the deal "
    "collapsed in 2021."
)
DOC = PREFACE + BODY
CHUNK = Chunk(
    chunk_id="aster#c0001",
    doc_id="aster",
    index=1,
    start=len(PREFACE),
    end=len(DOC),
    text=BODY,
)
SUPPORTED = "Aster Holdings bought Beacon Labs in 2019."
INVENTED = "Aster Holdings was founded by Greta Olsen in Oslo."
NEGATED = "Aster Holdings acquired Delta Freight."


def _candidate(n: int, description: str | None, **fields: Any) -> Candidate:
    values: dict[str, Any] = {
        "candidate_id": f"{CHUNK.chunk_id}-t{n:03d}",
        "doc_id": CHUNK.doc_id,
        "chunk_id": CHUNK.chunk_id,
        "subject": "Aster Holdings",
        "predicate": "owned by",
        "object": "Beacon Labs",
        "description": description,
        "extractor": "llm:scripted",
    }
    return Candidate(**(values | fields))


def test_supported_invented_and_negated_descriptions() -> None:
    candidates = [_candidate(0, SUPPORTED), _candidate(1, INVENTED), _candidate(2, NEGATED)]
    audit = audit_descriptions(candidates, [CHUNK])
    assert audit is not None and not audit.skipped
    status = {m.item_id: m for m in audit.report.mappings}
    assert len(status) == 3  # one claim each, one status each

    mapped = status["desc:aster#c0001-t000"]
    assert mapped.status == ClaimStatus.MAPPED
    assert mapped.source_id == CHUNK.chunk_id
    assert mapped.passage == "Beacon Labs is owned by Aster Holdings, which bought it in 2019."
    assert mapped.passage_start is not None and mapped.passage_end is not None
    assert CHUNK.text[mapped.passage_start : mapped.passage_end] == mapped.passage
    assert status["desc:aster#c0001-t001"].status == ClaimStatus.UNMAPPED
    assert status["desc:aster#c0001-t001"].passage is None
    assert status["desc:aster#c0001-t002"].status == ClaimStatus.CONFLICT
    assert "did not acquire Delta Freight" in (status["desc:aster#c0001-t002"].passage or "")

    # Every cited passage is verbatim in the document too, at chunk start + chunk offset.
    by_item = {p.item_id: p for p in audit.passages}
    assert set(by_item) == {"desc:aster#c0001-t000", "desc:aster#c0001-t002"}
    located = by_item["desc:aster#c0001-t000"]
    assert located.doc_start == CHUNK.start + mapped.passage_start > mapped.passage_start
    assert DOC[located.doc_start : located.doc_end] == mapped.passage
    for p in audit.passages:
        m = status[p.item_id]
        assert (p.candidate_id, p.doc_id, p.chunk_id, p.status) == (
            m.item_id.removeprefix("desc:"),
            "aster",
            CHUNK.chunk_id,
            m.status,
        )
        assert DOC[p.doc_start : p.doc_end] == m.passage

    totals = audit.report.totals
    assert (totals["mapped"], totals["unmapped"], totals["conflict"]) == (1.0, 1.0, 1.0)
    assert [c.item_id for c in audit.report.review] == [
        "desc:aster#c0001-t001",
        "desc:aster#c0001-t002",
    ]


def test_items_carry_the_chunk_as_their_only_source() -> None:
    (item,), skipped = description_items([_candidate(0, SUPPORTED)], [CHUNK])
    assert not skipped
    assert item.item_id == "desc:aster#c0001-t000"
    assert [(s.source_id, s.text) for s in item.sources] == [(CHUNK.chunk_id, CHUNK.text)]
    assert item.generated_text == SUPPORTED
    assert (item.doc_id, item.chunk_start) == ("aster", CHUNK.start)
    assert item.triple == ("Aster Holdings", "owned by", "Beacon Labs")


def test_only_llm_descriptions_with_a_chunk_are_audited() -> None:
    imported = _candidate(0, SUPPORTED, extractor="jsonl")
    blank = _candidate(1, "   ")
    placeholder = _candidate(2, None, parse_mode="failed")
    no_chunk = _candidate(3, SUPPORTED, chunk_id=None)
    assert not any(has_llm_description(c) for c in (imported, blank, placeholder, no_chunk))
    assert audit_descriptions([imported, blank, placeholder, no_chunk], [CHUNK]) is None
    assert audit_descriptions([], []) is None


def test_a_description_whose_chunk_is_missing_is_reported_not_dropped() -> None:
    lost = _candidate(0, SUPPORTED, chunk_id="elsewhere#c0000")
    twice = [_candidate(1, SUPPORTED), _candidate(1, INVENTED)]
    audit = audit_descriptions([lost, *twice], [CHUNK])
    assert audit is not None
    assert [(s.candidate_id, s.chunk_id, s.reason) for s in audit.skipped] == [
        ("aster#c0001-t000", "elsewhere#c0000", "chunk not among this partition's chunks"),
        ("aster#c0001-t001", CHUNK.chunk_id, "duplicate candidate_id"),
    ]
    assert audit.report.totals["items"] == 1.0


# ---------------------------------------------------------------------------------------------
# The asset, with the upstream assets that feed it and a scripted OpenAI-compatible endpoint.

FARROW = "Farrow Group is the parent organization of Aster Holdings."
FARROW_DESCRIPTION = "Farrow Group is the parent organization of Aster Holdings."
FARROW_INVENTED = "Farrow Group bought Aster Holdings from Greta Olsen in 1998."
ASSETS = [source_documents, source_chunks, candidate_triples, claim_audit]


def responder(body: dict[str, Any]) -> ScriptedReply:
    """Two relationships for the chunk holding the Farrow sentence, one described faithfully
    and one with a made-up history; nothing for any other chunk."""
    user = body["messages"][-1]["content"]
    if FARROW not in user:
        return ScriptedReply.ok(relationships_json([]))
    rels = [
        {
            "source_entity": "Aster Holdings",
            "target_entity": "Farrow Group",
            "relationship_type": "parent organization",
            "evidence_span": FARROW,
            "description": FARROW_DESCRIPTION,
        },
        {
            "source_entity": "Farrow Group",
            "target_entity": "Aster Holdings",
            "relationship_type": "subsidiary",
            "evidence_span": FARROW,
            "description": FARROW_INVENTED,
        },
    ]
    entities = [
        {"name": "Aster Holdings", "type": "ORG", "description": ""},
        {"name": "Farrow Group", "type": "ORG", "description": ""},
    ]
    return ScriptedReply.ok(relationships_json(rels, entities))


def _materialise(inbox: Path, tmp_path: Path, llm: LLMResource) -> dg.ExecuteInProcessResult:
    settings = PipelineSettings(
        inbox_dir=str(inbox),
        data_dir=str(tmp_path / "data"),
        # Small chunks, so the Farrow sentence sits in a chunk that starts inside the document.
        chunk_max_chars=160,
        chunk_overlap_chars=0,
    )
    return dg.materialize(
        ASSETS,
        partition_key=DEMO_PARTITION,
        resources={"settings": settings, "llm": llm},
        instance=dg.DagsterInstance.ephemeral(),
    )


def _metadata(result: dg.ExecuteInProcessResult) -> dict[str, Any]:
    (event,) = [
        e
        for e in result.get_asset_materialization_events()
        if e.materialization.asset_key == dg.AssetKey("claim_audit")
    ]
    return {k: v.value for k, v in event.materialization.metadata.items()}


def _inbox_report(inbox: Path) -> ClaimAuditReport:
    files = sorted((inbox / DEMO_PARTITION / "claims").glob("*.jsonl"))
    items = [item for path in files for item in iter_items(path)]
    return ClaimAuditReport.from_audits([audit_item(i) for i in items])


def test_claim_audit_asset_audits_llm_descriptions_apart(demo_inbox: Path, tmp_path: Path) -> None:
    with FakeOpenAIServer(default=responder) as server:
        llm = LLMResource(base_url=server.base_url, model="scripted", max_retries=0, concurrency=2)
        result = _materialise(demo_inbox, tmp_path, llm)
    assert result.success

    docs: dict[str, Document] = {d.doc_id: d for d in result.output_for_node("source_documents")}
    chunks: dict[str, Chunk] = {c.chunk_id: c for c in result.output_for_node("source_chunks")}
    report = result.output_for_node("claim_audit")
    assert isinstance(report, ClaimAuditReport)
    audit = report.descriptions
    assert audit is not None and not audit.skipped

    by_text = {m.claim_text: m for m in audit.report.mappings}
    faithful = by_text[FARROW_DESCRIPTION]
    assert faithful.status == ClaimStatus.MAPPED
    assert faithful.passage == FARROW
    chunk = chunks[faithful.source_id or ""]
    assert chunk.start > 0  # the offset arithmetic is exercised
    assert chunk.text[faithful.passage_start : faithful.passage_end] == FARROW
    (located,) = [p for p in audit.passages if p.item_id == faithful.item_id]
    assert located.doc_start == chunk.start + (faithful.passage_start or 0)
    assert docs[located.doc_id].text[located.doc_start : located.doc_end] == FARROW
    assert all(
        docs[p.doc_id].text[p.doc_start : p.doc_end]
        == next(m.passage for m in audit.report.mappings if m.item_id == p.item_id)
        for p in audit.passages
    )
    invented = [m for m in audit.report.mappings if m.item_id != faithful.item_id]
    assert invented and any(m.status == ClaimStatus.UNMAPPED for m in invented)

    # The inbox items are reported exactly as without descriptions; descriptions go apart.
    expected = _inbox_report(demo_inbox)
    assert report.totals == expected.totals
    meta = _metadata(result)
    for key in ("claims", "mapped", "unmapped", "conflict", "coverage_ratio", "unmapped_rate"):
        assert meta[key] == pytest.approx(expected.totals[key]), key
    assert meta["description_items"] == 2
    assert meta["description_claims"] == audit.report.totals["claims"]
    assert meta["description_unmapped_rate"] == pytest.approx(audit.report.totals["unmapped_rate"])
    assert meta["description_unmapped_rate"] > 0
    assert meta["description_skipped"] == 0
    (check,) = result.get_asset_check_evaluations()
    assert check.metadata["claims"].value == int(expected.totals["claims"])
    assert check.metadata["unmapped_rate"].value == pytest.approx(expected.totals["unmapped_rate"])
    json.dumps(report.model_dump(mode="json"))  # the report stays a plain JSON-able record


def test_without_llm_descriptions_the_asset_reports_as_before(
    demo_inbox: Path, tmp_path: Path
) -> None:
    result = _materialise(demo_inbox, tmp_path, LLMResource())
    report = result.output_for_node("claim_audit")
    assert report.descriptions is None
    assert report.totals == _inbox_report(demo_inbox).totals
    assert not [k for k in _metadata(result) if k.startswith("description_")]
