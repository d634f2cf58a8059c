"""A real graph store for the desk's tests: the demo partition plus a hostile document,
materialised by the pipeline's own assets (ingest, validate, publish) into SQLite."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import dagster as dg

from kg_pipeline.core.paths import DEMO_INBOX
from kg_pipeline.defs.extraction.assets import candidate_triples
from kg_pipeline.defs.ingestion.assets import source_chunks, source_documents
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline.defs.publishing.assets import published_graph
from kg_pipeline.defs.validation.assets import validation
from kg_pipeline.resources.graph_store import GraphStoreResource
from kg_pipeline.resources.llm import LLMResource
from kg_pipeline.resources.settings import PipelineSettings

SCRIPT = '<script>document.title="PWNED-script";window.__pwned=1</script>'
IMG = "<img src=x onerror=\"document.title='PWNED-img';window.__pwned=2\">"
HOSTILE_TEXT = (
    f"Evilton {SCRIPT} is a town in Freedonia. "
    f"Its mayor said {IMG} that Evilton might join Sylvania."
)
HOSTILE_DOC = "hostile-markup"
HOSTILE_CANDIDATES = [
    # Evidence-less: the score leaves it to review (the document holds both names).
    {"candidate_id": "hostile-1", "subject": "Evilton", "predicate": "country",
     "object": "Freedonia", "subject_type": "LOC", "object_type": "LOC"},
    # Speculative ("might"): review.
    {"candidate_id": "hostile-2", "subject": "Evilton", "predicate": "country",
     "object": "Sylvania", "subject_type": "LOC", "object_type": "LOC",
     "evidence": f"Its mayor said {IMG} that Evilton might join Sylvania."},
    # An entity name that is itself markup, not in the text: the ledger.
    {"candidate_id": "hostile-3", "subject": "Evilton", "predicate": "country",
     "object": '<img src=y onerror="window.__pwned=3">', "subject_type": "LOC",
     "object_type": "LOC"},
]  # fmt: skip


def make_inbox(root: Path) -> Path:
    """The demo inbox with one more document whose text is hostile markup."""
    inbox = root / "inbox"
    folder = inbox / DEMO_PARTITION
    shutil.copytree(DEMO_INBOX / DEMO_PARTITION, folder)
    (folder / "hostile.jsonl").write_text(
        json.dumps({"doc_id": HOSTILE_DOC, "text": HOSTILE_TEXT}) + "\n", encoding="utf-8"
    )
    with (folder / "candidates" / "hostile.jsonl").open("w", encoding="utf-8") as fh:
        for cand in HOSTILE_CANDIDATES:
            fh.write(json.dumps({**cand, "doc_id": HOSTILE_DOC}) + "\n")
    return inbox


DESK_BASE = "http://desk.example:9000/"


def publish(inbox: Path, workdir: Path, database_url: str) -> dict[str, dict[str, object]]:
    """Run ingest -> validate -> publish for the demo partition, as a scheduled run would;
    returns each asset's materialisation metadata (values unwrapped)."""
    result = dg.materialize(
        [source_documents, source_chunks, candidate_triples, validation, published_graph],
        partition_key=DEMO_PARTITION,
        resources={
            # The desk's tests need a full queue with known items: only the rules and a near-certain
            # score accept here, whatever the shipped calibration and verifier would publish.
            "settings": PipelineSettings(
                inbox_dir=str(inbox),
                data_dir=str(workdir / "data"),
                review_desk_url=DESK_BASE,
                use_verifier=False,
                accept_threshold=0.99999,
            ),
            "graph_store": GraphStoreResource(database_url=database_url),
            "llm": LLMResource(),
        },
        instance=dg.DagsterInstance.ephemeral(),
    )
    assert result.success
    return {
        m.asset_key.to_user_string(): {k: v.value for k, v in m.metadata.items()}
        for m in result.get_asset_materialization_events()
        for m in [m.materialization]
    }
