"""`validate`, `evaluate` and `calibrate`: the validator on files, outside Dagster."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from kg_pipeline.cli.output import count, plural, progress, rate, table
from kg_pipeline.core.inputs.io import (
    check_output,
    keep_split,
    read_candidates,
    read_documents,
    write_jsonl,
    write_text,
)
from kg_pipeline.core.models import Candidate, Document, InputError, RiskLevel, Verdict
from kg_pipeline.core.paths import DEMO_VOCABULARY
from kg_pipeline.core.quality.calibration import (
    FusionRow,
    Staged,
    ThresholdPool,
    fit_feature_model,
    fit_verifier_fusion,
    reader_fusion_rows,
    stage_candidates,
)
from kg_pipeline.core.quality.metrics import evaluation_report, integrity_report
from kg_pipeline.core.validation.policy import (
    DEFAULT_CALIBRATION,
    Calibration,
    PolicyConfig,
    VerifierFusion,
    load_calibration,
)
from kg_pipeline.core.validation.validator import Validator, withhold_evidence
from kg_pipeline.core.validation.vocabulary import load_vocabulary


def _add_inputs(p: argparse.ArgumentParser) -> None:
    p.add_argument("--documents", required=True, type=Path, help="documents JSONL")
    p.add_argument("--candidates", required=True, type=Path, help="candidates JSONL")
    p.add_argument(
        "--vocabulary",
        type=Path,
        default=None,
        help="vocabulary JSON (default: predicates.json beside the candidates, else the demo's)",
    )
    p.add_argument(
        "--split",
        default=None,
        help="keep only records whose `split` is this (one of the values present in the files)",
    )
    p.add_argument("--risk-level", type=RiskLevel, choices=list(RiskLevel), default=RiskLevel.HIGH)
    p.add_argument("--calibration", type=Path, default=None, help="calibration JSON")
    p.add_argument("--accept-threshold", type=float, default=None)
    p.add_argument(
        "--workers",
        type=int,
        default=1,
        help="validate documents in this many worker processes (identical verdicts; 0: one "
        "per core or KG_VALIDATION_WORKERS)",
    )
    p.add_argument(
        "--withhold-evidence",
        action="store_true",
        help="drop every candidate's quote before validating (shows what decisions owe to "
        "the text alone)",
    )


def _add_model(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--no-model",
        action="store_true",
        help="skip the neural verifier tier: the hard rules and the feature score alone",
    )


def _verifier(args: argparse.Namespace) -> Any:
    """The packaged document reader unless --no-model (loaded once per process)."""
    if getattr(args, "no_model", False):
        return None
    from kg_pipeline.core.verifier.reader import DocumentReader

    return DocumentReader.packaged()


def _add_audit(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--audit",
        action="store_true",
        help="send what the score leaves to REVIEW to the evidence auditor (LLM at "
        "OPENAI_BASE_URL / KG_LLM_MODEL, key from OPENAI_API_KEY)",
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("validate", help="decide every candidate; one JSON line each")
    _add_inputs(p)
    _add_audit(p)
    _add_model(p)
    p.add_argument("--out", required=True, type=Path, help="verdicts JSONL")
    p.set_defaults(func=run_validate)

    p = subparsers.add_parser("evaluate", help="validate labelled candidates; print a report")
    _add_inputs(p)
    _add_audit(p)
    _add_model(p)
    p.add_argument(
        "--json", action="store_true", help="print the full report as JSON instead of tables"
    )
    p.add_argument("--top", type=int, default=10, help="predicates shown in the table")
    p.set_defaults(func=run_evaluate)

    p = subparsers.add_parser("calibrate", help="fit confidence tables, weights and thresholds")
    _add_inputs(p)
    p.add_argument("--accept-precision", type=float, default=0.99)
    p.add_argument(
        "--accept-margin",
        type=float,
        default=0.0,
        help="added to the ACCEPT precision target when choosing the threshold on dev",
    )
    p.add_argument(
        "--point-estimate",
        action="store_true",
        help="choose the feature score's thresholds where the point estimate of out-of-fold "
        "precision meets each target (default: its one-sided 95%% lower bound)",
    )
    p.add_argument(
        "--reject-precision",
        type=float,
        default=0.98,
        help="REJECT precision target of the score path (stricter than the 0.95 bar: the "
        "threshold rests on few dev candidates)",
    )
    p.add_argument("--out", type=Path, default=DEFAULT_CALIBRATION)
    _add_model(p)
    p.add_argument(
        "--reader-scores",
        type=Path,
        default=None,
        help="out-of-fold reader logits (`oof_scores.jsonl` of `train-verifier`): fit the "
        "verifier fusion and its thresholds on them; without it, only the feature model",
    )
    p.add_argument(
        "--extra-documents",
        type=Path,
        default=None,
        help="a second labelled set (folder with documents.jsonl and candidates.jsonl; its "
        "predicates.json, else the demo vocabulary) that the reader scores cover too "
        "(`train-verifier --extra-scored`): its scored rows join the fusion's, their feature "
        "confidence from the feature model fitted here, which never saw them",
    )
    p.add_argument(
        "--with-rivals",
        action="store_true",
        help="fit the reader's rival margins into the fusion as well (the scores must carry "
        "them); on trial, not what ships: docs/verifier_trials.md",
    )
    p.add_argument(
        "--threshold-pool",
        choices=[v.value for v in ThresholdPool],
        default=ThresholdPool.REST.value,
        help="which rows the fusion's pooled thresholds are chosen on (docs/validation.md)",
    )
    p.add_argument(
        "--reader-accept",
        action="store_true",
        help="also fit an ACCEPT threshold on the reader's logit alone, on the out-of-fold rows "
        "the fused thresholds do not accept; on trial, not what ships: docs/verifier_trials.md",
    )
    p.add_argument(
        "--feature-calibration",
        type=Path,
        default=None,
        help="reuse this calibration's feature model, fitted without these documents, instead "
        "of refitting it; only the verifier fusion is fitted, on its scores",
    )
    p.set_defaults(func=run_calibrate)


def _vocabulary_path(args: argparse.Namespace) -> Path:
    if args.vocabulary:
        return Path(args.vocabulary)
    beside = Path(args.candidates).parent / "predicates.json"
    return beside if beside.exists() else DEMO_VOCABULARY


def load_inputs(args: argparse.Namespace) -> tuple[list[Document], list[Candidate]]:
    """Documents and candidates under the one input contract (`core.inputs.io`): anything that
    should stop the run raises `InputError` here, before anything is written."""
    docs = read_documents([args.documents])
    cands = read_candidates([args.candidates])
    if args.split:
        docs, cands = keep_split(
            docs, cands, args.split, source=f"{args.documents} and {args.candidates}"
        )
    if getattr(args, "withhold_evidence", False):
        cands = withhold_evidence(cands)
    return docs, cands


def _auditor(args: argparse.Namespace) -> Any:
    if not getattr(args, "audit", False):
        return None
    from kg_pipeline.core.extraction.settings import LLMSettings
    from kg_pipeline.core.validation.auditor import ChatClientAdapter, EvidenceAuditor

    settings = LLMSettings.from_env()  # the same settings `extract` reads
    if not settings.enabled or not settings.model:
        raise InputError(
            "OPENAI_BASE_URL",
            None,
            "--audit needs OPENAI_BASE_URL (or OPENAI_API_KEY) and KG_LLM_MODEL",
        )
    return EvidenceAuditor(ChatClientAdapter(settings.client()), risk_level=args.risk_level)


def run_verdicts(
    args: argparse.Namespace,
    docs: list[Document] | None = None,
    cands: list[Candidate] | None = None,
) -> tuple[list[Verdict], dict[str, float]]:
    if docs is None or cands is None:
        docs, cands = load_inputs(args)
    vocabulary = load_vocabulary(_vocabulary_path(args))
    calibration = _calibration(args)
    config = PolicyConfig(risk_level=args.risk_level, accept_threshold=args.accept_threshold)
    if getattr(args, "workers", 1) != 1:
        from kg_pipeline.core.validation.streaming import validate_all

        verdicts, stream = validate_all(
            docs,
            cands,
            vocabulary,
            calibration=calibration,
            config=config,
            auditor=_auditor(args),
            workers=args.workers or None,
            use_verifier=not getattr(args, "no_model", False),
        )
        return verdicts, stream.validator
    validator = Validator(vocabulary, calibration, config, _auditor(args), _verifier(args))
    verdicts = validator.validate(
        docs, progress(cands, total=len(cands), desc="validate", unit="candidate")
    )
    return verdicts, validator.stats


def _calibration(args: argparse.Namespace) -> Any:
    if not args.calibration:
        return None
    path = Path(args.calibration)
    if not path.is_file():
        raise InputError(str(path), None, "no such file")
    try:
        return load_calibration(path)
    except ValueError as exc:  # malformed JSON or a wrong shape (pydantic)
        raise InputError(str(path), None, f"not a calibration file: {exc}") from exc


def run_validate(args: argparse.Namespace) -> int:
    check_output(args.out)
    docs, cands = load_inputs(args)
    verdicts, stats = run_verdicts(args, docs, cands)
    write_jsonl(args.out, [v.cli_record() for v in verdicts])
    counts = Counter(v.decision.value for v in verdicts)
    print(
        f"{plural(len(verdicts), 'candidate')} from {plural(len(docs), 'document')}: "
        f"{count(counts['ACCEPT'])} accepted, {count(counts['REJECT'])} rejected, "
        f"{count(counts['REVIEW'])} to review -> {args.out}",
        file=sys.stderr,
    )
    if stats:
        print(json.dumps(stats), file=sys.stderr)
    return 0


def run_evaluate(args: argparse.Namespace) -> int:
    docs, cands = load_inputs(args)
    verdicts, stats = run_verdicts(args, docs, cands)
    if not any(v.label is not None for v in verdicts):
        raise InputError(str(args.candidates), None, "no candidate carries a `label`")
    report: dict[str, Any] = {
        "evidence_withheld": bool(args.withhold_evidence),
        "integrity": integrity_report(docs, cands, verdicts),
        **evaluation_report(verdicts),
    }
    if stats:
        report["auditor"] = stats
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(evaluation_tables(report, len(docs), top=args.top))
    return 0


_COLUMNS = ("candidates", "accepted", "ACCEPT prec.", "rejected", "REJECT prec.", "review rate")


def _row(name: str, s: dict[str, Any]) -> list[str]:
    return [
        name,
        count(s["candidates"]),
        count(s["accepted"]),
        rate(s["accept_precision"]),
        count(s["rejected"]),
        rate(s["reject_precision"]),
        rate(s["review_rate"]),
    ]


def evaluation_tables(report: dict[str, Any], documents: int, *, top: int = 10) -> str:
    """The report for a person: overall, by kind, the predicates with most candidates, and the
    integrity invariants; counts as integers, rates to three decimals (`--json` has them all)."""
    o = report["overall"]
    integrity = report["integrity"]
    parts = [
        f"{plural(o['candidates'], 'labelled candidate')} from {plural(documents, 'document')} "
        f"({count(o['positives'])} true)"
        + (", evidence withheld" if report.get("evidence_withheld") else ""),
        "",
        table(["", *_COLUMNS], [_row("overall", o)]),
        f"ACCEPT recall {rate(o['accept_recall'])}, REJECT recall {rate(o['reject_recall'])}",
    ]
    if by_kind := report.get("by_kind"):
        rows = [_row(k, s) for k, s in sorted(by_kind.items(), key=lambda kv: -kv[1]["candidates"])]
        parts += ["", table(["kind", *_COLUMNS], rows)]
    by_pred = sorted(report["by_predicate"].items(), key=lambda kv: (-kv[1]["candidates"], kv[0]))
    shown = by_pred[: max(top, 0)]
    if shown:
        rows = [_row(k, s) + [rate(s["accept_recall"])] for k, s in shown]
        parts += [
            "",
            f"predicates with most candidates ({len(shown)} of {len(by_pred)}; all with --json)",
            table(["predicate", *_COLUMNS, "ACCEPT recall"], rows),
        ]
    ok = integrity["one_verdict_per_candidate"]
    parts += [
        "",
        f"integrity: {'one verdict per candidate' if ok else 'VERDICTS DO NOT MATCH CANDIDATES'}"
        f"; {plural(integrity['accepted_not_verbatim'], 'accepted span')} not verbatim"
        f"; {plural(integrity['foreign_object_accepted'], 'foreign object')} accepted",
    ]
    if auditor := report.get("auditor"):
        parts.append("auditor: " + json.dumps(auditor))
    return "\n".join(parts)


class _ShownPasses(list[Candidate]):
    """Candidates whose every full pass shows a progress bar: fitting reads them twice."""

    def __init__(self, items: list[Candidate], desc: str) -> None:
        super().__init__(items)
        self.desc = desc
        self.passes = 0

    def __iter__(self) -> Iterator[Candidate]:
        self.passes += 1
        desc = f"{self.desc} (pass {self.passes})"
        return progress(super().__iter__(), total=len(self), desc=desc, unit="candidate")


def _display_report(report: dict[str, float]) -> dict[str, float | int]:
    """Counts as integers, rates to 4 places; a mean over fold runs keeps its decimals."""
    out: dict[str, float | int] = {}
    for key, value in report.items():
        if any(word in key for word in ("precision", "recall", "rate")):
            out[key] = round(value, 4)
        else:
            out[key] = int(value) if float(value).is_integer() else value
    return out


def run_calibrate(args: argparse.Namespace) -> int:
    """The feature model on every document; with `--reader-scores`, the fusion of its
    out-of-fold confidences with the reader's out-of-fold logits, and their thresholds."""
    check_output(args.out)
    docs, cands = load_inputs(args)
    vocabulary = load_vocabulary(_vocabulary_path(args))
    source = f"{args.candidates}" + (f" split={args.split}" if args.split else "")
    reader = _verifier(args) if args.reader_scores else None
    scores: dict[str, float] = {}
    margins: dict[str, float] = {}
    scored_docs: set[str] = set()
    if reader is not None:
        from kg_pipeline.core.verifier.reader import read_reader_scores

        score_file = read_reader_scores(args.reader_scores)
        scores, scored_docs = score_file.logits, score_file.documents
        scored_by = score_file.versions
        margins = score_file.rival_margins if args.with_rivals else {}
        if args.with_rivals and set(margins) != set(scores):
            raise InputError(
                str(args.reader_scores),
                None,
                f"--with-rivals: {len(scores) - len(margins)} of {len(scores)} rows carry no "
                "rival margin (score them with benchmarks/rival_margins.py)",
            )
        _check_scored_by(args.reader_scores, scored_by, reader.version, reader.scores_of)
    staged: Staged | None = None
    feature_oof: list[float] | None = None
    if args.feature_calibration:
        calibration = load_calibration(args.feature_calibration).model_copy(deep=True)
    else:
        fit = fit_feature_model(
            docs,
            _ShownPasses(cands, "calibrate"),
            vocabulary,
            accept_precision=args.accept_precision,
            accept_margin=args.accept_margin,
            use_bound=not args.point_estimate,
            reject_precision=args.reject_precision,
            fitted_on=source,
        )
        calibration, staged, feature_oof = fit
    print(json.dumps(_display_report(calibration.dev_report), indent=1))
    calibration.verifier = None
    if reader is not None:
        # The fusion is fitted where the reader has out-of-fold scores. The feature model's
        # out-of-fold confidences come from its folds over every document (they then hold as
        # many documents as the shipped model); a reused feature model must not have seen the
        # scored documents, so that its own scores are out of fold too.
        fusion_docs = [d for d in docs if d.doc_id in scored_docs]
        if staged is None:  # a reused feature model: only the scored documents are staged
            read = [c for c in cands if c.doc_id in scored_docs]
            staged = stage_candidates(fusion_docs, _ShownPasses(read, "stages"), vocabulary)
        unseen = calibration if args.feature_calibration else None
        rows = reader_fusion_rows(
            staged, scores, feature_oof=feature_oof, feature_model=unseen, rival_margins=margins
        )
        fitted_on = (
            f"{source}: out-of-fold reader scores of {len(fusion_docs)} documents "
            f"({args.reader_scores})"
        )
        if args.extra_documents:
            extra_rows, extra_docs = _extra_fusion_rows(
                args.extra_documents, scored_docs, scores, calibration, margins
            )
            rows += extra_rows
            fitted_on += f" and of {extra_docs} documents of {args.extra_documents}"
        calibration.verifier = fit_verifier_fusion(
            rows,
            reader.version,
            accept_precision=args.accept_precision,
            reject_precision=args.reject_precision,
            pool=ThresholdPool(args.threshold_pool),
            fitted_on=fitted_on,
            reader_accept=args.reader_accept,
        )
        print(fusion_table(calibration.verifier))
        r = calibration.verifier.report
        for side, target in (("accept", args.accept_precision), ("reject", args.reject_precision)):
            n, bound = r[f"deployed_{side}ed"], r[f"deployed_{side}_lower_bound"]
            if n and bound < target:
                print(
                    f"warning: the thresholds {side} {int(n)} out-of-fold rows together at a "
                    f"95% lower bound of {bound:.4f}, below {target} (--threshold-pool)",
                    file=sys.stderr,
                )
    write_text(args.out, calibration.model_dump_json(indent=1) + "\n")
    print(f"calibration -> {args.out}", file=sys.stderr)
    return 0


