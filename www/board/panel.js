// The panel beside (or under) the board: which controls a mode offers, and
// bringing the status, the ending banner, the buttons, the special moves,
// the move list and the browsing buttons up to date, from the board's state
// (state.js); its buttons call the board's actions.

import { renderMoveList } from './move-list.js';
import { statusText, computerStatusText, endingText, isSpecial } from './texts.js';
import { browsing as isBrowsing, completeTurns, computerPlaying, computerTurn, myTurn } from './state.js';
import { isWrittenAsText } from '../core/rules.js';

/** Shows the controls of the board's mode and hides the others. */
export function showFeatures(s, a) {
  const f = s.features;
  const r = s.refs;
  r.nav.hidden = !f.browse;
  r.autoplay.hidden = !f.autoplay;
  r.entry.hidden = !f.moves;
  r['move-list'].hidden = !f.browse;
  r['game-controls'].hidden = !f.undo;
  // A game by link: what is sent cannot be taken back, and a draw needs both players.
  const byLink = !!s.player;
  r.undo.hidden = byLink;
  r.redo.hidden = byLink;
  r.resign.hidden = !f.endings;
  r.draw.hidden = !f.endings || byLink;
  r.reset.hidden = !f.reset || s.view.page;
  r['edit-position'].hidden = !f.undo;
  r.rematch.hidden = !f.rematch;
  r['analyse-game'].hidden = !f.rematch;
  r['new-game'].hidden = !s.view.page;
  r['computer-bar'].hidden = !(f.moves && (s.view.page || f.computer || f.analyse));
  r.opponent.hidden = !(f.computer || s.view.page);
  r.hint.hidden = !(f.computer || s.view.page);
  // Where the computer plays or hints, its line keeps its place (board.css).
  r['computer-bar'].classList.toggle('has-computer', !!(f.computer || s.view.page));
  r['show-eval'].hidden = !f.computer;
  r.analyse.hidden = !f.analyse;
  r.sound.hidden = !f.moves;
  // A game written as text opens in the full page only with its definitions in the link (saving.js).
  r['open-app'].hidden = s.view.page || !s.appUrl || (isWrittenAsText(s.game?.variantId()) && !s.spec.rulesCode);
  const c = s.computer;
  r.opponent.textContent = s.player
    ? `By link: you play ${s.player === 'white' ? 'White' : 'Black'}`
    : c.side
    ? `Computer plays ${c.side === 'white' ? 'White' : 'Black'} · level ${c.level}`
    : s.mode === 'analyse'
      ? 'Analysis: moves for both sides'
      : 'Two players on this device';
  const example = a.example();
  r['entry-text'].placeholder = example ? `e.g. ${example}` : '';
}

/** Brings the panel up to date with the shown game `g` and the live game. */
export function renderPanel(s, a, g, st) {
  const r = s.refs;
  const live = s.game;
  const liveStatus = live.status();
  const turns = completeTurns(s);
  const browsing = isBrowsing(s);
  // The computer's turn is its own: nothing of the player's adds to it, ends it or takes a part of it back.
  const computers = computerTurn(s);
  const inProgress = s.features.moves && !browsing && !st.over && live.turnInProgress() && myTurn(s);

  r.status.textContent = s.confirming
    ? `Confirm your turn ${turns.at(-1).text}, or cancel it`
    : computers && !browsing
      ? computerStatusText(st, !!s.computer.failure)
      : statusText(g, st);
  // A question asked before the computer's turn (Resign?) is not answered during it.
  const playing = computerPlaying(s);
  if (playing && r.confirm.open) r.confirm.close();
  r.banner.hidden = !st.over;
  r['banner-text'].textContent = endingText(st);

  r.viewing.hidden = !browsing;
  if (browsing) r['viewing-text'].textContent = s.viewTurn === 0 ? 'Viewing the start position' : `Viewing turn ${s.viewTurn} of ${turns.length}`;

  // One-move games and finished games have no turn to end or part to take back.
  // (A completed turn awaiting confirmation uses them, in any game: confirm-turn.)
  const confirming = s.confirming;
  r['turn-controls'].hidden = !s.features.moves || (liveStatus.mostParts === 1 && !confirming) || liveStatus.over;
  r['end-turn'].textContent = confirming ? 'Confirm turn' : 'End turn';
  r['take-back'].textContent = confirming ? 'Cancel turn' : 'Take back part';
  r['take-back'].title = confirming ? 'Take back the whole turn and play it again' : 'Take back the last part of this turn';
  r['end-turn'].disabled = !(confirming || (inProgress && live.canEndTurn()));
  r['take-back'].disabled = !(confirming || inProgress);
  // Undo stays live during the computer's turn: it stops it and takes back whole turns (controller.js, undoTurn).
  r.undo.disabled = live.ply() === 0;
  r.redo.disabled = !liveStatus.canRedo || computers;
  // (By link, a player resigns on their own turn: resigning is the side to move's.)
  r.resign.disabled = liveStatus.over || !myTurn(s);
  r.draw.disabled = liveStatus.over || computers;
  // Against the computer a draw is an offer it answers (computer.js), not an agreement.
  r.draw.textContent = s.mode === 'computer' ? 'Offer a draw' : 'Agree draw';
  // (Stopped, waiting for Retry, the computer does not keep the player from starting over.)
  r['edit-position'].disabled = playing;
  r.reset.disabled = playing;
  r.hint.disabled = liveStatus.over || s.computer.ownsTurn() || browsing || !myTurn(s);

  // Special moves as buttons (guard flip, Pawn of Camel actions...).
  r.specials.replaceChildren();
  for (const p of s.legal) {
    if (!isSpecial(p)) continue;
    const b = s.host.ownerDocument.createElement('button');
    b.type = 'button';
    b.textContent = p.label;
    b.title = p.san;
    b.dataset.san = p.san;
    b.addEventListener('click', () => a.playerAct(() => live.playPartText(p.san)));
    r.specials.append(b);
  }

  if (s.features.browse) {
    const shown = s.viewTurn === null ? turns.length : s.viewTurn;
    const partial = s.viewTurn === null && live.turnInProgress() ? `${live.currentParts().map((p) => p.san).join(live.joiner())}…` : '';
    renderMoveList(r['move-list'], turns, { shown, partial, sideToMove: liveStatus.sideToMove }, (n) => a.showTurn(n));
    const atStart = shown === 0 && !(s.viewTurn === null && live.turnInProgress());
    r.first.disabled = atStart;
    r.back.disabled = atStart;
    r.forward.disabled = s.viewTurn === null || (!s.features.moves && s.viewTurn >= turns.length);
    r.last.disabled = r.forward.disabled;
    r.autoplay.disabled = !s.autoplayTimer && shown >= turns.length;
  }
  // (Shown from the first turn on, so that the first turn does not move what is under it.)
  r.legend.textContent = (s.features.browse && liveStatus.marksLegend) || '';
}
