// What the board says in words: whose turn and what kind, how the game
// ended, the special moves' buttons, squares and positions read aloud.

import { bigLittle } from './layout.js';
import { PIECE_NAMES } from './pieces.js';

const SIDE = { white: 'White', black: 'Black' };
const other = (side) => (side === 'white' ? 'black' : 'white');

/** "White to move — normal turn: a second move is required. This turn so far: e4" */
export function statusText(g, st, layout) {
  if (st.over) return '';
  let text = `${SIDE[st.sideToMove]} to move`;
  const kind = turnKindText(g, st);
  if (kind) text += ` — ${kind}`;
  if (st.inCheck) text += ' — check!';
  const hold = /^([hl])([wb])$/.exec(st.turnField || '');
  if (layout === 'two-boards' && hold) {
    text += ` — King Hold: ${hold[2] === 'w' ? 'White' : 'Black'}'s king is held (${hold[1] === 'h' ? 'no Big-board moves' : 'no Little-board moves'})`;
  }
  const guards = guardText(st);
  if (guards) text += `. ${guards}`;
  if (g.turnInProgress()) text += `. This turn so far: ${g.currentParts().map((p) => p.san).join(' ')}`;
  return text;
}

function turnKindText(g, st) {
  const f = st.turnField;
  const inProgress = g.turnInProgress();
  const mayEnd = inProgress && g.canEndTurn();
  switch (g.turnRule()) {
    case 'chess2':
      if (f === 's') return 'response turn (one move)';
      if (!inProgress) return 'normal turn (one qualifying move, or two moves)';
      return mayEnd ? 'normal turn: a second move, or end the turn' : 'normal turn: a second move is required';
    case 'prong':
      if (f === 's') return 'single move';
      if (!inProgress) return 'one move, or two pieces at once (dual move)';
      return mayEnd ? 'add another piece, or end the turn' : 'another piece must move (the king is not safe yet)';
    case 'double':
      if (f === 's') return 'one move';
      return inProgress ? 'second move' : 'two moves';
    default:
      return '';
  }
}

/** Dual Chess: the guards changed on the last move, and the reply may flip them. */
function guardText(st) {
  const m = /^=([WF])$/.exec(st.turnField || '');
  if (!m) return '';
  const mover = SIDE[other(st.sideToMove)];
  const theirs = m[1] === 'W' ? 'Wazirs' : 'Ferzes';
  const yours = m[1] === 'W' ? 'Ferzes' : 'Wazirs';
  return `The guards changed for good: ${mover}'s are now ${theirs} (one step ${m[1] === 'W' ? 'straight' : 'diagonally'}), ${SIDE[st.sideToMove]}'s ${yours}. On this move only, ${SIDE[st.sideToMove]} may instead flip all their ${yours} into ${theirs} (=${m[1]}), or play on and keep them`;
}

/** "White wins — checkmate", "Draw — threefold repetition", for every ending of every game. */
export function endingText(st, turnRule, layout) {
  if (!st.over) return '';
  const winner = st.winner;
  if (!winner) return `Draw — ${drawReason(st.reason)} (${st.result})`;
  const loser = SIDE[other(winner)];
  const reasons = {
    checkmate: 'checkmate',
    stalemate: layout === 'two-boards' ? `stalemate (in Chess on Two Boards the stalemated side loses)` : 'stalemate',
    'no legal turn while in check': `${loser} has no legal turn out of check`,
    'every king captured': turnRule === 'double' ? `both ${loser} kings captured` : `${loser}'s king captured`,
    'bare king': `${loser}'s king is bare (baring)`,
    resignation: `${loser} resigned`,
    'time forfeit': `${loser} ran out of time`,
  };
  return `${SIDE[winner]} wins — ${reasons[st.reason] || st.reason} (${st.result})`;
}

function drawReason(reason) {
  return { agreement: 'draw agreed', 'both kings bared': 'both kings are bare', 'time forfeit': 'a clock ran out, but the other side has too little left to win' }[reason] || reason;
}

/** Kinds of parts that are not "move a piece from a square to another". */
const SPECIAL_KINDS = new Set(['flip', 'camel-promote', 'camel-transform']);

export function isSpecial(p) {
  return SPECIAL_KINDS.has(p.kind) || !p.from || p.from === p.to || !p.to;
}

export function specialLabel(p) {
  switch (p.kind) {
    case 'flip':
      return `Flip your guards to ${p.san === '=W' ? 'Wazirs' : 'Ferzes'} (${p.san})`;
    case 'camel-promote':
      return `Pawn of Camel → Camel (${p.san})`;
    case 'camel-transform':
      return `Pawn of Camel transforms ${p.to} (${p.san})`;
    default:
      return p.san;
  }
}

/** A square in words: "e4", or on Two Boards "f6, Big square B2, Little square b2". */
export function squareName(geom, i) {
  const name = geom.squareNames[i];
  if (geom.layout !== 'two-boards') return name;
  const bl = bigLittle(geom, i);
  return `${name}, Big square ${bl.big}, Little square ${bl.little}`;
}

/** "white knight" for a piece letter. */
export function pieceWords(letter) {
  if (!letter) return '';
  const side = letter === letter.toUpperCase() ? 'white' : 'black';
  return `${side} ${(PIECE_NAMES[letter.toUpperCase()] || letter).toLowerCase()}`;
}

/** "e4, white knight" / "e4, empty". */
export function describeSquare(geom, board, i) {
  return `${squareName(geom, i)}, ${board[i] ? pieceWords(board[i]) : 'empty'}`;
}

/** The position as text: "White: king e1, queen d1, …. Black: …". */
export function positionWords(geom, board, st) {
  const sides = { white: [], black: [] };
  board.forEach((l, i) => {
    if (!l) return;
    const side = l === l.toUpperCase() ? 'white' : 'black';
    sides[side].push(`${(PIECE_NAMES[l.toUpperCase()] || l).toLowerCase()} ${geom.squareNames[i]}`);
  });
  const order = (a) => a.sort();
  return `White: ${order(sides.white).join(', ') || 'no pieces'}. Black: ${order(sides.black).join(', ') || 'no pieces'}. ${st.over ? 'The game is over.' : `${SIDE[st.sideToMove]} to move.`}`;
}
