"""Intermediates as Parquet on any fsspec filesystem, so steps can run on other machines.

Dagster's default I/O manager pickles every output into the instance's local storage folder,
which exists only while every step runs on one machine. `ParquetIOManager` writes the large
tables (documents, chunks, candidates, verdicts: accepted, rejected, review) as Parquet, row
group by row group, to a folder named by a URL: a local path by default (the instance's storage
folder, like the default), `s3://bucket/prefix` in production, with the endpoint and the
credentials from the environment. Anything else (small values: reports, golden sets) is pickled
beside them, so nothing a downstream step reads lives on the machine that wrote it.

    <base_url>/<asset key path>/<partition key>.parquet   (or .pickle)

Tables need not pass through memory: a step may return a `TableRef` (a Parquet file it wrote
batch by batch, e.g. in a scratch folder), which is copied to its place in chunks; an input
declared with `table_input(...)` (typing type `TableRef`) is handed a `TableRef` on the stored
file instead of its records. Inputs annotated `list[...]` get records, as before.
"""

from __future__ import annotations

import pickle
import shutil
from typing import Any

import dagster as dg
from pydantic import BaseModel, Field, PrivateAttr
from upath import UPath

from kg_pipeline.core.quality.parquet import read_records, table_model, write_records
from kg_pipeline.core.quality.tableref import TableRef

TABLE_SUFFIX = ".parquet"
PICKLE_SUFFIX = ".pickle"
COPY_CHUNK = 8 * 2**20
"""Bytes per read/write when a `TableRef` output is copied into place."""


def table_input(model: type[BaseModel]) -> dg.DagsterType:
    """The Dagster type of an input that reads a stored table as a `TableRef` when its I/O
    manager can (`ParquetIOManager`), and accepts the records any other I/O manager loads."""
    return dg.DagsterType(
        name=f"{model.__name__}Table",
        description=f"A stored {model.__name__} table (TableRef), or a list of {model.__name__}",
        typing_type=TableRef,
        type_check_fn=lambda _context, value: isinstance(value, TableRef | list),
    )


def _wants_ref(context: dg.InputContext) -> bool:
    """Whether the input asked for a handle (its Dagster type's typing type is `TableRef`)."""
    try:
        return context.dagster_type.typing_type is TableRef
    except dg.DagsterInvariantViolationError:  # no type known (e.g. loading an output back)
        return False


class ParquetIOManager(dg.ConfigurableIOManager):
    """Record tables as Parquet, other values pickled, under one fsspec/UPath URL."""

    base_url: str = Field(
        default="",
        description="Folder URL for intermediates: a local path or s3://bucket/prefix. Empty: "
        "`parquet/` under the Dagster instance's storage folder.",
    )
    endpoint_url: str | None = Field(
        default=None, description="S3-compatible endpoint (MinIO, Ceph, moto); None: AWS."
    )
    access_key_id: str | None = Field(default=None, description="S3 key id (None: boto's chain).")
    secret_access_key: str | None = Field(default=None, description="S3 secret key.")
    region_name: str | None = Field(default=None, description="S3 region.")

    _root: UPath | None = PrivateAttr(default=None)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        base = self.base_url
        if not base:
            if context.instance is None:
                raise dg.DagsterInvariantViolationError(
                    "ParquetIOManager needs base_url outside a Dagster instance"
                )
            base = str(UPath(context.instance.storage_directory()) / "parquet")
        self._root = UPath(base, **self.storage_options())

    def storage_options(self) -> dict[str, Any]:
        """fsspec options: only for S3 URLs, only the settings that are set."""
        if not self.base_url.startswith(("s3://", "s3a://")):
            return {}
        options: dict[str, Any] = {}
        if self.endpoint_url:
            options["endpoint_url"] = self.endpoint_url
        if self.access_key_id:
            options["key"] = self.access_key_id
        if self.secret_access_key:
            options["secret"] = self.secret_access_key
        if self.region_name:
            options["client_kwargs"] = {"region_name": self.region_name}
        return options

    @property
    def root(self) -> UPath:
        if self._root is None:
            raise dg.DagsterInvariantViolationError("ParquetIOManager used before setup")
        return self._root

    def _stem(self, key: dg.AssetKey, partition: str | None) -> UPath:
        path = self.root.joinpath(*key.path)
        return path / partition if partition is not None else path

    def _path(self, stem: UPath) -> UPath:
        for suffix in (TABLE_SUFFIX, PICKLE_SUFFIX):
            candidate = stem.with_name(stem.name + suffix)
            if candidate.exists():
                return candidate
        raise FileNotFoundError(f"no stored value at {stem}")

    def handle_output(self, context: dg.OutputContext, obj: Any) -> None:
        if obj is None and context.dagster_type.is_nothing:
            return
        partition = context.partition_key if context.has_asset_partitions else None
        stem = self._stem(context.asset_key, partition)
        stem.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(obj, TableRef):
            self._store_ref(context, stem, obj)
            return
        model = table_model(obj)
        stale = PICKLE_SUFFIX if model is not None else TABLE_SUFFIX
        old = stem.with_name(stem.name + stale)
        if old.exists():
            old.unlink()  # a value changed kind: the reader must not find the old one first
        if model is not None:
            path = stem.with_name(stem.name + TABLE_SUFFIX)
            with path.open("wb") as f:
                rows = write_records(f, obj, model)
            context.add_output_metadata(
                {"stored_as": "parquet", "path": str(path), "rows": rows, "model": model.__name__}
            )
        else:
            path = stem.with_name(stem.name + PICKLE_SUFFIX)
            with path.open("wb") as f:
                pickle.dump(obj, f, protocol=pickle.HIGHEST_PROTOCOL)
            context.add_output_metadata({"stored_as": "pickle", "path": str(path)})

    def _store_ref(self, context: dg.OutputContext, stem: UPath, ref: TableRef) -> None:
        """A table the step already wrote: copied into place in chunks, never decoded."""
        path = stem.with_name(stem.name + TABLE_SUFFIX)
        old = stem.with_name(stem.name + PICKLE_SUFFIX)
        if old.exists():
            old.unlink()
        if ref.path != path:
            with ref.open() as src, path.open("wb") as dst:
                shutil.copyfileobj(src, dst, COPY_CHUNK)
        context.add_output_metadata(
            {"stored_as": "parquet", "path": str(path), "rows": ref.rows, "model": ref.model}
        )

    def table_ref(self, path: UPath) -> TableRef:
        return TableRef.of(str(path), self.storage_options())

    def _load(self, stem: UPath, as_ref: bool = False) -> Any:
        path = self._path(stem)
        if as_ref and path.name.endswith(TABLE_SUFFIX):
            return self.table_ref(path)
        with path.open("rb") as f:
            if path.name.endswith(TABLE_SUFFIX):
                return read_records(f)
            return pickle.load(f)

    def load_input(self, context: dg.InputContext) -> Any:
        key = context.asset_key
        as_ref = _wants_ref(context)
        if not context.has_asset_partitions:
            return self._load(self._stem(key, None), as_ref)
        keys = context.asset_partition_keys
        if len(keys) == 1:
            return self._load(self._stem(key, keys[0]), as_ref)
        return {k: self._load(self._stem(key, k), as_ref) for k in keys}
