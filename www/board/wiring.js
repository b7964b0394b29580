// The component's buttons, the move box and the board's pointer input,
// each handed to the controller.

import { attachInput } from './input.js';
import { warmAudio } from './sound.js';
import { wireEditor } from './editor-panel.js';

export function wireControls(ctrl) {
  const r = ctrl.refs;
  attachInput(r.canvas, {
    hit: (x, y) => ctrl.view.hit(x, y),
    size: () => ctrl.layout?.s ?? 40,
    press: (i) => ctrl.press(i),
    release: (f, t, where) => ctrl.release(f, t, where),
    hover: (i) => ctrl.setHover(i),
    mark: (f, t) => ctrl.mark(f, t),
    untouched: () => ctrl.view.untouched(),
    engage: (x, y) => ctrl.view.engage(x, y),
    drag: (d) => {
      ctrl.drag = d ? { ...d } : null;
      ctrl.draw();
    },
  });
  const on = (ref, fn) => r[ref].addEventListener('click', fn);
  on('end-turn', () => ctrl.act(() => ctrl.game.endTurn()));
  on('take-back', () => ctrl.act(() => ctrl.game.undo()));
  on('undo', () => ctrl.act(() => ctrl.undoTurn()));
  on('redo', () => ctrl.act(() => ctrl.game.redoTurn()));
  on('resign', () => ctrl.confirm(`${ctrl.game.status().sideToMove === 'white' ? 'White' : 'Black'} resigns?`, () => ctrl.act(() => ctrl.game.resign())));
  on('draw', () => ctrl.confirm('Both players agree to a draw?', () => ctrl.act(() => ctrl.game.agreeDraw())));
  on('reset', () => {
    if (ctrl.game.ply() === 0) ctrl.reset();
    else ctrl.confirm('Back to the start position? The moves played here are dropped.', () => ctrl.reset());
  });
  on('rematch', () => ctrl.rematch());
  on('new-game', () => ctrl.emit('newgame', null));
  on('edit-position', () => ctrl.editPosition());
  on('hint', () => ctrl.computer.hint(ctrl.joiner()));
  on('retry', () => ctrl.computer.retry());
  on('show-eval', () => {
    const on = ctrl.refs['show-eval'].getAttribute('aria-pressed') !== 'true';
    ctrl.refs['show-eval'].setAttribute('aria-pressed', String(on));
    if (!on) ctrl.refs.eval.textContent = '';
  });
  on('without', () => ctrl.playOnWithoutComputer());
  on('first', () => ctrl.showTurn(0));
  on('back', () => ctrl.step(-1));
  on('forward', () => ctrl.step(1));
  on('last', () => ctrl.goLive());
  on('live', () => ctrl.goLive());
  on('autoplay', () => ctrl.toggleAutoplay());
  on('flip', () => ctrl.host.flip());
  on('zoom', () => ctrl.view.toggleZoom());
  on('sound', () => ctrl.host.setAttribute('sound', ctrl.sound ? 'off' : 'on'));
  const warm = () => {
    if (ctrl.sound) warmAudio(ctrl.host.ownerDocument.defaultView);
  };
  r.canvas.addEventListener('pointerdown', warm, { passive: true });
  r.canvas.addEventListener('keydown', warm, { passive: true });
  r.canvas.addEventListener('blur', () => {
    if (ctrl.cursor >= 0) {
      ctrl.cursor = -1;
      ctrl.draw();
    }
  });
  r.entry.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = r['entry-text'].value.trim();
    if (text) ctrl.playTyped(text);
  });
  // A stale error goes as soon as the player types again.
  r['entry-text'].addEventListener('input', () => {
    r['entry-error'].textContent = '';
  });
  wireEditor(ctrl);
}
