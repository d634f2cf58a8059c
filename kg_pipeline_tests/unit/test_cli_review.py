"""Working the review queue and reading a partition from the command line, against a real
SQLite graph."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kg_pipeline.cli import main
from kg_pipeline.core.models import Candidate, Decision, Document
from kg_pipeline.core.store import GraphStore, apply_review_decisions
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import parse_vocabulary

VOCAB = parse_vocabulary({"p": {"label": "acquired", "template": "{s} acquired {o}"}})
P = "2024-06-11"
LONG = " ".join(["The board met for a long time and discussed many other matters."] * 3)
DOC = Document(
    doc_id="d",
    text=f"Aster may acquire Beacon. Aster acquired Cobalt. {LONG} Aster bought shares of "
    f"Dune, people said, {LONG}",
)
CANDIDATES = {"maybe": "Beacon", "sure": "Cobalt", "weak": "Dune", "ghost": "Nowhere"}


def verdicts(store: GraphStore | None = None) -> list:
    cands = [
        Candidate(candidate_id=cid, doc_id="d", subject="Aster", predicate="acquired", object=o)
        for cid, o in CANDIDATES.items()
    ]
    out = Validator(VOCAB).validate([DOC], cands)
    return apply_review_decisions(out, store.reviewer_decisions()) if store else out


@pytest.fixture
def url(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    store = GraphStore(url)
    store.create_schema()
    found = {v.candidate_id: v.decision for v in verdicts()}
    assert found == {"maybe": Decision.REVIEW, "sure": Decision.ACCEPT,
                     "weak": Decision.REVIEW, "ghost": Decision.REJECT}  # fmt: skip
    store.publish_partition(P, [DOC], verdicts())
    store.dispose()
    return url


def test_list_prints_a_table_with_counts_filters_and_json(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", "--database-url", url, "list"]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().endswith("showing 2 of 2 open items")
    assert "maybe" in out and "weak" in out and "SPECULATIVE" in out
    assert not re.search(r"\d\.\d{4,}", out)  # confidences rounded for display
    weak_line = next(line for line in out.splitlines() if " weak " in line)
    assert "Aster bought shares of Dune" in weak_line and weak_line.rstrip().endswith("…")

    assert main(["review", "--database-url", url, "list", "--limit", "1"]) == 0
    assert "showing 1 of 2 open items (--limit 0 shows all)" in capsys.readouterr().out
    assert main(["review", "--database-url", url, "list", "--reason", "SPECULATIVE"]) == 0
    out = capsys.readouterr().out
    assert "maybe" in out and "weak" not in out and "showing 1 of 1 open item" in out
    assert main(["review", "--database-url", url, "list", "--predicate", "founded by"]) == 0
    assert capsys.readouterr().out.strip() == "showing 0 of 0 open items"
    assert main(["review", "--database-url", url, "list", "--partition", "2024-06-12"]) == 0
    assert "showing 0 of 0" in capsys.readouterr().out

    assert main(["review", "--database-url", url, "list", "--json"]) == 0
    captured = capsys.readouterr()
    records = [json.loads(line) for line in captured.out.splitlines()]
    assert {r["candidate_id"] for r in records} == {"maybe", "weak"}
    weak = next(r for r in records if r["candidate_id"] == "weak")
    assert len(weak["evidence_span"]) > 60 and isinstance(weak["stages"], list)  # whole here
    assert isinstance(weak["confidence"], float) and weak["raw_candidate"]["object"] == "Dune"
    assert "showing 2 of 2 open items" in captured.err

    assert main(["review", "--database-url", url, "list", "--partition", "yesterday"]) == 2
    assert "not a date" in capsys.readouterr().err


def test_accept_twice_keeps_the_history_and_says_what_to_run(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["review", "--database-url", url]
    assert main([*base, "reject", "maybe", "--reviewer", "bo", "--reason", "only a plan"]) == 0
    first = capsys.readouterr().out
    assert "recorded REJECT of maybe in partition 2024-06-11 by bo" in first
    assert "dagster asset materialize" in first and f"--partition {P}" in first
    assert main([*base, "accept", "maybe", "--reviewer", "ana", "--reason", "filing"]) == 0
    second = capsys.readouterr().out
    assert re.search(r"it follows decision #\d+: REJECT by bo", second)
    assert main([*base, "list"]) == 0
    assert "showing 1 of 1 open item" in capsys.readouterr().out
    assert main([*base, "list", "--status", "pending"]) == 0
    assert "maybe" in capsys.readouterr().out

    store = GraphStore(url)
    assert [d.decision for d in store.decision_history("maybe")] == [
        Decision.REJECT,
        Decision.ACCEPT,
    ]
    assert main(["summary", "--database-url", url, "--partition", P]) == 0
    summary = capsys.readouterr().out
    assert "open review items:              1" in summary
    assert "decisions pending publication:  1 (1 on review items, 0 overturned" in summary
    store.publish_partition(P, [DOC], verdicts(store))  # the next run honours ana's ACCEPT
    assert main(["summary", "--database-url", url, "--partition", P]) == 0
    summary = capsys.readouterr().out
    assert "decisions pending publication:  0" in summary and "accepted:   2" in summary
    store.dispose()

    assert main([*base, "reject", "ghost-ly", "--reason", "x"]) == 2
    assert "not in the review queue" in capsys.readouterr().err


def test_accept_of_a_rejected_edge_overturns_it_unless_it_cannot_be_published(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["review", "--database-url", url]
    assert main([*base, "reject", "weak", "--reviewer", "bo", "--reason", "shares only"]) == 0
    store = GraphStore(url)
    store.publish_partition(P, [DOC], verdicts(store))  # weak moves to the ledger
    capsys.readouterr()
    assert main([*base, "accept", "weak", "--reviewer", "ana", "--reason", "majority"]) == 0
    out = capsys.readouterr().out
    assert "overturns its rejection" in out and "follows decision" in out
    assert {v.candidate_id: v.decision for v in verdicts(store)}["weak"] == Decision.ACCEPT

    before = len(store.decision_history("ghost"))
    assert main([*base, "accept", "ghost", "--reviewer", "ana", "--reason", "trust me"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot accept 'ghost'") and "no evidence span" in err
    assert len(store.decision_history("ghost")) == before
    store.dispose()


def test_summary_names_its_sources_and_refuses_what_it_cannot_read(
    url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    monkeypatch.delenv("KG_DATABASE_URL", raising=False)
    assert main(["summary", "--database-url", url, "--partition", P]) == 0
    out = capsys.readouterr().out
    assert "candidates: 4" in out and "1/1 evidence spans verbatim" in out
    assert f"database:   {url}" in out
    assert "dagster:    DAGSTER_HOME not set" in out
    assert "chunks:     unknown (DAGSTER_HOME not set)" in out
    assert "generated claims audited: unknown (DAGSTER_HOME not set)" in out

    home = tmp_path / "dagster_home"
    home.mkdir()
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    assert main(["summary", "--database-url", url, "--partition", P]) == 0
    out = capsys.readouterr().out
    assert f"dagster:    {home}" in out and f"not recorded in {home}" in out

    for bad in ("yesterday", "2024-13-01", "2024-6-1", "2024-06-11; DROP TABLE runs"):
        assert main(["summary", "--database-url", url, "--partition", bad]) == 2
        assert "not a date" in capsys.readouterr().err

    missing = tmp_path / "elsewhere" / "graph.sqlite"
    for args in (
        ["summary", "--database-url", f"sqlite:///{missing}", "--partition", P],
        ["summary", "--data-dir", str(missing.parent), "--partition", P],
        ["review", "--database-url", f"sqlite:///{missing}", "list"],
    ):
        assert main(args) == 2
        err = capsys.readouterr().err
        assert str(missing) in err and "no graph store" in err
    assert not missing.parent.exists()  # reading never creates a store (nor its folder)

    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    assert main(["summary", "--database-url", f"sqlite:///{empty}", "--partition", P]) == 2
    assert "holds no kg_pipeline graph" in capsys.readouterr().err

    assert main(["summary", "--database-url", url, "--partition", "2024-06-12"]) == 0
    assert "nothing published yet" in capsys.readouterr().out
