#!/usr/bin/env bash
# The shipped reader recipe (20 epochs) with the read contrast batches, scored out of fold
# (docs/verifier_trials.md, "On trial: the shipped recipe with the read contrast batches"). The
# five-fold trial at 13 epochs is ../reader_trial_contrast_oof/; this changes only the epochs.
# Its extra set is that trial's: the contrast set's holdout split as of 67d8cf8, frozen by
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh freeze
#
#   bash benchmarks/runs/reader_trial_contrast20/trial.sh train K   # fold K (resumes a checkpoint)
#   bash benchmarks/runs/reader_trial_contrast20/trial.sh keep K    # fold K's scores into git
#   bash benchmarks/runs/reader_trial_contrast20/trial.sh restore   # kept folds back to .kg_data
#   bash benchmarks/runs/reader_trial_contrast20/trial.sh gate      # the pilot gate, fold 1
set -euo pipefail
cd "$(dirname "$0")/../../.."
HERE="benchmarks/runs/reader_trial_contrast20"
RUN=".kg_data/reader_contrast20"
FROZEN=".kg_data/contrast_67d8cf8"
. benchmarks/runs/trial_steps.sh

case "${1:-}" in
train)
    freeze_extra "$FROZEN" 67d8cf8
    train_fold "$RUN" "$2" --epochs 20 --sentences-per-predicate 60 \
        --extra-documents "$FROZEN" --extra-splits holdout --extra-scored ;;
*)
    trial_step "$0" "$HERE" "$RUN" "$@" ;;
esac
