// One board: its state (state.js, plain data the drawing and the panel read)
// and its actions, composed here from small modules: loading.js (a game or
// nothing), editing.js (the setup editor), browsing.js (earlier positions,
// autoplay), moving.js (the player's hand), premove.js (a move queued while
// the other side is to move), messages.js (words to the player), recovery.js
// (a trapped wasm instance). This file keeps the acting on the live game,
// the refresh after it, the events and the clocks. Every rules question goes
// to the wasm Game; the picture is BoardView's, the words are texts.js's.
// Nothing here reaches outside the component's shadow root.

import { BoardView } from './view.js';
import { buildScene } from './scene.js';
import { renderPanel } from './panel.js';
import { BoardComputer } from './computer.js';
import { lazyAnalysis } from './analysis-lazy.js';
import { playSound, loadSound } from './sound-lazy.js';
import { boardClock } from './clock-lazy.js';
import { compiledDefinitions, errText, isWasmCrash } from '../core/rules.js';
import { handleKey, keepFocus } from './keyboard.js';
import { wireControls } from './wiring.js';
import { adoptStyles } from './styles.js';
import { saveState, shareUrl, updateOpenLink } from './saving.js';
import { createBoardState, browsing, completeTurns, computerTurn, myTurn, shown } from './state.js';
import { loadingActions } from './loading.js';
import { editingActions } from './editing.js';
import { browsingActions } from './browsing.js';
import { movingActions } from './moving.js';
import { messageActions } from './messages.js';
import { recoveryActions } from './recovery.js';
import { premoveActions } from './premove-lazy.js';

/**
 * Makes a board: host: the <twofold-board> element (events are dispatched
 * on it); refs: its shadow elements by data-ref; rules: the loaded wasm
 * module. Returns { state, actions }.
 */
export function createBoard(host, refs, rules) {
  const s = createBoardState({ host, refs, rules, view: new BoardView(refs, host) });
  const a = {};
  Object.assign(a, messageActions(s, a), loadingActions(s, a), editingActions(s, a), browsingActions(s, a), movingActions(s, a), premoveActions(s, a), recoveryActions(s, a), gameActions(s, a));
  s.clock = boardClock(
    host.ownerDocument.defaultView,
    () => a.renderClocks(),
    (side) => a.flagFell(side),
  );
  s.computer = new BoardComputer({
    game: () => s.game,
    definitions: compiledDefinitions,
    status: () => (s.game ? s.game.status() : null),
    played: () => a.afterChange(),
    toast: (t) => a.toast(t),
    thinking: (t) => a.setThinking(t),
    notice: (t) => a.setNotice(t),
    evaluation: (t) => {
      refs.eval.textContent = t;
      refs.eval.title = t;
    },
    hint: (parts) => a.showHint(parts),
    showsEvaluation: () => refs['show-eval'].getAttribute('aria-pressed') === 'true',
    joiner: () => s.game.joiner(),
    stopped: (text) => {
      refs.fault.hidden = !text;
      refs['fault-text'].textContent = text ? `The computer stopped: ${text}.` : '';
      // The status says so (panel.js).
      if (text && s.game) a.refresh({ announce: false });
    },
  });
  s.analysis = lazyAnalysis(refs, {
    joiner: () => s.game.joiner(),
    play: (turn) => a.playLine(turn),
    refresh: () => a.refresh({ announce: false }),
    redraw: () => a.draw(),
    keepFocus: () => host.focus({ preventScroll: true }),
    definitions: compiledDefinitions,
  });
  wireControls(s, a);
  return { state: s, actions: a };
}

