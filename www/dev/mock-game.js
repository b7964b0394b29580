// A stand-in for the wasm Game with the same JS API, used only by the Vite dev
// server when www/pkg has not been built yet. It knows the boards and start
// positions but not the rules: any piece may step like a king or leap like a
// knight. Never used by the built site or the tests.

const VARIANTS = [
  { id: 'chess', name: 'Chess', options: [],
    start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', parts: 1 },
  { id: 'two-prong', name: 'Two-Prong Chess',
    options: [{ id: 'collision', name: 'With collision', default: false },
      { id: 'three-prong', name: 'Three-Prong', default: false }],
    start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s', parts: 2, joiner: '&' },
  { id: 'chess2', name: 'Chess2', options: [],
    start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 s', parts: 2, joiner: ',' },
  { id: 'dual-chess', name: 'Dual Chess', options: [],
    start: 'rnbqkbnr******/pppppppp1gcmg1/8yyyyyy/14/14/8YYYYYY/PPPPPPPP1GCMG1/RNBQKBNR****** w KQkq - 0 1 -',
    parts: 1, files: 'abcdefghjklmno', layout: 'dual' },
  { id: 'two-boards', name: 'Chess on Two Boards',
    options: [{ id: 'sibahi', name: 'Sibahi hold', default: false }],
    start: 'ehaghasgksahgahe/wwwwwwwwwwwwwwww/16/16/16/16/16/16/16/16/16/16/16/16/WWWWWWWWWWWWWWWW/EHAGHASGKSAHGAHE w - - 0 1 -',
    parts: 1, layout: 'two-boards' },
  { id: 'double-double', name: 'Double Move Double Chess', options: [],
    start: 'rnbqkbnr/rnbqkbnr/1pppppp1/1pppppp1/1p4p1/1p4p1/8/8/8/8/1P4P1/1P4P1/1PPPPPP1/1PPPPPP1/RNBQKBNR/RNBQKBNR w - - 0 1 s',
    parts: 2, joiner: ',' },
];

export function variants() {
  return VARIANTS.map(({ id, name, options }) => ({ id, name, options }));
}

function parseBoard(fen) {
  const rows = fen.split(' ')[0].split('/').reverse();
  const board = [];
  for (const row of rows) {
    const m = row.match(/\d+|./g);
    for (const t of m) {
      if (/\d/.test(t)) for (let i = 0; i < +t; i++) board.push('');
      else board.push(t);
    }
  }
  return board;
}

export class Game {
  constructor(variantId, optionsJson = '{}', position) {
    const v = VARIANTS.find((x) => x.id === variantId);
    if (!v) throw new Error(`unknown variant "${variantId}"`);
    this.v = v;
    this.options = JSON.parse(optionsJson || '{}');
    const files = v.files || 'abcdefghijklmnop';
    const rows = v.start.split(' ')[0].split('/');
    this.h = rows.length;
    this.sq = parseBoard(position || v.start);
    this.w = this.sq.length / this.h;
    if (!Number.isInteger(this.w)) throw new Error('bad position string');
    this.files = files.slice(0, this.w).split('');
    this.white = true;
    this.turns = [];
    this.cur = [];
    this.undone = [];
    this.snap = [];
  }
  static fromRecord(text) {
    const m = text.match(/\[Variant "([^"]+)"\]/);
    const g = new Game(m ? m[1] : 'chess', '{}');
    const body = text.replace(/\[[^\]]*\]/g, '').replace(/\d+\./g, ' ').trim();
    for (const t of body.split(/\s+/).filter(Boolean)) g.playText(t);
    return g;
  }
  name(i) { return this.files[i % this.w] + (Math.floor(i / this.w) + 1); }
  index(n) {
    const f = this.files.indexOf(n[0]);
    const r = parseInt(n.slice(1), 10) - 1;
    if (f < 0 || !(r >= 0 && r < this.h)) throw new Error(`no square "${n}"`);
    return r * this.w + f;
  }
  geometry() {
    const exists = [];
    const start = parseBoard(this.v.start.replace(/\*/g, 'Z'));
    for (let i = 0; i < this.w * this.h; i++) exists.push(start[i] !== 'Z');
    return { width: this.w, height: this.h, files: this.files.join(''), exists,
      squareNames: exists.map((_, i) => this.name(i)), layout: this.v.layout || 'plain' };
  }
  board() { return this.sq.map((p) => (p === '*' ? '' : p)); }
  mine(p) { return p && (this.white ? p === p.toUpperCase() : p === p.toLowerCase()); }
  maxParts() { return this.turns.length === 0 && this.v.parts > 1 ? 1 : this.v.parts; }
  legalParts(from) {
    if (this.cur.length >= this.maxParts() || this.over) return [];
    const out = [];
    const g = this.geometry();
    for (let i = 0; i < this.sq.length; i++) {
      if (!this.mine(this.sq[i])) continue;
      if (from && this.name(i) !== from) continue;
      const f = i % this.w; const r = Math.floor(i / this.w);
      for (const [df, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
        [1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
        const nf = f + df; const nr = r + dr;
        if (nf < 0 || nr < 0 || nf >= this.w || nr >= this.h) continue;
        const j = nr * this.w + nf;
        if (!g.exists[j] || this.mine(this.sq[j])) continue;
        const p = this.sq[i].toUpperCase();
        const cap = this.sq[j] ? 'x' : '';
        const base = `${p === 'P' ? (cap ? this.files[f] : '') : p}${cap}${this.name(j)}`;
        const lastRank = this.white ? nr === this.h - 1 : nr === 0;
        if (p === 'P' && lastRank) {
          for (const pr of ['Q', 'R', 'B', 'N']) out.push({ from: this.name(i), to: this.name(j), san: `${base}=${pr}`, kind: 'promotion', promo: pr });
        } else out.push({ from: this.name(i), to: this.name(j), san: base, kind: cap ? 'capture' : 'normal', promo: null });
      }
    }
    return out;
  }
  canEndTurn() { return this.cur.length > 0 && !this.over; }
  turnInProgress() { return this.cur.length > 0; }
  play(from, to, promo) {
    const part = this.legalParts(from).find((p) => p.to === to && (p.promo || null) === (promo || null));
    if (!part) throw new Error(`illegal move ${from}-${to}`);
    this.doPart(part);
    return part.san;
  }
  doPart(part) {
    this.snap.push(this.sq.slice());
    const i = this.index(part.from); const j = this.index(part.to);
    let p = this.sq[i];
    if (part.promo) p = this.white ? part.promo : part.promo.toLowerCase();
    if (this.sq[j].toUpperCase() === 'K') this.over = { result: this.white ? '1-0' : '0-1', reason: 'king captured' };
    this.sq[j] = p; this.sq[i] = '';
    this.cur.push(part);
    this.undone = [];
    if (this.cur.length >= this.maxParts()) this.endTurn();
  }
  playText(text) {
    const j = this.v.joiner;
    const parts = j ? text.split(j) : [text];
    for (const s of parts) {
      const part = this.legalParts().find((p) => p.san === s.replace(/[+#]$/, ''));
      if (!part) throw new Error(`illegal move "${s}"`);
      this.doPart(part);
    }
    if (this.cur.length) this.endTurn();
  }
  playPartText(san) {
    const part = this.legalParts().find((p) => p.san === san.replace(/[+#]$/, ''));
    if (!part) throw new Error(`illegal move "${san}"`);
    this.doPart(part);
  }
  variantId() { return this.v.id; }
  startPosition() { return null; }
  optionsJson() { return JSON.stringify(this.options); }
  endTurn() {
    if (!this.cur.length) throw new Error('no move made this turn');
    this.turns.push({ parts: this.cur, white: this.white });
    this.cur = [];
    this.white = !this.white;
  }
  undo() {
    if (!this.snap.length) throw new Error('nothing to undo');
    if (!this.cur.length) {
      const t = this.turns.pop();
      this.cur = t.parts;
      this.white = t.white;
    }
    this.cur.pop();
    this.sq = this.snap.pop();
    this.over = null;
  }
  redo() { throw new Error('nothing to redo'); }
  goTo() { throw new Error('not in mock'); }
  history() {
    return this.turns.map((t, k) => ({ number: Math.floor(k / 2) + 1, color: t.white ? 'white' : 'black',
      text: t.parts.map((p) => p.san).join(this.v.joiner || ''), kind: t.parts.length > 1 ? 'double' : 'single' }));
  }
  currentParts() { return this.cur.map((p) => ({ from: p.from, to: p.to, san: p.san })); }
  lastTurnParts() {
    const t = this.turns[this.turns.length - 1];
    return t ? t.parts.map((p) => ({ from: p.from, to: p.to, san: p.san })) : [];
  }
  positionString() {
    const rows = [];
    for (let r = this.h - 1; r >= 0; r--) {
      let s = ''; let n = 0;
      for (let f = 0; f < this.w; f++) {
        const p = this.sq[r * this.w + f];
        if (!p) { n++; continue; }
        if (n) { s += n; n = 0; }
        s += p;
      }
      if (n) s += n;
      rows.push(s);
    }
    return `${rows.join('/')} ${this.white ? 'w' : 'b'} - - 0 ${Math.floor(this.turns.length / 2) + 1}`;
  }
  record() {
    const h = this.history();
    let s = `[Variant "${this.v.id}"]\n\n`;
    h.forEach((t, k) => { s += (k % 2 === 0 ? `${t.number}.` : '') + t.text + ' '; });
    return s.trim() + '\n';
  }
  status() {
    return { over: !!this.over, result: this.over ? this.over.result : '*', reason: this.over ? this.over.reason : '',
      sideToMove: this.white ? 'white' : 'black', inCheck: false, turnKind: this.v.parts > 1 ? (this.turns.length ? 'normal' : 'single') : 'single' };
  }
  resign() { this.over = { result: this.white ? '0-1' : '1-0', reason: `${this.white ? 'White' : 'Black'} resigned` }; }
  agreeDraw() { this.over = { result: '1/2-1/2', reason: 'draw agreed' }; }
}
