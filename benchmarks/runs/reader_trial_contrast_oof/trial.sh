#!/usr/bin/env bash
# The five-fold reader trial (docs/verifier_trials.md, "On trial: the read contrast batches scored out of
# fold, five folds"), step by step, from main's checkout. Kept in git because a machine's
# scratch files may not outlive a session: on 2026-12-06 a new checkout came without .kg_data,
# and folds 1-4 (about six hours of training) were lost with it.
#
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh freeze     # the extra set, as of 67d8cf8
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh train K    # fold K (resumes a checkpoint)
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh keep K     # fold K's scores into git
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh restore    # kept folds 1-4 back to .kg_data
#   bash benchmarks/runs/reader_trial_contrast_oof/trial.sh measure OUT  # once, when all five are done
#
# Fold 0 is trained last, in the session that measures: its model is the one that would ship, and
# a model that does not ship is not kept in git.
set -euo pipefail
cd "$(dirname "$0")/../../.."
HERE="benchmarks/runs/reader_trial_contrast_oof"
RUN=".kg_data/reader_contrast_oof"
FROZEN=".kg_data/contrast_67d8cf8"
SCRATCH="${SCRATCH:-/work/trial-scratch}"
. benchmarks/runs/trial_steps.sh

case "${1:-}" in
freeze)
    freeze_extra "$FROZEN" 67d8cf8
    echo "$FROZEN: the train-verifier 'extra' event must read doc_ids_sha256 dfda98b3c5610786" ;;
train)
    k="$2"
    mkdir -p "$RUN"
    .venv-train/bin/kg-pipeline train-verifier --epochs 13 --sentences-per-predicate 60 \
        --runs "$k" --threads "${THREADS:-2}" --extra-documents "$FROZEN" --extra-splits holdout \
        --extra-scored --out "$RUN" --package-dir "$RUN/package" >> "$RUN/train_fold$k.log" 2>&1 ;;
keep)
    keep_fold "$HERE" "$RUN" "$2" ;;
restore)
    # fold-0/ here is the night of 2026-12-05's run, kept for that trial's record
    restore_folds "$HERE" "$RUN" 1-4 ;;
measure)
    measure_trial "$HERE" "$RUN" "$FROZEN" "$2" "$SCRATCH" ;;
*)
    sed -n '2,15p' "$0"; exit 2 ;;
esac
