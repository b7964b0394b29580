// One board's game: the live rules Game, what is shown (the live position or
// an earlier one while browsing), the selection, and the player's actions.
// Every rules question goes to the wasm Game; this file presents its answers
// inside the component's own shadow root and nowhere else.

import { computeLayout, bigLittle } from './layout.js';
import { drawBoard } from './draw.js';
import { attachInput } from './input.js';
import { readBoardColors } from './theme.js';
import { renderMoveList } from './move-list.js';
import { choosePromotion } from './promotion.js';
import { BoardComputer, DEFAULT_LEVEL } from './computer.js';
import { errText, isWasmCrash, restartRules } from '../core/rules.js';

/** What each mode offers the reader. */
export const MODES = {
  view: { browse: false, moves: false },
  replay: { browse: true, moves: false, autoplay: true },
  play: { browse: true, moves: true, undo: true, endings: true, reset: true },
  computer: { browse: true, moves: true, undo: true, endings: true, reset: true, computer: true },
  analyse: { browse: true, moves: true, undo: true, reset: true, evaluate: true },
};

/** Kinds of parts that are not "move a piece from a square to another". */
const SPECIAL_KINDS = new Set(['flip', 'camel-promote', 'camel-transform']);
const AUTOPLAY_MS = 1200;
const TOAST_MS = 6000;

/** The options attribute ("collision three-prong") as the rules' JSON. */
export function optionsJson(options) {
  if (!options) return '{}';
  if (typeof options === 'object') return JSON.stringify(options);
  const o = {};
  for (const name of String(options).split(/[\s,]+/).filter(Boolean)) o[name] = true;
  return JSON.stringify(o);
}

export class BoardController {
  /**
   * host: the <twofold-board> element (events are dispatched on it);
   * refs: its shadow elements by data-ref; rules: the loaded wasm module.
   */
  constructor(host, refs, rules) {
    this.host = host;
    this.refs = refs;
    this.rules = rules;
    this.game = null; // the live game
    this.spec = null; // what was loaded, for Reset and "Open in twofold"
    this.mode = 'play';
    this.page = false; // the full page's board (layout="page")
    this.viewTurn = null; // null: the live position; n: after the n-th complete turn
    this.snapshot = null; // { turn, game } shown while browsing
    this.orientation = 'white';
    this.coordinates = true;
    this.zoom = false;
    this.selected = -1;
    this.targets = new Map(); // square index → parts
    this.hover = -1;
    this.drag = null;
    this.legal = [];
    this.colors = null;
    this.autoplayTimer = null;
    this.toastTimer = null;
    this.firstDrawMs = null;
    this.computer = new BoardComputer({
      game: () => this.game,
      status: () => (this.game ? this.game.status() : null),
      played: () => this.afterChange(),
      toast: (t) => this.toast(t),
      thinking: (t) => this.setThinking(t),
      evaluation: (t) => {
        refs.eval.textContent = t;
      },
      hint: (part) => this.showHint(part),
      stopped: (text) => {
        refs.fault.hidden = !text;
        refs['fault-text'].textContent = text ? `The computer stopped: ${text}.` : '';
      },
    });
    this.wire();
  }

  get features() {
    return MODES[this.mode] || MODES.play;
  }

  // ---- loading ---------------------------------------------------------

  /**
   * Loads a game: { variant, options, position, moves, mode, at,
   * computerSide, level, undoneTo }. Returns the error shown, or null.
   * A game whose later turn is illegal keeps the turns before it.
   */
  load(spec) {
    this.computer.interrupt();
    this.stopAutoplay();
    let game;
    try {
      game = this.rules.Game.open(String(spec.variant ?? '').trim(), optionsJson(spec.options), spec.position || undefined, spec.moves || undefined);
    } catch (e) {
      this.unload();
      return errText(e);
    }
    this.setGame(game, spec);
    return game.loadError || null;
  }

