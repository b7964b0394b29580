// `twofold diagram` draws what the board draws: the command's SVG of every
// game, rendered by Chromium, against a screenshot of <twofold-board
// mode="view"> at the same size. The SVGs are made here, by the release
// command-line tool (cargo build first).

import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { deflateRawSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from './static-server.mjs';
import AxeBuilder from '@axe-core/playwright';
import { PNG } from 'pngjs';
import { boardReady, board, openGame, pixelDifference, ref, squareCenter, watchConsole } from './helpers.js';

/** A game of each, its last turn of several parts where the game has them; chess ends in check. */
const GAMES = {
  chess: '1.e4 e5 2.Nf3 d6 3.Bb5+',
  'two-prong': '1.Nc3 e5&Nc6 2.Nf3&h4 Bb4&Nge7 3.e4&Na4 Ng6&h5 4.Bb5&a3 Bd6&Nf4',
  chess2: '1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7 3.Bxc6 dxc6 4.d3,O-O Qc7,e5',
  'dual-chess': '1.Ylk4 Nf6 2.Nf3 b5 3.d4 Ylk5 4.Gl3 =F 5.Yml4 Cm5',
  'two-boards': '1.Sg9 Sg8 2.Gdh5 Gdh12 3.Gg6 Gg11 4.Gi5 Gi12',
  'double-double': '1.Rxh15 Rxa2,Rxa1 2.Rxh16,R1h15 Rxb1,Rba1',
  marseillais: '1.e4 e5,Nc6 2.Qh5,Nf3 g6,gxh5',
};

/**
 * A game written as text whose nightrider (Z) no built-in picture draws:
 * each side's is its letter on the art's medallion (www/art/README.md).
 */
const DEFINED = {
  variant: 'medallions',
  rules: '[medallions:chess]\ncustomPiece1 = z:NN\nstartFen = rnbqkbzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1\n',
  moves: '1.e4 e5 2.Zf3 Zc6',
};

const targetDir = process.env.CARGO_TARGET_DIR || 'target';
const cli = path.join(targetDir, 'release', 'twofold');

let site;
let out;
test.beforeAll(async () => {
  test.setTimeout(600_000);
  // Built (or found up to date) here, so the pictures are the sources' own.
  execFileSync('cargo', ['build', '--release', '-p', 'twofold-cli'], { stdio: 'inherit' });
  site = await serve({ root: 'dist' });
  out = mkdtempSync(path.join(tmpdir(), 'twofold-diagram-'));
});
test.afterAll(async () => {
  await site?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

/** The command's SVG of a game's last position (the view's default); `rules`: the game's definition, if written as text. */
function diagram(variant, args, rules) {
  const file = path.join(out, `${variant}-${args.join('').replace(/\W/g, '')}.svg`);
  const definitions = rules ? ['--variants', path.join(out, `${variant}.ini`)] : [];
  if (rules) writeFileSync(definitions[1], rules);
  execFileSync(cli, [...definitions, 'diagram', variant, ...args, '-o', file]);
  return readFileSync(file, 'utf8');
}

/** The board in view mode, in a box `width` wide: a screenshot of its canvas and the canvas's size. */
async function boardPicture(page, variant, moves, { coordinates, width, orientation = 'white', rules }) {
  const attr = (s) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const definition = rules ? ` rules="${attr(rules)}"` : '';
  site.pages.set(`/${variant}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>board</title></head>
<body style="margin:0"><div style="width:${width}px"><twofold-board variant="${variant}"${definition} mode="view" moves="${attr(moves)}" orientation="${orientation}" coordinates="${coordinates ? 'on' : 'off'}"></twofold-board></div>
<script type="module" src="embed.js"></script></body></html>`);
  await page.goto(`${site.url}${variant}.html`);
  await boardReady(page);
  // A touch screen zooms small squares by itself (its coordinates then pinned
  // to the scrolled view): the reader's Zoom button puts the whole board back.
  const zoom = ref(board(page), 'zoom');
  if ((await zoom.getAttribute('aria-pressed')) === 'true') {
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  }
  const canvas = ref(board(page), 'canvas');
  // The canvas's own pixels over the component's background (a screenshot
  // would take a row more where the canvas sits between two pixels).
  const { size, data } = await canvas.evaluate((c) => {
    const flat = document.createElement('canvas');
    flat.width = c.width;
    flat.height = c.height;
    const ctx = flat.getContext('2d');
    ctx.fillStyle = getComputedStyle(c.closest('.tf')).backgroundColor;
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.drawImage(c, 0, 0);
    return { size: { width: c.clientWidth, height: c.clientHeight }, data: flat.toDataURL('image/png') };
  });
  return { size, png: Buffer.from(data.split(',')[1], 'base64') };
}

/** The SVG as Chromium draws it, at its own size. */
async function svgPicture(page, svg) {
  site.pages.set('/svg.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>svg</title><style>svg { display: block }</style></head><body style="margin:0">${svg}</body></html>`);
  await page.goto(`${site.url}svg.html`);
  return page.locator('svg').first().screenshot();
}

/** pixelDifference within a box (CSS pixels) of two pictures `width` CSS pixels wide. */
function squareDifference(a, b, box, width) {
  const [A, B] = [PNG.sync.read(a), PNG.sync.read(b)];
  const k = A.width / width;
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.size, box.y + box.size].map((v) => Math.round(v * k));
  let differ = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * A.width + x) * 4;
      if (Math.abs(A.data[i] - B.data[i]) + Math.abs(A.data[i + 1] - B.data[i + 1]) + Math.abs(A.data[i + 2] - B.data[i + 2]) > 24) differ++;
    }
  }
  return differ / ((x1 - x0) * (y1 - y0));
}

