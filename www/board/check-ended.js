// A turn of consecutive moves that a check cut short (Marseillais: a check
// given before the turn's last move ends the turn). The status says so, or
// the player's planned second move would seem to have vanished.

/** Whether the side to move is in check from a turn that ended at its checking move. */
export function checkEndedTurn(g, st) {
  if (!st.inCheck || st.over || g.turnRule() !== 'consecutive' || g.turnInProgress()) return false;
  const last = g.history().at(-1);
  // A turn of one move in a game of longer turns; White's first turn is a single move by rule.
  return !!last && last.complete && last.kind === 'single' && !(last.number === 1 && last.color === 'white');
}

/** The words after "check!" for such a turn: whose turn it ended. */
export function checkEndedWords(g, st) {
  if (!checkEndedTurn(g, st)) return '';
  return ` Check ends the turn: ${st.sideToMove === 'white' ? 'Black' : 'White'}'s turn was its checking move`;
}
