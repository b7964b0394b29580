#!/usr/bin/env bash
# npm run build: the static site in dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/wasm.sh
npx vite build
node scripts/package.mjs
