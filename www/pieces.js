// Piece pictures. Uses the project's art (www/art/pieces.js: pieceImage(letter,
// color) → Promise<HTMLImageElement>) when it exists, and draws a labelled
// disc otherwise, so the board never waits for or depends on the art.

const artModules = import.meta.glob('./art/pieces.js');
const artLoader = artModules['./art/pieces.js'];

let art = null;
const images = new Map(); // "K" / "k" → HTMLImageElement | 'pending' | 'none'
let onLoaded = () => {};

export const PIECE_NAMES = {
  K: 'King', Q: 'Queen', R: 'Rook', B: 'Bishop', N: 'Knight', P: 'Pawn',
  C: 'Cardinal', M: 'Marshall', G: 'Guard', W: 'Wazir', F: 'Ferz', Y: 'Berolina pawn',
  L: 'Camel', X: 'Pawn of Camel', S: 'Sliding General', H: 'Hero', A: 'Shaman', E: 'War Elephant',
};

const GLYPH = { K: '♚', Q: '♛', R: '♜', B: '♝', N: '♞', P: '♟' };

/** Starts loading the art module (if any); calls redraw when images arrive. */
export async function initPieces(redraw) {
  onLoaded = redraw;
  if (!artLoader) return;
  try {
    art = await artLoader();
  } catch (e) {
    console.warn('piece art not loaded', e);
    art = null;
  }
  onLoaded();
}

function imageFor(letter) {
  if (!art || typeof art.pieceImage !== 'function') return null;
  const got = images.get(letter);
  if (got === 'pending' || got === 'none') return null;
  if (got) return got;
  images.set(letter, 'pending');
  const color = letter === letter.toUpperCase() ? 'white' : 'black';
  Promise.resolve()
    .then(() => art.pieceImage(letter.toUpperCase(), color))
    .then((img) => {
      images.set(letter, img || 'none');
      onLoaded();
    })
    .catch(() => images.set(letter, 'none'));
  return null;
}

/** Loads the pictures of the given letters (bounded wait), before a first draw. */
export async function preloadPieces(letters, maxMs = 400) {
  if (artLoader && !art) {
    try {
      art = await artLoader();
    } catch {
      art = null;
    }
  }
  if (!art) return;
  const wanted = [...new Set(letters.filter(Boolean))];
  const loads = wanted.map((l) => {
    imageFor(l);
    const color = l === l.toUpperCase() ? 'white' : 'black';
    return Promise.resolve(art.pieceImage(l.toUpperCase(), color)).then((img) => images.set(l, img)).catch(() => {});
  });
  await Promise.race([Promise.all(loads), new Promise((r) => setTimeout(r, maxMs))]);
}

/** Draws the piece letter (upper case = white) centred in a box of size s. */
export function drawPiece(ctx, letter, x, y, s) {
  const img = imageFor(letter);
  if (img) {
    ctx.drawImage(img, x + s * 0.04, y + s * 0.04, s * 0.92, s * 0.92);
    return;
  }
  const white = letter === letter.toUpperCase();
  const up = letter.toUpperCase();
  const cx = x + s / 2;
  const cy = y + s / 2;
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (GLYPH[up]) {
    ctx.font = `${Math.round(s * 0.8)}px "DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols2", serif`;
    ctx.lineWidth = Math.max(1, s * 0.05);
    ctx.strokeStyle = white ? '#222' : '#eee';
    ctx.fillStyle = white ? '#fff' : '#1b1b1b';
    ctx.strokeText(GLYPH[up], cx, cy + s * 0.04);
    ctx.fillText(GLYPH[up], cx, cy + s * 0.04);
  } else {
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.36, 0, Math.PI * 2);
    ctx.fillStyle = white ? '#fbfbf6' : '#222';
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.05);
    ctx.strokeStyle = white ? '#222' : '#ddd';
    ctx.stroke();
    ctx.fillStyle = white ? '#111' : '#f4f4f4';
    ctx.font = `bold ${Math.round(s * 0.42)}px system-ui, sans-serif`;
    ctx.fillText(up, cx, cy + s * 0.02);
  }
  ctx.restore();
}

/** A standalone picture of a piece, for the piece guide and the promotion chooser. */
export function pieceCanvas(letter, size = 48) {
  const c = document.createElement('canvas');
  const dpr = window.devicePixelRatio || 1;
  c.width = size * dpr;
  c.height = size * dpr;
  c.style.width = `${size}px`;
  c.style.height = `${size}px`;
  const ctx = c.getContext('2d');
  ctx.scale(dpr, dpr);
  const paint = () => {
    ctx.clearRect(0, 0, size, size);
    drawPiece(ctx, letter, 0, 0, size);
  };
  paint();
  if (art) setTimeout(paint, 300);
  return c;
}
