# Steps every multi-session reader trial shares, sourced by its trial.sh: a fold's out-of-fold
# scores kept in git as it finishes (a machine's .kg_data may not outlive a session), and put back.
#   train_fold RUN K [ARGS]  # train-verifier ARGS, fold K only, into RUN (resumes a checkpoint)
#   keep_fold HERE RUN K    # RUN/fold-K's scores, done.json and training events into HERE/fold-K
#   restore_folds HERE RUN [KS]  # HERE/fold-K back to RUN/fold-K, for K in the class KS (0-9)
#   pilot_gate SCORES       # a trial's fold-1 scores (.jsonl.gz) against the shipped recipe's
#                           # (and its contrast rows' AUC and the gate, where it has them)
#   trial_step SCRIPT HERE RUN STEP [K]  # a trial.sh's keep K, restore and gate; else its usage

train_fold() {
    local run="$1" k="$2"
    shift 2
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

# The pilot gate of the reader trials that read the contrast batches: fold 1's Re-DocRED rows out
# of fold against the shipped recipe's fold 1, and its contrast rows, plain against UNSUPPORTED.
pilot_gate() {
    .venv/bin/python - "$1" <<'PY'
import gzip, json, sys
from sklearn.metrics import roc_auc_score

def rows(path):
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]

trial = rows(sys.argv[1])
shipped = rows("benchmarks/runs/reader_trial20/fold-1/oof_scores.jsonl.gz")
for name, rs in (("shipped recipe", shipped), ("trial", trial)):
    r = [x for x in rs if x["doc_id"].startswith("redocred")]
    auc = roc_auc_score([x["label"] == "SUPPORTED" for x in r], [x["logit"] for x in r])
    print(f"{name}: Re-DocRED fold 1, {len(r):,} rows, AUC {auc:.4f}")
c = [x for x in trial if x["doc_id"].startswith("contrast")]
c = [x for x in c if x["kind"] == "assertion" or x["label"] == "UNSUPPORTED"]
if c:  # a trial without the contrast batches has no contrast rows
    auc = roc_auc_score([x["kind"] == "assertion" for x in c], [x["logit"] for x in c])
    print(f"trial: contrast fold 1, {len(c):,} rows, plain against UNSUPPORTED, AUC {auc:.4f}")
    print("gate: Re-DocRED AUC >= the shipped recipe's - 0.010 and contrast AUC >= 0.95")
PY
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
