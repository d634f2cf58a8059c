"""Reading the project's JSONL inputs, with errors that name the file and the record."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from kg_pipeline.core.models import Candidate, Document, InputError

M = TypeVar("M", bound=BaseModel)


def read_text(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(str(path), None, f"not UTF-8 text (byte {exc.start})") from exc


def iter_jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, object); a blank line is skipped, anything else must be an object."""
    text = read_text(path)
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(str(path), f"line {lineno}", f"malformed JSON: {exc.msg}") from exc
        if not isinstance(obj, dict):
            raise InputError(str(path), f"line {lineno}", "expected a JSON object")
        yield lineno, obj


def _model_error(exc: ValidationError) -> str:
    first = exc.errors()[0]
    field = ".".join(str(p) for p in first["loc"]) or "record"
    return f"{field}: {first['msg']}"


def parse_record(model: type[M], obj: dict[str, Any], path: str, record: str) -> M:
    try:
        return model.model_validate(obj)
    except ValidationError as exc:
        raise InputError(path, record, _model_error(exc)) from exc


def read_documents_jsonl(path: Path) -> list[Document]:
    docs: list[Document] = []
    for lineno, obj in iter_jsonl(path):
        where = f"line {lineno}" + (f", doc_id {obj['doc_id']}" if "doc_id" in obj else "")
        doc = parse_record(Document, obj, str(path), where)
        doc.source_path = doc.source_path or str(path)
        docs.append(doc)
    return docs


def read_candidates_jsonl(path: Path) -> list[Candidate]:
    """Candidates, leniently: a bad line becomes a candidate marked with its problem.

    A malformed record is an outcome (REJECT, MALFORMED, naming file and line), not a crash, so
    that every input record still ends in the ledger. Only an unreadable file stops the run.
    """
    out: list[Candidate] = []
    text = read_text(path)
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        ref = f"{path}:{lineno}"
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            out.append(_malformed(ref, None, f"malformed JSON: {exc.msg}", {"raw": line}))
            continue
        if not isinstance(obj, dict):
            out.append(_malformed(ref, None, "expected a JSON object", {"raw": obj}))
            continue
        cid = obj.get("candidate_id")
        try:
            cand = Candidate.model_validate(obj)
        except ValidationError as exc:
            out.append(_malformed(ref, cid, _model_error(exc), obj))
            continue
        cand.source_ref = ref
        out.append(cand)
    return out


def _malformed(ref: str, cid: Any, problem: str, raw: dict[str, Any]) -> Candidate:
    return Candidate(
        candidate_id=str(cid) if cid else ref,
        doc_id=str(raw.get("doc_id") or ""),
        subject="",
        predicate="",
        object="",
        source_ref=ref,
        input_problem=f"{ref}: {problem}",
        raw_record=raw,
    )


def keep_split(
    documents: list[Document], candidates: list[Candidate], split: str
) -> tuple[list[Document], list[Candidate]]:
    """The documents of one `split` and their candidates (or candidates marked with it)."""
    docs = [d for d in documents if getattr(d, "split", None) == split]
    keep = {d.doc_id for d in docs}
    cands = [c for c in candidates if c.doc_id in keep or getattr(c, "split", None) == split]
    return docs, cands


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
