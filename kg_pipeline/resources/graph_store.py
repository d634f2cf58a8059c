"""The graph database as a resource: SQLite file by default, PostgreSQL in production."""

from __future__ import annotations

import os
from pathlib import Path

import dagster as dg

from kg_pipeline.core.store import GraphStore, normalize_database_url


def default_database_url(data_dir: str | Path = ".kg_data") -> str:
    return f"sqlite:///{Path(data_dir).resolve() / 'graph.sqlite'}"


def resolve_database_url(explicit: str | None, data_dir: str | Path = ".kg_data") -> str:
    """An explicit URL, else `KG_DATABASE_URL`, else the embedded SQLite file.

    Read when a run starts, never at import, so the URL (which may hold a password) stays in
    the environment. A bare `postgresql://` URL is pinned to psycopg2, the driver we ship
    (SQLAlchemy 2.1 would otherwise pick psycopg 3).
    """
    url = explicit or os.environ.get("KG_DATABASE_URL") or default_database_url(data_dir)
    if url.startswith("sqlite:///"):
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    return normalize_database_url(url)


class GraphStoreResource(dg.ConfigurableResource):
    """Where `published_graph`, the ledger and the review queue are written."""

    database_url: str = ""
    """Empty: use `KG_DATABASE_URL`, else `<data_dir>/graph.sqlite`."""
    data_dir: str = ".kg_data"

    def get_store(self) -> GraphStore:
        """A store whose schema is at the newest migration (one query when it already is)."""
        store = GraphStore(resolve_database_url(self.database_url or None, self.data_dir))
        store.create_schema()
        return store
