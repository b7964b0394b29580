// The material difference (a lichess habit, the `material` attribute): the
// pieces one side has more of than the other, drawn small under the status,
// and the difference in points where every such piece has a customary value.
// Loaded on first need: a board that does not show it never fetches it.

import { pieceCanvas } from './pieces.js';
import { adoptStyles } from './styles.js';
import css from './material.css?inline';

/**
 * The customary points of the pieces players count by (a display
 * convention, not the engine's evaluation), by the picture a piece is drawn
 * as; the Cardinal and Marshall as Capablanca players count them.
 */
const POINTS = { P: 1, N: 3, B: 3, R: 5, Q: 9, C: 8, M: 9 };

/**
 * For each side, its surplus: [letter, how many more] per kind, and the
 * points difference (White's minus Black's) or null when a surplus piece
 * has no customary value. `board`: the position's pieces (upper case white);
 * `pieces`: the game's (piecesOf), naming the picture each letter is drawn as.
 */
export function materialDifference(board, pieces) {
  const counts = new Map();
  for (const p of board) {
    if (!p) continue;
    const up = p.toUpperCase();
    counts.set(up, (counts.get(up) ?? 0) + (p === up ? 1 : -1));
  }
  const white = [];
  const black = [];
  let points = 0;
  for (const [up, n] of counts) {
    if (n === 0) continue;
    (n > 0 ? white : black).push([up, Math.abs(n)]);
    const value = POINTS[pieces ? pieces.get(up)?.art : up];
    points = value === undefined || points === null ? null : points + value * n;
  }
  return { white, black, points };
}

/** Shows the difference in the position shown `g` (or clears it when the board does not show it). */
export function renderMaterial(s, g) {
  const el = s.refs.material;
  adoptStyles(el, css);
  el.replaceChildren();
  if (!s.material || !s.game) return;
  const doc = s.host.ownerDocument;
  const { white, black, points } = materialDifference(g.board(), s.geom?.pieces);
  if (!white.length && !black.length) {
    el.textContent = 'Material is level';
    return;
  }
  for (const [side, surplus, sign] of [['White', white, 1], ['Black', black, -1]]) {
    if (!surplus.length) continue;
    const part = doc.createElement('span');
    const score = points && Math.sign(points) === sign ? ` +${Math.abs(points)}` : '';
    part.append(`${side}${score}: `);
    for (const [up, n] of surplus) {
      const letter = sign > 0 ? up : up.toLowerCase();
      for (let i = 0; i < n; i++) part.append(pieceCanvas(doc, letter, 18, s.geom?.pieces));
    }
    el.append(part);
  }
  el.title = 'The pieces each side has more of than the other';
}
