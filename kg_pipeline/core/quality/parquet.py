"""Record tables (documents, chunks, candidates, verdicts) as Parquet, written row group by row
group so a partition never has to be held in memory to be stored.

A record model maps to one Arrow schema: scalar fields (strings, enums, numbers, booleans,
times) get typed columns the checks can read as columns; nested fields (stages, features, the
raw candidate, lists) are JSON strings; the extra fields of a model that keeps them go to one
JSON column. The model's name is written into the file's schema metadata, so a reader knows what
it holds. Encoding is deterministic: the same records give the same bytes, whatever process
encoded them, which is what lets sharded validation write files identical to one process.
"""

from __future__ import annotations

import enum
import json
import types
import typing
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import IO, Any, Generic, TypeVar

import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import BaseModel
from pydantic_core import to_jsonable_python

from kg_pipeline.core.errors import KgPipelineError
from kg_pipeline.core.models import Candidate, Chunk, Decision, Document, Verdict

MODEL_KEY = b"kg_pipeline.model"
EXTRA_COLUMN = "__extra__"
COMPRESSION = "zstd"
ROW_GROUP_SIZE = 20_000
"""Rows per row group when a whole table is written at once (streams write one per batch)."""

MODELS: dict[str, type[BaseModel]] = {m.__name__: m for m in (Document, Chunk, Candidate, Verdict)}
"""The record types stored as tables; any other value is not a table."""

M = TypeVar("M", bound=BaseModel)


class TableFormatError(KgPipelineError):
    """A Parquet file that does not hold the record table it was expected to."""


class _Kind(enum.Enum):
    STRING = "string"
    INT = "int"
    FLOAT = "float"
    BOOL = "bool"
    TIME = "time"
    JSON = "json"


_ARROW: dict[_Kind, pa.DataType] = {
    _Kind.STRING: pa.string(),
    _Kind.INT: pa.int64(),
    _Kind.FLOAT: pa.float64(),
    _Kind.BOOL: pa.bool_(),
    _Kind.TIME: pa.timestamp("us", tz="UTC"),
    _Kind.JSON: pa.string(),
}


def _kind(annotation: Any) -> _Kind:
    """The column kind of a field: its type without `None`, if that is one scalar type."""
    args = typing.get_args(annotation)
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1:
            return _Kind.JSON
        annotation = rest[0]
    if isinstance(annotation, type):
        if issubclass(annotation, bool):
            return _Kind.BOOL
        if issubclass(annotation, str):  # str and StrEnum
            return _Kind.STRING
        if issubclass(annotation, int):
            return _Kind.INT
        if issubclass(annotation, float):
            return _Kind.FLOAT
        if issubclass(annotation, datetime):
            return _Kind.TIME
    return _Kind.JSON


@dataclass(frozen=True)
class TableSpec(Generic[M]):
    """How one record model is laid out as columns."""

    model: type[M]
    columns: tuple[tuple[str, _Kind], ...]
    keeps_extra: bool
    schema: pa.Schema

    @classmethod
    def of(cls, model: type[M]) -> TableSpec[M]:
        hints = typing.get_type_hints(model)
        columns = tuple((name, _kind(hints[name])) for name in model.model_fields)
        keeps_extra = model.model_config.get("extra") == "allow"
        fields = [pa.field(name, _ARROW[kind]) for name, kind in columns]
        if keeps_extra:
            fields.append(pa.field(EXTRA_COLUMN, pa.string()))
        schema = pa.schema(fields, metadata={MODEL_KEY: model.__name__.encode()})
        return cls(model, columns, keeps_extra, schema)

    # -- records to columns ----------------------------------------------------------------
    def to_table(self, records: Sequence[M]) -> pa.Table:
        arrays: list[pa.Array] = []
        for name, kind in self.columns:
            values = [getattr(r, name) for r in records]
            arrays.append(pa.array(_encode_column(values, kind), type=_ARROW[kind]))
        if self.keeps_extra:
            arrays.append(
                pa.array([_json(r.model_extra) if r.model_extra else None for r in records])
            )
        return pa.Table.from_arrays(arrays, schema=self.schema)

    # -- columns to records ----------------------------------------------------------------
    def from_table(self, table: pa.Table) -> list[M]:
        return list(self.iter_batches([table]))

    def iter_batches(self, batches: Iterable[pa.Table | pa.RecordBatch]) -> Iterator[M]:
        kinds = dict(self.columns)
        for batch in batches:
            for row in batch.to_pylist():
                extra = row.pop(EXTRA_COLUMN, None)
                data = {
                    k: json.loads(v) if kinds.get(k) is _Kind.JSON and v is not None else v
                    for k, v in row.items()
                }
                if extra:
                    data.update(json.loads(extra))
                yield self.model.model_validate(data)