const PICTURED = [...Object.entries(GAMES).map(([variant, moves]) => ({ variant, moves })), DEFINED];
for (const { variant, moves, rules } of PICTURED) {
  test(`${variant}: the command's diagram is the board's picture`, async ({ page }, testInfo) => {
    const width = testInfo.project.name === 'phone' ? 370 : 560;
    for (const coordinates of [false, true]) {
      const shown = await boardPicture(page, variant, moves, { coordinates, width, rules });
      const args = ['--moves', moves, '--last-move', '--arrows-last-turn', '--size', String(shown.size.width)];
      const svg = diagram(variant, coordinates ? [...args, '--coordinates'] : args, rules);
      // Same size to the pixel: the layout is the page's.
      expect(svg).toContain(`width="${shown.size.width}" height="${shown.size.height}"`);
      const drawn = await svgPicture(page, svg);
      const name = `test-results/screens/${testInfo.project.name}-diagram-${variant}${coordinates ? '-coordinates' : ''}`;
      mkdirSync(path.dirname(name), { recursive: true });
      writeFileSync(`${name}-board.png`, shown.png);
      writeFileSync(`${name}-svg.png`, drawn);
      const diff = pixelDifference(shown.png, drawn);
      console.log(`[${testInfo.project.name}] ${variant} ${shown.size.width}×${shown.size.height} coordinates ${coordinates ? 'on' : 'off'}: ${(diff * 100).toFixed(3)} % of pixels differ`);
      // (The diagram letters its coordinates and labels with its own strokes, needing no
      // font; the page's canvas uses the reader's font: their text's pixels differ by design.
      // Measured at most 1.2 % with coordinates on 8×8 and 8×16 boards, 2.5 % on the phone's
      // Dual Chess, which has the most text for its size: the join's and the wrap's labels.)
      expect(diff).toBeLessThan(0.03);
      if (rules) {
        // Each piece with no picture, square by square: the same medallion and letter
        // on both (the whole picture's threshold would not notice two squares of 64).
        const boxes = [...svg.matchAll(/<use href="#[wb]-letter" transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)"/g)];
        expect(boxes.length).toBe(2);
        for (const [, x, y, k] of boxes) {
          const off = squareDifference(shown.png, drawn, { x: Number(x), y: Number(y), size: 100 * Number(k) }, shown.size.width);
          console.log(`[${testInfo.project.name}] ${variant}: ${(off * 100).toFixed(1)} % of the medallion at ${x},${y} differ`);
          // (Measured under 9 %: the letter, a font against strokes; a disc in its place differs in 49 %.)
          expect(off).toBeLessThan(0.15);
        }
      }
      // The command's PNG (resvg) is the same picture, at one pixel per CSS pixel.
      if (testInfo.project.use.deviceScaleFactor === 1) {
        const pngFile = path.join(out, `${variant}-${coordinates}.png`);
        execFileSync(cli, [...(rules ? ['--variants', path.join(out, `${variant}.ini`)] : []), 'diagram', variant, ...(coordinates ? [...args, '--coordinates'] : args), '-o', pngFile]);
        const pngDiff = pixelDifference(drawn, readFileSync(pngFile));
        console.log(`[${testInfo.project.name}] ${variant} coordinates ${coordinates ? 'on' : 'off'}: the PNG differs from Chromium's SVG in ${(pngDiff * 100).toFixed(3)} % of pixels`);
        // (Another rasteriser: its anti-aliasing and its font for the coordinates differ a little.)
        expect(pngDiff).toBeLessThan(0.03);
      }
    }
  });
}

test("docs/cli.md's diagram recipes, run as written", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a command-line recipe: once is enough');
  const readme = readFileSync('docs/cli.md', 'utf8');
  const recipes = readme.split('\n').filter((l) => l.startsWith('cargo run --release -p twofold-cli -- diagram '));
  expect(recipes.length).toBe(3);
  // Inside the workspace (cargo finds it from there), in a folder of the test's own.
  const cwd = path.resolve('target', `readme-diagrams-${process.pid}`);
  rmSync(cwd, { recursive: true, force: true });
  mkdirSync(cwd, { recursive: true });
  try {
    for (const line of recipes) execFileSync('bash', ['-c', line], { cwd, stdio: 'pipe' });
    const svg = readFileSync(path.join(cwd, 'chess2.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+"/);
    expect(svg).toContain('href="#t-2"'); // Black's two-part turn, numbered (the digit's glyph)
    const png = readFileSync(path.join(cwd, 'two-boards.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeLessThanOrEqual(640);
    expect(readdirSync(path.join(cwd, 'ruy-lopez')).sort()).toEqual(['turn-000.svg', 'turn-001.svg', 'turn-002.svg', 'turn-003.svg', 'turn-004.svg', 'turn-005.svg']);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});

test("Share → Diagram: the page downloads and copies the command's picture, as SVG or PNG, with the reader's marks", async ({ page, context }, testInfo) => {
  const errors = watchConsole(page);
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  const diagramModule = () => fetched.filter((u) => /twofold_diagram/.test(u));
  const touch = testInfo.project.name === 'phone';
  const moves = '1.e4 c5,d6 2.Bb5+ Nd7';
  await openGame(page, `?variant=chess2&moves=${encodeURIComponent(moves)}`);
  // The reader's own marks: a circle on e4 (a long press on a touch screen,
  // a right click with a mouse) and, with a mouse, an arrow d1-h5 (a right drag).
  const scene = () => page.evaluate(() => document.querySelector('twofold-board').debug.scene());
  const e4 = await squareCenter(page, 'e4');
  let marks = ['--marks', 'e4'];
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: e4.x, y: e4.y }] });
    await expect.poll(async () => (await scene()).circles).toEqual(['e4']);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.click(e4.x, e4.y, { button: 'right' });
    const [d1, h5] = [await squareCenter(page, 'd1'), await squareCenter(page, 'h5')];
    await page.mouse.move(d1.x, d1.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(h5.x, h5.y, { steps: 3 });
    await page.mouse.up({ button: 'right' });
    expect((await scene()).arrows).toContainEqual({ from: 'd1', to: 'h5', n: 0, kind: 'user' });
    marks = [...marks, '--arrows', 'd1h5'];
  }
  await page.locator('#btn-share').click();
  // The diagrams' module is fetched when the tab first opens, not before.
  expect(diagramModule()).toEqual([]);
  await page.locator('#tab-diagram').click();
  await expect(page.locator('#diagram-preview svg')).toBeVisible();
  expect(diagramModule().some((u) => u.endsWith('.wasm'))).toBe(true);
  const axe = await new AxeBuilder({ page }).include('#dlg-share').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-share-diagram.png` });

  const downloaded = async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#diagram-download').click()]);
    return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
  };
  const command = (...extra) => execFileSync(cli, ['diagram', 'chess2', '--moves', moves, '--size', '480', ...extra], { encoding: 'utf8' });

  // SVG, the dialog's defaults: the same bytes as the command's.
  let got = await downloaded();
  expect(got.name).toBe('twofold-chess2.svg');
  expect(got.bytes.toString()).toBe(command('--coordinates', '--last-move'));
  // Other choices, the reader's marks among them.
  await page.locator('#diagram-coordinates').uncheck();
  await page.locator('#diagram-marks').check();
  await page.locator('#diagram-orientation').selectOption('black');
  got = await downloaded();
  const svg = command('--last-move', ...marks, '--orientation', 'black');
  expect(got.bytes.toString()).toBe(svg);
  // The last turn's arrows and the bare picture (no margin, no background), as the command's flags.
  await page.locator('#diagram-last-arrows').check();
  await page.locator('#diagram-bare').check();
  got = await downloaded();
  expect(got.bytes.toString()).toBe(command('--last-move', '--arrows-last-turn', '--bare', ...marks, '--orientation', 'black'));
  await page.locator('#diagram-last-arrows').uncheck();
  await page.locator('#diagram-bare').uncheck();
  // PNG: the SVG painted at its size.
  await page.locator('#diagram-format').selectOption('png');
  got = await downloaded();
  expect(got.name).toBe('twofold-chess2.png');
  const png = PNG.sync.read(got.bytes);
  const cliPng = path.join(out, 'share.png');
  execFileSync(cli, ['diagram', 'chess2', '--moves', moves, '--size', '480', '--last-move', ...marks, '--orientation', 'black', '-o', cliPng]);
  console.log(`Share → Diagram's PNG: ${got.bytes.length} bytes; the command's: ${readFileSync(cliPng).length} bytes`);
  expect(`${png.width}×${png.height}`).toBe(svg.match(/width="(\d+)" height="(\d+)"/).slice(1).join('×'));
  // Copy: the SVG's text.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('#diagram-format').selectOption('svg');
  await page.locator('#diagram-copy').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(svg);
  expect(errors).toEqual([]);
});

test('Share → Diagram of a game written as text: the picture of its position, its own pieces drawn, as the command draws it with --variants', async ({ page }) => {
  const errors = watchConsole(page);
  const file = 'public/variants/gemini.ini';
  const code = deflateRawSync(readFileSync(file)).toString('base64url');
  const moves = '1.e4 e5,Nc6 2.Nc3,Cf3';
  await openGame(page, `?variant=gemini&rules=${code}&moves=${encodeURIComponent(moves)}`);
  await page.locator('#btn-share').click();
  await page.locator('#tab-diagram').click();
  await expect(page.locator('#diagram-preview svg')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#diagram-download').click()]);
  expect(download.suggestedFilename()).toBe('twofold-gemini.svg');
  const svg = readFileSync(await download.path(), 'utf8');
  // The game's 40 pieces, its archbishops and chancellors among them, where the moves left them.
  expect(svg.match(/<use href="#[wb][A-Z]"/g)).toHaveLength(40);
  expect(svg).toContain('<use href="#wC"');
  expect(svg).toContain('<use href="#wM"');
  expect(svg).toContain('<desc>Position: r1bqckabnr/pppp1ppppp/2n7/4p5/4P5/2N2C4/PPPP1PPPPP/R1BQ1KABNR');
  expect(svg).toBe(execFileSync(cli, ['diagram', '--variants', file, 'gemini', '--moves', moves, '--size', '480', '--coordinates', '--last-move'], { encoding: 'utf8' }));
  expect(errors).toEqual([]);
});

/** The PNG's text chunks (iTXt, uncompressed, as the command writes them): keyword → text. */
function pngTexts(bytes) {
  const texts = {};
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'iTXt') {
      const body = bytes.subarray(at + 8, at + 8 + length);
      const keyword = body.subarray(0, body.indexOf(0)).toString('latin1');
      expect(body.subarray(keyword.length + 1, keyword.length + 3)).toEqual(Buffer.from([0, 0])); // not compressed
      let rest = body.subarray(keyword.length + 3);
      rest = rest.subarray(rest.indexOf(0) + 1); // language tag
      rest = rest.subarray(rest.indexOf(0) + 1); // translated keyword
      texts[keyword] = rest.toString('utf8');
    }
    at += 12 + length;
  }
  return texts;
}

for (const [variant, moves] of Object.entries(GAMES)) {
  test(`${variant}: Share → Diagram's PNG is the SVG's pixels, no bigger than the command's PNG, with its position and record`, async ({ page }, testInfo) => {
    const errors = watchConsole(page);
    await openGame(page, `?variant=${variant}&moves=${encodeURIComponent(moves)}`);
    await page.locator('#btn-share').click();
    await page.locator('#tab-diagram').click();
    await expect(page.locator('#diagram-preview svg')).toBeVisible();
    await page.locator('#diagram-format').selectOption('png');
    // The dialog's defaults, then the bare picture (transparent: a palette with alpha).
    for (const bare of [false, true]) {
      if (bare) await page.locator('#diagram-bare').check();
      const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#diagram-download').click()]);
      const bytes = readFileSync(await file.path());
      const args = ['diagram', variant, '--moves', moves, '--size', '480', '--coordinates', '--last-move', ...(bare ? ['--bare'] : [])];
      const cliPng = path.join(out, `${variant}-share-${bare}.png`);
      execFileSync(cli, [...args, '-o', cliPng]);
      const cliBytes = readFileSync(cliPng);
      const name = `[${testInfo.project.name}] ${variant}${bare ? ' bare' : ''}`;
      console.log(`${name}: Share → Diagram's PNG ${bytes.length} bytes, the command's ${cliBytes.length}`);
      expect(bytes.length).toBeLessThanOrEqual(cliBytes.length);
      // The same text chunks as the command's PNG.
      expect(pngTexts(bytes)).toEqual(pngTexts(cliBytes));
      expect(Object.keys(pngTexts(bytes)).sort()).toEqual(['Position', 'Record']);
      // A correct PNG, whose pixels are the SVG's as this browser paints it:
      // each within 24 (its four channels' differences summed, pixelDifference's
      // "same pixel"), the most the page's palette moves a pixel (app/png-encode.js).
      const png = PNG.sync.read(bytes);
      const svg = execFileSync(cli, args, { encoding: 'utf8' });
      const painted = await page.evaluate(async (svg) => {
        const img = new Image();
        img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d');
        ctx.drawImage(img, 0, 0);
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        let text = '';
        for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
        return { width: canvas.width, height: canvas.height, data: btoa(text) };
      }, svg);
      expect([png.width, png.height]).toEqual([painted.width, painted.height]);
      const canvas = Buffer.from(painted.data, 'base64');
      let worst = 0;
      for (let i = 0; i < canvas.length; i += 4) {
        const off = Math.abs(png.data[i] - canvas[i]) + Math.abs(png.data[i + 1] - canvas[i + 1]) + Math.abs(png.data[i + 2] - canvas[i + 2]) + Math.abs(png.data[i + 3] - canvas[i + 3]);
        worst = Math.max(worst, off);
      }
      console.log(`${name}: the PNG's pixels are at most ${worst} off the canvas's`);
      expect(worst).toBeLessThanOrEqual(24);
      if (bare) expect(png.data.some((v, i) => i % 4 === 3 && v === 0)).toBe(true);
    }
    expect(errors).toEqual([]);
  });
}

