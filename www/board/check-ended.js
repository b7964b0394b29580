// A turn of consecutive moves that a check cut short (Marseillais: a check
// given before the turn's last move ends the turn). The status says so, or
// the player's planned second move would seem to have vanished.

/** The words after "check!" when the side to move's check ended the other side's turn at its checking move ('' otherwise). */
export function checkEndedWords(g, st) {
  if (!st.inCheck || st.over || g.turnRule() !== 'consecutive' || g.turnInProgress()) return '';
  const last = g.history().at(-1);
  // A turn of one move in a game of longer turns (White's first turn is a single move by rule).
  if (!last?.complete || last.kind !== 'single' || (last.number === 1 && last.color === 'white')) return '';
  return ` Check ends the turn: ${last.color === 'white' ? 'White' : 'Black'}'s turn was its checking move`;
}
