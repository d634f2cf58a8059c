"""Import other extractors' output as candidates, to be judged like any LLM proposal.

Each candidate names the extractor it came from. Importers are strict: a record that cannot be
read raises `InputError` naming the file and the record, rather than dropping it, because a
silently dropped record is a silently missing edge.

What an upstream tool does not state is left empty, never invented: GraphRAG relationships carry
no relationship type, so their predicate is empty and their `description` holds GraphRAG's text;
txt2kg's fixed `confidence` is kept in `raw_record` only, never used as a confidence.
"""

from __future__ import annotations

import ast
import csv
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from kg_pipeline.core.extraction.parsing import (
    ParsedEntity,
    ParsedRelationship,
    read_tuple,
    relationship_fields,
    tuple_records,
)
from kg_pipeline.core.inputs.io import iter_jsonl, read_text
from kg_pipeline.core.models import Candidate, InputError
from kg_pipeline.core.text.normalize import fold

IMPORT_FORMATS = ("lightrag", "graphrag", "txt2kg", "neo4j-graphrag", "jsonl", "csv")
DOC_SUFFIXES = (".txt", ".md", ".json", ".jsonl", ".pdf", ".html", ".csv")

_SUBJECT_KEYS = ("subject", "source_entity", "source", "head", "src")
_PREDICATE_KEYS = ("predicate", "relationship_type", "relation", "relationship", "type")
_OBJECT_KEYS = ("object", "target_entity", "target", "tail", "tgt")
_EVIDENCE_KEYS = ("evidence", "evidence_span", "quote")


def import_candidates(fmt: str, path: str | Path, *, doc_id: str | None = None) -> list[Candidate]:
    """Read `path` in format `fmt`; `doc_id` names the document when the file does not."""
    path = Path(path)
    reader = _READERS.get(fmt)
    if reader is None:
        raise ValueError(f"unknown import format {fmt!r}; one of {', '.join(IMPORT_FORMATS)}")
    if not path.exists():
        raise InputError(str(path), None, "no such file or directory")
    return reader(path, doc_id)


def _text(value: Any) -> str | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, float) and value != value:  # NaN from pandas
        return None
    if isinstance(value, (str, int, float)):
        text = str(value).strip()
        return text or None
    return None


