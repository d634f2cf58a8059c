"""Working the review queue from the command line, against a real SQLite graph."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg_pipeline.cli import main
from kg_pipeline.core.models import Candidate, Decision, Document
from kg_pipeline.core.store import GraphStore
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary

VOCAB = parse_vocabulary({"p": {"label": "acquired", "template": "{s} acquired {o}"}})


def test_list_accept_and_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    doc = Document(doc_id="d", text="Aster may acquire Beacon. Aster acquired Cobalt.")
    cands = [
        Candidate(candidate_id=cid, doc_id="d", subject="Aster", predicate="acquired", object=o)
        for cid, o in (("maybe", "Beacon"), ("sure", "Cobalt"))
    ]
    verdicts = Validator(VOCAB).validate([doc], cands)
    assert [v.decision for v in verdicts] == [Decision.REVIEW, Decision.ACCEPT]
    store = GraphStore(url)
    store.create_schema()
    store.publish_partition("2024-06-11", [doc], verdicts)

    assert main(["review", "--database-url", url, "list"]) == 0
    listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["candidate_id"] for r in listed] == ["maybe"]
    assert "SPECULATIVE" in listed[0]["reasons"]

    assert main(["review", "--database-url", url, "accept", "maybe", "--reviewer", "ana",
                 "--reason", "press release confirms"]) == 0  # fmt: skip
    decided = json.loads(capsys.readouterr().out)
    assert decided["reviewer"] == "ana" and decided["decision"] == "ACCEPT"
    assert main(["review", "--database-url", url, "list"]) == 0
    assert capsys.readouterr().out == ""
    assert main(["review", "--database-url", url, "reject", "ghost", "--reason", "x"]) == 2

    assert main(["summary", "--database-url", url, "--partition", "2024-06-11"]) == 0
    out = capsys.readouterr().out
    assert "candidates: 2" in out and "1/1 evidence spans verbatim" in out
