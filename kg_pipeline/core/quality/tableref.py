"""A handle on a stored record table: where its Parquet file is and what it holds, not its rows.

Why: a partition's candidates and verdicts do not have to fit in memory to be validated, checked
or stored. A step that is handed a `TableRef` reads the file one row group at a time
(`iter_records`, `iter_batches`) or only the columns it needs (`columns`), from a local folder
or an object store alike (fsspec/universal-pathlib, with the store's options).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import IO, Any

import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import BaseModel, ConfigDict, Field
from upath import UPath

from kg_pipeline.core.quality.parquet import MODELS, model_of, spec_for


class TableRef(BaseModel):
    """One Parquet record table (`url` + fsspec `storage_options`), its model and row count."""

    model_config = ConfigDict(frozen=True)

    url: str
    storage_options: dict[str, Any] = Field(default_factory=dict, repr=False)
    """fsspec options (S3 endpoint, credentials): kept out of the repr, it may hold a secret."""
    model: str
    """The record model's name (`Candidate`, `Verdict`, ...), as the file's metadata says."""
    rows: int

    @classmethod
    def of(cls, url: str, storage_options: dict[str, Any] | None = None) -> TableRef:
        """A handle on an existing file: its footer gives the model and the row count."""
        options = dict(storage_options or {})
        with UPath(url, **options).open("rb") as f:
            parquet = pq.ParquetFile(f)
            model = model_of(parquet.schema_arrow).__name__
            rows = parquet.metadata.num_rows
        return cls(url=url, storage_options=options, model=model, rows=rows)

    @property
    def path(self) -> UPath:
        path: UPath = UPath(self.url, **self.storage_options)
        return path

    @property
    def record_model(self) -> type[BaseModel]:
        return MODELS[self.model]

    def open(self) -> IO[bytes]:
        return self.path.open("rb")

    def __len__(self) -> int:
        return self.rows

    def row_groups(self) -> int:
        with self.open() as f:
            return int(pq.ParquetFile(f).metadata.num_row_groups)

    def iter_batches(self, columns: Sequence[str] | None = None) -> Iterator[pa.Table]:
        """The table one row group at a time (all columns, or only `columns`)."""
        cols = list(columns) if columns is not None else None
        with self.open() as f:
            parquet = pq.ParquetFile(f)
            for i in range(parquet.metadata.num_row_groups):
                yield parquet.read_row_group(i, columns=cols)

    def iter_records(self) -> Iterator[Any]:
        """The records, built one row group at a time (memory follows the largest group)."""
        yield from spec_for(self.record_model).iter_batches(self.iter_batches())

    def read_records(self) -> list[Any]:
        """Every record in one list: only for consumers that need the whole table at once."""
        return list(self.iter_records())

    def columns(self, names: Sequence[str]) -> pa.Table:
        """Only some columns, for checks that need no record (ids, decisions, modes)."""
        with self.open() as f:
            return pq.read_table(f, columns=list(names))

    def head(self, n: int) -> list[Any]:
        """The first `n` records (metadata samples), reading no more row groups than needed."""
        out: list[Any] = []
        spec = spec_for(self.record_model)
        for batch in self.iter_batches():
            out.extend(spec.iter_batches([batch.slice(0, n - len(out))]))
            if len(out) >= n:
                break
        return out
