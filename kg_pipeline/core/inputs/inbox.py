"""The inbox layout: `<inbox>/<YYYY-MM-DD>/` holds documents, candidates and claim items.

Documents are `.txt`, `.md` (one document per file, `doc_id` from the file name) and `.jsonl`
(one `{doc_id, text, ...}` per line). Candidates supplied by another extractor live in
`candidates/*.jsonl`; generated text to audit lives in `claims/*.jsonl`. Reading goes through
`core.inputs.io`, the same reader (and the same errors) as the command line.
"""

from __future__ import annotations

from pathlib import Path

from kg_pipeline.core.inputs.io import DOCUMENT_SUFFIXES, read_candidates, read_documents
from kg_pipeline.core.models import Candidate, Document

CANDIDATES_DIR = "candidates"
CLAIMS_DIR = "claims"


def read_partition_documents(folder: Path) -> list[Document]:
    """Every document of one partition; empty documents and duplicate ids are input errors."""
    if not folder.is_dir():
        return []
    paths = sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in DOCUMENT_SUFFIXES)
    return read_documents(paths)


def read_partition_candidates(folder: Path) -> list[Candidate]:
    """Candidates of one partition; a duplicate `candidate_id` across its files stops the run."""
    cand_dir = folder / CANDIDATES_DIR
    if not cand_dir.is_dir():
        return []
    return read_candidates(sorted(cand_dir.glob("*.jsonl")))
