// Moves suggested on the board, drawn as arrows: the hint's turn, and the
// analysis' best line (or the line the pointer or the focus is on). A
// suggestion is given in the game's notation; the rules place it on a copy
// of the position, so its arrows are the squares the rules mean, numbered
// after the parts of the turn already made when the turn has several.

import { isBoardMove } from './texts.js';
import { idx, shown } from './state.js';

/**
 * The arrows of the turn `sans` (its parts' notation) played from game `g`'s
 * position; `idx` turns square names into indices. None if the rules refuse
 * a part (a suggestion for another position).
 */
export function suggestionArrows(g, sans, idx, kind) {
  if (!sans?.length) return [];
  const before = g.currentParts().length;
  const copy = g.snapshotAt(g.ply());
  try {
    for (const san of sans) copy.playPartText(san);
    const parts = (copy.turnInProgress() ? copy.currentParts() : copy.lastTurnParts()).slice(before).filter(isBoardMove);
    const numbered = before + parts.length > 1;
    return parts.map((p, i) => ({ from: idx(p.from), to: idx(p.to), n: numbered ? before + i + 1 : 0, kind }));
  } catch {
    return [];
  } finally {
    copy.free?.();
  }
}

/** The arrows of what is suggested for the position shown (board state `s`): the analysis' line shown, or the hint on the live game. */
export function suggestedArrows(s) {
  const g = shown(s);
  const line = s.features.analyse ? s.analysis.shownLine(g) : null;
  const [sans, kind] = line ? [line.turn, 'best'] : g === s.game && s.hintTurn ? [s.hintTurn, 'hint'] : [null, null];
  if (!sans) return [];
  // Drawn again at every update of the analysis: worked out once per position and line.
  const key = `${s.viewTurn}|${g.ply()}|${kind}|${sans.join(' ')}`;
  if (s.suggestion?.key !== key) s.suggestion = { key, arrows: suggestionArrows(g, sans, (n) => idx(s, n), kind) };
  return s.suggestion.arrows;
}