def _pick(record: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        if (value := _text(record.get(key))) is not None:
            return value
    return None


def _doc_stem(name: str) -> str:
    base = Path(name).name
    for suffix in DOC_SUFFIXES:
        if base.lower().endswith(suffix):
            return base[: -len(suffix)]
    return base


class PredicateMapping(BaseModel):
    """What `map_predicates` did: how many names it rewrote, kept, or could not map."""

    mapped: int = 0
    """Rewritten onto a vocabulary name (the original kept as `source_predicate`)."""
    unchanged: int = 0
    """Already a vocabulary name as written."""
    without_predicate: int = 0
    """The source states no relationship type (GraphRAG): nothing to map."""
    unmapped: Counter[str] = Field(default_factory=Counter)
    """Source names that match no label, id, synonym or inverse label, with their counts."""

    @property
    def unmapped_total(self) -> int:
        return sum(self.unmapped.values())


def map_predicates(
    candidates: list[Candidate], vocabulary_name: Callable[[str], str | None]
) -> PredicateMapping:
    """Rewrite each candidate's predicate onto the vocabulary as a user would read the source
    tool's name (`vocabulary_name`, e.g. `PredicateIndex.vocabulary_name`), keeping the original
    as `source_predicate`. A name that does not map is left as it is (validation will say
    UNKNOWN_PREDICATE) and counted."""
    report = PredicateMapping()
    for cand in candidates:
        original = cand.predicate
        if not original.strip():
            report.without_predicate += 1
            continue
        name = vocabulary_name(original)
        if name is None:
            report.unmapped[original] += 1
        elif name == original:
            report.unchanged += 1
        else:
            cand.predicate = name
            setattr(cand, "source_predicate", original)  # noqa: B010 (an extra field, kept)
            report.mapped += 1
    return report


# --- LightRAG -----------------------------------------------------------------------------


def _read_lightrag(path: Path, doc_id: str | None) -> list[Candidate]:
    """Tuple text (`.txt`), or JSONL lines `{doc_id, output}` holding tuple text per document."""
    if path.suffix == ".jsonl":
        out: list[Candidate] = []
        for lineno, obj in iter_jsonl(path):
            text = _pick(obj, ("output", "response", "content", "text"))
            doc = _pick(obj, ("doc_id",)) or doc_id
            if text is None:
                raise InputError(str(path), f"line {lineno}", "no output/response text")
            if doc is None:
                raise InputError(str(path), f"line {lineno}", "no doc_id (pass --doc-id)")
            out.extend(_lightrag_text(text, doc, path, f"line {lineno}", len(out)))
        return out
    if doc_id is None:
        raise InputError(str(path), None, "LightRAG tuples name no document: pass --doc-id")
    return _lightrag_text(read_text(path), doc_id, path, None, 0)


def _lightrag_text(
    text: str, doc_id: str, path: Path, where: str | None, offset: int
) -> list[Candidate]:
    delimiter, records = tuple_records(text)
    if delimiter is None:
        if text.strip():
            raise InputError(str(path), where, "no LightRAG tuple delimiter (<|#|> or <|>)")
        return []
    types: dict[str, str] = {}
    relations: list[tuple[int, ParsedRelationship]] = []
    for n, fields in records:
        record = f"{where}, tuple {n}" if where else f"tuple {n}"
        try:
            item = read_tuple(fields)
        except ValueError as exc:
            raise InputError(str(path), record, str(exc)) from exc
        if isinstance(item, ParsedEntity):
            if item.type:
                types.setdefault(fold(item.name), item.type)
        else:
            relations.append((n, item))
    out: list[Candidate] = []
    for n, rel in relations:
        record = f"{where}, tuple {n}" if where else f"tuple {n}"
        out.append(
            Candidate(
                candidate_id=f"lightrag-{path.stem}-{offset + len(out):05d}",
                doc_id=doc_id,
                **relationship_fields(rel, types),
                extractor="lightrag",
                parse_mode="imported",
                source_ref=f"{path}:{record}",
            )
        )
    return out


# --- GraphRAG -----------------------------------------------------------------------------

_GRAPHRAG_TABLES = {
    "relationships": ("relationships", "create_final_relationships"),
    "entities": ("entities", "create_final_entities"),
    "text_units": ("text_units", "create_final_text_units"),
    "documents": ("documents", "create_final_documents"),
}


def _read_table(path: Path) -> list[dict[str, Any]]:
    import pandas as pd

    try:
        frame = pd.read_parquet(path) if path.suffix == ".parquet" else pd.read_csv(path)
    except Exception as exc:  # pyarrow and pandas raise many types for a bad file
        raise InputError(str(path), None, f"unreadable table: {exc}") from exc
    records: list[dict[str, Any]] = frame.to_dict(orient="records")
    return records


def _find_table(folder: Path, name: str) -> Path | None:
    for stem in _GRAPHRAG_TABLES[name]:
        for suffix in (".parquet", ".csv"):
            if (candidate := folder / f"{stem}{suffix}").is_file():
                return candidate
    return None


def _id_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return []
        if text.startswith("["):
            try:
                parsed = ast.literal_eval(text)
            except (ValueError, SyntaxError):
                parsed = [p for p in text.strip("[]").replace("'", "").split(",")]
            return [str(p).strip() for p in parsed if str(p).strip()]
        return [p.strip() for p in text.split(",") if p.strip()]
    if isinstance(value, float):
        return [] if value != value else [str(value)]
    try:
        return [str(v) for v in list(value)]
    except TypeError:
        return [str(value)]


def _read_graphrag(path: Path, doc_id: str | None) -> list[Candidate]:
    """A GraphRAG output folder, or its relationships table (parquet or CSV) directly."""
    folder = path if path.is_dir() else path.parent
    rel_path = _find_table(folder, "relationships") if path.is_dir() else path
    if rel_path is None:
        raise InputError(str(path), None, "no relationships.parquet or relationships.csv here")
    rows = _read_table(rel_path)

    types: dict[str, str] = {}
    if (ent_path := _find_table(folder, "entities")) is not None:
        for row in _read_table(ent_path):
            name, etype = _pick(row, ("title", "name")), _pick(row, ("type",))
            if name and etype:
                types.setdefault(fold(name), etype)

    unit_docs: dict[str, list[str]] = {}
    if (unit_path := _find_table(folder, "text_units")) is not None:
        for row in _read_table(unit_path):
            uid = _pick(row, ("id",))
            if uid:
                unit_docs[uid] = _id_list(row.get("document_ids", row.get("document_id")))
    doc_names: dict[str, str] = {}
    if (doc_path := _find_table(folder, "documents")) is not None:
        for row in _read_table(doc_path):
            did = _pick(row, ("id",))
            name = _pick(row, ("doc_id",)) or _pick(row, ("title",))
            if did and name:
                doc_names[did] = _doc_stem(name) if not row.get("doc_id") else name

    out: list[Candidate] = []
    for n, row in enumerate(rows, start=1):
        where = f"row {n}" + (f", id {row['id']}" if _text(row.get("id")) else "")
        source, target = _pick(row, ("source",)), _pick(row, ("target",))
        if not source or not target:
            raise InputError(str(rel_path), where, "relationship needs source and target")
        if doc_id:
            docs = [doc_id]
        else:
            docs = []
            for unit in _id_list(row.get("text_unit_ids")):
                for did in unit_docs.get(unit, []):
                    name = doc_names.get(did, did)
                    if name not in docs:
                        docs.append(name)
            if not docs:
                raise InputError(
                    str(rel_path),
                    where,
                    "cannot tell which document it came from (no text_units/documents "
                    "tables linking it): pass --doc-id",
                )
        base = f"graphrag-{_text(row.get('human_readable_id')) or n}"
        for i, doc in enumerate(docs):
            out.append(
                Candidate(
                    candidate_id=base if len(docs) == 1 else f"{base}-{i}",
                    doc_id=doc,
                    subject=source,
                    predicate=_pick(row, ("type", "relationship_type", "predicate")) or "",
                    object=target,
                    subject_type=types.get(fold(source)),
                    object_type=types.get(fold(target)),
                    description=_pick(row, ("description",)),
                    extractor="graphrag",
                    parse_mode="imported",
                    source_ref=f"{rel_path}:{where}",
                )
            )
    return out


# --- txt2kg -------------------------------------------------------------------------------


def _read_txt2kg(path: Path, doc_id: str | None) -> list[Candidate]:
    """A JSON array of `{subject, predicate, object, confidence?, usedFallback?}`, or an object
    holding it under `triples`; or JSONL of such arrays/objects with a `doc_id` each."""
    if path.suffix == ".jsonl":
        batches = [(f"line {n}", obj) for n, obj in iter_jsonl(path)]
    else:
        try:
            batches = [("", json.loads(read_text(path)))]
        except json.JSONDecodeError as exc:
            raise InputError(str(path), f"line {exc.lineno}", f"malformed JSON: {exc.msg}") from exc
    out: list[Candidate] = []
    for where, obj in batches:
        doc = doc_id
        triples: Any = obj
        if isinstance(obj, dict):
            doc = _pick(obj, ("doc_id", "documentId", "document_id")) or doc_id
            triples = obj.get("triples")
        if not isinstance(triples, list):
            raise InputError(str(path), where or None, "expected an array of triples")
        for i, triple in enumerate(triples):
            record = f"{where + ', ' if where else ''}triple {i}"
            if not isinstance(triple, dict):
                raise InputError(str(path), record, "a triple is a JSON object")
            missing = [k for k in ("subject", "predicate", "object") if not _text(triple.get(k))]
            if missing:
                raise InputError(str(path), record, f"missing {', '.join(missing)}")
            tdoc = _pick(triple, ("doc_id", "documentId")) or doc
            if tdoc is None:
                raise InputError(str(path), record, "no doc_id (pass --doc-id)")
            fallback = bool(triple.get("usedFallback"))
            out.append(
                Candidate(
                    candidate_id=_text(triple.get("candidate_id"))
                    or f"txt2kg-{path.stem}-{len(out):05d}",
                    doc_id=tdoc,
                    subject=str(triple["subject"]).strip(),
                    predicate=str(triple["predicate"]).strip(),
                    object=str(triple["object"]).strip(),
                    evidence=_pick(triple, _EVIDENCE_KEYS),
                    extractor="txt2kg",
                    # txt2kg's own fallback parser produced it: a degraded path, flagged.
                    parse_mode="imported_fallback" if fallback else "imported",
                    source_ref=f"{path}:{record}",
                    raw_record=triple,
                )
            )
    return out


# --- neo4j-graphrag -----------------------------------------------------------------------

_LEXICAL_LABELS = {"Chunk", "Document", "__Entity__", "__KGBuilder__"}
_FROM_CHUNK = "FROM_CHUNK"
_FROM_DOCUMENT = "FROM_DOCUMENT"
_NEXT_CHUNK = "NEXT_CHUNK"


def _labels(node: dict[str, Any]) -> list[str]:
    labels = node.get("labels", node.get("label"))
    if isinstance(labels, str):
        return [labels]
    return [str(x) for x in labels] if isinstance(labels, list) else []


def _read_neo4j_graphrag(path: Path, doc_id: str | None) -> list[Candidate]:
    """A `Neo4jGraph` dump `{nodes: [{id, label, properties}], relationships: [{start_node_id,
    end_node_id, type, properties}]}`, lexical graph (Document, Chunk) included or not."""
    try:
        graph = json.loads(read_text(path))
    except json.JSONDecodeError as exc:
        raise InputError(str(path), f"line {exc.lineno}", f"malformed JSON: {exc.msg}") from exc
    if not isinstance(graph, dict) or not isinstance(graph.get("relationships"), list):
        raise InputError(str(path), None, "expected an object with nodes and relationships")
    nodes: dict[str, dict[str, Any]] = {}
    for i, node in enumerate(graph.get("nodes") or []):
        if not isinstance(node, dict) or _text(node.get("id")) is None:
            raise InputError(str(path), f"node {i}", "a node needs an id")
        nodes[str(node["id"])] = node

    def props(node_id: str) -> dict[str, Any]:
        value = nodes.get(node_id, {}).get("properties")
        return value if isinstance(value, dict) else {}

    chunk_docs: dict[str, str] = {}
    node_chunks: dict[str, list[str]] = {}
    entity_rels: list[tuple[int, dict[str, Any]]] = []
    for i, rel in enumerate(graph["relationships"]):
        if not isinstance(rel, dict):
            raise InputError(str(path), f"relationship {i}", "a relationship is a JSON object")
        start, end = _text(rel.get("start_node_id")), _text(rel.get("end_node_id"))
        rtype = _text(rel.get("type"))
        if not (start and end and rtype):
            raise InputError(
                str(path), f"relationship {i}", "needs start_node_id, end_node_id and type"
            )
        if rtype == _FROM_DOCUMENT:
            dprops = props(end)
            name = _text(dprops.get("doc_id")) or _text(dprops.get("document_id"))
            if name is None and (doc_path := _text(dprops.get("path"))):
                name = _doc_stem(doc_path)
            chunk_docs[start] = name or end
        elif rtype == _FROM_CHUNK:
            node_chunks.setdefault(start, []).append(end)
        elif rtype != _NEXT_CHUNK:
            entity_rels.append((i, rel))

    def docs_of(node_id: str) -> list[str]:
        return [chunk_docs[c] for c in node_chunks.get(node_id, []) if c in chunk_docs]

    def name_of(node_id: str) -> str:
        p = props(node_id)
        return _text(p.get("name")) or _text(p.get("title")) or node_id

    def type_of(node_id: str) -> str | None:
        labels = [lab for lab in _labels(nodes.get(node_id, {})) if lab not in _LEXICAL_LABELS]
        return labels[0] if labels else None

    out: list[Candidate] = []
    for i, rel in entity_rels:
        start, end = str(rel["start_node_id"]), str(rel["end_node_id"])
        where = f"relationship {i}"
        for node_id in (start, end):
            if node_id not in nodes:
                raise InputError(str(path), where, f"refers to unknown node {node_id!r}")
        if doc_id:
            docs = [doc_id]
        else:
            start_docs, end_docs = docs_of(start), docs_of(end)
            docs = [d for d in dict.fromkeys(start_docs) if d in end_docs] or list(
                dict.fromkeys(start_docs + end_docs)
            )
            if not docs:
                raise InputError(
                    str(path), where, "no lexical graph links it to a document: pass --doc-id"
                )
        rprops = rel.get("properties") if isinstance(rel.get("properties"), dict) else {}
        for j, doc in enumerate(docs):
            out.append(
                Candidate(
                    candidate_id=f"neo4j-graphrag-{path.stem}-{i:05d}"
                    + (f"-{j}" if len(docs) > 1 else ""),
                    doc_id=doc,
                    subject=name_of(start),
                    predicate=str(rel["type"]),
                    object=name_of(end),
                    subject_type=type_of(start),
                    object_type=type_of(end),
                    evidence=_pick(rprops or {}, _EVIDENCE_KEYS),
                    description=_pick(rprops or {}, ("description",)),
                    extractor="neo4j-graphrag",
                    parse_mode="imported",
                    source_ref=f"{path}:{where}",
                )
            )
    return out


# --- plain JSONL and CSV ------------------------------------------------------------------


_CORE_KEYS = {
    *_SUBJECT_KEYS,
    *_PREDICATE_KEYS,
    *_OBJECT_KEYS,
    *_EVIDENCE_KEYS,
    "candidate_id",
    "doc_id",
    "extractor",
}


def _plain_record(
    record: dict[str, Any], path: Path, where: str, n: int, fmt: str, doc_id: str | None
) -> Candidate:
    subject = _pick(record, _SUBJECT_KEYS)
    predicate = _pick(record, _PREDICATE_KEYS)
    obj = _pick(record, _OBJECT_KEYS)
    missing = [k for k, v in (("subject", subject), ("predicate", predicate), ("object", obj))
               if v is None]  # fmt: skip
    if missing:
        raise InputError(str(path), where, f"missing {', '.join(missing)}")
    doc = _pick(record, ("doc_id",)) or doc_id
    if doc is None:
        raise InputError(str(path), where, "no doc_id (pass --doc-id)")
    extra = {
        k: v
        for k, v in record.items()
        if k not in _CORE_KEYS and k not in Candidate.model_fields and v not in (None, "")
    }
    known = {
        k: (None if v == "" else v)
        for k, v in record.items()
        if k in Candidate.model_fields and k not in _CORE_KEYS
    }
    try:
        return Candidate(
            **{**known, **extra},
            candidate_id=_pick(record, ("candidate_id",)) or f"{fmt}-{path.stem}-{n:05d}",
            doc_id=doc,
            subject=subject,
            predicate=predicate,
            object=obj,
            evidence=_pick(record, _EVIDENCE_KEYS),
            extractor=_pick(record, ("extractor",)) or fmt,
            source_ref=f"{path}:{where}",
        )
    except (TypeError, ValueError) as exc:
        raise InputError(str(path), where, f"bad field: {exc}") from exc


def _read_jsonl(path: Path, doc_id: str | None) -> list[Candidate]:
    return [
        _plain_record(obj, path, f"line {lineno}", i, "jsonl", doc_id)
        for i, (lineno, obj) in enumerate(iter_jsonl(path))
    ]


def _read_csv(path: Path, doc_id: str | None) -> list[Candidate]:
    text = read_text(path)
    reader = csv.DictReader(text.splitlines())
    if not reader.fieldnames:
        raise InputError(str(path), None, "no header row")
    out: list[Candidate] = []
    for i, row in enumerate(reader):
        where = f"row {i + 1} (line {reader.line_num})"
        if None in row:
            raise InputError(str(path), where, "more fields than the header names")
        record: dict[str, Any] = {
            k: (v.strip() if isinstance(v, str) else v) for k, v in row.items()
        }
        for key in ("subject_aliases", "object_aliases"):
            if isinstance(record.get(key), str):
                record[key] = [a.strip() for a in record[key].split("|") if a.strip()]
        out.append(_plain_record(record, path, where, i, "csv", doc_id))
    return out


_READERS: dict[str, Callable[[Path, str | None], list[Candidate]]] = {
    "lightrag": _read_lightrag,
    "graphrag": _read_graphrag,
    "txt2kg": _read_txt2kg,
    "neo4j-graphrag": _read_neo4j_graphrag,
    "jsonl": _read_jsonl,
    "csv": _read_csv,
}
