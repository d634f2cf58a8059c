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
    mkdir -p "$FROZEN"
    for f in documents.jsonl candidates.jsonl; do
        git show "67d8cf8:kg_pipeline/demo/contrast/$f" > "$FROZEN/$f"
    done
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
    OUT="$(realpath -m "$2")"
    MAIN="$PWD"
    mkdir -p "$OUT"
    test -s "$RUN/oof_scores.jsonl" && test -s "$RUN/package/reader.json"
    rm -rf "$SCRATCH"
    git worktree prune
    git worktree add -f --detach "$SCRATCH" HEAD
    cp "$RUN/package/"* "$SCRATCH/kg_pipeline/core/verifier/model/"
    ln -s "$MAIN/.venv" "$SCRATCH/.venv"
    # calibrate checks that the scores come from the packaged reader, so it runs in the scratch
    # checkout, which holds fold 0's model.
    R="$MAIN/../shared/data/redocred_train"
    cal() {
        (cd "$SCRATCH" && PYTHONPATH="$SCRATCH" .venv/bin/kg-pipeline calibrate \
            --documents "$R/documents.jsonl" --candidates "$R/candidates.jsonl" \
            --reader-scores "$MAIN/$RUN/oof_scores.jsonl" "$@")
    }
    # B: the fusion and thresholds on both sets' rows (the trial's); R: Re-DocRED's rows alone
    # (reported beside: its deployed counts against the shipped fit's 2,185 and 7,171).
    cal --extra-documents "$MAIN/$FROZEN" --out "$OUT/calibration.json" > "$OUT/calibrate_B.txt"
    cal --out "$OUT/calibration_R.json" > "$OUT/calibrate_R.txt"
    cp "$OUT/calibration.json" "$SCRATCH/kg_pipeline/core/validation/calibration.json"
    mkdir -p "$SCRATCH/.kg_data"
    if [ -d .kg_data/unseen_redocred ]; then
        ln -s "$MAIN/.kg_data/unseen_redocred" "$SCRATCH/.kg_data/"
    fi
    # Step 1: contrast text neither the reader nor the fusion saw, candidate then shipped.
    for where in candidate shipped; do
        dir="$SCRATCH"; [ "$where" = shipped ] && dir="$MAIN"
        for split in dev test holdout sealed; do
            from=(); [ "$split" = holdout ] && from=(--from-doc contrast-holdout-1061)
            (cd "$dir" && PYTHONPATH="$dir" .venv/bin/python scripts/check_contrast_set.py \
                --split "$split" "${from[@]}" --out "$OUT/step1_${where}_$split.jsonl") \
                > "$OUT/step1_${where}_$split.txt"
        done
        cat "$OUT"/step1_${where}_{dev,test,holdout,sealed}.jsonl > "$OUT/step1_$where.jsonl"
    done
    .venv/bin/python "$HERE/per_batch.py" "$OUT/step1_candidate.jsonl" "$OUT/step1_shipped.jsonl" \
        | tee "$OUT/step1_per_batch.txt"
    grep -h "UNSUPPORTED accepted" "$OUT"/step1_*_{dev,test,holdout,sealed}.txt
    # Step 2: the shared test split and the unseen documents, as the README's figures are made.
    (cd "$SCRATCH" && PYTHONPATH="$SCRATCH" bash scripts/measure_release.sh "$OUT/step2") \
        | tee "$OUT/step2.txt" ;;
*)
    sed -n '2,15p' "$0"; exit 2 ;;
esac