def _extra_fusion_rows(
    folder: Path,
    scored_docs: set[str],
    scores: dict[str, float],
    feature_model: Calibration,
    margins: dict[str, float],
) -> tuple[list[FusionRow], int]:
    """The fusion rows of a second labelled set's scored documents, staged with its own
    vocabulary: a reader trained on a kind of text is calibrated on that kind of text too.
    Their feature confidence comes from `feature_model`, which was fitted without them."""
    docs = [d for d in read_documents([folder / "documents.jsonl"]) if d.doc_id in scored_docs]
    if not docs:
        raise InputError(str(folder), None, "the reader scores cover none of its documents")
    kept = {d.doc_id for d in docs}
    cands = [c for c in read_candidates([folder / "candidates.jsonl"]) if c.doc_id in kept]
    beside = folder / "predicates.json"
    vocabulary = load_vocabulary(beside if beside.exists() else DEMO_VOCABULARY)
    staged = stage_candidates(docs, _ShownPasses(cands, "stages"), vocabulary)
    rows = reader_fusion_rows(staged, scores, feature_model=feature_model, rival_margins=margins)
    return rows, len(docs)


def _check_scored_by(path: Path, versions: set[str], packaged: str, scores_of: str) -> None:
    """The fusion is recorded for the packaged reader and applied to its logits, so the
    out-of-fold scores must come from its run: the packaged fold's model (or the model it was
    converted from without changing its numbers, `scores_of`) among the fold models that wrote
    them. Scores of another run sit on another scale."""
    if versions and not {packaged, scores_of} & versions:
        raise InputError(
            str(path),
            None,
            f"reader scores come from {', '.join(sorted(versions))}, but the packaged reader is "
            f"{packaged}: package the scored run's model (its `package` folder) before calibrating",
        )


