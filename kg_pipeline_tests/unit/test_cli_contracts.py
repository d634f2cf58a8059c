"""Issue 15: the input contract the CLI and the inbox share, and output a person can read.

Every case runs the real command (`kg_pipeline.cli.main`, or the installed script in a
subprocess) on files written here, and checks the exit code, that the message names the file,
the line and the problem, and that a failed run leaves no output file (nor a temporary one).
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import struct
import subprocess
import sys
import termios
from pathlib import Path

import pytest

from kg_pipeline.cli import main
from kg_pipeline.core.inputs.inbox import read_partition_candidates, read_partition_documents
from kg_pipeline.core.models import InputError
from kg_pipeline_tests.paths import FIXTURES, REDOCRED, REPO

ASTER = "Aster Holdings is headquartered in Oslo. Beacon Corp is owned by Aster Holdings."
VOCAB = {
    "P159": {
        "label": "headquarters location",
        "template": "{s} is headquartered in {o}",
        "type_pairs": ["ORG-LOC"],
    },
    "P127": {
        "label": "owned by",
        "template": "{s} is owned by {o}",
        "type_pairs": ["ORG-ORG"],
        "inverse": "owner of",
    },
}


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def cand(cid: str, **kw: object) -> dict:
    base = {
        "candidate_id": cid,
        "doc_id": "aster",
        "subject": "Aster Holdings",
        "predicate": "headquarters location",
        "object": "Oslo",
    }
    return base | kw


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    return {
        "docs": write_jsonl(
            tmp_path / "docs.jsonl", [{"doc_id": "aster", "text": ASTER, "split": "dev"}]
        ),
        "cands": write_jsonl(tmp_path / "cands.jsonl", [cand("c1")]),
        "vocab": _vocab(tmp_path / "vocab.json", VOCAB),
        "out": tmp_path / "out" / "verdicts.jsonl",
    }


def _vocab(path: Path, vocab: object) -> Path:
    path.write_text(json.dumps(vocab, indent=1), encoding="utf-8")
    return path


def validate(f: dict[str, Path], *extra: str) -> int:
    return main(
        [
            "validate",
            "--documents", str(f["docs"]),
            "--candidates", str(f["cands"]),
            "--vocabulary", str(f["vocab"]),
            "--out", str(f["out"]),
            *extra,
        ]
    )  # fmt: skip


def assert_stopped(code: int, err: str, out: Path, *needles: str) -> None:
    assert code == 2, err
    assert err.startswith("error: "), err
    for needle in needles:
        assert needle in err, (needle, err)
    assert "Traceback" not in err
    assert not out.exists()
    if out.parent.exists():
        assert list(out.parent.iterdir()) == [], "a temporary file was left behind"


# --- documents ----------------------------------------------------------------------------


def test_duplicate_doc_id_stops_naming_both_lines(files, capsys) -> None:
    write_jsonl(
        files["docs"], [{"doc_id": "aster", "text": ASTER}, {"doc_id": "aster", "text": "x"}]
    )
    code = validate(files)
    assert_stopped(
        code, capsys.readouterr().err, files["out"],
        f"{files['docs']} (record line 2)", "duplicate doc_id 'aster'", f"{files['docs']}:1",
    )  # fmt: skip


def test_empty_document_stops(files, capsys) -> None:
    write_jsonl(files["docs"], [{"doc_id": "aster", "text": ASTER}, {"doc_id": "b", "text": " \n"}])
    assert_stopped(
        validate(files), capsys.readouterr().err, files["out"],
        str(files["docs"]), "line 2", "empty document (doc_id b)",
    )  # fmt: skip


def test_non_utf8_documents_stop_naming_the_line(files, capsys) -> None:
    files["docs"].write_bytes(
        b'{"doc_id": "a", "text": "fine"}\n{"doc_id": "b", "text": "caf\xe9"}\n'
    )
    assert_stopped(
        validate(files), capsys.readouterr().err, files["out"],
        str(files["docs"]), "line 2", "not UTF-8",
    )  # fmt: skip


@pytest.mark.parametrize("which", ["docs", "cands", "vocab"])
def test_missing_file_stops_without_a_traceback(files, capsys, which: str) -> None:
    files[which] = files[which].with_name("missing.json")
    assert_stopped(
        validate(files), capsys.readouterr().err, files["out"], "missing.json: no such file"
    )


# --- candidates ---------------------------------------------------------------------------


def test_duplicate_candidate_id_stops(files, capsys) -> None:
    write_jsonl(files["cands"], [cand("c1"), cand("c2"), cand("c1", object="Beacon Corp")])
    assert_stopped(
        validate(files), capsys.readouterr().err, files["out"],
        f"{files['cands']} (record line 3)", "duplicate candidate_id 'c1'",
        f"{files['cands']}:1",
    )  # fmt: skip


def test_per_record_problems_keep_their_reject_with_file_and_line(files, capsys) -> None:
    files["cands"].write_text(
        json.dumps(cand("c1")) + "\n{not json\n" + json.dumps(cand("c3", doc_id="nowhere")) + "\n",
        encoding="utf-8",
    )
    assert validate(files) == 0
    verdicts = {v["candidate_id"]: v for v in map(json.loads, files["out"].open())}
    assert len(verdicts) == 3
    malformed = verdicts[f"{files['cands']}:2"]
    assert (malformed["decision"], malformed["reasons"]) == ("REJECT", ["MALFORMED"])
    assert f"{files['cands']}:2: malformed JSON" in json.dumps(malformed["stages"])
    unknown = verdicts["c3"]
    assert (unknown["decision"], unknown["reasons"]) == ("REJECT", ["UNKNOWN_DOCUMENT"])
    assert f"{files['cands']}:3: doc_id 'nowhere'" in json.dumps(unknown["stages"])
    assert "3 candidates from 1 document:" in capsys.readouterr().err


def test_messages_pluralise(files, capsys) -> None:
    assert validate(files) == 0
    assert "1 candidate from 1 document: " in capsys.readouterr().err


def test_unknown_split_lists_the_known_ones(files, capsys) -> None:
    assert_stopped(
        validate(files, "--split", "tset"), capsys.readouterr().err, files["out"],
        str(files["docs"]), "unknown split 'tset'", "known splits: dev",
    )  # fmt: skip
    assert validate(files, "--split", "dev") == 0


# --- vocabulary ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("vocab", "needles"),
    [
        ({}, ["no predicates"]),
        ({"entity_types": ["ORG"], "predicates": {}}, ["no predicates"]),
        ([VOCAB["P159"]], ["a vocabulary is a JSON object"]),
        ({"predicates": ["P159"]}, ["line 2", "predicates must be an object"]),
        (
            {"P1": {"label": "x", "template": "{s} x {o}", "type_pairs": "ORG-LOC"}},
            ["line 2, predicate P1", "type_pairs must be a list", "got the string 'ORG-LOC'"],
        ),
        (
            {"P0": VOCAB["P159"], "P1": {"label": "x", "type_pairs": ["ORG"]}},
            ["line 9, predicate P1", "bad type pair 'ORG'"],
        ),
        ({"P1": "located in"}, ["line 2, predicate P1", "a predicate is an object"]),
        ({"P1": {"template": "{s} x {o}"}}, ["predicate P1", "needs a label"]),
        ({"P1": {"label": "x", "synonyms": "y"}}, ["predicate P1", "synonyms must be a list"]),
        ({"P1": {"label": "x", "template": "{s} only"}}, ["must contain {s} and {o}"]),
        (
            {"P1": {"label": "x", "phrasings": ["{s} plays"]}},
            ["predicate P1", "phrasing '{s} plays' must contain {s} and {o}"],
        ),
        (
            {"P1": {"label": "x", "phrasings": ["{s} of the {o}"]}},
            ["predicate P1", "phrasing '{s} of the {o}' has no content word"],
        ),
        ({"P1": {"label": "x", "symmetric": "yes"}}, ["symmetric must be true or false"]),
    ],
)
def test_malformed_vocabulary_stops(files, capsys, vocab: object, needles: list[str]) -> None:
    _vocab(files["vocab"], vocab)
    assert_stopped(
        validate(files), capsys.readouterr().err, files["out"], str(files["vocab"]), *needles
    )


def test_malformed_vocabulary_json_names_the_line(files, capsys) -> None:
    files["vocab"].write_text('{\n "P1": {"label": "x",}\n}\n', encoding="utf-8")
    assert_stopped(
        validate(files), capsys.readouterr().err, files["out"],
        str(files["vocab"]), "line 2", "malformed JSON",
    )  # fmt: skip


def test_predicate_without_template_warns_once_with_its_effect(files, capsys) -> None:
    vocab = {"P159": {"label": "headquarters location", "type_pairs": ["ORG-LOC"]}}
    _vocab(files["vocab"], vocab)
    assert validate(files) == 0
    assert validate(files) == 0
    err = capsys.readouterr().err
    assert err.count("no template") == 1, err
    assert f"{files['vocab']}: 1 predicate has no template (P159)" in err
    assert "the score alone decides them" in err


def test_vocabularies_in_use_load_unchanged_and_without_warnings(caplog) -> None:
    from kg_pipeline.core.paths import DEMO_VOCABULARY
    from kg_pipeline.core.validation.vocabulary import load_vocabulary

    paths = [DEMO_VOCABULARY, REDOCRED / "predicates.json"]
    for path in (p for p in paths if p.exists()):
        vocab = load_vocabulary(path)
        assert len(vocab.predicates) == 96
        assert all(p.template for p in vocab.predicates.values())
    assert not [r for r in caplog.records if r.levelname == "WARNING"]


# --- the inbox reads through the same contract --------------------------------------------


def test_inbox_duplicate_doc_id_across_files_names_both(tmp_path: Path) -> None:
    (tmp_path / "aster.txt").write_text(ASTER, encoding="utf-8")
    write_jsonl(
        tmp_path / "more.jsonl", [{"doc_id": "b", "text": "B."}, {"doc_id": "aster", "text": "y"}]
    )
    with pytest.raises(InputError) as err:
        read_partition_documents(tmp_path)
    message = str(err.value)
    assert f"{tmp_path / 'more.jsonl'} (record line 2)" in message
    assert f"first at {tmp_path / 'aster.txt'}:1" in message


def test_inbox_duplicate_candidate_id_across_files(tmp_path: Path) -> None:
    (tmp_path / "candidates").mkdir()
    write_jsonl(tmp_path / "candidates" / "a.jsonl", [cand("c1")])
    write_jsonl(tmp_path / "candidates" / "b.jsonl", [cand("c2"), cand("c1")])
    with pytest.raises(InputError, match=r"b\.jsonl \(record line 2\): duplicate candidate_id"):
        read_partition_candidates(tmp_path)


# --- outputs: atomic, and errors writing them ---------------------------------------------


def test_out_that_is_a_folder_stops_before_validating(files, capsys) -> None:
    files["out"].mkdir(parents=True)
    code = validate(files)
    err = capsys.readouterr().err
    assert code == 2 and f"{files['out']}: is a folder" in err and "Traceback" not in err
    assert list(files["out"].parent.iterdir()) == [files["out"]]


def test_an_output_that_cannot_be_renamed_names_the_output(tmp_path, capsys) -> None:
    out = tmp_path / "c.jsonl"
    out.mkdir()
    (out / "keep").write_text("x")  # a non-empty folder in the way of the rename
    path = str(FIXTURES / "extraction" / "candidates.jsonl")
    assert main(["import", "--format", "jsonl", path, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {out}: ") and ".part" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.jsonl"]


def test_audit_claims_stopping_on_a_bad_record_leaves_no_partial_file(tmp_path, capsys) -> None:
    source = {"source_id": "s", "text": "Aster is in Oslo."}
    item = {"item_id": "i1", "generated_text": "Aster is in Oslo.", "sources": [source]}
    items = write_jsonl(tmp_path / "items.jsonl", [item, item])
    out = tmp_path / "o" / "claims.jsonl"
    code = main(["audit-claims", "--items", str(items), "--out", str(out)])
    assert_stopped(code, capsys.readouterr().err, out, "duplicate item_id")


def test_audit_claims_prints_counts_as_integers(tmp_path, capsys) -> None:
    items = REPO / "kg_pipeline" / "demo" / "inbox" / "2024-06-11" / "claims"
    out = tmp_path / "claims.jsonl"
    assert main(["audit-claims", "--items", str(items / "items.jsonl"), "--out", str(out)]) == 0
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    for key in ("items", "claims", "mapped", "unmapped", "conflict", "items_for_review"):
        assert type(summary[key]) is int, (key, summary[key])
    assert ".0," not in captured.out
    assert f"{summary['claims']} claims:" in captured.err
    assert out.stat().st_mode & 0o777 == 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# --- importers map relationship names onto the vocabulary ---------------------------------


def test_import_maps_relationship_names_and_counts_the_rest(files, tmp_path, capsys) -> None:
    graph = {
        "nodes": [
            {"id": "1", "label": "ORG", "properties": {"name": "Aster Holdings"}},
            {"id": "2", "label": "LOC", "properties": {"name": "Oslo"}},
            {"id": "3", "label": "ORG", "properties": {"name": "Beacon Corp"}},
        ],
        "relationships": [
            {"start_node_id": "1", "end_node_id": "2", "type": "HEADQUARTERS_LOCATION"},
            {"start_node_id": "1", "end_node_id": "3", "type": "OWNER_OF"},
            {"start_node_id": "3", "end_node_id": "1", "type": "ownedBy"},
            {"start_node_id": "1", "end_node_id": "3", "type": "WORKS_WITH"},
        ],
    }
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(graph), encoding="utf-8")
    out = tmp_path / "imported.jsonl"
    code = main(["import", "--format", "neo4j-graphrag", str(path), "--doc-id", "aster",
                 "--vocabulary", str(files["vocab"]), "--out", str(out)])  # fmt: skip
    assert code == 0
    err = capsys.readouterr().err
    assert "4 candidates from 1 document" in err
    assert "3 renamed" in err and "1 did not map" in err and "WORKS_WITH (1)" in err
    rows = [json.loads(line) for line in out.open()]
    assert [(r["predicate"], r.get("source_predicate")) for r in rows] == [
        ("headquarters location", "HEADQUARTERS_LOCATION"),
        ("owner of", "OWNER_OF"),
        ("owned by", "ownedBy"),
        ("WORKS_WITH", None),
    ]
    files["cands"] = out
    assert validate(files) == 0
    verdicts = [json.loads(line) for line in files["out"].open()]
    unknown = [v["candidate_id"] for v in verdicts if "UNKNOWN_PREDICATE" in v["reasons"]]
    assert unknown == [rows[3]["candidate_id"]]
    assert [v["flipped"] for v in verdicts[:3]] == [False, True, False]


def test_graphrag_relationship_without_type_is_not_an_empty_endpoint(tmp_path, capsys) -> None:
    rel = tmp_path / "relationships.csv"
    rel.write_text(
        "id,human_readable_id,source,target,description\nr1,0,ASTER HOLDINGS,OSLO,\n",
        encoding="utf-8",
    )
    out = tmp_path / "c.jsonl"
    assert main(["import", "--format", "graphrag", str(rel), "--doc-id", "aster",
                 "--out", str(out)]) == 0  # fmt: skip
    assert "1 candidate has no predicate" in capsys.readouterr().err
    docs = write_jsonl(tmp_path / "d.jsonl", [{"doc_id": "aster", "text": ASTER}])
    verdicts = tmp_path / "v.jsonl"
    assert main(["validate", "--documents", str(docs), "--candidates", str(out),
                 "--out", str(verdicts)]) == 0  # fmt: skip
    (v,) = [json.loads(line) for line in verdicts.open()]
    assert v["reasons"] == ["UNKNOWN_PREDICATE"]
    assert "no predicate: the source states no relationship type" in json.dumps(v["stages"])


# --- evaluate: tables by default, JSON on request -----------------------------------------


@pytest.fixture
def labelled(files) -> dict[str, Path]:
    write_jsonl(
        files["cands"],
        [
            cand("g1", label="TRUE", kind="gold"),
            cand(
                "g2",
                predicate="owned by",
                subject="Beacon Corp",
                object="Aster Holdings",
                label="TRUE",
                kind="gold",
            ),  # fmt: skip
            cand("r1", subject="Oslo", object="Aster Holdings", label="FALSE", kind="reversed"),
            cand("f1", object="Bergen", label="FALSE", kind="foreign_object"),
        ],
    )
    return files


def evaluate(f: dict[str, Path], *extra: str) -> int:
    return main(["evaluate", "--documents", str(f["docs"]), "--candidates", str(f["cands"]),
                 "--vocabulary", str(f["vocab"]), *extra])  # fmt: skip


def test_evaluate_prints_short_tables(labelled, capsys) -> None:
    assert evaluate(labelled) == 0
    out = capsys.readouterr().out
    assert out.startswith("4 labelled candidates from 1 document (2 true)")
    lines = out.splitlines()
    overall = next(line for line in lines if line.startswith("overall"))
    assert overall.split()[1] == "4"
    assert any(line.startswith("foreign_object ") for line in lines)
    assert "predicates with most candidates (2 of 2; all with --json)" in out
    assert "integrity: one verdict per candidate; 0 accepted spans not verbatim" in out
    assert "{" not in out
    assert len(lines) < 30


def test_evaluate_json_has_integer_counts(labelled, capsys) -> None:
    assert evaluate(labelled, "--json") == 0
    report = json.loads(capsys.readouterr().out)
    for group in [report["overall"], *report["by_kind"].values(), *report["by_predicate"].values()]:
        for key in ("candidates", "positives", "accepted", "rejected", "review"):
            assert type(group[key]) is int
    assert report["overall"]["candidates"] == 4
    assert report["by_kind"]["foreign_object"]["accepted"] == 0


def test_evaluate_without_labels_exits_2(files, capsys) -> None:
    assert evaluate(files) == 2
    assert f"{files['cands']}: no candidate carries a `label`" in capsys.readouterr().err


# --- progress: a bar on a terminal, silence in pipes --------------------------------------


def _cli(f: dict[str, Path], stderr: int) -> subprocess.Popen[bytes]:
    script = Path(sys.executable).parent / "kg-pipeline"
    return subprocess.Popen(
        [str(script), "validate",
         "--documents", str(f["docs"]), "--candidates", str(f["cands"]),
         "--vocabulary", str(f["vocab"]), "--out", str(f["out"])],
        stdout=subprocess.DEVNULL, stderr=stderr,
    )  # fmt: skip


def test_progress_is_quiet_when_stderr_is_a_pipe(files) -> None:
    proc = _cli(files, subprocess.PIPE)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0
    (line,) = err.decode().splitlines()
    assert line.startswith("1 candidate from 1 document: ") and "\r" not in line


def test_progress_bar_shows_on_a_terminal(files) -> None:
    master, slave = pty.openpty()
    # A new pty is 0 columns wide, where tqdm draws nothing: give it a terminal's size.
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    proc = _cli(files, slave)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:  # EIO once the child has closed its end
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    assert proc.wait(timeout=120) == 0
    shown = b"".join(chunks).decode(errors="replace")
    assert "\rvalidate:   0%|" in shown and "0/1" in shown and "candidate/s" in shown
    assert shown.endswith(
        f"\r1 candidate from 1 document: 1 accepted, 0 rejected, 0 to review -> {files['out']}\r\n"
    )  # the bar is cleared before the summary


# --- calibrate stops before fitting, and never leaves half a calibration ------------------


def test_calibrate_unknown_split_stops_before_fitting(labelled, capsys) -> None:
    out = labelled["out"].with_name("calibration.json")
    code = main(["calibrate", "--documents", str(labelled["docs"]), "--candidates",
                 str(labelled["cands"]), "--vocabulary", str(labelled["vocab"]),
                 "--split", "test", "--out", str(out)])  # fmt: skip
    assert_stopped(code, capsys.readouterr().err, out, "unknown split 'test'", "known splits: dev")


def test_missing_calibration_file_stops(files, capsys) -> None:
    missing = files["out"].with_name("nowhere.json")
    assert_stopped(
        validate(files, "--calibration", str(missing)), capsys.readouterr().err, files["out"],
        f"{missing}: no such file",
    )  # fmt: skip


def test_import_with_a_bad_vocabulary_stops(tmp_path, capsys) -> None:
    vocab = _vocab(tmp_path / "v.json", {})
    out = tmp_path / "o" / "c.jsonl"
    path = str(FIXTURES / "extraction" / "candidates.jsonl")
    code = main(["import", "--format", "jsonl", path, "--vocabulary", str(vocab),
                 "--out", str(out)])  # fmt: skip
    assert_stopped(code, capsys.readouterr().err, out, f"{vocab}: no predicates")
