#!/usr/bin/env bash
# npm start: install what is missing, build the wasm, serve the page with Vite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/wasm.sh
exec npx vite --host 127.0.0.1 "$@"