def fusion_table(fusion: VerifierFusion) -> str:
    """Each threshold with the point estimate of its precision beside the one-sided 95%
    Clopper-Pearson lower bound it was chosen by."""
    rows = []
    named = [("(pooled)", fusion.pooled), *sorted(fusion.per_predicate.items())]
    if fusion.unevidenced is not None:
        named.append(("(no span joins them)", fusion.unevidenced))
    if fusion.reader_accept is not None:
        named.append(("(reader's logit alone)", fusion.reader_accept))
    for name, t in named:
        rows.append(
            [
                name,
                "-" if t.accept is None else f"{t.accept:.4f}",
                count(t.accept_n),
                rate(t.accept_precision),
                rate(t.accept_lower_bound),
                "-" if t.reject is None else f"{t.reject:.4f}",
                count(t.reject_n),
                rate(t.reject_precision),
                rate(t.reject_lower_bound),
            ]
        )
    head = (
        f"verifier fusion for {fusion.model_version}: p = sigmoid({fusion.intercept:.3f} + "
        f"{fusion.feature_weight:.3f} logit(feature) + {fusion.verifier_weight:.3f} reader "
        "logit"
        + ("" if fusion.rival_weight is None else f" + {fusion.rival_weight:.3f} rival margin")
        + "); thresholds on out-of-fold scores (the no-span and reader rows: on the reader's "
        "logit)"
    )
    r = fusion.report
    if "deployed_accepted" in r:  # the rows above decide these together, out of fold
        rows.append(
            ["(pooled and predicates, deployed)", "", count(int(r["deployed_accepted"])),
             rate(r["deployed_accept_precision"]), rate(r["deployed_accept_lower_bound"]), "",
             count(int(r["deployed_rejected"])), rate(r["deployed_reject_precision"]),
             rate(r["deployed_reject_lower_bound"])]
        )  # fmt: skip
    cols = ["predicate", "ACCEPT at", "n", "prec.", "95% LB", "REJECT at", "n", "prec.", "95% LB"]
    return head + "\n" + table(cols, rows)