def _json(value: Any) -> str:
    return json.dumps(to_jsonable_python(value), ensure_ascii=False, separators=(",", ":"))


def _encode_column(values: list[Any], kind: _Kind) -> list[Any]:
    if kind is _Kind.JSON:
        return [None if v is None else _json(v) for v in values]
    if kind is _Kind.STRING:
        return [v.value if isinstance(v, enum.Enum) else v for v in values]
    return values


_SPECS: dict[type[BaseModel], TableSpec[Any]] = {}


def spec_for(model: type[M]) -> TableSpec[M]:
    found = _SPECS.get(model)
    if found is None:
        found = _SPECS[model] = TableSpec.of(model)
    return found


def model_of(schema: pa.Schema) -> type[BaseModel]:
    """The record model a file was written from (its schema metadata names it)."""
    name = (schema.metadata or {}).get(MODEL_KEY, b"").decode()
    if name not in MODELS:
        raise TableFormatError(f"not a kg_pipeline record table (model {name!r})")
    return MODELS[name]


def table_model(records: Sequence[Any]) -> type[BaseModel] | None:
    """The record model of a list of records, if it is one of the stored tables' models."""
    if not isinstance(records, list) or not records:
        return None
    model = type(records[0])
    if model.__name__ not in MODELS or MODELS[model.__name__] is not model:
        return None
    return model if all(type(r) is model for r in records) else None


class TableWriter:
    """Appends record batches to one Parquet file, one row group per `write` call.

    Row groups follow the calls, so equal sequences of batches give equal files."""

    def __init__(self, sink: str | IO[bytes], model: type[BaseModel]) -> None:
        self.spec = spec_for(model)
        self.rows = 0
        self._writer = pq.ParquetWriter(sink, self.spec.schema, compression=COMPRESSION)

    def write(self, records: Sequence[BaseModel]) -> None:
        if records:
            self.write_table(self.spec.to_table(records))

    def write_table(self, table: pa.Table) -> None:
        if table.num_rows:
            self._writer.write_table(table, row_group_size=max(table.num_rows, 1))
            self.rows += table.num_rows

    def close(self) -> None:
        self._writer.close()

    def __enter__(self) -> TableWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def write_records(sink: str | IO[bytes], records: Sequence[BaseModel], model: type[M]) -> int:
    """A whole list as one file, in row groups of `ROW_GROUP_SIZE`; returns the row count."""
    with TableWriter(sink, model) as writer:
        for start in range(0, len(records), ROW_GROUP_SIZE):
            writer.write(records[start : start + ROW_GROUP_SIZE])
        return writer.rows


def iter_records(source: str | IO[bytes]) -> Iterator[BaseModel]:
    """The records of a file, one row group at a time (memory follows the largest group)."""
    parquet = pq.ParquetFile(source)
    spec = spec_for(model_of(parquet.schema_arrow))
    yield from spec.iter_batches(
        parquet.read_row_group(i) for i in range(parquet.metadata.num_row_groups)
    )


def read_records(source: str | IO[bytes]) -> list[BaseModel]:
    return list(iter_records(source))


def read_columns(source: str | IO[bytes], columns: Sequence[str]) -> pa.Table:
    """Only some columns, for checks that need no record (ids, decisions, offsets)."""
    return pq.read_table(source, columns=list(columns))


def verdict_tables(verdicts: list[Verdict]) -> dict[str, pa.Table]:
    """A batch's verdicts as one Arrow table per decision (a streaming encoder: workers run it,
    so what crosses back to the parent is columnar buffers, not Python objects)."""
    spec = spec_for(Verdict)
    by: dict[str, list[Verdict]] = {d.value: [] for d in Decision}
    for v in verdicts:
        by[v.decision.value].append(v)
    return {d: spec.to_table(vs) for d, vs in by.items()}


class VerdictSink:
    """The three verdict files of a partition (accepted, rejected, review), appended to batch
    by batch: one row group per batch and decision."""

    def __init__(self, sinks: dict[Decision, str | IO[bytes]]) -> None:
        self.writers = {d.value: TableWriter(sinks[d], Verdict) for d in Decision}

    def write(self, tables: dict[str, pa.Table]) -> None:
        for decision, table in tables.items():
            self.writers[decision].write_table(table)

    def rows(self) -> dict[str, int]:
        return {d: w.rows for d, w in self.writers.items()}

    def close(self) -> None:
        for writer in self.writers.values():
            writer.close()

    def __enter__(self) -> VerdictSink:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
