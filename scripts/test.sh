#!/usr/bin/env bash
# npm test: formatting, lints, Rust tests, wasm build and its bindings' tests,
# site build, browser tests; at the end each phase's time and the ten slowest
# browser tests.
#   npm test               the full check (what CI runs)
#   npm test -- --quick    a developer's check: fmt, clippy, the Rust unit tests,
#                          the node tests and the desktop browser specs that touch
#                          what changed since main (scripts/quick-specs.mjs)
#   npm test -- --fresh    the full check, every phase run even if its inputs are
#                          unchanged since it last passed here (CI is always fresh)
# A long phase (the Rust tests, the wasm build, the browser tests) is not run
# again when every file it reads is byte for byte as when it last passed on
# this machine, with the same tools: its key, a hash of those files and the
# tools' versions, is kept in target/test-passes/ (scripts/test-passes.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

quick=0
fresh=0
[ -n "${CI:-}" ] && fresh=1
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    --fresh) fresh=1 ;;
    *) echo "npm test: unknown option '$arg' (the options are --quick and --fresh)" >&2; exit 2 ;;
  esac
done
export TEST_PASSES_FRESH=$fresh
source scripts/test-passes.sh

start=$(date +%s)
phase_names=()
phase_starts=()
step() {
  phase_names+=("$*")
  phase_starts+=("$(date +%s)")
  printf '\n\033[1;32m==> %s\033[0m (%ss)\n' "$*" "$(( $(date +%s) - start ))"
}
# The closing table, also when a phase fails (the time it took to fail).
summary() {
  local status=$? now i next
  now=$(date +%s)
  printf '\n%-62s %6s\n' "phase" "time"
  for i in "${!phase_names[@]}"; do
    next=${phase_starts[$((i + 1))]:-$now}
    printf '%-62s %5ss\n' "${phase_names[$i]}" "$(( next - phase_starts[i] ))"
  done
  printf '%-62s %5ss\n' "total" "$(( now - start ))"
  if [ "${#cached_phases[@]}" -gt 0 ]; then
    echo "not run again (their files unchanged since they passed here): ${cached_phases[*]}"
  fi
  node scripts/slowest-tests.mjs 2>/dev/null || true
  if [ "$status" = 0 ]; then echo "all passed in $(( now - start ))s"; else echo "npm test failed (exit $status)"; fi
}
trap summary EXIT
mkdir -p test-results
rm -f test-results/e2e-results.json

# The wasm-bindgen CLI the wasm build needs: on a fresh machine a few minutes
# of compiling, run beside clippy and the Rust tests; the wasm build waits.
bash scripts/wasm-bindgen.sh > test-results/wasm-bindgen-install.log 2>&1 &
wasm_bindgen_pid=$!

step "setup"
bash scripts/setup.sh
# Chromium and MediaWiki (Debian's packages) download and install while the
# Rust checks compile; the browser tests wait for them.
bash scripts/setup.sh --debs > test-results/setup-debs.log 2>&1 &
debs_pid=$!

step "cargo fmt --check"
cargo fmt --all -- --check

step "no import circle; the README's links; the page uses the board only through its API"
node --test scripts/check-cycles.test.mjs scripts/docs.test.mjs scripts/board-api.test.mjs scripts/board-knows-no-game.test.mjs scripts/quick-specs.test.mjs scripts/test-passes.test.mjs
node scripts/check-cycles.mjs

step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings

nextest() {
  if cargo nextest --version >/dev/null 2>&1; then
    cargo nextest run "$@"
  else
    cargo test "$@"
  fi
}

if [ "$quick" = 1 ]; then
  step "Rust unit tests"
  nextest --workspace --lib
else
  # Rust's tests read the crates, the fuzzers' seeds and the documents whose
  # recipes they run.
  rust_key=$(inputs_key rust crates fuzz Cargo.toml Cargo.lock README.md docs)
  step "Rust tests"
  unless_passed rust-tests "$rust_key" nextest --workspace --no-tests=pass

  step "Rust tests: the rules as the page's module builds them (no slide tables)"
  # The unit tests, perft tables and reference games again, with slides scanned along
  # their rays as in www/pkg (crates/wasm leaves out the slide-tables feature).
  unless_passed rust-tests-no-slide-tables "$rust_key" \
    nextest -p twofold-rules --no-default-features --lib --test chess_perft --test two_prong --test chess2 --test marseillais
fi

step "wasm build"
if ! wait "$wasm_bindgen_pid"; then
  cat test-results/wasm-bindgen-install.log
  echo "installing the wasm-bindgen CLI failed (log above)" >&2
  exit 1
fi
# Rebuilt unless its sources are as when it last built here and its modules are in place.
wasm_key=$(inputs_key wasm crates Cargo.toml Cargo.lock scripts/wasm.sh)
if [ -f www/pkg/twofold_bg.wasm ] && [ -f www/pkg-engine/twofold_engine_bg.wasm ] && [ -f www/pkg-diagram/twofold_diagram_bg.wasm ] && [ -f www/pkg-any/twofold_any_bg.wasm ] && [ -f www/pkg-definitions/twofold_definitions_bg.wasm ]; then
  unless_passed wasm-build "$wasm_key" bash scripts/wasm.sh
else
  bash scripts/wasm.sh
  record_pass wasm-build "$wasm_key"
fi

# The twofold command the browser tests run (the diagrams' spec, the wiki's
# <twofold> tag): built once here, beside the JavaScript steps, rather than
# by the tests while the browsers run.
cargo build --release --quiet -p twofold-cli --bin twofold > test-results/cli-build.log 2>&1 &
cli_pid=$!

step "wasm bindings from JavaScript (node --test)"
node --test crates/wasm/js-tests/

step "vite build"
npx vite build
node scripts/package.mjs

step "Debian's Chromium and MediaWiki (installed meanwhile)"
if ! wait "$debs_pid"; then
  cat test-results/setup-debs.log
  echo "installing Debian's packages failed (log above)" >&2
  exit 1
fi
cat test-results/setup-debs.log

step "the twofold command for the browser tests (built meanwhile)"
if ! wait "$cli_pid"; then
  cat test-results/cli-build.log
  echo "building the twofold command failed (log above)" >&2
  exit 1
fi

step "what ships: no build paths, no test hooks"
node --test scripts/shipped-files.test.mjs

if [ "$quick" = 1 ]; then
  mapfile -t specs < <(node scripts/quick-specs.mjs)
  step "end-to-end tests on the desktop: ${#specs[@]} spec(s) for what changed"
  if [ "${#specs[@]}" -gt 0 ]; then
    npx playwright test --project=desktop "${specs[@]}"
  else
    echo "no browser spec checks what changed since main"
  fi
else
  step "end-to-end tests"
  # The browser tests read every file of the tree (the pictures they write aside)
  # and the built modules, which follow from the crates (the wasm key).
  e2e_key=$(inputs_key e2e . ':(exclude)docs/images')
  unless_passed e2e "$e2e_key $wasm_key $(chromium --version 2>/dev/null)" npx playwright test
fi
