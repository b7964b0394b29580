// Marks drawn over the pieces: numbered arrows for the parts of a turn, the
// planned piece of a Two-Prong half (a ghost), the beaten king, the
// keyboard cursor, the player's own circles and the squares a problem of a
// set-up position is about.

import { drawPiece } from './pieces.js';

const centre = (r) => [r.x + r.s / 2, r.y + r.s / 2];

/** Arrows from square to square, numbered by part ("1", "2") when n > 0. */
export function drawArrows(ctx, layout, arrows, colors) {
  if (!arrows || !arrows.length) return;
  const { rects, s } = layout;
  const color = { last: colors.arrowLast, current: colors.arrow, user: colors.user, hint: colors.suggest, best: colors.suggest, premove: colors.premoveArrow };
  for (const a of arrows) {
    const from = rects[a.from];
    const to = rects[a.to];
    if (!from || !to || a.from === a.to) continue;
    const [cx0, cy0] = centre(from);
    const [cx1, cy1] = centre(to);
    const len = Math.hypot(cx1 - cx0, cy1 - cy0);
    const ux = (cx1 - cx0) / len;
    const uy = (cy1 - cy0) / len;
    // A part with its reverse among the arrows (Marseillais Bb2,Bc1) is
    // moved off the centre line, to its right, so the two stay apart.
    const side = arrows.some((b) => b.from === a.to && b.to === a.from) ? s * 0.16 : 0;
    const [x0, y0] = [cx0 - uy * side, cy0 + ux * side];
    // The tip stops at the edge of the piece's picture (4 % inside its
    // square), so the head never covers the piece; a one-square arrow keeps
    // a shaft of half a square. (crates/diagram/src/svg.rs draws the same.)
    const edge = (s * 0.46) / Math.max(Math.abs(ux), Math.abs(uy));
    const x1 = cx1 - uy * side - ux * edge;
    const y1 = cy1 + ux * side - uy * edge;
    const head = Math.min(Math.max(8, s * 0.3), len - edge);
    const width = Math.max(3, s * 0.13);
    const start = a.n ? 0 : s * 0.1;
    const sx = x0 + ux * start;
    const sy = y0 + uy * start;
    const ex = x1 - ux * head * 0.6;
    const ey = y1 - uy * head * 0.6;
    ctx.save();
    ctx.strokeStyle = color[a.kind] || colors.arrow;
    ctx.fillStyle = ctx.strokeStyle;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    // A premove's arrow is dashed: a move not made yet.
    if (a.kind === 'premove') ctx.setLineDash([width * 1.6, width * 1.4]);
    ctx.beginPath();
    ctx.moveTo(sx, sy);
    ctx.lineTo(ex, ey);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x1 - ux * head - uy * head * 0.6, y1 - uy * head + ux * head * 0.6);
    ctx.lineTo(x1 - ux * head + uy * head * 0.6, y1 - uy * head - ux * head * 0.6);
    ctx.closePath();
    ctx.fill();
    // The numbered disc sits behind the shaft's start, not on the shaft,
    // which it hid at small sizes (crates/diagram/src/svg.rs, the same).
    const r = Math.max(7, s * 0.2);
    if (a.n) badge(ctx, sx - ux * r, sy - uy * r, String(a.n), r, ctx.fillStyle);
    ctx.restore();
  }
}

function badge(ctx, x, y, text, radius, fill) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(radius * 1.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}

/** A Two-Prong half planned but judged from the turn's start: its piece shown faintly where it goes. */
export function drawGhosts(ctx, layout, ghosts, pieces, style) {
  if (!ghosts) return;
  for (const g of ghosts) {
    const r = layout.rects[g.index];
    if (!r) continue;
    ctx.save();
    ctx.globalAlpha = 0.5;
    drawPiece(ctx, g.letter, r.x, r.y, r.s, pieces, style);
    ctx.restore();
  }
}

/** Strokes `draw(r)` on each square of `squares` that is drawn, in `color`, lines `width` of a square wide. */
function strokeSquares(ctx, layout, squares, color, width, draw) {
  for (const i of squares || []) {
    const r = layout.rects[i];
    if (!r) continue;
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(2, r.s * width);
    draw(r);
    ctx.restore();
  }
}

/** A ring around a square's centre, `k` of the square wide. */
function ring(ctx, r, k) {
  const [cx, cy] = centre(r);
  ctx.beginPath();
  ctx.arc(cx, cy, r.s * k, 0, Math.PI * 2);
  ctx.stroke();
}

/** The beaten side's king: a red ring and cross. */
export function drawLost(ctx, layout, lost, colors) {
  strokeSquares(ctx, layout, lost, colors.lost, 0.08, (r) => {
    ring(ctx, r, 0.44);
    const d = r.s * 0.16;
    const bx = r.x + r.s * 0.8;
    const by = r.y + r.s * 0.2;
    ctx.beginPath();
    ctx.moveTo(bx - d / 2, by - d / 2);
    ctx.lineTo(bx + d / 2, by + d / 2);
    ctx.moveTo(bx + d / 2, by - d / 2);
    ctx.lineTo(bx - d / 2, by + d / 2);
    ctx.stroke();
  });
}

/** The keyboard's square: a bold dashed frame. */
export function drawCursor(ctx, layout, cursor, colors) {
  const r = cursor >= 0 ? layout.rects[cursor] : null;
  if (!r) return;
  ctx.save();
  ctx.strokeStyle = colors.cursor;
  ctx.lineWidth = Math.max(2, r.s * 0.08);
  ctx.setLineDash([r.s * 0.18, r.s * 0.1]);
  ctx.strokeRect(r.x + ctx.lineWidth / 2, r.y + ctx.lineWidth / 2, r.s - ctx.lineWidth, r.s - ctx.lineWidth);
  ctx.restore();
}

/** Squares a problem of the position is about (the setup editor): a red frame with a "!". */
export function drawProblems(ctx, layout, squares, colors) {
  strokeSquares(ctx, layout, squares, colors.lost, 0.09, (r) => {
    ctx.strokeRect(r.x + ctx.lineWidth / 2, r.y + ctx.lineWidth / 2, r.s - ctx.lineWidth, r.s - ctx.lineWidth);
    badge(ctx, r.x + r.s * 0.2, r.y + r.s * 0.2, '!', Math.max(6, r.s * 0.16), colors.lost);
  });
}

/** The player's own marks on squares (right-click or long press). */
export function drawCircles(ctx, layout, circles, colors) {
  strokeSquares(ctx, layout, circles, colors.user, 0.09, (r) => ring(ctx, r, 0.42));
}