/** The actions on the live game and what follows each: the refresh, the events, the sound, the clocks. */
function gameActions(s, a) {
  return {
    relayout() {
      s.view.relayout();
    },

    themeChanged() {
      s.view.themeChanged();
    },

    draw() {
      if (!s.view.layout || !(s.game || s.editor) || s.recovering) return;
      try {
        s.view.paint(s.editor ? s.editor.scene() : buildScene(s));
      } catch (e) {
        if (!isWasmCrash(e)) throw e;
        a.crashed(e);
        return;
      }
      if (s.firstDrawMs == null) s.firstDrawMs = Math.round(performance.now());
    },

    /** Brings the panel and the board up to date; announces new turns and the end. */
    refresh(options) {
      try {
        render(s, a, options);
      } catch (e) {
        if (!isWasmCrash(e)) throw e;
        a.crashed(e);
      }
      // The player's turn may have come: a premove is played after this refresh, not inside it.
      if ((s.premove || s.premoveSelection) && !s.premoveTimer) {
        s.premoveTimer = setTimeout(() => {
          s.premoveTimer = null;
          a.playPremoveIfDue();
        }, 0);
      }
    },

    /** Sends `turn` for every turn completed since the last call, and `gameover` once. */
    announce() {
      const turns = completeTurns(s);
      const before = s.lastAnnounced;
      const over = s.game.status();
      s.confirmedAt = null;
      for (let k = before.turns + 1; k <= turns.length; k++) {
        s.clock.turnEnded(turns[k - 1].color);
        a.emit('turn', a.turnDetail(turns, k, 'play'));
      }
      if (over.over && !before.over) a.emit('gameover', { result: over.result, reason: over.reason, winner: over.winner ?? null });
      s.lastAnnounced = { turns: turns.length, over: over.over };
      a.emit('change', null);
    },

    /** Detail of the `turn` event for the k-th complete turn. */
    turnDetail(turns, k, source) {
      const t = turns[k - 1];
      const last = k === turns.length && !s.game.turnInProgress() && s.viewTurn === null;
      let position;
      if (last) position = s.game.positionString();
      else {
        const g = s.game.snapshotAt(t.steps);
        position = g.positionString();
        g.free?.();
      }
      return { index: k, number: t.number, color: t.color, text: t.text, position, source };
    },

    emit(type, detail, cancelable = false) {
      return s.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
    },

    /**
     * The player's own action on the live turn (a button, a key): refused
     * while the computer plays its turn, which is the computer's alone. True
     * when it went through.
     */
    playerAct(fn) {
      if (computerTurn(s)) {
        a.say('The computer plays its turn; wait for it to finish');
        return false;
      }
      return a.act(fn);
    },

    /** End turn (Enter): ends the turn being built, or confirms the one completed (confirm-turn). */
    endTurnPressed() {
      if (s.confirming) a.settleTurn(true);
      else a.playerAct(() => s.game.endTurn());
    },

    /** Take back part (Escape): the last part of the turn being built, or the whole turn awaiting confirmation. */
    takeBackPressed() {
      if (s.confirming) a.settleTurn(false);
      else a.playerAct(() => s.game.undo());
    },

    /** The turn awaiting confirmation goes to the game (keep) or is taken back whole. */
    settleTurn(keep) {
      s.confirming = false;
      if (!keep) a.act(() => s.game.undoTurn());
      else {
        s.confirmedAt = completeTurns(s).length;
        a.refresh();
      }
    },

    /** Runs a rules call on the live game; shows its error; refreshes afterwards. */
    act(fn) {
      // Whatever the player does changes the game: a search for the old one stops, a premove is dropped.
      s.computer.interrupt();
      s.premove = null;
      try {
        return a.guard(fn);
      } finally {
        if (!s.recovering) {
          a.clearSelection();
          a.afterChange();
        }
      }
    },

    /** Runs a rules call; a refusal is shown, a trapped instance is replaced. True when it went through. */
    guard(fn) {
      try {
        fn();
        return true;
      } catch (e) {
        if (isWasmCrash(e)) a.crashed(e);
        else a.toast(errText(e));
        return false;
      }
    },

    afterChange() {
      if (s.recovering) return;
      const before = s.soundState;
      if (s.features.moves) s.viewTurn = null;
      a.clearMarks();
      a.refresh();
      playSoundFor(s, before);
    },

    clearSelection() {
      s.selected = -1;
      s.targets = new Map();
      s.premoveSelection = false;
    },

    clearMarks() {
      s.circles.clear();
      s.userArrows.clear();
      // A hint is for the position it was asked in.
      s.hintTurn = null;
      s.suggestion = null;
      if (s.notice) a.setNotice(null);
    },

    /**
     * Undoes a turn; against the computer, back to a turn of the player's.
     * During the computer's turn (act has stopped it) its parts shown so far
     * go with it, and the player's turn before it: whole turns, never a part.
     */
    undoTurn() {
      const g = s.game;
      g.undoTurn();
      const side = s.computer.side;
      if (side && g.status().sideToMove === side && g.ply() > 0) g.undoTurn();
    },

    /** A turn typed in the move box. */
    playTyped(text) {
      const err = s.refs['entry-error'];
      if (!s.features.moves) return;
      if (browsing(s)) a.goLive();
      if (!myTurn(s)) {
        err.textContent = computerTurn(s)
          ? 'Wait: the computer is playing its turn.'
          : 'Not your turn: the other side moves on your friend’s device.';
        return;
      }
      s.computer.interrupt();
      s.premove = null;
      try {
        s.game.playText(text);
        err.textContent = '';
        s.refs['entry-text'].value = '';
      } catch (ex) {
        if (isWasmCrash(ex)) {
          a.crashed(ex);
          return;
        }
        err.textContent = errText(ex);
      }
      a.clearSelection();
      a.afterChange();
    },

    /** Plays an analysis line's turn: its parts, then "end turn" if the line stops the turn early. */
    playLine(turn) {
      if (browsing(s)) {
        a.toastBrowsing();
        return;
      }
      const g = s.game;
      const played = a.act(() => {
        for (const san of turn) g.playPartText(san);
        if (g.turnInProgress() && g.canEndTurn()) g.endTurn();
      });
      if (played) a.say(`played ${turn.join(g.joiner()) || 'end of the turn'}`);
    },

    /** After the computer failed: the same game, both sides played here. */
    playOnWithoutComputer() {
      s.computer.configure({});
      s.mode = 'play';
      s.spec = { ...s.spec, mode: 'play' };
      s.refs.root.dataset.mode = 'play';
      a.showFeatures();
      a.refresh({ announce: false });
      a.emit('change', null);
    },

    reset() {
      if (!s.spec) return;
      a.load({ ...s.spec, undoneTo: undefined, ended: undefined });
    },

    /**
     * The same game again from its start; against the computer with the sides
     * swapped. The page takes the `rematch` event to open it as a new saved
     * game; elsewhere the board loads it itself.
     */
    rematch() {
      const g = s.game;
      const spec = { variant: g.variantId(), rules: s.spec?.rules, options: JSON.parse(g.optionsJson()), position: g.startPosition() || '', moves: '', mode: s.mode, level: s.computer.level };
      if (s.clock.setting) spec.clock = { ...s.clock.setting };
      if (s.mode === 'computer') spec.computerSide = s.computer.side === 'white' ? 'black' : 'white';
      if (a.emit('rematch', { spec }, true)) a.load(spec);
    },

    renderClocks() {
      if (!s.clock.enabled) return;
      adoptStyles(s.refs.root, s.clock.css());
      // The bottom side's clock (the player's, against the computer or by link) under the board, the other's above it.
      const bottom = s.view.orientation === 'black' ? 'black' : 'white';
      for (const side of ['white', 'black']) {
        const el = s.refs[`clock-${side}`];
        const place = s.refs[side === bottom ? 'clocks-bottom' : 'clocks'];
        if (el.parentElement !== place) place.append(el);
        const ms = s.clock.remaining(side);
        el.textContent = `${side === 'white' ? 'White' : 'Black'} ${s.clock.format(ms)}`;
        el.classList.toggle('running', s.clock.running === side);
        el.classList.toggle('low', ms < 10_000);
      }
    },

    /** A clock ran out: the rules say who wins (or that the other side could not). */
    flagFell(side) {
      const st = s.game?.status();
      if (!st || st.over || st.sideToMove !== side) return;
      a.act(() => s.game.timeOut());
    },

    /** Keys anywhere in the board's component. */
    key(e) {
      return handleKey(s, a, e);
    },

    shareUrl(base) {
      return shareUrl(s, base);
    },

    saveState() {
      return saveState(s);
    },

    /** Stops everything that runs on its own (the element left the page). */
    stop() {
      s.clock.stop();
      s.computer.interrupt();
      s.analysis.stop();
      a.stopAutoplay();
      clearTimeout(s.toastTimer);
      clearTimeout(s.premoveTimer);
      s.premoveTimer = null;
    },
  };
}