  /** No game (the attributes name none that can be shown). */
  unload() {
    this.computer.interrupt();
    this.stopAutoplay();
    this.dropSnapshot();
    this.game?.free?.();
    this.game = null;
    this.geom = null;
    this.layout = null;
    return null;
  }

  setGame(game, spec) {
    this.game?.free?.();
    this.dropSnapshot();
    this.game = game;
    this.spec = { ...spec };
    this.mode = MODES[spec.mode] ? spec.mode : 'play';
    if (Number.isInteger(spec.undoneTo) && spec.undoneTo < game.ply()) game.goTo(spec.undoneTo);
    if (!game.status().over) {
      if (spec.ended === 'resigned') game.resign();
      else if (spec.ended === 'draw') game.agreeDraw();
    }
    this.geom = game.geometry();
    this.nameToIndex = new Map(this.geom.squareNames.map((n, i) => [n, i]));
    this.clearSelection();
    this.refs.eval.textContent = '';
    this.refs['entry-error'].textContent = '';
    this.computer.configure(this.mode === 'computer' ? { side: spec.computerSide || 'black', level: spec.level ?? DEFAULT_LEVEL } : {});
    this.viewTurn = this.features.moves ? null : this.initialTurn(spec.at);
    this.lastAnnounced = { turns: this.completeTurns().length, over: game.status().over };
    const root = this.refs.root;
    root.dataset.mode = this.mode;
    root.dataset.layout = this.geom.layout;
    root.dataset.turnRule = game.turnRule();
    this.refs.title.textContent = game.variantName();
    const examples = { prong: 'e.g. Nf3 or Nf3&e4', chess2: 'e.g. e4 or Nf6,d5', double: 'e.g. Nf3,Nc3' };
    this.refs['entry-text'].placeholder = examples[game.turnRule()] || (this.geom.layout === 'two-boards' ? 'e.g. Sc1b2' : 'e.g. Nf3');
    this.showFeatures();
    this.relayout();
    this.refresh({ announce: false });
  }

  /** The turn a replay or diagram shows first: `at` turns in, "end", or the start. */
  initialTurn(at) {
    const n = this.completeTurns().length;
    if (this.mode === 'view') return at === undefined || at === null || at === '' ? n : this.clampTurn(at, n);
    if (at === 'end') return n;
    return this.clampTurn(at, n);
  }

  clampTurn(at, n) {
    if (at === 'end') return n;
    const k = Number.parseInt(at, 10);
    return Number.isFinite(k) ? Math.max(0, Math.min(n, k)) : 0;
  }

  showFeatures() {
    const f = this.features;
    const r = this.refs;
    r.nav.hidden = !f.browse;
    r.autoplay.hidden = !f.autoplay;
    r['turn-controls'].hidden = !f.moves || this.game.turnRule() === 'single';
    r.entry.hidden = !f.moves;
    r['move-list'].hidden = !f.browse;
    r['game-controls'].hidden = !f.undo;
    r.resign.hidden = !f.endings;
    r.draw.hidden = !f.endings;
    r.reset.hidden = !f.reset || this.page;
    r['computer-bar'].hidden = !(f.moves && (this.page || f.computer || f.evaluate));
    r.opponent.hidden = !(f.computer || this.page);
    r.hint.hidden = !(f.computer || this.page);
    r.evaluate.hidden = !f.evaluate;
    r.zoom.hidden = true; // shown by relayout when squares are small
    r['open-app'].hidden = this.page || !this.appUrl;
    this.renderOpponent();
  }

  renderOpponent() {
    const c = this.computer;
    this.refs.opponent.textContent = c.side
      ? `Computer plays ${c.side === 'white' ? 'White' : 'Black'} · level ${c.level}`
      : this.mode === 'analyse'
        ? 'Analysis: moves for both sides'
        : 'Two players on this device';
  }

  // ---- what is shown ---------------------------------------------------

  completeTurns() {
    return this.game.history().filter((t) => t.complete);
  }

