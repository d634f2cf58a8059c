"""`kg-pipeline extract` and `validate --audit` against a real llama.cpp server (issue 11).

Through the installed entry point in a subprocess, configured by environment variables only, so
these tests survive moves of internal modules. They assert the wiring, not the model's quality:
Gemma 3 270M here is a base model and its triples are mostly wrong.

Phase 2 of issue 11 (typed parse modes, errors told apart, bounded replies, one settings model,
failures in the candidates output) turned the former `xfail` contract here into plain tests.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kg_pipeline.core.paths import DEMO_INBOX, DEMO_VOCABULARY
from kg_pipeline_tests.llm_live.conftest import LlamaServer

pytestmark = [pytest.mark.llm_live, pytest.mark.timeout(1800)]
"""Over the project-wide 600 s: under a load of ~12 on the 2 shared cores the server processed
prompts at 9 tokens/s, and the two-document fixture (two extract runs and a validate) did not
finish in 600 s."""

DEMO_DOCUMENTS = DEMO_INBOX / "2024-06-11" / "documents.jsonl"
DEMO_CANDIDATES = DEMO_INBOX / "2024-06-11" / "candidates" / "candidates.jsonl"
SMALL_DOC_IDS = ("aster-holdings", "redocred-dev-0008")
"""Two short demo documents: one chunk each at the default chunk size."""
SMALL_PREDICATES = ("P17", "P131", "P159", "P571", "P127", "P749", "P112")
"""A vocabulary small enough that the extraction prompt fits the test server's context."""
AUDIT_DOC_ID = "redocred-dev-0008"
AUDIT_CANDIDATES = 6
"""One batch, small enough to fit the context with the auditor's prompt."""
AUDIT_MAX_TOKENS = "96"
"""The auditor's reply schema has no budget-derived bounds: Gemma fills it until the limit, so
the audit tests keep the smaller budget they were measured with."""


def kg_pipeline(
    args: list[str], env: dict[str, str], *, timeout: float = 900
) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).parent / "kg-pipeline"
    entry = [str(script)] if script.exists() else [
        sys.executable, "-c", "import sys; from kg_pipeline.cli import main; sys.exit(main())"
    ]  # fmt: skip
    return subprocess.run([*entry, *args], env=env, capture_output=True, text=True, timeout=timeout)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    return path


def demo_documents(*doc_ids: str) -> list[dict[str, Any]]:
    docs = read_jsonl(DEMO_DOCUMENTS)
    return [d for d in docs if not doc_ids or d["doc_id"] in doc_ids]


def small_vocabulary(path: Path) -> Path:
    full = json.loads(DEMO_VOCABULARY.read_text(encoding="utf-8"))
    path.write_text(json.dumps({k: full[k] for k in SMALL_PREDICATES}, indent=1))
    return path


@dataclass
class Run:
    """One `extract` run and what the server saw during it."""

    proc: subprocess.CompletedProcess[str]
    out: Path
    tasks: int
    """Completion tasks the server started during the run."""
    decodes: float
    tokens_predicted: float

    @property
    def candidates(self) -> list[dict[str, Any]]:
        return read_jsonl(self.out)

    @property
    def failures(self) -> list[dict[str, Any]]:
        return read_jsonl(self.out.with_name(self.out.name + ".failures.jsonl"))


def measured(server: LlamaServer, action: Callable[[], subprocess.CompletedProcess[str]],
             out: Path) -> Run:  # fmt: skip
    before, tasks = server.metrics(), server.tasks_started()
    proc = action()
    after = server.metrics()
    return Run(
        proc=proc,
        out=out,
        tasks=server.tasks_started() - tasks,
        decodes=after["n_decode_total"] - before["n_decode_total"],
        tokens_predicted=after["tokens_predicted_total"] - before["tokens_predicted_total"],
    )


def extract(server: LlamaServer, work: Path, documents: Path, vocabulary: Path, name: str,
            *extra: str, **env: str) -> Run:  # fmt: skip
    out = work / f"{name}.jsonl"
    args = ["extract", "--documents", str(documents), "--vocabulary", str(vocabulary),
            "--out", str(out), "--cache-dir", str(work / f"{name}-cache"), *extra]  # fmt: skip
    return measured(server, lambda: kg_pipeline(args, server.env(**env)), out)


def accounted_doc_ids(run: Run) -> set[str]:
    """Documents with at least one record in the candidates output or the failures file."""
    return {r["doc_id"] for r in run.candidates} | {f["doc_id"] for f in run.failures}


