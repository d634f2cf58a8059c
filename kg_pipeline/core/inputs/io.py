"""Reading the project's inputs and writing its outputs: one contract for the CLI and the assets.

Whole-run problems (a missing or non-UTF-8 file, an empty document, a duplicate `doc_id` or
`candidate_id`, an unknown split) raise `InputError` naming the file, line and problem before
anything is written. Per-record problems that need not stop the run (a malformed candidate line)
become candidates marked with their problem, so they reach the ledger as REJECT with file:line.
Outputs go to a temporary name in the target folder and are renamed on success only.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, TypeVar

from pydantic import BaseModel, ValidationError

from kg_pipeline.core.models import Candidate, Document, InputError

M = TypeVar("M", bound=BaseModel)

TEXT_SUFFIXES = (".txt", ".md")
DOCUMENT_SUFFIXES = (*TEXT_SUFFIXES, ".jsonl")


def read_text(path: Path) -> str:
    """The file as UTF-8 text; a missing, unreadable or non-UTF-8 file is an `InputError`."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError as exc:
        raise InputError(str(path), None, "no such file") from exc
    except IsADirectoryError as exc:
        raise InputError(str(path), None, "is a folder, expected a file") from exc
    except OSError as exc:
        raise InputError(str(path), None, f"cannot read: {exc.strerror or exc}") from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InputError(
            str(path), f"line {line}", f"not UTF-8 text (byte {exc.start}: {data[exc.start]:#04x})"
        ) from exc


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


class _DocumentChecker:
    """Empty documents and duplicate ids, across every file of one run, naming both places."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def check(self, doc: Document, path: str, lineno: int) -> None:
        where = f"line {lineno}"
        if not doc.text.strip():
            raise InputError(path, where, f"empty document (doc_id {doc.doc_id})")
        if doc.doc_id in self.seen:
            raise InputError(
                path, where, f"duplicate doc_id {doc.doc_id!r} (first at {self.seen[doc.doc_id]})"
            )
        self.seen[doc.doc_id] = f"{path}:{lineno}"


def _documents_jsonl(path: Path, checker: _DocumentChecker) -> list[Document]:
    docs: list[Document] = []
    for lineno, obj in iter_jsonl(path):
        where = f"line {lineno}" + (f", doc_id {obj['doc_id']}" if "doc_id" in obj else "")
        doc = parse_record(Document, obj, str(path), where)
        doc.source_path = doc.source_path or str(path)
        checker.check(doc, str(path), lineno)
        docs.append(doc)
    return docs


def read_documents(paths: Iterable[Path]) -> list[Document]:
    """Every document of one run: `.jsonl` (`{doc_id, text, ...}` per line) or `.txt`/`.md` (one
    document per file, `doc_id` from the file name). Empty or duplicate documents stop the run."""
    checker = _DocumentChecker()
    docs: list[Document] = []
    for path in paths:
        path = Path(path)
        if path.suffix in TEXT_SUFFIXES:
            doc = Document(doc_id=path.stem, text=read_text(path), source_path=str(path))
            checker.check(doc, str(path), 1)
            docs.append(doc)
        else:
            docs.extend(_documents_jsonl(path, checker))
    return docs


def read_documents_jsonl(path: Path) -> list[Document]:
    return read_documents([path])


def _candidates_jsonl(path: Path, seen: dict[str, str]) -> list[Candidate]:
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
        if isinstance(cid, str) and cid:
            # Two verdicts sharing one id cannot be told apart downstream: stop the run.
            if cid in seen:
                raise InputError(
                    str(path),
                    f"line {lineno}",
                    f"duplicate candidate_id {cid!r} (first at {seen[cid]})",
                )
            seen[cid] = ref
        try:
            cand = Candidate.model_validate(obj)
        except ValidationError as exc:
            out.append(_malformed(ref, cid, _model_error(exc), obj))
            continue
        cand.source_ref = ref
        out.append(cand)
    return out


def read_candidates(paths: Iterable[Path]) -> list[Candidate]:
    """Candidates of one run, leniently per record, strictly per run.

    A malformed record is an outcome (REJECT, MALFORMED, naming file and line), not a crash, so
    that every input record still ends in the ledger. An unreadable file or a duplicate
    `candidate_id` (across all the files) stops the run.
    """
    seen: dict[str, str] = {}
    out: list[Candidate] = []
    for path in paths:
        out.extend(_candidates_jsonl(Path(path), seen))
    return out


def read_candidates_jsonl(path: Path) -> list[Candidate]:
    return read_candidates([path])


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


def known_splits(documents: list[Document], candidates: list[Candidate]) -> list[str]:
    values = {getattr(r, "split", None) for r in (*documents, *candidates)}
    return sorted(str(v) for v in values if v is not None)


def keep_split(
    documents: list[Document], candidates: list[Candidate], split: str, *, source: str = "input"
) -> tuple[list[Document], list[Candidate]]:
    """The documents of one `split` and their candidates (or candidates marked with it).

    A split no record carries is a typo, not an empty run: it stops with the known ones."""
    known = known_splits(documents, candidates)
    if split not in known:
        listed = ", ".join(known) if known else "none: no record has a `split` field"
        raise InputError(source, None, f"unknown split {split!r} (known splits: {listed})")
    docs = [d for d in documents if getattr(d, "split", None) == split]
    keep = {d.doc_id for d in docs}
    cands = [c for c in candidates if c.doc_id in keep or getattr(c, "split", None) == split]
    return docs, cands


@contextmanager
def atomic_output(path: Path, mode: str = "w") -> Iterator[IO[Any]]:
    """Write `path` through a temporary file in the same folder, renamed over it on success; on
    any error the temporary file is removed, so a failed run leaves no partial output."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        # mkstemp creates the file 0600; give it the mode a plain open() would have.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        encoding = None if "b" in mode else "utf-8"
        with os.fdopen(fd, mode, encoding=encoding) as fh:
            yield fh
        try:
            os.replace(tmp, path)
        except OSError as exc:  # name the output, not the temporary file
            raise OSError(exc.errno, exc.strerror, str(path)) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def check_output(path: Path) -> None:
    """Fail before the work, not after it, when the output path cannot be a file."""
    path = Path(path)
    if path.is_dir():
        raise InputError(str(path), None, "is a folder: --out names the file to write")


def write_text(path: Path, text: str) -> None:
    with atomic_output(path) as fh:
        fh.write(text)


def write_jsonl(path: Path, records: Iterable[dict[str, Any]]) -> None:
    with atomic_output(path) as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
