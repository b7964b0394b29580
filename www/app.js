// The controller: owns the current Game (wasm), turns user actions into rules
// calls and keeps the board, the side panel and the autosave in step.
// All rules questions go to the Game; this file only presents its answers.

import { computeLayout, bigLittle } from './board-layout.js';
import { drawBoard } from './board-draw.js';
import { attachInput } from './board-input.js';
import { initPieces, preloadPieces } from './pieces.js';
import { renderMoveList } from './move-list.js';
import { writeSave, readSave, clearSave } from './storage.js';
import { readUrlGame, shareUrl, clearUrlGame, splitMoves } from './url-params.js';
import { setupNewGameDialog, choosePromotion, setupIoDialog, showShare } from './dialogs.js';
import { setupHelp } from './help.js';
import { installTestHook } from './test-hook.js';
import { ComputerPlayer } from './computer.js';

const $ = (id) => document.getElementById(id);

/** Kinds of parts that are not "move a piece from a square to another". */
const SPECIAL_KINDS = new Set(['flip', 'camel-promote', 'camel-transform']);

export class App {
  constructor(rules) {
    this.rules = rules;
    this.variants = null;
    this.canvas = $('board');
    this.wrap = $('board-wrap');
    this.flip = false;
    this.zoom = false;
    this.selected = -1;
    this.targets = new Map(); // index → parts
    this.hover = -1;
    this.drag = null;
    this.firstDrawMs = null;
    this.game = null;
    this.computer = new ComputerPlayer(this);
  }

  /** The games the rules offer (built on first use: it builds every game's tables). */
  get variantList() {
    if (!this.variants) this.variants = this.rules.variants();
    return this.variants;
  }

  // ---- starting games -------------------------------------------------

  /** Creates a game; throws the rules error when the input is refused. */
  makeGame({ variant, options = {}, position = null, moves = '' }) {
    const game = new this.rules.Game(variant, JSON.stringify(options), position || undefined);
    for (const turn of splitMoves(moves)) game.playText(turn);
    return game;
  }

  setGame(game, { variant, options = {}, start = null }) {
    if (this.game && this.game !== game && this.game.free) this.game.free();
    this.game = game;
    this.variant = variant;
    this.options = options;
    this.start = start;
    this.geom = game.geometry();
    this.nameToIndex = new Map(this.geom.squareNames.map((n, i) => [n, i]));
    this.clearSelection();
    $('variant-name').textContent = game.variantName();
    document.body.dataset.layout = this.geom.layout;
    document.body.dataset.variant = variant;
    document.body.dataset.turnRule = game.turnRule();
    const examples = { prong: 'e.g. Nf3 or Nf3&e4', chess2: 'e.g. e4 or Nf6,d5', double: 'e.g. Nf3,Nc3' };
    $('entry-text').placeholder = examples[game.turnRule()] || 'e.g. Nf3';
    this.relayout();
    this.refresh();
  }

  newGame(spec) {
    const game = this.makeGame(spec);
    this.computer.configure(spec.computer || null);
    this.setGame(game, { variant: spec.variant, options: spec.options || {}, start: spec.position || null });
    this.save();
  }

  /** First load: URL parameters, else the autosave, else a fresh Two-Prong game. */
  async boot() {
    const fromUrl = readUrlGame();
    let started = false;
    if (fromUrl) {
      try {
        const options = fromUrl.options ? JSON.parse(fromUrl.options) : {};
        const game = this.makeGame({ ...fromUrl, options });
        await preloadPieces(game.board());
        this.setGame(game, { variant: fromUrl.variant, options, start: fromUrl.position });
        this.save();
        started = true;
      } catch (e) {
        this.toast(`Could not open the shared game: ${errText(e)}`);
      }
      clearUrlGame();
    }
    if (!started) {
      const { save, error } = readSave();
      if (save) {
        try {
          const game = this.makeGame({ variant: save.variant, options: save.options || {}, position: save.start });
          for (const turn of save.turns || []) game.playText(turn);
          if (Number.isInteger(save.at)) game.goTo(save.at);
          for (const part of save.parts || []) game.playPartText(part);
          if (save.ended === 'draw') game.agreeDraw();
          else if (save.ended === 'resigned') game.resign();
          this.flip = !!save.flip;
          this.computer.configure(save.computer || null);
          await preloadPieces(game.board());
          this.setGame(game, { variant: save.variant, options: save.options || {}, start: save.start || null });
          started = true;
        } catch (e) {
          this.toast(`The saved game could not be restored (${errText(e)}); starting a new game.`);
          clearSave();
        }
      } else if (error) {
        this.toast(`The saved game could not be read (${error}); starting a new game.`);
        clearSave();
      }
    }
    if (!started) {
      let variant = 'two-prong';
      let game;
      try {
        game = this.makeGame({ variant });
      } catch {
        variant = this.variantList[0].id;
        game = this.makeGame({ variant });
      }
      await preloadPieces(game.board());
      this.setGame(game, { variant });
      this.save();
    }
    this.wireUi();
  }

