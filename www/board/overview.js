// The whole board in small beside the browsing buttons while the board is
// zoomed: the part in the board's window is framed, and a tap (or a drag) on
// the overview scrolls the window there. So no part of a big board is out of
// sight without a way to it (Dual Chess's 6×6 board lies right of the 8×8 one).

/** The overview's box at the most (CSS px). */
const MAX_W = 140;
const MAX_H = 64;

export class BoardOverview {
  /** canvas: the overview; wrap: the board's scrolling window; board: the board's canvas. */
  constructor(canvas, wrap, board) {
    this.canvas = canvas;
    this.wrap = wrap;
    this.board = board;
    this.scale = 0;
    let pressed = null;
    canvas.addEventListener('pointerdown', (e) => {
      pressed = e.pointerId;
      canvas.setPointerCapture?.(e.pointerId);
      this.jump(e);
    });
    canvas.addEventListener('pointermove', (e) => {
      if (e.pointerId === pressed) this.jump(e);
    });
    const release = (e) => {
      if (e.pointerId === pressed) pressed = null;
    };
    canvas.addEventListener('pointerup', release);
    canvas.addEventListener('pointercancel', release);
  }

  /** Centres the board's window on the point of the overview under the pointer. */
  jump(e) {
    if (!this.scale) return;
    e.preventDefault();
    const box = this.canvas.getBoundingClientRect();
    const x = (e.clientX - box.left) / this.scale + (this.board.offsetLeft || 0);
    const y = (e.clientY - box.top) / this.scale + (this.board.offsetTop || 0);
    this.wrap.scrollLeft = x - this.wrap.clientWidth / 2;
    this.wrap.scrollTop = y - this.wrap.clientHeight / 2;
  }

  /** Shows the overview of the board `layout` at its size, or hides it (layout null). */
  show(layout) {
    this.canvas.hidden = !layout;
    if (!layout) return;
    const k = Math.min(MAX_W / layout.width, MAX_H / layout.height);
    this.scale = k;
    this.canvas.style.width = `${Math.round(layout.width * k)}px`;
    this.canvas.style.height = `${Math.round(layout.height * k)}px`;
  }

  /** The overview's size as a word ('hidden' or 'W×H'), to tell a change. */
  box() {
    return this.canvas.hidden ? 'hidden' : `${this.canvas.style.width}×${this.canvas.style.height}`;
  }

  /** Paints the squares, the pieces as dots and the window's frame; nothing when hidden. */
  paint(layout, scene, colors) {
    if (this.canvas.hidden || !layout) return;
    const k = this.scale;
    const dpr = this.canvas.ownerDocument.defaultView?.devicePixelRatio || 1;
    const w = Math.round(layout.width * k * dpr);
    const h = Math.round(layout.height * k * dpr);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(dpr * k, 0, 0, dpr * k, 0, 0);
    ctx.clearRect(0, 0, layout.width, layout.height);
    ctx.fillStyle = colors.frame;
    for (const r of layout.rects) if (r) ctx.fillRect(r.x - 2, r.y - 2, r.s + 4, r.s + 4);
    for (const r of layout.rects) {
      if (!r) continue;
      const dark = (r.file + r.rank) % 2 === 0;
      ctx.fillStyle = dark ? (r.alt ? colors.darkAlt : colors.dark) : r.alt ? colors.lightAlt : colors.light;
      ctx.fillRect(r.x, r.y, r.s, r.s);
    }
    // Pieces as dots in their side's colour: enough to find one's way.
    const board = scene?.board || [];
    for (let i = 0; i < layout.rects.length; i++) {
      const r = layout.rects[i];
      const p = board[i];
      if (!r || !p) continue;
      ctx.beginPath();
      ctx.arc(r.x + r.s / 2, r.y + r.s / 2, r.s * 0.3, 0, Math.PI * 2);
      ctx.fillStyle = p === p.toUpperCase() ? '#fff' : '#111';
      ctx.fill();
    }
    // The board's window, in board pixels.
    const left = this.wrap.scrollLeft - (this.board.offsetLeft || 0);
    const top = this.wrap.scrollTop - (this.board.offsetTop || 0);
    ctx.strokeStyle = colors.cursor;
    ctx.lineWidth = 2.5 / k;
    ctx.strokeRect(Math.max(left, 0) + 1 / k, Math.max(top, 0) + 1 / k, Math.min(this.wrap.clientWidth, layout.width) - 2 / k, Math.min(this.wrap.clientHeight, layout.height) - 2 / k);
  }
}
