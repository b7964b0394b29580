// The component's buttons, the move box and the board's pointer input,
// each handed to the board's actions; they read the board's state (state.js).

import { attachInput } from './input.js';
import { warmAudio } from './sound-lazy.js';
import { computerPlaying, computerTurn } from './state.js';

export function wireControls(s, a) {
  const r = s.refs;
  attachInput(r.canvas, {
    hit: (x, y) => s.view.hit(x, y),
    size: () => s.view.layout?.s ?? 40,
    press: (i) => a.press(i),
    release: (f, t, where) => a.release(f, t, where),
    hover: (i) => a.setHover(i),
    mark: (f, t) => a.mark(f, t),
    untouched: () => s.view.untouched(),
    engage: (x, y) => s.view.engage(x, y),
    drag: (d) => {
      s.drag = d ? { ...d } : null;
      a.draw();
    },
  });
  const on = (ref, fn) => r[ref].addEventListener('click', fn);
  // The turn's and the game's buttons are the player's: refused during the computer's turn (playerAct).
  on('end-turn', () => a.endTurnPressed());
  on('take-back', () => a.takeBackPressed());
  on('copy-position', () => a.copyPosition());
  on('undo', () => a.act(() => a.undoTurn()));
  on('redo', () => a.playerAct(() => s.game.redoTurn()));
  on('resign', () => a.confirm(`${s.game.status().sideToMove === 'white' ? 'White' : 'Black'} resigns?`, () => a.playerAct(() => s.game.resign())));
  on('draw', () => {
    if (s.mode !== 'computer') a.confirm('Both players agree to a draw?', () => a.playerAct(() => s.game.agreeDraw()));
    else if (!computerTurn(s)) import('./game-end.js').then((m) => m.offerDraw(s, a));
  });
  on('reset', () => {
    if (computerPlaying(s)) return;
    if (s.game.ply() === 0) a.reset();
    else a.confirm('Back to the start position? The moves played here are dropped.', () => a.reset());
  });
  on('rematch', () => a.rematch());
  on('analyse-game', () => import('./game-end.js').then((m) => m.analyseGame(s, a)));
  on('new-game', () => a.emit('newgame', null));
  on('edit-position', () => {
    if (!computerPlaying(s)) a.editPosition();
  });
  on('hint', () => {
    if (!computerTurn(s)) s.computer.hint(s.game.joiner());
  });
  on('retry', () => {
    s.computer.retry();
    a.refresh({ announce: false });
  });
  on('show-eval', () => {
    const on = s.refs['show-eval'].getAttribute('aria-pressed') !== 'true';
    s.refs['show-eval'].setAttribute('aria-pressed', String(on));
    // While it is on, the evaluation's place is kept between the computer's turns (board.css).
    s.refs.root.toggleAttribute('data-eval', on);
    if (!on) s.refs.eval.textContent = '';
  });
  on('without', () => a.playOnWithoutComputer());
  on('first', () => a.showTurn(0));
  on('back', () => a.step(-1));
  on('forward', () => a.step(1));
  on('last', () => a.goLive());
  on('live', () => a.goLive());
  on('autoplay', () => a.toggleAutoplay());
  on('flip', () => s.host.flip());
  on('zoom', () => s.view.toggleZoom());
  on('sound', () => s.host.setAttribute('sound', s.sound ? 'off' : 'on'));
  const warm = () => {
    if (s.sound) warmAudio(s.host.ownerDocument.defaultView);
  };
  r.canvas.addEventListener('pointerdown', warm, { passive: true });
  r.canvas.addEventListener('keydown', warm, { passive: true });
  r.canvas.addEventListener('blur', () => {
    if (s.cursor >= 0) {
      s.cursor = -1;
      a.draw();
    }
  });
  r.entry.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = r['entry-text'].value.trim();
    if (text) a.playTyped(text);
  });
  // A stale error goes as soon as the player types again.
  r['entry-text'].addEventListener('input', () => {
    r['entry-error'].textContent = '';
  });
}
