"""A reader trial's kept out-of-fold scores (`benchmarks/runs/*/fold-K/oof_scores.jsonl.gz`), read
one way for the pilot gate and the by-kind table, so that both judge the same rows."""

from __future__ import annotations

import gzip
import json
from typing import Any

Row = dict[str, Any]

SHIPPED_FOLD1 = "benchmarks/runs/reader_trial20/fold-1/oof_scores.jsonl.gz"
"""The shipped recipe's fold 1: what every pilot gate compares a trial with."""


def fold1(run: str) -> str:
    """The kept fold-1 scores of the run in `benchmarks/runs/<run>/`."""
    return f"benchmarks/runs/{run}/fold-1/oof_scores.jsonl.gz"


def load(path: str) -> list[Row]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def redocred(rows: list[Row]) -> list[Row]:
    return [r for r in rows if r["doc_id"].startswith("redocred")]


def contrast(rows: list[Row]) -> list[Row]:
    return [r for r in rows if r["doc_id"].startswith("contrast")]
