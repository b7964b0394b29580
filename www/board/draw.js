// Paints a board layout (layout.js) and what is on it onto a canvas,
// sharp at any devicePixelRatio.

import { drawPiece } from './pieces.js';
import { drawArrows, drawGhosts, drawLost, drawCursor, drawCircles, drawProblems } from './draw-marks.js';

/** Resizes the canvas backing store to the layout size × devicePixelRatio. */
export function sizeCanvas(canvas, layout) {
  const dpr = canvas.ownerDocument.defaultView?.devicePixelRatio || 1;
  const w = Math.round(layout.width * dpr);
  const h = Math.round(layout.height * dpr);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  canvas.style.width = `${layout.width}px`;
  canvas.style.height = `${layout.height}px`;
  return dpr;
}

function fillSquare(ctx, r, color) {
  ctx.fillStyle = color;
  ctx.fillRect(r.x, r.y, r.s, r.s);
}

/**
 * view: {
 *   colors: the board's colours (theme.js),
 *   board: letters per square index ('' = empty),
 *   selected: index | -1, targets: Map(index → [parts that go there]) | null, hover: index | -1,
 *   lastParts / currentParts: [{from, to}] as indices,
 *   movable: Set(index) | null (pieces that can make the next part),
 *   check: index | -1, hold: { king: index, big: bool } | null,
 *   drag: { index, x, y, moved, touch, letter? } | null (letter: a piece dragged from the editor's palette, index -1),
 *   arrows: [{ from, to, n, kind: 'last' | 'current' | 'hint' | 'best' | 'user' | 'premove' }] (n: the part's number, or 0),
 *   ghosts: [{ index, letter }] (a planned part's piece at its destination),
 *   lost: [index] (the beaten side's kings), cursor: index | -1 (the keyboard's square),
 *   circles: [index] (the player's own marks), problems: [index] (squares a problem is about, in the editor),
 *   premove: { from, to } | null (a move queued while the other side is to move; its arrow is dashed),
 *   pin: { left, bottom, right } | null (a zoomed board's visible edges, for the coordinates),
 *   pieces: the game's pieces (rules.js piecesOf: which picture draws each letter),
 * }
 */
