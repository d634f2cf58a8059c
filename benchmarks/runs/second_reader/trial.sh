#!/usr/bin/env bash
# A second reader, trained on the read contrast batches alone (docs/verifier_trials.md, "On trial:
# a second reader for short plain text"). One model, no folds over the contrast text: it trains on
# the `train` batches of a frozen copy whose splits freeze.py renames, and its threshold is chosen
# on the `calib` batches and the Re-DocRED training documents, none of which it read.
#
#   bash benchmarks/runs/second_reader/trial.sh train      # train, export, package (resumes)
#   bash benchmarks/runs/second_reader/trial.sh fit OUT    # step 2: its threshold, on calib + Re-DocRED
#   bash benchmarks/runs/second_reader/trial.sh measure OUT  # step 3, once: the sets nobody tuned on
#     (never run: the trial stopped at step 2, 2026-12-07)
set -euo pipefail
cd "$(dirname "$0")/../../.."
RUN=".kg_data/second_reader"
FROZEN=".kg_data/contrast_second"
. benchmarks/runs/trial_steps.sh

case "${1:-}" in
train)
    [ -s "$FROZEN/candidates.jsonl" ] || .venv/bin/python benchmarks/runs/second_reader/freeze.py c33aeef "$FROZEN"
    train_fold "$RUN" 0 --extra-only --extra-documents "$FROZEN" --extra-splits train \
        --epochs 10 --scored-folds 0 --ship-fold 0 ;;
fit)
    test -s "$RUN/package/reader.json"
    mkdir -p "$2"
    nice -n 5 .venv/bin/python benchmarks/runs/second_reader/fit.py "$RUN/package" "$FROZEN" "$2" \
        | tee "$2/fit.txt" ;;
measure)
    out="$(realpath -m "$2")" main="$PWD" scratch="${SCRATCH:-/work/trial-scratch}/second"
    test -s "$out/calibration.json"
    rm -rf "$scratch"; git worktree prune
    git worktree add -f --detach "$scratch" HEAD
    mkdir -p "$scratch/kg_pipeline/core/verifier/second_model" "$scratch/.kg_data"
    cp "$RUN/package/"* "$scratch/kg_pipeline/core/verifier/second_model/"
    cp "$out/calibration.json" "$scratch/kg_pipeline/core/validation/calibration.json"
    ln -s "$main/.venv" "$scratch/.venv"
    [ -d .kg_data/unseen_redocred ] && ln -s "$main/.kg_data/unseen_redocred" "$scratch/.kg_data/"
    for where in candidate shipped; do
        dir="$scratch"; [ "$where" = shipped ] && dir="$main"
        for split in test sealed; do
            (cd "$dir" && PYTHONPATH="$dir" .venv/bin/python scripts/check_contrast_set.py \
                --split "$split" --out "$out/${where}_$split.jsonl") > "$out/${where}_$split.txt"
        done
    done
    .venv/bin/python benchmarks/runs/reader_trial_contrast_oof/per_batch.py \
        "$out/candidate_sealed.jsonl" "$out/shipped_sealed.jsonl" | tee "$out/sealed_per_batch.txt"
    grep -H "UNSUPPORTED accepted" "$out"/*_{test,sealed}.txt
    (cd "$scratch" && PYTHONPATH="$scratch" bash scripts/measure_release.sh "$out/release") \
        | tee "$out/release.txt" ;;
*)
    sed -n '2,/^set -euo pipefail/p' "$0" | sed '$d'; exit 2 ;;
esac
