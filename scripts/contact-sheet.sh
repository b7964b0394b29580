#!/usr/bin/env bash
# A contact sheet of the piece art as the diagrams draw it: every game's
# start at 200 and 400 px wide, as `twofold diagram` writes it, into one
# folder (default target/contact-sheet) to look at with an image viewer.
# A game too wide for a size (Two Boards needs 211 px) is drawn at twice it:
# its two boards side by side, each square as large as chess's at that size.
# Run after changing www/art/pieces.json (issue 47: pieces legible at 200 px).
#   bash scripts/contact-sheet.sh [folder]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/contact-sheet}
cargo build --release -q -p twofold-cli
bin=target/release/twofold
mkdir -p "$out"
# The games' ids, from the help's own list (`variants: chess, two-prong, …`).
games=$("$bin" --help | sed -n 's/^variants: //p' | tr -d ',')
for game in $games; do
  scale=1
  "$bin" diagram "$game" --size 200 >/dev/null 2>&1 || scale=2
  for size in $((200 * scale)) $((400 * scale)); do
    "$bin" diagram "$game" --size "$size" -o "$out/$game-$size.png"
  done
done
# Pieces no built-in picture draws (a nightrider Z, an alfil-wazir Y): each
# its letter on the art's medallion (www/art/README.md), both sides.
cat > "$out/medallions.ini" <<'INI'
[medallions:chess]
customPiece1 = z:NN
customPiece2 = y:WA
startFen = rnbqkyzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKYZR w KQkq - 0 1
INI
for size in 200 400; do
  "$bin" --variants "$out/medallions.ini" diagram medallions --size "$size" -o "$out/medallions-$size.png"
done
ls "$out"