export function drawBoard(canvas, layout, view) {
  const dpr = sizeCanvas(canvas, layout);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  const { rects, deco } = layout;
  const colors = view.colors;

  // Boards of Big squares: a frame behind each Big square so they read as units.
  if (deco.bigSquares) {
    for (const b of deco.bigSquares) {
      ctx.fillStyle = colors.frame;
      ctx.fillRect(b.x - 2, b.y - 2, b.w + 4, b.h + 4);
    }
  }
  if (deco.join) drawJoin(ctx, layout, colors, view.pin);

  for (let i = 0; i < rects.length; i++) {
    const r = rects[i];
    if (!r) continue;
    const dark = (r.file + r.rank) % 2 === 0;
    fillSquare(ctx, r, dark ? (r.alt ? colors.darkAlt : colors.dark) : (r.alt ? colors.lightAlt : colors.light));
  }
  if (!deco.bigSquares) {
    // Outline each board.
    ctx.strokeStyle = colors.frame;
    ctx.lineWidth = 2;
    for (const region of deco.regions) outline(ctx, rects, (r) => r.region === region);
  }

  const mark = (list, color) => {
    for (const p of list || []) {
      for (const idx of [p.from, p.to]) if (idx >= 0 && rects[idx]) fillSquare(ctx, rects[idx], color);
    }
  };
  mark(view.lastParts, colors.last);
  mark(view.currentParts, colors.current);
  if (view.premove) mark([view.premove], colors.premove);
  if (view.selected >= 0 && rects[view.selected]) fillSquare(ctx, rects[view.selected], colors.selected);
  if (view.hover >= 0 && rects[view.hover]) fillSquare(ctx, rects[view.hover], colors.hover);

  if (view.check >= 0 && rects[view.check]) {
    const r = rects[view.check];
    const g = ctx.createRadialGradient(r.x + r.s / 2, r.y + r.s / 2, r.s * 0.1, r.x + r.s / 2, r.y + r.s / 2, r.s * 0.7);
    g.addColorStop(0, colors.check);
    g.addColorStop(1, 'transparent');
    ctx.fillStyle = g;
    ctx.fillRect(r.x, r.y, r.s, r.s);
  }

  if (view.movable) {
    // A corner mark on each piece that can make the next part of the turn.
    ctx.fillStyle = colors.current;
    for (const idx of view.movable) {
      const r = rects[idx];
      if (!r) continue;
      ctx.beginPath();
      ctx.moveTo(r.x, r.y);
      ctx.lineTo(r.x + r.s * 0.3, r.y);
      ctx.lineTo(r.x, r.y + r.s * 0.3);
      ctx.closePath();
      ctx.fill();
    }
  }

  if (view.hold) drawHold(ctx, layout, view.hold, colors);

  // Pieces.
  for (let i = 0; i < rects.length; i++) {
    const r = rects[i];
    const p = view.board[i];
    if (!r || !p) continue;
    if (view.drag && view.drag.index === i && view.drag.moved) {
      ctx.globalAlpha = 0.35;
      drawPiece(ctx, p, r.x, r.y, r.s, view.pieces, view.pieceStyle);
      ctx.globalAlpha = 1;
      continue;
    }
    drawPiece(ctx, p, r.x, r.y, r.s, view.pieces, view.pieceStyle);
  }

  // Legal destinations: a dot on empty squares, a ring on occupied ones.
  if (view.targets) {
    for (const [idx] of view.targets) {
      const r = rects[idx];
      if (!r) continue;
      ctx.fillStyle = colors.target;
      ctx.strokeStyle = colors.target;
      if (view.board[idx]) {
        ctx.lineWidth = Math.max(2, r.s * 0.08);
        ctx.beginPath();
        ctx.arc(r.x + r.s / 2, r.y + r.s / 2, r.s * 0.44, 0, Math.PI * 2);
        ctx.stroke();
      } else {
        ctx.beginPath();
        ctx.arc(r.x + r.s / 2, r.y + r.s / 2, Math.max(3, r.s * 0.15), 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }

  // Boards side by side: leaps to the other board are drawn as arcs, so the
  // jump across the join (or around the wrap) can be followed.
  if (deco.join && view.selected >= 0 && view.targets && rects[view.selected]) {
    const from = rects[view.selected];
    const side = (r) => r.region;
    ctx.save();
    ctx.strokeStyle = colors.target;
    ctx.lineWidth = Math.max(1.5, from.s * 0.05);
    ctx.setLineDash([from.s * 0.12, from.s * 0.08]);
    for (const [idx] of view.targets) {
      const to = rects[idx];
      if (!to || side(to) === side(from)) continue;
      const x0 = from.x + from.s / 2;
      const y0 = from.y + from.s / 2;
      const x1 = to.x + to.s / 2;
      const y1 = to.y + to.s / 2;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.quadraticCurveTo((x0 + x1) / 2, Math.min(y0, y1) - from.s * 1.2, x1, y1);
      ctx.stroke();
    }
    ctx.restore();
  }

  drawGhosts(ctx, layout, view.ghosts, view.pieces, view.pieceStyle);
  drawLost(ctx, layout, view.lost, colors);
  drawCircles(ctx, layout, view.circles, colors);
  drawProblems(ctx, layout, view.problems, colors);
  drawArrows(ctx, layout, view.arrows, colors);
  drawCursor(ctx, layout, view.cursor, colors);
  drawLabels(ctx, layout, colors, view.pin);

  // The dragged piece follows the pointer; under a finger it is lifted,
  // larger and above the fingertip, so it can be seen.
  const dragged = view.drag?.moved && (view.drag.letter || view.board[view.drag.index]);
  if (dragged) {
    const touch = view.drag.touch;
    const s = layout.s * (touch ? 1.7 : 1.1);
    const lift = touch ? s * 0.75 : 0;
    drawPiece(ctx, dragged, view.drag.x - s / 2, view.drag.y - s / 2 - lift, s, view.pieces, view.pieceStyle);
  }
}

/**
 * File letters and rank numbers. On a zoomed board that scrolls, they stay
 * at the visible left and bottom edges (over a strip of the background).
 */
function drawLabels(ctx, layout, colors, pin) {
  if (!layout.labels.length) return;
  const m = layout.margin;
  let dx = 0;
  let fileY = null;
  // The pinned strips' inner edges: a rank's number under the files' strip, or
  // a file's letter under the ranks' strip, is not drawn (it would stray into the other row).
  let filesTop = Infinity;
  let ranksRight = -Infinity;
  if (pin && !layout.labels[0].inside) {
    dx = Math.max(0, pin.left);
    const naturalY = layout.labels.find((l) => l.file)?.y ?? 0;
    fileY = Math.min(naturalY, pin.bottom - m * 0.45);
    ctx.fillStyle = colors.strip;
    if (dx > 0) {
      ctx.fillRect(dx, 0, m, layout.height);
      ranksRight = dx + m;
    }
    if (fileY < naturalY) {
      ctx.fillRect(Math.max(0, pin.left), fileY - m * 0.55, pin.right - pin.left, m);
      filesTop = fileY - m * 0.55;
    }
  }
  ctx.fillStyle = colors.label;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const l of layout.labels) {
    ctx.font = `${l.font}px system-ui, sans-serif`;
    if (l.inside) {
      // On the square, in the other square colour; it scrolls with its square.
      ctx.save();
      ctx.fillStyle = l.onDark ? colors.light : colors.dark;
      ctx.textAlign = l.inside;
      ctx.fillText(l.text, l.x, l.y);
      ctx.restore();
    } else if (l.file) {
      if (l.x - l.font * 0.35 >= ranksRight) ctx.fillText(l.text, l.x, fileY ?? l.y);
    } else if (l.y + l.font * 0.4 <= filesTop) ctx.fillText(l.text, l.x + dx, l.y);
  }
}

function outline(ctx, rects, pick) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const r of rects) {
    if (!r || !pick(r)) continue;
    x0 = Math.min(x0, r.x);
    y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.s);
    y1 = Math.max(y1, r.y + r.s);
  }
  if (x0 < x1) ctx.strokeRect(x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2);
}

