// Where every square of a board goes on the canvas, in CSS pixels, drawn
// from the rules' geometry data alone (no game is named here).
//
// geometry (from the wasm Game): { width, height, files, ranks[], exists[],
// squareNames[], regions[], wrapLeaps, bigSquare }. Square index =
// rank * width + file, rank 0 being rank 1.
//
//   regions    the board each square belongs to: boards side by side are
//              drawn apart, with the join between them shown.
//   wrapLeaps  leaps wrap around the file axis: shown under the board.
//   bigSquare  the side of the Big squares (0: none): gaps cut the grid
//              into Big squares, every other one shaded.

/** The board (region) of a file: that of its first square that exists. */
function regionOfFile(geom, file) {
  for (let rank = 0; rank < geom.height; rank++) {
    const i = rank * geom.width + file;
    if (geom.exists[i]) return geom.regions[i];
  }
  return -1;
}

/** The file shown in screen column `col`. */
const fileAt = (geom, flip, col) => (flip ? geom.width - 1 - col : col);

/**
 * Gaps before each screen column and row, in fractions of a square: a wide
 * one where one board ends and the next begins, a narrow one between Big
 * squares.
 */
function gapUnits(geom, flip) {
  const cols = new Array(geom.width).fill(0);
  const rows = new Array(geom.height).fill(0);
  let split = -1;
  for (let c = 1; c < geom.width; c++) {
    if (regionOfFile(geom, fileAt(geom, flip, c)) !== regionOfFile(geom, fileAt(geom, flip, c - 1))) {
      cols[c] = 0.9;
      split = c;
    }
  }
  const b = geom.bigSquare;
  if (b) {
    for (let c = b; c < geom.width; c += b) cols[c] = Math.max(cols[c], 0.22);
    for (let r = b; r < geom.height; r += b) rows[r] = 0.22;
  }
  return { cols, rows, split };
}

/** Gap units as pixels for squares of side s (narrow gaps at least 3 px). */
const gapPixels = (units, s) => units.map((u) => (u === 0 ? 0 : u < 0.5 ? Math.max(3, Math.round(s * u)) : Math.round(s * u)));

/**
 * Computes the layout for a geometry in a box of availW × availH CSS pixels.
 * zoom > 1 makes squares larger than the box allows (the box then scrolls).
 * heightFloor: the height holds squares down to this size at the most (a
 * board in an article may be taller than its room, never wider).
 */
export function computeLayout(geom, availW, availH, { flip = false, zoom = 1, minSquare = 0, coordinates = true, heightFloor = 0 } = {}) {
  const w = geom.width;
  const h = geom.height;
  const units = gapUnits(geom, flip);
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  // Units: squares + margins + gaps as fractions of a square (and a strip
  // under the board where leaps wrap around).
  // (Coordinates 'inside' are drawn on the squares: no strip for them.)
  const outside = coordinates === true;
  const strip = outside ? 0.5 : 0.1;
  const extraW = strip + sum(units.cols);
  const extraH = strip + sum(units.rows) + (geom.wrapLeaps ? 0.7 : 0);
  // A few pixels for frames and rounding.
  const byWidth = Math.floor((availW - 12) / (w + extraW));
  const byHeight = Math.floor((availH - 8) / (h + extraH));
  let s = Math.min(byWidth, Math.max(byHeight, heightFloor));
  s = Math.max(s, 12);
  // Zoom enlarges the fitted squares, to at least minSquare (finger size).
  if (zoom !== 1 || minSquare) s = Math.max(Math.floor(s * zoom), minSquare);
  // The coordinates strip (a thin frame when coordinates are off).
  const margin = outside ? Math.max(14, Math.round(s * 0.45)) : 4;
  const cg = gapPixels(units.cols, s);
  const rg = gapPixels(units.rows, s);

  const colX = [];
  let x = margin;
  for (let c = 0; c < w; c++) {
    x += cg[c];
    colX.push(x);
    x += s;
  }
  const boardRight = x;
  // Rows from the top of the screen.
  const rowY = [];
  let y = 4;
  for (let r = 0; r < h; r++) {
    // Gaps between rank groups: screen row r shows rank (h-1-r) unflipped.
    y += rg[r];
    rowY.push(y);
    y += s;
  }
  const boardBottom = y;

  const b = geom.bigSquare;
  const rects = [];
  for (let i = 0; i < w * h; i++) {
    const file = i % w;
    const rank = Math.floor(i / w);
    if (!geom.exists[i]) {
      rects.push(null);
      continue;
    }
    const col = flip ? w - 1 - file : file;
    const row = flip ? rank : h - 1 - rank;
    // Every other Big square is shaded.
    const alt = b ? (Math.floor(file / b) + Math.floor(rank / b)) % 2 === 1 : false;
    rects.push({ x: colX[col], y: rowY[row], s, file, rank, region: geom.regions[i], alt });
  }

  const labels = outside ? coordinateLabels(geom, { colX, rowY, s, margin, boardBottom, flip }) : coordinates ? insideLabels(geom, rects, s) : [];

  let totalH = boardBottom + margin;
  const deco = { s, regions: [...new Set(rects.filter(Boolean).map((r) => r.region))] };
  if (units.split > 0) {
    // The join: the gap column between two boards, with the ranks on which
    // both boards have a square next to it.
    const split = units.split;
    const left = fileAt(geom, flip, split - 1);
    const right = fileAt(geom, flip, split);
    const rows = [];
    for (let rank = 0; rank < h; rank++) {
      if (geom.exists[rank * w + left] && geom.exists[rank * w + right]) rows.push(rowY[flip ? rank : h - 1 - rank] + s / 2);
    }
    const names = [geom.files[Math.min(left, right)], geom.files[Math.max(left, right)]];
    deco.join = { x0: colX[split - 1] + s, x1: colX[split], y0: rowY[0], y1: boardBottom, rows, label: `join: ${names.join(' <-> ')} (leaps only)` };
  }
  if (geom.wrapLeaps) {
    // Leaps go around from the last file back to the first.
    const first = geom.files[0];
    const last = geom.files[w - 1];
    deco.wrap = {
      xa: colX[flip ? w - 1 : 0] + s / 2,
      xo: colX[flip ? 0 : w - 1] + s / 2,
      y: boardBottom + margin + s * 0.3,
      label: `leaps wrap around: ${flip ? `${first} <-> ${last}` : `${last} <-> ${first}`}`,
    };
    totalH += Math.round(s * 0.7);
  }
  if (b) {
    deco.bigSquares = [];
    for (let bc = 0; bc < w / b; bc++) {
      for (let br = 0; br < h / b; br++) {
        const c0 = colX[bc * b];
        const r0 = rowY[br * b];
        deco.bigSquares.push({ x: c0, y: r0, w: colX[bc * b + b - 1] + s - c0, h: rowY[br * b + b - 1] + s - r0 });
      }
    }
  }

  return {
    width: Math.ceil(boardRight + 6),
    height: Math.ceil(totalH),
    s,
    margin,
    rects,
    labels,
    deco,
    flip,
  };
}

