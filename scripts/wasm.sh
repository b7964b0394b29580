#!/usr/bin/env bash
# Builds crates/wasm into the three modules the site ships (all gitignored):
# cargo builds the crate for wasm32-unknown-unknown, the wasm-bindgen CLI
# (the version Cargo.lock pins, scripts/wasm-bindgen.sh) writes the module
# and its JavaScript glue, Binaryen's wasm-opt (npm) shrinks the module.
#   www/pkg         twofold.js, twofold_bg.wasm: the rules alone (the crate's
#                   `rules` feature), for the page's thread;
#   www/pkg-any     twofold_any.js, twofold_any_bg.wasm: the same with
#                   loadCompiled (`compiled`) and the setup editor's
#                   bindings (`editor`), for a page that plays games written
#                   as text: every game, not only the built-in ones, and
#                   their setup editor;
#   www/pkg-engine  twofold_engine.js, twofold_engine_bg.wasm: the computer
#                   player (`engine`, with `compiled`), for its worker alone;
#   www/pkg-diagram twofold_diagram.js, twofold_diagram_bg.wasm: the SVG
#                   diagrams (`diagram`), the setup editor's bindings
#                   (`editor`) and loadCompiled (`compiled`: it draws games
#                   written as text), without the Game class; loaded on
#                   demand: when Share → Diagram or the setup editor first
#                   opens.
#   www/pkg-definitions twofold_definitions.js, twofold_definitions_bg.wasm:
#                   the definitions reader (`definitions`): compileVariants,
#                   loaded when a page first meets a game written as text;
#                   pkg-any and the engine's module load what it compiles
#                   (loadCompiled).
# A page that only shows games never downloads the engine.
# `scripts/wasm.sh --bench` builds one module with both and the benchmark
# bindings (benchPerft, benchPerftMoves, benchSearch: the `bench` feature) into
# target/bench-pkg instead, for scripts/bench-wasm.mjs, and crates/bench's
# FIDE perft of twofold and shakmaty as target/bench-pkg/fide.wasm; the
# shipped modules leave them (and the perft code only they use) out.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
WASM_BINDGEN=$(bash scripts/wasm-bindgen.sh)
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

# A speed build's code generation, for V8 (the engine's module and the
# benchmark modules; the size-built page modules keep rustc's defaults):
# -max-store-memcpy=64, -max-store-memset=32: a copy of known size up to 64
# stores (the 512-byte position, the king-safety facts) is inlined as loads
# and stores; above LLVM's default (8 stores) it became `memory.copy` or
# `memory.fill`, which V8 runs as a call out of the compiled code. FIDE
# perft in Node: twofold 1.10x the speed, shakmaty unchanged (CPU time, the
# builds alternating in one process; BENCHMARKS.md). LLVM's
# -inline-threshold=1000 made both faster (twofold 1.22x, shakmaty 1.17x)
# but took the engine's module over its budget (151 KB gzipped): the few
# hot helpers V8 would otherwise call are inlined in wasm by attribute.
# -unroll-threshold=100 (opt-level 3's default is 300): loops are unrolled
# less, mostly the tables' one-time builders: the engine's module 3.9 KB
# smaller gzipped (151.6 → 147.7 KB), and no slower in V8 (scripts/bench-
# wasm.mjs, three runs each alternating, medians: perft two-boards 4 1232
# against 1639 ms, double-double 3 633 against 1139 ms; the short rows
# within the noise). 200 saved 2.4 KB.
SPEED_RUSTFLAGS="-C llvm-args=-max-store-memcpy=64 -C llvm-args=-max-store-memset=32 -C llvm-args=-unroll-threshold=100"
# Where the sources were built from, out of the modules: a panic's message
# names its source file, which for a dependency is the build machine's cargo
# registry ($HOME/.cargo/registry/src/…), and could be the toolchain's or
# the checkout's folder. Each is written as a short neutral prefix instead
# (rustc applies the last prefix that matches, so the specific ones follow
# the general). The workspace's own files are named relative to it already.
# scripts/shipped-files.test.mjs checks the built files for such paths.
CARGO_HOME_DIR="${CARGO_HOME:-$HOME/.cargo}"
REMAP_RUSTFLAGS="--remap-path-prefix=$HOME=~ --remap-path-prefix=$CARGO_HOME_DIR=cargo"
REMAP_RUSTFLAGS+=" --remap-path-prefix=$CARGO_HOME_DIR/registry/src=deps --remap-path-prefix=$CARGO_HOME_DIR/git/checkouts=deps"
REMAP_RUSTFLAGS+=" --remap-path-prefix=$(rustc --print sysroot)=rust --remap-path-prefix=$PWD=twofold"
WASM_OPT_FEATURES=(--enable-simd --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals)

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
  # Added to .cargo/config.toml's wasm flags (cargo joins the two).
  local rustflags="$REMAP_RUSTFLAGS $SPEED_RUSTFLAGS"
  if [ "$goal" = size ]; then
    rustc_level=z
    binaryen_level=-Oz
    rustflags="$REMAP_RUSTFLAGS"
  fi
  env CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$rustflags" CARGO_PROFILE_RELEASE_OPT_LEVEL="${CARGO_PROFILE_RELEASE_OPT_LEVEL:-$rustc_level}" \
    cargo build -q -p twofold-wasm --lib --release --target wasm32-unknown-unknown "$@"
  # The module and its glue for ES module import (--target web), nothing
  # else: no TypeScript declarations, no package.json.
  rm -rf "$out"
  "$WASM_BINDGEN" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/twofold_wasm.wasm" \
    --out-dir "$out" --out-name "$name" --target web --no-typescript
  # Binaryen's optimiser (the npm package, installed by scripts/setup.sh):
  # about 12 % smaller gzipped than rustc's output. --converge runs it again
  # until nothing changes: about 500 bytes less gzipped. The producers and
  # target-features sections name the tools and the features the code was
  # built with; no browser reads them: about 200 bytes less gzipped.
  local wasm="$out/${name}_bg.wasm"
  "$WASM_OPT" "$binaryen_level" --converge --strip-producers --strip-target-features "${WASM_OPT_FEATURES[@]}" "$wasm" -o "$wasm"
  size=$(gzip -9c "$wasm" | wc -c)
  echo "[wasm] $wasm: $(wc -c <"$wasm") bytes, $size bytes gzipped"
}

if [ "${1:-}" = "--bench" ]; then
  build target/bench-pkg twofold speed --features bench
  # crates/bench as a bare wasm module (no bindings), built as the engine's
  # module is: FIDE perft of twofold and of shakmaty in V8.
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$REMAP_RUSTFLAGS $SPEED_RUSTFLAGS" \
    cargo rustc --release -q -p twofold-bench --lib --target wasm32-unknown-unknown --crate-type cdylib
  "$WASM_OPT" -O3 "${WASM_OPT_FEATURES[@]}" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/twofold_bench.wasm" \
    -o target/bench-pkg/fide.wasm
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
build www/pkg-engine twofold_engine speed --no-default-features --features engine,compiled
check_budget www/pkg-engine
build www/pkg-diagram twofold_diagram size --no-default-features --features diagram,editor,compiled
check_budget www/pkg-diagram
build www/pkg-any twofold_any size --no-default-features --features rules,compiled,editor
check_budget www/pkg-any
build www/pkg-definitions twofold_definitions size --no-default-features --features definitions
check_budget www/pkg-definitions
exit "$over"