/** The panel, the board and the clocks after a change; the computer's and the analysis' turn. */
function render(s, a, { announce = true } = {}) {
  if (announce) s.confirming = awaitsConfirmation(s);
  const g = shown(s);
  s.status = g.status();
  const canPlay = s.features.moves && !browsing(s) && !s.status.over && myTurn(s) && !s.confirming;
  s.legal = canPlay ? s.game.legalParts() : [];
  const focused = s.refs.root.getRootNode().activeElement;
  renderPanel(s, a, g, s.status);
  keepFocus(s, focused);
  updateOpenLink(s);
  a.draw();
  if (announce && !s.confirming) a.announce();
  const live = s.game.status();
  // (A turn awaiting confirmation has not ended: its side's clock runs on.)
  if (!s.confirming) s.clock.sync(live.sideToMove, { over: live.over, started: s.lastAnnounced.turns > 0 });
  a.renderClocks();
  s.lastGood = saveState(s);
  if (!browsing(s) && !s.confirming) s.computer.update();
  if (s.material || s.refs.material.textContent) showMaterial(s, g);
  if (s.sound && s.features.moves) loadSound();
  // The analysis follows the position shown, browsing included.
  if (s.features.analyse) s.analysis.follow(g);
}

/**
 * With confirm-turn on, a turn the player just completed waits for Confirm
 * or Cancel (settleTurn): until then it is not announced (so neither saved
 * nor sent), its side's clock runs on and the computer waits.
 */
function awaitsConfirmation(s) {
  const turns = completeTurns(s);
  const n = turns.length;
  if (!s.confirmTurns || n <= s.lastAnnounced.turns || s.confirmedAt === n || s.game.status().over) return false;
  return playersTurn(s, turns[n - 1].color);
}

/** Whether a turn of `color` was the player's own (confirm-turn asks for those): not the computer's, not the friend's by link, never in analysis. */
function playersTurn(s, color) {
  if (s.mode === 'analyse') return false;
  if (s.player) return color === s.player;
  return color !== s.computer.side;
}

/** The material difference under the status (its code loads when first asked for). */
function showMaterial(s, g) {
  import('./material.js').then((m) => m.renderMaterial(s, g));
}

/** The sound of what just happened: the end, check, a capture, or a move. */
function playSoundFor(s, before) {
  const g = s.game;
  const st = g.status();
  const pieces = g.board().filter(Boolean).length;
  const now = { ply: g.ply(), pieces };
  s.soundState = now;
  if (!s.sound || !before || now.ply <= before.ply) return;
  const win = s.host.ownerDocument.defaultView;
  if (st.over) playSound(win, 'end');
  else if (st.inCheck) playSound(win, 'check');
  else if (pieces < before.pieces) playSound(win, 'capture');
  else playSound(win, 'move');
}
