// Piece art for twofold. Original artwork drawn for this project as plain SVG.
// Every piece lives in a 100x100 box and stands on the same plinth (y 82..92).

// The art's one source is pieces.json (read by this module and, for the
// command line's diagrams, by crates/diagram): per letter a list of
// ['o', path] (outlined body), ['l', path] (detail line), ['f', path] (detail
// fill) or ['g', transform, scale, items] (a group), drawn in order.
import DATA from './pieces.json' with { type: 'json' };

export const PIECE_KINDS = DATA.kinds.map(([letter, name]) => ({ letter, name }));

const COLORS = DATA.colors;
const ART = DATA.art;

function render(items, c, k) {
  let s = '';
  for (const it of items) {
    const [t, d] = it;
    if (t === 'g') {
      s += `<g transform="${d}">${render(it[3], c, k * it[2])}</g>`;
    } else if (t === 'o') {
      s += `<path d="${d}" fill="${c.fill}" stroke="${c.line}" stroke-width="${+(4 / k).toFixed(2)}"/>`;
    } else if (t === 'l') {
      s += `<path d="${d}" fill="none" stroke="${c.detail}" stroke-width="${+(5 / k).toFixed(2)}"/>`;
    } else {
      s += `<path d="${d}" fill="${c.detail}"/>`;
    }
  }
  return s;
}

function svg(letter, color, size) {
  const art = ART[letter];
  if (!art) throw new Error(`pieceSvg: unknown piece letter "${letter}"`);
  const c = COLORS[color];
  if (!c) throw new Error(`pieceSvg: unknown colour "${color}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}"` +
    ` stroke-linejoin="round" stroke-linecap="round">${render(art, c, 1)}</svg>`;
}

/** Standalone SVG markup for a piece; scales to its container. */
export const pieceSvg = (letter, color) => svg(letter, color, '100%');

// Canvas drawing straight from the path data: no images to load, so a board
// draws its pieces on the first frame and nothing depends on what a host's
// Content-Security-Policy allows for images.
const paths = new Map(); // path data → Path2D

function path2d(d) {
  let p = paths.get(d);
  if (!p) {
    p = new Path2D(d);
    paths.set(d, p);
  }
  return p;
}

/** Applies the transforms the art uses: translate(x y), scale(k), rotate(a cx cy). */
function applyTransform(ctx, text) {
  for (const [, fn, args] of text.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const n = args.trim().split(/[\s,]+/).map(Number);
    if (fn === 'translate') ctx.translate(n[0], n[1] || 0);
    else if (fn === 'scale') ctx.scale(n[0], n[1] ?? n[0]);
    else if (fn === 'rotate') {
      const [a, cx = 0, cy = 0] = n;
      ctx.translate(cx, cy);
      ctx.rotate((a * Math.PI) / 180);
      ctx.translate(-cx, -cy);
    }
  }
}

function paint(ctx, items, c, k) {
  for (const it of items) {
    const [t, d] = it;
    if (t === 'g') {
      ctx.save();
      applyTransform(ctx, d);
      paint(ctx, it[3], c, k * it[2]);
      ctx.restore();
    } else if (t === 'o') {
      const p = path2d(d);
      ctx.fillStyle = c.fill;
      ctx.fill(p);
      ctx.strokeStyle = c.line;
      ctx.lineWidth = 4 / k;
      ctx.stroke(p);
    } else if (t === 'l') {
      ctx.strokeStyle = c.detail;
      ctx.lineWidth = 5 / k;
      ctx.stroke(path2d(d));
    } else {
      ctx.fillStyle = c.detail;
      ctx.fill(path2d(d));
    }
  }
}

/** True when the art has a picture for this piece letter (upper case). */
export const hasArt = (letter) => Object.prototype.hasOwnProperty.call(ART, letter);

/**
 * Paints art `items` (pieces.json's form) in the box (x, y, size) in a
 * side's colours ('white' or 'black'), then `more(colors)` in the box's
 * 100×100 units (art/letter-piece.js writes its letter so).
 */
export function paintItems(ctx, items, color, x, y, size, more) {
  const c = COLORS[color];
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  paint(ctx, items, c, 1);
  more?.(c);
  ctx.restore();
}

/** Draws a piece into the box (x, y, size) of a canvas context. */
export function drawPieceArt(ctx, letter, color, x, y, size) {
  const art = ART[letter];
  if (!art || !COLORS[color]) throw new Error(`drawPieceArt: unknown piece ${letter} ${color}`);
  paintItems(ctx, art, color, x, y, size);
}
