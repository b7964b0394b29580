#!/usr/bin/env bash
# Coverage-guided fuzzing of the rules with cargo fuzz (libFuzzer), for local
# runs longer than CI's: every target for a bounded time each.
#   bash scripts/fuzz.sh [seconds per target, default 60] [target ...]
# Targets (fuzz/fuzz_targets, checks in crates/checks): position, movetext,
# record, game_ops, definitions. The corpus grows in fuzz/corpus/<target> (not committed),
# starting from the committed seeds in fuzz/seeds/<target>; a failing input
# lands in fuzz/artifacts/<target>/ and the script exits non-zero.
# CI runs the same checks as ordinary tests (crates/checks/tests), not this.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
secs="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(position movetext record game_ops definitions); fi

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "[fuzz] installing cargo-fuzz (cargo install, about a minute once)"
  cargo install cargo-fuzz --locked
fi
# cargo fuzz needs -Z flags (sanitizer, coverage passes): the stable
# toolchain accepts them with RUSTC_BOOTSTRAP=1, so no nightly is needed.
export RUSTC_BOOTSTRAP=1
export CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-2}"

status=0
for t in "${targets[@]}"; do
  mkdir -p "fuzz/corpus/$t" fuzz/artifacts
  log="fuzz/artifacts/$t.log"
  echo "[fuzz] $t for ${secs}s"
  # -timeout: an input taking 10 s or more is a failure (super-linear work);
  # -max_len: inputs up to 8 KB; -rss_limit_mb: memory per process.
  if ! (cd fuzz && cargo fuzz run "$t" "corpus/$t" "../fuzz/seeds/$t" -- \
      -max_total_time="$secs" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1) >"$log" 2>&1; then
    echo "[fuzz] $t FAILED: see $log and fuzz/artifacts/$t/"
    status=1
  fi
  # The last progress line: executions, coverage (cov: edges, ft: features), corpus size.
  grep -E '^#[0-9]+' "$log" | tail -1 || true
  grep -E '^stat::number_of_executed_units|^stat::average_exec_per_sec' "$log" || true
done
exit $status
