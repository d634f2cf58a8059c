from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline.defs.ingestion.partitions import DEMO_PARTITION

SHARED_DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
REDOCRED = SHARED_DATA / "redocred_triples"


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
    """A real PostgreSQL database (started by `make test`), emptied before each use."""
    url = os.environ.get("KG_TEST_PG_URL")
    if not url:
        pytest.skip("KG_TEST_PG_URL not set (make test starts PostgreSQL and sets it)")
    import sqlalchemy as sa

    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("DROP SCHEMA public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    engine.dispose()
    yield url
