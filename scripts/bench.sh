#!/usr/bin/env bash
# Speed in one run: FIDE perft beside shakmaty (crates/bench), perft and
# search in every game (`twofold bench`), and the same work in the wasm
# build under Node and in Chromium with its wasm/native ratio per row. BENCHMARKS.md keeps
# the latest figures. Usage: scripts/bench.sh [--positions N]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release -q -p twofold-cli -p twofold-bench
bash scripts/wasm.sh --bench
native=$(mktemp)
trap 'rm -f "$native"' EXIT
echo "== FIDE perft, last ply bulk-counted: twofold and shakmaty"
target/release/twofold-bench
echo
echo "== native (twofold bench)"
[ $# -gt 0 ] || set -- --positions 1
target/release/twofold bench "$@" | tee "$native"
echo
echo "== wasm, same work, in Node's V8 and in Chromium"
node scripts/bench-wasm.mjs "$native"
node scripts/bench-wasm.mjs --browser "$native"
[ -f www/pkg/twofold_bg.wasm ] || bash scripts/wasm.sh
echo "wasm (shipped): $(wc -c <www/pkg/twofold_bg.wasm) bytes, $(gzip -9c www/pkg/twofold_bg.wasm | wc -c) gzipped"
