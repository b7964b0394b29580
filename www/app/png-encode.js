// A canvas's pixels written as a PNG the way `twofold diagram` writes its
// own (crates/cli/src/diagram.rs), not as canvas.toBlob does: the browser's
// encoder keeps every pixel's alpha (RGBA, a quarter of the bytes wasted on
// an opaque picture), picks its filters for speed and deflates fast, so its
// PNG came out about 1.7 times the command's. Even written as the command
// writes (RGB, a filter per row) it stayed 1.05–1.4 times as big: the
// browser paints the SVG with more colours than resvg (finer anti-aliasing,
// dithered gradients: 1,800 colours against 570 for chess), noise that
// deflates badly. Here: a palette of at most 256 colours (paletteOf: every
// pixel within a few steps of the browser's), no filter (as libpng advises
// for palettes) — about half the command's bytes; RGB or RGBA with each
// row's filter chosen by the usual heuristic (least sum of absolute
// differences) only for a picture no such palette fits; zlib by the
// browser's CompressionStream; the command's text chunks (iTXt, not
// compressed). Loaded only when a PNG is made.

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
function chunk(type, data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const latin1 = (s) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** An iTXt chunk: keyword, not compressed, no language, the text as UTF-8. */
function itxt(keyword, text) {
  return chunk('iTXt', concat([latin1(keyword), new Uint8Array([0, 0, 0, 0, 0]), new TextEncoder().encode(text)]));
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** How far apart two RGBA colours (32-bit numbers) are: their channels' differences summed. */
function distance(p, q) {
  let d = 0;
  for (let shift = 0; shift < 32; shift += 8) d += Math.abs(((p >>> shift) & 0xff) - ((q >>> shift) & 0xff));
  return d;
}

/**
 * At most 256 colours, each pixel within `tolerance` of its colour, or null:
 * the most frequent colours first, a colour kept when no kept one is within
 * the tolerance (then each drawn by the nearest kept).
 */
function paletteWithin(byFrequency, tolerance) {
  const kept = [];
  for (const c of byFrequency) {
    if (tolerance === 0 || !kept.some((k) => distance(c, k) <= tolerance)) {
      if (kept.length === 256) return null;
      kept.push(c);
    }
  }
  const index = new Map();
  for (const c of byFrequency) {
    let best = 0;
    for (let i = 1; i < kept.length && distance(c, kept[best]) > 0; i++) if (distance(c, kept[i]) < distance(c, kept[best])) best = i;
    index.set(c, best);
  }
  return { kept, index };
}

/**
 * The picture's palette: its own colours when it has at most 256; else the
 * fewest steps off them that bring it to 256 (the browser's anti-aliasing
 * and its dithered gradients make thousands of colours a step or two apart),
 * at most 24 (TOLERANCES), else null (true colour). Colours not opaque come
 * first, so the tRNS chunk lists only them.
 */
function paletteOf(pixels) {
  const count = new Map();
  for (const p of pixels) count.set(p, (count.get(p) ?? 0) + 1);
  const byFrequency = [...count.keys()].sort((a, b) => count.get(b) - count.get(a));
  for (const tolerance of TOLERANCES) {
    const found = paletteWithin(byFrequency, tolerance);
    if (!found) continue;
    const order = found.kept.map((c, i) => i).sort((a, b) => (found.kept[a] >>> 24 === 255) - (found.kept[b] >>> 24 === 255));
    const position = new Uint8Array(order.length);
    order.forEach((old, i) => (position[old] = i));
    for (const [c, i] of found.index) found.index.set(c, position[i]);
    return { colours: order.map((i) => found.kept[i]), index: found.index };
  }
  return null;
}

/**
 * The steps tried, up to the most a pixel may be off (summed over its four
 * channels): 24, the diagram tests' "same pixel" (tests-e2e/helpers.js'
 * pixelDifference), a difference the eye does not see on these pictures.
 */
const TOLERANCES = [0, 3, 6, 9, 12, 16, 20, 24];

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Row `row` filtered with `type` (0–4) into `out` (without its type byte). */
function filterRow(type, row, prior, bpp, out) {
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp] : 0;
    const b = prior[i];
    const c = i >= bpp ? prior[i - bpp] : 0;
    const predictor = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
    out[i] = row[i] - predictor;
  }
}

/** The scanlines, each after its filter type: per row the filter whose bytes (as signed) sum least, or none. */
function filtered(raw, stride, height, bpp, adaptive) {
  const out = new Uint8Array((stride + 1) * height);
  const trial = new Uint8Array(stride);
  let prior = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * stride, (y + 1) * stride);
    const at = y * (stride + 1);
    let best = 0;
    let bestSum = Infinity;
    for (const type of adaptive ? [0, 1, 2, 3, 4] : [0]) {
      filterRow(type, row, prior, bpp, trial);
      let sum = 0;
      for (const v of trial) sum += v < 128 ? v : 256 - v;
      if (sum < bestSum) {
        bestSum = sum;
        best = type;
        out.set(trial, at + 1);
      }
    }
    out[at] = best;
    prior = row;
  }
  return out;
}

async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The PNG (a Blob) of `image` (an ImageData: width, height, RGBA data),
 * with `texts` ([keyword, text] pairs) as iTXt chunks.
 */
export async function encodePng({ width, height, data }, texts = []) {
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const opaque = pixels.every((p) => p >>> 24 === 255); // (RGBA bytes read little-endian: alpha on top)
  const palette = paletteOf(pixels);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  const chunks = [];
  let scanlines;
  if (palette) {
    header[9] = 3;
    const { colours, index } = palette;
    const plte = new Uint8Array(colours.length * 3);
    colours.forEach((c, i) => plte.set([c & 0xff, (c >>> 8) & 0xff, (c >>> 16) & 0xff], i * 3));
    chunks.push(chunk('PLTE', plte));
    const alphas = colours.map((c) => c >>> 24).filter((a) => a < 255);
    if (alphas.length) chunks.push(chunk('tRNS', Uint8Array.from(alphas)));
    scanlines = filtered(Uint8Array.from(pixels, (p) => index.get(p)), width, height, 1, false);
  } else {
    const bpp = opaque ? 3 : 4;
    header[9] = opaque ? 2 : 6;
    const raw = opaque ? new Uint8Array(width * height * 3) : data;
    if (opaque) for (let i = 0, j = 0; i < raw.length; i += 3, j += 4) raw.set(data.subarray(j, j + 3), i);
    scanlines = filtered(raw, width * bpp, height, bpp, true);
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...texts.map(([keyword, text]) => itxt(keyword, text)),
    ...chunks,
    chunk('IDAT', await deflate(scanlines)),
    chunk('IEND', new Uint8Array()),
  ];
  return new Blob(parts, { type: 'image/png' });
}