test("the page's PNG encoder keeps every pixel of a picture no palette fits (RGB, RGBA)", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the encoder alone: once is enough');
  await page.goto(site.url);
  const chunk = readdirSync('dist/assets').find((f) => /^png-encode-.*\.js$/.test(f));
  for (const opaque of [true, false]) {
    const encoded = await page.evaluate(
      async ({ url, opaque }) => {
        const { encodePng } = await import(url);
        // Noise (a fixed pseudo-random sequence): thousands of colours far apart.
        const [width, height] = [97, 61];
        const data = new Uint8ClampedArray(width * height * 4);
        let seed = 12345;
        for (let i = 0; i < data.length; i++) {
          seed = (seed * 1103515245 + 12345) >>> 0;
          data[i] = i % 4 === 3 && opaque ? 255 : seed >>> 24;
        }
        const blob = await encodePng({ width, height, data }, [['Position', 'p'], ['Record', 'ré']]);
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return { png: btoa(String.fromCharCode(...bytes)), data: btoa(String.fromCharCode(...data)) };
      },
      { url: `${site.url}assets/${chunk}`, opaque },
    );
    const bytes = Buffer.from(encoded.png, 'base64');
    expect(bytes[25]).toBe(opaque ? 2 : 6); // IHDR's colour type: RGB, or RGBA
    expect(pngTexts(bytes)).toEqual({ Position: 'p', Record: 'ré' });
    const png = PNG.sync.read(bytes);
    const data = Buffer.from(encoded.data, 'base64');
    // Not opaque, a pixel's colour is kept as the canvas gives it (not premultiplied).
    expect(Buffer.compare(png.data, data)).toBe(0);
  }
});
