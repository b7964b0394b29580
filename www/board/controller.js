// One board's game: the live rules Game, what is shown (the live position or
// an earlier one while browsing), the selection, the keyboard cursor, and
// the player's actions. Every rules question goes to the wasm Game; the
// picture is BoardView's, the words are texts.js's, the panel is panel.js's.
// In the "edit" mode the board holds a setup editor (editor.js) instead of
// a game. Nothing here reaches outside the component's shadow root.

import { BoardView } from './view.js';
import { buildScene } from './scene.js';
import { MODES, showFeatures as showModeFeatures, renderPanel } from './panel.js';
import { choosePromotion } from './promotion.js';
import { BoardComputer, DEFAULT_LEVEL } from './computer.js';
import { BoardAnalysis } from './analysis.js';
import { squareName, isBoardMove } from './texts.js';
import { playSound } from './sound.js';
import { GameClock, formatClock } from './clock.js';
import { errText, isWasmCrash, restartRules } from '../core/rules.js';
import { handleKey, keepFocus, selectionWords } from './keyboard.js';
import { wireControls } from './wiring.js';
import { saveState, shareUrl, updateOpenLink } from './state.js';
import { SetupEditor, FIELD } from './editor.js';
import { renderEditor } from './editor-panel.js';
import { placeToast, turnControlRects } from './toast-place.js';
import { suggestionArrows } from './suggestions.js';

