"""Where the pipeline reads and writes, and the knobs an operator may turn."""

from __future__ import annotations

from pathlib import Path

import dagster as dg

from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY


class PipelineSettings(dg.ConfigurableResource):
    """Paths and validation settings shared by every stage."""

    inbox_dir: str = str(DEMO_INBOX)
    vocabulary_path: str = str(DEMO_VOCABULARY)
    data_dir: str = ".kg_data"
    chunk_max_chars: int = 1200
    chunk_overlap_chars: int = 200
    risk_level: str = "HIGH"
    """HIGH: only explicit support is accepted; MEDIUM: strong implication is allowed."""

    def partition_folder(self, partition: str) -> Path:
        return Path(self.inbox_dir) / partition
