// What the board says in words: whose turn and what kind, how the game
// ended, the special moves' buttons, squares and positions read aloud.

import { bigLittle } from './layout.js';
import { pieceName } from './pieces.js';

const SIDE = { white: 'White', black: 'Black' };

/** "White to move — normal turn: a second move is required. This turn so far: e4", in the rules' words. */
export function statusText(g, st) {
  if (st.over) return '';
  let text = `${SIDE[st.sideToMove]} to move`;
  if (st.turnWords) text += ` — ${st.turnWords}`;
  text += checkAndConditions(st);
  if (g.turnInProgress()) text += `. This turn so far: ${g.currentParts().map((p) => p.san).join(' ')}`;
  return text;
}

/** While the computer has the turn: "Black to move — the computer plays its turn…" (or says it stopped). */
export function computerStatusText(st, stopped) {
  return `${SIDE[st.sideToMove]} to move — ${stopped ? 'the computer has stopped' : 'the computer plays its turn…'}${checkAndConditions(st)}`;
}

/** " — check!" and the game's own conditions in force (a held king, a pending guard flip, a check that ended a turn), as the rules word them. */
function checkAndConditions(st) {
  let text = st.inCheck ? ' — check!' : '';
  for (const c of st.conditions) text += `${text.endsWith('!') ? '' : '.'} ${c}`;
  return text;
}

/** "White wins — checkmate", "Draw — threefold repetition": how the game ended, in the rules' words. */
export function endingText(st) {
  if (!st.over) return '';
  return `${st.winner ? `${SIDE[st.winner]} wins` : 'Draw'} — ${st.description} (${st.result})`;
}

/** A special action (a guard flip, a morph, a transform): the rules label its button. */
export const isSpecial = (p) => !!p.label;

/** A part played on the board by clicking two squares (`from`, then `to`), which the board draws as an arrow. */
export const isBoardMove = (p) => !!p.to;

/** A square in words: "e4", or on a board of Big squares "f6, Big square B2, Little square b2". */
export function squareName(geom, i) {
  const name = geom.squareNames[i];
  const bl = bigLittle(geom, i);
  return bl ? `${name}, Big square ${bl.big}, Little square ${bl.little}` : name;
}

/** "white knight" for a piece letter; `pieces`: its game's (piecesOf, as the geometry carries them). */
export function pieceWords(letter, pieces) {
  if (!letter) return '';
  const side = letter === letter.toUpperCase() ? 'white' : 'black';
  return `${side} ${pieceName(letter, pieces).toLowerCase()}`;
}

/** "e4, white knight" / "e4, empty". */
export function describeSquare(geom, board, i) {
  return `${squareName(geom, i)}, ${board[i] ? pieceWords(board[i], geom.pieces) : 'empty'}`;
}

/** The position as text: "White: king e1, queen d1, …. Black: …". */
export function positionWords(geom, board, st) {
  const sides = { white: [], black: [] };
  board.forEach((l, i) => {
    if (!l) return;
    const side = l === l.toUpperCase() ? 'white' : 'black';
    sides[side].push(`${pieceName(l, geom.pieces).toLowerCase()} ${geom.squareNames[i]}`);
  });
  const order = (a) => a.sort();
  return `White: ${order(sides.white).join(', ') || 'no pieces'}. Black: ${order(sides.black).join(', ') || 'no pieces'}. ${st.over ? 'The game is over.' : `${SIDE[st.sideToMove]} to move.`}`;
}