  /** The game whose position is on the board: the live one, or a snapshot of it. */
  shown() {
    if (this.viewTurn === null) return this.game;
    if (!this.snapshot || this.snapshot.turn !== this.viewTurn) {
      this.dropSnapshot();
      const turns = this.completeTurns();
      const steps = this.viewTurn === 0 ? 0 : turns[this.viewTurn - 1].steps;
      this.snapshot = { turn: this.viewTurn, game: this.game.snapshotAt(steps) };
    }
    return this.snapshot.game;
  }

  dropSnapshot() {
    this.snapshot?.game.free?.();
    this.snapshot = null;
  }

  /** Is the board showing an earlier position than the live one, in a mode where one plays? */
  browsing() {
    return this.viewTurn !== null && this.features.moves;
  }

  /** Shows the position after turn n (clamped); in play modes the last turn is the live game. */
  showTurn(n) {
    const turns = this.completeTurns();
    let k = Math.max(0, Math.min(turns.length, n));
    if (this.features.moves && k === turns.length && !this.game.turnInProgress()) k = null;
    if (k === this.viewTurn) return;
    this.viewTurn = k;
    this.clearSelection();
    this.refresh();
    if (!this.features.moves && k !== null && k > 0) this.emit('turn', this.turnDetail(turns, k, 'replay'));
  }

  step(delta) {
    const n = this.completeTurns().length;
    const at = this.viewTurn === null ? (this.game.turnInProgress() ? n + 1 : n) : this.viewTurn;
    this.showTurn(at + delta);
  }

  goLive() {
    if (this.features.moves) this.showTurn(Number.MAX_SAFE_INTEGER);
    else this.showTurn(this.completeTurns().length);
  }

  // ---- layout and drawing ---------------------------------------------

  /** Lays the board out in the space the component has. */
  relayout() {
    if (!this.geom) return;
    const win = this.host.ownerDocument.defaultView;
    const wrap = this.refs.wrap;
    const box = wrap.getBoundingClientRect();
    const availW = Math.max(200, box.width || this.host.clientWidth || 320);
    let availH;
    if (this.page) {
      // The full page: the board fills the window below its top edge.
      // Side by side, the controls under the board (browsing, square
      // names) stay on screen too; stacked (a phone), the panel follows below.
      const narrow = win.innerWidth < 760;
      const below = this.refs.nav.offsetHeight + this.refs.hover.offsetHeight + 16;
      availH = Math.max(200, win.innerHeight - (narrow ? 60 : Math.max(0, box.top + win.scrollY) + below));
    } else {
      // An embed: as wide as its container, tall boards no taller than most
      // of the window (and not much taller than wide).
      availH = Math.max(240, Math.min(win.innerHeight * 0.9, Math.max(360, availW * 1.3)));
    }
    const minSquare = this.zoom ? 44 : 0;
    this.layout = computeLayout(this.geom, availW, availH, {
      flip: this.orientation === 'black',
      zoom: this.zoom ? 1.6 : 1,
      minSquare,
      coordinates: this.coordinates,
    });
    wrap.classList.toggle('zoomed', this.zoom);
    wrap.style.maxHeight = this.zoom ? `${Math.round(availH)}px` : '';
    // Small squares (16×16, or Dual Chess on a phone): offer the Zoom button.
    this.refs.zoom.hidden = !this.zoom && this.layout.s >= 30;
    this.refs.zoom.classList.toggle('suggest', !this.zoom && this.layout.s < 30);
    this.draw();
  }

  themeChanged() {
    this.colors = null;
    this.draw();
  }

  draw() {
    if (!this.layout || !this.game || this.recovering) return;
    try {
      this.paint();
    } catch (e) {
      if (!isWasmCrash(e)) throw e;
      this.crashed(e);
    }
  }

