// Weight (issue 31): a page with one `view` board downloads the rules' wasm
// module and no engine code, and what it downloads, gzipped as a static host
// serves it (each file at level 9), is at most 150 KB; `replay`, `play` and
// `analyse` boards fetch no engine code either until the engine is asked
// for. A `computer` board's worker fetches the engine's module and the
// computer answers. The time to the first board on a cold cache (a fresh
// browser context each time) over a slow mobile network (Lighthouse's "slow
// 4G": 1.6 Mbit/s, 150 ms round trips) is reported, never asserted.
//
// The built site (dist/) and the host pages come from one static server,
// which gzips what it serves (level 9) and logs every path requested: the
// page's, its workers' and anything else in the browser.

import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve } from './static-server.mjs';
import { watchConsole, boardReady, board, ref, state, computer, analysis } from './helpers.js';

/** The budget of a page with one `view` board: every file it fetches, gzipped. */
const BUDGET = 150_000;
/** The engine's files: its worker script, its glue and its wasm. */
const ENGINE_FILE = /engine-worker|twofold_engine/;
/** The functions only the engine's module exports. */
const ENGINE_EXPORTS = ['think', 'analyse', 'setTableSize'];
/** Lighthouse's mobile network: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: 750_000 / 8 };

let site;
test.beforeAll(async () => {
  site = await serve({ root: 'dist', gzip: true });
});
test.afterAll(async () => {
  await site?.close();
});

let pageNo = 0;
/**
 * Opens a host page on the site's origin with `boardHtml` and the embed
 * script; the page notes when its first board is drawn (the frame after its
 * `ready` event). Answers the paths the server was asked for from then on.
 */
async function openHost(page, boardHtml) {
  const hostPath = `/weight-${++pageNo}.html`;
  site.pages.set(
    hostPath,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>host</title><link rel="icon" href="data:,"></head><body>
<script>document.addEventListener('ready', () => requestAnimationFrame(() => { window.firstBoardMs ??= performance.now(); }));</script>
${boardHtml}
<script type="module" src="./embed.js"></script></body></html>`,
  );
  const requests = site.requests;
  const from = requests.length;
  await page.goto(`${site.url}${hostPath.slice(1)}`);
  await boardReady(page);
  return { hostPath, fetched: () => requests.slice(from).filter((p) => p !== hostPath) };
}

/** Each fetched file's size and its size gzipped at level 9, from dist/. */
function weigh(paths) {
  return [...new Set(paths)].map((p) => {
    const bytes = fs.readFileSync(path.join('dist', decodeURIComponent(p)));
    return { path: p, bytes: bytes.length, gzipped: zlib.gzipSync(bytes, { level: 9 }).length };
  });
}

/** The functions a fetched wasm file exports. */
function wasmExports(p) {
  const module = new WebAssembly.Module(fs.readFileSync(path.join('dist', p)));
  return WebAssembly.Module.exports(module).map((e) => e.name);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

test('a page with one view board fetches no engine code and at most 150 KB gzipped; time to first board on a cold cache', async ({ browser }, testInfo) => {
  const times = [];
  let files;
  // Three cold loads: each in a fresh context, whose HTTP cache is empty.
  for (let run = 0; run < 3; run++) {
    const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const host = await openHost(page, '<twofold-board variant="chess2" mode="view" moves="1.e4 c5,Nc6 2.Nf3,Bb5 g6,Bg7"></twofold-board>');
    await expect.poll(() => page.evaluate(() => window.firstBoardMs)).toBeGreaterThan(0);
    // Anything the board would fetch later (after it is drawn) counts too.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    times.push(await page.evaluate(() => window.firstBoardMs));
    files = weigh(host.fetched());
    // The browser received exactly these gzipped bytes (the measure covers all it fetched).
    const received = await page.evaluate(() => performance.getEntriesByType('resource').reduce((sum, e) => sum + e.encodedBodySize, 0));
    expect(received).toBe(files.reduce((sum, f) => sum + f.gzipped, 0));
    expect(files.map((f) => f.path).filter((p) => ENGINE_FILE.test(p))).toEqual([]);
    const wasm = files.filter((f) => f.path.endsWith('.wasm'));
    expect(wasm.map((f) => f.path)).toEqual([expect.stringMatching(/\/assets\/twofold_bg-.*\.wasm$/)]);
    const exported = wasmExports(wasm[0].path);
    expect(exported).toContain('variants');
    for (const name of ENGINE_EXPORTS) expect(exported).not.toContain(name);
    expect(errors).toEqual([]);
    await context.close();
  }
  const total = files.reduce((sum, f) => sum + f.gzipped, 0);
  console.log(
    `[${testInfo.project.name}] one view board: ${files.length} files, ${total} bytes gzipped (${files.reduce((s, f) => s + f.bytes, 0)} bytes as they are):\n` +
      files.map((f) => `  ${f.path}  ${f.bytes} → ${f.gzipped}`).join('\n') +
      `\n  first board drawn on a cold cache over slow 4G after ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${median(times).toFixed(0)} ms)`,
  );
  expect(total).toBeLessThanOrEqual(BUDGET);
});

test('replay, play and analyse boards fetch no engine code until the analysis is asked for', async ({ page }) => {
  const errors = watchConsole(page);
  const host = await openHost(
    page,
    `<twofold-board variant="chess" mode="replay" moves="1.e4 e5 2.Nf3"></twofold-board>
     <twofold-board variant="two-prong" mode="play"></twofold-board>
     <twofold-board variant="double-double" mode="analyse" moves="1.Rxh15"></twofold-board>`,
  );
  // (A board starts once it scrolls near the view.)
  for (const n of [1, 2]) {
    await board(page, n).scrollIntoViewIfNeeded();
    await boardReady(page, n);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(host.fetched().filter((p) => ENGINE_FILE.test(p))).toEqual([]);
  // The first analysis request starts the worker, which fetches the engine.
  await ref(board(page, 2), 'analyse').click();
  await expect.poll(async () => (await analysis(page, 2)).depth, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const engineFiles = host.fetched().filter((p) => ENGINE_FILE.test(p));
  expect(engineFiles).toContainEqual(expect.stringMatching(/\/assets\/twofold_engine_bg-.*\.wasm$/));
  expect(errors).toEqual([]);
});

test('a computer board fetches the engine module and the computer answers', async ({ page }) => {
  const errors = watchConsole(page);
  const host = await openHost(page, '<twofold-board variant="chess2" mode="computer" computer-side="white" level="1"></twofold-board>');
  await expect.poll(async () => (await state(page)).history.length, { timeout: 30_000 }).toBe(1);
  expect((await computer(page)).searches.length).toBe(1);
  const fetched = host.fetched();
  const wasm = fetched.filter((p) => p.endsWith('.wasm')).sort();
  expect(wasm).toEqual([expect.stringMatching(/\/assets\/twofold_bg-.*\.wasm$/), expect.stringMatching(/\/assets\/twofold_engine_bg-.*\.wasm$/)]);
  // Each module once: the page loads the rules, the worker the engine.
  expect(fetched.filter((p) => p.endsWith('.wasm'))).toHaveLength(2);
  expect(wasmExports(wasm[1])).toContain('think');
  expect(errors).toEqual([]);
  const files = weigh(fetched);
  const sum = (fs) => fs.reduce((s, f) => s + f.gzipped, 0);
  console.log(`a computer board: ${files.length} files, ${sum(files)} bytes gzipped, of which the engine's ${sum(files.filter((f) => ENGINE_FILE.test(f.path)))}`);
});