/** Boards side by side: the join between them, and the wrap of leaps from the last file to the first. */
function drawJoin(ctx, layout, colors, pin) {
  const { join, wrap, s } = layout.deco;
  const mid = (join.x0 + join.x1) / 2;
  ctx.save();
  // Chain links across the gap: leaps go straight across.
  ctx.strokeStyle = colors.join;
  ctx.lineWidth = Math.max(1.5, s * 0.05);
  ctx.setLineDash([s * 0.12, s * 0.1]);
  for (const y of join.rows) {
    ctx.beginPath();
    ctx.moveTo(join.x0 + 3, y);
    ctx.lineTo(join.x1 - 3, y);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.fillStyle = colors.joinText;
  ctx.font = `${Math.max(9, Math.round(s * 0.26))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.save();
  ctx.translate(mid, join.y0 + (join.y1 - join.y0) / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.fillStyle = colors.joinBack;
  const text = join.label;
  const tw = ctx.measureText(text).width;
  ctx.fillRect(-tw / 2 - 4, -s * 0.18, tw + 8, s * 0.36);
  ctx.fillStyle = colors.joinText;
  ctx.fillText(text, 0, 0);
  ctx.restore();

  if (!wrap) {
    ctx.restore();
    return;
  }
  // Wrap-around: the last file is next to the first for leaps.
  ctx.strokeStyle = colors.join;
  ctx.setLineDash([s * 0.12, s * 0.1]);
  ctx.beginPath();
  ctx.moveTo(wrap.xo, wrap.y - s * 0.3);
  ctx.lineTo(wrap.xo, wrap.y);
  ctx.lineTo(wrap.xa, wrap.y);
  ctx.lineTo(wrap.xa, wrap.y - s * 0.3);
  ctx.stroke();
  ctx.setLineDash([]);
  const label = wrap.label;
  const lw = ctx.measureText(label).width;
  let cx = (wrap.xa + wrap.xo) / 2;
  // On a zoomed board the label stays whole inside the part in view.
  if (pin) cx = Math.max(Math.min(cx, pin.right - lw / 2 - 8), pin.left + layout.margin + lw / 2 + 8);
  ctx.fillStyle = colors.joinBack;
  ctx.fillRect(cx - lw / 2 - 6, wrap.y - s * 0.18, lw + 12, s * 0.36);
  ctx.fillStyle = colors.joinText;
  ctx.fillText(label, cx, wrap.y);
  ctx.restore();
}

/** A King Hold: outline the held king and, when held to its Big square, that square. */
function drawHold(ctx, layout, hold, colors) {
  const r = layout.rects[hold.king];
  if (!r) return;
  ctx.save();
  ctx.strokeStyle = colors.hold;
  ctx.lineWidth = Math.max(2, r.s * 0.1);
  ctx.setLineDash([r.s * 0.15, r.s * 0.1]);
  ctx.strokeRect(r.x + 2, r.y + 2, r.s - 4, r.s - 4);
  ctx.setLineDash([]);
  if (hold.big && layout.deco.bigSquares) {
    for (const b of layout.deco.bigSquares) {
      const inside = r.x >= b.x && r.x < b.x + b.w && r.y >= b.y && r.y < b.y + b.h;
      if (inside) {
        ctx.lineWidth = 3;
        ctx.strokeRect(b.x - 2, b.y - 2, b.w + 4, b.h + 4);
      }
    }
  }
  // A small lock badge.
  const bx = r.x + r.s * 0.78;
  const by = r.y + r.s * 0.2;
  ctx.fillStyle = colors.hold;
  ctx.beginPath();
  ctx.arc(bx, by, r.s * 0.17, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(r.s * 0.2)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(hold.big ? 'H' : 'h', bx, by + 1);
  ctx.restore();
}
