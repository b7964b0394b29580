// A piece the art has no picture for (one a definition invents, with no
// pieceArt): its letter on the art's medallion (letter-piece.json: the body,
// then where the letter is centred and its font size, in the 100×100 box),
// as crates/diagram draws it (art.rs, svg.rs; www/art/README.md says why).
// Only games written as text have such pieces: loaded with their
// definitions (board/definitions.js), so a page of built-in games never
// downloads it.

import DATA from './letter-piece.json' with { type: 'json' };
import { paintItems } from './pieces.js';

/** Draws the piece `letter` (upper case) of side `color` in the box (x, y, size). */
export function drawLetterPiece(ctx, letter, color, x, y, size) {
  const [lx, ly, font] = DATA.letter;
  paintItems(ctx, DATA.art, color, x, y, size, (c) => {
    ctx.fillStyle = c.detail;
    ctx.font = `bold ${font}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(letter, lx, ly);
  });
}
