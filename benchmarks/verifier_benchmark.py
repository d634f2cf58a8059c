"""The document reader on its own: how well it ranks candidates, and how fast it reads them.

Quality is the reader alone (no rules, no feature score, no fusion), as ROC AUC of its logit:
over every scored candidate of the test split of `redocred_triples` (80 documents the reader
never trained on), gold against each kind of negative, and the predicates held out of training
(`reader_training.DEFAULT_HELDOUT_PREDICATES`: a user's vocabulary brings predicates the reader
never saw) against the others. A candidate is scored only when both of its endpoints are found
in its document; the counts say how many were. When the reader run folder holds pooled
out-of-fold scores (`oof_scores.jsonl`: each training document scored by the fold model that
never read it, the scores thresholds are chosen on), the same table is printed for them.

Speed is `read_candidates` with one onnxruntime thread (`DocumentReader(threads=1)`) on the
test split's candidates, twice: with each candidate's rival margin (every other entity its
document's candidates name read as the object, what a fusion fitted with rivals needs) and with
the logits alone (`--limit`: the first N), the process pinned to one CPU: candidates per
CPU second (`time.process_time`, what this code costs even on a busy machine) and per wall
second, documents per second, and peak RSS (`ru_maxrss`). The relation vectors of the
vocabulary's templates are computed once per process; that is timed apart, before the run. For
comparison, the deterministic path (`Validator(vocabulary, verifier=None).validate`) on the same
candidates.

    .venv/bin/python benchmarks/verifier_benchmark.py [--run .kg_data/reader_run] [--json]
    .venv/bin/python benchmarks/verifier_benchmark.py --skip-quality --limit 500

About a minute of CPU per pass over the test split's 5,651 candidates; with neither
`--skip-*` nor `--limit` the speed run's scores are reused for quality, so the split is read
once.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from sklearn.metrics import roc_auc_score

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Document, Vocabulary
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    MODEL_DIR,
    DocumentReader,
    read_candidates,
    template_text,
)
from kg_pipeline.core.verifier.reader_training import DEFAULT_HELDOUT_PREDICATES

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
NEGATIVE_KINDS = (
    "reversed",
    "swapped_object",
    "swapped_predicate",
    "unrelated_pair",
    "foreign_object",
)

Row = dict[str, Any]
"""A `read_candidates` row: candidate_id, doc_id, logit, label, kind, predicate_id."""


def load(
    data_dir: Path, split: str | None
) -> tuple[dict[str, Document], list[Candidate], Vocabulary]:
    docs = {d.doc_id: d for d in read_documents_jsonl(data_dir / "documents.jsonl")}
    cands = [
        c
        for c in read_candidates_jsonl(data_dir / "candidates.jsonl")
        if split is None or (c.model_extra or {}).get("split") == split
    ]
    return docs, cands, load_vocabulary(data_dir / "predicates.json")


def positive(label: Any) -> int:
    return int(label in ("SUPPORTED", 1, True))


def auc(rows: Sequence[Row]) -> float | None:
    labels = [positive(r["label"]) for r in rows]
    if len(set(labels)) < 2:
        return None
    return round(float(roc_auc_score(labels, [r["logit"] for r in rows])), 4)


def group(candidates: Sequence[Any], rows: Sequence[Row]) -> dict[str, Any]:
    """Candidates, how many were scored, positives among them, AUC and median logit."""
    logits = [r["logit"] for r in rows]
    return {
        "candidates": len(candidates),
        "scored": len(rows),
        "positives": sum(positive(r["label"]) for r in rows),
        "auc": auc(rows),
        "median_logit": round(statistics.median(logits), 2) if logits else None,
    }


def quality(kinds: Sequence[str | None], preds: Sequence[str], rows: Sequence[Row]) -> Any:
    """The AUC table; `kinds` and `preds` list every candidate (scored or not), `rows` the
    scored ones."""
    held = set(DEFAULT_HELDOUT_PREDICATES)
    out: dict[str, Any] = {"overall": group(kinds, rows)}
    gold_rows = [r for r in rows if r["kind"] == "gold"]
    out["gold"] = group([k for k in kinds if k == "gold"], gold_rows)
    for kind in NEGATIVE_KINDS:
        mine = [r for r in rows if r["kind"] == kind]
        out[f"gold vs {kind}"] = group([k for k in kinds if k == kind], mine) | {
            "auc": auc(gold_rows + mine)
        }
    out["held-out predicates"] = group(
        [p for p in preds if p in held], [r for r in rows if r["predicate_id"] in held]
    )
    out["trained predicates"] = group(
        [p for p in preds if p not in held], [r for r in rows if r["predicate_id"] not in held]
    )
    return out


def candidates_quality(cands: Sequence[Candidate], rows: Sequence[Row]) -> dict[str, Any]:
    preds = [str((c.model_extra or {}).get("predicate_id")) for c in cands]
    return quality([c.kind for c in cands], preds, rows)


def oof_quality(run: Path, train: Path) -> dict[str, Any] | None:
    """The pooled out-of-fold scores, against the training candidates of the documents they
    cover (so a partial file is not counted as unscored candidates)."""
    path = run / "oof_scores.jsonl"
    if not path.exists():
        return None
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    covered = {r["doc_id"] for r in rows}
    cands = [c for c in read_candidates_jsonl(train / "candidates.jsonl") if c.doc_id in covered]
    report = candidates_quality(cands, rows)
    return {
        "file": str(path),
        "documents": len(covered),
        "models": sorted({r.get("model", "?") for r in rows}),
        "table": report,
    }


def rss_mib() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def speed(
    reader: DocumentReader,
    docs: dict[str, Document],
    vocab: Vocabulary,
    cands: Sequence[Candidate],
    load_cpu: float,
    rss_before: float,
) -> tuple[dict[str, Any], list[Row]]:
    doc_ids = sorted({c.doc_id for c in cands})
    cpu0 = time.process_time()
    for p in vocab.predicates.values():
        reader.relation(template_text(p.template, p.label))
    templates_cpu = time.process_time() - cpu0
    cpu0 = time.process_time()
    read_candidates(reader, docs, cands, vocab, rivals=False)
    plain_cpu = time.process_time() - cpu0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    rows = read_candidates(reader, docs, cands, vocab)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    rss_reader = rss_mib()
    validator = Validator(vocab, verifier=None)
    used = [docs[d] for d in doc_ids]
    dcpu0, dwall0 = time.process_time(), time.perf_counter()
    validator.validate(used, cands)
    dcpu, dwall = time.process_time() - dcpu0, time.perf_counter() - dwall0
    n = len(cands)
    report = {
        "onnx_threads": 1,
        "cpus": sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
        "candidates": n,
        "scored": len(rows),
        "documents": len(doc_ids),
        "model_load_cpu_s": round(load_cpu, 2),
        "templates": len(vocab.predicates),
        "templates_cpu_s": round(templates_cpu, 2),
        "reader_cpu_s": round(cpu, 2),
        "reader_wall_s": round(wall, 2),
        "reader_candidates_per_cpu_s": round(n / max(cpu, 1e-9), 1),
        "reader_candidates_per_wall_s": round(n / max(wall, 1e-9), 1),
        "reader_documents_per_cpu_s": round(len(doc_ids) / max(cpu, 1e-9), 2),
        "reader_documents_per_wall_s": round(len(doc_ids) / max(wall, 1e-9), 2),
        "logits_only_cpu_s": round(plain_cpu, 2),
        "logits_only_candidates_per_cpu_s": round(n / max(plain_cpu, 1e-9), 1),
        "rss_before_model_mib": rss_before,
        "peak_rss_after_reader_mib": rss_reader,
        "deterministic_cpu_s": round(dcpu, 2),
        "deterministic_candidates_per_cpu_s": round(n / max(dcpu, 1e-9), 1),
        "deterministic_candidates_per_wall_s": round(n / max(dwall, 1e-9), 1),
        "peak_rss_mib": rss_mib(),
    }
    return report, rows


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    return str(value)  # numbers arrive rounded


def table(title: str, header: Sequence[str], body: Iterable[Sequence[Any]]) -> str:
    lines = [[str(h) for h in header], *[[_cell(v) for v in r] for r in body]]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]

    def line_text(line: Sequence[str]) -> str:
        cells = [line[0].ljust(widths[0])] + [
            c.rjust(w) for c, w in zip(line[1:], widths[1:], strict=True)
        ]
        return "  ".join(cells).rstrip()

    fmt = [line_text(line) for line in lines]
    return "\n".join([title, *fmt[:1], "  ".join("-" * w for w in widths), *fmt[1:]])


def quality_table(title: str, report: dict[str, Any]) -> str:
    cols = ("candidates", "scored", "positives", "auc", "median_logit")
    return table(title, ("", *cols), ([k, *(v[c] for c in cols)] for k, v in report.items()))


def render(report: dict[str, Any]) -> str:
    parts = [f"model {report['model_version']} ({report['model_dir']})"]
    if "speed" in report:
        s = report["speed"]
        parts.append(
            table(
                f"speed: {s['candidates']} test candidates, {s['documents']} documents, "
                f"one onnxruntime thread, CPUs {s['cpus']}",
                ("", "cand/cpu-s", "cand/wall-s", "docs/cpu-s", "docs/wall-s", "cpu s"),
                [
                    [
                        "reader, logits only",
                        s["logits_only_candidates_per_cpu_s"],
                        None,
                        None,
                        None,
                        s["logits_only_cpu_s"],
                    ],
                    [
                        "reader with rival margins",
                        s["reader_candidates_per_cpu_s"],
                        s["reader_candidates_per_wall_s"],
                        s["reader_documents_per_cpu_s"],
                        s["reader_documents_per_wall_s"],
                        s["reader_cpu_s"],
                    ],
                    [
                        "deterministic (no verifier)",
                        s["deterministic_candidates_per_cpu_s"],
                        s["deterministic_candidates_per_wall_s"],
                        None,
                        None,
                        s["deterministic_cpu_s"],
                    ],
                ],
            )
            + f"\nscored (both endpoints found) {s['scored']} of {s['candidates']}"
            f"\nonce per process: model load {s['model_load_cpu_s']} cpu-s, "
            f"{s['templates']} templates {s['templates_cpu_s']} cpu-s"
            f"\npeak RSS: {s['rss_before_model_mib']} MiB before the model, "
            f"{s['peak_rss_after_reader_mib']} MiB after reading, {s['peak_rss_mib']} MiB at end"
        )
    if "test" in report:
        parts.append(quality_table("quality: test split (reader alone)", report["test"]))
    if report.get("oof"):
        o = report["oof"]
        parts.append(
            quality_table(
                f"quality: pooled out-of-fold training scores ({o['documents']} documents, "
                f"{len(o['models'])} model version(s), {o['file']})",
                o["table"],
            )
        )
    elif "oof" in report:
        parts.append("no oof_scores.jsonl in the run folder: out-of-fold table skipped")
    parts.append(f"held-out predicates: {', '.join(DEFAULT_HELDOUT_PREDICATES)}")
    return "\n\n".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", type=Path, default=MODEL_DIR)
    parser.add_argument("--run", type=Path, default=Path(".kg_data/reader_run"))
    parser.add_argument("--test", type=Path, default=DATA / "redocred_triples")
    parser.add_argument("--train", type=Path, default=DATA / "redocred_train")
    parser.add_argument("--split", default="test")
    parser.add_argument("--limit", type=int, default=None, help="test candidates for speed")
    parser.add_argument("--skip-quality", action="store_true")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    docs, cands, vocab = load(args.test, args.split)
    rss_before = rss_mib()
    cpu0 = time.process_time()
    reader = DocumentReader(args.model_dir, threads=1)
    load_cpu = time.process_time() - cpu0
    report: dict[str, Any] = {"model_version": reader.version, "model_dir": str(args.model_dir)}
    rows: list[Row] | None = None
    if not args.skip_speed:
        subset = cands[: args.limit] if args.limit else cands
        report["speed"], speed_rows = speed(reader, docs, vocab, subset, load_cpu, rss_before)
        if len(subset) == len(cands):
            rows = speed_rows
    if not args.skip_quality:
        if rows is None:
            rows = read_candidates(reader, docs, cands, vocab)
        report["test"] = candidates_quality(cands, rows)
        report["oof"] = oof_quality(args.run, args.train)
    print(json.dumps(report, indent=1) if args.json else render(report))


if __name__ == "__main__":
    main()
