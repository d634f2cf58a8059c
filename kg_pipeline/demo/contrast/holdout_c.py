# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The contrast set's `holdout` split, third batch (contrast-holdout-41 on): written on
2026-12-05 by a fourth author, who had read neither the validator's rules nor the other batches,
and committed before any rule was measured on it. Kept blind for the rules that mend what the
second batch found (docs/validation.md, "Hearsay idioms")."""

from __future__ import annotations

from kg_pipeline.demo.contrast.record import Doc

# fmt: off
HOLDOUT_C: list[Doc] = [
]
# fmt: on