  paint() {
    if (!this.colors) this.colors = readBoardColors(this.refs.root);
    const g = this.shown();
    const board = g.board();
    const status = this.status;
    let check = -1;
    if (status && status.inCheck) check = board.indexOf(status.sideToMove === 'white' ? 'K' : 'k');
    const live = g === this.game;
    drawBoard(this.refs.canvas, this.layout, {
      colors: this.colors,
      board,
      selected: this.selected,
      targets: this.targets,
      hover: this.hover,
      lastParts: g.turnInProgress() ? [] : this.parts(g.lastTurnParts()),
      currentParts: this.parts(g.currentParts()),
      check,
      // Mid-turn, mark the pieces that can make the next part.
      movable: live && g.turnInProgress() && this.selected < 0 ? this.movableSquares() : null,
      hold: this.holdInfo(board),
      drag: this.drag,
    });
    if (this.firstDrawMs == null) this.firstDrawMs = Math.round(performance.now());
  }

  parts(list) {
    return (list || []).map((p) => ({ from: this.idx(p.from), to: this.idx(p.to) }));
  }

  idx(name) {
    return name == null ? -1 : (this.nameToIndex.get(name) ?? -1);
  }

  movableSquares() {
    const set = new Set();
    for (const p of this.legal) if (p.from && p.to && p.from !== p.to) set.add(this.idx(p.from));
    return set;
  }

  /** Two Boards' King Hold, read from the position string's last field. */
  holdInfo(board) {
    if (this.geom.layout !== 'two-boards') return null;
    const m = /^([hl])([wb])$/.exec((this.status && this.status.turnField) || '-');
    if (!m) return null;
    const king = board.indexOf(m[2] === 'w' ? 'K' : 'k');
    return king >= 0 ? { king, big: m[1] === 'h' } : null;
  }

  // ---- the panel ------------------------------------------------------

  /** Brings the panel and the board up to date; announces new turns and the end. */
  refresh(options) {
    try {
      this.render(options);
    } catch (e) {
      if (!isWasmCrash(e)) throw e;
      this.crashed(e);
    }
  }

  render({ announce = true } = {}) {
    const g = this.shown();
    const live = this.game;
    this.status = g.status();
    const st = this.status;
    const canPlay = this.features.moves && !this.browsing() && !st.over;
    this.legal = canPlay ? live.legalParts() : [];
    const r = this.refs;
    const inProgress = canPlay && live.turnInProgress();

    r.status.textContent = this.statusText(g, st);
    r.banner.hidden = !st.over;
    r.banner.textContent = st.over ? `Game over: ${st.result}${st.reason ? ` — ${st.reason}` : ''}` : '';

    const turns = this.completeTurns();
    const browsing = this.browsing();
    r.viewing.hidden = !browsing;
    if (browsing) r['viewing-text'].textContent = this.viewTurn === 0 ? 'Viewing the start position' : `Viewing turn ${this.viewTurn} of ${turns.length}`;

    r['end-turn'].disabled = !(inProgress && live.canEndTurn());
    r['take-back'].disabled = !inProgress;
    const liveStatus = live.status();
    r.undo.disabled = live.ply() === 0;
    r.redo.disabled = !liveStatus.canRedo;
    r.resign.disabled = liveStatus.over;
    r.draw.disabled = liveStatus.over;
    r.hint.disabled = liveStatus.over || this.computer.ownsTurn() || browsing;
    r.evaluate.disabled = st.over;

    // Special moves as buttons (guard flip, Pawn of Camel actions...).
    r.specials.replaceChildren();
    for (const p of this.legal) {
      if (!isSpecial(p)) continue;
      const b = this.host.ownerDocument.createElement('button');
      b.type = 'button';
      b.textContent = specialLabel(p);
      b.title = p.san;
      b.dataset.san = p.san;
      b.addEventListener('click', () => this.act(() => live.playPartText(p.san)));
      r.specials.append(b);
    }

    const shownTurns = this.viewTurn === null ? turns.length : this.viewTurn;
    if (this.features.browse) {
      const partial = this.viewTurn === null && live.turnInProgress() ? `${live.currentParts().map((p) => p.san).join(this.joiner())}…` : '';
      renderMoveList(r['move-list'], turns, { shown: shownTurns, partial, sideToMove: liveStatus.sideToMove }, (n) => this.showTurn(n));
      const atStart = shownTurns === 0 && !(this.viewTurn === null && live.turnInProgress());
      r.first.disabled = atStart;
      r.back.disabled = atStart;
      r.forward.disabled = this.viewTurn === null || (!this.features.moves && this.viewTurn >= turns.length);
      r.last.disabled = r.forward.disabled;
      r.autoplay.disabled = !this.autoplayTimer && shownTurns >= turns.length;
    }
    r.legend.textContent = this.features.browse && live.turnRule() === 'chess2' ? 'ʳ response turn · ¹ single-move normal turn · others: two moves' : '';
    this.updateOpenLink();
    this.draw();
    if (announce) this.announce();
    this.lastGood = this.saveState();
    if (!browsing) this.computer.update();
  }

