// The piece guide: each piece of a game in both colours, its moves drawn on a
// small board (its legend) and in the rules' words. Help's Pieces tab and
// the Write a variant page show it.

import { pieceCanvas, reachCanvas } from '../board/api.js';

/** What the legends' marks mean, said once above a guide. */
export const REACH_KEY =
  'Each piece on an empty board, as White plays it (forward is up): a dot where it moves, a ring where it captures, both where it does either, a line along a move that goes on until blocked, an open dot for a first move only, a cross where it lands after jumping a piece.';

/**
 * A guide's entry: `piece` {letter, name, moves}; `reach` the rules' reach
 * (pieceReach) or null; `pieces` its game's (piecesOf), for the pictures.
 */
export function pieceGuideItem(doc, { letter, name, moves }, reach, pieces) {
  const li = doc.createElement('li');
  const pictures = doc.createElement('span');
  pictures.className = 'pictures';
  pictures.append(pieceCanvas(doc, letter, 40, pieces), pieceCanvas(doc, letter.toLowerCase(), 40, pieces));
  li.append(pictures);
  // A piece that does not move (Dual Chess's Pawn of Camel) has no legend.
  if (reach?.marks.some(Boolean)) {
    const drawn = reachCanvas(doc, letter, reach, 126, pieces);
    drawn.setAttribute('role', 'img');
    drawn.setAttribute('aria-label', `Where the ${name} moves, as White`);
    li.append(drawn);
  }
  const words = doc.createElement('span');
  const b = doc.createElement('b');
  b.textContent = name;
  words.append(b, ` (${letter}): ${moves}`);
  li.append(words);
  return li;
}
