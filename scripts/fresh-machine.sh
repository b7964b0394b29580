#!/usr/bin/env bash
# `npm test` as on a fresh machine, on this one: times the set-up a new
# contributor's first run pays (issue 50's budget: 20 minutes on two cores).
#   scripts/fresh-machine.sh [DIR] [-- NPM-TEST-ARGS...]
#       a clean clone of this checkout's HEAD (commit first) in DIR/twofold
#       (default DIR: /tmp/twofold-fresh-machine, emptied first), then
#       `npm test` in it, logged to DIR/npm-test.log;
#   scripts/fresh-machine.sh --warm [DIR] [-- NPM-TEST-ARGS...]
#       `npm test` again in that clone, with the same homes and nothing
#       changed (the second figure of the budget), logged to DIR/npm-test-warm.log.
# What is fresh:
#   * CARGO_HOME (DIR/cargo): only rustup's proxies; no wasm-bindgen, no
#     registry, no crates. cargo-nextest stays if it is installed outside the
#     machine's CARGO_HOME (here /usr/local/bin, on PATH); one inside is copied.
#   * RUSTUP_HOME (DIR/rustup): the default toolchain, hard-linked from the
#     machine's (the files rustup rewrites are copied), without the
#     wasm32-unknown-unknown target: scripts/setup.sh downloads it.
#   * npm's cache (npm_config_cache=DIR/npm-cache): npm ci downloads every package.
#   * the clone: no node_modules, no target dir, no built modules, no passes.
# What is not: Debian's Chromium, MediaWiki and PHP cannot be removed from a
# shared machine, so `scripts/setup.sh --debs` finds them installed; on a
# fresh machine apt installs them in the background while the Rust checks
# compile (npm test waits for them only before the browser tests). Node, git
# and the Rust toolchain itself are the machine's.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"

warm=0
if [ "${1:-}" = "--warm" ]; then warm=1; shift; fi
dir=/tmp/twofold-fresh-machine
if [ $# -gt 0 ] && [ "$1" != "--" ]; then dir=$1; shift; fi
[ "${1:-}" = "--" ] && shift

machine_cargo_home="${CARGO_HOME:-$HOME/.cargo}"
machine_rustup_home="${RUSTUP_HOME:-$HOME/.rustup}"
rustup_bin="$(command -v rustup || true)"
[ -n "$rustup_bin" ] || { echo "fresh-machine: rustup not found" >&2; exit 1; }
rustup_bin="$(readlink -f "$rustup_bin")"

export CARGO_HOME="$dir/cargo" RUSTUP_HOME="$dir/rustup" npm_config_cache="$dir/npm-cache"
# The machine's cargo bin (wasm-pack, wasm-bindgen, cargo-fuzz…) leaves PATH.
path=""
IFS=: read -ra entries <<<"$PATH"
for entry in "${entries[@]}"; do
  case "$entry" in "$machine_cargo_home/bin" | "$HOME/.cargo/bin" | "") continue ;; esac
  path+="${path:+:}$entry"
done
export PATH="$CARGO_HOME/bin:$path"
unset CARGO_TARGET_DIR WASM_TARGET_DIR

if [ "$warm" = 0 ]; then
  toolchain="$(RUSTUP_HOME="$machine_rustup_home" "$rustup_bin" show active-toolchain | cut -d' ' -f1)"
  toolchain_dir="$(readlink -f "$machine_rustup_home/toolchains/$toolchain")"
  rm -rf "$dir"
  mkdir -p "$CARGO_HOME/bin" "$RUSTUP_HOME/toolchains" "$npm_config_cache"

  echo "[fresh-machine] CARGO_HOME: rustup and its proxies"
  ln -s "$rustup_bin" "$CARGO_HOME/bin/rustup"
  for proxy in cargo rustc rustdoc rustfmt cargo-fmt cargo-clippy clippy-driver; do
    ln -s rustup "$CARGO_HOME/bin/$proxy"
  done
  if [ -x "$machine_cargo_home/bin/cargo-nextest" ]; then
    cp "$machine_cargo_home/bin/cargo-nextest" "$CARGO_HOME/bin/"
  fi
  echo "[fresh-machine] cargo-nextest: $(command -v cargo-nextest || echo 'none (npm test uses cargo test)')"

  echo "[fresh-machine] RUSTUP_HOME: $toolchain, without wasm32-unknown-unknown"
  printf 'version = "12"\ndefault_toolchain = "%s"\nprofile = "default"\nauto_self_update = "disable"\n' "$toolchain" >"$RUSTUP_HOME/settings.toml"
  cp -al "$toolchain_dir" "$RUSTUP_HOME/toolchains/$toolchain"
  # rustup rewrites its lists of components in place: those are copies, so
  # the machine's toolchain never changes (removing a file only unlinks it here).
  for f in "$RUSTUP_HOME/toolchains/$toolchain/lib/rustlib/"*; do
    if [ -f "$f" ]; then cp "$f" "$f.copy" && mv "$f.copy" "$f"; fi
  done
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target remove wasm32-unknown-unknown
  fi

  echo "[fresh-machine] a clean clone of $(git -C "$src" rev-parse --short HEAD) in $dir/twofold"
  git clone -q "$src" "$dir/twofold"
  echo "[fresh-machine] not fresh: Debian's Chromium, MediaWiki and PHP (a shared machine keeps them); node, git"
fi

cd "$dir/twofold"
log="$dir/npm-test.log"
[ "$warm" = 1 ] && log="$dir/npm-test-warm.log"
echo "[fresh-machine] npm test $* (log: $log)"
set +e
npm test -- "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
exit "$status"
