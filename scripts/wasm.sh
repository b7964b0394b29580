#!/usr/bin/env bash
# Builds crates/wasm with wasm-pack into the two modules the site ships
# (both gitignored):
#   www/pkg         twofold.js, twofold_bg.wasm: the rules alone (the crate's
#                   `rules` feature), for the page's thread;
#   www/pkg-engine  twofold_engine.js, twofold_engine_bg.wasm: the computer
#                   player (`engine`), for its worker alone;
#   www/pkg-diagram twofold_diagram.js, twofold_diagram_bg.wasm: the rules
#                   and the SVG diagrams (`diagram`), which the full page
#                   loads only when Share → Diagram opens.
# A page that only shows games never downloads the engine.
# `scripts/wasm.sh --bench` builds one module with both and the benchmark
# bindings (benchPerft, benchPerftMoves, benchSearch: the `bench` feature) into
# target/bench-pkg instead, for scripts/bench-wasm.mjs; the shipped modules
# leave them (and the perft code only they use) out.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
# A separate target dir so wasm and native builds do not evict each other.
export CARGO_TARGET_DIR="${WASM_TARGET_DIR:-$PWD/target/wasm}"
WASM_OPT=node_modules/.bin/wasm-opt
if [ ! -x "$WASM_OPT" ]; then
  echo "[wasm] $WASM_OPT is missing: run scripts/setup.sh (npm ci) first" >&2
  exit 1
fi
# The budget of each shipped module: 150 KB gzipped, the download a first
# visit waits for.
budget=150000

# build <out dir> <out name> <speed|size> <cargo feature arguments...>
# speed: rustc's opt-level 3 and Binaryen's -O3, for the engine (measured
# smaller than "s" and -Oz for the module with the engine, and no slower:
# scripts/bench-wasm.mjs against `twofold bench`). size: opt-level "z" and
# -Oz, for the page's rules: 99 KB gzipped instead of 113 KB, at two to
# three times the time for the page's own rules work, which is small (an
# 80-turn game played part by part in 7-75 ms instead of 3-37 ms, its
# record opened in 0.6-4.3 ms instead of 0.3-1.5 ms: scripts/rules-times.mjs;
# BENCHMARKS.md, "Light diagrams").
build() {
  local out=$1 name=$2 goal=$3
  shift 3
  local rustc_level=3 binaryen_level=-O3
  if [ "$goal" = size ]; then
    rustc_level=z
    binaryen_level=-Oz
  fi
  CARGO_PROFILE_RELEASE_OPT_LEVEL="${CARGO_PROFILE_RELEASE_OPT_LEVEL:-$rustc_level}" \
    wasm-pack build crates/wasm --release --target web --out-dir "../../$out" --out-name "$name" --no-typescript --no-pack "$@"
  rm -f "$out/.gitignore"
  # Binaryen's optimiser (the npm package, installed by scripts/setup.sh):
  # about 12 % smaller gzipped than rustc's output. --converge runs it again
  # until nothing changes: about 500 bytes less gzipped.
  local wasm="$out/${name}_bg.wasm"
  "$WASM_OPT" "$binaryen_level" --converge --enable-simd --enable-bulk-memory --enable-sign-ext \
    --enable-nontrapping-float-to-int --enable-mutable-globals "$wasm" -o "$wasm"
  size=$(gzip -9c "$wasm" | wc -c)
  echo "[wasm] $wasm: $(wc -c <"$wasm") bytes, $size bytes gzipped"
}

if [ "${1:-}" = "--bench" ]; then
  build target/bench-pkg twofold speed --features bench
  exit 0
fi

over=0
# Notes a module over the budget (the build goes on, to report both).
check_budget() {
  if [ "$size" -gt "$budget" ]; then
    echo "[wasm] $1 is over the budget: $size bytes gzipped, at most $budget" >&2
    over=1
  fi
}
build www/pkg twofold size --no-default-features --features rules
check_budget www/pkg
build www/pkg-engine twofold_engine speed --no-default-features --features engine
check_budget www/pkg-engine
build www/pkg-diagram twofold_diagram size --no-default-features --features diagram
check_budget www/pkg-diagram
exit "$over"
