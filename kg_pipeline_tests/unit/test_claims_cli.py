"""`audit-claims` and `evaluate-claims` on slices of the shared FaithBench and WiCE sets.

The shared data is read in place beside the checkout (FaithBench is non-commercial and never
copied into the repository); slices go to pytest's temporary folder only.
"""

from __future__ import annotations

import json
from itertools import islice
from pathlib import Path

import pytest

from kg_pipeline.cli import main
from kg_pipeline_tests.paths import SHARED_DATA

CONTRACT = [
    "item_id",
    "claim_id",
    "claim_text",
    "claim_start",
    "claim_end",
    "status",
    "confidence",
    "source_id",
    "passage",
    "passage_start",
    "passage_end",
    "rationale",
]


def _slice(name: str, tmp_path: Path, n: int, step: int = 1) -> Path:
    path = SHARED_DATA / name / "items.jsonl"
    if not path.exists():
        pytest.skip(f"../shared/data/{name} is not beside the checkout")
    with path.open(encoding="utf-8") as handle:
        lines = list(islice(handle, 0, n * step, step))
    out = tmp_path / f"{name}.jsonl"
    out.write_text("".join(lines), encoding="utf-8")
    return out


@pytest.mark.parametrize(
    ("name", "n", "step"), [("wice_grounding", 12, 29), ("faithbench_grounding", 40, 17)]
)
def test_audit_claims_gives_one_status_per_claim_and_verbatim_passages(
    name: str, n: int, step: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    items_path = _slice(name, tmp_path, n, step)
    items = {
        r["item_id"]: r
        for r in (json.loads(line) for line in items_path.read_text(encoding="utf-8").splitlines())
    }
    out = tmp_path / "claims.jsonl"
    coverage = tmp_path / "coverage.jsonl"
    args = ["audit-claims", "--items", str(items_path), "--out", str(out)]
    assert main([*args, "--coverage", str(coverage)]) == 0
    summary = json.loads(capsys.readouterr().out)
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert lines and summary["claims"] == len(lines)
    statuses = {"MAPPED": 0, "UNMAPPED": 0, "CONFLICT": 0}
    seen: set[tuple[str, str]] = set()
    for line in lines:
        assert list(line)[: len(CONTRACT)] == CONTRACT
        key = (line["item_id"], line["claim_id"])
        assert key not in seen, "one line, so one status, per claim"
        seen.add(key)
        statuses[line["status"]] += 1  # KeyError for anything but the three statuses
        assert line["confidence"] in ("HIGH", "MEDIUM", "LOW")
        item = items[line["item_id"]]
        assert item["generated_text"][line["claim_start"] : line["claim_end"]].strip()
        if line["status"] in ("MAPPED", "CONFLICT"):
            source = next(s for s in item["sources"] if s["source_id"] == line["source_id"])
            assert source["text"][line["passage_start"] : line["passage_end"]] == line["passage"]
        if line["status"] == "MAPPED":
            assert line["passage"]
        if line["status"] == "UNMAPPED":
            assert line["passage"] is None and line["source_id"] is None
        assert line["rationale"]
    assert statuses["MAPPED"] > 0 and statuses["UNMAPPED"] > 0
    assert summary["mapped"] == statuses["MAPPED"]
    per_item = [json.loads(line) for line in coverage.read_text(encoding="utf-8").splitlines()]
    assert len(per_item) == len(items)
    assert sum(c["total"] for c in per_item) == len(lines)
    for c in per_item:
        assert c["total"] == c["mapped"] + c["unmapped"] + c["conflict"]
        assert c["needs_review"] == (c["unmapped"] + c["conflict"] > 0)


def test_evaluate_claims_reports_balanced_accuracy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    wice = _slice("wice_grounding", tmp_path, 40)
    assert main(["evaluate-claims", "--items", str(wice), "--split", "dev", "--limit", "15"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["items"] == 15 and report["split"] == "dev"
    level = report["wice"]["item_level"]
    assert level["tp"] + level["fn"] + level["tn"] + level["fp"] == 15
    if level["balanced_accuracy"] is not None:
        assert 0.0 <= level["balanced_accuracy"] <= 1.0
    faithbench = _slice("faithbench_grounding", tmp_path, 20)
    assert main(["evaluate-claims", "--items", str(faithbench)]) == 0
    report = json.loads(capsys.readouterr().out)
    fb = report["faithbench"]
    assert fb["item_level"]["n"] == 20
    assert fb["sentence_level"]["n"] > 20
    assert "gpt_4o" in fb["stored_detector_predictions"]


def test_evaluate_claims_on_a_split_with_no_item_is_an_input_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    faithbench = _slice("faithbench_grounding", tmp_path, 3)
    assert main(["evaluate-claims", "--items", str(faithbench), "--split", "test"]) == 2
    assert "no items with split 'test'" in capsys.readouterr().err


def test_bad_records_name_the_file_and_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = {"item_id": "a", "sources": [{"source_id": "s", "text": "x"}], "generated_text": "y"}
    path = tmp_path / "items.jsonl"
    path.write_text(json.dumps(good) + "\n{not json\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["audit-claims", "--items", str(path), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "record 2" in err and "not JSON" in err

    path.write_text(json.dumps({"item_id": "b", "generated_text": "y"}) + "\n", encoding="utf-8")
    assert main(["audit-claims", "--items", str(path), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "record b" in err and "sources" in err

    path.write_text(json.dumps(good) + "\n" + json.dumps(good) + "\n", encoding="utf-8")
    assert main(["audit-claims", "--items", str(path), "--out", str(out)]) == 2
    assert "duplicate item_id" in capsys.readouterr().err

    missing = tmp_path / "nope.jsonl"
    assert main(["audit-claims", "--items", str(missing), "--out", str(out)]) == 2
    assert str(missing) in capsys.readouterr().err


def test_llm_mode_without_an_endpoint_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for var in ("OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    path = tmp_path / "items.jsonl"
    path.write_text(
        json.dumps({"item_id": "a", "sources": [], "generated_text": "A fact."}) + "\n",
        encoding="utf-8",
    )
    args = ["audit-claims", "--items", str(path), "--out", str(tmp_path / "o.jsonl")]
    assert main([*args, "--mode", "llm"]) == 2
    assert "OPENAI_BASE_URL" in capsys.readouterr().err
