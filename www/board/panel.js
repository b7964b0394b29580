// The panel beside (or under) the board: which controls a mode offers, and
// bringing the status, the ending banner, the buttons, the special moves,
// the move list and the browsing buttons up to date.

import { renderMoveList } from './move-list.js';
import { statusText, endingText, isSpecial, specialLabel } from './texts.js';

/** What each mode offers the reader. */
export const MODES = {
  view: { browse: false, moves: false },
  replay: { browse: true, moves: false, autoplay: true },
  play: { browse: true, moves: true, undo: true, endings: true, reset: true, rematch: true },
  computer: { browse: true, moves: true, undo: true, endings: true, reset: true, computer: true, rematch: true },
  analyse: { browse: true, moves: true, undo: true, reset: true, analyse: true },
  // The setup editor (editor.js): a position composed, not played.
  edit: { browse: false, moves: false, edit: true },
};

/** Shows the controls of the board's mode and hides the others. */
export function showFeatures(ctrl) {
  const f = ctrl.features;
  const r = ctrl.refs;
  r.nav.hidden = !f.browse;
  r.autoplay.hidden = !f.autoplay;
  r.entry.hidden = !f.moves;
  r['move-list'].hidden = !f.browse;
  r['game-controls'].hidden = !f.undo;
  // A game by link: what is sent cannot be taken back, and a draw needs both players.
  const byLink = !!ctrl.player;
  r.undo.hidden = byLink;
  r.redo.hidden = byLink;
  r.resign.hidden = !f.endings;
  r.draw.hidden = !f.endings || byLink;
  r.reset.hidden = !f.reset || ctrl.page;
  r['edit-position'].hidden = !f.undo;
  r.rematch.hidden = !f.rematch;
  r['new-game'].hidden = !ctrl.page;
  r['computer-bar'].hidden = !(f.moves && (ctrl.page || f.computer || f.analyse));
  r.opponent.hidden = !(f.computer || ctrl.page);
  r.hint.hidden = !(f.computer || ctrl.page);
  r['show-eval'].hidden = !f.computer;
  r.analyse.hidden = !f.analyse;
  r.sound.hidden = !f.moves;
  r['open-app'].hidden = ctrl.page || !ctrl.appUrl;
  const c = ctrl.computer;
  r.opponent.textContent = ctrl.player
    ? `By link: you play ${ctrl.player === 'white' ? 'White' : 'Black'}`
    : c.side
    ? `Computer plays ${c.side === 'white' ? 'White' : 'Black'} · level ${c.level}`
    : ctrl.mode === 'analyse'
      ? 'Analysis: moves for both sides'
      : 'Two players on this device';
  const example = ctrl.example();
  r['entry-text'].placeholder = example ? `e.g. ${example}` : '';
}

/** Brings the panel up to date with the shown game `g` and the live game. */
export function renderPanel(ctrl, g, st) {
  const r = ctrl.refs;
  const live = ctrl.game;
  const liveStatus = live.status();
  const turns = ctrl.completeTurns();
  const browsing = ctrl.browsing();
  const inProgress = ctrl.features.moves && !browsing && !st.over && live.turnInProgress();

  r.status.textContent = statusText(g, st);
  r.banner.hidden = !st.over;
  r['banner-text'].textContent = endingText(st);

  r.viewing.hidden = !browsing;
  if (browsing) r['viewing-text'].textContent = ctrl.viewTurn === 0 ? 'Viewing the start position' : `Viewing turn ${ctrl.viewTurn} of ${turns.length}`;

  // One-move games and finished games have no turn to end or part to take back.
  r['turn-controls'].hidden = !ctrl.features.moves || live.turnRule() === 'single' || liveStatus.over;
  r['end-turn'].disabled = !(inProgress && live.canEndTurn());
  r['take-back'].disabled = !inProgress;
  r.undo.disabled = live.ply() === 0;
  r.redo.disabled = !liveStatus.canRedo;
  // (By link, a player resigns on their own turn: resigning is the side to move's.)
  r.resign.disabled = liveStatus.over || !ctrl.myTurn();
  r.draw.disabled = liveStatus.over;
  r.hint.disabled = liveStatus.over || ctrl.computer.ownsTurn() || browsing || !ctrl.myTurn();

  // Special moves as buttons (guard flip, Pawn of Camel actions...).
  r.specials.replaceChildren();
  for (const p of ctrl.legal) {
    if (!isSpecial(p)) continue;
    const b = ctrl.host.ownerDocument.createElement('button');
    b.type = 'button';
    b.textContent = specialLabel(p);
    b.title = p.san;
    b.dataset.san = p.san;
    b.addEventListener('click', () => ctrl.act(() => live.playPartText(p.san)));
    r.specials.append(b);
  }

  if (ctrl.features.browse) {
    const shown = ctrl.viewTurn === null ? turns.length : ctrl.viewTurn;
    const partial = ctrl.viewTurn === null && live.turnInProgress() ? `${live.currentParts().map((p) => p.san).join(live.joiner())}…` : '';
    renderMoveList(r['move-list'], turns, { shown, partial, sideToMove: liveStatus.sideToMove }, (n) => ctrl.showTurn(n));
    const atStart = shown === 0 && !(ctrl.viewTurn === null && live.turnInProgress());
    r.first.disabled = atStart;
    r.back.disabled = atStart;
    r.forward.disabled = ctrl.viewTurn === null || (!ctrl.features.moves && ctrl.viewTurn >= turns.length);
    r.last.disabled = r.forward.disabled;
    r.autoplay.disabled = !ctrl.autoplayTimer && shown >= turns.length;
  }
  r.legend.textContent = ctrl.features.browse && turns.length && live.turnRule() === 'conditional' ? 'ʳ response turn · ¹ single-move normal turn · others: two moves' : '';
}
