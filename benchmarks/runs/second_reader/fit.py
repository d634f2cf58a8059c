"""Step 2 of the second-reader trial: the shipped pipeline (rules, template, feature score, fused
reader) on the contrast set's `calib` batches and on the Re-DocRED training documents, the second
reader reading what it leaves in review, and the threshold `t2` chosen on those rows pooled
(docs/verifier_trials.md, "On trial: a second reader for short plain text"). Neither set was read
by the second reader. Writes the rows (set, candidate, label, logit) and a calibration: the
shipped one with `second_reader` set, or nothing when no threshold meets the bound.

    .venv/bin/python benchmarks/runs/second_reader/fit.py MODEL_DIR FROZEN OUT
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path

from kg_pipeline.core.inputs.io import read_candidates_jsonl, read_documents_jsonl
from kg_pipeline.core.models import Candidate, Document
from kg_pipeline.core.validation.policy import SecondReader, default_calibration
from kg_pipeline.core.validation.validator import Validator
from kg_pipeline.core.validation.vocabulary import load_vocabulary
from kg_pipeline.core.verifier.reader import DocumentReader
from kg_pipeline.core.verifier.thresholds import accept_threshold, precision_lower_bound

REDOCRED_TRAIN = Path("../shared/data/redocred_train")


def second_rows(
    name: str, validator: Validator, docs: list[Document], cands: list[Candidate]
) -> Iterable[dict[str, object]]:
    """One row per candidate the second reader read."""
    for c, w in zip(cands, validator.decide_all(docs, cands), strict=True):
        stages = {s.stage: s.detail for s in w.stages}
        if "second_reader" in stages:
            yield {
                "set": name,
                "candidate_id": c.candidate_id,
                "predicate": c.predicate,
                "kind": c.kind,
                "label": int(c.label == "SUPPORTED"),
                "logit": stages["second_reader"]["logit"],
                # the shipped reader's logit and the fused score, for reading afterwards
                "reader_logit": stages["verifier"]["logit"],
                "fused": stages["verifier"].get("fused"),
            }


def main(model_dir: Path, frozen: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    second = DocumentReader(model_dir)
    calibration = default_calibration().model_copy(deep=True)
    assert calibration.verifier is not None and calibration.verifier.second_reader is None
    rows: list[dict[str, object]] = []
    sets = {
        "calib": (frozen, Path("kg_pipeline/demo/vocabulary.json"), "calib"),
        "redocred_train": (REDOCRED_TRAIN, REDOCRED_TRAIN / "predicates.json", None),
    }
    for name, (folder, vocabulary, split) in sets.items():
        docs = read_documents_jsonl(folder / "documents.jsonl")
        if split:
            docs = [d for d in docs if (d.model_extra or {}).get("split") == split]
        keep = {d.doc_id for d in docs}
        cands = [
            c
            for c in read_candidates_jsonl(folder / "candidates.jsonl")
            if c.doc_id in keep and c.label in ("SUPPORTED", "UNSUPPORTED")
        ]
        validator = Validator(
            load_vocabulary(vocabulary),
            calibration,
            verifier=DocumentReader.packaged(),
            second_verifier=second,
        )
        got = list(second_rows(name, validator, docs, cands))
        print(f"{name}: {len(cands)} candidates, {len(got)} read by the second reader", flush=True)
        rows += got
    with open(out / "second_rows.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row) + "\n")
    t = accept_threshold([float(r["logit"]) for r in rows], [int(r["label"]) for r in rows])
    print(f"t2 = {t.threshold}: {t.correct} of {t.n} right, lower bound {t.lower_bound}")
    report: dict[str, float] = {}
    for name in sets:
        mine = [r for r in rows if r["set"] == name]
        above = [r for r in mine if t.threshold is not None and float(r["logit"]) >= t.threshold]
        right = sum(int(r["label"]) for r in above)
        bound = precision_lower_bound(right, len(above))
        print(f"  {name}: {len(mine)} read, {len(above)} at or above t2, {right} right, "
              f"lower bound {bound:.4f}")  # fmt: skip
        report |= {f"{name}_read": len(mine), f"{name}_accepted": len(above),
                   f"{name}_right": right}  # fmt: skip
    if t.threshold is None:
        print("no threshold meets the bound: the trial stops")
        return
    calibration.verifier.second_reader = SecondReader(
        model_version=second.version,
        accept=t.threshold,
        accept_n=t.n,
        accept_precision=t.precision,
        accept_lower_bound=t.lower_bound,
        fitted_on="contrast calib batches 1101-1534 (c33aeef) + redocred_train, shipped pipeline",
        report=report,
    )
    (out / "calibration.json").write_text(calibration.model_dump_json(indent=1) + "\n")
    print(f"wrote {out / 'calibration.json'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))
