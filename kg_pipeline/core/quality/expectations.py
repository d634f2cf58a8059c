"""Great Expectations 1.x suites on the candidate, pruned, rejected and review tables.

dagster-ge pins GX below 1.0, so this is the small wrapper it would have been: an ephemeral
context, a pandas data source with one whole-dataframe batch, a suite, a validation definition.
Suites are declared as plain data (`Expect`) and GX is imported only when one runs, because
importing it takes seconds and most code paths never need it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from kg_pipeline.core.models import Decision, Reason

_REASON = "|".join(re.escape(r.value) for r in Reason)
REASONS_PATTERN = rf"^(?:(?:{_REASON})(?:\|(?:{_REASON}))*)?$"
"""Empty, or `|`-joined codes each of which is a `Reason`."""


@dataclass(frozen=True)
class Expect:
    """One expectation: a GX expectation class name and its arguments."""

    type: str
    kwargs: dict[str, Any]
    note: str = ""
    only_where: tuple[str, Any] | None = None
    """(column, value): apply only to rows where the column equals the value."""

    def describe(self) -> str:
        args = ", ".join(
            f"{k}={'<Reason codes>' if v == REASONS_PATTERN else repr(v)}"
            for k, v in self.kwargs.items()
        )
        where = f" where {self.only_where[0]} == {self.only_where[1]!r}" if self.only_where else ""
        return f"{self.type}({args}){where}"


@dataclass
class Failure:
    expectation: str
    note: str
    unexpected_count: int | None = None
    unexpected_percent: float | None = None
    sample: list[str] = field(default_factory=list)
    error: str | None = None


@dataclass
class SuiteResult:
    suite: str
    rows: int
    evaluated: int
    failures: list[Failure]

    @property
    def success(self) -> bool:
        return not self.failures

    def markdown(self) -> str:
        if not self.failures:
            return f"all {self.evaluated} expectations met on {self.rows} rows"
        lines = ["| expectation | why | unexpected | sample |", "|---|---|---:|---|"]
        for f in self.failures:
            count = f.error or (
                f"{f.unexpected_count} ({f.unexpected_percent:.1f}%)"
                if f.unexpected_count is not None and f.unexpected_percent is not None
                else "?"
            )
            sample = ", ".join(f.sample)[:160].replace("|", "\\|")
            expectation = f.expectation.replace("|", "\\|")
            lines.append(f"| `{expectation}` | {f.note} | {count} | {sample} |")
        return "\n".join(lines)


def _not_null(column: str, note: str, only_where: tuple[str, Any] | None = None) -> Expect:
    return Expect("ExpectColumnValuesToNotBeNull", {"column": column}, note, only_where)


def candidate_suite() -> list[Expect]:
    """What validation may assume about its input."""
    return [
        _not_null("candidate_id", "every candidate is addressable"),
        Expect(
            "ExpectColumnValuesToBeUnique",
            {"column": "candidate_id"},
            "the ledger is keyed by (partition, candidate_id)",
        ),
        _not_null("doc_id", "every candidate names its document"),
        *[_not_null(c, "non-null endpoint") for c in ("subject", "predicate", "object")],
    ]


def verdict_suite(decision: Decision) -> list[Expect]:
    """One table per decision: the accepted edges, the ledger or the review queue."""
    # A record rejected as unusable (MALFORMED, EMPTY_ENDPOINT) may lack endpoints.
    endpoints_required = ("input_rejected", False) if decision == Decision.REJECT else None
    suite = [
        _not_null("candidate_id", "every verdict is addressable"),
        Expect("ExpectColumnValuesToBeUnique", {"column": "candidate_id"}, "one verdict each"),
        _not_null("doc_id", "every verdict names its document"),
        *[
            _not_null(c, "non-null endpoint", endpoints_required)
            for c in ("subject", "predicate", "object")
        ],
        Expect(
            "ExpectColumnValuesToBeInSet",
            {"column": "decision", "value_set": [decision.value]},
            f"Decision enum; this table holds {decision.value} only",
        ),
        Expect(
            "ExpectColumnValuesToMatchRegex",
            {"column": "reasons", "regex": REASONS_PATTERN},
            "every reason code is a Reason",
        ),
        _not_null("confidence", "confidence is set"),
        Expect(
            "ExpectColumnValuesToBeBetween",
            {"column": "confidence", "min_value": 0.0, "max_value": 1.0},
            "confidence within 0..1",
        ),
        Expect(
            "ExpectColumnValuesToBeBetween",
            {"column": "evidence_start", "min_value": 0},
            "offsets within the document",
        ),
        Expect(
            "ExpectColumnPairValuesAToBeGreaterThanB",
            {
                "column_A": "evidence_end",
                "column_B": "evidence_start",
                "or_equal": False,
                "ignore_row_if": "either_value_is_missing",
            },
            "a span has at least one character",
        ),
        Expect(
            "ExpectColumnPairValuesAToBeGreaterThanB",
            {
                "column_A": "doc_length",
                "column_B": "evidence_end",
                "or_equal": True,
                "ignore_row_if": "either_value_is_missing",
            },
            "offsets within the document",
        ),
    ]
    if decision == Decision.ACCEPT:
        suite += [
            _not_null("subject_entity_id", "a published edge needs both nodes"),
            _not_null("object_entity_id", "a published edge needs both nodes"),
            _not_null("evidence_span", "every accepted edge has evidence"),
            _not_null("evidence_start", "every accepted edge has offsets"),
            _not_null("evidence_end", "every accepted edge has offsets"),
            _not_null("doc_length", "every accepted edge's document is known"),
        ]
    else:
        suite.append(
            Expect(
                "ExpectColumnValuesToBeBetween",
                {"column": "n_reasons", "min_value": 1},
                f"a {decision.value} always says why",
            )
        )
    return suite


def _context() -> Any:
    import great_expectations as gx
    from great_expectations.data_context.types.base import (
        DataContextConfig,
        InMemoryStoreBackendDefaults,
        ProgressBarsConfig,
    )

    config = DataContextConfig(
        store_backend_defaults=InMemoryStoreBackendDefaults(),
        analytics_enabled=False,
        progress_bars=ProgressBarsConfig(globally=False),
    )
    return gx.get_context(mode="ephemeral", project_config=config)


def _sample(values: Any, limit: int = 5) -> list[str]:
    out = []
    for value in list(values or [])[:limit]:
        if isinstance(value, tuple):
            value = tuple(v.item() if hasattr(v, "item") else v for v in value)
        elif hasattr(value, "item"):
            value = value.item()
        out.append(repr(value))
    return out


def run_suite(name: str, frame: pd.DataFrame, expectations: list[Expect]) -> SuiteResult:
    """Validate a dataframe against a suite in a fresh ephemeral context; list what failed."""
    import great_expectations as gx
    import great_expectations.expectations as gxe
    from great_expectations.expectations.row_conditions import Column

    context = _context()
    batch = (
        context.data_sources.add_pandas(name=f"{name}_source")
        .add_dataframe_asset(name=name)
        .add_batch_definition_whole_dataframe(f"{name}_whole")
    )
    suite = gx.ExpectationSuite(name=f"{name}_suite")
    for spec in expectations:
        kwargs = dict(spec.kwargs)
        if spec.only_where:
            column, value = spec.only_where
            kwargs["row_condition"] = Column(column) == value
        suite.add_expectation(getattr(gxe, spec.type)(**kwargs))
    suite = context.suites.add(suite)
    definition = context.validation_definitions.add(
        gx.ValidationDefinition(name=f"{name}_validation", data=batch, suite=suite)
    )
    result = definition.run(batch_parameters={"dataframe": frame}, result_format="SUMMARY")
    failures: list[Failure] = []
    for r in result.results:
        if r.success:
            continue
        declared = _match(r.expectation_config, expectations)
        info = r.exception_info or {}
        error = info.get("exception_message") if info.get("raised_exception") else None
        res = r.result or {}
        failures.append(
            Failure(
                expectation=(declared.describe() if declared else str(r.expectation_config.type)),
                note=declared.note if declared else "",
                unexpected_count=res.get("unexpected_count"),
                unexpected_percent=res.get("unexpected_percent"),
                sample=_sample(res.get("partial_unexpected_list")),
                error=error,
            )
        )
    return SuiteResult(
        suite=name, rows=len(frame), evaluated=len(result.results), failures=failures
    )


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _match(config: Any, expectations: list[Expect]) -> Expect | None:
    """The declared expectation a GX result belongs to (same type and same arguments)."""
    kwargs = {k: v for k, v in dict(config.kwargs).items() if k != "batch_id"}
    for spec in expectations:
        if _snake(spec.type) != config.type:
            continue
        if all(kwargs.get(k) == v for k, v in spec.kwargs.items()):
            return spec
    return None
