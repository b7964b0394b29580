#!/usr/bin/env bash
# Builds crates/wasm with wasm-pack into www/pkg (gitignored), the module the
# site ships. `scripts/wasm.sh --bench` builds the same with the benchmark
# bindings (benchPerft, benchSearch: the crate's `bench` feature) into
# target/bench-pkg instead, for scripts/bench-wasm.mjs; the shipped module
# leaves them (and the perft code only they use) out.
set -euo pipefail
cd "$(dirname "$0")/.."
out=www/pkg
features=()
if [ "${1:-}" = "--bench" ]; then
  out=target/bench-pkg
  features=(--features bench)
fi
export PATH="$HOME/.cargo/bin:$PATH"
# opt-level 3: measured smaller (118 KB vs 120 KB gzipped) and no slower than
# "s" for this crate (scripts/bench-wasm.mjs against `twofold bench`).
export CARGO_PROFILE_RELEASE_OPT_LEVEL="${CARGO_PROFILE_RELEASE_OPT_LEVEL:-3}"
# A separate target dir so wasm and native builds do not evict each other.
export CARGO_TARGET_DIR="${WASM_TARGET_DIR:-$PWD/target/wasm}"
wasm-pack build crates/wasm --release --target web --out-dir "../../$out" --out-name twofold --no-typescript --no-pack "${features[@]}"
rm -f "$out/.gitignore"
# Binaryen's optimiser (the npm package, installed by scripts/setup.sh):
# -O3 measured as small as -Oz here (about 12 % smaller gzipped than
# rustc's output) and no slower (scripts/bench-wasm.mjs). --converge runs
# it again until nothing changes: about 500 bytes less gzipped.
WASM_OPT=node_modules/.bin/wasm-opt
if [ ! -x "$WASM_OPT" ]; then
  echo "[wasm] $WASM_OPT is missing: run scripts/setup.sh (npm ci) first" >&2
  exit 1
fi
"$WASM_OPT" -O3 --converge --enable-simd --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
  --enable-mutable-globals "$out/twofold_bg.wasm" -o "$out/twofold_bg.wasm"
size=$(gzip -9c "$out/twofold_bg.wasm" | wc -c)
echo "[wasm] $out/twofold_bg.wasm: $(wc -c <"$out/twofold_bg.wasm") bytes, $size bytes gzipped"
# The budget is the shipped module's.
[ "$out" = www/pkg ] || exit 0
# The budget: 150 KB gzipped, the download a first visit waits for.
budget=150000
if [ "$size" -gt "$budget" ]; then
  echo "[wasm] over the budget: $size bytes gzipped, at most $budget" >&2
  exit 1
fi
