// Where every square of a board goes on the canvas, in CSS pixels.
//
// geometry (from the wasm Game): { width, height, files, exists[], squareNames[],
// layout: "plain" | "dual" | "two-boards" }. Square index = rank * width + file,
// rank 0 being rank 1.
//
// Layouts:
//   plain       one grid (8×8, 8×16).
//   dual        Dual Chess: files a–h are the main board, j–o the secondary
//               board, drawn side by side with a gap that shows the join.
//   two-boards  16×16 grid cut into 4×4 Big squares by gaps.

/** Pixel gaps inserted before a column (screen order), for the layout. */
function columnGaps(geom, flip, s) {
  const gaps = new Array(geom.width).fill(0);
  if (geom.layout === 'dual') {
    // Main board has 8 files; the join sits between h and j.
    const split = flip ? geom.width - 8 : 8;
    gaps[split] = Math.round(s * 0.9);
  } else if (geom.layout === 'two-boards') {
    for (let c = 4; c < geom.width; c += 4) gaps[c] = Math.max(3, Math.round(s * 0.22));
  }
  return gaps;
}

function rowGaps(geom, s) {
  const gaps = new Array(geom.height).fill(0);
  if (geom.layout === 'two-boards') {
    for (let r = 4; r < geom.height; r += 4) gaps[r] = Math.max(3, Math.round(s * 0.22));
  }
  return gaps;
}

/**
 * Computes the layout for a geometry in a box of availW × availH CSS pixels.
 * zoom > 1 makes squares larger than the box allows (the box then scrolls).
 */
export function computeLayout(geom, availW, availH, { flip = false, zoom = 1, minSquare = 0, coordinates = true } = {}) {
  const w = geom.width;
  const h = geom.height;
  // Units: squares + margins + gaps as fractions of a square.
  const strip = coordinates ? 0.5 : 0.1;
  const extraW = strip + (geom.layout === 'dual' ? 0.9 : 0) + (geom.layout === 'two-boards' ? 0.66 : 0);
  const extraH = strip + (geom.layout === 'dual' ? 0.7 : 0) + (geom.layout === 'two-boards' ? 0.66 : 0);
  // A few pixels for frames and rounding.
  let s = Math.floor(Math.min((availW - 12) / (w + extraW), (availH - 8) / (h + extraH)));
  s = Math.max(s, 12);
  // Zoom enlarges the fitted squares, to at least minSquare (finger size).
  if (zoom !== 1) s = Math.max(Math.floor(s * zoom), minSquare);
  // The coordinates strip (a thin frame when coordinates are off).
  const margin = coordinates ? Math.max(14, Math.round(s * 0.45)) : 4;
  const cg = columnGaps(geom, flip, s);
  const rg = rowGaps(geom, s);

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
    rects.push({ x: colX[col], y: rowY[row], s, file, rank });
  }

  const labels = coordinates ? coordinateLabels(geom, { colX, rowY, s, margin, boardBottom, flip }) : [];

  let totalH = boardBottom + margin;
  const deco = { layout: geom.layout, s };
  if (geom.layout === 'dual') {
    // The join: the gap column between the two boards, plus the wrap from
    // the far edge of the secondary board back to file a (leaps only).
    const split = flip ? w - 8 : 8;
    // Ranks on which both boards have a square next to the join.
    const rows = [];
    for (let rank = 0; rank < h; rank++) {
      if (geom.exists[rank * w + 7] && geom.exists[rank * w + 8]) rows.push(rowY[flip ? rank : h - 1 - rank] + s / 2);
    }
    deco.join = { x0: colX[split - 1] + s, x1: colX[split], y0: rowY[0], y1: boardBottom, rows };
    const aCol = flip ? w - 1 : 0;
    const oCol = flip ? 0 : w - 1;
    deco.wrap = {
      xa: colX[aCol] + s / 2,
      xo: colX[oCol] + s / 2,
      y: boardBottom + margin + s * 0.3,
    };
    totalH += Math.round(s * 0.7);
  }
  if (geom.layout === 'two-boards') {
    deco.bigSquares = [];
    for (let bc = 0; bc < w / 4; bc++) {
      for (let br = 0; br < h / 4; br++) {
        const c0 = colX[bc * 4];
        const r0 = rowY[br * 4];
        deco.bigSquares.push({ x: c0, y: r0, w: colX[bc * 4 + 3] + s - c0, h: rowY[br * 4 + 3] + s - r0, parity: (bc + br) % 2 });
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
    labels.push({ text: geom.files[file], x: colX[col] + s / 2, y: boardBottom + margin * 0.55, font: fontPx });
  }
  for (let rank = 0; rank < geom.height; rank++) {
    const row = flip ? rank : geom.height - 1 - rank;
    labels.push({ text: String(rank + 1), x: margin * 0.5, y: rowY[row] + s / 2, font: fontPx });
  }
  return labels;
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

/** Big/Little coordinates of a Two Boards square, for the hover read-out. */
export function bigLittle(geom, index) {
  const file = index % geom.width;
  const rank = Math.floor(index / geom.width);
  const bigFiles = 'ABCD';
  const littleFiles = 'abcd';
  return {
    big: `${bigFiles[Math.floor(file / 4)]}${Math.floor(rank / 4) + 1}`,
    little: `${littleFiles[file % 4]}${(rank % 4) + 1}`,
  };
}