def failed_records(run: Run) -> list[dict[str, Any]]:
    return [r for r in run.candidates if r.get("parse_mode") == "failed"]


# -- a prompt that fits: schema-constrained extraction of two short documents -------------------


@pytest.fixture(scope="module")
def small(llama_server: LlamaServer, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Two runs of the same extraction with the same cache, and the validation of the first."""
    work = tmp_path_factory.mktemp("small")
    docs = write_jsonl(work / "documents.jsonl", demo_documents(*SMALL_DOC_IDS))
    vocab = small_vocabulary(work / "vocabulary.json")
    wire = {"KG_LLM_WIRE_FORMAT": "json_schema"}
    first = extract(llama_server, work, docs, vocab, "first", **wire)
    # Same inputs, same settings, same cache directory, new output file.
    second_args = [
        "extract",
        "--documents",
        str(docs),
        "--vocabulary",
        str(vocab),
        "--out",
        str(work / "second.jsonl"),
        "--cache-dir",
        str(work / "first-cache"),
    ]
    second = measured(
        llama_server, lambda: kg_pipeline(second_args, llama_server.env(**wire)),
        work / "second.jsonl",
    )  # fmt: skip
    verdicts = work / "verdicts.jsonl"
    validated = kg_pipeline(
        [
            "validate",
            "--documents",
            str(docs),
            "--candidates",
            str(first.out),
            "--vocabulary",
            str(vocab),
            "--out",
            str(verdicts),
        ],  # fmt: skip
        llama_server.env(),
    )
    return {"first": first, "second": second, "validated": validated, "verdicts": verdicts}


def test_extract_accounts_for_every_document(small: dict[str, Any]) -> None:
    first: Run = small["first"]
    assert first.proc.returncode in (0, 1), first.proc.stderr
    assert first.tasks >= len(SMALL_DOC_IDS), first.proc.stderr
    assert accounted_doc_ids(first) == set(SMALL_DOC_IDS), first.proc.stderr
    assert all(c["model"] for c in first.candidates), "every candidate names its model"


def test_an_identical_rerun_sends_no_request(small: dict[str, Any]) -> None:
    first: Run = small["first"]
    second: Run = small["second"]
    assert second.proc.returncode == first.proc.returncode, second.proc.stderr
    assert (second.tasks, second.decodes) == (0, 0), second.proc.stderr
    assert second.candidates == first.candidates


def test_schema_constrained_candidates_are_not_flagged_parse_fallback(
    small: dict[str, Any],
) -> None:
    """Gemma 3 270M fills the schema to its bounds; the bounds come from the reply budget, so
    even its maximal reply is a complete document (it was cut at 96 and at 256 tokens when the
    bounds were fixed at 6 relationships of 240-character evidence)."""
    first: Run = small["first"]
    assert not first.failures, f"{first.failures}\n{first.proc.stderr}"
    assert small["validated"].returncode == 0, small["validated"].stderr
    from_schema = [c for c in first.candidates if c.get("wire_format") == "json_schema"]
    assert from_schema, f"no candidate from a json_schema reply:\n{first.proc.stderr}"
    flagged = {v["candidate_id"] for v in read_jsonl(small["verdicts"])
               if "PARSE_FALLBACK" in v["reasons"]}  # fmt: skip
    assert not flagged & {c["candidate_id"] for c in from_schema}


# -- a prompt over the context ------------------------------------------------------------------


@pytest.fixture(scope="module")
def overflow(llama_server: LlamaServer, tmp_path_factory: pytest.TempPathFactory) -> Run:
    """One document, one chunk whose prompt cannot fit the server's context."""
    work = tmp_path_factory.mktemp("overflow")
    sentence = "Aster Holdings is a logistics company based in Rotterdam. "
    text = sentence * (llama_server.context * 4 // len(sentence.split()))
    docs = write_jsonl(work / "documents.jsonl", [{"doc_id": "too-long", "text": text}])
    vocab = small_vocabulary(work / "vocabulary.json")
    # No KG_LLM_CONTEXT_TOKENS: the prompt is sent, and the server's own refusal is classified.
    return extract(llama_server, work, docs, vocab, "run", "--chunk-max-chars",
                   str(len(text) + 1), "--chunk-overlap-chars", "0",
                   KG_LLM_CONTEXT_TOKENS="")  # fmt: skip


def test_a_prompt_over_the_context_is_a_failure_naming_the_context(overflow: Run) -> None:
    assert overflow.decodes == 0, "the model never ran"
    problems = [f["error"] for f in overflow.failures] + [
        str(r.get("input_problem")) for r in failed_records(overflow)
    ]
    assert problems and all("context" in p for p in problems), overflow.proc.stderr


def test_a_prompt_over_the_context_downgrades_nothing(overflow: Run) -> None:
    assert overflow.tasks <= 1, f"{overflow.tasks} requests for one chunk"
    assert "wire-format fallbacks 0" in overflow.proc.stderr, overflow.proc.stderr


def test_a_failed_chunk_is_an_extraction_failed_record_in_the_candidates_output(
    overflow: Run, llama_server: LlamaServer, tmp_path: Path
) -> None:
    records = failed_records(overflow)
    assert [r["doc_id"] for r in records] == ["too-long"], overflow.proc.stderr
    verdicts = tmp_path / "verdicts.jsonl"
    proc = kg_pipeline(
        [
            "validate",
            "--documents",
            str(overflow.out.parent / "documents.jsonl"),
            "--candidates",
            str(overflow.out),
            "--vocabulary",
            str(overflow.out.parent / "vocabulary.json"),
            "--out",
            str(verdicts),
        ],  # fmt: skip
        llama_server.env(),
    )
    assert proc.returncode == 0, proc.stderr
    assert [v["reasons"] for v in read_jsonl(verdicts)] == [["EXTRACTION_FAILED"]]


# -- a reply cut off at the length limit --------------------------------------------------------


def test_a_reply_cut_off_at_max_tokens_is_named_truncated_and_not_asked_again(
    llama_server: LlamaServer, tmp_path: Path
) -> None:
    max_tokens = 12
    docs = write_jsonl(tmp_path / "documents.jsonl", demo_documents("aster-holdings"))
    vocab = small_vocabulary(tmp_path / "vocabulary.json")
    env = {"KG_LLM_MAX_TOKENS": str(max_tokens), "KG_LLM_WIRE_FORMAT": "json_schema"}
    first = extract(llama_server, tmp_path, docs, vocab, "run", **env)
    assert first.tasks == 1 and first.tokens_predicted <= max_tokens, first.proc.stderr
    problems = [f["error"] for f in first.failures] + [
        str(r.get("input_problem")) for r in failed_records(first)
    ]
    assert problems and all("truncated" in p for p in problems), first.proc.stderr
    assert not [r for r in first.candidates if r.get("parse_mode") != "failed"]
    # The same request would get the same cut-off reply: it is not paid for twice.
    again = extract(llama_server, tmp_path, docs, vocab, "run", **env)
    assert again.tasks == 0, again.proc.stderr


# -- the evidence auditor -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def audit_inputs(
    llama_server: LlamaServer, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, Path]:
    """One demo document and the first few of its candidates the score leaves undecided."""
    work = tmp_path_factory.mktemp("audit")
    docs = write_jsonl(work / "documents.jsonl", demo_documents(AUDIT_DOC_ID))
    all_cands = write_jsonl(
        work / "all.jsonl", [c for c in read_jsonl(DEMO_CANDIDATES) if c["doc_id"] == AUDIT_DOC_ID]
    )
    verdicts = work / "scored.jsonl"
    proc = kg_pipeline(
        [
            "validate",
            "--documents",
            str(docs),
            "--candidates",
            str(all_cands),
            "--vocabulary",
            str(DEMO_VOCABULARY),
            "--out",
            str(verdicts),
        ],  # fmt: skip
        llama_server.env(),
    )
    assert proc.returncode == 0, proc.stderr
    undecided = [v["candidate_id"] for v in read_jsonl(verdicts)
                 if v["decision"] == "REVIEW" and v["reasons"] == ["LOW_CONFIDENCE"]]  # fmt: skip
    assert len(undecided) >= AUDIT_CANDIDATES
    keep = set(undecided[:AUDIT_CANDIDATES])
    cands = write_jsonl(
        work / "candidates.jsonl", [c for c in read_jsonl(all_cands) if c["candidate_id"] in keep]
    )
    return docs, cands


def audit(server: LlamaServer, inputs: tuple[Path, Path], out: Path, **env: str) -> Run:
    env = {"KG_LLM_MAX_TOKENS": AUDIT_MAX_TOKENS, **env}
    docs, cands = inputs
    args = ["validate", "--audit", "--documents", str(docs), "--candidates", str(cands),
            "--vocabulary", str(DEMO_VOCABULARY), "--out", str(out)]  # fmt: skip
    return measured(server, lambda: kg_pipeline(args, server.env(**env)), out)


def auditor_stats(run: Run) -> dict[str, float]:
    lines = [line for line in run.proc.stderr.splitlines() if line.startswith("{")]
    assert lines, run.proc.stderr
    stats: dict[str, float] = json.loads(lines[-1])
    return stats


def test_the_auditors_output_is_validated_or_routed(
    llama_server: LlamaServer, audit_inputs: tuple[Path, Path], tmp_path: Path
) -> None:
    run = audit(llama_server, audit_inputs, tmp_path / "verdicts.jsonl")
    assert run.proc.returncode == 0, run.proc.stderr
    stats = auditor_stats(run)
    assert stats["auditor_audited"] == AUDIT_CANDIDATES
    assert 1 <= run.tasks <= 2 * stats["auditor_batches"]  # one call, at most one re-ask
    verdicts = read_jsonl(run.out)
    assert len(verdicts) == AUDIT_CANDIDATES
    text = demo_documents(AUDIT_DOC_ID)[0]["text"]
    routed = {"AUDITOR_INVALID_OUTPUT", "AUDITOR_UNAVAILABLE"}
    for v in verdicts:
        if v["decision"] == "ACCEPT":  # only on a quote found verbatim in the source
            assert text[v["evidence_start"] : v["evidence_end"]] == v["evidence_span"]
        elif v["decision"] == "REJECT":
            assert "AUDITOR_PRUNE" in v["reasons"], v
        else:
            assert routed & set(v["reasons"]) or v["reasons"] == ["LOW_CONFIDENCE"], v
    invalid = sum(1 for v in verdicts if routed & set(v["reasons"]))
    assert invalid + stats["auditor_preserved"] + stats["auditor_pruned"] == AUDIT_CANDIDATES


def test_validate_audit_honours_the_settings_extract_reads(
    llama_server: LlamaServer, audit_inputs: tuple[Path, Path], tmp_path: Path
) -> None:
    max_tokens = 16
    run = audit(llama_server, audit_inputs, tmp_path / "verdicts.jsonl",
                KG_LLM_MAX_TOKENS=str(max_tokens), KG_LLM_WIRE_FORMAT="prompt_json")  # fmt: skip
    assert run.proc.returncode == 0, run.proc.stderr
    assert run.tasks >= 1
    assert run.tokens_predicted <= max_tokens * run.tasks, run.proc.stderr


# -- issue 11's "done when": the demo documents with the demo vocabulary -------------------------


@pytest.mark.skipif(
    os.environ.get("KG_LLM_LIVE_DEMO", "").strip() not in {"1", "true", "yes"},
    reason="the 7 demo chunks took 13 min 26 s for the run pair through Gemma 3 270M on 2 shared "
    "CPU cores (grammar-constrained decoding 0.4-1.2 s/token; docs/llm_live.md), over the "
    "~3 min a default-layer test may take; set KG_LLM_LIVE_DEMO=1 to run it",
)
@pytest.mark.timeout(3600)
def test_extract_on_the_demo_documents_accounts_for_each_and_reruns_free(
    llama_server: LlamaServer, tmp_path: Path
) -> None:
    documents = demo_documents()
    started = time.monotonic()
    first = extract(llama_server, tmp_path, DEMO_DOCUMENTS, DEMO_VOCABULARY, "demo")
    first_seconds = time.monotonic() - started
    # The figures docs/llm_live.md records (shown with `pytest -s`).
    print(f"\ndemo run 1: {first_seconds:.0f}s, server tasks {first.tasks}, decodes "
          f"{first.decodes:.0f}, tokens predicted {first.tokens_predicted:.0f}\n"
          f"{first.proc.stderr}")  # fmt: skip
    assert first.tasks <= 2 * len(documents), first.proc.stderr  # no fallbacks on any chunk
    assert {r["doc_id"] for r in first.candidates} == {d["doc_id"] for d in documents}
    assert not [
        r
        for r in first.candidates
        if r.get("wire_format") == "json_schema" and r.get("parse_mode") not in ("strict", "failed")
    ], "a schema-constrained reply needed repair"
    started = time.monotonic()
    again = extract(llama_server, tmp_path, DEMO_DOCUMENTS, DEMO_VOCABULARY, "demo")
    print(f"demo run 2: {time.monotonic() - started:.1f}s, server tasks {again.tasks}, decodes "
          f"{again.decodes:.0f}\n{again.proc.stderr}")  # fmt: skip
    assert (again.tasks, again.decodes) == (0, 0), again.proc.stderr
