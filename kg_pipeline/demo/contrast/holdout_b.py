# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The contrast set's `holdout` split, second batch (contrast-holdout-21 on): written on
2026-12-05 by a third author, who had read neither the validator's rules nor the first batch,
after the first batch had been measured; committed before any rule was measured on it."""

from __future__ import annotations

from kg_pipeline.demo.contrast.record import Doc

# fmt: off
HOLDOUT_B: list[Doc] = [
]
# fmt: on