  // ---- persistence ----------------------------------------------------

  save() {
    const g = this.game;
    const st = g.status();
    const browsing = st.canRedo && !g.turnInProgress() && !!this.fullTurns;
    let ended = null;
    if (st.reason === 'resignation') ended = 'resigned';
    else if (st.reason === 'agreement') ended = 'draw';
    writeSave({
      variant: this.variant,
      options: this.options,
      start: this.start,
      // Later turns are kept while browsing back; `at` is the step shown.
      turns: (browsing ? this.fullTurns : g.history().filter((t) => t.complete)).map((t) => t.text),
      at: browsing ? g.ply() : null,
      parts: g.turnInProgress() ? g.currentParts().map((p) => p.san) : [],
      ended,
      record: g.record(),
      flip: this.flip,
      computer: this.computer.config(),
    });
  }

  // ---- layout and drawing --------------------------------------------

  relayout() {
    if (!this.geom) return;
    const phone = window.innerWidth < 760;
    const box = this.wrap.getBoundingClientRect();
    const availW = Math.max(200, box.width || window.innerWidth);
    const top = phone ? 0 : box.top;
    const availH = Math.max(200, window.innerHeight - top - (phone ? 60 : 40));
    const minSquare = this.zoom ? 44 : 0;
    this.layout = computeLayout(this.geom, availW, availH, { flip: this.flip, zoom: this.zoom ? 1.6 : 1, minSquare });
    this.wrap.classList.toggle('zoomed', this.zoom);
    // Small squares (16×16 or Dual Chess on a phone): point at the Zoom button.
    $('btn-zoom').classList.toggle('suggest', !this.zoom && this.layout.s < 30);
    this.draw();
  }

  parts(list) {
    return (list || []).map((p) => ({ from: this.idx(p.from), to: this.idx(p.to) }));
  }

  idx(name) {
    return name == null ? -1 : (this.nameToIndex.get(name) ?? -1);
  }

  draw() {
    if (!this.layout) return;
    const g = this.game;
    const board = g.board();
    const status = this.status;
    let check = -1;
    if (status && status.inCheck) {
      const king = status.sideToMove === 'white' ? 'K' : 'k';
      check = board.indexOf(king);
    }
    drawBoard(this.canvas, this.layout, {
      board,
      selected: this.selected,
      targets: this.targets,
      hover: this.hover,
      lastParts: g.turnInProgress() ? [] : this.parts(g.lastTurnParts()),
      currentParts: this.parts(g.currentParts()),
      check,
      // Mid-turn, mark the pieces that can make the next part.
      movable: g.turnInProgress() && this.selected < 0 ? this.movableSquares() : null,
      hold: this.holdInfo(board),
      drag: this.drag,
    });
    if (this.firstDrawMs == null) {
      this.firstDrawMs = Math.round(performance.now());
      document.body.dataset.firstDrawMs = String(this.firstDrawMs);
    }
  }

