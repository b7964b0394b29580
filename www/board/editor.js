// The setup editor: the board's "edit" mode, where a position is composed
// instead of played. Pieces come from a palette and are placed, moved and
// removed by click, drag, touch or keys (never on a square the board lacks);
// every field of the position string has a control; the rules read and
// check the position after every change (inspectPosition) and every problem
// is listed with its squares marked. From a position the rules accept: play
// it, play the computer, analyse it, copy, link or embed it.
//
// This module keeps the editor's state and turns the reader's actions into
// edits of the position string; the rules write it (writePosition) and
// decide what is possible. The panel's markup is editor-panel.js's.

import { boardGeometry, errText, isWasmCrash } from '../core/rules.js';
import { pieceWords } from './texts.js';
import { idx as squareIndex } from './state.js';

/** The fields of a position string, by index (the placement is 0). */
export const FIELD = { side: 1, castling: 2, enPassant: 3, halfmove: 4, turn: 5, seventh: 6 };

/** What the tools do, for the line under the palette. */
const TOOL_HELP = {
  move: 'Move: drag a piece (off the board to remove it), or click it and then a square.',
  remove: 'Remove: click the pieces to take off.',
};

export class SetupEditor {
  /**
   * s, a: the board's state (state.js) and actions; spec: { variant, optionsJson, position,
   * returnTo } (returnTo: the saved state of the game to go back to).
   * Throws the rules' error for an unknown game or options.
   */
  constructor(s, a, spec) {
    this.s = s;
    this.a = a;
    this.rules = s.rules;
    this.variant = String(spec.variant ?? '').trim();
    this.options = spec.optionsJson;
    this.returnTo = spec.returnTo || null;
    const g = new this.rules.Game(this.variant, this.options, undefined);
    try {
      this.geom = boardGeometry(g);
      this.name = g.variantName();
      this.start = g.positionString();
    } finally {
      g.free?.();
    }
    this.tool = 'move'; // 'move', 'remove', or a piece letter to place
    this.held = -1; // the square of a piece picked up to move
    this.info = null;
    this.fen = '';
    this.board = [];
    this.problemSquares = [];
    this.setFen(spec.position ? String(spec.position) : this.start);
  }

  // ---- the position ------------------------------------------------------

  /** Reads a position string (typed, pasted, or written by an edit); `settle` drops rights the placement no longer allows. */
  setFen(text, { settle = false } = {}) {
    let info;
    try {
      info = this.rules.inspectPosition(this.variant, this.options, text);
    } catch (e) {
      if (isWasmCrash(e)) throw e;
      // Only an over-long string is refused whole: the board stays as it was
      // (on opening, the start array), with the rules' message.
      const before = this.info || this.rules.inspectPosition(this.variant, this.options, this.start);
      this.info = { ...before, ok: false, readable: false, fen: text, problems: [{ field: 'whole', message: errText(e), squares: [] }] };
      this.fen = text;
      if (!this.board.length) this.board = [...before.board].map((c) => (c === '.' ? '' : c));
      this.problemSquares = [];
      return;
    }
    if (settle && info.readable) {
      const fields = info.fen.split(' ');
      const rights = [...fields[FIELD.castling]].filter((c) => info.possibleRights.includes(c)).join('') || '-';
      const ep = fields[FIELD.enPassant].split(',').filter((s) => info.enPassant.includes(s)).join(',') || '-';
      if (rights !== fields[FIELD.castling] || ep !== fields[FIELD.enPassant]) {
        fields[FIELD.castling] = rights;
        fields[FIELD.enPassant] = ep;
        info = this.rules.inspectPosition(this.variant, this.options, fields.join(' '));
      }
    }
    this.info = info;
    this.fen = info.fen;
    // Text that is no position string yet (too few fields, while typing) leaves the board as it was.
    const whole = info.problems.some((p) => p.field === 'whole');
    if (!whole || !this.board.length) this.board = [...info.board].map((c) => (c === '.' ? '' : c));
    const idx = (name) => squareIndex(this.s, name);
    this.problemSquares = [...new Set(info.problems.flatMap((p) => p.squares.map(idx)))].filter((i) => i >= 0);
  }

  /** The position string's fields; a string that is not read whole gets the defaults where fields are missing. */
  fields() {
    const f = this.fen.trim().split(/\s+/);
    const defaults = ['', 'w', '-', '-', '0', '1', this.info?.seventh?.split(' ')[0] || ''];
    return defaults.map((d, i) => f[i] ?? d).filter((v, i) => i < 6 || v);
  }

