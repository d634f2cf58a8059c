# Steps every multi-session reader trial shares, sourced by its trial.sh: a fold's out-of-fold
# scores kept in git as it finishes (a machine's .kg_data may not outlive a session), and put back.
#   keep_fold HERE RUN K    # RUN/fold-K's scores, done.json and training events into HERE/fold-K
#   restore_folds HERE RUN [KS]  # HERE/fold-K back to RUN/fold-K, for K in the class KS (0-9)

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
