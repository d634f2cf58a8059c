"""Tests that need a PostgreSQL server (KG_TEST_PG_URL); `pytest -m "not postgres"` skips them."""
