# Steps every multi-session reader trial shares, sourced by its trial.sh: a fold's out-of-fold
# scores kept in git as it finishes (a machine's .kg_data may not outlive a session), and put back.
#   freeze_extra DIR COMMIT  # the contrast set as of COMMIT into DIR, unless it is there
#   train_fold RUN K [ARGS]  # train-verifier ARGS, fold K only, into RUN (resumes a checkpoint)
#   keep_fold HERE RUN K    # RUN/fold-K's scores, done.json and training events into HERE/fold-K
#   restore_folds HERE RUN [KS]  # HERE/fold-K back to RUN/fold-K, for K in the class KS (0-9)
#   pilot_gate SCORES       # a trial's fold-1 scores (.jsonl.gz) against the shipped recipe's
#                           # (and its contrast rows' AUC and the gate, where it has them)
#   trial_step SCRIPT HERE RUN STEP [K]  # a trial.sh's keep K, restore and gate; else its usage
#   measure_trial HERE RUN FROZEN OUT SCRATCH [ARGS]  # steps 1-2 once all five folds are done;
#       ARGS go to the trial's own calibration (B)

# A new machine has no .kg_data: the frozen extra set is written again from git, the same bytes
# (train-verifier's `extra` event records the sha256 of its ids).
freeze_extra() {
    local dir="$1" commit="$2" f
    [ -s "$dir/candidates.jsonl" ] && return 0
    mkdir -p "$dir"
    for f in documents.jsonl candidates.jsonl; do
        git show "$commit:kg_pipeline/demo/contrast/$f" > "$dir/$f"
    done
    echo "froze $dir from $commit"
}

train_fold() {
    local run="$1" k="$2"
    shift 2
    if [ ! -x .venv-train/bin/kg-pipeline ]; then
        echo 'no .venv-train: python3 -m venv .venv-train && .venv-train/bin/pip install -e ".[train]"' >&2
        return 1
    fi
    mkdir -p "$run"
    HF_HUB_OFFLINE=1 nice -n 19 .venv-train/bin/kg-pipeline train-verifier "$@" --runs "$k" \
        --threads "${THREADS:-2}" --out "$run" --package-dir "$run/package" \
        >> "$run/train_fold$k.log" 2>&1
}

keep_fold() {
    local here="$1" run="$2" k="$3"
    test -s "$run/fold-$k/done.json"
    mkdir -p "$here/fold-$k"
    cp "$run/fold-$k/done.json" "$here/fold-$k/"
    gzip -9nc "$run/fold-$k/oof_scores.jsonl" > "$here/fold-$k/oof_scores.jsonl.gz"
    grep '^{"event": "\(extra\|run\|plan\|done\|waiting\)"' "$run/train_fold$k.log" \
        > "$here/fold-$k/train_events.jsonl" || true
}

restore_folds() {
    local here="$1" run="$2" ks="${3:-0-9}" d k
    for d in "$here"/fold-[$ks]; do
        [ -d "$d" ] || continue
        k="${d##*-}"
        mkdir -p "$run/fold-$k"
        cp "$d/done.json" "$run/fold-$k/"
        gunzip -c "$d/oof_scores.jsonl.gz" > "$run/fold-$k/oof_scores.jsonl"
        echo "restored fold $k"
    done
}

# The gate is benchmarks/runs/pilot_gate.py (its docstring says what it compares).
pilot_gate() {
    .venv/bin/python benchmarks/runs/pilot_gate.py "$1"
}

trial_step() {
    local script="$1" here="$2" run="$3"
    case "${4:-}" in
    keep)
        keep_fold "$here" "$run" "$5" ;;
    restore)
        restore_folds "$here" "$run" ;;
    gate)
        pilot_gate "$here/fold-1/oof_scores.jsonl.gz" ;;
    *)
        sed -n '2,/^set -euo pipefail/p' "$script" | sed '$d'; exit 2 ;;
    esac
}

# Steps 1 and 2 of a trial once all five folds are done (docs/verifier_trials.md).
measure_trial() {
    local here="$1" run="$2" frozen="$3" out scratch="$5" main="$PWD" where dir split
    out="$(realpath -m "$4")"
    shift 5
    mkdir -p "$out"
    test -s "$run/oof_scores.jsonl" && test -s "$run/package/reader.json"
    rm -rf "$scratch"
    git worktree prune
    git worktree add -f --detach "$scratch" HEAD
    cp "$run/package/"* "$scratch/kg_pipeline/core/verifier/model/"
    ln -s "$main/.venv" "$scratch/.venv"
    # calibrate checks that the scores come from the packaged reader, so it runs in the scratch
    # checkout, which holds fold 0's model.
    local r="$main/../shared/data/redocred_train"
    cal() {
        (cd "$scratch" && PYTHONPATH="$scratch" .venv/bin/kg-pipeline calibrate \
            --documents "$r/documents.jsonl" --candidates "$r/candidates.jsonl" \
            --reader-scores "$main/$run/oof_scores.jsonl" "$@")
    }
    # B: the fusion and thresholds on both sets' rows (the trial's); R: Re-DocRED's rows alone
    # (reported beside: its deployed counts against the shipped fit's 2,185 and 7,171).
    cal --extra-documents "$main/$frozen" "$@" --out "$out/calibration.json" \
        > "$out/calibrate_B.txt"
    cal --out "$out/calibration_R.json" > "$out/calibrate_R.txt"
    cp "$out/calibration.json" "$scratch/kg_pipeline/core/validation/calibration.json"
    mkdir -p "$scratch/.kg_data"
    if [ -d .kg_data/unseen_redocred ]; then
        ln -s "$main/.kg_data/unseen_redocred" "$scratch/.kg_data/"
    fi
    # Step 1: contrast text neither the reader nor the fusion saw, candidate then shipped.
    for where in candidate shipped; do
        dir="$scratch"; [ "$where" = shipped ] && dir="$main"
        for split in dev test holdout sealed; do
            local from=(); [ "$split" = holdout ] && from=(--from-doc contrast-holdout-1061)
            (cd "$dir" && PYTHONPATH="$dir" .venv/bin/python scripts/check_contrast_set.py \
                --split "$split" "${from[@]}" --out "$out/step1_${where}_$split.jsonl") \
                > "$out/step1_${where}_$split.txt"
        done
        cat "$out"/step1_${where}_{dev,test,holdout,sealed}.jsonl > "$out/step1_$where.jsonl"
    done
    .venv/bin/python benchmarks/runs/reader_trial_contrast_oof/per_batch.py \
        "$out/step1_candidate.jsonl" "$out/step1_shipped.jsonl" | tee "$out/step1_per_batch.txt"
    grep -h "UNSUPPORTED accepted" "$out"/step1_*_{dev,test,holdout,sealed}.txt
    # Step 2: the shared test split and the unseen documents, as the README's figures are made.
    (cd "$scratch" && PYTHONPATH="$scratch" bash scripts/measure_release.sh "$out/step2") \
        | tee "$out/step2.txt"
}
