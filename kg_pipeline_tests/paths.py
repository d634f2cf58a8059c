"""Where the tests find the repository, its fixtures and the shared data beside the checkout."""

from pathlib import Path

TESTS_DIR = Path(__file__).resolve().parent
REPO = TESTS_DIR.parent
FIXTURES = TESTS_DIR / "fixtures"
SHARED_DATA = REPO.parent / "shared" / "data"
REDOCRED = SHARED_DATA / "redocred_triples"
