#!/usr/bin/env bash
# Makes sure cargo's bin holds the wasm-bindgen CLI of the version Cargo.lock
# pins for the wasm-bindgen crate (the CLI and the crate must match exactly),
# installing it with cargo when it is missing or of another version; prints
# its path. Quick when present. scripts/wasm.sh calls it; npm test starts it
# in the background at once, so that a first install (a few minutes of
# compiling) runs beside clippy and the Rust tests.
#   scripts/wasm-bindgen.sh            install if needed, print the path
#   scripts/wasm-bindgen.sh --version  print the pinned version only
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
  echo "[wasm-bindgen] Cargo.lock names no wasm-bindgen crate" >&2
  exit 1
fi
if [ "${1:-}" = "--version" ]; then
  echo "$version"
  exit 0
fi

bin="${CARGO_HOME:-$HOME/.cargo}/bin/wasm-bindgen"
if [ "$("$bin" --version 2>/dev/null)" != "wasm-bindgen $version" ]; then
  echo "[wasm-bindgen] installing wasm-bindgen-cli $version (cargo install, a few minutes once)" >&2
  # cargo install's own temporary target dir, not the caller's.
  unset CARGO_TARGET_DIR
  # --locked builds the CLI's own tested dependencies; a registry that lacks
  # one of those exact versions (a mirror's snapshot) gets the newest
  # compatible ones instead, as a plain `cargo install` would.
  if ! cargo install wasm-bindgen-cli --version "$version" --locked --force; then
    echo "[wasm-bindgen] --locked failed; installing with the newest compatible dependencies" >&2
    cargo install wasm-bindgen-cli --version "$version" --force
  fi
fi
echo "$bin"