/** File letters under the board, rank numbers to its left. */
function coordinateLabels(geom, { colX, rowY, s, margin, boardBottom, flip }) {
  const labels = [];
  const fontPx = Math.max(10, Math.round(margin * 0.6));
  for (let file = 0; file < geom.width; file++) {
    const col = flip ? geom.width - 1 - file : file;
    labels.push({ text: geom.files[file], file: true, x: colX[col] + s / 2, y: boardBottom + margin * 0.55, font: fontPx });
  }
  for (let rank = 0; rank < geom.height; rank++) {
    const row = flip ? rank : geom.height - 1 - rank;
    labels.push({ text: geom.ranks[rank], x: margin * 0.5, y: rowY[row] + s / 2, font: fontPx });
  }
  return labels;
}

/**
 * Coordinates on the squares, as lichess draws them: each file's letter in
 * the corner of its lowest square on screen, each rank's number in its
 * leftmost square's (on boards with holes, the square that exists).
 */
function insideLabels(geom, rects, s) {
  const low = new Map();
  const left = new Map();
  for (const r of rects) {
    if (!r) continue;
    if (!(low.get(r.file)?.y >= r.y)) low.set(r.file, r);
    if (!(left.get(r.rank)?.x <= r.x)) left.set(r.rank, r);
  }
  const font = Math.max(8, Math.round(s * 0.22));
  const pad = Math.max(2, s * 0.06);
  const on = (r) => (r.file + r.rank) % 2 === 0; // on a dark square (draw.js's colouring)
  return [
    ...[...low.values()].map((r) => ({ text: geom.files[r.file], inside: 'right', onDark: on(r), x: r.x + r.s - pad, y: r.y + r.s - pad - font / 2, font })),
    ...[...left.values()].map((r) => ({ text: geom.ranks[r.rank], inside: 'left', onDark: on(r), x: r.x + pad, y: r.y + pad + font / 2, font })),
  ];
}

/** The square index under a point (CSS px relative to the canvas), or -1. */
export function hitTest(layout, x, y) {
  const { rects } = layout;
  for (let i = 0; i < rects.length; i++) {
    const r = rects[i];
    if (r && x >= r.x && x < r.x + r.s && y >= r.y && y < r.y + r.s) return i;
  }
  return -1;
}

/** Big/Little coordinates of a square on a board of Big squares (null on others), for the hover read-out. */
export function bigLittle(geom, index) {
  const b = geom.bigSquare;
  if (!b) return null;
  const file = index % geom.width;
  const rank = Math.floor(index / geom.width);
  const letter = (n, upper) => String.fromCharCode((upper ? 65 : 97) + n);
  return {
    big: `${letter(Math.floor(file / b), true)}${Math.floor(rank / b) + 1}`,
    little: `${letter(file % b, false)}${(rank % b) + 1}`,
  };
}
