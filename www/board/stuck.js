// Why a piece of the side to move has no move, in the rules' words: each
// square it might go to is tried on a copy of the game, and the first refusal
// that gives a reason (the king left in check, a piece moved twice, …) is
// said, as typing that move would say it. A piece that merely has nowhere to
// go (every refusal is "no rook of White can move to b1 here") is said so.

import { errText, pieceName, piecesOf } from '../core/rules.js';

/** Refusals that only say the square is out of reach. */
const UNREACHABLE = / can move to \S+ (here|as the second move of this turn)$/;

/** The rules' reason why the piece (`letter`) on `from` cannot move, or null when it can. */
export function stuckReason(game, from, squareNames, letter) {
  const copy = game.snapshotAt(game.ply());
  try {
    for (const to of squareNames) {
      if (!to || to === from) continue;
      try {
        copy.play(from, to);
        return null; // (a move after all: nothing to explain)
      } catch (e) {
        const text = errText(e);
        if (!UNREACHABLE.test(text)) return text;
      }
    }
    const name = letter ? pieceName(letter, piecesOf(game)).toLowerCase() : 'piece';
    return `The ${name} on ${from} has no move here`;
  } finally {
    copy.free?.();
  }
}
