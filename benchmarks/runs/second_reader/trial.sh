#!/usr/bin/env bash
# A second reader, trained on the read contrast batches alone (docs/verifier_trials.md, "On trial:
# a second reader for short plain text"). One model, no folds over the contrast text: it trains on
# the `train` batches of a frozen copy whose splits freeze.py renames, and its threshold is chosen
# on the `calib` batches and the Re-DocRED training documents, none of which it read.
#
#   bash benchmarks/runs/second_reader/trial.sh train      # train, export, package (resumes)
#   bash benchmarks/runs/second_reader/trial.sh fit OUT    # step 2: its threshold, on calib + Re-DocRED
# Step 3 (the sets nobody tuned on, the sealed batches once) was never written out: the trial
# stopped at step 2 (2026-12-07).
set -euo pipefail
cd "$(dirname "$0")/../../.."
RUN=".kg_data/second_reader"
FROZEN=".kg_data/contrast_second"
. benchmarks/runs/trial_steps.sh

case "${1:-}" in
train)
    freeze_extra "$FROZEN" c33aeef
    .venv/bin/python benchmarks/runs/second_reader/freeze.py "$FROZEN"
    train_fold "$RUN" 0 --extra-only --extra-documents "$FROZEN" --extra-splits train \
        --epochs 10 --scored-folds 0 --ship-fold 0 ;;
fit)
    test -s "$RUN/package/reader.json"
    mkdir -p "$2"
    nice -n 5 .venv/bin/python benchmarks/runs/second_reader/fit.py "$RUN/package" "$FROZEN" "$2" \
        | tee "$2/fit.txt" ;;
*)
    sed -n '2,/^set -euo pipefail/p' "$0" | sed '$d'; exit 2 ;;
esac
