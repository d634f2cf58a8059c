#!/usr/bin/env bash
# The shipped reader recipe (20 epochs) with half the read contrast batches each epoch, scored out
# of fold (docs/verifier_trials.md, "On trial: half the read contrast batches each epoch"). It
# changes one thing in ../reader_trial_contrast20/: `--extra-share 0.5`. Its extra set is that
# trial's: the contrast set's holdout split as of 67d8cf8, frozen by
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh freeze
#
#   bash benchmarks/runs/reader_trial_contrast_half/trial.sh train K   # fold K (resumes a checkpoint)
#   bash benchmarks/runs/reader_trial_contrast_half/trial.sh keep K    # fold K's scores into git
#   bash benchmarks/runs/reader_trial_contrast_half/trial.sh restore   # kept folds back to .kg_data
#   bash benchmarks/runs/reader_trial_contrast_half/trial.sh gate      # the pilot gate, fold 1
#   bash benchmarks/runs/reader_trial_contrast_half/trial.sh measure OUT  # once, all five folds done
# Its calibration adds `--reader-accept`, the decision change fixed for the 20-epoch trial.
set -euo pipefail
cd "$(dirname "$0")/../../.."
HERE="benchmarks/runs/reader_trial_contrast_half"
RUN=".kg_data/reader_contrast_half"
FROZEN=".kg_data/contrast_67d8cf8"
SCRATCH="${SCRATCH:-/work/trial-scratch}"
. benchmarks/runs/trial_steps.sh

case "${1:-}" in
train)
    freeze_extra "$FROZEN" 67d8cf8
    train_fold "$RUN" "$2" --epochs 20 --sentences-per-predicate 60 \
        --extra-documents "$FROZEN" --extra-splits holdout --extra-scored --extra-share 0.5 ;;
measure)
    measure_trial "$HERE" "$RUN" "$FROZEN" "$2" "$SCRATCH" --reader-accept ;;
*)
    trial_step "$0" "$HERE" "$RUN" "$@" ;;
esac
