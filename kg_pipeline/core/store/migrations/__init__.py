"""Alembic migrations of the graph store; `upgrade_to_head` is what `create_schema` runs.

Kept inside the package so an installed pipeline can migrate its own database. For the Alembic
command line:
`KG_DATABASE_URL=... alembic -c kg_pipeline/core/store/migrations/alembic.ini upgrade head`.
"""

from __future__ import annotations

import functools
from pathlib import Path

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

from kg_pipeline.core.store.engine import Database
from kg_pipeline.core.store.schema import LOCK_MIGRATIONS

MIGRATIONS_DIR = Path(__file__).resolve().parent
BASELINE_REVISION = "0001"
"""The schema `metadata.create_all` made before migrations existed."""


def alembic_config(connection: sa.Connection | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


@functools.cache
def head_revisions() -> frozenset[str]:
    return frozenset(ScriptDirectory.from_config(alembic_config()).get_heads())


def current_revisions(conn: sa.Connection) -> frozenset[str]:
    return frozenset(MigrationContext.configure(conn).get_current_heads())


def upgrade_to_head(store: Database) -> None:
    """`alembic upgrade head` on the store's database, safe when several runs start at once.

    A quick read first: when the database is already at head nothing else happens, so calling
    this every time a run opens the store costs one query. Otherwise one process migrates while
    the others wait (advisory lock on PostgreSQL, the write lock on SQLite) and then find the
    schema at head. A database created before migrations existed is adopted at the baseline.
    """
    heads = head_revisions()
    with store.engine.connect() as conn:
        if current_revisions(conn) == heads:
            return
    with store.write_transaction() as conn:
        store.advisory_lock(conn, LOCK_MIGRATIONS, 0)
        current = current_revisions(conn)
        if current == heads:
            return
        cfg = alembic_config(conn)
        if not current and sa.inspect(conn).has_table("documents"):
            command.stamp(cfg, BASELINE_REVISION)
        command.upgrade(cfg, "head")
