// Piece art for twofold. Original artwork drawn for this project as plain SVG.
// Every piece lives in a 100x100 box and stands on the same plinth (y 82..92).

export const PIECE_KINDS = [
  ['K', 'King'], ['Q', 'Queen'], ['R', 'Rook'], ['B', 'Bishop'], ['N', 'Knight'],
  ['P', 'Pawn'], ['C', 'Cardinal'], ['M', 'Marshall'], ['G', 'Guard'],
  ['W', 'Wazir'], ['F', 'Ferz'], ['Y', 'Berolina pawn'], ['L', 'Camel'],
  ['X', 'Pawn of Camel'], ['S', 'Sliding General'], ['H', 'Hero'],
  ['A', 'Shaman'], ['E', 'War Elephant'],
].map(([letter, name]) => ({ letter, name }));

const COLORS = {
  white: { fill: '#fafafa', line: '#222', detail: '#222' },
  black: { fill: '#2a2a2a', line: '#111', detail: '#eee' },
};

// Shape helpers (path data).
const circ = (x, y, r) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
const rr = (x, y, w, h, r) =>
  `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}` +
  `H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;

// Element kinds: o = outlined body, l = detail line, f = detail fill,
// g = group [ 'g', transform, scale, items ].
const BASE = ['o', 'M20 92H80L76 82H24Z'];
const PAWN_BODY = ['o', 'M30 84Q32 66 43 56H57Q68 66 70 84Z'];
const PAWN_COLLAR = ['o', rr(31, 50, 38, 8, 4)];
const PAWN = [PAWN_BODY, ['o', circ(50, 36, 14)], PAWN_COLLAR, BASE];
const STEM = [['o', 'M34 84Q42 70 42 58H58Q58 70 66 84Z']];
const MITRE = [['o', 'M50 16C64 26 70 40 62 52H38C30 40 36 26 50 16Z'], ['o', circ(50, 12, 5)], ['l', 'M45 41L57 29']];
const KNIGHT = [
  ['o', 'M32 84C32 70 40 62 46 56L28 62Q20 63 18 56L17 50Q19 44 27 38L42 22L50 10L56 18Q74 26 74 50L72 84Z'],
  ['f', circ(38, 32, 3)],
  ['l', 'M61 22Q72 36 69 62'],
];
const TOWER = [
  ['o', 'M32 84L34 44H66L68 84Z'],
  ['o', 'M26 44V18H35V26H44V18H56V26H65V18H74V44Z'],
];
const CAMEL = [
  ['o', 'M24 84C28 70 32 58 30 46Q28 40 22 39L15 37Q9 35 10 29Q12 23 20 22L30 19L33 10L38 17Q44 22 42 34Q42 46 50 50Q56 28 70 28Q84 30 86 54L86 84Z'],
  ['f', circ(26, 27, 2.5)],
];

const ART = {
  P: PAWN,
  K: [
    ['o', 'M45 8H55V15H64V25H55V40H45V25H36V15H45Z'],
    ['o', 'M31 84C31 70 27 54 33 46Q50 36 67 46C73 54 69 70 69 84Z'],
    ['l', 'M32 58Q50 52 68 58'],
    BASE,
  ],
  Q: [
    ['o', 'M30 84L20 30L34 54L35 22L45 50L50 18L55 50L65 22L66 54L80 30L70 84Z'],
    ['o', circ(20, 27, 5)], ['o', circ(35, 19, 5)], ['o', circ(50, 14, 5)],
    ['o', circ(65, 19, 5)], ['o', circ(80, 27, 5)],
    ['l', 'M29 70Q50 64 71 70'],
    BASE,
  ],
  R: [...TOWER, ['l', 'M34 52H66'], BASE],
  B: [...STEM, ...MITRE, ['o', rr(32, 52, 36, 8, 4)], BASE],
  N: [...KNIGHT, BASE],
  C: [['g', 'translate(20 0)', 1, [...STEM, ...MITRE, ['o', rr(32, 52, 36, 8, 4)]]], ['g', 'translate(-6 8) scale(.9)', 0.9, KNIGHT], BASE],
  M: [['g', 'translate(16 0)', 1, TOWER], ['g', 'translate(-6 8) scale(.9)', 0.9, KNIGHT], BASE],
  G: [
    ['o', 'M40 84L44 70H56L60 84Z'],
    ['o', 'M26 18Q38 22 50 14Q62 22 74 18V44Q74 66 50 76Q26 66 26 44Z'],
    ['l', 'M36 50L50 38L64 50'],
    BASE,
  ],
  W: [
    ['o', 'M40 84L43 68H57L60 84Z'],
    ['o', rr(24, 18, 52, 52, 9)],
    ['f', 'M45 27H55V39H67V49H55V61H45V49H33V39H45Z'],
    BASE,
  ],
  F: [
    ['o', 'M40 84L43 68H57L60 84Z'],
    ['o', 'M50 10L84 44L50 78L16 44Z'],
    ['g', 'rotate(45 50 44)', 1, [['f', 'M45 27H55V39H67V49H55V61H45V49H33V39H45Z']]],
    BASE,
  ],
  Y: [...PAWN, ['l', 'M44 30L56 42M56 30L44 42']],
  L: [...CAMEL, BASE],
  X: [PAWN_BODY, ['g', 'translate(24 -1) scale(.56)', 0.56, CAMEL.slice(0,1)], PAWN_COLLAR, BASE],
  S: [
    ...STEM,
    ['o', 'M50 8L56 24L73 24L59 34L64 50L50 40L36 50L41 34L27 24L44 24Z'],
    ['o', rr(32, 52, 36, 8, 4)],
    BASE,
  ],
  H: [
    ['o', 'M34 32Q36 10 58 10Q84 12 88 50Q80 30 62 26Z'],
    ['o', 'M34 82Q28 70 30 58L25 52L30 44Q30 26 52 24Q74 26 74 50Q74 64 80 74Q68 82 54 82Z'],
    ['f', 'M30 45H50Q52 52 44 54H40V80H35L34 54L29 52Z'],
    BASE,
  ],
  A: [
    ['o', rr(44, 46, 12, 38, 3)],
    ['o', 'M32 21.2A20 20 0 1 0 68 21.2A18 18 0 0 1 32 21.2Z'],
    ['o', rr(38, 60, 24, 7, 3)],
    BASE,
  ],
  E: [
    ['o', 'M36 30Q12 20 12 44Q14 62 36 58Z'],
    ['o', 'M64 30Q88 20 88 44Q86 62 64 58Z'],
    ['o', 'M41 54Q40 68 27 72Q35 64 34 52Z'], ['o', 'M59 54Q60 68 73 72Q65 64 66 52Z'],
    ['o', 'M36 56Q30 40 36 28Q50 16 64 28Q70 40 64 56Q57 62 56 72Q56 78 62 78L62 84H48Q44 80 44 70Q44 62 36 56Z'],
    ['f', circ(43, 38, 2.5)], ['f', circ(57, 38, 2.5)],
    BASE,
  ],
};

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

/** Draws a piece into the box (x, y, size) of a canvas context. */
export function drawPieceArt(ctx, letter, color, x, y, size) {
  const art = ART[letter];
  const c = COLORS[color];
  if (!art || !c) throw new Error(`drawPieceArt: unknown piece ${letter} ${color}`);
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  paint(ctx, art, c, 1);
  ctx.restore();
}