  /** Sets one field of the position string (see FIELD). */
  setField(index, value) {
    const f = this.fields();
    f[index] = String(value).trim() || '-';
    this.change(f.join(' '), { settle: index === FIELD.side });
  }

  /** Puts `board` (letters per square index) into the position string whose other fields are `fields`. */
  writeBoard(board, fields = this.fields()) {
    const text = board.map((l) => l || '.').join('');
    this.change(() => this.rules.writePosition(this.variant, this.options, text, fields.join(' ')), { settle: true });
  }

  /** A change of the position (a string, or what makes it): checked, drawn, the panel brought up to date. */
  change(text, options) {
    this.a.guard(() => {
      this.setFen(typeof text === 'function' ? text() : text, options);
      this.render();
    });
  }

  // ---- editing the board ---------------------------------------------------

  place(i, letter) {
    if (i < 0 || !this.geom.exists[i]) return;
    const board = [...this.board];
    board[i] = letter;
    this.writeBoard(board);
    this.a.say(letter ? `${pieceWords(letter, this.geom.pieces)} placed on ${this.geom.squareNames[i]}` : `${this.geom.squareNames[i]} cleared`);
  }

  move(from, to) {
    if (from === to || !this.board[from] || to < 0 || !this.geom.exists[to]) return;
    const board = [...this.board];
    board[to] = board[from];
    board[from] = '';
    this.writeBoard(board);
    this.a.say(`${pieceWords(board[to], this.geom.pieces)} moved to ${this.geom.squareNames[to]}`);
  }

  clear() {
    this.writeBoard(this.board.map(() => ''));
  }

  startArray() {
    this.change(this.start);
  }

  /** Left and right exchanged, on each board of the grid by itself (Dual Chess's two boards stay apart). */
  mirror() {
    const { width, exists, regions } = this.geom;
    const span = new Map(); // region → [first file, last file]
    exists.forEach((e, i) => {
      if (!e) return;
      const [lo, hi] = span.get(regions[i]) || [Infinity, -Infinity];
      span.set(regions[i], [Math.min(lo, i % width), Math.max(hi, i % width)]);
    });
    this.transform((i) => {
      const [lo, hi] = span.get(regions[i]);
      return i - (i % width) + lo + hi - (i % width);
    }, false);
  }

  /** The same position for the other side: ranks turned over, every piece, right and hold of the other colour, the other side to move. */
  swapColours() {
    const { width, height } = this.geom;
    this.transform((i) => (height - 1 - Math.floor(i / width)) * width + (i % width), true);
  }

  /** Moves every piece (and en-passant square) from square i to `to(i)`; `recolour` swaps the sides too. */
  transform(to, recolour) {
    const swap = (l) => (l === l.toUpperCase() ? l.toLowerCase() : l.toUpperCase());
    const board = this.board.map(() => '');
    this.board.forEach((l, i) => {
      const j = to(i);
      if (l && this.geom.exists[j]) board[j] = recolour ? swap(l) : l;
    });
    const f = this.fields();
    const names = this.geom.squareNames;
    const ep = f[FIELD.enPassant] === '-' ? [] : f[FIELD.enPassant].split(',');
    f[FIELD.enPassant] = ep.map((n) => names[to(squareIndex(this.s, n))]).filter(Boolean).join(',') || '-';
    if (recolour) {
      f[FIELD.side] = f[FIELD.side] === 'w' ? 'b' : 'w';
      f[FIELD.castling] = f[FIELD.castling] === '-' ? '-' : [...f[FIELD.castling]].map(swap).join('');
      // A King Hold names the held king's colour (hw ↔ hb, lw ↔ lb).
      if (/^[hl][wb]$/.test(f[FIELD.seventh] || '')) f[FIELD.seventh] = f[FIELD.seventh][0] + (f[FIELD.seventh][1] === 'w' ? 'b' : 'w');
    }
    this.writeBoard(board, f);
  }

  // ---- the reader's input ----------------------------------------------------

  chooseTool(tool) {
    this.tool = tool;
    this.held = -1;
    this.render();
  }

