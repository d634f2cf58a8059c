"""Output for people: pluralised counts, plain-text tables, rounded rates, and a progress bar
that shows on a terminal only (CI logs and pipes stay clean)."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, TypeVar

from tqdm import tqdm

T = TypeVar("T")

DASH = "–"


def plural(n: int, noun: str, plural_form: str | None = None) -> str:
    """`1 candidate`, `2 candidates`, `0 candidates`."""
    return f"{n:,} {noun if n == 1 else (plural_form or noun + 's')}"


def rate(value: float | None, digits: int = 3) -> str:
    """A rate for display: rounded, and a dash when undefined (no denominator)."""
    return DASH if value is None else f"{value:.{digits}f}"


def count(value: Any) -> str:
    """A count for display: always an integer, with thousands separators."""
    return f"{int(value):,}"


def progress(
    items: Iterable[T], *, total: int | None = None, desc: str = "", unit: str = "it"
) -> Iterator[T]:
    """`items`, with a progress bar on stderr when stderr is a terminal; silent otherwise (CI
    logs, pipes), and cleared when done so the summary line stands alone."""
    show = sys.stderr.isatty()
    yield from tqdm(
        items, total=total, desc=desc, unit=unit, file=sys.stderr, disable=not show, leave=False
    )


def table(headers: Sequence[str], rows: Sequence[Sequence[str]], *, left: int = 1) -> str:
    """Columns padded to width; the first `left` columns left-aligned, the rest right-aligned."""
    widths = [max(len(str(r[i])) for r in [headers, *rows]) for i in range(len(headers))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(
            str(c).ljust(w) if i < left else str(c).rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(headers), rule, *(line(r) for r in rows)])
