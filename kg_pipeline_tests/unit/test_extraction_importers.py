"""Importers: each upstream format from small fixture files; a bad record names file and record."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg_pipeline.core.extraction.importers import import_candidates
from kg_pipeline.core.models import InputError
from kg_pipeline_tests.paths import FIXTURES as TEST_FIXTURES

FIXTURES = TEST_FIXTURES / "extraction"


def triples(cands: list) -> list[tuple[str, str, str, str]]:
    return [(c.doc_id, c.subject, c.predicate, c.object) for c in cands]


def test_lightrag_tuples_need_and_take_a_doc_id() -> None:
    with pytest.raises(InputError, match="pass --doc-id"):
        import_candidates("lightrag", FIXTURES / "lightrag_output.txt")
    cands = import_candidates("lightrag", FIXTURES / "lightrag_output.txt", doc_id="doc-aster")
    assert triples(cands) == [
        ("doc-aster", "Aster-Nova Ltd", "acquired", "Beacon Corp"),
        ("doc-aster", "Beacon Corp", "headquarters location, founding", "Oslo"),
    ]
    assert cands[0].subject_type == "organization" and cands[1].object_type == "location"
    assert cands[0].description == "Aster-Nova Ltd acquired Beacon Corp in 2019."
    assert {c.extractor for c in cands} == {"lightrag"}
    assert cands[0].source_ref and cands[0].source_ref.endswith("lightrag_output.txt:tuple 4")
    assert len({c.candidate_id for c in cands}) == 2


def test_lightrag_legacy_tuples_per_document_jsonl() -> None:
    cands = import_candidates("lightrag", FIXTURES / "lightrag_legacy.jsonl")
    assert triples(cands) == [
        ("doc-aster", "ASTER-NOVA LTD", "acquired", "BEACON CORP"),
        ("doc-ada", "ADA LOVELACE", "place of birth", "LONDON"),
    ]
    assert cands[0].subject_type == "organization"


def test_lightrag_bad_record_names_file_and_record() -> None:
    with pytest.raises(InputError) as info:
        import_candidates("lightrag", FIXTURES / "lightrag_bad.txt", doc_id="d")
    assert "lightrag_bad.txt" in str(info.value) and "tuple 2" in str(info.value)


@pytest.mark.parametrize("folder", ["graphrag_csv", "graphrag_parquet"])
def test_graphrag_output_folder(folder: str) -> None:
    cands = import_candidates("graphrag", FIXTURES / folder)
    assert triples(cands) == [
        ("aster", "ASTER-NOVA LTD", "", "BEACON CORP"),
        ("ada", "ADA LOVELACE", "", "LONDON"),
        ("ada-2", "ADA LOVELACE", "", "LONDON"),
    ]
    # GraphRAG states no relationship type: left empty, its description kept.
    assert cands[0].description == "Aster-Nova Ltd acquired Beacon Corp in 2019"
    assert (cands[1].subject_type, cands[1].object_type) == ("PERSON", "GEO")
    assert [c.candidate_id for c in cands] == ["graphrag-0", "graphrag-1-0", "graphrag-1-1"]
    assert {c.extractor for c in cands} == {"graphrag"}


def test_graphrag_relationships_file_with_doc_id() -> None:
    path = FIXTURES / "graphrag_parquet" / "relationships.parquet"
    cands = import_candidates("graphrag", path, doc_id="only-doc")
    assert [c.doc_id for c in cands] == ["only-doc", "only-doc"]


def test_graphrag_without_document_link_is_an_error(tmp_path: Path) -> None:
    rel = (FIXTURES / "graphrag_csv" / "relationships.csv").read_text()
    (tmp_path / "relationships.csv").write_text(rel)
    with pytest.raises(InputError, match=r"relationships.csv \(record row 1, id r1\)"):
        import_candidates("graphrag", tmp_path)


def test_txt2kg_triples_flag_their_fallback_parser() -> None:
    cands = import_candidates("txt2kg", FIXTURES / "txt2kg_triples.json", doc_id="doc-aster")
    assert triples(cands) == [
        ("doc-aster", "Aster-Nova Ltd", "acquired", "Beacon Corp"),
        ("doc-aster", "Beacon Corp", "founded in", "Oslo"),
    ]
    assert [c.parse_mode for c in cands] == ["imported", "imported_fallback"]
    assert {c.extractor for c in cands} == {"txt2kg"}
    # txt2kg's constant 0.8 is kept as provenance, not adopted as a confidence.
    assert cands[0].raw_record and cands[0].raw_record["confidence"] == 0.8
    assert "confidence" not in cands[0].model_dump(exclude={"raw_record"})


def test_txt2kg_bad_triple_names_file_and_record() -> None:
    with pytest.raises(InputError, match=r"txt2kg_bad.json \(record triple 1\): missing predicate"):
        import_candidates("txt2kg", FIXTURES / "txt2kg_bad.json")


def test_neo4j_graphrag_lexical_graph() -> None:
    cands = import_candidates("neo4j-graphrag", FIXTURES / "neo4j_graphrag_graph.json")
    assert triples(cands) == [
        ("aster", "Aster-Nova Ltd", "ACQUIRED", "Beacon Corp"),
        ("aster", "Beacon Corp", "HEADQUARTERED_IN", "Oslo"),
    ]
    assert (cands[1].subject_type, cands[1].object_type) == ("Organization", "Location")
    assert cands[0].description == "in 2019"
    assert {c.extractor for c in cands} == {"neo4j-graphrag"}


def test_neo4j_graphrag_dangling_node_is_an_error(tmp_path: Path) -> None:
    bad = tmp_path / "graph.json"
    bad.write_text(
        '{"nodes": [{"id": "a", "label": "Person", "properties": {"name": "A"}}],'
        ' "relationships": [{"start_node_id": "a", "end_node_id": "zz", "type": "KNOWS"}]}'
    )
    with pytest.raises(InputError, match=r"graph.json \(record relationship 0\).*'zz'"):
        import_candidates("neo4j-graphrag", bad, doc_id="d")


def test_plain_jsonl_with_key_aliases_keeps_extra_fields() -> None:
    cands = import_candidates("jsonl", FIXTURES / "candidates.jsonl")
    assert triples(cands) == [
        ("doc-aster", "Aster-Nova Ltd", "acquired", "Beacon Corp"),
        ("doc-aster", "Beacon Corp", "headquarters location", "Oslo"),
    ]
    assert cands[0].candidate_id == "c1" and cands[0].label == "SUPPORTED"
    assert (cands[0].model_extra or {})["split"] == "dev"
    assert [c.extractor for c in cands] == ["jsonl", "rebel"]
    assert cands[1].candidate_id == "jsonl-candidates-00001"


def test_plain_jsonl_bad_record() -> None:
    with pytest.raises(
        InputError, match=r"candidates_bad.jsonl \(record line 2\): missing predicate"
    ):
        import_candidates("jsonl", FIXTURES / "candidates_bad.jsonl")


def test_csv() -> None:
    cands = import_candidates("csv", FIXTURES / "candidates.csv")
    assert triples(cands)[1] == ("doc-aster", "Beacon Corp", "headquarters location", "Oslo")
    assert cands[0].evidence == "Aster-Nova Ltd acquired Beacon Corp, its rival, in 2019."
    assert cands[0].subject_aliases == ["Aster-Nova", "Aster"]
    assert cands[1].object_type is None and cands[1].evidence is None
    assert {c.extractor for c in cands} == {"csv"}


def test_csv_bad_row_names_file_and_row() -> None:
    with pytest.raises(InputError, match=r"candidates_bad.csv \(record row 1"):
        import_candidates("csv", FIXTURES / "candidates_bad.csv")  # no doc_id column
    with pytest.raises(InputError, match=r"row 2 \(line 3\)\): missing object"):
        import_candidates("csv", FIXTURES / "candidates_bad.csv", doc_id="d")


def test_unknown_format_and_missing_file() -> None:
    with pytest.raises(ValueError, match="unknown import format"):
        import_candidates("rdf", FIXTURES / "candidates.csv")
    with pytest.raises(InputError, match="no such file"):
        import_candidates("csv", FIXTURES / "nope.csv")
