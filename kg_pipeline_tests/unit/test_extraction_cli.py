"""`kg-pipeline extract` and `kg-pipeline import`, end to end against the loopback server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg_pipeline.cli import main
from kg_pipeline.core.inputs.io import read_candidates_jsonl
from kg_pipeline_tests.fake_openai_server import (
    FakeOpenAIServer,
    ScriptedReply,
    fenced,
    relationships_json,
)
from kg_pipeline_tests.paths import FIXTURES as TEST_FIXTURES

FIXTURES = TEST_FIXTURES / "extraction"
VOCAB = {
    "entity_types": ["ORG", "LOC", "PER"],
    "predicates": {
        "acq": {"label": "acquired", "template": "{s} acquired {o}", "type_pairs": ["ORG-ORG"]},
        "hq": {"label": "headquarters location", "template": "{s} is based in {o}"},
    },
}
DOCS = [
    {"doc_id": "aster", "text": "Aster-Nova Ltd acquired Beacon Corp in 2019."},
    {"doc_id": "beacon", "text": "Beacon Corp is based in Oslo."},
    {"doc_id": "broken", "text": "Nothing to see in this broken document."},
]


def rel(s: str, p: str, o: str, evidence: str) -> dict[str, object]:
    return {
        "source_entity": s,
        "target_entity": o,
        "relationship_type": p,
        "evidence_span": evidence,
        "description": None,
        "polarity": "positive",
        "modality": "asserted",
        "time": None,
    }


def scripted() -> FakeOpenAIServer:
    server = FakeOpenAIServer()
    server.add_rule(
        "Aster-Nova",
        ScriptedReply.ok(
            relationships_json([rel("Aster-Nova Ltd", "acquired", "Beacon Corp", DOCS[0]["text"])])
        ),
    )
    server.add_rule(
        "Beacon Corp is based",
        ScriptedReply.ok(
            fenced(
                relationships_json(
                    [rel("Beacon Corp", "headquarters location", "Oslo", DOCS[1]["text"])]
                )
            )
        ),
    )
    server.add_rule("broken document", ScriptedReply.server_error(500))
    return server


@pytest.fixture
def inputs(tmp_path: Path) -> tuple[Path, Path]:
    docs = tmp_path / "documents.jsonl"
    docs.write_text("".join(json.dumps(d) + "\n" for d in DOCS))
    vocab = tmp_path / "vocabulary.json"
    vocab.write_text(json.dumps(VOCAB))
    return docs, vocab


def endpoint_env(monkeypatch: pytest.MonkeyPatch, server: FakeOpenAIServer, tmp_path: Path) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("KG_LLM_MODEL", "scripted-fake")
    monkeypatch.setenv("KG_LLM_CONCURRENCY", "4")
    monkeypatch.setenv("KG_LLM_MAX_RETRIES", "1")
    monkeypatch.setenv("KG_LLM_TIMEOUT", "2")
    monkeypatch.setenv("KG_LLM_CACHE_DIR", str(tmp_path / "cache"))


def test_extract_end_to_end_as_a_subprocess(tmp_path: Path, inputs: tuple[Path, Path]) -> None:
    """The installed entry point, pointed at a server by environment variables only."""
    docs, vocab = inputs
    out = tmp_path / "candidates.jsonl"
    script = Path(sys.executable).parent / "kg-pipeline"
    entry = [str(script)] if script.exists() else [
        sys.executable, "-c", "import sys; from kg_pipeline.cli import main; sys.exit(main())"
    ]  # fmt: skip
    cmd = [*entry, "extract", "--documents", str(docs), "--out", str(out),
           "--vocabulary", str(vocab)]  # fmt: skip

    def run() -> subprocess.CompletedProcess[str]:
        return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)

    with scripted() as server:
        env = {
            **os.environ,
            "OPENAI_BASE_URL": server.base_url,
            "OPENAI_API_KEY": "sk-should-never-be-printed",
            "KG_LLM_MODEL": "scripted-fake",
            "KG_LLM_CONCURRENCY": "16",
            "KG_LLM_MAX_RETRIES": "1",
            "KG_LLM_CACHE_DIR": str(tmp_path / "cache"),
        }
        first = run()
        assert first.returncode == 0, first.stderr
        written = [json.loads(line) for line in out.read_text().splitlines()]
        records = [r for r in written if r["parse_mode"] != "failed"]
        placeholders = [r for r in written if r["parse_mode"] == "failed"]
        failures = [json.loads(x) for x in Path(f"{out}.failures.jsonl").read_text().splitlines()]

        server.reset_log()
        second = run()
        # Only the chunk that failed is asked again: a server error is never cached.
        assert [r.last_user.split("<<<PASSAGE\n")[1][:7] for r in server.log] == ["Nothing"] * 2

        server.reset_log()
        docs.write_text("".join(json.dumps(d) + "\n" for d in DOCS[:2]))
        third = run()
        assert server.requests == 0  # an identical, fully cached run sends no request at all

    assert "sk-should-never-be-printed" not in first.stderr + first.stdout
    assert "calls 3 (cached 0, retries 1" in first.stderr
    assert "failed chunks 1" in first.stderr
    assert second.returncode == 0 and "calls 1 (cached 2, retries 1" in second.stderr
    assert third.returncode == 0 and "calls 0 (cached 2, retries 0, HTTP requests 0" in third.stderr
    assert [json.loads(x) for x in out.read_text().splitlines()] == records

    assert [(r["doc_id"], r["parse_mode"]) for r in records] == [
        ("aster", "strict"),
        ("beacon", "json_repaired"),
    ]
    # The failed chunk is in the candidates output, for the validator to reject as
    # EXTRACTION_FAILED, named by its kind.
    assert [r["doc_id"] for r in placeholders] == ["broken"]
    assert "(server_error)" in placeholders[0]["input_problem"]
    assert all(r["evidence"] and r["evidence"] in DOCS[i]["text"] for i, r in enumerate(records))
    assert {r["extractor"] for r in records} == {"llm:scripted-fake"}
    assert [(f["doc_id"], f["stage"]) for f in failures] == [("broken", "llm_call")]
    # The output is the Candidates JSONL contract the validator reads.
    assert [c.candidate_id for c in read_candidates_jsonl(out)] == [
        "aster#c0000-t000",
        "beacon#c0000-t000",
    ]


def test_extract_exits_non_zero_when_everything_failed_but_writes_files(
    tmp_path: Path, inputs: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    docs, vocab = inputs
    out = tmp_path / "c.jsonl"
    failures = tmp_path / "f.jsonl"
    with FakeOpenAIServer(default=ScriptedReply.ok("no JSON here, sorry")) as server:
        endpoint_env(monkeypatch, server, tmp_path)
        code = main(["extract", "--documents", str(docs), "--out", str(out),
                     "--vocabulary", str(vocab), "--failures", str(failures)])  # fmt: skip
    assert code == 1
    written = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["parse_mode"] for r in written] == ["failed"] * 3
    lines = failures.read_text().splitlines()
    assert len(lines) == 3 and all(json.loads(x)["stage"] == "parse" for x in lines)
    assert all(json.loads(x)["kind"] == "invalid_reply" for x in lines)
    assert "nothing extracted" in capsys.readouterr().err


def test_extract_strict_fails_on_any_failure(
    tmp_path: Path, inputs: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    docs, vocab = inputs
    with scripted() as server:
        endpoint_env(monkeypatch, server, tmp_path)
        args = ["extract", "--documents", str(docs), "--out", str(tmp_path / "c.jsonl"),
                "--vocabulary", str(vocab), "--no-cache"]  # fmt: skip
        assert main(args) == 0
        assert main([*args, "--strict"]) == 1


def test_extract_without_endpoint_is_an_error(
    tmp_path: Path, inputs: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    for name in ("OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    docs, vocab = inputs
    code = main(["extract", "--documents", str(docs), "--out", str(tmp_path / "c.jsonl"),
                 "--vocabulary", str(vocab)])  # fmt: skip
    assert code == 2
    assert "OPENAI_BASE_URL" in capsys.readouterr().err
    assert not (tmp_path / "c.jsonl").exists()


def test_import_lightrag(tmp_path: Path) -> None:
    out = tmp_path / "c.jsonl"
    code = main(["import", "--format", "lightrag", str(FIXTURES / "lightrag_output.txt"),
                 "--out", str(out), "--doc-id", "doc-aster"])  # fmt: skip
    assert code == 0
    cands = read_candidates_jsonl(out)
    assert [(c.subject, c.object, c.extractor) for c in cands] == [
        ("Aster-Nova Ltd", "Beacon Corp", "lightrag"),
        ("Beacon Corp", "Oslo", "lightrag"),
    ]


def test_import_graphrag_warns_about_missing_predicates(tmp_path: Path, capsys) -> None:
    out = tmp_path / "c.jsonl"
    assert main(["import", "--format", "graphrag", str(FIXTURES / "graphrag_parquet"),
                 "--out", str(out)]) == 0  # fmt: skip
    assert len(read_candidates_jsonl(out)) == 3
    assert "3 candidates have no predicate" in capsys.readouterr().err


def test_import_bad_record_exits_2_naming_file_and_record(tmp_path: Path, capsys) -> None:
    code = main(["import", "--format", "jsonl", str(FIXTURES / "candidates_bad.jsonl"),
                 "--out", str(tmp_path / "c.jsonl")])  # fmt: skip
    assert code == 2
    err = capsys.readouterr().err
    assert "candidates_bad.jsonl (record line 2): missing predicate" in err
