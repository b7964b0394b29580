import { isBoardMove } from './texts.js';
import { idx as indexOf, shown } from './state.js';
import { suggestedArrows } from './suggestions.js';

// What the board shows, as data for draw.js: the pieces, the marks of the
// last turn and of the turn being built (numbered arrows), the Two-Prong half
// that the rules still judge from the turn's start, the hint's or the
// analysis' suggested turn (suggestions.js), check, the beaten king,
// the selection, the keyboard cursor and the player's own marks.

/**
 * s: the board's state (state.js: its games, selection and marks).
 * Returns the scene for BoardView.paint().
 */
export function buildScene(s) {
  const g = shown(s);
  const live = g === s.game;
  const idx = (name) => indexOf(s, name);
  const st = s.status;
  const current = g.currentParts();
  let board = g.board();
  let ghosts = [];
  // Two-Prong: both halves are judged from the turn's start, so a planned
  // half's piece stays on its square; a ghost shows where it is going.
  if (st.partsFromStart && g.turnInProgress() && current.length) {
    const start = g.snapshotAt(g.ply() - current.length);
    const startBoard = start.board();
    start.free?.();
    ghosts = current.filter(isBoardMove).map((p) => ({ index: idx(p.to), letter: startBoard[idx(p.from)] }));
    board = startBoard;
  }
  const last = g.lastTurnParts().filter(isBoardMove);
  const now = current.filter(isBoardMove);
  const arrows = [
    ...last.map((p, i) => ({ from: idx(p.from), to: idx(p.to), n: last.length > 1 ? i + 1 : 0, kind: 'last' })),
    ...now.map((p, i) => ({ from: idx(p.from), to: idx(p.to), n: i + 1, kind: 'current' })),
    ...suggestedArrows(s),
    ...[...s.userArrows.values()].map(([from, to]) => ({ from, to, n: 0, kind: 'user' })),
    ...(s.premove && live ? [{ from: s.premove.from, to: s.premove.to, n: 0, kind: 'premove' }] : []),
  ];
  const kings = (side) => board.flatMap((l, i) => (l === (side === 'white' ? 'K' : 'k') ? [i] : []));
  const loser = st.over && st.winner ? (st.winner === 'white' ? 'black' : 'white') : null;
  return {
    board,
    ghosts,
    arrows,
    selected: s.selected,
    targets: s.targets,
    hover: s.hover,
    lastParts: last.map((p) => ({ from: idx(p.from), to: idx(p.to) })),
    currentParts: now.map((p) => ({ from: idx(p.from), to: idx(p.to) })),
    check: st.inCheck ? (kings(st.sideToMove)[0] ?? -1) : -1,
    lost: loser ? kings(loser) : [],
    // Mid-turn, mark the pieces that can make the next part.
    movable: live && g.turnInProgress() && s.selected < 0 ? movableSquares(s) : null,
    hold: holdInfo(board, st),
    drag: s.drag,
    cursor: s.cursor,
    circles: [...s.circles],
    // A move queued while the other side is to move (premove.js).
    premove: s.premove && live ? { from: s.premove.from, to: s.premove.to } : null,
  };
}

function movableSquares(s) {
  const set = new Set();
  for (const p of s.legal) if (isBoardMove(p)) set.add(indexOf(s, p.from));
  return set;
}

/** A King Hold, as the rules' status gives it: the held king's square and the board it is held on. */
function holdInfo(board, st) {
  if (!st.hold) return null;
  const king = board.indexOf(st.hold.king === 'white' ? 'K' : 'k');
  return king >= 0 ? { king, big: st.hold.board === 'big' } : null;
}
