// The keyboard on a board: a cursor moved by the arrow keys over the
// squares, Enter or Space to pick up and play, P to hear the position;
// elsewhere in the component ← → Home End browse the game, Ctrl+Z/Y undo and
// redo, Enter ends a turn, Escape drops the selection or takes back a part.
// In the setup editor the same cursor places pieces (editor.js's keys).

import { moveCursor, firstSquare } from './cursor.js';
import { describeSquare, pieceWords, positionWords } from './texts.js';

/** The selected piece and where it can go, in words. */
export function selectionWords(ctrl) {
  const board = ctrl.shown().board();
  const to = [...ctrl.targets.keys()].map((i) => ctrl.geom.squareNames[i]);
  return `${pieceWords(board[ctrl.selected])} on ${ctrl.geom.squareNames[ctrl.selected]} picked up; it can go to ${to.join(', ')}`;
}

function moveKeyboardCursor(ctrl, dx, dy, big) {
  const rects = ctrl.layout.rects;
  ctrl.cursor = ctrl.cursor < 0 ? firstSquare(rects) : moveCursor(ctrl.layout, ctrl.geom, ctrl.cursor, dx, dy, big);
  ctrl.view.follow([ctrl.cursor]);
  const board = ctrl.boardLetters();
  const target = ctrl.targets.has(ctrl.cursor) ? ' — a move for the piece picked up' : '';
  ctrl.say(describeSquare(ctrl.geom, board, ctrl.cursor) + target);
  ctrl.draw();
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Arrow keys move the cursor (with Shift a Big square on Two Boards). */
function cursorKey(ctrl, e) {
  if (!ARROWS[e.key] || e.ctrlKey || e.metaKey || e.altKey) return false;
  moveKeyboardCursor(ctrl, ...ARROWS[e.key], e.shiftKey);
  return true;
}

/** Keys on the board itself: the cursor, Enter/Space to pick and play, P to read the position. */
function boardKey(ctrl, e) {
  if (cursorKey(ctrl, e)) return true;
  if ((e.key === 'Enter' || e.key === ' ') && ctrl.cursor >= 0) {
    // Enter on an empty square that is no target ends the turn when it may end.
    const before = ctrl.selected;
    const picked = ctrl.press(ctrl.cursor);
    if (!picked && before < 0 && ctrl.selected < 0 && e.key === 'Enter' && !ctrl.refs['end-turn'].disabled) ctrl.act(() => ctrl.game.endTurn());
    return true;
  }
  if (e.key === 'p' || e.key === 'P') {
    ctrl.say(positionWords(ctrl.geom, ctrl.shown().board(), ctrl.status));
    return true;
  }
  return false;
}

/** Keys anywhere in the board's component (not while typing in its move box). */
export function handleKey(ctrl, e) {
  const target = e.composedPath()[0];
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName)) return false;
  if (ctrl.editor) return target === ctrl.refs.canvas && (cursorKey(ctrl, e) || ctrl.editor.key(e));
  if (!ctrl.game) return false;
  if (target === ctrl.refs.canvas && boardKey(ctrl, e)) return true;
  const command = e.ctrlKey || e.metaKey;
  const f = ctrl.features;
  if (f.browse && !command) {
    const moves = { ArrowLeft: () => ctrl.step(-1), ArrowRight: () => ctrl.step(1), Home: () => ctrl.showTurn(0), End: () => ctrl.goLive() };
    if (moves[e.key]) {
      moves[e.key]();
      return true;
    }
  }
  if (f.undo && command && e.key === 'z') {
    ctrl.act(() => ctrl.undoTurn());
    return true;
  }
  if (f.undo && command && (e.key === 'y' || (e.shiftKey && e.key === 'Z'))) {
    ctrl.act(() => ctrl.game.redoTurn());
    return true;
  }
  if (e.key === 'Enter' && f.moves && target?.tagName !== 'BUTTON' && !ctrl.refs['end-turn'].disabled) {
    ctrl.act(() => ctrl.game.endTurn());
    return true;
  }
  if (e.key === 'Escape') {
    if (ctrl.selected >= 0) {
      ctrl.clearSelection();
      ctrl.draw();
      return true;
    }
    // Escape takes back the last part of the turn being built.
    if (f.moves && !ctrl.refs['take-back'].disabled) {
      ctrl.act(() => ctrl.game.undo());
      return true;
    }
  }
  return false;
}

/**
 * The panel was redrawn with `focused` (the shadow root's focused element
 * before) inside it: a move-list turn was replaced, or a button was disabled
 * or hidden. Focus stays in the component, so its keys keep working: on the
 * move list's shown turn, else on the element itself (never the canvas, where
 * the arrow keys move the cursor instead of browsing).
 */
export function keepFocus(ctrl, focused) {
  if (!focused || focused === ctrl.refs.canvas) return;
  const gone = !focused.isConnected || focused.disabled || !!focused.closest('[hidden]');
  if (!gone) return;
  const list = ctrl.refs['move-list'];
  const turn = list.contains(focused) || !focused.isConnected ? list.querySelector('button[aria-current]') : null;
  if (turn) turn.focus({ preventScroll: true });
  else ctrl.host.focus({ preventScroll: true });
}
