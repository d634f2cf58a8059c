"""Measuring what the validator and the store produced: evaluation metrics, the golden set,
Great Expectations suites and the tables they run on, and the reports and summaries the CLI and
the asset checks print."""
