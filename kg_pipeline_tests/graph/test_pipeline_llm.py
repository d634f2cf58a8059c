"""The whole graph with an LLM configured: extraction and the evidence auditor over real HTTP.

The server on 127.0.0.1 plays scripted replies (it is not a model): extraction requests get one
relationship taken verbatim from the Aster document, audit requests a PRUNE for every id.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from kg_pipeline.core.models import Decision, Reason, Verdict
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline_tests.fake_openai_server import FakeOpenAIServer, ScriptedReply, relationships_json
from kg_pipeline_tests.graph.test_pipeline import run_graph


def responder(body: dict[str, Any]) -> ScriptedReply:
    user = body["messages"][-1]["content"]
    ids = sorted(set(re.findall(r'"id": "(r\d+)"', user)), key=lambda r: int(r[1:]))
    if ids:  # an audit batch
        verdicts = [
            {"id": i, "verdict": "PRUNE", "removal_reason": "WEAK_IMPLICATION", "evidence": None}
            for i in ids
        ]
        return ScriptedReply.ok(json.dumps({"audits": verdicts}))
    if "Farrow Group is the parent organization" not in user:
        return ScriptedReply.ok(relationships_json([]))
    rel = {
        "source_entity": "Aster Holdings",
        "target_entity": "Farrow Group",
        "relationship_type": "parent organization",
        "evidence_span": "Farrow Group is the parent organization of Aster Holdings.",
        "description": "scripted, not a model judgment",
    }
    entities = [
        {"name": "Aster Holdings", "type": "ORG", "description": ""},
        {"name": "Farrow Group", "type": "ORG", "description": ""},
    ]
    return ScriptedReply.ok(relationships_json([rel], entities))


def test_extraction_and_auditor_in_one_run(demo_inbox: Path, tmp_path: Path) -> None:
    with FakeOpenAIServer(default=responder) as server:
        llm = LLMResource(base_url=server.base_url, model="scripted", max_retries=0, concurrency=2)
        result = run_graph(demo_inbox, tmp_path, llm=llm)
        requests_first = server.requests
        assert result.success
        # A second run of the same partition is served from the extraction cache.
        run_graph(demo_inbox, tmp_path, llm=llm)
        audit_calls_second = server.requests - requests_first

    mats = {
        e.materialization.asset_key.to_user_string(): e.materialization.metadata
        for e in result.get_asset_materialization_events()
    }
    meta = mats["candidate_triples"]
    assert meta["llm_calls"].value == 7  # one call per chunk, nothing cached yet
    pruned = mats["pruned_triples"]
    assert pruned["auditor_calls"].value >= 1
    assert pruned["auditor_calls_per_1000_candidates"].value > 0

    verdicts: list[Verdict] = [
        v
        for name in ("pruned_triples", "rejected_edges", "review_queue")
        for v in result.output_for_node("validation", name)
    ]
    extracted = [v for v in verdicts if v.extractor.startswith("llm")]
    assert len(extracted) == 1
    assert extracted[0].decision == Decision.ACCEPT  # template stated forward, verbatim
    audited = [v for v in verdicts if any(s.stage == "auditor" for s in v.stages)]
    assert audited and all(v.decision == Decision.REJECT for v in audited)
    assert all(Reason.AUDITOR_PRUNE in v.reasons for v in audited)
    # Only the audit calls are repeated on the second run: extraction came from the cache.
    assert audit_calls_second == pruned["auditor_calls"].value
