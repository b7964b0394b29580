import { isBoardMove } from './texts.js';

// What the board shows, as data for draw.js: the pieces, the marks of the
// last turn and of the turn being built (numbered arrows), the Two-Prong half
// that the rules still judge from the turn's start, the hint's or the
// analysis' suggested turn (suggestions.js), check, the beaten king,
// the selection, the keyboard cursor and the player's own marks.

/**
 * ctrl: the board's controller (its games, selection and marks).
 * Returns the scene for BoardView.paint().
 */
export function buildScene(ctrl) {
  const g = ctrl.shown();
  const live = g === ctrl.game;
  const idx = (name) => ctrl.idx(name);
  const st = ctrl.status;
  const current = g.currentParts();
  let board = g.board();
  let ghosts = [];
  // Two-Prong: both halves are judged from the turn's start, so a planned
  // half's piece stays on its square; a ghost shows where it is going.
  if (g.turnRule() === 'simultaneous' && g.turnInProgress() && current.length) {
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
    ...ctrl.suggestedArrows(),
    ...[...ctrl.userArrows.values()].map(([from, to]) => ({ from, to, n: 0, kind: 'user' })),
  ];
  const kings = (side) => board.flatMap((l, i) => (l === (side === 'white' ? 'K' : 'k') ? [i] : []));
  const loser = st.over && st.winner ? (st.winner === 'white' ? 'black' : 'white') : null;
  return {
    board,
    ghosts,
    arrows,
    selected: ctrl.selected,
    targets: ctrl.targets,
    hover: ctrl.hover,
    lastParts: last.map((p) => ({ from: idx(p.from), to: idx(p.to) })),
    currentParts: now.map((p) => ({ from: idx(p.from), to: idx(p.to) })),
    check: st.inCheck ? (kings(st.sideToMove)[0] ?? -1) : -1,
    lost: loser ? kings(loser) : [],
    // Mid-turn, mark the pieces that can make the next part.
    movable: live && g.turnInProgress() && ctrl.selected < 0 ? movableSquares(ctrl) : null,
    hold: holdInfo(ctrl, board, st),
    drag: ctrl.drag,
    cursor: ctrl.cursor,
    circles: [...ctrl.circles],
  };
}

function movableSquares(ctrl) {
  const set = new Set();
  for (const p of ctrl.legal) if (isBoardMove(p)) set.add(ctrl.idx(p.from));
  return set;
}

/** A King Hold, as the rules' status gives it: the held king's square and the board it is held on. */
function holdInfo(ctrl, board, st) {
  if (!st.hold) return null;
  const king = board.indexOf(st.hold.king === 'white' ? 'K' : 'k');
  return king >= 0 ? { king, big: st.hold.board === 'big' } : null;
}
