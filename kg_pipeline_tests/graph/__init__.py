"""Whole-graph materialisations: assets and checks run through Dagster."""
