// What a game against the computer may end with besides the board's own
// endings, and what follows an ending: the player's draw offer, which the
// computer accepts or declines by its evaluation, and the finished game on
// an analysis board. Loaded when first asked for (a board only viewed never is).

import { DEFAULT_LEVEL } from './computer.js';

/** How long the computer weighs a draw offer, and how much better it may think itself and still accept (centipawns). */
const DRAW_MS = 700;
const DRAW_MARGIN_CP = 25;

/**
 * The player (to move) offers the computer a draw: it accepts unless it
 * thinks itself better by more than DRAW_MARGIN_CP (no escape from a lost
 * game), and says which on its line with its score from its own side.
 */
export async function offerDraw(s, a) {
  const computer = s.computer;
  if (s.game.status().over || computer.ownsTurn()) return;
  const result = await computer.askFor(DEFAULT_LEVEL, DRAW_MS, 'The computer considers the draw…');
  // (Null when the question lapsed: a move, an undo.)
  if (!result) return;
  // The score is the side to move's, the player's: the computer's is its opposite.
  const own = -result.score;
  const score = Math.abs(own) >= 29000 ? `a forced ${own > 0 ? 'win' : 'loss'}` : `${own >= 0 ? '+' : '−'}${(Math.abs(own) / 100).toFixed(2)}`;
  const accepts = own <= DRAW_MARGIN_CP;
  if (accepts) a.playerAct(() => s.game.agreeDraw());
  a.setNotice(`Computer ${accepts ? 'accepts' : 'declines'} the draw (it sees ${score})`);
}

/**
 * The finished game on an analysis board: its start and moves (no result),
 * moves for both sides and the evaluation. The page takes the `analysegame`
 * event to open it as a new saved game; a board alone loads it.
 */
export function analyseGame(s, a) {
  const g = s.game;
  const spec = { variant: g.variantId(), rules: s.spec?.rules, options: JSON.parse(g.optionsJson()), position: g.startPosition() || '', moves: g.movetext(), mode: 'analyse' };
  if (a.emit('analysegame', { spec }, true)) a.load(spec);
}
