"""The command line on the shared Re-DocRED data, read as it is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg_pipeline.cli import main
from kg_pipeline.core.models import InputError


def test_validate_writes_one_verdict_per_candidate(redocred: Path, tmp_path: Path) -> None:
    out = tmp_path / "verdicts.jsonl"
    code = main(
        [
            "validate",
            "--documents", str(redocred / "documents.jsonl"),
            "--candidates", str(redocred / "candidates.jsonl"),
            "--vocabulary", str(redocred / "predicates.json"),
            "--split", "dev",
            "--out", str(out),
            "--no-model",  # the contract under test; evaluate below runs the model tier
        ]
    )  # fmt: skip
    assert code == 0
    inputs = [json.loads(line) for line in (redocred / "candidates.jsonl").open()]
    dev = {c["candidate_id"]: c for c in inputs if c["split"] == "dev"}
    verdicts = [json.loads(line) for line in out.open()]
    assert sorted(v["candidate_id"] for v in verdicts) == sorted(dev)
    text = {
        json.loads(d)["doc_id"]: json.loads(d)["text"]
        for d in (redocred / "documents.jsonl").open()
    }
    for v in verdicts:
        assert v["decision"] in {"ACCEPT", "REJECT", "REVIEW"}
        assert 0.0 <= v["confidence"] <= 1.0
        if v["decision"] == "ACCEPT":
            doc = text[dev[v["candidate_id"]]["doc_id"]]
            assert doc[v["evidence_start"] : v["evidence_end"]] == v["evidence_span"]
        if dev[v["candidate_id"]]["kind"] == "foreign_object":
            assert v["decision"] != "ACCEPT"
            assert "ENTITY_NOT_IN_SOURCE" in v["reasons"]


def test_evaluate_prints_a_json_report(redocred: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "evaluate",
            "--documents", str(redocred / "documents.jsonl"),
            "--candidates", str(redocred / "candidates.jsonl"),
            "--split", "dev",
            "--json",
        ]
    )  # fmt: skip
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    overall = report["overall"]
    assert overall["candidates"] == 2852
    assert overall["accepted"] + overall["rejected"] + overall["review"] == 2852
    assert set(report["by_kind"]) == {
        "gold", "reversed", "swapped_object", "swapped_predicate", "foreign_object",
        "unrelated_pair",
    }  # fmt: skip
    assert report["by_kind"]["foreign_object"]["accepted"] == 0
    assert "country" in report["by_predicate"]


def test_bad_documents_file_names_file_and_line(tmp_path: Path, capsys) -> None:
    docs = tmp_path / "docs.jsonl"
    docs.write_text('{"doc_id": "a", "text": "fine"}\n{"doc_id": "b", "text": \n')
    cands = tmp_path / "cands.jsonl"
    cands.write_text("")
    code = main(
        [
            "validate",
            "--documents",
            str(docs),
            "--candidates",
            str(cands),
            "--out",
            str(tmp_path / "o.jsonl"),
        ]
    )
    assert code == 2
    err = capsys.readouterr().err
    assert str(docs) in err and "line 2" in err and "malformed JSON" in err


def _calibrate(redocred: Path, scores: Path, out: Path, *extra: str) -> int:
    return main(
        [
            "calibrate",
            "--documents", str(redocred / "documents.jsonl"),
            "--candidates", str(redocred / "candidates.jsonl"),
            "--vocabulary", str(redocred / "predicates.json"),
            "--split", "dev",
            "--reader-scores", str(scores),
            "--out", str(out),
            *extra,
        ]
    )  # fmt: skip


def test_calibrate_refuses_reader_scores_of_another_model(
    redocred: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fusion fitted on another run's scores would be recorded for the packaged reader and
    applied to logits on another scale; calibrate stops before fitting anything."""
    from kg_pipeline.core.verifier.reader import DocumentReader

    cand = json.loads((redocred / "candidates.jsonl").open().readline())
    row = {"candidate_id": cand["candidate_id"], "doc_id": cand["doc_id"], "logit": 1.0}
    scores = tmp_path / "oof_scores.jsonl"
    scores.write_text(json.dumps({**row, "model": "reader-000000000000"}) + "\n")
    out = tmp_path / "calibration.json"
    code = _calibrate(redocred, scores, out)
    assert code == 2
    err = capsys.readouterr().err
    packaged = DocumentReader.packaged().version
    assert str(scores) in err and "reader-000000000000" in err and packaged in err
    assert not out.exists()