  /** A press on square `index` (-1 off the board); true when a piece was picked up (a drag may follow). */
  press(index) {
    if (index < 0) {
      this.held = -1;
      this.a.draw();
      return false;
    }
    if (this.tool === 'remove') {
      if (this.board[index]) this.place(index, '');
      return false;
    }
    if (this.tool !== 'move') {
      // A palette piece: placed, or taken off again by a second press.
      this.place(index, this.board[index] === this.tool ? '' : this.tool);
      return false;
    }
    if (this.held >= 0 && index !== this.held) {
      const from = this.held;
      this.held = -1;
      this.move(from, index);
      return false;
    }
    if (!this.board[index]) return false;
    this.held = index;
    this.a.say(`${pieceWords(this.board[index], this.geom.pieces)} on ${this.geom.squareNames[index]} picked up`);
    this.a.draw();
    return true;
  }

  /** A drag from `from` ended over `to` (-1: not a square); off the canvas the piece is removed. */
  release(from, to, { outside = false } = {}) {
    this.held = -1;
    if (to >= 0 && to !== from) this.move(from, to);
    else if (outside && this.board[from]) this.place(from, '');
    else this.a.draw();
  }

  /** Keys on the board: Enter or Space acts at the cursor, a piece letter places that piece, Delete removes, Escape lets go. */
  key(e) {
    const at = this.s.cursor;
    if ((e.key === 'Enter' || e.key === ' ') && at >= 0) {
      this.press(at);
      return true;
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && at >= 0) {
      if (this.board[at]) this.place(at, '');
      return true;
    }
    if (e.key === 'Escape' && (this.held >= 0 || this.tool !== 'move')) {
      this.chooseTool('move');
      return true;
    }
    const letter = e.key.length === 1 && !(e.ctrlKey || e.metaKey || e.altKey) ? e.key : '';
    if (letter && at >= 0 && this.info.pieces.includes(letter.toUpperCase())) {
      this.place(at, letter);
      return true;
    }
    return false;
  }

  // ---- what is shown -----------------------------------------------------

  /** The scene for BoardView.paint() (see draw.js). */
  scene() {
    const s = this.s;
    const hold = /^([hl])([wb])$/.exec(this.fields()[FIELD.seventh] || '');
    const king = hold ? this.board.indexOf(hold[2] === 'w' ? 'K' : 'k') : -1;
    return {
      board: this.board,
      ghosts: [],
      arrows: [],
      selected: this.held,
      targets: new Map(),
      hover: s.hover,
      lastParts: [],
      currentParts: [],
      check: -1,
      lost: [],
      movable: null,
      hold: king >= 0 ? { king, big: hold[1] === 'h' } : null,
      drag: s.drag,
      cursor: s.cursor,
      circles: [],
      problems: this.problemSquares,
    };
  }

  /** The line under the palette: what the chosen tool does. */
  toolHelp() {
    if (TOOL_HELP[this.tool]) return TOOL_HELP[this.tool];
    const name = pieceWords(this.tool, this.geom.pieces);
    return `${name[0].toUpperCase()}${name.slice(1)} (${this.tool}): click squares to place it; click one again to take it off.`;
  }

  render() {
    this.a.renderEditor();
  }

  // ---- leaving the editor ------------------------------------------------

  /** What a game from this position is loaded with (mode: play, computer or analyse). */
  gameSpec(mode) {
    const spec = { variant: this.variant, options: JSON.parse(this.options || '{}'), position: this.fen, moves: '', mode };
    if (mode === 'computer') {
      // The reader plays the side to move; the computer the other.
      spec.computerSide = this.fields()[FIELD.side] === 'w' ? 'black' : 'white';
    }
    return spec;
  }

  /** A link to `base` that opens this position (the position must be one the rules accept). */
  shareUrl(base) {
    if (!this.info.ok) return '';
    const p = new URLSearchParams({ variant: this.variant, position: this.fen });
    const on = Object.entries(JSON.parse(this.options || '{}')).filter(([, v]) => v).map(([k]) => k);
    if (on.length) p.set('options', on.join(' '));
    const url = new URL(base);
    url.search = p.toString();
    return url.href;
  }

  /** What tests see (the debug hook). */
  debugState() {
    const name = (i) => this.geom.squareNames[i];
    return {
      variant: this.variant,
      fen: this.fen,
      ok: this.info.ok,
      readable: this.info.readable,
      problems: this.info.problems,
      marked: this.problemSquares.map(name),
      tool: this.tool,
      held: this.held >= 0 ? name(this.held) : null,
      board: Object.fromEntries(this.board.flatMap((l, i) => (l ? [[name(i), l]] : []))),
      possibleRights: this.info.possibleRights,
      enPassant: this.info.enPassant,
      canReturn: !!this.returnTo,
      /** The rules instance it checks with (a new one after a crash). */
      rulesGeneration: this.rules.generation,
    };
  }
}
