#!/usr/bin/env bash
# npm test: formatting, lints, Rust tests, wasm build and its bindings' tests, site build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
start=$(date +%s)
step() { printf '\n\033[1;32m==> %s\033[0m (%ss)\n' "$*" "$(( $(date +%s) - start ))"; }

step "setup"
bash scripts/setup.sh --browser

step "cargo fmt --check"
cargo fmt --all -- --check

step "no import circle between a crate's files"
node --test scripts/check-cycles.test.mjs
node scripts/check-cycles.mjs

step "the page uses the board only through its API"
node --test scripts/board-api.test.mjs

step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings

step "Rust tests"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --workspace --no-tests=pass
else
  cargo test --workspace
fi

step "Rust tests: the rules as the page's module builds them (no slide tables)"
# The unit tests, perft tables and reference games again, with slides scanned along
# their rays as in www/pkg (crates/wasm leaves out the slide-tables feature).
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run -p twofold-rules --no-default-features --lib --test chess_perft --test two_prong --test chess2 --test marseillais
else
  cargo test -p twofold-rules --no-default-features --lib --test chess_perft --test two_prong --test chess2 --test marseillais
fi

step "wasm build"
bash scripts/wasm.sh

step "wasm bindings from JavaScript (node --test)"
node --test crates/wasm/js-tests/

step "vite build"
npx vite build
node scripts/package.mjs

step "what ships: no build paths, no test hooks"
node --test scripts/shipped-files.test.mjs

step "end-to-end tests"
npx playwright test

step "all passed in $(( $(date +%s) - start ))s"
