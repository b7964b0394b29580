// A piece's moves drawn on a small empty board around it (a legend): dots
// where it moves, rings where it captures, lines along what it rides, a
// cross where it lands after jumping a piece, an open dot for a first move
// only. It draws the rules' reach (Game.pieceReach) and knows no piece.

import { drawPiece, squareCanvas } from './pieces.js';

const MOVES = 1;
const CAPTURES = 2;
const INITIAL = 4;
const HOP = 8;

const LIGHT = '#ece6d8';
const DARK = '#d2c8b4';
const INK = '#1f5fa8';
// The piece's own square.
const HOME = '#f2d27c';

/**
 * Where a piece of a game reaches on an empty board: {radius, rides: [{dx,
 * dy, range}], marks} read from the rules' numbers (their pieceReach, see
 * crates/wasm/src/editor.rs; the setup editor's module has it, loadEditor),
 * or null for a letter the game lacks. Read here, not in the rules' loader:
 * a board that only shows a game never draws a legend.
 */
export function pieceReach(rules, variant, optionsJson, letter) {
  const n = rules.pieceReach(variant, optionsJson, letter);
  if (!n) return null;
  const rides = [];
  for (let i = 0; i < n[1]; i++) rides.push({ dx: n[2 + 3 * i], dy: n[3 + 3 * i], range: n[4 + 3 * i] });
  return { radius: n[0], rides, marks: [...n.subarray(2 + 3 * n[1])] };
}

/**
 * A canvas of `letter`'s reach (`reach`: {radius, marks, rides}, as White
 * sees it) about `size` CSS pixels wide, the piece in the middle (a Black
 * piece's, lower case, turned over); `pieces`: its game's (piecesOf), for
 * the piece's picture.
 */
export function reachCanvas(doc, letter, reach, size = 112, pieces) {
  const side = 2 * reach.radius + 1;
  const cell = Math.max(8, Math.floor(size / side));
  const width = cell * side;
  const c = squareCanvas(doc, width);
  c.className = 'reach';
  const ctx = c.getContext('2d');
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      ctx.fillStyle = row === reach.radius && col === reach.radius ? HOME : (row + col) % 2 ? DARK : LIGHT;
      ctx.fillRect(col * cell, row * cell, cell, cell);
    }
  }
  // Black's pieces go the other way: the window turned over (forward is down).
  const black = letter !== letter.toUpperCase();
  const centre = (col, row) => [(col + 0.5) * cell, ((black ? side - 1 - row : row) + 0.5) * cell];
  const [mx, my] = centre(reach.radius, reach.radius);
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineCap = 'round';
  // Rides first, under the marks: from the piece to the ride's end or the window's edge.
  ctx.lineWidth = Math.max(1, cell * 0.1);
  ctx.globalAlpha = 0.55;
  for (const { dx, dy, range } of reach.rides) {
    let k = 1;
    while ((range === 0 || k < range) && Math.abs(dx * (k + 1)) <= reach.radius && Math.abs(dy * (k + 1)) <= reach.radius) k++;
    ctx.beginPath();
    ctx.moveTo(mx, my);
    ctx.lineTo(mx + dx * k * cell, my - (black ? -dy : dy) * k * cell);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  reach.marks.forEach((mark, i) => {
    if (!mark) return;
    const [x, y] = centre(i % side, Math.floor(i / side));
    if (mark & HOP) {
      const d = cell * 0.2;
      ctx.lineWidth = Math.max(1.2, cell * 0.1);
      ctx.beginPath();
      ctx.moveTo(x - d, y - d);
      ctx.lineTo(x + d, y + d);
      ctx.moveTo(x + d, y - d);
      ctx.lineTo(x - d, y + d);
      ctx.stroke();
    }
    if (mark & (MOVES | INITIAL)) {
      ctx.lineWidth = Math.max(1.2, cell * 0.07);
      ctx.beginPath();
      ctx.arc(x, y, cell * 0.17, 0, Math.PI * 2);
      if (mark & MOVES) ctx.fill();
      else ctx.stroke();
    }
    if (mark & CAPTURES) {
      ctx.lineWidth = Math.max(1.2, cell * 0.09);
      ctx.beginPath();
      ctx.arc(x, y, cell * 0.33, 0, Math.PI * 2);
      ctx.stroke();
    }
  });
  drawPiece(ctx, letter, reach.radius * cell, reach.radius * cell, cell, pieces);
  return c;
}
