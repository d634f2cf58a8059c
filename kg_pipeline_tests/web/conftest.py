from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from kg_pipeline.core.store import GraphStore
from kg_pipeline_tests.web.desk_store import make_inbox, publish


@pytest.fixture(scope="session")
def desk_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict[str, Any]]:
    """One materialised store per session (the pipeline takes ~30 s); tests copy it. Also the
    run's asset metadata."""
    root = tmp_path_factory.mktemp("desk")
    inbox = make_inbox(root)
    db = root / "graph.sqlite"
    metadata = publish(inbox, root, f"sqlite:///{db}")
    return db, inbox, metadata


@pytest.fixture(scope="session")
def desk_template(desk_run: tuple[Path, Path, dict[str, Any]]) -> tuple[Path, Path]:
    return desk_run[0], desk_run[1]


@pytest.fixture
def desk_db(desk_template: tuple[Path, Path], tmp_path: Path) -> Path:
    db = tmp_path / "graph.sqlite"
    shutil.copy(desk_template[0], db)
    return db


@pytest.fixture
def store(desk_db: Path) -> GraphStore:
    s = GraphStore(f"sqlite:///{desk_db}")
    yield s
    s.dispose()
