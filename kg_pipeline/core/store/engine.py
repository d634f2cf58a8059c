"""The connection side of the graph store: URLs, the engine, write transactions and locks.

On SQLite the write transaction starts with BEGIN IMMEDIATE, so writers queue instead of failing
half-way; on PostgreSQL advisory locks (namespaces in `schema`) serialise what must be serial.
"""

from __future__ import annotations

import hashlib
import importlib.util
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa

CHUNK = 500
_SQLITE_BUSY_TIMEOUT_S = 300.0


def row_id(*parts: object) -> str:
    return hashlib.sha256("\x1f".join(map(str, parts)).encode()).hexdigest()[:32]


def edge_id(subject_id: str, predicate: str, object_id: str) -> str:
    return row_id(subject_id, predicate, object_id)


def lock_key(text: str) -> int:
    """A signed 32-bit key for pg_advisory_xact_lock(int, int)."""
    value = zlib.crc32(text.encode())
    return value - (1 << 32) if value >= (1 << 31) else value


def chunks(items: Sequence[Any], size: int = CHUNK) -> Iterator[Sequence[Any]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def normalize_database_url(url: str) -> str:
    """`postgresql://` means psycopg (v3) under SQLAlchemy 2.1; we ship psycopg2."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix) and importlib.util.find_spec("psycopg") is None:
            return "postgresql+psycopg2://" + url.removeprefix(prefix)
    return url


def _configure_sqlite(engine: sa.Engine) -> None:
    """Real transactions on SQLite: BEGIN for every transaction (DDL included), foreign keys on.

    pysqlite's legacy mode starts a transaction only before DML, which leaves DDL and the reads
    before the first write outside it. `sqlite_begin` on a connection's execution options picks
    the BEGIN mode (IMMEDIATE for writers, so they wait their turn on the file lock).
    """

    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA foreign_keys = ON")

    @sa.event.listens_for(engine, "begin")
    def _begin(conn: sa.Connection) -> None:
        mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")


class Database:
    """One graph database: its engine, write transactions and advisory locks."""

    def __init__(self, url: str) -> None:
        self.url = normalize_database_url(url)
        connect_args: dict[str, Any] = {}
        if self.url.startswith("sqlite"):
            connect_args["timeout"] = _SQLITE_BUSY_TIMEOUT_S
        self.engine = sa.create_engine(self.url, connect_args=connect_args)
        self.dialect = self.engine.dialect.name
        if self.dialect == "sqlite":
            _configure_sqlite(self.engine)

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def write_transaction(self) -> Iterator[sa.Connection]:
        """One transaction that writes; on SQLite it holds the write lock from its first read."""
        with self.engine.connect() as conn:
            if self.dialect == "sqlite":
                conn = conn.execution_options(sqlite_begin="IMMEDIATE")
            with conn.begin():
                yield conn

    def advisory_lock(self, conn: sa.Connection, namespace: int, key: int) -> None:
        """PostgreSQL transaction-scoped lock; SQLite's IMMEDIATE transaction already excludes."""
        if self.dialect == "postgresql":
            conn.execute(
                sa.text("SELECT pg_advisory_xact_lock(:ns, :key)"), {"ns": namespace, "key": key}
            )
