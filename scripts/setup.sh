#!/usr/bin/env bash
# Installs whatever the build and tests need and is missing. Idempotent and
# quick when everything is present. Usage: scripts/setup.sh [--browser | --debs]
#   --browser  also make sure a Chromium for the end-to-end tests exists
#              (and Debian's MediaWiki with PHP for the wiki tests);
#   --debs     only those Debian packages (npm test installs them while the
#              Rust checks compile: the downloads and the compiler at once).
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found: install Rust (rustup) first" >&2
  exit 1
fi

# The Debian packages the browser tests use: Chromium, and a real MediaWiki
# (PHP with sqlite) for the wiki tests (scripts/wiki.sh).
install_debs() {
  local debs=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || debs+=(chromium)
  [ -f /usr/share/mediawiki/maintenance/install.php ] || debs+=(mediawiki)
  command -v php >/dev/null 2>&1 || debs+=(php-cli)
  if ! command -v php >/dev/null 2>&1 || ! php -m 2>/dev/null | grep -qi '^pdo_sqlite$'; then debs+=(php-sqlite3); fi
  if [ ${#debs[@]} -gt 0 ]; then
    log "installing Debian packages: ${debs[*]}"
    local sudo=""
    if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${debs[@]}"
  fi
}

if [ "${1:-}" = "--debs" ]; then
  install_debs
  exit 0
fi

# The wasm target.
if command -v rustup >/dev/null 2>&1; then
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "adding rustup target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
fi

# The downloads (npm packages, Debian's Chromium) run at once. The one long
# compile, the wasm-bindgen CLI, is scripts/wasm-bindgen.sh's: npm test
# starts it beside clippy, scripts/wasm.sh makes sure of it.
pids=()

# npm packages: install when node_modules is missing or older than the lock.
if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund &
  pids+=($!)
fi

if [ "${1:-}" = "--browser" ]; then
  install_debs &
  pids+=($!)
fi

# Every background install must have worked.
for pid in "${pids[@]}"; do
  wait "$pid"
done

# Vite 5 (the devDependency `vite5`, for the package's bundler test) has a
# `vite` command too: `npx vite` must stay the repository's Vite, whichever
# npm linked last.
if [ -e node_modules/vite/bin/vite.js ] && [ "$(readlink node_modules/.bin/vite)" != "../vite/bin/vite.js" ]; then
  ln -sfn ../vite/bin/vite.js node_modules/.bin/vite
fi