  movableSquares() {
    const set = new Set();
    for (const p of this.legal || []) if (p.from && p.to && p.from !== p.to) set.add(this.idx(p.from));
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

  // ---- the side panel -------------------------------------------------

  refresh() {
    const g = this.game;
    this.status = g.status();
    const st = this.status;
    const inProgress = g.turnInProgress();
    const legal = st.over ? [] : g.legalParts();
    this.legal = legal;

    // Status line.
    const side = st.sideToMove === 'white' ? 'White' : 'Black';
    let text = st.over ? '' : `${side} to move`;
    const kind = this.turnKindText();
    if (!st.over && kind) text += ` — ${kind}`;
    if (!st.over && st.inCheck) text += ' — check!';
    const hold = /^([hl])([wb])$/.exec(st.turnField || '');
    if (this.geom.layout === 'two-boards' && hold) {
      text += ` — King Hold: ${hold[2] === 'w' ? 'White' : 'Black'}'s king is held (${hold[1] === 'h' ? 'no Big-board moves' : 'no Little-board moves'})`;
    }
    if (inProgress) text += `. This turn so far: ${g.currentParts().map((p) => p.san).join(' ')}`;
    $('status').textContent = text;

    const banner = $('banner');
    if (st.over) {
      banner.hidden = false;
      banner.textContent = `Game over: ${st.result}${st.reason ? ` — ${st.reason}` : ''}`;
    } else {
      banner.hidden = true;
    }

    $('btn-end-turn').disabled = !(inProgress && g.canEndTurn());
    $('btn-take-back').disabled = !inProgress;
    $('btn-undo').disabled = st.ply === 0;
    $('btn-redo').disabled = !st.canRedo;
    $('btn-resign').disabled = st.over;
    $('btn-draw').disabled = st.over;

    // Special moves as buttons (guard flip, Pawn of Camel actions...).
    const specials = $('specials');
    specials.replaceChildren();
    for (const p of legal) {
      if (!this.isSpecial(p)) continue;
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = specialLabel(p);
      b.title = p.san;
      b.dataset.san = p.san;
      b.addEventListener('click', () => this.act(() => g.playPartText(p.san)));
      specials.append(b);
    }

    const history = g.history();
    const complete = history.filter((t) => t.complete);
    // While browsing back (redo possible) the list keeps the later turns.
    const prefix = (a, b) => a.length <= b.length && a.every((t, i) => t.text === b[i].text && t.steps === b[i].steps);
    if (!st.canRedo) {
      this.fullTurns = complete;
    } else if (!this.fullTurns || !prefix(complete, this.fullTurns)) {
      // Look ahead through the redo steps, then come back.
      const at = g.ply();
      g.goTo(0x7fffffff);
      this.fullTurns = g.history().filter((t) => t.complete);
      g.goTo(at);
    }
    const turns = this.fullTurns;
    renderMoveList($('move-list'), turns, {
      shown: complete.length,
      partial: inProgress ? `${g.currentParts().map((p) => p.san).join(this.joiner())}…` : '',
      sideToMove: st.sideToMove,
    }, (n) => this.act(() => g.goTo(turns[n - 1].steps)));

    $('move-legend').textContent =
      g.turnRule() === 'chess2' ? 'ʳ response turn · ¹ single-move normal turn · others: two moves' : '';
    $('btn-hint').disabled = st.over || this.computer.ownsTurn();
    this.draw();
    this.computer.update();
  }

  joiner() {
    return this.game.turnRule() === 'prong' ? '&' : ',';
  }

  turnKindText() {
    const f = this.status.turnField;
    const g = this.game;
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

  isSpecial(p) {
    return SPECIAL_KINDS.has(p.kind) || !p.from || p.from === p.to || !p.to;
  }

  // ---- acting ---------------------------------------------------------

  /** Runs a rules call; shows its error; refreshes and saves afterwards. */
  act(fn) {
    // Whatever the player does changes the game: a search for the old one stops.
    this.computer.interrupt();
    try {
      fn();
    } catch (e) {
      this.toast(errText(e));
      return false;
    } finally {
      this.clearSelection();
      this.afterChange();
    }
    return true;
  }

  afterChange() {
    const g = this.game;
    // A turn with nothing left to add ends by itself.
    if (g.turnInProgress() && g.canEndTurn() && !g.status().over && g.legalParts().length === 0) {
      try {
        g.endTurn();
      } catch (e) {
        this.toast(errText(e));
      }
    }
    this.refresh();
    this.save();
  }

  clearSelection() {
    this.selected = -1;
    this.targets = new Map();
  }

  select(index) {
    const name = this.geom.squareNames[index];
    const parts = (this.legal || []).filter((p) => p.from === name && p.to && p.to !== p.from);
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
      chosen = await choosePromotion(parts, this.status.sideToMove === 'white');
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

  // Board input callbacks.
  press(index) {
    this.showSquareInfo(index);
    if (this.computer.ownsTurn()) {
      this.clearSelection();
      this.draw();
      return false;
    }
    if (index < 0) {
      this.clearSelection();
      this.draw();
      return false;
    }
    if (this.selected >= 0 && this.targets.has(index)) {
      this.moveTo(index);
      return false;
    }
    if (index === this.selected) {
      // Second click on the selected piece keeps it picked up for a drag.
      return true;
    }
    const picked = this.select(index);
    if (!picked) this.clearSelection();
    this.draw();
    return picked;
  }

  release(from, to) {
    if (from === this.selected && this.targets.has(to)) this.moveTo(to);
    else this.draw();
  }

  // ---- UI wiring ------------------------------------------------------

  wireUi() {
    attachInput(this.canvas, {
      layout: () => this.layout,
      press: (i) => this.press(i),
      release: (f, t) => this.release(f, t),
      hover: (i) => this.setHover(i),
      drag: (d) => {
        this.drag = d ? { ...d } : null;
        this.draw();
      },
    });

    $('btn-end-turn').addEventListener('click', () => this.act(() => this.game.endTurn()));
    $('btn-take-back').addEventListener('click', () => this.act(() => this.game.undo()));
    $('btn-undo').addEventListener('click', () => this.act(() => this.undoTurn()));
    $('btn-hint').addEventListener('click', () => this.computer.hint());
    $('btn-redo').addEventListener('click', () => this.act(() => this.game.redoTurn()));
    $('btn-resign').addEventListener('click', () => {
      if (confirm(`${this.status.sideToMove === 'white' ? 'White' : 'Black'} resigns?`)) this.act(() => this.game.resign());
    });
    $('btn-draw').addEventListener('click', () => {
      if (confirm('Both players agree to a draw?')) this.act(() => this.game.agreeDraw());
    });
    $('btn-flip').addEventListener('click', () => {
      this.flip = !this.flip;
      this.save();
      this.relayout();
    });
    $('btn-zoom').addEventListener('click', () => {
      this.zoom = !this.zoom;
      $('btn-zoom').setAttribute('aria-pressed', String(this.zoom));
      this.relayout();
    });
    $('btn-share').addEventListener('click', () => showShare(this.shareLink()));

    const entry = $('entry');
    entry.addEventListener('submit', (e) => {
      e.preventDefault();
      const input = $('entry-text');
      const text = input.value.trim();
      if (!text) return;
      const err = $('entry-error');
      try {
        this.game.playText(text);
        err.textContent = '';
        input.value = '';
      } catch (ex) {
        err.textContent = errText(ex);
      }
      this.clearSelection();
      this.afterChange();
    });

    setupNewGameDialog(this);
    setupIoDialog(this);
    setupHelp(this);

    window.addEventListener('resize', () => this.relayout());
    window.addEventListener('keydown', (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (document.querySelector('dialog[open]')) return;
      if ((e.ctrlKey || e.metaKey) && e.key === 'z') {
        e.preventDefault();
        this.act(() => this.undoTurn());
      } else if ((e.ctrlKey || e.metaKey) && (e.key === 'y' || (e.shiftKey && e.key === 'Z'))) {
        e.preventDefault();
        this.act(() => this.game.redoTurn());
      } else if (e.key === 'Escape') {
        this.clearSelection();
        this.draw();
      }
    });
    if ('ResizeObserver' in window) {
      let lastW = 0;
      new ResizeObserver((entries) => {
        const w = Math.round(entries[0].contentRect.width);
        if (w !== lastW) {
          lastW = w;
          this.relayout();
        }
      }).observe(this.wrap);
    }
    initPieces(() => this.draw());
    installTestHook(this);
  }

  /** Undoes a turn; against the computer, back to a turn of the player's. */
  undoTurn() {
    const g = this.game;
    g.undoTurn();
    const side = this.computer.side;
    if (side && g.status().sideToMove === side && g.ply() > 0) g.undoTurn();
  }

  /** Shows a suggested part: its piece selected, its destinations marked. */
  showHint(part) {
    const from = this.idx(part.from);
    if (from >= 0 && this.select(from)) this.draw();
  }

  setHover(i) {
    if (i === this.hover) return;
    this.hover = i;
    this.showSquareInfo(i);
    this.draw();
  }

  /** The square's name (and Big/Little coordinates on Two Boards) under the board. */
  showSquareInfo(i) {
    const info = $('hover-info');
    if (i < 0) {
      info.textContent = '';
    } else {
      const name = this.geom.squareNames[i];
      if (this.geom.layout === 'two-boards') {
        const bl = bigLittle(this.geom, i);
        info.textContent = `${name} — Big square ${bl.big}, Little square ${bl.little}`;
      } else {
        info.textContent = name;
      }
    }
  }

  /** Move text of the played turns: "1.e4 c5,d6 2.Bb5+". */
  moveText() {
    const h = this.game.history().filter((t) => t.complete);
    return h.map((t, i) => (t.color === 'white' || i === 0 ? `${t.number}.${t.color === 'black' ? '..' : ''}` : '') + t.text).join(' ');
  }

  shareLink() {
    return shareUrl({ variant: this.variant, position: this.start, moves: this.moveText(), options: JSON.stringify(this.options || {}) });
  }

  toast(text) {
    const t = $('toast');
    t.textContent = text;
    t.hidden = false;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => {
      t.hidden = true;
    }, 6000);
  }
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

export function errText(e) {
  if (e instanceof Error) return e.message;
  return String(e);
}
