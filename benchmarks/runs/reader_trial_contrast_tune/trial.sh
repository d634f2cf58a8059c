#!/usr/bin/env bash
# The shipped recipe's fold, then a short second pass at a fifth of its learning rate with the read
# contrast batches (docs/verifier_trials.md, "On trial: a second pass with the read contrast
# batches"). A fold starts from the shipped recipe's weights for the same fold, kept by
#   bash benchmarks/runs/reader_trial_contrast_tune/trial.sh base K   # (fold 1: the rerun's)
# and its extra set is the earlier trials': the contrast holdout as of 67d8cf8, frozen by
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh freeze
#
#   bash benchmarks/runs/reader_trial_contrast_tune/trial.sh train K   # fold K (resumes a checkpoint)
#   bash benchmarks/runs/reader_trial_contrast_tune/trial.sh keep K    # fold K's scores into git
#   bash benchmarks/runs/reader_trial_contrast_tune/trial.sh restore   # kept folds back to .kg_data
#   bash benchmarks/runs/reader_trial_contrast_tune/trial.sh gate      # the pilot gate, fold 1
set -euo pipefail
cd "$(dirname "$0")/../../.."
HERE="benchmarks/runs/reader_trial_contrast_tune"
RUN=".kg_data/reader_contrast_tune"
FROZEN=".kg_data/contrast_67d8cf8"
BASE=".kg_data/reader_contrast_tune/base"
. benchmarks/runs/trial_steps.sh

case "${1:-}" in
base)
    # train_folds deletes a fold's checkpoint once it is scored: copy the last one before that.
    # Fold 1's is the rerun's (../reader_rerun20/), copied at its step 2,000.
    mkdir -p "$BASE"
    src=".kg_data/reader_rerun20/fold$2_step2000.pt"
    test -s "$src"
    cp "$src" "$BASE/fold$2.pt" ;;
train)
    freeze_extra "$FROZEN" 67d8cf8
    train_fold "$RUN" "$2" --epochs 5 --lr 1e-5 --head-lr 6e-5 --sentences-per-predicate 60 \
        --init-from "$BASE/fold{fold}.pt" \
        --extra-documents "$FROZEN" --extra-splits holdout --extra-scored ;;
*)
    trial_step "$0" "$HERE" "$RUN" "$@" ;;
esac