  statusText(g, st) {
    if (st.over) return '';
    const side = st.sideToMove === 'white' ? 'White' : 'Black';
    let text = `${side} to move`;
    const kind = this.turnKindText(g, st);
    if (kind) text += ` — ${kind}`;
    if (st.inCheck) text += ' — check!';
    const hold = /^([hl])([wb])$/.exec(st.turnField || '');
    if (this.geom.layout === 'two-boards' && hold) {
      text += ` — King Hold: ${hold[2] === 'w' ? 'White' : 'Black'}'s king is held (${hold[1] === 'h' ? 'no Big-board moves' : 'no Little-board moves'})`;
    }
    if (g.turnInProgress()) text += `. This turn so far: ${g.currentParts().map((p) => p.san).join(' ')}`;
    return text;
  }

  turnKindText(g, st) {
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

  joiner() {
    return this.game.turnRule() === 'prong' ? '&' : ',';
  }

  /** Sends `turn` for every turn completed since the last call, and `gameover` once. */
  announce() {
    const turns = this.completeTurns();
    const before = this.lastAnnounced;
    const over = this.game.status();
    for (let k = before.turns + 1; k <= turns.length; k++) this.emit('turn', this.turnDetail(turns, k, 'play'));
    if (over.over && !before.over) this.emit('gameover', { result: over.result, reason: over.reason, winner: over.winner ?? null });
    this.lastAnnounced = { turns: turns.length, over: over.over };
    this.emit('change', null);
  }

  /** Detail of the `turn` event for the k-th complete turn. */
  turnDetail(turns, k, source) {
    const t = turns[k - 1];
    const last = k === turns.length && !this.game.turnInProgress() && this.viewTurn === null;
    let position;
    if (last) position = this.game.positionString();
    else {
      const g = this.game.snapshotAt(t.steps);
      position = g.positionString();
      g.free?.();
    }
    return { index: k, number: t.number, color: t.color, text: t.text, position, source };
  }

  emit(type, detail) {
    this.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  // ---- acting ---------------------------------------------------------

  /** Runs a rules call on the live game; shows its error; refreshes afterwards. */
  act(fn) {
    // Whatever the player does changes the game: a search for the old one stops.
    this.computer.interrupt();
    try {
      fn();
      return true;
    } catch (e) {
      if (isWasmCrash(e)) {
        this.crashed(e);
        return false;
      }
      this.toast(errText(e));
      return false;
    } finally {
      if (!this.recovering) {
        this.clearSelection();
        this.afterChange();
      }
    }
  }

  // ---- a crashed rules instance -------------------------------------------

  /** The wasm trapped: a fresh instance is made and every board reloads (recover). */
  crashed(error) {
    if (this.recovering) return;
    this.recovering = true;
    this.computer.interrupt();
    restartRules(this.rules.generation, error);
  }

  /** After a restart: this board's game again, from the last state seen working. */
  recover(rules) {
    this.rules = rules;
    // The old instance's objects are not touched again (not even freed).
    this.game = null;
    this.snapshot = null;
    this.recovering = false;
    if (!this.lastGood) return;
    const spec = this.spec;
    this.load(this.lastGood);
    this.spec = spec;
    this.toast('The rules engine stopped with an internal error and was restarted; the game goes on from its last good position.');
    this.emit('change', null);
  }

  afterChange() {
    if (this.recovering) return;
    const g = this.game;
    // A turn with nothing left to add ends by itself.
    if (g.turnInProgress() && g.canEndTurn() && !g.status().over && g.legalParts().length === 0) {
      try {
        g.endTurn();
      } catch (e) {
        this.toast(errText(e));
      }
    }
    if (this.features.moves) this.viewTurn = null;
    this.refresh();
  }

  clearSelection() {
    this.selected = -1;
    this.targets = new Map();
  }

  select(index) {
    const name = this.geom.squareNames[index];
    const parts = this.legal.filter((p) => p.from === name && p.to && p.to !== p.from);
    if (!parts.length) return false;
    this.selected = index;
    this.targets = new Map();
    for (const p of parts) {
      const t = this.idx(p.to);
      if (!this.targets.has(t)) this.targets.set(t, []);
      this.targets.get(t).push(p);
    }
    return true;
  }

  async moveTo(to) {
    const parts = this.targets.get(to);
    const from = this.selected;
    if (!parts) return;
    let chosen = parts[0];
    if (parts.length > 1) {
      const r = this.layout.rects[to];
      const canvas = this.refs.canvas;
      const at = { x: canvas.offsetLeft + r.x, y: canvas.offsetTop + r.y, s: r.s };
      chosen = await choosePromotion(this.refs.promo, at, parts, this.status.sideToMove === 'white');
      if (!chosen) {
        this.clearSelection();
        this.draw();
        return;
      }
    }
    const fromName = this.geom.squareNames[from];
    const toName = this.geom.squareNames[to];
    this.act(() => this.game.play(fromName, toName, chosen.promo || undefined));
  }

  /** The player pressed a square (or -1 off the board); true when a piece was picked up. */
  press(index) {
    this.showSquareInfo(index);
    if (!this.features.moves) return false;
    if (this.browsing()) {
      this.toast('You are looking at an earlier position: press “Back to the game” to play on.');
      return false;
    }
    if (this.computer.ownsTurn() || index < 0) {
      this.clearSelection();
      this.draw();
      return false;
    }
    if (this.selected >= 0 && this.targets.has(index)) {
      this.moveTo(index);
      return false;
    }
    // Second press on the selected piece keeps it picked up for a drag.
    if (index === this.selected) return true;
    const picked = this.select(index);
    if (!picked) this.clearSelection();
    this.draw();
    return picked;
  }

  release(from, to) {
    if (from === this.selected && this.targets.has(to)) this.moveTo(to);
    else this.draw();
  }

  setHover(i) {
    if (i === this.hover) return;
    this.hover = i;
    this.showSquareInfo(i);
    this.draw();
  }

  /** The square's name (and Big/Little coordinates on Two Boards) under the board. */
  showSquareInfo(i) {
    const info = this.refs.hover;
    if (i < 0) info.textContent = '';
    else {
      const name = this.geom.squareNames[i];
      if (this.geom.layout === 'two-boards') {
        const bl = bigLittle(this.geom, i);
        info.textContent = `${name} — Big square ${bl.big}, Little square ${bl.little}`;
      } else info.textContent = name;
    }
  }

  /** Shows a suggested part: its piece selected, its destinations marked. */
  showHint(part) {
    const from = this.idx(part.from);
    if (from >= 0 && this.select(from)) this.draw();
  }

  /** Undoes a turn; against the computer, back to a turn of the player's. */
  undoTurn() {
    const g = this.game;
    g.undoTurn();
    const side = this.computer.side;
    if (side && g.status().sideToMove === side && g.ply() > 0) g.undoTurn();
  }

  playTyped(text) {
    const err = this.refs['entry-error'];
    if (!this.features.moves) return;
    if (this.browsing()) this.goLive();
    this.computer.interrupt();
    try {
      this.game.playText(text);
      err.textContent = '';
      this.refs['entry-text'].value = '';
    } catch (ex) {
      err.textContent = errText(ex);
    }
    this.clearSelection();
    this.afterChange();
  }

  /** Asks before something that ends or discards the game. */
  confirm(text, action) {
    const r = this.refs;
    r['confirm-text'].textContent = text;
    r.confirm.hidden = false;
    r['confirm-yes'].onclick = () => {
      r.confirm.hidden = true;
      action();
    };
    r['confirm-no'].onclick = () => {
      r.confirm.hidden = true;
    };
    r['confirm-no'].focus({ preventScroll: true });
  }

  /** After the computer failed: the same game, both sides played here. */
  playOnWithoutComputer() {
    this.computer.configure({});
    this.mode = 'play';
    this.spec = { ...this.spec, mode: 'play' };
    this.refs.root.dataset.mode = 'play';
    this.showFeatures();
    this.refresh({ announce: false });
    this.emit('change', null);
  }

  reset() {
    if (!this.spec) return;
    this.load({ ...this.spec, undoneTo: undefined, ended: undefined });
  }

  // ---- autoplay (replay) ------------------------------------------------

  toggleAutoplay() {
    if (this.autoplayTimer) this.stopAutoplay();
    else {
      if (this.viewTurn !== null && this.viewTurn >= this.completeTurns().length) this.showTurn(0);
      this.autoplayTimer = setInterval(() => {
        if (this.viewTurn === null || this.viewTurn >= this.completeTurns().length) this.stopAutoplay();
        else this.step(1);
      }, AUTOPLAY_MS);
      this.refs.autoplay.setAttribute('aria-pressed', 'true');
      this.refresh({ announce: false });
    }
  }

  stopAutoplay() {
    if (!this.autoplayTimer) return;
    clearInterval(this.autoplayTimer);
    this.autoplayTimer = null;
    this.refs.autoplay.setAttribute('aria-pressed', 'false');
    if (this.game) this.refresh({ announce: false });
  }

  // ---- messages ---------------------------------------------------------

  showError(text) {
    this.refs.error.hidden = !text;
    this.refs.error.textContent = text || '';
  }

  toast(text) {
    const t = this.refs.toast;
    t.textContent = text;
    t.hidden = false;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => {
      t.hidden = true;
    }, TOAST_MS);
  }

  setThinking(text) {
    const el = this.refs.thinking;
    el.hidden = !text;
    el.textContent = text || '';
    this.refs.root.dataset.thinking = text ? '1' : '';
    this.refs.undo.disabled = !this.game || this.game.ply() === 0;
  }

  /** "Open in twofold": the full page with this board's game (or position) as a new game. */
  updateOpenLink() {
    const a = this.refs['open-app'];
    if (a.hidden || !this.appUrl) return;
    a.href = this.shareUrl(this.appUrl);
  }

  /** A link to `base` that opens this board's game: variant, options, start and moves. */
  shareUrl(base) {
    const p = new URLSearchParams();
    p.set('variant', this.game.variantId());
    const start = this.game.startPosition();
    if (start) p.set('position', start);
    const moves = this.game.movetext();
    if (moves) p.set('moves', moves);
    const opts = JSON.parse(this.game.optionsJson());
    const on = Object.keys(opts).filter((k) => opts[k]);
    if (on.length) p.set('options', on.join(' '));
    const url = new URL(base);
    url.search = p.toString();
    return url.href;
  }

  // ---- wiring ------------------------------------------------------------

  wire() {
    const r = this.refs;
    attachInput(r.canvas, {
      layout: () => this.layout,
      press: (i) => this.press(i),
      release: (f, t) => this.release(f, t),
      hover: (i) => this.setHover(i),
      drag: (d) => {
        this.drag = d ? { ...d } : null;
        this.draw();
      },
    });
    const on = (ref, fn) => r[ref].addEventListener('click', fn);
    on('end-turn', () => this.act(() => this.game.endTurn()));
    on('take-back', () => this.act(() => this.game.undo()));
    on('undo', () => this.act(() => this.undoTurn()));
    on('redo', () => this.act(() => this.game.redoTurn()));
    on('resign', () => this.confirm(`${this.game.status().sideToMove === 'white' ? 'White' : 'Black'} resigns?`, () => this.act(() => this.game.resign())));
    on('draw', () => this.confirm('Both players agree to a draw?', () => this.act(() => this.game.agreeDraw())));
    on('reset', () => {
      if (this.game.ply() === 0) this.reset();
      else this.confirm('Back to the start position? The moves played here are dropped.', () => this.reset());
    });
    on('hint', () => this.computer.hint(this.joiner()));
    on('retry', () => this.computer.retry());
    on('without', () => this.playOnWithoutComputer());
    on('evaluate', () => this.computer.evaluate(this.joiner()));
    on('first', () => this.showTurn(0));
    on('back', () => this.step(-1));
    on('forward', () => this.step(1));
    on('last', () => this.goLive());
    on('live', () => this.goLive());
    on('autoplay', () => this.toggleAutoplay());
    on('flip', () => this.host.flip());
    on('zoom', () => {
      this.zoom = !this.zoom;
      r.zoom.setAttribute('aria-pressed', String(this.zoom));
      this.relayout();
    });
    r.entry.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = r['entry-text'].value.trim();
      if (text) this.playTyped(text);
    });
  }

  /** Keys when the board has focus (not while typing in its move box). */
  key(e) {
    if (!this.game) return false;
    const typing = e.composedPath()[0]?.tagName === 'INPUT';
    if (typing) return false;
    const ctrl = e.ctrlKey || e.metaKey;
    const f = this.features;
    if (f.browse && !ctrl) {
      const moves = { ArrowLeft: () => this.step(-1), ArrowRight: () => this.step(1), Home: () => this.showTurn(0), End: () => this.goLive() };
      if (moves[e.key]) {
        moves[e.key]();
        return true;
      }
    }
    if (f.undo && ctrl && e.key === 'z') {
      this.act(() => this.undoTurn());
      return true;
    }
    if (f.undo && ctrl && (e.key === 'y' || (e.shiftKey && e.key === 'Z'))) {
      this.act(() => this.game.redoTurn());
      return true;
    }
    if (e.key === 'Enter' && f.moves && !this.refs['end-turn'].disabled) {
      this.act(() => this.game.endTurn());
      return true;
    }
    if (e.key === 'Escape' && this.selected >= 0) {
      this.clearSelection();
      this.draw();
      return true;
    }
    return false;
  }

  /** Stops everything that runs on its own (the element left the page). */
  stop() {
    this.computer.interrupt();
    this.stopAutoplay();
    clearTimeout(this.toastTimer);
  }

  /** The state a save needs: the whole game (undone turns included) and where it stands. */
  saveState() {
    const g = this.game;
    const st = g.status();
    const full = g.fullHistory().filter((t) => t.complete).length;
    let ended = null;
    if (st.reason === 'resignation') ended = 'resigned';
    else if (st.reason === 'agreement') ended = 'draw';
    return {
      variant: g.variantId(),
      options: JSON.parse(g.optionsJson()),
      position: g.startPosition() || null,
      moves: g.fullRecord(),
      movetext: g.movetext(),
      undoneTo: st.canRedo ? g.ply() : null,
      ended,
      mode: this.mode,
      computerSide: this.computer.side,
      level: this.computer.level,
      orientation: this.orientation,
      turns: full,
      result: st.over ? st.result : null,
      name: g.variantName(),
    };
  }
}

function isSpecial(p) {
  return SPECIAL_KINDS.has(p.kind) || !p.from || p.from === p.to || !p.to;
}

function specialLabel(p) {
  switch (p.kind) {
    case 'flip':
      return `Flip guards (${p.san})`;
    case 'camel-promote':
      return `Pawn of Camel → Camel (${p.san})`;
    case 'camel-transform':
      return `Pawn of Camel transforms ${p.to} (${p.san})`;
    default:
      return p.san;
  }
}