export { MODES };

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
    this.view = new BoardView(refs, host);
    this.game = null; // the live game
    this.editor = null; // the setup editor, in the "edit" mode (then there is no game)
    this.spec = null; // what was loaded, for Reset and "Open in twofold"
    this.mode = 'play';
    this.viewTurn = null; // null: the live position; n: after the n-th complete turn
    this.snapshot = null; // { turn, game } shown while browsing
    this.selected = -1;
    this.targets = new Map(); // square index → parts
    this.hover = -1;
    this.drag = null;
    this.cursor = -1; // the keyboard's square
    this.circles = new Set(); // the player's marks: squares…
    this.userArrows = new Map(); // …and arrows ("from-to" → [from, to])
    this.hintTurn = null; // the hint's turn (its parts' notation), while the position it is for is on the board
    this.suggestion = null; // { key, arrows } of the suggestion drawn
    this.legal = [];
    this.sound = false;
    this.autoplayTimer = null;
    this.toastTimer = null;
    this.firstDrawMs = null;
    this.clock = new GameClock(
      host.ownerDocument.defaultView,
      () => this.renderClocks(),
      (side) => this.flagFell(side),
    );
    this.computer = new BoardComputer({
      game: () => this.game,
      status: () => (this.game ? this.game.status() : null),
      played: () => this.afterChange(),
      toast: (t) => this.toast(t),
      thinking: (t) => this.setThinking(t),
      evaluation: (t) => {
        refs.eval.textContent = t;
      },
      hint: (parts) => this.showHint(parts),
      showsEvaluation: () => this.refs['show-eval'].getAttribute('aria-pressed') === 'true',
      joiner: () => this.joiner(),
      stopped: (text) => {
        refs.fault.hidden = !text;
        refs['fault-text'].textContent = text ? `The computer stopped: ${text}.` : '';
      },
    });
    this.analysis = new BoardAnalysis(refs, {
      joiner: () => this.joiner(),
      play: (turn) => this.playLine(turn),
      refresh: () => this.refresh({ announce: false }),
      redraw: () => this.draw(),
      keepFocus: () => host.focus({ preventScroll: true }),
    });
    this.wire();
  }

  get features() {
    return MODES[this.mode] || MODES.play;
  }

  // The look, kept by the view.
  get page() {
    return this.view.page;
  }
  set page(on) {
    this.view.page = on;
  }
  get orientation() {
    return this.view.orientation;
  }
  set orientation(o) {
    this.view.orientation = o;
  }
  set coordinates(on) {
    this.view.coordinates = on;
  }
  get layout() {
    return this.view.layout;
  }

  // ---- loading ---------------------------------------------------------

  /**
   * Loads a game: { variant, options, position, moves, mode, at,
   * computerSide, level, undoneTo, ended }. Returns the error shown, or
   * null. A game whose later turn is illegal keeps the turns before it.
   */
  load(spec) {
    this.computer.interrupt();
    this.analysis.stop();
    this.stopAutoplay();
    if (spec.mode === 'edit') return this.openEditor(spec);
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
    this.analysis.stop();
    this.stopAutoplay();
    this.dropSnapshot();
    this.game?.free?.();
    this.game = null;
    this.editor = null;
    this.setGeometry(null);
    return null;
  }

  /** The board's squares (the rules' geometry data), for the view and for square names. */
  setGeometry(geom) {
    this.geom = geom;
    this.nameToIndex = new Map((geom?.squareNames || []).map((n, i) => [n, i]));
    this.view.setGeometry(geom);
    this.clearSelection();
    this.clearMarks();
    this.cursor = -1;
  }

  setGame(game, spec) {
    this.game?.free?.();
    this.dropSnapshot();
    this.editor = null;
    this.game = game;
    this.spec = { ...spec };
    this.mode = MODES[spec.mode] ? spec.mode : 'play';
    // A game by link: this device plays one side only.
    this.player = this.mode === 'play' && (spec.player === 'white' || spec.player === 'black') ? spec.player : null;
    if (Number.isInteger(spec.undoneTo) && spec.undoneTo < game.ply()) game.goTo(spec.undoneTo);
    if (!game.status().over) {
      if (spec.ended === 'resigned') game.resign();
      else if (spec.ended === 'draw') game.agreeDraw();
    }
    this.setGeometry(game.geometry());
    this.exampleText = null;
    this.refs.eval.textContent = '';
    this.refs['entry-error'].textContent = '';
    this.computer.configure(this.mode === 'computer' ? { side: spec.computerSide || 'black', level: spec.level ?? DEFAULT_LEVEL } : {});
    this.clock.configure(this.features.moves ? spec.clock : null);
    this.refs.clocks.hidden = !this.clock.enabled;
    this.viewTurn = this.features.moves ? null : this.initialTurn(spec.at);
    this.lastAnnounced = { turns: this.completeTurns().length, over: game.status().over };
    const root = this.refs.root;
    root.dataset.mode = this.mode;
    this.view.playing = !!this.features.moves;
    root.dataset.turnRule = game.turnRule();
    this.refs.title.textContent = game.variantName();
    this.soundState = { ply: game.ply(), pieces: game.board().filter(Boolean).length };
    this.showFeatures();
    this.relayout();
    this.refresh({ announce: false });
    // A zoomed board opens on the side to move's king.
    const king = this.game.board().indexOf(this.status.sideToMove === 'white' ? 'K' : 'k');
    if (king >= 0) this.view.follow([king]);
  }

  showFeatures() {
    if (this.editor) this.renderEditor();
    else showModeFeatures(this);
  }

  // ---- the setup editor ---------------------------------------------------

  /**
   * Opens the setup editor: { variant, options, position, returnTo } (the
   * saved state of the game "Back to the game" returns to). Returns the
   * error shown (an unknown game or options), or null: a position the rules
   * refuse is shown with its problems, to be fixed.
   */
  openEditor(spec) {
    let editor;
    try {
      editor = new SetupEditor(this, { ...spec, optionsJson: optionsJson(spec.options) });
    } catch (e) {
      if (isWasmCrash(e)) this.crashed(e);
      this.unload();
      return errText(e);
    }
    this.unload();
    this.clock.configure(null);
    this.computer.configure({});
    this.editor = editor;
    this.spec = { ...spec, mode: 'edit' };
    this.mode = 'edit';
    this.player = null;
    this.refs.root.dataset.mode = 'edit';
    this.view.playing = true;
    this.setGeometry(editor.geom);
    // The palette first: the board is laid out in the room it leaves.
    this.renderEditor();
    this.relayout();
    this.draw();
    // A zoomed board opens on the side to move's king, as in a game.
    const king = editor.board.indexOf(editor.fields()[FIELD.side] === 'w' ? 'K' : 'k');
    if (king >= 0) this.view.follow([king]);
    this.emit('change', null);
    return null;
  }

  /** Brings the editor's controls and the board up to date. */
  renderEditor() {
    renderEditor(this, this.editor);
    this.draw();
  }

  /** A game from the editor's position (mode: play, computer or analyse). The page takes the event to open it as a new saved game. */
  playFromEditor(mode) {
    const spec = this.editor.gameSpec(mode);
    if (this.emit('playposition', { spec }, true)) {
      this.load(spec);
      this.emit('change', null);
    }
  }

  /** Back to the game the editor was opened from. */
  leaveEditor() {
    const back = this.editor?.returnTo;
    if (!back) return;
    this.load(back);
    this.emit('change', null);
  }

  /** The setup editor on the position shown; "Back to the game" returns here. */
  editPosition() {
    const g = this.game;
    this.load({ variant: g.variantId(), options: JSON.parse(g.optionsJson()), position: this.shown().positionString(), mode: 'edit', returnTo: this.saveState() });
    this.emit('change', null);
  }

  /** The letters on the board shown (the editor's, or the shown game's). */
  boardLetters() {
    return this.editor ? this.editor.board : this.shown().board();
  }

  /** The turn a replay or diagram shows first: `at` turns in, "end", or the start. */
  initialTurn(at) {
    const n = this.completeTurns().length;
    if (this.mode === 'view' && (at === undefined || at === null || at === '')) return n;
    if (at === 'end') return n;
    const k = Number.parseInt(at, 10);
    return Number.isFinite(k) ? Math.max(0, Math.min(n, k)) : 0;
  }

  /** A turn as players type it in this game, from its position ("Nf3", "e4 or Nf6,d5"). */
  example() {
    if (this.exampleText !== null) return this.exampleText;
    const pick = (parts) => parts.find((p) => p.case === 'normal' && !p.promo)?.san;
    const g = this.game.snapshotAt(this.game.ply());
    let text = '';
    try {
      const first = pick(g.legalParts());
      if (first) {
        text = first;
        if (this.game.turnRule() !== 'single') {
          g.playPartText(first);
          const second = g.turnInProgress() ? pick(g.legalParts()) : null;
          if (second) text = `${first} or ${first}${this.joiner()}${second}`;
        }
      }
    } catch {
      /* no example then */
    } finally {
      g.free?.();
    }
    this.exampleText = text;
    return text;
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

  // ---- drawing ---------------------------------------------------------

  relayout() {
    this.view.relayout();
  }

  themeChanged() {
    this.view.themeChanged();
  }

  draw() {
    if (!this.view.layout || !(this.game || this.editor) || this.recovering) return;
    try {
      this.view.paint(this.editor ? this.editor.scene() : buildScene(this));
    } catch (e) {
      if (!isWasmCrash(e)) throw e;
      this.crashed(e);
      return;
    }
    if (this.firstDrawMs == null) this.firstDrawMs = Math.round(performance.now());
  }

  idx(name) {
    return name == null ? -1 : (this.nameToIndex.get(name) ?? -1);
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
    this.status = g.status();
    const canPlay = this.features.moves && !this.browsing() && !this.status.over && this.myTurn();
    this.legal = canPlay ? this.game.legalParts() : [];
    const focused = this.refs.root.getRootNode().activeElement;
    renderPanel(this, g, this.status);
    keepFocus(this, focused);
    this.updateOpenLink();
    this.draw();
    if (announce) this.announce();
    const live = this.game.status();
    this.clock.sync(live.sideToMove, { over: live.over, started: this.lastAnnounced.turns > 0 });
    this.renderClocks();
    this.lastGood = this.saveState();
    if (!this.browsing()) this.computer.update();
    // The analysis follows the position shown, browsing included.
    if (this.features.analyse) this.analysis.follow(g);
  }

  joiner() {
    return this.game.joiner();
  }

  /** Sends `turn` for every turn completed since the last call, and `gameover` once. */
  announce() {
    const turns = this.completeTurns();
    const before = this.lastAnnounced;
    const over = this.game.status();
    for (let k = before.turns + 1; k <= turns.length; k++) {
      this.clock.turnEnded(turns[k - 1].color);
      this.emit('turn', this.turnDetail(turns, k, 'play'));
    }
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

  emit(type, detail, cancelable = false) {
    return this.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  // ---- acting ---------------------------------------------------------

  /** Runs a rules call on the live game; shows its error; refreshes afterwards. */
  act(fn) {
    // Whatever the player does changes the game: a search for the old one stops.
    this.computer.interrupt();
    try {
      return this.guard(fn);
    } finally {
      if (!this.recovering) {
        this.clearSelection();
        this.afterChange();
      }
    }
  }

  /** Runs a rules call; a refusal is shown, a trapped instance is replaced. True when it went through. */
  guard(fn) {
    try {
      fn();
      return true;
    } catch (e) {
      if (isWasmCrash(e)) this.crashed(e);
      else this.toast(errText(e));
      return false;
    }
  }

  afterChange() {
    if (this.recovering) return;
    const before = this.soundState;
    if (this.features.moves) this.viewTurn = null;
    this.clearMarks();
    this.refresh();
    this.playSoundFor(before);
  }

  /** The sound of what just happened: the end, check, a capture, or a move. */
  playSoundFor(before) {
    const g = this.game;
    const st = g.status();
    const pieces = g.board().filter(Boolean).length;
    const now = { ply: g.ply(), pieces };
    this.soundState = now;
    if (!this.sound || !before || now.ply <= before.ply) return;
    const win = this.host.ownerDocument.defaultView;
    if (st.over) playSound(win, 'end');
    else if (st.inCheck) playSound(win, 'check');
    else if (pieces < before.pieces) playSound(win, 'capture');
    else playSound(win, 'move');
  }

  clearSelection() {
    this.selected = -1;
    this.targets = new Map();
  }

  clearMarks() {
    this.circles.clear();
    this.userArrows.clear();
    // A hint is for the position it was asked in.
    this.hintTurn = null;
    this.suggestion = null;
  }

  select(index) {
    const name = this.geom.squareNames[index];
    const parts = this.legal.filter((p) => isBoardMove(p) && p.from === name);
    if (!parts.length) return false;
    this.selected = index;
    this.targets = new Map();
    for (const p of parts) {
      const t = this.idx(p.to);
      if (!this.targets.has(t)) this.targets.set(t, []);
      this.targets.get(t).push(p);
    }
    // A zoomed board brings the piece and where it can go into view.
    this.view.follow([index, ...this.targets.keys()]);
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
    if (this.act(() => this.game.play(fromName, toName, chosen.promo || undefined))) this.say(`played ${chosen.san}`);
  }

  /** Why the selected piece cannot go to `to`, in the rules' words. */
  explainRefusal(to) {
    const from = this.geom.squareNames[this.selected];
    const target = this.geom.squareNames[to];
    try {
      this.game.play(from, target);
      // (Only refusals reach here; a legal move would have been a target.)
      this.afterChange();
    } catch (e) {
      if (isWasmCrash(e)) this.crashed(e);
      else this.toast(errText(e));
    }
  }

  /** In a game by link, is it this device's side to move? (Always, otherwise.) */
  myTurn() {
    return !this.player || this.game.status().sideToMove === this.player;
  }

  /** The player pressed a square (or -1 off the board); true when a piece was picked up. */
  press(index) {
    this.showSquareInfo(index);
    if (this.editor) return this.editor.press(index);
    if (!this.features.moves) return false;
    if (!this.myTurn() && index >= 0 && !this.status.over) {
      this.toast(`Not your turn: in this game you play ${this.player === 'white' ? 'White' : 'Black'}; the other side moves on your friend's device.`);
      return false;
    }
    if (this.browsing()) {
      this.toastBrowsing();
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
    const wasSelected = this.selected;
    const picked = this.select(index);
    if (!picked) {
      // A square the selected piece cannot reach (not one of the mover's own
      // pieces): say why, in the rules' words.
      const own = this.isOwnPiece(index);
      if (wasSelected >= 0 && !own) {
        this.selected = wasSelected;
        this.explainRefusal(index);
      }
      this.clearSelection();
    } else this.say(selectionWords(this));
    this.draw();
    return picked;
  }

  isOwnPiece(index) {
    const letter = this.shown().board()[index];
    if (!letter) return false;
    const white = letter === letter.toUpperCase();
    return white === (this.status.sideToMove === 'white');
  }

  release(from, to, where) {
    if (this.editor) return this.editor.release(from, to, where);
    if (from === this.selected && this.targets.has(to)) this.moveTo(to);
    else if (from === this.selected && to >= 0 && to !== from && !this.isOwnPiece(to)) {
      this.explainRefusal(to);
      this.clearSelection();
      this.draw();
    } else this.draw();
  }

  setHover(i) {
    if (i === this.hover) {
      // Nothing under the pointer: no square named either (a tap's name goes too).
      if (i < 0) this.showSquareInfo(-1);
      return;
    }
    this.hover = i;
    this.showSquareInfo(i);
    this.draw();
  }

  /** The square's name (and Big/Little coordinates on Two Boards) under the board. */
  showSquareInfo(i) {
    this.refs.hover.textContent = i < 0 ? '' : squareName(this.geom, i).replace(', Big', ' — Big');
  }

  /** A mark of the player's own: a circle (from === to) or an arrow; again to remove it. */
  mark(from, to) {
    if (this.editor) return;
    if (from === to) {
      if (this.circles.has(from)) this.circles.delete(from);
      else this.circles.add(from);
    } else {
      const key = `${from}-${to}`;
      if (this.userArrows.has(key)) this.userArrows.delete(key);
      else this.userArrows.set(key, [from, to]);
    }
    this.clearSelection();
    this.draw();
  }

  /** Shows a suggested turn: its arrows, and its first part's piece selected with its destinations marked. */
  showHint(parts) {
    this.hintTurn = parts.map((p) => p.san);
    const from = this.idx(parts[0]?.from);
    if (from >= 0) this.select(from);
    this.draw();
  }

  /** The arrows of what is suggested for the position shown: the analysis' line shown, or the hint on the live game. */
  suggestedArrows() {
    const g = this.shown();
    const line = this.features.analyse ? this.analysis.shownLine(g) : null;
    const [sans, kind] = line ? [line.turn, 'best'] : g === this.game && this.hintTurn ? [this.hintTurn, 'hint'] : [null, null];
    if (!sans) return [];
    // Drawn again at every update of the analysis: worked out once per position and line.
    const key = `${this.viewTurn}|${g.ply()}|${kind}|${sans.join(' ')}`;
    if (this.suggestion?.key !== key) this.suggestion = { key, arrows: suggestionArrows(g, sans, (n) => this.idx(n), kind) };
    return this.suggestion.arrows;
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
    if (!this.myTurn()) {
      this.refs['entry-error'].textContent = 'Not your turn: the other side moves on your friend’s device.';
      return;
    }
    this.computer.interrupt();
    try {
      this.game.playText(text);
      err.textContent = '';
      this.refs['entry-text'].value = '';
    } catch (ex) {
      if (isWasmCrash(ex)) {
        this.crashed(ex);
        return;
      }
      err.textContent = errText(ex);
    }
    this.clearSelection();
    this.afterChange();
  }

  /** Plays an analysis line's turn: its parts, then "end turn" if the line stops the turn early. */
  playLine(turn) {
    if (this.browsing()) {
      this.toastBrowsing();
      return;
    }
    const g = this.game;
    const played = this.act(() => {
      for (const san of turn) g.playPartText(san);
      if (g.turnInProgress() && g.canEndTurn()) g.endTurn();
    });
    if (played) this.say(`played ${turn.join(this.joiner()) || 'end of the turn'}`);
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

  /**
   * The same game again from its start; against the computer with the sides
   * swapped. The page takes the `rematch` event to open it as a new saved
   * game; elsewhere the board loads it itself.
   */
  rematch() {
    const g = this.game;
    const spec = { variant: g.variantId(), options: JSON.parse(g.optionsJson()), position: g.startPosition() || '', moves: '', mode: this.mode, level: this.computer.level };
    if (this.clock.setting) spec.clock = { ...this.clock.setting };
    if (this.mode === 'computer') spec.computerSide = this.computer.side === 'white' ? 'black' : 'white';
    if (this.emit('rematch', { spec }, true)) this.load(spec);
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

  // ---- clocks ---------------------------------------------------------------

  renderClocks() {
    if (!this.clock.enabled) return;
    for (const side of ['white', 'black']) {
      const el = this.refs[`clock-${side}`];
      const ms = this.clock.remaining(side);
      el.textContent = `${side === 'white' ? 'White' : 'Black'} ${formatClock(ms)}`;
      el.classList.toggle('running', this.clock.running === side);
      el.classList.toggle('low', ms < 10_000);
    }
  }

  /** A clock ran out: the rules say who wins (or that the other side could not). */
  flagFell(side) {
    const st = this.game?.status();
    if (!st || st.over || st.sideToMove !== side) return;
    this.act(() => this.game.timeOut());
  }

  // ---- a crashed rules instance -------------------------------------------

  /** The wasm trapped: a fresh instance is made and every board reloads (recover). */
  crashed(error) {
    if (this.recovering) return;
    this.recovering = true;
    this.computer.interrupt();
    this.analysis.stop();
    restartRules(this.rules.generation, error);
  }

  /** After a restart: this board's game again, from the last state seen working. */
  recover(rules) {
    this.rules = rules;
    // The old instance's objects are not touched again (not even freed).
    this.game = null;
    this.snapshot = null;
    this.recovering = false;
    if (this.editor) {
      // The editor again, on the position it showed.
      this.load({ ...this.spec, position: this.editor.fen });
      return;
    }
    if (!this.lastGood) return;
    const spec = this.spec;
    this.load(this.lastGood);
    this.spec = spec;
    this.toast('The rules engine stopped with an internal error and was restarted; the game goes on from its last good position.');
    this.emit('change', null);
  }

  // ---- messages ---------------------------------------------------------

  showError(text) {
    this.refs.error.hidden = !text;
    this.refs.error.textContent = text || '';
  }

  /** A move tried while an earlier position is shown: where the board is, and the way back. */
  toastBrowsing() {
    const where = this.viewTurn === 0 ? 'the start position' : `turn ${this.viewTurn}`;
    this.toast(`Viewing ${where} — Back to the game to move`, { label: 'Back to the game', run: () => this.goLive() });
  }

  /** A short message over the board; `action` ({ label, run }) adds its button. */
  toast(text, action = null) {
    const t = this.refs.toast;
    t.textContent = text;
    if (action) {
      const b = this.host.ownerDocument.createElement('button');
      b.type = 'button';
      b.textContent = action.label;
      b.addEventListener('click', () => {
        t.hidden = true;
        action.run();
      });
      t.append(' ', b);
    }
    t.hidden = false;
    placeToast(t, turnControlRects(this.refs));
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => {
      t.hidden = true;
    }, TOAST_MS);
  }

  /** Tells a screen reader (a polite live region; hovering says nothing). */
  say(text) {
    this.refs.announce.textContent = text;
  }

  setThinking(text) {
    const el = this.refs.thinking;
    el.hidden = !text;
    el.textContent = text || '';
    this.refs.root.dataset.thinking = text ? '1' : '';
  }

  // ---- keys, controls and saving: keyboard.js, wiring.js, state.js ------

  /** Keys anywhere in the board's component. */
  key(e) {
    return handleKey(this, e);
  }

  wire() {
    wireControls(this);
  }

  updateOpenLink() {
    updateOpenLink(this);
  }

  shareUrl(base) {
    return shareUrl(this, base);
  }

  saveState() {
    return saveState(this);
  }

  /** Stops everything that runs on its own (the element left the page). */
  stop() {
    this.clock.stop();
    this.computer.interrupt();
    this.analysis.stop();
    this.stopAutoplay();
    clearTimeout(this.toastTimer);
  }
}
