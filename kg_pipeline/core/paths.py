"""Paths to the files that ship with the package (the demo corpus and its vocabulary)."""

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent
DEMO_DIR = PACKAGE_DIR / "demo"
DEMO_INBOX = DEMO_DIR / "inbox"
DEMO_VOCABULARY = DEMO_DIR / "vocabulary.json"
DEMO_GOLDEN_SET = DEMO_DIR / "golden_set"
