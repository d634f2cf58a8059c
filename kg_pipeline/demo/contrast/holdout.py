# ruff: noqa: E501  (hand-written sentences stay one per line)
"""The contrast set's `holdout` split: documents written on 2026-12-05 by an author who had not
read the validator's rules, word lists or phrasings, and committed before any rule was measured
on them. Nobody tunes on them (README.md beside this file)."""

from __future__ import annotations

from kg_pipeline.demo.contrast.record import Doc

# fmt: off
HOLDOUT: list[Doc] = [
]
# fmt: on
