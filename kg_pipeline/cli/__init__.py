"""`kg-pipeline`: the same core code the assets run, outside Dagster.

Each subcommand lives in its own module exposing `register(subparsers)`; add new ones to
`SUBCOMMAND_MODULES`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from kg_pipeline.core.errors import KgPipelineError

SUBCOMMAND_MODULES: tuple[str, ...] = (
    "kg_pipeline.cli.validate",
    "kg_pipeline.cli.review",
    "kg_pipeline.cli.extract",
    "kg_pipeline.cli.claims",
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
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KgPipelineError as exc:
        # One exit code and one message style for every error the pipeline can explain.
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