def test_calibrate_with_rivals_refuses_scores_without_a_margin_on_every_row(
    redocred: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fusion reads the rival margin of every candidate or of none: asked to fit it on a file
    that mixes rows from before and after the reader read rivals, calibrate refuses, naming
    the file."""
    from kg_pipeline.core.verifier.reader import DocumentReader

    lines = (redocred / "candidates.jsonl").open().readlines()[:2]
    version = DocumentReader.packaged().version
    scores = tmp_path / "oof_scores.jsonl"
    with scores.open("w") as fh:
        for i, line in enumerate(lines):
            cand = json.loads(line)
            row = {"candidate_id": cand["candidate_id"], "doc_id": cand["doc_id"], "logit": 1.0}
            fh.write(json.dumps({**row, "model": version, **({"rival_margin": 0.5} if i else {})}))
            fh.write("\n")
    out = tmp_path / "calibration.json"
    code = _calibrate(redocred, scores, out, "--with-rivals")
    assert code == 2
    err = capsys.readouterr().err
    assert str(scores) in err and "1 of 2 rows carry no rival margin" in err
    assert not out.exists()


def test_scores_of_the_model_a_reader_was_converted_from_are_its_own() -> None:
    """The unsigned reader computes the scores of the signed one it was converted from, so a
    fusion fitted on those scores is its fusion; scores of any other model are refused."""
    from kg_pipeline.cli.validate import _check_scored_by
    from kg_pipeline.core.verifier.reader import DocumentReader

    reader = DocumentReader.packaged()
    path = Path("oof_scores.jsonl")
    _check_scored_by(path, {reader.scores_of}, reader.version, reader.scores_of)
    _check_scored_by(path, {reader.version}, reader.version, reader.scores_of)
    with pytest.raises(InputError, match="reader-000000000000"):
        _check_scored_by(path, {"reader-000000000000"}, reader.version, reader.scores_of)


def test_calibrate_fits_the_fusion_on_a_second_labelled_set_as_well(
    redocred: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--extra-documents`: the second set's scored candidates join the fusion's rows (staged
    with the demo vocabulary, which it is validated with); its unscored documents do not, and a
    set the scores do not cover at all is refused by name."""
    from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
    from kg_pipeline.core.paths import DEMO_DIR, DEMO_VOCABULARY
    from kg_pipeline.core.validation.policy import DEFAULT_CALIBRATION
    from kg_pipeline.core.validation.vocabulary import load_vocabulary
    from kg_pipeline.core.verifier.reader import DocumentReader, read_candidates

    reader = DocumentReader.packaged()
    contrast = DEMO_DIR / "contrast"
    sets = [
        (redocred, load_vocabulary(redocred / "predicates.json"), 6),
        (contrast, load_vocabulary(DEMO_VOCABULARY), 12),
    ]
    scores = tmp_path / "oof_scores.jsonl"
    with scores.open("w") as fh:
        for folder, vocabulary, n in sets:
            docs = [
                d
                for d in read_documents_jsonl(folder / "documents.jsonl")
                if (d.model_extra or {}).get("split") == "dev"
            ][:n]
            kept = {d.doc_id for d in docs}
            cands = [
                c for c in read_candidates_jsonl(folder / "candidates.jsonl") if c.doc_id in kept
            ]
            for row in read_candidates(reader, {d.doc_id: d for d in docs}, cands, vocabulary):
                fh.write(json.dumps({**row, "model": reader.version}) + "\n")
    # The shipped feature model never saw either set's documents: only the fusion is fitted.
    shipped = ("--feature-calibration", str(DEFAULT_CALIBRATION))
    alone, both = tmp_path / "alone.json", tmp_path / "both.json"
    assert _calibrate(redocred, scores, alone, *shipped) == 0
    assert _calibrate(redocred, scores, both, *shipped, "--extra-documents", str(contrast)) == 0
    ra = json.loads(alone.read_text())["verifier"]
    rb = json.loads(both.read_text())["verifier"]
    assert f"of 12 documents of {contrast}" in rb["fitted_on"]
    assert str(contrast) not in ra["fitted_on"]
    added = rb["report"]["heldout_candidates_read"] - ra["report"]["heldout_candidates_read"]
    assert 0 < added <= sum(1 for _ in scores.open())
    assert 0 < rb["report"]["heldout_documents"] - ra["report"]["heldout_documents"] <= 12

    unscored = tmp_path / "unscored"
    unscored.mkdir()
    (unscored / "documents.jsonl").write_text('{"doc_id": "nowhere", "text": "Nothing."}\n')
    (unscored / "candidates.jsonl").write_text("")
    capsys.readouterr()
    extra = ("--extra-documents", str(unscored))
    assert _calibrate(redocred, scores, tmp_path / "c.json", *shipped, *extra) == 2
    err = capsys.readouterr().err
    assert str(unscored) in err and "cover none of its documents" in err
