"""How far up each score can be trusted: errors at the top, and the largest certifiable ACCEPT.

Issue 10 chooses ACCEPT thresholds where the one-sided 95% Clopper-Pearson lower bound of
out-of-fold precision meets 0.99. That needs at least 299 accepts in a row without an error
(473 with one). This script shows, for the candidates the verifier tier reads (those no rule or
template settled and that reach the feature score; the ones held only for NO_EVIDENCE are left
out, they can never be accepted), how many labelled errors sit in the top n of each score and
at which ranks the first errors come, for

- the feature score alone (its confidence),
- the document reader alone (its logit),
- their fusion with the weights of the packaged calibration (`VerifierFusion.fused_logit`),

and the largest ACCEPT set (pooled over predicates) whose bound meets 0.99
(`thresholds.accept_threshold`), beside the largest whose point estimate does. Two sets:

- `oof`: the training documents of `redocred_train` that the reader run's pooled out-of-fold
  scores cover (`<run>/oof_scores.jsonl`), both scores out of fold (`reader_fusion_rows`
  refits the feature model by document fold over all 500 documents: a few minutes). Thresholds are
  chosen on scores like these.
- `test`: the test split of `redocred_triples`, scored by the packaged reader and the packaged
  calibration's feature model (neither saw these documents). Reported, never chosen on.

    .venv/bin/python benchmarks/accept_ceiling.py [--run .kg_data/reader_run] [--top-errors 10]

`--json` prints the report as JSON; `--test-docs N` keeps the first N test documents (smoke
runs).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Document, Vocabulary
from kg_pipeline.core.quality.calibration import FusionRow, reader_fusion_rows, stage_candidates
from kg_pipeline.core.validation.policy import (
    DEFAULT_CALIBRATION,
    VerifierFusion,
    load_calibration,
)
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import (
    MODEL_DIR,
    DocumentReader,
    read_candidates,
    read_reader_scores,
)
from kg_pipeline.core.verifier.thresholds import accept_threshold, precision_lower_bound

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
TOPS = (100, 200, 300, 500, 800, 1000, 1500, 2000, 3000)
TARGET = 0.99
FIRST_ERRORS = 5


class Row(NamedTuple):
    candidate_id: str
    feature: float
    reader: float
    label: int


def rows_of(fusion_rows: Sequence[FusionRow]) -> tuple[list[Row], int]:
    """The rows the tier may accept, and how many unevidenced rows were left out."""
    out = [
        Row(r.candidate_id, r.feature_confidence, r.verifier_logit, r.label)
        for r in fusion_rows
        if not r.unevidenced
    ]
    return out, sum(r.unevidenced for r in fusion_rows)


def needed_in_a_row(errors: int = 0, target: float = TARGET) -> int:
    """The fewest accepts, `errors` of them wrong, whose lower bound meets `target`."""
    n = errors + 1
    while precision_lower_bound(n - errors, n) < target:
        n += 1
    return n


def ceiling(rows: Sequence[Row], score: Callable[[Row], float]) -> dict[str, Any]:
    scores = [score(r) for r in rows]
    labels = [r.label for r in rows]
    order = sorted(range(len(rows)), key=lambda i: -scores[i])
    errors = [k + 1 for k, i in enumerate(order) if not labels[i]]
    bound = accept_threshold(scores, labels, TARGET, use_bound=True)
    point = accept_threshold(scores, labels, TARGET, use_bound=False)
    return {
        "errors_in_top": {n: sum(e <= n for e in errors) for n in TOPS if n <= len(rows)},
        "first_errors_at_rank": errors[:FIRST_ERRORS],
        "accept_bound_099": {
            "n": bound.n,
            "correct": bound.correct,
            "threshold": None if bound.threshold is None else round(bound.threshold, 4),
            "lower_bound": None if bound.lower_bound is None else round(bound.lower_bound, 4),
        },
        "accept_point_099": point.n,
        "error_ids": [rows[i].candidate_id for i in order if not labels[i]],
    }


def scorers(fusion: VerifierFusion | None) -> dict[str, Callable[[Row], float]]:
    out: dict[str, Callable[[Row], float]] = {
        "feature": lambda r: r.feature,
        "reader": lambda r: r.reader,
    }
    if fusion is not None:
        out["fused"] = lambda r: fusion.fused_logit(r.feature, r.reader)
    return out


def load(data_dir: Path) -> tuple[list[Document], list[Candidate], Vocabulary]:
    return (
        read_documents_jsonl(data_dir / "documents.jsonl"),
        list(read_candidates_jsonl(data_dir / "candidates.jsonl")),
        load_vocabulary(data_dir / "predicates.json"),
    )


def oof_set(train: Path, run: Path) -> tuple[list[FusionRow], list[Candidate], dict[str, Any]]:
    read = read_reader_scores(run / "oof_scores.jsonl")
    scores, covered, versions = read.logits, read.documents, read.versions
    docs, cands, vocab = load(train)
    meta = {
        "source": str(run / "oof_scores.jsonl"),
        "documents": len(covered),
        # rows written without a `model` field name none
        "reader_models": sorted(versions) or ["?"],
    }
    # The feature model is refitted by fold over every training document, as `calibrate`
    # does; rows are kept where the reader scored.
    rows = reader_fusion_rows(stage_candidates(docs, cands, vocab), scores)
    return rows, [c for c in cands if c.doc_id in covered], meta


def test_set(
    test: Path, split: str, reader: DocumentReader, calibration: Any, limit_docs: int | None
) -> tuple[list[FusionRow], list[Candidate], dict[str, Any]]:
    docs, cands, vocab = load(test)
    cands = [c for c in cands if (c.model_extra or {}).get("split") == split]
    keep = sorted({c.doc_id for c in cands})[:limit_docs]
    docs = [d for d in docs if d.doc_id in set(keep)]
    cands = [c for c in cands if c.doc_id in set(keep)]
    rows = read_candidates(reader, {d.doc_id: d for d in docs}, cands, vocab)
    scores = {r["candidate_id"]: float(r["logit"]) for r in rows}
    meta = {
        "source": f"{test} split {split}",
        "documents": len(docs),
        "reader_models": [reader.version],
    }
    staged = stage_candidates(docs, cands, vocab)
    fusion_rows = reader_fusion_rows(staged, scores, feature_model=calibration)
    return fusion_rows, cands, meta


def report_set(
    fusion_rows: Sequence[FusionRow],
    cands: Sequence[Candidate],
    meta: dict[str, Any],
    fusion: VerifierFusion | None,
    top_errors: int,
) -> dict[str, Any]:
    rows, unevidenced = rows_of(fusion_rows)
    by_id = {c.candidate_id: c for c in cands}
    out: dict[str, Any] = {
        **meta,
        "candidates_read": len(rows),
        "positives": sum(r.label for r in rows),
        "unevidenced_left_out": unevidenced,
    }
    for name, score in scorers(fusion).items():
        result = ceiling(rows, score)
        ids = result.pop("error_ids")
        if top_errors:
            result["top_errors"] = [describe(by_id.get(i), i) for i in ids[:top_errors]]
        out[name] = result
    return out


def describe(cand: Candidate | None, candidate_id: str) -> dict[str, Any]:
    if cand is None:
        return {"candidate_id": candidate_id}
    return {
        "candidate_id": candidate_id,
        "kind": cand.kind,
        "triple": f"{cand.subject} | {cand.predicate} | {cand.object}",
    }


def render(report: dict[str, Any]) -> str:
    parts = [
        f"calibration {report['calibration']}; fusion fitted for {report['fusion_model']}",
        f"a bound of {TARGET} needs {report['needed_in_a_row']} accepts in a row without an "
        f"error ({report['needed_with_one_error']} with one)",
    ]
    for set_name in ("oof", "test"):
        s = report.get(set_name)
        if s is None:
            continue
        names = [k for k in ("feature", "reader", "fused") if k in s]
        tops = [n for n in TOPS if n in s[names[0]]["errors_in_top"]] if names else []
        header = ["", *[f"top{n}" for n in tops], "first errors", "ACCEPT lb", "ACCEPT pt"]
        lines = [header]
        for name in names:
            r = s[name]
            lines.append(
                [name, *[str(r["errors_in_top"][n]) for n in tops],
                 ",".join(map(str, r["first_errors_at_rank"])) or "-",
                 str(r["accept_bound_099"]["n"]), str(r["accept_point_099"])]
            )  # fmt: skip
        widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
        body = [
            "  ".join(
                [line[0].ljust(widths[0])]
                + [c.rjust(w) for c, w in zip(line[1:], widths[1:], strict=True)]
            )  # fmt: skip
            for line in lines
        ]
        body.insert(1, "  ".join("-" * w for w in widths))
        extra = {k: v for k, v in s.items() if not isinstance(v, dict)}
        title = (
            f"{set_name}: {extra.get('candidates_read')} candidates read "
            f"({extra.get('positives')} SUPPORTED; {extra.get('unevidenced_left_out')} held "
            f"only for NO_EVIDENCE left out), {extra.get('documents')} documents, "
            f"{extra.get('source')}"
        )
        models = extra.get("reader_models") or []
        if report["fusion_model"] and any(m != report["fusion_model"] for m in models):
            title += "\nwarning: the fusion was fitted for another reader version"
        parts.append(
            "\n".join(
                [
                    title,
                    f"reader model(s): {', '.join(map(str, models))}",
                    "errors (UNSUPPORTED) among the top n; ACCEPT lb/pt: largest ACCEPT set, "
                    f"pooled, with lower bound / point estimate >= {TARGET}",
                    *body,
                ]
            )  # fmt: skip
        )
        for name in names:
            for k, e in enumerate(s[name].get("top_errors", []), start=1):
                if k == 1:
                    parts[-1] += f"\nfirst errors by {name}:"
                parts[-1] += (
                    f"\n  {k:>3}. {e['candidate_id']}  {e.get('kind', '?')}  {e.get('triple', '')}"
                )
    return "\n\n".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run", type=Path, default=Path(".kg_data/reader_run"))
    parser.add_argument("--train", type=Path, default=DATA / "redocred_train")
    parser.add_argument("--test", type=Path, default=DATA / "redocred_triples")
    parser.add_argument("--split", default="test")
    parser.add_argument("--model-dir", type=Path, default=MODEL_DIR)
    parser.add_argument("--calibration", type=Path, default=DEFAULT_CALIBRATION)
    parser.add_argument("--top-errors", type=int, default=0, metavar="K")
    parser.add_argument("--test-docs", type=int, default=None, help="first N test documents")
    parser.add_argument("--skip-oof", action="store_true")
    parser.add_argument("--skip-test", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    calibration = load_calibration(args.calibration)
    fusion = calibration.verifier
    report: dict[str, Any] = {
        "calibration": str(args.calibration),
        "fusion_model": fusion.model_version if fusion else None,
        "needed_in_a_row": needed_in_a_row(0),
        "needed_with_one_error": needed_in_a_row(1),
    }
    if not args.skip_oof:
        if (args.run / "oof_scores.jsonl").exists():
            report["oof"] = report_set(*oof_set(args.train, args.run), fusion, args.top_errors)
        else:
            report["oof_missing"] = str(args.run / "oof_scores.jsonl")
    if not args.skip_test:
        reader = DocumentReader(args.model_dir)
        built = test_set(args.test, args.split, reader, calibration, args.test_docs)
        report["test"] = report_set(*built, fusion, args.top_errors)
    if args.json:
        print(json.dumps(report, indent=1))
        return
    print(render(report))
    if "oof_missing" in report:
        print(f"\nno out-of-fold scores at {report['oof_missing']}: oof set skipped")


if __name__ == "__main__":
    main()
