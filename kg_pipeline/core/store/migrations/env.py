"""Alembic environment: the connection handed over by `upgrade_to_head`, else KG_DATABASE_URL."""

from __future__ import annotations

import os

import sqlalchemy as sa
from alembic import context

from kg_pipeline.core.store.engine import Database, normalize_database_url
from kg_pipeline.core.store.schema import LOCK_MIGRATIONS, metadata

config = context.config
target_metadata = metadata


def _url() -> str:
    url = config.get_main_option("sqlalchemy.url") or os.environ.get("KG_DATABASE_URL")
    if not url:
        raise RuntimeError("set KG_DATABASE_URL (or sqlalchemy.url) to the graph database")
    return normalize_database_url(url)


def _run(connection: sa.Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    # The Alembic command line: one transaction, one migrator at a time.
    store = Database(_url())
    try:
        with store.write_transaction() as conn:
            store.advisory_lock(conn, LOCK_MIGRATIONS, 0)
            _run(conn)
    finally:
        store.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
