#!/usr/bin/env bash
# Speed in one run: FIDE perft beside shakmaty (crates/bench), perft and
# search in every game (`twofold bench`), and the same work in the wasm
# build under Node and in Chromium with its wasm/native ratio per row (FIDE
# perft too, for twofold and for shakmaty). BENCHMARKS.md keeps
# the latest figures. Usage: scripts/bench.sh [--positions N]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
cargo build --release -q -p twofold-cli -p twofold-bench
# The bench module and crates/bench's bare module (target/bench-pkg/fide.wasm:
# FIDE perft of both generators in V8), built as the engine's module is.
bash scripts/wasm.sh --bench
native=$(mktemp)
fide=$(mktemp)
trap 'rm -f "$native" "$fide"' EXIT
echo "== FIDE perft, last ply bulk-counted: twofold and shakmaty"
target/release/twofold-bench | tee "$fide"
echo
echo "== native (twofold bench)"
[ $# -gt 0 ] || set -- --positions 1
target/release/twofold bench "$@" | tee "$native"
echo
echo "== wasm, same work, in Node's V8 and in Chromium"
node scripts/bench-wasm.mjs "$native" --fide "$fide"
node scripts/bench-wasm.mjs --browser "$native" --fide "$fide"
# The shipped modules: the page's rules and the worker's engine.
shipped=(www/pkg/twofold_bg.wasm www/pkg-engine/twofold_engine_bg.wasm)
[ -f "${shipped[0]}" ] && [ -f "${shipped[1]}" ] || bash scripts/wasm.sh
for wasm in "${shipped[@]}"; do
  echo "wasm (shipped) $wasm: $(wc -c <"$wasm") bytes, $(gzip -9c "$wasm" | wc -c) gzipped"
done
