// The keyboard on a board: a cursor moved by the arrow keys over the
// squares, Enter or Space to pick up and play, P to hear the position;
// elsewhere in the component ← → Home End browse the game, Ctrl+Z/Y undo and
// redo, Enter ends a turn, Escape drops the selection or takes back a part.
// In the setup editor the same cursor places pieces (editor.js's keys).
// Each key reads the board's state (state.js) and calls its actions.

import { moveCursor, firstSquare } from './cursor.js';
import { describeSquare, pieceWords, positionWords } from './texts.js';
import { boardLetters, shown } from './state.js';

/** The selected piece and where it can go, in words. */
export function selectionWords(s) {
  const board = shown(s).board();
  const to = [...s.targets.keys()].map((i) => s.geom.squareNames[i]);
  return `${pieceWords(board[s.selected], s.geom.pieces)} on ${s.geom.squareNames[s.selected]} picked up; it can go to ${to.join(', ')}`;
}

function moveKeyboardCursor(s, a, dx, dy, big) {
  const rects = s.view.layout.rects;
  s.cursor = s.cursor < 0 ? firstSquare(rects) : moveCursor(s.view.layout, s.geom, s.cursor, dx, dy, big);
  s.view.follow([s.cursor]);
  const board = boardLetters(s);
  const target = s.targets.has(s.cursor) ? ' — a move for the piece picked up' : '';
  a.say(describeSquare(s.geom, board, s.cursor) + target);
  a.draw();
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Arrow keys move the cursor (with Shift a Big square on Two Boards). */
function cursorKey(s, a, e) {
  if (!ARROWS[e.key] || e.ctrlKey || e.metaKey || e.altKey) return false;
  moveKeyboardCursor(s, a, ...ARROWS[e.key], e.shiftKey);
  return true;
}

/** Keys on the board itself: the cursor, Enter/Space to pick and play, P to read the position. */
function boardKey(s, a, e) {
  if (cursorKey(s, a, e)) return true;
  if ((e.key === 'Enter' || e.key === ' ') && s.cursor >= 0) {
    // Enter on an empty square that is no target ends the turn when it may end.
    const before = s.selected;
    const picked = a.press(s.cursor);
    if (!picked && before < 0 && s.selected < 0 && e.key === 'Enter' && !s.refs['end-turn'].disabled) a.endTurnPressed();
    return true;
  }
  if (e.key === 'p' || e.key === 'P') {
    a.say(positionWords(s.geom, shown(s).board(), s.status));
    return true;
  }
  return false;
}

/** Keys anywhere in the board's component (not while typing in its move box). */
export function handleKey(s, a, e) {
  const target = e.composedPath()[0];
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName)) return false;
  if (s.editor) return target === s.refs.canvas && (cursorKey(s, a, e) || s.editor.key(e));
  if (!s.game) return false;
  if (target === s.refs.canvas && boardKey(s, a, e)) return true;
  const command = e.ctrlKey || e.metaKey;
  const f = s.features;
  if (f.browse && !command) {
    const moves = { ArrowLeft: () => a.step(-1), ArrowRight: () => a.step(1), Home: () => a.showTurn(0), End: () => a.goLive() };
    if (moves[e.key]) {
      moves[e.key]();
      return true;
    }
  }
  if (f.undo && command && e.key === 'z') {
    a.act(() => a.undoTurn());
    return true;
  }
  if (f.undo && command && (e.key === 'y' || (e.shiftKey && e.key === 'Z'))) {
    if (!s.refs.redo.disabled) a.playerAct(() => s.game.redoTurn());
    return true;
  }
  if (e.key === 'Enter' && f.moves && target?.tagName !== 'BUTTON' && !s.refs['end-turn'].disabled) {
    a.endTurnPressed();
    return true;
  }
  if (e.key === 'Escape') {
    if (a.cancelPremove()) return true;
    if (s.selected >= 0) {
      a.clearSelection();
      a.draw();
      return true;
    }
    // Escape takes back the last part of the turn being built.
    if (f.moves && !s.refs['take-back'].disabled) {
      a.takeBackPressed();
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
export function keepFocus(s, focused) {
  if (!focused || focused === s.refs.canvas) return;
  const gone = !focused.isConnected || focused.disabled || !!focused.closest('[hidden]');
  if (!gone) return;
  const list = s.refs['move-list'];
  const turn = list.contains(focused) || !focused.isConnected ? list.querySelector('button[aria-current]') : null;
  if (turn) turn.focus({ preventScroll: true });
  else s.host.focus({ preventScroll: true });
}
