"""`kg-pipeline`: the same core code the assets run, outside Dagster.

Each subcommand lives in its own module exposing `register(subparsers)`; add new ones to
`SUBCOMMAND_MODULES`.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Sequence

from kg_pipeline.core.errors import KgPipelineError

SUBCOMMAND_MODULES: tuple[str, ...] = (
    "kg_pipeline.cli.validate",
    "kg_pipeline.cli.review",
    "kg_pipeline.cli.extract",
    "kg_pipeline.cli.claims",
    "kg_pipeline.cli.llm",
    "kg_pipeline.cli.verifier",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kg-pipeline",
        description="Validate candidate knowledge-graph triples against their source text.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True)
    for module_name in SUBCOMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Exit 0 on success, 2 on input the pipeline can explain (the message names file, line and
    problem; nothing has been written), 1 for anything else."""
    parser = build_parser()
    args = parser.parse_args(argv)
    _warnings_to_stderr()
    try:
        return int(args.func(args) or 0)
    except KgPipelineError as exc:
        # One exit code and one message style for every error the pipeline can explain.
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        # An output that cannot be written (a folder in the way, no permission, a full disk).
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"error: {where}{exc.strerror or exc}", file=sys.stderr)
        return 2


def _warnings_to_stderr() -> None:
    """Warnings the core logs (a vocabulary predicate without a template) reach the user as one
    plain line each, on stderr, without a logger prefix."""
    root = logging.getLogger("kg_pipeline")
    if not any(isinstance(h, _StderrHandler) for h in root.handlers):
        handler = _StderrHandler(logging.WARNING)
        handler.setFormatter(logging.Formatter("%(message)s"))
        root.addHandler(handler)


class _StderrHandler(logging.Handler):
    """Writes to whatever `sys.stderr` is when a record is emitted (tests swap it)."""

    def emit(self, record: logging.LogRecord) -> None:
        print(self.format(record), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
