// What the board says in words: whose turn and what kind, how the game
// ended, the special moves' buttons, squares and positions read aloud.

import { bigLittle } from './layout.js';
import { pieceName } from './pieces.js';
import { checkEndedWords } from './check-ended.js';

const SIDE = { white: 'White', black: 'Black' };
const other = (side) => (side === 'white' ? 'black' : 'white');

/** "White to move — normal turn: a second move is required. This turn so far: e4" */
export function statusText(g, st) {
  if (st.over) return '';
  let text = `${SIDE[st.sideToMove]} to move`;
  const kind = turnKindText(g, st);
  if (kind) text += ` — ${kind}`;
  if (st.inCheck) text += ` — check!${checkEndedWords(g, st)}`;
  if (st.hold) text += ` — King Hold: ${SIDE[st.hold.king]}'s king is held (no ${st.hold.board === 'big' ? 'Big' : 'Little'}-board moves)`;
  const guards = guardText(st);
  if (guards) text += `. ${guards}`;
  if (g.turnInProgress()) text += `. This turn so far: ${g.currentParts().map((p) => p.san).join(' ')}`;
  return text;
}

/** While the computer has the turn: "Black to move — the computer plays its turn…" (or says it stopped). */
export function computerStatusText(st, stopped, g = null) {
  let text = `${SIDE[st.sideToMove]} to move — ${stopped ? 'the computer has stopped' : 'the computer plays its turn…'}`;
  if (st.inCheck) text += ` — check!${g ? checkEndedWords(g, st) : ''}`;
  return text;
}

function turnKindText(g, st) {
  const single = st.singleOnly;
  const inProgress = g.turnInProgress();
  const mayEnd = inProgress && g.canEndTurn();
  switch (g.turnRule()) {
    case 'conditional':
      if (single) return 'response turn (one move)';
      if (!inProgress) return 'normal turn (one qualifying move, or two moves)';
      return mayEnd ? 'normal turn: a second move, or end the turn' : 'normal turn: a second move is required';
    case 'simultaneous':
      if (single) return 'single move';
      if (!inProgress) return 'one move, or two pieces at once (dual move)';
      return mayEnd ? 'add another piece, or end the turn' : 'another piece must move (the king is not safe yet)';
    case 'consecutive':
      if (single) return 'one move';
      return inProgress ? 'second move' : 'two moves';
    default:
      return '';
  }
}

/** The guards changed on the last move, and the reply may flip them (a pending guard flip). */
function guardText(st) {
  const into = st.guardFlip;
  if (!into) return '';
  const mover = SIDE[other(st.sideToMove)];
  const theirs = piecePlural(into);
  const yours = piecePlural(into === 'W' ? 'F' : 'W');
  return `The guards changed for good: ${mover}'s are now ${theirs} (one step ${into === 'W' ? 'straight' : 'diagonally'}), ${SIDE[st.sideToMove]}'s ${yours}. On this move only, ${SIDE[st.sideToMove]} may instead flip all their ${yours} into ${theirs} (=${into}), or play on and keep them`;
}

/** "White wins — checkmate", "Draw — threefold repetition", for every ending of every game. */
export function endingText(st) {
  if (!st.over) return '';
  const winner = st.winner;
  if (!winner) return `Draw — ${drawReason(st.reason)} (${st.result})`;
  const loser = SIDE[other(winner)];
  const reasons = {
    checkmate: 'checkmate',
    // A stalemate that has a winner: in this game the stalemated side loses.
    stalemate: `stalemate (in this game the stalemated side loses)`,
    'no legal turn while in check': `${loser} has no legal turn out of check`,
    'every king captured': `every ${loser} king captured`,
    'bare king': `${loser}'s king is bare (baring)`,
    resignation: `${loser} resigned`,
    'time forfeit': `${loser} ran out of time`,
  };
  return `${SIDE[winner]} wins — ${reasons[st.reason] || st.reason} (${st.result})`;
}

function drawReason(reason) {
  return { agreement: 'draw agreed', 'both kings bared': 'both kings are bare', 'time forfeit': 'a clock ran out, but the other side has too little left to win' }[reason] || reason;
}

/** Cases of parts that are special actions, not "move a piece from a square to another" (they get buttons). */
const SPECIAL_CASES = new Set(['guard-flip', 'morph', 'transform']);

export function isSpecial(p) {
  return SPECIAL_CASES.has(p.case);
}

/** A part played on the board by clicking two squares (`from`, then `to`), which the board draws as an arrow. */
export function isBoardMove(p) {
  return p.case !== 'guard-flip' && p.case !== 'morph';
}

/** A piece's name in the plural ("Wazirs", "Ferzes"). */
export function piecePlural(letter) {
  const name = pieceName(letter);
  return `${name}${name.endsWith('z') ? 'es' : 's'}`;
}

export function specialLabel(p) {
  const name = pieceName;
  switch (p.case) {
    case 'guard-flip':
      return `Flip your guards to ${piecePlural(p.into)} (${p.san})`;
    case 'morph':
      return `${name(p.san[0])} → ${name(p.into)} (${p.san})`;
    case 'transform':
      return `${name(p.san[0])} transforms ${p.to} (${p.san})`;
    default:
      return p.san;
  }
}

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
