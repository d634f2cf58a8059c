from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION
from kg_pipeline_tests.paths import REDOCRED
from kg_pipeline_tests.production_support import fresh_pg_database


@pytest.fixture
def redocred() -> Path:
    if not (REDOCRED / "candidates.jsonl").exists():
        pytest.skip("../shared/data/redocred_triples is not beside the checkout")
    return REDOCRED


@pytest.fixture
def demo_inbox(tmp_path: Path) -> Path:
    """A private copy of the demo inbox, so a test may add or break files."""
    inbox = tmp_path / "inbox"
    shutil.copytree(DEMO_INBOX / DEMO_PARTITION, inbox / DEMO_PARTITION)
    return inbox


@pytest.fixture
def vocabulary_path() -> Path:
    return DEMO_VOCABULARY


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A new, empty database on the PostgreSQL server `make test` starts (KG_TEST_PG_URL),
    dropped afterwards; skips when no server is configured."""
    with fresh_pg_database("kg_test") as url:
        yield url
