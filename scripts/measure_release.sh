#!/usr/bin/env bash
# Every figure the README's measured section quotes for the packaged reader and calibration, in
# one run: the shared test split (default, quotes withheld, --no-model), the 420 unseen Re-DocRED
# documents (built first if missing), and the contrast set with and without the model. Each
# report is kept as JSON (or text) under OUT; the last lines print one row per run, so that a
# candidate model and the shipped one can be compared the same way, then the CPU (whether it has
# VNNI), the onnxruntime version and the reader's version, since int8 kernels differ by CPU.
#
#   bash scripts/measure_release.sh [OUT]      # default OUT: .kg_data/release_measure
#
# It reads the model and calibration where they ship (kg_pipeline/core/verifier/model/,
# kg_pipeline/core/validation/calibration.json): to measure a candidate model, copy it there in
# a scratch clone; a candidate calibration for the shipped model: CALIBRATION=FILE. It took 6 minutes on an idle machine (2026-12-03); 19 at the lowest priority
# beside a training run (2026-12-02).
set -euo pipefail

cd "$(dirname "$0")/.."
OUT="${1:-.kg_data/release_measure}"
KG=".venv/bin/kg-pipeline"
PY=".venv/bin/python"
SHARED="../shared/data/redocred_triples"
UNSEEN=".kg_data/unseen_redocred"
mkdir -p "$OUT"

CAL=()
if [ -n "${CALIBRATION:-}" ]; then
    CAL=(--calibration "$CALIBRATION")
fi

run() {  # name, then the evaluate arguments
    local name="$1"
    shift
    echo "== $name" >&2
    "$KG" evaluate "$@" "${CAL[@]}" --json > "$OUT/$name.json"
}

run test --documents "$SHARED/documents.jsonl" --candidates "$SHARED/candidates.jsonl" \
    --split test
run test_withheld --documents "$SHARED/documents.jsonl" --candidates "$SHARED/candidates.jsonl" \
    --split test --withhold-evidence
run test_no_model --documents "$SHARED/documents.jsonl" --candidates "$SHARED/candidates.jsonl" \
    --split test --no-model
if [ ! -s "$UNSEEN/candidates.jsonl" ]; then
    "$PY" benchmarks/build_unseen_redocred.py
fi
run unseen --documents "$UNSEEN/documents.jsonl" --candidates "$UNSEEN/candidates.jsonl" \
    --split test
run unseen_no_model --documents "$UNSEEN/documents.jsonl" --candidates "$UNSEEN/candidates.jsonl" \
    --split test --no-model
echo "== contrast" >&2
"$PY" scripts/check_contrast_set.py "${CAL[@]}" > "$OUT/contrast.txt"
"$PY" scripts/check_contrast_set.py --no-model "${CAL[@]}" > "$OUT/contrast_no_model.txt"

"$PY" - "$OUT" <<'EOF'
import json
import platform
import sys
from pathlib import Path

import onnxruntime

from kg_pipeline.core.verifier.reader import DocumentReader

out = Path(sys.argv[1])
head = ("run", "accepted", "acc_prec", "acc_recall", "rejected", "rej_prec", "review", "decided")
print(" ".join(f"{h:>16}" for h in head))
for name in ("test", "test_withheld", "test_no_model", "unseen", "unseen_no_model"):
    report = json.loads((out / f"{name}.json").read_text())
    o, i = report["overall"], report["integrity"]
    problems = [k for k in ("accepted_not_verbatim", "foreign_object_accepted") if i[k]]
    if not i["one_verdict_per_candidate"]:
        problems.append("not one verdict per candidate")
    row = (
        name, o["accepted"], o["accept_precision"], o["accept_recall"], o["rejected"],
        o["reject_precision"], o["review_rate"], 1 - o["review_rate"],
    )
    cells = [f"{v:>16.4f}" if isinstance(v, float) else f"{v!s:>16}" for v in row]
    print(" ".join(cells), " ".join(problems))
for name in ("contrast", "contrast_no_model"):
    for line in (out / f"{name}.txt").read_text().splitlines():
        if line.startswith(("== split", "UNSUPPORTED accepted")):
            print(f"{name}: {line.strip('= ')}")

# Where the figures were measured: int8 kernels differ between CPUs (docs/verifier.md).
flags: set[str] = set()
model = platform.processor() or platform.machine()
cpuinfo = Path("/proc/cpuinfo")
if cpuinfo.exists():
    for line in cpuinfo.read_text().splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "flags":
            flags = set(value.split())
        elif key.strip() == "model name":
            model = value.strip()
vnni = sorted(flags & {"avx512_vnni", "avx_vnni"}) or ["none"]
reader = DocumentReader.packaged()
print(f"cpu: {model}; VNNI: {', '.join(vnni)}; onnxruntime {onnxruntime.__version__}")
print(f"reader: {reader.version} (scores of {reader.scores_of})")
EOF
