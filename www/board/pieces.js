// Piece pictures: the project's art (www/art/pieces.js), painted straight
// onto the canvas; a letter the art does not know as that letter on the
// art's medallion (art/letter-piece.js, which comes with the definitions that
// invent such pieces: useLetterPieces), else on a disc (the 'letters' style). The
// pieces' names are the rules' (pieceName, from the rules module).

import { drawPieceArt, hasArt } from '../art/pieces.js';

export { pieceName } from '../core/rules.js';

/** Draws a piece with no picture (art/letter-piece.js' drawLetterPiece), once loaded. */
let drawLetterPiece = null;
export const useLetterPieces = (draw) => (drawLetterPiece = draw);

/**
 * The picture that draws a piece of a game whose pieces are given (piecesOf):
 * the built-in art of the kind it moves as, or null (its letter on the medallion).
 * Without them, the letter's own art (the built-in games' letters).
 */
function artOf(up, pieces) {
  const art = pieces ? pieces.get(up)?.art : up;
  return art && hasArt(art) ? art : null;
}

/**
 * Draws the piece letter (upper case = white) in the box (x, y, s); `pieces`:
 * its game's (piecesOf); `style` 'letters': every piece as its letter on a disc.
 */
export function drawPiece(ctx, letter, x, y, s, pieces, style) {
  const white = letter === letter.toUpperCase();
  const up = letter.toUpperCase();
  const art = style !== 'letters' && artOf(up, pieces);
  const draw = art ? drawPieceArt : style !== 'letters' && drawLetterPiece;
  if (draw) {
    draw(ctx, art || up, white ? 'white' : 'black', x + s * 0.04, y + s * 0.04, s * 0.92);
    return;
  }
  const cx = x + s / 2;
  const cy = y + s / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.36, 0, Math.PI * 2);
  ctx.fillStyle = white ? '#fbfbf6' : '#222';
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.05);
  ctx.strokeStyle = white ? '#222' : '#ddd';
  ctx.stroke();
  ctx.fillStyle = white ? '#111' : '#f4f4f4';
  ctx.font = `bold ${Math.round(s * 0.42)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(up, cx, cy + s * 0.02);
  ctx.restore();
}

/** A square canvas `size` CSS pixels wide, sharp on the screen's pixels; its 2D context counts CSS pixels. */
export function squareCanvas(doc, size) {
  const c = doc.createElement('canvas');
  const dpr = doc.defaultView?.devicePixelRatio || 1;
  c.width = size * dpr;
  c.height = size * dpr;
  c.style.width = `${size}px`;
  c.style.height = `${size}px`;
  c.getContext('2d').scale(dpr, dpr);
  return c;
}

/** A standalone picture of a piece (piece guide, promotion chooser). */
export function pieceCanvas(doc, letter, size = 48, pieces) {
  const c = squareCanvas(doc, size);
  drawPiece(c.getContext('2d'), letter, 0, 0, size, pieces);
  return c;
}
