#!/usr/bin/env bash
# The shipped reader recipe's fold 1 trained again, unchanged (seed 13, 20 epochs), on today's code
# and train extra: how far one run lands from the kept 0.9054 (docs/verifier_trials.md, "Measured:
# the shipped recipe's fold 1 trained again"). It decides nothing; it says what a pilot gate's
# margin of 0.010 is worth.
#
#   bash benchmarks/runs/reader_rerun20/trial.sh train 1   # fold 1 (resumes a checkpoint)
#   bash benchmarks/runs/reader_rerun20/trial.sh keep 1    # its scores into git
#   bash benchmarks/runs/reader_rerun20/trial.sh restore   # kept folds back to .kg_data
#   bash benchmarks/runs/reader_rerun20/trial.sh read      # its AUC beside the kept run's
set -euo pipefail
cd "$(dirname "$0")/../../.."
HERE="benchmarks/runs/reader_rerun20"
RUN=".kg_data/reader_rerun20"
. benchmarks/runs/trial_steps.sh

case "${1:-}" in
train)
    train_fold "$RUN" "$2" --epochs 20 --sentences-per-predicate 60 --scored-folds 0,1,2 ;;
read)
    pilot_gate "$HERE/fold-1/oof_scores.jsonl.gz" ;;
*)
    trial_step "$0" "$HERE" "$RUN" "$@" ;;
esac
