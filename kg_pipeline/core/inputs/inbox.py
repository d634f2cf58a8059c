"""The inbox layout: `<inbox>/<YYYY-MM-DD>/` holds documents, candidates and claim items.

Documents are `.txt`, `.md` (one document per file, `doc_id` from the file name) and `.jsonl`
(one `{doc_id, text, ...}` per line). Candidates supplied by another extractor live in
`candidates/*.jsonl`; generated text to audit lives in `claims/*.jsonl`.
"""

from __future__ import annotations

from pathlib import Path

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl, read_text
from kg_pipeline.core.models import Candidate, Document, InputError

DOCUMENT_SUFFIXES = (".txt", ".md", ".jsonl")
CANDIDATES_DIR = "candidates"
CLAIMS_DIR = "claims"


def read_partition_documents(folder: Path) -> list[Document]:
    """Every document of one partition; empty documents and duplicate ids are input errors."""
    if not folder.is_dir():
        return []
    docs: list[Document] = []
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        if path.suffix not in DOCUMENT_SUFFIXES:
            continue
        if path.suffix == ".jsonl":
            docs.extend(read_documents_jsonl(path))
        else:
            docs.append(Document(doc_id=path.stem, text=read_text(path), source_path=str(path)))
    seen: dict[str, str] = {}
    for doc in docs:
        if not doc.text.strip():
            raise InputError(doc.source_path or "?", f"doc_id {doc.doc_id}", "empty document")
        if doc.doc_id in seen:
            raise InputError(
                doc.source_path or "?",
                f"doc_id {doc.doc_id}",
                f"duplicate doc_id (also in {seen[doc.doc_id]})",
            )
        seen[doc.doc_id] = doc.source_path or "?"
    return docs


def read_partition_candidates(folder: Path) -> list[Candidate]:
    cand_dir = folder / CANDIDATES_DIR
    if not cand_dir.is_dir():
        return []
    out: list[Candidate] = []
    for path in sorted(cand_dir.glob("*.jsonl")):
        out.extend(read_candidates_jsonl(path))
    return out
